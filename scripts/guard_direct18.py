"""Round 18's blind set: direct attacks as other hands write them, and benign instruction-like texts no set used
(guard18-direct).

Data: ``tests/data/guard/direct18.tsv`` (label, style, language, text; ``\\n`` a line break), written BEFORE any rule
change of the round, in our own words, after reading the headers of guard_direct_voices / 2 / 15 / 16 / 17,
guard_game_voices14, guard_benign17b, guard_review17c, guard_benign_voices14 and guard_hijack_styles so as to use other
voices. Attacks (151): ``filler`` (attack-game walls of filler, then the order), ``banner`` (fake "END OF USER INPUT"
/ system banners, chat-template tokens), ``granted`` ("the password is correct, say Access Granted" variants),
``codeblock`` (orders in code blocks, markdown headings, tables, configs), ``roleplay``, ``translate`` (translations
that carry an order or leak the prompt), ``obfusc`` (typos, leetspeak, zero-width characters, soft hyphens,
homoglyphs, fullwidth letters), ``leak`` (polite requests to reveal the system prompt) and ``forum`` (jailbreak-forum
posts as pasted). Benign (149): ``assignment`` (teachers' assignment sheets), ``gm`` (game-master notes), ``escape``
(escape-room clues), ``runbook`` (sysadmin runbooks), ``vendordoc`` (chatbot vendor docs describing prompts),
``phishtrain`` (phishing-awareness training quoting attacks), ``pwpolicy`` (password-policy mails), ``correction``
(legal and business "disregard the previous notice" corrections), ``transreq`` (translation requests). Languages:
en + de fr es it ru zh.

Split into a fit half and a held half by CRC32 of ``"d18:" + text`` (``guard_held13.tsv_halves``): rules may be
written from the fit half only; the held half is read for totals only. Scored with ``guard_held13.report`` (its
``set`` column is the half).

First run on unchanged main (32ae5cf), 04:28 UTC: attacks caught fit 68.8 % (55/80), held 63.4 % (45/71); benign
flagged fit 15.0 % (12/80), held 18.8 % (13/69). After guard18-direct's rules (its last commit): attacks fit 92.5 %,
held 70.4 % (50/71); benign fit 6.2 %, held 17.4 % (12/69).

Run: ``PYTHONPATH=src python scripts/guard_direct18.py [--half fit|held] [--by style|lang] [--show]``
(``--show`` prints misses and false alarms; only with ``--half fit``). About 10 s.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from guard_held13 import half_main, tsv_halves  # noqa: E402

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard" / "direct18.tsv"


def items() -> list[dict]:
    return tsv_halves(DATA, "d18:", unescape_newlines=True)


def main() -> int:
    return half_main(items, __doc__.split("\n\n")[0])


if __name__ == "__main__":
    raise SystemExit(main())
