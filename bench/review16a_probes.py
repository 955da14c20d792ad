"""review16a: a fresh reader's probes of gate16's rules, scored per rule and per half, optionally beside another tree.

The probes (bench/data/gate_r16_review16a_probes.tsv: rule, label, question, why) sit near each rule gate16 added —
textbook contrasts, a venue's pole, a currency pair's rate, an index's level, 上一届 / 本届 editions, a living maker's
count, "correct me if I'm wrong", -ed adjectives, an old year before a Chinese deed, 全长 … 多少公里 — in both
directions: wordings the rule should catch and look-alikes it should not. Each is asked as of 2026-12-05. They are
split by CRC32 of "r16a:" + the question into a "fit" half (read for rules) and a "held" half (only scored).

Run (from the repository root):

    PYTHONPATH=src python bench/review16a_probes.py [--base /tmp/base16m/src] [--show-errors fit]

``--base`` scores another checkout's whole gate beside this tree's; ``--show-errors fit|held|all`` prints this tree's
wrong answers on that half (read only the fit half when writing rules).
"""

from __future__ import annotations

import sys
from datetime import date
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import _gate_probes as gate_probes  # noqa: E402

PROBES = HERE / "data" / "gate_r16_review16a_probes.tsv"
SALT = "r16a:"
TODAY = date(2026, 12, 5)


def half(question: str) -> str:
    """ "fit" when the CRC32 of "r16a:" + the question's UTF-8 bytes is even, else "held"."""
    return gate_probes.half(question, SALT)


def load() -> list[tuple[str, bool, str]]:
    return gate_probes.load(PROBES)


def main(argv: list[str] | None = None) -> int:
    return gate_probes.main(argv, probes=PROBES, salt=SALT, today=TODAY, description=__doc__.splitlines()[0])


if __name__ == "__main__":
    raise SystemExit(main())
