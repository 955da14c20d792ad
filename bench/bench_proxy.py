"""Benchmark: the grounding proxy's overhead, throughput and memory against the emulator, side by side in one run.

Run: ``.venv/bin/python bench/bench_proxy.py`` (about a minute and a half: three server stacks in turn). Three processes, so no two share a GIL: the
emulator (``python -m tests.emulator``: engines + OpenAI-compatible upstream), one proxy worker (uvicorn serving
``create_app()`` on a socket handed over by this script) and this load generator (httpx2). Deep-read is off (the
emulator's results link to real-world hosts); DuckDuckGo is off; the rule planner plans.

Rows (p50 over N sequential requests unless said otherwise):
1. the upstream called directly (the floor), then through the proxy with search off, with search on and every
   engine answer cached, and with a cold search (a new question each time) against engines answering in 100 ms;
   overhead = proxy p50 - direct p50;
2. throughput at concurrency 32 with cached search and the fast (echo) upstream;
3. resident memory (VmRSS) of the worker idle (after one request) and after the throughput run;
4. the server stacks side by side: uvicorn on asyncio + h11 with the stdlib JSON path (before), on uvloop +
   httptools, and on uvloop + httptools with orjson (what ``serve`` runs now). Rows 1-3 are for the last one;
5. (printed first) the JSON work of one chat alone, stdlib vs orjson, as in-process CPU time;
6. worker CPU per cached grounded request with the three stacks taking turns, round after round (the figure the
   machine's other load disturbs least). ``--only-cpu`` runs 5 and 6 alone.
Figures are printed next to their targets; nothing fails the run. On a small machine the three processes compete
for cores, so the "rig ceiling" row (the upstream alone under the same load) bounds what any proxy could show.
The worker's CPU time per grounded request (from /proc) gives its capacity on one free core, independent of
the rig. The load generator uses httpx2 (linear connection pool) so it is not itself the bottleneck.
"""

from __future__ import annotations

import asyncio
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import httpx2 as httpx  # same API; its pool does not go quadratic at 32 connections

ROOT = Path(__file__).resolve().parents[1]
N = 200
WARMUP = 20
CONCURRENCY = 32
THROUGHPUT_S = 5.0
COLD_N = 30
ENGINE_MS = 100
ENGINES = ("brave", "exa", "tavily", "searxng", "serper", "jina")
QUESTION = "What is the latest Python release?"
CHAT = {"model": "emulator-chat", "messages": [{"role": "user", "content": QUESTION}]}
LAUNCHER = (
    "import json, socket, sys, uvicorn\n"
    "from groundwire.server import jsonfast\n"
    "from groundwire.server.app import create_app\n"
    "loop, http, codec = sys.argv[2:5]\n"
    "if codec == 'stdlib':  # the JSON path as it was: json.loads / json.dumps\n"
    "    jsonfast.loads = json.loads\n"
    "    jsonfast.dumps = lambda v: json.dumps(v, ensure_ascii=False).encode()\n"
    "sock = socket.socket(fileno=int(sys.argv[1]))\n"
    "uvicorn.Server(uvicorn.Config(create_app(), log_level='warning', access_log=False, lifespan='on', loop=loop,"
    " http=http)).run(sockets=[sock])\n"
)
# (label, uvicorn loop, uvicorn http, JSON codec): the first is the baseline, the last is what serve runs now
VARIANTS = [
    ("asyncio+h11, json", "asyncio", "h11", "stdlib"),
    ("uvloop+httptools, json", "uvloop", "httptools", "stdlib"),
    ("uvloop+httptools, orjson", "uvloop", "httptools", "orjson"),
]
# [plan] model = "rules": the rule planner plans, as said above (the default, "same", would ask the echo upstream for
# a plan on every chat and fall back to rules: a model round trip that measures the upstream, not the proxy)
CONFIG = "[plan]\nmodel = \"rules\"\n[providers.duckduckgo]\nenabled = false\n[read]\nenabled = false\n[search]\nmax_retries = 0\n" + "".join(
    f"[providers.{e}]\nrate_limit = [100000, 1.0]\n" for e in ENGINES
) + "[server]\nkey_daily_searches = 0\n"


