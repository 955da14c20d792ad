"""trafilatura's extraction cascade on a tree we parsed, without the library's copy of it and without a wasted
readability run.

``trafilatura.extract(tree)`` first copies the whole tree (the caller's tree must stay intact), then runs its
cascade: its own extractor, a comparison with readability (and justext when the result looks unclean or short), a
baseline rescue, a recall retry. This module runs the same cascade, with the library's own pieces and its default
settings (tables and comments on, txt output), on our tree directly, and returns the same text, with three changes that
cannot change the answer:

* no copy of the tree up front: the only step that edits the caller's tree is the raw-tree prune of
  infinite-scroll and share containers, and the caller is told just before it happens (``before_prune``), so it can
  keep what it still needs from the whole page;
* readability is not run when it cannot win. In balanced mode trafilatura takes readability's text only when its
  own is empty, or readability's is more than twice as long, or its own has no paragraph text or more tables than
  paragraphs; and never when its own is more than twice readability's. Readability's text is part of the page's
  text, so it is at most as long as the page's whole text (spaces collapsed). When our text is non-empty,
  structurally sound and at least half the page's text, none of the winning conditions can hold, readability's
  run (about 14 % of trafilatura's time) is skipped and the justext check that follows it runs as before.
  On WCXB tune and AEB this skipped readability on about 4 in 10 pages, never where it would have won;
* the page's text is not measured (``html2txt``, a copy and a cleaning of the whole tree) for the recall retry's
  test when a cheap upper bound of that measure already shows our text covers enough of the page: first the whole
  tree's text, then (round 19) the body's without the asides, footers, scripts and templates html2txt surely drops.

The library's pieces it calls (main extractor, readability/justext comparison, baseline, page measure, comment
extractor) are copies of the library's own functions that use guarded XPath expressions and a leaner justext
paragraph maker (:mod:`groundwire.read.library_copies`): the same results, about a tenth less time.

The cascade is copied from trafilatura 2.3's ``trafilatura_sequence`` (see that function for the reasons of each
stage); with any other trafilatura release ``extract_text`` calls ``trafilatura.extract`` on a copy instead, so an
upgrade cannot silently change the output. ``tests/test_extract_cascade.py`` checks the text equals the library's.
"""

from __future__ import annotations

from collections.abc import Callable
from copy import copy

import importlib

import trafilatura
from lxml import etree
from lxml.etree import Element, _Element
from lxml.html import HtmlElement
from trafilatura import core as _core
from trafilatura import external as _external
from trafilatura.settings import Extractor
from trafilatura.utils import normalize_unicode, trim
from trafilatura.xml import delete_element, xmltotxt

from . import library_copies as _lib

_baseline = importlib.import_module("trafilatura.baseline")  # the package's name "baseline" is the function
TESTED_RELEASE = "2.3."  # the trafilatura series whose trafilatura_sequence this module mirrors
MIRRORS_LIBRARY = trafilatura.__version__.startswith(TESTED_RELEASE)


class _TextLength:
    """``len(trim(tree.text_content()))``, the page's collapsed text length, measured once: both bounds below use it,
    and the tree does not change between them."""

    def __init__(self, tree: HtmlElement) -> None:
        self.tree, self.value = tree, -1

    def __call__(self) -> int:
        if self.value < 0:
            self.value = len(trim(self.tree.text_content()))
        return self.value


def _readability_cannot_win(
    tree: HtmlElement, body: _Element, text: str, options: Extractor, page_len: _TextLength
) -> bool:
    """True when trafilatura's ``_prefer_readability`` is bound to say no, whatever readability finds on *tree*."""
    if options.focus != "balanced" or not text:
        return False
    if not body.xpath(".//p//text()") or len(body.findall(".//table")) > len(body.findall(".//p")):
        return False  # "structurally deficient": readability may win by length alone
    return 2 * len(text) >= _readability_text_bound(tree, page_len)


