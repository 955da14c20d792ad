"""Round 21 (time-en21): tests/data/time_en_wave21.tsv, a wave in voices no table used (British / Irish / Australian /
Indian / Canadian English, US federal and finance writing, contracts, bug trackers and CI logs, chat typos and
slang, non-native English; school newsletters, HR leave, a transfer window, a planting calendar, court listings,
museums, train service changes; look-alikes). Its fit half backs a parametrized test (its held half is only scored,
by bench_time_core_en.py --wave21h). Each of the round's fixes is checked below in wordings of our own, not the rows
that showed the miss, with neighbours that must keep their reading."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from time_tables import check_row_loosely, coded_fit_params, fit_share, span_triples

_TABLE = Path(__file__).parent / "data" / "time_en_wave21.tsv"
_TODAYS = {"T": date(2026, 12, 1), "A": date(2026, 12, 5), "Y": date(2026, 12, 31), "W": date(2027, 1, 1),
           "S": date(2025, 8, 31), "H": date(2027, 2, 28), "C": date(2029, 1, 1), "L": date(2024, 2, 29),
           "N": date(2021, 1, 3), "G": date(2025, 11, 30), "Q": date(2027, 3, 31), "K": date(2026, 10, 31),
           "J": date(2026, 6, 14), "O": date(2031, 12, 29), "I": date(2028, 6, 30), "X": date(2030, 2, 28),
           "V": date(2027, 4, 30), "E": date(2028, 12, 31), "B": date(2028, 2, 29), "P": date(2032, 2, 29),
           "U": date(2025, 12, 31), "Z": date(2026, 9, 30), "d": date(2027, 3, 14), "e": date(2026, 10, 25),
           "f": date(2026, 3, 8), "g": date(2027, 10, 31)}
# fit rows still missed after this round's rules, each with why (strict: a fix must remove its entry)
_KNOWN_MISSES: dict[str, str] = {
    "Dated this the 1st day of December 2026": "span: the legal 'this the' before an ordinal day stays out of it",
    "sooo tired after last nite": "'after last night' reads as 'after X' (from the day after it to today), documented",
    "at the 20 December": "span: 'the' before a bare day and month stays out of the span",
}


@pytest.mark.parametrize("today, text, start, end, span", coded_fit_params(_TABLE, _TODAYS, _KNOWN_MISSES))
def test_wave21_fit_half(today: date, text: str, start: date | None, end: date | None, span: str) -> None:
    check_row_loosely(today, text, start, end, span)


def test_both_halves_hold_rows() -> None:
    """The split is by hash: both halves hold rows."""
    assert 0.35 < fit_share(_TABLE) < 0.65


# 2026-12-01 is a Tuesday.
@pytest.mark.parametrize("today, text, span, start, end", [
    # a clipped part of the day after a day word
    ("2026-12-01", "can u do thursday pm?", "thursday pm", "2026-12-03", "2026-12-03"),
    ("2026-12-01", "Dentist Friday a.m. then work", "Friday a.m.", "2026-12-04", "2026-12-04"),
    ("2026-12-01", "coffee tomorrow mid-morning?", "tomorrow mid-morning", "2026-12-02", "2026-12-02"),
    ("2026-12-01", "see ya sunday mornin", "sunday mornin", "2026-12-06", "2026-12-06"),
    # "b4" and learner "after of" before a day word
    ("2026-12-01", "need it b4 thursday", "b4 thursday", "2026-12-01", "2026-12-03"),
    ("2026-12-01", "the day before of yesterday", "the day before of yesterday", "2026-11-29", "2026-11-29"),
    # Indian "yesterday's previous day"
    ("2026-12-01", "yesterday's previous day", "yesterday's previous day", "2026-11-29", "2026-11-29"),
    # the last / final X before a day
    ("2026-12-01", "the final Sunday before Easter", "the final Sunday before Easter", "2027-03-21", "2027-03-21"),
    ("2026-12-01", "the very last Saturday before Easter", "the very last Saturday before Easter", "2027-03-27",
     "2027-03-27"),
    # a bare possessive unit before its part
    ("2026-12-01", "the month's first Monday", "the month's first Monday", "2026-12-07", "2026-12-07"),
    # fiscal / calendar words inside a quarter or half; year-first with a slash; qtr N
    ("2026-12-01", "the second calendar quarter of 2027", "the second calendar quarter of 2027", "2027-04-01",
     "2027-06-30"),
    ("2026-12-01", "the first half of calendar 2028", "the first half of calendar 2028", "2028-01-01", "2028-06-30"),
    ("2026-12-01", "CQ3 2027 bookings", "CQ3 2027", "2027-07-01", "2027-09-30"),
    ("2026-12-01", "2028 / H1", "2028 / H1", "2028-01-01", "2028-06-30"),
    ("2026-12-01", "results for qtr2 2027", "qtr2 2027", "2027-04-01", "2027-06-30"),
    # forthcoming, this past, wkNN
    ("2026-12-01", "over the forthcoming fortnight", "over the forthcoming fortnight", "2026-12-02", "2026-12-15"),
    ("2026-12-01", "sales this past month", "this past month", "2026-11-02", "2026-12-01"),
    ("2027-01-01", "deploy in wk2", "wk2", "2027-01-11", "2027-01-17"),
    # a two-digit year after a day and a month's name
    ("2026-12-01", "Sat, 9 Jan 27", "Sat, 9 Jan 27", "2027-01-09", "2027-01-09"),
    ("2013-02-12", "3rd March 14", "3rd March 14", "2014-03-03", "2014-03-03"),
    # learner "since N days" before a subject
    ("2026-12-01", "since 3 weeks we are waiting", "since 3 weeks", "2026-11-11", "2026-12-01"),
    # British day counts and federal years
    ("2026-12-01", "two years today", "two years today", "2028-12-01", "2028-12-01"),
    ("2028-02-29", "a year tomorrow", "a year tomorrow", "2029-03-01", "2029-03-01"),
    ("2026-12-01", "today fortnight", "today fortnight", "2026-12-15", "2026-12-15"),
    ("2026-12-01", "the U.S. fiscal year 2026", "U.S. fiscal year 2026", "2025-10-01", "2026-09-30"),
    ("2026-12-01", "FFY26 grants", "FFY26", "2025-10-01", "2026-09-30"),
    ("2026-12-01", "2025 YTD", "2025 YTD", "2025-01-01", "2025-12-31"),
    # two quarters or halves sharing their year; a part of a period without its "the"
    ("2026-12-01", "the first and second quarters of 2028", "the first and second quarters of 2028", "2028-01-01",
     "2028-06-30"),
    ("2026-12-01", "the 1st through the 3rd quarter of 2027", "the 1st through the 3rd quarter of 2027", "2027-01-01",
     "2027-09-30"),
    ("2026-12-01", "expected early part of next year", "early part of next year", "2027-01-01", "2027-04-30"),
    # a contract's day in words and figures; a fiscal or tax year over two calendar years
    ("2026-12-01", "commencing on the first (1st) day of March 2027", "the first (1st) day of March 2027",
     "2027-03-01", "2027-03-01"),
    ("2026-12-01", "by the 31st (thirty-first) day of May, 2027", "by the 31st (thirty-first) day of May, 2027",
     "2026-12-01", "2027-05-31"),
    ("2026-12-01", "results for FY2025-26", "FY2025-26", "2025-01-01", "2026-12-31"),
    ("2026-12-01", "the 2027/28 tax year", "2027/28", "2027-01-01", "2028-12-31"),
    # chat "lst" / "nxt" before a short week word after a weekday; learner "of coming month", "before one week"
    ("2026-12-01", "fri nxt wk works", "fri nxt wk", "2026-12-11", "2026-12-11"),
    ("2026-12-01", "busy lst wk", "lst wk", "2026-11-23", "2026-11-29"),
    ("2026-12-01", "on 10th of coming month", "on 10th of coming month", "2027-01-10", "2027-01-10"),
    ("2026-12-01", "he called before one month.", "before one month", "2026-11-01", "2026-11-30"),
    # a calendar week's number before its year
    ("2026-12-01", "Lieferung KW 05/2027", "KW 05/2027", "2027-02-01", "2027-02-07"),
    ("2026-12-01", "release in CW12 2027", "CW12 2027", "2027-03-22", "2027-03-28"),
    # "same time tomorrow"; finance's "the balance of"
    ("2026-12-01", "same time tomorrow?", "same time tomorrow", "2026-12-02", "2026-12-02"),
    ("2026-12-01", "guidance for the balance of the quarter", "the balance of the quarter", "2026-12-01", "2026-12-31"),
    ("2026-12-01", "sales later this quarter", "later this quarter", "2026-12-01", "2026-12-31"),
    # Easter-cycle days with a short weekday; Melbourne Cup Day
    ("2026-12-01", "service on Ash Wed. 2028", "Ash Wed. 2028", "2028-03-01", "2028-03-01"),
    ("2026-12-01", "closed Maundy Thu", "Maundy Thu", "2027-03-25", "2027-03-25"),
    ("2026-12-01", "Melbourne Cup Day 2028", "Melbourne Cup Day 2028", "2028-11-07", "2028-11-07"),
    # a tracker's label before a month/day; glued hours before "ago"
    ("2026-12-01", "Deadline: 12/18 (hard)", "12/18", "2026-12-18", "2026-12-18"),
    ("2026-12-01", "ETA 12/22 per carrier", "12/22", "2026-12-22", "2026-12-22"),
    ("2026-12-01", "last commit 3h ago", "3h ago", "2026-12-01", "2026-12-01"),
    # British week commencing / beginning, short, before a day/month
    ("2026-12-01", "rota for w/b 21/12", "w/b 21/12", "2026-12-21", "2026-12-27"),
    ("2026-12-01", "Training WC 8 Feb", "WC 8 Feb", "2027-02-08", "2027-02-14"),
])
def test_round21_fixes_in_other_wordings(today: str, text: str, span: str, start: str, end: str) -> None:
    assert span_triples(text, today) == [(span, start, end)]


# neighbours that must keep their reading (no span, or the one they had)
@pytest.mark.parametrize("today, text, expected", [
    ("2026-12-01", "I am free", []),
    ("2026-12-01", "print it on B4 paper", []),
    ("2026-12-01", "a month from today", [("a month from today", "2027-01-01", "2027-01-31")]),  # documented: the month
    ("2026-12-01", "FY2027", [("FY2027", "2027-01-01", "2027-12-31")]),  # a bare FY stays the calendar year
    ("2026-12-01", "on 5 Jan 27 people came", [("Jan 27", "2026-01-27", "2026-01-27")]),  # a count after the number
    ("2026-12-01", "12/3, 2014", [("12/3, 2014", "2014-12-03", "2014-12-03")]),  # a four-digit year after the comma
    ("2026-12-01", "apartment 4/2, 19 Elm Road", []),
    ("2026-12-01", "ring 01632 960 2027 after six", []),
    ("2026-12-01", "on March 5 2026", [("March 5 2026", "2026-03-05", "2026-03-05")]),
    ("2026-12-01", "the last Friday of December", [("the last Friday of December", "2026-12-25", "2026-12-25")]),
    ("2026-12-01", "the quarter 3 times", []),
    # a month's or weekday's name after an honorific or glued to a web domain
    ("2026-12-01", "Thanks, Ms. April Ryan", []),
    ("2026-12-01", "I bought it on sunday.com", []),
    ("2026-12-01", "Mr. Lee flies Friday", [("Friday", "2026-12-04", "2026-12-04")]),
    ("2026-12-01", "an early part of the plan", []),
    ("2026-12-01", "the fifth (6th) day", []),  # a bracket naming another number is no restatement
    ("2026-12-01", "finish before one week passes", []),  # a deadline's count, not "ago"
    ("2026-12-01", "a family day out", []),  # Canada's Family Day is left out: an everyday phrase
    ("2026-12-01", "ETA 1/2 hour", []),  # a fraction before a unit stays a fraction
    ("2026-12-01", "the wc is 2/3 full", []),
    # the review21 look-alikes' fixes, in other wordings
    ("2026-12-01", "yesterday am i late?", [("yesterday", "2026-11-30", "2026-11-30")]),  # the verb
    ("2026-12-01", "they led in quarter 3.", []),
    ("2026-12-01", "wk5 quiz answers", []),
    ("2026-12-01", "WB 3/4 lane closed", []),
    ("2026-12-01", "two years tomorrow that we met", [("two years tomorrow", "2024-12-02", "2024-12-02")]),
    ("2026-12-01", "today's previous day", [("today's previous day", "2026-11-30", "2026-11-30")]),
])
def test_round21_neighbours(today: str, text: str, expected: list) -> None:
    assert span_triples(text, today) == expected
