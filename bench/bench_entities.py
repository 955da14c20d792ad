"""Entity resolution time: the pure counting over a pre-search's hits, and the whole ``entities`` step with the
pre-search answered by the cache (the common case for a repeated entity) and cold (a loopback emulator round trip).

    .venv/bin/python bench/bench_entities.py

Bounded loops; loopback only (the emulator in tests/emulator)."""

from __future__ import annotations

import asyncio
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from groundwire.config import load_settings  # noqa: E402
from groundwire.engines.entities import ground_entity, resolve_entity  # noqa: E402
from groundwire.grounder import Grounder, SearchParams  # noqa: E402
from groundwire.models import Hit  # noqa: E402

SITES = ["https://www.nimbusphone.com/p/{i}", "https://en.wikipedia.org/wiki/Nimbus_{i}", "https://www.reuters.com/t/{i}",
         "https://github.com/nimbus-phone/nimbus-sdk/issues/{i}", "https://www.reddit.com/r/NimbusPhones/comments/{i}/",
         "https://x.com/nimbusphone/status/{i}", "https://blog.example.net/nimbus-{i}"]


def hits(n: int = 20) -> list[Hit]:
    return [Hit(SITES[i % len(SITES)].format(i=i), f"Nimbus 5 title {i} @nimbusphone",
                f"snippet {i} about nimbusphone.com and r/NimbusPhones", "brave", i + 1) for i in range(n)]


def bench_pure(rounds: int = 2000) -> float:
    data = hits()
    resolve_entity("Nimbus 5", data)  # load the rules once
    started = time.perf_counter()
    for _ in range(rounds):
        resolve_entity("Nimbus 5", data)
    return (time.perf_counter() - started) / rounds * 1e3


async def bench_step(rounds: int = 30) -> tuple[float, float]:
    from tests.emulator import Emulator

    with Emulator() as emu, tempfile.TemporaryDirectory() as home:
        env = {"GROUNDWIRE_HOME": home, "GROUNDWIRE_EXA_URL": emu.base_url("exa"), "EXA_API_KEY": "test-key"}
        settings = load_settings(env)
        async with Grounder(settings, log=False) as g:
            cold = 0.0
            for i in range(rounds):
                started = time.perf_counter()
                await ground_entity(g, f"Python {i}", "grounding", SearchParams(use_cache=False), _trace())
                cold += time.perf_counter() - started
            await ground_entity(g, "Python", "grounding", SearchParams(), _trace())
            started = time.perf_counter()
            for _ in range(rounds):
                await ground_entity(g, "Python", "grounding", SearchParams(), _trace())
            warm = time.perf_counter() - started
    return cold / rounds * 1e3, warm / rounds * 1e3


def _trace():
    from groundwire.models import Trace

    return Trace()


def main() -> None:
    pure = bench_pure()
    print(f"resolve_entity over 20 hits (pure counting): {pure:.3f} ms")
    cold, warm = asyncio.run(bench_step())
    print(f"entities step, pre-search on the loopback emulator: {cold:.2f} ms; result cached: {warm:.3f} ms "
          f"(ratio {cold / warm:.0f}x); counting is {pure / cold:.1%} of the cold step")


if __name__ == "__main__":
    main()
