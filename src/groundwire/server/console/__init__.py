"""The web console: ``/`` of ``groundwire serve``.

Server-rendered HTML (Jinja2, autoescaped: every title, snippet and page text is attacker-controlled) with htmx for
form -> fragment swaps and one small script of our own (``static/console.js``) for the login key, the streamed
answer and the engine filter. Everything ships in the package (no CDN); a strict Content-Security-Policy forbids
inline scripts, inline styles, inline event handlers and any other origin.

Auth is the proxy's: the gateway middleware checks the Bearer key on every ``/console/*`` request except the static
assets; the page shell at ``/`` holds no data. The key typed into the login form lives in ``sessionStorage`` only.
"""

from __future__ import annotations

import json
import secrets
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import date
from importlib import resources
from pathlib import Path
from typing import Any

import httpx2
import jinja2
from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, JSONResponse, Response, StreamingResponse

from ... import textsafe
from ...config import Settings
from ...errors import GroundwireError
from ...grounder import SearchParams
from ...guard.neutralize import guard_record
from ...models import Freshness
from .charts import line_chart
from .report import render_report, research_sources
from .timeline import engine_rows, timeline_items
from .usage import engine_health, usage_series

STATIC_PREFIX = "/console/static/"
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "font-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
SECURITY_HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
}
_STATIC_TYPES = {".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
                 ".svg": "image/svg+xml", ".txt": "text/plain; charset=utf-8"}
ANSWER_TTL_S = 600.0
MAX_PENDING_ANSWERS = 256

RunGrounding = Callable[[str, str, SearchParams, str], Awaitable[Any]]


def is_open_path(path: str) -> bool:
    """The shell and its assets carry no data: they load before the login form has a key to send."""
    return path == "/" or path.startswith(STATIC_PREFIX)


def safe_href(url: Any) -> str | None:
    """Only http(s) links become anchors; ``javascript:``, ``data:`` and the like render as plain text."""
    if isinstance(url, str) and url.strip().lower().startswith(("http://", "https://")):
        return url.strip()
    return None


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("groundwire.server.console", "templates"),
        autoescape=True,  # every template, every variable
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["safe_href"] = safe_href
    env.filters["tojson_pretty"] = lambda v: json.dumps(v, ensure_ascii=False, indent=1, default=str)
    return env