# readability-lxml writes "VIDEO" into each video iframe/embed/object, and trafilatura joins its text nodes with a
# space: its text is at most the page's collapsed text, plus one character per text node, plus 6 per such element
_TEXT_NODES = etree.XPath("count(//text())")
_EMBEDS = etree.XPath("count(//iframe | //embed | //object)")


def _readability_text_bound(tree: HtmlElement, page_len: _TextLength) -> float:
    """An upper bound of the length of readability's text on *tree* (see the comment above)."""
    return page_len() + _TEXT_NODES(tree) + 6 * _EMBEDS(tree)


_BLOCK_COUNT = etree.XPath("count(" + " | ".join(f"//{tag}" for tag in sorted(_baseline._BLOCK_ELEMS)) + ")")


def _page_text_bound(tree: HtmlElement, page_len: _TextLength) -> float:
    """An upper bound of ``len(html2txt(tree))``, trafilatura's measure of the page's text, without computing it.

    html2txt removes a few sections, puts one space before the text and the tail of each block element and collapses
    spaces: removing text never lengthens the collapsed text and each inserted space adds at most one character."""
    return page_len() + 2 * _BLOCK_COUNT(tree)


# the branches of trafilatura's BASIC_CLEAN_XPATH (html2txt's cleaning) that need no regular expression: every element
# they find inside the body is deleted by html2txt, whatever its cookie-banner branch finds besides
_SURELY_CLEANED_PATH = (
    ".//aside|.//div[contains(@class|@id, 'footer')]|.//fencedframe|.//footer|.//script|.//style|.//svg|.//template|"
)
_SURELY_CLEANED_KNOWN = getattr(getattr(_baseline, "BASIC_CLEAN_XPATH", None), "path", "").startswith(
    _SURELY_CLEANED_PATH)
_SURELY_CLEANED = etree.XPath(_SURELY_CLEANED_PATH.rstrip("|"))


def _non_space(text: str) -> int:
    """How many characters of *text* are not white space (as ``str.split``, which trafilatura's ``trim`` uses)."""
    return len("".join(text.split()))


def _cleaned_text_bound(tree: HtmlElement, page_len: _TextLength, loose_bound: float) -> float:
    """A tighter upper bound of ``len(html2txt(tree))``: :func:`_page_text_bound` less the text html2txt surely drops.

    Deleting a piece of text never splits a word, so it shortens the collapsed text by at least the piece's
    non-space characters. html2txt reads the body only (when there is one: the head's text, JSON-LD included, is not
    read) and deletes the body's asides, footers, scripts, styles, SVG and templates (the branches of its cleaning
    expression that need no regular expression); the outermost of those are subtracted. Only asked when the loose
    bound did not settle the recall retry's test: on WCXB dev and AEB it settles about a third of the rest, each a
    copy, a cleaning and a measure of the whole tree saved."""
    if not _SURELY_CLEANED_KNOWN:
        return loose_bound
    body = tree.find(".//body")
    dropped = list(_SURELY_CLEANED(body if body is not None else tree))
    if body is not None and body.getparent() is tree:
        dropped.extend(el for el in tree if el is not body)  # the head (and anything else beside the body)
    found = set(dropped)
    outermost = [el for el in dropped if not any(a in found for a in el.iterancestors())]
    return loose_bound - sum(_non_space(el.text_content()) for el in outermost)


