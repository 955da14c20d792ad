"""Drop the short lines an extracted text holds before the page's own title heading (menus, breadcrumbs, banners).

A page's main text starts at its title: its first ``<h1>``. When the extraction holds that heading as a line of its
own and every line before it is short (under :data:`MAX_LEAD_CHARS`: "Home", "For Buyers", "Sign in", a breadcrumb
trail, a store's category menu written in ``<div>``s rather than ``<nav>``), those lines are the page's chrome that
trafilatura kept, and they go. A long line before the title (an article's standfirst or a lead paragraph placed
above the heading) keeps everything as it was; so does a text without the heading as a line.

Measured on the final texts of the WCXB dev tune half (round 20, extract20): 33 of 665 pages change, collections
+0.008 and listings +0.007 word-F1, no page type lower by more than 0.0003; a 25-character bound took less
(collections +0.001), 60 the same, 100 cost products and listings, no bound cost every type. AEB: 2 of 181 change,
both up.

A heading that ends the text is no title (round 28, extract28): trafilatura's own test page ``exotic_tags.html``
puts its ``<h1>`` after every paragraph, and the rule had left that heading alone of the whole text. A text whose
heading line has nothing after it keeps every line. Not covered: a heading followed by a line or two of chrome.

Pure: a function of the text and the heading.
"""

from __future__ import annotations

from lxml.html import HtmlElement

MAX_LEAD_CHARS = 40


def title_heading(tree: HtmlElement) -> str:
    """The text of the page's first ``<h1>``, spaces folded ("" when it has none)."""
    heading = tree.find(".//h1")
    return " ".join(heading.text_content().split()) if heading is not None else ""


def drop_lead_lines(text: str, heading: str, max_chars: int = MAX_LEAD_CHARS) -> str:
    """*text* from its first line equal to *heading* (spaces folded) on, when every line before that is shorter than
    *max_chars* and a line with text follows the heading; else *text* unchanged."""
    if not heading:
        return text
    lines = text.split("\n")
    for at, line in enumerate(lines):
        if " ".join(line.split()) == heading:
            break
        if len(line) > max_chars:
            return text
    else:
        return text
    if not any(line.strip() for line in lines[at + 1:]):
        return text  # the heading ends the text: a title comes before what it heads
    return "\n".join(lines[at:]) if at else text
