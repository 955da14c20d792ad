"""gate23: quiz cards' frames, a living superlative's hold, a Chinese fee word, a definition's last term, the live
shapes' hold on their cue. Wordings of our own (not wave 36's rows), both sides of each rule."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import Decision, decide, rule_holds
from groundwire.decide.gate_living_record import living_superlative
from groundwire.decide.gate_origin_story import definition_tail
from groundwire.decide.gate_quiz_card import quiz_question

TODAY = date(2026, 12, 6)


@pytest.mark.parametrize(("card", "plain"), [
    ("True or false - Canberra is the capital of Australia", "Canberra is the capital of Australia"),
    ("T/F: the Nile is longer than the Amazon", "the Nile is longer than the Amazon"),
    ("Name the governor of California.", "what is the governor of California."),
    ("Name two moons of Mars", "which two moons of Mars"),
    ("Which of these heads the World Bank? (a) Banga (b) Malpass (c) Kim", "Which of these heads the World Bank?"),
    ("Who leads the WHO - (a) Tedros (b) Chan", "Who leads the WHO -"),
    ("韩国总统是谁？A尹锡悦 B李在明", "韩国总统是谁？"),
    ("This striker plays for Inter Miami", "which striker plays for Inter Miami"),
    ("for my civics homework - who is the governor of Texas?", "who is the governor of Texas?"),
    ("what does GDP per capita measure, for my econ project", "what does GDP per capita measure"),
    ("who is the youngest head of state (class debate)", "who is the youngest head of state"),
    ("Netflix has how many subscribers?", "how many subscribers Netflix has?"),
])
def test_quiz_frames_read_as_plain_questions(card: str, plain: str) -> None:
    assert quiz_question(card) == plain


@pytest.mark.parametrize("text", [
    "This week what did the Fed decide?",  # a time, no clue
    "This is the best pizza in town",  # a pointer, no clue
    "This app keeps crashing on my phone",  # the user's own thing
    "Is plan a or b better for a family of four?",  # no options after a stem
    "Do you know how many people live in Lagos?",  # a question of its own before "how many"
    "What is the capital of Peru?",
    "A cow has how many stomachs?",  # a kind's parts: the fixed-part shapes read them in place
    "Most starfish have how many arms?",
    "Titanic won how many Academy Awards?",  # a past tally in the past simple: read in place
])
def test_no_quiz_frame_left_as_is(text: str) -> None:
    assert quiz_question(text) == text


@pytest.mark.parametrize("question", [
    "Name the governor of California.",
    "Name the coach of the Chicago Bulls.",
    "T/F - the richest man alive is Bernard Arnault",
    "Which of these heads the World Bank? (a) Banga (b) Malpass (c) Kim",
    "Netflix has how many subscribers?",
    "the tallest woman alive",
    "B站为什么开始收年费了？",
    "优酷为什么要收会员费了",
])
def test_quiz_cards_asking_a_changing_answer_search(question: str) -> None:
    assert decide(question, today=TODAY).needs_search


@pytest.mark.parametrize("question", [
    "true/false: water boils at 100 degrees Celsius at sea level",
    "T or F: the Treaty of Versailles ended World War One",
    "True or false: Pluto is a dwarf planet.",
    "Name the first man to orbit the Earth.",
    "Identify the longest river in South America.",
    "Which river flows through Cairo? (a) Nile (b) Congo (c) Niger",
    "This Italian astronomer was tried by the Inquisition in 1633",
    "what does GDP per capita measure, for my econ project",
    "for history class: who signed the Magna Carta?",
    "A honeybee has how many eyes?",
    "what's the meaning of sus?",
    "what is meant by inflation?",
])
def test_quiz_cards_asking_a_fixed_answer_stay_local(question: str) -> None:
    assert not decide(question, today=TODAY).needs_search


def test_living_superlative_holds_only_with_a_present_set() -> None:
    assert living_superlative(("superlative:oldest",), "the oldest living chess grandmaster")
    assert living_superlative(("superlative:longest",), "the longest serving senator still in office")
    assert not living_superlative(("superlative:oldest",), "the oldest tree in Europe")
    assert not living_superlative(("role:who is",), "who is the living legend of jazz")


@pytest.mark.parametrize("text", [
    "what is the meaning of rizz?",
    "what is the meaning of gyat",
    "what is meant by quantitative easing?",
    "what is the meaning of a strike on YouTube?",
])
def test_definition_tail_reads_a_last_term(text: str) -> None:
    assert definition_tail(text)


@pytest.mark.parametrize("text", [
    "what is meant by the new tariff?",  # a new thing's effect
    "what is the meaning of the ruling for renters and landlords and their deposits?",  # more than a term
])
def test_definition_tail_leaves_other_asks(text: str) -> None:
    assert not definition_tail(text)


def test_a_live_shape_search_holds_on_its_cue() -> None:
    searched = Decision(True, "live_state", ("svc:process passport renewal",), "auto")
    other = Decision(True, "no_trigger", ("entity:x",), "auto")
    assert rule_holds(searched, "a text the live shapes would not read")
    assert not rule_holds(other, "a text the live shapes would not read")


@pytest.mark.parametrize("text", [
    "true or false " * 2000, "Name the " * 3000, "a) b) " * 4000, "This " * 5000, "x how many " * 2000,
    "_" * 20000, " " * 20000, "\n" * 20000, "A" * 20000, "for my class, " * 1500,
])
def test_quiz_question_takes_long_adversarial_text(text: str) -> None:
    assert isinstance(quiz_question(text), str)


@pytest.mark.parametrize(("question", "search"), [
    ("how many of the Apollo astronauts are living", True),
    ("which of the original Monty Python team are alive?", True),
    ("how many bacteria in yogurt are alive?", False),  # biology: no named set
    ("which cells in a leaf are living?", False),
])
def test_living_members_of_a_named_set(question: str, search: bool) -> None:
    assert decide(question, today=TODAY).needs_search is search
