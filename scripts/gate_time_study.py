"""How does the gate's news recall decay with time distance, and does more or later news data help the future?

The goal's news set is a year of weekly news questions asked after anything we hold (RealTimeQA's 2025-2026 weeks
are not in ../shared/data/gate): names, events and topics the model never saw. This study simulates that future
with the weeks we have (2022-06-16 … 2023-12-22), cut into five windows:

    A = 2022 Jun-Sep (459), B = 2022 Oct-Dec (350), C = 2023 Jan-Jun (759), D = 2023 Jul-Sep (320),
    E = 2023 Oct-Dec (328)

(a new quiz source, DelawareOnline's local news, appears in D and E only; USA Today's stops after C).

1. The rules alone per quarter and per quiz source, cased and lower-cased (the rules were written looking at
   2022's errors, so A and B are tuned on; 2023 was only scored).
2. The learned part trained as ``scripts/train_gate.py`` trains it (same features, C, ``--min-df`` (round 8's 2 by
   default; the refit uses 3), 5-fold thresholds under the same local-loss limit) on round 8's other training rows
   (SituatedQA train, our tuned-on tables) plus the news of one choice of windows, and scored on every window,
   cased and lower-cased: no RealTimeQA, A, B, A+B (round 8's rows), C, A+B+C, A+B+C+D. A vs B (older vs newer,
   similar size) and A+B vs C (same size, a year apart) separate "later" from "more"; A+B vs A+B+C vs A+B+C+D is
   "more and later", the last one with a quarter of the new source's questions in it. Beside the news: SituatedQA
   dev and round 7's blind tables (held out from every variant), to see what each choice costs the timeless
   questions; and the recall per quiz source on the windows a variant did not see.
3. Recall by distance: quarters after the last training week, rules alone beside each variant.
4. Differences between variants on the windows both left unseen, with a 95 % interval from a bootstrap over
   weeks (``question_date``: one week's quizzes share stories, so weeks, not questions, are the independent units).
5. More SituatedQA rows (the refit adds its dev split): 3 of 5 CRC folds of SituatedQA train against all of it.
6. (``--extras``) Two changes that read no names, trained on A+B and A+B+C: CV folds of whole weeks for the news
   rows, and no feature that only one month's news has.

Scores no FreshQA row. Needs the training extra (sklearn); deterministic. Run:
``python scripts/gate_time_study.py [--min-df 3] [--extras]`` (about 4 minutes on 2 busy cores, 7 with extras).
"""

from __future__ import annotations

import argparse
import random
import sys
import zlib
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import train_gate as tg  # noqa: E402

WINDOWS = (("A", date(2022, 1, 1), date(2022, 10, 1)), ("B", date(2022, 10, 1), date(2023, 1, 1)),
           ("C", date(2023, 1, 1), date(2023, 7, 1)), ("D", date(2023, 7, 1), date(2023, 10, 1)),
           ("E", date(2023, 10, 1), date(2024, 1, 1)))
VARIANTS = ("", "A", "B", "AB", "C", "ABC", "ABCD")  # the RealTimeQA windows trained on ("": none)
BOOTSTRAP = 1000

Rule = tuple[bool, str, bool]


@dataclass(frozen=True)
class News:
    question: str
    asked: date
    source: str

    @property
    def window(self) -> str:
        return next(name for name, lo, hi in WINDOWS if lo <= self.asked < hi)

    @property
    def quarter(self) -> str:
        return f"{self.asked.year}Q{(self.asked.month - 1) // 3 + 1}"


def news_rows() -> list[News]:
    import json

    from bench_gate import SHARED_DATA

    with (SHARED_DATA / "gate" / "realtimeqa-2022-2023.jsonl").open(encoding="utf-8") as fh:
        return [News(r["question"], date.fromisoformat(r["question_date"]), r["question_source"])
                for r in map(json.loads, filter(str.strip, fh))]


def heldout_sets() -> dict[str, list[tuple[str, bool, date | None]]]:
    """The held-out non-news sets each variant is also scored on (never FreshQA)."""
    from bench_gate import load_sets

    sets = load_sets()
    return {name: sets[name][0] for name in ("SituatedQA dev split", "r7 blind: news", "r7 blind: fresh/slow/never",
                                             "r7 blind: time-dependent")}


