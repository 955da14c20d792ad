"""Where the gate's learned part changes the rules' verdict, how often it is right, and candidate learned parts side
by side on every set of ``bench/bench_gate.py`` (round 20, gate20-learned).

Why: round 19 found that on its new waves the rules alone kept more questions local than the rules with the learned
part; the model's thresholds were fitted beside round 10's rules, which have grown since. This script answers:

1. **Flips** (the shipped model at its shipped thresholds): per set, how many rule "no trigger" verdicts the model
   turned into searches (``learned_search``) and how many drifting / news-shape searches it kept local
   (``learned_local``), each with how many of those flips were right; totals over the sets the model was trained on
   (bench roles "tuned on", "ours", "refit on") and over the rest (never trained on).
2. **Candidates**: each ``--candidate NAME=MODEL:HIGH:LOW:POLICY`` (MODEL a ``gate_learned.tsv.gz`` file or
   ``shipped``; HIGH / LOW its thresholds or ``-`` for the file's own; POLICY ``both`` (as shipped), ``search``
   (the model may only add searches), ``local`` (it may only keep rule searches local) or ``none`` (rules alone))
   scored on every set: balanced accuracy (recall / share kept local on one-class sets), then the means over the
   judges named in ``JUDGES`` (sets no candidate here was trained on), the file's size, its load time and the
   gate's p50 with it.

How it is cheap: each model is run once through ``gate.decide`` with thresholds that overrule everything it may
(high 0, low 1): the reason then tells the rules' verdict and whether the model was asked (eligible, readable, not
held by ``gate.pinned_past`` / ``gate.holds_present`` and the rest of ``decide``'s guards), and the score tells what
any thresholds would do. Single-threaded (the module's one model is swapped for the run).

Run (about a minute per model file; deterministic, reaches nothing)::

    PYTHONPATH=src .venv/bin/python scripts/gate_learned_study.py                # flips of the shipped model
    PYTHONPATH=src .venv/bin/python scripts/gate_learned_study.py \\
        --candidate shipped=shipped:-:-:both --candidate rules=shipped:-:-:none \\
        --candidate search-only=shipped:-:-:search --candidate retrained=/tmp/m.tsv.gz:-:-:both
"""

from __future__ import annotations

import argparse
import gzip
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))

from groundwire.decide import gate_learned  # noqa: E402
from groundwire.decide.gate import MAX_RULE_CHARS, decide, without_opener  # noqa: E402

TRAINED_ROLES = frozenset({"tuned on", "ours", "refit on"})  # scripts/train_gate.py's roles (today's rows)
# the judges: sets the shipped model, the threshold re-choice and the retrain candidates were never trained on
# (round 20's wave 30 both halves; the held halves of rounds 18-19's waves; the checks)
JUDGES = ("r20 w30 fit: search", "r20 w30 fit: local", "r20 w30 held: search", "r20 w30 held: local",
          "r19 w26 held: search", "r19 w26 held: local", "r19b w27 held: news", "r19b w27 held: time-dep",
          "r19c w28 held: search", "r19c w28 held: local", "r19a look-alike held: search",
          "r19a look-alike held: local", "r18 w23 held: search", "r18 w23 held: local", "r18b w24 held: search",
          "r18b w24 held: local", "r18c w25 held: search", "r18c w25 held: local")
CHECKS = ("FreshQA dev", "SituatedQA dev split", "RealTimeQA 2023 news")

Key = tuple[str, "date | None"]


@dataclass(frozen=True)
class Verdict:
    rules: bool  # the rules' verdict
    score: float | None  # the model's score when it may overrule the rules here (eligible, readable, not held)
    reason: str  # the rules' reason
    text: str | None = None  # the text the model scores here (None where it may not overrule): round 25 re-scores it


@dataclass(frozen=True)
class Candidate:
    name: str
    model: str  # a file or "shipped"
    high: float | None
    low: float | None
    policy: str  # both | search | local | none


def read_model(spec: str) -> tuple[gate_learned.LearnedGate | None, bytes | None]:
    if spec == "shipped":
        raw = gate_learned._read_bytes()
    else:
        raw = Path(spec).read_bytes()
    return (gate_learned.load(raw, spec) if raw else None), raw


