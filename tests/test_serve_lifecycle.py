"""``groundwire serve`` lifecycle: the background maintenance task (feed pulls, cache cleanup) on a fake clock, the
same task pulling emulator feeds inside a live proxy, and a graceful SIGTERM of a real ``groundwire serve`` process
in the middle of a streamed chat.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import diskcache
import httpx
import httpx2
import pytest

from groundwire.config import load_settings
from groundwire.errors import ConfigError
from groundwire.local.feeds import FeedPull, add_feed, feed_policy
from groundwire.local.store import Store
from groundwire.resilience.cache import DiskCache, MemoryCache
from groundwire.resilience.clock import FakeClock
from groundwire.server import app as app_module
from groundwire.server.app import create_app
from groundwire.server.maintenance import (
    Job,
    cleanup_cache,
    maintenance_jobs,
    pull_feeds,
    run_isolated,
    run_job,
    run_schedule,
    start_maintenance,
    stop_maintenance,
    summarize_pulls,
)
from tests.test_proxy import LiveServer, proxy_env, proxy_settings

NOW = datetime(2026, 11, 30, 12, 0, tzinfo=timezone.utc)
MAINT_LOGGER = "groundwire.server.maintenance"
LOCAL = feed_policy(allow_hosts=["127.0.0.1"])  # the emulator's feeds are opted-in local feeds


def wait_until(check: Callable[[], Any], timeout_s: float = 20.0, what: str = "condition") -> Any:
    """Poll ``check`` until it returns something truthy; a bounded wait, failing the test at the deadline."""
    deadline = time.monotonic() + timeout_s
    pause = threading.Event()
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        pause.wait(0.02)
    raise AssertionError(f"timed out waiting for {what}")


async def spin_until(check: Callable[[], bool], turns: int = 10_000) -> None:
    """Yield to the event loop until ``check()`` holds (a fake clock never really sleeps)."""
    for _ in range(turns):
        if check():
            return
        await asyncio.sleep(0)
    raise AssertionError("condition never held")


# --- the schedule, on a fake clock ----------------------------------------------------------------------


async def test_jobs_run_at_their_interval_and_stop_on_cancel():
    clock = FakeClock()
    start = clock.monotonic()
    runs: list[tuple[str, float]] = []

    def job(name: str, interval: float) -> Job:
        async def run() -> str:
            runs.append((name, clock.monotonic() - start))
            return "ok"
        return Job(name, interval, run)

    task = asyncio.create_task(run_schedule([job("feeds", 10), job("cache", 25), job("off", 0)], clock))
    await spin_until(lambda: len(runs) >= 7)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert task.cancelled()
    assert runs[:7] == [("feeds", 10), ("feeds", 20), ("cache", 25), ("feeds", 30), ("feeds", 40),
                        ("feeds", 50), ("cache", 50)], "jobs due at once run in their listed order"
    assert all(name != "off" for name, _ in runs), "an interval of 0 never runs"
    count = len(runs)
    await asyncio.sleep(0)
    assert len(runs) == count, "nothing runs after the cancel"


async def test_a_failing_job_is_logged_and_runs_again(caplog):
    clock = FakeClock()
    calls: list[float] = []

    async def flaky() -> str:
        calls.append(clock.monotonic())
        if len(calls) == 1:
            raise ConfigError("database /x/local.db is not writable: database is locked")
        if len(calls) == 2:
            raise RuntimeError("something unexpected")
        return "pulled"

    caplog.set_level(logging.INFO, logger=MAINT_LOGGER)
    task = asyncio.create_task(run_schedule([Job("feeds", 60, flaky)], clock))
    await spin_until(lambda: len(calls) >= 3)
    assert not task.done(), "the task survives failing runs"
    await stop_maintenance(task)
    assert task.done()
    assert [b - a for a, b in zip(calls, calls[1:])] == [60, 60]
    failures = [r for r in caplog.records if r.levelno == logging.WARNING and "maintenance feeds failed" in r.message]
    assert len(failures) == 2 and "database is locked" in failures[0].message
    assert any(r.levelno == logging.INFO and r.message.startswith("maintenance feeds: pulled") for r in caplog.records)


async def test_an_overrunning_job_skips_missed_slots():
    clock = FakeClock()
    start = clock.monotonic()
    runs: list[float] = []

    async def slow() -> str:
        runs.append(clock.monotonic() - start)
        clock.advance(25)  # the run itself takes 2.5 intervals
        return "done"

    task = asyncio.create_task(run_schedule([Job("slow", 10, slow)], clock))
    await spin_until(lambda: len(runs) >= 3)
    await stop_maintenance(task)
    assert runs[:3] == [10, 40, 70], "back on the 10 s grid after each overrun, never back to back"


async def cleanup_cache_stub() -> str:
    raise AssertionError("must not run")


async def test_no_positive_interval_means_no_task():
    clock = FakeClock()
    await asyncio.wait_for(run_schedule([Job("off", 0, cleanup_cache_stub)], clock), timeout=5)
    settings = load_settings({"GROUNDWIRE_HOME": "/nonexistent-gw-home"})
    off = settings.with_overrides(server=settings.server.model_copy(
        update={"feeds_pull_interval_s": 0, "cache_cleanup_interval_s": 0}))
    assert start_maintenance(off, MemoryCache(clock), clock) is None
    await stop_maintenance(None)  # nothing to stop: fine


async def test_cancel_waits_for_a_running_job_to_unwind():
    clock = FakeClock()
    entered, unwound = asyncio.Event(), asyncio.Event()

    async def stuck() -> str:
        entered.set()
        try:
            await asyncio.Event().wait()
        finally:
            unwound.set()
        return "never"

    task = asyncio.create_task(run_schedule([Job("stuck", 5, stuck)], clock))
    await asyncio.wait_for(entered.wait(), timeout=5)
    await stop_maintenance(task)
    assert unwound.is_set() and task.done()


async def test_run_isolated_returns_and_cancels_into_its_own_loop():
    async def answer() -> tuple[int, bool]:
        return 42, threading.current_thread() is threading.main_thread()

    assert await run_isolated(answer) == (42, False)

    started, cleaned = threading.Event(), threading.Event()

    async def forever() -> None:
        started.set()
        try:
            await asyncio.Event().wait()
        finally:
            cleaned.set()

    task = asyncio.create_task(run_isolated(forever))
    assert await asyncio.to_thread(started.wait, 10)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert cleaned.is_set(), "the worker's coroutine unwound before the cancel returned"

    async def broken() -> None:
        raise ValueError("boom")

    with pytest.raises(ValueError, match="boom"):
        await run_isolated(broken)


# --- the jobs --------------------------------------------------------------------------------------------


def test_summary_line_counts_and_names_failures_without_urls():
    results = [
        FeedPull("http://a.example/feed.xml", "A", "ok", 200, new=3, updated=1),
        FeedPull("http://b.example/feed.xml", None, "not_modified", 304),
        FeedPull("http://c.example/feed.xml?token=SECRET", None, "error", 500, error="HTTP 500"),
    ]
    line = summarize_pulls(results)
    assert line == ("3 feeds: 1 ok, 1 not modified, 1 failed; 3 new, 1 updated items; "
                    "failed: c.example (HTTP 500)")
    assert "SECRET" not in line and "\n" not in line
    assert summarize_pulls([]) == "no feeds subscribed"


async def test_memory_and_disk_cache_cleanup(tmp_path, caplog):
    clock = FakeClock()
    memory = MemoryCache(clock)
    memory.set("short", "a", 10)
    memory.set("long", "b", 1000)
    clock.advance(11)
    assert memory.cleanup() == 1
    assert memory.get("long") == "b" and memory._data.keys() == {"long"}
    assert await cleanup_cache(memory) == "0 expired entries removed"

    disk = DiskCache(tmp_path / "cache", clock)
    try:
        disk._cache.reset("cull_limit", 0)  # no culling on write: expired rows wait for cleanup()
        disk.set("fresh", "kept", 600)
        disk._cache.set("stale", (clock.now() + 600, "gone"), expire=-1)  # diskcache's own clock: already expired
        assert len(disk._cache) == 2, "an expired row stays on disk until cleaned"
        assert await cleanup_cache(disk) == "1 expired entries removed"
        assert len(disk._cache) == 1 and disk.get("fresh") == "kept"

        def locked(*a: Any, **k: Any) -> int:
            raise diskcache.Timeout("database is locked")

        disk._cache.expire = locked  # type: ignore[method-assign]
        with caplog.at_level(logging.WARNING):
            assert disk.cleanup() == 0
        assert "disk cache cleanup failed" in caplog.text
    finally:
        disk.close()

    class RedisLike:
        def get(self, key: str) -> None:
            return None

    assert (await cleanup_cache(RedisLike())).startswith("nothing to do")


def test_intervals_are_validated(tmp_path):
    config = tmp_path / "config.toml"
    config.write_text("[server]\nfeeds_pull_interval_s = 900\ncache_cleanup_interval_s = 0\n", encoding="utf-8")
    settings = load_settings({"GROUNDWIRE_HOME": str(tmp_path)}, config)
    assert (settings.server.feeds_pull_interval_s, settings.server.cache_cleanup_interval_s) == (900, 0)
    defaults = load_settings({"GROUNDWIRE_HOME": str(tmp_path / "none")})
    assert (defaults.server.feeds_pull_interval_s, defaults.server.cache_cleanup_interval_s) == (1800, 3600)
    for line in ("feeds_pull_interval_s = -1", "cache_cleanup_interval_s = -0.5", "feeds_pull_interval_s = 'x'"):
        config.write_text(f"[server]\n{line}\n", encoding="utf-8")
        with pytest.raises(ConfigError, match=line.split(" ")[0]):
            load_settings({"GROUNDWIRE_HOME": str(tmp_path)}, config)


async def test_pull_feeds_job_against_the_emulator(emulator, tmp_path, caplog):
    db = tmp_path / "local.db"
    assert await pull_feeds(db, now=NOW) == "no feeds subscribed"
    assert not db.exists(), "no database is created just to find no subscriptions"
    with Store(db) as store:
        add_feed(store, emulator.feed_url("tech"), now=NOW, policy=LOCAL)
        add_feed(store, emulator.feed_url("missing-feed"), name="broken", now=NOW, policy=LOCAL)
    line = await pull_feeds(db, now=NOW, policy=LOCAL)
    assert line.startswith("2 feeds: 1 ok, 0 not modified, 1 failed;")
    assert "failed: broken (HTTP 404)" in line
    with Store(db) as store:
        assert store.count("feed") > 0

    # a locked database: the run fails (logged), the next run after the lock is released succeeds
    locker = sqlite3.connect(db, timeout=0)
    locker.execute("BEGIN IMMEDIATE")
    job = Job("feeds", 60, lambda: pull_feeds(db, now=NOW, db_timeout_s=0.05, policy=LOCAL))
    caplog.set_level(logging.INFO, logger=MAINT_LOGGER)
    try:
        assert await run_job(job, FakeClock()) is False
    finally:
        locker.rollback()
        locker.close()
    assert "maintenance feeds failed" in caplog.text and "not writable" in caplog.text
    assert await run_job(job, FakeClock()) is True
    assert "maintenance feeds: 2 feeds:" in caplog.text


def test_maintenance_jobs_follow_the_settings(tmp_path):
    config = tmp_path / "config.toml"
    config.write_text("[server]\nfeeds_pull_interval_s = 300\n", encoding="utf-8")
    settings = load_settings({"GROUNDWIRE_HOME": str(tmp_path)}, config)
    jobs = {job.name: job.interval_s for job in maintenance_jobs(settings, MemoryCache(), FakeClock())}
    assert jobs == {"feeds": 300, "cache": 3600}


# --- inside the proxy ---------------------------------------------------------------------------------------


@pytest.fixture
def home(tmp_path: Path) -> Path:
    path = tmp_path / "gwhome"
    path.mkdir()
    return path


def feed_state(db: Path) -> list[tuple[str | None, int]]:
    if not db.exists():
        return []
    with Store(db) as store:
        return [(f.last_status, f.items) for f in store.feeds()]


def test_a_live_proxy_pulls_subscribed_feeds_on_schedule(emulator, home, caplog):
    db = home / "local.db"
    with Store(db) as store:
        for name in ("tech", "world"):
            add_feed(store, emulator.feed_url(name), now=NOW, policy=LOCAL)
    caplog.set_level(logging.INFO, logger=MAINT_LOGGER)
    settings = proxy_settings(emulator, home, "[server]\nfeeds_pull_interval_s = 0.2\ncache_cleanup_interval_s = 0.3\n",
                              GROUNDWIRE_FETCH_ALLOW_HOSTS="127.0.0.1")  # the emulator's feeds are local feeds
    with LiveServer(create_app(settings)) as proxy:
        states = wait_until(lambda: (s := feed_state(db)) and all(st == "ok" and n > 0 for st, n in s) and s,
                            what="both feeds pulled")
        assert len(states) == 2
        wait_until(lambda: "maintenance cache:" in caplog.text, what="a cache cleanup run")
        assert {r.path for r in emulator.requests("feeds")} == {"/tech.xml", "/world.xml"}
        assert httpx.get(proxy.url + "/healthz").status_code == 200, "the proxy keeps serving meanwhile"
        # later pulls are conditional GETs, which the emulator answers with 304
        wait_until(lambda: "2 feeds: 0 ok, 2 not modified" in caplog.text, what="a conditional re-pull")
        assert any("if-none-match" in r.headers for r in emulator.requests("feeds"))
    assert "maintenance feeds: 2 feeds: 2 ok" in caplog.text


class RecordingTransport(httpx2.AsyncBaseTransport):
    def __init__(self, events: list[str]) -> None:
        self.events = events

    async def handle_async_request(self, request: httpx2.Request) -> httpx2.Response:
        return httpx2.Response(500)

    async def aclose(self) -> None:
        self.events.append("upstream closed")


async def test_shutdown_stops_maintenance_before_the_upstream_closes(emulator, home, monkeypatch):
    events: list[str] = []
    seen: list[asyncio.Task[None] | None] = []

    async def recording_stop(task: asyncio.Task[None] | None) -> None:
        seen.append(task)
        assert task is not None and not task.done(), "the task ran until shutdown"
        await stop_maintenance(task)
        events.append("maintenance stopped" if task.done() else "maintenance still running")

    monkeypatch.setattr(app_module, "stop_maintenance", recording_stop)
    settings = proxy_settings(emulator, home, "[server]\ncache_cleanup_interval_s = 3600\n")
    app = create_app(settings, upstream_transport=RecordingTransport(events))
    async with app.router.lifespan_context(app):
        pass
    assert events == ["maintenance stopped", "upstream closed"]
    assert seen[0] is not None and seen[0].cancelled()


# --- a real `groundwire serve` process: SIGTERM mid-stream ----------------------------------------------------


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def refused(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=2):
            return False
    except ConnectionRefusedError:
        return True


def healthy(url: str) -> bool:
    try:
        return httpx.get(url + "/healthz", timeout=2).status_code == 200
    except httpx.HTTPError:
        return False


def test_sigterm_lets_the_stream_finish_and_exits_zero(emulator, home, tmp_path):
    db = home / "local.db"
    with Store(db) as store:
        add_feed(store, emulator.feed_url("world"), now=NOW, policy=LOCAL)
    env = {k: v for k, v in os.environ.items() if not k.startswith("GROUNDWIRE_")}
    env.update(proxy_env(emulator, home, "[server]\nfeeds_pull_interval_s = 0.2\n",
                         GROUNDWIRE_FETCH_ALLOW_HOSTS="127.0.0.1"))
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    stderr_path = tmp_path / "serve.stderr"
    with stderr_path.open("wb") as stderr:
        proc = subprocess.Popen([sys.executable, "-m", "groundwire", "serve", "--port", str(port),
                                 "--upstream", emulator.base_url("openai")],
                                env=env, stdout=subprocess.DEVNULL, stderr=stderr)
    try:
        wait_until(lambda: proc.poll() is not None or healthy(url), timeout_s=60, what="the server to start")
        assert proc.poll() is None, stderr_path.read_text()
        wait_until(lambda: (s := feed_state(db)) and s[0][0] == "ok" and s[0][1] > 0, what="the scheduled pull")

        # a 20 s stream: the shutdown checks below must all happen while it is still in flight, even on a busy runner
        words = [f"w{i}" for i in range(100)]
        emulator.script_chat({"content": " ".join(words), "chunks": 100, "chunk_delay_ms": 200})
        lines: list[str] = []
        with httpx.Client(timeout=60) as http, http.stream(
                "POST", url + "/v1/chat/completions", headers={"X-Groundwire-Search": "off"},
                json={"model": "emulator-chat", "stream": True,
                      "messages": [{"role": "user", "content": "hi"}]}) as resp:
            assert resp.status_code == 200
            events = resp.iter_lines()
            lines.append(next(events))
            assert lines[0].startswith("data: ")
            proc.send_signal(signal.SIGTERM)
            wait_until(lambda: refused(port), timeout_s=10, what="the listener to close")
            assert proc.poll() is None, "still running: the in-flight stream holds the shutdown"
            lines.extend(events)
        data = [line[6:] for line in lines if line.startswith("data: ")]
        assert data[-1] == "[DONE]"
        text = "".join(c["choices"][0]["delta"].get("content") or ""
                       for c in map(json.loads, data[:-1]) if c.get("choices"))
        assert text == " ".join(words), "the whole stream arrived"
        assert proc.wait(timeout=30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=10)
    err = stderr_path.read_text()
    assert "Traceback" not in err, err
