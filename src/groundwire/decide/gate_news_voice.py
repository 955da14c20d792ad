"""Other outlets' voices: a news quiz's grammar and a present tie asked as a cloze, a triple or an in-place "which".

Round 19 (gate19b) wrote a wave in the voices of other outlets (a local paper's quiz, a business weekly, a sports
desk, a kids' news site, a news-literacy worksheet, 新闻周测) and of other temporal-QA sets (TempLAMA-like cloze
"Harry Kane plays for _____.", knowledge-graph triples "(Tim Cook, position held, ?)", present-anchored questions).
What the rules missed were grammar slots, not words:

* **a present tie, asked in place** (``present_tie``): a named person's or body's team, label, employer, owner or
  post in the present tense, with the asked part left in place, as a blank (``____``, ``[MASK]``) or as "which /
  what / whom" after the verb ("Olivia Rodrigo is signed to which label?", "Satya Nadella is employed by ____",
  "which team is Jude Bellingham on", "what company owns WhatsApp", "who is the parent company of Snapchat");
* **a triple** (``changing_triple``): "(subject, relation, ?)" or "subject=…; relation=…; object=?" whose relation
  changes with time (position held, member of sports team, employer, spouse, owned by, head of government ...);
  fixed relations (founded by, author, place of birth) are left alone;
* **a post filled, in Chinese** (``post_holder_zh``): "美联储由谁担任主席", "谁出任…": who fills a post now; a first
  or numbered holder, a stated year or 曾 / 当年 pins it;
* **a news quiz's deed** (``quiz_deed``): an unnamed actor's reported past act where the rules wanted a name or a
  listed verb: the asked part in place after a past verb ("A capybara escaped from which zoo ...", "The school board
  picked whom as interim superintendent?"), "which N did <news actors> <any verb>" ("which statue did protesters
  topple"), "why did / what made the <actor> <verb>" ("why did the prime minister call a snap election", "what made
  the freight train come off the tracks"), people counted after a passive past with a definite event ("how many
  hostages were freed in the swap"), a body's report in Chinese (通报 / 披露 ... 哪起); and names written with a
  "+" ("OPEC+", "Disney+"), which the other rules' word patterns cut off.

Each function returns the words that matched, or ``None``. The caller (``gate.decide_by_rules``) asks only when no
other rule fired, nothing timeless was found and no fixed past pins the question (a stated year, a person of
history, a first, the user's own affairs: ``gate.pinned_past``). English patterns are case-blind; the names of a
lower-cased search box are not needed here. Hand-written: no library reads these question shapes.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from collections.abc import Callable

from .gate_event import _ACTOR_KINDS, body_said, which_actor_did
from .gate_finished import finished_subject
from .gate_news import ACTOR_NOUNS, named_actor
from .gate_vocab import ROLES
from .time.prefilter import screen_patterns

__all__ = ["as_quiz_reads", "changing_triple", "holder_life_fact", "news_voice", "post_holder_zh", "present_tie", "quiz_deed"]

# the asked part left in place: a blank, a mask token, or an in-situ wh-word
_BLANK = r"(?:_{2,}|\[\s*mask\s*\]|<mask>|\[\s*blank\s*\]|\(\s*blank\s*\))"
_IN_PLACE = rf"(?:{_BLANK}|which\b|what\b|whom\b|who\b)"
# kinds of bodies one is tied to
_TIE_KINDS = (r"team|club|side|franchise|label|record\s+label|company|firm|employer|party|band|group|agency|studio|"
              r"network|outfit|organi[sz]ation|conglomerate|corporation|owner|parent(?:\s+company)?|school|"
              r"university|college|league|constructor|stable|management")
# a present tie's verb phrase ("plays for", "is signed to", "is employed by", "is the captain of")
_TIE_VERB = (r"(?:plays|is\s+playing|turns\s+out|suits\s+up|drives|races|rides|sings|performs|works|is\s+working|"
             r"coaches|is\s+coaching|manages|is\s+managing|writes|reports)\s+(?:for|with|at)|"
             r"(?:is|are)\s+(?:currently\s+|now\s+)?(?:signed|contracted|employed|enrolled|registered|affiliated|"
             r"attached|loaned|on\s+loan)\s+(?:up\s+)?(?:to|with|by|at|in)|"
             r"(?:is|are)\s+(?:currently\s+|now\s+)?(?:a\s+|an\s+)?(?:member|part|player|employee|client)\s+of|"
             r"(?:is|are)\s+(?:currently\s+|now\s+)?owned\s+by|"
             r"(?:is|are)\s+(?:currently\s+|now\s+)?married\s+to|"
             rf"(?:is|are)\s+(?:currently\s+|now\s+)?(?:the\s+|a\s+|an\s+)?(?:[\w'’-]+\s+)?(?:{ROLES})\s+(?:of|at|for)|"
             r"(?:leads|heads|chairs|runs|captains|owns|edits|hosts|presents|fronts|anchors|represents|manages|"
             r"coaches|employs|sponsors|holds\s+(?:the\s+)?(?:position|office|post|title|role|seat|portfolio)\s+of|holds)")
_PAST_TIE = re.compile(r"\b(?:was|were|did|had|used\s+to|formerly|once|former|ex-|before|after|until|previously|"
                       r"first|original|founding|debut|began|started|born|retired|last|late)\b", re.IGNORECASE)
# "<X> is signed to which label?", "Satya Nadella is employed by ____", "Erling Haaland plays for ____."
_TIE_IN_PLACE = re.compile(rf"\b(?:{_TIE_VERB})\s+(?:the\s+)?(?:(?:{_TIE_KINDS})\s+)?{_IN_PLACE}"
                           rf"|\b(?:{_TIE_VERB})\s+(?:the\s+)?(?:[\w-]+\s+){{0,3}}?{_BLANK}"
                           # a cloze with nothing after its verb: "Messi plays for", "Q: X works for? A:"
                           rf"|\b(?:{_TIE_VERB})\s*(?:\?|\.{{3}}|…)?\s*(?:A:\s*)?$"
                           # "Sam Altman's employer is ____", "X's current club is which?"
                           r"|['’]s\s+(?:current\s+)?(?:employer|team|club|spouse|wife|husband|partner|boss|coach|"
                           rf"manager|label|party|owner|agent|position|office|post|job)\s+(?:is|=)\s*(?:{_IN_PLACE}|\?)"
                           # "What position does Keir Starmer hold?", "which office is held by X"
                           r"|^\s*(?:what|which)\s+(?:position|office|post|title|role|seat|portfolio|cabinet\s+post)s?\s+"
                           r"(?:does|do)\s+(?!an?\s|your\s|my\s)(?:[\w'’.&+-]+\s+){1,5}?hold\s*[?.!]*\s*$"
                           r"|^\s*(?:what|which)\s+(?:position|office|post|title|role|seat|portfolio)s?\s+(?:is|are)\s+"
                           r"held\s+by\b"
                           # "Who employs Sam Altman?", "who sponsors the shirt", "who does X date"
                           r"|^\s*who\s+(?:employs|sponsors|bankrolls|funds|backs)\b"
                           r"|^\s*who\s+(?:does|do)\s+(?:[\w'’.&+-]+\s+){1,4}?date\s*[?.!]*\s*$", re.IGNORECASE)
# "which team is Jude Bellingham on", "what club is Declan Rice with", "what label is Beyoncé signed to"
_TIE_ASK = re.compile(rf"^\s*(?:which|what)\s+(?:[\w-]+\s+)?(?:{_TIE_KINDS})\s+(?:is|are|does|do)\s+"
                      # (a named one, not a kind: "what team is a beginner usually put on")
                      r"(?!(?:an?|your|my|one|someone|somebody|people|kids|children)\s)"
                      r"(?![^?]*\b(?:usually|typically|generally|normally|often)\b)"
                      r"(?:[\w'’.&+-]+\s+){1,5}?(?:on|with|at|in|signed\s+(?:to|with)|contracted\s+to|"
                      r"(?:play|playing|work|working|drive|driving|race|racing|sing|singing|coach|coaching)\s+"
                      r"(?:for|with|at|in)|a\s+member\s+of|part\s+of|tied\s+to|employed\s+(?:by|at)|"
                      r"manage|coach|lead|run|captain|head|chair|own|represent|front|sponsor)\s*[?.!]*\s*$|"
                      # "which political party does Marine Le Pen belong to" (a party, a club: not a class of things)
                      r"^\s*(?:which|what)\s+(?:[\w-]+\s+)?(?:party|club|team|league|label|union|alliance|bloc|"
                      r"caucus|faction|coalition)\s+(?:does|do|is|are)\s+(?:[\w'’.&+-]+\s+){1,5}?belong(?:s|ing)?\s+"
                      r"to\s*[?.!]*\s*$",
                      re.IGNORECASE)
# "what company owns WhatsApp", "which firm now owns YouTube", "who is the parent company of Snapchat",
# "whats the parent company of tiktok", "who's the owner of the NY Post"
_OWNER_ASK = re.compile(rf"^\s*(?:which|what)\s+(?:[\w-]+\s+)?(?:{_TIE_KINDS}|fund|family|billionaire|investor|"
                        r"bank|country|state|person|individual)s?\s+(?:now\s+|currently\s+)?(?:owns|controls|runs)\b|"
                        r"^\s*(?:who|what)(?:\s+is|['’]s|s)\s+(?:the\s+)?(?:parent(?:\s+company)?|owner|"
                        r"holding\s+company|majority\s+owner|largest\s+shareholder)\s+of\b",
                        re.IGNORECASE)


# "Who is the Grand Mufti of Egypt?", "who is the Poet Laureate of the UK": a post whose title is written in capitals,
# of a known place or body (``gate_news.named_actor``); not a nickname ("the King of Pop": no such place)
_TITLE_OF = re.compile(r"^\s*who\s+(?:is|are)\s+the\s+(?-i:(?:[A-Z][\w'’-]+\s+){1,3})of\s+(?P<place>(?:the\s+)?"
                       r"(?-i:[A-Z])[\w'’.&-]*(?:\s+(?-i:[A-Z])[\w'’.&-]*){0,3})\s*[?.!]*\s*$", re.IGNORECASE)


# present-anchored: a life fact of whoever holds a post now ("Where did the Apple CEO go to college?", "What nationality
# is the UEFA president?", "the Japanese prime minister's wife"): who that is changes, so the answer does
_HOLDER = re.compile(rf"\bthe\s+(?P<q1>(?:[\w'’.&-]+\s+){{1,3}}?)(?:{ROLES})\b|"
                     rf"(?P<q2>\b[\w'’.&-]+)['’]s\s+(?:[\w-]+\s+)?(?:{ROLES})\b|"
                     rf"\bthe\s+(?:{ROLES})\s+of\s+(?P<q3>(?:the\s+)?[\w'’.&-]+(?:\s+[\w'’.&-]+){{0,2}})",
                     re.IGNORECASE)
_LIFE_FACT = re.compile(r"\b(?:born|birth(?:place|day)?|nationality|how\s+old|age|wife|husband|spouse|married|"
                        r"children|kids|sons?|daughters?|college|university|alma\s+mater|graduate[ds]?|stud(?:y|ied)|"
                        r"degree|religion|hometown|come\s+from|net\s+worth|how\s+tall|height|zodiac|"
                        r"(?:which|what)\s+party)\b", re.IGNORECASE)
_NOT_NOW_HOLDER = re.compile(r"\b(?:first|former|ex-|late|previous|founding|original|past|last|(?:have|has|need|needs|"
                             r"must)\s+to\s+be|must\s+be|can\s+be|eligible|minimum|requirements?|qualif\w*|"
                             r"second|third|\d+(?:st|nd|rd|th)|\d{4})\b", re.IGNORECASE)


_BIRTH_WORD = re.compile(r"\b(?:born|birth(?:place|day)?)\b", re.IGNORECASE)


def _named_qualifier(words: str, text: str) -> bool:
    """A post qualified by a name: a capitalised word not at the start, or a known name (any case)."""
    start = text.find(words)
    return bool(named_actor(words)) or any(w[:1].isupper() for w in words.split()) and start > 0


def holder_life_fact(text: str) -> str | None:
    """A life fact (birthplace, age, spouse, college, party) of whoever now holds a named body's post."""
    if not _LIFE_FACT.search(text) or _NOT_NOW_HOLDER.search(text):
        return None
    for m in _HOLDER.finditer(text):
        words = m.group("q1") or m.group("q2") or m.group("q3") or ""
        if _named_qualifier(words.strip(), text):
            return " ".join(m.group(0).lower().split())
    return None


