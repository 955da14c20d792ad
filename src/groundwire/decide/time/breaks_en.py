"""Holiday breaks: "over Christmas" is the holiday period, not the one day. "What are you doing over Christmas?",
"closed over Easter", "travel over Thanksgiving", "over the New Year": Christmas Eve to Boxing Day (Dec 24-26), Good
Friday to Easter Monday, Thanksgiving Thursday to Sunday, New Year's Eve and Day (Dec 31 - Jan 1).

Which one: the current or next break (its last day today or later); after a past-tense clause ("what did you do over
Christmas") the latest one begun by today; with a year ("over Christmas 2025") that year's."""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date, timedelta

from dateutil.easter import easter

from . import holidays_en
from .colloquial_en import _PAST_CUE
from .tense_en import told_as_past

_I = re.IGNORECASE
_NAMES = {"christmas": "Christmas", "easter": "Easter", "thanksgiving": "Thanksgiving", "new year": "New Year"}


def _break(name: str, year: int) -> tuple[date, date]:
    """The break named ``name`` that begins in ``year``."""
    if name == "christmas":
        return date(year, 12, 24), date(year, 12, 26)
    if name == "easter":
        sunday = easter(year)
        return sunday - timedelta(days=2), sunday + timedelta(days=1)
    if name == "thanksgiving":
        first = date(year, 11, 1)
        thursday = first + timedelta(days=(3 - first.weekday()) % 7 + 21)  # the fourth Thursday of November
        return thursday, thursday + timedelta(days=3)
    return date(year, 12, 31), date(year + 1, 1, 1)  # the New Year


def h_over_break(m: re.Match[str], today: date):
    raw = re.sub(r"['’]s$", "", re.sub(r"\s+", " ", m.group("h").lower()))
    name = "new year" if raw.startswith("new year") else "christmas" if raw == "xmas" else raw
    if m.group("Y"):
        s, e = _break(name, int(m.group("Y")))
        return s, e, "range", None, False
    if _PAST_CUE.search(m.string, max(0, m.start() - 60), m.start()):
        year = today.year if _break(name, today.year)[0] <= today else today.year - 1
    else:
        year = today.year - 1 if _break(name, today.year - 1)[1] >= today else (
            today.year if _break(name, today.year)[1] >= today else today.year + 1)
    s, e = _break(name, year)
    lead = m.group(0)[:m.start("h") - m.start()]  # "over " / "over the "
    named = year + 1 if name == "new year" else year  # the New Year that begins on Dec 31, 2026 is 2027's
    return s, e, "range", f"{lead}{_NAMES[name]} {named}", True

def _holiday_weekend(name: str, year: int) -> tuple[date, date] | None:
    """The long weekend a holiday makes in ``year`` (round 19): Easter Good Friday to Easter Monday and Thanksgiving
    Thursday to Sunday (as their breaks), a Monday holiday the Saturday to it ("Labor Day weekend"), a Friday one to
    the Sunday after, a weekend day its Saturday-Sunday; a holiday midweek makes no weekend."""
    if name in ("easter", "easter sunday", "thanksgiving"):
        return _break("thanksgiving" if name == "thanksgiving" else "easter", year)
    d = holidays_en.holiday_in(name, year)
    if d is None:
        return None
    wd = d.weekday()
    if wd == 0:
        return d - timedelta(days=2), d
    if wd == 4:
        return d, d + timedelta(days=2)
    if wd >= 5:
        sat = d - timedelta(days=wd - 5)
        return sat, sat + timedelta(days=1)
    return None


def h_holiday_weekend(m: re.Match[str], today: date):
    name = holidays_en.canonical(m.group("h"))
    if name is None:
        return None
    if m.group("Y"):
        span = _holiday_weekend(name, int(m.group("Y")))
        return (span[0], span[1], "range", None, False) if span else None
    past = _PAST_CUE.search(m.string, max(0, m.start() - 60), m.start()) or told_as_past(m.string, m.start())
    spans = [sp for y in (today.year - 1, today.year, today.year + 1) if (sp := _holiday_weekend(name, y))]
    chosen = ([sp for sp in spans if sp[0] <= today][-1:] if past else [sp for sp in spans if sp[1] >= today][:1])
    return (chosen[0][0], chosen[0][1], "range", None, True) if chosen else None


RULES = [
    # round 19: "Labor Day weekend", "the Easter long weekend", "Thanksgiving weekend 2027", "Memorial Day weekend"
    (re.compile(rf"\b(?:the\s+)?(?P<h>{holidays_en.names_regex(holidays_en.NAMES)})(?:['’]s)?\s+(?:long\s+)?week[\s-]?end\b"
                r"(?:\s+(?P<Y>(?:19|20)\d{2})\b)?", _I), h_holiday_weekend),
    (re.compile(r"\bover\s+(?:the\s+)?(?P<h>christmas|xmas|easter|thanksgiving|new\s+year(?:['’]?s)?)"
                r"(?!['’]s?\b|\s+(?:day|eve|sunday|monday|break|holidays?|weekend|period)\b)"
                r"(?!\s+(?!(?:and|or|this|next|last|with|in|at|to|for|we|i|you|he|she|they|it|is|are|was|were|will|so|"
                r"but|because|when|if|then|again|too|as|while|instead|year)\b)(?-i:[a-z]))"  # "fight over Christmas gifts"
                r"(?:\s+(?P<Y>(?:19|20)\d{2})\b)?", _I), h_over_break),
]
