"""gate21-local: frames that fix a question's answer whatever fresh-looking word it holds (decide/gate_local21.py and
the modules it reads; decide/gate_own.py's situation_rest, merged there from gate_situation.py by gate22-local).

Each cause is checked in wordings other than the rows that showed it (wave 33's fit half, spent halves of waves
23b, 29, 30 and review20g), beside changing twins of the same shape that must keep their search.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide, decide_by_rules, rule_holds, rule_probe
from groundwire.decide.gate_fixed_zh21 import fixed_zh21
from groundwire.decide.gate_local21 import settled_frame
from groundwire.decide.gate_mentioned import mentioned_word
from groundwire.decide.gate_past_adverb import past_adverb
from groundwire.decide.gate_past_price import past_price
from groundwire.decide.gate_possible_bound import possible_bound
from groundwire.decide.gate_recall import recall_again
from groundwire.decide.gate_own import situation_rest
from groundwire.decide.gate_unit_definition import unit_definition

TODAY = date(2026, 12, 6)

KEPT_LOCAL = [
    # a word mentioned in a language task, not used
    "Circle the time expression in this sentence: 'The markets are falling today.'",
    "what part of speech is 'now' in \"I want it now\"?",
    "Rewrite this headline in the past tense: \"Prices rise as new tax starts\"",
    "what's the opposite of latest",
    "give me a synonym for current",
    "“目前”这个词的近义词有哪些",
    "用“最近”造句",
    # a superlative of what is possible
    "What's the earliest possible date for Chinese New Year?",
    "what is the highest possible score in a game of ten-pin bowling",
    "the slowest anything can move is zero, so what's the coldest it can theoretically get?",
    "what's the latest day Easter can ever fall on",
    "what's the latest you can plant garlic in the autumn",
    # a past adverb
    "What was Instagram originally called?",
    "who originally sang Hallelujah",
    "How much did a loaf of bread cost back in the day, like in 1950s Britain?",
    "Which city was the capital of Japan at first, before Kyoto?",
    "microsoft bought skype for how much back then",
    # a recall "again"
    "who painted the Mona Lisa again?",
    "what was the name of Darth Vader's son again",
    "what did Gandalf say again in the first movie",
    # a unit's definition asked "now"
    "How is the kilogram defined today?",
    "what's the present definition of a second",
    "What is the current IAU definition of a planet?",
    # a named battle of history, a game unit's rule (Chinese)
    "滑铁卢战役最后谁赢了",
    "官渡之战的结果是什么",
    "网球一盘要赢几局",
    "篮球一节比赛多少分钟",
    # the user's own moment beside the question
    "I'm in the Egyptian wing right now, who was Ramses II?",
    "history quiz tomorrow, when did the Hundred Years' War end?",
    "We're at the Uffizi today - who painted The Birth of Venus?",
    "pub quiz later today: who composed the Four Seasons?",
    # a price at a past launch
    "How much did the first Macintosh cost when it came out?",
    "what was the original retail price of the Game Boy",
    "What was the price of a Model T when it launched?",
    "What's the latest time of year you can see the northern lights?",
    "请用“目前”造一个句子",
]

MUST_SEARCH = [
    # a quoted question the user wants answered, not parsed
    "Please fix my grammar and answer it: 'Who is the most rich man in Japan now?'",
    # bounds of money, products, services, records
    "what's the most you can contribute to a Roth IRA",
    "what is the fastest phone you can buy",
    "what's the latest date you can file taxes this year",
    "What's the fastest a human has ever run 100m?",
    # a plan reported as it moves, a present mark beside the adverb
    "What was Twitter originally called and what is it called now?",
    # recurring deeds and present states with "again"
    "who won the super bowl again",
    "why is pluto counted as a planet again",
    "who directed the new Superman movie again",
    # a definition that is a figure of policy
    "what is the current definition of the poverty line in India",
    # a match billed as a battle, a game being played, a war under way (Chinese)
    "湖人和勇士之战谁赢了",
    "这一局打到多少分了",
    "俄乌战争谁赢了",
    # a question that leans on the moment said beside it
    "I'm in Paris now, what's the weather like?",
    "I'm at the stadium tonight, who is playing?",
    "We're at the Louvre right now, is it open late?",
    "quiz later today: is the museum open?",
    # a launch to come, a price now, a series of prices
    "what's the launch price of the iPhone 18",
    "what will the PS6 cost at launch",
    "how much has the iPhone's launch price risen since 2007",
    # a news item with a past adverb and its own dating
    "What incident initially brought the suspect to the attention of police on March 11?",
]


@pytest.mark.parametrize("question", KEPT_LOCAL)
def test_kept_local(question: str) -> None:
    d = decide(question, today=TODAY)
    assert not d.needs_search, (question, d.reason, d.matched)


@pytest.mark.parametrize("question", MUST_SEARCH)
def test_must_search(question: str) -> None:
    d = decide(question, today=TODAY)
    assert d.needs_search, (question, d.reason, d.matched)


@pytest.mark.parametrize(("func", "text", "expected"), [
    (mentioned_word, "Underline the verb: 'The CEO resigned today.'", True),
    (mentioned_word, "What does 'record inflation' mean for my savings?", False),
    (possible_bound, "the latest possible date for Easter", True),
    (possible_bound, "the most money you can withdraw from an ATM", False),
    (past_adverb, "what was the film originally called", True),
    (past_adverb, "what date was the launch originally scheduled for", False),
    (recall_again, "who killed Dumbledore again", True),
    (recall_again, "who won the election again", False),
    (unit_definition, "the current SI definition of the metre", True),
    (unit_definition, "the current definition of a recession", False),
    (fixed_zh21, "赤壁之战谁赢了", True),
    (fixed_zh21, "德比之战谁赢了", False),
    (past_price, "what was the launch price of the PS2", True),
    (past_price, "what is the launch price of the new Switch", False),
])
def test_frames(func, text: str, expected: bool) -> None:
    assert bool(func(text)) is expected


def test_situation_rest_keeps_the_question_clause() -> None:
    assert situation_rest("I'm at the museum now, what is the Terracotta Army made of?", ["now"]) == \
        "what is the Terracotta Army made of?"
    assert situation_rest("I'm in Paris now, what's the weather like?", ["now", "weather"]) is None


def test_settled_frame_holds_against_the_learned_part() -> None:
    rules = decide_by_rules("What's the latest possible date for Easter Sunday?", today=TODAY)
    assert not rules.needs_search and settled_frame(rule_probe(rules))
    assert rule_holds(rules, rule_probe(rules))
