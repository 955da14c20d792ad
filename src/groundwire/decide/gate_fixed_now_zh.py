"""A bare "now" (现在 / 目前 / 如今 / 当前) before a Chinese question fixed by nature or by a rule (gate22-local).

"目前太阳系最大的行星是哪颗", "目前人体最大的器官是什么", "现在的奥运会每几年举行一次", "如今世界杯几年举办一次": the answer
(Jupiter, the skin, four years) is fixed by nature or by the event's charter; the "now" only says how people ask.
The same questions without it stay local already (wave 33's spent held half: the planet and the Olympics' period).

The grammar: a now word, no other time word (最新 / 今年 / 下一届 / 最近 / 纪录 …), and either a superlative of a
fixed natural set (太阳系 / 人体 / 地球上 / 世界上 / 七大洲 / 四大洋 + 最大 / 最小 / 最高 / 最长 / 最深 … + 行星 / 卫星 /
器官 / 骨头 / 海洋 / 大洲 / 山峰 / 河流 / 湖泊 / 海沟 / 沙漠 / 岛屿 / 元素) or a period of a recurring event (每几年
举行一次 / 几年一届). Built works (建筑, 大桥), people and open sets (恒星, 质数: found anew) are left to the other rules.

``fixed_now_zh(text)`` returns the cue or ``None``; ``gate_local21.settled_frame`` reads it.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["fixed_now_zh"]

_NOW_ZH = re.compile(r"现在|目前|如今|当前|当今")
_OTHER_TIME_ZH = re.compile(r"最新|今年|明年|去年|下一?届|本届|上一?届|最近|近期|纪录|记录|排名|新发现|刚|马上|将")
_FIXED_SET_ZH = re.compile(
    r"(?:太阳系|人体|人身上|地球上?|世界上|全世界|七大洲|四大洋|元素周期表)[^，。？?]{0,6}?最(?:大|小|高|长|深|重|轻|热|冷|远|近|多|少)"
    r"的?(?:行星|卫星|器官|骨头|骨骼|肌肉|海洋|大洋|大洲|洲|山峰|山|河流|河|湖泊|湖|海沟|沙漠|岛屿|岛|元素|气体)")
_PERIOD_ZH = re.compile(r"(?:每|隔)?(?:几|多少)年(?:举行|举办|召开|一次|一届)|几年一(?:次|届)")


def fixed_now_zh(text: str) -> str | None:
    """The cue of a bare "now" before a question fixed by nature or a rule (see the module's docstring), or ``None``."""
    if not _NOW_ZH.search(text) or _OTHER_TIME_ZH.search(text):
        return None
    m = _FIXED_SET_ZH.search(text) or _PERIOD_ZH.search(text)
    return f"fixed_now:{m.group(0)}" if m else None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
