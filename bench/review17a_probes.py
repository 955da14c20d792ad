"""review17a: a fresh reader's probes of gate17's rules, scored per rule and per half, optionally beside another tree.

The probes (bench/data/gate_r17_review17a_probes.tsv: rule, label, question, why) sit near each rule gate17 added —
two kinds contrasted ("x vs y"), careers known to be over (data/gate_careers_over.txt), a holder asked with a past
"when" clause, Chinese years in numerals, 上一届 / 下一届 / 今天的, currency fragments and index levels, running
counts with irregular participles, policy adopters counted, named bank rates, "active ... outbreaks", Chinese
"why did <firm> stop ...了", "season one" instalments — false locals first, and look-alikes that should stay local.
Each is asked as of 2026-12-05. They are split by CRC32 of "r17a:" + the question into a "fit" half (read for
rules) and a "held" half (only scored).

Run (from the repository root):

    PYTHONPATH=src python bench/review17a_probes.py [--base /tmp/base17m/src] [--show-errors fit]

``--base`` scores another checkout's whole gate beside this tree's; ``--show-errors fit|held|all`` prints this tree's
wrong answers on that half (read only the fit half when writing rules).
"""

from __future__ import annotations

import argparse
import sys
import zlib
from datetime import date
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
PROBES = HERE / "data" / "gate_r17_review17a_probes.tsv"
TODAY = date(2026, 12, 5)


def half(question: str) -> str:
    """ "fit" when the CRC32 of "r17a:" + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32(("r17a:" + question).encode("utf-8")) % 2 == 0 else "held"


def load() -> list[tuple[str, bool, str]]:
    """(rule, must search, question) per probe."""
    rows = []
    for line in PROBES.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            rule, label, question, _why = line.split("\t")
            rows.append((rule, label == "yes", question))
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", type=Path, default=None, help="another checkout's src/ scored beside this tree's")
    ap.add_argument("--show-errors", choices=("fit", "held", "all"), default=None)
    args = ap.parse_args(argv)
    from groundwire.decide.gate import decide

    gates = {}
    if args.base:
        from _other_tree import other_module

        base_decide = other_module(args.base, "decide.gate").decide  # type: ignore[attr-defined]
        gates["base"] = lambda q: base_decide(q, today=TODAY).needs_search
    gates["this tree"] = lambda q: decide(q, today=TODAY).needs_search
    rows = load()
    answers = {name: [gate(q) for _, _, q in rows] for name, gate in gates.items()}
    groups: dict[str, list[int]] = {}
    for i, (rule, positive, question) in enumerate(rows):
        for key in (f"{rule} {'yes' if positive else 'no'}", f"half {half(question)}", "all"):
            groups.setdefault(key, []).append(i)
    print(f"{'group':16}{'n':>5}" + "".join(f"{name:>14}" for name in gates) + "   (right answers)")
    for key in sorted(groups, key=lambda k: (k == "all", k.startswith("half"), k)):
        idx = groups[key]
        cells = "".join(f"{sum(answers[n][i] == rows[i][1] for i in idx):>14}" for n in gates)
        print(f"{key:16}{len(idx):>5}{cells}")
    if args.show_errors:
        for i, (rule, positive, question) in enumerate(rows):
            if args.show_errors in ("all", half(question)) and answers["this tree"][i] != positive:
                d = decide(question, today=TODAY)
                print(f"  {'MISS' if positive else 'FALSE+':6} {rule:9} {d.reason:22} {list(d.matched)[:2]} {question}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
