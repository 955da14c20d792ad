"""Guarded re:test expressions (read.xpath_guard) select what trafilatura's own select; the library's functions run
with them (read.library_copies) without touching the library itself."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest
from lxml import etree
from trafilatura import core, main_extractor

from groundwire.read import library_copies
from groundwire.read.charset import decode_body
from groundwire.read.parse import parse_html
from groundwire.read.xpath_guard import REGEXP_NS, guarded, guarded_path

SAMPLES = sorted((Path(__file__).parent / "data" / "extract_pages").glob("*.html.gz"))
NS = {"re": REGEXP_NS}


def library_expressions() -> list[etree.XPath]:
    """Every expression read.library_copies guards, as the library has it."""
    found: list[etree.XPath] = []
    for plan in library_copies._PLAN:
        for name in plan.guard:
            value = getattr(plan.module, name)
            found.extend(value if isinstance(value, list) else [value])
    return found + core.REMOVE_COMMENTS_XPATH + core.REMOVE_COMMENTS_AND_LISTS_XPATH + core.RAW_TREE_PRUNE_XPATH


def test_re_test_gets_an_attribute_test_in_front() -> None:
    # and, for a case-sensitive pattern, a C-level test of the literals every match holds (read.regex_literals)
    assert guarded_path("//*[re:test(@id|@class, 'nav')]") == (
        "//*[((@id or @class) and (contains(@id|@class, 'nav')) and re:test(@id|@class, 'nav'))]")
    assert guarded_path("//*[re:test(@class, 'cookie', 'i')]") == "//*[((@class) and re:test(@class, 'cookie', 'i'))]"


@pytest.mark.parametrize("path", [
    "//*[re:test(@id, 'x*')]",  # matches the empty string: an element without an id passes the test
    "//*[re:test(@id, '^$|nav')]",
    "//*[re:test(../@class, 'nav')]",  # not an attribute of the context element
    "//*[re:test(@id, '(unbalanced')]",
])
def test_tests_a_guard_could_change_are_left_alone(path: str) -> None:
    assert guarded_path(path) == path


def test_a_pattern_matching_the_empty_string_selects_elements_without_the_attribute() -> None:
    # why such patterns are not guarded: re:test reads "" for a missing attribute, and x* matches it
    tree = etree.fromstring("<r><a/><b id='y'/></r>")
    expression = etree.XPath("//*[re:test(@id, 'x*')]", namespaces=NS)
    assert [el.tag for el in expression(tree)] == ["r", "a", "b"] == [el.tag for el in guarded(expression)(tree)]


def test_every_library_copies_expression_is_rewritten() -> None:
    assert library_copies.REBOUND
    rewritten = [x for x in library_expressions() if guarded(x) is not x]
    assert len(rewritten) >= 10 and all("and re:test(" in guarded(x).path for x in rewritten)


TRICKY = (
    "<html><body>"
    "<div class='nav' id='main'>class first</div><div id='main' class='nav'>id first</div>"
    "<div id='' class=''>empty</div><span class='Cookie-Banner'>folded case</span>"
    "<div class='cooKie-notice' id='x'>mixed case</div><section class='\u212aookie-bar'>kelvin sign</section>"
    "<p style='display:none' id='hidden-x'>hidden</p><div class='comment-list'><p>c</p></div>"
    "<ul id='comments'><li>c</li></ul><div class='post-body' itemprop='articleBody'><p>t</p></div>"
    "<div class='entry-content'><p>t</p></div><aside class='sidebar'>s</aside><div id='footer-1'>f</div>"
    "<div class='infinite-scroll'><p>more</p></div><div aria-hidden='true'>a</div>"
    "</body></html>"
)


@pytest.mark.parametrize("path", SAMPLES + ["tricky"], ids=[p.name.split(".")[0] for p in SAMPLES] + ["tricky"])
def test_guarded_expressions_select_what_the_librarys_select(path: Path | str) -> None:
    html = TRICKY if path == "tricky" else decode_body(gzip.decompress(Path(path).read_bytes()))
    tree = parse_html(html)
    assert tree is not None
    for expression in library_expressions():
        assert guarded(expression)(tree) == expression(tree), expression.path[:80]


def test_the_library_is_left_as_it_is() -> None:
    # plain trafilatura in the same process keeps its own expressions and functions
    copy = library_copies.extract_content
    assert copy is not main_extractor.extract_content and copy.__code__ is main_extractor.extract_content.__code__
    assert main_extractor.extract_content.__globals__ is vars(main_extractor)
    assert all("and re:test(" not in x.path for x in main_extractor.BODY_XPATH)
    assert any("and re:test(" in x.path for x in copy.__globals__["BODY_XPATH"])
    # the copies call each other: the main extractor's pruning and the baseline's cleaning are the guarded ones
    assert copy.__globals__["_extract"] is library_copies.FUNCTIONS["_extract"]
    assert library_copies.justext_rescue.__globals__["basic_cleaning"] is library_copies.FUNCTIONS["basic_cleaning"]


def test_guarded_expressions_select_elements_only() -> None:
    # the copies pass attribute values as plain strings (smart_strings=False): right only for element selections
    tree = parse_html(TRICKY)
    assert tree is not None
    for expression in library_expressions():
        assert all(isinstance(found, etree._Element) for found in guarded(expression)(tree)), expression.path[:80]
