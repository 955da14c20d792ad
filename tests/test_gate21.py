"""gate21: live states of named things asked with no time word (gate_live_state) and misspelt question words.

Inputs are our own wordings, other than wave 32's rows (bench/data/gate_r21_wave32.tsv), on both sides of each rule.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide
from groundwire.decide.gate_live_state import generic_subject, live_state
from groundwire.decide.gate_opener import plain_words

TODAY = date(2026, 12, 6)


@pytest.mark.parametrize("question", [
    # a version's or platform's support
    "Does Google Cloud Run support Node 22?",
    "will Unity run on macOS 15",
    "What releases of Ubuntu are still supported?",
    # a present holding or parent
    "how many shares of Nvidia does BlackRock own",
    "Does Norway's oil fund hold shares in Tesla?",
    "Lamborghini belongs to which group?",
    # a holder named by its standing
    "the defending Tour de France champion, who is it",
    "name the woman heading the IMF",
    "who are the non-permanent members of the security council",
    # a game's balance
    "which agents are A tier in valorant",
    "what changed in the Fortnite patch notes",
    "is the battle pass worth it in Marvel Rivals",
    # a running story
    "whatever happened to that Disney and Charter dispute",
    # routes, offers, rosters, quotes
    "Does Aer Lingus fly to Orlando?",
    "can teachers get Canva Pro for free",
    "What's the storage limit on Google Drive's free tier?",
    "who skates for the Edmonton Oilers",
    "WTI per barrel, where is it",
    # Chinese
    "原神上PS5了吗",
    "抖音支持横屏直播了吗",
    "星巴克会员卡还可以用吗",
    "瑞幸的优惠券还能用吗",
    "纳指100调入了哪些公司",
    "考研报名人数是多少",
    "这个降糖药医保能报销吗",
])
def test_live_states_search(question: str) -> None:
    d = decide(question, today=TODAY)
    assert d.needs_search, (question, d.reason, d.matched)


@pytest.mark.parametrize("question", [
    "Does Python support operator overloading?",  # a language's feature, no version
    "Does a USB cable support charging and data?",
    "Who was the parent company of Pan Am in 1980?",  # a holding pinned by a year
    "Who was the reigning champion when the 1990 final was played?",  # a holder in the past
    "What does nerf mean in video games?",  # a definition
    "How do I patch a hole in drywall?",
    "What happened to the Roman Empire?",  # no open story's matter noun
    "Can penguins fly?",
    "How many ounces in a pound of gold?",  # a unit, not a quote
    "how many litres are in a barrel of oil",
    "who played for the Bulls in 1996",
    "我的门诊费医保能报吗",  # the user's own claim
    "孩子上小学了吗",
    "过期的酸奶还能喝吗",  # advice, not an offer
    "联合国安理会有几个常任理事国",
])
def test_look_alikes_stay_local(question: str) -> None:
    d = decide(question, today=TODAY)
    assert not d.needs_search, (question, d.reason, d.matched)


def test_live_state_cues_name_their_shape() -> None:
    assert live_state("Does AWS Amplify support Next.js 15?").startswith("live:support")
    assert live_state("which company does Fitbit belong to").startswith("live:holding")
    assert live_state("the sitting mayor of Leeds").startswith("live:holder")
    assert live_state("巴菲特还持有苹果吗").startswith("live:holding")
    assert live_state("Does Python support multiple inheritance?") is None
    assert live_state("过期的牛奶还能喝吗") is None


def test_generic_you_of_a_route_reads_as_anyone() -> None:
    assert generic_subject("Can you fly direct from Oslo to Bangkok?") == "Can one fly direct from Oslo to Bangkok?"
    assert generic_subject("Can you help me fly to Oslo?") == "Can you help me fly to Oslo?"


@pytest.mark.parametrize(("typed", "spelt"), [
    ("wich team is Neymar at", "which team is Neymar at"),
    ("wat is the fed doing with rates", "what is the fed doing with rates"),
    ("waht happened at the summit", "what happened at the summit"),
    ("is Gmail down rn? cant send anything", "is Gmail down right now? cant send anything"),
])
def test_misspelt_question_words_are_spelt(typed: str, spelt: str) -> None:
    assert plain_words(typed) == spelt


def test_misspelt_words_left_alone_elsewhere() -> None:
    assert plain_words("what is a wat in Thailand") == "what is a wat in Thailand"  # a temple, not "what"
    assert plain_words("how to become an rn? any tips") == "how to become an rn? any tips"


@pytest.mark.parametrize("question", [
    "how many countries make up NATO",  # an open club of states counted in another slot
    "Number of member nations in the eurozone?",
    "How many subscribers is PewDiePie on?",
    "Taylor Swift Grammy tally?",
    "Declan Rice shirt number",
    "whats the most you can contribute to a Roth IRA",
    "how old do you need to be to open a Revolut account",
    "演唱会门票还有票吗",
])
def test_open_counts_and_rules_search(question: str) -> None:
    d = decide(question, today=TODAY)
    assert d.needs_search, (question, d.reason, d.matched)


@pytest.mark.parametrize("question", [
    "how many permanent members does the security council seat",  # a charter's count
    "How many players does a water polo team have in the pool?",  # a game's rule
    "What shirt number did Johan Cruyff wear?",  # a finished career
    "How much did the museum pay for the Mona Lisa?",  # not an account (LISA)
    "how many countries made up the Soviet Union",
])
def test_fixed_counts_and_past_numbers_stay_local(question: str) -> None:
    d = decide(question, today=TODAY)
    assert not d.needs_search, (question, d.reason, d.matched)


@pytest.mark.parametrize(("question", "searches"), [
    ("The helicopter that crash-landed near the marina belonged to which operator?", True),  # this week's story
    ("the storm that hit Jamaica was given what name", True),
    ("Where did the tour bus veer off the motorway?", True),
    ("The Hindenburg caught fire at which airfield?", False),  # a named event of history
    ("The ship that sank in 1912 was built by which company?", False),  # a year pins it
])
def test_unnamed_event_of_a_news_quiz(question: str, searches: bool) -> None:
    d = decide(question, today=TODAY)
    assert d.needs_search is searches, (question, d.reason, d.matched)
