"""Entity grounding: before the main search, find where a named entity lives on the web.

One light pre-search of the entity's name (the first available engine of the main route, through the shared
router, so it is cached, rate limited and traced like any search), then regex + frequency counting over the hits'
URLs, titles and snippets (no LLM):

* the official domain: the most frequent registrable domain that is not an aggregator (data/entities.toml);
* the GitHub ``owner/repo`` (suffixes such as ``-sdk``/``-action`` folded into one candidate);
* the subreddit and the X/Twitter handle (generic handles filtered).

A sighting in a URL counts 3, in a title or snippet 1. The result feeds the main query (``"Name" site:domain`` as a
second query), platform targeting (``subreddit:`` for Reddit, ``repo:`` for GitHub) and the ``entity_miss`` flag
on hits that mention none of the entity's names. The pure part is :func:`resolve_entity`.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from pathlib import Path

from typing import TYPE_CHECKING

from .. import textsafe
from ..datafile import read_toml
from ..models import FusedHit, Hit, PlannedQuery, Trace
from ..rank.urls import registrable_domain
from .router import RouteRequest

if TYPE_CHECKING:
    from ..grounder import Grounder, SearchParams

ENTITIES_FILE = Path(__file__).resolve().parent.parent / "data" / "entities.toml"
CACHE_TTL_S = 24 * 3600.0
PRESEARCH_COUNT = 10
MAX_QUERY_CHARS = 400
_GITHUB = re.compile(r"github\.com/([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))/([A-Za-z0-9._-]{1,100})", re.I)
_SUBREDDIT_URL = re.compile(r"reddit\.com/r/([A-Za-z0-9_]{2,21})", re.I)
_SUBREDDIT_TEXT = re.compile(r"(?<![\w/])r/([A-Za-z0-9_]{2,21})\b")
_X_URL = re.compile(r"(?:twitter|x)\.com/([A-Za-z0-9_]{1,15})(?![A-Za-z0-9_])", re.I)
_X_TEXT = re.compile(r"(?<![\w@.])@([A-Za-z0-9_]{2,15})\b")
_DOMAIN_TOKEN = re.compile(r"(?:[a-z0-9-]{1,63}\.)+(?:com|org|net|io|dev|ai|app|co|cn|de|fr|uk|jp|tech|so|sh|gg|me|tv|"
                           r"xyz)")
_TOKEN_EDGE = "()[]{}<>\"'.,;:!?，。；：！？（）"
_NAME_TOKEN = re.compile(r"[a-z0-9]{3,}")


@dataclass(frozen=True, slots=True)
class EntityRules:
    aggregators: frozenset[str]
    generic_handles: frozenset[str]
    repo_suffixes: tuple[str, ...]
    generic_subreddits: frozenset[str]
    url_weight: int = 3
    text_weight: int = 1
    min_score: int = 3


@lru_cache(maxsize=2)
def load_rules(path: Path = ENTITIES_FILE) -> EntityRules:
    from ..rank.authority import load_tiers
    from ..rank.sources import load_sources

    data = read_toml(path, "entities")
    aggregators = {str(d).lower() for d in data.get("aggregators", [])}
    for tier in load_tiers():
        if tier.name in ("reference", "community", "social", "farm"):
            aggregators |= set(tier.domains)
    aggregators |= set(load_sources().news)
    return EntityRules(
        aggregators=frozenset(aggregators),
        generic_handles=frozenset(str(h).lower() for h in data.get("generic_handles", [])),
        repo_suffixes=tuple(sorted((str(s).lower() for s in data.get("repo_suffixes", [])), key=len, reverse=True)),
        generic_subreddits=frozenset(str(s).lower() for s in data.get("generic_subreddits", [])),
        url_weight=int(data.get("url_weight", 3)), text_weight=int(data.get("text_weight", 1)),
        min_score=int(data.get("min_score", 3)),
    )


@dataclass(frozen=True, slots=True)
class EntityGrounding:
    name: str
    official_domain: str | None = None
    github_repo: str | None = None
    subreddit: str | None = None
    x_handle: str | None = None
    scores: dict[str, dict[str, int]] = field(default_factory=dict)  # the top candidates per kind, for the trace

    @property
    def names(self) -> tuple[str, ...]:
        """Every spelling a page about the entity would show: the name, its official domain, repo, handles."""
        out = [self.name.lower()]
        compact = re.sub(r"\s+", "", self.name.lower())
        out.append(compact)
        if self.official_domain:
            out.append(self.official_domain.lower())
            out.append(self.official_domain.split(".", 1)[0].lower())
        if self.github_repo:
            out.append(self.github_repo.lower())
        for extra in (self.subreddit, self.x_handle):
            if extra:
                out.append(extra.lower())
        return tuple(dict.fromkeys(n for n in out if len(n) >= 2))

    def to_dict(self) -> dict[str, object]:
        return asdict(self)

    def platform_targets(self) -> dict[str, str]:
        """Channel -> query prefix: ``reddit -> "subreddit:NAME"``, ``github -> "repo:OWNER/NAME"``."""
        targets = {}
        if self.subreddit:
            targets["reddit"] = f"subreddit:{self.subreddit}"
        if self.github_repo:
            targets["github"] = f"repo:{self.github_repo}"
        return targets


def _name_tokens(name: str) -> set[str]:
    return set(_NAME_TOKEN.findall(name.lower()))


def _canonical_repo(owner: str, repo: str, rules: EntityRules) -> str:
    name = repo.lower().removesuffix(".git")
    for suffix in rules.repo_suffixes:
        if name.endswith(suffix) and len(name) > len(suffix) + 1:
            name = name[: -len(suffix)]
            break
    return f"{owner.lower()}/{name}"


@lru_cache(maxsize=4096)
def _is_aggregator(domain: str, rules: EntityRules) -> bool:
    parts = domain.split(".")
    return any(".".join(parts[i:]) in rules.aggregators for i in range(len(parts)))


def resolve_entity(name: str, hits: Iterable[Hit | FusedHit], rules: EntityRules | None = None) -> EntityGrounding:
    """Count the entity's official domain, GitHub repo, subreddit and X handle in ``hits``. Pure."""
    rules = rules or load_rules()
    domains: Counter[str] = Counter()
    repos: Counter[str] = Counter()
    spelled: dict[str, Counter[str]] = {}
    subs: Counter[str] = Counter()
    handles: Counter[str] = Counter()
    uw, tw = rules.url_weight, rules.text_weight
    for h in hits:
        url = h.url or ""
        text = f"{h.title or ''} {h.snippet or ''}"
        for where, weight, in_url in ((url, uw, True), (text, tw, False)):
            low = where.lower()  # cheap substring tests first: most hits mention none of these
            if "github.com/" in low:
                for owner, repo in _GITHUB.findall(where):
                    key = _canonical_repo(owner, repo, rules)
                    repos[key] += weight
                    spelled.setdefault(key, Counter())[f"{owner}/{repo.removesuffix('.git')}"] += weight
            if "r/" in where:
                for sub in (_SUBREDDIT_URL if in_url else _SUBREDDIT_TEXT).findall(where):
                    if sub.lower() not in rules.generic_subreddits:
                        subs[sub] += weight
            if ("x.com/" in low or "twitter.com/" in low) if in_url else "@" in where:
                for handle in (_X_URL if in_url else _X_TEXT).findall(where):
                    if handle.lower() not in rules.generic_handles:
                        handles[handle] += weight
        if url.startswith(("http://", "https://")):
            domain = registrable_domain(url)
            if domain and not _is_aggregator(domain, rules):
                domains[domain] += uw
        for token in text.split():
            if "." not in token:
                continue
            token = token.strip(_TOKEN_EDGE).lower()
            if "://" in token or "/" in token or not _DOMAIN_TOKEN.fullmatch(token):
                continue
            domain = registrable_domain(token)
            if domain and not _is_aggregator(domain, rules):
                domains[domain] += tw

    tokens = _name_tokens(name)

    def related(candidate: str) -> bool:  # a name word inside the candidate: "nimbus" ~ "NimbusPhones"
        low = candidate.lower()
        return any(t in low for t in tokens)

    def best(counter: Counter[str], *, need_relation: bool) -> str | None:
        for candidate, score in counter.most_common():
            if score < rules.min_score:
                return None
            if not need_relation or related(candidate) or score >= 2 * rules.min_score:
                return candidate
        return None

    official = best(domains, need_relation=True)
    repo_key = best(Counter({k: v for k, v in repos.items() if related(k)}), need_relation=False)
    repo = min(spelled[repo_key], key=lambda s: (len(s), -spelled[repo_key][s])) if repo_key else None
    sub = best(Counter({k: v for k, v in subs.items()}), need_relation=True)
    handle = best(handles, need_relation=True)
    scores = {kind: dict(c.most_common(3)) for kind, c in
              (("domain", domains), ("repo", repos), ("subreddit", subs), ("x_handle", handles)) if c}
    return EntityGrounding(name, official, repo, sub, handle, scores)


