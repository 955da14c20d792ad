"""English expression families the base rules lacked: numeric forms (10/2019, 17-05-2018, 09/14,2017, 2020-oct-3,
3. Feb. 2019), ordinal days/weekdays/weeks of a period (the 15th, the second Tuesday of, the last week of), parts
(early this week, earlier this month, EOM), calendar-unit "upcoming week", day ranges (from 3 to 19), and
impossible dates (Feb 30, 4/31/2021) that must give no span.

Each handler returns (start, end, kind, absolute, relative[, slot]) like the base rules, or ``VOID`` for an
impossible date (the text is claimed so no fragment of it is read as a time). Slots: see :mod:`.compose`.
"""

from __future__ import annotations

import calendar
from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date, timedelta
from functools import lru_cache

from .dates import add_months, month_end, part_of, season, season_near, valid_day, week_of
from .compose import place
from . import deadline_en, holidays_en, spelled_en
from .standalone_en import alone_on_line, not_a_day
from .tense_en import PAST_CORE, told_as_past, told_as_past_after

VOID = "void"
_I = re.IGNORECASE
MONTHS = {"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10,
          "nov": 11, "dec": 12}
MON = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
       r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
WEEKDAYS = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}
WD = r"(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)day"
ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5,
            "5th": 5, "last": -1, "final": -1}
WD_SHORT = r"(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\.?"  # a weekday's short form, for slots no English word fills
ORD = r"(?:first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last|final)"
DAY_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
             "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
             "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20,
             "thirtieth": 30}
DAY_WORDS.update({f"{tens}-{w}": base + DAY_WORDS[w] for tens, base in (("twenty", 20), ("thirty", 30))
                  for w in ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")
                  if base + DAY_WORDS[w] <= 31})
# a day of the month spelled out: "the twentieth", "twenty-first", "thirty first" (longest first)
# (never the tail of a longer one no month holds: "the thirty-second of May" is no "second of May"; round 17b)
DAY_WORD = ("(?<![a-z]ty[\\s-])(?:" + "|".join(w.replace("-", r"[\s-]") for w in sorted(DAY_WORDS, key=len, reverse=True))
            + ")")
DAY = r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?"


def month_of(raw: str) -> int:
    return MONTHS[raw.lower().rstrip(".")[:3]]


def weekday_of(raw: str) -> int:
    return WEEKDAYS[raw.lower()[:3]]


def day_of(raw: str) -> int:
    raw = re.sub(r"[\s-]+", "-", raw.lower())
    return DAY_WORDS[raw] if raw in DAY_WORDS else int(re.sub(r"\D", "", raw))


def year_of(raw: str, today: date) -> int:
    y = int(raw)
    if len(raw) <= 2:
        base = today.year + 10
        return base - ((base - y) % 100)
    return y


def _day(y: int, m: int, d: int, relative: bool = False):
    if not valid_day(y, m, d):
        return VOID
    x = date(y, m, d)
    return x, x, "day", None, relative


# --------------------------------------------------------------------------- handlers


def h_month_slash_year(m: re.Match[str], today: date):
    """10/2019, 4/2021, 2/2013: a month."""
    mo, y = int(m.group("M")), int(m.group("Y"))
    return (date(y, mo, 1), month_end(y, mo), "month", None, False) if 1 <= mo <= 12 else None


# the other end of a numeric range ("10/12/2026 to 15/12/2026", "03/04/2027 - 25/04/2027"): both ends share their
# order, so a day first in one (15 cannot be a month) is a day first in the other (round 18)
_NUMERIC_PARTNER_AFTER = re.compile(r"\s*(?:-|–|to|through|thru|till|until|and)\s*(?P<a>\d{1,2})(?P<s>[/\-.])(?P<b>\d{1,2})(?P=s)\d")
_NUMERIC_PARTNER_BEFORE = re.compile(r"(?<![\d/.\-])(?P<a>\d{1,2})(?P<s>[/\-.])(?P<b>\d{1,2})(?P=s)\d{2,4}\s*"
                                     r"(?:-|–|to|through|thru|till|until|and)\s*$")


def _day_first_beside(m: re.Match[str]) -> bool:
    partner = _NUMERIC_PARTNER_AFTER.match(m.string, m.end()) or \
        _NUMERIC_PARTNER_BEFORE.search(m.string, max(0, m.start() - 24), m.start())
    return bool(partner) and int(partner.group("a")) > 12 and int(partner.group("b")) <= 12


def h_numeric_dmy(m: re.Match[str], today: date):
    """17-05-2018 / 10-31-74 / 10/31/74 / 09/14,2017: month first unless the first part cannot be a month, or the
    other end of its range is written day first."""
    a, b, y = int(m.group("a")), int(m.group("b")), year_of(m.group("Y"), today)
    mo, d = (a, b) if a <= 12 and not (b <= 12 and _day_first_beside(m)) else (b, a)
    return _day(y, mo, d)


_VERSION_BEFORE = re.compile(r"\b(?:version|ver|v|release|rel|build|firmware|update|patch|python|ios|android)\.?\s*$", _I)


def h_dotted_dmyy(m: re.Match[str], today: date):
    """28.02.30 / 01.12.29: European day.month.yy (both padded); not after a version word ("version 10.12.26")."""
    if _VERSION_BEFORE.search(m.string, max(0, m.start() - 12), m.start()):
        return VOID
    return _day(year_of(m.group("Y"), today), int(m.group("a")), int(m.group("b")))


def h_day_mon_year(m: re.Match[str], today: date):
    """3. Feb. 2019 / 31/Oct/1974 / 31-Oct-74 / 14april 2015 / 2020-oct-3 / Feb 30 2021 (void)."""
    mo = month_of(m.group("mon"))
    raw_y = m.group("Y") or m.groupdict().get("Y2")
    y = year_of(raw_y, today) if raw_y else today.year
    r = _day(y, mo, int(m.group("d")), relative=not raw_y)
    return r if r == VOID or raw_y else (*r, ("month_day", mo, int(m.group("d"))))


def h_mon_day_void(m: re.Match[str], today: date):
    """February 30 / April 31st (2021): an impossible month-day claims its text and gives no span."""
    mo = month_of(m.group("mon"))
    y = int(m.group("Y")) if m.group("Y") else 2000  # a leap year: Feb 29 without a year is possible
    return None if valid_day(y, mo, int(m.group("d"))) else VOID


# "the 2nd to 5th amendments", "the 1st and 2nd floors": ordinals of things, not days of a month
_ORDINAL_OF_THING = (r"\s*(?:to|through|thru|-|–|and|or)\s*(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\s+(?!(?:of|in|at|on|and|or|to|for|"
                     r"from|we|i|you|he|she|they|it|is|are|was|were|will|would|the|this|next|last|inclusive|included|"
                     r"incl|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\b)[a-z]")


def h_day_of_year(m: re.Match[str], today: date):
    """the 100th day of 2028 / the hundredth day of the year: that day counted from January 1 (none past the year's
    last day; the 1st to the 31st are left to the day-of-month rules)."""
    n = 100 if m.group("h") else int(m.group("n"))
    if n <= 31:
        return None
    rel = (m.group("rel") or "").lower()
    y = int(m.group("Y")) if m.group("Y") else today.year + {"next": 1, "last": -1}.get(rel, 0)
    if n > (366 if calendar.isleap(y) else 365):
        return VOID
    d = date(y, 1, 1) + timedelta(days=n - 1)
    return d, d, "day", None, not m.group("Y")


def h_the_day(m: re.Match[str], today: date):
    """the 15th / on the 1st / the 24: the next such day of a month (today included); a slot for "of last month"."""
    d = day_of(m.group("d") or m.group("d2"))
    y, mo = today.year, today.month
    since = _SINCE_BEFORE.search(m.string, max(0, m.start() - 12), m.start())  # "since the 1st": the latest (round 17b)
    step = -1 if since else 1
    if (d > today.day) if since else (d < today.day):
        y, mo = add_months(y, mo, step)
    if not 1 <= d <= 31:
        return None
    for _ in range(3):  # a 31st is at most two months away; past the calendar's end there is none
        if valid_day(y, mo, d):
            break
        y, mo = add_months(y, mo, step)
    else:
        return None
    x = date(y, mo, d)
    return x, x, "day", None, True, ("day", d)


def h_day_of_month(m: re.Match[str], today: date):
    """the 1st of march / the third of march / march first / february the 15th (this year)."""
    mo = month_of(m.group("mon"))
    d = day_of(m.group("d") or m.group("dw"))
    y = year_of(m.group("Y"), today) if m.group("Y") else today.year
    if not m.group("Y") and (mo, d) == (2, 29) and not valid_day(y, 2, 29) and _YEAR_WORD_AFTER.match(m.string, m.end()):
        y = next(k for k in range(y + 1, y + 9) if valid_day(k, 2, 29))  # "February 29 last year": a stand-in
    r = _day(y, mo, d, relative=not m.group("Y"))                         # that the year after places again
    return r if r == VOID or m.group("Y") else (*r, ("month_day", mo, d))


_YEAR_WORD_AFTER = re.compile(r",?\s+(?:of\s+)?(?:this|next|last|previous)\s+year\b", _I)


def h_month_then_day(m: re.Match[str], today: date):
    """march first / May 20th / November twentieth; not "I may second that" or "we march first": a lower-case verb
    before a spelled-out ordinal is no date."""
    if m.group("dw") and m.group("mon").islower() and m.group("mon").lower() in ("may", "march"):
        before = m.string[max(0, m.start() - 12):m.start()].split()
        if before and before[-1].lower() not in _DAY_LEADS:
            return None
    return h_day_of_month(m, today)


# what may follow "of"/"in" for a part ("the first Monday", "the 3 last days") to be placed in it: a year, a month
# name, a relative unit, a quarter or half; without one the part is not read ("the first day of school")
ANCHOR_AHEAD = re.compile(rf"\s+(?:the\s+)?(?:(?:1[6-9]|2\d)\d{{2}}\b|{MON}\b|(?:this|next|last|coming)\s+{MON}\b|"
                          r"(?:this|next|last|previous|current|coming|"
                          r"past|following)\s+(?:month|year|quarter|week)\b|(?:month|year|quarter)\b|(?-i:new\s+year)\b(?!['’])|Q[1-4]\b|"
                          r"H[12]\b|(?:first|second|third|fourth)\s+(?:quarter|half)\b)", _I)


_UNIT_FROM_EVENT = re.compile(r"\s+(?:following|preceding|after|before|prior\s+to)\s+(?!(?:next|last|this)\b)", _I)


def _own_unit(m: re.Match[str], today: date) -> tuple[date, date, str] | None:
    """The unit a part is counted in: "of the year" / "of the quarter" / "of the month" when written, else this
    month when an anchor follows ("of March", "in next month"); None when nothing a part can be placed in follows."""
    unit = (m.groupdict().get("unit") or "").lower()
    if unit and _UNIT_FROM_EVENT.match(m.string, m.end()):
        return None  # "the first day of the month following its execution": counted from an event we do not know
    if unit == "year":
        return date(today.year, 1, 1), date(today.year, 12, 31), "year"
    if unit == "quarter":
        s0, e0 = unit_range(today, "quarter", 0)
        return s0, e0, "quarter"
    if not unit and not ANCHOR_AHEAD.match(m.string, m.end() + len(re.match(r"\s*(?:of|in)", m.string[m.end():]).group(0))
                                           if re.match(r"\s*(?:of|in)\b", m.string[m.end():], _I) else m.end()):
        return None
    return date(today.year, today.month, 1), month_end(today.year, today.month), "month"


def h_nth_weekday(m: re.Match[str], today: date):
    """the second Tuesday (of ...) / last Monday of: in the anchor that follows, else this month."""
    n = ORDINALS[m.group("ord").lower()]
    wd = weekday_of(m.group("wd"))
    slot = ("nth_weekday", wd, n)
    unit = _own_unit(m, today)
    if unit is None:
        if m.group("ord").lower() == "last" and not m.group(0).lower().startswith("the") and re.match(r"\s+in\b", m.string[m.end():], _I):
            return None  # "we met last Friday in Chicago": the latest Friday, said where (round 12c)
        return VOID  # "the second Tuesday of each session": no weekday of ours, and none read alone
    r = place(slot, *unit, today)
    if r is None and m.group("unit"):
        return VOID  # "the fifth Friday of this month" in a month with four: no such day
    for ahead in range(1, 12):  # "the fifth Saturday of last month": the anchor after it places the slot again
        if r is not None:
            break
        y, mo = add_months(today.year, today.month, ahead)
        r = place(slot, date(y, mo, 1), month_end(y, mo), "month", today)
    return (*r, None, True, slot) if r else None


