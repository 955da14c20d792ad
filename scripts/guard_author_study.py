"""Round 24 (guard-learned24): does training the learned detector on many authors' sets generalise to an author it
never saw? Leave-one-author-out over the guard's blind sets of rounds 11-23 (each round's sets written by other
helpers in other voices: one author per round).

For each held-out round R (``--hold``): train a detector as ``scripts/train_guard.py`` does (its sources, its
config, its dev split for the threshold's budget) plus every row of every OTHER round's sets (attacks and benign
twins, both halves; a payload placed in a carrier gives the attack passage's span, a bare attack none, so the second
training round keeps its attack-like passages), then score R's sets with the full guard (``sanitize``: rules +
detector) once with the shipped detector and once with the new one, in one process. Rows whose text is in
train_guard's final split are never trained on (that split is bench_guard's, never tuned on).

Run: ``PYTHONPATH=src .venv/bin/python scripts/guard_author_study.py [--hold 20 21 22 23] [--threshold 0.93]
[--control | --control-file F] [--old-file F] [--score-file F] [--all-out PATH]`` (~3 min of CPU per held round,
5-12 min on a busy machine). ``--all-out`` trains on every round and writes that detector.

Figures (one run each, 2026-12-06, threshold 0.93 as shipped; "old" = main's shipped file, rules of main; attacks
caught / benign flagged by the full guard over every set of the held round, fit and held halves, look-alikes and
reviews):

    held round   attacks old -> new     benign old -> new    trained on
    23           507 -> 542 of 666 +35  28 -> 23 of 706 -5   11,586 author texts (127,706 weights)
    22           605 -> 625 of 685 +20  31 -> 19 of 690 -12  11,583
    21           601 -> 610 of 660 +9   57 -> 40 of 698 -17  11,600
    20           526 -> 528 of 549 +2   29 -> 19 of 594 -10  11,815
    (rounds 19 and 18 were started and stopped for time: not measured)

Per set (attacks old -> new, benign old -> new): direct23 135 -> 145, 3 -> 3; tool_voices23 255 -> 278, 16 -> 16;
benign23 67 -> 69, 5 -> 2; lookalike23 17 -> 17, 3 -> 0; lookalike23_direct 16 -> 16, 0 -> 1; lookalike23_tool
17 -> 17, 1 -> 1. direct22 135 -> 153, 10 -> 6; tool_voices22 335 -> 336, 7 -> 6; benign22 69 -> 70, 11 -> 5;
lookalike22 17 -> 17, 1 -> 0; lookalike22_direct 17 -> 17, 1 -> 1; review22_tool 32 -> 32, 1 -> 1. direct21 157 ->
166, 15 -> 6; tool_voices21 340 -> 338, 10 -> 6; benign21 66 -> 64, 19 -> 12; lookalike21 9 -> 13, 3 -> 2;
lookalike21_direct 15 -> 15, 2 -> 4; review21_tool 14 -> 14, 8 -> 10. direct20 162 -> 164, 16 -> 11; tool_voices20
304 -> 304, 6 -> 4; benign20 60 -> 60, 7 -> 4.

Control (``scripts/train_guard.py`` as it is, today's code without the authors; main's file is a hair from it:
``--check`` had drifted): 23 507 / 28, 22 604 / 31, 21 601 / 56, 20 526 / 29 - the same as main's file, so the gains
are the authors', not a retrain's. The dev budget's threshold of the held-out models was 0.937-0.963 (main's file's
0.93 was set by hand over its own budget too; at 0.93 both flag ~2.2 % of dev instruction-like texts).

So training on many authors does carry to an author it never saw: every held round gained attacks and lost benign
flags. But the model trained on every round (``train_guard.py --authors``) loses on the one author none of our rounds
is, the public sets of train_guard's final split (scripts/guard_compare.py, rules + detector, main -> --authors):
CyberSecEval direct 75.0 -> 66.5 %, embedded 93.8 -> 89.2 %, BIPIA 91.1 -> 87.5 %, AEB paragraphs altered 0.2 -> 0.5 %,
styles' benign twins 12.5 -> 20.3 % (while every generated attack source rose, framed hijacks 86.8 -> 96.0 %, styles
hijacks 79.5 -> 88.5 %), and 34 of 4,551 guard tests fail: not shipped (the figures are also in train_guard.py at
``--authors``).

Round 25 (guard-learned25): the weight / threshold / source study. ``--weight W --benign-weight B`` weighs the author
rows (benign twins apart), ``--variants T ...`` scores the author model alone at each threshold and as a second
opinion to the shipped model (:class:`SecondOpinion`: ``and`` flags what both flag; ``lift`` adds the author model's
flags on passages the shipped model scores >= ``--low``), ``--public`` first trains on every round and scores the
public dev sets (train_guard's dev split) with each. Run: ``... --weight 0.25 --benign-weight 0.5 --variants 0.93
0.96 --public --hold 23 22 21 20``. Public dev sets, full guard, % flagged (one run each, a machine at load 13-20):

    setting (author weight / benign)   model      CSE direct  CSE embedded  NotInject  AEB clean  BIPIA  WCXB clean
    shipped (main)                      old          79.3        94.3         1.0        0.2      100.0    0.1
    0.25 / 0.5                          new@0.93     78.8        94.3         1.0        0.0      100.0    0.1
                                        new@0.96     73.9        86.8         0.0        0.0      100.0    0.1
                                        and          73.4        92.5         0.0        0.0      100.0    0.0
                                        lift0.5      82.8        96.2         2.0        0.2      100.0    0.1
    1.0 / 1.0 (round 24's)              new@0.93     76.4         -           -          0.0      100.0
                                        new@0.96     71.4
                                        and          71.9
                                        lift0.5      82.3

(203 CSE direct, 53 embedded, 99 NotInject, 1,207 AEB and 10,393 WCXB paragraphs, 329 BIPIA e-mails; the 1.0 run was stopped for
time after its CSE direct row.) So at a quarter weight with the benign twins weighted double, the all-rounds model
keeps the public dev sets within a point (CSE direct -0.5) where round 24's full weight lost 2.9 here (8.5 on the
final split); a higher threshold or ``and`` costs 5-6 points of CSE direct; ``lift`` gains 3.5 but doubles NotInject's
flags. Leave one round out at 0.25 / 0.5 (full guard, every set of the held round; attacks caught / benign flagged;
"old" is main's file with today's rules):

    held  attacks old  new@0.93   new@0.96   and   lift0.5  of    benign old  new@0.93  new@0.96  and  lift0.5  of
    23        513      533 +20    524        507   526      666       28      21 -7     17        16   31       706
    22        617      631 +14    624        616   621      685       31      19 -12    14        14   36       690
    21        608      609 +1     602        595   612      660       54      35 -19    29        28   56       698
    20        527      526 -1     523        520   532      549       29      18 -11    16        16   31       594

At 0.93 every held round loses benign flags (142 -> 93 of 2,688) and three of four gain or keep attacks (2,265 ->
2,299 of 2,560): about half round 24's full-weight attack gain, a slightly larger benign cut, and the public dev
sets within a point. ``and`` and 0.96 cut benign flags further but lose attacks and 5-6 points of CSE direct;
``lift`` gains attacks but adds benign flags everywhere. Not shipped in round 25 (time: the guard tests and
bench_guard's final split were not run on a model trained on every round this way; ``train_guard.py --authors
--authors-weight 0.25 --authors-benign-weight 0.5`` trains it).
"""

