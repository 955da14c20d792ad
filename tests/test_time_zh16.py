"""Round 16's Chinese time rules (time-zh16): shapes found in the fit half of tests/data/time_zh_wave16.tsv, in
JioNLP's dev set and in our own probes of the wave's voices (公文, 财报, 微博, 台港, 纪年, 节气). Each failed on main."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.timeframe import resolve

MON = date(2026, 12, 7)  # a Monday: week Dec 7-13


def spans(text: str, today: date = MON) -> list[tuple[str, str, str]]:
    return [(s.text, s.start.isoformat(), s.end.isoformat()) for s in resolve(text, today).spans]


@pytest.mark.parametrize("text, want", [
    # the verb particle 一下 before 下周 / 下个月 is no 下下 ("the week after next")
    ("帮我查一下下周三北京的天气", [("下周三", "2026-12-16", "2026-12-16")]),
    ("看一下下个月的排班", [("下个月", "2027-01-01", "2027-01-31")]),
    ("下下周三约了牙医", [("下下周三", "2026-12-23", "2026-12-23")]),
    ("等一下下班", []),
])
def test_yixia_is_no_part_of_xiaxia(text, want):
    assert spans(text) == want


@pytest.mark.parametrize("text, want", [
    ("大寒节气", [("大寒节气", "2027-01-20", "2027-01-20")]),
    ("冬至节气吃饺子", [("冬至节气", "2026-12-22", "2026-12-22")]),
    ("冬至日", [("冬至日", "2026-12-22", "2026-12-22")]),
    ("夏至日出时间", [("夏至", "2027-06-21", "2027-06-21")]),  # a sunrise, not 夏至日
    ("春节气氛很浓", [("春节", "2027-02-06", "2027-02-06")]),  # 节气 only after a solar term
])
def test_solar_term_with_jieqi_or_ri_is_one_span(text, want):
    assert spans(text) == want


def test_kuanian_ye_is_new_years_eve():
    assert spans("跨年夜去哪儿") == [("跨年夜", "2026-12-31", "2026-12-31")]


@pytest.mark.parametrize("text, year", [("天宝十四载", 755), ("天宝三载", 744), ("乾隆十年", 1745)])
def test_era_year_written_with_zai(text, year):
    assert spans(text) == [(text, date(year, 1, 1).isoformat(), date(year, 12, 31).isoformat())]


@pytest.mark.parametrize("text, want", [
    ("2008.03-2009", [("2008.03-2009", "2008-03-01", "2009-12-31")]),
    ("2015-2016.06", [("2015-2016.06", "2015-01-01", "2016-06-30")]),
    ("2008.03-2009.05", [("2008.03-2009.05", "2008-03-01", "2009-05-31")]),
    ("1.5-2009", []),
])
def test_year_month_to_bare_year(text, want):
    assert spans(text, date(2021, 6, 14)) == want


@pytest.mark.parametrize("text, want", [
    ("9月10号，11号，12号，13号", [("9月10号，11号，12号，13号", "2021-09-10", "2021-09-13")]),
    ("3月5日和6日开会", [("3月5日和6日", "2021-03-05", "2021-03-06")]),
    ("考试时间为6月7日、8日、9日和10日。", [("6月7日、8日、9日和10日", "2021-06-07", "2021-06-10")]),
    ("9月10日，11号楼集合", [("9月10日", "2021-09-10", "2021-09-10")]),  # a building, not the 11th
])
def test_days_listed_after_one_month_are_that_months(text, want):
    assert spans(text, date(2021, 6, 14)) == want


@pytest.mark.parametrize("text, want", [
    ("周六日", [("周六日", "2026-12-12", "2026-12-13")]),
    ("周六周日", [("周六周日", "2026-12-12", "2026-12-13")]),
    ("周六、日", [("周六、日", "2026-12-12", "2026-12-13")]),
    ("礼拜六礼拜天", [("礼拜六礼拜天", "2026-12-12", "2026-12-13")]),
    ("下周六日", [("下周六日", "2026-12-19", "2026-12-20")]),
    ("周六日出时间", [("周六", "2026-12-12", "2026-12-12")]),
])
def test_saturday_and_sunday_named_together_are_the_weekend(text, want):
    assert spans(text) == want


@pytest.mark.parametrize("text, want", [
    ("往后三天", [("往后三天", "2026-12-08", "2026-12-10")]),
    ("往后一周", [("往后一周", "2026-12-08", "2026-12-14")]),
    ("往后余生", []),
])
def test_wanghou_window_starts_tomorrow(text, want):
    assert spans(text) == want


@pytest.mark.parametrize("text, want", [
    ("2026上半年", [("2026上半年", "2026-01-01", "2026-06-30")]),
    ("2025下半年度", [("2025下半年度", "2025-07-01", "2025-12-31")]),
    ("12026上半年", [("上半年", "2026-01-01", "2026-06-30")]),  # no year in a longer number
])
def test_year_without_nian_before_its_half(text, want):
    assert spans(text) == want


@pytest.mark.parametrize("text, want", [
    ("三季度以来，经济回升向好", [("三季度以来", "2026-07-01", "2026-12-07")]),  # since Q3, not three quarters
    ("第三季度以来", [("第三季度以来", "2026-07-01", "2026-12-07")]),
    ("一季度以来", [("一季度以来", "2026-01-01", "2026-12-07")]),
    ("三个季度以来", [("三个季度以来", "2026-03-07", "2026-12-07")]),  # a count of quarters stays one
])
def test_since_a_numbered_quarter(text, want):
    assert spans(text) == want


@pytest.mark.parametrize("text, want", [
    ("本季末", [("本季末", "2026-12-01", "2026-12-31")]),
    ("上季末总资产", [("上季末", "2026-09-01", "2026-09-30")]),
    ("下季初", [("下季初", "2027-01-01", "2027-01-31")]),
])
def test_quarter_part_with_ji_for_jidu(text, want):
    assert spans(text) == want


@pytest.mark.parametrize("text, want", [
    ("五一小长假去哪玩", [("五一小长假", "2027-05-01", "2027-05-05")]),
    ("五一小学", []),
])
def test_may_day_short_holiday(text, want):
    assert spans(text) == want
