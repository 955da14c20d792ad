"""Placing a part inside an anchor: "Friday" in "next week", "May" in "next year", "the 15th" in "last month",
"the second Tuesday" in "October 2014", "the last week" in "2019".

A rule that names a part of a larger unit gives its candidate a *slot* (a small tuple below). When the candidate
stands next to an anchor (a year, month or week), ``place`` resolves the slot inside that anchor; alone, the rule's
own answer (relative to today) stands. Pure functions.

Slots: ("weekday", wd) | ("weekdays", wd1, wd2) | ("month", m) | ("month_day", m, d) | ("months", m1, m2) |
("day", d) | ("days", d1, d2) | ("nth_weekday", wd, n) | ("nth_week", n) | ("nth_day", n) | ("nth_workday", n) | ("part", early|mid|late)
| ("same_month_day", d) (Chinese 本月五日: today's month, in the anchor's year) | ("edge", first|last, n, unit)
(the first 10 days of March) | ("nth_weekend", n) | ("month_days", m, d1, d2) | ("offset", days, months) (three days after Easter: the anchor day moved) | ("beside", n) (the n days
before / after the anchor day) | ("weekend_beside", -1|1) (the weekend before / after it) | ("weekday_beside", wd, -1|1[, n]) (the [n-th] Monday after it)
| ("in_month", m, slot) (a part already placed in a yearless month, "the last day of February", kept so that a year
after it places it again: "... next year").
"""

from __future__ import annotations

from datetime import date, timedelta

from .dates import month_end, nth_weekday, part_of, shifted, valid_day, weekday_beside, weeks_in

Slot = tuple
Placed = tuple[date, date, str] | None


_MOVED_FROM_A_DAY = ("offset", "beside", "weekend_beside", "weekday_beside", "workdays", "counts")


def _forward(slot: Slot) -> bool:
    """Whether a slot that moves a day moves it forward."""
    step = slot[2] if slot[0] == "weekday_beside" else slot[1]
    return step > 0 if not (slot[0] == "offset" and slot[1] == 0) else slot[2] > 0


