"""Round 24's JUDGE: ``scripts/judge23.py --set judge24`` -- the same scorer on ``bench/data/judge24/`` (written by
judge24, a helper that wrote no rules, in voices the project's tables lack; the fixers never read it), totals only.

Sets: time_en.tsv (English, the issue-8 families in NOTAM / timetable notices, court filings, sports commentary,
real-estate listings, changelogs and release schedules, show notes, recipe blogs ...; today keys as
bench_time_core_en.TODAYS), time_zh.tsv (Chinese: 学校课表, 政务公告, 电商大促, 股市公告, 小红书, 知乎 ...), gate.tsv (kind,
label, question; today 2026-12-06); expected dates computed by scripts/make_judge24_time.py. Then
scripts/judge24_guard.py (guard_direct.tsv, guard_tool.tsv in fifteen tool shapes of its own, guard_clean.tsv).

Run: ``PYTHONPATH=src python scripts/judge24.py [--base /tmp/base24/src] [--no-guard]``
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import judge23  # noqa: E402  (one judge scorer for every round: this is its judge24 folder)

if __name__ == "__main__":
    sys.exit(judge23.main(["--set", "judge24", *sys.argv[1:]]))
