"""Time grounding scored on public date-parser corpora of other origins (26 ctparse; 27 dateparser, timefhuman; 28 more).

Reads ctparse's corpora (``ctparse/time/corpus.py``: hand-written rule tests, ``ctparse/time/auto_corpus.py``:
expressions taken from travel-booking mails; MIT licence) from an unpacked wheel (``pip download --no-deps ctparse``
then unzip; give the unpacked folder or the two files). The files are read with ``ast.literal_eval``, never
imported. Each row is (expected value, reference time, texts); a text is kept only when its expected value maps
unambiguously onto our output (one span, an inclusive calendar-day range):

- ``Time[]{YYYY-MM-DD …}`` -> that day (a clock time on it is ignored: we resolve calendar days);
  ``YYYY-MM-X`` -> that month; ``YYYY-X-X`` -> that year;
- ``Interval[]{A - B}`` with both ends dated -> A..B (a clock range on one day -> that day);
- a part of day (``X/evening``) is kept only when the text names the day (a digit, a weekday, a month,
  today / tomorrow / yesterday / tonight): "late" alone resolving to this evening depends on the clock, not the date.

Skipped, and counted: German rows (ctparse's corpora are German and English; a text with ä/ö/ü/ß or a German
word is skipped), latent values (``X-X-X 08:00``: a time with no date; ``X-01-X``: a month with no year),
open intervals (``None - …``: "before noon", "until 22.03."), durations. Labels of the auto corpus are
ctparse's own accepted output; a few are plainly wrong ("12 Nov 2020" labelled 2017-11-12 20:20) and are left in.

Families: ``numeric`` (the date is written in digits: 5/27, 23.2.2018, 2018/08/05), ``named`` (a month name with a
day or year), ``interval`` (an Interval value), ``relative`` (the rest: weekdays, tomorrow, end of the month).
Core = numeric + named + interval (an explicit date; relative rows carry conventions such as ctparse's "next
Friday" = the Friday of next week).

Held half, never tuned on (fixed before any miss was read): rows whose ``sha1(text)`` first byte is odd; only
their totals are printed. ``--show`` prints misses of the fit half only.

``--source dateparser`` (round 27, time27): dateparser's own tests (sdist ``dateparser-1.5.0/tests``, BSD-3), read
with ``ast`` and never imported; English and Chinese rows only, reported apart (the first Chinese origin beside
jionlp and duckling):

- ``test_search.py``: texts with the dates dateparser finds in them, ``(found substring, datetime)``; one row per
  date found, scored in place (a span of ours overlapping the substring, resolved to that day). Kept when the
  substring writes the whole day (4-digit year, month, the day's number) or is a day-level relative word
  (today, 3 days ago, 大后天) with a RELATIVE_BASE given; a year, month or day dateparser filled in from the base
  or from an earlier date of the text is skipped ("year not written", "day not written").
- ``test_date_parser.py``'s ``test_dates_parsing`` (English and Chinese sections, base 2012-11-13): same rule, the
  whole text as the found substring.
- ``test_freshness_date_parser.py``: relative expressions against its fixed now 2014-09-01 (``ago`` / ``in_future``
  with a ``period``); day / month / year periods map onto that day / calendar month / calendar year. Skipped:
  clock units (hours, minutes), week periods (where a week starts is a convention), decades and centuries,
  fractional units; sections other than English / Chinese (by their ``# English dates`` / ``# zh-Hans`` comment).
Families: numeric, named (a month name or 年月日), relative; core = numeric + named. Held half never tuned on (named
before any miss was read): ``sha1(text NUL found)`` first byte odd.

``--source timefhuman`` (round 27): ``eval/short.py`` of timefhuman's repository (github.com/alvinwan/timefhuman,
Apache-2.0; the 0.1.5 sdist does not ship it), read with ``ast``, against its now 2018-08-04. A value is kept when
the text (or the matched substring of MATCHED_TEXT_CASES, scored in place) writes a day: a date -> that day, a pair
-> the range. Skipped: clock or unit only texts ("5p", "in 1 year", "July 2019" shown as its 1st), clock times and
durations, choices and several dates; CUSTOM_CONFIG_CASES (other settings). Texts with no value expected are
negatives (clean when no span is found). The whole source is round 27's never-tuned check: every row is held and
none is ever shown.

``--source parsedatetime`` (round 28, time28): parsedatetime 2.6's tests (sdist ``tests/``, Apache-2.0; round 27 had
found only 3 literal rows: the tests compute their expected values from the machine clock in code). Each test method's
assignments are evaluated in order against a fixed now (PDT_NOW, 2016-02-16 10:30, a Tuesday: ``time.localtime()``,
``datetime.datetime.now()`` and ``self.yr`` / ``self.mth`` / ``self.dy`` give it; an ``if`` takes the branch its test
picks), with no builtins but ``__import__``, and parsedatetime is never imported. Kept: ``assertExpectedResult(
self.cal.parse('TEXT', start), (target, flag))`` at a method's top level whose text writes a day (a weekday, today /
tomorrow / yesterday, days, a numeric date, a month beside a day number) -> the target's day. Skipped and counted:
flag 2 (a clock only) and 0 (no date), clock units and parts of day, weeks (parsedatetime's "next week" is a day
seven days on), bare durations ("5 days": from now for parsedatetime, a length for us), a month or year moved with no
day written ("next month": a day for parsedatetime, a calendar month for us), texts inside loops or built with ``%``,
methods that change the parser's options, other locales' files, TestErrors and TestContext.

``--source arrow`` (round 28): arrow 1.4.0's ``tests/test_locales.py`` (sdist, Apache-2.0), read with ``ast``: the
``_format_relative(HUMANIZED, UNIT, N) == TEXT`` asserts of its English, ChineseCN, ChineseTW and HongKong locale
classes ("2天前", "1個月後"; English has only clock units there), the text ``dehumanize`` reads back as now moved by N
units, against ARROW_NOW (2000-06-18, its dehumanize tests' now), mapped as dateparser's freshness rows (day -> that
day, month -> calendar month, year -> calendar year; weeks, clock units and "now" skipped). The humanize strings of
test_arrow.py are not used: humanize rounds ("a day ago" for 47 hours), so a text does not give one day.

Round 29 (time29) mended two readers (parsedatetime: a test locale's own abbreviations, "wedn", "sa", and a bare
weekday said on that weekday are skipped with their reasons, not scored; arrow and timefhuman read every file given)
and added three sources, each split by CRC32 like round 28's (see each loader's docstring):
``--source daterangeparser`` (DateRangeParser 1.3.2, LGPL: ranges with expected start / end, against DRP_NOW),
``--source recurrent`` (recurrent 0.4.1, BSD: its single dates beside its rules, against its NOW 2010-01-01),
``--source dateutil`` (python-dateutil 4.0.0, BSD-3 / Apache-2.0: parser tests writing the whole day, and a weekday
alone against its default 2003-09-25), ``--source cn2date`` (cn2date 0.1.2, MIT: Chinese day ranges against its frozen
now 2021-09-01, a ``window`` family for counts of units whose ends are conventions), ``--source friendlydateparser``
(friendlydateparser 0.2.4, MIT: texts that write a day, against its now 2023-10-12). A day / month order of two small numbers is skipped only where the source's
order differs from ours. Not converted: humanize (its texts are today / tomorrow / yesterday, yearless "Jun 05" and
rounded deltas), maya (its sdist ships no tests), pendulum (its sdist needs a Rust build to download).

Both round-28 sources split dev / final by CRC32 of the text (odd: final, never tuned on; ``--show`` prints dev only).
datefinder was not converted: its sdists (0.6.0; 1.0.0 is a Rust build) ship no tests.

``--source chrono`` (round 30, time30): chrono-node 2.9.2's jest tests (npm, MIT; en and zh-Hans / zh-Hant), read as
text by ``time_corpus_chrono.py`` (see its docstring): the day or range each ``testSingleCase`` expects against its
reference, ``result.text`` scored in place, ``testUnexpectedResult`` texts as negatives; sha1 split as dateparser's.

Run: PYTHONPATH=src .venv/bin/python scripts/time_public_corpora.py /tmp/x/ctparse [--base /tmp/base/src]
     [--show 40 --family numeric]
     PYTHONPATH=src .venv/bin/python scripts/time_public_corpora.py --source dateparser /tmp/x/dateparser-1.5.0
     [--base /tmp/base/src] [--show 40 --lang zh]
     PYTHONPATH=src .venv/bin/python scripts/time_public_corpora.py --source timefhuman /tmp/x/timefhuman
     [--base /tmp/base/src]
     PYTHONPATH=src .venv/bin/python scripts/time_public_corpora.py --source parsedatetime /tmp/x/parsedatetime-2.6
     PYTHONPATH=src .venv/bin/python scripts/time_public_corpora.py --source arrow /tmp/x/arrow-1.4.0
     PYTHONPATH=src .venv/bin/python scripts/time_public_corpora.py --source daterangeparser /tmp/x/DateRangeParser-1.3.2
     PYTHONPATH=src .venv/bin/python scripts/time_public_corpora.py --source recurrent /tmp/x/recurrent-0.4.1
     PYTHONPATH=src .venv/bin/python scripts/time_public_corpora.py --source dateutil /tmp/x/python_dateutil-4.0.0
     PYTHONPATH=src .venv/bin/python scripts/time_public_corpora.py --source cn2date /tmp/x/cn2date-0.1.2
     PYTHONPATH=src .venv/bin/python scripts/time_public_corpora.py --source friendlydateparser /tmp/x/friendlydateparser-0.2.4
     PYTHONPATH=src .venv/bin/python scripts/time_public_corpora.py --source chrono /tmp/x/chrono-node-2.9.2/package/test
"""

