"""Round 29 (guard-clean29): which stripped characters of a clean text are harmless, so the text can stay as written.

The guard drops control, bidi and zero-width characters before its rules read a text (:mod:`.neutralize`). On clean
text of other origins that alone altered paragraphs nobody attacked: round 29 listed every clean paragraph the guard
altered across origins, and the characters were encoding debris and typography, not hidden words:

* UTF-8 read as Latin-1 (mojibake): "â\\x80\\x94" for an em dash, "â\\x9f¨" for an angle bracket — C1 controls that are
  the continuation bytes of one UTF-8 character (WCXB's GNU and JavaScript manual pages);
* Windows-1252 punctuation read as Latin-1: a lone "\\x93 ... \\x94" as the quotation marks (newspaper4k's Chinese news);
* word joiners, zero-width spaces or a byte-order mark at a word's edge ("sumber.\\u2060\\u2060", AEB's Indonesian text),
  soft hyphens (German and Dutch hyphenation), left-to-right / right-to-left marks in mixed-direction text;
* a Unicode line or paragraph separator (WCXB, "Need help building?\\u2028No problem.").

:func:`harmless_characters` says whether every such character of a text is of those kinds (then the caller leaves the
text as written and reports the characters instead of removing them). It is asked only when nothing but these
characters was removed — the rules and the detector have read the text without them and found nothing — so a word
hidden by invisible characters is caught exactly as before. Not harmless, so stripped as before: any C0 control (an
ANSI escape, a bell, a NUL), a C1 control outside those two encodings (an 8-bit CSI "\\x9b", OSC, DCS ...), bidi
overrides, embeddings and isolates (Trojan Source), Hangul fillers, invisible operators and interlinear annotations,
a zero-width character *inside* a Latin, Cyrillic or Greek word (the smuggling position: "ig\\u200bnore"), and a run
of more than two invisible characters (zero-width steganography). Tag characters and variation selectors are the
callers' own business (flagged as smuggling).
"""

from __future__ import annotations

import unicodedata

from groundwire import lazy_re as re

__all__ = ["as_a_model_reads", "harmless_characters"]

# Windows-1252 printable characters in the C1 range that read as Latin-1 leave behind; none introduces a terminal
# escape (CSI 0x9b, OSC 0x9d, DCS 0x90, ST 0x9c, SOS 0x98, PM 0x9e, APC 0x9f, SS2 / SS3 0x8e / 0x8f are left out)
_CP1252_PUNCTUATION = frozenset("\x80\x85\x91\x92\x93\x94\x95\x96\x97\x99")
_LINE_SEPARATORS = frozenset("\u2028\u2029")
_MARKS = frozenset("\u200e\u200f\u061c")  # left-to-right, right-to-left and Arabic letter marks
_ZERO_WIDTH = frozenset("\u200b\u200c\u200d\u2060\ufeff")  # space, non-joiner, joiner, word joiner, byte-order mark
_SOFT_HYPHEN = "\u00ad"
_HARMLESS_FORMAT = _ZERO_WIDTH | _MARKS | {_SOFT_HYPHEN}
_VARIATION_SELECTORS = ((0xFE00, 0xFE0F), (0xE0100, 0xE01EF))
_HARMLESS_FORMAT_RE = re.compile("[" + "".join(sorted(_HARMLESS_FORMAT)) + "]")
_MOJIBAKE_RE = re.compile("[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}|[\xf0-\xf4][\x80-\xbf]{3}")
_MAX_RUN = 2  # longer runs of invisible characters can carry data (zero-width steganography)


def _utf8_length(lead: str) -> int:
    """How many bytes a UTF-8 sequence opened by this Latin-1 character has (0: it opens none)."""
    o = ord(lead)
    return 2 if 0xC2 <= o <= 0xDF else 3 if 0xE0 <= o <= 0xEF else 4 if 0xF0 <= o <= 0xF4 else 0


def _in_mojibake(text: str, at: int) -> bool:
    """Whether the C1 control at ``at`` is a continuation byte of one UTF-8 character read as Latin-1, and that
    character is an ordinary one (not a control, nor a format character other than the harmless ones: "Â\\x9b"
    decodes to a CSI; "â\\x80\\x8d", a joiner written as an HTML entity on Webflow pages, is debris)."""
    for start in range(max(0, at - 3), at):
        n = _utf8_length(text[start])
        if n and start + n > at:
            chunk = text[start : start + n]
            if len(chunk) < n or any(not 0x80 <= ord(c) <= 0xBF for c in chunk[1:]):
                continue
            try:
                decoded = chunk.encode("latin-1").decode("utf-8")
            except UnicodeError:
                continue
            return unicodedata.category(decoded)[0] != "C" or decoded in _HARMLESS_FORMAT
    return False


