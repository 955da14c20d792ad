"""Whole-text passes for the detector: done once per text instead of once per passage.

The detector scores every passage (a line, a sentence) on its own, and most of its time on prose used to be Python
overhead repeated per passage. This module does the per-character work for the whole text in a few C-level regex
passes and answers, for a passage, what the per-passage code would have computed, or says it cannot:

* :meth:`Prescreen.normal` is ``normal(low[a:b])`` sliced from the whole text read once the same way (leet words
  spelled out, digits folded; both keep every offset). Spelling out leet is a per-word rule bounded by word
  boundaries, so it gives the same for a passage whose two ends are not inside a word; a passage cut inside a
  word and holding a leet hint, or holding three letters set apart by spaces (the spaced-letters step removes
  characters and reads its neighbours), gets ``None`` and the caller runs :func:`~.detector.normal` on it. A hint
  found in the passage alone is also found at the same place in the whole text (its lookarounds only see more
  context there), so no passage is missed.
* :meth:`Prescreen.ruled_out` names the cues that cannot fire in a passage, among the cues whose pattern is
  context-free (no anchor, word boundary or lookaround: whatever matches inside the passage matches at the same
  place in the whole text). One ``finditer`` over the whole text finds every stretch where it matches; a passage
  overlapping none cannot match (the scan reports a match covering or starting at any position where one starts).
  The cues this applies to are worked out from their compiled definitions at load time, not listed by hand.

Hand-written because no library scores passages of one text in one pass with these exact semantics.
"""

from __future__ import annotations

import bisect
from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)
from collections.abc import Callable
from re import _parser as sre_parse  # type: ignore[attr-defined]  # the stdlib's own regex parser

import numpy as np

from .charscan import BMP, LONG_TEXT, bmp_look_up, bmp_table, code_points

__all__ = ["Prescreen", "context_free"]

# Three single letters set apart by spaces: what the spaced-letters step of ``normal`` needs inside a passage (it
# searches " x y z " in the passage with a space added at each end). Inside the whole text each letter's outer
# neighbour must be a space (or the text's edge); only at a passage's own edge may a letter be glued to a word
# ("ly a good": "y a g" is a hint for a passage starting at "y"), which ``_spaced_at_edge`` checks per passage.
# The loose pattern without those neighbours matched most prose ("... y a g ...") and sent every such passage to
# the slow path.
_SPACED_CANDIDATE_RE = re.compile(r"(?<![^ ])[a-z] [a-z] [a-z](?![^ ])")
_SPACED_LETTERS_RE = re.compile(r"[a-z] [a-z] [a-z]")

_CONTEXT_OPS = {sre_parse.AT, sre_parse.ASSERT, sre_parse.ASSERT_NOT}


def context_free(pattern: re.Pattern[str]) -> bool:
    """True when no part of ``pattern`` looks outside its own match (anchors, ``\\b``, lookarounds), so a match in
    a slice of a text is a match at the same place in the whole text. Multi-line and dot-all flags do not matter
    then; a pattern that cannot be parsed counts as not context-free."""
    try:
        parsed = sre_parse.parse(pattern.pattern, pattern.flags)
    except (re.error, TypeError, ValueError):
        return False
    return not _uses_context(parsed)


def _uses_context(items: object) -> bool:
    for item in items:  # type: ignore[attr-defined]
        if isinstance(item, tuple) and len(item) == 2 and item[0] in _CONTEXT_OPS:
            return True
        if isinstance(item, (tuple, list, sre_parse.SubPattern)) and _uses_context(item):
            return True
    return False


