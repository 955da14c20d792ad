"""Time grounding: find time expressions (Chinese and English) and resolve them against an injected ``today``.

``resolve(text, today)`` returns the spans found, the date range they cover, the freshness bucket they imply and
the text with relative expressions made absolute ("今年下半年" -> "2026年下半年", "last month" -> "October 2026").

Hand-written rules, because the libraries did not fit:
- dateparser's ``search_dates`` returns points not ranges ("last month" -> one datetime), finds dates in plain
  words ("May I ask ..." -> May 1; "seconds in a day now" -> tomorrow), has no quarters/halves/rolling windows and
  costs ~1 ms per call (100+ ms for the first), too slow for a planner with a 1 ms budget.
- jionlp's time parser (checked in a scratch venv) resolves Chinese well but pulls ~220 MB of dependencies
  (jiojio, numpy), prints banners to stdout on import (fatal for an MCP stdio server), and its free-text
  extractor missed "上个月" and "最近" in "上个月的CPI是多少" / "最近有什么新闻". Its test cases are our benchmark.
Families: absolute and numeric dates (2024-03-07, 20240307, 09-01, 11/3号, 03/15/2024, 15.03.2024), 年/月/日/号
with parts (上旬/中旬/下旬, 月初/月底, 年初/年底, 第N周/第N天, 年代/世纪 and their 初/末), relative days/weeks/months/
quarters/years, weekdays, N units 前/后/内/以来 (with 半/多/几), 今明两天, 前N天, deadlines (年底前, before 2030), ranges
(3月5日到8日, Jan-Mar 2025) and clock times absorbed into their day. The ``time`` package adds compositions placed
in their anchor ("Friday next week", "明年本月五日"), numeric forms, ordinal days/weekdays/weeks, seasons, English
holidays (dateutil.easter), 农历 dates and festivals (lunardate; solar terms via lunar-python) and era years; an
impossible date claims its text and gives no span. bench/bench_timeframe.py compares dateparser, ctparse and jionlp
on the same cases: none resolves ranges, parts and compositions well enough to replace the rules (its README has
the figures). Not handled: durations, repeating times, open ranges.
Weeks run Monday-Sunday (ISO); early/mid/late is one rule (time/dates.py). A month/day without a year takes today's year; a two-digit year ``yy`` is 20yy when
that is at most ten years ahead of today, else 19yy (relative to today's century).
"""

from __future__ import annotations

import bisect
import calendar
from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import date, timedelta, tzinfo

from ..models import Freshness, TimeRange
from .time import (breaks_en, colloquial_en, context_zh, datelines_zh, holidays_zh, idioms_en, idioms_zh, mixed_zh,
                   numeric_zh, offsets_en, periods_en, reports_zh, fujiu_zh, rules_en, rules_zh, shifted_en, spoken_en,
                   variants_en)
from .time import daycounts_en, lookalikes_en, rewordings_en  # round 21: day counts, federal years; wordings
from .time import signed_offsets_en  # round 30: "+2 years", "-1 day" as dates (three origins)
from .time import shapes_en, stays_en  # round 22: other hands' shapes; stays, legs and restated spans
from .time import anchored_en, forms_en  # round 23: compositions over any anchor; other hands' written forms
from .time import attributive_en, attributive_zh  # round 24: a holiday naming a thing beside the date it is given
from .time.normalize_zh import normalize as _normalize_zh
from .time.rules_zh import Gated as _Gated
from .time.rules_zh import ROC_YEAR as _ROC_YEAR
from .time.compose import place
from .time.render import absolute_words, keep_frame, preposition_before
from .time.prefilter import HAN, PatternScreen
from .time.dates import nth_weekday, part_of as _third_of, valid_day, weeks_in
from .time.tense_en import told_as_past, told_as_past_after, told_as_past_fronted
from .time import (ahead_en, ahead_zh, chat_en, deadline_en, games_en, glosses_en, history_en, holidays_en, hours_en,
                   measures_en, names_en, names_zh, poems_zh, rates_en, spelled_en, weekdays_in_zh, workdays_zh,
                   compound_zh)

__all__ = ["TimeSpan", "TimeGrounding", "resolve", "freshness_for"]

MAX_SCAN_CHARS = 20_000  # longer input is scanned only this far: questions are short, this keeps it linear


@dataclass(frozen=True, slots=True)
class TimeSpan:
    """One time expression found in the text, resolved to an inclusive date range."""

    text: str
    start: date
    end: date
    kind: str  # day | week | month | quarter | half | year | window | since | range | point | now
    offset: int = 0  # character index of ``text`` in the input
    relative: bool = False  # depended on ``today`` (今天, last month, 3月15日 without a year)
    absolute: str | None = field(default=None, compare=False)  # replacement used in ``rewritten``

    def to_dict(self) -> dict[str, object]:
        return {"text": self.text, "start": self.start.isoformat(), "end": self.end.isoformat(), "kind": self.kind}


@dataclass(frozen=True, slots=True)
class TimeGrounding:
    """Everything ``resolve`` found: spans, the implied freshness, the rewritten text and the covering range."""

    spans: tuple[TimeSpan, ...]
    freshness: Freshness | None
    rewritten: str
    time_range: TimeRange | None


# --------------------------------------------------------------------------- date helpers


def _month_end(y: int, m: int) -> date:
    return date(y, m, calendar.monthrange(y, m)[1])


def _add_months(y: int, m: int, delta: int) -> tuple[int, int]:
    idx = y * 12 + (m - 1) + delta
    return idx // 12, idx % 12 + 1


def _shift_day(d: date, months: int) -> date:
    y, m = _add_months(d.year, d.month, months)
    return date(y, m, min(d.day, calendar.monthrange(y, m)[1]))


def _year_range(y: int) -> tuple[date, date]:
    return date(y, 1, 1), date(y, 12, 31)


def _quarter_range(y: int, q: int) -> tuple[date, date]:
    return date(y, 3 * q - 2, 1), _month_end(y, 3 * q)


def _half_range(y: int, h: int) -> tuple[date, date]:
    return (date(y, 1, 1), date(y, 6, 30)) if h == 1 else (date(y, 7, 1), date(y, 12, 31))


def _week_range(d: date) -> tuple[date, date]:
    monday = d - timedelta(days=d.weekday())
    return monday, monday + timedelta(days=6)


def _valid_year(y: int) -> bool:
    return 1 <= y <= 9998


def freshness_for(start: date, end: date, today: date) -> Freshness | None:
    """The freshness bucket a date range implies relative to ``today`` (None for the distant past or long spans).

    A range that ends before yesterday is history: it gets a time range but no freshness. Otherwise the
    bucket is the smallest one that covers the range's length (past windows count up to today).
    """
    if (today - end).days > 1:
        return None
    if start > today:  # wholly in the future: its own length
        days = (end - start).days + 1
    else:  # reaches back from today (or ends yesterday): how far back it goes
        days = (max(end, today) - start).days + 1
    if days <= 2:
        return Freshness.DAY
    if days <= 8:
        return Freshness.WEEK
    if days <= 31:
        return Freshness.MONTH
    if days <= 366:
        return Freshness.YEAR
    return None


# --------------------------------------------------------------------------- numerals

_CN_DIGITS = {"零": 0, "〇": 0, "○": 0, "一": 1, "二": 2, "两": 2, "俩": 2, "三": 3, "仨": 3, "四": 4, "五": 5,
              "六": 6, "七": 7, "八": 8, "九": 9}
_CN_UNITS = {"十": 10, "百": 100, "千": 1000}
_EN_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
               "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "couple of": 2, "couple": 2, "few": 3,
               "several": 3, "fifteen": 15, "twenty": 20, "thirty": 30, "twenty-four": 24, "forty-eight": 48}


def cn_int(text: str) -> int | None:
    """Chinese or Arabic numeral -> int ("十二" -> 12, "二零二六" -> 2026, "两" -> 2); None if not a number."""
    text = text.strip().translate(str.maketrans("０１２３４５６７８９", "0123456789")).replace("廿", "二十").replace("卅", "三十")
    if not text:
        return None
    if text.isdigit():
        return int(text)
    if all(ch in _CN_DIGITS for ch in text) and len(text) > 1:  # digit by digit: 二零二六
        return int("".join(str(_CN_DIGITS[ch]) for ch in text))
    total, current = 0, 0
    for ch in text:
        if ch in _CN_DIGITS:
            current = _CN_DIGITS[ch]
        elif ch in _CN_UNITS:
            total += (current or 1) * _CN_UNITS[ch]
            current = 0
        elif ch.isdigit():
            current = current * 10 + int(ch)
        else:
            return None
    return total + current


def _en_int(text: str) -> int | None:
    text = " ".join(text.lower().split())
    text = text[2:] if text.startswith("a ") else text  # "a few", "a couple of"
    return int(text) if text.isdigit() else _EN_NUMBERS.get(text)


def _two_digit_year(yy: int, today: date) -> int:
    """The year ending in ``yy`` within (today - 90 years, today + 10 years]."""
    base = today.year + 10
    return base - ((base - yy) % 100)


# --------------------------------------------------------------------------- Chinese patterns

_N = r"[0-9０-９零〇○一二两俩仨三四五六七八九十百千]{1,10}"  # bounded: linear on long digit runs
_DAYPART = (r"(?:后半夜|前半夜|上半夜|下半夜|一大早|大清早|一早|凌晨|清晨|早上|早晨|上午|中午|午后|下午|傍晚|晚上|晚间|夜晚|夜里|夜间|深夜|半夜|午夜"
            r"|黎明|拂晓|白天|全天|[早晚](?:十[一二]?|[五六七八九])(?=$|[^\u4e00-\u9fff]|[的有前到开上课班见])"  # 周一早八
            r"|早(?![点點啲些]|自[习習修])|晚(?![点點啲些]|自[习習修]))")  # 明天早点来 / 聽朝早啲: "earlier", no part of the day
# (晚自习 / 早自习 / Hong Kong 晚自修: a school's study period after a day, 3月12日（周五）晚自习取消, names no part of it; round 21)
_NUM3 = r"[0-9零一二两三四五六七八九十]{1,3}"
_CLOCK = (rf"(?:\d{{1,2}}\s*[:：]\s*\d{{1,2}}(?:\s*[:：]\s*\d{{1,2}})?时?|{_NUM3}\s*[点时]"
          # minutes without 分 only as minutes are written (7点30, 七点二十, 七点零五): 明晚7点两个人 is 7 o'clock
          # 十點正 (Hong Kong: ten sharp) as 十点整, not 9点正在开会 / 正式 / 正常
          rf"(?:整|正(?![在式常好是当當要确確面门門文午规規宗品版])|半|[一1三3]刻|(?:{_NUM3}分|\d{{2}}(?!\d)|[零〇][一二三四五六七八九]|[一二三四五]?十[一二三四五六七八九]?)"
          rf"(?:{_NUM3}秒)?|多钟?|钟)?)")
_RANGE_TAIL = rf"\s*[-－—~～至到]+\s*(?:{_DAYPART}\s*)?{_CLOCK}"  # "9:00～11:30", "9~11点"
_CLOCK_SPAN = rf"(?:{_CLOCK}|{_NUM3}(?={_RANGE_TAIL}))(?:{_RANGE_TAIL})?"
# (a two-digit year is never the tail of a longer number: 1433年 / 有1500年历史 hold no 33年 / 00年)
_YEAR_ZH = (r"(?:(?P<y>(?<![0-9])(?:1[6-9]|2[0-9])\d{2}|(?<![0-9])\d{2}|[零〇○一二三四五六七八九]{4}"
            r"|(?<![零〇○一二三四五六七八九])[零〇○一二三四五六七八九]{2})年"
            rf"|{_ROC_YEAR}"  # 民国115年 (Taiwan's calendar): a year wherever a year goes (年度, 上半年, 第1季)
            r"|(?P<ry>当前年[度份]|今年度?|去年|明年|前年|大后年|后年|大前年|本年度?|这一年|上一年|下一年|次年|翌年|(?<![以之])[上下]年度"
            r"|(?<![以之])[上下]年(?![纪级龄])))")  # 本年度第一季度: the year's quarter
_LISTED_DAY_N = r"3[01]|[12]\d|0?[1-9]|三十一?|卅一?|二十[一-九]?|廿[一-九]?|十[一-九]?|[一二三四五六七八九]"
# what a number with 号 names when it is no day: 3号楼, 1号线, 6号车厢, 5号诊室, 2号病房, 12号登机口, 8号选手, 7号地块
_NUMBERED_THING_ZH = (r"[楼线路栋层室座位床台车厢厅馆门口店院房街巷单元窗柜码仓摊桌令]|诊|病[房区床]|教室|考[场点室]|展[厅位台区]"
                      r"|站台|机位|登机|检票|通道|包[厢间]|候诊|实验室|办公室|会议室|选手|球员|队员|地块|文件|公告")
# a listed day before 、 may drop its 日 as the first one may (11月28、29、30日): round 17b
_LISTED_DAY = rf"\s*[、，,和及与]\s*(?:{_LISTED_DAY_N})(?:[日号](?!{_NUMBERED_THING_ZH})|(?=、))"
# a bare day listed before a numbered thing is one of the things (10号、11号楼 are two buildings, 5号、6号线 two lines)
_LISTED_THING_AFTER = re.compile(rf"(?:{_LISTED_DAY})*\s*[、，,和及与]\s*(?:{_LISTED_DAY_N})[日号](?:{_NUMBERED_THING_ZH})")
_MON_ZH = r"(?P<mo>1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])"
_DAY_ZH = (r"(?P<d>3[01]|[12]\d|0?[1-9]|三十一?|卅一?|二十[一二三四五六七八九]?|廿[一二三四五六七八九]?|十[一二三四五六七八九]?"
           r"|[一二三四五六七八九])")
_REL_YEAR = {"今年": 0, "本年": 0, "这一年": 0, "去年": -1, "上一年": -1, "前年": -2, "大前年": -3,
             "明年": 1, "下一年": 1, "次年": 1, "翌年": 1, "后年": 2, "大后年": 3, "上年": -1, "下年": 1,
             "本年度": 0, "今年度": 0, "上年度": -1, "下年度": 1,
             "当前年度": 0, "当前年份": 0}  # round 29: 当前年度 is this year, not 前年度 (cn2date's tests)
_REL_DAY_ZH = {"大前天": -3, "前天": -2, "昨天": -1, "昨日": -1, "昨晚": -1, "昨夜": -1, "今天": 0, "今日": 0,
               "本日": 0, "当天": 0, "当日": 0, "当晚": 0, "当夜": 0, "今晚": 0, "今早": 0, "今晨": 0, "今夜": 0, "明天": 1, "明日": 1, "明早": 1,
               "明晚": 1, "后天": 2, "大后天": 3, "大大后天": 4}
_REL_DAY_ZH.update({"今晚黑": 0, "明晚黑": 1, "昨晚黑": -1})  # Cantonese 晚黑 "night" (听晚黑 is read as 明晚黑)
_REL_WEEK_ZH = {"上上周": -2, "上周": -1, "上个星期": -1, "上星期": -1, "上一周": -1, "上个礼拜": -1, "本周": 0,
                "这周": 0, "这个星期": 0, "本星期": 0, "这星期": 0, "这个礼拜": 0, "下周": 1, "下个星期": 1,
                "下星期": 1, "下一周": 1, "下个礼拜": 1, "下下周": 2}
_REL_WEEK_ZH.update({p + mid + u: d for p, d in (("上上", -2), ("上", -1), ("这", 0), ("本", 0), ("今", 0), ("下", 1),
                                                  ("下下", 2)) for mid in ("", "个", "一", "一个")
                     for u in ("周", "星期", "礼拜") if not (p == "今" and mid == "" and u == "周")})  # 上礼拜 / 今礼拜 / 下个周
_REL_MONTH_ZH = {"当前月份": 0, "本月": 0, "这个月": 0, "当月": 0, "这月": 0, "上个月": -1, "上月": -1, "上一个月": -1,
                 "上上个月": -2, "上上月": -2, "下个月": 1, "下月": 1, "下一个月": 1,
                 "下下个月": 2, "下下月": 2}
_REL_QUARTER_ZH = {"当前季度": 0, "本季度": 0, "这个季度": 0, "当季": 0, "上季度": -1, "上个季度": -1, "上一季度": -1,
                   "上一个季度": -1, "下季度": 1, "下个季度": 1, "下一季度": 1, "下一个季度": 1}
_UNIT_DAYS = {"天": 1, "日": 1, "周": 7, "星期": 7, "礼拜": 7, "小时": 0, "钟头": 0}

# (十来天 / 二十来年 / 个把月 "about": 来 as 多, round 18)
_DUR = (rf"(?P<n>(?:{_N})?几[十百千]?|{_N}|半)(?P<more>多|(?<=[十百0])来(?=个?(?:年|天|日|月|周|星期|礼拜|小时)))?个?(?P<half>[半多])?个?(?P<u>季度|年|个?月|周|星期|礼拜|天|日|小时|钟头|分钟|分|秒钟|秒"
        r"|刻钟)(?P<half2>半)?(?P<more2>多)?钟?")  # 3天 / 一年半 / 两个半月 / 十个多月 / 20多个月 / 半小时 / 一分半钟
_Resolved = tuple[date, date, str, str | None, bool] | None  # start, end, kind, absolute text, relative
_Handler = Callable[[re.Match[str], date], _Resolved]


def _zh_year(m: re.Match[str], today: date) -> tuple[int, bool] | None:
    """The year a match names, and whether it depended on today. None when the match has no year part."""
    if m.group("ry"):
        return today.year + _REL_YEAR[m.group("ry")], True
    if m.group("roc"):
        n = cn_int(m.group("roc"))
        return (1911 + n, False) if n else None
    raw = m.group("y")
    if not raw:
        return None
    value = cn_int(raw)
    if value is None:
        return None
    if len(raw) == 2:
        return _two_digit_year(value, today), False
    return value, False


def _h_zh_date(m: re.Match[str], today: date) -> _Resolved:
    yr = _zh_year(m, today)
    year, relative = yr if yr else (today.year, True)
    mo = cn_int(m.group("mo") or "")
    if not mo or not 1 <= mo <= 12 or not _valid_year(year):
        return None
    return _zh_day_or_month(year, mo, m.group("d"), relative)


def _zh_day_or_month(year: int, mo: int, day_text: str | None, relative: bool) -> _Resolved:
    """``year``-``mo`` with an optional Chinese or Arabic day: that day, or the whole month."""
    if day_text:
        d = cn_int(day_text)
        if not d or d > calendar.monthrange(year, mo)[1]:
            return None
        day = date(year, mo, d)
        return day, day, "day", f"{year}年{mo}月{d}日", relative
    return date(year, mo, 1), _month_end(year, mo), "month", f"{year}年{mo}月", relative


# what a two-digit count of years qualifies: standing (老粉, 老店), a right's or a warranty's term (70年产权, 5年质保),
# years of service (30年工龄, 10年驾龄)
_COUNT_OF_YEARS_AFTER = re.compile(r"老|产权|使用权|经营权|质保|保修|工龄|教龄|驾龄|党龄|房龄|军龄|期限")


def _h_zh_year(m: re.Match[str], today: date) -> _Resolved:
    if len(m.group("y") or "") == 2 and _COUNT_OF_YEARS_AFTER.match(m.string, m.end()):
        return None  # 10年老粉 / 20年老店 / 70年产权: a count of years, not 2010
    yr = _zh_year(m, today)
    if not yr or not _valid_year(yr[0]):
        return None
    s, e = _year_range(yr[0])
    return s, e, "year", f"{yr[0]}年", yr[1]


_CODE_BEFORE_HALF = re.compile(r"[A-Za-z][A-Za-z\-]*\d+$")  # A2026 / X9 / SKU-12 (12026上半年 keeps its half)


def _h_zh_half(m: re.Match[str], today: date) -> _Resolved:
    yr = _zh_year(m, today)
    code = _CODE_BEFORE_HALF.search(m.string, max(0, m.start() - 12), m.start()) if not yr else None
    if code:
        return None  # 编号A2026上半年: a half glued to a code (letters and digits) is none of this year's
    year, relative = yr if yr else (today.year, True)
    h = 2 if m.group("h") == "下" else 1
    s, e = _half_range(year, h)
    return s, e, "half", f"{year}年{'下' if h == 2 else '上'}半年", relative


_Q_WORDS = {"一": 1, "首": 1, "二": 2, "三": 3, "四": 4, "1": 1, "2": 2, "3": 3, "4": 4}
_Q_NAMES = {1: "一", 2: "二", 3: "三", 4: "四"}


def _h_zh_quarter_any(m: re.Match[str], today: date) -> _Resolved:
    q = m.group("q") or m.group("q2")
    if "个" in m.group(0) and "第" not in m.group(0):  # 连续三个季度: a count of quarters, not the third one
        return None
    yr = _zh_year(m, today)
    year, relative = yr if yr else (today.year, True)
    qn = _Q_WORDS[q]
    s, e = _quarter_range(year, qn)
    absolute = f"{year}年第{_Q_NAMES[qn]}季度" if "季" in m.group(0) or yr else f"Q{qn} {year}"
    return s, e, "quarter", absolute, relative


def _h_zh_first_n(m: re.Match[str], today: date) -> _Resolved:
    """今年前三季度 / 2022年前十一个月 / 二零二一年后三月."""
    yr = _zh_year(m, today)
    year, relative = yr if yr else (today.year, True)
    n = cn_int(m.group("n"))
    if not n:
        return None
    months = n * 3 if "季" in m.group("u") else n
    if months > 12:
        return None
    if m.group("fb") in ("前", "头"):  # 头两个月 = 前两个月
        return date(year, 1, 1), _month_end(year, months), "range", None, relative
    return date(year, 13 - months, 1), date(year, 12, 31), "range", None, relative


# 后天 that is no "day after tomorrow" (review17b): 后 ending a word before a word opening with 天 (雨后天空, 课后天天练琴,
# 会后天色已晚, 天边; 后天空气 / 后天天亮 / 后天天气 keep the day), and 后天 "acquired" as against 先天 "innate" (先天与后天,
# 后天培养 / 形成 / 获得 / 努力, 后天的学习, 後天失調)
# (only after a character that 后 closes a word with: 后天天津见, 后天空闲吗, 后天空运 keep the day)
_NOT_HOUTIAN = ("(?<!先天)(?<!先天[与和及、或跟/])"
                "(?!(?<=[雨雪饭課课会會午赛賽战戰节節产產术術晴餐睡醒之以然最随隨背落散班学學完事酒浴])后天(?:天|[色空边邊际際幕晴黑亮冷热熱凉涼暖阴陰]))")  # 雨后天晴, 饭后天黑 (round 17b)
# (Traditional 養 / 習 / 獲 / 練 / 調 written out here: normalize_zh's table, which the gate reads too, stays as it is)
_NOT_HOUTIAN_AFTER = ("(?!的?(?:形成|[养養]成|培[养養]|培育|努力|[习習]得|[获獲]得|学[习習]|训[练練]|教育|塑造|环境|因素|缺陷|影响)"
                      "|失[调調]|所致|性(?![能价]))")
_SAME_DAY_SERVICE = re.compile(r"(?:即可)?(?:往返|来回|來回|来去|到账|到賬|发货|發貨|出票|有效|达(?![到成])|送达|退款|结算|可取)")
_EVENT_SAME_DAY = re.compile(r"[\u4e00-\u9fff](?<![今本])(?:当天|当日|当晚|当夜)")


def _h_zh_rel_day(m: re.Match[str], today: date) -> _Resolved:
    """明天 / 昨晚 / 当天: that day from today; 当天 / 当日 after an event (就诊当天, 活动当日, 考试当晚) is the event's day,
    which the text does not date (no span)."""
    if m.start() and _EVENT_SAME_DAY.match(m.string, m.start() - 1):
        return None
    if m.group(0) in ("当天", "当日") and _SAME_DAY_SERVICE.match(m.string, m.end()):
        return None  # 当天往返 / 当日到账 / 当天有效: "same-day", no date (round 17b)
    d = today + timedelta(days=_REL_DAY_ZH[m.group(0)])
    return d, d, "day", f"{d.year}年{d.month}月{d.day}日", True


def _h_zh_rel_week(m: re.Match[str], today: date) -> _Resolved:
    s, e = _week_range(today + timedelta(weeks=_REL_WEEK_ZH[m.group(0)]))
    return s, e, "week", None, True


def _h_zh_rel_month(m: re.Match[str], today: date) -> _Resolved:
    y, mo = _add_months(today.year, today.month, _REL_MONTH_ZH[m.group("rm")])
    if (mo == 2 and m.group("d") and cn_int(m.group("d")) == 29 and not calendar.isleap(y)
            and rules_zh.YEAR_WORD_BEFORE.search(m.string, max(0, m.start() - 3), m.start())):
        y = _leap_after(y)  # 去年本月二十九日 said in February 2025: a stand-in that the year before places again
    return _zh_day_or_month(y, mo, m.group("d"), True)


def _h_zh_rel_quarter(m: re.Match[str], today: date) -> _Resolved:
    q0 = (today.month - 1) // 3
    idx = today.year * 4 + q0 + _REL_QUARTER_ZH[m.group(0)]
    y, q = idx // 4, idx % 4 + 1
    s, e = _quarter_range(y, q)
    return s, e, "quarter", f"{y}年第{_Q_NAMES[q]}季度", True


