"""Research jobs for ``serve``: submit, run with bounded concurrency, report status and the finished report.

Two managers with one interface (``start``, ``submit``, ``status``, ``report``, ``aclose``):

- :class:`LocalJobs` (no Redis): jobs run as tasks of this process, at most ``concurrency`` at a time; status and
  report are read from the job's directory under ``$GROUNDWIRE_HOME/research/<id>``.
- :class:`QueueJobs` (``GROUNDWIRE_REDIS_URL`` set): jobs go through **taskiq** on a Redis stream
  (``taskiq-redis``'s ``RedisStreamBroker``). Every ``serve`` instance consumes the stream in one consumer group, so
  any instance can run a job; a message is acknowledged only after the job ran (``AcknowledgeType.WHEN_EXECUTED``),
  so a job whose instance died is claimed again by another after ``idle_timeout`` and resumes from its directory
  when that is shared. Status and the report live in Redis, so any instance answers ``GET``.
  Why taskiq: it is asyncio-native (a job is a coroutine on the server's loop, no worker process or fork), its
  Redis stream broker gives consumer groups, acknowledgement after execution and reclaiming of idle messages, and
  it works with the redis-py the project already uses (arq pins redis-py below 6). The consuming loop is ours
  (``broker.listen()`` + ``message.ack()``) rather than ``taskiq.api.run_receiver_task``, whose retry loop logs a
  traceback per failed read while Redis is down.
"""

from __future__ import annotations

import asyncio
import json
import logging
import uuid
from collections.abc import Callable
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any, Protocol

from ..config import Settings
from ..errors import GroundwireError
from .config import ResearchConfig

log = logging.getLogger(__name__)
TASK_NAME = "groundwire.research"
STATUS_TTL_S = 7 * 24 * 3600
_ID_CHARS = frozenset("0123456789abcdef")


def valid_job_id(job_id: str) -> bool:
    return len(job_id) == 32 and set(job_id) <= _ID_CHARS


class JobStore(Protocol):
    async def put(self, job_id: str, status: dict[str, Any]) -> None: ...
    async def get(self, job_id: str) -> dict[str, Any] | None: ...
    async def put_report(self, job_id: str, text: str) -> None: ...
    async def get_report(self, job_id: str) -> str | None: ...


