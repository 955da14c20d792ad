"""What the words around a Chinese time expression say about it: a recurring time (每天早上7点, 每年春节, 每逢周末,
每个月的15号, 每个工作日, 每周二和周四) names no one date, a bare number that is a whole title (《1984》) is a name,
not a year, and a count of days from an undated event (自公布之日起三十日内) is no window from today: these take the
span away. A day still ahead framed as 自X起 ("takes effect from") keeps its frame words. Pure functions over the
text and the span's offsets."""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

# 每 / 每个 / 每一 + an optional unit (年 月 天 日 周 星期 礼拜 个月) + an optional 的, or 每逢 / 每到 / 每当 / 隔周 / 逢:
# what follows is a set, not a date ("every Wednesday"); 每周三 itself was already no span
# (恰逢春节 "it fell on the Spring Festival" and 隔天早上 "the next morning" name one date)
_EVERY_BEFORE = re.compile(r"(?:每(?:个|一个?)?(?:年|个?月|天|日|周|星期|礼拜|晚|早|工作日|交易日|周末|节假日)?|每逢|每到|每当|隔周"
                          r"|(?<![恰正适])逢"  # 每月的最后一个周五; 每周五晚8点 / 每月15号下午: the day's hours recur too
                          r"|每(?:个|一个?)?(?:周|星期|礼拜)[一二三四五六日天末]|每个?月的?(?:[0-9]{1,2}|[一二三四五六七八九十]{1,3})[日号])"
                          r"的?(?:(?:最后|第[一二三四五1-5])一?个)?\s*$")
_EVERY_THEN_TO = re.compile(r"每[^，。,.;；!！?？\s]{0,6}$")  # 每周一到周五: the range's second half recurs too
_TO = re.compile(r"到|至|~|～|-|－|—")
_AND = re.compile(r"[和与及、或跟]")  # 每周二和周四: the second of two named days recurs too
_TITLE_NUMBER = re.compile(r"[0-9０-９]+")
# a festival's lore is timeless: 春节的由来, 中秋节的习俗, 双十一购物节的由来, 端午节的传说
# (a festival's food or custom may come between: 中秋月饼的做法, 端午粽子的来历, 春节贴春联的习俗; round 17)
_LORE_AFTER = re.compile(r"(?:购物)?[节節]?(?:[\u4e00-\u9fff]{1,4}?的|的)?"
                         r"(?:由来|来历|起源|习俗|風俗|风俗|传说|傳說|意义|意義|含义|寓意|故事|历史|歷史|典故|做法|吃法|制作方法)")
# names that hold a month or a day word: the band 五月天 (五月天气 is May's weather); sayings that hold a day word
# and name no day (今朝有酒今朝醉 "live for today", read as normalised: 今早; 明日复明日，明日何其多 (明日歌, whole
# couplet), 明日黄花 / 昨日黄花 "stale news")
# (三月不知肉味, the Analects: "for three months he knew not the taste of meat", round 14)
# names of ships, movements, writers, films and sayings holding a month (round 17): 五月花号 (the Mayflower), 十二月党人
# (the Decembrists), the novelist 二月河, the films 七月与安生 and 十月围城, 四月是你的谎言, 九月鹰飞, 六月飞雪 (an injustice)
_MONTH_WORD = "(?<![0-9零〇一二两三四五六七八九十年])(?:十[一二]?|[一二三四五六七八九])月"
_NAME = re.compile(r"五月天(?![气氣空])|今[朝早]有酒今[朝早]醉|明日复明日(?:[，,、\s]?明日何其多)?|[明昨]日黄花|三月不知肉味"
                   r"|五月花号|十二月党人|二月河(?![水面道畔边])|七月与安生|十月围城|四月是你的谎言|九月鹰飞|六月飞雪"
                   # (review17b) an uprising or a coup named by its month (十月革命, 二月革命, 十二月起义, 九一三 aside), a
                   # title of a month 之 a noun (八月之光, 九月之歌; not 三月之后 / 之前 / 之内 / 之初 …, which go on as a
                   # time), the novelist 八月长安, and sayings (七月流火 "the Fire Star sets", 十月怀胎 "ten months of pregnancy")
                   rf"|{_MONTH_WORD}(?:革命|起义|政变|事变|惨案|暴动)(?!军)"
                   rf"|{_MONTH_WORD}之(?![后前内中间久余上下末初交际始时時尾])[\u4e00-\u9fff]"
                   r"|八月长安|七月流火|十月怀胎")
