"""Chinese time families on our own cases: traditional characters and Cantonese words, week prefixes, the N whole
units before/after the current one, rolling windows (the README's convention), Western holidays named in Chinese,
impossible dates; with several ``today``s (a Sunday, a Monday, a leap day, a year's first days) and inside questions."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.time.normalize_zh import normalize
from groundwire.decide.timeframe import resolve

D = date
MON = D(2026, 11, 30)  # a Monday
SUN = D(2026, 11, 29)  # a Sunday: it belongs to the week that began on Nov 23
LEAP = D(2024, 2, 29)
NEW_YEAR = D(2026, 1, 2)  # a Friday


def one(text: str, today: date) -> tuple[str, date, date] | None:
    g = resolve(text, today)
    if len(g.spans) != 1:
        return None
    s = g.spans[0]
    return s.text, s.start, s.end


@pytest.mark.parametrize("text", ["下個月後天", "聽日", "尋日琴日", "三年前日本經濟", "之後日元", "乾隆十年", "禮拜一早上",
                                  "今個禮拜三", "", "abc 2024", "農曆閏四月"])
def test_normalize_keeps_every_offset(text):
    out = normalize(text)
    assert len(out) == len(text)
    assert all(a == b for a, b in zip(out, text) if a.isascii())


@pytest.mark.parametrize("text, simplified", [
    ("下個月", "下个月"), ("後天", "后天"), ("禮拜一", "礼拜一"), ("週末", "周末"), ("2015年3月3號", "2015年3月3号"),
    ("農曆八月十五", "农历八月十五"), ("聽日", "明天"), ("尋日", "昨天"), ("琴日", "昨天"), ("後日", "后天"),
    ("今個星期", "这个星期"), ("乾隆", "乾隆"),  # 乾 stays: the era name is written so in simplified text too
    ("三年前日本", "三年前日本"), ("之後日元", "之后日元"),  # 前日/後日 only as words
    ("依家", "现在"), ("明儿", "明天"), ("今儿个", "今天个"),  # Cantonese "now", Beijing day words
])
def test_normalize_maps_time_words(text, simplified):
    assert normalize(text) == simplified


@pytest.mark.parametrize("text, today, start, end", [
    # traditional characters read through the same rules
    ("下個月", MON, D(2026, 12, 1), D(2026, 12, 31)),
    ("後天", MON, D(2026, 12, 2), D(2026, 12, 2)),
    ("大後天", SUN, D(2026, 12, 2), D(2026, 12, 2)),
    ("禮拜一", SUN, D(2026, 11, 30), D(2026, 11, 30)),
    ("週末", MON, D(2026, 12, 5), D(2026, 12, 6)),
    ("上個禮拜五", MON, D(2026, 11, 27), D(2026, 11, 27)),
    ("這週三", SUN, D(2026, 11, 25), D(2026, 11, 25)),
    ("2015年3月3號", MON, D(2015, 3, 3), D(2015, 3, 3)),
    ("二零一五年三月三號", MON, D(2015, 3, 3), D(2015, 3, 3)),
    ("農曆八月十五", MON, D(2026, 9, 25), D(2026, 9, 25)),
    ("國慶節", MON, D(2027, 10, 1), D(2027, 10, 1)),
    ("聖誕節", MON, D(2026, 12, 25), D(2026, 12, 25)),
    ("兩週前", MON, D(2026, 11, 16), D(2026, 11, 22)),
    ("2005年與2008年之間", MON, D(2005, 1, 1), D(2008, 12, 31)),
    ("從2019到2021年", MON, D(2019, 1, 1), D(2021, 12, 31)),
    ("過去兩週", MON, D(2026, 11, 17), D(2026, 11, 30)),
    # Cantonese day words
    ("聽日", SUN, D(2026, 11, 30), D(2026, 11, 30)),
    ("尋日", MON, D(2026, 11, 29), D(2026, 11, 29)),
    ("琴日", NEW_YEAR, D(2026, 1, 1), D(2026, 1, 1)),
    ("前日", NEW_YEAR, D(2025, 12, 31), D(2025, 12, 31)),
    ("後日", MON, D(2026, 12, 2), D(2026, 12, 2)),
    ("今個禮拜三", MON, D(2026, 12, 2), D(2026, 12, 2)),
    ("今個星期", SUN, D(2026, 11, 23), D(2026, 11, 29)),
])
def test_traditional_and_cantonese(text, today, start, end):
    assert one(text, today) == (text, start, end)


@pytest.mark.parametrize("question, today, span, start, end", [
    ("聽日香港天氣點樣？", MON, "聽日", D(2026, 12, 1), D(2026, 12, 1)),
    ("下個月嘅CPI幾時公佈", MON, "下個月", D(2026, 12, 1), D(2026, 12, 31)),
    ("請問上禮拜天的比賽結果", MON, "上禮拜天", D(2026, 11, 29), D(2026, 11, 29)),
    ("三年前日本經濟怎樣", MON, "三年前", D(2023, 1, 1), D(2023, 12, 31)),  # not 前日 = the day before yesterday
])
def test_inside_questions_span_keeps_original_text(question, today, span, start, end):
    assert one(question, today) == (span, start, end)
    assert question.index(span) == resolve(question, today).spans[0].offset


@pytest.mark.parametrize("text, today, start, end", [
    # every prefix of a week: 上/这/本/下/上上/下下 with 个/一/一个 and 周/星期/礼拜
    ("上礼拜天", MON, D(2026, 11, 29), D(2026, 11, 29)),
    ("上礼拜天", SUN, D(2026, 11, 22), D(2026, 11, 22)),  # Sunday ends its own week
    ("这一礼拜", SUN, D(2026, 11, 23), D(2026, 11, 29)),
    ("下个周", SUN, D(2026, 11, 30), D(2026, 12, 6)),
    ("上上个礼拜", MON, D(2026, 11, 16), D(2026, 11, 22)),
    ("下下星期三", MON, D(2026, 12, 16), D(2026, 12, 16)),
    ("下一个星期五", NEW_YEAR, D(2026, 1, 9), D(2026, 1, 9)),
    ("上礼拜", NEW_YEAR, D(2025, 12, 22), D(2025, 12, 28)),  # across the year boundary
    ("本礼拜", NEW_YEAR, D(2025, 12, 29), D(2026, 1, 4)),  # ISO week spanning two years
    # 上年 / 下年
    ("上年", MON, D(2025, 1, 1), D(2025, 12, 31)),
    ("下年", NEW_YEAR, D(2027, 1, 1), D(2027, 12, 31)),
    ("上年同期", MON, D(2025, 1, 1), D(2025, 12, 31)),
])
def test_week_and_year_prefixes(text, today, start, end):
    assert one(text, today)[1:] == (start, end)


@pytest.mark.parametrize("text, today, start, end", [
    ("上两天", MON, D(2026, 11, 28), D(2026, 11, 29)),
    ("上二周", MON, D(2026, 11, 16), D(2026, 11, 29)),
    ("前2周", SUN, D(2026, 11, 9), D(2026, 11, 22)),  # the two weeks before this one
    ("上两个月", NEW_YEAR, D(2025, 11, 1), D(2025, 12, 31)),
    ("前两个月", D(2026, 3, 31), D(2026, 1, 1), D(2026, 2, 28)),
    ("下三个月", MON, D(2026, 12, 1), D(2027, 2, 28)),
    ("后三个月", D(2023, 11, 15), D(2023, 12, 1), D(2024, 2, 29)),  # leap February
    ("下三周", SUN, D(2026, 11, 30), D(2026, 12, 20)),
    ("下两天", MON, D(2026, 12, 1), D(2026, 12, 2)),
    ("后2年", MON, D(2027, 1, 1), D(2028, 12, 31)),
    ("上三年", NEW_YEAR, D(2023, 1, 1), D(2025, 12, 31)),
    # a year before the count keeps the year's own first/last months
    ("今年前三个月", MON, D(2026, 1, 1), D(2026, 3, 31)),
    ("今年后三个月", MON, D(2026, 10, 1), D(2026, 12, 31)),
    ("2022年前十一个月", MON, D(2022, 1, 1), D(2022, 11, 30)),
])
def test_whole_units_before_and_after(text, today, start, end):
    assert one(text, today) == (text, start, end)


@pytest.mark.parametrize("text", ["剩下3天", "上三天班", "加上两个月", "18岁以上年龄", "上三年级", "上个周期", "下周期",
                                  "复活节岛", "圣诞老人", "圣诞树", "最后两天"])
def test_verb_phrases_are_not_units(text):
    assert resolve(text, MON).spans == ()


@pytest.mark.parametrize("text, today, start, end", [
    # next N starts tomorrow, past N ends today, N units each (the English convention, README)
    ("未来三天", MON, D(2026, 12, 1), D(2026, 12, 3)),
    ("未来7天", D(2026, 12, 28), D(2026, 12, 29), D(2027, 1, 4)),
    ("接下来两周", SUN, D(2026, 11, 30), D(2026, 12, 13)),
    ("今后五年", MON, D(2026, 12, 1), D(2031, 11, 30)),
    ("过去两周", MON, D(2026, 11, 17), D(2026, 11, 30)),
    ("近7天", NEW_YEAR, D(2025, 12, 27), D(2026, 1, 2)),
    ("最近一个月", D(2026, 3, 31), D(2026, 3, 1), D(2026, 3, 31)),  # a month back from Mar 31 is Feb 28
    ("近五年", LEAP, D(2019, 3, 1), D(2024, 2, 29)),
    ("近三个月", D(2026, 5, 31), D(2026, 3, 1), D(2026, 5, 31)),
    ("过去一年", LEAP, D(2023, 3, 1), D(2024, 2, 29)),
])
def test_windows_follow_one_convention(text, today, start, end):
    assert one(text, today) == (text, start, end)


def test_windows_agree_across_languages():
    for zh, en in (("未来5天", "next 5 days"), ("过去7天", "past 7 days"), ("过去三个月", "the past 3 months")):
        for today in (MON, LEAP, NEW_YEAR):
            assert one(zh, today)[1:] == one(en, today)[1:], (zh, today)


@pytest.mark.parametrize("text, today, start, end", [
    ("复活节", MON, D(2027, 3, 28), D(2027, 3, 28)),
    ("复活节", D(2027, 3, 28), D(2027, 3, 28), D(2027, 3, 28)),  # today included
    ("明年复活节", MON, D(2027, 3, 28), D(2027, 3, 28)),
    ("2025年母亲节", MON, D(2025, 5, 11), D(2025, 5, 11)),
    ("去年的父亲节", MON, D(2025, 6, 15), D(2025, 6, 15)),
    ("感恩节", MON, D(2027, 11, 25), D(2027, 11, 25)),
    ("今年感恩节", MON, D(2026, 11, 26), D(2026, 11, 26)),
    ("耶稣受难日", NEW_YEAR, D(2026, 4, 3), D(2026, 4, 3)),
    ("復活節", NEW_YEAR, D(2026, 4, 5), D(2026, 4, 5)),
    ("圣灵降临节", NEW_YEAR, D(2026, 5, 24), D(2026, 5, 24)),
    ("东正教复活节", NEW_YEAR, D(2026, 4, 12), D(2026, 4, 12)),
    ("2027年东正教复活节", MON, D(2027, 5, 2), D(2027, 5, 2)),
    ("圣周六", NEW_YEAR, D(2026, 4, 4), D(2026, 4, 4)),
    ("基督聖體節", NEW_YEAR, D(2026, 6, 4), D(2026, 6, 4)),
    ("2025年忏悔节", MON, D(2025, 3, 4), D(2025, 3, 4)),
])
def test_western_holidays_in_chinese(text, today, start, end):
    assert one(text, today) == (text, start, end)


@pytest.mark.parametrize("text, today, start, end", [
    ("农历2023年八月十五", MON, D(2023, 9, 29), D(2023, 9, 29)),  # 农历 before the year: still a lunar date
    ("阴历二〇二一年六月", MON, D(2021, 7, 10), D(2021, 8, 7)),
    ("農曆2020年閏四月", MON, D(2020, 5, 23), D(2020, 6, 20)),
])
def test_lunar_marker_before_the_year(text, today, start, end):
    assert one(text, today) == (text, start, end)


@pytest.mark.parametrize("text, today", [
    ("4月31日", MON), ("9月31号", MON), ("2021年2月29日", MON), ("二〇二三年二月二十九日", MON),
    ("明年2月29日", MON), ("2021年2月29號", MON), ("六月三十一日", MON), ("2024年农历腊月三十", MON), ("2024年农历十二月三十", MON),
    ("农历2024年十二月三十", MON),
])
def test_impossible_dates_give_no_span(text, today):
    assert resolve(text, today).spans == ()


@pytest.mark.parametrize("text, today, day", [
    ("明年2月29日", D(2027, 6, 1), D(2028, 2, 29)),
    ("2024年2月29號", MON, D(2024, 2, 29)),
    ("2月29日", LEAP, D(2024, 2, 29)),
])
def test_possible_leap_days_resolve(text, today, day):
    assert one(text, today) == (text, day, day)


@pytest.mark.parametrize("text, today, start, end", [
    ("3月5号-8号", MON, D(2026, 3, 5), D(2026, 3, 8)),
    ("2月27日至3月2日", D(2024, 1, 10), D(2024, 2, 27), D(2024, 3, 2)),
    ("去年12月28号到1月3号", MON, D(2025, 12, 28), D(2026, 1, 3)),
    ("2005年和2008年之间", MON, D(2005, 1, 1), D(2008, 12, 31)),
    ("2012年以后2016年以前", MON, D(2013, 1, 1), D(2015, 12, 31)),
    ("本周二到周四", SUN, D(2026, 11, 24), D(2026, 11, 26)),
    ("2019-2021年间", MON, D(2019, 1, 1), D(2021, 12, 31)),
    ("2019至2021年期間", MON, D(2019, 1, 1), D(2021, 12, 31)),
])
def test_ranges(text, today, start, end):
    assert one(text, today) == (text, start, end)


@pytest.mark.parametrize("text, today, start, end", [
    ("去年的今天", MON, D(2025, 11, 30), D(2025, 11, 30)),
    ("明年今日", LEAP, D(2025, 2, 28), D(2025, 2, 28)),  # no Feb 29 next year: the month's last day
    ("2020年的今天", D(2026, 3, 15), D(2020, 3, 15), D(2020, 3, 15)),
    ("周初", SUN, D(2026, 11, 23), D(2026, 11, 24)),
    ("本周中", MON, D(2026, 12, 2), D(2026, 12, 3)),
    ("下周初", SUN, D(2026, 11, 30), D(2026, 12, 1)),
    ("上个礼拜中", NEW_YEAR, D(2025, 12, 24), D(2025, 12, 25)),
    ("季度末", MON, D(2026, 12, 1), D(2026, 12, 31)),
    ("季初", D(2026, 5, 20), D(2026, 4, 1), D(2026, 4, 30)),
    ("近半年", MON, D(2026, 5, 31), D(2026, 11, 30)),
    ("未来半个月", MON, D(2026, 12, 1), D(2026, 12, 15)),
    ("过去一个季度", MON, D(2026, 8, 31), D(2026, 11, 30)),
    ("近一年半", MON, D(2025, 5, 31), D(2026, 11, 30)),
    ("接下来的两周", MON, D(2026, 12, 1), D(2026, 12, 14)),
    ("未来的三天", MON, D(2026, 12, 1), D(2026, 12, 3)),
])
def test_parts_windows_and_same_day(text, today, start, end):
    assert one(text, today) == (text, start, end)


@pytest.mark.parametrize("text", ["一周中有三天", "本周中国队赢了"])
def test_week_part_words_inside_other_words(text):
    assert all(s.text not in ("周中", "本周中") for s in resolve(text, MON).spans)


@pytest.mark.parametrize("text, today, start, end", [
    ("十年前的今天", MON, D(2016, 11, 30), D(2016, 11, 30)),
    ("3年后的今天", LEAP, D(2027, 2, 28), D(2027, 2, 28)),
    ("今年以来", MON, D(2026, 1, 1), D(2026, 11, 30)),
    ("本月至今", NEW_YEAR, D(2026, 1, 1), D(2026, 1, 2)),
    ("本周以来", SUN, D(2026, 11, 23), D(2026, 11, 29)),
    ("本季度以来", MON, D(2026, 10, 1), D(2026, 11, 30)),
    ("年初以来", D(2026, 6, 30), D(2026, 1, 1), D(2026, 6, 30)),
])
def test_same_day_and_so_far(text, today, start, end):
    assert one(text, today) == (text, start, end)


def test_so_far_is_rewritten_absolute():
    assert resolve("今年以来CPI涨了多少", MON).rewritten == "2026年以来CPI涨了多少"
    assert resolve("本月至今的销量", MON).rewritten == "2026年11月至今的销量"


@pytest.mark.parametrize("text, day", [
    ("八一建軍節", D(2027, 8, 1)), ("五一国际劳动节", D(2027, 5, 1)), ("三八妇女节", D(2027, 3, 8)),
    ("六一儿童节", D(2027, 6, 1)),
])
def test_numbered_festival_names(text, day):
    assert one(text, MON) == (text, day, day)


@pytest.mark.parametrize("text, today, start, end", [
    ("２０２５年３月５日", MON, D(2025, 3, 5), D(2025, 3, 5)),  # full-width digits
    ("2024全年", MON, D(2024, 1, 1), D(2024, 12, 31)),
    ("上半月", MON, D(2026, 11, 1), D(2026, 11, 15)),
    ("下半月", D(2024, 2, 3), D(2024, 2, 16), D(2024, 2, 29)),
    ("下个月的上半月", MON, D(2026, 12, 1), D(2026, 12, 15)),
    ("2026年2月下半月", MON, D(2026, 2, 16), D(2026, 2, 28)),
])
def test_digits_whole_years_and_half_months(text, today, start, end):
    assert one(text, today) == (text, start, end)


@pytest.mark.parametrize("text", ["2025年13月", "4月0日", "二〇二五年十三月"])
def test_impossible_months_give_no_span(text):
    assert resolve(text, MON).spans == ()


@pytest.mark.parametrize("text, today, start, end", [
    ("本月最后一个周五", MON, D(2026, 11, 27), D(2026, 11, 27)),
    ("上个月的最后一个星期五", D(2026, 3, 2), D(2026, 2, 27), D(2026, 2, 27)),
    ("下个月最后一周", MON, D(2026, 12, 28), D(2027, 1, 3)),  # ISO: the week holding Dec 31 (a Thursday)
    ("中秋节前一天", MON, D(2027, 9, 14), D(2027, 9, 14)),
    ("春节前三天", MON, D(2027, 2, 3), D(2027, 2, 5)),
    ("国庆后一周", MON, D(2027, 10, 2), D(2027, 10, 8)),
    ("3月5日前三天", LEAP, D(2024, 3, 2), D(2024, 3, 4)),
    ("2025年除夕", MON, D(2025, 1, 28), D(2025, 1, 28)),  # the eve of that year's Spring Festival
    ("2024年除夕", MON, D(2024, 2, 9), D(2024, 2, 9)),
])
def test_offsets_from_a_day_and_last_of_a_month(text, today, start, end):
    assert one(text, today) == (text, start, end)


@pytest.mark.parametrize("text", ["本月最后一个周五", "下个月最后一周", "最后两天"])
def test_last_is_not_after(text):
    assert all(not s.text.startswith("后") for s in resolve(text, MON).spans)


@pytest.mark.parametrize("text, today, start, end", [
    ("近日", MON, D(2026, 11, 24), D(2026, 11, 30)),  # "recently", not one day: the last 7 days, as 近一周
    ("这两天", NEW_YEAR, D(2026, 1, 1), D(2026, 1, 2)),
    ("前几天", NEW_YEAR, D(2025, 12, 30), D(2026, 1, 1)),  # a few = 3, as in 过去几天
    ("前几年", MON, D(2023, 1, 1), D(2025, 12, 31)),
    ("头三个月", MON, D(2026, 1, 1), D(2026, 3, 31)),
    ("2024年头两个月", MON, D(2024, 1, 1), D(2024, 2, 29)),
])
def test_vague_counts_and_first_months(text, today, start, end):
    assert one(text, today) == (text, start, end)


@pytest.mark.parametrize("text, start, end", [  # the README's examples, on Monday Nov 30
    ("过去7天", D(2026, 11, 24), D(2026, 11, 30)), ("未来三天", D(2026, 12, 1), D(2026, 12, 3)),
    ("近三个月", D(2026, 8, 31), D(2026, 11, 30)), ("上两周", D(2026, 11, 16), D(2026, 11, 29)),
    ("7天内", D(2026, 11, 30), D(2026, 12, 7)),
])
def test_readme_window_examples(text, start, end):
    assert one(text, MON) == (text, start, end)


@pytest.mark.parametrize("text, today, start, end", [
    ("2010 年 3 月 5 日", MON, D(2010, 3, 5), D(2010, 3, 5)),
    ("去年这个月", MON, D(2025, 11, 1), D(2025, 11, 30)),
    ("去年本月底", MON, D(2025, 11, 21), D(2025, 11, 30)),
    ("上个月的今天", D(2026, 3, 31), D(2026, 2, 28), D(2026, 2, 28)),  # no Feb 31: the month's last day
    ("下个月今天", MON, D(2026, 12, 30), D(2026, 12, 30)),
    ("本月第二个周末", MON, D(2026, 11, 14), D(2026, 11, 15)),
    ("下个月最后一个周末", MON, D(2026, 12, 26), D(2026, 12, 27)),
])
def test_same_day_or_month_elsewhere_and_weekends_of_a_month(text, today, start, end):
    assert one(text, today) == (text, start, end)


_VARIED = ["2025年农历八月十五", "农历2023年腊月初八", "去年的复活节", "圣灰星期三", "基督圣体圣血瞻礼", "近半年", "过去两个季度",
           "十年前的今天", "本周中", "季度末", "后三个月", "前几天", "去年这个月", "2025年13月", "2024全年", "下半月",
           "今年冬天", "明年5月5日", "上礼拜天", "2024年第一季度", "今年前三个月", "4月31日", "2019年到2021年",
           "三八国际妇女节", "2025年除夕", "去年第四季度", "Q3", "本月上旬", "下下星期三"]


def test_gated_rules_skip_only_texts_they_cannot_match():
    """A gated rule skips a text without its key word; every match of its full pattern contains that key word."""
    from groundwire.decide import timeframe
    from groundwire.decide.time.rules_zh import Gated

    gated = [p for p, _ in timeframe._RULES if isinstance(p, Gated)]
    assert len(gated) >= 20
    for p in gated:
        for text in _VARIED:
            for m in p._re.finditer(text):
                if m.end() > m.start():
                    assert p._gate.search(m.group(0)), (p.pattern[:60], text)
                    assert any(n.span() == m.span() for n in p.finditer(text))


@pytest.mark.parametrize("text, start, end", [
    ("民國110年3月5日", D(2021, 3, 5), D(2021, 3, 5)),  # the Republic's years count Gregorian months and days
    ("民国三十八年十月", D(1949, 10, 1), D(1949, 10, 31)),
    ("乾隆十年正月", D(1745, 1, 1), D(1745, 12, 31)),  # an imperial month is lunar: the year only
    ("大後年", D(2029, 1, 1), D(2029, 12, 31)),
    ("大后年春节", D(2029, 2, 13), D(2029, 2, 13)),
])
def test_era_dates_and_three_years_on(text, start, end):
    assert one(text, MON) == (text, start, end)


def test_impossible_republic_date_gives_no_span():
    assert resolve("民国110年2月30日", MON).spans == ()


@pytest.mark.parametrize("text, today, start, end", [
    ("周末", SUN, D(2026, 11, 28), D(2026, 11, 29)),  # on its Sunday, the weekend is still this one
    ("周末", D(2026, 11, 28), D(2026, 11, 28), D(2026, 11, 29)),
    ("週末", MON, D(2026, 12, 5), D(2026, 12, 6)),
    ("下周末", SUN, D(2026, 12, 5), D(2026, 12, 6)),
])
def test_weekend_is_this_weeks(text, today, start, end):
    assert one(text, today) == (text, start, end)


@pytest.mark.parametrize("text, start, end", [  # a year and 的 before the part it anchors
    ("今年的中秋节", D(2026, 9, 25), D(2026, 9, 25)),
    ("2025年的端午节", D(2025, 5, 31), D(2025, 5, 31)),
    ("明年的第一季度", D(2027, 1, 1), D(2027, 3, 31)),
    ("去年的上半年", D(2025, 1, 1), D(2025, 6, 30)),
    ("今年的年底", D(2026, 9, 1), D(2026, 12, 31)),
    ("今年的夏天", D(2026, 6, 1), D(2026, 8, 31)),
    ("今年的前三个月", D(2026, 1, 1), D(2026, 3, 31)),
    ("下周的周末", D(2026, 12, 12), D(2026, 12, 13)),
])
def test_year_de_part(text, start, end):
    assert one(text, MON) == (text, start, end)


def test_year_de_keeps_a_plain_year_alone():
    assert one("今年的GDP是多少", MON) == ("今年", D(2026, 1, 1), D(2026, 12, 31))
    assert resolve("去年的上半年", MON).rewritten == "2025年上半年"
