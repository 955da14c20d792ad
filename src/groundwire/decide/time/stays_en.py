"""Spans that belong together once found (round 22), each a composition of two readings the rules already make:

- a stay or a lease said by its two legs: two days joined only by punctuation, "and" / "then" and a word that ends
  a journey or a term ("departing the 2nd, returning the 9th", "arrive 23 Dec depart 27 Dec", "Outbound: Sat 19 Dec
  · Return: Sun 3 Jan", "Check in: Thu, Jan 7 2027 Check out: Sun, Jan 10 2027", "12 Jan returns 19 Jan", "leaving
  tmrw back sunday", "commencing on ... and ending on ..."), the second on or after the first and at most 400 days
  on, are one range; a verb that opens the clause before the first ("departing", "arrive", "leaving", "check-in")
  is in the span, a label ("Outbound:", "Arrival") is not; two slashed dates of one stay share their order, so
  "30/12/2026 · Departure 02/01/2027" reads the second day-first too;
- an anchored duration: "for 10 days from 18th Dec", "18th Dec for 10 days", "3 nights from 18 Dec", "check-in Fri 18
  Dec, 3 nights" run from that day to the day N units later (Duckling's reading of "for N days from X", and a stay's
  check-in to check-out: decided round 22; "10 days from 18th Dec" alone stays that one day, and "3 days starting
  Friday" keeps its three days);
- "week ending" / "week ended" before any day the rules found ("week ending 12/12/26", "W/E 2026-12-12"): the
  seven days ending that day (as offsets_en reads "the week ending Nov. 28");
- a weekday named with a yearless date tells its year when this year's date falls on another weekday ("Jul 18,
  Fri" said in February 2013 is 2014's, "Sat 2nd to Mon 4th January" said in December 2026 is 2027's): the nearest
  year whose date falls on it, ahead first on a tie (as "Wed, 6th Jan" already read);
- one period said twice side by side ("Q4 QTD", "Q1 2027 (Jan-Mar)"): one span; a period beside a to-date label
  ("FY2026 YTD", "Q3 2026 QTD", "MTD Dec 2026") runs from its start to today, the whole period when gone by.
"""

from __future__ import annotations

import dataclasses
from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date, timedelta
from typing import TypeVar

from .rules_en import NUM, _num

C = TypeVar("C")
_I = re.IGNORECASE

_LEG_END = (r"(?:return(?:s|ing)?|back|coming\s+back|home|depart(?:s|ing|ure)?|check(?:ing)?[\s-]?out|drop[\s-]?off"
            r"|inbound|end(?:s|ing)?|leav(?:e|es|ing)|re-?open(?:s|ing)?)")  # (round 23: "closed 24 Dec, reopening 4 Jan")
# what stands between the two days: punctuation, a conjunction, the leg's word and its label's colon
_LEG_JOIN = re.compile(rf"[\s,;·|/–—-]*(?:(?:and|then|&|with)\s+)?(?:the\s+)?(?:(?:fly(?:ing)?|flight|head(?:ing)?|"
                       rf"driv(?:e|ing)|com(?:e|ing)|get(?:ting)?)\s+)?{_LEG_END}(?:\s+date)?\s*(?::\s*)?(?:on\s+)?", _I)
# a verb opening the clause before the first day is in the span ("departing the 2nd, ..."); a label is not
_LEG_START_VERB = re.compile(r"(?:(?:^|(?<=[.;!?\n]\s)|(?<=\n))(?:depart(?:ing)?|leav(?:e|ing)|arriv(?:e|ing)|"
                             r"check(?:ing)?[\s-]?in|fly(?:ing)?\s+out|sail(?:s|ing)?|going)|\b(?:commencing|starting|"
                             r"beginning))\s+(?:on\s+)?$", _I)  # a term's own "commencing" wherever it stands
_SLASHED = re.compile(r"(\d{1,2})/(\d{1,2})(?:/(\d{4}))?")

