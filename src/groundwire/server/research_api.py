"""REST surface of deep research: ``POST /v1/research`` -> 202 + job id, ``GET /v1/research/{id}`` (status,
progress, budget used), ``GET /v1/research/{id}/report`` (text/markdown once finished).

Mounted by one ``include_router`` line in :mod:`groundwire.server.app`; the gateway middleware there checks the
API key (same as every other endpoint) and a submitted job is charged one search against the key's daily quota.
Jobs run through :mod:`groundwire.research.jobs` (in-process, or taskiq on Redis when ``GROUNDWIRE_REDIS_URL`` is
set), started and stopped with the app by :func:`start_research_jobs` / :func:`stop_research_jobs`.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from datetime import date
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, PlainTextResponse, Response

from .. import textsafe
from ..config import Settings
from ..errors import GroundwireError
from ..llm import LLMEndpoint

log = logging.getLogger("groundwire.server")
MAX_QUESTION_CHARS = 4000
REDIS_START_S = 5.0
OPTIONS = ("max_llm_calls", "max_pages", "time_s", "depth", "lang")


def _error(status: int, message: str, type_: str = "invalid_request_error", code: str | None = None) -> Response:
    return JSONResponse({"error": {"message": message, "type": type_, "code": code}}, status_code=status)


def _unavailable(exc: Exception) -> Response:
    log.warning("research job store unavailable: %s", exc.__class__.__name__)
    return _error(503, "the research job queue is unavailable; try again", "server_error", "queue_unavailable")


async def start_research_jobs(state: dict[str, Any], settings: Settings, today: Callable[[], date]) -> None:
    """Start the job manager in the background: importing and connecting the queue must not delay the first
    request of a server that may never see a research job."""
    state["research_jobs_ready"] = asyncio.get_running_loop().create_task(_start(state, settings, today))


async def _start(state: dict[str, Any], settings: Settings, today: Callable[[], date]) -> Any:
    from ..research.jobs import LocalJobs, QueueJobs, job_manager

    if settings.server.redis_url:
        import importlib

        await asyncio.to_thread(importlib.import_module, "taskiq_redis")  # seconds of imports, off the loop
    jobs = job_manager(settings, today=today, grounder=state.get("grounder"))
    try:
        async with asyncio.timeout(REDIS_START_S):
            await jobs.start()
    except Exception as exc:  # noqa: BLE001 - Redis down at start: jobs run in this process instead
        if not isinstance(jobs, QueueJobs):
            raise
        log.warning("research job queue unavailable (%s); running research jobs in this process",
                    exc.__class__.__name__)
        await jobs.aclose()
        jobs = LocalJobs(settings, today=today, grounder=state.get("grounder"))
        await jobs.start()
    state["research_jobs"] = jobs
    return jobs


async def _jobs(state: dict[str, Any]) -> Any:
    return await asyncio.shield(state["research_jobs_ready"])


async def stop_research_jobs(state: dict[str, Any]) -> None:
    ready = state.pop("research_jobs_ready", None)
    if ready is not None and not ready.done():
        ready.cancel()
        await asyncio.gather(ready, return_exceptions=True)
    jobs = state.pop("research_jobs", None)
    if jobs is not None:
        await jobs.aclose()


def research_router(state: dict[str, Any], settings: Settings) -> APIRouter:
    router = APIRouter()

    @router.post("/v1/research", status_code=202)
    async def submit(request: Request) -> Response:
        from ..research.config import ResearchConfig

        try:
            payload = await request.json()
        except ValueError:
            return _error(400, "the request body is not valid JSON")
        if not isinstance(payload, dict):
            return _error(400, "the request body must be a JSON object")
        question = payload.get("question")
        if not isinstance(question, str) or textsafe.is_blank(question):
            return _error(400, "'question' is required")
        if len(question) > MAX_QUESTION_CHARS:
            return _error(400, f"'question' is longer than {MAX_QUESTION_CHARS} characters")
        try:
            config = ResearchConfig.build(**{k: payload.get(k) for k in OPTIONS})
        except GroundwireError as exc:
            return _error(400, str(exc))
        if LLMEndpoint.from_config(settings.llm) is None:
            return _error(503, "deep research needs a model: set GROUNDWIRE_LLM_URL and GROUNDWIRE_LLM_MODEL",
                          "server_error", "no_model")
        keys = state.get("keys")
        key_id = getattr(request.state, "key_id", "anonymous")
        if keys is not None and not await keys.admit_search(key_id):
            return _error(429, "daily search quota exhausted for this API key", "rate_limit_error",
                          "search_quota_exceeded")
        try:
            job_id = await (await _jobs(state)).submit(question.strip(), config)
        except Exception as exc:  # noqa: BLE001 - the job queue (Redis) is down
            return _unavailable(exc)
        return JSONResponse({"id": job_id, "status": "queued", "status_url": f"/v1/research/{job_id}",
                             "report_url": f"/v1/research/{job_id}/report"}, status_code=202)

    @router.get("/v1/research/{job_id}")
    async def status(job_id: str) -> Response:
        try:
            found = await (await _jobs(state)).status(job_id)
        except Exception as exc:  # noqa: BLE001
            return _unavailable(exc)
        if found is None:
            return _error(404, "no such research job", code="not_found")
        return JSONResponse(found)

    @router.get("/v1/research/{job_id}/report")
    async def report(job_id: str) -> Response:
        try:
            jobs = await _jobs(state)
            found = await jobs.status(job_id)
            if found is None:
                return _error(404, "no such research job", code="not_found")
            text = await jobs.report(job_id) if found.get("status") in ("done", "partial") else None
        except Exception as exc:  # noqa: BLE001
            return _unavailable(exc)
        if text is None:
            return _error(409, f"the report is not ready (status: {found.get('status')})", code="not_ready")
        return PlainTextResponse(text, media_type="text/markdown; charset=utf-8")

    return router
