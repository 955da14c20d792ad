"""Give back the grid of items beside a listing's intro, when the extraction kept the intro and nothing else.

On a category page, a tag archive or a shop's collection, trafilatura often keeps the one block written in
sentences, the intro above the items ("One tray, one oven, about thirty minutes…"), and drops every card under it
(titles in links, prices, ratings). :mod:`groundwire.read.item_blocks` then finds the intro itself as the main
container, holding nothing more, and gives nothing back. The items sit beside it, a few levels up: an element whose
children are :data:`MIN_ITEMS` or more elements of one tag, each holding a link (``<article>``s of a WordPress
archive, the ``<li>``s of a product grid, the rows of a results list). :func:`grid_lines` finds the nearest such
grid above the container (within :data:`MAX_LEVELS`), the one with the most text at that level, and gives back its
lines the extraction does not hold. A menu is no grid (its entries are a word or two: :data:`MIN_MEAN_CHARS`), and
site chrome is not read (:func:`groundwire.read.item_blocks.is_chrome`).

Pure: reads the tree, changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterator

from lxml.html import HtmlElement

from .hidden_lines import skeleton
from .item_blocks import SUBSTRING_LIMIT, container_lines, is_chrome, main_container

MIN_ITEMS = 4  # sibling elements of one tag, each with a link: a grid of items, not a coincidence
MAX_LEVELS = 4  # how far above the main container the grid's level may be
MIN_MEAN_CHARS = 20  # a grid's items hold this many characters on average (a menu's entries hold a word or two)
_LINKED = ".//a[@href]"


def _elements(root: HtmlElement, skip: HtmlElement) -> Iterator[HtmlElement]:
    """*root* and its elements, without chrome and without *skip*'s subtree."""
    stack = [root]
    while stack:
        el = stack.pop()
        if el is skip or is_chrome(el):
            continue
        yield el
        stack.extend(reversed(el))


def _items(parent: HtmlElement) -> list[HtmlElement]:
    """*parent*'s children of its most common tag that hold a link, if there are :data:`MIN_ITEMS` of them."""
    by_tag: dict[str, list[HtmlElement]] = {}
    for child in parent:
        if isinstance(child.tag, str) and not is_chrome(child):
            by_tag.setdefault(child.tag, []).append(child)
    best = max(by_tag.values(), key=len, default=[])
    if len(best) < MIN_ITEMS:
        return []
    items = [child for child in best if child.tag == "a" or child.find(_LINKED) is not None]
    return items if len(items) >= MIN_ITEMS else []


def item_grid(container: HtmlElement) -> list[HtmlElement]:
    """The items of the nearest grid beside *container* (see the module's docstring); [] when there is none."""
    for level, above in enumerate(container.iterancestors()):
        if level >= MAX_LEVELS or above.tag in ("body", "html"):
            return []
        best: list[HtmlElement] = []
        best_chars = 0
        for el in _elements(above, container):
            items = _items(el)
            if not items:
                continue
            chars = sum(len(item.text_content().strip()) for item in items)
            if chars >= MIN_MEAN_CHARS * len(items) and chars > best_chars:
                best, best_chars = items, chars
        if best:
            return best
    return []


def grid_lines(tree: HtmlElement, text: str) -> list[str]:
    """The lines of the grid beside *text*'s main container (:func:`item_grid`) that *text* does not hold."""
    container = main_container(tree, text)
    if container is None:
        return []
    items = item_grid(container)
    if not items:
        return []
    have = skeleton(text)
    if len(have) > SUBSTRING_LIMIT:
        have = ""
    own = {skeleton(line) for line in text.split("\n")}
    added: list[str] = []
    for item in items:
        for line in container_lines(item):
            key = skeleton(line)
            if key and key not in own and key not in have:
                own.add(key)
                added.append(line)
    return added
