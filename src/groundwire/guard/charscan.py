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

__all__ = ["BMP", "LONG_TEXT", "bmp_table", "code_points", "every_bmp_char"]

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