from __future__ import annotations

import argparse
import ast
import calendar
import hashlib
import re
import sys
import time
import zlib
from collections import defaultdict
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from datetime import time as dtime
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

from _other_tree import other_module  # noqa: E402

from groundwire.decide.timeframe import resolve  # noqa: E402

CORPUS_FILES = ("corpus.py", "auto_corpus.py")
CORE = {"numeric", "named", "interval"}
_GERMAN = re.compile(
    r"[äöüßÄÖÜ]|\b(?:am|um|uhr|bis|vom|von|zum|zur|den|der|des|dem|diesen|diese|nächste[nrs]?|morgen|heute|gestern|"
    r"vorgestern|übermorgen|abends?|morgens|mittags?|nachmittags?|vormittags?|nachts?|früh|spät|spätestens|ab|"
    r"und|zwischen|gegen|ende|jahres|monats|woche|januar|februar|märz|mai|juni|juli|oktober|dezember|montag|"
    r"mo|di|mi|do|fr|sa|so|ca|erster|letzter|ten|nächsten|zu|dieser|zeit|jetzt|genau|gerade|eben|sehr|später|"
    r"frühestens|nach|vor|ab|bzw|kw)\b|(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)",
    re.I)
_VALUE_DAY = r"(\d{4}|X)-(\d\d|X)-(\d\d|X) (?:\d\d:\d\d|X:X) \(X/(\w+)\)"
_TIME = re.compile(r"Time\[\]\{" + _VALUE_DAY + r"\}$")
_INTERVAL = re.compile(r"Interval\[\]\{(?:" + _VALUE_DAY + r"|None) - (?:" + _VALUE_DAY + r"|None)\}$")
_NAMES_DAY = re.compile(r"\d|\b(?:mon|tue|wed|thu|fri|sat|sun)|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
                        r"|today|tomorrow|yesterday|tonight", re.I)
_MONTH = re.compile(r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)", re.I)
_NUMERIC = re.compile(r"\d{1,4}\s?[./-]\s?\d{1,2}")


@dataclass(frozen=True)
class Row:
    text: str
    today: date
    start: date
    end: date
    family: str
    source: str
    lang: str = "en"
    found: str | None = None  # dateparser search rows: the substring the date was found in (scored in place)
    never_tuned: bool = False  # a whole source kept as a check (timefhuman): every row held
    split: str = "sha1"  # round 28's sources split dev / final by CRC32 of the text ("crc32")

    @property
    def held(self) -> bool:
        if self.never_tuned:
            return True
        if self.split == "crc32":
            return zlib.crc32(self.text.encode()) % 2 == 1
        key = self.text if self.found is None else f"{self.text}\x00{self.found}"
        return hashlib.sha1(key.encode()).digest()[0] % 2 == 1


def _read(path: Path) -> list:
    """The ``corpus = [...]`` literal of one ctparse file, without running it."""
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "corpus" for t in node.targets):
            return ast.literal_eval(node.value)
    return []


def _day(y: str, m: str, d: str) -> tuple[date, date] | None:
    """The calendar range of one ctparse date (year, month, day may be X), or None when it is latent."""
    if y == "X":
        return None
    if m == "X":
        return (date(int(y), 1, 1), date(int(y), 12, 31)) if d == "X" else None
    if d == "X":
        nxt = date(int(y) + (m == "12"), int(m) % 12 + 1, 1)
        return date(int(y), int(m), 1), date.fromordinal(nxt.toordinal() - 1)
    return date(int(y), int(m), int(d)), date(int(y), int(m), int(d))


def expected(value: str, text: str) -> tuple[date, date, str] | str:
    """(start, end, family) for a value that maps onto one calendar range, else the reason it is skipped."""
    if value.startswith("Duration"):
        return "duration"
    hit = _TIME.match(value)
    if hit:
        got = _day(*hit.group(1, 2, 3))
        if got is None:
            return "latent"
        if hit.group(4) != "X" and not _NAMES_DAY.search(text):
            return "part of day only"
        fam = "numeric" if _NUMERIC.search(text) else "named" if _MONTH.search(text) and re.search(r"\d", text) \
            else "relative"
        return got[0], got[1], fam
    hit = _INTERVAL.match(value)
    if hit:
        if hit.group(1) is None or hit.group(5) is None:
            return "open interval"
        a, b = _day(*hit.group(1, 2, 3)), _day(*hit.group(5, 6, 7))
        if a is None or b is None:
            return "latent"
        return a[0], b[1], "interval"
    return "other value"


def load(paths: list[Path]) -> tuple[list[Row], dict[str, int]]:
    """Every English row that maps onto our output, and the count of skipped texts per reason."""
    files: list[Path] = []
    for p in paths:
        files += [p / "time" / f for f in CORPUS_FILES if (p / "time" / f).exists()] if p.is_dir() else (
            [p] if p.is_file() else [])
        files += [p / f for f in CORPUS_FILES if p.is_dir() and (p / f).exists()]
    if not files:
        raise SystemExit(f"no ctparse corpus file under {paths}: pip download --no-deps ctparse, unzip the wheel and "
                         "give its ctparse/ folder (or corpus.py / auto_corpus.py)")
    rows, skipped, seen = [], defaultdict(int), set()
    for f in files:
        for value, ref, texts in _read(f):
            today = date.fromisoformat(ref[:10])
            for text in texts:
                if (text, ref) in seen:
                    continue
                seen.add((text, ref))
                if _GERMAN.search(text):
                    skipped["German"] += 1
                    continue
                got = expected(value, text)
                if isinstance(got, str):
                    skipped[got] += 1
                    continue
                rows.append(Row(text, today, got[0], got[1], got[2], f.stem))
    return rows, dict(skipped)


# --------------------------------------------------------------------------- dateparser (round 27)

