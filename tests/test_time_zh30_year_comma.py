"""Round 30 (time30; a bug fix: one origin, nothing else moved): a full-width comma between a written four-digit year
and its month (二零一六年，九月三号, chrono-node's zh-Hans / zh-Hant tests) keeps the year, as an ASCII comma already
did (2016年, 9月3日); the month and day had taken this year. A count of years before the comma (工作了3年，9月离职) and
a clause between (2016年，我们9月3日出发) are left as they were."""

from datetime import date

from groundwire.decide.timeframe import resolve

TODAY = date(2012, 8, 10)


def _spans(text: str) -> list[tuple[str, date, date]]:
    return [(s.text, s.start, s.end) for s in resolve(text, TODAY).spans]


def test_a_full_width_comma_after_the_year_keeps_it() -> None:
    assert _spans("我二零一六年，九月三号要打游戏") == [("二零一六年，九月三号", date(2016, 9, 3), date(2016, 9, 3))]
    assert _spans("2016年，9月3日") == [("2016年，9月3日", date(2016, 9, 3), date(2016, 9, 3))]
    assert _spans("2016年，9月份") == [("2016年，9月份", date(2016, 9, 1), date(2016, 9, 30))]


def test_a_count_of_years_or_a_clause_between_is_left_alone() -> None:
    assert _spans("工作了3年，9月离职") == [("9月", date(2012, 9, 1), date(2012, 9, 30))]
    assert _spans("2016年，我们9月3日出发") == [("2016年", date(2016, 1, 1), date(2016, 12, 31)),
                                          ("9月3日", date(2012, 9, 3), date(2012, 9, 3))]
