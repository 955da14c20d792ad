"""Soft line breaks: a line break inside a sentence (wrapped e-mail text, text extracted from HTML or a PDF) read
as a space, so that an attack wrapped over two lines is one passage for the rules and the detector.

A break is soft when the line before it ends in a letter, a digit, a comma or a hyphen ("e-mail to rh-\nbackup@…",
a word split by the wrap; not a full stop, a colon, a bracket or a list's punctuation) and the next line goes on in
lower case, or when both sides are Chinese, Japanese or Korean characters (scripts without case, wrapped anywhere). A blank line, a heading or list item that
starts with a capital, a digit or a bullet, a line opening with a label ("system: …"), a line ending a sentence
or a clause, a break next to a row of a table (a tab or a comma straight before a letter), next to a short line
in a run of short lines (a poem, a list, an address) or before a line of code stay hard breaks.

:func:`soften` returns a string of the same length (each soft break becomes one space, nothing else moves), so
every offset found in it is an offset of the original text: callers match on the softened text and cut from the
original one.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
import unicodedata

__all__ = ["is_soft", "soft_breaks", "soften", "touches_soft_break", "widen", "widen_all"]

# the last character of the line (a letter, a digit, a comma or a hyphen), blanks, the break; the next line's first letter is
# looked at, not consumed (so "a\nb\nc" finds both breaks). A line opening with a label ("system: …", "user: …",
# "note: …") starts a turn or a field: a hard break (role labels count only at a line's start). A line that is
# indented, or opens with a keyword of code ("import math\ndef area(r):", "x = 1\nreturn x"), is code or a quote,
# not a wrapped sentence: a hard break too (a break wrongly read as hard only keeps the old reading)
_CODE_WORDS = (r"def|class|import|return|print|printf|const|var|function|elif|else|lambda|async|await|public|"
               r"private|static|void|package|except|raise|yield|sudo|npm|curl")
# (the pattern opens with the line break itself, so the engine skips to the next one at C speed; the line before it
# is looked at in Python, for the few breaks this finds)
# (an ASCII capital, a digit or a blank after the break settles it in C: a paragraph of prose opens with one)
_BREAK_RE = re.compile(r"\n(?=[a-z\u00c0-\U0010ffff])(?!\w{1,20}[ \t]*[:：])(?!(?:" + _CODE_WORDS
                       + r")\b)(?=[^\W\d_])")


def _is_cjk(ch: str) -> bool:
    """Han, kana and Hangul letters (scripts without case whose text wraps anywhere)."""
    return ("\u3040" <= ch <= "\u30ff" or "\u3400" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af"
            or "\uf900" <= ch <= "\ufaff" or "\U00020000" <= ch <= "\U0003134f")


# a field separator: a tab, or a comma followed by a letter, not a blank or a digit ("alice,paris", not "red, blue"
# or "1,000"); a line holding one is a row of a table (CSV, TSV), and a row ends at its line break (review11: rows
# opening in lower case were read as one wrapped sentence, and one hostile cell removed the whole table)
_FIELD_SEP_RE = re.compile(r"\t|,(?=[^\W\d_])")


def _row_of_a_table(text: str, at: int) -> bool:
    """Whether the line ending or the line starting at the line break ``text[at]`` holds a field separator."""
    lo = text.rfind("\n", 0, at) + 1
    hi = text.find("\n", at + 1)
    return _FIELD_SEP_RE.search(text, lo, len(text) if hi < 0 else hi) is not None


# short lines that come in a run (two or more together, none ending a sentence or a label) are a poem's, a list's or
# an address's lines, not a wrap (review11: an attack on a line of its own inside them took its neighbours with it)
_ITEM_WIDTH = 30  # display columns (a wide CJK character counts two); a wrapped line runs far longer
_ITEM_END = frozenset(".!?:;。！？：；")
# a line of code after the break ("x = f()", "end;"): a hard break, however the comment before it ends
_CODE_LINE_RE = re.compile(r"[^\n]*?(?:\s=\s|\(\)|[;{}][ \t]*(?:\n|$))")


def _line_around(text: str, lo: int, hi: int) -> str:
    return text[lo:hi].strip()


def _is_item(line: str) -> bool:
    """A short line not ending a sentence or a label (an empty line is none)."""
    if not line or line[-1] in _ITEM_END:
        return False
    width = 0
    for ch in line:
        width += 2 if unicodedata.east_asian_width(ch) in "WF" else 1
        if width >= _ITEM_WIDTH:
            return False
    return True


def _in_a_run(text: str, at: int) -> bool:
    """Whether the line ending at the break ``text[at]`` or the line starting after it is a short line beside
    another short line (:func:`_is_item`)."""
    prev_lo = text.rfind("\n", 0, at) + 1
    next_hi = text.find("\n", at + 1)
    next_hi = len(text) if next_hi < 0 else next_hi
    prev, nxt = _line_around(text, prev_lo, at), _line_around(text, at + 1, next_hi)
    prev_item, next_item = _is_item(prev), _is_item(nxt)
    if prev_item and next_item:
        return True
    if prev_item and prev_lo > 0:  # the line before the previous one
        before = _line_around(text, text.rfind("\n", 0, prev_lo - 1) + 1, prev_lo - 1)
        if _is_item(before):
            return True
    if next_item and next_hi < len(text):  # the line after the next one
        after_hi = text.find("\n", next_hi + 1)
        after = _line_around(text, next_hi + 1, len(text) if after_hi < 0 else after_hi)
        if _is_item(after):
            return True
    return False


def is_soft(text: str, at: int) -> bool:
    """Whether the line break at ``text[at]`` is soft."""
    if at + 1 >= len(text) or text[at] != "\n":
        return False
    nxt = text[at + 1]
    if not (nxt.islower() or _is_cjk(nxt)):  # (a paragraph of prose opens with a capital: settled here)
        return False
    p = at - 1
    while p >= 0 and text[p] in " \t":
        p -= 1
    if p < 0:
        return False
    prev = text[p]
    return ((prev.isalnum() or prev in ",-") and (nxt.islower() or _is_cjk(prev))
            and _BREAK_RE.match(text, at) is not None and not _row_of_a_table(text, at)
            and not _CODE_LINE_RE.match(text, at + 1) and not _in_a_run(text, at))


def soft_breaks(text: str) -> list[int]:
    """The offsets of the soft line breaks of ``text``, in order."""
    if "\n" not in text:
        return []
    return [m.start() for m in _BREAK_RE.finditer(text) if is_soft(text, m.start())]


def soften(text: str, cuts: list[int] | None = None) -> str:
    """``text`` with every soft line break (``cuts``, when the caller has them) replaced by a space (same
    length); ``text`` itself when it has none."""
    if cuts is None:
        cuts = soft_breaks(text)
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


# the end of a sentence in the softened text (a full stop and a blank after it), or a line break left hard
_BOUND_RE = re.compile(r"[.!?。！？][\"'”’»)\]]*\s|[。！？]|\n")
_REACH = 2_000  # how far a sentence is followed (a hostile text without full stops stays linear)
_BOUND_BACK_RE = re.compile(r"(?s:.*)(?:[.!?。！？][\"'”’»)\]]*\s|[。！？]|\n)")


def _break_before(text: str, a: int) -> int:
    """The offset of the line break just before ``a`` (blanks between), or -1."""
    while a > 0 and text[a - 1] in " \t":
        a -= 1
    return a - 1 if a > 0 and text[a - 1] == "\n" else -1


def _break_after(text: str, b: int) -> int:
    """The offset of the line break at ``b`` (blanks before it), or -1."""
    while b < len(text) and text[b] in " \t":
        b += 1
    return b if b < len(text) and text[b] == "\n" else -1


def touches_soft_break(text: str, a: int, b: int) -> bool:
    """Whether a soft line break lies right before or right after ``text[a:b]``."""
    before, after = _break_before(text, a), _break_after(text, b)
    return (before >= 0 and is_soft(text, before)) or (after >= 0 and is_soft(text, after))


def widen_all(text: str, joined: str, hits: list[tuple[int, int, float]]) -> list[tuple[int, int, float]]:
    """:func:`widen` for each of ``hits`` (in order), overlapping ones merged (the higher score kept). A hit inside
    the span widened before it is not looked at again, so the work stays linear when every line is a hit."""
    out: list[tuple[int, int, float]] = []
    for a, b, score in hits:
        if out and a <= out[-1][1]:
            pa, pb, ps = out[-1]
            if b > pb:
                b = widen(text, joined, a, b, backwards=False)[1]
            out[-1] = (pa, max(pb, b), max(ps, score))
        else:
            out.append((*widen(text, joined, a, b), score))
    return out


def widen(text: str, joined: str, a: int, b: int, backwards: bool = True) -> tuple[int, int]:
    """The span ``text[a:b]`` (a passage flagged on its own line) widened across the soft line breaks on either side
    of it to the whole sentence they continue (``joined`` is :func:`soften` of ``text``): the removal takes the
    whole attack, not a line of it. Unchanged when no soft break touches the span."""
    # backwards: a soft break just before the span (blanks between) joins it to the previous line's sentence
    before = _break_before(text, a) if backwards else -1
    if before >= 0 and joined[before] == " ":
        lo = max(0, before - _REACH)
        m = _BOUND_BACK_RE.match(joined, lo, before)
        a = m.end() if m else lo
    # forwards: a soft break right after the span (or inside it) runs on to the end of the sentence
    after = _break_after(text, b)
    if after >= 0 and joined[after] == " ":
        hi = min(len(text), after + 1 + _REACH)
        m = _BOUND_RE.search(joined, after + 1, hi)
        b = m.start() + 1 if m and joined[m.start()] != "\n" else (m.start() if m else hi)
    return a, b
