"""The OpenAI-compatible grounding proxy, plus REST endpoints (FastAPI on uvicorn).

``POST /v1/chat/completions`` grounds the *latest user message only* (history, system prompts, tool results and
attachments never reach the planner or an engine), injects the cited context as a system message, forwards the
request to the upstream unchanged otherwise, and returns the upstream's answer in the same shape (JSON or SSE
passed through chunk by chunk), with sources added as configured. Search failures never fail a chat.
"""

from __future__ import annotations

import copy
import hashlib
import hmac
import json
import logging
import time
import uuid
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from datetime import date
from typing import Any

import httpx
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, PlainTextResponse, Response, StreamingResponse

from ..config import Settings, load_settings
from ..errors import GroundwireError, UsageError
from ..grounder import Grounder, SearchParams
from ..llm import LLMEndpoint
from ..models import Freshness, Trace
from ..pipeline import Grounding, ground
from ..plan.llm import LLMPlanner
from .metrics import Metrics

log = logging.getLogger("groundwire.server")

SEARCH_HEADER = "x-groundwire-search"
EXTENSION_FIELD = "groundwire"


def openai_error(status: int, message: str, type_: str = "invalid_request_error", code: str | None = None):
    return JSONResponse({"error": {"message": message, "type": type_, "param": None, "code": code}}, status_code=status)


def latest_user_text(messages: Any) -> str:
    """The text of the last user message (text parts only); '' when there is none."""
    if not isinstance(messages, list):
        return ""
    for msg in reversed(messages):
        if isinstance(msg, dict) and msg.get("role") == "user":
            content = msg.get("content")
            if isinstance(content, str):
                return content
            if isinstance(content, list):
                return " ".join(p.get("text", "") for p in content if isinstance(p, dict) and p.get("type") == "text")
            return ""
    return ""


def inject_context(messages: list[dict[str, Any]], context_text: str, placement: str) -> list[dict[str, Any]]:
    system = {"role": "system", "content": context_text}
    if placement == "before_last_user":
        for i in range(len(messages) - 1, -1, -1):
            if messages[i].get("role") == "user":
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
        "sources": [{"id": s.id, "title": s.title, "url": s.url, "date": s.date} for s in grounding.context.sources_used],
        "planner": grounding.plan.planner,
        "queries": [q.text for q in grounding.plan.queries],
        "trace_id": grounding.trace.request_id,
    }


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


