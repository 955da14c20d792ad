"""Regional, learner and letter-writing word orders of English time phrases, read as the usual phrase (round 16):

- the weekday or month before its "last" / "next" (formal British: "Sunday last", "Monday next", "March last") is
  "last Sunday", "next Monday", "last March" (not before a unit: "Monday next week", "Sunday last year", nor a
  capitalised name: "Thursday Next is a literary detective");
- Indian English "last to last week" / "next to next month" / "previous to previous Friday" are "the week before
  last", "the month after next", "the Friday before last";
- the commercial letter's "the 3rd inst." / "the 28th ult." / "the 5th prox." (instant, ultimo, proximo) are that day
  of this, last and next month;
- Indian English "next month first week" / "this year second quarter" / "last year last week" (the period first, its
  part after) are "the first week of next month", "the second quarter of this year", "the last week of last year";
- "May month" / "in June month" (Indian English) are the month ("May month of next year" is "May of next year");
- "tomorrow's morning" is "tomorrow morning" (a possessive before a part of the day);
- "the early / middle / latter part of X" is "the beginning / middle / end of X" (early, mid and late thirds);
- round 18: Indian English "on coming 15th" is "the 15th" (the next such day), "before two days" "two days ago" and
  "since 3 days" "the past 3 days" (where the phrase ends), "next year Q3" "Q3 next year";
- round 17: "Friday coming" is "coming Friday", "Saturday just gone" / "the weekend just gone" are "last Saturday" /
  "last weekend", and "a week Sunday" / "a fortnight Friday" are "a week on Sunday" / "a fortnight on Friday"
  (British); "the tail end of X" is "the end of X"; Indian English "(the) starting of X" / "(the) ending of X" are
  "the beginning of X" / "the end of X", and "this month end" / "next year end" "the end of this month" / "the end of
  next year"; "at 2019 year" is "the year 2019".

The text is read with each phrase rewritten, and the spans map back onto the words as written (as
:mod:`.chat_en` does for chat spellings), so a span keeps the writer's own words and offsets.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from collections.abc import Callable

import ahocorasick_rs

from . import holidays_en, measures_en

_I = re.IGNORECASE
_WD = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_MONTH = r"(?:january|february|march|april|june|july|august|september|october|november|december)"
# a postposed "last" / "next" ends its phrase (review16b): the end of the text, punctuation or a symbol (not a
# hyphen: "last-minute", "next-day"), a clock, or a function word follow it ("Sunday last about the lease", "Friday
# last at 3pm", "Sunday last we met"); a noun after it is that noun's adjective ("Saturday last orders", "Friday last
# call", "Monday next steps"), and a unit keeps the usual phrase ("Monday next week"); "Tuesday next after / before …"
# is the statute's "the first Tuesday after …", left to the rules of "after" (no rewrite)
_ENDS_PHRASE = (r"(?=\s*(?:$|[^\w\s-]|\d|(?:at|in|on|about|regarding|concerning|re|and|or|but|when|while|as|since|"
                r"we|i|you|he|she|it|they|the|a|an|this|that|was|were|is|are|will|would|shall|should|had|has|have|did|"
                r"with|by|for|from|between|around|until|till|if|so|then)\b))")

_ORD = r"(?:first|second|third|fourth|fifth|last|final|1st|2nd|3rd|4th|5th)"
_MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                "november", "december")
# words that may follow a letter's "the 3rd inst." (a content word after it makes "inst" / "prox" an adjective)
_FUNCTION_WORDS = (r"(?:at|in|on|about|regarding|concerning|re|and|or|but|when|while|as|since|we|i|you|he|she|it|they|"
                   r"the|a|an|this|that|was|were|is|are|will|would|shall|should|had|has|have|did|with|by|for|from|to|"
                   r"which|whereby|last|next|inclusive|enclosed|received|instant)")


# round 27 (time27): a month (with or without its day) right before the four digits: "13 Feb 2020 Today", "17 june
# 2000 thursday", "Feb 13 2020 Monday" (dateparser's tests) write the year there, not an airline clock
# (whole month names or their abbreviations only: "Novotel 1930 tonight", "Marina 2000 today" keep their clocks —
# round 27's review)
_MONTH_WORD = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|"
               r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?")
_MONTH_BEFORE = re.compile(r"(?:\b" + _MONTH_WORD + r"(?:\s+(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?,?)?|\b(?:[12]\d|3[01]|"
                           r"0?[1-9])(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTH_WORD + r",?)\s+$", _I)


def _completes_a_date(m: re.Match[str]) -> bool:
    """The four digits are a year (19xx / 20xx) written right after a month: the date's year, not a clock."""
    return m.group("h") in ("19", "20") and _MONTH_BEFORE.search(m.string, max(0, m.start() - 24), m.start()) is not None