# trafilatura's raw-tree prune (infinite-scroll containers, share buttons) as it stood in the release this module
# mirrors. Its first expression calls Python's re for every div/section/aside with an id or class (an EXSLT callback
# per attribute); both of its regular expressions need one of the substrings below, so a C-level contains() test of
# those substrings finds the pages where it can match at all (almost none), and only there does it run.
_RAW_PRUNE_PATHS = (
    "\n        .//*[self::div or self::section or self::aside][\n        re:test(@id, 'mvp-post-add-(?:box|wrap)|"
    "infinite-?scroll') or\n        re:test(@class, 'mvp-post-add-(?:box|wrap)|infinite-?scroll')][\n        "
    "not(.//h1) or re:test(@id, 'mvp-post-add-(?:box|wrap)') or re:test(@class, 'mvp-post-add-(?:box|wrap)')]\n"
    "        ",
    ".//*[self::div or self::section or self::aside][contains(@class, 'elementor-share-buttons')]",
)
_RAW_PRUNE_KNOWN = tuple(x.path for x in _core.RAW_TREE_PRUNE_XPATH) == _RAW_PRUNE_PATHS
# trafilatura's prune of comment sections (used without comments), as it stood in the mirrored release: its regular
# expressions need "omment" in the class, or "omment", "comol" or "disqus_thread" in the id
_COMMENTS_PRUNE_PATHS = (
    "\n        .//*[self::div or self::list or self::section or self::details or self::ol or self::ul][\n        "
    "re:test(@id, '^(?:[Cc]omment(?!ary)|comol|disqus_thread|dsq-comments)') or\n        re:test(@class, "
    "'^[Cc]omment(?!ary)|(?:article|post)-comments')][\n        not(self::ol or self::ul) or re:test(@id, "
    "'^(?:[Cc]omment(?!ary)|comol)') or re:test(@class, '^[Cc]omment(?!ary)|(?:article|post)-comments')]\n        ",
)
_COMMENTS_PRUNE_KNOWN = tuple(x.path for x in _core.REMOVE_COMMENTS_AND_LISTS_XPATH) == _COMMENTS_PRUNE_PATHS
# Every element the prune expressions above can match, and a few more, found from their attributes in one C-level
# pass (about a third of walking every element with a tag test); the expressions themselves run only where it finds
# something.
_MARKED = etree.XPath(
    "//@class[contains(., 'infinite') or contains(., 'mvp-post-add-') or contains(., 'elementor-share-buttons')"
    " or contains(., 'omment')]/.."
    " | //@id[contains(., 'infinite') or contains(., 'mvp-post-add-') or contains(., 'omment')"
    " or contains(., 'comol') or contains(., 'disqus_thread')]/.."
)
_PRUNED_TAGS = frozenset({"div", "section", "aside"})
_COMMENT_TAGS = frozenset({"div", "list", "section", "details", "ol", "ul"})


class _Marks:
    """What :data:`_MARKED` found on the raw tree, sorted by which prune can use it."""

    def __init__(self, tree: HtmlElement) -> None:
        self.scroll = self.comments = False
        self.share: list[_Element] = []  # document order, as the share expression returns them
        for el in _MARKED(tree):
            cls, ident = el.get("class") or "", el.get("id") or ""
            if el.tag in _PRUNED_TAGS:
                self.scroll = self.scroll or any(k in v for k in ("infinite", "mvp-post-add-") for v in (cls, ident))
                if "elementor-share-buttons" in cls:
                    self.share.append(el)
            if el.tag in _COMMENT_TAGS and not self.comments:
                self.comments = "omment" in cls or any(k in ident for k in ("omment", "comol", "disqus_thread"))


def raw_prune_matches(tree: HtmlElement, marks: _Marks | None = None) -> list[_Element]:
    """The elements ``prune_unwanted_nodes(tree, RAW_TREE_PRUNE_XPATH)`` deletes, in the order it deletes them.

    Both expressions are evaluated before anything is deleted: the second tests only tag and class, so on the pruned
    tree it finds the same elements less those inside a deleted container, and deleting those again touches only
    the container already cut off. An element found by both is listed once: its second deletion changes nothing."""
    if not _RAW_PRUNE_KNOWN:  # another patch release: its own expressions (the caller then prunes as it does)
        return [el for expression in _lib.RAW_TREE_PRUNE_XPATH for el in expression(tree)]
    marks = marks or _Marks(tree)
    scroll, _ = _lib.RAW_TREE_PRUNE_XPATH
    found = scroll(tree) if marks.scroll else []
    return list(dict.fromkeys([*found, *marks.share]))


