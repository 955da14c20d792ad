"""Round 6's English sentences (tests/data/time_en_blind3.tsv and its second and third waves: the time expression inside a sentence, distractors
beside it): each sentence gives exactly its one span, with the expected text (one meaningless leading preposition
aside) and dates, or no span at all; the rewrite names no year twice. Plus the round-6 conventions one by one."""

from __future__ import annotations

import re
from datetime import date as D
from pathlib import Path

import pytest

from groundwire.decide.timeframe import resolve

DATA = Path(__file__).parent / "data"
TODAYS = {"T": D(2026, 12, 1), "L": D(2024, 2, 29), "S": D(2025, 8, 31), "Y": D(2026, 12, 31), "W": D(2027, 1, 1),
          "M": D(2025, 3, 10),
          "R": D(2016, 11, 7), "N": D(2021, 1, 3), "F": D(2021, 2, 28),  # R, N, F: round 8
          "P": D(2032, 2, 29), "D": D(2020, 12, 31), "J": D(2026, 6, 14),  # P, D, J: round 9
          "Q": D(2027, 3, 31), "E": D(2028, 12, 31), "B": D(2028, 2, 29), "G": D(2025, 11, 30),
          "A": D(2026, 12, 5), "H": D(2027, 2, 28), "K": D(2026, 10, 31),  # Q, E, B, G: round 10; A, H, K: round 11
          "U": D(2025, 12, 31)}  # U: round 12
TUE, MON, FRI = TODAYS["T"], TODAYS["M"], TODAYS["W"]
_EDGE = " ,.?!"
_LEAD = re.compile(r"^(?:in|on|at|during|for|from|of|over|as of)\s+", re.IGNORECASE)


def _rows(name: str) -> list[tuple[str, D, str, D | None, D | None, str | None]]:
    out = []
    for line in (DATA / name).read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            family, today, text, start, end, span, *_comment = line.split("\t")  # round 9: a comment may follow
            out.append((family, TODAYS[today], text, None if start == "-" else D.fromisoformat(start),
                        None if end == "-" else D.fromisoformat(end), None if span == "-" else span))
    return out


def xfail_table(names: list[str], still_missed: dict[str, str]) -> list:
    """The rows of the named tables, those whose text is in ``still_missed`` as strict xfails with its reason."""
    rows = [r for n in names for r in _rows(n)]
    return [pytest.param(*r, marks=pytest.mark.xfail(strict=True, reason=still_missed[r[2]]))
            if r[2] in still_missed else r for r in rows]


ROWS = _rows("time_en_blind3.tsv") + _rows("time_en_blind3_wave2.tsv") + _rows("time_en_blind3_wave3.tsv")


def _same(found: str, expected: str) -> bool:
    a, b = found.strip(_EDGE).lower(), expected.strip(_EDGE).lower()
    return a == b or _LEAD.sub("", a) == b or a == _LEAD.sub("", b)


def test_the_sentence_table_is_large_and_covers_the_core_families() -> None:
    assert len(ROWS) >= 150
    assert {"range", "composition", "numeric", "part", "window", "impossible"} <= {r[0] for r in ROWS}
    assert sum(len(r[2].split()) >= 4 for r in ROWS) >= 0.9 * len(ROWS)  # sentences, not bare phrases


@pytest.mark.parametrize("family, today, text, start, end, span", ROWS, ids=[f"{r[0]}:{r[2]}@{r[1]}" for r in ROWS])
def test_sentence_row(family: str, today: D, text: str, start: D | None, end: D | None, span: str | None) -> None:
    check_row(today, text, start, end, span)


def check_row(today: D, text: str, start: D | None, end: D | None, span: str | None) -> None:
    """One sentence gives exactly its one span (text and dates), or none; the rewrite names no year twice."""
    g = resolve(text, today)
    if start is None:
        assert g.spans == ()
        return
    assert len(g.spans) == 1, g.spans
    s = g.spans[0]
    assert (s.start, s.end) == (start, end)
    assert _same(s.text, span), (s.text, span)
    assert not re.search(r"\b((?:19|20)\d{2})\b[ ,]+\1\b", g.rewritten), g.rewritten