class Prescreen:
    """Whole-text facts about ``low`` (a text lower-cased, same length as the text) for passages ``[a, b)``."""

    __slots__ = ("_cp", "_folded", "_leet_starts", "_low", "_runs", "_spaced", "_spelled")

    def __init__(self, low: str, free_cues: tuple[tuple[str, re.Pattern[str]], ...]) -> None:
        # imported here, not at the top: the detector module imports this one
        from . import detector as d

        self._low = low
        self._cp = code_points(low) if len(low) >= LONG_TEXT else None  # (read by three array passes: once)
        self._leet_starts = _leet_starts(low, self._cp, d._LEET_HINT)
        # the steps of detector.normal that keep offsets, applied to the whole text (see the module docstring)
        self._spelled: tuple[list[int], list[int]] = ([], [])  # words the spelling-out changed: starts, ends
        self._folded = _fold_digits(_spell_out(low, self._leet_starts, d._MIXED_RE, d._unleet, self._spelled),
                                    d._DIGIT_RE)
        self._spaced = _spaced_spans(low, self._cp)
        # context-free cues: where they match in the read whole text
        self._runs = [(name, _spans(rx, self._folded), frozenset({name})) for name, rx in free_cues]

    @property
    def folded(self) -> str:
        """The whole text as the detector reads a passage of it (leet spelled out, digits folded), same length."""
        return self._folded

    def normal(self, a: int, b: int) -> str | None:
        """``normal(low[a:b])``, or None when this prescreen cannot tell it."""
        if _overlaps(self._spaced, a, b) or _spaced_at_edge(self._low, a, b):
            return None
        if not (_word_edge(self._low, a) and _word_edge(self._low, b)):
            leet = self._leet_starts
            i = bisect.bisect_left(leet, a)
            if i < len(leet) and leet[i] < b:
                return None
            # a word spelled out in the whole text and cut by the passage's edge: its hints may all lie outside
            # the passage ("a4y3|3": the passage "3" alone is no leet word), so the slice would read it wrongly
            if _overlaps(self._spelled, a, a) or _overlaps(self._spelled, b, b):
                return None
        return self._folded[a:b]

    def readable(self, spans: np.ndarray) -> np.ndarray:
        """Per passage of ``spans`` (an (n, 2) array of starts and ends), whether :meth:`normal` reads it (gives
        not None): the same tests, for every passage at once."""
        a, b = spans[:, 0], spans[:, 1]
        n = len(self._low)
        cp = self._cp if self._cp is not None else code_points(self._low)
        letter = (cp >= 97) & (cp <= 122)
        space = cp == 32
        # three single letters set apart by spaces starting at i ("x y z"), as _SPACED_LETTERS_RE matches there
        three = np.zeros(n + 1, dtype=bool)
        if n >= 5:
            three[: n - 4] = letter[:-4] & space[1:-3] & letter[2:-2] & space[3:-1] & letter[4:]
        space_at = np.append(space, False)
        long_enough = b - a >= 5
        at_start = long_enough & three[np.minimum(a, n)] & ((a + 5 == b) | space_at[np.minimum(a + 5, n)])
        last = np.maximum(b - 5, 0)
        at_end = long_enough & three[last] & ((last == a) | space_at[np.maximum(last - 1, 0)])
        blocked = _overlaps_all(self._spaced, a, b) | at_start | at_end
        inside = ~(self._word_edges(cp, a) & self._word_edges(cp, b))
        if inside.any():
            leet = np.asarray(self._leet_starts, dtype=np.int64)
            hint = np.searchsorted(leet, a, side="left") < np.searchsorted(leet, b, side="left")
            blocked |= inside & (hint | _overlaps_all(self._spelled, a, a) | _overlaps_all(self._spelled, b, b))
        return ~blocked

    def _word_edges(self, cp: np.ndarray, at: np.ndarray) -> np.ndarray:
        """:func:`_word_edge` at every offset of ``at``."""
        n = len(cp)
        inner = (at > 0) & (at < n)
        before = np.zeros(len(at), dtype=bool)
        after = np.zeros(len(at), dtype=bool)
        word = _word_table()
        for out, idx in ((before, at[inner] - 1), (after, at[inner])):
            codes = cp[idx]
            flags = word[np.minimum(codes, 0xFFFF)]
            astral = np.flatnonzero(codes > 0xFFFF)
            for j in astral.tolist():  # characters beyond the BMP: few, asked one by one
                ch = chr(int(codes[j]))
                flags[j] = ch.isalnum() or ch == "_"
            out[inner] = flags
        return ~(before & after)

    def ruled_masks(self, spans: np.ndarray, bit_of: dict[str, int]) -> np.ndarray:
        """Per passage of ``spans`` (an (n, 2) array of starts and ends), the bits (``bit_of`` each cue's) of the
        context-free cues that provably do not match in it: :meth:`ruled_out` for every passage at once."""
        out = np.zeros(len(spans), dtype=np.int64)
        for name, run, _ in self._runs:
            out[~_overlaps_all(run, spans[:, 0], spans[:, 1])] |= bit_of[name]
        return out

    def ruled_out(self, a: int, b: int) -> frozenset[str]:
        """The context-free cues that provably do not match in the passage ``[a, b)`` (one frozenset per
        combination, shared: the caller remembers work by it)."""
        out = _NO_CUES
        for name, spans, alone in self._runs:
            if not _overlaps(spans, a, b):
                out = alone if not out else out | alone
        return out


_NO_CUES: frozenset[str] = frozenset()

# the detector's leet hint, ``[013457](?:(?<=[a-z].)|(?=[a-z]))``: one of these digits with a letter a-z before or
# after it (what :func:`_leet_starts` tests by arrays; its own pattern is asked to be this one)
_LEET_HINT_PATTERN = r"[013457](?:(?<=[a-z].)|(?=[a-z]))"
_LEET_DIGITS = np.array([ord(c) for c in "013457"], dtype=np.uint32)


