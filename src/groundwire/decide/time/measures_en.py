"""Is a two-digit "decade" a temperature or an age? "Highs in the mid-40s", "lows in the 50s", "temperatures in the
upper 90s" (a forecast's degrees), "a woman in her mid-30s", "men in their 50s" (an age): no decade of years. A
decade written in full ("temperatures in the 1950s") or with an apostrophe ("the '50s") stays a decade."""

from __future__ import annotations

import re

# a weather reading earlier in the same clause ("Highs in the mid-40s", "temperatures will reach the 90s")
_READING = re.compile(r"\b(?:highs?|lows?|temperatures?|temps?|readings?|wind\s*chills?|heat\s+index|dew\s*points?|"
                      r"thermometers?|mercury|degrees?|feels\s+like)\b[^.;!?\d]{0,30}$", re.IGNORECASE)
# a possessive right before: an age ("in her mid-30s", "in their early 20s")
_AGE = re.compile(r"\b(?:his|her|their|my|your|our|its)\s+(?:the\s+)?$", re.IGNORECASE)
_DEGREES_AFTER = re.compile(r"\s*(?:°|º|degrees?\b)", re.IGNORECASE)


def measured(text: str, start: int, end: int) -> bool:
    """True when the short decade ``text[start:end]`` ("the mid-40s", "50s") reads as degrees or an age."""
    before = text[max(0, start - 48):start]
    return bool(_READING.search(before) or _AGE.search(before) or _DEGREES_AFTER.match(text, end))
