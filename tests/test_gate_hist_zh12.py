"""gate-hist-zh12 (issue 8, item 2): a Chinese person of history settles a count or deed; a named private person's
health stays local.

Wordings are our own, not rows of any bench table. Rows marked "main searched" fail on main (the tests first); the
news twins pin that a namesake (a ship, a school, a prize named after the person) or a public figure's health
still searches.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide_by_rules
from groundwire.decide.gate_history_zh import history_person_zh
from groundwire.decide.gate_private_health import private_health

TODAY = date(2026, 12, 5)


@pytest.mark.parametrize("question", [
    "郑和下西洋一共几次",  # main searched
    "诸葛亮一共北伐了几次",  # main searched
    "孔子有多少个弟子",  # main searched
    "曹操一共有几个儿子",  # main searched
    "岳飞打了多少次仗",  # main searched
    "李白写了多少首诗",  # pins: main already local
])
def test_chinese_person_of_history_count_is_settled(question):
    d = decide_by_rules(question, today=TODAY)
    assert not d.needs_search, d


@pytest.mark.parametrize("question", [
    "孔子学院在全球一共有多少所",  # a school named after him: today's count
    "郑和号训练舰一共出访过几次",  # a ship named after him
    "鲁迅文学奖一共评出了多少部作品",  # a prize
    "郑和号最新消息",
    "鲁迅公园一共有几个门",  # a park
    "王者荣耀诸葛亮的皮肤有几个",  # a game's hero: main searched, so would a bare name list
])
def test_namesake_of_a_person_of_history_still_searches(question):
    assert decide_by_rules(question, today=TODAY).needs_search


def test_namesake_mark_needs_no_todays_deed():
    assert history_person_zh("墨子一共写了几篇文章") == "墨子"
    assert history_person_zh("墨子号卫星发射了吗") is None  # the satellite
    assert history_person_zh("鲁迅公园今天开放吗") is None
    assert history_person_zh("张衡一号发射成功了吗") is None
    assert history_person_zh("王者荣耀诸葛亮的皮肤有几个") is None  # a game's hero


@pytest.mark.parametrize("question", [
    "Is Olivia's fever going down?",  # main searched ("down" read as an outage)
    "Is my friend Sam's cough contagious?",  # pins: main already local (own_work)
    "Is Emma's rash something to worry about?",
    "How long will Jack's flu last?",
])
def test_named_private_persons_health_stays_local(question):
    assert not decide_by_rules(question, today=TODAY).needs_search


@pytest.mark.parametrize("question", [
    "Is the Pope's pneumonia improving?",
    "Is King Charles's cancer getting worse?",
    "Is Biden's health getting worse?",
])
def test_public_figures_health_still_searches(question):
    assert decide_by_rules(question, today=TODAY).needs_search


def test_private_health_reads_only_a_given_name_with_an_illness():
    assert private_health("Is Olivia's fever going down?")
    assert not private_health("Is Olivia's flight going down?")  # no illness
    assert not private_health("Is Queen Olivia's fever going down?")  # a public title
