"""Grammar-generated check of the core time families against an independent oracle (issue 8, item 1).

Hand-written tables find what their writer thinks of. This script generates time expressions from a small template
grammar per family and language (random years, months, days, weekdays, counts and relative words, from a fixed
seed) and resolves each against ~40 ``today``s chosen to hit calendar edges (Dec 28-31 and Jan 1-4 around ISO
week-53 years 2015 / 2020 / 2026, Feb 28/29 in leap and non-leap years, month ends, Sundays and Mondays). The
expected inclusive range comes from an oracle written here with ``datetime``, ``dateutil.relativedelta``,
``date.isocalendar`` / ``date.fromisocalendar`` and, for 农历 dates and festivals, ``lunar_python`` (our resolver
uses ``lunardate``, so the two calendars are checked against each other) -- never by calling our code. The oracle
states the README's conventions (inclusive ranges; Monday-Sunday weeks; "next N days" starts tomorrow, "past N
days" ends today; early/mid/late are thirds; weeks of a month or year are ISO's; "the coming month" is the next
calendar unit; 前2周 / 后2年 are whole units before / after the current one; impossible dates give no span).

A case passes when ``resolve`` finds exactly one span whose inclusive start and end are the oracle's (or no span
where the oracle says the date does not exist). Prints exact-range accuracy per family and language and a seeded
sample of misses. Deterministic, no network, a few seconds.

Seeds: 12 (the default), 13 and 14 (--n 1500) were read while fixing, so they are tuned on (14 was kept back until
the fourth wave's fixes); seed 15 (--n 1500) is a sample whose misses were never read. Families "period" and
"deadline" (both languages) are a second wave, "edge" a third, "calendar" a fourth and "span" a fifth, each written after the
previous wave's fixes and scored before its own.

With --carrier each expression is put inside a question ("Show me the news {}.", "{}有什么新闻？"): the one span
must still be found with the same range.

Run: PYTHONPATH=src python scripts/time_grammar_check.py [--n 400] [--seed 12] [--misses 6] [--family F] [--lang L]
[--carrier]
"""

from __future__ import annotations

import argparse
import calendar
import random
import sys
from collections import defaultdict
from datetime import date, timedelta
from pathlib import Path
from typing import Callable

from dateutil.relativedelta import FR, MO, SA, SU, TH, TU, WE, relativedelta

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from groundwire.decide.timeframe import resolve  # noqa: E402  (the system under test; the oracle never calls it)

Range = tuple[date, date] | None
Case = tuple[str, Range]

# --------------------------------------------------------------------------- the edge todays

TODAYS = [date.fromisoformat(s) for s in (
    "2015-12-28", "2015-12-31", "2016-01-01", "2016-01-03", "2016-01-04",  # 2015 has ISO week 53
    "2020-12-28", "2020-12-31", "2021-01-01", "2021-01-03", "2021-01-04",  # 2020 has ISO week 53
    "2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02", "2027-01-03",
    "2027-01-04",  # 2026 has ISO week 53
    "2024-02-28", "2024-02-29", "2024-03-01", "2023-02-28", "2023-03-01", "2025-02-28", "2028-02-29",
    "2021-02-28", "2032-02-29",  # leap and non-leap Februaries
    "2025-01-31", "2025-03-31", "2025-04-30", "2026-05-31", "2026-08-31", "2025-10-31", "2026-11-30",  # month ends
    "2026-12-06", "2025-08-31", "2026-03-01",  # Sundays
    "2026-12-07", "2025-03-10", "2024-01-01", "2026-06-01",  # Mondays
    "2026-07-15",  # an ordinary Wednesday
)]

# --------------------------------------------------------------------------- the oracle (datetime / dateutil only)

WEEKDAYS_EN = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
RD_WEEKDAYS = (MO, TU, WE, TH, FR, SA, SU)
MONTHS_EN = tuple(calendar.month_name)[1:]
MON_ABBR = tuple(calendar.month_abbr)[1:]
ORDINALS_EN = ("first", "second", "third", "fourth", "fifth")
NUM_WORDS_EN = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
ONE_DAY = timedelta(days=1)


def day_ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def month_span(y: int, m: int) -> tuple[date, date]:
    first = date(y, m, 1)
    return first, first + relativedelta(day=31)


def year_span(y: int) -> tuple[date, date]:
    return date(y, 1, 1), date(y, 12, 31)


def week_span(d: date) -> tuple[date, date]:
    iso = d.isocalendar()
    monday = date.fromisocalendar(iso[0], iso[1], 1)
    return monday, date.fromisocalendar(iso[0], iso[1], 7)


def shift_month(d: date, k: int) -> tuple[int, int]:
    moved = d.replace(day=1) + relativedelta(months=k)
    return moved.year, moved.month


def exists(y: int, m: int, d: int) -> bool:
    try:
        date(y, m, d)
    except ValueError:
        return False
    return True


def thirds(start: date, end: date, unit: str) -> list[tuple[date, date]]:
    """The README's early/mid/late: a month's dekads, a year's four-month thirds, a week's Mon-Tue/Wed-Thu/Fri-Sun,
    a decade's years 0-3 / 4-6 / 7-9."""
    if unit == "month":
        return [(start, start.replace(day=10)), (start.replace(day=11), start.replace(day=20)),
                (start.replace(day=21), end)]
    if unit == "week":
        return [(start, start + ONE_DAY), (start + 2 * ONE_DAY, start + 3 * ONE_DAY), (start + 4 * ONE_DAY, end)]
    if unit == "decade":
        y = start.year
        return [(date(y, 1, 1), date(y + 3, 12, 31)), (date(y + 4, 1, 1), date(y + 6, 12, 31)),
                (date(y + 7, 1, 1), date(y + 9, 12, 31))]
    y = start.year
    return [(date(y, 1, 1), date(y, 4, 30)), (date(y, 5, 1), date(y, 8, 31)), (date(y, 9, 1), date(y, 12, 31))]


def nth_weekday(y: int, m: int, weekday: int, n: int) -> date | None:
    """The nth (1-based; -1 last) given weekday of a month, None when the month has no such day."""
    if n == -1:
        return date(y, m, 1) + relativedelta(day=31, weekday=RD_WEEKDAYS[weekday](-1))
    d = date(y, m, 1) + relativedelta(weekday=RD_WEEKDAYS[weekday](n))
    return d if d.month == m else None


def iso_weeks_of_month(y: int, m: int) -> list[tuple[date, date]]:
    """The Monday-Sunday weeks whose Thursday falls in the month (ISO 8601's rule for years, applied to months)."""
    thursday = date(y, m, 1) + relativedelta(weekday=TH(1))
    weeks = []
    while thursday.month == m:
        weeks.append((thursday - 3 * ONE_DAY, thursday + 3 * ONE_DAY))
        thursday += 7 * ONE_DAY
    return weeks


def iso_weeks_in(y: int) -> int:
    return date(y, 12, 28).isocalendar()[1]


def rel_unit(today: date, unit: str, k: int) -> tuple[date, date]:
    """This (k=0), next (1), last (-1) week / month / year."""
    if unit == "week":
        return week_span(today + relativedelta(weeks=k))
    if unit == "month":
        return month_span(*shift_month(today, k))
    return year_span(today.year + k)


def window(today: date, n: int, unit: str, future: bool) -> tuple[date, date]:
    """"next N units" runs from tomorrow for N units, "past N units" ends today after N units."""
    delta = relativedelta(**{unit + "s": n})
    if future:
        return today + ONE_DAY, today + delta
    return today - delta + ONE_DAY, today


def whole_units(today: date, n: int, unit: str, future: bool) -> tuple[date, date]:
    """前2周 / 后2年: the N whole calendar units before / after the current one."""
    if future:
        return rel_unit(today, unit, 1)[0], rel_unit(today, unit, n)[1]
    return rel_unit(today, unit, -n)[0], rel_unit(today, unit, -1)[1]


# --------------------------------------------------------------------------- English grammar

REL_EN = {"next": 1, "last": -1, "this": 0}


