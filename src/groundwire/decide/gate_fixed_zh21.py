"""Two Chinese frames whose answer never moves (gate21-local).

* A named battle of history asked who won ("赤壁之战谁赢了", "淝水之战最后谁胜了", "官渡之战的结果是什么"): a
  X之战 / X战役 named by a two- or three-character place is one battle fought once. A match billed as a battle
  ("湖人和勇士之战谁赢了", "德比之战", "巅峰之战") names two sides or a sports word, and a war under way ("俄乌战争")
  is no 之战: those keep their reading.
* A game's unit scored to its rule ("乒乓球一局打到多少分", "网球一盘要赢几局", "篮球一节多少分钟"): a rule of the
  game; a match being played ("这一局打到多少分了", "现在第几局") is dated and keeps its search.

``fixed_zh21(text)`` returns a cue or ``None``.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["fixed_zh21"]

_BATTLE_ZH = re.compile(r"(?:^|[，。：:\s])(?P<name>[\u4e00-\u9fff]{2,3})(?:之战|战役)(?:中|里)?(?:最后|最终|到底)?"
                        r"(?:是)?(?:谁|哪(?:方|边|一方|个国家|国))?(?:赢了|胜了|获胜|胜利|打赢|输了|战败|赢|胜)|"
                        r"(?:^|[，。：:\s])(?P<name2>[\u4e00-\u9fff]{2,3})(?:之战|战役)的?(?:结果|胜负)")
_MATCH_WORDS_ZH = re.compile(r"和|与|对|跟|德比|巅峰|焦点|天王山|卫冕|冠军|决赛|揭幕|首秀|生死|榜首|国家|复仇|"
                             r"收官|季后|常规|湖人|勇士|国足|国乒|[A-Za-z]")
_GAME_UNIT_ZH = re.compile(r"(?:乒乓球|羽毛球|网球|排球|篮球|足球|冰球|手球|台球|斯诺克|棒球|橄榄球|围棋|象棋)"
                           r"[^，。？?]{0,4}?(?:一局|每局|一盘|每盘|一节|每节|一场|每场|半场|一轮|每轮)"
                           r"(?:比赛)?(?:要|需要|得|是|共|一共|打到|打|赢|有|多长时间|多久)?[^，。？?]{0,3}?"
                           r"(?:多少分|几分|几局|几盘|几球|多少球|多少分钟|几分钟|多长时间|多久)")
_NOW_ZH = re.compile(r"现在|目前|今天|今晚|昨晚|刚才|刚刚|这一局|这局|这盘|这场|本场|第几|了吗|[分局盘球]了|最新|今年|本届|新规|改成")


def fixed_zh21(text: str) -> str | None:
    """A cue when ``text`` asks who won a named battle of history or a game unit's rule, in Chinese; else ``None``."""
    if _NOW_ZH.search(text):
        return None
    if (m := _BATTLE_ZH.search(text)) and not _MATCH_WORDS_ZH.search(m.group("name") or m.group("name2") or ""):
        if not _MATCH_WORDS_ZH.search(text[:m.end()]):
            return f"battle:{m.group(0).strip('，。：: ')[:8]}"
    if m := _GAME_UNIT_ZH.search(text):
        return f"rule:{m.group(0)[:10]}"
    return None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