def _word_script_letter(ch: str) -> bool:
    """A letter of an alphabet whose words the guard's rules read (Latin, Cyrillic, Greek)."""
    return ch.isalpha() and ord(ch) < 0x0530


def _inside_a_word(text: str, at: int, end: int) -> bool:
    return 0 < at and end < len(text) and _word_script_letter(text[at - 1]) and _word_script_letter(text[end])


def _selector(ch: str) -> bool:
    return any(lo <= ord(ch) <= hi for lo, hi in _VARIATION_SELECTORS)


def _harmless_run(text: str, at: int, run: str) -> bool:
    """Whether one run of the stripped characters (all of one of the checked kinds) is harmless where it stands."""
    first = run[0]
    if first in _LINE_SEPARATORS:
        return True
    if "\x80" <= first <= "\x9f":
        return all(c in _CP1252_PUNCTUATION or _in_mojibake(text, at + i) for i, c in enumerate(run))
    if len(run) > _MAX_RUN:
        return False
    if first in _MARKS or first == _SOFT_HYPHEN:
        return True
    if first in _ZERO_WIDTH:
        return not _inside_a_word(text, at, at + len(run))
    return False


def _kind(ch: str) -> str:
    if ch in _LINE_SEPARATORS:
        return "separator"
    if "\x80" <= ch <= "\x9f":
        return "c1"
    if ch in _MARKS:
        return "mark"
    if ch == _SOFT_HYPHEN or ch in _ZERO_WIDTH:
        return "invisible"
    return "other"


def harmless_characters(text: str, found: list[tuple[int, str]]) -> dict[str, str] | None:
    """The characters the guard would strip from ``text``, by kind (``control``, ``bidi``, ``invisible``,
    ``separator``), when every one is harmless where it stands; None when any is not. ``found``: each such character
    (or variation selector) with its offset, in text order."""
    if _longest_adjacent(text, found) > _MAX_RUN:  # review29b: a run of mixed kinds carries data too
        return None
    kept: dict[str, list[str]] = {}
    i = 0
    while i < len(found):
        at, ch = found[i]
        if _selector(ch):  # a lone emoji or ideographic selector is kept by the caller; a smuggling run is flagged
            i += 1
            continue
        kind = _kind(ch)
        if kind == "other":
            return None
        j = i + 1  # the run: adjacent characters of the same kind
        while j < len(found) and found[j][0] == found[j - 1][0] + 1 and _kind(found[j][1]) == kind:
            j += 1
        run = "".join(c for _, c in found[i:j])
        if not _harmless_run(text, at, run):
            return None
        name = {"c1": "control", "mark": "bidi"}.get(kind, kind)
        kept.setdefault(name, []).append(run)
        i = j
    return {kind: "".join(runs) for kind, runs in kept.items()}


def _longest_adjacent(text: str, found: list[tuple[int, str]]) -> int:
    """The longest run of adjacent found characters of any kinds; a C1 continuation byte of one UTF-8 character
    read as Latin-1 does not count (an emoji's mojibake has three)."""
    longest = run = 0
    last = -2
    for at, ch in found:
        counts = not ("\x80" <= ch <= "\x9f" and _in_mojibake(text, at))
        run = (run if at == last + 1 else 0) + counts
        longest = max(longest, run)
        last = at
    return longest


def _repaired(m: re.Match[str]) -> str:
    try:
        return m.group().encode("latin-1").decode("utf-8")
    except UnicodeError:
        return m.group()


def as_a_model_reads(text: str) -> str:
    """``text`` as a model may read it with the kept characters in place (review29b): a zero-width, mark or soft
    hyphen between two words as a space, NEL as a line break, UTF-8 read as Latin-1 repaired. The rules read the text
    with those characters dropped ("Ignore\u00adall\u00adprevious" as one word), so the caller reads this too."""
    return _MOJIBAKE_RE.sub(_repaired, _HARMLESS_FORMAT_RE.sub(" ", text)).replace("\x85", "\n")