DATEPARSER_FILES = ("test_search.py", "test_freshness_date_parser.py", "test_date_parser.py")
DATEPARSER_PARSE_TESTS = {"test_dates_parsing": date(2012, 11, 13)}  # test_date_parser.py: its RELATIVE_BASE
DATEPARSER_NOW = date(2014, 9, 1)  # test_freshness_date_parser.py's setUp: self.now = datetime(2014, 9, 1, 10, 30)
_CJK = re.compile(r"[\u4e00-\u9fff]")
_KANA = re.compile(r"[\u3040-\u30ff\uac00-\ud7af]")
_DP_MONTH = re.compile(r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?", re.I)
_DP_DAY_RELATIVE = re.compile(
    r"^(?:today|tomorrow|yesterday|the day (?:after tomorrow|before yesterday)|\d+ days? ago|in \d+ days?|"
    r"今天|明天|昨天|前天|后天|後天|大后天|大後天|大前天|\d+\s?天[前后後])$", re.I)
_DP_LANG_COMMENT = re.compile(r"^\s*#\s*(?:(\w+) dates\b|(zh(?:-\w+)?|yue|[a-z]{2,3}(?:-\w+)?)\s*$)")


def _dp_datetime(node: ast.AST) -> date | None:
    """``datetime.datetime(Y, M, D, ...)`` written with literal numbers, as a date; anything else None."""
    if isinstance(node, ast.Call) and ast.unparse(node.func) in ("datetime.datetime", "datetime"):
        try:
            return date(*[ast.literal_eval(a) for a in node.args[:3]])
        except (ValueError, TypeError):
            return None
    return None


def _dp_lang(lang: object, text: str) -> str | None:
    """en / zh for a row dateparser was told is English or Chinese; a row with no language given is Chinese when it
    is written in Han characters only (no kana, no hangul); else None (skipped)."""
    if isinstance(lang, list):
        lang = lang[0] if len(lang) == 1 else None
    if lang == "en":
        return "en"
    if isinstance(lang, str) and lang.startswith("zh"):
        return "zh"
    if lang is None and _CJK.search(text) and not _KANA.search(text):
        return "zh"
    return None


def _dp_search_rows(path: Path, skipped: dict[str, int]) -> list[Row]:
    """``param(lang, text, [(found, datetime), ...], settings=...)`` and ``param(text=, languages=, expected=)`` rows
    of test_search.py: one row per date found, kept when the found substring states a whole day (a year of 4 digits,
    a month, the day's number) or is a day-level relative word with a RELATIVE_BASE given."""
    rows: list[Row] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "param"):
            continue
        kw = {k.arg: k.value for k in node.keywords}
        args = list(node.args)
        if len(args) >= 3 and isinstance(args[0], ast.Constant) and isinstance(args[2], ast.List):
            lang_node, text_node, found_node = args[0], args[1], args[2]
        elif "text" in kw and isinstance(kw.get("expected"), ast.List):
            lang_node, text_node, found_node = kw.get("languages") or kw.get("language"), kw["text"], kw["expected"]
        else:
            continue
        try:
            text = ast.literal_eval(text_node)
            lang = _dp_lang(ast.literal_eval(lang_node) if lang_node is not None else None, text)
        except ValueError:
            continue
        if not isinstance(text, str) or lang is None:
            continue
        base = None
        if isinstance(kw.get("settings"), ast.Dict):
            for k, v in zip(kw["settings"].keys, kw["settings"].values):  # type: ignore[attr-defined]
                if getattr(k, "value", None) == "RELATIVE_BASE":
                    base = _dp_datetime(v)
        for item in found_node.elts:  # type: ignore[attr-defined]
            if not (isinstance(item, ast.Tuple) and len(item.elts) >= 2 and isinstance(item.elts[0], ast.Constant)):
                continue
            found, day = item.elts[0].value, _dp_datetime(item.elts[1])
            got = _dp_search_family(found, day, base)
            if got not in _DP_FAMILIES:
                skipped[got] += 1
                continue
            rows.append(Row(text, base or DATEPARSER_NOW, day, day, got, "dateparser-search", lang, found))  # type: ignore[arg-type]
    return rows


_DP_FAMILIES = ("numeric", "named", "relative")
_DP_DAY_RANGE = re.compile(r"(?<![\d./-])(?:3[01]|[12]\d|0?[1-9])\s*[-–]\s*(?:3[01]|[12]\d|0?[1-9])(?![\d./-])")


def _dp_search_family(found: str, day: date | None, base: date | None) -> str:
    """The family (one of ``_DP_FAMILIES``) of a found substring that states one whole day, else the reason it is
    skipped."""
    if day is None:
        return "no literal date"
    if _DP_DAY_RANGE.search(found):
        return "day range found as its first day"  # "June 12-14, 2021": dateparser gives the 12th, we the range
    numbers = [int(n) for n in re.findall(r"\d+", found)]
    if _DP_DAY_RELATIVE.match(found.strip()):
        return "relative" if base else "relative without a base"
    if str(day.year) not in re.findall(r"\d{4}", found):
        return "year not written"  # dateparser fills a missing year, month or day from the base or the text before
    if day.day not in numbers:
        return "day not written"
    if day.month in numbers[:3] and _NUMERIC.search(found):
        return "numeric"
    if _DP_MONTH.search(found) or "月" in found:
        return "named"
    return "month not written"


def _dp_freshness_rows(path: Path, skipped: dict[str, int]) -> list[Row]:
    """``param(text, ago={...}|in_future={...}, period=...)`` rows of test_freshness_date_parser.py against its fixed
    now (2014-09-01), English and Chinese sections (the nearest ``# English dates`` / ``# zh-Hans`` comment above):
    period ``day`` with only days/weeks moved -> that day; ``month`` with only months -> that calendar month;
    ``year`` with only years -> that calendar year. Clock periods, weeks (a week's first day is a convention),
    decades, centuries and mixed units are skipped."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    rows: list[Row] = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "param" and node.args
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            continue
        kw = {k.arg: k.value for k in node.keywords}
        moved = kw.get("ago") or kw.get("in_future")
        if moved is None or "period" not in kw:
            continue
        text = node.args[0].value
        lang = _section_lang(lines, node.lineno)
        if lang is None:
            skipped["other language"] += 1
            continue
        try:
            delta, period = ast.literal_eval(moved), ast.literal_eval(kw["period"])
        except ValueError:
            continue
        sign = -1 if "ago" in kw else 1
        got = _dp_freshness_range(text, delta, period, sign)
        if isinstance(got, str):
            skipped[got] += 1
            continue
        rows.append(Row(text, DATEPARSER_NOW, got[0], got[1], "relative", "dateparser-freshness", lang))
    return rows


def _section_lang(lines: list[str], lineno: int) -> str | None:
    """en / zh from the nearest language comment above a row (``# English dates``, ``# zh-Hans``), else None."""
    for line in reversed(lines[:lineno - 1]):
        hit = _DP_LANG_COMMENT.match(line)
        if hit:
            name = (hit.group(1) or hit.group(2)).lower()
            return "en" if name == "english" else "zh" if name in ("chinese", "zh", "zh-hans", "zh-hant") else None
    return None


_BARE_DURATION = re.compile(
    r"(?:\s|,|\band\b|\d+|\b(?:an?|one|two|three|four|five|six|seven|eight|nine|ten)\b|"
    r"\b(?:years?|months?|mons?|weeks?|fortnights?|days?|hours?|hrs?|minutes?|mins?|seconds?|secs?)\b|"
    r"[年月个個周週天日]|星期|礼拜|禮拜|小时|小時|分钟|分鐘|秒)+", re.I)


def _dp_freshness_range(text: str, delta: dict, period: str, sign: int,
                        now: date = DATEPARSER_NOW) -> tuple[date, date] | str:
    """The calendar range a freshness row means (dateparser moves now by ``relativedelta``: years and months first,
    then weeks and days; a day past the month's end is clamped), else the reason it is skipped. A bare duration
    ("1 year 2 months", "1年2個月", "after 4 days") writes no direction: dateparser reads it as past, our tables read
    it as a length (no span), a convention either way, so it is skipped."""
    if re.search(r"decade|centur|年代|世纪|世紀", text, re.I):
        return "decade or century"
    if _BARE_DURATION.fullmatch(re.sub(r"^after\s+", "", text.strip(), flags=re.I)):
        return "bare duration"
    if any(not isinstance(v, int) for v in delta.values()):
        return "fractional units"
    units = set(delta)
    if units & {"hours", "minutes", "seconds"}:
        return "clock units"
    if period not in ("day", "month", "year"):
        return f"{period} period"  # time: a clock; week: where a week starts is a convention
    if period == "month" and units - {"years", "months"} or period == "year" and units != {"years"}:
        return "days moved inside a month or year period"
    n = now.year * 12 + now.month - 1 + sign * (12 * delta.get("years", 0) + delta.get("months", 0))
    year, month = n // 12, n % 12 + 1
    if period == "year":
        return date(year, 1, 1), date(year, 12, 31)
    first, last = _day(str(year), f"{month:02d}", "X")  # type: ignore[misc]
    if period == "month":
        return first, last
    moved = date(year, month, min(now.day, last.day)).toordinal()
    day = date.fromordinal(moved + sign * (delta.get("days", 0) + 7 * delta.get("weeks", 0)))
    return day, day


def _dp_parse_rows(path: Path, skipped: dict[str, int]) -> list[Row]:
    """``param(text, datetime(...))`` rows of test_date_parser.py's ``test_dates_parsing`` (its English and Chinese
    sections), kept by the rules of the search rows with the whole text as the found substring."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    rows: list[Row] = []
    for fn in ast.walk(ast.parse(source)):
        if not (isinstance(fn, ast.FunctionDef) and fn.name in DATEPARSER_PARSE_TESTS):
            continue
        base = DATEPARSER_PARSE_TESTS[fn.name]
        for node in (n for deco in fn.decorator_list for n in ast.walk(deco)):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "param" and len(node.args) == 2
                    and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                continue
            text, day = node.args[0].value, _dp_datetime(node.args[1])
            lang = _section_lang(lines, node.lineno)
            if lang is None:
                skipped["other language"] += 1
                continue
            got = _dp_search_family(text, day, base)
            if got not in _DP_FAMILIES:
                skipped[got] += 1
                continue
            rows.append(Row(text, base, day, day, got, "dateparser-parse", lang, text))  # type: ignore[arg-type]
    return rows


def load_dateparser(paths: list[Path]) -> tuple[list[Row], dict[str, int]]:
    """English and Chinese rows of dateparser's test_search.py and test_freshness_date_parser.py (BSD-3)."""
    files: list[Path] = []
    for p in paths:
        for sub in (p, p / "tests"):
            files += [sub / f for f in DATEPARSER_FILES if sub.is_dir() and (sub / f).exists()]
        files += [p] if p.is_file() and p.name in DATEPARSER_FILES else []
    if not files:
        raise SystemExit(f"no dateparser test file under {paths}: pip download --no-deps --no-binary :all: dateparser, "
                         "unpack the sdist and give its folder (or tests/test_search.py, "
                         "tests/test_freshness_date_parser.py)")
    rows: list[Row] = []
    skipped: dict[str, int] = defaultdict(int)
    for f in files:
        read = {"test_search.py": _dp_search_rows, "test_date_parser.py": _dp_parse_rows}.get(f.name, _dp_freshness_rows)
        rows += read(f, skipped)
    seen: set[tuple] = set()
    unique = [r for r in rows if not ((r.text, r.found, r.today) in seen or seen.add((r.text, r.found, r.today)))]
    return unique, dict(skipped)


# --------------------------------------------------------------------------- timefhuman (round 27)

TIMEFHUMAN_NOW = date(2018, 8, 4)  # the ``now`` its cases are written against ("3 p.m. today" -> 2018-08-04 15:00)
TIMEFHUMAN_LISTS = ("DEFAULT_CASES", "NO_INFERENCE_CASES", "MATCHED_TEXT_CASES")  # CUSTOM_CONFIG_CASES: other settings
# the text writes a day: a weekday, a day word, a numeric date with its day, or a month beside a day number
_TFH_DAY = re.compile(
    r"\b(?:mon|tue|wed|thu|fri|sat|sun)|\b(?:today|tomorrow|yesterday|tonight)\b|(?<!\d)\d{1,4}[/.-]\d{1,2}(?!\d)|"
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?!\d)|"
    r"\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)", re.I)