def create_app(
    settings: Settings | None = None,
    *,
    grounder: Grounder | None = None,
    upstream_transport: httpx.AsyncBaseTransport | None = None,
    today: Callable[[], date] | None = None,
    mount_mcp: bool = False,
) -> FastAPI:
    settings = settings or load_settings()
    today_fn = today or date.today
    metrics = Metrics()
    state: dict[str, Any] = {}
    mcp_server = None
    if mount_mcp:
        from .mcp import build_mcp

        mcp_server = build_mcp(settings, grounder_factory=lambda: state["grounder"], today=today_fn)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        g = grounder or Grounder(settings)
        upstream = httpx.AsyncClient(transport=upstream_transport, timeout=httpx.Timeout(300.0, connect=10.0))
        endpoint = LLMEndpoint.from_config(settings.llm)
        state.update(
            grounder=g,
            upstream=upstream,
            planner=LLMPlanner(endpoint, cache=g.resilience.cache) if endpoint else None,
            keys=KeyGate(settings.server.api_keys, g.resilience.limiter, settings.server.key_rate_limit,
                         settings.server.key_daily_searches, g.clock),
        )
        try:
            if mcp_server is not None:
                async with mcp_server.session_manager.run():
                    yield
            else:
                yield
        finally:
            await upstream.aclose()
            if grounder is None:
                await g.aclose()

    app = FastAPI(title="groundwire", version="0.1.0", lifespan=lifespan)
    app.state.metrics = metrics
    if mcp_server is not None:
        app.mount("/mcp", mcp_server.streamable_http_app(streamable_http_path="/"))

    def upstream_base(model: str | None) -> str | None:
        if model and model in settings.server.upstream_models:
            return settings.server.upstream_models[model].rstrip("/")
        return settings.server.upstream_url.rstrip("/") if settings.server.upstream_url else None

    def upstream_headers() -> dict[str, str]:
        headers = {"Content-Type": "application/json"}
        if settings.server.upstream_key:
            headers["Authorization"] = f"Bearer {settings.server.upstream_key}"
        return headers

    @app.middleware("http")
    async def auth(request: Request, call_next):  # type: ignore[no-untyped-def]
        started = time.perf_counter()
        if request.url.path in ("/healthz", "/metrics") or "keys" not in state:
            response = await call_next(request)
        else:
            keys: KeyGate = state["keys"]
            key_id = "anonymous"
            if keys.enabled:
                found = keys.identify(request.headers.get("authorization"))
                if found is None:
                    metrics.requests.labels(request.url.path, "401").inc()
                    return openai_error(401, "invalid or missing API key", "authentication_error", "invalid_api_key")
                key_id = found
                refused = await keys.admit(key_id)
                if refused:
                    metrics.requests.labels(request.url.path, "429").inc()
                    return openai_error(429, refused, "rate_limit_error", "rate_limit_exceeded")
            request.state.key_id = key_id
            response = await call_next(request)
        metrics.requests.labels(request.url.path, str(response.status_code)).inc()
        metrics.latency.labels(request.url.path).observe(time.perf_counter() - started)
        return response

    async def run_grounding(question: str, mode: str, params: SearchParams, key_id: str) -> Grounding:
        g: Grounder = state["grounder"]
        trace = Trace(request_id=uuid.uuid4().hex[:12])
        if mode != "off" and not await state["keys"].admit_search(key_id):
            trace.note("quota", detail="daily search quota exhausted for this key")
            mode = "off"
        try:
            result = await ground(question, grounder=g, today=today_fn(), mode=mode, llm=state["planner"],
                                  params=params, trace=trace)
        except UsageError as exc:
            trace.note("ground", error=str(exc))
            result = await ground("", grounder=g, today=today_fn(), mode="off", trace=trace)
        metrics.decisions.labels(result.status).inc()
        metrics.context_chars.inc(len(result.context.text))
        for a in trace.attempts:
            metrics.engine_calls.labels(a.provider, a.outcome).inc()
            if a.cached:
                metrics.cache_hits.inc()
            elif a.outcome not in ("skipped",):
                metrics.engine_latency.labels(a.provider).observe(a.latency_ms / 1000.0)
            if a.stage >= 2:
                metrics.fallbacks.inc()
        return result

    def extension_params(body: dict[str, Any], request: Request) -> tuple[str, SearchParams]:
        ext = body.pop(EXTENSION_FIELD, None)
        ext = ext if isinstance(ext, dict) else {}
        mode = (request.headers.get(SEARCH_HEADER) or ext.get("mode") or settings.server.default_mode).lower()
        if mode not in ("off", "on", "auto"):
            raise UsageError(f"search mode must be off, on or auto (got {mode!r})")
        params = SearchParams(provider=ext.get("provider"), freshness=Freshness.parse(ext.get("freshness")),
                              count=ext.get("count"))
        return mode, params

    @app.post("/v1/chat/completions")
    async def chat_completions(request: Request) -> Response:
        try:
            body = await request.json()
        except (json.JSONDecodeError, UnicodeDecodeError):
            return openai_error(400, "the request body is not valid JSON")
        if not isinstance(body, dict) or not isinstance(body.get("messages"), list):
            return openai_error(400, "'messages' must be a list")
        try:
            mode, params = extension_params(body, request)
        except (UsageError, ValueError) as exc:
            return openai_error(400, str(exc))
        model = body.get("model")
        base = upstream_base(model)
        if base is None:
            return openai_error(500, "no upstream configured (set GROUNDWIRE_UPSTREAM_URL)", "server_error")
        if model in settings.server.native_search_models:
            mode = "off"
        question = latest_user_text(body["messages"])
        grounding: Grounding | None = None
        if question.strip() and mode != "off":
            grounding = await run_grounding(question, mode, params, getattr(request.state, "key_id", "anonymous"))
            if grounding.status != "not_searched":
                body["messages"] = inject_context(copy.deepcopy(body["messages"]), grounding.context.to_prompt(),
                                                  settings.server.context_placement)
        upstream: httpx.AsyncClient = state["upstream"]
        url = f"{base}/chat/completions"
        if body.get("stream"):
            return await stream_chat(upstream, url, body, grounding)
        try:
            resp = await upstream.post(url, json=body, headers=upstream_headers())
        except httpx.HTTPError as exc:
            return openai_error(502, f"upstream unreachable ({exc.__class__.__name__})", "upstream_error")
        return relay_json(resp, grounding)

    def relay_json(resp: httpx.Response, grounding: Grounding | None) -> Response:
        try:
            data = resp.json()
        except (json.JSONDecodeError, UnicodeDecodeError):
            if resp.status_code >= 400:
                return openai_error(resp.status_code, resp.text[:500] or "upstream error", "upstream_error")
            return openai_error(502, "upstream returned a non-JSON body", "upstream_error")
        if resp.status_code >= 400:
            if not (isinstance(data, dict) and isinstance(data.get("error"), dict)):
                data = {"error": {"message": str(data)[:500], "type": "upstream_error", "param": None, "code": None}}
            headers = {k: v for k, v in resp.headers.items() if k.lower() == "retry-after"}
            return JSONResponse(data, status_code=resp.status_code, headers=headers)
        if grounding is not None and isinstance(data, dict):
            mode = settings.server.sources
            extra = sources_text(grounding)
            if mode in ("both", "chunk") and extra:
                for choice in data.get("choices") or []:
                    msg = choice.get("message") if isinstance(choice, dict) else None
                    if isinstance(msg, dict) and isinstance(msg.get("content"), str) and not msg.get("tool_calls"):
                        msg["content"] += extra
            if mode in ("both", "field"):
                data[EXTENSION_FIELD] = sources_field(grounding)
        return JSONResponse(data, status_code=resp.status_code)

    async def stream_chat(upstream: httpx.AsyncClient, url: str, body: dict[str, Any],
                          grounding: Grounding | None) -> Response:
        req = upstream.build_request("POST", url, json=body, headers=upstream_headers())
        try:
            resp = await upstream.send(req, stream=True)
        except httpx.HTTPError as exc:
            return openai_error(502, f"upstream unreachable ({exc.__class__.__name__})", "upstream_error")
        if resp.status_code >= 400:
            await resp.aread()
            await resp.aclose()
            return relay_json(resp, None)

        async def relay() -> AsyncIterator[bytes]:
            last_id, last_model = "chatcmpl-groundwire", body.get("model")
            pending_done = False
            try:
                async for line in resp.aiter_lines():
                    if line.startswith("data:"):
                        payload = line[5:].strip()
                        if payload == "[DONE]":
                            pending_done = True
                            break
                        try:
                            chunk = json.loads(payload)
                            last_id, last_model = chunk.get("id", last_id), chunk.get("model", last_model)
                        except (json.JSONDecodeError, AttributeError):
                            pass
                    yield (line + "\n").encode()
                if grounding is not None and settings.server.sources != "none":
                    extra = sources_text(grounding) if settings.server.sources in ("both", "chunk") else ""
                    final: dict[str, Any] = {
                        "id": last_id, "object": "chat.completion.chunk", "created": int(time.time()),
                        "model": last_model,
                        "choices": [{"index": 0, "delta": {"content": extra} if extra else {}, "finish_reason": None}],
                    }
                    if settings.server.sources in ("both", "field"):
                        final[EXTENSION_FIELD] = sources_field(grounding)
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
        except httpx.HTTPError as exc:
            return openai_error(502, f"upstream unreachable ({exc.__class__.__name__})", "upstream_error")
        return Response(resp.content, status_code=resp.status_code, media_type="application/json")

    async def do_search(payload: dict[str, Any]) -> Response:
        g: Grounder = state["grounder"]
        query = payload.get("query") or payload.get("q")
        if not isinstance(query, str) or not query.strip():
            return openai_error(400, "'query' is required")
        try:
            count = int(payload["count"]) if payload.get("count") not in (None, "") else None
            params = SearchParams(provider=payload.get("provider") or None, mode=payload.get("mode") or None,
                                  freshness=Freshness.parse(payload.get("freshness")),
                                  language=payload.get("lang") or payload.get("language"), count=count)
            response = await g.search(query, params)
        except (GroundwireError, ValueError) as exc:
            return openai_error(400, str(exc))
        return JSONResponse(response.to_dict())

    @app.get("/v1/search")
    async def search_get(request: Request) -> Response:
        return await do_search(dict(request.query_params))

    @app.post("/v1/search")
    async def search_post(request: Request) -> Response:
        try:
            payload = await request.json()
        except json.JSONDecodeError:
            return openai_error(400, "the request body is not valid JSON")
        return await do_search(payload if isinstance(payload, dict) else {})

    @app.post("/v1/fetch")
    async def fetch(request: Request) -> Response:
        from ..pipeline import fetch_policy
        from ..read.extract import extract
        from ..read.fetch import fetch_page

        try:
            payload = await request.json()
        except json.JSONDecodeError:
            return openai_error(400, "the request body is not valid JSON")
        url = payload.get("url") if isinstance(payload, dict) else None
        if not isinstance(url, str) or not url:
            return openai_error(400, "'url' is required")
        try:
            page = await fetch_page(url, policy=fetch_policy(state["grounder"]))
        except GroundwireError as exc:
            return openai_error(400, str(exc), "fetch_error")
        doc = extract(page.text, url=page.final_url)
        return JSONResponse({"url": url, "final_url": page.final_url, "title": doc.title, "date": doc.date,
                             "language": doc.language, "text": doc.text, "truncated": page.truncated})

    @app.post("/v1/ground")
    async def ground_endpoint(request: Request) -> Response:
        try:
            payload = await request.json()
        except json.JSONDecodeError:
            return openai_error(400, "the request body is not valid JSON")
        question = payload.get("question") if isinstance(payload, dict) else None
        if not isinstance(question, str) or not question.strip():
            return openai_error(400, "'question' is required")
        mode = str(payload.get("mode") or "auto")
        if mode not in ("off", "on", "auto"):
            return openai_error(400, "mode must be off, on or auto")
        result = await run_grounding(question, mode, SearchParams(), getattr(request.state, "key_id", "anonymous"))
        return JSONResponse(result.to_dict())

    @app.get("/healthz")
    async def healthz() -> Response:
        return JSONResponse({"status": "ok", "web_search": settings.web_search_enabled})

    @app.get("/metrics")
    async def metrics_endpoint() -> Response:
        body, content_type = metrics.render()
        return PlainTextResponse(body, media_type=content_type)

    return app


