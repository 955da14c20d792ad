"""Whether a person who has died is alive, or how old they are: a fixed answer (gate22-local).

"Is Jimmy Carter still alive?", "my grandma asks: is Queen Elizabeth still alive?", "How old is Pelé now?", "What is
Tina Turner's age?", "Where does Kobe Bryant live?", "邓丽君今年多大了", "金庸还活着吗": for a life that has ended, the
answer (no; the age at death; nowhere) will not differ a year from now, so "still", "now" and the present tense only
say how people ask (wave 33's fit and held halves: Queen Elizabeth, Jimmy Carter; wave 35 asks deceased people's
facts throughout). The names are a word class, not the rows: ``data/gate_deceased_names.txt`` (public figures who
died 1970 – mid-2025, written by hand) beside ``gate_history_names`` (people of history) and the makers who died in
``gate_careers_over.txt``'s list of lives.

The grammar: "is / are <name> (still) alive / living / dead / around / with us", "how old is <name> (now / today)",
"what is <name>'s (current) age", "where does <name> live (now)", "is <name> still <doing>" of a whole life; Chinese
<name> + 还活着 / 还在世 / 去世了吗 / 今年多大 / 今年几岁 / 现在多大 / 多大了 / 多少岁了. A namesake thing ("the
Steve Jobs biopic") is no person: the name must be the question's subject.

``deceased_ask(text)`` returns the cue or ``None``; ``gate_local21.settled_frame`` reads it.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from functools import lru_cache
from pathlib import Path

from ..datafile import read_name_list
from .gate_history import history_person
from .gate_history_zh import history_person_zh
from .time.prefilter import screen_patterns

__all__ = ["DECEASED_NAMES_FILE", "deceased_ask"]

DECEASED_NAMES_FILE = Path(__file__).resolve().parent.parent / "data" / "gate_deceased_names.txt"

_SUBJECT = r"(?P<who>[^?,;:]{2,40}?)"
_END = r"\s*+[?.!]*+\s*+$"
_LEAD = r"^\s*(?:[\w ,'’-]{0,40}:\s*)?"  # "my grandma asks: ..."
_ALIVE_EN = tuple(re.compile(p, re.IGNORECASE) for p in (
    rf"{_LEAD}(?:is|are)\s+{_SUBJECT}\s+(?:still\s+)?(?:alive|living|dead|around|with\s+us|among\s+us|"
    rf"still\s+(?:with\s+us|here|around|kicking|breathing|married|touring|performing|working)){_END}",
    rf"{_LEAD}how\s+old\s+(?:is|are)\s+{_SUBJECT}(?:\s+(?:now|today|right\s+now|currently|these\s+days|this\s+year))?{_END}",
    rf"{_LEAD}what\s+is\s+{_SUBJECT}['’]s?\s+(?:current\s+|present\s+|real\s+)?age{_END}",
    rf"{_LEAD}where\s+(?:does|do)\s+{_SUBJECT}\s+live(?:\s+(?:now|today|these\s+days))?{_END}"))
_ALIVE_ZH = re.compile(r"(?P<who>[\u4e00-\u9fff·]{2,12}?)(?:现在|如今|目前)?(?:还活着|还在世|还健在|去世了吗|死了吗|今年多大|"
                       r"今年几岁|今年多少岁|现在多大|现在几岁|多大了|几岁了|多少岁了|高寿)")


@lru_cache(maxsize=1)
def _names() -> tuple[frozenset[str], tuple[str, ...]]:
    """(the English names, normalised; the Chinese names, longest first) of data/gate_deceased_names.txt."""
    names, _ = read_name_list(DECEASED_NAMES_FILE, lambda n: " ".join(n.lower().split()))
    english = frozenset(n for n in names if not re.search(r"[\u4e00-\u9fff]", n))
    chinese = tuple(sorted((n for n in names if re.search(r"[\u4e00-\u9fff]", n)), key=len, reverse=True))
    return english, chinese


def _dead_en(who: str) -> bool:
    words = " ".join(re.sub(r"[^\w'’.&é-]+", " ", who.lower()).split())
    words = words[4:] if words.startswith("the ") and words[4:] in _names()[0] else words
    return words in _names()[0] or (history_person(who) or "") == words


def deceased_ask(text: str) -> str | None:
    """The cue when ``text`` asks whether a person who has died is alive, how old they are or where they live (see
    the module's docstring), else ``None``."""
    if re.search(r"[\u4e00-\u9fff]", text):
        m = _ALIVE_ZH.search(text)
        if not m:
            return None
        who = m.group("who")
        if any(who.endswith(n) for n in _names()[1]) or (history_person_zh(who) or "\0") in who:
            return f"deceased:{m.group(0)}"
        return None
    for pattern in _ALIVE_EN:
        if (m := pattern.match(text)) and _dead_en(who := m.group("who")):
            return "deceased:" + " ".join(who.lower().split())
    return None


screen_patterns(globals())  # each pattern above skips a text lacking a word all its matches need (time/prefilter.py)
