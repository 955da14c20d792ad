"""review15b: a fresh reader's review of round 15's English gate changes (gate-en15: gate_underway.py, the running
tally, the prize / first / role / body-part rules). Each test pins one defect found by probing the merged gate with
our own sentences (none is a row of any bench table); the rows marked "main" fail on main 5eab6dd, the rest are
twins that held there and must keep holding. Today is injected.
"""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide

TODAY = date(2026, 12, 5)


def _searches(question: str) -> bool:
    return decide(question, today=TODAY).needs_search


# --- defect 1: the running tally (gate-en15) ignored a life's end told by the question's own words --------------
@pytest.mark.parametrize("question", [
    "How many poems did Sylvia Plath publish in her lifetime?",  # main: count (running tally)
    "How many novels did Terry Pratchett write in his lifetime?",  # main: count
    "How many novels did Terry Pratchett write before his death?",  # main: count
    "How many operas did Gian Menotti compose during his life?",  # main: count
    "How many novels did Terry Pratchett write in his career?",  # pin (gate-en14's closing word)
    "How many films did the late Nora Ephron direct?",  # pin ("the late": no name of four words)
])
def test_a_life_closed_by_the_question_s_own_words_stays_local(question):
    assert not _searches(question)


@pytest.mark.parametrize("question", [
    "How many novels did Stephen King publish?",  # gate-en15's running tally: the maker lives
    "How many films did Steven Spielberg direct?",
    "How many albums has Taylor Swift released in her career?",  # the perfect: still counting
])
def test_a_living_maker_s_catalogue_still_searches(question):
    assert _searches(question)


# --- defect 2: the closing clause itself ("before they split", "before he died") was read as a news deed -----------
@pytest.mark.parametrize("question", [
    "How many albums did Led Zeppelin record before they split?",  # main: news_shape (led+split)
    "How many albums did ABBA record before they broke up?",  # main: news_shape (abba+broke up)
    "How many novels did Terry Pratchett write before he died?",  # main: news_shape (terry+died)
    "How many albums did Nirvana release before they split?",  # pin
])
def test_a_tally_closed_by_a_split_or_a_death_stays_local(question):
    assert not _searches(question)


@pytest.mark.parametrize("question", [
    "Which band split up last week?",
    "How many albums did Coldplay release before they announced their world tour last month?",  # a time word
])
def test_a_split_asked_as_news_still_searches(question):
    assert _searches(question)
