"""A named thing asked how it stands now, in shapes round 11b's ``gate_entity`` does not read (round 12, English).

Wave 11's new voices (a podcast host, a bettor, a fan, a traveller, a court watcher) ask the state of a named thing
without the perfect, "still" or a time word:

* its status: "where are we on the TikTok deal", "what's the status of the Hubble gyroscope problem", "where do
  things stand with ...", "any update on ...";
* its place in a table: "where are the Warriors in the West", "where does Gauff sit in the WTA rankings";
* a betting or market quote on it: "what's the spread on Eagles vs Cowboys", "what are the odds for Rory at Augusta";
* a passing state of a person or a business: "is Zendaya pregnant", "is Mahomes injured", "are Jenna and Tom engaged";
* a progressive with an object: "is the Denver library closing branches", "is Verizon having problems in Atlanta";
* a decision on a named process: "was Sam Bankman-Fried's appeal granted", "was the Capital One merger approved";
* a disruption at a named place: "are there protests in Lisbon", "are there any road closures near Yosemite";
* why a named thing is shut or late now: "why is the Channel Tunnel closed", "why are Qantas flights delayed";
* what a business runs now: "how many routes does Ryanair operate", "how many people does Amazon employ";
* who holds a seat or a residence now: "who sits on the Federal Reserve board", "who lives at 10 Downing Street";
* a team's or a firm's latest pick: "who did the Lakers trade for", "who did Ford hire as CFO";
* a vote's tally on a motion: "how many votes did the motion to censure get".

``status_ask(text)`` returns the cue, or ``None``. Every shape needs a name (``gate_entity.name_in``); the caller
(``gate.decide_by_rules``) asks it only where it asks ``entity_state_ask``: no timeless cue, no fixed past (a stated
year, history, "the first", "invented"), not the user's own affairs.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_entity import _ING_NOUN, name_in
from .time.prefilter import screen_patterns

__all__ = ["faring_now", "public_body_ask", "question_part", "status_ask", "status_rest"]

_STATUS = re.compile(
    r"^\s*(?:(?:so|and|ok|okay|anyway)[,\s]+)?(?:where\s+are\s+we\s+(?:on|with)|"
    r"what(?:'s|’s|\s+is)\s+the\s+(?:latest\s+)?(?:status|state\s+of\s+play)\s+(?:of|on|with)|"
    r"where\s+do(?:es)?\s+(?:things|it|matters)\s+stand\s+(?:on|with)|any\s+(?:news|updates?)\s+(?:on|about))\s",
    re.IGNORECASE)
_TABLE = re.compile(
    r"^\s*where\s+(?:is|are|do|does)\s+(?P<who>(?:[\w'’.&-]+\s+){1,4}?)(?:(?:sit|stand|rank|place)\s+)?in\s+the\s+"
    r"(?:[\w-]+\s+){0,2}?(?:standings|table|rankings?|polls?|charts?|race|league|division|conference|group|"
    r"playoff\s+picture|west|east)\b", re.IGNORECASE)
_QUOTE = re.compile(
    r"^\s*what(?:'s|’s|\s+is|\s+are)\s+the\s+(?:current\s+|latest\s+)?(?:point\s+)?(?:spread|odds|line|moneyline|"
    r"money\s+line|over\s*/\s*under|over-under|handicap)\s+(?:on|for)\s", re.IGNORECASE)
_PASSING_STATE = re.compile(
    r"^\s*(?:is|are)\s+(?P<who>(?:[\w'’.&-]+\s+){1,5}?)(?:(?:still|now|really|officially)\s+)?(?:pregnant|engaged|"
    # ("single" only before the end or a time word: "single threaded" is a property, review12a)
    r"married|divorced|separated|single(?=\s*(?:[?.!,;]|$|(?:again|now|right|yet|anymore|these|or|and)\b))|"
    r"retired|injured|hurt|sick|hospitali[sz]ed|in\s+hospital|in\s+rehab|in\s+jail|"
    r"in\s+prison|suspended|banned|fired|arrested|jailed|healthy|eligible|bankrupt|in\s+talks|on\s+leave|on\s+tour|"
    r"split(?:ting)?\s+up|broken\s+up|back\s+together|"
    # round 13: a named work's state ("are the M25 roadworks finished", "is the bridge repair finished")
    r"finished|completed|repaired|fixed|resolved|reopened)\b(?!-)", re.IGNORECASE)  # not "single-threaded"
# "-ing" then an object: "closing branches", "having problems", "raising prices" (gate_entity's progressive wants the
# end or a particle after the verb, to leave "is the swimming pool open" alone; here a name comes first)
_PROGRESSIVE_OBJECT = re.compile(
    r"^\s*(?:is|are)\s+(?P<who>(?:[\w'’.&-]+\s+){1,5}?)(?<!\bthe\s)(?<!\ba\s)(?<!\ban\s)" + _ING_NOUN
    + r"(?-i:[a-z]{3,}ing)\s+(?!by\s+(?:reference|value)\b)[\w'’-]+", re.IGNORECASE)
_DECIDED = re.compile(
    r"^\s*(?:was|were)\s+(?P<who>(?:[\w'’.&-]+\s+){1,6}?)(?:appeal|bid|request|petition|motion|application|merger|"
    r"deal|takeover|acquisition|licen[cs]e|permit|lawsuit|suit|case|charges?|sentence|conviction|ban|tariffs?|"
    r"nomination|launch|flight|game|match|concert|tour|trial|hearing|strike|recall)s?\s+(?:date\s+)?(?:\w+ly\s+)?(?:granted|"
    r"denied|approved|rejected|blocked|overturned|dismissed|upheld|reduced|dropped|thrown\s+out|struck\s+down|"
    r"cancell?ed|postponed|delayed|suspended|called\s+off|settled|extended|lifted|paused|scrapped|set|scheduled|"
    r"moved|pushed\s+back)\b", re.IGNORECASE)
_DISRUPTION_AT = re.compile(
    r"^\s*(?:are|is)\s+there\s+(?:any\s+|still\s+|more\s+)?(?:[\w-]+\s+)?(?:protests?|strikes?|delays?|closures?|"
    r"outages?|cancell?ations?|evacuations?|warnings?|advisories|advisory|shortages?|wildfires?|fires|floods?|"
    r"flooding|lockdowns?|restrictions|riots?|demonstrations?|blackouts?|power\s+cuts?|road\s*works|travel\s+bans?)"
    r"\b(?P<rest>.*)$", re.IGNORECASE)
# round 13: an incident or a measure at a named place or on a named thing, with an article ("is there a recall on
# Stanley cups", "is there an accident on the Bay Bridge", "are there tariffs on Canadian lumber"); the place or
# object follows at once, so "a crash course in Python" is no incident
_INCIDENT_AT = re.compile(
    r"^\s*(?:are|is)\s+there\s+(?:an?\s+|any\s+|still\s+|more\s+|new\s+)*(?:[\w-]+\s+)?(?:recalls?|accidents?|"
    r"crash(?:es)?|collisions?|pile-?ups?|aftershocks?|tariffs?|sanctions?|duties|embargo(?:es)?|outbreaks?|"
    r"strikes?|walkouts?|protests?|delays?|closures?|shortages?|boil[\s-]water\s+(?:notices?|advisory)|"
    r"curfews?|ceasefires?|truces?)(?P<rest>\s+(?:in|near|at|on|for|around|across|to|from|against)\s.*)$",
    re.IGNORECASE)
# round 13: why a named party is in a dispute now ("why are Blake Lively and Justin Baldoni in court", "why are
# farmers protesting in Brussels"): the name may be the subject or the place
_WHY_DISPUTE = re.compile(
    r"^\s*why\s+(?:is|are)\s+(?P<who>(?:[\w'’.&-]+\s+){1,6}?)(?:in\s+court|suing|being\s+sued|feuding|protesting|"
    r"striking|on\s+trial|rioting|boycotting|in\s+a\s+(?:feud|dispute|row|legal\s+battle))\b(?P<rest>.*)$",
    re.IGNORECASE)
# round 13: a market's price asked as a quote ("what's a dozen eggs going for", "what's gold trading at"): a price
# now, named or not
_QUOTED_PRICE = re.compile(
    r"^\s*what(?:'s|’s|\s+is|\s+are|\s+do|\s+does)\s+(?:[\w'’.&$-]+\s+){1,6}?(?:going|selling|trading|fetching|"
    r"retailing|changing\s+hands|priced)\s+(?:for|at)\b", re.IGNORECASE)
# round 13: goods short or back now ("which cancer drugs are in short supply", "is formula out of stock"), named or not
_SUPPLY_NOW = re.compile(
    r"^\s*(?:which|what|is|are|has|have|why\s+(?:is|are))\b[^?]{0,60}?\b(?:in\s+short\s+supply|out\s+of\s+stock|"
    r"on\s+back-?order|back\s+in\s+stock|being\s+rationed|(?:been\s+)?restocked)\b", re.IGNORECASE)
# round 13: a named place's opening hours ("what time does the Apple Store on Fifth Avenue close")
_HOURS = re.compile(
    r"^\s*(?:what\s+time|when)\s+(?:does|do|is|are|will)\s+(?P<who>(?:[\w'’.&-]+\s+){1,6}?)(?:open|close|"
    r"opening|closing|shut)\b(?!\s+(?:ceremony|credits|scene|line|track|theme))", re.IGNORECASE)
# round 13: a show's renewal or end ("was The Bear renewed", "has Abbott Elementary been cancelled")
_RENEWED = re.compile(
    r"^\s*(?:was|were|has|have|is|are)\s+(?P<who>(?:[\w'’.&:-]+\s+){1,5}?)(?:(?:been|officially|finally|"
    r"already|getting|being)\s+)*(?:renewed|cancell?ed|axed|picked\s+up|greenlit|green-lit|revived)\b",
    re.IGNORECASE)
_WHY_SHUT = re.compile(
    r"^\s*why\s+(?:is|are)\s+(?P<who>(?:[\w'’.&-]+\s+){1,5}?)(?:closed|shut(?:\s+down)?|down|delayed|cancell?ed|"
    r"suspended|offline|on\s+strike|trending|sold\s+out|out\s+of\s+stock|under\s+investigation|being\s+sued)\b",
    re.IGNORECASE)
_RUNS = re.compile(
    r"^\s*how\s+many\s+(?:[\w'’-]+\s+){1,3}?(?:does|do)\s+(?P<who>(?:[\w'’.&-]+\s+){1,4}?)(?:operate|employ|run|"
    r"offer|sell|own|serve|support|carry|list|stock|stream|fly)\b", re.IGNORECASE)
# "does a Stratocaster carry": a kind, not one business (review12a)
_A_KIND = re.compile(r"an?\s", re.IGNORECASE)
# "is Docker running containers as root by default": a setting, not a passing state (review12a)
_SETTING = re.compile(r"\bby\s+(?:default|design)\b", re.IGNORECASE)
# "did my county approve my building permit": the user's own thing after the public body (review12a)
_OWN_AFTER = re.compile(r"\b(?:my|our)\b", re.IGNORECASE)
_SEAT = re.compile(
    r"^\s*who\s+(?:currently\s+|now\s+)?(?:(?:sits|serves|sit|serve)\s+on\s+(?P<who>.+)|"
    r"lives\s+(?:in|at)\s+(?P<home>(?:the\s+)?(?:\d+\s+)?(?:[\w'’.&-]+\s+){0,3}?(?:street|palace|house|mansion|"
    r"residence|lodge|manor)\b.*))", re.IGNORECASE)
_PICKED = re.compile(
    r"^\s*who\s+did\s+(?P<who>(?:[\w'’.&-]+\s+){1,4}?)(?:sign|trade\s+for|trade|pick|draft|hire|fire|acquire|"
    r"release|waive|poach|tap)\b", re.IGNORECASE)
_TALLY = re.compile(
    r"^\s*how\s+many\s+votes\s+did\s+the\s+(?:[\w'’-]+\s+){0,3}?(?:bill|motion|measure|amendment|proposal|"
    r"resolution|referendum|nominee|nomination)\b", re.IGNORECASE)
_PLACE_AFTER = re.compile(r"\b(?:in|near|at|on|for|around|across|to|from)\s+(?P<where>.+)$", re.IGNORECASE)


# a lead-in before the question proper: "For listeners who missed it: how did ...", "One more from the chat - is ..."
_LEAD_IN = re.compile(r"^[^:?]{3,80}?(?::|\s[-–—]\s)\s*(?=(?:who|what|what's|when|where|where's|why|how|which|is|are|was|"
                      r"were|did|does|do|has|have|will|can)\b)", re.IGNORECASE)


def question_part(text: str) -> str:
    """``text`` from its question on, after a lead-in ending in a colon or a dash; else ``text``."""
    m = _LEAD_IN.match(text)
    return text[m.end():] if m else text


def _named(part: str) -> str | None:
    return name_in(" " + part)  # name_in reads a capitalised word after a space: the part's first word counts too


# the user's own council, district or representative: public, not private ("did my city council pass the rent
# freeze", "who represents my district in Congress"); "my" here names where the user lives, not their own affairs
_PUBLIC_BODY = re.compile(
    r"^\s*(?:(?:did|has|have|is|are|will|was|were)\s+(?:my|our)\s+(?:local\s+)?(?:city|town|village|county|state|"
    r"district|borough|parish|province|school\s+district|school\s+board|council|mayor|governor|senator|"
    r"representative|congress(?:man|woman)|mp|council(?:l)?or|transit\s+agency|water\s+company|power\s+company)\b|"
    r"who\s+(?:represents|governs|runs)\s+(?:my|our)\s+(?:city|town|county|state|district|borough|ward|"
    r"constituency|riding)\b)", re.IGNORECASE)


def public_body_ask(text: str) -> str | None:
    """ "Did my county commission approve the data center?": the user's own public body's doings or holders."""
    m = _PUBLIC_BODY.match(text)
    if not m or _OWN_AFTER.search(text, m.end()):
        return None
    return " ".join(m.group(0).lower().split())[:30]


def status_rest(text: str) -> str:
    """``text`` without a status opener ("where are we on the TikTok deal": "the TikTok deal"), whose "we" is an
    idiom, not the user speaking."""
    m = _STATUS.match(text)
    return text[m.end():] if m else text


# round 13: how a named person, team, firm or coin is faring now ("how is the Pope doing", "how is Carney polling")
_FARING = re.compile(
    r"^\s*how\s+(?:is|are)\s+(?P<who>(?:[\w'’.&-]+\s+){1,5}?)(?:doing|polling|recovering|performing|faring|"
    r"holding\s+up|coping|getting\s+on)\b", re.IGNORECASE)


def faring_now(text: str) -> bool:
    """ "How is King Charles doing?": a named thing's present course, which only the news knows."""
    return bool((m := _FARING.match(text)) and _named(m.group("who")))


