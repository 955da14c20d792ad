"""Compare training choices of the guard detector on the dev split, one change at a time.

Run: ``.venv/bin/python scripts/guard_ablation.py [--final]``. Loads the data once, trains one model per
:class:`train_guard.TrainConfig` below and prints, per (source, kind), the share flagged by rules + detector (the
guard as shipped: the detector scores what the rules left). ``--final`` adds the final split, which is for the
report only: choices are made on dev.

Round 4's run (dev, rules + detector; CyberSecEval direct / embedded, our tool-output templates / reply hijacks,
NotInject / our benign notices, AEB clean paragraphs altered; main's detector: 62.6 / 77.4, 53.8 / 40.6, 2.0 / 4.1,
0.7). With round 3's features: round3 44.3 / 69.8, 61.3 / 68.8; global-balance 51.2 / 69.8; one-threshold
44.3 / 69.8; global+one 60.6 / 73.6, 60.0 / 71.2 (the two changes only pay together: with balancing per language
the non-English threshold rises to 0.978); rounds1 41.4 / 62.3; benign3% 46.3 / 69.8. With this round's features
(obfuscation read, three cues): global+one 63.1 / 73.6, 61.3 / 70.0; +benign2% 66.5 / 75.5; +benign3% 68.5 / 79.2
(benign 2.0 / 3.1, AEB 0.6); +C2 68.0 / 77.4; +C2+benign2% 69.5 / 79.2, 65.8 / 71.9; +C4 69.0 / 81.1, 62.1 / 69.4;
+C4+benign2% 70.0 / 88.7, 65.0 / 69.4, benign 1.0 / 1.0, AEB 0.7 (shipped). BIPIA 82.4 % in every run.

Round 5's run (framed templates from scripts/guard_framed.py added to every split, six more cues; the clean budget
sets the threshold, so a benign budget of 3 % changes nothing): dev CyberSecEval direct / embedded, our framed
tool-output notes / framed hijacks, synthetic templates / hijacks, framed benign, AEB: r5-C4 68.0 / 83.0,
71.2 / 84.5, 61.7 / 86.2, 3.9, 0.7; r5-C8 70.4 / 90.6, 71.6 / 81.6, 62.5 / 83.8, 3.9, 0.8 (shipped);
r5-C4-direct1.5 68.5 / 83.0, 71.2 / 81.0, 61.7 / 85.0, 3.9, 0.9; r5-C8-direct1.5 71.4 / 90.6, 70.6 / 81.0,
60.8 / 83.8, 2.9, 0.9. Main's detector on the same dev: 69.0 / 88.7, 53.4 / 64.9, 64.6 / 71.2, 3.9, 0.7. The
shipped model (r5-C8 after two cue fixes: "AI agent:" as a vocative, "AI reading this" as a note to the model;
thresholds chosen for the rounded weights): 70.0 / 90.6, 71.9 / 83.9, 63.7 / 82.5, 3.4, 0.8.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "scripts"))

import train_guard  # noqa: E402
from train_guard import Doc, TrainConfig  # noqa: E402

from groundwire.guard.neutralize import _sanitize_rules  # noqa: E402

# Round 3's choices (branch guard3), and one change at a time from there.
BASE = TrainConfig(c=1.0, rounds=2, balance="language", per_group_thresholds=True, max_clean=0.002, max_benign=0.01)
_GLOBAL_ONE = replace(BASE, balance="global", per_group_thresholds=False)
CONFIGS: dict[str, TrainConfig] = {
    "round3": BASE,
    "global-balance": replace(BASE, balance="global"),
    "one-threshold": replace(BASE, per_group_thresholds=False),
    "global+one": _GLOBAL_ONE,
    "rounds1": replace(BASE, rounds=1),
    "benign3%": replace(BASE, max_benign=0.03),
    "global+one+benign2%": replace(_GLOBAL_ONE, max_benign=0.02),
    "global+one+benign3%": replace(_GLOBAL_ONE, max_benign=0.03),
    "global+one+C2": replace(_GLOBAL_ONE, c=2.0),
    "global+one+C2+benign2%": replace(_GLOBAL_ONE, c=2.0, max_benign=0.02),
    "global+one+C4": replace(_GLOBAL_ONE, c=4.0),
    "global+one+C4+benign2%": replace(_GLOBAL_ONE, c=4.0, max_benign=0.02),  # = round 4's TrainConfig()
    # round 5 (framed templates and six more cues in the data/features): budget and regularisation again
    "r5-C4": replace(_GLOBAL_ONE, c=4.0, max_benign=0.02),
    "r5-C8": replace(_GLOBAL_ONE, c=8.0, max_benign=0.02),
    "r5-C4-direct1.5": replace(_GLOBAL_ONE, c=4.0, max_benign=0.02, direct_weight=1.5),
    "r5-C8-direct1.5": replace(_GLOBAL_ONE, c=8.0, max_benign=0.02, direct_weight=1.5),
}


def rules_view(docs: list[Doc]) -> list[tuple[Doc, bool, str]]:
    out = []
    for d in docs:
        r = _sanitize_rules(d.text)
        out.append((d, r.suspicious if d.kind != "clean" else r.text != d.text, r.text))
    return out


def shares(det, view: list[tuple[Doc, bool, str]]) -> dict[tuple[str, str], float]:
    counts: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    for d, by_rules, text in view:
        hit = by_rules or (bool(text.strip()) and bool(det.flagged(text)))
        counts[(d.source, d.kind)][0] += hit
        counts[(d.source, d.kind)][1] += 1
    return {k: v[0] / v[1] for k, v in counts.items()}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--final", action="store_true")
    ap.add_argument("names", nargs="*", help="configs to run (default: all)")
    args = ap.parse_args()
    by_split: dict[str, list[Doc]] = defaultdict(list)
    for d in train_guard.load_all():
        by_split[d.split].append(d)
    splits = ["dev", "final"] if args.final else ["dev"]
    views = {s: rules_view(by_split[s]) for s in splits}
    results: dict[str, dict[str, dict[tuple[str, str], float]]] = {}
    for name in args.names or CONFIGS:
        det = train_guard.fit(CONFIGS[name], by_split)
        results[name] = {s: shares(det, views[s]) for s in splits}
        print(f"{name}: thresholds {det.threshold:.3f}/{det.threshold_other:.3f}", flush=True)
    names = list(results)
    for s in splits:
        print(f"== {s} (rules + detector)")
        print(f"{'source':14s} {'kind':17s} " + " ".join(f"{n[:14]:>14s}" for n in names))
        for key in sorted(results[names[0]][s]):
            print(f"{key[0]:14s} {key[1]:17s} " + " ".join(f"{results[n][s][key]:14.1%}" for n in names))
    return 0


if __name__ == "__main__":
    sys.exit(main())
