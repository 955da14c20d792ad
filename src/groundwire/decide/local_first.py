"""Local knowledge first: answer from the local knowledge base, without the web, when it is confident and fresh.

The knowledge base answers when its best match is confident (``>= 0.6``, the gate's threshold) **and** its material
is fresh enough for how fast the question's subject changes: at most 90 days old for volatile subjects (prices,
versions and releases, rankings and scores, weather, news), 180 days otherwise. A question the privacy gate keeps
off the web is still answered from the knowledge base (it never leaves the machine). Pure: ``today`` is given.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime
from typing import TYPE_CHECKING

from ..engines.router import RouteRequest
from ..models import PlannedQuery, SearchResponse, Trace

if TYPE_CHECKING:
    from ..grounder import Grounder, SearchParams

MAX_QUERY_CHARS = 400

CONFIDENT = 0.6
MAX_AGE_VOLATILE_DAYS = 90
MAX_AGE_DAYS = 180
VOLATILE_INTENTS = frozenset({"price", "release", "score", "weather", "news", "version", "ranking", "breaking"})


@dataclass(frozen=True, slots=True)
class LocalVerdict:
    use_local: bool
    reason: str
    confidence: float
    age_days: int | None
    max_age_days: int


def _day(value: str | None) -> date | None:
    if not value:
        return None
    try:
        return date.fromisoformat(value[:10]) if len(value) <= 10 else datetime.fromisoformat(value).date()
    except ValueError:
        return None


def newest(published: Iterable[str | None]) -> date | None:
    days = [d for d in map(_day, published) if d is not None]
    return max(days) if days else None


def judge(confidence: float | None, newest_day: date | None, intent: str | None, today: date) -> LocalVerdict:
    """Whether the local knowledge base answers alone, and why (for the trace)."""
    conf = float(confidence or 0.0)
    max_age = MAX_AGE_VOLATILE_DAYS if (intent or "").lower() in VOLATILE_INTENTS else MAX_AGE_DAYS
    if conf < CONFIDENT:
        return LocalVerdict(False, f"local knowledge not confident ({conf:.2f} < {CONFIDENT})", conf, None, max_age)
    if newest_day is None:
        return LocalVerdict(False, "local material has no date: freshness unknown", conf, None, max_age)
    age = (today - newest_day).days
    if age > max_age:
        return LocalVerdict(False, f"local material is {age} days old (> {max_age} for this question)", conf, age,
                            max_age)
    return LocalVerdict(True, f"local knowledge confident ({conf:.2f}) and {age} days old (<= {max_age})", conf, age,
                        max_age)


async def local_answer(grounder: Grounder, question: str, params: SearchParams, trace: Trace, today: date,
                       intent: str | None, *, private: bool = False,
                       kb_confidence: float | None = None) -> SearchResponse | None:
    """The local knowledge base's answer when it may stand alone (decide/local_first.py), else None. Traced
    as the ``local_first`` step either way when the knowledge base has documents."""
    av = grounder.registry.availability("local")
    provider = av.provider
    has_docs = getattr(provider, "has_documents", None)
    if av.reason or provider is None or not callable(has_docs):
        return None
    if not private:  # confidence first: it is often known already, and no answer is worth a store read without it
        if kb_confidence is None:
            best = getattr(provider, "best_confidence", None)
            kb_confidence = float(await asyncio.to_thread(best, question)) if callable(best) else 0.0
        if kb_confidence < CONFIDENT:
            return None
    if not await asyncio.to_thread(has_docs):  # SQLite reads stay off the event loop
        return None
    count = params.count if params.count is not None else grounder.settings.search.count
    query = PlannedQuery(" ".join(question.split())[:MAX_QUERY_CHARS])
    request = RouteRequest((query,), grounder.settings.search.mode, count, "local", False)
    result = await grounder.router.run(request, trace)
    hits = tuple(h for hits in result.lists for h in hits)
    if private:
        trace.note("local_first", answered_locally=bool(hits), hits=len(hits),
                   reason="the privacy gate kept the question off the web; the local knowledge base answers")
        if not hits:
            return None
        fused = grounder._fuse(result.lists, count)
        return SearchResponse((query,), fused.hits, "ok", trace)
    verdict = judge(kb_confidence, newest(h.published for h in hits), intent, today)
    trace.note("local_first", answered_locally=verdict.use_local and bool(hits), reason=verdict.reason,
               confidence=round(verdict.confidence, 3), age_days=verdict.age_days,
               max_age_days=verdict.max_age_days)
    if not verdict.use_local or not hits:
        return None
    trace.note("route", action="not_searched", detail="answered from the local knowledge base")
    fused = grounder._fuse(result.lists, count)
    return SearchResponse((query,), fused.hits, "ok", trace)
