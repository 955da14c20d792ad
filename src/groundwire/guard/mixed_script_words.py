"""Words written in two scripts at once (guard16c): "іgnоrе" with Cyrillic і/о/е among Latin letters, Russian
"пapoль" with Latin a/p/o among Cyrillic ones, Greek "τoυς kανόνες" with Latin o/k. The homoglyph skeleton of
:mod:`.neutralize` reads every look-alike as ASCII, which only helps English rules; a Russian or Greek order written
with Latin look-alikes, or a Spanish one with Cyrillic look-alikes, reached no rule.

:func:`unmixed_view` reads each mixed word in the one script its other letters can all be read in: a letter with no
look-alike in the other script ("g", "n", "r" in "іgnоrе"; "п", "л", "ь" in "пapoль") decides. A word whose letters
cannot all be read in one script ("ЯRUS", a brand's styled name) stays as written; when every letter could be read in
either script, the script of the text's other distinctive letters decides. Text written in one script per word
(Serbian with Cyrillic and Latin words side by side, "iPhone в магазине") has no mixed word and no view. Same length as
the text, so spans line up. Pure functions; ASCII text costs one check.
"""

from __future__ import annotations

import bisect
from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from collections.abc import Iterator, Mapping

import numpy as np

from .charscan import LONG_TEXT, code_points

__all__ = ["unmixed_view"]

_LATIN, _CYRILLIC, _GREEK = "latin", "cyrillic", "greek"
# a Latin letter next to a Cyrillic or Greek one: a word written in two scripts has one such pair at least (one
# character class each side, so the scan stays in the regex engine's fast path: a few hundred MB/s on Cyrillic prose)
_SEAM_RE = re.compile(r"[A-Za-z\u00c0-\u024f][\u0370-\u052f]|[\u0370-\u052f][A-Za-z\u00c0-\u024f]")
_CYRILLIC_OR_GREEK_RE = re.compile(r"[\u0370-\u052f]")
_WORD_RE = re.compile(r"[^\W\d_]+")
# look-alikes Unicode's confusables table reads otherwise (Cyrillic у as "u", not the "y" it looks like) or misses
# (Greek kappa)
_TO_LATIN_EXTRA = {"у": "y", "У": "Y", "κ": "k"}
# letters the table reads by their names only ("CYRILLIC SMALL LETTER I"): they look like no Latin letter
_NOT_ALIKE = frozenset("иИйЙ")
# the block each script's look-alike is taken from, first choice first (Russian letters before the rest of Cyrillic)
_PREFERRED = {_CYRILLIC: ((0x410, 0x450), (0x400, 0x530)), _GREEK: ((0x391, 0x3CA), (0x370, 0x400))}


def _script(ch: str) -> str | None:
    cp = ord(ch)
    if ch.isascii() or 0xC0 <= cp < 0x250:
        return _LATIN
    if 0x400 <= cp < 0x530:
        return _CYRILLIC
    if 0x370 <= cp < 0x400:
        return _GREEK
    return None


def look_alike_maps(to_ascii: Mapping[int, str]) -> dict[tuple[str, str], dict[str, str]]:
    """From a table of look-alike letters to the ASCII letter each mimics (the guard's skeleton table), the letter
    maps between the three scripts: ``(from, to) -> {letter: letter}``."""
    to_latin: dict[str, dict[str, str]] = {_CYRILLIC: {}, _GREEK: {}}
    for cp, ascii_ in to_ascii.items():
        script = _script(chr(cp))
        if script in to_latin and ascii_.isascii() and ascii_.isalpha() and chr(cp) not in _NOT_ALIKE:
            to_latin[script][chr(cp)] = ascii_
    for ch, ascii_ in _TO_LATIN_EXTRA.items():
        to_latin[_script(ch)][ch] = ascii_
    maps: dict[tuple[str, str], dict[str, str]] = {}
    for script, table in to_latin.items():
        maps[(script, _LATIN)] = dict(table)
        back: dict[str, str] = {}
        for lo, hi in _PREFERRED[script]:
            for ch, ascii_ in sorted(table.items()):
                if lo <= ord(ch) < hi and (ch.islower() == ascii_.islower()):
                    back.setdefault(ascii_, ch)
        maps[(_LATIN, script)] = back
    for a, b in ((_CYRILLIC, _GREEK), (_GREEK, _CYRILLIC)):
        maps[(a, b)] = {ch: maps[(_LATIN, b)][lat] for ch, lat in maps[(a, _LATIN)].items() if lat in maps[(_LATIN, b)]}
    return maps


