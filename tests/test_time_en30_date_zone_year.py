"""Round 30 (time30; a bug fix: one origin scored, nothing else moved on any corpus): Unix date(1) prints its zone
between the clock and the year ("Thu Oct 26 11:00:09 EDT 2023", chrono-node's tests; python-dateutil's tests write
"Thu Sep 25 10:36:28 BRST 2003"). The asctime rule read the year only right after the clock, so the written year was
dropped and a year whose Oct 26 is a Thursday taken instead (2017 said in 2016). Only an upper-case zone of the
shape EDT / BRST / CEST, or UTC / GMT / UT / Z, may stand between."""

from datetime import date

from groundwire.decide.timeframe import resolve


def _spans(text: str, today: date) -> list[tuple[str, date, date]]:
    return [(s.text, s.start, s.end) for s in resolve(text, today).spans]


def test_a_zone_between_the_clock_and_the_year_keeps_the_year() -> None:
    assert _spans("Thu Oct 26 11:00:09 EDT 2023", date(2016, 10, 1)) == [
        ("Thu Oct 26 11:00:09 EDT 2023", date(2023, 10, 26), date(2023, 10, 26))]
    assert _spans("Thu Sep 25 10:36:28 BRST 2003", date(2016, 10, 1)) == [
        ("Thu Sep 25 10:36:28 BRST 2003", date(2003, 9, 25), date(2003, 9, 25))]
    assert _spans("deployed Mon Nov 30 17:45:12 UTC 2026 by ci", date(2027, 3, 1)) == [
        ("Mon Nov 30 17:45:12 UTC 2026", date(2026, 11, 30), date(2026, 11, 30))]


def test_a_word_that_is_no_zone_does_not_carry_the_year() -> None:
    # "IT" (a department) and a lower-case word are not zones: the date stays as it was read before
    got = _spans("Thu Oct 26 11:00 IT 2023 budget", date(2016, 10, 1))
    assert got[0] == ("Thu Oct 26 11:00", date(2017, 10, 26), date(2017, 10, 26))
    assert _spans("Thu Oct 26 11:00:09 2023", date(2016, 10, 1)) == [
        ("Thu Oct 26 11:00:09 2023", date(2023, 10, 26), date(2023, 10, 26))]