# "for 10 days from 18th Dec" as the rules read it (the day 10 days on), "for" before it
_COUNTED_FROM = re.compile(rf"(?P<n>{NUM})\s+(?P<u>days?|weeks?|nights?)\s+from\s+(?!(?:now|today|tomorrow|tonight|"
                           r"yesterday|then|here)\b)", _I)  # "for a week from tomorrow" stays a day
_FOR_BEFORE = re.compile(r"\bfor\s+$", _I)
_FROM_BEFORE = re.compile(r"\bfrom\s+$", _I)
# after a day: "for 10 days", ", 3 nights"
_FOR_AFTER = re.compile(rf"\s*(?:,\s*)?(?:(?P<for>for)\s+)?(?P<n>{NUM})\s+(?P<u>days?|weeks?|nights?)\b", _I)
_NIGHTS_BEFORE = re.compile(rf"(?:\bfor\s+)?(?P<n>{NUM})\s+nights?\s+(?:from|starting(?:\s+on)?|beginning(?:\s+on)?)\s+$", _I)
_CHECK_IN_BEFORE = re.compile(r"(?:^|(?<=[.;!?\n]\s))check(?:ing)?[\s-]?in\s*$", _I)

# one period said twice: "Q4 QTD", "Q1 2027 (Jan-Mar)"
_SIDE_BY_SIDE = re.compile(r"\s*(?:[(\[]\s*)?")
_CLOSE = re.compile(r"\s*[)\]]")


def _days(n: int, unit: str) -> int:
    return n * (7 if unit.lower().startswith("week") else 1)


def _range(a, start: date, end: date, start_i: int, end_i: int):  # noqa: ANN001, ANN202 (timeframe._Cand)
    return dataclasses.replace(a, start_i=start_i, end_i=end_i, start=start, end=end, kind="range", absolute=None,
                               slot=None)


def _day_first(text: str, a, b) -> date:  # noqa: ANN001
    """The second leg's day, read day-first when the first leg is a slashed date only day-first can be."""
    first, second = _SLASHED.fullmatch(text, a.start_i, a.end_i), _SLASHED.fullmatch(text, b.start_i, b.end_i)
    if first and second and int(first.group(1)) > 12 and int(second.group(1)) <= 12 and int(second.group(2)) <= 12:
        try:
            return date(int(second.group(3) or b.start.year), int(second.group(2)), int(second.group(1)))
        except ValueError:
            return b.start
    return b.start


_BARE_DAY = re.compile(r"(?:the\s+)?\d{1,2}(?:st|nd|rd|th)", _I)  # a day of the month alone: "the 9th"


def _day_after(start: date, day: int) -> date:
    """The first date after ``start`` that falls on the ``day`` of its month (the month of ``start`` or a later one)."""
    year, month = start.year, start.month
    for _ in range(13):
        try:
            found = date(year, month, day)
        except ValueError:
            found = None
        if found is not None and found > start:
            return found
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return start


def _a_year_on(d: date) -> date | None:
    try:
        return d.replace(year=d.year + 1)
    except ValueError:  # Feb 29
        return None


