"""Build one consistent set of resilience parts for a backend choice.

``"memory"``: in-process only (tests, one-shot CLI). ``"embedded"`` (default): a state directory with a
``diskcache`` cache and one SQLite file for rate-limit logs and breaker records, shared by every process on the
machine. ``"redis"``: shared through Redis. Every shared store is wrapped so that a failing backend degrades
(with a logged warning) instead of raising: Redis -> embedded -> in-process memory.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from ..errors import ConfigError
from .breaker import BreakerConfig, BreakerStore, CircuitBreaker, MemoryBreakerStore, SQLiteBreakerStore
from .cache import DiskCache, MemoryCache, ResultCache
from .clock import Clock, SystemClock
from .fallback import FallbackBreakerStore, FallbackCache, FallbackWindowStore
from .limits import ConcurrencyCaps, MemoryWindowStore, RateLimiter, SQLiteWindowStore, WindowStore

log = logging.getLogger(__name__)

BackendKind = Literal["memory", "embedded", "redis"]

STATE_FILE = "state.sqlite3"
CACHE_DIR = "cache"


@dataclass(frozen=True, slots=True)
class Resilience:
    """Everything the executor needs, sharing one clock."""

    clock: Clock
    cache: ResultCache
    limiter: RateLimiter
    breaker: CircuitBreaker
    concurrency: ConcurrencyCaps


def build_resilience(
    kind: BackendKind = "embedded",
    *,
    state_dir: str | os.PathLike[str] | None = None,
    redis_url: str | None = None,
    clock: Clock | None = None,
    breaker_config: BreakerConfig = BreakerConfig(),
    fallback_retry_s: float = 30.0,
) -> Resilience:
    """Wire cache, limiter and breaker for ``kind``; raises :class:`ConfigError` on a missing setting."""
    clock = clock or SystemClock()
    retry_s = fallback_retry_s
    if kind not in ("memory", "embedded", "redis"):
        raise ConfigError(f"unknown resilience backend {kind!r} (memory, embedded, redis)")
    if kind == "redis" and not redis_url:
        raise ConfigError("the redis resilience backend needs a redis URL")
    cache: ResultCache = MemoryCache(clock)
    windows: WindowStore = MemoryWindowStore()
    breakers: BreakerStore = MemoryBreakerStore()
    if kind != "memory":
        if state_dir is None:
            raise ConfigError(f"the {kind} resilience backend needs a state directory")
        root = Path(state_dir)
        try:
            cache = DiskCache(root / CACHE_DIR, clock)
        except (OSError, sqlite3.Error) as exc:
            log.warning("disk cache %s unusable (%s); caching in memory. If it is damaged, delete that directory "
                        "to reset the cache (it is rebuilt)", root / CACHE_DIR, type(exc).__name__)
        state = root / STATE_FILE
        hint = (f"the state file {state} looks damaged; delete it (and any {state.name}-wal / -shm beside it) to "
                "reset rate-limit windows and breaker state")
        windows = FallbackWindowStore(SQLiteWindowStore(state), windows, name="sqlite", clock=clock, retry_s=retry_s,
                                      corrupt_hint=hint)
        breakers = FallbackBreakerStore(
            SQLiteBreakerStore(state), breakers, name="sqlite", clock=clock, retry_s=retry_s, corrupt_hint=hint
        )
    if kind == "redis":
        from .redis_state import RedisBreakerStore, RedisCache, RedisWindowStore, redis_client

        try:
            client = redis_client(redis_url or "")
        except ValueError:  # the URL may hold a password: never echo it
            raise ConfigError("the redis URL is not valid (redis://, rediss:// or unix://)") from None
        cache = FallbackCache(RedisCache(client, clock), cache, clock=clock, retry_s=retry_s)
        windows = FallbackWindowStore(RedisWindowStore(client), windows, clock=clock, retry_s=retry_s)
        breakers = FallbackBreakerStore(RedisBreakerStore(client), breakers, clock=clock, retry_s=retry_s)
    return Resilience(
        clock, cache, RateLimiter(windows, clock), CircuitBreaker(breakers, clock, breaker_config), ConcurrencyCaps()
    )
