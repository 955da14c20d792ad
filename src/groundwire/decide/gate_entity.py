"""A named thing asked about its state, doings or schedule: "Is Binance down?", "Did T1 qualify for Worlds?".

Round 11 found that rules written from one wave of news voices lift that wave and hardly the next: each new voice
(a farmer's "where's soybeans at", a parent's "did Fairfax County call a delay") brings its own nouns. What the
voices share is grammar, not words: a question about a *named* thing (a capitalised name inside the sentence, an
all-caps or letter-digit brand such as ``T1`` or ``CS2``, or a known name from ``data/gate_names.txt``) whose
predicate asks how that thing stands or what it just did:

* a yes/no question in the perfect, the past or the progressive: "Has China resumed ...", "Did the USDA raise ...",
  "Is the UAW striking ...", "Are Starbucks baristas still on strike";
* "what did <name> say / show / post / rule ..." (a report's content);
* a state that comes and goes: "still", "yet", "again", "anymore", "down", "back", "over", "closed", "delayed",
  "on sale", "out" at the end ("is the Coachella lineup out");
* a quote's level: "what's X trading at", "where's soybeans at";
* a schedule: "when does / is <name> open / start / launch / go on sale ...";
* a named person's injury or illness, how it stands: "Is Messi's injury serious?" (gate-en13).

``entity_state_ask(text)`` returns the cue that matched, or ``None``. It reads English only and is asked only when
no other rule fired and no timeless cue was found (``gate.decide_by_rules``); fixed pasts (a stated year,
"invented / founded / born", history, "the first") and the user's own requests are left out by the caller.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_news import named_actor
from .time.prefilter import screen_patterns

__all__ = ["entity_state_ask", "name_in"]

# a capitalised word after the first one (not "I"), an all-caps word, or letters mixed with digits ("T1", "CS2")
_NAME = re.compile(r"(?<=\s)(?!I\b)(?:[A-Z][a-zA-Z0-9&'’.-]*[a-zA-Z0-9]|[A-Z]{2,})|\b[A-Za-z]+\d+[A-Za-z0-9]*\b|"
                   r"\b\d+[A-Za-z]+\d*\b")
# words that are capitalised for other reasons than being a name
_NOT_NAME = frozenset({"I", "I'm", "I've", "I'd", "OK", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
                       "Saturday", "Sunday", "English", "God", "Mr", "Mrs", "Ms", "Dr"})

# "-ing" words that are no progressive verb ("during", "the king", "spring")
_ING_NOUN = (r"(?!(?:during|king|kings|thing|things|something|anything|nothing|everything|spring|string|morning|"
             r"evening|ceiling|building|buildings|wedding|ring|rings|wing|wings|sibling|siblings|pudding|viking|"
             r"vikings|beijing|reading|meaning|feeling|clothing|painting|ending|beginning|setting)\b)")
# a progressive verb, not a gerund or an adjective: not after a determiner or a preposition ("the boiling point",
# "credited with inventing") and followed by the end, a particle, a preposition or a determiner ("playing in
# April", "making the iPhone", "dating?"), not by a noun ("swimming pool", "seating capacity")
_PROGRESSIVE = (r"(?<!\bthe\s)(?<!\ban\s)(?<!\ba\s)(?<!\bwith\s)(?<!\bof\s)(?<!\bby\s)(?<!\bfor\s)(?<!\bin\s)"
                + _ING_NOUN + r"(?-i:[a-z]{2,}ing)"
                r"(?=\s*[?.!]*\s*$|\s+(?:in|at|on|to|for|with|from|the|a|an|his|her|their|"
                r"its|this|next|up|out|down|back|off|over|late|early|again|now|today|tonight|after|against|about|into|"
                r"more|less|any|another|new|its|over|through|ahead|forward|around)\b)")
# "did X have / live / die / invent ...": a lasting trait or a life's facts, history as often as news
# (round 13: not "have her / their baby": a birth, news when the name is a living celebrity's)
_STATIVE_DID = (r"(?!(?:\w+\s+){0,8}?(?:have(?!\s+(?:her|their|his)\s+(?:\w+\s+)?(?:baby|babies|twins|triplets)\b)|"
                r"live|die|exist|invent|create|write|know|believe|own|speak|use|look|mean|come\s+from)\b)")
_YES_NO_CHANGE = re.compile(
    r"^\s*(?:(?:has|have)\s+(?!(?:[\w'’-]+\s+){0,4}?(?:ever|always)\b)|did\s+" + _STATIVE_DID + "|"
    r"(?:is|are)\s+(?=(?:[\w'’&.-]+\s+){1,6}?(?:" + _PROGRESSIVE + r"|still|yet|again|back|down|over|closed|"
    r"open(?![\s-]+source)|"
    r"delayed|cancell?ed|approved|available|released|out|on\s+(?:sale|strike|track|hold)|"
    # round 14 (wave 13, read): a change under way, in the passive ("is the quarantine being extended in Ohio",
    # "are the evacuation orders being lifted")
    r"being\s+(?:[a-z]{3,}(?:ed|en)|built|held|kept|sold|shut|cut|set|run|rebuilt|torn\s+down))\b))", re.IGNORECASE)
# a report's content; not a founding text's ("what did the Declaration of Independence announce")
_WHAT_DID_SAY = re.compile(r"^\s*what\s+did\s+(?!the\s+(?:declaration|treaty|proclamation|constitution|charter|act|"
                           r"bible|edict|manifesto|bill)\b).+?\b(?:say|post|show|rule|vote|find|announce|decide|"
                           r"change|reveal|report|tweet|sign|order|approve|guide|forecast)\b", re.IGNORECASE)
# a state that comes and goes; the words at the end only in the present ("which ocean did she vanish over" is not)
# ("this time" after a verdict on an attempt, "is the formula right this time", checks the user's work: review12a)
_STATE_WORD = re.compile(r"\b(?:still|yet|again|anymore|any\s+more|"
                         r"(?<!right\s)(?<!wrong\s)(?<!correct\s)(?<!okay\s)(?<!ok\s)(?<!better\s)(?<!fixed\s)"
                         r"(?<!working\s)(?<!valid\s)(?<!good\s)this\s+time)\b|"
                         r"\b(?:is|are|'s|’s)\b.*\b(?:down|back|over|out|closed|delayed|live)\s*\?*\s*$",
                         re.IGNORECASE)
# "what's X trading at" (not "where is X at": a place)
_LEVEL_AT = re.compile(r"^\s*what(?:'s|’s|\s+is|\s+are)\b.*\b(?:at|trading\s+at|going\s+for|fetching)\s*\?*\s*$",
                       re.IGNORECASE)
_SCHEDULE = re.compile(r"^\s*when\s+(?:does|do|is|are|will)\b.*\b(?:open|opens|opening|start|starts|starting|begin|"
                       r"launch|launching|go\s+on\s+sale|come\s+out|return|resume|reopen|close|end|kick\s+off|"
                       r"arrive|land|play|playing|tour|touring)\b|"
                       # gate-en14 (wave 17, read): a decision pending ("when will the judge decide remedies in the
                       # Google ad-tech trial"); review14b: not a habit ("when does the court usually issue opinions")
                       r"^\s*when\s+(?:does|do|is|are|will)\b(?!.*\b(?:usually|typically|normally|generally|in\s+general|"
                       r"(?:each|every)\s+(?:year|time|month|week|day)|annually|always|traditionally|tends?\s+to)\b)"
                       r".*\b(?:decide|rule|vote|hear|sentence|announce|deliver|issue|publish|reconvene)\b", re.IGNORECASE)
# a wh-question in the present progressive: "where is the band playing in April", "who is she dating"
_WH_PROGRESSIVE = re.compile(r"^\s*(?:who|what|where|which|why|how)\b(?:\s+[\w'’&.-]+){0,3}?\s+(?:is|are)\s+"
                             r"(?:[\w'’&.-]+\s+){0,6}?" + _PROGRESSIVE, re.IGNORECASE)
# a yes/no question about what will happen: "Will the Fed cut rates?"
_WILL = re.compile(r"^\s*will\s+(?!(?:i|you|we|my|your|it\s+(?:work|hurt|help)))\b", re.IGNORECASE)
# gate-en13: a named person's injury or illness asked how it stands ("Is Messi's injury serious?", "how bad is
# Neymar's knee injury"): today's condition. A first name alone is the user's own people (gate_private_health.py,
# read before this); a family word ("Dad's", "Grandma's") is too.
_CONDITION_NOW = re.compile(
    r"^\s*(?:(?:is|are)\s+(?:the\s+)?|how\s+(?:(?:serious|bad|severe|long-term|worrying|major)\s+)?(?:is|are)\s+"
    r"(?:the\s+)?)"
    r"(?!(?:dad|mum|mom|mummy|mommy|daddy|grandma|grandpa|granny|grandad|nan|nana|papa|mama|auntie|uncle|baby|"
    r"my|our|your)(?:'s|’s)\s)"
    r"(?-i:[A-Z])[\w.-]*(?:\s+(?-i:[A-Z])[\w.-]*){0,2}(?:'s|’s)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:injury|injuries|illness|condition|health|cancer|surgery|recovery|diagnosis|concussion|fracture|"
    r"hamstring|knee|ankle|groin|calf|shoulder|back|heart\s+condition)\b", re.IGNORECASE)
# "how did he get his start", "when did ... happen": asked of a settled past, not a fresh deed
_SETTLED_PAST = re.compile(r"^\s*(?:how|when|where|why)\s+(?:did|was|were)\b", re.IGNORECASE)


def name_in(text: str) -> str | None:
    """The first name-like word of ``text`` (see the module doc), else a known name from ``gate_names.txt``."""
    for m in _NAME.finditer(text):
        word = m.group(0).rstrip(".'’")
        if word not in _NOT_NAME and not word.isdigit():
            return word
    return named_actor(text)


def entity_state_ask(text: str) -> str | None:
    """The cue when ``text`` asks a named thing's state, doings, level or schedule (English), else ``None``."""
    if re.search(r"[\u4e00-\u9fff]", text) or _SETTLED_PAST.match(text):
        return None
    asks = (_YES_NO_CHANGE.match(text) or _WHAT_DID_SAY.match(text) or _LEVEL_AT.match(text)
            or _SCHEDULE.match(text) or _STATE_WORD.search(text) or _WH_PROGRESSIVE.match(text)
            or _WILL.match(text) or _CONDITION_NOW.match(text))
    if not asks:
        return None
    name = name_in(text)
    if not name:
        return None
    return f"{' '.join(asks.group(0).lower().split())[:24]}+{name.lower()[:20]}"


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
