"""More wordings of English time phrases read as the usual phrase (round 21), after variants_en's, each for a cause
(a slot or a word class the rules lacked), checked in other wordings than the rows that showed it:

- a part of the day said short or clipped after a day word: "tmrw am", "Friday p.m.", "Wednesday midmorning", "sat
  mid-afternoon", "tomorrow mornin'", "thurs evenin" are "tomorrow morning", "Friday afternoon", "Wednesday morning"
  ... (lower-case "am" / "pm", or dotted, or capitals "AM" / "PM", right after the day word: "on Monday PM Jones
  said" stays one span with its day, harmlessly);
- chat's "b4" before a day word ("the day b4 yday", "b4 friday") is "before" (not "B4 paper", nor a bare "b4");
  learner English's "after of" / "before of" before a day word ("the day after of tomorrow") drop the "of";
- Indian English "tomorrow's next day" / "yesterday's previous day" are the day after tomorrow / before yesterday;
- "the last / final Friday before Christmas" and "the last weekend before Easter" are the nearest such day before
  it ("the Friday before Christmas"), as "the first Sunday after Easter" is the nearest after;
- "the year's last weekend" / "the month's first Monday" (a bare possessive unit) are "the last weekend of the year";
- finance: a fiscal or calendar word inside a quarter's or half's name ("the third fiscal quarter of 2027", "the
  fourth quarter of calendar 2026", "Q1 calendar 2027", "CQ1 2027" -- a fiscal year is the calendar year, README)
  is the plain quarter; a year before its quarter or half with a slash ("2027/Q2", "2027 / H1") is "Q2 2027";
  "qtr 4" / "qtr4" / "quarter 4 2027" are "Q4" (quarter N only before a year or the phrase's end);
- "forthcoming" before a unit or a count is "coming" ("the forthcoming week"); "this past week" is "the past week";
- a week's number glued to "wk" ("wk53", "wk 7" is chat_en's) is "week 53";
- a range's second end said as "the 2nd of next" after "of this month" is "the 2nd of next month";
- learner English "since two days" / "since 3 weeks" before a subject ("since two days I am sick") is "for the past
  two days" (variants_en reads it where the phrase ends); "before one week" / "since one month" (a single unit) are
  "a week ago" / "for the past month"; "of coming month" (no article) is "of next month";
- a day, a month's name and a two-digit year ending the phrase ("Tue, 5 Jan 27", "14th April 15") is that year;
- two quarters or halves sharing a year ("the 2nd to the 4th quarter of 2027", "the first and second quarters of
  2028") are "Q2 to Q4 2027"; "latter part of next week" without its "the" is read as with it;
- a fiscal or tax year over two calendar years ("FY2026-27", "tax year 2026/27", "FY27/28") is "2026/27", both
  calendar years (where such a year starts -- April in India and the UK, July in Australia -- differs);
- read first, before spoken_en's number words: a contract's day said in words and in figures ("the thirtieth (30th)
  day of June", "the 1st (first) day of May") is said once.

The text is read with each phrase rewritten, and the spans map back onto the words as written (as variants_en).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

import ahocorasick_rs

from .variants_en import _part_of, spliced

_I = re.IGNORECASE
_WD = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_DAY_WORD = rf"(?:today|tonight|tomorrow|yesterday|{_WD})"
_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
          r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_YEAR = r"(?:19|20)\d{2}"
_ORDINAL_QUARTER = r"(?:first|second|third|fourth|final|last|1st|2nd|3rd|4th)"
_PART_OF_DAY = {"am": "morning", "a.m": "morning", "a.m.": "morning", "pm": "afternoon", "p.m": "afternoon",
                "p.m.": "afternoon", "midmorning": "morning", "mid-morning": "morning", "mid morning": "morning",
                "midafternoon": "afternoon", "mid-afternoon": "afternoon", "mid afternoon": "afternoon"}


_MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                "November", "December")


def _week_commencing(m: re.Match[str]) -> str:
    if m.group("dm"):
        return f"w/c {m.group('dm')}"
    return f"w/c {int(m.group('d'))} {_MONTH_NAMES[int(m.group('m')) - 1]}"


def _part_of_day(m: re.Match[str]) -> str:
    return f"{m.group('d')} {_PART_OF_DAY[' '.join(m.group('p').lower().split())]}"


def _since_count(m: re.Match[str]) -> str:
    return f"for the past {m.group('n')} {m.group('u')}"


def _forthcoming(m: re.Match[str]) -> str:
    return "coming"


_ORD_NUMBER = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
_ORD_1_4 = r"(?:first|second|third|fourth|1st|2nd|3rd|4th)"


def _part_range(m: re.Match[str]) -> str:
    a, b = _ORD_NUMBER[m.group("a").lower()], _ORD_NUMBER[m.group("b").lower()]
    p = "Q" if m.group("u").lower().startswith("quarter") else "H"
    if a >= b or (p == "H" and b > 2):
        return m.group(0)
    return f"{p}{a} to {p}{b} {m.group('x')}"


_SPELLED_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
                     "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
                     "eighteenth", "nineteenth", "twentieth")
_ORDINAL_VALUE = {w: k for k, w in enumerate(_SPELLED_ORDINALS, 1)}
_ORDINAL_VALUE.update({f"twenty-{w}": 20 + k for k, w in enumerate(_SPELLED_ORDINALS[:9], 1)})
_ORDINAL_VALUE.update({f"twenty {w}": 20 + k for k, w in enumerate(_SPELLED_ORDINALS[:9], 1)})
_ORDINAL_VALUE.update({"thirtieth": 30, "thirty-first": 31, "thirty first": 31})
_SPELLED_ORDINAL = "|".join(sorted((w.replace(" ", r"\s+") for w in _ORDINAL_VALUE), key=len, reverse=True))


def _ordinal_value(raw: str) -> int | None:
    raw = " ".join(raw.lower().split())
    return int(raw[:-2]) if raw[:-2].isdigit() else _ORDINAL_VALUE.get(raw)


def _restated_ordinal(m: re.Match[str]) -> str:
    same = _ordinal_value(m.group("a")) == _ordinal_value(m.group("b")) is not None
    return m.group("a") if same else m.group(0)


def _split_year(m: re.Match[str]) -> str:
    y = int(m.group("y")) if len(m.group("y")) == 4 else 2000 + int(m.group("y"))
    return f"{y}/{m.group('z')[-2:]}" if (y + 1) % 100 == int(m.group("z")[-2:]) else m.group(0)


# (needles: the lower-case strings one of which a text must hold for the rewrite to be tried; pattern; new words)
_REWRITES: tuple[tuple[tuple[str, ...], re.Pattern[str], object], ...] = (
    ((" am", " pm", " a.m", " p.m", "midmorning", "mid-morning", "mid morning", "midafternoon", "mid-afternoon",
      "mid afternoon"),
     re.compile(rf"\b(?P<d>{_DAY_WORD})\s+(?P<p>(?-i:am|pm|AM|PM)|a\.m\.?|p\.m\.?|mid[\s-]?(?:morning|afternoon))"
                r"(?![\w'’]|\.\w)"
                # (review21: "off today am i right" -- the verb; "Monday PM Smith resigned" -- a Prime Minister)
                r"(?!\s+(?:i|you|he|she|we|they|it|not|so|going|here|there|sure|afraid|glad)\b)"
                r"(?<!PM(?=\s+(?-i:[A-Z])))(?<!AM(?=\s+(?-i:[A-Z])))", _I), _part_of_day),
    (("mornin", "evenin", "aftanoon", "afternon"),
     re.compile(r"\b(?P<w>mornin|evenin|aftanoon|afternon)(?:['’]|\b)(?!g)", _I),
     lambda m: {"mornin": "morning", "evenin": "evening"}.get(m.group("w").lower(), "afternoon")),
    (("b4 ",),
     re.compile(rf"(?-i:\bb4)(?=\s+(?:the\s+)?(?:{_DAY_WORD}|next|last|this|christmas|xmas|easter|{_MONTH}\b|\d))", _I),
     lambda m: "before"),
    (("after of ", "before of "),
     re.compile(rf"\b(?P<w>after|before)\s+of\s+(?=(?:{_DAY_WORD}|next|last|this)\b)", _I), lambda m: f"{m.group('w')} "),
    (("'s next day", "’s next day", "'s previous day", "’s previous day"),
     re.compile(r"\b(?:(?P<d>tomorrow|today)['’]s\s+next|(?P<e>yesterday|today)['’]s\s+previous)\s+day\b", _I),
     lambda m: {"tomorrow": "the day after tomorrow", "yesterday": "the day before yesterday"}.get(
         (m.group("d") or m.group("e")).lower(), "tomorrow" if m.group("d") else "yesterday")),
    (("last ", "final "),
     re.compile(rf"(?<=\bthe\s)(?:very\s+)?(?:last|final)\s+(?=(?:{_WD}|weekend)\s+"
                r"before\s)", _I), lambda m: ""),  # (the words dropped: a span over "the ... Friday" keeps them)
    (("year's ", "month's ", "year’s ", "month’s "),
     re.compile(rf"\bthe\s+(?P<u>year|month)['’]s\s+(?P<o>first|second|third|fourth|last|final|1st|2nd|3rd|4th)\s+"
                rf"(?P<x>weekend|week|day|{_WD})\b", _I),
     lambda m: f"the {m.group('o')} {m.group('x')} of the {m.group('u')}"),
    (("fiscal quarter", "financial quarter", "calendar quarter", "fiscal half", "calendar half"),
     re.compile(rf"\b(?P<o>{_ORDINAL_QUARTER})\s+(?:fiscal|financial|calendar)\s+(?P<p>quarter|half)\b", _I),
     lambda m: f"{m.group('o')} {m.group('p')}"),
    (("calendar ",),
     re.compile(rf"\b(?P<w>of|in|[QH][1-4])\s+calendar\s+(?:year\s+)?(?=(?:{_YEAR})\b)", _I), lambda m: f"{m.group('w')} "),
    (("cq",),
     re.compile(rf"\b(?-i:CQ)(?P<q>[1-4])(?=\s*(?:{_YEAR}|['’]\d{{2}}|FY)\b)"),  # (review21: "the CQ1 capacitor")
     lambda m: f"Q{m.group('q')}"),
    (("/q", "/h", "/ q", "/ h"),
     re.compile(rf"\b(?P<y>{_YEAR})\s*/\s*(?P<p>(?-i:[QH])[1-4])\b"), lambda m: f"{m.group('p')} {m.group('y')}"),
    (("qtr", "quarter "),
     # ("quarter N" only before its year, review21: a game's "quarter 4.")
     re.compile(rf"\b(?:qtr\.?\s*(?P<q>[1-4])|quarter\s+(?P<r>[1-4])(?=\s*(?:,\s*)?(?:of\s+)?(?:{_YEAR}|FY)\b))\b",
                _I), lambda m: f"Q{m.group('q') or m.group('r')}"),
    (("forthcoming",),
     re.compile(r"\bforthcoming(?=\s+(?:week|weekend|month|quarter|year|fortnight|days|weeks|months|few|couple|\d|"
                r"one|two|three|four|five|six|seven|eight|nine|ten)\b)", _I), _forthcoming),
    (("this past ",),
     re.compile(r"\bthis\s+past(?=\s+(?:week|weekend|month|year|fortnight|few|couple|\d))", _I), lambda m: "the past"),
    (("wk",),
     re.compile(r"\bwk(?P<n>[1-9]|[1-4]\d|5[0-3])\b(?=\s*(?:$|[,.;:!?)]|of\b|\d))", _I),  # (review21: "wk3 homework")
     lambda m: f"week {m.group('n')}"),
    (("of next",),
     re.compile(r"(?<=\bof this month to )(?P<d>the\s+(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th))\s+of\s+next\b"
                r"(?!\s+(?:week|month|year|quarter)\b)", _I), lambda m: f"{m.group('d')} of next month"),
    (("since ",),
     re.compile(r"\bsince\s+(?P<n>\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|few)\s+"
                r"(?P<u>days|weeks|months|years)\b(?=\s+(?:i|we|he|she|they|you|it|my|our|his|her|their)\b)", _I),
     _since_count),
    # a day and a month's short name before a two-digit year that ends the phrase ("Tue, 5 Jan 27", "5 Jan 27 10:00",
    # RFC 822's and a form's way) is that year, as "5 Jan 2027" (not "5 Jan 27 people": a count after it)
    (tuple(f"{mon}{tail}" for mon in ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov",
                                       "dec") for tail in (" ", ". ", "t. ", "uary ", "ch ", "il ", "e ", "y ", "ust ", "t ",
                                                           "tember ", "ober ", "ember ")),
     re.compile(rf"(?<![\d/.:])(?<!\d-)(?P<d>[0-3]?\d(?:st|nd|rd|th)?\s+{_MONTH}\.?)\s+(?P<yy>\d{{2}})"
                r"(?=\s*(?:$|[,;!?)]|\.(?:\s|$)|(?:[01]?\d|2[0-3]):[0-5]\d))", _I),
     lambda m: f"{m.group('d')} {'20' if int(m.group('yy')) < 70 else '19'}{m.group('yy')}"),
    # two quarters or halves sharing their year ("the 2nd to the 4th quarter of 2027", "the first and second quarters
    # of 2028", "the first through third quarters of 2027") run from the first to the second: "Q2 to Q4 2027"
    (tuple(f"{o}{j}" for o in ("st", "nd", "rd", "th") for j in (" to ", " and ", " through ", " thru ", "-", "–", " - ")),
     re.compile(rf"\bthe\s+(?P<a>{_ORD_1_4})\s*(?:to|through|thru|and|-|–)\s*(?:the\s+)?(?P<b>{_ORD_1_4})\s+"
                rf"(?P<u>quarters?|halves|half)\s+of\s+(?P<x>{_YEAR})\b", _I),
     _part_range),
    # "latter part of next week" / "early part of 2027" without their "the" (variants_en reads them with it): the
    # thirds of the period, as "the latter part of next week" (only before a word that places the period)
    (("part of",),
     re.compile(r"(?<!\bthe\s)(?<!\bthe\s\s)\b(?P<p>early|earlier|middle|later|latter|closing)\s+part\s+of\s+"
                rf"(?=(?:this|next|last|the|{_YEAR}\b|{_MONTH}\b))", _I), _part_of),
    # a financial or tax year that spans two calendar years ("FY2026-27", "tax year 2026/27", "FY27/28", "the
    # 2026-27 financial year") is read as "2026/27": both calendar years, as "the 2026-27 season" (a fiscal year is
    # read in calendar years, README; where it starts -- April in India and the UK, July in Australia -- differs)
    (("fy", "tax year", "financial year", "fiscal year"),
     re.compile(r"\b(?:(?-i:FY)\s*|(?:the\s+)?(?:tax|financial|fiscal)\s+year\s+)(?P<y>(?:19|20)\d{2}|\d{2})\s*[-/–]\s*"
                r"(?P<z>(?:19|20)?\d{2})\b(?![-/–.]\d)", _I), _split_year),
    # learner English "of coming month" (no article; "the coming month" is read already) is "of next month"
    (("of coming ",),
     re.compile(r"\bof\s+coming\s+(?P<u>week|month|year)\b", _I), lambda m: f"of next {m.group('u')}"),
    # learner English "before one week" / "since one month" where the phrase ends (variants_en reads the plural
    # counts): a week ago / the past month
    (("before one ", "before 1 ", "before a ", "since one ", "since 1 ", "since a "),
     re.compile(r"\b(?P<w>before|since)\s+(?:one|1|a)\s+(?P<u>day|week|month|year)\b"
                r"(?=\s*(?:$|[^\w\s-]|(?:and|but|so|now|already|only|i|we|he|she|they|you|it)\b))", _I),
     lambda m: f"a {m.group('u')} ago" if m.group("w").lower() == "before" else f"for the past {m.group('u')}"),
    # a calendar week's number before its year, as business and German / Nordic writers put it ("CW2 2027", "KW 02/2027",
    # "wk 01/2027", "Wk 7, 2027"): "week 2 of 2027" (CW / KW in capitals only; "w2" is a tax form)
    (("cw", "kw", "wk"),
     re.compile(rf"\b(?:(?-i:CW|KW)|wk\.?)\s*(?P<n>0?[1-9]|[1-4]\d|5[0-3])(?:\s*[/,]\s*|\s+)(?P<y>{_YEAR})\b", _I),
     lambda m: f"week {int(m.group('n'))} of {m.group('y')}"),
    # "this time tomorrow" / "the same time yesterday" (as "this time next week" reads) are that day
    (("time tomorrow", "time yesterday"),
     re.compile(r"\b(?:this|(?:the\s+)?same)\s+time\s+(?P<d>tomorrow|yesterday)\b", _I), lambda m: m.group("d")),
    # British "week commencing / beginning" written short, with or without its slash, before a day and month as
    # day/month ("wc 18/1", "w/b 11/01", "WC 4 Jan"): "w/c 18 January", the seven days from it
    (("wc ", "w/c ", "wb ", "w/b ", "wc. ", "wb. "),
     re.compile(r"\b(?!(?-i:WB)\s)w/?(?:c|b)\.?\s+(?:(?P<d>[12]\d|3[01]|0?[1-9])/(?P<m>1[0-2]|0?[1-9])(?![/\d])"
                r"(?!\s+(?:full|empty|of|cups?)\b)"
                rf"|(?P<dm>(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\s+{_MONTH}\b))", _I), _week_commencing),
)
# read before spoken_en's number words (which read "the thirtieth day" only without the bracket after it)
_EARLY_REWRITES: tuple[tuple[tuple[str, ...], re.Pattern[str], object], ...] = (
    # a contract's day said twice, in words and in figures ("the thirtieth (30th) day of June", "the 1st (first) day
    # of May"): the day once, as written first (a bracket that names another number stays as it was)
    (("th)", "st)", "nd)", "rd)"),
     re.compile(rf"\b(?P<a>{_SPELLED_ORDINAL}|(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th))\s*\(\s*(?P<b>{_SPELLED_ORDINAL}|"
                r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th))\s*\)", _I), _restated_ordinal),
)
_NEEDLES = [(needle, k) for k, (needles, _, _) in enumerate(_REWRITES) for needle in needles]
_NEEDLE_SCAN = ahocorasick_rs.AhoCorasick([needle for needle, _ in _NEEDLES],
                                        implementation=ahocorasick_rs.Implementation.DFA)


_EARLY_NEEDLES = [(needle, k) for k, (needles, _, _) in enumerate(_EARLY_REWRITES) for needle in needles]
_EARLY_SCAN = ahocorasick_rs.AhoCorasick([needle for needle, _ in _EARLY_NEEDLES],
                                       implementation=ahocorasick_rs.Implementation.DFA)


def rewrite(text: str) -> tuple[str, list[int] | None]:
    """``text`` with these phrases read as the usual ones, and for each character of the result the index of the
    character it stands for in ``text``; no index when nothing was rewritten (as variants_en.rewrite)."""
    return _rewritten(text, _REWRITES, _NEEDLES, _NEEDLE_SCAN)


def rewrite_early(text: str) -> tuple[str, list[int] | None]:
    """As :func:`rewrite`, for the rewrites read before spoken_en's (a day said in words and figures)."""
    return _rewritten(text, _EARLY_REWRITES, _EARLY_NEEDLES, _EARLY_SCAN)


def _rewritten(text: str, rewrites, needles, scan) -> tuple[str, list[int] | None]:  # noqa: ANN001
    low = text.lower()
    try:
        hits = scan.find_matches_as_indexes(low, overlapping=True)
    except UnicodeEncodeError:  # a lone surrogate: the automaton reads UTF-8
        hits = [(i, 0, 0) for i, (needle, _) in enumerate(needles) if needle in low]
    if not hits:
        return text, None
    found: list[tuple[int, int, str]] = []
    for k in sorted({needles[i][1] for i, _, _ in hits}):
        _, pattern, usual = rewrites[k]
        for m in pattern.finditer(text):  # type: ignore[attr-defined]
            if not any(m.start() < e and s < m.end() for s, e, _ in found):
                found.append((m.start(), m.end(), usual(m)))  # type: ignore[operator]
    return spliced(text, found)
