"""Keyword lists as one compiled pattern: English case-insensitively on word boundaries, Chinese as written."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class KeywordSet:
    keywords: tuple[str, ...]
    pattern: re.Pattern[str] | None

    @classmethod
    def of(cls, keywords: Iterable[str]) -> KeywordSet:
        kws = tuple(dict.fromkeys(k.strip() for k in keywords if k and k.strip()))
        if not kws:
            return cls((), None)
        parts = []
        for k in sorted(kws, key=len, reverse=True):  # longest first: "scheduled task" before "task"
            esc = re.escape(k)
            parts.append(esc if not k[0].isascii() else rf"(?<![A-Za-z0-9]){esc}(?![A-Za-z0-9])")
        return cls(kws, re.compile("|".join(parts), re.IGNORECASE))

    def find(self, text: str) -> list[str]:
        """The distinct keywords found in ``text``, in order of first appearance (lower case for English)."""
        if self.pattern is None or not text:
            return []
        return list(dict.fromkeys(m.group(0).lower() for m in self.pattern.finditer(text)))
