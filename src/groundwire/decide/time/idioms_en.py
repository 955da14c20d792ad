"""English idioms other parsers' test suites use and the other rules lacked (round 5): British day counts ("Monday
week", "a week on Tuesday", "a week today", "the day after next"), compound offsets ("2 weeks and 3 days ago"),
ISO week notation ("2025-W10"), a bare apostrophe year ("'19"), "the turn of the century", parts of seasons ("late
summer 2024"), "the current quarter", "the prior month", "the next fortnight", "post-2015" / "pre-2010", more
present words ("these days", "as we speak"), and a year used as a title's qualifier ("the 1975 film"), which is no
time to search in.

Conventions (README):
- "Monday week" / "a week on Monday" / "Monday a week" is a week after the next Monday (today included);
  "a week today" / "a week tomorrow" a week after that day; "the day after next" the day after tomorrow;
  "the next day" / "the following day", said without a story around it, is tomorrow (after a past-tense clause,
  no span: it follows an event we do not know);
- "2 weeks and 3 days ago" moves today by the whole duration and names that day (a month or a year when the
  duration is only months or years, as "N months ago");
- "the turn of the century" (or "of the millennium") is the three years around the century's first year,
  1999-2001; "the turn of the 20th century" 1899-1901;
- early/mid/late of a season are its first, middle and last month ("late summer 2024" is August 2024);
- "post-2015" runs from 2016 to today like "after 2015"; "pre-2010", like "before 2010", gives no span;
- a four-digit year right before a work's noun ("the 1975 film", "the 2004 novel") names the work, not a time,
  and gives no span.

Handlers return (start, end, kind, absolute, relative[, slot]) like the base rules, or ``VOID``.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date, timedelta

from .colloquial_en import _PAST_CUE
from .dates import add_months, month_end, season, season_near
from .rules_en import MON, NUM, VOID, WD, _Groups as _G, _num, month_of, unit_range, weekday_of, year_of
from .render import MONTHS_EN
from .tense_en import tells_past
from .offsets_en import _point_ahead as point_ahead
from .rules_zh import NOW

_I = re.IGNORECASE
_Y4 = r"(?:1[6-9]|2\d)\d{2}"


def _next_weekday(today: date, wd: int) -> date:
    return today + timedelta(days=(wd - today.weekday()) % 7)


def h_weekday_week(m: re.Match[str], today: date):
    """Monday week / a week on Monday / Monday a week: a week after the next Monday (today included); "a fortnight
    on Friday" / "Tuesday fortnight" two weeks after it."""
    weeks = 2 if (m.group("fn") or "").lower() == "fortnight" else 1
    d = _next_weekday(today, weekday_of(m.group("wd") or m.group("wd2"))) + timedelta(days=7 * weeks)
    return d, d, "day", None, True


def h_week_today(m: re.Match[str], today: date):
    """a week today / a week tomorrow / two weeks today / a week yesterday: weeks from that day."""
    n = _num(m.group("n"))
    if not n or n > 52:
        return None
    base = today + timedelta(days={"today": 0, "tomorrow": 1, "yesterday": -1}[m.group("d").lower()])
    d = base + timedelta(days=7 * n * (-1 if m.group("d").lower() == "yesterday" else 1))
    return d, d, "day", None, True


def h_this_past_weekday(m: re.Match[str], today: date):
    """this past Monday / this last Friday: the latest such day before today."""
    d = today - timedelta(days=(today.weekday() - weekday_of(m.group("wd"))) % 7 or 7)
    return d, d, "day", None, True


def h_tomorrow_week(m: re.Match[str], today: date):
    """tomorrow week: a week after tomorrow."""
    d = today + timedelta(days=8)
    return d, d, "day", None, True


def h_same_day_unit(m: re.Match[str], today: date):
    """the same day next week / this time last month: today's date in that week or month (clipped to its end)."""
    sign = 1 if m.group("w").lower() == "next" else -1
    if m.group("u").lower() == "week":
        d = today + timedelta(days=7 * sign)
    else:
        y, mo = add_months(today.year, today.month, sign)
        d = date(y, mo, min(today.day, month_end(y, mo).day))
    return d, d, "day", None, True


