"""justext's paragraph maker, with the work nobody reads left out: the same paragraphs, faster.

trafilatura's justext rescue (``try_justext``) turns a page into justext paragraphs with
``ParagraphMaker.make_paragraphs``: lxml's SAX producer walks the tree and, for every element, builds a SAX attribute
object and namespace map that the paragraph maker never reads; every paragraph it starts (most stay empty) formats
its DOM path and XPath strings at once; and a paragraph's text is joined and whitespace-normalised again at every
read (classification reads it a dozen times). On the pages where justext runs, that was about a sixth of an
extraction. Here:

* :func:`saxify` makes the same calls to the handler, in the same order, as ``lxml.sax.saxify`` (start and end of
  each element with its ``(namespace, local name)``, its text, its tail; comments and processing instructions as
  lxml passes them), with an empty attribute object and without recursion (deep pages stay within Python's stack);
* :class:`Paragraph` keeps a copy of the path it was started at and formats ``dom_path`` / ``xpath`` when read, and
  keeps its text once made (until more text is appended);
* :class:`ParagraphMaker` is justext's handler starting these paragraphs, driven by :func:`saxify`.

Every method of the handler and of the paragraph that decides anything is justext's own (inherited). Used through
:mod:`groundwire.read.library_copies`; ``tests/test_justext_fast.py`` compares the paragraphs with justext's.
"""

from __future__ import annotations

from typing import Any
from xml.sax.xmlreader import AttributesNSImpl

from justext import core as _justext
from justext import paragraph as _paragraph
from justext.utils import normalize_whitespace
from lxml.etree import Comment, ProcessingInstruction

TESTED_RELEASE = "3.0."  # the justext series whose Paragraph and ParagraphMaker this module mirrors
_NO_ATTRIBUTES = AttributesNSImpl({}, {})


def _ns_tag(tag: str) -> tuple[str | None, str]:
    """``lxml.sax``'s split of a tag into (namespace, local name)."""
    if tag[0] == "{" and "}" in tag:
        ns, local = tag[1:].split("}", 1)
        return ns, local
    return None, tag


def saxify(root: Any, handler: Any) -> None:
    """The handler calls ``lxml.sax.saxify(root, handler)`` makes, with empty attributes (see the module docstring)."""
    handler.startDocument()
    before = []
    sibling = root.getprevious()
    while getattr(sibling, "tag", None) is ProcessingInstruction:
        before.append(sibling)
        sibling = sibling.getprevious()
    after = []
    sibling = root.getnext()
    while getattr(sibling, "tag", None) is ProcessingInstruction:
        after.append(sibling)
        sibling = sibling.getnext()
    start, end, characters = handler.startElementNS, handler.endElementNS, handler.characters
    for top in [*before[::-1], root, *after]:
        stack: list[tuple[Any, tuple[str | None, str] | None]] = [(top, None)]
        while stack:
            element, closing = stack.pop()
            if closing is not None:
                end(closing, closing[1])
                if element.tail:
                    characters(element.tail)
                continue
            tag = element.tag
            if tag is Comment or tag is ProcessingInstruction:
                if tag is ProcessingInstruction:
                    handler.processingInstruction(element.target, element.text)
                if element.tail:
                    characters(element.tail)
                continue
            name = _ns_tag(tag)
            start(name, name[1], _NO_ATTRIBUTES)
            if element.text:
                characters(element.text)
            stack.append((element, name))
            stack.extend((child, None) for child in reversed(element))
    handler.endDocument()


class Paragraph(_paragraph.Paragraph):  # type: ignore[misc]
    """justext's paragraph; its path strings are made when read, its text once (see the module docstring)."""

    def __init__(self, path: Any) -> None:  # justext's __init__, less the two path strings made up front
        self._path = path._elements[:]  # (tag, order, children) triples: the tags and orders never change
        self.text_nodes: list[str] = []
        self.chars_count_in_links = 0
        self.tags_count = 0
        self.class_type = ""
        self._text: str | None = None

    @property
    def dom_path(self) -> str:
        return ".".join(e[0] for e in self._path)

    @property
    def xpath(self) -> str:
        return "/" + "/".join("%s[%d]" % e[:2] for e in self._path)

    @property
    def text(self) -> str:
        if self._text is None:
            self._text = normalize_whitespace("".join(self.text_nodes).strip())
        return self._text

    def append_text(self, text: str) -> str:
        self._text = None
        text = normalize_whitespace(text)
        self.text_nodes.append(text)
        return text


class ParagraphMaker(_justext.ParagraphMaker):  # type: ignore[misc]
    """justext's paragraph maker, starting :class:`Paragraph` objects and driven by :func:`saxify`."""

    @classmethod
    def make_paragraphs(cls, root: Any) -> list[Paragraph]:
        handler = cls()
        saxify(root, handler)
        return handler.paragraphs  # type: ignore[no-any-return]

    def _start_new_pragraph(self) -> None:  # justext's, with this module's Paragraph
        if self.paragraph and self.paragraph.contains_text():
            self.paragraphs.append(self.paragraph)
        self.paragraph = Paragraph(self.path)