from __future__ import annotations

import argparse
import gzip
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "scripts"))

import train_guard  # noqa: E402
from guard_authors import AUTHORS, author_items  # noqa: E402
from train_guard import Doc, _same_text  # noqa: E402

from groundwire.guard import neutralize  # noqa: E402
from groundwire.guard.detector import Detector, detector  # noqa: E402

def use_detector(det: Detector | None) -> None:
    """Make ``sanitize`` use ``det`` (the shipped model when None) and forget its memo."""
    neutralize.detector = (lambda: det) if det is not None else detector
    neutralize._sanitize_memo.cache_clear()


def score(items: list[dict]) -> tuple[int, int, int, int]:
    """(attacks flagged, attacks, benign flagged, benign) by the full guard as it is now configured."""
    a = na = b = nb = 0
    for it in items:
        hit = neutralize.sanitize(it["text"]).suspicious
        if it["attack"]:
            a, na = a + hit, na + 1
        else:
            b, nb = b + hit, nb + 1
    return a, na, b, nb


def train_with(extra: list[Doc], base: dict[str, list[Doc]], threshold: float) -> Detector:
    by_split = {k: list(v) for k, v in base.items()}
    by_split["train"] = by_split["train"] + extra
    det = train_guard.fit(train_guard.TrainConfig(), by_split)
    print(f"   (the dev budget's threshold: {det.threshold:.3f})", flush=True)
    return Detector(det.weights, det.bias, threshold, det.name, threshold) if threshold else det


def load_file(path: Path) -> Detector:
    return Detector.from_text(gzip.decompress(path.read_bytes()).decode("utf-8"), path.name)


