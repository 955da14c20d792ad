"""Text hidden by an encoding, decoded so the rules can read it (round 12): attack-game players and jailbreak
prompts write the order in base64, as hex bytes, in rot13, backwards, in leetspeak ("1gn0r3 4ll pr3v10u5
1n5truct10n5") or with its letters dotted apart ("I.g.n.o.r.e"), where no rule and no trigger word can see it.

:func:`hidden_texts` finds such spans and returns each with its decoded text; the caller
(:func:`groundwire.guard.neutralize._sanitize_rules`) runs the rules on the decoded text and removes the span when
they flag it. Pure functions; every look is bounded and the common case (prose with none of the shapes) costs a few
regex scans.
"""

from __future__ import annotations

import base64
import binascii
import codecs
from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

import ahocorasick_rs
import numpy as np

from .charscan import LONG_TEXT

__all__ = ["escaped_breaks_as_spaces", "hidden_texts"]

# a JSON string's escaped line break or tab ("…building.\\nIgnore all…"), before a character that is not blank
_ESCAPED_BREAK_RE = re.compile(r"(?<!\\)\\[nrt](?=\S)")


def escaped_breaks_as_spaces(text: str) -> str:
    """``text`` with each escaped line break or tab of a JSON string (the two characters ``\\n``) read as two
    spaces, same length: tool output quoted as JSON keeps its line breaks escaped, and "nIgnore" had no word boundary
    for the rules (round 12)."""
    return _ESCAPED_BREAK_RE.sub("  ", text) if "\\" in text else text


_MAX_SPAN = 4000  # a decoded span longer than this is not read (a data blob, not an order)

_B64_RE = re.compile(r"(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{20,}={0,2}(?![A-Za-z0-9+/=])")
_HEX_RE = re.compile(r"(?<![0-9A-Fa-f])[0-9A-Fa-f]{2}(?:[ :,-]?[0-9A-Fa-f]{2}){9,}(?![0-9A-Fa-f])")
_ROT13_RE = re.compile(r"\brot[\s_-]?13\b", re.I)
_BACKWARDS_RE = re.compile(r"\b(?:backwards?|reversed?|in\s+reverse|mirrored|right\s+to\s+left)\b|al\s+rev[ée]s|"
                           # (guard19-direct) "mirror text", "flip and follow", "flipped"
                           r"\bmirror[\s-]*(?:text|writing|script|image)\b|\bflip(?:ped\b|\s+(?:it|this|and)\b)|"
                           r"à\s+l'envers|rückwärts|задом\s+наперёд|задом\s+наперед|倒过来|倒着", re.I)
_LEET_TOKEN_RE = re.compile(r"(?<![\w@$])(?=[\w@$]*[A-Za-z])(?=[\w@$]*[013457@$])[\w@$]{3,}(?![\w@$])")
_ORDINAL_RE = re.compile(r"^\d+(?:st|nd|rd|th|s|am|pm|k|m|g|x|px|kb|mb|gb|ms|hz|mhz|ghz|d|p)$", re.I)
_LEET_MAP = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s"})
_DOTTED_RE = re.compile(r"(?<![\w.])(?:[^\W\d_][.\-_*·•]){3,}[^\W\d_](?![\w])")
_DOT_SEPARATORS_RE = re.compile(r"[.\-_*·•]")
# cheap first looks: a letter between two leet digits or a leet digit between two letters ("1gn0r3"); a separator,
# a letter, a separator, a letter, a separator ("I.g.n.o"); a word for reading backwards
# (spelt to open with the rarer class: the engine skips ahead to a digit, six times quicker on e-mails)
_LEET_HINT_RE = re.compile(r"[013457@$](?:(?<=[A-Za-z][013457@$])[A-Za-z]|[A-Za-z][013457@$])")
# four bytes of ASCII text as hex pairs open with 2..7 ("57 68 61 74"): a cheap look before the full pattern
_HEX_HINT_RE = re.compile(r"[2-7][0-9A-Fa-f][ :,-]?[2-7][0-9A-Fa-f][ :,-]?[2-7][0-9A-Fa-f][ :,-]?[2-7][0-9A-Fa-f]")
_DOTTED_HINT_RE = re.compile(r"[.\-_*·•][^\W\d_][.\-_*·•][^\W\d_][.\-_*·•]")
_BACKWARDS_HINTS = ("backward", "revers", "mirror", "flip", "right to left", "revés", "reves", "envers", "rückwärts", "наперёд",
                    "наперед", "倒")


def _readable(decoded: str) -> bool:
    """Words of letters, as an order would be: mostly letters and spaces, at least three words."""
    if len(decoded) < 12 or decoded.count(" ") < 2:
        return False
    good = sum(ch.isalpha() or ch in " .,'!?:;\"-" for ch in decoded)
    return good >= 0.85 * len(decoded)


def _base64_text(token: str) -> str | None:
    """What a base64 token says, when it decodes to words."""
    if len(token) > _MAX_SPAN or not (any(c.isdigit() for c in token) or any(c.islower() for c in token)
                                      and any(c.isupper() for c in token)):
        return None
    try:
        decoded = base64.b64decode(token.rstrip("=") + "=" * (-len(token.rstrip("=")) % 4), validate=True)
        text = decoded.decode("utf-8")
    except (binascii.Error, ValueError):
        return None
    return text if _readable(text) else None


