"""Round 30 (time30): chrono-node's own tests as a time-grounding corpus (``--source chrono`` of time_public_corpora).

chrono-node (npm, MIT) is a JavaScript date parser with English and Chinese (zh-Hans / zh-Hant) parsers; its npm
tarballs up to 2.9.2 ship their jest tests (``package/test/**/*.test.ts``; 2.10 ships none): ``cd /tmp/x && npm pack
chrono-node@2.9.2`` and untar. The .ts files are read as text, never run. A call

    testSingleCase(chrono.zh.hans, "我明天要打游戏", new Date(2012, 7, 10, 12), (result) => {
        expect(result.text).toBe("明天");
        expect(result.start.get("year")).toBe(2012); ... ("month") 8 ... ("day") 11
        expect(result.end ...)  /  expect(result.start).toBeDate(new Date(2012, 8 - 1, 11)) ...
    });

gives a row: the text, its reference day (JavaScript months count from 0), the expected day (``get`` of year /
month / day, else a ``toBeDate(new Date(...))`` or ``expectDate = new Date(...)``), an end when one is checked (a
range), and ``result.text`` as the substring scored in place. ``testWithExpectedDate`` rows (no reference: the
machine clock) are kept only when the text writes the year. ``testUnexpectedResult`` texts are negatives (clean
when no span is found).

How a chrono moment maps onto our inclusive day ranges (the conventions of the other sources' readers):
- the text (its matched part) writes a day (a weekday, today / 明天 / 后天, a day's number, N days, 日 / 号, a numeric
  date) -> that day, or start..end when an end is checked (a clock range on one day -> that day);
- else it names a month (a month name, "month", 月) -> that calendar month; a year ("year", 年) -> that calendar year
  (chrono gives the month's or the year's day: "3 months ago" -> 10 May, ours May);
- skipped and counted: clock-only texts (a time, hours, minutes, noon: the day is the reference's, not written), weeks
  (where a week starts is a convention), "within" (a window: chrono's is one moment), parser options
  (``forwardDate``), references with a timezone or as a string, other locales' and custom parsers (fr, de, ja, ...;
  ``custom`` instances with extra refiners), a day / month order of two small numbers that differs from ours
  (``chrono.en.GB`` is day first), a text or expectation that is not a literal.
Families: ``numeric`` (a date in digits), ``named`` (a month name or 年 / 月 / 日 beside a number), ``interval`` (an
end checked on another day), ``relative`` (the rest); core = numeric + named + interval.
Held half (never tuned on; named before any row was read): ``sha1(text NUL found)`` first byte odd, as dateparser's.
"""

from __future__ import annotations

import calendar
import re
from collections import defaultdict
from datetime import date
from pathlib import Path

LANG_DIRS = {"en": "en", "zh": "zh"}  # test/<dir>/...: the locales kept
_INSTANCES = {"chrono", "chrono.casual", "chrono.strict", "chrono.en", "chrono.en.casual", "chrono.en.strict",
              "chrono.en.GB", "chrono.zh", "chrono.zh.hans", "chrono.zh.hant", "chrono.zh.casual"}
CHRONO_NOCLOCK = date(2012, 8, 10)  # a today for rows with no reference whose text writes the whole date

_CALL = re.compile(r"\b(testSingleCase|testWithExpectedDate|testUnexpectedResult)\s*\(")
_NEW_DATE = re.compile(r"^new Date\(([^()]*)\)$")
_GET = re.compile(r"expect\(result\.(start|end)\.get\(\"(year|month|day)\"\)\)\.toBe\((\d+)\)")
_TO_BE_DATE = re.compile(r"expect\(result(?:\.(start|end))?\)\.toBeDate\((new Date\([^()]*\))\)")
_EXPECT_DATE = re.compile(r"(?:const|let|var)\s+expectDate\s*=\s*(new Date\([^()]*\))")
_RESULT_TEXT = re.compile(r"expect\(result\.text\)\.toBe\((\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*')\)")

_EN_WEEKDAY = r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)"
_EN_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_SPELLED_ORDINAL = (r"(?:(?:twenty|thirty)[\s-]?)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|"
                    r"eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|"
                    r"twentieth|thirtieth)")
