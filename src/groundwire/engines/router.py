"""Routing and the shared executor: which engines answer a query, and every bit of their I/O.

Per query: the route for the mode gives an engine order. Engines without keys are skipped (traced). The first
``depth`` available engines form stage 1 and run in parallel within the primary budget; when stage 1 fails or
yields fewer unique hits than needed, the remaining engines run one at a time as fallbacks within the rest of the
total budget. An explicit provider runs alone: no fallback. Each engine is tried at most once per query plus one
thin-result retry (fewer than 3 hits -> the query cut to its 3 core words).

Per engine call: cache -> breaker -> rate limit -> concurrency cap -> HTTP with retries (Retry-After honoured,
never past the deadline) -> parse. Everything is recorded in the trace.
"""

from __future__ import annotations

import asyncio
import functools
import json
import math
from collections.abc import Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

import httpx

from .. import textsafe
from ..config import THIN_RESULT_THRESHOLD, Settings
from ..errors import (
    CircuitOpenError,
    MalformedResponseError,
    ProviderError,
    ProviderTimeoutError,
    RateLimitError,
    UpstreamUnavailableError,
)
from ..models import EngineAttempt, Freshness, Hit, PlannedQuery, SearchOptions, Trace
from .providers.base import Credentials, DirectProvider, HttpProvider, Provider
from .providers.registry import ProviderRegistry
from .querytext import simplify_query
from ..resilience.backends import Resilience
from ..resilience.cache import CacheTTLs, cache_key, ttl_for
from ..resilience.limits import LocalRateLimitError
from ..resilience.retry import RetryPolicy, with_retries

FEEDS_ENGINE = "rss"  # the local feed store
TREND_FRESHNESS = frozenset({Freshness.DAY, Freshness.WEEK})  # "what is happening now": feeds first
IN_FLIGHT_KEY = "*in-flight*"  # the process-wide slot's key among the per-engine caps (no engine is named so)


@dataclass(frozen=True, slots=True)
class RouteRequest:
    queries: tuple[PlannedQuery, ...]
    mode: str
    count: int
    provider: str | None = None
    use_cache: bool = True


@dataclass(frozen=True, slots=True)
class _CallContext:
    """What every engine call of one query in one stage shares."""

    query: PlannedQuery
    request: RouteRequest
    trace: Trace
    deadline: float
    stage: int
    forced: frozenset[str]  # engines allowed a forced probe (the lone-provider rule)


class _SearchSlot:
    """One search's place under ``[search] max_in_flight``: taken once, by its first remote engine call."""

    def __init__(self, concurrency: Any, cap: int) -> None:
        self._place = concurrency.slot(IN_FLIGHT_KEY, cap)
        self._lock = asyncio.Lock()
        self._held = False

    async def take(self) -> None:
        if self._held:
            return
        async with self._lock:  # the search's parallel engine calls wait for the one place together
            if not self._held:
                await self._place.__aenter__()
                self._held = True

    async def release(self) -> None:
        if self._held:
            self._held = False
            await self._place.__aexit__(None, None, None)


_CURRENT_SLOT: ContextVar[_SearchSlot | None] = ContextVar("groundwire_search_slot", default=None)


@dataclass(frozen=True, slots=True)
class RouteResult:
    lists: tuple[tuple[Hit, ...], ...]  # one list per (query, engine) answer, queries interleaved
    any_answered: bool  # at least one engine answered (with or without hits)
    budget_exhausted: bool


REMOTE_WINDOW_MARGIN = 1.15


def _hits_to_json(hits: Sequence[Hit]) -> str:
    # cleaned on the way in: a lone surrogate would make the cache write fail (and a stored one poison reads)
    return json.dumps(textsafe.clean_obj([h.to_dict() for h in hits]), ensure_ascii=False)


def _hits_from_json(text: str | bytes) -> list[Hit]:
    return list(_parsed_hits(text))


# Hits are immutable: a cached answer read again (same text) is parsed once. Returning the same Hit objects also
# lets fusion recognise a repeated input (see Grounder).
@functools.lru_cache(maxsize=1024)
def _parsed_hits(text: str | bytes) -> tuple[Hit, ...]:
    rows = textsafe.loads(text)
    if not isinstance(rows, list):
        raise ValueError(f"cached hits are {type(rows).__name__}, expected a list")
    return tuple(_cached_hit(row) for row in rows)


