"""Round 17b's Chinese time rules (time-zh17c), pinned with wordings of our own, not the rows of
tests/data/time_zh_wave17c.tsv, time_zh_wave17.tsv or time_zh_review17b.tsv that showed each miss: a cause is fixed
when other wordings of it work too. Each case: (today, text, expected spans as (text, start, end)); an empty list
means no span at all."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.timeframe import resolve

SUN = "2026-12-06"  # a Sunday; ISO week Nov 30 - Dec 6
EVE = "2026-09-30"  # the eve of 国庆

CASES = [
    # the n-th, last or n-th-from-last day of any span
    (EVE, "国庆假期第三天去看升旗", [("国庆假期第三天", "2026-10-03", "2026-10-03")]),
    (EVE, "五一假期的倒数第二天", [("五一假期的倒数第二天", "2027-05-04", "2027-05-04")]),
    (SUN, "下周倒数第一天交稿", [("下周倒数第一天", "2026-12-13", "2026-12-13")]),
    (SUN, "今年倒数第三天", [("今年倒数第三天", "2026-12-29", "2026-12-29")]),
    # a bare day before a verb of meeting, going or handing in is this month's day; a numbered thing is not
    (SUN, "廿三号出发去成都", [("廿三号", "2026-12-23", "2026-12-23")]),
    (SUN, "我们18号见", [("18号", "2026-12-18", "2026-12-18")]),
    (SUN, "卅号交", [("卅号", "2026-12-30", "2026-12-30")]),
    (SUN, "3号线开通运营", []),
    (SUN, "10号交通管制", []),
    # 当天 / 当晚 after a dated one-day span keep to it; after 明天 they add nothing
    (SUN, "12月20日当晚有流星雨", [("12月20日当晚", "2026-12-20", "2026-12-20")]),
    (SUN, "圣诞节当晚的烟花", [("圣诞节当晚", "2026-12-25", "2026-12-25")]),
    (SUN, "后天当天就能到", [("后天", "2026-12-08", "2026-12-08")]),
    # 十一 with 期间; Taiwan's 双十节 (never a bare 双十)
    (EVE, "十一期间景区限流", [("十一期间", "2026-10-01", "2026-10-07")]),
    (EVE, "双十节有阅兵吗", [("双十节", "2026-10-10", "2026-10-10")]),
    (EVE, "双十一预售", [("双十一", "2026-11-11", "2026-11-11")]),
    # 年头 is 年初; 出年 after a pronoun whatever follows
    (SUN, "明年年头再装修", [("明年年头", "2027-01-01", "2027-04-30")]),
    (SUN, "佢哋出年結婚", [("出年", "2027-01-01", "2027-12-31")]),
    (SUN, "这年头谁还写信", []),
    (SUN, "他们推出年度报告", []),
    # days listed with 、 may drop 日 before the next 、
    (SUN, "5月1、2、3日放假", [("5月1、2、3日", "2027-05-01", "2027-05-03")]),
    (SUN, "12月7、8、9、10号停水", [("12月7、8、9、10号", "2026-12-07", "2026-12-10")]),
    # the last working day before a day is the first counted back
    (SUN, "春节前的最后一个交易日", [("春节前的最后一个交易日", "2027-02-05", "2027-02-05")]),
    (EVE, "国庆节前最后一个工作日", [("国庆节前最后一个工作日", "2026-09-30", "2026-09-30")]),
    # a yearless M/D beside a clock, or in brackets right after a weekday
    (SUN, "12.28 19:30 年会开始", [("12.28 19:30", "2026-12-28", "2026-12-28")]),
    (SUN, "周三(12.9)交材料", [("周三(12.9)", "2026-12-09", "2026-12-09")]),
    (SUN, "单价3.5 元", []),
    # a trip's or a term's steps look ahead: a date far behind is next year's
    (SUN, "2月10日返校", [("2月10日", "2027-02-10", "2027-02-10")]),
    (SUN, "期末考试定为1月12日", [("1月12日", "2027-01-12", "2027-01-12")]),
    (SUN, "1月20日出发的那批游客已经回来了", [("1月20日", "2026-01-20", "2026-01-20")]),
    # a seat's number is no day
    (SUN, "高铁8车12号", []),
    (SUN, "3排5号的观众", []),
    # 上半财年 / 下半财年 after any word but one 上 / 下 would close
    (SUN, "我们预计上半财年营收持平", [("上半财年", "2026-01-01", "2026-06-30")]),
    (SUN, "以下半财年数据为准", []),
    # 后 closing a word before a weather word opening with 天 is no 后天
    (SUN, "饭后天黑了就回家", []),
    (SUN, "我们后天晴天出发", [("后天", "2026-12-08", "2026-12-08")]),
    # a five-year plan in a title or in single quotes keeps its years
    (SUN, "《十四五规划纲要》解读", [("十四五规划", "2021-01-01", "2025-12-31")]),
    (SUN, "‘十四五’期间", [("‘十四五’期间", "2021-01-01", "2025-12-31")]),
    (SUN, "《四月物语》", []),
    # 当天 / 当日 as "same-day" before a service word
    (SUN, "当日到账", []),
    (SUN, "门票当天有效", []),
    (SUN, "当天下午开会", [("当天下午", "2026-12-06", "2026-12-06")]),
    # Traditional verbs and nouns beside time words
    (SUN, "下禮拜三見", [("下禮拜三", "2026-12-09", "2026-12-09")]),
    (SUN, "截至記者發稿時", [("截至記者發稿時", "2026-12-06", "2026-12-06")]),
]


@pytest.mark.parametrize(("today", "text", "want"), CASES)
def test_time_zh17c(today: str, text: str, want: list[tuple[str, str, str]]) -> None:
    got = [(s.text, s.start.isoformat(), s.end.isoformat()) for s in resolve(text, date.fromisoformat(today)).spans]
    assert got == want
