"""Round 11's blind Chinese table (tests/data/time_zh_blind7.tsv): voices no earlier table used — 小红书 / 微博 posts,
政务公告 and 法规, 天气预报, 高铁 / 航班, 考试, 电商大促, 财报, 体育赛季, Taiwan / Hong Kong, 口语, classical look-alikes,
non-time numbers and impossible dates — written before the round's rules and split by sha1(text) into a fit half (read
while writing rules: every row is a test) and a held half (never read: only its share of exact rows is checked, so a
failure names no row). bench/bench_time_zh_core.py --table blind7 --half fit|held prints the same figures."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from bench.bench_time_zh_core import CORE, check, half, load
from groundwire.decide.timeframe import resolve
from tests.time_tables import check_row, one_span, read_rows, row_param, table_voices

TABLE = Path(__file__).parent / "data" / "time_zh_blind7.tsv"
ROWS = read_rows(TABLE)
FIT = [r for r in ROWS if half(r[2]) == "fit"]
# fit rows still missed, each strict (it turns red once it passes)
KNOWN_MISSES: dict[str, str] = {
    "1433年返航": "a year before 1600 in digits is read only after 公元 (1500年历史 is a count of years); it now gives "
              "no span where it gave 33年 (2033)",
}


def test_table_is_large_split_and_in_new_voices():
    assert len(ROWS) >= 250
    assert table_voices(TABLE) >= {"xhs", "weibo", "zhengwu", "fagui", "tianqi", "gaotie", "hangban", "kaoshi", "dacu",
                                   "caibao", "saiji", "taiwan", "hk", "kouyu", "guwen", "shuzi", "feiri"}
    assert {date(2026, 12, 31), date(2028, 2, 29), date(2027, 1, 31), date(2027, 2, 5), date(2027, 2, 7),
            date(2026, 6, 28)} <= {r[1] for r in ROWS}
    assert sum(r[3] is None for r in ROWS) >= 60  # rows that must give no span
    assert 100 <= len(FIT) <= len(ROWS) - 100  # both halves hold a fair share


@pytest.mark.parametrize("family, today, text, start, end, span", [row_param(r, KNOWN_MISSES) for r in FIT])
def test_blind7_fit_row(family, today, text, start, end, span):
    check_row(today, text, start, end, span)


def test_blind7_held_half_meets_the_goal():
    """The held half, never read: all rows ≥ 0.80 and core families ≥ 0.90 exact (issue 8's goal); the count
    alone is reported, never which rows miss. Catches a rule change that costs held rows."""
    rows = [r for r in load(TABLE) if half(r.text) == "held"]
    good = [check(r)[0] for r in rows]
    core = [g for g, r in zip(good, rows) if r.family in CORE]
    assert sum(good) / len(good) >= 0.90 and sum(core) / len(core) >= 0.90, (sum(good), len(good), sum(core), len(core))


C = date(2027, 1, 31)  # a Sunday


def test_a_forecasts_thirds_of_a_named_week():
    """下周前期 / 本周后期: a week's thirds in a forecast's words (catches 下周前期 read as the deadline 下周前)."""
    assert one_span("预计下周前期有降温", C) == ("下周前期", date(2027, 2, 1), date(2027, 2, 2))
    assert one_span("下个星期中期", C) == ("下个星期中期", date(2027, 2, 3), date(2027, 2, 4))
    assert one_span("本周后期", C) == ("本周后期", date(2027, 1, 29), date(2027, 1, 31))
    assert one_span("两个星期后期末考试", C)[0] == "两个星期后"  # 期末 is the exam, not a third
    assert one_span("这周末期间", C)[0] == "这周末"


def test_a_feast_number_before_its_feast_is_lunar():
    """二月二龙抬头 / 九月九重阳节: one lunar day (catches 二月二 read as Feb 2 beside 龙抬头); a bare 三月三 stays March."""
    e = date(2027, 2, 7)  # 正月初二
    assert one_span("二月二龙抬头", e) == ("二月二龙抬头", date(2027, 3, 9), date(2027, 3, 9))
    assert one_span("九月九重阳节登高", e) == ("九月九重阳节", date(2027, 10, 8), date(2027, 10, 8))
    assert one_span("三月三", e) == ("三月三", date(2027, 3, 3), date(2027, 3, 3))


@pytest.mark.parametrize("text", ["本决定自发布之日起30日后施行", "自公布之日起3个月后生效", "自收到通知之日起十日后"])
def test_a_count_after_an_undated_day_gives_no_span(text):
    """Catches 30日后 read as 30 days from today when it counts from a day the text does not date."""
    assert resolve(text, C).spans == ()


def test_a_count_from_a_written_day_keeps_its_span():
    assert [s.text for s in resolve("三十日后再议", C).spans] == ["三十日后"]


D = date(2026, 12, 31)


@pytest.mark.parametrize("text, span, start, end", [
    ("元旦假期天气：1月1日至3日以晴为主", "1月1日至3日", date(2027, 1, 1), date(2027, 1, 3)),
    ("元旦大促1月1日0点开抢", "1月1日0点", date(2027, 1, 1), date(2027, 1, 1)),
    ("元旦假期去哪玩？明天出发", "明天", date(2027, 1, 1), date(2027, 1, 1)),
])
def test_a_festival_beside_yearless_days_dates_them(text, span, start, end):
    """Said on Dec 31, days that would hold the coming festival a year on are that year's, one span (catches
    1月1日至3日 left in the year behind and 元旦假期 kept as a second span)."""
    assert one_span(text, D) == (span, start, end)


def test_a_festival_inside_its_own_holiday_dates_yields():
    assert one_span("春节放假时间为2月5日至11日", C) == ("2月5日至11日", date(2027, 2, 5), date(2027, 2, 11))


def test_a_lunar_day_named_beside_its_festival_is_not_moved():
    """农历八月十五是中秋 said after the feast stays this lunar year's (the first decides)."""
    assert one_span("农历八月十五是中秋", date(2026, 12, 1)) == ("农历八月十五是中秋", date(2026, 9, 25), date(2026, 9, 25))


