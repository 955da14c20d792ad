"""Retries: counts, Retry-After honoured and capped, deadline stops retries, full-jitter bounds."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from groundwire.errors import (
    AuthError,
    BadRequestError,
    MalformedResponseError,
    ProviderError,
    ProviderTimeoutError,
    RateLimitError,
    UpstreamUnavailableError,
)
from groundwire.resilience import FakeClock, RetryPolicy, retry_delay, with_retries


class MaxRng:
    """Always the top of the jitter range, and records the ranges asked for."""

    def __init__(self) -> None:
        self.ranges: list[tuple[float, float]] = []

    def uniform(self, a: float, b: float) -> float:
        self.ranges.append((a, b))
        return b


def failing(*errors: BaseException, result: str = "ok"):
    calls = []

    async def call() -> str:
        calls.append(1)
        if len(calls) <= len(errors):
            raise errors[len(calls) - 1]
        return result

    return call, calls


async def test_retries_then_succeeds_and_traces_each_retry() -> None:
    clock = FakeClock()
    seen = []
    e1, e2 = UpstreamUnavailableError("p", "503", status=503), ProviderTimeoutError("p", "slow")
    call, calls = failing(e1, e2)
    out = await with_retries(call, clock=clock, deadline=None, rng=MaxRng(),
                             on_retry=lambda n, err, d: seen.append((n, err, d)))
    assert out == "ok" and len(calls) == 3
    assert seen == [(1, e1, 0.25), (2, e2, 0.5)]
    assert clock.sleeps == [0.25, 0.5]


async def test_at_most_two_retries_then_the_last_error() -> None:
    clock = FakeClock()
    errors = [ProviderTimeoutError("p", f"slow {i}") for i in range(5)]
    call, calls = failing(*errors)
    with pytest.raises(ProviderTimeoutError) as info:
        await with_retries(call, clock=clock, deadline=None, rng=MaxRng())
    assert len(calls) == 3 and info.value is errors[2]
    assert len(clock.sleeps) == 2


@pytest.mark.parametrize(
    "error", [BadRequestError("p", "400"), AuthError("p", "401"), MalformedResponseError("p", "bad json"),
              ProviderError("p", "generic"), KeyError("a bug")],
)
async def test_non_retryable_errors_are_raised_at_once(error) -> None:
    clock = FakeClock()
    call, calls = failing(error)
    with pytest.raises(type(error)):
        await with_retries(call, clock=clock, deadline=None)
    assert len(calls) == 1 and clock.sleeps == []


async def test_retry_after_is_honoured() -> None:
    clock = FakeClock()
    call, calls = failing(RateLimitError("p", "429", retry_after=3.0))
    assert await with_retries(call, clock=clock, deadline=None, rng=MaxRng()) == "ok"
    assert clock.sleeps == [3.0] and len(calls) == 2


async def test_retry_after_over_the_cap_gives_up_by_default() -> None:
    clock = FakeClock()
    err = RateLimitError("p", "429", retry_after=60.0)
    call, calls = failing(err)
    with pytest.raises(RateLimitError) as info:
        await with_retries(call, clock=clock, deadline=None)
    assert info.value is err and len(calls) == 1 and clock.sleeps == []


async def test_retry_after_over_the_cap_can_wait_the_cap() -> None:
    clock = FakeClock()
    call, _ = failing(RateLimitError("p", "429", retry_after=60.0))
    policy = RetryPolicy(retry_after_cap_s=4.0, over_cap="wait_cap")
    assert await with_retries(call, clock=clock, deadline=None, policy=policy) == "ok"
    assert clock.sleeps == [4.0]


async def test_deadline_stops_retries_instead_of_sleeping_past_it() -> None:
    clock = FakeClock()
    call, calls = failing(RateLimitError("p", "429", retry_after=2.0))
    with pytest.raises(RateLimitError):
        await with_retries(call, clock=clock, deadline=clock.monotonic() + 1.5)
    assert len(calls) == 1 and clock.sleeps == []

    # backoff too: the first wait (0.25) fits, the second (0.5) would pass the deadline
    call, calls = failing(*(ProviderTimeoutError("p", "slow") for _ in range(3)))
    with pytest.raises(ProviderTimeoutError):
        await with_retries(call, clock=clock, deadline=clock.monotonic() + 0.6, rng=MaxRng())
    assert len(calls) == 2 and clock.sleeps == [0.25]


async def test_max_retries_is_configurable() -> None:
    clock = FakeClock()
    call, calls = failing(*(ProviderTimeoutError("p", "slow") for _ in range(9)))
    with pytest.raises(ProviderTimeoutError):
        await with_retries(call, clock=clock, deadline=None, policy=RetryPolicy(max_retries=0))
    assert len(calls) == 1


def test_backoff_ceiling_doubles_up_to_max() -> None:
    rng = MaxRng()
    policy = RetryPolicy(base_delay_s=1.0, max_delay_s=3.0, max_retries=5)
    err = ProviderTimeoutError("p", "slow")
    assert [retry_delay(err, n, policy, rng) for n in range(1, 5)] == [1.0, 2.0, 3.0, 3.0]
    assert all(a == 0.0 for a, _ in rng.ranges)  # full jitter: from zero


@given(seed=st.integers(min_value=0, max_value=2**32), n=st.integers(min_value=1, max_value=6))
def test_jitter_stays_within_bounds(seed: int, n: int) -> None:
    policy = RetryPolicy()
    delay = retry_delay(UpstreamUnavailableError("p", "500"), n, policy, random.Random(seed))
    assert delay is not None
    assert 0.0 <= delay <= min(policy.max_delay_s, policy.base_delay_s * 2 ** (n - 1))


def test_jitter_is_reproducible_with_a_seeded_rng() -> None:
    err = ProviderTimeoutError("p", "slow")
    a = [retry_delay(err, 1, RetryPolicy(), random.Random(7)) for _ in range(3)]
    b = [retry_delay(err, 1, RetryPolicy(), random.Random(8)) for _ in range(3)]
    assert a[0] == a[1] == a[2] and a != b