def h_unit_years_back(m: re.Match[str], today: date):
    """a year ago this week / two years ago this month / this week last year / this month a year ago (round 19): the
    week (Monday-Sunday) or month holding today's date that many years back (Feb 29 -> 28)."""
    n = _num(m.group("n") or m.group("n2")) if (m.group("n") or m.group("n2")) else 1
    y = today.year - n
    d = date(y, today.month, min(today.day, month_end(y, today.month).day))
    if (m.group("u") or m.group("u2")).lower() == "week":
        s0 = d - timedelta(days=d.weekday())
        return s0, s0 + timedelta(days=6), "week", None, True
    return date(y, d.month, 1), month_end(y, d.month), "month", None, True


def h_this_day_in(m: re.Match[str], today: date):
    """(on) this day in 1969 / this date in history's 1969: today's month and day in that year (Feb 29 -> 28)."""
    y = int(m.group("Y"))
    d = date(y, today.month, min(today.day, month_end(y, today.month).day))
    return d, d, "day", f"{MONTHS_EN[d.month]} {d.day}, {d.year}", True


def h_half_of_rel_month(m: re.Match[str], today: date):
    """the first / second half of next month: its 1st-15th / 16th-last day, as "the first half of March"."""
    lo, hi = unit_range(today, "month", _REL_MONTH[(m.group("w") or "this").lower()])  # "of the month": this one
    mid = lo + timedelta(days=14)
    first = m.group("h").lower() in ("first", "1st", "front")
    return (lo, mid, "range", None, True) if first else (mid + timedelta(days=1), hi, "range", None, True)


_REL_MONTH = {"this": 0, "current": 0, "next": 1, "coming": 1, "last": -1, "previous": -1}


def h_weekend_after_next(m: re.Match[str], today: date):
    """the weekend after next: the Saturday-Sunday of the week after next."""
    sunday = today + timedelta(days=6 - today.weekday() + 14)
    return sunday - timedelta(days=1), sunday, "week", None, True


def h_bare_day_range(m: re.Match[str], today: date):
    """the 24th-26th / from the 3rd until the 5th: from the next such first day (today included) to the second day
    of that month; none when the second comes first or the month cannot hold it."""
    d1, d2 = int(m.group("d1")), int(m.group("d2"))
    if d2 <= d1:
        return None
    y, mo = today.year, today.month
    if d1 < today.day:
        y, mo = add_months(y, mo, 1)
    for _ in range(3):
        if d2 <= month_end(y, mo).day:
            return date(y, mo, d1), date(y, mo, d2), "range", None, True
        y, mo = add_months(y, mo, 1)
    return None


def h_season_short_year(m: re.Match[str], today: date):
    """the summer of '69: a season of a two-digit year."""
    s0, e0 = season(year_of(m.group("yy"), today), _SEASONS[m.group("s").lower()])
    return s0, e0, "range", None, False


def h_day_after_next(m: re.Match[str], today: date):
    """the day after next: the day after tomorrow."""
    d = today + timedelta(days=2)
    return d, d, "day", None, True


# the rest of the sentence after "the next day" ("The following day, shares rallied"): its verb tells the tense;
# read only so far (a text with no full stop would be read to its end once per "the next day" in it, review12a)
_SENTENCE_REST = re.compile(r"[^.!?;]{0,160}")


def h_next_day(m: re.Match[str], today: date):
    """the next day / the following day (no story around it): tomorrow; in a past-tense sentence ("what did
    bitcoin do the next day", "the following day, the markets rallied") it follows an earlier event, not today,
    and gives no span."""
    if _PAST_CUE.search(m.string, 0, m.start()):
        return VOID  # claims the words, so no one-day window is read from them either
    if tells_past(_SENTENCE_REST.match(m.string, m.end()).group(0)):
        return VOID  # "The following day, the markets rallied.": the day after an event the story tells
    d = today + timedelta(days=1)
    return d, d, "day", None, True


_UNIT_DAYS = {"day": (0, 1), "week": (0, 7), "fortnight": (0, 14), "month": (1, 0), "year": (12, 0)}


