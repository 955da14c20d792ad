"""Redis backends through a real redis-server: cache, rate limits, breaker, and degrading to local state."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import shutil
import socket
import subprocess
import sys
import textwrap
import threading

import pytest

from groundwire.errors import ConfigError, ProviderTimeoutError, RateLimitError
from groundwire.resilience import (
    CircuitBreaker,
    FakeClock,
    FallbackCache,
    MemoryCache,
    RateLimiter,
    build_resilience,
    cache_key,
    ttl_for,
)
from groundwire.resilience.redis_state import RedisBreakerStore, RedisCache, RedisWindowStore, redis_client

pytestmark = pytest.mark.redis
REDIS = shutil.which("redis-server")
needs_redis = pytest.mark.skipif(
    REDIS is None, reason="redis-server binary not installed (apt-get install redis-server)"
)
EPS = 1e-6


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def assert_no_window_exceeded(times: list[float], requests: int, per: float) -> None:
    ts = sorted(times)
    for i in range(len(ts) - requests):
        assert ts[i + requests] - ts[i] >= per - EPS, f"window exceeded at {i}"


class RedisServer:
    """A throw-away redis-server on a free loopback port, no persistence."""

    def __init__(self) -> None:
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.proc: subprocess.Popen[str] | None = None

    def start(self) -> None:
        assert REDIS is not None
        self.proc = subprocess.Popen(
            [REDIS, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--daemonize", "no", "--loglevel", "notice"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )
        watchdog = threading.Timer(15, self.proc.kill)  # a server that never gets ready cannot hang the suite
        watchdog.start()
        try:
            for line in self.proc.stdout:  # block until the server says it is ready: no polling sleeps
                if "Ready to accept connections" in line:
                    break
            else:
                raise RuntimeError("redis-server exited before it was ready")
        finally:
            watchdog.cancel()
        threading.Thread(target=self.proc.stdout.read, daemon=True).start()  # keep draining its log

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait(timeout=10)
            self.proc = None


@pytest.fixture
def server():
    srv = RedisServer()
    srv.start()
    yield srv
    srv.stop()


@pytest.fixture
def client(server):
    c = redis_client(server.url)
    yield c
    c.close()


# ---- configuration (no server needed) -------------------------------------------------------------------


def test_build_config_errors(tmp_path) -> None:
    with pytest.raises(ConfigError):
        build_resilience("redis", state_dir=tmp_path)
    with pytest.raises(ConfigError):
        build_resilience("embedded")
    with pytest.raises(ConfigError):
        build_resilience("zookeeper", state_dir=tmp_path)  # type: ignore[arg-type]
    with pytest.raises(ConfigError) as info:
        build_resilience("redis", state_dir=tmp_path, redis_url="ftp://:hunter2@example/0")
    assert "hunter2" not in str(info.value)
    assert isinstance(build_resilience("memory").cache, MemoryCache)


def test_unreachable_redis_from_the_start_degrades_and_hides_secrets(tmp_path, caplog) -> None:
    clock = FakeClock()
    url = f"redis://:s3cret-pass@127.0.0.1:{free_port()}/0"  # nothing listens there
    res = build_resilience("redis", state_dir=tmp_path, redis_url=url, clock=clock)
    with caplog.at_level(logging.WARNING):
        res.cache.set("k", "v", 60)
        assert res.cache.get("k") == "v"  # served by the embedded disk cache
        assert res.limiter.try_acquire("p", (1, 1.0)) and not res.limiter.try_acquire("p", (1, 1.0))
        assert res.breaker.allow("p").allowed
    assert "using local state" in caplog.text
    assert "s3cret" not in caplog.text


# ---- the same guarantees through Redis ------------------------------------------------------------------


@needs_redis
def test_redis_cache_hit_miss_expiry(client) -> None:
    clock = FakeClock()
    cache = RedisCache(client, clock)
    day, year = cache_key("p", "q", "day", None, 10), cache_key("p", "q", "year", None, 10)
    assert cache.get(day) is None
    cache.set(day, b"\x00bytes|with|bars", ttl_for("day"))
    cache.set(year, "texte unicode é", ttl_for("year"))
    other = RedisCache(client, clock)  # any client sees it
    assert other.get(day) == b"\x00bytes|with|bars" and other.get(year) == "texte unicode é"
    clock.advance(601)
    assert cache.get(day) is None and cache.get(year) == "texte unicode é"
    cache.set("zero", "x", 0)
    assert cache.get("zero") is None
    client.set("junk", b"not-our-format")
    assert cache.get("junk") is None


@needs_redis
async def test_redis_limiter_never_exceeded_under_concurrent_tasks(server) -> None:
    clock = FakeClock()
    limiters = [RateLimiter(RedisWindowStore(redis_client(server.url)), clock) for _ in range(2)]
    times: list[float] = []

    async def worker(i: int) -> None:
        for _ in range(3):
            await limiters[i % 2].acquire("brave", (4, 1.0))
            times.append(clock.now())

    await asyncio.gather(*(worker(i) for i in range(12)))
    assert len(times) == 36
    assert_no_window_exceeded(times, 4, 1.0)
    assert clock.sleeps


_LIMIT_CHILD = textwrap.dedent(
    """
    import asyncio, json, sys
    from groundwire.resilience import RateLimiter, SystemClock
    from groundwire.resilience.redis_state import RedisWindowStore, redis_client

    class RecordingClock(SystemClock):
        last = 0.0
        def now(self):
            self.last = super().now()
            return self.last

    async def main(url, n):
        clock = RecordingClock()
        limiter = RateLimiter(RedisWindowStore(redis_client(url)), clock)
        sys.stdin.readline()
        times = []
        for _ in range(n):
            await limiter.acquire("shared", (5, 0.5))
            times.append(clock.last)
        print(json.dumps(times))

    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
    """
)


def _run_together(script: str, args: list[str], n: int) -> list[str]:
    procs = [
        subprocess.Popen([sys.executable, "-c", script, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, env=_env())
        for _ in range(n)
    ]
    for p in procs:
        p.stdin.write("go\n")
        p.stdin.flush()
    outs = [p.communicate(timeout=60) for p in procs]
    assert all(p.returncode == 0 for p in procs), [e for _, e in outs]
    return [o.strip() for o, _ in outs]


@needs_redis
def test_redis_limiter_across_two_processes(server) -> None:
    a, b = (json.loads(o) for o in _run_together(_LIMIT_CHILD, [server.url, "10"], 2))
    assert len(a) == len(b) == 10
    # Both start on the same "go": with unshared state each would take 5 slots at once (10 in one window).
    assert_no_window_exceeded(a + b, 5, 0.5)


@needs_redis
def test_redis_breaker_open_probe_close(client) -> None:
    clock = FakeClock()
    one, two = CircuitBreaker(RedisBreakerStore(client), clock), CircuitBreaker(RedisBreakerStore(client), clock)
    for _ in range(3):
        one.record_failure("p", ProviderTimeoutError("p", "slow"))
    assert two.allow("p").reason == "open"
    clock.advance(30)
    assert two.allow("p").reason == "probe"
    assert one.allow("p").reason == "probe_in_flight"
    two.record_success("p")
    assert one.allow("p").reason == "closed"


@needs_redis
def test_redis_breaker_states_read_together_match_one_by_one(client) -> None:
    clock = FakeClock()
    breaker = CircuitBreaker(RedisBreakerStore(client), clock)
    for _ in range(3):
        breaker.record_failure("down", ProviderTimeoutError("down", "slow"))
    breaker.record_failure("flaky", ProviderTimeoutError("flaky", "slow"))
    names = ["down", "flaky", "fresh"]
    together = breaker.states(names)
    assert together == {n: breaker.state(n) for n in names}
    assert [together[n].state for n in names] == ["open", "closed", "closed"]


@needs_redis
def test_redis_breaker_one_probe_among_racing_threads(server) -> None:
    clock = FakeClock()
    setup = CircuitBreaker(RedisBreakerStore(redis_client(server.url)), clock)
    for _ in range(3):
        setup.record_failure("p", ProviderTimeoutError("p", "slow"))
    clock.advance(31)
    breakers = [CircuitBreaker(RedisBreakerStore(redis_client(server.url)), clock) for _ in range(8)]
    barrier, reasons = threading.Barrier(8), []

    def race(b: CircuitBreaker) -> None:
        barrier.wait(timeout=10)
        reasons.append(b.allow("p").reason)

    threads = [threading.Thread(target=race, args=(b,)) for b in breakers]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=20)
    assert sorted(reasons) == ["probe"] + ["probe_in_flight"] * 7


_BREAKER_CHILD = textwrap.dedent(
    """
    import sys
    from groundwire.resilience import CircuitBreaker, FakeClock
    from groundwire.resilience.redis_state import RedisBreakerStore, redis_client
    breaker = CircuitBreaker(RedisBreakerStore(redis_client(sys.argv[1])), FakeClock(start=float(sys.argv[2])))
    sys.stdin.readline()
    print(breaker.allow("p").reason)
    """
)


@needs_redis
def test_redis_breaker_one_probe_across_processes(server, client) -> None:
    clock = FakeClock()
    setup = CircuitBreaker(RedisBreakerStore(client), clock)
    for _ in range(3):
        setup.record_failure("p", ProviderTimeoutError("p", "slow"))
    reasons = _run_together(_BREAKER_CHILD, [server.url, repr(clock.now() + 31)], 3)
    assert sorted(reasons) == ["probe"] + ["probe_in_flight"] * 2


# ---- losing Redis mid-use -------------------------------------------------------------------------------


@needs_redis
async def test_killing_redis_mid_use_degrades_to_local_state_and_recovers(server, tmp_path, caplog) -> None:
    clock = FakeClock()
    res = build_resilience("redis", state_dir=tmp_path, redis_url=server.url, clock=clock, fallback_retry_s=30)
    res.cache.set("shared", "in redis", 600)
    assert res.cache.get("shared") == "in redis"
    await res.limiter.acquire("p", (1, 10.0))
    for _ in range(3):
        res.breaker.record_failure("p", ProviderTimeoutError("p", "slow"))
    assert res.breaker.allow("p").reason == "open"
    assert isinstance(res.cache, FallbackCache) and not res.cache.degraded

    server.stop()  # Redis dies mid-use
    with caplog.at_level(logging.WARNING):
        assert res.cache.get("shared") is None  # a miss, not an exception
        res.cache.set("local", "on disk", 600)
        assert res.cache.get("local") == "on disk"
        assert res.limiter.try_acquire("p", (1, 10.0))  # local log starts empty (documented)
        with pytest.raises(RateLimitError):  # the local limit holds; no Redis error leaks
            await res.limiter.acquire("p", (1, 10.0), deadline=clock.monotonic() + 1)
        assert res.breaker.allow("p").reason == "closed"  # local breaker state
    assert res.cache.degraded
    assert "redis backend failed" in caplog.text

    server.start()  # same port, empty data
    clock.advance(31)  # past the fallback's retry period: the primary is tried again
    assert res.cache.get("local") is None  # Redis again (the local entry is not there)
    assert not res.cache.degraded
    res.cache.set("back", "in redis again", 600)
    assert RedisCache(redis_client(server.url), clock).get("back") == "in redis again"
