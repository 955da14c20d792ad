"""Rate limits: a sliding-window log never exceeded in any window, within and across processes."""

from __future__ import annotations

import asyncio
import json
import os
import re
import subprocess
import sys
import textwrap

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundwire.errors import ConfigError, RateLimitError
from groundwire.resilience import (
    ConcurrencyCaps,
    build_resilience,
    FakeClock,
    MemoryWindowStore,
    RateLimiter,
    SQLiteWindowStore,
    check_limit,
)

EPS = 1e-6  # float tolerance when re-checking windows from recorded wall-clock floats


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}


def assert_no_window_exceeded(times: list[float], requests: int, per: float) -> None:
    """Every half-open window [t, t + per) holds at most ``requests`` of ``times``."""
    ts = sorted(times)
    for i in range(len(ts) - requests):
        assert ts[i + requests] - ts[i] >= per - EPS, (
            f"{requests + 1} requests within {ts[i + requests] - ts[i]:.6f}s < {per}s at index {i}"
        )


def test_window_checker_catches_a_burst() -> None:
    with pytest.raises(AssertionError):
        assert_no_window_exceeded([0.0, 0.1, 0.2], requests=2, per=1.0)
    assert_no_window_exceeded([0.0, 0.1, 1.0], requests=2, per=1.0)


@pytest.mark.parametrize("bad", [(0, 1.0), (-1, 1.0), (1, 0), (1, -2.0), (1, float("inf")), ("x", 1), (1,), None])
def test_bad_limits_are_config_errors(bad) -> None:
    with pytest.raises(ConfigError):
        check_limit(bad)


@pytest.fixture(params=["memory", "sqlite", "sqlite-two-connections"])
def make_limiter(request, tmp_path):
    made = []

    def make(clock: FakeClock) -> list[RateLimiter]:
        if request.param == "memory":
            return [RateLimiter(MemoryWindowStore(), clock)]
        stores = [SQLiteWindowStore(tmp_path / "state.sqlite3") for _ in range(1 if request.param == "sqlite" else 2)]
        made.extend(stores)
        return [RateLimiter(s, clock) for s in stores]

    yield make
    for s in made:
        s.close()


async def test_never_exceeded_in_any_window_under_concurrent_tasks(make_limiter) -> None:
    clock = FakeClock()
    limiters = make_limiter(clock)
    limit = (5, 1.0)
    times: list[float] = []

    async def worker(i: int) -> None:
        limiter = limiters[i % len(limiters)]
        for _ in range(3):
            await limiter.acquire("brave", limit)
            times.append(clock.now())  # the admission time: nothing awaited since the slot was taken

    start = clock.now()
    await asyncio.gather(*(worker(i) for i in range(20)))
    assert len(times) == 60
    assert_no_window_exceeded(times, *limit)
    assert clock.now() - start >= (60 / 5 - 1) * 1.0 - EPS  # it really had to wait
    assert clock.sleeps and all(s > 0 for s in clock.sleeps)


async def test_sliding_window_not_fixed_buckets() -> None:
    clock = FakeClock(start=1000.0)
    limiter = RateLimiter(MemoryWindowStore(), clock)
    clock.advance(0.9)
    for _ in range(3):
        assert limiter.try_acquire("p", (3, 1.0))
    clock.advance(0.2)  # a fixed 1-second bucket would have reset at t=1000+1
    assert not limiter.try_acquire("p", (3, 1.0))
    clock.advance(0.8)  # 1.0 s after the burst
    assert limiter.try_acquire("p", (3, 1.0))


async def test_try_acquire_never_waits_and_providers_are_separate() -> None:
    clock = FakeClock()
    limiter = RateLimiter(MemoryWindowStore(), clock)
    assert limiter.try_acquire("a", (1, 10.0))
    assert not limiter.try_acquire("a", (1, 10.0))
    assert not limiter.try_acquire("a", (1, 10.0))  # a refusal is not recorded ...
    clock.advance(10.0)
    assert limiter.try_acquire("a", (1, 10.0))  # ... so the slot frees on time
    assert limiter.try_acquire("b", (1, 10.0))
    assert clock.sleeps == []


async def test_deadline_raises_instead_of_waiting_past_it(make_limiter) -> None:
    clock = FakeClock()
    limiter = make_limiter(clock)[0]
    await limiter.acquire("slow", (1, 10.0))
    with pytest.raises(RateLimitError) as info:
        await limiter.acquire("slow", (1, 10.0), deadline=clock.monotonic() + 5.0)
    err = info.value
    assert err.provider == "slow" and err.kind == "rate_limit" and err.status is None
    assert err.retry_after == pytest.approx(10.0)
    assert "local rate limit" in str(err)
    assert not err.counts_for_breaker and not err.retryable  # the engine is fine; our own budget ran out
    assert clock.sleeps == []  # it did not sleep towards a deadline it could not meet
    await limiter.acquire("slow", (1, 10.0), deadline=clock.monotonic() + 10.5)
    assert clock.sleeps == [pytest.approx(10.0)]


