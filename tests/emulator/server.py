"""A real loopback HTTP server speaking the search providers' wire formats, plus pages, feeds and a chat model.

Starlette app served by uvicorn in a background thread on an ephemeral port. Wire shapes follow
/work/shared/provider-formats/. Fault injection (latency, error statuses, hangs, bad bodies) is per engine and
can be driven in-process (:meth:`Emulator.set_fault`) or over HTTP (``/_control/...``).
"""

from __future__ import annotations

import asyncio
import hashlib
import html
import json
import random
import re
import socket
import threading
import time as _time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from email.utils import parsedate_to_datetime
from http import HTTPStatus
from typing import Any
from urllib.parse import parse_qsl, urlsplit

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, RedirectResponse, Response, \
    StreamingResponse
from starlette.routing import Route

from . import badtext, chat
from .platforms import (PLATFORM_JSON, PLATFORM_MOUNTS, platform_error, platform_malformed, platform_routes,
                        platform_wrong_shape)
from .corpus import (
    ENGINES,
    FEEDS,
    INJECTION_SLUG,
    WINDOWS,
    Corpus,
    Document,
    http_date,
    human_age,
    markdown,
    render_feed,
    render_html,
    stable_unit,
    variant_url,
)

MOUNTS: dict[str, str] = {
    "brave": "/brave", "exa": "/exa", "tavily": "/tavily", "searxng": "/searxng", "serper": "/serper",
    "jina": "/jina", "reader": "/reader", "pages": "/pages", "feeds": "/feeds", "openai": "/v1",
    **PLATFORM_MOUNTS,
}
FAULT_KINDS = frozenset({"latency", "status", "hang", "malformed", "empty", "wrong_shape", "bad_text"})
JSON_ENGINES = frozenset({"brave", "exa", "tavily", "searxng", "serper", "jina", "reader", "openai"}) | PLATFORM_JSON
HOSTILE_PAGES = ("injection", "redirect-metadata", "redirect-chain", "huge", "binary", "slow", "broken-encoding")
METADATA_URL = "http://169.254.169.254/latest/meta-data/iam/security-credentials/"
HUGE_BYTES = 10 * 1024 * 1024
BRAVE_MONTHLY = 15000


@dataclass(frozen=True, slots=True)
class RecordedRequest:
    """One request as the emulator saw it. ``path`` is relative to the engine's mount."""

    engine: str
    method: str
    path: str
    full_path: str
    query: dict[str, str]
    headers: dict[str, str]
    json: Any
    body: bytes
    time: float

    def to_dict(self) -> dict[str, Any]:
        return {"engine": self.engine, "method": self.method, "path": self.path, "full_path": self.full_path,
                "query": self.query, "headers": self.headers, "json": self.json,
                "body": self.body.decode("utf-8", "replace"), "time": self.time}


@dataclass(slots=True)
class Fault:
    kind: str
    times: int | None
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class Call:
    """What a handler gets: the request, its body, and whether an ``empty`` fault applies."""

    request: Request
    body: bytes
    empty: bool = False

    @property
    def json(self) -> Any:
        return _parse_json(self.body)


class BadParam(Exception):
    """A request parameter failed validation; each engine renders it in its own error format."""

    def __init__(self, field_name: str, message: str) -> None:
        super().__init__(message)
        self.field = field_name
        self.message = message


def _parse_json(body: bytes) -> Any:
    if not body:
        return None
    try:
        return json.loads(body)
    except (ValueError, UnicodeDecodeError):
        return None


def _bearer(request: Request) -> str | None:
    value = request.headers.get("authorization", "")
    scheme, _, token = value.partition(" ")
    if scheme.lower() != "bearer":
        return None
    return token.strip() or None


def _int(value: Any, name: str, default: int, low: int, high: int) -> int:
    if value is None or value == "":
        return default
    try:
        number = int(value)
    except (TypeError, ValueError):
        raise BadParam(name, f"{name} must be an integer") from None
    if isinstance(value, bool) or not low <= number <= high:
        raise BadParam(name, f"{name} must be between {low} and {high}")
    return number


def _truthy(value: Any) -> bool:
    return value is True or (isinstance(value, str) and value.lower() in ("1", "true", "yes", "on"))


def _iso_z(value: datetime) -> str:
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.000Z")


def _parse_when(value: Any, name: str) -> datetime:
    if not isinstance(value, str):
        raise BadParam(name, f"{name} must be an ISO 8601 string")
    try:
        when = datetime.fromisoformat(value.strip())
    except ValueError:
        raise BadParam(name, f"{name} is not a valid ISO 8601 date") from None
    return when if when.tzinfo else when.replace(tzinfo=UTC)


def _day_range(start: str | None, end: str | None, name: str) -> tuple[datetime | None, datetime | None]:
    try:
        since = datetime.fromisoformat(start).replace(tzinfo=UTC) if start else None
        until = datetime.fromisoformat(end).replace(tzinfo=UTC) + timedelta(days=1, microseconds=-1) if end else None
    except ValueError:
        raise BadParam(name, f"{name} must be YYYY-MM-DD") from None
    return since, until


def _not_modified_since(header: str | None, modified: datetime) -> bool:
    if not header:
        return False
    try:
        since = parsedate_to_datetime(header)
    except (TypeError, ValueError, IndexError):
        return False
    if since.tzinfo is None:
        since = since.replace(tzinfo=UTC)
    return modified.replace(microsecond=0) <= since


def _host_matches(host: str, domains: Any) -> bool:
    return any(isinstance(d, str) and (host == d.lower().removeprefix("www.") or host.endswith("." + d.lower()))
               for d in domains)