_NAME_REACH = 11  # the longest name's length: how far before a span a name may start


# office hours: a bare weekday after a schedule's label (受理时间：周一至周五 9:00-17:00) recurs every week
_HOURS_LABEL_BEFORE = re.compile(r"(?:受理|办公|营业|开放|服务|咨询|工作|接待|办理|上班|门诊|值班)时间\s*(?:[:：为是]\s*)?$")
_BARE_WEEKDAY_AT = re.compile(r"(?:周|星期|礼拜)[一二三四五六日天]")
_BARE_WEEKDAY_BEFORE = re.compile(r"(?:周|星期|礼拜)[一二三四五六日天]\s*$")


# 当月 / 当年 / 当天 ("that month") later in a clause that opened with 每: the month of each recurrence
# (每月五日前支付当月租金, 每年12月31日前报送当年数据)
_THAT_UNIT = re.compile(r"当(?:月|年|天|日|周|季|期)")
_EVERY_IN_CLAUSE = re.compile(r"每[^，。,;；!！?？\n]*$")


# a timetable's weekday: a bare weekday before the class periods it holds (周二3-4节, 周四第5-6节; round 20)
_CLASS_PERIODS_AFTER = re.compile(r"\s*(?:第[0-9一二三四五六七八九十]{1,2}|[0-9]{1,2})(?:[-~～至到][0-9一二三四五六七八九十]{1,2})?节")


# a run of weekdays, its hours after it, then what is open then (周一至周五9:00-18:00营业, 周二到周日 10:00-17:00 开馆):
# opening hours, every week (the label after, as 营业时间：周一至周五 before; without hours, 周一到周五正常上班 in a
# holiday notice is that week's, and a single 周一正常营业 that Monday; round 20)
_CLOCK_OF_HOURS = r"(?:上午|下午|早上|晚上|中午)?(?:[0-9]{1,2}[:：.][0-9]{2}|(?:[0-9]{1,2}|[一二三四五六七八九十]{1,3})[点时](?:半|[0-9]{1,2}分?)?)"
_HOURS_AFTER_DAYS = re.compile(rf"\s*{_CLOCK_OF_HOURS}(?:\s*[-~～至到]\s*{_CLOCK_OF_HOURS})?"
                               r"\s*(?:正常|照常)?(?:营业|开放|办公|接待|服务|上班|值班|开门|开馆)")
_WEEKDAY_RUN_AT = re.compile(r"(?:周|星期|礼拜)[一二三四五六日天]\s*[至到\-~～—]\s*(?:周|星期|礼拜)?[一二三四五六日天]")
# 一月一次 / 一月两回: once or twice a month, no January (round 20)
_PER_MONTH_AFTER = re.compile(r"[一两二三四五六七八九十几0-9]+[次回趟遍]")


def opening_hours(text: str, start_i: int, end_i: int) -> bool:
    """Whether a bare run of weekdays (周一至周五) and its hours are followed by what is open then (营业): a weekly
    schedule; or 一月 is "a month" before a count of times (体检一月一次)."""
    if text.startswith("一月", start_i) and end_i == start_i + 2 and _PER_MONTH_AFTER.match(text, end_i):
        return True
    if _TO.match(text, start_i) and (day := _BARE_WEEKDAY_BEFORE.search(text, max(0, start_i - 3), start_i)):
        start_i = day.start()  # the 到周日10:00-17:00 of 周二到周日10:00-17:00开馆
    run = _WEEKDAY_RUN_AT.match(text, start_i)
    return bool(run) and bool(_HOURS_AFTER_DAYS.match(text, run.end()))  # the hours in the span or after it


