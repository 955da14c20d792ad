"""Text that is safe to store, print and send: the one repair applied wherever outside text enters.

Web text breaks in a few ways that crash later code far from their origin: a JSON ``"\\ud800"`` escape decodes to a
lone UTF-16 surrogate that no UTF-8 writer (stdout, SQLite, Redis, an HTTP body) accepts; NUL bytes end C strings
and confuse terminals; stdin or a page may hold invalid UTF-8, often a UTF-8 text with a few Latin-1/cp1252 bytes
("mixed encodings"). The boundaries (engine JSON, fetched pages and feeds, CLI stdin and arguments, proxy and MCP
request bodies, streamed model replies, cache writes and reads) call these pure functions so that everything past
them is valid, NUL-free Unicode:

* :func:`clean_str` — split surrogate pairs rejoined, lone surrogates replaced by U+FFFD, NULs dropped;
* :func:`clean_obj` — the same through a JSON-like tree (keys too);
* :func:`clean_arg` — a command-line argument: undecodable argv bytes read like stdin bytes;
* :func:`utf8_bytes` — bytes for a byte-reading parser (XML feeds), repaired the same way only when needed;
* :func:`decode_bytes` — bytes to text, deciding per input what they are:

  1. a byte-order mark names the encoding (UTF-8, UTF-16 or UTF-32 files);
  2. valid UTF-8 is UTF-8;
  3. mostly high bytes that are not UTF-8 (another script in a legacy encoding: GBK, Shift-JIS, cp1251...) —
     ``charset_normalizer`` names the encoding (good at these; on short Latin text it guesses wrong, so it is not
     asked there; on a few CJK bytes it is often wrong too: scripts/decode_study.py);
  4. otherwise UTF-8 or ASCII with some bytes that are not UTF-8: a whole cp1252 text, or cp1252 pasted into UTF-8
     ("mixed encodings"), or stray bytes. Each invalid byte is read as cp1252, as browsers do, *except* bytes no
     person's cp1252 text holds, which become U+FFFD so the words around them stay apart: a UTF-16/32 byte-order
     mark inside the stream (``\\xff\\xfe`` read as "ÿþ" glued "weekÿþMonday"), a UTF-8 character cut short (a lead
     byte with too few continuation bytes, "â€"), and the five bytes cp1252 leaves undefined. A surrogate written
     as three UTF-8 bytes (Java's modified UTF-8, Python's ``surrogatepass``) is read as that surrogate, then
     repaired like any other: a pair becomes its character, a lone one U+FFFD.

  NULs are dropped in every case.

Two more repairs for the last boundary, a person's terminal, and one check:

* :func:`terminal_safe` — text shown as written: control characters (ESC, C1, a lone CR) and bidi overrides
  become visible escapes, so a title carrying ``\\x1b[2J`` cannot clear the screen or reorder what a reader sees;
* :func:`terminal_json` — JSON text with the same characters written as ``\\u`` escapes (the same JSON value);
* :func:`is_blank` — whether text holds nothing but whitespace, control and invisible format characters;
* :func:`header_safe` — whether a key can go into an HTTP header (printable ASCII: an environment variable of
  bytes that are not UTF-8, or a pasted "café", cannot);
* :func:`quoted` — a caller's value as an error message shows it: ``repr``, cut to a few dozen characters, so a
  1 MB ``freshness`` or engine name is never echoed back whole; :func:`clipped` — the same for a path or URL
  shown as it is (cut at 200 characters).
"""

from __future__ import annotations

import codecs
import json
import os
import re
import unicodedata
from typing import Any

__all__ = ["bom_encoding", "clean_arg", "clean_obj", "clean_str", "decode_bytes", "has_unsafe_escape", "header_safe", "is_blank",
           "loads", "clipped", "quoted", "repair_surrogates", "repaired_json", "safe_char_refs", "terminal_json",
           "terminal_safe", "utf8_bytes"]

_SURROGATE_RE = re.compile("[\ud800-\udfff]")
_PAIR_RE = re.compile("[\ud800-\udbff][\udc00-\udfff]")
_ERRORS = "groundwire-textsafe"  # its own name: read/charset.py registers "groundwire-cp1252" (pages keep theirs)


