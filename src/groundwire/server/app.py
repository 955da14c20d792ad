"""The OpenAI-compatible grounding proxy, plus REST endpoints (FastAPI on uvicorn).

``POST /v1/chat/completions`` grounds the *latest user message only* (history, system prompts, tool results and
attachments never reach the planner or an engine), injects the cited context as a system message, forwards the
request to the upstream unchanged otherwise, and returns the upstream's answer in the same shape (JSON or SSE
passed through chunk by chunk), with sources added as configured. Search failures never fail a chat.

The upstream client is ``httpx2`` (pydantic's maintained httpx line, already required by ``openai`` and ``mcp``):
its connection pool is linear in the number of connections, where httpcore 1.x re-counts every connection for
each idle one (quadratic), which cost ~1.5 ms of CPU per request at 32 concurrent chats.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import select
import time
import urllib.request
import uuid
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from datetime import date
from typing import Any

import httpcore2
import httpx2
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, PlainTextResponse, Response, StreamingResponse
from starlette.datastructures import Headers
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..chat import latest_user_text
from ..config import MAX_COUNT, Settings, load_settings
from ..guard.context import build_context
from ..errors import ConfigError, GroundwireError, UsageError
from ..guard.neutralize import guard_record
from ..grounder import Grounder, SearchParams
from ..llm import LLMEndpoint
from ..models import Freshness, Trace
from ..decide.mode import split_mode_field
from ..pipeline import Grounding, ground
from ..decide.plan.llm import LLMPlanner
from ..decide.plan.types import Plan
from .. import textsafe
from . import jsonfast
from .body_limit import BodyLimitMiddleware
from .clean_body import CleanJSONBodyMiddleware
from .console import build_console_router, is_open_path
from .maintenance import start_maintenance, stop_maintenance
from .metrics import Metrics
from .tool_routing import ToolRouting
from ..decide.followup import Carried
from .planning import chat_planner, followup_question
from .research_api import research_router, start_research_jobs, stop_research_jobs

log = logging.getLogger("groundwire.server")

SEARCH_HEADER = "x-groundwire-search"
EXTENSION_FIELD = "groundwire"
UPSTREAM_LIMITS = httpx2.Limits(max_connections=512, max_keepalive_connections=128)  # no churn under load
GROUNDING_SLACK_S = 2.0  # on top of planner + search + read budgets: a stuck pipeline never holds a chat
KNOWN_PATHS = frozenset({"/v1/chat/completions", "/v1/models", "/v1/search", "/v1/fetch", "/v1/ground", "/healthz",
                         "/metrics"})


class _SocketStream(httpcore2.AsyncNetworkStream):
    """An AnyIO network stream that remembers its raw socket.

    Hand-written because httpcore's pool asks every idle connection "is_readable?" each time a request starts or
    ends, and AnyIO rebuilds the stream's whole attribute map for each ask: ~15 us per idle connection per request,
    a tenth of the worker's CPU at 32 concurrent chats. Everything else is delegated unchanged."""

    def __init__(self, inner: httpcore2.AsyncNetworkStream) -> None:
        self._inner = inner
        self._sock = inner.get_extra_info("socket")

    async def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return await self._inner.read(max_bytes, timeout)

    async def write(self, buffer: bytes, timeout: float | None = None) -> None:
        await self._inner.write(buffer, timeout)

    async def aclose(self) -> None:
        await self._inner.aclose()

    async def start_tls(self, ssl_context: Any, server_hostname: str | None = None,
                        timeout: float | None = None) -> httpcore2.AsyncNetworkStream:
        return _SocketStream(await self._inner.start_tls(ssl_context, server_hostname, timeout))

    def get_extra_info(self, info: str) -> Any:
        if info == "socket" and self._sock is not None:
            return self._sock
        if info == "is_readable" and self._sock is not None and hasattr(select, "poll"):
            fd = self._sock.fileno()
            if fd < 0:
                return True  # a closed socket reads as the server's disconnect, as httpcore treats it
            poller = select.poll()
            poller.register(fd, select.POLLIN)
            return bool(poller.poll(0))
        return self._inner.get_extra_info(info)