def recurring(text: str, start_i: int) -> bool:
    """Whether the expression starting at ``start_i`` follows an "every" (每天 / 每年 / 每逢 ...), is a bare
    weekday after an office-hours label (受理时间：周一至周五) or "that month" inside a clause that recurs."""
    if _EVERY_BEFORE.search(text, max(0, start_i - 10), start_i):
        return True
    if _THAT_UNIT.match(text, start_i) and _EVERY_IN_CLAUSE.search(text, max(0, start_i - 20), start_i):
        return True
    if _BARE_WEEKDAY_AT.match(text, start_i) and _HOURS_LABEL_BEFORE.search(text, max(0, start_i - 8), start_i):
        return True
    if (day := _BARE_WEEKDAY_AT.match(text, start_i)) and _CLASS_PERIODS_AFTER.match(text, day.end()):
        return True
    if _TO.match(text, start_i):  # the 至周五 of 受理时间：周一至周五
        day = _BARE_WEEKDAY_BEFORE.search(text, max(0, start_i - 3), start_i)
        if day and _HOURS_LABEL_BEFORE.search(text, max(0, day.start() - 8), day.start()):
            return True
    if start_i and _AND.match(text, start_i - 1) and _EVERY_THEN_TO.search(text, max(0, start_i - 8), start_i - 1):
        return True
    return bool(_TO.match(text, start_i)) and bool(_EVERY_THEN_TO.search(text, max(0, start_i - 7), start_i))


# a count of days from an event the text does not date (自公布之日起三十日内, 收到通知次日起7日内): no window from today
_EVENT_DAY_BEFORE = re.compile(r"(?:(?:之日|次日|当日|之时)起?(?:算)?的?"
                               r"|(?:下单|付款|支付|签收|收货|到货|购买|注册|入职|申请|报名|确认收货)(?:之?后|起))\s*$")
# a year that numbers a document (2026年第45号公告) or a compact date-like number after a label (订单号：20261201)
# or a company's numbered meeting (2025年第一次临时股东大会: a name, the meeting's own date is given beside it)
_DOCUMENT_AFTER = re.compile(r"第[0-9０-９一二三四五六七八九十百零〇]+(?:号(?:公告|令|文件?|函|通知|通告|决定|意见|规定|批复|指令)"
                             r"|次(?:临时)?(?:股东大?会|董事会|监事会|职工代表大会|债券持有人会议)"
                             r"|期(?:储蓄|电子式|凭证式|记账式)?(?:国债|债券))")  # 2025年第二期储蓄国债: a bond's name
_LABEL_BEFORE = re.compile(r"(?:号|号码|编号|单号|账号|卡号|证号|ID|id|No\.?|NO\.?|#)\s*(?:[:：]\s*)?$")
_DIGITS = re.compile(r"[0-9]+")
# a day's part and the part it runs to (今天上午到下午, 明天白天到夜间): one stretch of that day
_PART_TO_PART = re.compile(r"(?:到|至|-|~|～)(?:早上|早晨|上午|中午|下午|傍晚|晚上|夜间|夜里|白天|凌晨|深夜|半夜)"
                           r"(?:[0-9]{1,2}|[一二三四五六七八九十]{1,3})?(?:点|时)?(?:半|[0-9]{1,2}分?)?")
_ENDS_IN_PART = re.compile(r"(?:早上|早晨|上午|中午|下午|傍晚|晚上|夜间|夜里|白天|凌晨|深夜|半夜)(?:[0-9]{1,2}|[一二三四五六七八九十]{1,3})?"
                           r"(?:点|时)?(?:半|[0-9]{1,2}分?)?$")
# a rule that takes effect on a day still ahead: 自2027年1月1日起施行 / 将于2027年1月1日起实行 (the day it starts)
_EFFECT_BEFORE = re.compile(r"[自从于]\s*$")
_EFFECT_AFTER = re.compile(r"\s*起(?![飞床来身诉草步航跑点源因见码初伏价色居火劲哄风雾晚迟])")  # not 于14:30起飞, 早上起晚了


# what may stand right before a bare 前N / 后N (前两周, 后3个月: the whole units before / after this one) or before
# the 后 of "X后N天内": a time word's end, 的, a pronoun, a function word or a verb of looking things up. Any other
# Chinese character there names an event the count runs from (考前一周, 术后一个月, 出发前一天, 收到发票后15个工作日内,
# 此后三个月) or makes a lead time (提前一个月): the text gives it no date, so the count gives no span.
_FREE_BEFORE = frozenset("的以今往明最年月日号天周季度旬宵夕旦午晚早"
                         "我你他她它您咱俺们谁"
                         "在于从自至是为和与及或比将要这那了给把被让请对向按即就才都也还再又只共总等如若下些"
                         "看查找问说询计示列搜取选算")
