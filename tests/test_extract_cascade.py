"""trafilatura's cascade on our own tree (read.cascade) and our parser (read.parse) give the library's own text."""

from __future__ import annotations

import gzip
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import trafilatura
from lxml.html import HtmlElement
from trafilatura import core, external

from groundwire.read import cascade, library_copies
from groundwire.read.charset import decode_body
from groundwire.read.parse import parse_html

SAMPLES = sorted((Path(__file__).parent / "data" / "extract_pages").glob("*.html.gz"))

PARA = (
    "The harbour authority opened the new ferry terminal on Monday, ending three years of building work that "
    "had closed the old quay and sent commuters on a long detour around the bay every morning. "
)
LONG_ARTICLE = (
    "<html><head><title>Ferry terminal opens</title></head><body>"
    "<nav><a href='/'>Home</a> <a href='/news'>News</a></nav>"
    "<article><h1>Ferry terminal opens</h1>" + "".join(f"<p>{i}. {PARA}</p>" for i in range(8)) + "</article>"
    "<footer>Copyright Example Harbour News</footer></body></html>"
)
TABLE_PAGE = (
    "<html><head><title>Timetable</title></head><body><h1>Timetable</h1>"
    + "".join(
        f"<table><tr><th>Route {t}</th><th>Departs</th></tr>"
        + "".join(f"<tr><td>Quay {t}-{r} to the northern islands</td><td>0{r}:15</td></tr>" for r in range(9))
        + "</table>"
        for t in range(4)
    )
    + "<p>Timetables change in winter.</p></body></html>"
)
INFINITE_SCROLL = LONG_ARTICLE.replace(
    "</article>",
    "</article><div class='infinite-scroll'><h2>Next story</h2>"
    + "".join(f"<p>APPENDED story paragraph {i} about something else entirely, from another page.</p>" for i in range(6))
    + "</div>",
)


SIDEBAR_HEAVY = (
    "<html><head><title>Notice</title></head><body><main><h1>Notice</h1><p>" + PARA + "</p></main>"
    "<div class='related'><ul>"
    + "".join(f"<li><a href='/archive/{i}'>Related item {i}: a long teaser line about another story in the archive, "
              f"number {i}</a></li>" for i in range(60))
    + "</ul></div></body></html>"
)


class ReadabilityCalls:
    """Counts trafilatura's readability runs, the library's and ours (the real function still runs)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        real = external.try_readability

        def counted(tree: HtmlElement) -> HtmlElement:
            self.count += 1
            return real(tree)

        monkeypatch.setattr(external, "try_readability", counted)
        # our cascade runs the library's compare_extraction with guarded expressions (read.library_copies)
        monkeypatch.setitem(library_copies.compare_extraction.__globals__, "try_readability", counted)


def count_page_measures(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The trees whose text trafilatura's page measure (``html2txt``) is taken of, by the library or by us."""
    calls: list[object] = []
    for owner in (core, library_copies):
        real = owner.html2txt
        monkeypatch.setattr(owner, "html2txt", lambda tree, *a, real=real: calls.append(tree) or real(tree, *a))
    return calls


def ours(html: str, url: str | None = None) -> str:
    tree = parse_html(html)
    assert tree is not None
    return cascade.extract_text(tree, url)


def test_the_mirrored_release_is_the_installed_one() -> None:
    # the cascade mirrors one trafilatura series; the tests below prove the mirror only while it is installed
    assert cascade.MIRRORS_LIBRARY, f"trafilatura {trafilatura.__version__}: review read/cascade.py against it"


