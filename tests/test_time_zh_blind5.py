"""Round 9's blind Chinese table (tests/data/time_zh_blind5.tsv): voices no earlier table used — contracts, job and
exam notices, school calendars, hospital bookings, itineraries, release notes, forecasts, chat, encyclopaedia
history, search-assistant questions, markets, mixed Chinese-English — and look-alikes, written in waves before the
round's rules. bench/bench_time_zh_core.py --table blind5 prints the same rows per family and per voice."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from groundwire.decide.time import ahead_zh, context_zh, mixed_zh, reports_zh
from groundwire.decide.timeframe import resolve
from tests.time_tables import check_row, one_span, read_rows, row_param, table_voices

TABLE = Path(__file__).parent / "data" / "time_zh_blind5.tsv"
ROWS = read_rows(TABLE)
# rows still missed, each strict (it turns red once it passes)
KNOWN_MISSES: dict[str, str] = {}  # 七月流火 passes since review17b (sayings holding a month)


def test_table_is_large_and_in_new_voices():
    assert len(ROWS) >= 150
    assert table_voices(TABLE) >= {"legal", "recruit", "school", "hospital", "travel", "release", "weather", "chat", "history",
                         "search", "finance", "mixed", "look-alike"}
    assert {date(2028, 2, 29), date(2026, 3, 1), date(2025, 12, 31), date(2027, 2, 3)} <= {r[1] for r in ROWS}
    assert sum(r[3] is None for r in ROWS) >= 50  # rows that must give no span


@pytest.mark.parametrize("family, today, text, start, end, span", [row_param(r, KNOWN_MISSES) for r in ROWS])
def test_blind5_row(family, today, text, start, end, span):
    check_row(today, text, start, end, span)


T = date(2026, 12, 1)  # a Tuesday


def _one(text: str, today: date = T) -> tuple[str, date, date]:
    return one_span(text, today)


@pytest.mark.parametrize("text", [
    "入住前一天取消免费", "登机前两小时到达机场", "退房后三天内退押金", "上市后三个月", "婚后两年", "毕业后五年", "服药后两小时",
    "停药后三天复查", "发车前30分钟停止检票", "之后三天内", "此后两年", "事后三天", "提前两周预约", "到期后30日内续费",
    "发货后7天内可退", "收到通知后五个工作日内", "推后一个月",
])
def test_a_count_from_an_undated_event_or_a_lead_time_gives_no_span(text):
    assert resolve(text, T).spans == ()


@pytest.mark.parametrize("text, start, end", [
    ("前两周的数据", date(2026, 11, 16), date(2026, 11, 29)),  # the whole weeks before this one, as before
    ("查一下前两周的数据", date(2026, 11, 16), date(2026, 11, 29)),
    ("我前两天去了", date(2026, 11, 29), date(2026, 11, 30)),
    ("三个工作日内", T, date(2026, 12, 4)),
])
def test_a_free_standing_count_keeps_its_span(text, start, end):
    (s,) = resolve(text, T).spans
    assert (s.start, s.end) == (start, end)
    assert _one("春节后一周")[1] == date(2027, 2, 7)  # after a dated festival: that festival's week, as before
    assert _one("今后三年内")[0] == "今后三年内"


@pytest.mark.parametrize("text, span", [
    ("公司前三季度营收", "前三季度"), ("我国前三季度GDP", "前三季度"), ("全国前两个月进出口", "前两个月"),
    ("集团前10个月销售额", "前10个月"), ("企业前两年", "前两年"),
])
def test_qian_after_a_subject_keeps_the_years_first_months_or_quarters(text, span):
    assert _one(text)[0] == span  # as before: only counts of days or hours, and lexical events, count from an event
    assert resolve("孕前三个月", T).spans == () and resolve("考前一个月", T).spans == ()


def test_event_characters_are_chinese_and_not_time_words():
    assert context_zh.counted_from_an_event("考前一周", 1)
    assert not context_zh.counted_from_an_event("本月前10天", 2)  # 月: a time word
    assert not context_zh.counted_from_an_event("A前2周", 1)  # not a Chinese character
    assert not context_zh.counted_from_an_event("前2周", 0)


@pytest.mark.parametrize("text", ["秋季学期", "秋季运动会", "冬季奥运会", "春季招聘", "夏季新品", "春季班"])
def test_a_bare_season_naming_a_kind_of_thing_is_no_time(text):
    assert resolve(text, T).spans == ()


def test_a_season_with_its_year_or_alone_stays():
    assert _one("今年秋季学期")[0] == "今年秋季"
    assert _one("秋季")[1:] == (date(2026, 9, 1), date(2026, 11, 30))


@pytest.mark.parametrize("text", ["2026级新生", "2025届毕业生", "2024级研究生"])
def test_a_cohort_number_is_no_year(text):
    assert resolve(text, T).spans == ()


@pytest.mark.parametrize("text, span", [
    ("明天一早出发", "明天一早"), ("后天一大早", "后天一大早"), ("周五大清早", "周五大清早"),
    ("明天3pm有个call", "明天3pm"), ("周五下午2:30PM开会", "周五下午2:30PM"), ("明天 10 am", "明天 10 am"),
])
def test_a_part_of_the_day_or_an_english_clock_goes_with_its_chinese_day(text, span):
    assert _one(text)[0] == span


def test_an_english_clock_joins_only_a_chinese_day():
    assert [s.text for s in resolve("tomorrow", T).spans] == ["tomorrow"]
    assert [s.text for s in resolve("明天3pmx", T).spans] == ["明天"]  # no clock: a longer word


@pytest.mark.parametrize("text, day", [
    ("下周Monday开会", date(2026, 12, 7)), ("本周Fri", date(2026, 12, 4)), ("这周的friday", date(2026, 12, 4)),
    ("下下周Wed", date(2026, 12, 16)), ("上周 Sunday", date(2026, 11, 29)),
])
def test_a_chinese_week_with_an_english_weekday(text, day):
    s, start, end = _one(text)
    assert start == end == day and s.lower().startswith(text[:2].lower())
    assert len(mixed_zh.RULES) == 1


@pytest.mark.parametrize("text, start, end, span", [
    ("安全更新将持续提供至2028年10月", T, date(2028, 10, 31), "至2028年10月"),
    ("展览开放至明年3月", T, date(2027, 3, 31), "至明年3月"),
])
def test_zhi_after_a_verb_is_a_deadline_still_ahead(text, start, end, span):
    assert _one(text) == (span, start, end)


@pytest.mark.parametrize("text, span, start", [
    ("延期至明年3月", "明年3月", date(2027, 3, 1)),  # moved: that month, as 改到 / 推迟到
    ("延至明年3月", "明年3月", date(2027, 3, 1)),
    ("调整至明年3月", "明年3月", date(2027, 3, 1)),
    ("甚至明年3月", "明年3月", date(2027, 3, 1)),  # "even"
    ("时至今日", "今日", T),  # an idiom: up to today
    ("夜间至次日上午", "夜间至次日上午", T),  # one stretch, as before
])
def test_zhi_that_is_no_deadline(text, span, start):
    assert _one(text)[:2] == (span, start)


@pytest.mark.parametrize("text", ["请升级到2025.3版本", "版本2025.3", "版本号：2025.3", "升级到2025.3", "2025.3版"])
def test_a_dotted_release_number_is_no_month(text):
    assert resolve(text, T).spans == ()
    assert _one("2025.3月")[1] == date(2025, 3, 1)  # a month, as before


def test_a_fiscal_years_half():
    assert _one("2026财年上半年") == ("2026财年上半年", date(2026, 1, 1), date(2026, 6, 30))
    assert _one("本财年下半年")[1:] == (date(2026, 7, 1), date(2026, 12, 31))
    assert reports_zh.RULES  # the fiscal half is one of the report rules


Y = date(2025, 12, 31)


@pytest.mark.parametrize("text, start, end, span", [
    ("beta版将于1月中旬上线", date(2026, 1, 11), date(2026, 1, 20), "1月中旬"),
    ("预计3月发布", date(2026, 3, 1), date(2026, 3, 31), "3月"),
    ("计划于2月10日开业", date(2026, 2, 10), date(2026, 2, 10), "2月10日"),
    ("公司将于3月至4月举行招聘", date(2026, 3, 1), date(2026, 4, 30), "3月至4月"),
])
def test_a_yearless_month_far_behind_in_a_sentence_looking_ahead_is_next_years(text, start, end, span):
    assert _one(text, Y) == (span, start, end)


@pytest.mark.parametrize("text, year", [
    ("1月中旬上线", 2025),  # no word that looks ahead: this year's, the tables' convention
    ("1月销量已经下滑", 2025),  # looks back
    ("将于11月发布", 2025),  # not far behind
    ("将于2026年1月发布", 2026),  # placed by its year
])
def test_a_month_that_stays_where_it_is(text, year):
    assert _one(text, Y)[1].year == year
    assert ahead_zh.FAR == 183


@pytest.mark.parametrize("text", [
    "考" + "前" * 20_000 + "一周", "前" * 20_000 + "两周", "收到" + "后" * 20_000 + "三天内", "秋季" + "学" * 20_000,
    "2026" + "级" * 20_000, "明天" + " " * 20_000 + "3pm", "明天" + "3" * 20_000 + "pm", "下周" + " " * 20_000 + "Monday",
    "下周" + "的" * 20_000 + "Monday", "持续" + "至" * 20_000 + "2028年", "升级到" + " " * 20_000 + "2025.3",
    "2025.3" + " " * 20_000 + "版", "2026财年" + " " * 20_000 + "上半年", "将于" + "1月" * 10_000, "后天" + "一" * 20_000 + "早",
])
def test_round9_patterns_stay_linear_on_long_runs(text):
    """20 kB of one character around each of the round's new patterns (a backtracking pattern would hang here):
    resolve returns, with sane spans."""
    g = resolve(text, T)
    assert all(s.start <= s.end for s in g.spans)


# wave 2's families, each with look-alikes both ways
@pytest.mark.parametrize("text", ["每周五晚8点更新两集", "每周一上午10点开会", "每个星期天早上9点一刻", "每月15号下午三点",
                                  "每礼拜三晚上"])
def test_the_hours_of_a_recurring_day_recur_too(text):
    assert resolve(text, T).spans == ()
    assert _one("周五晚8点")[0] == "周五晚8点"  # one Friday: a day


@pytest.mark.parametrize("text", ["下一次日全食", "这次日本之行", "第一次日出", "上次日程", "两次日常检查"])
def test_the_ci_of_a_counted_time_is_no_next_day(text):
    assert resolve(text, T).spans == ()
    assert _one("次日上午")[1] == date(2026, 12, 2)
    assert _one("会议结束后，次日返回")[1] == date(2026, 12, 2)


@pytest.mark.parametrize("text", ["冬季两项", "夏季达沃斯论坛", "春季旅行", "冬季气温", "秋季新款"])
def test_the_formal_season_before_a_noun_is_an_attribute(text):
    assert resolve(text, T).spans == ()


@pytest.mark.parametrize("text, span", [("冬季里", "冬季"), ("春季的天气", "春季"), ("今年冬季供暖", "今年冬季"),
                                        ("夏天特别热", "夏天"), ("冬季，", "冬季"), ("春季开始", "春季")])
def test_a_season_placed_in_time_stays(text, span):
    assert _one(text)[0] == span


@pytest.mark.parametrize("text, span", [("2025 Q1的OKR", "2025 Q1"), ("2025Q1财报", "2025Q1"), ("2027 q4 的目标", "2027 q4")])
def test_a_year_and_its_quarter_before_chinese(text, span):
    s, start, end = _one(text)
    assert s == span and start.month in (1, 10) and (end - start).days in (89, 91)
    assert _one("2025 Q1 results")[0] == "2025 Q1"  # English, as before


@pytest.mark.parametrize("text, day", [("最后还款日为1月8日", date(2025, 1, 8)), ("截止日期：1月15日", date(2025, 1, 15))])
def test_a_date_still_due_said_in_december_is_the_coming_one(text, day):
    assert _one(text, date(2024, 12, 29))[1] == day
    assert _one("1月8日已到期", date(2024, 12, 29))[1] == date(2024, 1, 8)  # looks back


@pytest.mark.parametrize("text", [
    "每周五" + "的" * 20_000 + "晚8点", "每月" + "1" * 20_000 + "号下午", "一" * 20_000 + "次日", "冬季" + "两" * 20_000,
    "2025Q1" * 5_000 + "的", "2025 Q" + "1" * 20_000 + "的", "还款日" + "为" * 20_000 + "1月8日",
])
def test_wave2_patterns_stay_linear_on_long_runs(text):
    """(Not "2025" + 20 kB of spaces + "Q1": the English year-and-quarter rule of rules_en.py takes seconds there, on
    main too; left to the English round.)"""
    g = resolve(text, date(2024, 12, 29))
    assert all(s.start <= s.end for s in g.spans)


@pytest.mark.parametrize("text, start", [
    ("预计3月上旬发布", date(2025, 3, 1)), ("预计3月下旬发布", date(2025, 3, 21)),
    ("预计3月发布，了解一下", date(2025, 3, 1)),
])
def test_a_month_part_and_a_word_that_only_looks_like_the_past(text, start):
    """(review) 上旬 / 下旬 are no 上个月 / 下个月, and 了解 tells no past: ahead as 3月中旬 is."""
    assert _one(text, date(2024, 12, 29))[1] == start


def test_the_sat_exam_is_no_saturday():
    """(review) 下周SAT考试: next week, the SAT; 下周Sat is still that Saturday."""
    assert [s.text for s in resolve("下周SAT考试怎么准备", date(2024, 12, 29)).spans] == ["下周"]
    assert _one("下周Sat有空吗", date(2024, 12, 29))[1] == date(2025, 1, 4)


@pytest.mark.parametrize("text, span", [("会议改期至下周三", "下周三"), ("发布会提前至明天", "明天"),
                                        ("航班变更至下周一", "下周一"), ("比赛延后至下周六", "下周六")])
def test_a_date_moved_to_is_that_date_not_a_deadline(text, span):
    """(review) 改期至 / 提前至 / 变更至 / 延后至 move a date, as 延期至 / 调整至: the day itself, not today until it."""
    s, start, end = _one(text)
    assert s == span and start == end
