"""Time grounding families from issue 8 (our own cases, not the dev sets): ranges, compositions, numeric forms,
parts of periods, windows, Chinese calendars, impossible dates; the README's conventions; ``when -`` output."""

from __future__ import annotations

import json
from datetime import date as D

import pytest
from typer.testing import CliRunner

from groundwire.cli.app import app
from groundwire.decide.time.dates import part_of, weeks_in
from groundwire.decide.timeframe import resolve

MONDAY = D(2026, 11, 30)  # a Monday: this week is Nov 30 - Dec 6, next week Dec 7-13


def whole(text: str, today: D = MONDAY) -> tuple[D, D]:
    """The one span covering the whole text, as (start, end); fails otherwise."""
    g = resolve(text, today)
    assert len(g.spans) == 1, (text, g.spans)
    assert g.spans[0].text.strip(" ,.") == text.strip(" ,."), (text, g.spans[0].text)
    return g.spans[0].start, g.spans[0].end


def nothing(text: str, today: D = MONDAY) -> None:
    g = resolve(text, today)
    assert g.spans == () and g.time_range is None, (text, g.spans)


@pytest.mark.parametrize("text, start, end", [
    ("from 2011 to 2015", D(2011, 1, 1), D(2015, 12, 31)),
    ("between March 2019 and 2021", D(2019, 3, 1), D(2021, 12, 31)),
    ("from 3 to 19 next month", D(2026, 12, 3), D(2026, 12, 19)),
    ("this week between Tuesday and Thursday", D(2026, 12, 1), D(2026, 12, 3)),
    ("from the 13th to the 15th of July", D(2026, 7, 13), D(2026, 7, 15)),
    ("Aug 8 - Aug 12", D(2026, 8, 8), D(2026, 8, 12)),
    ("从2019-2021", D(2019, 1, 1), D(2021, 12, 31)),
    ("2005年与2008年之间", D(2005, 1, 1), D(2008, 12, 31)),
    ("2012年之后2016年之前", D(2013, 1, 1), D(2015, 12, 31)),  # both bounds excluded
    ("去年春节到元宵节", D(2025, 1, 29), D(2025, 2, 12)),  # the second festival in the first one's year
])
def test_ranges(text, start, end):
    assert whole(text) == (start, end)


@pytest.mark.parametrize("text, today, start, end", [
    ("May next year", MONDAY, D(2027, 5, 1), D(2027, 5, 31)),
    ("2019 August", MONDAY, D(2019, 8, 1), D(2019, 8, 31)),
    ("August, 2019", MONDAY, D(2019, 8, 1), D(2019, 8, 31)),
    ("the second Tuesday of next month", MONDAY, D(2026, 12, 8), D(2026, 12, 8)),
    ("last Monday of March", MONDAY, D(2026, 3, 30), D(2026, 3, 30)),
    ("Friday next week", MONDAY, D(2026, 12, 11), D(2026, 12, 11)),
    ("Friday next week", D(2026, 12, 6), D(2026, 12, 11), D(2026, 12, 11)),  # from a Sunday: weeks end on Sunday
    ("next week Monday", D(2026, 12, 6), D(2026, 12, 7), D(2026, 12, 7)),
    ("wednesday of next week", MONDAY, D(2026, 12, 9), D(2026, 12, 9)),
    ("the 15th of last month", MONDAY, D(2026, 10, 15), D(2026, 10, 15)),
    ("20th of next month", MONDAY, D(2026, 12, 20), D(2026, 12, 20)),
    ("Tuesday the 19th", D(2027, 1, 10), D(2027, 1, 19), D(2027, 1, 19)),
    ("明年本月五日", MONDAY, D(2027, 11, 5), D(2027, 11, 5)),
    ("2010年 三月", MONDAY, D(2010, 3, 1), D(2010, 3, 31)),
    ("下周五", MONDAY, D(2026, 12, 11), D(2026, 12, 11)),
])
def test_compositions(text, today, start, end):
    assert whole(text, today) == (start, end)


@pytest.mark.parametrize("text, start, end", [
    ("10/2019", D(2019, 10, 1), D(2019, 10, 31)),
    ("4/2021", D(2021, 4, 1), D(2021, 4, 30)),
    ("17-05-2018", D(2018, 5, 17), D(2018, 5, 17)),  # 17 cannot be a month: day first
    ("09/14,2017", D(2017, 9, 14), D(2017, 9, 14)),
    ("2020-oct-3", D(2020, 10, 3), D(2020, 10, 3)),
    ("3. Feb. 2019", D(2019, 2, 3), D(2019, 2, 3)),
    ("31-Oct-74", D(1974, 10, 31), D(1974, 10, 31)),
    ("2/29/2024", D(2024, 2, 29), D(2024, 2, 29)),  # leap year
])
def test_numeric_forms(text, start, end):
    assert whole(text) == (start, end)