def _pair(m: re.Match[str]) -> str:
    hi, lo = m.group()
    return chr(0x10000 + ((ord(hi) - 0xD800) << 10) + (ord(lo) - 0xDC00))


def clean_str(text: str) -> str:
    """``text`` with surrogate pairs joined, lone surrogates as U+FFFD and NUL characters removed."""
    if "\x00" in text:
        text = text.replace("\x00", "")
    return repair_surrogates(text)


def repair_surrogates(text: str) -> str:
    """``text`` with surrogate pairs joined and lone surrogates as U+FFFD (a string UTF-8 can encode); else as is."""
    if text.isascii():
        return text
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        pass
    return _SURROGATE_RE.sub("\ufffd", _PAIR_RE.sub(_pair, text))


def clean_obj(node: Any) -> Any:
    """A copy of a JSON-like value (dict / list / tuple / str / scalars) with every string cleaned."""
    if isinstance(node, str):
        return clean_str(node)
    if isinstance(node, dict):
        return {clean_str(k) if isinstance(k, str) else k: clean_obj(v) for k, v in node.items()}
    if isinstance(node, list | tuple):
        return [clean_obj(v) for v in node]
    return node


_CP1252_HOLES = frozenset(b"\x81\x8d\x8f\x90\x9d")
_BOMS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"), (codecs.BOM_UTF8, "utf-8-sig"),
         (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))  # UTF-32 LE starts like UTF-16 LE
_UTF16_BOM_BYTES = frozenset(b"\xff\xfe")
_HIGH_RUN = re.compile(rb"[\x80-\xff]+")
_SPACE = re.compile(rb"\s")
_ENCODED_SURROGATE = re.compile(rb"\xed[\xa0-\xbf][\x80-\xbf]")  # a UTF-16 surrogate written as UTF-8 ("WTF-8")
OTHER_SCRIPT_SHARE = 0.4  # Latin text in cp1252 has well under 25 % high bytes; CJK and Cyrillic ones 50-100 %
OTHER_SCRIPT_MIN_BYTES = 6


def _is_stray(data: bytes, start: int, end: int) -> bool:
    """Whether the undecodable bytes ``data[start:end]`` cannot be cp1252 text (see the module docstring)."""
    if end - start > 1:  # Python reports a cut UTF-8 character as one error spanning its lead and continuations
        return True
    byte = data[start]
    if byte in _CP1252_HOLES:
        return True
    if byte in _UTF16_BOM_BYTES:
        pair = {data[start - 1] if start else None, data[end] if end < len(data) else None}
        return bool(pair & (_UTF16_BOM_BYTES - {byte}))
    return False


def _cp1252_or_replacement(exc: UnicodeError) -> tuple[str, int]:
    if not isinstance(exc, UnicodeDecodeError):
        raise exc
    data, start, end = exc.object, exc.start, exc.end
    if _ENCODED_SURROGATE.match(data, start):  # clean_str then joins a pair (CESU-8) or replaces a lone one
        return bytes(data[start : start + 3]).decode("utf-8", "surrogatepass"), start + 3
    if _is_stray(data, start, end):
        return "\ufffd", end
    return bytes(data[start:end]).decode("cp1252"), end


codecs.register_error(_ERRORS, _cp1252_or_replacement)


def bom_encoding(head: bytes) -> str | None:
    """The codec a leading byte-order mark names (one that drops the mark), or None."""
    for bom, name in _BOMS:
        if head.startswith(bom):
            return name
    return None


def _invalid_high_bytes(raw: bytes) -> int:
    """How many bytes sit in runs of high bytes that are not valid UTF-8 (a UTF-8 character never spans ASCII)."""
    count = 0
    for run in _HIGH_RUN.finditer(raw):
        try:
            run.group().decode("utf-8", "surrogatepass")
        except UnicodeDecodeError:
            count += run.end() - run.start()
    return count


