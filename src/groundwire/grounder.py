"""The library front: :class:`Grounder` owns the shared machinery (HTTP client, cache, limits, breaker) and
runs searches; :func:`search` is the one-shot convenience.

Every surface (CLI, proxy, MCP) goes through a Grounder so they behave the same.
"""

from __future__ import annotations

import dataclasses
import uuid
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

import httpx

from .config import MAX_COUNT, Settings, load_settings
from . import textsafe
from .errors import UsageError
from .logbook import append, log_record
from .models import Freshness, Hit, PlannedQuery, SearchResponse, TimeRange, Trace
from .engines.providers.registry import ProviderRegistry
from .rank import AuthorityPolicy, FusionResult, fuse
from .rank.sources import load_sources
from .resilience.backends import Resilience, build_resilience
from .resilience.breaker import BreakerConfig
from .resilience.clock import Clock, SystemClock
from .engines.entities import EntityGrounding, entity_in_question, ground_entity, mentions, second_query
from .engines.modes import ModeRunner
from .engines.router import RouteRequest, Router

if TYPE_CHECKING:
    from .decide.plan.types import Plan

MAX_QUERIES = 2
MAX_QUERY_CHARS = 400
FUSE_MEMO_SIZE = 256
NO_ENTITY_MODES = frozenset({"recovery"})  # a dead link is the subject there, not an entity
USER_AGENT = "groundwire/0.1 (+https://github.com/groundwire)"


@dataclass(frozen=True, slots=True)
class SearchParams:
    provider: str | None = None
    mode: str | None = None
    freshness: Freshness | None = None
    language: str | None = None
    count: int | None = None
    use_cache: bool = True
    time_range: TimeRange | None = None

    def __post_init__(self) -> None:
        try:  # accept "week" as well as Freshness.WEEK
            object.__setattr__(self, "freshness", Freshness.parse(self.freshness))
        except ValueError as exc:
            raise UsageError(str(exc)) from None


def _as_queries(query: str | PlannedQuery | Sequence[str | PlannedQuery], params: SearchParams) -> tuple[PlannedQuery, ...]:
    items = [query] if isinstance(query, (str, PlannedQuery)) else list(query)
    out: list[PlannedQuery] = []
    for item in items:
        if isinstance(item, PlannedQuery):
            pq = item
        elif isinstance(item, str):
            pq = PlannedQuery(item, params.freshness, params.language, params.time_range)
        else:
            raise UsageError(f"a query must be text, got {type(item).__name__}")
        text = " ".join(pq.text.split())
        if textsafe.is_blank(text):  # "\\u202e", "\\x1b\\x07": nothing a person could have meant to search
            raise UsageError("the query is empty")
        if len(text) > MAX_QUERY_CHARS:
            text = text[:MAX_QUERY_CHARS].rsplit(" ", 1)[0] or text[:MAX_QUERY_CHARS]
        # What the caller asked for explicitly beats what a planner chose.
        out.append(PlannedQuery(text, params.freshness or pq.freshness, params.language or pq.language,
                                params.time_range or pq.time_range))
    if not out:
        raise UsageError("no query given")
    if len(out) > MAX_QUERIES:
        raise UsageError(f"at most {MAX_QUERIES} queries per request (got {len(out)})")
    return tuple(out)


def resilience_for(settings: Settings, clock: Clock) -> Resilience:
    """Embedded (SQLite + disk cache under ``$GROUNDWIRE_HOME/state``) by default; Redis-shared with a local
    fallback when ``GROUNDWIRE_REDIS_URL`` is set."""
    breaker = BreakerConfig(failure_threshold=settings.search.breaker_failures,
                            cooldown_s=settings.search.breaker_cooldown_s)
    kind = "redis" if settings.server.redis_url else "embedded"
    return build_resilience(kind, state_dir=settings.state_dir, redis_url=settings.server.redis_url, clock=clock,
                            breaker_config=breaker)


