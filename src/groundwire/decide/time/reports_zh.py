"""Halves and quarters as Chinese financial reports write them, after a year that must be there:

- 2026年H1 / 2025H2 / 今年H1 / 去年的H2: the half-year (a bare "H1" is a heading or a chip, no time);
- 2025财年第三季度 / 2024财年Q4 / 2025年度第一季度 / 本财年第二季度: that year's quarter (a Chinese company's fiscal
  year is the calendar year, as 2024财年 already reads);
- 2026财年上半年 / 本财年下半年: that year's half, as 2026年上半年;
- 2025 Q1的OKR / 2025Q1财报: a year and its quarter written the analysts' way before Chinese text.

Handlers return (start, end, kind, absolute, relative) like the base rules.
"""

from __future__ import annotations

import re
from datetime import date

from .dates import month_end
from .rules_zh import Gated

_REL = {"今年": 0, "本年": 0, "去年": -1, "上年": -1, "明年": 1, "前年": -2, "本财年": 0, "今财年": 0, "上个财年": -1,
        "上一财年": -1, "下个财年": 1, "下一财年": 1, "上财年": -1}
_YEAR = (r"(?:(?<![\d.])(?P<y0>(?:19|20)\d{2})\s*(?:年度|年|财年|財年|财政年度)?"
         r"|(?P<ry>今年|本年|去年|上年|明年|前年|本财年|今财年|上个财年|上一财年|下个财年|下一财年|上财年))\s*的?\s*")
_Q = {"一": 1, "二": 2, "三": 3, "四": 4, "1": 1, "2": 2, "3": 3, "4": 4}


def _year(m: re.Match[str], today: date) -> tuple[int, bool]:
    if m.groupdict().get("ry"):
        return today.year + _REL[m["ry"]], True
    return int(m.group("y0")), False


def h_half(m: re.Match[str], today: date):
    """2026年H1 / 2025H2 / 今年H1 / 2026财年上半年: the first or second half of that year."""
    y, rel = _year(m, today)
    h = int(m["h"]) if m.groupdict().get("h") else "上下".index(m["hw"]) + 1
    start, end = (date(y, 1, 1), date(y, 6, 30)) if h == 1 else (date(y, 7, 1), date(y, 12, 31))
    return start, end, "half", f"{y}年{'上下'[h - 1]}半年", rel


def h_fiscal_quarter(m: re.Match[str], today: date):
    """2025财年第三季度 / 2024财年Q4 / 本财年第二季度: that (calendar) year's quarter."""
    y, rel = _year(m, today)
    q = _Q[m.groupdict().get("q") or m["q2"]]
    mo = 3 * q - 2
    return date(y, mo, 1), month_end(y, mo + 2), "quarter", f"{y}年第{'一二三四'[q - 1]}季度", rel


RULES = [
    (Gated(rf"{_YEAR}[Hh](?P<h>[12])(?![0-9A-Za-z])", "[Hh][12]"), h_half),
    # 2025 Q1的OKR / 2025Q1财报: a year and its quarter before Chinese text (the English rule wants a word boundary)
    (Gated(r"(?<![\d.])(?P<y0>(?:19|20)\d{2})\s*[Qq](?P<q2>[1-4])(?=\s*[\u4e00-\u9fff])", "[Qq][1-4]"), h_fiscal_quarter),
    (Gated(r"(?:(?<![\d.])(?P<y0>(?:19|20)\d{2})\s*(?P<fy>财年|財年|财政年度|年度)"
           r"|(?P<ry>本财年|今财年|上个财年|上一财年|下个财年|下一财年|上财年))\s*的?\s*"
           r"(?:第?(?P<q>[一二三四1-4])(?:季度|财季|季)(?![度节報报后])|[Qq](?P<q2>[1-4])(?![0-9]))", "[季Qq]"),
     h_fiscal_quarter),
    (Gated(r"(?:(?<![\d.])(?P<y0>(?:19|20)\d{2})\s*(?:财年|財年|财政年度)"
           r"|(?P<ry>本财年|今财年|上个财年|上一财年|下个财年|下一财年|上财年))\s*的?\s*(?P<hw>[上下])半(?:年|财年)", "半"),
     h_half),
]
