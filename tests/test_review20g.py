"""review20g: never-changing look-alikes in gate20's slots, by cause — a post pinned to one past holder by what follows
it ("the CEO of Apple at the time of ...", "the president who signed ...", "how tall was the captain of ..."), a
released work's own contents list ("track list", "setlist"), and a Chinese time anchored to a finished event
("退役后", "第一次"), and a word problem that states its own unit rate — kept local, beside the changing twins gate20 added, which still search. Inputs are our own other
wordings, none a row of review20g's wave (its held half is only scored by bench/bench_gate.py)."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide
from groundwire.decide.gate_changed_state import changed_state
from groundwire.decide.gate_holder import post_holder
from groundwire.decide.gate_open_count import open_count
from groundwire.decide.gate_word_problem import word_problem

TODAY = date(2026, 12, 6)

PINNED_HOLDER = [
    "which university did the Fed chair at the time of the 2008 crash attend",
    "where did the head coach of Real Madrid during the Galacticos era grow up",
    "which college did the manager who won the treble go to",
    "where was the mayor of Chicago when the Great Fire broke out born",
    "how tall was the captain of the Hindenburg",
    "what religion was the king of France who built Versailles",
]
PRESENT_HOLDER = [
    "where did the head coach of Real Madrid grow up",
    "where did the Lakers head coach go to college",
    "how tall is the captain of the Lakers",
    "where was the UN secretary-general born",
    "What is the name of the French president's wife",
]


@pytest.mark.parametrize("question", PINNED_HOLDER)
def test_a_post_pinned_by_what_follows_is_no_present_holder(question: str) -> None:
    assert post_holder(question) is None


@pytest.mark.parametrize("question", PRESENT_HOLDER)
def test_a_present_holder_is_still_read(question: str) -> None:
    assert (post_holder(question) or "").startswith("role:")


WORK_CONTENTS = [
    "how many songs are on the Abbey Road tracklist",
    "how many tracks are on the album's track listing",
    "how many songs are on the setlist of Queen's Live Aid show",
]
OPEN_CONTAINERS = [
    "how many races are on the F1 calendar",
    "how many players are on the Lakers roster",
    "how many iPhone models are in the lineup",
]


@pytest.mark.parametrize("question", WORK_CONTENTS)
def test_a_released_works_contents_list_is_no_open_container(question: str) -> None:
    assert open_count(question) is None


@pytest.mark.parametrize("question", OPEN_CONTAINERS)
def test_an_open_container_is_still_counted(question: str) -> None:
    assert (open_count(question) or "").startswith("roster:")


EVENT_ANCHORED_ZH = [
    "姚明退役后还打篮球吗",
    "周杰伦第二次巡演还唱双截棍吗",
    "那时候诺基亚还生产手机吗",
    "溥仪退位之后还住在紫禁城吗",
]
STILL_DOING_ZH = [
    "诺基亚还生产手机吗",
    "美国队长的演员还演漫威吗",
    "梅西还踢球吗",
]


@pytest.mark.parametrize("question", EVENT_ANCHORED_ZH)
def test_a_time_anchored_to_a_finished_event_pins_the_state(question: str) -> None:
    assert changed_state(question) is None


@pytest.mark.parametrize("question", STILL_DOING_ZH)
def test_a_named_subjects_present_state_is_still_read(question: str) -> None:
    assert changed_state(question) is not None


@pytest.mark.parametrize("question", [
    "where did the CEO of Nokia at the time of the first iPhone go to college",
    "how many tracks are on the Rumours track list",
    "刘翔退役以后还参加比赛吗",
])
def test_the_whole_gate_keeps_them_local(question: str) -> None:
    assert not decide(question, today=TODAY).needs_search


@pytest.mark.parametrize("question", [
    "which college did the chancellor of Germany go to",
    "how many races are on the MotoGP calendar",
    "诺基亚还生产手机吗",
])
def test_the_whole_gate_still_searches_the_twins(question: str) -> None:
    assert decide(question, today=TODAY).needs_search


WORD_PROBLEMS = [
    "A parking garage charges $4 an hour. Maria parks for 6 hours; what does she pay?",
    "Tickets cost £12 each and a family buys five. How much do they spend altogether?",
    "一张门票每人35元，一个班42人，一共需要多少钱",
    "停车场每小时收费8元，停了3小时要付几元",
]
NO_WORD_PROBLEMS = [
    "how much is the toll on the Severn bridge",  # a rate asked without its figure
    "Uber charges $2 per mile in NYC now, how much for 5 miles",  # a present word: the rate may be news
    "If I earn $900 a week and have 2 kids, how much tax do I pay?",  # the tax is the law's, not a given
    "Diesel averaged $4.10 a gallon this week; how many drivers in 3 states pay more?",  # a news figure
    "北京地铁每次最低3元，现在坐10站要多少钱",
    "个税起征点是多少",
]


@pytest.mark.parametrize("question", WORD_PROBLEMS)
def test_a_word_problem_with_its_own_rate_is_read(question: str) -> None:
    assert (word_problem(question) or "").startswith("givens:")
    assert not decide(question, today=TODAY).needs_search


@pytest.mark.parametrize("question", NO_WORD_PROBLEMS)
def test_no_word_problem_without_givens_or_with_a_present_rate(question: str) -> None:
    assert word_problem(question) is None