class Grounder:
    """Holds the long-lived parts. Use as ``async with Grounder() as g: await g.search("...")``."""

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        client: httpx.AsyncClient | None = None,
        clock: Clock | None = None,
        registry: ProviderRegistry | None = None,
        resilience: Resilience | None = None,
        log: bool = True,
    ) -> None:
        self.settings = settings or load_settings()
        self.clock = clock or SystemClock()
        self._own_client = client is None
        self.client = client or httpx.AsyncClient(
            headers={"User-Agent": USER_AGENT}, follow_redirects=False, timeout=httpx.Timeout(30.0)
        )
        self.registry = registry or ProviderRegistry(self.settings)
        self.resilience = resilience or resilience_for(self.settings, self.clock)
        self.router = Router(self.settings, self.registry, self.resilience, self.client)
        self.log_enabled = log
        self._weights: dict[str, float] | None = None
        self._fuse_memo: OrderedDict[tuple[Any, ...], tuple[tuple[Any, ...], Any, FusionResult]] = OrderedDict()
        self._log_path: tuple[Settings | None, Path | None] = (None, None)
        self.authority = AuthorityPolicy.from_lists(
            allow=self.settings.authority.allow, block=self.settings.authority.block,
            boost=self.settings.authority.boost,
        )

    async def __aenter__(self) -> Grounder:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        if self._own_client:
            await self.client.aclose()

    def engine_weights(self) -> dict[str, float]:
        """Computed once per Grounder: plugin discovery scans installed packages and is not free."""
        if self._weights is not None:
            return self._weights
        weights: dict[str, float] = {}
        for name in self.registry.names():
            cfg = self.settings.provider(name)
            if cfg.weight is not None:
                weights[name] = cfg.weight
                continue
            try:
                weights[name] = self.registry.get(name).capabilities.weight
            except Exception:  # noqa: BLE001 - an unloadable plugin simply gets the default weight
                weights[name] = 1.0
        self._weights = weights
        return weights

    async def search(
        self,
        query: str | PlannedQuery | Sequence[str | PlannedQuery],
        params: SearchParams | None = None,
        *,
        trace: Trace | None = None,
        question: str | None = None,
        intent: str | None = None,
        entity: EntityGrounding | None = None,
        **kwargs: object,
    ) -> SearchResponse:
        """Search one or two queries and return fused hits with the trace. Never raises for engine failures:
        ``status`` is ``ok``, ``no_results``, ``unavailable`` or ``disabled``."""
        params = params or SearchParams(**kwargs)  # type: ignore[arg-type]
        queries = _as_queries(query, params)
        count = params.count if params.count is not None else self.settings.search.count
        if not 1 <= count <= MAX_COUNT:
            raise UsageError(f"count must be between 1 and {MAX_COUNT} (got {count})")
        mode = params.mode or self.settings.search.mode
        if params.mode is None and question and (trace is None or trace.mode is None):
            from .decide.mode import resolve_mode  # the question's words choose the mode

            choice = resolve_mode(question, None, mode)
            mode = choice.mode or mode
            trace = trace or Trace(request_id=uuid.uuid4().hex[:12])
            trace.mode, trace.mode_reason = mode, choice.reason
        route = self.settings.route(mode)  # unknown mode -> ConfigError before any I/O
        if params.provider and params.provider not in self.registry.names():
            raise UsageError(f"unknown provider {textsafe.quoted(params.provider)}; known: {', '.join(self.registry.names())}")
        trace = trace or Trace(request_id=uuid.uuid4().hex[:12])
        if trace.mode is None:
            trace.mode = mode
            trace.mode_reason = "named by the caller" if params.mode else "the configured default mode"
        started = self.clock.monotonic()
        if not self.settings.web_search_enabled:
            trace.note("route", action="disabled", detail="GROUNDWIRE_WEB_SEARCH=0: web search is off")
            response = SearchResponse(queries, (), "disabled", trace)
            self._log(response, started, mode)
            return response
        request = RouteRequest(queries, mode, count, params.provider, params.use_cache and self.settings.cache.enabled)
        if route.channels and not params.provider:
            result = await ModeRunner(self.settings, self.registry, self.router).run(
                route, request, trace, question=question or "",
                targets=entity.platform_targets() if entity is not None else None)
        else:
            result = await self.router.run(request, trace)
        multipliers = load_sources().multipliers_for(intent, mode)
        if multipliers:
            trace.note("fuse", action="intent_multipliers", intent=intent,
                       group=load_sources().group_for(intent, mode), multipliers=dict(multipliers))
        fused = self._fuse(result.lists, count, multipliers)
        if entity is not None:
            fused = flag_entity_misses(fused, entity)
        trace.duplicates_merged = fused.duplicates_merged
        for url, reason in fused.dropped:
            trace.note("fuse", action="dropped", url=url, reason=reason)
        if fused.hits:
            status = "ok"
        elif result.any_answered:
            status = "no_results"
        else:
            status = "unavailable"
        if status == "unavailable":
            trace.note("route", action="unavailable",
                       detail="budget exhausted" if result.budget_exhausted else "every engine failed or was skipped")
        response = SearchResponse(queries, fused.hits, status, trace)
        self._log(response, started, mode)
        return response

    async def search_question(
        self,
        question: str,
        params: SearchParams | None = None,
        *,
        today: date | None = None,
        mode: str = "on",
        llm: Any = None,
        locale: str = "en",
        trace: Trace | None = None,
        kb_confidence: float | None = None,
    ) -> tuple[Plan, SearchResponse]:
        """A natural-language question: privacy gate -> plan (LLM when configured, else rules) -> route.

        ``mode="on"`` (the default for an explicit search) always searches with planned queries; ``"auto"`` lets
        the gate decide. An explicit ``params.freshness`` overrides the plan's freshness. ``llm=None`` uses the
        planner model from the configuration when there is one. Status ``blocked`` (private) or ``disabled`` (the
        gate or mode said no) means nothing was sent to any engine."""
        from .decide.local_first import local_answer
        from .decide.mode import resolve_mode
        from .llm import LLMEndpoint
        from .decide.plan.llm import LLMPlanner
        from .decide.plan.planner import make_plan

        params = params or SearchParams()
        trace = trace or Trace(request_id=uuid.uuid4().hex[:12])
        if llm is None:
            endpoint = LLMEndpoint.from_config(self.settings.llm)
            llm = LLMPlanner(endpoint, cache=self.resilience.cache) if endpoint else None
        if textsafe.is_blank(question):
            raise UsageError("the question is empty")
        if params.provider and params.provider not in self.registry.names():  # before any I/O, local or not
            raise UsageError(f"unknown provider {textsafe.quoted(params.provider)}; known: {', '.join(self.registry.names())}")
        choice = resolve_mode(question, params.mode, self.settings.search.mode)
        self.settings.route(choice.mode)  # an unknown mode named by the caller -> ConfigError before any I/O
        trace.mode, trace.mode_reason = choice.mode, choice.reason
        params = dataclasses.replace(params, mode=choice.mode)
        plan = await make_plan(question, today=today or date.today(), mode=mode, locale=locale, llm=llm,
                               kb_confidence=kb_confidence, trace=trace)
        blocked = any(e.get("step") == "gate" and e.get("privacy") == "blocked" for e in trace.events)
        if not plan.needs_search or not plan.queries:
            status = "blocked" if blocked else "disabled"
            trace.note("route", action="not_searched", detail=plan.reason)
            if blocked and not params.provider:  # kept off the web, not out of the user's own notes
                local = await local_answer(self, question, params, trace, today or date.today(), None, private=True)
                if local is not None:
                    return plan, local
            return plan, SearchResponse((PlannedQuery(question[:MAX_QUERY_CHARS]),), (), status, trace)
        if not params.provider:
            local = await local_answer(self, question, params, trace, today or date.today(), plan.intent,
                                       kb_confidence=kb_confidence)
            if local is not None:
                return plan, local
        queries = list(plan.queries)
        entity = None
        name = (entity_in_question(plan.entities, question)  # a named provider runs alone: no pre-search
                if choice.mode not in NO_ENTITY_MODES and not params.provider else None)
        if name and self.settings.web_search_enabled:
            entity = await ground_entity(self, name, choice.mode, params, trace)
            extra = second_query(entity, queries[0]) if entity is not None and queries else None
            if extra is not None and len(queries) < MAX_QUERIES:
                queries.append(extra)
            elif extra is not None:
                trace.note("entities", action="site_query_not_added", detail="both query slots are taken")
        return plan, await self.search(queries, params, trace=trace,  # explicit params win there
                                       question=question, intent=plan.intent, entity=entity)

    def _fuse(self, lists: tuple[tuple[Hit, ...], ...], count: int,
              multipliers: Mapping[str, float] | None = None) -> FusionResult:
        """``fuse`` with a small memo for a repeated input: answers served from the cache come back as the very
        same (immutable) Hit objects, so the same objects in the same order fuse to the same result. The memo
        holds the lists it was computed from, so the ids in its keys always refer to those living objects."""
        settings, weights, policy = self.settings, self.engine_weights(), self.authority
        key = (tuple(tuple(map(id, hits)) for hits in lists), count, id(multipliers) if multipliers else 0)
        found = self._fuse_memo.get(key)
        if found is not None and all(a is b for a, b in zip(found[0], (settings, weights, policy), strict=True)):
            self._fuse_memo.move_to_end(key)
            return found[2]
        result = fuse(
            lists,
            engine_weights=weights,
            policy=policy,
            per_domain_cap=settings.search.per_domain_cap,
            top_n=count,
            multipliers=multipliers,
        )
        self._fuse_memo[key] = ((settings, weights, policy), lists, result)
        if len(self._fuse_memo) > FUSE_MEMO_SIZE:
            self._fuse_memo.popitem(last=False)
        return result

    def _log(self, response: SearchResponse, started: float, mode: str) -> None:
        if not self.log_enabled:
            return
        elapsed = (self.clock.monotonic() - started) * 1000.0
        if self._log_path[0] is not self.settings:  # Settings.log_path builds a new Path on every call
            self._log_path = (self.settings, self.settings.log_path)
        append(self._log_path[1], log_record(response, timestamp=self.clock.now(), elapsed_ms=elapsed, mode=mode))


