"""Review of round 12's gate shapes (gate_local_en.py, gate_status.py) on questions nobody in round 12 wrote: news
the keep-local shapes newly kept local, and timeless or private questions the status shapes newly sent to the web.
Each case below was decided the other way at 4ba8c91 (and as asserted here at 1abd3b1, before round 12).
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide, decide_by_rules

TODAY = date(2026, 12, 5)


# ``given_sum`` read any percentage plus "what's the price" as the user's own sum, and cleared every hard trigger
# with it ("today", "now", "stock"): a market move reported with no stated amount is news, the price is to look up
@pytest.mark.parametrize("query", [
    "Tesla stock dropped 5% today, what's the price now?",
    "Bitcoin fell 8% this morning; what is the price now?",
    "Gas prices rose 10% this week, how much do we pay now?",
])
def test_a_reported_move_with_no_stated_amount_is_news(query: str) -> None:
    assert decide(query, today=TODAY).needs_search, decide(query, today=TODAY)


@pytest.mark.parametrize("query", [
    "A car costs $32,000 with 7% tax; what is the total?",
    "A jacket was $80 and is 25% off, so what's the new price?",
    "I earn 3,000 dollars a month and save 15%; how much do I save in total?",
])
def test_a_sum_on_stated_amounts_stays_local(query: str) -> None:
    assert not decide(query, today=TODAY).needs_search, decide(query, today=TODAY)


# ``other_sense`` took "called / named today" for a modern name ("what is Byzantium called today") in any tense and
# dropped "today": a call-up or a naming reported today is news
@pytest.mark.parametrize("query", [
    "which players were called today for the England squad",
    "who was called today to testify before the Senate committee",
])
def test_a_call_up_today_is_news(query: str) -> None:
    assert decide_by_rules(query, today=TODAY).needs_search, decide_by_rules(query, today=TODAY)


@pytest.mark.parametrize("query", [
    "what is Byzantium called today",
    "what's Constantinople known as today",
])
def test_a_modern_name_stays_local(query: str) -> None:
    assert not decide(query, today=TODAY).needs_search, decide(query, today=TODAY)


# ``status_ask`` (gate_status.py) sent timeless or private questions to the web (each stayed local at 1abd3b1):
# "single" before a noun is a property ("single threaded"), "a Stratocaster" a kind and not one business, "by
# default" a setting, and the user's own permit before their county is the user's own affair
@pytest.mark.parametrize("query", [
    "is Redis single threaded",
    "is JavaScript single-threaded or multi-threaded",
    "how many strings does a Stratocaster carry",
    "is Docker running containers as root by default",
    "did my county approve my building permit",
])
def test_a_property_a_kind_a_setting_or_own_permit_stays_local(query: str) -> None:
    assert not decide_by_rules(query, today=TODAY).needs_search, decide_by_rules(query, today=TODAY)


@pytest.mark.parametrize("query", [
    "is Taylor Swift single again",
    "is Zendaya single?",
    "how many routes does Ryanair operate",
    "is Verizon having problems in Atlanta",
    "Did my county commission approve the new data center?",
])
def test_a_named_state_still_searches(query: str) -> None:
    assert decide_by_rules(query, today=TODAY).needs_search, decide_by_rules(query, today=TODAY)


# round 12 made "this time" a state word ("Did the New Glenn booster land this time?"); after a verdict on an attempt
# ("is the Excel formula right this time") it asks the assistant to check the user's own work again
@pytest.mark.parametrize("query", [
    "is the Excel formula right this time",
    "is my SQL query correct this time",
    "is the Tableau chart better this time?",
    "is the Word macro okay this time",
])
def test_a_second_attempt_checked_stays_local(query: str) -> None:
    assert not decide_by_rules(query, today=TODAY).needs_search, decide_by_rules(query, today=TODAY)


def test_a_launch_this_time_still_searches() -> None:
    assert decide_by_rules("Did the Blue Origin New Glenn booster land this time?", today=TODAY).needs_search


# ``other_sense`` read "where do <anything> live" as a kind's habitat and dropped "live": named people's home now
# ("where do Taylor Swift and Travis Kelce live") is where "a person or one named thing lives" (the module's own
# doc), which moves; a kind's habitat stays local
def test_where_named_people_live_now_searches() -> None:
    q = "where do Taylor Swift and Travis Kelce live"
    assert decide_by_rules(q, today=TODAY).needs_search, decide_by_rules(q, today=TODAY)


@pytest.mark.parametrize("query", ["where do penguins live", "where do koalas live", "where did dinosaurs live"])
def test_a_kinds_habitat_stays_local(query: str) -> None:
    assert not decide_by_rules(query, today=TODAY).needs_search, decide_by_rules(query, today=TODAY)
