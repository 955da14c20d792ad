"""Review12c: English time rules of round 12c read by a fresh reader, defects pinned by tests first."""

from __future__ import annotations

from datetime import date as D

import pytest

from groundwire.decide.timeframe import resolve

TODAY = D(2026, 12, 5)  # a Saturday


@pytest.mark.parametrize("text", [
    "paid 1/2 upfront, the rest on delivery",
    "received 3/4 cup of flour? no, 2/3 cup",
    "sent 2/3 to the bank and kept the rest",
    "shipped 1/4 now, the remainder next month",
])
def test_review12c_a_fraction_after_an_event_word_is_no_date(text: str) -> None:
    # round 12c's "delivered 11/28" reads a month/day after an event word unless "of" follows: a fraction before a
    # measure, an adverb or "to" was read as 2 January etc. (fails on ce7c5bd)
    spans = resolve(text, TODAY).spans
    assert not any("/" in s.text for s in spans), (text, spans)


@pytest.mark.parametrize("text, day", [
    ("delivered 11/28", D(2026, 11, 28)),  # pins round 12c
    ("Package shipped 12/2, arriving soon", D(2026, 12, 2)),
    ("paid 11/20 by card", D(2026, 11, 20)),
])
def test_review12c_a_date_after_an_event_word_still_read(text: str, day: D) -> None:
    spans = resolve(text, TODAY).spans
    assert spans and spans[0].start == day, (text, spans)


@pytest.mark.parametrize("text", [
    "they will wed at 3",
    "we plan to wed at 11.",
    "gonna wed at 4?",
])
def test_review12c_wed_the_verb_after_a_modal_is_no_wednesday(text: str) -> None:
    # round 12c's chat weekdays read "wed at 3" as Wednesday after any word but a subject or determiner (fails on
    # ce7c5bd)
    assert not resolve(text, TODAY).spans, text


def test_review12c_brunch_sun_at_11_still_a_sunday() -> None:  # pins round 12c
    spans = resolve("brunch sun at 11?", TODAY).spans
    assert spans and spans[0].start == D(2026, 12, 6)


@pytest.mark.parametrize("text", [
    "they're getting wed at 3",
    "let them wed at 3",
    "partial sun afternoon",
    "plants like full sun morning?",
])
def test_review12c_a_verb_or_sunlight_is_no_chat_weekday(text: str) -> None:
    # "getting wed", "let them wed": the verb; "partial / full sun": sunlight in a garden (fail on ce7c5bd)
    assert not resolve(text, TODAY).spans, text


def test_review12c_free_sat_night_still_a_saturday() -> None:  # pins round 12c
    spans = resolve("free sat night?", TODAY).spans
    assert spans and spans[0].start == D(2026, 12, 5)


@pytest.mark.parametrize("text, day", [
    ("They announced the launch is on the 20th", D(2026, 12, 20)),
    ("They said the meeting is on Tuesday", D(2026, 12, 8)),
])
def test_review12c_a_present_clause_after_a_reported_past_looks_ahead(text: str, day: D) -> None:
    # round 12c read a bare "the 20th" after a past verb as the latest one; the day's own clause is present ("is on")
    # (fails on ce7c5bd: 20 November / 1 December)
    spans = resolve(text, TODAY).spans
    assert spans and spans[0].start == day, (text, spans)


def test_review12c_a_past_day_still_past() -> None:  # pins round 12c
    spans = resolve("I paid rent on the 3rd", TODAY).spans
    assert spans and spans[0].start == D(2026, 12, 3)
