"""A market's present view of a firm or an index: guidance, analysts' ratings, year-end calls (gate22; English).

The spent waves 11 and 32 (four rows, two sets) asked what a firm guided, how analysts rate it or where a bank sees an
index ending the year, with no time word: "What revenue guidance did Nvidia give for the quarter?", "How did
Palantir's guidance land with analysts?", "Which analyst houses rate Palantir a sell?", "What does Goldman expect the
S&P to end the year at?". Each is a word class of changing things: the next call replaces it. A definition or an
explanation ("what does forward guidance mean", "why do analysts downgrade a stock") asks nothing live.

A market's level asked where it is at ("What's Brent at?", "Where's the Baltic Dry Index?") is read here too.

``market_view(text)`` returns a cue ("market:<shape> ...") or ``None``. Pure; no nested unbounded quantifiers.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["market_view"]

_VIEW = re.compile(
    r"\b(?:revenue|sales|profit|earnings|eps|margin|annual|full[\s-]year|quarterly|outlook|capex)\s+guidance\b|"
    r"\b(?-i:[A-Z][\w.&'’-]*)['’]s\s+guidance\b|\bguidance\s+(?:did|does|has|from|for)\s+(?-i:[A-Z])|"
    r"\b(?:rate[sd]?|rating|ratings|upgrade[sd]?|downgrade[sd]?|initiate[sd]?|calls?)\s+(?:[\w.&'’-]+\s+){0,3}?"
    r"(?:a|an|as\s+an?|at|to)\s+(?:strong\s+)?(?:buy|sell|hold|overweight|underweight|outperform|underperform|"
    r"neutral|equal[\s-]weight)\b|"
    r"\b(?:expects?|forecasts?|sees?|predicts?|projects?|targets?)\s+(?:[\w.&'’-]+\s+){0,4}?(?:to\s+(?:end|finish|close)|ending|finishing|closing)"
    r"\s+(?:the\s+|this\s+)?year\b|\byear[\s-]end\s+(?:target|forecast|call)\s+(?:for|on)\b", re.IGNORECASE)
# a market's level asked where it is or what it is doing: "What's Brent at?", "Where's soybeans at on the CBOT?",
# "What are corn futures doing?", "Where's the Baltic Dry Index?", "Where are Freddie Mac's weekly rates?" (spent wave 8,
# wave 9, wave 12: five rows in three sets)
_MARKET = (r"futures|index|indices|brent|wti|crude|soybeans|soy|wheat|corn|gold|silver|copper|oil|bitcoin|ether(?:eum)?|"
           r"yields?|rates|dollar|euro|pound|sterling|yen|yuan|stocks|shares|s&p(?:\s+500)?|dow(?:\s+jones)?|nasdaq|"
           r"ftse(?:\s+100)?|dax|nikkei|hang\s+seng|vix|bonds|gilts|treasuries|cattle|hogs|cocoa|coffee|sugar")
_LEVEL = re.compile(rf"^\s*(?:so\s+|ok\s+)?(?:where|what)(?:['’]s|\s+is|\s+are)\s+(?:the\s+)?(?:[\w'’.&-]+\s+){{0,3}}?"
                    rf"(?:{_MARKET})\s+(?:at|doing|trading(?:\s+at)?|sitting)\b|"
                    rf"^\s*where(?:['’]s|\s+is|\s+are)\s+(?:the\s+)?(?:[\w'’.&-]+\s+){{0,3}}?(?:index|indices|futures|"
                    rf"rates|yields)\s*+[?!.]*+\s*+$",
                    re.IGNORECASE)
_EXPLAINED = re.compile(r"\b(?:mean|means|meaning|definition|define|explain|explained|why\s+(?:do|does|would)|"
                        r"how\s+(?:do|does|is|are)\s+(?:\w+\s+){0,2}?(?:set|work|decided|calculated)|"
                        r"what\s+is\s+(?:a|an)\b|in\s+general|usually|typically|(?:1[5-9]|20)\d\d)\b", re.IGNORECASE)


def market_view(text: str) -> str | None:
    """The cue when ``text`` asks a firm's guidance, an analyst's rating or a year-end call, else ``None``."""
    if (m := _VIEW.search(text) or _LEVEL.search(text)) and not _EXPLAINED.search(text):
        return "market:" + " ".join(m.group(0).lower().split())[:32]
    return None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
