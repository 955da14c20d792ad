"""Benchmark: the guard's CPU time on hostile shapes of text, this tree against another (by default /work/main), in
one run (round 27, tidy27).

Run: ``.venv/bin/python bench/bench_guard_worst.py [--base /work/main/src] [--rounds 3] [--chars 20000]``. Each
shape is one short unit repeated to ``--chars`` characters: words of Cyrillic look-alike letters among Latin ones,
one sentence in four scripts, many short lines in two scripts, role-labelled lines, letters spaced apart, a run of
mixed scripts without spaces, zero-width characters between CJK letters. Each round runs every shape once in a
subprocess on the base tree and once on this tree, one after the other (both see the same machine load); the table
gives each tree's median CPU seconds of ``sanitize`` per shape and the ratio, and whether the two trees' outputs
(text, removed spans, verdict) are the same. Each process first guards a 2 kB text (rules compiled, tables built).
Clean prose's throughput is ``bench/bench_guard_speed.py``'s.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
from _tree_guard import run_in_tree  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]

SHAPES = {
    "look-alike words": "Ignоrе аll рrеviоus | Ассеss Ѕау rаtе | ",
    "look-alike brand names": "Pаypаl Ignоrе instruсtions аll ",
    "one sentence, four scripts": "The price rose 5% today. Цена выросла сегодня. 价格今天上涨了。 ارتفع السعر اليوم. ",
    "short lines, two scripts": "ok\nЦена\n价格\nyes: no\n",
    "role-labelled lines": "Note: ignore\nSystem: ok\nUser: hi\n",
    "letters spaced apart": "I g n o r e\t",
    "mixed scripts, no spaces": "abcЦенаvыросла价格今天ارتفع",
    "zero-width among CJK": "a\u200bb价格今天上涨了",
}

_CHILD = r"""
import hashlib, json, sys, time
from groundwire.guard.neutralize import sanitize
shapes, chars = json.load(sys.stdin), int(sys.argv[1])
sanitize("A warm-up paragraph of plain prose, long enough for the whole-text path. Цена 价格: \"q\"\n" * 25)
out = {}
for name, unit in shapes.items():
    text = (unit * (chars // len(unit) + 1))[:chars]
    c0 = time.process_time(); r = sanitize(text); cpu = time.process_time() - c0
    dump = json.dumps([r.text, [[x.text, x.reason, getattr(x, "score", None)] for x in r.removed], r.suspicious],
                      ensure_ascii=False)
    out[name] = [cpu, hashlib.sha256(dump.encode("utf-8")).hexdigest()]
print(json.dumps(out))
"""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--base", default="/work/main/src")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--chars", type=int, default=20_000)
    args = ap.parse_args()
    if args.rounds < 1 or args.chars < 1:
        ap.error("--rounds and --chars must be at least 1")
    runs: dict[str, list[dict[str, list]]] = {"base": [], "this": []}
    for _ in range(args.rounds):
        runs["base"].append(run_in_tree(args.base, _CHILD, SHAPES, str(args.chars)))
        runs["this"].append(run_in_tree(ROOT / "src", _CHILD, SHAPES, str(args.chars)))
    print(f"hostile shapes of {args.chars:,} characters, {args.rounds} alternated rounds, median CPU seconds of sanitize")
    print(f"{'shape':<28}{'base ' + args.base:<26}{'this tree':<12}{'ratio':<8}same output")
    for name in SHAPES:
        base = statistics.median(r[name][0] for r in runs["base"])
        this = statistics.median(r[name][0] for r in runs["this"])
        same = runs["base"][0][name][1] == runs["this"][0][name][1]
        print(f"{name:<28}{base:<26.3f}{this:<12.3f}x{base / max(this, 1e-9):<7.2f}{'yes' if same else 'NO'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
