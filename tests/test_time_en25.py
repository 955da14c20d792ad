"""Round 25 (time25): the settled "N years from today" convention and time names that open a proper name.

"N years from today" names the day N years on (every table's author first wrote the day; Duckling reads it so), while
"N years from now", "in N years" and "N months from today" keep naming the year or the month, as their tables do. A
capitalised one-word holiday or weekday running into a capitalised word in a sentence (not a headline) opens a name.
"""

from __future__ import annotations

from datetime import date as D

import pytest

from groundwire.decide.timeframe import resolve

TUE, LEAP = D(2026, 12, 1), D(2024, 2, 29)


def _spans(text: str, today: D) -> list[tuple[str, D, D]]:
    return [(s.text, s.start, s.end) for s in resolve(text, today).spans]


@pytest.mark.parametrize("text, today, start, end", [
    ("a year from today", LEAP, D(2025, 2, 28), D(2025, 2, 28)),  # Feb 29 + 1 year: Feb 28
    ("four years from today", LEAP, D(2028, 2, 29), D(2028, 2, 29)),
    ("1 yr from today", TUE, D(2027, 12, 1), D(2027, 12, 1)),
    ("two years before today", TUE, D(2024, 12, 1), D(2024, 12, 1)),
    ("3 years from now", TUE, D(2029, 1, 1), D(2029, 12, 31)),  # "from now" still names the year
    ("in 2 years", TUE, D(2028, 1, 1), D(2028, 12, 31)),
    ("two years hence", TUE, D(2028, 1, 1), D(2028, 12, 31)),
    ("a month from today", TUE, D(2027, 1, 1), D(2027, 1, 31)),  # months name the month
    ("12 months from today", TUE, D(2027, 1, 1), D(2027, 12, 31)),  # counted in months: unchanged
])
def test_years_from_today_name_the_day_and_other_shifts_keep_their_unit(text, today, start, end) -> None:
    assert _spans(text, today) == [(text, start, end)]


@pytest.mark.parametrize("text", [
    "Sunday Silence won the Derby.",  # a short verb in lower case: a sentence, so the capitals mark a name
    "The Easter Rising exhibition is in Gallery 3.",
    "the Easter Rising centenary",
    "Christmas Pudding 454g, batch 7.",
])
def test_a_time_word_opening_a_capitalised_name_is_no_time(text: str) -> None:
    assert _spans(text, TUE) == []


@pytest.mark.parametrize("text, span", [
    ("Sunday Silence Won The Derby", "Sunday"),  # a headline: every word capitalised, the capitals say nothing
    ("Thanksgiving Travel Rush Begins", "Thanksgiving"),
    ("We fly home on Thanksgiving", "Thanksgiving"),
    ("Christmas Eve service starts at 11pm.", "Christmas Eve"),  # a holiday of two words is the day
    ("Christmas is coming", "Christmas"),
    ("On Christmas Dinner is served at two", "Christmas"),  # a placing word before it
])
def test_time_words_that_still_name_a_day(text: str, span: str) -> None:
    assert [s[0] for s in _spans(text, TUE)] == [span]
