"""Round 21's blind set of benign instruction-like texts in new voices, with attacks of the same shapes (guard21-benign).

Data: ``tests/data/guard/benign21.tsv`` (label, style, language, text; ``\\n`` a line break), written BEFORE any
rule or detector change of the round, in our own words, in voices no earlier set used: ``pecourse``
(prompt-engineering course notes), ``relnotes`` (AI-assistant release notes naming "system prompt" / "developer
mode"), ``ctf`` (CTF write-ups), ``modguide`` (moderation guidelines), ``jbnews`` (jailbreak-news articles quoting
attacks), ``companion`` (companion-app persona settings a user writes for themself), ``rubric`` (teacher rubrics),
``ordinary`` ("ignore" / "forget" / "override" in ordinary senses), ``pwhelp`` (password-reset help pages).
160 benign texts (en + zh ja es de fr pt ru ko) and 70 attacks of the same shapes whose order is addressed live to
the reading model, as a check that recall holds.

Split into a fit half and a held half by CRC32 of ``"b21:" + text`` (``guard_held13.tsv_halves``): rules may be
tuned on the fit half only; the held half is read for totals only. Scored with ``guard_held13.report`` (its ``set``
column is the half); ``--reasons`` also counts each flagged text under its set of guard reasons.

First run on unchanged main (f290bdd): see docs/MEASUREMENTS.md, "round 21 (guard21-benign)".

Run: ``PYTHONPATH=src python scripts/guard_benign21.py [--half fit|held] [--by style|lang] [--show] [--reasons]``
(``--show`` prints misses and false alarms; only with ``--half fit``). About 15 s. ``--lookalike [--show]`` scores
the look-alike self-review of ``guard/people_documents.py`` instead (``tests/data/guard/lookalike21.tsv``, 36 rows
written after the round's last rule change, scored once base vs branch).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from guard_held13 import half_main, reasons_report, tsv_halves  # noqa: E402

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard" / "benign21.tsv"
LOOKALIKE = DATA.with_name("lookalike21.tsv")


def items() -> list[dict]:
    return tsv_halves(DATA, "b21:", unescape_newlines=True)


def lookalike_items() -> list[dict]:
    """The look-alike self-review rows (``lookalike21.tsv``), all in one set named ``look``."""
    return [{**it, "set": "look"} for it in tsv_halves(LOOKALIKE, "", unescape_newlines=True)]


def main() -> int:
    if "--lookalike" in sys.argv:
        from guard_held13 import report  # noqa: PLC0415

        report(lookalike_items(), "style", "--show" in sys.argv)
        return 0
    if "--reasons" in sys.argv:
        sys.argv.remove("--reasons")
        reasons_report(items())
    return half_main(items, __doc__.split("\n\n")[0])


if __name__ == "__main__":
    raise SystemExit(main())