def en_range(r: random.Random, today: date) -> Case:
    y1 = r.randint(1990, 2030)
    y2 = y1 + r.randint(1, 8)
    form = r.randrange(11)
    if form == 7:
        m1, m2 = r.randint(1, 12), r.randint(1, 12)
        return r.choice((f"from {MONTHS_EN[m1 - 1]} {y1} to {MONTHS_EN[m2 - 1]} {y2}",
                         f"{MON_ABBR[m1 - 1]} {y1} - {MON_ABBR[m2 - 1]} {y2}")), (date(y1, m1, 1), month_span(y2, m2)[1])
    if form == 8:
        m = r.randint(1, 12)
        d1 = r.randint(1, 14)
        d2 = r.randint(d1 + 1, 28)
        return r.choice((f"{MONTHS_EN[m - 1]} {d1}-{d2}, {y1}", f"from {MONTHS_EN[m - 1]} {d1} to {d2}, {y1}",
                         f"between {d1} and {d2} {MONTHS_EN[m - 1]} {y1}")), (date(y1, m, d1), date(y1, m, d2))
    if form == 9:
        m1 = r.randint(1, 11)
        m2 = r.randint(m1 + 1, 12)
        d1, d2 = r.randint(1, 28), r.randint(1, 28)
        return f"from {MONTHS_EN[m1 - 1]} {d1} to {MONTHS_EN[m2 - 1]} {d2}, {y1}", (date(y1, m1, d1), date(y1, m2, d2))
    if form == 10:
        return r.choice((f"{y1} to {y2}", f"{y1} through {y2}", f"{y1}\u2013{y2}", f"FROM {y1} TO {y2}")), \
            (date(y1, 1, 1), date(y2, 12, 31))
    if form == 0:
        return f"from {y1} to {y2}", (date(y1, 1, 1), date(y2, 12, 31))
    if form == 1:
        m = r.randint(1, 12)
        return f"between {MONTHS_EN[m - 1]} {y1} and {y2}", (date(y1, m, 1), date(y2, 12, 31))
    if form == 2:
        return f"{y1}-{y2}", (date(y1, 1, 1), date(y2, 12, 31))
    if form == 3:
        rel = r.choice(list(REL_EN))
        y, m = shift_month(today, REL_EN[rel])
        d1 = r.randint(1, 20)
        d2 = r.randint(d1 + 1, 28)
        return f"from {d1} to {d2} {rel} month", (date(y, m, d1), date(y, m, d2))
    if form == 4:
        rel = r.choice(list(REL_EN))
        w1 = r.randint(0, 5)
        w2 = r.randint(w1 + 1, 6)
        monday = rel_unit(today, "week", REL_EN[rel])[0]
        return (f"{rel} week between {WEEKDAYS_EN[w1]} and {WEEKDAYS_EN[w2]}",
                (monday + w1 * ONE_DAY, monday + w2 * ONE_DAY))
    if form == 5:
        return f"between {y1} and {y2}", (date(y1, 1, 1), date(y2, 12, 31))
    m1 = r.randint(1, 11)
    m2 = r.randint(m1 + 1, 12)
    return f"from {MONTHS_EN[m1 - 1]} to {MONTHS_EN[m2 - 1]} {y1}", (date(y1, m1, 1), month_span(y1, m2)[1])


def en_composition(r: random.Random, today: date) -> Case:
    form = r.randrange(15)
    m = r.randint(1, 12)
    y = r.randint(1995, 2030)
    if form == 12:  # "next March" is the first March after this month, "last March" the latest before it
        if r.random() < 0.5:
            yy = today.year if m > today.month else today.year + 1
            return f"next {MONTHS_EN[m - 1]}", month_span(yy, m)
        yy = today.year if m < today.month else today.year - 1
        return f"last {MONTHS_EN[m - 1]}", month_span(yy, m)
    if form == 13:
        d = r.randint(1, calendar.monthrange(y, m)[1])
        return f"the {day_ordinal(d)} of {MONTHS_EN[m - 1]} {y}", (date(y, m, d),) * 2
    if form == 14:  # a date and its (right) weekday are one day
        d = date(y, m, r.randint(1, calendar.monthrange(y, m)[1]))
        return f"{WEEKDAYS_EN[d.weekday()]}, {MONTHS_EN[m - 1]} {d.day}, {y}", (d, d)
    if form == 8:
        rel = r.choice(list(REL_EN))
        return r.choice((f"in {MONTHS_EN[m - 1]} {rel} year", f"{MONTHS_EN[m - 1]} of {rel} year")), \
            month_span(today.year + REL_EN[rel], m)
    if form == 9:
        rel = r.choice(list(REL_EN))
        start, end = month_span(*shift_month(today, REL_EN[rel]))
        first = r.random() < 0.5
        return f"the {'first' if first else 'last'} day of {rel} month", (start, start) if first else (end, end)
    if form == 10:
        first = r.random() < 0.5
        start, end = month_span(y, m)
        return f"the {'first' if first else 'last'} day of {MONTHS_EN[m - 1]} {y}", (start, start) if first else (end, end)
    if form == 11:
        rel = r.choice(("next", "last"))
        yy = today.year + REL_EN[rel]
        day = r.choice((28, 29, 30, 31)) if m == 2 else r.randint(1, 31)
        ok = exists(yy, m, day)
        return f"{MONTHS_EN[m - 1]} {day} {rel} year", (date(yy, m, day),) * 2 if ok else None
    if form == 0:
        rel = r.choice(list(REL_EN))
        return f"{MONTHS_EN[m - 1]} {rel} year", month_span(today.year + REL_EN[rel], m)
    if form == 1:
        return r.choice((f"{MONTHS_EN[m - 1]}, {y}", f"{y} {MONTHS_EN[m - 1]}", f"{MONTHS_EN[m - 1]} {y}")), \
            month_span(y, m)
    if form == 2:
        rel = r.choice(list(REL_EN))
        n = r.randint(1, 5)
        wd = r.randrange(7)
        yy, mm = shift_month(today, REL_EN[rel])
        d = nth_weekday(yy, mm, wd, n)
        return f"the {ORDINALS_EN[n - 1]} {WEEKDAYS_EN[wd]} of {rel} month", (d, d) if d else None
    if form == 3:
        rel = r.choice(list(REL_EN))
        wd = r.randrange(7)
        d = rel_unit(today, "week", REL_EN[rel])[0] + wd * ONE_DAY
        return r.choice((f"{WEEKDAYS_EN[wd]} {rel} week", f"{rel} week {WEEKDAYS_EN[wd]}")), (d, d)
    if form == 4:
        rel = r.choice(list(REL_EN))
        day = r.randint(1, 31)
        yy, mm = shift_month(today, REL_EN[rel])
        return f"the {day_ordinal(day)} of {rel} month", (date(yy, mm, day),) * 2 if exists(yy, mm, day) else None
    if form == 5:
        n = r.choice((1, 2, 3, 4, -1))
        wd = r.randrange(7)
        d = nth_weekday(y, m, wd, n)
        word = "last" if n == -1 else ORDINALS_EN[n - 1]
        return f"the {word} {WEEKDAYS_EN[wd]} of {MONTHS_EN[m - 1]} {y}", (d, d)
    if form == 6:
        rel = r.choice(("next", "last"))
        n = r.choice((1, 2, 3, -1))
        wd = r.randrange(7)
        d = nth_weekday(today.year + REL_EN[rel], m, wd, n)
        word = "last" if n == -1 else ORDINALS_EN[n - 1]
        return f"the {word} {WEEKDAYS_EN[wd]} of {MONTHS_EN[m - 1]} {rel} year", (d, d)
    rel = r.choice(("next", "last"))
    day = r.randint(1, 28)
    d = date(today.year + REL_EN[rel], m, day)
    return f"{MONTHS_EN[m - 1]} {day} {rel} year", (d, d)


def en_numeric(r: random.Random, today: date) -> Case:
    y = r.randint(1995, 2030)
    m = r.randint(1, 12)
    d = r.randint(1, calendar.monthrange(y, m)[1])
    form = r.randrange(8)
    if form == 0:
        return r.choice((f"{m}/{y}", f"{m:02d}/{y}")), month_span(y, m)
    if form == 1:
        d = r.randint(13, calendar.monthrange(y, m)[1])  # a day above 12: the order is not ambiguous
        return r.choice((f"{d}-{m:02d}-{y}", f"{d}/{m:02d}/{y}", f"{d}.{m:02d}.{y}")), (date(y, m, d),) * 2
    if form == 2:
        return f"{y}-{MON_ABBR[m - 1].lower()}-{d}", (date(y, m, d),) * 2
    if form == 3:
        return f"{d}. {MON_ABBR[m - 1]}. {y}", (date(y, m, d),) * 2
    if form == 4:
        return f"{y}-{m:02d}-{d:02d}", (date(y, m, d),) * 2
    if form == 5:
        return r.choice((f"{MONTHS_EN[m - 1]} {d}, {y}", f"{d} {MONTHS_EN[m - 1]} {y}",
                         f"{MON_ABBR[m - 1]} {day_ordinal(d)}, {y}")), (date(y, m, d),) * 2
    if form == 6:
        leap = r.choice([yy for yy in range(1996, 2033) if calendar.isleap(yy)])
        return r.choice((f"February 29, {leap}", f"29 Feb {leap}", f"{leap}-02-29")), (date(leap, 2, 29),) * 2
    d = r.randint(13, calendar.monthrange(y, m)[1])
    return f"{m}/{d}/{y}", (date(y, m, d),) * 2


