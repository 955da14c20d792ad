"""A named country, body or firm asked about a return to a former state, or about a state it is said to have left
(gate17b, from the spent held halves of wave 21 / 21b and wave 22's fit half):
"when did the uk rejoin the european union", "when did netflix bring back its free plan", "why is instagram no
longer free", "英国是哪天重新加入欧盟的", "德国为什么又用回马克了".

A reversal ("rejoin", "bring back", "reinstate", "switch back", "no longer", 重新加入 / 又用回) told of a named actor
claims a change of its present state. Either the change is recent news or it never happened (a false premise about
the present, FreshQA's kind): only a search can tell which, so the question searches. A stated year pins the change
to a finished past ("when did france rejoin nato's command in 2009") and stands the rule down; so does an unnamed
subject ("why is pluto no longer a planet", "why is latin no longer spoken": no known actor, a settled fact).
"go back to" / "return to" are left out: they are as often a trip or a settled past ("when did indiana go back to
daylight saving time").
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .gate_news import named_actor
from .time.prefilter import screen_patterns

__all__ = ["reversed_state"]

# a return to a former state, or a present state said to be left
_REVERSAL_EN = re.compile(
    r"\b(?:re-?join(?:s|ed|ing)?|re-?introduc(?:e|es|ed|ing)|re-?instat(?:e|es|ed|ing)|re-?adopt(?:s|ed|ing)?|"
    r"(?:bring|brings|bringing|brought)\s+(?:(?:\w+\s+){0,4}?)back|switch(?:es|ed|ing)?\s+back|"
    r"revert(?:s|ed|ing)?\s+to|no\s+longer|"
    # gate18 (wave 23's fit half, wave 22's spent half): a present offer or feature said to be gone ("why is whatsapp
    # not free anymore", "why did youtube get rid of the like button", "when did costco drop its membership fee"):
    # a firm's offer now, changed lately or never (a false premise about the present). Ending a product line
    # ("stop making the model t") is left out: as often a settled past
    r"not\s+(?:[\w'’-]+\s+){0,3}?(?:anymore|any\s+more)|"
    r"(?:(?:get|gets|getting|got)\s+rid\s+of|drop|drops|dropped|dropping|scrap|scraps|scrapped|ditch|ditches|ditched|"
    r"axe|axed|kill|killed|pull|pulled)\s+(?:its|their|the)\s+(?:[\w'’-]+\s+){0,2}?(?:fees?|plans?|tiers?|subscriptions?|prices?|membership|ads|"
    r"paywall|discounts?|features?|buttons?|options?|perks?|services?|trials?|feeds?|tabs?|modes?|apps?|"
    r"programs?|programmes?|rewards|stores))\b", re.IGNORECASE)
_ASKS_EN = re.compile(r"^\s*(?:[\w ,'’-]{0,40}:\s*)?(?:when|why|since\s+when|what\s+year|which\s+year|how\s+come|"
                      r"is\s+it\s+true|did|has|have|is|are|does)\b", re.IGNORECASE)
_YEAR = re.compile(r"(?<!\d)(?:1[0-9]|20)\d\d(?!\d)|\d{2,4}\s*年")
# 重新加入 / 又用回 / 重新启用 / 不再: a return to a former state or a state left, asked why or when
_REVERSAL_ZH = re.compile(r"重新(?:加入|采用|使用|用回|启用|引入)|又(?:用回|加入|恢复)|恢复使用|不再")
_ASKS_ZH = re.compile(r"为什么|为啥|什么时候|何时|哪(?:一)?(?:天|年|月)|是不是|真的吗|吗[？?]?$")
_NAMED_ZH = re.compile(r"[\u4e00-\u9fff]{1,4}(?:国|公司|集团|银行|政府|央行|联盟)|英国|美国|德国|法国|日本|中国|欧盟|"
                       r"俄罗斯|加拿大|澳大利亚|印度|微信|苹果公司|谷歌|微软|亚马逊|奈飞|推特|脸书")


def reversed_state(text: str) -> str | None:
    """The reversal's words when ``text`` asks when / why a named actor returned to a former state or left its
    present one, with no stated year; else ``None``."""
    if _YEAR.search(text):
        return None
    if m := _REVERSAL_ZH.search(text):
        if _ASKS_ZH.search(text) and _NAMED_ZH.search(text[:m.start()]):
            return m.group(0)
        return None
    m = _REVERSAL_EN.search(text)
    if not m or not _ASKS_EN.match(text):
        return None
    actor = named_actor(text)
    return " ".join(m.group(0).lower().split()) if actor else None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
