"""English parts of periods the other rules lacked: the first/last N days, weeks or months of a period ("the first 10
days of March", "the last 6 months of 2019"), numbered weeks ("week 23 of 2024", "the 10th week of 2025"), parts of
decades and centuries ("the early 2000s", "the late 90s", "the mid-1990s", "early 20th century"), "the 1980's",
"mid-2019", and "end of month" / "beginning of year" written without "the".

Handlers return (start, end, kind, absolute, relative[, slot]) like the base rules. A "first/last N ..." part is
read only when an anchor the composer can place it in follows ("of March", "in 2019", "of last month"); otherwise
"the last 6 months" stays the base rules' rolling window.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from .dates import part_of, weeks_in
from .rules_en import MON, NUM, _num, unit_range

_I = re.IGNORECASE
_Y4 = r"(?:1[6-9]|2\d)\d{2}"
_PART = {"early": "early", "beginning": "early", "start": "early", "mid": "mid", "middle": "mid", "late": "late",
         "end": "late"}
# what may follow "of"/"in" for a part to be placed: a year, a month name, or a relative month/quarter/year/week
_ANCHOR_AHEAD = re.compile(rf"\s+(?:the\s+)?(?:{_Y4}\b|{MON}\b|(?:this|next|last|previous|current|coming|"
                           r"past|following)\s+(?:month|year|quarter|week)\b|(?:month|year|quarter)\b|Q[1-4]\b|"
                           r"H[12]\b|(?:first|second|third|fourth)\s+(?:quarter|half)\b)", _I)


def h_edge_units(m: re.Match[str], today: date):
    """the first 10 days of March / the last 6 months of 2019 / first two weeks of January: a slot for the anchor
    that follows; alone (no anchor) this rule does not read the text."""
    if not _ANCHOR_AHEAD.match(m.string, m.end()):
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

    s, e = unit_range(today, "year" if unit == "month" else "month", 0)
    r = place(slot, s, e, "year" if unit == "month" else "month", today)
    return (*r, None, True, slot) if r else None


def h_week_number(m: re.Match[str], today: date):
    """week 23 of 2024 / the 10th week of 2025 / calendar week 5 / ISO week 10 (this year): ISO 8601 week numbers."""
    n = int(re.sub(r"\D", "", m.group("n")))
    y = int(m.group("Y")) if m.group("Y") else today.year
    weeks = weeks_in(date(y, 1, 1), date(y, 12, 31))
    if not 1 <= n <= len(weeks):
        return None
    s, e = weeks[n - 1]
    return s, e, "week", None, not m.group("Y")


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
    y0 = _decade_start(m, today)
    if y0 is None or not 1 <= y0 <= 9990:
        return None
    s, e = date(y0, 1, 1), date(y0 + 9, 12, 31)
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


_UNITS = r"(?P<u>days?|weeks?|months?)"
RULES = [
    (re.compile(rf"\b(?:the\s+)?(?P<fl>first|last|final|opening|closing|initial)\s+(?:(?P<n>{NUM})\s+)?{_UNITS}\s+(?:of|in)\b", _I),
     h_edge_units),
    (re.compile(rf"\b(?:(?:calendar|iso)\s+)?(?:week\s*(?:no\.?\s*|number\s+|#\s*)?(?P<n>[1-9]|[1-4]\d|5[0-3])"
                rf"|(?:the\s+)?(?P<n2>[1-9]|[1-4]\d|5[0-3])(?:st|nd|rd|th)\s+week)(?![\w-])"
                rf"(?:\s*(?:of|in|,)?\s*(?P<Y>{_Y4})\b)?", _I),
     lambda m, t: h_week_number(_Both(m), t)),
    (re.compile(rf"(?:\b|(?<![\w'’])(?=['’]))(?:the\s+)?(?:(?P<p>early|mid|late)[\s-]*|(?P<p2>beginning|start|middle|end)\s+of\s+(?:the\s+)?)?"
                rf"(?:(?P<full>(?:1[0-9]|20)\d0)|['’]?(?P<short>\d0))['’]?s\b", _I),
     lambda m, t: h_decade(_Either(m, "p", "p2"), t)),
    (re.compile(r"\b(?:the\s+)?(?:(?P<p>early|mid|late)[\s-]*|(?P<p2>beginning|start|middle|end)\s+of\s+(?:the\s+)?)"
                r"(?P<c>\d{1,2})(?:st|nd|rd|th)[\s-]+century\b", _I),
     lambda m, t: h_century_part(_Either(m, "p", "p2"), t)),
    (re.compile(rf"\b(?P<p>early|mid|late)-(?P<Y>{_Y4})\b", _I), h_part_of_year_dash),
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


class _Both(_Either):
    def __init__(self, m: re.Match[str]) -> None:
        super().__init__(m, "n", "n2")
