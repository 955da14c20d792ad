"""Ablation of groundwire's extraction additions against plain trafilatura, per page, cached for analysis.

Runs each variant on each page (tune half of WCXB dev + AEB by default; ``--half holdout`` for the other half) in a
small process pool and writes ``{variant: {page_id: text}}`` plus CPU seconds to a JSON file, then prints word-F1 by
split and page type. Variants switch off one addition at a time (hidden-text removal, stylesheet rules, dropping
scripts once), so the effect of each is seen alone.

    .venv/bin/python bench/ablate_extract.py --out /tmp/abl.json [--limit N] [--half tune|holdout|all] [--jobs 2]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from multiprocessing import Pool
from pathlib import Path

import trafilatura

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_extract import AEB, WCXB, Page, every_kth, load_aeb, load_wcxb, word_f1  # noqa: E402
import importlib  # noqa: E402

ex = importlib.import_module("groundwire.read.extract")
from _other_tree import require_tree  # noqa: E402

require_tree("groundwire.read.extract", Path(__file__).resolve().parents[1] / "src")  # this checkout's code


def _tree_variant(hidden: bool, sheets: bool, unread: bool) -> Callable[[str, str | None], str]:
    def run(html: str, url: str | None) -> str:
        tree = ex._load(html)
        if tree is None:
            return ""
        if hidden:
            ex.remove_hidden(tree, stylesheets=sheets)
        if unread:
            ex.drop_unread(tree)
        return trafilatura.extract(tree, url=url, **ex.TRAFILATURA_OPTIONS) or ""

    return run


VARIANTS: dict[str, Callable[[str, str | None], str]] = {
    "default": lambda html, url: trafilatura.extract(html, url=url) or "",
    "ours": lambda html, url: ex.extract(html, url).text,
    "post": lambda html, url: ex.extract(html, url).text,  # the same code, under a new name after a change
    "tree_plain": _tree_variant(False, False, False),
    "no_hidden": _tree_variant(False, False, True),
    "no_sheets": _tree_variant(True, False, True),
    "no_unread": _tree_variant(True, True, False),
}


CHOSEN: list[str] = list(VARIANTS)


def _work(page: Page) -> tuple[str, dict[str, str], dict[str, float]]:
    texts, secs = {}, {}
    for name in CHOSEN:
        fn = VARIANTS[name]
        start = time.process_time()
        try:
            texts[name] = fn(page.html, page.url)
        except Exception:
            texts[name] = ""
        secs[name] = time.process_time() - start
    return page.id, texts, secs


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--limit", type=int)
    ap.add_argument("--half", default="tune", choices=["tune", "holdout", "all"])
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--no-aeb", action="store_true", help="WCXB pages only")
    ap.add_argument("--variants", help="comma-separated subset of: " + ",".join(VARIANTS))
    ap.add_argument("--reuse", help="an earlier --out file whose texts are kept for variants not re-run")
    args = ap.parse_args()
    if args.variants:
        CHOSEN[:] = args.variants.split(",")
    wcxb = [p for p in load_wcxb(WCXB) if args.half == "all" or p.half == args.half]
    pages = every_kth(wcxb, args.limit) + ([] if args.no_aeb else every_kth(load_aeb(AEB), args.limit))
    texts: dict[str, dict[str, str]] = defaultdict(dict)
    secs: dict[str, float] = defaultdict(float)
    if args.reuse:
        old = json.loads(Path(args.reuse).read_text())
        for name, by_page in old["texts"].items():
            if name not in CHOSEN:
                texts[name].update(by_page)
                secs[name] = old["seconds"][name]
    with Pool(args.jobs) as pool:
        for i, (pid, t, s) in enumerate(pool.imap_unordered(_work, pages, chunksize=4)):
            for name in t:
                texts[name][pid] = t[name]
                secs[name] += s[name]
            if i % 100 == 99:
                print(f"  {i + 1}/{len(pages)}", file=sys.stderr, flush=True)
    Path(args.out).write_text(json.dumps({"texts": texts, "seconds": secs}))
    names = [n for n in texts if all(p.id in texts[n] for p in pages)]
    groups: dict[str, list[Page]] = defaultdict(list)
    for p in pages:
        groups["AEB" if p.group == "aeb" else f"WCXB {p.half}"].append(p)
        if p.group == "wcxb":
            groups[f"  {p.kind}"].append(p)
    print(f"{'split':<22}{'n':>5}" + "".join(f"{n:>12}" for n in names))
    for g in sorted(groups, key=lambda g: (g.startswith(" "), g)):
        ps = groups[g]
        print(f"{g:<22}{len(ps):>5}" + "".join(
            f"{statistics.mean(word_f1(texts[n][p.id], p.truth) for p in ps):>12.4f}" for n in names))
    print(f"{'CPU s':<27}" + "".join(f"{secs[n]:>12.1f}" for n in names))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
