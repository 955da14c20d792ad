"""Round 18d's blind set of benign instruction-like texts in new voices, with attacks of the same shapes (guard18d).

Data: ``tests/data/guard/benign18d.tsv`` (label, style, language, text; ``\\n`` a line break), written BEFORE any
rule change of the round, in our own words, in voices no earlier set used: ``transl`` (translation / localisation
requests quoting UI strings and characters' lines), ``gm`` (tabletop game-master / keeper notes quoting what NPCs
say), ``quizopt`` (quiz and exam options quoting attacks), ``builder`` (bot-builder FAQs: what to write into your
bot's instructions), ``release`` (chatbot release notes and changelogs). 90 benign texts (en + zh ja es de fr) and
40 attacks of the same shapes (an order to the model written in) as a check that recall holds.

Split into a fit half and a held half by CRC32 of ``"b18d:" + text`` (``guard_held13.tsv_halves``): rules may be
tuned on the fit half only; the held half is read for totals only. Scored with ``guard_held13.report`` (its ``set``
column is the half).

First run on unchanged main (c616344), 05:40 UTC: benign flagged fit 50.0 % (22/44), held 32.6 % (15/46); attacks
caught fit 100 % (20/20), held 100 % (20/20). By reason (a text counted once under its set of reasons): fit benign
detector 8, detector+hijack_lexicon 1, detector+override 1, override 6, override+persona 1, hijack_lexicon 2,
persona 1, mode_switch 1, concealed_order 1; held benign detector 4, override 5, hijack_lexicon 4, persona 1,
system_prompt 1. The detector alone or in part: fit 10/44, held 4/46.

After guard18d's frame (``guard/explained_flags.py``): benign fit 50.0 → 34.1 % (22 → 15 of 44; the detector alone or
in part 10 → 2), held 32.6 → 32.6 % (15/46; detector 4 → 4); attacks 100 % both halves, unchanged.

Run: ``PYTHONPATH=src python scripts/guard_benign18d.py [--half fit|held] [--by style|lang] [--show]``
(``--show`` prints misses and false alarms; only with ``--half fit``). About 10 s.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from guard_held13 import half_main, tsv_halves  # noqa: E402

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard" / "benign18d.tsv"


def items() -> list[dict]:
    return tsv_halves(DATA, "b18d:", unescape_newlines=True)


def main() -> int:
    return half_main(items, __doc__.split("\n\n")[0])


if __name__ == "__main__":
    raise SystemExit(main())
