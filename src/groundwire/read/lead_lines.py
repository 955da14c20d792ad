"""Drop the short lines an extracted text holds before the page's own title heading (menus, breadcrumbs, banners).

A page's main text starts at its title: its first ``<h1>``. When the extraction holds that heading as a line of its
own and every line before it is short (under :data:`MAX_LEAD_CHARS`: "Home", "For Buyers", "Sign in", a breadcrumb
trail, a store's category menu written in ``<div>``s rather than ``<nav>``), those lines are the page's chrome that
trafilatura kept, and they go. A long line before the title (an article's standfirst or a lead paragraph placed
above the heading) keeps everything as it was; so does a text without the heading as a line.

Measured on the final texts of the WCXB dev tune half (round 20, extract20): 33 of 665 pages change, collections
+0.008 and listings +0.007 word-F1, no page type lower by more than 0.0003; a 25-character bound took less
(collections +0.001), 60 the same, 100 cost products and listings, no bound cost every type. AEB: 2 of 181 change,
both up.

A heading that ends the text is no title (round 28, extract28): trafilatura's own test page ``exotic_tags.html``
puts its ``<h1>`` after every paragraph, and the rule had left that heading alone of the whole text. A text whose
heading line has nothing after it keeps every line.

What follows a title is a main text, and lines the title's own block writes above it are no chrome (round 29,
extract29, from round 28's review and the brief's shapes). Two ways the rule still dropped text: the lines above a
closing ``<h1>`` that one short line followed ("Trad., arr. 1952", "Share this"), and a poem, a lyric, a recipe's
ingredient list, an address block or a list of short items placed above the ``<h1>`` in the block that holds it. One
cause: every short line was taken for chrome without asking where it stands or what the heading heads. Now the lines
after the heading must hold a main text's worth (:data:`~groundwire.read.shell.MIN_TEXT_CHARS`, 50 characters), and
:func:`title_block_lines` reads the text the ``<h1>``'s preceding siblings hold outside links (on the page parsed
again, only when the rule would drop lines: the cascade has pruned the tree by then); :data:`MIN_BLOCK_LINES` (3)
such lines before the heading keep every line, as a long line does. One or two are the title's labels (WCXB tune: a
kicker "Review", a date, "6 minute read", a product line's name: its annotators leave them out; a bound of one line
lowered 5 tune pages by 0.0002 to 0.0018 and raised one by 0.0009, two lowered one page, three none). Menus,
breadcrumbs and banners stand outside the title's block or are links; a link bar beside the ``<h1>`` still goes.
WCXB tune and holdout, AEB, newspaper4k's pages, trafilatura's assertions and the hand-written page sets of rounds
20-23: no page changes. Not covered: text in the block around the title's block (a poem in a ``<div>`` beside the
``<header>`` that holds the ``<h1>``), a couplet (two lines), and title-block lines that are links.

Pure: functions of the tree, or of the text, the heading and the title block's lines.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from lxml.html import HtmlElement

from .shell import MIN_TEXT_CHARS

MAX_LEAD_CHARS = 40
MIN_BLOCK_LINES = 3  # a line or two beside the title are its labels: a kicker, a date, a reading time
_LIST_MARK = "- "  # trafilatura writes a list item as "- item"


def title_heading(tree: HtmlElement) -> str:
    """The text of the page's first ``<h1>``, spaces folded ("" when it has none)."""
    heading = tree.find(".//h1")
    return " ".join(heading.text_content().split()) if heading is not None else ""


def title_block_lines(tree: HtmlElement) -> frozenset[str]:
    """The texts the first ``<h1>``'s preceding siblings hold outside links, spaces folded: each text node, and each
    element's whole text when no link is inside it (a list item whose amount is in ``<b>``); a text without a letter
    or digit (a link bar's "|") is none. Empty without an ``<h1>``. One walk of each sibling: linear in its size
    times its depth."""
    heading = tree.find(".//h1")
    if heading is None:
        return frozenset()
    texts: set[str] = set()
    for sibling in heading.itersiblings(preceding=True):
        if isinstance(sibling.tag, str):  # comments and processing instructions hold no text of the page
            _unlinked_texts(sibling, texts)
    return frozenset(" ".join(text.split()) for text in texts if any(char.isalnum() for char in text))


def _unlinked_texts(root: HtmlElement, texts: set[str]) -> None:
    """Add to *texts* the text nodes under *root* outside ``<a>``, and the whole text of every element with no
    ``<a>`` in it, on it or above it (up to *root*)."""
    in_link: set[HtmlElement] = set()
    holds_link: set[HtmlElement] = set()
    for link in root.iter("a"):
        in_link.update(link.iter())
        for above in link.iterancestors():
            if above in holds_link:
                break
            holds_link.add(above)
            if above is root:
                break
    for element in root.iter():
        if element in in_link:
            if element.tail and element.getparent() not in in_link and element is not root:
                texts.add(element.tail)  # " | " after a link is the block's own text
            continue
        if element.text:
            texts.add(element.text)
        if element.tail and element is not root:
            texts.add(element.tail)
        if element not in holds_link and isinstance(element.tag, str):
            texts.add(element.text_content())


def _in_title_block(line: str, block_lines: Collection[str]) -> bool:
    folded = " ".join(line.split())
    return folded in block_lines or (folded.startswith(_LIST_MARK) and folded[len(_LIST_MARK):] in block_lines)


def drop_lead_lines(
    text: str,
    heading: str,
    max_chars: int = MAX_LEAD_CHARS,
    block_lines: Collection[str] | Callable[[], Collection[str]] = frozenset(),
) -> str:
    """*text* from its first line equal to *heading* (spaces folded) on, when every line before that is shorter than
    *max_chars*, the lines after the heading hold a main text's worth (:data:`~groundwire.read.shell.MIN_TEXT_CHARS`)
    and fewer than :data:`MIN_BLOCK_LINES` of the lines before it are the title block's *block_lines*
    (:func:`title_block_lines`; a callable is asked only then); else *text* unchanged."""
    if not heading:
        return text
    lines = text.split("\n")
    for at, line in enumerate(lines):
        if " ".join(line.split()) == heading:
            break
        if len(line) > max_chars:
            return text
    else:
        return text
    if not at:
        return text
    if sum(len(line.strip()) for line in lines[at + 1:]) < MIN_TEXT_CHARS:
        return text  # nothing, or a line or two of chrome, after the heading: a title comes before what it heads
    block = block_lines() if callable(block_lines) else block_lines
    if block and sum(_in_title_block(line, block) for line in lines[:at]) >= MIN_BLOCK_LINES:
        return text  # the title's block writes text of its own above it: a poem, a list, an address
    return "\n".join(lines[at:])
