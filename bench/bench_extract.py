"""Extraction quality by page type and speed: groundwire ``extract()`` vs plain trafilatura, side by side in one run.

Data (../shared/data): ``extraction-wcxb-dev/`` (WCXB dev, 1,358 pages, 7 page types, CC-BY-4.0) and
``extraction-aeb/`` (Article Extraction Benchmark, 181 news pages, MIT).
Metric: word-level F1 as WCXB's README defines it (lower-cased ``\\w+`` token multisets, mean over pages); for AEB
also its own metric (4-token shingles, precision and recall averaged over pages, then F1), as in its ``evaluate.py``.

WCXB dev is split in two fixed halves by a hash of the page id: settings were chosen on the **tune** half plus AEB;
the **holdout** half was never looked at while choosing, and is reported separately.

Speed: every page is run through every contender before the next page (order rotated per page), one process; time is
this process's CPU time (``time.process_time``), so other work on a shared machine does not skew the ratios.
pages/s = pages / summed CPU seconds per contender.

    .venv/bin/python bench/bench_extract.py --limit 150     # a quick look (~150 pages per set), a few minutes
    .venv/bin/python bench/bench_extract.py                 # everything (1,539 pages)
    .venv/bin/python bench/bench_extract.py --before /work/main/src   # plus another tree's extract() (before)
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import re
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import trafilatura

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from groundwire.read.charset import decode_body  # noqa: E402
from groundwire.read.extract import extract  # noqa: E402
from _other_tree import other_extract, require_tree  # noqa: E402  (bench/ is on sys.path when run as a script)
from _paths import SHARED_DATA  # noqa: E402

require_tree("groundwire.read.extract", Path(__file__).resolve().parents[1] / "src")  # this checkout's code, no other

WCXB = SHARED_DATA / "extraction-wcxb-dev"
AEB = SHARED_DATA / "extraction-aeb"
_TOKEN = re.compile(r"\w+", re.UNICODE)


@dataclass(frozen=True)
class Page:
    id: str
    group: str  # "wcxb" or "aeb"
    half: str  # "tune" / "holdout" for WCXB, "aeb" for AEB
    kind: str  # WCXB page type, "article" for AEB
    url: str | None
    html: str
    truth: str


def wcxb_half(page_id: str) -> str:
    return "tune" if int(hashlib.sha1(page_id.encode()).hexdigest(), 16) % 2 == 0 else "holdout"


def load_wcxb(root: Path) -> list[Page]:
    meta = json.loads((root / "metadata-dev.json").read_text(encoding="utf8"))["files"]
    pages = []
    for gt in sorted((root / "dev" / "ground-truth").glob("*.json")):
        data = json.loads(gt.read_text(encoding="utf8"))
        html = decode_body(gzip.decompress((root / "dev" / "html" / f"{gt.stem}.html.gz").read_bytes()))
        pages.append(Page(gt.stem, "wcxb", wcxb_half(gt.stem), meta[gt.stem]["page_type"], data.get("url"), html,
                          data["ground_truth"].get("main_content") or ""))
    return pages


def load_aeb(root: Path) -> list[Page]:
    truth = json.loads((root / "ground-truth.json").read_text(encoding="utf8"))
    pages = []
    for path in sorted((root / "html").glob("*.html.gz")):
        key = path.name.split(".")[0]
        html = decode_body(gzip.decompress(path.read_bytes()))
        pages.append(Page(key, "aeb", "aeb", "article", None, html, truth[key].get("articleBody", "") or ""))
    return pages


def every_kth(pages: list[Page], limit: int | None) -> list[Page]:
    """A spread-out subset of about *limit* pages (every k-th), so each page type keeps its share."""
    if not limit or limit >= len(pages):
        return pages
    step = len(pages) / limit
    return [pages[int(i * step)] for i in range(limit)]


# --------------------------------------------------------------------------- scorers


def word_f1(pred: str, truth: str) -> float:
    """WCXB's word-level F1 for one page (lower-cased \\w+ multisets)."""
    p, r = Counter(_TOKEN.findall(pred.lower())), Counter(_TOKEN.findall(truth.lower()))
    if not r:
        return 1.0 if not p else 0.0
    if not p:
        return 0.0
    overlap = sum((p & r).values())
    if not overlap:
        return 0.0
    precision, recall = overlap / sum(p.values()), overlap / sum(r.values())
    return 2 * precision * recall / (precision + recall)


def _shingles(text: str, n: int = 4) -> Counter[tuple[str, ...]]:
    tokens = _TOKEN.findall(text or "")
    return Counter(tuple(tokens[i : i + n]) for i in range(max(1, len(tokens) - n + 1)) if tokens[i : i + n])