@pytest.mark.parametrize("text, today, start, end", [
    ("The company said on Monday that it would cut jobs.", TUE, D(2026, 11, 30), D(2026, 11, 30)),
    ("What happened on Friday?", TUE, D(2026, 11, 27), D(2026, 11, 27)),
    ("The match was played on Sunday.", TUE, D(2026, 11, 29), D(2026, 11, 29)),
    ("She said Tuesday was fine.", TUE, TUE, TUE),  # today is Tuesday: today, not a week ago
    ("The store said it will open on Monday.", TUE, D(2026, 12, 7), D(2026, 12, 7)),  # looks ahead again
    ("The meeting was moved to Friday.", TUE, D(2026, 12, 4), D(2026, 12, 4)),
    ("Book a table for Saturday.", TUE, D(2026, 12, 5), D(2026, 12, 5)),
    ("The ceasefire began on Sunday.", TUE, D(2026, 11, 29), D(2026, 11, 29)),
    ("The store is closed on Monday.", TUE, D(2026, 12, 7), D(2026, 12, 7)),  # a passive tells no past
    ("The concert will be held on Friday.", TUE, D(2026, 12, 4), D(2026, 12, 4)),
])
def test_a_bare_weekday_told_as_past_news_is_the_latest_one(text: str, today: D, start: D, end: D) -> None:
    (s,) = resolve(text, today).spans
    assert (s.start, s.end) == (start, end)


@pytest.mark.parametrize("text, today, start, end, rewritten", [
    ("What are you doing over Christmas?", TUE, D(2026, 12, 24), D(2026, 12, 26),
     "What are you doing over Christmas 2026?"),
    ("What did you do over Christmas?", FRI, D(2026, 12, 24), D(2026, 12, 26), None),  # the latest one
    ("Are you travelling over Christmas?", FRI, D(2027, 12, 24), D(2027, 12, 26), None),  # the next one
    ("closed over Easter", MON, D(2025, 4, 18), D(2025, 4, 21), "closed over Easter 2025"),
    ("over Thanksgiving 2025", TUE, D(2025, 11, 27), D(2025, 11, 30), None),
    ("plans over the New Year", TUE, D(2026, 12, 31), D(2027, 1, 1), "plans over the New Year 2027"),
])
def test_over_a_holiday_is_its_break(text: str, today: D, start: D, end: D, rewritten: str | None) -> None:
    g = resolve(text, today)
    (s,) = g.spans
    assert (s.start, s.end) == (start, end)
    assert s.text.lower().startswith("over ")
    if rewritten:
        assert g.rewritten == rewritten


def test_over_as_about_a_thing_keeps_the_one_day() -> None:
    (s,) = resolve("a fight over Christmas decorations", TUE).spans
    assert (s.text, s.start, s.end) == ("Christmas", D(2026, 12, 25), D(2026, 12, 25))


@pytest.mark.parametrize("text, today, start, end", [
    ("The company had to repay the loan by March.", TUE, D(2026, 3, 1), D(2026, 3, 31)),
    ("They promised to finish it by June.", MON, D(2024, 6, 1), D(2024, 6, 30)),
    ("We need it by March.", TUE, TUE, D(2027, 3, 31)),  # still ahead: today to the next March's end
])
def test_a_deadline_told_in_the_past_is_the_latest_such_month(text: str, today: D, start: D, end: D) -> None:
    g = resolve(text, today)
    (s,) = g.spans
    assert (s.start, s.end) == (start, end)
    assert g.rewritten.endswith(".")  # the full stop stays outside the span


@pytest.mark.parametrize("text, rewritten", [
    ("tomorrow, December 2", "December 2, 2026"),
    ("Meet me tomorrow (Dec 2)", "Meet me on December 2, 2026"),
    ("from May to July next year", "from May to July 2027"),
    ("March 5-8 next year", "March 5-8, 2027"),
    ("the end of April next year", "the end of April 2027"),
    ("What happened on this day in 1969?", "What happened on December 1, 1969?"),
])
def test_round_6_rewrites_name_each_date_once(text: str, rewritten: str) -> None:
    g = resolve(text, TUE)
    assert len(g.spans) == 1, g.spans
    assert g.rewritten == rewritten


