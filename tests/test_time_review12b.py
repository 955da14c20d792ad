"""Review 12b: round 12b's time fixes read a year word before 本月 by searching the whole text before each match
(``YEAR_WORD_BEFORE.search(text, 0, start)``): quadratic on long input ("去年本月二十九日" x 2500, 20 k characters,
0.08 -> 0.46 s in resolve). The look is now a few characters wide. The test fails if any call scans from far back."""

from __future__ import annotations

from datetime import date

from groundwire.decide import timeframe
from groundwire.decide.time import rules_zh


class _Spy:
    """Stands in for the pattern and records how far back each search starts."""

    def __init__(self, pattern):
        self.pattern = pattern
        self.widths: list[int] = []

    def search(self, text, pos=0, endpos=None):
        end = len(text) if endpos is None else endpos
        self.widths.append(end - pos)
        return self.pattern.search(text, pos, end)


def test_the_year_word_before_is_looked_for_nearby(monkeypatch):
    spy = _Spy(rules_zh.YEAR_WORD_BEFORE)
    monkeypatch.setattr(rules_zh, "YEAR_WORD_BEFORE", spy)
    text = "我们说好了，" * 40 + "去年本月二十九日的比赛结果是什么？"
    got = timeframe.resolve(text, today=date(2025, 2, 15))
    assert spy.widths and max(spy.widths) <= 8
    # the reading itself is unchanged: the stand-in year places Feb 29 of the leap year the year word points at
    base = timeframe.resolve("去年本月二十九日的比赛结果是什么？", today=date(2025, 2, 15))
    assert [(s.start, s.end) for s in got.spans] == [(s.start, s.end) for s in base.spans]
