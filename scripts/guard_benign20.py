"""Round 20's blind set of benign instruction-like texts in new voices, with attacks of the same shapes (guard20-benign).

Data: ``tests/data/guard/benign20.tsv`` (label, style, language, text; ``\\n`` a line break), written BEFORE any
rule change of the round, in our own words, in voices no earlier set used: ``helpdesk`` (IT helpdesk macros and
canned replies), ``onboarding`` (onboarding checklists), ``gamemaster`` (game-master / escape-room / quiz host
scripts), ``kidsclub`` (kids' coding-club worksheets about chatbots), ``seo`` (SEO guides), ``promptlib``
(prompt-library prompts "Act as a travel planner…" a USER pastes to ask for help), ``ocr`` (OCR of settings pages),
``tos`` (terms of service), ``exam`` (exam instructions), ``noreply`` ("do not reply to this email" footers), ``tm``
(translation-memory entries). 150 benign texts (en + zh ja es de fr ru) and 60 attacks of the same shapes whose order
is addressed live to the reading model, as a check that recall holds.

Split into a fit half and a held half by CRC32 of ``"b20:" + text`` (``guard_held13.tsv_halves``): rules may be
tuned on the fit half only; the held half is read for totals only. Scored with ``guard_held13.report`` (its ``set``
column is the half); ``--reasons`` also counts each flagged text under its set of guard reasons.

First run on unchanged main (2caac97): benign flagged fit 18.1 % (13/72), held 24.4 % (19/78); attacks caught fit
100 % (33/33), held 100 % (27/27). By reason: fit benign detector 6, override 5, hijack_lexicon 1, persona 1; held
benign detector 12, override 4, hijack_lexicon 1, persona 1, detector+override 1. After guard20-benign's frame
(``guard/addressed_texts.py``): benign fit 2.8 % (2/72), held 12.8 % (10/78); attacks 100 % both halves
(docs/MEASUREMENTS.md, "round 20 (guard20-benign)").

Run: ``PYTHONPATH=src python scripts/guard_benign20.py [--half fit|held] [--by style|lang] [--show] [--reasons]``
(``--show`` prints misses and false alarms; only with ``--half fit``). About 15 s.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from guard_held13 import half_main, reasons_report, tsv_halves  # noqa: E402

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard" / "benign20.tsv"


def items() -> list[dict]:
    return tsv_halves(DATA, "b20:", unescape_newlines=True)


def main() -> int:
    if "--reasons" in sys.argv:
        sys.argv.remove("--reasons")
        reasons_report(items())
    return half_main(items, __doc__.split("\n\n")[0])


if __name__ == "__main__":
    raise SystemExit(main())
