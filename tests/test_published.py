"""A period the question names is not a publication date: what web engines are asked to filter on.

"tomorrow's weather" or "conferences in May next year" used to send that future period as the engines' publication
filter (Brave ``freshness=2027-05-01to2027-05-31``), which no page can match yet; "the treaty of 1992" sent 1992,
which hides everything written about it since. Unit tests on the pure window and on every adapter's request, then
the whole path through the emulator on 127.0.0.1.
"""

from __future__ import annotations

import json
from datetime import date, datetime, timedelta, timezone
from typing import Any

import httpx
import pytest

from groundwire.engines.providers import brave, exa, serper, tavily
from groundwire.engines.providers.base import Credentials
from groundwire.engines.providers.rss import date_window
from groundwire.engines.published import HISTORY_DAYS, publication_window
from groundwire.grounder import Grounder, SearchParams
from groundwire.models import Freshness, PlannedQuery, SearchOptions, TimeRange
from groundwire.resilience.backends import build_resilience
from groundwire.resilience.clock import FakeClock
from tests.test_search_routing import settings_for

NOW = datetime(2026, 9, 15, 12, 0, tzinfo=timezone.utc)
TODAY = NOW.date()
D = date


@pytest.mark.parametrize(("period", "window"), [
    (None, None),
    (TimeRange(D(2026, 9, 16), D(2026, 9, 16)), None),  # tomorrow: nothing is published yet
    (TimeRange(D(2027, 5, 1), D(2027, 5, 31)), None),  # May next year
    (TimeRange(D(2026, 7, 1), D(2026, 12, 31)), TimeRange(D(2026, 7, 1), TODAY)),  # H2 this year, running
    (TimeRange(D(2026, 9, 14), D(2026, 9, 20)), TimeRange(D(2026, 9, 14), TODAY)),  # this week
    (TimeRange(TODAY, TODAY), TimeRange(TODAY, TODAY)),  # today
    (TimeRange(D(2026, 8, 1), D(2026, 8, 31)), TimeRange(D(2026, 8, 1), D(2026, 8, 31))),  # last month
    (TimeRange(D(2025, 1, 1), D(2025, 12, 31)), TimeRange(D(2025, 1, 1), D(2025, 12, 31))),  # last year
    (TimeRange(D(2024, 1, 1), D(2024, 12, 31)), None),  # over a year gone: history
    (TimeRange(D(1992, 1, 1), D(1992, 12, 31)), None),
    (TimeRange(D(2016, 1, 1), TODAY), TimeRange(D(2016, 1, 1), TODAY)),  # "since 2016": runs to today
])
def test_publication_window(period: TimeRange | None, window: TimeRange | None) -> None:
    assert publication_window(period, NOW) == window


def test_the_history_edge_is_a_year_and_a_day() -> None:
    edge = TODAY - timedelta(days=HISTORY_DAYS)
    assert publication_window(TimeRange(edge, edge), NOW) == TimeRange(edge, edge)
    gone = edge - timedelta(days=1)
    assert publication_window(TimeRange(gone, gone), NOW) is None


def test_the_clock_is_read_in_utc() -> None:
    tomorrow = TimeRange(D(2026, 9, 16), D(2026, 9, 16))
    late_in_tokyo = datetime(2026, 9, 16, 1, 0, tzinfo=timezone(timedelta(hours=9)))  # 16:00 UTC on the 15th
    assert publication_window(tomorrow, late_in_tokyo) is None
    assert publication_window(tomorrow, datetime(2026, 9, 16, 0, 30)) == tomorrow  # naive: taken as UTC


# --------------------------------------------------------------------------- every adapter's request

HTTP = {"brave": brave.PROVIDER, "exa": exa.PROVIDER, "tavily": tavily.PROVIDER, "serper": serper.PROVIDER}
RANGE_FIELDS = {"brave": ("freshness",), "exa": ("startPublishedDate", "endPublishedDate"),
                "tavily": ("start_date", "end_date"), "serper": ("tbs",)}
BUCKET = {"brave": ("freshness", "pw"), "exa": ("startPublishedDate", "2026-09-08T12:00:00.000Z"),
          "tavily": ("time_range", "week"), "serper": ("tbs", "qdr:w")}


def sent(name: str, query: PlannedQuery) -> dict[str, Any]:
    req = HTTP[name].build_request(query, SearchOptions(count=5, now=NOW), Credentials("k", "http://127.0.0.1:9"))
    return dict(req.url.params) if req.method == "GET" else json.loads(req.content)


@pytest.mark.parametrize("name", list(HTTP))
def test_a_period_ahead_sends_the_freshness_bucket_not_the_period(name: str) -> None:
    next_week = TimeRange(D(2026, 9, 21), D(2026, 9, 27))
    params = sent(name, PlannedQuery("python release", Freshness.WEEK, None, next_week))
    field, value = BUCKET[name]
    assert params[field] == value
    assert "2026-09-21" not in json.dumps(params) and "9/21/2026" not in json.dumps(params)


