"""Month/day dates written with a dot or a slash and no year, as shops, parcels and notices write them
("预计12.3-12.5送达", "展期12.8-12.14", "报名时间：12.1-12.10", "3/15那天", "2/29是闰日").

Bare "1.5-2.5" or "3/5" are decimals, ranges of amounts and fractions far more often than dates, so a form is read
as a date only where the words around it say so:

- a range M.D-M.D (or M/D-M/D) of two valid days, the second not before the first (or in the next January), after a
  word that announces a period (时间, 日期, 有效期, 展期, 预计, 活动, 报名 ...) or before a word that happens on days
  (送达, 发货, 放假, 举行, 营业, 限时, 秒杀 ...), and never before a unit (1.5-2.5倍, 3.2-3.8%, 12.5-13.5元);
- a single slashed M/D before a word that names a day (那天, 当天, 前, 起, 截止, 发货, 已签收, 是星期五, 是闰日 ...); a
  dotted one only before the strongest of them (那天 / 当天 / 发货 / 送达 ...: "3.5前" may be an amount); 当天 / 全天
  belong to the span (11.11当天), as 端午节当天.

The year is today's (a bare month is this year's, as elsewhere); a range from December into January ends in the next
year. Handlers return (start, end, kind, absolute, relative) like the base rules.
"""

from __future__ import annotations

import calendar
from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date

_M = r"(?:1[0-2]|0?[1-9])"
_D = r"(?:3[01]|[12]\d|0?[1-9])"
UNIT = _UNIT = r"\s*(?:[万亿元块角倍米克斤吨度个份台件只人次%％‰]|公斤|公里|千克|分|秒|小时|岁|英寸|厘米|毫米|折|成|级|mm|cm|kg|km|之间|左右|以内|以上|以下)"
# words that announce a period just before the range (within a few characters: 活动时间：12.1-12.10)
# (not 预计/计划/在/于/从/自: "价格在1.5-2.5之间", "增长率预计在3.2-3.8之间" are amounts; a day word after still counts)
_PERIOD_CUE = re.compile(r"(?:时间|日期|期间|有效期|展期|档期|工期|活动|报名|放假|假期|营业|开放|举办|举行|预售|售卖|"
                         r"配送|发货|送达|截止)[为是:：\s]*$")
_DAY_AFTER = (r"送达|到达|到货|发货|发出|出货|期间|放假|休假|举行|举办|开放|营业|开展|进行|开售|上线|闭馆|停业|暂停|有效|"
              r"配送|派送|预售|限时|秒杀|特惠|特价|大促|促销|抢购|满减")  # 7.1-7.3限时秒杀: a shop's sale days
_RANGE = re.compile(
    rf"(?<![\d.\-/A-Za-z])(?P<m1>{_M})(?P<s>[./])(?P<d1>{_D})\s*(?:-|－|—|~|～|至|到)\s*"
    rf"(?P<m2>{_M})(?P=s)(?P<d2>{_D})(?![\d.%％/:：A-Za-z]|{_UNIT})")
_SLASH_DAY_AFTER = (r"那天|这天|那日|前|之前|以前|以后|之后|起|开始|截止|到期|签收|已(?:签收|发货|送达|到货|出库|揽收)|"
                    + _DAY_AFTER + r"|是(?:星期|周|礼拜|闰日|[^，。,.;；]{0,4}节)")
_DOT_DAY_AFTER = r"那天|这天|那日|签收|已(?:签收|发货|送达|到货|出库|揽收)|" + _DAY_AFTER
_ON_THE_DAY = r"当天|当日|全天"  # inside the span, as 端午节当天
# a weekday in brackets right after (12/31（五）, 1.3(周一): notices; round 18): the weekday says it is a date
_WEEKDAY_AFTER = r"\s*[（(](?:周|星期|礼拜)?[一二三四五六日天][）)]"
# a clock right after (11.11 00:00开抢, 12/24 20:00): an amount or a fraction takes no hour (round 17b)
_CLOCK_AFTER = r"\s*(?:[01]?\d|2[0-3])[:：][0-5]\d"
# in brackets right after a weekday (下週二（12/8）, 周三(12.9)): the weekday's date, as 周一（11月30日） (round 17b)
_AFTER_WEEKDAY = r"(?<=[周期拜][一二三四五六日天][（(])"
_SINGLE = re.compile(
    rf"(?<![\d.\-/A-Za-z])(?P<m>{_M})(?:/(?P<d>{_D})(?:{_ON_THE_DAY}|(?=(?:{_SLASH_DAY_AFTER}|{_CLOCK_AFTER}|{_WEEKDAY_AFTER})))"
    rf"|\.(?P<dd>{_D})(?:{_ON_THE_DAY}|(?=(?:{_DOT_DAY_AFTER}|{_CLOCK_AFTER}|{_WEEKDAY_AFTER}))))"
    rf"|{_AFTER_WEEKDAY}(?P<wm>{_M})[./](?P<wd>{_D})(?=[)）])")


def _day(y: int, mo: int, d: int) -> date | None:
    return date(y, mo, d) if d <= calendar.monthrange(y, mo)[1] else None


