"""Round 16's review of time-zh16's Chinese rules (review16c): look-alikes beside the new rules that gave a false or
too long span on main, found in the fit half of tests/data/time_zh_review16c.tsv (the held half is only scored) and
in words of the same kind. Each case failed on main (533d119) unless marked as a guard."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.timeframe import resolve

SAT = date(2026, 12, 5)  # a Saturday in Q4: week Nov 30 - Dec 6
WED = date(2026, 8, 12)  # a Wednesday in Q3: Saturday Aug 15, Sunday Aug 16


def spans(text: str, today: date = SAT) -> list[tuple[str, str, str]]:
    return [(s.text, s.start.isoformat(), s.end.isoformat()) for s in resolve(text, today).spans]


@pytest.mark.parametrize("text, want", [
    # a word that begins with 日 after a solar term is no 冬至日 (the day of the term): only the term is the span
    ("冬至日程安排如下", [("冬至", "2026-12-22", "2026-12-22")]),
    ("写一篇冬至日记", [("冬至", "2026-12-22", "2026-12-22")]),
    ("清明日用品促销", [("清明", "2027-04-05", "2027-04-05")]),
    ("冬至日夜温差大", [("冬至", "2026-12-22", "2026-12-22")]),
    ("夏至日历", [("夏至", "2027-06-21", "2027-06-21")]),
    # guards: the term's own day stays one span
    ("冬至日是哪天", [("冬至日", "2026-12-22", "2026-12-22")]),
    ("冬至节气吃饺子", [("冬至节气", "2026-12-22", "2026-12-22")]),
])
def test_term_day_is_not_a_word_beginning_with_ri(text, want):
    assert spans(text) == want


@pytest.mark.parametrize("text, want", [
    # 周六 before a word that begins with 日 (日间, 日用品, 日料, 日剧, 日系, 日程) is Saturday, not the weekend
    ("周六日间门诊照常开放", [("周六", "2026-08-15", "2026-08-15")]),
    ("周六日用品打折", [("周六", "2026-08-15", "2026-08-15")]),
    ("周六日剧更新两集", [("周六", "2026-08-15", "2026-08-15")]),
    ("周六日系穿搭", [("周六", "2026-08-15", "2026-08-15")]),
    ("周六日程很满", [("周六", "2026-08-15", "2026-08-15")]),
    # 周六天气 / 礼拜六天黑前 / 星期六天津: 天 begins the next word (the weekend's 天 follows its own 周 / 礼拜)
    ("周六天气怎么样", [("周六", "2026-08-15", "2026-08-15")]),
    ("礼拜六天黑前回来", [("礼拜六", "2026-08-15", "2026-08-15")]),
    ("星期六天津有雨", [("星期六", "2026-08-15", "2026-08-15")]),
    # guards: the weekend
    ("礼拜六礼拜天都开门", [("礼拜六礼拜天", "2026-08-15", "2026-08-16")]),
    ("周六、日均可预约", [("周六、日", "2026-08-15", "2026-08-16")]),
    ("周六日都休息", [("周六日", "2026-08-15", "2026-08-16")]),
    ("下周六日有空吗", [("下周六日", "2026-08-22", "2026-08-23")]),
])
def test_weekend_is_not_saturday_before_a_ri_word(text, want):
    assert spans(text, WED) == want


@pytest.mark.parametrize("text, want", [
    # a numbered thing after a listed day (车厢, 门, 馆, 选手, 窗口, 出口) makes it no day of the list
    ("9月5日，6号车厢空调故障", [("9月5日", "2026-09-05", "2026-09-05")]),
    ("9月5日，7号门检票", [("9月5日", "2026-09-05", "2026-09-05")]),
    ("8月20日，3号馆展出新车", [("8月20日", "2026-08-20", "2026-08-20")]),
    ("8月20日、9号选手晋级", [("8月20日", "2026-08-20", "2026-08-20")]),
    # a bare day listed before a numbered thing is one of the things too (10号、11号楼: two buildings)
    ("住在10号、11号楼", []),
    ("5号、6号线换乘", []),
    # guards: days listed after one month, and a bare day before a break
    ("9月5日、6号两天", [("9月5日、6号", "2026-09-05", "2026-09-06")]),
    ("20号，我在家", [("20号", "2026-08-20", "2026-08-20")]),
])
def test_listed_day_before_a_numbered_thing(text, want):
    assert spans(text, WED) == want


@pytest.mark.parametrize("text, want", [
    # 本季初 / 上季末 before a word that begins with 初 or 末 (初见成效, 初登场, 末节, 末位) is no part of a quarter
    ("新政策本季初见成效", []),
    ("本季初登场的角色", []),
    ("他本季末节场均得分12分", []),
    ("上季末位的球队", []),
    # guards
    ("本季末完成验收", [("本季末", "2026-12-01", "2026-12-31")]),
    ("下季初上线", [("下季初", "2027-01-01", "2027-01-31")]),
])
def test_quarter_part_is_not_a_word_beginning_with_chu_or_mo(text, want):
    assert spans(text) == want


@pytest.mark.parametrize("text, want", [
    # N季度来看 / 来说 / 来临: 来 is a verb there, not "over the last N quarters"
    ("从三季度来看，需求回暖", [("三季度", "2026-07-01", "2026-09-30")]),
    ("就二季度来说", [("二季度", "2026-04-01", "2026-06-30")]),
    # guards: since Q3, and a count of quarters
    ("三季度来，出口回落", [("三季度来", "2026-07-01", "2026-12-05")]),
    ("三个月来，价格上涨", [("三个月来", "2026-09-05", "2026-12-05")]),
])
def test_lai_as_a_verb_after_a_quarter(text, want):
    assert spans(text) == want


@pytest.mark.parametrize("text, want", [
    # Traditional 長 is 长: 五一小長假 / 十一長假 are the days off, as 五一小长假
    ("五一小長假去哪玩", [("五一小長假", "2027-05-01", "2027-05-05")]),
    ("十一長假", [("十一長假", "2027-10-01", "2027-10-07")]),
    # guard
    ("五一小学", []),
])
def test_traditional_chang_in_holiday_words(text, want):
    assert spans(text) == want


@pytest.mark.parametrize("text, want", [
    # a Chinese release label before dotted year-months, and a dash to an amount, make them numbers
    ("升级包版本号：2008.03-2009.5", []),
    ("固件版本 2024.6", []),
    ("净值区间2008.03-2009元", []),
    # guards: a résumé's tenure, and both ends dated
    ("2008.03-2009.05在北京工作", [("2008.03-2009.05", "2008-03-01", "2009-05-31")]),
    ("2008.03-2009 在北京工作", [("2008.03-2009", "2008-03-01", "2009-12-31")]),
])
def test_dotted_year_month_as_a_version_or_an_amount(text, want):
    assert spans(text) == want