def aeb_f1(pairs: list[tuple[str, str]]) -> float:
    """AEB's own metric over (prediction, truth) pairs: 4-gram shingles, mean precision/recall, then F1."""
    ps, rs = [], []
    for pred, truth in pairs:
        a, b = _shingles(truth), _shingles(pred)
        tp, fp, fn = sum((a & b).values()), sum((b - a).values()), sum((a - b).values())
        s = tp + fp + fn
        tp, fp, fn = (tp / s, fp / s, fn / s) if s else (0.0, 0.0, 0.0)
        if tp + fp > 0:
            ps.append(1.0 if fp == fn == 0 else tp / (tp + fp))
        if tp + fn > 0:
            rs.append(1.0 if fp == fn == 0 else tp / (tp + fn))
    p, r = statistics.mean(ps or [0.0]), statistics.mean(rs or [0.0])
    return 2 * p * r / (p + r) if p + r else 0.0


# --------------------------------------------------------------------------- run

CONTENDERS: dict[str, Callable[[str, str | None], str]] = {
    "trafilatura default": lambda html, url: trafilatura.extract(html, url=url) or "",
    "trafilatura fast": lambda html, url: trafilatura.extract(html, url=url, fast=True) or "",
    "groundwire extract()": lambda html, url: extract(html, url).text,
}


def run(pages: list[Page], progress: bool) -> tuple[dict[str, list[str]], dict[str, float]]:
    names = list(CONTENDERS)
    preds: dict[str, list[str]] = {n: [] for n in names}
    seconds = dict.fromkeys(names, 0.0)
    for i, page in enumerate(pages):
        order = names[i % len(names):] + names[: i % len(names)]
        for name in order:
            start = time.process_time()
            try:
                text = CONTENDERS[name](page.html, page.url)
            except Exception:  # a crash scores as an empty extraction
                text = ""
            seconds[name] += time.process_time() - start
            preds[name].append(text)
        if progress and i % 100 == 99:
            print(f"  {i + 1}/{len(pages)} pages", file=sys.stderr, flush=True)
    return preds, seconds


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--limit", type=int, default=None, help="about this many pages per set (every k-th page)")
    ap.add_argument("--progress", action="store_true", help="print progress to stderr")
    ap.add_argument("--before", type=Path, help="another tree's src/ (e.g. /work/main/src): its extract() as a column")
    args = ap.parse_args()
    if args.before:
        before = other_extract(args.before)
        CONTENDERS["groundwire before"] = lambda html, url: before(html, url).text  # type: ignore[attr-defined]
    wcxb, aeb = every_kth(load_wcxb(WCXB), args.limit), every_kth(load_aeb(AEB), args.limit)
    pages = wcxb + aeb
    for name, fn in CONTENDERS.items():  # warm-up: lazy imports, compiled xpaths
        for page in pages[:3]:
            fn(page.html, page.url)
    preds, seconds = run(pages, args.progress)
    names = list(CONTENDERS)
    f1 = {n: [word_f1(p, page.truth) for p, page in zip(preds[n], pages)] for n in names}

    def row(label: str, idx: list[int]) -> str:
        cells = " ".join(f"{statistics.mean(f1[n][i] for i in idx):>20.3f}" for n in names)
        delta = statistics.mean(f1["groundwire extract()"][i] - f1[names[0]][i] for i in idx)
        return f"{label:<24}{len(idx):>5} {cells} {delta:>+8.3f}"

    print(f"Extraction: {len(wcxb)} WCXB dev pages + {len(aeb)} AEB pages; word-level F1 (WCXB scorer), mean over pages")
    print(f"{'set / page type':<24}{'pages':>5} " + " ".join(f"{n:>20}" for n in names) + f" {'ours-def':>8}")
    index = {i: page for i, page in enumerate(pages)}
    for half in ("tune", "holdout", None):
        chosen = [i for i, p in index.items() if p.group == "wcxb" and (half is None or p.half == half)]
        label = f"WCXB {half or 'all'}"
        print(row(label, chosen))
        if half is not None:  # page types on each half: chosen on tune, confirmed on holdout
            for kind in sorted({index[i].kind for i in chosen}):
                print(row(f"  {kind}", [i for i in chosen if index[i].kind == kind]))
    aeb_idx = [i for i, p in index.items() if p.group == "aeb"]
    print(row("AEB (word F1)", aeb_idx))
    aeb_cells = " ".join(f"{aeb_f1([(preds[n][i], index[i].truth) for i in aeb_idx]):>20.3f}" for n in names)
    print(f"{'AEB (its 4-gram F1)':<24}{len(aeb_idx):>5} {aeb_cells}")
    speeds = {n: len(pages) / seconds[n] for n in names}
    print(f"{'pages/CPU-s (all pages)':<24}{len(pages):>5} " + " ".join(f"{speeds[n]:>20.1f}" for n in names))
    ours = speeds["groundwire extract()"]
    versus = f"; vs before x{ours / speeds['groundwire before']:.2f}" if "groundwire before" in speeds else ""
    print(f"ours vs trafilatura default: throughput x{ours / speeds[names[0]]:.2f}; "
          f"vs fast x{ours / speeds[names[1]]:.2f}{versus}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
