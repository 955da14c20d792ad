"""Compare detector files side by side on the dev and final splits of scripts/train_guard.py (rules + detector).

Run: ``.venv/bin/python scripts/guard_compare.py OLD.tsv.gz NEW.tsv.gz [--splits dev final]``. Prints, per
(split, source, kind), the share flagged (attacks, benign instruction-like) or altered (clean paragraphs) by the
rules alone and by the rules plus each detector, scored the way the guard ships it (the detector reads what the
rules left). Leet / spaced variants of the hijacks are added as bench/bench_guard.py does. ``--voices`` adds
round 11's blind set (scripts/guard_agent_voices.py) as splits ``voices-fit`` and ``voices-held``.
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

from groundwire.guard.detector import Detector
from groundwire.guard.neutralize import _sanitize_rules


def load(path: Path) -> Detector:
    return Detector.from_text(gzip.decompress(path.read_bytes()).decode("utf-8"), path.name)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("models", nargs="+", type=Path)
    ap.add_argument("--splits", nargs="+", default=["dev", "final"])
    ap.add_argument("--voices", action="store_true",
                    help="also score both halves of scripts/guard_agent_voices.py (splits voices-fit / voices-held)")
    args = ap.parse_args()
    dets = [load(p) for p in args.models]
    docs = [d for d in train_guard.load_all() if d.split in args.splits]
    docs += [obfuscated(d, how) for d in docs if d.kind == "hijack" for how in ("leet", "spaced")]
    if args.voices:
        docs += [d for half in ("fit", "held") for d in train_guard.load_voices((half,), f"voices-{half}")]
    counts: dict[tuple[str, str, str], list[int]] = defaultdict(lambda: [0] * (len(dets) + 2))
    for d in docs:
        r = _sanitize_rules(d.text)
        by_rules = r.suspicious if d.kind != "clean" else r.text != d.text
        row = counts[(d.split, d.source, d.kind)]
        row[0] += 1
        row[1] += by_rules
        for i, det in enumerate(dets):
            row[2 + i] += by_rules or (bool(r.text.strip()) and bool(det.flagged(r.text)))
    names = [p.name[:16] for p in args.models]
    print(f"{'split':6s} {'source':14s} {'kind':17s} {'n':>6s} {'rules':>7s} " + " ".join(f"{n:>16s}" for n in names))
    for (split, src, kind), row in sorted(counts.items()):
        n = row[0]
        print(f"{split:6s} {src:14s} {kind:17s} {n:6d} {row[1] / n:7.1%} "
              + " ".join(f"{row[2 + i] / n:16.1%}" for i in range(len(dets))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
