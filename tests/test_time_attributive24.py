"""Round 24 (time24): a holiday's or festival's name that names a thing (a sale, a market, a presale) beside the date
that thing is given is no span; the date is (time/attributive_en.py, time/attributive_zh.py)."""

from __future__ import annotations

from datetime import date as D

import pytest

from groundwire.decide.timeframe import resolve

TUE = D(2026, 12, 1)
SUMMER = D(2026, 6, 28)


def _spans(text: str, today: D) -> list[tuple[str, D, D]]:
    return [(s.text, s.start, s.end) for s in resolve(text, today).spans]


@pytest.mark.parametrize("text, want", [
    ("Cyber Monday offers close on Dec 9", ("Dec 9", D(2026, 12, 9), D(2026, 12, 9))),
    ("Christmas lights switch-on is Saturday 5 December", ("Saturday 5 December", D(2026, 12, 5), D(2026, 12, 5))),
    ("Halloween costumes are half price until 13 Dec", ("until 13 Dec", TUE, D(2026, 12, 13))),
    ("The Easter camp runs 6-9 April", ("6-9 April", D(2027, 4, 6), D(2027, 4, 9))),
])
def test_a_holiday_naming_a_thing_beside_its_date_is_no_span(text: str, want: tuple) -> None:
    assert _spans(text, TUE) == [want]


@pytest.mark.parametrize("text, holiday", [
    ("Boxing Day sales start at 6am.", "Boxing Day"),  # alone: the holiday is the only time the text gives
    ("Christmas falls on a Friday", "Christmas"),  # a verb after it: the holiday is the subject
    ("Black Friday deals", "Black Friday"),  # no other date
])
def test_a_holiday_without_another_date_or_before_a_verb_stays(text: str, holiday: str) -> None:
    assert holiday in [s[0] for s in _spans(text, TUE)]


def test_a_holiday_before_a_function_word_or_a_year_stays() -> None:
    assert "Christmas Eve" in [s[0] for s in _spans("Dec 20 is a half day, Christmas Eve too", TUE)]
    assert [s[0] for s in _spans("two days before Christmas next year", TUE)] == ["two days before Christmas next year"]


def test_a_festival_naming_a_sale_beside_its_date_is_no_span_zh() -> None:
    assert _spans("国庆大促9月25日晚8点开抢", SUMMER) == [("9月25日晚8点", D(2026, 9, 25), D(2026, 9, 25))]
    assert _spans("中秋晚会9月25日举行", SUMMER) == [("9月25日", D(2026, 9, 25), D(2026, 9, 25))]


@pytest.mark.parametrize("text, festival", [
    ("双十一预售开启", "双十一"),  # no other day
    ("春节前一天10点发车", None),  # 前: the festival's own time, joined or kept, never dropped as a name
])
def test_a_festival_alone_or_before_its_own_time_word_stays_zh(text: str, festival: str | None) -> None:
    got = [s[0] for s in _spans(text, SUMMER)]
    assert got, "the text has a time"
    if festival:
        assert festival in got
    else:
        assert any("春节" in g for g in got)
