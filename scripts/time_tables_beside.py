"""Every English and Chinese time table of our own (tests/data/time_en_*.tsv, time_zh_*.tsv), this tree beside
another tree, row by row, in one run: per table its author's round, rows, all and core exact (base -> this) and the
look-alike rows (no span expected) kept clean; then every row that one tree passes and the other fails (GAIN /
LOSS), so a change is judged per author, as round 24's rule asks (a change ships only if it gains on the tables
of at least three rounds and adds no false span on any table's look-alike rows).

Round 24 (time24). Tables named with ``--check`` are scored as the rest but their changed rows are not printed
(a check never tuned on). Each row is scored exactly as bench_time_core_en.py / bench_time_zh_core.py score it
(their ``verdict`` / ``check``, here given each tree's ``resolve`` in turn). Judge sets live elsewhere
(bench/data/judge*) and are never read.

Run: PYTHONPATH=src .venv/bin/python scripts/time_tables_beside.py --base /tmp/base/src [--check time_en_wave22.tsv]
     [--misses]
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

import bench_time_core_en as en  # noqa: E402
import bench_time_zh_core as zh  # noqa: E402
from _other_tree import other_module  # noqa: E402

from groundwire.decide.timeframe import resolve  # noqa: E402

DATA = ROOT / "tests" / "data"
EN_CORE = {"range", "composition", "numeric", "part", "window", "impossible"}  # as bench_time_core_en's "core"
# the round that wrote each table, by its name's stem (the others carry their round in the name: wave16, review20 …)
_EN_ROUND = {"blind.": 4, "blind2": 5, "blind3": 6, "blind4": 7, "blind5": 8, "blind6": 9, "blind7": 10, "blind8": 11,
             "blind9": 12, "spec14": 14, "core": 3}
_ZH_ROUND = {"blind.": 5, "blind2": 6, "blind3": 7, "blind4": 8, "blind5": 9, "blind6": 10, "blind7": 11, "blind8": 12,
             "spec14": 14, "core": 4}


def author_round(name: str) -> int:
    """The round whose helper wrote the table ``name`` (time_en_blind5_wave3.tsv: 8; time_zh_wave17c.tsv: 17)."""
    stem = name.split("_", 2)[2]
    for prefix, rnd in (_ZH_ROUND if name.startswith("time_zh") else _EN_ROUND).items():
        if stem.startswith(prefix):
            return rnd
    found = re.search(r"\d\d", stem)
    return int(found.group(0)) if found else 0


def _rows(path: Path) -> list[tuple[bool, bool, str, object]]:
    """(core, look-alike, text, row) per row of one table."""
    if path.name.startswith("time_zh"):
        return [(r.family in zh.CORE, r.start is None, r.text, r) for r in zh.load(path)]
    return [(r[0] in EN_CORE, r[3] is None, r[2], r) for r in en.rows(path)]


def passes(path: Path, row: object, fn) -> bool:
    """Whether ``fn`` (a tree's resolve) passes ``row`` of the table at ``path``, as that table's bench scores it."""
    if path.name.startswith("time_zh"):
        zh.resolve = fn
        return zh.check(row)[0]  # type: ignore[arg-type]
    en.resolve = fn
    return en.verdict(*row) is None  # type: ignore[misc]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", type=Path, required=True, help="the other tree's src/ (e.g. /tmp/base/src)")
    ap.add_argument("--check", action="append", default=[], help="a table never tuned on: its rows are not printed")
    ap.add_argument("--misses", action="store_true", help="also print the rows both trees fail (not --check tables)")
    args = ap.parse_args(argv)
    base = other_module(args.base, "decide.timeframe").resolve  # type: ignore[attr-defined]
    lines: list[str] = []
    totals: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0, 0, 0])
    print(f"{'table':32}{'round':>6}{'rows':>6}{'all base->this':>16}{'core base->this':>17}{'look-alike clean':>18}")
    for path in sorted(DATA.glob("time_*.tsv")):
        st = defaultdict(int)
        for core, lookalike, text, row in _rows(path):
            a, b = passes(path, row, base), passes(path, row, resolve)
            st["n"] += 1
            st["a"] += a
            st["b"] += b
            st["cn"] += core
            st["ca"] += a and core
            st["cb"] += b and core
            st["ln"] += lookalike
            st["la"] += a and lookalike
            st["lb"] += b and lookalike
            tag = "GAIN" if b and not a else "LOSS" if a and not b else "MISS" if not b and args.misses else None
            if tag and path.name not in args.check:
                lines.append(f"{tag}\t{path.name}\t{text}")
        mark = " (check)" if path.name in args.check else " *" if st["a"] != st["b"] or st["la"] != st["lb"] else ""
        print(f"{path.name:32}{author_round(path.name):>6}{st['n']:>6}{st['a']:>8}->{st['b']:<7}{st['ca']:>9}->"
              f"{st['cb']:<7}{st['la']:>8}->{st['lb']:<4}/{st['ln']}{mark}")
        if path.name not in args.check:
            t = totals[path.name[5:7]]
            for i, k in enumerate(("n", "a", "b", "cn", "ca", "cb")):
                t[i] += st[k]
    for lang, t in sorted(totals.items()):
        print(f"{lang} (checks aside): all {t[1]} -> {t[2]} of {t[0]}, core {t[4]} -> {t[5]} of {t[3]}")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
