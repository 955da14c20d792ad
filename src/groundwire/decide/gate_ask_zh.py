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

import re

from .gate_news_zh import news_zh, trending_zh
from .time.prefilter import screen_patterns

__all__ = ["drop_situational"]

# advice or a task of the chat: what to do, whether to, what suits, a request
_ADVICE_ZH = re.compile(
    r"怎么办|该不该|要不要|应不应该|应该|该怎么|合适|建议|比较(?:好|简单|方便|合适|划算|好吃)|更划算|来得及|来不来得及|"
    r"来得切|最(?:好|适合|合适)|(?:什么|哪里|哪儿|哪个|去哪)[^，。？?]{0,6}好[？?]?$|帮我(?!找|搜|查|看)|给我讲|讲个|整理成|总结一下|"
    r"是不是[^，。？?]{0,6}(?:有病|生病|太大|太累|正常|缺)|"
    # round 12's third probe: what to prepare, which of two suits ("跑步还是游泳好")
    r"(?:要|该|需要|得)准备(?:什么|哪些|啥)|还是[^，。？?]{1,8}好[？?]?$|哪个好[？?]?$")
# a how-to: 怎么 / 如何 / 怎样 before a verb (not 怎么样, 怎么回事, a view asked: 如何看待 / 怎么看)
_HOW_TO_ZH = re.compile(r"(?:怎么|如何|怎样)(?!样|回事|看待|评价|看[？?]?$)(?=[\u4e00-\u9fff])")
# an explanation: why, what a term means, how a thing is made, how two relate, a rule or format asked
_EXPLAIN_ZH = re.compile(
    r"为什么|为何|什么是|是什么意思|是怎么[^，。？?]{1,8}的|是什么关系|有什么(?:关系|区别|不同)|"
    r"的?(?:规则|格式|原理|定义|含义|作用|流程|步骤|结构|制度|机制)(?:是什么|有哪些)|代表什么|"
    r"原因(?:一般|通常|主要)?(?:有哪些|是什么)|"
    # a cause of the user's habit or symptom ("最近总是失眠是什么原因")
    r"(?:总是|老是|经常|一直|常常|成日|老)[^，。？?]{0,10}?(?:原因|怎么回事)")


def drop_situational(found: list[str], text: str, now_words: frozenset[str]) -> list[str]:
    """``found`` (the Chinese hard words of ``text``) without those the question does not ask of the web."""
    if not found:
        return found
    advice = bool(_ADVICE_ZH.search(text))
    how_to = bool(_HOW_TO_ZH.search(text))
    explain = bool(_EXPLAIN_ZH.search(text))
    if not (advice or how_to or explain) or news_zh(text) or trending_zh(text):
        return found
    if _MARKET_ACT_ZH.search(text):
        return found  # "现在买比特币还来得及吗": a trade's timing asks the market now
    if _VALUE_ASK_ZH.search(text):
        return found  # "今年养老金上调多少，应该怎么领": a figure asked beside the advice (review 12b)
    now = [w for w in found if w in now_words]
    topic = [w for w in found if w not in now_words]
    if topic and not now:
        return []  # "Python怎么更新pip", "油价为什么比国外贵": how or why, no value asked
    if now and not topic and (advice or how_to or _EXPLAIN_ZH.search(text) and _HABIT_ZH.search(text)):
        return []  # "明天要考试了，怎么缓解紧张": the user's own day
    return found


# buying or selling on a market (round 12's third probe)
_MARKET_ACT_ZH = re.compile(r"(?<!怎么)(?<!如何)(?:买入?|卖出?|抄底|入手|上车|入场|囤|加仓|减仓|割肉)[^，。？?]{0,6}?"
                            r"(?:股|币|金|银|基金|房|油|债|ETF|指数)")
# a figure asked of the world: "上调多少", "涨了多少", "是多少" (not "多少钱合适" / "多少比较好": advice on an amount)
_VALUE_ASK_ZH = re.compile(r"(?:涨|跌|降|升|调|上调|下调|增加|减少|提高|降低|了|是|有|要|收|交|扣|补|领|发)多少(?![^，。？?]{0,4}(?:合适|好|划算|比较|才|为宜))")
_HABIT_ZH = re.compile(r"总是|老是|经常|一直|常常|成日")


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
