"""Mode-choice accuracy on tests/data/modes.jsonl (zh + en), dev and held-out parts reported apart, plus how often
questions of other origins (FreshQA, RealTimeQA: factual and news questions) are sent to a specialist mode.

    .venv/bin/python bench/bench_modes.py [--errors]

The held-out part (``split = "held"``) was never looked at while writing data/modes.toml.
"""

from __future__ import annotations

import csv
import json
import os
import sys
import time
from collections import Counter
from pathlib import Path

from groundwire.decide.mode import choose_mode

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("GROUNDWIRE_SHARED_DATA", ROOT.parent.parent / "shared" / "data"))
if not SHARED.is_dir():
    SHARED = ROOT.parent / "shared" / "data"
SPECIALIST = {"academic", "platform", "recovery", "research"}


def predicted(question: str) -> str:
    return choose_mode(question).mode or "grounding"


def accuracy(rows: list[dict], show: bool) -> tuple[float, int, Counter]:
    wrong: Counter = Counter()
    ok = 0
    for r in rows:
        got = predicted(r["question"])
        if got == r["mode"]:
            ok += 1
        else:
            wrong[(r["mode"], got)] += 1
            if show:
                print(f"   {r['mode']:>9} -> {got:<9} {r['question']}")
    return ok / max(1, len(rows)), len(rows), wrong


def external() -> list[tuple[str, list[str]]]:
    sets = []
    fresh = SHARED / "freshqa" / "freshqa-dev.csv"
    if fresh.is_file():
        with fresh.open(encoding="utf-8") as f:
            sets.append(("freshqa-dev", [r["question"] for r in csv.DictReader(f)]))
    rt = SHARED / "gate" / "realtimeqa-2022-2023.jsonl"
    if rt.is_file():
        with rt.open(encoding="utf-8") as f:
            sets.append(("realtimeqa", [json.loads(line)["question"] for line in f][:1000]))
    return sets


def main() -> None:
    show = "--errors" in sys.argv
    rows = [json.loads(line) for line in (ROOT / "tests" / "data" / "modes.jsonl").read_text("utf-8").splitlines()]
    print(f"mode choice on tests/data/modes.jsonl ({len(rows)} questions)")
    for split in ("dev", "held"):
        for lang in ("en", "zh", None):
            part = [r for r in rows if r["split"] == split and (lang is None or r["lang"] == lang)]
            acc, n, wrong = accuracy(part, show and lang is None and split == "dev")
            print(f"  {split:>4} {lang or 'all':>3}: {acc:6.1%} of {n:3d}   confusions: {dict(wrong.most_common(4))}")
    for name, questions in external():
        picked = Counter(predicted(q) for q in questions)
        spec = sum(v for k, v in picked.items() if k in SPECIALIST)
        print(f"  {name}: {spec}/{len(questions)} = {spec / max(1, len(questions)):.1%} sent to a specialist mode "
              f"(should be ~0: factual/news questions)  {dict(picked.most_common())}")
    questions = [r["question"] for r in rows]
    rounds = 20
    started = time.perf_counter()
    for _ in range(rounds):
        for q in questions:
            choose_mode(q)
    per = (time.perf_counter() - started) / (rounds * len(questions)) * 1e6
    print(f"  time: {per:.1f} µs per question")


if __name__ == "__main__":
    main()
