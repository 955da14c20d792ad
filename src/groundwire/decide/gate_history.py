"""People of history asked about (round 14, from wave 13 and the round-11c entity probe, both read): "Did Einstein
fail maths at school?", "Did Darwin visit the Galapagos?", "Did Mendel work with peas?". A yes/no question with a
name reads as a named thing's fresh deed to the entity-state shape; when the name is one of history's (the
hand-written list ``data/gate_history_names.txt``: people who died before 1970, peoples of history) the answer is a
settled life, so the shape (and the learned part) leaves it local. Time words still search ("Einstein's latest
biography").
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from functools import lru_cache
from pathlib import Path

from ..datafile import read_name_list
from .gate_news import _joined_tokens, _tokens

__all__ = ["HISTORY_NAMES_FILE", "history_person"]

HISTORY_NAMES_FILE = Path(__file__).resolve().parent.parent / "data" / "gate_history_names.txt"
_MAX_NAME_WORDS = 5
# a place, body or prize named after the person ("the Lincoln Tunnel", "Darwin airport", "the Nobel ... ", "Tesla
# Motors"): the thing named is today's, not the life
_NAMED_AFTER = frozenset((
    "tunnel", "center", "centre", "memorial", "airport", "city", "county", "park", "bridge", "street", "st", "avenue",
    "road", "station", "university", "college", "school", "hospital", "high", "square", "plaza", "financial", "motor",
    "motors", "stadium", "arena", "institute", "museum", "award", "awards", "prize", "prizes", "day", "crew", "fc",
    "club", "hall", "theatre", "theater", "library", "foundation", "trust", "company", "corp", "inc", "group", "hotel",
    "port", "harbour", "harbor", "line", "lines", "towers", "tower", "mall", "market", "festival", "fellowship",
    "scholarship", "telescope", "mission", "rover", "probe", "program", "programme", "project", "lab", "labs",
    # a work by the person, sold or shown today ("the Picasso painting", review12c)
    "painting", "paintings", "portrait", "sculpture", "drawing", "sketch", "manuscript", "manuscripts", "letters",
    "collection", "exhibition", "exhibit", "estate", "archive", "archives", "auction",
    # what outlives a life ended 1970-2019: a home or a catalogue sold, a biopic, a living kin's word ("Did Freddie
    # Mercury's house sell?", "What did Nelson Mandela's grandson say?", review13a)
    "house", "home", "mansion", "ranch", "catalog", "catalogue", "royalties", "biopic", "statue", "memorabilia",
    "grandson", "granddaughter", "grandchildren", "widow", "widower", "heir", "heirs", "descendants"))
# "a Picasso", "an Einstein": a work or a namesake, not the person (review12c)
_ARTICLE = frozenset(("a", "an"))
# a deed of today's public life (weather, votes, money, a council, an agency's word): a bare name marked "~" in the
# list (a city, a living politician, a programme, a firm as well) then means today's namesake (review12c)
_TODAYS_DEED = re.compile(
    r"\b(?:hit|struck|flood(?:s|ed|ing)?|cyclones?|storms?|hurricanes?|typhoons?|earthquakes?|bushfires?|wildfires?|"
    r"heatwaves?|evacuat\w*|lockdowns?|curfews?|elect(?:ed|ions?)|win|won|wins|seats?|polls?|votes?|voted|ballots?|"
    r"campaign\w*|tax(?:es)?|rates?|fees?|fares?|funding|budgets?|council|mayor|police|shares?|stocks?|ipo|raised?|"
    r"raises|cut|cuts|ban(?:s|ned)?|approv(?:e|es|ed)|confirm(?:s|ed)?|announc(?:e|es|ed)|report(?:s|ed)?|"
    r"data|forecasts?|launch(?:es|ed)?|satellites?)\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def _read_names() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """(every name, the bare names marked "~" that are also today's city, politician, programme or firm, every
    name's last word: a name held in a text has its last word among the text's words)."""
    names, namesakes = read_name_list(HISTORY_NAMES_FILE, _joined_tokens)
    return names, namesakes, frozenset(name.rsplit(" ", 1)[-1] for name in names)


def history_person(text: str) -> str | None:
    """The first person or people of history named in ``text`` (whole words, case-blind), else ``None``."""
    names, namesakes, last_words = _read_names()
    toks = _tokens(text)
    if last_words.isdisjoint(toks):
        return None  # no name can end anywhere (most questions): skip the scan over every span (gate-en13)
    for i in range(len(toks)):
        for n in range(min(_MAX_NAME_WORDS, len(toks) - i), 0, -1):
            cand = " ".join(toks[i:i + n])
            if cand not in names:
                continue
            if (i + n < len(toks) and toks[i + n] in _NAMED_AFTER) or (i and toks[i - 1] in _ARTICLE):
                break  # "the Lincoln Tunnel", "a Picasso": not the person
            if cand in namesakes and _TODAYS_DEED.search(text):
                break  # "Did Darwin get hit by the cyclone": the city
            return cand
    return None
