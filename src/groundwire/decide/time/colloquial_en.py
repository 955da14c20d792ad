"""English colloquial time words the other rules lacked: the present ("now", "right now", "currently", "at the
moment", "nowadays"), "the weekend" / "over the weekend", "midweek", fiscal years ("FY2026", "fiscal year 2026"), glued halves
("2H25"), analysts' quarters ("3Q24"), "this time last year", and "the first / last days of <period>".

Conventions (README):
- the present words name today as a span of kind ``now``; such a span does not narrow the question's date range or
  freshness (every search is about the present by default) and is not rewritten ("who is currently the CEO" keeps
  its wording);
- "the weekend" is the coming Saturday-Sunday (the one holding today on a weekend), or the latest one when the
  clause before it is in the past tense ("what happened over the weekend", "it rained through the weekend"; "dry
  through the weekend" runs from today to the coming Sunday, a deadline);
- a fiscal year is read as its calendar year: organisations start theirs in different months;
- "this time last year" is today's date in that year (Feb 29 falls back to Feb 28), and so is "this day 4 years
  ago" / "on this date 10 years ago" in the year it counts back (round 11b);
- "the first / last days of X" are X's first / last ten days (a month's first or last dekad).

Handlers return (start, end, kind, absolute, relative[, slot]) like the base rules.
"""

from __future__ import annotations

import calendar
from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date, timedelta

from . import holidays_en
from .compose import place
from .dates import part_of, week_of
from .render import MONTHS_EN
from .rules_en import NUM, VOID, _Groups, _num
from .rules_zh import NOW
from .tense_en import PAST_CORE, told_as_past

_I = re.IGNORECASE
NOW_KIND = NOW  # one kind with the Chinese 现在 / 目前 (rules_zh)

_PAST_CUE = re.compile(rf"\b(?:{PAST_CORE}|last|ago|been)\b[^.!?;]*$", _I)


def h_now(m: re.Match[str], today: date):
    """now / right now / currently / at the moment / at present / as of today / nowadays: today, kept as written."""
    return today, today, NOW_KIND, m.group(0), True


def h_bare_now(m: re.Match[str], today: date):
    """A bare "now": today, but not "now that ...", "now on", "by now", "from now", nor a clause-opening "Now,"."""
    before = m.string[max(0, m.start() - 12):m.start()]
    if re.search(r"(?:^|[.!?;:]\s*)$", before) and m.end() < len(m.string.rstrip(" ?!.")):
        return None  # "Now, tell me ...", "Now playing"
    if _COPULA_BEFORE.search(before) and _STATE_AFTER.match(m.string, m.end()):
        return None  # "the beta is now live", "X is now available": a change of state announced, not a time asked
    if _STATE_BEFORE.search(m.string, max(0, m.start() - 30), m.start()):
        return None  # "the album is out now", "tickets are live now": the same announcement, "now" after the state
    return h_now(m, today)


_COPULA_BEFORE = re.compile(r"(?:\b(?:is|are|was|were)|['’](?:s|re))\s+$", _I)
_STATES = r"(?:available|live|open|shipping|supported|released|enabled|online|in\s+(?:beta|preview))"
_STATE_AFTER = re.compile(rf"\s+(?:{_STATES}|(?-i:GA)|generally\s+available)\b", _I)  # "v3 is now GA"
# the state before "now" after a copula ("is out now", "are live now"); "out" only here ("is now out" is rare)
_STATE_BEFORE = re.compile(rf"(?:\b(?:is|are)|['’](?:s|re))\s+(?:{_STATES}|out)\s+$", _I)


def h_the_weekend(m: re.Match[str], today: date):
    """the weekend / over the weekend / at the weekend: the coming one, or the latest one after a past-tense clause."""
    if today.weekday() >= 5:
        sat = today - timedelta(days=today.weekday() - 5)
    elif _PAST_CUE.search(m.string, max(0, m.start() - 60), m.start()) or told_as_past(m.string, m.start()):
        sat = today - timedelta(days=today.weekday() + 2)
    else:
        sat = today + timedelta(days=5 - today.weekday())
    return sat, sat + timedelta(days=1), "week", None, True