def en_part(r: random.Random, today: date) -> Case:
    form = r.randrange(13)
    part = r.randrange(3)
    y = r.randint(1995, 2030)
    if form == 8:
        rel = r.choice(list(REL_EN))
        unit = r.choice(("week", "month", "year"))
        word = r.choice(("beginning", "end", "middle"))
        part = {"beginning": 0, "middle": 1, "end": 2}[word]
        start, end = rel_unit(today, unit, REL_EN[rel])
        return f"the {word} of {rel} {unit}", thirds(start, end, unit)[part]
    if form == 9:
        rel = r.choice(list(REL_EN) + [str(y)])
        yy = today.year + REL_EN[rel] if rel in REL_EN else y
        half = r.randrange(2)
        text = f"the {('first', 'second')[half]} half of {rel if rel not in REL_EN else rel + ' year'}"
        return text, (date(yy, 1, 1), date(yy, 6, 30)) if half == 0 else (date(yy, 7, 1), date(yy, 12, 31))
    if form == 10:
        q = r.randint(1, 4)
        rel = r.choice(list(REL_EN) + [str(y)])
        yy = today.year + REL_EN[rel] if rel in REL_EN else y
        where = f"{rel} year" if rel in REL_EN else rel
        text = r.choice((f"the {ORDINALS_EN[q - 1]} quarter of {where}", f"Q{q} {where}"))
        return text, (date(yy, 3 * q - 2, 1), month_span(yy, 3 * q)[1])
    if form == 11:
        wk = r.randint(1, 53)
        ok = wk <= iso_weeks_in(y)
        return r.choice((f"week {wk} of {y}", f"{y}-W{wk:02d}")), \
            (date.fromisocalendar(y, wk, 1), date.fromisocalendar(y, wk, 7)) if ok else None
    if form == 12:
        rel = r.choice(list(REL_EN))
        yy = today.year + REL_EN[rel]
        first = r.random() < 0.5
        wk = 1 if first else iso_weeks_in(yy)
        return (f"the {'first' if first else 'last'} week of {rel} year",
                (date.fromisocalendar(yy, wk, 1), date.fromisocalendar(yy, wk, 7)))
    if form == 0:
        rel = r.choice(list(REL_EN))
        unit = r.choice(("week", "month", "year"))
        word = ("early", "mid", "late")[part]
        start, end = rel_unit(today, unit, REL_EN[rel])
        return f"{word} {rel} {unit}", thirds(start, end, unit)[part]
    if form == 1:
        word = r.choice(("beginning", "end"))
        return f"{r.choice(('', 'the '))}{word} of {y}", thirds(*year_span(y), "year")[0 if word == "beginning" else 2]
    if form == 2:
        return f"{('early', 'mid', 'late')[part]} {y}", thirds(*year_span(y), "year")[part]
    if form == 3:
        rel = r.choice(list(REL_EN))
        weeks = iso_weeks_of_month(*shift_month(today, REL_EN[rel]))
        n = r.choice((1, 2, 3, 4, -1))
        word = "last" if n == -1 else ORDINALS_EN[n - 1]
        return f"the {word} week of {rel} month", weeks[n if n == -1 else n - 1]
    if form == 4:
        first = r.random() < 0.5
        wk = 1 if first else iso_weeks_in(y)
        return (f"the {'first' if first else 'last'} week of {y}",
                (date.fromisocalendar(y, wk, 1), date.fromisocalendar(y, wk, 7)))
    if form == 5:
        decade = r.choice([d for d in range(1950, 2030, 10) if d != 1900])
        if r.random() < 0.5:
            return f"the {decade}s", (date(decade, 1, 1), date(decade + 9, 12, 31))
        return f"the {('early', 'mid', 'late')[part]} {decade}s", thirds(date(decade, 1, 1), date(decade + 9, 12, 31),
                                                                           "decade")[part]
    m = r.randint(1, 12)
    if form == 6:
        n = r.choice((1, 2, 3, -1))
        word = "last" if n == -1 else ORDINALS_EN[n - 1]
        weeks = iso_weeks_of_month(y, m)
        return f"the {word} week of {MONTHS_EN[m - 1]} {y}", weeks[n if n == -1 else n - 1]
    return f"{('early', 'mid', 'late')[part]} {MONTHS_EN[m - 1]} {y}", thirds(*month_span(y, m), "month")[part]


def en_window(r: random.Random, today: date) -> Case:
    form = r.randrange(8)
    unit = r.choice(("day", "week", "month", "year"))
    n = r.randint(2, 10)
    count = r.choice((str(n), NUM_WORDS_EN[n]))
    if form == 6:
        return r.choice((f"over the past {count} {unit}s", f"in the past {count} {unit}s",
                         f"during the last {count} {unit}s", f"in the last {count} {unit}s")), \
            window(today, n, unit, False)
    if form == 7:
        return r.choice((f"the coming {count} {unit}s", f"the upcoming {count} {unit}s",
                         f"within the next {count} {unit}s")), window(today, n, unit, True)
    if form == 0:
        return r.choice((f"next {count} {unit}s", f"the next {count} {unit}s", f"over the next {count} {unit}s")), \
            window(today, n, unit, True)
    if form == 1:
        return r.choice((f"past {count} {unit}s", f"the past {count} {unit}s", f"the last {count} {unit}s")), \
            window(today, n, unit, False)
    if form == 2:
        unit = r.choice(("week", "month", "year"))
        return f"the {r.choice(('coming', 'upcoming'))} {unit}", rel_unit(today, unit, 1)
    if form == 3:
        a, b = r.randint(1, 3), r.randint(1, 11)
        return (f"within the next {a} year{'s' if a > 1 else ''} {b} month{'s' if b > 1 else ''}",
                (today + ONE_DAY, today + relativedelta(years=a, months=b)))
    if form == 4:
        return f"in the next {count} {unit}s", window(today, n, unit, True)
    return f"the next {count} days", window(today, n, "day", True)


def en_impossible(r: random.Random, today: date) -> Case:
    y = r.randint(1995, 2030)
    nonleap = r.choice([yy for yy in range(1995, 2031) if not calendar.isleap(yy)])
    m30 = r.choice((4, 6, 9, 11))
    form = r.randrange(6)
    if form == 0:
        return r.choice((f"{MONTHS_EN[m30 - 1]} 31", f"{MONTHS_EN[m30 - 1]} 31, {y}", f"31 {MONTHS_EN[m30 - 1]} {y}")), None
    if form == 1:
        return r.choice((f"February 29, {nonleap}", f"29 February {nonleap}", f"Feb 29 {nonleap}")), None
    if form == 2:
        return r.choice((f"{nonleap}-02-29", f"29/02/{nonleap}", f"{y}-{m30:02d}-31")), None
    if form == 3:
        return f"February {r.choice((30, 31))}, {y}", None
    if form == 4:
        return r.choice((f"{MONTHS_EN[m30 - 1]} 31st {y}", f"31.{m30:02d}.{y}", f"{y}/{m30:02d}/31")), None
    return f"the 31st of {MONTHS_EN[m30 - 1]} {y}", None


def en_offset(r: random.Random, today: date) -> Case:
    """Offsets from today ("N days/weeks ago" name that day, "N months/years ago" that month / year) and open
    ranges up to today ("since 2019", "after 2015": from the day after it)."""
    form = r.randrange(6)
    n = r.randint(2, 10)
    count = r.choice((str(n), NUM_WORDS_EN[n]))
    y = r.randint(1995, today.year - 1)
    if form == 0:
        unit = r.choice(("day", "week"))
        d = today - relativedelta(**{unit + "s": n})
        return f"{count} {unit}s ago", (d, d)
    if form == 1:
        unit = r.choice(("month", "year"))
        d = today - relativedelta(**{unit + "s": n})
        return f"{count} {unit}s ago", month_span(d.year, d.month) if unit == "month" else year_span(d.year)
    if form == 2:
        return f"since {y}", (date(y, 1, 1), today)
    if form == 3:
        m = r.randint(1, 12)
        if date(y, m, 1) > today:
            y -= 1
        return f"since {MONTHS_EN[m - 1]} {y}", (date(y, m, 1), today)
    if form == 4:
        y = r.randint(1995, today.year - 2)
        return f"after {y}", (date(y + 1, 1, 1), today)
    d = today - relativedelta(weeks=n, days=3)
    return f"{count} weeks and 3 days ago", (d, d)


# wave 2 (written after the first run's fixes, scored before its own): quarters, halves, centuries, a period's
# first / last N days or months, deadlines and "so far" ranges up to today, counts from now


def quarter_span(y: int, q: int) -> tuple[date, date]:
    return date(y, 3 * q - 2, 1), month_span(y, 3 * q)[1]