def comment_sections(tree: HtmlElement, marks: _Marks | None = None) -> list[_Element]:
    """The elements ``prune_unwanted_nodes(tree, REMOVE_COMMENTS_AND_LISTS_XPATH)`` deletes, in its order.

    *marks* may come from the tree before the raw prune: deleting elements never adds a match."""
    if _COMMENTS_PRUNE_KNOWN and not (marks or _Marks(tree)).comments:
        return []
    return [el for expression in _lib.REMOVE_COMMENTS_AND_LISTS_XPATH for el in expression(tree)]


def _justext_check(cleaned_tree: HtmlElement, body: _Element, text: str, options: Extractor) -> tuple[_Element, str]:
    """The second half of trafilatura's ``compare_extraction`` (its own text kept, readability not chosen)."""
    len_text = len(text)
    unclean = bool(body.xpath(_external.SANITIZED_XPATH))
    if unclean or len_text < options.min_extracted_size:
        body2, text2 = _lib.justext_rescue(cleaned_tree, options)
        len_text2 = len(text2)
        if unclean:
            accept = len_text <= _external.JUSTEXT_OVERRIDE_RATIO * len_text2 and (
                len_text2 > len_text or not options.images or body.find(".//graphic") is None
            )
        else:
            accept = len_text < len_text2
        if text2 and accept:
            return body2, text2
    return body, text


def _extract_and_compare(
    cleaned_tree: HtmlElement,
    cleaned_tree_backup: HtmlElement,
    tree: HtmlElement,
    options: Extractor,
    page_len: _TextLength,
) -> tuple[_Element, str]:
    postbody, temp_text = _lib.extract_content(cleaned_tree, options)
    if options.fast:
        return postbody, temp_text
    if _readability_cannot_win(tree, postbody, temp_text, options, page_len):
        return _justext_check(cleaned_tree_backup, postbody, temp_text, options)
    return _lib.compare_extraction(cleaned_tree_backup, copy(tree), postbody, temp_text, options)


