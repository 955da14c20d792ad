"""Circuit breaker: open after counted failures, one probe after the cool-down, 4xx ignored, shared state."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from groundwire.errors import (
    AuthError,
    BadRequestError,
    BlockedError,
    CircuitOpenError,
    MalformedResponseError,
    NotConfiguredError,
    ProviderTimeoutError,
    QuotaError,
    RateLimitError,
    UpstreamUnavailableError,
)
from groundwire.resilience import (
    BreakerConfig,
    BreakerRecord,
    CircuitBreaker,
    FakeClock,
    LocalRateLimitError,
    MemoryBreakerStore,
    SQLiteBreakerStore,
)

P = "brave"


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}


def timeout() -> ProviderTimeoutError:
    return ProviderTimeoutError(P, "timed out")


@pytest.fixture(params=["memory", "sqlite"])
def store_factory(request, tmp_path):
    made = []

    def make():
        if request.param == "memory":
            return MemoryBreakerStore()
        s = SQLiteBreakerStore(tmp_path / "state.sqlite3")
        made.append(s)
        return s

    yield make
    for s in made:
        s.close()


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def breaker(store_factory, clock) -> CircuitBreaker:
    return CircuitBreaker(store_factory(), clock)


def open_it(breaker: CircuitBreaker) -> None:
    for _ in range(3):
        breaker.record_failure(P, timeout())


@pytest.mark.parametrize(
    "error",
    [
        ProviderTimeoutError(P, "slow"),
        UpstreamUnavailableError(P, "502", status=502),
        RateLimitError(P, "429"),
        MalformedResponseError(P, "not json"),
        BlockedError(P, "captcha"),
    ],
)
def test_counted_failures_open_after_three(breaker, clock, error) -> None:
    for _ in range(2):
        assert breaker.record_failure(P, error) is True
        assert breaker.allow(P).allowed
    breaker.record_failure(P, error)
    decision = breaker.allow(P)
    assert not decision and decision.reason == "open"
    assert decision.until - clock.now() == pytest.approx(30.0, abs=1e-6)  # a duration, not an epoch under rel tolerance
    assert breaker.state(P).state == "open"
    assert isinstance(decision.to_error(P), CircuitOpenError)


@pytest.mark.parametrize(
    "error",
    [BadRequestError(P, "400", status=400), AuthError(P, "401", status=401), QuotaError(P, "402", status=402),
     NotConfiguredError(P, "no key"), LocalRateLimitError(P, "local rate limit", status=None, retry_after=1.0),
     ValueError("a bug, not the engine")],
)
def test_4xx_and_foreign_errors_do_not_count(breaker, error) -> None:
    for _ in range(10):
        assert breaker.record_failure(P, error) is False
    assert breaker.allow(P).reason == "closed"
    assert breaker.state(P).failures == 0


def test_only_consecutive_failures_count(breaker) -> None:
    breaker.record_failure(P, timeout())
    breaker.record_failure(P, timeout())
    breaker.record_success(P)
    breaker.record_failure(P, timeout())
    breaker.record_failure(P, timeout())
    assert breaker.allow(P).allowed
    breaker.record_failure(P, BadRequestError(P, "400"))  # neither counts nor resets the streak
    breaker.record_failure(P, timeout())
    assert not breaker.allow(P).allowed


def test_half_open_lets_exactly_one_probe_and_success_closes(breaker, clock) -> None:
    open_it(breaker)
    clock.advance(29.9)
    assert breaker.allow(P).reason == "open"
    clock.advance(0.1)
    assert breaker.state(P).state == "half_open"
    probe = breaker.allow(P)
    assert probe.allowed and probe.reason == "probe"
    for _ in range(3):
        second = breaker.allow(P)
        assert not second and second.reason == "probe_in_flight"
    breaker.record_success(P)
    assert breaker.allow(P).reason == "closed"
    assert breaker.state(P).failures == 0


def test_failed_probe_reopens_with_doubling_cooldown_up_to_cap(store_factory, clock) -> None:
    breaker = CircuitBreaker(store_factory(), clock, BreakerConfig(cooldown_s=30, max_cooldown_s=100))
    open_it(breaker)
    seen = []
    for _ in range(4):
        clock.advance(breaker.state(P).open_until - clock.now())
        assert breaker.allow(P).reason == "probe"
        breaker.record_failure(P, timeout())
        status = breaker.state(P)
        assert status.state == "open"
        seen.append(status.open_until - clock.now())
    assert seen == [pytest.approx(60, abs=1e-6), pytest.approx(100, abs=1e-6), pytest.approx(100, abs=1e-6), pytest.approx(100, abs=1e-6)]
    clock.advance(100)
    assert breaker.allow(P).reason == "probe"
    breaker.record_success(P)
    open_it(breaker)  # a fresh opening starts from the base cool-down again
    assert breaker.state(P).open_until - clock.now() == pytest.approx(30, abs=1e-6)


def test_probe_lease_expires_if_the_prober_never_reports(breaker, clock) -> None:
    open_it(breaker)
    clock.advance(30)
    assert breaker.allow(P).reason == "probe"
    clock.advance(29)
    assert breaker.allow(P).reason == "probe_in_flight"
    clock.advance(1)
    assert breaker.allow(P).reason == "probe"


def test_uncounted_error_on_probe_frees_the_probe_slot(breaker, clock) -> None:
    open_it(breaker)
    clock.advance(30)
    assert breaker.allow(P).reason == "probe"
    breaker.record_failure(P, AuthError(P, "401"))
    assert breaker.allow(P).reason == "probe"  # another caller may probe now


def test_retry_after_lengthens_the_cooldown(breaker, clock) -> None:
    for _ in range(3):
        breaker.record_failure(P, RateLimitError(P, "429", retry_after=90))
    assert breaker.allow(P).until - clock.now() == pytest.approx(90, abs=1e-6)


def test_lone_provider_is_never_silenced(breaker, clock) -> None:
    open_it(breaker)
    breaker.record_failure("other", timeout())
    clock.advance(5)
    assert not breaker.allow(P)
    assert breaker.soonest_probe(["other", P]) == ("other", clock.now())  # closed: callable now
    name, at = breaker.soonest_probe([P])
    assert name == P and at - clock.now() == pytest.approx(25, abs=1e-6)
    assert breaker.soonest_probe([]) is None
    forced = breaker.allow(P, force=True)
    assert forced.allowed and forced.reason == "forced_probe"
    assert breaker.allow(P, force=True).reason == "probe_in_flight"  # still one probe at a time
    breaker.record_success(P)
    assert breaker.allow(P).reason == "closed"


def test_soonest_probe_orders_open_breakers(store_factory, clock) -> None:
    breaker = CircuitBreaker(store_factory(), clock)
    open_it(breaker)
    clock.advance(10)
    for _ in range(3):
        breaker.record_failure("late", timeout())
    name, at = breaker.soonest_probe(["late", P])
    assert name == P and at - clock.now() == pytest.approx(20, abs=1e-6)


def test_corrupt_record_reads_closed() -> None:
    assert BreakerRecord.loads("{not json") == BreakerRecord()
    assert BreakerRecord.loads('{"state": "weird"}') == BreakerRecord()
    rec = BreakerRecord("open", 3, 5.0, 30.0, 0.0)
    assert BreakerRecord.loads(rec.dumps()) == rec


def test_state_is_shared_between_store_instances(tmp_path, clock) -> None:
    a = CircuitBreaker(SQLiteBreakerStore(tmp_path / "s.db"), clock)
    b = CircuitBreaker(SQLiteBreakerStore(tmp_path / "s.db"), clock)
    open_it(a)
    assert b.allow(P).reason == "open"
    clock.advance(30)
    assert b.allow(P).reason == "probe"
    assert a.allow(P).reason == "probe_in_flight"
    a.record_success(P)
    assert b.allow(P).reason == "closed"


_CHILD = textwrap.dedent(
    """
    import sys
    from groundwire.resilience import CircuitBreaker, FakeClock, SQLiteBreakerStore
    breaker = CircuitBreaker(SQLiteBreakerStore(sys.argv[1]), FakeClock(start=float(sys.argv[2])))
    sys.stdin.readline()  # start together
    print(breaker.allow("brave").reason)
    """
)


def test_exactly_one_probe_across_processes(tmp_path, clock) -> None:
    path = tmp_path / "state.sqlite3"
    parent = CircuitBreaker(SQLiteBreakerStore(path), clock)
    open_it(parent)
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", _CHILD, str(path), repr(clock.now() + 31)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env(),
        )
        for _ in range(3)
    ]
    for p in procs:
        p.stdin.write("go\n")
        p.stdin.flush()
    outs = [p.communicate(timeout=60) for p in procs]
    assert all(p.returncode == 0 for p in procs), [e for _, e in outs]
    reasons = sorted(out.strip() for out, _ in outs)
    assert reasons == ["probe"] + ["probe_in_flight"] * 2


def test_release_probe_lets_the_next_request_probe_at_once():
    from groundwire.errors import UpstreamUnavailableError
    from groundwire.resilience.breaker import BreakerConfig, CircuitBreaker, MemoryBreakerStore
    from groundwire.resilience.clock import FakeClock

    clock = FakeClock()
    breaker = CircuitBreaker(MemoryBreakerStore(), clock, BreakerConfig(failure_threshold=1, cooldown_s=10))
    breaker.record_failure("e", UpstreamUnavailableError("e", "down"))
    clock.advance(11)
    assert breaker.allow("e").reason == "probe"
    assert not breaker.allow("e")  # the lease is held
    breaker.release_probe("e")
    assert breaker.allow("e").reason == "probe"  # given back: probe again without waiting for the lease


def test_states_reads_every_provider_at_once_and_agrees_with_state(breaker: CircuitBreaker, clock) -> None:
    open_it(breaker)  # brave open
    breaker.record_failure("exa", timeout())  # one failure: still closed
    for _ in range(3):
        breaker.record_failure("tavily", timeout())
    clock.advance(31)  # tavily's (and brave's) cool-down over: half-open
    breaker.allow("tavily")  # tavily's probe lease taken
    names = ["brave", "exa", "tavily", "never-seen"]
    together = breaker.states(names)
    assert list(together) == names
    assert together == {n: breaker.state(n) for n in names}
    assert together["tavily"].state == "half_open" and together["tavily"].probe_in_flight
    assert together["never-seen"].state == "closed"
    assert breaker.states([]) == {}


def test_states_is_one_store_read(store_factory, clock) -> None:
    store = store_factory()
    calls: list[str] = []
    read_many = store.read_many

    def counting(keys):
        calls.append("read_many")
        return read_many(keys)

    store.read_many = counting
    store.read = lambda key: calls.append("read")  # type: ignore[method-assign]
    CircuitBreaker(store, clock).states(["brave", "exa", "tavily"])
    assert calls == ["read_many"]
