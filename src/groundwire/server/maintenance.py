"""Background maintenance for ``groundwire serve``: scheduled feed pulls and cache cleanup, in one asyncio task.

Hand-written (a small loop over an injectable :class:`~groundwire.resilience.clock.Clock`) rather than a scheduler
library: those bring their own threads and clocks, and this one must be driven by ``FakeClock`` in tests and be
cancelled and awaited on shutdown. Each run logs one summary line; a failing job is logged and runs again at its
next slot, never ending the task. The feed pull runs on a private event loop in a worker thread, so its SQLite
writes (and jieba segmentation) never stall the server's loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit

from ..config import Settings
from ..resilience.clock import Clock, SystemClock

log = logging.getLogger("groundwire.server.maintenance")

T = TypeVar("T")
FEED_TIMEOUT_S = 20.0
FEED_USER_AGENT = "groundwire-feeds/0.1"


@dataclass(frozen=True, slots=True)
class Job:
    """A named piece of background work run every ``interval_s`` seconds (``<= 0``: never); ``run`` returns a
    one-line summary."""

    name: str
    interval_s: float
    run: Callable[[], Awaitable[str]]


async def run_job(job: Job, clock: Clock) -> bool:
    """Run ``job`` once and log its summary (or its failure); True when it succeeded. Only cancellation raises."""
    started = clock.monotonic()
    try:
        summary = await job.run()
    except Exception as exc:  # noqa: BLE001 - the contract: a failing job is logged and retried, never raised
        log.warning("maintenance %s failed, retrying in %gs: %s: %s", job.name, job.interval_s,
                    type(exc).__name__, str(exc)[:200])
        return False
    log.info("maintenance %s: %s (%.2fs)", job.name, summary, clock.monotonic() - started)
    return True


async def run_schedule(jobs: Sequence[Job], clock: Clock | None = None) -> None:
    """Run each job every ``interval_s`` (the first run one interval after the start) until cancelled.

    Jobs run one at a time. A run that overruns skips the slots it missed rather than running back to back.
    Returns at once when no job has a positive interval.
    """
    clock = clock or SystemClock()
    active = [job for job in jobs if job.interval_s > 0]
    if not active:
        return
    start = clock.monotonic()
    due = [start + job.interval_s for job in active]
    while True:
        await clock.sleep(max(0.0, min(due) - clock.monotonic()))
        for i, job in enumerate(active):
            if due[i] > clock.monotonic():
                continue
            await run_job(job, clock)
            due[i] += job.interval_s
            finished = clock.monotonic()
            while due[i] <= finished:
                due[i] += job.interval_s


async def run_isolated(factory: Callable[[], Coroutine[Any, Any, T]]) -> T:
    """Await ``factory()`` run on a private event loop in a worker thread.

    Cancelling the caller cancels the coroutine on its own loop and waits for it to unwind (its ``finally``
    blocks run: clients and databases are closed) before the cancellation propagates.
    """
    lock = threading.Lock()
    box: dict[str, Any] = {}

    def worker() -> T:
        loop = asyncio.new_event_loop()
        try:
            with lock:
                if box.get("cancelled"):
                    raise asyncio.CancelledError
                task = loop.create_task(factory())
                box["loop"], box["task"] = loop, task
            return loop.run_until_complete(task)
        finally:
            with lock:
                box["done"] = True
            try:
                loop.run_until_complete(loop.shutdown_asyncgens())
            finally:
                loop.close()

    future = asyncio.get_running_loop().run_in_executor(None, worker)
    try:
        return await asyncio.shield(future)
    except asyncio.CancelledError:
        with lock:
            box["cancelled"] = True
            if "task" in box and not box.get("done"):
                box["loop"].call_soon_threadsafe(box["task"].cancel)
        with contextlib.suppress(BaseException):
            await future
        raise


# --- the jobs ---------------------------------------------------------------------------------------


def summarize_pulls(results: Sequence[Any]) -> str:
    """One line for a pull: counts, plus each failing feed by name or host (never its full URL: it may hold a
    token) with the reason."""
    if not results:
        return "no feeds subscribed"
    ok = sum(r.status == "ok" for r in results)
    unchanged = sum(r.status == "not_modified" for r in results)
    failed = [r for r in results if r.status == "error"]
    line = (f"{len(results)} feeds: {ok} ok, {unchanged} not modified, {len(failed)} failed; "
            f"{sum(r.new for r in results)} new, {sum(r.updated for r in results)} updated items")
    if failed:
        line += "; failed: " + ", ".join(
            f"{r.name or urlsplit(r.url).hostname or '?'} ({(r.error or 'error')[:80]})" for r in failed)
    return line


async def pull_feeds(db_path: Path, *, now: datetime, timeout_s: float = FEED_TIMEOUT_S,
                     db_timeout_s: float = 10.0, policy: Any = None) -> str:
    """Pull every subscribed feed into the store at ``db_path`` (off the server's loop); the summary line.

    No database yet means no subscriptions: nothing is created. A database still locked after ``db_timeout_s`` or
    unreadable raises (:class:`~groundwire.errors.ConfigError`), which the schedule logs and retries.
    """
    if not db_path.is_file():
        return "no feeds subscribed"

    async def work() -> list[Any]:
        import httpx

        from ..local.feeds import pull
        from ..local.store import Store

        store = Store(db_path, timeout=db_timeout_s)
        try:
            async with httpx.AsyncClient(timeout=timeout_s, follow_redirects=False, trust_env=False,
                                         headers={"User-Agent": FEED_USER_AGENT}) as client:
                return await pull(store, client, now=now, policy=policy)  # vetted like deep-read
        finally:
            store.close()

    return summarize_pulls(await run_isolated(work))


async def cleanup_cache(cache: Any) -> str:
    """Drop expired entries from ``cache`` when it can (``cleanup()``); Redis expires its own keys."""
    cleanup = getattr(cache, "cleanup", None)
    if cleanup is None:
        return f"nothing to do ({type(cache).__name__} expires its own entries)"
    removed = await asyncio.to_thread(cleanup)
    return f"{removed} expired entries removed"


def maintenance_jobs(settings: Settings, cache: Any, clock: Clock) -> list[Job]:
    """The server's jobs, from ``[server] feeds_pull_interval_s`` and ``cache_cleanup_interval_s``."""
    from ..local.feeds import feed_policy

    def now() -> datetime:
        return datetime.fromtimestamp(clock.now(), timezone.utc)

    return [
        Job("feeds", settings.server.feeds_pull_interval_s,
            lambda: pull_feeds(settings.local_db, now=now(), policy=feed_policy(
                allow_private=settings.read.allow_private, allow_hosts=settings.read.allow_hosts))),
        Job("cache", settings.server.cache_cleanup_interval_s, lambda: cleanup_cache(cache)),
    ]


def start_maintenance(settings: Settings, cache: Any, clock: Clock | None = None) -> asyncio.Task[None] | None:
    """Start the one maintenance task (None when every interval is 0)."""
    clock = clock or SystemClock()
    jobs = [job for job in maintenance_jobs(settings, cache, clock) if job.interval_s > 0]
    if not jobs:
        return None
    return asyncio.get_running_loop().create_task(run_schedule(jobs, clock), name="groundwire-maintenance")


async def stop_maintenance(task: asyncio.Task[None] | None) -> None:
    """Cancel the maintenance task and wait until it has unwound."""
    if task is None:
        return
    task.cancel()
    try:
        await task
    except asyncio.CancelledError:
        current = asyncio.current_task()
        if current is not None and current.cancelling():
            raise  # we are being cancelled ourselves: pass it on
    except Exception:  # noqa: BLE001 - run_schedule never raises; a bug there must not break shutdown
        log.exception("maintenance task ended with an error")
