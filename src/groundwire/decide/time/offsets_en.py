"""English offsets and windows the base rules lacked: "in 3 days" / "in two months" (the same reading as "3 days from
now"), "a week from tomorrow" / "three days after Easter" / "2 weeks before Christmas 2025" (an anchor day moved),
"within 2 weeks" (today on), "2 upcoming weeks" / "three past months" (the word order of "the next 2 weeks"), and
"now" / "present" / "date" as the end of a range ("from 2011 to present").

Conventions (README): a shift of days or weeks from today names that day, of months or years that month or year
(as "3 months from now"), except whole years from the word "today" ("a year from today": that day, round 25); from
any other anchor day it names the moved day. "within N units" runs from today
for N units (today included); "N upcoming units" is "the next N units" (tomorrow on), "N past units" "the past N
units" (ending today).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date, timedelta
from functools import lru_cache

from .dates import add_months, month_end, shifted, valid_day, weekday_beside
from .rules_en import DAY, MON, NUM, VOID, WD, _num, day_of, month_of, weekday_of
from .tense_en import _PAST_VERB
from .ahead_en import looks_back, sentence_of

_I = re.IGNORECASE
_UNIT = r"(?P<u>days?|weeks?|fortnights?|months?|years?|decades?)"
_DAYS = {"day": 1, "week": 7, "fortnight": 14}
_MONTHS = {"month": 1, "year": 12, "decade": 120}
_REL = {"today": 0, "now": 0, "right now": 0, "tomorrow": 1, "yesterday": -1}


def _amount_n(m: re.Match[str]) -> int:
    """The count of a match ``_amount`` read (a count it accepted)."""
    return _num(m.group("n")) or 1


def _amount(m: re.Match[str]) -> tuple[int, int] | None:
    """(days, months) the matched count and unit stand for, or None for a count that is not one."""
    n = _num(m.group("n"))
    if not n or n > 5000:
        return None
    unit = m.group("u").lower().rstrip("s")
    return n * _DAYS.get(unit, 0), n * _MONTHS.get(unit, 0)


def _from_today(today: date, days: int, months: int, sign: int):
    """A shift from today: the day for days and weeks; the month or the year for months and years."""
    if months and months % 12 == 0:
        y = today.year + sign * months // 12
        return date(y, 1, 1), date(y, 12, 31), "year", None, True
    if months:
        y, mo = add_months(today.year, today.month, sign * months)
        return date(y, mo, 1), month_end(y, mo), "month", None, True
    d = today + timedelta(days=sign * days)
    return d, d, "day", None, True


_DURATION_BEFORE = re.compile(r"(?:\d%?|\b\w+ed|\b(?:built|made|done|grew|rose|fell|won|lost|sold|ran|took|spent|"
                              r"only|just|all|twice|once|times|than|first|last))\s*$", _I)


_FUTURE_CUE = re.compile(r"\b(?:will|shall|going\s+to|gonna|due|expected|scheduled|planned|set\s+to|forecast|weather|"
                         r"happen(?:s|ing)?|arriv\w*|launch\w*|expir\w*|releas\w*|open\w*|start\w*|begin\w*|back|"
                         r"ready|be|see|meets?|call|visit|remind|comes?\s+out|ends?|closes?|resumes?|returns?|reopens?)\b"
                         r"|['’]ll\b", _I)  # (a present that tells what is to come: "the results come out in 1 day",
# "the board meets in 2 weeks")
_AGAIN = re.compile(r"\bagain\b", _I)  # "we play again in 10 days"; not in a clause told in the past
_SENTENCE_START = re.compile(r"(?:^|[.!?;:,(]\s*)$")
# "in N units" right after "is" places a thing: "your follow-up is in two weeks", "the wedding's in 3 months"
_OF_AFTER = re.compile(r"\s+of\b", _I)
# (a singular thing: "how many weeks are in a year" counts; nor a question of how many / how long)
_COPULA_BEFORE = re.compile(r"(?:\bis|['’]s)\s+$", _I)
_HOW_MANY = re.compile(r"\bhow\s+(?:many|much|long)\b", _I)


def _point_ahead(m: re.Match[str]) -> bool:
    """Does "in N units" name a point ahead? Only when the phrase opens its clause or a future word comes before it
    ("what will happen in 3 years", "weather in 3 days"); else it is a duration ("grew 50% in 3 years")."""
    before = m.string[max(0, m.start() - 60):m.start()]
    if _DURATION_BEFORE.search(before) or _OF_AFTER.match(m.string, m.end()):
        return False  # "grew 50% in 3 years", "he is in 2 weeks of training": durations
    clause = re.split(r"[.!?;]", before)[-1]
    placed = bool(_COPULA_BEFORE.search(before)) and not _HOW_MANY.search(clause)
    again = bool(_AGAIN.search(clause)) and not _PAST_VERB.search(clause)
    return bool(_SENTENCE_START.search(before) or _FUTURE_CUE.search(clause) or placed or again)


def point_ahead(m: re.Match[str]) -> bool:
    """Is the "in N units" phrase of ``m`` a point ahead (it opens its clause or a future word comes before it)?
    (round 22: shared with shapes_en's "in 2-3 weeks")"""
    return _point_ahead(m)


def h_in_n_units(m: re.Match[str], today: date):
    """in 3 days / in a week / in two months / in 5 years: as "N units from now", read only where a point in the
    future is meant: the phrase opens its clause or a future word comes before it ("what will happen in 3 years",
    "weather in 3 days"). Otherwise it is a duration: "lose weight in 2 weeks", "grew 50% in 3 years"."""
    if not _point_ahead(m):
        return None
    amount = _amount(m)
    return _from_today(today, *amount, 1) if amount else None


def _in_years(m: re.Match[str]) -> bool:
    """Is the matched shift counted in years or decades ("a year", "four years", "a decade"; not "12 months")?"""
    return m.group("u").lower().startswith(("year", "decade"))


def h_from_rel_day(m: re.Match[str], today: date):
    """a week from tomorrow / 3 years from today / two days after tomorrow / 10 days before yesterday.

    Round 25 (time25): "N years from today" names the day N years on (Feb 29 + 1 year: Feb 28), as every table's
    author first wrote it (rounds 5, 7, 8, 11, 16, 18, 20, 23; two rows were later relabelled to the year) and as
    Duckling reads "3 years from today"; the explicit day "today" keeps the day, as 一年后的今天 does. "N years from
    now" / "in N years" / "N years hence" still name that year, and "N months from today / now" that month (the
    majority of the tables that write them)."""
    amount = _amount(m)
    if amount is None:
        return None
    rel = " ".join(m.group("rel").lower().split())
    sign = -1 if m.group("dir").lower() == "before" else 1
    if _REL[rel] == 0 and not (rel == "today" and _in_years(m)):
        return _from_today(today, *amount, sign)
    d = shifted(today + timedelta(days=_REL[rel]), sign * amount[0], sign * amount[1])
    return d, d, "day", None, True


_ANCHOR_GAP = re.compile(r"\s+(?:the\s+)?")
_LEADING_UP_TO = r"(?:leading|running)\s+up\s+to"  # "the week leading up to Christmas" is the week before it


def h_offset_before_anchor(m: re.Match[str], today: date):
    """three days after Easter / 2 weeks before Christmas 2025 / a month after March 3: a slot that moves the day
    which follows; read only when a day follows (else "10 days after the launch" is no time)."""
    amount = _amount(m)
    if amount is None:
        return None
    anchor = _day_after(m, today)
    if anchor is None:
        # "2 days before the election": moved from an event, not from today; claim the text, give no span
        return VOID if re.match(r"\s+[A-Za-z]", m.string[m.end():]) else None
    sign = -1 if m.group("dir").lower().startswith(("before", "prior", "leading", "running")) else 1
    days, months = sign * amount[0], sign * amount[1]
    if m.group("the") and amount[0] > 1 and not amount[1]:  # "the 3 days before Christmas": all of them
        slot = ("beside", days, 0)
        start, end = (anchor + timedelta(days=days), anchor - timedelta(days=1)) if sign < 0 else \
            (anchor + timedelta(days=1), anchor + timedelta(days=days))
        return start, end, "range", None, True, slot
    d = shifted(anchor, days, months)
    return d, d, "day", None, True, ("offset", days, months)


# review20t: an offset from a unit's edge ("three days before the end of next month", "a week before the end of the
# year", "two days after the start of Q3 2027") counts from that unit's last (first) day, as "the day before the last
# day of April" does (round 20); "before the end of next month" alone stays a deadline
_EDGE_ANCHOR = (r"(?P<anchor>(?:(?:the|this|next|last|coming|the\s+following|the\s+coming)\s+)?(?:month|year|quarter|week)"
                rf"|(?:{MON})\.?(?:\s+(?:19|20)\d{{2}})?|q[1-4](?:\s+(?:19|20)\d{{2}})?|(?:19|20)\d{{2}})")
_EDGE_WORDS = {"end": "last", "close": "last", "start": "first", "beginning": "first", "outset": "first"}


def h_offset_from_edge(m: re.Match[str], today: date):
    """N units before / after the end (start) of a month, quarter, year or week: that unit's last (first) day moved."""
    amount = _amount(m)
    if amount is None:
        return None
    anchor = re.sub(r"^the\s+(?=(?:month|year|quarter|week)\b)", "this ", m.group("anchor"), flags=_I)
    from ..timeframe import resolve  # the anchor is read by the same rules; imported here to avoid a cycle

    spans = resolve(f"the {_EDGE_WORDS[m.group('edge').lower()]} day of {anchor}", today).spans
    if len(spans) != 1 or spans[0].kind != "day":
        return None
    sign = -1 if m.group("dir").lower().startswith(("before", "prior")) else 1
    d = shifted(spans[0].start, sign * amount[0], sign * amount[1])
    return d, d, "day", None, True


def h_term_from_anchor(m: re.Match[str], today: date):
    """twelve (12) months commencing January 1, 2027 / six weeks beginning 4 May: the N units that open on the day
    which follows (that day included); read only when a day follows."""
    amount = _amount(m)
    if amount is None:
        return None
    anchor = _day_after(m, today)
    if anchor is None:
        return None
    end = shifted(anchor, amount[0], amount[1]) - timedelta(days=1)
    return anchor, end, "range", None, True, ("term", amount[0], amount[1])


_BLANKS = re.compile(r"\s*+")


@lru_cache(maxsize=1024)
def _anchor_spans(snippet: str, today: date) -> tuple:
    """The spans of the few words after an operator, read once per snippet and day (round 23: "3 days after " * 1700
    read the same anchor text, and the operators inside it, again after each operator: 10 s, now linear)."""
    from ..timeframe import resolve  # the anchor is read by the same rules; imported here to avoid a cycle

    return resolve(snippet, today).spans


def _day_after(m: re.Match[str], today: date) -> date | None:
    """The day that the text right after the match names ("Easter", "the 4th of July", "tomorrow"), or None."""
    gap = _ANCHOR_GAP.match(m.string, m.end())
    if not gap:
        return None
    for at in dict.fromkeys((gap.end(), _BLANKS.match(m.string, m.end()).end())):  # (round 23: not the rest of
        # the text sliced and stripped once per operator)
        spans = _anchor_spans(m.string[at:at + 48], today)  # "Easter" / "the 4th of July"; "the 20th" with its "the"
        if spans and spans[0].offset == 0 and spans[0].kind == "day":
            return spans[0].start
        if spans and spans[0].offset == 0 and short_stretch(spans[0].kind, spans[0].start, spans[0].end):
            # round 23: a short stretch as the anchor ("the weekend after the weekend of Jan 16", "3 days after Dec
            # 20-22"): moved from its last day, or before its first
            return spans[0].end if _FORWARD.search(m.group(0)) else spans[0].start
    # round 18b: a name read as a day only after a placing word ("the weekend after New Year", "the day before New
    # Year": a bare "New Year" is Jan 1 only so) is read with one
    spans = _anchor_spans("on " + m.string[gap.end():gap.end() + 48], today)
    if spans and spans[0].offset <= 3 and spans[0].kind == "day" and _BARE_NEW_YEAR.match(m.string, gap.end()):
        return spans[0].start
    # round 23: an event's noun before its dated anchor ("6 weeks after your operation on 4 January 2027"); not hours
    # or minutes, which count from the event's hour we do not know ("24 hours before your flight on 7 December")
    from .anchored_en import event_anchor_at

    unit = (m.groupdict().get("u") or "").lower()
    at = None if unit.startswith(("h", "min")) else event_anchor_at(m.string, m.end())
    if at is not None:
        spans = _anchor_spans(m.string[at:at + 48], today)
        if spans and spans[0].offset == 0 and spans[0].kind == "day":
            return spans[0].start
    return None


day_after = _day_after  # (anchored_en's operators read their anchor the same way)
_FORWARD = re.compile(r"\b(?:after|from|following)\b", _I)


def short_stretch(kind: str, start: date, end: date) -> bool:
    """A week, a weekend or a range of at most two weeks: an anchor an operator may move from one of its ends."""
    return kind in ("week", "range") and 0 < (end - start).days <= 13


_BARE_NEW_YEAR = re.compile(r"(?<!the )new\s+years?\b", re.IGNORECASE)  # ("the new year" is a year)


def h_unit_beside_anchor(m: re.Match[str], today: date):
    """the day before Christmas / the week after Easter (the 7 days after it) / the weekend before Thanksgiving:
    read only when a day follows."""
    anchor = _day_after(m, today)
    if anchor is None:
        return None
    unit, before = m.group("u").lower(), m.group("dir").lower().startswith(("before", "leading", "running"))
    if unit == "day":
        d = anchor + timedelta(days=-1 if before else 1)
        return d, d, "day", None, True, ("offset", -1 if before else 1, 0)
    if unit == "weekend":  # the Saturday-Sunday before (after) the day
        sat = anchor - timedelta(days=(anchor.weekday() - 5) % 7 or 7) if before else \
            anchor + timedelta(days=(5 - anchor.weekday()) % 7 or 7)
        return sat, sat + timedelta(days=1), "week", None, True, ("weekend_beside", -1 if before else 1)
    n = 14 if unit == "fortnight" else 7  # round 23: "the fortnight after Christmas", its 14 days
    days = -n if before else n
    start, end = (anchor - timedelta(days=n), anchor - timedelta(days=1)) if before else \
        (anchor + timedelta(days=1), anchor + timedelta(days=n))
    return start, end, "range", None, True, ("beside", days, 0)


_NTH = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5}


