"""Proof that a faster planner decides and plans exactly as before: run two source trees over the same texts and
compare, text by text, the gate's decision (``decide``), the rule planner's plan (``plan_rules``) and the time
grounding (``resolve``).

Run: ``.venv/bin/python scripts/planner_same.py [--base /work/main/src] [--new src]``. Texts: every question of
every set ``bench/bench_gate.py`` scores (decided on the day it was asked when known and on a fixed day, and as
lower- and upper-cased copies), FreshQA dev, SituatedQA and RealTimeQA (planned), the text column of every time
table (``tests/data/time_*.tsv``: the Chinese ones are the planner's Chinese questions), ``bench_planner.py``'s
Chinese set, every string literal of the privacy, gate, planner and time tests (private values, odd inputs) and
some hostile inputs. Each tree runs in a subprocess with ``PYTHONPATH`` set to it, so the two never
share a module. Exit status 1 when anything differs (the first differences are printed).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_CHILD = r"""
import json, sys
from datetime import date
from groundwire.decide.gate import decide
from groundwire.decide.plan.rules import plan_rules
from groundwire.decide.timeframe import resolve
jobs = json.load(open(sys.argv[1], encoding="utf-8"))
out = []
for kind, text, day in jobs:
    today = date.fromisoformat(day) if day else None
    try:
        if kind == "gate":
            got = repr(decide(text, today=today))
        elif kind == "plan":
            got = repr(plan_rules(text, today))
        else:
            got = repr(resolve(text, today))
    except Exception as exc:  # a crash is an output too: both trees must agree on it
        got = f"error {exc.__class__.__name__}: {exc}"
    out.append(got)
json.dump(out, open(sys.argv[2], "w", encoding="utf-8"))
"""

FIXED_DAY = "2026-11-15"


def test_strings() -> list[str]:
    """Every string literal of the privacy, gate, planner and time tests (private values, odd inputs, edge cases)."""
    import ast

    found: list[str] = []
    for pattern in ("test_privacy*.py", "test_gate*.py", "test_*planner*.py", "test_cli_plan*.py", "test_time*.py",
                    "test_timeframe*.py", "test_followup*.py"):
        for path in sorted((ROOT / "tests").glob(pattern)):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and len(node.value) > 3:
                    found.append(node.value)
    return list(dict.fromkeys(found))


def jobs() -> list[tuple[str, str, str | None]]:
    sys.path[:0] = [str(ROOT / "bench")]
    import bench_gate
    import bench_planner

    out: list[tuple[str, str, str | None]] = []
    sets = bench_gate.load_sets()
    for name, (rows, _role) in sets.items():
        for question, _label, asked in rows:
            for text in (question, question.lower(), question.upper()):
                out.append(("gate", text, FIXED_DAY))
            if asked is not None:
                out.append(("gate", question, asked.isoformat()))
            out.append(("gate", question, None))
            if name.startswith(("FreshQA", "SituatedQA", "RealTimeQA")) and "lower" not in name:
                out.append(("plan", question, FIXED_DAY))
                out.append(("plan", question, asked.isoformat() if asked else "2023-06-01"))
    tables: list[str] = []
    for path in sorted((ROOT / "tests" / "data").glob("time_*.tsv")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                tables += [col for col in line.split("\t") if len(col) > 3]
    for text in tables + bench_planner.CHINESE:
        out.append(("plan", text, FIXED_DAY))
        out.append(("gate", text, FIXED_DAY))
        out.append(("time", text, FIXED_DAY))
    for text in test_strings():
        out += [("gate", text, FIXED_DAY), ("plan", text, FIXED_DAY)]
    hostile = ["", " ", "\x00" * 50, "\ud800 who is the current ceo \udfff", "a" * 20_000, "现在" * 3_000,
               "What is the price of gold?" * 400, "?!" * 5_000, "最新 latest " * 2_000, "\u202e\u200b" * 1_000]
    out += [(kind, text, FIXED_DAY) for text in hostile for kind in ("gate", "plan", "time")]
    return out


def run(src: Path, jobs_file: str) -> list[str]:
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as fh:
        out_file = fh.name
    env = {**os.environ, "PYTHONPATH": str(src)}
    subprocess.run([sys.executable, "-c", _CHILD, jobs_file, out_file], env=env, check=True)
    try:
        return json.loads(Path(out_file).read_text(encoding="utf-8"))
    finally:
        os.unlink(out_file)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", type=Path, default=Path("/work/main/src"))
    ap.add_argument("--new", type=Path, default=ROOT / "src")
    ap.add_argument("--only", metavar="REGEX", default=None,
                    help="run only the texts this (case-sensitive) pattern finds: a proof only when the change cannot "
                         "reach any other text, which the caller must show from the code (gate30: --only '\\bnew\\b' "
                         "for a rule whose one entry returns at once without a lower-case 'new'; the whole run took "
                         "over 30 minutes on a loaded machine)")
    args = ap.parse_args(argv)
    todo = jobs()
    if args.only:
        import re

        everything = len(todo)
        todo = [job for job in todo if re.search(args.only, job[1])]
        print(f"--only {args.only!r}: {len(todo)} of {everything} jobs")
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as fh:
        json.dump(todo, fh)  # ASCII: lone surrogates survive
        jobs_file = fh.name
    try:
        base, new = run(args.base, jobs_file), run(args.new, jobs_file)
    finally:
        os.unlink(jobs_file)
    differ = [i for i, (a, b) in enumerate(zip(base, new)) if a != b]
    digest = hashlib.sha1(json.dumps(new).encode()).hexdigest()[:12]
    kinds = {k: sum(1 for j in todo if j[0] == k) for k in ("gate", "plan", "time")}
    by_kind = {k: sum(1 for i in differ if todo[i][0] == k) for k in kinds}
    print(f"{len(todo)} outputs ({', '.join(f'{n} {k}' for k, n in kinds.items())}), {len(differ)} differ "
          f"({', '.join(f'{n} {k}' for k, n in by_kind.items())}); new outputs sha1 {digest}")
    for i in differ[:10]:
        kind, text, day = todo[i]
        print(f"- {kind} {day} {text[:100]!r}\n    base {base[i][:300]}\n    new  {new[i][:300]}")
    return 1 if differ or len(base) != len(new) else 0


if __name__ == "__main__":
    raise SystemExit(main())
