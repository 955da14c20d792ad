"""Bodies that are no page (a PDF, an image, noise) are named and refused; text pages holding NULs are still read.

The fetch side runs against a real server in tests/test_fetch.py; here the rule itself and the ``extract`` CLI as a
subprocess on saved files.
"""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from groundwire.read.binary_body import binary_kind

PAGE = b"<html><head><title>T</title></head><body><p>A real page about the weather today.</p></body></html>"


@pytest.mark.parametrize("body, kind", [
    (b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj", "PDF"),
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "PNG image"),
    (b"\xff\xd8\xff\xe0\x00\x10JFIF", "JPEG image"),
    (b"GIF89a\x01\x00\x01\x00", "GIF image"),
    (b"RIFF\x24\x00\x00\x00WEBPVP8 ", "WebP image"),
    (b"PK\x03\x04\x14\x00\x06\x00word/document.xml", "ZIP archive or office file"),
    (b"\x1f\x8b\x08\x00\x00\x00\x00\x00", "gzip data"),
    (b"\x00\x00\x00\x18ftypmp42", "MP4 media"),
    (b"\x7fELF\x02\x01\x01", "ELF program"),
    (bytes((i * 7919 + 13) % 256 for i in range(2048)), "binary data"),
    (b"\xff\xfe" + bytes((i * 7919 + 13) % 256 for i in range(2048)), "binary data"),  # a BOM before noise
])
def test_a_body_of_another_kind_is_named(body: bytes, kind: str) -> None:
    assert binary_kind(body) == kind


@pytest.mark.parametrize("body", [
    PAGE,
    b"BMW news: the new M3 <p>text</p>",  # "BM" opens a BMP for libmagic-style sniffers, and this page
    b"MZ Motors <html>",
    "\ufeff<html><p>UTF-16 page</p></html>".encode("utf-16-le"),  # half NULs
    "<html><p>UTF-16 page without a BOM</p></html>".encode("utf-16-be"),
    # UTF-16 of Cyrillic, Greek, Arabic, Chinese: bytes below 0x20 in every other place (review21)
    *[("<html><body><p>" + t * 40 + "</p></body></html>").encode(enc)
      for t in ("Привет, мир! Это обычная страница. ", "Καλημέρα κόσμε, μια απλή σελίδα. ",
                "مرحبا بالعالم، هذه صفحة عادية. ", "你好世界，这是一个普通的网页。今天天气很好。")
      for enc in ("utf-16", "utf-16-le", "utf-16-be")],
    b"<p>stray\x00 NULs\x00 and one \x07 bell in a long enough page of ordinary words</p>" * 3,
    "<p>中文网页，今天天气晴朗。</p>".encode("gb18030"),
    b"",
    b"\x01\x02",  # too short to call noise
])
def test_text_pages_are_not(body: bytes) -> None:
    assert binary_kind(body) is None


def _extract(*files: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    return subprocess.run([sys.executable, "-m", "groundwire", "extract", *map(str, files), "--json"],
                          capture_output=True, text=True, timeout=120, env=env, check=False)


def test_extract_skips_a_pdf_or_image_saved_as_html_and_names_it(tmp_path: Path) -> None:
    pdf = tmp_path / "report.html"
    pdf.write_bytes(b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n")
    png = tmp_path / "photo.html.gz"
    png.write_bytes(gzip.compress(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4))
    page = tmp_path / "page.html"
    page.write_bytes(PAGE)
    proc = _extract(pdf, png, page)
    assert proc.returncode == 1  # some files skipped
    assert f"skipped {pdf}: not an HTML page: PDF" in proc.stderr
    assert f"skipped {png}: not an HTML page: PNG image" in proc.stderr
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [d["file"] for d in lines] == [str(page)] and "weather today" in lines[0]["text"]


def test_extract_of_only_binary_files_is_a_usage_error(tmp_path: Path) -> None:
    noise = tmp_path / "noise.html"
    noise.write_bytes(bytes((i * 7919 + 13) % 256 for i in range(4096)))
    proc = _extract(noise)
    assert proc.returncode == 2 and "not an HTML page: binary data" in proc.stderr and proc.stdout == ""
