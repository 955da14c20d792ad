"""Does the gate's learned part, trained on many authors, carry to an author it never saw? Leave-one-author-out
(round 25, gate25).

Round 24's guard study found that the lever carrying to unseen authors was a learned part trained on many authors.
This is that study for the search gate. An *author* is a round: every ``bench/bench_gate.py`` set whose name starts
``rNN`` / ``pNN`` (waves, probes, reviews, private sets, both halves) belongs to round NN. For each held round H the
learned part is retrained (``scripts/train_gate.py``'s ``fit``) on today's rows (``train_gate.training_rows``:
SituatedQA, RealTimeQA, our tables) plus every other round's rows, with every row whose text is in round H left out,
and round H is scored with the whole gate (rules + learned part, ``gate.decide``'s own eligibility and holds):
searched recall, kept-local specificity, balanced accuracy, old (the shipped file, round 10b's rows: it saw no
round after 10) vs new. Never trained on: FreshQA dev, round 7's blind tables, our FreshQA-style table (as
``train_gate.py``), the lower-cased copies; rows the model cannot read (Chinese) are left out of training (the
runtime never scores them).

Candidates (each fitted once per held round; thresholds and policy applied afterwards to the same scores):

- ``shipped``: the shipped file (high 0.80, low 0.18);
- ``current``: today's rows without the other authors (``train_gate.py --current-rows``), a control for "retrained";
- ``authors``: today's rows + the other rounds' rows, the authors one source (classes balanced within it);
- ``per-round``: the same rows, each round its own source (every author weighs as much as SituatedQA);
each new model at the shipped thresholds, and ``authors`` at other thresholds and policies (``search``: the model
may only add searches; ``local``: only keep rule searches local).

Run (about 3 minutes; deterministic, reaches nothing)::

    PYTHONPATH=src .venv/bin/python scripts/gate_author_study.py [--held 18 19 20 21 22 23] [--authors-only]

Figures (round 25, main at 016156b0; a held round's rows, Chinese ones too (the rules decide them alone); balanced
accuracy, rows gained / lost against the shipped file)::

    held    n   rules  shipped  current       authors     per-round
    r11  1185   0.960   0.963   0.963       0.967 +5/-0   0.968 +8/-2
    r12  2097   0.975   0.977   0.977       0.979 +5/-0   0.978 +5/-3
    r13   882   0.978   0.985   0.983       0.985 +1/-1   0.986 +2/-1
    r14   998   0.963   0.965   0.964       0.966 +3/-1   0.967 +5/-2
    r15   518   0.943   0.954   0.956       0.960 +3/-0   0.963 +8/-3
    r16   322   0.976   0.979   0.979       0.979 +0/-0   0.979 +0/-0
    r17   627   0.970   0.982   0.982       0.982 +0/-0   0.981 +0/-1
    r18   707   0.964   0.969   0.968       0.971 +2/-1   0.970 +3/-2
    r19   807   0.938   0.952   0.951       0.952 +2/-2   0.956 +5/-3
    r20   838   0.942   0.955   0.951       0.958 +3/-0   0.960 +7/-2
    r21   690   0.928   0.939   0.933       0.944 +5/-2   0.941 +6/-5
    r22   721   0.918   0.928   0.928       0.933 +5/-1   0.935 +7/-2
    r23   659   0.928   0.942   0.942       0.950 +6/-1   0.947 +8/-5
    mean        0.953   0.961   0.960       0.964         0.964
    net rows      -80      +0     -10         +31           +33

(These figures were run before ``train_gate.author_sets`` left out the 52 author rows that repeat a check's question,
43 of them readable: the models here saw them; none is a row of a held round but round 21's 2.)

Retraining alone (``current``) loses 10 rows: rounds 17 and 20 found the same. The other authors' rows gain on 9 of 13
held rounds and lose on none (``authors``, +40 / -9); ``per-round`` weighting gains as much with three times the churn
(+64 / -31). Other thresholds for ``authors`` (net rows): high 0.70 +27, high 0.90 -7, low 0.10 +24, low 0.30 +27,
0.70 / 0.30 +23, per-round low 0.30 +33; one direction only: search-only +5, local-only -54. Candidate (not shipped in
round 25: not validated in time): ``authors`` at the shipped thresholds, ``train_gate.py --authors --manifest-out``.

Round 26 (gate26) validated that candidate and did not ship it. Trained on all rounds (20,203 rows; 91.9 KiB, 14,292
weights, loads in ~100 ms against the shipped file's 57.2 KiB / 8,985 / ~58 ms), it changes 20 of 3,620 gate unit
tests: 11 verdicts and 9 tests whose premise is a score band (the verdict unchanged). Of the 11 verdicts, by issue 8's
rules, 2 get better ("how much did the us pay for the louisiana territory", "what to do if a pan catches fire" now
local) and 9 worse: a current figure or count kept local or no longer searched ("python vs java salary", "what is
inflation in argentina", "How many Super Bowls did the Kansas City Chiefs win?", "what is the tallest tree in the
world", the news "Which striker has the club allowed to leave?") and timeless questions newly searched ("are most
sharks dangerous", "Are there volcanoes in Iceland?", "Is there a cliff on the hiking trail at Zion?", "which
cardinal was elected after leo xiii": yes/no questions of existence, a shape the authors' news rows ("is there a
strike ...") teach the model to search). Second opinions from the shipped file (round 10b's rows, no author after
round 10), ``--authors-only``, held rounds 11-23, net rows against the shipped file (gained / lost):

    authors (both directions)       +31 (+41 / -10)   11 test verdicts changed: 2 better, 9 worse
    agree-local                      +26 (+34 / -8)    fixes salary and inflation: 2 better, 7 worse
    agree-search                     +11
    agree-both                        +6 (+12 / -6)    2 better, 3 worse (tallest tree, Super Bowls, striker)
    low 0.10 + agree-local           +20
    either-search                    +22 (+25 / -3)    0 better, 4 worse (sharks, volcanoes, cliff, cardinal)

``either-search`` (search when either model is at or over 0.80, keep local only when both are at or under 0.18) has
the least churn and gains on 8 rounds, loses net on 1 (r14 -1), but still adds the four wrong searches and needs
both files shipped. None meets "held rounds gain and no test verdict gets worse": the learned part stays round 10b's.
The candidate on the sets it was not fitted on (``bench_gate.py --model-before``, shipped -> candidate): FreshQA dev
0.834 -> 0.834, round 7's blind tables news 0.962 -> 0.972, fresh/slow/never 0.929 -> 0.939, false premise 0.847 ->
0.889, time-dependent 0.950 -> 0.925; in-sample for both: SituatedQA dev 0.892 -> 0.901, RealTimeQA 2023 0.938 ->
0.940; private questions kept local unchanged (round 12's probe 0.925, round 23's held 0.914).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "scripts"))

from gate_learned_study import Verdict, read_model, verdicts  # noqa: E402
from train_gate import HIGH, LOW, _key, author_sets, fit, training_rows, with_authors  # noqa: E402

from groundwire.decide.gate_learned import LearnedGate  # noqa: E402

def decided(v: Verdict, p: float | None, high: float, low: float, policy: str,
            p_shipped: float | None = None) -> bool:
    """The whole gate's verdict. Round 26 (gate26) adds the second-opinion policies: ``agree-local`` keeps a rule
    search local only when the shipped file (round 10b's rows: SituatedQA, RealTimeQA, our early tables; no author
    round after 10) scores it at or under its own low threshold too; ``agree-search`` turns a rule "no" into a search
    only when the shipped file scores it at or over its high one too; ``agree-both`` asks both; ``either-search``
    searches when either model is at or over the high threshold and keeps local only when both are at or under the
    low one."""
    if p is None or policy == "none":
        return v.rules
    if policy == "either-search":
        if v.rules:
            return not (p <= low and p_shipped is not None and p_shipped <= LOW)
        return p >= high or (p_shipped is not None and p_shipped >= HIGH)
    if policy.startswith("agree-"):
        side = policy[len("agree-"):]
        if v.rules:
            second = side == "search" or (p_shipped is not None and p_shipped <= LOW)
            return not (p <= low and second)
        second = side == "local" or (p_shipped is not None and p_shipped >= HIGH)
        return p >= high and second
    if v.rules:
        return not (policy in ("both", "local") and p <= low)
    return policy in ("both", "search") and p >= high


def said_per_row(rows: list, verdict: dict, model: LearnedGate | None, high: float, low: float,
                 policy: str, shipped: LearnedGate | None = None) -> list[bool]:
    """The whole gate's verdict (search?) on each row (``shipped``: the second opinion of the agree- policies)."""
    out = []
    for q, _, asked in rows:
        v = verdict[(q, asked)]
        p = model.score(v.text) if model is not None and v.text is not None else None
        p2 = shipped.score(v.text) if shipped is not None and v.text is not None else None
        out.append(decided(v, p, high, low, policy, p2))
    return out


