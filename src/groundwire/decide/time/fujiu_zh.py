"""The farmer's almanac's hot and cold stretches counted from the solar terms (农事历, weather talk):

- 三伏 (伏天, 三伏天): 初伏 begins on the third 庚 day counted from 夏至 (夏至 itself included), 中伏 on the fourth, 末伏 on
  the first 庚 day from 立秋; each 伏 lasts ten days but 中伏, which runs up to 末伏 (ten or twenty days). 入伏 / 头伏的第一天
  is 初伏's first day, 出伏 the day after 末伏;
- 数九 (九九, 数九寒天): nine nines of nine days from 冬至 (冬至 is the first day of 一九); 入九 / 进九 is 冬至, 出九 the day
  after the 81st; 三九天 / 四九 are that nine's nine days.

A bare name is the stretch under way today, else the next one; with a year (今年入伏, 2038年三伏) that year's (数九 of a
year: the one that begins at its 冬至). 冬练三九，夏练三伏 and 九九乘法表 are sayings and tables, no time. The solar terms
come from lunar-python through ``lunar.festival_in`` (as 清明 / 冬至 do); the 庚 days are the sexagenary day count,
whose stems repeat every ten days (2038-07-12 is a 庚 day, as lunar-python gives it).
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from . import lunar
from .rules_zh import YEAR, Gated, year_prefix

_GENG = date(2038, 7, 12).toordinal() % 10  # ordinals of 庚 days share this remainder (ten day stems)


def _geng_on_or_after(d: date) -> date:
    return d + timedelta(days=(_GENG - d.toordinal()) % 10)


def fu_days(year: int) -> tuple[date, date, date, date] | None:
    """(初伏, 中伏, 末伏 first days, 末伏 last day) of ``year``."""
    xiazhi, liqiu = lunar.festival_in("夏至", year), lunar.festival_in("立秋", year)
    if xiazhi is None or liqiu is None:
        return None
    chu = _geng_on_or_after(xiazhi) + timedelta(days=20)
    zhong = chu + timedelta(days=10)
    mo = _geng_on_or_after(liqiu)
    return chu, zhong, mo, mo + timedelta(days=9)


def jiu_start(year: int) -> date | None:
    """The first day of 一九 of the 数九 that begins in ``year`` (its 冬至)."""
    return lunar.festival_in("冬至", year)


_FU = {"入伏": "in", "出伏": "out", "初伏": "chu", "头伏": "chu", "頭伏": "chu", "中伏": "zhong", "二伏": "zhong",
       "末伏": "mo", "三伏": "all", "伏天": "all"}
_JIU_N = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


def _fu_span(key: str, year: int) -> tuple[date, date] | None:
    days = fu_days(year)
    if days is None:
        return None
    chu, zhong, mo, end = days
    return {"in": (chu, chu), "out": (end + timedelta(days=1),) * 2, "chu": (chu, chu + timedelta(days=9)),
            "zhong": (zhong, mo - timedelta(days=1)), "mo": (mo, end), "all": (chu, end)}[key]  # type: ignore[return-value]


def _jiu_span(key: str, year: int) -> tuple[date, date] | None:
    start = jiu_start(year)
    if start is None:
        return None
    if key == "in":
        return start, start
    if key == "out":
        return (start + timedelta(days=81),) * 2  # type: ignore[return-value]
    if key == "all":
        return start, start + timedelta(days=80)
    n = _JIU_N[key]
    return start + timedelta(days=9 * (n - 1)), start + timedelta(days=9 * n - 1)


def _pick(span_of, key: str, today: date, year: int | None):
    if year is not None:
        return span_of(key, year)
    for y in (today.year - 1, today.year, today.year + 1):  # the stretch under way, else the next one
        s = span_of(key, y)
        if s and s[1] >= today:
            return s
    return None


def h_fu(m: re.Match[str], today: date):
    """入伏 / 今年三伏天 / 中伏 / 出伏: the 伏 stretch or day (see the module's doc)."""
    y = year_prefix(m, today)
    s = _pick(_fu_span, _FU[m.group("fu")], today, y)
    return (s[0], s[1], "day" if s[0] == s[1] else "range", None, y is None or bool(m.group("ry"))) if s else None


def h_jiu(m: re.Match[str], today: date):
    """数九 / 入九 / 三九天 / 出九: the 九 stretch or day (see the module's doc)."""
    y = year_prefix(m, today)
    w = m.group("jiu")
    key = "all" if w in ("数九", "數九", "九九") else "in" if w in ("入九", "进九", "進九") else "out" if w == "出九" else w[0]
    s = _pick(_jiu_span, key, today, y)
    return (s[0], s[1], "day" if s[0] == s[1] else "range", None, y is None or bool(m.group("ry"))) if s else None


# 冬练三九，夏练三伏 (a saying), 九九乘法表 / 九九归一 (tables and idioms), 一九四九年 (digits of a year): no time
_NOT_SAYING = r"(?<![练練冬夏])"
RULES = [
    (Gated(rf"{YEAR}{_NOT_SAYING}(?P<fu>入伏|出伏|初伏|头伏|頭伏|中伏|二伏|末伏|三伏|伏天)(?:天(?![气氣])|期间|期間)?(?![贴貼灸茶])", "伏"),  # not 三伏贴 / 三伏灸 (remedies)
     h_fu),
    (Gated(rf"{YEAR}{_NOT_SAYING}(?P<jiu>数九|數九|入九|进九|進九|出九)(?:寒天|天(?![气氣]))?", "九"), h_jiu),
    # 三九天 / 四九天 / 三九寒冬: one nine, only with 天 or 寒冬 (a bare 三九 is a brand or 39; 冬练三九 a saying; 八九天 is
    # "eight or nine days", as 七八天)
    (Gated(rf"{YEAR}(?<![0-9零〇一二三四五六七八九十练練冬])(?P<jiu>[一二三四五六七九]九)(?:天(?![气氣])|(?=寒冬))", "九"), h_jiu),
]