def h_midweek(m: re.Match[str], today: date):
    """midweek / mid-week: the middle of this week (Wednesday-Thursday), or of the week after it ("midweek next
    week", round 18)."""
    mon, sun = week_of(today)
    s, e = part_of(mon, sun, "week", "mid")
    return s, e, "range", None, True, ("part", "mid")


def h_fiscal_year(m: re.Match[str], today: date):
    """FY2026 / FY 26 / FY'26 / fiscal year 2026 / CY2025: that calendar year (fiscal years start in different
    months)."""
    raw = m.group("y")
    y = int(raw) if len(raw) == 4 else _two_digit(int(raw), today)
    return date(y, 1, 1), date(y, 12, 31), "year", None, False


def h_glued_half(m: re.Match[str], today: date):
    """2H25 / 1H24: the second / first half of 2025 / 2024."""
    y = _two_digit(int(m.group("y")), today)
    s, e = (date(y, 1, 1), date(y, 6, 30)) if m.group("h") == "1" else (date(y, 7, 1), date(y, 12, 31))
    return s, e, "half", None, False


def h_analyst_quarter(m: re.Match[str], today: date):
    """3Q24 / 3Q 2024 / 1Q'25 (analysts' order): that quarter of that year."""
    raw, q = m.group("y"), int(m.group("q"))
    y = int(raw) if len(raw) == 4 else _two_digit(int(raw), today)
    return date(y, 3 * q - 2, 1), date(y, 3 * q, calendar.monthrange(y, 3 * q)[1]), "quarter", None, False


_WEATHER_BEFORE = re.compile(r"\b(?:frost|rain|showers?|snow|sleet|fog|mist|drizzle|storms?|thunderstorms?|winds?|gusts?|"
                             r"cloud\w*|clear\w*|lows?|temperatures?|cold|mild|freez\w*|ice|icy|hail|dew)\b", _I)


def h_forecast_overnight(m: re.Match[str], today: date):
    """Frost likely overnight / showers clearing overnight: tonight, where a weather word comes before it in its
    sentence (else "stayed overnight", "shipped overnight" are no time to search by)."""
    before = re.split(r"[.!?;]", m.string[max(0, m.start() - 60):m.start()])[-1]
    return (today, today, "day", None, True) if _WEATHER_BEFORE.search(before) else None


def h_fiscal_part(m: re.Match[str], today: date):
    """fiscal Q3 2025 / fiscal 3Q25 / fiscal H2 2026 / H1 FY26: that quarter or half of the calendar year, the
    word "fiscal" kept in the span (as FY2026 is its calendar year)."""
    raw = m.group("y")
    y = int(raw) if len(raw) == 4 else _two_digit(int(raw), today)
    if m.group("h"):
        s, e = (date(y, 1, 1), date(y, 6, 30)) if m.group("h") == "1" else (date(y, 7, 1), date(y, 12, 31))
        return s, e, "half", None, False
    q = int(m.group("q") or m.group("q2"))
    return date(y, 3 * q - 2, 1), date(y, 3 * q, calendar.monthrange(y, 3 * q)[1]), "quarter", None, False


def h_same_time_year(m: re.Match[str], today: date):
    """this time last year / same time next year / this day last year: today's date in that year."""
    y = today.year + (1 if m.group("w").lower() == "next" else -1)
    d = date(y, today.month, min(today.day, calendar.monthrange(y, today.month)[1]))
    return d, d, "day", f"{MONTHS_EN[d.month]} {d.day}, {d.year}", True