def h_nth_week(m: re.Match[str], today: date):
    """the first week of / the last week of / the 2nd last week of (ISO rule: the week's Thursday decides)."""
    n = ORDINALS[m.group("ord").lower()]
    if m.group("back"):
        n = -ORDINALS[m.group("back").lower()]
    slot = ("nth_week", n)
    unit = _own_unit(m, today)
    r = place(slot, *unit, today) if unit else None
    return (*r, None, True, slot) if r else None


def h_nth_day(m: re.Match[str], today: date):
    """third day of october / last day of october 2015 / fifth last day of May."""
    n = ORDINALS.get(m.group("ord").lower()) or day_of(m.group("ord"))
    if m.group("back"):
        n = -n
    elif m.group("ord").lower() == "last":
        n = -1
    slot = ("nth_day", n)
    unit = _own_unit(m, today)
    if unit is None:
        return VOID  # "the first day of school"
    r = place(slot, *unit, today)
    return (*r, None, True, slot) if r else None


def h_nth_workday(m: re.Match[str], today: date):
    """the last business day of the month / the first working day of next month / the 3rd business day of 2027."""
    n = ORDINALS.get(m.group("ord").lower()) or day_of(m.group("ord"))
    slot = ("nth_workday", n)
    unit = _own_unit(m, today)
    if unit is None:
        return VOID  # "the first working day after the holidays": no anchor of ours
    r = place(slot, *unit, today)
    return (*r, None, True, slot) if r else None


# a word that a bare "month-end" / "midyear" qualifies ("month-end close", "year-end round-up"): no word that could
# follow a time said alone (a preposition, conjunction, pronoun or verb of being)
_ATTRIBUTE_AFTER = re.compile(r"[\s-]+(?!(?:in|on|at|for|and|or|of|to|with|by|from|the|this|that|we|i|you|they|he|she|"
                              r"it|is|are|was|were|will|be|so|but|when|as|if|then|until|before|after|our|your|their|"
                              r"my|its|all|every|each)\b)[a-z]", _I)


_PART_PAIR_AFTER = re.compile(r"\s+(?:and|or|&)\s+(?:mid[\s-]?(?:month|quarter|year)|(?:month|quarter|year)[\s-]end)\b",
                              _I)  # "month-end and year-end close": the pair qualifies one noun


def h_part_rel(m: re.Match[str], today: date):
    """early/mid/late/beginning/end of this|next|last week|month|quarter|year; EOM / BOM / EOY / BOY; mid-month /
    month-end / midyear / year-end (this one's)."""
    p = m.group("p").lower() if m.group("p") else None
    pair = _PART_PAIR_AFTER.match(m.string, m.end()) if (m.group("mu") or m.group("eu")) else None
    if (m.group("mu") or m.group("eu")) and _ATTRIBUTE_AFTER.match(m.string, pair.end() if pair else m.end()):
        return None  # "month-end close", "a year-end checklist", "the midyear review": a kind of thing, no date
    if m.group("mu") or m.group("eu"):  # "mid-month", "at month-end", "by year-end": this one's
        p, unit, delta = ("mid", m.group("mu").lower(), 0) if m.group("mu") else ("late", m.group("eu").lower(), 0)
    elif m.group("eo"):
        code = m.group("eo").upper()
        unit = {"M": "month", "Y": "year", "W": "week"}[code[2]]
        p, delta = ("late" if code[0] == "E" else "early"), 0
    else:
        unit = m.group("u").lower()
        delta = {"this": 0, "current": 0, "the": 0, "next": 1, "coming": 1, "following": 1, "last": -1,
                 "previous": -1, "past": -1}[m.group("w").lower()]
    s, e = unit_range(today, unit, delta)
    part = {"early": "early", "beginning": "early", "start": "early", "mid": "mid", "middle": "mid",
            "late": "late", "end": "late"}[p]
    s0, e0 = part_of(s, e, unit, part)
    return s0, e0, "range", None, True


def h_earlier_later(m: re.Match[str], today: date):
    """earlier this week (its start to today) / later this month (today to its end)."""
    s, e = unit_range(today, m.group("u").lower(), 0)
    if (m.group("w") or "").lower() == "earlier":
        return s, today, "range", None, True
    return today, e, "range", None, True


def h_next_unit(m: re.Match[str], today: date):
    """the coming month / upcoming week / the following week / next qtr: the next calendar unit."""
    unit = m.group("u").lower()
    unit = {"qtr": "quarter", "yr": "year", "wk": "week"}.get(unit, unit)
    s, e = unit_range(today, unit, 1)
    return s, e, unit, None, True


_DUR_UNITS = {"day": (0, 1), "week": (0, 7), "fortnight": (0, 14), "month": (1, 0), "quarter": (3, 0), "year": (12, 0),
              "decade": (120, 0)}
_NUMS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
         "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "few": 3, "several": 3, "couple of": 2, "couple": 2}
NUM = r"(?:\d{1,4}|(?:a\s+)?(?:few|couple(?:\s+of)?)|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several)"


def _num(raw: str) -> int | None:
    raw = " ".join(raw.lower().split())
    raw = raw[2:] if raw.startswith("a ") else raw  # "a few", "a couple of"
    return int(raw) if raw.isdigit() else _NUMS.get(raw)


def _shift(d: date, months: int, days: int) -> date:
    y, mo = add_months(d.year, d.month, months)
    return date(y, mo, min(d.day, month_end(y, mo).day)) + timedelta(days=days)


def h_window(m: re.Match[str], today: date):
    """next 5 days (tomorrow on) / past 2 weeks (ending today) / within the next 2 years 3 months."""
    months = days = 0
    for n_raw, half0, unit, half in re.findall(rf"({NUM})(\s+and\s+a\s+half)?\s+(day|week|fortnight|month|quarter|year|"
                                               rf"decade)s?(\s+and\s+a\s+half)?", m.group("dur"), _I):
        half = half or half0  # "two and a half years", "a year and a half"
        n = _num(n_raw)
        if n is None or n > 5000:
            return None
        mm, dd = _DUR_UNITS[unit.lower()]
        months, days = months + n * mm, days + n * dd
        if half:  # "the past year and a half": half a year is 6 months, half a month 15 days (a half day or week: none)
            if not mm:
                return VOID  # (review16b: and no fragment of it either, "the next week" of "the next week and a half")
            months, days = months + mm // 2, days + (15 if mm == 1 else 0)
    if not months and not days:
        return None
    try:
        if m.group("dir").lower() in ("next", "coming", "upcoming", "following"):
            return today + timedelta(days=1), _shift(today, months, days), "window", None, True
        return _shift(today, -months, -days) + timedelta(days=1), today, "window", None, True
    except (OverflowError, ValueError):
        return None


def h_day_range(m: re.Match[str], today: date):
    """from 3 to 19 / from the 13th to the 15th (of the month that follows, else this month)."""
    d1, d2 = day_of(m.group("d1")), day_of(m.group("d2"))
    slot = ("days", d1, d2)
    r = place(slot, date(today.year, today.month, 1), month_end(today.year, today.month), "month", today)
    return (*r, None, True, slot) if r else None


def h_weekday_range(m: re.Match[str], today: date):
    """between Tuesday and Thursday / from Monday to Wednesday: from the next such first day (today included) to the
    second one after it, like a bare weekday, or told as past the latest such days; a week named beside it ("next
    week", "this week") places it there."""
    w1, w2 = weekday_of(m.group("w1") or m.group("w1b")), weekday_of(m.group("w2"))
    slot = ("weekdays", w1, w2)
    if told_as_past(m.string, m.start()):  # "it rained from Tuesday to Thursday": the latest such days (round 18)
        e = today - timedelta(days=(today.weekday() - w2) % 7)
        return e - timedelta(days=(w2 - w1) % 7), e, "range", None, True, slot
    s = today + timedelta(days=(w1 - today.weekday()) % 7)
    e = s + timedelta(days=(w2 - w1) % 7)
    return s, e, "range", None, True, slot


# what may follow a bare second day ("between March 1 and 15 we will…"), so "from March 3 to 5 percent" or "15
# people" stay numbers: the end of the clause or a word that starts a new phrase
_DAYS_END = (r"(?=\s*$|\s*[,;:!?)]|\.(?:\s|$)|\s+(?:we|i|you|they|he|she|it|the|this|that|in|at|for|and|or|of|is|are|"
             r"was|were|will|with|on|when|while|so|but|inclusive)\b)")


def h_dotted_range(m: re.Match[str], today: date):
    """European dotted ranges whose year is written once, at the end: "15.1.–19.1.2029" (day.month.–day.month.year)
    and "15.–19.1.2029" (day.–day.month.year); the first month may fall in the year before ("28.12.–3.1.2030")
    (round 18)."""
    if _VERSION_BEFORE.search(m.string, max(0, m.start() - 24), m.start()):
        return None  # "version 1.2.-3.4.2029"
    y = int(m.group("Y"))
    d1, d2, m2 = int(m.group("d1")), int(m.group("d2")), int(m.group("m2"))
    m1 = int(m.group("m1")) if m.group("m1") else m2
    y1 = y - 1 if m1 > m2 else y
    if not (valid_day(y1, m1, d1) and valid_day(y, m2, d2)):
        return VOID
    s0, e0 = date(y1, m1, d1), date(y, m2, d2)
    return (s0, e0, "range", None, False) if s0 <= e0 else None


def h_month_then_days(m: re.Match[str], today: date):
    """between March 1 and 15 / from Jan 4 to 22 / March 3-9: a month named once before two of its days."""
    return h_day_range_of_month(m, today)


def h_month_day_to_day_month(m: re.Match[str], today: date):
    """from April 1st to 30th September / April 28 to 3 May 2027: two days in either order of day and month (a
    second one earlier in the year runs into the next)."""
    m1, m2 = month_of(m.group("mon")), month_of(m.group("mon2"))
    d1, d2 = day_of(m.group("d1")), day_of(m.group("d2"))
    y2 = year_of(m.group("Y"), today) if m.group("Y") else today.year + ((m2, d2) < (m1, d1))
    y1 = y2 - ((m2, d2) < (m1, d1))
    if not (valid_day(y1, m1, d1) and valid_day(y2, m2, d2)):
        return VOID
    return date(y1, m1, d1), date(y2, m2, d2), "range", None, not m.group("Y")


def h_rel_month_days(m: re.Match[str], today: date):
    """from this month 4 to 23 / next month's 3rd to 9th: days of a month named before them."""
    y, mo = add_months(today.year, today.month, {"this": 0, "next": 1, "last": -1, "previous": -1}[m.group("rel").lower()])
    d1, d2 = day_of(m.group("d1")), day_of(m.group("d2"))
    if d1 >= d2 or not valid_day(y, mo, d2):
        return None
    name = date(y, mo, 1).strftime("%B")
    return date(y, mo, d1), date(y, mo, d2), "range", f"{name} {d1} to {name} {d2}, {y}", True


def h_month_year_glued(m: re.Match[str], today: date):
    """2019 August / August, 2019 / 2010 March: a month of a year written in either order."""
    mo, y = month_of(m.group("mon")), int(m.group("Y"))
    return date(y, mo, 1), month_end(y, mo), "month", None, False


def _year_named(y: int):
    return date(y, 1, 1), date(y, 12, 31), "year", None, False


def h_bare_month(m: re.Match[str], today: date):
    """March / in July / Dec.: that month of this year; a slot for "May next year", "the 15th of July"."""
    raw = m.group("mon")
    if raw.lower().startswith("mar") and raw[0].islower():  # "march on": a verb unless a time word leads in
        before = m.string[max(0, m.start() - 12):m.start()].split()
        if not before or before[-1].lower() not in _MONTH_LEADS:
            return None
    if (raw == "may" and not _DIGIT_AFTER.match(m.string, m.end())
            and not _OF_MAY_LEAD.search(m.string, max(0, m.start() - 24), m.start())):
        return None  # "the meaning of may", "the past tense of may": the verb talked about (review16b)
    if raw[0].isupper() and _NAME_OF_AFTER.match(m.string, m.end()):
        return VOID  # "March of Dimes", "the March of the Penguins": a capitalised "of" name, no month (round 17b)
    mo = month_of(raw)
    y = deadline_year(m.string, m.start(), mo, today)
    return date(y, mo, 1), month_end(y, mo), "month", None, True, ("month", mo)


# a capitalised month with "of" and a capitalised word that tells no time ("March of Dimes", "March of the Penguins";
# not "May of 2020", "March of This Year", "June of Last Year")
_NAME_OF_AFTER = re.compile(r"\s+of\s+(?:the\s+)?(?!(?:this|last|next|that|the|each|every|year|jan|feb|mar|apr|may|"
                            r"jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)\w*\b)(?-i:[A-Z][a-z]+)",
                            re.IGNORECASE)


