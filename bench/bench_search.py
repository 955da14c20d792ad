"""Benchmark: end-to-end search latency against emulated engines on 127.0.0.1, side by side in one run.

Run: ``.venv/bin/python bench/bench_search.py`` (about a minute). The emulator runs in its own process
(``python -m tests.emulator``) so its event loop does not share a GIL with the client being measured; faults and
latencies are set through its HTTP control API. Figures are printed next to their targets; nothing fails the run.

Sections:
1. three engines at 50/120/200 ms in parallel (stage 1, depth 3, no cache) vs the slowest engine alone and vs
   calling the three one after another;
2. one of the three hanging: the first requests (bounded by the 1.0 s primary budget) and the p95 once the
   breaker is open, vs the all-healthy p95;
3. a cache hit through the embedded disk cache;
4. CPU time of fusing 2 queries x 3 engines x 20 hits (bench_fuse.py's inputs).
"""

from __future__ import annotations

import asyncio
import functools
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "src"), str(ROOT), str(ROOT / "bench")]

import groundwire  # noqa: E402
from groundwire.config import load_settings  # noqa: E402
from groundwire.grounder import Grounder, SearchParams  # noqa: E402
from groundwire.engines.providers import registry as registry_module  # noqa: E402

LATENCY_MS = {"brave": 50, "exa": 120, "searxng": 200}  # the three stage-1 engines
SLOWEST = max(LATENCY_MS, key=LATENCY_MS.__getitem__)
HANGING = "exa"
KEY = "test-key"
QUERY = "python release"
N = 30
WARMUP = 3

CONFIG = """
[search]
mode = "bench"
primary_budget_s = 1.0
budget_s = 3.0
max_retries = 0
[routes.bench]
order = ["brave", "exa", "searxng"]
depth = 3
local = false
[providers.duckduckgo]
enabled = false
[providers.brave]
rate_limit = [10000, 1.0]
[providers.exa]
rate_limit = [10000, 1.0]
[providers.searxng]
rate_limit = [10000, 1.0]
"""


# --- statistics ------------------------------------------------------------------------------------


def pct(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..1) of a non-empty list."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def p50(values: list[float]) -> float:
    return statistics.median(values)


def p95(values: list[float]) -> float:
    return pct(values, 0.95)


# --- the emulator in its own process ---------------------------------------------------------------


class EmulatorProcess:
    """``python -m tests.emulator`` in a child process, driven through ``/_control``."""

    def __init__(self) -> None:
        self.proc: subprocess.Popen[str] | None = None
        self.url = ""

    def start(self, timeout_s: float = 20.0) -> EmulatorProcess:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tests.emulator", "--port", "0"],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        )
        deadline = time.monotonic() + timeout_s
        assert self.proc.stdout is not None
        while time.monotonic() < deadline:
            line = self.proc.stdout.readline()
            if not line:
                break
            found = re.search(r"http://127\.0\.0\.1:\d+", line)
            if found:
                self.url = found.group(0)
                break
        if not self.url:
            self.stop()
            raise RuntimeError("the emulator did not print its URL")
        for _ in range(200):
            try:
                httpx.post(f"{self.url}/_control/reset", timeout=1.0)
                return self
            except httpx.TransportError:
                time.sleep(0.05)
        raise RuntimeError("the emulator does not answer")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()

    def base_url(self, engine: str) -> str:
        return f"{self.url}/{engine}"

    def reset(self) -> None:
        httpx.post(f"{self.url}/_control/reset", timeout=5.0).raise_for_status()

    def fault(self, engine: str, kind: str, **params: object) -> None:
        body = {"engine": engine, "kind": kind, **params}
        httpx.post(f"{self.url}/_control/fault", json=body, timeout=5.0).raise_for_status()

    def set_latencies(self) -> None:
        self.reset()
        for engine, ms in LATENCY_MS.items():
            self.fault(engine, "latency", ms=ms)


def make_env(emu: EmulatorProcess, home: Path) -> dict[str, str]:
    config = home / "config.toml"
    config.write_text(CONFIG, encoding="utf-8")
    env = {"GROUNDWIRE_HOME": str(home), "GROUNDWIRE_CONFIG": str(config), "BRAVE_API_KEY": KEY,
           "EXA_API_KEY": KEY, "SEARXNG_URL": emu.base_url("searxng")}
    for engine in LATENCY_MS:
        env[f"GROUNDWIRE_{engine.upper()}_URL"] = emu.base_url(engine)
    return env


# --- measurements ----------------------------------------------------------------------------------


