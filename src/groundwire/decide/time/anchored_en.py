"""Compositions over any anchor (round 23): an operator that moves a day ("N days after", "the Monday before", "the
week after") read with every anchor the rules resolve, in the word classes other hands write it with:

- direction words: "following" / "succeeding" are "after", "preceding" / "prior to" / "ahead of" "before", and
  "past" after a count of units before a date ("ten (10) days following the Commencement Date", "the week following
  the 14th", "the Friday prior to Christmas", "3 days past Dec 20"); "the eve of X" is the day before it;
- a short weekday that is also a word, after "the" and before "after" / "before" and a written day ("the sat after
  NYE", "the second sun before Easter"; chat_en writes out only the capitalised ones there);
- arithmetic on a date: "Dec 14 plus 10 days", "5 Jan 2027 + 2 weeks" ("10 days after Dec 14");
- two ordinals sharing one unit of one anchor: "the second and third weeks of January 2027", "between the 2nd and
  3rd week of May", "from the first to the third weekend of March" (the first one's start to the second one's end);
- an event's noun between the operator and its dated anchor: "6 weeks after your operation on 4 January 2027",
  "45 days after publication on Jan 4, 2027", "ten days following the Commencement Date of February 1, 2027",
  "two weeks after launch day (Jan 12, 2027)": up to five plain words, then "on" / "of" / "dated" / "(" and the day
  (``event_gap``; no word of time, number or clause break in between, so "three days after she left, the letter
  came" and "2 days after surgery" stay without a span);
- business days counted from an anchor: "2 business days before Dec 24", "the fifth (5th) Business Day after January
  8, 2027", "the first weekday after New Year's Day" (Monday to Friday; public holidays are not known, as
  "5 working days from today");
- a count range from an anchor: "3–5 business days after Dec 8", "2-4 days after dispatch on 14 Dec" (the first
  count's day to the second's);
- a month counted from a month: "the month following March 2027", "the second month after January 2027".

The rewrites map back onto the words as written (as variants_en); the rules give compose.py slots that the anchor
beside them places.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date, timedelta

from . import offsets_en
from .dates import add_months, month_end
from .rules_en import MON, NUM, VOID, _num, month_of
from .gated_rewrites import GatedRewrites

_I = re.IGNORECASE
_YEAR = r"(?:19|20)\d{2}"
_HEAD = (r"(?:days?|weeks?|fortnights?|months?|years?|weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
         r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?)")
_AFTER_WORDS = {"following": "after", "succeeding": "after", "past": "after", "preceding": "before",
                "prior to": "before", "ahead of": "before"}
_ORD_WORDS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5,
              "5th": 5, "sixth": 6, "6th": 6, "seventh": 7, "7th": 7, "eighth": 8, "8th": 8, "ninth": 9, "9th": 9,
              "tenth": 10, "10th": 10, "last": -1, "final": -1}
_ORD = r"(?:first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|final)"
_ORD_NAMES = {"1st": "first", "2nd": "second", "3rd": "third", "4th": "fourth", "5th": "fifth"}


def _word(ordinal: str) -> str:
    """An ordinal in words ("2nd": "second"; digits beside "the ... through the ..." read as days of a month)."""
    return _ORD_NAMES.get(ordinal.lower(), ordinal)


_SHORT_WEEKDAYS = {"mon": "monday", "wed": "wednesday", "sat": "saturday", "sun": "sunday"}
# a date written out: "Dec 14", "December 14, 2026", "14 Dec 2026", "2026-12-14"
_DATE = (rf"(?:{MON}\.?\s+(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?(?:,?\s+{_YEAR})?"
         rf"|(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\s+(?:of\s+)?{MON}\.?(?:,?\s+{_YEAR})?|{_YEAR}-\d{{2}}-\d{{2}})")
# the anchor of two ordinals' unit: a month with or without its year, a year, or this / next / last month or year
_OF_ANCHOR = rf"(?:{MON}\.?(?:\s+{_YEAR})?|{_YEAR}|(?:this|next|last)\s+(?:month|year)|the\s+(?:month|year))"

# a digit that starts a date: "3 Dec", "the 14th", "12/20", "2027-01-05" (not a clock: "11am", "5 pm", "10")
_DAY_AHEAD = rf"(?:\d{{1,2}}(?:st|nd|rd|th)\b|\d{{1,2}}\s+(?:of\s+)?{MON}\b|\d{{1,4}}[/.-]\d)"

_REWRITES: tuple[tuple[re.Pattern[str], object], ...] = (
    # "ten days following", "the week following", "the Friday prior to", "3 days past Dec 20"
    (re.compile(rf"\b(?P<h>{_HEAD})\s+(?P<w>following|succeeding|preceding|prior\s+to|ahead\s+of"
                rf"|past(?=\s+(?:{MON}\b|\d|the\s+\d)))\b", _I),
     lambda m: (m.start("w"), m.end("w"), _AFTER_WORDS[" ".join(m.group("w").lower().split())])),  # (the word alone:
    # the head's span keeps its own offsets, "this week following the strike")
    # "the eve of Thanksgiving 2027": the day before it
    (re.compile(r"\bthe\s+eve\s+of\b(?=\s+(?:the\s+)?(?-i:[A-Z0-9]))", _I), lambda m: "the day before"),
    # "the sat after NYE", "the 2nd sun before Easter"
    # (review23: a digit only as a date's, "the wed before 3 Dec", "the sun after 12/20", "the sat before the 14th",
    # not a clock's, "stay out of the sun before 11am"; the word alone rewritten, so a weekday read alone keeps its
    # span, "sat", not "e sat")
    (re.compile(rf"\bthe\s+(?P<o>{_ORD}\s+)?(?P<d>mon|wed|sat|sun)\.?(?=\s+(?:after|before)\s+(?:the\s+)?"
                rf"(?:(?-i:[A-Z])|{_DAY_AHEAD}|(?:xmas|christmas|easter|nye|new\s+year|thanksgiving|halloween)\b))",
                _I), lambda m: (m.start("d"), m.end(), _SHORT_WEEKDAYS[m.group("d").lower()])),
    # "the first weekday after": a working day
    (re.compile(rf"\bthe\s+(?P<o>{_ORD})\s+weekday(?=\s+(?:after|before)\b)", _I),
     lambda m: f"the {m.group('o')} business day"),
    # "Dec 14 plus 10 days", "5 Jan 2027 + 2 weeks"
    (re.compile(rf"\b(?P<d>{_DATE})\s*(?:\+|\bplus\b)\s*(?P<n>\d{{1,3}}|one|two|three|four|five|six|seven|eight|nine|ten)"
                r"\s+(?P<u>days?|weeks?|months?|years?)\b", _I),
     lambda m: f"{m.group('n')} {m.group('u')} after {m.group('d')}"),
    # "the second and third weeks of January 2027", "between the 2nd and 3rd week of May 2027"
    (re.compile(rf"\b(?:(?P<lead>between|from)\s+)?the\s+(?P<a>{_ORD})\s+(?:and|to|through|thru|-|–)\s+(?:the\s+)?"
                rf"(?P<b>{_ORD})\s+(?P<u>week|weekend|fortnight|quarter|month)s?\s+of\s+(?P<x>{_OF_ANCHOR})(?![\w'’])", _I),
     lambda m: f"the {_word(m.group('a'))} {m.group('u')} of {m.group('x')} through the {_word(m.group('b'))} "
               f"{m.group('u')} of {m.group('x')}"),
    # a search box's "first monday june 2027", "last friday november": the nth weekday of that month, its "of" left
    # out (not before a day of the month: "last Monday March 3rd" restates a date; a lower-case "may" is the verb)
    (re.compile(rf"\b(?P<o>{_ORD})\s+(?P<d>(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?=\s+(?:(?!may\b){MON}|(?-i:May))\b\.?"
                rf"(?:\s+{_YEAR}\b|(?!\s*\d)))", _I),
     lambda m: f"{m.group('o')} {m.group('d')} of"),
)
_ORDINAL_GATE = ("first", "second", "third", "fourth", "fifth", "1st", "2nd", "3rd", "4th", "5th", "last", "final")
_GATES: tuple[tuple[str, ...], ...] = (
    ("following", "succeeding", "preceding", "prior", "ahead", "past"), ("eve of",),
    tuple(f"{d}{dot} {w}" for d in ("mon", "wed", "sat", "sun") for dot in ("", ".") for w in ("after", "before")),
    ("weekday",), ("plus", "+"), _ORDINAL_GATE, _ORDINAL_GATE,
)
# every gate string in one scan; matches kept apart linearly (:mod:`.gated_rewrites`, shared with forms_en)
_REWRITER = GatedRewrites(_REWRITES, _GATES)


def rewrite(text: str) -> tuple[str, list[int] | None]:
    """``text`` with these word classes read as the usual phrases, and for each character of the result the index of
    the character it stands for in ``text``; no index when nothing was rewritten."""
    return _REWRITER.rewrite(text, _REWRITER.wanted(text.lower()))


# an event's noun between an operator and its dated anchor: a few plain words, then on / of / dated / "("
_TIME_WORD = (r"(?:next|last|this|coming|previous|today|tomorrow|yesterday|now|then|and|or|but|to|until|till|by|"
              r"from|in|at|after|before|since|every|each|day|days|week|weeks|month|months|year|years|i|we|he|she|"
              r"they|it|you)")
_EVENT_GAP = re.compile(rf"\s++(?:(?!{_TIME_WORD}\b)(?!{MON}\b)[A-Za-z][A-Za-z'’-]{{0,20}}+\s++){{1,5}}?"
                        r"(?:(?:is\s++|was\s++)?(?:on|of|dated)\s++|\(\s*+)(?:the\s++)?", _I)


def event_gap(text: str, start: int, end: int) -> re.Match[str] | None:
    """The words between an operator ending at ``start`` and its anchor day starting at ``end`` when they name an
    event that day is the date of ("after [your operation on] 4 January"), else None."""
    return _EVENT_GAP.fullmatch(text, start, end)


def event_anchor_at(text: str, start: int) -> int | None:
    """Where the dated anchor after an event's words begins, for an operator ending at ``start``; None when the words
    after it are not an event's noun and "on" / "of" / "dated" / "(" (bounded: at most five words)."""
    m = _EVENT_GAP.match(text, start)
    return m.end() if m else None