class _SocketBackend(httpcore2.AsyncNetworkBackend):
    """httpcore's AnyIO backend, handing out :class:`_SocketStream` streams."""

    def __init__(self) -> None:
        self._inner = httpcore2.AnyIOBackend()

    async def connect_tcp(self, host: str, port: int, timeout: float | None = None, local_address: str | None = None,
                          socket_options: Any = None) -> httpcore2.AsyncNetworkStream:
        return _SocketStream(await self._inner.connect_tcp(host, port, timeout=timeout, local_address=local_address,
                                                           socket_options=socket_options))

    async def connect_unix_socket(self, path: str, timeout: float | None = None,
                                  socket_options: Any = None) -> httpcore2.AsyncNetworkStream:
        return _SocketStream(await self._inner.connect_unix_socket(path, timeout=timeout,
                                                                   socket_options=socket_options))

    async def sleep(self, seconds: float) -> None:
        await self._inner.sleep(seconds)


def upstream_transport_default() -> httpx2.AsyncHTTPTransport | None:
    """The upstream transport: httpx2's own, on :class:`_SocketBackend` when its pool is the one we know.

    ``None`` (httpx2's stock client, which honours HTTP(S)_PROXY / NO_PROXY) when the environment sets a proxy:
    an explicit transport would bypass it."""
    if urllib.request.getproxies():
        return None
    transport = httpx2.AsyncHTTPTransport(limits=UPSTREAM_LIMITS)
    pool = getattr(transport, "_pool", None)
    if type(pool) is httpcore2.AsyncConnectionPool and hasattr(pool, "_network_backend"):
        pool._network_backend = _SocketBackend()
    return transport


def metrics_path(path: str) -> str:
    """A bounded metrics label: known routes as they are, MCP as one label, anything else as 'other'."""
    if path in KNOWN_PATHS:
        return path
    return "/mcp" if path == "/mcp" or path.startswith("/mcp/") else "other"


def optional_str(payload: dict[str, Any], *names: str) -> str | None:
    """The first present value among ``names`` as text; UsageError when it is not a string."""
    for name in names:
        value = payload.get(name)
        if value is None or value == "":
            continue
        if not isinstance(value, str):
            raise UsageError(f"'{name}' must be a string")
        return value
    return None


def parse_count(value: Any) -> int | None:
    """``None``/``""`` -> None; an integer 1..MAX_COUNT (or its decimal text) -> int; else UsageError."""
    if value is None or value == "":
        return None
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise UsageError(f"'count' must be an integer between 1 and {MAX_COUNT}")
    try:
        count = int(value)
    except ValueError:
        raise UsageError(f"'count' must be an integer between 1 and {MAX_COUNT}") from None
    if not 1 <= count <= MAX_COUNT:
        raise UsageError(f"'count' must be between 1 and {MAX_COUNT} (got {count})")
    return count


NOT_JSON = object()  # what json_body returns for a body that is not JSON (valid JSON may be ``null``)


async def json_body(request: Request) -> Any:
    """The request body parsed as JSON, or ``NOT_JSON`` for bad JSON, bad UTF-8 or nesting too deep."""
    try:
        return jsonfast.loads(await request.body())
    except (ValueError, RecursionError):
        return NOT_JSON


def openai_error(status: int, message: str, type_: str = "invalid_request_error", code: str | None = None):
    return JSONResponse({"error": {"message": message, "type": type_, "param": None, "code": code}}, status_code=status)


# the field names a server-sent event line may start with (a comment line starts with ":")
SSE_FIELDS = ("data:", "event:", "id:", "retry:", ":")


def stream_error(message: str) -> bytes:
    """An OpenAI-shaped error event that ends a relayed stream (OpenAI clients raise it as an API error)."""
    error = {"error": {"message": message, "type": "upstream_error", "param": None, "code": None}}
    return f"\ndata: {json.dumps(error)}\n\n".encode()


def inject_context(messages: list[dict[str, Any]], context_text: str, placement: str) -> list[dict[str, Any]]:
    system = {"role": "system", "content": context_text}
    if placement == "before_last_user":
        for i in range(len(messages) - 1, -1, -1):
            if isinstance(messages[i], dict) and messages[i].get("role") == "user":
                return [*messages[:i], system, *messages[i:]]
    return [system, *messages]


def sources_text(grounding: Grounding) -> str:
    used = grounding.context.sources_used
    if not used:
        return ""
    return "\n\nSources:\n" + "\n".join(f"[{s.id}] {s.url}" for s in used)


def sources_field(grounding: Grounding) -> dict[str, Any]:
    return {
        "status": grounding.status,
        "sources": [{"id": s.id, "title": s.title, "url": s.url,
                     "date": s.date.isoformat() if isinstance(s.date, date) else s.date}
                    for s in grounding.context.sources_used],
        "planner": grounding.plan.planner,
        "queries": [q.text for q in grounding.plan.queries],
        "trace_id": grounding.trace.request_id,
        **_followup(grounding),
    }


