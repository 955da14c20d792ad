"""Holiday breaks: "over Christmas" is the holiday period, not the one day. "What are you doing over Christmas?",
"closed over Easter", "travel over Thanksgiving", "over the New Year": Christmas Eve to Boxing Day (Dec 24-26), Good
Friday to Easter Monday, Thanksgiving Thursday to Sunday, New Year's Eve and Day (Dec 31 - Jan 1).

Which one: the current or next break (its last day today or later); after a past-tense clause ("what did you do over
Christmas") the latest one begun by today; with a year ("over Christmas 2025") that year's."""

from __future__ import annotations

import re
from datetime import date, timedelta

from dateutil.easter import easter

from .colloquial_en import _PAST_CUE

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

RULES = [
    (re.compile(r"\bover\s+(?:the\s+)?(?P<h>christmas|xmas|easter|thanksgiving|new\s+year(?:['’]?s)?)"
                r"(?!['’]s?\b|\s+(?:day|eve|sunday|monday|break|holidays?|weekend|period)\b)"
                r"(?!\s+(?!(?:and|or|this|next|last|with|in|at|to|for|we|i|you|he|she|they|it|is|are|was|were|will|so|"
                r"but|because|when|if|then|again|too|as|while|instead|year)\b)(?-i:[a-z]))"  # "fight over Christmas gifts"
                r"(?:\s+(?P<Y>(?:19|20)\d{2})\b)?", _I), h_over_break),
]
