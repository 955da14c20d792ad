"""Round 22 (time-en22): tests/data/time_en_wave22.tsv, a wave as other hands write the core families (a date-parser
library's test writer, search-box queries, voice-assistant transcripts, spreadsheet and report headers, booking
sites, news datelines and agency style, academic calendars and sports seasons; look-alikes). Its fit half backs a
parametrized test (its held half is only scored, by bench_time_core_en.py --wave22h). Each of the round's fixes is
checked below in wordings of our own, not the rows that showed the miss, with neighbours that must keep their
reading."""

from __future__ import annotations

import random
import re
import time
from datetime import date
from pathlib import Path

import pytest

from groundwire.decide.time import shapes_en, stays_en
from groundwire.decide.time.ahead_en import sentence_of
from time_tables import check_row_loosely, coded_fit_params, fit_share, span_triples

_TABLE = Path(__file__).parent / "data" / "time_en_wave22.tsv"
_TODAYS = {"T": date(2026, 12, 1), "A": date(2026, 12, 5), "Y": date(2026, 12, 31), "W": date(2027, 1, 1),
           "S": date(2025, 8, 31), "H": date(2027, 2, 28), "L": date(2024, 2, 29), "N": date(2021, 1, 3),
           "F": date(2021, 2, 28), "D": date(2020, 12, 31), "G": date(2025, 11, 30), "Q": date(2027, 3, 31),
           "K": date(2026, 10, 31), "J": date(2026, 6, 14), "O": date(2031, 12, 29), "I": date(2028, 6, 30),
           "X": date(2030, 2, 28), "V": date(2027, 4, 30), "E": date(2028, 12, 31), "B": date(2028, 2, 29),
           "U": date(2025, 12, 31), "Z": date(2026, 9, 30), "M": date(2025, 3, 10)}
# fit rows still missed after this round's rules, each with why (strict: a fix must remove its entry)
_KNOWN_MISSES: dict[str, str] = {
    "the 2026-27 season": "span: older tables pin '2026-27' without 'the' and 'season' (blind6, blind8)",
    "AY 2026-27": "span: 'AY' stays out, as 'the ... season' does",
    "the 2028-29 academic year": "span: older tables pin the years alone ('the 2026-27 academic year', blind6)",
}


@pytest.mark.parametrize("today, text, start, end, span", coded_fit_params(_TABLE, _TODAYS, _KNOWN_MISSES))
def test_wave22_fit_half(today: date, text: str, start: date | None, end: date | None, span: str) -> None:
    check_row_loosely(today, text, start, end, span)


def test_both_halves_hold_rows() -> None:
    """The split is by hash: both halves hold rows."""
    assert 0.35 < fit_share(_TABLE) < 0.65


