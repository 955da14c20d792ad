"""Years spelled out in words, as speech-to-text and scripts write them: "in twenty twenty-four", "nineteen
ninety-nine", "nineteen oh five", "eighteen sixty-five", "two thousand and eight", "twenty ten". Read only where a
year is plainly meant: after a word that leads a time ("in", "since", "of", "by", "during", "until", "from", "to",
"the summer of" …) or at a sentence's start, and never before a unit ("in two thousand years", "nineteen ninety-nine
dollars")."""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date

_I = re.IGNORECASE
_UNITS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
_TEENS = {"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
          "seventeen": 17, "eighteen": 18, "nineteen": 19}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_CENTURY = {"eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
            "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20}

_U = "|".join(_UNITS)
_TWO_DIGITS = rf"(?:(?:{'|'.join(_TENS)})(?:[\s-](?:{_U}))?|{'|'.join(_TEENS)}|o[h']?[\s-](?:{_U})|hundred)"
# what comes right before a spelled year: a word that leads a time, or a sentence's start
_LEAD = re.compile(r"(?:\b(?:in|of|since|by|until|till|from|to|during|circa|before|after|through|year)\s|^|[.!?]\s)$", _I)
# round 17: the same lead with a speaker's filler between it and the year ("back in, like, twenty nineteen", "in um
# nineteen ninety-eight", "since, you know, two thousand and eight")
_LEAD_FILLED = re.compile(r"\b(?:in|since|from|until|till|during|before|after|around)\b,?\s+"
                          r"(?:(?:like|um+|uh+|er+m?|you\s+know|i\s+think|maybe|say|about|oh),?\s+){1,3}$", _I)
# nouns a number counts ("2014 grams", "nineteen ninety-nine dollars"): no year before them (timeframe's bare years too)
COUNT_NOUNS = (r"dollars?|euros?|pounds?|yen|people|persons|times|percent|per|miles?|km|kilomet\w+|met\w+|feet|foot|"
               r"units?|copies|votes|words|pages|points|grams?|kg|kilos?|tons?|tonnes|calories|yards|steps|employees|"
               r"residents|users|students|shares|pieces|items|seats|games|runs|goals")
_NOT_UNIT = (rf"(?![\s-]+(?:years?|months?|weeks?|days?|hours?|minutes?|seconds?|{COUNT_NOUNS}|"
             rf"and|thousand|hundred|million|billion|vision|{_U})\b)")  # (a unit digit after it: the number goes on,
# "nineteen ninety-nine dollars" is no "nineteen ninety" before "-nine"; round 17b)

RULE = re.compile(rf"\b(?:(?P<c>{'|'.join(_CENTURY)})[\s-]+(?P<yy>{_TWO_DIGITS})"
                  rf"|two[\s-]+thousand(?:[\s-]+(?:and[\s-]+)?(?P<y2>(?:{'|'.join(_TENS)})(?:[\s-](?:{_U}))?|"
                  rf"{'|'.join(_TEENS)}|{_U}))?)\b{_NOT_UNIT}", _I)


def _two_digits(raw: str) -> int:
    words = re.split(r"[\s-]+", raw.lower())
    if words[0] == "hundred":
        return 0
    if words[0] in ("oh", "o", "o'"):
        return _UNITS[words[1]]
    if words[0] in _TEENS:
        return _TEENS[words[0]]
    if words[0] in _UNITS:  # "two thousand and eight"
        return _UNITS[words[0]]
    return _TENS[words[0]] + (_UNITS[words[1]] if len(words) > 1 else 0)


# a count, not a year: "a town of fifteen hundred residents", "in eleven twelve cases"; a round hundred or an early
# century is a year only when what follows is no noun (a function word, punctuation or the end) and not after "of"
_AFTER_YEAR = re.compile(r"\s*(?:$|[^\w\s]|(?:the|a|an|and|but|or|when|as|to|until|till|with|on|at|in|of|we|it|"
                         r"there|he|she|they|i|you|this|that|his|her|their|its)\b)", _I)
_YEAR_LEAD = re.compile(r"\byear\s$", _I)


def plainly_a_year(m: re.Match[str]) -> bool:
    """The spelled number stands alone as a year: an early century (11-15) or a round hundred reads as a count
    unless "year" leads it or no noun follows (and "of" does not lead it)."""
    if m.group("c") and (_CENTURY[m.group("c").lower()] < 16 or m.group("yy").lower() == "hundred"):
        if _YEAR_LEAD.search(m.string, max(0, m.start() - 6), m.start()):
            return True
        if re.search(r"\bof\s$", m.string[max(0, m.start() - 4):m.start()], _I):
            return False
        return _AFTER_YEAR.match(m.string, m.end()) is not None
    return True


def year_value(m: re.Match[str]) -> int:
    """The year a match of RULE's pattern spells (its groups c / yy, or y2)."""
    if m.group("c"):
        return _CENTURY[m.group("c").lower()] * 100 + _two_digits(m.group("yy"))
    return 2000 + (_two_digits(m.group("y2")) if m.group("y2") else 0)


def h_spelled_year(m: re.Match[str], today: date):
    """twenty twenty-four / nineteen ninety-nine / two thousand and eight: that calendar year."""
    led = _LEAD.search(m.string, max(0, m.start() - 8), m.start()) or \
        _LEAD_FILLED.search(m.string, max(0, m.start() - 40), m.start())
    if not led or not plainly_a_year(m):
        return None
    y = year_value(m)
    return date(y, 1, 1), date(y, 12, 31), "year", None, False


RULES = [(RULE, h_spelled_year)]
