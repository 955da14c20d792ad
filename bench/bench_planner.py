"""Rule-planner latency per question over the FreshQA questions (plus their gate and time grounding).

jieba is warmed up first; each question is planned ``--repeat`` times after one warm-up pass, and p50/p95/max
per call are printed (p99 too) (target p50 <= 1 ms). A small set of Chinese questions is timed the same way, since only
they go through jieba. The required-words screens (decide/time/prefilter.py: the words every match of a time rule or
a gate pattern needs, found in one Aho-Corasick pass) are switched off (time rules screened by Han/digit only, gate
patterns unscreened: as before round 7) and on per call, side by side, and both rows printed with their p50 ratio.
Each call is timed by the wall clock and by the process's CPU time (steadier on a shared machine). ``--base DIR``
times another source tree (e.g. /work/main/src) against this one instead: each in its own process, alternated
``--rounds`` times, median of the runs' CPU p50s and their ratio.
Run: python bench/bench_planner.py [--csv PATH] [--repeat 5] [--base DIR/src --rounds 6]
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import statistics
import subprocess
import sys
import time
from datetime import date
from pathlib import Path

from groundwire.decide import timeframe
from groundwire.decide.time import prefilter
from groundwire.decide.time.prefilter import DIGIT, HAN, needs
from groundwire.decide.plan.rules import plan_rules, warm_up
from _paths import SHARED_DATA  # noqa: E402  (bench/ is on sys.path when run as a script)

DEFAULT_CSV = SHARED_DATA / "freshqa" / "freshqa-dev.csv"
TODAY = date(2026, 11, 15)
CHINESE = ["请问今年下半年苹果的发布会有哪些新品？", "帮我搜一下iPhone 17 Pro的价格", "能不能告诉我上个月的CPI是多少",
           "Python的with语句原理", "谁是现任英国首相", "特斯拉股价今天多少", "最近有什么科技新闻", "华为Mate 70什么时候发布",
           "比亚迪2025年第三季度销量", "世界上最高的楼是哪座"]


def timings(questions: list[str], repeat: int, cpu: list[float] | None = None) -> list[float]:
    """Wall-clock ms per call; the CPU ms of each call are appended to ``cpu`` when given."""
    for q in questions:  # warm-up pass: regex caches, glossary, jieba paths
        plan_rules(q, TODAY)
    out: list[float] = []
    for _ in range(repeat):
        for q in questions:
            c0, t0 = time.process_time(), time.perf_counter()
            plan_rules(q, TODAY)
            out.append((time.perf_counter() - t0) * 1000)
            if cpu is not None:
                cpu.append((time.process_time() - c0) * 1000)
    return out


class _HanDigitOnly:
    """The time rules screened only by the Han/digit characters they need, as before the required-words screen."""

    def __init__(self, rules: list) -> None:
        self.needs = [needs(pattern) for pattern, _ in rules]

    def alive(self, text: str) -> list[int]:
        han, digit = HAN.search(text) is not None, DIGIT.search(text) is not None
        return [i for i, (need_han, need_digit) in enumerate(self.needs)
                if (han or not need_han) and (digit or not need_digit)]


def side_by_side(questions: list[str], repeat: int) -> tuple[list[float], list[float]]:
    """(with the required-words screens, without them: time rules screened by Han/digit only and the gate's patterns
    unscreened, as before round 7), alternating per call so machine noise hits both alike."""
    real_screen, real_absent = timeframe._screen, prefilter.ScreenedPattern._absent
    before: dict[int, _HanDigitOnly] = {}

    def old_screen(rules: list) -> _HanDigitOnly:
        return before.setdefault(id(rules), _HanDigitOnly(rules))

    out: dict[bool, list[float]] = {True: [], False: []}
    try:
        for rep in range(repeat):
            for q in questions:
                for on in ((True, False) if rep % 2 else (False, True)):
                    timeframe._screen = real_screen if on else old_screen
                    prefilter.ScreenedPattern._absent = real_absent if on else (lambda self, text: False)
                    t0 = time.perf_counter()
                    plan_rules(q, TODAY)
                    out[on].append((time.perf_counter() - t0) * 1000)
    finally:
        timeframe._screen, prefilter.ScreenedPattern._absent = real_screen, real_absent
    return out[True], out[False]


def report(name: str, ms: list[float]) -> None:
    ms = sorted(ms)
    p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))]
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    print(f"{name:22}{len(ms):>8}{statistics.median(ms):>10.3f}{p95:>10.3f}{p99:>10.3f}{ms[-1]:>10.3f}")


def cpu_p50s(questions: list[str], repeat: int) -> dict[str, float]:
    """CPU p50 ms per call on FreshQA and the Chinese set (what one --base run measures)."""
    warm_up()
    out = {}
    for name, items in (("FreshQA", questions), ("Chinese", CHINESE)):
        cpu: list[float] = []
        timings(items, repeat, cpu)
        out[name] = statistics.median(cpu)
    return out


def against(base: Path, csv_path: Path, repeat: int, rounds: int) -> int:
    """This tree and ``base`` in alternated child processes (each: ``--child``), median CPU p50 of the runs."""
    here = Path(__file__).resolve()
    trees = {"this tree": here.parents[1] / "src", f"base {base}": base}
    runs: dict[str, list[dict[str, float]]] = {name: [] for name in trees}
    for r in range(rounds):
        for name in (list(trees) if r % 2 == 0 else list(trees)[::-1]):
            env = {**os.environ, "PYTHONPATH": str(trees[name])}
            done = subprocess.run([sys.executable, str(here), "--child", "--csv", str(csv_path), "--repeat",
                                   str(repeat)], env=env, capture_output=True, text=True, check=True)
            runs[name].append(json.loads(done.stdout.strip().splitlines()[-1]))
    print(f"CPU p50 ms per call, median of {rounds} alternated runs ({repeat} passes each)")
    for what in ("FreshQA", "Chinese"):
        p50 = {name: statistics.median(run[what] for run in got) for name, got in runs.items()}
        (mine, other) = p50.values()
        print(f"{what:10}" + "".join(f"{name}: {v:.3f}   " for name, v in p50.items()) + f"ratio {mine / other:.2f}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--csv", type=Path, default=DEFAULT_CSV)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--base", type=Path, default=None, help="another tree's src/ to time against this one")
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if not args.csv.exists():
        print(f"no FreshQA file at {args.csv}", file=sys.stderr)
        return 2
    with args.csv.open(encoding="utf-8", newline="") as fh:
        questions = [r["question"] for r in csv.DictReader(fh) if r.get("question")]
    if args.child:
        print(json.dumps(cpu_p50s(questions, args.repeat)))
        return 0
    if args.base is not None:
        return against(args.base, args.csv, args.repeat, args.rounds)
    t0 = time.perf_counter()
    warm_up()
    print(f"jieba warm-up: {(time.perf_counter() - t0) * 1000:.0f} ms")
    print(f"{'questions':22}{'calls':>8}{'p50 ms':>10}{'p95 ms':>10}{'p99 ms':>10}{'max ms':>10}")
    for name, items in ((f"FreshQA dev ({len(questions)})", questions), (f"Chinese set ({len(CHINESE)})", CHINESE)):
        cpu: list[float] = []
        report(name, timings(items, args.repeat, cpu))
        report("  CPU time", cpu)
    on, off = side_by_side(questions + CHINESE, args.repeat)
    report("all, screens on", on)
    report("all, screens off", off)
    print(f"required-words screens p50 ratio on/off: {statistics.median(on) / statistics.median(off):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