_DAY_EN = re.compile(
    rf"\b{_EN_WEEKDAY}\b|\b(?:today|tomorrow|tmr|yesterday|tonight|day|days|fortnight)\b|\d\s*d\b"
    rf"|\b{_EN_MONTH}[\s/.-]*(?:\d{{1,2}}(?!\d)|{_SPELLED_ORDINAL}\b)|\b{_SPELLED_ORDINAL}\b|"
    rf"\b\d{{4}}\s+\d{{1,2}}\s+\d{{1,2}}\b|\d{{4}}[/.-]{_EN_MONTH}[/.-]\d{{1,2}}|(?<!\d)\d{{1,2}}(?:st|nd|rd|th)?[\s/-]*(?:of\s+)?{_EN_MONTH}"
    r"|\d{1,4}\s*[./-]\s*\d{1,2}\s*[./-]\s*\d{1,4}|(?<![\d/])\d{1,2}/\d{1,2}(?![\d/])|\b\d{1,2}(?:st|nd|rd|th)\b"
    r"|\d{4}-?\d\d-?\d\d", re.I)
_DAY_ZH = re.compile(r"[日号號天]|(?:星期|礼拜|禮拜|[周週])[一二三四五六日天]|今[早晚夜朝]|明[早晚]|昨[晚夜]|[聽听][晚朝]|\d+[./-]\d+")
_MONTH_WORD = re.compile(rf"\b{_EN_MONTH}|(?<![\d/])\d{{1,2}}/\d{{4}}\b|\bmonths?\b|\d\s*mos?\b|\bmo\.?s?\b|月", re.I)
_CLOCK_UNIT = re.compile(r"\d\s*(?:h|hrs?|hours?|m|mins?|minutes?|s|secs?|seconds?)\b|\b(?:hours?|minutes?|seconds?)\b|"
                         r"小[时時]|分[钟鐘]|秒", re.I)
_YEAR_WORD = re.compile(r"\byears?\b|\byrs?\b|年|\b\d{4}\b", re.I)
_WEEK_WORD = re.compile(r"\bweeks?\b|\bweekends?\b|\bwks?\b|\d\s*w\b|[周週]|星期|礼拜|禮拜", re.I)
_CLOCK = re.compile(r"\d\s*(?:[ap]\.?m\.?|o'?clock|h\b)|\d:\d\d|\b(?:hours?|hrs?|minutes?|mins?|seconds?|secs?|noon|"
                    r"midnight|now|morning|afternoon|evening|night)\b|[点點时時分秒]|[上下中]午|早上|晚上|凌晨|现在|現在",
                    re.I)
_WITHIN = re.compile(r"\bwithin\b|[之以]?内|內|\b(?:past|last|next|coming)\s+(?:\d+|a few|few|several|couple)\b", re.I)
_BARE_DURATION = re.compile(r"\s*(?:for\s+)?(?:a|an|one|\d+|a few|several)\s+(?:days?|months?|years?)\s*", re.I)
_NUMERIC = re.compile(r"\d{1,4}\s?[./-]\s?\d{1,2}")
_NAMED = re.compile(rf"\b{_EN_MONTH}|\d\s*[年月日号號]|[一二三四五六七八九十〇零]+\s*[年月日号號]", re.I)


def _js_string(lit: str) -> str | None:
    """A JavaScript string literal's value ("..." or '...'; escapes \\n, \\", \\uXXXX); None if not a plain literal."""
    if len(lit) < 2 or lit[0] not in "\"'`" or lit[-1] != lit[0] or lit[0] == "`" and "${" in lit:
        return None
    return re.sub(r"\\(u\{?([0-9a-fA-F]{4,5})\}?|.)",
                  lambda m: chr(int(m.group(2), 16)) if m.group(2) else {"n": "\n", "t": "\t"}.get(m.group(1),
                                                                                                     m.group(1)),
                  lit[1:-1])


def _call_args(src: str, start: int) -> tuple[list[str], int]:
    """The top-level arguments of the call whose '(' is at ``start``, as source text, and where the call ends."""
    args, depth, i, cur = [], 0, start, start + 1
    quote = None
    while i < len(src):
        c = src[i]
        if quote:
            if c == "\\":
                i += 2
                continue
            if c == quote:
                quote = None
        elif c in "\"'`":
            quote = c
        elif c == "/" and src[i:i + 2] == "//":
            i = src.find("\n", i)
            if i < 0:
                break
            continue
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                args.append(src[cur:i].strip())
                return [a for a in args if a], i
        elif c == "," and depth == 1:
            args.append(src[cur:i].strip())
            cur = i + 1
        i += 1
    return [], len(src)


