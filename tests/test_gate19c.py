"""gate19c: present facts in plain people's shapes (casting, price idioms, non-native order, Chinese fees).

Inputs are our own wordings, not rows of wave 28 (whose held half is only scored by bench/bench_gate.py).
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide
from groundwire.decide.gate_plain import plain_present

TODAY = date(2026, 12, 6)


@pytest.mark.parametrize("question", [
    "who plays batman these days",
    "which actress plays Wonder Woman",
    "ok google who is the actor that plays the doctor",
    "what actor has the role of Sherlock Holmes",
    "who is playing Lara Croft in the Tomb Raider films",
    "what is a used Model 3 selling for",
    "how much do dealers want for a Ford Bronco",
    "what does a pound of lobster go for",
    "how many followers has Taylor Swift on instagram",
    "how many stores has Costco in Japan",
    "where plays Neymar",
    "where lives the pope",
    "故宫门票是多少",
    "坐公交要钱吗",
    "房贷利率是多少",
    "去泰国需要签证吗",
])
def test_changing_fact_in_a_plain_shape_searches(question: str) -> None:
    assert decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", [
    "who plays the bagpipes",
    "who played Rocky",
    "who plays the joker in the dark knight",
    "who was the first actor to play James Bond",
    "who plays Hamlet in the 1996 film",
    "who plays sarah marshall",
    "how many legs have a spider",
    "where do penguins live",
    "利息是什么意思",
    "复利利息怎么算",
])
def test_fixed_look_alike_stays_local(question: str) -> None:
    assert not decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question, prefix", [
    ("which actor plays Wolverine", "role:cast "),
    ("what's a share of Nvidia going for", "price:idiom "),
    ("how many members has BTS in the group", "count:has "),
    ("where is living now the king of Spain", "status:where-living "),
    ("看病挂号费多少", "price:zh "),
])
def test_plain_present_names_its_class(question: str, prefix: str) -> None:
    cue = plain_present(question)
    assert cue is not None and cue.startswith(prefix), (question, cue)


@pytest.mark.parametrize("question", [
    "who plays the guitar",
    "who played Superman in 1978",
    "who plays wonder woman in the new movies",
    "who is the actor that plays noah bennet",
    "what does NASA stand for",
    "how many bones have the human body",
    "什么是签证",
])
def test_plain_present_leaves_kinds_and_pinned_alone(question: str) -> None:
    assert plain_present(question) is None, question


@pytest.mark.parametrize("question", [
    "50万存三年定期，年利率3%，到期利息多少",
    "按百分之五的利率借10000元，一年利息是多少",
])
def test_zh_sum_with_its_rate_stated_is_worked_out(question: str) -> None:
    assert plain_present(question) is None, question


@pytest.mark.parametrize("question, prefix", [
    ("which record label is Drake on", "status:signed "),
    ("what management company is Dua Lipa with", "status:signed "),
    ("how many tourists fly into Bali", "count:doing "),
    ("how many students enrol at Oxford", "count:doing "),
    ("这本书卖出多少本", "count:sold-zh "),
    ("王者荣耀卖了多少份", "count:sold-zh "),
])
def test_signed_people_counts_and_zh_sales(question: str, prefix: str) -> None:
    cue = plain_present(question)
    assert cue is not None and cue.startswith(prefix), (question, cue)


@pytest.mark.parametrize("question", [
    "how many players go on a rugby team",
    "what label is used for recycling",
    "which company is a subsidiary of the other",
])
def test_kinds_of_the_new_slots_stay_unread(question: str) -> None:
    assert plain_present(question) is None, question


def test_zh_sales_with_a_stated_year_stays_local() -> None:
    assert not decide("2019年卖了多少台", today=TODAY).needs_search