def present_tie(text: str) -> str | None:
    """A present team, label, employer, owner or post asked in place, in a "which K is X on" frame or as an
    owner; ``None`` when a past word ("was", "former", "first", "before") is in the text or the career, band or
    firm asked about is over (``gate_finished``: "what team does michael jordan play for")."""
    if _PAST_TIE.search(text):
        return None
    m = _TIE_IN_PLACE.search(text) or _TIE_ASK.search(text) or _OWNER_ASK.search(text)
    if not m and (title := _TITLE_OF.search(text)) and named_actor(title.group("place")):
        m = title
    if m and finished_subject(text):
        return None
    return " ".join(m.group(0).lower().split())[:40] if m else None


# "(Tim Cook, position held, ?)", "<Macron, position held, ?>", "query: (World Bank, chairperson, ?)",
# "subject=Lewis Hamilton; relation=member of sports team; object=?", "subject: X | relation: Y | object: ?"
_TRIPLE = re.compile(r"^\s*(?:[\w ]{1,12}:\s*)?[(<\[]\s*(?P<s>[^,()<>\[\]]{1,80}),\s*(?P<r>[^,()<>\[\]]{2,60}),"
                     r"\s*\?\s*[)>\]]\s*[?.]?\s*$|"
                     r"\bsubject\s*[=:]\s*(?P<s2>[^;|]{1,80})[;|]\s*relation\s*[=:]\s*(?P<r2>[^;|]{2,60})[;|]\s*"
                     r"object\s*[=:]\s*\?|"
                     r"^\s*(?P<s3>[^|]{1,80})\|\s*(?P<r3>[^|]{2,60})\|\s*\?\s*$", re.IGNORECASE)
