"""Round 11c's blind benign set: instruction-like text people really write, in voices no earlier round used
(``tests/data/guard/benign_voices.tsv``: IT helpdesk steps, HR mail, recipes, game rules, assembly manuals,
customer-service scripts, code review, commits, CI logs, runbooks, teachers, prompt-engineering talk, security
training that quotes attacks, support macros, colleague chat; en, zh, es, de, fr, ja).

Every text is scored bare and inside one carrier of ``scripts/guard_agent_voices.py`` (chosen by its hash); a text
counts as flagged when the guard marks either suspicious. Split by CRC32 of the text (even → ``fit``, odd →
``held``): round 11c fixes only from the fit half's flags; the held half is reported before / after and never read
for a choice. Never trained on.

Wave 2 (``benign_voices_wave2.tsv``, ``--wave2``): 76 texts written after the held half was read and before any fix
drawn from it, held entirely.

Wave 3 (``benign_voices_wave3.tsv``, ``--wave3``, round 12): 207 texts in voices no earlier wave used (support chats,
Stack Overflow answers, school newsletters, legal notices, parenting forums, pharmacy leaflets, game walkthroughs, Jira
tickets, API docs, prompt-engineering tutorials, e-mail etiquette, ...; en, es, de, fr, pt, it, ru, zh, ja, ko), written
before any change of that round, held entirely. ``--probes`` scores the attacks written beside it in the same voices
(``benign_voices_wave3_probes.tsv``): there "flagged" is recall, and ``--flags probes`` prints the ones let through.

Run: ``PYTHONPATH=src python scripts/guard_benign_voices.py [--wave2 | --wave3 | --probes]
[--flags fit|held|wave2|wave3|probes] [--by voice|lang]``.
"""

from __future__ import annotations

import argparse
import sys
import zlib
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data" / "guard" / "benign_voices.tsv"
WAVE2 = ROOT / "tests" / "data" / "guard" / "benign_voices_wave2.tsv"  # written after the held half was read: held
WAVE3 = ROOT / "tests" / "data" / "guard" / "benign_voices_wave3.tsv"  # round 12, before any change: held
PROBES = ROOT / "tests" / "data" / "guard" / "benign_voices_wave3_probes.tsv"  # attacks in wave 3's voices
_HELD_WHOLE = {WAVE2: "wave2", WAVE3: "wave3", PROBES: "probes"}


def half_of(text: str) -> str:
    return "fit" if zlib.crc32(("benign11c:" + text).encode("utf-8")) % 2 == 0 else "held"


def rows(path: Path = DATA) -> list[dict]:
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        voice, lang, text = line.split("\t", 2)
        text = text.replace("\\n", "\n")
        out.append({"voice": voice, "lang": lang, "text": text, "half": _HELD_WHOLE.get(path) or half_of(text)})
    return out


def _carrier(text: str) -> tuple[str, str]:
    sys.path.insert(0, str(ROOT / "scripts"))
    from guard_agent_voices import _NAMES, CARRIERS  # noqa: PLC0415

    name = _NAMES[zlib.crc32(text.encode("utf-8")) % len(_NAMES)]
    return name, CARRIERS[name](text)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--flags", choices=("fit", "held", "wave2", "wave3", "probes"),
                    help="print that half's flagged texts and why (probes: the attacks let through)")
    which = ap.add_mutually_exclusive_group()
    which.add_argument("--wave2", action="store_true", help="score wave 2 (held entirely) instead")
    which.add_argument("--wave3", action="store_true", help="score wave 3 (round 12, held entirely) instead")
    which.add_argument("--probes", action="store_true", help="score wave 3's look-alike attacks (recall) instead")
    ap.add_argument("--by", choices=("voice", "lang"), help="also break the figures down by this")
    args = ap.parse_args()
    import groundwire  # noqa: PLC0415
    from groundwire.guard.neutralize import sanitize  # noqa: PLC0415

    print(f"groundwire from {groundwire.__file__}", file=sys.stderr)
    counts: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    path = WAVE2 if args.wave2 else WAVE3 if args.wave3 else PROBES if args.probes else DATA
    for r in rows(path):
        bare = sanitize(r["text"])
        cname, ctext = _carrier(r["text"])
        wrapped = sanitize(ctext)
        hit = bare.suspicious or wrapped.suspicious
        for g in ["all"] + ([f"{args.by}={r[args.by]}"] if args.by else []):
            c = counts[(r["half"], g)]
            c[0] += hit
            c[1] += bare.suspicious
            c[2] += wrapped.suspicious
            c[3] += 1
        if args.flags == r["half"] and hit != (r["half"] == "probes"):
            why = [(x.reason, x.text[:70]) for x in (bare.removed or wrapped.removed)]
            where = "bare" if bare.suspicious else cname
            print(f"FLAG [{r['voice']}/{r['lang']}/{where}] {r['text'][:100]!r} -> {why}")
    print(f"{'half':5} {'group':20} {'n':>4} flagged  bare  in-carrier")
    for (half, g), (hit, b, w, n) in sorted(counts.items()):
        print(f"{half:5} {g:20} {n:4d} {hit / n:6.1%} {b / n:6.1%} {w / n:6.1%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
