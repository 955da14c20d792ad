"""Present-state shapes the rules missed in wave 18 (gate-en15, issue 8): what stands now, asked without a time word.

- the results of a vote named without a year ("What were the results of the Estonian parliamentary vote?"): the
  latest one, like "who won the election";
- a season or window asked whether it has started or ended ("has the wet season started in darwin", "is the
  transfer window closed"): today's state, in any case (the entity shapes need a capitalised place);
- the grid of a race ("Who is on pole for the Daytona 500?", "Who took pole at Monza?": the latest race);
- the edition of a standard or a manual in use ("Which edition of the DSM do psychiatrists use?"): the latest one;
- a world record asked in the present ("What is the pole vault world record?"), a deed "just" done ("Who was just
  elected ..."), a count of what is known so far ("How many known moons orbit Uranus?").

A stated year pins each to the past ("the results of the 1975 election"); the caller checks that. Knowledge-light:
no names, only the shape of the ask.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["underway_cue"]

# (a vote in general, "the outcome of a tied vote", "the results of any recount", is how it works: review15b)
_VOTE_RESULTS = re.compile(r"^\s*what\s+(?:is|are|was|were)\s+the\s+(?:final\s+|official\s+|latest\s+)?"
                           r"(?:results?|outcome)\s+of\s+(?!(?:an?|any|every|each)\b)(?:the\s+)?[^?]*?"
                           r"\b(?:vote|referendum|ballot|run-?off|by-?election|plebiscite)\b", re.IGNORECASE)
_SEASON_STATE = re.compile(r"^\s*(?:has|have|is|are)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:season|monsoon|window|"
                           r"term|semester|migration|bloom|harvest)\s+(?:already\s+)?(?:started|begun|ended|finished|"
                           r"opened|open(?!\s+to\b)|closed|arrived|over|here|underway)\b"
                           # (not a rule asked: "is the term over when the bell rings", review15b)
                           r"(?![^?]*?\b(?:when|whenever|if|once|unless)\b)", re.IGNORECASE)
_ON_POLE = re.compile(r"\b(?:who|which\s+driver|which\s+rider)(?:'s|’s|\s+is|\s+will\s+be|\s+starts?)\s+"
                      r"(?:on\s+|from\s+)"
                      r"pole\b", re.IGNORECASE)
# ... and told in the past with no year ("Who took pole at Monza?", "who qualified on pole in las vegas"): the latest
# race, as "who won the Monaco GP" is the latest edition (review15b); a first race is one fixed race
_POLE_PAST = re.compile(r"\b(?:who|which\s+driver|which\s+rider)\s+(?:was\s+on|took|got|claimed|secured|grabbed|"
                        r"earned|won|qualified\s+on|started\s+(?:on|from))\s+(?:the\s+)?pole\b", re.IGNORECASE)
_FIRST = re.compile(r"\b(?:first|inaugural|original)\b", re.IGNORECASE)
# a world record asked in the present ("What is the pole vault world record?", "who holds the ... world record now")
# (not the record of a first: "who holds the world record for the first solo transatlantic flight" is one fixed deed,
# review15b, as gate.py's _RECORD_OF_FIRST_EN reads it)
_RECORD_NOW = re.compile(r"^\s*(?:what|who)(?:'s|’s|\s+is|\s+holds?|\s+has)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,4}?"
                         r"world\s+records?\b(?!\s+(?:for|of)\s+(?:the\s+)?(?:very\s+)?first\b)", re.IGNORECASE)
# a deed of a moment ago ("Who was just elected UN High Commissioner for Refugees?")
_JUST_DONE = re.compile(r"\b(?:was|were|has\s+been|have\s+been|has|have)\s+just\s+(?:been\s+)?"
                        r"[a-z]{3,}(?:ed|en|ld|ht)\b",
                        re.IGNORECASE)
# ... not the user's own moment ("My dog has just eaten chocolate", "I was just bitten by a spider"): a first or second
# person as its subject ("I have just ...", "my old dog has just ..."), not a wh-word after it ("Do you know who was
# just elected ...?" asks the news)
_OWN_SUBJECT = re.compile(r"\b(?:(?:i|i've|i’ve|we|we've|we’ve|you|you've|you’ve)\s+|(?:my|our|your)\s+"
                          r"(?:(?!(?:who|which|what)\b)[\w'’-]+\s+){1,2})$", re.IGNORECASE)
# ... nor a kind's moment told in a relative clause ("Can a puppy that was just vaccinated go outside?", "someone who has
# just eaten"): advice about any such one (review15b)
_GENERIC_RELATIVE = re.compile(r"\b(?:an?|any|someone|somebody|anyone|anybody|something|people|those)\s+"
                               r"(?:[\w'’-]+\s+){0,3}?(?:that|who|which)\s+$", re.IGNORECASE)
# a count of what has been found so far ("How many known moons orbit Uranus?"): it grows with each discovery; not
# "named" (review15b: "how many named dwarfs are in Snow White" counts a fixed cast, not a discovery)
_KNOWN_COUNT = re.compile(r"^\s*how\s+many\s+(?:known|confirmed|discovered|identified)\b", re.IGNORECASE)
_EDITION_IN_USE = re.compile(r"^\s*(?:which|what)\s+edition\s+of\s+[^?]+?\b(?:do|does|is|are)\b[^?]*?"
                             r"\b(?:use|using|in\s+use|current|in\s+force|follow)\b", re.IGNORECASE)


def _own_or_generic(before: str) -> bool:
    """The words before a "just" deed make it the user's own moment or any one's (see above)."""
    return bool(_OWN_SUBJECT.search(before) or _GENERIC_RELATIVE.search(before))


def underway_cue(text: str) -> str | None:
    """A label ("underway:vote results" ...) when ``text`` asks one of the present states above, else ``None``."""
    for label, pattern in (("vote results", _VOTE_RESULTS), ("season", _SEASON_STATE), ("pole", _ON_POLE),
                           ("edition in use", _EDITION_IN_USE), ("record", _RECORD_NOW), ("just", _JUST_DONE),
                           ("known count", _KNOWN_COUNT)):
        if (m := pattern.search(text)) and not (pattern is _JUST_DONE and _own_or_generic(text[:m.start()])):
            return f"underway:{label}"
    if _POLE_PAST.search(text) and not _FIRST.search(text):
        return "underway:pole"
    return None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