_STRING_DAY = re.compile(r'^new Date\("(?:[A-Z][a-z]{2} )?([A-Z][a-z]{2}) (\d{1,2}) (\d{4})"\)$')


def _js_date(expr: str, src: str = "", at: int = 0) -> date | None:
    """``new Date(2012, 8 - 1, 10, 12)`` -> 2012-08-10 (JavaScript months from 0; sums of integers only); a string
    with no clock (``new Date("Tue Aug 13 2013")``, local time); a name assigned such a date before ``at`` in ``src``
    (``const refDate = new Date(...)``)."""
    expr = re.sub(r"/\*.*?\*/", "", expr).strip()
    if re.fullmatch(r"[A-Za-z_]\w*", expr) and src:
        defs = re.findall(rf"(?:const|let|var)\s+{expr}\s*=\s*(new Date\([^()]*\))", src[:at])
        return _js_date(defs[-1]) if defs else None
    s = _STRING_DAY.match(expr)
    if s:
        try:
            return date(int(s.group(3)), list(calendar.month_abbr).index(s.group(1)), int(s.group(2)))
        except ValueError:
            return None
    m = _NEW_DATE.match(expr)
    if not m:
        return None
    parts = [p.strip() for p in m.group(1).split(",")]
    if len(parts) < 3 or not all(re.fullmatch(r"\d+(?:\s*[-+]\s*\d+)*", p) for p in parts[:3]):
        return None
    y, mo, d = (sum(int(t) * (-1 if s == "-" else 1) for s, t in re.findall(r"([-+]?)\s*(\d+)", p)) for p in parts[:3])
    try:  # JavaScript rolls an overflowing month or day over; the tests do not rely on it
        return date(y, mo + 1, d)
    except ValueError:
        return None


def _expected(body: str) -> tuple[date, date | None] | str:
    """The start day (and end day when checked) a callback body expects, or why it is skipped."""
    got: dict[str, dict[str, int]] = {"start": {}, "end": {}}
    for which, part, value in _GET.findall(body):
        got[which].setdefault(part, int(value))
    dated = {"start": None, "end": None}
    for which, expr in _TO_BE_DATE.findall(body):
        dated.setdefault(which or "start", None)
        if dated[which or "start"] is None:
            dated[which or "start"] = _js_date(expr) or "string"
    m = _EXPECT_DATE.search(body)
    if m and dated["start"] is None and re.search(r"result\.start\.date\(\)", body):
        dated["start"] = _js_date(m.group(1)) or "string"
    days: dict[str, date | None] = {}
    for which in ("start", "end"):
        g = got[which]
        if len(g) == 3:
            try:
                days[which] = date(g["year"], g["month"], g["day"])
            except ValueError:
                return "impossible day"
        elif isinstance(dated[which], date):
            days[which] = dated[which]  # type: ignore[assignment]
        elif dated[which] == "string":
            return "expected date written as a string"
        else:
            days[which] = None
    if days["start"] is None:
        return "no day checked (clock or weekday only)" if got["start"] else "no date checked"
    return days["start"], days["end"]


def _level(text: str, lang: str) -> str:
    """day / month / year / week / clock / within: the finest calendar unit the text writes."""
    if _WITHIN.search(text):
        return "within"
    if _BARE_DURATION.fullmatch(text):
        return "duration"
    if _CLOCK_UNIT.search(text):  # "in 1d, 2hr": the day depends on the reference's hour
        return "clock"
    if (_DAY_ZH if lang == "zh" else _DAY_EN).search(text) or lang == "zh" and _DAY_EN.search(text):
        return "day"
    if _WEEK_WORD.search(text):
        return "week"
    if _MONTH_WORD.search(text):
        return "month"
    if _YEAR_WORD.search(text):
        return "year"
    return "clock"


def rest_ref_hour(args: list[str]) -> int:
    """The hour of a ``new Date(y, m, d, h)`` reference (12 when none is written)."""
    m = re.match(r"new Date\(\s*\d+\s*,[^,()]+,[^,()]+,\s*(\d+)", args[2]) if len(args) > 2 else None
    return int(m.group(1)) if m else 12


def _family(text: str, start: date, end: date) -> str:
    if end != start:
        return "interval"
    return "numeric" if _NUMERIC.search(text) else "named" if _NAMED.search(text) else "relative"


