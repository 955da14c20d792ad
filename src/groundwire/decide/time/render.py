"""Spell a relative time expression in absolute words, for spans whose rule gave no wording of its own.

A relative expression should not travel to a search engine as it was written: "from 3 to 19 next month",
"明年初", "thanksgiving" mean nothing to an engine that does not know when the question was asked. Most rules word
their own replacement ("January 12, 2027", "2026年下半年"); this is the fallback for the others, in three steps:

1. a relative year word inside the span, when the whole range lies in that one year, becomes the year itself and
   the rest of the wording stays: "明年初" → "2027年初", "early next year" → "early 2027";
2. a range that is exactly one day, month, quarter, half or year is named as such ("May" → "May 2026",
   "上季度" → "2026年第三季度");
3. any other range is written "A to B" / "A至B", but only when the span stated a number of its own
   ("from 3 to 19 next month" → "January 3 to January 19, 2027"). Bare week words and windows ("next week",
   "上周", "前两天", "past 3 days") stay as written: the search's freshness and date range carry them, and a long date pair in
   the query would only cut recall.
The language follows the span's own script. Pure; returns None when none of the steps applies.
"""

from __future__ import annotations

import calendar
from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date

from . import deadline_en

MONTHS_EN = ("", "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December")
_QUARTER_ZH = ("", "第一季度", "第二季度", "第三季度", "第四季度")
_YEAR_ZH = {"今年": 0, "本年": 0, "去年": -1, "明年": 1, "前年": -2, "后年": 2, "大前年": -3, "大后年": 3}
_YEAR_ZH_RE = re.compile("|".join(sorted(_YEAR_ZH, key=len, reverse=True)))
_YEAR_EN = {"this": 0, "current": 0, "next": 1, "last": -1, "previous": -1, "coming": 1, "following": 1}
_YEAR_EN_RE = re.compile(r"\b(?:the\s+)?(this|current|next|last|previous|coming|following)\s+year\b", re.IGNORECASE)
_MONTH_EN_RE = re.compile(r"\b(?:the\s+)?(this|current|next|last|previous|coming|following)\s+month\b", re.IGNORECASE)
_EARLIER_LATER = re.compile(r"\b(?:earlier|later|so\s+far)\s*$", re.IGNORECASE)  # "later this year" -> "later in 2025"
_RELATIVE_EN = re.compile(r"\b(?:(?:this|next|last|previous|coming|upcoming|current|following|past)\s+(?:week|month|year|"
                          r"quarter|decade|century)s?\b(?!\s+of\b)|today|tonight|tomorrow|yesterday|now|present|date|ago|"
                          r"hence|later|earlier|\w+day\s+(?:next|last|this)\b)", re.IGNORECASE)
_YEARLESS_PART_EN = re.compile(r"\b(?:early|mid|late|beginning|start|middle|end|rest|first|second|third|fourth|last|"
                               r"half|week)\b.*\b(?:Q[1-4]|H[12]|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
                               r"|\b(?:Q[1-4]|H[12]|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*$",
                               re.IGNORECASE)
_DEADLINE_EN = re.compile(rf"^({deadline_en.WORDS}|before)\s+", re.IGNORECASE)
_PAIR_LEAD_EN = re.compile(r"^(from|between)\s+", re.IGNORECASE)
_BARE_UNIT_EN = re.compile(r"\s*(?:the\s+)?(?:Q[1-4]|H[12]|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?)\s*",
                           re.IGNORECASE)  # "May", "Q3": named whole by _whole_unit
