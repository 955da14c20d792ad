"""A count of the instalments of a series known to be over, asked in the present tense (gate24): "how many seasons of
Breaking Bad are there", "How many Godfather movies are there?", "how many episodes does Seinfeld have",
"《甄嬛传》一共有多少集".

The count shapes (``gate._COUNT_*``, ``gate_drift``'s roster) read "how many ... are there / does X have" as a
running count, which it is for a show still on air ("how many seasons of Grey's Anatomy are there") and is not for
one that ended for good. Rounds 6, 14, 15, 20 (look-alike review) and 22 (local wave 35) each wrote such a question
about a finished show or film series as local, and the gate searched every one: the present tense is only how
people ask. A count asked in the past ("how many seasons did The Wire run") was already settled.

Which series are over is knowledge, not grammar: ``data/gate_series_over.txt`` lists, by hand from general knowledge,
television series ended for good and closed film series with no revival or new instalment in 2021-2026. Not
covered: a series not on the list (it is still searched), a book series (left out: most were adapted anew), a count
of something else about the series (its awards, its viewers, where it streams: "on Netflix", "available", a
spin-off, a reboot or a sequel keeps the count live).

``series_over_count(text)`` returns the listed title or ``None``; ``gate._patterns`` then drops its count cues.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from functools import lru_cache
from pathlib import Path

from ..datafile import read_name_list
from .time.prefilter import screen_patterns

__all__ = ["COUNT_CUES", "series_over_count"]

SERIES_OVER_FILE = Path(__file__).resolve().parent.parent / "data" / "gate_series_over.txt"
# the cues a closed run makes moot: a count that grows, a roster of instalments
COUNT_CUES = ("count:", "roster:")
_HAN = re.compile(r"[\u4e00-\u9fff]")
_UNITS_EN = r"(?:seasons|series|episodes|films|movies|instal(?:l)?ments|parts|chapters)"
# something about the series that still moves: where it streams, what is added to it
_LIVE_EN = re.compile(r"\b(?:on\s+(?:netflix|hulu|max|hbo|disney|prime|amazon|peacock|paramount|apple|stan|bbc|"
                      r"iplayer|youtube)|streaming|available|to\s+watch|so\s+far|yet|new|next|upcoming|planned|"
                      r"coming|spin-?offs?|sequels?|prequels?|reboots?|revivals?|remakes?|reunions?|specials?|"
                      r"won|wins|awards?|emmys?|oscars?|viewers|views|watched)\b", re.IGNORECASE)
_COUNT_ZH = re.compile(r"(?:一共|总共|共|总|有|拍了|拍|出了)(?:有|拍了|拍)?(?:多少|几|幾)(?:集|季|部)")
_LIVE_ZH = re.compile(r"现在|目前|如今|今年|最近|最新|还|新一季|续集|续作|翻拍|重拍|番外|特别篇|上线|播出了|更新")


@lru_cache(maxsize=1)
def _titles() -> tuple[re.Pattern[str], tuple[str, ...]]:
    names = read_name_list(SERIES_OVER_FILE, lambda n: " ".join(n.lower().split()))[0]
    english = sorted((n for n in names if not _HAN.search(n)), key=len, reverse=True)
    title = r"(?:the\s+)?(?:" + "|".join(re.escape(n) for n in english) + r")"
    # "how many seasons of Breaking Bad", "how many episodes does Seinfeld have", "how many episodes are on the
    # Breaking Bad episode list", "how many Godfather movies"
    ask = re.compile(rf"\bhow\s+many\s+(?:(?:[\w'’-]+\s+){{0,2}}?{_UNITS_EN}\s+(?:[\w'’-]+\s+){{0,3}}?{title}"
                     rf"|{title}\s+{_UNITS_EN})(?![\w'’])", re.IGNORECASE)
    return ask, tuple(sorted((n for n in names if _HAN.search(n)), key=len, reverse=True))


def series_over_count(text: str) -> str | None:
    """The listed title when ``text`` counts the seasons, episodes or films of a series known to be over, with
    nothing that still moves beside the count; else ``None``."""
    ask, chinese = _titles()
    if _HAN.search(text):
        if _LIVE_ZH.search(text) or not _COUNT_ZH.search(text):
            return None
        return next((n for n in chinese if n in text), None)
    if _LIVE_EN.search(text):
        return None
    m = ask.search(text)
    return " ".join(m.group(0).lower().split()) if m else None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