@pytest.mark.parametrize("text, today, start, end", [
    ("early this week", MONDAY, D(2026, 11, 30), D(2026, 12, 1)),
    ("late this week", MONDAY, D(2026, 12, 4), D(2026, 12, 6)),
    ("mid this month", MONDAY, D(2026, 11, 11), D(2026, 11, 20)),
    ("late this year", MONDAY, D(2026, 9, 1), D(2026, 12, 31)),
    ("beginning of 2010", MONDAY, D(2010, 1, 1), D(2010, 4, 30)),
    ("end of 2010", MONDAY, D(2010, 9, 1), D(2010, 12, 31)),
    ("earlier this week", D(2026, 11, 18), D(2026, 11, 16), D(2026, 11, 18)),
    ("later this month", D(2026, 11, 18), D(2026, 11, 18), D(2026, 11, 30)),
    ("the second week of next month", MONDAY, D(2026, 12, 7), D(2026, 12, 13)),
    ("last week of 2019", MONDAY, D(2019, 12, 23), D(2019, 12, 29)),
    ("last week of 2020", MONDAY, D(2020, 12, 28), D(2021, 1, 3)),  # ISO week 53 runs into January
    ("first week of 2026", MONDAY, D(2025, 12, 29), D(2026, 1, 4)),  # its Thursday is Jan 1
    ("the 1990s", MONDAY, D(1990, 1, 1), D(1999, 12, 31)),
    ("前2周", MONDAY, D(2026, 11, 16), D(2026, 11, 29)),
    ("EOM", MONDAY, D(2026, 11, 21), D(2026, 11, 30)),
])
def test_parts_of_periods(text, today, start, end):
    assert whole(text, today) == (start, end)


@pytest.mark.parametrize("zh, en", [
    ("8月初", "early August"), ("8月上旬", "beginning of August"), ("8月中旬", "mid August"),
    ("8月底", "late August"), ("8月下旬", "end of August"), ("2010年初", "beginning of 2010"),
    ("2010年底", "end of 2010"), ("2010年末", "late 2010"),
])
def test_early_mid_late_is_one_rule_in_both_languages(zh, en):
    assert whole(zh) == whole(en)


def test_the_part_convention_itself():
    """Thirds: a month's 旬 (1-10, 11-20, 21-end), a year's four-month thirds, a week's Mon-Tue / Wed-Thu / Fri-Sun."""
    feb = (D(2024, 2, 1), D(2024, 2, 29))
    assert [part_of(*feb, "month", p) for p in ("early", "mid", "late")] == [
        (D(2024, 2, 1), D(2024, 2, 10)), (D(2024, 2, 11), D(2024, 2, 20)), (D(2024, 2, 21), D(2024, 2, 29))]
    year = (D(2025, 1, 1), D(2025, 12, 31))
    assert part_of(*year, "year", "mid") == (D(2025, 5, 1), D(2025, 8, 31))
    week = (D(2026, 11, 30), D(2026, 12, 6))
    assert part_of(*week, "week", "mid") == (D(2026, 12, 2), D(2026, 12, 3))
    assert weeks_in(D(2014, 10, 1), D(2014, 10, 31))[0] == (D(2014, 9, 29), D(2014, 10, 5))


@pytest.mark.parametrize("text, start, end", [
    ("next 5 days", D(2026, 12, 1), D(2026, 12, 5)),  # starts tomorrow
    ("past 7 days", D(2026, 11, 24), D(2026, 11, 30)),  # ends today, 7 days inclusive
    ("the past 3 months", D(2026, 8, 31), D(2026, 11, 30)),
    ("the coming month", D(2026, 12, 1), D(2026, 12, 31)),  # the next calendar unit
    ("upcoming week", D(2026, 12, 7), D(2026, 12, 13)),
    ("within the next 2 years 3 months", D(2026, 12, 1), D(2029, 2, 28)),
    ("后2年", D(2027, 1, 1), D(2028, 12, 31)),
    ("近五年", D(2021, 12, 1), D(2026, 11, 30)),
])
def test_windows(text, start, end):
    assert whole(text) == (start, end)


