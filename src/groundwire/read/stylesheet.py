"""Elements a page's own ``<style>`` blocks hide: ``.promo{display:none}``, ``#x{visibility:hidden}`` and the like.

Hidden text is a prompt-injection vector: a rule in a ``<style>`` block hides text as well as an inline style does.
Rules are found with a small hand-written scan: comments stripped, one C-speed regular expression for rule blocks whose
declarations say ``display: none`` or ``visibility: hidden``, and a running brace depth so that only top-level rules
count. ``tinycss2`` was measured first: its pure-Python tokenizer took about a second on pages that inline a few
hundred kB of framework CSS, more than the whole extraction. ``cssselect`` turns each selector into an XPath that
lxml runs. Deliberately conservative:

* only ``display:none`` and ``visibility:hidden`` count: stylesheet ``opacity:0`` and zero sizes are mostly the start
  state of animations and collapsibles that a script reveals;
* only top-level rules count; rules inside ``@media``/``@supports`` hold under conditions we cannot know (a
  "mobile only" menu), so they are left alone, and so are ``<style media="print">`` blocks;
* selectors with pseudo-classes or pseudo-elements (``:hover``, ``::before``, ``:not(.open)``) describe states or
  generated content, not the page as loaded, so they are skipped;
* a selector that would hide ``html``/``body`` or more than half of the page's text (such pages are revealed by a
  script) is ignored rather than trusted;
* external stylesheets (``<link rel=stylesheet>``) are never fetched.

Simple selectors (``.x``, ``#y``, ``div.x``) are one C-level class/id query each; other selectors are
compiled once (cached across pages, sites share frameworks) and at most 40 of them run per page.
"""

from __future__ import annotations

import re
from functools import lru_cache

from cssselect import GenericTranslator, SelectorError
from lxml import etree
from lxml.html import HtmlElement

_STYLE_BLOCKS = etree.XPath("//style")
_TRANSLATOR = GenericTranslator()
_SCREEN_MEDIA = frozenset({"", "all", "screen"})
_COMMENT = re.compile(r"/\*.*?\*/", re.S)
# a declaration that hides: preceded by the block's "{" or a ";", ended by ";", "}" or "!important"
_HIDING_DECLARATION = re.compile(r"[{;]\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?=[;}!])", re.I)
_CODE = etree.XPath("descendant-or-self::script | descendant-or-self::style")
MAX_RULES_PER_PAGE = 400  # a bound on work for pathological stylesheets
MAX_HIDDEN_SHARE = 0.5


def readable_chars(el: HtmlElement) -> int:
    """Characters of text under *el* that a reader could see if it were shown (scripts and styles excluded)."""
    # all text (one C-level string) less what scripts and style blocks hold: no Python string per text node
    return len(el.text_content()) - sum(len(code.text or "") for code in _CODE(el))


@lru_cache(maxsize=4096)
def _compiled(selector: str) -> etree.XPath | None:
    if ":" in selector or not selector.strip():
        return None
    try:
        return etree.XPath(_TRANSLATOR.css_to_xpath(selector))
    except (SelectorError, etree.XPathError, ValueError):
        return None


def hiding_selectors(css: str) -> list[str]:
    """Selectors of the top-level rules in *css* that set ``display:none`` or ``visibility:hidden``."""
    css = _COMMENT.sub("", css)
    found: list[str] = []
    depth, counted_to, last_open = 0, 0, -1
    for m in _HIDING_DECLARATION.finditer(css):
        open_at = css.rfind("{", 0, m.start() + 1)
        if open_at < 0 or open_at == last_open or css.rfind("}", open_at, m.start()) >= 0:
            continue  # not inside a declaration block, or a block already handled
        last_open = open_at
        depth += css.count("{", counted_to, open_at) - css.count("}", counted_to, open_at)
        counted_to = open_at
        if depth != 0:
            continue  # inside @media/@supports: a condition we cannot know
        prelude = css[max(css.rfind("}", 0, open_at), css.rfind(";", 0, open_at)) + 1 : open_at].strip()
        if not prelude or prelude.startswith("@"):
            continue
        found.extend(s.strip() for s in prelude.split(",") if s.strip())
        if len(found) >= MAX_RULES_PER_PAGE:
            break
    if not found:
        return found
    shown = _shown_selectors(css)  # ".x{display:none} @media(min-width:768px){.x{display:block}}": responsive
    return [s for s in found if s not in shown]


_SHOWING_DECLARATION = re.compile(r"[{;]\s*display\s*:\s*(?!none)[a-z-]+", re.I)


def _shown_selectors(css: str) -> set[str]:
    """Selectors of any rule (inside @media too) that sets ``display`` to something other than ``none``."""
    shown: set[str] = set()
    for m in _SHOWING_DECLARATION.finditer(css):
        open_at = css.rfind("{", 0, m.start() + 1)
        if open_at < 0 or css.rfind("}", open_at, m.start()) >= 0:
            continue
        start = max(css.rfind("}", 0, open_at), css.rfind("{", 0, open_at), css.rfind(";", 0, open_at)) + 1
        shown.update(s.strip() for s in css[start:open_at].split(",") if s.strip())
    return shown