_COUNT_AFTER_MARK = re.compile(r"(?P<mark>[前后])[0-9０-９零〇○一二两俩仨三四五六七八九十百千几半]{1,10}个?多?个?"
                               r"(?P<short>天|日|周|星期|礼拜|小时|钟头|分钟)?")
# 前 after a subject is the year's first months or quarters (公司前三季度, 全国前两个月, 集团前10个月): a count of days,
# weeks or hours before something (开车前20分钟, 出发前一天) or 前 after a word that names an event or a lead time
# (考前一个月, 提前两个月, 孕前三个月) counts from it
_EVENT_BEFORE_QIAN = frozenset("提孕产术考婚睡饭餐赛课战事节"
                               "期满束届")  # 合同到期前一个月, 期满前三个月, 结束前两周, 任期届满前 (round 20)
# a subject whose plans a 后N年 / 后三个月 names (公司后两年的规划, 集团后三个月, 全省后两个季度): a body, not an event
_SUBJECT_BEFORE = re.compile(r"(?:公司|集团|企业|单位|团队|部门|机构|政府|全国|全省|全市|全区|全县|全行|我国|本国|本市|我市|本省|我省"
                             r"|本行|我行|本校|我校|学校|行业|市场|项目|家里|我家)$")
_HAN_CHAR = re.compile(r"[\u4e00-\u9fff]")
_AFTER_BEFORE = re.compile(r"(?P<that>之|以)?后\s*$")  # 之后三天内: after that


def _event_char(text: str, i: int) -> bool:
    """Whether text[i] is a Chinese character that no free-standing count could follow (see _FREE_BEFORE)."""
    return i >= 0 and text[i] not in _FREE_BEFORE and bool(_HAN_CHAR.match(text, i))


def from_an_undated_event(text: str, start_i: int) -> bool:
    """Whether the expression at ``start_i`` counts from an event the text gives no date for (之日起三十日内,
    收到发票后15个工作日内)."""
    if _EVENT_DAY_BEFORE.search(text, max(0, start_i - 6), start_i):
        return True
    after = _AFTER_BEFORE.search(text, max(0, start_i - 3), start_i)
    return bool(after) and (bool(after.group("that")) or _event_char(text, after.start() - 1))


# a count of units that ends in 后 / 内 (30日后, 3个月后, 十五日内)
# (or a bare length: 收到本通知之次日起十五日, 自公布之日起30日; round 20)
_COUNT_ON = re.compile(r"[0-9０-９零〇一二两三四五六七八九十百千几半]+个?多?个?(?:天|日|周|星期|礼拜|月|年|小时)(?:[之以]?[后内])?")


def next_day_of_an_event(text: str, start_i: int) -> bool:
    """Whether a 次日 / 翌日 at ``start_i`` is the day after an event the text names before 之 / 的 (收到本通知之次日,
    比赛的次日): that event's next day, undated, not tomorrow (round 20)."""
    return start_i > 0 and text.startswith(("次日", "翌日"), start_i) and text[start_i - 1] in "之的"


def counted_from_an_undated_day(text: str, start_i: int) -> bool:
    """Whether the expression at ``start_i`` is a count of days, months or years right after a day the text does not
    date (自发布之日起30日后施行, 自公布之日起3个月后): no span, as 之日起三十日内 (a window) gives none."""
    return bool(_COUNT_ON.match(text, start_i)) and bool(_EVENT_DAY_BEFORE.search(text, max(0, start_i - 6), start_i))


# hours or minutes after something (冷藏24小时后, 服药30分钟后): a step of a process when an action comes right before
_HOURS_AFTER = re.compile(r"[0-9０-９零〇一二两三四五六七八九十百半几]+个?多?(?:小时|钟头|分钟)(?:之|以)?后")
_ABOUT = frozenset("约概过")  # 大约24小时后 / 大概两小时后 / 过两小时后: an estimate of when, still a time