def test_readability_is_skipped_when_our_text_is_most_of_the_page(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = ReadabilityCalls(monkeypatch)
    library = trafilatura.extract(LONG_ARTICLE) or ""
    assert calls.count >= 1  # the library alone asks readability
    calls.count = 0
    assert ours(LONG_ARTICLE) == library
    assert calls.count == 0 and PARA[:40] in library


def test_readability_still_runs_for_a_table_page(monkeypatch: pytest.MonkeyPatch) -> None:
    # more tables than paragraphs: trafilatura may take readability's text by length alone, so it must be asked
    calls = ReadabilityCalls(monkeypatch)
    assert ours(TABLE_PAGE) == (trafilatura.extract(TABLE_PAGE) or "")
    assert calls.count >= 1


def test_infinite_scroll_prune_is_announced_before_the_tree_changes() -> None:
    tree = parse_html(INFINITE_SCROLL)
    assert tree is not None
    seen: list[str] = []
    text = cascade.extract_text(tree, before_prune=lambda: seen.append(tree.text_content()))
    assert text == (trafilatura.extract(INFINITE_SCROLL) or "")
    assert len(seen) == 1 and "APPENDED story" in seen[0]  # the page as it was, before the prune
    assert "APPENDED story" not in tree.text_content() and "APPENDED" not in text


def test_page_measure_is_skipped_when_our_text_covers_the_page(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = count_page_measures(monkeypatch)
    library = trafilatura.extract(LONG_ARTICLE) or ""
    assert calls  # a short text: the library measures the page to decide on its recall retry
    calls.clear()
    assert ours(LONG_ARTICLE) == library and not calls


def test_recall_retry_still_fires_on_a_page_mostly_elsewhere(monkeypatch: pytest.MonkeyPatch) -> None:
    # a short main text on a page whose other blocks hold far more: the retry's test must be made and agree
    page = SIDEBAR_HEAVY
    library = trafilatura.extract(page) or ""
    calls = count_page_measures(monkeypatch)
    assert ours(page) == library
    assert calls


WITH_COMMENTS = LONG_ARTICLE.replace(
    "</article>",
    "</article><div id='comments' class='comments'>"
    + "".join(f"<p>COMMENT {i}: thanks for the story, the new terminal saves me twenty minutes.</p>" for i in range(4))
    + "</div>",
)


def test_without_comments_the_text_is_the_librarys_and_the_prune_is_announced() -> None:
    for html in (WITH_COMMENTS, INFINITE_SCROLL.replace("</article>", "</article><div class='comments'>"
                                                         "<p>COMMENT 9: late reply</p></div>")):
        tree = parse_html(html)
        assert tree is not None
        seen: list[str] = []
        text = cascade.extract_text(tree, include_comments=False, before_prune=lambda: seen.append(tree.text_content()))
        assert text == (trafilatura.extract(html, include_comments=False) or "")
        assert "COMMENT" not in text and "COMMENT" in (trafilatura.extract(html) or "")
        assert len(seen) == 1 and "COMMENT" in seen[0]  # announced once, with the comments still on the page
        assert "COMMENT" not in tree.text_content()


@pytest.mark.parametrize("path", SAMPLES, ids=[p.name.split(".")[0] for p in SAMPLES])
def test_real_pages_without_comments_give_the_library_text(path: Path) -> None:
    html = decode_body(gzip.decompress(path.read_bytes()))
    tree = parse_html(html)
    assert tree is not None
    assert cascade.extract_text(tree, include_comments=False) == (trafilatura.extract(html, include_comments=False) or "")


def test_no_prune_no_announcement() -> None:
    tree = parse_html(LONG_ARTICLE)
    assert tree is not None
    seen: list[int] = []
    cascade.extract_text(tree, before_prune=lambda: seen.append(1))
    assert seen == []


def test_another_release_falls_back_to_the_library(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[object] = []
    real = trafilatura.extract

    def spy(*args: object, **kwargs: object) -> str | None:
        calls.append(args[0])
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(cascade, "MIRRORS_LIBRARY", False)
    monkeypatch.setattr(trafilatura, "extract", spy)
    assert ours(LONG_ARTICLE) == (real(LONG_ARTICLE) or "")
    assert len(calls) == 1


def test_parser_gives_plain_html_elements_and_rejects_non_html() -> None:
    tree = parse_html(LONG_ARTICLE)
    assert tree is not None and type(tree.find(".//p")) is HtmlElement
    assert "Ferry terminal" in tree.text_content()
    assert parse_html("just some words, no markup at all") is None  # trafilatura's loader says the same
    assert trafilatura.load_html("just some words, no markup at all") is None


@pytest.mark.parametrize("path", SAMPLES, ids=[p.name.split(".")[0] for p in SAMPLES])
def test_real_pages_give_the_library_text(path: Path) -> None:
    # WCXB dev pages (CC-BY-4.0), one of each page type (tests/data/extract_pages/README.md)
    html = decode_body(gzip.decompress(path.read_bytes()))
    assert ours(html) == (trafilatura.extract(html) or "")


def test_real_pages_skip_readability_only_sometimes(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = ReadabilityCalls(monkeypatch)
    per_page = []
    for path in SAMPLES:
        calls.count = 0
        ours(decode_body(gzip.decompress(path.read_bytes())))
        per_page.append(calls.count)
    assert len(SAMPLES) == 8 and 0 in per_page and any(per_page)  # skipped on some pages, asked on others


def test_video_iframes_count_toward_what_readability_could_find() -> None:
    """From the round-6 review: readability writes "VIDEO" into each video iframe, so on two identical paragraphs
    (trafilatura keeps one) under many iframes readability wins; the skip must not assume it cannot."""
    iframes = '<iframe src="https://www.youtube.com/embed/abc"></iframe>' * 15
    para = "<p>The quick brown fox jumps over the lazy dog near the river bank today.</p>"
    html = f"<html><body><div class='content'><article>{(para + iframes) * 2}</article></div></body></html>"
    assert cascade.extract_text(parse_html(html)) == (trafilatura.extract(trafilatura.load_html(html),
                                                                          include_tables=True) or "")


def test_the_raw_prune_expressions_are_the_mirrored_ones() -> None:
    # the C-level hint stands for the library's first raw-prune expression only while that expression is unchanged
    assert cascade._RAW_PRUNE_KNOWN


class CountedXPath:
    """Wraps one of trafilatura's XPath objects and counts its evaluations."""

    def __init__(self, real: object) -> None:
        self.real, self.calls = real, 0
        self.path = real.path  # type: ignore[attr-defined]

    def __call__(self, tree: object) -> list[object]:
        self.calls += 1
        return self.real(tree)  # type: ignore[operator, no-any-return]


def test_the_scroll_expression_runs_only_on_pages_that_name_it(monkeypatch: pytest.MonkeyPatch) -> None:
    # ours evaluates the guarded copy of the library's expression (read.library_copies), and only where needed
    scroll, share = (CountedXPath(x) for x in library_copies.RAW_TREE_PRUNE_XPATH)
    monkeypatch.setattr(library_copies, "RAW_TREE_PRUNE_XPATH", [scroll, share])
    assert ours(LONG_ARTICLE) == (trafilatura.extract(LONG_ARTICLE) or "")
    assert scroll.calls == 0  # no 'infinite' / 'mvp-post-add-' on the page: skipped
    assert ours(INFINITE_SCROLL) == (trafilatura.extract(INFINITE_SCROLL) or "")
    assert scroll.calls == 1


@pytest.mark.parametrize("page", [
    INFINITE_SCROLL,
    # share buttons inside an infinite-scroll container, beside it, and a scroll container holding the <h1>
    LONG_ARTICLE.replace("</article>", "</article><div class='infinite-scroll'><p>Next story: " + PARA + "</p>"
                         "<div class='elementor-share-buttons'>Share this</div></div>"
                         "<section class='elementor-share-buttons x'>Tweet</section>tail words stay"),
    LONG_ARTICLE.replace("<article>", "<div id='infinitescroll'><article>").replace("</article>", "</article></div>"),
    LONG_ARTICLE.replace("</article>", "</article><aside class='mvp-post-add-box'><h1>Another</h1><p>" + PARA
                         + "</p></aside>"),
])
def test_raw_prune_deletes_what_the_library_deletes(page: str) -> None:
    assert_prunes_alike(page, cascade.raw_prune_matches, core.RAW_TREE_PRUNE_XPATH)
    assert ours(page) == (trafilatura.extract(page) or "")


def assert_prunes_alike(page: str, ours_finds: Callable[[HtmlElement], list[Any]], library_paths: list[Any]) -> None:
    """Deleting what *ours_finds* leaves the same text as the library's prune with *library_paths*."""
    mine, theirs = parse_html(page), trafilatura.load_html(page)
    assert mine is not None and theirs is not None
    for el in ours_finds(mine):
        cascade.delete_element(el)
    core.prune_unwanted_nodes(theirs, library_paths)
    assert mine.text_content() == theirs.text_content()


@pytest.mark.parametrize("html", [
    "<html><body><p>clean page</p></body></html>",
    "<html><body><p>bell\x07 and NUL\x00 and form feed\x0c, tab\tand newline\n kept</p></body></html>",
    "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0//EN\" \"x.dtd\">\n<html><body><p>\ufffe old \uffff</p></body></html>",
    "<html xmlns='http://www.w3.org/1999/xhtml'/>\n<body><p>self-closing root</p></body>",
    "<html><body><p>\x1fonly the last control</p></body></html>",
])
def test_repair_is_trafilaturas(html: str) -> None:
    from trafilatura.utils import repair_faulty_html

    from groundwire.read.parse import repair_html

    beginning = html[:50].lower()
    assert repair_html(html, beginning) == repair_faulty_html(html, beginning)


def test_the_comment_prune_expression_is_the_mirrored_one() -> None:
    # the attribute hint stands for the library's comment prune only while that expression is unchanged
    assert cascade._COMMENTS_PRUNE_KNOWN


@pytest.mark.parametrize("marked", [
    "<div class='Comments-area'>", "<section id='comol'>", "<div id='disqus_thread'>", "<div id='dsq-comments'>",
    "<ul class='comment-list'>", "<ol id='comment-7'>", "<details class='post-comments'>",
    "<div class='commentary'>", "<ul class='post-comments'>", "<div class='no'>",
])
def test_comment_sections_are_the_librarys(marked: str) -> None:
    tag = marked[1:].split()[0].rstrip(">")
    page = LONG_ARTICLE.replace("</article>", f"</article>{marked}<p>COMMENT text of a reader, long enough.</p></{tag}>")
    assert_prunes_alike(page, cascade.comment_sections, core.REMOVE_COMMENTS_AND_LISTS_XPATH)
    assert ours_without_comments(page) == (trafilatura.extract(page, include_comments=False) or "")


def test_the_comment_expression_runs_only_on_pages_that_name_comments(monkeypatch: pytest.MonkeyPatch) -> None:
    counted = CountedXPath(library_copies.REMOVE_COMMENTS_AND_LISTS_XPATH[0])
    monkeypatch.setattr(library_copies, "REMOVE_COMMENTS_AND_LISTS_XPATH", [counted])
    assert ours_without_comments(LONG_ARTICLE) == (trafilatura.extract(LONG_ARTICLE, include_comments=False) or "")
    assert counted.calls == 0  # nothing on the page names comments
    assert ours_without_comments(WITH_COMMENTS) == (trafilatura.extract(WITH_COMMENTS, include_comments=False) or "")
    assert counted.calls == 1


def ours_without_comments(html: str) -> str:
    tree = parse_html(html)
    assert tree is not None
    return cascade.extract_text(tree, include_comments=False)