def score_round(rows: list, said: list[bool]) -> tuple[float, float, float]:
    """(searched recall, kept-local specificity, balanced) of ``said`` on ``rows``."""
    tp = sum(pos and s for (_, pos, _), s in zip(rows, said, strict=True))
    fn = sum(pos and not s for (_, pos, _), s in zip(rows, said, strict=True))
    tn = sum((not pos) and not s for (_, pos, _), s in zip(rows, said, strict=True))
    fp = sum((not pos) and s for (_, pos, _), s in zip(rows, said, strict=True))
    rec = tp / (tp + fn) if tp + fn else float("nan")
    spec = tn / (tn + fp) if tn + fp else float("nan")
    return rec, spec, (rec + spec) / 2


# (column name, model key, high, low, policy)
COLUMNS = (("rules", None, HIGH, LOW, "none"), ("shipped", "shipped", HIGH, LOW, "both"),
           ("current", "current", HIGH, LOW, "both"), ("authors", "authors", HIGH, LOW, "both"),
           ("per-round", "per-round", HIGH, LOW, "both"),
           ("auth h.70", "authors", 0.70, LOW, "both"), ("auth h.90", "authors", 0.90, LOW, "both"),
           ("auth l.10", "authors", HIGH, 0.10, "both"), ("auth l.30", "authors", HIGH, 0.30, "both"),
           ("auth srch", "authors", HIGH, LOW, "search"), ("auth locl", "authors", HIGH, LOW, "local"),
           ("pr l.30", "per-round", HIGH, 0.30, "both"), ("auth .7/.3", "authors", 0.70, 0.30, "both"),
           # round 26 (gate26): the shipped file as a second opinion, one direction or both
           ("auth agrL", "authors", HIGH, LOW, "agree-local"), ("auth agrS", "authors", HIGH, LOW, "agree-search"),
           ("auth agrB", "authors", HIGH, LOW, "agree-both"), ("auth l.10agL", "authors", HIGH, 0.10, "agree-local"),
           ("auth eithS", "authors", HIGH, LOW, "either-search"))


