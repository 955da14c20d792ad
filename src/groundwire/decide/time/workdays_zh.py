"""The working or trading day before or after today, named on its own: 下一个工作日 / 下个工作日 / 下一交易日 (the first
Monday-Friday after today), 上一个工作日 / 上个交易日 (the last one before it). Public holidays are not known, as for
N个工作日内 (docs/DECIDING.md). An anchor before it (节前一个工作日, 春节后第一个工作日) is another rule's: 上 / 下 must
open the phrase or follow a function word. Handlers return (start, end, kind, absolute, relative) like the base
rules (round 19, time-zh19).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date, timedelta


def h_next_working_day(m: re.Match[str], today: date):
    """下一个工作日: the first Monday-Friday after today; 上一个工作日 the last before it."""
    step = timedelta(days=1 if m.group("dir") == "下" else -1)
    d = today + step
    while d.weekday() >= 5:
        d += step
    return d, d, "day", f"{d.year}年{d.month}月{d.day}日", True


RULES = [
    (re.compile(r"(?:(?<![\u4e00-\u9fff])|(?<=[的在是于到从至请将和与及或即就才了]))(?P<dir>[上下])一?个?(?:工作日|交易日)"
                r"(?![内里前后之以])"), h_next_working_day),
]
