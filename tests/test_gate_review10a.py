"""Review of round 10's gate shapes on text nobody here wrote: timeless or private questions that the new shapes
sent to the web (each case searched at ce1253c and stayed local before round 10, at 5860e3d).

* ``search_box_state`` read any query of two to five words ending on "time", "date", "table" or "results" as a state
  of things: "rice cooking time", "periodic table", "blood test results", "mom's birthday date", and, dropping the
  last word, "due date calculator".
* ``news_zh`` read a reported deed beside a question word, with no look at who is asking: the user's own affairs
  ("老师宣布考试成绩，我考了多少分？") and advice ("冰箱调整温度调到几度合适？") went to the web.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide
from groundwire.decide.gate_news_zh import news_zh
from groundwire.decide.gate_report import headline_ask, search_box_state

TODAY = date(2026, 12, 5)


@pytest.mark.parametrize("query", [
    "rice cooking time",
    "paint drying time",
    "password reset time",
    "periodic table",
    "multiplication table",
    "blood test results",
    "mom's birthday date",
    "due date calculator",
])
def test_timeless_or_private_search_box_queries_stay_local(query: str) -> None:
    assert search_box_state(query) is None
    assert not decide(query, today=TODAY).needs_search, decide(query, today=TODAY)


@pytest.mark.parametrize("query", [
    "super bowl kickoff time",
    "sunset time london",
    "premier league table",
    "Bitcoin all-time high?",
    "ielts results",
    "apple event date",
])
def test_state_queries_still_search(query: str) -> None:
    assert search_box_state(query)


@pytest.mark.parametrize("question", [
    "老师宣布考试成绩，我考了多少分？",
    "我调整了代码，哪里出错了？",
    "我们公司裁员了，我能拿多少补偿？",
    "冰箱调整温度调到几度合适？",
    "空调调整到多少度应该比较省电？",
])
def test_personal_or_advice_chinese_questions_are_no_news(question: str) -> None:
    assert news_zh(question) is None
    assert not decide(question, today=TODAY).needs_search, decide(question, today=TODAY)


@pytest.mark.parametrize("question", [
    "我国成功发射了哪颗卫星？",  # 我国: the news' own voice
    "我省新开通了哪条高铁？",
])
def test_our_country_in_chinese_news_is_still_news(question: str) -> None:
    assert news_zh(question)


def test_headline_question_needs_no_question_mark_after_a_colon() -> None:
    # "...: who replaces her" (typed without "?") was local while "...: who replaces her?" searched
    question = "minister quits over housing scandal: who replaces her"
    assert headline_ask(question)
    assert decide(question, today=TODAY).needs_search
    # after a full stop the question mark is still needed: "Talks collapse. Who knows" is no question
    assert headline_ask("Border talks collapse in Geneva. Who knows") is None


@pytest.mark.parametrize("question", [
    "Slow cooker recipes: what goes well with pork?",  # a plural noun closing the lead is no verb
    "Sourdough starters explained: what do they need?",
    "Chef's knives compared: which steel holds an edge?",
])
def test_guide_titles_before_a_colon_are_no_headline(question: str) -> None:
    assert headline_ask(question) is None
    assert not decide(question, today=TODAY).needs_search, decide(question, today=TODAY)


@pytest.mark.parametrize("question", [
    "how does the new iphone camera work",  # one new thing named: "the new ..."
    "how can I watch the new season of severance",
    "why does the new pixel overheat",
    "how do i claim the new child tax credit",
    "why do egg prices keep rising",  # a trend going on now
])
def test_general_how_and_why_does_not_hide_a_named_new_thing_or_a_trend(question: str) -> None:
    # round 10's "how things work in general" dropped "new" and topic words from any how/why-do question
    assert decide(question, today=TODAY).needs_search, decide(question, today=TODAY)


@pytest.mark.parametrize("question", [
    "How does a stock exchange list a new company?",
    "why do bond prices fall when rates rise",
])
def test_general_explanations_stay_local(question: str) -> None:
    assert not decide(question, today=TODAY).needs_search, decide(question, today=TODAY)