def h_same_day_years(m: re.Match[str], today: date):
    """this day 4 years ago / on this date ten years ago / this time 2 years from now: today's date in that year."""
    n = _num(m.group("n"))
    if n is None or not 0 < n <= 200:
        return None
    y = today.year + (-n if m.group("dir").lower() == "ago" else n)
    if not 1 <= y <= 9999:
        return None
    d = date(y, today.month, min(today.day, calendar.monthrange(y, today.month)[1]))
    return d, d, "day", f"{MONTHS_EN[d.month]} {d.day}, {d.year}", True


def h_edge_days(m: re.Match[str], today: date):
    """the first days of / the last days of / the final days of: a slot, placed in the period that follows; "the first
    / last fortnight of" (round 17) its first / last fourteen days."""
    edge = "first" if m.group("e").lower() in ("first", "opening") else "last"
    slot = ("edge", edge, 14 if m.group("u0").lower() == "fortnight" else 10, "day")
    if m.group("unit"):  # round 17: "the final days of the year", "the first days of the month": this one's
        from ..timeframe import resolve
        this = resolve(f"this {m.group('unit')}", today).spans
        period = (this[0].start, this[0].end, this[0].kind) if this else None
    else:
        period = _period_after(m, today)
    if period is None:  # "the last days of Pompeii": of something that is no period, no time at all
        return VOID if re.match(r"\s+(?:the\s+)?[A-Za-z]", m.string[m.end():]) else None
    placed = place(slot, *period, today)
    return (placed[0], placed[1], "range", None, True, slot) if placed else None


def _period_after(m: re.Match[str], today: date) -> tuple[date, date, str] | None:
    """The month, quarter, half or year named right after the match, or None."""
    from ..timeframe import resolve  # the period is read by the same rules; imported here to avoid a cycle

    gap = re.match(r"\s+", m.string[m.end():])
    if not gap:
        return None
    spans = resolve(m.string[m.end() + gap.end():m.end() + gap.end() + 40], today).spans
    if not spans or spans[0].offset != 0 or spans[0].kind not in ("month", "year", "quarter", "half"):
        return None
    return spans[0].start, spans[0].end, spans[0].kind


def _two_digit(yy: int, today: date) -> int:
    base = today.year + 10
    return base - ((base - yy) % 100)



def h_the_new_year(m: re.Match[str], today: date):
    """the new year (lower case: "in the new year", "the first Monday of the new year"): said in the year's last
    quarter the year ahead, in its first two months the year just begun; otherwise no year is sure (round 18)."""
    if today.month >= 10:
        y = today.year + 1
    elif today.month <= 2:
        y = today.year
    else:
        return None
    return date(y, 1, 1), date(y, 12, 31), "year", None, True


