"""Review of round 12's English and Chinese time rules on inputs nobody in round 12 wrote (review12a): each case
resolved otherwise at 4ba8c91."""

from __future__ import annotations

from datetime import date as D

import pytest

from groundwire.decide import timeframe
from groundwire.decide.time import idioms_en

TODAY = D(2026, 12, 5)  # a Saturday


# "the following day" reads the tense of the rest of its sentence; a text with no full stop made that the whole rest
# of the input, read again for every "the following day" in it: 20 kB of the phrase took 27 s (3.4 s at 1abd3b1).
# The clause read is bounded (no timing here: the length of what is read is checked).
def test_the_next_day_reads_a_bounded_clause(monkeypatch) -> None:
    seen: list[int] = []
    real = idioms_en.tells_past

    def spy(clause: str) -> bool:
        seen.append(len(clause))
        return real(clause)

    monkeypatch.setattr(idioms_en, "tells_past", spy)
    timeframe.resolve("the following day " * 300, TODAY)
    assert seen and max(seen) <= 200


def test_the_next_day_in_a_story_still_reads_its_verb() -> None:
    assert timeframe.resolve("The following day, shares rallied.", TODAY).spans == ()
    (span,) = timeframe.resolve("The following day is a holiday, so the office is closed.", TODAY).spans
    assert (span.start, span.end) == (D(2026, 12, 6), D(2026, 12, 6))


# ``day_first`` took any slash pair with a part over 12 as proof of day/month order for the whole text: "open 24/7"
# (hours a day, days a week) and a score ("18/20") turned an American "3/4" into 3 April. Neither is a date.
@pytest.mark.parametrize("text, start", [
    ("We're open 24/7. Call me on 3/4", D(2026, 3, 4)),
    ("Our hotline is 24/7; the launch moved to 2/3", D(2026, 2, 3)),
    ("I scored 18/20, and the launch moved to 2/3", D(2026, 2, 3)),
    ("Customer service 24/7. Webinar: 12/1 at 3pm ET", D(2026, 12, 1)),
])
def test_a_round_the_clock_or_a_score_is_no_day_month_proof(text: str, start: D) -> None:
    (span,) = timeframe.resolve(text, TODAY).spans
    assert span.start == start, span


def test_a_day_over_12_still_proves_day_month() -> None:
    (span,) = timeframe.resolve("Back on 30/11, then again on 2/3", TODAY).spans[-1:]
    assert span.start.month == 3 and span.start.day == 2, span


# datelines_zh read any "N日" before 电 / 電 as a filed dispatch (the day of this month, or last month's when still
# ahead); 电 also starts ordinary words: 电邮 (e-mail), 电竞 (e-sports), 电台 (radio), 电商 (e-commerce). A future
# "will e-mail on the 25th" became last month's 25th.
@pytest.mark.parametrize("text", ["公司将于25日电邮通知中签者", "比赛将在20日电台直播", "商家28日电商大促即将开始"])
def test_a_word_starting_with_dian_is_no_dateline(text: str) -> None:
    assert all(s.start != D(2026, 11, int(s.text[:2])) for s in timeframe.resolve(text, TODAY).spans
               if s.text[:2].isdigit()), timeframe.resolve(text, TODAY).spans


def test_a_dateline_still_dates_its_day() -> None:
    (span,) = timeframe.resolve("（中央社台北15日電）立法院三讀通過", TODAY).spans
    assert (span.start, span.end) == (D(2026, 11, 15), D(2026, 11, 15))


# normalize_zh read 拜 before 一 … 六 / 日 / 天 as 礼拜 (Singapore / Malaysia 拜一 "Monday"): 拜天公 (praying to the
# Jade Emperor, a Hokkien new-year rite of the same speakers), 拜天后 (Mazu) and 拜日式 (yoga's sun salutation) are
# worship, no Sunday
@pytest.mark.parametrize("text", ["拜天公要准备什么", "马祖拜天后宫", "我学会了拜日式"])
def test_worship_is_no_weekday(text: str) -> None:
    assert timeframe.resolve(text, TODAY).spans == ()


def test_bai_yi_is_still_monday() -> None:
    (span,) = timeframe.resolve("拜一见", TODAY).spans
    assert span.start == D(2026, 12, 7)


# offsets_en's period rules ("the week to Friday", "the 12 months to September": statistics releases) took any count
# of units before "to <weekday / month>", article or not, as a closed period: a move by a week to Friday and time
# left until a day became days already gone. The statistics idiom takes "the"; without it the day (or month) named
# is the one meant, as at 1abd3b1.
@pytest.mark.parametrize("text, start, end", [
    ("The meeting was pushed back a week to Friday.", D(2026, 12, 11), D(2026, 12, 11)),
    ("The vote was delayed two days to Thursday.", D(2026, 12, 10), D(2026, 12, 10)),
    ("They moved the launch 2 weeks to Tuesday", D(2026, 12, 8), D(2026, 12, 8)),
    ("The deadline was extended three months to March.", D(2026, 3, 1), D(2026, 3, 31)),
])
def test_a_shift_to_a_day_is_no_closed_period(text: str, start: D, end: D) -> None:
    (span,) = timeframe.resolve(text, TODAY).spans
    assert (span.start, span.end) == (start, end), span


@pytest.mark.parametrize("text, start, end", [
    ("Sales in the week to Friday rose 3%.", D(2026, 11, 28), D(2026, 12, 4)),
    ("Prices rose 2.1% in the 12 months to September", D(2025, 10, 1), D(2026, 9, 30)),
    ("the nine months ended Sept. 30", D(2026, 1, 1), D(2026, 9, 30)),
])
def test_a_statistics_period_still_closes_on_its_day(text: str, start: D, end: D) -> None:
    (span,) = timeframe.resolve(text, TODAY).spans
    assert (span.start, span.end) == (start, end), span


# round 12 read N日 after 期 / 限 (+ 为) as a length (有效期为30日, 冷静期為7日); 到期 (falls due), 截止期 (deadline) and
# 档期 (a booked date) name a day, as at 1abd3b1
@pytest.mark.parametrize("text, day", [("会员到期为28日", 28), ("截止期为25日", 25), ("活动档期为20日", 20)])
def test_a_due_day_after_qi_is_a_day(text: str, day: int) -> None:
    (span,) = timeframe.resolve(text, TODAY).spans
    assert (span.start, span.end) == (D(2026, 12, day), D(2026, 12, day)), span


@pytest.mark.parametrize("text", ["有效期为30日", "冷静期為7日", "期限为15日"])
def test_a_length_after_qi_is_still_no_day(text: str) -> None:
    assert timeframe.resolve(text, TODAY).spans == ()


# rules_zh read 年廿八 (Cantonese 腊月廿八) after any word ending in 年 but a listed few: 全年廿八场 (28 games a
# year), 青年廿八人 (28 young people) and 近年廿八次 are counts, no day of the twelfth lunar month
@pytest.mark.parametrize("text", ["全年廿八场比赛", "全年廿八宗命案", "近年廿八次", "青年廿八人参加", "少年廿八名"])
def test_a_count_after_nian_is_no_lunar_day(text: str) -> None:
    assert all("廿" not in s.text for s in timeframe.resolve(text, TODAY).spans)  # (近年 is a span of its own)


@pytest.mark.parametrize("text", ["年廿八洗邋遢", "我哋年廿八返乡下"])
def test_nian_ya_ba_is_still_the_lunar_day(text: str) -> None:
    (span,) = timeframe.resolve(text, TODAY).spans
    assert span.start == D(2027, 2, 4)
