"""Chinese names and titles that hold a time word: a work in title marks (《四月物语》, 《昨日重现》, 《周末愉快》: a
month, day or weekday inside 《…》 with no year there names the work, while 《2026年政府工作报告》 keeps its year), a given
name after a common surname (王五月, 李三月: a surname right before a bare month that nothing continues as a date),
a person's name 周 + a weekday numeral + a name character (周一鸣, 周五郎, 周二珂), and a brand or a shop named by a month
(七月咖啡, 五月花店, 三月茶铺); a bare month alone inside quotation marks (新英雄“七月”, 代号「十月」: a plain month is never
quoted) and a day or weekday word quoted after a noun that names (歌曲“明天”, 电影「后天」, 代号“周五”: round 18). Pure functions over the text and a span's offsets (round 14)."""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from . import lunar

# 《…》 / 〈…〉 around the span, within one title's reach, and no year (four digits or 年 after digits) inside
_TITLE_OPEN, _TITLE_CLOSE = "《〈", "》〉"
_TITLE_REACH = 24
# (a five-year plan names its years as a year does: 《十五五规划建议》, round 17b)
_YEAR_IN_TITLE = re.compile(r"[0-9０-９]{4}|[0-9０-９〇零一二三四五六七八九]{2,4}年|[一二三四五六七八九十]五[’”」』\"]?(?:规划|計劃|计划|时期|期间)")


def inside_title_marks(text: str, start: int, end: int) -> bool:
    """Whether the span lies inside title marks whose title holds no year (《四月物语》: the film)."""
    lo = max(0, start - _TITLE_REACH)
    open_at = max(text.rfind(ch, lo, start) for ch in _TITLE_OPEN)
    if open_at < 0 or any(ch in text[open_at + 1:start] for ch in _TITLE_CLOSE):
        return False
    close_at = min((i for i in (text.find(ch, end, end + _TITLE_REACH) for ch in _TITLE_CLOSE) if i >= 0), default=-1)
    if close_at < 0 or any(ch in text[end:close_at] for ch in _TITLE_OPEN):
        return False
    return not _YEAR_IN_TITLE.search(text, open_at + 1, close_at)


# the commonest single-character surnames, leaving out those that are also words before a month (于 "in", 同, 和, 至)
_SURNAMES = set("王李张刘陈杨黄赵吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎余"
                "潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙段雷钱汤尹黎易常武乔贺赖龚文")
_BARE_MONTH = re.compile(r"(?:十[一二]|[一二三四五六七八九十])月")
# what continues a month as a date or a part of it (三月份, 三月初, 三月五日, 三月中旬, 三月到五月)
_MONTH_GOES_ON = re.compile(r"[份初中底末上下旬日号號0-9一二三四五六七八九十廿卅]|到|至|和|与|、|[-~～—]")
# what may stand before a surname: the start, punctuation, a space, or a verb that introduces a person
_BEFORE_A_PERSON = re.compile(r"(?:^|[\s，。、：:；;！!？?“”\"'（(]|是|叫|和|跟|给|让|被|找|问|对|向|作家|同学|老师|演员)$")


def given_name_after_surname(text: str, start: int, end: int) -> bool:
    """Whether the bare month ``text[start:end]`` follows a common surname that opens a name (王五月今天没来)."""
    if start < 1 or text[start - 1] not in _SURNAMES or not _BARE_MONTH.fullmatch(text, start, end):
        return False
    if _MONTH_GOES_ON.match(text, end):
        return False
    return bool(_BEFORE_A_PERSON.search(text, max(0, start - 3), start - 1))


# 周 + a weekday numeral + a character that given names use and no time word follows a weekday with
_WEEKDAY = re.compile(r"周[一二三四五六日]")
# (not a character that opens a word a weekday is often followed by: 周一刚开学, 周五航班, 周一峰会, 周三围棋课, 周一围观)
_NAME_CHAR = re.compile(r"(?:[鸣郎珂杰伟敏毅晖涛辉豪琳婷娜莉萍芳霞玲兰鹏斌彬俊蕾]|围(?![观绕堵棋攻剿城住]))")


def person_named_by_weekday(text: str, start: int, end: int) -> bool:
    """Whether the bare weekday ``text[start:end]`` (周一, 周五) runs into a name character (周一鸣, 周五郎)."""
    return bool(_WEEKDAY.fullmatch(text, start, end)) and bool(_NAME_CHAR.match(text, end))


# a month right before the noun of a shop, a café or a brand names it (七月咖啡, 五月花店, 三月茶铺, 九月书店)
_SHOP_AFTER = re.compile(r"(?:咖啡|茶铺|茶馆|茶饮|花店|花坊|书店|书屋|餐厅|酒馆|酒吧|面馆|小馆|民宿|工作室|甜品|烘焙|服饰|家居|"
                         r"商行|超市|便利店|乐队|影业|传媒)")


def brand_named_by_month(text: str, start: int, end: int) -> bool:
    """Whether the bare month ``text[start:end]`` is the first word of a shop's or a brand's name (七月咖啡)."""
    return bool(_BARE_MONTH.fullmatch(text, start, end)) and bool(_SHOP_AFTER.match(text, end))


