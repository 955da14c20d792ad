"""Items from subscribed RSS/Atom feeds (``groundwire feeds pull``) as a search provider.

Honours ``query.freshness`` (and ``query.time_range``) by filtering on the item's published date relative to
``opts.now``: ``[now - window, now + FUTURE_SKEW]`` (a day of skew for feeds with clocks or zones slightly off).
Items without a date are left out when a window applies.
"""

from __future__ import annotations

from datetime import datetime, time, timedelta, timezone
from typing import TYPE_CHECKING

from ...local.store import Source, iso_utc
from ...models import Freshness, PlannedQuery, SearchOptions
from ..published import publication_window
from .base import Capabilities
from .localkb import _StoreProvider

if TYPE_CHECKING:
    from ...config import Settings

FRESHNESS_WINDOW: dict[Freshness, timedelta] = {
    Freshness.DAY: timedelta(days=1),
    Freshness.WEEK: timedelta(days=7),
    Freshness.MONTH: timedelta(days=31),
    Freshness.YEAR: timedelta(days=366),
}
FUTURE_SKEW = timedelta(days=1)


def date_window(query: PlannedQuery, now: datetime) -> tuple[str | None, str | None]:
    """``(published_after, published_before)`` ISO bounds for a query (pure)."""
    after: datetime | None = None
    before: datetime | None = None
    if query.freshness is not None:
        after = now - FRESHNESS_WINDOW[query.freshness]
        before = now + FUTURE_SKEW
    window = publication_window(query.time_range, now)
    if window is not None:
        start = datetime.combine(window.start, time.min, tzinfo=timezone.utc)
        end = datetime.combine(window.end, time.max, tzinfo=timezone.utc)
        after = max(after, start) if after else start
        before = min(before, end) if before else end
    return (iso_utc(after) if after else None, iso_utc(before) if before else None)


class RssFeeds(_StoreProvider):
    """Feed items in the local store (``source="feed"``); hit URLs are the items' links."""

    capabilities = Capabilities(
        name="rss",
        needs_key=False,
        supports_freshness=True,
        supports_language=True,
        max_results=20,
        rate_limit=(1000, 1.0),
        max_concurrency=8,
        local=True,
    )
    source: Source = "feed"

    def _date_window(self, query: PlannedQuery, opts: SearchOptions) -> tuple[str | None, str | None]:
        now = opts.now or datetime.now(timezone.utc)
        if now.tzinfo is None:
            now = now.replace(tzinfo=timezone.utc)
        return date_window(query, now)


def from_settings(settings: Settings) -> RssFeeds:
    """The registry's factory: the feed store in ``settings.local_db``."""
    return RssFeeds(settings.local_db)
