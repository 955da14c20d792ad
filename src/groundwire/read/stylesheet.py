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

Simple selectors (``.x``, ``#y``, ``div.x``) are looked up in one class/id index per page; other selectors are
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
_WITH_CLASS = etree.XPath("//*[@class]")
_WITH_ID = etree.XPath("//*[@id]")
MAX_COMPLEX_SELECTORS = 40  # selectors needing a full XPath run; simple .class/#id ones use one shared index


def _index(tree: HtmlElement) -> tuple[dict[str, list[HtmlElement]], dict[str, list[HtmlElement]]]:
    classes: dict[str, list[HtmlElement]] = {}
    ids: dict[str, list[HtmlElement]] = {}
    for el in _WITH_CLASS(tree):  # only elements that have the attribute: walking every node costs a proxy each
        for name in el.get("class").split():
            classes.setdefault(name, []).append(el)
    for el in _WITH_ID(tree):
        ids.setdefault(el.get("id"), []).append(el)
    return classes, ids


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


def _matches(selector: str, tree: HtmlElement, index: tuple[dict, dict] | None, budget: list[int]
             ) -> tuple[list[HtmlElement], tuple[dict, dict] | None]:
    simple = _SIMPLE.match(selector)
    if simple:
        index = index or _index(tree)
        tag, sigil, name = simple.groups()
        found = (index[0] if sigil == "." else index[1]).get(name, [])
        return ([el for el in found if el.tag == tag.lower()] if tag else list(found)), index
    if budget[0] <= 0:
        return [], index
    budget[0] -= 1
    xpath = _compiled(selector)
    if xpath is None:
        return [], index
    try:
        return [el for el in xpath(tree) if isinstance(el, HtmlElement)], index
    except etree.XPathError:
        return [], index


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
    index: tuple[dict, dict] | None = None
    budget = [MAX_COMPLEX_SELECTORS]
    hidden: dict[HtmlElement, None] = {}
    names = _names(tree)
    for selector in dict.fromkeys(selectors):
        if not _could_match(selector, names):
            continue  # most framework rules name classes this page never uses: no tree walk for them
        matched, index = _matches(selector, tree, index, budget)
        if not matched or any(el.tag in ("html", "body", "head") for el in matched):
            continue
        page_chars = page_chars or readable_chars(tree) or 1
        if sum(len(el.text_content()) for el in matched) > page_chars * MAX_HIDDEN_SHARE and \
                sum(readable_chars(el) for el in matched) > page_chars * MAX_HIDDEN_SHARE:
            continue  # hides most of the page: a script reveals it, the reader sees it
        hidden.update(dict.fromkeys(matched))
    return list(hidden)