# 2026-12-01 is a Tuesday; 2026-12-05 a Saturday.
@pytest.mark.parametrize("today, text, span, start, end", [
    # a unit's short form in a relative frame, prev. / curr.
    ("2026-12-01", "the yr after next", "the yr after next", "2028-01-01", "2028-12-31"),
    ("2026-12-01", "mo after next", "mo after next", "2027-02-01", "2027-02-28"),
    ("2026-12-01", "prev. qtr", "prev. qtr", "2026-07-01", "2026-09-30"),
    ("2026-12-01", "curr. month", "curr. month", "2026-12-01", "2026-12-31"),
    ("2026-12-01", "prev yr results", "prev yr", "2025-01-01", "2025-12-31"),
    ("2026-12-01", "last month's 2nd Fri", "last month's 2nd Fri", "2026-11-13", "2026-11-13"),
    ("2026-12-01", "next yr's first Monday", "next yr's first Monday", "2027-01-04", "2027-01-04"),
    ("2026-12-01", "next-to-next week", "next-to-next week", "2026-12-14", "2026-12-20"),
    # a weekday after a week phrase; in N weeks on a weekday
    ("2026-12-01", "this week thurs", "this week thurs", "2026-12-03", "2026-12-03"),
    ("2026-12-01", "next week Sat", "next week Sat", "2026-12-12", "2026-12-12"),
    ("2026-12-01", "in 3 weeks on friday", "3 weeks on friday", "2026-12-25", "2026-12-25"),
    # a part after / before a month or a year without "of"
    ("2026-12-01", "2028 june last week", "2028 june last week", "2028-06-26", "2028-07-02"),
    ("2026-12-01", "january 2027 first weekend", "january 2027 first weekend", "2027-01-02", "2027-01-03"),
    ("2026-12-01", "first half 2028", "first half 2028", "2028-01-01", "2028-06-30"),
    ("2026-12-01", "second-half of 2027", "second-half of 2027", "2027-07-01", "2027-12-31"),
    ("2026-12-01", "the closing week of March 2027", "the closing week of March 2027", "2027-03-22", "2027-03-28"),
    ("2026-12-01", "early to mid Feb 2027", "early to mid Feb 2027", "2027-02-01", "2027-02-20"),
    # a part of the day opening the phrase before its day word
    ("2026-12-01", "afternoon tomorrow works", "afternoon tomorrow", "2026-12-02", "2026-12-02"),
    # quarters counted from this one; a count between two counts
    ("2026-12-01", "the quarter after next", "the quarter after next", "2027-04-01", "2027-06-30"),
    ("2026-12-01", "three quarters ago", "three quarters ago", "2026-01-01", "2026-03-31"),
    ("2026-12-01", "in 3-4 days", "in 3-4 days", "2026-12-04", "2026-12-05"),
    ("2026-12-01", "in two or three weeks", "in two or three weeks", "2026-12-15", "2026-12-22"),
    # a stay's two legs; anchored durations (X through X + N)
    ("2026-12-01", "leaving on the 3rd, coming back the 10th", "leaving on the 3rd, coming back the 10th",
     "2026-12-03", "2026-12-10"),
    ("2026-12-01", "depart 4 Jan return 11 Jan", "depart 4 Jan return 11 Jan", "2027-01-04", "2027-01-11"),
    ("2026-12-01", "Check-in: 20/12/2026 Check-out: 03/01/2027", "20/12/2026 Check-out: 03/01/2027",
     "2026-12-20", "2027-01-03"),
    ("2026-12-01", "check in Sat 12 Dec for 2 nights", "check in Sat 12 Dec for 2 nights", "2026-12-12", "2026-12-14"),
    ("2026-12-01", "2 nights from Fri 11 Dec", "2 nights from Fri 11 Dec", "2026-12-11", "2026-12-13"),
    ("2026-12-01", "Dec 18 for two weeks", "Dec 18 for two weeks", "2026-12-18", "2027-01-01"),
    # one period said twice
    ("2026-12-01", "Q3 2027 (Jul-Sep 2027)", "Q3 2027 (Jul-Sep 2027)", "2027-07-01", "2027-09-30"),
    # a fronted day before a past clause
    ("2026-12-01", "On Friday, the index fell 2%.", "On Friday", "2026-11-27", "2026-11-27"),
])
def test_round22_wordings(today: str, text: str, span: str, start: str, end: str) -> None:
    assert span_triples(text, today) == [(span, start, end)]


@pytest.mark.parametrize("today, text, expected", [
    # neighbours that keep their own reading
    ("2026-12-01", "last week sat down with the team", [("last week", "2026-11-23", "2026-11-29")]),
    ("2026-12-01", "good morning today", [("today", "2026-12-01", "2026-12-01")]),
    ("2026-12-01", "movie night tmrw at 7pm?", [("tmrw at 7pm", "2026-12-02", "2026-12-02")]),
    ("2026-12-01", "On Friday, the index will open late.", [("On Friday", "2026-12-04", "2026-12-04")]),
    ("2026-12-01", "schedule a call for a week from tomorrow", [("a week from tomorrow", "2026-12-09", "2026-12-09")]),
    ("2026-12-01", "10 days from 18th Dec", [("10 days from 18th Dec", "2026-12-28", "2026-12-28")]),
    ("2026-12-01", "for 3 days starting Friday", [("3 days starting Friday", "2026-12-04", "2026-12-06")]),
    ("2026-12-01", "ISO 27001:2022 audit", []),
    ("2026-12-01", "the 2026-27 season", [("2026-27", "2026-01-01", "2027-12-31")]),
    # two days with words of their own between them stay two
    ("2026-12-01", "We met on the 2nd and talked again on the 9th.",
     [("on the 2nd", "2026-11-02", "2026-11-02"), ("on the 9th", "2026-11-09", "2026-11-09")]),
])
def test_round22_neighbours(today: str, text: str, expected: list) -> None:
    assert span_triples(text, today) == expected


def test_sentence_of_reads_as_before() -> None:
    """sentence_of finds a text's stops once (bisect); it gives what the old rescan gave on random texts."""
    stop = re.compile(r"[.!?;](?:\s|$)")

    def rescanned(text: str, start: int) -> str:
        a = max((m.end() for m in stop.finditer(text, 0, start)), default=0)
        z = stop.search(text, start)
        return text[a:z.start() if z else len(text)]

    rng = random.Random(22)
    for _ in range(2000):
        text = "".join(rng.choice("ab .!?;\n") for _ in range(rng.randint(0, 24)))
        for start in range(len(text) + 1):
            assert sentence_of(text, start) == rescanned(text, start), (text, start)


