"""Round 11's English rows in voices no earlier table used (tests/data/time_en_blind8.tsv: chat and business
shorthand, legal deadlines, travel advisories, medicine, weather, podcasts, sports seasons, market timestamps, school
calendars outside the US, British / Australian / Indian formats, ISO 8601 with zones, search-assistant questions,
look-alikes, impossible dates), split by a hash of the sentence into a fit half rules were written for and a held half
never tuned on (``time_tables.half``), and a second wave held entirely (time_en_blind8_held2.tsv: office mail in
Indian English, Australian casual, bookings, HR, gaming, parcels, religious calendars, fitness apps, school
newsletters, airline shorthand), written after the fit half's rules, and a third held entirely (time_en_blind8_held3.tsv:
marketing mail, benefits and tax, invitations, reminders, change windows, opening hours, calendar invites), written
after the last round-11 rule, and a fourth held entirely (time_en_blind8_held4.tsv: chat, airline and hotel
confirmations, court minutes, press releases, brackets, changelogs, medical texts, leave requests, Canadian / NZ /
South African / Singaporean usage, names opening with a time word), written before round 11b's rules: each row gives exactly its one span, with the expected text (one meaningless
leading preposition aside) and dates, or no span at all. Rows still missed are strict xfails with the reason, so a fix
turns them into failures to be moved out of the list."""

from __future__ import annotations

from datetime import date as D

import pytest

from groundwire.decide.timeframe import resolve

from test_time_en_sentences import TODAYS, _rows
from test_time_en_sentences import test_sentence_row as _check_sentence_row
from time_tables import half, row_param

_STILL_MISSED: dict[str, str] = {
    # first run on main's rules: 34 misses of 334 (fit half 23 of 174: core 0.856, all 0.868; held half 11 of 160:
    # core 0.930, all 0.931). Fit-half misses fixed after it but these; three fit rows were the table's fault (they
    # wanted other than the README's conventions: "a year from today", "earlier this year", "Today is the last day
    # of this month") and were corrected, their note saying so ("a year from today" restored to the day in round 25)
    'Ship it by the end of Q1.': "held half, never tuned on",
    'Repeat the test in 3 months.': "held half, never tuned on",
    'The 2026 Ryder Cup team was named.': "fit half: a year before an event's name is read (useful for search: 'who won the 2022 World Cup')",
    'The GCSE exam season runs from 11 May to 19 June.': "held half, never tuned on",
    "June is my sister's name.": "held half, never tuned on",
    'Version 12.1.2027 fixes bugs.': "held half, never tuned on",
    # second wave (time_en_blind8_held2.tsv), written after the fit half's rules, held entirely: 7 misses of 102 at
    # its first run (core 0.918, all 0.931; main's rules score it the same)
    # ("Parents' evening: Tues 8th Dec, 4-7pm" passes since round 16: a bare hour before a clock after a date's comma)
    # ('Statement period 01/11/2026 - 30/11/2026' passes since round 18: both ends of a numeric range share their
    # order, and 30 cannot be a month)
    # third wave (time_en_blind8_held3.tsv), written after the last round-11 rule, held entirely: 12 misses of 67
    # at its first run once one row was corrected to the README's bare-phrase convention (core 0.891, all 0.821;
    # main's rules core 0.870, all 0.806); two of them are convention questions (opening hours and a sign's hours)
    # ("Saturday, the twelfth of June, two thousand twenty-seven" passes since round 17: a spelled year after a date)
    'Your table will be ready in 15 min.': "third wave, never tuned on",
    'Invitation: Q1 planning @ Wed Dec 9, 2026 10am - 11am (EST)': "third wave, never tuned on",
    # ("Week 54 of 2027" passes since round 19: a week past 53 with its year is impossible, no span)
    # fourth wave (time_en_blind8_held4.tsv), written before any round-11b rule, held entirely, never tuned on: 22
    # misses of 132 at its first run on main's rules (core 0.894, all 0.833); 15 after round 11b's general rules
    # (core 0.904, all 0.886), which were written for rows of the held half and the second and third waves above,
    # so those tables count as tuned on from round 11b; its five national-day rows (Victoria, Remembrance, Waitangi,
    # Anzac, Day of Reconciliation) pass from round holidays11 (python-holidays) and count as tuned on from then;
    # round 12 fixed three rows its brief named as known misses ("tmr", "CNY eve", "Mon 30/11 to Wed 2/12": a day
    # over 12 or a weekday proves day/month), tuned on from then; round 12c's rule for a bare day told in the past
    # (written from blind9_held2's misses, not from this table) passes "the event ended on the 3rd"; round 21's
    # look-alike names (time-en21, lookalikes_en: an honorific before a month, a web domain after a weekday; this
    # table was spent and read) pass "Monday.com raised prices." and "Dear Mr. March, ..."; round 25's names_en (a short
    # word a title would capitalise, "won", tells a sentence from a headline) passes "Sunday Silence won the Derby."
    "Friday's Child is a Georgette Heyer novel.": "fourth wave, never tuned on",
    'Robinson Crusoe named him Friday.': "fourth wave, never tuned on",
    'Marcia and Jun went home.': "fourth wave, never tuned on",
}

