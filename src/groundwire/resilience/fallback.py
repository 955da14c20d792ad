"""Degrade to local state when a shared backend (Redis) fails: never raise to the caller.

Each wrapper tries the primary; on a backend error it logs one warning, serves the call from the local
fallback, and keeps using the fallback for ``retry_s`` seconds (by the injected clock) before trying the primary
again. State written while degraded stays local (a limit may briefly admit up to one extra window's worth).
"""

from __future__ import annotations

import logging
import sqlite3
import sys
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from .breaker import BreakerRecord, BreakerStore
from .cache import CacheValue, ResultCache
from .clock import Clock, SystemClock
from .limits import WindowStore

log = logging.getLogger(__name__)

B = TypeVar("B")
T = TypeVar("T")


def backend_errors() -> tuple[type[BaseException], ...]:
    """The errors a backend call may raise: OS, SQLite and time-outs, and Redis's once redis is imported.

    Round 28 (startup28): importing redis only for its exception class cost about 0.4 s of CPU in every command
    that builds a Grounder (``plan``, ``ask``). A store built before redis is imported is a SQLite one, which never
    raises a Redis error; the Redis stores are built after resilience/redis_state.py has imported redis."""
    errors: list[type[BaseException]] = [OSError, sqlite3.Error, TimeoutError]
    redis = sys.modules.get("redis")
    if redis is not None:
        errors.append(redis.RedisError)
    return tuple(errors)


def _corrupt(exc: BaseException) -> bool:
    """SQLite's "file is not a database" / "malformed" family (a lock or a full disk is an OperationalError)."""
    import sqlite3

    return isinstance(exc, sqlite3.DatabaseError) and not isinstance(exc, sqlite3.OperationalError)


class FallbackBackend(Generic[B]):
    """Route calls to ``primary`` while it works, else to ``fallback``."""

    def __init__(
        self,
        primary: B,
        fallback: B,
        *,
        clock: Clock | None = None,
        retry_s: float = 30.0,
        name: str = "redis",
        errors: tuple[type[BaseException], ...] | None = None,
        corrupt_hint: str | None = None,
    ) -> None:
        self.primary = primary
        self.fallback = fallback
        self._clock = clock or SystemClock()
        self._retry_s = retry_s
        self._name = name
        self._errors = backend_errors() if errors is None else errors
        self._corrupt_hint = corrupt_hint  # said when the error means a damaged file (path, how to reset)
        self._down_until: float | None = None

    @property
    def degraded(self) -> bool:
        """True while calls go to the fallback."""
        return self._down_until is not None and self._clock.monotonic() < self._down_until

    def _call(self, use: Callable[[B], T]) -> T:
        if not self.degraded:
            try:
                result = use(self.primary)
            except self._errors as exc:
                # type name only: messages of some clients can carry connection details
                log.warning(
                    "%s backend failed (%s); using local state for %.0f s%s", self._name, type(exc).__name__,
                    self._retry_s, f": {self._corrupt_hint}" if self._corrupt_hint and _corrupt(exc) else "",
                )
                self._down_until = self._clock.monotonic() + self._retry_s
            else:
                if self._down_until is not None:
                    log.warning("%s backend is back; leaving local state", self._name)
                    self._down_until = None
                return result
        return use(self.fallback)


class FallbackCache(FallbackBackend[ResultCache]):
    def get(self, key: str) -> CacheValue | None:
        return self._call(lambda c: c.get(key))

    def set(self, key: str, value: CacheValue, ttl_s: float) -> None:
        self._call(lambda c: c.set(key, value, ttl_s))


class FallbackWindowStore(FallbackBackend[WindowStore]):
    def reserve(self, key: str, requests: int, per_s: float, now: float) -> float:
        return self._call(lambda s: s.reserve(key, requests, per_s, now))


class FallbackBreakerStore(FallbackBackend[BreakerStore]):
    def read(self, key: str) -> BreakerRecord:
        return self._call(lambda s: s.read(key))

    def read_many(self, keys: Sequence[str]) -> dict[str, BreakerRecord]:
        return self._call(lambda s: s.read_many(keys))

    def update(self, key: str, fn: Callable[[BreakerRecord], tuple[BreakerRecord, Any]]) -> Any:
        return self._call(lambda s: s.update(key, fn))
