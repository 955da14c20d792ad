"""Numbers and phrases as people say or draft them, read as the written forms the rules know (round 17):

- a count spelled out before a unit, past twelve ("the last fifteen days", "ninety days from today", "twenty-four
  months") is its digits, and the legal doubling "thirty (30) days" / "six (6) months" is the count once;
- a day of the month spelled out ("the twenty-second", "on the fifteenth", "twenty-fourth December", "the twenty
  third at half past four") is its digits where it stands as a date: before a month's name, or after "the" at the
  end of its phrase ("the fourth quarter", "the fifth time", "the second" are left alone: first to third alone are
  too often no day at all);
- a year spelled out right after a date ("the thirty-first of December, two thousand and twenty-six", "the second of
  February twenty twenty-seven", "May the twelfth, two thousand twenty-nine", the deed's "the twelfth day of August
  in the year two thousand and twenty-six") is its digits;
- "two weeks back" / "a couple of months back" are "... ago" (not after a verb that moves a thing: "pushed it two
  weeks back", "set the clocks an hour back");
- "up to and including" / "until and including" / "through and including" are "until" (a deadline from today);
- a clock spelled out after "at" or before a day ("at seven thirty", "at half past four", "at a quarter to nine",
  British "half seven Friday", "at nine o'clock") is its digits ("at 7:30"), so it joins the day beside it as digits
  do ("tomorrow at seven thirty"); not a count ("seven thirty-seat buses", "at half the price");
- a decade spelled out ("the nineteen-seventies", "the twenty-tens", "nineteen sixties", "the two-thousands") is its
  digits ("the 1970s", "the 2000s"; "the nineteen hundreds" the 1900s),
  so every part and range the digits take ("the latter half of the nineteen-seventies") takes it too.

The text is read with each phrase rewritten, and spans map back onto the words as written (as :mod:`.variants_en`).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from . import spelled_en
from .rules_en import DAY_WORDS, MON
from .variants_en import spliced

_I = re.IGNORECASE
_UNITS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
_SMALL = {**_UNITS, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
          "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_CARDINAL = (rf"(?:(?:{'|'.join(_TENS)})(?:[\s-]+(?:{'|'.join(_UNITS)}))?|{'|'.join(sorted(_SMALL, key=len, reverse=True))}"
             r"|a\s+hundred|one\s+hundred)")
_UNIT_AFTER = r"(?=\s+(?:(?:more|further|additional|full|whole|calendar|business|working|consecutive)\s+)?" \
              r"(?:days?|weeks?|fortnights?|months?|quarters?|years?|decades?|hours?)\b)"


def cardinal(raw: str) -> int | None:
    """The value of a spelled count up to a hundred ("twenty-four", "ninety", "fifteen", "a hundred")."""
    words = re.split(r"[\s-]+", raw.lower().strip())
    if words[-1] == "hundred":
        return 100
    if words[0] in _TENS:
        return _TENS[words[0]] + (_UNITS[words[1]] if len(words) > 1 else 0)
    return _SMALL.get(words[0]) if len(words) == 1 else None


# "thirty (30) days", "six (6) months": a drafter's count in words and digits (the two must agree)
_DOUBLED = re.compile(rf"\b(?P<w>{_CARDINAL})\s*\(\s*(?P<d>\d{{1,3}})\s*\)", _I)
# "fifteen days", "twenty-four months": a count past twelve before a unit (NUM in the rules reads one to twelve)
_COUNT = re.compile(rf"\b(?P<w>{_CARDINAL})\b{_UNIT_AFTER}", _I)

_DAY_WORD_ONLY = {w: n for w, n in DAY_WORDS.items() if n > 3}  # "first" / "second" / "third" alone are no day
_DAY_WORD_RE = "(?:" + "|".join(w.replace("-", r"[\s-]") for w in sorted(_DAY_WORD_ONLY, key=len, reverse=True)) + ")"
# a spelled day after "the" that ends its phrase: the end, punctuation, a clock, or a word that goes on to a time
_DAY_ENDS = (r"(?=\s*(?:$|[,.;:!?)\]]|[-–]|\d|(?:at|and|or|to|through|thru|until|till|then|please|pls|instead|again|"
             r"around|about|from|by|in\s+(?:the\s+)?(?:morning|afternoon|evening)|(?:this|next|last)\s+month)\b))")
_BARE_DAY = re.compile(rf"\bthe\s+(?P<d>{_DAY_WORD_RE})\b{_DAY_ENDS}", _I)
_NAME_BEFORE = re.compile(r"\b(?!(?:On|In|By|At|Since|Until|Till|From|To|Of|And|For|Before|After)\s)[A-Z][a-z]+\s+$")
_DAY_BEFORE_MONTH = re.compile(rf"\b(?P<d>{_DAY_WORD_RE})\s+(?=(?:day\s+of\s+)?(?:{MON})\b)", _I)
# a spelled year right after a date: "December, two thousand and twenty-six", "the twelfth, twenty twenty-nine"
_DATE_BEFORE = re.compile(rf"(?:\b{MON}\.?(?:,?\s+in\s+the\s+year)?|\b(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)|\b(?:{'|'.join(DAY_WORDS)}))"
                          r",?\s+$", _I)
# "two weeks back", "a couple of months back": ago; not after a verb that moves a thing ("pushed it two weeks back")
_BACK = re.compile(rf"\b(?P<n>\d{{1,3}}|an?|(?:a\s+)?(?:few|couple(?:\s+of)?)|several|{_CARDINAL})\s+"
                   r"(?P<u>days?|weeks?|fortnights?|months?|years?)\s+(?P<back>back)\b(?!\s+(?:to|from|then|when|in)\b)", _I)
_MOVED_BEFORE = re.compile(r"\b(?:push\w*|set|sets|setting|mov\w+|put\w*|bump\w*|shift\w*|roll\w*|turn\w*|wind\w*|"
                           r"step\w*|scroll\w*|go|goes|going|went|date[sd]?|dating|trac\w+|ran|run\w*|held|hold\w*|"
                           r"pull\w*|kick\w*|delay\w*|postpon\w+|fell|fall\w*|sat|sit\w*|stay\w*|way)\b[^.;!?]{0,20}$", _I)
_DECADES = {"tens": 10, "twenties": 20, "thirties": 30, "forties": 40, "fifties": 50, "sixties": 60, "seventies": 70,
            "eighties": 80, "nineties": 90}
_CENTURIES = {"eighteen": 18, "nineteen": 19, "twenty": 20}
_DECADE = re.compile(rf"\b(?P<c>{'|'.join(_CENTURIES)})[\s-]+(?P<d>{'|'.join(_DECADES)})\b", _I)
# round 18b: "the (early) two-thousands" is the 2000s and "the eighteen / nineteen hundreds" the 1800s / 1900s, after
# "the" and a part only ("two thousands of people" is a count)
_THOUSANDS = re.compile(r"\bthe\s+(?:(?:early|mid|late|latter|first|last|second)[\s-]+(?:half\s+of\s+the\s+)?)?"
                        r"(?P<d>two[\s-]+thousands|(?P<c>eighteen|nineteen)[\s-]+hundreds)\b", _I)
_HOURS = {w: n for w, n in _SMALL.items() if n <= 12}
_HOUR = "(?:" + "|".join(sorted(_HOURS, key=len, reverse=True)) + ")"
_MINUTES = {"oh five": 5, "o five": 5, "ten": 10, "fifteen": 15, "twenty": 20, "twenty-five": 25, "twenty five": 25,
            "thirty": 30, "thirty-five": 35, "thirty five": 35, "forty": 40, "forty-five": 45, "forty five": 45,
            "fifty": 50, "fifty-five": 55, "fifty five": 55}
_MINUTE_OF = {re.sub(r"[\s-]+", " ", k): v for k, v in _MINUTES.items()}
_MINUTE = "(?:" + "|".join(m.replace(" ", r"[\s-]") for m in sorted(_MINUTES, key=len, reverse=True)) + ")"
_CLOCK_WORDS = (rf"(?:(?P<half>half)\s+past\s+(?P<h1>{_HOUR})|(?:a\s+)?quarter\s+(?P<qd>past|to)\s+(?P<h2>{_HOUR})"
                rf"|(?P<bh>half)\s+(?P<h3>{_HOUR})|(?P<h4>{_HOUR})(?:\s+(?P<oc>o['’]?clock)|[\s-]+(?P<mm>{_MINUTE})))\b"
                r"(?![\s-]+(?:seats?|people|persons|minutes?|hours?|days?|years?|percent|dollars?|pounds?|euros?|"
                r"miles?|km|items?|times?)\b)")
_DAY_WORD_AFTER = (r"(?:tonight|tomorrow|today|this\s+(?:morning|afternoon|evening)|on\s+\w+day|(?:mon|tues|wednes|"
                   r"thurs|fri|satur|sun)day)\b")
# round 20: a voice assistant's transcript spells an hour with its am / pm, often spaced ("six a m tomorrow", "seven
# thirty p m on friday", "at nine pm"): its digits ("6am", "7:30pm"), so it joins a day as digits do
_CLOCK_AMPM = re.compile(rf"\b(?P<c>(?P<h5>{_HOUR})(?:[\s-]+(?P<mm5>{_MINUTE}))?\s+(?P<ap>[ap])\.?\s?m\b\.?)", _I)
_CLOCK_AT = re.compile(rf"\bat\s+(?P<c>{_CLOCK_WORDS})", _I)
_CLOCK_BEFORE_DAY = re.compile(rf"\b(?P<c>{_CLOCK_WORDS})(?=,?\s+{_DAY_WORD_AFTER})", _I)


def _clock(m: re.Match[str]) -> str:
    """"half past four" -> "4:30", "a quarter to nine" -> "8:45", "half seven" -> "7:30", "seven o'clock" -> "7
    o'clock", "seven thirty" -> "7:30"."""
    g = m.group
    if m.re.pattern == _CLOCK_AMPM.pattern:  # (by text: the module pattern compiles on first use, lazy_re.py)
        minutes = _MINUTE_OF[re.sub(r"[\s-]+", " ", g("mm5").lower())] if g("mm5") else 0
        return f"{_HOURS[g('h5').lower()]}{f':{minutes:02d}' if minutes else ''}{g('ap').lower()}m"
    if g("h1"):
        return f"{_HOURS[g('h1').lower()]}:30"
    if g("h2"):
        h = _HOURS[g("h2").lower()]
        return f"{h}:15" if g("qd").lower() == "past" else f"{(h - 2) % 12 + 1}:45"
    if g("h3"):
        return f"{_HOURS[g('h3').lower()]}:30"
    h = _HOURS[g("h4").lower()]
    if g("oc"):
        return f"{h} o'clock"
    minutes = _MINUTE_OF[re.sub(r"[\s-]+", " ", g("mm").lower())]
    return f"{h}:{minutes:02d}"


