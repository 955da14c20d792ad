"""News shape without capital letters: who is acting, and is it reported as happening now?

The gate's older news rule found the actor by its capital letters, so a lower-cased question ("which airline is
slashing 31,000 flights in november", typed into a search box) showed no actor at all. Here an actor is found
without case:

* a known name from ``data/gate_names.txt`` (countries and their peoples, US states, large cities, public bodies,
  leagues, companies), matched on whole lower-cased words, one to four words long;
* a noun for people and bodies who act in the news: officials, lawmakers, police, scientists, a company, the
  government, a president, a star ...

and the action from the verb's shape, not its case: reported verbs (announced, resigned, was fined), the present
progressive of an actor ("is slashing", "are spreading"), the present perfect ("has signed", "have voted"), the
future ("will return", "is to trial"). ``news_cue(text)`` returns the words that matched, or ``None``.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from functools import lru_cache
from pathlib import Path

from ..datafile import read_name_list
from .time.prefilter import screen_patterns

__all__ = ["ACTOR_NOUNS", "NAMES_FILE", "action_now", "actor_noun", "named_actor"]

NAMES_FILE = Path(__file__).resolve().parent.parent / "data" / "gate_names.txt"
_MAX_NAME_WORDS = 4

_TOKEN = re.compile(r"[a-z0-9&]+(?:[.'’-][a-z0-9&]+)*")


def _tokens(text: str) -> list[str]:
    out = []
    for tok in _TOKEN.findall(text.lower()):
        tok = tok.replace("’", "'")
        tok = tok.removesuffix("'s")
        out.append(tok)
    return out


@lru_cache(maxsize=1)
def _names() -> frozenset[str]:
    return read_name_list(NAMES_FILE, _joined_tokens)[0]


def _joined_tokens(name: str) -> str:
    return " ".join(_tokens(name))


def named_actor(text: str) -> str | None:
    """The first known name in ``text`` (longest first at each word), case-blind: "the u.s.", "coca-cola"."""
    names = _names()
    toks = _tokens(text)
    for i in range(len(toks)):
        for n in range(min(_MAX_NAME_WORDS, len(toks) - i), 0, -1):
            cand = " ".join(toks[i:i + n])
            if cand in names:
                return cand
    return None


# People and bodies whose doings are news. Plural or with a determiner, so "a president" or "the company".
ACTOR_NOUNS = (
    r"officials|lawmakers?|legislators?|regulators?|prosecutors?|authorities|police|officers?|investigators?|"
    r"scientists?|researchers?|astronomers?|archaeologists?|doctors?|experts?|economists?|analysts?|voters?|"
    r"protesters?|demonstrators?|strikers?|workers?|employees?|staff|unions?|residents?|citizens?|fans?|"
    r"shoppers?|customers?|consumers?|passengers?|travell?ers?|tourists?|parents?|students?|teachers?|"
    r"governments?|administration|ministry|department|agency|regulator|council|court|judge|jury|"
    r"company|companies|firms?|brands?|retailers?|airlines?|automakers?|carmakers?|chains?|startups?|"
    r"manufacturers?|giant|tech\s+giant|billionaires?|founder|president|prime\s+minister|ceo|chief\s+executive|"
    r"governor|mayor|senator|congress(?:wo)?man|minister|chancellor|king|queen|prince|princess|pope|monarch|"
    r"royals?|stars?|singer|rapper|actor|actress|comedian|influencer|quarterback|coach|manager|striker|"
    r"team|club|player|athletes?|celebrit(?:y|ies)|campaigners?|activists?|charity|hospital|school\s+district|"
    r"museum|zoo|mob|gunman|suspect|survivors?|victims?|rescuers?|firefighters?|troops|soldiers|army|military|"
    r"auditors?|watchdogs?|inspectors?|inquiry|tribunal|ombudsman|coroner|commission|committee|"
    r"rebels?|state\s+media|network|streamer|broadcaster|newspaper|publisher|the\s+(?:state|city|county|nation|"
    r"country|town|region|province)")
_ACTOR_NOUN = re.compile(rf"\b(?:{ACTOR_NOUNS})\b", re.IGNORECASE)


def actor_noun(text: str) -> str | None:
    m = _ACTOR_NOUN.search(text)
    return m.group(0).lower() if m else None


_IRREGULAR_PARTICIPLE = (r"said|seen|made|won|sold|told|given|taken|found|lost|left|hit|become|begun|broken|"
                         r"brought|bought|caught|chosen|drawn|driven|fallen|flown|got|gotten|grown|held|kept|"
                         r"known|led|met|paid|run|sent|shot|shut|spent|struck|sworn|thrown|written|put|set|cut|"
                         r"quit|risen|withdrawn|undergone|overtaken|stolen|frozen|spoken|shown|hidden|sunk|begun")
# The action as happening now or just now, read from the verb's shape.
_ACTION_NOW = re.compile(
    r"\b(?:is|are|was|were)\s+(?:now\s+|still\s+|reportedly\s+|currently\s+)?(?!being\b|going\b|thing\b|"
    r"something\b|nothing\b|everything\b|anything\b|king\b|during\b|morning\b|evening\b|spring\b|string\b|"
    r"wing\b|ring\b|sing\b|bring\b|building\b|meaning\b|feeling\b|ceiling\b|darling\b|sibling\b)"
    r"(?-i:[a-z]{2,}ing)\b|"  # lower-case: "is Nightwing", "in Beijing" are names
    r"(?<!\bto\s)(?<!\bmay\s)(?<!\bmust\s)(?<!\bmight\s)(?<!\bcould\s)(?<!\bwould\s)(?<!\bshould\s)"
    r"\b(?:has|have)\s+(?:now\s+|just\s+|reportedly\s+|officially\s+|also\s+|finally\s+|not\s+)?(?:been\s+)?"
    rf"(?:[a-z]{{3,}}ed|{_IRREGULAR_PARTICIPLE})\b|"
    r"\bwill\s+(?!(?:you|i|we|it|he|she|they|the|a|an|this|that|these|those|my|your|his|her|its|our|their)\b|"
    r"happen\b)(?:soon\s+|now\s+|not\s+|no\s+longer\s+|be\s+)?[a-z]{3,}\b|"
    r"\b(?:is|are)\s+(?:about\s+)?to\s+(?!be\s+(?:found|seen|used|done|made)\b|the\b|an?\b)[a-z]{3,}\b|"
    # "which item are people panic buying": news actors doing something now, the verb after them
    rf"\b(?:is|are)\s+(?:the\s+)?(?:people|{ACTOR_NOUNS})\s+(?:[a-z]+\s+)?(?-i:[a-z]{{2,}}ing)\b",
    re.IGNORECASE)
_NOT_NOW = re.compile(r"\bwhat\s+will\s+happen\s+if\b|\bwill\s+(?:i|you|we)\b|\bif\s+\w+\s+(?:is|are|has|have)\b",
                      re.IGNORECASE)


def action_now(text: str) -> str | None:
    """A verb reported as going on, just done or coming: "is slashing", "has signed", "will return"."""
    if _NOT_NOW.search(text):
        return None
    m = _ACTION_NOW.search(text)
    return re.sub(r"\s+", " ", m.group(0).lower()) if m else None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
