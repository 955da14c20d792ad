"""review16a: a fresh reader's probes of gate16's rules (fit half of bench/data/gate_r16_review16a_probes.tsv and
twins in our own wording; the held half stays a scored-only input of bench/review16a_probes.py).

Search side: a race named by its length after the venue ("daytona 500 pole") and the session's outcome ("suzuka
qualifying time"); an index's course ("how is the ftse doing"), which the learned part may not keep local, as it may
not an office held now; a Chinese network's total length (中国高铁总里程, 北京地铁总长), which grows as lines open.
Local side, pinned: a single built line's or a race's fixed length (京沪高铁全长, 马拉松全程), non-race poles.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide
from groundwire.decide.gate_terse import index_level, terse_state

TODAY = date(2026, 12, 5)


@pytest.mark.parametrize("question", [
    "daytona 500 pole",  # main: no_trigger (a race's length after the venue)
    "talladega 500 qualifying",  # twin
    "suzuka qualifying time",  # main: no_trigger
    "monza qualifying results",  # twin
    "monaco pole",  # pin (gate16)
])
def test_a_race_s_pole_or_session_outcome_searches(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "silverstone pole 2019",  # a past year pins it
    "pole vault world record holder 1990s",
    "what does pole position mean",
    "monaco qualifying format",
    "fishing pole 500",
])
def test_pinned_or_other_poles_stay_local(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision


def test_the_grid_reader_names_the_session():
    assert terse_state("daytona 500 pole") == "daytona 500 pole"
    assert terse_state("suzuka qualifying time") == "suzuka qualifying time"
    assert terse_state("fishing pole 500") is None


@pytest.mark.parametrize("question", [
    "how is the ftse doing",  # main: learned_local over the rules' search
    "how is the nikkei doing",  # twin
    "how are the dow and nasdaq doing",  # twin
    "how's the hang seng performing",  # twin
])
def test_an_index_s_course_searches_whatever_the_learned_part_says(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision
    assert any(m.startswith("index:") for m in decision.matched), decision


def test_index_level_reads_the_course_but_not_the_method():
    assert index_level("how is the ftse 100 doing") is not None
    assert index_level("how is the s&p 500 calculated") is None
    assert index_level("how is the dow weighted") is None


@pytest.mark.parametrize("question", [
    "中国高铁总里程多少公里",  # main: no_trigger
    "全国高速公路通车里程是多少公里",  # twin
    "北京地铁运营里程有多少公里",  # twin
    "广州地铁线网总长多少公里",  # twin
])
def test_a_growing_network_s_total_length_searches(question):
    decision = decide(question, today=TODAY)
    assert decision.needs_search, decision


@pytest.mark.parametrize("question", [
    "京沪高铁全长多少公里",  # one built line
    "川藏公路总长多少公里",  # one road
    "北京地铁4号线总长多少公里",  # one metro line
    "马拉松全程多少公里",  # pin (gate16)
    "长江全长多少公里",
    "2010年中国高铁总里程多少公里",  # a past year pins the network too
])
def test_a_fixed_length_or_a_pinned_year_stays_local(question):
    decision = decide(question, today=TODAY)
    assert not decision.needs_search, decision