# a lower-case "may" after "of" ending its phrase is the month only after a part or a day of it ("the last wk of may",
# "the end of may", "the 5th of may", "the month of may"), not after any noun ("the sense of may"); before a number it
# is the month anyway ("the report of may 2027")
_DIGIT_AFTER = re.compile(r"\s*\d")
_OF_MAY_LEAD = re.compile(r"\b(?:week|wk|weekend|month|end|beginning|start|middle|half|part|rest|days?|ides|mid|first|"
                          r"second|third|fourth|fifth|last|final|\d{1,2}(?:st|nd|rd|th)?)s?\s+of\s+$", re.IGNORECASE)


def deadline_year(text: str, start: int, mo: int, today: date, day: int = 0) -> int:
    """The year of a yearless month (or day of it) starting at ``start``: after "by" / "until" / "between now and",
    the next such month still ahead (this month included), or the latest one when the clause is told in the past;
    otherwise this year."""
    y = today.year
    if deadline_before(text, start):
        ahead = (mo, day) > (today.month, today.day) if day else mo > today.month
        if _PAST_CLAUSE.search(text, max(0, start - 60), start):
            y -= ahead  # "they had to repay it by March": a deadline told in the past, the latest March
        else:
            y += (mo, day) < (today.month, today.day) if day else mo < today.month
    return y


# a past-tense verb earlier in the clause (colloquial_en's cue, without "last" and "ago", which name other times)
# A participle after is/are/be/been/has/have/will/to tells no past: "is expected to open by March", "has pledged to cut
# emissions by March" look ahead (fixed-width lookbehinds: one space between the two words)
_NOT_AFTER_AUX = "".join(rf"(?<!\b{aux}\s)" for aux in ("is", "are", "am", "be", "been", "being", "has", "have", "will",
                                                         "to", "'s", "’s"))
_PAST_CLAUSE = re.compile(_NOT_AFTER_AUX + rf"\b(?:{PAST_CORE}|said|agreed|promised|planned|expected|needed|wanted|"
                          r"hoped|vowed|pledged|aimed|finished|completed)\b[^.!?;]*$", _I)


# "by March" / "until June" / "between now and March": a deadline is still ahead, so its month is the next one
# (this month included)
_DEADLINE_BEFORE = re.compile(rf"\b(?:{deadline_en.WORDS}|{deadline_en.NOW_PAIR})\s+(?:the\s+end\s+of\s+)?$", _I)


DEADLINE_BEFORE = _DEADLINE_BEFORE
# how far before a date its deadline word is looked for (the pattern ends at the date; searching from the text's start
# made every yearless date cost the whole text before it: review11)
DEADLINE_REACH = 200


def deadline_before(text: str, start: int) -> bool:
    """Whether "by" / "until" / "between now and" ... ends right before ``start``."""
    return DEADLINE_BEFORE.search(text, max(0, start - DEADLINE_REACH), start) is not None

_MONTH_LEADS = {"in", "during", "of", "since", "until", "by", "before", "after", "early", "mid", "late", "from",
                "through", "last", "next", "this", "end", "beginning"}
_DAY_LEADS = _MONTH_LEADS | {"on", "to", "till", "thru", "and", "between", "or", "is", "was", "for"}


def h_weekday_after_next(m: re.Match[str], today: date):
    """friday after next: a week after the next Friday (today excluded)."""
    wd = weekday_of(m.group("wd"))
    d = today + timedelta(days=((wd - today.weekday()) % 7 or 7) + 7)
    return d, d, "day", None, True


def h_weekday_after_this(m: re.Match[str], today: date):
    """the Friday after this one: a week after this week's Friday (Monday-Sunday week)."""
    d = week_of(today)[0] + timedelta(days=weekday_of(m.group("wd")) + 7)
    return d, d, "day", None, True


def h_n_weekdays(m: re.Match[str], today: date):
    """3 fridays from now / 2 thursdays ago: the n-th such weekday after (before) today, today excluded."""
    n = _num(m.group("n"))
    if not n or n > 520:
        return None
    wd = weekday_of(m.group("wd"))
    if m.group("dir").lower() in ("ago", "back"):
        d = today - timedelta(days=((today.weekday() - wd) % 7 or 7) + 7 * (n - 1))
    else:
        d = today + timedelta(days=((wd - today.weekday()) % 7 or 7) + 7 * (n - 1))
    return d, d, "day", None, True


_SINCE_BEFORE = re.compile(r"\b(?:ever\s+)?since\s+$", _I)
# an offset before a holiday: the tense is read before it ("was announced | the day before | Thanksgiving")
_MOVED_FROM = re.compile(r"\b(?:(?:the\s+)?(?:day|week|weekend|\w+)|\w+\s+(?:days?|weeks?|months?))\s+(?:before|after)\s+$", _I)
_NEW_YEAR_LEAD = re.compile(r"\b(?:and|to|until|till|through|by|since|after|before|around|on|over)\s+(?:the\s+)?$", _I)
# round 20: "New Year's" with its possessive, ending its phrase, is the day as Americans say it ("plans for new
# year's?", "closed New Year's."); before a noun it is an attribute ("new year's resolutions", "New Year's honours")
_NEW_YEARS_SAID = re.compile(r"year['’]s$", _I)
_NEW_YEARS_END = re.compile(r"\s*(?:$|[?!.,;:)]|(?:and|or|weekend)\b)", _I)
_OTHER_NEW_YEAR = re.compile(r"\b(?:parsi|persian|iranian|jewish|hebrew|islamic|hijri|muslim|thai|tamil|sinhala|sinhalese|"
                             r"khmer|ethiopian|orthodox|julian|old|bengali|nepali|assyrian|coptic|hmong|vietnamese|korean|"
                             r"tibetan|mongolian|berber|lao|burmese|balinese|kurdish|zoroastrian|sikh|hindu|telugu|"
                             r"kannada|marathi|gujarati|punjabi|malayalam|chinese|lunar)\s+$", _I)


# a legal instrument named after the day it was made ("the Good Friday Agreement", "the Christmas Accord"): capitalised
_NAMED_AFTER_A_HOLIDAY = re.compile(r"\s+(?:Agreement|Accords?|Treaty|Act|Declaration|Proclamation|Resolution|"
                                    r"Convention|Pact|Charter|Compact)\b")
_PERSONIFIED = re.compile(r"\bFather\s+$")  # "Father Christmas"
# "lent" the verb (round 13): after a subject or an auxiliary ("he lent", "the bank lent", "were lent"), before an
# object or an amount ("lent me", "lent 2000 dollars", "lent £500"), or written in lower case in a text that has
# capitals (the season is a name: "Lent"); "during lent 2025", "Lent 2027" stay the season
_LENT_SUBJECT_BEFORE = re.compile(r"\b(?:i|we|you|he|she|they|who|that|had|have|has|was|were|been|being|once|also|"
                                  r"kindly|generously|the\s+[a-z]+|my\s+[a-z]+|his\s+[a-z]+|her\s+[a-z]+|our\s+[a-z]+|"
                                  r"their\s+[a-z]+)\s+$", _I)
_LENT_OBJECT_AFTER = re.compile(r"\s+(?:me|him|her|them|us|it|you|out|money|cash|some|his|their|our|my|your|a\s+hand|"
                                r"[$£€₹]|\d[\d,.]*\s*(?:k\b|m\b|dollars|pounds|euros|rupees|bucks|quid|yen|francs|"
                                r"(?-i:[A-Z]{3})\b))", _I)


# the words the season's name follows ("for lent", "during lent", "when does lent end", "the first day of lent"):
# a lower-case "lent" after one of them is the season, though the text has capitals (review13a)
_SEASON_WORD_BEFORE = re.compile(r"(?:^|\b(?:for|during|in|of|through|throughout|before|after|until|till|since|"
                                 r"does|did|is|was|will|when|this|next|last|the|and|or|happy|holy|start|end))\s*$", _I)


def _lent_the_verb(m: re.Match[str]) -> bool:
    text, start, end = m.string, m.start("h"), m.end("h")
    if text[start:end].lower() != "lent":
        return False
    if _LENT_SUBJECT_BEFORE.search(text, max(0, start - 24), start) or _LENT_OBJECT_AFTER.match(text, end):
        return True
    # "Banks lent record sums": written in lower case in a text that has capitals (the season is a name, "Lent"),
    # unless a word the season follows stands before it
    return (text[start] == "l" and text != text.lower()
            and not _SEASON_WORD_BEFORE.search(text, max(0, start - 16), start))


def h_holiday(m: re.Match[str], today: date):
    """thanksgiving / last easter / this christmas / MLK day 2012: see :mod:`.holidays_en`; a slot for year anchors."""
    name = holidays_en.canonical(m.group("h"))
    if name is None or (name == "new year's day" and _OTHER_NEW_YEAR.search(m.string, 0, m.start())):
        return None  # "Parsi New Year", "the Jewish new year": another calendar's
    if (name == "new year's day" and not re.search(r"day|eve", m.group("h"), _I) and not m.group("Y")
            and not _NEW_YEAR_LEAD.search(m.string, 0, m.start())
            and not (_NEW_YEARS_SAID.search(m.group("h")) and _NEW_YEARS_END.match(m.string, m.end()))):
        return None  # a bare "new year" is a day only after a range or deadline word ("between Christmas and New Year")
    if _NAMED_AFTER_A_HOLIDAY.match(m.string, m.end()) or _PERSONIFIED.search(m.string, max(0, m.start() - 8),
                                                                                  m.start()):
        return None  # "the Good Friday Agreement", "Father Christmas": a name, no time
    if name == "lent" and _lent_the_verb(m):
        return None  # "he lent 2000 dollars": the verb
    which = (m.group("which") or "").lower()
    if m.group("Y") or m.group("Ys"):  # "Easter 2010", "Easter Sunday two thousand ten" (round 16)
        span = holidays_en.holiday_span(name, int(m.group("Y")) if m.group("Y") else spelled_en.year_value(m))
        return (*span, _day_or_range(span), None, False) if span else None
    moved = _MOVED_FROM.search(m.string, max(0, m.start() - 32), m.start())  # "the day before Thanksgiving"
    since = not which and (_SINCE_BEFORE.search(m.string, max(0, m.start() - 12), m.start())  # since Christmas: the last one
                           or told_as_past(m.string, moved.start() if moved else m.start())  # "... shipped on New Year's Eve"
                           or told_as_past_after(m.string, m.end()))  # "Boxing Day was quiet"
    span = holidays_en.occurrence_span(name, today, "last" if which in ("last", "previous") or since else "next")
    return (*span, _day_or_range(span), None, True, None if which else ("holiday", name)) if span else None


def _day_or_range(span: tuple[date, date]) -> str:
    return "day" if span[0] == span[1] else "range"


def h_week_after_next(m: re.Match[str], today: date):
    """the week after next: two calendar weeks on."""
    s, e = week_of(today + timedelta(weeks=2))
    return s, e, "week", None, True


_DECADE_WORDS = {"twenties": 20, "thirties": 30, "forties": 40, "fifties": 50, "sixties": 60, "seventies": 70,
                 "eighties": 80, "nineties": 90}


def h_decade_word(m: re.Match[str], today: date):
    """the eighties / the late nineties: the latest such decade not after this one (or its early / mid / late part)."""
    y0 = 1900 + _DECADE_WORDS[m.group("w").lower()]
    first, last = _DECADE_PARTS[(m.group("p") or "").lower()]
    century = (m.groupdict().get("c") or "").lower()
    if century:  # "the nineteen-nineties", "the twenty-twenties": the century is written
        y0 += 100 if century == "twenty" else 0
        return date(y0 + first, 1, 1), date(y0 + last, 12, 31), "range", None, False
    if y0 + 100 <= today.year - today.year % 10:
        y0 += 100
    return date(y0 + first, 1, 1), date(y0 + last, 12, 31), "range", None, True


# early / mid / late in a decade, as in "the late 1960s" (dates.py's convention): years 0-3, 4-6, 7-9
_DECADE_PARTS = {"": (0, 9), "early": (0, 3), "mid": (4, 6), "late": (7, 9)}


class _Groups:
    """A match whose alternative spellings fill the same named groups."""

    def __init__(self, m: re.Match[str], **groups: str | None) -> None:
        self._m, self._groups = m, groups

    def group(self, name: str):
        return self._groups[name] if name in self._groups else self._m.group(name)

    def groupdict(self) -> dict[str, str | None]:
        return {**self._m.groupdict(), **self._groups}

    @property
    def string(self) -> str:
        return self._m.string

    def start(self) -> int:
        return self._m.start()


