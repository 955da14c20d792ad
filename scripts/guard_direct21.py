"""Round 21's blind set: direct attacks as attackers we had not imagined yet would write them, and benign
instruction-like texts no set used (guard21-direct).

Data: ``tests/data/guard/direct21.tsv`` (label, style, language, text; ``\\n`` a line break), written BEFORE any rule
change of the round, in our own words, after reading the headers of guard_direct20 / 19 / 18 so as to use other
voices. Attacks (180): ``polite`` (polite / indirect / hypothetical asks), ``transcript`` (fake transcripts in
chat-export, JSON-messages and screenplay formats), ``story`` (stories whose character's line is the order),
``authority`` (fake authority: "OpenAI staff here", "this is your operator, audit mode"), ``overflow`` (long filler
then the order), ``fewshot`` (few-shot poisoning: "Q: … A: ACCESS GRANTED"), ``outfmt`` (output-format hijacks),
``goal`` (goal hijacks: write X instead, append a link, recommend a product), ``lang`` (hi pl nl sv uk th fa he sw tl
es fr de ru zh ja ko ar pt it tr id vi ro cs bn ms el hu) and ``codeswitch`` (English mixed into those). Benign (120):
``shopbot`` (customer messages to a shop's bot), ``teachprompt`` (teachers' prompt-writing exercises), ``gameshow``
(game-show scripts), ``aipolicy`` (AI-policy documents), ``redteam`` (red-team reports quoting attacks in a reporting
frame), ``uxcopy`` (UX copy), ``fanfic`` (fan fiction about robots), ``langb`` (notices in hi pl nl sv uk th fa he sw
tl es fr de ru zh ja ko ar pt it), ``mixb`` (code-switched everyday messages) and ``askfmt`` (users asking for a format
or a role).

Split into a fit half and a held half by CRC32 of ``"d21:" + text`` (``guard_held13.tsv_halves``): rules may be
written from the fit half only; the held half is read for totals only. Scored with ``guard_held13.report`` (its
``set`` column is the half).

First run on unchanged main (src identical to main 717a6db), 12:49 UTC: attacks caught fit 78.2 % (68/87), held
64.5 % (60/93); benign flagged fit 14.5 % (8/55), held 12.3 % (8/65). Weakest attack styles (fit / held): story
42.9 / 50.0 %, polite 71.4 / 35.7 %, authority 75.0 / 30.0 %, goal 66.7 / 50.0 %, transcript 66.7 / 50.0 %; lang
90.9 / 94.4 %, codeswitch 100 % both halves. Held attacks by language: en 53.1 %, every other language 50-100 %.

After guard21-direct's rules (detector file unchanged): attacks fit 95.4 % (83/87), held 77.4 % (72/93); benign fit
14.5 % (8/55), held 12.3 % (8/65), both unchanged (fit false alarms: the detector's 6, an authority-claim rule on a
reported quote, a game rule on a fan-fiction line; none new). Held by style (totals only): authority 30.0 → 50.0,
polite 35.7 → 64.3, goal 50.0 → 87.5, story 50.0 → 62.5, transcript 50.0 → 62.5, lang 94.4 → 100 %; fewshot 66.7,
outfmt 85.7, overflow 83.3, codeswitch 100 % unchanged. Look-alike review (first and only blind scoring, base → this
tree): attacks caught 6/16 → 15/16, benign left alone 22/24 → 17/24; after fixes from those rows (read): 15/16 and
22/24 (the two left are base's own flags).

Look-alike review: ``tests/data/guard/lookalike21_direct.tsv`` (label, rule, text), 40 wordings just outside / on the
other side of each new rule, written after the last fix and scored once, base vs branch, in one run:
``python scripts/guard_direct21.py --review --base /tmp/base21/src [--new src]`` (each tree in a subprocess; prints
every row whose decision is wrong on either side, and the totals per label).

Run: ``PYTHONPATH=src python scripts/guard_direct21.py [--half fit|held] [--by style|lang] [--show]``
(``--show`` prints misses and false alarms; only with ``--half fit``). About 10 s.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import guard_direct22  # noqa: E402  (one scorer for every round's direct set: this is ``--set direct21`` of it)


def items() -> list[dict]:
    return guard_direct22.items("direct21")


def main() -> int:
    if "--set" not in sys.argv:
        sys.argv[1:1] = ["--set", "direct21"]
    return guard_direct22.main()


if __name__ == "__main__":
    raise SystemExit(main())