def counted_from_an_event(text: str, start_i: int) -> bool:
    """Whether the expression at ``start_i`` is a bare 前N / 后N right after a word naming an undated event or a
    lead time (考前一周, 术后一个月, 提前一个月, 此后三个月), or hours after an action (冷藏24小时后食用): no span."""
    if _HOURS_AFTER.match(text, start_i) and _event_char(text, start_i - 1) and text[start_i - 1] not in _ABOUT:
        return True
    m = _COUNT_AFTER_MARK.match(text, start_i)
    if not m or not _event_char(text, start_i - 1):
        return False
    if m["mark"] == "后" and not m["short"] and _SUBJECT_BEFORE.search(text, max(0, start_i - 4), start_i):
        return False  # 公司后两年的规划: the subject's next two years, as 公司前三季度 (round 20)
    return m["mark"] == "后" or bool(m["short"]) or text[start_i - 1] in _EVENT_BEFORE_QIAN


def takes_effect(text: str, start_i: int, end_i: int) -> tuple[int, int] | None:
    """The span of 自X起 / 于X起 around an expression (offsets), or None when it is not framed so."""
    lead = _EFFECT_BEFORE.search(text, max(0, start_i - 2), start_i)
    tail = _EFFECT_AFTER.match(text, end_i)
    if not tail:
        return None
    return (lead.start() if lead and text[lead.start()] in "自从" else start_i), tail.end()


# T+1日 / T+0 / T-1日: a count of trading days from a trade (settlement), no calendar day
_SETTLEMENT_BEFORE = re.compile(r"[Tt]\s*[+\-＋－]\s*$")


def settlement_day(text: str, start_i: int) -> bool:
    """Whether the expression right after T+ / T- (T+1日到账) counts trading days from a trade: no span."""
    return bool(_SETTLEMENT_BEFORE.search(text, max(0, start_i - 3), start_i))


def numbers_a_document(text: str, end_i: int) -> bool:
    """Whether the expression ending at ``end_i`` is followed by a document's number (2026年第45号公告) or a
    numbered meeting (2025年第一次临时股东大会)."""
    return bool(_DOCUMENT_AFTER.match(text, end_i))


# a court's case number: (2027)京0105民初12345号 — a year in brackets, then a court's code
_CASE_AFTER = re.compile(r"[)）][\u4e00-\u9fff]{1,3}[0-9]")


def labelled_number(text: str, start_i: int, end_i: int) -> bool:
    """Whether the expression is a bare run of digits after a label (订单号：20261201, ID 20250101) or the year of a
    case number ((2027)京0105民初12345号)."""
    if not _DIGITS.fullmatch(text, start_i, end_i):
        return False
    if start_i and text[start_i - 1] in "(（" and _CASE_AFTER.match(text, end_i):
        return True
    return bool(_LABEL_BEFORE.search(text, max(0, start_i - 6), start_i))


# a government document's number: an office's code, the year in 〔〕 (or [ ]) and the serial 号 (国办发〔2029〕12号,
# 京政发[2030]5号, 沪府办〔2031〕第12号): neither the year nor the 12号 is a date (round 20)
# (review20t: in round brackets too, 粤府函（2028）45号, and a court's case number after them, (2027)京0105民初1234号: the
# bracketed year, a court's code and kind of case, the serial and 号, with no 年 / 月 / 日 between)
_DOCUMENT_NUMBER = re.compile(r"[〔［\[（(]\s*(?:19|20)[0-9]{2}\s*[〕］\]）)]\s*(?:(?![年月日号號])[\u4e00-\u9fff0-9]){0,10}?"
                              r"[0-9０-９]{1,6}\s*[号號]")


def in_a_document_number(text: str, start_i: int, end_i: int) -> bool:
    """Whether the span lies inside a document number's 〔year〕N号 (国办发〔2029〕12号)."""
    lo = max(0, start_i - 12)
    return any(m.start() <= start_i and end_i <= m.end() for m in _DOCUMENT_NUMBER.finditer(text, lo, end_i + 12))


# a dotted year and month that numbers a release: 2025.3版本, 版本号：2025.3, 升级到2025.3版
_DOTTED = re.compile(r"[0-9]{4}\.[0-9]{1,2}")
_VERSION_BEFORE = re.compile(r"(?:版本号?|升级到|更新到|升级至|更新至)\s*(?:[:：]\s*)?$")
_VERSION_AFTER = re.compile(r"\s*版")


