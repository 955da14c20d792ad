"""Which sentences need an independent check: superlatives, firsts, records, scale numbers."""

from __future__ import annotations

import re

from .write import CITE, clean_sentence, sentences

STRONG = re.compile(
    r"最|首家|首个|首款|第一|唯一|纪录|记录|"
    r"\b(?:first|only|leading|largest|biggest|fastest|best|record|world'?s|unprecedented|most)\b|"
    r"\b\d[\d,.]*\s*(?:million|billion|trillion|thousand|bn|m)\b|[0-9][0-9,.]*\s*[万亿]|"
    r"\b\d{1,3}(?:,\d{3}){2,}\b",  # 1,000,000 and up
    re.IGNORECASE,
)


def strong_claims(text: str) -> list[str]:
    """Sentences of ``text`` (citations removed) that make a strong claim, in order, without repeats."""
    out: list[str] = []
    for s in sentences(text):
        if STRONG.search(CITE.sub("", s)):
            clean = clean_sentence(s)
            if clean and clean not in out:
                out.append(clean)
    return out
