"""One parse of a page into an lxml.html tree, as ``trafilatura.load_html`` makes it, with a faster element lookup.

lxml.html's own parser picks each element's Python class by calling a Python method (``HtmlElementClassLookup``)
every time lxml hands an element to Python; trafilatura, readability and justext touch every element of the page
many times, so that call alone was about 8 % of an extraction under a profiler. This parser has the same settings
as trafilatura's (``collect_ids=False``, comments and processing instructions dropped) but a C-level lookup that
gives every element the plain :class:`lxml.html.HtmlElement` class: the methods trafilatura and htmldate use
(``text_content``, ``drop_tree``, ``xpath``) are all there; only the form-field helpers (``.value`` of an
``<input>``), which no extractor reads, are missing. Copies of the tree keep the parser, so every copy trafilatura
makes is fast too. The same input repairs as trafilatura's loader are applied (invalid XML characters, the doctype
line, a self-closing ``<html/>``), and non-HTML input is rejected the same way. The invalid-character repair first
asks whether the page holds any such character at all (one substring search per character, C speed) and runs
trafilatura's regular-expression substitution only when it does: on our dev pages that substitution scanned about
100 MB of HTML a third as fast as the searches, for one page in 1,500 that had any.
"""

from __future__ import annotations

from lxml import etree
from lxml.html import (
    HtmlComment,
    HtmlElement,
    HtmlEntity,
    HTMLParser,
    HtmlProcessingInstruction,
    fromstring,
)
from trafilatura.utils import DOCTYPE_TAG, FAULTY_HTML, INVALID_XML_CHARS, is_dubious_html

from .nesting import flatten_deep, too_deep


def _parser() -> HTMLParser:
    parser = HTMLParser(collect_ids=False, default_doctype=False, encoding="utf-8", remove_comments=True,
                        remove_pis=True)
    parser.set_element_class_lookup(etree.ElementDefaultClassLookup(
        element=HtmlElement, comment=HtmlComment, pi=HtmlProcessingInstruction, entity=HtmlEntity))
    return parser


PARSER = _parser()


def _from_bytes(html: str) -> HtmlElement | None:
    try:
        return fromstring(html.encode("utf8", "surrogatepass"), parser=PARSER)
    except Exception:
        return None


# the characters INVALID_XML_CHARS matches: C0 controls other than tab, newline and carriage return; U+FFFE, U+FFFF
_INVALID_CHARS = tuple(chr(c) for c in range(0x20) if c not in (0x09, 0x0A, 0x0D)) + ("\ufffe", "\uffff")


def repair_html(html: str, beginning: str) -> str:
    """What trafilatura's ``repair_faulty_html(html, beginning)`` returns, without a regex scan of a clean page."""
    if any(char in html for char in _INVALID_CHARS):
        html = INVALID_XML_CHARS.sub("", html)
    if "doctype" in beginning:  # libxml2/lxml issue: https://bugs.launchpad.net/lxml/+bug/1955915
        firstline, _, rest = html.partition("\n")
        html = DOCTYPE_TAG.sub("", firstline, count=1) + "\n" + rest
    for line in html[:4096].splitlines()[:4]:  # a self-closing <html/> in the first lines
        if "<html" in line and line.endswith("/>"):
            html = FAULTY_HTML.sub(r"\1>", html, count=1)
            break
    return html


def parse_html(html: str) -> HtmlElement | None:
    """The page's tree, or None when lxml cannot read it or it is not HTML (trafilatura's own test). A page nested
    deeper than the parser reads is parsed again with its deepest wrappers dropped (read/nesting.py)."""
    beginning = html[:50].lower()
    html = repair_html(html, beginning)
    tree = _parse_repaired(html, beginning)
    if tree is not None and too_deep(tree):
        tree = _parse_repaired(flatten_deep(html), beginning)
    return tree


def _parse_repaired(html: str, beginning: str) -> HtmlElement | None:
    tree, by_bytes = None, False
    try:
        tree = fromstring(html, parser=PARSER)
    except ValueError:  # "Unicode strings with encoding declaration are not supported."
        tree, by_bytes = _from_bytes(html), True
    except Exception:
        tree = None
    if (tree is None or len(tree) < 1) and not by_bytes:
        tree = _from_bytes(html)
    if tree is not None and is_dubious_html(beginning) and len(tree) < 2:
        return None
    return tree
