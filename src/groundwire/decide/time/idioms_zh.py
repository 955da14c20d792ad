"""Chinese time idioms of news, Taiwan and spoken usage that the base rules lacked (issue 8, round 5):

- Taiwan/HK quarters without 度 ("今年第一季", "去年第四季"), only after a year: a bare "第二季" is a TV season;
- 同期 after a year ("去年同期", "上年同期", "2025年同期"): that year, 同期 in the span;
- 后个礼拜 / 后个月 (the week or month after next, as 后天 and 后年) and the Beijing 明儿个 / 昨儿个 / 前儿个;
- 日前 ("a few days ago" in news): the same window as 近日;
- 干支 years ("甲辰年", "甲辰龙年"): the latest Gregorian year of that name up to next year;
- 公元2021年 (the year, 公元 with it) and 公元前221年 (before the common era: claimed, no span);
- five-year plans ("十四五期间", "十五五规划"): the plan's five years, only with a word that names the plan;
- 春运 (the Spring Festival travel season): 15 days before the Spring Festival to 24 days after (40 days, as the
  Ministry of Transport announces it: 2026 is Feb 2 - Mar 13); a bare one is the season in progress or the next;
- two months or quarters named together ("七八月份", "3、4月", "十一二月", "明年一二月", "三四季度"): one range;
- years listed one after another ("2015、2016两年", "2019年和2020年", "2015、2016、2017年"): one range from the first
  to the last, only when each is the year after the one before (2008年和2012年 stay two years); a count after them
  (两年, 三年间) is left out of the span, as after a range (round 18);
- 618 (June 18) after a year or before a sale word ("今年618", "618大促"); a bare 618 stays a number;
- numbered weeks without a year ("第12周", "第12周到第14周"): this year's ISO weeks, only in digits where the number
  stands alone (怀孕第12周, 上映第二周, a bare 第三周 count something else).

Handlers return (start, end, kind, absolute, relative) like the base rules, or ``rules_zh.VOID``.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date, timedelta

from . import lunar
from .dates import add_months, month_end, week_of
from .rules_zh import VOID, YEAR, Gated, cn_num, year_prefix

_YEAR1 = YEAR.removesuffix("?")  # a year that must be there


def h_quarter_word(m: re.Match[str], today: date):
    """今年第一季 / 2021年第3季 / 去年四季: a quarter (Taiwan and Hong Kong write 季 for 季度); without a year, this
    year's, only before a figure's word (私宅价格第三季上涨, 第二季GDP: round 18)."""
    y = year_prefix(m, today)
    if y is None and m.groupdict().get("bare") is not None:
        y = today.year
    q = {"一": 1, "首": 1, "二": 2, "三": 3, "四": 4}.get(m.group("q")) or int(m.group("q"))
    if y is None or not 1 <= q <= 4:
        return None
    mo = 3 * q - 2
    return date(y, mo, 1), month_end(y, mo + 2), "quarter", f"{y}年第{'一二三四'[q - 1]}季度", bool(m.group("ry"))


def h_same_period(m: re.Match[str], today: date):
    """去年同期 / 上年同期 / 2025年同期 ("the same period of that year"): that year, 同期 with it (the period itself is
    the context's: a quarter, a month, the year so far)."""
    y = year_prefix(m, today)
    if y is None or not 1 <= y <= 9998 or y == today.year:
        return None
    return date(y, 1, 1), date(y, 12, 31), "year", f"{y}年同期", bool(m.group("ry"))


def h_after_next(m: re.Match[str], today: date):
    """后个礼拜 / 后个星期 / 后个月: the week or month after next."""
    if m.group("u") == "月":
        y, mo = add_months(today.year, today.month, 2)
        return date(y, mo, 1), month_end(y, mo), "month", f"{y}年{mo}月", True
    monday = week_of(today)[0] + timedelta(weeks=2)
    return monday, monday + timedelta(days=6), "week", None, True


_DAY_WORDS = {"今": 0, "明": 1, "昨": -1, "前": -2, "后": 2}


def h_day_word(m: re.Match[str], today: date):
    """明儿个 / 昨儿个 / 今儿个 / 前儿个 (read as 明天个 ... after normalize_zh): that day."""
    d = today + timedelta(days=_DAY_WORDS[m.group("d")])
    return d, d, "day", f"{d.year}年{d.month}月{d.day}日", True


def h_days_ago_news(m: re.Match[str], today: date):
    """日前 (news: "a few days ago"): the last days up to today, the same window as 近日."""
    return today - timedelta(days=6), today, "window", None, True


def h_next_day_word(m: re.Match[str], today: date):
    """次日 / 翌日 ("the next day") with no day before it to follow: tomorrow."""
    d = today + timedelta(days=1)
    return d, d, "day", f"{d.year}年{d.month}月{d.day}日", True


def working_day_after(today: date, n: int) -> date:
    """The ``n``th working day (Monday-Friday; public holidays are not known here) after ``today``."""
    d = today
    while n > 0:
        d += timedelta(days=1)
        n -= d.weekday() < 5
    return d


def h_working_days(m: re.Match[str], today: date):
    """3个工作日内 (from today to the 3rd working day after it, as 3天内 runs from today) / 5个工作日后 (that day)."""
    n = cn_num(m.group("n"))
    if not n or n > 400:
        return None
    d = working_day_after(today, n)
    if m.group("dir") in ("后", "以后", "之后"):
        return d, d, "day", f"{d.year}年{d.month}月{d.day}日", True
    return today, d, "window", None, True


def h_summer_holiday(m: re.Match[str], today: date):
    """今年暑假 / 去年暑假 / 暑假: July and August (the school summer holidays, as JioNLP reads them); a bare one is
    this year's while it lasts, else next year's."""
    y = year_prefix(m, today)
    relative = y is None or bool(m.group("ry"))
    if y is None:
        y = today.year if today <= date(today.year, 8, 31) else today.year + 1
    return date(y, 7, 1), date(y, 8, 31), "range", f"{y}年暑假", relative


def h_era_year_range(m: re.Match[str], today: date):
    """民国108年至110年 / 乾隆十年到二十年: the era's years, the second one without the era's name."""
    era = m.group("era")
    a = 1 if m.group("n") == "元" else cn_num(m.group("n"))
    b = cn_num(m.group("n2"))
    if not a or not b or a >= b:
        return None
    y1, y2 = lunar.era_year(era, a, m.group("n")), lunar.era_year(era, b, m.group("n2"))
    if y1 is None or y2 is None:
        return None
    return date(y1, 1, 1), date(y2, 12, 31), "range", None, False


def h_reign(m: re.Match[str], today: date):
    """乾隆年间 / 康熙时期 / 民国时期: the era's years, to the year before the next era (民国 on the mainland: to 1949);
    eras before the Ming are left alone (the list has gaps between them)."""
    era = m.group("era")
    if era in lunar.EARLY_ERAS:
        return None
    end = 1949 if era == "民国" else _era_end(era, today) - 1
    if end >= today.year:
        return None  # 令和年间: still running
    return date(lunar.ERAS[era], 1, 1), date(end, 12, 31), "range", None, False


_REIGN_PART = {"初年": 0, "初期": 0, "前期": 0, "中期": 1, "中叶": 1, "末年": 2, "末期": 2, "后期": 2, "晚期": 2}


def h_reign_part(m: re.Match[str], today: date):
    """乾隆末年 / 光绪初年 / 民国初年 / 康熙中期: a third of the era's years, as early / mid / late are of any period (a
    third rounded down to whole years, the middle taking what is left; round 18); eras before the Ming as in h_reign."""
    span = h_reign(m, today)
    if not span:
        return None
    y0, y1 = span[0].year, span[1].year
    k = max(1, (y1 - y0 + 1) // 3)
    i = _REIGN_PART[m.group("p")]
    lo, hi = ((y0, y0 + k - 1), (y0 + k, y1 - k), (y1 - k + 1, y1))[i]
    if lo > hi:
        return None
    return date(lo, 1, 1), date(hi, 12, 31), "range", None, False


def h_year_turn(m: re.Match[str], today: date):
    """岁末年初 / 年末年初 / 年底年初: the turn of the year nearest today, the last third of one year to the first third
    of the next (the coming turn from July on, the last one before it; round 18)."""
    y = today.year if today.month >= 7 else today.year - 1
    return date(y, 9, 1), date(y + 1, 4, 30), "range", None, True


def h_last_quarter(m: re.Match[str], today: date):
    """今年最后一个季度 / 去年最后一季度 / 最后一个季度: the year's fourth quarter (this year's without a year)."""
    y = year_prefix(m, today)
    relative = y is None or bool(m.group("ry"))
    y = today.year if y is None else y
    return date(y, 10, 1), date(y, 12, 31), "quarter", f"{y}年第四季度", relative


def h_quarter_last_month(m: re.Match[str], today: date):
    """本季度最后一个月 / 上季度末月: that quarter's last month."""
    shift = {"本": 0, "这个": 0, "上": -1, "上个": -1, "下": 1, "下个": 1}[m.group("qw")]
    y, mo = add_months(today.year, (today.month - 1) // 3 * 3 + 3, 3 * shift)
    return date(y, mo, 1), month_end(y, mo), "month", f"{y}年{mo}月", True


_MONTH_NUM = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10, "十一": 11,
              "十二": 12}


def _month_value(raw: str) -> int | None:
    return int(raw) if raw.isdigit() else _MONTH_NUM.get(raw)


def h_two_months(m: re.Match[str], today: date):
    """七八月份 / 3、4月 / 十一二月 / 明年一二月: the two months named together (the first to the second); without a
    separator only neighbours (七八月: July and August), 十一二月 being November and December."""
    a, b_raw = _month_value(m.group("a")), m.group("b")
    b = 12 if a == 11 and b_raw == "二" else _month_value(b_raw)
    if not m.group("sep") and (b_raw.isdigit() or b != a + 1):
        return None  # 12月 is December, not January and February
    if not a or not b or not 1 <= a < b <= 12:
        return None
    y = year_prefix(m, today)
    relative = y is None or bool(m.group("ry"))
    y = today.year if y is None else y
    return date(y, a, 1), month_end(y, b), "range", None, relative


def h_two_quarters(m: re.Match[str], today: date):
    """三四季度 / 第二、三季度 / 明年一二季度: the two quarters named together, as one range; with 至 / 到 / a dash
    between them any later one (今年1-3季度, 一至三季度: round 18)."""
    a, b = _month_value(m.group("a")), _month_value(m.group("b"))
    if not a or not b or not (b == a + 1 or m.groupdict().get("to") and a < b <= 4):
        return None
    y = year_prefix(m, today)
    relative = y is None or bool(m.group("ry"))
    y = today.year if y is None else y
    return date(y, 3 * a - 2, 1), month_end(y, 3 * b), "range", None, relative


_COUNT_OF_YEARS = re.compile(r"\s*(?:这)?[两二三四五六七八九十]个?年")


def h_listed_years(m: re.Match[str], today: date):
    """2015、2016两年 / 2019年和2020年 / 2015、2016、2017年: consecutive years listed, one range."""
    years = [int(y) for y in re.findall(r"(?:19|20)\d{2}", m.group(0))]
    if any(b != a + 1 for a, b in zip(years, years[1:])):
        return None  # 2008年和2012年: two years, each its own span
    if "年" not in m.group(0) and not _COUNT_OF_YEARS.match(m.string, m.end()):
        return None  # 2019和2020 / 编号2019和2020号: numbers, unless 年 or a count of years says they are years
    return date(years[0], 1, 1), date(years[-1], 12, 31), "range", None, False


def h_years_between(m: re.Match[str], today: date):
    """在2005和2008年之间: two years, the first without its 年, and 之间: both included, one range."""
    y1, y2 = int(m.group("y1")), int(m.group("y2"))
    return (date(y1, 1, 1), date(y2, 12, 31), "range", None, False) if y1 < y2 else None


_STEMS = "甲乙丙丁戊己庚辛壬癸"
_BRANCHES = "子丑寅卯辰巳午未申酉戌亥"


def ganzhi_year_near(name: str, today: date) -> int | None:
    """The latest Gregorian year named ``name`` (甲辰) up to next year (1984 = 甲子): 甲子年 asked in 2026 is 1984,
    not 2044; 丁未年 is 2027, next year's name."""
    s, b = _STEMS.find(name[0]), _BRANCHES.find(name[1])
    if s < 0 or b < 0 or s % 2 != b % 2:
        return None  # 甲丑 is no year name
    k = next(i for i in range(60) if i % 10 == s and i % 12 == b)  # its place in the cycle
    return today.year + 1 - (today.year + 1 - 1984 - k) % 60


def _era_end(era: str, today: date) -> int:
    """The first year after an era: the next era's start in lunar.ERAS (Chinese and Japanese eras each in order);
    the last of each list (民国, still Taiwan's calendar; 令和) runs on."""
    names = list(lunar.ERAS)
    i = names.index(era)
    nxt = names[i + 1] if i + 1 < len(names) else None
    if nxt is None or era == "民国" or lunar.ERAS[nxt] < lunar.ERAS[era]:
        return today.year + 2
    return lunar.ERAS[nxt]


def h_ganzhi_lunar(m: re.Match[str], today: date):
    """壬寅年正月 / 甲辰年八月十五 / 乙巳年腊月初八: a lunar month or day of the 干支 year named (its lunar year; round 18)."""
    y = ganzhi_year_near(m.group("gz"), today)
    mo = lunar.LUNAR_MONTHS.get(m.group("lm"))
    if y is None or not mo:
        return None
    leap = bool(m.group("leap"))
    raw = m.group("ld")
    if not raw:
        r = lunar.lunar_month(y, mo, leap)
        return (r[0], r[1], "month", None, False) if r else VOID
    d = lunar.lunar_to_solar(y, mo, cn_num(raw.removeprefix("初").replace("廿", "二十")) or 0, leap)
    return (d, d, "day", f"{d.year}年{d.month}月{d.day}日", False) if d else VOID


def h_ganzhi_year(m: re.Match[str], today: date):
    """甲辰年 / 农历乙巳年 / 甲辰龙年: the latest Gregorian year of that name up to next year (a lunar year mostly
    overlaps it; the rules count whole Gregorian years); 光绪甲午年: the one in that era."""
    era = m.group("era")
    if era:  # 光绪甲午年: the year of that name in the era (1894)
        y0 = ganzhi_year_near(m.group("gz"), date(lunar.ERAS[era] + 58, 1, 1))
        y = y0 - 60 if y0 is not None and y0 - 60 >= lunar.ERAS[era] else y0
        if y is not None and y >= _era_end(era, today):
            return None  # 光绪甲子年: 光绪 ended in 1908, before its next 甲子 (1924)
    else:
        y = ganzhi_year_near(m.group("gz"), today)
    if y is None or not 1 <= y <= 9998:
        return None
    return date(y, 1, 1), date(y, 12, 31), "year", f"{y}年", True


def h_common_era(m: re.Match[str], today: date):
    """公元2021年 (that year) / 公元前221年 (no date here: claimed, no span)."""
    if m.group("bc"):
        return VOID
    y = int(m.group("y0"))
    if not 1 <= y <= 9998:
        return None
    return date(y, 1, 1), date(y, 12, 31), "year", None, False


def h_five_year_plan(m: re.Match[str], today: date):
    """十四五期间 / 十五五规划 / "十三五"时期: the Nth five-year plan's years (the 1st began in 1953)."""
    n = cn_num(m.group("n"))
    if not n or not 1 <= n <= 30:
        return None
    y0 = 1953 + 5 * (n - 1) if n <= 2 else 1966 + 5 * (n - 3)  # 1963-1965 lay between the 2nd and the 3rd
    return date(y0, 1, 1), date(y0 + 4, 12, 31), "range", None, False


def _chunyun(lunar_year: int) -> tuple[date, date] | None:
    spring = lunar.festival_in("春节", lunar_year)
    return (spring - timedelta(days=15), spring + timedelta(days=24)) if spring else None


def h_chunyun(m: re.Match[str], today: date):
    """春运 / 2025年春运 / 今年春运: the 40 days from 15 days before the Spring Festival; a bare one is the season in
    progress or the next."""
    y = year_prefix(m, today)
    if y is not None:
        r = _chunyun(y)
    else:
        base = lunar.lunar_year_of(today)
        r = next((r for yy in (base, base + 1) if (r := _chunyun(yy)) and r[1] >= today), None)
    if r is None:
        return None
    return r[0], r[1], "range", None, y is None or bool(m.group("ry"))


def h_june_18(m: re.Match[str], today: date):
    """今年618 / 618大促 (JD's mid-year sale on June 18): that year's day, or its next occurrence (today included)."""
    y = year_prefix(m, today)
    relative = y is None or bool(m.group("ry"))
    if y is None:
        y = today.year if date(today.year, 6, 18) >= today else today.year + 1
    day = date(y, 6, 18)
    return day, day, "day", f"{y}年6月18日", relative


def h_iso_week(m: re.Match[str], today: date):
    """第12周 (no year): this year's ISO week 12; week 53 only in a year that has one, 第54周 none."""
    n = cn_num(m.group("n"))
    if not n:
        return None
    try:
        monday = date.fromisocalendar(today.year, n, 1)
    except ValueError:
        return VOID
    return monday, monday + timedelta(days=6), "week", None, True


_NUM = r"[0-9零〇一二两三四五六七八九十]{1,3}"
# 日前 after a word that ends in 日 is "before that day" (生日前, 节日前, 3日前, 工作日前, 截止日前), not news' "recently"
_DAY_NOUN_END = ("0-9０-９零〇一二两三四五六七八九十廿卅几数多生节假作易念止期举幕业赛市盘休末周拜星当今昨明次某每本该同首诞元吉忌前后这那"
                 "约记账款息货放算效诊试校课班售映")  # (预约日前, 登记日前, 还款日前, 付息日前 …: round 20)
RULES = [
    (Gated(rf"{_YEAR1}第?(?P<q>[一二三四首1-4])季(?![度节節报報后後军軍赛賽])", "季"), h_quarter_word),
    # 第三季上涨 / 第二季GDP (Singapore, Hong Kong, Taiwan news): a bare quarter before what a figure did; a bare 第二季
    # elsewhere is a TV season (第二季开播, 第三季大结局)
    (Gated(r"(?P<y>)(?P<ry>)(?P<bare>)(?<![年0-9])第(?P<q>[一二三四1-4])季(?![度节節报報后後军軍赛賽])"
           r"(?=的?(?:GDP|经济|国内生产总值|上涨|下跌|上升|回落|增长|下降|萎缩|扩张|同比|环比|按年|按季|录得|营收|营业额|"
           r"业绩|盈利|亏损|净利|收入|出口|进口|零售|销售额|通胀|失业率|房价|屋价|楼价))", "第"), h_quarter_word),
    (Gated(rf"{_YEAR1}同期", "同期"), h_same_period),
    (Gated(r"(?<![0-9零〇一二两三四五六七八九十今明去前后本上下])(?:岁末|年末|年底|年终|岁尾|年尾)(?:岁初|年初|岁首|开年)", "初|首|开年"), h_year_turn),
    (Gated(rf"{YEAR}(?<![0-9零〇一二两三四五六七八九十第])(?P<a>1[01]|[1-9]|十一|[一二三四五六七八九])(?P<sep>[、和与及])?"
           r"(?P<b>1[0-2]|[2-9]|十[一二]?|[二三四五六七八九])月份?", "月"), h_two_months),
    (Gated(rf"{YEAR}(?<![0-9零〇一二两三四五六七八九十])第?(?P<a>[一二三])、?(?P<b>[二三四])季度", "季度"), h_two_quarters),
    (Gated(rf"{YEAR}(?<![0-9零〇一二两三四五六七八九十.])第?(?P<a>[1-3一二三])\s*(?P<to>[-－—~～至到])\s*第?(?P<b>[2-4二三四])季度",
           "季度"), h_two_quarters),
    # 在2005和2008年之间 / 于1998与2003年之间: the first year takes the second's 年 (round 18)
    (Gated(r"(?<![0-9A-Za-z.\-/])(?P<y1>(?:1[6-9]|20)[0-9]{2})\s*(?:与|和|跟|及)\s*(?P<y2>(?:1[6-9]|20)[0-9]{2})年\s*(?:之间|之間)",
           "之[间間]"), h_years_between),
    # 2015、2016两年 / 2019年和2020年: not a year inside a longer number or a code (No.2015、2016), nor one before 年代 / 级
    (Gated(r"(?<![0-9A-Za-z.\-/])(?:19|20)[0-9]{2}年?(?:\s*[、和与及]\s*(?:19|20)[0-9]{2}(?![0-9])年?(?![代级届度]))+"
           r"(?=\s*(?:[两二三四五六七八九十]个?年|这|$|[^0-9年]))", "[、和与及]"), h_listed_years),
    (Gated(rf"{_YEAR1}的?最后一个?季度?(?![0-9一二三四五六七八九十])", "最后"), h_last_quarter),
    (Gated(r"(?P<y>)(?P<ry>)最后一个?季度", "最后"), h_last_quarter),  # not 最后一季 alone: a TV series' last season
    (Gated(r"(?P<qw>本|这个|上个?|下个?)季度的?(?:最后一个月|末月)", "季度"), h_quarter_last_month),
    (Gated(r"(?<![之以然最前往其此过随落])后个(?P<u>礼拜|星期|月)", "后个"), h_after_next),
    (Gated(r"(?P<d>[今明昨前后])天个(?![人月])", "天个"), h_day_word),
    (Gated(rf"(?<![{_DAY_NOUN_END}])日前(?![往夕])", "日前"), h_days_ago_news),
    (Gated(r"(?:农历|阴历)?(?P<gz>[甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥])[鼠牛虎兔龙蛇马羊猴鸡狗猪]?年"
           r"(?P<leap>闰)?(?P<lm>正|腊|臘|冬|十[一二]?|[二三四五六七八九])月"
           r"(?P<ld>初[一二三四五六七八九十]|二十[一二三四五六七八九]?|廿[一二三四五六七八九]|十[一二三四五六七八九]?|三十)?"
           r"(?(ld)[日号]?)(?![0-9零〇一二两三四五六七八九十])", "年"), h_ganzhi_lunar),
    (Gated(rf"(?:(?P<era>{lunar.ERA_PATTERN})|农历|阴历)?(?P<gz>[甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥])[鼠牛虎兔龙蛇马羊猴鸡狗猪]?年"
           r"(?![代级龄纪会])", "年"), h_ganzhi_year),
    (Gated(r"公元(?P<bc>前)?(?P<y0>\d{1,4})年", "公元"), h_common_era),
    # (also quoted, as documents write it: “十五五”时期, "十四五"期间, 「十三五」規劃; round 17; ‘十五五’ round 17b)
    (Gated(r"(?<![0-9零〇一二两三四五六七八九十百])(?:(?P<oq>[\"“「『‘])(?=[一二三四五六七八九十]+五[\"”」』’]))?"
           r"(?P<n>十[一二三四五六七八九]|二十[一二三四五六七八九]?|[一二三四六七八九])五(?(oq)[\"”」』’])"
           r"(?:规划|计划|时期|期间)", "五"), h_five_year_plan),
    (Gated(rf"{YEAR}春运", "春运"), h_chunyun),
    # not 次日达 (a delivery service), nor the 次 of a counted time (下一次日全食, 这次日本之行, 第一次日出)
    (Gated(r"(?<![当其前])(?<![0-9一二两三四五六七八九十几每这那上下某多首本此该])(?:次日|翌日)(?![达送到])", "次日|翌日"),
     h_next_day_word),
    (Gated(rf"(?P<n>{_NUM})个?工作日(?P<dir>以内|之内|内|以后|之后|后)", "工作日"), h_working_days),
    (Gated(rf"{YEAR}(?<!寒)(?:暑假|暑期)(?![工班])", "暑[假期]"), h_summer_holiday),  # not 寒暑假 (both)
    (Gated(rf"(?P<era>{lunar.ERA_PATTERN})(?P<n>元|{_NUM})年?\s*[至到\-~～—－]\s*(?P=era)?(?P<n2>{_NUM})年",
           "[至到\\-~～—－]"), h_era_year_range),
    (Gated(rf"(?P<era>{lunar.ERA_PATTERN})(?:年间|年間|时期|時期)", "年间|年間|时期|時期"), h_reign),  # 乾隆年间
    (Gated(rf"(?P<era>{lunar.ERA_PATTERN})(?P<p>初年|初期|前期|中期|中叶|末年|末期|后期|晚期)", "初|中|末|前|后|晚"),
     h_reign_part),  # 乾隆末年 / 民国初年
    (Gated(rf"{_YEAR1}618(?![0-9])", "618"), h_june_18),
    (Gated(rf"{YEAR}(?<![0-9.])618(?=大促|购物节|年中大促|年中购物节|狂欢节|活动|促销|当天|期间)", "618"), h_june_18),
    # 距离618还有4天 / 离618只剩一周: a countdown names the sale's day
    (Gated(r"(?P<ry>)(?P<y>)(?:(?<=距离|距離)618(?![0-9.%米元块]|[公千]?[米里克斤]|吨|英[里尺寸])|(?<=[距离離])618(?=还|還|只|仅|僅|不到|就))", "618"), h_june_18),
    (Gated(r"(?:(?<![\u4e00-\u9fff0-9])|(?<=[到至]))第(?P<n>[0-9]{1,2})周(?![年岁])", "第"), h_iso_week),
]
