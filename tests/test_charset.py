"""Charset repair: a page whose bytes and label disagree still reads right, through decode, fetch and the CLI."""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from groundwire.read.charset import decode_body, repair_utf8
from groundwire.read.extract import extract
from groundwire.read.fetch import FetchPolicy, fetch_page

FRENCH = "Café déjà vu à Zürich : crème brûlée, naïve façade, très cher — « voilà » 5 €."
SPANISH = "El niño y el señor comen piñas en España; ¿qué año es?"
GERMAN = "Grüße aus München: schöne Straße, Äpfel und Öl für 3 €."
UTF8 = "text/html; charset=utf-8"


@pytest.mark.parametrize("text", [FRENCH, SPANISH, GERMAN])
def test_cp1252_bytes_labelled_utf8_decode_as_written(text: str) -> None:
    body = f'<html><head><meta charset="utf-8"></head><body><p>{text}</p></body></html>'.encode("cp1252")
    assert text in decode_body(body, UTF8)
    assert text in decode_body(body)  # the <meta> label alone
    assert text in decode_body(text.encode("cp1252"))  # no label at all


@pytest.mark.parametrize("label", ["iso-8859-1", "latin1", "windows-1252", "us-ascii"])
def test_utf8_bytes_labelled_latin1_are_not_turned_into_mojibake(label: str) -> None:
    got = decode_body(FRENCH.encode("utf-8"), f"text/html; charset={label}")
    assert got == FRENCH and "Ã" not in got


def test_real_latin1_still_decodes_by_its_label() -> None:
    assert decode_body(FRENCH.encode("cp1252"), "text/html; charset=iso-8859-1") == FRENCH
    assert decode_body("€5".encode("cp1252"), "text/html; charset=iso-8859-1") == "€5"


def test_a_utf8_page_with_a_pasted_cp1252_paragraph_keeps_both() -> None:
    body = "Ünïcode “quotes” and 北京 ".encode() + FRENCH.encode("cp1252")
    assert decode_body(body, UTF8) == "Ünïcode “quotes” and 北京 " + FRENCH


@pytest.mark.parametrize(("text", "codec"), [
    ("Привет, как дела? Это тест русского текста в кодировке windows-1251, довольно длинный.", "cp1251"),
    ("北京天气晴朗，今天气温二十度，适合出门散步。上海明天有雨，请带伞。", "gb18030"),
    ("東京の天気は晴れです。明日は雨が降るでしょう。傘を持って行ってください。", "shift_jis"),
])
def test_another_script_labelled_utf8_is_detected_not_read_as_cp1252(text: str, codec: str) -> None:
    assert text in decode_body(f"<p>{text}</p>".encode(codec), UTF8)


def test_undefined_cp1252_bytes_and_truncated_utf8_do_not_raise() -> None:
    got = repair_utf8(b"a\x81b\x8dc\x9d \xc3")
    assert got.startswith("a") and "b" in got and "c" in got and "\ufffd" not in got


@given(st.binary(max_size=300), st.sampled_from(["", UTF8, "text/html; charset=iso-8859-1",
                                                 "text/html; charset=no-such-codec", "text/html; charset=gbk"]))
def test_decode_body_never_raises(body: bytes, content_type: str) -> None:
    assert isinstance(decode_body(body, content_type), str)


async def test_fetch_repairs_the_emulators_latin1_page_labelled_utf8(emulator) -> None:
    page = await fetch_page(emulator.page_url("broken-encoding"),
                            policy=FetchPolicy(allow_hosts=frozenset({"127.0.0.1"}), timeout=10.0))
    assert "Café déjà vu in Zürich" in page.text and "Crème brûlée à la française" in page.text
    doc = extract(page.text)
    assert doc.title == "Café déjà vu - Zürich"
    assert "naïve façade, très cher" in doc.text


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "groundwire", *args], capture_output=True, text=True, timeout=120,
                          env=dict(os.environ))


def _page(text: str) -> str:
    para = f"<p>{text} " * 3 + "</p>"
    return f'<html><head><meta charset="utf-8"><title>Voyage</title></head><body><article>{para * 4}</article></body></html>'


def test_cli_extract_repairs_a_latin1_file_labelled_utf8(tmp_path) -> None:
    latin = tmp_path / "latin.html"
    latin.write_bytes(_page(FRENCH).encode("cp1252"))
    proc = _cli("extract", str(latin), "--json")
    assert proc.returncode == 0, proc.stderr
    assert FRENCH in json.loads(proc.stdout)["text"]


def test_cli_extract_skips_unreadable_files_and_carries_on(tmp_path) -> None:
    good = tmp_path / "good.html.gz"
    good.write_bytes(gzip.compress(_page(GERMAN).encode()))
    corrupt = tmp_path / "corrupt.html.gz"
    corrupt.write_bytes(b"\x1f\x8b\x08\x00 this is not gzip")
    missing = tmp_path / "missing.html"
    proc = _cli("extract", str(missing), str(corrupt), str(good), "--json")
    assert proc.returncode == 1  # some files were skipped
    rows = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [r["file"] for r in rows] == [str(good)] and GERMAN in rows[0]["text"]
    assert f"skipped {missing}" in proc.stderr and f"skipped {corrupt}" in proc.stderr
    assert "Traceback" not in proc.stderr