def century_thirds(c: int) -> list[tuple[date, date]]:
    """The README's century thirds: years 00-32, 33-65, 66-99 (the 19th century is 1800-1899)."""
    y = (c - 1) * 100
    return [(date(y, 1, 1), date(y + 32, 12, 31)), (date(y + 33, 1, 1), date(y + 65, 12, 31)),
            (date(y + 66, 1, 1), date(y + 99, 12, 31))]


def en_period(r: random.Random, today: date) -> Case:
    form = r.randrange(9)
    y = r.randint(1995, 2030)
    m = r.randint(1, 12)
    if form == 0:
        rel = r.choice(list(REL_EN))
        q = (today.month - 1) // 3 + 1 + REL_EN[rel]
        yy = today.year + (q - 1) // 4
        return f"{rel} quarter", quarter_span(yy, (q - 1) % 4 + 1)
    if form == 1:
        h = r.randint(1, 2)
        return r.choice((f"H{h} {y}", f"{h}H{y % 100:02d}")), (date(y, 1, 1), date(y, 6, 30)) if h == 1 else \
            (date(y, 7, 1), date(y, 12, 31))
    if form == 2:
        q = r.randint(1, 4)
        return r.choice((f"{q}Q{y % 100:02d}", f"Q{q}/{y}", f"Q{q} {y}")), quarter_span(y, q)
    if form == 3:
        c = r.randint(15, 20)
        part = r.randrange(4)
        if part == 3:
            return f"the {c}th century", (date((c - 1) * 100, 1, 1), date((c - 1) * 100 + 99, 12, 31))
        return f"the {('early', 'mid', 'late')[part]} {c}th century", century_thirds(c)[part]
    if form == 4:
        decade = r.randrange(50, 100, 10)
        return r.choice((f"the {decade}s", f"the '{decade}s")), (date(1900 + decade, 1, 1), date(1909 + decade, 12, 31))
    if form == 5:
        first = r.random() < 0.5
        start, end = month_span(y, m)
        return f"the {'first' if first else 'second'} half of {MONTHS_EN[m - 1]} {y}", \
            (start, start.replace(day=15)) if first else (start.replace(day=16), end)
    if form == 6:
        n = r.randint(2, 9)
        start, end = month_span(y, m)
        if r.random() < 0.5:
            return f"the first {n} days of {MONTHS_EN[m - 1]} {y}", (start, start + (n - 1) * ONE_DAY)
        return f"the last {n} days of {MONTHS_EN[m - 1]} {y}", (end - (n - 1) * ONE_DAY, end)
    if form == 7:
        n = r.randint(2, 6)
        if r.random() < 0.5:
            return f"the first {n} months of {y}", (date(y, 1, 1), month_span(y, n)[1])
        return f"the last {n} months of {y}", (date(y, 13 - n, 1), date(y, 12, 31))
    d = date(y, m, r.randint(1, calendar.monthrange(y, m)[1]))
    return f"the week of {MONTHS_EN[m - 1]} {d.day}, {y}", week_span(d)


def en_deadline(r: random.Random, today: date) -> Case:
    form = r.randrange(7)
    n = r.randint(2, 10)
    if form == 0:
        return "year to date", (date(today.year, 1, 1), today)
    if form == 1:
        unit = r.choice(("week", "month", "year"))
        return f"so far this {unit}", (rel_unit(today, unit, 0)[0], today)
    if form == 2:
        rel = r.choice(("this", "next"))
        unit = r.choice(("month", "year"))
        return f"by the end of {rel} {unit}", (today, rel_unit(today, unit, REL_EN[rel])[1])
    if form == 3:
        d = today + timedelta(days=r.randint(5, 400))
        return f"until {MONTHS_EN[d.month - 1]} {d.day}, {d.year}", (today, d)
    if form == 4:
        unit = r.choice(("day", "week"))
        d = today + relativedelta(**{unit + "s": n})
        return f"{n} {unit}s from {r.choice(('now', 'today'))}", (d, d)
    if form == 5:
        d = today + relativedelta(months=n)
        return f"{n} months from now", month_span(d.year, d.month)
    sat = today + timedelta(days=(5 - today.weekday()) % 7) if today.weekday() < 5 else \
        today - timedelta(days=today.weekday() - 5)
    return r.choice(("the weekend", "this weekend")), (sat, sat + ONE_DAY)


# wave 3 (written after wave 2's fix, scored before its own): a period's parts chained across years, quarters' thirds,
# weekdays before a week word, long windows over month ends and leap days, "this time last year"


def en_edge(r: random.Random, today: date) -> Case:
    form = r.randrange(9)
    y = r.randint(1995, 2028)
    if form == 0:
        p1, p2 = r.randrange(3), r.randrange(3)
        y2 = y + r.randint(1, 3)
        words = ("early", "mid", "late")
        return f"from {words[p1]} {y} to {words[p2]} {y2}", (thirds(*year_span(y), "year")[p1][0],
                                                             thirds(*year_span(y2), "year")[p2][1])
    if form == 1:
        part = r.randrange(3)
        return f"{('early', 'mid', 'late')[part]}-{y}", thirds(*year_span(y), "year")[part]
    if form == 2:
        q = r.randint(1, 4)
        part = r.randrange(3)
        start, end = quarter_span(y, q)
        yy, mm = start.year, start.month + part
        return f"{('early', 'mid', 'late')[part]} Q{q} {y}", month_span(yy, mm)
    if form == 3:
        rel = r.choice(list(REL_EN))
        w1 = r.randint(0, 4)
        w2 = r.randint(w1 + 1, 6)
        monday = rel_unit(today, "week", REL_EN[rel])[0]
        return r.choice((f"from {WEEKDAYS_EN[w1]} to {WEEKDAYS_EN[w2]} {rel} week",
                         f"between {WEEKDAYS_EN[w1]} and {WEEKDAYS_EN[w2]} {rel} week")), \
            (monday + w1 * ONE_DAY, monday + w2 * ONE_DAY)
    if form == 4:
        n = r.choice((12, 18, 24, 30, 36))
        word = r.choice(("past", "last", "next"))
        return f"the {word} {n} months", window(today, n, "month", word == "next")
    if form == 5:
        n = r.choice((52, 26, 13))
        return f"the past {n} weeks", window(today, n, "week", False)
    if form == 6:
        d = today - relativedelta(years=1)
        return r.choice(("this time last year", "a year ago today")), (d, d)
    if form == 7:
        rel = r.choice(list(REL_EN))
        start, end = month_span(*shift_month(today, REL_EN[rel]))
        n = r.randint(2, 10)
        if r.random() < 0.5:
            return f"the first {n} days of {rel} month", (start, start + (n - 1) * ONE_DAY)
        return f"the last {n} days of {rel} month", (end - (n - 1) * ONE_DAY, end)
    rel = r.choice(list(REL_EN))
    start, end = month_span(*shift_month(today, REL_EN[rel]))
    first = r.random() < 0.5
    return f"the {'first' if first else 'second'} half of {rel} month", \
        (start, start.replace(day=15)) if first else (start.replace(day=16), end)


# wave 4 (written after wave 3's fix, scored before its own): this week's weekdays, weekends and business days of a
# month, weeks and years counted twice over


def nth_business_day(y: int, m: int, n: int) -> date:
    """Monday-Friday only (no public holidays), n 1-based or -1 for the last."""
    start, end = month_span(y, m)
    days = [start + k * ONE_DAY for k in range((end - start).days + 1) if (start + k * ONE_DAY).weekday() < 5]
    return days[n - 1] if n > 0 else days[n]


def en_calendar(r: random.Random, today: date) -> Case:
    form = r.randrange(7)
    y = r.randint(1995, 2030)
    m = r.randint(1, 12)
    if form == 0:
        wd = r.randrange(7)
        d = week_span(today)[0] + wd * ONE_DAY
        return f"this {WEEKDAYS_EN[wd]}", (d, d)
    if form == 1:
        n = r.choice((1, 2, -1))
        word = "last" if n == -1 else ORDINALS_EN[n - 1]
        rel = r.choice(list(REL_EN) + [f"{MONTHS_EN[m - 1]} {y}"])
        yy, mm = shift_month(today, REL_EN[rel]) if rel in REL_EN else (y, m)
        sat = nth_weekday(yy, mm, 5, n)
        return f"the {word} weekend of {rel + ' month' if rel in REL_EN else rel}", (sat, sat + ONE_DAY)
    if form == 2:
        n = r.choice((1, 2, 3, -1))
        word = "last" if n == -1 else ORDINALS_EN[n - 1]
        rel = r.choice(list(REL_EN) + [f"{MONTHS_EN[m - 1]} {y}"])
        yy, mm = shift_month(today, REL_EN[rel]) if rel in REL_EN else (y, m)
        d = nth_business_day(yy, mm, n)
        return f"the {word} business day of {rel + ' month' if rel in REL_EN else rel}", (d, d)
    if form == 3:
        return "the week after next", rel_unit(today, "week", 2)
    if form == 4:
        word, k = r.choice((("the day after tomorrow", 2), ("the day before yesterday", -2)))
        d = today + k * ONE_DAY
        return word, (d, d)
    if form == 5:
        rel = r.choice(("next", "last"))
        yy = today.year + REL_EN[rel]
        return r.choice((f"week 1 of {rel} year", f"the first week of {rel} year")), \
            (date.fromisocalendar(yy, 1, 1), date.fromisocalendar(yy, 1, 7))
    return f"the {r.choice(('first', 'last'))} day of {r.choice(('this', 'next', 'last'))} year", None  # filled below


