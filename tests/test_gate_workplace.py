"""privacy12: the user's own work and people asked by name stay off the web (``gate_workplace``).

Round 12's status shapes ("where are we on", "any updates on", "is <name> pregnant") searched for the user's own
accounts, tickets, colleagues and family: a search engine cannot answer them and a query leaks the user's affairs.
Each private case below but three (marked) was searched before this change (at ef1d5fb); each public twin must still
search. Written from privacy12's own probing, not from the rows of bench/data/gate_r12_private_probe.tsv.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide
from groundwire.decide.gate_workplace import own_work

TODAY = date(2026, 3, 2)


@pytest.mark.parametrize("query", [
    # an internal thing: a surname or product before a work noun, a ticket key, a team ritual
    "where are we on the Confluence migration?",
    "any updates on the Garcia account?",
    "any updates on the Johnson project?",
    "what's the status of the Baxter file?",
    "what's the status of ticket INFRA-88?",
    "is the Thompson account still active?",
    "any news on the Carter proposal?",
    "what did Rob say in the retro?",
    "when does our sprint end?",
    "will the Hydra deploy slip?",
    # a colleague or a relative by first name alone
    "is Karen pregnant?",
    "is Mark still on vacation?",
    "did Julia sign off on the design?",
    "has Pete pushed the fix yet?",
    "is Grandpa home yet?",
    "did Aunt Linda get her results?",
    # our / my team, client, boss
    "what's our team's headcount plan for Q2?",  # (local before too)
    "has our client paid the deposit yet?",
    "did my manager sign off on the raise?",  # (local before too)
    # Chinese: our group / company, a colleague, a client, the boss, family
    "我司的新项目进展怎么样？",
    "同事小张最近在忙什么？",
    "客户李总那边签合同了吗？",
    "组里的迭代计划定了吗？",
    "刘姐的报价发过来了吗？",
    "小芳怀孕了吗？",
    "老板最近是不是要裁员？",
    "我们部门今年的预算批了吗？",  # (local before too)
    "表姐的孩子出生了吗？",
])
def test_own_work_and_people_stay_local(query: str) -> None:
    assert own_work(query), query
    d = decide(query, today=TODAY)
    assert not d.needs_search and d.reason in ("own_work", "own_affairs"), d


@pytest.mark.parametrize("query", [
    "where are we on the Brexit talks?",
    "any updates on the SpaceX Starship launch?",
    "is Rihanna pregnant?",
    "is Lionel Messi still at Inter Miami?",
    "what's the status of the OpenAI lawsuit?",
    "any news on the Paramount merger?",
    "where are we on the Farm Bill?",
    "what did Biden say about Ukraine?",
    "is Taylor Swift engaged?",
    "did Emma Stone win the Oscar?",
    "has Steve Kerr signed an extension?",
    "did my team win last night?",  # a fan's team: not a workplace
    "is our office closed today because of the snowstorm?",  # a public disruption beside our own place
    "what did I miss in the news today?",
    "any updates on the Stargate project?",  # a public venture's project: no person's name before it
    "when does the next sprint of the Tour de France start?",
    "where are we on the Seine cleanup?",  # a head public ventures bear too, after no person's name
])
def test_public_twins_still_search(query: str) -> None:
    assert not own_work(query), query
    assert decide(query, today=TODAY).needs_search, decide(query, today=TODAY)


# news from the tuned-on sets the first draft of own_work kept local: a first name used as a thing's name, a
# surname the capitals do not show, a model's version, a title, an adjective "stand-up", a full name
@pytest.mark.parametrize("query", [
    "How much is a ticket on the Elizabeth line?",
    "What is the price of a barrel of Brent crude?",
    "Who are the Oscar favourites for best picture according to the odds?",
    "Ron deSantis announced his 2024 presidential bid on which social media platform?",
    "Has OpenAI released GPT-5.5?",
    "How many installments does Gran Turismo currently have?",
    "Stand-up comedian and actor Richard Belzer died this week at 78. Which show made him famous?",
    "where is Charlie Kirk's memorial?",
    "has Beryl made landfall?",
    "is Alexa down?",
    "Is it too wet to plant in Kent this week?",
    "is Wendy's open on Christmas Day?",  # a shop named for a person (privacy12's own probing)
    "is Steph playing tonight?",  # a player by a first name
    "is Dolly touring this year?",  # a place after "in" (round 14's read half)
    "what is the Fed roadmap for rate cuts?",
    "客户说人民币又贬值了，是真的吗？",  # a colleague or relative reporting a public claim
    "表哥说今年房贷利率又降了？",
    "老板电器最近出新品了吗？",  # a brand (Robam), not the boss
    "我们组用的Jira今天是不是宕机了？",  # an outage of a public service
    "小张同学最近很火，他是谁？",  # someone trending
    "杨紫怀孕了吗？",
    "华为最近在忙什么？",
    "老板说金价还要涨，是真的吗？",  # a market price, whoever said it
    "小米汽车最近交付了多少台？",
    "特斯拉老板马斯克最近说了什么？",
    "我们区今年小学什么时候报名？",
])
def test_public_names_are_not_own_work(query: str) -> None:
    assert not own_work(query), query  # (whether the rest of the gate searches them is not this module's call)


@pytest.mark.parametrize("query", [
    "search the web for news on the Garcia account",  # an explicit request to search stays one
])
def test_an_explicit_search_request_wins(query: str) -> None:
    assert decide(query, today=TODAY).needs_search
