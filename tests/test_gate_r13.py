"""Round 13 of the search gate (gate-en12b): English causes read from wave 11's held half and wave 12 (both tuned on
from this round), written as general shapes, never as rows:

* a named thing's state now in yes/no or "what time" shapes: "is there a recall / an accident / a strike on
  <name>", "are there tariffs on <name>", "why are <name> in court / protesting", a price asked as "going for /
  trading at", a named place's hours ("what time does <name> close"), a show's renewal ("was <name> renewed"), a date
  set in a named process ("was the <name> trial date set");
* their look-alikes that stay local: a capitalised title holding a time word ("Breaking Bad", "Breaking Dawn"), a
  temperature in a unit ("in Kelvin"), the awards won for one finished work ("how many Oscars did <name> win for
  <title>"), a count per generic unit ("how many players does each team have"), advice "is it still safe to ...".

Each test names new wordings (not rows of any bench table); before this round main's gate got them wrong except the
"still" group that pins what it already did.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide

TODAY = date(2026, 3, 2)


@pytest.mark.parametrize("question", [
    "Is there a recall on Instant Pot lids?",
    "Is there an accident on the Tappan Zee?",
    "Is there a crash on the A1 near Peterborough?",
    "Are there aftershocks in Myanmar?",
    "Are there tariffs on Mexican avocados?",
    "Is there a strike at Heathrow?",
    "Why are Drake and Kendrick in court?",
    "Why are truckers protesting in Ottawa?",
    "What is a PS5 going for on eBay?",
    "What's silver trading at?",
    "What time does the Louvre close?",
    "What time does Costco open on Sunday?",
    "Was Severance renewed for season 3?",
    "Has Abbott Elementary been cancelled?",
    "Was the Diddy trial date set?",
])
def test_a_named_things_state_now_searches(question: str) -> None:
    assert decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", [
    "Who directed Breaking Bad's pilot episode?",
    "How many films are in the Breaking Dawn saga?",
    "At what temperature in Celsius does iron melt?",
    "What is absolute zero as a temperature in Fahrenheit?",
    "How many Oscars did Peter Jackson win for The Return of the King?",
    "How many Grammys did Adele win for 21?",
    "How many players does each side field in water polo?",
    "How many strings does a standard violin have?",
    "Is it still safe to eat eggs past the best-before date?",
    "Is it still okay to use expired sunscreen?",
])
def test_their_look_alikes_stay_local(question: str) -> None:
    assert not decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", [
    "Is there breaking news about the Pope?",
    "What's the temperature in Phoenix?",
    "How many Grammys has Beyonce won?",
    "Is the Eiffel Tower still open?",
    "How many players does Chelsea have out injured?",
    "Are there protests in Paris?",
])
def test_the_time_sense_still_searches(question: str) -> None:
    assert decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", [
    "Which asthma inhalers are in short supply?",
    "Is baby formula out of stock at Walmart?",
    "Are the A303 roadworks finished near Stonehenge?",
    "Is the Hammersmith Bridge repair finished?",
])
def test_supply_and_named_works_finished_search(question: str) -> None:
    assert decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", [
    "How many wheels does each car have in Formula 1?",
    "How many lanes does a typical interstate have in Texas?",
    "How many goalkeepers does every hockey team dress?",
])
def test_a_count_per_generic_kind_stays_local(question: str) -> None:
    assert not decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", [
    "How many employees does Apple have?",
    "How many stores does Target have in Canada?",
])
def test_a_count_of_a_named_things_holdings_still_searches(question: str) -> None:
    assert decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", [
    "Did Hailey Bieber have her baby?",
    "Has Margot Robbie given birth yet?",
    "Did Cardi B welcome her baby?",
])
def test_a_named_persons_birth_news_searches(question: str) -> None:
    assert decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", [
    "How do I know if I'm about to have my baby?",
    "Did Napoleon have a daughter?",
    "Did Anne Boleyn have a son?",
])
def test_birth_look_alikes_stay_local(question: str) -> None:
    assert not decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", [
    "How is the Dalai Lama doing?",
    "How is King Charles doing after his treatment?",
    "How is Starmer polling?",
    "How is Rivian performing in Europe?",
    "How is Ethereum doing?",
])
def test_how_a_named_thing_is_faring_searches_whatever_the_learned_part_says(question: str) -> None:
    """The rules search these; before round 13 the learned part kept them local (scores 0.02-0.17)."""
    assert decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", [
    "How are you doing?",
    "How is my essay doing on structure?",
])
def test_faring_look_alikes_stay_local(question: str) -> None:
    assert not decide(question, today=TODAY).needs_search, question
