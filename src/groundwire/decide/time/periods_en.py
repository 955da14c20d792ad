"""English parts of periods the other rules lacked: the first/last N days, weeks or months of a period ("the first 10
days of March", "the last 6 months of 2019"), numbered weeks ("week 23 of 2024", "the 10th week of 2025"), parts of
decades and centuries ("the early 2000s", "the late 90s", "the mid-1990s", "early 20th century"), "the 1980's",
"mid-2019", and "end of month" / "beginning of year" written without "the".

Handlers return (start, end, kind, absolute, relative[, slot]) like the base rules. A "first/last N ..." part is
read only when an anchor the composer can place it in follows ("of March", "in 2019", "of last month"); otherwise
"the last 6 months" stays the base rules' rolling window.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date, timedelta

from . import measures_en
from .dates import part_of, weeks_in
from .rules_en import ANCHOR_AHEAD, MON, NUM, VOID, _num, month_of, unit_range

_I = re.IGNORECASE
_Y4 = r"(?:1[6-9]|2\d)\d{2}"
_PART = {"early": "early", "beginning": "early", "start": "early", "mid": "mid", "middle": "mid", "late": "late",
         "end": "late"}
_ANCHOR_AHEAD = ANCHOR_AHEAD


def h_edge_units(m: re.Match[str], today: date):
    """the first 10 days of March / the last 6 months of 2019 / first two weeks of January: a slot for the anchor
    that follows; alone (no anchor) this rule does not read the text."""
    own = (m.group("own") or "").lower()  # "the last 3 days of the month": this month
    if not own and not _ANCHOR_AHEAD.match(m.string, m.end()):
        return None
    unit = m.group("u").lower().rstrip("s")
    if m.group("n") is None and unit != "month":  # "the first week of", "the last day of": see rules_en
        return None
    n = _num(m.group("n") or "one")
    if not n or n > 400:
        return None
    edge = "first" if m.group("fl").lower() in ("first", "opening", "initial") else "last"
    slot = ("edge", edge, n, unit)
    from .compose import place

    outer = own or ("year" if unit == "month" else "month")
    s, e = unit_range(today, outer, 0)
    r = place(slot, s, e, outer, today)
    return ((*r, None, True) if own else (*r, None, True, slot)) if r else None


_YEAR_WORD_AFTER = re.compile(r"\s+(?:of\s+)?(?:this|next|last|previous|the\s+following)\s+year\b", re.IGNORECASE)


# round 18: a numbered week of something that is no calendar period counts that thing's weeks ("Week 7 of the
# semester", "Week 15 of the NFL season", "week 3 of the trial", "week 12 of my pregnancy"; round 20: "week 3 of next
# term"): no span
_OF_A_THING_AFTER = re.compile(r"\s+of\s+(?:the|this|our|my|your|his|her|their|its|next|last|coming|following|previous)\s+(?!(?:calendar\s+|current\s+|"
                               r"next\s+|last\s+|previous\s+|following\s+|coming\s+)?(?:year|month|quarter)\b)[a-z]",
                               re.IGNORECASE)


def h_week_number(m: re.Match[str], today: date):
    """week 23 of 2024 / the 10th week of 2025 / calendar week 5 / ISO week 10 (this year): ISO 8601 week numbers."""
    if not m.group("Y") and _OF_A_THING_AFTER.match(m.string, m.end()):
        return VOID
    n = int(re.sub(r"\D", "", m.group("n")))
    if n > 53:  # round 19: "week 54, 2027" names no week of its year (a bare "week 60" is no week at all)
        return VOID if m.group("Y") else None
    y = int(m.group("Y")) if m.group("Y") else today.year
    weeks = weeks_in(date(y, 1, 1), date(y, 12, 31))
    if n == 53 and len(weeks) == 52 and not m.group("Y") and _YEAR_WORD_AFTER.match(m.string, m.end()):
        y = next(k for k in range(y + 1, y + 8) if date(k, 12, 28).isocalendar()[1] == 53)
        weeks = weeks_in(date(y, 1, 1), date(y, 12, 31))  # "week 53 of last year": a stand-in the year after places
    if not 1 <= n <= len(weeks):
        return VOID if n == 53 else None  # "week 53 of 2027": a year of 52 weeks has none, nor a span for its year
    s, e = weeks[n - 1]
    if m.group("Y"):
        return s, e, "week", None, False
    return s, e, "week", None, True, ("nth_week", n)  # "week 1 of next year": the year after it places the week


def h_week_numbers(m: re.Match[str], today: date):
    """weeks 10-12 of 2029 / weeks 1 to 4, 2027: from the first ISO week's Monday to the last one's Sunday."""
    n1, n2, y = int(m.group("n")), int(m.group("n2")), int(m.group("Y"))
    weeks = weeks_in(date(y, 1, 1), date(y, 12, 31))
    if not 1 <= n1 < n2 <= len(weeks):
        return VOID if n2 == 53 else None
    return weeks[n1 - 1][0], weeks[n2 - 1][1], "range", None, False


def _decade_start(m: re.Match[str], today: date) -> int | None:
    if m.group("full"):
        return int(m.group("full"))
    y = int(m.group("short"))
    base = today.year + 10
    y = base - ((base - y) % 100)
    return y - y % 10


def h_decade(m: re.Match[str], today: date):
    """the 1980's / the early 2000s / the late 90s / mid-1990s: a decade, or its early/mid/late third (years 0-3,
    4-6, 7-9, see dates.part_of)."""
    text = m.group(0).lower()
    if m.group("short") and "'" not in text and "’" not in text and not text.startswith("the") and not m.group("p"):
        return None  # "top 10s" is no decade: a bare "90s" needs "the", an apostrophe or early/mid/late
    if m.group("short") and "'" not in text and "’" not in text and measures_en.measured(m.string, m.start(), m.end()):
        return None  # "highs in the mid-40s", "a woman in her mid-30s": degrees or an age
    y0 = _decade_start(m, today)
    if y0 is None or not 1 <= y0 <= 9990:
        return None
    s, e = date(y0, 1, 1), date(y0 + 9, 12, 31)
    if m.group("full") and y0 % 100 == 0 and y0 < 2000:  # "the 1900s", "the 1800s": the century, as usually meant
        s, e = date(y0, 1, 1), date(y0 + 99, 12, 31)
        p = (m.group("p") or "").lower()
        if p:
            i = ("early", "mid", "late").index(_PART[p])
            lo, hi = ((0, 32), (33, 65), (66, 99))[i]
            s, e = date(y0 + lo, 1, 1), date(y0 + hi, 12, 31)
        return s, e, "range", None, False
    p = (m.group("p") or "").lower()
    if p:
        s, e = part_of(s, e, "decade", _PART[p])
    return s, e, "range", None, not m.group("full")


def h_century_part(m: re.Match[str], today: date):
    """the early 20th century / late 19th century / the middle of the 18th century: thirds of a century
    (years 00-32, 33-65, 66-99, counted as the decade rule counts the 1990s)."""
    c = int(m.group("c"))
    if not 1 <= c <= 99:
        return None
    y0 = (c - 1) * 100
    i = ("early", "mid", "late").index(_PART[m.group("p").lower()])
    lo, hi = ((0, 32), (33, 65), (66, 99))[i]
    return date(max(y0 + lo, 1), 1, 1), date(y0 + hi, 12, 31), "range", None, False


_CENTURY_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
                  "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
                  "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
                  "twentieth": 20, "twenty-first": 21, "twenty first": 21, "twenty-second": 22}


def h_century(m: re.Match[str], today: date):
    """the nineteenth century / this century / last century / the early twentieth century: years 00-99 (as the
    decade rule counts: the 20th century is 1900-1999), or a third of them."""
    if m.group("w"):
        c = _CENTURY_WORDS[" ".join(m.group("w").lower().split()).replace(" ", "-") if "twenty" in m.group("w").lower()
                           else m.group("w").lower()]
        y0 = (c - 1) * 100
    else:
        y0 = today.year - today.year % 100 + (-100 if m.group("rel").lower() in ("last", "previous") else
                                              100 if m.group("rel").lower() == "next" else 0)
    s, e = date(max(y0, 1), 1, 1), date(y0 + 99, 12, 31)
    p = (m.group("p") or m.group("p2") or "").lower()
    if p:
        i = ("early", "mid", "late").index(_PART[p])
        lo, hi = ((0, 32), (33, 65), (66, 99))[i]
        s, e = date(max(y0 + lo, 1), 1, 1), date(y0 + hi, 12, 31)
    return s, e, "range", None, not m.group("w")


def h_part_of_year_dash(m: re.Match[str], today: date):
    """mid-2019 / early-2020 / late-2018: a third of the year."""
    y = int(m.group("Y"))
    s, e = part_of(date(y, 1, 1), date(y, 12, 31), "year", _PART[m.group("p").lower()])
    return s, e, "range", None, False


def h_part_of_unit_bare(m: re.Match[str], today: date):
    """end of month / beginning of year / by end of week (no "the"): the third of this unit."""
    unit = m.group("u").lower()
    s, e = unit_range(today, unit, 0)
    s0, e0 = part_of(s, e, unit, _PART[m.group("p").lower()])
    return s0, e0, "range", None, True


def h_half_of(m: re.Match[str], today: date):
    """the first half of March (1-15) / the second half of 2024 / the latter (back) half of the year / the front
    half of next year: a half of a month or of a year."""
    first = m.group("w").lower() in ("first", "1st", "front")
    if m.group("mon"):
        mo = month_of(m.group("mon"))
        y = int(m.group("Y")) if m.group("Y") else today.year
        end = date(y, mo, 28) + timedelta(days=4)
        end -= timedelta(days=end.day)
        s0, e0 = (date(y, mo, 1), date(y, mo, 15)) if first else (date(y, mo, 16), end)
        return s0, e0, "range", None, not m.group("Y")
    rel = (m.group("rel") or "this").lower()
    y = int(m.group("Y2")) if m.group("Y2") else today.year + {"next": 1, "last": -1, "previous": -1}.get(rel, 0)
    s0, e0 = (date(y, 1, 1), date(y, 6, 30)) if first else (date(y, 7, 1), date(y, 12, 31))
    return s0, e0, "half", f"H{1 if first else 2} {y}", not m.group("Y2")


def h_year_possessive(m: re.Match[str], today: date):
    """next year's first quarter / this year's Q1 / last year's H2 / 2024's second half."""
    y = int(m.group("Y")) if m.group("Y") else today.year + {"next": 1, "last": -1, "previous": -1}.get(
        m.group("rel").lower(), 0)
    q = m.group("q") or {"first": "1", "second": "2", "third": "3", "fourth": "4", "1st": "1", "2nd": "2",
                         "3rd": "3", "4th": "4"}.get((m.group("qw") or "").lower())
    if q:
        q = int(q)
        s0 = date(y, 3 * q - 2, 1)
        e0 = date(y + (q == 4), 1 if q == 4 else 3 * q + 1, 1) - timedelta(days=1)
        return s0, e0, "quarter", f"Q{q} {y}", not m.group("Y")
    h = m.group("h") or {"first": "1", "second": "2", "1st": "1", "2nd": "2"}[m.group("hw").lower()]
    s0, e0 = (date(y, 1, 1), date(y, 6, 30)) if h == "1" else (date(y, 7, 1), date(y, 12, 31))
    return s0, e0, "half", f"H{h} {y}", not m.group("Y")


_UNITS = r"(?P<u>days?|weeks?|months?)"
RULES = [
    (re.compile(rf"\b(?:the\s+)?(?P<fl>first|last|final|opening|closing|initial)\s+(?:(?P<n>{NUM})\s+)?{_UNITS}\s+(?:of|in)\b"
                r"(?:\s+(?:the|this|current)\s+(?P<own>month|year|quarter)\b)?", _I),
     h_edge_units),
    (re.compile(rf"\b(?:(?:calendar|iso)\s+)?(?:week\s*(?:no\.?\s*|number\s+|#\s*)?(?P<n>[1-9]|[1-4]\d|5[0-3]|5[4-9]|[6-9]\d)"
                rf"|(?:the\s+)?(?P<n2>[1-9]|[1-4]\d|5[0-3])(?:st|nd|rd|th)\s+week)(?![\w-])"
                rf"(?:\s*(?:(?:of|in|,)\s*)?(?P<Y>{_Y4})\b)?", _I),
     lambda m, t: h_week_number(_Both(m), t)),
    (re.compile(rf"\b(?:(?:calendar|iso)\s+)?(?:weeks|week(?=\s+\d+\s*(?:-|–|to|through|thru)\s*week\b))\s+(?P<n>[1-9]|[1-4]\d|5[0-3])\s*(?:-|–|to|through|thru|and)\s*"
                rf"(?:week\s+)?(?P<n2>[1-9]|[1-4]\d|5[0-3])(?![\w-])\s*(?:(?:of|in|,)\s*)?(?P<Y>{_Y4})\b", _I),
     h_week_numbers),  # round 16: a range of numbered weeks, with its year ("week 10 to week 12 of 2029": review16b)
    (re.compile(rf"(?:\b|(?<![\w'’])(?=['’]))(?=(?:the|early|mid|late|beginning|start|middle|end)\b|['’]?\d)(?:the\s+)?(?:(?P<p>early|mid|late)[\s-]*|(?P<p2>beginning|start|middle|end)\s+of\s+(?:the\s+)?)?"
                rf"(?:(?P<full>(?:1[0-9]|20)\d0)|['’]?(?P<short>\d0))['’]?s\b", _I),
     lambda m, t: h_decade(_Either(m, "p", "p2"), t)),
    (re.compile(r"\b(?:the\s+)?(?:(?P<p>early|mid|late)[\s-]*|(?P<p2>beginning|start|middle|end)\s+of\s+(?:the\s+)?)"
                r"(?P<c>\d{1,2})(?:st|nd|rd|th)[\s-]+century\b", _I),
     lambda m, t: h_century_part(_Either(m, "p", "p2"), t)),
    (re.compile(rf"\b(?P<p>early|mid|late|end|start)-(?P<Y>{_Y4})\b", _I), h_part_of_year_dash),
    (re.compile(r"\b(?:the\s+)?(?:(?P<p>early|mid|late)[\s-]*|(?P<p2>beginning|start|middle|end)\s+of\s+(?:the\s+)?)?"
                r"(?:(?P<w>first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|"
                r"fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty[\s-]first|"
                r"twenty[\s-]second)|(?P<rel>this|last|previous|next))[\s-]+century\b", _I), h_century),
    (re.compile(rf"\b(?:the\s+)?(?P<w>first|second|1st|2nd|latter|last|final|back|front)\s+half\s+of\s+(?:the\s+)?(?:(?P<mon>{MON})\b"
                rf"(?:\s+(?P<Y>{_Y4})\b)?|(?P<Y2>{_Y4})\b|(?:(?P<rel>this|next|last|previous|current)\s+)?year\b)", _I),
     h_half_of),
    (re.compile(rf"\b(?:(?P<rel>this|next|last|previous)\s+year|(?P<Y>{_Y4}))['’]s\s+(?:Q(?P<q>[1-4])\b|"
                r"(?P<qw>first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter\b|H(?P<h>[12])\b|(?P<hw>first|second|"
                r"1st|2nd)\s+half\b)", _I), h_year_possessive),
    (re.compile(r"\b(?:at\s+)?(?:the\s+)?(?P<p>end|beginning|start|middle)\s+of\s+(?P<u>week|month|year)\b", _I),
     h_part_of_unit_bare),
]


class _Either:
    """A match whose group ``a`` may be spelt in group ``b`` instead."""

    def __init__(self, m: re.Match[str], a: str, b: str) -> None:
        self._m, self._a, self._b = m, a, b

    def group(self, name: str):
        if name == self._a:
            return self._m.group(self._a) or self._m.group(self._b)
        return self._m.group(name)

    @property
    def string(self) -> str:
        return self._m.string

    def start(self) -> int:
        return self._m.start()

    def end(self) -> int:
        return self._m.end()


class _Both(_Either):
    def __init__(self, m: re.Match[str]) -> None:
        super().__init__(m, "n", "n2")
