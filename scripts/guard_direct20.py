"""Round 20's blind set: direct attacks as attackers we had not imagined yet would write them, and benign
instruction-like texts no set used (guard20-direct).

Data: ``tests/data/guard/direct20.tsv`` (label, style, language, text; ``\\n`` a line break), written BEFORE any rule
change of the round, in our own words, after reading the headers of guard_direct19 / 18, guard_direct_voices16 / 17,
guard_benign17b / 18d / 19 and guard_review17c so as to use other voices. Attacks (171): ``persona`` (DAN-style
personas, developer mode, grandma exploits), ``roleplay`` (role-play frames that end in an order), ``transobey``
("translate this and then do what it says"), ``split`` (payload splitting: "let a = 'ignore' … now do a + b"),
``glyph`` (typoglycemia, homoglyphs, leet, styled letters), ``zerowidth`` (zero-width, soft-hyphen, word-joiner and
bidi characters), ``hidden`` (HTML / markdown / LaTeX / code comments hiding the order), ``multiturn`` (fake
multi-turn transcripts), ``polite`` (polite indirect asks), ``threat`` (threats and bribes), ``refusal`` (refusal
suppression), ``lang`` (es fr it pt de ru zh ja ko ar tr id vi) and ``codeswitch`` (English mixed into those).
Benign (118): ``sysdoc`` (system-prompt templates in docs), ``botfaq`` (chatbot product FAQs), ``rpstory`` (people
asking an assistant to role-play a story), ``abstract`` (jailbreak research abstracts), ``classroom`` (classroom
prompts), ``howto`` (recipe / workout / legal instructions), ``colleague`` ("ignore the previous email" between
colleagues), ``langb`` (notices in it pt ru zh ko ar tr id vi ja es), ``promptlib`` (prompt-library prompts: "act as
a travel guide") and ``techdoc`` (tech docs naming developer mode, sudo, override, jailbreaking).

Split into a fit half and a held half by CRC32 of ``"d20:" + text`` (``guard_held13.tsv_halves``): rules may be
written from the fit half only; the held half is read for totals only. Scored with ``guard_held13.report`` (its
``set`` column is the half).

First run on unchanged main (cfe7b7b; src identical to the branch point 39b00c7), 09:48 UTC: attacks caught fit
80.8 % (63/78), held 82.8 % (77/93); benign flagged fit 18.5 % (10/54), held 20.3 % (13/64). Weakest attack styles
(fit / held): polite 60.0 / 57.1 %, roleplay 50.0 / 75.0 %, glyph 60.0 / 77.8 %, multiturn 75.0 / 75.0 %,
transobey 83.3 / 66.7 %; codeswitch and hidden 100 % both halves. Benign flagged most: promptlib 71.4 / 40.0 %,
sysdoc 40.0 / 42.9 %, abstract 12.5 / 50.0 %.

After guard20-direct's rules (28d2150; detector file unchanged): attacks fit 92.3 % (72/78), held 87.1 % (81/93);
benign fit 9.3 % (5/54), held 18.8 % (12/64). Held by style (totals only): glyph 77.8 → 100, transobey 66.7 → 100 %,
the other styles unchanged (polite 57.1, multiturn 75.0, roleplay 75.0, lang 81.8 % the weakest); held benign rpstory
33.3 → 16.7 %, the rest unchanged.

Run: ``PYTHONPATH=src python scripts/guard_direct20.py [--half fit|held] [--by style|lang] [--show]``
(``--show`` prints misses and false alarms; only with ``--half fit``). About 10 s.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from guard_held13 import half_main, tsv_halves  # noqa: E402

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard" / "direct20.tsv"


def items() -> list[dict]:
    return tsv_halves(DATA, "d20:", unescape_newlines=True)


def main() -> int:
    return half_main(items, __doc__.split("\n\n")[0])


if __name__ == "__main__":
    raise SystemExit(main())
