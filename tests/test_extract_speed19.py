"""Round 19's output-neutral speed changes of read/: each gives what the code it replaces gave.

* read.regex_literals: the literals every match of a pattern holds (checked against the pattern on strings);
* read.xpath_guard: the literal test in front of a short re:test selects the same elements (with
  tests/test_xpath_guard.py, which compares every guarded library expression on the sample pages);
* read.page_date: htmldate on the tree in place gives the library's date, on pages that date by the URL, the
  header, JSON-LD and the pruned-tree search alike;
* read.extract.page_text: the same skeleton as the Python join of text nodes, scripts (JSON-LD) excluded and left
  in place.
"""

from __future__ import annotations

import gzip
import re
from copy import deepcopy
from datetime import date
from pathlib import Path

import htmldate
import pytest
from lxml import etree

from groundwire.read.charset import decode_body
from groundwire.read.extract import _visible_chars, drop_unread, page_text
from groundwire.read.hidden_lines import skeleton
from groundwire.read.page_date import FIND_DATE_IN_PLACE, PageDate
from groundwire.read.parse import parse_html
from groundwire.read.regex_literals import required_literals
from groundwire.read.xpath_guard import REGEXP_NS, guarded, literal_test

SAMPLES = sorted((Path(__file__).parent / "data" / "extract_pages").glob("*.html.gz"))
TODAY = date(2026, 12, 1)


def _page(path: Path):  # type: ignore[no-untyped-def]
    return parse_html(decode_body(gzip.decompress(path.read_bytes())))


@pytest.mark.parametrize(("pattern", "expected"), [
    ("^shar|social|(?:^| )ad-", ["shar", "social", "ad-"]),
    ("bread-?crumb|dfp[Aa]d|paid-?content", ["bread", "dfp", "content"]),  # the longer of two required runs
    ("Cookie[-_]?(?:banner|bar)|onetrust", ["Cookie", "onetrust"]),
    ("^(?:[Cc]omment(?!ary)|comol|disqus_thread)", ["omment", "comol", "disqus_thread"]),
    ("x*", None),  # nothing is required
    ("a|bc", None),  # a branch without a run of two characters
    ("(unbalanced", None),
])
def test_required_literals(pattern: str, expected: list[str] | None) -> None:
    assert required_literals(pattern) == expected


@pytest.mark.parametrize("pattern", ["^shar|social|(?:^| )ad-", "nav|Nav|menu", "hidden", "-reply-|message|^hide-"])
def test_a_string_without_the_literals_never_matches(pattern: str) -> None:
    literals = required_literals(pattern)
    assert literals
    for value in ["", "social-links", "top navbar", "main ad-slot", "is-hidden", "x-reply-y", "hide-me", "plain",
                  "Navigation", "messages", "shard", "ad-"]:
        if re.search(pattern, value):
            assert any(literal in value for literal in literals), value


def test_the_literal_test_is_a_contains_per_literal_and_none_for_case_folded_patterns() -> None:
    assert literal_test("@id|@class", "nav|menu", "") == "(contains(@id|@class, 'nav') or contains(@id|@class, 'menu')) and "
    assert literal_test("@class", "cookie", "i") == ""
    assert literal_test("@class", "a|b", "") == ""


def test_a_guarded_expression_with_literals_selects_the_same_elements() -> None:
    html = ("<html><body><div class='navbar'>a</div><div id='menu-1' class='x'>b</div><div class='Nav'>c</div>"
            "<div class='social'>d</div><div id='hidden-box'>e</div><div style='color:red' id='y'>f</div>"
            "<div class='a   ad-b'>g</div><div class='z' id='shar'>h</div></body></html>")
    tree = parse_html(html)
    for path in ["//div[re:test(@id|@class, 'nav|menu')]", "//div[re:test(@class, '^shar|social|(?:^| )ad-')]",
                 "//div[re:test(@id|@style, 'hidden')]", "//div[re:test(@id, '^shar')]"]:
        expression = etree.XPath(path, namespaces={"re": REGEXP_NS})
        assert "contains(" in guarded(expression).path
        assert guarded(expression)(tree) == expression(tree), path


