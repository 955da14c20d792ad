"""Compare the English time spans of two source trees on questions and prose nobody wrote for the time rules.

Run: ``.venv/bin/python scripts/time_en_span_diff.py --base /path/to/main/src [--today 2026-12-01] [--show 60]``
(a minute or two). The texts are the SituatedQA and RealTimeQA questions of ``shared/data/gate``, FreshQA dev's
questions, Duckling's English negatives (texts that hold no time) and the sentences of the AEB articles
(``shared/data/extraction-aeb``, cut at ". "); each is resolved by this tree (``src/``) and by ``--base`` in the same
process (``bench/_other_tree.py``), and every text whose spans differ is counted per source and printed with both
answers. Nothing is judged automatically: a difference may be a new reading or a new false span; the report says
which (round 16 added this script; earlier rounds ran the same comparison by hand).
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import sys
from collections import Counter
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))

from _other_tree import other_module  # noqa: E402
from _paths import SHARED_DATA  # noqa: E402
from groundwire.decide.timeframe import resolve  # noqa: E402

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def texts() -> list[tuple[str, str]]:
    """(source, text) pairs, each text once."""
    out: dict[str, str] = {}
    for name in ("situatedqa-temporal.jsonl", "realtimeqa-2022-2023.jsonl"):
        for line in (SHARED_DATA / "gate" / name).read_text(encoding="utf-8").splitlines():
            if line.strip():
                out.setdefault(json.loads(line)["question"], name.split("-")[0])
    with (SHARED_DATA / "freshqa" / "freshqa-dev.csv").open(encoding="utf-8") as f:
        for row in csv.DictReader(f):
            out.setdefault(row["question"], "freshqa")
    for line in (SHARED_DATA / "temporal" / "duckling-en-negative.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            out.setdefault(json.loads(line)["text"], "duckling-neg")
    articles = json.loads((SHARED_DATA / "extraction-aeb" / "ground-truth.json").read_text(encoding="utf-8"))
    for page in articles.values():
        for para in (page.get("articleBody") or "").split("\n"):
            for sentence in _SENTENCE_END.split(para):
                if len(sentence) > 3:
                    out.setdefault(sentence, "aeb")
    return [(src, text) for text, src in out.items()]


def spans(fn, text: str, today: date) -> list[tuple[str, str, str]]:
    return [(s.text, str(s.start), str(s.end)) for s in fn(text, today).spans]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", type=Path, required=True, help="the other tree's src/ (e.g. /work/main/src)")
    ap.add_argument("--today", type=date.fromisoformat, default=date(2026, 12, 1))
    ap.add_argument("--show", type=int, default=60, help="print at most this many differing texts")
    args = ap.parse_args()
    base = other_module(args.base, "decide.timeframe").resolve  # type: ignore[attr-defined]
    every = texts()
    per: Counter[str] = Counter(src for src, _ in every)
    differ: Counter[str] = Counter()
    shown = 0
    for src, text in every:
        mine, theirs = spans(resolve, text, args.today), spans(base, text, args.today)
        if mine != theirs:
            differ[src] += 1
            if shown < args.show:
                shown += 1
                print(f"[{src}] {text[:160]!r}\n    base: {theirs}\n    this: {mine}")
    for src, n in sorted(per.items()):
        print(f"{src:<14} {n:>6} texts, {differ[src]:>3} differ")
    print(f"{'all':<14} {len(every):>6} texts, {sum(differ.values()):>3} differ")
    return 0


if __name__ == "__main__":
    sys.exit(main())
