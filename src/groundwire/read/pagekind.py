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

_JSONLD = etree.XPath("//script[@type='application/ld+json']/text()", smart_strings=False)
_OG_TYPE = etree.XPath("string(//meta[@property='og:type']/@content)")
_GENERATOR = etree.XPath("string(//meta[@name='generator']/@content)")
_LD_TYPE_VALUE = re.compile(r'"@type"\s*:\s*(\[[^\]]*\]|"[^"]*")')  # a name or an array of names
_FIRST_LD_NAME = re.compile(r'\[?\s*"([A-Za-z]+)"')
JSONLD_BLOCKS, JSONLD_CHARS = 8, 20000  # JSON-LD blocks read per page, characters read per block

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
    (re.compile(r"sphinx|mkdocs|docusaurus|gitbook|hugo.*docs|readthedocs|jsdoc|javadoc|doxygen|vitepress|rustdoc",
                re.I), "documentation"),
)
_PATH_KINDS: tuple[tuple[re.Pattern[str], PageKind], ...] = (
    (re.compile(r"/(forums?|threads?|t|questions|community|discussions?|viewtopic|showthread|boards?|r)/|"
                r"/topics?/\d", re.I), "forum"),  # a forum's topic has a number; /topic/coffee is a subject page
    # a forum script's thread (phpBB / FluxBB viewtopic.php, vBulletin showthread.php, Discuz viewthread.php, IPB
    # showtopic.php) and a MyBB thread-123.html (round 21, extract21). An issue tracker's /issues/123 was read as a
    # thread too and cost the self-review's look-alikes (a magazine's /issues/41, a help centre's known issue, both
    # with comments): left out; so is a blog's thread-3-ways-… (only MyBB's number-and-.html form counts)
    (re.compile(r"/(viewtopic|showthread|viewthread|showtopic)\.php/|/thread-\d+(-(page|post)-\d+)?\.html/", re.I),
     "forum"),
    (re.compile(r"/(docs?|documentation|api|reference|manual|handbook|guides?|wiki|kb|knowledge-?base|man)/", re.I),
     "documentation"),
    (re.compile(r"/(products?|p|dp|item|itm|shop/p)/|\.(html?)?\?.*\bsku=", re.I), "product"),
    (re.compile(r"/(category|categories|collections?|c|shop|catalog|browse|tags?|department)/", re.I), "collection"),
)
# a subdomain that names the site's docs (docs.example.org); a two-label host is the site itself ("dev.to" is a blog
# platform, "dev.events" a list of conferences), and its first label names no section
_DOC_HOSTS = re.compile(r"^(docs?|developer|developers|dev|api|learn|wiki|man|manual)\.[^.]+\.|readthedocs\.io$",
                        re.I)
_FORUM_HOSTS = re.compile(r"^(forums?|community|discuss|discourse|answers|board)\.|stackexchange\.com$|"
                          r"stackoverflow\.com$|reddit\.com$", re.I)


def jsonld_types(tree: HtmlElement) -> list[str]:
    """The raw ``@type`` values of the page's JSON-LD blocks (``"Article"`` or ``["Article", "WebPage"]``), bounded
    by :data:`JSONLD_BLOCKS` and :data:`JSONLD_CHARS`."""
    return [value for block in _JSONLD(tree)[:JSONLD_BLOCKS]
            for value in _LD_TYPE_VALUE.findall(str(block)[:JSONLD_CHARS])]


def og_type(tree: HtmlElement) -> str:
    """The page's ``og:type``, lower-cased ("" when it has none)."""
    return str(_OG_TYPE(tree)).strip().lower()


# the entries of an FAQ block: a page's own questions and answers, not a thread of people asking
_FAQ_ENTRIES = frozenset({"Question", "Answer"})


def _from_jsonld(tree: HtmlElement) -> PageKind | None:
    names = [first.group(1) for value in jsonld_types(tree)
             if (first := _FIRST_LD_NAME.match(value))]  # an array's first name: what the page says it is above all
    if "FAQPage" in names:  # an article, service or store page with an FAQ section says so, with a Question each
        names = [name for name in names if name not in _FAQ_ENTRIES]
    seen: list[PageKind] = [kind for name in names if (kind := _LD_KINDS.get(name)) is not None]
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
    if og_type(tree).startswith("product"):
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
