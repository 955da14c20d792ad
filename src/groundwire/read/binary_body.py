"""Bodies that are no web page: a PDF, an image, an archive or noise served or saved as HTML.

A server that labels a PDF ``text/html`` and a saved ``.html`` file that holds a PNG used to reach the
extractor, which returned the bytes as "text" (``%PDF-1.7 …``, ``‰PNG …``). :func:`binary_kind` names such a body
so the fetch refuses it with a :class:`~groundwire.errors.FetchError` and ``groundwire extract`` skips the file
with a message.

Written by hand, on purpose: only signatures no text page can open with are read (``filetype`` and libmagic also
match two-letter prefixes such as ``BM`` (BMP) or ``MZ`` (EXE), which open ordinary text), and noise is told by its
share of control bytes. NULs do not count: a UTF-16 page is half NULs, and stray NULs in a page are repaired, not
refused.
"""

from __future__ import annotations

__all__ = ["binary_kind"]

# (kind, offset, signature): each one opens no text page (checked against WCXB dev + AEB's 1,539 pages: none match)
_SIGNATURES: tuple[tuple[str, int, bytes], ...] = (
    ("PDF", 0, b"%PDF-"),
    ("PNG image", 0, b"\x89PNG\r\n\x1a\n"),
    ("JPEG image", 0, b"\xff\xd8\xff"),
    ("GIF image", 0, b"GIF87a"),
    ("GIF image", 0, b"GIF89a"),
    ("WebP image", 8, b"WEBP"),
    ("ZIP archive or office file", 0, b"PK\x03\x04"),
    ("gzip data", 0, b"\x1f\x8b\x08"),
    ("7z archive", 0, b"7z\xbc\xaf\x27\x1c"),
    ("RAR archive", 0, b"Rar!\x1a\x07"),
    ("ELF program", 0, b"\x7fELF"),
    ("WebAssembly module", 0, b"\x00asm"),
    ("Ogg media", 0, b"OggS\x00"),
    ("FLAC audio", 0, b"fLaC\x00"),
    ("MP4 media", 4, b"ftyp"),
    ("OLE office file", 0, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"),
    ("SQLite database", 0, b"SQLite format 3\x00"),
)
_PROBE_BYTES = 4096
# C0 controls a text never holds in number (tab, newlines, form feed, escape and NUL excluded) and DEL
_CONTROL = bytes([*range(0x01, 0x09), 0x0B, *range(0x0E, 0x1B), *range(0x1C, 0x20), 0x7F])
# random bytes hold ~11 % of these; a page with stray control characters well under 1 %
_NOISE_SHARE = 0.05
_NOISE_MIN_BYTES = 64


def binary_kind(body: bytes) -> str | None:
    """What ``body`` is when it is no text page ("PDF", "PNG image", "binary data"), else ``None``."""
    head = body[:_PROBE_BYTES]
    for kind, offset, signature in _SIGNATURES:
        if head.startswith(signature, offset):
            return kind
    if len(head) < _NOISE_MIN_BYTES or len(head) - len(head.translate(None, _CONTROL)) < _NOISE_SHARE * len(head):
        return None
    return None if _reads_as_wide_text(head) else "binary data"


_WIDE_CODECS = ("utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be")
_WIDE_CLEAN_SHARE = 0.005  # noise read as UTF-16 holds ~3 % lone surrogates; a text page none


def _reads_as_wide_text(head: bytes) -> bool:
    """Whether ``head`` reads as UTF-16 or UTF-32 text with (almost) no broken or control characters.

    Cyrillic, Greek, Hebrew, Arabic and a tenth of CJK characters carry a byte below 0x20 in UTF-16, so such pages
    hold as many "control bytes" as noise does (review21); read as characters they are clean, noise is not."""
    size = len(head) - len(head) % 4
    for codec in _WIDE_CODECS:
        chars = head[:size].decode(codec, errors="replace")
        bad = sum(c == "\ufffd" or (c < " " and c not in "\t\n\r\f\x1b\x00") or c == "\x7f" for c in chars)
        if bad <= _WIDE_CLEAN_SHARE * len(chars):
            return True
    return False
