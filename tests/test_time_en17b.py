"""Round 17b's English time fixes, each checked in wordings of our own (not the rows of time_en_wave17b.tsv that showed
the miss): short weekdays in the nth-weekday slot, chat "mo" / "eve" and subject-dropped pasts, "as of" before a
month/day, "March of Dimes", "<holiday> week", "the back end of", "since the 1st", "a week after next Friday", "a
week ago Wednesday", "the (calendar) year" before a year, amounts in millions, terms "commencing" a day, "prior to",
glued day-months far behind, dotted dd.mm.yy, impossible spelled ordinals and recurring ordinal weekdays."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.timeframe import resolve

D = date.fromisoformat


def _spans(text: str, today: str) -> list[tuple[str, str, str]]:
    return [(s.text, str(s.start), str(s.end)) for s in resolve(text, D(today)).spans]


@pytest.mark.parametrize("today, text, span, start, end", [
    # a short weekday between an ordinal and "of" / "in"
    ("2021-01-03", "the first Mon of the month", "the first Mon of the month", "2021-01-04", "2021-01-04"),
    ("2021-01-03", "the 2nd Tue of next month", "the 2nd Tue of next month", "2021-02-09", "2021-02-09"),
    ("2021-01-03", "the last Sat of the year", "the last Sat of the year", "2021-12-25", "2021-12-25"),
    # chat "mo" after a word that places it, "eve" after a day word
    ("2026-12-05", "by the end of the mo", "by the end of the mo", "2026-12-05", "2026-12-31"),
    ("2026-12-05", "nxt mo?", "nxt mo", "2027-01-01", "2027-01-31"),
    ("2026-12-05", "3 mo ago", "3 mo ago", "2026-09-01", "2026-09-30"),
    ("2026-12-05", "free sat eve?", "sat eve", "2026-12-05", "2026-12-05"),
    ("2026-12-05", "Friday eve drinks", "Friday eve", "2026-12-11", "2026-12-11"),
    # chat drops the subject of a past: the latest such weekday
    ("2026-12-05", "sry, emailed u on thurs", "on thurs", "2026-12-03", "2026-12-03"),
    ("2026-12-05", "ok, texted her on wed", "on wed", "2026-12-02", "2026-12-02"),
    # "as of" / "as at" frame a month/day
    ("2026-12-01", "as at 1/15 the fund held cash", "1/15", "2026-01-15", "2026-01-15"),
    # a holiday before "week"; the back / fag end of a period
    ("2026-12-01", "Christmas week traffic", "Christmas week", "2026-12-21", "2026-12-27"),
    ("2026-12-01", "Memorial Day week sales", "Memorial Day week", "2027-05-31", "2027-06-06"),
    ("2026-12-01", "the fag end of the year", "the fag end of the year", "2026-09-01", "2026-12-31"),
    # since the Nth (the latest), since the <date> <noun>
    ("2026-06-14", "up 4% since the 10th", "since the 10th", "2026-06-10", "2026-06-14"),
    ("2026-06-14", "ever since the 31st", "ever since the 31st", "2026-05-31", "2026-06-14"),
    ("2027-04-30", "since the March 2 update", "since the March 2", "2027-03-02", "2027-04-30"),
    ("2027-04-30", "fixed since the 3/2 build", "since the 3/2", "2027-03-02", "2027-04-30"),
    # an offset from a "next" / "last" weekday; "N weeks ago <weekday>"
    ("2028-06-30", "a week before last Wednesday", "a week before last Wednesday", "2028-06-21", "2028-06-21"),
    ("2028-06-30", "a month after next Monday", "a month after next Monday", "2028-08-03", "2028-08-03"),
    ("2028-06-30", "two weeks ago Monday", "two weeks ago Monday", "2028-06-12", "2028-06-12"),
    ("2028-06-30", "3 weeks ago Sunday we met", "3 weeks ago Sunday", "2028-06-04", "2028-06-04"),
    # "the (calendar) year" before a year
    ("2026-09-30", "the calendar year 2027", "the calendar year 2027", "2027-01-01", "2027-12-31"),
    ("2026-09-30", "in the year nineteen ninety-nine", "the year nineteen ninety-nine", "1999-01-01", "1999-12-31"),
    # a term opening on a day; "prior to"
    ("2026-09-30", "six weeks beginning on 4 May 2027", "six weeks beginning on 4 May 2027", "2027-05-04", "2027-06-14"),
    ("2026-09-30", "10 days starting tomorrow", "10 days starting tomorrow", "2026-10-01", "2026-10-10"),
    ("2026-09-30", "3 days prior to Christmas", "3 days prior to Christmas", "2026-12-22", "2026-12-22"),
    # a glued day-month far behind, in a clause that looks ahead: next year's
    ("2026-12-05", "fares from 23JAN", "23JAN", "2027-01-23", "2027-01-23"),
    # the analyst's number-first half / quarter before a fiscal year
    ("2026-09-30", "3Q FY2026 sales", "3Q FY2026", "2026-07-01", "2026-09-30"),
    ("2026-09-30", "1H FY27 guidance", "1H FY27", "2027-01-01", "2027-06-30"),
    # dotted dd.mm.yy, both padded
    ("2030-02-28", "on 01.12.29", "01.12.29", "2029-12-01", "2029-12-01"),
    ("2030-02-28", "15.03.29", "15.03.29", "2029-03-15", "2029-03-15"),
])
def test_found(today: str, text: str, span: str, start: str, end: str) -> None:
    got = _spans(text, today)
    assert len(got) == 1, got
    assert got[0][0].lower().removeprefix("on ") == span.lower().removeprefix("on "), got
    assert got[0][1:] == (start, end)


@pytest.mark.parametrize("today, text", [
    ("2026-12-05", "wait a mo"),
    ("2026-12-05", "half a mo"),
    ("2026-12-05", "on the eve of the vote"),
    ("2026-12-01", "the March of the Penguins"),
    ("2026-12-01", "June of Arc"),
    ("2026-12-01", "Holy Week"),
    ("2027-03-31", "a deficit of 2030 billion"),
    ("2027-03-31", "revenue of 2026 mn"),
    ("2028-02-29", "in nineteen ninety-two people died"),
    ("2030-02-28", "version 10.12.26"),
    ("2030-02-28", "Python 3.12.10"),
    ("2025-03-10", "the forty-first of June"),
    ("2025-03-10", "the fortieth of March"),
    ("2027-01-01", "every first & third Monday"),
    ("2027-01-01", "each 1st, 3rd and 5th Sunday"),
    ("2027-01-01", "every other Fri"),
])
def test_no_span(today: str, text: str) -> None:
    assert _spans(text, today) == []


@pytest.mark.parametrize("today, text, year", [
    ("2027-03-31", "May of 2020", 2020),  # a month "of" a year stays a month
    ("2026-12-01", "March of This Year", 2026),
    ("2027-03-31", "In 2020 million people lost jobs", 2020),  # a year placed in time keeps its year
])
def test_look_alike_guards_keep_dates(today: str, text: str, year: int) -> None:
    (s,) = resolve(text, D(today)).spans
    assert s.start.year == year


def test_a_notice_participle_is_no_past() -> None:
    # a capitalised participle opening a notice looks ahead: the next Friday
    assert _spans("Limited seats on Friday", "2026-12-05") == [("on Friday", "2026-12-11", "2026-12-11")]
