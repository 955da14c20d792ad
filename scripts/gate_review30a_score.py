"""review30a: score own-errand "new" sets with two source trees (base and this one), search kept local vs local searched.

Sets (text<TAB>label search|local<TAB>family, or gate30's yes|no<TAB>text): bench/data/gate_review30a.tsv (written
before reading gate_own_new.py), gate_review30a_probe.tsv (written after reading it: tuned on),
gate_review30a_wave2.tsv (written after the narrowing, before its first score), gate_r30_own_new.tsv (gate30's).
Each tree runs in its own subprocess with PYTHONPATH set to it; asked as of 2026-12-07.

Run: ``python scripts/gate_review30a_score.py --base /tmp/base30/src [--new src] [--rows]``
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SETS = ("gate_review30a.tsv", "gate_review30a_probe.tsv", "gate_review30a_wave2.tsv", "gate_r30_own_new.tsv")
_CHILD = r"""
import json, sys
from datetime import date
from groundwire.decide.gate import decide
qs = json.loads(sys.stdin.read())
print(json.dumps([decide(q, today=date(2026, 12, 7)).needs_search for q in qs]))
"""


def read(path: Path) -> list[tuple[str, bool]]:
    rows = []
    for line in path.read_text("utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        p = line.split("\t")
        if p[0] in ("yes", "no"):
            rows.append((p[1], p[0] == "yes"))
        else:
            rows.append((p[0], p[1] == "search"))
    return rows


def verdicts(tree: Path, questions: list[str]) -> list[bool]:
    env = dict(os.environ, PYTHONPATH=str(tree))
    out = subprocess.run([sys.executable, "-c", _CHILD], input=json.dumps(questions), env=env, text=True,
                         capture_output=True, check=True).stdout
    return json.loads(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", type=Path, required=True)
    ap.add_argument("--new", type=Path, default=ROOT / "src")
    ap.add_argument("--rows", action="store_true", help="print the rows the two trees decide differently")
    args = ap.parse_args(argv)
    for tree in (args.base, args.new):  # (a tree without the package ran the other tree's code under its name)
        if not (tree / "groundwire").is_dir():
            ap.error(f"{tree}: no groundwire/ package here (pass a tree's src directory)")
    for name in SETS:
        rows = read(ROOT / "bench" / "data" / name)
        qs = [q for q, _ in rows]
        pos = sum(1 for _, y in rows if y)
        line = [f"{name:26s}"]
        said = {}
        for tag, tree in (("base", args.base), ("this tree", args.new)):
            said[tag] = verdicts(tree, qs)
            kept = sum(1 for (q, y), s in zip(rows, said[tag]) if y and not s)
            extra = sum(1 for (q, y), s in zip(rows, said[tag]) if not y and s)
            line.append(f"{tag}: search kept local {kept}/{pos}, local searched {extra}/{len(rows) - pos}")
        print("  |  ".join(line))
        if args.rows:
            for (q, y), a, b in zip(rows, said["base"], said["this tree"]):
                if a != b:
                    print(f"    {'search' if y else 'local '}  base {'s' if a else 'l'} -> {'s' if b else 'l'}  {q}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
