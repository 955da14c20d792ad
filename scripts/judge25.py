"""Round 25's JUDGE: ``scripts/judge23.py --set judge25`` -- the same scorer on ``bench/data/judge25/`` (written by
judge25, a helper that wrote no rules, in voices the project's tables lack; the fixers never read it), totals only.

Sets: time_en.tsv (English, the issue-8 families in HR / payroll notices, clinic reminders, airline rebooking e-mails,
tenancy agreements, conference CFPs, game patch notes, weather and tide bulletins, tax deadlines; today keys as
bench_time_core_en.TODAYS), time_zh.tsv (Chinese: 快递物流, 医院挂号, 考研 / 高考, 房贷 / 信用卡账单, 朋友圈, 微博热搜 ...),
gate.tsv (kind, label, question; today 2026-12-06; private questions beside public twins); expected dates computed by
scripts/make_judge25_time.py. Then scripts/judge25_guard.py (guard_direct.tsv, guard_tool.tsv in twelve tool shapes of
its own, guard_clean.tsv).

Run: ``PYTHONPATH=src python scripts/judge25.py [--base /tmp/base25/src] [--no-guard]``
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import judge23  # noqa: E402  (one judge scorer for every round: this is its judge25 folder)

if __name__ == "__main__":
    sys.exit(judge23.main(["--set", "judge25", *sys.argv[1:]]))
