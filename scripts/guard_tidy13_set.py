"""Score guard-tidy13's set (``tests/data/guard/benign_tidy13.tsv``): benign game / device text, corrections followed
by ordinary work for a person, software docs that "ignore the previous output" or "override the default instructions
in config.yaml" (halves ``fit``, tuned on, and ``held``, written before any change and never tuned on), and their
attack twins (``twin``, recall). A text counts as flagged when ``sanitize`` marks it suspicious (bare).

Run: ``PYTHONPATH=src python scripts/guard_tidy13_set.py [--show]`` (``--show`` lists the flagged benign texts and
the missed twins).
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from pathlib import Path

from groundwire.guard.neutralize import sanitize

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard" / "benign_tidy13.tsv"


def rows(path: Path = DATA) -> list[tuple[str, str, str, str]]:
    return [tuple(line.split("\t", 3)) for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--show", action="store_true")
    args = ap.parse_args()
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for part, kind, lang, text in rows():
        flagged = sanitize(text).suspicious
        counts[part][0] += flagged
        counts[part][1] += 1
        if args.show and flagged != (part == "twin"):
            print(f"{'FLAGGED' if flagged else 'MISSED '} {part:5s} {kind:10s} {lang} {text[:100]}")
    for part in ("fit", "held", "twin"):
        got, n = counts[part]
        print(f"{part:5s} {'attacks flagged' if part == 'twin' else 'benign flagged'}: {got}/{n} ({100 * got / n:.1f} %)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
