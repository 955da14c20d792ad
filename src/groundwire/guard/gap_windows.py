"""The ``machine_must`` rule (:mod:`.agent_cues`) searched only where a match can stand (guard-perf30, issue 9).

Every match of the rule opens with an article or "if" ("the", "any", "every", "a", "an", "it", "if", then a space),
reaches the machine word within six space-separated tokens of its start (article, "a"/"an" after "if", one free
word, a machine word of up to three tokens: "modelo de lenguaje"), and there reads a gap lookahead: something the
rule also needs (the user, secrecy, a target, a secret file: ``MUST_NEEDED``) starting at most ``MUST_GAP`` (400)
characters on, before any line break. The regex tried that lookahead, 400 positions through a long alternation, at
every machine word: 80,000 characters of "If an AI model " took 3.4 s of CPU for one text (linear, a huge constant).

Here the places where the needed thing starts are found once (one pass over the text), and the rule's own compiled
pattern is asked to match only at the starts that have one of them within reach: from the start to the end of its
sixth token plus 400 characters. Every other start cannot match (its lookahead has nothing to find), so the answer
is ``rx.search(text) is not None`` exactly; a match at a start is tried by the same pattern (``rx.match(text,
start)`` reads the text before ``start`` as the search does: lookbehinds and word edges see it).

Hand-written because the regex engine has no way to reuse one lookahead's scan for the next position.
"""

from __future__ import annotations

import bisect
import re
import unicodedata

from .agent_cues import _A, MUST_GAP, MUST_NEEDED

__all__ = ["machine_must_search"]

_FLAGS = re.IGNORECASE | re.MULTILINE  # (the flags every removal rule is compiled with, neutralize._build)
# every match's first characters: an article or "if" at a word's start, then a space
_STARTS_RE = re.compile(unicodedata.normalize("NFKC", "(?=" + _A + r"(?:the|any|every|an?|it|if)\s)"), _FLAGS)
# where the needed thing starts (a lookahead: every position, overlapping ones too)
_NEEDED_RE = re.compile(unicodedata.normalize("NFKC", "(?=" + MUST_NEEDED + ")"), _FLAGS)
# a start's first six space-separated tokens: a match's machine word ends within them
_SIX_TOKENS_RE = re.compile(r"\S*(?:\s+\S+){0,5}")


def machine_must_search(rx: re.Pattern[str], text: str) -> bool:
    """``rx.search(text) is not None`` for the ``machine_must`` pattern ``rx``, in time linear in the text."""
    starts = [m.start() for m in _STARTS_RE.finditer(text)]
    if not starts:
        return False
    needed = [m.start() for m in _NEEDED_RE.finditer(text)]
    if not needed:
        return False
    for s in starts:
        k = bisect.bisect_left(needed, s)
        if k == len(needed):
            return False  # (the starts are in order: none further on has one either)
        q = needed[k]
        if q - s > MUST_GAP and q > _SIX_TOKENS_RE.match(text, s).end() + MUST_GAP:
            continue
        if rx.match(text, s):
            return True
    return False
