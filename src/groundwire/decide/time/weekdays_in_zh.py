"""A weekday or the weekend named inside, after or before another Chinese span: 下个月上旬的周末, 明年3月中旬的周末,
下个月初的周一, 本月下旬的周六 (the weekend or weekday inside that stretch of days), 元旦后的周末 / 国庆节后的第二个周末 /
春节前的那个周末 (the Nth weekend after a day, or the latest one before it).

Inside a stretch (a month or a part of one, 31 days at most) the answer is the one such day or weekend it holds, or the run
from the first to the last when it holds several (下个月的周末: all of next month's weekends, as one range); a weekend
is the Saturday it starts on and the Sunday after. A stretch holding none of them gives nothing, and the two spans stay
as they were read. Pure functions over the text after the span and the span's dates (round 19, time-zh19).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date, timedelta

_DAYS = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}
_N = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "1": 1, "2": 2, "3": 3, "4": 4, "5": 5}
# 的周末 / 的那个周末 / 的周三 / 里的星期六: what follows must not carry the weekday on into a range or a list
# (下个月的周一到周五) or a word (周末版, 周末班, 周三见 is fine)
_INSIDE = re.compile(r"(?:的|里的|中的)(?:那个|这个|那|一个)?(?:(?P<we>周末|週末)|(?:周|週|星期|礼拜|禮拜)(?P<wd>[一二三四五六日天]))"
                     r"(?![到至~～\-—、和与及或版班刊报档游票])")
# 元旦后的周末 / 国庆节后第二个周末 / 春节前的那个周末 / 中秋之前的最后一个周末
_AROUND = re.compile(r"的?(?P<dir>之后|以后|后|之前|以前|前)的?(?:那个|这个|(?:第(?P<n>[一二两三四五1-5])|(?P<last>最后一))个)?"
                     r"(?:周末|週末)(?![版班刊报档游票])")
MAX_STRETCH = 31  # days: a month or a part of one (下个季度的周末 names no one stretch worth narrowing)


def _weekends(start: date, end: date) -> list[date]:
    """The Saturdays from ``start`` to ``end``."""
    d = start + timedelta(days=(5 - start.weekday()) % 7)
    out = []
    while d <= end:
        out.append(d)
        d += timedelta(days=7)
    return out


def inside(rest: str, start: date, end: date) -> tuple[int, date, date] | None:
    """(length read from ``rest``, first day, last day) for a weekday or weekend named inside the stretch start..end."""
    m = _INSIDE.match(rest)
    if not m or not 2 <= (end - start).days + 1 <= MAX_STRETCH:
        return None
    if m.group("we"):
        sats = _weekends(start, end)
        if not sats:
            return None
        return m.end(), sats[0], sats[-1] + timedelta(days=1)
    wd = _DAYS[m.group("wd")]
    first = start + timedelta(days=(wd - start.weekday()) % 7)
    if first > end:
        return None
    last = first + timedelta(days=7 * ((end - first).days // 7))
    return m.end(), first, last


def around(rest: str, day: date) -> tuple[int, date, date] | None:
    """(length read, Saturday, Sunday) for the Nth weekend after ``day`` or the latest one before it."""
    m = _AROUND.match(rest)
    if not m:
        return None
    if m.group("dir").endswith("前"):
        if m.group("n"):
            return None  # 春节前第二个周末: counted back, rarely said; left as it was read
        sat = day - timedelta(days=(day.weekday() - 5) % 7 or 7)
        if sat + timedelta(days=1) >= day:
            sat -= timedelta(days=7)  # a Sunday's eve Saturday is no weekend "before" it
        return m.end(), sat, sat + timedelta(days=1)
    if m.group("last"):
        return None
    n = _N[m.group("n")] if m.group("n") else 1
    sat = day + timedelta(days=(5 - day.weekday()) % 7 or 7)
    if day.weekday() == 5:
        sat = day + timedelta(days=7)  # after a Saturday: the next weekend, not its own Sunday
    return m.end(), sat + timedelta(days=7 * (n - 1)), sat + timedelta(days=7 * (n - 1) + 1)
