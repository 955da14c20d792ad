"""A holiday's name used to name a thing, beside the date that thing is given: "Black Friday deals end Monday Dec 7",
"Easter holidays: 2–18 April", "Parking suspended this Sunday for the Christmas market". The holiday's name stands
before a noun it modifies (deals, holidays, market) and the text dates what it tells of with another date, so that
date is the time and the holiday's own day is not asked about; the holiday is no span.

Round 24 (time24), from a cause three authors' tables share (blind9_held4 of round 12, wave17b of round 17, wave23
of round 23): each wrote a text whose only time is the other date, and each scored the extra holiday span as wrong.

Not covered (kept as spans): a holiday alone in its text, attributive or not ("Boxing Day sales start at 6am",
"Cyber Monday deals", "halloween party!!": there it is the only time the text gives, and the tables want it); a
holiday followed by a verb, a time word, a preposition or a year ("Christmas falls on a Friday", "Christmas Eve",
"Easter Monday 2027", "Easter next year"); a holiday inside a longer span ("the day after Thanksgiving"); a name
that opens with a holiday without another date ("the Easter Rising centenary"), which this does not try to tell.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from collections.abc import Sequence
from typing import Protocol, TypeVar

from . import holidays_en


class _Span(Protocol):
    start_i: int
    end_i: int
    kind: str


S = TypeVar("S", bound=_Span)

# one space, then a word that is no verb, auxiliary, function word, time word or number: a noun the name modifies
_NOUN_AFTER = re.compile(
    r"[ \t](?!(?:is|are|was|were|be|been|will|would|shall|should|can|could|may|might|must|has|have|had|does|do|did|"
    r"falls?|fell|starts?|started|begins?|began|ends?|ended|comes?|came|lands?|landed|arrives?|arrived|"
    r"and|or|but|nor|not|no|so|as|if|when|while|because|to|through|thru|till|until|from|on|in|at|by|for|of|with|"
    r"this|next|last|that|these|those|the|a|an|"
    # adverbs and pronouns ("Christmas Eve too", "Easter itself", "Christmas we fly home")
    r"too|also|only|again|though|then|yet|still|already|instead|either|anyway|ever|even|just|here|there|now|today|"
    r"tomorrow|tonight|yesterday|ago|later|soon|early|late|i|me|we|us|you|he|him|she|her|it|its|they|them|our|my|"
    r"your|his|their|itself|everyone|everybody|all|both|each|every|some|any|"
    r"eve|day|days|weekend|week|morning|afternoon|evening|night|noon|midnight|period|season|time|"
    r"mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)"
    r"[A-Za-z]{3,}\b", re.IGNORECASE)


def _is_bare_holiday(text: str, span: _Span) -> bool:
    return holidays_en.canonical(text[span.start_i:span.end_i]) is not None


def without_attributive_holidays(text: str, spans: Sequence[S], now_kind: str) -> list[S]:
    """``spans`` without each bare holiday name that runs into a noun it modifies while another span, no holiday
    and no "now", dates the text (``now_kind`` is the kind of a "now" span)."""
    holidays = {id(s) for s in spans if _is_bare_holiday(text, s)}
    if not holidays or not any(s.kind != now_kind and id(s) not in holidays for s in spans):
        return list(spans)
    return [s for s in spans if id(s) not in holidays or not _NOUN_AFTER.match(text, s.end_i)]
