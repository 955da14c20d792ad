"""Immutable value types that flow through the pipeline.

Every step takes values from here and returns new ones; nothing is mutated in place except the
:class:`Trace`, which is an append-only log that each step writes what it decided into.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field
from datetime import date, datetime
from enum import StrEnum
from typing import Any, Literal

from .textsafe import quoted


class Freshness(StrEnum):
    """How recent results must be. Providers map this to their own parameters."""

    DAY = "day"
    WEEK = "week"
    MONTH = "month"
    YEAR = "year"

    @classmethod
    def parse(cls, value: str | Freshness | None) -> Freshness | None:
        """Accept ``day|week|month|year`` (and the one-letter forms); ``None``/``""``/``none`` -> None."""
        if value is None or isinstance(value, Freshness):
            return value
        text = str(value).strip().lower()
        if text in ("", "none", "null", "any", "all"):
            return None
        aliases = {"d": "day", "w": "week", "m": "month", "y": "year", "24h": "day"}
        text = aliases.get(text, text)
        try:
            return cls(text)
        except ValueError:
            raise ValueError(f"freshness must be one of day, week, month, year (got {quoted(value)})") from None


@dataclass(frozen=True, slots=True)
class TimeRange:
    """An inclusive range of calendar dates. ``read_on`` is the "today" a period named in words was read against
    ("tomorrow" read on 2026-09-15), when known: engines compare it, not their own clock's date, with the period
    (:func:`groundwire.engines.published.publication_window`). It takes no part in equality."""

    start: date
    end: date
    read_on: date | None = field(default=None, compare=False)

    def to_dict(self) -> dict[str, str]:
        return {"start": self.start.isoformat(), "end": self.end.isoformat()}


@dataclass(frozen=True, slots=True)
class PlannedQuery:
    """One search query as sent to engines."""

    text: str
    freshness: Freshness | None = None
    language: str | None = None  # ISO 639-1, e.g. "en", "zh"
    time_range: TimeRange | None = None

    def with_text(self, text: str) -> PlannedQuery:
        return PlannedQuery(text, self.freshness, self.language, self.time_range)


@dataclass(frozen=True, slots=True)
class SearchOptions:
    """Per-call options every provider understands. ``now`` is injected so date maths is testable."""

    count: int = 10
    now: datetime | None = None  # None -> the executor fills in its clock's now
    safe: bool = True


@dataclass(frozen=True, slots=True)
class Hit:
    """One result from one engine, in that engine's order (``position`` is 1-based)."""

    url: str
    title: str
    snippet: str
    provider: str
    position: int
    published: str | None = None  # ISO 8601 date or datetime as the engine reported it
    score: float | None = None  # the engine's own relevance score, when it has one

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True, slots=True)
class FusedHit:
    """A de-duplicated result after rank fusion."""

    rank: int
    url: str
    title: str
    snippet: str
    published: str | None
    providers: tuple[str, ...]
    positions: tuple[tuple[str, int], ...]  # (provider, position) for every engine that found it
    score: float
    authority: str = "default"
    flagged: tuple[str, ...] = ()  # guard flags, e.g. ("injection",); "entity_miss" when no entity name appears
    source_tier: str = "unknown"  # official reference news unknown blog/forum social farm (rank/sources.py)
    platform: str | None = None  # reddit, hackernews, github, stackexchange, x, youtube ... for platform hits

    def to_dict(self) -> dict[str, Any]:
        return {
            "rank": self.rank,
            "title": self.title,
            "url": self.url,
            "snippet": self.snippet,
            "published": self.published,
            "providers": list(self.providers),
            "positions": [list(p) for p in self.positions],
            "score": round(self.score, 6),
            "authority": self.authority,
            "flagged": list(self.flagged),
            "source_tier": self.source_tier,
            **({"platform": self.platform} if self.platform else {}),
        }


Outcome = Literal["ok", "empty", "error", "skipped", "thin_retry"]


@dataclass(frozen=True, slots=True)
class EngineAttempt:
    """One engine call (or a decision not to call it) as recorded in the trace."""

    provider: str
    query: str
    outcome: Outcome
    hits: int = 0
    latency_ms: float = 0.0
    detail: str = ""
    error_kind: str | None = None
    cached: bool = False
    stage: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "provider": self.provider,
            "query": self.query,
            "outcome": self.outcome,
            "detail": self.detail,
            "error_kind": self.error_kind,
            "hits": self.hits,
            "latency_ms": round(self.latency_ms, 1),
            "cached": self.cached,
            "stage": self.stage,
        }


SearchStatus = Literal["ok", "no_results", "unavailable", "disabled", "blocked"]


@dataclass
class Trace:
    """Append-only record of what every step decided and why. Returned, logged and shown by the CLI."""

    request_id: str = ""
    started: float = field(default_factory=time.time)
    attempts: list[EngineAttempt] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    duplicates_merged: int = 0
    mode: str | None = None  # the research mode the search ran in (grounding, academic, platform ...)
    mode_reason: str | None = None  # why: named by the caller, or the words of the question that chose it

    def attempt(self, attempt: EngineAttempt) -> None:
        self.attempts.append(attempt)

    def note(self, step: str, **details: Any) -> None:
        self.events.append({"step": step, **details})

    @property
    def actual_providers(self) -> list[str]:
        seen: list[str] = []
        for a in self.attempts:
            if a.outcome in ("ok", "thin_retry") and a.hits > 0 and a.provider not in seen:
                seen.append(a.provider)
        return seen

    @property
    def cache_summary(self) -> dict[str, int]:
        calls = [a for a in self.attempts if a.outcome not in ("skipped",)]
        hits = sum(1 for a in calls if a.cached)
        return {"hits": hits, "misses": len(calls) - hits}

    def to_dict(self) -> dict[str, Any]:
        return {
            "request_id": self.request_id,
            "actual_providers": self.actual_providers,
            "fallback_chain": [a.to_dict() for a in self.attempts],
            "cache": self.cache_summary,
            "duplicates_merged": self.duplicates_merged,
            "mode": self.mode,
            "mode_reason": self.mode_reason,
            "events": list(self.events),
        }


@dataclass(frozen=True, slots=True)
class SearchResponse:
    """What ``groundwire.search`` returns: fused hits, a status, and the trace that explains them."""

    queries: tuple[PlannedQuery, ...]
    hits: tuple[FusedHit, ...]
    status: SearchStatus
    trace: Trace

    @property
    def query(self) -> str:
        return " | ".join(q.text for q in self.queries)

    def to_dict(self) -> dict[str, Any]:
        return {
            "query": self.query,
            "queries": [
                {
                    "query": q.text,
                    "freshness": q.freshness.value if q.freshness else None,
                    "language": q.language,
                }
                for q in self.queries
            ],
            "status": self.status,
            "hits": [h.to_dict() for h in self.hits],
            "trace": self.trace.to_dict(),
        }
