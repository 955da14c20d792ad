"""Authority tiers and the user's allow / block / boost lists.

Tiers (official > reference > community > social > farm, unknown = ``default`` at 1.0) and their domain lists live
in ``groundwire/data/authority.toml``; that file documents the matching order. Matching is a hand-written suffix
walk over a dict (a few dict look-ups per URL) because no maintained library ships tiers like these.
"""

from __future__ import annotations

import fnmatch
import math
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType

from ..datafile import read_toml
from ..errors import ConfigError
from .urls import url_info

__all__ = [
    "AuthorityPolicy",
    "Tier",
    "DEFAULT_TIER",
    "DEFAULT_WEIGHT",
    "SOCIAL_TIER",
    "SOCIAL_CAP",
    "MAX_BOOST",
    "DEFAULT_AUTHORITY_FILE",
    "load_tiers",
    "classify",
]

DEFAULT_TIER = "default"
DEFAULT_WEIGHT = 1.0
LOCAL_TIER = "local"  # documents from the local knowledge base (file:// URIs)
LOCAL_SCHEME = "file://"
SOCIAL_TIER = "social"
SOCIAL_CAP = 0.5  # a social post never outweighs half an unknown page, whatever tier data or boosts say
MAX_BOOST = 10.0
DEFAULT_AUTHORITY_FILE = Path(__file__).resolve().parent.parent / "data" / "authority.toml"
_CACHE_LIMIT = 8192


@dataclass(frozen=True, slots=True)
class Tier:
    """One authority tier: its weight and how hosts are recognised."""

    name: str
    weight: float
    domains: frozenset[str] = frozenset()
    host_labels: frozenset[str] = frozenset()
    url_patterns: tuple[str, ...] = ()


def normalise_domain(entry: str) -> str:
    """``"*.Example.COM"``, ``"https://www.example.com/x"`` -> ``"example.com"``; bad entries -> ConfigError."""
    if not isinstance(entry, str) or not entry.strip():
        raise ConfigError(f"authority: a domain must be non-empty text (got {entry!r})")
    text = entry.strip().lower()
    if any(c.isspace() for c in text):
        raise ConfigError(f"authority: not a domain: {entry!r}")
    if "://" not in text:
        text = "https://" + text.lstrip("*.")
    info = url_info(text)
    if not info.valid or not info.host:
        raise ConfigError(f"authority: not a domain: {entry!r}")
    host = info.host
    return host[4:] if host.startswith("www.") and host.count(".") >= 1 else host


def _suffixes(host: str) -> Iterable[str]:
    """``a.b.c`` -> ``a.b.c``, ``b.c``, ``c`` (longest first)."""
    yield host
    start = host.find(".")
    while start != -1:
        yield host[start + 1 :]
        start = host.find(".", start + 1)


def _longest_match(host: str, table: Mapping[str, object]) -> str | None:
    for suffix in _suffixes(host):
        if suffix in table:
            return suffix
    return None