@pytest.mark.parametrize("html", [
    "<html><head><meta property='article:published_time' content='2024-05-01T10:00:00Z'></head><body><p>x</p>"
    "</body></html>",
    "<html><body><p>Posted on 3 March 2023 by a reader</p><p>Some text here.</p></body></html>",
    "<html><body><div class='footer'>2019-01-01</div><time datetime='2022-02-02'>Feb 2</time></body></html>",
    "<html><body><p>No date at all.</p></body></html>",
])
def test_the_date_in_place_is_the_librarys_date(html: str) -> None:
    settings = dict(extensive_search=False, original_date=True, outputformat="%Y-%m-%d", max_date="2026-12-01")
    expected = htmldate.find_date(parse_html(html), **settings)
    assert FIND_DATE_IN_PLACE(parse_html(html), **settings) == expected
    assert PageDate(None, TODAY).at_end(parse_html(html)) == (expected or None)


def test_the_date_is_read_once_and_before_a_change_on_a_copy() -> None:
    tree = parse_html("<html><body><p>Posted <time datetime='2023-03-03'>in March</time></p><p>Text.</p></body></html>")
    before = etree.tostring(tree)
    page_date = PageDate(None, TODAY)
    found = page_date.before_change(tree)
    assert found == "2023-03-03" and etree.tostring(tree) == before  # the tree is untouched
    tree.find(".//time").set("datetime", "2020-04-04")
    assert page_date.at_end(tree) == found  # not read again


@pytest.mark.parametrize("path", SAMPLES, ids=[p.name.split(".")[0] for p in SAMPLES])
def test_page_text_has_the_skeleton_of_the_visible_text_and_leaves_the_tree_as_it_was(path: Path) -> None:
    tree = _page(path)
    assert tree is not None
    drop_unread(tree)
    before = etree.tostring(tree)
    assert skeleton(page_text(tree)) == skeleton(_visible_chars(tree))
    assert etree.tostring(tree) == before


def test_page_text_keeps_json_ld_out_and_in_place() -> None:
    tree = parse_html("<html><head><script type='application/ld+json'>{\"headline\": \"Secret words\"}</script>"
                      "</head><body><p>Visible words</p></body></html>")
    assert "Secret" not in page_text(tree) and "Visible words" in page_text(tree)
    assert "Secret words" in tree.find(".//script").text


def test_page_text_with_a_capital_sigma_joins_nodes_as_the_visible_text_does() -> None:
    tree = parse_html("<html><body><p><b>ΟΔΟΣ</b>Α</p></body></html>")  # final sigma only when a space follows
    assert skeleton(page_text(tree)) == skeleton(_visible_chars(tree))
    copy = deepcopy(tree)
    assert skeleton(copy.text_content()) != skeleton(_visible_chars(copy))  # why the fallback is needed


BOUND_PAGES = [
    "<html><head><title>T</title><script type='application/ld+json'>{\"articleBody\": \"long long long\"}</script>"
    "</head><body><p>Short.</p><footer>Footer words here</footer><aside><p>Side</p><aside>In</aside></aside>"
    "<div class='site-footer'>x y z</div><div class='cookie-banner'>We use cookies</div></body></html>",
    "<div><p>no body element</p><script>var x = 1;</script><p>more   text\u00a0here</p></div>",
    "<html><body><div>a<span>b</span>c</div><li>item</li><li>item two</li><template><p>t</p></template></body></html>",
]


@pytest.mark.parametrize("html", BOUND_PAGES + SAMPLES, ids=[f"tricky{i}" for i in range(len(BOUND_PAGES))]
                         + [p.name.split(".")[0] for p in SAMPLES])
def test_the_cleaned_text_bound_is_an_upper_bound_of_html2txt_and_tighter(html: str | Path) -> None:
    from groundwire.read import cascade, library_copies

    tree = _page(html) if isinstance(html, Path) else parse_html(html)
    assert tree is not None
    page_len = cascade._TextLength(tree)
    loose = cascade._page_text_bound(tree, page_len)
    tight = cascade._cleaned_text_bound(tree, page_len, loose)
    assert len(library_copies.html2txt(tree)) <= tight <= loose


def test_the_cleaned_text_bound_leaves_out_the_head_and_the_footer() -> None:
    from groundwire.read import cascade

    tree = parse_html(BOUND_PAGES[0])
    page_len = cascade._TextLength(tree)
    loose = cascade._page_text_bound(tree, page_len)
    dropped = len("T") + len('{"articleBody":"longlonglong"}') + len("Footerwordshere") + len("SideIn") + len("xyz")
    assert cascade._cleaned_text_bound(tree, page_len, loose) == loose - dropped