def rule_of(question: str, asked: date | None) -> Rule:
    """The rules' (search?, reason, held?), as train_gate reads them."""
    return tg.rule_verdicts([tg.Row(question, False, "", asked)])[0]


def verdict(model: tg.LearnedGate | None, rule: Rule, question: str) -> bool:
    """The gate's verdict (``train_gate.combine``, NaN where the runtime would not score the text)."""
    if model is None:
        return rule[0]
    p = model.score(question) if tg.readable(question) else float("nan")
    return tg.combine(rule, p, model.high, model.low)


def variant_rows(base: list[tg.Row], news: Sequence[News], windows: str) -> list[tg.Row]:
    """train_gate's rows with these RealTimeQA windows in place of 2022 (in train_gate's order: SituatedQA, the
    news, our tables; each question once): windows "AB" gives train_gate's own rows."""
    picked = [tg.Row(n.question, True, "realtimeqa", n.asked) for n in news if n.window in windows]
    rows, seen = [], set()
    for r in [r for r in base if r.group == "situatedqa"] + picked + [r for r in base if r.group != "situatedqa"]:
        if (r.question, r.label) not in seen:
            seen.add((r.question, r.label))
            rows.append(r)
    return rows


def train_variant(base: list[tg.Row], news: Sequence[News], windows: str, log: Callable[[str], None],
                  min_df: int = tg.MIN_DF_ROUND8) -> tg.LearnedGate:
    return tg.train(variant_rows(base, news, windows), 0.01, log=log, min_df=min_df)


def balanced(rows: Sequence[tuple[bool, bool]]) -> float:
    """(label, said) pairs -> balanced accuracy, or the one class's rate."""
    parts = []
    for lab in (True, False):
        got = [said == lab for label, said in rows if label == lab]
        if got:
            parts.append(sum(got) / len(got))
    return sum(parts) / len(parts) if parts else float("nan")


