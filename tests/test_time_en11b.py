"""Round 11b: English gaps seen on round 11's held tables (its report), each a general rule with rows of its own
here, not the held rows: a clock's am/pm is read whatever suffix rule found the clock; a name or title opening with a
weekday or month ("Tuesday Weld", "Jan Kowalski", "Friday Night Lights") is no time; Australian "arvo"; "NYE"; ISO
8601 variants (basic format, fractions of a second, a zone after a space, an interval of two dates); "this day N
years ago"; a year before "season" naming the season its dates fall in; a possessive goes with its span."""

from __future__ import annotations

from datetime import date as D

import pytest

from groundwire.decide.timeframe import resolve

TUE = D(2026, 12, 1)
SAT = D(2026, 12, 5)


def _spans(text: str, today: D = TUE) -> list[tuple[str, D, D]]:
    return [(s.text, s.start, s.end) for s in resolve(text, today).spans]


@pytest.mark.parametrize("text, span, day", [
    # catches: the Chinese clock suffix matched "4:30" first and the "pm" was dropped from the span and the rewrite
    ("Updated: call moved to tomorrow 4:30pm", "tomorrow 4:30pm", D(2026, 12, 2)),
    ("drinks Friday 6:15 pm?", "Friday 6:15 pm", D(2026, 12, 4)),
    ("Dec 3 10:45am works", "Dec 3 10:45am", D(2026, 12, 3)),
    ("ping me tonight 9:30 p.m.", "tonight 9:30 p.m.", TUE),
])
def test_a_clock_keeps_its_am_pm(text: str, span: str, day: D) -> None:
    g = resolve(text, TUE)
    assert [(s.text, s.start, s.end) for s in g.spans] == [(span, day, day)]
    assert span.split()[-1] in g.rewritten  # the rewrite says pm too


@pytest.mark.parametrize("text", [
    # catches: a weekday or month opening a capitalised name or title was read as that day or month
    "Tuesday Weld starred in it.", "Jan Kowalski signed the letter.", "May Wilson called back.",
    "A Sunday Times bestseller", "Friday Night Lights is a great show.", "I read the Sunday Telegraph review.",
    "April Fools Films released a trailer.", "Thanks to June Rodriguez for the notes.",
])
def test_a_name_opening_with_a_time_word_is_no_time(text: str) -> None:
    assert _spans(text) == []


@pytest.mark.parametrize("text, want", [
    ("On Tuesday Apple released an update.", [("On Tuesday", TUE, TUE)]),  # a clause's subject after the day
    ("In March Google cut prices.", [("March", D(2026, 3, 1), D(2026, 3, 31))]),  # told in the past
    ("See you Friday Night.", [("Friday Night", D(2026, 12, 4), D(2026, 12, 4))]),
    ("Monday December 7 works.", [("Monday December 7", D(2026, 12, 7), D(2026, 12, 7))]),
    ("Stocks Rally Monday As Fed Holds Rates", [("Monday", D(2026, 12, 7), D(2026, 12, 7))]),  # a headline's case
])
def test_a_time_word_before_other_capitals_is_still_read(text: str, want: list) -> None:
    assert _spans(text) == want


@pytest.mark.parametrize("text, span, day", [
    # catches: Australian "arvo" (afternoon) was not read, and a weekday before it lost the part of the day
    ("Catch you this arvo.", "this arvo", TUE),
    ("Footy's on Sunday arvo.", "Sunday arvo", D(2026, 12, 6)),
    ("Drinks tomorrow arvo?", "tomorrow arvo", D(2026, 12, 2)),
])
def test_arvo_is_the_afternoon(text: str, span: str, day: D) -> None:
    ((found, s, e),) = _spans(text)
    assert (found.removeprefix("on "), s, e) == (span, day, day)


def test_nye_is_new_years_eve_and_nye_the_name_is_not() -> None:
    # catches: "NYE" was not read; "Bill Nye" (not in capitals) must stay a name
    assert _spans("plans for NYE?") == [("NYE", D(2026, 12, 31), D(2026, 12, 31))]
    assert _spans("Bill Nye explains it.") == []


@pytest.mark.parametrize("text, span, start, end", [
    # catches: the basic format's clock, a fraction of a second, a zone after a space and the second date of an
    # interval were left out of the span or read as no date
    ("stamp 20261130T091500Z", "20261130T091500Z", D(2026, 11, 30), D(2026, 11, 30)),
    ("at 2026-11-28T23:59:59.999+01:00 it failed", "2026-11-28T23:59:59.999+01:00", D(2026, 11, 28), D(2026, 11, 28)),
    ("logged 2026-11-27 10:00:00.250 -0800", "2026-11-27 10:00:00.250 -0800", D(2026, 11, 27), D(2026, 11, 27)),
    ("Date: Fri, 27 Nov 2026 08:01:02 +0100", "Fri, 27 Nov 2026 08:01:02 +0100", D(2026, 11, 27), D(2026, 11, 27)),
    ("coverage 2027-01-01/2027-03-31 only", "2027-01-01/2027-03-31", D(2027, 1, 1), D(2027, 3, 31)),
])
def test_iso_8601_variants(text: str, span: str, start: D, end: D) -> None:
    assert _spans(text) == [(span, start, end)]


@pytest.mark.parametrize("text, span, day", [
    # catches: "this day N years ago" was read as the whole year N years back
    ("what happened on this day 10 years ago", "this day 10 years ago", D(2016, 12, 1)),
    ("on this day two years ago I moved", "this day two years ago", D(2024, 12, 1)),
])
def test_this_day_years_ago_is_that_day(text: str, span: str, day: D) -> None:
    ((found, s, e),) = _spans(text)
    assert (found.removeprefix("on ").removeprefix("On "), s, e) == (span, day, day)


@pytest.mark.parametrize("text, want", [
    # catches: the year before "season" was a span of its own and the season's dates were placed in this year
    ("The 2028 season runs April 2 through October 1.",
     [("April 2 through October 1", D(2028, 4, 2), D(2028, 10, 1))]),
    ("Our 2028 season opens May 8.", [("May 8", D(2028, 5, 8), D(2028, 5, 8))]),
    ("The 2026 season was long.", [("2026", D(2026, 1, 1), D(2026, 12, 31))]),  # no date of its own: the year stays
])
def test_a_season_year_places_its_dates(text: str, want: list) -> None:
    assert _spans(text) == want


@pytest.mark.parametrize("text, span, start, end", [
    # catches: the span stopped before "'s", so it read "last month" where the text says "last month's"
    ("Did you see last month's figures?", "last month's", D(2026, 11, 1), D(2026, 11, 30)),
    ("Tomorrow's forecast is rain.", "Tomorrow's", D(2026, 12, 2), D(2026, 12, 2)),
    ("Friday’s game is sold out.", "Friday’s", D(2026, 12, 4), D(2026, 12, 4)),
])
def test_a_possessive_goes_with_its_span(text: str, span: str, start: D, end: D) -> None:
    assert _spans(text) == [(span, start, end)]
    rewritten = resolve(text, TUE).rewritten
    assert span not in rewritten and span[-2:] not in rewritten.split()[0 if text[0].isupper() else 3]  # dropped