class _PendingAnswers:
    """Contexts waiting for their streamed answer, by one-time token (bounded, expiring)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._items: OrderedDict[str, tuple[float, dict[str, Any]]] = OrderedDict()
        self._clock = clock

    def put(self, item: dict[str, Any]) -> str:
        token = secrets.token_urlsafe(16)
        self._items[token] = (self._clock() + ANSWER_TTL_S, item)
        while len(self._items) > MAX_PENDING_ANSWERS:
            self._items.popitem(last=False)
        return token

    def take(self, token: str) -> dict[str, Any] | None:
        entry = self._items.pop(token, None)
        if entry is None or entry[0] < self._clock():
            return None
        return entry[1]


def build_console_router(
    settings: Settings,
    state: dict[str, Any],
    *,
    run_grounding: RunGrounding,
    upstream_base: Callable[[str | None], str | None],
    upstream_headers: Callable[[], dict[str, str]],
    today: Callable[[], date],
) -> APIRouter:
    router = APIRouter(include_in_schema=False)
    env = _environment()
    pending = _PendingAnswers()
    static_root = resources.files(__name__).joinpath("static")

    def page(name: str, **context: Any) -> HTMLResponse:
        html = env.get_template(name).render(**context)
        return HTMLResponse(html, headers=SECURITY_HEADERS)

    def key_id(request: Request) -> str:
        return getattr(request.state, "key_id", "anonymous")

    def default_model() -> str:
        if settings.llm.model:
            return settings.llm.model
        return next(iter(settings.server.upstream_models), "")

    @router.get("/")
    async def shell() -> HTMLResponse:
        return page("index.html", auth_required=bool(settings.server.api_keys), default_model=default_model(),
                    research_available=_available("groundwire.research"),
                    tools_available=_available("groundwire.tools"))

    @router.get(STATIC_PREFIX + "{name}")
    async def static(name: str) -> Response:
        if not _static_name(name):
            return Response("not found", status_code=404, headers=SECURITY_HEADERS)
        entry = static_root.joinpath(name)
        suffix = Path(name).suffix
        if not entry.is_file():
            return Response("not found", status_code=404, headers=SECURITY_HEADERS)
        headers = {**SECURITY_HEADERS, "Cache-Control": "public, max-age=3600"}
        return Response(entry.read_bytes(), media_type=_STATIC_TYPES[suffix], headers=headers)

    @router.get("/console/whoami")
    async def whoami(request: Request) -> JSONResponse:
        return JSONResponse({"ok": True, "key": key_id(request) != "anonymous"}, headers=SECURITY_HEADERS)

    @router.post("/console/ask")
    async def ask(request: Request) -> HTMLResponse:
        form = await request.form()
        question = str(form.get("question") or "").strip()
        mode = str(form.get("mode") or "auto").strip().lower()
        model = str(form.get("model") or "").strip() or default_model()
        if not question:
            return page("error.html", message="Type a question first.")
        if mode not in ("off", "on", "auto"):
            return page("error.html", message="Search must be off, on or auto.")
        result = await run_grounding(question, mode, SearchParams(), key_id(request))
        data = result.to_dict()
        base = upstream_base(model or None)
        token = pending.put({"question": question, "context": result.context.text, "model": model}) if base else None
        return page("ask_result.html", data=data, items=timeline_items(data), calls=engine_rows(data),
                    sources=data.get("context", {}).get("sources", []), token=token, model=model,
                    has_upstream=base is not None)

    @router.post("/console/answer")
    async def answer(request: Request) -> Response:
        form = await request.form()
        item = pending.take(str(form.get("token") or ""))
        if item is None:
            return Response("This answer has expired; ask again.", status_code=410, media_type="text/plain",
                            headers=SECURITY_HEADERS)
        base = upstream_base(item["model"] or None)
        if base is None:
            return Response("No upstream model is configured.", status_code=409, media_type="text/plain",
                            headers=SECURITY_HEADERS)
        return StreamingResponse(_stream_answer(state["upstream"], base, upstream_headers(), item),
                                 media_type="text/plain; charset=utf-8", headers=SECURITY_HEADERS)

    @router.post("/console/search")
    async def search(request: Request) -> HTMLResponse:
        form = await request.form()
        query = str(form.get("q") or "").strip()
        if not query:
            return page("error.html", message="Type a search first.")
        try:
            params = SearchParams(provider=str(form.get("provider") or "").strip() or None,
                                  freshness=Freshness.parse(str(form.get("freshness") or "").strip() or None))
        except (GroundwireError, ValueError) as exc:  # a bad freshness or engine name, shown to the person
            return page("error.html", message=str(exc))
        if not await state["keys"].admit_search(key_id(request)):
            return page("error.html", message="The daily search quota for this key is used up.")
        try:
            response = await state["grounder"].search(query, params)
        except (GroundwireError, ValueError) as exc:  # e.g. an engine that is not configured
            return page("error.html", message=str(exc))
        data = response.to_dict()
        hits = [guard_record(h) for h in data["hits"]]
        engines = sorted({p for h in hits for p in h.get("providers", [])})
        return page("search_result.html", data=data, hits=hits, engine_names=engines, calls=engine_rows(data))

    @router.post("/console/research")
    async def research_start(request: Request) -> HTMLResponse:
        from ...llm import LLMEndpoint
        from ...research.config import ResearchConfig
        from ..research_api import MAX_QUESTION_CHARS, _jobs

        form = await request.form()
        question = str(form.get("question") or "").strip()
        if not question or len(question) > MAX_QUESTION_CHARS:
            return page("error.html", message=f"Type a question (at most {MAX_QUESTION_CHARS} characters).")
        if LLMEndpoint.from_config(settings.llm) is None:
            return page("error.html", message="Deep research needs a model: set GROUNDWIRE_LLM_URL and "
                                              "GROUNDWIRE_LLM_MODEL for serve.")
        if not await state["keys"].admit_search(key_id(request)):
            return page("error.html", message="The daily search quota for this key is used up.")
        try:
            job_id = await (await _jobs(state)).submit(question, ResearchConfig.build())
        except GroundwireError as exc:
            return page("error.html", message=str(exc))
        return page("research_job.html", job={"id": job_id, "status": "queued", "progress": {}})

    @router.get("/console/research/{job_id}")
    async def research_status(job_id: str) -> HTMLResponse:
        from ...research.jobs import valid_job_id
        from ..research_api import _jobs

        if not valid_job_id(job_id):
            return page("error.html", message="No such research job.")
        jobs = await _jobs(state)
        found = await jobs.status(job_id)
        if found is None:
            return page("error.html", message="No such research job.")
        if found.get("status") not in ("done", "partial"):
            return page("research_job.html", job=found)
        text = await jobs.report(job_id) or ""
        sources = research_sources(settings.home / "research" / job_id)
        return page("research_report.html", job=found, report_html=render_report(text, sources), sources=sources)

    @router.post("/console/tools")
    async def tools(request: Request) -> HTMLResponse:
        from ...tools import ToolRouter, catalogue_from_json

        form = await request.form()
        text = str(form.get("request") or "").strip()
        if not text:
            return page("error.html", message="Type a request first.")
        try:  # textsafe.loads: surrogates repaired, JSON nested too deep is a ValueError (not a RecursionError)
            data = textsafe.loads(str(form.get("catalogue") or ""))
        except json.JSONDecodeError as exc:
            return page("error.html", message=f"The catalogue is not valid JSON ({exc.msg}, line {exc.lineno}).")
        except ValueError as exc:
            return page("error.html", message=f"The catalogue is not usable JSON ({exc}).")
        try:
            plan = ToolRouter(catalogue_from_json(data, "pasted catalogue")).route(text)
        except (GroundwireError, ValueError) as exc:
            return page("error.html", message=str(exc))
        return page("tools_result.html", plan=plan.to_dict())

    @router.get("/console/engines")
    async def engines(request: Request) -> HTMLResponse:
        g = state["grounder"]
        health = engine_health(settings, g)
        series = usage_series(settings.home / "log" / "requests.jsonl", now=time.time())
        charts = {
            "calls": line_chart(series["buckets"], series["calls"], title="engine calls per hour"),
            "failure": line_chart(series["buckets"], series["failure_rate"], title="failure rate", percent=True),
            "empty": line_chart(series["buckets"], series["empty_rate"], title="empty rate", percent=True),
            "p50": line_chart(series["buckets"], series["p50_ms"], title="p50 latency (ms)"),
            "p95": line_chart(series["buckets"], series["p95_ms"], title="p95 latency (ms)"),
            "cache": line_chart(series["buckets"], series["cache_hit_ratio"], title="cache hit ratio", percent=True),
        }
        return page("engines.html", health=health, summary=series["summary"], charts=charts)

    return router


def _static_name(name: str) -> bool:
    """A name that can be one of the shipped assets: one short path segment of plain characters with a known type
    (a 5,000-character name made ``is_file()`` raise 'File name too long', a 500)."""
    return (0 < len(name) <= 100 and name.isascii() and name.isprintable() and not name.startswith(".")
            and not any(c in name for c in "/\\\0") and Path(name).suffix in _STATIC_TYPES)


def _available(module: str) -> bool:
    import importlib.util

    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


async def _stream_answer(client: httpx2.AsyncClient, base: str, headers: dict[str, str],
                         item: dict[str, Any]) -> AsyncIterator[bytes]:
    """Relay the model's answer as plain text deltas (the context goes in as a system message, as the proxy does)."""
    body = {"model": item["model"] or "default", "stream": True,
            "messages": [{"role": "system", "content": item["context"]},
                         {"role": "user", "content": item["question"]}]}
    try:
        async with client.stream("POST", f"{base}/chat/completions", json=body, headers=headers) as resp:
            if resp.status_code >= 400:
                yield f"[the model answered HTTP {resp.status_code}]".encode()
                return
            async for line in resp.aiter_lines():
                if not line.startswith("data:"):
                    continue
                payload = line[5:].strip()
                if payload == "[DONE]":
                    break
                try:
                    chunk = textsafe.loads(payload)  # a chunk nested too deep is skipped like any bad one
                    delta = chunk["choices"][0].get("delta", {}).get("content") or ""
                except (ValueError, KeyError, IndexError, TypeError, AttributeError):
                    continue
                if delta:
                    yield delta.encode("utf-8", "replace")
    except httpx2.HTTPError as exc:
        yield f"[the model could not be reached: {exc.__class__.__name__}]".encode()
