"""Round 11b of the search gate (gate11b): a named thing asked how it stands or what it just did searches, whatever
the voice (``decide/gate_entity.py``); its look-alikes in the present or about a settled past stay local.

The search cases were all decided "no search" by main's gate before this round (checked with /work/main/src); the
local ones are the shapes the rule must not take (each was searched by a draft of it). New wordings, not rows of
any bench table.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide, decide_by_rules
from groundwire.decide.gate_entity import entity_state_ask, name_in

TODAY = date(2026, 3, 2)


@pytest.mark.parametrize("question", [
    "Has Lufthansa resumed flights to Tel Aviv?",
    "Is the Route 66 diner closed?",
    "What did the Bundesbank say about wages?",
    "When does Ikea Brooklyn reopen?",
    "Is PS5 Pro back?",
    "Are Kroger cashiers walking off the job?",
    "Who is Drake feuding with?",
    "What is Aldi doing with its UK stores?",
    "Has Spotify dropped the car thing?",
    "Is Shopify hiring?",
])
def test_a_named_thing_asked_its_state_or_deeds_searches(question: str) -> None:
    d = decide_by_rules(question, today=TODAY)
    assert d.needs_search and d.reason == "entity_state", d
    assert decide(question, today=TODAY).needs_search


@pytest.mark.parametrize("question", [
    "Did Charlemagne have any sons?",  # a lasting trait of a settled life
    "What years did Mozart live?",  # "live" told in the past
    "Which river did Caesar cross over?",  # an end word in the past
    "What is the boiling point of ethanol in Kelvin?",  # an adjective in -ing, not a progressive
    "How deep is an Olympic diving pool?",
    "Who is credited with founding Rome?",
    "Who is Batwing?",  # a capitalised name ending in -ing
    "What did the Constitution say about taxes?",  # a founding text's content
    "Where is Luxembourg at?",  # a place, not a price
    "How did Madonna get her start?",  # a settled past
    "Did the Romans use concrete in 1st century harbours?",
])
def test_look_alikes_in_a_settled_past_or_with_no_progressive_stay_local(question: str) -> None:
    assert entity_state_ask(question) is None or not decide_by_rules(question, today=TODAY).needs_search
    assert not decide(question, today=TODAY).needs_search


@pytest.mark.parametrize("question, name", [
    ("Did T1 win?", "T1"),
    ("Is the UAW out?", "UAW"),
    ("did nasa delay the launch", "nasa"),  # a known name, lower-cased (data/gate_names.txt)
])
def test_names_are_capitalised_brand_like_or_known(question: str, name: str) -> None:
    assert (name_in(question) or "").lower() == name.lower()


def test_no_name_no_cue() -> None:
    assert entity_state_ask("Is the shop still open?") is None  # a state, but of nothing named
    assert entity_state_ask("太空站现在还在运行吗") is None  # English only
