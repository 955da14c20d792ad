"""Concept questions and chat tasks (decide/gate_concept.py), natural superlatives asked first, fixed counts and
money rates. Each cue with questions that stay local and look-alikes that still search; all our own wording."""

from __future__ import annotations

import pytest

from groundwire.decide.gate import decide
from groundwire.decide.gate_concept import chat_task, concept_question, without_quotes


@pytest.mark.parametrize("question", [
    "What is a bond yield?",  # a kind, named with "a"
    "what is a tariff in economics",
    "What does a stock broker do?",
    "What does a finance minister do when the budget is late?",
    "what does the consumer price index measure",
    "How do prediction markets work?",
    "how is the score of a gymnastics routine calculated",
    "How are judges of the high court appointed?",
    "How often are the olympic games held?",
    "What is the difference between stocks and bonds?",
    "Explain how exchange rates are set",
])
def test_concept_questions_stay_local(question: str) -> None:
    assert concept_question(question), question
    d = decide(question)
    assert not d.needs_search, d


@pytest.mark.parametrize("question", [
    "What is the stock price of the steel company?",  # one thing's value, not a kind
    "What is a good price for a used bike today?",  # "today" speaks of the present
    "what is the exchange rate of the yen",
    "How is the election going?",  # no "measured / chosen ..." ending: how it goes now
    "how much is the price of gold",
])
def test_values_of_one_thing_still_search(question: str) -> None:
    assert not concept_question(question), question
    assert decide(question).needs_search, decide(question)


def test_chat_tasks_read_past_their_quotes() -> None:
    assert chat_task('Translate "prices are rising this week" into German')
    assert not decide('Translate "prices are rising this week" into German').needs_search
    assert not decide("compose a limerick about the stock market").needs_search
    assert decide("write a poem about today's headlines").needs_search  # the present still searches
    assert not chat_task("what are the latest prices")
    assert decide('what does "breaking news" mean today').needs_search  # no chat task: the quote is kept
    assert without_quotes('say "hello there" twice') == "say   twice"


@pytest.mark.parametrize("question,searches", [
    ("Which river is the longest?", False),  # a natural kind asked first
    ("which fish grows the largest", False),
    ("what metal is the most conductive", False),
    ("which company is the largest", True),  # a company is no natural kind
    ("How many oceans are there?", False),  # a fixed count
    ("how many players does a rugby team have", False),
    ("how many players have scored a hat-trick in the final", True),  # a count so far
    ("What is the bank rate in the uk?", True),  # a rate a central bank sets
    ("what is the market value of the football club", True),
])
def test_natural_kinds_fixed_counts_and_rates(question: str, searches: bool) -> None:
    assert decide(question).needs_search is searches, decide(question)


@pytest.mark.parametrize("question,searches", [
    ("who won the first ever tour of the island", False),  # "first ever": a fixed first, no record
    ("what is the fastest lap ever driven at the circuit", True),  # a record so far
    ("what is the maximum possible break in snooker", False),  # a maximum the rules set
    ("what is the most common eye colour in humans", False),  # biology
    ("which is the top-selling phone", True),  # a ranking now
])
def test_firsts_rules_biology_and_rankings(question: str, searches: bool) -> None:
    assert decide(question).needs_search is searches, decide(question)


@pytest.mark.parametrize("question,searches", [
    ("who does the comedian play in the cartoon film", False),  # a part in one work
    ("what club does the striker play for", True),  # an affiliation now
    ("who do the giants play in the playoffs", True),  # a rival in a contest
    ("how many teaspoons in a tablespoon", False),  # a measure, no cup contest
    ("how many grams are there in a pound", False),
    ("who won the cup", True),  # the contest itself
    ("what is the jazzfest", False),  # "-fest" is no superlative
])
def test_cast_parts_measures_and_festivals(question: str, searches: bool) -> None:
    assert decide(question).needs_search is searches, decide(question)