def _targets(word: str, maps: Mapping[tuple[str, str], Mapping[str, str]]) -> list[str]:
    """The scripts every letter of ``word`` can be read in (as itself or as its look-alike)."""
    scripts = {_script(ch) for ch in word}
    if None in scripts:
        return []
    return [t for t in (_LATIN, _CYRILLIC, _GREEK) if t in scripts
            and all(_script(ch) == t or ch in maps.get((_script(ch), t), {}) for ch in word)]


_CONTEXT = 500  # characters either side of a word whose every letter reads in either script, whose words decide


def _seams(text: str) -> Iterator[int]:
    """The offsets of a Latin letter next to a Cyrillic or Greek one (the first of the two); on a long text by array
    code (the regex's two-class alternation ran at ~40 MB/s, a sixth of the rules' time on a page in several
    languages)."""
    if len(text) < LONG_TEXT:
        yield from (m.start() for m in _SEAM_RE.finditer(text))
        return
    cp = code_points(text)
    latin = ((cp >= 0x41) & (cp <= 0x5A)) | ((cp >= 0x61) & (cp <= 0x7A)) | ((cp >= 0xC0) & (cp < 0x250))
    other = (cp >= 0x370) & (cp < 0x530)
    yield from np.flatnonzero((latin[:-1] & other[1:]) | (other[:-1] & latin[1:])).tolist()


def _word_around(text: str, at: int) -> tuple[int, int]:
    """The run of letters holding offset ``at``."""
    a = at
    while a > 0 and text[a - 1].isalpha():
        a -= 1
    b = at
    while b < len(text) and text[b].isalpha():
        b += 1
    return a, b


def _word_script(word: str) -> str | None:
    """The one script (Latin, Cyrillic, Greek) every letter of ``word`` is written in; None for a word in two
    scripts or in another one."""
    scripts = {_script(ch) for ch in word}
    return scripts.pop() if len(scripts) == 1 else None


def _single_script_words(text: str) -> dict[str, int]:
    """How many words of ``text`` are written in Latin, Cyrillic and Greek letters alone."""
    counts = {_LATIN: 0, _CYRILLIC: 0, _GREEK: 0, None: 0}
    for w in _WORD_RE.finditer(text):
        counts[_word_script(w.group())] += 1
    del counts[None]
    return counts


class _WordCounts:
    """:func:`_single_script_words` of any window of one text, from counts made once over the whole text (tidy27:
    counting the 1,000 characters around every mixed word anew cost ~1 s on 20,000 characters of look-alike words).

    The words of a window are the text's runs of letters cut at the window's edges, so a window's count is the
    words wholly inside it (by running sums) plus the cut pieces at its two edges, counted as written."""

    def __init__(self, text: str) -> None:
        self._text = text
        self._starts: list[int] = []
        self._ends: list[int] = []
        running = {_LATIN: [0], _CYRILLIC: [0], _GREEK: [0]}
        script_of: dict[str, str | None] = {}
        for w in _WORD_RE.finditer(text):
            word = w.group()
            if word not in script_of:
                script_of[word] = _word_script(word)
            script = script_of[word]
            self._starts.append(w.start())
            self._ends.append(w.end())
            for name, sums in running.items():
                sums.append(sums[-1] + (name == script))
        self._running = running

    def window(self, lo: int, hi: int) -> dict[str, int]:
        """:func:`_single_script_words` of ``text[lo:hi]``."""
        first = bisect.bisect_left(self._starts, lo)  # the first word starting inside the window
        last = bisect.bisect_right(self._ends, hi)  # past the last word ending inside it
        counts = {name: max(0, sums[last] - sums[first]) for name, sums in self._running.items()}
        cut: set[tuple[int, int]] = set()
        if first > 0 and self._ends[first - 1] > lo:  # a word the window's start cuts (or one holding the window)
            cut.add((lo, min(hi, self._ends[first - 1])))
        if last < len(self._starts) and self._starts[last] < hi:  # a word the window's end cuts
            cut.add((max(lo, self._starts[last]), hi))
        for a, b in cut:
            if a < b:
                script = _word_script(self._text[a:b])
                if script is not None:
                    counts[script] += 1
        return counts


