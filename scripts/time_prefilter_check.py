"""Check that the time rules' literal prefilter never skips a rule that would have matched.

Run: ``.venv/bin/python scripts/time_prefilter_check.py`` (about a minute). Every rule of ``decide/timeframe.py`` is
scanned over every text of our time tables (tests/data/time_*.tsv), the shared temporal sets (duckling en/zh and
their negatives, jionlp), the gate's questions (SituatedQA, RealTimeQA, FreshQA) and case-changed copies of them;
a rule the prefilter would skip must find no match. Prints the number of (rule, text) pairs checked and every
violation; exit status 1 when there is one. The test suite runs the same check on the tables alone
(tests/test_time_prefilter.py); this script is the wider net.
"""

from __future__ import annotations

import csv
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from groundwire.decide import timeframe
from groundwire.decide.time.prefilter import PatternScreen

SHARED = Path(os.environ.get("GROUNDWIRE_SHARED_DATA", ROOT.parent / "shared" / "data"))


def table_texts() -> list[str]:
    texts = []
    for path in sorted((ROOT / "tests" / "data").glob("time_*.tsv")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                cols = line.split("\t")
                texts.extend(col for col in cols if len(col) > 3)  # the text column and a little harmless extra
    return texts


def shared_texts() -> list[str]:
    texts: list[str] = []
    for name in ("temporal/duckling-en.jsonl", "temporal/duckling-zh.jsonl", "temporal/duckling-en-negative.jsonl",
                 "temporal/duckling-skipped.jsonl", "temporal/jionlp-time-cases.jsonl",
                 "gate/situatedqa-temporal.jsonl", "gate/realtimeqa-2022-2023.jsonl"):
        path = SHARED / name
        if path.exists():
            for line in path.read_text(encoding="utf-8").splitlines():
                row = json.loads(line)
                texts.append(str(row.get("text") or row.get("question") or ""))
    fresh = SHARED / "freshqa" / "freshqa-dev.csv"
    if fresh.exists():
        with fresh.open(encoding="utf-8") as handle:
            texts.extend(row.get("question", "") for row in csv.DictReader(handle))
    return texts


def violations(texts: list[str]) -> tuple[int, list[tuple[str, str]]]:
    """(pairs checked, [(pattern, text)] where the prefilter skipped a rule that matches)."""
    rules = timeframe._RULES + timeframe._LATE_RULES
    screen = PatternScreen([pattern for pattern, _ in rules])
    checked, bad = 0, []
    for text in texts:
        alive = set(screen.alive(text))
        for i, (pattern, _handler) in enumerate(rules):
            if i in alive:
                continue
            checked += 1
            if any(m.end() > m.start() for m in pattern.finditer(text)):
                bad.append((pattern.pattern[:80], text))
    return checked, bad


def main() -> int:
    base = table_texts() + shared_texts()
    texts = base + [t.upper() for t in base] + [t.title() for t in base] + [t.swapcase() for t in base]
    checked, bad = violations(texts)
    print(f"{len(texts)} texts, {checked} skipped (rule, text) pairs checked, {len(bad)} would have matched")
    for pattern, text in bad[:20]:
        print(f"  {pattern!r} on {text!r}")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