def _cached_hit(row: Any) -> Hit:
    """One cached row as a ``Hit``; ``ValueError`` (the router's cache miss) for a row of the wrong shape or types:
    a shared cache (Redis) may hold what another writer, or an attacker, put there."""
    try:
        hit = Hit(**row)
    except TypeError:  # not an object, a key missing or unknown
        raise ValueError("a cached hit is not a hit") from None
    score = hit.score
    if (type(hit.url) is not str or type(hit.title) is not str or type(hit.snippet) is not str
            or type(hit.provider) is not str or type(hit.position) is not int
            or (hit.published is not None and type(hit.published) is not str)
            or (score is not None and (type(score) not in (int, float) or not math.isfinite(score)))):
        raise ValueError("a cached hit has a field of the wrong type, or a score that is not a finite number")
    return hit


class Router:
    def __init__(
        self,
        settings: Settings,
        registry: ProviderRegistry,
        resilience: Resilience,
        client: httpx.AsyncClient,
    ) -> None:
        self.settings = settings
        self.registry = registry
        self.res = resilience
        self.client = client
        self.retry = RetryPolicy(max_retries=settings.search.max_retries,
                                 retry_after_cap_s=settings.search.retry_after_cap_s)
        self.ttls = CacheTTLs(**{k: v for k, v in settings.cache.ttl_s.items()})

    # --- public -----------------------------------------------------------------------------------

    async def run(self, request: RouteRequest, trace: Trace) -> RouteResult:
        """One search: its queries and their engines run together. At most ``[search] max_in_flight`` searches
        are out on remote engines at once in the process: a search takes its place at its first remote engine call
        (one answered from the cache or the local index never waits) and keeps it until it ends."""
        cap = self.settings.search.max_in_flight
        slot = _SearchSlot(self.res.concurrency, cap) if cap > 0 and request.provider != "local" else None
        token = _CURRENT_SLOT.set(slot)  # the engine-call tasks started below inherit it
        try:
            return await self._run(request, trace)
        finally:
            _CURRENT_SLOT.reset(token)
            if slot is not None:
                await slot.release()

    async def _run(self, request: RouteRequest, trace: Trace) -> RouteResult:
        clock = self.res.clock
        start = clock.monotonic()
        total_deadline = start + self.settings.search.budget_s
        primary_deadline = start + min(self.settings.search.primary_budget_s, self.settings.search.budget_s)
        route = self.settings.route(request.mode)
        per_query = await asyncio.gather(
            *(
                self._route_query(q, i, request, route, trace, primary_deadline, total_deadline)
                for i, q in enumerate(request.queries)
            )
        )
        lists: list[tuple[Hit, ...]] = []
        for round_ in range(max((len(p) for p in per_query), default=0)):
            for answers in per_query:  # interleave the queries' answers
                if round_ < len(answers):
                    lists.append(tuple(answers[round_]))
        answered = any(a.outcome in ("ok", "empty", "thin_retry") for a in trace.attempts)
        exhausted = clock.monotonic() >= total_deadline
        return RouteResult(tuple(lists), answered, exhausted)

    # --- per query --------------------------------------------------------------------------------

    def _candidates(
        self, request: RouteRequest, route_order: Sequence[str], query: PlannedQuery, trace: Trace
    ) -> list[tuple[str, Provider, Credentials]]:
        names = [request.provider] if request.provider else list(route_order)
        ready: list[tuple[str, Provider, Credentials]] = []
        for name in names:
            av = self.registry.availability(name)
            if av.reason or av.provider is None or av.credentials is None:
                trace.attempt(EngineAttempt(name, query.text, "skipped", detail=av.reason, error_kind="not_configured"))
                continue
            ready.append((name, av.provider, av.credentials))
        return ready

    def _drop_open_circuits(
        self, ready: list[tuple[str, Provider, Credentials]], query: PlannedQuery, trace: Trace
    ) -> tuple[list[tuple[str, Provider, Credentials]], frozenset[str]]:
        """Engines whose circuit lets a call through now, and the engines allowed a forced probe.

        This only *reads* breaker state: the half-open probe lease is taken right before an engine is actually
        called, so a fallback that never runs cannot hold it."""
        breaker = self.res.breaker
        if breaker is None or not ready:
            return ready, frozenset()

        states = breaker.states([c[0] for c in ready])  # one store read for every candidate engine

        def callable_now(name: str) -> bool:
            st = states[name]
            return st.state == "closed" or (st.state == "half_open" and not st.probe_in_flight)

        allowed = [c for c in ready if callable_now(c[0])]
        forced: frozenset[str] = frozenset()
        if not allowed:
            # A lone (or last) provider is never cooled down into silence: probe the one due soonest.
            soonest = breaker.soonest_probe([c[0] for c in ready])
            name = soonest[0] if soonest else ready[0][0]
            allowed = [c for c in ready if c[0] == name][:1]
            forced = frozenset({name})
            trace.note("breaker", action="forced_probe", provider=name,
                       detail="every candidate engine had an open circuit")
        for name, _, _ in ready:
            if all(name != a[0] for a in allowed):
                trace.attempt(EngineAttempt(name, query.text, "skipped", detail="circuit open (recent failures)",
                                            error_kind=CircuitOpenError.kind))
        return allowed, forced

    async def _route_query(
        self,
        query: PlannedQuery,
        index: int,
        request: RouteRequest,
        route: Any,
        trace: Trace,
        primary_deadline: float,
        total_deadline: float,
    ) -> list[list[Hit]]:
        if query.freshness is None and route.freshness is not None and not request.provider:
            query = PlannedQuery(query.text, route.freshness, query.language, query.time_range)
        ready = self._candidates(request, route.order, query, trace)
        ready, forced = self._drop_open_circuits(ready, query, trace)
        feeds = self._feeds_if_trend(route, query) if not request.provider else None
        if feeds is not None:  # consulted in stage 1: never again as a fallback
            ready = [engine for engine in ready if engine[0] != FEEDS_ENGINE]
        depth = self.settings.search.depth or route.depth
        stage1 = ready[:depth] if not request.provider else ready
        fallbacks = [] if request.provider else ready[depth:]
        if feeds is not None:
            stage1 = [feeds, *stage1]
        if route.local and not request.provider:
            local = self._local_if_indexed(query, trace)
            if local is not None:
                stage1 = [local, *stage1]
        needed = request.count
        answers: list[list[Hit]] = []
        seen: set[str] = set()

        def unique_count(lists: list[list[Hit]]) -> int:
            for hits in lists:
                seen.update(h.url for h in hits)
            return len(seen)

        if stage1:
            ctx = _CallContext(query, request, trace, primary_deadline, 1, forced)
            answers.extend(await self._run_stage(stage1, ctx, needed))
        total = unique_count(answers)
        for stage_no, engine in enumerate(fallbacks, start=2):
            if total >= needed:
                break
            if self.res.clock.monotonic() >= total_deadline:
                trace.note("route", action="budget_exhausted", query=query.text,
                           detail=f"{len(fallbacks) - stage_no + 2} fallback engine(s) not tried")
                break
            hits = await self._engine(engine, _CallContext(query, request, trace, total_deadline, stage_no, forced))
            if hits:
                answers.append(hits)
                total = unique_count([hits])
        return answers

    def _feeds_if_trend(self, route: Any, query: PlannedQuery) -> tuple[str, Provider, Credentials] | None:
        """The local feed store, for a trend question (a day/week freshness, or a route marked ``feeds = true``)
        when it holds items: subscribed feeds are fresh, free and already vetted, so they are asked first, beside
        the stage-1 engines."""
        if not (getattr(route, "feeds", False) or query.freshness in TREND_FRESHNESS):
            return None
        av = self.registry.availability(FEEDS_ENGINE)
        if av.reason or av.provider is None or av.credentials is None:
            return None
        has_items = getattr(av.provider, "has_documents", None)
        if callable(has_items) and not has_items():
            return None
        return (FEEDS_ENGINE, av.provider, av.credentials)

    def _local_if_indexed(self, query: PlannedQuery, trace: Trace) -> tuple[str, Provider, Credentials] | None:
        av = self.registry.availability("local")
        if av.reason or av.provider is None or av.credentials is None:
            return None
        has_docs = getattr(av.provider, "has_documents", None)
        if callable(has_docs) and not has_docs():
            return None
        return ("local", av.provider, av.credentials)

    async def _run_stage(
        self, engines: list[tuple[str, Provider, Credentials]], ctx: _CallContext, needed: int
    ) -> list[list[Hit]]:
        """Run a stage's engines in parallel. Once enough hits are in, stragglers get a short grace period.

        A straggler cut off by the grace period was merely slower than its peers: that is not held against it
        (no breaker failure). One still running at the stage deadline did time out, and counts."""
        clock = self.res.clock
        tasks = {asyncio.ensure_future(self._engine(e, ctx)): e[0] for e in engines}
        pending = set(tasks)
        results: list[list[Hit]] = []
        urls: set[str] = set()
        grace_until: float | None = None
        try:
            while pending:
                until = min(ctx.deadline, grace_until) if grace_until is not None else ctx.deadline
                timeout = max(0.0, until - clock.monotonic())
                done, pending = await asyncio.wait(pending, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
                if not done:
                    break
                for task in done:
                    hits = task.result()  # _engine never raises
                    if hits:
                        results.append(hits)
                        urls.update(h.url for h in hits)
                if grace_until is None and len(urls) >= needed and pending:
                    grace_until = clock.monotonic() + self.settings.search.straggler_grace_s
        finally:
            for task in pending:
                task.cancel()
            if pending:
                await asyncio.gather(*pending, return_exceptions=True)
                if self.res.breaker is not None and clock.monotonic() >= ctx.deadline:
                    for task in pending:
                        name = tasks[task]
                        self.res.breaker.record_failure(name, ProviderTimeoutError(name, "stage deadline"))
        return results

    # --- per engine -------------------------------------------------------------------------------

    async def _engine(self, engine: tuple[str, Provider, Credentials], ctx: _CallContext) -> list[Hit]:
        """One engine for one query, with the thin-result retry. Never raises (errors go to the trace)."""
        hits = await self._call(engine, ctx, ctx.query, thin=False)
        one_hit_engine = engine[1].capabilities.max_results < THIN_RESULT_THRESHOLD  # e.g. an archive look-up
        if hits is None or len(hits) >= THIN_RESULT_THRESHOLD or one_hit_engine:
            return hits or []
        simpler = simplify_query(ctx.query.text)
        if simpler == ctx.query.text.strip() or self.res.clock.monotonic() >= ctx.deadline:
            return hits
        more = await self._call(engine, ctx, ctx.query.with_text(simpler), thin=True)
        merged = list(hits)
        urls = {h.url for h in hits}
        for h in more or []:
            if h.url not in urls:
                merged.append(h)
                urls.add(h.url)
        return merged

    async def _call(
        self, engine: tuple[str, Provider, Credentials], ctx: _CallContext, query: PlannedQuery, *, thin: bool
    ) -> list[Hit] | None:
        """One call. Returns hits (maybe empty), or None after an error (already traced). Never raises except
        on cancellation."""
        name, provider, creds = engine
        clock = self.res.clock
        started = clock.monotonic()
        deadline = ctx.deadline
        opts = SearchOptions(count=min(ctx.request.count * 2, provider.capabilities.max_results, 20), now=self._now())
        outcome_ok = "thin_retry" if thin else "ok"
        provider_cfg = self.settings.provider(name)

        def record(outcome: str, hits: int = 0, detail: str = "", kind: str | None = None, cached: bool = False):
            if thin and outcome == "ok":
                outcome = "thin_retry"
            if creds.api_key and creds.api_key in detail:  # an engine that echoes the key back must not leak it
                detail = detail.replace(creds.api_key, "***")
            ctx.trace.attempt(
                EngineAttempt(name, query.text, outcome, hits, (clock.monotonic() - started) * 1000.0, detail, kind,
                              cached, ctx.stage)  # type: ignore[arg-type]
            )

        key = cache_key(name, query.text, query.freshness, query.language, opts.count)
        cache = self.res.cache if ctx.request.use_cache else None
        if cache is not None:
            cached = cache.get(key)
            if cached is not None:
                try:
                    hits = _hits_from_json(cached)
                except (ValueError, TypeError):
                    hits = None
                if hits is not None:
                    record(outcome_ok if hits else "empty", len(hits), "from cache", cached=True)
                    return hits

        breaker = self.res.breaker
        decision = breaker.allow(name, force=name in ctx.forced) if breaker is not None else None
        if decision is not None and not decision:
            record("skipped", detail="circuit open (a probe is already in flight)", kind=CircuitOpenError.kind)
            return None
        probing = decision is not None and decision.reason in ("probe", "forced_probe")

        async def once() -> list[Hit]:
            slot = _CURRENT_SLOT.get()
            if slot is not None and not provider.capabilities.local:
                await slot.take()  # before the rate limiter: admitted calls must not then wait here
            if self.res.limiter is not None:
                requests, per_s = provider_cfg.rate_limit or provider.capabilities.rate_limit
                if not provider.capabilities.local:
                    # Admission happens before the connection: keep a margin so connection jitter cannot make
                    # the engine see more than its limit in one of its windows.
                    per_s = per_s * REMOTE_WINDOW_MARGIN
                await self.res.limiter.acquire(name, (requests, per_s), deadline=deadline)
            max_conc = provider_cfg.max_concurrency or provider.capabilities.max_concurrency
            async with self.res.concurrency.slot(name, max_conc):
                remaining = deadline - clock.monotonic()
                if remaining <= 0:
                    raise ProviderTimeoutError(name, "no time left in the request budget")
                try:
                    async with asyncio.timeout(remaining):
                        return await self._send(provider, query, opts, creds)
                except TimeoutError:
                    raise ProviderTimeoutError(name, f"no answer within {remaining:.2f} s") from None

        retried: list[ProviderError] = []

        def on_retry(attempt: int, error: ProviderError, delay: float) -> None:
            retried.append(error)
            ctx.trace.note("retry", provider=name, attempt=attempt, error_kind=getattr(error, "kind", "error"),
                           delay_s=round(delay, 3))

        try:
            hits = await with_retries(once, clock=clock, deadline=deadline, policy=self.retry, on_retry=on_retry)
        except asyncio.CancelledError:
            record("error", detail="abandoned: the stage ended without it", kind=ProviderTimeoutError.kind)
            if probing and breaker is not None:
                breaker.release_probe(name)  # an unfinished probe proves nothing: let the next request probe
            raise
        except ProviderError as exc:
            if isinstance(exc, LocalRateLimitError) and retried:
                # Our own limiter only stopped a retry: the engine's own failure is what the user needs to see.
                exc = retried[-1]
            if breaker is not None:
                breaker.record_failure(name, exc)
            detail = exc.message
            if isinstance(exc, RateLimitError) and exc.retry_after is not None:
                detail += f" (retry after {exc.retry_after:g} s)"
            record("error", detail=detail, kind=exc.kind)
            return None
        except Exception as exc:  # noqa: BLE001 - a plugin or adapter bug must fail one engine, not the search
            error = UpstreamUnavailableError(name, f"unexpected {exc.__class__.__name__} in the engine adapter")
            if breaker is not None:
                breaker.record_failure(name, error)
            record("error", detail=error.message, kind="adapter_error")
            return None
        if breaker is not None:
            breaker.record_success(name)
        if cache is not None and hits:
            cache.set(key, _hits_to_json(hits), ttl_for(query.freshness, self.ttls))
        record(outcome_ok if hits else "empty", len(hits))
        return hits

    def _now(self) -> datetime:
        return datetime.fromtimestamp(self.res.clock.now(), tz=timezone.utc)

    async def _send(
        self, provider: Provider, query: PlannedQuery, opts: SearchOptions, creds: Credentials
    ) -> list[Hit]:
        name = provider.name
        if isinstance(provider, DirectProvider):
            return await provider.search(query, opts, creds)
        assert isinstance(provider, HttpProvider)
        request = provider.build_request(query, opts, creds)
        try:
            response = await self.client.send(request)
        except httpx.TimeoutException:
            raise ProviderTimeoutError(name, "the engine did not answer in time") from None
        except httpx.DecodingError:  # e.g. "content-encoding: gzip" over bytes that are not gzip
            raise MalformedResponseError(name, "the body does not match its Content-Encoding") from None
        except httpx.TransportError as exc:
            raise UpstreamUnavailableError(name, f"cannot reach the engine ({exc.__class__.__name__})") from None
        except httpx.InvalidURL:
            raise UpstreamUnavailableError(name, "invalid engine URL") from None
        try:
            return provider.parse(response, query, opts)
        except ProviderError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as exc:  # an adapter bug must not crash a request
            raise MalformedResponseError(name, f"unexpected payload ({exc.__class__.__name__})") from None
