"""Round 14 (time14): general causes of the misses of the spec-shaped fit tables (tests/data/time_en_spec14_fit.tsv,
tests/data/time_zh_spec14_fit.tsv) and of round 13's held waves, read from now (time_en_blind9_held6.tsv,
time_zh_blind8_held4.tsv), each a rule with cases of its own here, in other words than the tables': an ordinal
before "<weekday> after <day>" counts weeks on; a month before a day number no month holds is no date at all; a
lower-case "march" before a distance is the verb; a month opening a quoted title "March of the …" is the title;
verbs of deferring tell the past; a Chinese time word inside title marks 《…》 with no year is a title, a surname
before a bare month is a given name, 周X before a name character is a name, a month before a shop's noun a brand;
a period's first / last day said beside its date is that date. Every case marked "catches" failed on main's rules
(938af45); the held14 tests pin the held waves' counts (totals only)."""

from __future__ import annotations

from datetime import date as D
from pathlib import Path

import pytest

from groundwire.decide.timeframe import resolve

SAT, TUE, SAT_OCT = D(2026, 12, 5), D(2026, 12, 1), D(2026, 10, 31)


def _spans(text: str, today: D) -> list[tuple[str, D, D]]:
    return [(s.text, s.start, s.end) for s in resolve(text, today).spans]


# an ordinal before "<weekday> after / before <day>" counts that many such weekdays (catches: the first one, the
# ordinal left out of the span)
@pytest.mark.parametrize("text, today, span, day", [
    ("the second Monday after Easter 2027", SAT, "the second Monday after Easter 2027", D(2027, 4, 5)),
    ("the 3rd Friday before Christmas", SAT, "the 3rd Friday before Christmas", D(2026, 12, 4)),
    ("Two Sundays? No: the fourth sunday after New Year's Day 2027.", SAT,
     "the fourth sunday after New Year's Day 2027", D(2027, 1, 24)),
    ("the first Sunday after Christmas", SAT, "the first Sunday after Christmas", D(2026, 12, 27)),
])
def test_an_ordinal_counts_weekdays_beside_a_day(text: str, today: D, span: str, day: D) -> None:
    assert _spans(text, today) == [(span, day, day)]


# a month before a day number no month holds (32-99) is no date, not the bare month (catches: read as the month)
@pytest.mark.parametrize("text", ["June 45", "Is Oct 33 a holiday?", "december 40th", "Aug. 77, 2027"])
def test_a_month_before_a_day_no_month_holds_gives_no_span(text: str) -> None:
    assert _spans(text, SAT) == []


@pytest.mark.parametrize("text, span, start, end", [
    ("In May 45 people were hired.", "In May", D(2026, 5, 1), D(2026, 5, 31)),
    ("June 2027", "June 2027", D(2027, 6, 1), D(2027, 6, 30)),
    ("Oct 31", "Oct 31", D(2026, 10, 31), D(2026, 10, 31)),
])
def test_a_month_before_a_count_or_a_real_day_stays(text: str, span: str, start: D, end: D) -> None:
    ((got, s, e),) = _spans(text, SAT)
    assert (got.removeprefix("In ").removeprefix("in "), s, e) == (span.removeprefix("In "), start, end)


# a lower-case "march" before a distance or a span of time walked is the verb (catches: "march 12" read as 12 March)
@pytest.mark.parametrize("text", [
    "Every year the scouts march 12 miles to the lake.",
    "We march 20 km on day one.",
    "the troops march 3 kilometres a day",
    "they march 5 laps of the square",
])
def test_march_before_a_distance_is_the_verb(text: str) -> None:
    assert _spans(text, TUE) == []


def test_march_before_a_day_stays_a_date() -> None:
    assert _spans("the rally is on march 12", TUE) == [("march 12", D(2027, 3, 12), D(2027, 3, 12))]


# a capitalised month opening a title "<Month> of the <Name>" in quotes, or after "the", is the title (catches: March)
@pytest.mark.parametrize("text", [
    "'May of the Wild Roses' opens at the Lyceum.",
    "Have you read \"April of the Lost Boys\"?",
    "The June of the Long Knives was a novel.",
])
def test_a_month_opening_a_quoted_title_is_no_month(text: str) -> None:
    assert _spans(text, TUE) == []


def test_the_march_of_a_year_stays_a_month() -> None:
    ((span, s, e),) = _spans("the March of 2020 was wet", TUE)
    assert (span.removeprefix("the "), s, e) == ("March of 2020", D(2020, 3, 1), D(2020, 3, 31))


# verbs of deferring and shelving tell the past: a bare weekday after them is the latest one (catches: the next one)
@pytest.mark.parametrize("text, day", [
    ("The board postponed the vote on Tuesday.", D(2026, 10, 27)),
    ("Ministers shelved the scheme on Thursday.", D(2026, 10, 29)),
    ("The council deferred its decision on Monday.", D(2026, 10, 26)),
    ("Organisers called off the parade on Friday.", D(2026, 10, 30)),
])
def test_deferring_verbs_tell_the_past(text: str, day: D) -> None:
    (( _, s, e),) = _spans(text, SAT_OCT)
    assert (s, e) == (day, day)


