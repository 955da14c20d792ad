"""Round 27 (the lead, from time27's dateparser check): four digits 19xx / 20xx right after a month are the date's
year, not a 24-hour clock before a day word ("13 Feb 2020 Today" had been read as 13 February at 20:20 of a year near
today). A plain bug, shipped as one; airline clocks that are no year stay clocks."""

from __future__ import annotations

from datetime import date as D

import pytest

from groundwire.decide.timeframe import resolve

TODAY = D(2014, 9, 1)


def _days(text: str) -> list[tuple[D, D]]:
    return [(s.start, s.end) for s in resolve(text, TODAY).spans]


@pytest.mark.parametrize("text, day", [
    ("13 Feb 2020 Today", D(2020, 2, 13)),
    ("17 june 2000 thursday", D(2000, 6, 17)),
    ("the hearing on 3 March 1999 Monday", D(1999, 3, 3)),
])
def test_four_digits_after_a_month_are_its_year(text, day) -> None:
    assert (day, day) in _days(text)


@pytest.mark.parametrize("text, day", [
    ("Dinner at the Novotel 1930 tonight", D(2014, 9, 1)),
    ("Pickup at the Marina 2000 today", D(2014, 9, 1)),
    ("Ferry from Junction 1945 tomorrow", D(2014, 9, 2)),
])
def test_a_word_that_only_starts_like_a_month_keeps_the_clock(text, day) -> None:
    # round 27's review: "Novotel", "Marina", "Junction" are no months; the four digits stay a clock
    assert _days(text) == [(day, day)]


def test_an_airline_clock_before_a_day_word_is_still_a_clock() -> None:
    # "1430" cannot be a 19xx / 20xx year: the clock reading stays, and the day word is the date
    assert _days("boarding 1430 tomorrow") == [(D(2014, 9, 2), D(2014, 9, 2))]
