"""Offsets of two units said together: 一年三个月后, 1年2个月前, 两个月零五天后, 三周零两天后, 一年零一天前. The whole length
counts from today; what it names follows its smaller unit, as a one-unit offset does (docs/DECIDING.md: N天前 names
that day, N个月前 that month): months name the month, days the day. Before this rule only the second half was read
(一年三个月后 gave 三个月后). A week and days, or years and days, name the day. Handlers return (start, end, kind,
absolute, relative) like the base rules (round 19, time-zh19).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date, timedelta

from .dates import month_end, shifted
from .rules_zh import cn_num

_N = r"(?:[0-9]{1,3}|[一二两俩仨三四五六七八九十]{1,3})"
_BIG = r"(?P<bu>年|个月|个?(?:周|星期|礼拜))"
_SMALL = r"(?P<su>个月|天|日|个?(?:周|星期|礼拜))"


def h_compound_offset(m: re.Match[str], today: date):
    """一年三个月后: today moved by both lengths; the month named when the smaller unit is a month, else the day."""
    a, b = cn_num(m.group("a")), cn_num(m.group("b"))
    big, small = m.group("bu"), m.group("su")
    if not a or not b or a > 200 or b > 400:
        return None
    if big == "年" and small not in ("个月", "天", "日") or big == "个月" and small not in ("天", "日"):
        return None  # 一年两周后: said too rarely to guess its reading
    if big not in ("年", "个月") and small not in ("天", "日"):
        return None  # 三周两周后: no compound
    sign = -1 if m.group("dir") == "前" else 1
    months = a * 12 * (big == "年") + a * (big == "个月") + b * (small == "个月")
    days = a * 7 * (big not in ("年", "个月")) + b * (small in ("天", "日"))
    d = shifted(today, sign * days, sign * months)
    if small == "个月":
        return date(d.year, d.month, 1), month_end(d.year, d.month), "month", None, True
    return d, d, "day", f"{d.year}年{d.month}月{d.day}日", True


RULES = [
    (re.compile(rf"(?<![0-9零一二两三四五六七八九十])(?P<a>{_N}){_BIG}零?又?(?P<b>{_N}){_SMALL}(?:之|以)?(?P<dir>前|后)"
                r"(?![0-9零一二两三四五六七八九十天日年月周])"), h_compound_offset),
]