# round 20: a month, a weekday or a solar term opening the name of a shop, a brand, a product or a work, with one or
# two name characters before the noun that heads it (五月花酒店, 三月兔烘焙坊, 十月稻田大米, 六月鲜酱油, 八月照相馆, 周六福珠宝,
# 冬至饺子馆) or a work's or a product's noun right after a month (四月物语): the name stands alone — it ends the text or
# comes before punctuation or a quantity (十月稻田大米五公斤) — where a time before what it tells of goes on (八月北京酒店爆满,
# 十月稻田收割, 周六超市打折, 七月美术馆展览 stay times)
_OPENER = re.compile("(?:十[一二]|[一二三四五六七八九十])月|(?:周|星期|礼拜)[一二三四五六日天]|" + "|".join(lunar.SOLAR_TERMS))
# a name character: no function word, verb of going, number or time word (去, 在, 的, 新, 各, 份, 初, 号 …)
_NAME_FILLER = (r"(?:(?![的了过着在到去来回开住进入出逛从将要会就还再才都也又有是新老各全每这那本该起至前后里内和与及或跟同号日天年月"
                r"周时点分半个把被让给对向为以于上下中初底末旬份早晚午夜一二两三四五六七八九十百千万零〇几])[一-鿿])")
_VENUE_HEAD = r"(?:酒店|饭店|宾馆|旅馆|餐厅|酒家|酒楼|茶楼|烘焙坊|面包坊|[馆店坊铺屋])"  # a place: a name character first
_PRODUCT_HEAD = r"(?:物语|恋曲|情书|大米|酱油|珠宝|乳业|酒业|食品|家纺|鞋业)"  # a work or a product
# (review20t: or before a time word that dates what the name does, 周六福珠宝本周六全场八折, 冬至饺子馆下周三开业,
# 五月花酒店明年五月开业: a second time word right after the name tells the time, so the first one names)
_NAME_ENDS = (r"(?=$|[\s，。、；：！？,.;:!?（）()“”\"'《》【】]|[0-9０-９一二两三四五六七八九十]+(?:公斤|千克|斤|克|升|毫升|瓶|袋|盒|件|箱)"
              r"|(?:本|这|下|上)(?:个)?(?:周|星期|礼拜|月)|(?:今|明|昨|后|前)(?:天|日|晚|早|年)|(?:周|星期|礼拜)[一二三四五六日天末]"
              r"|[0-9０-９]{1,4}(?:年|月)|(?:十[一二]|[一二三四五六七八九十])月[初中底末上下0-9一二三四五六七八九十廿卅])")
_NAMED_AFTER = re.compile(rf"(?:{_NAME_FILLER}{{1,2}}{_VENUE_HEAD}|{_NAME_FILLER}{{0,2}}{_PRODUCT_HEAD}){_NAME_ENDS}")
_PUBLIC_VENUE = re.compile(r"(?:美术|博物|图书|体育|展览|科技|纪念|文化|艺术|天文|档案|游泳|水族|大使|领事|商|书|药)[馆店]")


def name_opened_by_time_word(text: str, start: int, end: int) -> bool:
    """Whether the bare month, weekday or solar term ``text[start:end]`` opens a shop's, a brand's, a product's or a
    work's name that stands alone (五月花酒店, 十月稻田大米, 周六福珠宝, 冬至饺子馆, 四月物语)."""
    if not _OPENER.fullmatch(text, start, end):
        return False
    m = _NAMED_AFTER.match(text, end)
    return bool(m) and not _PUBLIC_VENUE.search(text, end, m.end())


# a song named after a measure word for songs, unquoted (点了首今天你要嫁给我, 单曲循环一首后天, 唱了一首明天会更好): a
# day word right after (a verb and) 首 opens the song's title (round 20)
_SONG_BEFORE = re.compile(r"(?:[点唱听放来弹播哼写录翻]了?|循环了?|单曲循环)(?:一|这|那|几)?首$|一首$"
                          r"|(?:[看追刷重温读]了?)(?:一|这|那|几)?部$")  # 看了部后天 (a film, round 20)


def song_title(text: str, start: int) -> bool:
    """Whether the span starts a song's title after 首 (KTV点了首今天你要嫁给我)."""
    return bool(_SONG_BEFORE.search(text, max(0, start - 6), start))


_QUOTES = {"“": "”", "「": "」", "『": "』", "\"": "\"", "‘": "’"}
# a noun that names what follows it (歌曲“明天”, 电影「后天」, 代号“周五”)
_NAMING_NOUN = re.compile(r"(?:英雄|角色|人物|代号|名为|名叫|叫做|叫|称为|取名|命名为|歌曲|新歌|单曲|专辑|电影|影片|新片|剧集|电视剧|"
                          r"小说|诗集|书名|节目|游戏|品牌|组合|乐队|作品|主题|标题|题为|系列|皮肤|地图|版本|行动|计划|项目|号)$")
_PLACING_BEFORE = re.compile(r"(?:在|于|到|至|从|是|为)$")
_QUOTED_DAY_WORD = re.compile(r"(?:大?[前后]天|[昨今明]天|[昨今明]日|(?:周|星期|礼拜)[一二三四五六日天末])")


def quoted_name(text: str, start: int, end: int) -> bool:
    """Whether the span alone fills quotation marks and names something: a bare month (新英雄“七月”), or a day or
    weekday word after a naming noun (歌曲“明天”, 代号“周五”); “下周三”开会 and “十五五”时期 stay times."""
    if start < 1 or end >= len(text) or _QUOTES.get(text[start - 1]) != text[end]:
        return False
    if _BARE_MONTH.fullmatch(text, start, end):
        return not _PLACING_BEFORE.search(text, max(0, start - 3), start - 1)  # 定在“八月”: still the month
    return bool(_QUOTED_DAY_WORD.fullmatch(text, start, end)) and bool(
        _NAMING_NOUN.search(text, max(0, start - 4), start - 1))


def named(text: str, start: int, end: int) -> bool:
    """Whether the span is inside a title, or a given name, a person's name or a brand that holds a time word."""
    return (inside_title_marks(text, start, end) or given_name_after_surname(text, start, end)
            or person_named_by_weekday(text, start, end) or brand_named_by_month(text, start, end)
            or quoted_name(text, start, end) or name_opened_by_time_word(text, start, end) or song_title(text, start))