def h_workdays_beside_anchor(m: re.Match[str], today: date):
    """2 business days before Dec 24 / the fifth (5th) Business Day after January 8, 2027: Monday to Friday counted
    from the anchor day that follows (public holidays not known); read only when a day follows."""
    n = _ORD_WORDS.get((m.group("o") or "").lower()) if m.group("o") else _num(m.group("n"))
    if not n or n < 1 or n > 260:
        return None
    anchor = offsets_en.day_after(m, today)
    if anchor is None:
        return VOID if re.match(r"\s+[A-Za-z]", m.string[m.end():]) else None
    sign = -1 if m.group("dir").lower().startswith(("before", "prior")) else 1
    d = workdays_from(anchor, sign * n)
    return d, d, "day", None, True, ("workdays", sign * n)


def h_counts_beside_anchor(m: re.Match[str], today: date):
    """3–5 business days after Dec 8 / 2-4 days after dispatch on 14 Dec: the first count's day to the second's."""
    a, b = _num(m.group("a")), _num(m.group("b"))
    if not a or not b or not a < b <= 120:
        return None
    anchor = offsets_en.day_after(m, today)
    if anchor is None:
        return VOID if re.match(r"\s+[A-Za-z]", m.string[m.end():]) else None
    work = bool(m.group("w"))
    sign = -1 if m.group("dir").lower().startswith(("before", "prior")) else 1
    slot = ("counts", sign * a, sign * b, work)
    start, end = counts_from(anchor, slot)
    return start, end, "range", None, True, slot


