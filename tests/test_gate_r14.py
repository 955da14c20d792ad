"""Round 14 of the search gate (gate-en12c): English causes read from wave 13 (tuned on from this round), written as
general shapes, never as rows. Each test uses new wordings (not rows of any bench table); before this round main's
gate got each "local" one wrong (it searched) and each "search" one wrong (it stayed local), except the groups marked
as pinning what main already did.

Local (specificity):
* the user's own leave balance ("how many sick days do I have left this year", "can I carry annual leave into next
  month"): the calendar word dates the user's own allowance, which no search can see;
* "hiking" the pastime ("boots for hiking", "go hiking"), not a rate hike;
* "stock" in an equity-pay term ("restricted stock units", "an employee stock purchase plan") and a founding asked
  ("who established the London Stock Exchange"): no market price;
* a first held in the past ("when did Namibia hold its first free election"): a fixed date;
* a superlative over numbers ("the smallest prime number", "the largest two-digit square"): maths, not a record,
  unless "known / found" makes it one;
* an age of history named ("Did the Marshall Plan end the Cold War?"): history, not a deed in the news;
* a natural superlative the rules keep local ("which country has the longest border") is not turned into a search
  by the learned part.
Search (recall): "at the moment", "this morning / afternoon / evening" said of the world.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide

TODAY = date(2026, 3, 2)


@pytest.mark.parametrize("question", [
    "How many sick days do I have left this year?",
    "Can I carry unused annual leave into next year?",
    "Do I get paid time off for the holidays this month at my job?",
    "Is there a cliff on the hiking trail at Zion?",
    "Should I go hiking with a cold?",  # pins: already local,
    "What is vesting in a restricted stock unit grant?",
    "What is an employee stock purchase plan?",  # pins: already local,
    "Who established the London Stock Exchange?",
    "When did Namibia hold its first free election?",
    "What is the lowest common multiple of 4 and 6?",
    "What is the largest two-digit square number?",
    "Did the Marshall Plan end the Cold War?",
    "Did the Reformation begin in Germany?",
    "Which US state has the highest mountain?",
])
def test_round14_local(question: str) -> None:
    d = decide(question, today=TODAY)
    assert not d.needs_search, (question, d.reason, d.matched)


@pytest.mark.parametrize("question", [
    "Is the yen weaker than the pound at the moment?",
    "Who is winning the Senate race at the moment?",  # pins: already searched
    "Why is Slack down this morning?",  # pins
    "What did the Bank of Canada say this morning?",  # pins
    "Is the M25 closed this evening?",  # pins
    "Is it warm this morning in Leeds?",
    "What is the largest known prime number?",  # pins: "known" makes it a record that moves
    "What did I miss in the news this morning?",  # pins: the news, not the user's own day
    "Did Ryanair raise fares on hiking-season routes this year?",  # pins: a deed of a company this year
    "Is the stock market up today?",  # pins: the market now
])
def test_round14_search(question: str) -> None:
    d = decide(question, today=TODAY)
    assert d.needs_search, (question, d.reason, d.matched)


@pytest.mark.parametrize("question", [
    "Did Einstein ever play the violin?",
    "Did Charles Darwin study medicine in Edinburgh?",
    "Did Newton write about alchemy?",
    "Did Mozart write any operas in German?",
    "Did Frederick Douglass meet Lincoln?",
])
def test_round14_people_of_history_stay_local(question: str) -> None:
    d = decide(question, today=TODAY)
    assert not d.needs_search, (question, d.reason, d.matched)


@pytest.mark.parametrize("question", [
    "Is the Lincoln Tunnel open?",  # a place named after the person: today's state
    "Did the Darwin port lease get cancelled?",
    "Did Einstein's letter sell at auction this week?",  # a time word still searches
])
def test_round14_named_after_history_still_searches(question: str) -> None:
    d = decide(question, today=TODAY)
    assert d.needs_search, (question, d.reason, d.matched)


@pytest.mark.parametrize("question", [
    "Are Oregon wildfire evacuation orders being lifted?",
    "Is the Medicaid work rule being challenged in Georgia?",
])
def test_round14_change_under_way_in_the_passive_searches(question: str) -> None:
    d = decide(question, today=TODAY)
    assert d.needs_search, (question, d.reason, d.matched)


def test_round14_passive_without_a_name_stays_local() -> None:
    d = decide("Is the passive voice being used correctly here?", today=TODAY)  # pins: no named thing
    assert not d.needs_search, (d.reason, d.matched)
