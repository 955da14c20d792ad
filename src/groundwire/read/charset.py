"""Bytes of a web page to text: the declared charset when it is right, a repair when it is not. Never raises.

Order: byte-order mark, then the charset the HTTP header or a ``<meta>`` declares, then UTF-8, then detection.
Two mislabellings are common on the web and both are repaired:

* **Latin-1/cp1252 bytes labelled UTF-8** (or not labelled): strict UTF-8 fails on the lone accented bytes. When
  the invalid bytes come in short runs between ASCII, as accented letters in a Latin-script text do, the page is
  decoded as UTF-8 where it is valid UTF-8 and as cp1252 where it is not (browsers also fall back to windows-1252;
  mixed pages, UTF-8 with a pasted cp1252 paragraph, come out right too). Long runs of invalid high bytes are
  another script in a legacy encoding (Shift-JIS, GBK, cp1251...): then ``charset_normalizer`` detects it.
* **UTF-8 bytes labelled Latin-1/cp1252/ASCII**: such a label would turn "Café" into "CafÃ©". Bytes that are valid
  UTF-8 *and* contain multi-byte sequences are essentially never real cp1252 text, so UTF-8 wins.

Why not detection alone: ``charset_normalizer`` guesses cp1257/cp1250 for short French or Spanish text
(measured: "déjà" -> "déją", "niño" -> "nińo"), which is the very defect being fixed; it stays the answer for
non-Latin scripts, where it is good. ``ftfy`` repairs mojibake in text that was already decoded; here the bytes are
still at hand, so decoding them right is simpler and loses nothing.
"""

from __future__ import annotations

import codecs
import re

_META_CHARSET = re.compile(rb"""<meta[^>]{0,200}?charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]{1,40})""", re.I)
_WHATWG_ALIASES = {"iso-8859-1": "cp1252", "latin1": "cp1252", "latin-1": "cp1252", "ascii": "cp1252",
                   "us-ascii": "cp1252", "gb2312": "gb18030", "gbk": "gb18030", "x-gbk": "gb18030",
                   "utf8": "utf-8", "unicode-1-1-utf-8": "utf-8"}
_WESTERN_SINGLE_BYTE = frozenset({"cp1252", "windows-1252", "iso-8859-15", "latin9"})
_HIGH_RUN = re.compile(rb"[\x80-\xff]+")
_MULTIBYTE_UTF8 = re.compile(rb"[\xc2-\xf4][\x80-\xbf]")
LATIN_RUN_MAX = 3  # invalid high-byte runs up to this long read as accented letters, longer ones as another script
_ERROR_HANDLER = "groundwire-cp1252"


def _cp1252_for_invalid(err: UnicodeError) -> tuple[str, int]:
    if not isinstance(err, UnicodeDecodeError):
        raise err
    bad = err.object[err.start : err.end]
    # cp1252 leaves 0x81 0x8d 0x8f 0x90 0x9d undefined; latin-1 maps them to the C1 controls, which is harmless
    return "".join(bytes([b]).decode("cp1252", errors="strict") if b not in b"\x81\x8d\x8f\x90\x9d"
                   else bytes([b]).decode("latin-1") for b in bad), err.end


codecs.register_error(_ERROR_HANDLER, _cp1252_for_invalid)


def charset_from_header(content_type: str) -> str | None:
    match = re.search(r"charset\s*=\s*[\"']?([^\s;\"']+)", content_type or "", re.I)
    return match.group(1) if match else None


def _invalid_utf8_runs(body: bytes) -> list[int]:
    """Lengths of the runs of high bytes that are not valid UTF-8 (a UTF-8 character never straddles ASCII)."""
    lengths = []
    for m in _HIGH_RUN.finditer(body):
        try:
            m.group().decode("utf-8")
        except UnicodeDecodeError:
            lengths.append(m.end() - m.start())
    return lengths


def repair_utf8(body: bytes) -> str:
    """Decode bytes that are *mostly* UTF-8 or Latin text labelled UTF-8, picking the right repair."""
    runs = _invalid_utf8_runs(body)
    if runs and sum(runs) / len(runs) > LATIN_RUN_MAX:
        detected = _detect(body)
        if detected is not None:
            return detected
    return body.decode("utf-8", errors=_ERROR_HANDLER)


def _detect(body: bytes) -> str | None:
    try:
        from charset_normalizer import from_bytes

        best = from_bytes(body[:1_000_000]).best()
        if best is not None and best.encoding:
            return body.decode(best.encoding, errors="replace")
    except Exception:  # detection is best effort; never let it crash a fetch
        pass
    return None


def decode_body(body: bytes, content_type: str = "") -> str:
    """Decode a page body; never raises. BOM, header charset, <meta> charset, UTF-8 (repaired), detection."""
    if not body:
        return ""
    for bom, name in ((b"\xef\xbb\xbf", "utf-8-sig"), (b"\xff\xfe", "utf-16"), (b"\xfe\xff", "utf-16")):
        if body.startswith(bom):
            return body.decode(name, errors="replace")
    declared: list[str] = []
    header = charset_from_header(content_type)
    if header:
        declared.append(header)
    meta = _META_CHARSET.search(body[:4096])
    if meta:
        declared.append(meta.group(1).decode("ascii", "ignore"))
    candidates = [_WHATWG_ALIASES.get(c.lower(), c.lower()) for c in declared]
    for name in candidates:
        try:
            codecs.lookup(name)
        except LookupError:
            continue
        if name in ("utf-8", "utf_8"):
            try:
                return body.decode("utf-8")
            except UnicodeDecodeError:
                return repair_utf8(body)
        if name in _WESTERN_SINGLE_BYTE and _MULTIBYTE_UTF8.search(body):
            try:
                return body.decode("utf-8")  # UTF-8 labelled Latin-1: the label is wrong, not the bytes
            except UnicodeDecodeError:
                pass
        try:
            return body.decode(name)
        except UnicodeDecodeError:
            text = body.decode(name, errors="replace")
            if text.count("\ufffd") <= max(1, len(text) // 100):  # a few bad bytes beat a wild guess
                return text
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError:
        return repair_utf8(body)
