"""Is a sentence about a game? "The score stood at 21-14 in the third quarter", "they led at the half", "scored
twice in the second period": quarters and halves of a match, not of the year. A score (two small numbers joined by a
dash, "21-14") or a word of play in the same sentence tells so."""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

# A score (not a range of years, days or percentages: "the 3-5 year outlook") or a word only play uses. Words that
# business news shares ("points", "goals", "led", "tied", "score") are no sign: "rates rose 25 basis points in the
# third quarter" is the year's quarter.
_GAME = re.compile(r"(?<![\d.,/-])\d{1,3}\s?[-–]\s?\d{1,3}(?![\d.,/%-])(?!\s*(?:years?|months?|weeks?|days?|hours?|"
                   r"percent|per\s+cent|%))|\b(?:halftime|half-time|touchdowns?|field\s+goals?|quarterbacks?|innings?|"
                   r"rebounds?|assists?|fouls?|buzzer|overtime|the\s+(?:game|match|final\s+whistle)|trailed|kick-?off|"
                   r"referee)\b",
                   re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?;](?:\s|$)")


def in_a_game(text: str, start: int) -> bool:
    """True when the sentence holding ``start`` speaks of a game (see above)."""
    a = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    z = _SENTENCE_END.search(text, start)
    return _GAME.search(text, a, z.start() if z else len(text)) is not None