def _postposed(m: re.Match[str]) -> str:
    return f"{m.group('w')} {m.group('x')}"


def _doubled(m: re.Match[str]) -> str:
    u = m.group("u")
    return f"the {u} before last" if m.group("a").lower() in ("last", "previous") else f"the {u} after next"


_LETTER_MONTH = {"inst": "this", "instant": "this", "ult": "last", "ultimo": "last", "prox": "next", "proximo": "next"}


def _letter_day(m: re.Match[str]) -> str:
    return f"{m.group('d')} of {_LETTER_MONTH[m.group('w').lower()]} month"


_ORDINAL_NUMBER = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}


def _fiscal_part(m: re.Match[str]) -> str:
    """"fiscal 2027's first half" -> "the first half of fiscal 2027"; "FY27's second half" -> "H2 FY27" (the
    analyst's code, as the base rules read "H1 FY26")."""
    y, ord_, p = m.group("y"), m.group("ord").lower(), m.group("p").lower()
    if y[:2].upper() not in ("FY", "CY"):
        return f"the {ord_} {p} of {y}"
    n = _ORDINAL_NUMBER.get(ord_, 2 if p == "half" else 4)
    if p == "half" and n > 2:
        return m.group(0)
    return f"{'H' if p == 'half' else 'Q'}{n} {y}"


_DECADE_WORD = r"(?:(?:1[0-9]|20)\d0s|\d0s|(?:twen|thir|for|fif|six|seven|eigh|nine)ties)"
# what a third can be of: a decade, a century, a month (with its year), a year, a relative unit
_THIRDS_OF = (rf"(?:the\s+)?(?:{_DECADE_WORD}|['’]\d0s|\d{{1,2}}(?:st|nd|rd|th)\s+century|(?:nine|eigh|seven|six)teenth\s+"
              rf"century|twentieth\s+century|(?:{_MONTH}|(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?)"  # round 22: "Jan"
              rf"(?:\s+(?:19|20)\d{{2}})?|(?:19|20)\d{{2}}|(?:this|next|last)\s+"
              r"(?:year|month|week|decade))")


_REL_FISCAL = {"current": "this", "past": "last", "previous": "last", "prior": "last", "coming": "next", "upcoming": "next"}
_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
           "eleven": 11, "twelve": 12}
_COUNT_WORD = "(?:" + "|".join(_COUNTS) + ")"


def _count(raw: str) -> int:
    return int(raw) if raw.isdigit() else _COUNTS[raw.lower()]


def _two_thirds(m: re.Match[str]) -> str:
    """"the early-to-mid 1990s" -> "from the early 1990s to the mid 1990s"."""
    the, a, b, x = m.group("the") or "", m.group("a"), m.group("b"), m.group("x")
    return f"from {the}{a} {x} to {the}{b} {x}"


def _period_first(m: re.Match[str]) -> str:
    return f"the {m.group('ord')} {m.group('p')} of {m.group('rel')} {m.group('u')}"


_PART_OF = {"early": "beginning", "earlier": "beginning", "opening": "beginning", "middle": "middle", "mid": "middle",
            "later": "end", "latter": "end", "late": "end", "closing": "end"}


