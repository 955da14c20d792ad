"""guard-benign14's blind set (``tests/data/guard/benign_voices14.tsv``): benign instruction-like text in voices no
earlier set used (IT tickets, onboarding docs, game walkthroughs, exam rules, parental-control guides, security
awareness training that quotes phishing, prompt-engineering tutorials quoting prompts, customer-support macros, legal
notices, moderation policies, to-do lists; en, es, de, fr, pt, it, zh, ja, ru) and attack twins in the same voices
(an order to the AI reading the text). Written before any change of the round, never trained on.

Split by CRC32 of the text (even → ``fit``, odd → ``held``): fixes come only from the fit half's flags; the held half
is reported before / after and never read for a choice. A text counts as flagged when ``sanitize`` marks it
suspicious, bare or inside one carrier of ``scripts/guard_agent_voices.py`` (as ``guard_benign_voices.py`` counts).

Run: ``PYTHONPATH=src python scripts/guard_benign_voices14.py [--show fit] [--by lang|voice]`` (``--show`` lists
that half's flagged benign texts and missed attacks; never use it on ``held`` before the round ends).
"""

from __future__ import annotations

import argparse
import sys
import zlib
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data" / "guard" / "benign_voices14.tsv"


def half_of(text: str) -> str:
    return "fit" if zlib.crc32(("benign14:" + text).encode("utf-8")) % 2 == 0 else "held"


def items(path: Path = DATA) -> list[dict]:
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        label, voice, lang, text = line.split("\t", 3)
        text = text.replace("\\n", "\n")
        out.append({"label": label, "voice": voice, "lang": lang, "text": text, "half": half_of(text)})
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--show", choices=("fit", "held"), help="list that half's wrong decisions")
    ap.add_argument("--by", choices=("voice", "lang"), help="also break the figures down by this")
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT / "scripts"))
    import groundwire  # noqa: PLC0415
    from guard_benign_voices import _carrier  # noqa: PLC0415

    from groundwire.guard.neutralize import sanitize  # noqa: PLC0415

    print(f"groundwire from {groundwire.__file__}", file=sys.stderr)
    counts: dict[tuple[str, str, str], list[int]] = defaultdict(lambda: [0, 0])
    for it in items():
        bare = sanitize(it["text"])
        cname, ctext = _carrier(it["text"])
        wrapped = sanitize(ctext)
        hit = bare.suspicious or wrapped.suspicious
        for g in ["all"] + ([f"{args.by}={it[args.by]}"] if args.by else []):
            c = counts[(it["label"], it["half"], g)]
            c[0] += hit
            c[1] += 1
        if args.show == it["half"] and hit != (it["label"] == "attack"):
            why = [(x.reason, x.text[:60]) for x in (bare.removed or wrapped.removed)]
            where = "bare" if bare.suspicious else cname
            print(f"{'FLAG' if hit else 'MISS'} [{it['voice']}/{it['lang']}/{where}] {it['text'][:90]!r} -> {why}")
    print(f"{'label':6} {'half':5} {'group':16} {'n':>4} flagged")
    for (label, half, g), (hit, n) in sorted(counts.items()):
        print(f"{label:6} {half:5} {g:16} {n:4d} {hit:4d} {hit / n:6.1%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
