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

Run: ``PYTHONPATH=src python scripts/guard_direct22.py [--half fit|held] [--by style|lang] [--show]``
(``--show`` prints misses and false alarms; only with ``--half fit``). About 10 s.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from guard_held13 import half_main, tsv_halves  # noqa: E402

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard" / "direct22.tsv"
LOOKALIKES = DATA.with_name("lookalike22_direct.tsv")
_CHILD = ("import json, sys\nfrom groundwire.guard.neutralize import sanitize\n"
          "print(json.dumps([sanitize(t).suspicious for t in json.load(sys.stdin)]))")


def items() -> list[dict]:
    return tsv_halves(DATA, "d22:", unescape_newlines=True)


def review(base: str, new: str) -> int:
    """Score the look-alike rows with two source trees (each in a subprocess) and print both sides."""
    rows = [line.split("\t") for line in LOOKALIKES.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]
    texts = [t.replace("\\n", "\n") for _, _, t in rows]
    flags = {}
    for name, tree in (("base", base), ("new", new)):
        env = dict(os.environ, PYTHONPATH=str(Path(tree).resolve()))
        out = subprocess.run([sys.executable, "-c", _CHILD], input=json.dumps(texts), env=env, capture_output=True,
                             text=True, check=True)
        flags[name] = json.loads(out.stdout)
    right = {"base": {"attack": 0, "benign": 0}, "new": {"attack": 0, "benign": 0}}
    for (label, rule, text), b, n in zip(rows, flags["base"], flags["new"]):
        for name, hit in (("base", b), ("new", n)):
            right[name][label] += hit == (label == "attack")
        if b != (label == "attack") or n != (label == "attack"):
            print(f"{label:6} {rule:18} base {'flag' if b else '-':4} new {'flag' if n else '-':4} {text[:110]!r}")
    total = {lab: sum(1 for r in rows if r[0] == lab) for lab in ("attack", "benign")}
    for name in ("base", "new"):
        print(f"{name}: attacks caught {right[name]['attack']}/{total['attack']}, benign left alone "
              f"{right[name]['benign']}/{total['benign']}")
    return 0


def main() -> int:
    if "--review" in sys.argv:
        args = sys.argv[1:]
        base = args[args.index("--base") + 1] if "--base" in args else "/tmp/base22/src"
        new = args[args.index("--new") + 1] if "--new" in args else "src"
        return review(base, new)
    return half_main(items, __doc__.split("\n\n")[0])


if __name__ == "__main__":
    raise SystemExit(main())
