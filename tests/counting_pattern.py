"""A compiled pattern that counts the characters each search is handed: the guard's linear-cost tests count work
instead of timing it (review13b, review14c)."""

from __future__ import annotations

import re
import sys


class CountingPattern:
    """Wraps ``rx``; adds ``endpos - pos`` (clipped to the string) to ``counter[0]`` on every search."""

    def __init__(self, rx: re.Pattern[str], counter: list[int]) -> None:
        self._rx, self._counter = rx, counter

    def _count(self, string: str, pos: int = 0, endpos: int | None = None) -> None:
        self._counter[0] += max(0, (len(string) if endpos is None else min(endpos, len(string))) - pos)

    def search(self, string, pos=0, endpos=sys.maxsize):
        self._count(string, pos, endpos)
        return self._rx.search(string, pos, endpos)

    def match(self, string, pos=0, endpos=sys.maxsize):
        self._count(string, pos, endpos)
        return self._rx.match(string, pos, endpos)

    def finditer(self, string, pos=0, endpos=sys.maxsize):
        self._count(string, pos, endpos)
        return self._rx.finditer(string, pos, endpos)