class Emulator:
    """Provider APIs, web pages, feeds and an OpenAI-compatible model on 127.0.0.1.

    One fault per engine at a time (a new ``set_fault`` replaces the old one). ``local_links=True`` makes search
    results point at ``{url}/pages/<slug>`` instead of the documents' real-world URLs; either way a request whose
    ``Host`` header names a document's real site is answered with that page.
    """

    def __init__(self, *, today: date = date(2026, 11, 30), valid_keys: tuple[str, ...] | list[str] = ("test-key",),
                 local_links: bool = False) -> None:
        self.today = today
        self.valid_keys = frozenset(valid_keys)
        self.local_links = local_links
        self.corpus = Corpus(today)
        self.now = self.corpus.now
        self.created = int(self.now.timestamp())
        self.url = ""
        self.port = 0
        self._lock = threading.Lock()
        self._faults: dict[str, Fault] = {}
        self._log: list[RecordedRequest] = []
        self._chat = chat.ChatScript()
        self.chat_responder: Any = None  # async (payload, pause) -> behaviour | None, e.g. research_model.ResearchScript
        self._brave_used = 0
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping: asyncio.Event | None = None
        self._release: asyncio.Event | None = None
        self.app = self._build_app()

    # --- lifecycle ------------------------------------------------------------------------------

    def start(self) -> Emulator:
        if self._thread is not None:
            return self
        # proto=IPPROTO_TCP so asyncio sets TCP_NODELAY on accepted sockets (else Nagle adds 40 ms per request)
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", self.port))
        self.port = sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        config = uvicorn.Config(self.app, log_level="warning", access_log=False, lifespan="on",
                                timeout_graceful_shutdown=2)
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, kwargs={"sockets": [sock]},
                                        name=f"emulator-{self.port}", daemon=True)
        self._thread.start()
        ready = threading.Event()
        for _ in range(1000):  # up to ~10 s for uvicorn to start serving
            if self._server.started or not self._thread.is_alive():
                break
            ready.wait(0.01)
        if not self._server.started:
            self.stop()
            raise RuntimeError("emulator failed to start")
        return self

    def stop(self) -> None:
        if self._loop is not None and self._stopping is not None:
            self._loop.call_soon_threadsafe(self._wake_all)
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout=10)
        self._thread = None
        self._server = None

    def __enter__(self) -> Emulator:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _wake_all(self) -> None:
        assert self._stopping is not None and self._release is not None
        self._stopping.set()
        self._release.set()

    def _swap_release(self) -> None:
        old, self._release = self._release, asyncio.Event()
        if old is not None:
            old.set()

    @asynccontextmanager
    async def _lifespan(self, app: Starlette) -> AsyncIterator[None]:
        self._loop = asyncio.get_running_loop()
        self._stopping = asyncio.Event()
        self._release = asyncio.Event()
        yield
        self._wake_all()

    # --- public control API ---------------------------------------------------------------------

    def base_url(self, engine: str) -> str:
        """What ``GROUNDWIRE_<ENGINE>_URL`` should be set to."""
        if engine not in MOUNTS:
            raise ValueError(f"unknown engine {engine!r}; known: {', '.join(MOUNTS)}")
        return self.url + MOUNTS[engine]

    def page_url(self, slug: str) -> str:
        return f"{self.url}/pages/{slug}"

    def feed_url(self, name: str) -> str:
        return f"{self.url}/feeds/{name}.xml"

    def set_fault(self, engine: str, kind: str, *, times: int | None = None, **params: Any) -> None:
        """Make the next ``times`` requests to ``engine`` (all of them when None) misbehave as ``kind``."""
        if engine not in MOUNTS:
            raise ValueError(f"unknown engine {engine!r}")
        if kind not in FAULT_KINDS:
            raise ValueError(f"unknown fault kind {kind!r}; known: {', '.join(sorted(FAULT_KINDS))}")
        if times is not None and (not isinstance(times, int) or times < 1):
            raise ValueError("times must be a positive integer or None")
        if kind == "status":
            code = params.get("code")
            if not isinstance(code, int) or not 400 <= code <= 599:
                raise ValueError("a status fault needs code=<400..599>")
        if kind == "latency" and not isinstance(params.get("ms"), int | float):
            raise ValueError("a latency fault needs ms=<milliseconds>")
        with self._lock:
            self._faults[engine] = Fault(kind, times, dict(params))

    def clear_faults(self, engine: str | None = None) -> None:
        with self._lock:
            if engine is None:
                self._faults.clear()
            else:
                self._faults.pop(engine, None)

    def requests(self, engine: str | None = None) -> list[RecordedRequest]:
        with self._lock:
            return [r for r in self._log if engine is None or r.engine == engine]

    def script_chat(self, *behaviours: str | dict[str, Any]) -> None:
        self._chat.push(*behaviours)

    def reset(self) -> None:
        """Clear faults, the request log and the chat script; release requests stuck in a ``hang``."""
        with self._lock:
            self._faults.clear()
            self._log.clear()
            self._brave_used = 0
        self._chat.clear()
        self.chat_responder = None
        if self._loop is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self._swap_release)

    # --- plumbing ---------------------------------------------------------------------------------

    def _take_fault(self, engine: str) -> Fault | None:
        with self._lock:
            fault = self._faults.get(engine)
            if fault is None:
                return None
            if fault.times is not None:
                fault.times -= 1
                if fault.times <= 0:
                    del self._faults[engine]
            return Fault(fault.kind, fault.times, dict(fault.params))

    def _record(self, engine: str, request: Request, body: bytes) -> None:
        full = request.url.path
        prefix = MOUNTS.get(engine, "")
        rel = full[len(prefix):] if prefix and full.startswith(prefix) else full
        entry = RecordedRequest(
            engine=engine, method=request.method, path=rel or "/", full_path=full,
            query=dict(request.query_params), headers={k.lower(): v for k, v in request.headers.items()},
            json=_parse_json(body), body=body, time=_time.time(),
        )
        with self._lock:
            self._log.append(entry)

    async def _pause(self, seconds: float) -> None:
        """Sleep, but wake at once when the emulator stops."""
        if seconds <= 0:
            return
        assert self._stopping is not None
        try:
            await asyncio.wait_for(self._stopping.wait(), timeout=seconds)
        except TimeoutError:
            pass

    async def _hang(self) -> None:
        assert self._release is not None
        await self._release.wait()

    def _endpoint(self, engine: str, handler: Callable[[Call], Awaitable[Response]]) -> Callable[[Request],
                                                                                             Awaitable[Response]]:
        async def endpoint(request: Request) -> Response:
            body = await request.body()
            self._record(engine, request, body)
            call = Call(request, body)
            fault = self._take_fault(engine)
            if fault is not None:
                if fault.kind == "latency":
                    await self._pause(float(fault.params["ms"]) / 1000)
                elif fault.kind == "status":
                    return self._error(engine, int(fault.params["code"]), fault.params.get("retry_after"),
                                       fault.params.get("message"), fault.params.get("error_code"))
                elif fault.kind == "hang":
                    await self._hang()
                    return PlainTextResponse("released", status_code=503)
                elif fault.kind == "malformed":
                    return _malformed(engine)
                elif fault.kind == "wrong_shape":
                    return _wrong_shape(engine)
                elif fault.kind == "empty":
                    call.empty = True
                elif fault.kind == "bad_text":
                    return badtext.corrupt(await handler(call))
            try:
                return await handler(call)
            except BadParam as exc:
                return self._error(engine, 422 if engine in ("brave", "tavily") else 400,
                                   message=exc.message, field_name=exc.field)

        return endpoint

    def _build_app(self) -> Starlette:
        e = self._endpoint
        routes = [
            Route("/brave/res/v1/web/search", e("brave", self._brave), methods=["GET"]),
            Route("/exa/search", e("exa", self._exa), methods=["POST"]),
            Route("/exa/contents", e("exa", self._exa_contents), methods=["POST"]),
            Route("/tavily/search", e("tavily", self._tavily), methods=["POST"]),
            Route("/tavily/extract", e("tavily", self._tavily_extract), methods=["POST"]),
            Route("/tavily/usage", e("tavily", self._tavily_usage), methods=["GET"]),
            Route("/searxng/search", e("searxng", self._searxng), methods=["GET", "POST"]),
            Route("/searxng/", e("searxng", self._searxng), methods=["GET", "POST"]),
            Route("/searxng", e("searxng", self._searxng), methods=["GET", "POST"]),
            Route("/serper/search", e("serper", self._serper), methods=["POST"]),
            Route("/jina", e("jina", self._jina), methods=["GET", "POST"]),
            Route("/jina/{query:path}", e("jina", self._jina), methods=["GET", "POST"]),
            Route("/reader", e("reader", self._reader), methods=["GET", "POST"]),
            Route("/reader/{target:path}", e("reader", self._reader), methods=["GET", "POST"]),
            Route("/pages/{slug:path}", e("pages", self._page), methods=["GET", "HEAD"]),
            Route("/feeds/{name}", e("feeds", self._feed), methods=["GET", "HEAD"]),
            Route("/v1/chat/completions", e("openai", self._chat_completions), methods=["POST"]),
            Route("/v1/models", e("openai", self._models), methods=["GET"]),
            Route("/_control/fault", self._control_fault, methods=["POST", "DELETE"]),
            Route("/_control/reset", self._control_reset, methods=["POST"]),
            Route("/_control/requests", self._control_requests, methods=["GET"]),
            Route("/_control/chat", self._control_chat, methods=["POST"]),
            *platform_routes(self),
            Route("/{path:path}", self._by_host, methods=["GET", "HEAD"]),
        ]
        return Starlette(routes=routes, lifespan=self._lifespan)

    # --- shared result helpers --------------------------------------------------------------------

    def _link(self, doc: Document, engine: str) -> str:
        base = f"{self.url}/pages/{doc.slug}" if self.local_links else doc.url
        return variant_url(base, engine, doc.slug)

    def _window(self, code: str) -> datetime:
        return self.now - WINDOWS[code]

    def _error(self, engine: str, status: int, retry_after: Any = None, message: str | None = None,
               error_code: str | None = None, field_name: str | None = None) -> Response:
        """The engine's own error body for an HTTP status."""
        headers: dict[str, str] = {}
        if retry_after is not None:
            headers["retry-after"] = chat._num(float(retry_after))
        phrase = HTTPStatus(status).phrase if status in HTTPStatus._value2member_map_ else "Error"
        if engine in PLATFORM_MOUNTS:
            return platform_error(engine, status, headers, message)
        if engine == "brave":
            code, detail, component = {
                401: ("SUBSCRIPTION_TOKEN_INVALID", "The provided subscription token is invalid.", "authentication"),
                403: ("SUBSCRIPTION_TOKEN_INVALID", "The provided subscription token is invalid.", "authentication"),
                404: ("SUBSCRIPTION_NOT_FOUND", "No subscription found.", "authentication"),
                422: ("VALIDATION", "Unable to validate request parameter(s).", "validation"),
                429: ("RATE_LIMITED", "Request rate limit exceeded for plan.", "rate_limiter"),
            }.get(status, ("INTERNAL_ERROR" if status >= 500 else "VALIDATION", phrase, "api"))
            if error_code == "SUBSCRIPTION_TOKEN_INVALID":
                component = "authentication"
            meta: dict[str, Any] = {"component": component}
            if field_name:
                where = "header" if field_name == "x-subscription-token" else "query"
                meta["errors"] = [{"type": "value_error", "loc": [where, field_name], "msg": message or detail}]
            if status == 429:
                headers.update(self._brave_headers(remaining_now=0))
            body = {"type": "ErrorResponse",
                    "error": {"id": str(uuid.uuid4()), "status": status, "code": error_code or code,
                              "detail": message if message and not field_name else detail, "meta": meta},
                    "time": int(_time.time())}
            return JSONResponse(body, status_code=status, headers=headers)
        if engine == "exa":
            tag = {400: "INVALID_REQUEST_BODY", 401: "INVALID_API_KEY", 402: "NO_MORE_CREDITS", 403: "ACCESS_DENIED",
                   422: "INVALID_REQUEST", 429: "RATE_LIMIT_EXCEEDED", 503: "SERVICE_OVERLOADED"}.get(
                       status, "INTERNAL_ERROR" if status >= 500 else "INVALID_REQUEST")
            if field_name == "numResults":
                tag = "INVALID_NUM_RESULTS"
            return JSONResponse({"requestId": uuid.uuid4().hex, "error": message or phrase, "tag": error_code or tag},
                                status_code=status, headers=headers)
        if engine == "tavily":
            if status == 422 and field_name:
                detail_list = [{"type": "value_error", "loc": ["body", field_name], "msg": message, "input": None}]
                return JSONResponse({"detail": detail_list}, status_code=422, headers=headers)
            text = {
                400: "Bad request.", 401: "Unauthorized: missing or invalid API key.",
                429: "Your request has been blocked due to excessive requests. Please reduce the rate of requests.",
                432: "This request exceeds your plan's set usage limit. Please upgrade your plan or contact support.",
                433: "This request exceeds the pay-as-you-go limit. You can increase your limit on the Tavily "
                     "dashboard.",
                500: "Internal Server Error",
            }.get(status, phrase)
            return JSONResponse({"detail": {"error": message or text}}, status_code=status, headers=headers)
        if engine == "searxng":
            if status == 429:
                return PlainTextResponse("Too Many Requests", status_code=429, headers=headers)
            if status in (401, 403):
                return HTMLResponse(f"<html><body><h1>{status} {phrase}</h1></body></html>", status, headers)
            if status in (502, 503, 504):
                return HTMLResponse(f"<html><head><title>{status} {phrase}</title></head><body><center><h1>{status} "
                                    f"{phrase}</h1></center><hr><center>nginx</center></body></html>", status, headers)
            text = "search error" if status >= 500 else (message or phrase)
            return JSONResponse({"error": text}, status_code=status, headers=headers)
        if engine == "serper":
            text = {403: "Unauthorized.", 400: "Not enough credits", 429: "Too many requests"}.get(status, phrase)
            return JSONResponse({"message": message or text, "statusCode": status}, status_code=status,
                                headers=headers)
        if engine in ("jina", "reader"):
            name, sub = {
                400: ("ParamValidationError", 40001), 401: ("AuthenticationFailedError", 40103),
                402: ("InsufficientBalanceError", 40203), 403: ("SecurityCompromiseError", 40302),
                409: ("BudgetExceededError", 40904), 422: ("AssertionFailureError", 42206),
                429: ("RateLimitTriggeredError", 42903), 451: ("HarmfulContentError", 45101),
            }.get(status, ("ServiceNodeResourceDrainError" if status >= 500 else "ApplicationError",
                           status * 100 + 1))
            if error_code:
                name = error_code
            text = message or phrase
            body = {"data": None, "code": status, "name": name, "status": sub, "message": text,
                    "readableMessage": f"{name}: {text}"}
            if status == 429 and retry_after is not None:
                body["retryAfter"] = float(retry_after)
                body["retryAfterDate"] = http_date(datetime.now(UTC) + timedelta(seconds=float(retry_after)))
            return JSONResponse(body, status_code=status, headers=headers)
        if engine == "openai":
            return chat.error_for_status(status, retry_after=None if retry_after is None else float(retry_after),
                                         message=message)
        return HTMLResponse(f"<!doctype html><html><head><title>{status} {phrase}</title></head><body><h1>{status} "
                            f"{phrase}</h1></body></html>", status_code=status, headers=headers)

    # --- Brave ------------------------------------------------------------------------------------

    def _brave_headers(self, remaining_now: int = 1) -> dict[str, str]:
        next_month = (self.today.replace(day=1) + timedelta(days=32)).replace(day=1)
        reset = int((datetime.combine(next_month, datetime.min.time(), UTC) - self.now).total_seconds())
        with self._lock:
            left = max(0, BRAVE_MONTHLY - self._brave_used)
        return {"x-ratelimit-limit": f"1, {BRAVE_MONTHLY}", "x-ratelimit-policy": f"1;w=1, {BRAVE_MONTHLY};w=2592000",
                "x-ratelimit-remaining": f"{remaining_now}, {left}", "x-ratelimit-reset": f"1, {reset}"}

    async def _brave(self, call: Call) -> Response:
        params = call.request.query_params
        token = call.request.headers.get("x-subscription-token")
        if not token:
            return self._error("brave", 422, message="Field required", field_name="x-subscription-token")
        if token not in self.valid_keys:
            return self._error("brave", 422, error_code="SUBSCRIPTION_TOKEN_INVALID",
                               message="The provided subscription token is invalid.")
        q = params.get("q", "").strip()
        if not q or len(q) > 400:
            raise BadParam("q", "q is required and at most 400 characters")
        count = _int(params.get("count"), "count", 20, 1, 20)
        offset = _int(params.get("offset"), "offset", 0, 0, 9)
        since = until = None
        fresh = params.get("freshness", "")
        if fresh:
            short = {"pd": "day", "pw": "week", "pm": "month", "py": "year"}
            if fresh in short:
                since = self._window(short[fresh])
            elif m := re.fullmatch(r"(\d{4}-\d{2}-\d{2})to(\d{4}-\d{2}-\d{2})", fresh):
                since, until = _day_range(m.group(1), m.group(2), "freshness")
            else:
                raise BadParam("freshness", "freshness must be pd, pw, pm, py or YYYY-MM-DDtoYYYY-MM-DD")
        docs = [] if call.empty else self.corpus.search(q, engine="brave", since=since, until=until)
        page = docs[offset * count : offset * count + count]
        decorate = params.get("text_decorations", "true").lower() not in ("0", "false")
        terms = [t for t in re.findall(r"\w+", q.lower()) if len(t) > 2]
        results = [self._brave_result(d, terms if decorate else []) for d in page]
        with self._lock:
            self._brave_used += 1
        body = {
            "query": {"original": q, "show_strict_warning": False, "is_navigational": False,
                      "is_news_breaking": False, "spellcheck_off": True, "country": params.get("country", "us"),
                      "bad_results": False, "should_fallback": False, "postal_code": "", "city": "",
                      "header_country": "", "more_results_available": len(docs) > offset * count + count,
                      "state": ""},
            "mixed": {"type": "mixed", "main": [{"type": "web", "index": i, "all": False}
                                                for i in range(len(results))], "top": [], "side": []},
            "type": "search",
            "web": {"type": "search", "results": results, "family_friendly": True},
        }
        return JSONResponse(body, headers=self._brave_headers())

    def _brave_result(self, doc: Document, terms: list[str]) -> dict[str, Any]:
        url = self._link(doc, "brave")
        parts = urlsplit(url)
        description = html.escape(doc.snippet, quote=True)
        for term in terms:
            description = re.sub(rf"(?i)\b({re.escape(term)})\b", r"<strong>\1</strong>", description)
        result: dict[str, Any] = {
            "title": doc.title, "url": url, "is_source_local": False, "is_source_both": False,
            "description": description,
            "profile": {"name": parts.hostname, "url": url, "long_name": parts.hostname,
                        "img": "https://imgs.search.brave.com/favicon"},
            "language": doc.lang, "family_friendly": True, "type": "search_result",
            "subtype": "article" if doc.kind in ("news", "blog") else "generic", "is_live": False,
            "meta_url": {"scheme": parts.scheme, "netloc": (parts.hostname or "").removeprefix("www."),
                         "hostname": parts.hostname, "favicon": "https://imgs.search.brave.com/favicon",
                         "path": " › ".join([""] + [p for p in parts.path.split("/") if p]).strip()},
        }
        if doc.published is not None:
            result["page_age"] = doc.published.replace(tzinfo=None).isoformat(timespec="seconds")
            result["age"] = human_age(doc.published, self.now)
        return result

    # --- Exa --------------------------------------------------------------------------------------

    def _exa_auth(self, call: Call) -> Response | None:
        """Exa takes ``x-api-key`` or a Bearer token; its 401 when neither is a valid key."""
        key = call.request.headers.get("x-api-key") or _bearer(call.request)
        if not key:
            return self._error("exa", 401, message="API key must be provided via x-api-key or Authorization header")
        if key not in self.valid_keys:
            return self._error("exa", 401, message="Invalid API key")
        return None

    async def _exa(self, call: Call) -> Response:
        refused = self._exa_auth(call)
        if refused is not None:
            return refused
        body = call.json
        if not isinstance(body, dict):
            raise BadParam("body", "Request body must be a JSON object")
        query = body.get("query")
        if not isinstance(query, str) or not query.strip():
            raise BadParam("query", "query is required")
        num = _int(body.get("numResults"), "numResults", 10, 1, 100)
        since = until = None
        if body.get("startPublishedDate"):
            since = _parse_when(body["startPublishedDate"], "startPublishedDate")
        if body.get("endPublishedDate"):
            until = _parse_when(body["endPublishedDate"], "endPublishedDate")
        docs = [] if call.empty else self.corpus.search(query, engine="exa", since=since, until=until)
        if isinstance(body.get("includeDomains"), list) and body["includeDomains"]:
            docs = [d for d in docs if _host_matches(d.host.removeprefix("www."), body["includeDomains"])]
        if isinstance(body.get("excludeDomains"), list):
            docs = [d for d in docs if not _host_matches(d.host.removeprefix("www."), body["excludeDomains"])]
        contents = body.get("contents") if isinstance(body.get("contents"), dict) else None
        if contents is None:
            contents = {k: body[k] for k in ("text", "highlights", "summary") if k in body} or {
                "text": True, "highlights": True}
        results = []
        for rank, doc in enumerate(docs[:num]):
            url = self._link(doc, "exa")
            item: dict[str, Any] = {
                "id": url, "title": doc.title, "url": url,
                "publishedDate": _iso_z(doc.published) if doc.published else None,
                "author": None if doc.kind in ("farm", "forum") else "Staff Writer",
                "favicon": f"https://{doc.host}/favicon.ico",
            }
            if contents.get("text"):
                text_opts = contents["text"] if isinstance(contents["text"], dict) else {}
                limit = text_opts.get("maxCharacters") if isinstance(text_opts.get("maxCharacters"), int) else 10000
                item["text"] = doc.body[:limit]
            if contents.get("highlights"):
                item["highlights"] = [doc.snippet]
                item["highlightScores"] = [round(0.6 - 0.03 * rank, 4)]
            if contents.get("summary"):
                item["summary"] = doc.snippet
            results.append(item)
        return JSONResponse({"requestId": uuid.uuid4().hex, "resolvedSearchType": "", "results": results,
                             "searchTime": 123.4, "costDollars": {"total": 0.005, "search": {"neural": 0.005}}})

    async def _exa_contents(self, call: Call) -> Response:
        """``POST /contents``: per-URL outcomes in ``statuses[]``; a URL that cannot be read is not an HTTP error."""
        refused = self._exa_auth(call)
        if refused is not None:
            return refused
        body = call.json
        if not isinstance(body, dict):
            raise BadParam("body", "Request body must be a JSON object")
        urls = body.get("urls", body.get("ids"))
        if isinstance(urls, str):
            urls = [urls]
        if not isinstance(urls, list) or not urls or not all(isinstance(u, str) and u.strip() for u in urls):
            raise BadParam("urls", "urls must be a non-empty list of strings")
        want_text = body.get("text", True if not any(k in body for k in ("highlights", "summary")) else False)
        text_opts = want_text if isinstance(want_text, dict) else {}
        limit = text_opts.get("maxCharacters") if isinstance(text_opts.get("maxCharacters"), int) else None
        results: list[dict[str, Any]] = []
        statuses: list[dict[str, Any]] = []
        for url in [] if call.empty else urls:
            doc = self._doc_for_target(url) if url.startswith(("http://", "https://")) else None
            if doc is None:
                tag, code = ("CRAWL_NOT_FOUND", 404) if url.startswith(("http://", "https://")) else \
                    ("UNSUPPORTED_URL", 400)
                statuses.append({"id": url, "status": "error", "source": "crawled",
                                 "error": {"tag": tag, "httpStatusCode": code}})
                continue
            item: dict[str, Any] = {
                "id": url, "title": doc.title, "url": url,
                "publishedDate": _iso_z(doc.published) if doc.published else None,
                "author": None if doc.kind in ("farm", "forum") else "Staff Writer",
                "favicon": f"https://{doc.host}/favicon.ico",
            }
            if want_text:
                item["text"] = doc.body[:limit] if limit is not None else doc.body
            if body.get("highlights"):
                item["highlights"] = [doc.snippet]
                item["highlightScores"] = [0.5]
            if body.get("summary"):
                item["summary"] = doc.snippet
            results.append(item)
            statuses.append({"id": url, "status": "success", "source": "cached", "error": None})
        return JSONResponse({"requestId": uuid.uuid4().hex, "results": results, "statuses": statuses,
                             "costDollars": {"total": round(0.001 * len(results), 6),
                                             "contents": {"text": round(0.001 * len(results), 6)}}})

    # --- Tavily -----------------------------------------------------------------------------------

    async def _tavily_extract(self, call: Call) -> Response:
        """``POST /extract``: up to 20 URLs; unreadable ones go to ``failed_results[]`` with a 200."""
        body = call.json
        key = _bearer(call.request) or (body.get("api_key") if isinstance(body, dict) else None)
        if not key or key not in self.valid_keys:
            return self._error("tavily", 401)
        if not isinstance(body, dict):
            return self._error("tavily", 400, message="Request body must be a JSON object.")
        urls = body.get("urls")
        if isinstance(urls, str):
            urls = [urls]
        if not isinstance(urls, list) or not urls or not all(isinstance(u, str) and u.strip() for u in urls):
            return self._error("tavily", 400, message="urls is required: a URL or a list of URLs.")
        if len(urls) > 20:
            return self._error("tavily", 400, message="Max 20 URLs are allowed.")
        depth = body.get("extract_depth", "basic")
        if depth not in ("basic", "advanced"):
            return self._error("tavily", 400, message="Invalid extract_depth. Must be 'basic' or 'advanced'.")
        fmt = body.get("format", "markdown")
        if fmt not in ("markdown", "text"):
            return self._error("tavily", 400, message="Invalid format. Must be 'markdown' or 'text'.")
        results: list[dict[str, Any]] = []
        failed: list[dict[str, Any]] = []
        for url in [] if call.empty else urls:
            doc = self._doc_for_target(url) if url.startswith(("http://", "https://")) else None
            if doc is None:
                failed.append({"url": url, "error": "Failed to fetch url"})
                continue
            item: dict[str, Any] = {"url": url, "raw_content": markdown(doc) if fmt == "markdown" else doc.body,
                                    "images": []}
            if _truthy(body.get("include_favicon")):
                item["favicon"] = f"https://{doc.host}/favicon.ico"
            results.append(item)
        out: dict[str, Any] = {"results": results, "failed_results": failed, "response_time": 0.4,
                               "request_id": str(uuid.uuid4())}
        if _truthy(body.get("include_usage")):
            per = 2 if depth == "advanced" else 1
            out["usage"] = {"credits": per * -(-len(results) // 5)}
        return JSONResponse(out)


    async def _tavily_usage(self, call: Call) -> Response:
        """``GET /usage``: the free authenticated account call (what ``doctor`` uses)."""
        key = _bearer(call.request)
        if not key or key not in self.valid_keys:
            return self._error("tavily", 401)
        return JSONResponse({"key": {"usage": 0, "limit": 1000}, "account": {"current_plan": "Researcher",
                                                                            "plan_usage": 0, "plan_limit": 1000}})

    async def _tavily(self, call: Call) -> Response:
        body = call.json
        key = _bearer(call.request) or (body.get("api_key") if isinstance(body, dict) else None)
        if not key or key not in self.valid_keys:
            return self._error("tavily", 401)
        if not isinstance(body, dict):
            return self._error("tavily", 400, message="Request body must be a JSON object.")
        query = body.get("query")
        if not isinstance(query, str) or not query.strip():
            return self._error("tavily", 400, message="Query is missing.")
        num = _int(body.get("max_results"), "max_results", 10, 0, 20)
        topic = body.get("topic", "general")
        if topic not in ("general", "news", "finance"):
            return self._error("tavily", 400, message="Invalid topic. Must be 'general', 'news' or 'finance'.")
        since = until = None
        time_range = body.get("time_range")
        if time_range:
            if time_range not in ("day", "week", "month", "year", "d", "w", "m", "y"):
                return self._error("tavily", 400, message="Invalid time_range. Must be 'day', 'week', 'month' or "
                                   "'year'.")
            since = self._window(time_range)
        elif topic == "news" and body.get("days") is not None:
            since = self.now - timedelta(days=_int(body.get("days"), "days", 7, 1, 3650))
        if body.get("start_date") or body.get("end_date"):
            s, u = _day_range(body.get("start_date"), body.get("end_date"), "start_date")
            since, until = s or since, u or until
        docs = [] if call.empty else self.corpus.search(query, engine="tavily", since=since, until=until)
        if isinstance(body.get("include_domains"), list) and body["include_domains"]:
            docs = [d for d in docs if _host_matches(d.host.removeprefix("www."), body["include_domains"])]
        if isinstance(body.get("exclude_domains"), list):
            docs = [d for d in docs if not _host_matches(d.host.removeprefix("www."), body["exclude_domains"])]
        with_date = topic == "news" or _truthy(body.get("include_published_date"))
        advanced = body.get("search_depth") == "advanced"
        results = []
        for rank, doc in enumerate(docs[:num]):
            item: dict[str, Any] = {
                "title": doc.title, "url": self._link(doc, "tavily"),
                "content": doc.snippet + (" [...] " + doc.paragraphs[1] if advanced and len(doc.paragraphs) > 1
                                          else ""),
                "score": round(0.85 - 0.04 * rank, 6),
                "raw_content": doc.body if body.get("include_raw_content") else None,
            }
            if with_date:
                item["published_date"] = http_date(doc.published) if doc.published else None
            if _truthy(body.get("include_favicon")):
                item["favicon"] = f"https://{doc.host}/favicon.ico"
            results.append(item)
        out: dict[str, Any] = {
            "query": query,
            "answer": (docs[0].snippet if docs else None) if body.get("include_answer") else None,
            "images": [], "results": results, "follow_up_questions": None, "response_time": 0.42,
            "request_id": str(uuid.uuid4()),
        }
        if _truthy(body.get("include_usage")):
            out["usage"] = {"credits": 2 if advanced else 1}
        return JSONResponse(out)

    # --- SearXNG ----------------------------------------------------------------------------------

    async def _searxng(self, call: Call) -> Response:
        params = dict(call.request.query_params)
        if call.request.method == "POST" and call.body:
            params.update(parse_qsl(call.body.decode("utf-8", "replace")))
        if params.get("format") != "json":
            return HTMLResponse("<!DOCTYPE html><html><head><title>403 Forbidden</title></head><body><h1>Forbidden"
                                "</h1><p>You don't have the permission to access the requested resource.</p>"
                                "</body></html>", status_code=403)
        q = params.get("q", "").strip()
        if not q:
            return JSONResponse({"error": "No query"}, status_code=400)
        time_range = params.get("time_range", "")
        if time_range not in ("", "None", "day", "week", "month", "year"):
            return JSONResponse({"error": "Invalid time_range"}, status_code=400)
        pageno_text = params.get("pageno", "1")
        if not pageno_text.isdigit() or int(pageno_text) < 1:
            return JSONResponse({"error": "Invalid pageno"}, status_code=400)
        pageno = int(pageno_text)
        since = self._window(time_range) if time_range not in ("", "None") else None
        docs = [] if call.empty else self.corpus.search(q, engine="searxng", since=since)
        page = docs[(pageno - 1) * 10 : pageno * 10]
        pool = ["duckduckgo", "brave", "bing", "google", "wikipedia"]
        results = []
        for rank, doc in enumerate(page, start=(pageno - 1) * 10 + 1):
            n = 1 + int(stable_unit("searxng", "engines", doc.slug) * 2)  # found by one or two engines
            engines = [pool[(rank + i) % len(pool)] for i in range(n)]
            url = self._link(doc, "searxng")
            p = urlsplit(url)
            published = doc.published.replace(tzinfo=None) if doc.published else None
            results.append({
                "url": url, "engine": engines[0], "parsed_url": [p.scheme, p.netloc, p.path, "", p.query, p.fragment],
                "template": "default.html", "title": doc.title, "content": doc.snippet, "img_src": "",
                "iframe_src": "", "audio_src": "", "thumbnail": "",
                "publishedDate": published.isoformat() if published else None,
                "pubdate": published.strftime("%Y-%m-%d %H:%M:%S") if published else "",
                "length": None, "views": "", "author": "", "metadata": "", "priority": "", "engines": engines,
                "open_group": False, "close_group": False, "positions": [rank] * n,
                "score": n * n / rank, "category": "general",
            })
        results.sort(key=lambda r: -r["score"])
        return JSONResponse({"query": q, "results": results, "answers": [], "corrections": [], "infoboxes": [],
                             "suggestions": [f"{q} news", f"{q} today"] if results else [],
                             "unresponsive_engines": []})

    # --- Serper -----------------------------------------------------------------------------------

    async def _serper(self, call: Call) -> Response:
        key = call.request.headers.get("x-api-key")
        if not key or key not in self.valid_keys:
            return self._error("serper", 403)
        body = call.json
        if isinstance(body, list):  # batch
            answers = []
            for item in body:
                one = self._serper_one(item, call.empty)
                if isinstance(one, Response):
                    return one
                answers.append(one)
            return JSONResponse(answers)
        one = self._serper_one(body, call.empty)
        return one if isinstance(one, Response) else JSONResponse(one)

    def _serper_one(self, body: Any, empty: bool) -> dict[str, Any] | Response:
        if not isinstance(body, dict) or not isinstance(body.get("q"), str) or not body["q"].strip():
            return self._error("serper", 400, message="Missing query parameter")
        try:
            num = _int(body.get("num"), "num", 10, 1, 100)
            page = _int(body.get("page"), "page", 1, 1, 100)
        except BadParam as exc:
            return self._error("serper", 400, message=exc.message)
        since = None
        tbs = body.get("tbs")
        if isinstance(tbs, str) and (m := re.fullmatch(r"qdr:([hdwmy])(\d*)", tbs)):
            since = self.now - WINDOWS[m.group(1)] * int(m.group(2) or 1)
        q = body["q"]
        docs = [] if empty else self.corpus.search(q, engine="serper", since=since)
        chunk = docs[(page - 1) * num : page * num]
        organic = []
        for pos, doc in enumerate(chunk, start=(page - 1) * num + 1):
            item: dict[str, Any] = {"title": doc.title, "link": self._link(doc, "serper"), "snippet": doc.snippet}
            if doc.published is not None:
                delta = self.now - doc.published
                item["date"] = human_age(doc.published, self.now) if delta < timedelta(days=7) else \
                    f"{doc.published:%b} {doc.published.day}, {doc.published.year}"
            item["position"] = pos
            organic.append(item)
        params: dict[str, Any] = {"q": q, "gl": body.get("gl", "us"), "hl": body.get("hl", "en"), "type": "search",
                                  "num": num, "engine": "google"}
        if tbs:
            params["tbs"] = tbs
        if body.get("page"):
            params["page"] = page
        out: dict[str, Any] = {"searchParameters": params, "organic": organic}
        if organic:
            out["relatedSearches"] = [{"query": f"{q} news"}, {"query": f"{q} today"}]
        out["credits"] = 2 if num > 10 else 1
        return out

    # --- Jina (s.jina.ai search and r.jina.ai reader) ---------------------------------------------

    def _jina_auth(self, request: Request, *, required: bool) -> Response | None:
        key = _bearer(request)
        engine = "jina" if required else "reader"
        if key is None and required:
            return self._error(engine, 401, message="Authentication is required to use this endpoint. Please "
                               "provide a valid API key via Authorization header.",
                               error_code="AuthenticationRequiredError")
        if key is not None and key not in self.valid_keys:
            return self._error(engine, 401, message="Invalid API key, please get a new one from https://jina.ai")
        return None

    @staticmethod
    def _wants_json(request: Request) -> bool:
        return "application/json" in request.headers.get("accept", "")

    async def _jina(self, call: Call) -> Response:
        denied = self._jina_auth(call.request, required=True)
        if denied is not None:
            return denied
        params: dict[str, Any] = dict(call.request.query_params)
        body = call.json
        if isinstance(body, dict):
            params.update(body)
        q = params.get("q") or call.request.path_params.get("query", "")
        q = q.strip() if isinstance(q, str) else ""
        if not q:
            return self._error("jina", 400, message="Missing required parameter: q")
        count_value = params.get("count", params.get("num"))
        count = _int(count_value, "count", 10, 0, 20)
        docs = [] if call.empty else self.corpus.search(q, engine="jina")
        no_content = call.request.headers.get("x-respond-with", "").lower() == "no-content"
        items = []
        for doc in docs[:count]:
            item: dict[str, Any] = {"title": doc.title, "url": self._link(doc, "jina"), "description": doc.snippet}
            if not no_content:
                item["content"] = markdown(doc)
            if doc.published is not None:
                item["publishedTime"] = http_date(doc.published)
                item["date"] = f"{doc.published:%b} {doc.published.day}, {doc.published.year}"
            item["usage"] = {"tokens": len((item.get("content") or doc.snippet).split()) * 2}
            items.append(item)
        tokens = max(10000, sum(i["usage"]["tokens"] for i in items))
        headers = {"x-usage-tokens": str(tokens)}
        if self._wants_json(call.request):
            return JSONResponse({"code": 200, "status": 20000, "data": items, "meta": {"usage": {"tokens": tokens}}},
                                headers=headers)
        lines = []
        for n, item in enumerate(items, start=1):
            lines += [f"[{n}] Title: {item['title']}", f"[{n}] URL Source: {item['url']}",
                      f"[{n}] Description: {item['description']}"]
            if "publishedTime" in item:
                lines += [f"[{n}] Published Time: {item['publishedTime']}", f"[{n}] Date: {item['date']}"]
            if "content" in item:
                lines += [f"[{n}] Markdown Content:", item["content"]]
            lines.append("")
        return PlainTextResponse("\n".join(lines), headers=headers)

    def _doc_for_target(self, target: str) -> Document | None:
        parts = urlsplit(target)
        if parts.hostname in ("127.0.0.1", "localhost") and parts.path.startswith("/pages/"):
            slug = parts.path[len("/pages/"):].strip("/")
            return self.corpus.get(INJECTION_SLUG if slug == "injection" else slug)
        return self.corpus.find(target)

    async def _reader(self, call: Call) -> Response:
        denied = self._jina_auth(call.request, required=False)
        if denied is not None:
            return denied
        target = call.request.path_params.get("target", "")
        if target and call.request.url.query:
            target += "?" + call.request.url.query
        body = call.json
        if not target and isinstance(body, dict) and isinstance(body.get("url"), str):
            target = body["url"]
        if not target and call.request.method == "POST" and call.body:
            target = dict(parse_qsl(call.body.decode("utf-8", "replace"))).get("url", "")
        if not target:
            return self._error("reader", 400, message="No URL provided")
        if not target.startswith(("http://", "https://")):
            target = "https://" + target
        doc = self._doc_for_target(target)
        if doc is None:
            return self._error("reader", 422, message=f"Failed to goto {target}: net::ERR_NAME_NOT_RESOLVED")
        mode = (call.request.headers.get("x-respond-with") or call.request.headers.get("x-return-format")
                or "markdown").lower()
        content = "" if call.empty else markdown(doc)
        tokens = max(1, len(content.split()) * 2)
        headers = {"x-usage-tokens": str(tokens)}
        if self._wants_json(call.request):
            data: dict[str, Any] = {"title": doc.title, "description": doc.snippet, "url": target}
            if mode == "html":
                data["html"] = "" if call.empty else render_html(doc)
            elif mode == "text":
                data["text"] = "" if call.empty else doc.body
            else:
                data["content"] = content
            if doc.published is not None:
                data["publishedTime"] = http_date(doc.published)
            data.update({"metadata": {"description": doc.snippet, "lang": doc.lang}, "httpStatus": 200,
                         "httpStatusText": "OK", "usage": {"tokens": tokens}})
            return JSONResponse({"code": 200, "status": 20000, "data": data, "meta": {"usage": {"tokens": tokens}}},
                                headers=headers)
        text = f"Title: {doc.title}\n\nURL Source: {target}\n"
        if doc.published is not None:
            text += f"\nPublished Time: {http_date(doc.published)}\n"
        text += f"\nMarkdown Content:\n{content}\n"
        return PlainTextResponse(text, headers=headers)

    # --- pages and feeds --------------------------------------------------------------------------

    async def _page(self, call: Call) -> Response:
        slug = call.request.path_params["slug"].strip("/")
        if call.empty:
            return HTMLResponse("")
        base = self.url
        if slug == "redirect-metadata":
            return RedirectResponse(METADATA_URL, status_code=302)
        if slug == "redirect-chain" or slug.startswith("redirect-chain/"):
            hop = slug.partition("/")[2]
            n = int(hop) if hop.isdigit() else 0
            target = f"{base}/pages/redirect-chain/{n + 1}" if n < 6 else f"{base}/pages/python-315-whatsnew"
            return RedirectResponse(target, status_code=302)
        if slug == "huge":
            return StreamingResponse(self._huge_body(), media_type="text/html; charset=utf-8")
        if slug == "binary":
            rng = random.Random(1234)
            blob = b"PK\x03\x04" + bytes(rng.getrandbits(8) for _ in range(65532))
            return Response(blob, media_type="application/octet-stream")
        if slug == "slow":
            q = call.request.query_params
            seconds = float(q.get("seconds", "5"))
            chunks = max(1, int(q.get("chunks", "10")))
            return StreamingResponse(self._slow_body(seconds, chunks), media_type="text/html; charset=utf-8")
        if slug == "broken-encoding":
            page = ("<!doctype html><html><head><meta charset=\"utf-8\"><title>Café déjà vu - Zürich</title>"
                    "</head><body><article><h1>Café déjà vu in Zürich</h1><p>Crème brûlée à la française, "
                    "naïve façade, très cher.</p></article></body></html>")
            return Response(page.encode("latin-1", "replace"), media_type="text/html; charset=utf-8")
        doc = self.corpus.get(INJECTION_SLUG if slug == "injection" else slug)
        if doc is None:
            return self._error("pages", 404)
        return HTMLResponse(render_html(doc), headers=self._page_headers(doc))

    @staticmethod
    def _page_headers(doc: Document) -> dict[str, str]:
        return {"last-modified": http_date(doc.published)} if doc.published else {}

    async def _huge_body(self) -> AsyncIterator[bytes]:
        head = b"<!doctype html><html><head><title>Huge page</title></head><body><article>"
        filler = b"<p>" + b"All work and no play makes a very large page. " * 40 + b"</p>\n"
        chunk = filler * (65536 // len(filler))
        sent = 0
        yield head
        sent += len(head)
        while sent < HUGE_BYTES:
            piece = chunk[: HUGE_BYTES - sent]
            yield piece
            sent += len(piece)
            await asyncio.sleep(0)

    async def _slow_body(self, seconds: float, chunks: int) -> AsyncIterator[bytes]:
        yield b"<!doctype html><html><head><title>Slow page</title></head><body><article>"
        for n in range(chunks):
            await self._pause(seconds / chunks)
            if self._stopping is not None and self._stopping.is_set():
                return
            yield f"<p>Slow paragraph {n + 1}.</p>\n".encode()
        yield b"</article></body></html>"

    async def _feed(self, call: Call) -> Response:
        name = call.request.path_params["name"]
        if not name.endswith(".xml") or name[:-4] not in FEEDS:
            return self._error("feeds", 404)
        content_type, xml, modified = render_feed(self.corpus, name[:-4], self.url, empty=call.empty)
        etag = '"' + hashlib.sha1(xml.encode()).hexdigest()[:20] + '"'
        headers = {"etag": etag, "last-modified": http_date(modified), "cache-control": "max-age=300"}
        inm = call.request.headers.get("if-none-match")
        if inm and (inm.strip() == "*" or etag in [t.strip() for t in inm.split(",")]):
            return Response(status_code=304, headers=headers)
        if not inm and _not_modified_since(call.request.headers.get("if-modified-since"), modified):
            return Response(status_code=304, headers=headers)
        return Response(xml, media_type=content_type, headers=headers)

    async def _by_host(self, request: Request) -> Response:
        """Serve a corpus page for a request whose Host header names the document's real site, so tests can
        route real URLs here with a rewriting transport."""
        host = (request.headers.get("host") or "").rsplit(":", 1)[0].lower()
        if host in ("127.0.0.1", "localhost", ""):
            return JSONResponse({"detail": "Not Found"}, status_code=404)
        endpoint = self._endpoint("pages", self._host_page)
        return await endpoint(request)

    async def _host_page(self, call: Call) -> Response:
        host = (call.request.headers.get("host") or "").rsplit(":", 1)[0].lower()
        doc = self.corpus.find(f"https://{host}{call.request.url.path}")
        if doc is None:
            return self._error("pages", 404)
        return HTMLResponse("" if call.empty else render_html(doc), headers=self._page_headers(doc))

    # --- OpenAI-compatible model ------------------------------------------------------------------

    async def _chat_completions(self, call: Call) -> Response:
        override = {"kind": "content", "content": ""} if call.empty else None
        if override is None and self.chat_responder is not None:
            override = await self.chat_responder(call.json, self._pause)
        return await chat.respond(call.json, self._chat, created=self.created, pause=self._pause,
                                  override=override)

    async def _models(self, call: Call) -> Response:
        return JSONResponse(chat.models_body(self.created))

    # --- HTTP control API -------------------------------------------------------------------------

    async def _control_fault(self, request: Request) -> Response:
        if request.method == "DELETE":
            self.clear_faults(request.query_params.get("engine") or None)
            return JSONResponse({"ok": True})
        body = _parse_json(await request.body())
        if not isinstance(body, dict):
            return JSONResponse({"error": "body must be a JSON object"}, status_code=400)
        params = {k: v for k, v in body.items() if k not in ("engine", "kind", "times")}
        try:
            self.set_fault(str(body.get("engine")), str(body.get("kind")), times=body.get("times"), **params)
        except (TypeError, ValueError) as exc:
            return JSONResponse({"error": str(exc)}, status_code=400)
        return JSONResponse({"ok": True})

    async def _control_reset(self, request: Request) -> Response:
        self.reset()
        return JSONResponse({"ok": True})

    async def _control_requests(self, request: Request) -> Response:
        engine = request.query_params.get("engine") or None
        return JSONResponse([r.to_dict() for r in self.requests(engine)])

    async def _control_chat(self, request: Request) -> Response:
        body = _parse_json(await request.body())
        behaviours = body.get("behaviours") if isinstance(body, dict) else None
        if not isinstance(behaviours, list):
            return JSONResponse({"error": "body must be {\"behaviours\": [...]}"}, status_code=400)
        try:
            self.script_chat(*behaviours)
        except ValueError as exc:
            return JSONResponse({"error": str(exc)}, status_code=400)
        return JSONResponse({"ok": True, "queued": len(self._chat)})


# --- bodies for the malformed / wrong_shape faults --------------------------------------------------

def _malformed(engine: str) -> Response:
    if engine in PLATFORM_MOUNTS:
        return platform_malformed(engine)
    if engine in JSON_ENGINES:
        return Response(b'{"results": [{"title": "Truncated', media_type="application/json")
    if engine == "feeds":
        return Response(b"<?xml version='1.0'?><rss><channel><item><title>broken", media_type="application/rss+xml")
    return Response(b"<html><body><p>unterminated <div <<<\xff\xfe", media_type="text/html; charset=utf-8")


_WRONG: dict[str, Any] = {
    "brave": {"type": "search", "web": {"type": "search", "results": "no results today"}},
    "exa": {"requestId": "wrong", "results": "oops"},
    "tavily": {"query": "?", "results": {"title": "not a list"}},
    "searxng": {"query": "?", "results": "none"},
    "serper": {"searchParameters": {}, "organic": "none"},
    "jina": {"code": 200, "status": 20000, "data": "not a list"},
    "reader": {"code": 200, "status": 20000, "data": ["not", "an", "object"]},
    "openai": {"id": "chatcmpl-wrong", "object": "chat.completion", "choices": "none"},
    "pages": {"unexpected": "json instead of html"},
}


def _wrong_shape(engine: str) -> Response:
    if engine in PLATFORM_MOUNTS:
        return platform_wrong_shape(engine)
    if engine == "feeds":
        return HTMLResponse("<!doctype html><html><body><p>This is not a feed.</p></body></html>")
    return JSONResponse(_WRONG.get(engine, {"unexpected": True}))


__all__ = ["ENGINES", "Emulator", "Fault", "HOSTILE_PAGES", "MOUNTS", "RecordedRequest"]