def version_number(text: str, start_i: int, end_i: int) -> bool:
    """Whether the expression is a dotted year.month that names a software release (2025.3版本), not March 2025."""
    return bool(_DOTTED.fullmatch(text, start_i, end_i)) and bool(
        _VERSION_AFTER.match(text, end_i) or _VERSION_BEFORE.search(text, max(0, start_i - 8), start_i))


# a numeric year-month or date (2026-11, 2026/11/03, 2026.11)
# (or a month before its year, 7-2027 / 11/2026: round 20)
_NUMERIC_DATE = re.compile(r"[0-9]{4}[-./][0-9]{1,2}(?:[-./][0-9]{1,2})?|[0-9]{1,2}[-./][0-9]{4}")
_CODE_CHAR = re.compile(r"[A-Za-z0-9_\-]")
# a code's label right before (错误码2027-11, 型号：2026-03, 货号2025.10): the number is the code (round 20)
_CODE_LABEL_BEFORE = re.compile(r"(?:码|型号|货号|料号|编号|序列号|单号)\s*(?:[:：]\s*)?$")


def inside_a_code(text: str, start_i: int, end_i: int) -> bool:
    """Whether a numeric date is glued to a letter or digit before it, so part of a model or part number (型号X2026-11,
    SKU-A2026-03, 型号A7-2027), or follows a code's label (错误码2027-11), not a month."""
    return bool(start_i and _NUMERIC_DATE.fullmatch(text, start_i, end_i) and (
        _CODE_CHAR.match(text, start_i - 1) or _CODE_LABEL_BEFORE.search(text, max(0, start_i - 5), start_i)))


def part_range_end(text: str, start_i: int, end_i: int) -> int | None:
    """Where 今天上午到下午 ends when the expression (今天上午) ends in a part of the day and another part follows
    after 到; None otherwise."""
    if not _ENDS_IN_PART.search(text, start_i, end_i):
        return None
    tail = _PART_TO_PART.match(text, end_i)
    return tail.end() if tail else None


# an evening or a clock time running "to the next day's" hours: 夜间至次日上午, 13:20~次日05:40 (today to tomorrow)
_OVERNIGHT_BEFORE = re.compile(r"(?:(?<![\u4e00-\u9fff0-9])(?:早上|上午|中午|下午|傍晚|晚上|夜间|夜里|白天|凌晨|深夜|半夜)"
                               r"|(?<![0-9])(?:[01]?[0-9]|2[0-4])[:：][0-5][0-9])\s*(?:至|到|~|～|-|－|—)\s*$")
_NEXT_DAY = re.compile(r"次日|翌日")


_TO_ONLY = re.compile(r"\s*(?:至|到|-|~|～|—)\s*")


def next_day_of_the_one_before(text: str, end_i: int, start_i: int) -> bool:
    """Whether the expression at ``start_i`` begins with 次日 / 翌日 right after a 至 that follows the expression
    ending at ``end_i`` (12月2日22时至次日6时: the day after that one, not after today)."""
    return bool(_NEXT_DAY.match(text, start_i)) and bool(_TO_ONLY.fullmatch(text, end_i, start_i))


def overnight_start(text: str, start_i: int) -> int | None:
    """Where 夜间至次日上午 starts when the expression at ``start_i`` begins with 次日 / 翌日 and a bare part of the
    day or a clock time runs to it; None otherwise."""
    if not _NEXT_DAY.match(text, start_i):
        return None
    m = _OVERNIGHT_BEFORE.search(text, max(0, start_i - 8), start_i)
    return m.start() if m else None


def whole_title(text: str, start_i: int, end_i: int) -> bool:
    """Whether the expression is a bare number that fills a title mark (《1984》, 《2012》): a book or a film."""
    return (0 < start_i and end_i < len(text) and text[start_i - 1] in "《〈" and text[end_i] in "》〉"
            and bool(_TITLE_NUMBER.fullmatch(text, start_i, end_i)))


def lore(text: str, end_i: int) -> bool:
    """Whether the expression ending at ``end_i`` is followed by what a festival means or where it comes from."""
    return bool(_LORE_AFTER.match(text, end_i))


