"""Opening hours: a bare range of weekdays with a range of clock times after it ("Open Tue–Sun, 10–5", "No parking
Mon-Fri 8am-6pm", "Hours: Monday to Friday, 9am to 5pm") tells when something recurs every week, not a stretch of
days to search: it gives no span, as a set ("every Monday") gives none and as the Chinese office hours (受理时间：周一至周五)
do. The range stays a time when a word places it in one week ("this Mon–Wed 9am-1pm", "Mon-Fri 9-5 next week") or a
date follows the clock ("Mon-Fri 7-11 Dec" is no clock at all); one weekday with its hours ("Thursday 9am - 5pm") is
that day."""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

_I = re.IGNORECASE
_WD = r"(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?"
_DAY_RANGE = re.compile(rf"{_WD}\s*(?:-|–|—|to|thru|through|till|until)\s*{_WD}", _I)
_CLOCK = r"(?:(?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?(?:\s*(?:[ap]\.?m\.?|[ap]\b))?|noon|midday|midnight)"
_HOURS = re.compile(rf"\s*(?:,\s*)?(?:from\s+)?{_CLOCK}\s*(?:-|–|—|to|till|until)\s*{_CLOCK}(?![\d/:])", _I)
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_PLACED_BEFORE = re.compile(r"\b(?:this|next|last|coming|following|previous|the)\s+$", _I)
_PLACED_AFTER = re.compile(rf"\s*(?:,\s*)?(?:(?:of\s+)?(?:this|next|last|the\s+following|coming)\s+(?:week|wk)\b"
                           rf"|{_MONTH}(?:\s|$|[,.])|\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH}|\d{{1,2}}/\d{{1,2}}"
                           r"|(?:on|from)\s+\d)", _I)


_RANGE_OPENS_BEFORE = re.compile(rf"\b{_WD}\s*(?:-|–|—|to|thru|through|till|until)\s*$", _I)


def recurring_hours(text: str, start: int, end: int) -> bool:
    """True when ``text[start:end]`` is a bare range of weekdays, alone or with the clock range that follows it, and
    that clock range follows it (see above); or the second weekday of such a range with the hours ("Sat–Sun 9am–4pm"
    read as "Sun 9am–4pm")."""
    opens = _RANGE_OPENS_BEFORE.search(text, max(0, start - 16), start)
    if opens:
        start = opens.start()
    days = _DAY_RANGE.match(text, start)
    if not days or days.end() > end:
        return False
    hours = _HOURS.match(text, days.end())
    if not hours or hours.end() < end or not re.search(r"\d|noon|midday|midnight", hours.group(0), _I):
        return False
    if _PLACED_BEFORE.search(text, max(0, start - 12), start):
        return False
    return not _PLACED_AFTER.match(text, hours.end())


_HOURS_GAP = re.compile(rf"{_HOURS.pattern}\s*(?:,\s*)?", _I)


def hours_between(text: str, start: int, end: int) -> bool:
    """True when ``text[start:end]`` is only a clock range ("Wed–Fri 2–4pm next week"): the weekdays before it are
    still placed in the week after it, hours and all (review20t)."""
    return bool(_HOURS_GAP.fullmatch(text, start, end)) and bool(re.search(r"\d|noon|midday|midnight", text[start:end], _I))


_WEEKDAY_INDEX = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}
_OPENER = re.compile(rf"\b(?P<wd>{_WD})\s*(?:-|–|—|to|thru|through)\s*$", _I)


def range_opened_before(text: str, start: int) -> tuple[int, int] | None:
    """(where it starts, its weekday 0-6) of the first weekday of a range whose second weekday opens at ``start``
    ("Mon–" before "Wed 8:30–12:30 next week": the clock took the second weekday alone; review20t), or None."""
    m = _OPENER.search(text, max(0, start - 16), start)
    return (m.start(), _WEEKDAY_INDEX[m.group("wd")[:3].lower()]) if m else None
