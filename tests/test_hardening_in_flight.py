"""Issue 13 gap: a process-wide cap on searches in flight (``[search] max_in_flight``, default 2), beside the
per-engine caps; one search still asks its primary engines in parallel. Real sockets to the emulator; the client's
transport only counts what is in flight (engine calls, and the distinct queries they carry)."""

from __future__ import annotations

import asyncio
import json
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
        self.now: list[str] = []  # the query of each call in flight
        self.peak_calls = 0
        self.peak_searches = 0

    @staticmethod
    def query_of(request: httpx.Request) -> str:
        if request.method == "GET":
            return request.url.params.get("q", "")
        return str(json.loads(request.content or b"{}").get("query", ""))

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        query = self.query_of(request)
        self.now.append(query)
        self.peak_calls = max(self.peak_calls, len(self.now))
        self.peak_searches = max(self.peak_searches, len(set(self.now)))
        try:
            response = await self.inner.handle_async_request(request)
            await response.aread()
            return response
        finally:
            self.now.remove(query)

    async def aclose(self) -> None:
        await self.inner.aclose()


async def peaks(settings, queries: list[str]) -> tuple[int, int]:
    """(most searches, most engine calls) in flight at once while ``queries`` are searched together."""
    transport = CountingTransport()
    async with httpx.AsyncClient(transport=transport) as client:
        async with Grounder(settings, client=client, log=False) as g:
            responses = await asyncio.gather(*(g.search(q, SearchParams(use_cache=False)) for q in queries))
    assert all(r.status == "ok" for r in responses), [r.status for r in responses]
    assert all({"exa", "brave"} <= {a.provider for a in r.trace.attempts if a.outcome == "ok"} for r in responses)
    return transport.peak_searches, transport.peak_calls


QUERIES = ["python release", "rust release", "go release"]
ROOMY = "".join(f"[providers.{e}]\nmax_concurrency = 8\nrate_limit = [100, 1.0]\n" for e in ("exa", "brave"))  # only our cap binds


@pytest.mark.parametrize("cap", [1, 2])
async def test_searches_in_flight_are_capped_and_each_asks_its_engines_in_parallel(emulator, home, cap):
    for engine in ("exa", "brave"):
        emulator.set_fault(engine, "latency", ms=300)
    settings = settings_for(emulator, home, ROOMY + f"[search]\nmax_in_flight = {cap}\nbudget_s = 30\nprimary_budget_s = 30\n")
    searches, calls = await peaks(settings, QUERIES)
    assert searches == cap  # three searches wait their turn ...
    assert calls == 2 * cap  # ... and each one's two primaries run together


async def test_without_the_cap_searches_overlap(emulator, home):
    """The counter really sees overlap: with the cap off, three searches x two engines run together."""
    for engine in ("exa", "brave"):
        emulator.set_fault(engine, "latency", ms=300)
    settings = settings_for(emulator, home, ROOMY + "[search]\nmax_in_flight = 0\nbudget_s = 30\nprimary_budget_s = 30\n")
    assert await peaks(settings, QUERIES) == (3, 6)


def test_default_cap_is_two(tmp_path: Path):
    assert load_settings({"GROUNDWIRE_HOME": str(tmp_path)}).search.max_in_flight == 2


async def test_a_search_answered_from_the_cache_does_not_wait_for_a_place(emulator, home):
    """The cap is on searches out on the web: a cached answer is served while a slow search holds the one place."""
    settings = settings_for(emulator, home, ROOMY + "[search]\nmax_in_flight = 1\nbudget_s = 30\nprimary_budget_s = 30\n")
    async with httpx.AsyncClient() as client:
        async with Grounder(settings, client=client, log=False) as g:
            warm = await g.search("python release", SearchParams())  # now in the cache
            assert warm.status == "ok"
            for engine in ("exa", "brave"):
                emulator.set_fault(engine, "latency", ms=1500)
            slow = asyncio.create_task(g.search("rust release", SearchParams(use_cache=False)))

            async def out_on_the_engines() -> None:
                while not any("rust" in json.dumps(r.json) or "rust" in r.full_path
                              for e in ("exa", "brave") for r in emulator.requests(e)):
                    await asyncio.sleep(0.01)

            await asyncio.wait_for(out_on_the_engines(), 60)  # a bound on a loaded runner, not a speed check
            cached = await g.search("python release", SearchParams())
            assert cached.status == "ok" and any(a.cached for a in cached.trace.attempts)
            assert not slow.done(), "the cached search was answered while the slow one still held the place"
            assert (await slow).status == "ok"