def _other_script(raw: bytes) -> str | None:
    """``raw`` decoded by the detected legacy encoding when most of its bytes are high bytes that are not UTF-8
    (valid UTF-8 runs, as in a Korean text with one stray byte, keep it UTF-8), else None."""
    invalid = _invalid_high_bytes(raw)
    if invalid < OTHER_SCRIPT_MIN_BYTES or invalid < OTHER_SCRIPT_SHARE * (len(raw) - len(_SPACE.findall(raw))):
        return None
    try:
        from charset_normalizer import from_bytes

        best = from_bytes(raw[:1_000_000]).best()
    except Exception:  # detection is best effort; a guess never crashes a command  # noqa: BLE001
        return None
    return raw.decode(best.encoding, errors="replace") if best is not None and best.encoding else None


def decode_bytes(data: bytes | bytearray | memoryview, *, stream_start: bool = True) -> str:
    """Bytes from outside as clean text (the decision per input is in the module docstring); never raises.

    ``stream_start=False`` for a later piece of a stream (stdin's second line on): a UTF-16/32 byte-order mark names
    an encoding only at the start of a stream, so there it is stray bytes like any other (a UTF-8 one is still
    dropped: concatenated files carry it, and it means nothing)."""
    raw = bytes(data)
    encoding = bom_encoding(raw)
    if encoding is not None and not stream_start and encoding != "utf-8-sig":
        encoding = None
    if encoding is not None:
        return clean_str(raw.decode(encoding, errors="replace"))
    if b"\x00" in raw:
        raw = raw.replace(b"\x00", b"")
    try:
        return clean_str(raw.decode("utf-8", "surrogatepass"))  # UTF-8, maybe with surrogates written as UTF-8
    except UnicodeDecodeError:
        pass
    other = _other_script(raw)
    if other is not None:
        return clean_str(other)
    return clean_str(raw.decode("utf-8", errors=_ERRORS))


_CHAR_REF = re.compile(rb"&#([xX][0-9a-fA-F]{1,8}|[0-9]{1,10});")


def _safe_ref(m: re.Match[bytes]) -> bytes:
    digits = m.group(1)
    code = int(digits[1:], 16) if digits[:1] in (b"x", b"X") else int(digits)
    return b"&#xFFFD;" if code == 0 or 0xD800 <= code <= 0xDFFF or code > 0x10FFFF else m.group()


def safe_char_refs(data: bytes) -> bytes:
    """Markup bytes with numeric character references to a surrogate, NUL or beyond U+10FFFF (``&#xD800;``) written
    as ``&#xFFFD;``: feedparser's fallback parser crashes on them (UnicodeEncodeError). Works on any ASCII-based
    encoding; everything else is left byte for byte."""
    return _CHAR_REF.sub(_safe_ref, data) if b"&#" in data else data


def utf8_bytes(data: bytes) -> bytes:
    """``data`` as valid, NUL-free UTF-8 for a parser that reads bytes (an XML feed declaring UTF-8), character
    references made safe (:func:`safe_char_refs`): unchanged when it already is all that, else :func:`decode_bytes`
    re-encoded. One NUL or stray byte otherwise fails a whole feed."""
    data = safe_char_refs(data)
    if b"\x00" not in data:
        try:
            data.decode("utf-8")
            return data
        except UnicodeDecodeError:
            pass
    return decode_bytes(data).encode("utf-8")


_UNSAFE_ESCAPE = re.compile(r"\\u(?:[dD][89a-fA-F][0-9a-fA-F]{2}|0000)")


def has_unsafe_escape(json_text: str) -> bool:
    """Whether JSON text escapes a surrogate or a NUL (``"\\ud800"``, ``"\\u0000"``): valid JSON that decodes to text
    the reader cannot print or store. Relayed JSON holding one is re-written from :func:`loads`'s clean value."""
    return "\\u" in json_text and _UNSAFE_ESCAPE.search(json_text) is not None


def repaired_json(data: bytes) -> bytes | None:
    """A JSON body re-written clean when it is not UTF-8 or escapes a surrogate or a NUL; None when it needs no
    repair or is not JSON at all (the reader's own parser then answers as it always did)."""
    try:
        if not has_unsafe_escape(data.decode("utf-8")):
            return None
    except UnicodeDecodeError:
        pass
    try:
        return json.dumps(loads(data), ensure_ascii=False).encode("utf-8")
    except (ValueError, RecursionError):
        return None


