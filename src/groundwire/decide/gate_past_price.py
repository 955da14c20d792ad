"""A price asked as it was at a past launch (gate21-local).

"What was the price of a Model T when it launched?", "what was the launch price of the PS2", "How much did the first
Macintosh cost when it came out?", "the original retail price of the Game Boy": a launch happens once, so its price
never moves (review19a's spent row, our own probes in other wordings). The price word reads as fresh to the rules.

Not when the launch is to come or the price is asked now ("what's the launch price of the iPhone 18", "what will the
PS6 cost at launch", "what does the Model Y cost now"), nor a price series ("how much has the iPhone's launch price
risen", "the most recent launch price").

``past_price(text)`` returns a cue or ``None``.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["past_price"]

_LAUNCH_PRICE = re.compile(
    r"\b(?:launch|release|introductory|original(?:\s+retail)?|debut|starting)\s+(?:retail\s+)?(?:price|cost|msrp)\b|"
    r"\b(?:price|cost|msrp)\s+(?:at|on)\s+(?:its\s+|their\s+|the\s+)?(?:launch|release|debut)\b|"
    r"\b(?:when|as)\s+(?:it|they|the\s+\w+(?:\s+\w+)?)\s+(?:first\s+)?(?:launched|came\s+out|was\s+released|were\s+released|"
    r"debuted|went\s+on\s+sale|first\s+went\s+on\s+sale|was\s+introduced|hit\s+(?:the\s+)?(?:shelves|stores))\b|"
    r"\bat\s+(?:its\s+|their\s+)?(?:launch|release|debut)\b", re.IGNORECASE)
_PRICE = re.compile(r"\b(?:price|prices|cost|costs|msrp|how\s+much)\b", re.IGNORECASE)
_PAST = re.compile(r"\b(?:was|were|did|had)\b", re.IGNORECASE)
_NOW = re.compile(r"\b(?:is|are|now|current(?:ly)?|today|still|will|going\s+to|upcoming|next|new|newest|latest|"
                  r"recent(?:ly)?|this\s+year|risen|rise|fallen|fall|changed?|compare[ds]?|vs)\b|['’]s\s+the\b",
                  re.IGNORECASE)


def past_price(text: str) -> str | None:
    """A cue when ``text`` asks, in the past tense, the price of a thing at its launch; else ``None``."""
    if not (m := _LAUNCH_PRICE.search(text)) or not _PRICE.search(text) or not _PAST.search(text):
        return None
    if _NOW.search(text):
        return None
    return f"launch_price:{m.group(0)[:24].lower()}"


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