# relations whose object changes with time (Wikidata's time-qualified properties, TempLAMA's relations)
_CHANGING_RELATION = re.compile(
    r"^(?:position\s+held|member\s+of(?:\s+(?:sports\s+team|political\s+party|parliament))?|employer|works\s+for|"
    r"plays\s+for|team|club|sports\s+team|chairperson|chair(?:man|woman)?|head\s+of\s+(?:government|state)|"
    r"head\s+coach|coach|manager|director(?:\s*/\s*manager)?|ceo|chief\s+executive(?:\s+officer)?|"
    r"office\s*holder|officeholder|leader|spouse|partner|unmarried\s+partner|record\s+label|label|owned\s+by|"
    r"owner|owner\s+of|parent\s+organi[sz]ation|residence|population|captain|affiliation|league|"
    r"headquarters(?:\s+location)?|operator|president|prime\s+minister|mayor|governor|current\s+\w+)$",
    re.IGNORECASE)


_CHANGING_RELATION_ZH = re.compile(r"^(?:职位|职务|担任职务|所属球队|效力球队|球队|俱乐部|雇主|工作单位|配偶|妻子|丈夫|伴侣|老板|"
                                   r"董事长|首席执行官|总裁|CEO|所属政党|政党|唱片公司|所有者|所有人|母公司|总部(?:所在地)?|"
                                   r"人口|主教练|教练|队长|首都|领导人|现任\w+)$", re.IGNORECASE)
