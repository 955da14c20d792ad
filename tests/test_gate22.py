"""gate22: fragments, services' live states, quoted headlines, Chinese running matters (must search) and the
never-changing look-alikes of the same shapes (kept local): gate_fragment_post, gate_service_live,
gate_quoted_headline, gate_matter_zh, gate_origin_story.

Inputs are our own wordings, other than wave 34's rows (bench/data/gate_r22_wave34.tsv), on both sides of each rule.
"""

from __future__ import annotations

import time
from datetime import date

import pytest

from groundwire.decide.gate import decide
from groundwire.decide.gate_contest_result import contest_result
from groundwire.decide.gate_firm_release import firm_release
from groundwire.decide.gate_fragment_post import fragment_state
from groundwire.decide.gate_market_view import market_view
from groundwire.decide.gate_matter_zh import matter_zh
from groundwire.decide.gate_origin_story import definition_tail, named_old_story, origin_deed
from groundwire.decide.gate_quoted_headline import old_headline, quoted_headline_ask
from groundwire.decide.gate_service_live import service_live

TODAY = date(2026, 12, 6)


@pytest.mark.parametrize("question", [
    # a post after its body or place, abbreviated
    "italy pm",
    "spain pm?",
    "nhs boss",
    "cia director who",
    "Canada's finance minister — name?",
    # a rate, a yield, a range
    "boj rates",
    "5 year fixed",
    "rbnz cash rate?",
    # a player's fitness
    "is kane injured",
    "salah hamstring",
    # a chart place on a platform
    "top 10 on spotify",
    "what film is number one on prime video",
    # a service's live state
    "queue at the eiffel tower",
    "waiting list for council housing in Leeds",
    "are p&o ferries sailing",
    "is slack having problems",
    "Is the A83 open after the landslip?",
    "flood warnings for York",
    "pollen count london",
    "river level at Bewdley",
    # a process under way
    "peanut recall",
    "where is the Boeing plea deal case at",
    "are trains being cancelled by the strike",
    "What happened with Boeing?",
    "my sister's flying to Rome and she heard about the baggage handlers' walkout, are flights being delayed?",
    # a quoted headline asked about
    "'Government U-turns on tax' — which tax?",
    '"Club sacks manager after ten games" who got sacked',
    # Chinese running matters, bank decisions, readings, chart tops, shortages
    "那个收购谈判怎么样了",
    "英国央行这次怎么决定的",
    "上海的空气质量咋样",
    "微博热搜第一是谁",
    "茅台还限购吗",
    "大运河博物馆的改造进度如何",
    "谷爱凌的伤势恢复得怎么样",
    "欧洲法院对谷歌反垄断案怎么判的",
    "澳网男单决赛结果如何",
    # a market's view of a firm or an index
    "does anyone rate Intel a buy",
    "Adobe's full-year guidance?",
    "where does JPMorgan see the Nasdaq ending the year",
    "where's the ECB's deposit rate sitting",
    "Where are wheat futures trading?",
    "where's the Shanghai composite index",
    "What does the proposed visa fee mean for students?",
    # a contest's latest result, a prize's latest round
    "what was the final score of the Old Firm derby",
    "did liverpool lose",
    "How did Scheffler do at the Open?",
    "mercury prize shortlist",
    "Who scooped the Golden Globes?",
    # a process asked where it stands
    "where does the Sabadell takeover bid stand",
    "How far along is the HS2 tunnel?",
    "where are we on the budget talks",
    # a maker's newest announcement, a product's newest notes
    "what did samsung unveil",
    "What's new in the Fortnite patch?",
    "chrome beta release notes",
])
def test_live_asks_search(question: str) -> None:
    assert decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", [
    # posts pinned in the past or by an origin
    "first italy pm",
    "uk pm during the falklands",
    "art director",
    "cup holders",
    "party leader meaning",
    # rates and charts explained
    "what does base rate mean",
    "how are cash rates set in general",
    # fitness of no one, or advice
    "how to get fit",
    "is running injury common",
    # services and processes explained or in the past
    "how is a river level measured",
    "what is a safety recall",
    "total recall",
    "do you recall the name of that song",
    "what was the Ford Pinto recall in 1978 about",
    "my queue at work is long",
    # old headlines, definitions with a place, named old scandals, origins
    "'Headless Body in Topless Bar' was the New York Post's headline about which crime?",
    "'Ceasefire collapses' was a famous old headline of which war",
    "What does a blue tick mean on Instagram?",
    "what does market cap mean on yahoo finance",
    "What happened with the Watergate scandal?",
    "Who popularised the term meme?",
    "which band pioneered grunge",
    # Chinese: a generic effect, a definition, the user's own matter, a chat greeting
    "央行降息一般会带来什么影响",
    "AQI怎么计算",
    "我的官司怎么样了",
    "这道题的解法怎么样",
    "骨折以后恢复得怎么样才算好",
    "电脑修好了吗",
    "法院一般怎么判离婚",
    "老公的伤势恢复得怎么样",
    # a market's words explained
    "what is a buy rating",
    "what does earnings guidance mean",
    "how does the fed set its target range",
    "where is the gold in a gold leaf",
    # results pinned by a year, a war, a first, a referendum, or a named old trial
    "What was the result of the 1982 World Cup final?",
    "what was the result of the battle of the somme",
    "what was the score of the first ever international match",
    "What was the outcome of the Nuremberg trials?",
    "how are booker prize winners chosen",
    "where are we on the Johnson account",
    "what did Apple announce in 2007",
    "what did the beatles release",
    "what is in the box",
    # (review22g's causes, in other wordings) a quotation asked for its source, a prize asked what it is
    "'I have a dream' - who said it",
    "'Here's looking at you, kid' — which film?",
    "what is the mercury prize",
    "'Titanic sinks' — what year was that headline printed?",
    # (older tests' causes, other wordings) running something, a reading word before a noun
    "is nginx running php as a module",
    "river level gauge",
    "pollen count app",
])
def test_lookalikes_stay_local(question: str) -> None:
    assert not decide(question, today=TODAY).needs_search, question


