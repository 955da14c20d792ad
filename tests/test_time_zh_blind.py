"""Round 5's blind Chinese table (tests/data/time_zh_blind.tsv), written before the round's rules: Traditional and
Taiwan/HK usage, news style, spoken words, numeric forms, ranges, numbered weeks, holidays, era and 干支 years, 农历,
impossible dates and non-time numbers. bench/bench_time_zh_core.py --table blind prints the same rows per family.
Beside it, the guards of the new idioms (decide/time/idioms_zh.py): the words they must leave alone."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from groundwire.decide.time import idioms_zh
from groundwire.decide.time.normalize_zh import normalize
from groundwire.decide.timeframe import resolve
from tests.time_tables import check_row, read_rows

TABLE = Path(__file__).parent / "data" / "time_zh_blind.tsv"
MON = date(2026, 11, 30)


ROWS = read_rows(TABLE)


def test_table_is_large_and_varied():
    assert len(ROWS) >= 120
    assert {r[0] for r in ROWS} >= {"traditional", "news", "spoken", "numeric", "range", "week", "holiday", "era",
                                    "lunar", "void", "negative", "question"}
    assert len({r[1] for r in ROWS}) >= 6  # several todays: a Sunday, a leap day, Dec 31, around the Spring Festival


@pytest.mark.parametrize("family, today, text, start, end, span", ROWS, ids=[f"{r[0]}:{r[2]}@{r[1]}" for r in ROWS])
def test_blind_row(family, today, text, start, end, span):
    check_row(today, text, start, end, span)


@pytest.mark.parametrize("text", [
    "这部剧第二季什么时候播", "怀孕第12周", "上映第二周票房", "生日前买礼物", "节日前后", "截止日前提交", "推出年度报告",
    "辞旧年迎新年", "之后儿童节", "售价618元", "每个礼拜三次", "十四五个人", "随后个人", "次日达服务", "找暑期工",
    "美国国庆节放烟花", "五一中学", "寒暑假", "年头月尾", "第三周的训练", "近日点",
])
def test_idioms_leave_other_words_alone(text):
    spans = resolve(text, MON).spans
    assert all(s.text not in ("第二季", "第12周", "第二周", "日前", "明年", "去年", "后天", "618", "礼拜三", "周三",
                              "十四五", "后个", "次日", "暑期", "国庆节", "五一", "暑假", "月尾", "第三周", "近日")
               for s in spans), [s.text for s in spans]


def test_ganzhi_year_is_the_latest_of_its_name_up_to_next_year():
    assert idioms_zh.ganzhi_year_near("甲子", date(2026, 1, 1)) == 1984  # not 2044, although nearer
    assert idioms_zh.ganzhi_year_near("丁未", date(2026, 1, 1)) == 2027  # next year's name, not 1967
    assert idioms_zh.ganzhi_year_near("丙午", date(2026, 1, 1)) == 2026
    assert idioms_zh.ganzhi_year_near("甲丑", date(2026, 1, 1)) is None  # stem and branch of different parity
    (s,) = resolve("光绪甲午年", MON).spans  # in an era: that era's year
    assert (s.start, s.end) == (date(1894, 1, 1), date(1894, 12, 31))


def test_before_the_common_era_claims_its_text():
    assert resolve("公元前221年秦统一六国", MON).spans == ()


def test_golden_week_in_progress_is_this_years():
    (s,) = resolve("国庆假期", date(2026, 10, 3)).spans
    assert (s.start, s.end) == (date(2026, 10, 1), date(2026, 10, 7))


def test_spring_festival_travel_season_follows_the_lunar_calendar():
    (s,) = resolve("2024年春运", MON).spans  # the Spring Festival of 2024 was Feb 10
    assert (s.start, s.end) == (date(2024, 1, 26), date(2024, 3, 5))


def test_guarded_words_keep_their_length():
    for text in ("出年三月", "舊年今日", "前兒個", "上個月尾"):
        assert len(normalize(text)) == len(text)
    assert normalize("出年三月") == "明年三月" and normalize("推出年度") == "推出年度"


def test_after_a_year_runs_to_today_and_a_joined_range_does_not():
    (s,) = resolve("2010年之后的房价", MON).spans
    assert (s.text, s.start, s.end) == ("2010年之后", date(2011, 1, 1), MON)
    (s,) = resolve("从2月底到3月初", MON).spans  # ends with 初 but is a range, not "since"
    assert s.end == date(2026, 3, 10)


def test_working_days_skip_the_weekend():
    fri = date(2026, 12, 4)
    (s,) = resolve("3个工作日内", fri).spans  # Mon, Tue, Wed after a Friday
    assert (s.start, s.end) == (fri, date(2026, 12, 9))
    (s,) = resolve("5个工作日后", fri).spans
    assert (s.start, s.end) == (date(2026, 12, 11), date(2026, 12, 11))


@pytest.mark.parametrize("text, start, end", [
    ("去年最后一季度", date(2025, 10, 1), date(2025, 12, 31)),  # 后一季度 inside it is no "last N quarters"
    ("最后一个季度", date(2026, 10, 1), date(2026, 12, 31)),
    ("本季度最后一个月", date(2026, 12, 1), date(2026, 12, 31)),
    ("上季度最后一个月", date(2026, 9, 1), date(2026, 9, 30)),
])
def test_last_quarter_and_a_quarters_last_month(text, start, end):
    (s,) = resolve(text, MON).spans
    assert (s.text, s.start, s.end) == (text, start, end)


def test_a_last_season_is_no_quarter():
    assert resolve("这部剧最后一季", MON).spans == ()


@pytest.mark.parametrize("text", ["近日", "日前", "这几天"])  # 近几天 is 近N天 with 几 = 3
def test_recent_days_are_the_last_week(text):
    (s,) = resolve(text, MON).spans  # as 近一周 / 过去7天: 7 days up to today
    assert (s.start, s.end) == (date(2026, 11, 24), MON)


@pytest.mark.parametrize("text, start, end", [
    ("今年七八月份", date(2026, 7, 1), date(2026, 8, 31)),
    ("3、4月", date(2026, 3, 1), date(2026, 4, 30)),
    ("十一二月", date(2026, 11, 1), date(2026, 12, 31)),  # November and December, not February
    ("明年一二月", date(2027, 1, 1), date(2027, 2, 28)),  # was 明年 + February of this year
    ("去年11、12月", date(2025, 11, 1), date(2025, 12, 31)),
    ("今年三四季度", date(2026, 7, 1), date(2026, 12, 31)),
    ("第二、三季度", date(2026, 4, 1), date(2026, 9, 30)),
    ("12月", date(2026, 12, 1), date(2026, 12, 31)),  # digits without a separator are one month
    ("10月", date(2026, 10, 1), date(2026, 10, 31)),
])
def test_two_months_or_quarters_named_together(text, start, end):
    (s,) = resolve(text, MON).spans
    assert (s.text, s.start, s.end) == (text, start, end)


@pytest.mark.parametrize("text", ["光绪甲子年", "宣统甲午年"])  # 光绪 ended in 1908 and 宣统 in 1911, before these names
def test_ganzhi_year_outside_its_era_gives_no_span(text):
    assert resolve(text, MON).spans == ()


def test_two_months_are_not_read_across_a_comma():
    spans = resolve("库存还有3，4月开始补货", MON).spans  # "3 left; restocking starts in April"
    assert all(s.start.month != 3 for s in spans), [(s.text, s.start) for s in spans]
