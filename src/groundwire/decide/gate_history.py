"""People of history asked about (round 14, from wave 13 and the round-11c entity probe, both read): "Did Einstein
fail maths at school?", "Did Darwin visit the Galapagos?", "Did Mendel work with peas?". A yes/no question with a
name reads as a named thing's fresh deed to the entity-state shape; when the name is one of history's (the
hand-written list ``data/gate_history_names.txt``: people who died before 1970, peoples of history) the answer is a
settled life, so the shape (and the learned part) leaves it local. Time words still search ("Einstein's latest
biography").
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from .gate_news import _tokens

__all__ = ["HISTORY_NAMES_FILE", "history_person"]

HISTORY_NAMES_FILE = Path(__file__).resolve().parent.parent / "data" / "gate_history_names.txt"
_MAX_NAME_WORDS = 5
# a place, body or prize named after the person ("the Lincoln Tunnel", "Darwin airport", "the Nobel ... ", "Tesla
# Motors"): the thing named is today's, not the life
_NAMED_AFTER = frozenset((
    "tunnel", "center", "centre", "memorial", "airport", "city", "county", "park", "bridge", "street", "st", "avenue",
    "road", "station", "university", "college", "school", "hospital", "high", "square", "plaza", "financial", "motor",
    "motors", "stadium", "arena", "institute", "museum", "award", "awards", "prize", "prizes", "day", "crew", "fc",
    "club", "hall", "theatre", "theater", "library", "foundation", "trust", "company", "corp", "inc", "group", "hotel",
    "port", "harbour", "harbor", "line", "lines", "towers", "tower", "mall", "market", "festival", "fellowship",
    "scholarship", "telescope", "mission", "rover", "probe", "program", "programme", "project", "lab", "labs"))


@lru_cache(maxsize=1)
def _names() -> frozenset[str]:
    names = set()
    for line in HISTORY_NAMES_FILE.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            names.add(" ".join(_tokens(line)))
    return frozenset(names)


def history_person(text: str) -> str | None:
    """The first person or people of history named in ``text`` (whole words, case-blind), else ``None``."""
    names = _names()
    toks = _tokens(text)
    for i in range(len(toks)):
        for n in range(min(_MAX_NAME_WORDS, len(toks) - i), 0, -1):
            cand = " ".join(toks[i:i + n])
            if cand in names and not (i + n < len(toks) and toks[i + n] in _NAMED_AFTER):
                return cand
    return None
