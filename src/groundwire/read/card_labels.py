"""Drop the controls that every card of a listing repeats ("Quick view", "Mark as watched", a screen reader's "Sale price").

A listing or category page draws each card from one template: besides the card's own name, price and teaser, the
template prints the same button, link and screen-reader text in every card ("Add to cart", "Quick shop", "Mark as
watched", "Rate", the visually hidden "Sale price" / "Unit price"). trafilatura keeps them once per card; a reader
sees controls, not content, and WCXB's annotators left them out of the gold text. A line of at most
:data:`MAX_LABEL_CHARS` characters without a digit that the text holds :data:`MIN_CARDS` or more times, and that is
the whole text of a control on the page (:func:`control_keys`: a button, a link, a label, a tab, an element hidden
for screen readers only), goes, every copy. A digit keeps a line (a price, a size, a year, "4 colours" differ from
card to card and are the item's own), as does a longer line (a repeated teaser is :mod:`groundwire.read.repeats`'
job), and so does a status shown as text ("In stock", "Sold out", "Pre-order now": the gold keeps some of them).

The caller applies it only to texts that read like a list (``item_blocks.reads_like_items``) on pages not read as a
forum, documentation or a product: an article's "Pros" / "Cons" headings, a thread's "Reply", a tutorial's "}" and a
product's "Fabric content" headings per variant repeat too, and are content there (round 22, extract22: simulated on
WCXB's tune half, 5 pages up — Death Wish Coffee, B&H, Target, IMDb, a tux shop — none down by more than 0.001; with
3 or 4 copies, or 30 characters, listings gained less; on every kind of text, 29 articles and AEB lost). Without
the control test (any repeated short line) tune collections gained 0.004 but the holdout's lost 0.0017, so statuses
shown as text stay.

Pure: reads the page, changes nothing; linear in the text's length.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from lxml import etree
from lxml.html import HtmlElement

MAX_LABEL_CHARS = 20  # a label or a button, not a name or a teaser
MIN_CARDS = 5  # copies of the same line: one per card of a grid
_BULLETS = "-•*· \t"


def _key(line: str) -> str:
    """*line* as compared: lower case, spaces collapsed, list bullets off."""
    return " ".join(line.lower().split()).strip(_BULLETS)


def _is_label(key: str, copies: int) -> bool:
    return (bool(key) and copies >= MIN_CARDS and len(key) <= MAX_LABEL_CHARS
            and not any(ch.isdigit() for ch in key))


# a control's text: buttons, links, form labels, tabs and menu items, and text hidden for screen readers only
_CONTROLS = etree.XPath(
    "//button | //a | //label | //summary | //option"
    " | //*[@role='button' or @role='link' or @role='tab' or @role='menuitem']"
    " | //*[contains(@class, 'sr-only') or contains(@class, 'visually-hidden') or contains(@class, 'visuallyhidden')"
    " or contains(@class, 'screen-reader')]"
)
MAX_CONTROL_CHARS = 60  # longer elements are not read (a card's link holding its whole card)


def control_keys(tree: HtmlElement) -> set[str]:
    """The texts (as :func:`_key` compares them) of the page's controls, each at most :data:`MAX_CONTROL_CHARS`."""
    keys: set[str] = set()
    for el in _CONTROLS(tree):
        text = el.text_content()
        if len(text) <= MAX_CONTROL_CHARS * 4 and len(key := _key(text)) <= MAX_CONTROL_CHARS:
            keys.add(key)
    return keys


def repeated_labels(text: str) -> set[str]:
    """The short, digit-free lines (as compared) that *text* holds :data:`MIN_CARDS` or more times."""
    lines = text.split("\n")
    if len(lines) < MIN_CARDS:
        return set()
    return {key for key, copies in Counter(_key(line) for line in lines).items() if _is_label(key, copies)}


def drop_card_labels(text: str, controls: Callable[[], set[str]]) -> str:
    """*text* without every copy of a short, digit-free line it holds :data:`MIN_CARDS` or more times that is also
    a control's text (*controls* gives their keys; asked only when such a line is there)."""
    labels = repeated_labels(text)
    if labels:
        labels &= controls()
    if not labels:
        return text
    return "\n".join(line for line in text.split("\n") if _key(line) not in labels)
