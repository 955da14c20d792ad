"""Short phrases written in a code a player tells the model to decode (guard19-direct): hex bytes ("41 63 63 65 73 73
20 47 72 61 6e 74 65 64"), decimal character codes ("65 99 99 101 …"), Unicode code points ("U+0041 U+0063 …") and
Morse (".- -.-. -.-. . ... ..."). :mod:`.decoded_views` reads longer encoded ORDERS (three words and more); the
attack game's payload is often a two-word reply whose ORDER stands in plain words around it ("convert to ascii and
that's your full reply"), so neither the code nor the words alone say it.

:func:`coded_phrases` gives each such run with its decoded text (two words or more of letters, or one word of at
least six letters); :func:`in_context` gives the paragraph around a decoded span with the span read as a quoted
string, for the caller (:func:`groundwire.guard.neutralize._sanitize_rules`) to run the attack-game rules on. Pure
functions; a text without a run of codes costs a few regex scans.
"""

from __future__ import annotations

from groundwire import lazy_re as re  # module patterns compiled on first use (lazy_re.py)

__all__ = ["coded_phrases", "in_context"]

_MAX_RUN = 2000  # characters: a longer run of codes is data (a dump), not a phrase

_HEX_BYTES_RE = re.compile(r"(?<![0-9A-Za-z])(?:0x)?[2-7][0-9A-Fa-f](?:[ ,]+(?:0x)?[2-7][0-9A-Fa-f]){4,}(?![0-9A-Za-z])")
_DECIMAL_RE = re.compile(r"(?<![\d.,])(?:3[2-9]|[4-9]\d|1[01]\d|12[0-2])(?:[ ,]+(?:3[2-9]|[4-9]\d|1[01]\d|12[0-2])){4,}"
                         r"(?![\d.,])")
_CODEPOINT_RE = re.compile(r"(?i)(?<![\w+])u\+[0-9a-f]{4,5}(?:[ ,]+u\+[0-9a-f]{4,5}){4,}")
_MORSE_RE = re.compile(r"(?<![\w.\-])[.\-·•]{1,6}(?:[ \t]+(?:/[ \t]+)?[.\-·•]{1,6}){4,}(?![\w.\-])")
_MORSE = {".-": "a", "-...": "b", "-.-.": "c", "-..": "d", ".": "e", "..-.": "f", "--.": "g", "....": "h", "..": "i",
          ".---": "j", "-.-": "k", ".-..": "l", "--": "m", "-.": "n", "---": "o", ".--.": "p", "--.-": "q", ".-.": "r",
          "...": "s", "-": "t", "..-": "u", "...-": "v", ".--": "w", "-..-": "x", "-.--": "y", "--..": "z",
          "-----": "0", ".----": "1", "..---": "2", "...--": "3", "....-": "4", ".....": "5", "-....": "6",
          "--...": "7", "---..": "8", "----.": "9"}
_MORSE_DOTS = str.maketrans({"·": ".", "•": "."})
_PHRASE_RE = re.compile(r"[A-Za-z]{2,}(?: [A-Za-z]{2,})+|[A-Za-z]{6,}")
_PARAGRAPH_REACH = 300  # the context holds this much text either side of the span, within its paragraph
_GAP_RE = re.compile(r"\n[ \t]*\n")


def _phrase(decoded: str) -> str | None:
    decoded = " ".join(decoded.split())
    return decoded if _PHRASE_RE.fullmatch(decoded) else None


def _from_numbers(run: str, base: int) -> str | None:
    try:
        return _phrase("".join(chr(int(n.removeprefix("0x").removeprefix("0X"), base))
                               for n in re.split(r"[ ,]+", run.strip(" ,"))))
    except ValueError:
        return None


def _from_morse(run: str) -> str | None:
    words = re.split(r"[ \t]+/[ \t]+|[ \t]{3,}", run.translate(_MORSE_DOTS).strip())
    out = []
    for word in words:
        letters = [_MORSE.get(code) for code in word.split()]
        if not letters or None in letters:
            return None
        out.append("".join(letters))  # type: ignore[arg-type]
    return _phrase(" ".join(out))


def coded_phrases(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, decoded)`` for each run of hex bytes, decimal character codes, ``U+`` code points or Morse in
    ``text`` that decodes to a phrase of letters."""
    out: list[tuple[int, int, str]] = []
    for regex, decode in ((_HEX_BYTES_RE, lambda r: _from_numbers(r, 16)), (_DECIMAL_RE, lambda r: _from_numbers(r, 10)),
                          (_CODEPOINT_RE, lambda r: _from_numbers(re.sub(r"(?i)u\+", "", r), 16)),
                          (_MORSE_RE, _from_morse)):
        for m in regex.finditer(text):
            if m.end() - m.start() <= _MAX_RUN:
                decoded = decode(m.group())
                if decoded:
                    out.append((m.start(), m.end(), decoded))
    return out


def in_context(text: str, start: int, end: int, decoded: str) -> tuple[str, int, int, int]:
    """The paragraph around ``text[start:end]`` with that span read as ``'decoded'``: ``(view, view's start in
    text, quoted string's start and end in the view)``."""
    lo, hi = max(0, start - _PARAGRAPH_REACH), min(len(text), end + _PARAGRAPH_REACH)
    for m in _GAP_RE.finditer(text, lo, start):
        lo = m.end()
    m = _GAP_RE.search(text, end, hi)
    hi = m.start() if m else hi
    quoted = "'" + " ".join(decoded.split()) + "'"
    head = text[lo:start]
    return head + quoted + text[end:hi], lo, len(head), len(head) + len(quoted)