_FULL_WIDTH = str.maketrans({"（": "(", "）": ")", "，": ",", "？": "?", "、": ",", "｜": "|", "：": ":", "＝": "="})


def changing_triple(text: str) -> str | None:
    """A knowledge-graph triple whose object is asked and whose relation changes with time."""
    text = text.translate(_FULL_WIDTH)
    m = _TRIPLE.search(text)
    if not m:
        return None
    relation = " ".join((m.group("r") or m.group("r2") or m.group("r3") or "").replace("_", " ").split())
    if (_CHANGING_RELATION.match(relation) or _CHANGING_RELATION_ZH.match(relation)) and not re.search(r"\d{4}", text):
        return f"triple:{relation.lower()}"
    return None


# "美联储由谁担任主席", "谁出任英国首相", "现在谁执掌苹果": who fills a post; not its first or numbered holder, a
# stated year, 曾 / 当年 / 历任 / 时期 (a past holder)
_POST_ZH = re.compile(r"由谁(?:来)?(?:担任|出任|执掌|掌舵|领导|主持|接任|接掌|挂帅|执教)|谁(?:来)?(?:担任|出任|执掌|掌舵|接任|接掌|挂帅)|"
                      # an owner: "哪家公司拥有抖音", "抖音归哪家公司所有", "抖音属于哪个集团"
                      r"哪(?:家|个|位)(?:公司|集团|企业|财团|基金|富豪|老板)?(?:拥有|控股|持有|掌控)|"
                      r"(?:归|属于)哪(?:家|个)(?:公司|集团|企业|财团)")
