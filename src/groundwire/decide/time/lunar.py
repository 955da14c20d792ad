"""Chinese calendar glue: 农历 dates and months and the traditional festivals (春节, 中秋, 除夕 ...) through
``lunardate`` (table-based, 1900-2099, ~0.3 ms a conversion), the solar terms (清明, 冬至 ...) through
``lunar-python`` (astronomical, slower: ~30-150 ms for a new year, so cached), fixed-date public festivals and era
years.

The conversion is the library's; this module only names festivals and picks the occurrence: a bare festival is its
next occurrence from ``today`` (today included), a festival with a year is that (lunar) year's one. Impossible
lunar dates (a 30th in a 29-day month, a leap month the year lacks) give None, never a neighbouring day.
"""

from __future__ import annotations

from datetime import date, timedelta

from functools import lru_cache

from lunar_python import Lunar
from lunardate import LunarDate

# lunar month/day of the traditional festivals (除夕 is the last day of the 12th month: 29th or 30th)
LUNAR_FESTIVALS = {"春节": (1, 1), "农历新年": (1, 1), "华人新年": (1, 1), "新春": (1, 1), "大年初一": (1, 1), "元宵": (1, 15), "上元": (1, 15),
                   "龙抬头": (2, 2), "上巳": (3, 3), "端午": (5, 5), "端阳": (5, 5), "七夕": (7, 7), "中元": (7, 15),
                   "七月半": (7, 15), "中秋": (8, 15),
                   "重阳": (9, 9), "重九": (9, 9), "寒衣": (10, 1), "下元": (10, 15), "腊八": (12, 8), "小年": (12, 23),
                   "除夕": (12, 0), "大年三十": (12, 0)}
# Gregorian fixed-date festivals named in Chinese
SOLAR_FESTIVALS = {"元旦": (1, 1), "情人": (2, 14), "妇女": (3, 8), "三八": (3, 8), "植树": (3, 12), "愚人": (4, 1),
                   "劳动": (5, 1), "五一": (5, 1), "青年": (5, 4), "五四": (5, 4), "儿童": (6, 1), "六一": (6, 1),
                   "建党": (7, 1), "七一": (7, 1), "建军": (8, 1), "八一": (8, 1), "教师": (9, 10), "国庆": (10, 1),
                   "十一": (10, 1), "万圣": (10, 31), "光棍": (11, 11), "双十一": (11, 11), "双11": (11, 11),
                   "双十二": (12, 12), "双12": (12, 12), "双十": (10, 10), "白色情人": (3, 14), "护士": (5, 12), "记者": (11, 8),
                   "平安夜": (12, 24), "跨年夜": (12, 31), "圣诞": (12, 25), "澳门回归纪念日": (12, 20), "香港回归纪念日": (7, 1),
                   "消费者权益日": (3, 15), "国家公祭日": (12, 13), "抗战胜利纪念日": (9, 3), "世界读书日": (4, 23),
                   "世界环境日": (6, 5), "国际劳动节": (5, 1), "国际儿童节": (6, 1), "国际妇女节": (3, 8)}
SOLAR_TERMS = ("清明", "冬至", "夏至", "立春", "立秋", "春分", "秋分", "立夏", "立冬", "惊蛰", "谷雨", "芒种", "处暑", "寒露",
               "小寒", "大寒", "小暑", "大暑")
