"""The whole grounding pipeline as one async function over immutable values:

gate -> plan -> route -> fuse -> read -> guard -> context

Every surface (``groundwire ask``, the proxy, ``/v1/ground``, MCP ``ground``) calls :func:`ground`.
Failures of search or reading never raise: they become the honest "search unavailable" / "nothing found" states.
"""

from __future__ import annotations

import asyncio

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from .guard.context import Context, Source, build_context
from .errors import FetchError
from .grounder import Grounder, SearchParams
from .kb_gate import kb_confidence as _kb_confidence  # shared with `groundwire plan`
from .guard.neutralize import sanitize
from .models import FusedHit, SearchResponse, Trace
from .decide.plan.llm import LLMPlanner
from .decide.plan.types import Plan
from .read.backends import backend_for, document_of, read_by
from .read.fetch import FetchPolicy
from .read.passages import select_passages

_URL = re.compile(r"https?://(?:\[[0-9A-Fa-f:.]+(?:%[\w.~-]+)?\])?[^\s<>\"'）)】\]]*", re.IGNORECASE)  # [IPv6] hosts
_WORD = re.compile(r"[\w]+", re.UNICODE)


@dataclass(frozen=True)
class Grounding:
    question: str
    plan: Plan
    search: SearchResponse | None
    context: Context
    trace: Trace

    @property
    def status(self) -> str:
        return self.context.status

    def to_dict(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "status": self.status,
            "plan": self.plan.to_dict(),
            "context": self.context.to_dict(),
            "hits": [h.to_dict() for h in self.search.hits] if self.search else [],
            "trace": self.trace.to_dict(),
        }


def pasted_links(question: str, limit: int = 3) -> list[str]:
    """Links the user pasted into the question, in order, without trailing punctuation."""
    links: list[str] = []
    for match in _URL.findall(question):
        url = match.rstrip(".,;:!?，。；：！？")
        if url.endswith("://"):
            continue
        if url not in links:
            links.append(url)
    return links[:limit]


def snippet_answers(question: str, snippet: str) -> bool:
    """A cheap test of whether a snippet already covers the question's content words (then skip reading)."""
    q = {w.lower() for w in _WORD.findall(question) if len(w) > 2}
    if not q or len(snippet) < 160:
        return False
    s = {w.lower() for w in _WORD.findall(snippet)}
    return len(q & s) / len(q) >= 0.8


def fetch_policy(grounder: Grounder) -> FetchPolicy:
    cfg = grounder.settings.read
    return FetchPolicy(
        allow_private=cfg.allow_private,
        allow_hosts=frozenset(cfg.allow_hosts),
        max_bytes=cfg.max_bytes,
        timeout=cfg.timeout_s,
        batch_budget=cfg.budget_s,
    )


async def read_pages(
    question: str, hits: Sequence[FusedHit], grounder: Grounder, trace: Trace
) -> dict[str, tuple[str, str | None, tuple[str, ...]]]:
    """Fetch the pages worth reading: pasted links first, then top hits whose snippets do not already answer.
    Returns url -> (title, date, passages)."""
    cfg = grounder.settings.read
    if not cfg.enabled:
        return {}
    wanted = pasted_links(question)
    budget = len(wanted) + cfg.max_pages
    for hit in hits:
        if len(wanted) >= budget:
            break
        if not hit.url.startswith(("http://", "https://")):  # local notes: their snippet is already ours
            continue
        if hit.url not in wanted and not snippet_answers(question, hit.snippet):
            wanted.append(hit.url)
    if not wanted:
        return {}
    backend, why_not = backend_for(grounder.settings)
    if why_not:
        trace.note("read", backend=backend.name, note=why_not)
    # a remote backend talks to its API with the shared client; direct reads keep their own pinned client
    client = grounder.client if backend.remote else None
    pages = await backend.fetch_many(wanted, policy=fetch_policy(grounder), client=client)
    read: dict[str, tuple[str, str | None, tuple[str, ...]]] = {}
    for url, page in zip(wanted, pages, strict=True):
        if isinstance(page, FetchError):
            trace.note("read", url=url, ok=False, backend=backend.name, reason=page.reason)
            continue
        # Extraction and passage scoring are CPU-bound (seconds for a multi-MB page): run them off the loop.
        doc, chosen = await asyncio.to_thread(_document_and_passages, question, page, cfg.passages_per_page)
        read[url] = (doc.title or "", doc.date, tuple(p.text for p in chosen))
        extra = {"fallback": page.fallback} if getattr(page, "fallback", None) else {}
        trace.note("read", url=url, ok=True, backend=read_by(page), passages=len(chosen),
                   hidden_removed=doc.hidden_removed, truncated=page.truncated, **extra)
    return read