def test_shapes_name_their_cue() -> None:
    assert fragment_state("uk pm") == "frag:post uk pm"
    assert fragment_state("ecb rates").startswith("frag:rate")
    assert fragment_state("first uk pm") is None
    assert service_live("queues at Calais?").startswith("svc:wait")
    assert service_live("what is a queue") is None
    assert quoted_headline_ask("'Bank to shut branches' which bank?") == "headline:which bank"
    assert old_headline("'Gotcha' was the Sun's headline about which war")
    assert matter_zh("恒大清盘怎么样了").startswith("matter:outcome")
    assert matter_zh("你最近怎么样了") is None
    assert definition_tail("What does a streak mean on Snapchat?")
    assert named_old_story("What happened with the Dreyfus affair?")
    assert not named_old_story("what happened with that TikTok ban")
    assert origin_deed("Which studio pioneered stop-motion feature films?")
    assert market_view("UBS rates Nvidia a buy?").startswith("market:")
    assert market_view("why do analysts rate a stock a sell") is None


@pytest.mark.parametrize("fn", [firm_release, fragment_state, service_live, market_view, contest_result, quoted_headline_ask, matter_zh, old_headline,
                                definition_tail, named_old_story, origin_deed])
@pytest.mark.parametrize("text", [
    "recall " * 2500, "where is the " * 1600, "a" * 20000, " " * 20000, "'" * 20000, "queue at " * 2300,
    "what does " * 2000, "is the open after " * 1100, "恒大清盘" * 5000, "headline " * 2200,
])
def test_adversarial_input_is_fast(fn, text: str) -> None:
    t0 = time.process_time()
    fn(text)
    # generous bound for a loaded machine; the patterns are linear (measured well under 0.1 s on 20,000 chars)
    assert time.process_time() - t0 < 2.0
