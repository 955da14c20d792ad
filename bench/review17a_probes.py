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

import sys
from datetime import date
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from _gate_probes import main  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(main(None, probes=HERE / "data" / "gate_r17_review17a_probes.tsv", salt="r17a:", today=date(2026, 12, 5),
                          description=__doc__.splitlines()[0]))
