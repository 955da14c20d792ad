"""Relative time expressions without a rule-made wording are still spelled in absolute words in ``rewritten``."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.time.render import absolute_words
from groundwire.decide.timeframe import resolve

TODAY = date(2026, 12, 1)  # a Tuesday


@pytest.mark.parametrize(("text", "rewritten"), [
    ("from 3 to 19 next month", "from 3 to 19 January 2027"),  # the month word named, the rest kept
    ("between 1 and 3 May", "between 1 and 3 May 2026"),  # a yearless range takes its year, wording kept
    ("the end of Q3", "the end of Q3 2026"),
    ("Late Nov", "Late Nov 2026"),
    ("so far this month", "so far in December 2026"),
    ("the first week of January 2026", "the first week of January 2026"),  # absolute already: kept
    ("three days after Easter next year", "March 31, 2027"),  # the year qualifier is part of the one span
    ("early this month", "early December 2026"),
    ("early next month", "early January 2027"),
    ("events in the 80s", "events in the 1980s"),
    ("the second week of next month", "the second week of January 2027"),
    ("later this year", "later in 2026"),
    ("the last week of this year", "the last week of 2026"),  # the range runs into 2027: its start's year
    ("till the end of the month", "till December 31, 2026"),  # a deadline names its last day
    ("tomorrow's weather", "December 2, 2026 weather"),
    ("Book a table for next week Monday at 7pm", "Book a table for December 7, 2026 at 7pm"),
    ("meet me at 5pm tomorrow", "meet me on December 2, 2026 at 5pm"),
    ("what did the Fed decide 2 weeks ago?", "what did the Fed decide on November 17, 2026?"),
    ("What is tomorrow's weather", "What is December 2, 2026 weather"),
    ("Who hosted the Oscars 3 years ago?", "Who hosted the Oscars 2023?"),
    ("Who is currently the CEO?", "Who is currently the CEO?"),  # the present is kept as written
    ("明年初的发布会", "2027年初的发布会"),
    ("early next year", "early 2027"),
    ("end of next year", "end of 2027"),
    ("上个月15号到20号", "2026年11月15日至11月20日"),
    ("May", "May 2026"),
])
def test_relative_spans_are_rewritten_in_absolute_words(text: str, rewritten: str) -> None:
    assert resolve(text, TODAY).rewritten == rewritten


@pytest.mark.parametrize("text", ["next week", "上周的新闻", "past 3 days", "前两天", "这周末天气"])
def test_bare_week_words_and_windows_stay_as_written(text: str) -> None:
    grounding = resolve(text, TODAY)
    assert grounding.spans, "the expression is still resolved to dates"
    assert grounding.rewritten == text


@pytest.mark.parametrize(("start", "end", "text", "words"), [
    (date(2027, 1, 1), date(2027, 12, 31), "next year", "2027"),
    (date(2026, 7, 1), date(2026, 9, 30), "last quarter", "Q3 2026"),
    (date(2026, 7, 1), date(2026, 9, 30), "上季度", "2026年第三季度"),
    (date(2027, 1, 1), date(2027, 6, 30), "first half of next year", "first half of 2027"),
    (date(2024, 2, 29), date(2024, 2, 29), "that day", "February 29, 2024"),
    (date(2026, 12, 28), date(2027, 1, 3), "第52周 2", "2026年12月28日至2027年1月3日"),
    (date(2026, 12, 28), date(2027, 1, 3), "week 53 of 2026", "December 28, 2026 to January 3, 2027"),
])
def test_absolute_words_from_the_range(start: date, end: date, text: str, words: str) -> None:
    assert absolute_words(start, end, text, TODAY) == words


def test_a_date_pair_keeps_its_frame_word() -> None:
    assert absolute_words(date(2026, 3, 3), date(2026, 3, 5), "from the 3rd to the 5th", TODAY) == \
        "from March 3 to March 5, 2026"
    assert absolute_words(date(2026, 3, 3), date(2026, 3, 5), "between the 3rd and the 5th", TODAY) == \
        "between March 3 and March 5, 2026"


def test_a_window_is_never_a_date_pair() -> None:
    assert absolute_words(date(2026, 11, 29), date(2026, 12, 1), "past 3 days", TODAY, "window") is None
    assert absolute_words(date(2026, 11, 29), date(2026, 12, 1), "past 3 days", TODAY) is not None
