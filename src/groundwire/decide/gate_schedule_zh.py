"""The date of a coming occasion asked in Chinese without a time word (gate18c): "春运火车票开抢时间", "高考报名时间",
"寒假放假安排", "春运抢票什么时候开始".

A sale, an enrolment, a holiday, an exam's results or an opening is set anew each time it comes round: its date,
asked as a noun ("…时间 / 日期 / 安排") or with 什么时候, is this round's date, a look-up. ``_HARD_ZH`` in
``gate.py`` already reads a few sale words with a date word (开售, 几号); this reads the class: an occasion verb,
then a date word. A habit asked as such (一般 / 通常 / 一般来说: "高考一般几号") or a history marker (以前, 古代,
当年) is left alone, as is the user's own errand (本次作业的截止时间, 我的快递).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["occasion_date_zh"]

# an occasion set anew each round: sales, enrolment, holidays, exams and their results, openings, hand-outs
_OCCASION = (r"开抢|抢票|放票|开售|开卖|开票|发售|预售|报名|选课|摇号|缴费|放假|调休|开学|返校|开考|放榜|出分|查分|"
             r"出成绩|公布成绩|开幕|开播|开营|开园|开放预约|补贴发放|年检")
_DATE_WORD = r"时间表|时间|日期|安排|几号|哪天|哪一天|什么时候|啥时候|何时|几月几[号日]|开始时间|从几号开始"
_OCCASION_DATE_ZH = re.compile(rf"(?:{_OCCASION})(?:的)?(?:截止|结束|开始)?(?:具体)?(?:{_DATE_WORD})|"
                               rf"(?:{_OCCASION})(?:什么时候|啥时候|哪天|几号)(?:开始|开|出|结束)")
_HABIT_OR_PAST_ZH = re.compile(r"一般|通常|一般来说|往年|以前|古代|当年|那年|那时|历史上|民国|清朝")
# the user's own errand ("本次作业的截止时间", "我的快递领取时间"): the chat or the user's own papers have it
_OWN_ZH = re.compile(r"本次|这次|我的|我们的|我家|作业|快递|外卖|订单|包裹")


def occasion_date_zh(text: str) -> str | None:
    """The occasion-and-date phrase when ``text`` asks, in Chinese, the date of a coming sale, enrolment, holiday,
    exam or opening, not as a habit or of the past; else ``None``."""
    if _HABIT_OR_PAST_ZH.search(text) or _OWN_ZH.search(text):
        return None
    found = _OCCASION_DATE_ZH.search(text)
    return found.group(0) if found else None


screen_patterns(globals())
