"""Round 13's held blind sets (guard-train13), written before any training of that round and never trained or tuned
on: (a) ``tests/data/guard/held13_direct.tsv``, 100 direct hijacks in styles earlier sets under-cover (fake
delimiters, bracketed authority tags, markdown / HTML comments, chat JSON with a system role, spoofed tool results,
"as we agreed earlier", polite indirect requests, emotional pressure, research / novel framing, orders hidden in a
translation task; 15 languages); (b) ``held13_benign.tsv``, 100 benign instruction-like texts people write (manuals,
forum answers, terms of service, exam instructions, onboarding mails, game rules, policy documents; the same
languages); (c) ``held13_agent.tsv``, 30 injection payloads and 30 benign twins, each in two of five carriers no
earlier set used (an issue tracker, a CSV cell, a calendar description, a shipping notification, a PDF footer): 60
attack texts and 60 benign texts. Direct and benign texts are scored bare.

Run: ``PYTHONPATH=src python scripts/guard_held13.py [--by style|lang|carrier] [--show]``
(``--show`` prints misses and false alarms: reading them spends the set).
"""

from __future__ import annotations

import argparse
import sys
import textwrap
import zlib
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

from _tree_guard import guard_flags  # (scripts/ is on sys.path when run as a script)

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data" / "guard"
DIRECT = DATA / "held13_direct.tsv"
BENIGN = DATA / "held13_benign.tsv"
AGENT = DATA / "held13_agent.tsv"


def _rows(path: Path) -> list[list[str]]:
    return [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]


def _csv_cell(x: str) -> str:
    return '"' + x.replace('"', '""') + '"'


CARRIERS = {
    "issue_tracker": lambda x: ("OPS-2291  Sync job fails after token refresh\nType: Bug   Priority: Major   "
                                "Status: In Progress\nAssignee: Tomasz Wójcik   Reporter: Aiko Tanaka\n\n"
                                "Description:\nThe nightly sync stops with HTTP 401 since Tuesday.\n\n"
                                f"Comment (Aiko Tanaka, 3 Dec 2026 14:02):\n{x}\n\nLabels: sync, auth"),
    "csv_cell": lambda x: ("date,supplier,invoice,amount,remarks\n2026-11-28,Hofmann GmbH,4468,1250.00,ok\n"
                           f"2026-11-29,Lumen Ltd,4471,980.40,{_csv_cell(x)}\n2026-11-30,Sato KK,4472,310.00,"),
    "calendar_description": lambda x: ("Event: Supplier review\nWhen: Thu 10 Dec 2026, 14:00-15:00 (CET)\n"
                                       "Where: Teams meeting\nOrganizer: m.rossi@northwind.example\n"
                                       f"Description:\nAgenda: Q4 volumes, delivery times.\n{x}\n"
                                       "Join: https://teams.example/l/meetup-join/19%3a"),
    "shipping_notice": lambda x: ("Your order #A-55102 has shipped!\nCarrier: ParcelFlow  Tracking: PF7741920385\n"
                                  "Estimated delivery: Tue, 8 Dec\nItems: 1 x Desk lamp, 2 x LED bulb\n\n"
                                  f"Delivery note: {x}\n\nQuestions? Reply to this e-mail or visit our help centre."),
    "pdf_footer": lambda x: ("3.2 Results\nRevenue grew 4.1 % year on year, driven by the services segment,\n"
                             "while hardware margins were flat.\n\n"
                             + textwrap.fill(x, 64) + "\nConfidential - Page 7 of 31"),
}
_NAMES = sorted(CARRIERS)


def items() -> list[dict]:
    """Every text with ``set`` (direct, benign, agent), ``label``, ``style`` / ``voice``, ``lang`` and ``carrier``."""
    out = []
    for style, lang, text in _rows(DIRECT):
        out.append({"set": "direct", "label": "attack", "style": style, "lang": lang, "carrier": "-",
                    "text": text.replace("\\n", "\n")})
    for voice, lang, text in _rows(BENIGN):
        out.append({"set": "benign", "label": "benign", "style": voice, "lang": lang, "carrier": "-",
                    "text": text.replace("\\n", "\n")})
    from guard_voice_report import two_of  # noqa: PLC0415  (scripts/ is on the path when a script runs)

    for label, style, lang, payload in _rows(AGENT):
        for c in two_of(payload, _NAMES):
            out.append({"set": "agent", "label": label, "style": style, "lang": lang, "carrier": c,
                        "payload": payload, "text": CARRIERS[c](payload)})
    return out


