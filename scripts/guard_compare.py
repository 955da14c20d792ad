"""Compare detector files side by side on the dev and final splits of scripts/train_guard.py (rules + detector).

Run: ``.venv/bin/python scripts/guard_compare.py OLD.tsv.gz NEW.tsv.gz [--splits dev final]``. Prints, per
(split, source, kind), the share flagged (attacks, benign instruction-like) or altered (clean paragraphs) by the
rules alone and by the rules plus each detector, scored the way the guard ships it (the detector reads what the
rules left). Leet / spaced variants of the hijacks are added as bench/bench_guard.py does. ``--voices`` adds
round 11's blind set (scripts/guard_agent_voices.py) as splits ``voices-fit`` and ``voices-held``. ``--blind`` (round
12b) adds the blind sets that were scored by their own scripts with the shipped file only: the benign voices of
scripts/guard_benign_voices.py (round 11c's fit / held halves, wave 2, wave 3 and wave 3's probe attacks; a text counts
as flagged when it is flagged bare or inside its carrier, as that script counts) and round 12's direct set
(scripts/guard_direct_voices.py, attacks and benign twins, fit / held halves, scored bare); source ``benign_voices`` /
``direct_voices``, the half or wave as split; round 12b's second direct set (scripts/guard_direct_voices2.py, held
entirely) as split ``held2``. ``--held13`` (round 13) adds scripts/guard_held13.py's three held sets, source ``held13``,
splits ``h13-direct`` (attacks, bare), ``h13-benign`` (instruction-like, bare) and ``h13-agent`` (attacks and benign
twins in their carriers). ``--held13b`` (round 13b) adds scripts/guard_held13b.py's deciding set, source ``held13b``,
splits ``h13b-direct``, ``h13b-embedded`` (attacks, carrier written in), ``h13b-benign`` (instruction-like) and
``h13b-chat`` (kind ``chat``: chat lines about secrets, admins, passwords, games), all scored bare.
"""

from __future__ import annotations

import argparse
import gzip
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "bench"))

import train_guard
from bench_guard import obfuscated

import guard_benign_voices
import guard_direct_voices
import guard_direct_voices2
import guard_held13
import guard_held13b

from groundwire.guard.detector import Detector
from groundwire.guard.neutralize import _sanitize_rules


def load(path: Path) -> Detector:
    return Detector.from_text(gzip.decompress(path.read_bytes()).decode("utf-8"), path.name)


def blind_docs() -> list[train_guard.Doc]:
    """The blind sets scored by their own scripts (see the module doc); ``meta["also"]``: the carrier-wrapped text,
    which counts as flagged when either is."""
    docs = []
    for path in (guard_benign_voices.DATA, guard_benign_voices.WAVE2, guard_benign_voices.WAVE3,
                 guard_benign_voices.PROBES):
        for r in guard_benign_voices.rows(path):
            attack = r["half"] == "probes"
            docs.append(train_guard.Doc(r["text"], int(attack), "benign_voices",
                                        "embedded" if attack else "instruction_like", r["half"],
                                        meta={"also": [guard_benign_voices._carrier(r["text"])[1]], "lang": r["lang"]}))
    for it in guard_direct_voices.items():
        attack = it["label"] == "attack"
        docs.append(train_guard.Doc(it["text"], int(attack), "direct_voices", "direct" if attack else "instruction_like",
                                    it["half"], meta={"lang": it["lang"]}))
    for it in guard_direct_voices2.items():
        attack = it["label"] == "attack"
        kind = "direct" if attack else "instruction_like"
        docs.append(train_guard.Doc(it["text"], int(attack), "direct_voices", kind, "held2", meta={"lang": it["lang"]}))
    return docs


def held13_docs() -> list[train_guard.Doc]:
    """scripts/guard_held13.py's sets: split ``h13-<set>``, source ``held13``."""
    docs = []
    for it in guard_held13.items():
        attack = it["label"] == "attack"
        kind = ("direct" if it["set"] == "direct" else "embedded") if attack else "instruction_like"
        docs.append(train_guard.Doc(it["text"], int(attack), "held13", kind, f"h13-{it['set']}",
                                    meta={"lang": it["lang"]}))
    return docs


def held13b_docs() -> list[train_guard.Doc]:
    """scripts/guard_held13b.py's sets: split ``h13b-<set>``, source ``held13b``."""
    kinds = {"direct": "direct", "embedded": "embedded", "benign": "instruction_like", "chat": "chat"}
    return [train_guard.Doc(it["text"], int(it["label"] == "attack"), "held13b", kinds[it["set"]], f"h13b-{it['set']}",
                            meta={"lang": it["lang"]}) for it in guard_held13b.items()]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("models", nargs="+", type=Path)
    ap.add_argument("--splits", nargs="+", default=["dev", "final"])
    ap.add_argument("--voices", action="store_true",
                    help="also score both halves of scripts/guard_agent_voices.py (splits voices-fit / voices-held)")
    ap.add_argument("--blind", action="store_true",
                    help="also score the benign voices (fit, held, wave 2, wave 3, probes) and round 12's direct set")
    ap.add_argument("--held13", action="store_true", help="also score round 13's held sets (scripts/guard_held13.py)")
    ap.add_argument("--held13b", action="store_true",
                    help="also score round 13b's deciding held set (scripts/guard_held13b.py)")
    ap.add_argument("--by-lang", action="store_true", help="with --blind: also break the blind benign sets down by language")
    args = ap.parse_args()
    if missing := [str(p) for p in args.models if not p.is_file()]:
        ap.error(f"no detector file: {', '.join(missing)}")
    dets = [load(p) for p in args.models]
    docs = [d for d in train_guard.load_all() if d.split in args.splits]
    docs += [obfuscated(d, how) for d in docs if d.kind == "hijack" for how in ("leet", "spaced")]
    if args.voices:
        docs += [d for half in ("fit", "held") for d in train_guard.load_voices((half,), f"voices-{half}")]
    if args.blind:
        docs += blind_docs()
    if args.held13:
        docs += held13_docs()
    if args.held13b:
        docs += held13b_docs()
    counts: dict[tuple[str, str, str], list[int]] = defaultdict(lambda: [0] * (len(dets) + 2))
    for d in docs:
        texts = [d.text, *d.meta.get("also", ())]
        results = [_sanitize_rules(t) for t in texts]
        by_rules = any(r.suspicious for r in results) if d.kind != "clean" else results[0].text != d.text
        keys = [(d.split, d.source, d.kind)]
        if args.by_lang and d.source == "benign_voices":
            keys.append((d.split, d.source, f"{d.kind} {d.meta['lang']}"))
        for key in keys:
            row = counts[key]
            row[0] += 1
            row[1] += by_rules
            for i, det in enumerate(dets):
                row[2 + i] += by_rules or any(bool(r.text.strip()) and bool(det.flagged(r.text)) for r in results)
    names = [p.name[:16] for p in args.models]
    print(f"{'split':10s} {'source':14s} {'kind':17s} {'n':>6s} {'rules':>7s} " + " ".join(f"{n:>16s}" for n in names))
    for (split, src, kind), row in sorted(counts.items()):
        n = row[0]
        print(f"{split:10s} {src:14s} {kind:17s} {n:6d} {row[1] / n:7.1%} "
              + " ".join(f"{row[2 + i] / n:16.1%}" for i in range(len(dets))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
