"""Search-gate quality on FreshQA dev: the rule gate next to the seed keyword list, in one run.

Positives are fast- and slow-changing questions (their answer drifts: search), negatives never-changing ones
(do not search); false-premise rows count by their fact type. Reports the confusion matrix, balanced accuracy
and per-category recall, then a half split (odd rows / even rows) to show the rules are not fitted to one half.
Run: python bench/bench_gate.py [--csv PATH] [--kb 0.3] [--show-errors]
"""

from __future__ import annotations

import argparse
import csv
import re
import sys
from collections.abc import Callable
from pathlib import Path

from groundwire.decide.gate import decide
from _paths import SHARED_DATA  # noqa: E402  (bench/ is on sys.path when run as a script)

DEFAULT_CSV = SHARED_DATA / "freshqa" / "freshqa-dev.csv"

# The seed keyword list the project started from (the short lists in the issue), matched as substrings/words.
SEED_ZH = ("帮我搜一下", "搜一下", "去查查", "查一下", "看看现在", "最新", "最近", "今天", "昨天", "明天", "今年", "明年",
           "本周", "发布会", "发布了", "报价", "价格", "比分", "股价", "新闻", "天气", "汇率", "版本")
SEED_EN = re.compile(r"\b(?:search for|look up|google it|latest|recent|today|now|current|this year|price|score|"
                     r"stock|news|weather|release|version)\b", re.IGNORECASE)


def seed_gate(question: str) -> bool:
    return any(w in question for w in SEED_ZH) or bool(SEED_EN.search(question))


def load(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as fh:
        return [r for r in csv.DictReader(fh) if r.get("question")]


def score(rows: list[dict[str, str]], gate: Callable[[str], bool]) -> dict[str, float]:
    cats: dict[str, list[int]] = {}
    tp = fp = tn = fn = 0
    for r in rows:
        positive = r["fact_type"] in ("fast-changing", "slow-changing")
        said = gate(r["question"])
        cats.setdefault(r["fact_type"], [0, 0])
        cats[r["fact_type"]][0] += said
        cats[r["fact_type"]][1] += 1
        fp_key = "fp-" + r["fact_type"] if r.get("false_premise", "").upper() == "TRUE" else ""
        if fp_key:
            cats.setdefault(fp_key, [0, 0])
            cats[fp_key][0] += said
            cats[fp_key][1] += 1
        tp += positive and said
        fn += positive and not said
        fp += (not positive) and said
        tn += (not positive) and not said
    tpr = tp / max(tp + fn, 1)
    tnr = tn / max(tn + fp, 1)
    out = {"tp": tp, "fp": fp, "tn": tn, "fn": fn, "tpr": tpr, "tnr": tnr, "ba": (tpr + tnr) / 2,
           "precision": tp / max(tp + fp, 1)}
    for cat, (hit, n) in cats.items():
        out[f"searched[{cat}]"] = hit / n
        out[f"n[{cat}]"] = n
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--csv", type=Path, default=DEFAULT_CSV)
    ap.add_argument("--kb", type=float, default=None, help="kb_confidence passed to the gate (default: none)")
    ap.add_argument("--show-errors", action="store_true")
    args = ap.parse_args(argv)
    if not args.csv.exists():
        print(f"no FreshQA file at {args.csv}", file=sys.stderr)
        return 2
    rows = load(args.csv)

    def rule_gate(q: str) -> bool:
        return decide(q, kb_confidence=args.kb).needs_search

    gates = {"seed keywords": seed_gate, "rule gate": rule_gate}
    results = {name: score(rows, g) for name, g in gates.items()}
    print(f"FreshQA dev: {len(rows)} questions; positive = fast/slow-changing, negative = never-changing; "
          f"kb_confidence={args.kb}")
    keys = ["tp", "fn", "fp", "tn", "tpr", "tnr", "precision", "ba"]
    cats = [k for k in results["rule gate"] if k.startswith("searched[")]
    print(f"{'':34}" + "".join(f"{n:>16}" for n in gates))
    for k in keys + sorted(cats):
        label = {"tpr": "recall (fast+slow)", "tnr": "specificity (never)", "ba": "balanced accuracy"}.get(k, k)
        if k.startswith("searched["):
            label = f"searched {k[9:-1]} (n={results['rule gate'][f'n[{k[9:-1]}]']})"
        vals = [results[n][k] for n in gates]
        print(f"{label:34}" + "".join(f"{v:>16.3f}" if isinstance(v, float) else f"{v:>16}" for v in vals))

    print("\nkb_confidence sweep (rule gate): " + ", ".join(
        f"kb={kb}: BA {score(rows, lambda q, kb=kb: decide(q, kb_confidence=kb).needs_search)['ba']:.3f}"
        for kb in (None, 0.3, 0.9)))
    print("\nhalf split (hand-written rules, nothing fitted; odd rows = tuning half, even rows = report half):")
    halves = {"odd rows": rows[0::2], "even rows": rows[1::2]}
    print(f"{'':14}{'n':>5}{'BA seed':>10}{'BA rules':>10}{'fast rec':>10}{'slow rec':>10}{'never spec':>12}")
    for name, part in halves.items():
        s, r = score(part, seed_gate), score(part, rule_gate)
        print(f"{name:14}{len(part):>5}{s['ba']:>10.3f}{r['ba']:>10.3f}{r.get('searched[fast-changing]', 0):>10.3f}"
              f"{r.get('searched[slow-changing]', 0):>10.3f}{r['tnr']:>12.3f}")

    if args.show_errors:
        print("\nrule-gate errors:")
        for r in rows:
            d = decide(r["question"], kb_confidence=args.kb)
            positive = r["fact_type"] != "never-changing"
            if d.needs_search != positive:
                kind = "MISS" if positive else "FALSE+"
                print(f"  {kind:6} {r['fact_type'][:4]} {d.reason:24} {list(d.matched)[:3]} {r['question'][:90]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
