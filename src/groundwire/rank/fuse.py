"""Weighted reciprocal rank fusion (RRF) of several engines' answers to up to two queries.

Each inner list is one engine's answer to one query. A page's score is::

    authority_weight(url) * sum over lists that found it of engine_weight / (k + position)

Interleaving: several queries are fused as independent lists, so query 1's #1 and query 2's #1 earn the same
credit and the fused order alternates between the queries' results (exact ties go to the page more engines found,
then the better best position, then the earlier list, i.e. query 1, then the URL key). A page found by both
queries, or by several engines, sums its credits and rises. Inside one list a page counts once, at its best
position. Merging by ``normalize_url`` keeps: the title of the best-ranked occurrence, the longest informative
snippet, the earliest published date (the most precise stamp on that day), the canonical URL spelling, and every
(provider, position). The arithmetic is hand-written: a few lines, and no maintained library does weighted RRF with
these merge rules.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import NamedTuple

from ..errors import UsageError
from ..models import FusedHit, Hit
from .authority import SOCIAL_CAP, SOCIAL_TIER, AuthorityPolicy, default_policy
from .sources import SourceData, load_sources
from .urls import registrable_domain, url_info

__all__ = ["FusionResult", "fuse", "DEFAULT_K", "DEFAULT_TOP_N", "MAX_TOP_N", "DEFAULT_PER_DOMAIN_CAP"]

DEFAULT_K = 60
DEFAULT_TOP_N = 5
MAX_TOP_N = 20
DEFAULT_PER_DOMAIN_CAP = 2
_PLACEHOLDER_SNIPPETS = frozenset({"", "...", "…", "no description available", "no information is available"})


@dataclass(frozen=True, slots=True)
class FusionResult:
    """Fused hits (rank from 1), how many duplicate occurrences were merged, and what was dropped and why."""

    hits: tuple[FusedHit, ...]
    duplicates_merged: int = 0
    dropped: tuple[tuple[str, str], ...] = ()  # (url, reason): blocked | not_allowed | invalid_url | domain_cap


class _Occurrence(NamedTuple):
    """One sighting of a page; field order is the "better occurrence first" order."""

    position: int
    neg_weight: float  # -engine weight: a heavier engine wins a tie on position
    list_index: int
    seq: int  # input order: makes every occurrence distinct so tuples never compare Hits
    hit: Hit


_new_occurrence = tuple.__new__


@dataclass(slots=True)
class _Group:
    key: str
    first_list: int
    tier: str
    authority: float
    occurrences: list[_Occurrence] = field(default_factory=list)
    best_by_list: dict[int, _Occurrence] = field(default_factory=dict)  # the occurrence each list counts


def _engine_weight(weights: Mapping[str, float], provider: str) -> float:
    value = weights.get(provider, 1.0)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value < 0:
        raise UsageError(f"engine weight for {provider!r} must be a finite number >= 0 (got {value!r})")
    return float(value)


def _clean(text: object) -> str:
    return " ".join(text.split()) if isinstance(text, str) else ""


def _best_title(occurrences: Sequence[_Occurrence]) -> str:
    for occ in occurrences:  # already in best-first order
        title = _clean(occ.hit.title)
        if title:
            return title
    return ""


def _best_snippet(occurrences: Sequence[_Occurrence], title: str) -> str:
    """The longest informative snippet; ties go to the better-ranked occurrence."""
    best = ""
    for occ in occurrences:
        snippet = _clean(occ.hit.snippet)
        if snippet.lower() in _PLACEHOLDER_SNIPPETS or snippet == title:
            continue
        if len(snippet) > len(best):
            best = snippet
    return best


def _parse_published(value: str) -> date | None:
    text = value.strip()
    try:
        if len(text) <= 10:
            return date.fromisoformat(text)
        return datetime.fromisoformat(text).date()
    except ValueError:
        return None


def _best_published(occurrences: Sequence[_Occurrence]) -> str | None:
    """The earliest reported date (later ones are often "updated" stamps); on the same day, the most precise."""
    candidates: list[tuple[date, int, str]] = []
    raw_first: str | None = None
    for occ in occurrences:
        value = occ.hit.published
        if not isinstance(value, str) or not value.strip():
            continue
        raw_first = raw_first or value.strip()
        day = _parse_published(value)
        if day is not None:
            candidates.append((day, -len(value.strip()), value.strip()))
    if candidates:
        return min(candidates)[2]
    return raw_first


def _best_url(occurrences: Sequence[_Occurrence]) -> str:
    """The best-ranked occurrence's URL, preferring a canonical spelling (https, no AMP/mobile/tracking)."""
    if len(occurrences) == 1:
        return occurrences[0].hit.url.strip()
    return min(occurrences, key=lambda o: (url_info(o.hit.url.strip()).variant, o)).hit.url.strip()


def _clamp_top_n(top_n: int) -> int:
    if isinstance(top_n, bool) or not isinstance(top_n, int):
        raise UsageError(f"top_n must be an integer (got {top_n!r})")
    return max(1, min(MAX_TOP_N, top_n))