_PAST_POST_ZH = re.compile(r"首任|第[一二三四五六七八九十百\d]+任|曾|当年|当时|历任|时期|时代|古代|\d{2,4}年|上世纪|创始")


def post_holder_zh(text: str) -> str | None:
    """Who fills a post now, asked in Chinese with 担任 / 出任 / 执掌."""
    if (m := _POST_ZH.search(text)) and not _PAST_POST_ZH.search(text):
        return m.group(0)
    return None


_IRREGULAR_PAST = (r"blew|won|took|made|sold|hit|fell|broke|ran|struck|stole|shut|quit|lost|left|paid|bought|caught|"
                   r"chose|drew|drove|flew|froze|gave|grew|hid|kept|met|rode|rose|sank|sent|shot|spent|spoke|swore|"
                   r"threw|told|tore|went|found|got|began|came|became|said|brought|sought|slid|sprang|swept|split|"
                   r"let|cut|set|put|bit|dug|led|beat|wore|woke|withdrew|overtook|undid|stood|turned\s+up")
# verbs of history and of making: "The Romans built which wall?", "which city did the Romans found" stay local
_HISTORY_BASE = (r"invent|found|discover|build|name|call|create|design|develop|rule|conquer|coloni[sz]e|settle|"
                 r"establish|explore|write|paint|compose|use|believe|worship|eat|wear|speak|live|have|know|mean|"
                 r"sign|fight|win|lose|defeat|invade|destroy|bomb|kill|drop|sail|land|reach|cross|climb|visit|"
                 r"crown|elect|exile|execute|bury|adopt|abolish|annex|unify|declare|introduce|pioneer|play|record|"
                 r"release|direct|film|star|sing|perform|inspire|give|take|make|do|say|see|get|go|come|become")
_HISTORY_WORD = re.compile(r"\b(?:war|battle|revolution|empire|dynasty|ancient|medieval|century|centuries|"
                           r"colonial|king\s+\w+|queen\s+\w+|emperor|pharaoh|romans?|greeks?|vikings?|aztecs?|"
                           r"mayans?|egyptians?|dinosaurs?|titanic|holocaust|crusades?|plague|civil\s+rights|"
                           r"world\s+war|cold\s+war|bible|biblical|myth|mythology|legend|novel|fairy\s+tale|soviet|ussr|"
                           r"confedera(?:cy|te)|reich|nazis?|ottomans?|byzantine|prussian?|tsars?|czars?|ww[12i]{1,3}|"
                           r"first|original|founding)\b",
                           re.IGNORECASE)
