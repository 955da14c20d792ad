"""Review of round 10's time rules: a year said as a number (两千零二十五年) was read only as a whole year of its
own, so the month, quarter or festival after it fell to this year's ("两千零二十五年春节" gave next year's Spring
Festival, "两千零八年八月" the whole of 2008). ``time/normalize_zh`` now writes the year in digits (same offsets)."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.time.normalize_zh import normalize
from groundwire.decide.timeframe import resolve


@pytest.mark.parametrize(("text", "start", "end"), [
    ("两千零二十五年春节", date(2025, 1, 29), date(2025, 1, 29)),
    ("两千零二十五年第一季度的营收", date(2025, 1, 1), date(2025, 3, 31)),
    ("两千零八年八月", date(2008, 8, 1), date(2008, 8, 31)),
    ("两千零八年八月八日", date(2008, 8, 8), date(2008, 8, 8)),
    ("二千零二十年五月一日", date(2020, 5, 1), date(2020, 5, 1)),
    ("两千一十年", date(2010, 1, 1), date(2010, 12, 31)),
])
@pytest.mark.parametrize("today", [date(2026, 12, 5), date(2024, 2, 29), date(2027, 1, 1)])
def test_spelled_year_places_what_follows(text: str, start: date, end: date, today: date) -> None:
    spans = resolve(text, today).spans
    assert len(spans) == 1, spans
    assert (spans[0].start, spans[0].end) == (start, end)
    assert text.startswith(spans[0].text)  # the span is read from the original text: offsets kept


@pytest.mark.parametrize("text", ["两千年前", "两千零八年前", "两千零二十年来", "一万两千零八年", "两千年"])
def test_counts_of_years_are_not_rewritten(text: str) -> None:
    assert normalize(text) == text
    assert len(normalize("两千零二十五年")) == len("两千零二十五年")
