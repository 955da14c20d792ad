"""Round 16 review (review16b) of time-en16's English rules: look-alikes near each new rule that gave a false or
cut span on main, each with a sibling the rule must still read. Rows here are from the FIT half of
tests/data/time_en_review16b.tsv or written apart; the held half is only scored (bench_time_core_en.py --review16bh)."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.time import variants_en
from groundwire.decide.timeframe import resolve

SAT_5_DEC_2026 = date(2026, 12, 5)
MON_10_MAR_2025 = date(2025, 3, 10)


def spans(text: str, today: date = SAT_5_DEC_2026) -> list[tuple[str, date, date]]:
    return [(s.text, s.start, s.end) for s in resolve(text, today).spans]


@pytest.mark.parametrize("text, want", [
    # a postposed "last" / "next" ends its phrase: a noun or a hyphen after it makes it that noun's adjective
    ("Friday last call is 2am", ("Friday", date(2026, 12, 11), date(2026, 12, 11))),
    ("Sunday last-minute deals on flights", ("Sunday", date(2026, 12, 6), date(2026, 12, 6))),
    ("Tuesday next-day delivery cut-off is noon", ("Tuesday", date(2026, 12, 8), date(2026, 12, 8))),
    ("Saturday last orders are at 11pm", ("Saturday", date(2026, 12, 5), date(2026, 12, 5))),
    ("Thursday next steps: ship it", ("Thursday", date(2026, 12, 10), date(2026, 12, 10))),
    # ... and still a formal "last" / "next" before the end, punctuation, a clock or a function word
    ("I wrote to you on Sunday last about the lease", ("Sunday last", date(2026, 11, 29), date(2026, 11, 29))),
    ("The parcel came Tuesday last.", ("Tuesday last", date(2026, 12, 1), date(2026, 12, 1))),
    ("Friday next, weather permitting", ("Friday next", date(2026, 12, 11), date(2026, 12, 11))),
    ("the meeting of Friday last at 3pm", ("Friday last at 3pm", date(2026, 12, 4), date(2026, 12, 4))),
    ("Rates were cut in March last", ("March last", date(2026, 3, 1), date(2026, 3, 31))),
    ("Sunday last we went to church", ("Sunday last", date(2026, 11, 29), date(2026, 11, 29))),
])
def test_postposed_last_next_ends_its_phrase(text, want):
    assert spans(text) == [want]


def test_no_span_starts_or_ends_inside_a_word():
    # "the Tuesday next after ...": a rewritten phrase must never leave a span cut mid-word ('ay next after ...')
    for text in ("Elections are held on the Tuesday next after the first Monday in November 2028",
                 "Stir-up Sunday is the Sunday next before Advent", "the Monday next following the hearing"):
        for found, _, _ in spans(text):
            i = text.index(found)
            assert not (i > 0 and text[i - 1].isalnum() and found[0].isalnum()), (text, found)
            j = i + len(found)
            assert not (j < len(text) and text[j].isalnum() and found[-1].isalnum()), (text, found)


@pytest.mark.parametrize("text", ["she landed her 3rd ult of the round", "his 2nd ult of the game missed",
                                  "their 5th prox. reading was high"])
def test_letter_abbreviation_after_a_possessive_is_a_count(text):
    assert spans(text) == []


@pytest.mark.parametrize("text, want", [
    ("your favour of the 28th ult. is received", ("the 28th ult.", date(2026, 11, 28), date(2026, 11, 28))),
    ("re your letter of 21st ult", ("21st ult", date(2026, 11, 21), date(2026, 11, 21))),
])
def test_letter_abbreviation_still_read(text, want):
    found = spans(text)
    assert len(found) == 1 and (found[0][0].rstrip("."), *found[0][1:]) == (want[0].rstrip("."), *want[1:])


def test_month_end_after_a_month_name_is_its_end():
    (found, start, end), = spans("March month-end payroll", MON_10_MAR_2025)
    assert found == "March month-end" and (start, end) == (date(2025, 3, 21), date(2025, 3, 31))
    (found, start, end), = spans("the June month end close", MON_10_MAR_2025)
    assert found == "June month end" and (start, end) == (date(2025, 6, 21), date(2025, 6, 30))


@pytest.mark.parametrize("text, want", [
    ("on thurday", date(2026, 12, 10)), ("see u tuesdy", date(2026, 12, 8)), ("wedsday 3pm", date(2026, 12, 9)),
])
def test_more_weekday_misspellings(text, want):
    (_, start, end), = spans(text)
    assert start == end == want


@pytest.mark.parametrize("text", ["the meaning of may", "Explain the epistemic sense of may", "the past tense of may",
                                  "two uses of may."])
def test_lower_case_may_after_of_needs_a_time_word_before_of(text):
    assert spans(text) == []


@pytest.mark.parametrize("text, want", [
    ("the last wk of may", (date(2026, 5, 25), date(2026, 5, 31))),
    ("the end of may", (date(2026, 5, 21), date(2026, 5, 31))),
    ("the first week of may 2027", (date(2027, 5, 3), date(2027, 5, 9))),
    ("the 5th of may", (date(2026, 5, 5), date(2026, 5, 5))),
    ("the month of may", (date(2026, 5, 1), date(2026, 5, 31))),
])
def test_lower_case_may_after_a_time_word_is_the_month(text, want):
    (_, start, end), = spans(text)
    assert (start, end) == want


def test_week_range_with_week_repeated_takes_the_year_for_both_ends():
    assert spans("week 10 to week 12 of 2029") == [("week 10 to week 12 of 2029", date(2029, 3, 5), date(2029, 3, 25))]
    assert spans("weeks 10 to week 12 of 2029") == [("weeks 10 to week 12 of 2029", date(2029, 3, 5),
                                                      date(2029, 3, 25))]


@pytest.mark.parametrize("text", ["within a week and a half", "in the past week and a half",
                                  "within a day and a half", "the next week and a half"])
def test_half_a_week_or_day_gives_no_window(text):
    assert spans(text) == []


def test_half_a_month_within():
    (_, start, end), = spans("within a month and a half")
    assert (start, end) == (date(2026, 12, 5), date(2027, 1, 19))  # a month and 15 days from today, today included


def test_rewrite_leaves_a_noun_after_last_alone():
    assert variants_en.rewrite("Saturday last orders")[1] is None
    assert variants_en.rewrite("Saturday last.")[0] == "last Saturday."


@pytest.mark.parametrize("text, want", [
    ("in June month", "June month"), ("October month on month growth was 2%", "October"),
    ("sales fell in July month-over-month", "July"),
])
def test_month_month_in_any_case_but_not_a_month_on_month_comparison(text, want):
    (found, start, _), = spans(text)
    assert found == want and start.day == 1
