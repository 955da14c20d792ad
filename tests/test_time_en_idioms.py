"""Round 5's English idioms and conventions (decide/time/idioms_en.py and the deadline / paired-bound / open-range
rules in timeframe.py): each resolves to its span and rewrites naturally, and the non-times stay spanless."""

from __future__ import annotations

from datetime import date as D

import pytest

from groundwire.decide.timeframe import resolve

TUE = D(2026, 12, 1)
SUN = D(2025, 8, 31)


def one(text: str, today: D = TUE) -> tuple[str, D, D]:
    spans = resolve(text, today).spans
    assert len(spans) == 1, spans
    return spans[0].text, spans[0].start, spans[0].end



@pytest.mark.parametrize("text, today, start, end", [
    ("Monday week", TUE, D(2026, 12, 14), D(2026, 12, 14)),  # next Monday (Dec 7) + 7
    ("Tuesday week", TUE, D(2026, 12, 8), D(2026, 12, 8)),  # today is Tuesday: a week from today
    ("a week on Friday", SUN, D(2025, 9, 12), D(2025, 9, 12)),
    ("a week yesterday", TUE, D(2026, 11, 23), D(2026, 11, 23)),
    ("two weeks today", TUE, D(2026, 12, 15), D(2026, 12, 15)),
    ("the following day", TUE, D(2026, 12, 2), D(2026, 12, 2)),
    ("1 year and 2 months ago", TUE, D(2025, 10, 1), D(2025, 10, 31)),  # no days in it: that month
    ("3 weeks, 2 days from now", TUE, D(2026, 12, 24), D(2026, 12, 24)),
    ("2026-W01", TUE, D(2025, 12, 29), D(2026, 1, 4)),
    ("2026-W01-3", TUE, D(2025, 12, 31), D(2025, 12, 31)),
    ("the turn of the 20th century", TUE, D(1899, 1, 1), D(1901, 12, 31)),
    ("early spring 2023", TUE, D(2023, 3, 1), D(2023, 3, 31)),
    ("mid-winter 2023", TUE, D(2024, 1, 1), D(2024, 1, 31)),  # Dec 2023 - Feb 2024: January
    ("the second half of the 1990s", TUE, D(1995, 1, 1), D(1999, 12, 31)),
    ("the last quarter of next year", TUE, D(2027, 10, 1), D(2027, 12, 31)),
    ("the past fortnight", SUN, D(2025, 8, 18), D(2025, 8, 31)),
    ("until June", SUN, D(2025, 8, 31), D(2026, 6, 30)),  # a deadline ahead: the next June
    ("between now and the end of the year", TUE, D(2026, 12, 1), D(2026, 12, 31)),
    ("after March 2019 and before 2021", TUE, D(2019, 4, 1), D(2020, 12, 31)),
    ("since Easter", TUE, D(2026, 4, 5), TUE),  # the last Easter, to today
    ("since the late 2010s", TUE, D(2017, 1, 1), TUE),
    ("from Friday to Sunday", TUE, D(2026, 12, 4), D(2026, 12, 6)),
])
def test_idioms_resolve(text: str, today: D, start: D, end: D) -> None:
    assert one(text, today)[1:] == (start, end)


@pytest.mark.parametrize("text", [
    "the 1975 film", "the 2004 novel by Mitchell", "Is the 1999 movie The Matrix still good?", "pre-2010",
    "until 2015", "a week on the beach", "Is 7-Eleven open 24/7?", "3/4 cup",
])
def test_non_times_and_open_pasts_give_no_span(text: str) -> None:
    assert resolve(text, TUE).spans == ()


@pytest.mark.parametrize("text, rewritten", [
    ("What movies are out Monday week?", "What movies are out on December 14, 2026?"),
    ("Is there a holiday the day after next?", "Is there a holiday on December 3, 2026?"),
    ("Unemployment rate in the last quarter", "Unemployment rate in Q3 2026"),
    ("GDP in the first nine months of 2025", "GDP in the first nine months of 2025"),  # absolute as written
    ("prices through the end of 2027", "prices through the end of 2027"),
    ("flights by March", "flights by March 31, 2027"),
    ("hotels the week of March 5", "hotels the week of March 5, 2027"),  # round 7: the nearer March
    ("news from the past fortnight", "news from the past fortnight"),  # a window stays as written
    ("Who was president at the turn of the century?", "Who was president at the turn of the century?"),
])
def test_rewrites_read_naturally(text: str, rewritten: str) -> None:
    assert resolve(text, TUE).rewritten == rewritten


def test_these_days_is_now_and_narrows_nothing() -> None:
    grounding = resolve("what do people wear these days", TUE)
    assert [s.kind for s in grounding.spans] == ["now"]
    assert grounding.time_range is None and grounding.rewritten == "what do people wear these days"


WED13 = D(2013, 2, 13)


