"""Chinese search gate, gate-zh14: general shapes wave 17 showed wrong (read from now on: "tuned on") and the known
case of one's own evening. The questions are new wordings, not rows of any wave (wave 18 is only scored, never read).

News: a Cantonese / Traditional week (呢個禮拜, 上個星期) and the next or last season (下赛季, 上个赛季) are calendar
words; the next launch or test asked when (下一次 … 什么时候), a maiden or test flight (首飞, 试射), a rate decision
(升息, 议息, "加息还是降息") are deeds; this season's table beats a game's name with 传说 in it. Local: a launch's
stage asked as a rule (上市前要 …), "有咩分別" (what is the difference), the first holder of a first asked who
(谁是第一位 …, 第一位获得X奖的Y是谁), a superlative of history's old rulers (历史上 … 皇帝), and one's own evening
asked with 今晚 / 明晚 (what to wear, cook, watch, when to sleep).
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide, decide_by_rules

TODAY = date(2026, 3, 2)


# each of these was kept local before gate-zh14
@pytest.mark.parametrize("question", [
    "順豐呢個禮拜有冇延遲派件？",  # Cantonese this week
    "京东上个星期的订单量是多少？",  # 上个星期: last week
    "凯恩下赛季还留在拜仁吗？",  # next season
    "C罗上个赛季的进球数是多少？",  # last season's tally
    "神舟二十二号下一次出舱定在哪天？",  # the next spacewalk asked when
    "星舰第十二次试飞结果怎么样？",  # a test flight's result
    "鹊桥三号首飞顺利吗？",  # a maiden flight
    "加拿大央行三月议息会议会怎么决定？",  # a rate meeting
    "英国央行是维持利率还是降息？",  # a rate decision asked as an alternative
    "金管局基本利率會唔會跟住升息？",  # 升息 (Taiwan / Hong Kong), Cantonese
    "英國央行上次會議有沒有減息？",  # 有沒有 in Traditional (沒 was not read as 没)
    "英雄传说联赛这季冠军是哪支战队？",  # this season's table, a game named with 传说
])
def test_wave17_news_shapes_search(question: str) -> None:
    d = decide_by_rules(question, today=TODAY)
    assert d.needs_search, d


# each of these was searched before gate-zh14
@pytest.mark.parametrize("question", [
    "保健品上市前需要做哪些检测？",  # a stage asked as a rule, not a launch
    "外匯儲備同匯率有咩分別？",  # Cantonese: what is the difference
    "市值和股价有什么分别？",
    "谁是第一位横渡太平洋的女飞行员？",  # a first, fixed
    "第一位获得诺贝尔和平奖的非洲人是谁？",
    "日本历史上唯一的女天皇是谁？",  # history's old rulers
    "中国历史上在位最久的皇帝是谁？",
    "今晚穿什么去参加婚宴？",  # one's own evening
    "明晚请客户吃饭点什么菜？",
    "今晚给女儿讲什么睡前故事？",
    "今晚几点睡才不会累？",
    "明晚穿西装还是休闲装？",
    "今晚陪男朋友干点什么？",
    "今晚我该先复习数学还是英语？",  # one's own study evening
])
def test_wave17_local_shapes_stay_local(question: str) -> None:
    assert not decide(question, today=TODAY).needs_search, decide(question, today=TODAY)


# twins that must keep searching: a public thing tonight, a record of the present, a listed company's news, a
# respectively asked of figures
@pytest.mark.parametrize("question", [
    "今晚有什么球赛直播？",
    "今晚北京会下雪吗？",
    "明晚央视放什么电影？",
    "今晚几点能看到月全食？",
    "史上最贵的转会是哪一笔？",
    "历史上最高票房的电影现在是哪部？",
    "宁德时代上市后股价涨了多少？",
    "中美两国今年的GDP分别是多少？",
    "排在积分榜第一位的是谁？",
])
def test_twins_still_search(question: str) -> None:
    assert decide(question, today=TODAY).needs_search, decide(question, today=TODAY)


# twins that must stay local: the user's own week and season words in no news
@pytest.mark.parametrize("question", [
    "这个星期天我该做什么家务？",
    "我下个礼拜要交的论文怎么写开头？",
])
def test_own_week_and_lookalikes_stay_local(question: str) -> None:
    assert not decide(question, today=TODAY).needs_search, decide(question, today=TODAY)
