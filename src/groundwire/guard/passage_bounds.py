"""An upper bound of every passage's detector logit at once, from one tokenisation of the whole text.

The detector scores passages one by one; on prose almost all of them end far below the threshold, and the Python
work per passage (tokenise, look every token up, sum) was most of the guard's time. This module tokenises the
whole (prescreened) text once with array operations, looks every token and bigram up once, and bounds each
passage's logit with prefix sums: ``bias + (token sum + rounding margin) / sqrt(tokens) + the positive weights of
every cue that could fire`` (a cue whose gate word the passage lacks, or that the prescreen ruled out, cannot). A
passage whose bound stays below the lowest threshold is clean without more work; the others (and every passage
whose tokens this pass cannot vouch for) are scored by the detector's exact per-passage code, so decisions and
scores do not change.

Tokens are found with a table of character classes worked out from the token pattern itself at first use: the
pattern must be a choice between single character classes and runs of one class (``[x]|[y]+|...``), the classes
a character in more than one class (a Thai digit is a Thai character and a digit: which token it joins depends
on its neighbours) is marked "mixed" and a passage holding one is left to the exact code; any other shape of
pattern turns this pass off (``TokenTable.of`` gives None) rather than guessing.

Hand-written because no library bounds sums of a learned model's weights over many passages of one text.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from itertools import repeat
from re import _compiler as sre_compile  # type: ignore[attr-defined]  # the stdlib's own regex compiler
from re import _constants as sre_c  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]

import numpy as np

from .charscan import BMP as _BMP
from .charscan import bmp_look_up, code_points, every_bmp_char

__all__ = ["TokenTable", "WeightTable", "passage_bounds"]

MIXED = 255  # a character of more than one class


@dataclass(frozen=True)
class TokenTable:
    """Per code point of the Basic Multilingual Plane, the branch of the token pattern whose class holds it (0:
    none, ``MIXED``: several); ``runs[k]`` tells whether branch ``k`` is a run of its class. ``classes[k]``
    matches one character of branch ``k`` (astral characters are classified with them when a text has any)."""

    table: np.ndarray  # uint8, one entry per BMP code point
    runs: np.ndarray  # bool, one entry per class (index 0: not a token character)
    classes: tuple[re.Pattern[str] | None, ...]
    blank_free: bool  # no white-space character is a token character (then tokens are split at white space)

    @classmethod
    def of(cls, pattern: re.Pattern[str]) -> TokenTable | None:
        """The table of ``pattern``, or None when its shape is not a choice of single classes and class runs."""
        try:
            parsed = sre_parse.parse(pattern.pattern, pattern.flags)
        except (re.error, TypeError, ValueError):
            return None
        items = list(parsed.data)
        branches = items[0][1][1] if len(items) == 1 and items[0][0] is sre_c.BRANCH else [items]
        if len(branches) >= MIXED:
            return None
        table = np.zeros(_BMP, dtype=np.uint8)
        runs = [False]
        classes: list[re.Pattern[str] | None] = [None]
        for k, branch in enumerate(branches, start=1):
            branch = list(branch)
            if len(branch) != 1:
                return None
            op, av = branch[0]
            if op is sre_c.MAX_REPEAT and av[0] == 1 and av[1] == sre_c.MAXREPEAT and len(av[2]) == 1:
                run, (op, av) = True, next(iter(av[2]))
            else:
                run = False
            if op not in (sre_c.IN, sre_c.LITERAL, sre_c.CATEGORY):
                return None
            one = sre_compile.compile(sre_parse.SubPattern(parsed.state, [(op, av)]), pattern.flags)
            inner = sre_parse.SubPattern(parsed.state, [(op, av)])
            many = sre_compile.compile(sre_parse.SubPattern(parsed.state, [(sre_c.MAX_REPEAT, (1, sre_c.MAXREPEAT,
                                                                                                inner))]), pattern.flags)
            for m in many.finditer(every_bmp_char()):
                a, b = m.span()
                part = table[a:b]
                table[a:b] = np.where(part == 0, k, MIXED)
            runs.append(run)
            classes.append(one)
        if table[0]:  # the token characters are told apart by NULs (see tokens)
            return None
        runs += [False] * (MIXED + 1 - len(runs))
        blank_free = not table[[ord(c) for c in every_bmp_char() if c.isspace()]].any()
        return cls(table, np.array(runs, dtype=bool), tuple(classes), blank_free)

    def tokens(self, text: str) -> tuple[np.ndarray, np.ndarray, np.ndarray, list[str]]:
        """Starts and ends of the tokens of ``text`` (what ``pattern.finditer`` finds in any stretch without a
        mixed character; a mixed one is a token of its own here), as two int arrays, the offsets of the mixed
        characters, and the tokens themselves."""
        cp = code_points(text)
        if not len(cp):
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64), []
        astral = cp >= _BMP
        cls = bmp_look_up(self.table, cp)  # (beyond the BMP: classified below)
        if astral.any():
            cls = cls.copy()
            at = np.flatnonzero(astral)
            codes = cp[at]
            for code in sorted(set(codes.tolist())):  # (np.unique would import numpy.ma: 0.1 s once)
                ch = chr(code)
                ks = [k for k, rx in enumerate(self.classes) if rx is not None and rx.fullmatch(ch)]
                cls[at[codes == code]] = (ks[0] if len(ks) == 1 else MIXED) if ks else 0
        tok = cls != 0
        run = self.runs.take(cls)
        same_prev = np.zeros(len(cls), dtype=bool)
        same_prev[1:] = cls[1:] == cls[:-1]
        same_next = np.zeros(len(cls), dtype=bool)
        same_next[:-1] = same_prev[1:]
        starts = np.flatnonzero(tok & ~(run & same_prev))
        ends = np.flatnonzero(tok & ~(run & same_next)) + 1
        return starts, ends, np.flatnonzero(cls == MIXED), _token_strings(cp, tok, starts, ends, self.blank_free)


def _token_strings(cp: np.ndarray, tok: np.ndarray, starts: np.ndarray, ends: np.ndarray, blank_free: bool
                   ) -> list[str]:
    """The tokens themselves, by one string split instead of a slice per token: every character outside a token
    becomes a separator and one goes between two tokens that touch ("word:"); the text is then split at runs of
    separators. The separator is a space when no white space is a token character (``str.split()`` skips runs
    itself), else a NUL (never a token character: ``TokenTable.of`` checks). Cutting out the tokens' characters and
    putting a NUL after each one had moved every character of the page, slower than the split itself."""
    if not len(starts):
        return []
    sep = 32 if blank_free else 0
    chars = np.where(tok, cp, sep).astype(np.uint32, copy=False)
    touching = starts[1:][starts[1:] == ends[:-1]]
    if len(touching):
        chars = np.insert(chars, touching, sep)
    text = chars.tobytes().decode("utf-32-le", "surrogatepass")
    return text.split() if blank_free else [part for part in text.split("\x00") if part]


@dataclass(frozen=True)
class WeightTable:
    """The detector's per-token numbers as arrays over a vocabulary, so that a text's tokens are looked up in one
    dictionary pass and everything else is array indexing (a Python call per token and per bigram had been the
    larger part of bounding a page's passages).

    The vocabulary holds every word that has a weight of its own, starts or ends a bigram, or opens a cue's gate
    (all taken from the loaded model and the cue definitions). A word outside it has no unigram or bigram weight
    and opens no gate: only its prefix weight can count, asked of ``unit_weight`` for it alone. A word inside it
    gets the very float ``unit_weight`` gives, so the sums are the ones the per-token look-ups gave; the words
    outside it are asked of ``outside_weights`` (the same numbers, without a memo: each distinct word once per
    text, in one call)."""

    vocab: dict[str, int]
    unit: np.ndarray  # float64 per word id, one more entry (0.0) for "not in the vocabulary" (id -1)
    mask: np.ndarray  # int64 per word id (the cues whose gate it opens), 0 last
    pair_keys: np.ndarray  # sorted int64 keys ``first id * len(vocab) + second id`` of the bigrams
    pair_weights: np.ndarray  # float64, the bigram weight of each key
    opens_pair: np.ndarray  # bool per word id: the word starts a bigram (False last)
    closes_pair: np.ndarray  # bool per word id: the word ends a bigram (False last)
    outside_weights: Callable[[Iterable[str]], list[float]]  # the unigram plus prefix weights of words
    outside_min_len: int = 0  # a word outside the vocabulary and shorter than this weighs 0.0

    @classmethod
    def of(cls, words: Iterable[str], bigrams: Mapping[tuple[str, str], float],
           unit_weights: Callable[[Iterable[str]], list[float]], gate_mask: Mapping[str, int],
           outside_min_len: int = 0) -> WeightTable:
        """``words``: every word with a unigram weight; ``bigrams``: the bigram weights by their two words;
        ``unit_weights``: tokens' unigram plus prefix weights; ``gate_mask``: the bits of the cues each gate word
        opens; ``outside_min_len``: a word outside the vocabulary shorter than this has no weight (no prefix)."""
        vocab: dict[str, int] = {}
        for word in (*words, *(w for pair in bigrams for w in pair), *gate_mask):
            vocab.setdefault(word, len(vocab))
        size = len(vocab)
        unit = np.array(unit_weights(vocab), dtype=np.float64).reshape(size)
        mask = np.fromiter((gate_mask.get(w, 0) for w in vocab), dtype=np.int64, count=size)
        keys = np.fromiter((vocab[a] * size + vocab[b] for a, b in bigrams), dtype=np.int64, count=len(bigrams))
        weights = np.fromiter(bigrams.values(), dtype=np.float64, count=len(bigrams))
        order = np.argsort(keys, kind="stable")
        opens = np.zeros(size + 1, dtype=bool)
        closes = np.zeros(size + 1, dtype=bool)
        opens[keys // max(size, 1)] = True
        closes[keys % max(size, 1)] = True
        return cls(vocab, np.append(unit, 0.0), np.append(mask, 0), keys[order], weights[order], opens, closes,
                   unit_weights, outside_min_len)

    def look_up(self, toks: list[str], lengths: np.ndarray | None = None
                ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Per token its unigram plus prefix weight and its gate bits, and per pair of neighbours its bigram
        weight (0.0 when it is none). ``lengths``: the tokens' lengths, when the caller has them (the words
        outside the vocabulary too short to weigh anything are then not asked of ``outside_weights``)."""
        ntok = len(toks)
        ids = np.fromiter(map(self.vocab.get, toks, repeat(-1)), dtype=np.int64, count=ntok)
        unit = self.unit[ids]  # id -1: the last entry (0.0), replaced below where the word weighs something
        missing = ids < 0
        if lengths is not None and self.outside_min_len > 0:
            missing &= lengths >= self.outside_min_len  # (numbers and short names: most of the words outside)
        outside = np.flatnonzero(missing)
        if len(outside):
            words = list(map(toks.__getitem__, outside.tolist()))
            distinct = list(dict.fromkeys(words))  # names, numbers: repeated
            weight = dict(zip(distinct, self.outside_weights(distinct), strict=True))
            unit[outside] = np.fromiter(map(weight.__getitem__, words), dtype=np.float64, count=len(words))
        mask = self.mask[ids]
        return unit, self._pairs(ids), mask

    def _pairs(self, ids: np.ndarray) -> np.ndarray:
        """The bigram weight of each pair of neighbouring word ids (0.0 when none): the pairs that could be a
        bigram (the first word starts one, the second ends one) are sorted and found in the sorted keys in one
        pass (binary searches in text order jumped about the keys, slower than sorting first)."""
        pair = np.zeros(max(len(ids) - 1, 0), dtype=np.float64)
        if len(ids) < 2 or not len(self.pair_keys):
            return pair
        first, second = ids[:-1], ids[1:]
        maybe = np.flatnonzero(self.opens_pair[first] & self.closes_pair[second])  # id -1: the False last entry
        keys = first[maybe] * len(self.vocab) + second[maybe]
        order = np.argsort(keys)
        keys = keys[order]
        at = np.minimum(np.searchsorted(self.pair_keys, keys), len(self.pair_keys) - 1)
        hit = self.pair_keys[at] == keys
        pair[maybe[order[hit]]] = self.pair_weights[at[hit]]
        return pair


def passage_bounds(folded: str, table: TokenTable, spans: np.ndarray, weights: WeightTable,
                   bias: float) -> tuple[np.ndarray, np.ndarray]:
    """For each passage ``[a, b)`` of ``folded`` (the text as the detector reads it; ``spans``: an (n, 2) int array
    of the starts and ends): an upper bound of the token
    part of its logit (bias + token sum / sqrt(tokens); -60.0 without tokens, as the detector scores it; +inf where
    this pass cannot vouch for its tokens: a token of the whole text crosses its edge, or it holds a character of
    two classes), and the bit mask of the cues its words open the gate of.

    ``weights`` gives each token's unigram plus prefix weight, each bigram's weight and the bit mask of the cues a
    token opens the gate of."""
    n = len(spans)
    upper = np.full(n, np.inf)
    opened = np.zeros(n, dtype=np.int64)
    if not n:
        return upper, opened
    starts, ends, mixed, toks = table.tokens(folded)
    ntok = len(starts)
    ab = spans
    if not ntok:
        upper[:] = -60.0
        return upper, opened
    first = np.searchsorted(starts, ab[:, 0], side="left")  # the first token starting at or after a
    stop = np.searchsorted(ends, ab[:, 1], side="right")  # one past the last token ending at or before b
    # a token starting before a and ending after it (or one crossing b) is cut by the passage: not vouched for
    cut = (first > 0) & (ends[np.maximum(first - 1, 0)] > ab[:, 0])
    cut |= (stop < ntok) & (starts[np.minimum(stop, ntok - 1)] < ab[:, 1])
    if len(mixed):  # a character of two classes: which token it joins depends on its neighbours
        cut |= np.searchsorted(mixed, ab[:, 0], side="left") < np.searchsorted(mixed, ab[:, 1], side="left")
    unit, pair, masks = weights.look_up(toks, ends - starts)
    cu = np.concatenate(([0.0], np.cumsum(unit)))
    cb = np.concatenate(([0.0], np.cumsum(pair)))
    # float prefix sums are off by at most (terms) x (unit roundoff) x (sum of magnitudes); doubled, and more
    margin = 4.0 * (ntok + 1) * 2.3e-16 * (float(np.abs(unit).sum()) + float(np.abs(pair).sum())) + 1e-9
    live = np.flatnonzero(stop > first)
    if len(live):
        f, s = first[live], stop[live]
        bounds_idx = np.empty(2 * len(live), dtype=np.int64)
        bounds_idx[0::2] = f
        bounds_idx[1::2] = s
        opened[live] = np.bitwise_or.reduceat(np.append(masks, 0), bounds_idx)[0::2]
        total = cu[s] - cu[f] + cb[s - 1] - cb[f] + margin
        upper[live] = bias + total / np.sqrt((s - f).astype(np.float64)) + 1e-6
    upper[stop <= first] = -60.0
    upper[cut] = math.inf
    return upper, opened
