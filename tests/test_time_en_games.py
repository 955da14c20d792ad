"""A quarter or half of a match is no period of the year; business news about quarters still is."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.timeframe import resolve

T = date(2026, 12, 1)


@pytest.mark.parametrize("text, span", [
    ("Sales rose in the fourth quarter.", "the fourth quarter"),
    ("Apple expects higher revenue in the fourth quarter.", "the fourth quarter"),
    ("Rates rose 25 basis points in the third quarter.", "the third quarter"),
    ("Growth was led by services in the third quarter.", "the third quarter"),
    ("The 3-5 year outlook improved in the first quarter.", "the first quarter"),
    ("We expect to meet our sales goals in the second half.", "the second half"),
])
def test_business_quarters_stay_periods(text: str, span: str) -> None:
    assert [s.text for s in resolve(text, T).spans] == [span]


@pytest.mark.parametrize("text", [
    "The score stood at 21-14 in the third quarter.",
    "He threw two touchdowns in the second half.",
    "The home side trailed at halftime and again in the fourth quarter.",
])
def test_a_game_s_quarters_are_no_periods(text: str) -> None:
    assert resolve(text, T).spans == ()
