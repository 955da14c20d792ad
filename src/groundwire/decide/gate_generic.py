"""A question about a kind of event in general, not about one that happened (gate17b, from the spent halves of wave
21b and review17a): "what causes a measles outbreak", "what triggers an earthquake", "what separates a hurricane
from a typhoon", "how does a stock market crash start".

The cause verb in the present simple ("causes", "triggers", "sets off", "leads to") or a contrast verb
("separates", "distinguishes") asked of a noun with "a" / "an" names a kind: the answer is a textbook explanation.
An event word inside it ("outbreak", "crash", "earthquake") is no news, unless a time word ("this week", "today",
"recent", "latest", "current", a year) or "the" points at one happening ("what caused the outbreak in texas"
is past tense and "the": not this shape).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["generic_kind_ask"]

_GENERIC_ASK = re.compile(
    r"^\s*(?:[\w ,'’-]{0,30}:\s*)?(?:(?:what|which\s+\w+)\s+(?:usually\s+|typically\s+|generally\s+)?"
    r"(?:causes|triggers|sets\s+off|leads\s+to|starts|drives|separates|distinguishes|sets\s+apart)\s+(?:a|an)\s+"
    r"|how\s+(?:does|do)\s+(?:a|an)\s+[\w' -]{2,40}?\s+(?:start|form|begin|spread|happen|develop|end)\b)",
    re.IGNORECASE)
_NOW_WORDS = re.compile(r"\b(?:today|tonight|now|right\s+now|currently|current|recent|recently|latest|this|these|"
                        r"last|yesterday|week|month|year|ongoing|still)\b|(?<!\d)(?:19|20)\d\d(?!\d)", re.IGNORECASE)


def generic_kind_ask(text: str) -> bool:
    """``text`` asks what causes / sets apart a kind of event in general ("what causes a measles outbreak"), with
    no word of time pointing at one."""
    return bool(_GENERIC_ASK.match(text)) and not _NOW_WORDS.search(text)


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