def _tfh_day(node: ast.AST) -> date | str:
    """A date from ``datetime.datetime(...)``, ``datetime.date(...)`` or ``localized_datetime(zone, ...)`` written
    with literal numbers; else the reason it is skipped (a clock time, a duration, something else)."""
    if not isinstance(node, ast.Call):
        return "other value"
    name = ast.unparse(node.func)
    args = node.args[1:] if name == "localized_datetime" else node.args
    if name in ("datetime.time", "datetime.timedelta"):
        return "clock time or duration"
    if name not in ("datetime.datetime", "datetime.date", "localized_datetime"):
        return "other value"
    try:
        return date(*[ast.literal_eval(a) for a in args[:3]])
    except (ValueError, TypeError):
        return "other value"


def _tfh_expected(node: ast.AST, text: str) -> tuple[date, date, str] | str:
    """(start, end, family) of one expected value of a text that writes its day, else the reason it is skipped."""
    if isinstance(node, ast.List):
        return "choices"
    if isinstance(node, ast.Tuple) and len(node.elts) == 2:
        a, b = _tfh_day(node.elts[0]), _tfh_day(node.elts[1])
        if isinstance(a, str) or isinstance(b, str):
            return a if isinstance(a, str) else b  # type: ignore[return-value]
        if not _TFH_DAY.search(text):
            return "clock or units only"
        return (a, b, "interval") if b >= a else "ends before it starts"
    got = _tfh_day(node)
    if isinstance(got, str):
        return got
    if not _TFH_DAY.search(text):
        return "clock or units only"  # "5p", "30 minutes", "in 1 year", "July 2019" (a month shown as its 1st)
    fam = "numeric" if _NUMERIC.search(text) else "named" if _MONTH.search(text) and re.search(r"\d", text) \
        else "relative"
    return got, got, fam


def _files_under(paths: list[Path], names: tuple[str, ...], missing: str) -> list[Path]:
    """Each given file, and each of ``names`` found under each given folder; SystemExit(missing) when none is."""
    found = [f for p in paths for f in ([p / n for n in names] if p.is_dir() else [p]) if f.is_file()]
    files = list({f.resolve(): f for f in found}.values())  # a file named twice is read once
    if not files:
        raise SystemExit(missing)
    return files


def load_timefhuman(paths: list[Path]) -> tuple[list[Row], dict[str, int], list[str]]:
    """Rows, skip counts and negative texts (no date expected) of timefhuman's ``eval/short.py`` (its GitHub
    repository, Apache-2.0; the sdist does not ship it). Every row is never tuned on (round 27's check)."""
    files = _files_under(paths, ("eval/short.py", "short.py"),
                         f"no timefhuman eval/short.py under {paths}: take eval/short.py from timefhuman's repository "
                         "(github.com/alvinwan/timefhuman, Apache-2.0; the sdist does not ship it)")
    rows: list[Row] = []
    negatives: list[str] = []
    skipped: dict[str, int] = defaultdict(int)
    seen: set[tuple[str, str | None]] = set()
    for node in (n for f in files for n in ast.parse(f.read_text(encoding="utf-8")).body):
        if not (isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") in TIMEFHUMAN_LISTS
                and isinstance(node.value, ast.List)):
            continue
        for case in node.value.elts:
            if not (isinstance(case, ast.Tuple) and len(case.elts) == 2 and isinstance(case.elts[0], ast.Constant)
                    and isinstance(case.elts[1], ast.List)):
                continue
            text, values = case.elts[0].value, case.elts[1].elts
            if not values:
                if text.strip() and text not in negatives:
                    negatives.append(text)
                continue
            matched = [v for v in values if isinstance(v, ast.Tuple) and len(v.elts) == 3
                       and isinstance(v.elts[0], ast.Constant)]
            if not matched and len(values) > 1:
                skipped["several dates"] += 1
                continue
            for found, value in ([(v.elts[0].value, v.elts[2]) for v in matched] or [(None, values[0])]):
                if (text, found) in seen:
                    continue
                seen.add((text, found))
                got = _tfh_expected(value, found if found is not None else text)
                if isinstance(got, str):
                    skipped[got] += 1
                    continue
                rows.append(Row(text, TIMEFHUMAN_NOW, got[0], got[1], got[2], "timefhuman", "en", found, True))
    return rows, dict(skipped), negatives


# --------------------------------------------------------------------------- parsedatetime, arrow (round 28)

PDT_NOW = datetime(2016, 2, 16, 10, 30)  # a fixed now (a Tuesday) for the tests' time.localtime() / datetime.now()
PDT_OTHER_FILES = ("TestAustralianLocale.py", "TestFrenchLocale.py", "TestGermanLocale.py", "TestRussianLocale.py",
                   "TestLocaleBase.py", "TestErrors.py", "TestContext.py")  # other locales; errors; context flags
_PDT_CLOCK = re.compile(r"\d\s*(?:[ap]\.?m?\.?|h|m|s)\b|\b(?:hours?|hrs?|minutes?|mins?|seconds?|secs?|noon|midnight|"
                        r"eod|morning|afternoon|evening|night|tonight|now)\b|\d[:h]\d|^\d{3,4}$", re.I)
_PDT_MONTH_YEAR = re.compile(r"\b(?:months?|years?|yrs?|eom|eoy)\b", re.I)
_PDT_WRITES_DAY = re.compile(
    r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tues?|wedn?|weds|thur?s?|frid?|sat|sun|su|sa)\b|"
    r"\b(?:today|tomorrow|yesterday|days?)\b|(?<!\d)\d{1,4}[/.-]\d{1,2}|"
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+\d{1,2}(?!\d)|"
    r"\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)", re.I)


