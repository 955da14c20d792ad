"""Broken text at every boundary: lone surrogates, NUL bytes, invalid and mixed UTF-8 never crash a surface.

The emulator's ``bad_text`` fault answers with a ``\\ud800`` surrogate and a NUL escaped into every title (and
invalid bytes in pages); each surface (CLI search/ask, the proxy's chat, REST /v1/search, MCP, guard stdin) must
answer normally with the text repaired, and nothing broken may reach the cache.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from groundwire.textsafe import clean_obj, clean_str, decode_bytes
from tests.emulator import Emulator
from tests.test_cli_search import QUERY, assert_clean, cli, cli_env


# ---------------------------------------------------------------------------------------------------- unit


def test_clean_str_replaces_lone_surrogates_and_drops_nul() -> None:
    assert clean_str("ok\ud800 title\x00!") == "ok\ufffd title!"
    assert clean_str("low \udfff end") == "low \ufffd end"
    assert clean_str("plain ascii") == "plain ascii"
    assert clean_str("emoji 😀 and 中文") == "emoji 😀 and 中文"
    clean_str("x\ud800").encode("utf-8")  # encodable afterwards


def test_clean_str_rejoins_a_split_surrogate_pair() -> None:
    # "\ud83d\ude00" decoded separately (e.g. by surrogateescape or a UTF-16 slice) is one emoji
    assert clean_str("a\ud83d\ude00b") == "a😀b"


def test_clean_obj_walks_json() -> None:
    data = {"a\ud800": ["x\x00", {"t": "y\udc80"}], "n": 3, "f": None}
    assert clean_obj(data) == {"a\ufffd": ["x", {"t": "y\ufffd"}], "n": 3, "f": None}


def test_decode_bytes_repairs_mixed_encodings() -> None:
    assert decode_bytes("naïve café".encode()) == "naïve café"
    # a UTF-8 text with one Latin-1/cp1252 byte inside: the byte is read as cp1252, the UTF-8 parts stay
    assert decode_bytes("déjà ".encode() + b"caf\xe9 \x93quoted\x94") == "déjà café “quoted”"
    assert decode_bytes(b"nul\x00byte") == "nulbyte"
    assert decode_bytes(b"\xff\xfe") == "ÿþ"
    assert decode_bytes(b"\xef\xbb\xbfbom") == "bom"


# ---------------------------------------------------------------------------------------------------- surfaces


def _bad_titles(emulator: Emulator) -> None:
    for engine in ("brave", "exa", "tavily", "searxng", "serper", "jina"):
        emulator.set_fault(engine, "bad_text")


def test_cli_search_survives_a_surrogate_title_and_caches_clean_text(emulator: Emulator, tmp_path: Path) -> None:
    home = tmp_path / "gw"
    env = cli_env(emulator, home)
    _bad_titles(emulator)
    run = cli(["search", "--json", *QUERY], env)
    assert_clean(run)
    assert run.code == 0, run.stderr
    hits = run.json()["hits"]
    assert hits and any("\ufffd" in h["title"] for h in hits)
    assert all("\x00" not in h["title"] for h in hits)
    emulator.clear_faults()
    again = cli(["search", "--json", *QUERY], env)  # served from the cache: the entry was written clean
    assert again.code == 0, again.stderr
    assert_clean(again)
    assert [h["title"] for h in again.json()["hits"]] == [h["title"] for h in hits]
