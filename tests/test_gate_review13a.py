"""Review 13a: defects a fresh reader found near round 13's gate rules, each shown by questions of the reviewer's
own; every "catches" case here failed on the tree under review (8d6f215)."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.gate import decide
from groundwire.decide.gate_landmark import landmark_case

TODAY = date(2026, 12, 5)


# a case named by its parties is a landmark only when the list holds it: a lawsuit of this year asked in the past
# simple is news (catches: gate_landmark read any "X v. Y" as settled history; these searched on 4f64bd3)
@pytest.mark.parametrize("question", [
    "What did the jury decide in Musk v. OpenAI?",
    "What was the verdict in Musk v. Altman?",
    "What did the Supreme Court decide in Trump v. Illinois?",
])
def test_a_case_off_the_landmark_list_is_news(question: str) -> None:
    d = decide(question, today=TODAY)
    assert d.needs_search, (d.reason, d.matched)


@pytest.mark.parametrize("question", [
    "how did the court rule in Roe v. Wade",
    "What did the Supreme Court decide in Bush v. Gore?",
    "What was the ruling in Marbury v. Madison?",
    "What did the court hold in Obergefell v. Hodges?",
])
def test_listed_landmarks_are_still_found(question: str) -> None:  # pins
    assert landmark_case(question) is not None
    assert not decide(question, today=TODAY).needs_search


def test_parties_off_the_list_name_no_landmark() -> None:
    assert landmark_case("What did the jury decide in Musk v. OpenAI?") is None