@settings(max_examples=60, deadline=None)
@given(
    steps=st.lists(st.floats(min_value=-0.3, max_value=0.6, allow_nan=False), min_size=1, max_size=60),
    requests=st.integers(min_value=1, max_value=4),
)
def test_out_of_order_callers_still_never_exceed(steps: list[float], requests: int) -> None:
    """Callers whose `now` was read a little earlier than another's (arriving late) stay within the limit."""
    store = MemoryWindowStore()
    now, admitted = 100.0, []
    for step in steps:
        now += step
        if store.reserve("k", requests, 1.0, now) == 0.0:
            admitted.append(now)
    assert_no_window_exceeded(admitted, requests, 1.0)


async def test_concurrency_cap() -> None:
    caps = ConcurrencyCaps()
    running, peak = 0, 0

    async def call() -> None:
        nonlocal running, peak
        async with caps.slot("p", 2):
            running += 1
            peak = max(peak, running)
            for _ in range(3):
                await asyncio.sleep(0)  # yield only
            running -= 1

    await asyncio.gather(*(call() for _ in range(8)))
    assert peak == 2
    with pytest.raises(ConfigError):
        async with caps.slot("p", 0):
            pass


_CHILD = textwrap.dedent(
    """
    import asyncio, json, sys
    from groundwire.resilience import RateLimiter, SQLiteWindowStore, SystemClock

    class RecordingClock(SystemClock):
        last = 0.0
        def now(self):
            self.last = super().now()
            return self.last

    async def main(path, n):
        clock = RecordingClock()
        limiter = RateLimiter(SQLiteWindowStore(path), clock)
        sys.stdin.readline()  # start together
        times = []
        for _ in range(n):
            await limiter.acquire("shared", (5, 0.5))
            times.append(clock.last)  # the `now` the admitted reservation was stored with
        print(json.dumps(times))

    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
    """
)


def test_two_processes_sharing_a_state_file_never_jointly_exceed(tmp_path) -> None:
    path = tmp_path / "state.sqlite3"
    SQLiteWindowStore(path).close()  # create the schema once, up front
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", _CHILD, str(path), "10"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env(),
        )
        for _ in range(2)
    ]
    for p in procs:
        p.stdin.write("go\n")
        p.stdin.flush()
    outs = [p.communicate(timeout=60) for p in procs]
    for p, (_, err) in zip(procs, outs):
        assert p.returncode == 0, err
    per_process = [json.loads(out) for out, _ in outs]
    assert [len(t) for t in per_process] == [10, 10]
    # Both start on the same "go": with unshared state each would take 5 slots at once (10 in one window).
    assert_no_window_exceeded(per_process[0] + per_process[1], 5, 0.5)


def test_embedded_backend_is_shared_through_the_state_dir(tmp_path) -> None:
    clock = FakeClock()
    one = build_resilience("embedded", state_dir=tmp_path, clock=clock)
    two = build_resilience("embedded", state_dir=tmp_path, clock=clock)
    assert one.limiter.try_acquire("p", (2, 1.0)) and two.limiter.try_acquire("p", (2, 1.0))
    assert not one.limiter.try_acquire("p", (2, 1.0)) and not two.limiter.try_acquire("p", (2, 1.0))


def test_unusable_state_dir_degrades_to_memory_with_a_warning(tmp_path, caplog) -> None:
    not_a_dir = tmp_path / "file"
    not_a_dir.write_text("x")
    with caplog.at_level("WARNING"):
        res = build_resilience("embedded", state_dir=not_a_dir, clock=FakeClock())
        res.cache.set("k", "v", 60)
        assert res.cache.get("k") == "v"
        assert res.limiter.try_acquire("p", (1, 1.0)) and not res.limiter.try_acquire("p", (1, 1.0))
        assert res.breaker.allow("p").allowed
    assert re.search(r"disk cache \S+ unusable", caplog.text) and "sqlite backend failed" in caplog.text


def test_opening_a_state_file_retries_a_lock_sqlite_reports_without_waiting() -> None:
    # SQLite answers "database is locked" at once (no busy handler) while another process changes the journal mode
    # or recovers the WAL; CI saw two children opening one file fail so. Opening retries, within a budget.
    import sqlite3

    from groundwire.resilience._sqlite import _retry_while_locked

    calls = []

    def flaky() -> None:
        calls.append(1)
        if len(calls) < 3:
            raise sqlite3.OperationalError("database is locked")

    _retry_while_locked(flaky, budget_s=5)
    assert len(calls) == 3

    def always_locked() -> None:
        raise sqlite3.OperationalError("database is locked")

    with pytest.raises(sqlite3.OperationalError, match="locked"):
        _retry_while_locked(always_locked, budget_s=0)

    def broken() -> None:
        calls.append(1)
        raise sqlite3.OperationalError("no such table: t")

    calls.clear()
    with pytest.raises(sqlite3.OperationalError, match="no such table"):
        _retry_while_locked(broken, budget_s=5)
    assert len(calls) == 1  # only a lock is retried