async def search(
    query: str | PlannedQuery | Sequence[str | PlannedQuery],
    *,
    provider: str | None = None,
    mode: str | None = None,
    freshness: str | Freshness | None = None,
    language: str | None = None,
    count: int | None = None,
    use_cache: bool = True,
    raw: bool = False,
    today: date | None = None,
    settings: Settings | None = None,
) -> SearchResponse:
    """One-shot search: ``await groundwire.search("what changed in the latest Python release?")``.

    A single string is treated as a question and planned (privacy gate, absolute dates, <= 2 queries) unless
    ``raw=True``; a list of strings or :class:`PlannedQuery` values is searched as given."""
    params = SearchParams(provider, mode, Freshness.parse(freshness), language, count, use_cache)
    async with Grounder(settings) as grounder:
        if isinstance(query, str) and not raw:
            _, response = await grounder.search_question(query, params, today=today)
            return response
        return await grounder.search(query, params)



def flag_entity_misses(fused: FusionResult, entity: EntityGrounding) -> FusionResult:
    """Hits that mention none of the entity's names get the ``entity_miss`` flag (kept, never dropped)."""
    names = entity.names
    hits = tuple(h if mentions(h, names) or "entity_miss" in h.flagged
                 else dataclasses.replace(h, flagged=(*h.flagged, "entity_miss")) for h in fused.hits)
    return dataclasses.replace(fused, hits=hits)
