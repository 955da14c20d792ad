"""Present facts asked bare, in a fan's, a traveller's, an investor's or a gamer's words (gate19).

FreshQA-like questions with no time word carry the change in a grammar slot or a word class the other rules did not
read (wave 26's fit half; waves 23 / 23b / 24's spent halves). Each class below asks something that a year from now
may have another answer:

* where a named person plays, lives or works, with no "for" ("where does Kevin De Bruyne play"): clubs and homes
  change; a kind ("where do penguins live") is left alone;
* who voices a character now ("who voices Kratos", "who is the voice of Sonic", "谁给海绵宝宝配音"): voices are recast;
  a past tense, a stated work ("in the 1994 Lion King") or a first / original voice is left alone;
* a terse or contracted age ("Serena Williams age?", "how old's Elon Musk");
* whether a named thing is free, or has a free tier ("is Fortnite free to play", "does Duolingo have a free plan"):
  prices change;
* where a show streams ("where can I stream The Office", "is Breaking Bad on Netflix", "what streaming service has
  Friends", "在哪个平台能看"): licences move;
* opening days, hours and waits ("is the Louvre closed on Tuesdays", "Disneyland opening hours", "how long is the
  queue at JFK passport control", "故宫周一开门吗");
* money converted between currencies ("convert 100 dollars to pesos", "how many yen is one dollar", "1000日元等于多少
  人民币"): the rate moves;
* a bond's yield or where an asset trades ("10y UST yielding what", "where is btc trading");
* the top of a table or a chart ("who's top of the prem", "what's top of the netflix top 10");
* a present holder stated for checking ("the UN Secretary-General is António Guterres, right?");
* and, from probes of our own in the brief's voices: a named person's team in other slots ("what team is X on",
  "which club does X turn out for", "X team?"), who keeps goal, kit makers; a shirt number, a position, a contract,
  a partner asked with "have", a post claimed for checking ("is it true that X manages Y"); "what age is X"; an
  asset's figure (P/E, dividend yield, TVL, APY, AUM) or a benchmark rate; an app's feature ("does X have ads");
  where an event is being held; a game's meta, level cap, cover athlete; a traveller's rules (visas, documents,
  shots, advisories, baggage, processing times); who a person is seeing (和谁在一起了); a count asked without "does"
  (non-native English); a price trend ("is X going up or down").

``bare_present(text)`` returns a cue (its prefix one of ``BARE_CUES``, or "role:" for a stated holder) or ``None``. The caller (``gate._patterns``) reads it only
where no stated year, no past-only tense and no person of history pins the question.

``offer_state(text)`` returns a cue when a named product or service is said to have stopped being free, sold or
available, or to have started charging ("why is Minecraft no longer sold on PC", "how come peacock got rid of its
free tier", "为啥爱奇艺不再免费了"): a present state that is news or a false premise about the present (FreshQA's
kind); the caller asks it beside ``gate_reversal.reversed_state``, before the timeless cues.

``fixed_age(text)``: a "how old is" of the natural world or of antiquity ("how old is the universe", "how old are the
pyramids"), or of the user's own ("how old is my cat"): its answer does not move in a year, or is the user's.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_plain import PLAIN_CUES, plain_present
from .gate_vocab import FIXED_PARTS, FIXED_SPANS
from .time.prefilter import screen_patterns

__all__ = ["BARE_CUES", "bare_present", "bare_held", "fixed_age", "offer_state", "origin_zh"]

# a generic or the user's own subject: no named thing ("where do most people live", "is it free")
_GENERIC = (r"(?!(?:an?|my|our|your|his|her|their|this|that|these|those|it|you|i|we|they|people|most|some|any|"
            r"one|someone|everyone|kids|children|humans|animals|birds|fish)\b)")
_NAME = r"(?P<who>(?:[\w'’.&+-]+\s+){0,3}?[\w'’.&+-]+)"

_WHERE_PLAYS = re.compile(
    rf"^\s*(?:[\w ,'’-]{{0,30}}[:,]\s*)?where\s+(?:does|do)\s+{_GENERIC}{_NAME}\s+(?:play|live|work|race|coach|"
    r"teach|study|perform|train|reside|stay)(?:\s+(?:now|these\s+days|football|soccer|basketball|hockey|baseball|"
    r"club\s+football|professionally))?\s*[?.!]*\s*$", re.IGNORECASE)

# which team a named person is on, in other slots ("what team is Luka Doncic on", "which club does Harry Kane turn
# out for", "what club is Son at", "Jalen Hurts team?"), who keeps goal or is on a bench ("who is in goal for
# Liverpool", "which manager is at Chelsea"), who trains or sponsors a side ("who trains the Brazil team", "what kit
# maker does Arsenal use")
_SIDES = r"teams?|clubs?|sides?|franchises?|squads?|outfits?|stables?"
_TEAM_OF = re.compile(
    rf"^\s*(?:[\w ,'’-]{{0,30}}[:,]\s*)?(?:what|which)\s+(?:[\w-]+\s+)?(?:{_SIDES})\s+(?:is|are|does|do)\s+"
    rf"{_GENERIC}{_NAME}\s+(?:on|at|in|with|signed\s+(?:to|with|for)|(?:play|turn\s+out|line\s+up|suit\s+up|play\s+"
    r"football|play\s+ball)\s+(?:for|with|at|in)|belong\s+to|part\s+of|attached\s+to|(?:currently\s+)?with)\s*[?.!]*\s*$|"
    rf"^\s*(?-i:[A-Z][\w'’.-]+)(?:\s+(?-i:[A-Z][\w'’.-]+)){{1,2}}(?:['’]s)?\s+(?:team|club|squad)\s*[?.!]*\s*$|"
    r"\b(?:who|which\s+\w+)\s+(?:is|are)\s+(?:in\s+goal|between\s+the\s+posts|in\s+net|on\s+the\s+bench|"
    r"at\s+the\s+helm|behind\s+the\s+wheel)\s+(?:for|at|of)\s+\S|"
    r"^\s*(?:[\w ,'’-]{0,30}[:,]\s*)?which\s+(?:manager|coach|boss|gaffer|head\s+coach|skipper|captain)\s+is\s+"
    r"(?:at|in\s+charge\s+(?:of|at))\s+\S|"
    r"\bwho\s+(?:trains|sponsors|bankrolls|backs|kits\s+out|makes\s+the\s+(?:kit|shirts?|jerseys?)\s+for)\s+"
    r"(?:the\s+)?(?-i:[A-Z0-9])|"
    r"\b(?:kit|shirt|jersey|uniform)\s+(?:maker|makers|supplier|suppliers|sponsor|sponsors|manufacturer|brand|deal)\b",
    re.IGNORECASE)
# "What age is King Charles?": an age asked after "what age is" (not "what age is best to start ...")
_WHAT_AGE = re.compile(rf"^\s*(?:[\w ,'’-]{{0,30}}[:,]\s*)?what\s+age\s+(?:is|are)\s+{_GENERIC}(?!(?:best|right|good|"
                       r"ok|okay|considered|appropriate|safe|legal|normal|required|needed|old|too|the\s+best)\b)"
                       r"(?:[\w'’.-]+\s+){0,3}[\w'’.-]+\s*(?:now)?\s*[?.!]*\s*$", re.IGNORECASE)
# a player's shirt number or position ("what number is Lamine Yamal", "who wears the number 10 shirt at Barcelona",
# "what position does Caitlin Clark play"), a contract ("what's Ohtani's contract worth"), a partner asked with "have"
# ("does Elon Musk have a girlfriend"), a post claimed for checking ("is it true that Mourinho manages Fenerbahce")
_PLAYER_NOW = re.compile(
    r"^\s*what\s+(?:shirt\s+|jersey\s+|squad\s+)?number\s+(?:is|does)\s+(?-i:[A-Z])|"
    r"\bwho\s+(?:wears|has|is\s+wearing)\s+(?:the\s+)?(?:number|no\.?|#)\s*\d{1,2}\b|"
    r"^\s*what\s+(?:position|positions|role)\s+(?:does|do|is)\s+(?-i:[A-Z][\w'’.-]+)(?:\s+[\w'’.-]+){0,3}?\s+"
    r"(?:play|playing|in)\b|"
    r"(?:['’]s|\bof\s+(?-i:[A-Z]))[\w\s'’.-]{0,20}?\b(?:contract|deal)\s+(?:worth|value|length|run|expire|expires|"
    r"end|ends|until|details|status)\b|"
    r"^\s*(?:does|do)\s+(?-i:[A-Z][\w'’.-]+)(?:\s+(?-i:[A-Z][\w'’.-]+)){0,2}\s+(?:still\s+)?have\s+(?:a\s+)?"
    r"(?:girlfriend|boyfriend|partner|wife|husband|spouse|fiancée?)\b|"
    r"\b(?:is\s+it\s+true\s+(?:that\s+)?|i\s+heard\s+(?:that\s+)?|apparently\s+)(?-i:[A-Z])[\w'’.-]*(?:\s+[\w'’.-]+){0,2}"
    r"\s+(?:still\s+)?(?:manages|coaches|captains|runs|leads|owns|plays\s+for|is\s+dating|is\s+married\s+to|"
    r"is\s+engaged\s+to|is\s+signed\s+(?:to|with)|works\s+for|presents|hosts)\b", re.IGNORECASE)
# a count asked without "does" (non-native English: "how many follower ronaldo have") or a trend ("is bitcoin going
# up or down", "is the yen falling"); the parts of a kind ("how many legs spider have") stay with FIXED_PARTS
_COUNT_NO_DO = re.compile(
    rf"^\s*how\s+many\s+(?!.*\b(?:does|do|did|is|are|was|were|can|will|would)\b)(?!(?:{FIXED_PARTS}|{FIXED_SPANS})\b)[\w'-]+\s+(?:[\w'’.-]+\s+){{1,3}}?(?:have|has|got)\s*"
    r"(?:now|currently|total|in\s+total)?\s*[?.!]*\s*$", re.IGNORECASE)
_TREND = re.compile(
    rf"^\s*(?:is|are)\s+{_GENERIC}(?:the\s+)?(?:[\w$'’.&-]+\s+){{1,3}}?(?:going|trending|moving|heading)\s+(?:up|down)\b|"
    rf"^\s*(?:is|are)\s+{_GENERIC}(?:the\s+)?(?:[\w$'’.&-]+\s+){{1,3}}?(?:rising|falling|dropping|climbing|crashing|"
    r"pumping|dumping|mooning|tanking|rallying|surging|sliding)\s*(?:or\s+\w+)?\s*[?.!]*\s*$", re.IGNORECASE)
# who voices a character: present tense, no stated work or year, not the first / original voice
_VOICE_EN = re.compile(
    r"\bwho\s+(?:voices|is\s+voicing|does\s+the\s+voice\s+(?:of|for))\s+\S|"
    r"\bwho\s+(?:is|does)\s+(?:the\s+)?(?:new\s+|current\s+)?voice(?:\s+actor|\s+actress)?\s+(?:of|for|behind)\s+\S",
    re.IGNORECASE)
# a first or original voice, a stated year, a past tense, or a capitalised work after "in" ("in The Lion King")
# SituatedQA's annotators read a voice in a named work as fixed ("who does the voice of bonnie on family guy",
# "who voices anakin in the clone wars"): only a bare character ("who voices Kratos") or a work to come searches
_VOICE_PINNED_EN = re.compile(r"\b(?:first|original|classic|voiced|was|were|in|on|from)\b|\b(?:19|20)\d\d\b",
                              re.IGNORECASE)
_VOICE_NEWER_EN = re.compile(r"\b(?:new|next|upcoming|latest|newest|sequel|reboot|remake|coming\s+out|season)\b",
                             re.IGNORECASE)  # "in the Spider-Verse sequel coming out": the work is not yet fixed
_VOICE_ZH = re.compile(r"谁(?:给|为|替)[^，。？?]{1,10}?配音|[^，。？?]{1,10}?(?:的)?配音(?:演员)?是谁|[^，。？?]{1,10}?是谁配(?:音)?的")
_VOICE_PINNED_ZH = re.compile(r"《|第一|最早|初代|原版|老版|旧版|\d{2,4}\s*年|当年")

# a terse age: "<name> age?" (not an era or a kind of age) or "how old's X"
_AGE_TERSE = re.compile(
    r"^\s*(?!(?:ice|stone|bronze|iron|golden|middle|dark|space|information|jazz|gilded|digital|atomic|new|old|legal|"
    r"drinking|voting|consent|retirement|school|mental|gestational|bone|moon|tree|my|your|our|what|the\s+age)\b)"
    r"(?:[\w'’.-]+\s+){1,3}age\s*[?.!]*\s*$|\bhow\s+old['’]s\b", re.IGNORECASE)

# free to play / use, a free tier
_FREE_EN = re.compile(
    rf"^\s*(?:[\w ,'’-]{{0,30}}[:,]\s*)?(?:is|are)\s+{_GENERIC}{_NAME}\s+(?:still\s+)?free(?:\s+to\s+(?:play|use|"
    r"download|watch|join|stream|install))?(?:\s+(?:on|in)\s+[\w\s]{1,20})?\s*[?.!]*\s*$|"
    rf"\b(?:does|do)\s+{_GENERIC}(?:[\w'’.&+-]+\s+){{1,4}}?(?:still\s+)?(?:have|offer)\s+(?:a\s+|an\s+)?free\s+"
    r"(?:tier|plan|version|trial|option|account|level)\b|"
    r"\bis\s+there\s+(?:still\s+)?(?:a\s+)?free\s+(?:tier|plan|version|trial)\s+(?:of|for|on)\s+[\w'’.&+-]",
    re.IGNORECASE)
# "gluten free", "tax free", "naturally": free OF something, a quality, not a price
_QUALITY = re.compile(r"\b(?:gluten|sugar|fat|lactose|dairy|caffeine|alcohol|nut|tax|duty|cruelty|fragrance|scent|"
                      r"bpa|hands|hassle|risk|error|germ|smoke|drug|crime|debt|carbon|calorie|salt|sodium|soy|egg|"
                      r"vegan|naturally|really|actually|totally|completely|entirely|truly|legally)$", re.IGNORECASE)
_STREAMERS = (r"netflix|hulu|disney\+?|disney\s+plus|prime(?:\s+video)?|amazon(?:\s+prime)?|max|hbo(?:\s+max)?|"
              r"peacock|paramount\+?|paramount\s+plus|apple\s+tv\+?|crunchyroll|youtube(?:\s+tv)?|spotify|"
              r"apple\s+music|tidal|tubi|pluto(?:\s+tv)?|britbox|now\s+tv|iplayer|stan|crave")
_STREAM_EN = re.compile(
    r"\bwhere\s+(?:can|do|could|should)\s+(?:i|you|we|one)\s+(?:stream|watch\s+(?:[\w'’.&:-]+\s+){0,5}?(?:online|"
    r"for\s+free|legally|in\s+the\s+(?:us|uk|usa)|in\s+[A-Z]\w+|on\s+tv)|watch\s+[A-Z]|listen\s+to\s+[A-Z])|"
    rf"^\s*(?:is|are)\s+{_GENERIC}(?:[\w'’.&:-]+\s+){{1,6}}?(?:still\s+)?(?:on|streaming\s+on|available\s+on|"
    rf"leaving)\s+(?:{_STREAMERS})\b|"
    r"\b(?:what|which)\s+(?:streaming\s+)?(?:service|platform|streamer|app|channel|network)s?\s+(?:has|have|is|"
    r"streams|carries|shows|airs)\s+(?!the\s+(?:most|best|cheapest)\b)[\w'’\"]|"
    r"\bwhere\s+(?:is|are)\s+(?:[\w'’.&:-]+\s+){1,6}?streaming\b|"
    r"在哪(?:个|些)?(?:平台|网站|app|APP)?(?:上)?(?:能|可以)?(?:看|播|听)|哪个(?:平台|网站|app|APP)(?:上)?(?:能|可以)?(?:看|播|听|有)",
    re.IGNORECASE)
_DAYS = (r"mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|holidays?|"
         r"bank\s+holidays?|public\s+holidays?|christmas(?:\s+day|\s+eve)?|new\s+year'?s?(?:\s+day|\s+eve)?|easter|"
         r"thanksgiving|good\s+friday|boxing\s+day")
_HOURS = re.compile(
    rf"^\s*(?:[\w ,'’-]{{0,30}}[:,]\s*)?(?:is|are)\s+{_GENERIC}(?:[\w'’.&-]+\s+){{1,5}}?(?:open|closed|shut)\s+"
    rf"(?:on\s+|during\s+|over\s+|at\s+)?(?:{_DAYS})\b|"
    r"\bwhat\s+time\s+(?:does|do|is)\s+(?:[\w'’.&-]+\s+){1,5}?(?:open|close|shut|opening|closing)\b|"
    r"\b(?:opening|closing|business|visiting|trading|operating)\s+(?:hours|times|days)\b|"
    r"\bhow\s+long\s+(?:is|are)\s+the\s+(?:wait|waits|queue|queues|line|lines)\s+(?:at|for|to|in)\b|"
    r"\bwait(?:ing)?\s+times?\s+(?:at|for|in)\b|"
    r"(?:周[一二三四五六日天末]|星期[一二三四五六日天]|节假日|春节|国庆|过年)[^，。？?]{0,4}?(?:开门|开放|闭馆|关门|营业|休息|休馆)|"
    r"几点(?:开门|关门|闭馆|开放|营业|停止入场)|营业时间|开放时间|排队(?:要|得)?(?:多久|多长时间)", re.IGNORECASE)
_CURRENCIES = (r"dollars?|bucks|usd|us\$|euros?|eur|pounds?(?:\s+sterling)?|quid|gbp|sterling|yen|jpy|yuan|rmb|cny|"
               r"renminbi|rupees?|inr|pesos?|mxn|won|krw|swiss\s+francs?|francs?|chf|rubles?|roubles?|rub|lira|"
               r"rand|zar|reais|brl|baht|thb|dong|vnd|ringgit|myr|dirhams?|aed|shekels?|zloty|pln|kronor|krona|"
               r"krone|kroner|sek|nok|dkk|hkd|sgd|aud|cad|nzd|rupiah|idr|pesos?|bitcoins?|btc|eth|ether")
_FX_EN = re.compile(
    rf"\b(?:convert\s+)?(?:\d[\d,.]*\s*[kK]?|an?|one|ten|a\s+hundred|a\s+thousand)\s*(?:{_CURRENCIES})\s+"
    rf"(?:to|in|into|=|in\s+terms\s+of|worth\s+in)\s+(?:\w+\s+)?(?:{_CURRENCIES})\b|"
    rf"\bhow\s+(?:many|much)\s+(?:\w+\s+)?(?:{_CURRENCIES})\s+(?:is|are|for|to|per|in|equals?|do\s+(?:i|you)\s+get\s+"
    rf"for)\s+(?:an?|one|\d[\d,.]*)\s+(?:\w+\s+)?(?:{_CURRENCIES})\b|"
    rf"^\s*(?:{_CURRENCIES})\s+(?:to|vs\.?|/)\s+(?:{_CURRENCIES})\s*(?:rate|exchange\s+rate|conversion)?\s*[?.!]*\s*$",
    re.IGNORECASE)
_CURRENCIES_ZH = r"美元|美金|日元|日币|欧元|英镑|韩元|韩币|港币|港元|泰铢|卢布|人民币|新台币|台币|澳元|加元|新加坡元|越南盾|比特币"
_FX_ZH = re.compile(rf"(?:\d+|[一二三四五六七八九十百千万]+)(?:块)?(?:{_CURRENCIES_ZH})[^，。？?]{{0,4}}?(?:等于|换|能换|兑换?|是|合)"
                    rf"(?:多少|几)(?:{_CURRENCIES_ZH}|钱|块)|(?:{_CURRENCIES_ZH})(?:兑|换|对)(?:{_CURRENCIES_ZH})")
_YIELD_EN = re.compile(
    r"\b(?:\d+\s*-?\s*(?:y|yr|year|month)s?|ten[- ]year|two[- ]year|thirty[- ]year|five[- ]year)\s+"
    r"(?:us\s+|u\.s\.\s+)?(?:treasury|treasuries|t-?bill|t-?note|bond|gilt|bund|ust|note|jgb|govt|government\s+bond)?"
    r"\s*(?:yields?|yielding|rate)\b|"
    r"\b(?:treasury|treasuries|gilt|bund|ust|jgb|bond)s?\s+(?:yields?|yielding)\b|\byielding\s+what\b|"
    r"\bwhere\s+(?:is|are)\s+(?:[\w$'’.&-]+\s+){1,3}?trading\b|\bwhat\s+(?:is|are)\s+(?:[\w$'’.&-]+\s+){1,3}?"
    r"trading\s+at\b", re.IGNORECASE)
_TOP_EN = re.compile(
    r"^\s*(?:[\w ,'’-]{0,30}[:,]\s*)?(?:who|what|which\s+\w+)(?:\s+is|\s+are|s)\s+(?:at\s+)?(?:the\s+)?top\s+of\s+"
    r"(?:the\s+)?(?!class\b|my\b|your\b|food\s+chain\b|mountain\b|hill\b|page\b|list\s+of\s+things)\w", re.IGNORECASE)
# a traveller's rules of entry and carriage: visas, documents, shots, advisories, baggage, processing times, a
# passport's strength ("do I need a visa for Vietnam", "what documents do I need to enter Canada", "is it safe to
# travel to Haiti", "whats the baggage allowance on ryanair", "how long does a passport renewal take"): policies
# change; a definition ("what is a visa", "what does ESTA stand for") has no such verb and is left alone
_TRAVEL_RULE = re.compile(
    r"\b(?:need|needs|require|requires|required|get|apply\s+for)\s+(?:a\s+|an\s+)?(?:visa|visas|eta|esta|e-?visa|"
    r"transit\s+visa|visa\s+on\s+arrival|entry\s+permit|covid\s+test|vaccination\s+certificate)\b|"
    r"\bvisa[- ](?:free|on[- ]arrival|exempt|waiver)\b|\b(?:visa|esta|eta|evisa)\s+(?:fee|fees|cost|price|wait|"
    r"waits|processing|appointments?)\b|"
    r"\bwhat\s+(?:documents|papers|vaccinations?|vaccines|shots|jabs)\s+(?:do|does|are|is)\s+(?:i|you|we|one|"
    r"required|needed)\b|\b(?:vaccinations?|vaccines|shots)\s+(?:are\s+)?(?:required|needed|mandatory)\s+(?:for|to)\b|"
    r"\bis\s+it\s+(?:safe|ok|okay)\s+to\s+(?:travel|go|visit|fly)\s+(?:to|in)\s+\S|"
    r"\b(?:baggage|luggage|carry[- ]on|cabin\s+bag|hand\s+luggage|checked\s+bag)\s+(?:allowance|rules?|limits?|policy|"
    r"size|weight|fees?)\b|\bcan\s+(?:i|you|we)\s+(?:bring|take|carry|pack)\s+(?:[\w'’-]+\s+){1,4}?on\s+(?:a|the)\s+"
    r"(?:plane|flight|train)\s+(?:in|to|from|with)\s+\S|"
    r"\bhow\s+long\s+(?:does|do|will)\s+(?:a\s+|an\s+|the\s+|my\s+)?(?:[\w-]+\s+){0,2}?(?:passport|visa|green\s+card|"
    r"citizenship|naturali[sz]ation|work\s+permit|residence\s+permit)\s+(?:renewal\s+|application\s+)?(?:take|"
    r"processing)\b|\bhow\s+(?:strong|powerful)\s+is\s+the\s+\w+\s+passport\b|\bpassport\s+(?:ranking|index)\b|"
    r"去[^，。？?]{1,8}?(?:要|需要|得|用)(?:办|带|申请)?(?:什么|哪些|啥)(?:证件|手续|签证|材料|证)|"
    r"(?:签证|护照|港澳通行证|绿卡)[^，。？?]{0,8}?(?:要|得|需要)?(?:等|办|排|下来)?(?:多久|多长时间|几天)|"
    r"(?:免签|落地签|电子签)(?:吗|么|嘛|的国家|政策|有哪些|多久)",
    re.IGNORECASE)
# who a named person is seeing, in Chinese ("谢霆锋和谁在一起了")
_DATING_ZH = re.compile(r"(?:和|跟|与)谁(?:在一起|谈恋爱|交往|恋爱|好上)了?")
# an investor's figure of a named asset ("what's Microsoft's P/E", "AAPL dividend yield?", "what's the TVL of
# Uniswap", "SOL staking APY", "Vanguard assets under management") or a benchmark rate ("euribor rate?"): a
# definition ("what is a p/e ratio", "what does TVL mean") names no asset and is left alone
_METRIC = (r"p/?e(?:\s+ratio)?|pe\s+ratio|eps|dividend(?:\s+yield)?|expense\s+ratio|short\s+interest|tvl|"
           r"total\s+value\s+locked|apy|apr|staking\s+(?:yield|rewards?|apy|apr)|hash\s*rate|aum|"
           r"(?:total\s+)?assets\s+under\s+management|book\s+value|free\s+cash\s+flow|circulating\s+supply|"
           r"funding\s+rate|open\s+interest|shares\s+outstanding|net\s+asset\s+value|nav|debt\s+load")
_ASSET_FIGURE = re.compile(
    rf"(?:^|\s)(?:\$?(?-i:[A-Z]{{2,5}})|(?-i:[A-Z][\w&.-]+)(?:['’]s)?)\s+(?:{_METRIC})\b|"
    rf"\b(?:{_METRIC})\s+(?:of|on|for|at)\s+(?:the\s+)?(?:\$?(?-i:[A-Z]{{2,5}})\b|(?-i:[A-Z][\w&.-]+)|"
    rf"(?!(?:a|an|my|your|this|that|it|stocks?|bonds?|funds?|companies|company)\b)[a-z]\w+\s*[?.!]*\s*$)|"
    r"\b(?:euribor|sofr|sonia|libor|shibor|hibor|€str|estr|tonar|prime\s+rate|repo\s+rate|bank\s+rate|cash\s+rate|"
    r"policy\s+rate|base\s+rate)\b(?!\s+(?:mean|means|stand|stands|is\s+defined))", re.IGNORECASE)
_ASSET_FIGURE_DEFINED = re.compile(r"\bwhat\s+(?:is|are)\s+(?:an?\s+)|\bmean(?:s|ing)?\b|\bstand\s+for\b|"
                                   r"\bhow\s+(?:is|are|do|does)\b.*\b(?:calculated|computed|work|measured)\b|"
                                   r"\bdefin(?:e|ition)\b|\bexplain\b|\bformula\b", re.IGNORECASE)
# a named app's or service's feature now ("does Netflix have ads", "can you edit messages on WhatsApp", "does
# Instagram let you download reels"): features come and go
_FEATURES = (r"ads|adverts|commercials|lossless(?:\s+audio)?|hi-?fi|dark\s+mode|offline\s+(?:mode|downloads?|play)|"
             r"downloads|end-to-end\s+encryption|e2ee|stories|reels|shorts|live\s+streaming|cross-?play|"
             r"cross-?save|ray\s+tracing|dlss|4k|hdr|spatial\s+audio|profiles|parental\s+controls|group\s+calls")
_FEATURE_NOW = re.compile(
    rf"^\s*(?:does|do)\s+(?-i:[A-Z][\w+&.-]+)(?:\s+(?-i:[A-Z][\w+&.-]+)){{0,2}}\s+(?:still\s+)?(?:let|allow)\s+"
    r"(?:you|users|people|players|me|us)\b|"
    rf"^\s*(?:does|do)\s+(?-i:[A-Z][\w+&.-]+)(?:\s+(?-i:[A-Z][\w+&.-]+)){{0,2}}\s+(?:still\s+)?(?:have|offer|"
    rf"support|show|run|play|include)\s+(?:any\s+)?(?:{_FEATURES})\b|"
    r"^\s*can\s+(?:you|i|we|users|people|players)\s+(?:still\s+)?(?:[\w'’-]+\s+){1,4}?(?:on|in|with|via)\s+"
    r"(?-i:[A-Z][\w+&.-]+)\s*[?.!]*\s*$", re.IGNORECASE)
# where an event is being held (present progressive or future: "where is WrestleMania being held")
_HELD_WHERE = re.compile(
    r"\bwhere\s+(?:is|are|will)\s+(?:the\s+)?(?:[\w'’.&-]+\s+){1,5}?(?:be(?:ing)?\s+(?:held|hosted|played|staged)|"
    r"taking\s+place|take\s+place)\b", re.IGNORECASE)
# a game's standing picks: its tier list or meta ("which character is top tier in Street Fighter 6"): patches move them
_META = re.compile(r"\btop[- ]tier\b|\btier\s+list\b|\bin\s+the\s+(?:current\s+)?meta\b|"
                   r"\b(?:level|rank|gear\s*score|power)\s+cap\b|\bmax(?:imum)?\s+(?:level|rank)\s+in\b|"
                   r"\bon\s+the\s+cover\s+of\s+(?-i:[A-Z])|\bcover\s+(?:athlete|star)\b|"
                   r"\bmeta\s+(?:decks?|builds?|comps?|teams?|picks?|champions?|heroes|weapons?|loadouts?|agents?)\b",
                   re.IGNORECASE)
_ROLES_CHECKED = (r"secretary[\s-]general|president|prime\s+minister|chancellor|ceo|chief\s+executive|coach|"
                  r"head\s+coach|manager|captain|mayor|governor|pope|king|queen|speaker|chair(?:man|woman)?|"
                  r"leader|director-general|commissioner|host|quarterback|qb")
_ROLE_STATED = re.compile(
    rf"\bthe\s+(?:[\w’'.-]+\s+){{0,3}}?(?:{_ROLES_CHECKED})\s+(?:of\s+(?:the\s+)?(?:[\w’'.-]+\s+){{1,3}}?)?is\s+"
    r"(?:still\s+)?(?-i:[A-ZÀ-Ý])", re.IGNORECASE)
_ROLE_STATED_PINNED = re.compile(r"\b(?:first|second|third|last|former|late|founding|original|\d+(?:st|nd|rd|th)|"
                                 r"was|were)\b", re.IGNORECASE)
_KIND = re.compile(r"^(?:[a-z]+\s+)*[a-z]+s$")  # "penguins", "polar bears": a kind, no name


BARE_CUES = ("status:where ", "status:team ", "status:dating ", "status:player ", "role:voice ", "age:terse ", "price:", "stream:",
             "hours:", "fx:", "yield:", "top:", "meta:", "travel:", "feature:", "venue:", "figure:",
             "count:no-do ", "trend:") + PLAIN_CUES  # gate19c: casting, price idioms, non-native order, zh fees


def bare_held(matched: tuple[str, ...]) -> bool:
    """A rule search from one of these shapes: the learned part never keeps it local (its training rows hold how-to
    look-alikes, "where can I ..."; the shapes here ask a named thing's present state)."""
    return any(m.startswith(BARE_CUES) for m in matched)


def bare_present(text: str) -> str | None:
    """The cue of a present fact asked bare (see the module's docstring), or ``None``."""
    if (m := _WHERE_PLAYS.search(text)) and not _KIND.match(m.group("who")):
        return f"status:where {m.group(0).strip().lower()}"  # (a finished career drops it: gate_finished)
    if (m := _TEAM_OF.search(text)) and not _KIND.match((m.groupdict().get("who") or "x")):
        return f"status:team {m.group(0).strip().lower()}"  # (a finished career drops it: gate_finished)
    if m := _PLAYER_NOW.search(text):
        return f"status:player {m.group(0).strip().lower()}"  # (a finished career drops it: gate_finished)
    if m := _WHAT_AGE.search(text):
        return f"age:terse {m.group(0).strip().lower()}"
    if (m := _VOICE_EN.search(text)) and (not _VOICE_PINNED_EN.search(text) or _VOICE_NEWER_EN.search(text)):
        return f"role:voice {m.group(0).strip().lower()}"
    if (m := _VOICE_ZH.search(text)) and not _VOICE_PINNED_ZH.search(text):
        return f"role:voice {m.group(0)}"
    for label, pattern in (("age:terse ", _AGE_TERSE), ("price:", _FREE_EN), ("stream:", _STREAM_EN), ("hours:", _HOURS),
                           ("fx:", _FX_EN), ("fx:", _FX_ZH), ("yield:", _YIELD_EN), ("top:", _TOP_EN), ("meta:", _META),
                           ("travel:", _TRAVEL_RULE), ("status:dating ", _DATING_ZH), ("feature:", _FEATURE_NOW),
                           ("venue:", _HELD_WHERE), ("count:no-do ", _COUNT_NO_DO), ("trend:", _TREND)):
        if m := pattern.search(text):
            if label == "price:" and m.group("who") and (_KIND.match(m.group("who")) or _QUALITY.search(m.group("who"))):
                continue  # "are potatoes naturally gluten free": a kind, or free of something
            return f"{label}{m.group(0).strip().lower()}"
    if (m := _ASSET_FIGURE.search(text)) and not _ASSET_FIGURE_DEFINED.search(text):
        return f"figure:{m.group(0).strip().lower()}"
    if (m := _ROLE_STATED.search(text)) and not _ROLE_STATED_PINNED.search(m.group(0)):
        return f"role:{m.group(0).strip().lower()}"
    return plain_present(text)  # gate19c: "who plays james bond", "what does X go for", "门票多少"


# a product or service said to be no longer free, sold or available, or to charge now
_OFFER_GONE_EN = re.compile(
    r"\bno\s+longer\s+(?:free|sold|for\s+sale|on\s+sale|available|offered|streaming|supported|in\s+stores|"
    r"sells?|offers?|on\s+(?:pc|steam|mac|ios|android|xbox|playstation|switch|netflix|spotify|the\s+app\s+store))\b|"
    r"\bnot\s+free\s+(?:anymore|any\s+more)\b|"
    r"\b(?:start|starts|started|starting|begin|began|begun)\s+(?:to\s+charge|charging)\b|"
    r"\b(?:get|gets|got|getting)\s+rid\s+of\s+(?:its|their|the)\s+free\b|"
    r"\b(?:stop|stops|stopped|stopping|end|ends|ended|scrap|scrapped|drop|dropped|kill|killed)\s+(?:its\s+|their\s+|the\s+)?"
    r"(?:offering\s+)?free\s+(?:\w+\s+)?(?:tier|plan|version|access|trial|accounts?|shipping|delivery|streaming|"
    r"service)s?\b|"
    r"\b(?:stop|stops|stopped|stopping)\s+(?:offering|giving|providing|including)\s+(?:[\w'’-]+\s+){0,2}?free\b|"
    r"\b(?:go|goes|went|gone|become|became|turned|made)\s+(?:\w+\s+)?(?:paid|paywalled|subscription[- ]only|"
    r"pay[- ]to[- ]play)\b", re.IGNORECASE)
# a named firm said to have stopped making or selling a line, asked why ("how come Apple stopped making the iPhone"),
# or when it left a market ("when did McDonald's stop selling Big Macs in the US"): "when did mazda stop making the
# cx 7" (a line's end, a settled past) is left alone
_STOPPED_WHY_EN = re.compile(
    r"^\s*(?:[\w ,'’-]{0,40}:\s*)?(?:why|how\s+come)\b.*\b(?:stop|stopped|quit|cease|ceased)\s+(?:making|selling|"
    r"producing|offering|shipping|streaming|carrying|stocking|supporting)\s+\S|"
    r"^\s*(?:[\w ,'’-]{0,40}:\s*)?(?:when|since\s+when)\b.*\b(?:stop|stopped|quit|cease|ceased)\s+(?:selling|"
    r"offering|shipping|streaming)\s+(?:[\w'’.&-]+\s+){1,4}?(?:in|to)\s+(?:the\s+)?(?-i:[A-Z])", re.IGNORECASE)
_OFFER_ASKS_EN = re.compile(r"^\s*(?:[\w ,'’-]{0,40}:\s*)?(?:when|why|since\s+when|what\s+year|which\s+year|how\s+come|"
                            r"is\s+it\s+true|did|has|have|is|are|does)\b", re.IGNORECASE)
# gate23: a fee word may hold what the fee is for ("开始收月费了", "要收会员费了")
_OFFER_GONE_ZH = re.compile(r"不再免费|开始收[\u4e00-\u9fff]{0,3}?费|要收[\u4e00-\u9fff]{0,3}?费了|改收费|变收费|收费了|不免费了|不能免费|停售了|下架了|不卖了|关门了|倒闭了|"
                            r"停止(?:服务|运营)了|不能用了")
_OFFER_ASKS_ZH = re.compile(r"为什么|为啥|咋|怎么|什么时候|何时|哪(?:一)?(?:天|年|月)|是不是|真的吗|吗[？?]?\s*$")
_CAPITALISED = re.compile(r"\b(?-i:[A-Z][\w'’&.-]+)")  # a name after the first word: a named firm, not "they"
_STATED_YEAR = re.compile(r"(?<!\d)(?:1[0-9]|20)\d\d(?!\d)|\d{2,4}\s*年|[清明元宋唐汉秦]朝|古代|以前|当年")


def offer_state(text: str) -> str | None:
    """The words of a product's or service's offer said to have changed (see the module's docstring), or ``None``."""
    if _STATED_YEAR.search(text):
        return None
    if (m := _OFFER_GONE_ZH.search(text)) and _OFFER_ASKS_ZH.search(text) and m.start() >= 2:
        return m.group(0)
    if (m := _OFFER_GONE_EN.search(text)) and _OFFER_ASKS_EN.match(text):
        return " ".join(m.group(0).lower().split())
    if (m := _STOPPED_WHY_EN.search(text)) and (named := _CAPITALISED.search(text, 1)):
        return f"stopped: {named.group(0).lower()}"
    return None


_NATURE_AGE = re.compile(
    r"\bhow\s+old\s+(?:is|are)\s+(?:the\s+|our\s+)?(?:earth|sun|moon|universe|solar\s+system|milky\s+way|galaxy|"
    r"planet\s+earth|oceans?|atlantic|pacific|himalayas|alps|rocky\s+mountains|grand\s+canyon|"
    r"dinosaurs?|fossils?|pyramids?(?:\s+of\s+giza)?|great\s+pyramid|sphinx|stonehenge|great\s+wall|colosseum|"
    r"parthenon|acropolis|cave\s+paintings|human\s+race|humans|homo\s+sapiens|life\s+on\s+earth|"
    r"big\s+bang|mount\s+everest|everest|amazon\s+rainforest|sahara)\b|"
    r"\bhow\s+old\s+(?:is|are)\s+(?:my|our)\b", re.IGNORECASE)


def fixed_age(text: str) -> bool:
    """A "how old is" of nature or antiquity, or of the user's own (see the module's docstring)."""
    return bool(_NATURE_AGE.search(text))


# who founded, invented or first did something, in Chinese ("苹果公司的创始人是谁", "圆周率是谁算出来的"): history, though
# "是谁" reads like a post held now
_ORIGIN_ROLE_ZH = re.compile(
    r"(?:创始人|创办人|创立者|创建者|发明者|发明人|奠基人|开创者|缔造者|原作者|作者|首任|第一任|开国)[^，。？?]{0,4}?"
    r"(?:是谁|是哪位|是哪个|叫什么)|是谁(?:最早|最先|首先)?(?:发明|发现|提出|创造|写|画|建|盖|设计|算出来?|创立|创办|创建|命名|首创|"
    r"作曲|作词)(?:了)?(?:出来)?的")


def origin_zh(text: str) -> bool:
    """A Chinese question after who founded, invented or first did something (see ``_ORIGIN_ROLE_ZH``)."""
    return bool(_ORIGIN_ROLE_ZH.search(text))


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
