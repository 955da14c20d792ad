"""Round 13, Chinese: general gaps named by the third held wave's misses (tests/data/time_zh_blind8_held3.tsv, read
and tuned on from this round), in our own wording; the held3 table row by row (its misses left are strict xfails);
the fourth wave (time_zh_blind8_held4.tsv), held entirely, checked by its count alone."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from bench.bench_time_zh_core import CORE, check, load
from groundwire.decide.timeframe import resolve
from tests.time_tables import check_row, one_span, read_rows, row_param

T = date(2026, 12, 2)  # a Wednesday; this week Nov 30 - Dec 6, next week Dec 7 - 13


@pytest.mark.parametrize("text, span, day", [
    ("周4之前交材料", "周4之前", None), ("礼拜3去医院复查", "礼拜3", date(2026, 12, 2)),
    ("星期5晚上聚餐", "星期5晚上", date(2026, 12, 4)), ("下周2上午面试", "下周2上午", date(2026, 12, 8)),
    ("上周1的会议纪要", "上周1", date(2026, 11, 23)), ("这周7休息", "这周7", date(2026, 12, 6)),
])
def test_a_digit_after_a_week_word_is_that_weekday(text, span, day):
    """周4 / 礼拜3 / 星期5 / 下周2: chat writes the weekday as a digit (catches 下周2上午 read as next week, and 礼拜3
    giving no span)."""
    got = one_span(text, T)
    assert got[0] == span
    if day is not None:
        assert got[1:] == (day, day)
    else:  # a deadline still ahead: today to that Thursday
        assert got[1:] == (T, date(2026, 12, 3))


@pytest.mark.parametrize("text", ["每周3次健身", "一周5天班", "本周3场比赛", "两周2次例会", "周5个会议", "礼拜8", "周1-5上班"])
def test_a_count_after_a_week_word_is_no_weekday(text):
    """每周3次 / 一周5天 / 本周3场: a count per week, no day (catches the digit read as a weekday)."""
    assert all(s.text[-1] not in "0123456789" for s in resolve(text, T).spans)


@pytest.mark.parametrize("text", ["请到5号诊室就诊", "到2号病房探视", "请到7号窗口办理", "到3号考场参加考试", "请到12号登机口登机",
                                  "到1号会议室开会"])
def test_a_numbered_room_after_dao_is_no_day(text):
    """到5号诊室 / 到2号病房 / 到3号考场: a room, a gate, a hall (catches 5号 read as this month's 5th)."""
    assert resolve(text, T).spans == ()


def test_a_day_after_dao_still_is_one():
    assert one_span("从1号到5号放假", T) == ("从1号到5号", date(2026, 12, 1), date(2026, 12, 5))


@pytest.mark.parametrize("text", ["单位净值1.2345元", "累计净值2.1034", "汇率7.2031", "收于3.2456点", "涨幅1.2031%"])
def test_a_decimal_with_four_places_is_no_month(text):
    """净值1.2345 / 汇率7.2031 / 1.2031%: a value, not M.YYYY (catches 1.2345 read as January 2345)."""
    assert resolve(text, T).spans == ()


def test_a_dotted_month_year_still_is_one():
    assert one_span("3.2027", T) == ("3.2027", date(2027, 3, 1), date(2027, 3, 31))


@pytest.mark.parametrize("text, span, day", [
    ("航班延误至次日凌晨3点", "次日凌晨3点", date(2026, 12, 3)), ("列车晚点至明天上午", "明天上午", date(2026, 12, 3)),
    ("已改签至次日早上7点", "次日早上7点", date(2026, 12, 3)), ("延误到后天", "后天", date(2026, 12, 4)),
])
def test_a_delay_to_a_time_is_that_time(text, span, day):
    """延误至 / 晚点至 / 改签至 X: the new time X, not a deadline from today (catches 至次日凌晨3点 read as today to
    tomorrow)."""
    assert one_span(text, T) == (span, day, day)


def test_a_plain_zhi_is_still_a_deadline():
    assert one_span("活动持续至12月10日", T) == ("至12月10日", T, date(2026, 12, 10))


@pytest.mark.parametrize("text, span, start, end", [
    ("预计本月杪完成", "本月杪", date(2026, 12, 21), date(2026, 12, 31)),
    ("下月杪到期", "下月杪", date(2027, 1, 21), date(2027, 1, 31)),
])
def test_yuemiao_is_the_months_end(text, span, start, end):
    """月杪 (written Malaysian / classical) is 月底 (catches 本月杪 read as the whole month)."""
    assert one_span(text, T) == (span, start, end)


@pytest.mark.parametrize("text", ["待到重阳日，还来就菊花", "今夜鄜州月，闺中只独看", "八月湖水平，涵虚混太清",
                                  "清明时节雨纷纷，路上行人欲断魂", "今夜鄜州月是什么意思", "八月蝴蝶来，双飞西园草", "明日复明日，明日何其多吧"])
def test_a_quoted_verse_names_no_day(text):
    """A line or a title of a well-known poem (data/poem_lines_zh.txt, from chinese-poetry's anthologies) holds no
    day of ours (catches 待到重阳日 read as this year's 重阳, 今夜鄜州月 as tonight, 清明时节 as the next 清明)."""
    assert resolve(text, T).spans == ()


@pytest.mark.parametrize("text, span", [("重阳节去爬山", "重阳节"), ("今夜去看电影", "今夜"), ("明年今日再聚", "明年今日"),
                                        ("八月去青海湖", "八月")])
def test_an_ordinary_clause_keeps_its_time(text, span):
    assert [s.text for s in resolve(text, T).spans] == [span]


HELD3 = Path(__file__).parent / "data" / "time_zh_blind8_held3.tsv"
# held3 rows still missed after round 13 (read from round 13 on), each strict: it turns red once it passes
HELD3_MISSES: dict[str, str] = {
    "昨夜西风凋碧树，独上高楼": "a Song ci line outside the anthologies the verse list is drawn from (晏殊, 蝶恋花)",
}


@pytest.mark.parametrize("family, today, text, start, end, span",
                         [row_param(r, HELD3_MISSES) for r in read_rows(HELD3)])
def test_held3_row(family, today, text, start, end, span):
    check_row(today, text, start, end, span)


HELD4 = Path(__file__).parent / "data" / "time_zh_blind8_held4.tsv"


def test_held4_keeps_its_first_run():
    """The fourth wave, held through round 13 and read from round 14: at least its figure after round 14 (160/161,
    core 84/84; after round 13 155 / 83; first run 153 / 82);
    the count alone is reported, never which rows miss. Catches a rule change that costs held rows."""
    rows = load(HELD4)
    good = [check(r)[0] for r in rows]
    core = [g for g, r in zip(good, rows) if r.family in CORE]
    assert len(rows) >= 120
    assert sum(good) >= 160 and sum(core) >= 84, (sum(good), len(good), sum(core), len(core))  # round 14: 160 / 84
