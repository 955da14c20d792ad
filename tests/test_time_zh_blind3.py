"""Round 7's blind Chinese table (tests/data/time_zh_blind3.tsv): sentences in voices the earlier tables lacked —
notices, finance, shops and parcels, weather, lunar dates in words, dotted and compact dates, Traditional and
Cantonese — written in two waves before the round's rules. bench/bench_time_zh_core.py --table blind3 prints the
same rows per family. Beside it, the guards of the round's rules: what they must leave alone."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from groundwire.decide.time import context_zh, numeric_zh
from groundwire.decide.timeframe import resolve
from tests.time_tables import check_row, one_span, read_rows

TABLE = Path(__file__).parent / "data" / "time_zh_blind3.tsv"
TUE = date(2026, 12, 1)
ROWS = read_rows(TABLE)


def test_table_is_large_and_in_new_voices():
    assert len(ROWS) >= 150
    assert {r[0] for r in ROWS} >= {"period", "set", "duration", "holiday", "notice", "finance", "commerce", "weather",
                                    "lunar", "numeric", "traditional", "cantonese", "negative"}
    assert len({r[1] for r in ROWS}) >= 5


@pytest.mark.parametrize("family, today, text, start, end, span", ROWS, ids=[f"{r[0]}:{r[2]}@{r[1]}" for r in ROWS])
def test_blind3_row(family, today, text, start, end, span):
    check_row(today, text, start, end, span)


def _one(text: str, today: date = TUE) -> tuple[str, date, date]:
    return one_span(text, today)


@pytest.mark.parametrize("text, span, start, end", [
    ("预计12.3-12.5送达", "12.3-12.5", date(2026, 12, 3), date(2026, 12, 5)),
    ("报名时间：12.1-12.10", "12.1-12.10", date(2026, 12, 1), date(2026, 12, 10)),
    ("放假时间12/28-1/3", "12/28-1/3", date(2026, 12, 28), date(2027, 1, 3)),  # on into January
])
def test_a_dotted_or_slashed_range_where_the_words_say_it_is_days(text, span, start, end):
    assert _one(text) == (span, start, end)


@pytest.mark.parametrize("text", ["增长1.5-2.5倍", "利率3.2-3.8%", "售价12.5-13.5元", "1.5-2.5", "pH值6.5-7.5",
                                  "得分3.2-3.8分", "3.1-9.5之间的数"])
def test_amounts_and_bare_decimal_ranges_are_no_days(text):
    assert resolve(text, TUE).spans == ()


def test_a_range_needs_a_cue_on_one_side():
    assert numeric_zh._RANGE.search("12.3-12.5")
    assert resolve("12.3-12.5", TUE).spans == ()


@pytest.mark.parametrize("text", ["答对了3/5", "1/3的人", "3/4的面积", "打3.5折", "3.5前后的数值"])
def test_fractions_and_decimals_stay_numbers(text):
    assert resolve(text, TUE).spans == ()


def test_a_slashed_day_before_a_day_word_is_a_date():
    assert _one("3/15那天我在开会") == ("3/15", date(2026, 3, 15), date(2026, 3, 15))
    assert _one("2/29是闰日", date(2028, 2, 29))[1] == date(2028, 2, 29)
    assert resolve("2/29是闰日", date(2026, 12, 1)).spans == ()  # no 29th of February in 2026


@pytest.mark.parametrize("text, span, start, end", [
    ("2026年H1的出货量", "2026年H1", date(2026, 1, 1), date(2026, 6, 30)),
    ("2025H2利润率", "2025H2", date(2025, 7, 1), date(2025, 12, 31)),
    ("今年H1营收", "今年H1", date(2026, 1, 1), date(2026, 6, 30)),
    ("2025财年第三季度营收", "2025财年第三季度", date(2025, 7, 1), date(2025, 9, 30)),
    ("2024财年Q4", "2024财年Q4", date(2024, 10, 1), date(2024, 12, 31)),
    ("本财年第二季度", "本财年第二季度", date(2026, 4, 1), date(2026, 6, 30)),
])
def test_report_halves_and_fiscal_quarters(text, span, start, end):
    assert _one(text) == (span, start, end)


@pytest.mark.parametrize("text", ["H1标题的字号", "H2O是水", "型号RH1的参数"])
def test_a_bare_h1_is_no_half_year(text):
    assert resolve(text, TUE).spans == ()


def test_a_rule_taking_effect_ahead_is_that_day_with_its_frame():
    assert _one("本规定自2027年1月1日起施行") == ("自2027年1月1日起", date(2027, 1, 1), date(2027, 1, 1))
    assert _one("新标准将于2027年1月1日起实行") == ("2027年1月1日起", date(2027, 1, 1), date(2027, 1, 1))
    assert _one("航班CA1234于12月3日14:30起飞")[0] == "12月3日14:30"  # 起飞 is no "from"
    assert _one("本办法自2026年1月1日起施行")[1:] == (date(2026, 1, 1), TUE)  # a past one: since, as before


def test_a_count_from_an_undated_event_is_no_window():
    assert resolve("自公布之日起三十日内提出异议", TUE).spans == ()
    assert context_zh.from_an_undated_event("收到通知之日起7日内", 7)
    assert _one("请在三十日内提出异议")[0] == "三十日内"  # counted from today: still a window


def test_every_reaches_a_second_named_day_and_working_days():
    assert resolve("每周二和周四上午有瑜伽课", TUE).spans == ()
    assert resolve("每个工作日早上9点打卡", TUE).spans == ()
    assert [s.text for s in resolve("周二和周四上午有瑜伽课", TUE).spans] == ["周二", "周四上午"]  # without 每: days


def test_a_festival_word_beside_its_own_date_is_one_span():
    assert _one("圣诞晚会定在2026-12-25")[0] == "2026-12-25"
    assert [s.text for s in resolve("圣诞节和星期五", date(2026, 11, 30)).spans] == ["圣诞节", "星期五"]


def test_a_lunar_day_written_with_nian():
    assert _one("十一月廿九是我奶奶生日") == ("十一月廿九", date(2027, 1, 6), date(2027, 1, 6))
    assert _one("十二月廿五日")[1] == date(2026, 12, 25)  # with 日: a Gregorian date as Hong Kong writes it


def test_new_years_eve_night():
    assert _one("除夕夜一起看春晚", date(2027, 2, 3)) == ("除夕夜", date(2027, 2, 5), date(2027, 2, 5))
    assert _one("中秋夜赏月")[0] == "中秋夜"
    assert _one("圣诞夜")[0] == "圣诞"  # 夜 only after lunar feasts (圣诞夜 is Christmas Eve, not Christmas night)


def test_cantonese_morning_and_afternoon():
    assert _one("聽日朝早十點返工") == ("聽日朝早十點", date(2026, 12, 2), date(2026, 12, 2))
    assert _one("後日晏晝飲茶") == ("後日晏晝", date(2026, 12, 3), date(2026, 12, 3))


def test_a_days_part_running_to_another_part_is_that_day():
    sun = date(2026, 12, 6)
    assert _one("今天上午到下午都在开会", sun) == ("今天上午到下午", sun, sun)
    assert _one("明天白天到夜间多云")[0] == "明天白天到夜间"
    assert _one("明天到后天")[1:] == (date(2026, 12, 2), date(2026, 12, 3))  # days, not parts: a range as before


def test_a_weekdays_hours_running_to_a_later_weekday_are_that_weeks_days():
    got = _one("下周一早上8点到周三晚上10点系统维护")
    assert got == ("下周一早上8点到周三晚上10点", date(2026, 12, 7), date(2026, 12, 9))


def test_every_reaches_the_last_or_nth_weekday_of_a_month():
    assert resolve("每月的最后一个周五大扫除", TUE).spans == ()
    assert _one("下个月的最后一个周五")[1] == date(2027, 1, 29)  # without 每: that one day


def test_a_document_number_and_a_labelled_number_are_no_dates():
    assert resolve("2026年第45号公告", TUE).spans == ()
    assert _one("今年第8号台风登陆广东")[0] == "今年"  # a typhoon's number is no document's
    assert resolve("订单号：20261201", TUE).spans == ()
    assert _one("截止日期20261231")[0] == "20261231"  # a date word, not a number label, before it


def test_a_count_after_an_order_is_no_window():
    assert resolve("下单后48小时内发货", TUE).spans == ()
    assert _one("48小时内发货")[0] == "48小时内"


def test_on_the_day_stays_inside_a_dotted_date():
    assert _one("11.11当天下单享受折扣") == ("11.11当天", date(2026, 11, 11), date(2026, 11, 11))
    assert _one("物流显示11/29已签收")[0] == "11/29"
    assert resolve("3/5已完成", TUE).spans == ()  # a fraction done: no day word follows


def test_laba_porridge_is_no_second_festival():
    assert [s.text for s in resolve("腊八节喝腊八粥", TUE).spans] == ["腊八节"]
    assert resolve("腊八粥的做法", TUE).spans == ()


def test_a_lunar_date_and_its_festival_are_one_span():
    feb3 = date(2027, 2, 3)
    assert _one("正月十五元宵节", feb3) == ("正月十五元宵节", date(2027, 2, 20), date(2027, 2, 20))


def test_cantonese_nin_cho_yat():
    feb3 = date(2027, 2, 3)
    assert _one("年初一早上拜年", feb3) == ("年初一早上", date(2027, 2, 6), date(2027, 2, 6))
    assert _one("年初三", feb3)[1] == date(2027, 2, 8)
    assert "年初一" not in [s.text for s in resolve("今年初一季度", TUE).spans]  # 年初 "early in the year", 一季度


@pytest.mark.parametrize("text, span", [("夜间至次日上午有雨", "夜间至次日上午"), ("G101次列车13:20~次日05:40运行", "13:20~次日05:40")])
def test_tonight_to_the_next_days_hours(text, span):
    assert _one(text) == (span, TUE, date(2026, 12, 2))


def test_the_next_day_alone_stays_tomorrow():
    assert _one("会议次日上午举行") == ("次日上午", date(2026, 12, 2), date(2026, 12, 2))
    assert _one("比分2:1至次日")[0] == "次日"  # a score is no clock time
