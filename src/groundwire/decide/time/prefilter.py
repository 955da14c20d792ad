"""Which kinds of character a time rule cannot match without: a Han character, a digit.

About ninety rules scan every question; on an English question the Chinese rules can never match, yet scanning them
cost about half of ``resolve``. :func:`needs` reads a compiled pattern's syntax tree (the standard library's own
parser, ``re._parser``) and answers soundly: a kind is reported only when *every* way through the pattern consumes
such a character (an optional part, a look-around or one branch without it means "not needed"). The caller skips a
rule when the text has none of what it needs. Hand-written because no library answers "what must any match
contain"; it is a dozen lines over the parse tree.
"""

from __future__ import annotations

import re
import threading
from functools import lru_cache
from typing import Any

import ahocorasick_rs

from .shipped_screens import shipped_screen
from ...lazy_re import is_pattern

try:  # Python 3.11+
    from re import _parser as sre_parse  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - older layouts
    import sre_parse  # type: ignore[no-redef]

HAN_RANGES = ((0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x3007, 0x3007), (0x25CB, 0x25CB))  # 〇 ○
HAN = re.compile("[" + "".join(f"{chr(a)}-{chr(b)}" for a, b in HAN_RANGES) + "]")
DIGIT = re.compile(r"\d")


def _is_han(code: int) -> bool:
    return HAN.fullmatch(chr(code)) is not None


def _class_all(items: list[tuple[Any, Any]], kind: str) -> bool:
    """Does every character of a class ``[...]`` belong to ``kind``?"""
    if not items:
        return False
    for op, arg in items:
        name = str(op)
        if name == "LITERAL":
            ok = _is_han(arg) if kind == "han" else chr(arg).isdigit() and chr(arg).isascii()
        elif name == "RANGE":
            lo, hi = arg
            ok = (any(a <= lo <= hi <= b for a, b in HAN_RANGES) if kind == "han" else 0x30 <= lo <= hi <= 0x39)
        elif name == "CATEGORY":
            ok = kind == "digit" and str(arg) == "CATEGORY_DIGIT"
        else:  # NEGATE and anything unusual: no promise
            ok = False
        if not ok:
            return False
    return True


def _requires(seq: Any, kind: str) -> bool:
    """Must every match of the parsed sequence ``seq`` consume a character of ``kind``?"""
    for op, arg in seq:
        name = str(op)
        if name == "LITERAL":
            if (_is_han(arg) if kind == "han" else 0x30 <= arg <= 0x39):
                return True
        elif name == "IN":
            if _class_all(arg, kind):
                return True
        elif name == "SUBPATTERN":
            if _requires(arg[-1], kind):
                return True
        elif name == "BRANCH":
            if all(_requires(branch, kind) for branch in arg[1]):
                return True
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            low, _high, item = arg
            if low >= 1 and _requires(item, kind):
                return True
        elif name == "ATOMIC_GROUP":
            if _requires(arg, kind):
                return True
        # AT, ASSERT, ASSERT_NOT, GROUPREF, CATEGORY, ANY...: nothing promised
    return False


@lru_cache(maxsize=512)
def needs(pattern: re.Pattern[str]) -> tuple[bool, bool]:
    """(needs a Han character, needs an ASCII digit) for any match of ``pattern``; (False, False) when unsure.
    Read from the shipped screens (time/shipped_screens.py) when they hold the pattern, else worked out."""
    shipped = shipped_screen(pattern)
    return shipped[:2] if shipped is not None else compute_needs(pattern)


def compute_needs(pattern: re.Pattern[str]) -> tuple[bool, bool]:
    """:func:`needs` worked out from the pattern's syntax tree."""
    tree = _tree(pattern)
    if tree is None:
        return False, False
    return _requires(tree, "han"), _requires(tree, "digit")