def _month_named(m: re.Match[str]) -> str:
    """ "May month" is May; "March month-end" / "June month end" (a close's name) the end of that month (review16b)."""
    return f"the end of {m.group('mon')}" if m.group("end") else m.group("mon")


def _part_of(m: re.Match[str]) -> str:
    return f"the {_PART_OF[m.group('p').lower()]} of "


# a quick look before each pattern runs (most texts hold none of these shapes): the lower-cased text's words around
# "last" / "next", "month" / "year", or a string the match cannot do without
_NAME_ENDS = ("day", "uary", "march", "april", "june", "july", "ust", "ber")  # a weekday's or month's name
_PART_AFTER = tuple(f"{q} {o}" for q in ("", "'s", "’s") for o in ("first", "second", "third", "fourth", "fifth", "last",
                                                                   "final", "1st", "2nd", "3rd", "4th", "5th"))


def _around(*, before: tuple[str, ...] = ("",), word: str, after: tuple[str, ...] = ("",)) -> tuple[str, ...]:
    """The strings ``word`` makes with each of ``before`` right before it and each of ``after`` right after it."""
    return tuple(f"{b}{word}{a}" for b in before for a in after)


# "before two days" is "ago" after a word that tells of the past or of news ("news of before two days", "I met him
# before two days"); after a task it is a deadline ("finish it before 5 days"), left as written
_TOLD_BEFORE = re.compile(r"\b(?:of|from|on|since|was|were|had|came|went|met|saw|left|got|bought|said|told|did|"
                          r"happened|started|began|[a-z]{2,}ed)\s+(?:(?:him|her|them|it|me|us|you|this|that)\s+)?$", _I)


def _before_since_count(m: re.Match[str]) -> str:
    if m.group("w").lower() == "since":
        return f"the past {m.group('n')} {m.group('u')}"
    if _TOLD_BEFORE.search(m.string, max(0, m.start() - 24), m.start()):
        return f"{m.group('n')} {m.group('u')} ago"
    return m.group(0)