# parsedatetime's own English names (``pdt_locales/base.py``): a test locale's extra abbreviation ("wedn", "frid",
# "sa", "su"; TestAlternativeAbbreviations.py) is that test's setting, not English usage (round 29's reader mend).
PDT_BASE_NAMES = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday mon tues tue wed thu fri sat sun january february march "
    "april may june july august september october november december jan feb mar apr jun jul aug sep oct nov dec "
    "sept thur thurs".split())  # the last three: common English, not in base.py
_PDT_LOCALE_LISTS = ("Weekdays", "shortWeekdays", "Months", "shortMonths")
_PDT_LONE_WEEKDAY = re.compile(r"\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s*", re.I)
_WEEKDAY_INDEX = {d: i for i, d in enumerate(("mon", "tue", "wed", "thu", "fri", "sat", "sun"))}


def _pdt_locale_extras(tree: ast.Module) -> frozenset[str]:
    """Names a test file's own locale adds (``pdtLocale_en.shortWeekdays = ['wed|wedn', ...]`` at module level) beyond
    parsedatetime's English names: texts made of them test that locale, not English."""
    names: set[str] = set()
    for node in tree.body:
        if (isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Attribute)
                and node.targets[0].attr in _PDT_LOCALE_LISTS and isinstance(node.value, ast.List)):
            names |= {n for e in node.value.elts if isinstance(e, ast.Constant) for n in str(e.value).lower().split("|")}
    return frozenset(names - PDT_BASE_NAMES)


def _pdt_skip_reason(text: str, start: date, extras: frozenset[str]) -> str | None:
    """Why a case is not scored before its value is looked at: a name only the test's locale defines, or a bare
    weekday said on that weekday (parsedatetime: a week on; ours, README: that day)."""
    if extras and set(re.findall(r"[a-z]+", text.lower())) & extras:
        return "abbreviation only the test's own locale defines"
    lone = _PDT_LONE_WEEKDAY.fullmatch(text)
    if lone and _WEEKDAY_INDEX[lone.group(1).lower()] == start.weekday():
        return "bare weekday said on that weekday (a convention: ours is that day)"
    return None


class _FixedDatetime(datetime):
    """``datetime.datetime`` whose now() / today() is PDT_NOW, for evaluating the tests' expressions."""

    @classmethod
    def now(cls, tz=None):  # noqa: ARG003
        return cls(*PDT_NOW.timetuple()[:6])

    today = now


def _pdt_env() -> dict:
    """The names parsedatetime's tests compute their expected values with, against PDT_NOW; no builtins but the import that ``timetuple()`` needs."""
    tt = PDT_NOW.timetuple()
    fixed_time = SimpleNamespace(localtime=lambda *a: tt, time=lambda: PDT_NOW.timestamp(), mktime=time.mktime,
                                 struct_time=time.struct_time)
    return {"__builtins__": {"__import__": __import__}, "datetime": SimpleNamespace(datetime=_FixedDatetime, date=date, timedelta=timedelta,
                                                              time=dtime),
            "time": fixed_time, "calendar": calendar, "int": int, "range": range, "len": len, "tuple": tuple,
            "self": SimpleNamespace(yr=tt[0], mth=tt[1], dy=tt[2], hr=tt[3], mn=tt[4], sec=tt[5], wd=tt[6],
                                    yd=tt[7], isdst=tt[8])}


def _pdt_day(value: object) -> date | None:
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, (tuple, time.struct_time)) and len(value) >= 3 and all(isinstance(v, int) for v in value[:3]):
        try:
            return date(*value[:3])
        except ValueError:
            return None
    return None


def _pdt_expected(text: str, start: date, target: date, flag: object) -> tuple[date, date, str] | str:
    """(start, end, family) of one parsedatetime case, else the reason it is skipped."""
    if flag == 0:
        return "not a date (flag 0)"
    if flag == 2:
        return "clock only (flag 2)"
    if _PDT_CLOCK.search(text):
        return "clock units or part of day"
    if re.search(r"\bweeks?\b|\bfortnight", text, re.I):
        return "week (a week's first day is a convention)"
    if _BARE_DURATION.fullmatch(text.strip()):
        return "bare duration"  # "5 days": parsedatetime reads it as from now, our tables as a length
    if _PDT_MONTH_YEAR.search(text) and not _PDT_WRITES_DAY.search(text):
        return "month or year moved (a day in parsedatetime, a calendar range in ours)"
    if not _PDT_WRITES_DAY.search(text):
        return "day not written"
    fam = "numeric" if _NUMERIC.search(text) else "named" if _MONTH.search(text) and re.search(r"\d", text) \
        else "relative"
    return target, target, fam


def _pdt_eval(node: ast.expr, env: dict) -> object:
    return eval(compile(ast.Expression(node), "<pdt>", "eval"), env)  # noqa: S307 - the tests' own arithmetic


def _pdt_run(body: list[ast.stmt], env: dict, cases: list, skipped: dict[str, int]) -> None:
    """Run one method's statements as data: assignments are evaluated in ``env``, an ``if`` takes the branch its
    test picks, each ``assertExpectedResult(self.cal.parse(TEXT, start), (target, flag))`` adds a case; loops and
    anything else are passed over."""
    for stmt in body:
        if isinstance(stmt, ast.Assign):
            try:
                value = _pdt_eval(stmt.value, env)
            except Exception:  # noqa: BLE001 - a value we cannot compute leaves the name undefined
                value = None
            for target in stmt.targets:
                if isinstance(target, ast.Name):
                    env[target.id] = value
            continue
        if isinstance(stmt, ast.If):
            try:
                _pdt_run(stmt.body if _pdt_eval(stmt.test, env) else stmt.orelse, env, cases, skipped)
            except Exception:  # noqa: BLE001
                skipped["value not computed"] += 1
            continue
        for node in ast.walk(stmt):
            if not (isinstance(node, ast.Call) and ast.unparse(node.func) == "self.assertExpectedResult"
                    and len(node.args) >= 2):
                continue
            parse = next((c for c in ast.walk(node.args[0]) if isinstance(c, ast.Call)
                          and ast.unparse(c.func) == "self.cal.parse" and len(c.args) >= 2), None)
            want = node.args[1].args[0] if isinstance(node.args[1], ast.Call) and node.args[1].args else node.args[1]
            if parse is None or not (isinstance(parse.args[0], ast.Constant) and isinstance(want, ast.Tuple)
                                     and len(want.elts) == 2 and isinstance(stmt, ast.Expr)):
                skipped["text not literal or inside a loop"] += 1
                continue
            try:
                start, target, flag = (_pdt_eval(e, env) for e in (parse.args[1], *want.elts))
            except Exception:  # noqa: BLE001
                skipped["value not computed"] += 1
                continue
            day0, day1 = _pdt_day(start), _pdt_day(target)
            if day0 is None or day1 is None:
                skipped["value not computed"] += 1
                continue
            cases.append((parse.args[0].value, day0, day1, flag))


def _pdt_cases(fn: ast.FunctionDef, skipped: dict[str, int]) -> list[tuple[str, date, date, object]]:
    """(text, start day, target day, flag) of each ``assertExpectedResult(self.cal.parse('TEXT', start), (target,
    flag))`` written at the top level of one test method, the method's assignments evaluated in order against
    PDT_NOW (``_pdt_env``; nothing of parsedatetime is run). A method that changes the parser's options is skipped."""
    if any(isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store) and "ptc" in ast.unparse(n)
           for n in ast.walk(fn)):
        skipped["other settings"] += 1
        return []
    cases: list[tuple[str, date, date, object]] = []
    _pdt_run(fn.body, _pdt_env(), cases, skipped)
    return cases