_SIMPLE = re.compile(r"^([a-zA-Z][a-zA-Z0-9]*)?([.#])([A-Za-z_][\w-]*)$")
MAX_COMPLEX_SELECTORS = 40  # selectors needing a full XPath run; simple .class/#id ones share one lookup per page
Lookup = tuple[dict[str, list[HtmlElement]], dict[str, list[HtmlElement]]]

_CLASS_VALUES = etree.XPath("//@class", smart_strings=False)
_ID_VALUES = etree.XPath("//@id", smart_strings=False)
_NAMED = re.compile(r"([.#])(-?[A-Za-z_][\w-]*)")
_QUOTED_OR_BRACKETED = re.compile(r"\[[^\]]*\]|\"[^\"]*\"|'[^']*'")


def _names(tree: HtmlElement) -> tuple[frozenset[str], frozenset[str]]:
    """Every class name and id on the page: plain strings from two C-level queries, no element objects."""
    return frozenset(" ".join(_CLASS_VALUES(tree)).split()), frozenset(_ID_VALUES(tree))


def _could_match(selector: str, names: tuple[frozenset[str], frozenset[str]]) -> bool:
    """False when the selector names a class or id the page does not have (then it matches nothing)."""
    bare = _QUOTED_OR_BRACKETED.sub("", selector)
    return all(name in (names[0] if sigil == "." else names[1]) for sigil, name in _NAMED.findall(bare))


def _simple_lookup(tree: HtmlElement, simple: list[re.Match[str]]) -> Lookup:
    """The elements carrying each class and id that the simple selectors name, from one C-level query.

    Only the elements that carry one of those names become Python objects: indexing every classed element of the
    page cost more than the rest of the stylesheet pass."""
    classes = {m.group(3) for m in simple if m.group(2) == "."}
    ids = {m.group(3) for m in simple if m.group(2) == "#"}
    # a plain contains() first (short-circuit: the whitespace-normalised copy of @class is made only when it holds)
    tests = [f"(contains(@class, '{name}') and contains(concat(' ', normalize-space(@class), ' '), ' {name} '))"
             for name in sorted(classes)]
    tests += [f"@id = '{name}'" for name in sorted(ids)]  # names are [A-Za-z_][\w-]*: no quote can occur
    by_class: dict[str, list[HtmlElement]] = {}
    by_id: dict[str, list[HtmlElement]] = {}
    if not tests:
        return by_class, by_id
    for el in tree.xpath(f"//*[{' or '.join(tests)}]"):
        for name in (el.get("class") or "").split():
            if name in classes:
                by_class.setdefault(name, []).append(el)
        if el.get("id") in ids:
            by_id.setdefault(el.get("id"), []).append(el)
    return by_class, by_id


def _matches(selector: str, tree: HtmlElement, lookup: Lookup, budget: list[int]) -> list[HtmlElement]:
    simple = _SIMPLE.match(selector)
    if simple:
        tag, sigil, name = simple.groups()
        found = (lookup[0] if sigil == "." else lookup[1]).get(name, [])
        return [el for el in found if el.tag == tag.lower()] if tag else list(found)
    if budget[0] <= 0:
        return []
    budget[0] -= 1
    xpath = _compiled(selector)
    if xpath is None:
        return []
    try:
        return [el for el in xpath(tree) if isinstance(el, HtmlElement)]
    except etree.XPathError:
        return []


def stylesheet_hidden(tree: HtmlElement) -> list[HtmlElement]:
    """Elements of *tree* that a top-level rule of the page's own ``<style>`` blocks hides (outermost not implied)."""
    selectors: list[str] = []
    for block in _STYLE_BLOCKS(tree):
        if (block.get("media") or "").strip().lower() not in _SCREEN_MEDIA:
            continue
        css = block.text or ""
        if css and ("none" in css or "hidden" in css):
            selectors.extend(hiding_selectors(css))
    if not selectors:
        return []
    page_chars = 0
    budget = [MAX_COMPLEX_SELECTORS]
    hidden: dict[HtmlElement, None] = {}
    names = _names(tree)
    # most framework rules name classes this page never uses: no tree walk for them
    wanted = [selector for selector in dict.fromkeys(selectors) if _could_match(selector, names)]
    lookup = _simple_lookup(tree, [m for m in map(_SIMPLE.match, wanted) if m])
    for selector in wanted:
        matched = _matches(selector, tree, lookup, budget)
        if not matched or any(el.tag in ("html", "body", "head") for el in matched):
            continue
        page_chars = page_chars or readable_chars(tree) or 1
        if sum(len(el.text_content()) for el in matched) > page_chars * MAX_HIDDEN_SHARE and \
                sum(readable_chars(el) for el in matched) > page_chars * MAX_HIDDEN_SHARE:
            continue  # hides most of the page: a script reveals it, the reader sees it
        hidden.update(dict.fromkeys(matched))
    return list(hidden)
