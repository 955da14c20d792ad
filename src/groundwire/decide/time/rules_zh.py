"""Chinese expression families the base rules lacked: 农历 dates and months (农历八月十五, 正月初八, 农历闰四月),
festivals (春节, 中秋节, 国庆, 清明), era years (乾隆十年, 民国元年), 后N年/周/天 (the N whole units after the current
one, mirroring 前N), and impossible dates (4月31日, 2021年2月29日) that claim their text and give no span.

Handlers return (start, end, kind, absolute, relative[, slot]) like the base rules, or ``VOID``.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date, timedelta

from dateutil.easter import EASTER_ORTHODOX, EASTER_WESTERN, easter

from . import lunar
from .dates import (
    add_months,
    month_end,
    part_of,
    season,
    season_near,
    valid_day,
    week_of,
    weeks_in,
)
from .holidays_en import holiday_in
from .measures_en import numbered

VOID = "void"


class _Groups:
    """A match with some groups renamed or filled (for a rule whose alternatives name the same part twice)."""

    def __init__(self, m: re.Match[str], **groups: str | None) -> None:
        self._m, self._g = m, groups

    def group(self, name: str):
        return self._g[name] if name in self._g else self._m.group(name)

    def groupdict(self) -> dict[str, str | None]:
        return {**self._m.groupdict(), **self._g}
_CN = {"零": 0, "〇": 0, "○": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_N = r"[0-9零〇一二两三四五六七八九十百千]{1,6}"
# 民国115年 / 中华民国一一四年: Taiwan's calendar (1911 + N), a year wherever a year goes (年度, 上半年, 第1季, 中秋节)
ROC_YEAR = r"(?:中华)?民国(?P<roc>[1-9]\d{0,2}|[一二三四五六七八九十百零〇]{1,5})年"
YEAR = (r"(?:(?:(?P<y>(?:1[0-9]|2[0-9])\d{2}|\d{2}|[零〇○一二三四五六七八九]{4}|[零〇○一二三四五六七八九]{2})年"
        rf"|{ROC_YEAR}"
        r"|(?P<ry>今年|去年|明年|前年|大后年|后年|大前年|本年|(?<![以之])[上下]年(?![纪级龄]))"
        r"|(?<![0-9零〇一二两三四五六七八九十百])(?P<ny>[1-9]|[一二两三四五六七八九十]{1,2})年(?P<nd>[前后])(?=的))的?)?")  # 今年的中秋节
_REL_YEAR = {"今年": 0, "本年": 0, "去年": -1, "前年": -2, "大前年": -3, "明年": 1, "后年": 2, "大后年": 3, "上年": -1, "下年": 1}


def cn_num(text: str) -> int | None:
    """十二 -> 12, 二十三 -> 23, 廿三 -> 23, 二零二六 -> 2026, 12 -> 12."""
    text = text.replace("廿", "二十").replace("卅", "三十")
    if text.isdigit():
        return int(text)
    if len(text) > 1 and all(c in _CN for c in text):
        return int("".join(str(_CN[c]) for c in text))
    total, cur = 0, 0
    for c in text:
        if c in _CN:
            cur = _CN[c]
        elif c == "十":
            total += (cur or 1) * 10
            cur = 0
        elif c == "百":
            total += (cur or 1) * 100
            cur = 0
        elif c == "千":
            total += (cur or 1) * 1000
            cur = 0
        else:
            return None
    return total + cur


def year_prefix(m: re.Match[str], today: date) -> int | None:
    if m.groupdict().get("ny"):  # 两年后的春节 / 三年前的中秋: that year's
        n = cn_num(m.group("ny"))
        return today.year + (n if m.group("nd") == "后" else -n) if n else None
    if m.groupdict().get("by"):  # 2037端午节: a four-digit year glued to a festival
        return int(m.group("by"))
    if m.group("ry"):
        return today.year + _REL_YEAR[m.group("ry")]
    if m.groupdict().get("roc"):
        n = cn_num(m.group("roc"))
        return 1911 + n if n else None
    raw = m.group("y")
    if not raw:
        return None
    y = cn_num(raw)
    if y is None:
        return None
    if len(raw) == 2:
        base = today.year + 10
        y = base - ((base - y) % 100)
    return y


def _lunar_day(raw: str | None) -> int | None:
    if not raw:
        return None
    raw = raw.rstrip("日号號")
    if raw.startswith("初"):
        return cn_num(raw[1:])
    return cn_num(raw)


LUNAR_FAR = 183  # days: this lunar year's day lies more than half a year behind …
LUNAR_NEAR = 46  # … and the coming lunar year's at most this many days ahead (as a 正月 date said in 腊月 is)


def _far_behind(y: int, m: re.Match[str], today: date) -> bool:
    """Whether the bare lunar date ``m`` names, read in lunar year ``y``, lies more than LUNAR_FAR days behind ``today``
    while the coming lunar year's is at most LUNAR_NEAR days ahead (二月初二 / 二月二龙抬头 said late in 腊月, 正月初一
    said late in 冬月): the near one is meant, as a 正月 date said in 腊月 is the coming year's. Farther ahead the tables'
    convention holds (农历三月初三 said in 十月 is this lunar year's; round 21)."""
    if m.groupdict().get("big") or not m.groupdict().get("ld"):
        return False
    mo = lunar.LUNAR_MONTHS.get(m.group("lm")) or cn_num(m.group("lm"))
    day = _lunar_day(m.group("ld"))
    if not mo or not day or not 1 <= mo <= 12:
        return False
    d = lunar.lunar_to_solar(y, mo, day, bool(m.group("leap")))
    if d is None or (today - d).days <= LUNAR_FAR:
        return False
    nxt = lunar.lunar_to_solar(y + 1, mo, day, False)
    return nxt is not None and 0 <= (nxt - today).days <= LUNAR_NEAR


def h_lunar_date(m: re.Match[str], today: date):
    """农历八月十五 / 2012年正月初8 / 腊月初十 / 农历十月 / 农历闰四月 / 大年初十 (this lunar year unless a year is given;
    said in 腊月, a 正月 date is the coming year's)."""
    y = year_prefix(m, today)
    relative = y is None
    big = m.groupdict().get("big")
    if y is None:
        y = lunar.lunar_year_of(today)
        first_month = big or lunar.LUNAR_MONTHS.get(m.group("lm") or "") == 1
        if first_month and lunar.lunar_month_of(today) == 12:
            y += 1  # in 腊月 a bare 正月 date (正月十五, 大年初三) is the coming new year's, not the one ~11 months ago
        elif _far_behind(y, m, today):
            y += 1  # 二月二龙抬头 said in 腊月: this lunar year's lies ~11 months behind, the coming one's is near (round 21)
    if big:
        if m.group("ld") in ("初一", "初1"):
            return None  # 大年初一 is 春节: a festival, left to h_festival (its next occurrence)
        mo = 1
    else:
        mo = lunar.LUNAR_MONTHS.get(m.group("lm")) or cn_num(m.group("lm"))
    if not mo or not 1 <= mo <= 12:
        return None
    leap = bool(m.group("leap"))
    day = _lunar_day(m.group("ld"))
    if day is None:
        if big:
            return None
        r = lunar.lunar_month(y, mo, leap)
        return (r[0], r[1], "month", None, relative) if r else VOID
    d = lunar.lunar_to_solar(y, mo, day, leap)
    return (d, d, "day", f"{d.year}年{d.month}月{d.day}日", relative) if d else VOID


def h_lunar_days(m: re.Match[str], today: date):
    """初六到初八 / 正月初六到初八 / 初八 standing alone: lunar days without a month (or with one month for both) are
    that month's, by default the lunar month today falls in (a leap one too); a range runs from the first to the
    second (round 18)."""
    if m.group("lm"):
        y = year_prefix(m, today)
        relative = y is None
        mo, leap = lunar.LUNAR_MONTHS.get(m.group("lm")) or cn_num(m.group("lm")) or 0, bool(m.group("leap"))
        if y is None:
            y = lunar.lunar_year_of(today) + (mo == 1 and lunar.lunar_month_of(today) == 12)
    else:
        if year_prefix(m, today) is not None:
            return None  # 2028年初六: no month named
        y, mo, leap = lunar.lunar_month_key_of(today)
        relative = True
        if mo == 12 and (d := lunar.lunar_to_solar(y, 12, _lunar_day(m.group("ld")) or 0)) and d < today:
            y, mo, leap = y + 1, 1, False  # 初八上班 said late in 腊月: the coming 正月's (as a bare 正月 date is)
    d1 = lunar.lunar_to_solar(y, mo, _lunar_day(m.group("ld")) or 0, leap)
    ld2 = m.groupdict().get("ld2")
    d2 = lunar.lunar_to_solar(y, mo, _lunar_day(ld2) or 0, leap) if ld2 else d1
    if not d1 or not d2:
        return VOID  # 初六到三十 in a month of 29 days
    if d2 < d1:
        return None
    kind = "range" if ld2 else "day"
    return d1, d2, kind, None if ld2 else f"{d1.year}年{d1.month}月{d1.day}日", relative


def in_new_year_season(today: date) -> bool:
    """Whether ``today`` falls from 腊月二十 to 正月十五, when a bare 初一 / 初二 / 初三 is a day of the new year."""
    y, mo, leap = lunar.lunar_month_key_of(today)
    first = lunar.lunar_to_solar(y, mo, 1, leap) if mo in (1, 12) and not leap else None
    if first is None:
        return False
    day = (today - first).days + 1
    return day >= 20 if mo == 12 else day <= 15


def h_new_year_first_days(m: re.Match[str], today: date):
    """初二回娘家 / 初三 said from 腊月二十 to 正月十五: the new year's days (elsewhere 初一 to 初三 are also school years,
    初二（3）班, and stay unread; round 20)."""
    return h_lunar_days(m, today) if in_new_year_season(today) else None


def h_new_year_stretch(m: re.Match[str], today: date):
    """除夕至初六 / 年三十到初五 / 大年初一到初七 / 春节到初八: from the eve or a first-month day to a bare 初N of the
    same new year (the coming one, or the one under way up to 正月十五; round 18)."""
    y = lunar.lunar_year_of(today)
    month = lunar.lunar_month_of(today)
    if month == 12 or month != 1 and today > (lunar.lunar_to_solar(y, 1, 15) or today):
        y += 1
    new_year = lunar.lunar_to_solar(y, 1, 1)
    a = m.group("a")
    if new_year is None:
        return None
    if a in ("除夕", "大年三十", "年三十"):
        start = new_year - timedelta(days=1)
    elif a.startswith("大年初"):
        start = lunar.lunar_to_solar(y, 1, _lunar_day(a[2:]) or 0)
    else:  # 春节 / 大年初一
        start = new_year
    end = lunar.lunar_to_solar(y, 1, _lunar_day(m.group("ld2")) or 0)
    if not start or not end or end < start:
        return None
    return start, end, "range", None, True


def h_new_year_day(m: re.Match[str], today: date):
    """年初一 / 年初三 (Cantonese for 大年初一 / 初三): the first lunar month's day of this lunar year (in 腊月: the
    coming one); 年廿八 (腊月廿八) the twelfth month's day of this lunar year."""
    ld = m.group("ld")
    if ld.startswith("廿"):
        y, month = lunar.lunar_year_of(today), 12
    else:
        y, month = lunar.lunar_year_of(today) + (lunar.lunar_month_of(today) == 12), 1
    d = lunar.lunar_to_solar(y, month, _lunar_day(ld) or 0)
    return (d, d, "day", f"{d.year}年{d.month}月{d.day}日", True) if d else None


# the national days off of the two Golden Weeks as they are usually set (国庆 Oct 1-7, 劳动节 May 1-5); the State
# Council shifts them in some years, the search range needs only their usual span
HOLIDAY_DAYS = {"国庆": 7, "十一": 7, "劳动": 5, "五一": 5}
_HOLIDAY_WORDS = r"(?P<hol>假期|长假|小长假|黄金周|假日)"
# a festival's name in a street, square or school name is no date: 国庆东路, 五一广场, 三八中学
_NOT_A_PLACE = r"(?![东西南北中]?(?:路|街|巷|大道|大街|村|镇|桥|广场|公园|小区|大厦|中学|小学|大学|医院))"
# another country's national day (以色列国庆节, 美国国庆) is not China's Oct 1
_FOREIGN_NATION = re.compile(r"(?:[美法德英韩泰俄意日]国|以色列|印度|新加坡|加拿大|澳大利亚|巴西|墨西哥|越南|朝鲜|印尼|巴基斯坦"
                             r"|菲律宾|马来西亚|缅甸|老挝|柬埔寨|蒙古|土耳其|埃及|伊朗|西班牙|葡萄牙|荷兰|瑞士|瑞典|挪威|波兰)的?$")


_EATEN = frozenset("吃闹鬧煮包买買卖賣做碗颗顆个個")


def h_festival(m: re.Match[str], today: date):
    """春节 / 中秋节 / 去年元旦 / 2018年国庆节 / 清明: that year's festival, or its next occurrence."""
    name = m.group("f")
    name = {"大年初一": "春节", "农历新年": "春节", "新春": "春节", "大年三十": "除夕", "大年夜": "除夕", "年三十": "除夕", "正月朔日": "春节",
            "元宵节": "元宵"}.get(name, name)
    if name == "国庆" and _FOREIGN_NATION.search(m.string, max(0, m.start() - 5), m.start()):
        return None
    if name == "元宵" and m.group(0).endswith("元宵") and m.start() and m.string[m.start() - 1] in _EATEN:
        return None  # 吃元宵 / 闹元宵 / 煮元宵: the rice balls or the custom, not a date of its own
    y = year_prefix(m, today)
    days = HOLIDAY_DAYS.get(name) if m.groupdict().get("hol") or m.group(0).endswith("期间") else None
    if days:  # 国庆假期 / 五一黄金周: the days off (that year's, or the ones in progress or next)
        yy = y if y is not None else today.year if date(today.year, *lunar.SOLAR_FESTIVALS[name]) \
            + timedelta(days=days - 1) >= today else today.year + 1
        d = date(yy, *lunar.SOLAR_FESTIVALS[name])
        return d, d + timedelta(days=days - 1), "range", None, y is None or bool(m.group("ry"))
    if name == "除夕" and y is not None:  # 2025年除夕: the eve of 2025's Spring Festival (Jan 28, 2025)
        spring = lunar.festival_in("春节", y)
        d = spring - timedelta(days=1) if spring else None
    else:
        d = lunar.festival_in(name, y) if y is not None else lunar.next_festival(name, today)
    if d is None:
        return None
    if m.groupdict().get("eve"):  # 春节前夕 / 国庆节前夕: the eve, the day before
        d -= timedelta(days=1)
    return d, d, "day", f"{d.year}年{d.month}月{d.day}日", y is None or bool(m.group("ry"))


_MONTH_AFTER = re.compile(r"(?:1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九正])月")
_YEAR_LEAD_BEFORE = re.compile(r"(?:公元|在|于)$")


def h_bare_two_thousand(m: re.Match[str], today: date):
    """A bare 两千年 is the year 2000 only before a month or after 公元 / 在 / 于 (it is as often "two thousand
    years"). Years said with more digits (两千零八年, 二千零二十年) are written as digits by ``normalize_zh`` before any
    rule reads them."""
    text = m.string
    if not (_MONTH_AFTER.match(text, m.end()) or _YEAR_LEAD_BEFORE.search(text, max(0, m.start() - 2), m.start())):
        return None
    return date(2000, 1, 1), date(2000, 12, 31), "year", "2000年", False


_BRACKET_DAY_OFFSET = {"今": 0, "明": 1, "昨": -1, "前": -2, "后": 2}


def h_bracketed_day(m: re.Match[str], today: date):
    """Taiwan and Hong Kong news: 今（4）日 / 明（5）日 / 昨（3）日, the day's number in brackets; a number that is not
    that day's gives no span."""
    d = today + timedelta(days=_BRACKET_DAY_OFFSET[m.group("w")])
    if int(m.group("n")) != d.day:
        return VOID
    return d, d, "day", f"{d.year}年{d.month}月{d.day}日", True


def h_roc_slashed_date(m: re.Match[str], today: date):
    """113/12/04: a 民國 (Republic of China) date as Taiwan's forms write it, year 113 being 2024."""
    y, mo, d = int(m.group("y")) + 1911, int(m.group("m")), int(m.group("d"))
    if not valid_day(y, mo, d):
        return VOID
    return date(y, mo, d), date(y, mo, d), "day", f"{y}年{mo}月{d}日", False


_ROC_DATE_LABEL = re.compile(r"(?:民国|期限|日期|到期日?|截止日?|时间|缴费日|生效日|有效期至?)\s*(?:[:：]\s*)?$")


def h_roc_dotted_date(m: re.Match[str], today: date):
    """繳費期限：115.03.20: a dotted 民國 date, only after a date's label (a bare 113.12.04 may be a version)."""
    if not _ROC_DATE_LABEL.search(m.string, max(0, m.start() - 8), m.start()):
        return None
    return h_roc_slashed_date(m, today)


def h_festival_next_last(m: re.Match[str], today: date):
    """下一个春节 / 下个中秋: the first one after today; 上一个春节 / 上个中秋: the latest one before today."""
    name = _FESTIVAL_ALIASES.get(m.group("f"), m.group("f"))
    if m.group("w").startswith("下"):
        d = lunar.next_festival(name, today + timedelta(days=1))
    else:
        d = next((x for y in range(today.year, today.year - 3, -1)
                  if (x := lunar.festival_in(name, y)) is not None and x < today), None)
    if d is None:
        return None
    return d, d, "day", f"{d.year}年{d.month}月{d.day}日", True


_FESTIVAL_ALIASES = {"大年初一": "春节", "农历新年": "春节", "新春": "春节", "大年三十": "除夕", "元宵节": "元宵"}


def festival_falls_on(word: str, day: date) -> bool:
    """Whether the festival ``word`` (元宵节, 中秋, 圣诞节) falls on ``day`` in that day's (lunar) year: 正月十五元宵节
    said after the Lantern Festival is still that day's festival, not next year's."""
    name = _FESTIVAL_ALIASES.get(word, word)
    if name not in lunar.LUNAR_FESTIVALS and name not in lunar.SOLAR_FESTIVALS:
        name = _FESTIVAL_ALIASES.get(name.rstrip("节節"), name.rstrip("节節"))
    years = (lunar.lunar_year_of(day), day.year) if name in lunar.LUNAR_FESTIVALS else (day.year,)
    return any(lunar.festival_in(name, y) == day for y in years)


# Christian feasts named in Chinese: days from (Western, or with 东正教 Orthodox) Easter, through dateutil.easter
EASTER_FEASTS = {
    **dict.fromkeys(("复活节", "复活节主日", "复活节星期日", "主复活日"), 0),
    **dict.fromkeys(("复活节星期一", "复活节周一", "复活节翌日"), 1),
    **dict.fromkeys(("圣周六", "圣周星期六", "神圣周六", "复活节前夜", "耶稣受难日翌日", "受难节翌日", "主受难节翌日"), -1),
    **dict.fromkeys(("耶稣受难日", "耶稣受难节", "主受难日", "主受难节", "受难节", "受难日", "圣周五", "圣周星期五",
                     "沉默周五", "沈默周五"), -2),
    **dict.fromkeys(("濯足节", "圣周四", "圣周星期四", "濯足星期四"), -3),
    **dict.fromkeys(("棕枝主日", "圣枝主日", "棕榈主日", "圣树主日", "棕树主日"), -7),
    **dict.fromkeys(("圣灰日", "圣灰星期三", "大斋首日", "圣灰礼仪日"), -46),
    **dict.fromkeys(("忏悔节", "忏悔星期二", "忏悔火曜日"), -47),
    **dict.fromkeys(("耶稣升天节", "升天节", "耶稣升天日", "主升天节"), 39),
    **dict.fromkeys(("圣灵降临节", "五旬节", "圣灵降临日"), 49),
    **dict.fromkeys(("圣灵降临节星期一", "五旬节星期一"), 50),
    **dict.fromkeys(("圣三一主日", "三一主日", "天主圣三节", "圣三节", "天主三一主日", "天主圣三一节", "圣三一节"), 56),
    **dict.fromkeys(("基督圣体节", "基督圣体圣血节", "圣体节", "基督圣体圣血瞻礼", "圣体圣血节"), 60),
}
# other Western holidays named in Chinese -> holidays_en's canonical names (its rules give the dates)
WESTERN_HOLIDAYS = {
    "感恩节": "thanksgiving", "母亲节": "mother's day", "父亲节": "father's day", "黑色星期五": "black friday",
    "地球日": "earth day", "圣帕特里克节": "st patrick's day", "老板节": "boss's day", "阵亡将士纪念日": "memorial day",
    "黑五": "black friday",  # shoppers' 黑五 (黑五海淘, 黑五折扣; not the political 黑五类: round 20)
}


def _western_in(name: str, orthodox: bool, year: int) -> date | None:
    if not 1583 <= year <= 4099:
        return None
    if name in EASTER_FEASTS:
        return easter(year, EASTER_ORTHODOX if orthodox else EASTER_WESTERN) + timedelta(days=EASTER_FEASTS[name])
    return None if orthodox else holiday_in(WESTERN_HOLIDAYS[name], year)


def h_western_holiday(m: re.Match[str], today: date):
    """复活节 / 明年感恩节 / 2027年母亲节 / 东正教复活节: that year's holiday, or its next occurrence (today included)."""
    name, orthodox = m.group("hol"), bool(m.group("orth"))
    y = year_prefix(m, today)
    if y is None:
        d = next((d for yy in (today.year, today.year + 1) if (d := _western_in(name, orthodox, yy)) and d >= today),
                 None)
    else:
        d = _western_in(name, orthodox, y)
    if d is None:
        return None
    return d, d, "day", f"{d.year}年{d.month}月{d.day}日", y is None or bool(m.group("ry"))


_GREGORIAN_JAPANESE_ERAS = ("明治", "大正", "昭和", "平成", "令和")


def h_era_year(m: re.Match[str], today: date):
    """乾隆十年 -> 1745; 民国元年 -> 1912."""
    n = 1 if m.group("n") == "元" else cn_num(m.group("n"))
    y = lunar.era_year(m.group("era"), n, m.group("n")) if n else None
    if y is None:
        return None
    mo = cn_num(m.group("mo")) if m.groupdict().get("mo") else None
    # 民国110年3月5日: the Republic counts Gregorian months and days, and so has Japan since 1873 (平成31年4月30日,
    # 令和6年1月1日, 昭和64年1月7日: round 18)
    if mo and (m.group("era") == "民国" or m.group("era") in _GREGORIAN_JAPANESE_ERAS and y >= 1873):
        if not 1 <= mo <= 12:
            return VOID
        if m.group("d"):
            d = cn_num(m.group("d"))
            if not d or not valid_day(y, mo, d):
                return VOID
            return date(y, mo, d), date(y, mo, d), "day", f"{y}年{mo}月{d}日", False
        return date(y, mo, 1), month_end(y, mo), "month", f"{y}年{mo}月", False
    # an imperial era's months are lunar ones (乾隆十年三月): the year is as close as the rules get
    return date(y, 1, 1), date(y, 12, 31), "year", f"{y}年", False


def _shift(d: date, months: int, days: int) -> date:
    y, mo = add_months(d.year, d.month, months)
    return date(y, mo, min(d.day, month_end(y, mo).day)) + timedelta(days=days)


def whole_units(today: date, n: int, unit: str, sign: int):
    """The ``n`` whole days / weeks / months / years just before (``sign`` -1) or after (+1) the current one:
    上两天 / 前2周 / 上两个月 / 后2年 / 下三周 / 后三个月. Days never include today."""
    if unit in ("天", "日"):
        a, b = today + timedelta(days=sign), today + timedelta(days=sign * n)
    elif unit == "季度":
        q0 = (today.month - 1) // 3 * 3 + 1  # the current quarter's first month
        lo, hi = (3, 3 * n + 2) if sign > 0 else (-3 * n, -1)
        y1, m1 = add_months(today.year, q0, lo)
        y2, m2 = add_months(today.year, q0, hi)
        a, b = date(y1, m1, 1), month_end(y2, m2)
    elif unit == "年":
        a, b = (date(today.year + 1, 1, 1), date(today.year + n, 12, 31)) if sign > 0 else \
            (date(today.year - n, 1, 1), date(today.year - 1, 12, 31))
    elif unit in ("月", "个月"):
        lo, hi = (1, n) if sign > 0 else (-n, -1)
        y1, m1 = add_months(today.year, today.month, lo)
        y2, m2 = add_months(today.year, today.month, hi)
        a, b = date(y1, m1, 1), month_end(y2, m2)
    else:
        monday, sunday = week_of(today)
        a, b = (sunday + timedelta(days=1), sunday + timedelta(weeks=n)) if sign > 0 else \
            (monday - timedelta(days=1), monday - timedelta(weeks=n))
    a, b = min(a, b), max(a, b)
    return a, b, "window" if unit in ("天", "日") else "range", None, True


def h_prev_next_n(m: re.Match[str], today: date):
    """上两天 / 上二周 / 上两个月 / 下三周 / 下三个月 / 后2年 / 后三个月 / 前两个月: whole units beside the current one."""
    n = 3 if m.group("n") in ("几", "些") else cn_num(m.group("n"))  # 前几天: a few = 3, as in 过去几天
    if not n or n > 1000:
        return None
    return whole_units(today, n, m.group("u").removeprefix("个"), -1 if m.group("dir") in ("上", "前") else 1)


def window(today: date, n: int, unit: str, future: bool):
    """过去两周 / 近五年 / 最近一个月 (N units ending today) and 未来三天 / 接下来两周 (N units from tomorrow): the
    same convention as English "past N days" / "next N days"; None for clock units (left to the caller)."""
    months, days = {"天": (0, 1), "日": (0, 1), "周": (0, 7), "星期": (0, 7), "礼拜": (0, 7), "个月": (1, 0),
                    "月": (1, 0), "年": (12, 0)}.get(unit, (0, 0))
    if not (months or days) or not 0 < n <= 5000:
        return None
    return span_window(today, n * months, n * days, future)


def span_window(today: date, months: int, days: int, future: bool):
    if future:
        return today + timedelta(days=1), _shift(today, months, days), "window", None, True
    return _shift(today, -months, -days) + timedelta(days=1), today, "window", None, True


_FUTURE_PRE = ("未来", "今后", "接下来", "往后")


def h_window_more(m: re.Match[str], today: date):
    """近半年 / 过去半个月 / 未来两个季度 / 近一年半 / 过去两个半月: the windows with halves and quarters."""
    g = m.groupdict()
    future = m.group("pre").startswith(_FUTURE_PRE)
    if g.get("q"):
        n = cn_num(g["q"])
        return span_window(today, 3 * n, 0, future) if n and n <= 400 else None
    if g.get("hu"):
        months, days = {"年": (6, 0), "月": (0, 15)}[g["hu"]]
        return span_window(today, months, days, future)
    n = cn_num(g["n"])
    if not n or n > 1000:
        return None
    return span_window(today, 12 * n + 6, 0, future) if g["u"] == "年" else span_window(today, n, 15, future)


def h_same_day_in_year(m: re.Match[str], today: date):
    """去年的今天 / 明年今日: today's month and day in that year (Feb 29 falls back to Feb 28)."""
    if m.groupdict().get("n"):  # 十年前的今天 / 3年后的今天
        n = cn_num(m.group("n"))
        y = today.year + (n if m.group("dir") == "后" else -n) if n else None
    else:
        y = year_prefix(m, today)
    if y is None or not 1 <= y <= 9998:
        return None
    d = date(y, today.month, min(today.day, month_end(y, today.month).day))
    return d, d, "day", f"{d.year}年{d.month}月{d.day}日", True


def h_unit_so_far(m: re.Match[str], today: date):
    """今年以来 / 本月至今 / 本周以来: from the current unit's first day up to today."""
    u, rest = m.group("u"), m.group(0)[len(m.group("u")):]
    if "年" in u:
        s0 = date(today.year, 1, 1)
        return s0, today, "since", f"{today.year}年{'初' if '初' in u else ''}{rest}", True
    if "月" in u:
        s0 = date(today.year, today.month, 1)
        return s0, today, "since", f"{today.year}年{today.month}月{rest}", True
    elif "季" in u:
        s0 = date(today.year, (today.month - 1) // 3 * 3 + 1, 1)
    else:
        s0 = week_of(today)[0]
    return s0, today, "since", None, True


_WEEK_PRE = {"上上": -2, "上": -1, "这": 0, "本": 0, "今": 0, "下": 1, "下下": 2}
_WEEK_THIRD = {"初": "early", "前期": "early", "初期": "early", "中": "mid", "中期": "mid", "后期": "late", "末期": "late"}


def h_week_part(m: re.Match[str], today: date):
    """周初 / 本周中 / 下周初 / 上个礼拜中 / 下周前期 / 本周后期 (a forecast's words): the early (Mon-Tue), middle
    (Wed-Thu) or late (Fri-Sun) third of the week (dates.part_of)."""
    monday, sunday = week_of(today + timedelta(weeks=_WEEK_PRE.get(m.group("w") or "", 0)))
    s0, e0 = part_of(monday, sunday, "week", _WEEK_THIRD[m.group("p")])
    return s0, e0, "range", None, True


def h_quarter_part(m: re.Match[str], today: date):
    """Bare 季度初 / 季末: the current quarter's first or last month."""
    q0 = (today.month - 1) // 3 * 3 + 1
    mo = q0 if m.group("p") == "初" else q0 + 2
    return date(today.year, mo, 1), month_end(today.year, mo), "range", None, True


def h_quarter_part_named(m: re.Match[str], today: date):
    """本季末 / 上季末 / 下季初 (reports say 季 for 季度): that quarter's first or last month."""
    q = (today.month - 1) // 3 + {"本": 0, "当": 0, "上": -1, "下": 1}[m.group("w")]
    y, q = today.year + q // 4, q % 4
    mo = q * 3 + 1 if m.group("p") == "初" else q * 3 + 3
    return date(y, mo, 1), month_end(y, mo), "range", None, True


def h_since_quarter(m: re.Match[str], today: date):
    """三季度以来 / 第三季度以来 (reports): since this year's third quarter began, up to today (三个季度以来 is a count)."""
    start = date(today.year, int(cn_num(m.group("q")) or 0) * 3 - 2, 1)
    return (start, today, "window", None, True) if start <= today else None


_DAY_CN = r"(?P<d>3[01]|[12]\d|0?[1-9]|三十一?|卅一?|二十[一二三四五六七八九]?|十[一二三四五六七八九]?|[一二三四五六七八九])"


def h_impossible(m: re.Match[str], today: date):
    """4月31日 / 2021年2月29日 / 二月三十日: claims the text, gives no span; a possible date is left to the base rules."""
    y = year_prefix(m, today)
    mo, d = cn_num(m.group("mo")), cn_num(m.group("d"))
    if not mo or not d:
        return None
    if y is None:
        return VOID if not valid_day(2000, mo, d) else None  # 2000 is leap: 2月29日 without a year may exist
    return VOID if not valid_day(y, mo, d) else None


def h_half_month(m: re.Match[str], today: date):
    """Bare 上半月 / 下半(个)月 / 前半个月 / 后半个月: the current month's days 1-15 or 16-end."""
    first, last = date(today.year, today.month, 1), month_end(today.year, today.month)
    if m.group("h") in "上前":
        return first, first.replace(day=15), "range", None, True
    return first.replace(day=16), last, "range", None, True


def h_whole_year(m: re.Match[str], today: date):
    """2024全年 / 2024财年 / 2025财年全年 (a calendar year)."""
    y = int(m.group("y0"))
    return date(y, 1, 1), date(y, 12, 31), "year", None, False


def h_season_years(m: re.Match[str], today: date):
    """2026-27赛季 / 2026/27学年: a season or school year across two years is both years (its own months vary by
    league and school); a second year that does not follow the first is no season."""
    y, y1 = int(m.group("y0")), int(m.group("y1"))
    if y1 not in ((y + 1) % 100, y + 1):  # 2026-27赛季 / 2026-2027学年
        return None
    return date(y, 1, 1), date(y + 1, 12, 31), "range", None, False


_MONTH_SHIFT = {"上上个月": -2, "上个月": -1, "上月": -1, "下个月": 1, "下月": 1, "下下个月": 2}


def h_same_day_in_month(m: re.Match[str], today: date):
    """上个月的今天 / 下个月今天: today's day in that month (the 31st falls back to the month's last day)."""
    y, mo = add_months(today.year, today.month, _MONTH_SHIFT[m.group("rm")])
    d = date(y, mo, min(today.day, month_end(y, mo).day))
    return d, d, "day", f"{d.year}年{d.month}月{d.day}日", True


def h_same_day_after_count(m: re.Match[str], today: date):
    """三个月后的今天 / 一个月前的今天 / 两周后的今天: today's day that many months on or back (the 31st falls back to
    the month's last day), or today's weekday that many weeks on or back (round 20, as 十年前的今天)."""
    n = cn_num(m.group("n"))
    if not n or n > 1200:
        return None
    sign = 1 if m.group("dir") == "后" else -1
    if m.group("u").endswith("月"):
        y, mo = add_months(today.year, today.month, sign * n)
        if not 1 <= y <= 9998:
            return None
        d = date(y, mo, min(today.day, month_end(y, mo).day))
    else:
        d = today + timedelta(weeks=sign * n)
    return d, d, "day", f"{d.year}年{d.month}月{d.day}日", True


def h_same_month_in_year(m: re.Match[str], today: date):
    """去年这个月 / 明年本月: today's month in that year."""
    y = year_prefix(m, today)
    if y is None or not 1 <= y <= 9998:
        return None
    return date(y, today.month, 1), month_end(y, today.month), "month", f"{y}年{today.month}月", True


def h_these_two_days(m: re.Match[str], today: date):
    """这两天: yesterday and today (a past window ends today)."""
    return today - timedelta(days=1), today, "window", None, True


def h_decade(m: re.Match[str], today: date):
    """1990年代: the decade."""
    y0 = cn_num(m.group("y0"))
    return date(y0, 1, 1), date(y0 + 9, 12, 31), "range", None, False


def h_two_decades(m: re.Match[str], today: date):
    """八九十年代 / 上个世纪五六十年代 / 20世纪七八十年代: two neighbouring decades named together, as 七八月份 (a bare
    decade is the latest of that name up to ten years ahead, as 二十年代 and 90年代)."""
    a, b = cn_num(m.group("a")), cn_num(m.group("b"))
    if b != a + 1:
        return None
    if m.group("cpre"):
        century = 1900 if m.group("cpre").startswith("上") else today.year // 100 * 100
    elif m.group("c"):
        n = cn_num(m.group("c"))
        if not n or not 1 <= n <= 99:
            return None
        century = (n - 1) * 100
    else:
        base = today.year + 10
        century = base - ((base - b * 10) % 100) - b * 10
    y0 = century + a * 10
    return (date(y0, 1, 1), date(y0 + 19, 12, 31), "range", None, not m.group("c")) if y0 >= 1 else None


_SEASONS_ZH = {"春": "spring", "夏": "summer", "秋": "autumn", "冬": "winter"}


_SEASON_TOPIC_BEFORE = re.compile(r"(?:关于|有关|描写|描述|形容|赞美|歌颂|喜欢|讨厌|热爱|爱上|怀念|像|写)$")
_SEASON_TOPIC_AFTER = re.compile(r"的?(?:诗|歌|词|散文|作文|文章|句子|图片|画|颜色|景色|风景|特点|特征|成语|古诗|故事)")
# a bare season naming a kind of thing: 秋季学期 (the autumn term), 秋季运动会, 冬季奥运会, 春季招聘, 夏季新品, 春季班;
# the formal 春季 / 夏季 / 秋季 / 冬季 right before any other noun is an attribute (冬季两项, 夏季达沃斯论坛, 春季旅行), unless
# a word that places it in time follows (冬季里, 夏季的, 秋季时, 春季开始 …)
_SEASON_KIND_AFTER = re.compile(r"(?:学期|学年|运动会|奥运|冬奥|残奥|招生|招聘|校招|新品|新款|款|装|班|课程|赛季|联赛|赛|档|时装|服饰"
                                r"|开放时间|营业时间|作息|时刻表|时间表)")  # 夏季作息时间: the summer timetable
_SEASON_NOUN_AFTER = re.compile(r"(?![的里中时期间来到开结过是将已会前后和与及或就也都还又才初末底以之起至至])[\u4e00-\u9fff]")


def h_season(m: re.Match[str], today: date):
    """今年夏天 / 去年冬季 / 2019年春季 / 夏天: meteorological seasons (see dates.season); bare = the current one."""
    name = _SEASONS_ZH[m.group("s")]
    y = year_prefix(m, today)
    if y is None and (_SEASON_TOPIC_BEFORE.search(m.string, max(0, m.start() - 4), m.start())
                      or _SEASON_TOPIC_AFTER.match(m.string, m.end()) or _SEASON_KIND_AFTER.match(m.string, m.end())
                      or (m.group(0).endswith("季") and _SEASON_NOUN_AFTER.match(m.string, m.end()))):
        return None  # 写一首关于秋天的诗 / 喜欢冬天 / 夏天的颜色 / 秋季学期: the season as a topic or a kind, not a time
    if y is not None:
        s0, e0 = season(y, name)
    else:
        s0, e0 = season_near(today, name, "this")
    return s0, e0, "range", None, y is None or bool(m.group("ry"))


# what may follow a one-character season: the end, punctuation or a non-Han character, or a word that places it in
# time (2027年春发布, 今冬以来, 去冬今春, 明春开始)
_SEASON_ALONE = (r"(?=$|[^\u4e00-\u9fff]|的|以来|开始|起|到|至|时|期间|之[际交初末]|前后|[将再又还也都就才已在是会要可能]|发布|上市"
                 r"|举行|召开|播出|上映|开通|完工|开工|投产|竣工|气温|气候|降水|降雪|预计|计划|有望|以前|以后"
                 r"|今[春夏秋冬]|明[春夏秋冬])")
_REL_SEASON = {"今": 0, "明": 1, "去": -1}


def h_short_season(m: re.Match[str], today: date):
    """2027年春 / 今年秋 / 今冬 / 明春 / 去冬: that season (今冬 the current or coming winter, as a bare 冬天)."""
    name = _SEASONS_ZH[m.group("s")]
    if m.group("rs") == "今":
        s0, e0 = season_near(today, name, "this")
    elif m.group("rs"):
        s0, e0 = season(today.year + _REL_SEASON[m.group("rs")], name)
    else:
        s0, e0 = season(year_prefix(m, today), name)
    return s0, e0, "range", None, not m.group("y")


def h_year_range(m: re.Match[str], today: date):
    """从2019-2021 / 2019-2021年 / 2019至2021年: whole years (not "pages 1997-2003": see measures_en)."""
    if numbered(m.string, m.start()):
        return None
    y1, y2 = cn_num(m.group("y1")), cn_num(m.group("y2"))
    if y1 is None or y2 is None:
        return None
    return (date(y1, 1, 1), date(y2, 12, 31), "range", None, False) if y1 < y2 else None


_FESTIVALS = sorted([*lunar.LUNAR_FESTIVALS, *lunar.SOLAR_FESTIVALS, *lunar.SOLAR_TERMS, *lunar.DERIVED_FESTIVALS, "元宵节"], key=len,
                    reverse=True)
FESTIVAL_NAMES = tuple(_FESTIVALS)
_FEST_SOLAR_NEEDS_JIE = {"五一", "六一", "七一", "八一", "十一", "三八", "五四", "情人", "妇女", "植树", "愚人", "劳动", "青年",
                         "儿童", "建党", "建军", "教师", "万圣", "光棍", "白色情人", "护士", "记者",
                         "双十"}  # 双十节 / 雙十節: Taiwan's national day, Oct 10 (never a bare 双十: 双十一)
_LM = r"(?P<leap>闰)?(?P<lm>正|腊|臘|冬|十[一二]?|[一二三四五六七八九]|1[0-2]|0?[1-9])月"
_LD = r"(?P<ld>初[一二三四五六七八九十]|初[1-9]|十[一二三四五六七八九]?|二十[一二三四五六七八九]?|廿[一二三四五六七八九]?|三十|[12]\d|30|0?[1-9])"
def h_window_more_groups(m: re.Match[str], today: date):
    return h_window_more(_Groups(m, hu=m.group("hu2"), u=m.group("u") or m.group("u2")), today)


NOW = "now"


def h_now(m: re.Match[str], today: date):
    """现在 / 目前 / 当前 / 此刻 / 眼下 / 截至目前 / 到目前为止 / 截至发稿时: today, of kind ``now`` (the moment of asking: it is
    reported as a span but narrows no search, see timeframe.resolve)."""
    return today, today, NOW, None, True


def h_may_day(m: re.Match[str], today: date):
    """A bare 五一 (May Day) when it stands as a word: 五一 / 五一假期 / 今年五一."""
    return h_festival(_Groups(m, f="劳动"), today)


def h_unit_within(m: re.Match[str], today: date):
    """Bare 年内 / 月内: the current year or month (今年内, 本月内 are read by the base rules)."""
    if m.group("u") == "年":
        return date(today.year, 1, 1), date(today.year, 12, 31), "year", None, True
    return date(today.year, today.month, 1), month_end(today.year, today.month), "month", None, True


def h_same_day_in_week(m: re.Match[str], today: date):
    """下周的今天 / 上个星期的今天: today's weekday in that week."""
    d = today + timedelta(weeks=_WEEK_PRE[m.group("w")])
    return d, d, "day", f"{d.year}年{d.month}月{d.day}日", True


_YEAR_WORD_SHIFT = {"本": 0, "今": 0, "这个": 0, "上个": -1, "上一": -1, "上一个": -1, "下个": 1, "下一": 1, "下一个": 1}


def h_fiscal_word(m: re.Match[str], today: date):
    """本财年 / 上个年度 / 下一财年: a calendar year (as 2024财年; a fiscal year's own start is the company's)."""
    y = today.year + _YEAR_WORD_SHIFT[m.group("w")]
    return date(y, 1, 1), date(y, 12, 31), "year", f"{y}{m.group('u')}", True


_MONTH_WORDS = {"本月": 0, "这个月": 0, "这月": 0, "当月": 0, "上个月": -1, "上月": -1, "上一个月": -1, "上上个月": -2,
                "下个月": 1, "下月": 1, "下一个月": 1, "下下个月": 2}
# any day number, possible or not (本月32号, 下个月31号 in a 30-day month are checked by the handler)
_DAY_WORD = r"三十一?|卅一?|二十[一二三四五六七八九]?|廿[一二三四五六七八九]?|十[一二三四五六七八九]?|[一二三四五六七八九]"
_DAY_ANY = r"(?P<d>\d{1,3}|[一二三四五六七八九十廿卅]{1,4})"


def h_month_word_day(m: re.Match[str], today: date):
    """本月32号 / 下个月31号 (a month of 30 days) / 上个月0号: no such day, the text is claimed and gives no span; a
    possible day is left to the base rule."""
    word = m.group(0)[:m.start("d") - m.start()].rstrip("的")
    y, mo = add_months(today.year, today.month, _MONTH_WORDS[word])
    d = cn_num(m.group("d"))
    if ((mo, d) == (2, 29) and _MONTH_WORDS[word] == 0
            and YEAR_WORD_BEFORE.search(m.string, max(0, m.start() - 3), m.start())):
        return None  # 去年本月29日 said in February 2025: the year before it places the day (a leap year or none)
    return None if d is not None and valid_day(y, mo, d) else VOID


def h_month_word_bare_day(m: re.Match[str], today: date):
    """本月十五 / 下个月二十 (a day number without 日 / 号, as said): that month's day; 下个月初一 / 农历本月初十 / 农历
    这个月十五: a lunar day (初 is only lunar, or 农历 said before), of the lunar month that many after today's (round 18)."""
    shift = _MONTH_WORDS[m.group("mw")]
    raw = m.group("d")
    if raw.startswith("初") or m.group("lunar"):
        key = lunar.lunar_month_shifted(today, shift)
        day = _lunar_day(raw)
        d = lunar.lunar_to_solar(key[0], key[1], day, key[2]) if key and day else None
        return (d, d, "day", f"{d.year}年{d.month}月{d.day}日", True) if d else VOID
    y, mo = add_months(today.year, today.month, shift)
    d = cn_num(raw)
    if not d or not valid_day(y, mo, d):
        return VOID
    return date(y, mo, d), date(y, mo, d), "day", f"{y}年{mo}月{d}日", True


def h_month_word_listed_days(m: re.Match[str], today: date):
    """本月5、6号 / 下个月3号和4号 / 上月28、29、30日: days listed after a month word, one range from the first to the last
    (as 3月5日和6日; round 21)."""
    y, mo = add_months(today.year, today.month, _MONTH_WORDS[m.group("mw")])
    d1, d2 = int(m.group("d")), int(m.group("d2"))
    if not (valid_day(y, mo, d1) and valid_day(y, mo, d2)):
        return VOID
    if d2 <= d1:
        return None
    return date(y, mo, d1), date(y, mo, d2), "range", None, True


def h_spoken_months_away(m: re.Match[str], today: date):
    """两月后 / 俩月前 / 仨月以后 (spoken, without 个: 两 / 俩 / 仨 name no month): that month, as 两个月后 (round 18)."""
    n = {"两": 2, "俩": 2, "仨": 3}[m.group("n")]
    y, mo = add_months(today.year, today.month, n if "后" in m.group("dir") else -n)
    return date(y, mo, 1), month_end(y, mo), "month", f"{y}年{mo}月", True


def h_month_word_day_range(m: re.Match[str], today: date):
    """本月5日-7日 / 下月5号—7号 / 上个月3日~5日: days of that month joined by a dash (round 14; 至 / 到 were joined)."""
    if YEAR_WORD_BEFORE.search(m.string, max(0, m.start() - 3), m.start()):
        return None  # 去年本月5日-7日: the year word places the month; left to the other rules
    y, mo = add_months(today.year, today.month, _MONTH_WORDS[m.group("mw")])
    d1, d2 = cn_num(m.group("d1")) or 0, cn_num(m.group("d2")) or 0
    if not (valid_day(y, mo, d1) and valid_day(y, mo, d2)) or d1 >= d2:
        return VOID
    return date(y, mo, d1), date(y, mo, d2), "range", None, True


YEAR_WORD_BEFORE = re.compile(r"[去明前后今]年的?$")  # a year word right before 本月 places its day (去年本月29日);
# read in the three characters before it (searched from the start of the text, it was quadratic: review 12b)


def h_month_week(m: re.Match[str], today: date):
    """本月第6周 / 下个月第五周 (a month of four ISO weeks) / 2月第0周: no such week, no span; a real one is left to the
    base rules (a month's weeks are the ISO weeks whose Thursday it holds)."""
    if m.group("mw"):
        y, mo = add_months(today.year, today.month, _MONTH_WORDS[m.group("mw")])
    else:
        y, mo = year_prefix(m, today) or today.year, cn_num(m.group("mo"))
    n = cn_num(m.group("n"))
    if not mo or not 1 <= mo <= 12 or n is None or not 1 <= y <= 9998:
        return None
    return None if 1 <= n <= len(weeks_in(date(y, mo, 1), month_end(y, mo))) else VOID


def h_numbered_week(m: re.Match[str], today: date):
    """2017年第53周 (the year has 52 ISO weeks) / 今年第0周: no such week, no span; a real one is left to the rules
    that read it."""
    y, n = year_prefix(m, today), cn_num(m.group("n"))
    if y is None or not 1 <= y <= 9998 or n is None:
        return None
    return None if 1 <= n <= date(y, 12, 28).isocalendar()[1] else VOID


def h_quarter_month(m: re.Match[str], today: date):
    """本季度的第一个月 / 2016年第三季度的最后一个月: that month of the quarter."""
    rq = m.group("rq")
    if rq:
        shift = -1 if rq.startswith("上") else 1 if rq.startswith("下") else 0
        idx = today.year * 4 + (today.month - 1) // 3 + shift
        y, q = idx // 4, idx % 4 + 1
    else:
        y = year_prefix(m, today) or today.year
        q = cn_num(m.group("q"))
    k = 3 if m.group("last") else cn_num(m.group("n"))
    if not q or not k or not 1 <= y <= 9998:
        return None
    mo = 3 * (q - 1) + k
    return date(y, mo, 1), month_end(y, mo), "month", f"{y}年{mo}月", bool(rq) or y == today.year


_WEEKDAY_NUM = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}


def h_month_nth_weekday(m: re.Match[str], today: date):
    """下个月的第六个星期五 / 2月第五个周一 (in a year whose February has four): no such day, no span; one that exists
    is left to the base rules."""
    if m.group("mw"):
        y, mo = add_months(today.year, today.month, _MONTH_WORDS[m.group("mw")])
    else:
        y, mo = year_prefix(m, today) or today.year, cn_num(m.group("mo"))
    n = cn_num(m.group("n"))
    if not mo or not 1 <= mo <= 12 or not n or not 1 <= y <= 9998:
        return None
    first = date(y, mo, 1)
    d = first + timedelta(days=(_WEEKDAY_NUM[m.group("wd")] - first.weekday()) % 7 + 7 * (n - 1))
    return None if d.month == mo else VOID


def h_year_edge_units(m: re.Match[str], today: date):
    """今年前两周 / 2016年前10天 / 今年最后两周 / 今年最后三个月: a year's first or last N days, (ISO) weeks or months
    (今年前三个月 / 今年后三个月 are the base rules')."""
    y = year_prefix(m, today)
    if y is None or not 1 <= y <= 9998:
        return None
    first, last = date(y, 1, 1), date(y, 12, 31)
    fb, n, u = (m.group("fb"), cn_num(m.group("n")), m.group("u")) if m.group("fb") else \
        (m.group("fb2"), cn_num(m.group("n2")), "月")
    if not n:
        return None
    front = fb in ("前", "头")
    if u == "月":
        if n > 12:
            return None
        return date(y, 13 - n, 1), last, "range", None, bool(m.group("ry"))
    if u in ("天", "日"):
        if n > (last - first).days + 1:
            return None
        s0, e0 = (first, first + timedelta(days=n - 1)) if front else (last - timedelta(days=n - 1), last)
        return s0, e0, "range", None, bool(m.group("ry"))
    weeks = weeks_in(first, last)
    if n > len(weeks):
        return None
    chosen = weeks[:n] if front else weeks[-n:]
    return chosen[0][0], chosen[-1][1], "range", None, bool(m.group("ry"))


def h_from_today(m: re.Match[str], today: date):
    """即日起 / 自即日起 ("from this day on"): today, as a rule taking effect on the day it is said."""
    return today, today, "day", f"{today.year}年{today.month}月{today.day}日", True


def h_these_few(m: re.Match[str], today: date):
    """这几年 / 这几个月 / 这几周: as 近几年 (a few = 3 units ending today; 这几天 is the base rules' last 7 days)."""
    return window(today, 3, m.group("u").removeprefix("个"), False)


_NUMBERED_THING = re.compile("[楼线路栋层室座位床台车厅馆门口店院房街巷单元窗柜码电]")


def h_day_range(m: re.Match[str], today: date):
    """3号-5号 / 10日-12日: days of the current month (3号至5号 and 3号~5号 are joined by the base rules; a bare 3-5号
    stays the base rules' month-day, as 12-25号 may be Christmas)."""
    if _NUMBERED_THING.match(m.string, m.end()):
        return VOID  # 3号-5号楼 / 1号-3号线: buildings and lines, no days (nor a 3号 alone)
    d1, d2 = int(m.group("d1")), int(m.group("d2"))
    if not d1 < d2 or not valid_day(today.year, today.month, d2):
        return None
    return date(today.year, today.month, d1), date(today.year, today.month, d2), "range", None, True


def h_void(m: re.Match[str], today: date):
    """2025年13月 / 4月0日: no such month or day; the text is claimed and gives no span."""
    return VOID


class Gated:
    """A rule's pattern run only when a cheap ``gate`` is found in the text first. Every match of the pattern must
    contain a match of the gate (so skipping is sound); it spares rules with an optional year prefix, which the
    regex engine tries at every position, most of their cost on text without their key word. Quacks like the
    compiled pattern for the callers (``finditer``, ``pattern``, ``flags``)."""

    __slots__ = ("_gate", "_re", "flags", "pattern")

    def __init__(self, regex: str, gate: str) -> None:
        self._re, self._gate = re.compile(regex), re.compile(gate)
        self.pattern, self.flags = self._re.pattern, self._re.flags

    def finditer(self, text: str):
        return self._re.finditer(text) if self._gate.search(text) else iter(())


# 冬至节气 / 立春节气 / 冬至日: a solar term and 节气 or 日 are one span (it was cut at 冬至节); only after a term
# (春节气氛 is no term, 夏至日出 a sunrise)
_TERM_JIEQI = "(?<=" + "|".join(lunar.SOLAR_TERMS) + ")"
# the first characters of words that begin with 日 (日出, 日程, 日记, 日用品, 日料, 日剧, 日系, 日夜, 日间, 日历 …): after
# a solar term or 周六 such a 日 starts the next word, it is no "day" (冬至日程 is 冬至, 周六日剧 is Saturday; review16c)
RI_WORD_NEXT = "出落光照本元语文子报常记程夜间用料剧系历志晒食蚀场班韩式企产货圆军方籍化积益渐趋头期記劇場貨產韓語曆誌蝕漸趨薪息销"
_RI_DAY = f"日(?![{RI_WORD_NEXT}])(?!均(?![可能为已需要须都在有是]))"  # 立秋日均气温: 日均 "daily"; 日均可 "both days can"
# 来 as "since" after a length or a quarter (三季度来, 三个月来), not the verb of 来看 / 来说 / 来讲 / 来自 / 来临
LAI_SINCE = "来(?![看说讲自临])"
_NO_JIE = "|".join(n for n in _FESTIVALS if n not in _FEST_SOLAR_NEEDS_JIE)
_JIE = "|".join(sorted(_FEST_SOLAR_NEEDS_JIE, key=lambda name: (-len(name), name)))  # the same text whatever the hash seed
_WESTERN = "|".join(sorted([*EASTER_FEASTS, *WESTERN_HOLIDAYS], key=len, reverse=True))
_YEAR1 = YEAR.removesuffix("?")  # a year that must be there
# 2037端午节放假安排 / 2038春节档 / 2039 国庆节: a four-digit year without 年 glued to a festival is that year's (as
# 2026上半年 is 2026年上半年; not after a letter, a digit or a dot: A2037春节款, v1.2037; round 21)
_FEST_YEAR = rf"(?:(?<![0-9A-Za-z.\-/_])(?P<by>(?:19|20)\d{{2}})\s?(?=[\u4e00-\u9fff])|{YEAR})"
RULES = [
    (Gated(rf"{YEAR}(?:农历|阴历|農曆|陰曆){_LM}(?:{_LD}[日号號]?)?", "农历|阴历|農曆|陰曆"), h_lunar_date),
    # 阴历三月三 / 农历二月二: a lunar day written as one numeral (the feast days 二月二, 三月三, 九月九)
    (Gated(rf"{YEAR}(?:农历|阴历|農曆|陰曆){_LM}(?P<ld>[一二三四五六七八九])(?![0-9一二三四五六七八九十日号號月])",
           "农历|阴历|農曆|陰曆"), h_lunar_date),
    # 农历2037年三月三 / 阴历二〇三七年五月五: the year written after 农历 (round 21)
    (Gated(rf"(?:农历|阴历|農曆|陰曆){_YEAR1}{_LM}(?P<ld>[一二三四五六七八九])[日号號]?(?![0-9一二三四五六七八九十月])",
           "农历|阴历|農曆|陰曆"), h_lunar_date),
    # a bare 两千年 (not 两千年前 / 两千年来 / 两千年的历史: a count of years)
    (Gated(r"(?<![0-9零〇一二两三四五六七八九十百千万亿几])[两二]千年(?![前后来间之的历以久多代纪龄级度])", "千"),
     h_bare_two_thousand),
    # 今（4）日 / 明（5）日 / 昨（3）日 (Taiwan news): that day, its number checked
    (Gated(r"(?P<w>[今明昨前后])\s*[（(]\s*(?P<n>[0-9]{1,2})\s*[）)]\s*日", "日"), h_bracketed_day),
    # 113/12/04: a 民國 date (two-digit month and day, years 100-129; not dotted: 113.12.04 may be a version)
    (Gated(r"(?<![0-9/.\-])(?P<y>1[0-2][0-9])/(?P<m>0[1-9]|1[0-2])/(?P<d>0[1-9]|[12][0-9]|3[01])(?![0-9/.\-])", "/"),
     h_roc_slashed_date),
    # 115.03.20 after a date's label (繳費期限：115.03.20, 到期日 115.3.20) or 民國: a dotted 民國 date (round 20)
    (Gated(r"(?<![0-9/.\-])(?P<y>1[0-2][0-9])\.(?P<m>0?[1-9]|1[0-2])\.(?P<d>0?[1-9]|[12][0-9]|3[01])(?![0-9/.\-])", "."),
     h_roc_dotted_date),
    # 下一个春节 / 上个中秋: the next one after today, the latest one before it
    (Gated(rf"(?P<w>下一个|下个|上一个|上个)(?P<f>{_NO_JIE})(?:节|節)?(?![老岛树粥蒜醋索风个]|上河图)", "[上下]一?个"),
     h_festival_next_last),
    # 三月三十二日 / 5月40号: a day no month has gives no span, not the month
    (Gated(rf"{YEAR}(?P<mo>1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])月"
           r"(?:3[2-9]|[4-9][0-9]|三十[二三四五六七八九]|[四五六七八九]十[一二三四五六七八九]?)[日号號]", "月"), h_void),
    # 病史3月余 / 入院前1月余 / 咳嗽2年余: a length of months or years "and more", as case notes write it, names no month
    # or year (not 余下 / 余额 …: what remains; round 18)
    (Gated(r"(?:[前后]|(?<![0-9零〇一二两三四五六七八九十]))(?:[1-9][0-9]?|[一二两三四五六七八九十半]{1,3})个?[月年]余"
           r"(?![下额款粮量数钱票热晖温波])", "余"), h_void),
    (Gated(rf"(?:农历|阴历){_YEAR1}{_LM}(?:{_LD}[日号]?)?", "农历|阴历"), h_lunar_date),  # 农历2023年八月十五
    (Gated(rf"{YEAR}(?P<leap>闰)?(?P<lm>正|腊|臘|冬)月(?:{_LD}[日号號]?)?", "[正腊臘冬]月"), h_lunar_date),
    (Gated(rf"{YEAR}{_LM}(?P<ld>初[一二三四五六七八九十1-9])(?![0-9一二三四五六七八九十])", "月初"), h_lunar_date),
    # 十一月廿九: 廿 without 日 / 号 is how lunar days are written (a Gregorian 11月29日 takes its 日)
    (Gated(rf"{YEAR}{_LM}(?P<ld>廿[一二三四五六七八九])(?![0-9一二三四五六七八九十日号號])", "月廿"), h_lunar_date),
    # 初六到初八 / 正月初六到初八 / 腊月初十至廿三: lunar days, one month for both (round 18)
    (Gated(rf"{YEAR}(?:(?P<leap>闰)?(?P<lm>正|腊|臘|冬|十[一二]?|[二三四五六七八九]|1[0-2]|0?[1-9])月)?(?(lm)|(?<![0-9零〇一二两三四五六七八九十月年大]))"
           r"(?P<ld>初[一二三四五六七八九十])\s*(?:到|至|[-－~～—])\s*"
           r"(?P<ld2>初[一二三四五六七八九十]|十[一二三四五六七八九]?|二十[一二三四五六七八九]?|廿[一二三四五六七八九]|三十)"
           r"(?![0-9零〇一二两三四五六七八九十月日号號])", "初"), h_lunar_days),
    # 除夕至初六 / 年三十到初五 / 大年初一到初七: the holiday's days of one new year (round 18)
    (Gated(r"(?P<a>除夕|大年三十|年三十|大年初[一二三四五六七八九十]|春节)\s*(?:到|至|[-－~～—])\s*(?:正月)?"
           r"(?P<ld2>初[一二三四五六七八九十]|十[一二三四五])(?![0-9零〇一二两三四五六七八九十月日号號])", "初|十"), h_new_year_stretch),
    # 初八 standing alone (初四 to 初十: 初一 to 初三 are also school years, 初一（3）班; not 月初五 / 年初五, read above, nor
    # a school year's class or subject after it)
    (Gated(r"(?P<y>)(?P<ry>)(?P<lm>)(?P<leap>)(?<![0-9零〇一二两三四五六七八九十月年大正腊冬到至\-~～—])(?P<ld>初[四五六七八九十])"
           r"(?![0-9零〇一二两三四五六七八九十]|班|年级|级|学|生|中|期|路|号|街|巷|村|\s*[(（][0-9一二三四五六七八九十]+[)）])", "初"), h_lunar_days),
    # 初二回娘家 said in the new year's season (初一 to 初三: not a school year's class, grade, term or subject after it)
    (Gated(r"(?P<y>)(?P<ry>)(?P<lm>)(?P<leap>)(?<![0-9零〇一二两三四五六七八九十月年大正腊冬到至\-~～—])(?P<ld>初[一二三])"
           r"(?![0-9零〇一二两三四五六七八九十]|班|年级|级|学|生|中|期|路|号|街|巷|村|数|语|英|物|化|政|史|地|课|上|下|的|心|次|步|级|稿|衷|恋|见|赛|版"
           # (review20t: a grade's year, time, classmates or teachers: 初三那年, 初二那会儿, 初一时候, 初三毕业, 初二同学)
           r"|那(?:年|会|时|阵|一年)|时候|毕业|同学|同桌|老师|班主任"
           r"|\s*[(（][0-9一二三四五六七八九十]+[)）])", "初"), h_new_year_first_days),
    (Gated(rf"{YEAR}(?P<big>大年)(?P<lm>)(?P<leap>)(?P<ld>初[一二三四五六七八九十1-9]|十[一二三四五]?)", "大年"), h_lunar_date),
    # Cantonese 年初一 / 年初二 (大年初一 / 初二), where 年 begins a word: not 今年初 / 年初一季度
    (Gated(r"(?<![\u4e00-\u9fff0-9])年(?P<ld>初[一二三四五六七八九十])(?![0-9一二三四五六七八九十季月])", "年初"),
     h_new_year_day),
    # Cantonese 年廿八 / 年廿三 (腊月廿八): where 年 begins a word, not 今年廿八岁 (an age) or 每年廿八号 (a monthly day),
    # nor a count after a word ending in 年 (全年廿八场, 青年廿八人, 近年廿八次: a measure word follows, review12a)
    (Gated(r"(?<![0-9零〇一二两三四五六七八九十今去明前后後出旧舊本同当當每上下成半几幾多隔全青少近童中老千])年(?P<ld>廿[一二三四五六七八九])"
           r"(?![0-9一二三四五六七八九十岁歲个個号號日万萬元场場次人名宗件位届屆项項张張条條只隻间間家部本篇首队隊所座辆輛架艘笔筆份倍成])",
           "年廿"), h_new_year_day),
    (Gated(rf"{_FEST_YEAR}(?:农历)?(?:十一(?=国庆)|九九(?=重阳))?(?P<f>{_NO_JIE})(?:{_TERM_JIEQI}(?:节气|{_RI_DAY})|节|節)?(?:当天|当日|(?<=除夕|中秋|元宵|七夕)夜|{_HOLIDAY_WORDS}|(?<=国庆)期间|(?<=国庆节)期间|(?P<eve>前夕))?(?![老岛树粥蒜醋索风个]|上河图){_NOT_A_PLACE}", _NO_JIE),  # 清明上河图: the painting
     h_festival),
    (Gated(rf"{_FEST_YEAR}(?:三八|五一|五四|六一|七一|八一)?(?:国际)?(?P<f>{_JIE})(?:节|節)(?:{_HOLIDAY_WORDS}|(?P<eve>前夕))?", "[节節]"), h_festival),
    (Gated(rf"{YEAR}(?<![0-9零〇一二三四五六七八九十第])(?P<f>十一)(?:{_HOLIDAY_WORDS}|期间)", "十一"), h_festival),  # 十一黄金周 / 十一期间
    (Gated(rf"{YEAR}(?:的)?(?P<orth>东正教(?:的)?)?(?P<hol>{_WESTERN})(?:当天|当日)?(?![岛类])", _WESTERN), h_western_holiday),
    (Gated(rf"(?P<pre>最近|近|过去的?|未来的?|今后|往后|接下来的?)(?:(?P<q>{_N})个季度|(?P<hu>[年月])?"
           rf"(?:半个?(?P<hu2>年|月))|(?P<n>{_N})个?(?:(?P<u>年)半|半个?(?P<u2>月)))(?:内|里|以来|来)?", "半|季度"),
     h_window_more_groups),
    (Gated(rf"(?:{_YEAR1}|(?P<n>{_N})年(?P<dir>[前后]))的?(?:今天|今日|这一天|这天|同一天|同日|这个时候|这时候)", "[天日]|时候"),
     h_same_day_in_year),
    (re.compile(r"(?P<u>今年|本年|本月|这个月|这月|当月|本周|这周|这个星期|这星期|本星期|本季度|这个季度|今年年初|年初)"
                r"(?:以来|至今|到现在|到目前为止|迄今)"), h_unit_so_far),
    (Gated(r"(?<![0-9零一二两三四五六七八九十几每])(?:(?P<w>上上|上|这|本|今|下下|下)(?:个|一|一个)?)?(?:周|星期|礼拜)"
           r"(?P<p>初|中)(?![国文华心央间学部期旬秋午])", "[周期拜][初中]"), h_week_part),
    # 下周前期 / 本周后期 (a forecast's thirds): only after a week named by a prefix (两个星期后期末考试 is no part)
    (Gated(r"(?<![0-9零一二两三四五六七八九十几每个])(?P<w>上上|上|这|本|下下|下)(?:个|一|一个)?(?:周|星期|礼拜)"
           r"(?P<p>[前初中后末]期)(?![间望待末考中])", "[周期拜][前初中后末]期"), h_week_part),
    (Gated(r"(?<![0-9一二三四第个本这当上下首])季度?(?P<p>初|末)(?!期)", "季"), h_quarter_part),
    (Gated(rf"(?<![0-9零〇一二两三四五六七八九十个年近])(?<!过去)第?(?P<q>[一二三四1-4])季度(?:以来|{LAI_SINCE})", "季度"), h_since_quarter),
    (Gated(r"(?<![0-9一二三四第个本这当上下首])(?P<w>本|当|上|下)季(?P<p>初(?![期考赛见登雪次恋心衷稿试选中级步露现显具创审])|末(?![期考赛节位班流梢端代轮]))", "季[初末]"), h_quarter_part_named),
    # 天宝十四载: the Tang wrote 载 for 年 from 744 to 758 (and verse and classical prose after it); 载 only after an era
    (re.compile(rf"(?P<era>{lunar.ERA_PATTERN})(?P<n>元|{_N})(?:年|载(?!体|客(?!死)|货|人|重|入|有|着|于))(?:(?P<mo>1[0-2]|0?[1-9]|十[一二]?|[正一二三四五六七八九]|腊|冬)月"
                rf"(?:{_DAY_CN}[日号])?)?"), h_era_year),
    (Gated(rf"(?<![0-9零一二两三四五六七八九十年月日号天周今明去前以之加剩留拿打写晚早马楼线往向最节夕宵午秋庆旦诞])(?P<dir>[上下后])"
           rf"(?P<n>{_N})个?(?P<u>年|周|星期|礼拜|天|日|个月|季度)(?![前后以班课学级期])", "[上下后]"), h_prev_next_n),
    (Gated(rf"(?<![0-9零一二两三四五六七八九十年月日号天周今明去前后以之度季])(?P<dir>前)(?P<n>{_N})(?P<u>个月)(?![前后以])",
           "前"), h_prev_next_n),
    (Gated(r"(?<![0-9零一二两三四五六七八九十年月日号天周今明去前后以之度季])(?P<dir>前)(?P<n>几|些)个?"
           r"(?P<u>天|日|周|星期|礼拜|个月|年)(?![前后以])", "前[几些]"), h_prev_next_n),
    (re.compile(r"这两天|这两日"), h_these_two_days),
    (re.compile(r"(?P<rm>上上个月|上个月|上月|下下个月|下个月|下月)的?(?:今天|今日|这一天|这天|这个时候|这时候)"), h_same_day_in_month),
    (Gated(rf"(?<![0-9零一二两三四五六七八九十])(?P<n>{_N})(?P<u>个月|个?(?:周|星期|礼拜))(?P<dir>[前后])的?"
           r"(?:今天|今日|这一天|这天|同一天|这个时候|这时候)", "[天日]|时候"), h_same_day_after_count),
    (Gated(rf"{_YEAR1}的?(?:这个月|本月|当月|同月)(?![0-9一二三四五六七八九十])", "月"), h_same_month_in_year),
    (Gated(rf"{YEAR}(?P<mo>1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])月{_DAY_CN}[日号號]?", "月"), h_impossible),
    (re.compile(r"(?P<y0>(?:1[6-9]|20)\d0|[一][六七八九][零〇○一二三四五六七八九][零〇○]|二[零〇○][零〇○一二三四五六七八九][零〇○])年代"),
     h_decade),
    (Gated(rf"(?:(?P<cpre>上个?|本)世纪|(?P<c>{_N})世纪)?(?P<a>[一二三四五六七八])(?P<b>[二三四五六七八九])十年代", "十年代"),
     h_two_decades),  # 五六十年代 / 上个世纪八九十年代
    (Gated(r"(?<![0-9月个本这上下前后])(?P<h>[上下前后])半个?月", "半"), h_half_month),
    (Gated(r"(?<![\d.])(?P<y0>(?:1[6-9]|2\d)\d{2})\s*(?:全年|整年|(?:财年|財年)(?:全年|全年度)?)", "全年|整年|财年|財年"), h_whole_year),
    (Gated(r"(?P<w>上一个|下一个|上一|下一|上个|下个|这个|本|今)(?P<u>财年|年度|財年)", "财年|年度|財年"), h_fiscal_word),
    (Gated(r"(?<![\d.])(?P<y0>(?:19|20)\d{2})\s*[-/–—~～]\s*(?P<y1>(?:19|20)\d{2}|\d{2})(?![\d])\s*(?:赛季|賽季|学年|學年|雪季|[财財]政年度|[财財]年)",
           "赛季|賽季|学年|學年|雪季|政年度|[财財]年"), h_season_years),
    # 二月二龙抬头 / 九月九重阳 / 五月五端午: a month's own number (Chinese numerals, no 日 or 号) before the name of
    # the lunar feast on that day is the lunar date, as 阴历三月三 (a bare 三月三 stays March 3)
    (Gated(rf"{YEAR}(?<![0-9零〇一二两三四五六七八九十])(?P<leap>)(?P<lm>[二三五七九])月(?P<ld>(?P=lm))"
           r"(?=\s*(?:龙抬头|龍抬頭|上巳|端午|端阳|七夕|乞巧|重阳|重陽))", "二月二|三月三|五月五|七月七|九月九"), h_lunar_date),
    # 八月十五 / 七月十五 written in Chinese numerals without 日 or 号 are the festivals' lunar dates (中秋, 中元)
    (Gated(rf"{YEAR}(?<![0-9零〇一二两三四五六七八九十])(?P<leap>)(?P<lm>八|七)月(?P<ld>十五)(?![日号號0-9一二三四五六七八九十])",
           "[七八]月十五"), h_lunar_date),
    (Gated(r"(?<![0-9零〇一二两三四五六七八九十百千几多半个今去明前后本当同上下近往])(?P<u>[年月])内(?![容外部地存核置衣阁])",
           "[年月]内"), h_unit_within),
    (Gated(r"(?P<w>上上|上|下下|下)(?:个|一个)?(?:周|星期|礼拜)的?(?:今天|今日|这一天|这天|同一天|这个时候|这时候)", "[天日]|时候"),
     h_same_day_in_week),
    (Gated(rf"{YEAR}(?P<leap>闰)(?P<lm>十[一二]?|[正一二三四五六七八九冬腊])月(?:{_LD}[日号]?)?", "闰"), h_lunar_date),
    (Gated(rf"{YEAR}(?<![0-9零一二三四五六七八九十])(?:(?:1[3-9]|[2-9]\d|0+|十[三四五六七八九])月(?:{_DAY_CN}[日号])?"
           r"|(?:1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])月(?:0+|3[2-9]|[4-9]\d)[日号])", "月"), h_void),
    (Gated(rf"{YEAR}(?<![0-9零〇一二两三四五六七八九十几多])(?:第(?:[05-9]|[零五六七八九])个?|[5-9]|[五六七八九])季度", "季度"),
     h_void),  # 2025年第五季度 (not 5个季度, a duration)
    (Gated(r"(?:(?:截至|截止到?|直到)\s*)?(?:此时此刻|现在|目前|当前|此刻|此时|眼下|当下|如今)(?:为止)?"
           r"(?![时进完式位置])", "现在|目前|当前|此刻|此时|眼下|当下|如今"), h_now),
    # 截至发稿时 / 截至记者发稿时 / 截至发稿前 (news: "as of press time") is now
    (Gated(r"(?:截至|截止到?|直到|到)\s*(?:记者|本报)?\s*(?:发稿|發稿|截稿)(?:时|時|前|为止|為止)?", "发稿|發稿|截稿"), h_now),
    (Gated(rf"(?:{_YEAR1}|(?<![0-9零〇一二两三四五六七八九十今去明前后本同当每]))(?P<f>年三十|大年夜)"
           r"(?![岁多个万元年日号天人次度亿分周])", "年三十|大年夜"), h_festival),
    (Gated(rf"{YEAR}(?<![0-9零〇一二三四五六七八九十第])(?P<f>正月朔日)", "正月朔日"), h_festival),
    (Gated(rf"{YEAR}(?<![0-9零〇一二三四五六七八九十百千万第])三一五(?![0-9零〇一二三四五六七八九十路街号班])",
           "三一五"), lambda m, t: h_festival(_Groups(m, f="消费者权益日"), t)),
    (Gated(rf"{YEAR}(?<![0-9零〇一二三四五六七八九十第])五一(?![0-9零〇一二三四五六七八九十路街号班大广中]|小(?!长假)|劳动|国际)"
           rf"(?:{_HOLIDAY_WORDS}|期间)?{_NOT_A_PLACE}", "五一"), h_may_day),
    (Gated(rf"{YEAR}(?P<s>[春夏秋冬])(?:天|季)(?!节|節)", "[春夏秋冬][天季]"), h_season),
    # 2027年春 / 今年秋 / 今冬 / 明春 / 去冬: a season in one character after a year or 今 / 明 / 去 (round 14), only where
    # nothing runs on into a word (2027年春节, 春晚, 秋招, 冬奥, 今春节期间 stay what they are)
    (Gated(rf"(?:(?P<y>(?:1[0-9]|2[0-9])\d{{2}})年|(?P<ry>今年|去年|明年|前年|后年)|(?<![\u4e00-\u9fff])(?P<rs>[今明去]))"
           rf"(?P<s>[春夏秋冬]){_SEASON_ALONE}", "[春夏秋冬]"), h_short_season),
    (Gated(rf"{YEAR}(?P<f>{'|'.join(lunar.WORDLIKE_TERMS)})节气(?:当天|当日|那天)?", "节气"), h_festival),  # 小雪节气
    # 霜降前后收割 / 小雪时节 / 白露前后: an almanac's frame makes the word-like term a time, as 节气 does (not 大雪过后, 雨水
    # 之前, nor after a word of the weather's time or fall: 连日大雪前后, 一夜霜降, 一场大雪, 下了大雪; round 21)
    (Gated(rf"{YEAR}(?<![下降落场場日夜阵陣了])(?P<f>{'|'.join(lunar.WORDLIKE_TERMS)})(?=前后|前後|时节|時節)", "霜降|雨水|小雪|大雪|白露|小满"),
     h_festival),
    (Gated(rf"(?:{'|'.join(sorted(_MONTH_WORDS, key=len, reverse=True))})的?{_DAY_ANY}[日号號]", "[本这当上下]"), h_month_word_day),
    (Gated(r"(?<![0-9零〇一二两三四五六七八九十百千])(?P<n>两|俩|仨)月(?P<dir>后|前|以后|之后|以前|之前)(?![0-9一二三四五六七八九十]|天|的[0-9一二三四五六七八九十])",
           "月"), h_spoken_months_away),
    # 本月十五 / 下个月二十 / 下个月初一 / 农历本月初十: a day number in words without 日 / 号 (not a count: 本月十五个项目,
    # 下个月二十多天, 本月十五岁; round 18)
    (Gated(rf"(?P<lunar>农历|阴历)?(?P<mw>{'|'.join(sorted(_MONTH_WORDS, key=len, reverse=True))})的?"
           r"(?P<d>初[一二三四五六七八九十]|三十|二十[一二三四五六七八九]?|廿[一二三四五六七八九]|十[一二三四五六七八九]?)"
           r"(?![0-9零〇一二两三四五六七八九十日号號天个個多余几岁歲年月周点點时時分次名位人元块万%％倍届期号])", "[本这当上下]"), h_month_word_bare_day),
    (Gated(rf"(?P<mw>{'|'.join(sorted(_MONTH_WORDS, key=len, reverse=True))})的?(?P<d>3[01]|[12][0-9]|0?[1-9])[日号號]?"
           r"(?:[、和及](?:3[01]|[12][0-9]|0?[1-9])[日号號]?)*[、和及](?P<d2>3[01]|[12][0-9]|0?[1-9])[日号號](?![楼樓线線路车車号])",
           "[本这当上下]"), h_month_word_listed_days),
    # 这月15到下月5号 / 本月20前 / 上月28: the day in digits, only before a break, a range's joint or a deadline (not 上月28家,
    # 本月15%, 下月3.5万, nor the first of days listed with 、, 本月5、6号, which the listed-days rule reads; round 21)
    (Gated(rf"(?P<lunar>)(?P<mw>{'|'.join(sorted(_MONTH_WORDS, key=len, reverse=True))})的?(?P<d>3[01]|[12][0-9]|0?[1-9])"
           r"(?=$|[\s，。,;；!！?？)）]|[到至~～\-—－]|(?:之|以)?前(?![0-9一二三四五六七八九十几]))", "[本这当上下]"), h_month_word_bare_day),
    (Gated(rf"(?P<mw>{'|'.join(sorted(_MONTH_WORDS, key=len, reverse=True))})的?(?P<d1>[0-3]?\d)[日号號]\s*[-－—–~～]\s*"
           r"(?P<d2>[0-3]?\d)[日号號]", "[本这当上下]"), h_month_word_day_range),
    # 下个月三到五号 / 本月3到5日 / 下月十至十二号: days of that month, the first without its 号 (spoken ranges)
    (Gated(rf"(?P<mw>{'|'.join(sorted(_MONTH_WORDS, key=len, reverse=True))})的?(?P<d1>[0-3]?\d|{_DAY_WORD})\s*[到至~～\-－—–]\s*"
           rf"(?P<d2>[0-3]?\d|{_DAY_WORD})[日号號](?![楼线路栋层室座位床台车])", "[本这当上下]"), h_month_word_day_range),
    (Gated(rf"{_YEAR1}的?第(?P<n>\d{{1,2}}|[零〇一二三四五六七八九十]{{1,3}})个?(?:周|星期|礼拜|週)(?![一二三四五六日天末])", "第"),
     h_numbered_week),
    (Gated(rf"(?:(?P<mw>{'|'.join(sorted(_MONTH_WORDS, key=len, reverse=True))})|{YEAR}(?P<mo>1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])月份?)"
           r"的?第(?P<n>\d{1,2}|[零〇一二三四五六七八九十]{1,3})个?(?:周|星期|礼拜)(?![一二三四五六日天末])", "第"), h_month_week),
    (Gated(rf"{_YEAR1}的?第(?P<n>\d{{1,3}}|[零〇一二三四五六七八九十]{{1,3}})个月", "第"),
     lambda m, t: None if 1 <= (cn_num(m.group("n")) or 0) <= 12 else VOID),  # 今年第13个月
    (Gated(rf"(?:{YEAR}第?(?P<q>[一二三四1-4])季度|(?P<rq>本季度|这个季度|当季|上个?季度|上一季度|下个?季度|下一季度))的?"
           r"(?:第(?P<n>[一二三1-3])个月|(?P<last>最后一个月))", "季"), h_quarter_month),
    (Gated(rf"(?:(?P<mw>{'|'.join(sorted(_MONTH_WORDS, key=len, reverse=True))})|{YEAR}(?P<mo>1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])月份?)"
           r"的?第(?P<n>[1-9]|[一二三四五六七八九])个?(?:周|星期|礼拜)(?P<wd>[一二三四五六日天])", "第"), h_month_nth_weekday),
    (Gated(r"(?:今日|明日|昨日)(?:头条|说法|之星|之后|方舟|重现|简史)", "今日|明日|昨日"), h_void),  # apps, games, shows, songs, books
    (Gated(rf"{_YEAR1}的?(?:(?P<fb>前|头|最后)(?P<n>{_N})个?(?P<u>天|日|周|星期|礼拜)|(?P<fb2>最后)(?P<n2>{_N})个(?P<u2>月))"
           r"(?![0-9零一二两三四五六七八九十前后以内里])", "前|头|最后"), h_year_edge_units),
    (Gated(r"(?:自|从)?即日起", "即日起"), h_from_today),
    (re.compile(r"今明后三天"), lambda m, t: (t, t + timedelta(days=2), "range", None, True)),
    (Gated(r"(?<![0-9零一二两三四五六七八九十每])这几(?P<u>年|个月|周|个星期)(?:来|以来|里)?", "这几"), h_these_few),
    (Gated(r"(?<![0-9\-/.:：月])(?P<d1>3[01]|[12]\d|0?[1-9])[日号]\s*[-－—~～]\s*(?P<d2>3[01]|[12]\d|0?[1-9])[日号]", "[日号]"),
     h_day_range),  # 3号-5号
    (re.compile(r"(?:从|自)?(?P<y1>(?:1[6-9]|2\d)\d{2}|[一二][零〇○一二三四五六七八九]{3})年?\s*[-－—~～至到]\s*"
                r"(?P<y2>(?:1[6-9]|2\d)\d{2}|[一二][零〇○一二三四五六七八九]{3})年?"
                # not a month or day after it (2021年三月); a count of the years is no part of it (2019-2021三年间: round 18)
                r"(?![\d\-/.月]|(?![两二三四五六七八九十]个?年)[零〇○一二三四五六七八九十])(?:期间|间)?"),
     h_year_range),
]
