"""Every row of our Chinese core table (tests/data/time_zh_core.tsv): ranges, compositions, parts, windows, calendars,
impossible dates, "now" words, inside questions and with several ``today``s. The table was written before the rules
of issue 8's fourth round; bench/bench_time_zh_core.py prints the same rows' score per family."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from groundwire.decide.timeframe import resolve
from tests.time_tables import check_row, read_rows

TABLE = Path(__file__).parent / "data" / "time_zh_core.tsv"
ROWS = read_rows(TABLE)


def test_table_is_large_and_varied():
    assert len(ROWS) >= 150
    assert {r[0] for r in ROWS} >= {"range", "composition", "part", "window", "relative", "holiday", "void", "question"}
    assert len({r[1] for r in ROWS}) >= 4  # several todays


@pytest.mark.parametrize("family, today, text, start, end, span", ROWS, ids=[f"{r[0]}:{r[2]}@{r[1]}" for r in ROWS])
def test_core_row(family, today, text, start, end, span):
    check_row(today, text, start, end, span)


@pytest.mark.parametrize("text", ["现在美元兑人民币汇率是多少", "目前中国的人口是多少", "截至目前有多少人确诊", "此刻纳斯达克指数"])
def test_now_is_a_span_that_narrows_nothing(text):
    g = resolve(text, date(2026, 11, 30))
    assert [s.kind for s in g.spans] == ["now"]
    assert g.time_range is None and g.freshness is None  # the search is about now anyway: no date filter
    assert g.rewritten == text  # and the question keeps its word


def test_now_joins_a_range_as_its_end():
    g = resolve("从2015年到现在", date(2026, 11, 30))
    assert [(s.text, s.start, s.end) for s in g.spans] == [("从2015年到现在", date(2015, 1, 1), date(2026, 11, 30))]
    assert g.time_range is not None and g.time_range.end == date(2026, 11, 30)


def test_deadline_lead_only_for_a_future_end():
    today = date(2026, 11, 30)
    ahead = resolve("截至今年年底", today).spans
    assert [(s.text, s.start, s.end) for s in ahead] == [("截至今年年底", today, date(2026, 12, 31))]
    past = resolve("截至2023年底", today).spans  # an "as of" in the past is that period itself, 截至 with it
    assert [(s.start, s.end) for s in past] == [(date(2023, 9, 1), date(2023, 12, 31))]


@pytest.mark.parametrize("text", ["五一路", "第五一", "三十五一", "五一劳动节"])
def test_bare_may_day_only_as_a_word(text):
    spans = resolve(text, date(2026, 11, 30)).spans
    assert all(s.text != "五一" for s in spans)


@pytest.mark.parametrize("text, today, start, end", [
    ("到明年", date(2026, 11, 30), date(2026, 11, 30), date(2027, 12, 31)),  # a deadline ahead runs from today
    ("回到2019年", date(2026, 11, 30), date(2019, 1, 1), date(2019, 12, 31)),  # 回到 is no deadline
    ("达到2030年的目标", date(2026, 11, 30), date(2030, 1, 1), date(2030, 12, 31)),
])
def test_dao_as_a_deadline_lead(text, today, start, end):
    assert [(s.start, s.end) for s in resolve(text, today).spans] == [(start, end)]


@pytest.mark.parametrize("text", ["文章内容", "三年内", "本年内容", "月内存"])
def test_bare_year_or_month_within_only_as_words(text):
    spans = resolve(text, date(2026, 11, 30)).spans
    assert all(s.text not in ("年内", "月内") for s in spans)


@pytest.mark.parametrize("text", ["到现在为止", "到目前为止", "截止到现在"])
def test_now_after_a_deadline_word_stays_now(text):
    g = resolve(text, date(2026, 11, 30))
    assert [s.kind for s in g.spans] == ["now"] and g.time_range is None


def test_spaced_numbers_keep_their_offsets():
    text = "请问 2024 年第一季度苹果的营收"
    g = resolve(text, date(2026, 11, 30))
    (s,) = g.spans
    assert text[s.offset:s.offset + len(s.text)] == s.text == "2024 年第一季度"
    assert resolve("iPhone 15 发布会", date(2026, 11, 30)).spans == ()  # a Latin name's number is no year
