"""The user's own affairs asked with a calendar word: "how many steps did I walk today", "我明天几点开会".

A time word makes the rules search (tier 2), but when the question is about what the user did, spent or has
planned, or a date in their own family, the web cannot answer it: the chat (or the user's own data) can. Round 11's
wave 6 wrote such private questions in its new voices and the rules searched 6 of 14. What marks them: the user as
the one who acted ("did I", "have I", "I spent"; 我 before an activity of their own: 开会, 花了, 上课, 生日 ...), and
no word naming a public topic beside the calendar word (weather, prices, news, scores ...): "what did I miss in the
news today" and "我明天去北京天气怎么样" still search. A question the user could only answer about the world
("can I see the aurora tonight", "我今天能看到月食吗") has no such deed and is not read here.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["situational_rest", "situation_rest", "own_affairs", "own_state", "CALENDAR_WORDS", "NEAR_DAYS_ZH"]

# gate-zh13 (wave 16, read): near days and parts of today / tomorrow, calendar words as 这几天 and 今天 are
# ("张家口这两天有暴雪预警吗", "戏曲中心今晚有粤剧吗"); not 后天, which is also "acquired" (先天还是后天)
NEAR_DAYS_ZH = ("这两天", "这一两天", "近两天", "这些天", "这阵子", "今明两天", "今晚", "今早", "今夜", "今晨", "明晚",
                "明早", "明晨")

# the hard words that only say when, not what: a question about the user's own day may carry them
CALENDAR_WORDS = frozenset((*NEAR_DAYS_ZH, 
    "今天", "今日", "昨天", "明天", "今年", "明年", "去年", "前年", "本周", "这周", "下周", "上周", "本月", "这个月",
    "上个月", "下个月", "几号", "星期几", "几点", "today", "tonight", "yesterday", "tomorrow", "this week",
    "this month", "this year", "this weekend", "last week", "last month", "last year", "last night", "past week",
    "past month", "past year", "next week", "next month", "next year", "next",
    "this morning", "this afternoon", "this evening",
    "昨晚", "昨日", "前天", "前几天", "这几天", "上周末", "本周末", "这周末"))

# the user as the one who acted: "did I", "have I", "I spent / walked / slept ..."; not "did I miss" (the news)
_OWN_DEED_EN = re.compile(
    r"\b(?:did|have|had)\s+I\b(?!\s+(?:miss|hear|win|see\s+(?:the\s+)?news))|"
    r"\bI\s+(?:have\s+|had\s+|already\s+)?(?:spent|walked|ran|slept|ate|drank|paid|earned|saved|burned|burnt|"
    r"logged|booked|ordered|bought|wrote|worked|studied|practised|practiced|read)\b", re.IGNORECASE)
# the user's own booking, appointment or plan (round 11, wave 7 read after its first run): "what time is my train
# tomorrow", "when is my exam next week"
_OWN_THING_EN = re.compile(r"\bmy\s+(?:[\w'-]+\s+)?(?:train|flight|bus|ferry|appointment|meeting|class|lesson|exam|"
                           r"test|shift|booking|reservation|order|delivery|package|parcel|interview|plans?|schedule|"
                           r"birthday|anniversary|rent|bill|payday|deadline)s?\b|"
                           # round 12: a family member's own task or date ("my kid has a worksheet due tomorrow")
                           r"\b(?:my|our)\s+(?:son|daughter|kid|child|husband|wife|partner|mom|mum|dad)\s+(?:has|had)\s+"
                           r"(?:[\w'-]+\s+){0,4}?(?:assignment|homework|essay|project|worksheet|exam|test|class|"
                           r"appointment|interview|game|recital|deadline|surgery)s?\b", re.IGNORECASE)
# round 14 (wave 13, read): the user's own leave or time off ("how many vacation days do I have left this year", "can
# I roll unused PTO into next year"): an allowance at their job, which only their employer's records know
_LEAVE = (r"(?:vacation|holiday|sick|personal|pto|leave)\s+days?|pto|paid\s+time\s+off|annual\s+leave|sick\s+leave|"
          r"parental\s+leave|holiday\s+allowance|leave\s+balance|days?\s+off|time\s+off")
_OWN_LEAVE_EN = re.compile(rf"\b(?:my|do\s+I|can\s+I|did\s+I|have\s+I|I\s+(?:have|get|had|took|take))\b[^?]{{0,40}}?"
                           rf"\b(?:{_LEAVE})\b|\b(?:{_LEAVE})\b[^?]{{0,40}}?\b(?:do|can|did|have|should)\s+I\b",
                           re.IGNORECASE)
# a public rule of leave, not the user's balance: a law, a public or named holiday, a country or region, a class of
# employee ("days off for Christmas this year in the UK", "time off for Juneteenth by law", "as a federal employee";
# review12c)
_CALENDAR_NAME = (r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|"
                  r"july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|"
                  r"saturday|sunday|q[1-4]|i)\b")
_PUBLIC_LEAVE_RULE = re.compile(r"\b(?:by\s+law|legally|law|laws|statutory|federal|public\s+holidays?|"
                                r"bank\s+holidays?|as\s+an?\s+(?:[\w-]+\s+)?(?:employee|worker|teacher|nurse|"
                                r"contractor)|(?:for|in)\s+(?:the\s+)?(?!" + _CALENDAR_NAME + r")(?-i:[A-Z])[\w'’-]+)\b",
                                re.IGNORECASE)
# 我 (not 我国 / 我市 ...: the news' own voice) before an activity or record of the user's own, or a date in the family
_OWN_DEED_ZH = re.compile(
    r"我(?![国省市区县军方校院党])(?:[今昨明]天|昨晚|昨日|前天|上个?月|这个?月|上周|这周|下周|本周|今年|去年)?"
    r"(?:几点|什么时候|一共|总共|都|还)?(?:要|得|有)?"
    r"(?:开会|上课|上班|下班|值班|考试|花了|花费|消费|支出|收入|挣了|赚了|走了|跑了|睡了|吃了|喝了|写的|记的|"
    r"预约|约了|的笔记|的日程|的安排|的会议|的课|的航班|的快递|的订单)|"
    # round 11 (wave 7): the user's plans and records: "我下周三有什么安排", "我去年体检的结果怎么样"
    r"我[^，。？?]{0,6}?(?:有什么|有哪些|有没有)(?:安排|计划|课|会|事)|"
    r"我(?![国省市区县军方校院党])[^，。？?]{0,4}?(?:体检|化验|检查结果|成绩|工资|奖金|绩效|考勤|账单)|"
    r"我(?:的)?(?:妈|爸|母亲|父亲|爷爷|奶奶|外婆|外公|老婆|老公|妻子|丈夫|女朋友|男朋友|孩子|儿子|女儿|家人)?的?"
    r"(?:生日|纪念日|结婚纪念日)")


# a public disruption or a service's status beside the user's own trip or parcel (review11: "is my flight BA117
# delayed today", "will my train be cancelled tomorrow because of the strike", "我明天的航班会因为台风取消吗"): the
# web knows it, the chat does not
_WORLD_STATUS = re.compile(
    r"\b(?:delay(?:ed|s)?|cancel(?:l)?(?:ed|ations?)|running|on\s+time|affected|disrupt(?:ed|ions?)|strikes?|snow\w*|"
    r"storms?|flood\w*|hurricanes?|typhoons?|closed|suspended|diverted|grounded)\b|"
    r"停运|取消|延误|晚点|停飞|停航|台风|暴雨|暴雪|罢工|停课|封路", re.IGNORECASE)
# "我上个月花了多少钱": 多少钱 is the sum the user spent or earned, not a price on the market
_OWN_SUM_ZH = re.compile(r"我[^，。？?]{0,6}(?:花了|花费了?|挣了|赚了|付了|存了)多少钱")


# round 11c (wave 8, read): a sum on figures the user gives, "房价300万首付三成要贷多少钱": the price words are the sum's
# inputs, not a market's price asked
_GIVEN_AMOUNT_ZH = re.compile(r"\d+(?:\.\d+)?\s*(?:万|元|块|%|％)|[一二三四五六七八九两]成|百分之")
_SUM_WORK_ZH = re.compile(r"首付|月供|贷款?|还款|利息|本金|复利|年化|算|计算|按揭|折后|打[一二三四五六七八九\d]+折")
_SUM_WORDS = frozenset(("多少钱", "房价", "价格", "售价", "报价",  # round 12: a price per unit in a sum
                        "多少一斤", "多少一克", "多少一升", "多少一两", "多少一吨", "多少一桶", "多少一平"))
# round 11c: the user or their family in a "now" that is their own situation, asking advice ("我家宝宝现在六个月，
# 可以吃鸡蛋黄吗", "老公最近总说腰疼，可能是什么原因"); "我想知道现在金价" still searches (金价 is no calendar word)
_OWN_NOW_WORDS = frozenset(("现在", "最近", "目前", "如今", "眼下", "近期"))
_FAMILY_OR_SELF_ZH = re.compile(r"^\s*(?:我家|我们家|咱家|我的|我)?(?:宝宝|孩子|小孩|儿子|女儿|老公|老婆|媳妇|爸爸?|妈妈?|"
                                r"父母|老人|爷爷|奶奶|外公|外婆|家人|狗狗?|猫咪?)|^\s*我(?![国省市区县军方校院党])")
_ADVICE_ASK_ZH = re.compile(r"怎么办|原因|要不要|需不需要|需要|可以|能不能|注意|合适|正常|建议|好不好|严重吗|怎么|如何|"
                            r"算[^，。？?]{0,4}吗|算不算|偏(?:高|低|胖|瘦)|是不是|该不该|怎么回事|准备什么|准备哪些|"  # round 12: "我的体重现在算超重吗"
                            r"比较好|最好")  # gate-zh13: "我今晚几点睡比较好"

# gate-own12 (issue 8): the user's or their family's own body or mood with a time word ("I feel dizzy this morning",
# "my toddler has a rash tonight", "宝宝今天拉肚子了"): private, and answered from general health knowledge. The
# "now" words a state is felt in count like calendar words here.
_OWN_NOW_EN = frozenset(("now", "right now", "at the moment", "currently", "lately", "recently", "these days",
                         "this morning", "this afternoon", "this evening"))
_STATE_EN = (r"dizz(?:y|iness)|light-?headed|faint|fevers?|feverish|temperature|headaches?|migraines?|nause(?:a|ous)|"
             r"sick(?!\s+of)|ill|unwell|tired|exhausted|fatigued?|sleepy|drowsy|insomnia|(?:can'?t|cannot)\s+sleep|"
             r"sore|pain(?:s|ful)?|aches?|aching|achy|cramps?|cough(?:s|ing)?|sneez\w*|congested|runny\s+nose|"
             r"rash(?:es)?|itch(?:y|ing)?|hives|vomit\w*|throwing\s+up|threw\s+up|diarrh(?:o)?ea|constipated|bloated|"
             r"heartburn|swollen|bleeding|short\s+of\s+breath|wheez\w*|shaky|weak|sad|down|low|anxious|anxiety|"
             r"depressed|stressed|lonely|overwhelmed|panick?\w*|teething|fussy|crying|limping|hungover|a\s+cold|"
             r"the\s+flu|stomach\s?ache|upset\s+stomach|chest\s+pain|back\s+pain")
_FAMILY_EN = (r"(?:baby|newborn|infant|toddler|son|daughter|kid|kids|child|children|boy|girl|husband|wife|partner|"
              r"mom|mum|mother|dad|father|grandma|grandpa|dog|cat|puppy)")
_OWN_STATE_EN = re.compile(
    rf"(?:\bI(?:'m|’m|\s+am|'ve|’ve|\s+have|\s+had|\s+feel|\s+felt|\s+keep|\s+woke\s+up|\s+got|\s+was|\s+been)|"
    rf"\bam\s+I|\bto\s+(?:feel|be|have)|\bmy\s+(?:[\w-]+\s+)?{_FAMILY_EN}(?:'s|’s|\s+(?:is|has|had|feels|felt|seems|"
    rf"keeps|was|got|woke\s+up|won'?t|can'?t)))\b(?:\s+[\w'’-]+){{0,4}}?\s+(?:{_STATE_EN})\b", re.IGNORECASE)
_STATE_ZH = (r"头晕|头疼|头痛|发烧|发热|低烧|高烧|咳嗽|拉肚子|腹泻|呕吐|吐奶|吐了|失眠|睡不着|胃疼|胃痛|肚子疼|肚子痛|"
             r"嗓子疼|喉咙痛|喉咙疼|流鼻涕|鼻塞|过敏|心慌|胸闷|难受|不舒服|没精神|乏力|疲劳|焦虑|抑郁|心情不好|哭闹|"
             r"便秘|起疹子|湿疹|出疹|牙疼|腰疼|腰痛|恶心|感冒")
_OWN_STATE_ZH = re.compile(rf"(?:^|[，。？?！!\s])\s*(?:我家|我们家|咱家|我的)?(?:我(?![国省市区县军方校院党])|宝宝|孩子|"
                           rf"小孩|儿子|女儿|老公|老婆|媳妇|爸爸?|妈妈?|老人|爷爷|奶奶|外公|外婆|狗狗?|猫咪?)"
                           rf"[^，。？?]{{0,8}}?(?:{_STATE_ZH})|"
                           # gate-zh13: a state told with no one named, opening the question after its calendar word
                           # ("这两天嗓子疼，吃什么好得快"): the speaker's own
                           rf"^\s*(?:{'|'.join(NEAR_DAYS_ZH)}|这几天|今天|昨天|昨晚|最近)[^，。？?]{{0,4}}?"
                           rf"(?:{_STATE_ZH})")
# gate-zh13: the user's own meal asked with only a calendar word ("今晚吃什么好呢", "明天早饭做点啥")
_OWN_MEAL_ZH = re.compile(r"^\s*(?:" + "|".join(NEAR_DAYS_ZH) + r"|今天|明天|今日|中午|晚上)?(?:的)?"
                          r"(?:早饭|早餐|午饭|午餐|晚饭|晚餐|夜宵|宵夜)?(?:想|要)?(?:吃|食|做|煮)(?:点|些)?(?:什么|啥|东西)")
# gate-zh14 (the known case left by gate-zh13): the user's own evening or day asked with only a calendar word
# opening the question: what to wear, cook, order, watch, read or do, whether or when to ("今晚穿什么去参加婚宴",
# "明晚请客户吃饭点什么菜", "今晚几点睡才不会累", "明晚穿西装还是休闲装"). Not a public thing on that evening: the
# weather, a programme or a match, the sky, a place's hours ("今晚有什么球赛直播", "明晚央视放什么电影")
# (review14a: this or next week and its weekdays too, "这个礼拜六我该做什么家务" read as 这周六)
_OWN_DAY_OPEN_ZH = re.compile(r"^\s*(?:我们?|咱们?)?(?:" + "|".join(NEAR_DAYS_ZH) + r"|今天|明天|今日|这周末|本周末|"
                              r"(?:这|本|下)周[一二三四五六日天]?)"
                              r"(?:晚上|中午|下午|早上|上午)?")
_OWN_PLAN_VERB_ZH = re.compile(r"吃|喝|食|穿|著|戴|做|煮|煲|炒|烧|点菜|点什么|点啥|看|追|读|听|玩|睡|起床|洗|写|练|健身|"
                               r"运动|跑步|学习|学点|复习|预习|温习|背|刷题|买|送|带|准备|陪|约|请|讲|聊|化妆|打扮|干|搞|休息|加班|出门")
_OWN_PLAN_CHOICE_ZH = re.compile(r"什么|啥|哪|还是|要不要|该不该|几点|多久|合适|比较好|好不好")
_PUBLIC_EVENING_ZH = re.compile(
    r"天气|气温|温度|冷不冷|热不热|冷吗|热吗|下雨|下雪|降温|台风|预报|节目|直播|电视|央视|卫视|春晚|上映|放映|首映|"
    r"比赛|球赛|开赛|开打|流星|月食|日食|月全食|超级月亮|烟花|开门|营业|限行|堵车|路况|门票|票价|放什么|播什么|"
    r"演什么|有什么(?!好)|几点开始|几点开播|开播|哪个台|哪台|关门|极光|星|彗星|日出|日落|潮|跨年|倒数|股|基金|币|"
    r"活动|展|演出|演唱会门票|抢票|"
    # review14a: which of that evening's events (哪场 …), a league, a market ("今晚看哪场NBA", "今晚要不要买黄金")
    r"哪场|音乐会|联赛|NBA|CBA|英超|欧冠|黄金|金价|理财|期货|外汇|汇率")


# review14a: what the user said in this chat, asked back ("上周我跟你说的那件事你还记得吗", "我们聊的方案你还记得吗");
# not someone in the news ("昨天特朗普说的话你还记得吗")
_TOLD_THE_CHAT_ZH = re.compile(r"我(?:跟|和|对|给)你(?:说|讲|提|发|聊)|我们?(?:说|讲|提|聊)过?的[^，。？?]{0,8}?你还?记得")


def own_plan_zh(text: str) -> bool:
    """The user's own evening or day asked with a calendar word opening the question ("今晚穿什么去参加婚宴"): a
    choice of their own (wear, cook, watch, sleep ...), no public thing of that day named."""
    head = _OWN_DAY_OPEN_ZH.match(text)
    if not head:
        return False
    rest = text[head.end():]
    return (bool(_OWN_PLAN_VERB_ZH.search(rest) and _OWN_PLAN_CHOICE_ZH.search(rest))
            and not _PUBLIC_EVENING_ZH.search(text) and not _WORLD_STATUS.search(text))


# a public thing named beside the state: an outbreak, a clinic's hours, an agency, the air or the weather ("I feel
# sick today, is the urgent care on Main Street open?", "我今天有点咳嗽，今天北京空气质量怎么样"); a hospital alone is
# advice asked ("should I take him to the hospital tonight", "需要去医院吗"), its hours are public
_PUBLIC_HEALTH = re.compile(
    r"\b(?:outbreaks?|epidemics?|pandemic|cases|spreading|going\s+around|open|opening|hours|wait\s+times?|"
    r"(?-i:CDC|WHO|NHS|FDA)|"
    r"health\s+(?:department|ministry|authorit\w+)|advisory|guidance|recall(?:s|ed)?|pollen|air\s+quality|AQI|"
    r"smog|smoke|heat\s?wave|weather|humidity|news|reported)\b|"
    r"流感|疫情|爆发|病例|卫健委|疾控|通报|空气质量|雾霾|花粉|天气|新闻|"
    r"(?:医院|门诊|急诊|药店|诊所)[^，。？?]{0,6}?(?:开门|营业|关门|几点|时间|挂号|排队)", re.IGNORECASE)


def own_state(text: str, hard_words: list[str]) -> bool:
    """True when ``text`` tells the user's or their family's own bodily state or mood and every hard word only dates
    it ("I feel dizzy this morning, why?", "宝宝今天拉肚子了"), with no public thing named beside it."""
    if not hard_words or not all(w.lower() in CALENDAR_WORDS or w.lower() in _OWN_NOW_EN
                                 or w in _OWN_NOW_WORDS for w in hard_words):
        return False
    if _PUBLIC_HEALTH.search(text) or _WORLD_STATUS.search(text):
        return False
    return bool(_OWN_STATE_EN.search(text) or _OWN_STATE_ZH.search(text))


# gate18: a calendar word that dates the user's own errand in a clause of its own ("My book club is meeting tonight.",
# "I'm doing a pub quiz tonight, ..."), beside a question clause that holds no time word: the date is the user's, the
# question ("who wrote To Kill a Mockingbird?") is not about it
_CLAUSE_SPLIT = re.compile(r"(?<=[.?!;,])\s+")
_FIRST_PERSON_CLAUSE = re.compile(r"^\s*(?:(?:so|and|but|well|ok|okay|hey|hi)\s*,?\s+)?(?:i|i'm|i’m|im|we|we're|we’re|"
                                  r"my|our)\b", re.IGNORECASE)
_ASK_CLAUSE = re.compile(r"\?\s*$|^\s*(?:what|who|whom|whose|which|when|where|why|how|is|are|was|were|do|does|did|can|"
                         r"could|would|will)\b", re.IGNORECASE)
# a question that leans on the date said beside it: a happening, a schedule or a state ("who is playing?", "will it
# rain?", "is it open?", "what's on?")
_ASKS_OF_THE_DAY = re.compile(r"\b(?:is|are|'s|’s)\s+(?:\w+\s+)?\w+ing\b|\b(?:will|going\s+to|open|closed?|on|"
                              r"weather|forecast|rain|traffic|delays?|playing|showing|schedule|time|"
                              r"there|it|they)\b", re.IGNORECASE)
_SITUATION_WORDS = frozenset(("today", "tonight", "tomorrow", "this weekend", "this morning", "this afternoon",
                              "this evening", "next week"))


def _calendar_clause_rest(text: str, hard_words: list[str]) -> str | None:
    """The question with its dated first-person clauses left out, when every hard word is a calendar word said in such
    a clause that asks nothing and another clause asks the question ("I'm doing a pub quiz tonight, what's the
    capital of Burkina Faso?" gives "what's the capital of Burkina Faso?"); else ``None``."""
    if not hard_words or any(w.lower() not in _SITUATION_WORDS for w in hard_words):
        return None
    clauses = [c for c in _CLAUSE_SPLIT.split(text.strip()) if c.strip()]
    if len(clauses) < 2:
        return None
    dated = [c for c in clauses if any(re.search(rf"\b{re.escape(w)}\b", c, re.IGNORECASE) for w in hard_words)]
    asks = [c for c in clauses if c not in dated and _ASK_CLAUSE.search(c)]
    if not asks or any(_ASKS_OF_THE_DAY.search(c) for c in asks):
        return None  # "I'm going to the game tonight, who is playing?": the question leans on the date
    if not all(_FIRST_PERSON_CLAUSE.match(c) and not _ASK_CLAUSE.search(c) for c in dated):
        return None
    return " ".join(c for c in clauses if c not in dated)


def own_affairs(text: str, hard_words: list[str]) -> bool:
    """True when ``text`` asks about the user's own doings and every hard word found is a calendar word, or is a sum
    on figures the user gives ("房价300万首付三成要贷多少钱")."""
    if _GIVEN_AMOUNT_ZH.search(text) and _SUM_WORK_ZH.search(text):
        if hard_words and all(w in _SUM_WORDS for w in hard_words):
            return True
    if own_state(text, hard_words):
        return True
    if (hard_words and _FAMILY_OR_SELF_ZH.search(text) and _ADVICE_ASK_ZH.search(text)
            and not _PUBLIC_HEALTH.search(text) and all(w in _OWN_NOW_WORDS or w in CALENDAR_WORDS for w in hard_words)):
        return True
    if _OWN_SUM_ZH.search(text):
        hard_words = [w for w in hard_words if w != "多少钱"]
    if not hard_words or any(w.lower() not in CALENDAR_WORDS for w in hard_words) or _WORLD_STATUS.search(text):
        return False
    return bool(_OWN_DEED_EN.search(text) or _OWN_THING_EN.search(text) or _OWN_DEED_ZH.search(text)
                or _OWN_MEAL_ZH.search(text) or own_plan_zh(text) or _TOLD_THE_CHAT_ZH.search(text)
                or (_OWN_LEAVE_EN.search(text) and not _PUBLIC_LEAVE_RULE.search(text)))


# gate21-local (merged here from gate_situation.py by gate22-local: the twin of the calendar clause above): the user's
# own "now" / "tonight" said in a clause beside the question ("I'm at the museum now, what is the Terracotta Army made
# of?", "Which element has atomic number 79? pub trivia tonight, need to be sure", "standing in the gallery right now -
# who painted this?"): the time word dates where the user is or what they are doing, in a clause that asks nothing;
# the question clause holds no time word. It reads the shapes the calendar clause leaves: "now" / "right now" in a
# first-person place or doing clause, and a verbless note of an errand ("pub trivia tonight", "exam tomorrow", "quiz
# night today"). Not when the question leans on the moment ("I'm in Paris now, what's the weather like?", "I'm at the
# stadium tonight, who is playing?", "is it open?"): then the rules read the whole text as before.
_MOMENT_WORDS = frozenset(("now", "right now", "today", "tonight", "tomorrow", "this morning", "this afternoon",
                              "this evening", "this weekend"))
_MOMENT_CLAUSE_SPLIT = re.compile(r"(?<=[.?!;,:])\s+|\s+[-–—]+\s+")
# a first-person place or doing: "I'm at the museum now", "we are standing in front of it right now", "im reading"
_FIRST_PERSON_SITUATION = re.compile(
    r"^\s*(?:(?:so|and|but|well|ok|okay|hey|hi)\s*,?\s+)?(?:i|i'm|i’m|im|i\s+am|we|we're|we’re|we\s+are|my\s+\w+|"
    r"our\s+\w+)\b[^?]{0,60}$", re.IGNORECASE)
# a verbless note of an errand: "pub trivia tonight", "quiz night today", "exam tomorrow", "need to be sure"
_ERRAND_NOTE = re.compile(
    r"^\s*(?:(?:have|got|there's|theres)\s+(?:a|an|my)?\s*)?(?:[a-z]+\s+){0,2}?(?:trivia|quiz|exam|test|homework|"
    r"assignment|essay|presentation|class|lesson|tour|visit|game\s+night|quiz\s+night|pub\s+quiz|bet|debate|"
    r"competition|contest)(?:\s+night)?\s+(?:is\s+)?(?:(?:later|early|first\s+thing)\s+)?(?:now|right\s+now|today|tonight|"
    r"tomorrow|this\s+\w+)\b[^?]{0,30}$",
    re.IGNORECASE)
_NO_TIME_NOTE = re.compile(r"^\s*(?:(?:i\s+)?need\s+to\s+(?:be\s+sure|know|check)|just\s+checking|thanks?(?:\s+you)?|"
                           r"pls|please|asap|quick(?:ly)?)\W*$", re.IGNORECASE)
_MOMENT_ASK_CLAUSE = re.compile(r"\?\s*$|^\s*(?:what|who|whom|whose|which|when|where|why|how|is|are|was|were|do|does|did|"
                         r"can|could)\b", re.IGNORECASE)
# a question that leans on the moment said beside it: a happening, a schedule, a state, the weather
_LEANS_ON_NOW = re.compile(r"\b(?:is|are|'s|’s)\s+(?:\w+\s+)?\w+ing\b|\b(?:will|going\s+to|open|opens|close|closes|"
                           r"closed|on|weather|forecast|rain|snow|traffic|delays?|playing|showing|schedule|time|"
                           r"tickets?|price|cost|queue|wait|crowded|busy|there|nearby|near\s+me|around\s+here)\b",
                           re.IGNORECASE)


def situation_rest(text: str, hard_words: list[str]) -> str | None:
    """``text`` without the clauses that only say where the user is or what they are doing now, when every hard word
    is a situation word said there and another clause asks a question that does not lean on it; else ``None``."""
    if not hard_words or any(w.lower() not in _MOMENT_WORDS for w in hard_words):
        return None
    clauses = [c for c in _MOMENT_CLAUSE_SPLIT.split(text.strip()) if c.strip()]
    if len(clauses) < 2:
        return None
    dated = [c for c in clauses if any(re.search(rf"\b{re.escape(w)}\b", c, re.IGNORECASE) for w in hard_words)]
    rest = [c for c in clauses if c not in dated and not _NO_TIME_NOTE.match(c)]
    asks = [c for c in rest if _MOMENT_ASK_CLAUSE.search(c)]
    if not asks or any(_LEANS_ON_NOW.search(c) for c in asks):
        return None
    if not all((_FIRST_PERSON_SITUATION.match(c) or _ERRAND_NOTE.match(c)) and not _MOMENT_ASK_CLAUSE.search(c)
               for c in dated):
        return None
    return " ".join(rest)


def situational_rest(text: str, hard_words: list[str]) -> str | None:
    """The question with the clauses left out that only date the user's own errand or moment: a first-person calendar
    clause (round 18: "My book club meets tonight.") or a "now" / errand-note clause (gate21-local:
    :func:`situation_rest`); else ``None``."""
    return _calendar_clause_rest(text, hard_words) or situation_rest(text, hard_words)


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
