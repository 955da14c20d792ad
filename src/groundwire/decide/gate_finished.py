"""A standing fact of something known to be over, asked in the present tense (gate18c): "who is the drummer of the
beatles", "what team does michael jordan play for", "where is lehman brothers headquartered", "披头士的鼓手是谁",
"乔丹在哪个队打球".

The role, affiliation and seat shapes (``gate._ROLE_EN``, ``gate_drift``'s cast and affiliation shapes,
``gate_standing``'s seat) read a present tense as a holder that changes. Of a band split for good, a player retired
for good or a firm dissolved (``data/gate_careers_over.txt``, written by hand from general knowledge, the list
gate17's finished tallies read), the line-up, the last team and the last seat are history: the present tense is only
how people ask. A time word or "still" ("who is michael jordan's team now", "is pan am still flying", 现在, 复出), or a
second career ("as an owner", 执教, 老板) keeps the question live, as does anything the name does not govern (an
owner of rights, a spouse: only roles, teams, positions and seats are dropped).

``finished_subject(text)`` returns the listed name or ``None``; ``gate._patterns`` then drops its role, status and
seat cues.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from functools import lru_cache

from .gate_career import _careers_over, _own_name_zh
from .time.prefilter import screen_patterns

__all__ = ["LAPSED_CUES", "finished_subject"]

# the cues a finished subject makes moot: who holds a post, which team or club, where the seat is
LAPSED_CUES = ("role:", "status:", "seat:")
_LIVE_EN = re.compile(r"\b(?:now|nowadays|currently|current|today|still|these\s+days|this\s+(?:year|season)|anymore|"
                      r"any\s+more|lately|recently|latest|new|newest|next|reunion|reunite[sd]?|comeback|again)\b|"
                      r"\bas\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+)?(?:owner|co-owner|coach|manager|president|"
                      r"executive|commentator|analyst|investor|ambassador|chairman)\b", re.IGNORECASE)
_LIVE_ZH = re.compile(r"现在|目前|如今|今年|本赛季|最近|最新|还|仍然|依然|复出|重组|合体|至今|执教|老板|东家|董事长|"
                      r"老婆|妻子|丈夫|女儿|儿子|身体|住在|住哪")
# Chinese: the post or the team of a band or a player (the English shapes are the gate's own role cues)
_POST_ZH = re.compile(r"鼓手|吉他手|贝斯手|键盘手|主唱|成员|队员|哪个队|哪支球队|哪个球队|什么队|哪个俱乐部|"
                      r"什么位置|几号|球衣号")


@lru_cache(maxsize=1)
def _english_names() -> re.Pattern[str]:
    english = sorted(_careers_over()[0], key=len, reverse=True)
    return re.compile(r"(?<![\w'’])(?:" + "|".join(re.escape(n) for n in english) + r")(?![\w'’])", re.IGNORECASE)


def finished_subject(text: str) -> str | None:
    """The name of a career, band or firm known to be over (data/gate_careers_over.txt) that ``text`` asks a post,
    a team or a seat of in the present tense, with no time word, "still" or second career; else ``None``."""
    if re.search(r"[\u4e00-\u9fff]", text):
        if _LIVE_ZH.search(text) or not _POST_ZH.search(text):
            return None
        return next((n for n in _careers_over()[1] if _own_name_zh(text, n)), None)
    if _LIVE_EN.search(text):
        return None
    found = _english_names().search(text)
    return found.group(0).lower() if found else None


screen_patterns(globals())
