"""Round 13 (time-en13): English gaps named by the fifth held wave's misses (tests/data/time_en_blind9_held5.tsv, tuned
on from now) and two known misreads, each a general rule with cases of its own here, in other words than the table's:
"APR" beside a rate is no April; a past verb of appearing or of court before a bare weekday names the latest one,
and a "before" that governs a noun ("before magistrates") looks nowhere; "this <weekday>" said on a Sunday stays this
week's (the README's convention, pinned); "sat" / "wed" after a subject are verbs; "lent" after a subject or
before an amount is the verb. Every case marked "catches" failed on main's rules (4f64bd3)."""

from __future__ import annotations

from datetime import date as D

import pytest

from groundwire.decide.timeframe import resolve

SAT, SUN, TUE = D(2026, 12, 5), D(2027, 2, 28), D(2026, 12, 1)


def _spans(text: str, today: D) -> list[tuple[str, D, D]]:
    return [(s.text, s.start, s.end) for s in resolve(text, today).spans]


# "APR" is the annual percentage rate beside a percentage, or standing alone in mixed-case prose (catches: read as
# April, "APR 19.9%" even as 19 April)
@pytest.mark.parametrize("text", [
    "Credit card: 22.9% APR variable.",
    "The loan's APR is 6.1% fixed.",
    "APR 19.9% (representative)",
    "Representative example: APR of 29.9%.",
    "Compare the APR before you borrow.",
    "What is the APR.",
    "Purchase rate 18.9% p.a. (variable), 18.9% APR representative",
])
def test_apr_beside_a_rate_is_no_month(text: str) -> None:
    assert _spans(text, TUE) == []


@pytest.mark.parametrize("text, span, start, end", [
    ("DEP LHR 12 APR 0910", "12 APR", D(2027, 4, 12), D(2027, 4, 12)),
    ("Offer ends APR 30 2027", "APR 30 2027", D(2027, 4, 30), D(2027, 4, 30)),
    ("We fly out in Apr.", "Apr", D(2027, 4, 1), D(2027, 4, 30)),
    ("DEPARTS 30 APR", "30 APR", D(2027, 4, 30), D(2027, 4, 30)),
    ("Sales rose in APR.", "APR", D(2026, 4, 1), D(2026, 4, 30)),
])
def test_apr_with_a_day_or_year_or_as_written_stays_a_month(text: str, span: str, start: D, end: D) -> None:
    ((got, s, e),) = _spans(text, TUE)
    assert (got.removeprefix("in ").rstrip("."), s, e) == (span, start, end)


# a bare weekday after a past verb of appearing, of court or of news (a longer list of them) is the latest one, and a "before" that governs a noun
# ("before the judge") turns nothing ahead (catches: the next such weekday)
@pytest.mark.parametrize("text, day", [
    ("The accused appeared before the judge on Wednesday.", D(2026, 12, 2)),
    ("Two men appeared in court on Monday charged with theft.", D(2026, 11, 30)),
    ("The minister appeared before the committee on Tuesday.", D(2026, 12, 1)),
    ("She pleaded guilty on Thursday.", D(2026, 12, 3)),
    ("The pair were remanded in custody on Friday.", D(2026, 12, 4)),
    ("The chief executive testified before Congress on Wednesday.", D(2026, 12, 2)),
    ("She sat the exam on Tuesday.", D(2026, 12, 1)),
    ("The firm recalled 2,000 cars on Monday.", D(2026, 11, 30)),
    ("Police charged the man on Thursday.", D(2026, 12, 3)),
    ("Firefighters tackled the blaze on Wednesday.", D(2026, 12, 2)),
    ("The mayor welcomed the ruling on Friday.", D(2026, 12, 4)),
])
def test_past_court_verbs_name_the_latest_weekday(text: str, day: D) -> None:
    ((_, s, e),) = _spans(text, SAT)
    assert (s, e) == (day, day)


