"""Terse news-wire shapes: short quiz questions whose only signal is an unnamed deed, a market move or a disruption.

Round 6 read weekly quizzes in voices the older rules had not met — local news, business wires, sports round-ups,
science weeklies — and found questions of five to nine words that name no one and carry no date:

* ``quiz_stem``: a statement that turns into a question at its end, with a news actor as subject ("Researchers
  found microplastics in which organ?", "The mayor vetoed which ordinance?", "The transit authority is raising
  fares by how much?"). A subject of history ("The Romans built which wall?") is no news actor. Round 7: any
  subject with a past deed that is no verb of founding or making ("The cyclone knocked out power to how many
  homes?", "Hackers stole data from which firm?", "The literary prize went to which novelist?"): the grammar of a
  quiz in any voice, not its actors; a story, a work of fiction or a stated year leaves it alone.
* ``market_move``: a price, currency, index or company figure that moved ("how much did oil fall", "why did the
  pound fall against the dollar", "the yen weakened past what level", "how much did the group's sales grow").
* ``disruption``: why something was called off, shut or changed ("why was the match abandoned", "why were beaches
  closed", "why is the airport closed", "why did protesters storm the parliament"); round 7: why a known company,
  league or body changed course ("why did spotify stop ...", "why did the premier league move the final"), which
  is this week's news or a false premise about it.
* ``unnamed_deed``: "which X" + an irregular deed or a deed going on now ("which golfer won the open by four
  shots", "which fintech laid off a fifth of its staff", "which volcano is erupting", "which fungus is spreading").
  Kinds of people whose lives are history ("which composer", "which explorer") are left out.
* ``sport_or_office_deed``: "who scored the winner", "who replaced the finance minister", "who did the club sign".

A quiz's section label ("Business briefing: which carmaker ...") is read past. The caller (``gate._news``) rules out
stated years, "when ..." history and chat requests first; these also stand down for a decade, an era, a first, a
one-off event of history (battle, war) and, in cased text, a capitalised name that is no known name. Each function
returns the words that matched, or ``None``.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_deed import (
    FIRST_OF_A_KIND,
    names_unknown,
    person_deed,
    thing_deed,
    which_thing_did,
)
from .gate_deed import words_of as _say
from .gate_event import HISTORY_VERBS, body_said, news_event, which_actor_did
from .gate_news import ACTOR_NOUNS, named_actor
from .time.prefilter import screen_patterns

__all__ = ["disruption", "market_move", "quiz_stem", "sport_or_office_deed", "unnamed_deed", "wire_cue"]

# "Business briefing: ", "Around the league: ": a short section label before the question itself
_LABEL = re.compile(r"^\s*(?:[\w'’&-]+\s+){0,3}[\w'’&-]+:\s+(?=\S)")
_FIXED = re.compile(FIRST_OF_A_KIND + r"|"
                    r"\b(?:AD|BC|BCE|CE)\s*\d{1,4}\b|\bcentur(?:y|ies)\b|\b(?:1[5-9]|20)\d0'?s\b|"
                    r"\b(?:battle|war|siege|revolution|uprising|rebellion|empire|dynasty|ancient|medieval)\b",
                    re.IGNORECASE)
_PAST_IRREGULAR = (r"won|broke|beat|lost|hit|sold|bought|quit|left|shut|cut\s+(?:rates|jobs|prices|its|their|staff|output|\d)|struck|fell|rose|sank|stole|ran|drew|"
                   r"took|threw|led|swept|overtook|froze|fled|split|slid|withdrew|upheld|tore|shook|blew|sought|"
                   r"knocked\s+out|laid\s+off|shed|slashed|axed|scrapped|clinched|unveiled|sacked|"
                   r"fired|ditched|dumped|snapped\s+up|pulled\s+out|backed\s+out|walked\s+away|stepped\s+down|washed\s+up|"
                   r"declared\s+(?:an?\s+|its\s+)?(?:[\w-]+\s+)?(?:emergency|disaster|drought|state\s+of)")
_PASSIVE_IRREGULAR = (r"seen|hit|struck|shut|sold|stolen|found|caught|hurt|lost|sent\s+off|forced\s+to|spotted|"
                      r"swept|torn\s+down|knocked\s+out|laid\s+off|let\s+go|overturned|upheld|struck\s+down")
# verbs that end in -ing but say what a thing is, not what it does now ("which planet is spinning" is rare; these
# are the common ones): "which word is missing", "which animal is living", "what is being"
_NOT_PROGRESSIVE = r"missing|living|lacking|being|having|belonging|interesting|amazing|boring|during|nothing|something"
# what things do *now* in the news ("which volcano is erupting", "which company is leading the race"); any other -ing
# verb is a fact of nature or a definition ("which gland is producing insulin", "which planet is spinning fastest")
_NEWS_ING = (r"erupting|spreading|burning|flooding|sinking|leaking|striking|protesting|trending|rallying|recalling|"
             r"suing|evacuating|closing|shutting|cancell?ing|boycotting|resigning|rioting|leading|topping|winning|"
             r"losing|dominating|hosting|launching|releasing|investigating|banning|raising|cutting|threatening|"
             r"considering|seeking|blocking|offering|facing|fighting|selling|buying|planning|expanding|laying\s+off|"
             r"hiring|firing|merging|bidding|filing|charging|targeting|backing|opposing|replacing|returning|"
             r"retiring|stepping\s+down|pulling\s+out|joining|leaving|campaigning|negotiating|collapsing|melting|"
             r"crumbling|shrinking|falling|rising|surging|soaring|plunging|slumping|struggling|failing")
# kinds of people whose lives are history: "which explorer fled to spain", "which composer lost his hearing"
_OF_HISTORY = (r"composers?|artists?|painters?|sculptors?|explorers?|poets?|writers?|authors?|novelists?|"
               r"philosophers?|scientists?|inventors?|kings?|queens?|emperors?|empress|pharaohs?|tsars?|czars?|"
               r"generals?|saints?|prophets?|apostles?|gods?|goddess(?:es)?|heroe?s?|characters?|pirates?|knights?")
_UNNAMED_DEED = re.compile(
    rf"^\s*(?:which|what)\s+(?!(?:[\w’'-]+\s+){{0,2}}(?:{_OF_HISTORY})\b)(?:[\w’'-]+\s+){{1,3}}?(?:(?:{_PAST_IRREGULAR})\b|"
    rf"(?:is|are)\s+(?:now\s+|still\s+)?(?:{_NEWS_ING})\b|"
    rf"(?:was|were|has\s+been|have\s+been)\s+(?:{_PASSIVE_IRREGULAR})\b)",
    re.IGNORECASE)
_MARKET_THING = (r"oil|crude|brent|gold|silver|copper|wheat|bitcoin|ether|crypto\w*|stocks?|shares|markets?|"
                 r"(?:the\s+)?(?:dollar|pound|sterling|euro|yen|yuan|renminbi|rupee|peso|real|rand|ruble|rouble|lira|"
                 r"won|franc|dow|nasdaq|s&p\s*500|ftse(?:\s+100)?|nikkei|dax|cac|hang\s+seng|sensex|index|"
                 r"benchmark)|(?:[\w'’-]+\s+){0,3}?(?:sales|profits?|revenues?|earnings|exports|imports|output|"
                 r"prices|inflation|unemployment|house\s+prices|bond\s+yields?|yields?)")
_MOVED = (r"fell|rose|dropped|jumped|climbed|grew|slumped|surged|tumbled|plunged|sank|weakened|strengthened|rallied|"
          r"slid|soared|crashed|dipped|gained|shrank|contracted|expanded|hit\s+a\s+(?:record|\d+-year)")
_MOVE = (r"fall|rise|drop|jump|climb|grow|slump|surge|tumble|plunge|sink|weaken|strengthen|rally|slide|soar|crash|"
         r"dip|gain|shrink|contract|expand")
_MARKET_MOVE = re.compile(
    r"^\s*how\s+much\s+did\s+(?:the|a|an|his|her|its|their)\s+(?:[\w'’-]+\s+){0,3}?(?:fetch|sell\s+for|go\s+for)\b|"
    r"\b(?:raised|cut|hiked|lowered|held|left|kept|lifted|slashed|paused|froze)\s+(?:its\s+|their\s+)?(?:key\s+|"
    r"main\s+|interest\s+|benchmark\s+|policy\s+|base\s+|lending\s+)*rates?\b|"
    rf"\b(?:did|has|have)\s+(?:{_MARKET_THING})\s+(?:{_MOVE})\b|"
    rf"^\s*(?:the\s+)?(?:{_MARKET_THING})\s+(?:{_MOVED})\b",
    re.IGNORECASE)
# "... after sales grew by 5%": the verb with where it moved to is found first, then the thing before it
_MOVED_TO = re.compile(rf"\s(?:(?:has|have)\s+)?(?:{_MOVED})\s+(?:by|to|past|below|above|after|on)\b", re.IGNORECASE)
_THING_BEFORE = re.compile(rf"\b(?:{_MARKET_THING})$", re.IGNORECASE)
_MOVE_STEMS = ("fell", "rose", "drop", "jump", "climb", "grew", "grow", "slump", "surge", "tumbl", "plung", "sank",
               "sink", "weaken", "strength", "rall", "slid", "soar", "crash", "dip", "gain", "shr", "contract",
               "expand", "rate", "fall", "rise", "hit a", "fetch", "sell for", "go for")
_MOVE_WORD = re.compile(rf"\b(?:{_MOVED}|{_MOVE}|rates?|fetch|sell\s+for|go\s+for)\b", re.IGNORECASE)
_CALLED_OFF = (r"cancell?ed|canceled|postponed|abandoned|delayed|suspended|closed|shut(?:\s+down)?|halted|scrapped|"
               r"called\s+off|evacuated|grounded|scrubbed|banned|blocked|stopped|interrupted|disrupted|changed|"
               r"moved|rerouted|diverted|pulled|withdrawn|paused|locked\s+down|cordoned\s+off|raided|fined")
_CALL_OFF = (r"cancel|postpone|abandon|delay|suspend|close|shut|halt|scrap|call\s+off|evacuate|ground|ban|block|"
             r"storm|strike|walk\s+out|boycott|resign|quit|step\s+down|pull\s+out|protest|riot|march")
_GOING_ON = (r"leaking|striking|protesting|closing|rioting|resigning|suing|evacuating|shutting|cancell?ing|boycotting|"
             r"rallying|recalling|trending|queuing|queueing|stockpiling|panic-buying|walking\s+out|being\s+\w+ed")
_EVENTS = (r"match|game|fixture|race|flight|flights|train|trains|concert|show|gig|festival|election|vote|poll|"
           r"meeting|summit|talks|trial|hearing|launch|event|tournament|final|parade|march|rally|strike|tour|season|"
           r"premiere|ceremony|conference|visit|sale|auction|exam|exams|service|services|opening|debate|"
           r"competition|marathon|contest|broadcast|screening|release|deal|merger|takeover|match-up|regatta|"
           r"lifts?|roads?|schools?|airports?|borders?|bridges?|lines?|routes?|stations?|beach(?:es)?|parks?|ports?|"
           r"tunnel|motorway|highway|runway|stadium|museum|zoo|mine|plant|factory|store|stores|shop|shops|"
           r"fair|fete|carnival|gala|fireworks|derby|market|fun\s+run")
_DISRUPTION = re.compile(
    rf"^\s*why\s+(?:is|are|has\s+been|have\s+been)\s+(?:the|a|an|its|their|his|her)?\s*"
    rf"(?:[\w’'-]+\s+){{0,4}}?(?:{_CALLED_OFF})\b|"
    # told in the past only for an event ("why was the match abandoned"): "why was latin abandoned" is history
    rf"^\s*why\s+(?:was|were)\s+(?:(?:the|a|an|its|their|his|her)\s+)?(?:[\w’'-]+\s+){{0,3}}?(?:{_EVENTS})\s+"
    rf"(?:[\w’'-]+\s+){{0,2}}?(?:{_CALLED_OFF})\b|"
    rf"^\s*why\s+(?:is|are)\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?(?:[\w’'-]+\s+){{0,5}}?(?:still\s+|again\s+)?"
    rf"(?:{_GOING_ON})\b|"
    rf"^\s*why\s+(?:did|have|has)\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?(?:[\w’'-]+\s+){{0,3}}?(?:{_CALL_OFF})"
    rf"(?:ed|d)?\b",
    re.IGNORECASE)
_STEM_VERB = (rf"(?:(?!(?:{HISTORY_VERBS})\b)[a-z]{{3,}}ed|{_PAST_IRREGULAR}|found|said|told|made|gave|saw|"
              r"(?:is|are|has\s+been|have\s+been)\s+[a-z]{3,}ing|(?:has|have)\s+[a-z]{3,}(?:ed|en|wn))")
_QUIZ_STEM = re.compile(
    rf"^\s*(?:the\s+|a\s+|an\s+)?(?:[\w’'-]+\s+){{0,2}}?(?P<actor>{ACTOR_NOUNS}|[\w-]+\s+(?:authority|board|"
    rf"commission|council|fund|group|service|bank|office))\s+(?:{_STEM_VERB})\b[^?]*?\b(?:which|what|who|whom|"
    rf"where|how\s+many|how\s+much)\b[^?]*\??\s*$",
    re.IGNORECASE)
# Any subject, not only a news actor: "The cyclone knocked out power to how many homes?", "Hackers stole data from
# which firm?", "The literary prize went to which novelist?". Only a past deed counts here (no "found", "made",
# "said": "The ancient Greeks made which ..." tells how things were), and the subject opens with no question word,
# auxiliary or preposition.
_SUBJECT_STOP = (r"who|whom|whose|what|which|when|where|why|how|is|are|was|were|do|does|did|can|could|will|would|"
                 r"should|has|have|had|in|on|at|if|according|name|true|false|after|before|during|since|despite|"
                 r"although|as|while|from|for|by|with|to|i|you|we|my|your|our|please|tell|explain|list")
# making and finishing, beside HISTORY_VERBS: "qutub minar was completed by which ruler"
_MAKING = r"completed|finished|constructed|erected|carved|sculpted|engraved|woven|forged|commissioned|dedicated"
_ANY_STEM = re.compile(
    rf"^\s*(?!(?:{_SUBJECT_STOP})\b)(?:[\w'’&.-]+\s+){{1,5}}?(?:(?:has|have|had|was|were)\s+(?:been\s+)?)?"
    rf"(?:(?!(?:{HISTORY_VERBS}|{_MAKING})\b)[a-z]{{3,}}(?<!e)ed|{_PAST_IRREGULAR}|went|got|caught|brought)\b"
    rf"[^?.!:;]*?\b(?:which|what|whom|who|how\s+(?:many|much|long)|where)\b[^?.!]*\??\s*$",
    re.IGNORECASE)
# a story or a work of fiction, and an era: "the hero went to which city in the novel", "prehistoric people hunted"
_STORY_OR_ERA = re.compile(r"\b(?:novel|story|play|film|movie|book|episode|fairy\s+tale|myth|legend|bible|poem|opera|"
                           r"in\s+the\s+end|prehistoric|historically)\b|(?<![\d,.$£€])(?:1[0-9]|20)\d{2}(?![\d,])",
                           re.IGNORECASE)
_WH_OPEN = re.compile(r"\s*(?:which|what|who|whom|where|when|why|how)\b", re.IGNORECASE)
_WH_INSIDE = re.compile(r"\s(?:which|what|who|whom|where|how)\b", re.IGNORECASE)
_WHO_DEED = re.compile(
    r"^\s*who\s+(?:scored|netted|headed\s+in)\s+(?:the\s+|a\s+)?(?:[\w-]+\s+)?(?:winner|winning\s+goal|equali[sz]er|"
    r"opener|only\s+goal|decider|hat-?trick|late\s+goal)\b|"
    r"^\s*who\s+(?:replaced|succeeded|will\s+replace|is\s+replacing|was\s+named\s+to\s+replace)\s+(?:the\s+)"
    r"(?:[\w-]+\s+){0,2}?(?:minister|secretary|coach|manager|ceo|chief\s+executive|chair(?:man|woman)?|"
    r"director|editor|host|captain|governor|mayor|boss|head)\b|"
    r"^\s*who\s+(?:got|landed|was\s+given|was\s+offered|took)\s+the\s+(?:top\s+)?job\s+(?:at|of|as|in)\b|"
    r"^\s*who\s+did\s+(?:the|their|his|her|its)\s+(?:club|team|side|franchise|party|company|network|label|board)"
    r"\s+(?:sign|trade|draft|release|buy|sell|loan|hire|fire|sack|appoint|pick|name|nominate|select|choose|"
    r"expel|suspend)\b",
    re.IGNORECASE)


def _body(text: str) -> str:
    return _LABEL.sub("", text, count=1)


def _fixed(text: str) -> bool:
    return bool(_FIXED.search(text)) or names_unknown(text)


def unnamed_deed(text: str) -> str | None:
    """ "Which golfer won the open by four shots", "which volcano is erupting": a thing's deed, this week's."""
    m = _UNNAMED_DEED.search(_body(text))
    return None if not m or _fixed(text) else _say(m)


def market_move(text: str) -> str | None:
    """ "How much did oil fall", "the yen weakened past what level": a market or a company figure that moved."""
    low = text.lower()
    if not any(stem in low for stem in _MOVE_STEMS) or not _MOVE_WORD.search(text):
        return None  # a cheap look for the verb first: the full shape is slow to try at every word
    body = _body(text)
    m = _MARKET_MOVE.search(body)
    if not m:
        for moved in _MOVED_TO.finditer(body):
            if thing := _THING_BEFORE.search(body[max(0, moved.start() - 60):moved.start()]):
                return None if _fixed(text) else " ".join((thing.group(0) + moved.group(0)).lower().split())
        return None
    return None if _fixed(text) else _say(m)


# "why did spotify stop offering a free tier", "why did the premier league move the final": a known company, league
# or body changing course (a change of a people of history, "why did the romans leave britain", has no known name)
_WHY_CHANGED = re.compile(
    r"^\s*why\s+did\s+(?P<subject>(?:[\w'’.&-]+\s+){1,4}?)(?:stop|drop|end|scrap|ditch|axe|change|rename|move|"
    r"relocate|leave|exit|pull\s+out|withdraw|close|sell|split|sue|switch|abandon|pause|reverse|raise|cut)\b",
    re.IGNORECASE)


def disruption(text: str) -> str | None:
    """ "Why was the match abandoned", "why is the airport closed": this week's disruption and its cause."""
    body = _body(text)
    m = _DISRUPTION.search(body)
    if not m and (changed := _WHY_CHANGED.search(body)) and named_actor(changed.group("subject")):
        m = changed
    return None if not m or _fixed(text) else _say(m)