# "A capybara escaped from which zoo", "The school board picked whom as ...", "The rocket that blew up ... was
# built by which company": a common-noun subject (not a name), a past verb, then the asked part in place
_IN_PLACE_DEED = re.compile(rf"^\s*(?:the|a|an)\s+(?-i:[a-z])[^?]*?\b(?:(?!(?:{_HISTORY_BASE})ed\b)[a-z]{{3,}}ed|"
                            rf"{_IRREGULAR_PAST}|(?:is|are)\s+(?:now\s+|still\s+)?(?-i:[a-z]{{3,}}ing))\b"
                            r"[^?]*?\b(?:which|whom|what|who)\b[^?]*\?\s*$", re.IGNORECASE)
# "what happened to the cargo ship that lost power", "what happened to the cruise ship stuck in the fjord": the fate
# of one thing a story told of (a relative clause or a state it was left in), not of a kind or of history
_FATE_OF = re.compile(r"^\s*what(?:['’]s|\s+has)?\s+happen(?:ed|ing)\s+(?:to|with)\s+the\s+(?-i:[a-z])(?:[\w'’-]+\s+){1,3}?"
                      r"(?:(?:that|which|who)\s+(?:[\w'’-]+\s+)?(?:[a-z]{3,}ed|lost|went|ran|fell|sank|broke|got|"
                      r"caught|hit|struck|left|took|flew|came)\b|(?:stuck|stranded|trapped|missing|seized|detained|"
                      r"arrested|hijacked|grounded|recalled|suspended|banned|impounded|quarantined|evacuated|"
                      r"adrift|aground|lost)\b)", re.IGNORECASE)
# "which statue did protesters topple", "which painting did activists throw soup at": any act of news actors
_WHICH_DID_ACTORS = re.compile(rf"^\s*(?:which|what)\s+(?:[\w'’-]+\s+){{1,3}}?did\s+(?:the\s+|a\s+|an\s+)?"
                               rf"(?:[\w'’-]+\s+)?(?:{ACTOR_NOUNS})\s+(?!(?:{_HISTORY_BASE})\b)[a-z]{{3,}}\b",
                               re.IGNORECASE)
# "Which private equity firm bought the Telegraph?", "which airline quit the alliance": an actor kind and an irregular
# past (``gate_event.which_actor_did`` reads the "-ed" verbs)
# (not the verbs of making, giving and going: "which carmaker made the Model T", "which country gave its name to")
_NEWS_IRREGULAR_PAST = (r"bought|sold|won|lost|quit|fell|sank|shut|paid|struck|hit|broke|ran|stole|froze|withdrew|"
                        r"overtook|split|cut|slid|beat|swept|sought|spent|took|fled|blew|flew|chose|dropped\s+out")
_WHICH_ACTOR_IRREGULAR = re.compile(rf"^\s*(?:which|what)\s+(?:[\w'’-]+\s+){{0,2}}?(?:{_ACTOR_KINDS})\s+"
                                    rf"(?:{_NEWS_IRREGULAR_PAST})\b", re.IGNORECASE)
# "Whom did the board pick to succeed the outgoing chairman?", "who did the party choose as leader"
_WHO_DID_ACTORS = re.compile(rf"^\s*(?:who|whom)\s+did\s+(?:the\s+|a\s+|an\s+)?(?:[\w'’-]+\s+)?"
                             rf"(?:{ACTOR_NOUNS}|board|party|cabinet)\s+(?:pick|choose|name|appoint|hire|fire|sack|"
                             r"select|nominate|tap|back|endorse|charge|arrest|sue|blame|ban|suspend|sign|release|"
                             r"draft|recruit|oust|replace|accuse|detain|deport|expel|honou?r|fine)\b", re.IGNORECASE)
# "why did the prime minister call a snap election", "what made the freight train come off the tracks": why a
# definite actor did a thing (a news actor or a vehicle or structure that failed)
_WHY_ACTOR = (rf"(?:{ACTOR_NOUNS}|central\s+bank|bank|board|cabinet|party|train|plane|jet|flight|ship|ferry|"
              r"bridge|dam|building|tower|crane|stadium|roof|mine|plant|factory|pipeline|grid|network|lights|"
              r"power|market|markets|stocks?|shares|prices?|currency|rouble|ruble|yen|peso|lira|rupee|dollar|pound)")
