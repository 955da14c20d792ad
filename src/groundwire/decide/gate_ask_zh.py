"""What a Chinese question asks of its hard words: a value now, or advice, a how-to, an explanation or a task.

The gate's Chinese hard words (``gate._HARD_ZH``) search whatever the question asks: "最近总是失眠是什么原因",
"明天要考试了，怎么缓解紧张", "Python怎么更新pip", "天气预报是怎么做出来的" and "油价为什么比国外贵" were all searched
(round 12's second probe: main kept 36 of its 80 such questions local). Two kinds of hard word behave differently:

* a word that says *when* (最近, 今天, 明天, 现在, 这个月 ...) is the user's own situation when the question asks advice,
  a how-to or a task of the chat ("明天要考试了，怎么缓解紧张", "今天晚饭做什么菜比较简单", "帮我把今天的会议纪要整理成
  三点"); it still searches beside a topic word ("明天北京天气怎么样", "北京现在怎么限行") or a reported deed;
* a word that names a *topic* whose value drifts (价格, 天气, 版本, 更新, 排名, 油价 ...) asks no value when the question
  asks how to do something, why things are so or what a term means ("Python怎么更新pip", "如何看懂天气预报的符号",
  "苹果手机价格为什么比安卓贵"); it still searches beside a word that says when ("今天油价为什么大涨") or a deed
  ("为什么油价又涨了").

``drop_situational(found, text, now_words)`` returns the hard words that still ask the web.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_news_zh import news_zh, trending_zh
from .time.prefilter import screen_patterns

__all__ = ["asks_advice_zh", "drop_situational"]

# advice or a task of the chat: what to do, whether to, what suits, a request
_ADVICE_ZH = re.compile(
    r"怎么办|该不该|要不要|应不应该|应该|该怎么|合适|建议|比较(?:好|简单|方便|合适|划算|好吃)|更划算|来得及|来不来得及|"
    r"来得切|(?<!得)最(?:好|适合|合适)|(?:什么|哪里|哪儿|哪个|去哪)[^，。？?]{0,6}好[？?]?$|帮我(?!找|搜|查|看)|给我讲|讲个|整理成|总结一下|"
    r"是不是[^，。？?]{0,6}(?:有病|生病|太大|太累|正常|缺)|"
    # round 12's third probe: what to prepare, which of two suits ("跑步还是游泳好")
    r"(?:要|该|需要|得)准备(?:什么|哪些|啥)|"
    # gate-zh12b (wave 12 held, read): what else to do first ("更新前要备份哪些东西")
    r"(?:要|该|需要|得)(?:备份|带|携带|检查)(?:什么|哪些|啥)|推荐(?:几|一|些)(?=[部本首个款家道])|还是[^，。？?]{1,8}好[？?]?$|哪个好[？?]?$")
# a how-to: 怎么 / 如何 / 怎样 before a verb (not 怎么样, 怎么回事, a view asked: 如何看待 / 怎么看)
_HOW_TO_ZH = re.compile(r"(?:怎么|如何|怎样)(?!样|回事|看待|评价|看[？?]?$)(?=[\u4e00-\u9fff])")
# an explanation: why, what a term means, how a thing is made, how two relate, a rule or format asked
_EXPLAIN_ZH = re.compile(
    r"为什么|为何|什么是|是什么意思|是怎么[^，。？?]{1,8}的|是什么关系|有什么(?:关系|区别|不同)|"
    # gate-zh14: "有咩分別" (Cantonese, read as 有什么分别), 有何差别
    r"有(?:什么|何|啥)(?:分别|差别|不一样)|(?:区别|差别|(?<=的)分别)在哪|"
    r"的?(?:规则|格式|原理|定义|含义|作用|流程|步骤|结构|制度|机制)(?:是什么|有哪些)|代表什么|"
    r"原因(?:一般|通常|主要)?(?:有哪些|是什么)|"
    # gate-zh12b (wave 13, read): what a thing costs or brings ("最低还款有什么坏处")
    r"有(?:什么|哪些|啥)(?:好处|坏处|风险|危害|弊端|用处|优点|缺点|优缺点)|"
    # a cause of the user's habit or symptom ("最近总是失眠是什么原因")
    r"(?:总是|老是|经常|一直|常常|成日|老)[^，。？?]{0,10}?(?:原因|怎么回事)|"
    # gate-zh12b: what is wrong with a thing ("刹车有异响，是什么问题")
    r"是什么问题|什么毛病")


# a ranking of named things asked beside the advice ("哪个银行的存款利率最高，怎么选", "哪款手机现在卖得最好"): a value
# to look up (review12c); "哪个方法最好" (the best for the user) is advice
_WHICH_RANKS_ZH = re.compile(r"哪(?:个|家|些|款|只|种|所|位|国|座)[^，。？?]{0,14}?(?:最(?!好|适合|合适)|得最好)")


def asks_advice_zh(text: str) -> bool:
    """A Chinese question asking advice, a how-to or an explanation of no reported deed: the drifting shapes in it
    (几岁, 几次, 最低, 老公 ...) are the user's situation, not a value to look up ("女儿几岁开始学琴比较合适",
    "每周练几次比较合适", "和老婆吵架后怎么道歉", "最低还款有什么坏处": wave 12's held half and wave 13, read)."""
    if not any("\u4e00" <= ch <= "\u9fff" for ch in text):
        return False
    if not (_ADVICE_ZH.search(text) or _HOW_TO_ZH.search(text) or _EXPLAIN_ZH.search(text)):
        return False
    return not (news_zh(text) or trending_zh(text) or _MARKET_ACT_ZH.search(text) or _WHICH_RANKS_ZH.search(text))


