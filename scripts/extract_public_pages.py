"""Extraction checks of other origins: extractor libraries' own test pages with the text they expect (round 27).

Every page set the extraction bench had besides WCXB and AEB was written by our helpers (rounds 20-23). This script
builds cases from other libraries' source distributions, unpacked elsewhere (nothing of theirs is in this repository),
and scores ``extract()`` beside plain trafilatura default and fast (and ``--base`` another tree) per source:

* **newspaper4k** (MIT; ``tests/data/html/NAME.html`` with ``tests/data/txt/NAME.txt``, the address from
  ``tests/data/metadata/NAME.json``): full expected text, scored by WCXB's word-level F1 (``bench_extract.word_f1``,
  the mean over pages). The expected text is newspaper's own output when the test data was made
  (``tests/helpers/create_test_data.py``), not a hand-made gold: it keeps body paragraphs, drops captions and
  headings, so it leans towards newspaper's style. Pages without a ``.txt`` are skipped.
* **trafilatura** (Apache-2.0; ``tests/resources/``): the assertions its own tests make on whole pages with the
  default settings (``webpage.html.gz`` must contain "Long story short,", ``apache.html`` must contain
  "localhost:80" with tables on, the default; ``scam.html``'s "no text" holds only with tables off; round 28:
  ``exotic_tags.html`` must hold "Teletype text" and "My new car is silver.", ``http_sample.html`` must not hold its
  link target or image). Scored as checks passed of checks (each snippet is one check; "no text" passes when the
  extraction has no word).

newspaper's expected text leaves out headings and captions by its own convention: its pages are scored twice, as
they are and with every line of a contender's text that is one of the page's headings or captions (``<h1>``-``<h6>``,
``<figcaption>``, a ``caption`` class; spaces folded) taken out (round 28).

Sources found in a directory by its layout, so ``SDIST_DIR`` may be any version's unpacked sdist or a repository
checkout. A directory with neither layout is named in the output as having no page with expected text (goose3's,
justext's, boilerpy3's, newspaper3k's and readability-lxml's sdists ship none: goose3's test pages are only in its
repository; round 28 found none either in goose-extractor 1.0.25, readability-lxml 0.8.1, readabilipy 0.3.0,
breadability 0.1.21, dragnet 2.0.4, extractnet 2.0.7 — their tests name data directories the sdists leave out — nor
in the npm package @mozilla/readability 0.6.0). Deterministic: pages sorted by name, no randomness.

    PYTHONPATH=src .venv/bin/python scripts/extract_public_pages.py /tmp/r27_pkgs/sdist/newspaper4k-0.9.6 \\
        /tmp/r27_pkgs/sdist/trafilatura-2.3.1 [--base /tmp/base27/src] [--show]
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import statistics
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from lxml import etree

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))

from groundwire.read.charset import decode_body  # noqa: E402
from groundwire.read.parse import parse_html  # noqa: E402
from _other_tree import other_extract, require_tree  # noqa: E402
import bench_extract  # noqa: E402
from bench_extract import word_f1  # noqa: E402

require_tree("groundwire.read.extract", ROOT / "src")  # this checkout's code, not a tree imported before

_WORD = re.compile(r"\w")

# trafilatura's tests/unit_tests.py: whole-page assertions that hold with the default settings (file, must contain,
# must not contain, must give no text)
TRAFILATURA_CHECKS = (
    ("webpage.html.gz", ("Long story short,",), (), False),
    ("apache.html", ("localhost:80",), (), False),
    # round 28: test_exotic_tags (its <h1> is the page's last element, after the text), and http_sample.html's link
    # target and image, which a plain text leaves out unless links / images are asked for
    ("exotic_tags.html", ("Teletype text", "My new car is silver."), (), False),
    ("http_sample.html", (), ("testlink.html", "![Example image](test.jpg)"), False),
)  # scam.html's "no text" holds only with tables off, not by default: left out


@dataclass(frozen=True)
class Case:
    source: str
    name: str
    url: str | None
    html: str
    truth: str | None = None  # full expected text (scored by word F1) ...
    must_contain: tuple[str, ...] = ()  # ... or snippet checks
    must_not_contain: tuple[str, ...] = ()
    expect_empty: bool = False
    # lines the expected text leaves out by its origin's convention (newspaper: headings and captions), found in the
    # page; scored a second time with these lines taken out of every contender's text (round 28)
    convention: frozenset[str] = frozenset()

    def check_count(self) -> int:
        return len(self.must_contain) + len(self.must_not_contain) + int(self.expect_empty)


def newspaper_cases(root: Path) -> list[Case]:
    """newspaper4k's pages that have an expected text (``tests/data/html`` + ``tests/data/txt``)."""
    data, cases = root / "tests" / "data", []
    for page in sorted((data / "html").glob("*.html")):
        truth = data / "txt" / f"{page.stem}.txt"
        if not truth.is_file():
            continue
        meta = data / "metadata" / f"{page.stem}.json"
        url = json.loads(meta.read_text(encoding="utf8")).get("url") if meta.is_file() else None
        html = decode_body(page.read_bytes())
        cases.append(Case(root.name, page.stem, url or None, html, truth.read_text(encoding="utf8"),
                          convention=headings_and_captions(html)))
    return cases


_HEADINGS_AND_CAPTIONS = etree.XPath(
    "//h1 | //h2 | //h3 | //h4 | //h5 | //h6 | //figcaption | //*[contains(@class, 'caption')]")


