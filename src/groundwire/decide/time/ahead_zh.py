"""Which year does a yearless Chinese month or date take when this year's lies far behind? 将于1月中旬上线,
预计3月发布, 计划于2月10日开业, 最后还款日为1月8日, said in December, are about the coming months: next year's is the
nearer one (more than half a year separates today from this year's) and the sentence says it looks ahead (将 / 预计 /
计划 / 即将 / 拟 / 定于 / 安排 …, a date still due: 还款日, 截止日期, 到期, a deadline after it: 1月15号之前, a
schedule's label: 活动时间, 报名时间, or an event still to come: 上演, 开票, 上映, 举行) with nothing in it looking back (已 / 了 / 曾 / 以来 …). Without such a word a bare month stays this
year's (our tables' convention: Chinese marks no tense, and "1月中旬上线" alone may be either). The English rule (ahead_en.py) reads the tense instead.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from datetime import date

FAR = 183  # days: more than half a year behind

# a month named by its number, with nothing in the span that places its year (年, 本月, 上个月, 明年 …)
_MONTH = re.compile(r"(?:1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])月")
_PLACED = re.compile(r"年|本|这|(?<![晚早])上(?!旬|半月|午)|下(?!旬|半月|午)|去|今|明|前|后|以来|至今|同期")  # (review20t: 晚上 /
# 早上 are parts of the day, not 上个月)  # (3月上旬 / 1月3日上午
# are not 上个月)
# words that look ahead: a plan or a forecast (将 / 预计 / 定于 …) or a date still due (还款日 / 截止日期 / 到期 …)
# or a scheduled event still to come (上演 / 开票 / 上映 / 举行 …: with 了 / 已 it looks back instead)
_AHEAD = re.compile(r"将|预计|计划|即将|准备|打算|拟|定于|定在|定为|安排|有望|预定|届时|会在|要在|敬请期待|新学期|下学期"
                    r"|还款日|截止|到期|最后期限|交付日|交货日|预产期"  # 截止 (a deadline; 截至 is "as of")
                    r"|预约|预订|挂号"  # 您预约的1月3日上午的号: a booking
                    # the next of a series (下期节目1月2日上线, 下一场演出, 下次复诊: round 19)
                    r"|下一?期|下一?次|下一?回|下一?场|下一?轮|下一?集"
                    # a reminder, an interview or a draw still to come (提醒我1月5号交房租, 1月3号 下午两点半 面试,
                    # 1月5日抽一位送新年礼物: round 20)
                    r"|提醒|闹钟|叫我|别忘|面试|复试|笔试|抽奖|开奖|抽[0-9一二三四五六七八九十]+[位名个人]")
# a deadline right after the span (1月15号之前能到吗, 3月底前交齐): a date one must still meet lies ahead
DEADLINE_AFTER = re.compile(r"\s*(?:之前|以前|前)(?![后後的天日年月期夕0-9零一二两三四五六七八九十几半])")
# a notice's schedule label (活动时间：1月5日-1月25日, 报名时间：…, 开放日期为…): what it schedules is still to come
# (review17b: a show's, an exam's, a course's or a visit's label too: 展览时间：, 考试时间：, 演出时间：, 培训日期：)
_SCHEDULE_LABEL = re.compile(r"(?:活动|报名|开放|营业|促销|预售|领取|兑换|申报|受理|征集|投票|展览|展出|演出|比赛|考试|培训|讲座"
                             r"|开课|上课|参观|入场|直播|抢购|团购|发售|会议"
                             # a sale's or a form's steps (付尾款时间：, 缴费时间：, 领券时间：, 公示期间; round 20)
                             r"|付款|付尾款|尾款|定金|支付|缴费|缴纳|领券|秒杀|开奖|公示|公布|发放|办理|提交|递交|签到|登记|调休"
                             # a visit's, a service's or a works' label (复诊时间：, 就诊日期：, 停水时间：, 清运时间调整; round 21)
                             r"|复诊|就诊|门诊|手术|接种|面签|看房|交房|停水|停电|停气|施工|清运|收运|开庭)"
                             r"(?:时间|日期|期间)")
# (round 17b: a trip's or a term's steps too: 出发, 返程, 往返, 入住, 报到, 返校, 复工, 开考)
_EVENT_AHEAD = re.compile(r"上演|开演|开唱|开票|开售|开幕|开学|放假|上映|发售|开抢|开播|举行|举办"
                          r"|出发|启程|返程|往返|入住|报到|返校|复工|开考"
                          # going home or meeting on a day still to come (一月三号回老家, 1月5号回国, 1月2日聚餐, 1月4日上班:
                          # the verbs that make a bare day a date, timeframe._DAY_VERB_ZH; round 21)
                          r"|回老家|回家|回国|回京|回沪|返乡|回乡|探亲|见面|聚餐|聚会|开会|搬家|入职|上班|开工|开庭|复诊|手术"
                          # a shop's or a service's days off and hours (本店1月1日至3日休息, 1月4日恢复营业: round 19)
                          r"|休息|停业|歇业|暂停营业|恢复营业|正常营业|照常营业|闭馆|停诊|休诊|寒假|暑假"
                          # a journey's ticket or leg (您购买的01月02日MU5101航班, 1月2日 14:00起飞, 车次, 值机; round 18)
                          r"|航班|起飞|登机|值机|乘机|车次|班次|发车|机票|车票|船票"
                          r"|飞机|高铁|动车|火车|轮渡")  # 一月二号上午九点半的飞机 (round 20)
# what an event did, reported (review11: "1月上映的电影票房破10亿", "1月举办的展览吸引10万人次" said in December were
# read as next January's): an event word then looks back, even without 了; a forecast word above still looks ahead
_RESULT = re.compile(r"吸引|累计|共计|总计|创下|刷新|票房|收视|人次|观众|破\d|突破|超过|达到"
                     r"|数据|统计|同比|环比|客流|运量|准点率|旅客量"
                     r"|受欢迎|好评|反响|火爆|口碑|下载量"
                     # how an event went or what followed it (手术于1月10日顺利完成, 1月5号回家后一直咳嗽: round 21 review)
                     r"|顺利|圆满|完成|一直|后来")  # 1月上线的新功能很受欢迎: a launch gone by (round 19)  # 3月份的航班数据: figures of a month gone (round 18)
# (已确认 / 已预约 / 已受理 / 已出票 / 已值机 confirm a booking still ahead: no look back; so do 已成功预约 / 已为您预订, and
# 已取消 / 已延误 / 已停运 / 已改期 tell what became of a booked day that is still to come: round 19)
_BOOKED = r"确认|预约|受理|登记|报名|预订|出票|购票|值机|改签|订票|挂号|取消|延误|延期|停运|停航|改期|推迟|顺延|变更|安排"
_BACK = re.compile(rf"已(?!(?:成功|经|为您|为你|帮您)?(?:{_BOOKED}))|了(?!解)|曾|过去|以来|至今|截至|去年|刚|上个?月|回顾|当时|那年"
                   r"|上一?次|上一?回|那次|那回")  # 上次1月6日下午面试没过: the last time, gone (review20t's row; round 21)
# a date something is moved to (改签至01月04日, 会议改期至1月8日, 推迟到, 顺延至, 调整为): the new date lies ahead, even
# when the move is told as done (已为您改签至…: round 18)
# (round 20: a state lasting until the date lies ahead too: 双旦活动持续到1月3日, 有效期至, 开放至, 进行到)
_MOVED_TO = re.compile(r"(?:改签|改期|延期|推迟|推延|延后|顺延|改|调整|变更|挪|换|持续|延续|有效期?|开放|进行|营业)(?:至|到|为|在)\s*$")
_CLAUSE_END = re.compile(r"[。！？!?；;\n]")


# a rule, a price or a service that a day still ahead starts (X起执行 / 实施 / 生效 / 调整 / 全场包邮 / 恢复 / 停止 …):
# X起 there is that day a year on when this year's lies far behind, not "since", a subject between or not (2月1日起票价上调;
# round 20)
TAKES_EFFECT_AFTER = re.compile(r"\s*[\u4e00-\u9fff]{0,4}?(?:开始|正式)?(?:执行|实施|施行|实行|生效|启用|调整|恢复|停止|暂停|取消|上调|下调|涨价|降价"
                                r"|开通|关闭|免费|全场|全面|统一|改为|启动|开放|限行|停运|停售|发售)")


REACH = 120  # characters looked at on either side: a longer sentence is read in part, so many spans stay linear


def sentence_of(text: str, start: int) -> str:
    """The sentence holding ``start`` (split at 。！？； and line ends), at most REACH characters either side."""
    lo = max(0, start - REACH)
    a = max((m.end() for m in _CLAUSE_END.finditer(text, lo, start)), default=lo)
    z = _CLAUSE_END.search(text, start, start + REACH)
    return text[a:z.start() if z else min(len(text), start + REACH)]


def yearless(span: str) -> bool:
    """Whether ``span`` names a month by its number with nothing placing its year (1月1日至3日, not 明年1月)."""
    return bool(_MONTH.search(span)) and not _PLACED.search(span)


def next_years(text: str, start_i: int, end_i: int, end: date, today: date) -> bool:
    """True when the yearless span text[start_i:end_i], ending on ``end`` this year, is meant as next year's."""
    if (today - end).days <= FAR:
        return False
    if not yearless(text[start_i:end_i]):
        return False
    if _MOVED_TO.search(text, max(0, start_i - 8), start_i):
        return True
    if text[end_i - 1:end_i] == "起" and TAKES_EFFECT_AFTER.match(text, end_i):
        return not _BACK.search(sentence_of(text, start_i))  # 1月1日起全场包邮, 3月29日起执行夏秋航季 said late in the year
    sentence = sentence_of(text, start_i)
    ahead = (_AHEAD.search(sentence) or _SCHEDULE_LABEL.search(sentence) or DEADLINE_AFTER.match(text, end_i)
             or (_EVENT_AHEAD.search(sentence) and not _RESULT.search(sentence)))
    return bool(ahead) and not _told_back(text, start_i, sentence)


# a ticket or a slot got before the day it is for (买了1月3日的高铁票, 订好了1月5号的机票, 约了1月8号的号): the 了 closes the
# booking, not the day, which still lies ahead when the 了 comes before it (review20t; 1月3日买了机票 looks back)
_BOOKING_DONE = re.compile(r"(?:买|订|定|购|抢|约|挂|改|换|签)(?:好|到|上)?$")


def _told_back(text: str, start_i: int, sentence: str) -> bool:
    """Whether the sentence tells of the past (_BACK), a booking's 了 before the span aside."""
    at = text.rfind(sentence, max(0, start_i - len(sentence)), start_i + len(sentence))
    for m in _BACK.finditer(sentence):
        if m.group() == "了" and 0 <= at and at + m.start() < start_i and _BOOKING_DONE.search(sentence, max(0, m.start() - 3), m.start()):
            continue
        return True
    return False
