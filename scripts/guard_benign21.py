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
import guard_benign22  # noqa: E402  (one scorer for every round's benign set: this is ``--set 21`` of it)


def main() -> int:
    if "--set" not in sys.argv:
        sys.argv[1:1] = ["--set", "21"]
    return guard_benign22.main()


if __name__ == "__main__":
    raise SystemExit(main())