def load_parsedatetime(paths: list[Path]) -> tuple[list[Row], dict[str, int]]:
    """English rows of parsedatetime 2.6's tests (sdist ``tests/``, Apache-2.0), read with ``ast``: each method's
    expected values are computed from its own assignments against the fixed PDT_NOW (the tests use the machine's
    clock), never by running parsedatetime. Split dev / final by CRC32 of the text."""
    files = sorted({f for p in paths for f in ((p / "tests").glob("Test*.py") if (p / "tests").is_dir()
                                             else p.glob("Test*.py") if p.is_dir() else [p]) if f.is_file()})
    if not files:
        raise SystemExit(f"no parsedatetime tests under {paths}: pip download --no-deps --no-binary :all: "
                         "parsedatetime, unpack the sdist and give its folder (or its tests/ folder)")
    rows: list[Row] = []
    skipped: dict[str, int] = defaultdict(int)
    seen: set[tuple[str, date]] = set()
    for f in files:
        if f.name in PDT_OTHER_FILES:
            skipped["other locale, errors or context file"] += 1
            continue
        tree = ast.parse(f.read_text(encoding="utf-8"))
        extras = _pdt_locale_extras(tree)
        for fn in ast.walk(tree):
            if not (isinstance(fn, ast.FunctionDef) and fn.name.startswith("test")):
                continue
            for text, today, target, flag in _pdt_cases(fn, skipped):
                if (text, today) in seen:
                    continue
                seen.add((text, today))
                got = _pdt_skip_reason(text, today, extras) or _pdt_expected(text, today, target, flag)
                if isinstance(got, str):
                    skipped[got] += 1
                    continue
                rows.append(Row(text, today, got[0], got[1], got[2], "parsedatetime", split="crc32"))
    return rows, dict(skipped)


ARROW_NOW = date(2000, 6, 18)  # the Arrow its dehumanize tests shift from (tests/test_arrow.py)
_ARROW_LANG = {"English": "en", "ChineseCN": "zh", "ChineseTW": "zh", "HongKong": "zh"}
_ARROW_PERIOD = {"day": "day", "days": "day", "week": "week", "weeks": "week", "month": "month", "months": "month",
                 "year": "year", "years": "year"}


def load_arrow(paths: list[Path]) -> tuple[list[Row], dict[str, int]]:
    """English and Chinese rows of arrow's ``tests/test_locales.py`` (sdist, Apache-2.0), read with ``ast``:
    ``assert self.locale._format_relative(HUMANIZED, UNIT, N) == TEXT`` in the English, ChineseCN, ChineseTW and
    HongKong locale classes, the text arrow's ``dehumanize`` reads back as now moved by N units (N < 0: ago). Mapped
    as dateparser's freshness rows (day -> that day, month -> calendar month, year -> calendar year; weeks and clock
    units skipped) against ARROW_NOW. Split dev / final by CRC32 of the text."""
    files = _files_under(paths, ("tests/test_locales.py", "test_locales.py"),
                         f"no arrow tests/test_locales.py under {paths}: pip download --no-deps --no-binary :all: "
                         "arrow, unpack the sdist and give its folder")
    rows: list[Row] = []
    skipped: dict[str, int] = defaultdict(int)
    classes = [c for f in files for c in ast.parse(f.read_text(encoding="utf-8")).body]  # every file given (round 29)
    for cls in classes:
        if not isinstance(cls, ast.ClassDef):
            continue
        lang = next((v for k, v in _ARROW_LANG.items() if cls.name == f"Test{k}Locale"), None)
        for node in ast.walk(cls):
            if not (isinstance(node, ast.Compare) and isinstance(node.left, ast.Call)
                    and ast.unparse(node.left.func) == "self.locale._format_relative"
                    and isinstance(node.comparators[0], ast.Constant)):
                continue
            if lang is None:
                skipped["other language"] += 1
                continue
            try:
                _, unit, count = (ast.literal_eval(a) for a in node.left.args)
            except ValueError:
                continue
            text = node.comparators[0].value
            period = _ARROW_PERIOD.get(unit)
            if period is None or count == 0:
                skipped["clock units" if count else "now"] += 1
                continue
            got = _dp_freshness_range(text, {f"{period}s": abs(count)}, period, 1 if count > 0 else -1, ARROW_NOW)
            if isinstance(got, str):
                skipped[got] += 1
                continue
            rows.append(Row(text, ARROW_NOW, got[0], got[1], "relative", "arrow", lang, split="crc32"))
    return rows, dict(skipped)


# --------------------------------------------------------------------------- round 29: daterangeparser, recurrent, dateutil

DRP_NOW = date(2022, 1, 1)  # its tests put the current year in for XXXX; a 1 January on which "Sat 6 Aug" is a Saturday
_RANGE_MARK = re.compile(r"\d(?:st|nd|rd|th)?\.?\s*(?:-|–|—|->)|\b(?:to|until|till|through|thru)\b", re.I)
_AMBIGUOUS_NUMERIC = re.compile(r"(?<![\d.:])(0?[1-9]|1[0-2])\s?([./ -])\s?(0?[1-9]|1[0-2])(?!\d)")


def _written_family(text: str) -> str:
    """numeric / named / relative as the other sources tell them (a digit date, a month name with a number, else)."""
    return "numeric" if _NUMERIC.search(text) else "named" if _MONTH.search(text) and re.search(r"\d", text) \
        else "relative"


def _day_month_order(text: str, day: date) -> bool:
    """True when the text writes the day and month as two numbers of 12 or less that differ (10.09.2003) and the
    source puts them in the other order than ours (slashes and dashes month first, dots day first; a space: no
    convention): which comes first is a convention, not a miss. A source that agrees with ours (8/1/2100 = 1 August)
    keeps the row."""
    for a, sep, b in _AMBIGUOUS_NUMERIC.findall(text):
        if int(a) != int(b) and {int(a), int(b)} == {day.month, day.day}:
            ours = (int(a), int(b)) if sep in "/-" else (int(b), int(a)) if sep == "." else None
            if ours != (day.month, day.day):
                return True
    return False


def _sdist_files(paths: list[Path], names: tuple[str, ...], package: str) -> list[Path]:
    """``_files_under`` for a source read from a package's unpacked sdist, saying how to get it when missing."""
    return _files_under(paths, names, f"no {package} {names[0]} under {paths}: pip download --no-deps --no-binary "
                                      f":all: {package}, unpack the sdist and give its folder")


def load_daterangeparser(paths: list[Path]) -> tuple[list[Row], dict[str, int]]:
    """English ranges and days of DateRangeParser 1.3.2's ``daterangeparser/test.py`` (sdist, LGPL; read with ``ast``,
    never run): ``TestWorkingParsing.tests`` = (text, "d/m/Y" start, end or None), XXXX being the year the test runs in,
    here DRP_NOW's. An end of None is the start's day. TestFailingParsings (texts it must refuse, "Sept 12 to") are
    not our negatives and are left out. Split dev / final by CRC32 of the text."""
    files = _sdist_files(paths, ("daterangeparser/test.py", "test.py"), "daterangeparser")
    rows: list[Row] = []
    skipped: dict[str, int] = defaultdict(int)
    seen: set[str] = set()

    def day(value: str) -> date:
        d, m, y = value.replace("XXXX", str(DRP_NOW.year)).split("/")
        return date(int(y), int(m), int(d))

    for node in (n for f in files for n in ast.walk(ast.parse(f.read_text(encoding="utf-8")))):
        if not (isinstance(node, ast.ClassDef) and node.name == "TestWorkingParsing"):
            continue
        for stmt in node.body:
            if not (isinstance(stmt, ast.Assign) and getattr(stmt.targets[0], "id", "") == "tests"):
                continue
            for text, start, end in ast.literal_eval(stmt.value):
                if text in seen:
                    continue
                seen.add(text)
                first, last = day(start), day(end) if end else day(start)
                if _day_month_order(text, first):
                    skipped["day / month order (a convention)"] += 1
                    continue
                fam = "interval" if end and _RANGE_MARK.search(text) else _written_family(text)
                rows.append(Row(text, DRP_NOW, first, last, "named" if fam == "relative" else fam, "daterangeparser",
                                split="crc32"))
    return rows, dict(skipped)


RECURRENT_NOW = datetime(2010, 1, 1)  # recurrent's test.py: NOW = datetime.datetime(2010, 1, 1)
RECURRENT_LISTS = ("expressions", "time_expressions")  # single dates sit beside rules in these two
_CLOCK_ONLY = re.compile(r"\b(?:hours?|minutes?|mins?|seconds?|secs?|now)\b|^at \d+$", re.I)


