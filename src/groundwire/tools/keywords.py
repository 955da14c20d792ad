"""Keyword lists as one Aho-Corasick automaton (ahocorasick-rs): English case-insensitively on word boundaries,
Chinese as written. One pass over the text whatever the number of keywords (a regex alternation of a few hundred
keywords with boundary look-arounds cost ~1 ms per request)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import ahocorasick_rs


def _is_word_char(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


@dataclass(frozen=True, slots=True)
class KeywordSet:
    keywords: tuple[str, ...]
    automaton: Any  # ahocorasick_rs.AhoCorasick over the lower-cased keywords, or None

    @classmethod
    def of(cls, keywords: Iterable[str]) -> KeywordSet:
        kws = tuple(dict.fromkeys(k.strip().lower() for k in keywords if k and k.strip()))
        if not kws:
            return cls((), None)
        return cls(kws, ahocorasick_rs.AhoCorasick(list(kws), matchkind=ahocorasick_rs.MatchKind.LeftmostLongest))

    def find(self, text: str) -> list[str]:
        """The distinct keywords found in ``text``, in order of first appearance (lower case)."""
        if self.automaton is None or not text:
            return []
        low = text.lower()
        if len(low) != len(text):  # a few characters change length when lower-cased: keep offsets honest
            low = "".join(c if len(c.lower()) != 1 else c.lower() for c in text)
        found: dict[str, None] = {}
        for idx, start, end in self.automaton.find_matches_as_indexes(low):
            kw = self.keywords[idx]
            if kw[0].isascii() and start > 0 and _is_word_char(low[start - 1]):
                continue
            if kw[-1].isascii() and end < len(low) and _is_word_char(low[end]):
                continue
            found[kw] = None
        return list(found)