# --- literal words a match cannot do without ----------------------------------------------------------------------
# The same idea one step further (the "required literals" prefilter of code-search engines and RE2): from the tree,
# a set of strings such that every match of the pattern contains at least one of them. A rule whose set has no
# member in the lower-cased text cannot match there and is skipped before its (slower) scan. Case is folded on both
# sides, so a case-sensitive pattern is only tested more loosely, never wrongly.

_MAX_STRINGS = 24  # a finite run is spelled out only while it stays this small


_SURROGATE = re.compile("[\ud800-\udfff]")


def fold(text: str) -> str:
    """Lower-cased text for :func:`required_any`'s strings; the two letters IGNORECASE folds onto ASCII that
    ``lower`` leaves alone (long s, dotless i) are folded too, so no case-blind rule is skipped wrongly."""
    folded = text.lower()
    if not folded.isascii():
        folded = folded.replace("\u017f", "s").replace("\u0131", "i")
        folded = _SURROGATE.sub("\ufffd", folded)  # the automaton reads UTF-8: a lone surrogate cannot be encoded
    return folded


def _folded_char(code: int) -> str | None:
    """A literal as :func:`fold` leaves it, or None for a cased letter outside ASCII: IGNORECASE treats some of
    those as one letter where ``lower`` does not (σ/ς, µ/μ, θ/ϑ ...), so they promise nothing here."""
    ch = chr(code)
    if ch.isascii() or ch.lower() == ch.upper():
        return ch.lower()
    return None


def _class_chars(items: list[tuple[Any, Any]]) -> set[str] | None:
    chars: set[str] = set()
    for op, arg in items:
        folded = _folded_char(arg) if str(op) == "LITERAL" else None
        if folded is None:
            return None  # ranges, categories, negation: too many strings to spell out
        chars.add(folded)
    return chars if len(chars) <= 8 else None


def _exact(seq: Any) -> set[str] | None:
    """Every string ``seq`` can match, when that is a small finite set (lower-cased); else None."""
    out = {""}
    for op, arg in seq:
        name = str(op)
        if name == "LITERAL":
            folded = _folded_char(arg)
            part: set[str] | None = None if folded is None else {folded}
        elif name == "IN":
            part = _class_chars(arg)
        elif name == "SUBPATTERN":
            part = _exact(arg[-1])
        elif name == "BRANCH":
            part = set()
            for branch in arg[1]:
                sub = _exact(branch)
                if sub is None:
                    return None
                part |= sub
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT") and arg[0] == 0 and arg[1] == 1:
            sub = _exact(arg[2])
            part = None if sub is None else sub | {""}
        elif name == "AT":
            continue  # zero width: the strings around it stay contiguous
        else:
            return None
        if part is None or len(out) * len(part) > _MAX_STRINGS:
            return None
        out = {a + b for a in out for b in part}
    return out


def _score(strings: frozenset[str]) -> tuple[int, int]:
    """Prefer sets whose shortest member is longest (a Han character counts as three letters), then smaller sets."""
    return min(len(s) + 2 * sum(1 for ch in s if not ch.isascii()) for s in strings), -len(strings)


def _required(seq: Any) -> list[frozenset[str]]:
    """Sets of strings (lower-cased) such that every match of ``seq`` contains a member of each set; [] when none is
    known. Each set is necessary on its own, so a text must hold a member of every one."""
    candidates: list[frozenset[str]] = []
    run = {""}

    def flush() -> None:
        nonlocal run
        if "" not in run:
            candidates.append(frozenset(run))
        run = {""}

    for op, arg in seq:
        name = str(op)
        exact = _exact([(op, arg)]) if name in ("LITERAL", "IN", "SUBPATTERN", "BRANCH") else None
        if exact is not None and "" not in exact and len(run) * len(exact) <= _MAX_STRINGS:
            run = {a + b for a in run for b in exact}
            continue
        if name == "AT":
            continue
        flush()
        if name == "SUBPATTERN":
            candidates += _required(arg[-1])
        elif name == "BRANCH":  # one set: each branch's best, together
            bests = [_best(_required(branch)) for branch in arg[1]]
            if all(bests):
                candidates.append(frozenset().union(*bests))  # type: ignore[arg-type]
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT") and arg[0] >= 1:
            candidates += _required(arg[2])
        elif name == "ATOMIC_GROUP":
            candidates += _required(arg)
        elif name == "ASSERT":  # a positive look-around: the text holds it too, just outside the match
            candidates += _required(arg[1])
    flush()
    return [c for c in dict.fromkeys(candidates) if c and "" not in c]


