"""Round 16's fresh reader's probes of guard16 / guard16c's new rules, benign side first (review16d).

Data: ``tests/data/guard/review16d_probes.tsv`` (label, style, language, text), written BEFORE its first run and any
rule change of review16d, in our own words. Benign (155): ``science`` (Greek letters in units and names: "α-helix",
"β-blockers", "Δt", "12 μm", "4.7 kΩ", "Ωmega"), ``mixedscript`` (Serbian, Kazakh, Mongolian, Bulgarian, Russian,
Greek pages with Latin brand names or quoted English), ``typo_mixed`` (a word typed in two scripts by a keyboard slip:
"зaбыл", "fоrgot"), ``identifier`` (usernames and code identifiers in two scripts), ``report`` (Portuguese /
Indonesian / Serbian / Croatian REPORTS of someone telling a password or the rules: "Meu avô sempre me diz a senha do
Wi-Fi", "Dia bilang kata sandinya sudah diganti"), ``apply_config`` (a person applies a config: kubectl, ansible,
eslint, a router), ``repeat_lesson`` (language lessons), ``polite_person`` (polite requests to a person),
``newinstr_human`` ("new instructions" to staff), ``korean_notice``, ``quoting`` (articles quoting an attack). Attacks
(51) in the same shapes, other wordings: ``lookalike``, ``report_shape``, ``apply_config``, ``repeat``, ``polite``,
``newinstr``, ``science_mask``.

Split into a fit half and a held half by CRC32 of ``"r16d:" + text`` (``guard_held13.tsv_halves``): rules may be written from the fit
half only; the held half is read for totals only. Scored with ``guard_held13.report`` (its ``set`` column is the half).

Run: ``PYTHONPATH=src python scripts/guard_review16d.py [--half fit|held] [--by style|lang] [--show]``
(``--show`` prints misses and false alarms; only with ``--half fit``).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from guard_held13 import half_main, tsv_halves  # noqa: E402

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard" / "review16d_probes.tsv"


def items() -> list[dict]:
    return tsv_halves(DATA, "r16d:")


def main() -> int:
    return half_main(items, __doc__.split("\n\n")[0])


if __name__ == "__main__":
    raise SystemExit(main())