def en_calendar_cases(r: random.Random, today: date) -> Case:
    text, expected = en_calendar(r, today)
    if text.startswith("the first day of") or text.startswith("the last day of"):
        yy = today.year + REL_EN[text.split()[-2]]
        expected = (date(yy, 1, 1),) * 2 if "first" in text else (date(yy, 12, 31),) * 2
    return text, expected


# wave 5 (written after wave 4's fixes, scored before its own): ranges whose ends are parts or quarters, bare weekday
# ranges (from the next such first day, today included)


def en_span(r: random.Random, today: date) -> Case:
    form = r.randrange(4)
    y = r.randint(1995, 2028)
    y2 = y + r.randint(1, 2)
    if form == 0:
        return f"from the end of {y} to the beginning of {y2}", (date(y, 9, 1), date(y2, 4, 30))
    if form == 1:
        q1, q2 = r.randint(1, 4), r.randint(1, 4)
        return f"Q{q1} {y} to Q{q2} {y2}", (quarter_span(y, q1)[0], quarter_span(y2, q2)[1])
    if form == 2:
        w1 = r.randint(0, 5)
        w2 = r.randint(w1 + 1, 6)
        start = today + ((w1 - today.weekday()) % 7) * ONE_DAY
        return f"from {WEEKDAYS_EN[w1]} to {WEEKDAYS_EN[w2]}", (start, start + (w2 - w1) * ONE_DAY)
    m1, m2 = r.randint(1, 12), r.randint(1, 12)
    return f"from mid-{MONTHS_EN[m1 - 1]} {y} to the end of {MONTHS_EN[m2 - 1]} {y2}", \
        (date(y, m1, 11), month_span(y2, m2)[1])


# --------------------------------------------------------------------------- Chinese grammar

CN_DIGITS = "零一二三四五六七八九十"
WEEKDAYS_ZH = "一二三四五六日"
REL_ZH_YEAR = {"明年": 1, "去年": -1, "今年": 0}
REL_ZH_MONTH = {"下个月": 1, "上个月": -1, "这个月": 0, "本月": 0}
REL_ZH_WEEK = {"下周": 1, "上周": -1, "本周": 0, "这周": 0}


def cn_num(n: int) -> str:
    """1..99 in Chinese numerals (十, 十五, 二十三)."""
    tens, ones = divmod(n, 10)
    head = "" if tens == 0 else ("十" if tens == 1 else CN_DIGITS[tens] + "十")
    return head + (CN_DIGITS[ones] if ones else "")


def cn_count(r: random.Random, n: int) -> str:
    return r.choice((str(n), cn_num(n) if n != 2 else r.choice(("两", "二"))))


def zh_weekday(r: random.Random, wd: int) -> str:
    return r.choice(("周", "星期", "礼拜")) + (WEEKDAYS_ZH[wd] if wd < 6 else r.choice(("日", "天")))


def zh_range(r: random.Random, today: date) -> Case:
    y1 = r.randint(1990, 2030)
    y2 = y1 + r.randint(1, 8)
    form = r.randrange(11)
    if form == 7:
        m1, m2 = r.randint(1, 12), r.randint(1, 12)
        return f"从{y1}年{m1}月到{y2}年{m2}月", (date(y1, m1, 1), month_span(y2, m2)[1])
    if form == 8:
        m1 = r.randint(1, 11)
        m2 = r.randint(m1 + 1, 12)
        d1, d2 = r.randint(1, 28), r.randint(1, 28)
        return f"{y1}年{m1}月{d1}日{r.choice(('到', '至', '-'))}{m2}月{d2}日", (date(y1, m1, d1), date(y1, m2, d2))
    if form == 9:
        m = r.randint(1, 12)
        d1 = r.randint(1, 14)
        d2 = r.randint(d1 + 1, 28)
        return f"{y1}年{m}月{d1}日至{d2}日", (date(y1, m, d1), date(y1, m, d2))
    if form == 10:
        y2 = y1 + r.randint(2, 8)
        return f"{y1}年之后{y2}年之前", (date(y1 + 1, 1, 1), date(y2 - 1, 12, 31))
    if form == 0:
        return r.choice((f"从{y1}到{y2}年", f"从{y1}年到{y2}年", f"{y1}年至{y2}年", f"从{y1}-{y2}")), \
            (date(y1, 1, 1), date(y2, 12, 31))
    if form == 1:
        return r.choice((f"{y1}年与{y2}年之间", f"{y1}年和{y2}年之间", f"{y1}年到{y2}年之间")), \
            (date(y1, 1, 1), date(y2, 12, 31))
    if form == 2:
        return f"{y1}-{y2}年", (date(y1, 1, 1), date(y2, 12, 31))
    if form == 3:
        m = r.randint(1, 12)
        return f"{y1}年{m}月到{y2}年", (date(y1, m, 1), date(y2, 12, 31))
    if form == 4:
        rel = r.choice(list(REL_ZH_WEEK))
        w1 = r.randint(0, 5)
        w2 = r.randint(w1 + 1, 6)
        monday = rel_unit(today, "week", REL_ZH_WEEK[rel])[0]
        return f"{rel}{WEEKDAYS_ZH[w1]}到周{WEEKDAYS_ZH[w2]}", (monday + w1 * ONE_DAY, monday + w2 * ONE_DAY)
    if form == 5:
        rel = r.choice(list(REL_ZH_MONTH))
        y, m = shift_month(today, REL_ZH_MONTH[rel])
        d1 = r.randint(1, 20)
        d2 = r.randint(d1 + 1, 28)
        return f"{rel}{d1}号到{d2}号", (date(y, m, d1), date(y, m, d2))
    m1 = r.randint(1, 11)
    m2 = r.randint(m1 + 1, 12)
    return f"{y1}年{m1}月至{m2}月", (date(y1, m1, 1), month_span(y1, m2)[1])


def zh_composition(r: random.Random, today: date) -> Case:
    form = r.randrange(12)
    m = r.randint(1, 12)
    y = r.randint(1995, 2030)
    if form == 7:
        day = r.randint(1, 31)
        yy = today.year + 1
        return f"明年本月{cn_num(day)}日", (date(yy, today.month, day),) * 2 if exists(yy, today.month, day) else None
    if form == 8:
        return f"{y}年 {cn_num(m)}月", month_span(y, m)
    if form == 9:
        rel = r.choice(("下下周", "上上周"))
        wd = r.randrange(7)
        d = rel_unit(today, "week", 2 if rel == "下下周" else -2)[0] + wd * ONE_DAY
        return f"{rel}{WEEKDAYS_ZH[wd] if wd < 6 else '日'}", (d, d)
    if form == 10:
        rel = r.choice(list(REL_ZH_MONTH) + [f"{y}年{m}月"])
        start, end = month_span(*shift_month(today, REL_ZH_MONTH[rel])) if rel in REL_ZH_MONTH else month_span(y, m)
        first = r.random() < 0.5
        return f"{rel}{r.choice(('', '的'))}{'第一天' if first else '最后一天'}", (start, start) if first else (end, end)
    if form == 11:
        rel = r.choice(("明年", "去年"))
        yy = today.year + REL_ZH_YEAR[rel]
        day = r.choice((28, 29, 30)) if m == 2 else r.randint(1, 31)
        return f"{rel}{m}月{day}日", (date(yy, m, day),) * 2 if exists(yy, m, day) else None
    if form == 0:
        rel = r.choice(list(REL_ZH_YEAR))
        return f"{rel}{r.choice((str(m), cn_num(m)))}月", month_span(today.year + REL_ZH_YEAR[rel], m)
    if form == 1:
        rel = r.choice(list(REL_ZH_MONTH))
        n = r.randint(1, 5)
        wd = r.randrange(7)
        yy, mm = shift_month(today, REL_ZH_MONTH[rel])
        d = nth_weekday(yy, mm, wd, n)
        return f"{rel}{r.choice(('', '的'))}第{cn_num(n)}个{zh_weekday(r, wd)}", (d, d) if d else None
    if form == 2:
        rel = r.choice(list(REL_ZH_WEEK))
        wd = r.randrange(7)
        d = rel_unit(today, "week", REL_ZH_WEEK[rel])[0] + wd * ONE_DAY
        return f"{rel}{WEEKDAYS_ZH[wd] if wd < 6 else r.choice(('日', '天'))}", (d, d)
    if form == 3:
        rel = r.choice(list(REL_ZH_MONTH))
        day = r.randint(1, 31)
        yy, mm = shift_month(today, REL_ZH_MONTH[rel])
        return f"{rel}{r.choice(('', '的'))}{day}{r.choice(('号', '日'))}", \
            (date(yy, mm, day),) * 2 if exists(yy, mm, day) else None
    if form == 4:
        return f"{y}年{m}月", month_span(y, m)
    if form == 5:
        rel = r.choice(("明年", "去年"))
        day = r.randint(1, 28)
        d = date(today.year + REL_ZH_YEAR[rel], m, day)
        return f"{rel}{m}月{day}日", (d, d)
    n = r.choice((1, 2, 3, -1))
    wd = r.randrange(7)
    d = nth_weekday(y, m, wd, n)
    word = "最后一个" if n == -1 else f"第{cn_num(n)}个"
    return f"{y}年{m}月{r.choice(('', '的'))}{word}{zh_weekday(r, wd)}", (d, d)


