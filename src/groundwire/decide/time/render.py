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
import re
from datetime import date

MONTHS_EN = ("", "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December")
_QUARTER_ZH = ("", "第一季度", "第二季度", "第三季度", "第四季度")
_YEAR_ZH = {"今年": 0, "本年": 0, "去年": -1, "明年": 1, "前年": -2, "后年": 2, "大前年": -3, "大后年": 3}
_YEAR_ZH_RE = re.compile("|".join(sorted(_YEAR_ZH, key=len, reverse=True)))
_YEAR_EN = {"this": 0, "current": 0, "next": 1, "last": -1, "previous": -1, "coming": 1, "following": 1}
_YEAR_EN_RE = re.compile(r"\b(?:the\s+)?(this|current|next|last|previous|coming|following)\s+year\b", re.IGNORECASE)
_DIGIT = re.compile(r"\d")


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
        head, tail = text[:found.start()].rstrip(), text[found.end():]
        return f"{head} {year}{tail}" if head else f"{year}{tail}"
    return None


def _whole_unit(start: date, end: date, zh: bool) -> str | None:
    """Step 2: one day, month, quarter, half or year."""
    if start == end:
        return _zh_day(start) if zh else _en_day(start)
    if start.year != end.year or start.day != 1 or end.day != calendar.monthrange(end.year, end.month)[1]:
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


def _date_pair(start: date, end: date, zh: bool) -> str:
    """Step 3: "A to B"."""
    same_year = start.year == end.year
    if zh:
        return f"{_zh_day(start)}至{_zh_day(end, year=not same_year)}"
    return f"{_en_day(start, year=not same_year)} to {_en_day(end)}"


def absolute_words(start: date, end: date, span_text: str, today: date, kind: str = "range") -> str | None:
    """``start``..``end`` (inclusive, resolved from ``span_text`` against ``today``) in absolute words, or None.

    ``kind`` is the span's kind: windows ("past 3 days", "近3天") are never spelled as a date pair."""
    zh = _has_han(span_text)
    if start.year == end.year and (kept := _year_word(span_text, start.year, today, zh)):
        return kept
    if named := _whole_unit(start, end, zh):
        return named
    if kind not in ("window", "since") and _DIGIT.search(span_text):
        return _date_pair(start, end, zh)
    return None
