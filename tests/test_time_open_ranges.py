"""Ranges open towards the past ("before 2010", "2010年以前") give no span: the stated time alone would be a wrong
range for the search. What only looks like one keeps its span."""

from datetime import date

import pytest

from groundwire.decide.timeframe import resolve

TODAY = date(2026, 12, 1)


@pytest.mark.parametrize("text", ["news before 2010", "Prior to March 2019, who ran the bank?", "earlier than 2005",
                                  "2010年以前的房价", "2010年之前", "2010年前", "2019年3月之前的新闻"])
def test_open_past_gives_no_span(text):
    g = resolve(text, TODAY)
    assert g.spans == () and g.time_range is None and g.freshness is None


@pytest.mark.parametrize(("text", "start", "end"), [
    ("2010年前三季度的GDP", "2010-01-01", "2010-09-30"),      # 前三季度: the first three quarters, not "before"
    ("两年前", "2024-01-01", "2024-12-31"),                   # relative: two years ago
    ("2012年之后2016年之前", "2013-01-01", "2015-12-31"),       # both ends stated: a closed range
    ("从2019年到2021年之前", "2019-01-01", "2021-12-31"),
    ("before the 2016 election", "2016-01-01", "2016-12-31"),  # "before" belongs to the election
    ("after 2015", "2016-01-01", "2026-12-01"),
])
def test_look_alikes_keep_their_span(text, start, end):
    g = resolve(text, TODAY)
    assert g.time_range is not None
    assert (g.time_range.start.isoformat(), g.time_range.end.isoformat()) == (start, end)