_NEIGHBOUR_REACH = 3  # characters between a word read in Latin and a look-alike word next to it (a space, a comma)


def _read_neighbours(text: str, chosen: dict[tuple[int, int], str], maps: Mapping[tuple[str, str],
                     Mapping[str, str]]) -> None:
    """Words written in look-alikes next to a mixed word read in Latin, read in Latin too, word by word along the line
    (guard22-direct: in "Ѕау Ассеss Grаntеd", "Ѕау" is Cyrillic Ѕ, а, у alone, with no seam, and its count made
    "Ассеss" — readable either way — Cyrillic, while "Grаntеd", with Latin G, r, n, t, d, was read in Latin). Only a
    word every letter of which has a Latin look-alike follows; a Russian word with one letter that looks like no Latin
    one ("мир", "пароль") stops the walk, and a line read in Cyrillic is not walked at all."""
    todo = [span for span, target in chosen.items() if target == _LATIN]
    steps = 0
    while todo and steps < 10_000:
        steps += 1
        a, b = todo.pop()
        for m in (_last_word_before(text, a), _WORD_RE.search(text, b, min(len(text), b + _NEIGHBOUR_REACH + 40))):
            if m is None or chosen.get((m.start(), m.end())) == _LATIN:
                continue
            gap = text[m.end():a] if m.end() <= a else text[b:m.start()]
            if len(gap) > _NEIGHBOUR_REACH or "\n" in gap:
                continue
            word = m.group()
            if {_script(ch) for ch in word} & {_CYRILLIC, _GREEK} and all(
                    _script(ch) == _LATIN or ch in maps.get((_script(ch), _LATIN), {}) for ch in word):
                chosen[(m.start(), m.end())] = _LATIN
                todo.append((m.start(), m.end()))


def _last_word_before(text: str, at: int) -> re.Match[str] | None:
    """The last run of letters ending at most :data:`_NEIGHBOUR_REACH` characters before ``at``."""
    last = None
    for m in _WORD_RE.finditer(text, max(0, at - _NEIGHBOUR_REACH - 40), at):
        last = m
    return last


def unmixed_view(text: str, maps: Mapping[tuple[str, str], Mapping[str, str]]) -> str | None:
    """``text`` with each word written in two scripts read in one (see the module's doc), same length; None when no
    word changes."""
    if text.isascii():
        return None
    if _CYRILLIC_OR_GREEK_RE.search(text) is None:
        return None
    chosen: dict[tuple[int, int], str] = {}
    counted: _WordCounts | None = None
    targets_of: dict[str, list[str]] = {}
    end = -1
    for at in _seams(text):
        if at < end:
            continue  # in the word just read
        a, end = _word_around(text, at)
        word = text[a:end]
        if word not in targets_of:  # a page repeats its words: each word's scripts are read once
            targets_of[word] = _targets(word, maps)
        targets = targets_of[word]
        if len(targets) > 1:
            counted = counted or _WordCounts(text)
            counts = counted.window(max(0, a - _CONTEXT), end + _CONTEXT)
            targets = [max(targets, key=lambda t: counts[t])]
        if targets:
            chosen[(a, end)] = targets[0]
    if not chosen:
        return None
    _read_neighbours(text, chosen, maps)
    out, last = [], 0
    for (a, b), target in sorted(chosen.items()):
        out.append(text[last:a])
        out.append("".join(ch if _script(ch) == target else maps[(_script(ch), target)][ch] for ch in text[a:b]))
        last = b
    out.append(text[last:])
    view = "".join(out)
    return None if view == text else view
