"""Live states of named things asked with no time word (gate21; English and Chinese).

Wave 32's fit half and the spent waves 26-31 showed the must-search side still missing questions whose change lives
in a word class or a grammar slot, not in a time word. Each shape below is a CAUSE seen in two or more rows or sets:

* support of a version or platform: "does AWS Lambda support a Python 3.13 runtime", "which Python versions does
  pandas support", "which Node.js versions are LTS", "is Vue 2 still maintained" (a version's support ends; a
  feature of a language, "does Python support multiple inheritance", names no version and stays local);
* a present holding or parent: "how much of Apple does Vanguard own", "Instagram belongs to which company", "what's
  the name of Facebook's parent company", "巴菲特还持有比亚迪吗";
* a holder named by its standing, not by "who is": "reigning Wimbledon champ, surname please", "the NBA's reigning
  champions", "the senator chairing Foreign Relations" (a holder's adjective or participle; "was", "were", a year
  pin it to the past);
* a live-service game's balance: patch notes, nerfs and buffs, tier lists, the meta, battle / season passes and
  ranked splits (a definition, "what does nerf mean", is read as timeless before this is asked);
* a running story asked "what happened with that TikTok ban thing" (a matter noun of an open story: ban, case,
  takeover, appeal, probe, tariffs, sanctions ...; gate_report reads a shorter list after a plain "what happened");
* a carrier's routes and an offer's terms: "can you fly nonstop from Sydney to Dallas", "does Ryanair fly to
  Marrakech", "can students get GitHub Copilot without paying", "max request body size on the Workers free plan",
  "the return window for Apple products";
* Chinese: a change asked done or not with 了吗 on a named thing ("微信支持鸿蒙NEXT了吗", "黑神话悟空上Xbox了吗",
  "司美格鲁肽在国内批了减肥适应症吗"), an offer still on ("瑞幸9.9还能喝到吗", "星巴克星礼卡还能用吗": an offer or card,
  not "过期牛奶还能喝吗", advice), a holding still held, an index's members moved ("沪深300调入了哪些股票"), the
  rotating seats of a body ("联合国安理会非常任理事国有哪些").

``live_state(text)`` returns a cue ("live:<shape>") or ``None``. The caller (``gate.decide_by_rules``) asks it last,
only where no timeless cue, no fixed past (``pinned_past``: a year, history, "the first") and no character of fiction
was read.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_fixed_facts import fixed_membership
from .time.prefilter import screen_patterns

__all__ = ["generic_subject", "live_state"]

_NAME = r"(?:[A-Z][\w.&+'’-]*|[a-z]+\.?js|[a-z]*\d[\w.]*)"  # a capitalised word, "node.js", "s3"
_NAMED = rf"(?:[\w.&+'’-]+\s+){{0,3}}?{_NAME}(?:\s+{_NAME}){{0,3}}"  # "AWS Lambda", "the Workers free plan"
_OWNER = r"(?:[\w.&+'’-]+\s+){0,3}?(?-i:[A-Z])[\w.&+'’-]*(?:\s+[\w.&+'’-]+){0,3}?"  # "Norway's oil fund"
_VERSION = (r"(?:(?-i:[A-Z][\w.]*|[a-z]+\.js)\s+\d+(?:\.\d+)*|\d+(?:\.\d+)+|v\d+|version\s+\d+|"
            r"\d+(?:st|nd|rd|th)?\s+gen(?:eration)?|ios|ipados|android|windows|"
            r"macos|linux|chromeos|harmonyos|xbox|playstation|ps[45]|switch(?:\s+2)?|steam\s+deck|arm64|apple\s+silicon|"
            r"runtimes?|versions?|releases?|browsers?|python|node(?:\.js)?|java|jdk|php|ruby|go|rust|\.net|tls|"
            r"openssl|postgres(?:ql)?|mysql|kubernetes|k8s|chrome|firefox|safari|edge)")
_SUPPORT = re.compile(
    # "does AWS Lambda support a Python 3.13 runtime", "will Xcode run on macOS 14"
    rf"^\s*(?:does|do|will|can|is|are)\s+(?-i:{_NAMED})\s+(?:still\s+|now\s+|officially\s+)?(?:support|run\s+on|"
    rf"work\s+(?:on|with)|ship\s+with|bundle|accept|compatible\s+with|supported\s+on|available\s+(?:on|for))\s+"
    rf"(?:[\w.+-]+\s+){{0,3}}?{_VERSION}\b|"
    # "which Python versions does pandas support", "which browsers does Teams support"
    rf"^\s*(?:which|what)\s+(?:[\w.+-]+\s+){{0,2}}?(?:versions?|releases?|runtimes?|platforms?|browsers?|devices?|"
    rf"phones?|models?|consoles?|operating\s+systems?)\s+(?:of\s+[\w.+-]+\s+)?(?:does|do|is|are|will)\s+"
    rf"(?:[\w.&+'’-]+\s+){{1,3}}?(?:still\s+)?(?:support|run\s+on|work\s+(?:on|with)|compatible|supported|get)\b|"
    # "which Node.js versions are LTS", "is Vue 2 still maintained", "is Python 3.9 end of life"
    rf"\b(?:versions?|releases?)\s+(?:are|is)\s+(?:still\s+)?(?:lts|supported|maintained|end[\s-]of[\s-]life|eol)\b|"
    rf"^\s*(?:is|are)\s+(?:[\w.+-]+\s+){{0,2}}?(?:v?\d+(?:\.\d+)*)\s+(?:still\s+)?(?:lts|supported|maintained|"
    rf"end[\s-]of[\s-]life|eol|getting\s+(?:updates|patches))\b",
    re.IGNORECASE)
_HOLDING = re.compile(
    # "how much of Apple does Vanguard own", "does ARK still hold Tesla shares"
    rf"^\s*how\s+(?:much|many\s+shares)\s+of\s+(?-i:{_NAMED})\s+(?:does|do)\s+(?-i:{_NAMED})\s+(?:still\s+)?"
    rf"(?:own|hold)\b|"
    rf"^\s*(?:does|do)\s+{_OWNER}\s+(?:still\s+)?(?:own|hold)\s+(?:any\s+|a\s+)?(?:shares?|stakes?|stock)\b|"
    # "Instagram belongs to which company", "which group does Jaguar belong to"
    rf"\bbelongs?\s+to\s+(?:which|what)\s+(?:company|group|firm|conglomerate|owner|parent)\b|"
    rf"^\s*(?:which|what)\s+(?:company|group|firm|conglomerate)\s+(?:does|do)\s+(?-i:{_NAMED})\s+belong\s+to\b|"
    # "Facebook's parent company", "the parent company of TikTok"
    rf"(?-i:{_NAME})['’]s?\s+parent\s+(?:company|firm|group)\b|\bparent\s+(?:company|firm|group)\s+of\s+(?-i:{_NAME})",
    re.IGNORECASE)
_PAST = re.compile(r"\b(?:was|were|had|did|used\s+to|back\s+(?:then|in)|former(?:ly)?|ex-|originally|once)\b",
                   re.IGNORECASE)
_STANDING_HOLDER = re.compile(
    # "reigning Wimbledon champ", "the NBA's reigning champions", "the incumbent mayor", "defending champions"
    r"\bnon[\s-]?permanent\s+(?:members?|seats?)\b|\brotating\s+(?:presidency|seats?|chair)\b|"
    r"\b(?:reigning|defending|incumbent|sitting|serving|current)\s+(?:[\w'’.-]+\s+){0,4}?(?:champs?|champions?|"
    r"title[\s-]?holders?|holders?|mayor|governor|senator|president|premier|minister|chancellor|speaker|chair(?:man|"
    r"woman|person)?|ceo|coach|manager|captain|monarch|king|queen|pope|leader)\b|"
    # "the senator chairing Foreign Relations", "the man heading the IMF", "the woman running Ford"
    r"\b(?:senator|minister|person|man|woman|guy|official|judge|general|executive|exec|lawmaker|mp|who)\s+"
    r"(?:currently\s+)?(?:chairing|heading|leading|running|captaining|coaching|managing|presiding\s+over)\s+"
    r"(?:the\s+)?(?-i:[A-Z])", re.IGNORECASE)
_GAME_BALANCE = re.compile(
    r"\bpatch(?:\s+notes?)?\b[^?]{0,40}?\b(?:nerf(?:s|ed)?|buff(?:s|ed)?|change[sd]?|add(?:s|ed)?|fix(?:es|ed)?)\b|"
    r"\b(?:nerf(?:s|ed)?|buff(?:s|ed)?)\b[^?]{0,40}?\bpatch\b|\bpatch\s+notes?\b|"
    r"\b(?:which|what)\s+(?:[\w'’-]+\s+){0,3}?(?:got|get|were|was|are|is)\s+(?:nerfed|buffed)\b|"
    r"\b(?:tier\s+list|[sabf][+-]?[\s-]tier|top[\s-]tier\s+(?:heroes|champions?|champs|agents|legends|decks?|"
    r"characters|picks|weapons|builds?))\b|"
    r"(?-i:\b(?:the|current)\s+meta\b)|\bmeta\s+(?:decks?|builds?|comps?|teams?|picks?|loadouts?)\b|"
    r"\b(?:battle|season)\s+pass(?:es)?\b|\branked\s+(?:splits?|season|rewards?)\b|\bseason(?:al)?\s+rewards?\b|"
    r"\bwarbonds?\b", re.IGNORECASE)
_OPEN_STORY = re.compile(
    r"^\s*(?:(?:so|ok(?:ay)?|and|anyway|hey|wait)[,\s]+)?(?:what(?:ever)?|what['’]s)\s+(?:happened|is\s+happening|"
    r"happening|going\s+on)\s+(?:with|to|about)\s+(?:that|the|this|those|these)\s+(?:[\w'’.&-]+\s+){0,4}?"
    r"(?:ban|bans|case|takeover|buyout|acquisition|sale|bid|appeal|probe|tariffs?|sanctions|ruling|dispute|"
    r"feud|saga|scandal|lawsuit|suit|trial|deal|merger|strike|talks|shutdown|investigation|inquiry|bill|recall|"
    r"rollout|cuts|layoffs|walkout|standoff|crisis|ceasefire|negotiations|indictment|impeachment|election|"
    r"recount|referendum)\b(?!\s+(?:of|in)\s+(?:1[5-9]|20)\d\d)", re.IGNORECASE)
_ROSTER_OR_QUOTE = re.compile(
    # "who drives for Ferrari", "who plays for Inter Miami": a named team's roster now
    r"^\s*who\s+(?:(?:currently|still|now)\s+)?(?:plays|drives|races|rides|pitches|skates|bats|keeps\s+goal|sings|"
    r"drums)\s+for\s+(?:the\s+)?(?-i:[A-Z])|"
    # "brent crude per barrel quote", "gold per ounce": a commodity's quote (not "how many litres in a barrel")
    r"^(?!.*\b(?:how\s+many|litres?|liters?|gallons?|grams?|kilos?|kg|pounds?\s+in)\b).*\b(?:brent|wti|crude(?:\s+oil)?|"
    r"gold|silver|platinum|palladium|copper|natural\s+gas|wheat|corn|coffee|cocoa)\s+(?:price\s+)?(?:per|a|an)\s+"
    r"(?:barrel|ounce|oz|troy\s+ounce|tonne|ton|bushel|pound|lb|mmbtu)\b", re.IGNORECASE)
# an open club of states or a platform's audience counted in slots the count rules do not read ("how many nations make
# up the EU", "how many member countries does the North Atlantic alliance count", "Count of EU member states on the
# euro", "How many YouTube subs is MrBeast on", "ronaldo insta follower count", "Italy's tally of UNESCO world heritage
# sites", "Meryl Streep Oscar tally") (waves 24, 26, 30, 31)
_CLUB = (r"(?:eu|european\s+union|nato|(?:north\s+)?atlantic\s+alliance|opec\+?|brics|asean|g\s?\d{1,2}|un|united\s+nations|"
         r"eurozone|euro\s+(?:area|zone)|the\s+euro|schengen(?:\s+area)?|commonwealth|african\s+union|mercosur|oecd|wto|"
         r"security\s+council|alliance|bloc)")
_OPEN_COUNT = re.compile(
    rf"^(?!.*\b(?:soviet|former|founding|original|when\s+(?:it|they)\s+(?:was|were)\s+founded)\b)"
    rf".*\bhow\s+many\s+(?:[\w-]+\s+){{0,2}}?(?:nations|countries|states|members?|member\s+(?:states|countries|nations))\s+"
    rf"(?:[\w'’-]+\s+){{0,4}}?(?:the\s+)?{_CLUB}\b|"
    rf"\b(?:count|number|tally)\s+of\s+(?:[\w'’-]+\s+){{0,2}}?(?:member\s+(?:states|countries|nations)|members|nations|"
    rf"countries)\b[^?]{{0,30}}?\b{_CLUB}\b|"
    r"\bhow\s+many\s+(?:[\w-]+\s+)?(?:subs|subscribers|followers|monthly\s+listeners|users)\s+"
    r"(?:is|does|do|has|have)\s+(?:[\w'’.-]+\s+){0,3}?(?:on|have|got|at)\b|"
    r"\b(?:follower|subscriber|sub|listener|user)s?\s+(?:count|tally|number)\b|"
    r"(?-i:[A-Z][\w'’.-]*)['’]s?\s+(?:tally|count)\s+of\s+(?:[\w-]+\s+){0,3}?(?:sites|medals|awards|oscars|"
    r"grammys|emmys|followers|members)\b|"
    r"(?-i:[A-Z][\w'’.-]*)\s+(?:oscar|grammy|emmy|golden\s+globe)s?\s+"
    r"(?:tally|count)\b", re.IGNORECASE)
# a named player's present number in a side ("Bukayo Saka shirt number"; not a position: a retired player's stays), an
# account's yearly limit ("the max you can put into an HSA"), a service's age rule ("how old do you have to be to
# have a TikTok account") (waves 23b, 25, 29, review19a)
_PLAYER_OR_RULE = re.compile(
    r"(?-i:(?!(?:What|Which|Whose|Who|How)\b)[A-Z][\w'’.-]*)\s+(?:shirt|squad|jersey|kit)\s+(?:number|no\.?|#)|"
    r"^\s*what\s+(?:shirt|squad|jersey)\s+number\s+does\s+(?:[\w'’.-]+\s+){1,3}?wear\b|"
    r"\b(?:max(?:imum)?|limit|cap|how\s+much)\b[^?]{0,40}?\b(?:hsa|401\s?\(?k\)?|403\s?\(?b\)?|ira|roth|isa|"
    r"fsa|529|tfsa|rrsp|resp)\b|"
    r"^\s*how\s+old\s+do\s+(?:you|i|kids|children|teens)\s+(?:have\s+to|need\s+to|must)\s+be\s+to\s+(?:have|use|open|"
    r"make|get|join|sign\s+up\s+for)\s+(?:an?\s+)?(?-i:[A-Z])[\w'’.-]*(?:\s+account)?", re.IGNORECASE)
# a news quiz's unnamed event told as a description, the question at its end ("The rocket that blew up shortly after
# lift-off was built by which company?", "A baby panda was born at which zoo?", "the typhoon that made landfall in
# the Philippines", "Where did the plane skid off the runway?"): this week's story, not a named event of history
# ("The Titanic ...", a year: pinned) (wave 32's fit half, wave 27)
_EVENT_VERB = (r"(?:blew\s+up|exploded|crashed|crash[\s-]landed|skidded|skid|veered|plunged|derailed|collapsed|sank|"
               r"capsized|caught\s+fire|made\s+landfall|erupted|went\s+missing|escaped|broke\s+down|ran\s+aground|"
               r"went\s+viral|was\s+(?:struck|hit|stolen|found|spotted|rescued|seized|evacuated|born|hatched))")
_UNNAMED_EVENT = re.compile(
    rf"^\s*(?:the|a|an)\s+(?-i:(?:[a-z][\w'’-]*\s+){{0,3}}?)(?:that|which|who)\s+(?:[\w'’-]+\s+){{0,2}}?"
    rf"{_EVENT_VERB}\b[^?]*\b(?:which|what|who|whom|where)\b|"
    rf"^\s*(?:the|a|an)\s+(?-i:(?:[a-z][\w'’-]*\s+){{0,3}}?){_EVENT_VERB}\s+(?:at|in|by|near|on|into|off)\s+"
    rf"(?:which|what)\b|"
    rf"\bthe\s+(?:[\w-]+\s+){{0,2}}?(?:typhoon|hurricane|cyclone|storm|tornado)\s+that\s+(?:made|hit|struck)\b|"
    rf"^\s*(?:where|why|how|when)\s+did\s+(?:the|a|an)\s+(?-i:(?:[a-z][\w'’-]*\s+){{0,3}}?)(?:skid|veer|plunge|"
    rf"crash[\s-]land|catch\s+fire|go\s+missing|break\s+down)\b", re.IGNORECASE)
_ROUTE_OR_OFFER = re.compile(
    # "can you fly nonstop from Sydney to Dallas", "does Ryanair fly to Marrakech"
    r"^\s*can\s+(?:you|i|we|one)\s+(?:still\s+)?(?:fly|get\s+a\s+(?:flight|train)|take\s+a\s+(?:train|ferry))\s+"
    r"(?:nonstop|non-stop|direct(?:ly)?)\s+(?:from|to|between)\b|"
    r"^\s*(?:does|do)\s+(?-i:[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,2})\s+(?:still\s+)?(?:fly|flies|sail|run\s+"
    r"(?:trains|buses|ferries|flights))\s+(?:to|from|between|into)\s+(?-i:[A-Z])|"
    # "can students get GitHub Copilot without paying", "can seniors get Amtrak tickets cheaper"
    r"^\s*can\s+(?:students|teachers|seniors|veterans|kids|children|nurses|pensioners|retirees|members|you|i|we)\s+"
    r"(?:still\s+)?get\s+(?:[\w'’.&+-]+\s+){0,3}?(?:for\s+free|free|without\s+paying|at\s+a\s+discount|"
    r"discounted|cheaper|half[\s-]price)\b|"
    # "max request body size on the Workers free plan", "the limit on the Pro tier"
    r"\b(?:max(?:imum)?|min(?:imum)?|limits?|caps?|quotas?|allowance|size)\b[^?]{0,50}?\b(?:free|pro|paid|basic|"
    r"premium|plus|business|starter|hobby|team)\s+(?:plan|tier)\b|"
    r"\b(?:free|pro|paid|basic|premium|plus|business|starter|hobby|team)\s+(?:plan|tier)\b[^?]{0,30}?\b(?:max(?:imum)?|"
    r"limits?|caps?|quotas?|allowance)\b|"
    # "the return window for Apple products", "Dyson's warranty period"
    r"\b(?:return\s+(?:window|period|policy)|refund\s+(?:window|policy)|warranty\s+(?:period|length|policy))\s+"
    r"(?:for|on|at|of)\s+(?:[\w'’.-]+\s+){0,2}?(?-i:[A-Z])|(?-i:[A-Z][\w&'’.-]*)['’]s?\s+(?:return\s+(?:window|"
    r"period|policy)|refund\s+policy|warranty\s+(?:period|length|policy))\b",
    re.IGNORECASE)

# Chinese: a named thing's change asked done or not ("支持…了吗", "上Xbox了吗", "批了…吗"), an offer still on, a
# holding still held, an index's members moved, the rotating seats of a body
_OWN_ZH = re.compile(r"我|咱|俺|你|孩子|宝宝|儿子|女儿|老婆|老公|爸|妈")
_CHANGE_DONE_ZH = re.compile(
    r"(?:支持|兼容|适配|上线|上架|登陆|登录|上了?(?=[A-Za-z])|获批|批了|批准|纳入|进了?医保|开通|恢复|取消|解禁|开放|"
    r"降价|涨价|停产|停售|下架|退市|改名)[^，。？?！]{0,14}?(?:了吗|了没有?|了么|没有?[？?]?$)")
_CHANGE_DONE_OBJECT_ZH = re.compile(  # "批了减肥适应症吗", "上了Xbox没有": the verb, 了, then what was done
    r"(?:批|获批|上线|上架|上|支持|纳入|开通|恢复|取消|通过|登陆)了[^，。？?！]{1,12}?(?:吗|么|没有?[？?]?$)")
_COVERED_ZH = re.compile(r"医保(?:能|可以|可)?报(?:销)?(?:吗|么|不|多少)|(?:纳入|进入?)了?医保(?:了)?(?:吗|么|没)|医保(?:报销)?比例")
_OFFER_STILL_ZH = re.compile(
    r"(?:卡|券|会员|套餐|优惠|活动|福利|折扣|补贴|年卡|门票|免费|签证|免签|政策|航线|\d+(?:\.\d+)?元?)"
    r"[^，。？?！]{0,4}?还(?:能|可以|有|在)[^，。？?！]{0,6}?(?:吗|么|没|不)")
_STOCK_ZH = re.compile(r"还有(?:没有)?(?:得打|得买|货|号|票|位子?|名额|库存|座)|(?:有没有|还有)[^，。？?！]{0,3}?(?:货|票|号源|名额)(?:吗|么|没)")
_HOLD_ZH = re.compile(r"还(?:持有|拿着|持股|在持有)[^，。？?！]{1,10}?(?:吗|么|没)|持有[^，。？?！]{1,10}?多少股|(?:母公司|控股股东|大股东)是(?:谁|哪)")
_MEMBERS_ZH = re.compile(r"(?:指数|\d{2,4}|标普|纳指|道指|恒指|上证|深证|中证)[^，。？?！]{0,4}?(?:调入|调出|剔除|纳入|新进|"
                         r"成分股)|非常任理事国|轮值主席|"
                         # "高考报名人数多少": a yearly round's head count, asked with no year (gate21)
                         r"(?:报名|报考|参考|考生|录取|参赛|接待游客|游客|观众)人数(?!怎么|如何)")


def live_state(text: str) -> str | None:
    """The cue when ``text`` asks a named thing's live state in one of the module's shapes, else ``None``."""
    if re.search(r"[\u4e00-\u9fff]", text):
        return _live_state_zh(text)
    if m := _SUPPORT.search(text):
        return "live:support " + _short(m.group(0))
    if m := _HOLDING.search(text):
        return "live:holding " + _short(m.group(0))
    if (m := _STANDING_HOLDER.search(text)) and not _PAST.search(text):
        return "live:holder " + _short(m.group(0))
    if m := _GAME_BALANCE.search(text):
        return "live:balance " + _short(m.group(0))
    if m := _OPEN_STORY.search(text):
        return "live:story " + _short(m.group(0))
    if m := _UNNAMED_EVENT.search(text):
        return "live:event " + _short(m.group(0))
    if m := _ROSTER_OR_QUOTE.search(text):
        return "live:roster " + _short(m.group(0))
    if (m := _OPEN_COUNT.search(text)) and not fixed_membership(text):  # not "how many permanent members ..."
        return "live:count " + _short(m.group(0)[-40:])
    if (m := _PLAYER_OR_RULE.search(text)) and not _PAST.search(text):  # not "what number did Jordan wear"
        return "live:rule " + _short(m.group(0))
    if m := _ROUTE_OR_OFFER.search(text):
        return "live:offer " + _short(m.group(0))
    return None


_GENERIC_YOU = re.compile(r"^(\s*can\s+)(?:you|i|we)\b(?=\s+(?:still\s+)?(?:fly|get|take)\b)|"
                          # "the max you can put into an HSA", "how old do you have to be to have a TikTok account"
                          r"\b()you(?=\s+can\s+(?:put|contribute|save|deposit|invest)\b)|"
                          r"^(\s*how\s+old\s+do\s+)you(?=\s+(?:have|need)\s+to\s+be\b)", re.IGNORECASE)


def generic_subject(text: str) -> str:
    """ "can you fly nonstop ...": the generic "you" of a route or an offer is anyone ("can one ..."), so the caller's
    check for the user's own affairs reads past it."""
    return _GENERIC_YOU.sub(lambda m: (m.group(1) or m.group(2) or m.group(3) or "") + "one", text)


def _live_state_zh(text: str) -> str | None:
    if _OWN_ZH.search(text):
        return None  # "我的快递到了吗", "孩子上学了吗": the user's own affairs
    for kind, pattern in (("change", _CHANGE_DONE_ZH), ("change", _CHANGE_DONE_OBJECT_ZH), ("offer", _OFFER_STILL_ZH),
                          ("covered", _COVERED_ZH), ("holding", _HOLD_ZH), ("stock", _STOCK_ZH),
                          ("members", _MEMBERS_ZH)):
        if m := pattern.search(text):
            return f"live:{kind} {m.group(0)[:16]}"
    return None


def _short(span: str) -> str:
    return " ".join(span.lower().split())[:32]


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
