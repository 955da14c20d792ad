"""Whole-text passes for the detector: done once per text instead of once per passage.

The detector scores every passage (a line, a sentence) on its own, and most of its time on prose used to be Python
overhead repeated per passage. This module does the per-character work for the whole text in a few C-level regex
passes and answers, for a passage, what the per-passage code would have computed, or says it cannot:

* :meth:`Prescreen.normal` is ``normal(low[a:b])`` sliced from the whole text read once the same way (leet words
  spelled out, digits folded; both keep every offset). Spelling out leet is a per-word rule bounded by word
  boundaries, so it gives the same for a passage whose two ends are not inside a word; a passage cut inside a
  word and holding a leet hint, or holding three letters set apart by spaces (the spaced-letters step removes
  characters and reads its neighbours), gets ``None`` and the caller runs :func:`~.detector.normal` on it. A hint
  found in the passage alone is also found at the same place in the whole text (its lookarounds only see more
  context there), so no passage is missed.
* :meth:`Prescreen.ruled_out` names the cues that cannot fire in a passage, among the cues whose pattern is
  context-free (no anchor, word boundary or lookaround: whatever matches inside the passage matches at the same
  place in the whole text). One ``finditer`` over the whole text finds every stretch where it matches; a passage
  overlapping none cannot match (the scan reports a match covering or starting at any position where one starts).
  The cues this applies to are worked out from their compiled definitions at load time, not listed by hand.

Hand-written because no library scores passages of one text in one pass with these exact semantics.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable
from re import _parser as sre_parse  # type: ignore[attr-defined]  # the stdlib's own regex parser

__all__ = ["Prescreen", "context_free"]

# Three single letters set apart by spaces: what the spaced-letters step of ``normal`` needs inside a passage.
_SPACED_CANDIDATE_RE = re.compile(r"[a-z] [a-z] [a-z]")

_CONTEXT_OPS = {sre_parse.AT, sre_parse.ASSERT, sre_parse.ASSERT_NOT}


def context_free(pattern: re.Pattern[str]) -> bool:
    """True when no part of ``pattern`` looks outside its own match (anchors, ``\\b``, lookarounds), so a match in
    a slice of a text is a match at the same place in the whole text. Multi-line and dot-all flags do not matter
    then; a pattern that cannot be parsed counts as not context-free."""
    try:
        parsed = sre_parse.parse(pattern.pattern, pattern.flags)
    except (re.error, TypeError, ValueError):
        return False
    return not _uses_context(parsed)


def _uses_context(items: object) -> bool:
    for item in items:  # type: ignore[attr-defined]
        if isinstance(item, tuple) and len(item) == 2 and item[0] in _CONTEXT_OPS:
            return True
        if isinstance(item, (tuple, list, sre_parse.SubPattern)) and _uses_context(item):
            return True
    return False


class Prescreen:
    """Whole-text facts about ``low`` (a text lower-cased, same length as the text) for passages ``[a, b)``."""

    __slots__ = ("_folded", "_leet_starts", "_low", "_runs", "_spaced")

    def __init__(self, low: str, free_cues: tuple[tuple[str, re.Pattern[str]], ...]) -> None:
        # imported here, not at the top: the detector module imports this one
        from . import detector as d

        self._low = low
        self._leet_starts = [m.start() for m in d._LEET_HINT.finditer(low)]
        # the steps of detector.normal that keep offsets, applied to the whole text (see the module docstring)
        self._folded = d._DIGIT_RE.sub("0", _spell_out(low, self._leet_starts, d._MIXED_RE, d._unleet))
        self._spaced = _spans(_SPACED_CANDIDATE_RE, low)
        # context-free cues: where they match in the read whole text
        self._runs = [(name, _spans(rx, self._folded), frozenset({name})) for name, rx in free_cues]

    def normal(self, a: int, b: int) -> str | None:
        """``normal(low[a:b])``, or None when this prescreen cannot tell it."""
        if _overlaps(self._spaced, a, b):
            return None
        if not (_word_edge(self._low, a) and _word_edge(self._low, b)):
            leet = self._leet_starts
            i = bisect.bisect_left(leet, a)
            if i < len(leet) and leet[i] < b:
                return None
        return self._folded[a:b]

    def ruled_out(self, a: int, b: int) -> frozenset[str]:
        """The context-free cues that provably do not match in the passage ``[a, b)`` (one frozenset per
        combination, shared: the caller remembers work by it)."""
        out = _NO_CUES
        for name, spans, alone in self._runs:
            if not _overlaps(spans, a, b):
                out = alone if not out else out | alone
        return out


_NO_CUES: frozenset[str] = frozenset()


def _spell_out(low: str, hints: list[int], mixed: re.Pattern[str], unleet: Callable[[re.Match[str]], str]) -> str:
    """``mixed.sub(unleet, low)``, read only in the space-delimited stretches holding a leet hint (a word without a
    hint is never spelled differently, and its pattern reads its surroundings only through word boundaries, which
    a space or line break closes): one scan of the whole text cost more than the rest of the detector's passes."""
    if not hints:
        return low
    out: list[str] = []
    last = 0
    for p in hints:
        if p < last:
            continue  # in the stretch just read
        start = max(low.rfind(" ", 0, p), low.rfind("\n", 0, p)) + 1
        ends = [i for i in (low.find(" ", p), low.find("\n", p)) if i >= 0]
        end = min(ends) if ends else len(low)
        out.append(low[last:start])
        out.append(mixed.sub(unleet, low[start:end]))
        last = end
    out.append(low[last:])
    return "".join(out)


def _spans(rx: re.Pattern[str], text: str) -> tuple[list[int], list[int]]:
    """Starts and ends of ``rx``'s matches in ``text`` (one scan: they do not overlap, both lists are sorted)."""
    spans = [m.span() for m in rx.finditer(text)]
    return [s for s, _ in spans], [e for _, e in spans]


def _overlaps(spans: tuple[list[int], list[int]], a: int, b: int) -> bool:
    """Whether a match overlaps ``[a, b)``. A non-empty match of a context-free pattern inside ``[a, b)`` always
    has one: the scan reports a match starting there or one covering its start."""
    starts, ends = spans
    i = bisect.bisect_right(ends, a)  # the first match ending after a
    return i < len(starts) and starts[i] < b


def _word_edge(low: str, i: int) -> bool:
    """Whether offset ``i`` is not inside a word (a regex word boundary reads the same in a slice starting or
    ending there as in the whole text)."""
    if i <= 0 or i >= len(low):
        return True
    before, after = low[i - 1], low[i]
    return not ((before.isalnum() or before == "_") and (after.isalnum() or after == "_"))