@pytest.mark.parametrize("text, day", [
    ("The board postponed the vote to Tuesday.", D(2026, 11, 3)),
    ("The vote will be postponed on Tuesday.", D(2026, 11, 3)),
])
def test_deferring_to_a_day_still_looks_ahead(text: str, day: D) -> None:
    (( _, s, e),) = _spans(text, SAT_OCT)
    assert (s, e) == (day, day)


# Chinese: a time word inside title marks with no year in them names a work (catches: the month / day / weekday)
@pytest.mark.parametrize("text", ["我很喜欢《四月物语》这部电影", "《昨日重现》是一首老歌", "读完了《八月之光》", "《周末愉快》第二集"])
def test_a_time_word_inside_title_marks_is_a_title(text: str) -> None:
    assert _spans(text, SAT) == []


@pytest.mark.parametrize("text, span, start, end", [
    ("《2026年政府工作报告》全文", "2026年", D(2026, 1, 1), D(2026, 12, 31)),
    ("《关于2027年春节放假的通知》", "2027年春节", D(2027, 2, 6), D(2027, 2, 6)),
])
def test_a_title_with_a_year_keeps_its_time(text: str, span: str, start: D, end: D) -> None:
    assert _spans(text, SAT) == [(span, start, end)]


# a common surname right before a bare month is a given name (catches: the month)
@pytest.mark.parametrize("text", ["王五月今天没来上课", "这是张七月的作品", "刘三月说她也去"])
def test_a_surname_before_a_bare_month_is_a_name(text: str) -> None:
    assert [t for t, *_ in _spans(text, SAT)] == (["今天"] if "今天" in text else [])


@pytest.mark.parametrize("text, span", [("于三月召开", "三月"), ("到五月底", "五月底"), ("王府井三月开业", "三月")])
def test_a_month_after_no_surname_stays(text: str, span: str) -> None:
    assert [t for t, *_ in _spans(text, SAT)] == [span]


# 周 + a weekday numeral + a name character is a person (catches: the weekday)
@pytest.mark.parametrize("text", ["周一鸣出任总经理", "作家周五郎的新书", "周二珂的直播"])
def test_a_weekday_before_a_name_character_is_a_person(text: str) -> None:
    assert _spans(text, SAT) == []


@pytest.mark.parametrize("text, span", [("周一晚上见", "周一晚上"), ("周一围观的人很多", "周一"), ("周五航班取消", "周五"),
                                        ("周一刚开学", "周一"), ("周三围棋课", "周三")])
def test_a_weekday_before_a_word_stays(text: str, span: str) -> None:
    assert [t for t, *_ in _spans(text, SAT)] == [span]


# a month right before a shop's or a brand's noun names the shop (catches: the month)
@pytest.mark.parametrize("text", ["七月咖啡新品上市", "楼下开了家五月花店", "去九月书店看看"])
def test_a_month_before_a_shop_noun_is_a_brand(text: str) -> None:
    assert _spans(text, SAT) == []


# a period's first or last day said with its date is that date, one span (catches: the period beside it)
@pytest.mark.parametrize("text, today, span, day", [
    ("暑运首日为7月1日", D(2026, 6, 1), "7月1日", D(2026, 7, 1)),
    ("春运最后一天是3月2日", D(2027, 1, 1), "3月2日", D(2027, 3, 2)),
])
def test_a_period_day_said_with_its_date_is_that_date(text: str, today: D, span: str, day: D) -> None:
    assert _spans(text, today) == [(span, day, day)]



# wave 2 of the fit tables: "the weekend before last" is a week before last weekend (catches: no span)
@pytest.mark.parametrize("text, today, start, end", [
    ("the weekend before last", D(2026, 12, 9), D(2026, 11, 28), D(2026, 11, 29)),
    ("What did we do the week-end before last?", D(2027, 1, 1), D(2026, 12, 19), D(2026, 12, 20)),
])
def test_the_weekend_before_last(text: str, today: D, start: D, end: D) -> None:
    ((_, s, e),) = _spans(text, today)
    assert (s, e) == (start, end)


# a part of the day said before a day joins its span: "first thing Monday", "mid-morning tomorrow", "lunchtime
# Friday" (catches: the span was the day alone)
@pytest.mark.parametrize("text, span, day", [
    ("Can you send it first thing Tuesday?", "first thing Tuesday", D(2026, 12, 8)),
    ("mid-afternoon tomorrow", "mid-afternoon tomorrow", D(2026, 12, 6)),
    ("Let's meet lunchtime Friday.", "lunchtime Friday", D(2026, 12, 11)),
])
def test_a_part_of_the_day_before_a_day_joins_it(text: str, span: str, day: D) -> None:
    assert _spans(text, SAT) == [(span, day, day)]


