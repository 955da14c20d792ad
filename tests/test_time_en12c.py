"""Round 12c: English gaps named by the second held wave's misses (tests/data/time_en_blind9_held2.tsv, its rows tuned
on from now), each a general rule with rows of its own here, in other words than the table's: a clock with a time
zone before a day goes with the day ("9am PT on Thursday"); "AoE" (anywhere on earth) is a zone after a clock; a
state word before "now" ("is out now", "are live now") tells a change of state, as "is now live" does, and so does
"is now GA"; "overnight" before a day goes with it; "the weekend of" before a Saturday-Sunday date range goes with
it; the chat weekdays that are also English words ("sat", "sun", "wed", "mon") before a part of the day, before "at"
and an hour in a lower-case message, or after "how about" / "what about" ending the phrase; "last <weekday> in <a
place>"; a bare month/day after a word that logs or schedules an event; a bare "the Nth" told in the past; the dots
of "a.m." end no clause; "the <Month> of <a name>" is a name; a dotted year.month after a release word is a version;
a capitalised time name before "Part N" is a title. Every case was written before its rule and failed on main's rules."""

from __future__ import annotations

from datetime import date as D

import pytest

from groundwire.decide.timeframe import resolve

TUE = D(2026, 12, 1)
SAT = D(2026, 12, 5)


def _spans(text: str, today: D = TUE) -> list[tuple[str, D, D]]:
    return [(s.text, s.start, s.end) for s in resolve(text, today).spans]


# a clock, a clock range or a zone-marked clock before a day is part of that day's span, zone and all (catches: the
# zone cut the clock off, so the span began at the day)
@pytest.mark.parametrize("text, span, day", [
    ("The call is at 9am PT on Thursday.", "9am PT on Thursday", D(2026, 12, 3)),
    ("Maintenance from 1am to 4am UTC on Sunday.", "from 1am to 4am UTC on Sunday", D(2026, 12, 6)),
    ("Kickoff 8:15pm ET Monday", "8:15pm ET Monday", D(2026, 12, 7)),
    ("Doors open at 7pm GMT on New Year's Eve.", "7pm GMT on New Year's Eve", D(2026, 12, 31)),
    ("The patch lands at 10:00 CET the day after tomorrow.", "10:00 CET the day after tomorrow", D(2026, 12, 3)),
])
def test_a_zoned_clock_before_a_day_goes_with_it(text: str, span: str, day: D) -> None:
    (got,) = _spans(text)
    assert (got[0].removeprefix("at ").removeprefix("At "), got[1], got[2]) == (span.removeprefix("at "), day, day)


def test_a_zoned_clock_with_no_day_still_names_none() -> None:
    assert _spans("The stream starts at 8pm ET.") == []


# "AoE" (anywhere on earth, the deadline zone of calls for papers) is a zone after a clock (catches: the span stopped
# at the clock); alone it is no time
@pytest.mark.parametrize("text, span, day", [
    ("Submissions close 3 March 2027, 11:59pm AoE.", "3 March 2027, 11:59pm AoE", D(2027, 3, 3)),
    ("Reviews are due Friday 23:59 AoE", "Friday 23:59 AoE", D(2026, 12, 4)),
])
def test_aoe_is_a_zone_after_a_clock(text: str, span: str, day: D) -> None:
    assert _spans(text) == [(span, day, day)]


def test_aoe_alone_is_no_time() -> None:
    assert _spans("AoE means anywhere on earth.") == []


# a state word between a copula and "now" ("is out now", "are live now", "is available now") announces a change of
# state, as "is now live" does; "is now GA" (generally available) too (catches: "now" read as today); a question that
# asks about the present keeps "now"
@pytest.mark.parametrize("text", ["The new album is out now.", "Tickets are live now!", "The update is available now.",
                                  "Version 5 is now GA for all customers."])
def test_a_state_around_now_is_no_time(text: str) -> None:
    assert _spans(text) == []


@pytest.mark.parametrize("text", ["Is the pharmacy open now?", "Who is in charge now?"])
def test_now_in_a_question_about_the_present_is_still_today(text: str) -> None:
    assert [t for t, _, _ in _spans(text)] == ["now"]


