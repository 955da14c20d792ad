"""Round 12d: English gaps named by the third held wave's misses (tests/data/time_en_blind9_held3.tsv, tuned on from
now), each a general rule with rows of its own here, in other words than the table's: holidays of Ireland, Canada
and the UK that English text names ("St Stephen's Day", "Canadian Thanksgiving", "Remembrance Sunday") and the
Sundays of Advent. Every case was written before its rule and failed on main's rules."""

from __future__ import annotations

from datetime import date as D

import pytest

from groundwire.decide.timeframe import resolve

TUE = D(2026, 12, 1)


def _spans(text: str, today: D = TUE) -> list[tuple[str, D, D]]:
    return [(s.text, s.start, s.end) for s in resolve(text, today).spans]


# holidays kept in Ireland, Canada and the UK, named in English (catches: the name was not known, so no span, or
# "Thanksgiving" alone read as the US one, a month and a half later)
@pytest.mark.parametrize("text, today, span, day", [
    ("Pubs close early on Saint Stephen's Day.", D(2026, 12, 1), "Saint Stephen's Day", D(2026, 12, 26)),
    ("We raced in the St. Stephen's Day regatta.", D(2027, 1, 10), "St. Stephen's Day", D(2026, 12, 26)),
    ("Is the office open on Canadian Thanksgiving?", D(2026, 9, 1), "Canadian Thanksgiving", D(2026, 10, 12)),
    ("Canadian Thanksgiving dinner is at my aunt's.", D(2027, 3, 1), "Canadian Thanksgiving", D(2027, 10, 11)),
    ("The wreath is laid on Remembrance Sunday.", D(2026, 10, 1), "Remembrance Sunday", D(2026, 11, 8)),
    ("Remembrance Sunday parades were held in every town.", D(2025, 12, 1), "Remembrance Sunday", D(2025, 11, 9)),
])
def test_irish_canadian_and_british_days_are_known(text: str, today: D, span: str, day: D) -> None:
    (got,) = _spans(text, today)
    assert (got[0].removeprefix("on "), got[1], got[2]) == (span, day, day)


# the Sundays of Advent count back from Christmas: the fourth is the last Sunday before 25 December (catches: no span,
# or the Nth Sunday of some month)
@pytest.mark.parametrize("text, today, day", [
    ("The choir sings on the first Sunday of Advent.", D(2026, 11, 1), D(2026, 11, 29)),
    ("Advent Sunday is when the new church year begins.", D(2027, 1, 5), D(2027, 11, 28)),
    ("Candles are lit from the second Sunday of Advent.", D(2025, 11, 1), D(2025, 12, 7)),
    ("Gaudete Sunday, the third Sunday of Advent, is rose-coloured.", D(2024, 12, 1), D(2024, 12, 15)),
    ("The nativity play is on the fourth Sunday of Advent.", D(2027, 12, 1), D(2027, 12, 19)),
])
def test_the_sundays_of_advent(text: str, today: D, day: D) -> None:
    got = _spans(text, today)
    assert got and all((s, e) == (day, day) for _, s, e in got)


SAT = D(2026, 12, 5)


# a day that is the subject of "was" / "were" is one gone by: the latest such day, today included (catches: the
# coming one, a week ahead); a verb that plans or moves after "was" keeps the day ahead
@pytest.mark.parametrize("text, today, day", [
    ("Thursday was the busiest day of the sale.", SAT, D(2026, 12, 3)),
    ("The open day on Wednesday was a big success.", SAT, D(2026, 12, 2)),
    ("Boxing Day was quieter than usual at the shops.", D(2027, 1, 8), D(2026, 12, 26)),
    ("Tuesday's storms were the worst in years.", D(2026, 12, 3), D(2026, 12, 1)),
    ("The meeting on Thursday was moved to a bigger room.", D(2026, 12, 1), D(2026, 12, 3)),
    ("The match on Friday was going to sell out.", D(2026, 12, 1), D(2026, 12, 4)),
])
def test_a_day_before_was_is_gone_by(text: str, today: D, day: D) -> None:
    got = _spans(text, today)
    assert [(s, e) for _, s, e in got] == [(day, day)]


# thanks for something done on a day look back to it (catches: the coming day); thanks for agreeing to something
# ahead do not
@pytest.mark.parametrize("text, today, day", [
    ("Thanks for dropping by on Wednesday!", SAT, D(2026, 12, 2)),
    ("Thank you so much for hosting us on Friday.", SAT, D(2026, 12, 4)),
    ("thanks again for helping out on Sunday", D(2026, 12, 8), D(2026, 12, 6)),
    ("Thanks for agreeing to cover my shift on Friday.", D(2026, 12, 1), D(2026, 12, 4)),
])
def test_thanks_for_a_day_look_back(text: str, today: D, day: D) -> None:
    got = _spans(text, today)
    assert [(s, e) for _, s, e in got] == [(day, day)]


