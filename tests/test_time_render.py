"""Relative time expressions without a rule-made wording are still spelled in absolute words in ``rewritten``."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.time.render import absolute_words
from groundwire.decide.timeframe import resolve

TODAY = date(2026, 12, 1)  # a Tuesday


@pytest.mark.parametrize(("text", "rewritten"), [
    ("from 3 to 19 next month", "January 3 to January 19, 2027"),
    ("明年初的发布会", "2027年初的发布会"),
    ("early next year", "early 2027"),
    ("end of next year", "end of 2027"),
    ("上个月15号到20号", "2026年11月15日至11月20日"),
    ("May", "May 2026"),
])
def test_relative_spans_are_rewritten_in_absolute_words(text: str, rewritten: str) -> None:
    assert resolve(text, TODAY).rewritten == rewritten


@pytest.mark.parametrize("text", ["next week", "上周的新闻", "past 3 days", "前两天", "这周末天气"])
def test_bare_week_words_and_windows_stay_as_written(text: str) -> None:
    grounding = resolve(text, TODAY)
    assert grounding.spans, "the expression is still resolved to dates"
    assert grounding.rewritten == text


@pytest.mark.parametrize(("start", "end", "text", "words"), [
    (date(2027, 1, 1), date(2027, 12, 31), "next year", "2027"),
    (date(2026, 7, 1), date(2026, 9, 30), "last quarter", "Q3 2026"),
    (date(2026, 7, 1), date(2026, 9, 30), "上季度", "2026年第三季度"),
    (date(2027, 1, 1), date(2027, 6, 30), "first half of next year", "first half of 2027"),
    (date(2024, 2, 29), date(2024, 2, 29), "that day", "February 29, 2024"),
    (date(2026, 12, 28), date(2027, 1, 3), "第52周 2", "2026年12月28日至2027年1月3日"),
    (date(2026, 12, 28), date(2027, 1, 3), "week 53 of 2026", "December 28, 2026 to January 3, 2027"),
])
def test_absolute_words_from_the_range(start: date, end: date, text: str, words: str) -> None:
    assert absolute_words(start, end, text, TODAY) == words


def test_a_window_is_never_a_date_pair() -> None:
    assert absolute_words(date(2026, 11, 29), date(2026, 12, 1), "past 3 days", TODAY, "window") is None
    assert absolute_words(date(2026, 11, 29), date(2026, 12, 1), "past 3 days", TODAY) is not None