class _SeasonMatch:
    """The season pattern has three spellings of the name; present them as one ``s`` group."""

    def __init__(self, m: re.Match[str]) -> None:
        self._m = m

    def group(self, name: str):
        if name == "s":
            return self._m.group("s") or self._m.group("s2") or self._m.group("s3") or self._m.group("s4")
        return self._m.group(name)


def h_season(m: re.Match[str], today: date):
    """this summer / last winter / summer 2019 / in the autumn / the spring of next year: meteorological seasons (see
    dates.season)."""
    name = {"fall": "autumn"}.get(m.group("s").lower(), m.group("s").lower())
    if m.group("Y"):
        s0, e0 = season(int(m.group("Y")), name)
        return s0, e0, "range", None, False
    if isinstance(m, _SeasonMatch) and m.group("ry"):  # "the spring of next year": that year's
        shift = {"next": 1, "coming": 1, "last": -1, "previous": -1}.get(m.group("ry").lower(), 0)
        s0, e0 = season(today.year + shift, name)
        return s0, e0, "range", None, True
    which = (m.group("which") or "this").lower()
    which = {"current": "this", "coming": "next", "previous": "last"}.get(which, which)
    s0, e0 = season_near(today, name, which)
    return s0, e0, "range", None, True


def h_previous_unit(m: re.Match[str], today: date):
    """the previous month / the preceding week: the calendar unit before this one."""
    unit = m.group("u").lower()
    s0, e0 = unit_range(today, unit, -1)
    return s0, e0, unit, None, True


def h_fortnight(m: re.Match[str], today: date):
    """a fortnight ago / two fortnights hence: that day, 14 days a fortnight."""
    n = _num(m.group("n"))
    if not n or n > 500:
        return None
    sign = -1 if m.group("dir").lower() in ("ago", "before", "earlier", "back") else 1
    d = today + timedelta(days=14 * n * sign)
    return d, d, "day", None, True


def h_month_day_slash(m: re.Match[str], today: date):
    """on 2/15 / by 4/25 / 4/25 at 4pm: month/day of this year (US order), only with a time word around it, since a
    bare "1/2" is a fraction."""
    mo, d = int(m.group("M")), int(m.group("D"))
    r = _day(today.year, mo, d, relative=True)
    return r if r == VOID else (*r, ("month_day", mo, d))


def h_season_years(m: re.Match[str], today: date):
    """2027/28 / 2026/27: a season's pair of years, read as "2027-28" (both whole years); the second must follow the
    first, and above 12 (else "2011/12" is a year and month)."""
    y1, yy = int(m.group("Y")), int(m.group("Y2"))
    if yy <= 12 or yy != (y1 + 1) % 100:
        return None
    return date(y1, 1, 1), date(y1 + 1, 12, 31), "range", None, False


def h_month_day_slash_range(m: re.Match[str], today: date):
    """from 12/20 to 12/28 / between 3/1 and 3/5: two US month/days of this year, read as dates because "from" or
    "between" frames them (a later second one that comes first in the year runs into the next year)."""
    mo, d, mo2, d2 = int(m.group("M")), int(m.group("D")), int(m.group("M2")), int(m.group("D2"))
    shared = _shared_year(m, today)
    if shared is not None:  # round 19: "from 9/1 to 9/30/2027", "12/20 - 1/5/2028": the second end's year is both's
        y1 = shared - ((mo2, d2) < (mo, d))
        if not valid_day(y1, mo, d) or not valid_day(shared, mo2, d2):
            return VOID
        return date(y1, mo, d), date(shared, mo2, d2), "range", None, False
    y2 = today.year + ((mo2, d2) < (mo, d))
    if not valid_day(today.year, mo, d) or not valid_day(y2, mo2, d2):
        return VOID
    if y2 > today.year and (date(y2, mo2, d2) - date(today.year, mo, d)).days > 62:
        return VOID  # "the ratio went from 1/3 to 1/2": no range runs most of a year across the new year
    return date(today.year, mo, d), date(y2, mo2, d2), "range", None, True


# round 19: a year written once after a pair of month/days (or day/months) is both ends' ("from 9/1 to 9/30/2027",
# "28/12 – 03/01/2027", "from 3/1 to 3/5, 2027")
_PAIR_YEAR = r"(?:/(?P<Yr>\d{4}|\d{2})|,\s*(?P<Yc>(?:19|20)\d{2}))?"


def _shared_year(m: re.Match[str], today: date) -> int | None:
    raw = (m.groupdict().get("Yr") or m.groupdict().get("Yc"))
    if not raw:
        return None
    return int(raw) if len(raw) == 4 else 2000 + int(raw)


_DATE_FRAME_BEFORE = re.compile(r"(?:\b(?:on|by|due|until|till|before|from)|\b(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)"
                                r"(?:day|(?<=wed)nesday|(?<=sat)urday)?\.?,?)\s+$", _I)
# what makes a month/day of a bare "3/5" (else a fraction): a preposition or an abbreviated weekday just before it
# ("on 3/5", "due 4/25", "Thu 12/10", "Mon, 12/14"), or a clock after it ("4/25 at 4pm")
_SLASH_LEAD = re.compile(r"\b(?:on|by|since(?:\s+the)?|until|till|before|after|from|due|as\s+(?:of|at)|"
                         r"(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)(?:day|(?<=wed)nesday|(?<=sat)urday)?)[,.]?\s$",
                         _I)
_SLASH_CLOCK = re.compile(r"\s+at\s+\d")
# a word that logs or schedules an event just before it ("delivered 11/28", "ships 12/9", "paid 11/20", "departure
# 12/19"; round 12c), unless "of" follows ("shipped 1/2 of the orders" is a fraction)
_EVENT_LEAD = re.compile(r"\b(?:deliver(?:ed|y)|attempted|ship(?:s|ped)|dispatched|posted|placed|received|sent|paid|"
                         r"issued|filed|signed|updated|expire[sd]?|expiry|effective|dated|depart(?:s|ed|ure)|"
                         r"arriv(?:es|ed|al)|returned|refunded|scheduled|booked|cancell?ed|"
                         # round 21: a tracker's or a form's label with its colon ("Due: 12/15", "Deadline: 1/8",
                         # "ETA 12/18", "Closes: 1/31")
                         r"due|deadline|eta|etd|closes|closing|opens|starts|ends|"
                         # round 22: a journey's or a rental's legs ("leaving 12/18 returning 12/27", "Pick-up 21/12,
                         # drop-off 28/12", "check-in 12/20")
                         r"depart(?:ing)?|leaving|returning|return|arriving|arrive|check(?:ing)?[\s-]?(?:in|out)|"
                         r"pick[\s-]?up|drop[\s-]?off|outbound|inbound)[,:]?\s$", _I)
_OF_AFTER = re.compile(r"\s+of\b", _I)
# a rating after a label ("Check-in: 9/10 would recommend", "Pick-up 8/10 stars"; round 22's review)
_RATING_AFTER = re.compile(r"\s+(?:would|stars?|rating|overall|out\s+of)\b", _I)
# a proper fraction of a small denominator followed by a word that carries no date on ("paid 1/2 upfront", "received
# 3/4 cup", "sent 2/3 to the bank", "shipped 1/4 now"): a share, not a day (review12c)
_WORD_AFTER_FRACTION = re.compile(r"\s+(?!(?:at|by|via|and|from|on|in|before|after|around|between|@)\b)[a-z]", _I)


def _fraction_after_event(m: re.Match[str]) -> bool:
    a, b = int(m.group("M")), int(m.group("D"))
    return a < b <= 8 and _WORD_AFTER_FRACTION.match(m.string, m.end()) is not None
# "move our sync to 3/21", "pushed the review to 4/2": a date after a verb of rescheduling, not "reduce to 1/2"
_MOVED_TO = re.compile(r"\b(?:move[sd]?|moving|push(?:ed|ing)?|postpone[sd]?|reschedul(?:e[sd]?|ing)|shift(?:ed)?|"
                       r"bump(?:ed)?|delay(?:ed)?|slip(?:ped|s)?|change[sd]?|set)\b[^.?!\d]{0,40}\bto\s$", _I)
# "1/2-3/4 cup", "2/3-3/4 of the mix": fractions before a measure
_MEASURE_AFTER = re.compile(r"\s*(?:cups?|c\.|tsp|tbsp|teaspoons?|tablespoons?|inch(?:es)?|in\.|oz|ounces?|lbs?|pounds?|"
                            r"miles?|mi|kg|g|ml|l|of|inches|ft|feet|yards?)\b", _I)


def h_month_day_slash_framed(m: re.Match[str], today: date):
    """on 3/5 / due 4/25 / Thu 12/10 / 4/25 at 4pm / move the sync to 3/21: a month/day where the words around it
    make it one (see _SLASH_LEAD, _MOVED_TO)."""
    before = m.string[max(0, m.start() - 12):m.start()]
    event = (_EVENT_LEAD.search(before) and not m.group("sp") and not _OF_AFTER.match(m.string, m.end())
             and not _fraction_after_event(m) and not _RATING_AFTER.match(m.string, m.end()))
    alone = (alone_on_line(m.string, m.start(), m.end())  # "12/25" on a line of its own (round 26)
             and not not_a_day(*(int(m.group(g)) for g in sorted(("M", "D"), key=m.start))))  # as written
    if _SLASH_LEAD.search(before) or event or (not m.group("sp") and _SLASH_CLOCK.match(m.string, m.end())) or (
            before.endswith("to ") and _MOVED_TO.search(m.string, max(0, m.start() - 60), m.start())) or alone:
        mo, d = int(m.group("M")), int(m.group("D"))
        if mo != d and d <= 12 and day_first(m.string, today):  # "Wed 2/12", "Mon 30/11 to Wed 2/12": 2 December
            r = _day(today.year, d, mo, relative=True)
            return r if r == VOID else (*r, ("month_day", d, mo))
        return h_month_day_slash(m, today)
    return None


_SLASH_PAIR = re.compile(r"(?:\b(?P<wd>mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)(?:day|(?<=wed)nesday|(?<=sat)urday)?[,.]?\s+)?"
                         r"(?<![\d/.])(?P<a>3[01]|[12]\d|0?[1-9])/(?P<b>3[01]|[12]\d|0?[1-9])(?![\d/]|\.\d)", _I)


@lru_cache(maxsize=256)
def day_first(text: str, today: date) -> bool:
    """Are the text's slash dates day/month (British, Indian, Singaporean order)? Only when one of them proves it
    and none proves the US order: a first part over 12 ("30/11"), or a weekday before it that only the day/month
    reading falls on within half a year of today ("Wed 2/12" in December 2026: 2 December is a Wednesday, 12
    February a Friday); a second part over 12, or a weekday only the US reading has, proves month/day. With no
    proof the US reading stands (README)."""
    if "/" not in text:
        return False
    proof = set()
    for m in _SLASH_PAIR.finditer(text):
        a, b = int(m.group("a")), int(m.group("b"))
        if (a > 12 and b > 12) or (a, b) == (24, 7):
            continue  # a score ("18/20") or round the clock ("open 24/7"): no date, no proof (review12a)
        if a > 12 or b > 12:
            proof.add("dm" if a > 12 else "md")
        elif m.group("wd") and a != b:
            us, dm = _falls_on(a, b, weekday_of(m.group("wd")), today), _falls_on(b, a, weekday_of(m.group("wd")), today)
            if us != dm:
                proof.add("md" if us else "dm")
    return proof == {"dm"}


def _falls_on(mo: int, d: int, weekday: int, today: date) -> bool:
    """Is month ``mo`` day ``d`` that weekday in a year that puts it within half a year of today?"""
    return any(valid_day(y, mo, d) and abs((date(y, mo, d) - today).days) <= 183 and date(y, mo, d).weekday() == weekday
               for y in (today.year - 1, today.year, today.year + 1))


def h_month_day_slash_dash(m: re.Match[str], today: date):
    """OOO 12/23–1/2 / blocking off 3/24-3/28 / 3/28 through 4/3: two month/days joined by a dash or "through", read
    as a range of at most two months
    (a longer one, or one before a measure, is a pair of fractions: "1/2-3/4 cup")."""
    if _MEASURE_AFTER.match(m.string, m.end()):
        return None
    r = h_month_day_slash_range(m, today)
    if r is None or r == VOID or (r[1] - r[0]).days > 62:  # a dash alone claims nothing: "1/2-3/4" may be read apart
        return None
    return r


def h_day_range_of_month(m: re.Match[str], today: date):
    """5-10 January 2020 / 12 to 16 september / between the 5th and the 10th of January: days of a named month."""
    d1, d2 = day_of(m.group("d1")), day_of(m.group("d2"))
    mo = month_of(m.group("mon"))
    y = year_of(m.group("Y"), today) if m.group("Y") else today.year
    if d1 >= d2 or not valid_day(y, mo, d1):
        return None
    if not valid_day(y, mo, d2):
        return VOID
    slot = None if m.group("Y") else ("month_days", mo, d1, d2)
    return date(y, mo, d1), date(y, mo, d2), "range", None, not m.group("Y"), slot


