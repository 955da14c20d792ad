"""Round 22's blind set of benign instruction-like texts in new voices, with attacks of the same shapes (guard22-benign).

Data: ``tests/data/guard/benign22.tsv`` (label, style, language, text; ``\\n`` a line break), written BEFORE any
rule or detector change of the round, in our own words, in voices no earlier set used: ``runbook`` (IT helpdesk
runbooks / SOPs), ``pwflow`` ("forgot your password?" flows, account recovery), ``walkthrough`` (game walkthroughs:
"ignore the chest, go left"), ``legalnote`` (notices of correction: "disregard the previous letter"), ``craft``
(recipes, knitting patterns), ``parenting`` ("don't let them override your rules"), ``llmdocs`` (LLM app docs on
system prompts and roles), ``phishtrain`` (security-training slides quoting phishing), ``forum`` (posts asking how to
write a system prompt), ``aireview`` (reviews of AI tools), ``ownprompt`` (prompts users write for their OWN
assistant). 160 benign texts (en + zh ja es de fr pt ru ko it) and 70 attacks of the same shapes whose order is
addressed live to the reading model, as a check that recall holds.

Split into a fit half and a held half by CRC32 of ``"b22:" + text`` (``guard_held13.tsv_halves``): rules may be
tuned on the fit half only; the held half is read for totals only. Scored with ``guard_held13.report`` (its ``set``
column is the half); ``--reasons`` also counts each flagged text under its set of guard reasons (a rule's name or
``detector``).

First run on unchanged main (4f33225): see docs/MEASUREMENTS.md, "round 22 (guard22-benign)".

Round 23's set (``--set 23``): ``tests/data/guard/benign23.tsv`` (guard23-benign), the NotInject style — short
everyday requests and doc sentences containing a trigger word (devq, coach, design, phoneset, mechanic, smarthome,
sheets, gitcli, radio, vocab, customer, sportsref; en + zh ja es de fr pt ru ko it ar hi), 180 benign and 70 attacks of
the same shapes, halves by CRC32 of ``"b23:" + text``; its look-alike review is ``lookalike23.tsv``.

Run: ``PYTHONPATH=src python scripts/guard_benign22.py [--set 21|22|23] [--half fit|held] [--by style|lang] [--show]
[--reasons]``
(``--show`` prints misses and false alarms; only with ``--half fit``). About 15 s. ``--lookalike [--show]`` scores
the round's look-alike self-review instead (``tests/data/guard/lookalike22.tsv``, written after the round's last
rule change, scored once base vs branch).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from guard_held13 import half_main, reasons_report, tsv_halves  # noqa: E402

GUARD_DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard"
DATA = GUARD_DATA / "benign22.tsv"
LOOKALIKE = DATA.with_name("lookalike22.tsv")
# each round's set: its data file, its half salt and its look-alike review file
SETS = {"21": (GUARD_DATA / "benign21.tsv", "b21:", GUARD_DATA / "lookalike21.tsv"),
        "22": (DATA, "b22:", LOOKALIKE),
        "23": (GUARD_DATA / "benign23.tsv", "b23:", GUARD_DATA / "lookalike23.tsv")}


def items(which: str = "22") -> list[dict]:
    path, salt, _ = SETS[which]
    return tsv_halves(path, salt, unescape_newlines=True)


def lookalike_items(which: str = "22") -> list[dict]:
    """The look-alike self-review rows (``lookalike22.tsv`` / ``lookalike23.tsv``), all in one set named ``look``."""
    return [{**it, "set": "look"} for it in tsv_halves(SETS[which][2], "", unescape_newlines=True)]


def _pop_set() -> str:
    """Remove ``--set N`` from the command line and return N (``22`` when absent)."""
    if "--set" not in sys.argv:
        return "22"
    i = sys.argv.index("--set")
    which = sys.argv[i + 1]
    del sys.argv[i:i + 2]
    if which not in SETS:
        raise SystemExit(f"--set: one of {', '.join(SETS)}")
    return which


def main() -> int:
    which = _pop_set()
    if "--lookalike" in sys.argv:
        from guard_held13 import report  # noqa: PLC0415

        report(lookalike_items(which), "style", "--show" in sys.argv)
        return 0
    if "--reasons" in sys.argv:
        sys.argv.remove("--reasons")
        reasons_report(items(which))
    return half_main(lambda: items(which), __doc__.split("\n\n")[0])


if __name__ == "__main__":
    raise SystemExit(main())