def chrono_files(paths: list[Path]) -> list[tuple[Path, str]]:
    """The en and zh test files under the given unpacked package folders (or the files themselves), with their lang."""
    out = []
    for p in paths:
        files = [p] if p.is_file() else sorted(p.rglob("*.test.ts")) + sorted(p.rglob("*.test.js"))
        for f in files:
            parts = set(f.parts)
            lang = "zh" if "zh" in parts or f.name.startswith("zh") else "en" if "en" in parts or \
                f.name.startswith("en") else None
            if lang:
                out.append((f, lang))
    if not out:
        raise SystemExit(f"no chrono-node en / zh tests under {paths}: cd /tmp/x && npm pack chrono-node@2.9.2, untar "
                         "it and give package/test (2.10 and later ship no tests)")
    return out


def load_chrono(paths: list[Path], row_type, day_month_order) -> tuple[list, dict[str, int], list[tuple[str, date]]]:
    """Rows, skipped counts, and negatives (text, today) of chrono-node's en / zh tests (see the module docstring).
    ``row_type`` is time_public_corpora's Row and ``day_month_order`` its convention check (passed in: no import
    cycle)."""
    rows: list = []
    skipped: dict[str, int] = defaultdict(int)
    negatives: list[tuple[str, date]] = []
    seen: set[tuple[str, str | None, date]] = set()
    for path, lang in chrono_files(paths):
        src = path.read_text(encoding="utf-8")
        for m in _CALL.finditer(src):
            args, _ = _call_args(src, m.end() - 1)
            kind = m.group(1)
            if len(args) < 2:
                continue
            if args[0] not in _INSTANCES:
                skipped["other parser (custom, another locale)"] += 1
                continue
            text = _js_string(args[1])
            if text is None:
                skipped["text not a literal"] += 1
                continue
            if kind == "testUnexpectedResult":
                ref = _js_date(args[2], src, m.start()) if len(args) > 2 else CHRONO_NOCLOCK
                if ref is not None and len(args) <= 3:
                    negatives.append((text, ref))
                else:
                    skipped["negative with options"] += 1
                continue
            if kind == "testWithExpectedDate":
                want = _js_date(args[2]) if len(args) > 2 else None
                expected: tuple[date, date | None] | str = (want, None) if want else "expected date written as a string"
                ref, found = None, None
            else:
                rest = args[2:]
                body = rest[-1] if rest and "=>" in rest[-1] or rest and rest[-1].startswith("function") else ""
                rest = rest[:-1] if body else rest
                if len(rest) > 1:
                    skipped["parser option (forwardDate ...)"] += 1
                    continue
                ref = _js_date(rest[0], src, m.start()) if rest else None
                if rest and ref is None:
                    skipped["reference with a timezone or a clock in a string"] += 1
                    continue
                expected = _expected(body)
                fm = _RESULT_TEXT.search(body)
                found = _js_string(fm.group(1)) if fm else None
            if isinstance(expected, str):
                skipped[expected] += 1
                continue
            start, end = expected
            end = end or start
            if end < start:
                skipped["end before start"] += 1
                continue
            written = found if found is not None else text
            if rest_ref_hour(args) < 4 and re.search(r"tomorrow|明[天日]|聽日|听日", written, re.I):
                skipped["tomorrow said after midnight (chrono: the same day)"] += 1
                continue
            if ref is None:
                if str(start.year) not in written:
                    skipped["no reference (machine clock) and no year written"] += 1
                    continue
                ref = CHRONO_NOCLOCK
            level = _level(written, lang)
            family = _family(written, start, end)
            if level in ("clock", "week", "within", "duration"):
                skipped[{"clock": "clock only (the reference's day)", "week": "week or weekend (a convention)",
                         "within": "within / past N (a window; chrono's is one moment)",
                         "duration": "bare duration (a length for us)"}[level]] += 1
                continue
            if level == "month":
                start, end = start.replace(day=1), end.replace(day=calendar.monthrange(end.year, end.month)[1])
            elif level == "year":
                start, end = date(start.year, 1, 1), date(end.year, 12, 31)
            if day_month_order(written, start) or (args[0] == "chrono.en.GB" and re.search(r"\d+\s*/\s*\d+", written)):
                skipped["day / month order (a convention)"] += 1
                continue
            key = (text, found, ref)
            if key in seen:
                skipped["duplicate"] += 1
                continue
            seen.add(key)
            if found is not None and found not in text:
                found = None
            rows.append(row_type(text, ref, start, end, family, "chrono", lang, found=found))
    return rows, dict(skipped), negatives
