"""A named maker's latest announcement or a product's latest update notes, asked short (gate22; English).

The spent waves 4, 6 and the private probe asked, with no time word or with only a month, "what did apple announce",
"what did Apple ship in March?", "What's in the Elden Ring DLC update?", "Minecraft snapshot notes": a maker's newest
news and a product's newest notes (the next event or build replaces them). Longer wordings ("What did Samsung unveil
at Unpacked?") were read already; a year, "first" or history pins them ("what did Apple announce in 2007", "what
did Apple first announce").

``firm_release(text)`` returns a cue ("release:<shape> ...") or ``None``. Pure; no nested unbounded quantifiers.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["firm_release"]

_PINNED = re.compile(r"\b(?:(?:1[5-9]|20)\d\d|\d0s|first|1st|original|history|ever|famous|back\s+then|"
                     r"mean|means|meaning)\b", re.IGNORECASE)
_ANNOUNCED = re.compile(
    r"^\s*what\s+did\s+(?:the\s+)?[\w'’.&-]+(?:\s+[\w'’.&-]+)?\s+(?:announce|unveil|launch|reveal|ship|"
    r"show\s+off|tease)\s*+(?:at\s+(?:its|the)\s+[\w'’.&-]+(?:\s+[\w'’.&-]+)?|in\s+(?:january|february|"
    r"march|april|may|june|july|august|september|october|november|december))?\s*+[?!.]*+\s*+$", re.IGNORECASE)
_NOTES = re.compile(
    r"^\s*what(?:['’]s|\s+is)\s+(?:in|new\s+in)\s+the\s+(?:[\w'’.&:-]+\s+){1,4}?(?:update|patch|dlc|expansion|"
    r"snapshot|build|release|firmware)\s*+[?!.]*+\s*+$|"
    r"^\s*(?:[\w'’.&:-]+\s+){1,3}?(?:snapshot|patch|update|release|firmware|beta)\s+(?:notes|changelog|change\s+log)"
    r"\s*+[?!.]*+\s*+$", re.IGNORECASE)


def firm_release(text: str) -> str | None:
    """The cue when ``text`` asks a maker's newest announcement or a product's newest notes, else ``None``."""
    if _PINNED.search(text):
        return None
    if m := _ANNOUNCED.search(text) or _NOTES.search(text):
        return "release:" + " ".join(m.group(0).lower().split())[:32]
    return None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