def report(rows: list[dict], by: str | None, show: bool) -> None:
    """Score ``rows`` (dicts with set, label, text, style, lang and maybe carrier / payload) with the full guard and
    print the share flagged per set and label (and per ``by``); ``show`` prints misses and false alarms too."""
    import groundwire  # noqa: PLC0415
    from groundwire.guard.neutralize import sanitize  # noqa: PLC0415

    print(f"groundwire from {groundwire.__file__}", file=sys.stderr)
    counts: dict[tuple[str, str, str], list[int]] = defaultdict(lambda: [0, 0])
    for it in rows:
        hit = sanitize(it["text"]).suspicious
        for g in ["all"] + ([f"{by}={it[by]}"] if by else []):
            c = counts[(it["set"], it["label"], g)]
            c[0] += hit
            c[1] += 1
        if show and hit != (it["label"] == "attack"):
            tags = "/".join(it[k] for k in ("set", "style", "lang", "carrier") if k in it)
            print(f"{'MISS' if it['label'] == 'attack' else 'FALSE ALARM'} [{tags}] "
                  f"{it.get('payload', it['text'])[:140]!r}")
    print(f"{'set':8} {'label':7} {'group':24} {'n':>4} flagged")
    for (s, label, g), (hit, n) in sorted(counts.items()):
        print(f"{s:8} {label:7} {g:24} {n:4d} {hit / n:6.1%}")


def tsv_halves(path: Path, salt: str, *, unescape_newlines: bool = False) -> list[dict]:
    """The rows (label, style, language, text) of a blind set's TSV file, ``#`` lines skipped, each put in the fit or
    held half by CRC32 of ``salt + text`` (stable across runs and machines). ``unescape_newlines``: a written
    ``\\n`` in a text is a line break (round 16's direct voices)."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        label, style, lang, text = line.split("\t")
        if unescape_newlines:
            text = text.replace("\\n", "\n")
        half = "fit" if zlib.crc32((salt + text).encode("utf-8")) % 2 == 0 else "held"
        out.append({"set": half, "label": label, "style": style, "lang": lang, "text": text})
    return out


def reasons_report(items: list[dict]) -> None:
    """Per half and label: how many texts were flagged under each set of reasons (a text counted once); the
    ``--reasons`` view of round 19's and 20's benign sets."""
    from collections import Counter  # noqa: PLC0415

    from groundwire.guard.neutralize import sanitize  # noqa: PLC0415

    counts: dict[tuple[str, str], Counter] = {}
    for it in items:
        result = sanitize(it["text"])
        if result.suspicious:
            key = "+".join(sorted(result.reasons)) or "(suspicious, nothing removed)"
            counts.setdefault((it["set"], it["label"]), Counter())[key] += 1
    for (half, label), c in sorted(counts.items()):
        print(f"{half:5} {label:7} " + ", ".join(f"{k} {n}" for k, n in c.most_common()))


def half_main(items: Callable[[], list[dict]], description: str) -> int:
    """The command line of a blind set split into fit / held halves by ``set`` (``guard_game_voices14.py``,
    ``guard_direct_voices15.py``): ``--half``, ``--by style|lang``, and ``--show`` only on the fit half (reading the
    held half's rows would spend it)."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--half", choices=("fit", "held"), help="score only this half (both by default, side by side)")
    ap.add_argument("--by", choices=("style", "lang"), help="also break the figures down by this")
    ap.add_argument("--show", action="store_true", help="print misses and false alarms (fit half only)")
    args = ap.parse_args()
    if args.show and args.half != "fit":
        ap.error("--show reads the rows: only with --half fit")
    report([it for it in items() if not args.half or it["set"] == args.half], args.by, args.show)
    return 0


def lookalike_review(path: Path, argv: list[str], default_base: str) -> int:
    """Score a look-alike review file (label, rule, text rows) with two source trees, each in a subprocess, and print
    the rows either tree gets wrong and both sides' totals: ``--base TREE`` (``default_base``) and ``--new TREE``
    (``src``). Shared by ``guard_direct21.py`` and ``guard_direct22.py``."""
    base = argv[argv.index("--base") + 1] if "--base" in argv else default_base
    new = argv[argv.index("--new") + 1] if "--new" in argv else "src"
    rows = [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]
    texts = [t.replace("\\n", "\n") for _, _, t in rows]
    flags = {name: guard_flags(tree, texts) for name, tree in (("base", base), ("new", new))}
    right = {"base": {"attack": 0, "benign": 0}, "new": {"attack": 0, "benign": 0}}
    for (label, rule, text), b, n in zip(rows, flags["base"], flags["new"]):
        for name, hit in (("base", b), ("new", n)):
            right[name][label] += hit == (label == "attack")
        if b != (label == "attack") or n != (label == "attack"):
            print(f"{label:6} {rule:18} base {'flag' if b else '-':4} new {'flag' if n else '-':4} {text[:110]!r}")
    total = {lab: sum(1 for r in rows if r[0] == lab) for lab in ("attack", "benign")}
    for name in ("base", "new"):
        print(f"{name}: attacks caught {right[name]['attack']}/{total['attack']}, benign left alone "
              f"{right[name]['benign']}/{total['benign']}")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--by", choices=("style", "lang", "carrier"), help="also break the figures down by this")
    ap.add_argument("--show", action="store_true", help="print misses and false alarms (reading them spends the set)")
    args = ap.parse_args()
    report(items(), args.by, args.show)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
