"""Never-changing asks that look like a live story or a live count (gate22; English).

gate21's self-review left three rows searched whose answers are fixed; each is a cause, not a row:

* a definition with a platform or place after it: "What does follower count mean on TikTok?", "what does market cap
  mean on Coinbase", "what is meant by a strike on YouTube" (a word explained is explained once);
* a named scandal or affair asked what happened: "What happened with the Teapot Dome scandal?", "what happened in the
  Dreyfus affair" (a scandal with a proper name of its own is history; "what happened with that TikTok ban thing"
  and "what's happening with the Post Office inquiry" stay live);
* an origin deed: "Which game popularised the battle pass model", "who pioneered grunge", "which firm coined the term
  'cloud'" (who first did a thing does not change).

Each function returns ``True`` when its shape is read. Pure; no nested unbounded quantifiers.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["definition_tail", "named_old_story", "origin_deed"]

_DEFINITION_TAIL = re.compile(
    r"^\s*(?:so\s+|ok\s+|hey\s+)?(?:what\s+(?:does|do)\s+(?:the\s+|a\s+|an\s+)?(?:[\w'’\"“”.&-]+\s++){1,4}?"
    # (gate23: the term asked may end the question with no space before its "?": "what's the meaning of rizz?")
    r"(?:mean|stand\s+for)|what\s+is\s+meant\s+by\s+(?:[\w'’\"“”.&-]++\s*+){1,4}?|"
    r"what(?:['’]s|\s+is)\s+the\s+meaning\s+of\s+(?:[\w'’\"“”.&-]++\s*+){1,4}?)"
    # (not "mean for": "what does the new tariff mean for prices" asks an effect, gate-en14)
    r"\s*+(?:(?:on|in|at|when\s+using|inside)\s+(?:the\s+|a\s+|an\s+)?[\w'’.&+-]+(?:\s+[\w'’.&+-]+){0,2})?"
    r"\s*+[?!.]*+\s*+$", re.IGNORECASE)
_NAMED_OLD_STORY = re.compile(
    r"^\s*what\s+happened\s+(?:with|to|in|during)\s+the\s+(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*){0,3}\s+"
    r"(?:scandal|affair|incident|massacre|riots?|disaster|uprising|rebellion|crisis\s+of)\b", re.IGNORECASE)
_ORIGIN_DEED = re.compile(
    r"^\s*(?:which|what|who|whose)\b[^?]{0,50}?\b(?:populari[sz]ed|pioneered|coined|originated|invented|"
    r"came\s+up\s+with|was\s+the\s+first\s+to|were\s+the\s+first\s+to)\b", re.IGNORECASE)


def definition_tail(text: str) -> bool:
    """ "What does follower count mean on TikTok?": a term explained, a platform or place after it (not a new or
    latest thing's effect)."""
    return bool(_DEFINITION_TAIL.match(text)) and not _FRESH_TERM.search(text)


_FRESH_TERM = re.compile(r"\b(?:new|newest|latest|recent|proposed|planned|upcoming)\b", re.IGNORECASE)


def named_old_story(text: str) -> bool:
    """ "What happened with the Teapot Dome scandal?": a scandal or affair with a proper name of its own."""
    return bool(_NAMED_OLD_STORY.match(text))


def origin_deed(text: str) -> bool:
    """ "Which game popularised the battle pass model": who first did a thing."""
    return bool(_ORIGIN_DEED.match(text))


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