@pytest.mark.parametrize("text, day", [
    ("She will appear before the panel on Thursday.", D(2026, 12, 10)),
    ("He is due to appear before magistrates on Monday.", D(2026, 12, 7)),
    ("Your card will be charged on Monday.", D(2026, 12, 7)),
    ("Customers are charged on Friday.", D(2026, 12, 11)),
    ("The court heard the case and will sit again before the recorder on Tuesday.", D(2026, 12, 8)),
])
def test_weekdays_ahead_stay_ahead(text: str, day: D) -> None:
    ((_, s, e),) = _spans(text, SAT)
    assert (s, e) == (day, day)


# said on a Sunday, "this <weekday>" is this Monday-Sunday week's, though gone (README: "this Monday" is this week's
# Monday; blind7's "The game is this Saturday." said on a Sunday wants yesterday). Duckling reads the coming one, as
# held5's "this Friday" row (written later) and held4's did: the README's convention is kept and held5's row corrected
# to it. A pin, not a catch: main gives the same
@pytest.mark.parametrize("text, day", [
    ("The school play is this Friday.", D(2027, 2, 26)),
    ("We met this Monday.", D(2027, 2, 22)),
    ("this Monday", D(2027, 2, 22)),
    ("The market is open this Sunday.", D(2027, 2, 28)),
])
def test_this_weekday_on_a_sunday_is_this_weeks(text: str, day: D) -> None:
    ((_, s, e),) = _spans(text, SUN)
    assert (s, e) == (day, day)


def test_this_weekday_on_other_days_is_unchanged() -> None:
    assert _spans("The school play is this Friday.", TUE)[0][1] == D(2026, 12, 4)
    assert _spans("The school play is this Monday.", D(2026, 12, 3))[0][1] == D(2026, 11, 30)


# "sat" and "wed" after a subject (a determiner's noun phrase) are verbs, even in lower-case chat (catches: "sat at
# 11" read as Saturday)
@pytest.mark.parametrize("text", [
    "the kids sat at 11",
    "my parents sat at 9",
    "the whole class sat at 10",
    "our guests sat at 8pm",
    "the couple wed at 3",
])
def test_sat_and_wed_after_a_subject_are_verbs(text: str) -> None:
    assert _spans(text, SAT) == []


@pytest.mark.parametrize("text, day", [
    ("brunch sun at 11?", D(2026, 12, 6)),
    ("free sat night?", D(2026, 12, 5)),
    ("the upgrade for sat at 10?", D(2026, 12, 5)),  # a preposition is no part of a subject
])
def test_chat_weekdays_stay(text: str, day: D) -> None:
    ((_, s, e),) = _spans(text, SAT)
    assert (s, e) == (day, day)


# "lent" after a subject or before an object or an amount is the verb (catches: "lent 2000" read as Lent of 2000)
@pytest.mark.parametrize("text", [
    "He lent 2000 dollars to a friend.",
    "she lent me 500 pounds",
    "The bank lent 1500 euros to the firm.",
    "My uncle lent us his van.",
    "They were lent 3000 rupees.",
])
def test_the_verb_lent_is_no_season(text: str) -> None:
    assert _spans(text, TUE) == []


@pytest.mark.parametrize("text, start, end", [
    ("What are the dates of Lent 2027?", D(2027, 2, 10), D(2027, 3, 27)),
    ("during lent 2025 we gave up sugar", D(2025, 3, 5), D(2025, 4, 19)),
    ("Lent begins on Ash Wednesday.", D(2027, 2, 10), D(2027, 3, 27)),
    ("Lent 2000 was early.", D(2000, 3, 8), D(2000, 4, 22)),  # "2000 was" is no amount
])
def test_the_season_lent_stays(text: str, start: D, end: D) -> None:
    spans = _spans(text, TUE)
    assert (spans[0][1], spans[0][2]) == (start, end)