def _sequence(
    tree: HtmlElement,
    options: Extractor,
    url: str | None,
    before_prune: Callable[[], object],
    on_comment_sections: Callable[[list[_Element]], object],
) -> tuple[_Element, str, _Element, str]:
    """trafilatura 2.3's ``trafilatura_sequence`` with the changes of the module docstring."""
    is_forum = _core._forum_thread_page(tree)
    marks = _Marks(tree)
    doomed = raw_prune_matches(tree, marks)
    if doomed:
        before_prune()
        if _RAW_PRUNE_KNOWN:
            for el in doomed:  # what prune_unwanted_nodes(tree, RAW_TREE_PRUNE_XPATH) deletes, in the same order
                delete_element(el)
        else:
            tree = _core.prune_unwanted_nodes(tree, _lib.RAW_TREE_PRUNE_XPATH)
    if not options.comments and (options.focus == "precision" or not is_forum):
        # the comment sections go from the caller's tree too (as in the library): announced first, once
        sections = comment_sections(tree, marks)
        if sections and not doomed:
            before_prune()
        if sections:
            on_comment_sections(sections)
        for el in sections:  # what prune_unwanted_nodes(tree, REMOVE_COMMENTS_AND_LISTS_XPATH) deletes
            delete_element(el)
    cleaned_tree, cleaned_tree_backup = _core._prepare_tree(tree, options, url)

    commentsbody, temp_comments = Element("body"), ""
    forum_posts = None
    if options.comments:
        commentsbody, temp_comments, cleaned_tree = _lib.extract_comments(cleaned_tree, options)
        if temp_comments and is_forum:
            forum_posts = commentsbody
            commentsbody, temp_comments = Element("body"), ""
            cleaned_tree = _core.convert_tags(copy(cleaned_tree_backup), options, url)
    if options.focus == "precision" and not is_forum:
        cleaned_tree = _core.prune_unwanted_nodes(cleaned_tree, _lib.REMOVE_COMMENTS_XPATH)

    page_len = _TextLength(tree)
    postbody, temp_text = _extract_and_compare(cleaned_tree, cleaned_tree_backup, tree, options, page_len)

    if len(temp_text) < options.min_extracted_size and options.focus != "precision":
        b_body, b_text, b_len = _lib.baseline(tree)
        if b_len > len(temp_text):
            postbody, temp_text = b_body, b_text
            forum_posts = None

    if (
        options.focus == "balanced"
        and 0 < len(temp_text) < _core.ESCALATION_MAX_LENGTH
        and len(temp_text) < _core.ESCALATION_PAGE_SHARE * (bound := _page_text_bound(tree, page_len))  # else False
        and len(temp_text) < _core.ESCALATION_PAGE_SHARE * _cleaned_text_bound(tree, page_len, bound)  # (the same)
        and len(temp_text) < _core.ESCALATION_PAGE_SHARE * len(_lib.html2txt(tree))
    ):
        r_options = copy(options)
        r_options.focus = "recall"
        esc_tree = (
            tree
            if is_forum or not options.comments
            else _core.prune_unwanted_nodes(
                copy(tree),
                _lib.REMOVE_COMMENTS_AND_LISTS_XPATH if temp_comments else _lib.REMOVE_COMMENTS_XPATH,
            )
        )
        r_text = ""
        try:
            r_body, r_text = _extract_and_compare(
                *_core._prepare_tree(esc_tree, r_options, url),
                esc_tree,
                r_options,
                page_len if esc_tree is tree else _TextLength(esc_tree),
            )
        except Exception:  # pragma: no cover - the library logs and goes on the same way
            pass
        j_text = ""
        if not options.fast:
            try:
                j_body, j_text = _lib.justext_rescue(copy(esc_tree), options)
            except Exception:  # pragma: no cover
                pass
        len_text, r_len, j_len = len(temp_text), len(r_text), len(j_text)
        if j_len > r_len and j_len > _core.ESCALATION_JUSTEXT_RATIO * len_text:
            postbody, temp_text, forum_posts = j_body, j_text, None
        elif r_len >= options.min_extracted_size and r_len > _core.ESCALATION_ACCEPT_RATIO * len_text:
            postbody, temp_text, forum_posts = r_body, r_text, None

    if forum_posts is not None:
        existing = "\n".join(filter(None, (_core._elem_text(el) for el in postbody)))
        salvaged = [el for el in forum_posts if (t := _core._elem_text(el)) and t not in existing]
        if salvaged:
            postbody.extend(salvaged)
            temp_text = " ".join(postbody.itertext()).strip()

    return postbody, temp_text, commentsbody, temp_comments


def _nothing(*_: object) -> None:
    return None


def extract_text(
    tree: HtmlElement,
    url: str | None = None,
    *,
    include_tables: bool = True,
    include_comments: bool = True,
    before_prune: Callable[[], object] = _nothing,
    on_comment_sections: Callable[[list[_Element]], object] = _nothing,
) -> str:
    """What ``trafilatura.extract(tree, url=url, include_tables=..., include_comments=...)`` returns ("" for its
    None), reading *tree*.

    *tree* may lose infinite-scroll and share containers (and, without comments, its comment sections);
    *before_prune* is called just before, and only if, it does (once). *on_comment_sections* is given the comment
    sections that are cut (only when some are; their subtrees stay readable after the cut).
    """
    if not MIRRORS_LIBRARY:
        return (
            trafilatura.extract(tree, url=url, include_tables=include_tables, include_comments=include_comments) or ""
        )
    options = Extractor(output_format="txt", url=url, tables=include_tables, comments=include_comments)
    postbody, temp_text, commentsbody, temp_comments = _sequence(
        tree, options, options.url, before_prune, on_comment_sections
    )
    if len(temp_text) < options.min_output_size and len(temp_comments) < options.min_output_comm_size:
        return ""
    text = f"{xmltotxt(postbody, options.formatting)}\n{xmltotxt(commentsbody, options.formatting)}".strip()
    return normalize_unicode(text)
