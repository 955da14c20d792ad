"""English time grounding scored on public date-parser corpora of other origins (round 26, time26).

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

Run: PYTHONPATH=src .venv/bin/python scripts/time_public_corpora.py /tmp/x/ctparse [--base /tmp/base/src]
     [--show 40 --family numeric]
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import re
import sys
from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from pathlib import Path

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

    @property
    def held(self) -> bool:
        return hashlib.sha1(self.text.encode()).digest()[0] % 2 == 1


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


def passes(row: Row, fn) -> bool:
    """Exactly one span, resolved to the expected range."""
    spans = fn(row.text, row.today).spans
    return len(spans) == 1 and (spans[0].start, spans[0].end) == (row.start, row.end)


def _got(row: Row, fn) -> str:
    return "; ".join(f"{s.text!r} {s.start}..{s.end}" for s in fn(row.text, row.today).spans) or "no span"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+", type=Path, help="unpacked ctparse/ folder, or its corpus files")
    ap.add_argument("--base", type=Path, help="another tree's src/ scored beside this one")
    ap.add_argument("--show", type=int, default=0, help="print this many misses of the fit half")
    ap.add_argument("--family", help="only this family's misses")
    args = ap.parse_args(argv)
    rows, skipped = load(args.paths)
    trees = [("this", resolve)]
    if args.base:
        trees.insert(0, ("base", other_module(args.base, "decide.timeframe").resolve))  # type: ignore[attr-defined]
    print(f"{len(rows)} rows kept; skipped: " + ", ".join(f"{k} {v}" for k, v in sorted(skipped.items())))
    score: dict[tuple[str, str, str], list[int]] = defaultdict(lambda: [0, 0])
    for row in rows:
        half = "held" if row.held else "fit"
        for name, fn in trees:
            ok = passes(row, fn)
            for key in ((half, row.family), (half, "core" if row.family in CORE else "-"), (half, "all")):
                score[(name, *key)][0] += ok
                score[(name, *key)][1] += 1
    print(f"{'half':6}{'family':10}{'rows':>6}" + "".join(f"{n:>10}" for n, _ in trees))
    for half in ("fit", "held"):
        for fam in ("numeric", "named", "interval", "relative", "core", "all"):
            tot = score[(trees[0][0], half, fam)][1]
            if tot:
                print(f"{half:6}{fam:10}{tot:6}" + "".join(
                    f"{score[(n, half, fam)][0] / tot:10.3f}" for n, _ in trees))
    shown = 0
    for row in rows:
        if shown >= args.show or row.held or (args.family and row.family != args.family):
            continue
        if not passes(row, resolve):
            shown += 1
            print(f"MISS [{row.family}] {row.text!r} today={row.today} want {row.start}..{row.end}: {_got(row, resolve)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
