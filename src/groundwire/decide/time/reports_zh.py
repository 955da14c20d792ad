"""Halves and quarters as Chinese financial reports write them, after a year that must be there:

- 2026年H1 / 2025H2 / 今年H1 / 去年的H2: the half-year (a bare "H1" is a heading or a chip, no time);
- 2025财年第三季度 / 2024财年Q4 / 2025年度第一季度 / 本财年第二季度: that year's quarter (a Chinese company's fiscal
  year is the calendar year, as 2024财年 already reads);
- 2026财年上半年 / 本财年下半年: that year's half, as 2026年上半年;
- 2025 Q1的OKR / 2025Q1财报: a year and its quarter written the analysts' way before Chinese text;
- FY26营收 / 公司FY2024营收 / FY2027 Q1收入 / FY27 H1: a fiscal year (its quarter or half) glued to Chinese text,
  where the English rule's word boundary does not hold (a Han character is a word character to ``re``);
- 2026W52排期: an ISO week written the planners' way before Chinese text;
- 上半财年 / 下半财年: this fiscal year's half (as 本财年上半年);
- 截至2027年3月31日止年度 / 截至2026年9月30日止九个月 (Hong Kong and mainland reports): the year or the N months
  ending on that day.

Handlers return (start, end, kind, absolute, relative) like the base rules.
"""

from __future__ import annotations

import re
from datetime import date

from datetime import timedelta

from .dates import add_months, month_end, valid_day
from .rules_zh import Gated, cn_num

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


def h_fiscal_code(m: re.Match[str], today: date):
    """FY26 / FY2024 / FY2027 Q1 / FY27 H1 glued to Chinese: the calendar year (its quarter or half)."""
    y = int(m["fy"])
    y = y if y >= 100 else 2000 + y
    if m["fq"]:
        q = int(m["fq"])
        return date(y, 3 * q - 2, 1), month_end(y, 3 * q), "quarter", f"{y}年第{'一二三四'[q - 1]}季度", False
    if m["fh"]:
        h = int(m["fh"])
        return date(y, 6 * h - 5, 1), month_end(y, 6 * h), "half", f"{y}年{'上下'[h - 1]}半年", False
    return date(y, 1, 1), date(y, 12, 31), "year", f"{y}年", False


def h_iso_week_code(m: re.Match[str], today: date):
    """2026W52 / 2027-W01 before Chinese text: that ISO week (Monday to Sunday)."""
    y, w = int(m["y"]), int(m["w"])
    try:
        start = date.fromisocalendar(y, w, 1)
    except ValueError:
        return None
    return start, start + timedelta(days=6), "week", None, False


def h_bare_fiscal_half(m: re.Match[str], today: date):
    """上半财年 / 下半财年: this fiscal (calendar) year's half."""
    y = today.year
    start, end = (date(y, 1, 1), date(y, 6, 30)) if m["hw"] == "上" else (date(y, 7, 1), date(y, 12, 31))
    return start, end, "half", f"{y}年{m['hw']}半年", True


_ENDED_UNITS = {"年度": 12, "财政年度": 12, "財政年度": 12, "财年": 12, "年": 12, "半年": 6, "半年度": 6, "季度": 3}


def h_period_ended(m: re.Match[str], today: date):
    """截至2027年3月31日止年度 / 截至2026年9月30日止九个月: the year or the N whole months ending on that day."""
    y, mo, d = cn_num(m["y"]), cn_num(m["mo"]), cn_num(m["d"])
    if not (y and mo and d) or not valid_day(y, mo, d):
        return None
    end = date(y, mo, d)
    months = _ENDED_UNITS.get(m["u"] or "") or cn_num(m["n"] or "")
    if not months or months > 36:
        return None
    sy, sm = add_months(y, mo, -months)
    start = (date(sy, sm, d) + timedelta(days=1)) if valid_day(sy, sm, d) and d != month_end(y, mo).day \
        else date(*add_months(sy, sm, 1), 1)
    return start, end, "range", None, False


def h_periodic_report(m: re.Match[str], today: date):
    """2038年一季报 / 去年三季报 / 2037年报 / 今年中报: the period a listed company's periodic report covers — the first
    quarter, the first three quarters (as 半年报 is the first half), the year, the first half (round 21)."""
    y, relative = _year(m, today)
    if m.group("rq"):
        end_month = 3 if m["rq"] == "一" else 9
        return date(y, 1, 1), month_end(y, end_month), "range", None, relative
    if m.group("mid"):
        return date(y, 1, 1), date(y, 6, 30), "half", None, relative
    return date(y, 1, 1), date(y, 12, 31), "year", None, relative


_NUM_ZH = r"[0-9〇零一二三四五六七八九十]"
RULES = [
    # 2038年一季报 / 2037年三季报 / 2037年报 / 2037年年报 / 今年中报 (a year must be there; 一季报 alone is a heading;
    # not 2037年报名 / 报考 / 报到, where 报 begins the next word)
    (Gated(rf"{_YEAR}(?:(?P<rq>[一三])季[报報]|(?P<mid>中[报報]|中期[报報]告)|年[报報])"
           r"(?![名考到道送销銷价價警案表关關税稅废廢批备備复復告])", "[报報]"), h_periodic_report),  # not 2037年报名 / 报考 / 报告
    # FY26营收 / 公司FY2024营收: a fiscal year glued to Chinese (not FY2024A, a code; not SFY26)
    (Gated(r"(?<![A-Za-z0-9])(?:FY|fy)\s*['’]?(?P<fy>(?:19|20)\d{2}|\d{2})"
           r"(?:\s*(?:[-–/]\s*)?(?:[Qq](?P<fq>[1-4])|[Hh](?P<fh>[12])))?(?![0-9A-Za-z])", "FY|fy"), h_fiscal_code),
    (Gated(r"(?<![\d.A-Za-z])(?P<y>(?:19|20)\d{2})-?W(?P<w>0[1-9]|[1-4]\d|5[0-3])(?![0-9A-Za-z])", "W"), h_iso_week_code),
    # after any word but one 上 / 下 would close (以上, 以下, 线上, 天下, 接下, 剩下: round 17b lifted "no Han before",
    # which missed 公司预计下半财年)
    (Gated(r"(?<![以之线線马馬天接剩留往向朝底地])(?P<hw>[上下])半(?:财年|財年|会计年度|會計年度)", "半"), h_bare_fiscal_half),
    (Gated(rf"截至\s*(?P<y>(?:19|20)\d{{2}}|[〇零一二三四五六七八九]{{4}})\s*年\s*(?P<mo>{_NUM_ZH}{{1,3}})\s*月\s*"
           rf"(?P<d>{_NUM_ZH}{{1,3}})\s*日\s*(?:止\s*)?(?:的\s*)?(?:(?P<n>{_NUM_ZH}{{1,3}})\s*个?月"
           r"|(?P<u>财政年度|財政年度|半年度|年度|财年|半年|季度|年))", "截至"), h_period_ended),
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
