"""read.justext_fast makes justext's own paragraphs: the same SAX calls as lxml.sax.saxify, the same paragraphs and
classes as justext's ParagraphMaker."""

from __future__ import annotations

import gzip
import importlib
from copy import copy
from pathlib import Path
from typing import Any

import justext
import lxml.sax
import pytest
from justext.core import ParagraphMaker, classify_paragraphs, revise_paragraph_classification
from lxml import etree
from trafilatura.external import jt_stoplist_init

from groundwire.read import justext_fast
from groundwire.read.charset import decode_body
from groundwire.read.parse import parse_html

SAMPLES = sorted((Path(__file__).parent / "data" / "extract_pages").glob("*.html.gz"))
basic_cleaning = importlib.import_module("trafilatura.baseline").basic_cleaning

TRICKY = (
    "<html><body><div>lead text<br><br>after two breaks<br>one break <a href='/x'>a link</a> tail"
    "<p>para <b>bold</b> and <i>italic</i></p>tail of p<h2>Heading</h2><select><option>opt</option></select>"
    "<ul><li>item one</li><li>item <a href='#'>two</a></li></ul>\u00a9 2026 <span>   </span>\n\n spaced   out  "
    "<table><tr><td>cell</td></tr></table></div></body></html>"
)


class Recorder(lxml.sax.ContentHandler):  # type: ignore[misc]
    """Every SAX call a handler receives, attributes left out."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple[Any, ...]] = []

    def startDocument(self) -> None:
        self.calls.append(("startDocument",))

    def endDocument(self) -> None:
        self.calls.append(("endDocument",))

    def startElementNS(self, name: Any, qname: Any, attrs: Any) -> None:
        self.calls.append(("start", name))

    def endElementNS(self, name: Any, qname: Any) -> None:
        self.calls.append(("end", name))

    def characters(self, content: str) -> None:
        self.calls.append(("characters", content))

    def processingInstruction(self, target: str, data: str) -> None:
        self.calls.append(("pi", target, data))


def trees() -> list[Any]:
    found = [parse_html(decode_body(gzip.decompress(path.read_bytes()))) for path in SAMPLES]
    found.append(parse_html(TRICKY))
    xml = etree.fromstring("<?pi before?><r xmlns:x='urn:x'><x:a>ns <!-- c --> text</x:a><?p i?>tail</r>")
    found.append(xml.getroottree().getroot())
    return found


def paragraphs(maker: Any, tree: Any) -> list[tuple[Any, ...]]:
    found = maker.make_paragraphs(tree)
    classify_paragraphs(found, jt_stoplist_init(), 50, 150, 0.1, 0.2, 0.25, True)  # as trafilatura's try_justext
    revise_paragraph_classification(found, 150)
    return [(p.text, p.dom_path, p.xpath, p.tags_count, p.chars_count_in_links, p.words_count, p.heading,
             p.cf_class, p.class_type, p.is_boilerplate, len(p), p.links_density()) for p in found]


def test_the_mirrored_justext_is_installed() -> None:
    assert str(justext.__version__).startswith(justext_fast.TESTED_RELEASE)


@pytest.mark.parametrize("index", range(len(SAMPLES) + 2))
def test_saxify_makes_lxmls_calls(index: int) -> None:
    tree = trees()[index]
    theirs, ours = Recorder(), Recorder()
    lxml.sax.saxify(tree, theirs)
    justext_fast.saxify(tree, ours)
    assert ours.calls == theirs.calls and len(ours.calls) > 5


@pytest.mark.parametrize("index", range(len(SAMPLES) + 1))
def test_paragraphs_and_classes_are_justexts(index: int) -> None:
    tree = basic_cleaning(copy(trees()[index]))  # what trafilatura hands justext
    theirs = paragraphs(ParagraphMaker, tree)
    assert paragraphs(justext_fast.ParagraphMaker, tree) == theirs and theirs


def test_a_paragraph_read_before_more_text_is_read_again() -> None:
    maker = justext_fast.ParagraphMaker()
    maker.paragraph.append_text("first ")
    assert maker.paragraph.text == "first"
    maker.paragraph.append_text(" second")
    assert maker.paragraph.text == "first second"


def test_deep_pages_do_not_exhaust_the_stack() -> None:
    root = etree.Element("div")
    node = root
    for _ in range(5000):  # lxml's (compiled) saxify walks this deep too
        node = etree.SubElement(node, "div")
    node.text = "deep words"
    recorder = Recorder()
    justext_fast.saxify(root, recorder)
    assert ("characters", "deep words") in recorder.calls and len(recorder.calls) == 2 * 5001 + 3


def test_the_library_copies_use_it_and_the_library_does_not() -> None:
    from trafilatura import external

    from groundwire.read import library_copies

    copied = library_copies.justext_rescue.__globals__["try_justext"]
    assert copied.__globals__["ParagraphMaker"] is justext_fast.ParagraphMaker
    assert external.try_justext.__globals__["ParagraphMaker"] is ParagraphMaker
    # one stop list for both: the copies take the library's
    assert copied.__globals__["jt_stoplist_init"]() is (external.JT_STOPLIST or external.jt_stoplist_init())
