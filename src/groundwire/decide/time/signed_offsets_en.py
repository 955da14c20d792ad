"""A signed offset as a date (round 30): "+2 years", "-1 day", "- 1 days", "+2 months, 5 days", "today +3 days".

Three independent origins read such an offset as today moved by it: dateparser's tests ("+2 years" in two years,
BSD-3), parsedatetime's ("-1 day", "- 1 days": yesterday, Apache-2.0) and chrono-node's ("+2 months, 5 days",
"-5d", MIT; round 30's new corpus); none of our corpora reads it otherwise. It is rewritten as the usual phrase
("in 2 years", "1 day ago", "in 2 months and 5 days"), each unit read as those are (a day, a calendar month / year).

Read only where an offset is surely a date, not a difference or a balance ("Leave balance: -2 days", "+2 years of
experience", "3-5 years", "T-5 days", "score -2 days overdue"):
- the whole text is the offset (a search box, a field of its own), its sign glued to the number or one space apart;
- or the offset follows "today" / "now" ("today +3 days", "now - 1 week") and ends the phrase;
- the offset ends the text or a clause (., ;, !, ?, a closing bracket): a word after it ("of experience",
  "remaining", "overdue") leaves it alone.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .variants_en import spliced

_UNIT = {"d": "day", "day": "day", "days": "day", "w": "week", "wk": "week", "wks": "week", "week": "week",
         "weeks": "week", "mo": "month", "mos": "month", "month": "month", "months": "month", "y": "year",
         "yr": "year", "yrs": "year", "year": "year", "years": "year"}
_U = r"(?:days?|d|weeks?|wks?|w|months?|mos?|years?|yrs?|y)"
_AMOUNT = rf"(?P<n>\d{{1,3}})\s?(?P<u>{_U})(?P<more>(?:(?:\s*,\s*|\s+)(?:and\s+)?\d{{1,3}}\s?{_U})*)"
_END = r"(?=\s*(?:$|[.;!?)\]]))"
_WHOLE = re.compile(rf"\A\s*(?P<sign>[+-])\s?{_AMOUNT}(?:\s*[.!?])?\s*\Z", re.IGNORECASE)
_ANCHORED = re.compile(rf"\b(?P<anchor>today|now)\s*(?P<sign>[+-])\s?{_AMOUNT}\b{_END}", re.IGNORECASE)
_MORE = re.compile(rf"(\d{{1,3}})\s?({_U})\b", re.IGNORECASE)


def _said(n: str, unit: str) -> str:
    word = _UNIT[unit.lower()]
    return f"{int(n)} {word}{'' if int(n) == 1 else 's'}"


def _usual(m: re.Match[str]) -> str:
    amounts = [_said(m.group("n"), m.group("u"))] + [_said(n, u) for n, u in _MORE.findall(m.group("more") or "")]
    said = " and ".join(amounts)
    return f"in {said}" if m.group("sign") == "+" else f"{said} ago"


def rewrite(text: str) -> tuple[str, list[int] | None]:
    """``text`` with a signed offset read as the usual phrase, and for each character of the result the index of the
    character it stands for in ``text``; no index when nothing was rewritten."""
    if "+" not in text and "-" not in text:
        return text, None
    m = _WHOLE.match(text)
    if m:
        return spliced(text, [(m.start("sign"), m.end("more") if m.group("more") else m.end("u"), _usual(m))])
    found = [(m.start("anchor"), m.end(), _usual(m)) for m in _ANCHORED.finditer(text)]
    return spliced(text, found)
