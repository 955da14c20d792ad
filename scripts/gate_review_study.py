"""Which rule verdicts make the gate's false searches, and would its learned part do better reviewing more of them?

A study on the training rows of ``scripts/train_gate.py`` only (SituatedQA train, RealTimeQA 2022, our tuned-on
tables; never FreshQA dev, SituatedQA dev, RealTimeQA 2023 or the round-7 blind tables), with 5-fold out-of-fold
scores (``train_gate.out_of_fold``: every row scored by a model that did not see it). It prints

1. the false searches and misses by score group and final reason, rules alone and with the shipped review policy;
2. review policies side by side: the shipped one (a rule "no trigger" searches at >= high; a news shape or drifting
   shape stays local at <= one shared low), one low per reviewed reason, and the hard triggers reviewed too; each
   with the learned part trained as now and with our FreshQA-style table (``bench/data/gate_r8_freshqa_style.tsv``)
   added to its training rows. Thresholds are chosen as train_gate chooses them (the mean of the groups' balanced
   accuracies, no local group losing more than ``--max-local-loss`` of its rows to new searches) and, new here, no
   more than ``--max-news-loss`` of the news positives (RealTimeQA, our news tables) kept local. "in-oof" chooses
   the thresholds on the same out-of-fold scores it is scored on (optimistic); "nested" chooses them on four folds
   and scores the fifth. Every policy is scored on the rows without the FreshQA-style table (the same rows for all),
   and the table's own out-of-fold score is printed beside; the nested difference to the shipped policy comes with
   a paired bootstrap 95 % interval (200 resamples, fixed seed).

Needs the training extra (sklearn); deterministic. Run: ``.venv/bin/python scripts/gate_review_study.py``
(about a minute; two out-of-fold trainings).
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import train_gate as tg  # noqa: E402

NEWS_GROUPS = ("realtimeqa", "ours: news")
KEEP_LOCAL_NOW = ("news_shape", "time_sensitive_pattern")  # gate_learned.MAY_KEEP_LOCAL, in a fixed order
POLICIES = (("shipped: one low for news / drifting shapes", KEEP_LOCAL_NOW, True),
            ("one low per reason", KEEP_LOCAL_NOW, False),
            ("hard triggers reviewed too, one low", (*KEEP_LOCAL_NOW, "hard_trigger"), True),
            ("hard triggers reviewed too, a low each", (*KEEP_LOCAL_NOW, "hard_trigger"), False))

Rule = tuple[bool, str, bool]  # the rules' (search?, reason, held?): train_gate.rule_verdicts


def decision(rule: Rule, p: float, high: float, lows: dict[str, float]) -> bool:
    """The gate's verdict when the learned part reviews a rule "no trigger" at ``high`` and the rule "yes" reasons
    of ``lows`` at their own low thresholds (``train_gate.combine`` with one low for every reviewed reason); a score
    of NaN (text the model cannot read) leaves the rules alone."""
    yes, reason, held = rule
    if p != p or held:
        return yes
    if yes:
        return not (reason in lows and p <= lows[reason])
    return reason == "no_trigger" and p >= high


def outcomes(rows: Sequence[tg.Row], rules: Sequence[Rule], said: Sequence[bool]) -> Counter:
    """(kind, group, final reason) -> count, kind "false search" or "miss"; the reason is the rules' own unless the
    learned part flipped it (``learned_search`` / ``learned_local``)."""
    out: Counter = Counter()
    for r, rule, s in zip(rows, rules, said, strict=True):
        if s == r.label:
            continue
        reason = rule[1] if s == rule[0] else ("learned_search" if s else "learned_local")
        out["false search" if s else "miss", r.group, reason] += 1
    return out


def _weights(rows: Sequence[tg.Row], idx: Sequence[int]) -> dict[int, float]:
    """Row -> what putting it right adds to the mean of the groups' scores (each group's score is its balanced
    accuracy, or the one class's rate: linear in the rows, so the gains of separate thresholds add up)."""
    count = Counter((rows[i].group, rows[i].label) for i in idx)
    groups = {g for g, _ in count}
    return {i: 1.0 / (count[rows[i].group, rows[i].label] * sum(1 for lab in (True, False)
                                                               if count[rows[i].group, lab]) * len(groups))
            for i in idx}


