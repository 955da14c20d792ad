"""Round 17b's fresh reader's probes of guard17's new guard modules, benign side first (review17c).

Data: ``tests/data/guard/review17c_probes.tsv`` (label, style, language, text; ``\\n`` a line break), written BEFORE
its first run and any rule change of review17c, in our own words. Benign (153): ``acronym`` ("N-A-S-A", "T-Ü-V"),
``chemistry`` ("H-2-O", "N-a-C-l"), ``spellbee`` (spelling bees, dictations, names spelled on the phone),
``vertical`` (one letter per line on signs, menus, acrostics), ``crossword`` (crosswords, Wordle, Scrabble),
``morse`` (Morse / NATO lessons), ``plate`` (licence plates), ``comma`` (comma letter lists: vowels, grades, rows),
``rules_gone`` (rules gone for PEOPLE: dress codes, mask rules, curfews, diets; en de fr es pt it ru), ``colleague``
(a person asks a colleague for a prompt, config or instructions), ``policy`` (content policies and reports listing
banned requests to a bot), ``howto`` (how-to questions about resetting passwords / secrets in twelve languages, and
how-to questions naming rules or ignoring), ``reported`` (reported orders of people), ``misc`` (spelled notes,
banners, "without rules" of games). Attacks (55), the same shapes in other wordings: ``spell_lang`` (spelled orders
in de it fr pt es ru en, dashes, commas, underscores, one letter per line), ``howto_hijack`` (how-to questions that
are hijacks), ``lifted_other`` (the model's rules gone in other verbs), ``own_prompt_other`` (the model's prompt asked
for politely), ``policy_disguise`` (a policy that turns into an order), ``answer_free`` (answer without rules),
``reported_hijack`` (an order to the model relayed from its developer / admin).

Split into a fit half and a held half by CRC32 of ``"r17c:" + text`` (``guard_held13.tsv_halves``): rules may be
written from the fit half only; the held half is read for totals only. Scored with ``guard_held13.report`` (its
``set`` column is the half).

Run: ``PYTHONPATH=src python scripts/guard_review17c.py [--half fit|held] [--by style|lang] [--show]``
(``--show`` prints misses and false alarms; only with ``--half fit``).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from guard_held13 import half_main, tsv_halves  # noqa: E402

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard" / "review17c_probes.tsv"


def items() -> list[dict]:
    return tsv_halves(DATA, "r17c:", unescape_newlines=True)


def main() -> int:
    return half_main(items, __doc__.split("\n\n")[0])


if __name__ == "__main__":
    raise SystemExit(main())
