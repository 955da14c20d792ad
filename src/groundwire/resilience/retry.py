"""Retries with exponential backoff and full jitter, bounded by the request's deadline.

Hand-written rather than tenacity: we need an injectable RNG (tenacity's jitter uses the global ``random``),
a wait that comes from the error (``Retry-After``) with a cap, and a stop rule that looks at the *next* wait
against a deadline on the injected clock; together that is less code than tenacity's strategy objects.
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Literal, Protocol, TypeVar

from ..errors import ProviderError, RateLimitError
from .clock import Clock

T = TypeVar("T")


class Uniform(Protocol):
    def uniform(self, a: float, b: float) -> float: ...


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """``max_retries`` retries after the first try; backoff ``uniform(0, min(max_delay, base * 2**n))``.

    ``Retry-After`` (``RateLimitError.retry_after``) replaces the backoff. If it exceeds ``retry_after_cap_s``,
    ``over_cap="give_up"`` raises at once (we never call before the engine allows it), ``"wait_cap"`` waits
    only the cap.
    """

    max_retries: int = 2
    base_delay_s: float = 0.25
    max_delay_s: float = 2.0
    retry_after_cap_s: float = 5.0
    over_cap: Literal["give_up", "wait_cap"] = "give_up"


def retry_delay(error: ProviderError, retry_number: int, policy: RetryPolicy, rng: Uniform) -> float | None:
    """Seconds to wait before retry ``retry_number`` (1-based), or None to stop."""
    retry_after = error.retry_after if isinstance(error, RateLimitError) else None
    if retry_after is not None:
        retry_after = max(0.0, float(retry_after))
        if retry_after <= policy.retry_after_cap_s:
            return retry_after
        return None if policy.over_cap == "give_up" else policy.retry_after_cap_s
    ceiling = min(policy.max_delay_s, policy.base_delay_s * 2 ** (retry_number - 1))
    return rng.uniform(0.0, ceiling)


async def with_retries(
    call: Callable[[], Awaitable[T]],
    *,
    clock: Clock,
    deadline: float | None,
    policy: RetryPolicy = RetryPolicy(),
    rng: Uniform | None = None,
    on_retry: Callable[[int, ProviderError, float], None] | None = None,
) -> T:
    """Run ``call``; retry retryable :class:`ProviderError`s (429, 5xx, timeouts) per ``policy``.

    ``deadline`` is on ``clock.monotonic()``'s scale; when the next wait would pass it, the last error is
    raised instead of sleeping. Other exceptions propagate at once. ``on_retry(n, error, delay)`` is called
    before each retry's wait.
    """
    rng = rng or random.Random()
    retry_number = 0
    while True:
        try:
            return await call()
        except ProviderError as error:
            if not error.retryable or retry_number >= policy.max_retries:
                raise
            retry_number += 1
            delay = retry_delay(error, retry_number, policy, rng)
            if delay is None or (deadline is not None and clock.monotonic() + delay > deadline):
                raise
            if on_retry is not None:
                on_retry(retry_number, error, delay)
            await clock.sleep(delay)
