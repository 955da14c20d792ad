"""Chinese counts whose answer does not drift: the parts of a set, a script, a shape or a body.

The gate's count shape ("中国有多少个城市", "这家公司有几名员工") searches, since such counts change. Some counts are
fixed by what the thing is, as the English rules' ``FIXED_PARTS`` say for "how many sides does a hexagon have":
the letters of an alphabet, a language's tones, a character's strokes, the tiles of a mahjong set, the eggs in a
dozen, the squares of a board, a shape's sides, an animal's legs (gate-zh13, its second probe, read: "英语有几个字母",
"粤语有几个声调", "麻将一副有多少张牌", "一打鸡蛋有几只" were all searched). A whole of fixed span asked for its most
or least ("一个月最多有多少天") is the same kind of fact.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.normalize_zh import normalize
from .time.prefilter import screen_patterns

__all__ = ["fixed_count_zh"]

# the counted noun is a part fixed by the thing's kind
_FIXED_PART_ZH = re.compile(
    r"(?:多少|几)(?:个|张|只|隻|条|根|块|颗|种|笔|位)?"
    r"(?:声调|音调|音节|笔画|画|字母|声母|韵母|元音|辅音|部首|偏旁|麻将牌|牌|棋子|交叉点|格子?|边|条边|角|个角|面|顶点|"
    r"对角线|腿|脚|爪|翅膀|触角|骨头|牙齿?|肋骨|染色体|琴键|键|弦|孔|音符|卦|爻|星座|生肖|天干|地支|节气|"
    # gate18: a body's chambers and limbs ("心脏有几个腔", "人有几根手指")
    r"腔|心室|心房|肺叶|手指|脚趾|触手|鳍)"
    # the noun ends the count, not the head of a longer word: 角色, 孔子学院, 面包店, 边境, 牌照, 画廊 (review13a)
    r"(?=$|[\s，,。？?！!、；;：:）)」”\"'吗呢啊呀吧么嘛哦]|组成|构成|分别|都|是|和|与|及|跟|加)")
# a set of fixed size: a dozen, a pack, a pair ("一打鸡蛋有几只", "麻将一副有几张")
_FIXED_SET_ZH = re.compile(r"一(?:打|副|对|双)[\u4e00-\u9fff]{0,4}?(?:有|是)?(?:多少|几)|"
                           r"[\u4e00-\u9fff]{1,4}一(?:打|副|对|双)(?:有|是)?(?:多少|几)")
# a fixed span asked its most or least ("一个月最多有多少天", "一年最少有几个星期天")
# gate18: the solar system's planets (八大行星, fixed by the 2006 definition)
_SOLAR_PLANETS_ZH = re.compile(r"太阳系[^，。？?]{0,4}?(?:几|多少)(?:大|颗|个)?行星")
_SPAN_EXTREME_ZH = re.compile(r"^\s*一(?:年|个月|月|周|星期|个星期|天|日|小时|世纪)(?:中|里|内)?最(?:多|少)")

# a few Traditional forms normalize_zh leaves (隻 is read as 只 above)
_TRADITIONAL = str.maketrans({"幾": "几", "張": "张", "條": "条", "塊": "块", "顆": "颗", "聲": "声", "調": "调",
                              "筆": "笔", "畫": "画", "邊": "边", "腳": "脚", "鍵": "键", "絃": "弦", "將": "将",
                              "個": "个", "對": "对", "雙": "双", "節": "节", "氣": "气", "週": "周"})


def fixed_count_zh(text: str) -> bool:
    """True when ``text`` counts parts that a thing's kind fixes ("英语有几个字母"), the members of a fixed set
    ("一打鸡蛋有几只") or a fixed span's most or least ("一个月最多有多少天")."""
    if not any("\u4e00" <= ch <= "\u9fff" for ch in text):
        return False
    text = normalize(text).translate(_TRADITIONAL)
    return bool(_FIXED_PART_ZH.search(text) or _FIXED_SET_ZH.search(text) or _SPAN_EXTREME_ZH.match(text)
                or _SOLAR_PLANETS_ZH.search(text))


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
