"""Round 21's blind set of product and forum pages (extract21): word-F1 of ``extract()`` beside trafilatura.

Data: ``bench/data/extract21_pages/`` (``NAME.html``, its gold ``NAME.txt`` and its address in ``urls.tsv``; the
README says how the pages were written and cut): ten pages written by hand BEFORE any extraction change of round 21,
in shapes no earlier set used (a Shopify product with variants and a review widget, a Magento product with a spec
table in a tab, an Etsy-like listing, a WooCommerce product written by a non-native seller, a Discourse thread's
crawler view, a phpBB thread, a Stack-Exchange-like Q&A, a GitHub issue, a Mailman / pipermail archive message, a
XenForo thread in a teenager's voice). Split by CRC32 of the file name as round 20's set
(``score_extract20_listings.half``): even = fit (its misses may be read), odd = held (scored only, never read).
Metric: WCXB's word-level F1 (``bench_extract.word_f1``), the mean over pages.

Run: ``PYTHONPATH=src python scripts/score_extract21_pages.py [--before /tmp/base21/src] [--show]``
(``--show`` prints the fit half's per-page figures and texts; the held half is printed as totals only). About 2 s.
``--set lookalikes`` scores the self-review's six look-alike pages (``bench/data/extract21_lookalikes/``: shapes
just outside round 21's rules) page by page instead.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

import trafilatura

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "scripts"))

from groundwire.read.extract import extract  # noqa: E402
from _other_tree import other_extract, require_tree  # noqa: E402
from bench_extract import word_f1  # noqa: E402
from score_extract20_listings import half  # noqa: E402


require_tree("groundwire.read.extract", ROOT / "src")  # this checkout's code, not a tree imported before

DATA = ROOT / "bench" / "data" / "extract21_pages"
LOOKALIKES = ROOT / "bench" / "data" / "extract21_lookalikes"  # the self-review's pages: every page printed


def pages(data: Path = DATA) -> list[tuple[str, str, str, str]]:
    """(name, url, html, gold text) of every page of the set in *data*, by name."""
    urls = dict(line.split("\t") for line in (data / "urls.tsv").read_text(encoding="utf8").splitlines() if line)
    return [(path.stem, urls[path.stem], path.read_text(encoding="utf8"),
             path.with_suffix(".txt").read_text(encoding="utf8")) for path in sorted(data.glob("*.html"))]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--before", type=Path, help="another tree's src/ (e.g. /tmp/base21/src): its extract() as a column")
    ap.add_argument("--show", action="store_true", help="the fit half's per-page figures and texts")
    ap.add_argument("--set", choices=("pages", "lookalikes"), default="pages",
                    help="the blind set (fit / held halves) or the self-review's look-alikes (per page, all read)")
    args = ap.parse_args()
    review = args.set == "lookalikes"
    contenders = {"trafilatura default": lambda html, url: trafilatura.extract(html, url=url) or ""}
    if args.before:
        before = other_extract(args.before)
        contenders["before"] = lambda html, url: before(html, url).text  # type: ignore[operator, attr-defined]
    contenders["extract()"] = lambda html, url: extract(html, url).text
    scores: dict[str, dict[str, list[float]]] = {name: {"fit": [], "held": []} for name in contenders}
    for name, url, html, gold in pages(LOOKALIKES if review else DATA):
        row = []
        for contender, run in contenders.items():
            text = run(html, url)
            scores[contender][half(name)].append(word_f1(text, gold))
            row.append(word_f1(text, gold))
        if review:
            print(f"{name:<22}" + "".join(f"{f1:>22.3f}" for f1 in row))
            if args.show and half(name) == "fit" and contender == "extract()":
                print(f"--- {name}: F1 {word_f1(text, gold):.3f}\n{text}\n")
    print(f"{'half':<8}{'n':>4}" + "".join(f"{name:>22}" for name in contenders))
    for which in ("fit", "held"):
        n = len(scores["extract()"][which])
        if review:
            continue
        print(f"{which:<8}{n:>4}" + "".join(f"{statistics.mean(scores[c][which]):>22.3f}" for c in contenders))
    if review:
        every = {c: scores[c]["fit"] + scores[c]["held"] for c in contenders}
        print(f"{'all':<8}{len(every['extract()']):>4}" + "".join(f"{statistics.mean(every[c]):>22.3f}" for c in contenders))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
