"""Windows of a text around the hint words of a pattern (guard20-direct): a pattern that starts at common words
("you …", "filter … disabled", "translate … do it") costs a full regex scan of every page; one Aho-Corasick pass over
the lower-cased copy (shared with the other passes, :mod:`.lowered`) finds its rarer hint words, and the pattern runs
only in the windows around them. Pure function."""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .hint_scan import find_hints
from .lowered import same_length_lower

__all__ = ["hint_windows", "merged_windows", "paragraphs_near"]


def hint_windows(text: str, hints: tuple[str, ...], before: int, after: int) -> list[tuple[int, int]]:
    """Merged ``(start, end)`` windows of ``text``: ``before`` characters before each hint (lower case) and ``after``
    characters after it."""
    low, plain = same_length_lower(text)
    if not plain:
        low = text.lower()
        if len(low) != len(text):
            return [(0, len(text))]  # (a character that lower-cases to two: read the whole text)
    return merged_windows(find_hints(low, hints), len(text), before, after)  # (one scan for every pass: .hint_scan)


def merged_windows(matches: list[tuple[int, int, int]], size: int, before: int, after: int) -> list[tuple[int, int]]:
    """Aho-Corasick ``(pattern, start, end)`` matches widened by ``before`` / ``after`` characters (within ``0..size``),
    sorted and merged where they touch or overlap."""
    merged: list[tuple[int, int]] = []
    for a, b in sorted((max(0, a - before), min(size, b + after)) for _, a, b in matches):
        if merged and a <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(b, merged[-1][1]))
        else:
            merged.append((a, b))
    return merged


_PARAGRAPH_RE = re.compile(r"[^\n]+(?:\n(?!\s*\n)[^\n]+)*")


def paragraphs_near(text: str, windows: list[tuple[int, int]], reach: int = 4_000) -> list[tuple[int, int]]:
    """``(start, end)`` of the paragraphs of ``text`` (runs of lines with no blank line between) that overlap the
    ``windows``, in order, each found by looking at most ``reach`` characters either side of its window (guard21-direct:
    a pass that read every paragraph of a page once a window held a hint cost more than its patterns)."""
    out: list[tuple[int, int]] = []
    for a, b in windows:
        lo = text.rfind("\n\n", max(0, a - reach), a)
        lo = max(0, a - reach) if lo < 0 else lo
        hi = text.find("\n\n", b, b + reach)
        hi = min(len(text), b + reach) if hi < 0 else hi
        for m in _PARAGRAPH_RE.finditer(text, lo, hi):
            if m.start() < b and a < m.end():
                if out and m.start() < out[-1][1]:  # a piece of a paragraph longer than the reach: extend (review21)
                    out[-1] = (min(out[-1][0], m.start()), max(out[-1][1], m.end()))
                else:
                    out.append(m.span())
    return out