@pytest.mark.parametrize("text, start, end", [
    ("8 tonight", WED13, WED13),  # a bare number is a clock before tonight / this / tomorrow
    ("9 tomorrow morning", D(2013, 2, 14), D(2013, 2, 14)),
    ("the morning of the 15th of february", D(2013, 2, 15), D(2013, 2, 15)),
    ("Thu at 8 am PST", D(2013, 2, 14), D(2013, 2, 14)),
    ("Tues.", D(2013, 2, 19), D(2013, 2, 19)),
    ("Thu Feb 14", D(2013, 2, 14), D(2013, 2, 14)),
    ("March after next", D(2014, 3, 1), D(2014, 3, 31)),
    ("in 2014 A.D.", D(2014, 1, 1), D(2014, 12, 31)),
    ("until New Year", WED13, D(2014, 1, 1)),
])
def test_duckling_style_phrasings(text: str, start: D, end: D) -> None:
    assert one(text, WED13)[1:] == (start, end)
    assert len(one(text, WED13)[0]) >= len(text) - 3  # the whole phrase ("in " aside)


@pytest.mark.parametrize("text", ["Caesar died in 44 BC", "Parsi New Year 2018 celebrations", "happy new year",
                                  "new year resolutions", "12 items this week"])
def test_no_wrong_day_from_these(text: str) -> None:
    spans = resolve(text, WED13).spans
    assert all(s.text not in ("44", "New Year 2018", "new year", "12 items this week") for s in spans), spans
    assert not any(s.start == D(2018, 1, 1) and s.end == D(2018, 1, 1) for s in spans)


def test_a_count_before_tomorrow_is_no_clock() -> None:
    grounding = resolve("I'll buy 3 tomorrow", WED13)
    assert [s.text for s in grounding.spans] == ["tomorrow"]
    assert grounding.rewritten == "I'll buy 3 on February 14, 2013"


@pytest.mark.parametrize("text, start, end, rewritten", [
    ("March 3rd to the 5th", D(2026, 3, 3), D(2026, 3, 5), "March 3 to March 5, 2026"),
    ("from the 3rd until the 5th", D(2026, 12, 3), D(2026, 12, 5), "from December 3 to December 5, 2026"),
    ("the 24th-26th", D(2026, 12, 24), D(2026, 12, 26), "December 24 to December 26, 2026"),
    ("on the 5th and 6th", D(2026, 12, 5), D(2026, 12, 6), "on December 5 and December 6, 2026"),
    ("the 10th next month", D(2027, 1, 10), D(2027, 1, 10), "January 10, 2027"),
    ("this coming week", D(2026, 12, 7), D(2026, 12, 13), "this coming week"),
    ("a fortnight today", D(2026, 12, 15), D(2026, 12, 15), "December 15, 2026"),
    ("the weekend after next", D(2026, 12, 19), D(2026, 12, 20), "the weekend after next"),
    ("the summer of '69", D(1969, 6, 1), D(1969, 8, 31), "the summer of '69"),
    ("the last 3 days of the month", D(2026, 12, 29), D(2026, 12, 31), "December 29 to December 31, 2026"),
])
def test_day_ranges_and_units_of_this_period(text: str, start: D, end: D, rewritten: str) -> None:
    grounding = resolve(text, TUE)
    assert [(s.start, s.end) for s in grounding.spans] == [(start, end)]
    assert grounding.rewritten == rewritten


@pytest.mark.parametrize("text, today, day", [
    ("tomorrow week", D(2024, 2, 29), D(2024, 3, 8)),
    ("the same day next month", D(2025, 8, 31), D(2025, 9, 30)),  # clipped to the month's end
    ("this time last week", TUE, D(2026, 11, 24)),
])
def test_same_day_in_another_unit(text: str, today: D, day: D) -> None:
    assert one(text, today)[1:] == (day, day)


def test_the_next_day_after_a_past_clause_is_no_tomorrow() -> None:
    assert resolve("What did bitcoin do the next day?", TUE).spans == ()
    assert one("Will it rain the next day?")[1:] == (D(2026, 12, 2), D(2026, 12, 2))


@pytest.mark.parametrize("text", [
    "who is Le Thu", "Tue Greenfort artist", "what does fri mean in texting",  # names and words, not weekdays
    "how to join 2 AD domains", "Is the 5 CE marking required?",  # AD / CE abbreviate something else
    "What happened 1 week and 2 days before the election?",  # counted from the election, not from today
    "Does Amazon offer next-day delivery in Canada?",
])
def test_look_alikes_of_round_5_idioms_give_no_span(text: str) -> None:
    assert resolve(text, TUE).spans == (), text


@pytest.mark.parametrize("text, start", [
    ("Meet me Thu at 5", D(2026, 12, 3)), ("on tues", D(2026, 12, 1)), ("see you fri?", D(2026, 12, 4)),
    ("Vesuvius erupted in 79 AD and buried Pompeii", D(79, 1, 1)),
    ("1 year, 2 months, 3 weeks and 4 days from now", D(2028, 2, 26)),  # the bounded repeat still reads four parts
])
def test_round_5_idioms_in_context(text: str, start: D) -> None:
    (span,) = resolve(text, TUE).spans
    assert span.start == start, span


def test_one_impossible_pair_keeps_the_other_spans() -> None:
    """"after 5 AD and before 1 AD" has no day between its bounds (and none before 0001-01-01): "next week" stays."""
    spans = resolve("after 5 AD and before 1 AD, next week", TUE).spans
    assert [(s.start, s.end) for s in spans if s.text == "next week"] == [(D(2026, 12, 7), D(2026, 12, 13))]
