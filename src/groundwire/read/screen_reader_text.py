"""Screen-reader-only labels out of the page before it is read: text a sighted reader never sees.

Round 27 (extract27), from the misses of newspaper4k's own test pages (BBC pages: ``<span class="off-screen">Image
caption</span>`` and "photo copyright" labels read into the story), seen across WCXB dev and AEB too (693 of
1,539 pages carry such classes). Sites hide these labels with a stylesheet rule we never fetch (the clip /
1-pixel pattern), named by a convention every CSS framework shares: ``sr-only`` (Bootstrap, Tailwind),
``screen-reader-text`` (WordPress), ``visually-hidden`` / ``visuallyhidden`` (Bootstrap 5, HTML5 Boilerplate),
``element-invisible`` (Drupal), ``show-for-sr`` (Foundation), ``off-screen`` / ``offscreen`` (BBC, Amazon),
``assistive-text``, ``screen-reader-only``, ``hidden-visually``, and their ``-focusable`` skip links ("Skip to
content"). An element is emptied by its class token (its text and children go, the empty tag and its tail stay:
the words after it are visible; emptying, not removing, keeps the pass linear on a page of many labels side by
side, where merging each removed label's tail into its neighbour's grew one string again and again). Not emptied:
the page's skeleton (``html``, ``body``, ``main``, ``article``), an element holding more than :data:`LABEL_CHARS`
characters (a label is short; a long block under such a class is a misuse we do not judge), and a label inside a
table cell: there it is the cell's value that an icon shows (a comparison table's tick read "Yes"; WCXB tune: a
therapy service's plan table lost every Yes / No, 0.905 -> 0.791 word-F1, when its labels went).
Not covered: labels hidden by an inline style (the hidden-text pass reads those) or by other class names.
Pure lxml, run on every page before the cascade (:func:`groundwire.read.extract.extract`).
"""

from __future__ import annotations

from lxml import etree
from lxml.html import HtmlElement

_CLASSES = frozenset({
    "sr-only", "sr-only-focusable", "screen-reader-text", "screen-reader-only", "visually-hidden",
    "visually-hidden-focusable", "visuallyhidden", "element-invisible", "show-for-sr", "off-screen", "offscreen",
    "assistive-text", "hidden-visually",
})
_CLASS_VALUES = etree.XPath("//@class", smart_strings=False)  # plain strings, no element objects: one C-level walk
_SKELETON = frozenset({"html", "body", "main", "article"})
_CELLS = frozenset({"td", "th"})  # a label in a table cell is the cell's value (an icon's "Yes")
LABEL_CHARS = 200  # more text than this under such a class is no label


def is_screen_reader_label(el: HtmlElement) -> bool:
    """A short element, in no table cell, whose class says it is shown to screen readers only."""
    if el.tag in _SKELETON or not _CLASSES.intersection((el.get("class") or "").split()):
        return False
    return len(el.text_content()) <= LABEL_CHARS and not any(a.tag in _CELLS for a in el.iterancestors())


def _labelled(tree: HtmlElement) -> list[HtmlElement]:
    """The elements carrying one of :data:`_CLASSES`, in document order; no element lookup on a page without them.

    The page's class names come first, as plain strings (as :mod:`groundwire.read.stylesheet` reads them): a
    ``contains()`` test of every name on every element cost about 3 ms a WCXB page, 6 % of ``extract()``."""
    names = _CLASSES.intersection(" ".join(_CLASS_VALUES(tree)).split())
    if not names:
        return []
    tests = " or ".join(f"(contains(@class, '{name}') and contains(concat(' ', normalize-space(@class), ' '), ' {name} '))"
                        for name in sorted(names))  # the names are ours: no quote can occur
    return tree.xpath(f"//*[{tests}]")  # type: ignore[no-any-return]


def drop_screen_reader_text(tree: HtmlElement) -> int:
    """Empty *tree*'s screen-reader-only labels in place, keeping each one's tail; return how many were emptied."""
    labels = [el for el in _labelled(tree) if is_screen_reader_label(el)]
    chosen = set(labels)
    outermost = [el for el in labels if not any(a in chosen for a in el.iterancestors())]  # inner ones go with them
    for el in outermost:
        el.text = None
        del el[:]
    return len(outermost)