def h_last_night(m: re.Match[str], today: date):
    """last night / late last night: yesterday (the night began then)."""
    d = today - timedelta(days=1)
    return d, d, "day", None, True


def h_past_weekend(m: re.Match[str], today: date):
    """this past weekend / the past weekend: the latest Saturday-Sunday that has begun, today's if it is one."""
    sat = today - timedelta(days=(today.weekday() - 5) % 7)
    return sat, sat + timedelta(days=1), "week", None, True


def h_nth_weekend(m: re.Match[str], today: date):
    """the last weekend of October / first weekend of March 2027 / the last weekend of the month (this one's) / of the
    year (this year's): that Saturday and the Sunday after it."""
    n = ORDINALS[m.group("ord").lower()]
    slot = ("nth_weekend", n)
    if (m.group("unit") or "").lower() == "year":  # "the last weekend of the year": this year's
        r = place(slot, date(today.year, 1, 1), date(today.year, 12, 31), "year", today)
        return (*r, None, True) if r else None
    r = place(slot, date(today.year, today.month, 1), month_end(today.year, today.month), "month", today)
    return ((*r, None, True) if m.group("unit") else (*r, None, True, slot)) if r else None


def h_month_apostrophe_year(m: re.Match[str], today: date):
    """Aug '19 / March ’24: a month of a two-digit year."""
    mo, y = month_of(m.group("mon")), year_of(m.group("yy"), today)
    return date(y, mo, 1), month_end(y, mo), "month", None, False


def h_next_last_month_name(m: re.Match[str], today: date):
    """next March (the first March after this month) / last March (the latest before this month) / this March."""
    mo = month_of(m.group("mon"))
    which = m.group("which").lower()
    y = today.year
    if which in ("next", "coming", "upcoming", "following"):
        y += 1 if mo <= today.month else 0
    elif which in ("last", "previous", "past"):
        y -= 1 if mo >= today.month else 0
    return date(y, mo, 1), month_end(y, mo), "month", None, True


def h_short_weekday(m: re.Match[str], today: date):
    """Mon, February 18 / Fri Jul 18: an abbreviated weekday before a date; the date decides (see compose)."""
    wd = weekday_of(m.group("wd"))
    d = today + timedelta(days=(wd - today.weekday()) % 7)
    return d, d, "day", None, True, ("weekday", wd)


def h_in_rel_unit(m: re.Match[str], today: date):
    """in next month / in last year (no "the"): the calendar unit, so "the second Tuesday in next month" composes;
    "in the next month" stays a rolling window."""
    delta = {"next": 1, "last": -1, "this": 0, "previous": -1}[m.group("w").lower()]
    s0, e0 = unit_range(today, m.group("u").lower(), delta)
    return s0, e0, m.group("u").lower(), None, True


def h_glued_month_day(m: re.Match[str], today: date):
    """Feb13 / oct3rd: a month and a day written together (this year)."""
    mo, d = month_of(m.group("mon")), int(m.group("d"))
    r = _day(today.year, mo, d, relative=True)
    return r if r == VOID else (*r, ("month_day", mo, d))


# a word that names a release before its number: "Firmware 2024.10.1", "version 2019.3", "Build 20H2" are releases
# (or after such a word and a major number: "Windows 11 24H2", "Build 2 2024.10.1")
VERSION_LABEL = re.compile(r"\b(?:v|ver|version|release|build|firmware|fw|patch|update|windows|os)\.?\s*(?:#\s*)?"
                           r"(?:\d{1,3}(?:\.\d{1,3})?,?\s+)?$", _I)


# round 17: a release noun after a dotted number names the number a release too ("the 2027.1 release", "the 2026.12
# LTS build")
_VERSION_NOUN_AFTER = re.compile(r"\s+(?:release|build|version|update|patch|branch|beta|preview|sdk|lts|rc\d*)\b", _I)


def after_version_label(m: re.Match[str]) -> bool:
    return bool(VERSION_LABEL.search(m.string, max(0, m.start() - 24), m.start())
                or (isinstance(m, re.Match) and _VERSION_NOUN_AFTER.match(m.string, m.end())))


_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9, "X": 10, "XI": 11,
          "XII": 12}


def h_iso_date(m: re.Match[str], today: date):
    """2021-02-29 / 2024/02/29 / 2024.2.29: year first; an impossible day gives no span (not its month). A dotted
    one after a release word is a calendar-versioned release ("Firmware 2024.10.1"): claimed, no span."""
    if m.group("s") == "." and after_version_label(m):
        return VOID
    return _day(int(m.group("Y")), int(m.group("M")), int(m.group("D")))


# a dotted number that is a value, not M.YYYY: a value word before it (净值1.2345, 汇率7.2031, 收于3.2456) or a unit
# after it (1.2031%, 1.2345元, 3.2456点, 2.1034倍)
_VALUE_BEFORE = re.compile(r"(?:净值|价格?|汇率|利率|收益率|指数|收于|收盘|报价?|点位|估值|市盈率|涨幅|跌幅|比率|系数|NAV|rate)"
                           r"(?:\s*[为是:：])?\s*$", re.IGNORECASE)
_VALUE_AFTER = re.compile(r"\s*(?:%|％|元|块|倍|点|万|亿|美元|港元|欧元|米|公里|千克|公斤|克|斤|吨|度|厘米|毫米|升)")


def dotted_value(m: re.Match[str]) -> bool:
    """Whether a dotted M.YYYY match is a decimal value by the words around it."""
    return (bool(_VALUE_BEFORE.search(m.string, max(0, m.start() - 8), m.start()))
            or bool(_VALUE_AFTER.match(m.string, m.end())))


def h_month_dash_year(m: re.Match[str], today: date):
    """10-2019 / Oct-2019 / Oct.2019: a month of a year (not a value with four decimals: 净值1.2345, 1.2031%)."""
    if m.group(0)[-5] == "." and m.group("M") and dotted_value(m):
        return VOID
    raw = m.group("M") or m.group("mon")
    mo = int(raw) if raw.isdigit() else month_of(raw)
    y = int(m.group("Y"))
    return (date(y, mo, 1), month_end(y, mo), "month", None, False) if 1 <= mo <= 12 else None


def h_quarter_year(m: re.Match[str], today: date):
    """2018Q4 / 2018-Q4 / 18Q4 / Q4'18 / Q4 '18 / 2H 2025 / 1H'24 / H1'25: a quarter or half of a year (not a
    release named so: "Build 20H2", "version 24H2")."""
    if after_version_label(m):
        return VOID
    raw_y = m.group("Y") or m.group("Y2")
    y = year_of(raw_y, today)
    if m.group("q") or m.group("q2"):
        q = int(m.group("q") or m.group("q2"))
        return date(y, 3 * q - 2, 1), month_end(y, 3 * q), "quarter", None, False
    h = int(m.group("h") or m.group("h2"))
    s0, e0 = (date(y, 1, 1), date(y, 6, 30)) if h == 1 else (date(y, 7, 1), date(y, 12, 31))
    return s0, e0, "half", None, False


def h_unit_before_last(m: re.Match[str], today: date):
    """the week before last / the month after next / the year before last: two calendar units away."""
    unit = m.group("u").lower()
    s0, e0 = unit_range(today, unit, -2 if m.group("dir").lower() == "before" else 2)
    return s0, e0, unit, None, True


def h_weekday_before_last(m: re.Match[str], today: date):
    """the Monday before last: a week before "last Monday" (the latest Monday before today)."""
    wd = weekday_of(m.group("wd"))
    d = today - timedelta(days=((today.weekday() - wd) % 7 or 7) + 7)
    return d, d, "day", None, True


def h_weekend_before_last(m: re.Match[str], today: date):
    """the weekend before last: a week before "last weekend" (the Saturday-Sunday of the week before this one)."""
    _, sun = week_of(today - timedelta(weeks=2))
    return sun - timedelta(days=1), sun, "week", None, True


def h_coming_weekend(m: re.Match[str], today: date):
    """this coming weekend / the upcoming weekend: the next Saturday-Sunday, or the one holding today."""
    sat = today + timedelta(days=(5 - today.weekday()) % 7) if today.weekday() != 6 else today - timedelta(days=1)
    return sat, sat + timedelta(days=1), "week", None, True


def h_coming_weekday(m: re.Match[str], today: date):
    """this coming Friday / the following Monday / upcoming Tuesday: the next such day after today."""
    wd = weekday_of(m.group("wd"))
    d = today + timedelta(days=(wd - today.weekday()) % 7 or 7)
    return d, d, "day", None, True


def h_rel_weekend(m: re.Match[str], today: date):
    """this week-end / next week end / last wkend: the Saturday-Sunday of that week."""
    delta = {"this": 0, "current": 0, "next": 1, "coming": 1, "last": -1, "previous": -1}[m.group("w").lower()]
    _, sun = week_of(today + timedelta(weeks=delta))
    return sun - timedelta(days=1), sun, "week", None, True


def h_weekday_and_day(m: re.Match[str], today: date):
    """Tuesday 19th / Thu the 15th: the next date (today included) that is both that day of a month and that
    weekday, within seven years; none, no span."""
    wd, d = weekday_of(m.group("wd")), int(m.group("d"))
    y, mo = today.year, today.month
    for _ in range(84):
        if valid_day(y, mo, d) and date(y, mo, d) >= today and date(y, mo, d).weekday() == wd:
            x = date(y, mo, d)
            return x, x, "day", None, True
        y, mo = add_months(y, mo, 1)
    return VOID


def h_range_over_new_year(m: re.Match[str], today: date):
    """from December to February / Dec-Feb 2026 / Dec 20 - Jan 5: a range whose second month comes earlier in the
    year runs into the next year (the first one's year is today's, or the year before a written year)."""
    m1, m2 = month_of(m.group("mon")), month_of(m.group("mon2"))
    d1, d2 = m.groupdict().get("d"), m.groupdict().get("d2")
    if (m2, int(d2 or 0)) >= (m1, int(d1 or 0)):
        y = int(m.group("Y")) if m.group("Y") else today.year  # a month-day without a year is this year's
        if d1 and not (valid_day(y, m1, int(d1)) and valid_day(y, m2, int(d2))):
            return VOID  # "April 31 - May 2": no part of it is read
        return None  # an ordinary range: the base rules read it
    y2 = int(m.group("Y")) if m.group("Y") else today.year + 1
    y1 = y2 - 1
    if d1:
        if not (valid_day(y1, m1, int(d1)) and valid_day(y2, m2, int(d2))):
            return VOID
        return date(y1, m1, int(d1)), date(y2, m2, int(d2)), "range", None, not m.group("Y")
    return date(y1, m1, 1), month_end(y2, m2), "range", None, not m.group("Y")


def unit_range(today: date, unit: str, delta: int) -> tuple[date, date]:
    if unit == "week":
        return week_of(today + timedelta(weeks=delta))
    if unit == "month":
        y, mo = add_months(today.year, today.month, delta)
        return date(y, mo, 1), month_end(y, mo)
    if unit == "quarter":
        idx = today.year * 4 + (today.month - 1) // 3 + delta
        y, q = idx // 4, idx % 4 + 1
        return date(y, 3 * q - 2, 1), month_end(y, 3 * q)
    y = today.year + delta
    return date(y, 1, 1), date(y, 12, 31)


