"""Review 12b: the Chinese gate's Mandarin view and advice rule (round 12), defects a fresh reader found. Each test
failed before its fix."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide
from groundwire.decide.gate_mandarin_zh import mandarin_zh

TODAY = date(2026, 12, 5)


@pytest.mark.parametrize("text", ["房价走势重点解读", "汇率走势重点解读", "2026年高考数学考点解析", "股市行情难点解答",
                                  "这周末周边度假去哪里好", "知识点解释"])
def test_mandarin_words_holding_the_cantonese_letters_are_kept(text):
    # 重点解读 ("key points explained") read as 重为什么读, 周边度假 as 周哪里假: 点解 / 边度 are Cantonese words
    # only when 解 / 度 do not start a Mandarin word of their own (解读, 解析, 解答, 解释; 度假, 度过)
    assert mandarin_zh(text) == text


def test_cantonese_why_and_where_still_read():
    assert mandarin_zh("点解油价又升") == "为什么油价又升"
    assert mandarin_zh("而家去边度买金好") == "现在去哪里买金好"


@pytest.mark.parametrize("question", ["房价走势重点解读", "汇率走势重点解读", "股市行情难点解答"])
def test_analysis_of_a_drifting_topic_still_searches(question):
    # 点解 -> 为什么 made an explanation of these and dropped the topic word: searched before round 12, local after
    assert decide(question, today=TODAY).needs_search


@pytest.mark.parametrize("question", ["今年养老金上调多少，应该怎么领", "最近油价涨了多少，要不要现在加满",
                                      "今年个税起征点是多少，该怎么申报"])
def test_a_figure_asked_beside_advice_still_searches(question):
    # the advice rule (gate_ask_zh) dropped 今年 / 最近 as the user's own day: the figure asked went unsearched
    assert decide(question, today=TODAY).needs_search


@pytest.mark.parametrize("question", ["明天要考试了，怎么缓解紧张", "今天晚饭做什么菜比较简单"])
def test_advice_on_the_users_own_day_stays_local(question):
    assert not decide(question, today=TODAY).needs_search


def test_cantonese_please_is_no_should_not():
    # 唔該 ("please" / "thank you") was read 唔 -> 不 + 該: 不该 ("should not"), the opposite of what it says
    assert mandarin_zh("唔該問下而家金價幾多？") == "请问下现在金价多少？"
    assert mandarin_zh("唔该晒") == "谢谢"
    assert mandarin_zh("你唔應該去") == "你不应该去"


@pytest.mark.parametrize("question", ["Is it still safe to travel to Israel?",
                                      "Is it still safe to fly on a Boeing 737 Max?",
                                      "Is it still okay to use Windows 10?"])
def test_still_safe_about_a_named_place_or_thing_searches(question):
    # round 13's "is it still safe to …" advice shape (gate_local_en.still_advice) kept these local: whether a
    # named country, aircraft or product is safe or supported now is news (searched on 4ba8c91)
    assert decide(question, today=TODAY).needs_search


def test_still_safe_about_a_habit_stays_local():
    assert not decide("Is it still safe to eat bread with the mould cut off?", today=TODAY).needs_search
