"""Shapes of English time phrases other hands write (round 22), each a slot or a word class the rules lacked, read as
the usual phrase (the spans map back onto the words as written, as variants_en):

- a unit's short form in a relative frame: "wk after next", "the mo after next", "yr before last", "the qtr before
  last", "next mo's 1st Mon" (chat_en writes these out only after a word that counts or places them);
- "prev." / "curr." before a unit ("prev. month", "curr. qtr", "prev wk"): "previous month", "current quarter";
  "next-to-next month" (Indian English) is "the month after next";
- a weekday after a week phrase ("next wk Wed", "this week fri", "in the next week Monday") is that week's weekday,
  and "in 2 weeks on Monday" is "Monday in 2 weeks" (the Monday of the week two weeks on);
- a part of a month or year after it, or before it without "of", as search boxes and report headers write them
  ("2027 march first week", "first week march 2027", "Feb '28 2nd half", "second-half 2027"), "the opening / closing
  week of", "the tail-end of";
- a search box's year words before the month ("next year march", "twenty twenty seven march") and a weekday's
  order after them ("march next year first monday");
- a part of the day opening the phrase before its day word ("morning tomorrow", "evening today"; not "good morning
  today", "movie night tmrw", "mid-morning tomorrow");
- a bare hour in words ending a day phrase ("tomorrow morning at nine"): its digits, joining the day;
- a month range then an apostrophe year ("Oct–Dec '26"); "W/E 12/12/26" (week ending);
- business news' "the quarter to March", "the year to June" (the three / twelve months to that month);
- lower-case "nye" before a year ("nye 2027"); two ISO dates joined by ".." ("2027-03-01..2027-03-15");
- "the second Friday from now" (the Nth such weekday after today), "5 working days from today" (Monday to
  Friday counted; no holidays);
- quarters counted from this one ("the quarter before last", "the quarter after next", "2 quarters ago", "in 3
  quarters"): RULES below, whole quarters.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from bisect import bisect_left
from datetime import date, timedelta

from .dates import add_months, month_end
from . import offsets_en, spelled_en
from .rules_en import MON, _num
from .variants_en import spliced

_I = re.IGNORECASE
_UNITS = {"wk": "week", "wks": "weeks", "yr": "year", "mo": "month", "mth": "month", "qtr": "quarter", "week": "week",
          "wknd": "weekend", "weekend": "weekend", "month": "month", "quarter": "quarter", "year": "year",
          "fy": "fiscal year", "day": "day"}
_WEEKDAYS = {"mon": "monday", "tue": "tuesday", "wed": "wednesday", "thu": "thursday", "fri": "friday",
             "sat": "saturday", "sun": "sunday"}
_ORDINALS = {"1st": "first", "2nd": "second", "3rd": "third", "4th": "fourth", "5th": "fifth", "opening": "first",
             "closing": "last", "final": "last"}
_YEAR = r"(?:19|20)\d{2}"
_HOURS = {w: n for n, w in enumerate(("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                                      "eleven", "twelve"), start=1)}
_PERIOD_MONTHS = {"quar": "three", "year": "twelve", "half": "six"}
_ORD = r"(?:first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|final|opening|closing)"
_PART_UNIT = r"(?:week|wk|weekend|wknd|fortnight|half)(?!-)"  # (not "half-marathon")
# a month with its year either side, or a year alone ("2027 march", "march 2027", "Feb '28", "2027")
_MONTH_YEAR = rf"(?:{_YEAR}\s+{MON}\b|{MON}\.?\s+(?:{_YEAR}|'\d{{2}})|{_YEAR})"
_WD = r"(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)"
_WEEKDAY_FULL_RE = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"


def _unit(word: str) -> str:
    return _UNITS[word.lower().rstrip(".")]


def _weekday(word: str) -> str:
    return _WEEKDAYS[word.lower()[:3]]


def _part(m: re.Match[str]) -> str:
    order = m.group("o").lower()
    unit = _UNITS.get(m.group("u").lower(), m.group("u").lower())
    when = re.sub(r"'(\d{2})$", r"20\1", m.group("my"))  # "Feb '28": "Feb 2028"
    return f"the {_ORDINALS.get(order, order)} {unit} of {when}"


def _weekday_after_week(m: re.Match[str]) -> str:
    week = re.sub(r"^the\s+", "", m.group("w"), flags=_I)
    return f"{week} {_weekday(m.group('d'))}"


# a weekday's short form that is also a word ("wed", "sat", "sun", "mon") is a weekday after a week phrase only with
# its capital or at the phrase's end ("next wk Wed", "this week fri?"; "last week sat down" stays a week)
_WEEKDAY_AFTER_WEEK = re.compile(
    rf"\b(?P<w>(?:the\s+)?(?:this|next|last|coming|following)\s+week)\s+(?:on\s+)?"
    rf"(?P<d>(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?-i:Mon|Tue|Tues|Wed|Weds|Thu|Thur|Thurs|Fri|Sat|Sun)\.?(?![\w'’])"
    rf"|(?:tue|tues|weds|thu|thur|thurs|fri)\.?(?![\w'’])|{_WD}\.?(?=\s*(?:$|[,;!?)]|\.(?:\s|$))))"
    r"(?!\s*[-–]\s*[a-z])", _I)  # (a weekday range after the week, "next week Mon-Fri", is the base rules')

_REWRITES: tuple[tuple[re.Pattern[str], object], ...] = (
    # "wk after next", "the mo after next", "yr before last", "the qtr before last"
    # (never after "a" / "one": "give me a mo after next week's call" is a moment)
    (re.compile(r"(?<!\ba\s)(?<!\bone\s)(?<!\bhalf\sa\s)\b(?P<the>the\s+)?(?P<u>wk|yr|mo|mth|qtr)\.?(?=\s+(?:after\s+next|"
                r"before\s+last)\b)", _I),
     lambda m: f"{m.group('the') or ''}{_unit(m.group('u'))}"),
    # "next month's 1st Mon", "this year's last Friday": "the first Monday of next month"
    (re.compile(rf"\b(?P<p>next|this|last|previous|coming)\s+(?P<u>month|year|mo|mth|yr)['’]s\s+(?P<o>{_ORD})\s+"
                rf"(?P<d>(?:mon|tues|wednes|thurs|fri|satur|sun)day|{_WD})\.?(?![\w'’])", _I),
     lambda m: f"the {_ORDINALS.get(m.group('o').lower(), m.group('o'))} {_weekday(m.group('d'))} of "
               f"{m.group('p')} {_unit(m.group('u'))}"),
    # "the sat after next", "the wed before last": a short weekday that is also a word ("sat", "sun", "wed", "mon"),
    # after "the" and before "after next" / "before last" (not "the sun after next week's storm")
    (re.compile(rf"\bthe\s+(?P<d>{_WD})\.?(?=\s+(?:after\s+next|before\s+last)\b(?!\s+(?:week|month|year)))", _I),
     lambda m: f"the {_weekday(m.group('d'))}"),
    # "next mo's 1st Mon", "last wk's numbers"
    (re.compile(r"\b(?P<p>next|this|last|coming|previous)\s+(?P<u>wk|yr|mo|mth|qtr)(?P<s>['’]s)(?![\w'’])", _I),
     lambda m: f"{m.group('p')} {_unit(m.group('u'))}{m.group('s')}"),
    # "last biz day of Dec 2026": a business day
    (re.compile(r"\bbiz\.?\s+(?P<d>days?)\b", _I), lambda m: f"business {m.group('d')}"),
    # "Wk 1-4 2027", "wks 10–12, 2027": weeks 1-4 of that year
    (re.compile(rf"\b(?:wks?|weeks?)\.?\s*(?P<a>[1-9]|[1-4]\d|5[0-3])\s*[-–]\s*(?P<b>[1-9]|[1-4]\d|5[0-3])(?=\s*(?:,\s*)?(?:of\s+)?{_YEAR}\b)", _I),
     lambda m: f"weeks {m.group('a')}-{m.group('b')}"),
    # "prev. month", "curr. qtr", "prev wk"
    (re.compile(r"\b(?P<w>prev|curr)\.?\s+(?P<u>wk|week|wknd|weekend|mo|mth|month|qtr|quarter|yr|year|fy|day)\b", _I),
     lambda m: f"{'previous' if m.group('w').lower() == 'prev' else 'current'} {_unit(m.group('u'))}"),
    # "the prev 2 wks", "prev. 3 months": "previous" before a count too
    (re.compile(r"\b(?P<w>prev)\.?(?=\s+(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:days?|"
                r"wks?|weeks?|mos|months?|mths?|qtrs?|quarters?|yrs?|years?)\b)", _I), lambda m: "previous"),
    # business news' "the quarter to March", "the year to June", "the half-year to September": the three / twelve /
    # six months to that month, as "the three months to September" reads
    (re.compile(rf"\bthe\s+(?P<u>quarter|year|half[\s-]?year)\s+(?P<v>to|through)\s+(?P<m>{MON})\b"
                r"(?!\s*\d{1,2}\b)", _I),
     lambda m: f"the {_PERIOD_MONTHS[m.group('u').lower()[:4]]} months {m.group('v')} {m.group('m')}"),
    # Indian English "next-to-next month"
    (re.compile(r"\bnext[\s-]+to[\s-]+next\s+(?P<u>week|month|year|quarter)\b", _I),
     lambda m: f"the {m.group('u')} after next"),
    (_WEEKDAY_AFTER_WEEK, _weekday_after_week),
    # two weekdays joined by a dash, one written out by chat_en and the other still short ("thurs-sun" read as
    # "thursday-sun", "mon-fri" as "mon-friday"): both written out
    # (chat's own shape only: lower case, no spaces, no hours after it; "Tue – Sat 4PM" is a listing's hours)
    (re.compile(r"\b(?P<a>(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun)[-–]"
                r"(?P<b>(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun)(?![\w'’-])(?!\s*\d)"),
     lambda m: (f"{_weekday(m.group('a'))}-{_weekday(m.group('b'))}"
                if (len(m.group("a")) > 3) != (len(m.group("b")) > 3) else m.group(0))),
    # "in 2 weeks on Monday": "on Monday in 2 weeks"
    (re.compile(r"\bin\s+(?P<n>\d{1,2}|a|one|two|three|four|five|six)\s+(?P<u>weeks?)\s+on\s+"
                r"(?P<d>(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b", _I),
     lambda m: f"on {m.group('d')} in {m.group('n')} {m.group('u')}"),
    # a search box's "next year march", "last year Dec": "march next year" (a lower-case "may" is the verb)
    (re.compile(rf"\b(?P<r>next|last|this)\s+year\s+(?P<m>(?!may\b){MON}|(?-i:May))\b(?!\s+\d)", _I),
     lambda m: f"{m.group('m').capitalize()} {m.group('r')} year"),
    # "march next year first monday", "2027 june last friday": the weekday of the month before it
    (re.compile(rf"\b(?P<my>{MON}\s+(?:next|last|this)\s+year|{_MONTH_YEAR})\s+(?P<o>{_ORD})\s+(?P<d>{_WEEKDAY_FULL_RE})\b", _I),
     lambda m: f"the {_ORDINALS.get(m.group('o').lower(), m.group('o'))} {m.group('d')} of {m.group('my')}"),
    # "2027 march first week", "Feb '28 2nd half": the part of the month or year before it
    (re.compile(rf"\b(?P<my>{_MONTH_YEAR})\s+(?P<o>{_ORD})[\s-]+(?P<u>{_PART_UNIT})\b", _I), _part),
    # "first week march 2027", "second-half 2027": the part before it without "of"
    (re.compile(rf"\b(?:the\s+)?(?P<o>{_ORD})[\s-]+(?P<u>{_PART_UNIT})\s+(?!of\b)(?P<my>{_MONTH_YEAR})(?![\w'’])", _I),
     _part),
    # "second-half of 2027", "first-quarter of 2028": the hyphen a compound adjective takes
    (re.compile(r"\b(?P<o>first|second|third|fourth|1st|2nd|3rd|4th|last|final)-(?P<u>half|quarter)\s+of\b", _I),
     lambda m: f"{m.group('o')} {m.group('u')} of"),
    # "the opening week of 2027", "the closing weekend of January"
    (re.compile(r"\bthe\s+(?P<o>opening|closing)\s+(?P<u>week|weekend|fortnight|month|quarter|days?)\s+of\b", _I),
     lambda m: f"the {_ORDINALS[m.group('o').lower()]} {m.group('u')} of"),
    (re.compile(r"\bthe\s+tail[\s-]end\s+of\b", _I), lambda m: "the end of"),
    # "morning tomorrow", "evening today" (not "good morning today")
    # (opening the phrase: "movie night tmrw", "mid-morning tomorrow", "good morning today" keep their own readings)
    (re.compile(r"(?<![\w'’-]\s)(?<![\w'’-])(?P<p>morning|afternoon|evening|night)\s+(?P<d>tomorrow|today|yesterday)\b", _I),
     lambda m: f"{m.group('d')} {m.group('p')}"),
    # a voice transcript's bare hour in words after a day phrase, ending it ("tomorrow morning at nine", "on the
    # fourth of january 2027 at nine"): its digits, which join the day as "at 9" does ("at one point" stays words)
    (re.compile(rf"\b(?P<w>tomorrow|today|tonight|morning|afternoon|evening|night|(?:mon|tues|wednes|thurs|fri|satur|"
                rf"sun)day|{_YEAR}|\d{{1,2}}(?:st|nd|rd|th)?|{MON})\s+at\s+(?P<h>one|two|three|four|five|six|seven|eight|"
                r"nine|ten|eleven|twelve)(?=\s*(?:$|[.,;!?)]|(?:am|pm|a\.m|p\.m)\b))", _I),
     lambda m: f"{m.group('w')} at {_HOURS[m.group('h').lower()]}"),
    # a month range then an apostrophe year ("Oct–Dec '26", "Jan-Mar ’27"): the year written out, as "Jan '28" reads
    (re.compile(rf"\b(?P<r>{MON}\.?\s*[-–/]\s*{MON}\.?)\s*['’](?P<y>\d{{2}})(?![\w'’])", _I),
     lambda m: f"{m.group('r')} 20{m.group('y')}"),
    # "W/E 12/12/26": week ending (chat_en reads "w/e" as the weekend only after a word that places it)
    (re.compile(r"\b(?-i:W/E|w/e|W/e)\.?\s+(?=\d)"), lambda m: "week ending "),
    (re.compile(rf"\b(?-i:nye)(?=\s+(?:{_YEAR}|'\d{{2}})\b)"), lambda m: "new year's eve"),  # (not "Bill Nye 2027")
    (re.compile(r"\b(?P<a>\d{4}-\d{2}-\d{2})\s*\.\.\.?\s*(?P<b>\d{4}-\d{2}-\d{2})\b"),
     lambda m: f"{m.group('a')} to {m.group('b')}"),
)
# what each rewrite above cannot match without (in the lower-cased text), in the same order: a text holding none of
# a rewrite's strings skips its pattern (most texts skip nearly all; round 22's speed)
_GATES: tuple[tuple[str, ...], ...] = (
    ("after next", "before last"), ("month's", "month’s", "year's", "year’s", "mo's", "mo’s", "mth's", "mth’s", "yr's", "yr’s"), ("after next", "before last"), ("wk's", "wk’s", "yr's", "yr’s", "mo's", "mo’s", "mth's", "mth’s", "qtr's", "qtr’s"), ("biz",),
    ("wk", "week"), ("prev", "curr"), ("prev",), ("quarter", "year"), ("to next", "to-next"), ("week",),
    ("day-", "day–", "mon-", "mon–", "tue-", "tue–", "tues-", "tues–", "wed-", "wed–", "thu-", "thu–", "thur-", "thur–", "thurs-", "thurs–", "fri-", "fri–", "sat-", "sat–", "sun-", "sun–"),
    ("week on", "weeks on"), ("next year", "last year", "this year"),
    ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
    ("week", "wk", "wknd", "fortnight", "half"), ("week", "wk", "wknd", "fortnight", "half"), ("-half", "-quarter"),
    ("opening", "closing"), ("tail",), ("tomorrow", "today", "yesterday"), (" at ",), ("'0", "'1", "'2", "'3", "'4", "'5", "'6", "'7", "'8", "'9", "’0", "’1", "’2", "’3", "’4", "’5", "’6", "’7", "’8", "’9"), ("w/e",),
    ("nye",), ("..",),
)
assert len(_GATES) == len(_REWRITES)


_MONTH_AFTER = re.compile(rf"\s+(?:{MON})\b", _I)
_WEEKDAY_FULL = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"


def _spelled_years_before_a_month(text: str, low: str) -> list[tuple[int, int, str]]:
    """A spelled year right before a month's name ("twenty twenty seven march", as a search box takes "2027 march"):
    its digits (spelled_en reads a spelled year only after a word that leads a time)."""
    if "twenty" not in low and "nineteen" not in low and "thousand" not in low:
        return []
    return [(m.start(), m.end(), str(spelled_en.year_value(m))) for m in spelled_en.RULE.finditer(text)
            if _MONTH_AFTER.match(text, m.end())]


def rewrite(text: str) -> tuple[str, list[int] | None]:
    """``text`` with these shapes read as the usual phrases, and for each character of the result the index of the
    character it stands for in ``text``; no index when nothing was rewritten."""
    low = text.lower()
    found: list[tuple[int, int, str]] = sorted(_spelled_years_before_a_month(text, low))  # sorted by start, never
    for (pattern, usual), gate in zip(_REWRITES, _GATES):  # overlapping: a match is checked against its two neighbours
        if not any(g in low for g in gate):
            continue
        for m in pattern.finditer(text):
            k = bisect_left(found, (m.start(), -1, ""))
            if (k and found[k - 1][1] > m.start()) or (k < len(found) and found[k][0] < m.end()):
                continue
            found.insert(k, (m.start(), m.end(), usual(m)))  # type: ignore[operator]
    return spliced(text, found)


def _quarter_shift(today: date, shift: int) -> tuple[date, date]:
    first = today.month - (today.month - 1) % 3
    y, m = add_months(today.year, first, 3 * shift)
    return date(y, m, 1), month_end(*add_months(y, m, 2))


def h_quarters_from_this(m: re.Match[str], today: date):
    """the quarter before last / after next, N quarters ago, in N quarters: that whole quarter."""
    if m.group("w"):
        shift = -2 if m.group("w").lower().startswith("before") else 2
    else:
        n = _num(m.group("n") or m.group("n2"))
        if not n or n > 40 or (m.group("n2") and not offsets_en.point_ahead(m)):  # "grew 5% in 2 quarters"
            return None
        shift = -n if m.group("n") else n
    start, end = _quarter_shift(today, shift)
    return start, end, "range", None, True


def h_count_between(m: re.Match[str], today: date):
    """in 2-3 weeks / in two or three days: from the first count's day to the second's (days and weeks only)."""
    a, b = _num(m.group("a")), _num(m.group("b"))
    if not a or not b or not a < b <= 60 or not offsets_en.point_ahead(m):  # "heal in 2-3 weeks" is a duration
        return None
    step = 7 if m.group("u").lower().startswith("week") else 1
    return today + timedelta(days=a * step), today + timedelta(days=b * step), "range", None, True


def h_nth_weekday_from_now(m: re.Match[str], today: date):
    """the second Friday from now / the 3rd Monday after today: the Nth such weekday after today."""
    order = {"first": 1, "1st": 1, "next": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
             "fifth": 5, "5th": 5}[m.group("o").lower()]
    wd = list(_WEEKDAYS).index(m.group("d").lower()[:3])
    d = today + timedelta(days=(wd - today.weekday() - 1) % 7 + 1 + 7 * (order - 1))
    return d, d, "day", None, True


def h_working_days_from(m: re.Match[str], today: date):
    """5 working days from today / 3 business days after tomorrow: counted Monday to Friday."""
    n = _num(m.group("n"))
    if not n or n > 60:
        return None
    d = today + timedelta(days=1 if m.group("d").lower() == "tomorrow" else 0)
    while n:
        d += timedelta(days=1)
        n -= d.weekday() < 5
    return d, d, "day", None, True


_SMALL = r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)"
RULES = [
    (re.compile(r"\bthe\s+(?P<o>first|1st|next|second|2nd|third|3rd|fourth|4th|fifth|5th)\s+(?P<d>(?:mon|tues|wednes|"
                r"thurs|fri|satur|sun)day)\s+(?:from\s+(?:now|today)|after\s+today)\b", _I), h_nth_weekday_from_now),
    (re.compile(rf"(?<!\bwithin\s)\b(?P<n>{_SMALL}|\d{{1,2}})\s+(?:working|business|work)\s+days?\s+(?:from|after)\s+"
                r"(?P<d>today|now|tomorrow)\b", _I), h_working_days_from),
    (re.compile(rf"\bin\s+(?:about\s+|around\s+)?(?P<a>{_SMALL})\s*(?:-|–|to|or)\s*(?P<b>{_SMALL})\s+(?P<u>days|weeks)\b"
                r"(?!['’]\s*time\b)", _I), h_count_between),
    (re.compile(r"\bthe\s+(?:quarter|qtr)\s+(?P<w>before\s+last|after\s+next)\b"
                r"|\b(?P<n>\d{1,2}|one|two|three|four|five|six|seven|eight)\s+(?:quarters|qtrs)\s+ago\b"
                r"|\bin\s+(?P<n2>\d{1,2}|one|two|three|four|five|six|seven|eight)\s+(?:quarters|qtrs)(?:['’]\s*time)?\b"
                r"(?!\s+of\b)", _I),  # "in three quarters of the cases" is a share
     h_quarters_from_this),
]