def h_weekday_nearest_anchor(m: re.Match[str], today: date):
    """the closest Monday to Oct 5th / the nearest Friday to Christmas: the one nearest that day, either way (the day
    itself when it is one); read only when a day follows (round 20: it was read as a range "Monday to Oct 5th")."""
    anchor = _day_after(m, today)
    if anchor is None:
        return VOID if re.match(r"\s+[A-Za-z]", m.string[m.end():]) else None
    wd = weekday_of(m.group("wd"))
    d = weekday_beside(anchor, wd, 0)
    return d, d, "day", None, True, ("weekday_beside", wd, 0)


def h_weekday_beside_anchor(m: re.Match[str], today: date):
    """the Monday after Easter / the first Sunday after Christmas / the Friday before Thanksgiving: the nearest such
    weekday strictly after (before) the day that follows, "the third Tuesday after ..." two weeks further; read only
    when a day follows."""
    anchor = _day_after(m, today)
    if anchor is None:  # "the Friday after the layoffs": moved from an event, not a day; no span
        return VOID if m.group(0)[:4].lower() == "the " and re.match(r"\s+the\s", m.string[m.end():]) else None
    wd, sign = weekday_of(m.group("wd")), -1 if m.group("dir").lower() == "before" else 1
    nth = _NTH.get((m.group("nth") or "first").lower(), 1)  # "the third Tuesday after Christmas": weeks on (round 14)
    d = weekday_beside(anchor, wd, sign) + timedelta(days=7 * sign * (nth - 1))
    return d, d, "day", None, True, ("weekday_beside", wd, sign, nth)


