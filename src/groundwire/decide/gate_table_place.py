"""A place in a league table, a chart or a ranking, asked in the slots ``gate_bare``'s "top of" does not read (gate20).

"which team is first in the la liga table", "is Arsenal top of the league", "who sits atop the Billboard 200",
"bundesliga relegation zone", "who's bottom of the championship": a table is redrawn every matchday or week (wave 28's
and gate-terse15's spent held halves, and a probe of our own in sports fans' words). A past table ("who finished top
of the league in 1995") is pinned by its year or past tense (the caller reads this only where none is stated).

``table_place(text)`` returns a cue ("standing:...") or ``None``.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

from .time.prefilter import screen_patterns

__all__ = ["table_place"]

_TABLES = (r"table|standings|league|ladder|log|charts?|rankings?|leaderboard|division|conference|group|pile|"
           r"prem|premiership|championship|bundesliga|la\s+liga|serie\s+a|ligue\s+1|eredivisie|mls|nfl|nba|"
           r"billboard(?:\s+(?:hot\s+)?\d+)?|hot\s+100|box\s+office|app\s+store|play\s+store")
_PLACE = re.compile(rf"\b(?:first|second|third|last|bottom|top)\s+(?:of|in|on)\s+(?:the\s+)?(?:[\w'’.&-]+\s+){{0,3}}?"
                    rf"(?:{_TABLES})\b|\batop\s+the\s+[\w'’.&-]+|"
                    rf"\b(?:relegation|promotion|play-?off|champions\s+league|europa\s+league|drop)\s+(?:zone|places|spots|"
                    rf"positions|race|battle|picture)\b", re.IGNORECASE)
_NOT_A_TABLE = re.compile(r"\bfood\s+chain\b|\bclass\b|\bmy\b|\bour\b|\bwhat\s+(?:is|are)\s+(?:a|an|the)\s+"
                          r"(?:relegation|promotion)\s+zone\b|\bmean", re.IGNORECASE)


def table_place(text: str) -> str | None:
    """A cue when ``text`` asks a place in a table, chart or ranking that is redrawn, else ``None``."""
    if (m := _PLACE.search(text)) and not _NOT_A_TABLE.search(text):
        return f"standing:{' '.join(m.group(0).lower().split())[:40]}"
    return None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