def _leet_starts(low: str, cp: np.ndarray | None, hint: re.Pattern[str]) -> list[int]:
    """``[m.start() for m in hint.finditer(low)]``; on a long text, for the detector's hint, by array tests (each
    match is one character, so the matches are the characters that pass the test): the regex tried every character
    of a page, a fifth of this prescreen (guard22-speed)."""
    if cp is None or hint.pattern != _LEET_HINT_PATTERN or hint.flags != re.UNICODE:
        return [m.start() for m in hint.finditer(low)]
    letter = np.zeros(len(cp) + 2, dtype=bool)  # letter[k + 1]: position k is a-z (the text's edges are not)
    letter[1:-1] = (cp >= 97) & (cp <= 122)
    near_letter = letter[:-2] | letter[2:]
    return np.flatnonzero(np.isin(cp, _LEET_DIGITS) & near_letter).tolist()


def _spell_out(low: str, hints: list[int], mixed: re.Pattern[str], unleet: Callable[[re.Match[str]], str],
               spelled: tuple[list[int], list[int]]) -> str:
    """``mixed.sub(unleet, low)``, read only in the space-delimited stretches holding a leet hint (a word without a
    hint is never spelled differently, and its pattern reads its surroundings only through word boundaries, which
    a space or line break closes): one scan of the whole text cost more than the rest of the detector's passes."""
    if not hints:
        return low
    out: list[str] = []
    last = 0
    for p in hints:
        if p < last:
            continue  # in the stretch just read
        start = max(low.rfind(" ", 0, p), low.rfind("\n", 0, p)) + 1
        ends = [i for i in (low.find(" ", p), low.find("\n", p)) if i >= 0]
        end = min(ends) if ends else len(low)
        out.append(low[last:start])
        stretch = low[start:end]
        for m in mixed.finditer(stretch):
            if unleet(m) != m.group():
                spelled[0].append(start + m.start())
                spelled[1].append(start + m.end())
        out.append(mixed.sub(unleet, stretch))
        last = end
    out.append(low[last:])
    return "".join(out)


def _fold_digits(text: str, digit: re.Pattern[str]) -> str:
    """``digit.sub("0", text)``; on a long text by a table of the characters ``digit`` matches (built from the
    pattern, when it matches single characters) and one array pass: the regex substitution, tried at every
    character of a page, cost more than the rest of this prescreen."""
    if len(text) < LONG_TEXT:
        return digit.sub("0", text)
    ascii_only = _ascii_class_table(digit)
    if ascii_only is not None:  # (the detector's digits, 1-9): one pass of bytes.translate over the UTF-8 text
        # an ASCII character is one byte of UTF-8, and no other character's bytes take an ASCII value
        raw = text.encode("utf-8", "surrogatepass")
        folded_raw = raw.translate(ascii_only)
        return text if folded_raw == raw else folded_raw.decode("utf-8", "surrogatepass")
    table = _single_char_table(digit)
    if table is None:
        return digit.sub("0", text)
    cp = code_points(text)
    bmp = cp < BMP
    hits = bmp_look_up(table, cp) & bmp
    astral = np.flatnonzero(~bmp)
    for i in astral.tolist():  # beyond the BMP: few characters, each asked of the pattern
        hits[i] = digit.fullmatch(text, i, i + 1) is not None
    if not hits.any():
        return text
    folded = cp.copy()
    folded[hits] = ord("0")
    return folded.tobytes().decode("utf-32-le", "surrogatepass")


_SINGLE_TABLES: dict[str, np.ndarray | None] = {}
_ASCII_TABLES: dict[str, bytes | None] = {}


def _ascii_class_table(rx: re.Pattern[str]) -> bytes | None:
    """A ``bytes.translate`` table turning every character ``rx`` matches into ``"0"``, when ``rx`` is one class
    (or literal) of ASCII characters only, without a negation, a category or ignored case (which would bring in
    other characters: "k" matches the Kelvin sign); None otherwise. Worked out once per pattern."""
    if rx.pattern not in _ASCII_TABLES:
        try:
            parsed = list(sre_parse.parse(rx.pattern, rx.flags))
        except (re.error, TypeError, ValueError):
            parsed = []
        chars: set[int] | None = set()
        if len(parsed) != 1 or rx.flags & re.IGNORECASE:
            chars = None
        else:
            op, av = parsed[0]
            items = av if op == sre_parse.IN else [(op, av)]
            for item_op, item_av in items:
                if item_op == sre_parse.LITERAL and item_av < 128:
                    chars.add(item_av)
                elif item_op == sre_parse.RANGE and item_av[1] < 128:
                    chars.update(range(item_av[0], item_av[1] + 1))
                else:
                    chars = None
                    break
        table = None
        if chars:
            out = bytearray(range(256))
            for c in chars:
                out[c] = ord("0")
            table = bytes(out)
        _ASCII_TABLES[rx.pattern] = table
    return _ASCII_TABLES[rx.pattern]