def _document_and_passages(question: str, page: Any, k: int) -> tuple[Any, list[Any]]:
    doc = document_of(page)
    return doc, select_passages(question, doc.text, k=k)


def _guarded(text: str, where: str, url: str, trace: Trace) -> tuple[str, bool]:
    result = sanitize(text or "")
    if result.removed or result.kept:  # kept: harmless characters left in a clean text (guard-clean29)
        kept = {"kept": [r.reason for r in result.kept]} if result.kept else {}
        trace.note("guard", url=url, where=where, removed=[r.reason for r in result.removed], **kept)
    return result.text, result.suspicious


def build_sources(
    question: str, hits: Sequence[FusedHit], pages: dict[str, tuple[str, str | None, tuple[str, ...]]], trace: Trace
) -> list[Source]:
    sources: list[Source] = []
    known = {h.url for h in hits}
    pasted = [FusedHit(0, url, title or url, "", date_, ("user",), (), 1.0)  # links the user pasted come first
              for url, (title, date_, _) in pages.items() if url not in known]
    order = [*pasted, *hits]
    flagged_last: list[Source] = []
    for hit in order:
        page = pages.get(hit.url)
        title, bad_title = _guarded((page[0] if page and page[0] else hit.title), "title", hit.url, trace)
        snippet, bad_snip = _guarded(hit.snippet, "snippet", hit.url, trace)
        passages: list[str] = []
        bad_pass = False
        for p in page[2] if page else ():
            clean, bad = _guarded(p, "passage", hit.url, trace)
            bad_pass = bad_pass or bad
            if clean.strip():
                passages.append(clean)
        flags = ("injection",) if (bad_title or bad_snip or bad_pass) else ()
        src = Source(
            id="", title=title, url=hit.url, date=(page[1] if page and page[1] else hit.published),
            passages=tuple(passages), snippet=snippet, flagged=flags,
        )
        (flagged_last if flags else sources).append(src)  # flagged documents rank lower, never dropped silently
    ordered = sources + flagged_last
    return [
        Source(id=f"s{i}", title=s.title, url=s.url, date=s.date, passages=s.passages, snippet=s.snippet,
               flagged=s.flagged)
        for i, s in enumerate(ordered, start=1)
    ]


async def ground(
    question: str,
    *,
    grounder: Grounder,
    today: date,
    mode: str = "auto",
    llm: LLMPlanner | None = None,
    params: SearchParams | None = None,
    locale: str = "en",
    budget_chars: int | None = None,
    read: bool = True,
    trace: Trace | None = None,
) -> Grounding:
    """Run the whole pipeline for the *current* question only."""
    trace = trace or Trace()
    budget = budget_chars or grounder.settings.context.budget_chars
    plan, response = await grounder.search_question(
        question, params, today=today, mode=mode, llm=llm, locale=locale, trace=trace,
        kb_confidence=await asyncio.to_thread(_kb_confidence, grounder, question),  # SQLite stays off the loop
    )
    searched = response.status not in ("blocked", "disabled")
    if not searched and not pasted_links(question):
        ctx = build_context(question, [], status="not_searched", budget_chars=budget, today=today)
        return Grounding(question, plan, None, ctx, trace)
    hits = response.hits if searched else ()
    pages = await read_pages(question, hits, grounder, trace) if read else {}
    sources = build_sources(question, hits, pages, trace)
    if sources:
        status = "ok"
    elif not searched:
        status = "not_searched"
    elif response.status in ("no_results", "unavailable"):
        status = response.status
    else:
        status = "no_results"
    ctx = build_context(question, sources, status=status, budget_chars=budget, today=today)
    return Grounding(question, plan, response if searched else None, ctx, trace)