# Words that may follow a year written with its era ("in 79 AD when", "from 300 CE to"): any other lower-case word
# makes "AD"/"CE" an abbreviation of something else.
_AFTER_ERA_OK = (r"(?:and|or|to|in|was|were|when|until|till|through|during|by|on|at|with|for|of|is|as|the|he|she|"
                 r"they|it|a|an|but|after|before|onwards?)\b")
_EVENT_AFTER = re.compile(r"\s+(?:the|a|an|his|her|its|their|my|our|your|this|that)\b", re.IGNORECASE)


# two to five counts of units, joined by "," / "and" or side by side ("2 weeks 3 days", dateparser's spelling)
_COMPOUND = (rf"{NUM}\s+(?:day|week|fortnight|month|year)s?(?:(?:\s*(?:,|and|,\s*and)\s*|\s+){NUM}\s+"
             r"(?:day|week|fortnight|month|year|hour|minute)s?){1,4}")


def h_compound_offset(m: re.Match[str], today: date):
    """2 weeks and 3 days ago / 1 year, 2 months from now / 3 days, 4 hours ago / in 2 weeks and 3 days (where a
    point ahead is meant, as "in 3 days"): the whole duration; a day (hours counted from noon), else the month or
    year.
    "1 week and 2 days before the election" counts from the election, not from today: no span."""
    if m.group("dir").lower() == "before" and _EVENT_AFTER.match(m.string, m.end()):
        return None
    if m.group("dir").lower() == "in" and not point_ahead(m):
        return None  # "sales grew 8% in 2 years and 3 months": a duration
    months = days = 0
    units = set()
    hours = 0
    for n_raw, unit in re.findall(rf"({NUM})\s+(day|week|fortnight|month|year|hour|minute)s?", m.group("dur"), _I):
        n = _num(n_raw)
        if n is None or n > 5000:
            return None
        if unit.lower() in ("hour", "minute"):  # "3 days, 4 hours ago": the hours counted from noon, as "4 hours ago"
            hours += n if unit.lower() == "hour" else n // 60
            continue
        mm, dd = _UNIT_DAYS[unit.lower()]
        months, days = months + n * mm, days + n * dd
        units.add(unit.lower())
    sign = -1 if m.group("dir").lower() in ("ago", "before", "earlier", "back") else 1
    y, mo = add_months(today.year, today.month, sign * months)
    d = date(y, mo, min(today.day, month_end(y, mo).day)) + timedelta(days=sign * days + (12 + sign * hours) // 24)
    if days or hours:
        return d, d, "day", None, True
    if "month" in units:
        return date(d.year, d.month, 1), month_end(d.year, d.month), "month", None, True
    return date(d.year, 1, 1), date(d.year, 12, 31), "year", None, True


def h_iso_week(m: re.Match[str], today: date):
    """2025-W10 / 2026W53 / 2025-W10-3: an ISO 8601 week (or its numbered day)."""
    y, w = int(m.group("Y")), int(m.group("w"))
    try:
        monday = date.fromisocalendar(y, w, 1)
    except ValueError:
        return VOID  # 2025-W53: that year has no week 53
    if m.group("d"):
        d = monday + timedelta(days=int(m.group("d")) - 1)
        return d, d, "day", None, False
    return monday, monday + timedelta(days=6), "week", None, False


def h_apostrophe_year(m: re.Match[str], today: date):
    """'19 / ’08: a year written with two digits after an apostrophe."""
    y = year_of(m.group("yy"), today)
    return date(y, 1, 1), date(y, 12, 31), "year", None, False


def h_turn_of_century(m: re.Match[str], today: date):
    """the turn of the century / millennium: 1999-2001; the turn of the 20th century: 1899-1901."""
    if m.group("c"):
        y = (int(m.group("c")) - 1) * 100
    elif m.group("Y"):
        y = int(m.group("Y"))
    else:
        y = 2000
    return date(y - 1, 1, 1), date(y + 1, 12, 31), "range", None, not (m.group("c") or m.group("Y"))


_SEASONS = {"spring": "spring", "summer": "summer", "autumn": "autumn", "fall": "autumn", "winter": "winter"}


def h_season_part(m: re.Match[str], today: date):
    """early spring / mid-summer 2019 / late last winter: the season's first, middle or last month."""
    name = _SEASONS[m.group("s").lower()]
    if m.group("Y"):
        s0, _ = season(int(m.group("Y")), name)
    else:
        which = {"previous": "last", "past": "last", "coming": "next", "current": "this"}.get(
            (m.group("which") or "this").lower(), (m.group("which") or "this").lower())
        s0, _ = season_near(today, name, which)
    i = {"early": 0, "mid": 1, "late": 2}[m.group("p").lower()]
    y, mo = add_months(s0.year, s0.month, i)
    return date(y, mo, 1), month_end(y, mo), "month", None, not m.group("Y")


def h_named_unit(m: re.Match[str], today: date):
    """the current quarter / the last quarter / the prior month: that calendar unit."""
    delta = 0 if m.group("w").lower() in ("current", "present") else -1
    unit = m.group("u").lower()
    s0, e0 = unit_range(today, unit, delta)
    return s0, e0, unit, None, True


def h_last_quarter_of(m: re.Match[str], today: date):
    """the last / final quarter of 2024 (of next year): its fourth quarter."""
    y = int(m.group("Y")) if m.group("Y") else today.year + {"this": 0, "next": 1, "last": -1, "previous": -1}[
        m.group("rel").lower()]
    return date(y, 10, 1), date(y, 12, 31), "quarter", None, not m.group("Y")


_DECADE_WORDS = {"twenties": 20, "thirties": 30, "forties": 40, "fifties": 50, "sixties": 60, "seventies": 70,
                 "eighties": 80, "nineties": 90}


def h_half_of_era(m: re.Match[str], today: date):
    """the first half of the 20th century (1900-1949) / the second half of the 1990s (1995-1999) / the latter half
    of the decade (this one's last five years)."""
    first = m.group("w").lower() in ("first", "1st", "front", "early")
    if m.group("c"):
        y0, n = (int(m.group("c")) - 1) * 100, 50
    elif m.group("dec"):  # "the second half of the decade": this decade's (2025-2029 in 2026)
        y0, n = today.year - today.year % 10, 5
    elif m.group("DD") or m.group("Dw"):  # "the second half of the '90s / the nineties" (review20t): the latest such
        # decade not after this one, as "the nineties" alone reads
        y0 = 1900 + (int(m.group("DD")) if m.group("DD") else _DECADE_WORDS[m.group("Dw").lower()])
        y0, n = (y0 + 100 if y0 + 100 <= today.year - today.year % 10 else y0), 5
    else:
        y0, n = int(m.group("D")), 5
    lo = y0 if first else y0 + n
    return date(max(lo, 1), 1, 1), date(lo + n - 1, 12, 31), "range", None, False


def h_fortnight_window(m: re.Match[str], today: date):
    """the next fortnight (tomorrow on, 14 days) / the past fortnight (14 days to today)."""
    if m.group("dir").lower() in ("next", "coming", "upcoming", "following"):
        return today + timedelta(days=1), today + timedelta(days=14), "window", None, True
    return today - timedelta(days=13), today, "window", None, True


def h_post_year(m: re.Match[str], today: date):
    """post-2015: from the year after it to today, like "after 2015"; a year still ahead gives no span."""
    y = int(m.group("Y"))
    start = date(y + 1, 1, 1)
    return (start, today, "since", None, True) if start <= today else None


# Ordinals before these nouns are ranks, not days of a month: "the 2nd to 5th amendments", "the 3rd to 5th floors".
_RANK_NOUNS = (r"(?:place|grade|graders?|floors?|amendments?|editions?|centur(?:y|ies)|generations?|rows?|seats?|"
               r"innings|positions?|levels?|chapters?|verses?|pages?|lines?|items?|terms?|years?|steps?|round|"
               r"rounds|laps?|inning|quarters?|periods?|sets?|games?|tier|tiers|class|classes)\b")
# A short weekday is read only with something that makes it a day: a time word before it, or a date, a part of
# the day or the end of a clause after it ("Thu Dec 3", "on tues", "fri?"); "who is Le Thu" is a name.
_SHORT_WD_BEFORE = re.compile(r"(?:\b(?:on|next|last|this|by|until|till|from|to|every|each|before|after|since)\s+|"
                              r"[-–,(]\s*)$", re.IGNORECASE)
_NAME_BEFORE = re.compile(r"(?<=[a-z,;:] )[A-Z][a-z]*\s+$|^[A-Z][a-z]+\s+$")
_SHORT_WD_AFTER = re.compile(r"\.?\s*(?:$|[?!,;:)]|\.(?:\s|$)|(?:the\s+)?\d|(?:morning|afternoon|evening|night|"
                             r"noon)\b|at\s+\d|[-–]\s*\w)", re.IGNORECASE)


def h_short_weekday(m: re.Match[str], today: date):
    """thu / Tues. / fri: an abbreviated weekday no English word shares, its next occurrence (today included),
    when its context makes it a day (see _SHORT_WD_BEFORE / _AFTER)."""
    text = m.string
    if _SHORT_WD_BEFORE.search(text, max(0, m.start() - 12), m.start()):
        pass
    elif _NAME_BEFORE.search(text, max(0, m.start() - 30), m.start()) or not (
            _SHORT_WD_AFTER.match(text, m.end("wd")) or m.group(0).endswith(".")):
        return None  # "who is Le Thu": after a capitalised word it is a name
    wd = weekday_of(m.group("wd"))
    d = _next_weekday(today, wd)
    return d, d, "day", None, True, ("weekday", wd)  # "Thu Dec 3": the date decides


def h_month_after_next(m: re.Match[str], today: date):
    """March after next: a year after "next March" (the first March after this month)."""
    mo = month_of(m.group("mon"))
    y = today.year + (1 if mo <= today.month else 0) + 1
    return date(y, mo, 1), month_end(y, mo), "month", None, True


def h_era_year(m: re.Match[str], today: date):
    """2014 AD / 14 a.d. / 300 CE: that year; 500 BC gives no span (no search can use it)."""
    if m.group("bc"):
        return VOID
    y = int(m.group("y"))
    return (date(y, 1, 1), date(y, 12, 31), "year", None, False) if 1 <= y <= 9998 else None


def h_void(m: re.Match[str], today: date):
    """pre-2010 / the 1975 film: claims the text; no span."""
    return VOID


def h_now(m: re.Match[str], today: date):
    """these days / as we speak / at this point in time: today, kind ``now`` (see colloquial_en)."""
    return today, today, NOW, m.group(0), True


_WORKS = (r"(?:film|movie|novel|book|album|song|single|record|documentary|musical|play|opera|painting|poem|game|"
          r"video\s+game|sitcom|remake|sequel|biopic|anime|manga|comic|edition|model|car|sedan|coupe|version)s?")

# a model year before a maker's name, after a determiner, names the vehicle: "the 2026 Toyota Camry", "a 2015 Ford
# F-150", "my 2012 Honda Civic" (not "in 2020 Ford sold ...", where no determiner comes first)
_MAKES = (r"(?-i:Toyota|Honda|Ford|Chevrolet|Chevy|Tesla|BMW|Audi|Mercedes(?:-Benz)?|Volkswagen|VW|Nissan|Hyundai|Kia|"
          r"Subaru|Mazda|Jeep|Dodge|Ram|GMC|Cadillac|Lexus|Porsche|Volvo|Jaguar|Land\s+Rover|Range\s+Rover|Mitsubishi|"
          r"Buick|Chrysler|Lincoln|Acura|Infiniti|Fiat|Ferrari|Lamborghini|Maserati|Bentley|Rivian|Lucid|Polestar|"
          r"Peugeot|Renault|Skoda|Škoda|Citroën|Citroen|Opel|Vauxhall|Suzuki|Yamaha|Kawasaki|Ducati|Harley-Davidson)")

RULES = [
    (re.compile(rf"\b(?:the|a|an|my|your|his|her|our|their|this|that|used|new|certified)\s+{_Y4}\s+(?={_MAKES}\b)", _I),
     h_void),
    (re.compile(rf"\b(?:(?P<wd>{WD})\s+(?:a\s+)?(?P<fn1>week|fortnight)\b(?![\s-]?(?:end|day|ly|s\b|of|after|before|ago))"
                rf"|(?:a\s+(?=week)|(?:a\s+)?(?=fortnight))(?P<fn>week|fortnight)\s+(?:on|from|come)\s+(?P<wd2>{WD}))", _I),
     lambda m, t: h_weekday_week(_G(m, fn=m.group("fn") or m.group("fn1")), t)),
    (re.compile(rf"\b(?P<n>{NUM})\s+weeks?\s+(?P<d>today|tomorrow|yesterday)\b", _I), h_week_today),
    (re.compile(r"\ba\s+fortnight\s+(?P<d>today|tomorrow|yesterday)\b", _I),
     lambda m, t: h_week_today(_G(m, n="two"), t)),
    (re.compile(rf"\b(?:the\s+)?week[\s-]?end\s+after\s+next\b(?!\s+{WD}\b)", _I), h_weekend_after_next),
    (re.compile(r"\b(?:the\s+)?(?:night|evening|morning|afternoon)\s+before\s+last\b", _I),
     lambda m, t: (t - timedelta(days=2),) * 2 + ("day", None, True)),  # the night before last: the day before yesterday
    (re.compile(r"\b(?:the\s+)?(?P<h>first|second|1st|2nd|latter|back|front)\s+half\s+of\s+(?:(?P<w>this|current|next|coming|last|"
                r"previous)|the)\s+month\b", _I), h_half_of_rel_month),
    (re.compile(r"\btomorrow\s+week\b", _I), h_tomorrow_week),
    (re.compile(r"\b(?:this|the\s+same|same)\s+(?:time|day|date)\s+(?P<w>next|last)\s+(?P<u>week|month)\b", _I),
     h_same_day_unit),
    (re.compile(rf"\b(?:this|the\s+same|same)\s+(?:day|date)\s+in\s+(?P<Y>{_Y4})\b", _I), h_this_day_in),
    (re.compile(rf"\b(?:(?P<n>{NUM})\s+years?\s+ago\s+this\s+(?P<u>week|month)"
                rf"|this\s+(?P<u2>week|month)\s+(?:last\s+year|(?P<n2>{NUM})\s+years?\s+ago))\b", _I), h_unit_years_back),
    # (round 20: after "from" / "between" the first "the" may be left out, "on leave from 7th to 11th")
    (re.compile(r"\b(?:(?:from|between)\s+(?:the\s+)?|the\s+)(?P<d1>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)\s*(?:to|until|till|through|"
                r"thru|and|-|–)\s*(?:the\s+)?(?P<d2>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)\b(?!\s+(?:of\b|(?:next|last|this|"
                rf"coming|previous)\s+month\b|{MON}\b|{_RANK_NOUNS}))", _I), h_bare_day_range),
    (re.compile(r"\b(?:the\s+)?(?P<s>spring|summer|autumn|fall|winter)\s+of\s+['’](?P<yy>\d{2})\b", _I), h_season_short_year),
    # not "the day after next Friday": the day after a day named next (see compose)
    (re.compile(rf"\b(?:the\s+)?day\s+after\s+next\b(?!\s+(?:{WD}|week|month|year|{MON})\b)", _I), h_day_after_next),
    (re.compile(rf"\bthis\s+(?:past|last)\s+(?P<wd>{WD})\b", _I), h_this_past_weekday),
    (re.compile(r"\b(?:the\s+)?(?:next|following)\s+day\b(?![\s-]+(?:or|of|after|before|delivery|shipping|air|service|dispatch)\b)", _I), h_next_day),
    (re.compile(rf"\b(?P<dur>{_COMPOUND})\s+(?P<dir>ago|before|earlier|back|from\s+now|hence|later)\b", _I),
     h_compound_offset),
    (re.compile(rf"(?<![\w-])(?P<dir>in)\s+(?P<dur>{_COMPOUND})\b(?!['’]?\s*time\b)", _I), h_compound_offset),
    (re.compile(rf"(?<![\w-])(?P<Y>{_Y4})-?[Ww](?P<w>[0-4]\d|5[0-3])(?:-?(?P<d>[1-7]))?(?![\w-])"), h_iso_week),
    (re.compile(r"(?:(?<=\s)|(?<=^)|(?<=\())['’](?P<yy>\d{2})(?![\w'’%])"), h_apostrophe_year),
    (re.compile(r"\b(?:the\s+)?turn\s+of\s+the\s+(?:(?P<c>1\d|2\d)(?:st|nd|rd|th)\s+)?(?:century|millenn?ium)\b"
                rf"|\b(?:the\s+)?turn\s+of\s+(?P<Y>{_Y4})\b", _I), h_turn_of_century),
    (re.compile(r"\b(?P<p>early|mid|late)[\s-]+(?:(?P<which>this|next|last|previous|past|coming|current)\s+)?"
                rf"(?P<s>spring|summer|autumn|fall|winter)\b(?:\s+(?:of\s+)?(?P<Y>{_Y4})\b)?", _I), h_season_part),
    (re.compile(r"\b(?:the\s+)?(?P<w>current|present)\s+(?P<u>quarter|week|month|year)\b", _I), h_named_unit),
    (re.compile(r"\bthe\s+(?P<w>last|previous)\s+(?P<u>quarter)\b(?!\s+(?:of|in)\b)", _I), h_named_unit),
    (re.compile(rf"\b(?:the\s+)?(?:last|final|fourth)\s+quarter\s+of\s+(?:(?P<Y>{_Y4})|(?:the\s+)?(?P<rel>this|next|"
                r"last|previous)\s+year)\b", _I), h_last_quarter_of),
    (re.compile(r"\b(?:the\s+)?(?P<w>first|second|1st|2nd|latter|back|front)\s+half\s+of\s+(?:the\s+)?"
                r"(?:(?P<c>\d{1,2})(?:st|nd|rd|th)[\s-]+century|(?P<D>(?:1[0-9]|20)\d0)['’]?s"
                r"|['’]?(?P<DD>[2-9]0)['’]?s|(?P<Dw>twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)"
                r"|(?:(?:this|current|present)\s+)?(?P<dec>decade)(?![\w-]))\b", _I), h_half_of_era),  # (round 20: "... of the decade")
    (re.compile(r"\b(?:(?:in|over|during|within|for)\s+)?(?:(?:the|this)\s+)?(?P<dir>next|coming|upcoming|following|past|last|"
                r"previous|preceding|prior|trailing)\s+fortnight\b", _I), h_fortnight_window),  # (round 19: "this past",
    # "the preceding fortnight")
    (re.compile(rf"\bpost-(?P<Y>{_Y4})\b", _I), h_post_year),
    (re.compile(r"\b(?P<wd>tues?|thu(?:rs?)?|fri)\b\.?(?!['’-]\w)", _I), h_short_weekday),
    (re.compile(rf"\b(?P<mon>{MON})\s+after\s+next\b", _I), h_month_after_next),
    (re.compile(r"\b(?P<y>\d{1,4})\s*(?:A\.D\.?|AD\b|a\.d\.?|C\.E\.?|CE\b|(?P<bc>B\.C\.?(?:E\.?)?|BCE?\b|b\.c\.?))"
                rf"(?!\s+(?!{_AFTER_ERA_OK})[a-z]{{2,}})"  # "2 AD domains", "the 5 CE marking" are no years
                r"|\b(?:A\.D\.?|AD)\s+(?P<y2>\d{1,4})\b"),
     lambda m, t: h_era_year(_G(m, y=m.group("y") or m.group("y2")), t)),
    (re.compile(rf"\bpre[-\s]?{_Y4}\b", _I), h_void),
    (re.compile(rf"\b(?:the\s+)?(?:(?:original|first|classic|famous|animated)\s+)?{_Y4}\s+(?={_WORKS}\b)", _I), h_void),
    (re.compile(r"\b(?:these\s+days|as\s+we\s+speak|at\s+this\s+(?:point\s+in\s+time|moment\s+in\s+time)|"
                r"at\s+this\s+(?:point|time)(?!\s+(?:of|last|next|in)\b))\b", _I), h_now),
]