@pytest.mark.parametrize("name", list(HTTP))
def test_a_running_period_is_cut_at_today(name: str) -> None:
    this_year_h2 = TimeRange(D(2026, 7, 1), D(2026, 12, 31))
    params = sent(name, PlannedQuery("python release", Freshness.YEAR, None, this_year_h2))
    text = json.dumps({f: params[f] for f in RANGE_FIELDS[name]})
    assert "2026-07-01" in text or "7/1/2026" in text
    assert "2026-09-15" in text or "9/15/2026" in text
    assert "2026-12-31" not in text and "12/31/2026" not in text


@pytest.mark.parametrize("name", list(HTTP))
def test_history_sends_no_date_filter(name: str) -> None:
    params = sent(name, PlannedQuery("maastricht treaty 1992", None, None, TimeRange(D(1992, 1, 1), D(1992, 12, 31))))
    assert not set(RANGE_FIELDS[name] + (BUCKET[name][0], "time_range")) & set(params)


def test_feed_items_are_filtered_by_the_same_window() -> None:
    ahead = PlannedQuery("x", Freshness.MONTH, None, TimeRange(D(2026, 10, 1), D(2026, 10, 31)))
    after, before = date_window(ahead, NOW)
    assert after is not None and before is not None and after < before  # the month's bucket, not an empty window
    assert after.startswith("2026-08-15")
    history = PlannedQuery("x", None, None, TimeRange(D(1992, 1, 1), D(1992, 12, 31)))
    assert date_window(history, NOW) == (None, None)


# --------------------------------------------------------------------------- the whole path, on 127.0.0.1


async def test_a_question_about_next_week_finds_pages_through_brave(emulator, tmp_path):
    """Brave alone (no fallback): with the period as its filter it found nothing; with the bucket it answers."""
    settings = settings_for(emulator, tmp_path)
    clock = FakeClock(start=emulator.now.timestamp())
    async with Grounder(settings, clock=clock, resilience=build_resilience("memory", clock=clock)) as g:
        plan, response = await g.search_question("Python 3.15 release news next week",
                                                 SearchParams(provider="brave", use_cache=False),
                                                 today=emulator.today)
    assert plan.time_range is not None and plan.time_range.start > emulator.today  # the period stays in the plan
    freshness = [r.query["freshness"] for r in emulator.requests("brave")]
    assert freshness and all(f == "pw" for f in freshness), freshness
    assert response.hits, response.status
    assert any("python" in h.url for h in response.hits)


def test_a_server_west_of_utc_in_the_evening_still_reads_tomorrow_as_ahead() -> None:
    """(review) The planner reads "tomorrow" on the machine's calendar; at 18:00 in Los Angeles UTC is already on
    that tomorrow. It was sent as a one-day filter on a UTC day one hour old; it is ahead, as at noon."""
    import os
    import time as _time

    before = os.environ.get("TZ")
    os.environ["TZ"] = "America/Los_Angeles"
    _time.tzset()
    try:
        evening = datetime(2026, 9, 16, 1, 0, tzinfo=timezone.utc)  # 18:00 on Sep 15 in Los Angeles
        tomorrow = TimeRange(D(2026, 9, 16), D(2026, 9, 16))
        assert publication_window(tomorrow, evening) is None
        today = TimeRange(D(2026, 9, 15), D(2026, 9, 15))
        assert publication_window(today, evening) == today
        running = TimeRange(D(2026, 9, 14), D(2026, 9, 20))  # this week: runs to the later of the two dates
        assert publication_window(running, evening) == TimeRange(D(2026, 9, 14), D(2026, 9, 16))
    finally:
        if before is None:
            del os.environ["TZ"]
        else:
            os.environ["TZ"] = before
        _time.tzset()


def test_the_day_a_period_was_read_on_replaces_the_machine_zone_guess() -> None:
    """(review) The planner's "today" may come from a configured zone, not this machine's: a plan made in Los
    Angeles on Sep 15 evening (UTC already Sep 16) reads "tomorrow" as Sep 16. The range carries the day it was read
    on, so even a server on UTC sees that period as ahead (no filter) instead of a one-day filter on a young day."""
    evening_utc = datetime(2026, 9, 16, 1, 0, tzinfo=timezone.utc)
    tomorrow = TimeRange(D(2026, 9, 16), D(2026, 9, 16), read_on=D(2026, 9, 15))
    assert publication_window(tomorrow, evening_utc) is None
    running = TimeRange(D(2026, 9, 14), D(2026, 9, 20), read_on=D(2026, 9, 15))
    assert publication_window(running, evening_utc) == TimeRange(D(2026, 9, 14), D(2026, 9, 16))
    assert TimeRange(D(2026, 9, 16), D(2026, 9, 16), read_on=D(2026, 9, 15)) == TimeRange(D(2026, 9, 16), D(2026, 9, 16))


def test_plans_carry_the_day_their_periods_were_read_on() -> None:
    """resolve() stamps its range with its ``today``; both planners pass it on to every query they plan."""
    from groundwire.decide.plan.rules import plan_rules
    from groundwire.decide.timeframe import resolve

    assert resolve("weather tomorrow in Paris", D(2026, 9, 15)).time_range.read_on == D(2026, 9, 15)
    plan = plan_rules("What is the weather tomorrow in Paris?", D(2026, 9, 15))
    assert plan.queries and all(q.time_range and q.time_range.read_on == D(2026, 9, 15) for q in plan.queries)
