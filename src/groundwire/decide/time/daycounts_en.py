"""British day counts and US federal fiscal years the other rules lacked (round 21):

- "a month today" / "a year tomorrow" / "two months today" (British, as "a week today"): that many months or years
  after that day, named as a day (Feb 29 -> 28); "a year yesterday" looks back, as "a week yesterday" does. ("a
  month from today" keeps its documented reading, the month);
- "tomorrow fortnight" / "today fortnight" / "today week" (as "tomorrow week") and "fortnight from today" (the
  article left out) count two weeks / a week from that day;
- the US federal fiscal year ("federal fiscal year 2027", "federal FY27", "FFY 2028", "the federal government's
  fiscal year 2027") runs October 1 of the year before to September 30: a convention picked here, where the text
  names the federal year (a bare "FY2027" or "fiscal 2027" stays the calendar year, README: organisations start
  theirs in different months);
- "YTD 2026" / "2026 YTD" / "2026 year to date" is that year to today when the year is this one, the whole year
  when it is gone by;
- an anniversary ("it's a year today since ...", "two years tomorrow that ...") counts back instead.

Handlers return (start, end, kind, absolute, relative) like the base rules.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date, timedelta

from .dates import add_months, month_end
from .rules_en import NUM, _num, year_of

_I = re.IGNORECASE
_SHIFT_DAY = {"today": 0, "tomorrow": 1, "yesterday": -1}


def h_units_from_day(m: re.Match[str], today: date):
    """a month today / a year tomorrow / two months yesterday: that many months or years from that day."""
    n = _num(m.group("n"))
    if not n or n > 50:
        return None
    word = m.group("d").lower()
    sign = -1 if word == "yesterday" or _ANNIVERSARY_AFTER.match(m.string, m.end()) else 1
    base = today + timedelta(days=_SHIFT_DAY[word])
    months = n * (12 if m.group("u").lower().startswith("year") else 1) * sign
    y, mo = add_months(base.year, base.month, months)
    d = date(y, mo, min(base.day, month_end(y, mo).day))
    return d, d, "day", None, True


def h_day_then_weeks(m: re.Match[str], today: date):
    """tomorrow fortnight / today week / fortnight from today: a week or two after that day."""
    weeks = 2 if m.group("u").lower() == "fortnight" else 1
    d = today + timedelta(days=_SHIFT_DAY[m.group("d").lower()] + 7 * weeks)
    return d, d, "day", None, True


def h_federal_year(m: re.Match[str], today: date):
    """federal fiscal year 2027 / FFY27: October 1, 2026 - September 30, 2027."""
    y = year_of(m.group("y"), today) if len(m.group("y")) == 2 else int(m.group("y"))
    return date(y - 1, 10, 1), date(y, 9, 30), "range", None, False


def h_year_to_date(m: re.Match[str], today: date):
    """YTD 2026 / 2026 year-to-date: that year to today when it is this year, the whole year when gone by."""
    y = int(m.group("y") or m.group("y2"))
    if y > today.year:
        return None
    return date(y, 1, 1), (today if y == today.year else date(y, 12, 31)), "range", None, False


# an anniversary counts back: "it's a year today since Dad died", "two years tomorrow that we met" (review21)
_ANNIVERSARY_AFTER = re.compile(r"\s+(?:since|that)\b", _I)
_FEDERAL = r"(?:federal|(?:the\s+)?(?:federal\s+)?government['’]s|u\.?s\.?(?:\s+federal)?)"
RULES = [
    (re.compile(rf"\b(?P<n>{NUM})\s+(?P<u>months?|years?)\s+(?P<d>today|tomorrow|yesterday)\b(?!['’]s)", _I),
     h_units_from_day),
    (re.compile(r"\b(?P<d>today|tomorrow)\s+(?P<u>week|fortnight)\b(?![\s-]?(?:end|ly|s\b|of))"
                r"|\b(?<!\ba\s)(?<!\bone\s)(?P<u2>fortnight)\s+from\s+(?P<d2>today|tomorrow)\b", _I),
     lambda m, t: h_day_then_weeks(_Pick(m), t)),
    (re.compile(rf"\b{_FEDERAL}\s+(?:fiscal\s+year|FY)\s*(?P<y>(?:19|20)\d{{2}}|\d{{2}})\b"
                r"|\b(?-i:FFY)\s*(?P<y2>(?:19|20)\d{2}|\d{2})\b", _I),
     lambda m, t: h_federal_year(_Pick(m), t)),
    (re.compile(r"\b(?-i:YTD)\s+(?P<y>(?:19|20)\d{2})\b|\b(?P<y2>(?:19|20)\d{2})\s+(?:(?-i:YTD)|year[\s-]to[\s-]date)\b", _I),
     h_year_to_date),
]


class _Pick:
    """A match read through its second-alternative groups where the first are empty ("u2" for "u")."""

    def __init__(self, m: re.Match[str]) -> None:
        self._m = m

    def group(self, name: str):
        return self._m.group(name) or self._m.groupdict().get(f"{name}2")