def drop_situational(found: list[str], text: str, now_words: frozenset[str]) -> list[str]:
    """``found`` (the Chinese hard words of ``text``) without those the question does not ask of the web."""
    if not found:
        return found
    if (term := _TERM_ASK_ZH.search(text)) and not _VALUE_TAIL_ZH.search(term.group("term")):
        # "价格弹性是什么", "汇率风险是什么": a term with a drifting word inside, not its value (gate-zh12b)
        inside = term.group("term")
        found = [w for w in found if w in now_words or not (w in inside and not inside.endswith(w))]
        if not found:
            return found
    advice = bool(_ADVICE_ZH.search(text))
    how_to = bool(_HOW_TO_ZH.search(text))
    explain = bool(_EXPLAIN_ZH.search(text))
    if not (advice or how_to or explain) or news_zh(text) or trending_zh(text):
        return found
    if _MOVING_ZH.search(text):
        return found  # "这两天A股为什么一直在跌": a market moving now, not the user's habit (gate-zh13)
    if _MARKET_ACT_ZH.search(text):
        return found  # "现在买比特币还来得及吗": a trade's timing asks the market now
    if _VALUE_ASK_ZH.search(text):
        return found  # "今年养老金上调多少，应该怎么领": a figure asked beside the advice (review 12b)
    now = [w for w in found if w in now_words]
    topic = [w for w in found if w not in now_words]
    if now and _PICK_ZH.search(text) and any(w in _RECENCY_ZH for w in now):
        return found  # "推荐几部最近上映的电影": a pick among recent releases, not the user's evening (gate-zh12b)
    if now and _SCHEME_CLAIM_ZH.search(text):
        return found  # "今年的以旧换新补贴怎么领": this year's public scheme, not the user's day (gate-zh12b)
    if topic and not now:
        return []  # "Python怎么更新pip", "油价为什么比国外贵": how or why, no value asked
    if now and not topic and (advice or how_to or _EXPLAIN_ZH.search(text)
                              and (_HABIT_ZH.search(text) or _OWN_THING_ZH.search(text))):
        return []  # "明天要考试了，怎么缓解紧张": the user's own day
    return found


# buying or selling on a market (round 12's third probe)
_MARKET_ACT_ZH = re.compile(r"(?<!怎么)(?<!如何)(?:买入?|卖出?|抄底|入手|上车|入场|囤|加仓|减仓|割肉)[^，。？?]{0,6}?"
                            r"(?:股|币|金|银|基金|房|油|债|ETF|指数)")
# claiming or joining a public scheme (wave 12's held half, read: "今年广州育儿补贴怎么申请")
_SCHEME_CLAIM_ZH = re.compile(r"(?:补贴|消费券|优惠券|以旧换新|国补|红包|福利)[^，。？?]{0,6}?(?:怎么|如何|怎样|在哪)?"
                              r"(?:申请|领取?|报名|预约|抢)")
# the user's own thing ("我的车最近刹车有异响，是什么问题", gate-zh12b's probe)
_OWN_THING_ZH = re.compile(r"我的|我家|我们家")
# gate18c (wave 23's spent half): a pick among the products or shops on the market ("现在哪款手机拍照最好", "目前哪个
# 牌子的扫地机器人最好用") is a recommendation of now, as "推荐几部" is
_PICK_ZH = re.compile(r"推荐(?:几|一|些)|哪(?:一)?(?:款|几款|个牌子|个品牌|个型号|家)")
_RECENCY_ZH = frozenset(("最近", "最新", "近期", "今年", "近日", "目前", "现在", "当前", "如今"))
# a term asked: the whole question a short compound noun before 是什么 / 是指什么 ("价格弹性是什么"; not "大选之后新内阁
# 名单是什么", a list asked)
_TERM_ASK_ZH = re.compile(r"^\s*(?P<term>[\u4e00-\u9fff]{3,6})(?:是什么|是指什么|指的是什么)[？?]?$")
# a term naming a value or a state of things, not a concept ("油价走势是什么")
_VALUE_TAIL_ZH = re.compile(r"(?:走势|行情|情况|结果|名单|排名|数据|进展|动态|变化|现状|趋势|水平|标准|政策)$")
# a figure asked of the world: "上调多少", "涨了多少", "是多少" (not "多少钱合适" / "多少比较好": advice on an amount)
_VALUE_ASK_ZH = re.compile(r"(?:涨|跌|降|升|调|上调|下调|增加|减少|提高|降低|了|是|有|要|收|交|扣|补|领|发)多少(?![^，。？?]{0,4}(?:合适|好|划算|比较|才|为宜))")
# a price or a market moving for some time (gate-zh13; not the user's habit: 总是 / 一直 in _HABIT_ZH)
_MOVING_ZH = re.compile(r"(?:一直|持续|连续|不停|接连)(?:在|地)?(?:下跌|上涨|跌|涨|暴跌|大跌|贬值|升值|走低|走高)")
_HABIT_ZH = re.compile(r"总是|老是|经常|一直|常常|成日")


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
