"""What kind of source a hit is (``source_tier``), which platform it lives on, and the per-engine multipliers a
question's intent sets for fusion. All of it is data: ``groundwire/data/fusion.toml``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType

from ..datafile import read_toml
from ..errors import ConfigError
from .urls import url_info

FUSION_FILE = Path(__file__).resolve().parent.parent / "data" / "fusion.toml"
SOURCE_TIERS = ("official", "reference", "news", "unknown", "blog/forum", "social", "farm")


def _suffixes(host: str):
    yield host
    start = host.find(".")
    while start != -1:
        yield host[start + 1:]
        start = host.find(".", start + 1)


@dataclass(frozen=True)
class SourceData:
    intent_groups: Mapping[str, str]
    mode_groups: Mapping[str, str]
    multipliers: Mapping[str, Mapping[str, float]]
    tier_names: Mapping[str, str]
    news: frozenset[str]
    blog_labels: frozenset[str]
    platforms: Mapping[str, str]
    memo: dict[tuple[str, str], tuple[str, str | None]] = field(default_factory=dict, compare=False, repr=False)

    def group_for(self, intent: str | None, mode: str | None) -> str | None:
        if mode and mode in self.mode_groups:
            return self.mode_groups[mode]
        return self.intent_groups.get((intent or "").strip().lower())

    def multipliers_for(self, intent: str | None, mode: str | None) -> Mapping[str, float]:
        """Engine -> multiplier for this question (empty: no intent known, every engine at 1.0)."""
        group = self.group_for(intent, mode)
        return self.multipliers.get(group, MappingProxyType({})) if group else MappingProxyType({})

    def describe(self, url: str, authority_tier: str) -> tuple[str, str | None]:
        """``(source_tier, platform)`` for a hit whose authority tier is ``authority_tier``."""
        found = self.memo.get((url, authority_tier))
        if found is None:
            if len(self.memo) > 8192:
                self.memo.clear()
            found = self.memo[(url, authority_tier)] = self._describe(url, authority_tier)
        return found

    def _describe(self, url: str, authority_tier: str) -> tuple[str, str | None]:
        info = url_info(url) if url.startswith(("http://", "https://")) else None
        host = info.host if info is not None and info.valid else ""
        if host.startswith("www."):
            host = host[4:]
        platform = next((self.platforms[s] for s in _suffixes(host) if s in self.platforms), None) if host else None
        tier = self.tier_names.get(authority_tier, "unknown")
        if host and tier in ("reference", "unknown") and any(s in self.news for s in _suffixes(host)):
            tier = "news"
        elif host and tier == "unknown" and (host.split(".", 1)[0] in self.blog_labels or
                                             host.rsplit(".", 1)[-1] in self.blog_labels):
            tier = "blog/forum"
        return tier, platform


def _float_table(name: str, table: object) -> dict[str, float]:
    if not isinstance(table, dict):
        raise ConfigError(f"fusion: {name} must be a table")
    out: dict[str, float] = {}
    for engine, value in table.items():
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value <= 10:
            raise ConfigError(f"fusion: {name}.{engine} must be a number in (0, 10] (got {value!r})")
        out[str(engine)] = float(value)
    return out


@lru_cache(maxsize=4)
def load_sources(path: Path = FUSION_FILE) -> SourceData:
    data = read_toml(path, "fusion")
    multipliers = {g: MappingProxyType(_float_table(f"multipliers.{g}", t))
                   for g, t in data.get("multipliers", {}).items()}
    groups = {str(k).lower(): str(v) for k, v in data.get("intent_groups", {}).items()}
    modes = {str(k): str(v) for k, v in data.get("mode_groups", {}).items()}
    for where, table in (("intent_groups", groups), ("mode_groups", modes)):
        for key, group in table.items():
            if group not in multipliers:
                raise ConfigError(f"fusion: {where}.{key} names {group!r}, which has no [multipliers.{group}]")
    tiers = {str(k): str(v) for k, v in data.get("source_tiers", {}).items()}
    bad = sorted(set(tiers.values()) - set(SOURCE_TIERS))
    if bad:
        raise ConfigError(f"fusion: unknown source tiers {bad}; known: {', '.join(SOURCE_TIERS)}")
    news = data.get("news", {})
    return SourceData(
        intent_groups=MappingProxyType(groups), mode_groups=MappingProxyType(modes),
        multipliers=MappingProxyType(multipliers), tier_names=MappingProxyType(tiers),
        news=frozenset(str(d).lower() for d in news.get("domains", [])),
        blog_labels=frozenset(str(d).lower() for d in news.get("blog_labels", [])),
        platforms=MappingProxyType({str(k).lower(): str(v) for k, v in data.get("platforms", {}).items()}),
    )
