"""Round 30 (time30): a signed offset is today moved by it ("+2 years", "-1 day", "+2 months, 5 days", "today +3
days"), as three independent origins read it: dateparser's tests, parsedatetime's and chrono-node's (round 29 had
two; chrono-node is the third). Only where it is surely a date: the whole text, or after today / now and ending the
phrase; a balance, a difference or a requirement ("Leave balance: -2 days", "+2 years of experience") is left alone."""

from datetime import date

import pytest

from groundwire.decide.timeframe import resolve

TODAY = date(2016, 10, 1)


def _spans(text: str, today: date = TODAY) -> list[tuple[str, date, date]]:
    return [(s.text, s.start, s.end) for s in resolve(text, today).spans]


@pytest.mark.parametrize(("text", "start", "end"), [
    ("+2 years", date(2018, 1, 1), date(2018, 12, 31)),       # dateparser: a year moved is that calendar year
    ("-1 day", date(2016, 9, 30), date(2016, 9, 30)),         # parsedatetime
    ("- 1 days", date(2016, 9, 30), date(2016, 9, 30)),
    ("-1days", date(2016, 9, 30), date(2016, 9, 30)),
    ("+2 months, 5 days", date(2016, 12, 6), date(2016, 12, 6)),  # chrono-node: the sign covers every unit
    ("+3 wks", date(2016, 10, 22), date(2016, 10, 22)),
    ("-2 mo", date(2016, 8, 1), date(2016, 8, 31)),
])
def test_a_whole_text_signed_offset_is_today_moved(text: str, start: date, end: date) -> None:
    assert _spans(text) == [(text, start, end)]


def test_an_offset_after_today_or_now_moves_it() -> None:
    assert _spans("today +2 days") == [("today +2 days", date(2016, 10, 3), date(2016, 10, 3))]
    assert _spans("ship it now - 1 week?") == [("now - 1 week", date(2016, 9, 24), date(2016, 9, 24))]


@pytest.mark.parametrize("text", [
    "Leave balance: -2 days",          # HR: a balance, not a date
    "+2 years of experience",          # a job ad's requirement
    "Experience: 3-5 years",
    "T-5 days",                        # a countdown's label
    "-2 days overdue",
    "5+ years",
    "temperature -5 degrees",
    "Marinate:\n- 2 days",             # a bullet of a recipe
    "the delay was +3 days compared with last sprint",
])
def test_a_balance_difference_or_requirement_is_no_date(text: str) -> None:
    assert _spans(text) == []


def test_an_anchored_offset_followed_by_words_stays_today() -> None:
    assert _spans("today -2 days overdue") == [("today", TODAY, TODAY)]
