"""gate-en15 (issue 8, item 2): wave 18's leftovers, in our own wording.

Local side: the date of a film's prize asked in the past simple with no recency word ("When did Psycho win Best
Picture?": FreshQA's false-premise shape, one fixed answer or none; a country's win or a hosting stays a search, its
list goes on), a role in a finished film
("Which actor starred as Vito Corleone in The Godfather?"), an organ's size "of the human body", and a body part
counted in an inverted voice ("A starfish has how many arms?", which the learned part turned into a search).
Search side: a count of a living person's works in the past simple with no closing word ("How many albums did
Taylor Swift release?" while she records: the review's leftover), the results of a vote named without a year, a
season's start asked in lower case, "on pole", and the edition of a standard "in use".

Wordings are our own, not rows of any bench table. Rows marked "main" failed on main adad180 (the tests first);
the rest pin twins that already held.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide

TODAY = date(2026, 12, 5)


@pytest.mark.parametrize("question", [
    "When did Psycho win Best Picture?",  # main: latest_edition (never did)
    "What year did Casablanca win the Oscar for Best Picture?",  # main: latest_edition
    "When did Titanic win the Palme d'Or?",  # pin: main local
])
def test_the_date_of_a_film_s_prize_stays_local(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "When did Argentina last win the World Cup?",  # "last": the latest one
    "Who won the Rugby World Cup?",  # the latest edition
    "When did Spain most recently host the Olympics?",
    "When will Brisbane host the Olympics?",
    "When did Argentina win the World Cup?",  # a country's wins go on (gate-en14's pin), as do Scotland's or Norway's
    "When did Canada host the Olympics?",  # hostings go on too (Mexico hosts the World Cup again in 2026)
    "Which film won Best Picture?",  # the latest edition
])
def test_the_latest_win_or_one_to_come_still_searches(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "Which actress starred as Holly Golightly in Breakfast at Tiffany's?",  # main: news_shape
    "Which actor starred as Vito Corleone in The Godfather?",  # main: news_shape
    "Who starred as Marty McFly in Back to the Future?",  # pin
])
def test_a_role_in_a_finished_film_stays_local(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "Who is starring as Batman in the next film?",
    "Which actor will star as James Bond?",
])
def test_casting_to_come_still_searches(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "Which gland of the human body is the largest?",  # main: superlative
    "Which bone of the human body is the longest?",  # pin
    "A starfish has how many arms?",  # main: learned search
    "A housefly has how many wings?",  # main: learned search
    "A crab has how many legs?",  # main: learned search
])
def test_nature_s_sizes_and_counts_stay_local(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "How many albums did Taylor Swift release?",  # main: no trigger (the review's leftover)
    "How many novels did Stephen King publish?",  # main: no trigger
    "How many films did Zendaya make?",  # main: no trigger
    "What were the results of the Estonian local vote?",  # main: no trigger
    "has the dry season started in darwin",  # main: no trigger
    "Who is on pole for the Indianapolis 500?",  # main: no trigger
    "Which edition of the AP Stylebook do newsrooms use?",  # main: no trigger
])
def test_running_counts_results_seasons_grids_and_editions_search(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "How many albums did Buddy Holly release in his career?",  # a closed span
    "What were the results of the 1975 Portuguese election?",  # a year
    "What does pole position mean in Formula One?",  # a term
    "Which edition of Hamlet did Shakespeare's friends print in 1623?",  # a year
    "How many symphonies did Mozart write?",  # a person of history
    "How many Indiana Jones films did Steven Spielberg direct?",  # a named series' entries: mostly closed
    "How many Planet of the Apes films did Tim Burton make?",
])
def test_their_fixed_twins_stay_local(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision


# second step: gate-en15's own probe (bench/data/gate_r15_probe_en.tsv), read after its first run


@pytest.mark.parametrize("question", [
    "A pentagon has how many sides?",  # main: learned search (a fixed part, inverted)
    "A beetle has how many legs?",  # main: learned search
    "In which year did Steffi Graf win Olympic gold?",  # pin ("which year" is no live time word for the tally)
    "What is the deepest point of Lake Superior?",  # pin
    "Which company sold the first Walkman?",  # pin: a first told in the past
    "Who won the first Tour de France?",  # pin
])
def test_inverted_counts_dates_and_firsts_stay_local(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "Who was just picked to lead the IMF?",  # main: no trigger
    "What is the marathon world record?",  # pin (main: only the learned part)
    "How many known exoplanets are there?",  # pin
    "Which party came first in the Dutch election?",  # "came first": a place in a ranking, not a fixed first
])
def test_records_just_done_deeds_and_known_counts_search(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


def test_the_record_and_just_done_shapes_are_read_by_the_rules():
    """The rules themselves (not the learned part) read a present world record and a deed "just" done."""
    from groundwire.decide.gate import decide_by_rules
    assert decide_by_rules("What is the marathon world record?", today=TODAY).needs_search
    assert decide_by_rules("Who was just picked to lead the IMF?", today=TODAY).needs_search
    assert not decide_by_rules("Who held the marathon world record in 1970?", today=TODAY).needs_search


@pytest.mark.parametrize(("question", "searches"), [
    ("Who won the Nobel Prize in Physics for discovering the neutron?", False),  # main: news shape
    ("Which chemist received the Nobel Prize for synthesising urea?", False),  # never did: a false premise
    ("Who won the Nobel Prize in Medicine this year?", True),  # a time word
    ("Which economist won the Nobel Prize in Economics?", True),  # the latest edition
])
def test_a_prize_for_a_named_deed_is_that_deed_s(question, searches):
    assert decide(question, today=TODAY).needs_search is searches


@pytest.mark.parametrize("question", [
    "How many career rebounds did Jean-Claude Lefebvre grab?",  # pin: no scoring word
    "How many career points did Alex Oxlade-Chamberlain score?",  # main: hard "score" (the hyphenated name unread)
])
def test_a_hyphenated_name_closes_a_career_tally(question):
    assert not decide(question, today=TODAY).needs_search