# festivals a fixed number of days from another: 寒食 is kept the day before 清明 (as most calendars print it)
DERIVED_FESTIVALS = {"寒食": ("清明", -1)}
# the solar terms that are also weather or everyday words (有小雪, 霜降了, 雨水多, 白露为霜, 小满足): read only as 小雪节气
WORDLIKE_TERMS = ("雨水", "小雪", "大雪", "霜降", "白露", "小满")
# first Gregorian year of each era before the Ming (year 1 of the era), in order: the best-known era of each name
# (元和 is the Tang's, 建兴 the Shu Han's, 至元 Kublai's); names that are everyday words or places first (长安, 上元,
# 中和, 太和, 大同, 普通, 长寿, 先天) are left out. Written with Chinese numerals only (建安十三年): 绍兴10年 is the city.
EARLY_ERAS = {"建武": 25, "永平": 58, "永元": 89, "熹平": 172, "光和": 178, "中平": 184, "初平": 190, "兴平": 194,
              "建安": 196, "黄初": 220, "章武": 221, "建兴": 223, "青龙": 233, "景初": 237, "正始": 240, "泰始": 265,
              "太康": 280, "元康": 291, "永嘉": 307, "咸和": 326, "永和": 345, "升平": 357, "太元": 376, "义熙": 405,
              "元嘉": 424, "永明": 483, "天监": 502, "开皇": 581, "仁寿": 601, "大业": 605, "武德": 618, "贞观": 627,
              "永徽": 650, "显庆": 656, "麟德": 664, "垂拱": 685, "神龙": 705, "景龙": 707, "开元": 713, "天宝": 742,
              "至德": 756, "乾元": 758, "广德": 763, "大历": 766, "建中": 780, "贞元": 785, "永贞": 805, "元和": 806,
              "长庆": 821, "宝历": 825, "大和": 827, "开成": 836, "会昌": 841, "大中": 847, "咸通": 860, "乾符": 874,
              "天祐": 904, "建隆": 960, "乾德": 963, "开宝": 968, "太平兴国": 976, "雍熙": 984, "端拱": 988,
              "淳化": 990, "至道": 995, "咸平": 998, "景德": 1004, "大中祥符": 1008, "天禧": 1017, "天圣": 1023,
              "明道": 1032, "景祐": 1034, "宝元": 1038, "康定": 1040, "庆历": 1041, "皇祐": 1049, "至和": 1054,
              "嘉祐": 1056, "治平": 1064, "熙宁": 1068, "元丰": 1078, "元祐": 1086, "绍圣": 1094, "元符": 1098,
              "建中靖国": 1101, "崇宁": 1102, "大观": 1107, "政和": 1111, "宣和": 1119, "靖康": 1126, "建炎": 1127,
              "绍兴": 1131, "隆兴": 1163, "乾道": 1165, "淳熙": 1174, "绍熙": 1190, "庆元": 1195, "嘉泰": 1201,
              "开禧": 1205, "嘉定": 1208, "宝庆": 1225, "绍定": 1228, "端平": 1234, "嘉熙": 1237, "淳祐": 1241,
              "宝祐": 1253, "开庆": 1259, "景定": 1260, "咸淳": 1265, "德祐": 1275, "至元": 1264, "元贞": 1295, "大德": 1297,
              "至大": 1308, "皇庆": 1312, "延祐": 1314, "至治": 1321, "泰定": 1324, "天历": 1328, "至顺": 1330,
              "元统": 1333, "至正": 1341}
# first Gregorian year of each era (year 1 of the era); 元年 is 1
ERAS = {**EARLY_ERAS, "洪武": 1368, "建文": 1399, "永乐": 1403, "洪熙": 1425, "宣德": 1426, "正统": 1436,
        "景泰": 1450, "天顺": 1457, "成化": 1465, "弘治": 1488, "正德": 1506, "嘉靖": 1522, "隆庆": 1567,
        "万历": 1573, "泰昌": 1620, "天启": 1621, "崇祯": 1628, "顺治": 1644, "康熙": 1662, "雍正": 1723,
        "乾隆": 1736, "嘉庆": 1796, "道光": 1821, "咸丰": 1851, "同治": 1862, "光绪": 1875, "宣统": 1909, "民国": 1912,
        "明治": 1868, "大正": 1912, "昭和": 1926, "平成": 1989, "令和": 2019}  # Japan's eras, as Chinese text names them
LUNAR_MONTHS = {"正": 1, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10,
                "冬": 11, "十一": 11, "腊": 12, "臘": 12, "十二": 12}


def _to_solar(year: int, month: int, day: int, leap: bool) -> date | None:
    try:
        return LunarDate(year, month, day, leap).to_solar_date()
    except (ValueError, IndexError, OverflowError):  # a day or leap month the year lacks, or outside 1900-2099
        return None


@lru_cache(maxsize=4096)
def lunar_to_solar(year: int, month: int, day: int, leap: bool = False) -> date | None:
    """Gregorian date of lunar ``year``-``month``-``day`` (day 0 = the month's last day); None if impossible."""
    if not 1 <= month <= 12 or not 0 <= day <= 30:
        return None
    if day == 0:
        return _to_solar(year, month, 30, leap) or _to_solar(year, month, 29, leap)
    return _to_solar(year, month, day, leap)