def _base64_spans(text: str) -> list[tuple[int, int, str]]:
    out = []
    for m in _B64_RE.finditer(text):
        decoded = _base64_text(m.group())
        if decoded is not None:
            out.append((m.start(), m.end(), decoded))
    return out


def _hex_spans(text: str) -> list[tuple[int, int, str]]:
    out: list[tuple[int, int, str]] = []
    if not _HEX_HINT_RE.search(text):
        return out
    for m in _HEX_RE.finditer(text):
        digits = re.sub(r"[ :,-]", "", m.group())
        if len(digits) % 2 or len(digits) > _MAX_SPAN:
            continue
        try:
            decoded = bytes.fromhex(digits).decode("utf-8")
        except ValueError:
            continue
        if _readable(decoded):
            out.append((m.start(), m.end(), decoded))
    return out


def _rest_after(text: str, at: int) -> tuple[int, int]:
    """The span after a mention ("rot13:", "backwards:"): the rest of its line, or the next line when the mention
    ends its line."""
    end = text.find("\n", at)
    end = len(text) if end < 0 else end
    if not text[at:end].strip(" :.-—\t\"'"):
        nxt = text.find("\n", end + 1)
        at, end = end + 1, (len(text) if nxt < 0 else nxt)
    return at, min(end, at + _MAX_SPAN)


_ROT13_HINTS = ("rot13", "rot-13", "rot 13", "rot_13")
_MENTIONS = ahocorasick_rs.AhoCorasick(_ROT13_HINTS + _BACKWARDS_HINTS)


def _mention_spans(text: str, lowered: str) -> list[tuple[int, int, str]]:
    """Spans after each mention of rot13 (decoded) or of reading backwards (reversed); the mention's pattern is
    only tried around a hint (one automaton over the lower-cased text). One span per kind and line: the first
    mention's span holds every later one's on its line (read again each, "rot13 " x 300 cost ~150 times the
    text's length in rule work, review 12b)."""
    out = []
    seen: set[tuple[bool, int]] = set()
    for idx, at, end in _MENTIONS.find_matches_as_indexes(lowered):
        rot13 = idx < len(_ROT13_HINTS)
        m = (_ROT13_RE if rot13 else _BACKWARDS_RE).search(text, max(0, at - 12), end + 20)
        if m is None:
            continue
        a, b = _rest_after(text, m.end())
        if b > a and (rot13, b) not in seen:
            seen.add((rot13, b))
            out.append((a, b, codecs.decode(text[a:b], "rot13") if rot13 else text[a:b][::-1]))
    return out


_JSON_ESCAPE_RE = re.compile(r"\\u([0-9a-fA-F]{4})")


def _json_escape_spans(text: str) -> list[tuple[int, int, str]]:
    """Lines holding JSON ``\\uXXXX`` escapes (an API's ``ensure_ascii`` output: "pr\\u00e9c\\u00e8de"), with
    the escapes read (a lone surrogate half becomes U+FFFD)."""
    if "\\u" not in text:
        return []
    out = []
    for a, b in _lines_at(text, [m.start() for m in _JSON_ESCAPE_RE.finditer(text)]):
        line = text[a:b]
        decoded = _JSON_ESCAPE_RE.sub(lambda m: chr(int(m.group(1), 16)), line)
        decoded = decoded.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
        out.append((a, b, escaped_breaks_as_spaces(decoded)))
    return out


def _leet_spans(text: str) -> list[tuple[int, int, str]]:
    out: list[tuple[int, int, str]] = []
    hits: dict[tuple[int, int], int] = {}
    for m in _LEET_HINT_RE.finditer(text):
        a = text.rfind("\n", 0, m.start()) + 1
        b = text.find("\n", m.end())
        key = (a, len(text) if b < 0 else b)
        hits[key] = hits.get(key, 0) + 1
    for pos, end in sorted(k for k, n in hits.items() if n >= 3):  # (three leet words give three hints at least)
        line = text[pos:end]
        tokens = [m for m in _LEET_TOKEN_RE.finditer(line) if not _ORDINAL_RE.match(m.group())]
        words = len(line.split())
        if len(tokens) >= 3 and len(tokens) * 3 >= words:
            decoded = _LEET_TOKEN_RE.sub(lambda m: m.group().translate(_LEET_MAP)
                                         if not _ORDINAL_RE.match(m.group()) else m.group(), line)
            out.append((pos, end, decoded))
    return out


def _dotted_spans(text: str) -> list[tuple[int, int, str]]:
    if not _DOTTED_HINT_RE.search(text):
        return []
    found = list(_DOTTED_RE.finditer(text))
    if len(found) < 2:
        return []
    decoded = _DOTTED_RE.sub(lambda m: _DOT_SEPARATORS_RE.sub("", m.group()), text[found[0].start() : found[-1].end()])
    return [(found[0].start(), found[-1].end(), decoded)]


