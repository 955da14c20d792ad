"""Is a page that the page kind reads as an article really a discussion (a short post under a long thread)?

Comment sections are left out of articles (an article's comment thread is not its text) and kept on forums, where
the replies are the page. The page kind finds forums from what a page declares (JSON-LD, generator) and its URL, so
a discussion site that declares nothing and has no forum-like path (lemmy, slashdot style pages) reads as an article
and lost its thread. Two cues from the page itself tell such a page from an article with comments:

* it does not declare itself an article: no ``og:type`` article, no schema.org ``Article`` / ``NewsArticle`` /
  ``BlogPosting`` (or kin) in JSON-LD or microdata. Blogs and news sites say so almost always (each of the five
  articles of WCXB dev and AEB read as articles whose thread held twice their text did), discussion platforms
  mostly do not (lobste.rs says ``og:type`` article and keeps being read as one);
* its comment-marked thread (the sections trafilatura would prune as comments) holds at least
  :data:`THREAD_TO_POST` times the text of the extraction without them: the thread is most of what the page says
  (two thirds or more of post and thread together), not a comment box under a page of its own.

* its post is short: under :data:`MAX_POST_CHARS` characters extracted (review10b). A discussion opens with a
  question or a link and a few lines (the WCXB dev discussions found: 862, 868 and 1,281 characters); a blog or
  local-news article of several paragraphs that declares nothing, under a thread twice its length, is still an
  article with comments, and had been given with every comment.

Only all three together count. Schema.org ``Comment`` / ``UserComments`` microdata is *not* a cue: WordPress themes
put it on ordinary blog comments (AEB pages whose gold text leaves the comments out carry it).
Round 9 asked only that the thread outweigh the extraction (a ratio of 1): a list page with a comment box as long as
its list (a Goodreads list, WCXB holdout) was read as a discussion, and re-reading it with comments let the comment
extractor take over its table. Pure: reads the tree, changes nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from lxml import etree
from lxml.etree import _Element
from lxml.html import HtmlElement

from .pagekind import jsonld_types, og_type

# schema.org types that say "this page is an article" (the Article family and blogs)
ARTICLE_TYPES: frozenset[str] = frozenset({
    "Article", "NewsArticle", "BlogPosting", "Blog", "LiveBlogPosting", "Report", "ScholarlyArticle",
    "TechArticle", "OpinionNewsArticle", "ReportageNewsArticle", "AnalysisNewsArticle", "BackgroundNewsArticle",
    "ReviewNewsArticle", "SatiricalArticle", "AdvertiserContentArticle",
})
_NAME = re.compile(r"[A-Za-z]+")
_ITEMTYPES = etree.XPath("//@itemtype", smart_strings=False)
THREAD_TO_POST = 2  # the thread holds at least this many times the text extracted without it
MAX_POST_CHARS = 2000  # a post this long or longer is an article's text (a few paragraphs), not a thread's opening


def declares_article(tree: HtmlElement) -> bool:
    """Does the page say it is an article (``og:type``, JSON-LD ``@type`` or microdata ``itemtype``)?"""
    if og_type(tree).startswith("article"):
        return True
    if any(name in ARTICLE_TYPES for value in jsonld_types(tree) for name in _NAME.findall(value)):
        return True
    # "http://schema.org/Article", "https://schema.org/BlogPosting", several types separated by spaces
    return any(url.rstrip("/").rsplit("/", 1)[-1] in ARTICLE_TYPES for value in _ITEMTYPES(tree)
               for url in str(value).split())


def thread_chars(sections: Sequence[_Element]) -> int:
    """Characters of text (spaces collapsed) in the outermost of *sections*: nested sections are counted once."""
    found = set(sections)
    return sum(len(" ".join(el.text_content().split())) for el in sections
               if not any(a in found for a in el.iterancestors()))


def is_discussion(
    tree: HtmlElement, text: str, sections: Sequence[_Element], declared: Callable[[], bool] | None = None
) -> bool:
    """A page read as an article, whose *text* was extracted without the comment *sections*: is it a discussion
    (no article declared, a text under :data:`MAX_POST_CHARS`, a thread of at least :data:`THREAD_TO_POST` times
    the text)?

    *sections* may already be cut from *tree* (their own subtrees are read); *declared*, when given, answers
    :func:`declares_article` for *tree* (the caller's remembered answer)."""
    return (bool(sections) and len(text) < MAX_POST_CHARS
            and thread_chars(sections) >= THREAD_TO_POST * max(1, len(text))
            and not (declared() if declared is not None else declares_article(tree)))