def load_recurrent(paths: list[Path]) -> tuple[list[Row], dict[str, int]]:
    """English single dates of recurrent 0.4.1's ``test.py`` (sdist ``src/recurrent/test.py``, BSD; read with
    ``ast``, never imported): (text, expected, ...) tuples of its ``expressions`` and ``time_expressions`` lists whose
    expected value, evaluated against RECURRENT_NOW, is a date or datetime -> that day (a clock on it is absorbed, as
    ours is). Skipped and counted: rules (a dict: "every 4th of the month", repeating times are not ours), clock-only
    texts ("in 30 minutes", "at 4"), the day / month order of two small numbers. Not read: the lists built in code
    (the same texts inside three carrier sentences), ambiguous and non-date lists (recurrent's own quirks:
    "2nd week" "parses like 2nd of the week"). Split dev / final by CRC32 of the text."""
    files = _sdist_files(paths, ("src/recurrent/test.py", "recurrent/test.py", "test.py"), "recurrent")
    now = RECURRENT_NOW
    env = {"__builtins__": {"__import__": __import__}, "datetime": SimpleNamespace(datetime=datetime, date=date, timedelta=timedelta),
           "NOW": now, "TOMORROW": now + timedelta(days=1), "dict": dict, "ExpectedFailure": lambda v: None}
    rows: list[Row] = []
    skipped: dict[str, int] = defaultdict(int)
    seen: set[str] = set()
    for node in (n for f in files for n in ast.parse(f.read_text(encoding="utf-8")).body):
        if not (isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") in RECURRENT_LISTS
                and isinstance(node.value, (ast.List, ast.Tuple))):
            continue
        for case in node.value.elts:
            if not (isinstance(case, ast.Tuple) and len(case.elts) >= 2 and isinstance(case.elts[0], ast.Constant)):
                skipped["text not literal"] += 1
                continue
            text = case.elts[0].value
            try:
                value = eval(compile(ast.Expression(case.elts[1]), "<recurrent>", "eval"), env)  # noqa: S307
            except Exception:  # noqa: BLE001 - a value we cannot compute is counted, not guessed
                skipped["value not computed"] += 1
                continue
            if text in seen:
                continue
            seen.add(text)
            if isinstance(value, dict):
                skipped["repeating rule"] += 1
                continue
            if not isinstance(value, date):
                skipped["no date expected"] += 1
                continue
            got = value.date() if isinstance(value, datetime) else value
            if _CLOCK_ONLY.search(text):
                skipped["clock units or clock only"] += 1
            elif _day_month_order(text, got):
                skipped["day / month order (a convention)"] += 1
            else:
                rows.append(Row(text, now.date(), got, got, _written_family(text), "recurrent", split="crc32"))
    return rows, dict(skipped)


DATEUTIL_DEFAULT = date(2003, 9, 25)  # PARSER_DEFAULT_TEST_CASES' default=datetime(2003, 9, 25)
DATEUTIL_LISTS = ("PARSER_TEST_CASES", "PARSER_DEFAULT_TEST_CASES")
_DU_WEEKDAY_ALONE = re.compile(r"(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*", re.I)


def load_dateutil(paths: list[Path]) -> tuple[list[Row], dict[str, int]]:
    """English rows of python-dateutil 4.0.0's ``tests/test_parser.py`` (sdist, BSD-3 / Apache-2.0; read with ``ast``,
    never imported): (text, datetime(...), message) of PARSER_TEST_CASES and PARSER_DEFAULT_TEST_CASES. Kept: the
    text writes the whole day (the expected year, month and day all stand in it: a 4- or 2-digit year, the month as a
    number or name, the day's number) -> that day, against DATEUTIL_DEFAULT; and a weekday alone ("Wed") -> the day
    dateutil moves to from its default. Skipped and counted: a part filled from the default ("Sep 2003" -> the 25th,
    clock-only texts), years before 1000, digits run together (20030925: a stamp), two small numbers whose order
    is a convention where dateutil's differs from ours (10.09.2003: dateutil month first; ours day first after dots). Split dev / final by CRC32 of the text."""
    files = _sdist_files(paths, ("tests/test_parser.py", "test_parser.py"), "python-dateutil")
    rows: list[Row] = []
    skipped: dict[str, int] = defaultdict(int)
    seen: set[str] = set()
    for node in (n for f in files for n in ast.parse(f.read_text(encoding="utf-8")).body):
        if not (isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") in DATEUTIL_LISTS
                and isinstance(node.value, ast.List)):
            continue
        for case in node.value.elts:
            if not (isinstance(case, ast.Tuple) and isinstance(case.elts[0], ast.Constant)):
                continue
            text, day = case.elts[0].value, _dp_datetime(case.elts[1])
            if text in seen or day is None:
                continue
            seen.add(text)
            if day.year < 1000:
                skipped["year before 1000"] += 1
            elif re.search(r"\d{6}", text):
                skipped["digits run together (a stamp)"] += 1  # 20030925, 950404 122212
            elif _DU_WEEKDAY_ALONE.fullmatch(text.strip()):
                rows.append(Row(text, DATEUTIL_DEFAULT, day, day, "relative", "dateutil", split="crc32"))
            elif not _writes_whole_day(text, day):
                skipped["part filled from the default"] += 1
            elif _day_month_order(text, day):
                skipped["day / month order (a convention)"] += 1
            else:
                fam = "named" if _MONTH.search(text) else "numeric"  # "25 09 2003": numbers spaced, no separator
                rows.append(Row(text, DATEUTIL_DEFAULT, day, day, fam, "dateutil", split="crc32"))
    return rows, dict(skipped)


def _writes_whole_day(text: str, day: date) -> bool:
    """The text holds the year (4 or 2 digits), the month (its number or name) and the day's number."""
    low = text.lower()
    year = str(day.year) in low or re.search(rf"(?<!\d)'?{day.year % 100:02d}(?!\d)", low)
    month = re.search(rf"(?<!\d)0?{day.month}(?!\d)", low) or calendar.month_abbr[day.month].lower() in low
    return bool(year and month and re.search(rf"(?<!\d)0?{day.day}(?!\d)", re.sub(str(day.year), " ", low)))


CN2DATE_NOW = date(2021, 9, 1)  # cn2date_test.py: @freeze_time("2021-9-1 11:23:45")
_CN_WINDOW = re.compile(r"^[前后][\d两二三四五六七八九十]+|[\d两二三四五六七八九十]+个?(?:年|季度|月|周|星期|日|天)(?:份)?[前后内]$")
_CN_WRITTEN = re.compile(r"[年月日号]")
_CN_RELATIVE = re.compile(r"[今本当这上下明去前后昨第]")


def _whole_days(start: ast.AST, end: ast.AST) -> bool:
    """The expected range starts at midnight and ends at 23:59 (``上午`` / ``下午`` are parts of a day)."""
    hour = lambda node, i: ast.literal_eval(node.args[i]) if len(node.args) > i else 0  # noqa: E731
    return hour(start, 3) == 0 and (len(end.args) <= 3 or hour(end, 3) == 23)


def load_cn2date(paths: list[Path]) -> tuple[list[Row], dict[str, int]]:
    """Chinese rows of cn2date 0.1.2's ``cn2date/cn2date_test.py`` (sdist, MIT; read with ``ast``, never imported): the
    ``{text: (start datetime, end datetime)}`` dicts of its setUp, against its frozen now CN2DATE_NOW, each an
    inclusive day range. Families: ``numeric`` (digits and - or /: 2017-7-23, 17/7), ``named`` (a date written with
    年 / 月 / 日 / 号: 2017年7月23日, 七月十一日, 7号), ``window`` (前2天, 后两个月, 2周内, 两年前: counts of units,
    whose ends are conventions: cn2date's 前2天 ends yesterday and its 2天内 ends today, ours README), ``relative``
    (今年, 上个季度, 下星期, 第三季度, 后天); core = numeric + named. Skipped: parts of a day (上午, 下午). Split dev /
    final by CRC32 of the text."""
    files = _sdist_files(paths, ("cn2date/cn2date_test.py", "cn2date_test.py"), "cn2date")
    rows: list[Row] = []
    skipped: dict[str, int] = defaultdict(int)
    seen: set[str] = set()
    for node in (n for f in files for n in ast.walk(ast.parse(f.read_text(encoding="utf-8")))):
        if not isinstance(node, ast.Dict):
            continue
        for key, value in zip(node.keys, node.values):
            if not (isinstance(key, ast.Constant) and isinstance(value, ast.Tuple) and len(value.elts) == 2):
                continue
            text = key.value
            first, last = (_dp_datetime(e) for e in value.elts)
            if text in seen or first is None or last is None:
                continue
            seen.add(text)
            if not _whole_days(*value.elts):
                skipped["part of a day"] += 1
                continue
            fam = ("numeric" if re.fullmatch(r"[\d/-]+", text) else "window" if _CN_WINDOW.search(text)
                   else "relative" if _CN_RELATIVE.search(text) or not _CN_WRITTEN.search(text) else "named")
            rows.append(Row(text, CN2DATE_NOW, first, last, fam, "cn2date", "zh", split="crc32"))
    return rows, dict(skipped)