def inside_name(text: str, start_i: int, end_i: int) -> bool:
    """Whether the expression lies inside a name that merely holds a time word (五月天, the band)."""
    return any(m.start() <= start_i and end_i <= m.end()
               for m in _NAME.finditer(text, max(0, start_i - _NAME_REACH), end_i + _NAME_REACH))


# 那年夏天 / 那一年的三月 / 哪年春节: a season, month or day of a year the text leaves unnamed ("that year", "which
# year") is none of this year's
_UNDATED_YEAR_BEFORE = re.compile(r"[那哪](?:一)?年的?\s*$")


# 同年11月3日 / 当年5月 / 该年10月: a month or day of the year the text named before (judgments, case notes, biographies);
# not 不同年 / 相当年 (round 18)
_SAME_YEAR_BEFORE = re.compile(r"(?<![不相每])(?:同|当|该|是)年的?\s*$")
_NAMED_YEAR = re.compile(r"(?<![0-9])(1[6-9][0-9]{2}|20[0-9]{2})\s*年")


def same_year_as_before(text: str, start_i: int) -> int | None:
    """For a yearless month or day right after 同年 / 当年 / 该年 / 是年: the year the text named last before it (0 when
    it named none, and the span is of no year we know); None when no such word stands before it."""
    m = _SAME_YEAR_BEFORE.search(text, max(0, start_i - 4), start_i)
    if not m:
        return None
    years = _NAMED_YEAR.findall(text, 0, m.start())
    return int(years[-1]) if years else 0


def in_an_undated_year(text: str, start_i: int, kind: str) -> bool:
    """Whether a yearless part of a year (a season, a month, a day) follows 那年 / 那一年 / 哪年."""
    return kind not in ("year", "window", "since") and bool(
        _UNDATED_YEAR_BEFORE.search(text, max(0, start_i - 4), start_i))


# a count of minutes or seconds ahead (验证码5分钟内有效, 请在30分钟内完成支付, 10秒内): the length of a step, still within
# the hour, which narrows no date; 过去30分钟 / 最近10分钟 keep theirs (round 19: wave17b and wave17c both held one)
_MINUTES_WITHIN = re.compile(r"[0-9０-９零〇一二两三四五六七八九十百半几]+个?多?(?:分钟|分鐘|秒钟|秒鐘|秒)(?:之|以)?内")


def minutes_within(text: str, start_i: int, end_i: int) -> bool:
    """Whether text[start_i:end_i] is a bare count of minutes or seconds ahead (5分钟内): no date."""
    return bool(_MINUTES_WITHIN.fullmatch(text, start_i, end_i))


# a two-digit count of years after a word that takes a length (高血压病史10年, 吸烟史20年, 教龄30年, 从业12年, 工龄15年,
# 服役20年, 长达10年): a length, not the year 2010 (round 19: wave18's spent held half held one; the others are ours)
_TWO_DIGIT_YEAR = re.compile(r"[0-9]{2}年")
# (round 20: a term or a span of time that takes a length too — 贷款期限30年, 专利有效期20年, 租期为20年, 历时28年, 为期10年,
# 质保10年; blind7's spent held half held three)
_LENGTH_WORD_BEFORE = re.compile(r"(?:史|龄|从业|执业|从教|任教|任职|服役|工作|驾龄|长达|已达|已有|足有|至少|超过"
                                 r"|(?:期|限|历时|为期|耗时|用时|共计|累计|质保|保修|寿命)(?:为|是)?)\s*$")


def years_of_length(text: str, start_i: int, end_i: int) -> bool:
    """Whether text[start_i:end_i] is a bare 10年 after a word of length (病史10年): a count of years, not a year."""
    return bool(_TWO_DIGIT_YEAR.fullmatch(text, start_i, end_i)
                and _LENGTH_WORD_BEFORE.search(text, max(0, start_i - 4), start_i))


def year_before_last_inside_nianqian(text: str, start_i: int) -> bool:
    """Whether a span opening with 前年 at ``start_i`` is the 前 of 年前 and the 年 of the next word (年前年后, "before
    and after the new year"): no 前年 (the year before last) there (round 19)."""
    return text.startswith("前年", start_i) and start_i > 0 and text[start_i - 1] == "年"
