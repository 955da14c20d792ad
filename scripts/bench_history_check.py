"""Check that splitting bench/README.md lost nothing: every sentence and every figure of the old page is still in
the new bench/README.md or docs/BENCH_HISTORY.md (round 16, tidy16).

The old page is read from git (``--old-rev``, by default the commit before the split). Both sides are normalised the
same way: the table escape ``\\|`` becomes ``|`` and every run of whitespace (line wraps, list breaks) one space.
Then

* sentences: the old text is cut at paragraph breaks, table-cell bars, ``"; "`` and ``". "``; every piece must occur
  as it stands in the new text (the history cuts the old table cells into list items at their semicolons, so those
  are the only joints that move);
* figures: every number of the old page (``12``, ``0.834``, ``123,206``) must occur at least as often in the new
  text as in the old.

Prints the counts checked and every piece or number missing; exit status 1 when anything is missing.

    .venv/bin/python scripts/bench_history_check.py [--old-rev 65ba23d]
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NEW_FILES = ("bench/README.md", "docs/BENCH_HISTORY.md")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_CUT = re.compile(r"\n\s*\n|(?<!\\)\||; |\. ")


def normalise(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\\|", "|")).strip()


def pieces(old: str) -> list[str]:
    """The old page cut into sentence-like pieces (table rule rows and empty pieces dropped)."""
    out = []
    for raw in _CUT.split(old):
        piece = normalise(raw).strip(" -")
        if piece and not re.fullmatch(r"[-:| ]+", piece):
            out.append(piece)
    return out


def missing_pieces(old: str, new: str) -> list[str]:
    flat = normalise(new)
    return [p for p in pieces(old) if p not in flat]


def missing_numbers(old: str, new: str) -> dict[str, int]:
    before, after = Counter(_NUMBER.findall(normalise(old))), Counter(_NUMBER.findall(normalise(new)))
    return {n: c - after[n] for n, c in before.items() if after[n] < c}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--old-rev", default="65ba23d", help="the commit whose bench/README.md is the old page")
    args = ap.parse_args(argv)
    shown = subprocess.run(["git", "show", f"{args.old_rev}:bench/README.md"], cwd=ROOT,
                           capture_output=True, text=True)
    if shown.returncode != 0:
        ap.error(f"no bench/README.md at {args.old_rev!r} in this repository: {shown.stderr.strip()}")
    old = shown.stdout
    new = "\n\n".join((ROOT / f).read_text(encoding="utf-8") for f in NEW_FILES)
    lost, short = missing_pieces(old, new), missing_numbers(old, new)
    numbers = sum(Counter(_NUMBER.findall(normalise(old))).values())
    print(f"old page {len(old):,} characters: {len(pieces(old)):,} pieces, {numbers:,} numbers; "
          f"new pages {len(new):,} characters")
    print(f"pieces missing: {len(lost)}; numbers short: {sum(short.values())}")
    for p in lost:
        print(f"  missing piece: {p[:200]}")
    for n, c in sorted(short.items()):
        print(f"  number {n}: {c} fewer")
    return 1 if lost or short else 0


if __name__ == "__main__":
    raise SystemExit(main())