# a one-character season after a year or 今 / 明 / 去 (catches: the year alone, or no span)
@pytest.mark.parametrize("text, span, start, end", [
    ("新品将于2027年秋发布", "2027年秋", D(2027, 9, 1), D(2027, 11, 30)),
    ("今冬气温偏高", "今冬", D(2026, 12, 1), D(2027, 2, 28)),
    ("工程延期，明春开工", "明春", D(2027, 3, 1), D(2027, 5, 31)),  # (after a Han character it is left: 说明春节)
    ("去冬的雪不多", "去冬", D(2025, 12, 1), D(2026, 2, 28)),
    ("今年夏，我们去了青岛", "今年夏", D(2026, 6, 1), D(2026, 8, 31)),
])
def test_a_one_character_season(text: str, span: str, start: D, end: D) -> None:
    assert _spans(text, SAT) == [(span, start, end)]


@pytest.mark.parametrize("text, spans", [
    ("2027年春节", ["2027年春节"]), ("2027年春晚的节目单", ["2027年"]), ("2026年秋招开始了", ["2026年"]),
    ("今春节期间车票紧张", ["春节"]), ("明天下雪", ["明天"]),
])
def test_a_season_character_inside_a_word_stays_that_word(text: str, spans: list[str]) -> None:
    assert [t for t, *_ in _spans(text, SAT)] == spans


# days of a month word joined by a dash (catches: the first day alone)
@pytest.mark.parametrize("text, start, end", [
    ("本月10日-12日停水", D(2026, 12, 10), D(2026, 12, 12)),
    ("下个月3号～5号出差", D(2027, 1, 3), D(2027, 1, 5)),
])
def test_days_of_a_month_word_joined_by_a_dash(text: str, start: D, end: D) -> None:
    ((_, s, e),) = _spans(text, SAT)
    assert (s, e) == (start, end)


def test_days_of_a_month_word_it_lacks_give_no_span() -> None:
    assert _spans("下个月30日-31日", D(2027, 1, 5)) == []  # February 2027 has 28 days



# wave 3: the saying 三月不知肉味 names no March (catches: March)
def test_a_saying_with_a_month_names_no_month() -> None:
    assert _spans("孔子闻韶乐，三月不知肉味", SAT) == []


# ---- the tables: fit tables and round 13's held waves read from now, row by row; round 14's held waves by count

from bench.bench_time_core_en import rows as _en_rows, verdict as _en_verdict  # noqa: E402
from bench.bench_time_zh_core import CORE as _ZH_CORE, check as _zh_check, load as _zh_load  # noqa: E402
from test_time_en_sentences import test_sentence_row as _check_sentence_row  # noqa: E402
from tests.time_tables import check_row as _zh_check_row, read_rows as _zh_read_rows  # noqa: E402

_DATA = Path(__file__).parent / "data"
_EN_CORE = ("range", "composition", "numeric", "part", "window", "impossible")


@pytest.mark.parametrize("family, today, text, start, end, span",
                         _en_rows(_DATA / "time_en_spec14_fit.tsv") + _en_rows(_DATA / "time_en_blind9_held6.tsv"))
def test_en_fit_and_held6_row(family: str, today: D, text: str, start: D | None, end: D | None,
                              span: str | None) -> None:
    """The English fit table (first runs: wave 1 core 0.967, all 0.970; wave 2 51 / 55 rows) and held6 (read from round 14; 0.989 / 0.978 on
    main's rules): every row, in the benchmark's terms (catches: the five rows main missed)."""
    assert _en_verdict(family, today, text, start, end, span) is None


@pytest.mark.parametrize("family, today, text, start, end, span", _zh_read_rows(_DATA / "time_zh_spec14_fit.tsv"))
def test_zh_fit_row(family, today, text, start, end, span) -> None:
    _zh_check_row(today, text, start, end, span)


def test_en_held14_keeps_its_count() -> None:
    """The English spec14 wave, held entirely: at least its first run (core 198/201, all 221/226); the count alone
    is reported, never which rows miss. Catches a rule change that costs held rows."""
    table = _en_rows(_DATA / "time_en_spec14_held.tsv")
    good = [_en_verdict(*r) is None for r in table]
    core = [g for g, r in zip(good, table) if r[0] in _EN_CORE]
    assert len(table) >= 150
    assert sum(good) >= 221 and sum(core) >= 198, (sum(good), sum(core))


def test_zh_held14_keeps_its_count() -> None:
    """The Chinese spec14 wave, held entirely: at least its figure after round 14 (221/222, core 122/123; first run
    220 / 122); the count alone is reported. Catches a rule change that costs held rows."""
    rows = _zh_load(_DATA / "time_zh_spec14_held.tsv")
    good = [_zh_check(r)[0] for r in rows]
    core = [g for g, r in zip(good, rows) if r.family in _ZH_CORE]
    assert len(rows) >= 150
    assert sum(good) >= 221 and sum(core) >= 122, (sum(good), sum(core))