_MONTH_NAME_EN = re.compile(r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b", re.IGNORECASE)
_YEAR4 = re.compile(r"\b\d{4}\b")
_AND_EN = re.compile(r"\band\b", re.IGNORECASE)
_WEEK_EN = re.compile(r"\bweek\b", re.IGNORECASE)  # "week 53 of 2026" is spelled out: engines do not count weeks
_ENDS_WITH_DAY = re.compile(r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?$",
                            re.IGNORECASE)
_DIGIT = re.compile(r"\d")
_ENDS_WITH_DAY_NUMBER = re.compile(r"\b\d{1,2}(?:st|nd|rd|th)?$", re.IGNORECASE)


def _has_han(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" or "\u3400" <= ch <= "\u4dbf" for ch in text)


def _zh_day(d: date, year: bool = True) -> str:
    return f"{d.year}年{d.month}月{d.day}日" if year else f"{d.month}月{d.day}日"


def _en_day(d: date, year: bool = True) -> str:
    return f"{MONTHS_EN[d.month]} {d.day}, {d.year}" if year else f"{MONTHS_EN[d.month]} {d.day}"


def _year_word(text: str, year: int, today: date, zh: bool) -> str | None:
    """Step 1: the span with its relative year word replaced, when that word names ``year``."""
    if zh:
        found = _YEAR_ZH_RE.search(text)
        if found and today.year + _YEAR_ZH[found.group(0)] == year:
            return f"{text[:found.start()]}{year}年{text[found.end():]}"
        return None
    found = _YEAR_EN_RE.search(text)
    if found and today.year + _YEAR_EN[found.group(1).lower()] == year:
        return _put(text, found, str(year))
    return None


def _put(text: str, found: re.Match[str], words: str) -> str:
    """``text`` with ``found`` replaced by ``words``; "in" is put after "earlier" / "later" ("later in 2025")."""
    head, tail = text[:found.start()].rstrip(), text[found.end():]
    if head and _EARLIER_LATER.search(head):
        words = f"in {words}"
    if _YEAR4.fullmatch(words) and _ENDS_WITH_DAY_NUMBER.search(head):
        head += ","  # "March 5-8 next year" -> "March 5-8, 2027"
    return f"{head} {words}{tail}" if head else f"{words}{tail}"


def _month_word(text: str, start: date, end: date, today: date) -> str | None:
    """A relative month word inside an English span whose range lies in that month: "early next month" -> "early
    January 2027", "later this month" -> "later in December 2026"."""
    found = _MONTH_EN_RE.search(text)
    if not found or (start.year, start.month) != (end.year, end.month):
        return None
    delta = {"this": 0, "current": 0, "next": 1, "coming": 1, "following": 1}.get(found.group(1).lower(), -1)
    idx = today.year * 12 + today.month - 1 + delta
    if (idx // 12, idx % 12 + 1) != (start.year, start.month):
        return None
    return _put(text, found, f"{MONTHS_EN[start.month]} {start.year}")


def _whole_unit(start: date, end: date, zh: bool) -> str | None:
    """Step 2: one day, month, quarter, half or year."""
    if start == end:
        return _zh_day(start) if zh else _en_day(start)
    if start.day != 1 or end.day != calendar.monthrange(end.year, end.month)[1]:
        return None
    if (start.month, end.month, end.year - start.year) == (1, 12, 9) and start.year % 10 == 0 and not zh:
        return f"the {start.year}s"  # "the 80s" -> "the 1980s"
    if start.year != end.year:
        return None
    first, last, y = start.month, end.month, start.year
    if first == 1 and last == 12:
        return f"{y}年" if zh else str(y)
    if first == last:
        return f"{y}年{first}月" if zh else f"{MONTHS_EN[first]} {y}"
    if last - first == 2 and first % 3 == 1:
        q = (first - 1) // 3 + 1
        return f"{y}年{_QUARTER_ZH[q]}" if zh else f"Q{q} {y}"
    if last - first == 5 and first in (1, 7):
        return (f"{y}年{'上' if first == 1 else '下'}半年" if zh
                else f"{'first' if first == 1 else 'second'} half of {y}")
    return None


def _date_pair(start: date, end: date, zh: bool, lead: str = "", joined_by_and: bool = False) -> str:
    """Step 3: "A to B" ("from A to B", "between A and B" when the span opened so, "A and B" when written so)."""
    same_year = start.year == end.year
    if zh:
        return f"{_zh_day(start)}至{_zh_day(end, year=not same_year)}"
    joiner = " and " if lead.lower() == "between" or joined_by_and else " to "
    return f"{lead + ' ' if lead else ''}{_en_day(start, year=not same_year)}{joiner}{_en_day(end)}"


def absolute_words(start: date, end: date, span_text: str, today: date, kind: str = "range") -> str | None:
    """``start``..``end`` (inclusive, resolved from ``span_text`` against ``today``) in absolute words, or None.

    ``kind`` is the span's kind: windows ("past 3 days", "近3天") are never spelled as a date pair."""
    zh = _has_han(span_text)
    if (not zh and _YEAR4.search(span_text) and not _RELATIVE_EN.search(span_text) and kind != "window"
            and (_MONTH_NAME_EN.search(span_text) or not _WEEK_EN.search(span_text))):
        return span_text  # "the first week of January 2026", "the first nine months of 2025": absolute as written
    deadline = None if zh else _DEADLINE_EN.match(span_text)
    if deadline and kind == "range":  # "till the end of the month" -> "till December 31, 2026"
        return span_text if _YEAR4.search(span_text) else f"{deadline.group(1)} {_en_day(end)}"
    for year in dict.fromkeys((start.year, end.year)):  # "the last week of this year" runs into the next one
        if kept := _year_word(span_text, year, today, zh):
            return kept
    if not zh and (kept := _month_word(span_text, start, end, today)):
        return kept
    if (not zh and start.year == end.year and not _YEAR4.search(span_text) and kind not in ("window", "since")
            and _YEARLESS_PART_EN.search(span_text) and not _BARE_UNIT_EN.fullmatch(span_text)):
        comma = "," if _ENDS_WITH_DAY.search(span_text) else ""
        return f"{span_text}{comma} {start.year}"  # "the end of Q3" -> "the end of Q3 2026", "the week of March 5, 2025"
    if named := _whole_unit(start, end, zh):
        return named
    if kind not in ("window", "since") and _DIGIT.search(span_text):
        lead = None if zh else _PAIR_LEAD_EN.match(span_text)
        return _date_pair(start, end, zh, lead.group(1) if lead else "", _AND_EN.search(span_text) is not None)
    return None


_CLOCK_EN = re.compile(r"\b(?:\d{1,2}(?:[:.]\d{2})?\s*[ap]\.?m\b\.?|\d{1,2}:\d{2}|noon|midnight)", re.IGNORECASE)
_FRAME_LEAD_EN = re.compile(r"^(on|for|from|by|until|till|before|after)\s+", re.IGNORECASE)


def keep_frame(span_text: str, words: str) -> str:
    """An English day span's absolute ``words`` with the span's own leading preposition and its one clock time
    kept: "for next week Monday at 7pm" -> "for December 7, 2026 at 7pm", "at 5pm tomorrow" -> "December 2, 2026
    at 5pm". Other words are returned as they are."""
    if _has_han(span_text) or words == span_text:
        return words
    lead = _FRAME_LEAD_EN.match(span_text)
    if lead and not words.lower().startswith(lead.group(1).lower() + " "):
        words = f"{lead.group(1)} {words}"
    clocks = _CLOCK_EN.findall(span_text)
    if len(clocks) == 1 and clocks[0] not in words:
        words = f"{words} at {clocks[0]}"
    return words


_DATE_WORDS_EN = re.compile(r"(?:January|February|March|April|May|June|July|August|September|October|November|December"
                            r"|Q[1-4]|H[12])\b|\d{4}\b")
_WORD_BEFORE = re.compile(r"([A-Za-z’'0-9]+)\s+$")  # a word or a count ("buy 3 tomorrow")
_NO_PREPOSITION_AFTER = frozenset(
    "on in at for from since by until till before after of between to during through around about than and or as "
    "within over into onto near past the a an this that these those my your its their our his her is was are were be "
    "been being am what when which who whom whose how where why until upon per via like".split())


def preposition_before(before: str, words: str, kind: str) -> str:
    """"on " to put before an English day that replaces a bare relative span mid-sentence ("what did the Fed decide
    2 weeks ago" -> "... decide on November 17, 2026", "concerts tonight in Austin" -> "concerts on December 1,
    2026 in Austin"); "" at the start, after punctuation, a preposition, a determiner, a copula or a question word,
    and for months and years, which read well bare ("CPI October 2026", "the Oscars 2022")."""
    if kind != "day" or _has_han(words) or not _DATE_WORDS_EN.match(words):
        return ""
    m = _WORD_BEFORE.search(before[-40:])
    if not m or m.group(1).lower() in _NO_PREPOSITION_AFTER or m.group(1).lower().endswith(("'s", "’s")):
        return ""
    return "on "
