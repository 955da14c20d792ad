"""gate24: a count of a finished series' instalments asked in the present tense, a record asked in the past tense.
Wordings of our own (not any set's rows), both sides of each rule."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide_by_rules
from groundwire.decide.gate_past_record import past_record
from groundwire.decide.gate_series_over import series_over_count

TODAY = date(2026, 12, 6)


def _searches(question: str) -> bool:
    return decide_by_rules(question, today=TODAY).needs_search


@pytest.mark.parametrize("question", [
    "how many seasons of Seinfeld are there",
    "How many episodes does Mad Men have?",
    "how many seasons of the sopranos are there in total",
    "How many Godfather films are there?",
    "how many episodes of How I Met Your Mother are there",
    "《琅琊榜》一共有多少集？",
])
def test_finished_series_count_stays_local(question: str) -> None:
    assert series_over_count(question)
    assert not _searches(question)


@pytest.mark.parametrize("question", [
    "how many seasons of Grey's Anatomy are there",  # still on air: not on the list
    "how many episodes of One Piece are there",
    "how many seasons of Seinfeld are on Netflix",  # where it streams moves
    "how many Breaking Bad spin-offs are there",  # a spin-off, not an instalment of the run
    "how many Emmys did Breaking Bad win",  # a count of something else
    "how many friends does the average person have",  # no instalment noun of a title
    "琅琊榜还会出新一季吗",  # a new season asked
])
def test_other_counts_are_no_finished_series(question: str) -> None:
    assert series_over_count(question) is None


@pytest.mark.parametrize("question", [
    "how many seasons of Grey's Anatomy are there",
    "how many seasons of The Simpsons are there",
])
def test_running_counts_still_search(question: str) -> None:
    assert _searches(question)


@pytest.mark.parametrize("question", [
    "Who was the tallest woman ever measured?",
    "what was the deadliest hurricane ever recorded in the Atlantic",
    "which was the biggest empire in history",
    "what was the coldest winter of all time in Europe",
])
def test_past_record_stays_local(question: str) -> None:
    assert past_record(question)
    assert not _searches(question)


@pytest.mark.parametrize("question", [
    "what's the deadliest hurricane ever recorded in the Atlantic",  # present: a record that can fall
    "who is the tallest woman ever measured",
    "what was the score of the game last night",  # no superlative
    "the team's most watched premiere ever was which show, drawing how many viewers?",  # not at the head
    "what was the biggest IPO ever",  # a record of money changing hands falls whatever the tense
    "who was the most expensive transfer in history",
])
def test_present_or_headless_record_is_no_past_record(question: str) -> None:
    assert past_record(question) is None


@pytest.mark.parametrize("question", [
    "what's the deadliest hurricane ever recorded in the Atlantic",
    "who is the tallest woman ever measured",
])
def test_present_records_still_search(question: str) -> None:
    assert _searches(question)