_FDP_WRITES_DAY = re.compile(
    r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun|day|tomorrow|yesterday|first|"
    r"\d+(?:st|nd|rd|th))\b|\d+\s*/\s*[a-z]+|[a-z]+\s*/\s*\d{1,2}(?!\d)|\d+/\d+/\d+|\d{4}-(?:W?\d+-)?\d+|^\d+/\d{1,2}$",
    re.I)


def load_friendlydateparser(paths: list[Path]) -> tuple[list[Row], dict[str, int]]:
    """English rows of friendlydateparser 0.2.4's ``tests/test_parse_date.py`` (sdist, MIT; read with ``ast``, never
    imported): ``dates = [(text, "YYYY-MM-DD", tag)]`` against its ``now = "2023-10-12"``. The parser returns one day;
    kept when the text writes a day (a weekday, a day's number or ordinal, day / tomorrow / yesterday, a full numeric
    date) -> that day. Skipped and counted: a month, year or week given as its first day ("next month", "2017",
    "last week": a calendar range in ours), numbered weeks ("monday week 45 2019"), a bare weekday (this week's
    for it, gone or not: a convention), a second now in the text ("by october 2020"), texts it must refuse
    (ValueError), TODO rows (its own known failures).
    Split dev / final by CRC32 of the text."""
    files = _sdist_files(paths, ("tests/test_parse_date.py", "test_parse_date.py"), "friendlydateparser")
    rows: list[Row] = []
    skipped: dict[str, int] = defaultdict(int)
    for tree in (ast.parse(f.read_text(encoding="utf-8")) for f in files):
        names = {t.id: n.value for n in tree.body if isinstance(n, ast.Assign) for t in n.targets
                 if isinstance(t, ast.Name)}
        now = date.fromisoformat(ast.literal_eval(names["now"])) if "now" in names else None
        for case in getattr(names.get("dates"), "elts", []):
            if not (isinstance(case, ast.Tuple) and len(case.elts) == 3 and now is not None):
                continue
            text, want, tag = case.elts
            if not (isinstance(want, ast.Constant) and isinstance(want.value, str)):
                skipped["refused (ValueError)"] += 1
            elif ast.literal_eval(tag) != "OK":
                skipped["its own known failure (TODO)"] += 1
            elif not _FDP_WRITES_DAY.search(text.value) or re.search(r"\bweek\b", text.value) and not re.search(
                    r"\b(?:mon|tue|wed|thu|fri|sat|sun)", text.value, re.I):
                skipped["month, year or week given as its first day"] += 1
            elif re.search(r"\bweek\s+\d", text.value):
                skipped["numbered week (where week 1 starts is a convention)"] += 1
            elif _PDT_LONE_WEEKDAY.fullmatch(text.value):
                skipped["bare weekday (its: this week's, gone or not; ours: the next one)"] += 1
            elif re.search(r"\bby\s+[a-z]+\s+\d{4}", text.value):
                skipped["another now written in the text"] += 1
            else:
                day = date.fromisoformat(want.value)
                rows.append(Row(text.value, now, day, day, _written_family(text.value), "friendlydateparser",
                                split="crc32"))
    return rows, dict(skipped)


def passes(row: Row, fn) -> bool:
    """Exactly one span, resolved to the expected range; a search row (a date found inside a longer text): a span
    overlapping the found substring resolved to the expected range."""
    spans = fn(row.text, row.today).spans
    if row.found is not None:
        at = row.text.find(row.found)
        return any(s.offset < at + len(row.found) and at < s.offset + len(s.text)
                   and (s.start, s.end) == (row.start, row.end) for s in spans)
    return len(spans) == 1 and (spans[0].start, spans[0].end) == (row.start, row.end)


def _got(row: Row, fn) -> str:
    return "; ".join(f"{s.text!r} {s.start}..{s.end}" for s in fn(row.text, row.today).spans) or "no span"


def _negative(item) -> tuple[str, date]:
    """A negative text with its today: timefhuman's are bare texts against its now; chrono's carry their own."""
    return (item, TIMEFHUMAN_NOW) if isinstance(item, str) else item


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+", type=Path, help="unpacked ctparse/ folder (or its corpus files); with "
                    "--source dateparser the unpacked dateparser sdist (or its tests/ files); with --source "
                    "timefhuman its repository's folder or eval/short.py; with --source parsedatetime / arrow "
                    "the unpacked sdist")
    ap.add_argument("--source", choices=("ctparse", "dateparser", "timefhuman", "parsedatetime", "arrow",
                                          "daterangeparser", "recurrent", "dateutil", "cn2date", "friendlydateparser",
                                          "chrono"),
                    default="ctparse")
    ap.add_argument("--base", type=Path, help="another tree's src/ scored beside this one")
    ap.add_argument("--show", type=int, default=0, help="print this many misses of the fit half")
    ap.add_argument("--family", help="only this family's misses")
    ap.add_argument("--lang", help="only this language's misses (dateparser: en / zh)")
    args = ap.parse_args(argv)
    negatives: list[str] = []
    if args.source == "timefhuman":
        rows, skipped, negatives = load_timefhuman(args.paths)
    elif args.source == "chrono":  # round 30: its own module (chrono-node's jest tests read as text)
        from time_corpus_chrono import load_chrono
        rows, skipped, negatives = load_chrono(args.paths, Row, _day_month_order)
    else:
        rows, skipped = {"dateparser": load_dateparser, "parsedatetime": load_parsedatetime,
                         "arrow": load_arrow, "daterangeparser": load_daterangeparser, "recurrent": load_recurrent,
                         "dateutil": load_dateutil, "cn2date": load_cn2date,
                         "friendlydateparser": load_friendlydateparser}.get(args.source, load)(args.paths)
    trees = [("this", resolve)]
    if args.base:
        trees.insert(0, ("base", other_module(args.base, "decide.timeframe").resolve))  # type: ignore[attr-defined]
    print(f"{len(rows)} rows kept; skipped: " + ", ".join(f"{k} {v}" for k, v in sorted(skipped.items())))
    if negatives:  # texts the source expects no date in: clean when no span is found
        print(f"negatives clean ({len(negatives)} texts, no span expected): " + ", ".join(
            f"{name} {sum(not fn(*_negative(t)).spans for t in negatives)}" for name, fn in trees))
    score: dict[tuple[str, ...], list[int]] = defaultdict(lambda: [0, 0])
    for row in rows:
        half = "held" if row.held else "fit"
        for name, fn in trees:
            ok = passes(row, fn)
            for key in ((half, row.family), (half, "core" if row.family in CORE else "-"), (half, "all")):
                score[(name, row.lang, *key)][0] += ok
                score[(name, row.lang, *key)][1] += 1
    langs = sorted({r.lang for r in rows})
    lang_col = args.source != "ctparse"  # ctparse's table stays as round 26 printed it
    print(("lang  " if lang_col else "") + f"{'half':6}{'family':10}{'rows':>6}" + "".join(f"{n:>10}" for n, _ in trees))
    for lang in langs:
        for half in ("fit", "held"):
            for fam in ("numeric", "named", "interval", "relative", "window", "core", "all"):
                tot = score[(trees[0][0], lang, half, fam)][1]
                if tot:
                    print((f"{lang:6}" if lang_col else "") + f"{half:6}{fam:10}{tot:6}" + "".join(
                        f"{score[(n, lang, half, fam)][0] / tot:10.3f}" for n, _ in trees))
    shown = 0
    for row in rows:
        if shown >= args.show or row.held or (args.family and row.family != args.family) or (
                args.lang and row.lang != args.lang):
            continue
        if not passes(row, resolve):
            shown += 1
            found = f" found {row.found!r}" if row.found is not None else ""
            print(f"MISS [{row.family}] {row.text!r}{found} today={row.today} want {row.start}..{row.end}: "
                  f"{_got(row, resolve)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
