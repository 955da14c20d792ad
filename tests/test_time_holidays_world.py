"""Holidays of other countries and religions through python-holidays (:mod:`groundwire.decide.time.holidays_world`).

Each name below gave only the year, or nothing, before the library was wired in (so every case can fail)."""

from datetime import date

import pytest

from groundwire.decide.timeframe import resolve

TODAY = date(2013, 2, 12)


def _spans(text, today=TODAY):
    return [(s.text, s.start, s.end) for s in resolve(text, today).spans]


@pytest.mark.parametrize("text, day", [
    ("diwali 2019", date(2019, 10, 27)), ("Deepavali in 2019", date(2019, 10, 27)),
    ("bhai dooj 2019", date(2019, 10, 29)), ("chhath 2019", date(2019, 11, 2)),
    ("Surya Shashthi in 2019", date(2019, 11, 2)), ("Maha Saptami 2021", date(2021, 10, 12)),
    ("karva chauth 2018", date(2018, 10, 27)), ("holi 2019", date(2019, 3, 21)),
    ("holika dahan 2019", date(2019, 3, 20)), ("maha shivaratri 2020", date(2020, 2, 21)),
    ("mahavir jayanti 2020", date(2020, 4, 6)), ("Vaisakhi 2018", date(2018, 4, 14)),
    ("Parsi New Year 2018", date(2018, 8, 17)), ("jamshedi Navroz 2022", date(2022, 8, 16)),
    ("Victoria Day 2027", date(2027, 5, 24)), ("Waitangi Day 2027", date(2027, 2, 6)),
    ("Anzac Day 2027", date(2027, 4, 25)), ("Day of Reconciliation 2026", date(2026, 12, 16)),
    ("Remembrance Day 2026", date(2026, 11, 11)), ("choti diwali 2019", date(2019, 10, 26)),
])
def test_a_named_holiday_with_its_year_is_its_day(text, day):
    assert _spans(text) == [(text, day, day)]


def test_a_bare_national_day_is_its_next_occurrence():
    assert _spans("We open the cottage on Victoria Day.", date(2026, 12, 1)) == [
        ("Victoria Day", date(2027, 5, 24), date(2027, 5, 24))]


def test_a_year_outside_the_librarys_hindu_tables_gives_no_span():
    assert _spans("Diwali 2040") == [] and _spans("Diwali 2000") == []


def test_a_holiday_named_beside_other_words_is_still_the_day():
    # the README's convention, as for "Christmas cookie recipe": the holiday word is its next day
    assert _spans("Diwali sweets recipe", date(2019, 1, 5)) == [("Diwali", date(2019, 10, 27), date(2019, 10, 27))]


@pytest.mark.parametrize("text", ["Holiday Inn", "holidays in Goa", "the holistic approach", "Honolulu"])
def test_look_alikes_of_short_names_stay_without_time(text):
    assert _spans(text) == []


def test_the_library_is_imported_only_when_its_holiday_is_asked():
    import subprocess
    import sys
    code = ("import sys; from datetime import date; from groundwire.decide.timeframe import resolve; "
            "resolve('christmas 2019', date(2013, 2, 12)); a = 'holidays' in sys.modules; "
            "resolve('diwali 2019', date(2013, 2, 12)); print(a, 'holidays' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "True"]
