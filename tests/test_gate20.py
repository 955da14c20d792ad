"""gate20: FreshQA-TEST-like changing facts asked with no time word, by cause — a named thing's present state said to
have changed ("anymore", "again", gone from, closed for good, 还…吗, 不在…卖了), renames, an open set's count or what is
known so far, transport services running, Chinese policy amounts, a Chinese self-introduction before 请问, whoever
holds a post asked in other slots, money facts of a named economy or index — and the never-changing look-alikes kept
local ("do most babies", 首届…冠军, a maker of a titled work, a game's rule, a built length). Inputs are our own other
wordings, none a row of wave 29 (its held half is only scored by bench/bench_gate.py)."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide, decide_by_rules
from groundwire.decide.gate_changed_state import changed_state
from groundwire.decide.gate_fixed_firsts import first_edition_zh, maker_of_title, most_quantifier, rule_or_length_zh
from groundwire.decide.gate_holder import post_holder
from groundwire.decide.gate_money_facts import money_fact
from groundwire.decide.gate_open_count import open_count
from groundwire.decide.gate_opener import without_opener
from groundwire.decide.gate_present_name import present_name
from groundwire.decide.gate_present_zh import present_zh
from groundwire.decide.gate_service import service_now
from groundwire.decide.gate_allowance_zh import allowance_zh

TODAY = date(2026, 12, 6)

SEARCH = [
    # a named thing's present state said to have changed (news, or a false premise about the present)
    "how come you can't stream Seinfeld on Netflix any more",
    "why isn't Vine around anymore",
    "why are Crocs banned in the UK again",
    "why is the Mona Lisa missing from the Louvre",
    "why did HBO Max pull all the Looney Tunes episodes",
    "迪士尼还拍星球大战吗",
    "宜家已经不在中国卖肉丸了吗",
    # renames: what a named thing is called now
    "what is the baseball team in Cleveland called",
    "what does Apple call its AI features",
    "Facebook改名叫啥了",
    # an open set's count, what is known so far
    "how many tracks are on the Mario Kart World roster",
    "how many stations are in the Tokyo Metro network",
    "what's the smallest exoplanet astronomers have found",
    "how many species of frog have been described",
    "confirmed exoplanets count",
    # transport services running now
    "is there a night bus from Heathrow to central London",
    "what airlines fly nonstop between Sydney and Dallas",
    "does the Piccadilly line run on Christmas Day",
    # Chinese policy amounts; a learner's self-introduction before 请问
    "住房公积金贷款最高额度是多少",
    "养老金上调了多少",
    "我在学中文，请问上海地铁有多少条线路？",
    # whoever holds a post, in other slots
    "what university did the CEO of Microsoft attend",
    "where is the prime minister of Japan from originally",
    "英国首相的太太是谁",
    "美联储主席是哪里人",
    "who operates the Channel Tunnel",
    "arsenal manager name pls",
    # money facts of a named economy or index
    "how large is Saudi Arabia's sovereign wealth fund",
    "is Nvidia in the Dow",
    "which companies are in the FTSE 100",
    "ten euros is how many pounds",
    "is the US dollar legal tender in Ecuador",
    # a named place's occupants, a flagship, a fare on a named site, who may travel where, direct routes, aggregates
    "how many people are aboard the Tiangong station",
    "which iPhone is Apple's flagship",
    "what's the fare to the Statue of Liberty",
    "can Canadians travel to Cuba",
    "北京到巴黎有直飞航班吗",
    "日本的国债有多少",
    # Chinese present figures, ties, runs and rates of named things
    "聂卫平的等级分排第几",
    "周杰伦的唱片公司是哪家",
    "孙兴慜效力哪支球队",
    "小米汽车出到第几代了",
    "考研录取率是多少",
    # a learner's superlative and post order, a closing "rn", the oldest of a living kind
    "which is the more rich country of the world",
    "tell me the prime minister of canada name please",
    "who's top of the bundesliga rn",
    "oldest cat alive in the world?",
    # a place in a table, a chart or a ranking
    "who's second in the serie a table",
    "is Leeds in the relegation zone",
    "which song sits atop the UK charts",
]

LOCAL = [
    # no named thing, or the user's own: no present state of the world
    "why don't people write letters anymore",
    "why can't I focus anymore",
    "what was the name of that song again",
    "我还能喝咖啡吗",
    # a kind's name, another language, a past name
    "what is a group of crows called",
    "what's a female horse called",
    "what is Germany called in German",
    "what was Constantinople called before 330",
    # a kind's own parts, nature's fixed make
    "how many players are in a cricket team",
    "how many cards are in a standard deck",
    "how many planets are in the solar system",
    # how trains work, a first
    "why do planes fly so high",
    "how does a maglev train float",
    "when did the first passenger railway open",
    # a definition, the user's own account
    "最低工资是什么意思",
    "我的医保报销比例是多少",
    "最低工资标准是由谁制定的？",
    # a numbered or late holder: one fixed person
    "where was the first prime minister of Canada born",
    "第一任联合国秘书长是哪国人",
    # "most" as a quantifier; a first edition; a maker of a titled work
    "why do most dogs love walks",
    "are most sharks dangerous",
    "首届奥运会在哪个城市举办",
    "第一届超级碗冠军是谁",
    "which studio animated Toy Story",
    "what band recorded Bohemian Rhapsody",
    # a game's rule, a built thing's length, nature's superlative with a measure word
    "篮球比赛每队场上有几名队员",
    "赵州桥全长一共有多少米",
    "世界上最高的那座山叫什么",
    # definitions of money words
    "what is a sovereign wealth fund",
    "how is the Dow Jones calculated",
    "What is market capitalisation?",
    # a past flagship; the user's own; a debut's club
    "what was Nokia's flagship in 2005",
    "我的GDP是多少",
    "我还要吃药吗",
    "周杰伦出道时签的哪家公司",
    "can dogs eat grapes",
    "how do i become an rn",
    "oldest university in europe",
    "who was the oldest woman ever recorded",
    "who finished top of the league in 1995",
    "what is a relegation zone",
]


@pytest.mark.parametrize("question", SEARCH)
def test_changing_fact_searches(question: str) -> None:
    decision = decide(question, today=TODAY)
    assert decision.needs_search, (question, decision.reason, decision.matched)


@pytest.mark.parametrize("question", LOCAL)
def test_fixed_or_own_stays_local(question: str) -> None:
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, (question, decision.reason, decision.matched)


def test_changed_state_needs_a_named_subject_and_no_year() -> None:
    assert changed_state("why can't you watch Friends on Netflix anymore")
    assert changed_state("why can't I sleep anymore") is None
    assert changed_state("why can't you watch Friends on Netflix anymore since 2019") is None
    assert changed_state("周杰伦还开演唱会吗")
    assert changed_state("我还能吃吗") is None


def test_present_name_reads_names_not_kinds() -> None:
    assert present_name("is Twitter still called Twitter").startswith("name:is twitter still called")
    assert present_name("what's the minor league in baseball called") is None
    assert present_name("what is Japan called in Japanese") is None
    assert present_name("推特改名叫什么了") == "name:改名叫什么"


def test_open_count_cues() -> None:
    assert open_count("how many races are on the F1 calendar").startswith("roster:")
    assert open_count("whats the biggest star we know of") == "known:we know of"
    assert open_count("known moons of neptune").startswith("known:")
    assert open_count("How many players are on the field in a rugby union team?") is None


def test_service_and_money_and_holder_cues() -> None:
    assert service_now("do trams run on Boxing Day in Manchester").startswith("service:")
    assert service_now("why do trains slow down on curves") is None
    assert money_fact("Is Berkshire Hathaway in the Dow?").startswith("index:")
    assert money_fact("us federal debt total") == "figure:us federal debt total"
    assert money_fact("what is gdp per capita") is None
    assert post_holder("Where was the head coach of Real Madrid born?").startswith("role:the head coach of")
    assert post_holder("Where was the first president of the United States born?") is None
    assert post_holder("dog owner") is None


def test_chinese_policy_amount_and_opener() -> None:
    assert allowance_zh("育儿补贴标准是多少") == "policy:补贴标准是多少"
    assert allowance_zh("我的公积金额度是多少") is None
    assert without_opener("你好，我在学中文。请问中国的国家主席是谁？") == "中国的国家主席是谁？"
    assert without_opener("请问") == "请问"  # too little left: the text itself


def test_fixed_look_alikes() -> None:
    text = "At what age do most babies start walking?"
    assert most_quantifier(text, text.index("most"))
    text = "which country has the most people"
    assert not most_quantifier(text, text.index("most"))
    assert first_edition_zh("首届世界杯冠军是哪个国家")
    assert not first_edition_zh("世界杯冠军是哪个国家")
    assert maker_of_title("What studio made Spirited Away?")
    assert not maker_of_title("which studio is making the next Zelda movie")
    assert rule_or_length_zh("足球比赛每队场上有几名球员")
    assert not rule_or_length_zh("中国高铁一共有多少公里")


def test_learned_part_never_keeps_gate20_cues_local() -> None:
    rules = decide_by_rules("what is Kanye West's legal name", today=TODAY)
    assert rules.needs_search and any(m.startswith("name:") for m in rules.matched)
    assert decide("what is Kanye West's legal name", today=TODAY).needs_search


def test_present_zh_reads_running_ties_not_debuts() -> None:
    assert present_zh("防弹少年团的经纪公司是哪家") == "status:经纪公司是哪家"
    assert present_zh("凯恩是在哪家俱乐部出道的？") is None
    assert present_zh("我的等级分是多少") is None
