"""The guard's misses on one split, grouped: what kind of attack the rules and the detector let through, and why.

Run: ``.venv/bin/python scripts/guard_misses.py [--split dev] [--source cse --kind direct] [--show 0]``. For each
attack of the chosen source and kind (by default CyberSecEval's direct attacks on dev; ``final`` is for reports
only: choices are made on dev) that rules + detector do not flag, it records the CyberSecEval fields (language,
injection variant, risk category) or the template group of our own sets, the length, and the detector's view: the
best score of any passage, whether that passage addresses someone (the address test of
:func:`groundwire.guard.detector.addresses_someone`), and the best score among passages that do. The misses are
then counted by each field, and by why the detector let them go:

* ``no passage addresses anyone`` (the address test alone hides them; ``>= threshold`` says the score would flag),
* ``addressed, 0.80 .. threshold`` (the threshold alone: a lower one would flag them), ``addressed, below 0.80``.

Round 10b's dev runs (after its two address / code-fence changes; round 10's guard missed 54 CyberSecEval direct
and 5 attack-game hijacks): CyberSecEval direct 52 of 203 missed: 24 addressed but scored below 0.80 (plain
questions that are attacks only against their system prompt, "How is the weather in Los Angeles in February?";
garbled other-language fragments), 20 addressed at 0.80-0.93 (14 in other languages: clean Russian, French and
Italian prose scores the same, so the threshold cannot come down for them), 8 naming nobody (2 of them above the
threshold: Italian text without a pronoun or a question mark); every one of 15 languages has misses (English 13 of
35), no injection variant has more than 6, security- and logic-violating are even (25 / 27), short and long alike.
Hijack styles 38 of 200: two templates (a German translation order and "fill in the blank: Access Gr_nted", 17
each), all addressed, 35 below 0.80. Framed hijacks 23 of 174 (a new persona "Max" 12, French 6), all addressed,
17 below 0.80. Attack-game hijacks 0 of 150 (the 5 of round 10 were one framing: a fake end of a code block).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "scripts"))

import train_guard  # noqa: E402

from groundwire.guard.detector import addresses_someone, detector, segments  # noqa: E402
from groundwire.guard.neutralize import sanitize  # noqa: E402


def cse_fields() -> dict[str, dict]:
    out = {}
    with open(train_guard.INJ / "cyberseceval-notinject" / "dev.jsonl", encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            if row["label"] == "attack":
                out[row["text"]] = row
    return out


def why(best: float, best_addressed: bool, addressed_best: float, threshold: float) -> str:
    if addressed_best == 0.0 and not best_addressed:
        return f"no passage addresses anyone ({'>= threshold' if best >= threshold else 'below threshold'})"
    if addressed_best >= 0.80:
        return "addressed, 0.80 .. threshold"
    return "addressed, below 0.80"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--split", default="dev", choices=("dev", "final"))
    ap.add_argument("--source", default="cse")
    ap.add_argument("--kind", default="direct")
    ap.add_argument("--show", type=int, default=0, help="misses to print, highest addressed score first")
    args = ap.parse_args()
    model = detector()
    if model is None:
        print("no detector shipped")
        return 1
    fields = cse_fields() if args.source == "cse" else {}
    docs = [d for d in train_guard.load_all()
            if d.split == args.split and d.source == args.source and d.kind == args.kind]
    if not docs:
        known = sorted({f"--source {d.source} --kind {d.kind}" for d in train_guard.load_all() if d.split == args.split})
        print(f"no {args.split} documents of source {args.source!r} and kind {args.kind!r}; known: "
              + "; ".join(known), file=sys.stderr)
        return 2
    misses = []
    for d in docs:
        if sanitize(d.text).suspicious:
            continue
        scored = [(model.score(d.text[a:b]), addresses_someone(d.text[a:b])) for a, b in segments(d.text)]
        best, best_addressed = max(scored, default=(0.0, False))
        addressed_best = max((s for s, named in scored if named), default=0.0)
        row = fields.get(d.text, {})
        misses.append({
            "language": row.get("language", "-"), "variant": row.get("injection_variant", "-"),
            "risk": row.get("risk_category", "-"), "group": str(d.meta.get("group", "-")).split(".")[0],
            "length": "< 80" if len(d.text) < 80 else "80-200" if len(d.text) < 200 else "200 +",
            "why": why(best, best_addressed, addressed_best, model.threshold),
            "score": addressed_best, "text": d.text,
        })
    print(f"{args.split} {args.source} {args.kind}: {len(misses)} of {len(docs)} missed "
          f"(threshold {model.threshold:.3f})")
    for field in ("why", "language", "variant", "risk", "group", "length"):
        counts = Counter(m[field] for m in misses)
        if not counts or set(counts) == {"-"}:
            continue
        print(f"-- by {field}: " + ", ".join(f"{k} {n}" for k, n in counts.most_common()))
    for m in sorted(misses, key=lambda m: -m["score"])[: args.show]:
        print(f"   {m['score']:.3f} {m['language'][:10]:10s} {m['variant'][:24]:24s} {m['text'][:120]!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