class EmulatorProcess:
    """``python -m tests.emulator`` in a child process, driven through ``/_control``."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen([sys.executable, "-m", "tests.emulator", "--port", "0"], cwd=ROOT,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()  # the URL, printed once it serves
        found = re.search(r"http://127\.0\.0\.1:\d+", line)
        if not found:
            self.stop()
            raise RuntimeError("the emulator did not print its URL")
        self.url = found.group(0)

    def base_url(self, engine: str) -> str:
        return f"{self.url}/v1" if engine == "openai" else f"{self.url}/{engine}"

    def control(self, path: str, body: dict[str, Any] | None = None) -> None:
        httpx.post(f"{self.url}/_control/{path}", json=body, timeout=5.0).raise_for_status()

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()


class ProxyProcess:
    """One uvicorn worker serving the proxy on a socket bound here (requests queue until it is up)."""

    def __init__(self, env: dict[str, str], loop: str = "auto", http: str = "auto", codec: str = "orjson") -> None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind(("127.0.0.1", 0))
        sock.listen(1024)
        self.url = f"http://127.0.0.1:{sock.getsockname()[1]}"
        self.proc = subprocess.Popen([sys.executable, "-c", LAUNCHER, str(sock.fileno()), loop, http, codec],
                                     env=env, cwd=ROOT,
                                     pass_fds=[sock.fileno()], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        sock.close()

    def rss_mb(self) -> float:
        status = Path(f"/proc/{self.proc.pid}/status").read_text()
        kb = int(re.search(r"VmRSS:\s+(\d+) kB", status).group(1))  # type: ignore[union-attr]
        return kb / 1024.0

    def cpu_s(self) -> float:
        """User + system CPU seconds the worker has used so far."""
        fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()


def proxy_env(emu: EmulatorProcess, home: Path) -> dict[str, str]:
    config = home / "config.toml"
    config.write_text(CONFIG, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GROUNDWIRE_", "OPENAI_"))}
    env.update(GROUNDWIRE_HOME=str(home), GROUNDWIRE_CONFIG=str(config), SEARXNG_URL=emu.base_url("searxng"),
               GROUNDWIRE_UPSTREAM_URL=emu.base_url("openai"), PYTHONPATH=str(ROOT / "src"))
    for engine in ENGINES:
        env[f"GROUNDWIRE_{engine.upper()}_URL"] = emu.base_url(engine)
        if engine != "searxng":
            env[f"{engine.upper()}_API_KEY"] = "test-key"
    return env


# --- measuring ----------------------------------------------------------------------------------------------


async def timed(call: Callable[[], Awaitable[None]], n: int, warmup: int = WARMUP) -> list[float]:
    for _ in range(warmup):
        await call()
    out = []
    for _ in range(n):
        start = time.perf_counter()
        await call()
        out.append((time.perf_counter() - start) * 1000.0)
    return out


def chat_call(client: httpx.AsyncClient, url: str, mode: str | None, question: Callable[[], str] | None = None,
              expect_status: str | None = None) -> Callable[[], Awaitable[None]]:
    headers = {"x-groundwire-search": mode} if mode else {}

    async def call() -> None:
        body = CHAT if question is None else {**CHAT, "messages": [{"role": "user", "content": question()}]}
        resp = await client.post(url + "/chat/completions", json=body, headers=headers)
        if resp.status_code != 200:
            raise RuntimeError(f"HTTP {resp.status_code}: {resp.text[:200]}")
        if expect_status is not None:
            got = resp.json().get("groundwire", {}).get("status")
            if got != expect_status:
                raise RuntimeError(f"expected grounding status {expect_status!r}, got {got!r}")

    return call


async def throughput(client: httpx.AsyncClient, url: str, mode: str | None = "on"
                     ) -> tuple[float, int, list[float]]:
    call = chat_call(client, url, mode)
    latencies: list[float] = []
    errors = 0
    stop_at = time.perf_counter() + THROUGHPUT_S

    async def worker() -> None:
        nonlocal errors
        while time.perf_counter() < stop_at:
            start = time.perf_counter()
            try:
                await call()
            except (RuntimeError, httpx.HTTPError):
                errors += 1
            latencies.append((time.perf_counter() - start) * 1000.0)

    started = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(CONCURRENCY)))
    elapsed = time.perf_counter() - started
    return (len(latencies) - errors) / elapsed, errors, latencies


def p50(values: list[float]) -> float:
    return statistics.median(values)


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def row(label: str, measured: str, target: str = "", verdict: str = "") -> None:
    print(f"  {label:<46} {measured:>24}   {target:<16} {verdict}")


def check(ok: bool) -> str:
    return "ok" if ok else "MISSED"


async def main_async() -> None:
    emu = EmulatorProcess()
    try:
        by_variant: list[tuple[str, dict[str, Any]]] = []
        for label, loop, http, codec in VARIANTS:
            with tempfile.TemporaryDirectory(prefix="gw-bench-proxy-") as tmp:
                proxy = ProxyProcess(proxy_env(emu, Path(tmp)), loop, http, codec)
                try:
                    by_variant.append((label, await run(emu, proxy)))
                finally:
                    proxy.stop()
        report(by_variant[-1][1])
        compare(by_variant)
        with tempfile.TemporaryDirectory(prefix="gw-bench-proxy-") as tmp:
            for label, *_ in VARIANTS:
                (Path(tmp) / label.replace(" ", "_").replace(",", "")).mkdir()
            await interleaved_cpu(emu, Path(tmp))
    finally:
        emu.stop()


def compare(by_variant: list[tuple[str, dict[str, Any]]]) -> None:
    """The server stacks side by side (same emulator, same run), with ratios to the first."""
    base = by_variant[0][1]
    print("\n4. server stack side by side (ratio to the first column)")
    print("  " + f"{'':<34}" + "".join(f"{label:>30}" for label, _ in by_variant))

    def line(name: str, value: Callable[[dict[str, Any]], float], fmt: str, better_low: bool) -> None:
        cells = []
        for _, r in by_variant:
            v, b = value(r), value(base)
            ratio = (b / v if better_low else v / b) if v and b else float("nan")
            cells.append(f"{format(v, fmt)} (x{ratio:.2f})")
        print("  " + f"{name:<34}" + "".join(f"{c:>30}" for c in cells))

    line("overhead p50, search off (ms)", lambda r: p50(r["off"]) - p50(r["direct"]), ".2f", True)
    line("overhead p50, cached search (ms)", lambda r: p50(r["cached"]) - p50(r["direct"]), ".2f", True)
    line("grounded req/s at c32", lambda r: r["rps"], ".0f", False)
    line("worker CPU per grounded req (ms)", lambda r: r["cpu_ms"], ".2f", True)
    line("rig ceiling req/s (upstream alone)", lambda r: r["rig_rps"], ".0f", False)
    print("  (x > 1 is better than the first column; the rig ceiling row shows how noisy the machine was)")


async def run(emu: EmulatorProcess, proxy: ProxyProcess) -> dict[str, Any]:
    limits = httpx.Limits(max_connections=CONCURRENCY * 2, max_keepalive_connections=CONCURRENCY * 2)
    r: dict[str, Any] = {}
    async with httpx.AsyncClient(timeout=30.0, limits=limits) as client:
        base = proxy.url + "/v1"
        for _ in range(240):  # a loaded machine can take a minute to import and warm up the worker
            try:
                if (await client.get(proxy.url + "/healthz", timeout=120.0)).status_code == 200:
                    break
            except httpx.HTTPError:
                await asyncio.sleep(0.5)
        await chat_call(client, base, "off")()  # the worker is up and has served once
        r["rss_idle"] = proxy.rss_mb()
        r["direct"] = await timed(chat_call(client, emu.base_url("openai"), None), N)
        r["off"] = await timed(chat_call(client, base, "off"), N)
        await chat_call(client, base, "on", expect_status="ok")()  # fills the cache
        r["cached"] = await timed(chat_call(client, base, "on", expect_status="ok"), N)
        for engine in ENGINES:
            emu.control("fault", {"engine": engine, "kind": "latency", "ms": ENGINE_MS})
        counter = iter(range(10**9))
        r["cold"] = await timed(chat_call(client, base, "on", lambda: f"latest python release notes {next(counter)}"),
                                COLD_N, warmup=2)
        emu.control("reset")
        await chat_call(client, base, "on", expect_status="ok")()
        cpu0 = proxy.cpu_s()
        r["rps"], r["errors"], r["loaded"] = await throughput(client, base)
        r["cpu_ms"] = (proxy.cpu_s() - cpu0) * 1000.0 / max(1, len(r["loaded"]))
        r["rss_loaded"] = proxy.rss_mb()
        r["rig_rps"], _, _ = await throughput(client, emu.base_url("openai"), None)
    return r


def report(r: dict[str, Any]) -> None:
    d, off, cached, cold = p50(r["direct"]), r["off"], r["cached"], r["cold"]
    print(f"groundwire proxy benchmark — emulator upstream on 127.0.0.1, one uvicorn worker, {N} sequential "
          f"requests per latency row\n")
    print("  " + f"{'':<46} {'measured':>24}   {'target':<16} verdict")
    print("1. latency (p50 / p95)")
    row("upstream called directly", f"{d:.2f} / {p95(r['direct']):.2f} ms")
    row("proxy, search off", f"{p50(off):.2f} / {p95(off):.2f} ms")
    row("  overhead over direct (p50)", f"{p50(off) - d:+.2f} ms", "<= 3 ms", check(p50(off) - d <= 3.0))
    row("proxy, search on, engines cached", f"{p50(cached):.2f} / {p95(cached):.2f} ms")
    row("  overhead over direct (p50)", f"{p50(cached) - d:+.2f} ms", "<= 8 ms", check(p50(cached) - d <= 8.0))
    row(f"proxy, cold search, engines at {ENGINE_MS} ms ({COLD_N} req)", f"{p50(cold):.1f} / {p95(cold):.1f} ms")
    row("  overhead over direct + one engine round", f"{p50(cold) - d - ENGINE_MS:+.1f} ms", "(info)")
    print(f"\n2. throughput, concurrency {CONCURRENCY}, cached search, echo upstream, {THROUGHPUT_S:.0f} s")
    row("grounded requests per second", f"{r['rps']:.0f} req/s", ">= 300 req/s",
        check(r["rps"] >= 300 and r["errors"] == 0))
    row("latency under load (p50 / p95)", f"{p50(r['loaded']):.1f} / {p95(r['loaded']):.1f} ms")
    row("failed requests", f"{r['errors']}", "0", check(r["errors"] == 0))
    row("rig ceiling: the upstream alone, same load", f"{r['rig_rps']:.0f} req/s", "(info)")
    row("worker CPU per grounded request", f"{r['cpu_ms']:.2f} ms", "(info)")
    row("  => capacity of one worker on one free core", f"{1000.0 / r['cpu_ms']:.0f} req/s", ">= 300 req/s",
        check(1000.0 / r["cpu_ms"] >= 300))
    print("\n3. memory of one worker (VmRSS)")
    row("idle (after one request)", f"{r['rss_idle']:.1f} MB")
    row("after the throughput run", f"{r['rss_loaded']:.1f} MB")


INTERLEAVED_ROUNDS = 5
INTERLEAVED_N = 150


async def interleaved_cpu(emu: EmulatorProcess, home: Path) -> None:
    """Worker CPU per cached grounded request, the stacks taking turns (round after round, all workers up at once):
    load from other work on the machine then falls on every stack alike. Median over the rounds."""
    proxies = [(label, ProxyProcess(proxy_env(emu, home / label.replace(" ", "_").replace(",", "")), loop, http,
                                    codec)) for label, loop, http, codec in VARIANTS]
    samples: dict[str, list[float]] = {label: [] for label, _ in proxies}
    try:
        limits = httpx.Limits(max_connections=8, max_keepalive_connections=8)
        async with httpx.AsyncClient(timeout=120.0, limits=limits) as client:
            for _, proxy in proxies:
                for _ in range(240):
                    try:
                        if (await client.get(proxy.url + "/healthz")).status_code == 200:
                            break
                    except httpx.HTTPError:
                        await asyncio.sleep(0.5)
                call = chat_call(client, proxy.url + "/v1", "on", expect_status="ok")
                for _ in range(WARMUP):
                    await call()
            for _ in range(INTERLEAVED_ROUNDS):
                for label, proxy in proxies:
                    call = chat_call(client, proxy.url + "/v1", "on", expect_status="ok")
                    cpu0 = proxy.cpu_s()
                    for _ in range(INTERLEAVED_N):
                        await call()
                    samples[label].append((proxy.cpu_s() - cpu0) * 1000.0 / INTERLEAVED_N)
    finally:
        for _, proxy in proxies:
            proxy.stop()
    base = statistics.median(samples[proxies[0][0]])
    print(f"\n6. worker CPU per cached grounded request, stacks interleaved ({INTERLEAVED_ROUNDS} rounds x "
          f"{INTERLEAVED_N} sequential requests, median)")
    for label, values in samples.items():
        med = statistics.median(values)
        row(label, f"{med:.2f} ms", f"x{base / med:.2f}", f"(rounds {min(values):.2f}-{max(values):.2f})")


def json_path_ratio(rounds: int = 3000) -> None:
    """The JSON work of one proxied chat (parse the request, serialise it upstream, parse the answer, serialise it
    back), stdlib vs :mod:`groundwire.server.jsonfast`, in this process: CPU time, so the shared machine's load
    barely moves it."""
    import json

    from groundwire.server import jsonfast

    context = "Answer from the web sources below ... " + "[s1] Python 3.15 was released on 2026-10-01. " * 45
    request = {**CHAT, "messages": [{"role": "system", "content": context}, *CHAT["messages"]], "temperature": 0.2}
    answer = {"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "m",
              "choices": [{"index": 0, "finish_reason": "stop",
                           "message": {"role": "assistant", "content": "Python 3.15 [s1]. " * 20, "refusal": None}}],
              "usage": {"prompt_tokens": 900, "completion_tokens": 120, "total_tokens": 1020}}
    req_bytes, answer_bytes = json.dumps(request).encode(), json.dumps(answer).encode()

    def cost(loads: Callable[[bytes], Any], dumps: Callable[[Any], bytes]) -> float:
        start = time.process_time()
        for _ in range(rounds):
            dumps(loads(req_bytes))
            dumps(loads(answer_bytes))
        return (time.process_time() - start) * 1e6 / rounds

    stdlib = cost(json.loads, lambda v: json.dumps(v, ensure_ascii=False).encode())
    fast = cost(jsonfast.loads, jsonfast.dumps)
    print(f"\n5. the JSON path of one chat, in-process CPU ({rounds} rounds, {len(req_bytes)} + {len(answer_bytes)} B)")
    row("stdlib json", f"{stdlib:.1f} us")
    row("orjson (server/jsonfast.py)", f"{fast:.1f} us", "(adopted)", f"x{stdlib / fast:.1f} faster")


async def cpu_only() -> None:
    emu = EmulatorProcess()
    try:
        with tempfile.TemporaryDirectory(prefix="gw-bench-proxy-") as tmp:
            for label, *_ in VARIANTS:
                (Path(tmp) / label.replace(" ", "_").replace(",", "")).mkdir()
            await interleaved_cpu(emu, Path(tmp))
    finally:
        emu.stop()


def main() -> int:
    started = time.perf_counter()
    json_path_ratio()
    asyncio.run(cpu_only() if "--only-cpu" in sys.argv[1:] else main_async())
    print(f"\nwhole bench: {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