def verdicts(model: gate_learned.LearnedGate | None, keys: Iterable[Key]) -> dict[Key, Verdict]:
    """Each question's rule verdict and, where the model may overrule it, the model's score."""
    wide = replace(model, high=0.0, low=1.0) if model else None
    shipped = gate_learned.learned_gate()
    gate_learned._model = wide
    out: dict[Key, Verdict] = {}
    try:
        for q, asked in keys:
            d = decide(q, today=asked)
            if d.reason in ("learned_search", "learned_local"):
                rule_reason = next(m for m in d.matched if m.startswith("rules:"))[len("rules:"):]
                # the exact score (decide() rounds it to 3 places), of the text decide() scored
                p = model.score(without_opener(d.search_text)[:MAX_RULE_CHARS])  # type: ignore[union-attr]
                out[(q, asked)] = Verdict(not d.needs_search, p, rule_reason,
                                          without_opener(d.search_text)[:MAX_RULE_CHARS])
            else:
                out[(q, asked)] = Verdict(d.needs_search, None, d.reason)
    finally:
        gate_learned._model = shipped
    return out


def said(v: Verdict, high: float, low: float, policy: str) -> bool:
    if v.score is None or policy == "none":
        return v.rules
    if v.rules:
        return not (policy in ("both", "local") and v.score <= low)
    return policy in ("both", "search") and v.score >= high


def balanced(rows: list[tuple[str, bool, date | None]], verdict: dict[Key, Verdict], high: float, low: float,
             policy: str) -> float:
    tp = fn = tn = fp = 0
    for q, positive, asked in rows:
        s = said(verdict[(q, asked)], high, low, policy)
        tp += positive and s
        fn += positive and not s
        tn += (not positive) and not s
        fp += (not positive) and s
    parts = ([tp / (tp + fn)] if tp + fn else []) + ([tn / (tn + fp)] if tn + fp else [])
    return sum(parts) / len(parts)


def flips(sets: dict, verdict: dict[Key, Verdict], high: float, low: float) -> None:
    print(f"\n1. where the shipped model (high {high}, low {low}) changes the rules' verdict: "
          "learned_search right/made, learned_local right/made")
    print(f"{'set':34}{'role':>14}{'n':>6}{'search +':>11}{'local -':>11}{'net':>6}")
    totals = {True: [0, 0, 0, 0], False: [0, 0, 0, 0]}
    for name, (rows, role) in sets.items():
        cell = [0, 0, 0, 0]  # search right, search made, local right, local made
        for q, positive, asked in rows:
            v = verdict[(q, asked)]
            s = said(v, high, low, "both")
            if s != v.rules:
                if s:
                    cell[0] += positive
                    cell[1] += 1
                else:
                    cell[2] += not positive
                    cell[3] += 1
        trained = role in TRAINED_ROLES
        totals[trained] = [a + b for a, b in zip(totals[trained], cell, strict=True)]
        if cell[1] or cell[3]:
            net = (2 * cell[0] - cell[1]) + (2 * cell[2] - cell[3])
            print(f"{name[:33]:34}{role:>14}{len(rows):>6}{cell[0]:>7}/{cell[1]:<3}{cell[2]:>7}/{cell[3]:<3}{net:>+6}")
    for trained, (sr, sm, lr, lm) in totals.items():
        print(f"  {'trained on' if trained else 'never trained on'}: learned_search right {sr}/{sm}"
              f" ({sr / max(sm, 1):.2f}), learned_local right {lr}/{lm} ({lr / max(lm, 1):.2f})"
              " (a row counts once per set it is in)")