@pytest.mark.parametrize("text", [
    "wk after next " * 1500, "prev. " * 4000, "2027 march " * 2000, "in 2-3 " * 3000, " " * 20000,
    "departing the 2nd, returning " * 800, "for 10 days from " * 1200, "Q4 QTD " * 3000, "On Monday, " * 2000,
])
def test_round22_patterns_stay_linear(text: str) -> None:
    """The new rewrites and joins on 20 kB of their own words: each finishes (no timing asserted: the machine is
    shared); the bench reports the times."""
    out, _ = shapes_en.rewrite(text)
    assert isinstance(out, str)
    assert stays_en.joined(text, []) == []


@pytest.mark.parametrize("today, text, span, start, end", [
    # a bare hour in words ending a day phrase
    ("2026-12-01", "set a reminder for tomorrow at seven.", "tomorrow at seven", "2026-12-02", "2026-12-02"),
    ("2026-12-01", "Monday at ten pm", "Monday at ten pm", "2026-12-07", "2026-12-07"),
    # chat spellings; two weekdays joined by a dash, one written out by the chat reader
    ("2026-12-01", "day aftr tmrw", "day aftr tmrw", "2026-12-03", "2026-12-03"),
    ("2026-12-01", "been off the past 3 dayz", "the past 3 dayz", "2026-11-29", "2026-12-01"),
    ("2026-12-01", "tues-thurs", "tues-thurs", "2026-12-01", "2026-12-03"),
    ("2026-12-01", "mon-fri", "mon-fri", "2026-12-07", "2026-12-11"),
    # the Nth weekday from now; working days counted Monday to Friday
    ("2026-12-01", "the 3rd Monday from today", "the 3rd Monday from today", "2026-12-21", "2026-12-21"),
    ("2026-12-01", "ten business days after tomorrow", "ten business days after tomorrow", "2026-12-16", "2026-12-16"),
])
def test_round22_wordings_second_pass(today: str, text: str, span: str, start: str, end: str) -> None:
    assert span_triples(text, today) == [(span, start, end)]


@pytest.mark.parametrize("today, text, expected", [
    ("2026-12-01", "friday at one point we left", [("friday", "2026-12-04", "2026-12-04")]),
    ("2026-12-01", "fri-sun ok?", [("fri-sun", "2026-12-04", "2026-12-06")]),
])
def test_round22_neighbours_second_pass(today: str, text: str, expected: list) -> None:
    assert span_triples(text, today) == expected


@pytest.mark.parametrize("today, text, span, start, end", [
    # a period beside a to-date label: its start to today, the whole period when gone by
    ("2026-12-01", "FY2026 YTD", "FY2026 YTD", "2026-01-01", "2026-12-01"),
    ("2026-12-01", "Q3 2026 QTD", "Q3 2026 QTD", "2026-07-01", "2026-09-30"),
    ("2026-12-05", "MTD Dec 2026", "MTD Dec 2026", "2026-12-01", "2026-12-05"),
    # a month range then an apostrophe year; week ending before any day
    ("2026-12-01", "Oct–Dec '26", "Oct–Dec '26", "2026-10-01", "2026-12-31"),
    ("2026-12-01", "W/E 12/12/26", "W/E 12/12/26", "2026-12-06", "2026-12-12"),
    ("2026-12-01", "week ending 2026-12-12", "week ending 2026-12-12", "2026-12-06", "2026-12-12"),
])
def test_round22_wordings_third_pass(today: str, text: str, span: str, start: str, end: str) -> None:
    assert span_triples(text, today) == [(span, start, end)]


@pytest.mark.parametrize("today, text, expected", [
    # a journey's or a rental's legs make a bare month/day a date, and the legs one range
    ("2026-12-01", "flights leaving 12/18 returning 12/27", [("12/18 returning 12/27", "2026-12-18", "2026-12-27")]),
    ("2026-12-01", "check-in 12/20", [("12/20", "2026-12-20", "2026-12-20")]),
    ("2026-12-01", "return 1/2 of the deposit", []),
    ("2026-12-01", "leaving 1/2 the cake", []),
    # "prev" before a count
    ("2026-12-01", "the prev 2 wks", [("the prev 2 wks", "2026-11-18", "2026-12-01")]),
])
def test_round22_legs_and_counts(today: str, text: str, expected: list) -> None:
    assert span_triples(text, today) == expected


@pytest.mark.parametrize("today, text, span, start, end", [
    # business news' quarter / year / half-year to a month
    ("2026-12-01", "the quarter to March", "the quarter to March", "2026-01-01", "2026-03-31"),
    ("2026-12-01", "the year through March 2027", "the year through March 2027", "2026-04-01", "2027-03-31"),
    ("2026-12-01", "the half-year to Sept. 2026", "the half-year to Sept. 2026", "2026-04-01", "2026-09-30"),
])
def test_round22_periods_to_a_month(today: str, text: str, span: str, start: str, end: str) -> None:
    assert span_triples(text, today) == [(span, start, end)]