_TABLE = (_rows("time_en_blind8.tsv") + _rows("time_en_blind8_held2.tsv") + _rows("time_en_blind8_held3.tsv")
          + _rows("time_en_blind8_held4.tsv"))
ROWS = [row_param(r, _STILL_MISSED) for r in _TABLE]


def test_the_table_is_large_covers_every_family_and_splits_in_two() -> None:
    assert {"range", "composition", "numeric", "part", "window", "impossible", "none"} <= {r[0] for r in _TABLE}
    assert {TODAYS[k] for k in "AHK"} <= {r[1] for r in _TABLE}  # the round's new todays are used
    assert set(_STILL_MISSED) <= {r[2] for r in _TABLE}  # every known miss is still a row
    first = _rows("time_en_blind8.tsv")
    assert len(first) >= 250 and 0.4 < sum(half(r[2]) == "held" for r in first) / len(first) < 0.6


@pytest.mark.parametrize("family, today, text, start, end, span", ROWS)
def test_blind8_row(family: str, today: D, text: str, start: D | None, end: D | None, span: str | None) -> None:
    _check_sentence_row(family, today, text, start, end, span)  # one span, its text and dates, no year named twice


def _spans(text: str, today: D) -> list[tuple[str, D, D]]:
    return [(s.text, s.start, s.end) for s in resolve(text, today).spans]


SAT = TODAYS["A"]


@pytest.mark.parametrize("text, want", [
    # a range already closed by to / through / a dash is not stretched again by "and": two spans (issue 8's defect)
    ("next Wednesday to Friday and May next year",
     [("next Wednesday to Friday", D(2026, 12, 9), D(2026, 12, 11)), ("May next year", D(2027, 5, 1), D(2027, 5, 31))]),
    ("Wednesday to Friday and May 2027",
     [("Wednesday to Friday", D(2026, 12, 9), D(2026, 12, 11)), ("May 2027", D(2027, 5, 1), D(2027, 5, 31))]),
    ("from Dec 14 through Dec 18 and March 2027",
     [("from Dec 14 through Dec 18", D(2026, 12, 14), D(2026, 12, 18)), ("March 2027", D(2027, 3, 1), D(2027, 3, 31))]),
])
def test_and_after_a_closed_range_starts_a_new_span(text: str, want: list) -> None:
    assert _spans(text, SAT) == want


@pytest.mark.parametrize("text, start, end", [
    ("between Monday and Wednesday", D(2026, 12, 7), D(2026, 12, 9)),  # "and" still closes a range it opens
    ("between March 2019 and 2021", D(2019, 3, 1), D(2021, 12, 31)),
])
def test_and_still_joins_the_ends_of_one_range(text: str, start: D, end: D) -> None:
    ((_, s, e),) = _spans(text, SAT)
    assert (s, e) == (start, end)


@pytest.mark.parametrize("text", ["We stayed overnight.", "It shipped overnight.", "an overnight success",
                                  "Leave the dough to rest overnight."])
def test_overnight_without_a_weather_word_is_no_time(text: str) -> None:
    assert _spans(text, TODAYS["T"]) == []  # only a forecast's "overnight" is tonight ("Frost likely overnight.")
