"""Modes that are more than an engine order: a main route plus *channels* run beside it (routes.toml).

* ``platform``: the main route (``main = "grounding"``) runs as usual; Reddit, Hacker News, GitHub and Stack
  Exchange run beside it, each alone. A channel that cannot answer (no credentials, a wall, an error) is traced
  and, when ``site_fallback`` names a site for it, its query runs as ``site:reddit.com ...`` on the first available
  engine of the main route. The supplement never replaces the main route.
* ``recovery``: the archive channel (``wayback``) looks up the http(s) links pasted into the question while the
  general engines look for the material's new home. Links of other schemes are refused and traced.

Everything goes through the shared router, so caching, limits, retries and the breaker apply to channels too.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from ..config import Route, Settings
from ..models import PlannedQuery, Trace
from .providers.registry import ProviderRegistry
from .router import RouteRequest, RouteResult, Router

_ANSWERED = ("ok", "empty", "thin_retry")
_LINK = re.compile(r"\b[a-z][a-z0-9+.-]{1,15}:(?://)?[^\s<>\"'）)】\]]+", re.IGNORECASE)
_SCHEMES_SEEN = ("http", "https", "ftp", "ftps", "file", "javascript", "data", "gopher", "smb", "ssh")


def links_in(question: str, limit: int = 3) -> tuple[list[str], list[str]]:
    """``(http_links, refused_links)`` pasted into ``question``: archive look-ups take http(s) only."""
    ok: list[str] = []
    refused: list[str] = []
    for match in _LINK.finditer(question or ""):
        link = match.group(0).rstrip(".,;:!?，。；：！？")
        scheme = link.split(":", 1)[0].lower()
        if scheme in ("http", "https"):
            if link not in ok:
                ok.append(link)
        elif scheme in _SCHEMES_SEEN and link not in refused:
            refused.append(link)
    return ok[:limit], refused[:limit]


def _merge(*results: RouteResult) -> RouteResult:
    lists = tuple(hits for r in results for hits in r.lists)
    return RouteResult(lists, any(r.any_answered for r in results), any(r.budget_exhausted for r in results[:1]))


def _channel_answered(trace: Trace, name: str, since: int) -> bool:
    return any(a.provider == name and a.outcome in _ANSWERED for a in trace.attempts[since:])


class ModeRunner:
    """Runs a route with channels. Stateless apart from what it is given."""

    def __init__(self, settings: Settings, registry: ProviderRegistry, router: Router) -> None:
        self.settings = settings
        self.registry = registry
        self.router = router

    def main_route(self, route: Route) -> Route:
        return self.settings.route(route.main) if route.main else route

    async def run(self, route: Route, request: RouteRequest, trace: Trace, *, question: str = "",
                  targets: Mapping[str, str] | None = None) -> RouteResult:
        """``targets``: channel -> query prefix from entity grounding (``subreddit:NAME``, ``repo:OWNER/NAME``)."""
        main = self.main_route(route)
        main_request = replace(request, mode=main.name)
        tasks = []
        if main.order:
            tasks.append(self.router.run(main_request, trace))
        inputs = self._channel_inputs(route, request.queries, question, trace)
        for name in route.channels:
            if inputs:
                prefix = (targets or {}).get(name)
                mine = tuple(q.with_text(f"{prefix} {q.text}") for q in inputs) if prefix else inputs
                if prefix:
                    trace.note("channel", action="targeted", channel=name, target=prefix)
                tasks.append(self._channel(name, route, main, main_request, mine, trace))
        trace.note("mode_route", mode=route.name, main=main.name if main.order else None,
                   channels=list(route.channels) if inputs else [])
        results = await asyncio.gather(*tasks)
        return _merge(*results) if results else RouteResult((), False, False)

    def _channel_inputs(self, route: Route, queries: Sequence[PlannedQuery], question: str,
                        trace: Trace) -> tuple[PlannedQuery, ...]:
        if route.channel_input != "links":
            return tuple(queries)
        links, refused = links_in(question or " ".join(q.text for q in queries))
        for link in refused:
            trace.note("channel", action="refused", link=link[:200],
                       detail="archive look-ups take http(s) URLs only")
        if not links:
            trace.note("channel", action="skipped", channels=list(route.channels),
                       detail="no http(s) link in the question to look up")
        return tuple(PlannedQuery(link, None, None, queries[0].time_range if queries else None) for link in links)

    async def _channel(self, name: str, route: Route, main: Route, main_request: RouteRequest,
                       inputs: tuple[PlannedQuery, ...], trace: Trace) -> RouteResult:
        since = len(trace.attempts)
        result = await self.router.run(replace(main_request, queries=inputs, provider=name), trace)
        if _channel_answered(trace, name, since):
            return result
        site = route.site_fallback.get(name)
        engine = self._fallback_engine(main) if site else None
        if site is None or engine is None:
            trace.note("channel", action="skipped", channel=name,
                       detail="the channel could not answer and has no site fallback" if site is None
                       else "no general engine available for a site: fallback")
            return result
        queries = tuple(q.with_text(f"site:{site} {q.text}") for q in inputs)
        trace.note("channel", action="site_fallback", channel=name, engine=engine, site=site)
        fallback = await self.router.run(replace(main_request, queries=queries, provider=engine), trace)
        return _merge(result, fallback)

    def _fallback_engine(self, main: Route) -> str | None:
        for name in main.order:
            av = self.registry.availability(name)
            if not av.reason and av.provider is not None and not av.provider.capabilities.local:
                return name
        return None
