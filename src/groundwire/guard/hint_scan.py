"""One Aho-Corasick scan of a lower-cased text for every pass's hint words (guard22-speed).

About a dozen guard passes look for their own literal hint words in the same lower-cased page before running their
patterns near them; each ran its own automaton over the whole page, at about 2 ms a scan of 0.8 MB (most of it the
text's conversion to UTF-8 inside ``ahocorasick_rs``, paid per call). :func:`find_hints` answers each pass from one
scan instead: the UTF-8 bytes of the text are read once by one DFA holding every word any pass asked for, with
overlapping matches (each pass's hits are then among them), and each pass gets exactly what its own automaton gave:

* ``overlapping=True``: every occurrence of each of its words, in the automaton's order (by end, the longer word
  first at one end, equal words by their index);
* ``overlapping=False`` (the standard match kind's non-overlapping search): from the text's start, the occurrence
  that ends first (the longest among those ending there), then the search resumes after it.

Offsets are the text's own (byte offsets mapped back to characters when the text is not ASCII). A text that cannot be
encoded (a lone surrogate) gets its own automaton's answer. Hand-written because ``ahocorasick_rs`` has no shared
multi-set search; the automaton itself is the library's.
"""

from __future__ import annotations

import functools
import threading

import ahocorasick_rs
import numpy as np

from .charscan import LONG_TEXT

__all__ = ["find_hints", "forget_scans"]

_WORDS: dict[str, int] = {}  # every word asked for -> its index in the shared automaton
_SETS: dict[tuple[str, ...], "_WordSet"] = {}


class _WordSet:
    """One pass's words: for each shared index, the pass's own indexes of that word (a word listed twice has two)."""

    __slots__ = ("_masks", "last", "local")

    def __init__(self, words: tuple[str, ...]) -> None:
        self.local: dict[int, list[int]] = {}
        for k, word in enumerate(words):
            self.local.setdefault(_WORDS.setdefault(word, len(_WORDS)), []).append(k)
        self.last = max(self.local, default=-1)  # (the set is in an automaton holding more words than this)
        self._masks: dict[int, np.ndarray] = {}

    def mask(self, size: int) -> np.ndarray:
        """Per shared index below ``size``, whether the word is one of this set's."""
        found = self._masks.get(size)
        if found is None:
            found = self._masks[size] = np.zeros(size, dtype=bool)
            found[list(self.local)] = True
        return found


class _Scan:
    """The shared automaton's overlapping matches in one text: shared index, start and end (characters)."""

    __slots__ = ("ends", "ids", "low", "size", "starts")

    def __init__(self, low: str) -> None:
        self.low = low
        self.size = len(_WORDS)
        raw = low.encode("utf-8")
        found = _automaton(self.size).find_matches_as_indexes(raw, overlapping=True)
        table = np.array(found, dtype=np.int64).reshape(-1, 3)
        self.ids, starts, ends = table[:, 0], table[:, 1], table[:, 2]
        if len(raw) != len(low):  # (bytes to characters: the index of each character's first byte)
            firsts = np.flatnonzero((np.frombuffer(raw, dtype=np.uint8) & 0xC0) != 0x80)
            starts, ends = np.searchsorted(firsts, starts), np.searchsorted(firsts, ends)
        self.starts, self.ends = starts, ends


_LAST = threading.local()  # each thread's last text scanned (the passes of one text come one after the other;
# the server guards pages in worker threads, and one thread's new text must not evict another's scan mid-pass)
_REGISTER = threading.Lock()  # (a word set's words get their shared indexes one set at a time)


@functools.lru_cache(maxsize=2)
def _automaton(size: int) -> ahocorasick_rs.BytesAhoCorasick:
    """The automaton of the first ``size`` words asked for (built again only when a new text finds new words)."""
    words = list(_WORDS)[:size]
    return ahocorasick_rs.BytesAhoCorasick([w.encode("utf-8") for w in words],
                                           implementation=ahocorasick_rs.Implementation.DFA)


def _word_set(words: tuple[str, ...]) -> _WordSet:
    # (by the tuple's identity first: the passes hand over their module's own tuple, and hashing the lexicon's 1,667
    # words at every call cost more than a short text's scan)
    known = _BY_ID.get(id(words))
    if known is not None and known[0] is words:
        return known[1]
    found = _SETS.get(words)
    if found is None:
        with _REGISTER:
            found = _SETS.get(words)
            if found is None:
                found = _SETS[words] = _WordSet(words)
    if len(_BY_ID) > 512:
        _BY_ID.clear()
    _BY_ID[id(words)] = (words, found)
    return found


_BY_ID: dict[int, tuple[tuple[str, ...], _WordSet]] = {}


def forget_scans() -> None:
    """Forget the last text's scan (at the start of each rule pass, as :func:`.lowered.same_length_lower`'s copy is
    forgotten: no call is spared the work by an earlier one)."""
    _LAST.scan = None


def _scan(low: str) -> _Scan:
    last = getattr(_LAST, "scan", None)
    if last is not None and (last.low is low or last.low == low):
        return last
    scan = _LAST.scan = _Scan(low)
    return scan


def find_hints(low: str, words: tuple[str, ...], *, overlapping: bool = False,
               own: ahocorasick_rs.AhoCorasick | None = None) -> list[tuple[int, int, int]]:
    """``ahocorasick_rs.AhoCorasick(list(words)).find_matches_as_indexes(low, overlapping=overlapping)``: ``(index in
    words, start, end)`` of the words (non-empty strings) in ``low``, from the one shared scan of ``low``. Words first
    asked for while a text is read are found by their own automaton in that text (the shared one is built again for
    the next text: a process guarding one text builds it no more than once). A text shorter than ``LONG_TEXT`` (most
    web strings) is read by the pass's own automaton: ``own`` when given (an automaton of ``words``, in their order),
    else one built here."""
    word_set = _word_set(words)  # (known from the first text on, short or not: the first long text builds it all)
    if len(low) < LONG_TEXT:
        return (own or _own_automaton(words)).find_matches_as_indexes(low, overlapping=overlapping)
    try:
        scan = _scan(low)
    except UnicodeEncodeError:
        scan = None
    if scan is None or word_set.last >= scan.size:
        return (own or _own_automaton(words)).find_matches_as_indexes(low, overlapping=overlapping)
    local = word_set.local
    mine = np.flatnonzero(word_set.mask(scan.size)[scan.ids])
    if not len(mine):
        return []
    hits = [(k, a, b) for uid, a, b in zip(scan.ids[mine].tolist(), scan.starts[mine].tolist(),
                                           scan.ends[mine].tolist())
            for k in local[uid]]
    hits.sort(key=_automaton_order)
    if overlapping:
        return hits
    out: list[tuple[int, int, int]] = []
    resume = 0
    for k, a, b in hits:
        if a >= resume:
            out.append((k, a, b))
            resume = b
    return out


def _automaton_order(hit: tuple[int, int, int]) -> tuple[int, int, int]:
    k, a, b = hit
    return b, a, k  # (by end; at one end the longer word, which starts first; equal words by index)


def _own_automaton(words: tuple[str, ...]) -> ahocorasick_rs.AhoCorasick:
    known = _OWN_BY_ID.get(id(words))
    if known is None or known[0] is not words:
        if len(_OWN_BY_ID) > 512:
            _OWN_BY_ID.clear()
        known = _OWN_BY_ID[id(words)] = (words, ahocorasick_rs.AhoCorasick(list(words)))
    return known[1]


_OWN_BY_ID: dict[int, tuple[tuple[str, ...], ahocorasick_rs.AhoCorasick]] = {}
