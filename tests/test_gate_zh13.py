"""Chinese search gate, gate-zh13: general shapes wave 16 showed wrong (read from now on, so "tuned on"). The
questions are new wordings, not rows of any wave (wave 17 is only scored, never read).

News: "these couple of days" and "tonight / this morning / tomorrow night" are calendar words as 这几天 and 今天 are
(这两天, 这些天, 这阵子, 今晚, 今早, 明晚 …); a named show's or tour's ticket sale or opening night asked when (开票,
放票, 开抢, 首演, 开演). Local: a count of a titled work's parts (《水浒传》有几回), a compound noun that holds 结婚 /
离婚 (结婚纪念日, 结婚证, 离婚冷静期) asks no one's marriage; the same calendar words in the user's own day or in
advice stay local.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide, decide_by_rules

TODAY = date(2026, 3, 2)


# each of these was kept local before gate-zh13: the calendar word or the schedule shape was not read
@pytest.mark.parametrize("question", [
    "杭州这两天会下雪吗？",  # 这两天: these couple of days, as 这几天
    "这两天上海到成都的航班还正常吗？",
    "厦门这些天的空气质量怎么样？",
    "国家大剧院今晚演什么？",  # 今晚: tonight's programme of a named place
    "上海迪士尼今晚有烟花吗？",
    "台北小巨蛋明晚是誰的演唱會？",  # Traditional, tomorrow night
    "北京今早的雾霾严重吗？",
    "开心麻花的新话剧什么时候开票？",  # a named company's new play: when tickets go on sale
    "周深巡演广州站几号放票？",
    "这部音乐剧中文版什么时候首演？",
])
def test_near_days_tonight_and_ticket_sales_search(question: str) -> None:
    d = decide_by_rules(question, today=TODAY)
    assert d.needs_search, d


# each of these was searched before gate-zh13 (a count or 结婚 read as drifting), or must stay local with the new
# calendar words (the user's own day, advice, a how-to)
@pytest.mark.parametrize("question", [
    "《水浒传》一共有多少回？",  # a titled work's parts do not change
    "《论语》共有几篇？",
    "《唐诗三百首》里一共有多少首诗？",
    "结婚纪念日送什么礼物比较好？",  # a compound noun: no one's marriage asked
    "结婚证丢了怎么补办？",
    "离婚冷静期是多少天？",
    "这两天嗓子疼，吃什么好得快？",  # the user's own body, advice
    "我今晚几点睡比较好？",  # the user's own night
    "今晚吃什么好呢？",  # the user's own dinner
    "我明早要赶飞机，几点出门合适？",
    "这些天总是失眠怎么办？",
])
def test_titled_counts_marriage_nouns_and_own_days_stay_local(question: str) -> None:
    d = decide_by_rules(question, today=TODAY)
    assert not d.needs_search, d


# guards: a series still running, a named person's marriage and a named work's new release still search
@pytest.mark.parametrize("question", [
    "《名侦探柯南》现在一共有多少集？",  # 现在: a running series' count
    "某明星和谁结婚了？".replace("某明星", "王力宏"),
    "刘德华结婚了吗？",
    "《三体》动画第二季什么时候开播？",
])
def test_running_series_and_named_marriages_still_search(question: str) -> None:
    assert decide(question, today=TODAY).needs_search


# from gate-zh13's own probe (bench/data/gate_r13_zh_probe.tsv, read after its first run); new wordings again
@pytest.mark.parametrize("question", [
    "最近人民币为什么持续贬值？",  # a market moving now, not the user's habit (一直 / 持续 was read as 总是)
    "《繁花》第二季什么时候播？",  # a running series' next season asked when it airs
    "陶喆演唱會台北場幾時開搶？",  # Traditional 搶, Cantonese 幾時: a ticket sale
    "薛之谦成都站的门票难抢吗？",  # a tour's tickets asked how hard to get (no longer read through 演唱 inside 演唱会)
])
def test_moving_markets_air_dates_and_ticket_rushes_search(question: str) -> None:
    assert decide_by_rules(question, today=TODAY).needs_search


@pytest.mark.parametrize("question", [
    "《明天会更好》是谁唱的？",  # a time word inside a title
    "《今日说法》是哪个台的节目？",
    "“半夜三更”打一字，谜底是什么？",  # a riddle's words
    "结婚五十周年叫什么婚？",  # a custom, not an institution's anniversary
    "演唱会门票实名制是怎么规定的？",  # 演唱会 is a noun, not a deed reported
    "今早醒来嗓子疼是什么原因？",  # a state told with no one named, after the calendar word
    "今晚想食啲乜嘢好？",  # Cantonese: the user's own dinner
])
def test_titles_riddles_customs_and_own_evenings_stay_local(question: str) -> None:
    assert not decide_by_rules(question, today=TODAY).needs_search


# from gate-zh13's second probe (bench/data/gate_r13_zh_probe2.tsv, read after its first run); new wordings
@pytest.mark.parametrize("question", [
    "日语有几个元音？",  # a language's fixed parts (gate_fixed_zh)
    "“鬱”字有多少笔画？",
    "一副象棋有多少个棋子？",  # a set of fixed size
    "一双筷子有几根？",
    "一年最多有几个星期五十三？".replace("星期五十三", "星期一"),  # a fixed span's most
    "清朝最后一任皇帝是谁？",  # the last holder of an office that ended
    "「卧薪尝胆」说的是谁？",  # an idiom's story
    "美国第十六任总统是谁？",  # a numbered holder
])
def test_fixed_parts_sets_last_holders_and_idioms_stay_local(question: str) -> None:
    assert not decide_by_rules(question, today=TODAY).needs_search


@pytest.mark.parametrize("question", [
    "苹果在人工智能上有什么新动作？",  # a named company's new moves
    "中国目前有多少个地级市？",  # guards: counts that drift still search
    "这家公司有几位副总裁？",
    "美国现任总统是第几任？",
])
def test_new_moves_and_drifting_counts_search(question: str) -> None:
    assert decide_by_rules(question, today=TODAY).needs_search
