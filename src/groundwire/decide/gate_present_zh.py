"""Chinese slots of a named thing's present fact that the other Chinese shapes do not read (gate20).

From a probe of our own in wave 29's voices (棋迷, F1 / K-pop / anime fans, 数码, 摇号), its misses read:

* a named person's or thing's running figure: "柯洁的等级分是多少", "梅西的身价多少", "这部电影票房多少";
* an affiliation now: "汉密尔顿开哪个车队的车", "防弹少年团的经纪公司是哪家", "Lisa签了哪个公司", "抖音的母公司叫什么";
* how far a product line or a serial has run: "华为Mate系列出到哪一代了", "海贼王更新到多少话了";
* a rate of a process that is re-measured: "车牌摇号中签率多少", "考研录取率是多少".

A first, former or past tie ("第一家经纪公司", "当年签的哪个公司", "曾经效力", "在哪家俱乐部出道的") and the user's own ("我的等级分") are left
alone. ``present_zh(text)`` returns a cue ("figure:", "status:", "series:", "rate:") or ``None``; ``gate._shape_cues``
reads it where nothing fixes the question (``fixed``).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["present_zh"]

_FIGURE_ZH = re.compile(r"(?:等级分|世界排名|排名|积分|身价|年薪|周薪|薪水|粉丝数|粉丝量|订阅数|市值|估值|票房|播放量|销量|"
                        r"评分|胜率)(?:是|有|达到|一共|排|排在|排名)?(?:多少|几|第几)")
_TIE_ZH = re.compile(r"(?:经纪公司|母公司|东家|车队|厂牌|唱片公司|所属公司|战队|俱乐部|球队)(?:是|叫)?(?:哪家|哪个|哪支|什么|谁)|"
                     r"签(?:了|约|约了|在)?(?:哪家|哪个|什么)(?:公司|经纪公司|俱乐部|球队|战队|厂牌)|"
                     r"(?:开|效力于?|加盟|在|属于)(?:哪个|哪支|哪家)(?:车队|球队|俱乐部|战队|公司)")
_SERIES_ZH = re.compile(r"(?:出|更新|连载|发展|卖)到(?:了)?(?:哪一|哪|第几|多少|几)(?:代|版|季|集|话|部|期)")
_RATE_ZH = re.compile(r"(?:中签率|录取率|通过率|合格率|出生率|结婚率|离婚率|失业率|通胀率|上线率|就业率|升学率|"
                      r"报录比)(?:是|有)?(?:多少|几)")
_PINNED_ZH = re.compile(r"第一|首|最早|最初|当年|曾经|以前|原来|之前|前任|出道|成名|出生|青训|起家|\d{2,4}\s*年")
_OWN_ZH = re.compile(r"我|咱|俺|你|您")


def present_zh(text: str) -> str | None:
    """A cue when ``text`` asks a named thing's present figure, tie, run or rate in Chinese, else ``None``."""
    if _OWN_ZH.search(text) or _PINNED_ZH.search(text):
        return None
    for label, pattern in (("figure", _FIGURE_ZH), ("status", _TIE_ZH), ("series", _SERIES_ZH), ("rate", _RATE_ZH)):
        if (m := pattern.search(text)) and m.start() >= 2:
            return f"{label}:{m.group(0)}"
    return None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
