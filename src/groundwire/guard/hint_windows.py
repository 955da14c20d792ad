"""Windows of a text around the hint words of a pattern (guard20-direct): a pattern that starts at common words
("you …", "filter … disabled", "translate … do it") costs a full regex scan of every page; one Aho-Corasick pass over
the lower-cased copy (shared with the other passes, :mod:`.lowered`) finds its rarer hint words, and the pattern runs
only in the windows around them. Pure function."""

from __future__ import annotations

import functools

import ahocorasick_rs

from .lowered import same_length_lower

__all__ = ["hint_windows"]


@functools.cache
def _automaton(hints: tuple[str, ...]) -> ahocorasick_rs.AhoCorasick:
    return ahocorasick_rs.AhoCorasick(list(hints))


def hint_windows(text: str, hints: tuple[str, ...], before: int, after: int) -> list[tuple[int, int]]:
    """Merged ``(start, end)`` windows of ``text``: ``before`` characters before each hint (lower case) and ``after``
    characters after it."""
    low, plain = same_length_lower(text)
    if not plain:
        low = text.lower()
        if len(low) != len(text):
            return [(0, len(text))]  # (a character that lower-cases to two: read the whole text)
    found = sorted((max(0, a - before), min(len(text), b + after))
                   for _, a, b in _automaton(hints).find_matches_as_indexes(low))
    merged: list[tuple[int, int]] = []
    for a, b in found:
        if merged and a <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(b, merged[-1][1]))
        else:
            merged.append((a, b))
    return merged