def main(argv: list[str] | None = None) -> int:
    from bench_gate import load_sets

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--held", type=int, nargs="+", default=[18, 19, 20, 21, 22, 23])
    ap.add_argument("--authors-only", action="store_true",
                    help="fit only the authors model per held round (a third of the time): its columns alone")
    args = ap.parse_args(argv)
    columns = tuple(c for c in COLUMNS if not args.authors_only or c[1] in (None, "shipped", "authors"))
    sets = load_sets()
    authors = author_sets(sets)
    if unknown := sorted(set(args.held) - {r for r, _ in authors.values()}):
        ap.error(f"--held: no author set of round {', '.join(map(str, unknown))} "
                 f"(rounds: {' '.join(map(str, sorted({r for r, _ in authors.values()})))})")
    base = training_rows()
    shipped, _ = read_model("shipped")
    keys = list(dict.fromkeys((q, a) for _, rows in authors.values() for q, _, a in rows))
    verdict = verdicts(shipped, keys)
    print(f"{len(base)} of today's rows; {len(authors)} author sets over rounds "
          f"{sorted({r for r, _ in authors.values()})}")
    print(f"{'held':>5}{'n':>6}  " + "".join(f"{c[0]:>12}" for c in columns))
    print("  each held round: balanced; recall/specificity; rows gained/lost against the shipped file")
    sums = [0.0] * len(columns)
    nets = [0] * len(columns)
    for held in args.held:
        rows = list(dict.fromkeys((q, bool(lab), a) for r, rs in authors.values() if r == held for q, lab, a in rs))
        t0 = time.perf_counter()
        held_keys = {_key(q) for q, _, _ in rows}
        models: dict[str | None, LearnedGate | None] = {None: None, "shipped": shipped}
        models["authors"] = fit(with_authors(base, authors, held))
        if not args.authors_only:
            models["current"] = fit([row for row in base if _key(row.question) not in held_keys])
            models["per-round"] = fit(with_authors(base, authors, held, per_round=True))
        saids = [said_per_row(rows, verdict, models[key], h, lo, pol, shipped) for _, key, h, lo, pol in columns]
        cells = [score_round(rows, said) for said in saids]
        ref = saids[1]
        gained = [sum(s != r and s == pos for s, r, (_, pos, _) in zip(said, ref, rows, strict=True)) for said in saids]
        lost = [sum(s != r and r == pos for s, r, (_, pos, _) in zip(said, ref, rows, strict=True)) for said in saids]
        sums = [s + c[2] for s, c in zip(sums, cells, strict=True)]
        nets = [n + g - k for n, g, k in zip(nets, gained, lost, strict=True)]
        print(f"{'r' + str(held):>5}{len(rows):>6}  " + "".join(f"{c[2]:>12.3f}" for c in cells)
              + f"   ({time.perf_counter() - t0:.0f} s)")
        print(f"{'':>13}" + "".join(f" {c[0]:.3f}/{c[1]:.3f}".rjust(12) for c in cells))
        print(f"{'':>13}" + "".join(f"{f'+{g}/-{k}':>12}" for g, k in zip(gained, lost, strict=True)))
    print(f"{'mean':>11}  " + "".join(f"{s / len(args.held):>12.3f}" for s in sums))
    print(f"{'net rows':>11}  " + "".join(f"{n:>+12d}" for n in nets))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