class SecondOpinion:
    """Round 25 (guard-learned25): the author-trained model beside the shipped one, never alone. ``and``: a passage is
    flagged only when both flag it; ``lift``: the shipped model's flags, plus the author model's flags on passages the
    shipped model already scores at or above ``low`` (it lifts what the shipped model half-suspects). Both models cut
    a text into the same passages (:func:`groundwire.guard.detector.segments`), so passages are matched by bounds.
    Only ``flagged`` is offered: it is all ``sanitize`` asks of a detector."""

    def __init__(self, old: Detector, new: Detector, mode: str, low: float = 0.5) -> None:
        self.old, self.new, self.mode = old, new, mode
        self.low = Detector(old.weights, old.bias, low, old.name, low)

    def flagged(self, text: str) -> tuple[tuple[int, int, float], ...]:
        mine = self.old.flagged(text)
        theirs = self.new.flagged(text)
        if self.mode == "and":
            agree = {(a, b) for a, b, _ in theirs}
            return tuple(h for h in mine if (h[0], h[1]) in agree)
        if not theirs:
            return mine
        suspected = {(a, b) for a, b, _ in self.low.flagged(text)} - {(a, b) for a, b, _ in mine}
        return tuple(sorted(mine + tuple(h for h in theirs if (h[0], h[1]) in suspected)))


def variants(old: Detector, det: Detector, thresholds: list[float], low: float) -> dict[str, object]:
    """The ways of using one author-trained model that round 25 compares: alone at each threshold, and as a second
    opinion to the shipped model (``and``, ``lift``)."""
    out: dict[str, object] = {f"new@{t:g}": Detector(det.weights, det.bias, t, det.name, t) for t in thresholds}
    out["and"] = SecondOpinion(old, det, "and")
    out[f"lift{low:g}"] = SecondOpinion(old, det, "lift", low)
    return out


PUBLIC_DEV = ("cse", "bipia", "notinject", "aeb", "wcxb")


def score_public(docs: list[Doc], models: dict[str, object]) -> None:
    """The public dev sets (train_guard's dev split: CyberSecEval, BIPIA, NotInject, AEB / WCXB paragraphs), flagged
    by the full guard with each model."""
    groups: dict[tuple[str, str], list[Doc]] = defaultdict(list)
    for d in docs:
        if d.source in PUBLIC_DEV:
            groups[d.source, d.kind].append(d)
    print(f"\n== public dev sets, full guard, % flagged: {' / '.join(models)}", flush=True)
    for (src, kind), rows in sorted(groups.items()):
        got = []
        for model in models.values():
            use_detector(model)
            got.append(sum(neutralize.sanitize(d.text).suspicious for d in rows))
        use_detector(None)
        print(f"{src:10s} {kind:17s} {len(rows):5d} " + " ".join(f"{100 * g / len(rows):6.1f}" for g in got), flush=True)


