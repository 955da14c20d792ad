"""Is a quote literally on the page? Whitespace-normalised, Unicode-NFKC, case-sensitive: nothing else is
forgiven, so a model that paraphrases or invents a "quote" loses the card."""

from __future__ import annotations

import re
import unicodedata

_SPACE = re.compile(r"\s+")
_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u00a0": " "})
MIN_QUOTE_CHARS = 8


def normalise(text: str) -> str:
    return _SPACE.sub(" ", unicodedata.normalize("NFKC", text).translate(_QUOTES)).strip()


def _strip_ellipsis(quote: str) -> str:
    return quote.strip().strip("\"'").strip().removeprefix("...").removesuffix("...").removeprefix("…") \
        .removesuffix("…").strip()


def quote_on_page(quote: str, page_text: str) -> bool:
    """True when ``quote`` (ignoring surrounding quotation marks and edge ellipses) appears in ``page_text``."""
    if not isinstance(quote, str):
        return False
    q = normalise(_strip_ellipsis(quote))
    if len(q) < MIN_QUOTE_CHARS and not (q and any(ord(c) > 0x2E80 for c in q) and len(q) >= 4):
        return False
    return q in normalise(page_text)
