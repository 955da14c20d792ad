"""Benchmark: deep research wall time with sections in parallel vs one after another, and what a report costs.

Run: ``.venv/bin/python bench/bench_research.py`` (a minute or two). Everything is on 127.0.0.1: the emulator (in
this process, on its own thread) serves the engines with added latency, the page reader with added latency and
the scripted research model (tests/emulator/research_model.py) with a fixed think time per call. The same
three-section plan runs with ``section_concurrency`` 1 (sequential sections) and 3 (parallel), each ``RUNS``
times, caches off between runs (fresh home). Printed side by side: median wall time, the ratio, model calls,
prompt/completion tokens (as the emulator counts them: words) and pages per report. Nothing fails the run.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "src"), str(ROOT)]

from groundwire.config import load_settings  # noqa: E402
from groundwire.research.config import ResearchConfig  # noqa: E402
from groundwire.research.runner import run_research  # noqa: E402
from tests.emulator import Emulator  # noqa: E402
from tests.emulator.research_model import Rule  # noqa: E402
from tests.research_support import ENGINES, nimbus_script, research_env  # noqa: E402

RUNS = 2
ENGINE_MS = 150
READER_MS = 200
MODEL_S = 0.15
TODAY = date(2026, 11, 30)
PLAN = {"sections": [
    {"title": "Launch", "question": "What did the Nimbus 5 launch announce?",
     "queries": ["Nimbus 5 launch price"], "languages": ["en"], "answer_criteria": "price"},
    {"title": "Reception", "question": "How was the Nimbus 5 received?",
     "queries": ["Nimbus 5 hands-on review"], "languages": ["en"], "answer_criteria": "a review"},
    {"title": "History", "question": "How does it compare to the Nimbus 4?",
     "queries": ["Nimbus 4 launch camera"], "languages": ["en"], "answer_criteria": "a comparison"},
]}


async def one_run(emu: Emulator, concurrency: int) -> tuple[float, dict]:
    script = nimbus_script()
    script.latency_s = MODEL_S
    script.rules.insert(0, Rule("plan", PLAN))
    emu.chat_responder = script
    with tempfile.TemporaryDirectory() as tmp:
        settings = load_settings(research_env(emu, Path(tmp) / "home", "[cache]\nenabled = false\n"))
        config = ResearchConfig.build(section_concurrency=concurrency, pages_per_section=3, depth=1)
        started = time.perf_counter()
        result = await run_research("How did the Nimbus 5 launch go?", Path(tmp) / "out", today=TODAY,
                                    settings=settings, config=config)
        return time.perf_counter() - started, result.budget


def main() -> None:
    with Emulator() as emu:
        rows = {}
        for concurrency in (1, 3):
            times, budgets = [], []
            for _ in range(RUNS):
                emu.reset()
                for engine in ENGINES:
                    emu.set_fault(engine, "latency", ms=ENGINE_MS)
                emu.set_fault("reader", "latency", ms=READER_MS)
                wall, budget = asyncio.run(one_run(emu, concurrency))
                times.append(wall)
                budgets.append(budget)
            rows[concurrency] = (statistics.median(times), budgets[-1])
    seq, par = rows[1][0], rows[3][0]
    print(f"deep research, 3 sections, engines +{ENGINE_MS} ms, reader +{READER_MS} ms, model +{MODEL_S * 1000:.0f}"
          f" ms per call, median of {RUNS}")
    print(f"{'sections':<22}{'wall s':>8}{'calls':>7}{'prompt tok':>12}{'compl tok':>11}{'pages':>7}")
    for label, key in (("sequential (1 at a time)", 1), ("parallel (3 at a time)", 3)):
        wall, b = rows[key]
        print(f"{label:<22}{wall:>8.2f}{b['llm_calls']:>7}{b['prompt_tokens']:>12}{b['completion_tokens']:>11}"
              f"{b['pages']:>7}")
    print(f"parallel / sequential wall time: {par / seq:.2f} (target < 0.7)")


if __name__ == "__main__":
    main()
