"""Round 29: 当前年度 / 当前年份 / 当前月份 / 当前季度 name the current period (cn2date's tests held 当前年度, which
was read as 前年度, the year before last, and rewritten "当2024年"); 当前 before other words stays "now"."""
from datetime import date

import pytest

from groundwire.decide.timeframe import resolve

TODAY = date(2026, 12, 7)


@pytest.mark.parametrize("text,start,end", [
    ("当前年度的销售额是多少", "2026-01-01", "2026-12-31"),
    ("请给出当前年份各省的数据", "2026-01-01", "2026-12-31"),
    ("公司当前月份的用电量", "2026-12-01", "2026-12-31"),
    ("当前季度的营收预期", "2026-10-01", "2026-12-31"),
])
def test_current_period_is_this_period(text, start, end):
    spans = resolve(text, TODAY).spans
    assert [(s.start.isoformat(), s.end.isoformat()) for s in spans] == [(start, end)]


@pytest.mark.parametrize("text", ["他当前年龄多大", "这只基金当前年化收益率多少"])
def test_current_before_other_words_is_now(text):
    spans = resolve(text, TODAY).spans
    assert [(s.start, s.end) for s in spans] == [(TODAY, TODAY)]


def test_year_before_last_still_read():
    spans = resolve("前年度的财报", TODAY).spans
    assert [(s.start.isoformat(), s.end.isoformat()) for s in spans] == [("2024-01-01", "2024-12-31")]