def test_a_month_holding_festivals_keeps_them():
    assert [s.text for s in resolve("2月份有春节和情人节", D).spans] == ["2月份", "春节", "情人节"]


def test_an_exam_arranged_in_a_month_behind_is_next_years():
    """安排在 looks ahead as 定于 does (catches 期末考试安排在1月12日至16日 read as last January on Dec 31)."""
    assert one_span("期末考试安排在1月12日至16日", D) == ("1月12日至16日", date(2027, 1, 12), date(2027, 1, 16))


@pytest.mark.parametrize("text, y0", [("2026-27赛季英超", 2026), ("2026/27学年", 2026), ("2025-26賽季", 2025)])
def test_a_season_across_two_years_is_both(text, y0):
    """Catches 2026-27赛季 giving no span."""
    assert one_span(text, C)[1:] == (date(y0, 1, 1), date(y0 + 1, 12, 31))


def test_a_season_whose_years_do_not_follow_is_none():
    assert resolve("2026-28赛季", C).spans == ()


@pytest.mark.parametrize("text", ["型号X2026-11", "货号SKU-A2026-03", "料号B2027.05"])
def test_a_numeric_date_glued_to_a_code_is_none(text):
    """Catches 型号X2026-11 read as November 2026."""
    assert resolve(text, D).spans == ()


def test_a_numeric_month_after_a_space_is_still_a_month():
    assert one_span("于 2026-11 上线", D)[1:] == (date(2026, 11, 1), date(2026, 11, 30))


@pytest.mark.parametrize("text", ["年中大促", "年中促销开始了", "年中购物节"])
def test_a_mid_year_sale_is_a_name(text):
    """Catches 年中 of 年中大促 read as May-August."""
    assert resolve(text, date(2026, 6, 28)).spans == ()


