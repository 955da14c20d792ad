"""A record asked in the past tense (gate24): "Who was the youngest person ever elected US president?", "What was
the strongest earthquake ever recorded?", "who was the richest man in history", "what was the largest empire in
history by land area".

The superlative and record shapes (``gate._SUPERLATIVE_*``, the "ever" / "in history" record cue) read a record as
one that can fall, which it is when asked in the present ("what's the highest temperature ever recorded on Earth",
"what's the biggest black hole ever discovered": searched). Asked with the past copula at the question's head ("who
was the ...", "what was the ..."), the asker names a record of history, and eight rounds' authors (6's tune set,
12, 14, 15, 16, 20's local wave, 22, 23) wrote every such question local while the gate searched it; no prior set
holds one of this shape that must search. The cue is grammatical: the copula's tense at the question's head, not
the record's subject.

A record of money changing hands (a deal, a sale, a transfer, a box office) falls whatever the tense and keeps its
cues. Not covered: a past record with another verb ("who held the record for ..."), a record in a clause after a lead-in
longer than a short opener, Chinese (its records carry no tense). A stated news deed beside the record ("was the
network's most watched premiere ever, drawing how many viewers") is not at the question's head and stays news.
``past_record(text)`` returns the matched head or ``None``; ``gate._patterns`` then drops the record cues.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["RECORD_CUES", "past_record"]

# the cues a record of history makes moot: the superlative, the "ever" / "in history" record word
RECORD_CUES = ("superlative:", "record:")
# the past copula at the question's head, a superlative after "the", then "ever" / "in history" / "of all time"
_PAST_RECORD = re.compile(
    r"^\s*(?:who|what|which)\s+(?:was|were)\s+the\s+(?:[\w'’-]+\s+){0,3}?(?:\w+est|most\s+\w+|least\s+\w+|"
    r"biggest|largest|highest|lowest|longest|shortest|oldest|youngest)\b[^?.!]{0,80}?"
    r"\b(?:ever|in\s+(?:human\s+|recorded\s+)?history|of\s+all\s+time|on\s+record)\b", re.IGNORECASE)
# a record of money changing hands falls whatever the tense ("what was the largest acquisition deal in history",
# round 1's test; "the biggest IPO ever", "the most expensive transfer ever"): markets set new ones every year
_TRADE_RECORD = re.compile(r"\b(?:deals?|acquisitions?|takeovers?|mergers?|buyouts?|ipos?|sales?|sold|auctions?|"
                           r"transfers?|contracts?|jackpots?|grossing|box\s+office|valuations?|market\s+caps?|"
                           r"fines?|settlements?|payouts?|bonds?|funding|rounds?|expensive|paid|bought|priced?)\b",
                           re.IGNORECASE)


def past_record(text: str) -> str | None:
    """The question's head when ``text`` asks, in the past tense, a record of history; else ``None``."""
    m = _PAST_RECORD.match(text)
    if m and _TRADE_RECORD.search(text):
        return None
    return " ".join(m.group(0).lower().split()[:4]) if m else None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
