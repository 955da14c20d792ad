"""Drop the second and later copies of a long line from an extracted text.

Responsive pages often hold the same block twice, one copy per layout (a product's description and care notes in a
desktop tab and again in a mobile accordion, a landing page's feature blurbs in a carousel and a grid), and a
stylesheet media rule shows one of them. trafilatura reads both, so the text says each paragraph twice; a reader sees
it once, and WCXB's annotators kept it once. A line that repeats an earlier line of the same text exactly (spaces
collapsed) and is at least :data:`MIN_REPEAT_CHARS` long is dropped; short lines ("Add to cart", "Reply", a price,
a size) repeat on a page for good reasons and are left alone.

Pure: a function of the text alone.
"""

from __future__ import annotations

MIN_REPEAT_CHARS = 40


def drop_repeated_lines(text: str, min_chars: int = MIN_REPEAT_CHARS) -> str:
    """*text* without the lines of *min_chars* or more that repeat an earlier line (spaces collapsed)."""
    seen: set[str] = set()
    kept: list[str] = []
    dropped = False
    for line in text.split("\n"):
        key = " ".join(line.split())
        if len(key) >= min_chars:
            if key in seen:
                dropped = True
                continue
            seen.add(key)
        kept.append(line)
    return "\n".join(kept) if dropped else text