def test_mid_year_alone_is_still_a_part():
    assert one_span("年中总结", date(2026, 6, 28))[1:] == (date(2026, 5, 1), date(2026, 8, 31))


I = date(2028, 12, 31)


@pytest.mark.parametrize("text, span, start, end", [
    ("电影1月12日上映", "1月12日", date(2029, 1, 12), date(2029, 1, 12)),
    ("演唱会门票1月5日开售", "1月5日", date(2029, 1, 5), date(2029, 1, 5)),
    ("话剧2月3日至2月9日上演", "2月3日至2月9日", date(2029, 2, 3), date(2029, 2, 9)),
])
def test_a_scheduled_event_in_a_month_behind_is_next_years(text, span, start, end):
    """Said on Dec 31, an event still to come (上映 / 开售 / 上演, nothing looking back) is in the coming months
    (catches 1月12日上映 read as last January)."""
    assert one_span(text, I) == (span, start, end)


def test_a_scheduled_event_told_as_done_stays_this_year():
    assert one_span("电影1月12日上映了", I)[1] == date(2028, 1, 12)


@pytest.mark.parametrize("text", ["冷藏24小时后食用", "服药30分钟后测血压", "发酵两个小时后"])
def test_hours_after_an_action_give_no_span(text):
    """A recipe's or a dose's step (catches 冷藏24小时后 read as tomorrow)."""
    assert resolve(text, date(2027, 7, 4)).spans == ()


@pytest.mark.parametrize("text", ["24小时后", "大约24小时后", "他两小时后到"])
def test_hours_after_nothing_or_an_estimate_stay_times(text):
    assert len(resolve(text, date(2027, 7, 4)).spans) == 1


@pytest.mark.parametrize("text, span, start, end", [
    ("12月2日22时至次日6时实施交通管制", "12月2日22时至次日6时", date(2027, 12, 2), date(2027, 12, 3)),
    ("明天22:00至次日06:00", "明天22:00至次日06:00", date(2027, 12, 1), date(2027, 12, 2)),
    ("12月5日晚至次日凌晨", "12月5日晚至次日凌晨", date(2027, 12, 5), date(2027, 12, 6)),
])
def test_next_day_after_a_named_day_is_the_day_after_it(text, span, start, end):
    """次日 after 至 counts from the day before it (catches 次日6时 read as tomorrow and 明天…至次日 as one day)."""
    assert one_span(text, date(2027, 11, 30)) == (span, start, end)


@pytest.mark.parametrize("text", ["1433年返航", "有1500年历史", "12026年"])
def test_a_two_digit_year_is_never_the_tail_of_a_longer_number(text):
    """Catches 1433年 read as 33年 (2033) and 1500年历史 as 00年 (2000): no span rather than a wrong one."""
    assert [s.text for s in resolve(text, date(2026, 5, 31)).spans] == []


@pytest.mark.parametrize("text", ["08年", "98年的夏天", "在1998年", "二零零八年"])
def test_short_and_full_years_stay_years(text):
    assert len(resolve(text, date(2026, 5, 31)).spans) == 1


@pytest.mark.parametrize("text, y0", [("20世纪90年代以来", 1990), ("上世纪80年代以来", 1980), ("八十年代至今", 1980)])
def test_a_decade_so_far_runs_to_today(text, y0):
    """Catches 20世纪90年代以来 read as the decade alone."""
    assert one_span(text, date(2027, 9, 30)) == (text, date(y0, 1, 1), date(2027, 9, 30))


def test_a_festival_right_after_yearless_days_joins_them_a_year_on():
    """1月1日元旦 said on Dec 31: one span, the coming New Year's Day (catches last January's 1月1日 swallowing it)."""
    assert one_span("1月1日元旦", D) == ("1月1日元旦", date(2027, 1, 1), date(2027, 1, 1))
