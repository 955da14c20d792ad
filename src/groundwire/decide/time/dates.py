"""Calendar arithmetic shared by the time rules: month ends, ISO weeks, and the one early/mid/late convention.

Parts of a period (stated once, the same for Chinese and English):
``early`` / ``beginning`` / ``start`` / 初 / 上旬 is the first third of the period, ``mid`` / ``middle`` / 中 / 中旬
the middle third, ``late`` / ``end`` / 底 / 末 / 下旬 the last third:
- a month splits into its three 旬 (dekads): days 1-10, 11-20, 21-end. This is the Chinese calendar's 上旬/中旬/
  下旬 and the WMO "dekad" used in climate reporting (WMO-No. 100, Guide to Climatological Practices);
- a year into thirds of four months: Jan-Apr, May-Aug, Sep-Dec;
- a quarter into its three months; a half into thirds of two months;
- a week (Monday-Sunday) into Mon-Tue, Wed-Thu, Fri-Sun;
- a decade into years 0-3, 4-6, 7-9.
Weeks of a month or a year follow ISO 8601's rule for years: a Monday-Sunday week belongs to the month (or year)
that holds its Thursday, so "the first week of October 2014" is Sep 29 - Oct 5 and "the last week of 2019" is
Dec 23-29.
"""

from __future__ import annotations

import calendar
from datetime import date, timedelta

PARTS = ("early", "mid", "late")
PART_WORDS = {"early": "early", "beginning": "early", "start": "early", "begin": "early", "mid": "mid",
              "middle": "mid", "late": "late", "end": "late", "初": "early", "上旬": "early", "中": "mid",
              "中旬": "mid", "底": "late", "末": "late", "下旬": "late", "末期": "late", "初期": "early",
              "中期": "mid"}


def month_end(y: int, m: int) -> date:
    return date(y, m, calendar.monthrange(y, m)[1])


def add_months(y: int, m: int, delta: int) -> tuple[int, int]:
    idx = y * 12 + (m - 1) + delta
    return idx // 12, idx % 12 + 1


def week_of(d: date) -> tuple[date, date]:
    monday = d - timedelta(days=d.weekday())
    return monday, monday + timedelta(days=6)


def shifted(d: date, days: int, months: int) -> date:
    """``d`` moved by whole months (the day clipped to the month's end) and then by days."""
    y, mo = add_months(d.year, d.month, months)
    return date(y, mo, min(d.day, month_end(y, mo).day)) + timedelta(days=days)


def valid_day(y: int, m: int, d: int) -> bool:
    """Whether y-m-d exists (2021-02-29 and April 31 do not)."""
    return 1 <= y <= 9998 and 1 <= m <= 12 and 1 <= d <= calendar.monthrange(y, m)[1]


def part_of(start: date, end: date, kind: str, part: str) -> tuple[date, date]:
    """The early/mid/late third of the period ``start..end`` of ``kind`` (see the module docstring)."""
    i = PARTS.index(part)
    if kind == "month" and (start.day != 1 or end.month != start.month):  # a lunar month (腊月底, 闰三月中旬):
        lo, hi = ((0, 9), (10, 19), (20, (end - start).days))[i]  # its 旬 counted from its first day (round 19)
        return start + timedelta(days=lo), start + timedelta(days=hi)
    if kind == "month":
        lo, hi = ((1, 10), (11, 20), (21, end.day))[i]
        return date(start.year, start.month, lo), date(start.year, start.month, hi)
    if kind == "week":
        s = start + timedelta(days=2 * i)
        return s, (s + timedelta(days=1)) if i < 2 else end
    if kind == "decade":
        y0 = start.year
        lo, hi = ((0, 3), (4, 6), (7, 9))[i]
        return date(y0 + lo, 1, 1), date(y0 + hi, 12, 31)
    months = (end.year - start.year) * 12 + end.month - start.month + 1
    if months < 3:
        return start, end
    step = months // 3
    y1, m1 = add_months(start.year, start.month, step * i)
    y2, m2 = add_months(start.year, start.month, step * (i + 1) - 1 if i < 2 else months - 1)
    return date(y1, m1, 1), month_end(y2, m2)


SEASON_START = {"spring": 3, "summer": 6, "autumn": 9, "winter": 12}


def season(year: int, name: str) -> tuple[date, date]:
    """Meteorological season (northern hemisphere, as the WMO and national weather services count them): spring
    Mar-May, summer Jun-Aug, autumn Sep-Nov, winter Dec of ``year`` to Feb of the next."""
    m = SEASON_START[name]
    y2, m2 = add_months(year, m, 2)
    return date(year, m, 1), month_end(y2, m2)


def season_near(today: date, name: str, which: str) -> tuple[date, date]:
    """this (the one holding today, else this year's) / next (first starting after today) / last (latest ended) /
    past ("this past winter": the latest begun, today's if it holds today, as "this past weekend" on a Sunday)."""
    spans = [season(y, name) for y in (today.year - 2, today.year - 1, today.year, today.year + 1)]
    if which == "next":
        return next(s for s in spans if s[0] > today)
    if which == "last":
        return [s for s in spans if s[1] < today][-1]
    if which == "past":
        return [s for s in spans if s[0] <= today][-1]
    holding = [s for s in spans if s[0] <= today <= s[1]]
    return holding[0] if holding else season(today.year, name)


def weeks_in(start: date, end: date) -> list[tuple[date, date]]:
    """The Monday-Sunday weeks whose Thursday lies in ``start..end`` (ISO 8601's week-to-year rule)."""
    monday = start - timedelta(days=start.weekday())
    out = []
    while monday <= end:
        if start <= monday + timedelta(days=3) <= end:
            out.append((monday, monday + timedelta(days=6)))
        monday += timedelta(days=7)
    return out


def nth_weekday(start: date, end: date, weekday: int, n: int) -> date | None:
    """The ``n``-th (1-based; negative counts from the end) ``weekday`` in ``start..end``, or None."""
    days = [start + timedelta(days=k) for k in range((end - start).days + 1)]
    hits = [d for d in days if d.weekday() == weekday]
    if n == 0 or abs(n) > len(hits):
        return None
    return hits[n - 1] if n > 0 else hits[n]


def weekday_beside(anchor: date, weekday: int, sign: int) -> date:
    """The nearest ``weekday`` (Monday = 0) strictly after (``sign`` 1) or before (-1) ``anchor``; with ``sign`` 0
    the nearest one either way, the anchor itself included (a tie goes forward: "the closest Monday to" a Thursday)."""
    if sign == 0:
        ahead = (weekday - anchor.weekday()) % 7
        return anchor + timedelta(days=ahead) if ahead <= 3 else anchor - timedelta(days=7 - ahead)
    if sign > 0:
        return anchor + timedelta(days=(weekday - anchor.weekday() - 1) % 7 + 1)
    return anchor - timedelta(days=(anchor.weekday() - weekday - 1) % 7 + 1)
