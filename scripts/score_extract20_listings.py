"""Round 20's blind set of listing and collection pages (extract20): word-F1 of ``extract()`` beside trafilatura.

Data: ``bench/data/extract20_listings/`` (``NAME.html`` and its gold ``NAME.txt``; its README says how the pages were
written and cut): ten pages written by hand BEFORE any extraction change of round 20, in shapes no earlier set used
(a Ghost tag archive, a Shopify collection with a filter sidebar, a Drupal events table, a hand-made job board, a
property search, a course catalogue in ``<dl>``, a podcast page declaring an ItemList, a German news archive, a
WordPress recipe category with an intro above its ``<article>`` grid, a 1990s shop table).
Split by CRC32 of the file name: even = fit (its misses may be read), odd = held (scored only, never read).
Metric: WCXB's word-level F1 (``bench_extract.word_f1``), the mean over pages.

Run: ``PYTHONPATH=src python scripts/score_extract20_listings.py [--before /tmp/base20/src] [--show]``
(``--show`` prints the fit half's per-page figures and texts; the held half is printed as totals only). About 2 s.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import zlib
from pathlib import Path

import trafilatura

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))

from groundwire.read.extract import extract  # noqa: E402
from _other_tree import other_extract, require_tree  # noqa: E402
from bench_extract import word_f1  # noqa: E402


require_tree("groundwire.read.extract", ROOT / "src")  # this checkout's code, not a tree imported before

DATA = ROOT / "bench" / "data" / "extract20_listings"


def half(name: str) -> str:
    """``fit`` or ``held``, by CRC32 of the page's file name."""
    return "fit" if zlib.crc32(name.encode()) % 2 == 0 else "held"


def pages() -> list[tuple[str, str, str]]:
    """(name, html, gold text) of every page of the set, by name."""
    return [(path.stem, path.read_text(encoding="utf8"), path.with_suffix(".txt").read_text(encoding="utf8"))
            for path in sorted(DATA.glob("*.html"))]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--before", type=Path, help="another tree's src/ (e.g. /tmp/base20/src): its extract() as a column")
    ap.add_argument("--show", action="store_true", help="the fit half's per-page figures and texts")
    args = ap.parse_args()
    contenders = {"trafilatura default": lambda html: trafilatura.extract(html) or ""}
    if args.before:
        before = other_extract(args.before)
        contenders["before"] = lambda html: before(html).text  # type: ignore[operator, attr-defined]
    contenders["extract()"] = lambda html: extract(html).text
    scores: dict[str, dict[str, list[float]]] = {name: {"fit": [], "held": []} for name in contenders}
    for name, html, gold in pages():
        for contender, run in contenders.items():
            text = run(html)
            scores[contender][half(name)].append(word_f1(text, gold))
            if args.show and half(name) == "fit" and contender == "extract()":
                print(f"--- {name}: F1 {word_f1(text, gold):.3f}\n{text}\n")
    print(f"{'half':<8}{'n':>4}" + "".join(f"{name:>22}" for name in contenders))
    for which in ("fit", "held"):
        n = len(scores["extract()"][which])
        print(f"{which:<8}{n:>4}" + "".join(f"{statistics.mean(scores[c][which]):>22.3f}" for c in contenders))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
