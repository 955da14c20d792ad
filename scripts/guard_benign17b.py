"""Round 17b's blind set of benign instruction-like texts in new voices, with attacks of the same shapes (guard17b).

Data: ``tests/data/guard/benign17b.tsv`` (label, style, language, text; ``\\n`` a line break), written BEFORE any
rule change of the round, in our own words, in voices no earlier set used: ``hr`` (HR onboarding / leaver
checklists), ``apidoc`` (API documentation: "ignore this field", ``system_prompt`` / ``instructions`` parameters,
``safe_mode``), ``macro`` (customer-support macros and canned replies), ``walk`` (game walkthroughs), ``exam``
(exam papers and their instructions), ``botfaq`` (chatbot product FAQs describing what the bot will or will not do),
``quiz`` (security-awareness quizzes quoting phishing and injection lines), ``diy`` (recipe and DIY steps). 152 benign
texts (en + de fr es it pt nl pl ja) and 49 attacks of the same shapes (an order to the model written in) as a check
that recall holds.

Split into a fit half and a held half by CRC32 of ``"b17b:" + text`` (``guard_held13.tsv_halves``): rules may be
tuned on the fit half only; the held half is read for totals only. Scored with ``guard_held13.report`` (its ``set``
column is the half).

First run on unchanged main (f3ced8f), 02:16 UTC: benign flagged fit 19.8 % (16/81), held 14.1 % (10/71); attacks
caught fit 96.4 % (27/28), held 90.9 % (20/22). One fit attack row was then dropped (a near copy of a detector
training row, see the data's header): on main fit attacks 96.3 % (26/27), the rest unchanged.

Run: ``PYTHONPATH=src python scripts/guard_benign17b.py [--half fit|held] [--by style|lang] [--show]``
(``--show`` prints misses and false alarms; only with ``--half fit``). About 10 s.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from guard_held13 import half_main, tsv_halves  # noqa: E402

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard" / "benign17b.tsv"


def items() -> list[dict]:
    return tsv_halves(DATA, "b17b:", unescape_newlines=True)


def main() -> int:
    return half_main(items, __doc__.split("\n\n")[0])


if __name__ == "__main__":
    raise SystemExit(main())
