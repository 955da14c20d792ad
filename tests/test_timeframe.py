"""Time grounding: relative and absolute expressions in Chinese and English, boundaries, hostile input."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.models import Freshness, TimeRange
from groundwire.timeframe import cn_int, freshness_for, resolve

TODAY = date(2026, 11, 15)  # a Sunday
D = date


def one(text: str, today: date = TODAY):
    g = resolve(text, today)
    assert len(g.spans) == 1, (text, g.spans)
    return g.spans[0]


@pytest.mark.parametrize(
    "text,start,end",
    [
        ("今天", D(2026, 11, 15), D(2026, 11, 15)),
        ("昨天", D(2026, 11, 14), D(2026, 11, 14)),
        ("前天", D(2026, 11, 13), D(2026, 11, 13)),
        ("明天", D(2026, 11, 16), D(2026, 11, 16)),
        ("后天", D(2026, 11, 17), D(2026, 11, 17)),
        ("本周", D(2026, 11, 9), D(2026, 11, 15)),
        ("上周", D(2026, 11, 2), D(2026, 11, 8)),
        ("下周", D(2026, 11, 16), D(2026, 11, 22)),
        ("本月", D(2026, 11, 1), D(2026, 11, 30)),
        ("上个月", D(2026, 10, 1), D(2026, 10, 31)),
        ("下个月", D(2026, 12, 1), D(2026, 12, 31)),
        ("今年", D(2026, 1, 1), D(2026, 12, 31)),
        ("去年", D(2025, 1, 1), D(2025, 12, 31)),
        ("明年", D(2027, 1, 1), D(2027, 12, 31)),
        ("前年", D(2024, 1, 1), D(2024, 12, 31)),
        ("上半年", D(2026, 1, 1), D(2026, 6, 30)),
        ("下半年", D(2026, 7, 1), D(2026, 12, 31)),
        ("今年下半年", D(2026, 7, 1), D(2026, 12, 31)),
        ("去年上半年", D(2025, 1, 1), D(2025, 6, 30)),
        ("明年上半年", D(2027, 1, 1), D(2027, 6, 30)),
        ("2025年下半年", D(2025, 7, 1), D(2025, 12, 31)),
        ("第三季度", D(2026, 7, 1), D(2026, 9, 30)),
        ("Q3", D(2026, 7, 1), D(2026, 9, 30)),
        ("2025年第一季度", D(2025, 1, 1), D(2025, 3, 31)),
        ("近三个月", D(2026, 8, 15), D(2026, 11, 15)),
        ("过去一周", D(2026, 11, 8), D(2026, 11, 15)),
        ("最近", D(2026, 10, 16), D(2026, 11, 15)),
        ("2026年3月", D(2026, 3, 1), D(2026, 3, 31)),
        ("3月15日", D(2026, 3, 15), D(2026, 3, 15)),
        ("二零二四年五月", D(2024, 5, 1), D(2024, 5, 31)),
        ("2017年8月至11月", D(2017, 8, 1), D(2017, 11, 30)),
        ("this week", D(2026, 11, 9), D(2026, 11, 15)),
        ("last month", D(2026, 10, 1), D(2026, 10, 31)),
        ("next year", D(2027, 1, 1), D(2027, 12, 31)),
        ("H2 2026", D(2026, 7, 1), D(2026, 12, 31)),
        ("Q3 2025", D(2025, 7, 1), D(2025, 9, 30)),
        ("the second half of 2025", D(2025, 7, 1), D(2025, 12, 31)),
        ("the past 3 months", D(2026, 8, 15), D(2026, 11, 15)),
        ("since 2024", D(2024, 1, 1), D(2026, 11, 15)),
        ("in the last 24 hours", D(2026, 11, 14), D(2026, 11, 15)),
        ("yesterday", D(2026, 11, 14), D(2026, 11, 14)),
        ("2026-03-15", D(2026, 3, 15), D(2026, 3, 15)),
        ("March 15 2026", D(2026, 3, 15), D(2026, 3, 15)),
        ("March 15, 2026", D(2026, 3, 15), D(2026, 3, 15)),
        ("15 March 2026", D(2026, 3, 15), D(2026, 3, 15)),
        ("3 days ago", D(2026, 11, 12), D(2026, 11, 12)),
        ("next Friday", D(2026, 11, 20), D(2026, 11, 20)),
        ("周三", D(2026, 11, 18), D(2026, 11, 18)),
        ("上世纪80年代", D(1980, 1, 1), D(1989, 12, 31)),
    ],
)
def test_resolves_expressions(text: str, start: date, end: date) -> None:
    span = one(text)
    assert (span.start, span.end) == (start, end)
    assert span.text == text


@pytest.mark.parametrize(
    "text,today,expected",
    [
        ("上个月", D(2026, 1, 10), "2025年12月"),  # year boundary backwards
        ("下个月", D(2025, 12, 31), "2026年1月"),  # year boundary forwards
        ("明天", D(2025, 12, 31), "2026年1月1日"),
        ("昨天", D(2026, 1, 1), "2025年12月31日"),
        ("昨天", D(2024, 3, 1), "2024年2月29日"),  # leap year
        ("昨天", D(2025, 3, 1), "2025年2月28日"),
        ("明天", D(2024, 2, 28), "2024年2月29日"),
        ("last month", D(2026, 1, 5), "December 2025"),
        ("this year's release", D(2026, 5, 1), "2026 release"),
        ("今年下半年的发布会", D(2026, 5, 1), "2026年下半年的发布会"),
        ("上个月", D(2026, 11, 15), "2026年10月"),
        ("latest iPhone", D(2026, 5, 1), "latest iPhone"),
    ],
)
def test_rewrites_relative_text(text: str, today: date, expected: str) -> None:
    assert resolve(text, today).rewritten == expected


@pytest.mark.parametrize(
    "text,today,start,end",
    [
        ("上个季度", D(2026, 2, 1), D(2025, 10, 1), D(2025, 12, 31)),  # quarter boundary across a year
        ("本季度", D(2026, 3, 31), D(2026, 1, 1), D(2026, 3, 31)),
        ("本季度", D(2026, 4, 1), D(2026, 4, 1), D(2026, 6, 30)),
        ("next quarter", D(2026, 12, 31), D(2027, 1, 1), D(2027, 3, 31)),
        ("last month", D(2024, 3, 31), D(2024, 2, 1), D(2024, 2, 29)),  # leap February
        ("the past month", D(2024, 3, 31), D(2024, 2, 29), D(2024, 3, 31)),  # clamps March 31 to Feb 29
        ("过去一年", D(2024, 2, 29), D(2023, 2, 28), D(2024, 2, 29)),
        ("本周", D(2026, 1, 1), D(2025, 12, 29), D(2026, 1, 4)),  # ISO week spans the new year
        ("2月", D(2024, 6, 1), D(2024, 2, 1), D(2024, 2, 29)),
        ("98年4月", D(1997, 7, 1), D(1998, 4, 1), D(1998, 4, 30)),  # two-digit year near the base
        ("24年", D(2021, 6, 14), D(2024, 1, 1), D(2024, 12, 31)),
    ],
)
def test_boundaries(text: str, today: date, start: date, end: date) -> None:
    span = one(text, today)
    assert (span.start, span.end) == (start, end)


@pytest.mark.parametrize(
    "text,freshness",
    [
        ("今天的新闻", Freshness.DAY),
        ("yesterday's score", Freshness.DAY),
        ("in the last 24 hours", Freshness.DAY),
        ("this week", Freshness.WEEK),
        ("过去一周", Freshness.WEEK),
        ("this month", Freshness.MONTH),
        ("the last 30 days", Freshness.MONTH),
        ("this year", Freshness.YEAR),
        ("今年下半年", Freshness.YEAR),
        ("去年", None),  # entirely in the past: a range, no freshness
        ("上个月", None),
        ("2020年3月", None),
        ("latest iPhone", None),
    ],
)
def test_freshness_bucket(text: str, freshness: Freshness | None) -> None:
    assert resolve(text, TODAY).freshness == freshness


def test_past_range_keeps_time_range() -> None:
    g = resolve("去年的GDP", TODAY)
    assert g.freshness is None
    assert g.time_range == TimeRange(D(2025, 1, 1), D(2025, 12, 31))


def test_time_range_covers_all_spans() -> None:
    g = resolve("compare Q1 2025 with Q3 2026", TODAY)
    assert g.time_range == TimeRange(D(2025, 1, 1), D(2026, 9, 30))


@pytest.mark.parametrize("text", ["latest iPhone", "RTX 2080 price", "May I ask how TCP works", "Python 3.12 release",
                                  "how does TCP slow start work", "我有3个月没运动", "iPhone 15 price"])
def test_no_false_time_spans(text: str) -> None:
    assert resolve(text, TODAY).spans == ()


@pytest.mark.parametrize("text", ["", "   ", "😀" * 50, "\x00\x01\x02\x7f", "a" * 100_000, "2026年" * 20_000,
                                  "上个月" * 30_000, "\u200b\u202e今天\u2066", "9" * 5000, "99999年99月99日"])
def test_hostile_input_never_raises(text: str) -> None:
    g = resolve(text, TODAY)
    assert isinstance(g.rewritten, str)
    for s in g.spans:
        assert s.start <= s.end


def test_extreme_today_does_not_overflow() -> None:
    for today in (date.min, date.max):
        g = resolve("明年 last year 3 days ago 近三个月 since 2024 下周", today)
        assert isinstance(g.spans, tuple)


def test_cn_int() -> None:
    assert cn_int("十二") == 12
    assert cn_int("二零二六") == 2026
    assert cn_int("两") == 2
    assert cn_int("三十一") == 31
    assert cn_int("abc") is None


def test_freshness_for_future_and_far_past() -> None:
    assert freshness_for(D(2026, 11, 16), D(2026, 11, 16), TODAY) == Freshness.DAY
    assert freshness_for(D(2000, 1, 1), D(2000, 12, 31), TODAY) is None
    assert freshness_for(D(2020, 1, 1), TODAY, TODAY) is None  # longer than a year


def test_tz_is_accepted() -> None:
    from zoneinfo import ZoneInfo

    assert resolve("今天", TODAY, ZoneInfo("Asia/Shanghai")).spans[0].start == TODAY


@pytest.mark.parametrize(
    ("text", "rewritten", "start", "end"),
    [
        ("launch events second half of this year", "launch events H2 2026", date(2026, 7, 1), date(2026, 12, 31)),
        ("first quarter of next year", "Q1 2027", date(2027, 1, 1), date(2027, 3, 31)),
        ("the first half of next year", "H1 2027", date(2027, 1, 1), date(2027, 6, 30)),
        ("H2 this year", "H2 2026", date(2026, 7, 1), date(2026, 12, 31)),
        ("Q4 of last year", "Q4 2025", date(2025, 10, 1), date(2025, 12, 31)),
    ],
)
def test_part_of_a_relative_year_is_one_span(text, rewritten, start, end):
    g = resolve(text, date(2026, 11, 30))
    assert g.rewritten == rewritten
    assert (g.time_range.start, g.time_range.end) == (start, end)
