"""Round 17's Chinese time rules (time-zh17), pinned with wordings of our own, not the rows of
tests/data/time_zh_wave17.tsv that showed each miss: a cause is fixed when other wordings of it work too.
Each case: (today, text, expected spans as (text, start, end)); an empty list means no span at all."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.timeframe import resolve

SUN = "2026-12-06"  # a Sunday; ISO week Nov 30 - Dec 6

CASES = [
    # 卅 / 廿 write thirty / twenty in a day's number
    (SUN, "十二月卅一日放假", [("十二月卅一日", "2026-12-31", "2026-12-31")]),
    (SUN, "12月卅日交货", [("12月卅日", "2026-12-30", "2026-12-30")]),
    (SUN, "卅号晚上聚餐", [("卅号晚上", "2026-12-30", "2026-12-30")]),
    # 当天 / 当日 after an event is that event's day, which the text does not date
    (SUN, "请在面试当天带齐材料", []),
    (SUN, "比赛当日禁止停车", []),
    (SUN, "今天当天往返", [("今天", "2026-12-06", "2026-12-06")]),
    # a deadline after a yearless date far behind looks ahead: next year's, from today
    (SUN, "2月底前交齐材料", [("2月底前", "2026-12-06", "2027-02-28")]),
    (SUN, "3月1日以前提交申请", [("3月1日以前", "2026-12-06", "2027-03-01")]),
    (SUN, "1月15号之前的数据已经删了", [("1月15号", "2026-01-15", "2026-01-15")]),  # looks back: this year's
    # a notice's schedule label looks ahead
    (SUN, "报名时间：2月1日至2月10日", [("2月1日至2月10日", "2027-02-01", "2027-02-10")]),
    # fiscal-year and ISO-week codes glued to Chinese
    (SUN, "该公司FY25利润下滑", [("FY25", "2025-01-01", "2025-12-31")]),
    (SUN, "FY2026 H2指引上调", [("FY2026 H2", "2026-07-01", "2026-12-31")]),
    (SUN, "2027-W01计划表", [("2027-W01", "2027-01-04", "2027-01-10")]),
    (SUN, "FY2024A是型号", []),
    # 上半财年 / 下半财年, 财年全年, a school year across 4-digit years
    (SUN, "下半财年收入放缓", [("下半财年", "2026-07-01", "2026-12-31")]),
    (SUN, "2024财年全年营收", [("2024财年全年", "2024-01-01", "2024-12-31")]),
    (SUN, "2025-2026赛季常规赛", [("2025-2026赛季", "2025-01-01", "2026-12-31")]),
    (SUN, "2024-2026学年", [("2024-2026", "2024-01-01", "2026-12-31")]),  # not consecutive: a plain range
    # a period ended on a day (Hong Kong and mainland reports)
    (SUN, "截至2026年6月30日止六个月的中期业绩", [("截至2026年6月30日止六个月", "2026-01-01", "2026-06-30")]),
    (SUN, "截至二〇二五年十二月三十一日止年度", [("截至二〇二五年十二月三十一日止年度", "2025-01-01", "2025-12-31")]),
    (SUN, "截至2026年9月15日止三个月", [("截至2026年9月15日止三个月", "2026-06-16", "2026-09-15")]),
    # "as of press time" is now
    (SUN, "截至记者发稿时，仍有3人失联", [("截至记者发稿时", "2026-12-06", "2026-12-06")]),
    (SUN, "发稿时间：上午", []),
    # a news lead's bare day
    (SUN, "记者3日在现场看到", [("3日", "2026-12-03", "2026-12-03")]),
    (SUN, "从3日发布的通报中获悉", [("3日", "2026-12-03", "2026-12-03")]),
    (SUN, "记者28日获悉", [("28日", "2026-11-28", "2026-11-28")]),  # still ahead this month: last month's
    # the Nth (working) day after or before a day
    (SUN, "国庆节前第二个工作日", [("国庆节前第二个工作日", "2027-09-29", "2027-09-29")]),
    (SUN, "12月10日后第5个工作日", [("12月10日后第5个工作日", "2026-12-17", "2026-12-17")]),
    (SUN, "中秋节后第一天上班", [("中秋节后第一天", "2027-09-16", "2027-09-16")]),
    # counted weekends and quarters are counts
    (SUN, "一年有几个周末", []),
    (SUN, "这个月有五个周末吗", [("这个月", "2026-12-01", "2026-12-31")]),
    (SUN, "业绩已经两个季度下滑", []),
    (SUN, "下个周末去爬山", [("下个周末", "2026-12-12", "2026-12-13")]),
    (SUN, "第三个季度", [("第三个季度", "2026-07-01", "2026-09-30")]),
    # 夜晚 is a part of the day; 早点 / 晚点 / 早啲 mean "earlier / later"
    (SUN, "明天夜晚有流星雨", [("明天夜晚", "2026-12-07", "2026-12-07")]),
    (SUN, "后天早点出门", [("后天", "2026-12-08", "2026-12-08")]),
    (SUN, "明天晚点到", [("明天", "2026-12-07", "2026-12-07")]),
    (SUN, "周二早八的课", [("周二早八", "2026-12-08", "2026-12-08")]),
    (SUN, "今晚一起吃饭", [("今晚", "2026-12-06", "2026-12-06")]),
    # spoken day ranges after a month word
    (SUN, "下月十至十二号出差", [("下月十至十二号", "2027-01-10", "2027-01-12")]),
    (SUN, "本月3到5日", [("本月3到5日", "2026-12-03", "2026-12-05")]),
    # days listed with 、 before the last 日
    (SUN, "3月5、6日已经举行了", [("3月5、6日", "2026-03-05", "2026-03-06")]),
    (SUN, "3月5、6日举行", [("3月5、6日", "2027-03-05", "2027-03-06")]),  # an event still to come: next year's
    # the weekend written as two whole weekday words before any word (a bare weekend is this week's, also on Sunday)
    (SUN, "礼拜六、礼拜天照常上课", [("礼拜六、礼拜天", "2026-12-05", "2026-12-06")]),
    ("2026-12-02", "周六、周日照常营业", [("周六、周日", "2026-12-05", "2026-12-06")]),
    # 后 + 天气 is no 后天
    (SUN, "雨后天气转晴", []),
    (SUN, "后天气温下降", [("后天", "2026-12-08", "2026-12-08")]),
    # Traditional era names and 载
    (SUN, "貞觀三年", [("貞觀三年", "0629-01-01", "0629-12-31")]),
    (SUN, "天宝十四载客死他乡", [("天宝十四载", "0755-01-01", "0755-12-31")]),
    # 日 after a solar term beginning a word
    (SUN, "冬至日销量翻倍", [("冬至", "2026-12-22", "2026-12-22")]),
    # a festival's food or custom, then its lore
    (SUN, "端午粽子的来历", []),
    (SUN, "春节贴春联的习俗", []),
    (SUN, "中秋节吃什么", [("中秋节", "2027-09-15", "2027-09-15")]),
    # names holding a month
    (SUN, "十二月党人的妻子", []),
    (SUN, "五月花开", [("五月", "2026-05-01", "2026-05-31")]),
    (SUN, "十二月党建工作", [("十二月", "2026-12-01", "2026-12-31")]),
    # a five-year plan in quotation marks; a half glued to a code
    ("2026-10-20", "\"十四五\"期间的成绩", [("\"十四五\"期间", "2021-01-01", "2025-12-31")]),
    ("2026-10-20", "「十五五」规划纲要", [("「十五五」规划", "2026-01-01", "2030-12-31")]),
    ("2026-10-20", "型号X9上半年停产", []),
    ("2026-10-20", "2026上半年营收", [("2026上半年", "2026-01-01", "2026-06-30")]),
    ("2026-10-20", "iPhone上半年销量", [("上半年", "2026-01-01", "2026-06-30")]),  # a name, no code: this year's half
    # a countdown names 618; Cantonese 出年 after a subject
    ("2027-06-14", "离618只剩一周", [("618", "2027-06-18", "2027-06-18")]),
    ("2027-06-14", "距离618米", []),
    ("2028-12-31", "我出年就畢業", [("出年", "2029-01-01", "2029-12-31")]),
    ("2028-12-31", "推出年终奖", []),
]


@pytest.mark.parametrize(("today", "text", "want"), CASES, ids=[c[1] for c in CASES])
def test_round17_wordings(today: str, text: str, want: list[tuple[str, str, str]]) -> None:
    got = [(s.text, s.start.isoformat(), s.end.isoformat()) for s in resolve(text, date.fromisoformat(today)).spans]
    assert got == want