def zh_numeric(r: random.Random, today: date) -> Case:
    y = r.randint(1995, 2030)
    m = r.randint(1, 12)
    d = r.randint(1, calendar.monthrange(y, m)[1])
    form = r.randrange(6)
    if form == 5:  # a date and its (right) weekday are one day
        day = date(y, m, d)
        return f"{y}年{m}月{d}日{zh_weekday(r, day.weekday())}", (day, day)
    if form == 0:
        return f"{y}年{m}月{d}日", (date(y, m, d),) * 2
    if form == 1:
        return r.choice((f"{y}/{m}/{d}", f"{y}.{m}.{d}", f"{y}-{m:02d}-{d:02d}")), (date(y, m, d),) * 2
    if form == 2:
        spelled = "".join("〇一二三四五六七八九"[int(c)] for c in str(y))
        return f"{spelled}年{cn_num(m)}月{cn_num(d)}日", (date(y, m, d),) * 2
    if form == 3:
        leap = r.choice([yy for yy in range(1996, 2033) if calendar.isleap(yy)])
        return f"{leap}年2月29日", (date(leap, 2, 29),) * 2
    return f"{y}年{m:02d}月{d:02d}日", (date(y, m, d),) * 2


def zh_part(r: random.Random, today: date) -> Case:
    form = r.randrange(12)
    part = r.randrange(3)
    y = r.randint(1995, 2030)
    if form == 8:
        q = r.randint(1, 4)
        rel = r.choice(list(REL_ZH_YEAR) + [f"{y}年"])
        yy = today.year + REL_ZH_YEAR[rel] if rel in REL_ZH_YEAR else y
        return f"{rel}第{r.choice((str(q), cn_num(q)))}季度", (date(yy, 3 * q - 2, 1), month_span(yy, 3 * q)[1])
    if form == 9:
        word = ("月初", "月中", "月底")[part]
        return word, thirds(*month_span(today.year, today.month), "month")[part]
    if form == 10:
        rel = r.choice(list(REL_ZH_MONTH))
        start, end = month_span(*shift_month(today, REL_ZH_MONTH[rel]))
        return f"{rel}{('上旬', '中旬', '下旬')[part]}", thirds(start, end, "month")[part]
    if form == 11:
        rel = r.choice(list(REL_ZH_WEEK))
        start, end = rel_unit(today, "week", REL_ZH_WEEK[rel])
        return f"{rel}{('前期', '中期', '后期')[part]}", thirds(start, end, "week")[part]
    if form == 0:
        rel = r.choice(list(REL_ZH_YEAR))
        yy = today.year + REL_ZH_YEAR[rel]
        first = r.random() < 0.5
        return f"{rel}{'上' if first else '下'}半年", (date(yy, 1, 1), date(yy, 6, 30)) if first else \
            (date(yy, 7, 1), date(yy, 12, 31))
    if form == 1:
        word = ("年初", "年中", "年底")[part]
        return word, thirds(*year_span(today.year), "year")[part]
    if form == 2:
        rel = r.choice(list(REL_ZH_YEAR) + [f"{y}年"])
        yy = today.year + REL_ZH_YEAR[rel] if rel in REL_ZH_YEAR else y
        return f"{rel}{('年初', '年中', '年底')[part]}", thirds(*year_span(yy), "year")[part]
    if form == 3:
        rel = r.choice(list(REL_ZH_MONTH))
        start, end = month_span(*shift_month(today, REL_ZH_MONTH[rel]))
        return f"{rel}{('初', '中', '底')[part]}", thirds(start, end, "month")[part]
    if form == 4:
        m = r.randint(1, 12)
        return f"{y}年{m}月{('上旬', '中旬', '下旬')[part]}", thirds(*month_span(y, m), "month")[part]
    if form == 5:
        wk = r.randint(1, 53)
        ok = wk <= iso_weeks_in(y)
        return f"{y}年第{wk}周", (date.fromisocalendar(y, wk, 1), date.fromisocalendar(y, wk, 7)) if ok else None
    if form == 6:
        decade = r.choice(range(1950, 2030, 10))
        text = f"{decade}年代" if decade >= 2000 or r.random() < 0.5 else f"上世纪{decade % 100}年代"
        return text, (date(decade, 1, 1), date(decade + 9, 12, 31))
    rel = r.choice(list(REL_ZH_MONTH))
    weeks = iso_weeks_of_month(*shift_month(today, REL_ZH_MONTH[rel]))
    n = r.choice((1, 2, 3, -1))
    word = "最后一周" if n == -1 else f"第{cn_num(n)}周"
    return f"{rel}{r.choice(('', '的'))}{word}", weeks[n if n == -1 else n - 1]


ZH_UNITS = {"天": "day", "周": "week", "个月": "month", "年": "year"}


def zh_window(r: random.Random, today: date) -> Case:
    form = r.randrange(7)
    zunit = r.choice(list(ZH_UNITS))
    unit = ZH_UNITS[zunit]
    n = r.randint(2, 9)
    count = cn_count(r, n)
    if form == 0:
        return f"{r.choice(('近', '最近', '过去'))}{count}{zunit}", window(today, n, unit, False)
    if form == 1:
        return f"未来{count}{zunit}", window(today, n, unit, True)
    if form == 2:
        zunit = r.choice(("周", "个月", "年"))
        return f"前{count}{zunit}", whole_units(today, n, ZH_UNITS[zunit], False)
    if form == 3:
        zunit = r.choice(("周", "个月", "年"))
        return f"后{count}{zunit}", whole_units(today, n, ZH_UNITS[zunit], True)
    if form == 4:
        zunit = r.choice(("周", "个月"))
        word = r.choice(("上", "下"))
        return f"{word}{count}{zunit}", whole_units(today, n, ZH_UNITS[zunit], word == "下")
    if form == 5:
        return f"{r.choice(('今后', '接下来'))}{count}{zunit}", window(today, n, unit, True)
    return f"{r.choice(('近', '过去'))}{count}{zunit}", window(today, n, unit, False)


def zh_impossible(r: random.Random, today: date) -> Case:
    y = r.randint(1995, 2030)
    nonleap = r.choice([yy for yy in range(1995, 2031) if not calendar.isleap(yy)])
    m30 = r.choice((4, 6, 9, 11))
    form = r.randrange(5)
    if form == 0:
        return f"{m30}月31日", None
    if form == 1:
        return f"{nonleap}年2月29日", None
    if form == 2:
        return f"{y}年{m30}月31日", None
    if form == 3:
        return r.choice((f"2月30日", f"{y}年2月30日", f"{y}年2月31日")), None
    return f"{y}年{r.choice((13, 14, 0))}月", None


def zh_offset(r: random.Random, today: date) -> Case:
    """N天前 names that day, N周前 / N周后 that Monday-Sunday week, N个月前 / N年前 that month or year; 2019年以来
    runs to today; 2010年以后 from 2011 to today."""
    form = r.randrange(5)
    n = r.randint(2, 10)
    count = cn_count(r, n)
    zunit = r.choice(list(ZH_UNITS))
    unit = ZH_UNITS[zunit]
    y = r.randint(1995, today.year - 1)
    if form in (0, 1):
        sign = -1 if form == 0 else 1
        d = today + sign * relativedelta(**{unit + "s": n})
        spans = {"day": (d, d), "week": week_span(d), "month": month_span(d.year, d.month), "year": year_span(d.year)}
        return f"{count}{zunit}{'前' if form == 0 else '后'}", spans[unit]
    if form == 2:
        return f"{y}年以来", (date(y, 1, 1), today)
    if form == 3:
        m = r.randint(1, 12)
        if date(y, m, 1) > today:
            y -= 1
        return f"自{y}年{m}月以来", (date(y, m, 1), today)
    y = r.randint(1995, today.year - 2)
    return f"{y}年以后", (date(y + 1, 1, 1), today)


