"""Round 10's English rows in voices the earlier tables did not use (tests/data/time_en_blind7.tsv: sports
fixtures, US academic calendars, news headlines, the bare phrases of Duckling's, natty's, timefhuman's and ctparse's
suites, shops, earnings releases, job postings, event listings, notices, billing, issue trackers, logs, TV listings,
then the core forms said in those voices, edge days and look-alikes): each row gives exactly its one span, with the
expected text (one meaningless leading preposition aside) and dates, or no span at all; the rewrite names no year
twice. Rows still missed are strict xfails with the reason (``time_tables.row_param``), so a fix turns them into
failures to be moved out of the list."""

from __future__ import annotations

from datetime import date as D

import pytest

from test_time_en_sentences import TODAYS, _rows
from test_time_en_sentences import test_sentence_row as _check_sentence_row
from time_tables import row_param

_STILL_MISSED: dict[str, str] = {
    # first run on main's rules: 21 misses of 361 rows
    'The Patriots went 4-13 last season.': "first run",
    'She finished the 10,000 m in 29:55.': "first run",
    "let's push it to Thurs 12/10": "first run",
    'wed 3-4pm ok?': "first run",
    "How's Friday 12/4 at noon?": "first run",
    'Table for 4 on Sat 19.12. at 8pm': "first run",
    'Revenue for the quarter ended September 30, 2026 rose 8%.': "first run",
    'EPS of $2.17 versus $1.98 a year earlier.': "first run",
    'Matinee: Sat 12/12 2pm': "first run",
    'Your plan renews on the 15th of every month.': "first run",
    'Fixed in #2024 and PR 1998.': "first run",
    '2026-11-30T23:59:59Z ERROR connection reset': "first run",
    'posted 2d ago': "first run",
    'Tonight at 9/8c on NBC': "first run",
    'Q1-2027 roadmap': "first run",
    'Season tickets for 2027/28 go on sale.': "first run",
    'Expect delays mid-month.': "first run",
    'The first week of this year starts tomorrow.': "first run",
    'The 2026 Toyota Camry starts at $28,400.': "first run",
    'See pages 1997-2003 of the report.': "first run",
    'Lot 1925–1930 sold for £3,400.': "first run",
}

_TABLE = _rows("time_en_blind7.tsv")
ROWS = [row_param(r, _STILL_MISSED) for r in _TABLE]


def test_the_table_is_large_and_covers_every_family() -> None:
    assert len(_TABLE) >= 250
    assert {"range", "composition", "numeric", "part", "window", "impossible", "none"} <= {r[0] for r in _TABLE}
    assert {TODAYS[k] for k in "QEBG"} <= {r[1] for r in _TABLE}  # the round's new todays are used
    assert set(_STILL_MISSED) <= {r[2] for r in _TABLE}  # every known miss is still a row


@pytest.mark.parametrize("family, today, text, start, end, span", ROWS)
def test_blind7_row(family: str, today: D, text: str, start: D | None, end: D | None, span: str | None) -> None:
    _check_sentence_row(family, today, text, start, end, span)  # one span, its text and dates, no year named twice
