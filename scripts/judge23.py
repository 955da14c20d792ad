"""Round 23's JUDGE: score the judge sets under bench/data/judge23/ (written by judge23-decide as other people would
write them, never read by the fixing helpers) and print TOTALS ONLY -- per family / kind and overall, never a row, a
text or a miss, so that nobody can tune on them.

Sets: time_en.tsv (English time expressions: exact per family, "core" = range / composition / numeric / part /
window / impossible, and "all"; scored by bench/bench_time_core_en.py's ``verdict``), time_zh.tsv (Chinese: exact per
family, "core" = bench/bench_time_zh_core.CORE, and "all"; scored by bench_time_zh_core's ``check``) and gate.tsv (the
gate's ``decide(question, today=2026-12-06).needs_search`` against the label: must-search recall, kept-local
specificity and their balanced accuracy, English and Chinese apart, and accuracy per kind). Each set is also
totalled per wave ("# --- wave N" lines in the file: wave 2 was written after wave 1's first totals), and the time
sets over their "unseen" rows (those not marked "[seen]": no earlier table held their text at the round's start). When
scripts/judge23_guard.py exists (the guard / extraction judge, judge23-guard's), it is run after this table with the
same ``--base``.

``--base OTHER/src`` scores the same sets with another tree's code in a subprocess (``PYTHONPATH=OTHER/src``; the
scoring code is this tree's in both columns) and prints base and this tree side by side with the difference.

``--set NAME`` scores another round's judge folder in the same formats (``bench/data/NAME/``, its guard judge
``scripts/NAME_guard.py``): round 24's judge is ``scripts/judge24.py``, this script with ``--set judge24``.

Run (about 10-20 s on an idle machine; twice that with --base):
    cd WORKTREE && PYTHONPATH=src python scripts/judge23.py [--base /tmp/base23/src] [--no-guard] [--set judge23]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import time
from collections import defaultdict
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "bench" / "data" / "judge23"
GUARD = ROOT / "scripts" / "judge23_guard.py"  # the guard / extraction judge run after this table
GATE_TODAY = date(2026, 12, 6)
EN_CORE = ("range", "composition", "numeric", "part", "window", "impossible")
_HAN = re.compile(r"[\u4e00-\u9fff]")


def _share(ok: int, n: int) -> str:
    return f"{ok / n:.3f} ({ok}/{n})" if n else "-"


def waves(path: Path) -> list[int]:
    """The wave of each data row of a judge table, in order ("# --- wave N: ..." lines open wave N; 1 before any)."""
    out, wave = [], 1
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# --- wave"):
            wave = int(line.split()[3].rstrip(":"))
        elif line.strip() and not line.startswith("#"):
            out.append(wave)
    return out


def seen(path: Path) -> list[bool]:
    """Whether each data row of a time judge table is marked "[seen]" (its text is in an earlier table)."""
    return [line.rstrip().endswith("[seen]") for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]


def _time_keys(family: str, wave: int, core: bool, was_seen: bool) -> tuple[str, ...]:
    """The totals a time row counts in."""
    keys = [f"family {family}", "all", f"wave {wave} all"] + (["core", f"wave {wave} core"] if core else [])
    if not was_seen:
        keys += ["unseen all"] + (["unseen core"] if core else [])
    return tuple(keys)


def score_time_en(path: Path) -> dict[str, list[int]]:
    """{family | "core" | "all" | "wave N core" | "wave N all": [passed, rows]} of the English table."""
    sys.path.insert(0, str(ROOT / "bench"))
    import bench_time_core_en as en  # noqa: E402  (imports groundwire from whatever tree is first on sys.path)

    out: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for row, wave, was_seen in zip(en.rows(path), waves(path), seen(path), strict=True):
        good = en.verdict(*row) is None
        for key in _time_keys(row[0], wave, row[0] in EN_CORE, was_seen):
            out[key][0] += good
            out[key][1] += 1
    return dict(out)


def score_time_zh(path: Path) -> dict[str, list[int]]:
    """{family | "core" | "all": [passed, rows]} of the Chinese table."""
    sys.path.insert(0, str(ROOT / "bench"))
    import bench_time_zh_core as zh  # noqa: E402

    out: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for row, was_seen in zip(zh.load(path), seen(path), strict=True):
        good, _ = zh.check(row)
        for key in _time_keys(row.family, row.wave, row.family in zh.CORE, was_seen):
            out[key][0] += good
            out[key][1] += 1
    return dict(out)


def score_gate(path: Path) -> dict[str, list[int]]:
    """Counts per language: must-search rows searched, local rows kept local; and per kind rows right."""
    from groundwire.decide.gate import decide

    out: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    lines = [ln for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip() and not ln.startswith("#")]
    for line, wave in zip(lines, waves(path), strict=True):
        kind, label, question = line.split("\t")[:3]
        want = label == "yes"
        got = decide(question, kb_confidence=None, today=GATE_TODAY).needs_search
        lang = "zh" if _HAN.search(question) else "en"
        for scope in (lang, "all", f"wave {wave}"):
            key = f"{scope} must-search" if want else f"{scope} kept-local"
            out[key][0] += got == want
            out[key][1] += 1
        out[f"kind {kind}"][0] += got == want
        out[f"kind {kind}"][1] += 1
    return dict(out)


def measure() -> dict:
    """Every judge set's counts with the groundwire first on sys.path, and where that groundwire lives."""
    import groundwire

    t0 = time.perf_counter()
    res: dict = {"groundwire": str(Path(groundwire.__file__).resolve().parent)}
    if (DATA / "time_en.tsv").exists():
        res["time_en"] = score_time_en(DATA / "time_en.tsv")
    if (DATA / "time_zh.tsv").exists():
        res["time_zh"] = score_time_zh(DATA / "time_zh.tsv")
    if (DATA / "gate.tsv").exists():
        res["gate"] = score_gate(DATA / "gate.tsv")
    res["seconds"] = round(time.perf_counter() - t0, 1)
    return res