def stream_tool_call(chunk: Any) -> bool:
    """True when a streamed chunk carries a tool call (a delta with ``tool_calls`` or that finish reason)."""
    choices = chunk.get("choices") if isinstance(chunk, dict) else None
    for choice in choices if isinstance(choices, list) else []:
        if isinstance(choice, dict) and (choice.get("finish_reason") == "tool_calls"
                                         or (isinstance(choice.get("delta"), dict)
                                             and choice["delta"].get("tool_calls"))):
            return True
    return False


def sources_chunk(grounding: Grounding | None, mode: str, tool_call: bool, chunk_id: str,
                  model: Any) -> dict[str, Any] | None:
    """The chunk a streamed answer ends with: "Sources:" text (never after a tool call) and/or the extension field
    (only when something was searched); ``None`` when there is nothing to add."""
    if grounding is None or mode == "none" or grounding.status == "not_searched":
        return None
    extra = sources_text(grounding) if mode in ("both", "chunk") and not tool_call else ""
    field = mode in ("both", "field")
    if not extra and not field:
        return None
    final: dict[str, Any] = {
        "id": chunk_id, "object": "chat.completion.chunk", "created": int(time.time()), "model": model,
        # without text to add, no choice at all (like the usage chunk): a delta after finish_reason confuses clients
        "choices": [{"index": 0, "delta": {"content": extra}, "finish_reason": None}] if extra else [],
    }
    if field:
        final[EXTENSION_FIELD] = sources_field(grounding)
    return final


def _followup(grounding: Grounding) -> dict[str, Any]:
    """The follow-up's carried entity, when one was lent from history (the trace's ``followup`` event)."""
    event = next((e for e in grounding.trace.events if e.get("step") == "followup"), None)
    return {"followup": {k: v for k, v in event.items() if k != "step"}} if event else {}


class KeyGate:
    """Proxy API keys: constant-time comparison; per-key rate limit and daily search quota (in memory per
    instance, or on Redis through the resilience limiter when configured). Keys never reach logs."""

    def __init__(self, keys: list[str], limiter: Any, rate: tuple[int, float], daily: int, clock: Any):
        self.keys = [k.encode() for k in keys]
        self.limiter = limiter
        self.rate = rate
        self.daily = daily
        self.clock = clock

    @property
    def enabled(self) -> bool:
        return bool(self.keys)

    def identify(self, header: str | None) -> str | None:
        if not header or not header.lower().startswith("bearer "):
            return None
        given = header[7:].strip().encode()
        ok = False
        for key in self.keys:
            ok |= hmac.compare_digest(given, key)
        return hashlib.sha256(given).hexdigest()[:16] if ok else None

    async def admit(self, key_id: str) -> str | None:
        """None when admitted, else the reason."""
        if self.limiter is None:
            return None
        try:
            await self.limiter.acquire(f"key:{key_id}", self.rate, deadline=self.clock.monotonic())
        except GroundwireError:
            return "rate limit exceeded for this API key"
        return None

    async def admit_search(self, key_id: str) -> bool:
        if self.limiter is None or self.daily <= 0:
            return True
        try:
            await self.limiter.acquire(f"quota:{key_id}", (self.daily, 86400.0), deadline=self.clock.monotonic())
        except GroundwireError:
            return False
        return True


