"""Issue 13 gap: trend questions consult the local feed store first (stage 1, beside the web engines) when it has
items. Real sockets to the emulator; a real SQLite feed store."""

from __future__ import annotations

from datetime import datetime, timezone

from groundwire.grounder import Grounder, SearchParams
from groundwire.local.store import Store, content_fingerprint
from groundwire.models import Freshness, PlannedQuery
from groundwire.resilience.clock import SystemClock
from tests.test_search_routing import home, settings_for  # noqa: F401

NOW = datetime(2026, 11, 30, 9, 0, tzinfo=timezone.utc)


class WallClockAtNow(SystemClock):
    """The real monotonic clock (budgets run as usual) with the wall clock held at NOW: the feed's freshness window
    is measured from it, so the item published a day before NOW stays inside "this week" whatever day the suite runs."""

    def now(self) -> float:
        return NOW.timestamp()


def subscribe_one_item(settings) -> None:
    with Store(settings.local_db) as store:
        feed = store.add_feed("https://news.example/rss", name="news", now=NOW)
        store.upsert(source="feed", uri="https://news.example/wombat-census", title="Wombat census this week",
                     text="The wombat census counted more wombats this week.", published="2026-11-29T08:00:00+00:00",
                     fingerprint=content_fingerprint("https://news.example/wombat-census", "w", "w", None), now=NOW,
                     feed_id=feed.id, guid="w1")


def stage_one(response) -> list[str]:
    return [a.provider for a in response.trace.attempts if a.stage == 1 and a.outcome != "skipped"]


async def search(settings, freshness: Freshness | None, mode: str | None = None):
    async with Grounder(settings, log=False, clock=WallClockAtNow()) as g:
        return await g.search([PlannedQuery("wombat census", freshness)], SearchParams(use_cache=False, mode=mode))


async def test_a_trend_question_asks_the_feeds_first(emulator, home):
    settings = settings_for(emulator, home)
    subscribe_one_item(settings)
    fresh = await search(settings, Freshness.WEEK)
    assert "rss" in stage_one(fresh), fresh.trace.attempts
    assert any("rss" in h.providers for h in fresh.hits)
    timeless = await search(settings, Freshness.YEAR)
    assert "rss" not in [a.provider for a in timeless.trace.attempts], "not a trend question: feeds not asked"


async def test_the_news_route_asks_feeds_first_and_only_once(emulator, home):
    settings = settings_for(emulator, home)
    assert settings.routes["news"].feeds is True
    subscribe_one_item(settings)
    response = await search(settings, None, mode="news")
    assert "rss" in stage_one(response)
    assert [a.provider for a in response.trace.attempts].count("rss") == 1


async def test_no_feed_items_means_no_feed_call(emulator, home):
    settings = settings_for(emulator, home)
    response = await search(settings, Freshness.DAY)
    assert "rss" not in stage_one(response)
