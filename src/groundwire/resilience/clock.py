"""Clocks: the one seam through which resilience code reads time and sleeps.

Two time scales, never mixed:

* ``now()`` is wall-clock epoch seconds. Anything shared between processes (cache expiry, rate-limit logs,
  breaker cool-downs) uses it, because every process on a machine agrees on it.
* ``monotonic()`` is for in-process deadlines. A request's ``deadline`` is a value on this scale
  (``clock.monotonic() + budget_s``).
"""

from __future__ import annotations

import asyncio
import time
from typing import Protocol, runtime_checkable


@runtime_checkable
class Clock(Protocol):
    def now(self) -> float:
        """Wall-clock epoch seconds."""
        ...

    def monotonic(self) -> float:
        """Seconds on a clock that never goes backwards; deadlines use this scale."""
        ...

    async def sleep(self, seconds: float) -> None:
        """Wait ``seconds`` (no-op for ``seconds <= 0``)."""
        ...


class SystemClock:
    """The real clock."""

    def now(self) -> float:
        return time.time()

    def monotonic(self) -> float:
        return time.monotonic()

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(max(0.0, seconds))


class FakeClock:
    """A test clock: time moves only by :meth:`advance` or :meth:`sleep`.

    ``sleep(s)`` advances both scales by ``s`` at once, records ``s`` in :attr:`sleeps`, and yields to the event
    loop once so other tasks run. Several tasks may share one clock; their sleeps add up (time never runs
    backwards), which is conservative for every guarantee we test.
    """

    def __init__(self, start: float = 1_700_000_000.0, monotonic_start: float = 1_000.0) -> None:
        self._wall = float(start)
        self._mono = float(monotonic_start)
        self.sleeps: list[float] = []

    def now(self) -> float:
        return self._wall

    def monotonic(self) -> float:
        return self._mono

    def advance(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("a clock cannot go backwards")
        self._wall += seconds
        self._mono += seconds

    async def sleep(self, seconds: float) -> None:
        seconds = max(0.0, float(seconds))
        self.sleeps.append(seconds)
        self.advance(seconds)
        await asyncio.sleep(0)