@pytest.mark.parametrize("text, start, end", [
    ("农历八月十五", D(2026, 9, 25), D(2026, 9, 25)),
    ("1991年农历8月23号", D(1991, 9, 30), D(1991, 9, 30)),
    ("2020年农历闰四月", D(2020, 5, 23), D(2020, 6, 20)),  # a leap month
    ("春节", D(2027, 2, 6), D(2027, 2, 6)),  # the next one: 2026's (Feb 17) has passed
    ("2026年春节", D(2026, 2, 17), D(2026, 2, 17)),
    ("中秋节", D(2027, 9, 15), D(2027, 9, 15)),
    ("除夕", D(2027, 2, 5), D(2027, 2, 5)),  # the last day of the lunar year's 12th month
    ("清明", D(2027, 4, 5), D(2027, 4, 5)),
    ("国庆节", D(2027, 10, 1), D(2027, 10, 1)),
    ("乾隆十年", D(1745, 1, 1), D(1745, 12, 31)),
    ("民国元年", D(1912, 1, 1), D(1912, 12, 31)),
])
def test_chinese_calendars(text, start, end):
    assert whole(text) == (start, end)


@pytest.mark.parametrize("text", ["4月31日", "2021年2月29日", "February 30, 2021", "4/31/2021", "2026年农历闰四月",
                                  "2025年农历腊月三十"])  # lunar 2025 has no 30th of its 12th month
def test_impossible_dates_give_no_span(text):
    nothing(text)


def test_leap_day_exists_in_leap_years_only():
    assert whole("2024年2月29日") == (D(2024, 2, 29), D(2024, 2, 29))
    assert whole("Feb 29, 2024") == (D(2024, 2, 29), D(2024, 2, 29))
    nothing("2/29/2023")


def test_month_names_as_words_are_not_dates():
    nothing("May I ask how to march on")
    g = resolve("sales in march", MONDAY)
    assert [(s.text, s.start) for s in g.spans] == [("march", D(2026, 3, 1))]


def test_when_stdin_honours_json_flag():
    lines = "Friday next week\nno dates here\n"
    human = CliRunner().invoke(app, ["when", "-", "--today", "2026-11-30"], input=lines)
    assert human.exit_code == 0, human.output
    assert "Friday next week: 2026-12-11 .. 2026-12-11" in human.output
    assert not human.output.lstrip().startswith("{")
    as_json = CliRunner().invoke(app, ["when", "-", "--today", "2026-11-30", "--json"], input=lines)
    rows = [json.loads(x) for x in as_json.output.splitlines() if x.strip()]
    assert [r["spans"] for r in rows] == [[{"text": "Friday next week", "start": "2026-12-11", "end": "2026-12-11"}],
                                          []]


def test_when_bad_today_names_the_flag():
    r = CliRunner().invoke(app, ["when", "-", "--today", "2026-02-30"], input="today\n")
    assert r.exit_code == 2 and "--today" in r.output


@pytest.mark.parametrize("text, start", [
    ("thanksgiving", D(2027, 11, 25)),  # 2026's (Nov 26) has passed: the next one
    ("thanksgiving of next year", D(2027, 11, 25)),
    ("last easter", D(2026, 4, 5)),
    ("easter 2027", D(2027, 3, 28)),
    ("good friday 2024", D(2024, 3, 29)),
    ("orthodox easter 2024", D(2024, 5, 5)),
    ("MLK day 2012", D(2012, 1, 16)),
    ("christmas", D(2026, 12, 25)),
    ("mother's day 2026", D(2026, 5, 10)),
    ("memorial day 2026", D(2026, 5, 25)),  # the last Monday of May
    ("chinese new year", D(2027, 2, 6)),
])
def test_english_holidays(text, start):
    assert whole(text) == (start, start)


@pytest.mark.parametrize("text, today, start, end", [
    ("this Monday", D(2026, 12, 2), D(2026, 11, 30), D(2026, 11, 30)),  # this week's Monday, even when past
    ("Monday", MONDAY, D(2026, 11, 30), D(2026, 11, 30)),  # a bare weekday: next occurrence, today included
    ("Tuesday", MONDAY, D(2026, 12, 1), D(2026, 12, 1)),
    ("2 weeks ago", MONDAY, D(2026, 11, 16), D(2026, 11, 16)),  # days and weeks away name the day
    ("2 months ago", MONDAY, D(2026, 9, 1), D(2026, 9, 30)),  # months and years away name the month / year
    ("3 years ago", MONDAY, D(2023, 1, 1), D(2023, 12, 31)),
])
def test_readme_conventions_for_weekdays_and_shifts(text, today, start, end):
    assert whole(text, today) == (start, end)


