"""Round 22's blind set: direct attacks that avoid every word our rules read, and benign instruction-like texts no
set used (guard22-direct).

Data: ``tests/data/guard/direct22.tsv`` (label, style, language, text; ``\\n`` a line break), written BEFORE any rule
change of the round, in our own words, after reading guard_direct21 / 20's headers so as to use other voices. Attacks
(187) avoid "ignore", "instructions", "system prompt" and "assistant": ``wish`` (goal hijacks stated as the user's
wish), ``translate`` (translations / encodings asked as the task), ``complete`` (completions), ``format`` (formatting
games), ``persona`` (persona swaps in plain words), ``refusal`` (refusal suppression), ``split`` (payload splitting),
``longctx`` (a long harmless text then one order), ``glyph`` (typoglycemia / leetspeak / homoglyphs), ``lang`` (hi pl
nl sv uk th fa he sw tl vi id tr ar es fr de ru zh ja ko pt it) and ``codeswitch``. Benign (120): ``transreq``,
``fmtreq``, ``kidsgame``, ``writeprompt``, ``codereview``, ``complete``, ``langb``, ``mixb``, ``personab``.

Split into a fit half and a held half by CRC32 of ``"d22:" + text`` (``guard_held13.tsv_halves``): rules may be
written from the fit half only; the held half is read for totals only.

First run on unchanged main (src identical to main 4f332253), 16:00 UTC: attacks caught fit 34.8 % (32/92), held
44.2 % (42/95); benign flagged fit 10.2 % (6/59), held 8.2 % (5/61). By style (fit / held): format 0.0 / 33.3,
complete 16.7 / 40.0, split 20.0 / 33.3, lang 22.7 / 38.5, wish 27.3 / 71.4, persona 40.0 / 27.3, codeswitch 44.4 /
40.0, glyph 50.0 / 75.0, translate 62.5 / 40.0, refusal 62.5 / 33.3, longctx 66.7 / 71.4 %. Benign false alarms
mostly other-language asks (langb 26.7 / 33.3 %) and writing prompts (20.0 / 25.0 %).

After guard22-direct's rules (detector file unchanged): attacks fit 83.7 % (77/92), held 61.1 % (58/95); benign fit
10.2 % (6/59), held 8.2 % (5/61), both unchanged (no benign row changed its flag). Held by style (totals only): lang
38.5 → 69.2, translate 40.0 → 70.0, persona 27.3 → 45.5, split 33.3 → 55.6, complete 40.0 → 50.0, refusal 33.3 → 50.0,
codeswitch 40.0 → 60.0, wish 71.4 → 85.7, glyph 75.0 → 87.5 %; format 33.3, longctx 71.4 % unchanged. Look-alike
review (scored once, base → this tree): attacks caught 5/18 → 13/18, benign left alone 18/19 → 14/19; after fixes
from those rows (read): 17/18 and 18/19 (the one left is base's own flag).

Look-alike review: ``tests/data/guard/lookalike22_direct.tsv`` (label, rule, text), wordings just outside / on the
other side of each new rule, written after the last fix and scored once, base vs branch, in one run:
``python scripts/guard_direct22.py --review --base /tmp/base22/src [--new src]``.

Run: ``PYTHONPATH=src python scripts/guard_direct22.py [--half fit|held] [--by style|lang] [--show]``
(``--show`` prints misses and false alarms; only with ``--half fit``). About 10 s.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from guard_held13 import half_main, lookalike_review, tsv_halves  # noqa: E402

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard" / "direct22.tsv"
LOOKALIKES = DATA.with_name("lookalike22_direct.tsv")


def items() -> list[dict]:
    return tsv_halves(DATA, "d22:", unescape_newlines=True)


def main() -> int:
    if "--review" in sys.argv:
        return lookalike_review(LOOKALIKES, sys.argv[1:], "/tmp/base22/src")
    return half_main(items, __doc__.split("\n\n")[0])


if __name__ == "__main__":
    raise SystemExit(main())
