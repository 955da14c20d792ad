"""A text lower-cased with its length kept, worked out once for the passes that read the same text (speed14).

The hijack lexicon (:mod:`.hijack_lexicon`) and the attack-game hijacks (:mod:`.game_hijacks`) both search the
lower-cased text with an Aho-Corasick automaton, which reads UTF-8 (so a lone surrogate is read as U+FFFD, one for
one) and gives offsets that must be the text's own. On a page both passes get the same text, one after the other:
the copy is made once (a one-entry memo keyed by the text itself, emptied at the start of each rule pass,
``neutralize._sanitize_rules``, so that no call is spared the work by an earlier one).
"""

from __future__ import annotations

import functools
from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

__all__ = ["same_length_lower"]

_SURROGATE_RE = re.compile("[\ud800-\udfff]")


@functools.lru_cache(maxsize=1)
def same_length_lower(text: str) -> tuple[str, bool]:
    """``(low, plain)``: ``text`` lower-cased character by character, a lone surrogate as U+FFFD, a character whose
    lower case is longer than one character left as it is (so ``low`` has the length of ``text``); ``plain`` tells
    whether ``text.lower()`` has that length too (no character was left)."""
    if not text.isascii() and _has_lone_surrogate(text):
        text = _SURROGATE_RE.sub("\ufffd", text)
    low = text.lower()
    if len(low) == len(text):
        return low, True
    return "".join(c if len(lc := c.lower()) != 1 else lc for c in text), False


def _has_lone_surrogate(text: str) -> bool:
    """Whether ``text`` holds a lone surrogate: the one thing strict UTF-8 cannot encode (a third of the time of
    the regex's scan on a page)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False
