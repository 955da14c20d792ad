"""gate-en14 (issue 8, item 2): finished tallies and nature's fixed counts stay local.

A person's or a body of work's tally, or the date of a person's win, asked in the past simple with no time word
("How many Grand Slam titles did Pete Sampras win?", "How many goals did Thierry Henry score for Arsenal?") read as
the latest edition of a recurring event, or as a live score, and searched; so did the moons of the Sun and the
rocky planets. The twins pin what must still search: the perfect tense of a running career, a time word, a team or a
country (which go on), the giant planets' growing moon counts.

Wordings are our own, not rows of any bench table. Rows marked "main searched" fail on main (the tests first).
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide
from groundwire.decide.gate_career import completed_tally

TODAY = date(2026, 12, 5)


@pytest.mark.parametrize("question", [
    "How many Wimbledon titles did Bjorn Borg win in his career?",  # main searched (review14b: a bare count searches)
    "How many Olympic medals did Larisa Latynina win in total?",  # main searched (review14b: closed span)
    "How many goals did Gary Lineker score for England?",  # main searched
    "How many Test wickets did Shane Warne take?",  # pins: main already local
    "When did Andre Agassi win the French Open?",  # main searched
    "How many majors did Arnold Palmer win in his career?",  # pins: main already local
    "How many studio albums did The Jam record in all?",  # main searched (review14b: closed span)
    "How many Stanley Cups did Mario Lemieux win?",  # pins: main already local
])
def test_a_finished_tally_in_the_past_simple_stays_local(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "How many Wimbledon titles has Carlos Alcaraz won?",  # a career running: the perfect
    "How many goals did Mohamed Salah score this season?",  # a time word
    "How many points did Nikola Jokic score last night?",
    "How many Champions League titles did Real Madrid win?",  # a club goes on
    "How many Super Bowls did the Kansas City Chiefs win?",
    "When did Argentina win the World Cup?",  # a country goes on
    "How many seats did Labour win in the election?",
    "How many medals did Team USA win at the Olympics?",
    "Who won the French Open?",  # the latest edition
])
def test_a_running_tally_still_searches(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


@pytest.mark.parametrize(("question", "subject"), [
    ("How many races did Jim Clark win?", "Jim Clark"),
    ("How many Grammys did Aretha Franklin win?", "Aretha Franklin"),
    ("How many titles did Bayern Munich win?", None),  # a place last, no given name first
    ("How many games did Dallas Cowboys win?", None),  # a place first
    ("How many jobs did UPS cut?", None),  # no person, no body of work
    ("How many novels did Charles Dickens write so far?", None),  # a time word
])
def test_completed_tally_reads_the_subject(question, subject):
    assert completed_tally(question) == subject


@pytest.mark.parametrize("question", [
    "How many moons does Venus have?",  # main searched
    "How many natural satellites does the Earth have?",  # main searched
    "How many moons does Mercury have?",  # main searched
])
def test_the_rocky_planets_moons_stay_local(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "How many moons does Saturn have?",  # surveys keep finding more
    "How many moons of Mars have been discovered?",  # a finding asked: stays with the count shape
])
def test_growing_moon_counts_still_search(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "When will the jury decide on damages in the Uber safety case?",  # main kept local
    "When will the appeals court rule on Apple's App Store injunction?",  # main kept local
    "Which concerts are on in Dublin this Saturday?",  # pins: main already searched (Dublin)
    "What time does the parade start this Sunday?",  # main kept local
])
def test_a_pending_decision_or_this_weekday_searches(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "When will the Sun run out of fuel?",  # nature, no body deciding
    "Why is it called Good Friday?",
])
def test_nature_and_names_of_days_stay_local(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "Of the seas, which one is the saltiest?",  # main searched
    "By land area, which Canadian province is the largest?",  # main searched
    "Which is the biggest coral reef on the planet?",  # main searched
    "What is the largest rainforest in Africa?",  # main searched
])
def test_a_stable_superlative_worded_around_its_noun_stays_local(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "By population, which Canadian province is the largest?",  # people: it moves
    "Which is the largest forest fire burning right now?",
])
def test_a_ranking_by_people_or_now_still_searches(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "What is a launch window in a space mission?",  # main searched
    "What is a release date in a film contract?",  # main searched
    "What does market cap mean in stock investing?",  # main searched
    "What does a runoff election mean?",  # pins: main already local
])
def test_a_term_asked_in_its_trade_stays_local(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "What does the new tariff mean for prices?",
    "What is the latest release in the Call of Duty series?",
])
def test_a_named_things_effect_or_latest_still_searches(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "Which appeals will the justices take up this term?",  # main kept local
    "What cases are on the docket this term?",  # main kept local
    "Which cases will the High Court hear this term?",  # pins: main already searched
    "Has SpaceX's Starship flown its tenth test flight?",  # main kept local
])
def test_a_term_and_a_running_ordinal_search(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "What does this term mean?",
    "Who was the third president of France?",
    "What was the Rolling Stones' second album?",
])
def test_a_word_asked_and_a_fixed_ordinal_stay_local(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "Which team won Super Bowl III?",  # main searched
    "Who was the MVP of Super Bowl XLIX?",  # pins: main already local
    "Who won WrestleMania 3's main event?",  # main searched
])
def test_a_numbered_edition_is_fixed(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "Who won the Super Bowl?",
    "Who will win Super Bowl LXI?",
])
def test_an_unnumbered_or_coming_edition_searches(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision
