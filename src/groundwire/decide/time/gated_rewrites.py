"""A table of rewrites (a pattern and what its match reads as), each asked only when the text holds one of its gate
strings — the machinery that round 23's ``anchored_en`` and ``forms_en`` share.

All gate strings are found in one scan of the lower-cased text (most texts hold none, so most tables cost one search).
Matches are kept sorted by start and never overlap: each new match is checked against its two neighbours only, so
the pass stays linear in the number of matches (round 23 found the first version quadratic).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from bisect import bisect_left
from collections.abc import Callable, Sequence

from .variants_en import spliced

__all__ = ["GatedRewrites"]

Usual = Callable[[re.Match[str]], "str | tuple[int, int, str]"]


class GatedRewrites:
    """``rewrites[k]`` is asked only when the text holds a string of ``gates[k]`` (lower-cased); a gate string given in
    ``as_written`` is not scanned for (the caller asks it of the text as written)."""

    def __init__(self, rewrites: Sequence[tuple[re.Pattern[str], Usual]], gates: Sequence[tuple[str, ...]],
                 as_written: frozenset[str] = frozenset()) -> None:
        if len(rewrites) != len(gates):
            raise ValueError("one gate tuple per rewrite")
        self.rewrites = tuple(rewrites)
        self._gate_of: dict[str, set[int]] = {}
        for k, gate in enumerate(gates):
            for g in gate:
                if g not in as_written:
                    self._gate_of.setdefault(g, set()).add(k)
        self._scan = re.compile("|".join(re.escape(g) for g in sorted(self._gate_of, key=len, reverse=True)))

    def wanted(self, low: str) -> set[int]:
        """The indexes of the rewrites whose gate strings the lower-cased text ``low`` holds."""
        out: set[int] = set()
        pos = 0
        while (m := self._scan.search(low, pos)) is not None:  # (overlapping gate strings found too: restart one on)
            out |= self._gate_of[m.group(0)]
            pos = m.start() + 1
        return out

    def rewrite(self, text: str, wanted: set[int]) -> tuple[str, list[int] | None]:
        """``text`` with the ``wanted`` rewrites' matches read as their usual phrases, and for each character of the
        result the index of the character it stands for in ``text``; no index when nothing was rewritten."""
        if not wanted:
            return text, None
        found: list[tuple[int, int, str]] = []
        for k, (pattern, usual) in enumerate(self.rewrites):
            if k not in wanted:
                continue
            for m in pattern.finditer(text):
                new = usual(m)
                new = new if isinstance(new, tuple) else (m.start(), m.end(), new)
                at = bisect_left(found, (new[0], -1, ""))
                if (at and found[at - 1][1] > new[0]) or (at < len(found) and found[at][0] < new[1]):
                    continue
                found.insert(at, new)
        return spliced(text, found)
