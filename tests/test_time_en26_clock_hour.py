"""Round 26 (time26), side branch: a clock after a day and month ("6 Sep 10:30") keeps its hour out of the day
(ctparse's booking mails read 6 September; "Sep 10" was read before)."""

from __future__ import annotations

from datetime import date as D

import pytest

from groundwire.decide.timeframe import resolve

TODAY = D(2017, 8, 7)


@pytest.mark.parametrize("text, day", [
    ("6 Sept 10:30", D(2017, 9, 6)),
    ("on 6 Dec 10:30", D(2017, 12, 6)),
    ("6. Sept. 10:30", D(2017, 9, 6)),
    ("4 JUN 07:45", D(2017, 6, 4)),
])
def test_the_hour_of_a_clock_after_a_day_and_month_is_no_day(text, day) -> None:
    assert [(s.start, s.end) for s in resolve(text, TODAY).spans] == [(day, day)]


def test_a_month_and_day_before_a_clock_stay_read() -> None:
    assert [(s.start, s.end) for s in resolve("Dec 12 15:00", TODAY).spans] == [(D(2017, 12, 12), D(2017, 12, 12))]
