"""Round 29 (time29; shipped by the lead as a bug fix: one origin, nothing lost anywhere): a range whose start is
led by its weekday takes the year written after its end, as the same range without weekdays does. From
daterangeparser's tests ("Tuesday 29 May - Sat 2 June 2012" read as 2022-05-29 and 2012-06-02 apart); our tables
never show it because their today is near the written year. Not covered: a start whose weekday disagrees with the
end's year (the weekday rule of stays_en decides)."""

from datetime import date

from groundwire.decide.timeframe import resolve


def _spans(text: str, today: date) -> list[tuple[str, date, date]]:
    return [(s.text, s.start, s.end) for s in resolve(text, today).spans]


def test_a_weekday_led_start_takes_the_year_written_after_the_end() -> None:
    assert _spans("Tuesday 29 May - Sat 2 June 2012", date(2022, 1, 1)) == [
        ("Tuesday 29 May - Sat 2 June 2012", date(2012, 5, 29), date(2012, 6, 2))]
    assert _spans("Fri 18 Dec – Mon 21 Dec 2026", date(2024, 6, 1)) == [
        ("Fri 18 Dec – Mon 21 Dec 2026", date(2026, 12, 18), date(2026, 12, 21))]


def test_the_same_range_without_weekdays_is_unchanged() -> None:
    assert _spans("29 May - 2 June 2012", date(2022, 1, 1)) == [
        ("29 May - 2 June 2012", date(2012, 5, 29), date(2012, 6, 2))]