@pytest.mark.parametrize("text", [
    "Next day delivery is free on orders over $50.", "next-day shipping", "The 2nd to 5th amendments were debated.",
    "the 1st and 2nd floors", "Returns are accepted within 30 days of purchase.", "Schedule it for the 32nd of March.",
    "Order #20261201 shipped", "add 1/2 to 3/4 cup", "two goals in the first half of the game",
])
def test_no_span(text: str) -> None:
    assert resolve(text, TUE).spans == ()


@pytest.mark.parametrize("text, today, start, end", [
    ("What did Congress pass on December 18?", FRI, D(2026, 12, 18), D(2026, 12, 18)),  # asked on Jan 1, 2027
    ("The store opened in June.", MON, D(2024, 6, 1), D(2024, 6, 30)),
    ("The store will open in June.", MON, D(2025, 6, 1), D(2025, 6, 30)),  # ahead: this year's
    ("The meeting was moved to May 5.", MON, D(2025, 5, 5), D(2025, 5, 5)),  # moved *to*: ahead
    ("What happened on March 3?", MON, D(2025, 3, 3), D(2025, 3, 3)),  # already past this year: unchanged
])
def test_a_yearless_date_ahead_told_in_the_past_is_last_years(text: str, today: D, start: D, end: D) -> None:
    (s,) = resolve(text, today).spans
    assert (s.start, s.end) == (start, end)


@pytest.mark.parametrize("text, start, end", [
    ("Thanksgiving in 3 years", D(2029, 11, 22), D(2029, 11, 22)),
    ("Christmas two years ago", D(2024, 12, 25), D(2024, 12, 25)),
    ("Christmas in 3 weeks", D(2026, 12, 25), D(2026, 12, 25)),
    ("March in a year", D(2027, 3, 1), D(2027, 3, 31)),
])
def test_a_holiday_or_month_seen_from_another_day(text: str, start: D, end: D) -> None:
    (s,) = resolve(text, TUE).spans
    assert (s.text, s.start, s.end) == (text, start, end)


def test_a_weekday_in_n_weeks_is_that_weekday_of_the_week_n_weeks_on() -> None:
    spans = resolve("Monday in 2 weeks", TUE).spans  # round 7 settles it: the Monday of the week two weeks on
    assert [(s.text, s.start) for s in spans] == [("Monday in 2 weeks", D(2026, 12, 14))]


@pytest.mark.parametrize("text, today, start, end", [
    ("Offer valid till 15 January.", TUE, TUE, D(2027, 1, 15)),  # a yearless deadline day still ahead: the next
    ("until Jan 15th", TUE, TUE, D(2027, 1, 15)),
    ("by March 3", MON, MON, D(2026, 3, 3)),  # March 3 has passed this year
    ("They had to pay until January 15.", TUE, D(2026, 1, 15), D(2026, 1, 15)),  # told in the past
    ("I'll be out the second half of next month.", MON, D(2025, 4, 16), D(2025, 4, 30)),
    ("the first half of this month", TUE, TUE, D(2026, 12, 15)),
    ("I'll be out in the first half of the month", TUE, TUE, D(2026, 12, 15)),  # was H1 of the year + "the month"
])
def test_round_6_deadlines_and_month_halves(text: str, today: D, start: D, end: D) -> None:
    (s,) = resolve(text, today).spans
    assert (s.start, s.end) == (start, end)


# From the round-6 review: a participle after is/has/will tells no past, so the deadline is still ahead; a birthday
# is no past news; a release number is no month.
@pytest.mark.parametrize("text, start, end", [
    ("The bridge is expected to open by March", "2026-12-01", "2027-03-31"),
    ("The government has pledged to cut emissions by March", "2026-12-01", "2027-03-31"),
    ("Shipping is expected by January 15", "2026-12-01", "2027-01-15"),
    ("The bridge was expected to open by March", "2026-03-01", "2026-03-31"),
    ("Who was born on December 18?", "2026-12-18", "2026-12-18"),
])
def test_review_deadlines_and_birthdays(text: str, start: str, end: str) -> None:
    spans = resolve(text, D(2026, 12, 1)).spans
    assert [(str(s.start), str(s.end)) for s in spans] == [(start, end)], text


@pytest.mark.parametrize("text", ["Upgrade to version 2019.3.", "Install release 2020.1 first", "build 2021.4 crashed"])
def test_review_release_numbers_are_no_month(text: str) -> None:
    assert resolve(text, D(2026, 12, 1)).spans == (), text
