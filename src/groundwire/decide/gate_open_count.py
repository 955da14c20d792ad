"""Counts and superlatives of open sets: members of a line-up or calendar, and what is known so far (gate20).

Two word classes carry change with no time word (wave 29's fit half; the spent held halves of waves 15 terse and 26):

* a count of the members of a container that is revised ("how many races are on the F1 calendar", "how many iPhone
  models are in the lineup", "how many players are on the Lakers roster", "how many stations are in the Delhi Metro
  network"): calendars, line-ups, rosters, squads, menus, fleets, networks are redrawn; a kind's own parts ("how many
  players are on a rugby team", "how many keys does a piano have") carry no "the" + container and are left alone,
  and "system" is no container here ("how many planets are in the solar system");
* what is known so far ("the biggest star we know of", "the most distant galaxy ever observed", "known moons of
  uranus", "how many bird species are recognised"): discovery moves the answer, though the thing is nature's.

* who is aboard or in a named place now ("how many astronauts are on the ISS") and a maker's flagship ("which Galaxy
  phone is Samsung's flagship"): crews rotate, line-ups are renewed.

* the oldest of a living kind ("worlds oldest dog", "the oldest tortoise in the world"): the record holder dies and
  is followed; ``oldest_being(text, end)`` tells ``gate._superlatives`` so (an institution's "oldest university" stays
  fixed).
* a learner's superlative ("what is the more big city of the world"): ``open_count`` reads it as one.

``open_count(text)`` returns a cue ("roster:..." / "known:...") or ``None``; ``gate._shape_cues`` reads it where no
stated year, no past-only tense and no finished career pins the question.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["oldest_being", "open_count"]

_CONTAINERS = (r"calendars?|schedules?|line-?ups?|rosters?|squads?|checklists?|lists?|menus?|catalog(?:ue)?s?|fleets?|"
               r"networks?|ranges?|collections?|programmes?|programs?|cards?|shortlists?|longlists?|charts?|"
               r"grids?|books|register|registry|portfolio|stable")
_CONTAINER_COUNT = re.compile(
    rf"^\s*how\s+many\s+(?:[\w'’.&+-]+\s+){{1,3}}?(?:are|is)\s+(?:there\s+)?(?:currently\s+)?(?:on|in)\s+"
    rf"(?:the|this|their|its|his|her)\s+(?:[\w'’.&+-]+\s+){{0,3}}?(?:{_CONTAINERS})\b", re.IGNORECASE)
# "how many X does the Y lineup / calendar have"
_CONTAINER_HAS = re.compile(
    rf"^\s*how\s+many\s+(?:[\w'’.&+-]+\s+){{1,3}}?(?:does|do)\s+(?:the\s+)?(?:[\w'’.&+-]+\s+){{0,3}}?(?:{_CONTAINERS})\s+"
    rf"(?:have|hold|include|list|feature)\b", re.IGNORECASE)
# what is known so far
_KNOWN_SO_FAR = re.compile(
    r"\b(?:we\s+know\s+of|(?:we|scientists|astronomers|science|humans|researchers)\s+(?:know\s+(?:of|about)|have\s+"
    r"(?:ever\s+)?(?:found|discovered|seen|observed|detected|measured|spotted))|known\s+to\s+(?:science|man|us|"
    r"humans|humanity|exist)|(?:ever\s+)?(?:found|discovered|detected|observed|seen|photographed|imaged|confirmed|"
    r"identified|recorded|measured)\s+(?:so\s+far|to\s+date|yet)|ever\s+(?:observed|detected|discovered|found|seen|"
    r"photographed|imaged|spotted))\b", re.IGNORECASE)
_MEASURE = re.compile(r"\b(?:how\s+many|number\s+of|count\s+of|[a-z]+est|most|least|biggest|largest|smallest|"
                      r"farthest|furthest|closest|nearest|oldest|youngest|heaviest|brightest)\b", re.IGNORECASE)
# "how many bird species are recognised", "how many exoplanets have been confirmed"
_COUNT_KNOWN = re.compile(r"^\s*how\s+many\s+(?:[\w'’.&+-]+\s+){1,3}?(?:are|have\s+been|has\s+been)\s+(?:officially\s+)?"
                          r"(?:known|recogni[sz]ed|described|confirmed|discovered|identified|catalogued|cataloged|named|"
                          r"found|detected)\b", re.IGNORECASE)
# terse: "known moons of uranus", "confirmed exoplanets count", "number of recognised bird species"
_TERSE_KNOWN = re.compile(r"^\s*(?:(?:the\s+)?number\s+of\s+|how\s+many\s+)?(?:known|confirmed|discovered|recogni[sz]ed|"
                          r"described)\s+(?:[\w-]+\s+)?(?:moons|satellites|planets|exoplanets|species|asteroids|comets|"
                          r"stars|galaxies|black\s+holes|dwarf\s+planets|elements|primes|digits|languages|bird\s+species)"
                          r"\b", re.IGNORECASE)


_ABOARD = re.compile(r"^\s*how\s+many\s+(?:astronauts|cosmonauts|people|crew(?:\s+members)?|passengers|staff|employees|"
                     r"workers|troops|soldiers|hostages|prisoners|inmates|patients|residents|researchers|scientists)\s+"
                     r"(?:are|is|live|work|stay)\s+(?:currently\s+)?(?:on|aboard|on\s+board|at|in)\s+(?:the\s+)?"
                     r"(?P<where>(?-i:[A-Z])[\w'’.&-]*)", re.IGNORECASE)
_FLAGSHIP = re.compile(r"\b(?:flagship|top[- ]of[- ]the[- ]range|top[- ]end\s+model|entry[- ]level\s+model)\b", re.IGNORECASE)
_PRESENT_ASK = re.compile(r"^\s*(?:which|what|what['’]s|whats|is|are)\b", re.IGNORECASE)
_PAST = re.compile(r"\b(?:was|were|did|first|original|old|former)\b", re.IGNORECASE)


_BEINGS = re.compile(r"\s+(?:living\s+)?(?:person|people|man|men|woman|women|human|dog|dogs|cat|cats|horse|tortoise|turtle|"
                     r"parrot|bird|animal|twins?|tree|athlete|player|olympian|footballer|actor|actress|monarch|"
                     r"president|pope|nun|priest|veteran|survivor)\b", re.IGNORECASE)
_LEARNER_SUPERLATIVE = re.compile(
    r"\bthe\s+more\s+(?:big|rich|tall|fast|old|large|popular|expensive|famous|high|long|strong|good|young|small|cheap|"
    r"busy|visited|sold|spoken|beautiful|powerful|crowded|populated)\b[^?]{0,30}?\b(?:of|in)\s+(?:the\s+)?(?:world|"
    r"planet|earth|universe|country|europe|asia|africa|america|history)\b", re.IGNORECASE)


_CLOSED_RECORD = re.compile(r"\b(?:was|were|ever|died|history)\b", re.IGNORECASE)


def oldest_being(text: str, end: int) -> bool:
    """Does a living kind follow the "oldest" that ends at ``end`` ("oldest dog", "oldest living man"), asked of now
    (not "who was the oldest person ever": a closed record, as wave 20 labels it)?"""
    return bool(_BEINGS.match(text, end)) and not _CLOSED_RECORD.search(text)


# a released work's own contents (review20g): "how many tracks are on the Thriller track list", "how many songs are on
# the setlist of the 1985 Live Aid show", "how many chapters are in the table of contents": fixed once the album, show
# or book is out (a league's or a maker's list is redrawn and stays a container)
_WORK_CONTENTS = re.compile(r"\b(?:track|song|set|chapter|contents)\s*-?\s*list(?:ing)?s?\b|\btracklist(?:ing)?s?\b|"
                            r"\btable\s+of\s+contents\b|\bcredits\b", re.IGNORECASE)


def open_count(text: str) -> str | None:
    """A cue when ``text`` counts an open set or asks a superlative of what is known so far, else ``None``."""
    if m := _LEARNER_SUPERLATIVE.search(text):
        return f"superlative:{' '.join(m.group(0).lower().split()[:3])}"
    if m := _ABOARD.match(text):
        return f"roster:{' '.join(m.group(0).lower().split())[:40]}"
    if (m := _FLAGSHIP.search(text)) and _PRESENT_ASK.match(text) and not _PAST.search(text):
        return f"roster:{m.group(0).lower()}"
    if (m := _CONTAINER_COUNT.match(text) or _CONTAINER_HAS.match(text)) and not _WORK_CONTENTS.search(m.group(0)):
        return f"roster:{' '.join(m.group(0).lower().split())[:40]}"
    if m := _COUNT_KNOWN.match(text) or _TERSE_KNOWN.match(text):
        return f"known:{' '.join(m.group(0).lower().split())[:40]}"
    if (m := _KNOWN_SO_FAR.search(text)) and _MEASURE.search(text[:m.start()]):
        return f"known:{' '.join(m.group(0).lower().split())}"
    return None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