REL_ZH_QUARTER = {"上季度": -1, "本季度": 0, "下季度": 1, "上个季度": -1, "下个季度": 1}


def zh_period(r: random.Random, today: date) -> Case:
    form = r.randrange(9)
    y = r.randint(1995, 2030)
    if form == 0:
        rel = r.choice(list(REL_ZH_QUARTER))
        q = (today.month - 1) // 3 + 1 + REL_ZH_QUARTER[rel]
        return rel, quarter_span(today.year + (q - 1) // 4, (q - 1) % 4 + 1)
    if form == 1:
        h = r.randint(1, 2)
        return r.choice((f"{y}H{h}", f"{y}年H{h}")), (date(y, 1, 1), date(y, 6, 30)) if h == 1 else \
            (date(y, 7, 1), date(y, 12, 31))
    if form == 2:
        q = r.randint(1, 4)
        return f"{y}年Q{q}", quarter_span(y, q)
    if form == 3:
        c = r.randint(15, 20)
        part = r.randrange(4)
        cn = r.choice((str(c), cn_num(c)))
        if part == 3:
            return f"{cn}世纪", (date((c - 1) * 100, 1, 1), date((c - 1) * 100 + 99, 12, 31))
        return f"{cn}世纪{('初', '中叶', '末')[part]}", century_thirds(c)[part]
    if form == 4:
        rel = r.choice(list(REL_ZH_WEEK))
        sat = rel_unit(today, "week", REL_ZH_WEEK[rel])[0] + 5 * ONE_DAY
        return f"{rel}末", (sat, sat + ONE_DAY)
    if form == 5:
        first = r.random() < 0.5
        start, end = month_span(today.year, today.month)
        return r.choice(("前半个月", "上半月")) if first else r.choice(("后半个月", "下半月")), \
            (start, start.replace(day=15)) if first else (start.replace(day=16), end)
    if form == 6:
        n = r.randint(2, 6)
        rel = r.choice(list(REL_ZH_YEAR) + [f"{y}年"])
        yy = today.year + REL_ZH_YEAR[rel] if rel in REL_ZH_YEAR else y
        if r.random() < 0.5:
            return f"{rel}前{cn_count(r, n)}个月", (date(yy, 1, 1), month_span(yy, n)[1])
        return f"{rel}最后{cn_count(r, n)}个月", (date(yy, 13 - n, 1), date(yy, 12, 31))
    if form == 7:
        n = r.randint(2, 4)
        rel = r.choice(list(REL_ZH_YEAR))
        yy = today.year + REL_ZH_YEAR[rel]
        return f"{rel}前{cn_count(r, n)}周", (date.fromisocalendar(yy, 1, 1), date.fromisocalendar(yy, n, 7))
    decade = r.randrange(50, 100, 10)
    return f"{cn_num(decade)}年代", (date(1900 + decade, 1, 1), date(1909 + decade, 12, 31))


def zh_deadline(r: random.Random, today: date) -> Case:
    form = r.randrange(6)
    if form == 0:
        return r.choice(("截至今年年底", "到年底", "年底前")), (today, date(today.year, 12, 31))
    if form == 1:
        y = r.randint(1995, 2030)
        d1 = r.randint(20, 31)
        d2 = r.randint(1, 10)
        return f"{y}年12月{d1}日到1月{d2}日", (date(y, 12, d1), date(y + 1, 1, d2))
    if form == 2:
        d = today - timedelta(days=r.randint(5, 900))
        return f"从{d.year}年{d.month}月{d.day}日起", (d, today)
    if form == 3:
        word, k = r.choice((("大后天", 3), ("大前天", -3), ("后天", 2), ("前天", -2), ("明天", 1), ("昨天", -1)))
        d = today + k * ONE_DAY
        return word, (d, d)
    if form == 4:
        rel = r.choice(list(REL_ZH_MONTH))
        yy, mm = shift_month(today, REL_ZH_MONTH[rel])
        wd = r.randrange(7)
        d = nth_weekday(yy, mm, wd, -1)
        return f"{rel}最后一个{zh_weekday(r, wd)}", (d, d)
    y = r.randint(1995, today.year - 1)
    return r.choice((f"从{y}年到现在", f"{y}年至今")), (date(y, 1, 1), today)


def zh_edge(r: random.Random, today: date) -> Case:
    form = r.randrange(8)
    y = r.randint(1995, 2028)
    if form == 0:
        q = r.randint(1, 4)
        part = r.randrange(3)
        start, _ = quarter_span(y, q)
        return f"{y}年第{cn_num(q)}季度{('初', '中期', '末')[part]}", month_span(y, start.month + part)  # 季度中 is 'during'
    if form == 1:
        rel = r.choice(list(REL_ZH_YEAR))
        q = r.randint(1, 4)
        return f"{rel}{cn_num(q)}季度", quarter_span(today.year + REL_ZH_YEAR[rel], q)
    if form == 2:
        word, unit = r.choice((("今年", "year"), ("本月", "month"), ("去年", "last_year"), ("本周", "week")))
        start = date(today.year - 1, 1, 1) if unit == "last_year" else rel_unit(today, unit, 0)[0]
        return f"{word}以来", (start, today)
    if form == 3:
        word, unit = r.choice((("最近一周", "week"), ("最近一个月", "month"), ("最近一年", "year"), ("近一年", "year")))
        return word, window(today, 1, unit, False)
    if form == 4:
        d = today + relativedelta(years=r.choice((-1, 1)))
        return ("去年的今天" if d < today else "明年的今天"), (d, d)
    if form == 5:
        rel = r.choice(("今年", "明年", "去年"))
        yy = today.year + REL_ZH_YEAR[rel]
        wk = r.randint(1, 53)
        ok = wk <= iso_weeks_in(yy)
        return f"{rel}第{wk}周", (date.fromisocalendar(yy, wk, 1), date.fromisocalendar(yy, wk, 7)) if ok else None
    if form == 6:
        rel1, k1 = r.choice((("本周", 0), ("下周", 1)))
        w1, w2 = r.randint(0, 6), r.randint(0, 6)
        monday = rel_unit(today, "week", k1)[0]
        return f"{rel1}{WEEKDAYS_ZH[w1] if w1 < 6 else '日'}到下下周{WEEKDAYS_ZH[w2] if w2 < 6 else '日'}", \
            (monday + w1 * ONE_DAY, rel_unit(today, "week", 2)[0] + w2 * ONE_DAY)
    n = r.choice((12, 18, 24, 36))
    return f"{r.choice(('近', '过去'))}{n}个月", window(today, n, "month", False)


REL_ZH_YEAR2 = {"前年": -2, "后年": 2, "大前年": -3, "大后年": 3}


def zh_calendar(r: random.Random, today: date) -> Case:
    form = r.randrange(7)
    if form == 0:
        rel = r.choice(list(REL_ZH_YEAR2))
        return rel, year_span(today.year + REL_ZH_YEAR2[rel])
    if form == 1:
        rel, k = r.choice((("下下个月", 2), ("上上个月", -2)))
        return rel, month_span(*shift_month(today, k))
    if form == 2:
        rel, k = r.choice((("下下周", 2), ("上上周", -2)))
        return rel, rel_unit(today, "week", k)
    if form == 3:
        rel = r.choice(list(REL_ZH_MONTH))
        yy, mm = shift_month(today, REL_ZH_MONTH[rel])
        n = r.choice((1, 2, -1))
        word = "最后一个" if n == -1 else f"第{cn_num(n)}个"
        return f"{rel}{r.choice(('', '的'))}{word}工作日", (nth_business_day(yy, mm, n),) * 2
    if form == 4:
        rel = r.choice(list(REL_ZH_YEAR2))
        m = r.randint(1, 12)
        return f"{rel}{m}月", month_span(today.year + REL_ZH_YEAR2[rel], m)
    if form == 5:
        rel = r.choice(list(REL_ZH_YEAR))
        yy = today.year + REL_ZH_YEAR[rel]
        first = r.random() < 0.5
        return f"{rel}{r.choice(('', '的'))}{'第一天' if first else '最后一天'}", (date(yy, 1, 1),) * 2 if first else \
            (date(yy, 12, 31),) * 2
    rel = r.choice(list(REL_ZH_WEEK))
    monday = rel_unit(today, "week", REL_ZH_WEEK[rel])[0]
    first = r.random() < 0.5
    return f"{rel}{r.choice(('', '的'))}{'第一天' if first else '最后一天'}", (monday, monday) if first else \
        (monday + 6 * ONE_DAY,) * 2


def zh_span(r: random.Random, today: date) -> Case:
    form = r.randrange(4)
    y = r.randint(1995, 2028)
    y2 = y + r.randint(1, 2)
    if form == 0:
        return f"{y}年底到{y2}年初", (date(y, 9, 1), date(y2, 4, 30))
    if form == 1:
        q1, q2 = r.randint(1, 4), r.randint(1, 4)
        return f"{y}年Q{q1}到{y2}年Q{q2}", (quarter_span(y, q1)[0], quarter_span(y2, q2)[1])
    if form == 2:
        m1, m2 = r.randint(1, 12), r.randint(1, 12)
        d1, d2 = r.randint(1, 28), r.randint(1, 28)
        return f"{y}年{m1}月{d1}日到{y2}年{m2}月{d2}日", (date(y, m1, d1), date(y2, m2, d2))
    m1, m2 = r.randint(1, 12), r.randint(1, 12)
    return f"{y}年{m1}月中旬到{y2}年{m2}月底", (date(y, m1, 11), month_span(y2, m2)[1])


LUNAR_MONTHS = ("正月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "冬月", "腊月")


def lunar_day_name(d: int) -> str:
    if d <= 10:
        return "初" + cn_num(d)
    if d < 20:
        return cn_num(d)
    if d == 20:
        return "二十"
    if d < 30:
        return "廿" + CN_DIGITS[d - 20]
    return "三十"


def zh_lunar(r: random.Random, today: date) -> Case | None:
    try:
        from lunar_python import Lunar, LunarMonth, Solar
    except ImportError:  # no calendar library: the family is skipped
        return None

    def solar(ly: int, lm: int, ld: int) -> date | None:
        if ld > LunarMonth.fromYm(ly, lm).getDayCount():
            return None
        s = Lunar.fromYmd(ly, lm, ld).getSolar()
        return date(s.getYear(), s.getMonth(), s.getDay())

    def next_festival(lm: int, ld: int) -> date:
        ly = Solar.fromYmd(today.year, today.month, today.day).getLunar().getYear()
        for year in (ly - 1, ly, ly + 1):
            d = solar(year, lm, ld)
            if d is not None and d >= today:
                return d
        raise AssertionError("no festival within a year")

    def this_lunar_year(lm: int, ld: int) -> date | None:
        """A bare lunar date is this lunar year's; said in 腊月, a date of 正月 is the coming year's (README)."""
        lunar = Solar.fromYmd(today.year, today.month, today.day).getLunar()
        ly = lunar.getYear() + (1 if lunar.getMonth() == 12 and lm == 1 else 0)
        return solar(ly, lm, ld)

    form = r.randrange(5)
    if form == 4:
        if r.random() < 0.5:
            name, lm, ld = r.choice((("重阳节", 9, 9), ("腊八节", 12, 8), ("大年初一", 1, 1)))
            d = next_festival(lm, ld)
        else:
            name, lm, ld = r.choice((("正月十五", 1, 15), ("大年初三", 1, 3), ("农历二月初二", 2, 2)))
            d = this_lunar_year(lm, ld)
        return name, (d, d)
    if form == 0:
        ly = r.randint(1995, 2030)
        lm = r.randint(1, 12)
        ld = r.randint(1, 30)
        d = solar(ly, lm, ld)
        return f"农历{ly}年{LUNAR_MONTHS[lm - 1]}{lunar_day_name(ld)}", (d, d) if d else None
    if form == 1:
        name, lm, ld = r.choice((("春节", 1, 1), ("中秋节", 8, 15), ("中秋", 8, 15), ("端午节", 5, 5),
                                 ("元宵节", 1, 15), ("七夕", 7, 7)))
        d = next_festival(lm, ld)
        return name, (d, d)
    if form == 2:
        y = r.randint(1995, 2030)
        name, lm, ld = r.choice((("春节", 1, 1), ("中秋节", 8, 15), ("端午节", 5, 5)))
        d = solar(y, lm, ld)
        return f"{y}年{name}", (d, d)
    lm = r.randint(2, 11)
    ld = r.randint(1, 29)
    d = this_lunar_year(lm, ld)
    return f"农历{LUNAR_MONTHS[lm - 1]}{lunar_day_name(ld)}", (d, d)


GRAMMAR: dict[str, dict[str, Callable[[random.Random, date], Case | None]]] = {
    "en": {"range": en_range, "composition": en_composition, "numeric": en_numeric, "part": en_part,
           "window": en_window, "impossible": en_impossible, "offset": en_offset,
           "period": en_period, "deadline": en_deadline, "edge": en_edge,
           "calendar": en_calendar_cases, "span": en_span},
    "zh": {"range": zh_range, "composition": zh_composition, "numeric": zh_numeric, "part": zh_part,
           "window": zh_window, "impossible": zh_impossible, "lunar": zh_lunar, "offset": zh_offset,
           "period": zh_period, "deadline": zh_deadline, "edge": zh_edge,
           "calendar": zh_calendar, "span": zh_span},
}

# --------------------------------------------------------------------------- the check


def verdict(text: str, today: date, expected: Range) -> str | None:
    """None when ``resolve`` agrees with the oracle, else what it found instead."""
    spans = resolve(text, today).spans
    if expected is None:
        return None if not spans else f"spans {[(s.text, str(s.start), str(s.end)) for s in spans]}"
    if len(spans) != 1:
        return f"{len(spans)} spans {[(s.text, str(s.start), str(s.end)) for s in spans]}"
    s = spans[0]
    return None if (s.start, s.end) == expected else f"{s.start}..{s.end} ({s.text!r})"


CARRIERS = {"en": ("Show me the news {}.", "Any Apple news {}?", "Tell me the weather {}."),  # no tense:
            # a past-tense question reads "the weekend" as the latest one (README), which this oracle does not model;
            # no capitalised name right before the expression ("Apple 2006" reads as a product and its year)
            "zh": ("{}有什么新闻？", "请告诉我{}的天气", "{}苹果公司发布了什么")}


def generate(lang: str, family: str, n: int, seed: int) -> list[tuple[date, str, Range]]:
    rng = random.Random(f"{seed}:{lang}:{family}")  # one stream per family: adding a family changes no other
    out = []
    make = GRAMMAR[lang][family]
    for _ in range(n):
        today = rng.choice(TODAYS)
        case = make(rng, today)
        if case is None:
            return []
        out.append((today, *case))
    return out


def in_carrier(lang: str, seed: int, cases: list[tuple[date, str, Range]]) -> list[tuple[date, str, Range]]:
    """The same cases inside a question (a seeded carrier sentence each): the span must still be found alone."""
    rng = random.Random(f"{seed}:carrier:{lang}")
    return [(today, rng.choice(CARRIERS[lang]).format(text), expected) for today, text, expected in cases]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=400, help="cases per family and language")
    ap.add_argument("--seed", type=int, default=12)
    ap.add_argument("--misses", type=int, default=6, help="misses shown per family (a seeded sample)")
    ap.add_argument("--family", help="only this family")
    ap.add_argument("--lang", choices=("en", "zh"), help="only this language")
    ap.add_argument("--carrier", action="store_true", help="each expression inside a question instead of alone")
    args = ap.parse_args()
    totals: dict[str, list[bool]] = defaultdict(list)
    print(f"{'lang':<4} {'family':<12} {'n':>4} {'exact':>6}" + ("  (inside a question)" if args.carrier else ""))
    samples = []
    for lang, families in GRAMMAR.items():
        if args.lang and lang != args.lang:
            continue
        for family in families:
            if args.family and family != args.family:
                continue
            cases = generate(lang, family, args.n, args.seed)
            if args.carrier:
                cases = in_carrier(lang, args.seed, cases)
            if not cases:
                print(f"{lang:<4} {family:<12} skipped (no calendar library)")
                continue
            misses = []
            for today, text, expected in cases:
                why = verdict(text, today, expected)
                totals[lang].append(why is None)
                if why is not None:
                    misses.append((today, text, expected, why))
            ok = len(cases) - len(misses)
            print(f"{lang:<4} {family:<12} {len(cases):>4} {ok / len(cases):>6.3f}")
            pick = random.Random(f"{args.seed}:misses:{lang}:{family}")
            samples.append((lang, family, len(misses), pick.sample(misses, min(args.misses, len(misses)))))
    for lang, oks in totals.items():
        print(f"{lang:<4} {'all':<12} {len(oks):>4} {sum(oks) / len(oks):>6.3f}")
    for lang, family, count, shown in samples:
        if not shown:
            continue
        print(f"\n{lang} {family}: {count} misses, {len(shown)} shown")
        for today, text, expected, why in shown:
            want = "none" if expected is None else f"{expected[0]}..{expected[1]}"
            print(f"  {today} {text!r}: want {want}, got {why}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
