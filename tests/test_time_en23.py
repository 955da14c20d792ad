"""Round 23 (time-en23): tests/data/time_en_wave23.tsv, a wave of compositions (an operator over any anchor) and the
core families in voices no table used (contracts, shipping estimates, fixtures, school newsletters, medical letters,
government notices, tweets, subtitles; look-alikes). Its fit half backs a parametrized test (its held half is only
scored, by bench_time_core_en.py --wave23h). Each of the round's fixes is checked below in wordings of our own, not
the rows that showed the miss, with neighbours that must keep their reading."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from groundwire.decide.time import anchored_en, chat_en
from time_tables import check_row_loosely, coded_fit_params, one_span, span_triples


class _CountingText(str):
    """A text that counts the whole-text copies made of it (strip / lower)."""

    copies = 0

    def strip(self, *args):  # type: ignore[override]
        type(self).copies += 1
        return str.strip(self, *args)

    def lower(self):  # type: ignore[override]
        type(self).copies += 1
        return str.lower(self)


@pytest.mark.parametrize("word", ["wed ", "Wed ", "wed at 3 ", "sat. "])
def test_chat_expand_copies_the_text_a_fixed_number_of_times(word: str) -> None:
    """resolve("wed " * 5000) had stripped (and, before an hour, lower-cased) the whole text once per word: the work
    grew with the square of its length. The copies made of the whole text no longer grow with its words."""
    counts = []
    for n in (20, 200):
        _CountingText.copies = 0
        chat_en.expand(_CountingText(word * n))
        counts.append(_CountingText.copies)
    assert counts[0] == counts[1] <= 2, counts


_TABLE = Path(__file__).parent / "data" / "time_en_wave23.tsv"
_TODAYS = {"T": date(2026, 12, 1), "A": date(2026, 12, 5), "Y": date(2026, 12, 31), "W": date(2027, 1, 1),
           "L": date(2024, 2, 29), "S": date(2025, 8, 31), "M": date(2025, 3, 10), "N": date(2021, 1, 3),
           "G": date(2025, 11, 30), "Q": date(2027, 3, 31), "J": date(2026, 6, 14), "K": date(2026, 10, 31),
           "Z": date(2026, 9, 30), "H": date(2027, 2, 28), "U": date(2025, 12, 31), "B": date(2028, 2, 29)}
# fit rows still missed after this round's rules, each with why (strict: a fix must remove its entry)
_KNOWN_MISSES: dict[str, str] = {
    "Review in clinic three months after 01/12/2026": "a slashed date with no other sign reads month/day (US)",
    "Ballots must be returned by the day after Election Day 2028.": "US Election Day is no holiday we know",
    "Leave requests for 21/12/2026 to 04/01/2027 must be in by Friday.": "the row holds two expressions (table)",
    "No school Monday 1/18 (MLK Day)": "span: the bracketed holiday restating the day goes with it (glosses_en)",
    "SIX MONTHS LATER": "'N units later' with no anchor counts from today",
    "15 janv. 2027": "the year is read beside a French month",
    "The Day After Tomorrow (2004)": "a film's title in capitals is read",
    "Twelfth Night at the Globe": "a play's title is a holiday's name",
}


@pytest.mark.parametrize("today, text, start, end, span", coded_fit_params(_TABLE, _TODAYS, _KNOWN_MISSES))
def test_wave23_fit_half(today: date, text: str, start: date | None, end: date | None, span: str) -> None:
    check_row_loosely(today, text, start, end, span)


_T = date(2026, 12, 1)  # a Tuesday


@pytest.mark.parametrize("text, start, end, span", [
    # an event's noun between the operator and its dated anchor
    ("Come back 3 weeks after your scan on 5 January 2027.", date(2027, 1, 26), None,
     "3 weeks after your scan on 5 January 2027"),
    ("Refunds go out 10 days after the cancellation date of Jan 3, 2027", date(2027, 1, 13), None,
     "10 days after the cancellation date of Jan 3, 2027"),
    ("Voting closes 4 weeks after the launch (Feb 2, 2027).", date(2027, 3, 2), None,
     "4 weeks after the launch (Feb 2, 2027)"),
    ("Check-in closes 2 days before your flight on 7 December.", date(2026, 12, 5), None,
     "2 days before your flight on 7 December"),
    # direction words, "the eve of", a short weekday that is also a word
    ("ten days following Christmas", date(2027, 1, 4), None, "ten days following Christmas"),
    ("the day preceding New Year's Eve", date(2026, 12, 30), None, "the day preceding New Year's Eve"),
    ("the Friday prior to Easter 2027", date(2027, 3, 26), None, "the Friday prior to Easter 2027"),
    ("two days ahead of Christmas", date(2026, 12, 23), None, "two days ahead of Christmas"),
    ("the eve of Christmas", date(2026, 12, 24), None, "the eve of Christmas"),
    ("see u the sun after xmas", date(2026, 12, 27), None, "the sun after xmas"),
    ("the fortnight before Christmas", date(2026, 12, 11), date(2026, 12, 24), "the fortnight before Christmas"),
    # arithmetic, two ordinals of one unit, a month from a month
    ("Jan 10 2027 plus 3 weeks", date(2027, 1, 31), None, "Jan 10 2027 plus 3 weeks"),
    ("12 March 2027 + 5 days", date(2027, 3, 17), None, "12 March 2027 + 5 days"),
    ("the first and second weekends of March 2027", date(2027, 3, 6), date(2027, 3, 14),
     "the first and second weekends of March 2027"),
    ("from the 1st to the 2nd week of next month", date(2027, 1, 4), date(2027, 1, 17),
     "from the 1st to the 2nd week of next month"),
    ("the month before June 2027", date(2027, 5, 1), date(2027, 5, 31), "the month before June 2027"),
    ("the first day of the third month after October 2026", date(2027, 1, 1), None,
     "the first day of the third month after October 2026"),
    ("the last day of next February", date(2027, 2, 28), None, "the last day of next February"),
    # business days and count ranges from an anchor
    ("3 working days before Jan 6, 2027", date(2027, 1, 1), None, "3 working days before Jan 6, 2027"),
    ("the second business day after Christmas", date(2026, 12, 29), None, "the second business day after Christmas"),
    ("the first weekday after Boxing Day", date(2026, 12, 28), None, "the first weekday after Boxing Day"),
    ("Expect it 5-7 business days after Dec 14", date(2026, 12, 21), date(2026, 12, 23),
     "5-7 business days after Dec 14"),
    ("lands 1 to 3 days after Dec 28", date(2026, 12, 29), date(2026, 12, 31), "1 to 3 days after Dec 28"),
    # a short stretch as the anchor
    ("the day after the weekend of Dec 12", date(2026, 12, 14), None, "the day after the weekend of Dec 12"),
    ("3 days after Dec 20-22", date(2026, 12, 25), None, "3 days after Dec 20-22"),
    ("the Monday before the week of Dec 14", date(2026, 12, 7), None, "the Monday before the week of Dec 14"),
    # the week ending a weekday or a date looks ahead unless its sentence looks back
    ("Please approve hours for the week ending Sunday.", date(2026, 11, 30), date(2026, 12, 6),
     "the week ending Sunday"),
    ("for the week ending 11 December", date(2026, 12, 5), date(2026, 12, 11), "the week ending 11 December"),
    # an anchor's year in a sentence that looks ahead
    ("The replay is a week after Feb 2.", date(2027, 2, 9), None, "a week after Feb 2"),
    ("We reopen 3 days before March 2.", date(2027, 2, 27), None, "3 days before March 2"),
])
def test_round23_fixes_in_other_wordings(text: str, start: date, end: date | None, span: str) -> None:
    found, s, e = one_span(text, _T)
    assert (found.strip(" .,"), s, e) == (span, start, end or start)


@pytest.mark.parametrize("text, today, want", [
    # neighbours that keep their reading (no span, or the old one)
    ("2 days after surgery you can shower", _T, []),
    ("three days after she left, the letter came", _T, []),
    ("a week after the wedding we split up", _T, []),
    ("the first day of the month following its execution", _T, []),
    ("the sun before noon", _T, []),
    ("Online check-in opens 24 hours before your flight on 7 December.", _T,
     [("7 December", date(2026, 12, 7), date(2026, 12, 7))]),  # hours count from the event's unknown hour
    ("Jobless claims rose in the week ending Friday.", _T,
     [("the week ending Friday", date(2026, 11, 21), date(2026, 11, 27))]),
    ("Sales fell in the week ended Dec 4", _T, [("the week ended Dec 4", date(2025, 11, 28), date(2025, 12, 4))]),
    ("a week after Jan 20", _T, [("a week after Jan 20", date(2026, 1, 27), date(2026, 1, 27))]),  # bare: this year
    ("Sales fell a week after Jan 20.", _T, [("a week after Jan 20", date(2026, 1, 27), date(2026, 1, 27))]),
])
def test_round23_neighbours_keep_their_reading(text: str, today: date, want: list) -> None:
    assert span_triples(text, today.isoformat()) == [(t, str(a), str(b)) for t, a, b in want]


@pytest.mark.parametrize("text", ["following " * 4000, "the sat after " * 1500, "Dec 14 plus " * 1700,
                                  "3 days after the " * 1200, "the second and third " * 1000, "after " * 4000,
                                  "days following " * 1400, "a" * 20000, " " * 20000, "\n" * 20000])
def test_round23_rewrites_and_gaps_stay_linear_on_long_input(text: str) -> None:
    """Structural: the new patterns hold no nested unbounded quantifier; each runs over 20,000 characters of its own
    words (checked by hand under 0.1 s), and here at least returns."""
    assert anchored_en.rewrite(text)[0]
    assert anchored_en.event_anchor_at(text, 0) is None or anchored_en.event_anchor_at(text, 0) >= 0


@pytest.mark.parametrize("text, start, end, span", [
    # a yearless return before its departure is the next year's; "reopening" is a return leg
    ("Shop closed 23 Dec, back 5 Jan", date(2026, 12, 23), date(2027, 1, 5), "23 Dec, back 5 Jan"),
    ("Departing 22/12, returning 04/01", date(2026, 12, 22), date(2027, 1, 4), "Departing 22/12, returning 04/01"),
    ("Library shut 21 Dec, reopens 6 Jan", date(2026, 12, 21), date(2027, 1, 6), "21 Dec, reopens 6 Jan"),
    # a weekday written beside a date within two weeks of today is a slip, not another year
    ("Wed 1 Dec to Fri 3 Dec", date(2026, 12, 1), date(2026, 12, 3), "Wed 1 Dec to Fri 3 Dec"),
    ("Mon, Dec 7", date(2026, 12, 7), date(2026, 12, 7), "Mon, Dec 7"),
])
def test_round23_stays_and_slips(text: str, start: date, end: date, span: str) -> None:
    assert one_span(text, _T) == (span, start, end)


@pytest.mark.parametrize("text, start, end", [
    ("Sat 2nd to Mon 4th January", date(2027, 1, 2), date(2027, 1, 4)),  # a month away: the weekday tells the year
    ("Jul 18, Fri", date(2025, 7, 18), date(2025, 7, 18)),
])
def test_round23_weekday_still_tells_a_far_year(text: str, start: date, end: date) -> None:
    assert one_span(text, _T)[1:] == (start, end)


@pytest.mark.parametrize("text, start", [
    ("second tuesday march 2027", date(2027, 3, 9)),
    ("the last Friday November", date(2026, 11, 27)),
    ("third wednesday january 2027 meetup", date(2027, 1, 20)),
])
def test_round23_nth_weekday_without_of(text: str, start: date) -> None:
    assert one_span(text, _T)[1:] == (start, start)


def test_round23_nth_weekday_before_a_date_stays_two() -> None:
    assert [s[0] for s in span_triples("We met last Monday March 3rd", "2026-12-01")] == ["last Monday", "March 3rd"]


@pytest.mark.parametrize("text, start, end", [
    ("3–5 Jan ’27", date(2027, 1, 3), date(2027, 1, 5)),  # an apostrophe year ending a day range
    ("8-10 Feb '28 offsite", date(2028, 2, 8), date(2028, 2, 10)),
    ("the 1st 6 months of 2027", date(2027, 1, 1), date(2027, 6, 30)),  # a digit ordinal before a count
    ("Sales W05 2027", date(2027, 2, 1), date(2027, 2, 7)),  # a report header's ISO week
    ("between the second and the ninth", date(2026, 12, 2), date(2026, 12, 9)),  # days in words in a range frame
    ("from the fourth till the tenth", date(2026, 12, 4), date(2026, 12, 10)),
])
def test_round23_written_forms(text: str, start: date, end: date) -> None:
    assert one_span(text, _T)[1:] == (start, end)


@pytest.mark.parametrize("text", ["between the first and second place", "from the first to the second round of talks",
                                  "the W3C spec 2026", "rated 4/5 '27 times"])
def test_round23_written_forms_look_alikes(text: str) -> None:
    assert all("first" not in s[0] and "W3C" not in s[0] for s in span_triples(text, "2026-12-01"))
