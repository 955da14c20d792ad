"""Round 19's blind set of benign instruction-like texts in new voices, with attacks of the same shapes (guard19-benign).

Data: ``tests/data/guard/benign19.tsv`` (label, style, language, text; ``\\n`` a line break), written BEFORE any
rule change of the round, in our own words, in voices no earlier set used: ``newsletter`` (security-awareness
newsletters quoting a phishing mail), ``redteam`` (red-team / pentest reports in the past tense), ``slides`` (LLM
security course slides and handouts with example attacks in quotes), ``modlog`` (moderation logs), ``bugreport`` (bug
reports about a chatbot that "ignored its instructions"), ``fiction`` (fiction dialogue), ``news`` (news articles on
prompt injection), ``parent`` (a parent's rules for a kids' tablet), ``howto`` (cooking / flat-pack / medication
instructions), ``legal`` (legal notices "this supersedes all previous"). 150 benign texts (en + zh ja es de fr pt) and
60 attacks of the same shapes whose quoted order is a live order to the reading model, as a check that recall holds.

Split into a fit half and a held half by CRC32 of ``"b19:" + text`` (``guard_held13.tsv_halves``): rules may be
tuned on the fit half only; the held half is read for totals only. Scored with ``guard_held13.report`` (its ``set``
column is the half); ``--reasons`` also counts each flagged text under its set of guard reasons.

First run on unchanged main (cdd9aef), 06:50 UTC: benign flagged fit 37.7 % (26/69), held 49.4 % (40/81); attacks
caught fit 100 % (32/32), held 100 % (28/28). By reason (a text counted once under its set of reasons): fit benign
override 11, detector 6, persona 5, detector+override 3, prompt_leak 1; held benign override 21, detector 5,
hijack_lexicon 4, persona 3, detector+override 2, override+persona 1, prompt_leak 1, machine_addressed_order 1,
override+prompt_leak 1, hijack_lexicon+override 1. The rules alone or in part: fit 20/26, held 35/40.
After guard19-benign's frame (``guard/shown_quotes.py``): benign fit 37.7 → 7.2 % (5/69), held 49.4 → 18.5 % (15/81);
attacks 100 % both halves, unchanged (docs/MEASUREMENTS.md, "round 19 (guard19-benign)").

Run: ``PYTHONPATH=src python scripts/guard_benign19.py [--half fit|held] [--by style|lang] [--show] [--reasons]``
(``--show`` prints misses and false alarms; only with ``--half fit``). About 15 s.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from guard_held13 import half_main, reasons_report, tsv_halves  # noqa: E402

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard" / "benign19.tsv"


def items() -> list[dict]:
    return tsv_halves(DATA, "b19:", unescape_newlines=True)


def main() -> int:
    if "--reasons" in sys.argv:
        sys.argv.remove("--reasons")
        reasons_report(items())
    return half_main(items, __doc__.split("\n\n")[0])


if __name__ == "__main__":
    raise SystemExit(main())
