"""Soft line breaks: a line break inside a sentence (wrapped e-mail text, text extracted from HTML or a PDF) read
as a space, so that an attack wrapped over two lines is one passage for the rules and the detector.

A break is soft when the line before it ends in a letter, a digit or a comma (not a full stop, a colon, a
bracket or a list's punctuation) and the next line goes on in lower case, or when both sides are Chinese,
Japanese or Korean characters (scripts without case, wrapped anywhere). A blank line, a heading or list item that
starts with a capital, a digit or a bullet, a line opening with a label ("system: …"), and a line ending a sentence
or a clause stay hard breaks.

:func:`soften` returns a string of the same length (each soft break becomes one space, nothing else moves), so
every offset found in it is an offset of the original text: callers match on the softened text and cut from the
original one.
"""

from __future__ import annotations

import re

__all__ = ["soften"]

# the last character of the line (a letter, a digit or a comma), blanks, the break; the next line's first letter is
# looked at, not consumed (so "a\nb\nc" finds both breaks). A line opening with a label ("system: …", "user: …",
# "note: …") starts a turn or a field: a hard break (role labels count only at a line's start). A line that is
# indented, or opens with a keyword of code ("import math\ndef area(r):", "x = 1\nreturn x"), is code or a quote,
# not a wrapped sentence: a hard break too (a break wrongly read as hard only keeps the old reading)
_CODE_WORDS = (r"def|class|import|return|print|printf|const|var|function|elif|else|lambda|async|await|public|"
               r"private|static|void|package|except|raise|yield|sudo|npm|curl")
_BREAK_RE = re.compile(r"(?:[^\W_]|,)[ \t]*\n(?!\w{1,20}[ \t]*[:：])(?!(?:" + _CODE_WORDS
                       + r")\b[ (.])(?=([^\W\d_]))")


def _is_cjk(ch: str) -> bool:
    """Han, kana and Hangul letters (scripts without case whose text wraps anywhere)."""
    return ("\u3040" <= ch <= "\u30ff" or "\u3400" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af"
            or "\uf900" <= ch <= "\ufaff" or "\U00020000" <= ch <= "\U0003134f")


def soften(text: str) -> str:
    """``text`` with every soft line break replaced by a space (same length)."""
    if "\n" not in text:
        return text
    cuts = []
    for m in _BREAK_RE.finditer(text):
        nxt = m.group(1)
        if nxt.islower() or (_is_cjk(nxt) and _is_cjk(text[m.start()])):
            cuts.append(m.end() - 1)
    if not cuts:
        return text
    parts = []
    last = 0
    for at in cuts:
        parts.append(text[last:at])
        parts.append(" ")
        last = at + 1
    parts.append(text[last:])
    return "".join(parts)
