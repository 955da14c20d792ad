"""What kind of page this is (article, forum, product, collection, listing, documentation, service), from cheap cues.

Extraction settings differ by kind: a forum's posts look like "comments" to an article extractor, a product page's
specs sit in tables and lists, a listing is many short cards. The cues are the ones a page declares about itself —
schema.org JSON-LD ``@type``, ``og:type``, the software that generated it (Discourse, phpBB, Sphinx...) — and the
URL path (``/forum/``, ``/docs/``, ``/product/``, ``/category/``). Pure and fast: a handful of XPath lookups on the
already-parsed tree and a few regular expressions; no model. ``"article"`` is the answer when nothing speaks up.
"""

from __future__ import annotations

import re
from typing import Literal
from urllib.parse import urlsplit

from lxml import etree
from lxml.html import HtmlElement

PageKind = Literal["article", "forum", "product", "collection", "listing", "documentation", "service"]

_JSONLD = etree.XPath("//script[@type='application/ld+json']/text()")
_OG_TYPE = etree.XPath("string(//meta[@property='og:type']/@content)")
_GENERATOR = etree.XPath("string(//meta[@name='generator']/@content)")
_LD_TYPE = re.compile(r'"@type"\s*:\s*(?:\[\s*)?"([A-Za-z]+)"')

_LD_KINDS: dict[str, PageKind] = {
    "DiscussionForumPosting": "forum", "QAPage": "forum", "Question": "forum",
    "Product": "product", "ProductGroup": "product", "IndividualProduct": "product",
    "CollectionPage": "collection", "OfferCatalog": "collection", "SearchResultsPage": "collection",
    "TechArticle": "documentation", "APIReference": "documentation",
    "Service": "service", "SoftwareApplication": "service", "WebApplication": "service",
    "NewsArticle": "article", "BlogPosting": "article", "Article": "article", "Recipe": "article",
    "Report": "article", "ScholarlyArticle": "article", "Review": "article",
}
_GENERATOR_KINDS: tuple[tuple[re.Pattern[str], PageKind], ...] = (
    (re.compile(r"discourse|phpbb|vbulletin|xenforo|invision|mybb|flarum|nodebb|vanilla|simple machines", re.I),
     "forum"),
    (re.compile(r"sphinx|mkdocs|docusaurus|gitbook|hugo.*docs|readthedocs|jsdoc|javadoc|doxygen|vitepress", re.I),
     "documentation"),
)
_PATH_KINDS: tuple[tuple[re.Pattern[str], PageKind], ...] = (
    (re.compile(r"/(forums?|threads?|topics?|t|questions|community|discussions?|viewtopic|showthread|boards?|r)/",
                re.I), "forum"),
    (re.compile(r"/(docs?|documentation|api|reference|manual|handbook|guides?|wiki|kb|knowledge-?base|man)/", re.I),
     "documentation"),
    (re.compile(r"/(products?|p|dp|item|itm|shop/p)/|\.(html?)?\?.*\bsku=", re.I), "product"),
    (re.compile(r"/(category|categories|collections?|c|shop|catalog|browse|tags?|department)/", re.I), "collection"),
)
_DOC_HOSTS = re.compile(r"^(docs|developer|developers|dev|api|learn|wiki|man|manual)\.|readthedocs\.io$", re.I)
_FORUM_HOSTS = re.compile(r"^(forums?|community|discuss|discourse|answers|board)\.|stackexchange\.com$|"
                          r"stackoverflow\.com$|reddit\.com$", re.I)


def _from_jsonld(tree: HtmlElement) -> PageKind | None:
    seen: list[PageKind] = []
    for block in _JSONLD(tree)[:8]:
        for name in _LD_TYPE.findall(str(block)[:20000]):
            kind = _LD_KINDS.get(name)
            if kind is not None:
                seen.append(kind)
    if seen.count("product") >= 3:  # a grid of products is a category page, not one product
        return "collection"
    for preferred in ("forum", "product", "documentation", "collection", "article", "service"):
        if preferred in seen:
            return preferred  # type: ignore[return-value]
    return None


def page_kind(tree: HtmlElement, url: str | None = None) -> PageKind:
    """The kind of page *tree* is; ``url`` (when known) adds the path and host cues."""
    kind = _from_jsonld(tree)
    if kind is not None and kind != "article":
        return kind
    generator = str(_GENERATOR(tree))
    for pattern, found in _GENERATOR_KINDS:
        if pattern.search(generator):
            return found
    og = str(_OG_TYPE(tree)).strip().lower()
    if og.startswith("product"):
        return "product"
    if url:
        parts = urlsplit(url)
        host = (parts.hostname or "").lower()
        if _FORUM_HOSTS.search(host):
            return "forum"
        if _DOC_HOSTS.search(host):
            return "documentation"
        path = (parts.path or "/") + ("/" if not parts.path.endswith("/") else "")
        for pattern, found in _PATH_KINDS:
            if pattern.search(path):
                return found
    return kind or "article"
