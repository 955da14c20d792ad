"""Chinese amounts set by public policy: allowances, deductions, quotas and thresholds (gate20).

"个税专项附加扣除里子女教育每月能扣多少", "育儿补贴标准是多少", "公积金贷款额度提高了多少", "个税起征点是多少": the amount
is set by a rule that is revised (wave 29's fit half; wave 6's spent held half: "个税专项附加扣除有新标准吗", "育儿补贴怎么领，
标准是多少", "上海公积金贷款额度提高了多少"). A definition ("起征点是什么意思") asks no amount; the user's own account ("我的公积金
额度是多少") is the user's, not the rule's; who sets it ("最低工资标准是由谁制定的") asks no amount.

``allowance_zh(text)`` returns a cue ("policy:...") or ``None``; ``gate._shape_cues`` reads it beside the other Chinese
count and figure shapes.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["allowance_zh"]

_AMOUNT_ZH = re.compile(r"(?:补贴|补助|津贴|扣除|抵扣|额度|起征点|限额|缴费基数|缴存基数|基数|最低工资|养老金|退休金|报销比例|"
                        r"免税额|免征额|个税|公积金|社保|医保|低保|抚恤金|奖励金)[^，。？?]{0,12}?(?:多少|几[千万百]|标准是(?:多少|几)|新标准|"
                        r"提高了|上调了?|下调了?|调整了?|涨了|降了)")
_DEFINITION_ZH = re.compile(r"什么意思|是什么意思|指的是什么|是指什么|的定义")
_OWN_ZH = re.compile(r"我(?![国省市区县])|咱|俺")


def allowance_zh(text: str) -> str | None:
    """A cue when ``text`` asks an amount set by public policy (see the module's docstring), else ``None``."""
    m = _AMOUNT_ZH.search(text)
    if not m or _DEFINITION_ZH.search(text) or _OWN_ZH.search(text):
        return None
    return f"policy:{m.group(0)}"


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
