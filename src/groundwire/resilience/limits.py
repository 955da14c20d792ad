"""Per-provider rate limits (a sliding-window log) and per-provider concurrency caps.

A limit ``(requests, per_seconds)`` is never exceeded in ANY window of ``per_seconds``: an admission at time
``t`` is granted only if fewer than ``requests`` admissions lie in ``(t - per, +inf)``. The log lives in a
:class:`WindowStore`: in memory, in an embedded SQLite file (atomic across processes via ``BEGIN IMMEDIATE``), or
in Redis (a Lua script, see ``redis_state``).

Hand-written rather than pyrate-limiter v4 because its SQLite bucket reads ``time.time()`` itself, its limiter
sleeps with ``asyncio.sleep`` (no injectable clock), and its cross-process mode needs the extra ``filelock``
package; the log below is ~40 lines and testable with a fake clock.
"""

from __future__ import annotations

import asyncio
import os
import threading
from collections import defaultdict, deque
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Protocol, runtime_checkable

from ..errors import ConfigError, RateLimitError
from ._sqlite import SQLiteFile
from .clock import Clock, SystemClock

RateLimit = tuple[int, float]  # (requests, per_seconds)

MIN_WAIT_S = 0.001  # never sleep less: keeps float time moving forward on a wall-clock scale
PRUNE_SLACK_S = 5.0  # entries are kept this long past their window, so a caller whose `now` was read a little
# earlier than another's (out-of-order arrival) still counts them; counting itself stays exact.


class LocalRateLimitError(RateLimitError):
    """Our own limit, not the engine's: the engine is healthy, so it neither counts for the breaker nor retries.

    (A subclass so ``except RateLimitError`` still catches it; a candidate to move into ``errors.py``.)
    """

    retryable = False
    counts_for_breaker = False


def check_limit(limit: RateLimit) -> tuple[int, float]:
    """Validate a ``(requests, per_seconds)`` pair or raise :class:`ConfigError`."""
    try:
        requests, per = int(limit[0]), float(limit[1])
    except (TypeError, ValueError, IndexError):
        raise ConfigError(f"rate limit must be (requests, per_seconds), got {limit!r}") from None
    if requests < 1 or not per > 0 or per == float("inf"):
        raise ConfigError(f"rate limit needs requests >= 1 and 0 < per_seconds < inf, got {limit!r}")
    return requests, per


@runtime_checkable
class WindowStore(Protocol):
    def reserve(self, key: str, requests: int, per_s: float, now: float) -> float:
        """Atomically admit one request at ``now`` (return 0.0) or return the seconds until a slot frees."""
        ...


def _wait_from(in_window: list[float], requests: int, per_s: float, now: float) -> float:
    """Seconds until the window ending at some future time holds fewer than ``requests`` entries."""
    in_window.sort()
    blocking = in_window[len(in_window) - requests]  # the entry whose expiry frees the next slot
    return max(blocking + per_s - now, MIN_WAIT_S)


class MemoryWindowStore:
    """In-process sliding-window log."""

    def __init__(self) -> None:
        self._logs: dict[str, deque[float]] = defaultdict(deque)
        self._lock = threading.Lock()

    def reserve(self, key: str, requests: int, per_s: float, now: float) -> float:
        with self._lock:
            log = self._logs[key]
            while log and log[0] <= now - per_s - PRUNE_SLACK_S:
                log.popleft()
            in_window = [t for t in log if t > now - per_s]
            if len(in_window) < requests:
                log.append(now)
                if len(log) > 1 and log[-2] > now:  # keep the deque sorted for pruning
                    self._logs[key] = deque(sorted(log))
                return 0.0
            return _wait_from(in_window, requests, per_s, now)


_WINDOW_SCHEMA = """
CREATE TABLE IF NOT EXISTS rate_log (key TEXT NOT NULL, ts REAL NOT NULL);
CREATE INDEX IF NOT EXISTS rate_log_key_ts ON rate_log (key, ts);
"""


class SQLiteWindowStore:
    """Sliding-window log in an embedded SQLite file: processes sharing the file share the limit."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self._db = SQLiteFile(path, _WINDOW_SCHEMA)

    def reserve(self, key: str, requests: int, per_s: float, now: float) -> float:
        with self._db.immediate() as conn:
            conn.execute("DELETE FROM rate_log WHERE key = ? AND ts <= ?", (key, now - per_s - PRUNE_SLACK_S))
            rows = conn.execute("SELECT ts FROM rate_log WHERE key = ? AND ts > ?", (key, now - per_s)).fetchall()
            if len(rows) < requests:
                conn.execute("INSERT INTO rate_log (key, ts) VALUES (?, ?)", (key, now))
                return 0.0
        return _wait_from([r[0] for r in rows], requests, per_s, now)

    def close(self) -> None:
        self._db.close()


class RateLimiter:
    """Waits (on the injected clock) for a free slot under a provider's limit."""

    def __init__(self, store: WindowStore | None = None, clock: Clock | None = None, prefix: str = "gw:rl:") -> None:
        self.store: WindowStore = store if store is not None else MemoryWindowStore()
        self.clock = clock or SystemClock()
        self._prefix = prefix

    def _reserve(self, provider: str, limit: RateLimit) -> float:
        requests, per = check_limit(limit)
        return self.store.reserve(self._prefix + provider, requests, per, self.clock.now())

    def try_acquire(self, provider: str, limit: RateLimit) -> bool:
        """Take a slot now if one is free; never waits."""
        return self._reserve(provider, limit) <= 0

    async def acquire(self, provider: str, limit: RateLimit, *, deadline: float | None = None) -> None:
        """Take a slot, sleeping until one frees; ``deadline`` is on ``clock.monotonic()``'s scale.

        Raises :class:`LocalRateLimitError` (a ``RateLimitError``: ``status=None``, ``retry_after`` = the wait)
        when waiting would pass the deadline; it does not count against the breaker and is not retried.
        """
        while True:
            wait = self._reserve(provider, limit)
            if wait <= 0:
                return
            if deadline is not None and self.clock.monotonic() + wait > deadline:
                raise LocalRateLimitError(provider, "local rate limit", status=None, retry_after=wait)
            await self.clock.sleep(wait)


class ConcurrencyCaps:
    """At most ``max_concurrent`` calls in flight per provider, in this process (one asyncio loop)."""

    def __init__(self) -> None:
        self._sems: dict[tuple[str, int], asyncio.Semaphore] = {}

    @asynccontextmanager
    async def slot(self, provider: str, max_concurrent: int) -> AsyncIterator[None]:
        if max_concurrent < 1:
            raise ConfigError(f"max_concurrent must be >= 1, got {max_concurrent}")
        sem = self._sems.setdefault((provider, max_concurrent), asyncio.Semaphore(max_concurrent))
        async with sem:
            yield