def status_ask(text: str) -> str | None:
    """The cue when ``text`` asks how a named thing stands now (the module doc's shapes), else ``None``."""
    if re.search(r"[\u4e00-\u9fff]", text):
        return None
    if (m := _STATUS.match(text) or _QUOTE.match(text)) and _named(text[m.end():]):
        return " ".join(m.group(0).lower().split())[:30]
    if m := _TALLY.match(text):
        return " ".join(m.group(0).lower().split())[:30]
    if (m := _SEAT.match(text)) and _named(m.group("who") or m.group("home")):
        return " ".join(m.group(0).lower().split())[:30]
    if m := _QUOTED_PRICE.match(text) or _SUPPLY_NOW.match(text):
        return " ".join(m.group(0).lower().split())[:30]
    if (m := _WHY_DISPUTE.match(text)) and (_named(m.group("who")) or _named(m.group("rest"))):
        return " ".join(text[:m.start("rest")].lower().split())[:30]
    if (m := _INCIDENT_AT.match(text)) and _named(m.group("rest")):
        return " ".join(text[:m.start("rest")].lower().split())[:30]
    for shape in (_TABLE, _PASSING_STATE, _PROGRESSIVE_OBJECT, _DECIDED, _WHY_SHUT, _RUNS, _PICKED, _HOURS, _RENEWED):
        if (m := shape.match(text)) and _named(m.group("who")) and not _A_KIND.match(m.group("who")) and not (
                shape is _PROGRESSIVE_OBJECT and _SETTING.search(text)):
            return " ".join(m.group(0).lower().split())[:30]
    if (m := _DISRUPTION_AT.match(text)) and (at := _PLACE_AFTER.search(m.group("rest"))) and _named(at.group("where")):
        return " ".join(text[:at.start() + m.start("rest")].lower().split())[:30]
    return None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
