"""review15d: a fresh reader's review of gate-terse15 (decide/gate_terse.py), defects pinned before their fixes.

Each list below failed on 9628af0 (gate-terse15 merged) and names what it catches. Wordings are our own, not rows of
any bench table.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide
from groundwire.decide.gate_terse import terse_state

TODAY = date(2026, 12, 5)


# 1. A cue word used as a modifier of another head noun names a thing or a concept, not the cue's present value:
# gate-terse15 took the cue anywhere in the fragment ("bracket notation" searched as a bracket).
@pytest.mark.parametrize("question", [
    "bracket notation",
    "leaderboard design",
    "leaderboard css",
    "secretary general role",
    "secretary general duties",
    "air quality sensor",
    "air quality monitor",
    "ski report app",
    "surf report app",
    "uv index scale",
    "pollen count chart",
    "deals with it",
    "bracket fungus",
    "Bracket Notation",
    "leaderboard design!",
])
def test_cue_modifying_another_noun_stays_local(question: str) -> None:
    assert terse_state(question) is None, question
    assert not decide(question, today=TODAY).needs_search, question


# 2. "bracket" in its other senses (typography, hardware): gate-terse15 read every bracket as a tournament's.
@pytest.mark.parametrize("question", ["square bracket", "angle bracket", "curly brackets", "wall bracket",
                                      "shelf bracket", "Square Brackets"])
def test_bracket_in_another_sense_stays_local(question: str) -> None:
    assert terse_state(question) is None, question
    assert not decide(question, today=TODAY).needs_search, question


# twins that must keep searching: the cue is the head, followed by nothing, a place or a country
@pytest.mark.parametrize("question", [
    "march madness bracket", "March Madness Brackets", "world cup bracket", "masters leaderboard?",
    "air quality beijing", "london air quality", "snow report whistler", "black friday deals uk",
    "nato secretary general", "UN Secretary-General", "oscars best picture",
])
def test_cue_as_head_still_searches(question: str) -> None:
    assert decide(question, today=TODAY).needs_search, question


# 3. an index named with its number or its full name, or "closing": gate-terse15 knew "ftse close" only
@pytest.mark.parametrize("question", ["ftse 100 close", "dow jones close", "nasdaq closing", "nikkei 225 close",
                                      "FTSE 100 Close", "dax 40 closing"])
def test_index_close_with_its_number_or_full_name_searches(question: str) -> None:
    assert decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", ["ftse 100 close 1987", "dow jones close meaning"])
def test_index_close_pinned_or_asked_as_concept_stays_local(question: str) -> None:
    assert not decide(question, today=TODAY).needs_search, question


# 4. concept_contrast read any two words sharing three final letters as terms of one field: countries ("nigeria vs
# algeria", "-eria") and plural team names ("lakers vs pacers", "-ers") stayed local on 9628af0.
@pytest.mark.parametrize("question", ["nigeria vs algeria", "romania vs albania", "finland vs iceland",
                                      "pakistan vs afghanistan", "lakers vs pacers", "knicks vs bucks",
                                      "rangers vs dodgers", "Nigeria vs Algeria", "lakers versus pacers?"])
def test_countries_and_plural_teams_compared_search(question: str) -> None:
    assert decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", ["fission vs fusion", "mitosis vs meiosis", "prokaryotes vs eukaryotes",
                                      "endothermic vs exothermic", "latitude vs longitude", "Fission vs Fusion"])
def test_terms_of_one_field_contrasted_stay_local(question: str) -> None:
    assert not decide(question, today=TODAY).needs_search, question


# 5. terse_concept overrode every hard cue: a present-time word ("today", "latest") or a news noun explained
# ("election results explained") stayed local on 9628af0; main searched them.
@pytest.mark.parametrize("question", ["bitcoin price today explained", "mortgage rates today meaning",
                                      "latest covid variant mechanism", "election results explained",
                                      "stock market crash explained", "Bitcoin Price Today Explained"])
def test_concept_marker_does_not_hide_a_present_cue(question: str) -> None:
    assert decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", ["stock price equation", "current ratio formula", "current account definition",
                                      "inflation explained", "photosynthesis explained"])
def test_concept_fragments_still_stay_local(question: str) -> None:
    assert not decide(question, today=TODAY).needs_search, question


# 6. a cue followed by a work's kind names a title (a song, a game, a film), not the cue's present value
@pytest.mark.parametrize("question", ["pole position lyrics", "pole position game", "leaderboard song",
                                      "air quality song", "deals song", "Leaderboard Song"])
def test_cue_naming_a_work_stays_local(question: str) -> None:
    assert not decide(question, today=TODAY).needs_search, question


# 7. a currency pair with an amount or a slash: gate-terse15 anchored the pair at the fragment's start
@pytest.mark.parametrize("question", ["100 euros to dollars", "1 usd to inr", "usd/jpy", "EUR/USD"])
def test_currency_pair_with_an_amount_or_a_slash_searches(question: str) -> None:
    assert decide(question, today=TODAY).needs_search, question


# 8. "fixtures" as a hard cue (before gate-terse15) read fittings and test code as a team's fixtures
@pytest.mark.parametrize("question", ["fixtures and fittings", "light fixtures", "bathroom fixtures",
                                      "unit test fixtures", "test fixtures", "Plumbing Fixtures"])
def test_fixtures_of_a_house_or_of_tests_stay_local(question: str) -> None:
    assert not decide(question, today=TODAY).needs_search, question


@pytest.mark.parametrize("question", ["arsenal fixtures", "premier league fixtures", "bayern munich fixtures"])
def test_a_teams_fixtures_still_search(question: str) -> None:
    assert decide(question, today=TODAY).needs_search, question