def test_a_state_around_now_keeps_the_other_time_of_the_sentence() -> None:
    assert _spans("The remaster is out now, announced last Friday.") == [("last Friday", D(2026, 11, 27),
                                                                           D(2026, 11, 27))]


# "overnight" right before a day is that day's night and part of its span (catches: the span began at the day)
@pytest.mark.parametrize("text, span, day", [
    ("Heavy rain is expected overnight Thursday.", "overnight Thursday", D(2026, 12, 3)),
    ("Roads may ice over overnight tonight.", "overnight tonight", TUE),
])
def test_overnight_before_a_day_goes_with_it(text: str, span: str, day: D) -> None:
    assert _spans(text) == [(span, day, day)]


# "the weekend of" before a Saturday-Sunday date range is part of the span (catches: the span began at the dates);
# before a range that is no weekend the words are left out
@pytest.mark.parametrize("text, span, start", [
    ("The fair is on the weekend of January 9-10.", "the weekend of January 9-10", D(2027, 1, 9)),
    ("We're away the weekend of 19–20 December.", "the weekend of 19–20 December", D(2026, 12, 19)),
])
def test_the_weekend_of_a_two_day_range(text: str, span: str, start: D) -> None:
    ((got, s, e),) = _spans(text)  # (the span may keep the sentence's full stop: edge punctuation is no matter)
    assert (got.rstrip("."), s, e) == (span, start, D(start.year, start.month, start.day + 1))


# the chat weekdays that are English words too: before a part of the day, before "at" and an hour in a lower-case
# message, or after "how about" / "what about" ending the phrase (catches: left as words); the words stay words
# elsewhere
@pytest.mark.parametrize("text, span, day", [
    ("u around sun morning?", "sun morning", D(2026, 12, 6)),
    ("free mon evening?", "mon evening", D(2026, 12, 7)),
    ("lunch wed at 1?", "wed at 1", D(2026, 12, 9)),
    ("ok what about wed?", "wed", D(2026, 12, 9)),
    ("how about mon?", "mon", D(2026, 12, 7)),
])
def test_chat_weekdays_that_are_words(text: str, span: str, day: D) -> None:
    assert _spans(text, SAT) == [(span, day, day)]


@pytest.mark.parametrize("text", ["She sat night after night by the window.", "The cat sat at 11 on the mat.",
                                  "what about sun damage?", "We sat in the sun at noon."])
def test_the_same_words_stay_words(text: str) -> None:
    assert _spans(text, SAT) == []


def test_the_weekend_of_a_range_that_is_no_weekend_leaves_the_words_out() -> None:
    assert [t for t, _, _ in _spans("the weekend of January 7-8")] == ["January 7-8"]  # a Thursday and a Friday


def test_a_word_like_weekday_opening_a_message_before_an_hour_stays_a_word() -> None:
    assert _spans("sun at 11?", SAT) == []  # round 10's look-alike "sat at 10am?": the verb may open a message


# "last <weekday> in <a place>" is the latest such weekday, the place no period to count in (catches: read as "the
# last <weekday> in" an unknown period, which voided the span); "the last Monday of each month" still names none
@pytest.mark.parametrize("text, span, day", [
    ("We met last Friday in Chicago.", "last Friday", D(2026, 11, 27)),
    ("She spoke last Monday in parliament.", "last Monday", D(2026, 11, 30)),
])
def test_last_weekday_in_a_place(text: str, span: str, day: D) -> None:
    assert _spans(text) == [(span, day, day)]


@pytest.mark.parametrize("text", ["The club meets the last Monday of each month.", "last Friday of every quarter"])
def test_a_last_weekday_of_every_period_still_names_none(text: str) -> None:
    assert _spans(text) == []


# a bare month/day after a word that logs or schedules an event ("delivered 11/28", "ships 12/9", "paid 11/20") is a
# date, as after "on" or "due" (catches: read as a fraction, no span); a fraction of something, a rating stay none
@pytest.mark.parametrize("text, span, day", [
    ("Package delivered 11/28, signed by J. Ortiz.", "11/28", D(2026, 11, 28)),
    ("Invoice paid 11/20.", "11/20", D(2026, 11, 20)),
    ("Your order ships 12/9 by ground.", "12/9", D(2026, 12, 9)),
    ("Statement issued 11/30", "11/30", D(2026, 11, 30)),
])
def test_a_month_day_after_an_event_word(text: str, span: str, day: D) -> None:
    assert _spans(text) == [(span, day, day)]


