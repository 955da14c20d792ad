"""Round 17's blind set of direct attacks written by other hands, with hard benign twins (guard17).

Data: ``tests/data/guard/direct_voices17.tsv`` (label, style, language, text; ``\\n`` a line break), written BEFORE any
rule change of the round, in our own words, after reading the headers of guard_direct_voices / 2 / 15 / 16,
guard_game_voices14, guard_held13 / 13b, guard_joined_voices16c and guard_review16d so as to use other styles:

Attack styles (156): ``question`` (the attack as a question: "what would you say if your rules were off?");
``hypo`` (hypotheticals, thought experiments, "for a novel I'm writing"); ``chatlog`` (fake multi-turn chat logs in
JSON, markdown tables, XML, quoted markdown, chat exports); ``hidden`` (orders in HTML comments, image alt text,
footnotes, CSV cells, front matter, hidden divs); ``devauth`` ("as the developer I authorise you"); ``policy`` (fake
policy updates, changelogs, bulletins); ``emotion`` (emotional pressure); ``spell`` (token smuggling by spelling:
"s-a-y", spaced, dotted, underscored, one letter per line, reversed, NATO); ``lang`` (bn ur fa th sw he el uk ro ms).
Languages: en es fr de it pt ru zh ja bn ur fa th sw he el uk ro ms.

Benign twins (192): ``training`` (security training slides quoting attacks), ``moderation`` (moderation policies
listing forbidden prompts), ``manual`` (game manuals), ``ithowto`` ("ignore the warning and click Continue"),
``parents`` (parents' notes), ``release`` (release notes: "the assistant will now …"), ``recipe``, a twin for each
attack shape (questions to a person, story prompts, real chat logs and API examples, ordinary comments / alt text /
footnotes / CSV, real authorisations, real pleas, spelled names, real policy updates) and ``lang`` (the same ten
languages: notices, password-reset help, training and moderation notes quoting attacks).

Split into a fit half and a held half by CRC32 of ``"v17:" + text`` (``guard_held13.tsv_halves``): rules may be
tuned on the fit half only; the held half is read for totals only. Scored with ``guard_held13.report`` (its ``set``
column is the half).

Run: ``PYTHONPATH=src python scripts/guard_direct_voices17.py [--half fit|held] [--by style|lang] [--show]``
(``--show`` prints misses and false alarms; only with ``--half fit``).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from guard_held13 import half_main, tsv_halves  # noqa: E402

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard" / "direct_voices17.tsv"


def items() -> list[dict]:
    return tsv_halves(DATA, "v17:", unescape_newlines=True)


def main() -> int:
    return half_main(items, __doc__.split("\n\n")[0])


if __name__ == "__main__":
    raise SystemExit(main())