def _window(today: date, n: int, unit: str, future: bool = False) -> tuple[date, date] | None:
    """A rolling window of ``n`` units ending today (or starting today when ``future``)."""
    if n <= 0 or n > 10_000:
        return None
    try:
        if unit in ("月", "个月", "month"):
            other = _shift_day(today, n if future else -n)
        elif unit in ("年", "year"):
            other = _shift_day(today, 12 * n if future else -12 * n)
        elif unit in ("分钟", "秒钟", "秒", "minute", "second"):
            other = today
        elif unit in ("hour",) or _UNIT_DAYS.get(unit) == 0:
            other = today + timedelta(days=(n + 23) // 24 * (1 if future else -1))
        else:
            days = n * (_UNIT_DAYS.get(unit) or (7 if unit == "week" else 1))
            other = today + timedelta(days=days if future else -days)
    except (OverflowError, ValueError):
        return None
    return (today, other) if future else (other, today)


def _count(raw: str) -> int | None:
    """A Chinese count; "about" pairs (两三, 三五, 二三十) count as their larger number (近两三年: the last 3 years)."""
    pair = _fuzzy_bounds(raw) if "几" not in raw else None
    return pair[1] if pair else cn_int(raw)


def _h_zh_window(m: re.Match[str], today: date) -> _Resolved:
    n = _count(m.group("n") or "一") if m.group("n") != "几" else 3
    if n is None or (not m.group("n") and m.group("u") == "日"):  # 近日 is "recently" (_h_zh_recent)
        return None
    future = m.group("pre").startswith(("未来", "今后", "接下来", "往后"))
    if (res := rules_zh.window(today, n, m.group("u"), future)) is not None:  # the English convention (README)
        return res
    rng = _window(today, n, m.group("u"), future=future)
    return (rng[0], rng[1], "window", None, True) if rng else None


def _h_zh_recent(m: re.Match[str], today: date) -> _Resolved:
    if m.group(0) in ("近日", "这几天", "近几天"):  # the last 7 days up to today, as 近一周 / 过去7天
        return today - timedelta(days=6), today, "window", None, True
    return today - timedelta(days=30), today, "window", None, True


def _duration(m: re.Match[str], n: int | None = None) -> tuple[int, int, str, bool] | None:
    """A matched Chinese duration as (months, days, granularity, fuzzy): 一年半 -> (18, 0, month, False).

    Granularity is the unit a point that far away is named in: 3年前 is a year, 3年半前 a month, 7天半 a day;
    clock units (小时, 分钟, 秒) become whole days counted from noon. ``fuzzy`` marks 多 ("3个多月").
    ``n`` overrides the matched number (used for the bounds of 二十几 / 几十).
    """
    raw = m.group("n") if n is None else str(n)
    half = raw == "半" or m.group("half") == "半" or bool(m.group("half2"))
    n = 0 if raw == "半" else _count(raw)
    if n is None or n > 5000 or (not n and not half):
        return None
    more = bool(m.group("more") or m.group("more2")) or m.group("half") == "多"
    unit = m.group("u").removeprefix("个")
    if unit == "年" and n >= 1000 and not more:
        return None  # "2019年前" names a calendar year, it is not 2019 years ago
    if unit == "年":
        return 12 * n + 6 * half, 0, "month" if half else "year", more
    if unit == "季度":
        return 3 * n + half, 15 * half, "month", more
    if unit == "月":
        if "个" not in m.group(0) and not half:
            return None  # "3月前" is before March, not three months ago
        return n, 15 * half, "day" if half else "month", more
    if unit in ("周", "星期", "礼拜"):
        return 0, 7 * n + 3 * half, "day" if half else "week", more
    if unit in ("天", "日"):
        return 0, n + half, "day", more
    if unit in ("小时", "钟头"):
        return 0, -(2 * n + half), "hour", more  # negative days: half-hours, settled against noon below
    return 0, 0, "day", more  # 分钟, 秒, 刻钟: still today


def _offset(today: date, months: int, days: int, sign: int) -> date:
    if days < 0:  # half-hours from noon (a date has no clock: noon is the least-wrong guess)
        return today + timedelta(days=(24 + sign * -days) // 48)
    return _shift_day(today, sign * months) + timedelta(days=sign * days)


_APPROX = "一两二三四五六七八九"
_APPROX_VALUE = {"一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


def _fuzzy_bounds(raw: str) -> tuple[int, int] | None:
    """二十几 -> (21, 29), 十几 -> (11, 19), 几十 -> (20, 90), 几 -> (2, 9); two numerals said together for "about"
    (两三 -> (2, 3), 三五 -> (3, 5), 七八 -> (7, 8): round 18, 三四天后 was 34 days); None otherwise."""
    if len(raw) in (2, 3) and raw[0] in _APPROX and raw[1] in _APPROX and raw[2:] in ("", "十"):
        a, b = _APPROX_VALUE[raw[0]], _APPROX_VALUE[raw[1]]
        k = 10 if raw[2:] else 1  # 二三十年前: 20 to 30 years
        return (a * k, b * k) if 0 < b - a <= 2 else None
    if len(raw) >= 3 and raw[-3] == "十" and raw[-2] in _APPROX and raw[-1] in _APPROX:  # 十二三年前 / 二十三四岁
        base, a, b = cn_int(raw[:-2]), _APPROX_VALUE[raw[-2]], _APPROX_VALUE[raw[-1]]
        return (base + a, base + b) if base and 0 < b - a <= 2 else None
    if "几" not in raw:
        return None
    if raw == "几":
        return 2, 9
    if raw.endswith("几"):
        base = cn_int(raw[:-1])
        return (base + 1, base + 9) if base else None
    unit = cn_int("一" + raw[1:]) if raw.startswith("几") else None
    return (2 * unit, 9 * unit) if unit and unit >= 10 else None


def _ago_range(today: date, dur: tuple[int, int, str, bool], sign: int) -> tuple[date, date, str] | None:
    months, days, gran, _ = dur
    d = _offset(today, months, days, sign)
    if gran == "year":
        return (*_year_range(d.year), "year") if _valid_year(d.year) else None
    if gran == "month":
        return date(d.year, d.month, 1), _month_end(d.year, d.month), "month"
    if gran == "week":
        return (*_week_range(d), "week")
    return d, d, "day"


_BY_DAY_ZH = re.compile(r"(?:于|於|在)\s*$")  # 于 / 在 before N日前: a deadline's day (round 21)


def _h_zh_ago(m: re.Match[str], today: date) -> _Resolved:
    """3天前 / 两个半月以后 / 一年半后 / 6个小时前 / 三个季度后 / 二十几年前: the day, week, month or year that far away."""
    sign = -1 if "前" in m.group("dir") else 1
    if sign < 0 and m.group("u") == "日" and (_BY_DAY_ZH.search(m.string, max(0, m.start() - 4), m.start())
                                               or m.string.startswith(("前往", "前后", "前後"), m.end() - 1)):
        return None  # 请于28日前回复 / 务必在15日之前: by that day of the month (the bare-day rule's deadline), no "28 days ago";
        # 12日前往北京: on the 12th, "go to"; 25日前后到货: around the 25th (round 21)
    fuzzy = _fuzzy_bounds(m.group("n"))
    if fuzzy:  # 二十几年前: every year from 29 to 21 years ago
        lo, hi = _duration(m, fuzzy[0]), _duration(m, fuzzy[1])
        a = _ago_range(today, lo, sign) if lo else None
        b = _ago_range(today, hi, sign) if hi else None
        return (min(a[0], b[0]), max(a[1], b[1]), "range", None, True) if a and b else None
    dur = _duration(m)
    r = _ago_range(today, dur, sign) if dur else None
    if r is None:
        return None
    s, e, kind = r
    absolute = {"year": f"{s.year}年", "month": f"{s.year}年{s.month}月", "week": None,
                "day": f"{s.year}年{s.month}月{s.day}日"}[kind]
    return s, e, kind, absolute, True


def _h_zh_within(m: re.Match[str], today: date) -> _Resolved:
    """N天内 / 3年半以内 (from today on) and 3个多月以来 / 十年来 (up to today); 多 widens to the unit's start."""
    dur = _duration(m)
    if dur is None:
        return None
    months, days, gran, more = dur
    if m.group("dir").endswith("来"):
        s = _offset(today, months, days, -1)
        if more and gran == "year":
            s = date(s.year, 1, 1)
        elif more and gran in ("month", "day") and months:
            s = date(s.year, s.month, 1)
        return s, today, "window", None, True
    return today, _offset(today, months, days, 1), "window", None, True


_PAIR_DAYS = {"前": -2, "昨": -1, "今": 0, "明": 1, "后": 2}
_PAIR_YEARS = {"前": -2, "去": -1, "今": 0, "明": 1, "后": 2}


def _h_zh_pair(m: re.Match[str], today: date) -> _Resolved:
    """今明两天 / 明后天 / 今明两年: two adjacent relative days (or years) as one range."""
    if m.group(0) == "明后天":
        return today + timedelta(days=1), today + timedelta(days=2), "range", None, True
    if m.group(0) == "明后年":  # next year and the one after, as 明后天 (round 21)
        return date(today.year + 1, 1, 1), date(today.year + 2, 12, 31), "range", None, True
    a, b = m.group("a"), m.group("b")
    if m.group("u") == "年":
        ya, yb = today.year + _PAIR_YEARS[a], today.year + _PAIR_YEARS[b]
        return (date(ya, 1, 1), date(yb, 12, 31), "range", None, True) if ya < yb else None
    da, db = _PAIR_DAYS[a], _PAIR_DAYS[b]
    if da >= db:
        return None
    return today + timedelta(days=da), today + timedelta(days=db), "range", None, True


def _h_zh_previous_n(m: re.Match[str], today: date) -> _Resolved:
    """前两天 / 前三周 / 前两年: the N whole units before the current one (前N个月 is the year's first months)."""
    n = cn_int(m.group("n"))
    if not n or n > 5000:
        return None
    unit = m.group("u")
    if unit in ("小时", "钟头", "分钟"):
        return today, today, "day", None, True
    if unit in ("天", "日"):
        return today - timedelta(days=n), today - timedelta(days=1), "window", None, True
    if unit == "年":
        return date(today.year - n, 1, 1), date(today.year - 1, 12, 31), "range", None, True
    monday = _week_range(today)[0]
    return monday - timedelta(weeks=n), monday - timedelta(days=1), "range", None, True


# --------------------------------------------------------------------------- English and numeric patterns

_MONTHS_EN = {"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9,
              "sept": 9, "oct": 10, "nov": 11, "dec": 12}
_MONTH_NAMES = ["", "January", "February", "March", "April", "May", "June", "July", "August", "September",
                "October", "November", "December"]
_MON_EN = (r"(?P<mon>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
           r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?")
_NUM_EN = (r"(?P<n>\d{1,4}|(?:a\s+)?(?:couple(?:\s+of)?|few)|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven"
           r"|twelve|fifteen|twenty|thirty|twenty-four|forty-eight|several)")
_ORD_EN = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "last": 4}


def _en_date_text(d: date) -> str:
    return f"{_MONTH_NAMES[d.month]} {d.day}, {d.year}"


def _h_numeric_date(m: re.Match[str], today: date) -> _Resolved:
    if m.group(0).isdigit() and rules_en.after_version_label(m):
        return None  # "build 20270430": a build number (round 17)
    if "." in m.group(0) and _VERSION_LABEL_ZH.search(m.string, max(0, m.start() - 24), m.start()):
        return None  # 版本号：2038.3.8 / 固件2038.3.8-3.12: a release's numbers, as 版本号：2025.3 (round 21)
    if m.group(0).isdigit() and (measures_en.labelled_or_measured(m.string, m.start(), m.end())
                                 or (_CODE_BEFORE.search(m.string, max(0, m.start() - 2), m.start())
                                     and _CODE_AFTER.match(m.string, m.end()))):
        return None  # "account 20261130", "INC-20261201-0042": a number or a code (round 20)
    y, mo, d = int(m.group("Y")), int(m.group("M")), int(m.group("D"))
    if not (1 <= mo <= 12 and _valid_year(y)) or not 1 <= d <= calendar.monthrange(y, mo)[1]:
        return None
    day = date(y, mo, d)
    return day, day, "day", None, False


# a compact date glued by hyphens between other parts of a code ("INC-20261201-0042", "PO-20270104-A")
_CODE_BEFORE = re.compile(r"[A-Za-z0-9]-$")
_CODE_AFTER = re.compile(r"-[A-Za-z0-9]")
_CLOCK_AHEAD = re.compile(r"\s*\d{1,2}\s*[:：]\s*\d")
_DAYPART_AHEAD = re.compile(rf"\s*{_DAYPART}")


def _h_numeric_month_day(m: re.Match[str], today: date) -> _Resolved:
    """09-01 / 11/3号 / 6·30 / 12-01 18:07 (this year). Bare "3-5" or "1/2" are counts and fractions, not dates:
    a dash or slash form needs a zero-padded part, a 日/号, or a clock time after it."""
    mo_raw, d_raw = m.group("M"), m.group("D")
    dated = (m.group("sep") in "·・" or m.group("suf") or _CLOCK_AHEAD.match(m.string, m.end())
             or _DAYPART_AHEAD.match(m.string, m.end())  # 3/5下午: a part of the day makes it a date
             or (len(mo_raw) == len(d_raw) == 2 and "0" in (mo_raw[0], d_raw[0])))
    mo, d = int(mo_raw), int(d_raw)
    if not dated or d > calendar.monthrange(today.year, mo)[1]:
        return None
    day = date(today.year, mo, d)
    return day, day, "day", day.isoformat(), True


# a verb of meeting, going or handing in right after a bare day makes it a date (廿五号开会, 8号见, 我们3号出发, 10号交):
# a numbered thing (3号线, 5号楼, 10号球衣) has a noun there instead
_DAY_VERB_ZH = r"(?:见(?!义)|開會|开会|出发|出發|回来|回來|回家|返回|返程|交(?![通易流换])|报到|報到|截止|放假|开学|開學|上班|举行|舉行|开始|開始|结束|結束|到期)"


# a deadline word right after a bare day makes it a date one must meet (二十号之前把报告发给我, 15号以前交齐, 5号前还款;
# not 3号前排 / 5号前门 / 8号前面: a place, nor 20号前三名; round 21)
_DAY_DEADLINE_ZH = (r"(?:之前|以前)(?![0-9零〇一二两三四五六七八九十几的])"
                    r"|前(?=$|[\s，。,.;；、!！?？]|[把将要得必务须请交完还提送发付缴报到给办做填寄回答确结处递申登领购退补])")


_BARE_DAY_ZH = re.compile(
    r"(?<![0-9０-９零〇一二两三四五六七八九十廿卅月号第周期拜/.\-:：复某同终整逐隔休])"  # 周休二日: two days off
    r"(?<![车排座厢])"  # a seat: 08车06号, 3排5号 (round 17b)
    # a count of days after 了 / 共计 / 历时 / 长达 (等了10日, 共计7日; not 到了8日, 预计5日): review17b
    r"(?<![^到至在于]了)(?<!共)(?<![累合总共]计)(?<!历时)(?<![长高]达)"
    r"(?P<d>3[01]|[12]\d|0?[1-9]|三十一?|卅一?|二十[一二三四五六七八九]?|廿[一二三四五六七八九]?|十[一二三四五六七八九]?"
    r"|[一二三四五六七八九])[日号]"
    # (not 一日到黑 / 一日到晚 / 一日到头, "all day long": round 18)
    rf"(?=$|[\s，。,.;；、!！?？)）]|起|[至到~～\-—](?<!到(?=黑|晚(?!上)|头|尾))|{_DAYPART}|{_NUM3}\s*[点时:：]|那[天日]|当天|{_DAY_VERB_ZH}"
    rf"|{_DAY_DEADLINE_ZH}|前[后後]|左右|前往)"  # 三号那天 / 20日前后 / 15日前往上海 (round 21)
    # inside a sentence: the end of a range (这个月10号到15号我在出差) or a month's day (上个月的15号我交了房租),
    # unless a place or a thing follows (到3号楼, 到1号线, 到5号诊室, 到2号病房, 到3号考场, 到12号登机口)
    r"|(?:(?<=[至到])|(?<=月的))(?P<d2>3[01]|[12]\d|0?[1-9]|三十一?|卅一?|二十[一二三四五六七八九]?|廿[一二三四五六七八九]?"
    r"|十[一二三四五六七八九]?"
    rf"|[一二三四五六七八九])[日号](?!{_NUMBERED_THING_ZH})")


# a length of days named before the number: 有效期为30日, 冷静期為7日, 期限为15日 (not 截止日期为25日, 到期为28日,
# 截止期为25日, 档期为20日: a day)
_DAYS_LONG_BEFORE = re.compile(r"(?<![日到止档檔])(?:期|限)(?:\s*[为為是:：])?\s*$")


def _h_zh_bare_day(m: re.Match[str], today: date) -> _Resolved:
    """9日上午 / 30日 / 8号晚上9点: a day of the current month (only before a break, a clock time or 至)."""
    d = cn_int(m.group("d") or m.group("d2"))
    if _DAYS_LONG_BEFORE.search(m.string, max(0, m.start() - 6), m.start()) or _LISTED_THING_AFTER.match(m.string, m.end()):
        return None
    y, mo = today.year, today.month
    if d and d > calendar.monthrange(y, mo)[1] and d <= 31 and m.string.endswith("月的", 0, m.start()):
        y, mo = _add_months(y, mo, 1)  # 上个月的31号 said in a 30-day month: the month before places it again
    if not d or d > calendar.monthrange(y, mo)[1]:
        return None
    day = date(y, mo, d)
    return day, day, "day", f"{day.year}年{day.month}月{d}日", True


_MONTH_PART_ZH = {"月初": "early", "上旬": "early", "中旬": "mid", "月中": "mid", "下旬": "late", "月底": "late",
                  "月末": "late", "月上旬": "early", "月中旬": "mid", "月下旬": "late"}  # one convention for zh and en: see decide/time/dates.py


def _h_zh_month_part(m: re.Match[str], today: date) -> _Resolved:
    """Bare 月初 / 中旬 / 月底 (this month)."""
    s0, e0 = _third_of(date(today.year, today.month, 1), _month_end(today.year, today.month), "month",
                       _MONTH_PART_ZH[m.group("p")])
    return s0, e0, "range", None, True


# a word that labels the number after it: "extension 2019-10", "room 2020-12", "part no. 2019-11"
_NUMBER_LABEL = re.compile(r"\b(?:extension|ext|room|part|model|order|ticket|case|no|number|item|sku|ref|flight)\.?\s*(?:#\s*)?$",
                           re.IGNORECASE)


# a Chinese release label before a dotted year-month (or before the first of two joined ones): 版本号：2025.3, 固件版本
# v2024.6-v2025.1; and a dash to a bare number with a unit after it (2008.03-2009元): both numbers, no month
_VERSION_LABEL_ZH = re.compile(r"(?:版本号?|版号|固件|补丁|升级包)\s*(?:[:：为是]\s*)?[Vv]?"
                               r"(?:(?:19|20)\d{2}[./]\d{1,2}\s*[-~～—至到]\s*[Vv]?)?$")
_AMOUNT_RANGE_AFTER = re.compile(rf"\s*[-~～—至到]\s*\d+(?:\.\d+)?{numeric_zh.UNIT}")


def _h_numeric_month(m: re.Match[str], today: date) -> _Resolved:
    y, mo = int(m.group("Y")), int(m.group("M"))
    if not 1 <= mo <= 12 or _NUMBER_LABEL.search(m.string, max(0, m.start() - 16), m.start()):
        return None
    if m.group(0)[4] == "." and rules_en.after_version_label(m):
        return None  # "Patch 2027.1", "firmware 2024.6": a calendar-versioned release (round 12c)
    if _VERSION_LABEL_ZH.search(m.string, max(0, m.start() - 24), m.start()) or _AMOUNT_RANGE_AFTER.match(m.string, m.end()):
        return None  # 版本号：2008.03-2009.5 (releases), 净值区间2008.03-2009元 (an amount's range; review16c)
    return date(y, mo, 1), _month_end(y, mo), "month", None, False


def _leap_after(y: int) -> int:
    """The first leap year after ``y`` (a stand-in year for a Feb 29 that a year word beside it places again)."""
    return next(k for k in range(y + 1, y + 9) if calendar.isleap(k))


def _h_en_date(m: re.Match[str], today: date) -> _Resolved:
    mo = _MONTHS_EN[m.group("mon").lower()[:4].rstrip("e") if m.group("mon").lower().startswith("sept")
                    else m.group("mon").lower()[:3]]
    relative = not m.group("y")
    y = int(m.group("y")) if m.group("y") else today.year
    if m.groupdict().get("d"):
        d = int(m.group("d"))
        if not 1 <= d <= calendar.monthrange(y, mo)[1]:
            return None
        day = date(y, mo, d)
        return day, day, "day", _en_date_text(day) if relative else None, relative
    return date(y, mo, 1), _month_end(y, mo), "month", None, False


# "H2 2026", "second half of next year", "Q1 this year", "the third quarter of fiscal 1990": the part and its year are
# one span (a fiscal year is the calendar year, README).
_EN_PART_YEAR = (r"(?:\s*(?:(?:(?:(?:of|in)\s+(?:the\s+)?)?(?:(?:fiscal|financial)\s+(?:year\s+)?|FY\s*)|(?:of|in)\s+|[-–/]\s*)?"
                 r"(?P<y>(?:19|20)\d{2})|(?:of\s+)?(?:the\s+)?(?P<ry>this|next|last|previous|current)\s+year)"
                 r"|\s+(?:of\s+)?the\s+year|(?:[/\-–]|\s*(?:of\s+)?['’‘])(?P<yy>\d{2})(?![\d/.:\-]))?\b")
# (round 17: "Q4/26", "H1/27"; 18: "Q4-26"; 20: "Q3 of '27", "the first half of '28")
_REL_YEAR_EN = {"this": 0, "current": 0, "next": 1, "last": -1, "previous": -1}


def _part_year(m: re.Match[str], today: date) -> tuple[int, bool]:
    if m.group("y"):
        return int(m.group("y")), False
    if m.groupdict().get("yy"):  # (not every pattern read here has the "Q4/26" year)
        return _two_digit_year(int(m.group("yy")), today), False
    return today.year + _REL_YEAR_EN.get((m.group("ry") or "this").lower(), 0), True


_HALF_OF_SOMETHING = re.compile(r"\s+of\b|\s+(?!(?:this|next|last|of)\b)[a-z]", re.IGNORECASE)  # "the first half of the game"


def _h_en_half(m: re.Match[str], today: date) -> _Resolved:
    if m.group("hw") and not (m.group("y") or m.group("ry")) and (m.group(0).lower().endswith("of")
                                                                 or _HALF_OF_SOMETHING.match(m.string, m.end())):
        return None  # a half of something that is no year: "the first half of the month" is read elsewhere
    if m.group("hw") and not (m.group("y") or m.group("ry")) and games_en.in_a_game(m.string, m.start()):
        return VOID  # "they led 3-1 in the second half": a half of a match
    h = int(m.group("h")) if m.group("h") else (1 if m.group("hw").lower() == "first" else 2)
    y, relative = _part_year(m, today)
    s, e = _half_range(y, h)
    return s, e, "half", f"H{h} {y}" if relative else None, relative


def _h_en_quarter(m: re.Match[str], today: date) -> _Resolved:
    if m.group("qw") and not m.group(0)[-1].isdigit() and games_en.in_a_game(m.string, m.start()):
        return VOID  # "21-14 in the third quarter": a quarter of a match
    if m.group("qm"):
        q = _MONTHS_EN[m.group("qm").lower()[:3]] // 3  # the quarter ending in that month
        if m.group("qs") and _MONTHS_EN[m.group("qs").lower()[:3]] != 3 * q - 2:
            return None  # "the April-September quarter": no quarter (round 17: "the July-September quarter" is Q3)
    else:
        q = int(m.group("q")) if m.group("q") else _ORD_EN[m.group("qw").lower()]
    y, relative = _part_year(m, today)
    s, e = _quarter_range(y, q)
    return s, e, "quarter", f"Q{q} {y}" if relative else None, relative


_REL_DAY_EN = {"today": 0, "tonight": 0, "yesterday": -1, "tomorrow": 1, "day before yesterday": -2,
               "day after tomorrow": 2}


def _h_en_rel_day(m: re.Match[str], today: date) -> _Resolved:
    d = today + timedelta(days=_REL_DAY_EN.get(" ".join(m.group(0).lower().split()).removeprefix("the "), 0))
    return d, d, "day", _en_date_text(d), True


def _h_en_rel_unit(m: re.Match[str], today: date) -> _Resolved:
    """this/last/next week|month|quarter|year (calendar units)."""
    which, unit = m.group("which").lower(), m.group("u").lower()
    unit = {"qtr": "quarter", "yr": "year"}.get(unit, unit)
    delta = {"this": 0, "current": 0, "last": -1, "previous": -1, "past": -1, "next": 1, "coming": 1}[which]
    if unit == "week" or unit == "weekend":
        s, e = _week_range(today + timedelta(weeks=delta))
        if unit == "weekend":
            s = e - timedelta(days=1)
        return s, e, "week", None, True
    if unit == "month":
        y, mo = _add_months(today.year, today.month, delta)
        return date(y, mo, 1), _month_end(y, mo), "month", f"{_MONTH_NAMES[mo]} {y}", True
    if unit == "quarter":
        idx = today.year * 4 + (today.month - 1) // 3 + delta
        y, q = idx // 4, idx % 4 + 1
        s, e = _quarter_range(y, q)
        return s, e, "quarter", f"Q{q} {y}", True
    y = today.year + delta
    return date(y, 1, 1), date(y, 12, 31), "year", str(y), True


# "the last day to drop a class", "the next week to apply": a count-less "last / next" unit before an infinitive is an
# ordinal of a deadline, not a window (round 17)
_INFINITIVE_AFTER = re.compile(r"\s+to\s+(?!(?:date|now|today|present|come|the|a|an|this|that|our|my|your)\b)(?-i:[a-z]+)\b",
                               re.IGNORECASE)


def _h_en_window(m: re.Match[str], today: date) -> _Resolved:
    if not m.group("n") and _INFINITIVE_AFTER.match(m.string, m.end()):
        return None
    n = _en_int(m.group("n")) if m.group("n") else 1
    if n is None:
        return None
    unit = m.group("u").lower().rstrip("s")
    if unit == "decade":
        n, unit = n * 10, "year"
    future = (m.group("dir") or "").lower() in ("next", "coming")
    rng = _window(today, n, unit if unit in ("month", "year", "hour", "week", "minute") else "天", future=future)
    return (rng[0], rng[1], "window", None, True) if rng else None


def _h_en_recent(m: re.Match[str], today: date) -> _Resolved:
    return today - timedelta(days=30), today, "window", None, True


def _h_en_ago(m: re.Match[str], today: date) -> _Resolved:
    n = _en_int(m.group("n"))
    if not n or n > 5000:
        return None
    unit = m.group("u").lower().rstrip("s")
    try:
        if unit == "year":
            y = today.year - n
            return (*_year_range(y), "year", str(y), True) if _valid_year(y) else None
        if unit == "month":
            y, mo = _add_months(today.year, today.month, -n)
            return date(y, mo, 1), _month_end(y, mo), "month", f"{_MONTH_NAMES[mo]} {y}", True
        d = today - timedelta(days=n * (7 if unit == "week" else 1))
    except (OverflowError, ValueError):
        return None
    return _en_week_or_day(d, unit)


def _en_week_or_day(d: date, unit: str) -> _Resolved:
    """The day ``d`` N days or weeks away ("2 weeks ago" is that day, as dateparser and Duckling read it)."""
    return d, d, "day", _en_date_text(d), True


_YEAR_LEAD_WORDS = frozenset("from to in on since until till through thru and or of between before after by during for "
                              "around circa about early mid late end year the fy".split())


# a count noun, or a word that counts more of something ("we need 2027 more signatures", "2030 fewer beds")
# round 16: an estimate before a counted noun makes the number a count ("About 2000 people attended"; "around 2015" alone
# stays the year)
_ABOUT_A_COUNT = frozenset("about around approximately roughly nearly almost some".split())
_COUNTED = re.compile(rf"\s+(?:{spelled_en.COUNT_NOUNS}|more|fewer|extra|additional)\b", re.IGNORECASE)


# a magnitude after the number makes it an amount, after any word but one that places a year in time ("In 2020 million
# people lost their jobs" keeps its year)
_MAGNITUDE = re.compile(r"\s*(?:million|billion|trillion|thousand|bn|mn|crore|lakh)\b", re.IGNORECASE)
_YEAR_PLACED = frozenset("in since during until till by before after".split())
_NAME_WORDS = re.compile(r"[A-Za-z][A-Za-z'’.\-]*")


def _after_a_holiday_name(before: str) -> bool:
    """The words right before a year end a holiday's name ("diwali", "choti diwali", "bhai dooj"). The holiday rule
    reads "<holiday> <year>" first; when it is left to the bare year, the holiday has no date that year (outside its
    tables), and the year alone would be a span of the whole year the text never meant."""
    words = _NAME_WORDS.findall(before[-40:])
    return any(holidays_en.canonical(" ".join(words[-k:])) is not None for k in (1, 2, 3) if len(words) >= k)


# (not after a word that places a year: "In 2019 Main Street Bank was sold")
_YEAR_BEFORE_A_NAME = frozenset("in since during until till by of before after circa year".split())
# one to three capitalised words (a compass letter allowed) and a street word: "Market Street", "N. Main St."
_STREET_AFTER = re.compile(r"(?:\s+(?:[NSEW]\.?|[A-Z][a-z]+)){1,3}\s+(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|"
                           r"Drive|Dr|Way|Place|Pl|Court|Ct|Terrace|Parkway|Pkwy|Highway|Hwy)\b\.?")


def _h_bare_year(m: re.Match[str], today: date) -> _Resolved:
    before = m.string[max(0, m.start() - 24):m.start()].rstrip()
    prev = before.split()[-1] if before.split() else ""
    if (prev and prev[-1:].isalnum() and any(c.isupper() for c in prev) and prev.lower()[:3] not in _MONTHS_EN
            and prev.lower() not in _YEAR_LEAD_WORDS):
        return None  # "Office 2019", "RTX 2080": a model name, not a year ("FROM 2011 TO 2015" is shouted, not one)
    if (prev.lower() not in _YEAR_LEAD_WORDS or prev.lower() in _ABOUT_A_COUNT) and _COUNTED.match(m.string, m.end()):
        return None  # "it weighs 2014 grams", "about 2000 people": a count ("in 2014 people moved" keeps its year)
    if prev.lower() not in _YEAR_PLACED and _MAGNITUDE.match(m.string, m.end()):
        return None  # "EBITDA of 2027 million", "a deficit of 2030 billion": an amount (round 17b)
    if prev.lower() not in _YEAR_BEFORE_A_NAME and _STREET_AFTER.match(m.string, m.end()):
        return None  # "2027 Market Street", "1999 Kings Rd": a house number opening a street address
    if _after_a_holiday_name(before):
        return None  # "choti diwali 2040": a holiday its tables cannot date that year, not the whole year
    if measures_en.labelled_or_measured(m.string, m.start(), m.end()):
        return None  # "episode 2026", "ext. 2027", "2010 Nm", "1920 x 1080": a number (round 20)
    y = int(m.group("Y"))
    return date(y, 1, 1), date(y, 12, 31), "year", None, False





# "later" / "before" with nothing after them count from today only where the clause asks for something ahead ("let's
# reconvene 2 weeks later", "we'll talk 3 days later"); a heading or a story counts from a time it does not date
# ("UPDATE 2 days later:", "Two days later the body was found", "Reminder: 30 minutes before"); said alone, as a
# parser's test writes it ("5 years later"), it counts from today (round 18)
_FUTURE_BEFORE_SHIFT = re.compile(r"(?:\b(?:let['’]?s|let\s+us|will|shall|gonna|going\s+to|can\s+we|could\s+we|should\s+we|"
                                  r"remind\s+me|call\s+me|see\s+you|talk|reconvene|follow\s+up|check\s+back)|['’]ll)\b"
                                  r"[^.;:!?]*$", re.IGNORECASE)


def _h_en_shift(m: re.Match[str], today: date) -> _Resolved:
    """3 days ago / 2 weeks from now / in 5 years / 6 hours ago / 2 months later: that day, week, month or year."""
    n = _en_int(m.group("n"))
    if not n or n > 5000:
        return None
    if (m.groupdict().get("dir") or "").lower() == "earlier":
        return VOID  # "$1.98 a year earlier", "she had left two days earlier": from a time the text does not date
    if (m.groupdict().get("dir") or "").lower() in ("later", "before") and not _FUTURE_BEFORE_SHIFT.search(
            m.string[max(0, m.start() - 48):m.start()]) and m.string.strip(" .,!?") != m.group(0):
        return VOID  # "UPDATE: 2 days later", "Reminder: 30 minutes before": from an untold time (round 18)
    unit = m.group("u").lower().rstrip("s")
    sign = -1 if (m.groupdict().get("dir") or "").lower() in ("ago", "before", "earlier") else 1
    try:
        if unit == "year":
            y = today.year + sign * n
            return (*_year_range(y), "year", str(y), True) if _valid_year(y) else None
        if unit == "month":
            y, mo = _add_months(today.year, today.month, sign * n)
            return date(y, mo, 1), _month_end(y, mo), "month", f"{_MONTH_NAMES[mo]} {y}", True
        if unit in ("decade", "century", "centurie"):  # "a decade ago", "a century ago": that year
            y = today.year + sign * (10 if unit == "decade" else 100) * n
            return (*_year_range(y), "year", str(y), True) if _valid_year(y) else None
        if unit in ("hour", "minute", "min"):
            d = today + timedelta(days=(12 + sign * n) // 24 if unit == "hour" else 0)  # from noon, as in Chinese
        else:
            d = today + timedelta(days=sign * n * (7 if unit == "week" else 1))
    except (OverflowError, ValueError):
        return None
    return _en_week_or_day(d, unit)


def _h_en_decade(m: re.Match[str], today: date) -> _Resolved:
    """the 1990s / the 90s / '80s / the 20th century / this decade."""
    if m.group("cent"):
        c = int(m.group("cent"))
        if not 1 <= c <= 99:
            return None
        return date(max((c - 1) * 100, 1), 1, 1), date((c - 1) * 100 + 99, 12, 31), "range", None, False
    if m.group("this"):
        y0 = today.year - today.year % 10
        return date(y0, 1, 1), date(y0 + 9, 12, 31), "range", f"the {y0}s", True
    if m.group("full"):
        y0 = int(m.group("full"))
        return date(y0, 1, 1), date(y0 + 9, 12, 31), "range", None, False
    if m.group("short") and measures_en.measured(m.string, m.start(), m.end()):
        return None  # "lows in the 50s": degrees, not the 1950s
    y0 = _two_digit_year(int(m.group("short") or m.group("short2")), today)
    y0 -= y0 % 10
    return date(y0, 1, 1), date(y0 + 9, 12, 31), "range", f"the {y0}s", True


def _h_year_range(m: re.Match[str], today: date) -> _Resolved:
    """2020-2022 / 2020–21: whole years (not after a word that numbers things: "pages 1997-2003")."""
    if measures_en.numbered(m.string, m.start()):
        return VOID
    y1, raw2 = int(m.group("Y")), m.group("Y2")
    y2 = int(raw2) if len(raw2) == 4 else y1 - y1 % 100 + int(raw2)
    if not y1 < y2 <= 9998:
        return None
    return date(y1, 1, 1), date(y2, 12, 31), "range", None, False


def _h_slash_date(m: re.Match[str], today: date) -> _Resolved:
    """03/15/2024 (month first with '/') and 15.03.2024 (day first with '.'); a part above 12 settles it."""
    a, b, y = int(m.group("a")), int(m.group("b")), int(m.group("Y"))
    mo, d = (a, b) if m.group("sep") == "/" else (b, a)
    if mo > 12:
        mo, d = d, mo
    if not 1 <= mo <= 12 or not 1 <= d <= calendar.monthrange(y, mo)[1]:
        return None
    day = date(y, mo, d)
    return day, day, "day", None, False


def _en_month(raw: str) -> int:
    raw = raw.lower()
    return _MONTHS_EN["sept" if raw.startswith("sept") else raw[:3]]


def _h_en_month_range(m: re.Match[str], today: date) -> _Resolved:
    """Jan-Mar 2025 / March to May 2024 / March 5-8, 2025 / March 5 to 8 / May to July next year."""
    y, _ = _part_year(m, today)
    mo = _en_month(m.group("mon"))
    if m.groupdict().get("mon2"):
        mo2 = _en_month(m.group("mon2"))
        return (date(y, mo, 1), _month_end(y, mo2), "range", None, not m.group("y")) if mo < mo2 else None
    d1, d2 = int(m.group("d")), int(m.group("d2"))
    if not 1 <= d1 < d2 <= calendar.monthrange(y, mo)[1]:
        return None
    return date(y, mo, d1), date(y, mo, d2), "range", None, not m.group("y")


def _h_en_month_part(m: re.Match[str], today: date) -> _Resolved:
    """early March / mid-June 2025 / late Dec / mid-January next year."""
    y, _ = _part_year(m, today)
    mo = _en_month(m.group("mon"))
    s0, e0 = _part_of(_Cand(0, 0, date(y, mo, 1), _month_end(y, mo), "month", None, True), m.group("p").lower())
    return s0, e0, "range", None, not m.group("y")


def _h_en_part_of_unit(m: re.Match[str], today: date) -> _Resolved:
    """end of the month / beginning of the year / middle of the week (the current one)."""
    p, u = m.group("p").lower(), m.group("u").lower()
    if u == "week":
        c = _Cand(0, 0, *_week_range(today), "week", None, True)
    elif u == "month":
        c = _Cand(0, 0, date(today.year, today.month, 1), _month_end(today.year, today.month), "month", None, True)
    elif u == "decade":  # "the end of the decade": this decade's last years
        y0 = today.year - today.year % 10
        c = _Cand(0, 0, date(y0, 1, 1), date(y0 + 9, 12, 31), "decade", None, True)
    else:
        c = _Cand(0, 0, *_year_range(today.year), "year", None, True)
    s0, e0 = _part_of(c, _EN_PARTS[p])
    return s0, e0, "range", None, True


_EN_PARTS = {"early": "early", "beginning": "start", "start": "start", "mid": "mid", "middle": "mid", "late": "late",
             "end": "end"}


def _part_of(c: _Cand, part: str) -> tuple[date, date]:
    """early/mid/late (and beginning/start, end) of a week, month, quarter or year: one third of it, the same rule
    as 月初/中旬/年底 (see decide/time/dates.py)."""
    return _third_of(c.start, c.end, c.kind, {"start": "early", "end": "late"}.get(part, part))


_EN_PART_BEFORE = re.compile(r"\b(?:(?P<a>early|mid|late)[\s-]*|(?:the\s+)?(?:(?:tail|very)\s+)?(?P<b>beginning|start|middle|end)(?:\s+of\s+"
                             r"(?:the\s+)?|-))$", re.IGNORECASE)  # "end of 2024", "end-2019"
_EN_CLK = (r"(?:(?:[01]\d|2[0-3])[0-5]\d\s?(?:hrs|hours|h)\b(?!\s+(?:of|a|per|each|every)\b)|"  # "0800hrs" (round 16)
           r"(?=\d)(?:(?<=\bat\s)|(?<=@)|(?<=@\s)|(?<=\bfrom\s)|(?<=\bto\s)|(?<=-)|(?<=–))"  # (not "Form 9a")
           r"(?:1[0-2]|0?[1-9])(?::[0-5]\d)?[ap](?![\w'’.])|"  # "from 9a to 11a", "at 3:30p" (round 16)
           r"\d{1,2}(?::\d{2})?/\d{1,2}(?::\d{2})?c\b|\d{1,2}(?:[:.]\d{2})?\s*[ap]\.?m\.?|\d{1,2}:\d{2}|\d{1,2}h\d{0,2}|\d{1,2}\s*o['’]?clock|noon|midnight"
           r"|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?=\s+(?:tonight|this|tomorrow)))")
# a bare-number clock range after from / between ("Tuesday between 1 and 3pm", "from 9 to 11 on Tuesday")
_EN_BARE_CLOCK_RANGE = (r"(?:from|between)\s+\d{1,2}(?::\d{2})?\s*(?:-|–|to|and|till|until)\s*\d{1,2}(?::\d{2})?"
                        r"(?:\s*[ap]\.?m\.?|(?=\s*(?:$|[,.;!?)]|(?:on|at|in)\b)))(?![\d/:-]|\.\d)")
_EN_CLOCK_AFTER = re.compile(rf"(?:\s*(?:,\s*)?(?:at|@)\s*(?:{_EN_CLK}|\d{{1,2}}\b)|\s*(?:,\s*)?(?:for|from|around|about)\s*{_EN_CLK}"
                             rf"|\s*(?:,\s*)?{_EN_BARE_CLOCK_RANGE}|\s*,\s*{_EN_CLK}|\s+{_EN_CLK}"
                             rf"|(?:\s*,\s*|\s+)\d{{1,2}}(?::\d{{2}})?(?=\s*[-–]\s*{_EN_CLK}))"  # "wed 3-4pm", "Jan 10th, 6-8pm"
                             rf"(?:\s*(?:-|–|to|till|until|and)\s*{_EN_CLK})?(?:ish\b)?", re.IGNORECASE)
_EN_CLOCK_UNTIL = re.compile(rf"\s*(?:-|–|to|till|until)\s*{_EN_CLK}", re.IGNORECASE)
_EN_TZ_PATTERN = (r"\s*\(?(?:(?:gmt|utc)(?:[+-](?:0?\d|1[0-4])(?::?[0-5]\d)?(?![\d:]))?|bst|cest|cet|ist|[ecmp][sd]t|(?-i:[ECMP]T|A[ECW][SD]T|NZ[SD]T|EES?T|JST|KST|SGT|HKT|AoE))\)?(?!\w)"
                    r"|(?-i:Z)(?!\w)|(?:(?<=\d)\s)?[+-](?:0\d|1[0-4]):?[0-5]\d(?![\d:])")  # "AoE": anywhere on earth, the deadline zone of calls for papers
_EN_CLOCK_BEFORE = re.compile(rf"(?:\b(?:at|@|from|between)\s*)?(?:{_EN_CLK}|\d{{1,2}}(?=\s*(?:-|to|and|till|until)\s*{_EN_CLK})"
                              rf"|(?P<bare>\d{{1,2}}|one|two|three|four|five|six"
                              r"|seven|eight|nine|ten|eleven|twelve)(?=\s+$))"
                              rf"(?:\s*(?:-|to|and|till|until)\s*{_EN_CLK})?(?:{_EN_TZ_PATTERN})?\s*(?:on\s+)?$"  # "2pm ET on Wednesday"
                              rf"|\b{_EN_BARE_CLOCK_RANGE}\s+(?:on\s+)?$|\b(?:early|late|overnight)\s+$"  # "early tomorrow morning", "overnight Sunday"
                              r"|\b(?:first\s+thing|mid-?(?:morning|afternoon|day)|lunchtime)\s+(?:on\s+)?$"  # "first thing Monday" (round 14)
                              r"|\b(?:EOD|COB|EOB|(?:the\s+)?(?:end|close)\s+of\s+(?:the\s+)?(?:business\s+)?day|"
                              r"(?:the\s+)?close\s+of\s+business)\s+(?:on\s+)?$"  # "EOD friday", "COB Tuesday"
                              r"|\b(?:(?:on\s+|in\s+)?the\s+)?(?:early\s+|late\s+)?(?:morning|afternoon|evening|night|"
                              r"(?:early|small|wee)\s+hours)\s+of\s+$",
                              re.IGNORECASE)  # "at 5pm tomorrow", "8 tonight", "the morning of the 15th"
_A_DELAY = re.compile(r"\b(?:hours?|hrs?|minutes?|mins?|days?|weeks?|months?)\s+$", re.IGNORECASE)  # "two hours" late
_BARE_CLOCK_DAY = re.compile(r"(?:tonight|this\s|tomorrow)", re.IGNORECASE)  # a bare "8" is a clock only before these
_EN_TZ = re.compile(_EN_TZ_PATTERN, re.IGNORECASE)  # "23:59 UTC", "09:30 ET", "10am AEDT", ISO 8601's "23:59:59Z" / "23:59:59+01:00",
# JavaScript's "GMT+0100" and "UTC-05:00"
# a mail header's or a log's "17:45:12 -0500" (one space after the clock's last digit)
# ISO 8601's basic-format clock after a compact date ("20261204T183000Z") and a fraction of a second after a clock's
# seconds ("08:15:30.123Z", "09:30:00.000 +0000")
_ISO_BASIC_CLOCK = re.compile(r"T(?:[01]\d|2[0-3])[0-5]\d(?:[0-5]\d)?(?:[.,]\d{1,9})?(?![\d:])")
_SECOND_FRACTION = re.compile(r"(?<=:\d\d)[.,]\d{1,9}(?![\d.])")
_EN_DEADLINE = re.compile(rf"\b(?:before|{deadline_en.WORDS}|{deadline_en.NOW_PAIR})\s+(?:the\s+)?$", re.IGNORECASE)
_EN_TIME_SUFFIX = re.compile(r"(?:\s+(?:at\s+|in\s+the\s+)?(?:early\s+|late\s+)?(?:morning|afternoon|evening|night|lunch(?:time)?"
                             r"|midday)(?:ish)?\b"
                             # round 20: "monday early in the morning", "friday late at night", "in the early hours
                             # (of the morning)", "first thing (in the morning)"
                             r"|\s+(?:early|late)\s+(?:in\s+the\s+(?:morning|afternoon|evening|day)|at\s+night)\b"
                             r"|\s+in\s+the\s+(?:early|small|wee)\s+hours(?:\s+of\s+the\s+morning)?\b"
                             r"|\s+first\s+thing(?:\s+in\s+the\s+morning)?\b"
                             r"|(?:\s+at)?\s+\d{1,2}(?::\d{2})?"
                             r"\s*(?:[ap]\.?m\b\.?)|(?:\s+at)?\s+\d{1,2}:\d{2}\b)", re.IGNORECASE)


_WEEKDAY_ZH = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6, "末": 5}
_WEEKDAY_EN = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}


def _h_zh_weekday(m: re.Match[str], today: date) -> _Resolved:
    """周三 / 下周六 / 上个礼拜天 / 这周二; a bare weekday is its next occurrence (today included)."""
    day = "末" if m.groupdict().get("wend") else m.group("wd")  # 周六日 (Saturday and Sunday) is 周末
    wd = _WEEKDAY_ZH[day]
    pre = m.group("wpre")
    if not pre and m.start() and m.string[m.start() - 1] in "个個几幾":  # 有几个周末 / 两个周末: weekends counted
        return None
    if pre or day == "末":  # a bare 周末 is this week's, also on its Sunday
        monday = _week_range(today)[0] + timedelta(weeks=_REL_WEEK_ZH.get(pre or "", 0))
        d = monday + timedelta(days=wd)
    else:
        d = today + timedelta(days=(wd - today.weekday()) % 7)
    if day == "末":
        return d, d + timedelta(days=1), "week", None, True
    return d, d, "day", f"{d.year}年{d.month}月{d.day}日", True


# "falls on a Saturday", "fell on a Monday": which weekday a date is, not a day of its own
_WEEKDAY_OF_A_DATE = re.compile(r"\b(?:falls?|fell|falling|lands?|landed|landing)\s+on\s+an?\s+$", re.IGNORECASE)


def _h_en_weekday(m: re.Match[str], today: date) -> _Resolved | None:
    if not m.group("which") and _WEEKDAY_OF_A_DATE.search(m.string, max(0, m.start() - 24), m.start()):
        return None
    wd = _WEEKDAY_EN[m.group("wd").lower()[:3]]
    which = (m.group("which") or "").lower()
    if which.endswith("previous"):
        which = "last"  # "the previous Wednesday", as "last Wednesday" (round 18)
    monday = _week_range(today)[0]
    if which == "last":
        d = today - timedelta(days=(today.weekday() - wd) % 7 or 7)
    elif which == "next":
        d = monday + timedelta(weeks=1, days=wd)
    elif which == "this":
        d = monday + timedelta(days=wd)
    elif which in ("", "on") and (told_as_past(m.string, m.start()) or told_as_past_after(m.string, m.end())
                                  or told_as_past_fronted(m.string, m.start(), m.end())):  # "On Monday, markets slid"  # "the company said Monday": the latest one, today included
        d = today - timedelta(days=(today.weekday() - wd) % 7)
    elif not which and _EN_SINCE.search(m.string, max(0, m.start() - 8), m.start()):
        d = today - timedelta(days=(today.weekday() - wd) % 7 or 7)  # "since Friday": the latest one before today
    else:
        d = today + timedelta(days=(wd - today.weekday()) % 7)
    return d, d, "day", _en_date_text(d), True


def _h_zh_month_range(m: re.Match[str], today: date) -> _Resolved:
    """2018年1－9月份 / 2019年4月12-19日."""
    yr = _zh_year(m, today)
    year, relative = yr if yr else (today.year, True)
    mo = cn_int(m.group("mo") or "")
    if m.groupdict().get("mo2"):
        mo2 = cn_int(m.group("mo2"))
        if not mo or not mo2 or not 1 <= mo <= mo2 <= 12:
            return None
        return date(year, mo, 1), _month_end(year, mo2), "range", None, relative
    d1, d2 = cn_int(m.group("d")), cn_int(m.group("d2"))
    if not mo or not 1 <= mo <= 12 or not d1 or not d2 or not d1 <= d2 <= calendar.monthrange(year, mo)[1]:
        return None
    return date(year, mo, d1), date(year, mo, d2), "range", None, relative


def _h_zh_decade(m: re.Match[str], today: date) -> _Resolved:
    """上世纪80年代 / 十九世纪七十年代 / 18世纪 / 90年代."""
    century_raw = m.group("c")
    if m.group("cpre") == "上":
        century = today.year // 100  # 上世纪 of 2026 is the 20th century (1900s)
    elif m.group("cpre") == "本":
        century = today.year // 100 + 1
    elif century_raw:
        century = cn_int(century_raw)
    else:
        century = None
    dec = cn_int(m.group("dec")) if m.group("dec") else None
    if dec is not None and (dec % 10 or dec > 90):
        return None
    if century is None:
        if dec is None:
            return None
        y0 = _two_digit_year(dec, today)
        y0 -= y0 % 10
        return date(y0, 1, 1), date(y0 + 9, 12, 31), "range", None, True
    if not 1 <= century <= 99:
        return None
    base = (century - 1) * 100
    if dec is None:
        return date(max(base, 1), 1, 1), date(base + 99, 12, 31), "range", None, False
    return date(base + dec, 1, 1), date(base + dec + 9, 12, 31), "range", None, False

def _h_zh_year_part(m: re.Match[str], today: date) -> _Resolved:
    """Bare 年初 / 年底 (this year): its first or last third (Jan-Apr, Sep-Dec; see decide/time/dates.py)."""
    part = {"年初": "early", "年中": "mid"}.get(m.group("p"), "late")
    s0, e0 = _third_of(*_year_range(today.year), "year", part)
    return s0, e0, "range", None, True


def _h_zh_decade_any(m: re.Match[str], today: date) -> _Resolved:
    if m.group("dec2"):
        dec = cn_int(m.group("dec2"))
        if dec is None:
            return None
        y0 = _two_digit_year(dec, today)
        y0 -= y0 % 10
        return date(y0, 1, 1), date(y0 + 9, 12, 31), "range", None, True
    return _h_zh_decade(m, today)



_TIME_SUFFIX = re.compile(rf"(?:\s*(?:周|星期|礼拜)[一二三四五六日天]|\s*[(（](?:周|星期|礼拜)[一二三四五六日天][)）])?(?:[\s\-T]*(?:{_DAYPART}\s*)?{_CLOCK_SPAN}|\s*{_DAYPART}(?![会饭餐报宴辈些])"
                          r"|的(?:凌晨|清晨|早上|早晨|上午|中午|下午|傍晚|晚上|夜里|深夜|半夜)|的?这个?时候)"
                          r"(?:左右|许|前后)?")
# a clock written the English way after a Chinese day (明天3pm, 周五下午2:30PM): the clock goes with the day
# or an English part of the day (明天morning, 周五 afternoon)
_ZH_EN_CLOCK = re.compile(rf"\s*(?:(?:{_DAYPART}\s*)?\d{{1,2}}(?:[:：.]\d{{2}})?\s*[aApP]\.?[mM]\.?"
                          r"|(?i:morning|afternoon|evening|night|noon))(?![A-Za-z])")
_BLUR_SUFFIX = re.compile(r"左右|许|前后|份")
_BARE_MONTH_PART = re.compile(r"月[初中底末]|月?[上中下]旬")  # a part of no month named: 月底到月初 (round 19)
_WITHIN_SUFFIX = re.compile(r"[以之]?内(?![容部外地存核置衣阁])")  # 本周内 / 今年之内: the unit itself
_MONTH_PART = re.compile(r"(?P<p>初|上旬|中旬|下旬|中|底|末|月初|月中|月底|月末)(?!年)")
_MONTH_TWO_PARTS = re.compile(r"(?P<a>[上中])(?P<b>[中下])旬")  # 3月中下旬: the middle and last dekads
_DAY_OFFSET = re.compile(rf"的?(?P<dir>前|后)(?P<n>{_N})个?(?P<u>天|日|周|星期|礼拜)(?![前后以内])")
# 春节后第三天 / 元旦后第一个工作日 / 国庆节前第二个工作日: the Nth (working) day counted from a day, that day excluded
# 元旦前最后一个工作日 / 春节前的最后一个交易日: the last one before a day is the first counted back (round 17b)
_DAY_NTH_OFFSET = re.compile(rf"的?(?:结束)?(?P<dir>前|后|之前|之后|以后)的?(?:第(?P<n>{_N})|(?P<last>最后一))(?:(?P<w>个工作日|个交易日)|个?(?:周|星期|礼拜)(?P<wd>[一二三四五六日天])|天|日)"
                             r"(?![0-9零一二两三四五六七八九十])")
_MONTH_HALF = re.compile(r"的?(?P<h>[上下前后])半(?:个)?月")  # 前半个月 / 后半个月 as 上半月 / 下半月
_MONTH_WEEK = re.compile(rf"的?(?:第(?P<n>{_N})|(?P<last>最后一))个?(?:周|星期|礼拜)(?![一二三四五六日天末])")
# (倒数第二个周五 / 倒数第三个工作日: counted from the end, round 18)
_MONTH_NTH_WEEKDAY = re.compile(rf"的?(?:第(?P<n>{_N})|(?P<last>最后一)|倒数第(?P<back>{_N}))个?(?:周|星期|礼拜)(?P<wd>[一二三四五六日天末])")
_ERA_PART = re.compile(r"(?P<p>上半叶|下半叶|初期|前期|中期|中叶|末期|后期|初|中|末)")
_MONTH_EDGE_DAYS = re.compile(rf"(?P<fb>前|头|最后|后)(?P<n>{_N})天")
# 下个月前两周 / 本月最后一个星期 … 两周: a month's first or last N (ISO) weeks (round 18)
_MONTH_EDGE_WEEKS = re.compile(rf"的?(?P<fb>前|头|最后)(?P<n>{_N})个?(?:周|星期|礼拜)(?![一二三四五六日天末])")
_NTH_DAY = re.compile(rf"的?(?:第(?P<n>{_N})|(?P<last>最后一))(?:天|日)(?![0-9零一二两三四五六七八九十])")  # 下个月的第一天
_ON_THAT_DAY = re.compile(r"的?(?:当天|当日|当晚|当夜)")
_DEICTIC_DAY_END = re.compile(r"[今明昨后前次翌本][天日儿]$")  # 明天当天 stays 明天 (review17b)
_NTH_DAY_OF_SPAN = re.compile(rf"的?(?:第(?P<n>{_N})|(?P<last>最后一)|倒数第(?P<back>{_N}))(?:天|日)(?![0-9零一二两三四五六七八九十])")  # any span's n-th day
_HOLIDAY_STRETCH_END = re.compile(r"(?:假期|长假|假|期间)$")  # 国庆长假后第一个工作日: counted from the holidays' end (round 18)
_NTH_WORKDAY = re.compile(rf"的?(?:第(?P<n>{_N})|(?P<last>最后一)|倒数第(?P<back>{_N}))个?工作日")  # 下个月第二个工作日 (Monday-Friday)
_YEAR_PART = re.compile(r"(?:的(?=年))?(?P<p>年初|年头|年底|年末|年终(?![奖总])|年中(?![国文华心央间学部]|大促|促销|购物节|狂欢)|初|底|末|伊始|首月)")
_YEAR_NTH = re.compile(rf"的?(?:第(?P<n>{_N})|(?P<last>最后一))个?(?P<u>月|周|星期|礼拜|天|日)")
# (a bare 中 only where the clause ends: 本季度中 / 三季度中, not 三季度中国经济; round 18)
_QUARTER_PART = re.compile(r"(?P<p>初|中期|中(?=$|[\s，。,.;；、!！?？])|末)")  # a quarter's first / middle / last month
_PERIOD_NTH_MONTH = re.compile(rf"的?(?:第(?P<n>{_N})|(?P<last>最后一))个?月(?![0-9零一二两三四五六七八九十])")
_PERIOD_EDGE_MONTHS = re.compile(rf"的?(?P<fb>前|头|最后|后)(?P<n>{_N})个月")


def _months_of(c: _Cand, first: int, last: int) -> tuple[date, date]:
    """Months ``first``..``last`` (1-based) of the period ``c`` starts."""
    y1, m1 = _add_months_ym(c.start.year, c.start.month, first - 1)
    y2, m2 = _add_months_ym(c.start.year, c.start.month, last - 1)
    return date(y1, m1, 1), _month_end(y2, m2)


def _add_months_ym(y: int, mo: int, k: int) -> tuple[int, int]:
    i = y * 12 + mo - 1 + k
    return i // 12, i % 12 + 1


def _period_sub_unit(text: str, c: _Cand) -> _Cand | None:
    """今年上半年的最后一个月 / 本季度前两个月 / 去年第四季度的最后一周 / 下半年的第一天: a month, months, an ISO week
    or a day of a half-year or a quarter."""
    rest = text[c.end_i:]
    months = (c.end.year - c.start.year) * 12 + c.end.month - c.start.month + 1
    if m := _PERIOD_NTH_MONTH.match(rest):
        n = months if m.group("last") else cn_int(m.group("n"))
        if n and 1 <= n <= months:
            s0, e0 = _months_of(c, n, n)
            return _Cand(c.start_i, c.end_i + m.end(), s0, e0, "month", f"{s0.year}年{s0.month}月", c.relative)
        return None
    if m := _PERIOD_EDGE_MONTHS.match(rest):
        n = cn_int(m.group("n"))
        if n and 1 <= n <= months:
            first, last = (1, n) if m.group("fb") in ("前", "头") else (months - n + 1, months)
            return _Cand(c.start_i, c.end_i + m.end(), *_months_of(c, first, last), "range", None, c.relative)
        return None
    if m := _MONTH_WEEK.match(rest):
        weeks = weeks_in(c.start, c.end)
        n = len(weeks) if m.group("last") else cn_int(m.group("n"))
        if n and 1 <= n <= len(weeks):
            return _Cand(c.start_i, c.end_i + m.end(), *weeks[n - 1], "week", None, c.relative)
        return None
    if m := _NTH_DAY.match(rest):
        days = (c.end - c.start).days + 1
        n = days if m.group("last") else cn_int(m.group("n"))
        if n and 1 <= n <= days:
            d0 = c.start + timedelta(days=n - 1)
            return _Cand(c.start_i, c.end_i + m.end(), d0, d0, "day", f"{d0.year}年{d0.month}月{d0.day}日", c.relative)
    return None


def _longest(matches: tuple[re.Match[str] | None, ...]) -> re.Match[str] | None:
    """The match reaching furthest, the earliest given on a tie: "tomorrow 4:30pm" keeps its "pm", which the
    Chinese clock suffix (first in line) stops before."""
    best = None
    for m in matches:
        if m and (best is None or m.end() > best.end()):
            best = m
    return best


def _nth_of(m: re.Match[str]) -> int | None:
    """第三个 -> 3, 最后一个 -> -1, 倒数第二个 -> -2 (None for a number that is none)."""
    if m.group("last"):
        return -1
    if m.groupdict().get("back"):
        back = cn_int(m.group("back"))
        return -back if back else None
    return cn_int(m.group("n"))


# a weekday in brackets after a Chinese date, often its numeral alone as notices write it: 1月3日（一）, 12月31日(五),
# 1月5日（周三） (round 18); the weekday may tell the year (_weekday_tells_the_year)
_ZH_PAREN_WEEKDAY = re.compile(r"\s*[（(](?:周|星期|礼拜)?(?P<w>[一二三四五六日天])[）)]")
_ZH_PAREN_WEEKDAY_IN = re.compile(r"[（(](?:周|星期|礼拜)?(?P<w>[一二三四五六日天])[）)]")


def _weekday_in(text: str, c: _Cand) -> _Cand | None:
    """下个月上旬的周末 / 元旦后的周末: a weekday or weekend inside, after or before the span (round 19)."""
    rest = text[c.end_i:]
    if w := (weekdays_in_zh.around(rest, c.start) if c.kind == "day" else weekdays_in_zh.inside(rest, c.start, c.end)):
        return _Cand(c.start_i, c.end_i + w[0], w[1], w[2], "day" if w[1] == w[2] else "range", None, c.relative)
    return None


def _refine(text: str, c: _Cand) -> _Cand:
    """Absorb what narrows or merely decorates a span: clock times, 左右, 月初/下旬, 年底, 第N周."""
    rest = text[c.end_i:]
    if w := _weekday_in(text, c):
        return w
    if c.kind == "day" and (m := _DAY_OFFSET.match(rest)):  # 春节前三天 / 国庆后一周 / 中秋节前一天
        n = cn_int(m.group("n"))
        if n and n <= 366:
            days = n * (7 if m.group("u") in ("周", "星期", "礼拜") else 1)
            s0, e0 = ((c.start - timedelta(days=days), c.start - timedelta(days=1)) if m.group("dir") == "前"
                      else (c.end + timedelta(days=1), c.end + timedelta(days=days)))
            return _Cand(c.start_i, c.end_i + m.end(), s0, e0, "day" if s0 == e0 else "range", None, c.relative)
    if (c.kind == "day" or c.kind == "range" and _HOLIDAY_STRETCH_END.search(text, c.start_i, c.end_i)) and (
            m := _DAY_NTH_OFFSET.match(rest)) and (not m.group("last") or "前" in m.group("dir")):
        n = 1 if m.group("last") else cn_int(m.group("n"))
        if n and n <= 366:
            step = timedelta(days=-1 if m.group("dir").startswith("前") or m.group("dir") == "之前" else 1)
            d, left = (c.start if step.days < 0 else c.end), n
            while left:
                d += step
                left -= (d.weekday() == _WEEKDAY_ZH[m.group("wd")] if m.group("wd")  # 国庆后第一个周一 (round 18)
                         else not m.group("w") or d.weekday() < 5)  # 工作日 / 交易日: Monday to Friday
            return _Cand(c.start_i, c.end_i + m.end(), d, d, "day", None, c.relative)
    if c.kind == "day" and (m := _ZH_PAREN_WEEKDAY.match(rest)):
        c = _Cand(c.start_i, c.end_i + m.end(), c.start, c.end, c.kind, c.absolute, c.relative, c.slot)  # 1月3日（一）
        rest = text[c.end_i:]
    if c.kind == "day":
        m = (_ZH_EN_CLOCK.match(rest) if _CJK.search(text, c.start_i, c.end_i) else None) or _longest(
            (_TIME_SUFFIX.match(rest), _EN_TIME_SUFFIX.match(rest), _EN_CLOCK_AFTER.match(rest),
             _ISO_BASIC_CLOCK.match(rest)))
        if m and m.end():
            end = m.end()
            fraction = _SECOND_FRACTION.match(rest, end)
            end = fraction.end() if fraction else end
            tail = _EN_CLOCK_AFTER.match(rest, end) if m.re.pattern != _EN_CLOCK_AFTER.pattern else None  # (by text: lazy_re.py)
            end = tail.end() if tail and tail.end() > end else end
            until = _EN_CLOCK_UNTIL.match(rest, end)  # "Thursday 9am - 5pm"
            end = until.end() if until else end
            tz = _EN_TZ.match(rest, end)
            end = tz.end() if tz else end
            absolute = c.absolute + rest[:end] if c.absolute else None
            return _Cand(c.start_i, c.end_i + end, c.start, c.end, c.kind, absolute, c.relative, c.slot)
    elif c.kind == "month":
        y, mo = c.start.year, c.start.month
        last = c.end.day
        m = _MONTH_HALF.match(rest)
        if m:  # 本月上半月 / 3月下半月: days 1-15, 16-end
            mid = date(y, mo, 15) if c.start.day == 1 and c.end.month == mo else c.start + timedelta(days=14)  # lunar
            s0, e0 = (c.start, mid) if m.group("h") in "上前" else (mid + timedelta(days=1), c.end)
            return _Cand(c.start_i, c.end_i + m.end(), s0, e0, "range", None, c.relative)
        m = _MONTH_TWO_PARTS.match(rest)
        if m and m.group("a") != m.group("b"):
            parts = {"上": "early", "中": "mid", "下": "late"}
            s0 = _third_of(c.start, c.end, "month", parts[m.group("a")])[0]
            e0 = _third_of(c.start, c.end, "month", parts[m.group("b")])[1]
            return _Cand(c.start_i, c.end_i + m.end(), s0, e0, "range", None, c.relative)
        m = _MONTH_PART.match(rest)
        if m:
            p = m.group("p").removeprefix("月")
            part = {"初": "early", "上旬": "early", "中旬": "mid", "中": "mid", "下旬": "late", "底": "late",
                    "末": "late"}[p]
            s0, e0 = _third_of(c.start, c.end, "month", part)
            return _Cand(c.start_i, c.end_i + m.end(), s0, e0, "range", None, c.relative)
        m = _MONTH_NTH_WEEKDAY.match(rest)
        n = _nth_of(m) if m else None
        weekend = bool(m) and m.group("wd") == "末"  # 第二个周末: the n-th Saturday and its Sunday
        if m and n and -5 <= n < 0:  # 本月最后一个周五 / 下个月的倒数第二个周五
            d0 = c.end - timedelta(days=(c.end.weekday() - _WEEKDAY_ZH[m.group("wd")]) % 7) + timedelta(weeks=n + 1)
            if d0.month == mo:
                return _Cand(c.start_i, c.end_i + m.end(), d0, d0 + timedelta(days=weekend),
                             "range" if weekend else "day", None, c.relative)
        if m and n and 1 <= n <= 5:  # 6月第3个星期日: the n-th such weekday of the month
            first = c.start + timedelta(days=(_WEEKDAY_ZH[m.group("wd")] - c.start.weekday()) % 7)
            d0 = first + timedelta(weeks=n - 1)
            if d0.month == mo:
                return _Cand(c.start_i, c.end_i + m.end(), d0, d0 + timedelta(days=weekend),
                             "range" if weekend else "day", None, c.relative)
        m = _MONTH_WEEK.match(rest)
        n = (-1 if m.group("last") else cn_int(m.group("n"))) if m else None
        weeks = weeks_in(c.start, c.end)  # ISO rule: a week belongs to the month holding its Thursday
        if m and n == -1:
            return _Cand(c.start_i, c.end_i + m.end(), *weeks[-1], "week", None, c.relative)
        if m and n and 1 <= n <= len(weeks):
            s0, e0 = weeks[n - 1]
            return _Cand(c.start_i, c.end_i + m.end(), s0, e0, "week", None, c.relative)
        m = _NTH_DAY.match(rest)
        n = (last if m.group("last") else cn_int(m.group("n"))) if m else None
        if m and n and 1 <= n <= last:  # 下个月的第一天 / 上个月的最后一天
            return _Cand(c.start_i, c.end_i + m.end(), date(y, mo, n), date(y, mo, n), "day", None, c.relative)
        m = _NTH_WORKDAY.match(rest)
        n = _nth_of(m) if m else None
        work = [d for d in (c.start + timedelta(days=k) for k in range(last)) if d.weekday() < 5] if m else []
        if m and n and 1 <= abs(n) <= len(work):  # no public holidays: they differ by country, as in English
            d0 = work[n - 1 if n > 0 else n]
            return _Cand(c.start_i, c.end_i + m.end(), d0, d0, "day", None, c.relative)
        m = _MONTH_EDGE_WEEKS.match(rest)
        n = cn_int(m.group("n")) if m else None
        if m and n and 2 <= n < len(weeks := weeks_in(c.start, c.end)):
            s0, e0 = (weeks[0][0], weeks[n - 1][1]) if m.group("fb") != "最后" else (weeks[-n][0], weeks[-1][1])
            return _Cand(c.start_i, c.end_i + m.end(), s0, e0, "range", None, c.relative)
        m = _MONTH_EDGE_DAYS.match(rest)
        n = cn_int(m.group("n")) if m else None
        if m and n and 1 <= n <= last:
            if m.group("fb") in ("前", "头"):
                return _Cand(c.start_i, c.end_i + m.end(), c.start, date(y, mo, n), "range", None, c.relative)
            return _Cand(c.start_i, c.end_i + m.end(), date(y, mo, last - n + 1), c.end, "range", None, c.relative)
    elif c.kind == "year":
        y = c.start.year
        m = _YEAR_PART.match(rest)
        if m:
            p = m.group("p")
            if p in ("伊始", "首月"):
                s0, e0 = date(y, 1, 1), date(y, 1, 31)
            elif p.startswith("年中"):
                s0, e0 = _third_of(c.start, c.end, "year", "mid")
            else:  # 年初 / 年底: the year's first or last third, as "early/late 2025"
                s0, e0 = _third_of(c.start, c.end, "year", "early" if p in ("年初", "年头", "初") else "late")
            return _Cand(c.start_i, c.end_i + m.end(), s0, e0, "range", None, c.relative)
        m = _NTH_WORKDAY.match(rest)  # 明年的第一个工作日 / 今年最后一个工作日 (Monday-Friday; round 18)
        n = _nth_of(m) if m else None
        if m and n and 1 <= abs(n) <= 20:
            step = timedelta(days=1 if n > 0 else -1)
            d0, left = (c.start if n > 0 else c.end) - step, abs(n)
            while left:
                d0 += step
                left -= d0.weekday() < 5
            return _Cand(c.start_i, c.end_i + m.end(), d0, d0, "day", None, c.relative)
        m = _MONTH_NTH_WEEKDAY.match(rest)  # 2027年的第一个周一 / 今年最后一个星期五
        n = _nth_of(m) if m else None
        if m and n and m.group("wd") != "末" and (d0 := nth_weekday(c.start, c.end, _WEEKDAY_ZH[m.group("wd")], n)):
            return _Cand(c.start_i, c.end_i + m.end(), d0, d0, "day", None, c.relative)
        m = _YEAR_NTH.match(rest)
        n = (-1 if m.group("last") else cn_int(m.group("n"))) if m else None
        if m and n == -1:  # 今年最后一周 / 最后一个月 / 最后一天
            unit = m.group("u")
            if unit == "月":
                s0, e0, kind = date(y, 12, 1), date(y, 12, 31), "month"
            elif unit in ("天", "日"):
                s0, e0, kind = date(y, 12, 31), date(y, 12, 31), "day"
            else:
                s0, e0 = weeks_in(c.start, c.end)[-1]
                kind = "week"
            return _Cand(c.start_i, c.end_i + m.end(), s0, e0, kind, None, c.relative)
        if m and n:
            if m.group("u") == "月" and 1 <= n <= 12:
                return _Cand(c.start_i, c.end_i + m.end(), date(y, n, 1), _month_end(y, n), "month", None, c.relative)
            if m.group("u") in ("天", "日") and n <= (c.end - c.start).days + 1:
                d0 = c.start + timedelta(days=n - 1)
                return _Cand(c.start_i, c.end_i + m.end(), d0, d0, "day", None, c.relative)
            if m.group("u") in ("周", "星期", "礼拜") and 1 <= n <= 53:
                try:
                    s0 = date.fromisocalendar(y, n, 1)
                except ValueError:
                    return c
                return _Cand(c.start_i, c.end_i + m.end(), s0, s0 + timedelta(days=6), "week", None, c.relative)
    elif c.kind == "range" and text[c.end_i - 2:c.end_i] in ("年代", "世纪"):
        m = _ERA_PART.match(rest)
        if m:  # 九十年代末期 / 11世纪初: a decade's first/middle/last years, a century's first/middle/last 20
            p, y0 = m.group("p")[0], c.start.year
            size = c.end.year - y0 + 1
            lo, hi = {"初": (0, 3), "前": (0, 3), "中": (4, 6), "末": (7, 9), "后": (7, 9), "上": (0, 4), "下": (5, 9)}[p] \
                if size <= 10 else {"初": (0, 32), "前": (0, 32), "中": (33, 65), "末": (66, 99), "后": (66, 99),
                                    "上": (0, 49), "下": (50, 99)}[p]  # thirds; 上半叶 / 下半叶 halves
            if y0 + lo >= 1:
                return _Cand(c.start_i, c.end_i + m.end(), date(y0 + lo, 1, 1), date(y0 + min(hi, size - 1), 12, 31),
                             "range", None, c.relative)
    elif c.kind == "week" and (m := _NTH_DAY.match(rest)):  # 本周最后一天 / 下周的第一天
        n = 7 if m.group("last") else cn_int(m.group("n"))
        if n and 1 <= n <= 7:
            d0 = c.start + timedelta(days=n - 1)
            return _Cand(c.start_i, c.end_i + m.end(), d0, d0, "day", None, c.relative)
    elif c.kind == "week" and (m := _MONTH_EDGE_DAYS.match(rest)):  # 本周前三天 / 下周最后两天: its first / last days
        n = cn_int(m.group("n"))
        if n and 1 <= n <= 7:
            first = m.group("fb") == "前"
            s0, e0 = (c.start, c.start + timedelta(days=n - 1)) if first else (c.end - timedelta(days=n - 1), c.end)
            return _Cand(c.start_i, c.end_i + m.end(), s0, e0, "range", None, c.relative)
    elif c.kind in ("half", "quarter") and (sub := _period_sub_unit(text, c)):
        return sub
    elif c.kind == "half" and (m := _QUARTER_PART.match(rest)):  # 今年上半年末: its last two months
        s0, e0 = _third_of(c.start, c.end, "half", {"初": "early", "中": "mid", "末": "late"}[m.group("p")[0]])
        return _Cand(c.start_i, c.end_i + m.end(), s0, e0, "range", None, c.relative)
    elif c.kind == "quarter":
        m = _QUARTER_PART.match(rest)
        if m:
            mo = {"初": c.start.month, "中": c.start.month + 1, "末": c.end.month}[m.group("p")[0]]
            y = c.start.year
            return _Cand(c.start_i, c.end_i + m.end(), date(y, mo, 1), _month_end(y, mo), "range", None, c.relative)
    span_days = (c.end - c.start).days + 1
    if span_days == 1 and (m := _ON_THAT_DAY.match(rest)) and not _DEICTIC_DAY_END.search(text, c.start_i, c.end_i):  # 12月8日当天 / 平安夜当晚 / 3月5日当晚: the day keeps its word
        return _Cand(c.start_i, c.end_i + m.end(), c.start, c.end, c.kind, None, c.relative)
    # (not where a written date follows to say which day it is: 春运最后一天是3月2日 is that date, round 14)
    if 1 < span_days <= 366 and (m := _NTH_DAY_OF_SPAN.match(rest)) and not re.match(r"\s*[是为為]", rest[m.end():]):
        n = span_days if m.group("last") else cn_int(m.group("n") or m.group("back"))
        if n and 1 <= n <= span_days:
            d0 = c.start + timedelta(days=n - 1) if not m.group("back") else c.end - timedelta(days=n - 1)
            return _Cand(c.start_i, c.end_i + m.end(), d0, d0, "day", None, c.relative)
    m = _BLUR_SUFFIX.match(rest) or (_WITHIN_SUFFIX.match(rest) if c.kind in ("week", "month", "quarter", "year")
                                      else None)
    if m:
        absolute = c.absolute + m.group(0) if c.absolute else None
        return _Cand(c.start_i, c.end_i + m.end(), c.start, c.end, c.kind, absolute, c.relative)
    return c


def _h_zh_clock_only(m: re.Match[str], today: date) -> _Resolved:
    return today, today, "day", None, True

_I = re.IGNORECASE
VOID = rules_en.VOID
_RULES: list[tuple[re.Pattern[str], _Handler]] = [
    *idioms_en.RULES,  # first: on a tie in length the newer, more specific reading wins
    *shapes_en.RULES,  # "the quarter before last", "2 quarters ago" (round 22)
    *anchored_en.RULES,  # "2 business days before Dec 24", "3-5 days after Dec 8" (round 23)
    *daycounts_en.RULES,  # "a month today", "tomorrow fortnight", "federal fiscal year 2027", "YTD 2026" (round 21)
    *rules_en.RULES,
    *periods_en.RULES,
    *offsets_en.RULES,
    *colloquial_en.RULES,
    *breaks_en.RULES,
    *spelled_en.RULES,
    *history_en.RULES,  # years before 1900 where the words say so: "in 1066", "1509–47", "c. 1450"
    *rules_zh.RULES,
    *holidays_zh.RULES,  # feasts of other calendars named in Chinese
    *idioms_zh.RULES,  # news, Taiwan and spoken idioms: 第一季, 同期, 日前, 干支 years, 春运, 第12周 ...
    *reports_zh.RULES,  # 2026年H1, 2025财年第三季度
    *fujiu_zh.RULES,  # 入伏 / 三伏天 / 数九 / 三九天: the almanac's stretches from the solar terms
    *datelines_zh.RULES,  # （中央社台北15日電）: the day a story was filed
    *mixed_zh.RULES,  # 下周Monday: a Chinese week word and an English weekday
    *workdays_zh.RULES,  # 下一个工作日 / 上个交易日
    *compound_zh.RULES,  # 一年三个月后 / 两个月零五天前: two units said together
    *numeric_zh.RULES,  # 12.3-12.5送达, 3/15那天: yearless dotted and slashed dates where the words say so
    # numeric dates
    # (not a year that ends another date: "12/7/2026 - 12/9/2026" is no "2026 - 12/9")
    (re.compile(r"(?<![\d.])(?<!\d/)(?<!\d-\d-)(?<!\d-\d\d-)(?P<Y>(?:1[6-9]|2\d)\d{2})\s*[-/.年]\s*(?P<M>\d{1,2})\s*[-/.月]\s*(?P<D>\d{1,2})"
                r"(?:(?!\d)|(?=\d{1,2}\s*[:：]\s*\d))(?:\s*[日号])?"), _h_numeric_date),  # "2018-12-1209:03": time glued on
    (re.compile(r"(?<![\d.])(?P<Y>(?:19|20)\d{2}) (?P<M>0?[1-9]|1[0-2]) (?P<D>3[01]|[12]\d|0?[1-9])(?![\d]|\.\d)"),
     _h_numeric_date),
    (re.compile(r"(?<![\d\-/.:：])(?P<M>1[0-2]|0?[1-9])(?P<sep>[-/·・])(?P<D>3[01]|[12]\d|0?[1-9])(?![\d\-/·・]|\.\d)"
                r"(?P<suf>[日号](?![码线楼院位床房室]))?"), _h_numeric_month_day),
    (re.compile(r"(?<![0-9A-Za-z#_])(?P<Y>(?:19|20)\d{2})(?P<M>0[1-9]|1[0-2])(?P<D>0[1-9]|[12]\d|3[01])(?!\d)"), _h_numeric_date),
    # "version 2019.3" / "v2019.3" / "build 2020.1" is a release number, not a month
    (re.compile(r"(?<![\d.])(?<!\d/)(?<![Vv]ersion\s)(?<![Rr]elease\s)(?<![Bb]uild\s)(?<![Vv])(?P<Y>(?:19|20)\d{2})[-/.]"
                r"(?P<M>0?[1-9]|1[0-2])(?![\d]|\.\d)"), _h_numeric_month),
    # Chinese
    # rules behind an optional year prefix run only when their key character is in the text (rules_zh.Gated)
    (_Gated(rf"(?:{_YEAR_ZH}的?)?{_MON_ZH}月份?(?:{_DAY_ZH}[日号])?", "月"), _h_zh_date),
    # 五月一 is May 1, 五月一直 "all May long" is not (一直 一定 一起 ..., 十分 "very")
    (_Gated(rf"(?:{_YEAR_ZH}的?)?{_MON_ZH}月{_DAY_ZH}(?![0-9一二三四五六七八九十日号天个]|(?<=一)[直定样般切些共同旦贯向律致起半下点次场批家路边]"
            r"|(?<=十)分)", "月"), _h_zh_date),
    (_Gated(_YEAR_ZH + r"(?:年内|内|全年|一整年|度|年度)?", "年"), _h_zh_year),  # 2027年年度报告 (round 20)
    (_Gated(rf"(?:{_YEAR_ZH}的?)?(?P<h>[上下])半年度?", "半年"), _h_zh_half),  # 上半年度 (Taiwan, reports)
    # 2026上半年 (posts, slides, reports): a four-digit year without 年 before its half, as 2026H1
    # (FY2027上半年: a fiscal year's half as the calendar year's, as FY27 H1; round 20)
    (_Gated(r"(?<![\d.\-/A-Za-z])(?:FY\s*)?(?P<ry>)(?P<roc>)(?P<y>(?:19|20)\d{2})(?P<h>[上下])半年度?", "半年"), _h_zh_half),
    # 2025年半年度报告 / 2024年半年报: a listed company's half-year report covers the year's first half
    (_Gated(rf"{_YEAR_ZH}(?P<h>)半年(?:度|报)", "半年"), _h_zh_half),
    (_Gated(rf"(?:{_YEAR_ZH}的?)?(?:第?(?P<q>[一二三四1-4首])个?季度|[Qq](?P<q2>[1-4])(?:季度)?)(?![0-9])", "季度|[Qq][1-4]"),
     _h_zh_quarter_any),
    (_Gated(rf"(?:{_YEAR_ZH}的?)?(?<!最)(?P<fb>[前后头])(?P<n>{_N})(?P<u>个?季度|个?月)", "[前后头]"), _h_zh_first_n),
    # (Cantonese 今晚黑 / 听晚黑 "tonight" / "tomorrow night", not 昨晚黑客 "last night's hackers")
    # (霜降节气后天气转冷 / 雨后天气: 后 + 天气, not 后天; 后天气温 stays the day after tomorrow's temperature;
    # 后天 "acquired" is no day either: _NOT_HOUTIAN)
    (re.compile("|".join(_NOT_HOUTIAN * (k == "后天") + k + "(?![客色夜板人暗洞马幕名啤])" * k.endswith("黑")
                         + "(?!气(?![温溫压壓象]))" * (k == "后天") + _NOT_HOUTIAN_AFTER * (k == "后天")
                         for k in sorted(_REL_DAY_ZH, key=len, reverse=True))), _h_zh_rel_day),
    (_Gated("(?:" + "|".join(sorted(_REL_WEEK_ZH, key=len, reverse=True)) + ")(?!期)", "[周期拜]"), _h_zh_rel_week),
    (re.compile(r"(?P<rm>" + "|".join(sorted(_REL_MONTH_ZH, key=len, reverse=True)) + rf")(?:{_DAY_ZH}[日号])?"),
     _h_zh_rel_month),
    (re.compile("|".join(sorted(_REL_QUARTER_ZH, key=len, reverse=True))), _h_zh_rel_quarter),
    (re.compile(rf"(?P<pre>最近|近|过去的?|未来的?|今后|往后|接下来的?)(?P<n>{_N}|几)?(?:个多|个|多个?)?"
                r"(?P<u>天|日|周|星期|礼拜|个月|月|年|小时|钟头|分钟|秒钟|秒)(?:内|里|以来|来|间(?![谍隔断接]))?"), _h_zh_window),
    (re.compile(r"最近|近期|近来|近日(?!点)|近几天|这几天|这段时间"), _h_zh_recent),  # 近日点: the perihelion
    (re.compile(rf"{_DUR}(?P<dir>以前|之前|前|以后|之后|后)(?!半)"), _h_zh_ago),
    (re.compile(rf"{_DUR}(?P<dir>以内|之内|内|里|以来|{rules_zh.LAI_SINCE})"), _h_zh_within),
    (re.compile(r"(?:(?P<a>[前昨去今明])(?P<b>[昨去今明后])两(?P<u>天|日|年)|明后天|(?<![说证表声简透发聪光文分鲜开查阐英神标注申指讲写载言失黎清昌高精严澄])明后年(?![级纪龄度]))"),
     _h_zh_pair),  # (not 说明后年 / 证明后年: 明 ends a word)
    (re.compile(rf"(?<![0-9零一二两三四五六七八九十年月日号天周])前(?P<n>{_N})个?"
                r"(?P<u>天|日|周|星期|礼拜|年|小时|钟头|分钟)"), _h_zh_previous_n),
    (_Gated(r"(?<!每)(?<!每个)(?:(?P<wpre>" + "|".join(sorted(_REL_WEEK_ZH, key=len, reverse=True)) + r")(?:周|星期|礼拜)?"
            r"|(?<![一两二三四五六七八九十几])(?:周|星期|礼拜)"
            # (一周三次 / 两周三回 / 一周五天工作制: a count per week after a numeral, not Wednesday; 下周一周三开会 stays)
            r"|(?:周|星期|礼拜)(?![一二三四五六](?:次|回|趟|顿|遍|练|个|场|节|课|小时|天(?!气))))(?:(?P<wend>六[、和及与]?(?:(?:周|星期|礼拜)[日天]|日(?![" + rules_zh.RI_WORD_NEXT + "])))"
            r"|(?P<wd>[一二三四五六日末]|天(?!气(?![温溫压壓象])|天(?![亮黑晴阴陰冷热熱气氣色空]))))", "[周期拜]"), _h_zh_weekday),  # 周六日 / 周六周日 / 周六、日: the weekend
    # (下周天气 / 这礼拜天气 / 上星期天气: the week and 天气, as 后天气 is 后 + 天气; 周天气温 stays Sunday's; round 20)
    # (下周天天下雨 / 这礼拜天天加班: the week and 天天 "every day"; 礼拜天天亮就走 stays Sunday; round 21)
    # (天 only after its own 周 / 星期 / 礼拜: 周六天气 is Saturday's weather; nor 日 beginning a word, 周六日剧; review16c;
    # a whole 星期天 / 周日 may start one: 星期六、星期天照常营业, round 17)
    (re.compile(r"(?<![0-9零〇一二三四五六七八九十今去明前后本年])(?P<p>年初|年底|年末|年中(?![国文华心央间学部]|大促|促销|购物节|狂欢))"),
     _h_zh_year_part),
    (re.compile(r"(?<![0-9零〇一二三四五六七八九十月])(?P<p>(?<![本这当上下个每前后腊正冬闰])月[上中下]旬|月初|月中|月底|月末|上旬|中旬|下旬)"), _h_zh_month_part),
    (_BARE_DAY_ZH, _h_zh_bare_day),
    (_Gated(rf"(?:{_YEAR_ZH})?{_MON_ZH}\s*[-－—~～至到]+\s*(?P<mo2>1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])月份?", "月"),
     _h_zh_month_range),
    (_Gated(rf"(?:{_YEAR_ZH})?{_MON_ZH}月{_DAY_ZH}[日号]?\s*[-－—~～至到]+\s*"
                r"(?P<d2>3[01]|[12]\d|0?[1-9]|三十一?|二十[一-九]?|十[一-九]?|[一二三四五六七八九])[日号]", "月"), _h_zh_month_range),
    # 9月10号，11号，12号 / 3月5日、6日和8日: days listed after one month are that month's (a bare 6日 was this
    # month's), one range from the first to the last; not 9月10日，11号楼 (a building) nor a list out of order
    (_Gated(rf"(?:{_YEAR_ZH})?{_MON_ZH}月{_DAY_ZH}(?:[日号]|(?=、))(?:{_LISTED_DAY})*\s*[、，,和及与]\s*"
            rf"(?P<d2>{_LISTED_DAY_N})[日号](?!{_NUMBERED_THING_ZH})", "月"), _h_zh_month_range),
    (re.compile(rf"(?:(?P<cpre>[上本])(?:个|一个)?世纪|(?P<c>{_N})世纪)(?:(?P<dec>{_N})年代)?|(?P<dec2>[1-9]0|[二三四五六七八九]十)年代"),
     lambda m, t: _h_zh_decade_any(m, t)),
    # English
    (re.compile(rf"\b{_MON_EN}\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\b(?!:\d)(?:,?\s+(?P<y>(?:1[6-9]|2\d)\d{{2}})\b)?", _I),
     _h_en_date),  # (round 26: not a clock's hour, "6 Sept 10:30")
    (re.compile(rf"(?<!week\s)(?<!weeks\s)\b(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MON_EN}\b(?:,?\s+(?P<y>(?:1[6-9]|2\d)\d{{2}})\b)?",
                _I), _h_en_date),
    (re.compile(rf"\b{_MON_EN}\s+(?:of\s+)?(?P<y>(?:1[6-9]|2\d)\d{{2}})\b", _I), _h_en_date),
    (re.compile(r"\b(?:H(?P<h>[12])|(?:the\s+)?(?P<hw>first|second)\s+half(?:\s+of)?)" + _EN_PART_YEAR, _I),
     _h_en_half),
    # (Australian / Indian reports name a quarter by its last month: "the June quarter" is April-June)
    (re.compile(r"\b(?:Q(?P<q>[1-4])|(?:the\s+)?(?P<qw>first|second|third|fourth|1st|2nd|3rd|4th)\s+(?:quarter|qtr)"
                r"(?:\s+of)?|(?:the\s+)?(?:(?P<qs>January|April|July|October|Jan|Apr|Jul|Oct)\.?\s*(?:[-–/]|to|through)\s*)?"
                r"(?P<qm>March|June|September|December)\s+(?:quarter|qtr)\b(?:\s+of)?)"
                + _EN_PART_YEAR, _I), _h_en_quarter),
    (re.compile(r"\b(?:(?:the\s+)?day\s+(?:before\s+yesterday|after\s+tomorrow)|today|tonight|yesterday|tomorrow"
                r"|this\s+(?:morning|afternoon|evening))\b", _I), _h_en_rel_day),
    (re.compile(r"\b(?P<which>this|current|last|previous|next|coming)\s+(?P<u>weekend|week|month|quarter|qtr|year|yr)\b"
                r"(?:'s|’s)?", _I), _h_en_rel_unit),
    (re.compile(rf"\b(?:(?:in|over|during|within|for)\s+)?(?:the\s+)?(?P<dir>past|last|previous|next|coming)\s+"
                rf"(?:{_NUM_EN}\s+)?(?P<u>hours?|minutes?|days?|weeks?|months?|years?|decades?)\b"
                r"(?![\s-]+(?:delivery|deliveries|shipping|dispatch|air|service|courier|turnaround|pick-?up)\b)"
                rf"(?!\s+(?:of\b|in\s+{_MON_EN}))", _I),
     _h_en_window),  # "next day delivery" is a kind of service
    (re.compile(r"\b(?:(?P<which>this|next|last|on|(?:the\s+)?previous)\s+)?(?P<wd>mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)day\b",
                _I), _h_en_weekday),
    (re.compile(r"\b(?:recently|lately|these\s+days|in\s+recent\s+(?:days|weeks|months))\b", _I), _h_en_recent),
    # (a hedge before it is part of the span: "about 2 hours ago", "roughly a week ago")
    (re.compile(rf"\b(?:(?:about|around|roughly|approximately|nearly|almost|some|just|barely|exactly|precisely)\s+)?{_NUM_EN}\s+"
                r"(?P<u>minutes?|mins?|hours?|days?|weeks?|months?|years?|decades?|centur(?:y|ies))\s+"
                r"(?P<dir>ago|before|earlier|later|from\s+now|hence)\b", _I), _h_en_shift),
    (re.compile(rf"\b(?P<p>early|mid|late)[\s-]+{_MON_EN}(?:\s+(?P<y>(?:1[6-9]|2\d)\d{{2}})|\s+(?P<ry>this|next|last|previous)"
                r"\s+year)?\b", _I), _h_en_month_part),
    (re.compile(r"\b(?:the\s+)?(?:(?P<full>(?:1[6-9]|20)\d0)s|(?<=the\s)'?(?P<short>\d0)s|'(?P<short2>\d0)s|(?P<cent>\d{1,2})(?:st|nd|rd|th)\s+century"
                r"|(?P<this>this\s+decade))\b", _I), _h_en_decade),
    (re.compile(r"(?<![\w.\-/#])(?P<Y>(?:19|20)\d{2})\s*[-–—~]\s*(?P<Y2>(?:19|20)\d{2}|\d{2})(?!(?![两二三四五六七八九十]个?年)[\w\-/]|\.\d)"), _h_year_range),  # 2018-2020三年间
    (re.compile(r"(?<![\d./])(?<!(?<!\d{4})-)(?P<a>\d{1,2})(?P<sep>[/.])(?P<b>\d{1,2})(?P=sep)(?P<Y>(?:19|20)\d{2})"
                r"(?![\d/]|-(?!\d{1,2}[/.]\d{1,2}[/.]\d)|\.\d)"),  # "12/7/2026-12/9/2026": two dates
     _h_slash_date),
    (re.compile(rf"\b{_MON_EN}\s*(?:-|–|to|through|thru|until)\s*{_MON_EN.replace('<mon>', '<mon2>')}"
                r"(?:,?\s+(?P<y>(?:1[6-9]|2\d)\d{2})|\s+(?P<ry>this|next|last|previous)\s+year)?\b", _I), _h_en_month_range),
    (re.compile(rf"\b{_MON_EN}\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\s*(?:-|–|to|through|thru|until)\s*(?P<d2>\d{{1,2}})"
                r"(?:st|nd|rd|th)?\b(?:,?\s+(?P<y>(?:1[6-9]|2\d)\d{2})\b|\s+(?P<ry>this|next|last|previous)\s+year\b)?", _I),
     _h_en_month_range),
    (re.compile(r"\b(?:the\s+)?(?P<p>end|beginning|start|middle)\s+of\s+(?:the|this)\s+(?P<u>week|month|year|decade)\b",
                _I), _h_en_part_of_unit),
    (re.compile(r"(?<![\w.\-/#])(?P<Y>(?:19|20)\d{2})(?![\d年\-/]|\.\d|\s*(?:年|款|mAh|px|元|美元|km|kg)|[A-Za-z]"
                r"|[个人万亿件名位次家只台辆块本条份户所座项张篇余多号级届路室栋层])"),  # 2024路公交车: a bus route
     _h_bare_year),
]

_LATE_RULES: list[tuple[re.Pattern[str], _Handler]] = [
    (re.compile(rf"{_DAYPART}\s*{_CLOCK_SPAN}(?:左右|许)?"), _h_zh_clock_only),
    # a bare clock only when it cannot be a count: 十一点半, 8点钟, 3点20分 (not "3点" = three points)
    (re.compile(rf"(?<![0-9零一二两三四五六七八九十.:：涨跌升降高低增减])(?:{_NUM3}(?:\s*[点时])?(?={_RANGE_TAIL}){_RANGE_TAIL}"
                rf"|{_NUM3}\s*[点时](?:半(?!(?<=时半)[会刻晌])|钟|[一三]刻|{_NUM3}分(?:{_NUM3}秒)?|多钟))"),
     _h_zh_clock_only),  # 一时半会 / 一时半刻: "a short while", no clock
]

_JOINERS = re.compile(r"^\s*(?:(?:起|开始)?(?:至|到)|~|～|-+>?|→|–|—+|－|through|thru|(?:up\s+)?to|until|till|and|into)\s*$",
                      re.IGNORECASE)  # an itinerary's arrow and a forecast's "Thursday into Friday" join too
_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}(?!\d)")
_AND_GAP = re.compile(r"^\s*and\s*$", re.IGNORECASE)
_CLOSED_RANGE = re.compile(r"\b(?:to|through|thru|until|till)\b|[-–—~～至到]", re.IGNORECASE)


def _joins(text: str, prev: _Cand, c: _Cand) -> bool:
    """Does the gap between two candidates join them into one range? Not an "and" after a range its own "to" /
    "through" / dash already closed: "next Wednesday to Friday and May next year" is two spans."""
    gap = text[prev.end_i:c.start_i]
    if gap == "/":  # ISO 8601's interval of two dates: "2026-12-05T22:00Z/2026-12-06T02:00Z"
        return bool(_ISO_DAY.match(text, prev.start_i) and _ISO_DAY.match(text, c.start_i))
    if not _JOINERS.match(gap):
        return False
    return not (_AND_GAP.match(gap) and prev.kind == "range" and _CLOSED_RANGE.search(text, prev.start_i, prev.end_i))


# (and a rule in force from a day gone by: "the regulation applies from 2 August 2026", "valid from 1 March", as
# 自2026年1月1日起 — a day still ahead stays that day)
# ("since the 2027-03-15 snapshot", "since the 14.02. update": a "the" before a date that holds none; round 17b)
_SINCE_BEFORE = re.compile(r"(?:\b(?:ever\s+)?since(?:\s+the(?=\s))?|自从?|从|(?:(?<=apply\s)|(?<=applies\s)|(?<=applied\s)|(?<=valid\s)"
                           r"|(?<=effective\s)|(?<=force\s)|(?<=effect\s))from\b)\s*$", re.IGNORECASE)
_AFTER_BEFORE = re.compile(r"\b(?:after|later\s+than)\s+$", re.IGNORECASE)  # "after 2015": 2016 on, up to today
_AFTER_KINDS = ("day", "month", "quarter", "half", "year")
_AFTER_TAIL_ZH = re.compile(r"\s*(?:以后|之后|(?<=年)后(?![期半来续面台端辈人代]))(?![0-9０-９零〇○一二两俩仨三四五六七八九十百千几半个])")
_SINCE_AFTER = re.compile(r"^\s*(?:(?:开始|起)?(?:至今|到现在|到目前为止|到今天)|以来|起(?![飞床来身诉草步航跑点源因见码初伏价色居火劲哄风雾])|开始)|^\s+(?:onwards?|and\s+(?:since|after|later))\b", re.IGNORECASE)
_EN_SINCE = re.compile(r"\bsince\s+$", re.IGNORECASE)
_EN_START_PART = re.compile(r"(?:at\s+)?(?:the\s+)?(?:beginning|start|early|mid|middle|late|end)\b", re.IGNORECASE)  # since the start of X
_HAS_YEAR = re.compile(r"\d{4}|年|'\d{2}")
_FY_SHORT = re.compile(r"\b(?:FY|CY)\s?\d{2}\b")  # round 19: "Q1-Q3 FY27" lends its year as "Q1-Q3 2027" does
_REL_YEAR_EN_WORDS = re.compile(r"\b(?:this|next|last|previous)\s+year\b", re.IGNORECASE)  # "April and June last year"
_YEARLESS_PART = re.compile(r"(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?"  # round 29: "Fri 18 Dec - ..." (a bug fix)
                            r"(?:(?:early|mid|late|the\s+(?:beginning|start|middle|end)\s+of)[\s-]+|the\s+(?=\d))?(?:[0-9０-９零〇一二两三四五六七八九十]|[QH][1-4]\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct"
                            r"|nov|dec)[a-z]*\.?(?:\s+\d|\s*$))", re.IGNORECASE)
_JOINED = re.compile(r"至|到|~|～|—|–|\bto\b|\d\s*-\s*\d", re.IGNORECASE)
_STARTS_NUMERAL = re.compile(r"[0-9０-９零〇一二两三四五六七八九十廿卅]|第[一二三四1-4]季|[Qq][1-4]")
_JOINED_ZH = re.compile(r"至|到")
_PART_WORD = re.compile(r"月初|月中|月底|月末|上旬|中旬|下旬")  # 下个月中旬到月底: the same month's end
_SO_FAR = re.compile(r"\s*(?:以来|至今|迄今)")  # 11月以来 said in November: from its first day to today
_RANGE_TAIL_ZH = re.compile(r"之间|之間|期间|期間|间(?![谍隔断接])|間|为止|止")
_AT_ZH = re.compile(r"(?:于|在)\s*$")  # 于X开始: on X, not since X
_FROM_VIEW_ZH = re.compile(r"\s*[来上](?:看|说|讲)")  # 从三季度来看 / 从去年上看: "judging by", not "since" (review16c)
# 从4日召开的发布会上获悉 / 从3日发布的通报中: 从 opens a place (the event the day attributes), not "since"
_FROM_EVENT_ZH = re.compile(r"(?:上午|下午|晚间?)?(?:召开|举行|举办|发布|公布|闭幕|开幕|出台|印发)的")
_ZH_AS_OF = re.compile(r"(?:截至|截止到?|截止至)\s*$")
_ZH_DEADLINE = re.compile(r"(?:截至|截止(?:到|至)?|直至|(?<=[\u4e00-\u9fff])(?<![达回收提遇看想得改迟挪调换移推甚乃以及冬夏间里午晚上天早夜时延整更误签])(?<!延期)"
                          r"(?<!改期)(?<!提前)(?<!推后)(?<!延后)(?<!挪后)(?<!晚点)至"
                          r"|(?<![达回收提遇看想得改迟挪调换移推等误签])(?<!延期)(?<!晚点)到)\s*$")  # 延误至 / 改签至 / 晚点到: the new time  # 截至今年年底: from today to its end, as 年底前
_BEFORE = re.compile(r"\s*(?:以前|之前|前)(?![0-9０-９零〇○一二两俩仨三四五六七八九十百千几半后個个後往])")  # 15日前往: "go to" (round 21)


def _same_day_in(today: date, year: int) -> date:
    return date(year, today.month, min(today.day, calendar.monthrange(year, today.month)[1]))


@dataclass(slots=True)
class _Cand:
    start_i: int
    end_i: int
    start: date
    end: date
    kind: str
    absolute: str | None
    relative: bool
    slot: tuple | None = None  # what this names inside a larger unit ("Friday", "the 15th"): see time/compose.py


_SEASON_YEAR = re.compile(r"(?<![\w.\-/])(?P<y>(?:19|20)\d{2})\s+season\b", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?;]\s|\n")


def _season_year_places_dates(text: str, cands: list[_Cand]) -> list[_Cand]:
    """A bare year before "season" ("The 2027 season runs March 25 through September 26", "our 2028 season opens
    May 8") names the season its yearless dates fall in: those dates, later in the same sentence, are placed in that
    year and the year is no span of its own (with no such date it stays one: "the 2026 season was long")."""
    seasons = list(_SEASON_YEAR.finditer(text)) if "season" in text.lower() else []
    if not seasons:
        return cands
    out: list[_Cand] = []
    used: set[int] = set()
    for c in cands:
        if c.slot and c.slot[0] == "month_day" and c.start == c.end:
            before = [m for m in seasons if m.end() <= c.start_i and not _SENTENCE_END.search(text, m.end(), c.start_i)]
            if before and valid_day(int(before[-1].group("y")), c.slot[1], c.slot[2]):
                d = date(int(before[-1].group("y")), c.slot[1], c.slot[2])
                out.append(_Cand(c.start_i, c.end_i, d, d, c.kind, None, False))
                used.add(before[-1].start("y"))
                continue
        out.append(c)
    return [c for c in out if not (c.kind == "year" and c.start_i in used)]


def _candidates(text: str, today: date) -> list[_Cand]:
    chosen: list[_Cand] = []
    for rules in (_RULES, _LATE_RULES):  # late rules (bare clock times) only fill gaps
        chosen = _select(chosen, _matches(text, today, rules))
    chosen = _without_voids(text, chosen)
    refined: list[_Cand] = []
    for c in chosen:
        if refined and c.start_i < refined[-1].end_i:
            continue  # swallowed by the previous span's suffix ("明天" + "下午3点")
        r = _refine(text, c)
        if r.kind == "day" and c.kind != "day":  # "2025年第一天" + "早上8点半"
            r = _refine(text, r)
        elif r.end_i != c.end_i and r.kind != "day":  # 下个月 + 上旬 + 的周末
            r = _weekday_in(text, r) or r
        if r.kind == "day" and r.start_i:  # "at 5pm tomorrow", "9:30 - 11:00 on Thursday"
            lead = _EN_CLOCK_BEFORE.search(text, max(0, r.start_i - 40), r.start_i)
            if lead and lead.group("bare") and not (_BARE_CLOCK_DAY.match(text, r.start_i) and (
                    lead.group(0)[:1] in "aA@" or not text[:lead.start()].strip() or text[:lead.start()].rstrip()[-1] in ",.;:!?(")):
                lead = None  # "8 tonight", "at 5 tomorrow"; not "I'll buy 3 tomorrow"
            if lead and _A_DELAY.search(text, max(0, lead.start() - 12), lead.start()) and re.match(
                    r"(?:early|late)\b", lead.group(0), re.IGNORECASE):
                lead = None  # "opens two hours late on Monday": a delay, not the late part of Monday
            if lead and (not refined or lead.start() >= refined[-1].end_i):
                r = _Cand(lead.start(), r.end_i, r.start, r.end, r.kind, None, r.relative, r.slot)
        refined.append(r)
    return _with_parts(text, _seen_from_elsewhere(text, _weekday_tells_the_year(
        text, _told_as_past(text, _day_part_after_composed(text, _compose(text, refined, today)), today), today), today))


def _day_part_after_composed(text: str, cands: list[_Cand]) -> list[_Cand]:
    """A day composed of parts keeps the part of the day or clock after it, as a day read whole does ("the 5th of
    this month evening", "the last Friday of next month in the morning"; round 18b)."""
    out: list[_Cand] = []
    for k, c in enumerate(cands):
        m = _EN_TIME_SUFFIX.match(text, c.end_i) if c.kind == "day" and c.start == c.end else None
        if m and (k + 1 == len(cands) or cands[k + 1].start_i >= m.end()) and not _CJK.search(text, c.start_i, c.end_i):
            c = _Cand(c.start_i, m.end(), c.start, c.end, c.kind, c.absolute + m.group(0) if c.absolute else None,
                      c.relative, c.slot)
        out.append(c)
    return out


# a date led by its weekday ("Sat 2 Jan", "Tuesday, 29 December"), no year written in it
_LED_BY_WEEKDAY = re.compile(r"(?:(?:on|the)\s+)?(?P<wd>mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s", re.IGNORECASE)
_A_YEAR_WRITTEN = re.compile(r"\d{4}|['’]\d{2}\b|/\d{2}\b")
_A_MONTH_NAMED = re.compile(r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?(?![a-z])", re.IGNORECASE)


def _weekday_tells_the_year(text: str, cands: list[_Cand], today: date) -> list[_Cand]:
    """A yearless date with its weekday that the usual reading puts on another weekday (said around a year's end)
    moves to the year nearest today in which it falls on that weekday, when one of the years around it does."""
    out = []
    for c in cands:
        led = _LED_BY_WEEKDAY.match(text, c.start_i) if c.kind == "day" and c.start == c.end else None
        trail = (_ZH_PAREN_WEEKDAY_IN.search(text, c.start_i, c.end_i) if c.kind == "day" and c.start == c.end
                 and not _HAS_YEAR.search(text, c.start_i, c.end_i) else None)  # 1月3日（一） said in December
        if trail and c.start.weekday() != _WEEKDAY_ZH[trail.group("w")]:
            led, wd = None, _WEEKDAY_ZH[trail.group("w")]
        elif led and led.end() < c.end_i and not _A_YEAR_WRITTEN.search(text, c.start_i, c.end_i) \
                and _A_MONTH_NAMED.search(text, led.end(), c.end_i) \
                and c.start.weekday() != _WEEKDAY_EN[led.group("wd").lower()]:
            wd = _WEEKDAY_EN[led.group("wd").lower()]
        else:
            wd = None
        if wd is not None:
            fits = []
            for y in {c.start.year - 1, c.start.year + 1, today.year - 1, today.year, today.year + 1}:
                try:
                    d = c.start.replace(year=y)
                except ValueError:  # 29 February
                    continue
                if d.weekday() == wd:
                    fits.append(d)
            if fits and abs((c.start - today).days) > stays_en.SLIP_DAYS:  # (round 23: "Mon, Dec 1" said on
                d = min(fits, key=lambda x: abs((x - today).days))  # Tuesday Dec 1: a slip of the weekday, not 2025)
                c = _Cand(c.start_i, c.end_i, d, d, "day", _absolute_text(text[c.start_i:c.end_i], d, d, "day"),
                          c.relative, c.slot)
        out.append(c)
    return out


def _seen_from_elsewhere(text: str, cands: list[_Cand], today: date) -> list[_Cand]:
    """"Thanksgiving in 3 years", "Christmas two years ago", "March in a year": the name read from that day
    (see time/shifted_en.py); the tail's own candidate, if any, goes with it."""
    out: list[_Cand] = []
    skip_to = -1
    for c in cands:
        if c.start_i < skip_to:
            continue
        tail = shifted_en.TAIL.match(text, c.end_i) if c.kind in ("day", "month") else None
        if tail and shifted_en.named(text[c.start_i:c.end_i], c.kind, tail) and (seen := shifted_en.seen_from(tail, today)):
            again = _candidates(text[c.start_i:c.end_i], seen)
            if len(again) == 1 and again[0].end_i - again[0].start_i == c.end_i - c.start_i and again[0].kind == c.kind:
                c = _Cand(c.start_i, tail.end(), again[0].start, again[0].end, c.kind, None, True)
                skip_to = tail.end()
        out.append(c)
    return out


# a range of yearless month names and days, nothing relative in it ("from Dec 20 to Jan 3", "Dec 24-Jan 4")
_YEARLESS_MONTH_RANGE = re.compile(rf"(?:from\s+|between\s+)?{_MON_EN}\.?[^\d]*?\d[^a-z]*?(?:\s*(?:-|–|to|through|thru|"
                                   rf"until|till|and)\s*){_MON_EN.replace('<mon>', '<mon2>')}\.?\s*\d{{1,2}}"
                                   r"(?:st|nd|rd|th)?", re.IGNORECASE)


_PLACED_PART = re.compile(r"\d{4}|\b(?:year|fy|fiscal|this|next|current)\b", re.IGNORECASE)  # "Q3 next year": placed


def _told_as_past(text: str, cands: list[_Cand], today: date) -> list[_Cand]:
    """A yearless month or date still ahead this year, told in a past-tense clause, is last year's: "what did
    Congress pass on December 18?" asked on January 1 is about the December just gone (see time/tense_en.py); a
    yearless date after "by" / "until" is the next one still ahead ("till January 15" in December)."""
    out: list[_Cand] = []
    shifted_before = False  # was the candidate before this one moved a year back?
    for c in cands:
        second = bool(out) and _joins(text, out[-1], c)
        if second and not shifted_before:
            out.append(c)  # "between Dec 28 and Jan 2": a range's second end follows its first (see _merge)
            continue
        was = c
        if c.slot and c.slot[0] == "month_day" and c.slot[1] and rules_en.deadline_before(text, c.start_i):
            y = rules_en.deadline_year(text, c.start_i, c.slot[1], today, c.slot[2])  # "till January 15"
            if y != c.start.year and calendar.monthrange(y, c.slot[1])[1] >= c.slot[2]:
                d = date(y, c.slot[1], c.slot[2])
                c = _Cand(c.start_i, c.end_i, d, d, c.kind, None, c.relative, c.slot)
        elif (c.slot and c.slot[0] in ("month", "month_day") and c.start > today and not _CJK.search(text, c.start_i, c.end_i)
                and (second or told_as_past(text, c.start_i))):  # a second end: as its first was
            s0, e0 = _same_day_in(c.start, c.start.year - 1), _same_day_in(c.end, c.end.year - 1)
            if c.slot[0] == "month":
                e0 = _month_end(e0.year, e0.month)
            if not (second and s0 < out[-1].start):  # the second end moved back before the first: it stays ahead
                c = _Cand(c.start_i, c.end_i, s0, e0, c.kind, None, c.relative, c.slot)
        elif (c.slot and c.slot[0] == "week_of" and c.start > today and not _CJK.search(text, c.start_i, c.end_i)
              and told_as_past(text, c.start_i)):  # "we drove up the weekend of December 12th", asked in January
            monday, sunday = _week_range(_same_day_in(c.slot[1], c.slot[1].year - 1))
            c = _Cand(c.start_i, c.end_i, sunday - timedelta(days=1) if c.slot[2] else monday, sunday, c.kind, None,
                      c.relative, c.slot)
        elif (c.slot and c.slot[0] == "day" and c.kind == "day" and c.start > today
              and not _CJK.search(text, c.start_i, c.end_i) and told_as_past(text, c.start_i)):
            back = _latest_day_of_month(c.slot[1], today)  # "the parcel came on the 28th", asked on the 1st
            if back is not None:
                c = _Cand(c.start_i, c.end_i, back, back, c.kind, None, c.relative, c.slot)
        elif (c.kind in ("quarter", "half") and c.relative and c.start > today and told_as_past(text, c.start_i)
              and not _PLACED_PART.search(text, c.start_i, c.end_i)):  # "net income rose in the fourth quarter"
            c = _Cand(c.start_i, c.end_i, date(c.start.year - 1, c.start.month, 1), date(c.end.year - 1, c.end.month,
                      c.end.day), c.kind, None, c.relative, c.slot)  # asked in February: last year's
        elif (c.kind == "range" and c.slot is None and c.relative and c.start > today
              and _YEARLESS_MONTH_RANGE.fullmatch(text, c.start_i, c.end_i) and told_as_past(text, c.start_i)):
            c = _Cand(c.start_i, c.end_i, _same_day_in(c.start, c.start.year - 1), _same_day_in(c.end, c.end.year - 1),
                      c.kind, None, c.relative, c.slot)  # "they met from Dec 20 to Jan 3", asked on January 1
        shifted_before = c is not was and c.start < was.start
        out.append(c)
    return out


def _latest_day_of_month(d: int, today: date) -> date | None:
    """The latest ``d``-th of a month before today (months without one skipped), within a quarter."""
    if d < today.day:
        return date(today.year, today.month, d)
    y, mo = today.year, today.month
    for _ in range(4):
        y, mo = _add_months(y, mo, -1)
        if d <= calendar.monthrange(y, mo)[1]:
            return date(y, mo, d)
    return None


_BARE_DAY_NAME = re.compile(r"[\u4e00-\u9fff]{2,5}")  # 春节 / 立冬 / 中秋节: a festival or a solar term, no number


def _festival_gone_by(text: str, cands: list[_Cand], today: date) -> list[_Cand]:
    """春节以来 / 立冬以来 / 国庆至今: a bare festival or solar term read as its next one is, before 以来 / 至今 / 迄今,
    the latest one up to today (read again from a day a year back), so "since" can stretch it to today (round 19)."""
    out = []
    for c in cands:
        if (c.kind == "day" and c.relative and c.start > today and _SO_FAR.match(text, c.end_i)
                and _BARE_DAY_NAME.fullmatch(text, c.start_i, c.end_i)):
            back = _same_day_in(today, today.year - 1) + timedelta(days=1)
            again = _candidates(text[c.start_i:c.end_i], back)
            if len(again) == 1 and again[0].start <= today and again[0].end_i - again[0].start_i == c.end_i - c.start_i:
                c = _Cand(c.start_i, c.end_i, again[0].start, again[0].end, c.kind, None, True, c.slot)
        out.append(c)
    return out


def _nearer_next_year(text: str, cands: list[_Cand], today: date,
                      ahead: Callable[[str, int, int, date, date], bool] = ahead_en.next_years) -> list[_Cand]:
    """A yearless date or month far behind today, in a sentence that does not look back, is next year's: "the board
    meets on the last Friday of January" said in December (see time/ahead_en.py; in Chinese, a sentence that says it
    looks ahead: time/ahead_zh.py). The span is read again from a day a year on, so compositions and ranges keep
    their own rules."""
    out = []
    for c in cands:
        if (c.kind == "since" and c.relative and ahead is ahead_zh.next_years and text[c.end_i - 1:c.end_i] == "起"
                and ahead(text, c.start_i, c.end_i, c.start, today)):  # 1月1日起全场包邮 said on Dec 28: that day ahead
            later = _read_a_year_on(text, _Cand(c.start_i, c.end_i - 1, c.start, c.start, "day", None, True), today)
            if later is not None and later.start == later.end:
                out.append(_Cand(c.start_i, c.end_i, later.start, later.end, "day", None, True))
                continue
        if c.relative and c.kind != "now" and ahead(text, c.start_i, c.end_i, c.end, today):
            later = _same_day_in(today, today.year + 1)
            again = _merge(text[c.start_i:c.end_i], _candidates(text[c.start_i:c.end_i], later), later)
            if (len(again) == 1 and again[0].end_i - again[0].start_i == c.end_i - c.start_i
                    and (again[0].start.year == c.start.year + 1 or again[0].end.year == c.end.year + 1)):
                lead = _EN_DEADLINE.search(text, max(0, c.start_i - 28), c.start_i)
                tail = ahead_zh.DEADLINE_AFTER.match(text, c.end_i) if ahead is ahead_zh.next_years else None
                if tail and c.kind not in ("window", "since"):  # 1月15号之前 said in December: today to next January 15
                    out.append(_Cand(c.start_i, tail.end(), today, again[0].end, "range", None, True))
                    continue
                until = (_ZH_DEADLINE.search(text, max(0, c.start_i - 6), c.start_i)
                         if ahead is ahead_zh.next_years and c.kind not in ("window", "since", "range") else None)
                if until and not _ZH_AS_OF.search(text, max(0, c.start_i - 6), c.start_i) and (
                        not out or until.start() >= out[-1].end_i):  # 活动持续到1月3日 said in December: today to then,
                    out.append(_Cand(until.start(), c.end_i, today, again[0].end, "range", None, True))  # as 持续到下周三
                    continue
                c = (_Cand(lead.start(), c.end_i, today, again[0].end, "range", None, True)  # "completes by mid-January"
                     if lead and (not out or lead.start() >= out[-1].end_i) and c.kind not in ("window", "since")
                     else _Cand(c.start_i, c.end_i, again[0].start, again[0].end, c.kind, None, True, c.slot))
        out.append(c)
    return out


def _with_parts(text: str, cands: list[_Cand]) -> list[_Cand]:
    """A part word before a month, year, week or quarter takes that part: "early March", "the end of 2024", and,
    since anchors are composed first, "the end of April next year"."""
    out: list[_Cand] = []
    for r in cands:
        if r.kind in ("month", "year", "week", "quarter") and r.start_i and text[r.start_i - 1] in " -":
            m = _EN_PART_BEFORE.search(text, max(0, r.start_i - 24), r.start_i)  # early March, end of 2024
            if m and (not out or m.start() >= out[-1].end_i):
                s0, e0 = _part_of(r, _EN_PARTS[(m.group("a") or m.group("b")).lower()])
                r = _Cand(m.start(), r.end_i, s0, e0, "range", None, r.relative)
        if r.kind == "month" and (lead := _MONTH_OF.search(text, max(0, r.start_i - 16), r.start_i)):
            if not out or lead.start() >= out[-1].end_i:  # "the month of November 2027": the frame words go with it
                r = _Cand(lead.start(), r.end_i, r.start, r.end, r.kind, r.absolute, r.relative, r.slot)
        out.append(r)
    return out


_MONTH_OF = re.compile(r"\b(?:the\s+)?month\s+of\s+$", re.IGNORECASE)


# "before 2010", "prior to March 2019", "2010年以前", "2010年前": everything up to a stated time. That is no range
# the searches could use, and the stated time itself would be a wrong one, so such a span is dropped (no span
# beats a wrong span). Relative ones ("两年前", "before next Friday") are not open ranges and stay.
_OPEN_BEFORE_EN = re.compile(r"(?:\bbefore|\bprior\s+to|\bearlier\s+than|\buntil|\btill)\s+$", re.IGNORECASE)
_OPEN_BEFORE_ZH = re.compile(r"\s*(?:以前|之前|前(?![\u4e00-\u9fff0-9０-９]))")


def _without_open_past(text: str, chosen: list[_Cand]) -> list[_Cand]:
    """The candidates without stated times that only bound a range open towards the past (see above)."""
    kept: list[_Cand] = []
    for c in chosen:
        if not c.relative and c.kind != "range" and (_OPEN_BEFORE_EN.search(text, max(0, c.start_i - 16), c.start_i)
                               or _OPEN_BEFORE_ZH.match(text, c.end_i)):
            continue
        kept.append(c)
    return kept


_NAMED_AS = re.compile(r"\s+(?:is|was|falls|fell|will\s+(?:be|fall))(?:\s+on)?(?:\s+the)?\s+", re.IGNORECASE)
_REPEAT_GAP = re.compile(r"[A-Za-z]+(?:\s+[A-Za-z]+){0,4}")  # "dinner falls on": a few English words, no punctuation (明天是周一 is _same_day_named_twice's)


# 下周一即12月7日 / 下周一（即12月7日） / 明天，也就是12月2日: the second names the same day as the first
_APPOSITION_ZH = re.compile(r"[,，(（]\s*(?:即|也就是|也即|亦即)?|(?:即|也就是|也即|亦即)")


_PAREN_OPEN = re.compile(r"\s*[(（]\s*")
_PAREN_CLOSE = re.compile(r"\s*[)）]")


def _lunar_gloss_on(text: str, a: _Cand, c: _Cand) -> _Cand:
    """A yearless lunar date in brackets right after a day (谨定于2027年5月20日（农历四月十五）, 2027年2月6日（正月初一）)
    glosses that day: read in the day's own lunar year (not today's), it is the same day (round 20)."""
    if not (a.kind == c.kind == "day" and a.start == a.end and _PAREN_OPEN.fullmatch(text, a.end_i, c.start_i)
            and _PAREN_CLOSE.match(text, c.end_i) and _LUNAR_WORD.search(text, c.start_i, c.end_i)
            and not _HAS_YEAR.search(text, c.start_i, c.end_i)):
        return c
    again = _merge(text[c.start_i:c.end_i], _candidates(text[c.start_i:c.end_i], a.start), a.start)
    if len(again) == 1 and (again[0].start, again[0].end) == (a.start, a.end):
        return _Cand(c.start_i, c.end_i, a.start, a.end, c.kind, None, c.relative, c.slot)
    return c


def _without_repeats(text: str, cands: list[_Cand]) -> list[_Cand]:
    """A day named twice in one clause is one span: the later, explicit naming ("Thanksgiving (dinner) falls on the
    fourth Thursday of November 2027", "Christmas is on December 25"), or both together when the second is put beside
    the first ("tomorrow, December 2", "tomorrow (Dec 2)"), so the rewrite names the day once."""
    out: list[_Cand] = []
    for c in cands:
        a = out[-1] if out else None
        if a is not None and (a.start, a.end) != (c.start, c.end):
            c = _lunar_gloss_on(text, a, c)  # 2027年5月20日（农历四月十五）: the lunar date of the day before it
        if (a is not None and c.kind == a.kind == "day" and (a.start, a.end) != (c.start, c.end) and c.slot
                and c.slot[0] == "month_day" and _NAMED_AS.fullmatch(text, a.end_i, c.start_i)):
            out[-1] = c  # "Pancake Day was on 13th Feb": the date it is said to fall on decides
            continue
        if a is None or (a.start, a.end) != (c.start, c.end) or not (c.kind == a.kind == "day" or (
                c.kind == a.kind == "year" and text[a.end_i:c.start_i].strip() in ("(", "（"))):  # 光绪二十六年（1900年）
            out.append(c)
            continue
        gap = text[a.end_i:c.start_i].strip()
        # "Halloween today", "tomorrow, December 2", 下周一（即12月7日）: both together
        if gap in ("", ",", "(", "（") or (a.kind == "day" and _APPOSITION_ZH.fullmatch(gap)):
            end_i = c.end_i + (1 if gap[:1] in ("(", "（") and text[c.end_i:c.end_i + 1] in (")", "）") else 0)
            out[-1] = _Cand(a.start_i, end_i, c.start, c.end, "day", None, a.relative or c.relative)
        elif _REPEAT_GAP.fullmatch(gap):
            out[-1] = c
        else:
            out.append(c)
    return out


_DATE_WEEKDAY_GAP = re.compile(r"\s*(?:[,，、]\s*)?(?:([(（])\s*)?")  # 2026年11月30日星期一 / 周一（11月30日）: the date decides
# what joins an impossible date to what hangs on it: a dash, a bracket, a comma, or a few English frame words
# ("31 June 2026 is a Tuesday", "Feb 30 at 3pm", "April 31 to May 3")
_VOID_GAP = re.compile(r"\s*(?:(?:[-－—~～至到]+|[(（,，、])\s*|(?:(?:is|was|a|an|on|at|to|through|thru|until|till|and)\s+){1,3})?",
                       re.IGNORECASE)


def _without_voids(text: str, chosen: list[_Cand]) -> list[_Cand]:
    """The candidates without the impossible dates and what hangs on them: "4月31日下午3点", "2021年2月29日星期一"
    and "4月31日至5月3日" give no span at all, not the clock, weekday or other end alone."""
    if not any(c.kind == "void" for c in chosen):
        return chosen
    dead = [c.kind == "void" for c in chosen]
    for order in (range(1, len(chosen)), range(len(chosen) - 2, -1, -1)):  # forwards, then backwards
        for i in order:
            j = i - 1 if order.step > 0 else i + 1
            a, b = (chosen[j], chosen[i]) if j < i else (chosen[i], chosen[j])
            if dead[j] and not dead[i] and _VOID_GAP.fullmatch(text, a.end_i, b.start_i):
                dead[i] = True
    return [c for c, d in zip(chosen, dead) if not d]


_THE_BEFORE = re.compile(r"\bthe\s+$", re.IGNORECASE)
_COMPOSE_GAP = re.compile(r"\s*(?:,\s*)?(?:(?:of|in|on|from)\s+)?(?:the\s+)?(?:的\s*)?", re.IGNORECASE)
_ANCHOR_KINDS = ("year", "month", "week", "quarter", "half")
_WEEK_OF = re.compile(r"(?:\b(?:the\s+|a\s+)?(?:week\s+(?:of|(?P<opens>commencing|beginning|starting))"
                      r"|(?P<fortnight>fortnight)\s+(?:commencing|beginning|starting)(?:\s+(?:on|from))?)|\b(?P<wc>w/[cb]))\s+$",
                      re.IGNORECASE)  # British "w/c"; round 19: a week that commences on a day runs seven days from it
# (round 20: and a fortnight fourteen, "the fortnight commencing 7 Dec")
_WEEKEND_OF = re.compile(r"\b(?:the\s+)?week[\s-]?end\s+of\s+$", re.IGNORECASE)


def _after_abbreviation_dot(text: str, a_end: int, c_start: int) -> re.Match[str] | None:
    """The gap after an abbreviation's dot that goes on in lower case ("3 Mar. next year", "29 Feb. next yr"), so
    the dot ends a word, not a sentence ("on 3 Mar. Next year we ..." stays two) (round 18)."""
    if text[a_end:a_end + 1] != "." or not text[a_end - 1:a_end].isalpha():
        return None
    rest = text[a_end + 1:c_start].lstrip()
    head = (rest or text[c_start:c_start + 1])[:1]
    return _COMPOSE_GAP.fullmatch(text, a_end + 1, c_start) if head.islower() else None


def _compose(text: str, cands: list[_Cand], today: date) -> list[_Cand]:
    """Place a part next to its anchor: "Friday next week", "May next year", "the 15th of last month",
    "next week Monday", "明年本月五日", "2010年 三月" (see time/compose.py)."""
    out: list[_Cand] = []
    for k, c in enumerate(cands):
        lead = _WEEK_OF.search(text, max(0, c.start_i - 24), c.start_i) if c.kind == "day" else None
        day_slot = ("week_of", c.start, False) if c.slot and c.slot[0] == "month_day" else None  # see _told_as_past
        if lead and (not out or lead.start() >= out[-1].end_i):  # "the week of October 6th"
            days = ((c.start, c.start + timedelta(days=13)) if lead.group("fortnight")
                    else (c.start, c.start + timedelta(days=6)) if lead.group("opens") or lead.group("wc")
                    else _week_range(c.start))  # ("the week commencing Sunday 11 January": Jan 11-17)
            c = _Cand(lead.start(), c.end_i, *days, "week", None, c.relative, day_slot)
        lead = _WEEKEND_OF.search(text, max(0, c.start_i - 20), c.start_i) if c.kind == "day" else None
        if lead and (not out or lead.start() >= out[-1].end_i):  # "the weekend of 7 March": that week's Sat-Sun
            sunday = _week_range(c.start)[1]
            c = _Cand(lead.start(), c.end_i, sunday - timedelta(days=1), sunday, "week", None, c.relative,
                      day_slot and ("week_of", c.start, True))
        if out:
            a = out[-1]
            gap = _COMPOSE_GAP.fullmatch(text, a.end_i, c.start_i) or _after_abbreviation_dot(text, a.end_i, c.start_i) \
                or (c.kind == "week" and a.slot and a.slot[0] in ("weekday", "weekdays")
                    and hours_en.hours_between(text, a.end_i, c.start_i)) \
                or (c.kind == "day" and a.slot and a.slot[0] in _MOVING_SLOTS  # "6 weeks after your operation on
                    and anchored_en.event_gap(text, a.end_i, c.start_i))  # 4 January 2027" (round 23)
            placed = None
            if a.slot and a.slot[0] == "moved":
                if gap and c.kind in ("year", "month", "quarter") and (again := _moved_again(text, a, c, today)):
                    out[-1] = again  # "three days after Easter next year": the anchor takes its year qualifier
                    continue  # (round 20: or the month or quarter its part is of, "the day before the last day of April")
                a.slot = None
            pair = _DATE_WEEKDAY_GAP.fullmatch(text, a.end_i, c.start_i)
            listed = _BARE_WEEKDAY.search(text, a.start_i, a.end_i) and _BARE_WEEKDAY.search(text, c.start_i, c.end_i)
            if pair and not listed and a.kind == "day" and c.slot and c.slot[0] == "weekday" and _CJK.search(text, c.start_i, c.end_i):
                end_i = c.end_i + (1 if pair.group(1) and text[c.end_i:c.end_i + 1] in ")）" else 0)
                out[-1] = _Cand(a.start_i, end_i, a.start, a.end, "day", a.absolute, a.relative)  # 11月30日（周一)
                continue
            if (pair and pair.group(1) and not listed and a.kind == c.kind == "day" and c.start == c.end
                    and (wd := _BARE_WEEKDAY.search(text, a.start_i, a.end_i)) and wd.end() == a.end_i
                    and _CJK.search(text, a.start_i, a.end_i) and text[a.end_i - 1] in _WEEKDAY_ZH
                    and (day := _dated_weekday(text, c, _WEEKDAY_ZH[text[a.end_i - 1]], today))):
                end_i = c.end_i + (1 if text[c.end_i:c.end_i + 1] in ")）" else 0)
                out[-1] = _Cand(a.start_i, end_i, day, day, "day", None, c.relative)  # 本周四（12月30日）
                continue
            if pair and not listed and a.slot and a.slot[0] == "weekday" and c.kind == "day" and _CJK.search(text, a.start_i, a.end_i):
                end_i = c.end_i + (1 if pair.group(1) and text[c.end_i:c.end_i + 1] in ")）" else 0)
                out[-1] = _Cand(a.start_i, end_i, c.start, c.end, "day", c.absolute, c.relative)  # 周一（11月30日）
                continue
            if (listed and not gap_text(text, a, c) and a.kind == c.kind == "day" and a.start == a.end
                    and (end := _weekday_pair_end(text, a, c)) is not None):
                out[-1] = _Cand(a.start_i, c.end_i, a.start, end, "range", None, a.relative)  # 周四周五, 下周四周五
                continue
            if gap and a.slot and a.slot[0] == "weekday" and c.kind == "day":
                placed = (c.start, c.end, "day")  # "Monday, Feb 18" / "Tuesday the 19th": the date decides
            elif gap:
                if (c.kind == "week" and a.slot and a.slot[0] == "weekday"
                        and (opener := hours_en.range_opened_before(text, a.start_i))
                        and opener[1] < a.slot[1] and (len(out) < 2 or out[-2].end_i <= opener[0])):
                    # "Mon–Wed 8:30–12:30 next week": the weekday the range opens with goes too (review20t)
                    a = out[-1] = replace(a, start_i=opener[0], slot=("weekdays", opener[1], a.slot[1]))
                if a.slot and (c.kind in _ANCHOR_KINDS or a.slot[0] in _MOVING_SLOTS):
                    placed = place(a.slot, c.start, c.end, c.kind, today)
                if placed is None and c.slot and a.kind in _ANCHOR_KINDS:
                    placed = place(c.slot, a.start, a.end, a.kind, today)
            if placed is None and gap and _impossible_in(a, c):  # "the 30th of this month" in February
                out.pop()
                continue
            if placed:
                start_i = a.start_i
                if a.slot and a.slot[0] == "weekday" and (the := _THE_BEFORE.search(text, max(0, start_i - 5), start_i)):
                    start_i = the.start() if len(out) < 2 or the.start() >= out[-2].end_i else start_i
                end_i = c.end_i
                if text[end_i:end_i + 1] == ")" and "(" in text[a.end_i:c.start_i]:
                    end_i += 1  # "two weeks after launch day (Jan 12, 2027)": its bracket closes with it (round 23)
                clock = _EN_CLOCK_AFTER.match(text, end_i) if placed[2] == "day" else None
                if clock and clock.end() > end_i and (k + 1 == len(cands) or cands[k + 1].start_i >= clock.end()):
                    end_i = clock.end()  # "the 2nd of next month at noon": the clock goes with the placed day
                absolute = _absolute_text(text[start_i:end_i], *placed)  # "the Wednesday of last week"
                out[-1] = _Cand(start_i, end_i, placed[0], placed[1], placed[2], absolute, a.relative or c.relative)
                if a.slot and a.slot[0] in _MOVING_SLOTS and c.kind == "day":
                    out[-1].slot = ("moved", a.slot, c.start_i)
                elif a.slot and c.slot and c.slot[0] == "month" and c.kind == "month" and c.relative:
                    out[-1].slot = ("in_month", c.slot[1], a.slot)  # "the last day of February" + "next year"
                continue
        out.append(c)
    return out


def gap_text(text: str, a: _Cand, c: _Cand) -> str:
    return text[a.end_i:c.start_i]


def _dated_weekday(text: str, c: _Cand, weekday: int, today: date) -> date | None:
    """The bracketed date after a weekday (本周四（12月30日）, 下周一（1月3日）) when it falls on that weekday: a yearless
    one in this year, or the next or the last when that one lies within half a year of today (round 18)."""
    days = [c.start]
    if not _HAS_YEAR.search(text, c.start_i, c.end_i):
        for dy in (1, -1):
            try:
                d = c.start.replace(year=c.start.year + dy)
            except ValueError:
                continue
            if abs((d - today).days) <= 183:
                days.append(d)
    return next((d for d in days if d.weekday() == weekday), None)


def _in_the_named_year(text: str, c: _Cand) -> _Cand | None:
    """同年11月3日 after 2026年… is Nov 3, 2026; with no year named before, no span (round 18)."""
    if c.kind not in ("day", "month", "range") or (y := context_zh.same_year_as_before(text, c.start_i)) is None:
        return c
    if not y or c.start.year != c.end.year:
        return None
    end = _month_end(y, c.end.month) if c.end == _month_end(c.end.year, c.end.month) else None
    try:
        start, end = c.start.replace(year=y), end or c.end.replace(year=y)
    except ValueError:  # 同年2月29日 in a common year
        return None
    return _Cand(c.start_i, c.end_i, start, end, c.kind, None, False, c.slot)


def _weekday_pair_end(text: str, a: _Cand, c: _Cand) -> date | None:
    """周四周五 / 下周四周五 / 星期二星期三: a Chinese weekday written right after another (no 和 / 、 between) is the
    end of a run of days in the first one's week (round 18; a date and its weekday stay one day, the date deciding)."""
    bare = _BARE_WEEKDAY.fullmatch(text, c.start_i, c.end_i)
    if not bare or not _CJK.search(text, c.start_i, c.end_i) or not _BARE_WEEKDAY.search(text, a.start_i, a.end_i) \
            or not _CJK.search(text, a.start_i, a.end_i):
        return None
    end = a.start + timedelta(days=_WEEKDAY_ZH[text[c.end_i - 1]] - a.start.weekday())
    return end if end > a.start else None


_MOVING_SLOTS = ("offset", "beside", "weekend_beside", "weekday_beside", "term", "workdays", "counts")


def _moved_again(text: str, a: _Cand, c: _Cand, today: date) -> _Cand | None:
    """A moved anchor day followed by its year ("three days after Easter" + "next year"): the anchor is read again
    with the year ("Easter next year") and moved again, all as one span; None when that reading is no one day."""
    _, slot, anchor_i = a.slot
    spans = resolve(text[anchor_i:c.end_i], today).spans
    if len(spans) != 1 or spans[0].kind != "day" or len(spans[0].text) != c.end_i - anchor_i:
        return None
    placed = place(slot, spans[0].start, spans[0].end, "day", today)
    if placed is None:
        return None
    return _Cand(a.start_i, c.end_i, placed[0], placed[1], placed[2],
                 _absolute_text(text[a.start_i:c.end_i], *placed), True)


def _impossible_in(a: _Cand, c: _Cand) -> bool:
    """A day slot that its anchor cannot hold: "the 30th of this month" in February, "Feb 29 next year", "the fifth
    Friday of next month" in a month with four, "the fifth Monday of June next year" where that June has four."""
    name = a.slot[0] if a.slot else None
    if name is None and c.slot and ((c.slot[0] == "day" and a.kind == "month")
                                    or (c.slot[0] == "same_month_day" and a.kind == "year")):
        return True  # 下个月的31日 in a 30-day month, 明年本月二十九日 in February: the anchor comes first
    return (name in ("day", "days") and c.kind == "month") or (name in ("month_day", "month_days") and c.kind == "year") \
        or (name == "nth_weekday" and c.kind == "month") or (name == "in_month" and c.kind == "year") \
        or (name == "nth_week" and c.kind == "year")  # "week 53 of next year" in a year of 52 weeks


_CJK = re.compile(r"[\u4e00-\u9fff]")


def _absolute_text(span: str, start: date, end: date, kind: str) -> str | None:
    """The absolute wording of a composed day or month, in the span's own script ("Friday next week" ->
    "December 11, 2026", "明年本月五日" -> "2027年11月5日"); None for other kinds (left as written)."""
    zh = bool(_CJK.search(span))
    if kind == "day":
        lead = "on " if span[:3].lower() == "on " else ""
        return f"{start.year}年{start.month}月{start.day}日" if zh else lead + _en_date_text(start)
    if kind == "month":
        return f"{start.year}年{start.month}月" if zh else f"{_MONTH_NAMES[start.month]} {start.year}"
    return None


def _slot_for(handler: _Handler, m: re.Match[str], res: tuple) -> tuple | None:
    """The slot a base rule's candidate fills inside a larger unit, when it names only a part of one."""
    g = m.groupdict()
    if handler is _h_en_weekday and (g.get("which") or "on").lower() == "on":
        return ("weekday", _WEEKDAY_EN[g["wd"].lower()[:3]])
    if handler is _h_zh_weekday and not g.get("wpre") and (g.get("wd") == "末" or g.get("wend")):  # 下周的周末
        return ("weekdays", 5, 6)
    if handler is _h_zh_weekday and not g.get("wpre") and g.get("wd") != "末":
        return ("weekday", _WEEKDAY_ZH[g["wd"]])
    if handler is _h_en_date and not g.get("y"):
        mo = _en_month(g["mon"])
        return ("month_day", mo, int(g["d"])) if g.get("d") else ("month", mo)
    if handler is _h_zh_date and not g.get("y") and not g.get("ry"):
        mo = cn_int(g.get("mo") or "")
        d = cn_int(g["d"]) if g.get("d") else None
        return ("month_day", mo, d) if d else ("month", mo)
    if handler is _h_zh_bare_day:
        return ("day", res[0].day)
    if handler is _h_zh_rel_month and g.get("rm") in ("本月", "这个月", "当月", "这月") and g.get("d"):
        return ("same_month_day", res[0].day)
    return None


_SCREENS: dict[int, tuple[list[tuple[re.Pattern[str], _Handler]], PatternScreen]] = {}


def _screen(rules: list[tuple[re.Pattern[str], _Handler]]) -> PatternScreen:
    """What any match of each rule needs (time/prefilter.py), worked out once per rule list (module constants)."""
    entry = _SCREENS.get(id(rules))
    if entry is None or entry[0] is not rules:
        entry = rules, PatternScreen([pattern for pattern, _ in rules])
        _SCREENS[id(rules)] = entry
    return entry[1]


def _matches(text: str, today: date, rules: list[tuple[re.Pattern[str], _Handler]]) -> list[_Cand]:
    found: list[_Cand] = []
    for i in _screen(rules).alive(text):  # rules that cannot match here are not scanned (an English question and
        pattern, handler = rules[i]        # a Chinese rule; "next week" without "next"; 2026年 without 年)
        for m in pattern.finditer(text):
            if m.end() == m.start():
                continue
            try:
                res = handler(m, today)
            except (ValueError, OverflowError, KeyError, IndexError):
                res = None
            if res == VOID:  # an impossible date (4月31日): claims its text so no fragment of it is read
                found.append(_Cand(m.start(), m.end(), date.min, date.min, "void", None, False))
            elif res is not None:
                c = _Cand(m.start(), m.end(), *res)
                if c.slot is None and len(res) == 5:
                    c.slot = _slot_for(handler, m, res)
                found.append(c)
    return found


def _select(chosen: list[_Cand], found: list[_Cand]) -> list[_Cand]:
    """Add the longest (then earliest) candidates that overlap nothing already chosen."""
    chosen = sorted(chosen, key=lambda c: c.start_i)  # kept sorted and disjoint: a new one meets two neighbours
    starts = [c.start_i for c in chosen]
    found.sort(key=lambda c: (-(c.end_i - c.start_i), c.start_i))
    for c in found:
        i = bisect.bisect_right(starts, c.start_i)
        if i and chosen[i - 1].end_i > c.start_i:
            continue
        if i < len(chosen) and chosen[i].start_i < c.end_i:
            continue
        chosen.insert(i, c)
        starts.insert(i, c.start_i)
    return chosen


_FESTIVAL = re.compile("(?:" + "|".join(rules_zh.FESTIVAL_NAMES) + ")[节節]?")  # 春节到元宵节: the same year's
_BARE_WEEKDAY = re.compile(r"(?:周|星期|礼拜)[一二三四五六日天]|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)day",
                           re.IGNORECASE)  # 下周一到周三: the second weekday in the first one's week
# 这周四到周五上午 said on a Sunday: the second weekday with its hours is still the first one's week (round 21)
_WEEKDAY_WITH_PART_ZH = re.compile(rf"(?:周|星期|礼拜)[一二三四五六日天]{_DAYPART}(?:{_CLOCK})?")
_BETWEEN_ZH = re.compile(r"\s*(?:与|和|跟|及|至|到)\s*")
_AFTER_ZH = re.compile(r"\s*(?:之后|以后|后)\s*(?:[、，,]\s*)?(?:(?:到|至)\s*)?")  # 2012年之后、2016年之前
_BEFORE_ZH = re.compile(r"\s*(?:之前|以前|前)")
_EN_RANGE_LEAD = re.compile(r"\b(?:from|between|since|(?:in\s+)?the\s+years)\s+$", re.IGNORECASE)


# "after 2010 and before 2020" / "before 2020 but after 2010": both bounds excluded, one range
_EN_BOUND_LEAD = re.compile(r"\b(?:(?P<after>after|later\s+than)|before|earlier\s+than|prior\s+to)\s+$", re.IGNORECASE)
_EN_BOUND_GAP = re.compile(r"\s*(?:,\s*)?(?:and|but)\s+(?:(?P<after>after|later\s+than)|before|earlier\s+than|prior\s+to)\s+",
                           re.IGNORECASE)


def _paired_range(text: str, a: _Cand, b: _Cand) -> _Cand | None:
    """2005年与2008年之间 (both included) / 2012年之后2016年之前 (both excluded): one range."""
    if _BETWEEN_ZH.fullmatch(text, a.end_i, b.start_i) and text.startswith(("之间", "之間"), b.end_i):
        if a.start <= b.end:
            return _Cand(a.start_i, b.end_i + 2, a.start, b.end, "range", None, a.relative or b.relative)
    lead = _EN_BOUND_LEAD.search(text, max(0, a.start_i - 16), a.start_i)
    gap = _EN_BOUND_GAP.fullmatch(text, a.end_i, b.start_i) if lead else None
    if gap and (lead.group("after") is None) != (gap.group("after") is None):  # after 2010 and before 2020
        lo, hi = (a, b) if lead.group("after") else (b, a)
        if date.min < hi.start and lo.end < hi.start - timedelta(days=1):  # date.min: no day before it
            return _Cand(lead.start(), b.end_i, lo.end + timedelta(days=1), hi.start - timedelta(days=1), "range", None,
                         a.relative or b.relative)
    if _AFTER_ZH.fullmatch(text, a.end_i, b.start_i):
        m = _BEFORE_ZH.match(text, b.end_i)
        if m and date.min < b.start and a.end < date.max and a.end + timedelta(days=1) <= b.start - timedelta(days=1):
            return _Cand(a.start_i, m.end(), a.end + timedelta(days=1), b.start - timedelta(days=1), "range", None,
                         a.relative or b.relative)
    return None


# the end / rest of "the" unit, counted from the range's start rather than from today
_EN_PART_OF_UNIT = re.compile(r"(?:the\s+)?(?:end|rest|remainder)\s+of\s+the\s+(?:week|month|quarter|year)\b", re.IGNORECASE)
_NOW_WORD = re.compile(r"(?:the\s+)?(?:present(?:\s+day)?|now|date)", re.IGNORECASE)


_EN_MONTH_PART = re.compile(rf"(?:early|mid|late)[\s-]+{_MON_EN}", re.IGNORECASE)  # a yearless part of a month


def _merge(text: str, cands: list[_Cand], today: date) -> list[_Cand]:
    """Join "A至B" / "A to B" into one range and stretch "since A" / "A以来" up to today."""
    out: list[_Cand] = []
    for c in cands:
        if out and (paired := _paired_range(text, out[-1], c)):
            out[-1] = paired
            continue
        if (out and out[-1].kind == c.kind == "day" and out[-1].start == out[-1].end
                and context_zh.next_day_of_the_one_before(text, out[-1].end_i, c.start_i)):
            a = out[-1]  # 12月2日22时至次日6时 / 明天22:00至次日06:00: that day to the one after it, not after today
            out[-1] = _Cand(a.start_i, c.end_i, a.start, a.start + timedelta(days=1), "range", None, a.relative)
            continue
        joined = bool(out) and _joins(text, out[-1], c)
        second = text[c.start_i:c.end_i]
        if (joined and out[-1].kind == c.kind == "day" and today <= c.start < out[-1].start
                and out[-1].start - timedelta(days=7) <= today
                and _BARE_WEEKDAY.fullmatch(text, out[-1].start_i, out[-1].end_i)
                and (_BARE_WEEKDAY.fullmatch(second) or _WEEKDAY_WITH_PART_ZH.fullmatch(second))):
            a = out[-1]  # 周一到周五 said on a Wednesday: this week's, the stretch holding today
            out[-1] = _Cand(a.start_i, c.end_i, a.start - timedelta(days=7), c.end, "range", None, True)
            continue
        if joined and not _HAS_YEAR.search(second) and not _FY_SHORT.search(second) and (
                _STARTS_NUMERAL.match(second, 4 if second[:4].lower() == "the " else 0)
                                                          or _FESTIVAL.fullmatch(second)
                                                          or _PART_WORD.fullmatch(second)
                                                          or _BARE_WEEKDAY.fullmatch(second)
                                                          or _WEEKDAY_WITH_PART_ZH.fullmatch(second)):
            a = out[-1]  # "2017年8月至11月" / "12月九号到十五号": the second part takes the first one's year and month
            again = _candidates(second, a.start)
            # 12月28日到1月3日: on into the next year (not 今天到月底 said on the 30th: that month's end holds today)
            if again and again[0].end < a.start and "月" in second:
                roll = (_month_end(a.start.year, a.start.month) + timedelta(days=1)  # 月底到月初: the next month's
                        if _BARE_MONTH_PART.fullmatch(second.strip()) else _same_day_in(a.start, a.start.year + 1))
                again = _candidates(second, roll)
            if again and again[0].start >= a.start:
                out[-1] = _Cand(a.start_i, c.end_i, a.start, again[0].end, "range", None, a.relative)
                continue
        first = text[out[-1].start_i:out[-1].end_i] if out else ""
        if (joined and (_HAS_YEAR.search(second) or _REL_YEAR_EN_WORDS.search(second) or _FY_SHORT.search(second))
                and not _HAS_YEAR.search(first)
                and not _REL_YEAR_EN_WORDS.search(first) and _YEARLESS_PART.match(first)):
            again = _candidates(first, _same_day_in(today, c.start.year))  # "Q1-Q3 2025", "3月至2025年5月"
            if again and again[0].start <= c.start:
                a = out[-1]
                out[-1] = _Cand(a.start_i, c.end_i, again[0].start, c.end, "range", None, c.relative)
                continue
        if (joined and c.start < out[-1].start and c.kind == "range" and not _HAS_YEAR.search(second)
                and _EN_MONTH_PART.fullmatch(second)):  # "from mid-December to early March": on into the next year
            a = out[-1]
            again = _candidates(second, _same_day_in(a.start, a.start.year + 1))
            if again and a.start <= again[0].start <= a.start + timedelta(days=366):
                out[-1] = _Cand(a.start_i, c.end_i, a.start, again[0].end, "range", None, a.relative or c.relative)
                continue
        if joined and c.start < out[-1].start and c.slot and c.slot[0] in ("month", "month_day"):
            again = _candidates(second, _same_day_in(today, today.year + 1))  # "from Christmas Eve until January 2nd"
            if again and out[-1].start <= again[0].start <= out[-1].start + timedelta(days=366):
                a = out[-1]
                out[-1] = _Cand(a.start_i, c.end_i, a.start, again[0].end, "range", None, True)
                continue
        if (joined and c.start < out[-1].start and out[-1].kind == "day" and out[-1].relative and c.end >= today
                and holidays_en.canonical(first) is not None):  # a holiday's name, not "Tue" of "Tue – Sat"
            again = _candidates(first, _same_day_in(today, today.year - 1))  # "between Xmas and NYE" on Dec 31:
            if again and again[0].start <= c.start <= again[0].start + timedelta(days=366):  # the latest Christmas
                a = out[-1]
                out[-1] = _Cand(a.start_i, c.end_i, again[0].start, c.end, "range", None, True)
                continue
        if joined and c.start >= out[-1].start and _NOW_WORD.fullmatch(second):
            a = out[-1]  # "from 2016 until now": up to today, not to the year's end
            out[-1] = _Cand(a.start_i, c.end_i, a.start, c.end, "range", None, True)
            continue
        if joined and c.start >= out[-1].start:
            a = out[-1]
            end = c.end if c.kind == rules_zh.NOW else max(a.end, c.end)  # 三月到现在 said in March: up to today
            out[-1] = _Cand(a.start_i, c.end_i, a.start, end, "range", None, a.relative or c.relative)
            continue
        if joined and c.relative and c.kind != "day" and c.end < out[-1].start and _EN_PART_OF_UNIT.match(second):
            again = _candidates(second, out[-1].start)  # "from March 1 through the end of the month": March's end
            if len(again) == 1 and again[0].end >= out[-1].start:
                a = out[-1]
                out[-1] = _Cand(a.start_i, c.end_i, a.start, again[0].end, "range", None, True)
                continue
        if joined and c.kind != "day" and c.start < out[-1].start <= c.end and out[-1].end <= c.end:
            a = out[-1]  # "from Nov 20th until the end of the year": from the day to the end of the period holding it
            out[-1] = _Cand(a.start_i, c.end_i, a.start, c.end, "range", None, a.relative or c.relative)
            continue
        out.append(c)
    for i, c in enumerate(out):
        so_far = c.start < today <= c.end and c.kind in _AFTER_KINDS and _SO_FAR.match(text, c.end_i)
        if (c.end < today or so_far) and (c.kind not in ("window", "range") or _EN_START_PART.match(text, c.start_i)
                              or (text[c.end_i - 1] in "初底末旬"  # 2020年初至今 / 10月下旬以来, not 从2月底到3月初
                                  and not _JOINED.search(text, c.start_i, c.end_i))
                              or (c.kind == "range" and not _JOINED.search(text, c.start_i, c.end_i)
                                  and _EN_SINCE.search(text, max(0, c.start_i - 12), c.start_i))  # since the 1990s
                              or (c.kind == "range" and text.endswith("年代", c.start_i, c.end_i)
                                  and _SO_FAR.match(text, c.end_i))):  # 20世纪90年代以来: since the decade began
            before, after = text[max(0, c.start_i - 20):c.start_i], text[c.end_i:c.end_i + 12]
            m_after = _SINCE_AFTER.match(after)
            if m_after and m_after.group(0).strip() in ("开始", "起") and _AT_ZH.search(before):
                m_after = None  # 于1月14日开始发售: it began on that day, no "since"
            m_before = _SINCE_BEFORE.search(before)
            if m_before and m_before.group(0).startswith("从") and (_FROM_VIEW_ZH.match(text, c.end_i)
                                                                  or _FROM_EVENT_ZH.match(text, c.end_i)):
                m_before = None  # 从三季度来看: "judging by Q3", no "since"
            if m_after or m_before:
                s_i = c.start_i - (len(before) - m_before.start()) if m_before else c.start_i
                e_i = c.end_i + (m_after.end() if m_after else 0)
                absolute = text[s_i:c.start_i] + c.absolute + text[c.end_i:e_i] if c.absolute else None
                out[i] = _Cand(s_i, e_i, c.start, today, "since", absolute, True)
            elif c.kind in _AFTER_KINDS and (tail := _AFTER_TAIL_ZH.match(text, c.end_i)) and c.end < today:
                absolute = c.absolute + tail.group(0) if c.absolute else None  # 2010年以后: 2011 on, up to today
                out[i] = _Cand(c.start_i, tail.end(), c.end + timedelta(days=1), today, "since", absolute, True)
            elif c.kind in _AFTER_KINDS and (m_after := _AFTER_BEFORE.search(text, max(0, c.start_i - 12), c.start_i)):
                if (i == 0 or m_after.start() >= out[i - 1].end_i) and c.end + timedelta(days=1) <= today:
                    absolute = text[m_after.start():c.start_i] + c.absolute if c.absolute else None
                    out[i] = _Cand(m_after.start(), c.end_i, c.end + timedelta(days=1), today, "since", absolute, True)
    for i, c in enumerate(out):  # "年底前" / "before 2030": a deadline still ahead runs from today to it
        if c.kind in ("window", "since", rules_zh.NOW):
            continue
        if c.end < today:  # 截至2023年底: an "as of" in the past is that period, its lead word with it
            lead = _ZH_AS_OF.search(text, max(0, c.start_i - 6), c.start_i)
            if lead and (i == 0 or lead.start() >= out[i - 1].end_i):
                out[i] = _Cand(lead.start(), c.end_i, c.start, c.end, c.kind,
                               text[lead.start():c.start_i] + c.absolute if c.absolute else None, c.relative, c.slot)
            continue
        m_before = _BEFORE.match(text, c.end_i)
        m_en = None if m_before else (_EN_DEADLINE.search(text, max(0, c.start_i - 28), c.start_i)
                                      or _ZH_DEADLINE.search(text, max(0, c.start_i - 6), c.start_i))
        # an explicit "A至B前" keeps its start; "年底前" runs from today even when 年底 has begun
        start = min(today, c.start) if _JOINED.search(text, c.start_i, c.end_i) else today
        if m_before:
            absolute = c.absolute + m_before.group(0) if c.absolute else None
            out[i] = _Cand(c.start_i, m_before.end(), start, c.end, "range", absolute, True)
        elif m_en and (i == 0 or m_en.start() >= out[i - 1].end_i):
            absolute = text[m_en.start():c.start_i] + c.absolute if c.absolute else None
            out[i] = _Cand(m_en.start(), c.end_i, start, c.end, "range", absolute, True)
    for i, c in enumerate(out):  # "从A至B止": the frame words belong to the range
        if c.kind == "since" and c.start_i and text[c.start_i - 1] == "从":  # 从今年年初到现在
            out[i] = _Cand(c.start_i - 1, c.end_i, c.start, c.end, c.kind,
                           "从" + c.absolute if c.absolute else None, c.relative, c.slot)
        elif c.kind != "range" and _JOINED_ZH.search(text, c.start_i, c.end_i) and (
                tail := _RANGE_TAIL_ZH.match(text, c.end_i)):  # 后天下午两点到四点之间: a day's hours
            out[i] = _Cand(c.start_i, tail.end(), c.start, c.end, c.kind,
                           c.absolute + tail.group(0) if c.absolute else None, c.relative, c.slot)
        if c.kind == "range":
            s_i = c.start_i - 1 if c.start_i and text[c.start_i - 1] in "从自" else c.start_i
            lead = _EN_RANGE_LEAD.search(text, max(0, s_i - 16), s_i)  # "from 2011 to 2015", "between A and B"
            s_i = lead.start() if lead and (i == 0 or lead.start() >= out[i - 1].end_i) else s_i
            tail = _RANGE_TAIL_ZH.match(text, c.end_i)  # 2019年-2021年之间 / 从2019年到2021年为止
            e_i = tail.end() if tail else c.end_i
            out[i] = _Cand(s_i, e_i, c.start, c.end, c.kind, c.absolute, c.relative)
    return out


_IS_ZH = re.compile(r"\s*(?:就|正好|刚好|恰好|也)?是\s*")


def _weekend_of_a_range(text: str, cands: list[_Cand]) -> list[_Cand]:
    """"the weekend of May 8-9": the words join a date range that is one Saturday and the Sunday after it (a range
    that is no weekend leaves them out)."""
    out: list[_Cand] = []
    for c in cands:
        if c.kind == "range" and c.start.weekday() == 5 and c.end == c.start + timedelta(days=1):
            lead = _WEEKEND_OF.search(text, max(0, c.start_i - 20), c.start_i)
            if lead and (not out or lead.start() >= out[-1].end_i):
                c = _Cand(lead.start(), c.end_i, c.start, c.end, c.kind, c.absolute, c.relative, c.slot)
        out.append(c)
    return out


def _same_day_named_twice(text: str, cands: list[_Cand]) -> list[_Cand]:
    """明天是周一 / 两天后是周六: one day named twice and found the same is one span (as 2026年11月30日星期一); a bare
    weekday or festival after 是 says what that day is (今年的圣诞节是星期五, 2015年10月1号是国庆节): the first decides."""
    out: list[_Cand] = []
    for c in cands:
        a = out[-1] if out else None
        said_of_a = a is not None and a.kind == "day" and (
            (a.kind == c.kind and (a.start, a.end) == (c.start, c.end))
            or bool(_BARE_WEEKDAY.fullmatch(text, c.start_i, c.end_i) or _FESTIVAL.fullmatch(text, c.start_i, c.end_i)))
        if a and said_of_a and _IS_ZH.fullmatch(text, a.end_i, c.start_i):
            out[-1] = _Cand(a.start_i, c.end_i, a.start, a.end, "day",
                            a.absolute + text[a.end_i:c.end_i] if a.absolute else None, a.relative, a.slot)
            continue
        out.append(c)
    return out


_RECENT_ADVERB = re.compile(r"最近|近来|近期")


def _recent_before_this(text: str, cands: list[_Cand]) -> list[_Cand]:
    """最近这几天 / 最近这段时间 / 近来这两年: 最近 said before a stretch named by 这 is an adverb of it, one span with the
    stretch's dates (round 20)."""
    out: list[_Cand] = []
    for c in cands:
        a = out[-1] if out else None
        if (a is not None and a.end_i == c.start_i and text.startswith(("这", "近"), c.start_i)  # (这两年 reads as 近两年)
                and _RECENT_ADVERB.fullmatch(text, a.start_i, a.end_i)):
            out[-1] = _Cand(a.start_i, c.end_i, c.start, c.end, c.kind, None, c.relative, c.slot)
            continue
        out.append(c)
    return out


_LABEL_COLON = re.compile(r"\s*[:：]\s*")


def _label_restated(text: str, cands: list[_Cand], today: date) -> list[_Cand]:
    """双倍经验周末：本周六至周日 / 下周：1月5日至11日: a stretch of at most a month named as a label and restated after
    its colon by the days it holds is said once, by those days; yearless days behind today that the label holds a year
    on are that year's (下周：1月5日至11日 said on Dec 31; round 20)."""
    out: list[_Cand] = []
    for c in cands:
        a = out[-1] if out else None
        if a is not None and (a.end - a.start).days <= 31 and _LABEL_COLON.fullmatch(text, a.end_i, c.start_i):
            if c.end < today <= a.start and ahead_zh.yearless(text[c.start_i:c.end_i]):
                c = _read_a_year_on(text, c, today) or c
            if a.start <= c.start and c.end <= a.end:
                out[-1] = c
                continue
        out.append(c)
    return out


def _takes_effect(text: str, cands: list[_Cand], today: date) -> list[_Cand]:
    """自2027年1月1日起施行 / 今日起: a day still ahead (or today) that a rule starts from is that day, its frame
    words with it."""
    out = []
    for c in cands:
        framed = c.start >= today and c.kind not in ("range", "since", "window") and context_zh.takes_effect(
            text, c.start_i, c.end_i)
        if framed and (not out or framed[0] >= out[-1].end_i):
            s_i, e_i = framed
            c = _Cand(s_i, e_i, c.start, c.end, c.kind, text[s_i:c.start_i] + c.absolute + text[c.end_i:e_i]
                      if c.absolute else None, c.relative, c.slot)
        out.append(c)
    return out


def _festival_named_by_a_date(text: str, cands: list[_Cand]) -> list[_Cand]:
    """圣诞晚会定在2026-12-25: a bare festival word beside a date of the same day is that date's, one span; right
    after it (正月十五元宵节) it joins the date's span."""
    out: list[_Cand] = []
    # the days other spans name (round 24: looked up, not searched for each festival: 20,000 characters of dates and
    # festivals took minutes)
    dated = {(o.start, o.end) for o in cands if not _FESTIVAL.fullmatch(text, o.start_i, o.end_i)}
    for c in cands:
        festival = _FESTIVAL.fullmatch(text, c.start_i, c.end_i)
        if festival and out and out[-1].end_i == c.start_i and ((out[-1].start, out[-1].end) == (c.start, c.end) or (
                out[-1].kind == "day" and out[-1].start == out[-1].end
                and rules_zh.festival_falls_on(text[c.start_i:c.end_i], out[-1].start))):
            a = out[-1]
            out[-1] = _Cand(a.start_i, c.end_i, a.start, a.end, a.kind,
                            a.absolute + text[c.start_i:c.end_i] if a.absolute else None, a.relative, a.slot)
            continue
        if not (festival and (c.start, c.end) in dated):
            out.append(c)
    return out


def _names_a_festival(text: str, c: _Cand) -> bool:
    """元旦 / 春节假期 / 国庆节期间: a festival's name, at most a word (假期, 期间, 当天) after it."""
    m = _FESTIVAL.match(text, c.start_i)
    return bool(m) and c.end_i - m.end() <= 2 and not _HAS_YEAR.search(text, c.start_i, c.end_i)


def _read_a_year_on(text: str, c: _Cand, today: date) -> _Cand | None:
    """The yearless span ``c`` read again from a day a year after ``today`` (None when it reads otherwise)."""
    later = _same_day_in(today, today.year + 1)
    again = _merge(text[c.start_i:c.end_i], _candidates(text[c.start_i:c.end_i], later), later)
    if (len(again) == 1 and again[0].end_i - again[0].start_i == c.end_i - c.start_i
            and again[0].start.year == c.start.year + 1):
        return _Cand(c.start_i, c.end_i, again[0].start, again[0].end, c.kind, None, True, c.slot)
    return None


_PERIOD_DAY_AFTER = re.compile(r"的?(?:首日|第一天|头一天|最后一天|末日|尾日|收官日|开幕日|闭幕日)")  # round 14
_SOLAR_DAYS = re.compile(r"[日号]|[0-9]")  # 1月1日至3日, 1.1-1.3 (not 八月十五: a lunar day)
_LUNAR_WORD = re.compile(r"农历|阴历|正月|腊月|冬月|廿|初[一二三四五六七八九十]")


def _period_day_dated(text: str, cands: list[_Cand]) -> list[_Cand]:
    """春运首日为1月22日 / 暑运最后一天是8月31日: a period's first or last day said with a written date inside the period
    is that date; the period's own span goes (round 14)."""
    return [f for f in cands if not (
        f.end > f.start and _PERIOD_DAY_AFTER.match(text, f.end_i)
        and any(c.start_i >= f.end_i and c.start == c.end and f.start <= c.start <= f.end for c in cands))]


def _yearless_solar_gone_by(text: str, c: _Cand, today: date) -> bool:
    """``c`` is written as yearless solar days (no lunar word) and lies behind ``today``."""
    return c.end < today and bool(_SOLAR_DAYS.search(text, c.start_i, c.end_i)) and not _LUNAR_WORD.search(
        text, c.start_i, c.end_i) and ahead_zh.yearless(text[c.start_i:c.end_i])


def _festival_dated_beside(text: str, cands: list[_Cand], today: date) -> list[_Cand]:
    """春节放假时间为2月5日至11日 / 元旦假期天气：1月1日至3日 (said on Dec 31): a festival named beside written days
    that hold its coming day is said of them, so the days are the one span (as 圣诞晚会定在2026-12-25); yearless days
    behind today that would hold it a year on are that year's (a bare festival is its next occurrence)."""
    fests = [f for f in cands if _names_a_festival(text, f)]
    if not fests or len(cands) < 2:
        return cands
    said_of: set[int] = set()
    out: list[_Cand] = []
    fest_ids = {id(f) for f in fests}
    for c in cands:
        if id(c) not in fest_ids and c.kind in ("day", "range") and (c.end - c.start).days <= 15:
            moved: _Cand | None | bool = False  # c read a year on, worked out at most once for all festivals
            # (round 24: once per festival, 800 dates and festivals in 4,000 characters took 30 s)
            gone_by = _yearless_solar_gone_by(text, c, today)
            for f in fests:
                if id(f) in said_of:
                    continue
                if c.start <= f.start and f.end <= c.end:
                    said_of.add(id(f))
                elif gone_by:
                    if moved is False:
                        moved = _read_a_year_on(text, c, today)
                    if isinstance(moved, _Cand) and moved.start <= f.start and f.end <= moved.end:
                        c, moved = moved, False
                        gone_by = _yearless_solar_gone_by(text, c, today)
                        said_of.add(id(f))
                if f.start_i == c.end_i and id(f) in said_of:
                    said_of.discard(id(f))  # 1月1日元旦: right after its day it joins that day's span (next pass)
        out.append(c)
    return [c for c in out if id(c) not in said_of]


_TO_WEEKDAY_ZH = re.compile(r"(?:到|至)(?:周|星期|礼拜)(?P<w>[一二三四五六日天])")
# 下周二三 / 周三四五 / 礼拜六、日: weekdays after the first written by their numeral alone (not a clock or a count after
# a weekday: 周二三点, 周五六个人, 周一二十号; round 18)
_ELIDED_WEEKDAYS = re.compile(r"(?P<ws>(?:、?[一二三四五六]){1,4})"
                              r"(?![0-9零〇一二两三四五六七八九十百千万亿点點时時号號个個次位名人楼层:：分半刻.％%年月岁期届块元斤米]|周|星期|礼拜)")
_LISTED_ZH = re.compile(r"\s*(?:和|或|或者|、|及|以及|与|跟)\s*")
_WEEK_WEEKDAY_ZH = re.compile(r"(?:上上|上|下下|下|这|本)(?:个|一个|一)?(?:周|星期|礼拜)[一二三四五六日天]")


def _day_stretches_zh(text: str, cands: list[_Cand]) -> list[_Cand]:
    """今天上午到下午 / 明天白天到夜间: a day's part running to another part is that day; 下周一早上8点到周三晚上10点: a
    weekday's hours running to a later weekday's are that week's days (the "until" reading of 到周三 is dropped);
    夜间至次日上午 / 13:20~次日05:40: tonight to tomorrow; 下周三和周四 / 下周一、周三: a bare weekday listed after a
    weekday of a named week is that week's."""
    out: list[_Cand] = []
    in_week: set[int] = set()  # positions in ``out`` of weekdays that name (or inherited) a week
    for c in cands:
        a = out[-1] if out else None
        if (a is not None and a.kind == "day" and c.kind == "day" and a.start == a.end
                and _LISTED_ZH.fullmatch(text, a.end_i, c.start_i) and (bare := _BARE_WEEKDAY.match(text, c.start_i))
                and text[bare.end() - 1] in _WEEKDAY_ZH and not _WEEK_WEEKDAY_ZH.match(text, c.start_i)
                and (len(out) - 1 in in_week or _WEEK_WEEKDAY_ZH.match(text, a.start_i))):
            wd = _WEEKDAY_ZH[text[bare.end() - 1]]
            day = a.start + timedelta(days=wd - a.start.weekday())
            in_week.add(len(out))
            out.append(_Cand(c.start_i, c.end_i, day, day, "day", None, c.relative, c.slot))
            continue
        to_day = _TO_WEEKDAY_ZH.match(text, c.start_i)
        if (a is not None and to_day and a.kind == "day" and a.start == a.end and a.end_i == c.start_i
                and _BARE_WEEKDAY.search(text, a.start_i, a.end_i)):
            end = a.start - timedelta(days=a.start.weekday()) + timedelta(days="一二三四五六日天".index(to_day.group("w"))
                                                                          if to_day.group("w") != "天" else 6)
            if end > a.start:
                out[-1] = _Cand(a.start_i, c.end_i, a.start, end, "range", None, a.relative)
                continue
        if (s_i := context_zh.overnight_start(text, c.start_i)) is not None and (a is None or a.end_i <= s_i):
            out.append(_Cand(s_i, c.end_i, c.start - timedelta(days=1), c.end, "range", None, True))
            continue
        if c.kind == "day" and (e_i := context_zh.part_range_end(text, c.start_i, c.end_i)) and (
                not cands or all(o.start_i >= e_i or o.end_i <= c.start_i for o in cands if o is not c)):
            c = _Cand(c.start_i, e_i, c.start, c.end, c.kind,
                      c.absolute + text[c.end_i:e_i] if c.absolute else None, c.relative, c.slot)
        if (c.kind == "day" and c.start == c.end and (run := _ELIDED_WEEKDAYS.match(text, c.end_i))
                and _BARE_WEEKDAY.search(text, c.start_i, c.end_i) and text[c.end_i - 1] in "一二三四五六日天"
                and (cands[-1] is c or cands[cands.index(c) + 1].start_i >= run.end())):
            days = [_WEEKDAY_ZH[text[c.end_i - 1]]] + [_WEEKDAY_ZH[w] for w in run.group("ws").replace("、", "")]
            if all(b == a + 1 for a, b in zip(days, days[1:])):  # 下周二三 / 周三四五: one run of days
                c = _Cand(c.start_i, run.end(), c.start, c.start + timedelta(days=days[-1] - days[0]), "range", None,
                          c.relative)
        out.append(c)
    return out


def _span(scan: str, c: _Cand, today: date) -> TimeSpan:
    text = scan[c.start_i:c.end_i]
    absolute = (c.absolute or absolute_words(c.start, c.end, text, today, c.kind)) if c.relative else None
    if absolute and c.kind == "day":
        absolute = keep_frame(text, absolute)
    if c.kind == rules_zh.NOW:
        absolute = None  # 现在 / 目前 / "currently" stay as written: the search is already about now
    return TimeSpan(text, c.start, c.end, c.kind, c.start_i, c.relative, absolute)


_FULLWIDTH_DIGIT = re.compile("[\uff10-\uff19]|(?<=[0-9])[／．－：](?=[0-9])")  # (or a full-width separator between half-width digits: 2037－12－31, round 20)


def resolve(text: str, today: date, tz: tzinfo | None = None) -> TimeGrounding:
    """Find time expressions in ``text`` and resolve them against ``today``.

    ``tz`` is accepted for symmetry with callers that hold a zone; ``today`` must already be the local date
    there (resolution is calendar-day based). Never raises on odd input; returns no spans instead.
    """
    del tz
    if not isinstance(text, str) or not text.strip():
        return TimeGrounding((), None, text if isinstance(text, str) else "", None)
    scan = text[:MAX_SCAN_CHARS]
    han = HAN.search(scan) is not None or _FULLWIDTH_DIGIT.search(scan) is not None  # ２０２８／０３／１５: an East Asian text
    norm = _normalize_zh(scan, everyday=True) if han else scan  # 下個月 / 聽日 read as 下个月 / 明天; same offsets
    squeezed, index = _squeeze_zh(norm) if norm is not scan or han else chat_en.expand(scan)  # "cya tmrw": tomorrow
    if not han:  # "Sunday last", "next month first week", "the 28th ult.": read as the usual phrase
        squeezed, index = _reworded(squeezed, index)
    try:
        found = _candidates(squeezed, today)
        found = _festival_gone_by(squeezed, found, today) if han else _season_year_places_dates(squeezed, found)
        cands = _without_repeats(squeezed, _without_open_past(squeezed, _merge(squeezed, found, today)))
        cands = _nearer_next_year(squeezed, cands, today, ahead_zh.next_years if han else ahead_en.next_years)
        if han:  # Chinese context: 每天早上7点 recurs, 《1984》 is a title
            cands = [c for c in cands if not context_zh.recurring(squeezed, c.start_i)
                     and not context_zh.whole_title(squeezed, c.start_i, c.end_i)
                     and not context_zh.inside_name(squeezed, c.start_i, c.end_i)
                     and not names_zh.named(squeezed, c.start_i, c.end_i)  # 《四月物语》, 王五月, 周一鸣, 七月咖啡
                     and not poems_zh.in_a_verse(squeezed, c.start_i, c.end_i)  # 二月春风似剪刀: a quoted verse
                     and not (c.kind == "day" and not _HAS_YEAR.search(squeezed, c.start_i, c.end_i)
                              and context_zh.lore(squeezed, c.end_i))  # 春节的由来: timeless lore
                     and not (c.kind == "window" and context_zh.from_an_undated_event(squeezed, c.start_i))
                     and not context_zh.counted_from_an_event(squeezed, c.start_i)
                     and not context_zh.counted_from_an_undated_day(squeezed, c.start_i)
                     and not context_zh.next_day_of_an_event(squeezed, c.start_i)  # 收到本通知之次日
                     and not context_zh.opening_hours(squeezed, c.start_i, c.end_i)  # 周一至周五9:00-18:00营业
                     and not context_zh.in_an_undated_year(squeezed, c.start_i, c.kind)
                     and not (c.kind == "year" and context_zh.numbers_a_document(squeezed, c.end_i))
                     and not context_zh.labelled_number(squeezed, c.start_i, c.end_i)
                     and not context_zh.in_a_document_number(squeezed, c.start_i, c.end_i)  # 国办发〔2029〕12号
                     and not context_zh.version_number(squeezed, c.start_i, c.end_i)
                     and not context_zh.inside_a_code(squeezed, c.start_i, c.end_i)
                     and not context_zh.settlement_day(squeezed, c.start_i)
                     and not context_zh.minutes_within(squeezed, c.start_i, c.end_i)
                     and not context_zh.years_of_length(squeezed, c.start_i, c.end_i)
                     and not context_zh.year_before_last_inside_nianqian(squeezed, c.start_i)]
            cands = [c for c in map(lambda c: _in_the_named_year(squeezed, c), cands) if c is not None]
            cands = _takes_effect(squeezed, _day_stretches_zh(squeezed, cands), today)
            cands = _festival_named_by_a_date(squeezed, _festival_dated_beside(
                squeezed, _period_day_dated(squeezed, cands), today))
            cands = attributive_zh.without_attributive_festivals(squeezed, cands, _names_a_festival)  # 双十一预售10月20日
            cands = _label_restated(squeezed, _recent_before_this(squeezed, _same_day_named_twice(squeezed, cands)), today)
        else:  # "Tuesday Weld", "Jan Kowalski", "the Sunday Times": a name opening with a weekday or month
            cands = [c for c in cands if not names_en.opens_a_name(squeezed, c.start_i, c.end_i)
                     and not names_en.titles_a_part(squeezed, c.start_i, c.end_i)
                     and not rates_en.is_a_rate(squeezed, c.start_i, c.end_i)  # "22.9% APR"
                     and not measures_en.marched(squeezed, c.start_i, c.end_i)  # "march 12 miles"
                     and not measures_en.before_a_day_no_month_holds(squeezed, c.start_i, c.end_i)  # "May 32"
                     and not hours_en.recurring_hours(squeezed, c.start_i, c.end_i)  # "Open Tue–Sun, 10–5"
                     and not lookalikes_en.not_a_date(squeezed, c.start_i, c.end_i)]  # "Flat 12/3, 14", "0800 123 2026"
            cands = glosses_en.restated(squeezed, _weekend_of_a_range(squeezed, cands))  # "2027-03-04 (Thu)"
            cands = stays_en.joined(squeezed, cands, today)  # "departing the 2nd, returning the 9th", "for 10 days from 18th Dec"
            cands = attributive_en.without_attributive_holidays(squeezed, cands, rules_zh.NOW)  # "Black Friday deals end Dec 7"
            if any(c.kind != rules_zh.NOW for c in cands):  # "Book now for sailings in February": the date tells
                cands = [c for c in cands if c.kind != rules_zh.NOW]  # the time; "now" beside it narrows nothing
    except (OverflowError, ValueError):  # a 'today' at the edge of the calendar: nothing can be resolved
        return TimeGrounding((), None, text, None)
    if index is not None:  # back to the offsets of the text as written
        cands = [_Cand(index[c.start_i], index[c.end_i - 1] + 1, c.start, c.end, c.kind, c.absolute, c.relative,
                       c.slot) for c in cands]
    spans = tuple(_with_possessive(scan, _span(scan, c, today)) for c in cands)
    time_range = None
    freshness = None
    framed = [s for s in spans if s.kind != rules_zh.NOW]  # "now" narrows nothing: no range, no freshness
    if framed:
        start, end = min(s.start for s in framed), max(s.end for s in framed)
        time_range = TimeRange(start, end, read_on=today)
        freshness = freshness_for(start, end, today)
    return TimeGrounding(spans, freshness, _rewrite(text, spans), time_range)


def _reworded(text: str, index: list[int] | None) -> tuple[str, list[int] | None]:
    """``text`` with spoken_en's number words and phrases and variants_en's word orders rewritten, its index composed
    with the one it already had."""
    for rewrite in (signed_offsets_en.rewrite, rewordings_en.rewrite_early, spoken_en.rewrite, variants_en.rewrite,
                    rewordings_en.rewrite, shapes_en.rewrite, anchored_en.rewrite, forms_en.rewrite):
        reworded, inner = rewrite(text)
        if inner is not None:
            text, index = reworded, inner if index is None else [index[i] for i in inner]
    return text, index


# a space between a number and a Chinese character ("2019 年", "近 5 年", "上个月 15 号": the spacing many Chinese
# writers and formatters put between Han and Latin/digits) is read as if it were not there
_ZH_NUMBER_GAP = re.compile(r"(?<=[0-9０-９])[ \t\u3000\u00a0]+(?=[\u4e00-\u9fff])"
                            r"|(?<=[\u4e00-\u9fff])[ \t\u3000\u00a0]+(?=[0-9０-９]|[QqHh][1-4])"
                            # a test writer's spaces inside a composition (明年 3 月 的 第 2 个 周五, 2010年 三月): between
                            # 年 / 月 / 的 / 个 / 周 and what continues the time (not 下周 一起, round 18)
                            r"|(?<=[年月的个])[ \t\u3000\u00a0]+(?=[的第星礼初底末上中下前最倒]|周[一二三四五六日天末]"
                            r"|[一二三四五六七八九十]+[月日号])"
                            # round 30: a full-width comma between a written year and its month (二零一六年，九月三号,
                            # chrono-node's tests), as an ASCII one already was: the year was dropped
                            r"|(?<=\d{4}年|[〇零一二三四五六七八九]{4}年)，(?=(?:1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])月)")


def _squeeze_zh(text: str) -> tuple[str, list[int] | None]:
    """``text`` without the spaces between numbers and Chinese characters, and the original index of each kept
    character (plus the text's length); no index when there was nothing to remove."""
    if not _ZH_NUMBER_GAP.search(text):
        return text, None
    parts: list[str] = []
    index: list[int] = []
    pos = 0
    for m in _ZH_NUMBER_GAP.finditer(text):
        parts.append(text[pos:m.start()])
        index.extend(range(pos, m.start()))
        pos = m.end()
    parts.append(text[pos:])
    index.extend(range(pos, len(text)))
    return "".join(parts), index


_POSSESSIVE = re.compile(r"['’]s(?![\w'’])")


def _with_possessive(scan: str, s: TimeSpan) -> TimeSpan:
    """The span with the possessive "'s" written right after it: "Sunday's match", "last week's episode" (as
    "last month's" always was); the rewrite drops it with the words it replaces ("November 29, 2026 match")."""
    end = s.offset + len(s.text)
    if s.text.endswith(("'s", "’s")) or not _POSSESSIVE.match(scan, end):
        return s
    return replace(s, text=scan[s.offset:end + 2])


def _rewrite(text: str, spans: tuple[TimeSpan, ...]) -> str:
    parts: list[str] = []
    pos = 0
    for s in spans:
        if s.absolute is None:
            continue
        parts.append(text[pos:s.offset])
        end = s.offset + len(s.text)
        owned = s.text.endswith(("'s", "’s"))  # the span holds its possessive: "tomorrow's"
        possessive = s.absolute != s.text and (owned or text[end:end + 2] in ("'s", "’s"))
        if s.absolute != s.text and not possessive:
            parts.append(preposition_before(text[:s.offset], s.absolute, s.kind))
        parts.append(s.absolute)
        pos = end + (2 if possessive and not owned else 0)  # "tomorrow's weather" -> "December 2, 2026 weather"
    parts.append(text[pos:])
    return "".join(parts)