@pytest.mark.parametrize("today, text, expected", [
    # a search box's year words before the month, and a weekday's order after them
    ("2026-12-01", "twenty twenty seven march", [("twenty twenty seven march", "2027-03-01", "2027-03-31")]),
    ("2026-12-01", "last year dec sales", [("last year dec", "2025-12-01", "2025-12-31")]),
    ("2026-12-01", "2027 june last friday", [("2027 june last friday", "2027-06-25", "2027-06-25")]),
    ("2026-12-01", "next year may be better", [("next year", "2027-01-01", "2027-12-31")]),
    ("2026-12-01", "twenty twenty dollars march", []),
])
def test_round22_search_order(today: str, text: str, expected: list) -> None:
    assert span_triples(text, today) == expected


@pytest.mark.parametrize("today, text, expected", [
    # a weekday named with a yearless date tells its year: the nearest year whose date falls on it
    ("2026-12-01", "Sat 2nd to Mon 4th January", [("Sat 2nd to Mon 4th January", "2027-01-02", "2027-01-04")]),
    ("2013-02-12", "Jul 18, Fri", [("Jul 18, Fri", "2014-07-18", "2014-07-18")]),
    ("2026-12-01", "Tue 1 Dec to Thu 3 Dec", [("Tue 1 Dec to Thu 3 Dec", "2026-12-01", "2026-12-03")]),
    ("2026-12-01", "Fri, Jan 8", [("Fri, Jan 8", "2027-01-08", "2027-01-08")]),
])
def test_round22_weekday_tells_the_year(today: str, text: str, expected: list) -> None:
    assert span_triples(text, today) == expected


@pytest.mark.parametrize("today, text, expected", [
    # a stay's legs: day-first slashed legs without a year, a leg's verb before "back" / "home", a weekday leg ahead
    ("2026-12-01", "Depart: 19/12 Return: 03/01", [("19/12 Return: 03/01", "2026-12-19", "2027-01-03")]),
    ("2026-12-01", "fly out Monday fly back Friday", [("fly out Monday fly back Friday", "2026-12-07", "2026-12-11")]),
    ("2026-12-01", "arrive Friday leave Monday", [("arrive Friday leave Monday", "2026-12-04", "2026-12-07")]),
    # (the lead) a bare day-of-month return leg that falls before the departure is the next such day after it
    ("2026-12-06", "departing the 2nd, returning the 9th",
     [("departing the 2nd, returning the 9th", "2027-01-02", "2027-01-09")]),
    ("2026-12-06", "check in the 30th, check out the 2nd",
     [("check in the 30th, check out the 2nd", "2026-12-30", "2027-01-02")]),
    ("2027-01-20", "arriving the 31st, leaving the 3rd",
     [("arriving the 31st, leaving the 3rd", "2027-01-31", "2027-02-03")]),
])
def test_round22_more_legs(today: str, text: str, expected: list) -> None:
    assert span_triples(text, today) == expected


@pytest.mark.parametrize("today, text, expected", [
    # review22's look-alikes that the first cut of this round's rules read wrongly (fixed after reading them)
    ("2026-12-01", "give me a mo after next week's call", [("next week's", "2026-12-07", "2026-12-13")]),
    ("2026-12-01", "It works in three quarters of the cases", []),
    ("2026-12-01", "Most sprains heal in 2-3 weeks.", []),
    ("2026-12-01", "grew 5% in 2 quarters", []),
    ("2026-12-01", "Check-in: 9/10 would recommend", []),
    ("2026-12-01", "next week Mon-Fri", [("next week Mon-Fri", "2026-12-07", "2026-12-11")]),
    ("2026-12-01", "We'll ship in 2-3 weeks.", [("in 2-3 weeks", "2026-12-15", "2026-12-22")]),
])
def test_round22_review_costs(today: str, text: str, expected: list) -> None:
    assert span_triples(text, today) == expected


@pytest.mark.parametrize("today, text, expected", [
    ("2021-01-03", "the sat after next", [("the sat after next", "2021-01-16", "2021-01-16")]),
    ("2026-12-01", "the wed before last", [("the wed before last", "2026-11-18", "2026-11-18")]),
    ("2026-12-01", "the sun after next week storm", [("next week", "2026-12-07", "2026-12-13")]),
])
def test_round22_short_weekday_after_next(today: str, text: str, expected: list) -> None:
    assert span_triples(text, today) == expected