def lunar_month(year: int, month: int, leap: bool = False) -> tuple[date, date] | None:
    first = lunar_to_solar(year, month, 1, leap)
    last = lunar_to_solar(year, month, 0, leap)
    return (first, last) if first and last else None


@lru_cache(maxsize=1024)
def lunar_year_of(d: date) -> int:
    try:
        return LunarDate.from_solar_date(d.year, d.month, d.day).year
    except (ValueError, IndexError, OverflowError):
        return d.year


@lru_cache(maxsize=1024)
def lunar_month_of(d: date) -> int:
    """The lunar month ``d`` falls in (1-12; 0 outside the calendar's years)."""
    try:
        return LunarDate.from_solar_date(d.year, d.month, d.day).month
    except (ValueError, IndexError, OverflowError):
        return 0


@lru_cache(maxsize=1024)
def lunar_month_key_of(d: date) -> tuple[int, int, bool]:
    """The lunar year, month and whether that month is a leap one, of ``d`` (2028-07-05 is 2028, 5, leap)."""
    try:
        ld = LunarDate.from_solar_date(d.year, d.month, d.day)
        return ld.year, ld.month, bool(ld.is_leap_month)
    except (ValueError, IndexError, OverflowError):
        return d.year, 0, False


def lunar_month_shifted(d: date, months: int) -> tuple[int, int, bool] | None:
    """The lunar month ``months`` (-2..2) after the one ``d`` falls in, as (year, month, leap): leap months count as
    months (said in 闰五月, 下个月 is 六月)."""
    try:
        first = d - timedelta(days=LunarDate.from_solar_date(d.year, d.month, d.day).day - 1)
        for _ in range(abs(months)):
            probe = first + timedelta(days=30) if months > 0 else first - timedelta(days=1)
            first = probe - timedelta(days=LunarDate.from_solar_date(probe.year, probe.month, probe.day).day - 1)
        return lunar_month_key_of(first)
    except (ValueError, IndexError, OverflowError):
        return None


@lru_cache(maxsize=256)
def _solar_term(name: str, year: int) -> date | None:
    try:
        s = Lunar.fromYmd(year, 6, 1).getJieQiTable()[name if name != "冬至" else "DONG_ZHI"]
    except Exception:  # noqa: BLE001  (the library raises bare Exception outside its tables)
        return None
    return date(s.getYear(), s.getMonth(), s.getDay())


@lru_cache(maxsize=1024)
def festival_in(name: str, year: int) -> date | None:
    """The festival ``name`` in (lunar, for lunar festivals) ``year``."""
    if name in LUNAR_FESTIVALS:
        m, d = LUNAR_FESTIVALS[name]
        return lunar_to_solar(year, m, d)
    if name in SOLAR_FESTIVALS:
        m, d = SOLAR_FESTIVALS[name]
        return date(year, m, d)
    if name in SOLAR_TERMS or name in WORDLIKE_TERMS:
        return _solar_term(name, year) if 1 <= year <= 9998 else None
    if name in DERIVED_FESTIVALS:
        base, days = DERIVED_FESTIVALS[name]
        d = festival_in(base, year)
        return d + timedelta(days=days) if d else None
    return None


def next_festival(name: str, today: date) -> date | None:
    """The festival's next occurrence from ``today`` (today included)."""
    base = lunar_year_of(today) if name in LUNAR_FESTIVALS else today.year
    for y in (base - 1, base, base + 1):
        d = festival_in(name, y)
        if d and d >= today:
            return d
    return None


def era_year(era: str, n: int, written: str = "") -> int | None:
    """Year ``n`` of ``era`` (1 for 元年); None for an era before the Ming written in digits (绍兴10年 is a city)."""
    start = ERAS.get(era)
    if era in EARLY_ERAS and any(c.isascii() and c.isdigit() for c in written):
        return None
    return start + n - 1 if start and n >= 1 else None


# the era names as one alternation, longest first (大中祥符 before 大中)
ERA_PATTERN = "|".join(sorted(ERAS, key=len, reverse=True))