def choose(rows: Sequence[tg.Row], rules: Sequence[Rule], scores: Sequence[float], idx: Sequence[int],
           reasons: Sequence[str], shared: bool, max_local_loss: float = 0.01,
           max_news_loss: float = 0.01) -> tuple[float, dict[str, float]]:
    """The thresholds with the best mean group score on rows ``idx``: the high one (a rule "no trigger" searches)
    with no local group losing more than ``max_local_loss`` of its rows to new searches, and a low one for the
    ``reasons`` (one shared, or one each) with at most ``max_news_loss`` of the news positives kept local. Ties go
    to the first in grid order, as in ``train_gate.choose_thresholds``."""
    w = _weights(rows, idx)
    negatives = Counter(rows[i].group for i in idx if not rows[i].label)
    best_high: tuple[float, float] | None = None
    for high in tg.HIGH_GRID:
        gain, lost = 0.0, Counter()
        for i in idx:
            rule = rules[i]
            if decision(rule, scores[i], high, {}) and not rule[0]:
                gain += w[i] if rows[i].label else -w[i]
                lost[rows[i].group] += not rows[i].label
        if all(k <= max_local_loss * negatives[g] + 1e-9 for g, k in lost.items()):
            if best_high is None or gain > best_high[0] + 1e-12:
                best_high = (gain, high)
    news = sum(1 for i in idx if rows[i].label and rows[i].group in NEWS_GROUPS)
    table: dict[tuple[str, float], tuple[float, int]] = {}
    for reason in reasons:
        for low in tg.LOW_GRID:
            gain, kept = 0.0, 0
            for i in idx:
                if rules[i][0] and rules[i][1] == reason and scores[i] <= low:
                    gain += -w[i] if rows[i].label else w[i]
                    kept += rows[i].label and rows[i].group in NEWS_GROUPS
            table[reason, low] = (gain, kept)
    combos: Iterable[tuple[float, ...]] = ([(low,) * len(reasons) for low in tg.LOW_GRID] if shared
                                           else itertools.product(tg.LOW_GRID, repeat=len(reasons)))
    best_lows: tuple[float, tuple[float, ...]] | None = None
    for lows in combos:
        gain = sum(table[r, low][0] for r, low in zip(reasons, lows))
        if sum(table[r, low][1] for r, low in zip(reasons, lows)) > max_news_loss * news + 1e-9:
            continue
        if best_lows is None or gain > best_lows[0] + 1e-12:
            best_lows = (gain, lows)
    assert best_high is not None and best_lows is not None  # "never" is always allowed
    return best_high[1], dict(zip(reasons, best_lows[1]))


def review_verdicts(rows: Sequence[tg.Row], rules: Sequence[Rule], scores: Sequence[float],
                    reasons: Sequence[str], shared: bool, nested: bool, **limits: float) -> list[bool]:
    """Every row's verdict under the policy: thresholds chosen on all rows, or (``nested``) on the other folds."""
    everyone = range(len(rows))
    if not nested:
        high, lows = choose(rows, rules, scores, everyone, reasons, shared, **limits)
        return [decision(rules[i], scores[i], high, lows) for i in everyone]
    said = [False] * len(rows)
    for k in range(tg.FOLDS):
        high, lows = choose(rows, rules, scores, [i for i in everyone if tg.fold_of(rows[i].question) != k],
                            reasons, shared, **limits)
        for i in everyone:
            if tg.fold_of(rows[i].question) == k:
                said[i] = decision(rules[i], scores[i], high, lows)
    return said


def mean_score(rows: Sequence[tg.Row], said: Sequence[bool]) -> float:
    g = tg.group_scores(list(rows), list(said))
    return sum(g.values()) / len(g)


