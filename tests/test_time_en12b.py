"""Round 12b: English gaps named by blind9's held half (tests/data/time_en_blind9.tsv, its rows tuned on from now) and
its fit half's convention question, each a general rule with rows of its own here, in other words than the table's:
"the X after next" stays a week after the nearest X (a convention, Duckling's); a month's first week ahead in a
sentence that looks ahead; "this past <season>" the latest that has begun; a quarter named by its last month ("the June quarter"); a hedge before an offset
("about 3 days ago") belongs to its span; a present that says "again" or "meets" tells what is to come; a year that
opens a street address is no year; "is now available" tells a change of state, not a time; a clock or clock range
with no day names no day (the convention, README)."""

from __future__ import annotations

from datetime import date as D

import pytest

from groundwire.decide.timeframe import resolve

TUE = D(2026, 12, 1)
SAT = D(2026, 12, 5)


def _spans(text: str, today: D = TUE) -> list[tuple[str, D, D]]:
    return [(s.text, s.start, s.end) for s in resolve(text, today).spans]


# convention (README, Duckling's): "the X after next" is a week after the nearest X, today excluded, whatever "next X"
# means ("wednesday after next" said on Tuesday 12 February 2013 is the 20th in Duckling's corpus; catches: a week
# after next week's X, which round 12b tried and which cost three of Duckling's cases)
@pytest.mark.parametrize("text, today, day", [
    ("Let's do the Thursday after next.", TUE, D(2026, 12, 10)),
    ("Saturday after next works for me", TUE, D(2026, 12, 12)),
    ("the Wednesday after next", D(2026, 12, 3), D(2026, 12, 16)),  # a Thursday: the nearest Wednesday is the 9th
    ("the Monday after next", SAT, D(2026, 12, 14)),
])
def test_a_weekday_after_next_is_a_week_after_the_nearest(text: str, today: D, day: D) -> None:
    ((_, s, e),) = _spans(text, today)
    assert (s, e) == (day, day)


# a month's first / last week in a sentence that looks ahead, said when this year's lies far behind, is next year's
# (as "the last Friday of January" is; catches: an ISO week starting in the year before kept this year's)
@pytest.mark.parametrize("text, start, end", [
    ("Term starts in the first week of January.", D(2027, 1, 4), D(2027, 1, 10)),
    ("We will launch the first week of February.", D(2027, 2, 1), D(2027, 2, 7)),
])
def test_a_first_week_of_a_month_ahead(text: str, start: D, end: D) -> None:
    ((_, s, e),) = _spans(text)
    assert (s, e) == (start, end)


def test_a_first_week_of_a_month_told_in_the_past_keeps_this_years() -> None:
    ((_, s, e),) = _spans("Sales slumped in the first week of January.")
    assert (s, e) == (D(2025, 12, 29), D(2026, 1, 4))


# "this past <season>" is the latest that has begun, today's if it holds today (as "this past weekend" on a Sunday);
# "last <season>" is still the latest ended (catches: "this past" read as "last")
@pytest.mark.parametrize("text, today, start, end", [
    ("It rained a lot this past summer.", D(2026, 8, 30), D(2026, 6, 1), D(2026, 8, 31)),
    ("It rained a lot this past summer.", D(2026, 10, 2), D(2026, 6, 1), D(2026, 8, 31)),
    ("It rained a lot last summer.", D(2026, 8, 30), D(2025, 6, 1), D(2025, 8, 31)),
    ("Heating bills this past winter were high.", D(2027, 1, 20), D(2026, 12, 1), D(2027, 2, 28)),
])
def test_this_past_season(text: str, today: D, start: D, end: D) -> None:
    ((_, s, e),) = _spans(text, today)
    assert (s, e) == (start, end)


# Australian / Indian reporting names a quarter by its last month: "the June quarter" is April-June; told in the past
# a quarter still ahead is last year's, ahead it is the next one (catches: only the month was read)
@pytest.mark.parametrize("text, today, span, start, end", [
    ("Inflation eased in the June quarter.", TUE, "the June quarter", D(2026, 4, 1), D(2026, 6, 30)),
    ("Wages grew 1% in the September quarter", TUE, "the September quarter", D(2026, 7, 1), D(2026, 9, 30)),
    ("GDP data for the March quarter will be out soon.", TUE, "the March quarter", D(2027, 1, 1), D(2027, 3, 31)),
    ("the December quarter 2025", TUE, "the December quarter 2025", D(2025, 10, 1), D(2025, 12, 31)),
])
def test_a_quarter_named_by_its_last_month(text: str, today: D, span: str, start: D, end: D) -> None:
    assert _spans(text, today) == [(span, start, end)]


def test_a_month_before_another_quarter_word_is_still_the_month() -> None:
    assert _spans("We met in the June quarterfinals.") == [("June", D(2026, 6, 1), D(2026, 6, 30))]