_INCLUDING = re.compile(r"\b(?:up\s+to|until|till|through|thru)\s+and\s+including\b", _I)
# strings one of which each rewrite cannot do without (in the lower-cased text): most texts hold none, and skip them all
_COUNT_NEEDLES = ("ty", "teen", "ten", "eleven", "twelve", "hundred")
_DAY_NEEDLES = ("fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "teenth",
                "tieth",
                "twenty", "thirty")
_YEAR_NEEDLES = ("teen", "twenty", "thousand")
_NEEDLES = (*_COUNT_NEEDLES, *_DAY_NEEDLES, "thousand", "back", "including", "ties", "tens", "(", "half", "quarter",
            "a m", "p m", " am", " pm", "a.m", "p.m",
            "clock")


def _words(m: re.Match[str]) -> str:
    return str(cardinal(m.group("w")))


def _digits_day(m: re.Match[str]) -> str:
    n = DAY_WORDS[re.sub(r"[\s-]+", "-", m.group("d").lower())]
    return f"{n}{'th' if 10 < n < 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def rewrite(text: str) -> tuple[str, list[int] | None]:
    """``text`` with these numbers and phrases in their written forms, and for each character of the result the
    index of the character it stands for in ``text``; no index when nothing was rewritten."""
    low = text.lower()
    if not any(n in low for n in _NEEDLES):
        return text, None
    found: list[tuple[int, int, str]] = []

    def add(start: int, end: int, new: str) -> None:
        if not any(start < e and s < end for s, e, _ in found):
            found.append((start, end, new))

    if "(" in low:
        for m in _DOUBLED.finditer(text):
            if cardinal(m.group("w")) == int(m.group("d")):
                add(m.start(), m.end(), m.group("d"))
    if any(n in low for n in _COUNT_NEEDLES):
        for m in _COUNT.finditer(text):
            n = cardinal(m.group("w"))
            if n is not None and n > 12:
                add(m.start(), m.end(), str(n))
    if any(n in low for n in _DAY_NEEDLES):
        for m in _BARE_DAY.finditer(text):
            if m.group("d")[0].isupper() and _NAME_BEFORE.search(text, max(0, m.start() - 20), m.start()):
                continue  # "Henry the Fourth", "Pope John the Twenty-third": a name's numeral
            add(m.start("d"), m.end("d"), _digits_day(m))
        for m in _DAY_BEFORE_MONTH.finditer(text):
            add(m.start("d"), m.end("d"), _digits_day(m))
    if any(n in low for n in _YEAR_NEEDLES):
        for m in spelled_en.RULE.finditer(text):
            if _DATE_BEFORE.search(text, max(0, m.start() - 40), m.start()) and spelled_en.plainly_a_year(m):
                add(m.start(), m.end(), str(spelled_en.year_value(m)))
    if "back" in low:
        for m in _BACK.finditer(text):
            if not _MOVED_BEFORE.search(text, max(0, m.start() - 40), m.start()):
                add(m.start("back"), m.end("back"), "ago")
    if "ties" in low or "tens" in low:
        for m in _DECADE.finditer(text):
            add(m.start(), m.end(), f"{_CENTURIES[m.group('c').lower()]}{_DECADES[m.group('d').lower()]}s")
    if "thousands" in low or "hundreds" in low:
        for m in _THOUSANDS.finditer(text):
            add(m.start("d"), m.end("d"), f"{_CENTURIES[m.group('c').lower()]}00s" if m.group("c") else "2000s")
    if re.search(r"\s[ap]\.?\s?m\b", low):  # "six a m", "nine pm" (round 20)
        for m in _CLOCK_AMPM.finditer(text):
            add(m.start("c"), m.end("c"), _clock(m))
    if " at " in f" {low}" or "half" in low or "quarter" in low or "clock" in low:
        for pattern in (_CLOCK_AT, _CLOCK_BEFORE_DAY):
            for m in pattern.finditer(text):
                add(m.start("c"), m.end("c"), _clock(m))
    if "including" in low:
        for m in _INCLUDING.finditer(text):
            add(m.start(), m.end(), "until")
    return spliced(text, found)
