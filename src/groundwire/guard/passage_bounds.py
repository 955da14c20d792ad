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
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import repeat
from re import _compiler as sre_compile  # type: ignore[attr-defined]  # the stdlib's own regex compiler
from re import _constants as sre_c  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]

import numpy as np

from .charscan import BMP as _BMP
from .charscan import code_points, every_bmp_char

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
        return cls(table, np.array(runs, dtype=bool), tuple(classes))

    def tokens(self, text: str) -> tuple[np.ndarray, np.ndarray, np.ndarray, list[str]]:
        """Starts and ends of the tokens of ``text`` (what ``pattern.finditer`` finds in any stretch without a
        mixed character; a mixed one is a token of its own here), as two int arrays, the offsets of the mixed
        characters, and the tokens themselves."""
        cp = code_points(text)
        if not len(cp):
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64), []
        astral = cp >= _BMP
        cls = self.table[np.where(astral, 0, cp)]
        if astral.any():
            cls = cls.copy()
            for code in sorted(set(cp[astral].tolist())):  # (np.unique would import numpy.ma: 0.1 s once)
                ch = chr(code)
                ks = [k for k, rx in enumerate(self.classes) if rx is not None and rx.fullmatch(ch)]
                cls[cp == code] = (ks[0] if len(ks) == 1 else MIXED) if ks else 0
        tok = cls != 0
        run = self.runs[cls]
        same_prev = np.zeros(len(cls), dtype=bool)
        same_prev[1:] = cls[1:] == cls[:-1]
        same_next = np.zeros(len(cls), dtype=bool)
        same_next[:-1] = same_prev[1:]
        starts = np.flatnonzero(tok & ~(run & same_prev))
        ends = np.flatnonzero(tok & ~(run & same_next)) + 1
        # the tokens' characters with a NUL after each token, split at the NULs in one call (NUL is no token
        # character: ``of`` checks): one string op instead of a slice per token
        chars = np.insert(cp[tok], np.cumsum(ends - starts)[:-1], 0)
        toks = chars.tobytes().decode("utf-32-le", "surrogatepass").split("\x00") if len(starts) else []
        return starts, ends, np.flatnonzero(cls == MIXED), toks


@dataclass(frozen=True)
class WeightTable:
    """The detector's per-token numbers as arrays over a vocabulary, so that a text's tokens are looked up in one
    dictionary pass and everything else is array indexing (a Python call per token and per bigram had been the
    larger part of bounding a page's passages).

    The vocabulary holds every word that has a weight of its own, starts or ends a bigram, or opens a cue's gate
    (all taken from the loaded model and the cue definitions). A word outside it has no unigram or bigram weight
    and opens no gate: only its prefix weight can count, asked of ``unit_weight`` for it alone. A word inside it
    gets the very float ``unit_weight`` gives, so the sums are the ones the per-token look-ups gave."""

    vocab: dict[str, int]
    unit: np.ndarray  # float64 per word id, one more entry (0.0) for "not in the vocabulary" (id -1)
    mask: np.ndarray  # int64 per word id (the cues whose gate it opens), 0 last
    pair_keys: np.ndarray  # sorted int64 keys ``first id * len(vocab) + second id`` of the bigrams
    pair_weights: np.ndarray  # float64, the bigram weight of each key
    unit_weight: Callable[[str], float]  # a token's unigram plus prefix weight

    @classmethod
    def of(cls, words: Iterable[str], bigrams: Mapping[tuple[str, str], float], unit_weight: Callable[[str], float],
           gate_mask: Mapping[str, int]) -> WeightTable:
        """``words``: every word with a unigram weight; ``bigrams``: the bigram weights by their two words;
        ``gate_mask``: the bits of the cues each gate word opens."""
        vocab: dict[str, int] = {}
        for word in (*words, *(w for pair in bigrams for w in pair), *gate_mask):
            vocab.setdefault(word, len(vocab))
        size = len(vocab)
        unit = np.fromiter((unit_weight(w) for w in vocab), dtype=np.float64, count=size)
        mask = np.fromiter((gate_mask.get(w, 0) for w in vocab), dtype=np.int64, count=size)
        keys = np.fromiter((vocab[a] * size + vocab[b] for a, b in bigrams), dtype=np.int64, count=len(bigrams))
        weights = np.fromiter(bigrams.values(), dtype=np.float64, count=len(bigrams))
        order = np.argsort(keys, kind="stable")
        return cls(vocab, np.append(unit, 0.0), np.append(mask, 0), keys[order], weights[order], unit_weight)

    def look_up(self, toks: list[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Per token its unigram plus prefix weight and its gate bits, and per pair of neighbours its bigram
        weight (0.0 when it is none)."""
        ntok = len(toks)
        ids = np.fromiter(map(self.vocab.get, toks, repeat(-1)), dtype=np.int64, count=ntok)
        unit = self.unit[ids]  # id -1: the last entry, replaced below
        outside = np.flatnonzero(ids < 0)
        if len(outside):
            unit[outside] = np.fromiter(map(self.unit_weight, map(toks.__getitem__, outside.tolist())),
                                        dtype=np.float64, count=len(outside))
        mask = self.mask[ids]
        pair = np.zeros(max(ntok - 1, 0), dtype=np.float64)
        if ntok > 1 and len(self.pair_keys):
            first, second = ids[:-1], ids[1:]
            keys = first * len(self.vocab) + second
            at = np.minimum(np.searchsorted(self.pair_keys, keys), len(self.pair_keys) - 1)
            hit = (first >= 0) & (second >= 0) & (self.pair_keys[at] == keys)
            pair[hit] = self.pair_weights[at[hit]]
        return unit, pair, mask


def passage_bounds(folded: str, table: TokenTable, spans: Sequence[tuple[int, int]], weights: WeightTable,
                   bias: float) -> tuple[np.ndarray, np.ndarray]:
    """For each passage ``[a, b)`` of ``folded`` (the text as the detector reads it): an upper bound of the token
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
    ab = np.array(spans, dtype=np.int64).reshape(n, 2)
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
    unit, pair, masks = weights.look_up(toks)
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
