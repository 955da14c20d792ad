"""A bracketed gloss that restates the date before it (round 19): "2027-03-04 (Thu)", "03/04/2027 (Thursday)",
"2027-03 (Mar)", "Mar-2027 (March)" are one span, the date's, as a spreadsheet or a form writes a date and spells out
its weekday or month beside it. The gloss must agree: a bracketed weekday is the dated day's own weekday, a bracketed
month the dated month; one that disagrees ("2027-03-04 (Fri)") is left as written (two spans), and a bracketed date
after a weekday ("next Monday (Dec 7)") is left to the rules that already read it. Round 20: a weekday after a comma
restates a date too, as listings write it ("Dec 15, Tue", "15 Dec, Tuesday at 9am"), when it agrees."""

from __future__ import annotations

import dataclasses
from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from typing import TypeVar

_OPEN = re.compile(r"\s*[(\[]\s*")
_CLOSE = re.compile(r"\s*[)\]]")
_WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_WEEKDAY = re.compile(r"(mon|tue|wed|thu|fri|sat|sun)(?:day|s|sday|nesday|rsday|r|rs|urday)?\.?", re.IGNORECASE)
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH = re.compile(r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(?:uary|ruary|ch|il|e|y|ust|t|tember|ober|ember)?\.?",
                    re.IGNORECASE)

C = TypeVar("C")


def _restates(text: str, a, c) -> bool:  # noqa: ANN001 (timeframe._Cand, not imported: this module has one job)
    gloss = text[c.start_i:c.end_i]
    wd = _WEEKDAY.fullmatch(gloss)
    if wd and a.start == a.end:
        return a.start.weekday() == _WEEKDAYS.index(wd.group(1).lower())
    mon = _MONTH.fullmatch(gloss)
    if mon and a.start.month == a.end.month and a.start.year == a.end.year:
        return a.start.month == _MONTHS.index(mon.group(1).lower()) + 1
    return False


# round 20: a listing's weekday after a comma restates the date before it too ("Dec 15, Tue", "15 Dec, Tuesday at
# 9am"): one span, the date's, when the weekday agrees (and with the clock after it)
_COMMA = re.compile(r"\s*,\s*")
_CLOCK_TAIL = re.compile(r"(?:\s*(?:,\s*)?(?:at\s+|@\s*)?\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?)?", re.IGNORECASE)


_WEEKDAY_WORD = re.compile(_WEEKDAY.pattern + r"(?![a-z])", re.IGNORECASE)


def _weekday_after_comma(text: str, a, c) -> bool:  # noqa: ANN001
    wd = _WEEKDAY_WORD.match(text, c.start_i, c.end_i)
    if not wd or a.start != a.end or a.start.weekday() != _WEEKDAYS.index(wd.group(1).lower()):
        return False
    return wd.end() == c.end_i or _CLOCK_TAIL.fullmatch(text, wd.end(), c.end_i) is not None


def restated(text: str, cands: list[C]) -> list[C]:
    """``cands`` with each bracketed gloss that restates the span before it folded into that span."""
    if "(" not in text and "[" not in text and "," not in text:
        return cands
    out: list = []
    for c in cands:
        a = out[-1] if out else None
        if (a is not None and _OPEN.fullmatch(text, a.end_i, c.start_i)
                and (close := _CLOSE.match(text, c.end_i)) and _restates(text, a, c)):
            out[-1] = dataclasses.replace(a, end_i=close.end())
            continue
        if a is not None and _COMMA.fullmatch(text, a.end_i, c.start_i) and _weekday_after_comma(text, a, c):
            out[-1] = dataclasses.replace(a, end_i=c.end_i)
            continue
        out.append(c)
    return out