_WHY_DID_ACTOR = re.compile(rf"^\s*(?:why\s+did|what\s+made)\s+the\s+(?P<mod>(?:[\w'’-]+\s+){{0,2}}?)"
                            rf"{_WHY_ACTOR}\s+[a-z]{{2,}}\b|"
                            rf"^\s*what\s+(?:caused|led|forced|prompted)\s+the\s+(?P<mod2>(?:[\w'’-]+\s+){{0,2}}?)"
                            rf"{_WHY_ACTOR}\s+to\s+[a-z]{{2,}}\b", re.IGNORECASE)
# "how many hostages were freed in the swap", "how many people were rescued from the collapsed mine"
_COUNT_IN_EVENT = re.compile(r"^\s*how\s+many\s+(?:[\w-]+\s+){1,2}?(?:were|have\s+been|had\s+been|got)\s+"
                             r"(?:[a-z]{3,}ed|freed|hurt|shot|struck|taken|held|caught|left|swept|trapped|"
                             r"stranded|killed|evacuated|rescued|injured|released|arrested)\s+"
                             r"(?:in|from|during|after|at|by|when|over)\s+(?:the|a|an)\s+"
                             r"(?:[\w'’-]+\s+){0,3}?[\w'’-]+\s*[?.!]*\s*$", re.IGNORECASE)
# a science desk's instrument and what it just did or saw: "What did the Mars rover drill into?", "What was spotted by
# the James Webb telescope?" (not a verb of making or history: "what did the voyager probe carry" is an old mission's)
_INSTRUMENT = r"(?:telescope|rover|probe|lander|spacecraft|satellite|orbiter|observatory|submersible|space\s+station)"
_INSTRUMENT_DID = re.compile(rf"^\s*what\s+(?:did|has|have)\s+(?:the\s+|a\s+|an\s+)?(?:[\w'’.-]+\s+){{0,3}}?"
                             rf"{_INSTRUMENT}\s+(?!(?:{_HISTORY_BASE}|carry|send|take|bring|contain|hold)\b)[a-z]{{3,}}|"
                             r"^\s*what\s+(?:was|were|has\s+been|have\s+been)\s+(?:[a-z]+(?:ed|en|wn)|seen|caught)\s+"
                             rf"by\s+(?:the\s+|a\s+|an\s+)?(?:[\w'’.-]+\s+){{0,3}}?{_INSTRUMENT}\b", re.IGNORECASE)
# a body's report in Chinese: "公安部通报破获了哪起特大电信诈骗案", "警方披露了哪些细节"
# (not a duty or a how-to: "上市公司需要披露哪些信息")
_REPORT_ZH = re.compile(r"(?<!需要)(?<!应该)(?<!必须)(?<!需)(?<!应)(?<!要)(?<!得)(?<!如何)(?<!怎么)(?<!可以)(?<!应当)"
                        r"(?:通报|披露|官宣|辟谣|回应)(?:了|称)?[^，。？?]{0,10}?哪(?:起|个|些|家|位|名|种|条|项|所|支|座)")
# "OPEC+", "Disney+", "Apple TV+": a name ending in "+", which word patterns end before
_PLUS_NAME = re.compile(r"(?<=\w)\+(?=\s|$|[?,.!'’])")


def _named_modifier(span: str) -> bool:
    """A name before the actor noun: "why did the Soviet Union collapse", "why did the Tacoma Narrows Bridge
    collapse", "the boston tea party" (a known name, any case): one event in history, not this week's actor."""
    words = span.split()[3:-1]  # after "why did the" / "what made the", before the verb
    return any(w[0].isupper() for w in words) or bool(named_actor(" ".join(words)))


def quiz_deed(text: str, asked: str | None = None) -> str | None:
    """A news quiz's reported deed in a shape the other rules do not read (see the module's docstring). ``asked``:
    the question as the other rules read it, when ``text`` is :func:`as_quiz_reads` of it."""
    if zh := _REPORT_ZH.search(text):
        return zh.group(0)
    if _HISTORY_WORD.search(text):
        return None
    plain = _PLUS_NAME.sub(" Plus", text)
    if plain != asked and (cue := body_said(plain) or which_actor_did(plain)):
        return cue  # the other rules read the question as asked: read again what a quiz's lead-in or a "+" hid
    m = (_IN_PLACE_DEED.search(text) or _WHICH_DID_ACTORS.search(text) or _COUNT_IN_EVENT.search(text)
         or _WHICH_ACTOR_IRREGULAR.search(text) or _WHO_DID_ACTORS.search(text) or _FATE_OF.search(text)
         or _INSTRUMENT_DID.search(text))
    if not m and (why := _WHY_DID_ACTOR.search(text)) and not _named_modifier(why.group(0)):
        m = why
    return " ".join(m.group(0).lower().split())[:40] if m else None


# a quiz's words to its reader, not the user's own affairs: "Did you read it?", "Can you name ...", "Test yourself:"
_READER_LEAD = re.compile(r"^\s*(?:(?:did|have)\s+you\s+(?:read|see|seen|hear|heard|catch|caught|spot|spotted|follow|"
                          r"followed)\s+(?:it|this|that|the\s+news|the\s+story|the\s+headlines)\s*[?:.!]+|"
                          r"(?:test|check|quiz)\s+(?:yourself|your\s+(?:knowledge|news\s+sense|memory))\s*[?:.!]+|"
                          r"were\s+you\s+paying\s+attention\s*[?:.!]+|"
                          r"(?:can|could)\s+you\s+(?=name\b)|(?:do|did)\s+you\s+know\s+(?=which\b|who\b|what\b))\s*",
                          re.IGNORECASE)
# "name the company that bought ...": the same as "which company bought ..."
_NAME_THE = re.compile(r"^\s*name\s+the\s+((?:[\w'’-]+\s+){1,3}?)(?:that|who|which)\s+", re.IGNORECASE)
# "the collapsed mine", "a gold mine": the noun, not the user's "mine"
_MINE_NOUN = re.compile(r"\b(the|a|an|this|that|coal|gold|salt|copper|diamond|lithium|iron|silver|tin|land)\s+"
                        r"((?:[\w-]+\s+){0,2}?)mine(s?)\b", re.IGNORECASE)


def as_quiz_reads(text: str) -> str:
    """``text`` without a quiz's words to its reader ("Did you read it?", "Can you name ..."), "name the X that"
    read as "which X", and the noun "mine" read as "pit" (the gate's personal check reads "mine" as the user's)."""
    text = _READER_LEAD.sub("", text, count=1)
    text = _NAME_THE.sub(lambda m: f"Which {m.group(1)}", text, count=1)
    return _MINE_NOUN.sub(lambda m: f"{m.group(1)} {m.group(2)}pit{m.group(3)}", text)


def news_voice(text: str, pinned: Callable[[str], bool] = lambda _: False) -> tuple[str, str] | None:
    """``(reason, cue)`` for the gate: ``time_sensitive_pattern`` with a ``role:`` cue for a present tie, a triple
    or a post held (who holds it depends on when it is asked), ``news_shape`` for a quiz's deed; else ``None``.
    ``pinned`` is the gate's fixed-past check (``gate.pinned_past``), asked of the text as a quiz reads it."""
    read = as_quiz_reads(text)
    if (cue := holder_life_fact(read)) and not pinned(_BIRTH_WORD.sub(" ", read)):
        return "time_sensitive_pattern", f"role:{cue}"  # "born" asked of whoever holds a post now is no history
    if tie := present_tie(read) or changing_triple(read) or post_holder_zh(read):
        found = ("time_sensitive_pattern", f"role:{tie}")
    elif deed := quiz_deed(read, text):
        found = ("news_shape", f"news:{deed}")
    else:
        return None
    return None if pinned(read) else found  # (asked last: its lookups cost more than the shapes)


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
