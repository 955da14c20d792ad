"""Three news shapes round 10 found missing: a headline turned into a question, a reaction asked with "how did", and
a post changing hands.

* ``headline_ask``: a headline, then a colon and the question about it ("Minister quits over housing scandal: who
  replaces her?", "Stadium collapse in Lagos: what caused it?", "Chip export curbs tightened: which companies are
  affected?"). The headline carries a deed in headline grammar (a present or past verb, "quits", "tightened") or an
  event noun ("collapse", "strike", "talks"); a section label ("Quiz 3:", "History:") or a lead of fewer than three
  words is no headline.
* ``reaction_ask``: "how did X react / respond / fare / get on / perform / vote" ("How did investors react to
  Nvidia's results?", "How did Arsenal get on against Newcastle?"): an outcome asked of someone, not the "how did"
  of an explanation ("how did the romans build aqueducts").
* ``succession_ask``: who took a post from someone, or whom a body chose, or whether it passed a bill ("Who replaced Marta Ilves as finance minister?", "Who took over
  as chair of the African Union?", "who will succeed the governor"): the post changed hands, which is news unless
  the question is pinned to history (the caller rules out stated years and "when ..."; an empire, a dynasty, a war,
  a reign or a regnal number stand it down here, and so do the highest offices — president, prime minister,
  chancellor, a crown — whose successions quizzes of history ask most: "Who succeeded Lincoln as president?").

Round 10's second wave added (``report_cue``) a company's move ("by how much did X raise its dividend", "how many
stores will the chain shut"), why something was issued, halted or pulled ("why did the utility issue a boil
notice", "why was the update pulled"), a court's outcome ("what sentence did the former mayor receive", "how long
was the rapper jailed for"), a quake by its magnitude, "who was crowned Miss ...", "which vaccine did the advisers
vote to stop"; and (``search_box_state``) a search-box query of a few words that names a state of things: an office
holder, a decision, a count of cases, a date, a path or an outage ("openai ceo", "fed rate decision", "bird flu cases
us", "apple event date", "is twitter down").

Each returns the words that matched, or ``None``. The caller (``gate._news``) rules out stated years, chat requests
and "invented / founded / born" history first.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_deed import age_of_history
from .gate_drift import succession_premise
from .gate_landmark import landmark_ruling
from .time.prefilter import screen_patterns

__all__ = ["doing_now", "headline_ask", "reaction_ask", "report_cue", "search_box_state", "succession_ask"]

_QUESTION = r"(?:who|whom|whose|what|which|when|where|why|how|is|are|was|were|did|does|do|will|can|has|have)\b"
# "Headline words: question?" with a lead that is no question itself and no section label
_HEADLINE = re.compile(
    r"^\s*(?!(?:who|whom|whose|what|which|when|where|why|how|quiz|question|q|round|part|section|chapter|lesson|"
    r"exercise|problem|example|note|hint|tip|step|bonus|trivia|history|science|maths?|geography|definition|"
    r"true\s+or\s+false)\b)(?P<lead>[^:?.]+?)\s*(?P<sep>[:—–]|[.?](?=\s))\s+(?:" + _QUESTION + r"|what's\b)[^:]*$",
    re.IGNORECASE)
# headline grammar: a verb in the present or past ("quits", "survives", "tightened", "hit") or an event noun
_HEADLINE_DEED = re.compile(
    r"\b(?!(?:was|has|does|this|its|his|hers|ours|yours|theirs|is|us|plus|less|thus|always|news|series|species|"
    r"physics|politics|economics|mathematics|chaos|bus|gas|class|glass|lens|boss|loss|cross|press|process|"
    r"business|address|access|success|progress|congress|status|census|bonus|campus|virus|focus|crisis|analysis|"
    r"basis|thesis|axis|tennis|various|serious|famous|previous|obvious|nervous|enormous|dangerous|"
    r"anonymous)\b)[a-z]{3,}(?:s|ed)\b|\b(?:hit|cut|set|quit|shut|sold|won|lost|fell|rose|beat|struck|found|"
    r"dead|call(?:s|ed)?\s+off)\b")
# a guide's or a review's title before the colon: "Slow cooker recipes: ...", "Kitchen knives compared: ..."
_GUIDE_TITLE = re.compile(r"\b(?:explained|compared|ranked|reviewed|tested|rated|simplified|demystified|answered|"
                          r"revisited|recipes|tips|tricks|basics|guide|ideas|examples|faqs?|101)\s*$", re.IGNORECASE)
# an event noun (any case, plural too): enough after "." or "?" too ("Kroger and Albertsons call off merger. Why?")
_EVENT_NOUN = re.compile(
    r"\b(?:collapse|strike|talks|attack|outbreak|scandal|shutdown|crash|fire|blaze|flood(?:ing)?|blast|explosion|row|"
    r"deal|vote|crisis|protests?|ban|probe|heatwave|storm|quake|earthquake|derailment|outage|blackout|recall|"
    r"layoffs|merger|takeover|bid|ruling|verdict|sentence|poll|defeat|victory|leak|hack|breach|spill|"
    r"walk(?:s|ed)?\s+out|walkout|ceasefire|truce|standoff|shooting|stabbing|raid|arrest|charges|lawsuit|fine|rate|"
    r"wildfire|coup|whistleblower|evacuation|boycott|resignation|indictment|bankruptcy|landslide|mudslide|"
    r"avalanche|tornado|typhoon|hurricane|cyclone|eruption|sinkhole|stampede)(?:s|es)?\b", re.IGNORECASE)
_REACTION = re.compile(
    r"^\s*how\s+did\s+(?:[\w’'.&-]+\s+){1,6}?(?:react|respond|reply|retaliate|fare|get\s+on|perform|finish|vote|"
    r"take\s+the\s+news|do\s+(?:in|at|against|on)\b|"
    # round 12: a ruling ("how did the judge rule on ...") or a reception ("how did the speech go over")
    r"rule\s+(?:on|against|for)\b|go\s+(?:over|down)\s+with\b|go\s+over\s*[?.!]*\s*$|land\s+with\b)",
    re.IGNORECASE)
# a landmark case's name ("Roe v. Wade", "Brown vs Board"): a settled ruling, history (round 12)
_CASE_NAME = re.compile(r"\b[A-Z][\w.'’-]*\s+(?:v\.?|vs\.?|versus)\s+[A-Z]")
_SUCCESSION = re.compile(
    r"^\s*(?:who|which\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:(?:has|have|will|is|are|was)\s+)?(?:been\s+)?"
    r"(?:replaced?|replaces|replacing|succeed(?:ed|s)?|succeeding|took\s+over|takes\s+over|taking\s+over|"
    r"take\s+over|stepped\s+in|steps\s+in)\b(?!\s+(?:the\s+)?(?:throne|crown)\b)", re.IGNORECASE)
# "who did the Democrats nominate for governor", "did the senate pass the spending bill": a body's choice or vote
_BODY_CHOICE = re.compile(
    r"^\s*who\s+did\s+(?:the\s+)?(?:[\w’'.&-]+\s+){1,3}?(?:nominate|pick|choose|select|appoint|name|endorse|hire|"
    r"sign|draft|elect|tap)\b|"
    r"^\s*(?:did|has|have|will)\s+(?:the\s+)?(?:senate|house|congress|parliament|lawmakers|council|assembly|"
    r"supreme\s+court|court|judge|jury|committee|board|regulators?|cabinet|government|fed|ecb|union|members|"
    r"shareholders|voters)\s+(?:finally\s+)?(?:pass|approve|reject|block|vote|back|ratify|veto|uphold|overturn|"
    r"strike\s+down|rule|accept|agree|sign\s+off)\b", re.IGNORECASE)
_OLD_ORDER = re.compile(r"\b(?:president|presidency|prime\s+minister|premier|chancellor|king|queen|emperor|empress|tsar|czar|pharaoh|pope|sultan|shah|kaiser|caesar|"
                        r"throne|crown|reign|regime\s+of|roman|greek|ottoman|byzantine|mughal|ming|qing|tudor|"
                        r"stuart|habsburg|napoleon|[a-z]+\s+(?:ii|iii|iv|vi|vii|viii|ix|xi|xii|xiii|xiv|xv|xvi))\b",
                        re.IGNORECASE)


_COMPANY_MOVE = re.compile(
    r"\b(?:rais|cut|hik|slash|lift|boost|trim|lower|suspend|scrapp?|reinstat)(?:e|es|ed|ing|s|t|ting|s)?\s+"
    r"(?:its|their|the)\s+(?:annual\s+|full-year\s+|quarterly\s+)?(?:dividend|forecast|guidance|outlook|"
    r"(?:profit|sales|revenue)\s+(?:forecast|target|outlook)|price\s+target|offer|bid|stake|payout|buyback)\b|"
    r"^\s*how\s+many\s+(?:[\w-]+\s+)?(?:stores|shops|branches|plants|factories|mines|jobs|staff|workers|employees|"
    r"routes|flights|sites|offices|restaurants|outlets|hospitals|schools)\s+(?:will|is|are|has|have|did|does|do)\b"
    r"[^?]*\b(?:shut|close|closing|cut|cutting|axe|slash|lose|losing|open|opening|add|eliminate|lay\s+off)\b",
    re.IGNORECASE)
_HALTED = re.compile(
    r"^\s*why\s+did\s+(?:the\s+)?(?:[\w’'.&-]+\s+){1,4}?(?:issue|impose|lift|declare|order|suspend|halt|pause|"
    r"pull|recall|ban|cancel|delay|postpone|scrap|shut|close|evacuate|bring\s+back|reinstate|reintroduce|"
    r"turn\s+back|turn\s+around|divert|reroute)\b|"
    r"^\s*why\s+(?:was|were|has|have|is|are)\s+(?:[\w’'.&-]+\s+){1,6}?(?:been\s+)?(?:pulled|halted|paused|"
    r"suspended|delayed|postponed|cancell?ed|scrapped|recalled|banned|grounded|evacuated|shut|closed|called\s+off|"
    r"taken\s+down|taken\s+offline|blocked)\b", re.IGNORECASE)
# "which peso measure did Milei scrap", "which startup did Salesforce snap up", "who has Arsenal signed"
_CHOSE_OR_DROPPED = re.compile(
    r"^\s*which\s+[\w-]+(?:\s+[\w-]+){0,2}\s+did\s+.{2,40}?\s+(?:scrap|axe|ditch|cancel|suspend|lift|unveil|"
    r"announce|sue|sack|poach|snap\s+up|take\s+over|roll\s+back)\b|"
    r"^\s*who\s+(?:has|have)\s+(?:the\s+)?(?:[\w’'.&-]+\s+){1,3}?(?:signed|appointed|hired|named|picked|chosen|"
    r"sacked|fired|poached|nominated|drafted|recruited)\b", re.IGNORECASE)
# "which manager is favourite to replace X", "who is tipped to win": what the odds say now
_TIPPED = re.compile(r"\b(?:favou?rites?|front-?runners?|tipped|odds-on|in\s+the\s+running|shortlisted|in\s+talks)\s+"
                     r"(?:to|for|with)\b", re.IGNORECASE)
# what someone named is doing now: "is X leaving Y", "which club is X joining", "who is X running against"
_DOING_NOW = re.compile(
    r"\b(?:is|are)\s+(?:[\w’'.-]+\s+){1,4}?(?:leaving|joining|suing|quitting|retiring|signing\s+(?:for|with)|"
    r"running\s+(?:against|for)|stepping\s+down|moving\s+to|returning\s+to|divorcing|touring|launching|"
    r"heading|making\s+landfall)\b", re.IGNORECASE)
# a reading that changes by the hour or day: "what is the heat index in phoenix", "is the us in a recession"
_READING_NOW = re.compile(
    r"\b(?:is|are|'s)\s+(?:the\s+)?(?:heat\s+index|uv\s+index|air\s+quality|pollen\s+count|wind\s+chill|aqi|"
    r"water\s+level|river\s+level|snow\s+depth|fire\s+danger|flood\s+warning)\b|"
    r"^\s*(?:is|are)\s+(?:the\s+)?[\w.’'-]+(?:\s+[\w.’'-]+)?\s+in\s+(?:a\s+)?(?:recession|lockdown|drought|"
    r"shutdown|default|crisis|state\s+of\s+emergency)\b|"
    r"^\s*(?:did|has|will)\s+(?:[\w’'.-]+\s+){1,3}?(?:sign|veto|pass|approve|block)\s+(?:the|a)\s+"
    r"(?:[\w-]+\s+)?(?:bill|law|deal|executive\s+order|treaty|budget|agreement)\b|"
    r"^\s*(?:what\s+are\s+the\s+)?(?:chances|odds|likelihood)\s+of\s+(?:an?\s+)?(?:rate\s+(?:cut|hike|rise)|"
    r"recession|shutdown|strike|ceasefire|deal|default|snap\s+election)\b", re.IGNORECASE)
# "which candy maker said it would shrink ...": what someone said they will do; "what happened with the shutdown";
# "what are the opening hours of ...": a schedule now
_SAID_WOULD = re.compile(r"\bsaid\s+(?:it|they|he|she)\s+(?:would|will|plans?\s+to|was\s+planning)\b|"
                         r"^\s*what\s+(?:happened|is\s+happening|'s\s+happening)\s+(?:with|to|in|at)\s+(?:the\s+)?"
                         r"(?:[\w-]+\s+){0,3}?(?:shutdown|strike|talks|ceasefire|trial|deal|merger|vote|investigation|"
                         r"inquiry|protests?|outage|lawsuit|negotiations|bill|recall)\b|"
                         r"\b(?:are|is)\s+the\s+(?:opening|closing|visiting)\s+(?:hours|times)\b", re.IGNORECASE)
# "Breaking: ...", "Live updates: ...", "Exclusive: ...": a news label before the question
_NEWS_LABEL = re.compile(r"^\s*(?:breaking(?:\s+news)?|live(?:\s+updates?)?|exclusive|developing(?:\s+story)?|"
                         r"update|just\s+in|latest)\s*:\s*\S", re.IGNORECASE)
_COURT_OUTCOME = re.compile(
    r"^\s*what\s+(?:sentence|fine|penalty|punishment|damages|compensation|settlement|bail|verdict)\s+did\b|"
    r"^\s*how\s+long\s+(?:was|were|has|have|is|will)\s+(?:[\w’'.&-]+\s+){1,5}?(?:been\s+)?(?:jailed|"
    r"sentenced|banned|suspended|imprisoned|locked\s+up|detained)\b", re.IGNORECASE)
_QUAKE = re.compile(r"\bmagnitude[\s-]*\d(?:\.\d)?\s+(?:earth)?quake\b|\b\d\.\d[\s-]*magnitude\s+(?:earth)?quake\b",
                    re.IGNORECASE)
_CROWNED = re.compile(r"^\s*who\s+(?:was|were|has\s+been|is|got)\s+crowned\b", re.IGNORECASE)
_VOTED_TO = re.compile(r"^\s*(?:which|what)\s+[\w-]+(?:\s+[\w-]+)?\s+did\s+.{2,50}?\s+vote\s+(?:to|for|against)\b",
                       re.IGNORECASE)
_ORDINAL = re.compile(r"\b(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|"
                      r"inaugural|founding|original)\b", re.IGNORECASE)
_OF_HISTORY = re.compile(r"\b(?:battle|war|siege|century|centuries|ancient|medieval|colonial|dynasty|empire|"
                         r"(?:1[5-9]|20)?\d0'?s)\b", re.IGNORECASE)  # "recalled in the 1970s": a decade of history


def doing_now(text: str) -> bool:
    """ "Why is Taylor Swift suing her label", "why are eggs so expensive": a state now, not an explanation."""
    return bool(_DOING_NOW.search(text) or _SO_NOW.match(text))


_SO_NOW = re.compile(r"\s*why\s+(?:is|are)\s+(?:[\w’'.-]+\s+){1,5}?so\s+(?:expensive|cheap|high|low|hot|cold|busy|"
                     r"quiet|slow|popular|scarce|hard\s+to\s+find|volatile)\b", re.IGNORECASE)


def report_cue(text: str) -> str | None:
    """A company's move, a halt, a court's outcome, a quake, a crowning or a body's vote (see the module's notes)."""
    if _OF_HISTORY.search(text) or age_of_history(text) or _OLD_ORDER.search(text) or _ORDINAL.search(text):
        return None  # "who has the council appointed as its 4th mayor": one fixed holder
    if _NEWS_LABEL.match(text):
        return "label:" + text.split(":", 1)[0].strip().lower()
    for pattern in (_COMPANY_MOVE, _HALTED, _COURT_OUTCOME, _QUAKE, _CROWNED, _VOTED_TO, _CHOSE_OR_DROPPED, _TIPPED,
                    _DOING_NOW, _READING_NOW, _SO_NOW, _SAID_WOULD):
        if m := pattern.search(text):
            return " ".join(m.group(0).lower().split())[:40]
    return None


# a search-box query's last word(s): a state of things that changes ("openai ceo", "fed rate decision")
_STATE_TAIL = re.compile(
    r"\b(?:ceo|cfo|chief\s+executive|president|prime\s+minister|chancellor|premier|mayor|governor|speaker|coach|"
    r"manager|head\s+coach|leader|chair(?:man)?|decision|ruling|verdict|cases|deaths|death\s+toll|casualties|"
    # (a date, a time, results or a table of a kind that changes: not "birthday date", "cooking time", "blood
    # test results", "periodic table")
    r"(?<!birthday\s)(?<!anniversary\s)(?<!due\s)dates?|(?:kick-?off|start|tip-?off|release|launch|sunrise|sunset|"
    r"prayer|race|match|game|fight|event|opening|closing|departure|arrival)\s+times?|all-time\s+high|path|track|"
    r"(?<!test\s)results?|odds|line-?up|squad|groups|draw|standings|(?:league|points|group|medal)\s+table|shortage|"
    r"outage|delays?|status|update|earnings|polls?|winner|winners|champion|(?:is|are)\s+\w+\s+down|"
    r"(?:quarterly|annual|q[1-4])\s+(?:profits?|revenue|sales|results|loss(?:es)?)|"
    r"down|over)\s*\??\s*$", re.IGNORECASE)
_NOT_A_QUERY = re.compile(r"^\s*(?:who|whom|whose|what|which|when|where|why|how|define|definition|meaning|"
                          r"explain)\b|\b(?:first|founding|original|inaugural|definition|meaning|formula|"
                          r"history|invented|born|ancient|calculator|converter|template|recipe|worksheet|example)\b", re.IGNORECASE)


def search_box_state(text: str) -> str | None:
    """ "openai ceo", "fed rate decision", "bird flu cases us", "is twitter down": two to five words, no question
    word, ending on a state of things that changes."""
    words = text.split()
    if not 2 <= len(words) <= 5 or _NOT_A_QUERY.search(text):
        return None
    m = _STATE_TAIL.search(text) or (_STATE_TAIL.search(" ".join(words[:-1])) if len(words) >= 3 else None)
    return f"query:{' '.join(m.group(0).lower().split()).rstrip('?')}" if m else None


def headline_ask(text: str) -> str | None:
    """ "Minister quits over housing scandal: who replaces her?": a headline of three words or more with a deed."""
    m = _HEADLINE.match(text)
    if not m or len(m.group("lead").split()) < 3:
        return None
    if not text.rstrip().endswith("?") and m.group("sep") in ".?":
        return None  # the question mark may be left off after a colon or a dash only ("...: who replaces her")
    lead = m.group("lead")
    if _GUIDE_TITLE.search(lead):
        return None
    deed = _EVENT_NOUN.search(lead) or (None if m.group("sep") in ".?" else _HEADLINE_DEED.search(lead))
    return f"headline:{deed.group(0).lower()}" if deed else None


def reaction_ask(text: str) -> str | None:
    """ "How did investors react to ...", "how did Arsenal get on against Newcastle"."""
    m = _REACTION.match(text)
    return (" ".join(m.group(0).lower().split())[:40] if m and not age_of_history(text) and not _CASE_NAME.search(text)
            and not landmark_ruling(text) else None)


def succession_ask(text: str) -> str | None:
    """ "Who replaced Marta Ilves as finance minister?", "who took over as chair of the African Union?", "who did
    the Democrats nominate for governor", "did the senate pass the spending bill"."""
    m = _SUCCESSION.match(text) or _BODY_CHOICE.match(text)
    if not m or age_of_history(text) or _OLD_ORDER.search(text) or _ORDINAL.search(text) or succession_premise(text):
        return None
    return " ".join(m.group(0).lower().split())[:40]


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
