"""gate-own12 (issue 8, item 2): the user's own body, mood or day with a time word stays off the web.

A first-person or own-family state ("I feel dizzy this morning", "my toddler has a rash tonight", 宝宝今天拉肚子了)
asked with a calendar or "now" word is the user's own affairs: sending it to a search engine leaks it, and the
answer is general health knowledge. A time word only mentioned ("how do I say 'tonight' in German") dates nothing.
Public twins (an outbreak, a named hospital's hours, an agency's advice, the air today) must still search.
Wordings are our own, not rows of any bench table. Before this change main searched every "local" English row
and the Chinese rows marked below; the public rows pin what main already did.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide_by_rules

TODAY = date(2026, 12, 5)


@pytest.mark.parametrize("question", [
    "I feel dizzy this morning, why?",
    "I feel really lightheaded today, what could cause it?",
    "My toddler has a rash tonight, should I worry?",
    "my husband has had a headache since yesterday, what helps?",
    "Is it normal to feel exhausted at the moment?",
    "Why am I so bloated right now?",
    "I've been feeling anxious lately, any tips?",
    "My daughter is coughing a lot this evening, what can I give her?",
    "I woke up with a sore throat today, is it a cold?",
    "My baby has a fever tonight, should I take her to the hospital?",
    "宝宝今晚一直咳嗽，要不要去医院？",
    "宝宝今天拉肚子了",  # main searched
    "我这几天一直失眠",  # main searched
    "我今天早上起床头疼",  # main searched
    "我今天头晕是怎么回事",  # pins: main already local
    "宝宝今晚发烧怎么办",  # pins: main already local
])
def test_own_state_with_time_word_stays_local(question):
    decision = decide_by_rules(question, today=TODAY)
    assert not decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "How do I say 'this morning' in Spanish?",
    "How would you say tomorrow night in Italian?",
    "What is 'yesterday' in Japanese?",
    'What does "tonight" mean in this sentence?',
    "“今天早上”用英语怎么说",  # pins: main already local
])
def test_mentioned_time_word_is_no_time_reference(question):
    decision = decide_by_rules(question, today=TODAY)
    assert not decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "is there a flu outbreak this week",
    "is the ER at St Mary's open today",
    "did the CDC change its advice this morning",
    "I feel sick today, is the urgent care on Main Street open?",
    "My asthma is bad today, what's the air quality in Denver?",
    "I have a fever tonight, is there a norovirus outbreak in my town?",
    "What's the news this morning?",
    "今天北京流感情况",
    "这周流感疫情严重吗",
    "今天协和医院急诊开门吗",
    "我今天有点咳嗽，今天北京空气质量怎么样",
])
def test_public_health_news_still_searches(question):
    decision = decide_by_rules(question, today=TODAY)
    assert decision.needs_search, decision
