"""gate18b: standing facts of a named thing asked with no time word (line-ups, legal status, seats, owners, fees,
members) and more verbs of a post held. Inputs are our own wordings, none a row of wave 24."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide_by_rules
from groundwire.decide.gate_standing import standing_fact

TODAY = date(2026, 12, 6)


@pytest.mark.parametrize("question", [
    # a maker's line-up
    "which laptops does Dell sell",
    "What trims does the Ford Bronco come in?",
    "what destinations does ryanair fly to from dublin",
    # a legal status in a place
    "is online poker legal in ontario",
    "Are e-scooters allowed on the London Underground?",
    "在新加坡嚼口香糖违法吗",
    # where a body sits or a show plays
    "where is Airbnb based",
    "Which city is Unilever's head office in?",
    "where is the les mis tour playing",
    "字节跳动总部在哪个城市",
    # whose a brand is
    "Which group does Lamborghini belong to?",
    "what company is youtube owned by",
    # Chinese fees and members set anew
    "复旦大学住宿费一年多少钱",
    "超速50%罚多少",
    "TFBOYS的成员有哪些",
    # a post held, asked by its verb or a band's post
    "who fronts the killers",
    "who skippers the new zealand sailing team",
    "who is the keyboardist in coldplay",
])
def test_standing_facts_search(question: str) -> None:
    assert decide_by_rules(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", [
    "what sizes do eggs come in",  # a kind, not a named maker
    "is it legal to drive barefoot",  # no named thing, no place
    "which models did Ford sell in 1965",  # a stated year
    "Where was Airbnb's first office?",  # a first
    "Which company did Jeep belong to in 1970?",  # a stated year
    "学费和住宿费有什么区别",  # a definition
    "what colours does my cat come in",  # the user's own
])
def test_look_alikes_stay_local(question: str) -> None:
    assert not decide_by_rules(question, today=TODAY).needs_search, question


def test_cue_names_its_class() -> None:
    assert (standing_fact("which phones does Google make") or "").startswith("lineup:")
    assert (standing_fact("is betting legal in Brazil") or "").startswith("legal:")
    assert (standing_fact("where is Nestlé headquartered") or "").startswith("seat:")
    assert (standing_fact("Which carmaker is Bentley part of?") or "").startswith("owner:")
    assert standing_fact("what sizes do eggs come in") is None


@pytest.mark.parametrize("question", [
    "how many countries use the euro",
    "How many doctors are affiliated with the Mayo Clinic?",
    "how many courses can you take on coursera",
    "how many clubs belong to the premier league",
])
def test_members_counted_by_another_verb_search(question: str) -> None:
    assert decide_by_rules(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", [
    "how many players belong to a rugby union side",  # a kind, fixed by the game's rules
    "how many bones make up the human skeleton",
])
def test_fixed_make_up_stays_local(question: str) -> None:
    assert not decide_by_rules(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", [
    "小米数字系列出到第几代了",
    "这部动漫出到第几季了？",
    "去韩国旅游还需要签证吗",
    "香港还能用微信支付吗",
])
def test_series_and_place_rules_search(question: str) -> None:
    assert decide_by_rules(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", [
    "面包过期两天还能吃吗",  # no place: advice
    "清朝以前中国还需要交人头税吗",  # history
    "我还可以用这个账号吗",  # the user's own
])
def test_still_without_place_stays_local(question: str) -> None:
    assert not decide_by_rules(question, today=TODAY).needs_search, question


@pytest.mark.parametrize(("question", "searched"), [
    # the README's own examples of standing facts and of a count fixed by a charter
    ("which laptops does Dell sell", True),
    ("is kratom legal in Texas", True),
    ("日本还能用支付宝吗", True),
    ("how many permanent members does the Security Council have", False),
])
def test_readme_examples(question: str, searched: bool) -> None:
    assert decide_by_rules(question, today=TODAY).needs_search is searched, question
