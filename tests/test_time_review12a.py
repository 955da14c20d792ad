"""Review of round 12's English and Chinese time rules on inputs nobody in round 12 wrote (review12a): each case
resolved otherwise at 4ba8c91."""

from __future__ import annotations

from datetime import date as D

from groundwire.decide import timeframe
from groundwire.decide.time import idioms_en

TODAY = D(2026, 12, 5)  # a Saturday


# "the following day" reads the tense of the rest of its sentence; a text with no full stop made that the whole rest
# of the input, read again for every "the following day" in it: 20 kB of the phrase took 27 s (3.4 s at 1abd3b1).
# The clause read is bounded (no timing here: the length of what is read is checked).
def test_the_next_day_reads_a_bounded_clause(monkeypatch) -> None:
    seen: list[int] = []
    real = idioms_en.tells_past

    def spy(clause: str) -> bool:
        seen.append(len(clause))
        return real(clause)

    monkeypatch.setattr(idioms_en, "tells_past", spy)
    timeframe.resolve("the following day " * 300, TODAY)
    assert seen and max(seen) <= 200


def test_the_next_day_in_a_story_still_reads_its_verb() -> None:
    assert timeframe.resolve("The following day, shares rallied.", TODAY).spans == ()
    (span,) = timeframe.resolve("The following day is a holiday, so the office is closed.", TODAY).spans
    assert (span.start, span.end) == (D(2026, 12, 6), D(2026, 12, 6))
