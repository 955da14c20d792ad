"""Chinese people of history asked about (gate-hist-zh12, issue 8): "郑和下西洋一共几次", "诸葛亮一共北伐了几次",
"孔子有多少个弟子". The count shape ("一共几次", "有多少个") reads as a drifting tally; when the one counted is a person
of history (the hand-written list ``data/gate_history_names_zh.txt``) the tally is a settled life, so the shape
stands down. A thing named after the person (郑和号, 孔子学院, 鲁迅文学奖, 张衡一号) is today's and is no person; a
name marked "~" (also a ship's, a satellite's, a firm's) settles nothing beside a deed of today's public life.
Time words still search ("孔子最新研究", a hard trigger read before this).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from functools import lru_cache
from pathlib import Path

import ahocorasick_rs

from ..datafile import read_name_list

__all__ = ["HISTORY_NAMES_ZH_FILE", "history_person_zh"]

HISTORY_NAMES_ZH_FILE = Path(__file__).resolve().parent.parent / "data" / "gate_history_names_zh.txt"
# a thing named after the person right after the name: a ship, a satellite, a school, a place, a prize, a firm; a
# prize or school may carry a word between ("鲁迅文学奖", "孔子国际学院")
_NAMED_AFTER_ZH = re.compile(
    r"\s*(?:[\u4e00-\u9fff]{0,3}?(?:奖|学院|大学|中学|小学|纪念馆|基金会|研究院|文化节|艺术节)|"
    r"[一二三四五六七八九十\d]+号|号|舰|轮|卫星|学校|研究所|路|街|大道|广场|公园|"
    r"机场|站|码头|港|纪念馆|纪念堂|博物馆|故居|景区|陵|墓|祠|庙|像|雕像|奖|杯|基金|公司|集团|酒店|医院|药房|"
    r"大药房|医药|药业|文化节|旅游节|旅游日|日|计划|工程|望远镜|量子|实验室|县|镇|村|区|市)")
# a deed of today's public life: a "~" name beside it is the namesake (墨子号 launched, 郑和 the ship's visit)
_TODAYS_DEED_ZH = re.compile(r"发射|升空|入轨|下水|入列|服役|出访|靠港|首航|访问|上市|股价|股票|融资|收购|选举|投票|"
                             r"开业|停业|开放|闭馆|门票|票价|营业|宣布|发布|通报|报道|台风|地震|暴雨|评选|获奖|颁奖|"
                             r"招生|分数线|排名")

_HAN = re.compile(r"[\u4e00-\u9fff]")
# a game, show or film's character of the same name ("王者荣耀诸葛亮的皮肤有几个", "新版三国里曹操是谁演的"): today's work
_TODAYS_WORK_ZH = re.compile(r"王者荣耀|游戏|手游|皮肤|出装|铭文|英雄联盟|原神|电视剧|电影|演员|扮演|饰演|谁演|翻拍|综艺")


@lru_cache(maxsize=1)
def _read_names() -> tuple[tuple[str, ...], frozenset[str], ahocorasick_rs.AhoCorasick]:
    """(every name, longest first; the names marked "~" that today's world also gives to a thing; an automaton
    over every name, which finds the names a text holds in one pass instead of one ``find`` per name)."""
    names, namesakes = read_name_list(HISTORY_NAMES_ZH_FILE)
    return (tuple(sorted(names, key=lambda name: (-len(name), name))), namesakes,
            ahocorasick_rs.AhoCorasick(sorted(names)))


def history_person_zh(text: str) -> str | None:
    """The first Chinese person of history named in ``text`` and meant as the person, else ``None``."""
    if not _HAN.search(text):
        return None  # English text: skip the scan over every name
    names, namesakes, automaton = _read_names()
    if _TODAYS_WORK_ZH.search(text):
        return None
    held = set(automaton.find_matches_as_strings(text, overlapping=True))  # every name in the text (gate-en13)
    if not held:
        return None
    for name in (name for name in names if name in held):  # longest first, as before
        start = text.find(name)
        while start != -1:
            end = start + len(name)
            if not _NAMED_AFTER_ZH.match(text, end) and not (name in namesakes and _TODAYS_DEED_ZH.search(text)):
                return name
            start = text.find(name, end)
    return None
