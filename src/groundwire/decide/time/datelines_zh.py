"""Chinese news datelines (issue 8, round 12): （中央社台北15日電）, （新华社北京15日电）, 本报华盛顿15日综合报道,
（中央社東京14日綜合外電報導）, （吉隆坡15日讯）. A city (a Chinese word) before the day and 电 / 綜合外電報導 / 讯 after it: the day of this
month a story was filed, or of last month when that day is still ahead (a dispatch is never dated in the future).
The span is the day alone (15日). 15日电费 (an electricity bill) and 9月15日电 (a full date, read by the date rule)
are not datelines.

A news lead dates its story the same way without a dateline (round 17): 记者5日从市应急管理局获悉 (the reporter's day
right after 记者) and 记者从4日召开的新闻发布会上获悉 (a day before a past event: 召开的 / 举行的 / 发布的 …) are that day
of this month, or of last month when still ahead.

Handlers return (start, end, kind, absolute, relative) like the base rules.
"""

from __future__ import annotations

import re
from datetime import date

from .dates import add_months, valid_day
from .rules_zh import Gated

# 电 / 電 not starting another word (电费, 电话, 电视, 电影, 电台, 电邮, 电商, 电竞, 电汇 ...); 綜合外電報導 in its
# simplified and traditional forms
_FILED = (r"(?:[综綜]合(?:外[电電])?[报報][道導]|[电電](?![费費价價表量力池器脑腦话話视視影子梯动動线線源网網压壓流车車台臺邮郵商竞競缆纜厂廠路灯燈机機气氣汇匯玩焊钻鑽扇磁波容阻击擊光热熱])"
          r"|专[电電]|專[电電]|[讯訊](?![息号號问問]))")  # 讯 / 訊: Malaysian and Singapore papers (吉隆坡15日讯)
# run only on text holding 日 right before 电 / 電 / 综 / 綜 / 讯 / 訊 (every dateline holds one)
_DATELINE = Gated(rf"(?<=[\u4e00-\u9fff])(?<![月年号號])(?P<d>3[01]|[12]\d|[1-9])日(?={_FILED})", "日[电電综綜专專讯訊]")


def h_dateline(m: re.Match[str], today: date):
    """台北15日電: the 15th of this month, or of last month when today is before the 15th."""
    d = int(m.group("d"))
    y, mo = (today.year, today.month) if d <= today.day else add_months(today.year, today.month, -1)
    if not valid_day(y, mo, d):
        return None
    day = date(y, mo, d)
    return day, day, "day", f"{y}年{mo}月{d}日", True


_DAY_N = r"(?P<d>3[01]|[12]\d|[1-9])"
# 记者5日从…获悉 / 记者5日获悉 / 记者5日在…了解到: the reporter's day
_REPORTER_DAY = Gated(rf"(?<=记者){_DAY_N}日(?=[从在向到赴于]|获悉|了解|采访|走访|证实|致电|注意到|看到|发现|报道|报导|电(?![话脑视影子]))", "记者")
# 从4日召开的新闻发布会上 / 在3日举行的仪式上: a day before a past event it attributes (召开的, 举行的 …)
_EVENT_DAY = Gated(rf"(?<=[从在于据])(?P<d>3[01]|[12]\d|[1-9])日(?:上午|下午|晚间?)?(?=(?:召开|举行|举办|发布|公布|闭幕|开幕|出台|印发)的)",
                   "日")

RULES = [(_DATELINE, h_dateline), (_REPORTER_DAY, h_dateline), (_EVENT_DAY, h_dateline)]