def _folded(line: str) -> str:
    return " ".join(line.split())


def headings_and_captions(html: str) -> frozenset[str]:
    """The texts (spaces folded) of a page's headings and captions: what newspaper's expected text leaves out."""
    tree = parse_html(html)
    if tree is None:
        return frozenset()
    return frozenset(filter(None, (_folded(el.text_content()) for el in _HEADINGS_AND_CAPTIONS(tree))))


def without(text: str, lines: frozenset[str]) -> str:
    """*text* less its lines that are one of *lines* (spaces folded)."""
    return "\n".join(line for line in text.split("\n") if _folded(line) not in lines) if lines else text


def trafilatura_cases(root: Path) -> list[Case]:
    """trafilatura's whole-page assertions on ``tests/resources`` pages (:data:`TRAFILATURA_CHECKS`)."""
    resources, cases = root / "tests" / "resources", []
    for name, contain, lack, empty in TRAFILATURA_CHECKS:
        path = resources / name
        if path.is_file():
            raw = path.read_bytes()
            html = decode_body(gzip.decompress(raw) if name.endswith(".gz") else raw)
            cases.append(Case(root.name, name, None, html, None, contain, lack, empty))
    return cases


def cases_of(root: Path) -> list[Case]:
    """Every case a directory's layout gives (empty when it has no page with expected text)."""
    if (root / "tests" / "data" / "html").is_dir() and (root / "tests" / "data" / "txt").is_dir():
        return newspaper_cases(root)
    if (root / "tests" / "resources").is_dir():
        return trafilatura_cases(root)
    return []


def checks_passed(case: Case, text: str) -> int:
    """How many of a snippet case's checks the extracted *text* passes."""
    passed = sum(snippet in text for snippet in case.must_contain)
    passed += sum(snippet not in text for snippet in case.must_not_contain)
    return passed + int(case.expect_empty and not _WORD.search(text))


def contenders(base: Path | None) -> dict[str, Callable[[str, str | None], str]]:
    """The bench's contenders (trafilatura default, fast, ours), with another tree's ``extract()`` before ours."""
    runs = dict(bench_extract.CONTENDERS)
    if base:
        before = other_extract(base)
        ours = runs.pop("groundwire extract()")
        runs["base extract()"] = lambda html, url: before(html, url).text  # type: ignore[operator, attr-defined]
        runs["groundwire extract()"] = ours
    return runs


def score_source(name: str, cases: list[Case], texts: dict[str, list[str]], show: bool) -> None:
    """Print one source's figures: word F1 over its full-text cases, checks passed over its snippet cases."""
    names = list(texts)
    f1s: dict[str, list[float]] = {n: [] for n in names}
    lenient: dict[str, list[float]] = {n: [] for n in names}  # headings and captions out (Case.convention)
    passed, total = dict.fromkeys(names, 0), 0
    for i, case in enumerate(cases):
        row: dict[str, str] = {}
        for n in names:
            if case.truth is not None:
                f1s[n].append(word_f1(texts[n][i], case.truth))
                lenient[n].append(word_f1(without(texts[n][i], case.convention), case.truth))
                row[n] = f"{f1s[n][-1]:.3f}"
            else:
                passed[n] += checks_passed(case, texts[n][i])
                row[n] = f"{checks_passed(case, texts[n][i])} / {case.check_count()}"
        total += case.check_count()
        if show:
            print(f"  {case.name:<34}{'':>4}" + "".join(f"{row[n]:>21}" for n in names))
    if any(case.truth is not None for case in cases):
        print(f"{name + ' (word F1)':<36}{len(f1s[names[0]]):>4}"
              + "".join(f"{statistics.mean(f1s[n]):>21.3f}" for n in names))
    if any(case.convention for case in cases):
        print(f"{'  headings, captions out':<36}{len(lenient[names[0]]):>4}"
              + "".join(f"{statistics.mean(lenient[n]):>21.3f}" for n in names))
    if total:
        print(f"{name + ' (checks passed)':<36}{total:>4}" + "".join(f"{f'{passed[n]} / {total}':>21}" for n in names))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sdist", nargs="+", type=Path, help="unpacked sdist / checkout of an extractor library")
    ap.add_argument("--base", type=Path, help="another tree's src/ (e.g. /tmp/base27/src): its extract() as a column")
    ap.add_argument("--show", action="store_true", help="per-page figures")
    args = ap.parse_args()
    bench_extract.CONTENDERS = contenders(args.base)  # the bench's own runner: contenders alternated page by page
    names = list(bench_extract.CONTENDERS)
    print(f"{'source / page':<36}{'n':>4}" + "".join(f"{n:>21}" for n in names))
    seconds = dict.fromkeys(names, 0.0)
    scored = 0
    for root in args.sdist:
        if not root.is_dir():
            print(f"{root}: missing (unpack the sdist there first)", file=sys.stderr)
            continue
        cases = cases_of(root)
        if not cases:
            print(f"{root.name}: no page with an expected text in this layout", file=sys.stderr)
            continue
        scored += 1
        texts, spent = bench_extract.run(cases, False)  # type: ignore[arg-type]  (a Case has .html and .url)
        seconds = {n: seconds[n] + spent[n] for n in names}
        score_source(root.name, cases, texts, args.show)
    print(f"{'CPU seconds':<40}" + "".join(f"{seconds[n]:>21.2f}" for n in names))
    return 0 if scored else 2  # (round 27's review: every directory missing had exited 0)


if __name__ == "__main__":
    raise SystemExit(main())
