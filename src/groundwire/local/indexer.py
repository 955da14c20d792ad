"""Index Markdown, text and HTML files into the local store, incrementally.

A file is re-read only when its modification time or size changed, and re-indexed only when its sha256 changed
(the fingerprint is ``mtime_ns:size:sha256``). Documents whose files vanished under the indexed path are removed.
HTML main text comes from trafilatura; text files are decoded like every outside text (``textsafe.decode_bytes``:
a UTF-16 file with its BOM, cp1252 bytes, a stray NUL), HTML by trafilatura's ``decode_file``. Hidden files and
directories (names starting with ".") are not walked. Symbolic links that lead out of the indexed tree are skipped
unless ``follow_symlinks=True`` (a link to ``/etc/passwd`` must not make it searchable). A file name that is not
valid UTF-8 is indexed under its percent-encoded URI and shown with replacement characters; one odd file never
stops the run.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from stat import S_ISREG
from typing import Any
from urllib.parse import urlparse
from urllib.request import url2pathname

from .. import textsafe
from ..errors import UsageError
from .store import Store, iso_utc

MARKDOWN = frozenset({".md", ".markdown"})
TEXT = frozenset({".txt"})
HTML = frozenset({".html", ".htm"})
SUPPORTED = MARKDOWN | TEXT | HTML
MAX_FILE_BYTES = 10 * 1024 * 1024

_FRONT_MATTER = re.compile(r"\A---\s*\n.*?\n(?:---|\.\.\.)\s*(?:\n|\Z)", re.S)
_MD_HEADING = re.compile(r"^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$", re.M)
_WS = re.compile(r"\s+")


@dataclass(frozen=True, slots=True)
class Skipped:
    path: str
    reason: str


@dataclass
class IndexSummary:
    """What one ``index_path`` run did. Paths are file-system paths."""

    root: str
    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)

    def counts(self) -> dict[str, int]:
        return {k: len(getattr(self, k)) for k in ("added", "updated", "unchanged", "removed", "skipped")}

    def to_dict(self) -> dict[str, Any]:
        return {
            "root": self.root,
            **self.counts(),
            "files": {
                "added": self.added,
                "updated": self.updated,
                "removed": self.removed,
                "skipped": [{"path": s.path, "reason": s.reason} for s in self.skipped],
            },
        }


@dataclass(frozen=True, slots=True)
class Extracted:
    title: str
    text: str


# --- pure extraction ----------------------------------------------------------------------------------


def _fold(text: str) -> str:
    return _WS.sub(" ", text).strip()


def markdown_title(text: str) -> str | None:
    """The first ATX heading (``# Title``), after any YAML front matter."""
    body = _FRONT_MATTER.sub("", text, count=1)
    m = _MD_HEADING.search(body)
    return _fold(m.group(1)) if m else None


def html_title(markup: str) -> str | None:
    import lxml.etree
    import lxml.html  # a trafilatura dependency

    try:
        tree = lxml.html.fromstring(markup)
    except (ValueError, lxml.etree.LxmlError):  # e.g. ParserError("Document is empty")
        return None
    for xpath in ("//title", "//h1"):
        for node in tree.xpath(xpath):
            title = _fold(node.text_content())
            if title:
                return title
    return None


def html_text(markup: str) -> str:
    """Main text via trafilatura; its ``html2txt`` (all visible text) when extraction finds nothing."""
    import trafilatura

    text = trafilatura.extract(markup, favor_recall=True, include_comments=False, include_tables=True)
    if not text:
        text = trafilatura.html2txt(markup)
    return (text or "").strip()


def printable(name: str) -> str:
    """A file-system name as valid text: undecodable bytes (surrogate escapes) become U+FFFD."""
    return name.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


BINARY_SAMPLE_BYTES = 8192
BINARY_CONTROL_SHARE = 0.05  # random bytes (gzip, JPEG, PNG) hold ~10 % C0 controls; text with stray NULs ~0-2 %
_ODD_CONTROLS = re.compile(rb"[\x00-\x08\x0e-\x1a\x1c-\x1f]")  # C0 but tab, LF, VT, FF, CR and ESC


def looks_binary(data: bytes) -> bool:
    """Whether a file's bytes are not text: its first 8 KiB hold a NUL and more than 5 % control bytes, unless a
    byte-order mark says UTF-16/32 (where every ASCII character carries a NUL). A stray NUL in a text file keeps
    it text (``textsafe.decode_bytes`` drops it); a renamed archive or image stays binary."""
    sample = data[:BINARY_SAMPLE_BYTES]
    if b"\x00" not in sample or textsafe.bom_encoding(sample) is not None:
        return False
    return len(_ODD_CONTROLS.findall(sample)) > BINARY_CONTROL_SHARE * len(sample)


def extract(path: Path, data: bytes) -> Extracted:
    """Title and text of one supported file (pure: takes the bytes already read). Text and Markdown are read by
    :func:`groundwire.textsafe.decode_bytes` (a BOM, UTF-8, a legacy encoding, cp1252 bytes in UTF-8; NULs
    dropped), HTML by trafilatura's ``decode_file`` (it knows ``<meta charset>``) unless a BOM names the encoding."""
    suffix = path.suffix.lower()
    if suffix in HTML and textsafe.bom_encoding(data) is None:
        from trafilatura.utils import decode_file

        content = textsafe.clean_str(decode_file(data).lstrip("\ufeff"))
    else:
        content = textsafe.decode_bytes(data).lstrip("\ufeff")
    name = printable(path.name)
    if suffix in HTML:
        return Extracted(html_title(content) or name, html_text(content))
    if suffix in MARKDOWN:
        return Extracted(markdown_title(content) or name, content.strip())
    return Extracted(name, content.strip())


# --- the walk -----------------------------------------------------------------------------------------


def _candidates(root: Path) -> list[Path]:
    if root.is_file():
        return [root]
    found: list[Path] = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        found.extend(Path(dirpath) / f for f in sorted(filenames) if not f.startswith("."))
    return found


def _uri_to_path(uri: str) -> str:
    return url2pathname(urlparse(uri).path)


def _escapes(file: Path, root: Path) -> bool:
    """True when ``file`` is a symbolic link (or sits below one) whose target is outside ``root``."""
    try:
        target = file.resolve()
    except (OSError, RuntimeError):  # a link loop
        return True
    return target != root and not target.is_relative_to(root)


def index_path(store: Store, path: str | Path, *, now: datetime, follow_symlinks: bool = False) -> IndexSummary:
    """Index a file or a directory tree into ``store`` (source ``"kb"``) and return what changed.

    Links out of the tree are skipped unless ``follow_symlinks``; a file that fails in any way is reported in
    ``skipped`` and the walk goes on."""
    root = Path(path).expanduser()
    try:
        exists = root.exists()
    except OSError as exc:  # a name too long for the file system, a permission error on a parent
        raise UsageError(f"cannot read {textsafe.clipped(str(root))}: {exc.strerror or exc}") from None
    if not exists:
        raise UsageError(f"no such file or directory: {textsafe.clipped(str(root))}")
    root = root.resolve()
    summary = IndexSummary(root=str(root))
    scope = root.as_uri() + ("/" if root.is_dir() else "")
    known = store.fingerprints("kb", scope) if root.is_dir() else {
        k: v for k, v in store.fingerprints("kb", scope).items() if k == scope
    }
    seen: set[str] = set()
    for file in _candidates(root):
        uri = file.as_uri()
        label = printable(str(file))
        if not follow_symlinks and root.is_dir() and _escapes(file, root):
            summary.skipped.append(Skipped(label, "symbolic link out of the indexed tree (--follow-symlinks)"))
            continue
        if file.suffix.lower() not in SUPPORTED:
            summary.skipped.append(Skipped(label, f"unsupported file type {file.suffix or '(none)'}"))
            continue
        try:
            stat = file.stat()
        except OSError as exc:
            summary.skipped.append(Skipped(label, f"unreadable: {exc.strerror or exc}"))
            continue
        if not S_ISREG(stat.st_mode):  # a FIFO would block the read forever, a device (/dev/zero) never end
            summary.skipped.append(Skipped(label, "not a regular file (a pipe, device or socket)"))
            continue
        if stat.st_size > MAX_FILE_BYTES:
            summary.skipped.append(Skipped(label, f"too large ({stat.st_size} bytes > {MAX_FILE_BYTES})"))
            continue
        quick = f"{stat.st_mtime_ns}:{stat.st_size}"
        old = known.get(uri)
        if old is not None and old.rsplit(":", 1)[0] == quick:
            seen.add(uri)
            summary.unchanged.append(label)
            continue
        try:
            with file.open("rb") as fh:
                data = fh.read(MAX_FILE_BYTES + 1)  # a file growing since stat() is still bounded
        except OSError as exc:
            summary.skipped.append(Skipped(label, f"unreadable: {exc.strerror or exc}"))
            continue
        if len(data) > MAX_FILE_BYTES:
            summary.skipped.append(Skipped(label, f"too large (over {MAX_FILE_BYTES} bytes)"))
            continue
        if looks_binary(data):
            summary.skipped.append(Skipped(label, "binary content"))
            continue
        digest = hashlib.sha256(data).hexdigest()
        fingerprint = f"{quick}:{digest}"
        if old is not None and old.rsplit(":", 1)[-1] == digest:
            store.set_fingerprint("kb", uri, fingerprint)  # touched, not changed
            seen.add(uri)
            summary.unchanged.append(label)
            continue
        try:
            doc = extract(file, data)
        except Exception as exc:  # noqa: BLE001 - one odd file never stops the run
            summary.skipped.append(Skipped(label, f"could not extract text ({type(exc).__name__})"))
            continue
        if not doc.text:
            summary.skipped.append(Skipped(label, "no text"))
            continue
        published = iso_utc(datetime.fromtimestamp(stat.st_mtime, tz=timezone.utc))
        try:
            outcome = store.upsert(source="kb", uri=uri, title=doc.title, text=doc.text, published=published,
                                   fingerprint=fingerprint, now=now)
        except UnicodeError as exc:
            summary.skipped.append(Skipped(label, f"could not store ({exc.__class__.__name__})"))
            continue
        seen.add(uri)
        (summary.added if outcome == "added" else summary.updated if outcome == "updated" else summary.unchanged
         ).append(label)
    gone = sorted(set(known) - seen)
    if gone:
        store.delete("kb", gone)
        summary.removed.extend(_uri_to_path(u) for u in gone)
    return summary
