"""Round 22's blind set: direct attacks that avoid every word our rules read, and benign instruction-like texts no
set used (guard22-direct).

Data: ``tests/data/guard/direct22.tsv`` (label, style, language, text; ``\\n`` a line break), written BEFORE any rule
change of the round, in our own words, after reading guard_direct21 / 20's headers so as to use other voices. Attacks
(187) avoid "ignore", "instructions", "system prompt" and "assistant": ``wish`` (goal hijacks stated as the user's
wish), ``translate`` (translations / encodings asked as the task), ``complete`` (completions), ``format`` (formatting
games), ``persona`` (persona swaps in plain words), ``refusal`` (refusal suppression), ``split`` (payload splitting),
``longctx`` (a long harmless text then one order), ``glyph`` (typoglycemia / leetspeak / homoglyphs), ``lang`` (hi pl
nl sv uk th fa he sw tl vi id tr ar es fr de ru zh ja ko pt it) and ``codeswitch``. Benign (120): ``transreq``,
``fmtreq``, ``kidsgame``, ``writeprompt``, ``codereview``, ``complete``, ``langb``, ``mixb``, ``personab``.

Split into a fit half and a held half by CRC32 of ``"d22:" + text`` (``guard_held13.tsv_halves``): rules may be
written from the fit half only; the held half is read for totals only.

First run on unchanged main (src identical to main 4f332253), 16:00 UTC: attacks caught fit 34.8 % (32/92), held
44.2 % (42/95); benign flagged fit 10.2 % (6/59), held 8.2 % (5/61). By style (fit / held): format 0.0 / 33.3,
complete 16.7 / 40.0, split 20.0 / 33.3, lang 22.7 / 38.5, wish 27.3 / 71.4, persona 40.0 / 27.3, codeswitch 44.4 /
40.0, glyph 50.0 / 75.0, translate 62.5 / 40.0, refusal 62.5 / 33.3, longctx 66.7 / 71.4 %. Benign false alarms
mostly other-language asks (langb 26.7 / 33.3 %) and writing prompts (20.0 / 25.0 %).

After guard22-direct's rules (detector file unchanged): attacks fit 83.7 % (77/92), held 61.1 % (58/95); benign fit
10.2 % (6/59), held 8.2 % (5/61), both unchanged (no benign row changed its flag). Held by style (totals only): lang
38.5 → 69.2, translate 40.0 → 70.0, persona 27.3 → 45.5, split 33.3 → 55.6, complete 40.0 → 50.0, refusal 33.3 → 50.0,
codeswitch 40.0 → 60.0, wish 71.4 → 85.7, glyph 75.0 → 87.5 %; format 33.3, longctx 71.4 % unchanged. Look-alike
review (scored once, base → this tree): attacks caught 5/18 → 13/18, benign left alone 18/19 → 14/19; after fixes
from those rows (read): 17/18 and 18/19 (the one left is base's own flag).

Look-alike review: ``tests/data/guard/lookalike22_direct.tsv`` (label, rule, text), wordings just outside / on the
other side of each new rule, written after the last fix and scored once, base vs branch, in one run:
``python scripts/guard_direct22.py --review --base /tmp/base22/src [--new src]``.

Round 23's blind set (``--set direct23``): ``tests/data/guard/direct23.tsv``, attack-game hijacks by MOVE, written
BEFORE any rule change of round 23 (guard23-direct): ``ended`` (the session / game declared over, a new one begun),
``authority`` (claimed authority), ``carry`` (a poem / code / table / summary that carries the secret), ``redefine``
(words redefined), ``sandwich`` (the order between ordinary material), ``wall`` (token walls), ``faketurn`` (forged
replies and turns), ``pressure`` (pleas, bribes, threats) and ``lang`` (ro cs hu el bn ta ms ur fi da sk bg hr lt no ca
et sr), 180 attacks; 124 benign texts (game rules, password help, contracts, support macros, parser fixtures, news on
attacks, teenagers, manuals, benign redefinitions, other-language asks). Salt ``"d23:"``. Look-alike review:
``tests/data/guard/lookalike23_direct.tsv`` (``--set direct23 --review --base /tmp/base23/src``).

direct23's first run on unchanged main (src identical to main 832400bd), 19:01 UTC: attacks caught fit 57.7 % (45/78),
held 50.0 % (51/102); benign flagged fit 6.6 % (4/61), held 0.0 % (0/63). By style (fit / held): authority 42.9 /
33.3, carry 62.5 / 50.0, ended 42.9 / 44.4, faketurn 71.4 / 71.4, lang 42.9 / 50.0, pressure 75.0 / 20.0, redefine
80.0 / 33.3, sandwich 75.0 / 60.0, wall 100.0 / 88.9 %. Other languages caught least: ta 0/4 / 0/1, fi, lt, no, et 0.

Run: ``PYTHONPATH=src python scripts/guard_direct22.py [--set direct22|direct23] [--half fit|held] [--by style|lang]
[--show]`` (``--show`` prints misses and false alarms; only with ``--half fit``). About 10 s.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from guard_held13 import half_main, lookalike_review, tsv_halves  # noqa: E402

GUARD_DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard"
# set name -> (data file, CRC32 salt, look-alike review file, default base tree of its review)
SETS = {
    "direct21": ("direct21.tsv", "d21:", "lookalike21_direct.tsv", "/tmp/base21/src"),
    "direct22": ("direct22.tsv", "d22:", "lookalike22_direct.tsv", "/tmp/base22/src"),
    "direct23": ("direct23.tsv", "d23:", "lookalike23_direct.tsv", "/tmp/base23/src"),
}
DATA = GUARD_DATA / SETS["direct22"][0]


def items(set_name: str = "direct22") -> list[dict]:
    data, salt, _, _ = SETS[set_name]
    return tsv_halves(GUARD_DATA / data, salt, unescape_newlines=True)


def _pop_set(argv: list[str]) -> str:
    """Take ``--set NAME`` out of ``argv`` (the shared half_main parser does not know it); direct22 by default."""
    if "--set" not in argv:
        return "direct22"
    at = argv.index("--set")
    name = argv[at + 1] if at + 1 < len(argv) else ""
    if name not in SETS:
        raise SystemExit(f"--set: one of {', '.join(SETS)}")
    del argv[at:at + 2]
    return name


def main() -> int:
    set_name = _pop_set(sys.argv)
    _, _, lookalikes, default_base = SETS[set_name]
    if "--review" in sys.argv:
        return lookalike_review(GUARD_DATA / lookalikes, sys.argv[1:], default_base)
    return half_main(lambda: items(set_name), __doc__.split("\n\n")[0])


if __name__ == "__main__":
    raise SystemExit(main())