def quiz_stem(text: str) -> str | None:
    """ "The mayor vetoed which ordinance?": a news actor's deed told first, the question at its end."""
    body = _body(text)
    if _WH_OPEN.match(body) or not _WH_INSIDE.search(body):
        return None  # a question that opens with its wh-word, or has none, is no statement-then-question stem
    m = _QUIZ_STEM.search(body)
    if not m and (m := _ANY_STEM.match(body)) and _STORY_OR_ERA.search(text):
        m = None
    if not m or _fixed(text):
        return None
    return _say(m)[:40]


def sport_or_office_deed(text: str) -> str | None:
    """ "Who scored the winner", "who replaced the finance minister", "who did the club sign"."""
    m = _WHO_DEED.search(_body(text))
    return None if not m or _fixed(text) else _say(m)


def wire_cue(text: str) -> str | None:
    """The first of the shapes above that matches, or ``None``. After a section label ("Business briefing: which
    carmaker recalled ...") the deed shapes of ``gate_deed`` and ``gate_event`` are read on the question itself."""
    cue = (unnamed_deed(text) or market_move(text) or disruption(text) or quiz_stem(text)
           or sport_or_office_deed(text))
    body = _body(text)
    if cue or body == text or _fixed(text):
        return cue
    return (person_deed(body) or thing_deed(body) or which_thing_did(body) or which_actor_did(body)
            or body_said(body) or news_event(body))



screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
