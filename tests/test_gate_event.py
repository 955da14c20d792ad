"""Short news-quiz shapes with no name (decide/gate_event.py): each cue with searches and fixed look-alikes.
All questions are our own wording (not from the bench tables or any data set)."""

from __future__ import annotations

import pytest

from groundwire.decide.gate import decide
from groundwire.decide.gate_event import body_said, news_event, ongoing_event, which_actor_did


@pytest.mark.parametrize("question,cue", [
    ("Which carmaker was fined over misleading mileage claims?", which_actor_did),
    ("which country's senate rejected the pension bill", which_actor_did),
    ("Which retailer has been accused of underpaying drivers?", which_actor_did),
    ("what did the regulator decide about the merger", body_said),
    ("What has the mayor promised flooded households?", body_said),
    ("What did a new survey find about teenagers and sleep?", body_said),
    ("How many passengers were stranded by the outage?", news_event),
    ("what were the terms of the ceasefire", news_event),
    ("Who is the front-runner in the party's leadership race?", news_event),
    ("Why is the port strike dragging on?", ongoing_event),
    ("which medicine did health regulators ban", which_actor_did),  # the object of a body's act
    ("what is being blamed for the fish deaths in the river", which_actor_did),
    ("what has been causing long queues at the border", which_actor_did),
    ("which ferry capsized near the harbour", None),
    ("which snack did pepsico bring back to shelves", which_actor_did),  # a known name as the subject
    ("which snack did grandma bring back from the market", None),  # no body, no known name
    ("the comedy duo have split after how many years together?", which_actor_did),  # it just ended
    ("after how many years does a comet return", None),  # a thing that is no actor kind: not read here
    ("what did the chief executive of the bank tell lawmakers", body_said),  # "the chief of X" as subject
    ("why are nurses in wales on strike", ongoing_event),
])
def test_short_news_shapes_search(question: str, cue) -> None:
    if cue is None:
        assert not (which_actor_did(question) or body_said(question) or news_event(question)), question
        return
    assert cue(question), question
    d = decide(question)
    assert d.needs_search and d.reason == "news_shape", d


@pytest.mark.parametrize("question", [
    "Which company invented the jet engine?",  # founding and inventing are history
    "which countries were divided after the war",  # a state, not a deed
    "Which band recorded the album with the banana cover?",  # a record of the past
    "what did the romans eat for breakfast",  # a people of history, no public body
    "What was the cause of the Chernobyl explosion?",  # a capitalised name: one event in history
    "what happened during the invasion of normandy",  # "the invasion of ...": named by what follows
    "How does a general strike affect an economy?",  # an explanation of how things work
    "How does the jury reach a verdict in a murder trial?",
    "What was the largest merger deal ever agreed?",  # a record: left to the drifting shapes, not news
])
def test_history_and_explanations_do_not_read_as_news(question: str) -> None:
    assert decide(question).reason != "news_shape", decide(question)


@pytest.mark.parametrize("question", [
    "Which company invented the jet engine?",
    "which countries were divided after the war",
    "what did the romans eat for breakfast",
    "What was the cause of the Chernobyl explosion?",
    "How does a general strike affect an economy?",
    "Who was the first union to go on strike in 1890?",  # a stated year and a first
])
def test_history_and_explanations_stay_local(question: str) -> None:
    assert not decide(question).needs_search, decide(question)


def test_a_capitalised_name_makes_an_event_history_but_an_acronym_does_not() -> None:
    assert news_event("What did the leaders agree at the NATO summit?")
    assert not news_event("Where did the Exxon Valdez oil spill happen?")
    assert news_event("where did the exxon valdez oil spill happen")  # lower-cased, the name cannot show


@pytest.mark.parametrize("question,searches", [
    ("why did the bank's shares plunge", True),  # shares moving
    ("what do shares represent in a company", False),
    ("why did the airline cancel flights on friday", True),  # "did" + a weekday
    ("why did the romans rest on sunday", False),  # once a known cost; a people of history, short (gate-en13)
    ("what was the final score of the cup final", True),  # a recurring event's result, no year
    ("what was the final score of the 1966 cup final", False),
])
def test_shares_weekdays_and_results(question: str, searches: bool) -> None:
    assert decide(question).needs_search is searches, decide(question)


def test_a_body_must_be_a_body() -> None:
    assert body_said("what did the prosecutors say about the plea")
    assert not body_said("what did the romans say about their gods")  # a people of history
    assert not body_said("what did grandma say about the recipe")


def test_why_now_needs_a_definite_event() -> None:
    assert ongoing_event("Why is the rail strike continuing?")
    assert not ongoing_event("Why is a strike a last resort?")
    assert not ongoing_event("How does the strike fund work?")  # "how does": an explanation


@pytest.mark.parametrize("question,searches", [
    ("why has the council declared a climate emergency", True),  # why + present perfect + a body
    ("why did the romans declare war on carthage", False),  # history, no body, past
    ("what are economists saying about the rate cut", True),  # a body saying, now
    ("who replaced the outgoing governor", True),  # a role changing hands now
    ("who has taken over as acting coach", True),
    ("who was the acting governor during the war", False),  # past only
])
def test_why_has_a_body_and_roles_changing_hands(question: str, searches: bool) -> None:
    assert decide(question).needs_search is searches, decide(question)