class FileJobStore:
    """``<root>/<id>/job.json`` and ``report.md``."""

    def __init__(self, root: Path) -> None:
        self.root = root

    async def put(self, job_id: str, status: dict[str, Any]) -> None:
        from .state import write_atomic

        path = self.root / job_id
        path.mkdir(parents=True, exist_ok=True)
        write_atomic(path / "job.json", json.dumps(status, ensure_ascii=False))

    async def get(self, job_id: str) -> dict[str, Any] | None:
        try:
            return json.loads((self.root / job_id / "job.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None

    async def put_report(self, job_id: str, text: str) -> None:
        return None  # the runner already wrote report.md there

    async def get_report(self, job_id: str) -> str | None:
        try:
            return (self.root / job_id / "report.md").read_text(encoding="utf-8")
        except OSError:
            return None


class RedisJobStore:
    """``groundwire:research:<id>`` (status JSON) and ``...:report``, kept a week."""

    def __init__(self, url: str) -> None:
        import redis.asyncio as aioredis

        self.redis = aioredis.from_url(url)

    async def put(self, job_id: str, status: dict[str, Any]) -> None:
        await self.redis.set(f"groundwire:research:{job_id}", json.dumps(status, ensure_ascii=False),
                             ex=STATUS_TTL_S)

    async def get(self, job_id: str) -> dict[str, Any] | None:
        raw = await self.redis.get(f"groundwire:research:{job_id}")
        return json.loads(raw) if raw else None

    async def put_report(self, job_id: str, text: str) -> None:
        await self.redis.set(f"groundwire:research:{job_id}:report", text.encode("utf-8"), ex=STATUS_TTL_S)

    async def get_report(self, job_id: str) -> str | None:
        raw = await self.redis.get(f"groundwire:research:{job_id}:report")
        return raw.decode("utf-8") if raw else None

    async def aclose(self) -> None:
        await self.redis.aclose()


CLOSE_WAIT_S = 10.0  # how long closing waits for cancelled tasks before it stops waiting (and says so)


async def _settle(tasks: Any, what: str) -> None:
    """Wait for cancelled tasks to finish, at most CLOSE_WAIT_S: a task that swallows its cancellation must not hang
    shutdown (a clean-clone test run once hung here with the event loop idle)."""
    pending = [t for t in tasks if not t.done()]
    if not pending:
        return
    done, still = await asyncio.wait(pending, timeout=CLOSE_WAIT_S)
    for task in done:  # retrieved, as gather(return_exceptions=True) did, so nothing is logged as never retrieved
        if not task.cancelled():
            task.exception()
    if still:
        log.warning("%s: %d task(s) still running after %.0f s; not waiting for them", what, len(still), CLOSE_WAIT_S)


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


async def execute(job_id: str, question: str, config: dict[str, Any], today: str, *, settings: Settings,
                  store: JobStore, root: Path, grounder: Any = None) -> dict[str, Any]:
    """Run (or resume) one job into ``root/<id>``, keeping ``store`` up to date. Never raises for research
    failures: they become ``status: failed`` with the error."""
    from .runner import run_research

    out = root / job_id
    base = await store.get(job_id) or {"id": job_id, "question": question, "created": _now()}
    status = {**base, "status": "running", "started": _now(), "progress": {}, "error": None}
    await store.put(job_id, status)
    pending: set[asyncio.Task[None]] = set()

    async def put_quietly(snapshot: dict[str, Any]) -> None:
        try:
            await store.put(job_id, snapshot)
        except Exception as exc:  # noqa: BLE001 - progress is best effort; the final status is retried below
            log.warning("research job %s: status not saved (%s)", job_id, exc.__class__.__name__)

    def progress(event: dict[str, Any]) -> None:
        status["progress"] = {k: event.get(k) for k in ("phase", "section", "pages", "cards", "llm_calls")}
        task = asyncio.get_running_loop().create_task(put_quietly(dict(status)))
        pending.add(task)
        task.add_done_callback(pending.discard)

    try:
        result = await run_research(question, out, today=date.fromisoformat(today),
                                    config=ResearchConfig.model_validate(config),
                                    resume=(out / "state.json").exists(), settings=settings, grounder=grounder,
                                    progress=progress)
        status.update(status=result.status, budget=result.budget, cards=result.cards, sources=result.sources,
                      notes=list(result.notes), finished=_now())
        await store.put_report(job_id, result.report.read_text(encoding="utf-8"))
    except GroundwireError as exc:
        status.update(status="failed", error=str(exc), finished=_now())
    except Exception as exc:  # noqa: BLE001 - a job must end with a status, whatever broke
        log.exception("research job %s crashed", job_id)
        status.update(status="failed", error=f"internal error: {exc.__class__.__name__}", finished=_now())
    if pending:
        await asyncio.gather(*pending, return_exceptions=True)
    await store.put(job_id, status)
    return status


class LocalJobs:
    """In-process jobs, at most ``concurrency`` running at once."""

    def __init__(self, settings: Settings, *, concurrency: int = 2, today: Callable[[], date] = date.today,
                 grounder: Any = None, root: Path | None = None) -> None:
        self.settings = settings
        self.root = root or settings.home / "research"
        self.store = FileJobStore(self.root)
        self.today = today
        self.grounder = grounder
        self._slots = asyncio.Semaphore(concurrency)
        self._tasks: set[asyncio.Task[Any]] = set()

    async def start(self) -> None:
        self.root.mkdir(parents=True, exist_ok=True)

    async def submit(self, question: str, config: ResearchConfig) -> str:
        job_id = uuid.uuid4().hex
        await self.store.put(job_id, {"id": job_id, "question": question, "status": "queued", "created": _now()})
        task = asyncio.get_running_loop().create_task(
            self._run(job_id, question, config.model_dump(), self.today().isoformat()))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return job_id

    async def _run(self, job_id: str, question: str, config: dict[str, Any], today: str) -> None:
        async with self._slots:
            await execute(job_id, question, config, today, settings=self.settings, store=self.store,
                          root=self.root, grounder=self.grounder)

    async def status(self, job_id: str) -> dict[str, Any] | None:
        return await self.store.get(job_id) if valid_job_id(job_id) else None

    async def report(self, job_id: str) -> str | None:
        return await self.store.get_report(job_id) if valid_job_id(job_id) else None

    async def aclose(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        await _settle(self._tasks, "research jobs")


class QueueJobs(LocalJobs):
    """Jobs through taskiq on a Redis stream; this instance consumes with ``concurrency`` jobs at a time."""

    def __init__(self, settings: Settings, redis_url: str, *, concurrency: int = 2,
                 today: Callable[[], date] = date.today, grounder: Any = None, root: Path | None = None,
                 queue: str = "groundwire-research", idle_timeout_s: float = 1800.0, consume: bool = True) -> None:
        super().__init__(settings, concurrency=concurrency, today=today, grounder=grounder, root=root)
        from taskiq_redis import RedisStreamBroker

        self.store = RedisJobStore(redis_url)  # type: ignore[assignment]
        self.concurrency = concurrency
        self.consume = consume
        self.broker = RedisStreamBroker(redis_url, queue_name=queue, consumer_group_name=queue,
                                        consumer_name=uuid.uuid4().hex, idle_timeout=int(idle_timeout_s * 1000),
                                        xread_block=200)

        async def research_job(job_id: str, question: str, config: dict[str, Any], today: str) -> None:
            """The queued task (its arguments are what :meth:`_handle` runs)."""

        self._task = self.broker.register_task(research_job, task_name=TASK_NAME)
        self._receiver: asyncio.Task[Any] | None = None

    async def start(self) -> None:
        await super().start()
        await self.broker.startup()
        if self.consume:
            self._receiver = asyncio.get_running_loop().create_task(self._consume())

    async def _consume(self) -> None:
        """Read the stream (new and reclaimed messages) and run at most ``concurrency`` jobs; a lost Redis is a
        one-line warning and a retry with backoff, never a crash of the server."""
        slots = asyncio.Semaphore(self.concurrency)
        delay = 0.5
        while True:
            try:
                async for message in self.broker.listen():
                    delay = 0.5
                    await slots.acquire()
                    task = asyncio.get_running_loop().create_task(self._handle(message, slots))
                    self._tasks.add(task)
                    task.add_done_callback(self._tasks.discard)
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # noqa: BLE001 - Redis gone: wait and listen again
                log.warning("research job queue unavailable (%s); retrying in %.1f s", exc.__class__.__name__, delay)
                await asyncio.sleep(delay)
                delay = min(delay * 2, 30.0)

    async def _handle(self, message: Any, slots: asyncio.Semaphore) -> None:
        try:
            task = self.broker.formatter.loads(message.data)
            if task.task_name == TASK_NAME:
                await execute(*task.args, **task.kwargs, settings=self.settings, store=self.store, root=self.root,
                              grounder=self.grounder)
            await message.ack()  # acknowledged only after the job ran: a dead instance's job is claimed again
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # noqa: BLE001 - a bad message or a lost Redis must not stop the consumer
            log.warning("research job message failed: %s", exc.__class__.__name__)
        finally:
            slots.release()

    async def submit(self, question: str, config: ResearchConfig) -> str:
        job_id = uuid.uuid4().hex
        await self.store.put(job_id, {"id": job_id, "question": question, "status": "queued", "created": _now()})
        await self._task.kiq(job_id, question, config.model_dump(), self.today().isoformat())
        return job_id

    async def aclose(self) -> None:
        if self._receiver is not None:
            self._receiver.cancel()
            await _settle({self._receiver}, "research job queue receiver")
        await super().aclose()  # running jobs: cancelled, unacknowledged, so claimed again later
        try:
            await self.broker.shutdown()
        except Exception as exc:  # noqa: BLE001 - Redis may already be gone
            log.warning("research job queue shutdown: %s", exc.__class__.__name__)
        await self.store.aclose()  # type: ignore[attr-defined]


def job_manager(settings: Settings, *, today: Callable[[], date] = date.today, grounder: Any = None,
                concurrency: int = 2) -> LocalJobs:
    if settings.server.redis_url:
        return QueueJobs(settings, settings.server.redis_url, today=today, grounder=grounder, concurrency=concurrency)
    return LocalJobs(settings, today=today, grounder=grounder, concurrency=concurrency)