RULES = [
    (re.compile(r"\b(?:right\s+now|as\s+of\s+(?:right\s+)?(?:now|today)|at\s+(?:the\s+)?(?:present\s+(?:time|moment)|"
                r"moment|present)(?!\s+(?:of|when|that|in\s+which)\b)|currently|presently|nowadays)\b",
                _I), h_now),
    (re.compile(r"(?<![\w'’-])now\b(?!\s*(?:that|on|and\s+then|-|’|')\b)(?<!\bby now)(?<!\bfrom now)(?<!\buntil now)"
                r"(?<!\btill now)(?<!\bto now)(?<!\bbetween now)(?<!\bup now)(?<!\bjust now)", _I), h_bare_now),
    (re.compile(r"\b(?:(?:over|on|at|during|for)\s+)?the\s+week[\s-]?end\b"
                r"(?!\s*(?:of|before|after|that|when)\b|s)", _I), h_the_weekend),
    (re.compile(r"\bmid[\s-]?week\b", _I), h_midweek),
    # (not the holiday asked about, "when is the new year according to the hebrew calendar")
    (re.compile(r"(?<!\bis\s)(?<!\bwas\s)\b(?i:the)\s+new\s+year\b(?!['’]|\s+(?:eve|day|holidays?|resolutions?|"
                r"celebrations?|party|parties|sales?|message|address|honou?rs)\b|[^.?!]{0,40}\bcalendar)"), h_the_new_year),
    # a forecast's "overnight into Tuesday" / "overnight through Friday": from tonight on
    # (round 19: any day after it, a holiday or a date too: "overnight into New Year's Day", "into the 3rd", "into Jan 2")
    (re.compile(r"\bovernight(?=\s+(?:into|through|thru|until|till)\s+(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*day|"
                r"tomorrow|the\s+weekend|the\s+(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)|"
                r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|"
                + holidays_en.names_regex(holidays_en.NAMES) + r")\b)", _I),
     lambda m, t: (t, t, "day", None, True)),
    # a forecast's bare "overnight" ending its phrase ("Frost likely overnight.", "rain clearing overnight, then sun"):
    # tonight; not "overnight delivery", "stayed overnight", "an overnight success" (no weather word before it)
    (re.compile(r"\bovernight(?=\s*(?:[.,;:!?)]|$|and\b|then\b|with\b))", _I), h_forecast_overnight),
    (re.compile(r"\b(?:FY|CY|fiscal\s+year|financial\s+year|calendar\s+year)\s*['’]?(?P<y>(?:19|20)\d{2}|\d{2})\b"
                r"|\bfiscal\s+(?P<y4>(?:19|20)\d{2})\b(?![-/.]\d)", _I),
     lambda m, t: h_fiscal_year(_Groups(m, y=m.group("y") or m.group("y4")), t)),
    (re.compile(r"\b(?:fiscal|financial)\s+(?:Q(?P<q>[1-4])|(?P<q2>[1-4])Q|H(?P<h>[12]))\s*['’]?(?P<y>(?:19|20)\d{2}|\d{2})\b"
                # (the analyst's number-first marks too: "2H FY2026", "3Q FY27"; round 17b)
                r"|\b(?:Q(?P<q3>[1-4])|H(?P<h3>[12])|(?P<q3b>[1-4])Q|(?P<h3b>[12])H)\s+(?:FY|CY)\s*['’]?"
                r"(?P<y3>(?:19|20)\d{2}|\d{2})\b"
                # the year first, as budgets and reports write it: "FY2027 H2", "FY26 Q4", "FY 2027-Q1"
                r"|\b(?:FY|CY)\s*['’]?(?P<y5>(?:19|20)\d{2}|\d{2})(?:\s*[-–/]\s*|\s+)?(?:Q(?P<q5>[1-4])|H(?P<h5>[12]))\b", _I),
     lambda m, t: h_fiscal_part(_Groups(m, q=m.group("q") or m.group("q3") or m.group("q3b") or m.group("q5"),
                                        h=m.group("h") or m.group("h3") or m.group("h3b") or m.group("h5"),
                                        y=m.group("y") or m.group("y3") or m.group("y5")), t)),
    (re.compile(r"(?<![\w'’-])(?P<h>[12])H(?P<y>\d{2})\b"), h_glued_half),
    (re.compile(r"(?<![\w'’-])(?P<q>[1-4])Q\s*['’]?(?P<y>(?:19|20)\d{2}|\d{2})\b"), h_analyst_quarter),
    (re.compile(r"\b(?:this|same|the\s+same)\s+(?:time|day|date)\s+(?P<w>last|next)\s+year\b", _I), h_same_time_year),
    (re.compile(rf"\b(?:this|same|the\s+same)\s+(?:time|day|date)\s+(?P<n>{NUM})\s+years?\s+(?P<dir>ago|from\s+now|hence)\b",
                _I), h_same_day_years),
    (re.compile(r"\b(?:the\s+)?(?P<e>first|last|final|closing|opening)\s+(?P<u0>days|fortnight)\s+of\b"
                r"(?:\s+the\s+(?P<unit>month|quarter|year)\b)?", _I), h_edge_days),
]
