"""A landmark court decision asked as history (gate-en13, issue 8): "How did the Supreme Court rule on Obergefell?",
"What did the court decide in Dobbs?". A court's ruling reads as news to the reaction and news shapes ("how did the
judge rule on the tariffs"); when the case is a landmark decided long ago, on the hand-written list
``data/gate_landmark_cases.txt`` (named by its parties, "Roe v. Wade", or by the short name it goes by), and the
question is in the past simple, the answer is settled history. Its present standing still searches: "Has the court
overturned Obergefell?", "Is Roe still law?" (a perfect or a present, not matched here).
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from functools import lru_cache
from pathlib import Path

from ..datafile import read_name_list

__all__ = ["LANDMARK_CASES_FILE", "landmark_case", "landmark_ruling"]

LANDMARK_CASES_FILE = Path(__file__).resolve().parent.parent / "data" / "gate_landmark_cases.txt"
# a case named by its parties: "Roe v. Wade", "Brown vs Board"
_PARTIES = re.compile(r"\b[A-Z][\w.'’-]*\s+(?:v\.?|vs\.?|versus)\s+[A-Z]")
# a court, its ruling or a case spoken of: the short names are also common names ("Brown", "Loving")
_COURT_WORD = re.compile(r"\b(?:court|courts|justices?|judges?|scotus|ruling|ruled?|decision|decided?|held|holding|"
                         r"verdict|case|precedent|opinion)\b", re.IGNORECASE)
# the past simple: "how / what / why / when did ...", "what was the ruling ...", "who won ..."
_PAST_SIMPLE = re.compile(r"^\s*(?:how|what|why|when|where|who|which)\s+(?:\w+\s+){0,2}?(?:did|was|were|won)\b|"
                          r"^\s*(?:did|was|were)\b", re.IGNORECASE)
# its present standing: "still", "now", "overturned" in a perfect or a present ("has / is ... overturned")
_STANDING_NOW = re.compile(r"\b(?:still|now|currently|today|anymore|any\s+more|again|being)\b", re.IGNORECASE)


# a short name inside a person's full name: a capitalised word right after it ("Miranda Lambert", "Casey Anthony";
# not "v." / "vs"), or right before it, not opening the question ("Chris Brown"; not "Is Roe still law"; review13a)
_IN_A_FULL_NAME_AFTER = re.compile(r"\s+(?!(?i:v|vs|versus)\b)[A-Z][a-z]")
_IN_A_FULL_NAME_BEFORE = re.compile(r"(?<=[\w,;:] )[A-Z][a-z][\w'’.-]*\s+$")


@lru_cache(maxsize=1)
def _short_names() -> re.Pattern[str]:
    names, _ = read_name_list(LANDMARK_CASES_FILE)
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=lambda n: (-len(n), n)))
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])")


def landmark_case(text: str) -> str | None:
    """The landmark case of the list ``text`` names beside a court word or as parties ("Roe v. Wade", "the ruling
    in Obergefell"), else ``None``. Parties alone make no landmark: "Musk v. OpenAI" is this year's lawsuit
    (review13a)."""
    if not (_PARTIES.search(text) or _COURT_WORD.search(text)):
        return None
    for m in _short_names().finditer(text):
        if not (_IN_A_FULL_NAME_AFTER.match(text, m.end())
                or _IN_A_FULL_NAME_BEFORE.search(text, max(0, m.start() - 40), m.start())):
            return m.group(0)
    return None


def landmark_ruling(text: str) -> str | None:
    """The case when ``text`` asks a landmark decision as history, in the past simple, else ``None``."""
    if not _PAST_SIMPLE.match(text) or _STANDING_NOW.search(text):
        return None
    return landmark_case(text)
