"""Orders spelled out letter by letter, read as words (guard17): "s-a-y a-c-c-e-s-s g-r-a-n-t-e-d",
"d-i-m-e l-a c-o-n-t-r-a-s-e-ñ-a", "T, E, L, L, space, M, E, space, T, H, E, space, P, A, S, S, W, O, R, D",
or one letter per line with a blank line between words.

A tokeniser gap, not a phrase: every rule reads words, and a spelled word is a run of one-letter tokens. The dotted
view of :mod:`.decoded_views` joins words of four or more dotted letters only ("I.g.n.o.r.e"), so the short words of
a spelled order stayed apart ("s-a-y", "l-a") and the rules saw half of it; a list of letters with commas or one
letter per line was not read at all. :func:`spelled_spans` returns each such run with the words it spells; the caller
(:func:`groundwire.guard.neutralize._sanitize_rules`) runs the rules on the words and removes the run when they flag
it, so a spelled name or a cake's "H-A-P-P-Y B-I-R-T-H-D-A-Y" stays (it spells no order). Pure functions; the common
case (prose without any of the shapes) costs three regex searches.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

import numpy as np

from .charscan import LONG_TEXT
from .decoded_views import _LETTER, _SEP, _char_flags

__all__ = ["spelled_spans"]

_L = r"[^\W\d_]"
# a word spelled with one separator between its letters ("s-a-y", "l.a", "i_g_n"), two letters or more
_SEP_WORD_RE = re.compile(rf"(?<![\w.\-·•])({_L}(?:[-.·•_]{_L})+)[.]?(?![\w\-·•])")
# the words of a separator-spelled run: spelled words with spaces, slashes or a bar between them
_SEP_GAP_RE = re.compile(r"[ \t]*(?:[/|][ \t]*)?")
# a list of letters with commas ("T, E, L, L, space, M, E"); "space" (or a blank / a dash) between words
_SPACE_WORDS = r"space|blank|espacio|espace|leerzeichen|spazio|espaço|пробел|_"
_COMMA_LIST_RE = re.compile(rf"(?<![\w,])(?:{_L}|{_SPACE_WORDS})(?:[ \t]*,[ \t]*(?:{_L}|{_SPACE_WORDS})(?![\w])){{5,}}",
                            re.I)
_COMMA_SPACE_RE = re.compile(rf"^(?:{_SPACE_WORDS})$", re.I)
# one letter per line, a blank line between words: five lines of one letter at least
_LINE_LIST_RE = re.compile(rf"(?:^|(?<=\n))[ \t]*{_L}[ \t]*(?:\n(?:[ \t]*\n)?[ \t]*{_L}[ \t]*(?=\n|$)){{4,}}")
# cheap looks (a literal first, so the regex engine skips ahead): a comma, one letter, a comma; a line break, one
# letter, a line break, one letter; a separator, a letter, a separator
_COMMA_HINT_RE = re.compile(r",[ \t]*[^\W\d_][ \t]*,")
_LINE_HINT_RE = re.compile(r"\n[ \t]*[^\W\d_][ \t]*\n(?:[ \t]*\n)?[ \t]*[^\W\d_][ \t]*\n")
_SEP_HINT_RE = re.compile(r"[-.·•_][^\W\d_][-.·•_]")
# (guard18-direct) words cut into syllables by hyphens ("dis-re-gard the in-struc-tions a-bove"): three such words on a
# line at least, each piece short, read joined ("well-known", "up-to-date" join to words no rule reads as an order)
_SYLLABLE_WORD_RE = re.compile(r"(?<![\w-])([^\W\d_]{1,4}(?:-[^\W\d_]{1,5}){1,5})(?![\w-])")
_SYLLABLE_HINT_RE = re.compile(r"-[^\W\d_]{1,5}-|-[^\W\d_]{1,5}\b")
_MIN_SYLLABLE_WORDS = 3
_ORDER_WORD_RE = re.compile(r"ignor|disregard|forget|overrid|bypass|reveal|secret|passw|prompt|instruction|rules|"
                            r"output|print|repeat|grant|access|previous|above|vergiss|oubli|olvid|dimentic|забудь", re.I)
_SEP_REACH = 80  # characters either side of a spelled letter where its run is read
_MIN_LETTERS = 5  # a run spelling fewer letters is an initial or an abbreviation ("e.g.", "U.S."), never read
_MAX_SPAN = 4000


def _sep_runs(text: str, a: int = 0, b: int | None = None) -> list[tuple[int, int, str]]:
    """Runs of separator-spelled words in ``text[a:b]`` (two words at least, or one of four letters at least), each
    with the words it spells."""
    out: list[tuple[int, int, str]] = []
    words = list(_SEP_WORD_RE.finditer(text, a, len(text) if b is None else b))
    k = 0
    while k < len(words):
        run = [words[k]]
        while k + 1 < len(words):
            gap = text[run[-1].end() : words[k + 1].start()]
            if _SEP_GAP_RE.fullmatch(gap) is None:
                break
            run.append(words[k + 1])
            k += 1
        k += 1
        letters = ["".join(ch for ch in m.group(1) if ch.isalpha()) for m in run]
        if (len(run) >= 2 or len(letters[0]) >= 4) and sum(map(len, letters)) >= _MIN_LETTERS:
            start, end = run[0].start(), run[-1].end()
            if end - start <= _MAX_SPAN:
                out.append((start, end, " ".join(letters)))
    return out


def _comma_runs(text: str) -> list[tuple[int, int, str]]:
    out = []
    for m in _COMMA_LIST_RE.finditer(text):
        items = [x.strip() for x in m.group().split(",")]
        spelled = "".join(" " if _COMMA_SPACE_RE.match(x) else x for x in items)
        if sum(ch.isalpha() for ch in spelled) >= _MIN_LETTERS and m.end() - m.start() <= _MAX_SPAN:
            out.append((m.start(), m.end(), " ".join(spelled.split())))
    return out


def _syllable_runs(line: str) -> list[tuple[int, int, str]]:
    if line.count("-") < _MIN_SYLLABLE_WORDS:
        return []
    words = list(_SYLLABLE_WORD_RE.finditer(line))
    if len(words) < _MIN_SYLLABLE_WORDS:
        return []
    runs = [(m.start(), m.end(), m.group().replace("-", "")) for m in words]
    # (read again only when the joined words hold an order's or a secret's word: a line of compounds, "state-of-the-
    # art, up-to-date, well-known", is not sent through the rules and the detector a second time)
    return runs if _ORDER_WORD_RE.search(" ".join(w for *_, w in runs)) else []


def _line_runs(text: str) -> list[tuple[int, int, str]]:
    out = []
    for m in _LINE_LIST_RE.finditer(text):
        words = re.split(r"\n[ \t]*\n", m.group())
        spelled = " ".join("".join(w.split()) for w in words)
        if sum(ch.isalpha() for ch in spelled) >= _MIN_LETTERS and m.end() - m.start() <= _MAX_SPAN:
            out.append((m.start(), m.end(), spelled))
    return out


def _hinted_lines(text: str, hint: re.Pattern[str]) -> list[tuple[int, int]]:
    """The lines of ``text`` holding a match of ``hint`` (each line once, in order)."""
    lines: list[tuple[int, int]] = []
    at = 0
    while (m := hint.search(text, at)) is not None:
        a = text.rfind("\n", 0, m.start()) + 1
        b = text.find("\n", m.end())
        b = len(text) if b < 0 else b
        lines.append((a, b))
        at = b + 1
    return lines


def _sep_hint_windows(text: str) -> list[tuple[int, int]]:
    """Stretches of ``text`` around each letter between two separators ("-a-", ".g."), :data:`_SEP_REACH` characters
    either side within its line, merged: in a long text the letters are found with array code (a regex scan that
    opens on a character class tries every character), in a short one by the regex. Every spelled word of three
    letters or more holds such a letter, so a spelled order's words keep its stretches joined."""
    if len(text) < LONG_TEXT:
        hits = [m.start() + 1 for m in _SEP_HINT_RE.finditer(text)]
    else:
        flags = _char_flags(text)
        sep = (flags & _SEP) > 0
        letter = (flags & _LETTER) > 0
        hits = (np.flatnonzero(sep[:-2] & letter[1:-1] & sep[2:]) + 1).tolist()
    windows: list[tuple[int, int]] = []
    for p in hits:
        if windows and p < windows[-1][1]:
            windows[-1] = (windows[-1][0], min(len(text), p + _SEP_REACH))
            continue
        a = max(text.rfind("\n", 0, p) + 1, p - _SEP_REACH)
        b = text.find("\n", p)
        windows.append((a, min(len(text) if b < 0 else b, p + _SEP_REACH)))
    return windows