async def timed(make: Callable[[], Awaitable[object]], n: int, warmup: int = WARMUP) -> list[float]:
    """Milliseconds per call of ``make()``, after ``warmup`` unmeasured calls."""
    for _ in range(warmup):
        await make()
    out = []
    for _ in range(n):
        start = time.perf_counter()
        await make()
        out.append((time.perf_counter() - start) * 1000.0)
    return out


def raw_call(client: httpx.AsyncClient, emu: EmulatorProcess, engine: str) -> Callable[[], Awaitable[None]]:
    """One direct HTTP call to an emulated engine in its wire format (the floor no client can beat)."""

    async def call() -> None:
        if engine == "brave":
            r = await client.get(f"{emu.base_url('brave')}/res/v1/web/search", params={"q": QUERY, "count": 10},
                                 headers={"X-Subscription-Token": KEY, "Accept": "application/json"})
        elif engine == "exa":
            r = await client.post(f"{emu.base_url('exa')}/search", json={"query": QUERY, "numResults": 10},
                                  headers={"x-api-key": KEY})
        else:
            r = await client.get(f"{emu.base_url('searxng')}/search", params={"q": QUERY, "format": "json"})
        r.raise_for_status()
        json.loads(r.content)

    return call


async def section_parallel(emu: EmulatorProcess, home: Path) -> dict[str, list[float]]:
    emu.set_latencies()
    settings = load_settings(make_env(emu, home))
    runs: dict[str, list[float]] = {}
    async with httpx.AsyncClient() as client:
        slow = raw_call(client, emu, SLOWEST)
        runs["slowest"] = await timed(slow, N)
        calls = [raw_call(client, emu, e) for e in LATENCY_MS]

        async def sequential() -> None:
            for call in calls:
                await call()

        runs["sequential"] = await timed(sequential, N)
    async with Grounder(settings) as g:
        params = SearchParams(use_cache=False)

        async def one() -> None:
            response = await g.search(QUERY, params)
            if sorted(response.trace.actual_providers) != sorted(LATENCY_MS):
                raise RuntimeError(f"expected all three engines to answer: {response.trace.to_dict()}")

        runs["grounder"] = await timed(one, N)
        alone = SearchParams(provider=SLOWEST, use_cache=False)
        runs["grounder_alone"] = await timed(lambda: g.search(QUERY, alone), N)

    async def oneshot() -> None:
        await groundwire.search(QUERY, use_cache=False, settings=settings)

    runs["oneshot"] = await timed(oneshot, 10, warmup=1)
    return runs


async def section_hanging(emu: EmulatorProcess, home: Path) -> tuple[list[float], list[float], int]:
    """Latencies before the breaker opens (first ones), after it opens, and how many requests it took."""
    emu.set_latencies()
    emu.fault(HANGING, "hang")
    settings = load_settings(make_env(emu, home))
    before: list[float] = []
    after: list[float] = []
    async with Grounder(settings) as g:
        params = SearchParams(use_cache=False)
        for _ in range(settings.search.breaker_failures + 2):  # the breaker opens after N counted failures
            start = time.perf_counter()
            response = await g.search(QUERY, params)
            elapsed = (time.perf_counter() - start) * 1000.0
            skipped = any(a.provider == HANGING and a.outcome == "skipped" for a in response.trace.attempts)
            if skipped:
                break
            before.append(elapsed)
        else:
            raise RuntimeError("the breaker never opened for the hanging engine")
        after = await timed(lambda: g.search(QUERY, params), N, warmup=0)
    emu.reset()
    return before, after, len(before)


async def section_cache(emu: EmulatorProcess, home: Path) -> dict[str, list[float]]:
    """Cache-hit latency; plus two diagnostics: the cost of one ``ProviderRegistry.names()`` call (an
    entry-point scan, made on every search) and the cache-hit latency with that scan memoised."""
    emu.set_latencies()
    settings = load_settings(make_env(emu, home))
    runs: dict[str, list[float]] = {}
    async with Grounder(settings) as g:
        first = await g.search(QUERY)  # fills the cache
        if first.status != "ok":
            raise RuntimeError(f"cache warm-up search failed: {first.status}")

        async def hit() -> None:
            response = await g.search(QUERY)
            if not all(a.cached for a in response.trace.attempts if a.outcome != "skipped"):
                raise RuntimeError("expected every engine answer from the cache")

        runs["hit"] = await timed(hit, 100)

        async def names() -> None:
            g.registry.names()

        runs["names"] = await timed(names, 100)
        original = registry_module.known_provider_names
        registry_module.known_provider_names = functools.lru_cache(maxsize=1)(original)
        try:
            runs["hit_memo"] = await timed(hit, 100)
        finally:
            registry_module.known_provider_names = original
    return runs