def _legs(text: str, a, b):  # noqa: ANN001, ANN202
    if a.start != a.end or b.start != b.end or not _LEG_JOIN.fullmatch(text, a.end_i, b.start_i):
        return None
    second = _day_first(text, a, b)
    if second <= a.start and _BARE_WEEKDAY.fullmatch(text, b.start_i, b.end_i):
        second += timedelta(days=7 * ((a.start - second).days // 7 + 1))  # "fly out Monday, fly back Friday"
    elif second <= a.start and _BARE_DAY.fullmatch(text, b.start_i, b.end_i):
        second = _day_after(a.start, second.day)  # "departing the 2nd, returning the 9th": the 9th after the 2nd
    elif second <= a.start and not _HAS_YEAR.search(text, b.start_i, b.end_i) and (nxt := _a_year_on(second)):
        second = nxt  # round 23: "Closed 24 Dec and back 2 Jan", "leaving 20/12 returning 3/1": a yearless return
        # before the departure is the next year's
    if not a.start < second <= a.start + timedelta(days=400):
        return None
    verb = _LEG_START_VERB.search(text, max(0, a.start_i - 24), a.start_i)
    return _range(a, a.start, second, verb.start() if verb else a.start_i, b.end_i)


def _anchored(text: str, c):  # noqa: ANN001, ANN202
    if c.start != c.end:
        return None
    counted = _COUNTED_FROM.match(text, c.start_i)
    lead = _FOR_BEFORE.search(text, max(0, c.start_i - 5), c.start_i)
    if counted and (lead or counted.group("u").lower().startswith("night")):
        n = _num(counted.group("n"))
        if n and n <= 366:  # the span holds its "for": the duration's own word ("for 10 days from 18th Dec")
            return _range(c, c.end - timedelta(days=_days(n, counted.group("u"))), c.end,
                          lead.start() if lead else c.start_i, c.end_i)
        return None
    nights = _NIGHTS_BEFORE.search(text, max(0, c.start_i - 40), c.start_i)
    after = _FOR_AFTER.match(text, c.end_i)
    if nights:
        n, start_i = _num(nights.group("n")), nights.start()
    elif after and (after.group("for") or after.group("u").lower().startswith("night")):
        since = _FROM_BEFORE.search(text, max(0, c.start_i - 6), c.start_i)  # "from 18th Dec for 10 days"
        n, start_i = _num(after.group("n")), since.start() if since else c.start_i
    else:
        return None
    if not n or n > 366:
        return None
    unit = nights.group(0) if nights else after.group("u")
    end = c.start + timedelta(days=_days(n, "week" if "week" in unit.lower() else "day"))
    check_in = _CHECK_IN_BEFORE.search(text, max(0, start_i - 12), start_i)
    return _range(c, c.start, end, check_in.start() if check_in and not nights else start_i,
                  c.end_i if nights else after.end())


_TO_DATE = re.compile(r"(?-i:YTD|QTD|MTD)")
_SPACE = re.compile(r"\s*(?:[,:]\s*)?")


def _to_date(text: str, a, b):  # noqa: ANN001, ANN202
    """A period beside a to-date label ("FY2026 YTD", "Q3 2026 QTD", "MTD Dec 2026"): the period's start to today
    (the label's own end), the whole period when it is gone by."""
    if not _SPACE.fullmatch(text, a.end_i, b.start_i):
        return None
    label, period = (b, a) if _TO_DATE.fullmatch(text, b.start_i, b.end_i) else (a, b)
    if not _TO_DATE.fullmatch(text, label.start_i, label.end_i) or _TO_DATE.fullmatch(text, period.start_i, period.end_i):
        return None
    today = label.end
    if period.start > today or (period.end - period.start).days < 27:
        return None
    return _range(a, period.start, min(period.end, today), a.start_i, b.end_i)


# "week ending 12/12/26", "w/e 2026-12-12", "the week ended Sat 12 Dec": the seven days ending that day, whatever
# the day's shape (offsets_en reads the month-named and weekday ones; this takes any day the rules found)
_WEEK_ENDING_BEFORE = re.compile(r"(?:\bthe\s+)?\bweek\s+(?:ending|ended)\s+(?:on\s+)?$", _I)


def _week_ending(text: str, c):  # noqa: ANN001, ANN202
    if c.start != c.end:
        return None
    lead = _WEEK_ENDING_BEFORE.search(text, max(0, c.start_i - 22), c.start_i)
    return _range(c, c.start - timedelta(days=6), c.end, lead.start(), c.end_i) if lead else None


# a weekday named with a yearless date tells its year when this year's date falls on another weekday ("Jul 18, Fri"
# said in February 2013 is 2014's; "Sat 2nd to Mon 4th January" said in December 2026 is 2027's): the nearest year
# whose date falls on it, ahead first on a tie (Duckling reads ahead); a date whose weekday agrees, or none, is left
_WEEKDAY_NAMES = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_LEADING_WEEKDAY = re.compile(r"(mon|tue|wed|thu|fri|sat|sun)(?:day|s|sday|nesday|rsday|r|rs|urday|\.)?(?![a-z])", _I)
_BARE_WEEKDAY = re.compile(r"(mon|tue|wed|thu|fri|sat|sun)(?:day|s|sday|nesday|rsday|r|rs|urday)?\.?", _I)
_HAS_YEAR = re.compile(r"\d{4}|['’]\d{2}\b|\b(?:this|next|last)\s+(?:year|month|week)\b", _I)
_COMMA = re.compile(r"\s*,\s*")


def _year_told_by(start: date, end: date, weekday: int) -> tuple[date, date] | None:
    for shift in (1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6):  # the nearest year, ahead first on a tie
        try:
            a, b = start.replace(year=start.year + shift), end.replace(year=end.year + shift)
        except ValueError:  # Feb 29
            continue
        if a.weekday() == weekday:
            return a, b
    return None


SLIP_DAYS = 14  # round 23: a yearless date this close to today keeps its year; its weekday is a slip ("Mon 1 Dec to
# Wed 3 Dec" said on Tuesday 1 December 2026 is this week, not December 2025, whose 1st was a Monday)


def _weekday_tells_year(text: str, a, c, today: date | None = None):  # noqa: ANN001, ANN202
    """``a`` read in the year its weekday tells: the weekday opening it (a range "Sat 2nd to Mon 4th January"), or
    ``c``, a bare weekday after its comma ("Jul 18, Fri"); None when nothing changes."""
    # (review23: the year is looked for after the cheap checks: a period said twice grows one span, "April April ...",
    # and reading it whole once per candidate was quadratic)
    if c is not None:
        if not _COMMA.fullmatch(text, a.end_i, c.start_i) or not _BARE_WEEKDAY.fullmatch(text, c.start_i, c.end_i) \
                or a.start != a.end:
            return None
        wd = _WEEKDAY_NAMES.index(text[c.start_i:c.start_i + 3].lower())
        end_i = c.end_i
    else:
        lead = _LEADING_WEEKDAY.match(text, a.start_i)
        if not lead or a.start == a.end or (a.end - a.start).days > 31:
            return None
        wd, end_i = _WEEKDAY_NAMES.index(lead.group(1).lower()), a.end_i
    if a.start.weekday() == wd or (today is not None and abs((a.start - today).days) <= SLIP_DAYS):
        return None
    if _HAS_YEAR.search(text, a.start_i, a.end_i):
        return None
    told = _year_told_by(a.start, a.end, wd)
    return dataclasses.replace(a, start=told[0], end=told[1], end_i=end_i, absolute=None) if told else None


def joined(text: str, cands: list[C], today: date | None = None) -> list[C]:
    """``cands`` with a stay's two legs, an anchored duration and a period said twice each made one span."""
    if not cands:
        return cands
    low = text.lower()  # what each reading cannot do without: most texts skip them all (round 22's speed)
    durations = "for " in low or "night" in low
    weeks_ending = "week end" in low or "week ended" in low
    out: list = []
    for c in cands:
        c = ((durations and _anchored(text, c)) or (weeks_ending and _week_ending(text, c))
             or _weekday_tells_year(text, c, None, today) or c)
        a = out[-1] if out else None
        if a is not None and c.start_i < a.end_i and a.kind == "range" and c.end_i <= a.end_i:
            continue  # inside a stay made one span ("18th Dec for 10 days": "10 days")
        if a is not None and a.end_i <= c.start_i:
            legs = _legs(text, a, c)
            if legs is not None:
                out[-1] = legs
                continue
            told = _weekday_tells_year(text, a, c, today)
            if told is not None:
                out[-1] = told
                continue
            to_date = _to_date(text, a, c)
            if to_date is not None:
                out[-1] = to_date
                continue
            if (a.start, a.end) == (c.start, c.end) and _SIDE_BY_SIDE.fullmatch(text, a.end_i, c.start_i):
                close = _CLOSE.match(text, c.end_i) if "(" in text[a.end_i:c.start_i] or "[" in text[a.end_i:c.start_i] else None
                out[-1] = dataclasses.replace(a, end_i=close.end() if close else c.end_i)
                continue
        out.append(c)
    return out