# each rewrite with the strings one of which its match cannot do without (in the lower-cased text): the words around
# "last" / "next", "month" / "year", or a word of its own
_REWRITES: tuple[tuple[tuple[str, ...], re.Pattern[str], Callable[[re.Match[str]], str]], ...] = (
    (_around(before=_NAME_ENDS, word=" last") + _around(before=_NAME_ENDS, word=" next"),
     re.compile(rf"\b(?P<x>{_WD}|{_MONTH})\s+(?P<w>(?-i:last|next))\b{_ENDS_PHRASE}", _I), _postposed),
    (("to last", "to next", "to previous"),
     re.compile(rf"\b(?P<a>last|next|previous)\s+to\s+(?P=a)\s+(?P<u>week|month|year|weekend|{_WD})\b", _I), _doubled),
    ((" inst", " ult", " prox"),
     re.compile(r"(?<!\bmy\s)(?<!\bour\s)(?<!\bhis\s)(?<!\bher\s)(?<!\bits\s)(?<!\btheir\s)"  # "her 3rd ult": a count
                r"\b(?P<d>(?:the\s+)?(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th))\s+(?P<w>inst|instant|ult|ultimo|prox|"
                r"proximo)\b(?!\.?\s+of\b)(?!\.?\s+(?!" + _FUNCTION_WORDS + r"\b)(?-i:[a-z]))"  # (round 17: not "the 2nd prox
                r"(?:\.(?=\s+(?-i:[a-z])))?", _I), _letter_day),  # sensor", "1st instant replay"; its dot too, mid-sentence)
    (_around(word="month", after=_PART_AFTER) + _around(word="year", after=_PART_AFTER),
     re.compile(rf"\b(?P<rel>this|next|last|coming|previous)\s+(?P<u>month|year)(?:['’]s)?\s+(?P<ord>{_ORD})\s+"
                r"(?P<p>week|weekend|quarter|half|fortnight)\b", _I), _period_first),
    # round 19: a period's possessive before a part of it ("next month's 15th", "this month's last day", "next
    # year's first Monday", "December's last Friday") is "the 15th of next month", "the last day of this month" ...
    (tuple(f"{u}{q}s " for u in ("month", "year", "quarter", *_MONTH_NAMES) for q in "'’"),
     re.compile(rf"\b(?P<p>(?:this|next|last|coming|previous)\s+(?:month|year|quarter)|{_MONTH})['’]s\s+"
                rf"(?P<x>(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)|(?:{_ORD}|third|fourth|3rd|4th)\s+(?:day|weekday|"
                rf"(?:business|working|trading)\s+day|{_WD}|weekend|week))\b{_ENDS_PHRASE}", _I),
     lambda m: f"the {m.group('x')} of {m.group('p')}"),
    # round 19: a fiscal or calendar year before its part ("fiscal 2027's first half", "FY27's second half", "fiscal
    # year 2026 third quarter") is "the first half of fiscal 2027"
    (("fiscal", "financial", "calendar year", "fy", "cy"),
     re.compile(r"\b(?P<y>(?:fiscal|financial|calendar)(?:\s+year)?\s+(?:19|20)\d{2}|(?-i:FY|CY)\s?(?:(?:19|20)?\d{2}))"
                r"(?:['’]s)?\s+(?P<ord>first|second|third|fourth|1st|2nd|3rd|4th|final|last)\s+(?P<p>half|quarter)\b", _I),
     _fiscal_part),
    # round 19: two thirds named together ("the early-to-mid 1990s", "mid-to-late March", "early/mid 2027", "the
    # mid to late nineteenth century") run from the first one's start to the second one's end: "from the early 1990s
    # to the mid 1990s"
    (tuple(f"{j}{b}" for j in ("-", "- ", "/", "/ ", "–", "– ", "to ", "to-") for b in ("mid", "late")),
     re.compile(rf"\b(?P<the>the\s+)?(?P<a>early|mid)(?:\s*[-–/]\s*|[\s-]+to[\s-]+)(?P<b>mid|late)[\s-]+"
                rf"(?P<x>{_THIRDS_OF})\b", _I), _two_thirds),
    # round 19: two decades joined, the second without its "the" ("the 80s and 90s", "the eighties or nineties"), as
    # "the 1960s and '70s" already reads
    (("0s ", "ties "),
     re.compile(rf"\bthe\s+(?P<a>{_DECADE_WORD})\s+(?P<j>and|to|through|&)\s+(?P<b>{_DECADE_WORD})\b", _I),
     lambda m: m.group(0) if measures_en.measured(m.string, m.start(), m.end("a"))  # "highs in the 80s and 90s"
     else f"the {m.group('a')} {m.group('j')} the {m.group('b')}"),
    # round 19: a window of a span of counts ("the next 2-3 days", "the past 7 to 10 days", "within two to three
    # weeks") takes the larger count, as 近两三年 does; a window of half a year is six months ("the past half-year")
    (tuple(f"{n}{j}" for n in (*"0123456789", *_COUNTS) for j in ("-", " -", "–", " –", " to ", " or ")),
     re.compile(rf"\b(?P<w>(?:the\s+)?(?:next|coming|past|last|previous|preceding|prior|trailing)|within(?:\s+the\s+"
                rf"(?:next|coming))?)\s+(?P<a>\d{{1,2}}|{_COUNT_WORD})\s*(?:-|–|to|or)\s*(?P<b>\d{{1,3}}|{_COUNT_WORD})\s+"
                r"(?P<u>(?:business\s+|working\s+)?(?:days|weeks|months|years|quarters))\b", _I),
     lambda m: (f"{m.group('w')} {m.group('b')} {m.group('u')}" if _count(m.group("a")) < _count(m.group("b"))
                else m.group(0))),
    (("half year", "half-year"),
     re.compile(r"\b(?P<w>(?:the\s+)?(?:next|coming|past|last|previous|preceding|prior|trailing))\s+half[\s-]year\b", _I),
     lambda m: f"{m.group('w')} 6 months"),
    # round 19: a 24-hour clock in four digits right before a day ("from 1800 Fri until 0600 Sat", "0900 Monday",
    # "1430 tomorrow": weather warnings, rosters, military and airline times) is "18:00", never the year 1800
    (tuple(f"{d}{gap}{w}" for d in "0123456789" for gap in (" ", "h ", "hrs ", " hrs ", " on ")
           for w in ("mon", "tue", "wed", "thu", "fri", "sat", "sun", "tod", "ton", "tom", "tmrw")),
     re.compile(r"(?<![\w:./,#-])(?<!\bin\s)(?<!\bof\s)(?<!\bsince\s)(?<!\byear\s)"
                r"(?<!\broom\s)(?<!\bgate\s)(?<!\bflight\s)(?<!\bunit\s)(?<!\bsuite\s)(?<!\bno\.\s)(?<!\bext\.\s)"
                r"(?P<h>[01]\d|2[0-3])(?P<m>[0-5]\d)(?:\s*(?:hrs|hours|h))?(?=\s+(?:on\s+)?(?:(?:mon|tues?|"
                r"wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b|today\b|tonight\b|tomorrow\b|tmrw\b))", _I),
     lambda m: m.group(0) if measures_en.numbered(m.string, m.start()) or _completes_a_date(m)
     else f"{m.group('h')}:{m.group('m')}"),
    # round 19: a quarter or half joined to its fiscal / calendar year by a dash or a slash ("Q1-FY27", "Q3/FY2026",
    # "H2-FY27", "Q4 / CY2026") is "Q1 FY27" (the dash read as a range from Q1 to all of FY27)
    (("-fy", "/fy", "-cy", "/cy", "- fy", "/ fy", "- cy", "/ cy"),
     re.compile(r"\b(?P<p>(?-i:[QH])[1-4])\s*[-/–]\s*(?P<y>(?-i:FY|CY)\s?(?:(?:19|20)\d{2}|\d{2}))\b", _I),
     lambda m: m.group(0) if m.group("p")[0] == "H" and m.group("p")[1] not in "12" else f"{m.group('p')} {m.group('y')}"),
    # round 19: a relative fiscal or financial year is that calendar year, as "fiscal 2027" is ("last fiscal year",
    # "the current fiscal year", "the past financial year", "next FY")
    (("fiscal year", "financial year", " fy"),
     re.compile(r"\b(?:the\s+)?(?P<w>this|next|last|current|past|previous|prior|coming|upcoming)\s+(?:(?:fiscal|financial)\s+year|"
                r"(?-i:FY))\b(?![\s-]*(?:end|ends|ending|to)\b)", _I),
     lambda m: f"{_REL_FISCAL.get(m.group('w').lower(), m.group('w'))} year"),
    # round 18: "next year Q3" / "this year's H2" (the period first) is "Q3 next year"
    (("year q", "year h", "year's q", "year's h", "year’s q", "year’s h"),
     re.compile(r"\b(?P<rel>this|next|last)\s+year(?:['’]s)?\s+(?P<p>Q[1-4]|H[12])\b", _I),
     lambda m: f"{m.group('p')} {m.group('rel')} year"),
    (_around(before=(*_NAME_ENDS, "may"), word=" month"),
     re.compile(rf"\b(?P<mon>(?i:{_MONTH})|May)\s+month(?P<end>[\s-]*end)?\b(?![\s-]+(?:on|over|by|to)[\s-]+month)"),
     _month_named),  # (not "October month on month growth": a comparison)
    (("today's", "tomorrow's", "yesterday's", "today’s", "tomorrow’s", "yesterday’s"),
     re.compile(r"\b(?P<d>today|tomorrow|yesterday)['’]s(?=\s+(?:morning|afternoon|evening|night)\b)", _I),
     lambda m: m.group("d")),
    (("part of",),
     re.compile(r"\bthe\s+(?P<p>early|earlier|opening|middle|mid|later|latter|late|closing)\s+part\s+of\s+", _I), _part_of),
    (_around(before=_NAME_ENDS, word=" coming"),  # "Friday coming" (not "Friday coming up", "Monday coming back")
     re.compile(rf"\b(?P<x>{_WD})\s+coming\b{_ENDS_PHRASE}", _I), lambda m: f"coming {m.group('x')}"),
    # round 18: Indian English "on coming 15th" / "this coming 3rd" is the next such day ("the 15th"); not a count
    # ("the coming 15th anniversary")
    (("coming ",),
     re.compile(rf"\b(?:(?:this|the)\s+)?coming\s+(?P<d>(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th))\b{_ENDS_PHRASE}", _I),
     lambda m: f"the {m.group('d')}"),
    # round 18: Indian / learner English "before two days" is "two days ago", and "(down) since 3 days" "for the past
    # 3 days" (a count after "since"; "since 2019", "since the 3rd" keep theirs): only where the phrase ends, so
    # "before 3 days have passed" stays a duration
    (("before ", "since "),
     re.compile(r"\b(?P<w>before|since)\s+(?P<n>\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|"
                r"a\s+couple\s+of|couple\s+of|few)\s+(?P<u>days|weeks|months|years)\b"
                r"(?=\s*(?:$|[^\w\s-]|(?:and|but|so|now|already|only)\b))", _I), _before_since_count),
    (("just gone",),
     re.compile(rf"\b(?:the\s+)?(?P<x>{_WD}|weekend|week|month)\s+just\s+gone\b", _I),
     lambda m: f"last {m.group('x')}"),
    # round 19: British "Monday gone" (without "just"), where the phrase ends ("the meeting Monday gone"; not "Monday
    # gone wrong"), is "last Monday"; "next Friday but one" / "next week but one" is "the Friday / week after next";
    # "the week / weekend after this (one)" is the next one
    ((" gone",),
     re.compile(rf"\b(?:the\s+)?(?P<x>{_WD}|weekend|week)\s+gone\b(?!\s+(?:by|wrong|missing|off|out|bad|well))"
                rf"{_ENDS_PHRASE}", _I),
     lambda m: f"last {m.group('x')}"),
    (("but one",),
     re.compile(rf"\bnext\s+(?P<x>{_WD}|weekend|week|month|year)\s+but\s+one\b", _I),
     lambda m: f"the {m.group('x')} after next"),
    (("after this",),
     re.compile(r"\bthe\s+(?P<x>weekend|week|month|year)\s+after\s+this(?:\s+one)?\b(?!\s+(?:one\s+)?(?:week|weekend|"
                r"month|year)\b)" + _ENDS_PHRASE, _I),
     lambda m: f"next {m.group('x')}"),
    (("a week ", "a fortnight "),  # British "a week Sunday": a week after the next Sunday
     re.compile(rf"\ba\s+(?P<u>week|fortnight)\s+(?P<x>{_WD})\b", _I), lambda m: f"a {m.group('u')} on {m.group('x')}"),
    (("tail end", "back end", "fag end"),  # (round 17b: the back / fag end of a period is its end, as the tail end)
     re.compile(r"\b(?:the\s+)?(?:very\s+)?(?:tail|back|fag)[\s-]+end\s+of\s+", _I), lambda m: "the end of "),
    (("starting of", "ending of"),
     re.compile(r"\b(?:the\s+)?(?P<p>starting|ending)\s+of\s+(?=(?:the|this|next|last|coming|previous)\s+"
                r"(?:week|month|quarter|year)\b)", _I),
     lambda m: "the beginning of " if m.group("p").lower() == "starting" else "the end of "),
    (("month end", "year end"),  # (not "week end": "last week end of October" is a weekend)
     re.compile(r"\b(?P<rel>this|next|last|coming|previous)\s+(?P<u>month|year)\s+end\b(?![\s-]+(?:of|closing|close|"
                r"report|results|review|accounts?|bonus|party|sale|balance|figures|audit)\b)", _I),
     lambda m: f"the end of {m.group('rel')} {m.group('u')}"),
    # round 17b: American "a week ago Wednesday" / "two weeks ago Friday" (a weekday after "ago") is that many weeks
    # before the latest such weekday: "a week before last Wednesday"
    ((" ago ",),
     re.compile(rf"\b(?P<n>a|one|two|three|four|\d{{1,2}})\s+(?P<u>weeks?|fortnights?)\s+ago\s+(?P<wd>{_WD})\b", _I),
     lambda m: f"{m.group('n')} {m.group('u')} before last {m.group('wd')}"),
    # round 17b: a holiday's name before "week" is the week holding it ("Thanksgiving week", "Christmas week", "this
    # Memorial Day week"), read as "the week of ..."
    ((" week",),
     re.compile(r"\b(?:(?P<which>this|next|last)\s+)?(?P<h>" + holidays_en.names_regex(holidays_en.NAMES)
                + r")\s+week\b(?![\w'’-])", _I),
     lambda m: f"the week of {m.group('which') + ' ' if m.group('which') else ''}{m.group('h')}"),
    ((" year",),  # "at 2019 year" (learner English): the year 2019, not "2019 year-end" / "2019 year over year"
     re.compile(r"(?<![\d.,/-])\b(?P<y>(?:1[6-9]|20)\d{2})\s+year\b(?![\s-]+(?:end|over|on|to|ago|old|olds|round|"
                r"long|plan|high|low|mark)\b)(?!['’]s|s\b|-)", _I), lambda m: f"the year {m.group('y')}"),
)
# one automaton pass over the lower-cased text finds which rewrites may apply (review16b: most questions hold "year",
# "last" or "month", so the former first look at thirteen words let nine in ten through to seven looks of their own).
# Needles may overlap (round 17: " year" and "year second"), so the scan reports overlapping matches
_NEEDLES = [(needle, k) for k, (needles, _, _) in enumerate(_REWRITES) for needle in needles]
_NEEDLE_SCAN = ahocorasick_rs.AhoCorasick([needle for needle, _ in _NEEDLES],  # (a DFA: 0.3 µs a question, NFA 0.7)
                                        implementation=ahocorasick_rs.Implementation.DFA)