def p50_us(model: gate_learned.LearnedGate | None, questions: list[tuple[str, date | None]]) -> float:
    shipped = gate_learned.learned_gate()
    gate_learned._model = model
    try:
        for q, asked in questions[:50]:
            decide(q, today=asked)
        ts = []
        for q, asked in questions:
            t0 = time.perf_counter()
            decide(q, today=asked)
            ts.append((time.perf_counter() - t0) * 1e6)
    finally:
        gate_learned._model = shipped
    ts.sort()
    return ts[len(ts) // 2]


def parse_candidate(text: str) -> Candidate:
    name, _, rest = text.partition("=")
    model, high, low, policy = rest.rsplit(":", 3)
    if policy not in ("both", "search", "local", "none"):
        raise SystemExit(f"policy must be both, search, local or none: {text}")
    return Candidate(name, model, None if high == "-" else float(high), None if low == "-" else float(low), policy)


def main(argv: list[str] | None = None) -> int:
    from bench_gate import load_sets

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--candidate", action="append", default=[], type=parse_candidate,
                    help="NAME=MODEL:HIGH:LOW:POLICY (MODEL a file or 'shipped'; HIGH/LOW a number or '-')")
    ap.add_argument("--all-sets", action="store_true", help="print every set in the candidates table")
    args = ap.parse_args(argv)
    sets = load_sets()
    keys = list(dict.fromkeys((q, asked) for rows, _ in sets.values() for q, _, asked in rows))
    shipped_model, _ = read_model("shipped")
    cache: dict[str, tuple[gate_learned.LearnedGate | None, bytes | None, dict[Key, Verdict], float]] = {}

    def run(spec: str):
        if spec not in cache:
            model, raw = read_model(spec)
            loads = []
            for _ in range(15 if raw else 0):  # the median of 15 reads: one read is at the machine's mercy
                t0 = time.perf_counter()
                gate_learned.load(raw, spec)  # type: ignore[arg-type]
                loads.append((time.perf_counter() - t0) * 1e3)
            load_ms = sorted(loads)[len(loads) // 2] if loads else 0.0
            cache[spec] = (model, raw, verdicts(model, keys), load_ms)
        return cache[spec]

    if shipped_model is not None:
        flips(sets, run("shipped")[2], shipped_model.high, shipped_model.low)
    if not args.candidate:
        return 0
    cols = []
    for c in args.candidate:
        model, raw, verdict, load_ms = run(c.model)
        high = c.high if c.high is not None else (model.high if model else 1.01)
        low = c.low if c.low is not None else (model.low if model else -1.0)
        cols.append((c, model, raw, verdict, load_ms, high, low))
    print("\n2. candidates (balanced accuracy; recall or share kept local on one-class sets)")
    for c, model, raw, _, _, high, low in cols:
        size = len(raw) if raw else 0
        feats = len(model.weights) if model else 0
        print(f"  {c.name}: {c.model} high {high} low {low} policy {c.policy}; {size / 1024:.1f} KiB gzip, "
              f"{feats} weights, {len(gzip.decompress(raw)) / 1024 if raw else 0:.0f} KiB text")
    print(f"{'set':34}{'role':>14}{'n':>6}" + "".join(f"{c.name[:15]:>16}" for c, *_ in cols))
    shown = [n for n in sets if args.all_sets or n in JUDGES or n in CHECKS or sets[n][1] in TRAINED_ROLES
             and n.startswith(("SituatedQA", "RealTimeQA"))]
    table: dict[str, list[float]] = {}
    for name in shown:
        rows, role = sets[name]
        table[name] = [balanced(rows, v, h, lo, c.policy) for c, _, _, v, _, h, lo in cols]
        print(f"{name[:33]:34}{role:>14}{len(rows):>6}" + "".join(f"{x:>16.3f}" for x in table[name]))
    for label, names in (("mean of wave 30 (4 parts)", [n for n in JUDGES if n.startswith("r20")]),
                         ("mean of r18-r19 held halves", [n for n in JUDGES if not n.startswith("r20")]),
                         ("mean of all judges", list(JUDGES))):
        names = [n for n in names if n in table]
        means = [sum(table[n][i] for n in names) / len(names) for i in range(len(cols))]
        print(f"{label:54}" + "".join(f"{x:>16.3f}" for x in means))
    every5 = keys[::5]
    print("\n  load ms (median of 15 reads of the file) / gate p50 µs (every 5th question, one after another):")
    for c, model, _, _, load_ms, _, _ in cols:
        p50 = p50_us(None if c.policy == "none" else model, every5)
        print(f"  {c.name:20} load {load_ms:6.1f} ms   p50 {p50:6.0f} µs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
