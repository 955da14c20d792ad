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

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import score_extract22_pages  # noqa: E402  (one scorer for every round's page set: this is its extract21 / lookalikes21)

pages = score_extract22_pages.pages


def main() -> int:
    args = sys.argv[1:]
    if "--set" in args and args.index("--set") + 1 < len(args):
        at = args.index("--set") + 1
        args[at] = {"pages": "extract21", "lookalikes": "lookalikes21"}.get(args[at], args[at])
    elif "--set" not in args:
        args += ["--set", "extract21"]
    sys.argv[1:] = args
    return score_extract22_pages.main()


if __name__ == "__main__":
    raise SystemExit(main())
