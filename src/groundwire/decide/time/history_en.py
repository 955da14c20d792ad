"""Years as history prose writes them ("fought in 1066", "ruled between 1368 and 1644", "reigned 1509–47", "the
Thirty Years' War (1618–1648)", "born c. 1450"). The base rules read a bare year from 1900 on anywhere; an older
four-digit number is more often a count ("1500 people", "by 1200 metres"), so it is a year here only where the
words say so:

- a year from 1000 to 1899 after a word that places a time (in, since, from, between, during, after, before, a
  month, a season, "the winter of") or after another such year and "to" / "and" ("between 1368 and 1644"), and
  before no lower-case word that is no function word ("in 1066.", "in 1450 Gutenberg ..."; not "in 1500 people",
  "rose to 1500", "grew by 1200");
- a range of such years joined by a dash ("1509–47", "1618–1648", "1890-1910"): the second after the first, at most
  two centuries on, not after a page or number label ("pp. 1209–15") nor before a count noun;
- "c. 1450" / "ca. 1450" / "circa 1450" (any year from 1000 to 2099): the year, its circa with it.

A year BC is not read here (idioms_en claims it and gives no span).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date

from .spelled_en import COUNT_NOUNS

_I = re.IGNORECASE
_OLD = r"1[0-8]\d{2}"
_MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december"
_SEASONS = "spring|summer|autumn|fall|winter"
# words that place a year ("in 1066", "the winter of 1812", "May 1450"); "to", "and", "or", "until" only after another
# such year ("between 1368 and 1644", "from 1509 to 1547"): "rose to 1500" and "by 1500" are counts as often
_LEAD = re.compile(rf"(?:\b(?:in|since|from|between|during|after|before|year|early|mid|late|{_SEASONS}|{_MONTHS})"
                   rf"|\b(?:year|{_SEASONS}|{_MONTHS})\s+of|\b1[0-8]\d{{2}}\s+(?:to|and|or|until|till|through))\s*(?:,\s*)?$",
                   _I)
# what may follow a year in prose: the end, punctuation, a capital, a number, or a function word
_FUNCTION = ("the|a|an|and|or|but|to|when|while|as|after|before|until|during|by|under|with|in|at|on|from|for|of|"
             "he|she|it|they|we|i|his|her|its|their|was|were|had|is|are|that|which|who|where|there|this|these|"
             "saw|then|onwards?|onward|until")
_FOLLOW_OK = re.compile(rf"(?:\s*(?:$|[^\sA-Za-z]|[A-Z])|\s+(?:{_FUNCTION})\b)")
_COUNTED = re.compile(rf"\s*(?:[-–]\s*)?(?:{COUNT_NOUNS}|years?|months?|days?|hours?|hrs?|minutes?|seconds?|ms|metres|meters|ft|"
                      r"m|km|mm|cm|mg|ml|lbs?|mph|rpm|hz|mhz|w|kw|v|px|pixels?|dpi|ppi|fps|elo|mah|kwh|wh|kcal|"
                      r"usd|eur|gbp|bucks|utc|gmt|degrees?|°[cf]?|[cf](?!\.))(?![A-Za-z])", _I)
# a second number joined to the year ("between 1200 and 1500 dollars", "from 1130 to 1230 UTC"): what follows it tells
# whether both are counts
_JOINED_NUMBER = re.compile(r"\s*(?:and|or|to|until|till|through|thru|-|–|—)\s*\d[\d,.]*", _I)
_LABEL = re.compile(r"(?:\b(?:pp?|pages?|vol|no|nos|nr|tel|ph|phone|call|room|rooms|flight|route|isbn|id|ref|"
                    r"items?|lines?|verses?|art|article|section|sec)\.?|§|#)\s*$", _I)


def h_old_year(m: re.Match[str], today: date):
    """in 1066 / between 1368 and 1644 / of 1450 ...: that year, read only where the words around it say so."""
    before = m.string[max(0, m.start() - 24):m.start()]
    if not _LEAD.search(before) or _LABEL.search(before):
        return None
    if not _FOLLOW_OK.match(m.string, m.end()) or _COUNTED.match(m.string, m.end()):
        return None  # "in 1500 people", "by 1200 metres"
    joined = _JOINED_NUMBER.match(m.string, m.end())
    if joined and _COUNTED.match(m.string, joined.end()):
        return None  # "between 1200 and 1500 dollars": the pair is a count
    y = int(m.group("Y"))
    return date(y, 1, 1), date(y, 12, 31), "year", None, False


def h_old_year_range(m: re.Match[str], today: date):
    """1509–47 / 1618–1648 / 1890-1910: whole years, the second end after the first."""
    y1, raw = int(m.group("Y")), m.group("Y2")
    if len(raw) == 2:
        y2 = y1 // 100 * 100 + int(raw)
        y2 += 100 if y2 <= y1 else 0  # "1898–02" runs into the next century
    else:
        y2 = int(raw)
    if not y1 < y2 <= y1 + 200 or _LABEL.search(m.string, max(0, m.start() - 12), m.start()):
        return None
    if _COUNTED.match(m.string, m.end()):
        return None  # "1200–1500 metres"
    return date(y1, 1, 1), date(y2, 12, 31), "range", None, False


def h_circa(m: re.Match[str], today: date):
    """c. 1450 / ca. 1890 / circa 1950: that year, its circa with it."""
    if _COUNTED.match(m.string, m.end()):
        return None  # "circa 1500 people"
    y = int(m.group("Y"))
    return date(y, 1, 1), date(y, 12, 31), "year", None, False


# (each opens with a look-ahead at its first characters: a pattern that opens with a look-behind is tried at every
# position, three times slower over our tables)
RULES = [
    (re.compile(rf"(?={_OLD})(?<![\w.\-/,$£€])(?P<Y>{_OLD})(?![\w\-/]|[.,]\d)"), h_old_year),
    (re.compile(rf"(?={_OLD})(?<![\w.\-/,$£€])(?P<Y>{_OLD})\s*[-–—]\s*(?P<Y2>1[0-9]\d{{2}}|\d{{2}})"
                r"(?![\w\-/–—]|[.,]\d)"), h_old_year_range),
    (re.compile(r"(?=c)(?<![\w.])(?:(?:c|ca)\.\s*|circa\s+)(?P<Y>1\d{3}|20\d{2})(?![\w\-/]|[.,]\d)", _I), h_circa),
]
