"""A standing fact of a named thing asked with no time word: what it sells, whether it is legal, where it sits, whose
it is (gate18b).

FreshQA-like questions carry the change in the word class alone, not in a time word. Four classes the other rules
did not read (wave 24's fit half, wave 23's spent halves):

* a maker's line-up: "which <models | cars | consoles | flavours | sizes ...> does <X> sell / make / offer / come
  in" — a line-up is renewed every year or two;
* a legal status in a place: "is <X> legal / banned / allowed in <place>", "在中国开网约车合法吗" — laws change;
* where a body sits: "where is <X> headquartered / based", "what city is <X>'s headquarters in", "where is the <X>
  tour playing", "阿里巴巴总部在哪" — firms move, tours travel;
* whose a brand is: "which company does <X> belong to", "what company is <X> part of / owned by" — brands are sold.

And Chinese fees and members that are set anew: "北大学费一年多少", "港珠澳大桥通行费是多少", "五月天的成员有哪些"; a
series' running count ("出到第几代了"); a place's rule still in force ("日本还能用支付宝吗").

``standing_fact(text)`` returns a cue ("lineup:...", "legal:...", "seat:...", "owner:...", "fee:...",
"members:...") or ``None``. The caller (``gate._patterns``) reads it only where no stated year, no past-only tense
and no person of history pins the question; a generic subject ("what sizes do eggs come in", "is it legal to ...")
is no named thing and is left alone.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["standing_fact"]

# a generic or the user's own subject: no named thing ("what sizes do eggs come in", "which games does my son play")
_GENERIC = r"(?!(?:an?|my|our|your|his|her|their|this|that|these|those|it|you|i|we|they|people|most|some|any)\b)"
_PRODUCTS = (r"models?|cars?|vehicles?|trims?|consoles?|phones?|handsets?|laptops?|tablets?|devices?|products?|"
             r"flavou?rs?|sizes?|colou?rs?|versions?|plans?|tiers?|editions?|items?|drinks?|burgers?|menu\s+items?|"
             r"watches|bikes?|motorcycles?|planes?|aircraft|jets?|engines?|chips?|cameras?|tvs?|televisions?|"
             r"guitars?|services?|routes?|destinations?|courses?|degrees?|programmes?|programs?")
_LINEUP_EN = re.compile(
    rf"^\s*(?:so\s+|and\s+)?(?:which|what)\s+(?:[\w'’-]+\s+){{0,2}}?(?:{_PRODUCTS})\s+(?:does|do)\s+{_GENERIC}"
    r"(?P<who>(?:[\w'’.&-]+\s+){1,4}?)(?:still\s+)?(?:sell|make|offer|produce|build|manufacture|carry|stock|serve|"
    r"do|fly\s+to|come\s+in)\b", re.IGNORECASE)
_LEGAL_EN = re.compile(
    rf"^\s*(?:so\s+|and\s+)?(?:is|are)\s+{_GENERIC}(?P<what>(?:[\w'’.&-]+\s+){{1,5}}?)(?:still\s+|now\s+)?"
    r"(?:legal|illegal|banned|allowed|permitted|outlawed|prohibited|decriminali[sz]ed|legali[sz]ed|recogni[sz]ed)\s+"
    r"(?:in|on|across|throughout)\s+(?:the\s+)?[\w'’-]", re.IGNORECASE)
_SEAT_EN = re.compile(
    rf"^\s*where\s+(?:is|are)\s+{_GENERIC}(?P<who>(?:[\w'’.&-]+\s+){{1,5}}?)(?:headquartered|based|"
    r"head\s*quartered|(?:tour|show|exhibition|production)\s+(?:playing|touring|stopping|showing|on))\b|"
    rf"^\s*(?:what|which)\s+(?:city|town|country|state)\s+(?:is|are)\s+(?:the\s+)?{_GENERIC}"
    r"(?:[\w'’.&-]+\s+){0,4}?(?:[\w.&-]+(?:'s|’s)\s+)(?:headquarters|head\s+office|hq|base)\s+(?:in|located)\b|"
    r"^\s*where\s+(?:is|are)\s+(?:the\s+)?(?:[\w'’.&-]+\s+){0,4}?[\w.&-]+(?:'s|’s)\s+(?:headquarters|head\s+office|"
    r"hq)\b", re.IGNORECASE)
_OWNER_EN = re.compile(
    r"^\s*(?:which|what)\s+(?:[\w-]+\s+)?(?:company|companies|carmaker|automaker|group|firm|conglomerate|"
    r"corporation|brand|owner|parent|holding\s+company)\s+(?:does|do|is|are)\s+"
    rf"{_GENERIC}(?:[\w'’.&-]+\s+){{1,4}}?(?:belong\s+to|part\s+of|owned\s+by|a\s+subsidiary\s+of|under)\b",
    re.IGNORECASE)
# Chinese: a legal status ("在中国开网约车合法吗", "日本赌博违法吗"), a seat ("总部在哪"), a fee set anew, a line-up of members
_LEGAL_ZH = re.compile(r"[\u4e00-\u9fffA-Za-z]{2,}[^，。？?]{0,12}?(?:合法|违法|犯法|被禁|禁止)(?:吗|嘛|么|不|没有?)")
_SEAT_ZH = re.compile(r"总部(?:设)?(?:在|位于)(?:哪|哪里|哪儿|哪个城市|什么地方|何处)")
_FEE_ZH = re.compile(r"(?:学费|住宿费|通行费|过路费|签证费|手续费|服务费|会员费|年费|月费|罚款|罚金|缴费基数)"
                     r"[^，。？?]{0,6}?(?:多少|几)|罚多少")
# a series' running count ("华为Mate系列出到第几代了", "这部剧出到第几季"): the next one comes out
_SERIES_ZH = re.compile(r"出到(?:了)?第?(?:几|多少)(?:代|部|季|集|版|款|章|卷|话|期)?")
# a place's rule still in force ("日本还能用支付宝吗", "去泰国还需要签证吗"): a named country or region, then 还 + a modal
_STILL_RULE_ZH = re.compile(r"(?:[\u4e00-\u9fff]{1,3}国|日本|中国|香港|澳门|台湾|欧盟|欧洲|新加坡|马来西亚|澳大利亚|"
                            r"加拿大|俄罗斯|印度|越南|迪拜)"
                            # gate18c: a place word inside a title or a character's name is no place (美国队长,
                            # 日本鬼子): the place word must not run on into a character (a show, 中国好声音, keeps its status)
                            r"(?!队长|超人|女侠|侠|鬼子)"
                            r"[^，。？?]{0,10}?还(?:能|可以|需要|要|用|收|允许)[^，。？?]{1,8}?(?:吗|么|嘛)")
_HISTORY_ZH = re.compile(r"古代|以前|当年|那时|历史上|[清明元宋唐汉秦]朝|民国")  # "清朝以前中国还需要交人头税吗": history
# gate18c (spent halves of waves 23 / 24): whose a brand is ("饿了么属于哪家公司", "抖音是哪个公司的", "xx的母公司是
#哪家"), what a maker sells ("小米手机有哪些型号在售", "特斯拉在国内卖哪几款车"), whether a series has its next season
# ("《三体》电视剧有没有出第二季"); who founded or first launched it ("最早是哪家公司推出的") is history
_OWNER_ZH = re.compile(r"(?:属于|归属于?|隶属于?|归)(?:哪家|哪个|哪一家|什么)(?:公司|集团|企业)|"
                       r"是(?:哪家|哪个|哪一家|什么)(?:公司|集团|企业)(?:旗下)?的(?=\s*(?:[？?。！!呀啊呢吗啦]|$))|母公司是(?:谁|哪)|"
                       r"是谁家的|(?:哪家|哪个)(?:公司|集团)旗下")
_ORIGIN_ZH = re.compile(r"最早|最初|起初|当初|推出|创办|创立|创建|成立|发明|研发|开发的|谁做的|首创")
_LINEUP_ZH = re.compile(r"(?:在售|在卖|卖|销售|出售|推出)(?:的)?(?:哪些|哪几款|哪几种|哪几个|什么)(?:型号|款|车型|机型|"
                        r"系列|车|手机|产品)?|(?:哪些|哪几款|几款)(?:型号|车型|机型|产品|款)[^，。？?]{0,4}?(?:在售|在卖)")
_NEXT_SEASON_ZH = re.compile(r"(?:有没有|有无|出没出|是否|会不会|还会)(?:出|拍|上|播)(?:了)?第?[二三四五六七八九十\d]{1,3}"
                             r"(?:季|部)|第[二三四五六七八九十\d]{1,3}(?:季|部)(?:出了|上了|播了|拍了)(?:吗|没)")
_MEMBERS_ZH = re.compile(r"(?:成员|队员|阵容|主持人|嘉宾|常委|董事会)(?:都)?(?:有哪些|有谁|是谁|是哪些)")


_HAN_ZH = re.compile(r"[\u4e00-\u9fff]")


def _bare_plural(who: str | None) -> bool:
    """A single lower-case plural subject is a kind, not a name ("what sizes do eggs come in")."""
    words = (who or "").split()
    return len(words) == 1 and words[0].islower() and words[0].endswith("s") and not words[0].endswith("'s")


def standing_fact(text: str) -> str | None:
    """The cue of a named thing's standing fact asked with no time word, or ``None``."""
    for label, pattern in (("lineup", _LINEUP_EN), ("legal", _LEGAL_EN), ("seat", _SEAT_EN), ("owner", _OWNER_EN),
                           ("legal", _LEGAL_ZH), ("seat", _SEAT_ZH), ("fee", _FEE_ZH), ("members", _MEMBERS_ZH),
                           ("series", _SERIES_ZH), ("still", _STILL_RULE_ZH), ("owner", _OWNER_ZH),
                           ("lineup", _LINEUP_ZH), ("series", _NEXT_SEASON_ZH)):
        if label == "still" and _HISTORY_ZH.search(text):
            continue
        if label in ("owner", "lineup") and _HAN_ZH.search(text) and (_ORIGIN_ZH.search(text) or
                                                                      _HISTORY_ZH.search(text)):
            continue  # "支付宝最早是哪家公司推出的": who launched it is history
        if (found := pattern.search(text)) and not _bare_plural(found.groupdict().get("who")):
            return f"{label}:{found.group(0).strip().lower()}"
    return None


screen_patterns(globals())
