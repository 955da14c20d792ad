"""Rule-planner latency per question over the FreshQA questions (plus their gate and time grounding).

jieba is warmed up first; each question is planned ``--repeat`` times after one warm-up pass, and p50/p95/max
per call are printed (p99 too) (target p50 <= 1 ms). A small set of Chinese questions is timed the same way, since only
they go through jieba. The required-words screens (decide/time/prefilter.py: the words every match of a time rule or
a gate pattern needs, found in one Aho-Corasick pass) are switched off (time rules screened by Han/digit only, gate
patterns unscreened: as before round 7) and on per call, side by side, and both rows printed with their p50 ratio. Run: python bench/bench_planner.py [--csv PATH] [--repeat 5]
"""

from __future__ import annotations

import argparse
import csv
import statistics
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


def timings(questions: list[str], repeat: int) -> list[float]:
    for q in questions:  # warm-up pass: regex caches, glossary, jieba paths
        plan_rules(q, TODAY)
    out: list[float] = []
    for _ in range(repeat):
        for q in questions:
            t0 = time.perf_counter()
            plan_rules(q, TODAY)
            out.append((time.perf_counter() - t0) * 1000)
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


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--csv", type=Path, default=DEFAULT_CSV)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args(argv)
    if not args.csv.exists():
        print(f"no FreshQA file at {args.csv}", file=sys.stderr)
        return 2
    with args.csv.open(encoding="utf-8", newline="") as fh:
        questions = [r["question"] for r in csv.DictReader(fh) if r.get("question")]
    t0 = time.perf_counter()
    warm_up()
    print(f"jieba warm-up: {(time.perf_counter() - t0) * 1000:.0f} ms")
    print(f"{'questions':22}{'calls':>8}{'p50 ms':>10}{'p95 ms':>10}{'p99 ms':>10}{'max ms':>10}")
    report(f"FreshQA dev ({len(questions)})", timings(questions, args.repeat))
    report(f"Chinese set ({len(CHINESE)})", timings(CHINESE, args.repeat))
    on, off = side_by_side(questions + CHINESE, args.repeat)
    report("all, screens on", on)
    report("all, screens off", off)
    print(f"required-words screens p50 ratio on/off: {statistics.median(on) / statistics.median(off):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