def h_ago_today(m: re.Match[str], today: date):
    """a week ago today / a year ago today / two months ago today: today's date moved back (Feb 29 -> Feb 28); "a
    week ago yesterday" moves yesterday back (round 20)."""
    amount = _amount(m)
    if amount is None:
        return None
    base = today - timedelta(days=1) if (m.groupdict().get("rel") or "").lower() == "yesterday" else today
    d = shifted(base, -amount[0], -amount[1])
    return d, d, "day", None, True


def h_within(m: re.Match[str], today: date):
    """within 2 weeks / within 10 days / within a month: N units from today, today included; "within a month and a
    half" adds 15 days, "a year and a half" 6 months (as the rolling windows), a half day or week no window."""
    amount = _amount(m)
    if amount is None:
        return None
    if m.group("half"):  # review16b: "within a week and a half" had been "within a week"
        if not amount[1]:
            return VOID
        months = amount[1] // _amount_n(m)
        amount = (amount[0] + (15 if months == 1 else 0), amount[1] + months // 2)
    end = shifted(today, *amount) - timedelta(days=1)
    return today, max(today, end), "window", None, True


def _hours_on(today: date, hours: int) -> date:
    """The day N hours on, counted from noon (as "48 hours from now" and 48小时后): the day is all we know of now."""
    return today + timedelta(days=(12 + hours) // 24)


def h_in_hours(m: re.Match[str], today: date):
    """in 48 hours / in 90 minutes: the day that many hours on, read where a point ahead is meant (as "in 3 days")."""
    if not _point_ahead(m):
        return None
    n = _num(m.group("n"))
    if not n or n > 100_000:
        return None
    d = _hours_on(today, n if m.group("u").lower().startswith("h") else n // 60)
    return d, d, "day", None, True


def h_in_half_hours(m: re.Match[str], today: date):
    """in half an hour / in an hour and a half / in two and a half hours: as "in N hours", the half adding no day."""
    if not _point_ahead(m):
        return None
    n = 0 if m.group(0).lower().split()[1] == "half" else (_num(m.group("n")) if m.group("n") else 1)
    if n is None or n > 100_000:
        return None
    d = _hours_on(today, n)
    return d, d, "day", None, True


def h_within_hours(m: re.Match[str], today: date):
    """within the hour / within 48 hours / within the next 36 hours: today up to the day that many hours on."""
    n = _num(m.group("n")) if m.group("n") else 1
    if not n or n > 100_000:
        return None
    return today, _hours_on(today, n), "window", None, True


def _workdays_on(today: date, n: int) -> date:
    """The Nth working day (Monday-Friday) after ``today``; public holidays are not known (they differ by country)."""
    d = today
    weeks, rest = divmod(n, 5)
    d += timedelta(weeks=weeks)
    while rest:
        d += timedelta(days=1)
        rest -= d.weekday() < 5
    while d.weekday() > 4:  # whole weeks from a Saturday or Sunday land on one: back to the Friday before
        d -= timedelta(days=1)
    return d


def h_workdays(m: re.Match[str], today: date):
    """within 5 working days / the next 3 business days / in 10 business days: counted Monday-Friday, as
    "N个工作日内" (today to the Nth working day after it; "the next": from tomorrow; "in": that day, where a point
    ahead is meant)."""
    n = _num(m.group("n"))
    if not n or n > 1000:
        return None
    end = _workdays_on(today, n)
    lead = m.group("lead").lower()
    if lead.startswith("in") and not lead.startswith("in the"):
        return (end, end, "day", None, True) if _point_ahead(m) else None
    return (today if lead.startswith("within") else today + timedelta(days=1)), end, "window", None, True


def h_hours_beside_anchor(m: re.Match[str], today: date):
    """48 hours before Christmas (the day that many hours before the day's noon); "24 hours before departure", "6
    hours before your procedure" count from an event we do not know: the text is claimed and gives no span."""
    n = _num(m.group("n"))
    if not n or n > 100_000:
        return None
    anchor = _day_after(m, today)
    if anchor is None:
        return VOID if re.match(r"\s+[A-Za-z]", m.string[m.end():]) else None
    hours = (n if m.group("u").lower().startswith("h") else n // 60) * (-1 if m.group("dir").lower() == "before" else 1)
    days = (12 + hours) // 24  # from the day's noon, as "48 hours from now"
    d = anchor + timedelta(days=days)
    return d, d, "day", None, True, ("offset", days, 0)


def h_n_next_units(m: re.Match[str], today: date):
    """2 upcoming weeks / three coming days (tomorrow on) / 3 past months (ending today): rolling windows."""
    amount = _amount(m)
    if amount is None:
        return None
    if m.group("dir").lower() in ("past", "previous", "last"):
        return shifted(today, -amount[0], -amount[1]) + timedelta(days=1), today, "window", None, True
    return today + timedelta(days=1), shifted(today, *amount), "window", None, True


_RANGE_START_BEFORE = re.compile(r"(?:\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|\b(?:today|yesterday|"
                                 r"week|month|year|quarter|Q[1-4]|H[12]|century|decade|\d0s))\.?\s+(?:up\s+)?(?:to|until|"
                                 r"till|through|thru)\s+(?:the\s+)?$", _I)


def h_now_as_range_end(m: re.Match[str], today: date):
    """"now" / "present" / "date" ending a range ("from 2011 to present"): today. Only after a time it can join:
    "the best film to date" is no time."""
    if not _RANGE_START_BEFORE.search(m.string, max(0, m.start() - 40), m.start()):
        return None
    return today, today, "day", None, True


def h_unit_to_date(m: re.Match[str], today: date):
    """year to date / YTD / month-to-date / so far this year / this month so far: the unit's start to today."""
    raw = (m.group("u") or m.group("u2") or m.group("u3") or "").lower()
    unit = {"y": "year", "m": "month", "q": "quarter", "w": "week"}.get(raw, raw)
    if unit == "week":
        s = today - timedelta(days=today.weekday())
    elif unit == "month":
        s = today.replace(day=1)
    elif unit == "quarter":
        s = date(today.year, (today.month - 1) // 3 * 3 + 1, 1)
    else:
        s = date(today.year, 1, 1)
    return s, today, "range", None, True


def h_weekday_in_weeks(m: re.Match[str], today: date):
    """Monday in 2 weeks / Friday in three weeks' time: that weekday of the Monday-Sunday week N weeks from this one."""
    n = _num(m.group("n"))
    if not n or n > 520:
        return None
    monday = today - timedelta(days=today.weekday()) + timedelta(weeks=n)
    d = monday + timedelta(days=weekday_of(m.group("wd")))
    return d, d, "day", None, True


def h_months_ended(m: re.Match[str], today: date):
    """the three months ended June 30, 2025 / the nine months ending September 30, 2025 / the 52 weeks ended
    Jan 3, 2027 / the quarter (fiscal year, half-year) ended September 30, 2026 (filings): the period that closes on
    that day; months ending on a month's last day are whole months. Without its year ("the nine months ended Sept.
    30") the period is the latest one closed by today, as filings report."""
    one = (m.group("one") or "").lower()
    if m.group("verb").lower() not in ("ended", "ending") and not m.group("the"):
        return None  # "we have 3 days to June 30": a deadline, not the days closing then (round 19)
    n = (6 if one.startswith("half") else 1) if one else _num(m.group("n"))
    if not n or n > 120:
        return None
    mo, d = month_of(m.group("mon")), day_of(m.group("d"))
    y = int(m.group("Y")) if m.group("Y") else today.year - ((mo, d) > (today.month, today.day))  # the latest one
    if (not m.group("Y") and m.group("verb").lower() == "ending" and y < today.year and valid_day(today.year, mo, d)
            and (date(today.year, mo, d) - today).days < (today - date(y, mo, d)).days
            and not looks_back(sentence_of(m.string, m.start()))):
        y = today.year  # round 23: "the week ending Dec 4" said on Dec 1 is this week's, the nearer one, where
    # nothing in its sentence looks back ("the nine months ended Sept. 30" still the latest)
    try:
        end = date(y, mo, d)
    except ValueError:
        return VOID
    unit = "month" if one.startswith("half") else one or m.group("u").lower().rstrip("s")
    if unit == "day":
        return end - timedelta(days=n - 1), end, "range", None, False
    if unit == "week":
        return end - timedelta(days=7 * n - 1), end, "range", None, False
    months = n * {"month": 1, "quarter": 3, "year": 12}[unit]
    if end == month_end(y, mo):
        sy, smo = add_months(y, mo, -(months - 1))
        return date(sy, smo, 1), end, "range", None, False
    return shifted(end, 0, -months) + timedelta(days=1), end, "range", None, False


def h_months_to_month(m: re.Match[str], today: date):
    """the 12 months to September / the three months through October 2026 (statistics releases, filings): the whole
    months closing with that month, the latest such one that has ended by today when no year is named."""
    n = _num(m.group("n"))
    if not n or n > 120:
        return None
    mo = month_of(m.group("mon"))
    y = int(m.group("Y")) if m.group("Y") else today.year - (mo >= today.month)
    months = n * {"month": 1, "quarter": 3, "year": 12}[m.group("u").lower().rstrip("s")]
    sy, smo = add_months(y, mo, -(months - 1))
    return date(sy, smo, 1), month_end(y, mo), "range", None, False  # a closed period: never moved a year on


def h_days_to_weekday(m: re.Match[str], today: date):
    """the week to Friday / the seven days to Sunday / the week ending Tuesday (statistics releases, news): the days
    closing on the latest such weekday, today included."""
    count, unit = m.group("n") or m.group("n2"), m.group("u") or m.group("u2")
    n = 7 if not count else _num(count) * (7 if unit.lower().startswith("week") else 1)
    if not n or n > 366:
        return None
    end = today - timedelta(days=(today.weekday() - weekday_of(m.group("wd"))) % 7)
    if (end < today and re.search(r"\bending\s+(?!last\b)", m.group(0), _I)
            and not looks_back(sentence_of(m.string, m.start()))):  # round 23: "submit timesheets for the week
        end += timedelta(days=7)  # ending Friday" looks ahead, as a bare weekday does; "claims rose in the week
    return end - timedelta(days=n - 1), end, "range", None, True  # ending Friday" keeps the latest


RULES = [
    # "the" before "to / through" (statistics: "in the week to Friday"): "pushed back a week to Friday" is a move
    (re.compile(rf"\b(?:the\s+(?:(?P<n>{NUM})\s+(?P<u>days?|weeks?)|week)\s+(?:to|through)|(?:the\s+)?"
                rf"(?:(?P<n2>{NUM})\s+(?P<u2>days?|weeks?)|week)\s+(?:ended|ending))\s+(?:last\s+)?"
                rf"(?P<wd>{WD})\b(?!\s*(?:,\s*)?(?:{MON}|\d))", _I), h_days_to_weekday),
    (re.compile(r"\bhalf\s+an\s+hour\s+(?:ago|from\s+now|hence)\b", _I),
     lambda m, t: (t, t, "day", None, True)),  # "half an hour ago": today (hours are counted from noon)
    (re.compile(rf"\bthe\s+(?P<n>{NUM})\s+(?P<u>months?|quarters?|years?)\s+(?:to|through|thru)\s+(?:the\s+end\s+of\s+)?"
                rf"(?P<mon>{MON})\b\.?(?:,?\s+(?P<Y>(?:19|20)\d{{2}})\b)?(?!\s*\d)", _I), h_months_to_month),
    (re.compile(rf"\b(?P<the>the\s+)?(?:(?P<n>{NUM})\s+(?P<u>months?|weeks?|quarters?|years?|days?)|(?:(?:fiscal|financial)\s+)?"
                r"(?P<one>quarter|year|half[\s-]?year|half|week))\s+(?P<verb>ended|ending|to|through|thru)\s+(?:on\s+)?"
                rf"(?P<mon>{MON})\.?\s+(?P<d>{DAY})(?:,?\s+(?P<Y>(?:19|20)\d{{2}}))?\b", _I), h_months_ended),
    # round 19: the same with the day first ("the 52 weeks ended 27 December 2025", "the six months to 30 June") and
    # with "to" / "through" before a full date ("the four weeks to Nov. 28", "the 10 days through Dec 3")
    (re.compile(rf"\b(?P<the>the\s+)?(?:(?P<n>{NUM})\s+(?P<u>months?|weeks?|quarters?|years?|days?)|(?:(?:fiscal|financial)\s+)?"
                r"(?P<one>quarter|year|half[\s-]?year|half|week))\s+(?P<verb>ended|ending|to|through|thru)\s+(?:on\s+)?(?:the\s+)?"
                rf"(?P<d>{DAY})(?:\s+of)?\s+(?P<mon>{MON})\b\.?(?:,?\s+(?P<Y>(?:19|20)\d{{2}}))?\b", _I), h_months_ended),
    (re.compile(rf"\b(?P<wd>{WD})\s+in\s+(?P<n>{NUM})\s+weeks?(?:['’]?\s*time)?\b", _I), h_weekday_in_weeks),
    (re.compile(rf"(?<![\w-])in\s+(?P<n>{NUM})\s+{_UNIT}(?:(?:['’]s?)?\s*time\b|(?![\w-])(?!\s+(?:time|a\s+row|total|all)\b))",
                _I),
     h_in_n_units),
    (re.compile(rf"\b(?:(?:exactly|precisely)\s+)?(?P<n>{NUM})\s+{_UNIT}\s+(?P<dir>from|after|before)\s+"
                r"(?P<rel>today|tomorrow|yesterday|right\s+now|now)\b", _I), h_from_rel_day),  # (review20t: a hedge
    # before it is in its span, as before "two weeks from now" and "3 days ago")
    # ("prior to" is "before": "30 days prior to 15 January 2027"; round 17b)
    # ("leading / running up to" too: "the three weeks leading up to Easter"; round 18b)
    (re.compile(rf"\b(?:(?:exactly|precisely)\s+)?(?P<n>{NUM})\s+{_UNIT}\s+(?P<dir>after|before|prior\s+to)\s+the\s+(?:very\s+)?"
                rf"(?P<edge>end|close|start|beginning|outset)\s+of\s+{_EDGE_ANCHOR}\b", _I), h_offset_from_edge),
    (re.compile(rf"\b(?P<the>the\s+)?(?P<n>{NUM})\s+{_UNIT}\s+(?P<dir>after|before|from|prior\s+to|{_LEADING_UP_TO})\b", _I),
     h_offset_before_anchor),
    # a term that runs from a day ("twelve (12) months commencing January 1, 2027", "a 3-month period starting 1 July",
    # "six weeks beginning on 4 May"; round 17b)
    (re.compile(rf"\b(?P<n>{NUM})(?:\s*\(\d{{1,3}}\))?[\s-]+{_UNIT}(?:\s+(?:period|term))?\s+"
                r"(?:commencing|starting|beginning)(?:\s+(?:on|from))?\b", _I), h_term_from_anchor),
    (re.compile(rf"\b(?:the\s+)?(?P<u>day|week|weekend|fortnight)\s+(?P<dir>before|after|{_LEADING_UP_TO})\b"
                rf"(?!\s+(?:next|last)\b(?!\s+{WD}\b))", _I),
     h_unit_beside_anchor),
    (re.compile(rf"\b(?:the\s+)?(?:(?P<nth>first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)\s+)?(?P<wd>{WD})\s+"
                r"(?P<dir>before|after)\b(?!\s+(?:next|last)\b)", _I),
     h_weekday_beside_anchor),
    (re.compile(rf"\b(?:the\s+)?(?:closest|nearest)\s+(?P<wd>{WD})\s+to\b", _I), h_weekday_nearest_anchor),
    (re.compile(rf"\b(?:(?:exactly|precisely|about|around|roughly|nearly|almost)\s+)?(?P<n>{NUM})\s+{_UNIT}\s+ago\s+(?P<rel>today|yesterday)\b",
                _I), h_ago_today),  # (round 20: a hedge before it is in its span, as before "2 weeks ago")
    (re.compile(rf"\bwithin\s+(?:the\s+)?(?P<n>{NUM})\s+{_UNIT}\b(?P<half>\s+and\s+a\s+half\b)?"
                rf"(?!\s+(?:of|after|before|from)\b)", _I), h_within),
    (re.compile(rf"\b(?P<n>{NUM})\s+(?P<u>hours?|hrs?|minutes?|mins?)\s+(?P<dir>after|before)\b", _I), h_hours_beside_anchor),
    (re.compile(rf"(?<![\w-])(?P<lead>within(?:\s+the\s+next)?|(?:in\s+|over\s+)?the\s+next|in)\s+(?P<n>{NUM})\s+"
                r"(?:business|working|work|trading|banking)\s+days?\b(?!\s+(?:of|after|before|from)\b)", _I), h_workdays),
    (re.compile(rf"(?<![\w-])in\s+(?P<n>{NUM})\s+(?P<u>hours?|hrs?|minutes?|mins?)\b(?!\s+(?:time|a\s+row|total|of|after|before)\b)",
                _I), h_in_hours),
    (re.compile(rf"(?<![\w-])in\s+(?:half\s+an\s+hour|an?\s+hour\s+and\s+a\s+half|(?P<n>{NUM})\s+(?:and\s+a\s+half\s+hours"
                r"|hours?\s+and\s+a\s+half))\b(?!\s+(?:of|after|before)\b)", _I), h_in_half_hours),
    (re.compile(rf"\bwithin\s+(?:the\s+(?:next\s+)?)?(?:(?P<n>{NUM})\s+hours?|hour)\b(?!\s+(?:of|after|before|from)\b)", _I),
     h_within_hours),
    (re.compile(r"\b(?:the\s+)?(?:rest|remainder)\s+of\s+(?:the\s+day|today)\b", _I),
     lambda m, t: (t, t, "day", None, True)),  # "for the rest of the day": today
    (re.compile(rf"\b(?P<n>{NUM})\s+(?P<dir>upcoming|coming|following|past|previous)\s+{_UNIT}", _I),
     h_n_next_units),
    (re.compile(r"\b(?:(?:the\s+)?(?P<u>year|month|quarter|week)[\s-]+to[\s-]+date|(?P<u2>[YMQW])TD"
                r"|so\s+far\s+this\s+(?P<u3>year|month|quarter|week)|this\s+(?P<u4>year|month|quarter|week)\s+so\s+far)\b",
                _I), lambda m, t: h_unit_to_date(_U(m), t)),
    (re.compile(r"(?:(?<=\bto )|(?<=\buntil )|(?<=\btill )|(?<=\bthrough )|(?<=\bthru ))(?:the\s+)?"
                r"(?:present(?:\s+day)?|now|date)\b", _I), h_now_as_range_end),
]


class _U:
    """The four spellings of the unit in "year to date" / "YTD" / "so far this year" / "this year so far"."""

    def __init__(self, m: re.Match[str]) -> None:
        self._m = m

    def group(self, name: str):
        if name == "u":
            return self._m.group("u") or self._m.group("u4")
        return self._m.group(name)