# a holiday inside a name: a legal instrument named after the day it was signed ("the Easter Accord"), the figure
# "Father Christmas"; no time is meant (catches: the holiday's next date)
@pytest.mark.parametrize("text", [
    "Students debate the Christmas Accord in week four.",
    "The Good Friday Treaty archive is open to researchers.",
    "A copy of the Easter Declaration hangs in the hall.",
    "Father Christmas arrives by boat this year at the harbour.",
    "The children wrote letters to Father Christmas.",
])
def test_a_holiday_inside_a_name_is_no_time(text: str) -> None:
    assert [s for s in _spans(text) if "christmas" in s[0].lower() or "easter" in s[0].lower()
            or "friday" in s[0].lower()] == []


# "the" before an ordinal Sunday of Advent belongs to the span, as it does for "the first week of May" (catches: the
# span began at the ordinal)
@pytest.mark.parametrize("text, today, day", [
    ("Confirmations happen on the second Sunday of Advent.", D(2026, 11, 1), D(2026, 12, 6)),
    ("We light the pink candle the third Sunday of Advent", D(2026, 11, 1), D(2026, 12, 13)),
])
def test_the_before_a_sunday_of_advent_is_in_the_span(text: str, today: D, day: D) -> None:
    (got,) = _spans(text, today)
    assert (got[0].removeprefix("on "), got[1], got[2]) == (text[text.index("the ", text.index("Sunday") - 12):
                                                                  text.index("Advent") + 6], day, day)


# "falls on a Saturday", "fell on a Monday": which weekday a date is, not a further day (catches: a second span, the
# coming Saturday)
@pytest.mark.parametrize("text, today, span, day", [
    ("Christmas Eve falls on a Thursday this time.", D(2026, 12, 1), "Christmas Eve", D(2026, 12, 24)),
    ("Boxing Day fell on a Saturday.", D(2027, 1, 5), "Boxing Day", D(2026, 12, 26)),
    ("Her birthday, 3 March, falls on a Wednesday.", D(2026, 12, 1), "3 March", D(2027, 3, 3)),
])
def test_falls_on_a_weekday_names_no_second_day(text: str, today: D, span: str, day: D) -> None:
    (got,) = _spans(text, today)
    assert (got[0], got[1], got[2]) == (span, day, day)


# a yearless date with its weekday: the weekday tells the year (the nearest to today in which that date falls on that
# weekday) when the usual reading lands on another weekday, as it can around a year's end (catches: the date a year
# off, on the wrong weekday)
@pytest.mark.parametrize("text, today, day", [
    ("Your booking was changed to Sat 2 Jan.", D(2026, 12, 31), D(2027, 1, 2)),
    ("The party is on Tuesday 29 December.", D(2027, 1, 1), D(2026, 12, 29)),
    ("Thu 31 Dec: office closed", D(2027, 1, 1), D(2026, 12, 31)),
    ("Kick-off moved to Sunday, January 3rd.", D(2026, 12, 30), D(2027, 1, 3)),
    ("Monday 4 January works for me.", D(2026, 12, 20), D(2027, 1, 4)),  # already right: unchanged
])
def test_a_weekday_tells_a_yearless_dates_year(text: str, today: D, day: D) -> None:
    got = _spans(text, today)
    assert [(s, e) for _, s, e in got] == [(day, day)]



# "late" / "early" after a length of time is a delay or an advance ("two hours late", "a day early"), not the late
# part of the day after it: the span is the day alone (catches: "late on Monday" as the span)
@pytest.mark.parametrize("text, today, span, day", [
    ("The library opens an hour late on Thursday.", D(2026, 12, 1), "Thursday", D(2026, 12, 3)),
    ("Rent was paid three days late on Friday.", SAT, "Friday", D(2026, 12, 4)),
    ("The office closes 30 minutes early on Wednesday.", D(2026, 12, 1), "Wednesday", D(2026, 12, 2)),
    ("See you late on Friday.", D(2026, 12, 1), "late on Friday", D(2026, 12, 4)),  # no length before: kept
])
def test_late_after_a_length_of_time_is_no_part_of_the_day(text: str, today: D, span: str, day: D) -> None:
    (got,) = _spans(text, today)
    assert (got[0].removeprefix("on "), got[1], got[2]) == (span, day, day)


# a range of parts of months that runs over a year's end is one span ("from mid-November to early February"):
# the second part is the first one after the range's start (catches: two spans, the second in the year before)
@pytest.mark.parametrize("text, today, start, end", [
    ("The ski season lasts from mid-November to early February.", D(2026, 10, 1), D(2026, 11, 11), D(2027, 2, 10)),
    ("Roadworks continue between late December and mid-January.", D(2026, 12, 1), D(2026, 12, 21), D(2027, 1, 20)),
    ("Geese stay here from early October to late March.", D(2026, 6, 1), D(2026, 10, 1), D(2027, 3, 31)),
    ("The market runs from late October to mid-November.", D(2026, 6, 1), D(2026, 10, 21), D(2026, 11, 20)),  # same year
])
def test_a_range_of_month_parts_over_a_years_end(text: str, today: D, start: D, end: D) -> None:
    got = _spans(text, today)
    assert [(s, e) for _, s, e in got] == [(start, end)]