def h_range(m: re.Match[str], today: date):
    """12.3-12.5 / 12/28-1/3 before 送达 or after 时间: this year's days (into the next year across December)."""
    text = m.string
    if not (_PERIOD_CUE.search(text, max(0, m.start() - 8), m.start()) or re.match(_DAY_AFTER, text[m.end():])):
        return None
    m1, d1, m2, d2 = (int(m.group(k)) for k in ("m1", "d1", "m2", "d2"))
    y2 = today.year + 1 if (m2, d2) < (m1, d1) and m1 == 12 and m2 == 1 else today.year
    if (m2, d2) < (m1, d1) and y2 == today.year:
        return None
    if (y2 - today.year) * 12 + m2 - m1 > 2:  # 3.1-9.5 is no stay, parcel or notice period
        return None
    start, end = _day(today.year, m1, d1), _day(y2, m2, d2)
    if start is None or end is None:
        return None
    return start, end, "range", f"{start.year}年{m1}月{d1}日至{end.year}年{m2}月{d2}日", True


def h_single(m: re.Match[str], today: date):
    """3/15那天 / 2/29是闰日 / 12.12当天: this year's day."""
    day = _day(today.year, int(m.group("m") or m.group("wm")), int(m.group("d") or m.group("dd") or m.group("wd")))
    if day is None:
        return None
    return day, day, "day", f"{day.year}年{day.month}月{day.day}日", True


# 2008.03-2009 / 2015-2016.06 (résumés, tenures, tables): a year-month and a bare year joined by a dash, one range
# from the month's first day to the year's end (or from the year's start to the month's end); both halves dated
# (2008.03-2009.05) were joined already, a bare 2009 alone is no year
_YM = r"(?P<{y}>(?:19|20)\d{{2}})[./](?P<{m}>0?[1-9]|1[0-2])"
_YEAR_MONTH_TO_YEAR = re.compile(
    rf"(?<![\d.\-/A-Za-z])(?:{_YM.format(y='y1', m='m1')}\s*(?:-|－|—|~|～|至|到)\s*(?P<y2>(?:19|20)\d{{2}})"
    rf"|(?P<y3>(?:19|20)\d{{2}})\s*(?:-|－|—|~|～|至|到)\s*{_YM.format(y='y4', m='m4')})"
    rf"(?![\d.\-/%％A-Za-z年月]|{_UNIT})")


def h_year_month_to_year(m: re.Match[str], today: date):
    """2008.03-2009: from March 2008 to the end of 2009; 2015-2016.06: from 2015 to the end of June 2016."""
    if m.group("y1"):
        y1, m1, y2, m2 = int(m.group("y1")), int(m.group("m1")), int(m.group("y2")), 12
    else:
        y1, m1, y2, m2 = int(m.group("y3")), 1, int(m.group("y4")), int(m.group("m4"))
    if y2 <= y1:
        return None
    end = date(y2, m2, calendar.monthrange(y2, m2)[1])
    return date(y1, m1, 1), end, "range", f"{y1}年{m1}月至{y2}年{m2}月", False


# 2038.5.1-5.3 / 2038/5/1-5/3 / 2038.05.01—05.03 / 2038.5.1-3: a full dotted or slashed date, then the range's end with
# its year (and month) left out, the same separator (not a version: v2038.5.1-5.3, 2038.5.1-5.3.2; round 21)
_FULL_TO_SHORT = re.compile(r"(?<![0-9A-Za-z.\-/])(?P<y>(?:19|20)\d{2})(?P<s>[./])(?P<m1>1[0-2]|0?[1-9])(?P=s)(?P<d1>3[01]|[12]\d|0?[1-9])"
                            r"\s*[-–—~～至到]\s*(?:(?P<m2>1[0-2]|0?[1-9])(?P=s))?(?P<d2>3[01]|[12]\d|0?[1-9])(?![0-9./\-A-Za-z])")


_RELEASE_BEFORE = re.compile(r"(?:版本号?|版号|固件|补丁|升级包|[Vv]er(?:sion)?\.?)(?:\s*[:：为是])?\s*$")


def h_full_to_short(m: re.Match[str], today: date):
    """2038.5.1-5.3: from the full date to the short one in its year (into the next when the month wraps, 2038.12.30-1.2)."""
    if _RELEASE_BEFORE.search(m.string, max(0, m.start() - 8), m.start()):
        return None  # 版本2038.3.8-3.12: a release's numbers
    y, m1, d1 = int(m.group("y")), int(m.group("m1")), int(m.group("d1"))
    m2, d2 = int(m.group("m2") or m1), int(m.group("d2"))
    y2 = y + 1 if (m2, d2) < (m1, d1) and m.group("m2") and m2 < m1 else y
    start, end = _day(y, m1, d1), _day(y2, m2, d2)
    if start is None or end is None or end <= start:
        return None
    return start, end, "range", None, False


RULES = [(_RANGE, h_range), (_SINGLE, h_single), (_YEAR_MONTH_TO_YEAR, h_year_month_to_year), (_FULL_TO_SHORT, h_full_to_short)]