def _lines(res: dict) -> list[tuple[str, str, tuple[int, int] | None, float | None]]:
    """(set, figure, (ok, n), value) rows of the printed table, headline figures first."""
    rows: list = []
    for name in ("time_en", "time_zh"):
        counts = res.get(name)
        if not counts:
            continue
        for key in (["core", "all"] + sorted(k for k in counts if k.startswith(("wave ", "unseen ")))
                    + sorted(k for k in counts if k.startswith("family "))):
            ok, n = counts[key]
            rows.append((name, key if key in ("core", "all") else "  " + key, (ok, n), ok / n if n else None))
    gate = res.get("gate")
    if gate:
        wave_scopes = sorted({k.rsplit(" ", 1)[0] for k in gate if k.startswith("wave ")})
        for scope in ["all", "en", "zh"] + wave_scopes:
            rec, spec = gate.get(f"{scope} must-search", [0, 0]), gate.get(f"{scope} kept-local", [0, 0])
            r = rec[0] / rec[1] if rec[1] else None
            s = spec[0] / spec[1] if spec[1] else None
            rows.append(("gate", f"{scope} must-search recall", tuple(rec), r))
            rows.append(("gate", f"{scope} kept-local specificity", tuple(spec), s))
            rows.append(("gate", f"{scope} balanced", None, (r + s) / 2 if r is not None and s is not None else None))
        for key in sorted(k for k in gate if k.startswith("kind ")):
            ok, n = gate[key]
            rows.append(("gate", "  " + key, (ok, n), ok / n if n else None))
    return rows


def _cell(counts: tuple[int, int] | None, value: float | None) -> str:
    if value is None:
        return "-"
    return f"{value:.3f}" + (f" ({counts[0]}/{counts[1]})" if counts else "")


def _print(cur: dict, base: dict | None) -> None:
    head = f"{'set':<8} {'figure':<32} " + (f"{'base':>16} " if base else "") + f"{'this tree':>16}"
    print(head + ("  diff" if base else ""))
    base_rows = {(s, f): (c, v) for s, f, c, v in _lines(base)} if base else {}
    for s, f, c, v in _lines(cur):
        line = f"{s:<8} {f:<32} "
        if base:
            bc, bv = base_rows.get((s, f), (None, None))
            line += f"{_cell(bc, bv):>16} "
        line += f"{_cell(c, v):>16}"
        if base:
            bv = base_rows.get((s, f), (None, None))[1]
            line += f"  {v - bv:+.3f}" if v is not None and bv is not None else ""
        print(line)
    print(f"scored with groundwire from {cur['groundwire']} in {cur['seconds']} s"
          + (f"; base from {base['groundwire']} in {base['seconds']} s" if base else ""))


def use_set(name: str) -> None:
    """Point the scorer at bench/data/NAME/ and its guard judge scripts/NAME_guard.py (round 24: one scorer for
    every round's judge folder instead of a copy per round)."""
    global DATA, GUARD
    DATA = ROOT / "bench" / "data" / name
    if not DATA.is_dir():
        raise SystemExit(f"--set {name}: no folder {DATA}")
    GUARD = ROOT / "scripts" / f"{name}_guard.py"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", type=Path, help="another tree's src/ (e.g. /tmp/base23/src), scored in a subprocess")
    ap.add_argument("--no-guard", action="store_true", help="do not run scripts/judge23_guard.py after this table")
    ap.add_argument("--set", help="another judge folder under bench/data/ (e.g. judge24), guard judge scripts/SET_guard.py")
    ap.add_argument("--json", action="store_true", help=argparse.SUPPRESS)  # the subprocess's mode: counts as JSON
    args = ap.parse_args(argv)
    if args.set:
        use_set(args.set)
    if args.json:
        print(json.dumps(measure()))
        return 0
    base = None
    if args.base:
        src = args.base.resolve()
        env = dict(os.environ, PYTHONPATH=str(src))
        cmd = [sys.executable, str(Path(__file__).resolve()), "--json"] + (["--set", args.set] if args.set else [])
        done = subprocess.run(cmd, env=env,
                              capture_output=True, text=True, check=True)
        base = json.loads(done.stdout.strip().splitlines()[-1])
        if not Path(base["groundwire"]).is_relative_to(src):
            raise SystemExit(f"base scored groundwire from {base['groundwire']}, not from {src}")
    cur = measure()
    _print(cur, base)
    if GUARD.exists() and not args.no_guard:
        sys.stdout.flush()
        cmd = [sys.executable, str(GUARD)] + (["--base", str(args.base)] if args.base else [])
        return subprocess.run(cmd).returncode
    return 0


if __name__ == "__main__":
    sys.exit(main())
