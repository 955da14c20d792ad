"""Round-5 news cues (decide/gate_deed.py and the shapes beside it in gate.py / gate_event.py / gate_concept.py):
each cue with questions that must search and look-alikes that must stay local. Our own wording, not taken from the
bench tables or any data set."""

from __future__ import annotations

import pytest

from groundwire.decide.gate import decide
from groundwire.decide.gate_concept import concept_question
from groundwire.decide.gate_deed import (
    first_case,
    person_deed,
    thing_deed,
    which_thing_did,
)
from groundwire.decide.gate_event import news_event


@pytest.mark.parametrize("question,cue", [
    ("Who was sentenced to nine years for the pension fraud?", person_deed),
    ("who was jailed for filming inside the courtroom", person_deed),
    ("Who has been charged over the stadium crush?", person_deed),
    ("Which ex-governor was acquitted of bribery?", person_deed),
    ("who was elected chair of the party's youth wing", person_deed),
    ("Who pleaded guilty to smuggling rare orchids?", person_deed),
    ("Who was appointed as the new ambassador to France?", person_deed),  # a known name is no history sign
    ("Which fishing trawler capsized in the storm?", thing_deed),
    ("which yoghurt brand was recalled over mould", thing_deed),
    ("Which beloved sitcom star has died aged 79?", thing_deed),
    ("Which toy sold out within hours of going on sale?", thing_deed),
    ("which boy band is going on hiatus", thing_deed),
    ("which two breweries plan to merge", thing_deed),
    ("how many climbers were stranded after the cable car collapsed", thing_deed),
    ("Where did the overloaded bus plunge? Where did the ferry capsize?", None),  # "where did" opens the text only
    ("Which province confirmed its first case of the flu strain?", first_case),
    ("where was the first case of the fungus detected", first_case),
])
def test_unnamed_deeds_search(question: str, cue) -> None:
    if cue is None:
        assert not (person_deed(question) or thing_deed(question)), question
        return
    assert cue(question), question
    d = decide(question)
    assert d.needs_search and d.reason == "news_shape", d


@pytest.mark.parametrize("question", [
    "Who was sentenced to exile on Elba?",  # a capitalised name that is no known name: history
    "Who was sentenced after the Dreyfus affair?",
    "Who was appointed the first governor of the colony?",  # a first is a fixed record
    "Which liner sank after the Andrea Doria collision?",  # "the <Name> <noun>": one event in history
    "Which merchant house went bankrupt after the Tulip Mania?",  # a named thing after "the"
    "Which ship sank in 1628 on its maiden voyage?",  # a stated year
    "Who was the first case of the disease ever described?",  # no verb of reporting a case
    "What is the first case a law student reads?",
    "Which of the parts of a car's engine was named after its inventor?",  # "named after": no appointment
])
def test_deed_look_alikes_stay_local(question: str) -> None:
    d = decide(question)
    assert not d.needs_search, d


@pytest.mark.parametrize("question", [
    "How much did the delivery app raise in its IPO?",
    "Which roads were closed by the landslide?",
    "What caused the explosion of a gas main near the station?",  # "the X of a ...": this week's
    "How many homes lost power in the blackout?",
])
def test_more_event_nouns_search(question: str) -> None:
    assert news_event(question), question
    assert decide(question).needs_search, decide(question)


@pytest.mark.parametrize("question", [
    "What causes a blackout in a power grid?",  # a kind of event in the timeless present
    "How is a truce usually negotiated?",
    "What was the cause of the fall of the Roman Republic?",  # "the fall of <Name>": named by what follows
])
def test_generic_event_questions_stay_local(question: str) -> None:
    assert not decide(question).needs_search, decide(question)


@pytest.mark.parametrize("question,search", [
    ("The museum reopened for the first time since 2020. What exhibit drew the longest queue?", True),
    ("What have scientists learned about the newly discovered moon?", True),
    ("Which airline has been fined over delays in its first month of flights?", True),
    ("Which grocery item are shoppers stockpiling across the region?", True),
    ("Which scientist won the Nobel Prize in medicine?", True),  # a yearly prize, no year: the latest
    ("Who won the Nobel Prize in medicine in 1945?", False),
    ("Who founded the Nobel Prize?", False),  # no winner asked
    ("What was the name of her first novel?", False),  # "her first novel": a fixed first
    ("Which actor won best supporting actor at the first Academy Awards?", False),  # an award name, a first
    ("What caused the outbreak of the Second World War?", False),  # not a disease outbreak
    ("What caused the outbreak of cholera in the refugee camp?", True),
    ("what is inflation", False),  # one field word asked bare: a definition
    ("what is inflation in argentina", True),  # a value somewhere: drifts
])
def test_round5_shapes(question: str, search: bool) -> None:
    assert decide(question).needs_search is search, decide(question)


def test_bare_field_word_is_a_concept() -> None:
    assert concept_question("What are tariffs?")
    assert not concept_question("What are tariffs on steel now?")


@pytest.mark.parametrize("question", [
    "Which glacier collapsed onto the mountain village?",
    "which broadband provider apologised for the outage",
    "Which cereal is being discontinued after forty years?",
    "Which quiz show host stepped down after the final?",
    "Who is favourite to win the mayoral race?",
])
def test_which_thing_did_searches(question: str) -> None:
    assert which_thing_did(question), question
    assert decide(question).needs_search, decide(question)


@pytest.mark.parametrize("question", [
    "Which generals served under Napoleon?",  # a capitalised name that is no known name
    "Which city erupted in riots in AD 61?",  # an era's date
    "Which mathematician proposed the theorem about primes?",  # scholarship, not news
    "Which element was discovered by Marie Curie?",  # a history verb
    "which pharaoh ruled the longest",
    # what a thing is, not what happened to it; "-eed" words are no past tense (round 5's review)
    "which dog breed sheds the least", "which dinosaur lived in the jurassic period",
    "which word was borrowed from french", "which organ was removed in a splenectomy",
    "which bones are fused in the skull", "which tree has leaves shaped like a fan",
    "which soil is suited to growing rice",
])
def test_which_thing_did_look_alikes(question: str) -> None:
    assert not which_thing_did(question), question


@pytest.mark.parametrize("question,search", [
    ("the zoo reopened to visitors thursday after a bird flu scare. which animals were moved?", True),
    ("what did the candidates clash over in monday's debate?", True),  # a weekday's event, lower-cased
    ("which church started the first sunday school in england", False),  # a named day, not this week's
    ("who starred in saturday night and sunday morning", False),  # a title after "starred in"
    ("what did shoppers buy on black friday in the 1990s", False),
    ("why will heating bills be higher this winter?", True),
    ("what did the narrator remember about that winter in the novel?", False),
])
def test_lower_case_weekdays_and_seasons(question: str, search: bool) -> None:
    assert decide(question).needs_search is search, decide(question)
