"""Give back the rest of the cards an extraction kept a line of (a listing's headlines, dates and prices).

On a listing or a category page trafilatura often keeps one line of each card (a teaser paragraph, a description)
and drops the others (the item's title in a heading or a link, its date, its price): its text then reads as prose,
so :mod:`groundwire.read.item_blocks` (which waits for a list-like or short text) leaves it alone. The cards show
themselves on the page: the lines the extraction kept sit in sibling elements of one tag and class, at least
:data:`MIN_CARDS` of them, each holding more than one line. Such a grid is a list of items, and the lines of its
cards that the extraction dropped are the items' own (:func:`card_lines`). A story's paragraphs are no cards (each
holds one line), and a "related stories" grid holds no line of the extraction, so neither is touched.

Pure: reads the tree, changes nothing.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from itertools import islice

from lxml import etree
from lxml.html import HtmlElement

from .hidden_lines import skeleton
from .item_blocks import _BREAKS, MIN_LINE_CHARS, SUBSTRING_LIMIT, container_lines, is_chrome

MIN_CARDS = 3  # sibling cards of one tag and class holding an extracted line each: a grid, not a coincidence
CARD_DEPTH = 10  # how far above the element a kept line starts in its card may be
_KEY_CHARS = 40  # a line and the page's text are matched on their first characters, spaces folded
_START_CHARS = 200  # a text's first characters, enough for the key once spaces are folded
_HEAD_CHARS = 4
_READ_ON_NODES = 8  # a short text node is read on into this many nodes to make a key
# the page's text nodes that hold more than spaces (one C-level pass; chrome and scripts are left out after a match)
_TEXT_NODES = etree.XPath("//text()[normalize-space(.)]")


def _signature(el: HtmlElement) -> tuple[str, str]:
    return el.tag, " ".join(sorted((el.get("class") or "").split()))


def _fold(text: str) -> str:
    """*text* lower-cased with its runs of spaces folded to one (the key a line and the page's text are matched on)."""
    return " ".join(text.split()).lower()


class _Cards:
    """Which elements are cards: one of at least :data:`MIN_CARDS` siblings of its tag and class, with a block
    inside (so it can hold more than one line). Each element is judged once per page."""

    def __init__(self) -> None:
        self.judged: dict[HtmlElement, bool] = {}
        self.counts: dict[HtmlElement, Counter[tuple[str, str]]] = {}

    def is_card(self, holder: HtmlElement, parent: HtmlElement) -> bool:
        found = self.judged.get(holder)
        if found is None:
            by_signature = self.counts.get(parent)
            if by_signature is None:
                by_signature = self.counts[parent] = Counter(_signature(child) for child in parent
                                                             if isinstance(child.tag, str))
            found = self.judged[holder] = (by_signature[_signature(holder)] >= MIN_CARDS
                                           and next(holder.iterdescendants(*_BREAKS), None) is not None)
        return found

    def card_of(self, el: HtmlElement) -> HtmlElement | None:
        """The nearest ancestor-or-self of *el* (within :data:`CARD_DEPTH`) that is a card."""
        for holder in islice((el, *el.iterancestors()), CARD_DEPTH):
            parent = holder.getparent()
            if parent is None or holder.tag in ("body", "html"):
                return None
            if self.is_card(holder, parent):
                return holder
        return None


def _starts_some(ordered: list[str], prefix: str) -> bool:
    """Does a key of the sorted *ordered* start with *prefix* (and is longer than it)?"""
    at = bisect_right(ordered, prefix)
    return at < len(ordered) and ordered[at].startswith(prefix)


def _kept_line_nodes(tree: HtmlElement, text: str) -> list[HtmlElement]:
    """The elements in which a line of *text* starts (its first :data:`_KEY_CHARS` characters, spaces folded), in
    page order. The page's text nodes come from one XPath pass; a node shorter than the key is read on into the
    nodes after it (a card's line "The North FaceWawona 6 Tent" starts in a 14-character brand name) when it is the
    start of a wanted key."""
    wanted = {_fold(line[:_START_CHARS])[:_KEY_CHARS] for line in text.split("\n")
              if len(line.strip()) >= MIN_LINE_CHARS}
    if len(wanted) < MIN_CARDS:
        return []
    heads = {key[:size] for key in wanted for size in range(1, _HEAD_CHARS + 1)}
    ordered = sorted(wanted)
    sizes = sorted({len(key) for key in wanted}, reverse=True)
    nodes = _TEXT_NODES(tree)
    found: list[HtmlElement] = []
    for i, node in enumerate(nodes):
        # a cheap look first: most of a page's text starts no kept line (a head with a tab, a line break, a no-break
        # space or a double space is folded and looked at again below)
        head = (node[:_HEAD_CHARS * 4].lstrip() or node.lstrip())[:_HEAD_CHARS].lower()
        if head not in heads and head.isprintable() and "  " not in head:
            continue
        read = _fold(node[:_START_CHARS])
        if len(read) < _KEY_CHARS and read not in wanted:
            if not _starts_some(ordered, read):
                continue
            read = _fold("".join(nodes[i:i + _READ_ON_NODES])[:_START_CHARS])
        key = next((read[:size] for size in sizes if read[:size] in wanted), None)
        if key is None:
            continue
        el = node.getparent()
        if node.is_tail and el is not None:
            el = el.getparent()
        if el is not None and not any(is_chrome(a) for a in (el, *el.iterancestors())):
            wanted.discard(key)
            found.append(el)
            if not wanted:
                break
    return found


def card_lines(tree: HtmlElement, text: str) -> list[str]:
    """The lines of the cards holding *text*'s lines that *text* does not hold, in page order (none when the kept
    lines sit in fewer than :data:`MIN_CARDS` sibling cards of one grid, or the cards hold one line each)."""
    grids: dict[tuple[HtmlElement, tuple[str, str]], list[HtmlElement]] = {}
    judge = _Cards()
    for el in _kept_line_nodes(tree, text):
        card = judge.card_of(el)
        if card is not None:
            cards = grids.setdefault((card.getparent(), _signature(card)), [])
            if card not in cards:
                cards.append(card)
    per_grid: list[list[list[str]]] = []
    for cards in grids.values():
        if len(cards) < MIN_CARDS:
            continue
        per_card = [container_lines(card) for card in cards]
        if sum(len(lines) > 1 for lines in per_card) >= MIN_CARDS:  # else one line a card: nothing was dropped
            per_grid.append(per_card)
    if not per_grid:
        return []
    have = skeleton(text)
    if len(have) > SUBSTRING_LIMIT:  # a huge extraction: whole lines only, so the test stays linear
        have = ""
    own_lines = {skeleton(line) for line in text.split("\n")}
    added: list[str] = []
    seen: set[str] = set()
    for per_card in per_grid:
        for lines in per_card:
            for line in lines:
                key = skeleton(line)
                if key and key not in own_lines and key not in have and key not in seen:
                    seen.add(key)
                    added.append(line)
    return added