# a hedge before an offset belongs to its span; the day is the offset's (catches: the span began after the hedge)
@pytest.mark.parametrize("text, span, day", [
    ("I called around 3 days ago.", "around 3 days ago", D(2026, 11, 28)),
    ("It shipped roughly a week ago.", "roughly a week ago", D(2026, 11, 24)),
    ("He left nearly two weeks ago.", "nearly two weeks ago", D(2026, 11, 17)),
    ("some 5 days ago", "some 5 days ago", D(2026, 11, 26)),
])
def test_a_hedge_before_an_offset(text: str, span: str, day: D) -> None:
    assert _spans(text) == [(span, day, day)]


# a present that says "again", or a meeting in the present, tells what is to come: "in N units" is a point ahead
# (catches: read as a duration, no span); a duration in the present stays none
@pytest.mark.parametrize("text, span, day", [
    ("The committee meets in three weeks.", "in three weeks", D(2026, 12, 22)),
    ("We play them again in 10 days.", "in 10 days", D(2026, 12, 11)),
])
def test_a_present_meeting_or_again_is_a_point_ahead(text: str, span: str, day: D) -> None:
    assert _spans(text) == [(span, day, day)]


def test_a_present_duration_is_still_no_point() -> None:
    assert _spans("The drug works in two weeks for most patients.") == []


# a year opening a street address is a house number (catches: the whole year 2030 / 1999)
@pytest.mark.parametrize("text", ["Our office is at 2030 Jefferson Avenue.", "Send it to 1999 Kings Rd, London.",
                                  "Parking behind 2015 N. Main St."])
def test_a_year_opening_a_street_address_is_no_year(text: str) -> None:
    assert _spans(text) == []


def test_a_year_before_a_capitalised_word_that_is_no_street_is_still_a_year() -> None:
    assert _spans("In 2019 Apple cut prices.") == [("2019", D(2019, 1, 1), D(2019, 12, 31))]


# "X is now available / live / open" tells a change of state, not a time asked about (catches: "now" was today);
# "now" at the end of a question still is
@pytest.mark.parametrize("text", ["The beta is now live for everyone.", "Pre-orders are now open.",
                                  "Version 4 is now supported on ARM."])
def test_now_after_a_copula_before_a_state_is_no_time(text: str) -> None:
    assert _spans(text) == []


def test_now_ending_a_question_is_still_today() -> None:
    assert _spans("Is the store open now?") == [("now", TUE, TUE)]


# convention (README): a clock or a clock range with no day names no day, as a bare "at 5pm" names none; a day
# before or after it places it (catches: a range read as today while "at 5pm" is none, or the day lost)
@pytest.mark.parametrize("text", ["The webinar is at 5pm.", "The webinar runs from 14:00 to 15:30.",
                                  "Quiet hours are 23:00-07:00.", "office hours 9am to 5pm"])
def test_a_clock_or_clock_range_without_a_day_names_no_day(text: str) -> None:
    assert _spans(text) == []


@pytest.mark.parametrize("text, day", [("The webinar runs from 14:00 to 15:30 on Friday.", D(2026, 12, 4)),
                                       ("The webinar runs tomorrow from 14:00 to 15:30.", D(2026, 12, 2))])
def test_a_clock_range_with_a_day_is_that_day(text: str, day: D) -> None:
    ((_, s, e),) = _spans(text)
    assert (s, e) == (day, day)


# market verbs in the past put a quarter still ahead this year into last year (catches: "picked up", "softened",
# "ticked up" were no past verbs, so this year's quarter, still ahead, was read)
@pytest.mark.parametrize("text", ["Hiring picked up in the fourth quarter.", "Demand softened in Q4.",
                                  "Unemployment ticked up in the December quarter."])
def test_market_verbs_tell_the_past(text: str) -> None:
    ((_, s, e),) = _spans(text, D(2027, 2, 28))
    assert (s, e) == (D(2026, 10, 1), D(2026, 12, 31))


# "again" tells what is to come only in a clause not told in the past (catches: "it happened again in two weeks"
# read as a point ahead)
@pytest.mark.parametrize("text", ["Prices doubled again in 3 years.", "It happened again in two weeks."])
def test_again_in_the_past_is_no_point_ahead(text: str) -> None:
    assert _spans(text) == []


# a year after "in" / "since" stays a year before a street-named firm (catches: "In 2019 Main Street Bank" lost 2019)
@pytest.mark.parametrize("text, year", [("In 2019 Main Street Bank was sold.", 2019),
                                        ("Founded in 2015 Baker Street Books grew fast.", 2015)])
def test_a_year_after_in_before_a_street_name_is_a_year(text: str, year: int) -> None:
    ((_, s, e),) = _spans(text)
    assert (s, e) == (D(year, 1, 1), D(year, 12, 31))
