"""Text that is safe to store, print and send: the one repair applied wherever outside text enters.

Web text breaks in a few ways that crash later code far from their origin: a JSON ``"\\ud800"`` escape decodes to a
lone UTF-16 surrogate that no UTF-8 writer (stdout, SQLite, Redis, an HTTP body) accepts; NUL bytes end C strings
and confuse terminals; stdin or a page may hold invalid UTF-8, often a UTF-8 text with a few Latin-1/cp1252 bytes
("mixed encodings"). The boundaries (engine JSON, fetched pages, CLI stdin, proxy request bodies, cache writes and
reads) call these pure functions so that everything past them is valid, NUL-free Unicode:

* :func:`clean_str` — split surrogate pairs rejoined, lone surrogates replaced by U+FFFD, NULs dropped;
* :func:`clean_obj` — the same through a JSON-like tree (keys too);
* :func:`decode_bytes` — bytes to text: UTF-8 (BOM dropped), each undecodable byte read as cp1252 (Latin-1 where
  cp1252 has a hole), NULs dropped.
"""

from __future__ import annotations

import codecs
import json
import re
from typing import Any

__all__ = ["clean_obj", "clean_str", "decode_bytes", "loads", "repair_surrogates"]

_SURROGATE_RE = re.compile("[\ud800-\udfff]")
_PAIR_RE = re.compile("[\ud800-\udbff][\udc00-\udfff]")
_ERRORS = "groundwire-cp1252"


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


def _cp1252_fallback(exc: UnicodeError) -> tuple[str, int]:
    if not isinstance(exc, UnicodeDecodeError):
        raise exc
    bad = exc.object[exc.start : exc.end]
    return "".join(bytes([b]).decode("cp1252", errors="ignore") or chr(b) for b in bad), exc.end


codecs.register_error(_ERRORS, _cp1252_fallback)


def decode_bytes(data: bytes | bytearray | memoryview) -> str:
    """Bytes from outside as clean text: UTF-8, with each invalid byte read as cp1252; BOM and NULs dropped."""
    raw = bytes(data)
    if raw.startswith(codecs.BOM_UTF8):
        raw = raw[len(codecs.BOM_UTF8) :]
    if b"\x00" in raw:
        raw = raw.replace(b"\x00", b"")
    return clean_str(raw.decode("utf-8", errors=_ERRORS))


def loads(data: bytes | bytearray | str) -> Any:
    """``json.loads`` for bodies from outside: bytes decoded by :func:`decode_bytes`, every string cleaned.

    Raises ``ValueError`` (``json.JSONDecodeError``) for text that is not JSON, like ``json.loads``.
    """
    text = decode_bytes(data) if isinstance(data, bytes | bytearray) else clean_str(data)
    return clean_obj(json.loads(text))