def section_fuse() -> tuple[float, float]:
    from bench_fuse import bench_fuse

    return bench_fuse(iterations=500)


# --- report ----------------------------------------------------------------------------------------


def row(label: str, measured: str, target: str = "", note: str = "") -> None:
    print(f"  {label:<44} {measured:>18}   {target:<26} {note}")


def verdict(ok: bool) -> str:
    return "ok" if ok else "MISSED"


async def main_async() -> None:
    emu = EmulatorProcess().start()
    try:
        with tempfile.TemporaryDirectory(prefix="gw-bench-") as tmp:
            homes = [Path(tmp) / name for name in ("parallel", "hanging", "cache")]
            for h in homes:
                h.mkdir()
            t0 = time.perf_counter()
            par = await section_parallel(emu, homes[0])
            before, after, opened_after = await section_hanging(emu, homes[1])
            cache = await section_cache(emu, homes[2])
            fuse_cold, fuse_warm = section_fuse()
            total_s = time.perf_counter() - t0
    finally:
        emu.stop()

    lat = ", ".join(f"{e} {ms} ms" for e, ms in LATENCY_MS.items())
    print(f"groundwire search benchmark — emulated engines on 127.0.0.1 ({lat}); {N} requests per row\n")
    g50, g95 = p50(par["grounder"]), p95(par["grounder"])
    s50 = p50(par["slowest"])
    q50 = p50(par["sequential"])
    print("1. three engines in parallel (stage 1, depth 3, no cache)")
    row("groundwire Grounder.search p50 / p95", f"{g50:.1f} / {g95:.1f} ms")
    row(f"slowest engine alone, raw HTTP ({SLOWEST}) p50", f"{s50:.1f} ms")
    row("overhead: groundwire p50 - slowest p50", f"{g50 - s50:+.1f} ms", "<= +15 ms", verdict(g50 <= s50 + 15))
    row("ratio groundwire p50 / slowest p50", f"{g50 / s50:.2f}x")
    row("three engines one after another p50 (raw)", f"{q50:.1f} ms")
    row("ratio groundwire p50 / sequential p50", f"{g50 / q50:.2f}x", "< 1 (parallel wins)", verdict(g50 < q50))
    row(f"groundwire --provider {SLOWEST} only p50", f"{p50(par['grounder_alone']):.1f} ms")
    row("groundwire.search() one-shot p50 (new client)", f"{p50(par['oneshot']):.1f} ms", "", "10 requests")
    print(f"\n2. one engine hanging ({HANGING}), primary budget 1.0 s")
    row("first request", f"{before[0]:.1f} ms", "<= 1000 ms + 100 ms slack", verdict(before[0] <= 1100))
    if len(before) > 1:
        row(f"requests 2..{len(before)} before the breaker opened", " / ".join(f"{x:.0f}" for x in before[1:]) + " ms")
    row(f"breaker open after {opened_after} failures: p50 / p95",
        f"{p50(after):.1f} / {p95(after):.1f} ms")
    row("p95 open-breaker - p95 all healthy", f"{p95(after) - g95:+.1f} ms", "<= +10 ms",
        verdict(p95(after) - g95 <= 10))
    print("\n3. cache (embedded disk cache, every engine answer cached)")
    hit = cache["hit"]
    row("cache hit Grounder.search p50 / p95", f"{p50(hit):.2f} / {p95(hit):.2f} ms", "p50 <= 2 ms",
        verdict(p50(hit) <= 2.0))
    row("ratio cache hit p50 / uncached p50", f"{p50(hit) / g50:.3f}x")
    row("diagnostic: one ProviderRegistry.names() p50", f"{p50(cache['names']):.2f} ms", "",
        "entry-point scan, run on every search")
    row("diagnostic: cache hit p50, names() memoised", f"{p50(cache['hit_memo']):.2f} ms", "p50 <= 2 ms",
        verdict(p50(cache["hit_memo"]) <= 2.0))
    print("\n4. fusion CPU time, 2 queries x 3 engines x 20 hits (process_time)")
    row("fuse cold / warm URL caches", f"{fuse_cold:.3f} / {fuse_warm:.3f} ms", "<= 1 ms", verdict(fuse_cold <= 1.0))
    print(f"\nwhole bench: {total_s:.1f} s")


def main() -> int:
    os.chdir(ROOT)
    asyncio.run(main_async())
    return 0


if __name__ == "__main__":
    sys.exit(main())
