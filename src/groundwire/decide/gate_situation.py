"""The user's own "now" / "tonight" said in a clause beside the question (gate21-local).

"I'm at the museum now, what is the Terracotta Army made of?", "Which element has atomic number 79? pub trivia
tonight, need to be sure", "standing in the gallery right now - who painted this?": the time word dates where the
user is or what they are doing, in a clause that asks nothing; the question clause holds no time word. Round 18's
``gate_own.situational_rest`` reads first-person calendar clauses ("My book club meets tonight."); this reads the
shapes it leaves: "now" / "right now" in a first-person place or doing clause, and a verbless note of an errand
("pub trivia tonight", "exam tomorrow", "quiz night today") — wave 33's fit half, two rows in two wordings.

Not when the question leans on the moment ("I'm in Paris now, what's the weather like?", "I'm at the stadium
tonight, who is playing?", "is it open?"): then the rules read the whole text as before.

``situation_rest(text, hard_words)`` returns the question without its situation clauses, or ``None``.
"""

from __future__ import annotations

import re

from .time.prefilter import screen_patterns

__all__ = ["situation_rest"]

_SITUATION_WORDS = frozenset(("now", "right now", "today", "tonight", "tomorrow", "this morning", "this afternoon",
                              "this evening", "this weekend"))
_CLAUSE_SPLIT = re.compile(r"(?<=[.?!;,:])\s+|\s+[-–—]+\s+")
# a first-person place or doing: "I'm at the museum now", "we are standing in front of it right now", "im reading"
_FIRST_PERSON_SITUATION = re.compile(
    r"^\s*(?:(?:so|and|but|well|ok|okay|hey|hi)\s*,?\s+)?(?:i|i'm|i’m|im|i\s+am|we|we're|we’re|we\s+are|my\s+\w+|"
    r"our\s+\w+)\b[^?]{0,60}$", re.IGNORECASE)
# a verbless note of an errand: "pub trivia tonight", "quiz night today", "exam tomorrow", "need to be sure"
_ERRAND_NOTE = re.compile(
    r"^\s*(?:(?:have|got|there's|theres)\s+(?:a|an|my)?\s*)?(?:[a-z]+\s+){0,2}?(?:trivia|quiz|exam|test|homework|"
    r"assignment|essay|presentation|class|lesson|tour|visit|game\s+night|quiz\s+night|pub\s+quiz|bet|debate|"
    r"competition|contest)(?:\s+night)?\s+(?:is\s+)?(?:(?:later|early|first\s+thing)\s+)?(?:now|right\s+now|today|tonight|"
    r"tomorrow|this\s+\w+)\b[^?]{0,30}$",
    re.IGNORECASE)
_NO_TIME_NOTE = re.compile(r"^\s*(?:(?:i\s+)?need\s+to\s+(?:be\s+sure|know|check)|just\s+checking|thanks?(?:\s+you)?|"
                           r"pls|please|asap|quick(?:ly)?)\W*$", re.IGNORECASE)
_ASK_CLAUSE = re.compile(r"\?\s*$|^\s*(?:what|who|whom|whose|which|when|where|why|how|is|are|was|were|do|does|did|"
                         r"can|could)\b", re.IGNORECASE)
# a question that leans on the moment said beside it: a happening, a schedule, a state, the weather
_LEANS_ON_NOW = re.compile(r"\b(?:is|are|'s|’s)\s+(?:\w+\s+)?\w+ing\b|\b(?:will|going\s+to|open|opens|close|closes|"
                           r"closed|on|weather|forecast|rain|snow|traffic|delays?|playing|showing|schedule|time|"
                           r"tickets?|price|cost|queue|wait|crowded|busy|there|nearby|near\s+me|around\s+here)\b",
                           re.IGNORECASE)


def situation_rest(text: str, hard_words: list[str]) -> str | None:
    """``text`` without the clauses that only say where the user is or what they are doing now, when every hard word
    is a situation word said there and another clause asks a question that does not lean on it; else ``None``."""
    if not hard_words or any(w.lower() not in _SITUATION_WORDS for w in hard_words):
        return None
    clauses = [c for c in _CLAUSE_SPLIT.split(text.strip()) if c.strip()]
    if len(clauses) < 2:
        return None
    dated = [c for c in clauses if any(re.search(rf"\b{re.escape(w)}\b", c, re.IGNORECASE) for w in hard_words)]
    rest = [c for c in clauses if c not in dated and not _NO_TIME_NOTE.match(c)]
    asks = [c for c in rest if _ASK_CLAUSE.search(c)]
    if not asks or any(_LEANS_ON_NOW.search(c) for c in asks):
        return None
    if not all((_FIRST_PERSON_SITUATION.match(c) or _ERRAND_NOTE.match(c)) and not _ASK_CLAUSE.search(c)
               for c in dated):
        return None
    return " ".join(rest)


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