def place(slot: Slot, start: date, end: date, kind: str, today: date) -> Placed:
    """The dates ``slot`` names inside the anchor ``start..end`` of ``kind`` (year | month | week), or None."""
    name = slot[0]
    if name in _MOVED_FROM_A_DAY and kind in ("week", "range") and 0 < (end - start).days <= 13:
        # round 23: a short stretch as the anchor day ("the weekend after the weekend of Jan 16"): its last day for
        # a move forward, its first for a move back
        start = end = end if _forward(slot) else start
        kind = "day"
    if name == "offset":
        if kind != "day":
            return None
        d = shifted(start, slot[1], slot[2])
        return d, d, "day"
    if name == "workdays":  # the Nth working day after (before) the anchor day (round 23)
        if kind != "day":
            return None
        from .anchored_en import workdays_from

        d = workdays_from(start, slot[1])
        return d, d, "day"
    if name == "counts":  # the a-th to the b-th (working) day after (before) the anchor day (round 23)
        if kind != "day":
            return None
        from .anchored_en import counts_from

        return (*counts_from(start, slot), "range")
    if name == "term":  # the N units that open on the anchor day ("12 months commencing January 1, 2027")
        if kind != "day":
            return None
        return start, shifted(start, slot[1], slot[2]) - timedelta(days=1), "range"
    if name == "beside":  # the N days before (N < 0) or after (N > 0) the anchor day
        if kind != "day":
            return None
        n = slot[1]
        return (start + timedelta(days=n), start - timedelta(days=1), "range") if n < 0 else \
            (start + timedelta(days=1), start + timedelta(days=n), "range")
    if name == "weekday_beside":  # the (n-th) Monday after (before) the anchor day
        weeks = 7 * slot[2] * (slot[3] - 1) if len(slot) > 3 else 0
        return (weekday_beside(start, slot[1], slot[2]) + timedelta(days=weeks),) * 2 + ("day",) if kind == "day" \
            else None
    if name == "weekend_beside":
        if kind != "day":
            return None
        sat = start - timedelta(days=(start.weekday() - 5) % 7 or 7) if slot[1] < 0 else \
            start + timedelta(days=(5 - start.weekday()) % 7 or 7)
        return sat, sat + timedelta(days=1), "week"
    if kind == "week":
        if name == "weekday":
            d = start + timedelta(days=slot[1])
            return d, d, "day"
        if name == "weekdays" and slot[1] <= slot[2]:
            return start + timedelta(days=slot[1]), start + timedelta(days=slot[2]), "range"
        if name == "part":
            return (*part_of(start, end, "week", slot[1]), "range")
        if name == "edge":  # "the first 3 days of next week" (round 18)
            return _edge(slot, start, end, kind)
        return None
    if kind == "month":
        y, m = start.year, start.month
        if name == "day":
            return (date(y, m, slot[1]), date(y, m, slot[1]), "day") if valid_day(y, m, slot[1]) else None
        if name == "nth_weekend":
            return _nth_weekend(start, end, slot[1])
        if name == "days":
            ok = valid_day(y, m, slot[2]) and slot[1] <= slot[2]
            return (date(y, m, slot[1]), date(y, m, slot[2]), "range") if ok else None
    if kind == "year":
        y = start.year
        if name == "nth_weekend":  # "the last weekend of next year"
            return _nth_weekend(start, end, slot[1])
        if name == "in_month":
            return place(slot[2], date(y, slot[1], 1), month_end(y, slot[1]), "month", today)
        if name == "holiday":
            from .holidays_en import holiday_span

            span = holiday_span(slot[1], y)
            return (*span, "day" if span[0] == span[1] else "range") if span else None
        if name == "month":
            return date(y, slot[1], 1), month_end(y, slot[1]), "month"
        if name == "months" and slot[1] <= slot[2]:
            return date(y, slot[1], 1), month_end(y, slot[2]), "range"
        if name == "month_days":
            ok = valid_day(y, slot[1], slot[3])
            return (date(y, slot[1], slot[2]), date(y, slot[1], slot[3]), "range") if ok else None
        if name == "month_day":
            return (date(y, slot[1], slot[2]),) * 2 + ("day",) if valid_day(y, slot[1], slot[2]) else None
        if name == "same_month_day":
            ok = valid_day(y, today.month, slot[1])
            return (date(y, today.month, slot[1]),) * 2 + ("day",) if ok else None
    if name == "edge":
        return _edge(slot, start, end, kind)
    if kind in ("month", "year", "quarter", "half"):
        if name == "nth_weekday":
            d = nth_weekday(start, end, slot[1], slot[2])
            return (d, d, "day") if d else None
        if name == "nth_week":
            weeks = weeks_in(start, end)
            n = slot[1]
            if n == 0 or abs(n) > len(weeks):
                return None
            return (*weeks[n - 1 if n > 0 else n], "week")
        if name == "nth_workday":  # Monday to Friday (no public holidays: they differ by country)
            days = [start + timedelta(days=i) for i in range((end - start).days + 1)]
            work = [d for d in days if d.weekday() < 5]
            n = slot[1]
            if n == 0 or abs(n) > len(work):
                return None
            d = work[n - 1 if n > 0 else n]
            return d, d, "day"
        if name == "nth_day":
            n = slot[1]
            length = (end - start).days + 1
            if n == 0 or abs(n) > length:
                return None
            d = start + timedelta(days=n - 1) if n > 0 else end + timedelta(days=n + 1)
            return d, d, "day"
        if name == "part":
            return (*part_of(start, end, kind, slot[1]), "range")
    return None


def _edge(slot: Slot, start: date, end: date, kind: str) -> Placed:
    """("edge", first|last, n, day|week|month): the first or last n days, weeks (7 days each) or whole months of
    the anchor; None when they do not fit in it."""
    _, edge, n, unit = slot
    if unit == "month":
        if kind not in ("year", "quarter", "half"):
            return None
        months = (end.year - start.year) * 12 + end.month - start.month + 1
        if n > months:
            return None
        if edge == "first":
            y, m = divmod(start.year * 12 + start.month - 1 + n - 1, 12)
            return start, month_end(y, m + 1), "range"
        y, m = divmod(end.year * 12 + end.month - 1 - (n - 1), 12)
        return date(y, m + 1, 1), end, "range"
    if kind == "week" and unit == "week":
        return None
    days = n * (7 if unit == "week" else 1)
    if days > (end - start).days + 1:
        return None
    if edge == "first":
        return start, start + timedelta(days=days - 1), "range"
    return end - timedelta(days=days - 1), end, "range"


def _nth_weekend(start: date, end: date, n: int) -> Placed:
    """The n-th (or last, n = -1) Saturday of the month (or year) ``start..end`` and the Sunday after it."""
    sat = nth_weekday(start, end, 5, n)
    return (sat, sat + timedelta(days=1), "week") if sat else None
