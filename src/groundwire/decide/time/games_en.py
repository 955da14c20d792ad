"""Is a sentence about a game? "The score stood at 21-14 in the third quarter", "they led at the half", "scored
twice in the second period": quarters and halves of a match, not of the year. A score (two small numbers joined by a
dash, "21-14") or a word of play in the same sentence tells so."""

from __future__ import annotations

import re

_GAME = re.compile(r"(?<![\d.,/-])\d{1,3}\s?[-–]\s?\d{1,3}(?![\d.,/%-])|\b(?:score[ds]?|scoring|halftime|half-time|"
                   r"touchdowns?|field\s+goals?|quarterbacks?|innings?|goals?|points?|rebounds?|assists?|fouls?|"
                   r"buzzer|overtime|the\s+(?:game|match|fourth|final\s+whistle)|led|trailed|tied|kick-?off|referee)\b",
                   re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?;](?:\s|$)")


def in_a_game(text: str, start: int) -> bool:
    """True when the sentence holding ``start`` speaks of a game (see above)."""
    a = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    z = _SENTENCE_END.search(text, start)
    return _GAME.search(text, a, z.start() if z else len(text)) is not None
