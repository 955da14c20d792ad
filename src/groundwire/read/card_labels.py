"""Drop the short controls and labels that every card of a listing repeats ("Quick view", "Sale price", "In stock").

A listing or category page draws each card from one template: besides the card's own name, price and teaser, the
template prints the same button and label text in every card ("Add to cart", "Quick shop", "Mark as watched",
"Rate", "Key features", the screen-reader labels "Sale price" / "Unit price" / "Product link"). trafilatura keeps
them once per card; a reader sees them as controls, and WCXB's annotators left them out of the gold text. A line of
at most :data:`MAX_LABEL_CHARS` characters without a digit that the text holds :data:`MIN_CARDS` or more times is
such a label, and every copy goes. A digit keeps a line (a price, a size, a year, "4 colours" differ from card to
card and are the item's own), as does a longer line (a repeated teaser is :mod:`groundwire.read.repeats`' job).

The caller applies it only to texts that read like a list (``item_blocks.reads_like_items``) on pages not read as a
forum, documentation or a product: an article's "Pros" / "Cons" headings, a thread's "Reply", a tutorial's "}" and a
product's "Fabric content" headings per variant repeat too, and are content there (round 22, extract22: simulated on
WCXB's tune half, 5 pages up — Death Wish Coffee, B&H, Target, IMDb, a tux shop — none down by more than 0.001; with
3 or 4 copies, or 30 characters, listings gained less; on every kind of text, 29 articles and AEB lost).

Pure: a function of the text alone; linear in its length.
"""

from __future__ import annotations

from collections import Counter

MAX_LABEL_CHARS = 20  # a label or a button, not a name or a teaser
MIN_CARDS = 5  # copies of the same line: one per card of a grid
_BULLETS = "-•*· \t"


def _key(line: str) -> str:
    """*line* as compared: lower case, spaces collapsed, list bullets off."""
    return " ".join(line.lower().split()).strip(_BULLETS)


def _is_label(key: str, copies: int) -> bool:
    return (bool(key) and copies >= MIN_CARDS and len(key) <= MAX_LABEL_CHARS
            and not any(ch.isdigit() for ch in key))


def drop_card_labels(text: str) -> str:
    """*text* without every copy of a short, digit-free line it holds :data:`MIN_CARDS` or more times."""
    lines = text.split("\n")
    if len(lines) < MIN_CARDS:
        return text
    counts = Counter(_key(line) for line in lines)
    labels = {key for key, copies in counts.items() if _is_label(key, copies)}
    if not labels:
        return text
    return "\n".join(line for line in lines if _key(line) not in labels)