def _single_char_table(rx: re.Pattern[str]) -> np.ndarray | None:
    """Per BMP code point, whether ``rx`` matches it, when every match of ``rx`` is one character (a class, a
    literal or a category, without repeat or context); None otherwise. Worked out once per pattern."""
    if rx.pattern not in _SINGLE_TABLES:
        try:
            parsed = list(sre_parse.parse(rx.pattern, rx.flags))
        except (re.error, TypeError, ValueError):
            parsed = []
        single = len(parsed) == 1 and parsed[0][0] in (sre_parse.IN, sre_parse.LITERAL, sre_parse.CATEGORY)
        _SINGLE_TABLES[rx.pattern] = bmp_table(rx) if single else None
    return _SINGLE_TABLES[rx.pattern]


def _spaced_spans(low: str, cp: np.ndarray | None = None) -> tuple[list[int], list[int]]:
    """``_spans(_SPACED_CANDIDATE_RE, low)``: three single letters a-z set apart by single spaces, with a space or
    the text's edge on each outer side, the leftmost first and none overlapping the one before (as ``finditer``
    reports them). Found by array tests on a long text: the pattern opens with a lookbehind, which the regex engine
    tries at every character. ``cp``: the code points of ``low``, when the caller has them."""
    n = len(low)
    if n < LONG_TEXT:
        return _spans(_SPACED_CANDIDATE_RE, low)
    if cp is None:
        cp = code_points(low)
    letter = (cp >= 97) & (cp <= 122)
    space = np.ones(n + 2, dtype=bool)  # space[k + 1]: text position k; the text's edges count as spaces (the
    space[1:-1] = cp == 32  # lookarounds accept them)
    m = n - 4  # candidate starts 0 .. n - 5: "x y z" over [i, i + 5)
    at = letter[0:m] & space[2:m + 2] & letter[2:m + 2] & space[4:m + 4] & letter[4:m + 4]
    at &= space[0:m] & space[6:m + 6]  # the characters before i and after i + 4
    starts: list[int] = []
    end = 0
    for i in np.flatnonzero(at).tolist():
        if i >= end:
            starts.append(i)
            end = i + 5
    return starts, [i + 5 for i in starts]


def _spans(rx: re.Pattern[str], text: str) -> tuple[list[int], list[int]]:
    """Starts and ends of ``rx``'s matches in ``text`` (one scan: they do not overlap, both lists are sorted)."""
    spans = [m.span() for m in rx.finditer(text)]
    return [s for s, _ in spans], [e for _, e in spans]


def _overlaps(spans: tuple[list[int], list[int]], a: int, b: int) -> bool:
    """Whether a match overlaps ``[a, b)`` (with ``a == b``: whether one has ``a`` strictly inside). A non-empty match of a context-free pattern inside ``[a, b)`` always
    has one: the scan reports a match starting there or one covering its start."""
    starts, ends = spans
    i = bisect.bisect_right(ends, a)  # the first match ending after a
    return i < len(starts) and starts[i] < b


def _word_table() -> np.ndarray:
    """Per BMP code point, whether :func:`_word_edge` counts it as a word character (``isalnum()`` or ``_``,
    which is what the regex class ``\\w`` holds); worked out once."""
    global _WORD_TABLE
    if _WORD_TABLE is None:
        _WORD_TABLE = bmp_table(re.compile(r"\w+"))
    return _WORD_TABLE


_WORD_TABLE: np.ndarray | None = None


def _overlaps_all(spans: tuple[list[int], list[int]], a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """:func:`_overlaps` for every passage ``[a[k], b[k])``."""
    starts, ends = spans
    if not starts:
        return np.zeros(len(a), dtype=bool)
    i = np.searchsorted(np.asarray(ends), a, side="right")
    return (i < len(starts)) & (np.asarray(starts)[np.minimum(i, len(starts) - 1)] < b)


def _spaced_at_edge(low: str, a: int, b: int) -> bool:
    """Whether the passage ``[a, b)`` starts or ends with three single letters set apart by spaces whose other
    side is a space or the passage's edge (the hints the whole-text candidates cannot see: see above)."""
    if b - a < 5:
        return False
    if _SPACED_LETTERS_RE.match(low, a, a + 5) and (a + 5 == b or low[a + 5] == " "):
        return True
    return bool(_SPACED_LETTERS_RE.match(low, b - 5, b)) and (b - 5 == a or low[b - 6] == " ")


def _word_edge(low: str, i: int) -> bool:
    """Whether offset ``i`` is not inside a word (a regex word boundary reads the same in a slice starting or
    ending there as in the whole text)."""
    if i <= 0 or i >= len(low):
        return True
    before, after = low[i - 1], low[i]
    return not ((before.isalnum() or before == "_") and (after.isalnum() or after == "_"))