def week_bootstrap(news: Sequence[News], a: Sequence[bool], b: Sequence[bool], n: int = BOOTSTRAP,
                   seed: int = tg.SEED) -> tuple[float, float, float]:
    """Recall(b) - recall(a) on ``news`` and its 95 % interval, resampling whole weeks (question_date)."""
    weeks: dict[date, list[int]] = defaultdict(list)
    for i, r in enumerate(news):
        weeks[r.asked].append(i)
    keys = sorted(weeks)
    rnd = random.Random(seed)
    diffs = []
    for _ in range(n):
        idx = [i for _ in keys for i in weeks[keys[rnd.randrange(len(keys))]]]
        diffs.append((sum(b[i] for i in idx) - sum(a[i] for i in idx)) / len(idx))
    diffs.sort()
    return (sum(b) - sum(a)) / len(news), diffs[int(0.025 * n)], diffs[int(0.975 * n) - 1]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variants", default=",".join(v or "-" for v in VARIANTS),
                    help="comma-separated RealTimeQA windows to train on ('-': none)")
    ap.add_argument("--min-df", type=int, default=tg.MIN_DF_ROUND8,
                    help=f"train_gate's feature cut (round 8: {tg.MIN_DF_ROUND8}; the refit: {tg.MIN_DF})")
    ap.add_argument("--extras", action="store_true", help="also section 6: two name-independent changes")
    args = ap.parse_args(argv)
    variants = tuple("" if v == "-" else v for v in args.variants.split(","))
    news = news_rows()
    base = [r for r in tg.training_rows(refit=False) if r.group != "realtimeqa"]
    rules = {case: [rule_of(n.question.lower() if case == "lower" else n.question, n.asked) for n in news]
             for case in ("cased", "lower")}

    print(f"{len(news)} RealTimeQA questions: " + ", ".join(
        f"{w} {sum(n.window == w for n in news)}" for w, _, _ in WINDOWS))
    print("\n1. Rules alone by quarter and source (2022 tuned on, 2023 only scored), recall cased / lower-cased "
          "(questions):")
    quarters = sorted({n.quarter for n in news})
    sources = sorted({n.source for n in news})
    print(f"  {'quarter':8}{'all':>20}" + "".join(f"{s[:14]:>20}" for s in sources))
    for q in quarters:
        idx = [i for i, n in enumerate(news) if n.quarter == q]
        cells = []
        for s in [None, *sources]:
            sel = [i for i in idx if s is None or news[i].source == s]
            cells.append(f"{sum(rules['cased'][i][0] for i in sel) / len(sel):.3f}/"
                         f"{sum(rules['lower'][i][0] for i in sel) / len(sel):.3f} ({len(sel)})" if sel else "-")
        print(f"  {q:8}" + "".join(f"{c:>20}" for c in cells))

    held = heldout_sets()
    held_rules = {name: [rule_of(q, asked) for q, _, asked in rows] for name, rows in held.items()}
    said: dict[str, dict[str, list[bool]]] = {}
    print("\n2. The learned part trained on the other training rows plus these RealTimeQA windows; recall per window "
          "(cased / lower-cased; [brackets]: trained on), then the held-out tables:")
    head = "".join(f"{w:>16}" for w, _, _ in WINDOWS) + "".join(f"{n[:22]:>24}" for n in held)
    print(f"  {'trained on':12}{head}")
    variants = ("rules", *variants)
    for v in variants:
        model = None if v == "rules" else train_variant(base, news, v, lambda s: None, args.min_df)
        said[v] = {case: [verdict(model, r, n.question.lower() if case == "lower" else n.question)
                          for r, n in zip(rules[case], news, strict=True)] for case in ("cased", "lower")}
        cells = []
        for w, _, _ in WINDOWS:
            idx = [i for i, n in enumerate(news) if n.window == w]
            c = "/".join(f"{sum(said[v][case][i] for i in idx) / len(idx):.3f}" for case in ("cased", "lower"))
            cells.append(f"[{c}]" if v != "rules" and w in v else c)
        for name, rows in held.items():
            pairs = [(label, verdict(model, r, q)) for (q, label, _), r in zip(rows, held_rules[name], strict=True)]
            tp = [s for lab, s in pairs if lab]
            tn = [not s for lab, s in pairs if not lab]
            detail = f" ({sum(tp) / len(tp):.2f}/{sum(tn) / len(tn):.2f})" if tp and tn else ""
            cells.append(f"{balanced(pairs):.3f}{detail}")
        label = {"rules": "rules alone", "": "no RTQA"}.get(v, v)
        thresholds = "" if model is None else f"   high {model.high} low {model.low}, {len(model.weights)} weights"
        if v == "AB" and args.min_df == tg.MIN_DF_ROUND8:  # round 8's rows and cut: round 8's model
            thresholds += ", round 8's model" if variant_rows(base, news, v) == tg.training_rows(refit=False) \
                else ", NOT round 8's rows"
        print(f"  {label:12}" + "".join(f"{c:>16}" for c in cells[:len(WINDOWS)])
              + "".join(f"{c:>24}" for c in cells[len(WINDOWS):]) + thresholds)
        unseen = [i for i, n in enumerate(news) if v == "rules" or n.window not in v]
        print(f"  {'':12}  by source, windows not trained on: " + ", ".join(
            f"{src} {sum(said[v]['cased'][i] for i in sel) / len(sel):.3f} ({len(sel)})" for src in sources
            if (sel := [i for i in unseen if news[i].source == src])))

    print("\n3. Recall by distance: quarters after the last training week (cased / lower-cased); "
          "rules alone beside each variant on the same questions:")
    order = {q: i for i, q in enumerate(quarters)}
    for v in variants:
        if v in ("rules", ""):
            continue
        last_day = max(n.asked for n in news if n.window in v)
        end_q = order[News("", last_day, "").quarter]
        cells = []
        for q in quarters:
            d = order[q] - end_q
            idx = [i for i, n in enumerate(news) if n.quarter == q and n.window not in v]
            if d <= 0 or not idx:
                continue
            r = sum(said["rules"]["cased"][i] for i in idx) / len(idx)
            c = sum(said[v]["cased"][i] for i in idx) / len(idx)
            lo = sum(said[v]["lower"][i] for i in idx) / len(idx)
            cells.append(f"+{d}q {c:.3f}/{lo:.3f} (rules {r:.3f})")
        print(f"  {v:5} " + "   ".join(cells))

    print(f"\n4. Differences in recall on windows neither variant saw (bootstrap over weeks, {BOOTSTRAP} resamples):")
    pairs = [("rules", "AB"), ("", "A"), ("", "AB"), ("A", "B"), ("A", "AB"), ("AB", "C"), ("AB", "ABC"),
             ("ABC", "ABCD"), ("AB", "ABCD")]
    for a, b in pairs:
        if a not in said or b not in said:
            continue
        unseen = [w for w, _, _ in WINDOWS if (a == "rules" or w not in a) and w not in b]
        for w in unseen:
            idx = [i for i, n in enumerate(news) if n.window == w]
            for case in ("cased", "lower"):
                d, lo, hi = week_bootstrap([news[i] for i in idx], [said[a][case][i] for i in idx],
                                           [said[b][case][i] for i in idx])
                name_a = {"rules": "rules alone", "": "no RTQA"}.get(a, a)
                print(f"  {b:>4} vs {name_a:11} on {w} ({case:5}): {d:+.4f} [{lo:+.4f}, {hi:+.4f}]")

    print("\n5. More SituatedQA rows (the refit adds its dev split): the learned part trained with 3 of 5 CRC folds of "
          "SituatedQA train vs all of it (news A+B), scored on SituatedQA dev and round 7's time-dependent table:")
    for share in (3, 5):
        part = [r for r in base if r.group != "situatedqa" or tg.fold_of(r.question) < share]
        model = train_variant(part, news, "AB", lambda s: None, args.min_df)
        cells = []
        for name in ("SituatedQA dev split", "r7 blind: time-dependent", "r7 blind: fresh/slow/never"):
            pairs_ = [(label, verdict(model, r, q)) for (q, label, _), r in zip(held[name], held_rules[name],
                                                                                strict=True)]
            cells.append(f"{name} {balanced(pairs_):.3f}")
        n_sq = sum(r.group == "situatedqa" for r in part)
        print(f"  {n_sq} SituatedQA rows: " + ", ".join(cells) + f"; high {model.high} low {model.low}")

    if args.extras:
        print("\n6. Two name-independent changes, trained on A+B and A+B+C: folds of whole weeks for the news rows "
              "(thresholds chosen as if the stories were new), and no feature seen only in one month's news:")
        for v in ("AB", "ABC"):
            for change in ("as now", "week folds", "no one-month features"):
                with _changed(change, variant_rows(base, news, v)):
                    model = train_variant(base, news, v, lambda s: None, args.min_df)
                cells = [f"{w} {sum(verdict(model, rules['cased'][i], news[i].question) for i in idx) / len(idx):.3f}"
                         for w, _, _ in WINDOWS if w not in v
                         for idx in [[i for i, n in enumerate(news) if n.window == w]]]
                for name in ("SituatedQA dev split", "r7 blind: time-dependent"):
                    pairs_ = [(label, verdict(model, r, q))
                              for (q, label, _), r in zip(held[name], held_rules[name], strict=True)]
                    cells.append(f"{name} {balanced(pairs_):.3f}")
                print(f"  {v:4} {change:22} " + ", ".join(cells) + f"; high {model.high} low {model.low}")
    return 0


@contextmanager
def _changed(change: str, rows: Sequence[tg.Row]) -> Iterator[None]:
    """train_gate with week folds for the news rows, or without the features only one month's news has."""
    fold_of, features = tg.fold_of, tg.features
    week = {r.question: r.asked for r in rows if r.group == "realtimeqa" and r.asked}
    if change == "week folds":
        tg.fold_of = lambda q: (zlib.crc32(week[q].isoformat().encode()) % tg.FOLDS if q in week else fold_of(q))
    elif change == "no one-month features":
        months: dict[str, set[tuple[int, int]]] = defaultdict(set)
        other: set[str] = set()
        for r in rows:
            for f in features(r.question):
                if r.group == "realtimeqa" and r.asked:
                    months[f].add((r.asked.year, r.asked.month))
                else:
                    other.add(f)
        keep = other | {f for f, m in months.items() if len(m) >= 2}
        tg.features = lambda q: [f for f in features(q) if f in keep]
    try:
        yield
    finally:
        tg.fold_of, tg.features = fold_of, features


if __name__ == "__main__":
    sys.exit(main())
