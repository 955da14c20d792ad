"""Extraction quality and speed on the Article Extraction Benchmark (scrapinghub, MIT licence).

Data: ../shared/data/extraction-aeb/ (ground-truth.json + html/*.html.gz, 181 pages).
Metric, as the benchmark's own ``evaluate.py`` defines it: tokens are ``\\w+`` matches; each page is scored on
4-token shingle multisets (tp/fp/fn normalised per page), precision and recall are averaged over pages and F1
is their harmonic mean. We also print word-level (unigram multiset) F1 averaged over pages.

    .venv/bin/python bench/bench_extract.py            # ours vs plain trafilatura.extract, one run
    .venv/bin/python bench/bench_extract.py --sweep    # also trafilatura settings behind our extract()
"""

from __future__ import annotations

import argparse
import gzip
import importlib
import json
import re
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import trafilatura

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from groundwire.read.extract import extract  # noqa: E402
from _paths import SHARED_DATA  # noqa: E402  (bench/ is on sys.path when run as a script)

extract_mod = importlib.import_module("groundwire.read.extract")  # the module (the package exports the function)

DATA = SHARED_DATA / "extraction-aeb"
TARGET_F1 = 0.958
_TOKEN = re.compile(r"\w+", re.UNICODE)


def load(data: Path) -> tuple[dict[str, str], dict[str, str]]:
    truth = json.loads((data / "ground-truth.json").read_text(encoding="utf8"))
    pages = {}
    for path in sorted((data / "html").glob("*.html.gz")):
        with gzip.open(path, "rt", encoding="utf8") as f:
            pages[path.name.split(".")[0]] = f.read()
    return {k: v.get("articleBody", "") or "" for k, v in truth.items()}, pages


def _shingles(text: str, n: int) -> Counter[tuple[str, ...]]:
    tokens = _TOKEN.findall(text or "")
    return Counter(tuple(tokens[i : i + n]) for i in range(max(1, len(tokens) - n + 1)) if tokens[i : i + n])


def tp_fp_fn(true: str, pred: str, n: int) -> tuple[float, float, float]:
    a, b = _shingles(true, n), _shingles(pred, n)
    tp = sum((a & b).values())
    fp = sum((b - a).values())
    fn = sum((a - b).values())
    s = tp + fp + fn
    return (tp / s, fp / s, fn / s) if s else (0.0, 0.0, 0.0)


def _precision(tp: float, fp: float, fn: float) -> float:
    return 1.0 if fp == fn == 0 else 0.0 if tp == fp == 0 else tp / (tp + fp)


def _recall(tp: float, fp: float, fn: float) -> float:
    return 1.0 if fp == fn == 0 else 0.0 if tp == fn == 0 else tp / (tp + fn)


def aeb_scores(truth: dict[str, str], preds: dict[str, str]) -> tuple[float, float, float]:
    """(F1, precision, recall) exactly as AEB's evaluate.py computes them."""
    m = [tp_fp_fn(truth[k], preds.get(k, ""), 4) for k in truth]
    p = statistics.mean(_precision(*x) for x in m if x[0] + x[1] > 0)
    r = statistics.mean(_recall(*x) for x in m if x[0] + x[2] > 0)
    return 2 * p * r / (p + r), p, r


def word_f1(truth: dict[str, str], preds: dict[str, str]) -> float:
    """Mean over pages of word-level F1 on token multisets."""
    f1s = []
    for k in truth:
        a, b = Counter(_TOKEN.findall(truth[k])), Counter(_TOKEN.findall(preds.get(k, "")))
        tp = sum((a & b).values())
        p = tp / sum(b.values()) if b else 0.0
        r = tp / sum(a.values()) if a else 0.0
        f1s.append(2 * p * r / (p + r) if p + r else 0.0)
    return statistics.mean(f1s)


def run(fn: Callable[[str], str], pages: dict[str, str]) -> tuple[dict[str, str], float]:
    """One timed pass over all pages: (predictions, pages per second)."""
    start = time.perf_counter()
    preds = {k: fn(html) or "" for k, html in pages.items()}
    return preds, len(pages) / (time.perf_counter() - start)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--rounds", type=int, default=3, help="interleaved timing rounds; the best is reported")
    ap.add_argument("--sweep", action="store_true", help="also try trafilatura settings inside extract()")
    args = ap.parse_args()
    truth, pages = load(args.data)

    contenders: dict[str, Callable[[str], str]] = {
        "trafilatura.extract (defaults)": lambda h: trafilatura.extract(h) or "",
        "groundwire extract() (fast, no comments)": lambda h: extract(h).text,
    }
    if args.sweep:
        base = dict(extract_mod.TRAFILATURA_OPTIONS)
        variants = {
            "fast=False": {},
            "fast=False, no comments": {"include_comments": False},
            "fast=False, no comments, favor_precision": {"include_comments": False, "favor_precision": True},
            "fast=False, no comments, favor_recall": {"include_comments": False, "favor_recall": True},
        }
        for name, options in variants.items():
            def fn(h: str, options: dict = options) -> str:
                extract_mod.TRAFILATURA_OPTIONS.clear()
                extract_mod.TRAFILATURA_OPTIONS.update(options)
                try:
                    return extract(h).text
                finally:
                    extract_mod.TRAFILATURA_OPTIONS.clear()
                    extract_mod.TRAFILATURA_OPTIONS.update(base)

            contenders[f"extract() {name}"] = fn

        def unpruned(h: str) -> str:
            original = extract_mod.remove_hidden
            extract_mod.remove_hidden = lambda tree: 0
            try:
                return extract(h).text
            finally:
                extract_mod.remove_hidden = original

        contenders["extract() without hidden-text pruning"] = unpruned

    for fn in contenders.values():  # warm-up: lazy imports, compiled xpaths
        for html in list(pages.values())[:5]:
            fn(html)
    preds: dict[str, dict[str, str]] = {}
    speed: dict[str, float] = {name: 0.0 for name in contenders}
    for _ in range(max(1, args.rounds)):  # interleaved so background load hits every contender alike
        for name, fn in contenders.items():
            preds[name], pps = run(fn, pages)
            speed[name] = max(speed[name], pps)
    rows = []
    for name in contenders:
        f1, p, r = aeb_scores(truth, preds[name])
        rows.append((name, f1, p, r, word_f1(truth, preds[name]), speed[name]))

    print(f"Article Extraction Benchmark: {len(pages)} pages, AEB metric (4-gram shingles), target F1 >= {TARGET_F1}")
    print(f"pages/s: best of {max(1, args.rounds)} interleaved rounds, single process")
    print(f"{'extractor':<52} {'F1':>6} {'prec':>6} {'recall':>6} {'wordF1':>7} {'pages/s':>8}")
    for name, f1, p, r, wf1, pps in rows:
        print(f"{name:<52} {f1:6.3f} {p:6.3f} {r:6.3f} {wf1:7.3f} {pps:8.1f}")
    base_f1, base_pps = rows[0][1], rows[0][5]
    ours_f1, ours_pps = rows[1][1], rows[1][5]
    print(f"ours/baseline: F1 {ours_f1 - base_f1:+.3f}, throughput x{ours_pps / base_pps:.2f}")
    return 0 if ours_f1 >= TARGET_F1 else 1


if __name__ == "__main__":
    raise SystemExit(main())
