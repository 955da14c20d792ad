"""Shared by the gate probe scorers (bench/review16a_probes.py, bench/review17a_probes.py): a fresh reader's probes
(rule, label, question, why per line), split by CRC32 of a salt + the question into a "fit" half (read for rules)
and a "held" half (only scored), scored per rule and per half beside another tree's gate when asked."""

from __future__ import annotations

import argparse
import sys
import zlib
from datetime import date
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))


def half(question: str, salt: str) -> str:
    """ "fit" when the CRC32 of ``salt`` + the question's UTF-8 bytes is even, else "held"."""
    return "fit" if zlib.crc32((salt + question).encode("utf-8")) % 2 == 0 else "held"


def load(probes: Path) -> list[tuple[str, bool, str]]:
    """(rule, must search, question) per probe."""
    rows = []
    for line in probes.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            rule, label, question, _why = line.split("\t")
            rows.append((rule, label == "yes", question))
    return rows


def main(argv: list[str] | None, *, probes: Path, salt: str, today: date, description: str) -> int:
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--base", type=Path, default=None, help="another checkout's src/ scored beside this tree's")
    ap.add_argument("--show-errors", choices=("fit", "held", "all"), default=None)
    args = ap.parse_args(argv)
    from groundwire.decide.gate import decide

    gates = {}
    if args.base:
        from _other_tree import other_module

        base_decide = other_module(args.base, "decide.gate").decide  # type: ignore[attr-defined]
        gates["base"] = lambda q: base_decide(q, today=today).needs_search
    gates["this tree"] = lambda q: decide(q, today=today).needs_search
    rows = load(probes)
    answers = {name: [gate(q) for _, _, q in rows] for name, gate in gates.items()}
    groups: dict[str, list[int]] = {}
    for i, (rule, positive, question) in enumerate(rows):
        for key in (f"{rule} {'yes' if positive else 'no'}", f"half {half(question, salt)}", "all"):
            groups.setdefault(key, []).append(i)
    print(f"{'group':16}{'n':>5}" + "".join(f"{name:>14}" for name in gates) + "   (right answers)")
    for key in sorted(groups, key=lambda k: (k == "all", k.startswith("half"), k)):
        idx = groups[key]
        cells = "".join(f"{sum(answers[n][i] == rows[i][1] for i in idx):>14}" for n in gates)
        print(f"{key:16}{len(idx):>5}{cells}")
    if args.show_errors:
        for i, (rule, positive, question) in enumerate(rows):
            if args.show_errors in ("all", half(question, salt)) and answers["this tree"][i] != positive:
                d = decide(question, today=today)
                print(f"  {'MISS' if positive else 'FALSE+':6} {rule:9} {d.reason:22} {list(d.matched)[:2]} {question}")
    return 0
