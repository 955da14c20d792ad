"""A thread's later posts: trafilatura reads the first of them only; here they are gathered so it reads them all.

trafilatura's main extractor tries its body expressions (``trafilatura.xpaths.BODY_XPATH``: elements whose class or
id says post, entry, content, article body...) in turn and takes the *first* element the first matching expression
finds. On a thread page every post body carries the same class (Simple Machines ``div.inner``, Stack Exchange
``div.s-prose.js-post-body``), so the extraction was the opening post and the replies were lost (WCXB dev forum
pages: recall 0.16-0.48 with precision near 1.0). On a forum page, when the first element found has at least
:data:`MIN_POSTS` - 1 others of the same tag and class found by the same expression, none inside another, each
holding text, they are moved, in page order, into one element of that tag and class put where the first was (theirs
renamed plain ``div``), which the expression then finds first. The posters' names and dates stay where they were.
Pure lxml pass on the tree (edits it in place).
"""

from __future__ import annotations

from lxml.etree import Element
from lxml.html import HtmlElement
from trafilatura.xpaths import BODY_XPATH

from .xpath_guard import guarded

# the library's body expressions with their re:test calls guarded (read.xpath_guard: the same elements, faster)
_BODY_XPATH = tuple(guarded(expr) for expr in BODY_XPATH)
MIN_POSTS = 2  # a body expression's first element and at least one twin: a thread
MIN_POST_CHARS = 1  # a twin holds some text (an empty template post is no reply)


def _signature(el: HtmlElement) -> tuple[str, str]:
    return el.tag, " ".join((el.get("class") or "").split())


def post_bodies(tree: HtmlElement) -> list[HtmlElement]:
    """The post bodies of a thread as the first body expression that finds anything sees them: its first element
    and the other elements of the same tag and class it finds (outermost only), or [] when it finds one."""
    for expr in _BODY_XPATH:
        found = [el for el in expr(tree) if el is not None]
        if not found:
            continue
        first = found[0]
        twins = [el for el in found if _signature(el) == _signature(first)]
        chosen = set(twins)
        outer = [el for el in twins if not any(a in chosen for a in el.iterancestors())
                 and len(el.text_content().strip()) >= MIN_POST_CHARS]
        return outer if len(outer) >= MIN_POSTS and outer[0] is first else []
    return []


def gather_posts(tree: HtmlElement) -> int:
    """Move a thread's post bodies (:func:`post_bodies`) into one element where the first was; return how many."""
    posts = post_bodies(tree)
    if not posts:
        return 0
    first = posts[0]
    holder = Element(first.tag, {k: v for k, v in first.attrib.items() if k in ("class", "id")})
    first.addprevious(holder)
    for post in posts:
        tail, post.tail = post.tail, None
        prev = post.getprevious()  # keep the text after the post where it was
        if tail:
            if prev is not None:
                prev.tail = (prev.tail or "") + tail
            else:
                parent = post.getparent()
                parent.text = (parent.text or "") + tail
        post.tag = "div"
        for name in ("class", "id"):
            post.attrib.pop(name, None)
        holder.append(post)
    return len(posts)
