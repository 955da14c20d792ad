"""gate20-local: frames that pin a question's answer in the past or by definition (decide/gate_pinned.py).

Each cause is checked in wordings other than the rows that showed it (wave 31's fit half, spent held halves), and
beside changing twins of the same shape that must keep their search.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide
from groundwire.decide.gate_pinned import pinned_frame

TODAY = date(2026, 12, 6)

KEPT_LOCAL = [
    # the year of a past deed
    "What year was the Magna Carta sealed?",
    "In what year did Yuri Gagarin orbit the Earth?",
    "The Treaty of Versailles was signed in which year?",
    "which year was the first Harry Potter film released",
    # a past holder placed by another past event
    "Who was the chancellor of Germany when the Berlin Wall came down?",
    "Who was the CEO of Disney before Bob Iger took over the first time?",
    "who was the prime minister when the channel tunnel opened",
    "Who owned the Chicago Cubs before the Ricketts family bought the team?",
    # a first thing as the subject, the asked part in place
    "the first modern Olympic Games were held in which city?",
    "The original iPod was designed by whom?",
    "Trivia night: the original Walkman was made by which company?",
    # a past deed during a named era
    "How many satellites did NASA launch during the Gemini program?",
    # a word or a kind defined
    "what does the term 'quantitative easing' mean",
    "What is the meaning of the word 'recession'?",
    "What is the role of a central bank such as the Bank of England?",
    "explain the purpose of a stock exchange",
    # a hard word in its physical sense
    "How is alternating current different from direct current?",
    "what is the current through a 10 ohm resistor at 5 volts",
    # counts fixed by rules or by nature in another word order
    "A basketball team has how many players on the court?",
    "in netball, each side fields how many players?",
    "A spider has how many legs?",
    "How many players are there on each team in water polo?",
    "一只蜘蛛有几条腿？",
    "篮球比赛每队场上有几名球员？",
    # a first release dated; a ratio defined; a past holder placed by a past event in Chinese
    "original game boy release date?",
    "release date of the first Harry Potter book",
    "what does the price to book ratio tell an investor",
    "毛泽东去世那年中国的总理是谁？",
    "香港回归的时候港督是谁",
    "a river's current in a bend: why is it faster on the outside?",
    # a learner's word order and tenses
    "in what year the company Honda was found?",
    "who was queen of England when titanic is sink?",
    "how many player in volleyball team?",
    # a mechanism explained; "current" inside a term of accounts
    "What does it mean when a currency hits a record low?",
    "what happens if the central bank raises interest rates",
    "What does the price of a stock tell you about the company?",
    "What is a current account surplus?",
    "what are current liabilities in accounting",
    "What is the Monroe doctrine?",
    "what is the Peter principle",
    "What's the Rooney Rule?",
    # the leader of a past event in Chinese
    "五四运动的发起人是谁",
    "太平天国运动的领袖是谁",
    "长征的领导人是谁？",
    # a first in Chinese; a maker asked with 是谁 … 的
    "首届奥斯卡的最佳影片是哪一部？",
    "第一任联合国秘书长是谁",
    "圆珠笔是谁发明的？",
    "故宫是由谁修建的",
    "誠品書店是誰創辦的？",
    # the maker of a titled work
    "小说《平凡的世界》的作者是谁？",
    "电影《大话西游》的导演是谁",
]

KEEPS_SEARCH = [
    "In what year did the Fed last raise interest rates?",
    "What year will the next Winter Olympics be held?",
    "What year did the tallest building in the world open?",
    "What year did Argentina win the World Cup?",
    "Which year did Amazon shut down its Fresh stores?",
    "Who is the CEO of Twitter now that Elon Musk bought it?",
    "Who was named CEO after the founder stepped down this week?",
    "Which country held a snap election after the president dissolved parliament?",
    "What is the current price of a share on the London Stock Exchange?",
    "What is the current interest rate of the Bank of England?",
    "Who is the current chancellor of Germany?",
    "How many players does Real Madrid have in its squad this season?",
    "《航海王》最新一集的导演是谁？",
    "现在一个月的工资有多少算高？",
    "目前一支球队的工资帽是多少？",
    "What is the price-to-earnings ratio of Nvidia?",
    "Tesla's price to sales ratio?",
    "When is the first episode of season 3 released?",
    "Who was appointed CEO of Intel after Pat Gelsinger left?",
    "Who was elected mayor after the incumbent resigned?",
    "现在苹果的CEO是谁？",
    "in which year the company will go public?",
    "中国共产党的领导人是谁",
    "What is the UK's current account deficit?",
    "What happens when the Fed meets next week?",
    "What is the price of a Big Mac in Japan?",
    "What is the new rule on carry-on bags announced by the airline?",
    "the first episode of the new season airs on which channel?",
    "The first photos from the lunar lander were published, showing which crater?",
    "第一位用上新版系统的用户是谁？",
    "现在反腐运动的领导人是谁",
    "世界排名第一位的网球选手是谁？",
    "今年春晚的主持人是谁？",
    "现在这家公司是谁在经营的？",
    "how many player in Real Madrid team this season?",
    "how many players in Barcelona squad",
]


@pytest.mark.parametrize("question", KEPT_LOCAL)
def test_pinned_frames_keep_the_question_local(question: str) -> None:
    assert pinned_frame(question) is not None, question
    assert not decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", KEEPS_SEARCH)
def test_present_or_repeatable_twins_are_not_pinned(question: str) -> None:
    assert pinned_frame(question) is None, question


@pytest.mark.parametrize("question", [
    "Who is the CEO of Twitter now that Elon Musk bought it?",
    "In what year did the Fed last raise interest rates?",
    "What is the current interest rate of the Bank of England?",
])
def test_changing_twins_still_search(question: str) -> None:
    assert decide(question, today=TODAY).needs_search, question


def test_a_news_lead_before_the_question_is_not_read_as_a_past_frame() -> None:
    lead = ("The toy maker said it plans to relaunch the franchise. The character was originally drawn for a "
            "magazine in which year?")
    assert pinned_frame(lead) is None
    assert pinned_frame("The character was originally drawn for a magazine in which year?") is not None


def test_cue_names_its_kind() -> None:
    assert pinned_frame("Which year was the Civil Rights Act signed?").startswith("year_of:")
    assert pinned_frame("what does the word 'inflation' mean").startswith("defined:")
