"""Deep research over REST (the proxy app on uvicorn), as jobs (in-process and taskiq on a real Redis) and as the
MCP ``research`` tool; the web and the scripted model are the emulator."""

from __future__ import annotations

import asyncio
import shutil
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from mcp import Client

from groundwire.config import load_settings
from groundwire.research.config import ResearchConfig
from groundwire.research.jobs import LocalJobs, QueueJobs
from groundwire.server.app import create_app
from groundwire.server.mcp import build_mcp
from tests.emulator.research_model import ResearchScript, Rule
from tests.research_support import QUESTION, nimbus_script, research_env
from tests.test_proxy import LiveServer
from tests.test_proxy_redis import redis_url  # noqa: F401 (fixture: a real redis-server on 127.0.0.1)

KEY = "research-test-key"
AUTH = {"authorization": f"Bearer {KEY}"}
TODAY = __import__("datetime").date(2026, 11, 30)
POLLING = "[server]\nkey_rate_limit = [100000, 60.0]\n"  # the tests poll job status often


@pytest.fixture
def emu(emulator_server):
    emulator_server.reset()
    yield emulator_server
    emulator_server.reset()


def settings_for(emu: Any, tmp_path: Path, **extra: str):
    return load_settings(research_env(emu, tmp_path / "home", POLLING, GROUNDWIRE_API_KEYS=KEY, **extra))


def wait_for(get: Any, job_id: str, done: tuple[str, ...] = ("done", "partial", "failed"), limit: float = 120):
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        body = get(job_id)
        if body["status"] in done:
            return body
        time.sleep(0.1)
    raise AssertionError(f"job {job_id} did not finish: {body}")


def test_rest_job_runs_to_a_report_behind_the_api_key(emu, tmp_path):
    emu.chat_responder = nimbus_script()
    app = create_app(settings_for(emu, tmp_path), today=lambda: TODAY)
    with LiveServer(app) as server, httpx.Client(base_url=server.url, timeout=30) as http:
        assert http.post("/v1/research", json={"question": QUESTION}).status_code == 401
        made = http.post("/v1/research", json={"question": QUESTION, "max_llm_calls": 40}, headers=AUTH)
        assert made.status_code == 202
        job_id = made.json()["id"]
        assert made.json()["status"] == "queued"
        final = wait_for(lambda j: http.get(f"/v1/research/{j}", headers=AUTH).json(), job_id)
        assert final["status"] == "done", final
        assert final["budget"]["llm_calls"] <= 40 and final["cards"] > 0
        report = http.get(f"/v1/research/{job_id}/report", headers=AUTH)
        assert report.status_code == 200 and report.headers["content-type"].startswith("text/markdown")
        assert "## Verification checklist" in report.text and "[s1]" in report.text
        assert http.get(f"/v1/research/{job_id}", headers={"authorization": "Bearer wrong"}).status_code == 401
        assert http.get("/v1/research/" + "0" * 32, headers=AUTH).status_code == 404
        assert http.get("/v1/research/../../etc", headers=AUTH).status_code == 404


def test_rest_rejects_bad_requests_with_clear_errors(emu, tmp_path):
    app = create_app(settings_for(emu, tmp_path), today=lambda: TODAY)
    with LiveServer(app) as server, httpx.Client(base_url=server.url, timeout=30) as http:
        assert http.post("/v1/research", content=b"{oops", headers=AUTH).status_code == 400
        assert http.post("/v1/research", json={"question": "  "}, headers=AUTH).status_code == 400
        bad = http.post("/v1/research", json={"question": QUESTION, "depth": 9}, headers=AUTH)
        assert bad.status_code == 400 and "depth" in bad.json()["error"]["message"]


def test_rest_without_a_model_is_503_naming_the_variables(emu, tmp_path):
    env = research_env(emu, tmp_path / "home", GROUNDWIRE_API_KEYS=KEY)
    env.pop("GROUNDWIRE_LLM_URL")
    env.pop("GROUNDWIRE_LLM_MODEL")
    app = create_app(load_settings(env), today=lambda: TODAY)
    with LiveServer(app) as server, httpx.Client(base_url=server.url, timeout=30) as http:
        r = http.post("/v1/research", json={"question": QUESTION}, headers=AUTH)
        assert r.status_code == 503 and "GROUNDWIRE_LLM_URL" in r.json()["error"]["message"]