def fuse(
    result_lists: Sequence[Sequence[Hit]],
    *,
    engine_weights: Mapping[str, float] | None = None,
    policy: AuthorityPolicy | None = None,
    k: float = DEFAULT_K,
    per_domain_cap: int | None = DEFAULT_PER_DOMAIN_CAP,
    top_n: int = DEFAULT_TOP_N,
    multipliers: Mapping[str, float] | None = None,
    sources: SourceData | None = None,
) -> FusionResult:
    """Fuse per-(query, engine) hit lists into one de-duplicated, authority-weighted ranking.

    ``engine_weights``: missing engines weigh 1.0. ``top_n`` is clamped to 1..20. ``per_domain_cap`` limits hits per
    registrable domain (None: no cap; values below 1 count as 1). Ties break by more providers, better best
    position, earlier list, then URL key, so the output is deterministic. Raises ``UsageError`` for a negative or
    non-finite ``k`` or engine weight.

    ``multipliers`` (engine -> factor, from the question's intent; see rank/sources.py) scale each engine's credit
    on top of its weight and the page's authority; a social page's authority x multiplier stays <= SOCIAL_CAP.
    ``sources`` labels each fused hit with its ``source_tier`` and ``platform`` (the bundled data by default).
    """
    if isinstance(k, bool) or not isinstance(k, (int, float)) or not math.isfinite(k) or k < 0:
        raise UsageError(f"k must be a finite number >= 0 (got {k!r})")
    limit = _clamp_top_n(top_n)
    if per_domain_cap is not None and (isinstance(per_domain_cap, bool) or not isinstance(per_domain_cap, int)):
        raise UsageError(f"per_domain_cap must be an integer or None (got {per_domain_cap!r})")
    cap = None if per_domain_cap is None else max(1, per_domain_cap)
    weights = engine_weights or {}
    policy = policy or default_policy()

    groups: dict[str, _Group] = {}
    dropped: dict[tuple[str, str], None] = {}  # ordered set of (url, reason)
    engine_weight: dict[str, float] = {}
    memo: dict[str, tuple[str, str, float, str | None]] = {}  # url -> (key, tier, authority, drop reason)
    seq = 0
    for list_index, hits in enumerate(result_lists or ()):
        for index, hit in enumerate(hits or ()):
            if not isinstance(hit, Hit):
                continue
            url = hit.url.strip() if isinstance(hit.url, str) else ""
            seen = memo.get(url)
            if seen is None:
                tier, authority, verdict = policy.assess(url) if url else ("", 0.0, "invalid_url")
                seen = memo[url] = (url_info(url).key, tier, authority, verdict)
            key, tier, authority, verdict = seen
            if verdict is not None:
                dropped.setdefault((url, verdict), None)
                continue
            weight = engine_weight.get(hit.provider)
            if weight is None:  # an intent multiplier is folded into the engine's weight
                weight = _engine_weight(weights, hit.provider) * (multipliers.get(hit.provider, 1.0) if multipliers
                                                                  else 1.0)
                engine_weight[hit.provider] = weight
            position = hit.position
            if type(position) is not int or position < 1:
                position = index + 1
            occ = _new_occurrence(_Occurrence, (position, -weight, list_index, seq, hit))  # fast NamedTuple build
            seq += 1
            group = groups.get(key)
            if group is None:  # authority depends only on the key (canonical host + path), so the first URL decides
                group = groups[key] = _Group(key, list_index, tier, authority)
            group.occurrences.append(occ)
            best = group.best_by_list.get(list_index)
            if best is None or occ < best:  # a list counts a page once, at its best position
                group.best_by_list[list_index] = occ

    ranked: list[tuple[tuple[float, int, int, int, str], _Group, float]] = []
    for group in groups.values():
        occurrences = group.occurrences
        if len(occurrences) > 1:
            occurrences.sort()
        if multipliers and group.tier == SOCIAL_TIER:  # authority x multiplier stays <= SOCIAL_CAP
            score = 0.0
            for o in group.best_by_list.values():
                m = multipliers.get(o.hit.provider, 1.0)
                score += -o.neg_weight / m * min(group.authority * m, SOCIAL_CAP) / (k + o.position)
        else:
            score = group.authority * sum(-o.neg_weight / (k + o.position) for o in group.best_by_list.values())
        n_providers = len({o.hit.provider for o in occurrences}) if len(occurrences) > 1 else 1
        sort_key = (-round(score, 12), -n_providers, occurrences[0].position, group.first_list, group.key)
        ranked.append((sort_key, group, score))
    ranked.sort(key=lambda item: item[0])

    fused: list[FusedHit] = []
    per_domain: dict[str, int] = {}
    sources = sources or load_sources()
    for _, group, score in ranked:
        if len(fused) >= limit:
            break
        url = _best_url(group.occurrences)
        if cap is not None:
            domain = registrable_domain(url) or group.key
            if per_domain.get(domain, 0) >= cap:
                dropped.setdefault((url, "domain_cap"), None)
                continue
            per_domain[domain] = per_domain.get(domain, 0) + 1
        by_list = sorted(group.occurrences, key=lambda o: (o.list_index, o.position, o.seq))
        title = _best_title(group.occurrences)
        source_tier, platform = sources.describe(url, group.tier)
        fused.append(
            FusedHit(
                rank=len(fused) + 1,
                url=url,
                title=title,
                snippet=_best_snippet(group.occurrences, title),
                published=_best_published(group.occurrences),
                providers=tuple(dict.fromkeys(o.hit.provider for o in by_list)),
                positions=tuple((o.hit.provider, o.position) for o in by_list),
                score=score,
                authority=group.tier,
                source_tier=source_tier,
                platform=platform,
            )
        )
    return FusionResult(tuple(fused), seq - len(groups), tuple(dropped))
