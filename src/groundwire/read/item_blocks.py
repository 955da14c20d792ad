"""Give back the item blocks an extraction dropped from its own main container (listing cards, product grids,
feature lists, specs).

trafilatura reads a page as an article: it keeps paragraphs and drops short, link-heavy blocks. On a listing,
a category page or a service page those short blocks *are* the content, and its recall there is 0.53-0.76 word
recall against WCXB's gold text while its precision stays 0.64-0.88. The extraction still finds the right place:
the deepest element that holds (nearly) all of the extracted lines is the page's main container, and the blocks
inside it that the extraction left out are mostly the dropped items. So, when the extraction reads like a list
(:func:`reads_like_items`: little of it is in long lines, unlike an article's paragraphs) or is short
(:data:`SHORT_TEXT_CHARS`: an intro paragraph kept, the cards under it dropped), the container's other lines are
added after it (:func:`restore_item_blocks`). Navigation, header, footer, aside, form controls and
scripts inside the container are not read.

Measured on WCXB dev (``bench/ablate_extract.py``; chosen on the tune half, confirmed on the holdout half and AEB;
the long-line share was fixed at 0.2, and 0.1-0.25 all gave about the same). The caller leaves forum threads and
documentation out (their replies and code are not items).
Pure: reads the tree, changes nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import islice

from lxml.html import HtmlElement

from .hidden_lines import skeleton

LONG_LINE_CHARS = 150  # a line this long is a paragraph, not an item
LONG_SHARE = 0.2  # an extraction with less than this share of its characters in long lines reads like a list
CONTAINER_SHARE = 0.9  # the main container holds this share of the matched extracted characters
MIN_LINE_CHARS = 15  # shorter extracted lines are too common ("Read more") to place on the page
# an extraction shorter than this gets its items back however it reads: trafilatura kept a listing's or a service
# page's intro paragraph and dropped the cards under it (round 11, WCXB tune half; 1,500-3,000 all about the same)
SHORT_TEXT_CHARS = 2000
_KEY_CHARS = 40
# beyond this many word characters of extracted text, a container line counts as held only when it is a whole
# extracted line (a substring test per line over a megabyte of text took seconds); dev pages stay far below it
SUBSTRING_LIMIT = 200_000

# never item content: site chrome, form controls, code and embedded documents
_SKIPPED = frozenset({
    "nav", "footer", "header", "aside", "form", "button", "select", "option", "script", "style", "noscript",
    "template", "svg", "iframe", "textarea",
})
# ... except a header or footer inside an <article>: there it is the item's own (a post card's title in
# <header class="entry-header">, its date and reading time in <footer class="post-card-meta">), as ARIA makes a
# <header> the page's banner only outside the sectioning elements (round 20, extract20: inside <section> and <main>
# too, as ARIA has it, a shop's whole header and filter panel came back on a WCXB tune page, so <article> only)
_OWN_WHEN_INSIDE = frozenset({"header", "footer"})
_SECTIONS = frozenset({"article"})
# the elements an extracted line can start in (their own text or their first words)
_BLOCKS = frozenset({
    "p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th", "dd", "dt", "blockquote", "pre", "div", "span",
    "a", "section", "article", "main",
})
# a line break before each of these
_BREAKS = frozenset({
    "p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "div", "tr", "dd", "dt", "section", "article", "main",
    "blockquote", "pre", "table", "ul", "ol", "br", "figure", "figcaption", "details", "summary",
})
# a space after every element but these when it closes (a block ends its line instead): "<td>Wed 9 Dec</td><td>Rhyme
# time</td>", "<time>Oct 14, 2025</time><span>6 min read</span>", "<a>Jungpana</a><span>£12.50</span>" are not run
# together, but "<b>W</b>ord" is one word; an element holding one character is a letter of an animated word
# (round 20, extract20: WCXB tune 0.8568 -> 0.8569, 62 pages changed, 7 up and 7 down by more than 0.003)
_WORD_PARTS = frozenset({
    "b", "strong", "i", "em", "u", "s", "sup", "sub", "mark", "small", "abbr", "code", "font", "wbr", "bdi", "q",
})
_SPACES = re.compile(r"\s+")


def _norm(text: str) -> str:
    return _SPACES.sub(" ", text).strip().lower()


def reads_like_items(text: str) -> bool:
    """Does *text* read like a list of items (short lines) rather than prose (long paragraphs)?"""
    if not text:
        return False
    long_chars = sum(len(line) for line in text.split("\n") if len(line) >= LONG_LINE_CHARS)
    return long_chars < LONG_SHARE * len(text)


# a line that ends a sentence (closing quotes and brackets allowed after the stop), in any script
_SENTENCE_END = re.compile(r"[.!?\u3002\uff01\uff1f\u2026][\"'\u201d\u2019)\]]*\s*$")
SENTENCE_MIN_WORDS, SENTENCE_MIN_CHARS = 6, 40  # either makes a line ending in a stop a sentence, not a label
SENTENCE_SHARE = 0.5  # text with more than this share of its characters in sentences is written in sentences


def sentence_share(lines: list[str], *, cut_short: bool = True) -> float:
    """The share of the characters of *lines* that are in lines ending a sentence (0.0 for no text); without
    *cut_short*, a line cut short by an ellipsis (a teaser's "Some headline that goes on a…") is not a sentence."""
    lines = [line.strip() for line in lines if line.strip()]
    total = sum(len(line) for line in lines)
    in_sentences = sum(len(line) for line in lines if _SENTENCE_END.search(line)
                       and (len(line.split()) >= SENTENCE_MIN_WORDS or len(line) >= SENTENCE_MIN_CHARS)
                       and (cut_short or not _CUT_SHORT.search(line)))
    return in_sentences / total if total else 0.0


_CUT_SHORT = re.compile(r"(?:\.\.+|\u2026)[\"'\u201d\u2019)\]]*\s*$")


def reads_as_sentences(text: str) -> bool:
    """Is most of *text* (by characters) in lines that end a sentence? A news story in one-sentence paragraphs
    reads like a list by line length (:func:`reads_like_items`) but is still written in sentences; a listing's lines
    are names, prices and labels, or teasers cut short by an ellipsis ("Rental cars can...": a section front's
    summaries, which a story does not end its paragraphs with; round 22, extract22)."""
    return sentence_share(text.split("\n"), cut_short=False) > SENTENCE_SHARE


def is_chrome(el: HtmlElement) -> bool:
    """Is *el* never item content (:data:`_SKIPPED`): site chrome, a form control, code, a comment node? A header or
    footer is chrome only outside an article (:data:`_OWN_WHEN_INSIDE`)."""
    tag = el.tag
    if not isinstance(tag, str):
        return True
    if tag not in _SKIPPED:
        return False
    return tag not in _OWN_WHEN_INSIDE or not any(a.tag in _SECTIONS for a in el.iterancestors())


def _walk(root: HtmlElement) -> Iterator[HtmlElement]:
    """*root* and its elements in document order, without the subtrees of chrome (:func:`is_chrome`)."""
    stack = [root]
    while stack:
        el = stack.pop()
        if is_chrome(el):
            continue
        yield el
        stack.extend(reversed(el))


def main_container(tree: HtmlElement, text: str) -> HtmlElement | None:
    """The deepest element of *tree* holding :data:`CONTAINER_SHARE` of the extracted lines found on the page."""
    wanted = {_norm(line)[:_KEY_CHARS]: len(line) for line in text.split("\n") if len(line.strip()) >= MIN_LINE_CHARS}
    if not wanted:
        return None
    weight: dict[HtmlElement, int] = {}
    total = 0
    for el in _walk(tree):
        if el.tag not in _BLOCKS:
            continue
        own = el.text or ""
        start = own if len(own.strip()) >= 5 else "".join(islice(el.itertext(), 8))
        chars = wanted.pop(_norm(start)[:_KEY_CHARS], 0) if len(start.strip()) >= MIN_LINE_CHARS else 0
        if chars:
            total += chars
            for holder in (el, *el.iterancestors()):
                weight[holder] = weight.get(holder, 0) + chars
            if not wanted:
                break
    if not total:
        return None
    best, best_depth = None, -1
    for el, held in weight.items():
        if held >= CONTAINER_SHARE * total:
            depth = sum(1 for _ in el.iterancestors())
            if depth > best_depth:
                best, best_depth = el, depth
    return best


def container_lines(el: HtmlElement) -> list[str]:
    """The text of *el* as lines (a break at each block element), chrome and scripts left out."""
    parts: list[str] = []
    stack: list[tuple[HtmlElement, bool]] = [(el, False)]
    while stack:
        node, closing = stack.pop()
        if closing:  # after the element's children: a break after a block, then its tail (not the container's own)
            if node.tag in _BREAKS:
                parts.append("\n")
            elif node.tag not in _WORD_PARTS and (len(node) or len((node.text or "").strip()) > 1):
                parts.append(" ")
            if node is not el and node.tail:
                parts.append(node.tail)
            continue
        if is_chrome(node):
            if node is not el and node.tail:
                parts.append(node.tail)
            continue
        if node.tag in _BREAKS:
            parts.append("\n")
        if node.text:
            parts.append(node.text)
        stack.append((node, True))
        stack.extend((child, False) for child in reversed(node))
    return [line for raw in "".join(parts).split("\n") if (line := _SPACES.sub(" ", raw).strip())]


def dropped_lines(tree: HtmlElement, text: str, *, within: bool = False) -> list[str]:
    """The lines of *text*'s main container that *text* does not already hold, in page order; with *within*, only
    those between the first and the last line it holds (dropped from inside the text, not before or after it)."""
    return container_lines_dropped(tree, text, within=within)[0]


def container_lines_dropped(
    tree: HtmlElement, text: str, *, within: bool = False, trailing: bool = True
) -> tuple[list[str], bool]:
    """(:func:`dropped_lines`, whether the container held any line *text* dropped); without *trailing*, the lines
    after the last line *text* holds are left out (a product page's related items and review widgets: see
    :func:`groundwire.read.extract.restores_trailing`)."""
    container = main_container(tree, text)
    if container is None:
        return [], False
    have = skeleton(text)  # words only: the extraction may have joined or split the same text differently
    if len(have) > SUBSTRING_LIMIT:  # a huge extraction: whole lines only, so the test stays linear
        have = ""
    own = {skeleton(line) for line in text.split("\n")}
    seen = set(own)
    added: list[str] = []
    first_held: int | None = None  # how many lines had been added when the first and the last held line came
    last_held = 0
    for line in container_lines(container):
        key = skeleton(line)
        if not key:
            continue
        if key in own or key in have:
            first_held = len(added) if first_held is None else first_held
            last_held = len(added)
        elif key not in seen:
            seen.add(key)
            added.append(line)
    if within:
        return (added[first_held:last_held] if first_held is not None else []), bool(added)
    if not trailing and first_held is not None:
        return added[:last_held], bool(added)
    return added, bool(added)


def restore_item_blocks(tree: HtmlElement, text: str) -> str:
    """*text* followed by the lines of its main container that it does not already hold."""
    return with_lines(text, dropped_lines(tree, text))


def with_lines(text: str, added: list[str]) -> str:
    """*text* with *added* lines after it."""
    return "\n".join([text, *added]) if added else text
