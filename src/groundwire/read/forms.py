"""Forms that hold a page's posts are containers, not widgets: they are read as plain blocks.

trafilatura deletes every ``<form>`` but one holding more than half of the page's text (an ASP.NET page wrapper).
Forum software wraps its posts in forms too: old Reddit puts each comment body in its own inline-edit form, Simple
Machines the whole thread in a moderation form, and each holds less than half of the page, so the posts were lost
(on WCXB dev forum pages the extraction kept the commenters' names and dropped what they wrote). A search box, a
login or a comment box holds a few labels and buttons; a form whose own text outside its controls runs to
:data:`MIN_FORM_TEXT_CHARS` or more, at least :data:`PROSE_SHARE` of it in paragraphs, code or quotes, is a container
of written text, and is renamed ``div`` before extraction (a product comparison table in a form has no paragraphs).
The caller does this on forum pages only: on every page kind it cost WCXB dev tune articles and collections (a
two tune pages lost 0.16 and 0.05, not inspected; round 15b).
Pure lxml pass on the tree (it edits the tag names in place).
"""

from __future__ import annotations

from lxml import etree
from lxml.html import HtmlElement

MIN_FORM_TEXT_CHARS = 20  # a form's text outside its controls this long or longer may be content
PROSE_SHARE = 0.5  # ...when at least this share of it is in paragraphs, code or quotes
_FORMS = etree.XPath("//form")
# the text a form's controls show: labels, buttons, choices, typed-in text
_CONTROL_TEXT = etree.XPath(
    ".//text()[not(ancestor::label or ancestor::button or ancestor::select or ancestor::option "
    "or ancestor::textarea or ancestor::script or ancestor::style)]",
    smart_strings=False,
)


def form_text_chars(form: HtmlElement) -> int:
    """Characters (spaces collapsed) of *form*'s text outside its labels, buttons, choices and text areas."""
    return len(" ".join(" ".join(_CONTROL_TEXT(form)).split()))


_PROSE_TEXT = etree.XPath(
    ".//*[self::p or self::pre or self::blockquote]//text()[not(ancestor::label or ancestor::button "
    "or ancestor::select or ancestor::option or ancestor::textarea)]",
    smart_strings=False,
)


def prose_chars(form: HtmlElement) -> int:
    """Characters (spaces collapsed) of *form*'s paragraphs, code and quotes outside its controls."""
    return len(" ".join(" ".join(_PROSE_TEXT(form)).split()))


def holds_posts(form: HtmlElement) -> bool:
    """Is *form* a container of written text (most of its own text in paragraphs, code or quotes)?"""
    own = form_text_chars(form)
    return own >= MIN_FORM_TEXT_CHARS and prose_chars(form) >= PROSE_SHARE * own


def demote_text_forms(tree: HtmlElement) -> int:
    """Rename to ``div`` each form of *tree* that holds written text (:func:`holds_posts`); return how many."""
    found = 0
    for form in _FORMS(tree):
        if holds_posts(form):
            form.tag = "div"
            found += 1
    return found
