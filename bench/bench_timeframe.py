"""Time grounding quality per family, ours beside the candidate libraries, on three dev sets, in one run.

Sets (``../shared/data/temporal``, read their READMEs and licences):
- ``duckling-en`` (788, BSD) and ``jionlp`` (points/spans with a reference date, Apache-2.0): the FIT sets, the
  ones whose misses were read while writing rules;
- ``duckling-zh`` (504, BSD), split in two halves by a stable hash of the row's text (sha1, even/odd first byte):
  ``duckling-zh-fit`` may be read while writing rules; ``duckling-zh-held`` is never read while designing
  (``--show`` refuses it) and is reported apart.

Per case, with the case's own reference date as ``today``:
- span: ``resolve`` returns exactly one span and it covers the whole case text (outer punctuation and one leading
  preposition aside: "in 2014" is found as "2014");
- exact: that span's inclusive start and end dates equal the expected ones (dates only: clock times are ignored).
Libraries are scored on "exact" only (they return a value, not a span): ``dateparser`` (its ``period`` widened to
the day/week/month/year), ``ctparse`` (English only; Time or Interval), ``jionlp`` (Chinese; skipped if not
installed). Families are assigned by a small classifier below (the same for every system), so a family's figures
compare like with like. ``resolve`` time per question: p50/p99 over all cases (second pass, warm).

Run: python bench/bench_timeframe.py [--no-libs] [--show N --family F --set S]
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import re
import statistics
import sys
import time
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from pathlib import Path

from groundwire.decide.timeframe import resolve
from _paths import SHARED_DATA  # noqa: E402  (bench/ is on sys.path when run as a script)

TEMPORAL = SHARED_DATA / "temporal"
SETS = ("duckling-en", "jionlp", "duckling-zh-fit", "duckling-zh-held")
FAMILIES = ("range", "window", "part", "composition", "numeric", "relative", "absolute", "holiday", "with-clock")


@dataclass(frozen=True)
class Case:
    set: str
    text: str
    today: date
    start: date
    end: date
    lang: str
    family: str


# --------------------------------------------------------------------------- families

_HOLIDAY_ZH = re.compile(r"农历|農曆|阴历|陰曆|[节節]|除夕|元宵|腊八|臘八|[初正]月初")  # duckling rows carry their own tag
_CLOCK = re.compile(r"\d\s*(?:[ap]\.?m|:\d|h\b|o'?clock)|noon|midnight|morning|afternoon|evening|night|tonight|"
                    r"[点點时時]|[上下中]午|早上|早晨|晚上|凌晨|傍晚|夜", re.I)
_RANGE = re.compile(r"\bfrom\b|\bbetween\b|\bthrough\b|\buntil\b|\btill\b|\d\s*[-–~]\s*\d|\w\s+-\s+\w|\bto\b(?! ?day)|"
                    r"至|到|~|～|之间|之間|和|与|與", re.I)
_WINDOW = re.compile(r"\b(?:past|last|next|coming|upcoming|previous|within)\s+(?:\d+|a|one|two|three|four|five|six|"
                     r"seven|eight|nine|ten|couple|few|several)\b|\b\d+\s+\w+\s+(?:upcoming|coming|past)|"
                     r"\b(?:two|three|\d+) upcoming|近|最近|未来|過去|过去|[前后後上下][0-9一二两兩三四五六七八九十]+个?個?"
                     r"(?:天|日|周|週|星期|礼拜|禮拜|月|年)|以内|之内|内\b|以来", re.I)
_PART = re.compile(r"\b(?:early|mid|late|beginning|start|middle|end|rest)\b|\bEO[DMY]\b|\bBO[MY]\b|\d0s\b|"
                   r"century|decade|\bweek of\b|\bweek(?:end)? (?:of|in)\b|初|中旬|上旬|下旬|底|末|年代|世纪|"
                   r"第.(?:个)?(?:周|週|星期)|半年|季|quarter|\bqtr\b|\bH[12]\b|\bQ[1-4]\b|half", re.I)
_COMPOSITION = re.compile(r"\b(?:first|second|third|fourth|fifth|last|\d+(?:st|nd|rd|th))\s+\w+day\b|"
                          r"\b(?:of|in)\s+(?:next|last|this|the)\s+(?:week|month|year)|"
                          r"\b(?:next|last|this|previous)\s+(?:week|month|year)\b.*\b\w+day\b|"
                          r"\b\w+day\b.*\b(?:next|last|this)\s+week|"
                          r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\.?\s+(?:next|last|this)\s+year|"
                          r"\bfrom now\b.*\w+day|\w+days? (?:from now|ago)|"
                          r"(?:今|明|去|前|后|上|下|本|这|這|今個|下個|上個)(?:年|个?月|個月|周|週|星期|礼拜|禮拜)"
                          r"(?:.*?[0-9一二三四五六七八九十廿]+[日号號]|.*?周|.*?星期|.*?礼拜)", re.I)
_NUMERIC = re.compile(r"^[\d\s/\-.,:]+$|^\d{1,4}[/\-.]\w{3}[/\-.]\d{2,4}$|^\d{8}$", re.I)
_RELATIVE = re.compile(r"today|tomorrow|yesterday|now|\bnext\b|\blast\b|\bthis\b|\bago\b|\bin \d|\bin (?:a|one|two|"
                       r"three)\b|weekend|\w+day\b|今|明|昨|前天|后天|後天|上|下|本|这|這|周|週|星期|礼拜|禮拜|现在|現在|"
                       r"此[时刻]|尋日|听日|聽日|噚日|去年|前年", re.I)


def family(text: str, holiday: bool = False) -> str:
    """The family a case belongs to (the first that fits, in this order)."""
    t = text.strip()
    if holiday or _HOLIDAY_ZH.search(t):
        return "holiday"
    if _RANGE.search(t):
        return "range"
    if _WINDOW.search(t):
        return "window"
    if _PART.search(t):
        return "part"
    if _COMPOSITION.search(t):
        return "composition"
    if _CLOCK.search(t):
        return "with-clock"
    if _NUMERIC.search(t):
        return "numeric"
    if _RELATIVE.search(t):
        return "relative"
    return "absolute"


# --------------------------------------------------------------------------- loading


def _lang(text: str) -> str:
    return "zh" if re.search(r"[\u4e00-\u9fff]", text) else "en"


def zh_half(text: str) -> str:
    """The duckling-zh half a row belongs to: a stable hash of its text, so the split never moves."""
    return "duckling-zh-fit" if hashlib.sha1(text.encode("utf-8")).digest()[0] % 2 == 0 else "duckling-zh-held"


def load_duckling(name: str) -> list[Case]:
    out = []
    for line in (TEMPORAL / f"{name}.jsonl").read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        out.append(Case(zh_half(r["text"]) if name == "duckling-zh" else name, r["text"],
                        date.fromisoformat(r["today"]), date.fromisoformat(r["start"]),
                        date.fromisoformat(r["end"]), "zh" if name.endswith("zh") else "en",
                        family(r["text"], bool(r.get("holiday")))))
    return out


def load_jionlp() -> list[Case]:
    out = []
    for line in (TEMPORAL / "jionlp-time-cases.jsonl").read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        exp = r.get("expected") or {}
        t = exp.get("time")
        if exp.get("type") not in ("time_point", "time_span") or not r.get("time_base_iso"):
            continue
        if not isinstance(t, list) or len(t) != 2 or not all(isinstance(x, str) and "inf" not in x for x in t):
            continue
        today = datetime.fromisoformat(r["time_base_iso"]).date()
        out.append(Case("jionlp", r["text"], today, datetime.fromisoformat(t[0]).date(),
                        datetime.fromisoformat(t[1]).date(), _lang(r["text"]), family(r["text"])))
    return out


# --------------------------------------------------------------------------- systems

_EDGE = " \t,.;:!?，。；：！？、"
_LEAD = re.compile(r"^(?:in|on|at|during|around)\s+", re.IGNORECASE)  # "in 2014": the span is "2014"


def _core(text: str) -> str:
    return _LEAD.sub("", text.strip(_EDGE).lower())


def ours(case: Case) -> tuple[bool, tuple[date, date] | None]:
    g = resolve(case.text, case.today)
    if len(g.spans) != 1:
        return False, (g.time_range.start, g.time_range.end) if g.time_range else None
    s = g.spans[0]
    whole = _core(s.text) == _core(case.text)
    return whole, (s.start, s.end)


def _widen(d: date, period: str) -> tuple[date, date]:
    if period == "week":
        mon = d - timedelta(days=d.weekday())
        return mon, mon + timedelta(days=6)
    if period == "month":
        nxt = date(d.year + d.month // 12, d.month % 12 + 1, 1)
        return date(d.year, d.month, 1), nxt - timedelta(days=1)
    if period == "year":
        return date(d.year, 1, 1), date(d.year, 12, 31)
    return d, d


def make_dateparser():
    try:
        from dateparser.date import DateDataParser
    except ImportError:
        return None
    cache: dict[tuple[str, date], DateDataParser] = {}

    def run(case: Case) -> tuple[date, date] | None:
        key = (case.lang, case.today)
        if key not in cache:
            base = datetime(case.today.year, case.today.month, case.today.day, 12)
            cache[key] = DateDataParser(languages=[case.lang], settings={"RELATIVE_BASE": base})
        try:
            r = cache[key].get_date_data(case.text)
        except Exception:  # noqa: BLE001  (a library's own failure counts as a miss)
            return None
        if r is None or r.date_obj is None:
            return None
        return _widen(r.date_obj.date(), r.period or "day")

    return run


def make_ctparse():
    try:
        from ctparse import ctparse
        from ctparse.types import Interval, Time
    except ImportError:
        return None

    def point(t, hi: bool) -> date | None:
        if t is None or t.year is None or t.month is None:
            return None
        if t.day is None:
            return _widen(date(t.year, t.month, 1), "month")[1 if hi else 0]
        return date(t.year, t.month, t.day)

    def run(case: Case) -> tuple[date, date] | None:
        if case.lang != "en":
            return None
        ts = datetime(case.today.year, case.today.month, case.today.day, 12)
        try:
            r = ctparse(case.text, ts=ts, timeout=0.2)
        except Exception:  # noqa: BLE001  (a library's own failure counts as a miss)
            return None
        res = getattr(r, "resolution", None)
        if isinstance(res, Time):
            s, e = point(res, False), point(res, True)
        elif isinstance(res, Interval):
            s, e = point(res.t_from, False), point(res.t_to, True)
        else:
            return None
        return (s, e) if s and e else None

    return run


def make_jionlp():
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            import jionlp  # noqa: F401  (prints a banner on import)
    except Exception:  # noqa: BLE001
        return None
    import jionlp as jio

    def run(case: Case) -> tuple[date, date] | None:
        if case.lang != "zh":
            return None
        base = datetime(case.today.year, case.today.month, case.today.day, 12).timestamp()
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                r = jio.parse_time(case.text, time_base=base)
            t = r.get("time")
            return datetime.fromisoformat(t[0]).date(), datetime.fromisoformat(t[1]).date()
        except Exception:  # noqa: BLE001
            return None

    return run


# --------------------------------------------------------------------------- report


def evaluate(cases: list[Case], libs: bool, show: int, only_family: str | None, only_set: str | None) -> None:
    systems = {"ours": None}
    if libs:
        for name, make in (("dateparser", make_dateparser), ("ctparse", make_ctparse), ("jionlp", make_jionlp)):
            fn = make()
            if fn is None:
                print(f"({name} not installed: skipped)")
            else:
                systems[name] = fn
    hit: dict[tuple[str, str, str], Counter] = defaultdict(Counter)  # (set, family, system) -> counts
    lib_ms: Counter = Counter()
    misses: list[str] = []
    for c in cases:
        found, rng = ours(c)
        exact = found and rng == (c.start, c.end)
        for key in ((c.set, c.family), (c.set, "ALL")):
            k = hit[(*key, "ours")]
            k["n"] += 1
            k["span"] += found
            k["exact"] += exact
        if (not exact and len(misses) < show and (only_family in (None, c.family)) and (only_set in (None, c.set))
                and c.set != "duckling-zh-held"):
            g = resolve(c.text, c.today)
            misses.append(f"  [{c.set}/{c.family}] {c.text!r} today={c.today} want={c.start}..{c.end} "
                          f"got={[(s.text, str(s.start), str(s.end)) for s in g.spans]}")
        for name, fn in systems.items():
            if fn is None:
                continue
            t0 = time.perf_counter()
            got = fn(c)
            lib_ms[name] += time.perf_counter() - t0
            lib_ms[name + "#"] += 1
            for key in ((c.set, c.family), (c.set, "ALL")):
                hit[(*key, name)]["exact"] += got == (c.start, c.end)
                hit[(*key, name)]["n"] += 1
    names = list(systems)
    sets = sorted({c.set for c in cases}, key=SETS.index)
    print("exact = whole text found as one span resolved to the expected inclusive dates; span = found as one span")
    header = f"{'set':17}{'family':13}{'n':>5}{'span':>7}" + "".join(f"{n:>11}" for n in names)
    for s in sets:
        print("\n" + header + ("   <- HELD (never read)" if s == "duckling-zh-held" else "   <- FIT"))
        for fam in (*FAMILIES, "ALL"):
            k = hit.get((s, fam, "ours"))
            if not k:
                continue
            row = f"{s:17}{fam:13}{k['n']:>5}{k['span'] / k['n']:>7.3f}"
            for n in names:
                kk = hit[(s, fam, n)]
                row += f"{kk['exact'] / kk['n']:>11.3f}" if kk["n"] else f"{'-':>11}"
            print(row)
    for n in names[1:]:
        print(f"{n}: mean {1000 * lib_ms[n] / max(lib_ms[n + '#'], 1):.2f} ms per case")
    for line in misses:
        print(line)


def timing(cases: list[Case]) -> None:
    for c in cases[:50]:
        resolve(c.text, c.today)  # warm the regex caches
    per: list[float] = []
    for c in cases:
        t0 = time.perf_counter()
        resolve(c.text, c.today)
        per.append((time.perf_counter() - t0) * 1000)
    per.sort()
    p99 = per[min(len(per) - 1, int(len(per) * 0.99))]
    print(f"\nresolve() per question over {len(per)} cases: p50 {statistics.median(per):.3f} ms, p99 {p99:.3f} ms "
          f"(budget p50 <= 1 ms)")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--no-libs", action="store_true", help="score groundwire only (fast)")
    ap.add_argument("--show", type=int, default=0, help="print this many of our misses")
    ap.add_argument("--family", choices=FAMILIES, help="misses from this family only")
    ap.add_argument("--set", choices=SETS[:-1], help="misses from this set only (never the held half)")
    args = ap.parse_args(argv)
    if not TEMPORAL.exists():
        print(f"no data at {TEMPORAL}", file=sys.stderr)
        return 2
    cases = load_duckling("duckling-en") + load_jionlp() + load_duckling("duckling-zh")
    evaluate(cases, not args.no_libs, args.show, args.family, args.set)
    timing(cases)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
