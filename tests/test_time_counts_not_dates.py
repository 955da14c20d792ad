"""Numbers that count are no dates: decimal ranges beside 在/预计 and spelled hundreds before a noun (round-7 review)."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.timeframe import resolve

T = date(2026, 12, 1)


@pytest.mark.parametrize("text", [
    "价格在1.5-2.5之间", "增长率预计在3.2-3.8之间。", "汇率预计1.2-1.8", "比例在1.2-1.8左右",
    "a town of fifteen hundred residents", "a population of twelve hundred.", "A crowd of nineteen hundred fans came.",
    "In eleven twelve cases the test failed.",
])
def test_counts_give_no_span(text: str) -> None:
    assert resolve(text, T).spans == ()


@pytest.mark.parametrize("text, span, year", [
    ("预计12.3-12.5送达", "12.3-12.5", 2026),
    ("活动在12.5-12.7举行", "12.5-12.7", 2026),
    ("It happened in nineteen hundred.", "nineteen hundred", 1900),
    ("in the year fifteen hundred", "the year fifteen hundred", 1500),  # "the year" kept, as in "the year 2015" (round 17b)
    ("The castle was built in eleven twelve.", "eleven twelve", 1112),
    ("She was born in nineteen ninety-nine.", "nineteen ninety-nine", 1999),
])
def test_dates_beside_them_stay(text: str, span: str, year: int) -> None:
    spans = resolve(text, T).spans
    assert [s.text for s in spans] == [span]
    assert spans[0].start.year == year
