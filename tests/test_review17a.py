"""review17a: a fresh reader's probes of gate17's rules (fit half of bench/data/gate_r17_review17a_probes.tsv read for
causes; every input below is our own other wording, the held half stays a scored-only input of
bench/review17a_probes.py).

False locals first: a career known to be over matched where the question is about something else (an everyday word
that is also a band's name, a namesake in Chinese with 小 / a given name before it, a brand or a product after it), a
second career that still runs ("as a manager", 执教), a maker whose estate still puts out new work; currency fragments
in more grammar slots (a country adjective, "exchange", "value against", a bare pair); what is active now in weather
words; two kinds contrasted as an investment. Local side pinned: the list still keeps real careers over settled.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide
from groundwire.decide.gate_career import career_ended_tally, running_tally
from groundwire.decide.gate_terse import kinds_contrast

TODAY = date(2026, 12, 5)


# --- the careers-over list must not fire on a namesake or on what is no career
@pytest.mark.parametrize("question", [
    "how many fines did the police collect",  # "the police": an everyday body, not the band
    "how many arrests did the police make",
    "how many chairs did the carpenters make",
    "小舒马赫一共跑了多少圈",  # Mick Schumacher: 小 marks the son, still racing
    "米克·舒马赫一共拿过几个分",  # a given name before the surname
    "乔丹体育一共开了多少家店",  # a brand after the name
    "这瓶古龙水一共用了多久了",  # a product after the name (古龙水, cologne)
    "how many games did steven gerrard win as a manager",  # a second career that runs
    "how many trophies did thierry henry lift as a coach",
    "how many titles did magic johnson win as an owner",
    "齐达内执教一共拿了几个冠军",
    "贝克汉姆当老板以来一共拿了几个冠军",
    "how many albums did johnny cash put out",  # new posthumous work in 2021-2026 (Songwriter, 2024)
    "how many books did michael crichton write",  # Eruption (2024)
    "how many songs did the beatles release",  # Now and Then (2023)
])
def test_no_career_over_read(question):
    assert career_ended_tally(question) is None


@pytest.mark.parametrize("question", [
    "how many titles did michael schumacher win",
    "舒马赫一共拿了几个总冠军",
    "乔丹职业生涯一共拿了几个总冠军",
    "古龙一共写了多少部小说",
    "how many albums did the smiths record",
    "how many goals did wayne rooney score in his career",
])
def test_careers_over_still_read(question):
    assert career_ended_tally(question) is not None


@pytest.mark.parametrize("question", [
    "how many arrests did the police make",  # main: no_trigger (read as the band's tally)
    "how many matches did wayne rooney win as a manager",  # main: no_trigger
    "小舒马赫一共拿了几个分",  # main: no_trigger
])
def test_namesakes_and_second_careers_search(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


# --- currency fragments in more grammar slots
@pytest.mark.parametrize("question", [
    "canadian dollar rate",  # a country adjective before the currency
    "japanese yen exchange rate",
    "euro exchange",  # "exchange" alone as the tail
    "yuan exchange",
    "peso value against the dollar",  # a value against another currency
    "rupee strength vs dollar",
    "gbp usd",  # a bare pair
    "yen dollar",
])
def test_currency_fragments_search(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "dollar sign",
    "pound cake recipe",
    "why is the euro called the euro",
    "what does exchange rate mean",
])
def test_currency_look_alikes_stay_local(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision


# --- what is active now, in weather and outage words
@pytest.mark.parametrize("question", [
    "active typhoons in the pacific",
    "are there any active storms near florida",
    "active power outages in my area",
])
def test_active_now_searches(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


# --- two kinds contrasted as an investment or by their returns: today's prices decide
@pytest.mark.parametrize("question", [
    "real estate vs stocks which to invest in",
    "etf vs mutual fund returns",
    "bonds versus cash which is the better investment",
])
def test_contrast_as_investment_is_no_kinds_contrast(question):
    assert not kinds_contrast(question)
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "mitosis vs meiosis which happens in gametes",
    "weather versus climate what is the difference",
])
def test_textbook_contrast_still_local(question):
    assert kinds_contrast(question)


# --- a second career counted in the past simple runs like a maker's catalogue (no closing word, no one of history)
@pytest.mark.parametrize("question", [
    "how many titles did jose mourinho win as a coach",
    "how many trophies did pep guardiola lift as a manager",
    "how many championships did jerry jones win as an owner",
])
def test_second_career_count_searches(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "how many titles did jose mourinho win as a coach in total",  # the span closed
    "how many games did vince lombardi win as a coach",  # one of history
])
def test_closed_or_historic_second_career_stays_local(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision


# --- a maker whose estate still puts out new work ("~" in the list): the catalogue's count runs, the rest is settled
@pytest.mark.parametrize("question", [
    "when did johnny cash play folsom prison",
    "when did john lennon play madison square garden",
    "how many times did the beatles play shea stadium",
    "披头士一共去过几次美国",
])
def test_estate_makers_deeds_stay_settled(question):
    assert career_ended_tally(question) is not None


def test_estate_makers_catalogue_runs_in_chinese():
    assert career_ended_tally("披头士一共发行了多少张专辑") is None


@pytest.mark.parametrize("question", [
    "how many studio albums did david bowie put out",  # one of history, but the estate still releases
    "how many records did johnny cash put out",
])
def test_estate_catalogue_count_searches(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "how many films did stanley kubrick direct",  # no new work: settled
    "how many songs did john lennon write in his lifetime",  # the span closed
    "when did david bowie release ziggy stardust",  # one deed's date
])
def test_finished_catalogues_stay_local(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision


def test_estate_catalogue_is_a_running_tally():
    # the rule fires; the learned part may still keep this wording local (it does on the shipped model)
    assert running_tally("how many novels did michael crichton write") == "michael crichton"
