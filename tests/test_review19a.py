"""review19a: a character of fiction, or a person asked inside a stated finished work, keeps its team, home, age and
voice (gate_fiction); real people asked the same way still search. Inputs are other wordings than the wave's rows."""

from datetime import date

import pytest

from groundwire.decide.gate import decide_by_rules
from groundwire.decide.gate_fiction import fictional_ask, person_slot_cue

TODAY = date(2026, 12, 6)


@pytest.mark.parametrize("question", [
    "where does patrick star live",                       # a cartoon's home (a hard "live" cue before)
    "Where do the Jetsons live?",
    "how old is Lisa Simpson",                            # an age fixed by the show
    "what team is Gabriella Montez on",                   # a film character's team
    "what position does Snoopy play in the Peanuts baseball games",
    "who is the voice of WALL-E",                         # one voice, a finished film
    "what club does the keeper play for in Escape to Victory",   # a stated work pins the team
    "how old is Ophelia in Hamlet",
    "樱木花道多大",
    "海绵宝宝住哪",
])
def test_fiction_stays_local(question: str) -> None:
    assert not decide_by_rules(question, today=TODAY).needs_search


@pytest.mark.parametrize("question", [
    "where does Erling Haaland live",
    "what team is Anthony Edwards on",
    "how old is Lionel Messi",
    "what position does Declan Rice play in the Premier League",   # a league, not a work
    "who voices Sonic these days",
])
def test_real_people_still_search(question: str) -> None:
    assert decide_by_rules(question, today=TODAY).needs_search


def test_fictional_ask_reads_only_the_person_slot() -> None:
    assert fictional_ask("what team does Roy Kent play for")
    assert not fictional_ask("who wrote Winnie the Pooh")  # not a team / home / age / voice question
    assert not fictional_ask("what team does Bukayo Saka play for in the Premier League")


def test_person_slot_cue() -> None:
    assert person_slot_cue("status:team what team is x on")
    assert person_slot_cue("age:how old is")
    assert person_slot_cue("live")
    assert not person_slot_cue("price")
    assert not person_slot_cue("fx:convert 100 usd")


@pytest.mark.parametrize("question", ["who does the voice of Mickey Mouse", "who voices Pikachu", "who is the voice of Garfield"])
def test_running_franchise_voice_still_searches(question: str) -> None:
    assert decide_by_rules(question, today=TODAY).needs_search


@pytest.mark.parametrize("question", [
    "what is the average age of a first-time buyer in the UK",       # a place, not a work
    "how old is the Space Needle in Seattle's Lower Queen Anne",
    "what team is Jayson Tatum on in the NBA",
])
def test_place_or_league_is_no_work(question: str) -> None:
    assert not fictional_ask(question)
