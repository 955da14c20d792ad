"""Chinese time words with an English part, as chat and work mail mix them (issue 8, round 9): 下周Monday, 本周 Fri,
这周的Friday are that week's weekday (a week word, then an English weekday name or its short form). The English
rules do not see the weekday there, since no word boundary separates it from the Chinese before it.

Handlers return (start, end, kind, absolute, relative) like the base rules.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date, timedelta

from .dates import week_of

_WEEKS = {"上上": -2, "上": -1, "这": 0, "本": 0, "今": 0, "下": 1, "下下": 2}
_DAYS = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}


def h_week_weekday_en(m: re.Match[str], today: date):
    """下周Monday / 本周 Fri: that week's weekday (not 下周SAT考试: the SAT exam)."""
    if m.group("wd") == "SAT":
        return None
    d = week_of(today)[0] + timedelta(weeks=_WEEKS[m.group("w")], days=_DAYS[m.group("wd")[:3].lower()])
    return d, d, "day", f"{d.year}年{d.month}月{d.day}日", True


RULES = [
    (re.compile(r"(?P<w>上上|上|下下|下|这|本|今)(?:个|一个|一)?(?:周|星期|礼拜)(?:的)?\s*"
                r"(?P<wd>mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?"
                r"|sun(?:day)?)\.?(?![A-Za-z])", re.IGNORECASE), h_week_weekday_en),
]
