"""Round 22's blind set of listing, collection and product pages (extract22): word-F1 of ``extract()`` beside trafilatura.

Data: ``bench/data/extract22_pages/`` (``NAME.html``, its gold ``NAME.txt`` and its address in ``urls.tsv``; the
README says how the pages were written and cut): thirteen pages written by hand BEFORE any extraction change of
round 22, in shapes no earlier set used (a newspaper's section front with hashed class names and an ad between its
cards, a council site's search results with facets, a shop category with filters and split prices, a podcast host's
episode list with an audio player and actions per episode, a French property results page with an ad between its
listings, a careers page grouped by team, a Hugo tag archive by year, a plugin directory's category; a BigCommerce
product, a marketplace product with "About this item" bullets, a Wix product, a B2B pump's spec sheet, a SaaS
pricing page). Split by CRC32 of ``"extract22/" + name`` (``half``): even = fit (its misses may be read), odd = held
(scored only, never read). Metric: WCXB's word-level F1 (``bench_extract.word_f1``), the mean over pages.

Run: ``PYTHONPATH=src python scripts/score_extract22_pages.py [--before /tmp/base22/src] [--show]``
(``--show`` prints the fit half's per-page figures and texts; the held half is printed as totals only). About 3 s.
``--set lookalikes`` scores the self-review's look-alike pages (``bench/data/extract22_lookalikes/``: shapes just
outside round 22's rules) page by page instead.

``--set extract23`` scores round 23's blind set instead (``bench/data/extract23_pages/``: ten hand-written pages, a
forum thread with nested quotes, a support community's solved question, a retailer's product with tabs and a spec
table, a classified ad, a magazine's recipe round-up, a docs site's changelog, a government service page, a store
locator, a university's module catalogue, a wiki category page), split by CRC32 of ``"extract23-" + name`` into fit /
held as above; ``--set lookalikes23`` scores round 23's self-review pages (``bench/data/extract23_lookalikes/``) page
by page.
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
sys.path.insert(0, str(ROOT / "scripts"))

from groundwire.read.extract import extract  # noqa: E402
from _other_tree import other_extract, require_tree  # noqa: E402
from bench_extract import word_f1  # noqa: E402


require_tree("groundwire.read.extract", ROOT / "src")  # this checkout's code, not a tree imported before

DATA = ROOT / "bench" / "data" / "extract22_pages"
LOOKALIKES = ROOT / "bench" / "data" / "extract22_lookalikes"  # the self-review's pages: every page printed
SETS = {"pages": DATA, "lookalikes": LOOKALIKES, "extract23": ROOT / "bench" / "data" / "extract23_pages",
        "lookalikes23": ROOT / "bench" / "data" / "extract23_lookalikes",
        "extract21": ROOT / "bench" / "data" / "extract21_pages",
        "lookalikes21": ROOT / "bench" / "data" / "extract21_lookalikes"}
# round 23's salt: the first tried that gave 5 / 5 with a product on each side; round 21's halves: the file name alone
SALTS = {"extract23": "extract23-", "extract21": "", "lookalikes21": ""}


def pages(data: Path = DATA) -> list[tuple[str, str, str, str]]:
    """(name, url, html, gold text) of every page of the set in *data*, by name."""
    urls = dict(line.split("\t") for line in (data / "urls.tsv").read_text(encoding="utf8").splitlines() if line)
    return [(path.stem, urls[path.stem], path.read_text(encoding="utf8"),
             path.with_suffix(".txt").read_text(encoding="utf8")) for path in sorted(data.glob("*.html"))]


def half(name: str, salt: str = "extract22/") -> str:
    """``fit`` or ``held``, by CRC32 of ``salt + name`` (``"extract22/"``: a salt chosen, before any scoring, for 7 / 6)."""
    return "fit" if zlib.crc32((salt + name).encode()) % 2 == 0 else "held"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--before", type=Path, help="another tree's src/ (e.g. /tmp/base22/src): its extract() as a column")
    ap.add_argument("--show", action="store_true", help="the fit half's per-page figures and texts")
    ap.add_argument("--set", choices=tuple(SETS), default="pages",
                    help="round 22's blind set (fit / held halves), its self-review's look-alikes (per page, all read), "
                         "round 23's blind set (extract23) or round 23's look-alikes (lookalikes23); round 21's as "
                         "extract21 / lookalikes21")
    args = ap.parse_args()
    review = args.set.startswith("lookalikes")
    salt = SALTS.get(args.set, "extract22/")
    contenders = {"trafilatura default": lambda html, url: trafilatura.extract(html, url=url) or ""}
    if args.before:
        before = other_extract(args.before)
        contenders["before"] = lambda html, url: before(html, url).text  # type: ignore[operator, attr-defined]
    contenders["extract()"] = lambda html, url: extract(html, url).text
    scores: dict[str, dict[str, list[float]]] = {name: {"fit": [], "held": []} for name in contenders}
    shown: list[str] = []
    for name, url, html, gold in pages(SETS[args.set]):
        row = []
        for contender, run in contenders.items():
            text = run(html, url)
            row.append(word_f1(text, gold))
            scores[contender][half(name, salt)].append(row[-1])
        if review or (args.show and half(name, salt) == "fit"):
            print(f"{name:<24}" + "".join(f"{f1:>22.3f}" for f1 in row))
        if args.show and (review or half(name, salt) == "fit"):
            shown.append(f"--- {name}: F1 {row[-1]:.3f}\n{text}\n")
    print("".join(shown), end="")
    print(f"{'half':<8}{'n':>4}" + "".join(f"{name:>22}" for name in contenders))
    if review:
        every = {c: scores[c]["fit"] + scores[c]["held"] for c in contenders}
        print(f"{'all':<8}{len(every['extract()']):>4}" + "".join(f"{statistics.mean(every[c]):>22.3f}" for c in contenders))
        return 0
    for which in ("fit", "held"):
        n = len(scores["extract()"][which])
        print(f"{which:<8}{n:>4}" + "".join(f"{statistics.mean(scores[c][which]):>22.3f}" for c in contenders))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