def workdays_from(d: date, n: int) -> date:
    """The Nth Monday-to-Friday day after ``d`` (n < 0: before it)."""
    step = 1 if n > 0 else -1
    while n:
        d += timedelta(days=step)
        if d.weekday() < 5:
            n -= step
    return d


def counts_from(anchor: date, slot: tuple) -> tuple[date, date]:
    """The days a ("counts", a, b, work) slot names from its anchor: the a-th to the b-th (either way round)."""
    _, a, b, work = slot
    one, two = ((workdays_from(anchor, a), workdays_from(anchor, b)) if work
                else (anchor + timedelta(days=a), anchor + timedelta(days=b)))
    return min(one, two), max(one, two)


def h_month_beside_month(m: re.Match[str], today: date):
    """the month following March 2027 / the second month after January 2027 / the month before May: that month; "the
    first (last) day of" it, its first (last) day."""
    n = _ORD_WORDS.get((m.group("o") or "first").lower(), 1)
    if n < 1:
        return None
    sign = -1 if m.group("dir").lower() == "before" else 1
    year = int(m.group("y")) if m.group("y") else today.year
    y, mo = add_months(year, month_of(m.group("m")), sign * n)
    if m.group("edge"):  # "the last day of the month following March 2027"
        d = date(y, mo, 1) if m.group("edge").lower() in ("first", "1st") else month_end(y, mo)
        return d, d, "day", None, not m.group("y")
    return date(y, mo, 1), month_end(y, mo), "month", None, not m.group("y")


_WORK = r"(?:business|working|work|banking|trading)"
RULES = [
    (re.compile(rf"\b(?:the\s+(?P<o>first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|seventh|7th|eighth|"
                rf"8th|ninth|9th|tenth|10th)(?:\s*\(\d{{1,2}}(?:st|nd|rd|th)\))?|(?P<n>{NUM})(?:\s*\(\d{{1,3}}\))?)\s+"
                rf"{_WORK}\s+days?\s+(?P<dir>after|before|prior\s+to)\b", _I), h_workdays_beside_anchor),
    (re.compile(rf"\b(?P<a>\d{{1,3}}|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:-|–|—|to|or)\s*"
                rf"(?P<b>\d{{1,3}}|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|fifteen|twenty|thirty)"
                rf"\s+(?:(?P<w>{_WORK})\s+)?days\s+(?P<dir>after|before|prior\s+to)\b", _I), h_counts_beside_anchor),
    (re.compile(rf"\b(?:the\s+(?P<edge>first|1st|last|final)\s+day\s+of\s+)?the\s+"
                rf"(?:(?P<o>second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th)\s+)?month\s+"
                rf"(?P<dir>after|before)\s+(?P<m>{MON})\b\.?(?:,?\s+(?P<y>{_YEAR})\b)?", _I), h_month_beside_month),
]