def _check_weight(name: str, value: object, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value <= 0:
        raise ConfigError(f"authority: {what} for {name!r} must be a positive number (got {value!r})")
    return float(value)


def _tier_from_table(name: str, table: object) -> Tier:
    if not isinstance(table, dict):
        raise ConfigError(f"authority: tier {name!r} must be a table")
    weight = _check_weight(name, table.get("weight"), "the tier weight")
    if name == SOCIAL_TIER:
        weight = min(weight, SOCIAL_CAP)
    lists: dict[str, list[str]] = {}
    for key in ("domains", "host_labels", "url_patterns"):
        value = table.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise ConfigError(f"authority: {name}.{key} must be a list of strings")
        lists[key] = value
    return Tier(
        name=name,
        weight=weight,
        domains=frozenset(normalise_domain(d) for d in lists["domains"]),
        host_labels=frozenset(label.strip().lower().rstrip(".") for label in lists["host_labels"]),
        url_patterns=tuple(p.strip().lower() for p in lists["url_patterns"] if p.strip()),
    )


def load_tiers(path: str | Path | None = None) -> tuple[Tier, ...]:
    """Read tiers from a TOML file (``[tiers.NAME]`` tables); the bundled file when ``path`` is None."""
    if path is None:
        return _default_tiers()
    return _load(Path(path))


def _load(path: Path) -> tuple[Tier, ...]:
    data = read_toml(path, "authority")
    tiers = data.get("tiers")
    if not isinstance(tiers, dict) or not tiers:
        raise ConfigError(f"authority: {path} has no [tiers.*] tables")
    if DEFAULT_TIER in tiers:
        raise ConfigError(f"authority: {DEFAULT_TIER!r} is reserved for unknown domains")
    return tuple(_tier_from_table(name, table) for name, table in tiers.items())


@lru_cache(maxsize=1)
def _default_tiers() -> tuple[Tier, ...]:
    return _load(DEFAULT_AUTHORITY_FILE)


@dataclass(frozen=True, eq=False)
class AuthorityPolicy:
    """Tiers plus the user's lists. Entries match a domain and its subdomains (``bbc.co.uk`` ~ ``news.bbc.co.uk``).

    ``allow``: when non-empty, only these domains survive. ``block``: dropped (block beats allow).
    ``boost``: a multiplier on the authority weight (0 < boost <= 10; the longest matching entry wins).
    The social tier stays capped at :data:`SOCIAL_CAP` after boosting.
    """

    allow: frozenset[str] = frozenset()
    block: frozenset[str] = frozenset()
    boost: Mapping[str, float] = field(default_factory=dict)
    tiers: tuple[Tier, ...] = field(default_factory=_default_tiers)

    def __post_init__(self) -> None:
        set_ = object.__setattr__
        set_(self, "allow", frozenset(normalise_domain(d) for d in self.allow))
        set_(self, "block", frozenset(normalise_domain(d) for d in self.block))
        if not isinstance(self.boost, Mapping):
            raise ConfigError("authority: boost must be a mapping of domain -> multiplier")
        boost: dict[str, float] = {}
        for domain, factor in self.boost.items():
            value = _check_weight(str(domain), factor, "the boost")
            if value > MAX_BOOST:
                raise ConfigError(f"authority: boost for {domain!r} must be <= {MAX_BOOST} (got {factor!r})")
            boost[normalise_domain(domain)] = value
        set_(self, "boost", MappingProxyType(boost))
        index: dict[str, Tier] = {}
        labels: dict[str, Tier] = {}
        patterns: list[tuple[re.Pattern[str], Tier]] = []
        for tier in self.tiers:
            if tier.name == DEFAULT_TIER:
                raise ConfigError(f"authority: {DEFAULT_TIER!r} is reserved for unknown domains")
            for domain in tier.domains:
                if domain in index and index[domain] is not tier:
                    raise ConfigError(f"authority: {domain!r} is in both {index[domain].name} and {tier.name}")
                index[domain] = tier
            for label in tier.host_labels:
                labels.setdefault(label, tier)
            patterns.extend((re.compile(fnmatch.translate(p)), tier) for p in tier.url_patterns)
        set_(self, "_index", index)
        set_(self, "_labels", labels)
        set_(self, "_patterns", tuple(patterns))
        # hosts the patterns can match, so most URLs skip the regexes (None: a pattern's host has a wildcard)
        hosts = {p.split("/", 1)[0] for tier in self.tiers for p in tier.url_patterns}
        set_(self, "_pattern_hosts", None if any(c in h for h in hosts for c in "*?[") else frozenset(hosts))
        set_(self, "_cache", {})

    @classmethod
    def from_lists(
        cls,
        allow: Iterable[str] = (),
        block: Iterable[str] = (),
        boost: Mapping[str, float] | None = None,
        tiers: tuple[Tier, ...] | None = None,
    ) -> AuthorityPolicy:
        """Build from plain lists, e.g. the ``[authority]`` section of the settings file."""
        return cls(frozenset(allow or ()), frozenset(block or ()), dict(boost or {}), tiers or _default_tiers())

    def _tier_for(self, host: str, key: str) -> Tier | None:
        pattern_hosts: frozenset[str] | None = self._pattern_hosts  # type: ignore[attr-defined]
        if self._patterns and (pattern_hosts is None or host in pattern_hosts):  # type: ignore[attr-defined]
            target = key.split("://", 1)[-1].lower()
            for pattern, tier in self._patterns:  # type: ignore[attr-defined]
                if pattern.match(target):
                    return tier
        match = _longest_match(host, self._index)  # type: ignore[attr-defined]
        if match is not None:
            return self._index[match]  # type: ignore[attr-defined,no-any-return]
        first = host.split(".", 1)[0]
        if "." in host:
            return self._labels.get(first)  # type: ignore[attr-defined,no-any-return]
        return None

    def assess(self, url: str) -> tuple[str, float, str | None]:
        """``(tier_name, weight, drop_reason_or_None)`` in one cached look-up (what fusion needs per hit)."""
        if not isinstance(url, str):
            return DEFAULT_TIER, DEFAULT_WEIGHT, "invalid_url"
        cache: dict[str, tuple[str, float, str | None]] = self._cache  # type: ignore[attr-defined]
        found = cache.get(url)
        if found is not None:
            return found
        info = url_info(url)
        if url.startswith(LOCAL_SCHEME):
            # the user's own indexed files: no domain to rank, allow or block; weighed like an unknown site
            result: tuple[str, float, str | None] = (LOCAL_TIER, DEFAULT_WEIGHT, None)
        elif not info.valid:
            result = (DEFAULT_TIER, DEFAULT_WEIGHT, "invalid_url")
        else:
            tier = self._tier_for(info.host, info.key)
            name, weight = (tier.name, tier.weight) if tier else (DEFAULT_TIER, DEFAULT_WEIGHT)
            boost_key = _longest_match(info.host, self.boost) if self.boost else None
            if boost_key is not None:
                weight *= self.boost[boost_key]
            if name == SOCIAL_TIER:
                weight = min(weight, SOCIAL_CAP)
            verdict = None
            if self.block and _longest_match(info.host, self.block) is not None:
                verdict = "blocked"
            elif self.allow and _longest_match(info.host, self.allow) is None:
                verdict = "not_allowed"
            result = (name, weight, verdict)
        if len(cache) >= _CACHE_LIMIT:
            cache.clear()
        cache[url] = result
        return result

    def classify(self, url: str) -> tuple[str, float]:
        """``(tier_name, weight)``, boosts applied and social capped; unknown or invalid URLs -> ``("default", 1.0)``."""
        name, weight, _ = self.assess(url)
        return name, weight

    def verdict(self, url: str) -> str | None:
        """Why ``url`` must be dropped (``"blocked"``, ``"not_allowed"``, ``"invalid_url"``), or None to keep it."""
        return self.assess(url)[2]


@lru_cache(maxsize=1)
def default_policy() -> AuthorityPolicy:
    """The bundled tiers with no user lists (shared; the policy is immutable)."""
    return AuthorityPolicy()


def classify(url: str) -> tuple[str, float]:
    """Classify with the bundled tiers and no user lists."""
    return default_policy().classify(url)
