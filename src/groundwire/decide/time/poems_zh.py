"""Quoted classical verse: a line or a title of a well-known poem that holds a time word (二月春风似剪刀,
九月九日忆山东兄弟, 待到重阳日) names no day of ours.

The lines come from ``data/poem_lines_zh.txt`` (the school anthologies of the chinese-poetry data set, MIT licence,
written by ``scripts/make_poem_lines_zh.py``), read once on first use and normalised as the text is
(``normalize_zh``). A span lies in a verse when the clause around it (between punctuation) is such a line or opens
with one; a line is at least five characters long, so a four-character phrase (明年今日) is never taken for verse.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from functools import lru_cache
from pathlib import Path

from .normalize_zh import normalize

LINES_FILE = Path(__file__).resolve().parents[2] / "data" / "poem_lines_zh.txt"
_BREAK = re.compile(r"[，。？！；、：,.?!;:\s「」『』“”‘’《》〈〉（）()…—\"'·]")


@lru_cache(maxsize=1)
def _lines() -> tuple[frozenset[str], tuple[int, ...]]:
    """(every line, normalised; their lengths, longest first)."""
    lines = frozenset(normalize(s.strip(), everyday=True) for s in LINES_FILE.read_text(encoding="utf-8").splitlines()
                      if s.strip() and not s.startswith("#"))
    return lines, tuple(sorted({len(s) for s in lines}, reverse=True))


def in_a_verse(text: str, start_i: int, end_i: int) -> bool:
    """Whether the expression at ``start_i:end_i`` of (normalised) ``text`` lies in a quoted line of verse."""
    lines, lengths = _lines()
    reach = lengths[0] if lengths else 0  # no line opening before end_i - reach can hold the expression
    head = start_i
    while head > 0 and not _BREAK.match(text, head - 1):
        head -= 1
        if head + reach < end_i:
            return False  # (review14a: a long unbroken clause was walked back to its start for each expression)
    for n in lengths:
        if head + n >= end_i and text[head:head + n] in lines:
            return True
    return False
