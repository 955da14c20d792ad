"""News shapes of short quiz questions: an unnamed actor who did something, what a body said, a news event.

Weekly news quizzes ask short questions that name no one: "Which bank collapsed?", "Which lawmaker was expelled
from Congress?", "What did investigators find in the wreckage?", "How many hostages were released during the
truce?". The gate's older news rule wanted a name or a long set-up; these shapes read the grammar instead:

* ``which_actor_did``: "which / what" + a kind of actor (country, company, bank, union, lawmaker, players ...) +
  a past or passive verb ("collapsed", "was expelled", "has been fined"). Verbs of founding and history
  ("invented", "founded", "colonised", "ruled") are left out: "which company invented the transistor" is history.
* ``body_said``: "what did / has" + a public body or role (the fed, investigators, a new study, the president) +
  a verb of saying or deciding ("say", "find", "decide", "pledge", "offer", "warn").
* ``news_event``: an event that recurs in the news, referred to with a determiner and no name: "the truce", "the
  jobs report", "a cyberattack", "its opening weekend", "the writers' strike". An event named by what follows
  ("the invasion of Normandy", "the attack on Pearl Harbor") or by capitalised words ("the Cuban Missile Crisis")
  is history and is not read here.

The caller (``gate._news``) rules out stated years, firsts, "when did ..." history, episodes and chat requests
first. Each function returns the words that matched, or ``None``.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_fixed_firsts import maker_of_title
from .gate_news import ACTOR_NOUNS, named_actor
from .time.prefilter import screen_patterns

__all__ = ["HISTORY_VERBS", "body_said", "news_event", "ongoing_event", "role_in_finished_work", "which_actor_did"]

_ACTOR_KINDS = (r"company|companies|country|countries|nation|nations|state|states|city|cities|team|teams|club|"
                r"clubs|airline|automaker|carmaker|[a-z]*\s?makers?|giant|brand|retailer|chains?|bank|banks|firm|startup|"
                r"exchange|platform|operator|supplier|insurer|lender|studio|label|broadcaster|publisher|developer|"
                r"apps?|union|unions|lawmakers?|senators?|players?|athletes?|singer|rapper|actor|actress|"
                r"celebrit(?:y|ies)|network|streamer|agency|government|party|group|league|billionaire|"
                r"politicians?|officials?|leaders?|ceo|executive|president|prime\s+minister|minister|governor|mayor|"
                r"judge|court|regulators?|bridge|building|ship|plane|train|island|vaccine|drug|product|"
                r"video\s+game|film|movie|show|series")
# Verbs of founding, making and history: an encyclopedia question, not a report.
HISTORY_VERBS = (r"need|used|based|called|named|known|red|bed|hundred|united|related|limited|invented|founded|"
                  r"discovered|colonized|colonised|ruled|conquered|settled|created|designed|developed|introduced|"
                  r"produced|manufactured|established|formed|started|originated|invaded|explored|owned|pioneered|"
                  r"adopted|abolished|annexed|unified|declared|fought|signed|built|hosted|gifted|gave|donated|"
                  r"inspired|located|situated|considered|ranked|allowed|required|included|involved|"
                  # states, not deeds: "which countries were divided", "which state was admitted to the union"
                  r"divided|affected|associated|connected|influenced|governed|controlled|occupied|inhabited|"
                  r"populated|represented|covered|surrounded|bordered|separated|composed|admitted|partitioned|"
                  r"liberated|allied|dominated|recognized|recognised|described|depicted|featured|mentioned|"
                  r"played|performed|recorded|released|published|directed|written|filmed|set|shot|painted|"
                  r"elected|appointed|crowned|nominated|awarded|assassinated|executed|killed|buried|born|died|"
                  r"married|raised|educated|trained|nicknamed|dubbed|titled|referred|granted|given|sent|taken|"
                  r"made|held|chosen|selected|known|called|named")
_WHICH_ACTOR_DID = re.compile(
    rf"^\s*(?:which|what)\s+(?:[\w’'-]+\s+){{0,2}}?(?:{_ACTOR_KINDS})(?:'s|’s)?\s+(?:[\w’'-]+\s+){{0,2}}?"
    rf"(?:(?:was|were|has\s+been|have\s+been|is\s+being|are\s+being)\s+(?!(?:{HISTORY_VERBS})\b)"
    rf"[a-z]+(?:ed|en|wn|ck|ut|ld)|(?:has|have)\s+(?!(?:{HISTORY_VERBS})\b)[a-z]{{3,}}ed|"
    rf"(?!(?:{HISTORY_VERBS})\b)[a-z]{{3,}}ed)\b",
    re.IGNORECASE)
_SAY_VERBS = (r"say|said|tell|told|find|found|(?:announce|decide|approve|pledge|promise|propose|agree|"
              r"apologi[sz]e|conclude|rule|vote|blame|unveil|cite)d?|(?:warn|reveal|offer|ask|claim|order|demand|plan|"
              r"reject|deny|suggest|predict|confirm|report|recommend|uncover|detect|observe|show)(?:ed)?|admit(?:ted)?|"
              r"denied|planned|discover(?:ed)?|spot(?:ted)?|launch(?:ed)?|"
              r"declared?|saying|demanding|proposing|planning|asking|claiming|warning|offering|promising")
_BODY_SAID = re.compile(
    rf"^\s*(?:(?:what|how\s+much|how\s+many)\s+(?:did|has|have|does|do|is|are)|why\s+(?:has|have))\s+(?P<subject>(?:[\w’'.&-]+\s+){{1,6}}?)"
    rf"(?:{_SAY_VERBS})\b",
    re.IGNORECASE)
_BODY = re.compile(rf"\b(?:{ACTOR_NOUNS}|fed|study|report|survey|poll|telescope|rover|probe|lander|spacecraft|"
                   r"satellite|mission|audit|inquest|review|autopsy|post-mortem)\b", re.IGNORECASE)
# Events that recur in the news, so "the truce" or "the jobs report" with no name means this week's.
_EVENTS = (r"strikes?|walkouts?|lawsuits?|verdict|trial|truce|ceasefire|cease-fire|summit|recalls?|bankruptcy|"
           r"layoffs?|funding\s+round|shares|outage|derailment|evacuations?|wildfires?|hurricane|earthquake|floods?|"
           r"flooding|drought|heat\s*wave|coup|runoff|protests?|shooting|crash|deal|agreement|negotiations|"
           r"talks|sanctions|tariffs?|merger|takeover|earnings|jobs\s+report|rate\s+hikes?|debt\s+ceiling|ruling|"
           r"indictment|investigation|probe|scandal|backlash|boycott|settlement|contract|hiatus|opening\s+weekend|"
           r"variant|outbreak|study|survey|report|rover|spacecraft|hostages?|fighting|cyberattack|hack|breach|"
           r"leak|mutiny|nomination|frontrunner|front-runner|polls?|campaign|referendum|impeachment|resignation|"
           r"retirement|storm|tornado|eruption|spill|explosion|standoff|raid|arrests?|charges|plea|jackpot|fine|"
           r"penalty|ban|measure|pay\s+offer|proposal|ipo|stock\s+market\s+debut|landslide|mudslide|blackout|"
           r"power\s+cut|shortage|lockout|blast|bombing|stabbing|stampede|collision|pile-?up|quake|blaze|sell-?off|"
           r"audit|recount|avalanche|inquest|manhunt|crackdown|death\s+toll|clashes|rescue\s+operation|ransom|heist|"
           r"rally|closures?|job\s+cuts|accident|shutdown|lockdown|leadership\s+(?:contest|race|election|challenge|vote|bid)")
_NEWS_EVENT = re.compile(
    rf"\b(?:the|a|an|its|their|his|her)\s+(?:[\w'’-]+\s+){{0,3}}?(?:{_EVENTS})\b(?!\s+(?:of|on)\s+(?!an?\s))",
    re.IGNORECASE)  # "the derailment of a freight train" is this week's; "the invasion of Normandy" is not

# A question about a kind of event in the timeless present: "what causes a heatwave", "how is a truce enforced".
_GENERIC_ASK = re.compile(r"^\s*(?:what|how|why|when|who)\s+(?:causes?|makes?|ends?|starts?|happens|is|are|does|do|"
                          r"can|should)\s+(?:(?:a|an)\s+|[\w-]+\s+(?:a|an)\s+)(?!.*\b(?:was|were|did|has|have|"
                          r"had|this|last|now|today)\b)", re.IGNORECASE)
_RANKED = re.compile(r"[a-z]{2,}est|most|least|first|last|only", re.IGNORECASE)
_NOT_RANKED = frozenset({"interest", "protest", "contest", "request", "west", "midwest", "harvest", "forest",
                         "quest", "latest", "honest", "modest", "arrest", "unrest", "conquest", "inquest"})

# "which vaccine did regulators approve", "what new rule did the agency adopt": the object of a body's act.
_NEWS_ACTS = (r"approve|ban|fine|sue|suspend|recall|arrest|charge|release|pass|reject|cut|raise|hike|announce|"
              r"launch|unveil|trade|sack|fire|hire|adopt|award|block|order|target|sanction|close|shut|cancel|"
              r"postpone|delay|acquire|buy|sign|strike|bomb|seize|expel|pick|draft|select|endorse|nominate")
_WHAT_DID_BODY = re.compile(
    rf"^\s*(?:which|what)\s+(?:[\w’'-]+\s+){{1,3}}?did\s+(?P<subject>(?:[\w’'.&-]+\s+){{1,4}}?)"
    rf"(?:{_NEWS_ACTS}|add|hire|introduce|drop|remove|pull|bring\s+back)\b", re.IGNORECASE)
_BODY_NOUN = re.compile(rf"\b(?:{ACTOR_NOUNS})\b", re.IGNORECASE)
# "the band have split after how many years", "the soap came to a close after how many years": it just ended.
_ENDED_AFTER = re.compile(r"\b(?:[a-z]{3,}ed|came|split|broke\s+up|left|quit|retired)\b[^?]{0,40}\bafter\s+how\s+"
                          r"many\s+(?:years|decades|seasons|months|episodes)\b", re.IGNORECASE)
# "what is being blamed for ...", "what has been causing delays": a cause or action going on now.
_GOING_ON = re.compile(r"^\s*(?:what|who)\s+(?:is|are)\s+being\s+[a-z]+ed\b|"
                       r"^\s*(?:what|who)\s+(?:has|have)\s+been\s+[a-z]{3,}ing\b", re.IGNORECASE)


# gate-en15 (wave 18 read): a role in a named work, told in the past ("which actor starred as Vito Corleone in The
# Godfather"): the cast of a finished film, not a deed of this week; a new or coming work stays news
_ROLE_IN_WORK = re.compile(r"\b(?i:starred|played|portrayed|voiced)\s+as\s+(?:[A-Z][\w'’.-]*\s+){1,4}"
                           r"(?i:in|on)\s+(?:[Tt]he\s+)?[A-Z0-9]")
_NEW_WORK = re.compile(r"\b(?:new|next|upcoming|latest|recent|coming|remake|reboot|sequel|series)\b", re.IGNORECASE)
# review15b: typed in lower case ("which actor starred as vito corleone in the godfather") no capital shows the names
_ROLE_IN_WORK_LOWER = re.compile(r"\b(?:starred|played|portrayed|voiced)\s+as\s+(?!(?:an?|the)\b)(?:[\w'’.-]+\s+){1,4}"
                                 r"(?:in|on)\s+(?:the\s+)?[\w'’-]")


def role_in_finished_work(text: str) -> bool:
    """A role in a named work told in the past, no new or coming work: "who played Rick Blaine in Casablanca"."""
    role = _ROLE_IN_WORK_LOWER if text.islower() else _ROLE_IN_WORK
    return bool(role.search(text)) and not _NEW_WORK.search(text)


def which_actor_did(text: str) -> str | None:
    """ "Which bank collapsed", "which lawmaker was expelled": an unnamed actor's reported deed."""
    if role_in_finished_work(text) or maker_of_title(text):  # gate20: "What studio made Spirited Away?"
        return None  # "which actress starred as Holly Golightly in Breakfast at Tiffany's" (gate-en15)
    m = _WHICH_ACTOR_DID.search(text) or _GOING_ON.search(text) or _ENDED_AFTER.search(text)
    if not m and (obj := _WHAT_DID_BODY.search(text)):
        subject = obj.group("subject")  # a body or a known name: "which vaccine did regulators approve"
        m = obj if _BODY_NOUN.search(subject) or named_actor(subject) else None
    return " ".join(m.group(0).lower().split()) if m else None