def test_report_of_an_unfinished_job_is_409_and_jobs_run_two_at_a_time(emu, tmp_path):
    script = nimbus_script()
    script.rules.insert(0, Rule("plan", {"sections": [
        {"title": "T", "question": "Q", "queries": ["Nimbus 5 launch"], "languages": ["en"],
         "answer_criteria": ""}]}, None, None, 3.0))
    emu.chat_responder = script
    app = create_app(settings_for(emu, tmp_path), today=lambda: TODAY)
    with LiveServer(app) as server, httpx.Client(base_url=server.url, timeout=30) as http:
        ids = [http.post("/v1/research", json={"question": f"{QUESTION} {n}"}, headers=AUTH).json()["id"]
               for n in range(3)]
        deadline = time.monotonic() + 20
        states: list[str] = []
        while time.monotonic() < deadline:  # two plans are in flight (3 s each), the third job waits its turn
            states = [http.get(f"/v1/research/{j}", headers=AUTH).json()["status"] for j in ids]
            if states.count("running") == 2:
                break
            time.sleep(0.05)
        assert sorted(states) == ["queued", "running", "running"], states
        waiting = ids[states.index("queued")]
        r = http.get(f"/v1/research/{waiting}/report", headers=AUTH)
        assert r.status_code == 409 and r.json()["error"]["code"] == "not_ready"
        for j in ids:
            assert wait_for(lambda j: http.get(f"/v1/research/{j}", headers=AUTH).json(), j)["status"] == "done"


async def test_queued_jobs_survive_a_restart_and_any_instance_runs_them(emu, tmp_path, redis_url):  # noqa: F811
    url, _ = redis_url
    emu.chat_responder = nimbus_script()
    settings = settings_for(emu, tmp_path, GROUNDWIRE_REDIS_URL=url)
    submitter = QueueJobs(settings, url, today=lambda: TODAY, root=tmp_path / "a", consume=False)
    await submitter.start()
    job_id = await submitter.submit(QUESTION, ResearchConfig.build(max_llm_calls=40))
    assert (await submitter.status(job_id))["status"] == "queued"
    await submitter.aclose()  # the instance that took the job goes away before running it

    worker = QueueJobs(settings, url, today=lambda: TODAY, root=tmp_path / "b")
    await worker.start()
    viewer = QueueJobs(settings, url, today=lambda: TODAY, root=tmp_path / "c", consume=False)
    await viewer.start()
    try:
        deadline = time.monotonic() + 120
        status: dict[str, Any] | None = None
        while time.monotonic() < deadline:
            status = await viewer.status(job_id)  # a third instance sees status and report through Redis
            if status and status["status"] in ("done", "partial", "failed"):
                break
            await asyncio.sleep(0.1)
        assert status and status["status"] == "done", status
        report = await viewer.report(job_id)
        assert report and "## Evidence" in report
        assert (tmp_path / "b" / job_id / "report.md").exists() and not (tmp_path / "c" / job_id).exists()
    finally:
        await worker.aclose()
        await viewer.aclose()


async def test_local_jobs_record_a_failed_model_as_a_failed_job(emu, tmp_path):
    emu.chat_responder = ResearchScript().on("plan", "error500")
    jobs = LocalJobs(settings_for(emu, tmp_path), today=lambda: TODAY)
    await jobs.start()
    job_id = await jobs.submit(QUESTION, ResearchConfig())
    for _ in range(600):
        status = await jobs.status(job_id)
        if status and status["status"] == "failed":
            break
        await asyncio.sleep(0.05)
    assert status and status["status"] == "failed" and "model_unavailable" in status["error"]
    assert await jobs.report(job_id) is None
    await jobs.aclose()


async def test_mcp_research_tool_returns_the_report(emu, tmp_path):
    emu.chat_responder = nimbus_script()
    server = build_mcp(settings_for(emu, tmp_path), today=lambda: TODAY)
    async with Client(server) as client:
        result = await client.call_tool("research", {"question": QUESTION, "max_llm_calls": 40})
    assert not result.is_error
    data = result.structured_content
    assert data["status"] == "done" and data["cards"] > 0 and "## Summary" in data["report"]
    assert Path(data["out"], "facts.jsonl").exists()


async def test_mcp_research_tool_without_a_model_is_a_tool_error(emu, tmp_path):
    env = research_env(emu, tmp_path / "home")
    env.pop("GROUNDWIRE_LLM_URL")
    server = build_mcp(load_settings(env), today=lambda: TODAY)
    async with Client(server) as client:
        result = await client.call_tool("research", {"question": QUESTION})
    assert result.is_error and "GROUNDWIRE_LLM_URL" in str(result.content)
