"""Round 8's blind Chinese table (tests/data/time_zh_blind4.tsv): spec-suite voices the earlier tables lacked —
a month's Nth week, whole units before / after the current one, written-out years, leap lunar months, solar terms,
era and 干支 years, Traditional and colloquial words, impossible dates and look-alikes — written before the round's
rules. bench/bench_time_zh_core.py --table blind4 prints the same rows per family."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.time_tables import check_row, read_rows

TABLE = Path(__file__).parent / "data" / "time_zh_blind4.tsv"
ROWS = read_rows(TABLE)


def test_table_is_large_and_in_new_voices():
    assert len(ROWS) >= 150
    assert {r[0] for r in ROWS} >= {"period", "composition", "part", "window", "relative", "numeric", "holiday",
                                    "lunar", "traditional", "colloquial", "impossible", "set", "negative"}
    assert len({r[1] for r in ROWS}) >= 5
    assert sum(r[3] is None for r in ROWS) >= 30  # rows that must give no span


@pytest.mark.parametrize("family, today, text, start, end, span", ROWS, ids=[f"{r[0]}:{r[2]}@{r[1]}" for r in ROWS])
def test_blind4_row(family, today, text, start, end, span):
    check_row(today, text, start, end, span)
