"""Keep one copy of the short word-only labels that every card of a category page repeats.

Round 24 (extract24), from a cause shared by category pages of several shops and by a hand-written set of another
author: a product grid's cards each carry the same control labels ("Sale price" / "Unit price" / "Quick Shop",
"Key features" / "In stock", "View all", "Loading..."), and when the grid comes back (trafilatura's text or the
item passes of :mod:`groundwire.read.item_blocks`) the text says each label once per card. A reader sees them as the
grid's chrome; WCXB's annotators kept the items' names and blurbs, not the labels.

On a page read as a collection (:mod:`groundwire.read.pagekind`), a line shorter than :data:`MAX_LABEL_CHARS` with
no digit that occurs :data:`MIN_COPIES` or more times (spaces collapsed, case ignored) keeps its first copy only.
Lines with a digit are values, not labels: a price, "1 bath", a size repeat on a listing because the items share
them, and the items' gold text keeps them (round 20's property-search page lost "1 bath" without this test).

Measured on cached texts of main (round 24): WCXB tune collections 0.6782 -> 0.6827 (8 pages of 7 sites up: two
Adorama grids, B&H, Death Wish Coffee, Allrecipes, and two review round-ups read as collections; none down), round
23's recipe round-up +0.021; every other page type, AEB and the other hand-written sets unchanged. The same rule on
product pages lost more than it gained (tune products 4 up, 1 down, -0.001) and on every list-like page it cost
articles' and listings' repeated headings ("Pros" / "Cons", "Key specs"), so it is not applied there.

Not covered: labels that carry a number ("4.5 out of 5 stars", "Save 25%"), labels that differ per card only by
the item's name, and repeated labels on pages that do not declare or look like a collection.
Pure: a function of the text alone.
"""

from __future__ import annotations

MAX_LABEL_CHARS = 40  # a longer repeated line is a sentence (see groundwire.read.repeats for those)
MIN_COPIES = 3  # a label on three or more cards is the grid's own, not an item's


def _key(line: str) -> str:
    return " ".join(line.split()).lower()


def drop_card_labels(text: str) -> str:
    """*text* with only the first copy of each short digit-free line that occurs :data:`MIN_COPIES` or more times."""
    counts: dict[str, int] = {}
    lines = text.split("\n")
    keys = [_key(line) for line in lines]
    for key in keys:
        if key and len(key) < MAX_LABEL_CHARS and not any(ch.isdigit() for ch in key):
            counts[key] = counts.get(key, 0) + 1
    labels = {key for key, n in counts.items() if n >= MIN_COPIES}
    if not labels:
        return text
    seen: set[str] = set()
    kept: list[str] = []
    for line, key in zip(lines, keys):
        if key in labels:
            if key in seen:
                continue
            seen.add(key)
        kept.append(line)
    return "\n".join(kept)
