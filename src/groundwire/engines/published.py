"""The publication dates an engine may filter on for a question about a period (pure).

A period the question names ("tomorrow", "May next year", "in 1992", "last month") is when something happens; a web
engine's date filter (Brave ``freshness=…to…``, Exa ``start/endPublishedDate``, Tavily ``start_date/end_date``,
Google's ``cdr`` through Serper, feed items' dates) is when a page was published. The two agree only for a period
that has already begun and is recent:

- a period wholly ahead has no page dated inside it yet: filtering on it returns nothing, so no range is sent and the
  engine gets the plan's freshness bucket instead ("tomorrow's weather": pages of the past day);
- a period still running is cut at today (nothing is published in the future);
- a period that ended more than :data:`HISTORY_DAYS` ago is history: pages about it are written at any time since
  ("the Maastricht treaty of 1992"), so no range is sent and the year stays in the query text (the plan's freshness
  is none for such a period).

Scholarly engines (a paper's publication date is the period asked for) and the Wayback Machine (a snapshot's date)
read ``PlannedQuery.time_range`` as it is.
"""

from __future__ import annotations

from datetime import date, datetime, timezone

from ..models import TimeRange

__all__ = ["HISTORY_DAYS", "publication_window"]

HISTORY_DAYS = 366  # "last year" asked in December still filters; a period over a year gone does not


def publication_window(period: TimeRange | None, now: datetime | None) -> TimeRange | None:
    """The part of ``period`` a page can have been published in, as of ``now`` (its UTC date; the real clock when
    ``None``), or ``None`` when no publication filter fits the period (none given, wholly ahead, or history)."""
    if period is None:
        return None
    today, local = _dates(now)
    if period.read_on is not None:  # the calendar the period was read on is known: no guess from this machine's zone
        local = period.read_on
    if period.start > min(today, local):  # ahead on the calendar the period was read on, too (see _dates)
        return None
    if (today - period.end).days > HISTORY_DAYS:
        return None
    return TimeRange(period.start, min(period.end, max(today, local)))


def _dates(now: datetime | None) -> tuple[date, date]:
    """``now``'s UTC date and its date on this machine's clock. A period whose ``read_on`` is unknown (a range
    given by a caller) is taken as read on the machine's calendar (``date.today()``, the planner's default): on a
    server west of UTC in the evening, UTC is already on the local tomorrow, and "tomorrow's weather" would be sent
    as a one-day filter on a UTC day only hours old."""
    if now is None:
        now = datetime.now(timezone.utc)
    if now.tzinfo is None:  # a naive clock is taken as UTC, as the providers do
        now = now.replace(tzinfo=timezone.utc)
    return now.astimezone(timezone.utc).date(), now.astimezone().date()