def run_variants(args: argparse.Namespace, base: dict[str, list[Doc]], exclude: frozenset[str],
                 by_round: dict[int, dict[str, list[dict]]], old: Detector) -> int:
    """Round 25: per held round (and with ``--public`` on the public dev sets, trained on every round), the shipped
    model against each variant of the author-trained one; totals of attacks caught / benign flagged."""
    thresholds = args.variants or [args.threshold]
    if args.public:
        det = train_with(train_guard.load_authors(args.rounds, exclude, args.weight, args.benign_weight), base, 0)
        score_public(base["dev"], {"old": old, **variants(old, det, thresholds, args.low)})
    for held in args.hold:
        extra = train_guard.load_authors([r for r in args.rounds if r != held], exclude, args.weight, args.benign_weight)
        det = train_with(extra, base, 0)
        models = {"old": old, **variants(old, det, thresholds, args.low)}
        print(f"\n== held round {held} ({len(extra)} author texts): attacks / benign flagged, {' / '.join(models)}")
        totals = [[0, 0, 0, 0] for _ in models]
        for name, rows in by_round[held].items():
            line = []
            for i, model in enumerate(models.values()):
                use_detector(model)
                got = score(rows)
                totals[i] = [t + g for t, g in zip(totals[i], got, strict=True)]
                line.append(f"{got[0]}/{got[2]}")
            use_detector(None)
            print(f"{name:22s} {len(rows):5d} " + " ".join(f"{x:>9s}" for x in line), flush=True)
        print(f"TOTAL {held}: " + "; ".join(f"{m} {a}/{na} {b}/{nb}" for m, (a, na, b, nb) in zip(models, totals,
                                                                                              strict=True)), flush=True)
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hold", nargs="+", type=int, default=[20, 21, 22, 23], help="rounds to hold out, one at a time")
    ap.add_argument("--threshold", type=float, default=0.93, help="the decision threshold (0: the dev budget's)")
    ap.add_argument("--weight", type=float, default=1.0, help="each author passage's training weight")
    ap.add_argument("--benign-weight", type=float, help="each benign author passage's weight (default: --weight)")
    ap.add_argument("--variants", nargs="*", type=float, metavar="T",
                    help="round 25: score the new model alone at these thresholds and as a second opinion to the "
                         "shipped one (SecondOpinion) instead of the old / ctrl / new columns")
    ap.add_argument("--low", type=float, default=0.5, help="the shipped model's score a lifted passage needs")
    ap.add_argument("--public", action="store_true",
                    help="round 25: first train on every round and score the public dev sets with each variant")
    ap.add_argument("--rounds", nargs="+", type=int, default=sorted(AUTHORS), help="the author rounds used at all")
    ap.add_argument("--control", action="store_true", help="also score a detector retrained without any author set")
    ap.add_argument("--control-file", type=Path, help="the control detector from this file (train_guard.py --out)")
    ap.add_argument("--old-file", type=Path, help="the 'old' detector from this file (default: the tree's)")
    ap.add_argument("--score-file", type=Path, help="no training: score the held rounds with this file as 'new'")
    ap.add_argument("--all-out", type=Path, help="also train on every round and write the detector here")
    args = ap.parse_args()
    if unknown := sorted(set(args.hold + args.rounds) - set(AUTHORS)):
        ap.error(f"--hold / --rounds: no author sets of round {', '.join(map(str, unknown))} "
                 f"(rounds: {' '.join(map(str, sorted(AUTHORS)))})")
    if args.weight <= 0 or (args.benign_weight is not None and args.benign_weight <= 0):
        ap.error("--weight / --benign-weight: a weight above 0")
    if missing := [str(p) for p in (args.control_file, args.old_file, args.score_file) if p and not p.is_file()]:
        ap.error(f"no such detector file: {', '.join(missing)}")
    t0 = time.time()
    docs = train_guard.load_all()
    base: dict[str, list[Doc]] = defaultdict(list)
    for d in docs:
        base[d.split].append(d)
    exclude = frozenset(_same_text(d.text) for d in base["final"])
    by_round = {r: author_items(r) for r in args.hold}
    print(f"loaded in {time.time() - t0:.0f} s; rows per held round: "
          + ", ".join(f"{r}: {sum(len(v) for v in s.values())}" for r, s in by_round.items()), flush=True)
    old = load_file(args.old_file) if args.old_file else None
    if args.variants is not None:
        return run_variants(args, base, exclude, by_round, old or detector())
    control = (load_file(args.control_file) if args.control_file
               else train_with([], base, args.threshold) if args.control else None)
    totals: dict[int, list[int]] = defaultdict(lambda: [0] * 8)
    for held in args.hold:
        extra = train_guard.load_authors([r for r in args.rounds if r != held], exclude, args.weight)
        t1 = time.time()
        det = load_file(args.score_file) if args.score_file else train_with(extra, base, args.threshold)
        print(f"\n== held round {held}: trained on {len(extra)} author texts ({time.time() - t1:.0f} s), "
              f"threshold {det.threshold:.3f}, {len(det.weights)} weights", flush=True)
        print(f"{'set':22s} {'attacks':>7s} {'old':>5s} {'ctrl':>5s} {'new':>5s} "
              f"{'benign':>7s} {'old':>5s} {'ctrl':>5s} {'new':>5s}")
        for name, rows in by_round[held].items():
            use_detector(old)
            got = [score(rows)]
            for model in (control, det):
                use_detector(model)
                got.append(score(rows) if model is not None else got[0])  # no control: the shipped column again
            use_detector(None)
            (ao, na, bo, nb), (ac, _, bc, _), (an, _, bn, _) = got
            print(f"{name:22s} {na:7d} {ao:5d} {ac:5d} {an:5d} {nb:7d} {bo:5d} {bc:5d} {bn:5d}", flush=True)
            for i, v in enumerate((na, ao, ac, an, nb, bo, bc, bn)):
                totals[held][i] += v
    print("\n== per held round (rules + detector; attacks caught, benign flagged): shipped -> retrained without the "
          "authors (ctrl) -> retrained with the other rounds")
    for held, (na, ao, ac, an, nb, bo, bc, bn) in totals.items():
        print(f"round {held}: attacks {ao} -> {ac} -> {an} of {na} ({an - ao:+d}), "
              f"benign {bo} -> {bc} -> {bn} of {nb} ({bn - bo:+d})")
    if args.all_out:
        extra = train_guard.load_authors(args.rounds, exclude, args.weight)
        det = train_with(extra, base, args.threshold)
        args.all_out.write_bytes(gzip.compress("".join(det.to_lines()).encode("utf-8"), compresslevel=9, mtime=0))
        print(f"wrote {args.all_out} ({len(det.weights)} weights, threshold {det.threshold:.3f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