def rewrite(text: str) -> tuple[str, list[int] | None]:
    """``text`` with these phrases read as the usual ones, and for each character of the result the index of the
    character it stands for in ``text`` (a rewritten phrase maps onto the phrase as written); no index when nothing
    was rewritten."""
    low = text.lower()
    try:
        hits = _NEEDLE_SCAN.find_matches_as_indexes(low, overlapping=True)  # (needles share words: "year")
    except UnicodeEncodeError:  # a lone surrogate (half an emoji from a cut string): the automaton reads UTF-8
        hits = [(i, 0, 0) for i, (needle, _) in enumerate(_NEEDLES) if needle in low]
    if not hits:
        return text, None
    found: list[tuple[int, int, str]] = []
    for k in sorted({_NEEDLES[i][1] for i, _, _ in hits}):  # in _REWRITES' order: a stretch's first rewrite keeps it
        _, pattern, usual = _REWRITES[k]
        for m in pattern.finditer(text):
            if not any(m.start() < e and s < m.end() for s, e, _ in found):
                found.append((m.start(), m.end(), usual(m)))
    return spliced(text, found)


def spliced(text: str, found: list[tuple[int, int, str]]) -> tuple[str, list[int] | None]:
    """``text`` with each (start, end, new) stretch of ``found`` (not overlapping) replaced by its new words, and for
    each character of the result the index of the character it stands for in ``text``; no index when none."""
    if not found:
        return text, None
    found = sorted(found)
    parts: list[str] = []
    index: list[int] = []
    pos = 0
    for start, end, new in found:
        parts.append(text[pos:start])
        index.extend(range(pos, start))
        parts.append(new)
        index.extend(min(start + k * (end - start) // max(1, len(new)), end - 1) for k in range(len(new)))
        if new:
            index[-1] = end - 1  # the rewritten phrase ends where the written one does
        pos = end
    parts.append(text[pos:])
    index.extend(range(pos, len(text)))
    return "".join(parts), index
