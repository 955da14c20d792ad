"""Date helpers for round 24's judge time tables (scripts/make_judge24_time.py): calendar arithmetic with datetime,
dateutil and lunardate only -- never groundwire -- following the README's conventions (inclusive ranges, Monday-Sunday
weeks, "next N days" from tomorrow, "past N days" ending today, thirds of periods, ISO weeks of a month)."""

from __future__ import annotations

from calendar import monthrange
from datetime import date, timedelta

from dateutil.relativedelta import relativedelta
from lunardate import LunarDate

Span = tuple[date, date]


def one(x: date) -> Span:
    return (x, x)


def days(x: date, n: int) -> date:
    return x + timedelta(days=n)


def week(x: date) -> Span:
    """The Monday-Sunday week holding x."""
    mon = x - timedelta(days=x.weekday())
    return (mon, mon + timedelta(days=6))


def wday(t: date, k: int, weeks: int = 0) -> date:
    """Weekday k (0 = Monday) of t's week moved by ``weeks`` weeks."""
    return week(t)[0] + timedelta(days=7 * weeks + k)


def upcoming(t: date, k: int) -> date:
    """The next weekday k, today included."""
    return t + timedelta(days=(k - t.weekday()) % 7)


def month(y: int, m: int) -> Span:
    return (date(y, m, 1), date(y, m, monthrange(y, m)[1]))


def month_of(t: date, n: int = 0) -> Span:
    x = t.replace(day=1) + relativedelta(months=n)
    return month(x.year, x.month)


def months(a: Span, b: Span) -> Span:
    return (a[0], b[1])


def year(y: int) -> Span:
    return (date(y, 1, 1), date(y, 12, 31))


def dekad(y: int, m: int, i: int) -> Span:
    """A month's third: i = 0 (1-10), 1 (11-20), 2 (21-end)."""
    last = monthrange(y, m)[1]
    return [(date(y, m, 1), date(y, m, 10)), (date(y, m, 11), date(y, m, 20)), (date(y, m, 21), date(y, m, last))][i]


def year_third(y: int, i: int) -> Span:
    return [(date(y, 1, 1), date(y, 4, 30)), (date(y, 5, 1), date(y, 8, 31)), (date(y, 9, 1), date(y, 12, 31))][i]


def week_third(t: date, i: int, weeks: int = 0) -> Span:
    mon = wday(t, 0, weeks)
    return [(mon, days(mon, 1)), (days(mon, 2), days(mon, 3)), (days(mon, 4), days(mon, 6))][i]


def quarter(y: int, q: int) -> Span:
    return (date(y, 3 * q - 2, 1), month(y, 3 * q)[1])


def half(y: int, h: int) -> Span:
    return (date(y, 1, 1), date(y, 6, 30)) if h == 1 else (date(y, 7, 1), date(y, 12, 31))


def nth_weekday(y: int, m: int, k: int, n: int) -> date:
    """The n-th weekday k of a month (n = -1: the last)."""
    if n > 0:
        first = date(y, m, 1)
        return first + timedelta(days=(k - first.weekday()) % 7 + 7 * (n - 1))
    last = month(y, m)[1]
    return last - timedelta(days=(last.weekday() - k) % 7)


def month_week(y: int, m: int, n: int) -> Span:
    """The n-th ISO week of a month (n = -1: the last): weeks whose Thursday falls in the month."""
    thursdays = [x for x in (date(y, m, 1) + timedelta(days=i) for i in range(monthrange(y, m)[1])) if x.weekday() == 3]
    return week(thursdays[n - 1 if n > 0 else n])


def past(t: date, n: int) -> Span:
    return (days(t, -(n - 1)), t)


def coming(t: date, n: int) -> Span:
    return (days(t, 1), days(t, n))


def lunar(y: int, m: int, d: int) -> date:
    return LunarDate(y, m, d).to_solar_date()
