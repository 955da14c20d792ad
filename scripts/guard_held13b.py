"""Round 13b's deciding held set (guard-ship13), written before any training of the round and never trained or tuned
on: (a) ``tests/data/guard/held13b_direct.tsv``, 60 direct hijacks (overrides, prompt leaks, password games and
"access granted" phrases, personas, refusal suppression, fake delimiters, authority claims, exfiltration links);
(b) ``held13b_embedded.tsv``, 40 attacks inside tool output and documents, the carrier written in (e-mails, reviews,
READMEs, code comments, web pages, chat logs, search snippets, invites, tickets, a CV, JSON, PDFs, receipts);
(c) ``held13b_benign.tsv``, 80 benign instruction-like texts (manuals, reset mails, landlord and club notices, game
rules, onboarding, moderators' guides); (d) ``held13b_chat.tsv``, 40 benign chat lines about secrets, group admins,
passwords, games and access in its ordinary senses. 14-15 languages each; every text scored bare.

Run: ``PYTHONPATH=src python scripts/guard_held13b.py [--by style|lang] [--show]`` (``--show`` prints misses and
false alarms: reading them spends the set). Each look at a candidate is to be reported (at most 3 candidates).
"""

from __future__ import annotations

import argparse
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data" / "guard"
FILES = {"direct": ("attack", DATA / "held13b_direct.tsv"), "embedded": ("attack", DATA / "held13b_embedded.tsv"),
         "benign": ("benign", DATA / "held13b_benign.tsv"), "chat": ("benign", DATA / "held13b_chat.tsv")}


def _rows(path: Path) -> list[list[str]]:
    return [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]


def items() -> list[dict]:
    """Every text with ``set`` (direct, embedded, benign, chat), ``label``, ``style`` and ``lang``."""
    return [{"set": name, "label": label, "style": style, "lang": lang, "text": text.replace("\\n", "\n")}
            for name, (label, path) in FILES.items() for style, lang, text in _rows(path)]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--by", choices=("style", "lang"), help="also break the figures down by this")
    ap.add_argument("--show", action="store_true", help="print misses and false alarms (reading them spends the set)")
    args = ap.parse_args()
    import guard_held13  # noqa: PLC0415  (the same scoring and table as round 13's held sets)

    guard_held13.report(items(), args.by, args.show)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
