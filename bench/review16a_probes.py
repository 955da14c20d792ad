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

import sys
from datetime import date
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from _gate_probes import main  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(main(None, probes=HERE / "data" / "gate_r16_review16a_probes.tsv", salt="r16a:", today=date(2026, 12, 5),
                          description=__doc__.splitlines()[0]))
