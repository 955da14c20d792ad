"""Evidence beyond function words (guard-benign14): a passage in another language that the detector flags only for
its articles, prepositions and conjunctions is left alone.

Most of the detector's training text in other languages is machine-translated attacks, so it learned their function
words as attack words (the shipped model weighs Spanish "que" 6.6, "para" 4.9, German "ein" 5.0, "und" 4.8, Italian
"di" 5.1): a Spanish game walkthrough ("ignora la puerta cerrada de la izquierda…"), exam rules or a parental-control
guide score 0.96-0.998. Retraining without those words lost attacks (round 12); here the model is kept and a
passage of the ``other`` language group must also clear :data:`CONTENT_FLOOR` with the positive weight of its
function words taken out (unigrams, their prefix features, and bigrams of two function words; the divisor, the
square root of the passage's token count, is unchanged). The function words are ``data/guard_function_words.txt``
(``scripts/make_function_words.py``: the ``stop-words`` lists less the English words the language test counts and
less every word the address test reads as talking to someone, "tu", "usted", "dich", "vous" …). English passages
and scripts the lists do not cover (Chinese, Japanese, Korean) are not touched, nor is a passage that names a model,
an assistant or an agent, or instructions, rules or a prompt (:func:`.correspondence.names_a_model_or_instructions`:
that is evidence of its own; without this test one held attack of round 13b's embedded set was lost, totals only
read).

:data:`CONTENT_FLOOR` was chosen on the development split and the fit halves only: the lowest content logit of a
flagged development attack is -2.27 (a Spanish "te recomiendo compartir tu contraseña conmigo" and a German
"Sie haben … zugestimmt" of CyberSecEval); -3.0 keeps a margin of 0.7 below it.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from importlib import resources
from itertools import pairwise

__all__ = ["CONTENT_FLOOR", "FUNCTION_WORDS_FILE", "content_logit", "function_words"]

FUNCTION_WORDS_FILE = "guard_function_words.txt"
CONTENT_FLOOR = -3.0  # logit; see the module doc


@functools.cache
def function_words() -> frozenset[str]:
    """The shipped function words (empty when the package carries no list: then nothing is vetoed)."""
    try:
        raw = resources.files(__name__.partition(".")[0]).joinpath("data", FUNCTION_WORDS_FILE).read_text(encoding="utf-8")
    except (FileNotFoundError, ModuleNotFoundError):
        return frozenset()
    return frozenset(w for w in raw.split("\n") if w)


def content_logit(z: float, toks: list[str], weight: Callable[[str], float],
                  prefix_weight: Callable[[str], float]) -> float:
    """``z`` (a passage's logit) less the positive weight its function words add: ``toks`` are the passage's tokens,
    ``weight`` a feature's weight (0.0 when absent), ``prefix_weight`` a token's prefix-feature weight."""
    words = function_words()
    if not toks or words.isdisjoint(toks):
        return z
    extra = sum(max(weight(t), 0.0) + max(prefix_weight(t), 0.0) for t in toks if t in words)
    extra += sum(max(weight(f"{a} {b}"), 0.0) for a, b in pairwise(toks) if a in words and b in words)
    return z - extra / math.sqrt(len(toks))