def entity_in_question(entities: Sequence[str], question: str) -> str | None:
    """The entity to ground, or None: the planner's first entity, unless it is only the sentence's first word
    capitalised ("Find papers ...") or a bare number."""
    text = question.strip()
    for entity in entities:
        name = entity.strip()
        if len(name) < 2 or name.replace(".", "").isdigit():
            continue
        if " " not in name and text.lower().startswith(name.lower()) and name[:1].isupper() and name[1:].islower():
            continue
        return name
    return None


def mentions(hit: FusedHit, names: Sequence[str]) -> bool:
    haystack = f"{hit.title} {hit.snippet} {hit.url}".lower()
    return any(n in haystack for n in names)


def second_query(entity: EntityGrounding, first: PlannedQuery) -> PlannedQuery | None:
    if not entity.official_domain:
        return None
    return first.with_text(f'"{entity.name}" site:{entity.official_domain}')


def cache_key(name: str) -> str:
    return "entities:v1:" + re.sub(r"\s+", " ", name.strip().lower())


def to_json(entity: EntityGrounding) -> str:
    return json.dumps(entity.to_dict(), ensure_ascii=False)


_OPTIONAL_TEXT = ("official_domain", "github_repo", "subreddit", "x_handle")


def from_json(text: str | bytes) -> EntityGrounding | None:
    """A cached entity, or None for an entry that is not one of ours: not JSON, nested too deep, another
    version's fields or a field of the wrong type (a cache entry is outside data: the next read re-searches)."""
    try:
        data = textsafe.loads(text)
        found = EntityGrounding(**data)
    except (ValueError, TypeError):
        return None
    if not isinstance(found.name, str) or not all(
            isinstance(getattr(found, key), str | None) for key in _OPTIONAL_TEXT):
        return None
    scores = found.scores
    if not (isinstance(scores, dict) and all(
            isinstance(kind, dict) and all(isinstance(n, int) and not isinstance(n, bool) for n in kind.values())
            for kind in scores.values())):
        return None
    return found


