"""Round 26 (time26), side branch: a slash date alone on its line is a month/day (a day/month when a part over 12
proves it), as round 21's table, Duckling's and ctparse's corpora read it; a small proper fraction and "24/7" stay
no date, and a bare slash pair inside a sentence still needs its frame."""

from __future__ import annotations

from datetime import date as D

import pytest

from groundwire.decide.timeframe import resolve

TODAY = D(2026, 12, 7)


def _spans(text: str) -> list[tuple[str, D, D]]:
    return [(s.text, s.start, s.end) for s in resolve(text, TODAY).spans]


@pytest.mark.parametrize("text, span, day", [
    ("12/25", "12/25", D(2026, 12, 25)),
    ("3/17.", "3/17", D(2026, 3, 17)),
    ("Fixtures\n\n2/15\n", "2/15", D(2027, 2, 15)),  # a word on another line: next year's, as ahead_en reads it
    ("19/12", "19/12", D(2026, 12, 19)),  # a first part over 12: day/month
])
def test_a_slash_date_alone_on_its_line_is_a_date(text, span, day) -> None:
    assert _spans(text) == [(span, day, day)]


@pytest.mark.parametrize("text", ["1/2", "3/4", "5/8", "24/7", "got 3/17 right", "Score 3/17", "18/20"])
def test_fractions_round_the_clock_and_unframed_pairs_in_a_sentence_stay_no_date(text) -> None:
    assert _spans(text) == []