def _best(candidates: list[frozenset[str]]) -> frozenset[str] | None:
    return max(candidates, key=_score) if candidates else None


def _tree(pattern: re.Pattern[str]) -> Any:
    return _parsed(pattern.pattern, pattern.flags)


@lru_cache(maxsize=8)
def _parsed(source: str, flags: int) -> Any:
    """The syntax tree of one pattern, parsed once for both :func:`compute_needs` and :func:`compute_required_all`
    (each screen asks both in a row); None when it cannot be parsed."""
    try:
        return sre_parse.parse(source, flags)
    except Exception:  # noqa: BLE001 - an unparsable tree only means no shortcut
        return None


@lru_cache(maxsize=1024)
def required_all(pattern: re.Pattern[str]) -> tuple[frozenset[str], ...]:
    """Every set :func:`_required` finds for ``pattern``, most selective first: a text lacking any member of one of
    them cannot hold a match. () when the tree promises nothing. Read from the shipped screens when they hold the
    pattern, else worked out."""
    shipped = shipped_screen(pattern)
    return shipped[2] if shipped is not None else compute_required_all(pattern)


def compute_required_all(pattern: re.Pattern[str]) -> tuple[frozenset[str], ...]:
    """:func:`required_all` worked out from the pattern's syntax tree."""
    tree = _tree(pattern)
    found = _required(tree) if tree is not None else []
    return tuple(sorted(found, key=_score, reverse=True))


