"""Issue 13 gap: a process-wide cap on remote engine calls in flight (``[search] max_in_flight``, default 2), beside
the per-engine caps. Real sockets to the emulator; the client's transport only counts what is in flight."""

from __future__ import annotations

import asyncio
from pathlib import Path

import httpx
import pytest

from groundwire.config import load_settings
from groundwire.grounder import Grounder, SearchParams
from tests.test_search_routing import home, settings_for  # noqa: F401


class CountingTransport(httpx.AsyncBaseTransport):
    """The real transport, counting concurrent requests."""

    def __init__(self) -> None:
        self.inner = httpx.AsyncHTTPTransport()
        self.now = 0
        self.peak = 0

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        self.now += 1
        self.peak = max(self.peak, self.now)
        try:
            response = await self.inner.handle_async_request(request)
            await response.aread()
            return response
        finally:
            self.now -= 1

    async def aclose(self) -> None:
        await self.inner.aclose()


async def peak_in_flight(settings, queries: list[str]) -> int:
    transport = CountingTransport()
    async with httpx.AsyncClient(transport=transport) as client:
        async with Grounder(settings, client=client, log=False) as g:
            responses = await asyncio.gather(*(g.search(q, SearchParams(use_cache=False)) for q in queries))
    assert all(r.status == "ok" for r in responses), [r.status for r in responses]
    return transport.peak


@pytest.mark.parametrize("cap,most", [(1, 1), (2, 2), (3, 3)])
async def test_remote_engine_calls_in_flight_are_capped(emulator, home, cap, most):
    for engine in ("exa", "brave"):
        emulator.set_fault(engine, "latency", ms=150)
    settings = settings_for(emulator, home, f"[search]\nmax_in_flight = {cap}\nbudget_s = 30\nprimary_budget_s = 30\n")
    peak = await peak_in_flight(settings, ["python release", "rust release", "go release"])
    assert 1 <= peak <= most


async def test_without_the_cap_calls_overlap(emulator, home):
    """The counter really sees overlap: with the cap off, three searches x two engines run together."""
    for engine in ("exa", "brave"):
        emulator.set_fault(engine, "latency", ms=300)
    settings = settings_for(emulator, home, "[search]\nmax_in_flight = 0\nbudget_s = 30\nprimary_budget_s = 30\n")
    assert await peak_in_flight(settings, ["python release", "rust release", "go release"]) > 2


def test_default_cap_is_two(tmp_path: Path):
    assert load_settings({"GROUNDWIRE_HOME": str(tmp_path)}).search.max_in_flight == 2