def bootstrap_interval(rows: Sequence[tg.Row], before: Sequence[bool], after: Sequence[bool],
                       n: int = 200, seed: int = tg.SEED) -> tuple[float, float]:
    """A paired bootstrap 95 % interval of mean_score(after) - mean_score(before) over ``rows``."""
    rnd = random.Random(seed)
    diffs = []
    for _ in range(n):
        pick = [rnd.randrange(len(rows)) for _ in rows]
        sample = [rows[i] for i in pick]
        diffs.append(mean_score(sample, [after[i] for i in pick]) - mean_score(sample, [before[i] for i in pick]))
    diffs.sort()
    return diffs[int(0.025 * n)], diffs[int(0.975 * n) - 1]


def table_rows() -> list[tg.Row]:
    """Our FreshQA-style table as training rows (the score group of the other fresh tables)."""
    from bench_gate import FRESHQA_STYLE, load_sets

    return [tg.Row(q, label, tg.group_of("fresh"), asked) for q, label, asked in load_sets()[FRESHQA_STYLE][0]]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--max-local-loss", type=float, default=0.01)
    ap.add_argument("--max-news-loss", type=float, default=0.01)
    args = ap.parse_args(argv)
    limits = {"max_local_loss": args.max_local_loss, "max_news_loss": args.max_news_loss}
    base_rows = tg.training_rows(refit=False)  # round 8's rows: the figures in README were taken on them
    known = {(r.question, r.label) for r in base_rows}
    extra = [r for r in table_rows() if (r.question, r.label) not in known]
    variants = {"as trained now": base_rows, "+ FreshQA-style table": base_rows + extra}
    shipped_nested: list[bool] | None = None
    n_base = len(base_rows)  # the first rows of every variant: the rows every policy is scored on
    for vname, rows in variants.items():
        rules = tg.rule_verdicts(rows)
        scores = tg.out_of_fold(rows, min_df=tg.MIN_DF_ROUND8)  # round 8's model, as the README figures
        if vname == "as trained now":
            said = review_verdicts(rows, rules, scores, KEEP_LOCAL_NOW, True, False, **limits)
            rules_alone = outcomes(rows, rules, [r[0] for r in rules])
            shipped = outcomes(rows, rules, said)
            print(f"{len(rows)} training rows, out of fold. False searches and misses by group and reason "
                  "(rules alone -> with the shipped policy):")
            for key in sorted(set(rules_alone) | set(shipped), key=lambda k: (k[0], -rules_alone[k], k)):
                print(f"  {key[0]:12} {key[1]:30} {key[2]:24} {rules_alone[key]:4} -> {shipped[key]:4}")
            print(f"rules alone: mean group score {mean_score(rows, [r[0] for r in rules]):.4f}")
        print(f"\nlearned part {vname} ({len(rows)} rows):")
        for pname, reasons, shared in POLICIES:
            cells = []
            for nested in (False, True):
                said = review_verdicts(rows, rules, scores, reasons, shared, nested, **limits)
                cell = f"{'nested' if nested else 'in-oof'} {mean_score(rows[:n_base], said[:n_base]):.4f}"
                if len(rows) > n_base:
                    cell += f" (table {mean_score(rows[n_base:], said[n_base:]):.3f})"
                if nested and shipped_nested is None:
                    shipped_nested = said[:n_base]
                elif nested:
                    diff = mean_score(rows[:n_base], said[:n_base]) - mean_score(rows[:n_base], shipped_nested)
                    lo, hi = bootstrap_interval(rows[:n_base], shipped_nested, said[:n_base])
                    cell += f", vs shipped {diff:+.4f} [{lo:+.4f}, {hi:+.4f}]"
                cells.append(cell)
            high, lows = choose(rows, rules, scores, range(len(rows)), reasons, shared, **limits)
            print(f"  {pname:40} {'; '.join(cells)}; thresholds high {high}, lows {lows}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
