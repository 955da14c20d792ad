"""News leads any outlet writes: a new record set, a post filled for the meantime, a new species found.

Two leads recur in every news voice and name the event by its kind, not by a name the rules could list:

* ``new_record``: a record set or broken just now ("Who set a new world record in the 800m?", "the swimmer
  smashed the national record by how much?", "a record-breaking heatwave"). "Who holds the record" is read by the
  drifting shapes; a stated year, a first or an era is history and is left alone, as is a capitalised name that
  is no known name in cased text ("Who set a land speed record in Thrust SSC?").
* ``interim_post``: an interim or caretaker holder of a post ("Who was named interim head coach?", "the board
  picked whom as caretaker manager?"): such a post lasts weeks, so the question is about now.
* ``new_species``: a species newly found or described ("A new species of frog was discovered where?", "which
  new species of orchid was named after a singer?"): science desks report them weekly.

Each function returns the words that matched, or ``None``. The caller (``gate._news``) has ruled out chat requests
and, for the records and posts, stated years; ``new_species`` is read before the history words ("discovered"), so
it checks for a year itself.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_deed import FIRST_OF_A_KIND, age_of_history, names_unknown, words_of
from .gate_vocab import ROLES
from .time.prefilter import screen_patterns

__all__ = ["interim_post", "new_record", "new_species"]

_NEW_RECORD = re.compile(
    r"\b(?:set|sets|setting|broke|breaks|breaking|smashed|smashes|shattered|shatters|equall?ed|beat|beats)\s+"
    r"(?:a|the|his|her|their|its)\s+(?:new\s+)?(?:[\w'’-]+\s+){0,2}?records?\b|"
    r"\bnew\s+(?:[\w'’-]+\s+){0,2}?(?:world|national|olympic|european|british|american|african|asian|all-time|"
    r"course|track|meet|championship|club|state|guinness\s+world)\s+records?\b|\brecord-breaking\b",
    re.IGNORECASE)
_INTERIM = re.compile(rf"\b(?:interim|caretaker)\s+(?:[\w-]+\s+){{0,2}}?(?:{ROLES})\b", re.IGNORECASE)
_NEW_SPECIES = re.compile(r"\b(?:a|the|two|three|several|\d+)\s+(?:new|previously\s+unknown|newly\s+described)\s+"
                          r"(?:[\w-]+\s+)?species\b", re.IGNORECASE)
# a stated year (a recent one made the gate search before these leads are read), an era, a first
_FIXED = re.compile(FIRST_OF_A_KIND + r"|\b(?:AD|BC|BCE)\b|\bcentur(?:y|ies)\b|\b(?:1[5-9]|20)\d0'?s\b|"
                    r"(?<![\d,.$£€])(?:1[0-9]|20)\d{2}(?![\d,])(?!\s?(?:m|km|mm|cc|ft|kg)\b)|"
                    r"\b(?:ancient|medieval)\b", re.IGNORECASE)


def _fixed(text: str) -> bool:
    return bool(_FIXED.search(text)) or age_of_history(text) or names_unknown(text)


def new_record(text: str) -> str | None:
    """ "Who set a new world record in the 800m?": a record set or broken this week."""
    m = _NEW_RECORD.search(text)
    return None if not m or _fixed(text) else words_of(m)


def interim_post(text: str) -> str | None:
    """ "Who was named interim head coach?": a post filled for the meantime."""
    m = _INTERIM.search(text)
    return None if not m or _fixed(text) else words_of(m)


def new_species(text: str) -> str | None:
    """ "A new species of frog was discovered in which rainforest?": a find the science desk reports."""
    m = _NEW_SPECIES.search(text)
    return None if not m or _fixed(text) else words_of(m)


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
