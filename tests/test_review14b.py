"""review14b: a fresh reader's review of round 14's English gate changes (gate-en14).

Defect 1: ``completed_tally`` read any count asked in the past simple of a person-shaped name as a finished career,
so "How many goals did Messi score?" or "How many Grand Slams did Novak Djokovic win?" stayed local and would be
answered with a stale count. A count or a list now stays local only with a sign that the span is closed (a closing
qualifier, a spell with a named team, a show's own run, a person of history); a date or one deed stays fixed.

Wordings are our own, not rows of any bench table. Rows marked "HEAD kept local" fail on the tree before the fix.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide
from groundwire.decide.gate_career import completed_tally

TODAY = date(2026, 12, 5)


@pytest.mark.parametrize("question", [
    "How many goals did Cristiano Ronaldo score?",  # HEAD kept local (the live-score word was dropped)
    "How many goals did Kylian Mbappe score?",  # HEAD kept local
    "How many Grand Slams did Novak Djokovic win?",  # HEAD kept local (held against the learned part)
    "How many Grand Slam titles did Iga Swiatek win?",  # HEAD kept local
])
def test_a_running_career_count_in_the_past_simple_searches(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


@pytest.mark.parametrize(("question", "subject"), [
    ("How many goals did Kylian Mbappe score?", None),  # HEAD: "Kylian Mbappe"
    ("Which albums did Dua Lipa release?", None),  # HEAD: "Dua Lipa" (a list grows too)
    ("How many goals did Alan Shearer score in his career?", "Alan Shearer"),  # a closing qualifier
    ("How many tries did Jonah Lomu score in total?", "Jonah Lomu"),
    ("How many goals did Ian Rush score for Liverpool?", "Ian Rush"),  # a spell with a named team
    ("How many titles did Bjorn Borg finish with?", "Bjorn Borg"),
    ("How many seasons did Cheers run for?", "Cheers"),  # a show's own run
    ("When did Boris Becker win Wimbledon?", "Boris Becker"),  # one deed, dated: fixed once done
    ("Which Grand Slam did Pat Cash win?", "Pat Cash"),  # one deed
    ("How many races did Jim Clark win?", "Jim Clark"),  # a person of history
])
def test_a_count_needs_a_closed_span(question, subject):
    assert completed_tally(question) == subject


@pytest.mark.parametrize("question", [
    "How many Wimbledon titles did Bjorn Borg win in his career?",
    "How many goals did Gary Lineker score for England?",
    "How many Olympic medals did Larisa Latynina win in total?",
    "When did Andre Agassi win the French Open?",
])
def test_a_closed_career_still_stays_local(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision


# Defect 2: gate-en14 fixed every numbered edition like a past year ("Super Bowl III"), so an edition of last year or
# one still to come stayed local: "When is Super Bowl LXI?" (February 2027), "Who won Super Bowl LX?" (February 2026,
# after the model's cut-off). Each number is now read as its year and judged as a stated year is.
@pytest.mark.parametrize("question", [
    "When is Super Bowl LXI?",  # HEAD kept local (main before gate-en14 searched)
    "Super Bowl LXI halftime show",  # HEAD kept local
    "Who won Super Bowl LX?",  # HEAD kept local
    "Which teams played in Super Bowl LX?",  # HEAD kept local
    "Who headlined WrestleMania 42?",  # HEAD kept local
    "Where is WrestleMania 43?",  # HEAD kept local
])
def test_a_recent_or_coming_numbered_edition_searches(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "Who won Super Bowl III?",
    "Which team won Super Bowl XX?",
    "Who won the main event at WrestleMania 3?",
])
def test_an_old_numbered_edition_stays_local(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision


@pytest.mark.parametrize(("text", "year"), [
    ("Super Bowl I", 1967), ("Super Bowl LX", 2026), ("Super Bowl LXI tickets", 2027), ("super bowl 58", 2024),
    ("WrestleMania 40", 2024), ("WrestleMania III", 1987), ("the Super Bowl", None), ("WrestleMania", None),
])
def test_edition_year(text, year):
    from groundwire.decide.gate_edition import edition_year
    assert edition_year(text) == year


# Defect 3: gate-en14's "this term" (a court's or a school's term) also fired on a word asked about: "Define this
# term for me", "Can you explain this term?" were searched (main before gate-en14 kept them local).
@pytest.mark.parametrize("question", [
    "Define this term for me",  # HEAD searched
    "Can you explain this term?",  # HEAD searched
    "I don't understand this term: amortisation",  # HEAD searched
    "Please translate this term into French",  # HEAD searched
    "What is the origin of this term?",  # pins: HEAD already local
])
def test_this_term_as_a_word_asked_about_stays_local(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "Which cases will the Supreme Court hear this term?",
    "Is the library open late this term?",
])
def test_this_term_as_a_span_of_time_searches(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


# Defect 4: gate-en14's pending decisions ("when will the judge decide ...") also read a habit as one pending date:
# "When does the Supreme Court usually issue its opinions?" was searched (main before gate-en14 kept it local).
@pytest.mark.parametrize("question", [
    "When does the Supreme Court usually issue its opinions?",  # HEAD searched
    "When do the Nobel committees announce the prizes each year?",  # HEAD searched
    "When does the Bank of England typically publish its minutes?",  # HEAD searched
    "When does the Senate vote on a filibuster in general?",  # HEAD searched
])
def test_a_habitual_decision_date_stays_local(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "When will the Supreme Court rule on the tariffs?",
    "When does the ECB decide on interest rates?",
    "When will the judge sentence Sam Bankman-Fried's co-defendant?",
])
def test_a_pending_decision_still_searches(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


# Defect 5: gate-en14's "by area" kept any ranking by area local, so made things whose largest changes as new ones
# are built stayed local: "Which is the largest shopping mall by area?" (main before gate-en14 searched). Only a land
# unit ranked by area (a country, a state, an island ...) stays fixed.
@pytest.mark.parametrize("question", [
    "Which is the largest shopping mall by area?",  # HEAD kept local
    "What is the largest solar farm by area?",  # HEAD kept local
    "What is the biggest stadium by area?",  # HEAD kept local
])
def test_a_made_thing_ranked_by_area_searches(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "What is the smallest county in England by area?",
    "Which Greek island is the largest by area?",
])
def test_a_land_unit_ranked_by_area_stays_local(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision
