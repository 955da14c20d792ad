"""More drifting shapes for the gate's tier 3, in the terse form people type into a search box.

Each is a grammatical or topical shape whose answer moves with time, not a name from any data set:

* statistics: a rate ("unemployment rate", "infant mortality rate"), per capita or GDP figures, averages of money
  ("average salary"), a yearly count ("how many people visit X each year");
* a role asked as a bare noun phrase ("chief justice of the high court", "ceo of the bank") or a panel ("who are
  the judges on the show", "the starting quarterback for the team");
* a record within a field's history ("the most steals in nba history");
* what someone has won so far ("who has won back to back titles");
* a bare count ("number of branches in the country");
* a contest going on ("who's winning", "is the firm being sued");
* round 7: a price asked now ("what does a loaf of bread cost"), a programme running now ("which films are showing
  at the cinema"), this year's pick ("who is the footballer of the year"), a holder named after the team ("the name
  of the steelers head coach"); search-box misspellings of two offices ("governer", "secretery general");
* round 11: a state about to change ("is X out yet"), a market yield, a league-table standing, someone's state now
  ("how is the pope doing"), a game's balance patch ("got nerfed"), a strike going on.

``drifting_shapes(text, past_only)`` returns labelled words; an empty list when none applies.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_vocab import FIXED_PARTS, FIXED_SPANS, ROLES
from .time.prefilter import screen_patterns

__all__ = ["drifting_shapes", "outage_now", "unit_worth"]

_STATISTIC_EN = re.compile(
    r"\b(?:mortality|birth|death|crime|unemployment|employment|poverty|literacy|inflation|obesity|divorce|suicide|"
    r"homicide|murder|fertility|growth|approval|vaccination|incarceration|graduation|acceptance|tax|vacancy|"
    r"participation|savings|mortgage|default|survival|infection|recidivism|turnout)\s+rates?\b|"
    r"\b(?:federal\s+)?funds\s+rate\b|\b(?:base|prime|policy|repo|bank|discount|key\s+interest)\s+rate\b|"
    r"\bmarket\s+(?:capitali[sz]ation|value|valuation)\b|"
    r"\bper\s+capita\b|\bgdp\b|\blife\s+expectancy\b|\bmedian\s+(?:income|age|price|salary|wage|rent)\b|"
    r"\baverage\s+(?:household\s+)?(?:income|salary|wage|price|cost|rent|house\s+price|height|life\s+span)\b|"
    r"\b(?:how\s+many|number\s+of|how\s+much)\b[^?]*\b(?:each|per|every|a)\s+(?:year|month)\b",
    re.IGNORECASE)
_SPAN_IN_SPAN_EN = re.compile(rf"\bhow\s+many\s+(?:{FIXED_SPANS})\s+(?:are\s+)?(?:there\s+)?in\s+(?:a|an|one|each|every)\s+"
                              r"(?:leap\s+|calendar\s+|normal\s+|standard\s+)?(?:year|month|week|day|hour|minute|"
                              r"decade|century)\b", re.IGNORECASE)
_ROLE_PHRASE_EN = re.compile(
    rf"^\s*(?:the\s+)?(?:current\s+|present\s+|new\s+)?(?:{ROLES})\s+(?:of|for|in|at)\b|"
    rf"\bwho(?:'s|\s+is|\s+are)\s+(?:the\s+)?(?:\w+\s+){{0,3}}?(?:judges|presenters|hosts|panell?ists|anchors|"
    rf"starting\s+\w+|whip)\b", re.IGNORECASE)
# "what is the name of the governor of lagos state", "what is the king of spain's name", "who is the house led by"
_ROLE_INSIDE_EN = re.compile(rf"\bname\s+of\s+the\s+(?:current\s+)?(?:{ROLES})\s+of\b|"
                             rf"\b(?:is|are)\s+the\s+(?:current\s+)?(?:\w+\s+)?(?:{ROLES})\s+of\b|"
                             r"\b(?:is|are)\b[^?]*\bled\s+by\b|"
                             # "who replaced the outgoing speaker", "who has taken over as interim ceo": a change now
                             rf"\b(?:outgoing|incoming|interim|acting|caretaker)\s+(?:{ROLES})\b|"
                             r"^\s*who\s+(?:has|have)\s+(?:taken\s+over|stepped\s+in|been\s+(?:named|appointed|"
                             r"chosen|picked|tapped|hired|elected))\b", re.IGNORECASE)
# "how many people speak french in ontario", "how many countries use the euro": a count of users in the present
_USERS_COUNT_EN = re.compile(r"\bhow\s+many\s+(?:[\w'-]+\s+){0,2}?(?:people|\w+s)\s+(?:\w+\s+)?(?:speak|live|use|buy|"
                             r"own|work|visit|attend|die|play|watch|read|vote|drive|smoke|subscribe|follow|"
                             r"are\s+employed)\b", re.IGNORECASE)
_ORDINAL_EN = re.compile(r"\b(?:first|second|third|fourth|fifth|last|former|original|founding|\d+(?:st|nd|rd|th))\b",
                         re.IGNORECASE)
_NATURE_EN = re.compile(r"\b(?:river|mountain|lake|valley|sea|ocean|glacier|nile|body|cell|table|bed|list|class|family)\b",
                        re.IGNORECASE)  # "the head of the river", "the king of the table": no office
_FIELD_HISTORY_EN = re.compile(r"\b(?:most|least|highest|lowest|fewest|longest|biggest|largest|record)\b[^?]*"
                               r"\bin\s+(?:\w+\s+){1,2}history\b", re.IGNORECASE)
_WON_SO_FAR_EN = re.compile(r"^\s*(?:who|which\s+\w+|what\s+\w+)\s+(?:has|have)\s+(?:\w+\s+)?(?:won|scored|sold|"
                            r"hit|recorded|appeared|coached|managed|hosted|beaten|beat|made)\b", re.IGNORECASE)
# a count of the parts something is made of does not drift ("number of electrons in the m shell")
_BARE_COUNT_EN = re.compile(rf"^\s*(?:the\s+)?(?:total\s+|current\s+)?number\s+of\s+"
                            rf"(?!(?:\w+\s+)?(?:{FIXED_PARTS}|{FIXED_SPANS})\b)", re.IGNORECASE)
_CONTEST_NOW_EN = re.compile(r"\bwho(?:'s|\s+is|\s+are)\s+(?:winning|leading|ahead|in\s+the\s+lead)\b|"
                             r"\b(?:is|are)\s+(?:\w+\s+){1,3}being\s+(?:sued|investigated|charged|tried|prosecuted)\b",
                             re.IGNORECASE)

# Places to go and things to do: a recommendation goes stale as places open and close ("what to do in lisbon",
# "where to stay in rome", "what is there to do in X"). Not "what to do if ..." or "where to put ...".
_RECOMMEND_EN = re.compile(r"^\s*(?:what\s+(?:is\s+there\s+)?(?:for\s+\w+\s+)?to\s+(?:do|see|eat|visit)|"
                           r"where\s+to\s+(?:stay|eat|go|shop|exchange|park|live|surf|ski))\s+(?:in|at|near|around)\b",
                           re.IGNORECASE)
# A rank at the top now: "what is the number one bank in X", "who is the top goal scorer for brazil", "the leading
# cause of death". Past tense ("was the number one song in 1985") is left to the stated-year and past rules.
_TOP_RANK_EN = re.compile(r"\b(?:the\s+)?(?:number\s+one|no\.\s*1|top(?:[\s-]ranked)?|(?:second\s+|third\s+)?leading)\s+"
                          r"(?:[\w-]+\s+)?(?:scorer|goal\s*scorer|seller|earner|team|player|economy|bank|company|"
                          r"state|country|university|school|export|cause|song|album|film|movie|book|show|brand)s?\b",
                          re.IGNORECASE)
# "who had the most goals in the nhl", "who had the best batting average": a record holder, though said in the past
_HAD_RECORD_EN = re.compile(r"^\s*(?:who|which\s+[\w-]+(?:\s+[\w-]+)?)\s+had\s+the\s+(?:most|fewest|best|worst|highest|lowest|longest)\b(?!.*\b(?:19|20)\d{2}\b)",
                            re.IGNORECASE)
# "how many ham radio operators in the us", "how many X are in the world": a count of things in a place now
_PLACE_COUNT_EN = re.compile(rf"^\s*how\s+many\s+(?!(?:\w+\s+)?(?:{FIXED_PARTS}|{FIXED_SPANS})\b)(?:[\w'-]+\s+){{1,4}}?"
                             r"(?:are\s+(?:there\s+)?)?(?:in|at)\s+(?:the\s+)?(?:world|us|usa|u\.s\.|uk|country|senate|"
                             r"house|congress|parliament)\b(?!\s+(?:in|during|of)\b)|"
                             # gate18: places of trade or service counted in a place ("how many michelin-starred
                             # restaurants are in tokyo", "how many billionaires live in london"): they open and close
                             r"^\s*how\s+many\s+(?:[\w'-]+\s+){0,2}?(?:restaurants|stores|shops|hotels|hospitals|"
                             r"museums|airports|skyscrapers|cafes|bars|billionaires|millionaires|startups|branches|"
                             r"outlets|franchises|stations|cinemas|theaters|theatres|casinos|malls)\s+(?:are\s+(?:there\s+)?"
                             r"in|are\s+located\s+in|exist\s+in|live\s+in|(?:does|do)\s+(?:[\w'’.-]+\s+){1,3}?have)\b",
                             re.IGNORECASE)
# "when do the white sox play the cubs", "when does X fight", "where does X fly to": a fixture or route to come
_FIXTURE_EN = re.compile(r"^\s*when\s+(?:do|does|is|are)\s+(?:[\w'’.-]+\s+){1,5}?(?<!\bto\s)(?:play|playing|fight|"
                         r"fighting|race|racing|face|facing)\b|^\s*where\s+(?:does|do)\s+(?:[\w'’.-]+\s+){1,4}?fly\b",
                         re.IGNORECASE)
# "how many members of the X": a membership that grows and shrinks
_MEMBERS_EN = re.compile(r"\bhow\s+many\s+members\b(?!\s+(?:were|did|had)\b)", re.IGNORECASE)


# Round 6: FreshQA's slow-changing facts and the past-tense questions whose premise may be this year's.
# "who is the voice of siri", "who is on the cast of X", "who is the lead singer of X": a part recast over time
_CAST_EN = re.compile(r"^\s*who\s+(?:is|are|'s)\s+(?:on\s+)?(?:the\s+)?(?:current\s+)?(?:voice\s+of(?![^?]*\bin\b)|"
                      r"(?:lead\s+actor|lead\s+actress|lead\s+singer|lead\s+vocalist|frontman|cast|stars?|face)\s+"
                      r"(?:of|in|on|for))\b",
                      re.IGNORECASE)
# gate18c: a band's post told by its verb ("who plays bass in the red hot chili peppers", "who sings lead for
# journey", "who's on drums with the foo fighters") and its head count ("how many guys are in the band pearl jam"):
# line-ups change; a song's part ("who sings lead on <a song>") is one recording and is not read ("on" is left out)
_BAND_POST_EN = re.compile(
    r"^\s*who(?:'s|\s+is|\s+are)?\s+(?:currently\s+)?(?:plays?|playing|sings?|singing|on)\s+(?:the\s+)?"
    r"(?:lead(?:\s+(?:vocals|guitar))?|rhythm\s+guitar|bass(?:\s+guitar)?|drums|guitar|keys|keyboards?|piano|"
    r"vocals|sax(?:ophone)?|violin)\s+(?:in|for|with)\s+(?!(?:an?|my|our|your|his|her|their)\b)[\w'’.&-]|"
    r"^\s*how\s+many\s+(?:members|people|guys|girls|musicians|singers)\s+(?:are\s+)?(?:there\s+)?in\s+"
    r"(?:the\s+)?(?:band|group)\s+(?!(?:an?|my|our|your)\b)[\w'’.&-]",
    re.IGNORECASE)
# Round 7. "what does a loaf of bread cost", "how much does a passport cost": a price asked in the present tense
# gate18 (wave 23's fit half): a unit's worth in a currency ("what is one bitcoin worth in us dollars", "what's an
# ounce of gold worth in euros"): a rate that moves
_UNIT_WORTH_EN = (r"^\s*(?:what|how\s+much)\s+(?:is|are|'s)\s+(?:a|an|one|\d[\d,.]*)\s+[^?]{1,40}?\bworth\s+"
                  r"in\s+(?:[\w.]+\s+)?(?:dollars?|euros?|yen|pounds?|sterling|rupees?|yuan|renminbi|rmb|francs?|won|"
                  r"pesos?|reais|rubles?|roubles?|lira|kron(?:a|or|e|er)|dirhams?|riyals?|usd|eur|gbp|jpy|cny|inr|chf|"
                  r"cad|aud|bitcoin|btc)\b")
_PRICE_NOW_EN = re.compile(r"^\s*(?:what|how\s+much)\s+(?:does|do)\s+[^?]{2,60}?\bcosts?\b(?!\s+function)|"
                           r"^\s*what\s+(?:is|'s)\s+the\s+(?:price|cost)\s+of\s+(?:a|an|one)\s+|"
                           # gate18: the cost asked inside a sentence ("i need to know how much a passport renewal
                           # costs in the uk")
                           r"\b(?:know|tell\s+me|check|find\s+out|wondering|wonder)\s+how\s+much\s+(?:a|an|the|one|it)\s+"
                           r"(?:[^?]{0,40}?\s)?costs\b(?!\s+function)|" + _UNIT_WORTH_EN,
                           re.IGNORECASE)
_UNIT_WORTH = re.compile(_UNIT_WORTH_EN, re.IGNORECASE)


def unit_worth(text: str) -> bool:
    """ "What is one bitcoin worth in US dollars": a unit's price in a currency, asked in the present (gate18)."""
    return bool(_UNIT_WORTH.match(text))
# "who is the bbc footballer of the year", "who is time person of the year": this year's pick
_OF_THE_YEAR_EN = re.compile(r"^\s*who\s+(?:is|'s)\s+(?:the\s+)?(?:[\w'’.-]+\s+){0,3}?(?:player|footballer|person|"
                             r"athlete|sportsperson|coach|manager|rookie|driver|artist|entertainer|woman|man|team|"
                             r"personality)\s+of\s+the\s+year\b", re.IGNORECASE)
# "what is the name of the pittsburgh steelers head coach": the holder named after the team
_HOLDER_AFTER_EN = re.compile(r"\bname\s+of\s+(?:the\s+)?(?:[\w'’.-]+\s+){1,4}?(?:head\s+coach|coach|manager|"
                              r"captain|ceo|owner|quarterback|goalkeeper|chairman|president)\s*\??\s*$", re.IGNORECASE)
# "which films are showing at the cinema", "what's on at the theatre": a programme running now
_SHOWING_EN = re.compile(r"^\s*(?:what|which)\s+(?:[\w-]+\s+)?(?:is|are|'s)\s+(?:showing|playing|screening|on)\s+"
                         r"(?:at|in|near|this|tonight)\b", re.IGNORECASE)
# "how many teams are in the mls", "how many republicans are in the house": the members of a league or a body
_BODY_COUNT_EN = re.compile(
    r"^\s*how\s+many\s+(?:[\w'-]+\s+){0,2}?(?:teams|clubs|members|countries|nations|states|seats|senators|mps|"
    r"republicans|democrats|conservatives|women|employees|stores|branches|restaurants|"
    r"locations|franchises|schools|hospitals|airports|universities)\s+(?:are\s+(?:there\s+)?|sit\s+)?(?:in|on|at)\s+"
    r"(?:the\s+)?(?:[\w'-]+\s+){0,2}?(?:league|nba|nfl|mlb|nhl|mls|wnba|ipl|eu|european\s+union|nato|un|"
    r"united\s+nations|opec|commonwealth|house(?:\s+of\s+\w+)?|senate|assembly|cabinet|legislature|parliament|"
    r"congress|conference|division|lok\s+sabha|bundestag|company|chain)\b(?!\s+(?:in|during)\s)",
    re.IGNORECASE)
# "where do the raiders play their home games", "what stadium do X play in": a venue that moves
_VENUE_EN = re.compile(r"^\s*where\s+(?:do|does)\s+(?:[\w'’.-]+\s+){1,4}?play\s+(?:their|its|his|her)\s+(?:home\s+)?"
                       r"(?:games|matches|fixtures)\b|^\s*(?:what|which)\s+(?:stadium|arena|ground|venue)\s+(?:do|does)\b",
                       re.IGNORECASE)
# "what is the speed limit on german autobahns", "how old do you have to be to buy tobacco": a law's figure now
_LAW_FIGURE_EN = re.compile(
    r"\b(?:speed\s+limits?|minimum\s+wages?|living\s+wage|(?:legal\s+)?(?:drinking|smoking|voting|driving|retirement|"
    r"pension|marriage|gambling)\s+age|age\s+of\s+consent|(?:income|sales|corporate|capital\s+gains|property)\s+tax\s+"
    # gate18 (wave 23's fit half, review17a's spent probes): a yearly cap or allowance ("the maximum employee
    # contribution to a 401(k)", "roth ira contribution limit", "the annual gift tax exclusion")
    r"(?:rates?\b)|(?:contribution|deposit|gift|annual|catch-up)\s+(?:tax\s+)?(?:limits?|caps?|exclusion)|"
    r"maximum\s+(?:\w+\s+){0,2}?contributions?|gift\s+tax\s+exclusion|standard\s+deduction|isa\s+allowance|"
    r"annual\s+allowance|"
    r"vat\s+rate|tax\s+brackets?|tax[\s-]free\s+allowance|personal\s+allowance|state\s+pension)\b",
    re.IGNORECASE)
# "who succeeded tim cook as ceo of apple", "which team did X join after leaving Y", "how much did X pay to acquire Y",
# "when did X win his 25th grand slam title": said in the past, about what may have happened this year (or not at
# all: FreshQA's false premises), so the answer is checked on the web
_SUCCESSION_EN = re.compile(
    r"^\s*who\s+(?:succeeded|replaced|took\s+over\s+from)\s+.{2,40}?\s+as\s+(?:the\s+)?(?:[\w-]+\s+)?(?:ceo|"
    r"chief\s+executive|coach|head\s+coach|manager|chair(?:man|woman)?|(?:president|leader|head)\s+of\s+(?:the\s+)?"
    r"[\w-]+|director|editor|host|captain|anchor)\b",
    re.IGNORECASE)
_TRANSFER_EN = re.compile(
    r"^\s*(?:which|what)\s+(?:team|club|side|franchise|company|label|network|studio|party)\s+did\s+.{2,40}?\s+"
    r"(?:join|sign\s+(?:with|for)|move\s+to|defect\s+to)\b",
    re.IGNORECASE)
_DEAL_EN = re.compile(r"^\s*how\s+much\s+did\s+.{2,40}?\s+(?:pay|spend|offer)\s+(?:to\s+(?:acquire|buy|take\s+over|"
                      r"purchase)|for\s+(?:its|the)\s+(?:acquisition|takeover|purchase)\s+of)\b", re.IGNORECASE)
_CAREER_COUNT_EN = re.compile(
    r"^\s*when\s+did\s+.{2,40}?\s+win\s+(?:his|her|its|their)\s+(?:\d+(?:st|nd|rd|th)|second|third|fourth|"
    r"fifth|sixth|seventh|eighth|ninth|tenth|\w+teenth|twentieth|\w+ty-\w+)\b",
    re.IGNORECASE)
_LAW_STEMS = ("limit", "wage", "age", "consent", "tax", "vat", "allowance", "pension", "contribution", "deduction",
              "exclusion", "cap")
# "What is market capitalisation?", "what are mortgage rates": a term with no article and nothing after it (round 10)
_BARE_DEFINITION_EN = re.compile(r"\s*what\s+(?:is|are)\s+(?!the\b|a\b|an\b|your\b|our\b)(?:[\w-]+\s+){0,2}[\w-]+\s*\??\s*$",
                                 re.IGNORECASE)
_STATED_YEAR = re.compile(r"(?<!\d)(?:1[5-9]|20)\d{2}(?!\d)")


# Round 11 (wave 6's fit half: finance apps, fans, patch notes, follow-ups). "is the pixel 10 out yet", "has the
# fix been released yet": a state that is about to change
_YET_EN = re.compile(r"^\s*(?:is|are|has|have)\b[^?]{2,60}?\b(?:out|released|available|announced|confirmed|over|"
                     r"open|reopened|fixed|resolved|found|back\s+online|live|finished)\s+yet\b", re.IGNORECASE)
# "what's the yield on the 10-year treasury", "the dividend yield on verizon": a market figure now
# (not "the yield on a 10% coupon bond": a bond in a sum, review11)
_YIELD_EN = re.compile(r"\b(?:dividend\s+)?yields?\s+on\s+(?!an?\b|my\b|our\b|this\b)(?:the\s+)?[\w$-]+|"
                       r"\bdividend\s+yield\s+(?:of|for)\b",
                       re.IGNORECASE)
# "where are liverpool in the table", "who is bottom of the league table": a standing now (not "the periodic table")
_TABLE_EN = re.compile(r"\b(?:top|bottom|in|of)\s+(?:of\s+)?the\s+(?:league\s+|points\s+|premier\s+league\s+|"
                       r"championship\s+|group\s+)?table\b(?![^?]*\b(?:periodic|elements|times|multiplication|"
                       r"water|dining|kitchen|contents)\b)", re.IGNORECASE)
# gate-en13: "which team leads the NFC East", "which country tops the medal table": who heads a table or a race
# now (not "which gene leads to ...": a cause); the thing led is a table word or a name
_LEADS_EN = re.compile(r"^\s*(?:(?:remind|tell|show)\s+(?:me|us)\s+)?(?:which|what)\s+(?:[\w'’-]+\s+){1,2}?(?:leads|tops|heads|"
                       r"is\s+(?:leading|heading|top\s+of|bottom\s+of))\s+(?!to\b|into\b|up\b)(?:the\s+)?(?:(?:[\w'’.-]+\s+){0,3}?"
                       r"(?:table|standings|league|division|conference|group|race|polls?|charts?|leaderboard|rankings?|"
                       r"medal\s+(?:table|count)|"
                       # gate18: a league named in lower case ("which team is top of la liga")
                       r"liga|bundesliga|serie\s+a|ligue\s+1|eredivisie|mls|nba|nfl|nhl|mlb|ipl|wnba)\b|(?-i:[A-Z]))",
                       re.IGNORECASE)
# "what's number one on the billboard 200", "who is top of the charts": a chart's head now
_CHART_EN = re.compile(r"\b(?:number\s+one|no\.\s*1|#1|top)\s+(?:on|in|of)\s+the\s+(?:[\w'’-]+\s+){0,2}?(?:charts?|"
                       r"billboard|hot\s+100|bestsellers?(?:\s+list)?|app\s+store|box\s+office)\b", re.IGNORECASE)
# "how is the pope doing", "how are the knicks doing this season": someone's state now (not "how are you doing")
_DOING_EN = re.compile(r"^\s*how\s+(?:is|are|'s)\s+(?!(?:you|i|we|it|that|this|everyone|everybody|things)\b)"
                       r"(?:the\s+)?(?:[\w'’.-]+\s+){1,4}?doing\b(?!\s+(?:it|that|this)\b)", re.IGNORECASE)
# "did they nerf the sniper", "which heroes got buffed": a game's balance patch
_PATCH_EN = re.compile(r"\b(?:nerfed|buffed|(?:did|do|will)\s+they\s+(?:nerf|buff)|(?:got|get|been|be)\s+"
                       r"(?:nerfed|buffed))\b", re.IGNORECASE)
# "are the paris metro workers on strike", "are junior doctors striking": a walk-out going on
_ON_STRIKE_EN = re.compile(r"^\s*(?:is|are)\s+(?:[\w'’.-]+\s+){1,6}?(?:on\s+strike|striking|walking\s+out)\b",
                           re.IGNORECASE)


# Round 11, wave 7 (read after its first run): a central bank's stance now ("is the ecb holding rates"), who scored
# in a match, a player's fitness, what a patch changed, a clock change's date, a recall going on
_RATES_NOW_EN = re.compile(r"\b(?:is|are)\s+(?:[\w'’.-]+\s+){1,4}?(?:holding|cutting|raising|hiking|lowering|pausing)\s+"
                           r"(?:interest\s+)?rates\b", re.IGNORECASE)
_SCORED_EN = re.compile(r"^\s*who\s+scored\s+(?:for|against)\b(?!\s+(?:my|our|me|us)\b)", re.IGNORECASE)  # (not
# "who scored against my team in fifa career mode": the user's own game, review11)
_FIT_EN = re.compile(r"^\s*(?:is|are)\s+(?:[\w'’.-]+\s+){1,4}?(?:fit|injured|available|ruled\s+out|suspended|doubtful)\s+"
                     r"(?:for|to\s+play|against)\b", re.IGNORECASE)
_PATCH_CHANGE_EN = re.compile(r"^\s*what\s+(?:did|does|will)\s+(?:the\s+)?(?:[\w'’.-]+\s+){0,5}?(?:patch|hotfix|update)\s+"
                              r"(?:change|fix|add|remove|do)\b", re.IGNORECASE)
_CLOCKS_EN = re.compile(r"\bwhen\s+do\s+(?:the\s+)?clocks\s+(?:go|change|spring|fall)\b", re.IGNORECASE)
_RECALL_NOW_EN = re.compile(r"\b(?:under|subject\s+to)\s+(?:a\s+)?recall\b|\bbeing\s+recalled\b", re.IGNORECASE)
# "why is Steam not loading", "is WhatsApp down": a named service failing now (not "why is my code not working";
# a capitalised name is wanted, so a lower-case "why is the loop not working" stays a coding question)
_OUTAGE_EN = re.compile(r"^\s*(?:why\s+)?(?:is|are|isn['’]t|aren['’]t)\s+(?!my\b|our\b|I\b)(?:the\s+)?(?-i:[A-Z][\w.+-]*)"
                        r"(?:\s+[\w.+-]+){0,2}?\s+(?:(?:not|still)\s+)?(?:loading|working|responding|connecting|down|"
                        r"offline|crashing)\b"
                        # not in the user's own use of it (review11): "why is Excel not responding when I open big
                        # files", "why is Git not working after the update", "... on my laptop"
                        r"(?![^?]*?\b(?:when(?:ever)?|if|after|since|once|unless)\s+(?:I|we|my|our|(?:the\s+|an?\s+)?"
                        r"(?:update|upgrade|install|reinstall|reboot|restart)\w*)\b|"
                        r"[^?]*?\b(?:on|in|with|from|inside)\s+(?:my|our)\b)",
                        re.IGNORECASE)


# the user's own thing or the user in a state-now shape (review11): "is my refund out yet", "is my dog fit to play
# fetch", "are you holding rates constant in this simulation", "how are the tomatoes doing in my garden"
_USERS_OWN_EN = re.compile(r"\b(?:my|our|your|you|I|we|mine)\b", re.IGNORECASE)
_IN_USERS_OWN_EN = re.compile(r"\b(?:in|on|at|inside)\s+(?:my|our)\b", re.IGNORECASE)


def _users_own(m: re.Match[str]) -> bool:
    """Whether a state-now shape's match names the user (or "you") or its thing lies in the user's own place."""
    return bool(_USERS_OWN_EN.search(m.group(0)) or _IN_USERS_OWN_EN.search(m.string, m.end()))


def outage_now(text: str) -> bool:
    """ "Why is Steam not loading": a named service failing now, a why that asks about the news."""
    return bool(_OUTAGE_EN.search(text))