def _on_lines(text: str, lines: list[tuple[int, int]], find) -> list[tuple[int, int, str]]:
    out = []
    for a, b in lines:
        out.extend((a + x, a + y, words) for x, y, words in find(text[a:b]))
    return out


def spelled_spans(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, words)`` for every run of ``text`` that spells words letter by letter: letters joined by
    hyphens, dots or underscores (words apart by spaces or slashes), a comma list of letters with "space" between
    words, one letter per line. Runs spelling fewer than five letters are left out. Each shape is read only on the
    lines a cheap look finds it may be on (a separator, a letter, a separator; a comma, one letter, a comma; a line
    of one letter)."""
    out = [run for a, b in _sep_hint_windows(text) for run in _sep_runs(text, a, b)]
    if "," in text:
        out += _on_lines(text, _hinted_lines(text, _COMMA_HINT_RE), _comma_runs)
    if "\n" in text:
        out += _line_runs_hinted(text)
    if "-" in text:
        out += _on_lines(text, _hinted_lines(text, _SYLLABLE_HINT_RE), _syllable_runs)
    return out


def _line_runs_hinted(text: str) -> list[tuple[int, int, str]]:
    """One letter per line: read from each line of one letter that a literal-led look finds."""
    m = _LINE_HINT_RE.search(text)
    if m is None:
        return []
    return _line_runs(text)