class GatewayMiddleware:
    """Bearer-key check, per-key rate limit and request metrics, as plain ASGI middleware.

    Plain ASGI rather than ``@app.middleware("http")`` (Starlette's BaseHTTPMiddleware): no extra task and memory
    stream per request, and streamed responses pass straight through. Sets ``scope["state"]["key_id"]``.
    """

    OPEN_PATHS = frozenset({"/healthz", "/metrics"})

    def __init__(self, app: ASGIApp, *, state: dict[str, Any], metrics: Metrics) -> None:
        self.app = app
        self.state = state
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        label = metrics_path(scope["path"])
        status = 500

        async def send_status(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            refusal = await self._admit(scope)
            if refusal is not None:
                await refusal(scope, receive, send_status)
            else:
                await self.app(scope, receive, send_status)
        finally:
            self.metrics.child(self.metrics.requests, label, str(status)).inc()
            self.metrics.child(self.metrics.latency, label).observe(time.perf_counter() - started)

    async def _admit(self, scope: Scope) -> Response | None:
        """None when the request may proceed (``key_id`` set), else the error response to send."""
        keys: KeyGate | None = self.state.get("keys")
        if scope["path"] in self.OPEN_PATHS or is_open_path(scope["path"]) or keys is None:
            return None
        key_id = "anonymous"
        if keys.enabled:
            found = keys.identify(Headers(scope=scope).get("authorization"))
            if found is None:
                return openai_error(401, "invalid or missing API key", "authentication_error", "invalid_api_key")
            key_id = found
            refused = await keys.admit(key_id)
            if refused:
                return openai_error(429, refused, "rate_limit_error", "rate_limit_exceeded")
        scope.setdefault("state", {})["key_id"] = key_id
        return None


def create_app(
    settings: Settings | None = None,
    *,
    grounder: Grounder | None = None,
    upstream_transport: httpx2.AsyncBaseTransport | None = None,
    today: Callable[[], date] | None = None,
    mount_mcp: bool = False,
    bind_host: str = "127.0.0.1",
) -> FastAPI:
    """The proxy app. ``bind_host`` is the address the server listens on: on a loopback address the mounted MCP
    endpoint accepts only loopback ``Host`` headers (DNS-rebinding protection); elsewhere it accepts any host (the
    proxy keys guard it)."""
    settings = settings or load_settings()
    if settings.server.upstream_key and not textsafe.header_safe(settings.server.upstream_key):
        raise ConfigError("the upstream key is not plain ASCII text, so no HTTP header can carry it (check "
                          "GROUNDWIRE_UPSTREAM_KEY or [server] upstream_key)")
    if (endpoint := LLMEndpoint.from_config(settings.llm)) is not None:
        endpoint.check_key()
    today_fn = today or date.today
    metrics = Metrics()
    state: dict[str, Any] = {}
    tool_routing = ToolRouting(settings)
    mcp_server = None
    if mount_mcp:
        from .mcp import build_mcp

        async def admit_mcp(headers: Any) -> bool:  # the auth middleware already let this caller in
            keys: KeyGate = state["keys"]
            key_id = (keys.identify(headers.get("authorization")) if headers and keys.enabled else None) or "anonymous"
            return await keys.admit_search(key_id)

        mcp_server = build_mcp(settings, grounder_factory=lambda: state["grounder"], today=today_fn, admit=admit_mcp)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        from ..decide.plan.rules import warm_up

        await asyncio.to_thread(warm_up)  # jieba's dictionary: load it now, not inside the first chat's deadline
        from ..read.passages import tokenize

        await asyncio.to_thread(tokenize, "warm up")  # the English lemma table too
        g = grounder or Grounder(settings)
        upstream = httpx2.AsyncClient(transport=upstream_transport or upstream_transport_default(),
                                      timeout=httpx2.Timeout(300.0, connect=10.0), limits=UPSTREAM_LIMITS)
        endpoint = LLMEndpoint.from_config(settings.llm)
        state.update(
            grounder=g,
            upstream=upstream,
            planner=(LLMPlanner(endpoint, cache=g.resilience.cache, on_usage=count_planner_tokens)  # in /metrics
                     if endpoint else None),  # as the chat's own model's planning turns are
            llm=endpoint,
            keys=KeyGate(settings.server.api_keys, g.resilience.limiter, settings.server.key_rate_limit,
                         settings.server.key_daily_searches, g.clock),
        )
        maintenance = start_maintenance(settings, g.resilience.cache)  # feed pulls, cache cleanup (or None)
        await start_research_jobs(state, settings, today_fn)  # deep research jobs (in-process, or taskiq on Redis)
        try:
            if mcp_server is not None:
                async with mcp_server.session_manager.run():
                    yield
            else:
                yield
        finally:
            await stop_research_jobs(state)
            await stop_maintenance(maintenance)  # cancelled and awaited before anything it may use is closed
            await upstream.aclose()
            if grounder is None:
                await g.aclose()

    app = FastAPI(title="groundwire", version="0.1.0", lifespan=lifespan)
    app.state.metrics = metrics
    if mcp_server is not None:
        app.mount("/mcp", CleanJSONBodyMiddleware(mcp_server.streamable_http_app(streamable_http_path="/",
                                                                                host=bind_host)))

    def upstream_base(model: str | None) -> str | None:
        if model and model in settings.server.upstream_models:
            return settings.server.upstream_models[model].rstrip("/")
        return settings.server.upstream_url.rstrip("/") if settings.server.upstream_url else None

    def scrub(text: str) -> str:
        """Never echo the upstream key back to a caller, whatever the upstream put in its error."""
        key = settings.server.upstream_key
        return text.replace(key, "***") if key and text else text

    def upstream_headers() -> dict[str, str]:
        headers = {"Content-Type": "application/json"}
        if settings.server.upstream_key:
            headers["Authorization"] = f"Bearer {settings.server.upstream_key}"
        return headers

    app.add_middleware(GatewayMiddleware, state=state, metrics=metrics)
    app.add_middleware(BodyLimitMiddleware, max_bytes=settings.server.max_request_bytes)  # outermost: before auth
    app.include_router(research_router(state, settings))  # POST/GET /v1/research (server/research_api.py)

    grounding_limit_s = (settings.search.budget_s + settings.read.budget_s
                         + max(settings.llm.timeout_s, settings.plan.timeout_s) + GROUNDING_SLACK_S)

    def count_planner_tokens(prompt: int, completion: int) -> None:
        metrics.child(metrics.planner_tokens, "prompt").inc(prompt)
        metrics.child(metrics.planner_tokens, "completion").inc(completion)

    def planner_for(model: str | None) -> LLMPlanner | None:
        return chat_planner(settings, configured=state["planner"], model=model, upstream_base=upstream_base,
                            cache=state["grounder"].resilience.cache, on_usage=count_planner_tokens)

    def fallback_grounding(question: str, trace: Trace, status: str) -> Grounding:
        """The honest context for a grounding that could not run ('not_searched' or 'unavailable')."""
        plan = Plan(False, "grounding failed", "none", (), None)
        ctx = build_context(question, [], status=status, budget_chars=settings.context.budget_chars,
                            today=today_fn())
        return Grounding(question, plan, None, ctx, trace)

    quota_warned: set[str] = set()

    async def run_grounding(question: str, mode: str, params: SearchParams, key_id: str,
                            planner: LLMPlanner | None = None, carried: Carried | None = None) -> Grounding:
        g: Grounder = state["grounder"]
        trace = Trace(request_id=uuid.uuid4().hex[:12])
        if carried is not None:  # only the entity left the history; the trace says which and from how far back
            trace.note("followup", carried_entity=carried.entity, turns_back=carried.turns_back)
        if mode != "off" and not await state["keys"].admit_search(key_id):
            trace.note("quota", detail="daily search quota exhausted for this key ([server] key_daily_searches)")
            if key_id not in quota_warned:  # once per key and process: the metric counts every refusal
                quota_warned.add(key_id)
                log.warning("daily search quota ([server] key_daily_searches = %d) exhausted for key %s: its chats "
                            "are answered without search", settings.server.key_daily_searches, key_id)
            result = fallback_grounding(question, trace, "quota_exhausted")
            metrics.child(metrics.decisions, result.status).inc()
            return result
        try:
            async with asyncio.timeout(grounding_limit_s):
                result = await ground(question, grounder=g, today=today_fn(), mode=mode, llm=planner,
                                      params=params, trace=trace)
        except UsageError as exc:  # e.g. an unknown provider named in the extension field: answer unsearched
            trace.note("ground", error=str(exc))
            result = fallback_grounding(question, trace, "not_searched")
        except Exception as exc:  # noqa: BLE001 - search trouble of any kind must never fail the chat
            log.warning("grounding failed (%s); answering with 'search unavailable'", type(exc).__name__)
            trace.note("ground", error=type(exc).__name__)
            result = fallback_grounding(question, trace, "unavailable")
        metrics.child(metrics.decisions, result.status).inc()
        metrics.child(metrics.plans, result.plan.planner).inc()
        metrics.context_chars.inc(len(result.context.text))
        for a in trace.attempts:
            metrics.child(metrics.engine_calls, a.provider, a.outcome).inc()
            if a.cached:
                metrics.cache_hits.inc()
            elif a.outcome not in ("skipped",):
                metrics.child(metrics.engine_latency, a.provider).observe(a.latency_ms / 1000.0)
            if a.stage >= 2:
                metrics.fallbacks.inc()
        return result

    def extension_params(body: dict[str, Any], request: Request) -> tuple[str, SearchParams]:
        ext = body.pop(EXTENSION_FIELD, None)
        if ext is not None and not isinstance(ext, dict):
            raise UsageError(f"'{EXTENSION_FIELD}' must be an object")
        ext = ext or {}
        # groundwire.mode is either the search switch (off|on|auto) or a research mode (academic, platform ...);
        # naming a research mode means "search, in that mode" unless the header says otherwise
        switch, research_mode = split_mode_field(optional_str(ext, "mode"), settings.routes)
        mode = (request.headers.get(SEARCH_HEADER) or switch or settings.server.default_mode)
        mode = mode.strip().lower()
        if mode not in ("off", "on", "auto"):
            raise UsageError(f"search mode must be off, on or auto (got {mode!r})")
        params = SearchParams(provider=optional_str(ext, "provider"), mode=research_mode,
                              freshness=Freshness.parse(optional_str(ext, "freshness")),
                              count=parse_count(ext.get("count")))
        return mode, params

    @app.post("/v1/chat/completions")
    async def chat_completions(request: Request) -> Response:
        if (body := await json_body(request)) is NOT_JSON:
            return openai_error(400, "the request body is not valid JSON")
        if not isinstance(body, dict) or not isinstance(body.get("messages"), list):
            return openai_error(400, "'messages' must be a list")
        try:
            mode, params = extension_params(body, request)
        except (UsageError, ValueError) as exc:
            return openai_error(400, str(exc))
        if body.get("stream") is not None and not isinstance(body["stream"], bool):
            return openai_error(400, "'stream' must be a boolean (true or false)")
        model = body.get("model")
        if model is not None and not isinstance(model, str):
            return openai_error(400, "'model' must be a string")
        base = upstream_base(model)
        if base is None:
            return openai_error(500, "no upstream configured (set GROUNDWIRE_UPSTREAM_URL)", "server_error")
        if model in settings.server.native_search_models:
            mode = "off"
        question = latest_user_text(body["messages"])
        grounding: Grounding | None = None
        if question.strip() and mode != "off":
            searched_text, carried = followup_question(question, body["messages"])
            grounding = await run_grounding(searched_text, mode, params,
                                            getattr(request.state, "key_id", "anonymous"), planner_for(model), carried)
            if grounding.status not in ("not_searched", "quota_exhausted"):
                body["messages"] = inject_context(body["messages"], grounding.context.to_prompt(),
                                                  settings.server.context_placement)
        upstream: httpx2.AsyncClient = state["upstream"]
        url = f"{base}/chat/completions"
        routed = await tool_routing.prepare(body, request.headers, state.get("llm"))  # None: tools as sent
        if body.get("stream"):
            return await stream_chat(upstream, url, body, grounding, routed)
        try:
            resp = await upstream.post(url, content=jsonfast.dumps(body), headers=upstream_headers())
            if routed is not None:  # runs the meta-tool rounds, adds the RoutePlan
                resp = await routed.follow(upstream, url, body, upstream_headers(), resp)
        except httpx2.HTTPError as exc:
            return openai_error(502, f"upstream unreachable ({exc.__class__.__name__})", "upstream_error")
        return relay_json(resp, grounding)

    def relay_json(resp: httpx2.Response, grounding: Grounding | None) -> Response:
        try:
            data = jsonfast.loads(resp.content)
        except (ValueError, RecursionError):  # not JSON, bad UTF-8, nested too deep
            if 400 <= resp.status_code < 500 and resp.status_code not in (401, 403):
                return openai_error(resp.status_code, scrub(resp.text[:500]) or "upstream error", "upstream_error")
            return openai_error(502, f"the upstream returned a non-JSON body (HTTP {resp.status_code})",
                                "upstream_error")
        if resp.status_code in (401, 403):
            # the upstream refused the *proxy's* credentials: the caller's key was fine, so this is a gateway
            # failure; the upstream's message is not relayed (it may quote part of the upstream key)
            return openai_error(502, f"the upstream model rejected the proxy's credentials (HTTP {resp.status_code})",
                                "upstream_error", "upstream_auth")
        if resp.status_code >= 400:
            if not (isinstance(data, dict) and isinstance(data.get("error"), dict)):
                message = scrub(json.dumps(data, ensure_ascii=False)[:500])  # JSON as sent, never a Python repr
                data = {"error": {"message": message, "type": "upstream_error", "param": None, "code": None}}
            headers = {k: v for k, v in resp.headers.items() if k.lower() == "retry-after"}
            key = settings.server.upstream_key
            if key and key in json.dumps(data):  # never echo the upstream key back to a caller
                data = json.loads(json.dumps(data).replace(key, "***"))
            return JSONResponse(data, status_code=resp.status_code, headers=headers)
        if not (isinstance(data, dict) and isinstance(data.get("choices"), list)):
            # a 2xx that is JSON but no chat completion (a search API's answer, a proxy's status page): relayed, the
            # client would build an empty completion and the caller would never learn the upstream misbehaved
            return openai_error(502, "the upstream's answer is not a chat completion (no 'choices' list)",
                                "upstream_error")
        if grounding is not None:
            mode = settings.server.sources
            extra = sources_text(grounding)
            if mode in ("both", "chunk") and extra:
                choices = data.get("choices")
                for choice in choices if isinstance(choices, list) else []:
                    msg = choice.get("message") if isinstance(choice, dict) else None
                    if isinstance(msg, dict) and isinstance(msg.get("content"), str) and not msg.get("tool_calls"):
                        msg["content"] += extra
            if mode in ("both", "field"):
                earlier = data.get(EXTENSION_FIELD)  # e.g. the tool-routing plan
                data[EXTENSION_FIELD] = {**(earlier if isinstance(earlier, dict) else {}), **sources_field(grounding)}
        return jsonfast.JSONBytesResponse(data, status_code=resp.status_code)

    async def stream_chat(upstream: httpx2.AsyncClient, url: str, body: dict[str, Any],
                          grounding: Grounding | None, routed: Any = None) -> Response:
        req = upstream.build_request("POST", url, content=jsonfast.dumps(body), headers=upstream_headers())
        try:
            resp = await upstream.send(req, stream=True)
        except httpx2.HTTPError as exc:
            return openai_error(502, f"upstream unreachable ({exc.__class__.__name__})", "upstream_error")
        if resp.status_code >= 400:
            await resp.aread()
            await resp.aclose()
            return relay_json(resp, None)

        async def relay() -> AsyncIterator[bytes]:
            last_id, last_model = "chatcmpl-groundwire", body.get("model")
            pending_done = False
            seen_event = False  # an upstream that sends no event at all (an empty body) is no stream either
            tool_call = False  # the answer is a tool call: no "Sources:" text after it
            try:
                try:
                    lines = (routed.stream_lines(upstream, url, body, upstream_headers(), resp) if routed is not None
                             else resp.aiter_lines())
                    async for line in lines:
                        if not seen_event and line.strip():
                            if not line.startswith(SSE_FIELDS):  # HTML, a JSON body, text: no event stream
                                yield stream_error("the upstream answered a streamed request with something other "
                                                   "than an event stream")
                                return
                            seen_event = True
                        if line.startswith("data:"):
                            payload = line[5:].strip()
                            if payload == "[DONE]":
                                pending_done = True
                                break
                            try:
                                if textsafe.has_unsafe_escape(payload):  # "\ud800", "\u0000": relayed repaired
                                    chunk = textsafe.loads(payload)
                                    line = "data: " + json.dumps(chunk, ensure_ascii=False)
                                else:
                                    chunk = jsonfast.loads(payload)
                                last_id, last_model = chunk.get("id", last_id), chunk.get("model", last_model)
                                tool_call = tool_call or stream_tool_call(chunk)
                            except (ValueError, AttributeError, RecursionError):
                                pass
                        yield (line + "\n").encode()
                except httpx2.HTTPError as exc:
                    # the upstream broke off mid-stream: end the event stream with an OpenAI-shaped error event
                    log.warning("upstream stream failed (%s)", type(exc).__name__)
                    yield stream_error(f"upstream stream interrupted ({type(exc).__name__})")
                    return
                if not seen_event:
                    yield stream_error("the upstream's event stream was empty")
                    return
                final = sources_chunk(grounding, settings.server.sources, tool_call, last_id, last_model)
                if final is not None:
                    yield f"data: {json.dumps(final, ensure_ascii=False)}\n\n".encode()
                if pending_done:
                    yield b"data: [DONE]\n\n"
            finally:
                await resp.aclose()

        headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
        return StreamingResponse(relay(), media_type="text/event-stream", headers=headers)

    @app.get("/v1/models")
    async def models() -> Response:
        base = upstream_base(None)
        if base is None:
            return JSONResponse({"object": "list", "data": []})
        try:
            resp = await state["upstream"].get(f"{base}/models", headers=upstream_headers())
        except httpx2.HTTPError as exc:
            return openai_error(502, f"upstream unreachable ({exc.__class__.__name__})", "upstream_error")
        if resp.status_code >= 400:
            return Response(scrub(resp.text).encode(), status_code=resp.status_code, media_type="application/json")
        return Response(resp.content, status_code=resp.status_code, media_type="application/json")

    async def do_search(payload: dict[str, Any], key_id: str) -> Response:
        g: Grounder = state["grounder"]
        query = payload.get("query") or payload.get("q")
        if not isinstance(query, str) or not query.strip():
            return openai_error(400, "'query' is required")
        try:
            params = SearchParams(provider=optional_str(payload, "provider"), mode=optional_str(payload, "mode"),
                                  freshness=Freshness.parse(optional_str(payload, "freshness")),
                                  language=optional_str(payload, "lang", "language"),
                                  count=parse_count(payload.get("count")))
        except (GroundwireError, ValueError) as exc:
            return openai_error(400, str(exc))
        if not await state["keys"].admit_search(key_id):  # charged only for a well-formed request
            return openai_error(429, "daily search quota exhausted for this API key", "rate_limit_error",
                                "search_quota_exceeded")
        try:
            response = await g.search(query, params)
        except (GroundwireError, ValueError) as exc:
            return openai_error(400, str(exc))
        data = response.to_dict()
        data["hits"] = [guard_record(h) for h in data["hits"]]  # web text reaches agents directly: guard it
        return JSONResponse(data)

    @app.get("/v1/search")
    async def search_get(request: Request) -> Response:
        return await do_search(dict(request.query_params), getattr(request.state, "key_id", "anonymous"))

    @app.post("/v1/search")
    async def search_post(request: Request) -> Response:
        if (payload := await json_body(request)) is NOT_JSON:
            return openai_error(400, "the request body is not valid JSON")
        return await do_search(payload if isinstance(payload, dict) else {},
                               getattr(request.state, "key_id", "anonymous"))

    @app.post("/v1/fetch")
    async def fetch(request: Request) -> Response:
        from ..pipeline import fetch_policy
        from ..read.extract import extract
        from ..read.fetch import fetch_page

        if (payload := await json_body(request)) is NOT_JSON:
            return openai_error(400, "the request body is not valid JSON")
        url = payload.get("url") if isinstance(payload, dict) else None
        if not isinstance(url, str) or not url:
            return openai_error(400, "'url' is required")
        if not url.lower().startswith(("http://", "https://")) or len(url) > 8000:
            return openai_error(400, f"{url[:200]}: only http and https URLs can be fetched", "fetch_error")
        if not await state["keys"].admit_search(getattr(request.state, "key_id", "anonymous")):
            return openai_error(429, "daily search quota exhausted for this API key", "rate_limit_error",
                                "search_quota_exceeded")
        try:
            page = await fetch_page(url, policy=fetch_policy(state["grounder"]))
        except GroundwireError as exc:
            return openai_error(400, str(exc), "fetch_error")
        doc = await asyncio.to_thread(extract, page.text, url=page.final_url)  # CPU-bound: keep the loop free
        record = {"url": url, "final_url": page.final_url, "title": doc.title, "date": doc.date,
                  "language": doc.language, "text": doc.text, "truncated": page.truncated}
        return JSONResponse(await asyncio.to_thread(guard_record, record))

    @app.post("/v1/ground")
    async def ground_endpoint(request: Request) -> Response:
        if (payload := await json_body(request)) is NOT_JSON:
            return openai_error(400, "the request body is not valid JSON")
        question = payload.get("question") if isinstance(payload, dict) else None
        if not isinstance(question, str) or textsafe.is_blank(question):  # "\ufeff\u2060" is no question either
            return openai_error(400, "'question' is required")
        mode = str(payload.get("mode") or "auto")
        if mode not in ("off", "on", "auto"):
            return openai_error(400, "mode must be off, on or auto")
        result = await run_grounding(question, mode, SearchParams(), getattr(request.state, "key_id", "anonymous"),
                                     state["planner"])  # no chat model here: only a configured planner
        return JSONResponse(result.to_dict())

    app.include_router(build_console_router(settings, state, run_grounding=run_grounding,
                                            upstream_base=upstream_base, upstream_headers=upstream_headers,
                                            today=today_fn))

    @app.get("/healthz")
    async def healthz() -> Response:
        return JSONResponse({"status": "ok", "web_search": settings.web_search_enabled})

    @app.get("/metrics")
    async def metrics_endpoint() -> Response:
        body, content_type = metrics.render()
        return PlainTextResponse(body, media_type=content_type)

    return app


