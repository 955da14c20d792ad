"""A holiday or month seen from another day: "Thanksgiving in 3 years", "Christmas two years ago", "March in a
year", "Easter 9 months from now". Today is moved by that many units and the name is that year's ("Thanksgiving in
3 years" asked in December 2026 is Thanksgiving 2029; "Thanksgiving 3 months ago" asked in February 2013 is 2012's,
as Duckling reads it)."""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date

from .dates import shifted
from .rules_en import NUM, _num

_I = re.IGNORECASE
TAIL = re.compile(rf"\s+(?:in\s+(?P<n>{NUM})\s+(?P<u>day|week|month|year)s?|(?P<n2>{NUM})\s+(?P<u2>day|week|month|year)s?"
                  r"\s+(?P<dir>ago|from\s+now|hence|later))\b", _I)
# what may be seen from elsewhere: a name without digits (a holiday, a bare month), never a day counted from today
NAMED = re.compile(r"[^\W\d]+(?:['’]s)?(?:\s+[^\W\d]+(?:['’]s)?){0,3}")
_RELATIVE = re.compile(r"\b(?:today|tonight|tomorrow|yesterday|now|this|next|last|ago|week|weekend|month|year|day|"
                       r"(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?)\b", _I)  # not "Monday in 2 weeks"


def seen_from(m: re.Match[str], today: date) -> date | None:
    """The first day of the year the name is read in: today moved by the tail's units (back for "ago"), or None."""
    n = _num(m.group("n") or m.group("n2"))
    if not n or n > 500:
        return None
    unit = (m.group("u") or m.group("u2")).lower()
    sign = -1 if (m.group("dir") or "").lower() == "ago" else 1
    days = {"day": 1, "week": 7}.get(unit, 0) * n * sign
    months = {"month": 1, "year": 12}.get(unit, 0) * n * sign
    try:
        return date(shifted(today, days, months).year, 1, 1)
    except (ValueError, OverflowError):
        return None


def named(text: str, kind: str, m: re.Match[str]) -> bool:
    """True for a span that names a holiday ("Thanksgiving") by its name alone, or a month ("March") seen years
    away."""
    if not NAMED.fullmatch(text) or _RELATIVE.search(text):
        return False
    return kind == "day" or (m.group("u") or m.group("u2")).lower() == "year"