def required_any(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """The most selective of :func:`required_all`'s sets: strings one of which every match of ``pattern`` contains,
    lower-cased (see :func:`fold`); None when the tree promises none. Sound by construction: optional parts,
    negative look-arounds and back-references promise nothing."""
    found = required_all(pattern)
    return tuple(sorted(found[0], key=len)) if found else None


class PatternScreen:
    """Which of many patterns could match a text, from one Aho-Corasick pass (ahocorasick-rs, overlapping matches:
    "mar" inside "march" counts) over the folded text for every pattern's required strings, plus the Han/digit needs
    of :func:`needs`. Each necessary set gets one bit; a pattern is alive when all its bits are satisfied. Testing
    each pattern's strings one by one in Python cost more than the scans the test saved."""

    _HAN, _DIGIT = "\x00han", "\x00digit"  # pseudo-words for "the text holds a Han character / a digit"

    def __init__(self, patterns: list[re.Pattern[str]]) -> None:
        bits: dict[str, int] = {}  # word -> the bits of every necessary set holding it
        firsts: dict[str, int] = {}  # word -> the patterns whose first (most selective) set holds it, as bits
        masks: list[int] = []
        always = 0  # patterns that promise nothing: always scanned
        bit = 0
        for index, pattern in enumerate(patterns):
            need_han, need_digit = needs(pattern)
            sets = [*required_all(pattern), *([frozenset({self._HAN})] if need_han else []),
                    *([frozenset({self._DIGIT})] if need_digit else [])]
            mask = 0
            for words in sets:
                for word in words:
                    bits[word] = bits.get(word, 0) | 1 << bit
                mask |= 1 << bit
                bit += 1
            for word in sets[0] if sets else ():
                firsts[word] = firsts.get(word, 0) | 1 << index
            always |= 0 if sets else 1 << index
            masks.append(mask)
        self._bits, self._firsts, self._always, self._masks = bits, firsts, always, tuple(masks)
        words = sorted(w for w in bits if w not in (self._HAN, self._DIGIT))
        self._automaton = ahocorasick_rs.AhoCorasick(words) if words else None

    def alive(self, text: str) -> list[int]:
        """Indices of the patterns that could match ``text``, in order (all the others certainly cannot)."""
        found = set(self._automaton.find_matches_as_strings(fold(text), overlapping=True)) if self._automaton else set()
        if HAN.search(text):
            found.add(self._HAN)
        if DIGIT.search(text):
            found.add(self._DIGIT)
        satisfied, candidates = 0, self._always
        for word in found:
            satisfied |= self._bits.get(word, 0)
            candidates |= self._firsts.get(word, 0)
        alive = []
        while candidates:  # only patterns whose first set is met; then all their sets
            low = candidates & -candidates
            index = low.bit_length() - 1
            candidates ^= low
            if satisfied & self._masks[index] == self._masks[index]:
                alive.append(index)
        return alive


# --- the same screen for any module's patterns ----------------------------------------------------------------


class _Screen:
    """One Aho-Corasick automaton over the required words of the patterns prepared so far, and which necessary sets
    each word satisfies (one bit per distinct set; two more bits for "holds a Han character" and "holds a digit",
    the needs of :func:`needs`). Never changed once published: a later preparation builds a new one whose bits
    include every earlier one's, so a mask from an older screen stays valid on a newer one. The last few texts'
    answers are kept, since one question is read by dozens of patterns (and a few rewrites of it)."""

    __slots__ = ("_automaton", "_bits", "memo")

    HAN_BIT, DIGIT_BIT = 1, 2  # the first two bits of every screen

    def __init__(self, bits: dict[str, int]) -> None:
        self._bits = bits
        self._automaton = ahocorasick_rs.AhoCorasick(sorted(bits)) if bits else None
        self.memo: dict[str, int] = {}

    def satisfied(self, text: str) -> int:
        """The bits of every necessary set that ``text`` holds a member of."""
        found = self.memo.get(text)
        if found is None:
            found = (self.HAN_BIT if HAN.search(text) else 0) | (self.DIGIT_BIT if DIGIT.search(text) else 0)
            if self._automaton is not None:
                bits = self._bits
                for word in set(self._automaton.find_matches_as_strings(fold(text), overlapping=True)):
                    found |= bits[word]
            if len(self.memo) >= 32:
                self.memo.clear()
            self.memo[text] = found  # a racing clear only loses a cached answer, never makes one wrong
        return found


class _SharedWords:
    """The required strings of every :class:`ScreenedPattern`, found in a text by one Aho-Corasick pass. Patterns
    are read on first use, all at once (parsing them costs about half a second, which importing the gate should not
    pay; :func:`prepare_screens` does it ahead), under a lock: the proxy decides in worker threads, and a thread
    must never see a pattern's mask before the screen that knows its bits (double-checked: the screen is published
    first, then the masks, and a pattern reads its mask before the screen)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pending: list[ScreenedPattern] = []
        self.registered: list[re.Pattern[str]] = []  # every pattern ever registered (scripts/ship_time_screens.py)
        self._set_bits: dict[frozenset[str], int] = {}  # each distinct necessary set -> its bit's index (from 2 on:
        # bits 0 and 1 are _Screen's Han and digit bits)
        self._word_bits: dict[str, int] = {}  # word -> the bits of every set holding it
        self.screen = _Screen({})

    def register(self, screened: ScreenedPattern) -> None:
        with self._lock:
            self._pending.append(screened)
            self.registered.append(screened._pattern)

    def prepare(self) -> None:
        """Work out the sets of every pattern registered and not yet prepared, publish a screen over all words,
        then give those patterns their masks. A no-op once done (and for a thread that waited on another's)."""
        with self._lock:
            if not self._pending:
                return
            masks = []
            for screened in self._pending:
                need_han, need_digit = needs(screened._pattern)
                mask = (_Screen.HAN_BIT if need_han else 0) | (_Screen.DIGIT_BIT if need_digit else 0)
                for words in required_all(screened._pattern):
                    index = self._set_bits.get(words)
                    if index is None:
                        index = self._set_bits[words] = len(self._set_bits) + 2
                        for word in words:
                            self._word_bits[word] = self._word_bits.get(word, 0) | 1 << index
                    mask |= 1 << index
                masks.append(mask)
            self.screen = _Screen(dict(self._word_bits))  # first the screen ...
            for screened, mask in zip(self._pending, masks):
                screened._mask = mask  # ... then the masks that need it
            self._pending = []


_SHARED = _SharedWords()


def prepare_screens() -> None:
    """Read every screened pattern now (about half a second) instead of on the first question."""
    _SHARED.prepare()


class ScreenedPattern:
    """A compiled pattern that answers "no match" without scanning a text that lacks a string every match of it
    needs (:func:`required_all`), or the Han character or digit it needs (:func:`needs`). Same methods and answers
    as ``re.Pattern`` for the calls the gate makes (search, match, fullmatch, finditer, findall, sub, subn, split);
    anything else is passed through. The whole text is tested even when a call starts at ``pos``: a look-behind may
    read before it, and a wider test is never wrong."""

    __slots__ = ("_pattern", "_mask")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self._pattern = pattern
        self._mask: int | None = None  # the bits of its necessary sets, set by _SharedWords.prepare (0: none)
        _SHARED.register(self)

    def _absent(self, text: Any) -> bool:
        mask = self._mask  # read before the screen (see _SharedWords)
        if mask is None:
            _SHARED.prepare()
            mask = self._mask
        if not mask or not isinstance(text, str):
            return False
        screen = _SHARED.screen
        found = screen.memo.get(text)
        if found is None:
            found = screen.satisfied(text)
        return found & mask != mask

    def search(self, string: str, *args: Any) -> re.Match[str] | None:
        return None if self._absent(string) else self._pattern.search(string, *args)

    def match(self, string: str, *args: Any) -> re.Match[str] | None:
        return None if self._absent(string) else self._pattern.match(string, *args)

    def fullmatch(self, string: str, *args: Any) -> re.Match[str] | None:
        return None if self._absent(string) else self._pattern.fullmatch(string, *args)

    def finditer(self, string: str, *args: Any) -> Any:
        return iter(()) if self._absent(string) else self._pattern.finditer(string, *args)

    def findall(self, string: str, *args: Any) -> list[Any]:
        return [] if self._absent(string) else self._pattern.findall(string, *args)

    def sub(self, repl: Any, string: str, count: int = 0) -> str:
        return string if self._absent(string) else self._pattern.sub(repl, string, count)

    def subn(self, repl: Any, string: str, count: int = 0) -> tuple[str, int]:
        return (string, 0) if self._absent(string) else self._pattern.subn(repl, string, count)

    def split(self, string: str, maxsplit: int = 0) -> list[str]:
        return [string] if self._absent(string) else self._pattern.split(string, maxsplit)

    def __getattr__(self, name: str) -> Any:  # pattern, flags, groupindex, groups, scanner ...
        return getattr(self._pattern, name)

    def __repr__(self) -> str:
        return f"ScreenedPattern({self._pattern!r})"


def screen_patterns(namespace: dict[str, Any]) -> None:
    """Wrap every compiled pattern among a module's globals in a :class:`ScreenedPattern` (call it at the module's
    end), a lazy one (groundwire/lazy_re.py) too: it is compiled when a text first passes its screen. Patterns held
    inside tuples or functions stay as they are."""
    for name, value in list(namespace.items()):
        if is_pattern(value) and isinstance(value.pattern, str):  # lazy ones too (groundwire/lazy_re.py)
            namespace[name] = ScreenedPattern(value)
