"""Extraction speed: groundwire ``extract()`` vs plain ``trafilatura.extract(html, url=url)``, and where ours spends.

One process; each page runs through both contenders before the next page, the order alternating page by page; time
is this process's CPU time (``time.process_time``), so other work on a shared machine skews both sides alike. Then the
stages of ``extract()`` are timed one by one on the same pages (parse, hidden-element pass, dropping scripts, date,
trafilatura's cascade on the parsed tree (``read.cascade``), restoring item blocks (``read.item_blocks``), hidden-line filter, the rest), to show what the extra work costs beside the library.
Pages: every k-th of the WCXB dev pages and of AEB (``--limit`` per set). ``--before /work/main/src`` adds another
tree's ``extract()`` as a third contender in the same alternation (before/after ratios from one run).

    .venv/bin/python bench/bench_extract_speed.py [--limit 150] [--before /work/main/src]
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from collections import defaultdict
from datetime import date
from pathlib import Path

import htmldate
import trafilatura

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from _other_tree import other_extract
from bench_extract import AEB, WCXB, Page, every_kth, load_aeb, load_wcxb

ex = importlib.import_module("groundwire.read.extract")
hidden_lines = importlib.import_module("groundwire.read.hidden_lines")
cascade = importlib.import_module("groundwire.read.cascade")
item_blocks = importlib.import_module("groundwire.read.item_blocks")
TODAY = date(2026, 12, 1)


def _time_stages(page: Page, stages: dict[str, float]) -> None:
    """Add the CPU time of each stage of ``extract()`` on *page* to *stages*."""

    def timed(stage: str, fn):  # type: ignore[no-untyped-def]
        start = time.process_time()
        out = fn()
        stages[stage] += time.process_time() - start
        return out

    tree = timed("parse", lambda: ex._load(page.html))
    if tree is None:
        return
    never, hidden = timed("hidden elements", lambda: ex.hidden_elements(tree))
    timed("drop scripts/styles", lambda: ex.drop_unread(tree))
    texts = timed("hidden lines", lambda: [el.text_content() for el in never + hidden])
    _, kind = timed("title, kind", lambda: (ex._title(tree), ex.page_kind(tree, page.url)))
    timed("date (htmldate)", lambda: htmldate.find_date(
        tree, url=page.url, extensive_search=False, original_date=True, outputformat="%Y-%m-%d",
        max_date=TODAY.isoformat()))
    text = timed("trafilatura's cascade", lambda: cascade.extract_text(
        tree, page.url, include_comments=kind == "forum"))
    text = timed("item blocks", lambda: item_blocks.with_lines(text, item_blocks.container_lines_dropped(
        tree, text, trailing=ex.restores_trailing(kind))[0]) if ex.restores_items(tree, kind, text, page.url) else text)
    text = timed("dropped prose", lambda: item_blocks.with_lines(text, ex.dropped_prose(tree, text))
                 if not ex.restores_items(tree, kind, text, page.url) and ex.restores_prose(tree, kind, page.url)
                 else text)
    timed("hidden lines", lambda: hidden_lines.drop_hidden_lines(text, lambda: ex._visible_chars(tree), texts))
    timed("title, kind", lambda: ex.guess_language(text, tree.get("lang")))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--limit", type=int, default=150, help="about this many pages per set (every k-th page)")
    ap.add_argument("--before", type=Path, help="another tree's src/ (e.g. /work/main/src) as a third contender")
    args = ap.parse_args()
    pages = every_kth(load_wcxb(WCXB), args.limit) + every_kth(load_aeb(AEB), args.limit)
    contenders = {
        "trafilatura default": lambda html, url: trafilatura.extract(html, url=url) or "",
        "groundwire extract()": lambda html, url: ex.extract(html, url, today=TODAY).text,
    }
    if args.before:
        before = other_extract(args.before)
        contenders["groundwire before"] = lambda html, url: before(html, url, today=TODAY).text  # type: ignore
    for fn in contenders.values():  # warm-up: lazy imports, stop lists, compiled XPaths
        for page in pages[:12]:
            fn(page.html, page.url)
    seconds = dict.fromkeys(contenders, 0.0)
    names = list(contenders)
    for i, page in enumerate(pages):
        rotated = names[i % len(names):] + names[: i % len(names)]  # each contender first, middle, last in turn
        for name in rotated if (i // len(names)) % 2 == 0 else rotated[::-1]:
            start = time.process_time()
            contenders[name](page.html, page.url)
            seconds[name] += time.process_time() - start
    stages: dict[str, float] = defaultdict(float)
    for page in pages:
        _time_stages(page, stages)
    print(f"Extraction speed: {len(pages)} pages (WCXB dev + AEB), one process, CPU time, order alternated")
    for name in names:
        print(f"  {name:<24}{len(pages) / seconds[name]:>8.2f} pages/CPU-s")
    ratio = seconds[names[0]] / seconds[names[1]]
    print(f"  ours vs trafilatura default: x{ratio:.2f}")
    if args.before:
        print(f"  before vs trafilatura default: x{seconds[names[0]] / seconds[names[2]]:.2f}; "
              f"ours vs before: x{seconds[names[2]] / seconds[names[1]]:.2f}")
    total = sum(stages.values())
    print(f"Stages of extract() (timed separately, {total:.1f} CPU-s in all; trafilatura default "
          f"{seconds[names[0]]:.1f} CPU-s):")
    for stage, secs in sorted(stages.items(), key=lambda kv: -kv[1]):
        print(f"  {stage:<26}{secs:>7.2f} s {100 * secs / total:>5.1f} %")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