@pytest.mark.parametrize("text, start, end", [
    ("the week after next", D(2026, 12, 14), D(2026, 12, 20)),
    ("the eighties", D(1980, 1, 1), D(1989, 12, 31)),
    ("Tuesday to Thursday next week", D(2026, 12, 8), D(2026, 12, 10)),
    ("the last day of the month", D(2026, 11, 30), D(2026, 11, 30)),
    ("the first Monday of the month", D(2026, 11, 2), D(2026, 11, 2)),
    ("the last week of the year", D(2026, 12, 28), D(2027, 1, 3)),
    ("the rest of the month", D(2026, 11, 30), D(2026, 11, 30)),
    ("下周一到周三", D(2026, 12, 7), D(2026, 12, 9)),
    ("2019年的第一周", D(2018, 12, 31), D(2019, 1, 6)),  # ISO week 1 of 2019 starts in 2018
    ("今年最后一周", D(2026, 12, 28), D(2027, 1, 3)),
    ("2019年年中", D(2019, 5, 1), D(2019, 8, 31)),
    ("1990年代末", D(1997, 1, 1), D(1999, 12, 31)),
])
def test_more_compositions_and_parts(text, start, end):
    assert whole(text) == (start, end)


def test_year_followed_by_zhong_guo_is_not_mid_year():
    g = resolve("2019年中国经济", MONDAY)
    assert [(s.text, s.start, s.end) for s in g.spans] == [("2019年", D(2019, 1, 1), D(2019, 12, 31))]


@pytest.mark.parametrize("text, rewritten", [
    ("what is on Friday next week", "what is on December 11, 2026"),
    ("May next year iPhone launch", "May 2027 iPhone launch"),
    ("明年本月五日有什么活动", "2027年11月5日有什么活动"),
])
def test_compositions_are_rewritten_absolute(text, rewritten):
    assert resolve(text, MONDAY).rewritten == rewritten


@pytest.mark.parametrize("text, today, start, end", [
    ("this summer", MONDAY, D(2026, 6, 1), D(2026, 8, 31)),
    ("this winter", D(2027, 1, 15), D(2026, 12, 1), D(2027, 2, 28)),  # the winter holding today
    ("last winter", MONDAY, D(2025, 12, 1), D(2026, 2, 28)),
    ("next spring", MONDAY, D(2027, 3, 1), D(2027, 5, 31)),
    ("summer of 2019", MONDAY, D(2019, 6, 1), D(2019, 8, 31)),
    ("去年冬季", MONDAY, D(2025, 12, 1), D(2026, 2, 28)),
    ("2024年冬天", MONDAY, D(2024, 12, 1), D(2025, 2, 28)),
])
def test_seasons_are_meteorological(text, today, start, end):
    assert whole(text, today) == (start, end)


@pytest.mark.parametrize("text", ["Spring Boot latest version", "why do prices fall", "what is a winter tyre"])
def test_season_words_without_a_time_word_are_not_times(text):
    nothing(text)


@pytest.mark.parametrize("text, start, end", [
    ("20th of the previous month", D(2026, 10, 20), D(2026, 10, 20)),
    ("the previous week", D(2026, 11, 23), D(2026, 11, 29)),
    ("a fortnight ago", D(2026, 11, 16), D(2026, 11, 16)),
    ("at 5pm tomorrow", D(2026, 12, 1), D(2026, 12, 1)),
    ("Thursday 8h GMT", D(2026, 12, 3), D(2026, 12, 3)),
    ("9:30 - 11:00 on Thursday", D(2026, 12, 3), D(2026, 12, 3)),
])
def test_previous_units_fortnights_and_clock_times(text, start, end):
    assert whole(text) == (start, end)


def test_a_count_after_for_is_not_a_clock_time():
    # round 22: "X for N days" is one anchored duration (X through X + N, as duckling-en reads it); "10" is no clock
    g = resolve("18th Dec for 10 days", MONDAY)
    assert [(s.text, s.start, s.end) for s in g.spans] == [("18th Dec for 10 days", D(2026, 12, 18), D(2026, 12, 28))]
    g = resolve("18th Dec for 10 people", MONDAY)
    assert [s.text for s in g.spans] == ["18th Dec"]


@pytest.mark.parametrize("text, start", [
    ("Mid-Autumn Festival", D(2027, 9, 15)),
    ("dragon boat festival 2025", D(2025, 5, 31)),
    ("中秋节", D(2027, 9, 15)),  # the same day in both languages
])
def test_chinese_festivals_named_in_english(text, start):
    assert whole(text) == (start, start)


def test_slash_month_day_needs_a_time_word():
    g = resolve("due on 3/5, not 1/2 of the money", MONDAY)
    assert [(s.text, s.start) for s in g.spans] == [("3/5", D(2026, 3, 5))]
    assert whole("4/25 at 4:00pm") == (D(2026, 4, 25), D(2026, 4, 25))
    nothing("add 1/2 cup of sugar and 2 of the eggs")