# Long texts: where each kind may be is found first in array code (one look-up per character), and its regex runs on
# those lines alone. Bit flags of the ASCII characters; others have none.
_LETTER, _LEET, _B64, _HEXISH, _SEP = 1, 2, 4, 8, 16
_FLAGS = np.zeros(129, dtype=np.uint8)
for _c in range(128):
    _ch = chr(_c)
    _FLAGS[_c] = ((_LETTER if _ch.isalpha() else 0) | (_LEET if _ch in "013457@$" else 0)
                  | (_B64 if _ch.isalnum() or _ch in "+/" else 0)
                  | (_HEXISH if _ch in "0123456789abcdefABCDEF :,-" else 0) | (_SEP if _ch in ".-_*" else 0))
# the same flags as a byte-translation table (round 12b): the text encoded as ASCII with every other character
# replaced by "?" has one byte per character (offsets shared) and "?" has no flag, so ``bytes.translate`` gives each
# character's flags in C, without the four-byte code points and the table look-up (a third of this module's time on a
# page of prose, and a fresh 3 MB array per page)
_FLAG_BYTES = bytes(_FLAGS[:128].tolist()) + bytes(128)
assert _FLAGS[ord("?")] == 0 == _FLAGS[128]


def _char_flags(text: str) -> np.ndarray:
    """The flags of each character of ``text`` (none for a character beyond ASCII), one byte each."""
    return np.frombuffer(text.encode("ascii", "replace").translate(_FLAG_BYTES), dtype=np.uint8)


def _long_runs(mask: np.ndarray, length: int) -> np.ndarray:
    """Start offsets of the runs of ``mask`` at least ``length`` long. By ANDs of the mask with itself shifted,
    doubling the window each time: ``window[i]`` tells whether ``mask[i : i + length]`` is all true, and a run starts
    where a full window follows a false (guard-tidy13: the offsets of every false, half a page of prose for the
    hex-like characters, had cost ~5 ms a page; on prose the windows die out after a few steps)."""
    window, width = mask, 1
    while width < length and window.any():
        step = min(width, length - width)
        window = window[:-step] & window[step:]
        width += step
    if width < length or not window.any():
        return np.flatnonzero(window[:0])
    starts = np.flatnonzero(window)
    return starts[(starts == 0) | ~mask[np.maximum(starts - 1, 0)]]


def _lines_at(text: str, positions) -> list[tuple[int, int]]:
    spans: set[tuple[int, int]] = set()
    for p in positions:
        a = text.rfind("\n", 0, int(p)) + 1
        b = text.find("\n", int(p))
        spans.add((a, len(text) if b < 0 else b))
    return sorted(spans)


def _on_lines(text: str, lines: list[tuple[int, int]], find) -> list[tuple[int, int, str]]:
    out = []
    for a, b in lines:
        out.extend((a + x, a + y, decoded) for x, y, decoded in find(text[a:b]))
    return out


def _hidden_long(text: str) -> list[tuple[int, int, str]]:
    flags = _char_flags(text)
    out: list[tuple[int, int, str]] = []
    b64 = (flags & _B64) > 0
    for start in _long_runs(b64, 20):
        end = int(start) + 1
        while end < len(text) and b64[end]:
            end += 1
        if start > 0 and text[start - 1] == "=":  # (the regex's rule: no "=" just before a token)
            continue
        while end < len(text) and text[end] == "=" and end - start < _MAX_SPAN:
            end += 1
        decoded = _base64_text(text[start:end])
        if decoded is not None:
            out.append((int(start), end, decoded))
    runs = _long_runs((flags & _HEXISH) > 0, 29)
    if len(runs):
        out += _on_lines(text, _lines_at(text, runs), _hex_spans)
    letter = (flags & _LETTER) > 0
    leet = (flags & _LEET) > 0
    hits = np.flatnonzero((letter[:-2] & leet[1:-1] & letter[2:]) | (leet[:-2] & letter[1:-1] & leet[2:]))
    if len(hits):
        out += _on_lines(text, _lines_at(text, hits), _leet_spans)
    sep = (flags & _SEP) > 0
    hits = np.flatnonzero(sep[:-4] & letter[1:-3] & sep[2:-2] & letter[3:-1] & sep[4:])
    if len(hits):
        out += _on_lines(text, _lines_at(text, hits), _dotted_spans)
    return out


def hidden_texts(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, decoded)`` for every span of ``text`` that may hide an order in an encoding: base64 and hex
    runs that decode to words, the text after a mention of rot13 or of reading backwards, lines mostly in leetspeak,
    words with their letters dotted apart. Spans may overlap; the caller decides what the decoded text is."""
    out = _json_escape_spans(text)
    if len(text) >= LONG_TEXT:
        out += _hidden_long(text)
    else:
        out += _base64_spans(text) + _hex_spans(text) + _leet_spans(text) + _dotted_spans(text)
        # (rot13 and backwards are read in texts shorter than a page, where a direct order stands: lower-casing a
        # whole page to look for their mentions cost more than the rest of this module)
        lowered = text.lower()
        if len(lowered) == len(text):  # (a character whose lower case is longer would shift the offsets)
            out += _mention_spans(text, lowered)
    return out
