"""A headline quoted in the question, asked about now or as a famous old one (gate22; English).

Wave 34's headline voice quotes a headline and asks who, which or where ("'Ceasefire collapses' — where?", '"Bank to
shut 100 branches" which bank?'): the story is this week's whatever the headline's length (round 10's
``headline_ask`` wants three words and a deed after a colon). Its never-changing twins name a famous old headline:
a paper's own ("was Variety's headline about which crash", "the Sun's notorious headline"), a famous / notorious /
wrong / iconic one, one a paper printed or ran: fixed history.

``quoted_headline_ask(text)`` returns a cue ("headline:<ask>") or ``None``; ``old_headline(text)`` says whether the
headline asked about is a famous old one. A quotation asked for its source ("'Ich bin ein Berliner' — who said it?") is
no headline. Pure; no nested unbounded quantifiers.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["old_headline", "quoted_headline_ask"]

_QUOTED = re.compile(r"""^\s*(?:(?:saw|read|seen)\s+(?:a|the|this)\s+headline\s*[:,]?\s*|headline\s*(?:says|said|
                         |reads|read|:)?\s*[:,]?\s*)?["“'‘](?P<lead>[^"”'’]{3,120})["”'’]\s*[-—–:,.]*\s*"""
                     r"(?P<ask>(?:which|who|where|what|whose|is\s+(?:it|this|that))\b[^?]{0,80})\??\s*$",
                     re.IGNORECASE | re.VERBOSE)
_OLD = re.compile(r"\b(?:was|were)\s+(?:the\s+)?(?-i:[A-Z])[\w'’.-]*['’]s\s+(?:\w+\s+)?headline|"
                  r"\b(?:the\s+)?(?-i:[A-Z])[\w'’.-]*['’]s\s+(?:\w+\s+)?headline\b[^?]{0,40}?\b(?:refer(?:red)?|"
                  r"about|was)\b|"
                  r"\b(?:famous|notorious|infamous|iconic|classic|legendary|wrong|historic|front[\s-]page)\s+"
                  r"(?:\w+\s+)?headlines?\b|"
                  r"\bheadlines?\b[^?]{0,40}?\b(?:printed|ran|run\s+in|appeared\s+in)\b|"
                  r"\b(?:which|what)\s+(?:news)?paper\s+(?:printed|ran|published|carried)\b|"
                  r"\bwhat\s+year\s+(?:did|was)\s+(?:that|the|this)\s+headline\b", re.IGNORECASE)
# review22g (read): a quotation asked for its source ("'Ich bin ein Berliner' — who said it?"): a speech's, a song's,
# a film's or a book's words have one fixed source
_SOURCE_ASK = re.compile(r"^(?:who\s+(?:said|wrote|sang|says|sings)|(?:which|what)\s+(?:film|movie|song|book|"
                         r"play|poem|speech|album|show|series|novel)|whose\s+(?:words|line|quote))\b", re.IGNORECASE)


def quoted_headline_ask(text: str) -> str | None:
    """ "'Ceasefire collapses' — where?": a quoted headline of two words or more, then who / which / where."""
    m = _QUOTED.match(text)
    if not m or len(m.group("lead").split()) < 2 or old_headline(text) or _SOURCE_ASK.match(m.group("ask")):
        return None
    return "headline:" + " ".join(m.group("ask").lower().split())[:30]


def old_headline(text: str) -> bool:
    """A famous old headline asked about: its paper, its year, its story are fixed."""
    return bool(_OLD.search(text))


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