_Y4 = r"(?:1[6-9]|2\d)\d{2}"
_WD3 = r"(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)(?:day|(?<=wed)nesday|(?<=sat)urday)?"  # a weekday, short or full
RULES = [
    # a spelled ordinal past any month's end ("the thirty-second of May", "the forty-first of June"): no day and no
    # month (round 17b)
    (re.compile(rf"\b(?:the\s+)?(?:thirty[\s-](?:second|third|fourth|fifth|sixth|seventh|eighth|ninth)|(?:forty|fifty|"
                rf"sixty|seventy|eighty|ninety)[\s-](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|"
                rf"(?:fort|fift|sixt|sevent|eight|ninet)ieth)\s+(?:of\s+)?{MON}\b\.?", _I), lambda m, t: VOID),
    (re.compile(rf"(?<![\d/.\-Qq])(?P<M>1[0-2]|0?[1-9])/(?P<Y>{_Y4})(?![\d/\-]|\.\d)"), h_month_slash_year),
    (re.compile(rf"(?<![\d/.\-])(?P<a>\d{{1,2}})(?P<s>[-/])(?P<b>\d{{1,2}})(?:(?P=s)|\s*,\s*)(?P<Y>{_Y4}|\d{{2}})"
                r"(?![\d/\-A-Za-z]|\.\d)"), h_numeric_dmy),  # (not glued to letters: "part 17-05-2018X")
    (re.compile(rf"(?<![\w.])(?P<d1>[12]\d|3[01]|0?[1-9])\.(?:(?P<m1>1[0-2]|0?[1-9])\.)?\s*[-–]\s*"
                rf"(?P<d2>[12]\d|3[01]|0?[1-9])\.(?P<m2>1[0-2]|0?[1-9])\.(?P<Y>{_Y4})(?![\w.]|\.\d)"), h_dotted_range),
    # European dotted day.month.year with a two-digit year, both day and month written with two digits ("28.02.30",
    # "01.12.29"; a version "3.12.10" pads neither; round 17b): day first
    (re.compile(r"(?<![\w.])(?P<b>[0-2]\d|3[01])\.(?P<a>0[1-9]|1[0-2])\.(?P<Y>\d{2})(?![\w]|\.\d)"),
     h_dotted_dmyy),
    (re.compile(rf"(?<![\w.])(?<!week\s)(?<!weeks\s)(?P<d>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?(?:\.\s*|[/\-]|\s*)(?:of\s+)?(?P<mon>{MON})"
                rf"(?:\.?(?:\s*[.,]\s*|\s+)(?P<Y>{_Y4})|[/\-](?P<Y2>{_Y4}|\d{{2}})|\.)?\b", _I), h_day_mon_year),
    (re.compile(rf"(?<![\w.])(?P<Y>{_Y4})\s*[-/.]\s*(?P<mon>{MON})\.?\s*[-/.]\s*(?P<d>[12]\d|3[01]|0?[1-9])\b", _I),
     h_day_mon_year),
    # airline and booking systems: "31DEC26", "05JAN27", "12Mar2027" (day, three-letter month, year, glued)
    (re.compile(r"(?<![\w.])(?P<d>[12]\d|3[01]|0?[1-9])(?P<mon>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
                rf"(?P<Y>{_Y4}|\d{{2}})(?!\w|[.-]\w)", _I), h_day_mon_year),
    (re.compile(rf"\b(?P<mon>{MON})\.?\s+(?P<d>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\b(?!:\d)(?:,?\s+(?P<Y>{_Y4})\b)?", _I),
     h_mon_day_void),
    (re.compile(rf"\b(?:3[2-9]|[4-9]\d)(?:st|nd|rd|th)?\s+(?:of\s+)?{MON}\.?,?\s+{_Y4}\b|\b{MON}\.?\s+(?:3[2-9]|[4-9]\d)"
                rf"(?:st|nd|rd|th)?,?\s+{_Y4}\b", _I), lambda m, t: VOID),  # "32 Dec 2026": no such day, no month either
    (re.compile(rf"\b(?:the\s+)?(?:3[2-9]|[4-9]\d)(?:st|nd|rd|th)\s+of\s+{MON}\b|\b{MON}\.?\s+(?:the\s+)?(?:3[2-9]|[4-9]\d)"
                r"(?:st|nd|rd|th)\b", _I), lambda m, t: VOID),  # "the 32nd of March": no such day, no month either
    # "Thursday, 32 December", "on 35 May": a day no month has, where a weekday or a date word frames it as a date
    (re.compile(rf"\b(?:3[2-9]|[4-9]\d)(?:st|nd|rd|th)?\s+(?:of\s+)?{MON}\b", _I),
     lambda m, t: VOID if _DATE_FRAME_BEFORE.search(m.string, max(0, m.start() - 16), m.start()) else None),
    (re.compile(rf"\b(?:on\s+)?(?:the\s+(?P<d>{DAY})|(?P<d2>\d{{1,2}}(?:st|nd|rd|th)?)(?=\s+of\s+(?:the\s+)?(?:next|last|this|previous|current|following)\s+month\b))(?=\s*(?:$|[,.;:!?)]|(?:of(?!\s+\d)|at|in|on|and|to|through|thru|until|till|then|too|instead|again|anyway|though|tho|lol|lmao|haha\w*|btw|ok|okay|please|pls)\b|-|–|(?:next|last|this|coming|previous)\s+month\b))"
                rf"(?!{_ORDINAL_OF_THING})(?![-–][A-Za-z]|[:.][\dA-Za-z]|,\d{{3}}(?!\d))(?![-–]\d{{1,2}}\s+(?!(?:of|in|this|next|last)\b)[a-z])", _I),
     h_the_day),  # not "the 2-1 win": a score, nor "the 7-Eleven": a name, nor "the 1:1" / "the 2.0 release"
    # "the 13th of the month": the next such day, as "the 13th" (the month is the one it falls in)
    (re.compile(rf"\b(?:on\s+)?the\s+(?P<d>{DAY})\s+of\s+the\s+month\b(?!\s+(?:of|before|after|in)\b)", _I),
     lambda m, t: h_the_day(_Groups(m, d2=None), t)),
    # round 17: "the first of the month" is the next 1st, as "the 1st of the month"; "the last of the month" this
    # month's last day (never behind today)
    (re.compile(r"\b(?:on\s+)?the\s+(?P<e>first|last)\s+of\s+the\s+month\b(?!\s+(?:of|before|after|in)\b)", _I),
     lambda m, t: h_the_day(_Groups(m, d="1", d2=None), t) if m.group("e").lower() == "first"
     else (month_end(t.year, t.month), month_end(t.year, t.month), "day", None, True)),
    # round 17: "the rest / remainder / balance of 2026" in the year it names is today to its end
    (re.compile(rf"\b(?:the\s+)?(?:rest|remainder|balance)\s+of\s+(?P<Y>{_Y4})\b", _I),
     lambda m, t: (t, date(t.year, 12, 31), "range", None, True) if int(m.group("Y")) == t.year else None),
    # round 18b: "the 100th day of 2028", "the hundredth day of the year", "the 256th day of next year": a day of the
    # year past the 31st (the 1st to 31st are January's, read below); past the year's last day, none
    (re.compile(rf"\b(?:on\s+)?the\s+(?:(?P<n>[1-9]\d{{1,2}})(?:st|nd|rd|th)|(?P<h>(?:one\s+)?hundredth))\s+day\s+of\s+"
                rf"(?:(?:the\s+year\s+)?(?P<Y>{_Y4})|(?P<rel>the|this|next|last)\s+year)\b", _I), h_day_of_year),
    # "every Tuesday", "each other Friday": a set of days, no one day (as 每周三)
    (re.compile(rf"\b(?:on\s+)?(?:the\s+)?(?:{ORD}|{DAY}|{DAY_WORD})(?:\s+(?:{WD}|(?:(?:business|working|work|trading|banking)\s+|week)day|day|"
                r"week(?:[\s-]?end)?))?\s+of\s+(?:every|each)\s+(?:other\s+|single\s+)?(?:month|quarter|year|week)\b", _I),
     lambda m, t: VOID),  # "renews on the 15th of every month", "the first Monday of each month": a set
    # (ordinals of the month before it too: "every 2nd and 4th Wednesday", "every first & third Monday", "every third
    # Thursday"; short names: "every other Fri"; round 17b)
    (re.compile(rf"\b(?:every|each)\s+(?:other\s+|single\s+|(?:{ORD}|{DAY_WORD})(?:\s*(?:,|and|&|or)\s*(?:{ORD}|{DAY_WORD}))*\s+)?"
                r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)s?\b\.?)"
                r"(?![\w'’-])", _I), lambda m, t: VOID),
    (re.compile(rf"(?<!week\s)(?<!weeks\s)\b(?:on\s+)?(?:the\s+)?(?:(?P<d>{DAY})|(?P<dw>{DAY_WORD}))\s+of\s+(?P<mon>{MON})\b"
                rf"(?:,?\s+(?P<Y>{_Y4})\b)?", _I), h_day_of_month),
    (re.compile(rf"\b(?P<mon>{MON})\s+(?:the\s+)?(?:(?P<d>{DAY})|(?P<dw>{DAY_WORD}))\b(?!:\d)"  # not "6 Sep 10:30"'s hour
                rf"(?:,?\s+(?P<Y>{_Y4})\b)?", _I), h_month_then_day),
    # "the first of next month", "the fifteenth of last month": a spelled day placed in the month that follows
    (re.compile(rf"\b(?:on\s+)?the\s+(?P<d>{DAY_WORD})(?=\s+of\s+(?:the\s+)?(?:next|last|this|previous|current|"
                r"following|coming)\s+month\b)", _I), lambda m, t: h_the_day(_Groups(m, d2=None), t)),
    # (a short weekday too, "the 1st Mon of the month", "the 2nd Tue of next month": between an ordinal and "of" / "in"
    # it is no English word; round 17b)
    (re.compile(rf"\b(?:the\s+)?(?P<ord>{ORD})\s+(?P<wd>{WD}|{WD_SHORT}(?![\w'’-]))(?:\s+(?:of|in)\s+(?:the|this|current)\s+(?P<unit>month|year|quarter)\b|(?=\s+(?:of|in)\b))", _I), h_nth_weekday),
    (re.compile(rf"\b(?:the\s+)?(?:(?P<back>second|third|2nd|3rd)\s+)?(?P<ord>{ORD})\s+week(?:\s+(?:of|in)\s+(?:the|this|current)\s+(?P<unit>month|year|quarter)\b|(?=\s+(?:of|in)\b))", _I),
     h_nth_week),
    (re.compile(rf"\b(?:the\s+|this\s+(?=\d))?(?P<ord>{ORD}|{DAY})\s+(?P<back>last\s+)?day(?:\s+(?:of|in)\s+(?:the|this|current)\s+(?P<unit>month|year|quarter)\b|(?=\s+(?:of|in)\b))", _I), h_nth_day),
    (re.compile(rf"\b(?:the\s+)?(?P<ord>{ORD}|{DAY})\s+(?:(?:business|working|work|trading|banking)\s+|week)day(?:\s+(?:of|in)\s+(?:the|this|current)\s+"
                r"(?P<unit>month|year|quarter)\b|(?=\s+(?:of|in)\b))", _I), h_nth_workday),
    (re.compile(r"\b(?:at\s+)?(?:(?:the\s+)?(?P<p>early|mid|late|beginning|start|middle|end)(?:\s*-\s*|\s+of\s+"
                r"|(?:(?<=early)|(?<=late))\s+in\s+|(?:(?<=early)|(?<=mid)|(?<=late))\s+)"
                # (round 20: "early in the next month", "late in the following year")
                r"(?:the\s+(?=(?:next|coming|following|last|previous|past)\s))?"
                r"(?P<w>this|current|next|coming|following|last|previous|past|the)"
                r"\s+(?P<u>week|month|quarter|year)"
                r"|(?:the\s+)?(?P<eo>[EB]O[MYW])|(?P<mp>mid)[\s-]?(?P<mu>month|quarter|year)|(?P<eu>month|quarter|year)[\s-]end)\b",
                _I), h_part_rel),
    # (round 21: a quarter too, "the rest of the quarter", "later this quarter"; finance's "the balance of the year")
    (re.compile(r"\b(?:(?P<w>earlier|later)(?:\s+on)?\s+(?:this|in\s+the)|(?:the\s+)?(?P<rest>rest|remainder|balance(?!\s+of\s+(?:the|this)\s+\w+['’]s))\s+of\s+"
                r"(?:the|this))\s+(?P<u>week|month|quarter|year)\b", _I), h_earlier_later),  # (not "the balance of the quarter's rent")
    (re.compile(r"\b(?:the\s+|this\s+(?=coming|upcoming))?(?:coming|upcoming|following|next)\s+(?P<u>week|month|quarter|qtr|year|yr)\b", _I),
     h_next_unit),
    (re.compile(rf"\b(?:(?:in|over|during|within|for)\s+)?(?:the\s+)?(?P<dir>next|coming|upcoming|following|past|last"
                rf"|previous|preceding|prior|trailing)\s+(?P<dur>{NUM}(?:\s+and\s+a\s+half)?\s+(?:day|week|fortnight|month|quarter|year|decade)s?(?:\s+and\s+a\s+half\b)?"
                rf"(?:\s*(?:(?:,|and)\s*)?{NUM}\s+(?:day|week|fortnight|month|quarter|year|decade)s?)*)\b", _I), h_window),
    (re.compile(rf"\b(?:from\s+)?(?:the\s+)?(?P<d1>{DAY})\s*(?:to|till|until|through|thru|-|–)\s*(?:the\s+)?"
                rf"(?P<d2>{DAY})\b(?=\s+(?:(?:of|in)\s+)?(?:{MON}|(?:next|last|this)\s+month)\b)", _I), h_day_range),
    (re.compile(rf"\b(?:(?:between|from)\s+(?P<w1>{WD})\s+(?:and|to|till|until|through|thru|-)|(?<!last )(?<!next )(?<!this )(?P<w1b>{WD})\s*"
                rf"(?:to|till|until|through|thru|-|–))\s*(?P<w2>{WD})\b", _I),
     h_weekday_range),
    (re.compile(rf"\b(?P<Y>{_Y4})\s+(?P<mon>{MON})\b(?!\s*\d)", _I), h_month_year_glued),
    # round 20: no month holds a sixth or seventh of a weekday ("the sixth Friday of March"): claimed, no span
    (re.compile(rf"\b(?:the\s+)?(?:sixth|seventh|6th|7th)\s+(?:{WD}|{WD_SHORT}(?![\w'’-]))\s+(?:of|in)\b", _I),
     lambda m, t: VOID),
    (re.compile(rf"\b(?:the\s+)?(?P<wd>{WD})\s+after\s+next\b", _I), h_weekday_after_next),
    # round 20: "the Friday after this (one)" / "the Friday after this week": a week after this week's Friday ("the
    # Friday after this meeting" names no day: a noun after "this")
    (re.compile(rf"\b(?:the\s+)?(?P<wd>{WD})\s+after\s+this(?:\s+(?:one|week|wk))?\b(?![\w'’-])"
                r"(?!\s+(?!(?:at|and|or|please|pls|then|works?|ok|okay)\b)[a-z])", _I), h_weekday_after_this),
    (re.compile(rf"\b(?P<n>{NUM})\s+(?P<wd>{WD})s\s+(?P<dir>from\s+now|hence|ago|back)\b", _I), h_n_weekdays),
    (re.compile(r"\b(?:(?P<which>this|next|last|previous|coming)\s+)?(?P<h>"
                + holidays_en.names_regex(holidays_en.NAMES)
                + rf")(?:\b|(?<=\.))(?:,?\s+(?:(?P<Y>{_Y4})\b|(?P<Ys>{spelled_en.RULE.pattern})))?", _I), h_holiday),
    # (not the "next" of a day after it: "a week after next Friday" is a week after that Friday; round 17b)
    (re.compile(rf"\b(?:the\s+)?week\s+after\s+next\b(?!\s+(?:{WD}|{MON})\b)", _I), h_week_after_next),
    (re.compile(r"\bthe\s+(?:(?P<p>early|mid|late)[\s-]+)?(?:(?P<c>nineteen|twenty)[\s-]?)?(?P<w>twenties|thirties|forties|fifties|sixties|seventies|eighties|"
                r"nineties)\b", _I),
     h_decade_word),
    # a season needs a leading word or a year: "Spring Boot", "prices fall" are not times
    (re.compile(rf"\b(?:(?:this\s+(?=past\b))?(?P<which>this|current|next|coming|last|previous|past)\s+(?P<s>spring|summer|autumn|fall|winter)"
                rf"|(?:in\s+(?:the\s+)?|during\s+(?:the\s+)?)(?P<s2>spring|summer|autumn|winter)(?!\s+(?:of\s+)?{_Y4}|\s+of\s+(?:the\s+)?(?:this|next|last|previous|coming|current)\s+year)"
                rf"|(?:the\s+)?(?P<s3>spring|summer|autumn|fall|winter)\s+(?:of\s+)?(?P<Y>{_Y4})"
                r"|(?:the\s+)?(?P<s4>spring|summer|autumn|fall|winter)\s+of\s+(?:the\s+)?(?P<ry>this|next|last|previous|coming|"
                r"current)\s+year)s?\b", _I),
     lambda m, t: h_season(_SeasonMatch(m), t)),
    # "2015 summer"; not "the 1964 Summer Olympics" (a name follows) nor "2015 winter games"
    (re.compile(rf"\b(?P<Y>{_Y4})\s+(?P<s>spring|summer|autumn|fall|winter)\b(?!\s+(?-i:[A-Z])|\s+(?:olympics|games|"
                r"paralympics|season|term|semester|collection|camp|school|session|break|sale)\b)", _I), h_season),
    (re.compile(rf"\b(?:the\s+)?year\s+(?P<Y>{_Y4})\b", _I),
     lambda m, t: (date(int(m.group("Y")), 1, 1), date(int(m.group("Y")), 12, 31), "year", None, False)),  # "the year 2015"
    # the year named after "the (calendar) year" in words or digits keeps its lead ("the year two thousand and one",
    # "the calendar year two thousand twenty-seven", "the calendar year 2027"; round 17b)
    (re.compile(rf"\bthe\s+(?:calendar\s+)?year\s+(?:(?P<Y>{_Y4})\b|(?P<Ys>{spelled_en.RULE.pattern}))", _I),
     lambda m, t: _year_named(int(m.group("Y")) if m.group("Y") else spelled_en.year_value(m))),
    (re.compile(r"\b(?:the\s+)?(?:previous|preceding|prior)\s+(?P<u>week|month|quarter|year)\b", _I), h_previous_unit),
    # (not "a fortnight before Christmas Eve": a day after "before" is the anchor the offset rules move)
    (re.compile(rf"\b(?P<n>{NUM})\s+fortnights?\s+(?P<dir>ago|before(?!\s+\w)|earlier|back|hence|from\s+now|later)\b", _I),
     h_fortnight),
    (re.compile(r"\b(?:from|between)\s+(?P<M>1[0-2]|0?[1-9])/(?P<D>3[01]|[12]\d|0?[1-9])\s*(?:-|–|to|through|thru|until|"
                r"till|and)\s*(?P<M2>1[0-2]|0?[1-9])/(?P<D2>3[01]|[12]\d|0?[1-9])" + _PAIR_YEAR + r"(?![\d/]|\.\d|\s*(?:,\s*)?\d)", _I),
     lambda m, t: None if _MEASURE_AFTER.match(m.string, m.end()) else h_month_day_slash_range(m, t)),
    # (before a measure they are fractions: "between 1/2 and 3/4 cups of flour", review11)
    # the same pair in day/month order, which a day over 12 on either end proves ("from 1/12 to 24/12", British and
    # Indian offers)
    (re.compile(r"\b(?:from|between)\s+(?P<D>3[01]|[12]\d|0?[1-9])/(?P<M>1[0-2]|0?[1-9])\s*(?:-|–|to|through|thru|until|"
                r"till|and)\s*(?P<D2>3[01]|[12]\d|0?[1-9])/(?P<M2>1[0-2]|0?[1-9])" + _PAIR_YEAR + r"(?![\d/]|\.\d|\s*(?:,\s*)?\d)", _I),
     lambda m, t: h_month_day_slash_range(m, t) if max(int(m.group("D")), int(m.group("D2"))) > 12
     and not _MEASURE_AFTER.match(m.string, m.end()) else None),
    (re.compile(r"(?<![\d/.])(?P<M>1[0-2]|0?[1-9])(?P<sp>\s*)/\s*(?P<D>3[01]|[12]\d|0?[1-9])(?![\d/]|\.\d|\s*(?:,\s*)?\d(?!\d?(?::\d{2})?\s*[ap]\.?m\b))"),
     h_month_day_slash_framed),
    (re.compile(rf"(?<![\w.\-/#])(?P<Y>{_Y4})/(?P<Y2>\d{{2}})(?![\w\-/%]|[.,]\d)"), h_season_years),
    # C's asctime, as git log and many logs print it: "Mon Nov 30 17:45:12 2026" (the year after the clock); Unix
    # date(1) puts its zone between ("Thu Oct 26 11:00:09 EDT 2023", chrono-node's tests; dateutil's "BRST 2003"):
    # the year was dropped and a weekday-matching year taken (round 30)
    (re.compile(rf"\b{_WD3}\s+(?P<mon>{MON})\s+(?P<d>[12]\d|3[01]|0?[1-9])\s+\d{{1,2}}:\d{{2}}(?::\d{{2}})?"
                rf"(?:\s+(?-i:[A-Z]{{2,4}}T|UTC|GMT|UT|Z))?\s+(?P<Y>{_Y4})\b",
                _I), h_day_mon_year),
    # a weekday before a dotted day.month. ("Sat 19.12.", "Fr 4.12 at 8pm" in European listings): that day, the date
    # deciding (the weekday is its frame, as "Thu 12/10")
    (re.compile(r"\b(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)(?:day|(?<=wed)nesday|(?<=sat)urday)?\.?,?\s+"
                r"(?P<D>3[01]|[12]\d|0?[1-9])\.(?P<M>1[0-2]|0?[1-9])(?:\.(?!\d))?(?![\d.]|\.\d)", _I), h_month_day_slash),
    # a day over 12 first can only be day/month ("ends on 31/12", British and Indian order), framed the same way
    (re.compile(r"(?<![\d/.])(?P<D>3[01]|2\d|1[3-9])(?P<sp>\s*)/\s*(?P<M>1[0-2]|0?[1-9])(?![\d/]|\.\d|\s*(?:,\s*)?\d(?!\d?(?::\d{2})?\s*[ap]\.?m\b))"),
     h_month_day_slash_framed),
    (re.compile(r"(?<![\d/.,])(?<!\d\s)(?P<M>1[0-2]|0?[1-9])/(?P<D>3[01]|[12]\d|0?[1-9])(?:\s?[-–]\s?|\s+(?:through|thru|to|"
                r"until|till)\s+)(?P<M2>1[0-2]|0?[1-9])/"
                r"(?P<D2>3[01]|[12]\d|0?[1-9])" + _PAIR_YEAR + r"(?![\d/]|\.\d|\s*(?:,\s*)?\d)", _I), h_month_day_slash_dash),
    # round 19: the same dashed pair day first, which a day over 12 on either end proves ("OOO 28/12 – 01/01",
    # "away 23/12-2/1"; "1/2-3/4 cup" stays fractions)
    (re.compile(r"(?<![\d/.,])(?<!\d\s)(?P<D>3[01]|[12]\d|0?[1-9])/(?P<M>1[0-2]|0?[1-9])(?:\s?[-–]\s?|\s+(?:through|thru|to|"
                r"until|till)\s+)(?P<D2>3[01]|[12]\d|0?[1-9])/"
                r"(?P<M2>1[0-2]|0?[1-9])" + _PAIR_YEAR + r"(?![\d/]|\.\d|\s*(?:,\s*)?\d)", _I),
     lambda m, t: h_month_day_slash_dash(m, t) if max(int(m.group("D")), int(m.group("D2"))) > 12 else None),
    # a bare month name; "may" only as a capitalised name not followed by a subject ("May I ask") or in lower case
    # after "of" ending the phrase or before a number ("the last week of may", "end of may 2027"), "march" not as
    # the verb before "on" ("March on, soldiers!", "they march on the capital"; "March on the 5th" is the month)
    (re.compile(r"\b(?P<mon>(?i:january|february|(?<=\bin\s)march|march(?!\s+on\b(?!\s+(?:the\s+)?\d))|april|june|july|august|september|october|november|december|"
                r"(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?|(?<=\bof\s)may(?=\s*(?:$|[,;:!?)]|\.(?:\s|$)|\d)))"
                r"|May(?!\s+(?:I|we|you|he|she|it|they|be|not)\b))"
                r"(?![\w'’-])"), h_bare_month),
    (re.compile(rf"\b(?P<mon>{MON}),\s*(?P<Y>{_Y4})\b", _I), h_month_year_glued),
    (re.compile(rf"\b(?:(?:from|between)\s+)?(?:the\s+)?(?P<d1>{DAY})\s*(?:to|till|until|through|thru|and|-|–)\s*"
                rf"(?:the\s+)?(?P<d2>{DAY})\s+(?:of\s+)?(?P<mon>{MON})\b\.?(?:,?\s+(?P<Y>{_Y4})\b)?", _I),
     h_day_range_of_month),
    # a short weekday before each day: "Sat 12 – Sun 13 Dec", "Mon 4 to Fri 8 January" (listings; the dates decide)
    (re.compile(rf"\b(?:from\s+)?{_WD3}\.?,?\s+(?P<d1>{DAY})\s*(?:to|till|until|through|thru|-|–)\s*{_WD3}\.?,?\s+"
                rf"(?P<d2>{DAY})\s+(?:of\s+)?(?P<mon>{MON})\b\.?(?:,?\s+(?P<Y>{_Y4})\b)?", _I),
     h_day_range_of_month),
    (re.compile(rf"\bbetween\s+(?:the\s+)?(?P<d1>{DAY})\s+and\s+(?:the\s+)?(?P<d2>{DAY})\b"
                rf"(?=\s+(?:of\s+)?(?:the\s+)?(?:next|last|this|previous|current|following)\s+month\b)", _I), h_day_range),
    (re.compile(rf"\b(?:between|from)\s+(?P<mon>{MON})\.?\s+(?P<d1>{DAY})\s*(?:and|to|till|until|through|thru|-|–)\s*"
                rf"(?:the\s+)?(?P<d2>{DAY})\b(?:,?\s+(?P<Y>{_Y4})\b)?" + _DAYS_END, _I), h_month_then_days),
    (re.compile(rf"\b(?P<mon>{MON})\.?\s+(?P<d1>{DAY})\s*(?:to|till|until|through|thru|-|–)\s*(?:the\s+)?(?P<d2>{DAY})"
                rf"\s+(?:of\s+)?(?P<mon2>{MON})\b(?:,?\s+(?P<Y>{_Y4})\b)?", _I), h_month_day_to_day_month),
    (re.compile(rf"\b(?P<rel>this|next|last|previous)\s+month(?:['’]s)?\s+(?:the\s+)?(?P<d1>{DAY})\s*(?:to|till|until|"
                rf"through|thru|-|–)\s*(?:the\s+)?(?P<d2>{DAY})\b" + _DAYS_END, _I), h_rel_month_days),
    (re.compile(r"\b(?:late\s+)?last\s+night\b", _I), h_last_night),
    # round 16: "by EOD", "before COB": the end of today's working day (before a day word the clock rules read it)
    # (only ending the phrase: "the EOD report" is a daily one)
    (re.compile(r"(?<![\w-])(?-i:EOD|COB|EOB)(?![\w-])(?=\s*(?:$|[,;:!?)]|\.(?:\s|$)|(?:pls|please|thanks|thx|ok|"
                r"latest|at\s+the\s+latest)\b))", _I), lambda m, t: (t, t, "day", None, True)),
    (re.compile(r"\b(?:this|the)\s+past\s+week[\s-]?end\b", _I), h_past_weekend),
    (re.compile(rf"\b(?:the\s+)?(?P<ord>{ORD})\s+(?:week[\s-]?end|wkend)(?:\s+(?:of|in)\s+the\s+(?P<unit>month|year)\b"
                r"|(?=\s+(?:of|in)\b))", _I), h_nth_weekend),
    (re.compile(rf"\b(?P<mon>{MON})\.?\s+['’](?P<yy>\d{{2}})\b", _I), h_month_apostrophe_year),
    (re.compile(rf"\b(?:(?i:the|this)\s+)?(?P<which>(?i:next|last|previous|past|this|coming|upcoming|following))\s+(?P<mon>(?i:january|february|march|april|june|july|august|"
                r"september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?|May)"
                r"(?![\w'’-])(?!\s+\d)"), h_next_last_month_name),
    (re.compile(rf"\b(?P<wd>mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\.?,?(?=\s*(?:{MON}\b|{MON}\d|\d{{1,2}}(?:st|nd|rd|th)?"
                rf"\s+(?:of\s+)?{MON}\b|\d{{1,2}}/\d))",
                _I), h_short_weekday),
    (re.compile(r"\b(?:(?:in|over|during|within|for)\s+)?(?:the\s+)?(?P<dir>past)\s+(?P<u>day|week|fortnight|month|year|decade)\b"
                r"|\b(?:in|over|during|within|for)\s+the\s+(?P<dir2>next)\s+"
                r"(?P<u2>day|week|fortnight|month|year|decade)\b", _I),
     lambda m, t: h_window(_Groups(m, dir=m.group("dir") or m.group("dir2"), dur="1 " + (m.group("u") or m.group("u2"))), t)),
    # round 16: "the past year and a half", "over the last month and a half", "the next year and a half"
    (re.compile(r"\b(?:(?:in|over|during|within|for)\s+)?(?:the\s+)?(?P<dir>past|last|next|coming|previous)\s+"
                r"(?P<u>day|week|fortnight|month|year|decade)\s+and\s+a\s+half\b", _I),  # (a half day / week: VOID)
     lambda m, t: h_window(_Groups(m, dur=f"1 {m.group('u')} and a half"), t)),
    # (either end of ISO 8601's interval of two dates, "2026-12-01/2026-12-31", is a date: the two join as a range;
    # round 20: also after a clock written with a space, "2015-03-28 17:00:00/2015-03-29 21:00:00")
    (re.compile(rf"(?:(?<![\d.\-/])|(?<=\d{{4}}-\d\d-\d\d/)|(?<=\d:\d\d/))(?P<Y>{_Y4})(?P<s>[-/.–‐‑])(?P<M>0?[1-9]|1[0-2])(?P=s)"
                rf"(?P<D>\d{{1,2}})(?![\d\-–‐‑]|/(?!\d{{4}}-\d\d-\d\d(?!\d))|\.\d)"),
     h_iso_date),  # (round 19: a word processor's dashes, "2027–03–04", "2027‐03‐04")
    # round 19: a month/day/year with its slashes spaced ("11 / 29 / 2026", "29 / 11 / 2026" day first when the first
    # part is over 12), as a form's fields are typed
    (re.compile(rf"(?<![\d/])(?P<a>1[0-2]|0?[1-9]|1[3-9]|2\d|3[01])\s/\s(?P<b>3[01]|[12]\d|0?[1-9])\s/\s(?P<Y>{_Y4})(?![\d/])"),
     lambda m, t: _day(int(m.group("Y")), *((int(m.group("a")), int(m.group("b"))) if int(m.group("a")) <= 12
                                             else (int(m.group("b")), int(m.group("a")))))),
    # round 17: a Roman month between a day and a year, as European letters, labels and specimen records write a date
    # ("5.XII.2026", "5-XII-2026", "5 XII 2026"); the numeral in capitals only ("5.x.2026" is no date)
    (re.compile(rf"(?<![\w.])(?P<d>[12]\d|3[01]|0?[1-9])(?P<s>[.\-/ ])\s?(?P<m>(?-i:XII|XI|IX|X|VIII|VII|VI|IV|V|III|II|I))"
                rf"(?P=s)\s?(?P<Y>{_Y4})\b", _I),
     lambda m, t: _day(int(m.group("Y")), _ROMAN[m.group("m")], int(m.group("d")))),
    (re.compile(rf"(?<![\d.\-/])(?:(?P<M>1[0-2]|0?[1-9])|(?P<mon>{MON}))(?:\.?-|\.)(?P<Y>{_Y4})(?![\d\-/]|\.\d)", _I),
     h_month_dash_year),
    # (one run of spaces each side of the optional dash or slash: "\s*-?\s*" took 6 s on 20 kB of spaces)
    (re.compile(rf"(?<![\w'’-])(?:(?P<Y>{_Y4}|\d{{2}})\s*(?:-\s*)?(?:Q(?P<q>[1-4])|(?P<h>[12])H|H(?P<hh>[12]))"
                rf"|(?:Q(?P<q2>[1-4])|(?P<h2>[12])H|H(?P<hh2>[12]))\s*(?:/\s*)?(?:['’](?P<Y2>\d{{2}})|(?P<Y3>{_Y4})))(?![\w'’-])", _I),
     lambda m, t: h_quarter_year(_Groups(m, Y=m.group("Y") or m.group("Y2") or m.group("Y3"), Y2=None,
                                         h=m.group("h") or m.group("hh"), h2=m.group("h2") or m.group("hh2")), t)),
    (re.compile(rf"\b(?P<d>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\s+(?P<mon>{MON})\.?,?\s+['’](?P<Y>\d{{2}})\b"
                rf"|\b(?P<mon2>{MON})\.?\s+(?P<d2>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?,?\s+['’](?P<Y2>\d{{2}})\b", _I),
     lambda m, t: h_day_mon_year(_Groups(m, d=m.group("d") or m.group("d2"), mon=m.group("mon") or m.group("mon2"),
                                         Y=m.group("Y") or m.group("Y2")), t)),
    (re.compile(r"\b(?:the\s+)?(?P<u>month|year)\s+(?P<dir>before)\s+(?:the\s+)?last\b|\b(?:the\s+)?(?P<u2>week|month|year)\s+"
                r"(?P<dir2>after)\s+(?:the\s+)?next\b(?!\s+(?:one|week|month|year|{WD}|{MON})\b)".format(WD=WD, MON=MON), _I),
     lambda m, t: h_unit_before_last(_Groups(m, u=m.group("u") or m.group("u2"), dir=m.group("dir") or m.group("dir2")), t)),
    (re.compile(rf"\b(?:the\s+)?week\s+before\s+(?:the\s+)?last\b(?!\s+(?:one|week|month|year|{WD}|{MON})\b)", _I),
     lambda m, t: h_unit_before_last(_Groups(m, u="week", dir="before"), t)),
    (re.compile(rf"\b(?:the\s+)?(?P<wd>{WD})\s+before\s+last\b", _I), h_weekday_before_last),
    (re.compile(r"\b(?:the\s+)?week[\s-]?end\s+before\s+last\b", _I), h_weekend_before_last),
    (re.compile(r"\b(?:(?:this|the)\s+)?(?:coming|upcoming)\s+week[\s-]?end\b", _I), h_coming_weekend),
    (re.compile(rf"\b(?:this\s+coming|the\s+(?:coming|following|upcoming)|coming|upcoming)\s+(?P<wd>{WD})\b", _I),
     h_coming_weekday),
    (re.compile(r"\b(?P<w1>mon|tue|wed|thu|fri|sat|sun)\.?\s*[-–]\s*(?P<w2>mon|tue|wed|thu|fri|sat|sun)\b\.?", _I),
     lambda m, t: h_weekday_range(_Groups(m, w1b=None), t)),
    # round 17: short weekdays joined by a word ("Tue thru Thu this week", "Mon to Fri"), written with their capital
    # ("sat to eat", "from sun to shade" are words)
    (re.compile(r"\b(?P<w1>(?-i:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun))\.?\s+(?:to|thru|through|till|until)\s+"
                rf"(?P<w2>{_WD3})\b\.?", _I),  # (the second may come written out: "Thu" after "thru" is "thursday")
     lambda m, t: h_weekday_range(_Groups(m, w1b=None), t)),
    (re.compile(r"\b(?P<w>this|current|next|coming|last|previous)\s+(?:week[\s-]end|wkend)\b", _I), h_rel_weekend),
    (re.compile(rf"\b(?:from\s+)?(?P<mon>{MON})\.?\s*(?:-|–|to|through|thru|until|till)\s*(?P<mon2>{MON})\b\.?"
                rf"(?:,?\s+(?P<Y>{_Y4})\b)?", _I), h_range_over_new_year),
    (re.compile(rf"\b(?:from\s+)?(?P<mon>{MON})\.?\s+(?P<d>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\s*(?:-|–|to|through|thru|"
                rf"until|till)\s*(?P<mon2>{MON})\.?\s+(?P<d2>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\b(?:,?\s+(?P<Y>{_Y4})\b)?",
                _I), h_range_over_new_year),
    (re.compile(rf"\b(?P<wd>{WD}|(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\.?),?\s+(?:the\s+(?P<d2>[12]\d|3[01]|0?[1-9])"
                r"(?:st|nd|rd|th)?|(?P<d>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th))\b(?!\s*(?:of\b|[/:.\-]\d))"
                r"(?!\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))", _I),
     lambda m, t: h_weekday_and_day(_Groups(m, d=m.group("d") or m.group("d2")), t)),
    (re.compile(r"\bon\s+(?P<d>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)\b(?!\s*(?:of\b|[/:.\-]\d))"
                r"(?!\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))", _I),
     lambda m, t: h_the_day(_Groups(m, d2=None), t)),
    (re.compile(r"\b(?:in|for|during|over|within)\s+(?P<w>next|last|this|previous)\s+(?P<u>week|month|quarter|year)\b"
                r"|\b(?:in|for|during|over|within)\s+the\s+(?P<w2>coming|upcoming|following)\s+(?P<u2>week|month|quarter|year)\b",
                _I),
     lambda m, t: h_in_rel_unit(_Groups(m, w=m.group("w") or "next", u=m.group("u") or m.group("u2")), t)),
    (re.compile(rf"\b(?P<mon>{MON})(?P<d>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?(?![\d\w])", _I),
     h_glued_month_day),    # "Oct/2", "Oct/2/2016", "Nov/20/16", "Nov-20-2016": a month name, a slash and a day (a year after a second
    # slash), or a month name, a day and a year between dashes
    (re.compile(rf"\b(?P<mon>{MON})\.?/(?P<d>[12]\d|3[01]|0?[1-9])(?:/(?P<Y>{_Y4}|\d{{2}}))?(?![\d/]|\.\d)", _I),
     lambda m, t: h_day_mon_year(_Groups(m, Y2=None), t)),
    (re.compile(rf"\b(?P<mon>{MON})\.?-(?P<d>[12]\d|3[01]|0?[1-9])-(?P<Y>{_Y4})(?![\d\-/]|\.\d)", _I),
     lambda m, t: h_day_mon_year(_Groups(m, Y2=None), t)),  # "Nov-20-2016"
]
