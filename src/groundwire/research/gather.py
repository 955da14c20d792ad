"""Section research: search (in the run's mode), read the best new pages, extract verified cards from each.

Pages are read once per run (a page another section already read is reused from ``pages/``); extraction is per
section and page. Web text passes the guard (:func:`groundwire.guard.neutralize.sanitize`) before any model sees
it, and quotes are checked against that guarded text. Hits flagged ``entity_miss`` never become cards.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any

from ..decide.plan.rules import detect_language
from ..errors import FetchError
from ..grounder import Grounder, SearchParams
from ..guard.neutralize import sanitize
from ..models import FusedHit, PlannedQuery, Trace
from ..pipeline import fetch_policy
from ..rank.urls import normalize_url
from ..read.backends import backend_for, document_of
from .budget import Budget, BudgetExhausted
from .extract import cards_from_answer
from .model import ResearchModel
from .prompts import extract_messages
from .records import SourceRecord
from .state import RunState

PLATFORMS = {"reddit.com": "reddit", "x.com": "x", "twitter.com": "x", "weibo.com": "weibo", "zhihu.com": "zhihu",
             "youtube.com": "youtube", "bilibili.com": "bilibili", "news.ycombinator.com": "hackernews"}


def search_mode(grounder: Grounder, wanted: str) -> tuple[str, str | None]:
    """The route to search with, and a note when ``wanted`` is unknown and ``grounding`` stands in."""
    if wanted in grounder.settings.routes:
        return wanted, None
    return "grounding", f"search mode {wanted!r} is not configured; searched in 'grounding' mode"


def platform_of(url: str) -> str | None:
    from urllib.parse import urlsplit

    host = (urlsplit(url).hostname or "").lower()
    for domain, name in PLATFORMS.items():
        if host == domain or host.endswith("." + domain):
            return name
    return None


def query_language(text: str, fallback: str | None) -> str | None:
    script = detect_language(text)
    return script if script != "other" else fallback


class SectionResearcher:
    """Runs search -> read -> extract for one section round; shares the run's state, budget and model."""

    def __init__(self, *, grounder: Grounder, state: RunState, budget: Budget, model: ResearchModel, mode: str,
                 lang: str | None, pages_per_section: int, page_chars: int, progress: Callable[..., None],
                 now: Callable[[], datetime]) -> None:
        self.grounder = grounder
        self.state = state
        self.budget = budget
        self.model = model
        self.mode = mode
        self.lang = lang
        self.pages_per_section = pages_per_section
        self.page_chars = page_chars
        self.progress = progress
        self.now = now
        self._reading: dict[str, asyncio.Future[SourceRecord | None]] = {}

    async def search(self, queries: Sequence[str], round_: int) -> list[FusedHit]:
        hits: list[FusedHit] = []
        planned = [PlannedQuery(q, None, query_language(q, self.lang)) for q in queries if q.strip()]
        for i in range(0, len(planned), 2):  # the grounder takes two queries per call
            self.budget.check_time()
            trace = Trace()
            response = await self.grounder.search(planned[i:i + 2], SearchParams(mode=self.mode), trace=trace)
            for q in planned[i:i + 2]:
                if q.language and q.language not in self.state.languages_searched:
                    self.state.languages_searched.append(q.language)
            local = [a for a in trace.attempts if a.provider == "local"]
            if local:
                self.state.local_checked["searches"] += 1
                self.state.local_checked["hits"] += sum(a.hits for a in local)
            self.state.trace("search", round=round_, queries=[q.text for q in planned[i:i + 2]],
                             status=response.status, hits=len(response.hits),
                             engines=sorted({a.provider for a in trace.attempts if a.outcome == "ok"}))
            if response.status == "unavailable":
                self.state.note("search unavailable for: " + "; ".join(q.text for q in planned[i:i + 2]))
            for hit in response.hits:
                if "entity_miss" in getattr(hit, "flagged", ()) or "entity_miss" in getattr(hit, "flags", ()):
                    self.state.trace("search", dropped=hit.url, reason="entity_miss")
                    continue
                key = normalize_url(hit.url)
                if hit.url.startswith(("http://", "https://")) and all(normalize_url(h.url) != key for h in hits):
                    hits.append(hit)
        return hits

    async def run(self, section: dict[str, Any], queries: Sequence[str], round_: int) -> None:
        sid = section["id"]
        progress = self.state.sections.setdefault(sid, {"rounds": [], "pages": {}})
        key = f"{round_}:{'|'.join(queries)}"
        if key not in progress["rounds"]:
            self.progress(phase="search", section=sid)
            hits = await self.search(queries, round_)
            known = {normalize_url(u) for u in progress["pages"]}
            fresh = [h for h in hits if normalize_url(h.url) not in known][: self.pages_per_section]
            if not hits:
                self.state.note(f"{sid}: no search results for {', '.join(queries)}")
            for h in fresh:
                progress["pages"][h.url] = {"status": "queued", "title": h.title, "published": h.published,
                                            "authority": h.authority, "flagged": list(h.flagged), "round": round_}
            progress["rounds"].append(key)
            self.state.save()
        todo = [u for u, info in progress["pages"].items() if info["status"] in ("queued", "read")]
        await asyncio.gather(*(self._page(section, url, round_) for url in todo))

    async def _page(self, section: dict[str, Any], url: str, round_: int) -> None:
        sid = section["id"]
        info = self.state.sections[sid]["pages"][url]
        source = await self._read_once(url, info)
        if source is None:
            info["status"] = "failed"
            self.state.save()
            return
        info["source_id"] = source.id
        text = self.state.page_path(source.id).read_text(encoding="utf-8")
        system, user = extract_messages(section, source.id, url, source.title, source.published,
                                        text[: self.page_chars])
        self.progress(phase="extract", section=sid)
        try:
            answer = await self.model.ask("extract", system, user)
        except BudgetExhausted as exc:
            info["status"] = "read"
            self.state.note(f"{sid}: {url} read but not extracted ({exc.what} budget exhausted)")
            self.state.save()
            return
        if answer is None:
            info["status"] = "unextracted"
            self.state.note(f"{sid}: the model gave no usable cards for {url}")
            self.state.save()
            return
        base = len(self.state.cards)
        cards, dropped = cards_from_answer(answer, section_id=sid, source=source, page_text=text[: self.page_chars],
                                           next_id=lambda n: f"c{base + n + 1}", round_=round_)
        self.state.add_cards(cards)
        self.state.dropped_quotes.extend(dropped)
        for d in dropped:
            self.state.trace("extract", dropped_quote=d["quote"], url=url, reason=d["reason"])
        info["status"] = "extracted"
        info["cards"] = len(cards)
        self.state.trace("extract", section=sid, url=url, cards=len(cards), dropped=len(dropped))
        self.progress(phase="extract", section=sid)
        self.state.save()

    async def _read_once(self, url: str, info: dict[str, Any]) -> SourceRecord | None:
        known = self.state.source_for(url)
        if known is not None and self.state.page_path(known.id).exists():
            return known
        pending = self._reading.get(normalize_url(url))
        if pending is not None:
            return await pending
        fut: asyncio.Future[SourceRecord | None] = asyncio.get_running_loop().create_future()
        self._reading[normalize_url(url)] = fut
        try:
            result = await self._read(url, info)
        except BaseException:
            fut.set_result(None)
            raise
        fut.set_result(result)
        return result

    async def _read(self, url: str, info: dict[str, Any]) -> SourceRecord | None:
        try:
            if self.budget.take_pages(1) < 1:
                self.state.note(f"page budget exhausted: {url} not read")
                return None
        except BudgetExhausted:
            self.state.note(f"time budget exhausted: {url} not read")
            return None
        settings = self.grounder.settings
        backend, why_not = backend_for(settings)
        if why_not:
            self.state.trace("read", note=why_not)
        client = self.grounder.client if backend.remote else None
        self.progress(phase="read")
        [page] = await backend.fetch_many([url], policy=fetch_policy(self.grounder), client=client)
        if isinstance(page, FetchError):
            self.state.trace("read", url=url, ok=False, reason=page.reason)
            return None
        doc = await asyncio.to_thread(document_of, page)
        guarded = sanitize(doc.text or "")
        title = sanitize(doc.title or info.get("title") or url).text
        if not guarded.text.strip():
            self.state.trace("read", url=url, ok=False, reason="no text")
            return None
        flags = tuple(sorted(set(info.get("flagged") or ()) | ({"injection"} if guarded.suspicious else set())))
        source = SourceRecord(
            id=f"s{len(self.state.sources) + 1}", url=url, title=title[:300],
            published=doc.date or info.get("published"), source_tier=info.get("authority") or "default",
            fetched_at=self.now().astimezone(UTC).isoformat(timespec="seconds"),
            lang=doc.language or "other", platform=platform_of(url), flagged=flags,
        )
        self.state.page_path(source.id).write_text(guarded.text, encoding="utf-8")
        self.state.sources.append(source)
        self.state.trace("read", url=url, ok=True, source_id=source.id, chars=len(guarded.text),
                         hidden_removed=doc.hidden_removed, guard_removed=[r.reason for r in guarded.removed],
                         **({"guard_kept": [r.reason for r in guarded.kept]} if guarded.kept else {}))
        return source
