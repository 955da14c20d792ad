"""A word problem that states its own rate: the answer is computed from the givens, not looked up (review20g).

"A ferry charges €8 per passenger plus €20 per car. What is the fee for one car with 3 passengers?", "If the fare is
$2.50 a ride and Sam rides 14 times, how much does he spend?", "小明每次过收费站交10元，一个月过20次，一共交多少过路费？",
"某高速公路每公里收费0.5元，全程120公里，应交多少元": the question itself gives a unit rate (a money figure per unit) and a
second number, then asks a total, a fee or a count to be worked out. Its words ("charges", "toll", "fee", 交 / 收费)
are the ones the fee, price and news shapes read, so it was searched (review20g's fit half: the same cause in an
English and a Chinese row). A rate asked without its figure ("how much is the toll on the Severn bridge"), a
present or news time word ("now", "this week", "already", 现在, 目前, 本周) and a rate with no second number ("if I earn $50,000, how much tax do I
pay": the tax is the law's, not a given) are no word problem.

``word_problem(text)`` returns a cue ("givens:...") or ``None``; ``gate.decide_by_rules`` asks it before its search
cues and keeps such a question local.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["word_problem"]

_MONEY_EN = (r"(?:[$€£¥₹]\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s*(?:dollars?|euros?|pounds?|cents?|yuan|yen|rupees?|"
             r"pesos?|francs?|bucks))")
# a money figure per unit: "$3 per car", "€8 per passenger", "$2.50 a ride", "£4 each", "$12 for every hour"
_UNIT_RATE_EN = re.compile(rf"{_MONEY_EN}\s*(?:per|a|an|each|every|for\s+(?:each|every|one))\b", re.IGNORECASE)
_NUMBER_EN = re.compile(r"(?<![\w.])\d[\d,]*(?:\.\d+)?(?![\w.])|\b(?:two|three|four|five|six|seven|eight|nine|ten|"
                        r"eleven|twelve|twenty|thirty|forty|fifty|hundred)\b", re.IGNORECASE)
_COMPUTE_EN = re.compile(r"\b(?:how\s+(?:much|many)|what\s+(?:is|was|will\s+be|would\s+be)\s+(?:the\s+)?(?:total|fee|"
                         r"cost|price|amount|sum|toll|fare|bill|change|profit|revenue|charge)|what\s+(?:does|do|did|will|"
                         r"would)\s+(?:\w+\s+){1,3}?(?:spend|pay|earn|owe|save|collect|make)|in\s+total|altogether)\b",
                         re.IGNORECASE)
# a present or news time word: the figure is reported, not given ("gas hit an average of $3.88 a gallon this week. How
# many states are already paying $4?", RealTimeQA 2023)
_PRESENT_EN = re.compile(r"\b(?:now|currently|current|latest|these\s+days|nowadays|still|anymore|already|so\s+far|"
                         r"today|tonight|yesterday|this\s+(?:week|month|year|season)|last\s+(?:week|month|year)|"
                         r"record|highs?|lows?)\b", re.IGNORECASE)

_MONEY_ZH = r"\d+(?:\.\d+)?\s*(?:元|块|角|美元|欧元|英镑|日元)"
# "每次交10元", "每公里收费0.5元", "每人20元", "10元/次", "每张票15元"
_UNIT_RATE_ZH = re.compile(rf"每(?:一)?(?:次|个|公里|千米|米|人|位|辆|件|本|支|斤|千克|公斤|小时|天|月|张|趟|份|瓶|盒|千瓦时|度|吨)"
                           rf"[^，。？?；;]{{0,8}}?{_MONEY_ZH}|{_MONEY_ZH}\s*/\s*(?:次|个|公里|千米|人|辆|件|小时|天|张|斤|千克|度)")
_NUMBER_ZH = re.compile(r"\d+(?:\.\d+)?|[一二两三四五六七八九十百千万]+(?=次|个|公里|千米|人|位|辆|件|本|天|月|张|趟|小时)")
_COMPUTE_ZH = re.compile(r"(?:一共|总共|共|应|需要|需|要|可以|能)[^，。？?]{0,6}?(?:多少|几)|(?:多少|几)(?:元|钱|块)|"
                         r"(?:应交|应付|应缴|花了|付了)")
_PRESENT_ZH = re.compile(r"现在|目前|如今|最新|今年|现行|本周|这周|本月|昨天|今天|已经|创新高|新低")
# an amount set by law or a scheme, unless the text gives its rate ("if I earn $900 a week and have 2 kids, how much
# tax do I pay": the tax is the law's; "with 8% tax" is a given)
_BY_LAW = re.compile(r"\b(?:tax|taxes|vat|duty|duties|benefits?|pension|allowance|stamp\s+duty)\b|税|社保|医保|公积金|养老金|补贴",
                     re.IGNORECASE)


def _numbers(pattern: re.Pattern[str], text: str) -> int:
    return len(pattern.findall(text))


def word_problem(text: str) -> str | None:
    """A cue when ``text`` states a unit rate and another number and asks a total to be worked out, else ``None``."""
    if _BY_LAW.search(text) and not re.search(r"%|percent|百分之", text, re.IGNORECASE):
        return None
    if re.search(r"[\u4e00-\u9fff]", text):
        m = _UNIT_RATE_ZH.search(text)
        if m and _COMPUTE_ZH.search(text) and not _PRESENT_ZH.search(text) and _numbers(_NUMBER_ZH, text) >= 2:
            return f"givens:{m.group(0)}"
        return None
    m = _UNIT_RATE_EN.search(text)
    if m and _COMPUTE_EN.search(text, m.end()) and not _PRESENT_EN.search(text) and _numbers(_NUMBER_EN, text) >= 2:
        return f"givens:{' '.join(m.group(0).lower().split())}"
    return None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
