"""Time grounding quality on JioNLP's time-parser test cases (Apache-2.0, see LICENSE-jionlp beside the data).

Reports, for each case's own reference date:
- span found exactly: ``resolve`` returns one span whose text is the whole case text;
- resolved exactly: that span's start and end dates equal the expected ones (date granularity: the cases'
  clock times are ignored, groundwire resolves calendar days).
Cases without a usable reference date ("time.time()", None) count for spans only. Durations (time_delta) and
repeating times (time_period) are not date ranges; they are reported apart. Run: python bench/bench_timeframe.py
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from datetime import date, datetime
from pathlib import Path

from groundwire.decide.timeframe import resolve
from _paths import SHARED_DATA  # noqa: E402  (bench/ is on sys.path when run as a script)

DEFAULT_CASES = SHARED_DATA / "temporal" / "jionlp-time-cases.jsonl"


def reference_date(case: dict) -> date | None:
    """The case's own 'today': time_base_iso, or a [y, m, d, ...] list, or a {'year':..} dict."""
    if case.get("time_base_iso"):
        return datetime.fromisoformat(case["time_base_iso"]).date()
    base = case.get("time_base")
    if isinstance(base, list) and base:
        return date(base[0], *(list(base[1:3]) + [1, 1])[:2])
    if isinstance(base, dict) and "year" in base:
        return date(base["year"], base.get("month", 1), base.get("day", 1))
    if isinstance(base, (int, float)) and not isinstance(base, bool):
        return None  # a bare epoch without the zone it was taken in is ambiguous; the iso field covers these
    return None


def expected_dates(expected: dict) -> tuple[date, date] | None:
    t = expected.get("time")
    if not isinstance(t, list) or len(t) != 2 or not all(isinstance(x, str) for x in t):
        return None
    if any("inf" in x for x in t):
        return None
    return datetime.fromisoformat(t[0]).date(), datetime.fromisoformat(t[1]).date()


def evaluate(path: Path, show: int = 0) -> dict:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    stats: Counter = Counter()
    misses: list[str] = []
    t0 = time.perf_counter()
    for case in rows:
        ctype = case["expected"].get("type")
        group = "range" if ctype in ("time_point", "time_span") else "other"
        ref = reference_date(case)
        today = ref or date(2021, 6, 14)
        g = resolve(case["text"], today)
        found = len(g.spans) == 1 and g.spans[0].text == case["text"].strip()
        stats[f"{group}_cases"] += 1
        stats[f"{group}_found"] += found
        exp = expected_dates(case["expected"]) if group == "range" else None
        if group == "range" and ref is not None and exp is not None:
            stats["resolvable"] += 1
            ok = found and (g.spans[0].start, g.spans[0].end) == exp
            stats["resolved"] += ok
            if not ok and len(misses) < show:
                got = [(s.text, str(s.start), str(s.end)) for s in g.spans]
                misses.append(f"  {case['text']!r} ref={ref} expected={exp[0]}..{exp[1]} got={got}")
    stats["ms"] = (time.perf_counter() - t0) * 1000 / len(rows)
    return {"stats": stats, "misses": misses, "total": len(rows)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", type=Path, default=DEFAULT_CASES)
    ap.add_argument("--show", type=int, default=0, help="print this many misses")
    args = ap.parse_args(argv)
    if not args.cases.exists():
        print(f"no cases at {args.cases}", file=sys.stderr)
        return 2
    r = evaluate(args.cases, args.show)
    s = r["stats"]
    print(f"JioNLP time cases: {r['total']} ({s['range_cases']} points/spans, {s['other_cases']} durations/periods)")
    print(f"{'':34}{'share':>8}{'n':>10}")
    print(f"{'points/spans: span found exactly':34}{s['range_found'] / s['range_cases']:>8.3f}"
          f"{s['range_found']:>5}/{s['range_cases']}")
    print(f"{'points/spans: resolved exactly':34}{s['resolved'] / max(s['resolvable'], 1):>8.3f}"
          f"{s['resolved']:>5}/{s['resolvable']}   (cases with a reference date and finite bounds)")
    print(f"{'all cases: span found exactly':34}{(s['range_found'] + s['other_found']) / r['total']:>8.3f}"
          f"{s['range_found'] + s['other_found']:>5}/{r['total']}")
    print(f"mean resolve() time per case: {s['ms']:.3f} ms")
    for line in r["misses"]:
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
