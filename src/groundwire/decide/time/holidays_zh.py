"""Feasts of other calendars and other Western holidays named in Chinese, read through the English side's tables:
Islamic (开斋节, 古尔邦节, 斋月, 圣纪节 ... via ``feasts``: hijridate's Umm al-Qura tables), Jewish (赎罪日, 逾越节,
光明节 ... via ``feasts``: pyluach) and Western ones (万圣节前夜, 四旬期, 黑色星期六 ... via ``holidays_en``).

Same conventions as in English (README): a feast is the Gregorian day(s) holding its daytime, not the eve before;
multi-day feasts are whole ranges (斋月 the month, 光明节 8 days); a bare name is the next occurrence (one still
running counts), one with a year (2018年光明节 / 明年开斋节) that year's.
"""

from __future__ import annotations

import re
from datetime import date

from . import holidays_en
from .rules_zh import YEAR, Gated, year_prefix

# Chinese name -> the canonical English name holidays_en / feasts know
NAMES = {
    # Islamic
    **dict.fromkeys(("开斋节", "肉孜节", "尔代节", "尔德节"), "eid al-fitr"),
    **dict.fromkeys(("古尔邦节", "宰牲节", "忠孝节", "库尔班节", "尔德·阿祖哈", "哈芝节"), "eid al-adha"),  # 哈芝节: Malaysia
    **dict.fromkeys(("伊斯兰历新年", "伊斯兰新年", "回历新年", "希吉来历新年"), "islamic new year"),
    **dict.fromkeys(("阿舒拉节", "阿舒拉日", "阿述拉节"), "ashura"),
    **dict.fromkeys(("圣纪节", "穆罕默德诞辰", "先知诞辰"), "mawlid"),
    **dict.fromkeys(("登霄节", "登宵节"), "isra and miraj"),
    **dict.fromkeys(("权力之夜", "盖德尔夜", "高德尔夜", "权能之夜"), "laylat al-qadr"),
    **dict.fromkeys(("斋月", "莱麦丹月", "赖买丹月"), "ramadan"),
    **dict.fromkeys(("阿拉法特日",), "day of arafah"),
    # Jewish
    **dict.fromkeys(("赎罪日", "赎罪节"), "yom kippur"),
    **dict.fromkeys(("犹太新年", "吹角节", "犹太教新年"), "rosh hashanah"),
    **dict.fromkeys(("住棚节", "结茅节"), "sukkot"),
    **dict.fromkeys(("圣会节", "圣会日"), "shemini atzeret"),
    **dict.fromkeys(("西赫托拉节", "西赫妥拉节", "转经节", "律法节", "欢庆圣法节"), "simchat torah"),
    **dict.fromkeys(("光明节", "修殿节", "哈努卡节", "马加比节", "献殿节", "烛光节"), "hanukkah"),
    **dict.fromkeys(("图比舍巴特节", "树木新年", "植树新年"), "tu bishvat"),
    **dict.fromkeys(("普珥节", "普林节", "普琳节"), "purim"),
    **dict.fromkeys(("逾越节",), "passover"),
    **dict.fromkeys(("篝火节", "犹太教篝火节", "拉格巴欧麦尔节"), "lag baomer"),
    **dict.fromkeys(("七七节", "收获节", "新果实节", "周日节", "沙夫幼特节"), "shavuot"),
    **dict.fromkeys(("圣殿被毁日", "禁食日"), "tisha bav"),
    # Western
    **dict.fromkeys(("四旬期", "四旬节", "大斋期", "封斋期"), "lent"),
    **dict.fromkeys(("黑色星期六", "圣周六"), "holy saturday"),
    **dict.fromkeys(("灰日",), "ash wednesday"),
    **dict.fromkeys(("圣灵节庆日", "圣灵降临节翌日"), "whit monday"),
    **dict.fromkeys(("万圣节前夜", "万圣夜"), "halloween"),
    **dict.fromkeys(("诸圣节",), "all saints day"),
    **dict.fromkeys(("万灵节",), "all souls day"),
    **dict.fromkeys(("主显节",), "epiphany"),
    **dict.fromkeys(("圣母升天节",), "assumption day"),
    **dict.fromkeys(("节礼日",), "boxing day"),
    **dict.fromkeys(("土拨鼠日",), "groundhog day"),
    **dict.fromkeys(("劳工节",), "labor day"),
    **dict.fromkeys(("马丁·路德·金纪念日", "马丁路德金纪念日", "马丁·路德·金日"), "mlk day"),
    **dict.fromkeys(("总统日",), "presidents day"),
    **dict.fromkeys(("退伍军人节",), "veterans day"),
    **dict.fromkeys(("哥伦布日",), "columbus day"),
    **dict.fromkeys(("美国独立日", "美国独立纪念日"), "independence day"),
    **dict.fromkeys(("网络星期一",), "cyber monday"),
}
_ALT = "|".join(sorted(NAMES, key=len, reverse=True))


def span_of(name: str, today: date, year: int | None) -> tuple[date, date] | None:
    """The feast's days in ``year``, or without a year its next occurrence (one running today included)."""
    en = NAMES[name]
    if year is not None:
        return holidays_en.holiday_span(en, year)
    return holidays_en.occurrence_span(en, today, "next")


def h_feast(m: re.Match[str], today: date):
    """开斋节 / 2018年光明节 / 明年斋月 / 赎罪日."""
    y = year_prefix(m, today)
    got = span_of(m.group("feast"), today, y)
    if got is None:
        return None
    s0, e0 = got
    if s0 == e0:
        return s0, e0, "day", f"{s0.year}年{s0.month}月{s0.day}日", y is None or bool(m.group("ry"))
    return s0, e0, "range", None, y is None or bool(m.group("ry"))


# a country's national day (国庆日 in Singapore and Malaysia, Taiwan's 国庆日 is 双十): the country decides, not the
# mainland's Oct 1 (round 18)
NATIONAL_DAYS = {"马来西亚": (8, 31), "大马": (8, 31), "新加坡": (8, 9), "狮城": (8, 9), "印尼": (8, 17), "印度尼西亚": (8, 17),
                 "菲律宾": (6, 12), "越南": (9, 2), "泰国": (12, 5), "台湾": (10, 10), "中华民国": (10, 10), "美国": (7, 4),
                 "法国": (7, 14), "韩国": (10, 3), "朝鲜": (9, 9)}
_COUNTRY = "|".join(sorted(NATIONAL_DAYS, key=len, reverse=True))


def h_national_day(m: re.Match[str], today: date):
    """大马国庆日 / 新加坡国庆 / 今年印尼国庆日: that country's national day (the next one, today included)."""
    mo, d = NATIONAL_DAYS[m.group("c")]
    y = year_prefix(m, today)
    day = date(y if y is not None else today.year, mo, d)
    if y is None and day < today:
        day = date(today.year + 1, mo, d)
    return day, day, "day", f"{day.year}年{day.month}月{day.day}日", y is None or bool(m.group("ry"))


RULES = [
    (Gated(rf"{YEAR}(?P<c>{_COUNTRY})的?国庆(?:日|节)?(?![0-9])", "国庆"), h_national_day),
    (Gated(rf"{YEAR}(?:犹太教的?|伊斯兰教的?|穆斯林的?)?(?P<feast>{_ALT})(?![岛子能约省俭])", _ALT), h_feast),
]
