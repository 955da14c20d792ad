"""gate21-local's kept-local frames, read once by ``gate.decide_by_rules`` and by ``gate.rule_holds``.

Each frame fixes the answer whatever fresh-looking word the question holds (see each module's docstring): a word
mentioned in a language task (``gate_mentioned``), a superlative of what is possible (``gate_possible_bound``), a
past-tense question pinned by an adverb of past time (``gate_past_adverb``), a recall "again" (``gate_recall``), a
unit's definition asked "now" (``gate_unit_definition``), a named battle of history or a game unit's rule in Chinese
(``gate_fixed_zh21``), a price at a past launch (``gate_past_price``).

``settled_frame(text)`` returns the first cue or ``None``.
"""

from __future__ import annotations

from .gate_mentioned import mentioned_word
from .gate_past_adverb import past_adverb
from .gate_past_price import past_price
from .gate_fixed_zh21 import fixed_zh21
from .gate_possible_bound import possible_bound
from .gate_recall import recall_again
from .gate_unit_definition import unit_definition
from .gate_modern_name import modern_name
from .gate_inside_work import inside_work
from .gate_deceased import deceased_ask
from .gate_game_rule import game_rule
from .gate_fixed_now_zh import fixed_now_zh
from .gate_work_awards import work_awards

__all__ = ["settled_frame"]


def settled_frame(text: str) -> str | None:
    """The cue of the first gate21-local frame that fixes ``text``'s answer, or ``None``."""
    return (mentioned_word(text) or possible_bound(text) or past_adverb(text) or recall_again(text)
            or unit_definition(text) or fixed_zh21(text) or past_price(text)
            or modern_name(text)  # gate22-local: "which country is Machu Picchu in today"
            or inside_work(text)  # gate22-local: "who is the president in the movie Independence Day"
            or deceased_ask(text)  # gate22-local: "is Jimmy Carter still alive": a life that has ended
            or game_rule(text)  # gate22-local: "the price of Boardwalk in Monopoly", "a touchdown's points"
            or fixed_now_zh(text)  # gate22-local: "目前太阳系最大的行星是哪颗": a bare now before nature's answer
            or work_awards(text))  # gate22-local: "how many Oscars did Titanic win": a released work's tally
