"""Feasts of other calendars and Western holidays named in Chinese (decide/time/holidays_zh.py): the daytime
convention of the English side, whole ranges for multi-day feasts, next occurrence when bare, that year's with a year."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.timeframe import resolve

D = date
TODAY = D(2026, 11, 30)


@pytest.mark.parametrize("text, today, start, end", [
    ("2025年开斋节", TODAY, D(2025, 3, 30), D(2025, 3, 30)),
    ("2025年斋月", TODAY, D(2025, 3, 1), D(2025, 3, 29)),  # the whole month
    ("2025年逾越节", TODAY, D(2025, 4, 13), D(2025, 4, 20)),  # 8 days, the eve not included
    ("2018年光明节", TODAY, D(2018, 12, 3), D(2018, 12, 10)),
    ("2018年赎罪日", TODAY, D(2018, 9, 19), D(2018, 9, 19)),
    ("灰日", TODAY, D(2027, 2, 10), D(2027, 2, 10)),  # Easter 2027 is Mar 28
    ("黑色星期六", TODAY, D(2027, 3, 27), D(2027, 3, 27)),
    ("斋月", D(2025, 3, 10), D(2025, 3, 1), D(2025, 3, 29)),  # running today: this one
    ("古尔邦节", D(2025, 6, 15), D(2026, 5, 27), D(2026, 5, 27)),  # 2025's (Jun 6) is past
])
def test_feasts_named_in_chinese(text, today, start, end):
    spans = resolve(text, today).spans
    assert [(s.text, s.start, s.end) for s in spans] == [(text, start, end)]


@pytest.mark.parametrize("text", ["灰日子", "光明节能科技的股价"])  # 光明 + 节能, not 光明节
def test_feast_names_inside_other_words(text):
    assert all(s.text not in ("灰日", "光明节") for s in resolve(text, TODAY).spans)