def clean_arg(text: str) -> str:
    """A command-line argument as clean text. Python hands argv bytes that are not UTF-8 over as surrogates
    (surrogateescape); the original bytes are recovered and read by :func:`decode_bytes`, like stdin, so a cp1252
    "caf\\xe9" is "café" and a stray "\\xff\\xfe" is U+FFFD in either place."""
    if text.isascii() or _SURROGATE_RE.search(text) is None:
        return clean_str(text)
    try:
        return decode_bytes(os.fsencode(text))
    except UnicodeError:  # surrogates that did not come from surrogateescape
        return clean_str(text)


def loads(data: bytes | bytearray | str) -> Any:
    """``json.loads`` for bodies from outside: bytes decoded by :func:`decode_bytes`, every string cleaned.

    Raises ``ValueError`` (``json.JSONDecodeError``) for text that is not JSON, like ``json.loads``, and for JSON
    nested too deep for the parser (10,000 brackets), which would otherwise be a ``RecursionError``. Numbers are
    read as ``json.loads`` reads them (``NaN``, and ``inf`` for ``1e400``): a reader that keeps one checks it.
    """
    text = decode_bytes(data) if isinstance(data, bytes | bytearray) else clean_str(data)
    try:
        return clean_obj(json.loads(text))
    except RecursionError:
        raise ValueError("JSON nested too deep") from None


# C0 controls but tab and newline, DEL, C1 controls (0x9b is a one-byte CSI), bidi embeddings, overrides, isolates
_TERMINAL_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
_JSON_TERMINAL_UNSAFE = re.compile("[\x7f-\x9f\u202a-\u202e\u2066-\u2069]")  # json.dumps escapes C0 itself


def _visible_escape(m: re.Match[str]) -> str:
    code = ord(m.group())
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


def _json_escape(m: re.Match[str]) -> str:
    return f"\\u{ord(m.group()):04x}"


def terminal_safe(text: str) -> str:
    """``text`` for a terminal: clean (:func:`clean_str`), CRLF as LF, and every control character but tab and
    newline, and every bidi embedding / override / isolate, written as a visible escape (``\\x1b``, ``\\u202e``):
    shown, never obeyed."""
    text = clean_str(text)
    if "\r\n" in text:
        text = text.replace("\r\n", "\n")
    return _TERMINAL_UNSAFE.sub(_visible_escape, text)


def terminal_json(json_text: str) -> str:
    """JSON text (from ``json.dumps(..., ensure_ascii=False)``) with C1 controls and bidi controls written as
    ``\\u`` escapes: the same JSON value, but nothing a terminal obeys (``json.dumps`` escapes C0 already)."""
    return _JSON_TERMINAL_UNSAFE.sub(_json_escape, json_text)


def is_blank(text: str) -> bool:
    """Whether ``text`` holds nothing to search for: only whitespace, control characters (Cc) and invisible format
    characters (Cf: zero-width spaces and joiners, bidi marks, a BOM)."""
    if not text.strip():
        return True
    return all(c.isspace() or unicodedata.category(c) in ("Cc", "Cf") for c in text)


QUOTED_CHARS = 60


def quoted(value: object, limit: int = QUOTED_CHARS) -> str:
    """``repr(value)`` for an error message, cut to about ``limit`` characters with the full length said
    (``'zzzz…' (1000000 characters)``): an error names what it refused without echoing a huge body back."""
    if isinstance(value, str) and len(value) > limit:
        return f"{clean_str(value[:limit])!r}… ({len(value)} characters)"
    text = repr(clean_str(value) if isinstance(value, str) else value)
    return text if len(text) <= limit + 2 else text[:limit] + "…"


CLIPPED_CHARS = 200


def clipped(text: str, limit: int = CLIPPED_CHARS) -> str:
    """A path or URL for an error message: as it is when short, else cut with its length said."""
    text = clean_str(text)
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text)} characters)"


def header_safe(value: str) -> bool:
    """Whether ``value`` (an API key) can be sent in an HTTP header: printable ASCII only (no CR / LF either)."""
    return value.isascii() and value.isprintable()
