"""Round 19's Chinese time rules (time-zh19), pinned with wordings of our own, not the rows of
tests/data/time_zh_wave19.tsv (fit half) or of the spent held halves (wave18, wave17c, wave17b) that showed each miss:
a cause is fixed when other wordings of it work too. Each case: (today, text, expected spans as (text, start, end));
an empty list means no span at all. Expected dates worked out by hand with datetime."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.timeframe import resolve

SUN = "2029-12-30"  # a Sunday; ISO week Dec 24-30
FRI = "2029-12-28"  # a Friday near the year's end
MON = "2026-12-07"  # a Monday
RUN = "2031-05-10"  # a Saturday in 2031's 闰三月 (Apr 22 - May 20); 腊月 of this lunar year runs 2032-01-13 - 02-10

CASES = [
    # a weekday or the weekend inside a stretch of days: the one it holds, or the run from the first to the last
    (SUN, "下个月初的周一", [("下个月初的周一", "2030-01-07", "2030-01-07")]),
    (SUN, "明年3月中旬的周末去踏青", [("明年3月中旬的周末", "2030-03-16", "2030-03-17")]),
    (SUN, "2030年1月中旬的周日", [("2030年1月中旬的周日", "2030-01-13", "2030-01-20")]),
    (SUN, "这个月的周末都在加班", [("这个月的周末", "2029-12-01", "2029-12-30")]),
    (SUN, "月底的周五交房租", [("月底的周五", "2029-12-21", "2029-12-28")]),
    # ... but not a weekday that opens a run or a list, nor one that names an edition
    (SUN, "下个月的周一到周五", [("下个月", "2030-01-01", "2030-01-31"), ("周一到周五", "2029-12-31", "2030-01-04")]),
    (SUN, "下个月的周末版", [("下个月", "2030-01-01", "2030-01-31"), ("周末", "2029-12-29", "2029-12-30")]),
    # the Nth weekend after a day, or the latest one before it (a weekend holding the day is neither)
    (SUN, "元旦后的第一个周末", [("元旦后的第一个周末", "2030-01-05", "2030-01-06")]),
    (SUN, "元旦后第二个周末", [("元旦后第二个周末", "2030-01-12", "2030-01-13")]),
    (SUN, "春节前的那个周末回老家", [("春节前的那个周末", "2030-01-26", "2030-01-27")]),
    (SUN, "国庆节后的周末", [("国庆节后的周末", "2030-10-05", "2030-10-06")]),
    # a yearless day far behind that a booking still holds or that comes next in a series lies ahead
    (FRI, "您已成功挂号1月5日下午的眼科", [("1月5日下午", "2030-01-05", "2030-01-05")]),
    (FRI, "原定1月6日举行的年会已取消", [("1月6日", "2030-01-06", "2030-01-06")]),
    (FRI, "下一场演出在1月12日", [("1月12日", "2030-01-12", "2030-01-12")]),
    (FRI, "下期节目1月9日播出", [("1月9日", "2030-01-09", "2030-01-09")]),
    (FRI, "1月15日上线", [("1月15日", "2029-01-15", "2029-01-15")]),  # a launch alone may be either: this year's
    (FRI, "门诊1月2日停诊", [("1月2日", "2030-01-02", "2030-01-02")]),
    (FRI, "图书馆1月1日闭馆一天", [("1月1日", "2030-01-01", "2030-01-01")]),
    (FRI, "报名已于1月7日截止", [("1月7日", "2029-01-07", "2029-01-07")]),
    # ... and looks back when it is done or its reception is told
    (FRI, "1月上线的新功能很受欢迎", [("1月", "2029-01-01", "2029-01-31")]),
    (FRI, "1月已经发货的订单", [("1月", "2029-01-01", "2029-01-31")]),
    # minutes or seconds ahead name no date; a window of past minutes stays today
    (MON, "请在30分钟内完成支付", []),
    (MON, "动态码10秒内失效", []),
    (MON, "过去30分钟内", [("过去30分钟内", "2026-12-07", "2026-12-07")]),
    # a two-digit count of years after a word of length is a length, not a year; a bare one stays a year
    (SUN, "吸烟史20年", []),
    (SUN, "驾龄15年的老司机", []),
    (SUN, "从业12年", []),
    (SUN, "早在10年我就去过", [("10年", "2010-01-01", "2010-12-31")]),
    # 起 of 起晚 / 起迟 is getting up, no "from"
    (MON, "明天早上起晚了怎么办", [("明天早上", "2026-12-08", "2026-12-08")]),
    (MON, "周一早上起迟了", [("周一早上", "2026-12-07", "2026-12-07")]),
    (MON, "从明天起实行", [("从明天起", "2026-12-08", "2026-12-08")]),
    # a bare festival or solar term before 以来 / 至今 is the latest one, stretched to today; alone it is the next one
    (SUN, "国庆以来客流回升", [("国庆以来", "2029-10-01", "2029-12-30")]),
    (SUN, "立冬至今", [("立冬至今", "2029-11-07", "2029-12-30")]),
    (SUN, "自元旦以来", [("自元旦以来", "2029-01-01", "2029-12-30")]),
    (SUN, "立冬", [("立冬", "2030-11-07", "2030-11-07")]),
    # 这一季度 is this quarter, not the first
    (SUN, "这一季度的营收", [("这一季度", "2029-10-01", "2029-12-31")]),
    (SUN, "今年一季度", [("今年一季度", "2029-01-01", "2029-03-31")]),
    # the working or trading day before or after today (Monday-Friday)
    (SUN, "款项将于下一个工作日到账", [("下一个工作日", "2029-12-31", "2029-12-31")]),
    (SUN, "上个交易日收盘价", [("上个交易日", "2029-12-28", "2029-12-28")]),
    (SUN, "节前一个工作日", []),
    # two units said together: months name the month, days the day
    (SUN, "一年三个月后", [("一年三个月后", "2031-03-01", "2031-03-31")]),
    (SUN, "1年2个月前", [("1年2个月前", "2028-10-01", "2028-10-31")]),
    (SUN, "三周零两天后", [("三周零两天后", "2030-01-22", "2030-01-22")]),
    (SUN, "一年零一天前", [("一年零一天前", "2028-12-29", "2028-12-29")]),
    # 这 + a count of years, months or weeks is the last N up to today, as 这几年; 这一年 alone stays this year
    (SUN, "这两年房价跌了不少", [("这两年", "2027-12-31", "2029-12-30")]),
    (SUN, "这半年", [("这半年", "2029-07-01", "2029-12-30")]),
    (SUN, "这一年来", [("这一年来", "2028-12-31", "2029-12-30")]),
    (SUN, "这一年", [("这一年", "2029-01-01", "2029-12-31")]),
    (SUN, "这三年级的学生", []),
    # 年前年后 ("around the new year") holds no 前年; 月底到月初 runs into the next month, not the next year's
    (SUN, "年前年后都很忙", []),
    (SUN, "前年年底", [("前年年底", "2027-09-01", "2027-12-31")]),
    (SUN, "月底至月初是还款高峰", [("月底至月初", "2029-12-21", "2030-01-10")]),
    (SUN, "月中到月底", [("月中到月底", "2029-12-11", "2029-12-31")]),
    # a lunar month's 旬 and halves count from its own first day (they gave days of the Gregorian month, or none)
    (RUN, "闰三月底", [("闰三月底", "2031-05-12", "2031-05-20")]),
    (RUN, "腊月中旬办年货", [("腊月中旬", "2032-01-23", "2032-02-01")]),
    (RUN, "正月初", [("正月初", "2031-01-23", "2031-02-01")]),
    (RUN, "腊月上半月", [("腊月上半月", "2032-01-13", "2032-01-27")]),
    (RUN, "下个月上半月", [("下个月上半月", "2031-06-01", "2031-06-15")]),
]


@pytest.mark.parametrize(("today", "text", "want"), CASES)
def test_time_zh19(today: str, text: str, want: list[tuple[str, str, str]]) -> None:
    got = [(s.text, s.start.isoformat(), s.end.isoformat()) for s in resolve(text, date.fromisoformat(today)).spans]
    assert got == want