def succession_premise(text: str) -> bool:
    """ "Who succeeded X as CEO of Y": the premise shape below reads it (``gate_report.succession_ask`` leaves it)."""
    return bool(_SUCCESSION_EN.search(text)) and not _STATED_YEAR.search(text)


def drifting_shapes(text: str, past_only: bool) -> list[str]:
    """Labelled words of the drifting shapes above (at most one per kind)."""
    found: list[str] = []
    low = text.lower()
    for label, pattern, needs_present in (
        ("statistic", _STATISTIC_EN, True),
        ("role", _ROLE_INSIDE_EN, True),
        ("count", _USERS_COUNT_EN, True),
        ("role", _ROLE_PHRASE_EN, True),
        ("record", _FIELD_HISTORY_EN, False),
        ("so_far", _WON_SO_FAR_EN, False),
        ("count", _BARE_COUNT_EN, True),
        ("contest", _CONTEST_NOW_EN, False),
        ("recommendation", _RECOMMEND_EN, True),
        ("rank", _TOP_RANK_EN, True),
        ("record", _HAD_RECORD_EN, False),
        ("count", _MEMBERS_EN, True),
        ("count", _PLACE_COUNT_EN, True),
        ("upcoming", _FIXTURE_EN, True),
        ("role", _CAST_EN, True),
        ("role", _BAND_POST_EN, True),
        ("price", _PRICE_NOW_EN, True),
        ("showing", _SHOWING_EN, True),
        ("award", _OF_THE_YEAR_EN, True),
        ("role", _HOLDER_AFTER_EN, True),
        ("count", _BODY_COUNT_EN, True),
        ("venue", _VENUE_EN, True),
        ("law", _LAW_FIGURE_EN, True),
        ("premise", _SUCCESSION_EN, False),
        ("premise", _TRANSFER_EN, False),
        ("premise", _DEAL_EN, False),
        ("premise", _CAREER_COUNT_EN, False),
        ("state", _YET_EN, False),
        ("market", _YIELD_EN, True),
        ("standing", _TABLE_EN, True),
        ("standing", _LEADS_EN, True),
        ("rank", _CHART_EN, True),
        ("state", _DOING_EN, True),
        ("patch", _PATCH_EN, False),
        ("event", _ON_STRIKE_EN, True),
        ("market", _RATES_NOW_EN, True),
        ("result", _SCORED_EN, False),
        ("status", _FIT_EN, True),
        ("patch", _PATCH_CHANGE_EN, False),
        ("upcoming", _CLOCKS_EN, True),
        ("event", _RECALL_NOW_EN, True),
        ("outage", _OUTAGE_EN, False),
    ):
        if needs_present and past_only:
            continue
        if pattern is _ROLE_INSIDE_EN and (_ORDINAL_EN.search(text) or _NATURE_EN.search(text)):
            continue  # "the first king of", "the head of the river": a fixed holder or no office at all
        if pattern is _LAW_FIGURE_EN and not any(w in low for w in _LAW_STEMS):
            continue  # a cheap look for the key word first
        if pattern is _STATISTIC_EN and _BARE_DEFINITION_EN.match(text):
            continue  # "what is market capitalisation?": the term asked for, no figure of anyone's
        if pattern is _STATISTIC_EN and _SPAN_IN_SPAN_EN.search(text):
            continue  # "how many hours are in a year": one span in another, fixed (gate18)
        if label == "premise" and _STATED_YEAR.search(text):
            continue  # "who replaced X as coach in 1998": a fixed past change
        if (m := pattern.search(text)) and pattern in _STATE_NOW and _users_own(m):
            continue
        if m:
            words = " ".join(m.group(0).lower().split())[:40]
            found.append(f"{label}:{words}")
    return found


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
# (after the wrapping above: the shapes as drifting_shapes sees them)
_STATE_NOW = (_YET_EN, _DOING_EN, _RATES_NOW_EN, _FIT_EN, _PATCH_CHANGE_EN, _ON_STRIKE_EN)