@pytest.mark.parametrize("text", ["We shipped 1/2 of the orders.", "Critics rated it 4/5.", "paid 3/4 of the fee"])
def test_a_fraction_after_an_event_word_stays_none(text: str) -> None:
    assert _spans(text) == []


# a bare day of the month told in the past, still ahead this month, is the latest one behind (catches: read ahead,
# as "the 28th" said plainly is); said ahead it stays ahead
@pytest.mark.parametrize("text, day", [
    ("The package arrived on the 28th.", D(2026, 11, 28)),
    ("We signed the lease on the 30th.", D(2026, 11, 30)),
    ("Our anniversary was the 31st.", D(2026, 10, 31)),  # November has no 31st
    ("We'll sign on the 28th.", D(2026, 12, 28)),
])
def test_a_bare_day_of_the_month_told_in_the_past(text: str, day: D) -> None:
    ((_, s, e),) = _spans(text)
    assert (s, e) == (day, day)


def test_a_bare_day_earlier_this_month_told_in_the_past_is_this_months() -> None:
    ((_, s, _e),) = _spans("It came on the 3rd.", SAT)
    assert s == D(2026, 12, 3)


# the dots of "a.m." / "p.m." end no clause: a past-tense verb before a dotted clock still tells a weekday after it in
# the past (catches: the clause seemed to start after "a.m.", so the weekday was read ahead)
@pytest.mark.parametrize("text, day", [
    ("The fire broke out at 4 a.m. Saturday.", D(2026, 11, 28)),
    ("Officers arrived at 11:30 p.m. Sunday.", D(2026, 11, 29)),
])
def test_a_dotted_clock_ends_no_clause(text: str, day: D) -> None:
    ((_, s, e),) = _spans(text)
    assert (s, e) == (day, day)


def test_a_dotted_clock_before_a_weekday_ahead_stays_ahead() -> None:
    ((_, s, _e),) = _spans("The shelter opens at 6 a.m. Saturday.")
    assert s == D(2026, 12, 5)


# "the <Month> of <a capitalised name>" names a thing ("The March of Progress", a drawing; "the May of Teck" style
# titles), not the month (catches: read as March); "the March of 2020", "the March of last year" stay months
@pytest.mark.parametrize("text", ["The March of Progress is a famous drawing.", "She wrote about the March of Folly."])
def test_a_month_of_a_name_is_no_month(text: str) -> None:
    assert _spans(text) == []


@pytest.mark.parametrize("text, start", [("In the March of 2020 we moved.", D(2020, 3, 1)),
                                         ("We met in the March of last year.", D(2025, 3, 1))])
def test_a_month_of_a_year_is_still_the_month(text: str, start: D) -> None:
    ((_, s, _e),) = _spans(text)
    assert s == start


# a dotted year.month after a release word is a calendar-versioned release, as "Firmware 2024.10.1" is (catches: read
# as that month); the same form after other words stays a month
@pytest.mark.parametrize("text", ["Update 2026.3 fixes the login bug.", "Patch 2025.11 is rolling out.",
                                  "We run firmware 2024.6 on every router."])
def test_a_dotted_year_month_after_a_release_word_is_a_version(text: str) -> None:
    assert _spans(text) == []


def test_a_dotted_year_month_elsewhere_is_still_a_month() -> None:
    assert _spans("The survey dated 2026.03 found little change.") == [("2026.03", D(2026, 3, 1), D(2026, 3, 31))]


# a capitalised time name right before "Part <number>" titles a film or a book in a series (catches: read as the
# day); the same name before other words stays a time
@pytest.mark.parametrize("text", ["Did you see New Year's Eve Part 3?", "We read Halloween Part II in class."])
def test_a_time_name_before_part_n_is_a_title(text: str) -> None:
    assert _spans(text) == []


def test_a_time_name_before_a_lower_case_part_is_still_a_time() -> None:
    assert [t for t, _, _ in _spans("On New Year's Eve part 2 of the show airs.")] == ["New Year's Eve"]