async def ground_entity(grounder: Grounder, name: str, mode: str, params: SearchParams,
                        trace: Trace) -> EntityGrounding | None:
    """One light pre-search of ``name`` on the first available engine of the mode's main route; the counting
    is :func:`resolve_entity`. Cached (the pre-search like any search, the result for a day). Traced as the
    ``entities`` step; its engine call is traced there, not in the main fallback chain."""
    clock = grounder.clock
    started = clock.monotonic()

    def ms() -> float:
        return round((clock.monotonic() - started) * 1000.0, 2)

    cache = grounder.resilience.cache if params.use_cache and grounder.settings.cache.enabled else None
    if cache is not None:
        cached = cache.get(cache_key(name))
        found = from_json(cached) if cached is not None else None
        if found is not None:
            trace.note("entities", name=name, cached=True, ms=ms(), **_fields(found))
            return found
    route = grounder.settings.route(mode)
    main = grounder.settings.route(route.main) if route.main else route
    engine = next((n for n in main.order if not grounder.registry.availability(n).reason
                   and not grounder.registry.get(n).capabilities.local), None)
    if engine is None:
        trace.note("entities", name=name, skipped="no engine available for the pre-search")
        return None
    inner = Trace(request_id=trace.request_id)
    result = await grounder.router.run(
        RouteRequest((PlannedQuery(name[:MAX_QUERY_CHARS]),), main.name, PRESEARCH_COUNT, engine,
                     params.use_cache and grounder.settings.cache.enabled), inner)
    hits = [h for hits in result.lists for h in hits]
    calls = [a.to_dict() for a in inner.attempts]
    if not hits:
        trace.note("entities", name=name, engine=engine, hits=0, calls=calls, ms=ms())
        return None
    entity = resolve_entity(name, hits)
    if cache is not None:
        cache.set(cache_key(name), to_json(entity), CACHE_TTL_S)
    trace.note("entities", name=name, engine=engine, hits=len(hits), cached=False, calls=calls,
               ms=ms(), scores=entity.scores, **_fields(entity))
    return entity


def _fields(entity: EntityGrounding) -> dict[str, str | None]:
    return {"official_domain": entity.official_domain, "github_repo": entity.github_repo,
            "subreddit": entity.subreddit, "x_handle": entity.x_handle}