# "what did the ecb do", "what has the government done about ...": a body's act, asked whole
_BODY_DID = re.compile(r"^\s*what\s+(?:did|has|have)\s+(?P<subject>(?:[\w’'.&-]+\s+){1,4}?)(?:do|done)\b",
                       re.IGNORECASE)


def body_said(text: str) -> str | None:
    """ "What did investigators find", "what has the government offered": what a body said or decided."""
    m = _BODY_SAID.search(text) or _BODY_DID.search(text)
    if not m or not (_BODY.search(m.group("subject")) or named_actor(m.group("subject"))):
        return None  # "what did the romans say": a people of history, no public body or known name
    return " ".join(m.group(0).lower().split())


def news_event(text: str) -> str | None:
    """ "the truce", "a cyberattack", "the jobs report": a recurring news event with no name of its own."""
    cased = not text.islower()
    for m in _NEWS_EVENT.finditer(text):
        words = m.group(0)
        # "the Exxon Valdez oil spill", "the Queensland floods": a capitalised name makes it one event in history
        # (an acronym does not: "the NATO summit" recurs)
        if cased and any(w[0].isupper() and not w.isupper() for w in words.split()[1:]):
            continue
        if any(_RANKED.fullmatch(w) and w.lower() not in _NOT_RANKED for w in words.split()[1:-1]):
            continue  # "the largest deal", "the last strike": a record, read by the drifting shapes
        if words.split()[0].lower() in ("a", "an") and _GENERIC_ASK.match(text):
            continue  # "what causes a heatwave", "how is a ceasefire enforced": the kind of event, no event
        return " ".join(words.lower().split())
    return None


# "Why is the strike continuing", "how did markets react to the jobs report", "why are doctors on strike": the
# why / how of this week's event, not an explanation of how things work ("how does a strike work" stays local).
_WHY_NOW = re.compile(r"^\s*(?:why\s+(?:is|are|has|have|did|was|were)|how\s+(?:did|are|is|has|have))\b", re.IGNORECASE)
_DEFINITE_EVENT = re.compile(rf"\b(?:the|its|their)\s+(?:[\w'’-]+\s+){{0,3}}?(?:{_EVENTS})\b(?!\s+(?:of|on)\b)|"
                             r"\b(?:on|went\s+on|go\s+on)\s+strike\b", re.IGNORECASE)


def ongoing_event(text: str) -> str | None:
    """A why / how question about a news event named by a definite article ("why is the strike continuing")."""
    if not _WHY_NOW.match(text) or not (m := _DEFINITE_EVENT.search(text)):
        return None
    words = m.group(0)
    if not text.islower() and any(w[0].isupper() and not w.isupper() for w in words.split()[1:]):
        return None  # "how did the Exxon Valdez spill happen": one event in history
    return " ".join(words.lower().split())


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
