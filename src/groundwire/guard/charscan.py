"""Whether a long text holds any character of a class, by one table look-up per character in array code.

Python's regex engine tries a character class at every position of a text that has none of its characters, at
tens of nanoseconds a character; on a page of prose that is most of the guard's rule pass. A table of the Basic
Multilingual Plane (built once from the same compiled class, so it cannot drift from it) answers for the whole
text at once. Characters beyond the BMP are left to the caller (they are few when any).

Hand-written because the standard library has no vectorised character-class test.
"""

from __future__ import annotations

import functools
import re

import numpy as np

__all__ = ["BMP", "LONG_TEXT", "bmp_look_up", "bmp_table", "code_points", "every_bmp_char", "table_positions"]

LONG_TEXT = 2_000  # below this many characters the regex is as quick as setting up the arrays
BMP = 0x10000


@functools.cache
def every_bmp_char() -> str:
    """Every BMP code point in order, one string (built on first use, not at import)."""
    return "".join(map(chr, range(BMP)))


def bmp_table(char_class: re.Pattern[str]) -> np.ndarray:
    """Per BMP code point, whether ``char_class`` (a pattern matching single characters or runs of them)
    matches that character alone."""
    table = np.zeros(BMP, dtype=bool)
    for m in char_class.finditer(every_bmp_char()):
        table[m.start():m.end()] = True
    return table


def code_points(text: str) -> np.ndarray:
    """The code points of ``text`` (lone surrogates included) as an array."""
    return np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)


def bmp_look_up(table: np.ndarray, cp: np.ndarray) -> np.ndarray:
    """``table[c]`` for each code point ``c`` of ``cp`` in the BMP; one beyond it reads the table's last entry (the
    callers treat those apart). By ``take`` in its clipping mode: indexing by a uint32 array converted the array to
    machine integers first, which cost more than the look-up itself, and clipping inside ``take`` (an index past the
    table reads its last entry, as ``np.minimum(cp, BMP - 1)`` made it) spares that array pass (guard23-benign: a
    third less a call, six calls a page). The table must have ``BMP`` entries."""
    return table.take(cp, mode="clip")


def table_positions(table: np.ndarray, cp: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The offsets of the code points of ``cp`` in the BMP that ``table`` holds, and the offsets of those beyond the
    BMP (the caller decides on them), both in order. When the table holds no printable ASCII character, only the
    other code points are looked up: prose is mostly printable ASCII, and a look-up of every character of a page
    had cost more than the test that sets those apart."""
    if table[0x20:0x7F].any():
        maybe = np.arange(len(cp))
        codes = cp
    else:
        maybe = np.flatnonzero((cp - np.uint32(0x20)) >= np.uint32(0x5F))  # (unsigned: below 0x20 wraps round)
        codes = cp[maybe]
    astral = codes >= BMP
    return maybe[bmp_look_up(table, codes) & ~astral], maybe[astral]
