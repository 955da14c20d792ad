"""Redis backends: result cache, sliding-window rate-limit log (one Lua script), breaker records (WATCH/MULTI).

Every operation is atomic in Redis, so any number of processes (or hosts) sharing a Redis share the state.
Times are the callers' injected clock (wall seconds); hosts sharing a Redis must keep their clocks in sync.
These classes raise ``redis`` errors when Redis is gone; wrap them in ``fallback`` to degrade to local state.
"""

from __future__ import annotations

import math
import uuid
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from ..textsafe import clean_str
from .breaker import BreakerRecord
from .cache import CacheValue
from .clock import Clock, SystemClock
from .limits import MIN_WAIT_S, PRUNE_SLACK_S

T = TypeVar("T")


def redis_client(url: str, *, timeout_s: float = 0.25) -> redis.Redis:
    """A client that fails fast (no built-in retries with backoff sleeps) so fallback kicks in quickly."""
    return redis.Redis.from_url(
        url,
        socket_timeout=timeout_s,
        socket_connect_timeout=timeout_s,
        retry=Retry(NoBackoff(), 0),
        health_check_interval=0,
    )


class RedisCache:
    """Result cache in Redis. Expiry is judged by the injected clock; Redis's own TTL reclaims memory."""

    def __init__(self, client: redis.Redis, clock: Clock | None = None, prefix: str = "") -> None:
        self._r = client
        self._clock = clock or SystemClock()
        self._prefix = prefix

    def get(self, key: str) -> CacheValue | None:
        raw = self._r.get(self._prefix + key)
        if not isinstance(raw, bytes):
            return None
        head, _, body = raw.partition(b"|")
        rest = body.partition(b"|")
        try:
            kind, expires = rest[0], float(head)
        except ValueError:
            return None
        if not math.isfinite(expires) or expires <= self._clock.now():  # "nan" / "inf": never ours, never stale
            return None
        value = rest[2]
        if kind == b"s":
            return value.decode("utf-8", errors="replace")
        return value if kind == b"b" else None

    def set(self, key: str, value: CacheValue, ttl_s: float) -> None:
        if ttl_s <= 0:
            return
        # a lone surrogate cannot be UTF-8: repaired (textsafe) rather than failing the write
        kind, body = (b"s", clean_str(value).encode("utf-8")) if isinstance(value, str) else (b"b", bytes(value))
        expires = repr(self._clock.now() + ttl_s).encode()
        self._r.set(self._prefix + key, expires + b"|" + kind + b"|" + body, px=max(1, int(ttl_s * 1000)))


# KEYS[1]=log; ARGV: now, per, requests, member, prune_slack, min_wait. Returns "0" (admitted) or the wait.
_RESERVE_LUA = """
local now = tonumber(ARGV[1])
local per = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local lo = now - per
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', lo - tonumber(ARGV[5]))
-- fetch with a margin, then compare as doubles: no precision lost in string bounds
local all = redis.call('ZRANGEBYSCORE', KEYS[1], lo - 1, '+inf', 'WITHSCORES')
local inwin = {}
for i = 2, #all, 2 do
  local s = tonumber(all[i])
  if s > lo then inwin[#inwin + 1] = s end
end
table.sort(inwin)
local n = #inwin
if n < limit then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], math.ceil((per + tonumber(ARGV[5])) * 1000) + 1000)
  return '0'
end
local wait = inwin[n - limit + 1] + per - now
if wait < tonumber(ARGV[6]) then wait = tonumber(ARGV[6]) end
return string.format('%.6f', wait)
"""


class RedisWindowStore:
    """Sliding-window log as a sorted set per key, checked and appended in one Lua script (atomic)."""

    def __init__(self, client: redis.Redis) -> None:
        self._r = client
        self._script = client.register_script(_RESERVE_LUA)

    def reserve(self, key: str, requests: int, per_s: float, now: float) -> float:
        member = f"{now!r}:{uuid.uuid4().hex}"
        raw = self._script(
            keys=[key], args=[repr(now), repr(per_s), requests, member, repr(PRUNE_SLACK_S), repr(MIN_WAIT_S)]
        )
        return float(raw)


class RedisBreakerStore:
    """Breaker records as JSON strings; read-modify-write in a WATCH/MULTI transaction (retried on conflict)."""

    def __init__(self, client: redis.Redis) -> None:
        self._r = client

    def read(self, key: str) -> BreakerRecord:
        return BreakerRecord.loads(self._r.get(key))

    def read_many(self, keys: Sequence[str]) -> dict[str, BreakerRecord]:
        unique = list(dict.fromkeys(keys))
        if not unique:
            return {}
        return {k: BreakerRecord.loads(raw) for k, raw in zip(unique, self._r.mget(unique))}

    def update(self, key: str, fn: Callable[[BreakerRecord], tuple[BreakerRecord, T]]) -> T:
        out: list[Any] = []

        def txn(pipe: Any) -> None:
            out.clear()
            old = BreakerRecord.loads(pipe.get(key))
            new, result = fn(old)
            out.append(result)
            pipe.multi()
            if new != old:
                pipe.set(key, new.dumps())

        self._r.transaction(txn, key)
        return out[0]
