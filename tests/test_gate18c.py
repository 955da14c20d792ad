"""gate18c: the post, team or seat of something known to be over, asked in the present tense (a band split, a player
retired, a firm dissolved); a band's post told by its verb; the date of a coming occasion in Chinese; Chinese owners,
line-ups and next seasons; a place word inside a character's name. Inputs are our own wordings, none a row of wave
25."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide_by_rules
from groundwire.decide.gate_finished import finished_subject
from groundwire.decide.gate_schedule_zh import occasion_date_zh

TODAY = date(2026, 12, 6)


def _searches(question: str) -> bool:
    return decide_by_rules(question, today=TODAY).needs_search


@pytest.mark.parametrize("question", [
    "who's the bassist of nirvana",
    "Who is the frontman of Talking Heads?",
    "what club does zinedine zidane play for",
    "who is the chairman of enron",
    "where is worldcom based",
    "黄家驹乐队的鼓手是谁",
    "科比在哪个球队",
])
def test_a_post_of_something_over_stays_local(question: str) -> None:
    assert finished_subject(question) is not None
    assert not _searches(question)


@pytest.mark.parametrize("question", [
    "who is the drummer of metallica",
    "where is microsoft based",
    "五月天的主唱是谁",
    "科比的老婆现在在哪",  # not a post of the career: a life that goes on
    "what club does david beckham own as an owner",  # a second career runs
])
def test_a_running_or_live_twin_is_not_finished(question: str) -> None:
    assert finished_subject(question) is None


def test_news_naming_a_finished_band_is_still_news() -> None:
    assert _searches("the beatles documentary topped the streaming charts on friday. which platform released it?")


@pytest.mark.parametrize("question", [
    "who plays keyboards for coldplay",
    "who's on drums in the rolling stones",
    "how many members are there in the group exo",
])
def test_a_band_post_told_by_its_verb_searches(question: str) -> None:
    assert _searches(question)


def test_a_songs_part_is_one_recording() -> None:
    assert not _searches("who sings lead vocals on hey jude")


@pytest.mark.parametrize("question", ["四六级查分时间", "考研报名什么时候开始", "医保缴费截止日期"])
def test_a_coming_occasions_date_searches(question: str) -> None:
    assert occasion_date_zh(question)
    assert _searches(question)


@pytest.mark.parametrize("question", ["古代科举放榜时间", "2019年高考报名时间"])
def test_an_occasion_of_the_past_stays_local(question: str) -> None:
    assert not _searches(question)


@pytest.mark.parametrize("question", ["微信是哪个公司的", "饿了么归哪家集团", "蔚来卖哪些车型", "庆余年会不会拍第三季"])
def test_chinese_owner_lineup_and_next_season_search(question: str) -> None:
    assert _searches(question)


@pytest.mark.parametrize("question", ["iPhone是哪家公司的产品", "微信最早是哪家公司开发的"])
def test_a_maker_or_a_launch_is_history(question: str) -> None:
    assert not _searches(question)


def test_a_place_word_inside_a_characters_name_is_no_place() -> None:
    assert not _searches("美国队长还能举起雷神之锤吗")
    assert _searches("在美国还能用微信吗")


@pytest.mark.parametrize("question", ["京东当初是由谁创办的", "微博最初是哪家公司推出的"])
def test_a_founding_or_first_launch_is_history(question: str) -> None:
    assert not _searches(question)


def test_history_is_no_ever_superlative() -> None:
    assert not _searches("秦始皇真的焚书坑儒了吗？历史上有争议吗")
    assert _searches("史上最贵的转会是哪一笔")


@pytest.mark.parametrize("question", ["目前哪款扫地机器人最好用", "现在哪个牌子的空气炸锅最好"])
def test_a_pick_among_products_now_searches(question: str) -> None:
    assert _searches(question)


def test_an_own_habit_with_now_stays_local() -> None:
    assert not _searches("现在哪种姿势睡觉最好")
