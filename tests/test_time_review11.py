"""review11: a fresh reader's probes of round 11's English time rules (today injected). Each case was read wrongly
at 93feb0a; the look-alikes beside them keep what round 11 added."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.timeframe import resolve

TODAY = date(2026, 12, 5)


@pytest.mark.parametrize("text", [
    "between 1/2 and 3/4 cups of flour",  # fractions before a measure (the month/day pair, older than round 11)
    "from 1/4 to 13/4 inches",  # the day/month pair of round 11
    "between 1/3 and 15/4 of a mile",
])
def test_fractions_before_a_measure_are_no_range_of_dates(text: str) -> None:
    spans = resolve(text, today=TODAY).spans
    assert not any(" to " in s.text or " and " in s.text for s in spans), spans


@pytest.mark.parametrize("text, start, end", [
    ("Offer valid from 1/12 to 24/12.", date(2026, 12, 1), date(2026, 12, 24)),
    ("OOO between 12/21 and 12/24", date(2026, 12, 21), date(2026, 12, 24)),
])
def test_ranges_of_dates_still_read(text: str, start: date, end: date) -> None:
    spans = resolve(text, today=TODAY).spans
    assert [(s.start, s.end) for s in spans] == [(start, end)], spans


@pytest.mark.parametrize("text", [
    "la police tue un homme à Paris",  # French "kills"
    "fri frakt på alle ordrer",  # Scandinavian "free"
    "the thu family restaurant",  # a name, lower-cased
])
def test_a_lower_case_weekday_spelling_inside_other_words_is_no_weekday(text: str) -> None:
    assert resolve(text, today=TODAY).spans == (), resolve(text, today=TODAY).spans


@pytest.mark.parametrize("text, day", [
    ("wanna do fri instead?", date(2026, 12, 11)),
    ("can we move it to thu", date(2026, 12, 10)),
    ("tue works for me", date(2026, 12, 8)),
    ("fri night?", date(2026, 12, 11)),
])
def test_a_lower_case_weekday_spelling_in_chat_still_reads(text: str, day: date) -> None:
    spans = resolve(text, today=TODAY).spans
    assert spans and spans[0].start == day, spans


# review11: round 11 let a scheduled event's word (上映 / 举办 …) move a yearless month said in December to next
# year; a sentence reporting what the event did (票房破10亿, 吸引10万人次) looks back, even without 了
@pytest.mark.parametrize("text, year", [
    ("1月上映的电影票房破10亿", 2026),
    ("1月举办的展览吸引10万人次", 2026),
    ("2月开幕的冬奥会累计观众超过百万", 2026),
    ("1月上映的电影有哪些", 2027),  # still to come
    ("3月开学", 2027),
    ("预计3月上映，票房有望突破10亿", 2027),  # a forecast word keeps it ahead
])
def test_a_chinese_event_month_said_in_december_and_what_it_did(text: str, year: int) -> None:
    spans = resolve(text, today=TODAY).spans
    assert spans and spans[0].start.year == year, spans


class _WindowSpy:
    """A pattern that records how much text each ``search`` is given."""

    def __init__(self, pattern) -> None:  # noqa: ANN001 - a compiled or screened pattern
        self.pattern, self.windows = pattern, []

    def search(self, text: str, pos: int = 0, endpos: int | None = None):  # noqa: ANN201
        endpos = len(text) if endpos is None else endpos
        self.windows.append(endpos - pos)
        return self.pattern.search(text, pos, endpos)

    def __getattr__(self, name: str):  # noqa: ANN204
        return getattr(self.pattern, name)


def test_the_deadline_word_before_a_date_is_looked_for_near_it(monkeypatch: pytest.MonkeyPatch) -> None:
    # review11 (older than round 11): "by / until ..." before each yearless date was searched from the text's start,
    # so 20 kB of "from 1/12 to " took a second and grew with the square of the length
    from groundwire.decide.time import rules_en

    spy = _WindowSpy(rules_en._DEADLINE_BEFORE)
    monkeypatch.setattr(rules_en, "_DEADLINE_BEFORE", spy)
    monkeypatch.setattr(rules_en, "DEADLINE_BEFORE", spy)
    resolve("from 1/12 to " * 400 + "pay it by March 3", today=TODAY)
    assert spy.windows and max(spy.windows) <= rules_en.DEADLINE_REACH, max(spy.windows)
    spans = resolve("Please pay it by March 3.", today=TODAY).spans
    assert spans and spans[-1].end == date(2027, 3, 3), spans  # still the next March 3
