"""Round 17's fresh probe of hostile text and bytes through every surface (issue 9): each probe was written before
any fix and run once on unchanged main (docs/MEASUREMENTS.md, "round 17 (robust17)", gives the first-run figure).

Hostile inputs: JSON nested 10,000 deep, numbers JSON cannot carry back out (``1e400``, ``NaN``, 5,000 digits), wrong
JSON types in engine answers (``title: 5``, ``url: null``, ``results: {}``), UTF-16 and BOM bodies, 1 MB single lines,
terminal control sequences (``\\x1b[2J``) and bidi overrides (U+202E) in titles, and keys echoed back in errors.
Servers are real 127.0.0.1 sockets: a scripted engine (:class:`Scripted`), the proxy through the ``openai`` client and
httpx, the CLI as a subprocess.
"""

from __future__ import annotations

import importlib
import json
import math
import os
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundwire.engines.providers.base import HttpProvider
from groundwire.engines.providers.registry import BUILTINS
from groundwire.errors import GroundwireError, MalformedResponseError
from groundwire.models import PlannedQuery, SearchOptions
from tests.emulator import Emulator
from tests.test_cli_search import BASE_CONFIG, ENGINES, cli, cli_env
from tests.test_proxy import client, start_proxy  # noqa: F401 (start_proxy is a fixture)

ESC_CLEAR = "\x1b[2J"
BIDI = "\u202e"
DEEP = "[" * 10_000 + "]" * 10_000
URL = "https://example.org/nimbus"


def _strict_json(text: str) -> Any:
    """``json.loads`` that refuses ``NaN`` / ``Infinity`` (what Python writes for a float JSON cannot hold)."""
    def refuse(name: str) -> Any:
        raise ValueError(f"not JSON: {name}")
    return json.loads(text, parse_constant=refuse)


def _assert_terminal_safe(text: str) -> None:
    """No escape / C0 / C1 control (but tab and newline) and no bidi override reaches a terminal raw."""
    bad = sorted({hex(ord(c)) for c in text if (ord(c) < 0x20 and c not in "\t\n") or 0x7F <= ord(c) <= 0x9F
                  or 0x202A <= ord(c) <= 0x202E or 0x2066 <= ord(c) <= 0x2069})
    assert not bad, (bad, text[:400])


# ------------------------------------------------------------------------------------------ a scripted engine

class Scripted:
    """A loopback HTTP server answering every request with the next scripted (status, body, content-type)."""

    def __init__(self) -> None:
        self.reply: tuple[int, bytes, str] = (200, b"{}", "application/json")
        scripted = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                if length:
                    self.rfile.read(length)
                status, body, ctype = scripted.reply
                self.send_response(status)
                self.send_header("content-type", ctype)
                self.send_header("content-length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_GET = do_POST = _answer

            def log_message(self, *args: Any) -> None:  # quiet
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def answer(self, body: bytes | str | Any, status: int = 200, ctype: str = "application/json") -> None:
        raw = body if isinstance(body, bytes) else body.encode() if isinstance(body, str) else json.dumps(body).encode()
        self.reply = (status, raw, ctype)

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def home(tmp_path: Path) -> Path:
    path = tmp_path / "gwhome"
    path.mkdir()
    return path


@pytest.fixture
def scripted() -> Any:
    server = Scripted()
    yield server
    server.close()


def _brave_only_env(emulator: Emulator, home: Path, scripted: Scripted, **extra: str) -> dict[str, str]:
    """CLI environment where Brave (the scripted server) is the only engine search may call."""
    others = [name for name in BUILTINS if name not in ("brave", "duckduckgo", "local", "rss")]  # local ones stay
    config = BASE_CONFIG + "".join(f"[providers.{n}]\nenabled = false\n" for n in others)
    config += "[providers.brave]\nrate_limit = [1000, 1.0]\n[read]\nenabled = false\n"
    env = cli_env(emulator, home, config=config, **extra)
    env["GROUNDWIRE_BRAVE_URL"] = scripted.url
    return env


def _brave(results: list[dict[str, Any]]) -> dict[str, Any]:
    return {"type": "search", "web": {"results": results}}


# ------------------------------------------------------------------------------------------ engine adapters

def _http_providers() -> list[HttpProvider]:
    found = []
    for ref in BUILTINS.values():
        module, _, attr = ref.partition(":")
        provider = getattr(importlib.import_module(module), attr)
        if isinstance(provider, HttpProvider):
            found.append(provider)
    return found


HTTP_PROVIDERS = _http_providers()
ONE_ROW = {"title": "t", "url": URL, "link": URL, "score": 1.0}


def _parse(provider: HttpProvider, body: bytes) -> list[Any]:
    response = httpx.Response(200, content=body, headers={"content-type": "application/json"},
                              request=httpx.Request("GET", "https://engine.example/"))
    return provider.parse(response, PlannedQuery(text="nimbus"), SearchOptions())


@pytest.mark.parametrize("provider", HTTP_PROVIDERS, ids=lambda p: p.name)
@pytest.mark.parametrize("body", [DEEP, '{"results": ' + DEEP + "}", '{"web": {"results": ' + DEEP + "}}"],
                         ids=["list", "in-results", "in-web"])
def test_an_engine_answer_nested_10000_deep_is_a_malformed_response(provider: HttpProvider, body: str) -> None:
    """Catches: json.loads raised RecursionError out of every adapter (only the router's last-resort catch-all
    stopped it, reported as 'unexpected RecursionError' and counted as an outage, not a malformed answer)."""
    with pytest.raises(MalformedResponseError):
        _parse(provider, body.encode())


def _every_shape(row: dict[str, Any]) -> bytes:
    """One row in every engine's wire format at once (each adapter reads its own keys)."""
    return json.dumps({"results": [row], "web": {"results": [row]}, "organic": [row], "data": [row],
                       "hits": [row], "items": [row]}, allow_nan=True).encode()


@pytest.mark.parametrize("provider", HTTP_PROVIDERS, ids=lambda p: p.name)
@pytest.mark.parametrize("score", ["1e400", "-1e400", "NaN", "Infinity"])
def test_an_engine_score_json_cannot_hold_never_reaches_a_hit(provider: HttpProvider, score: str) -> None:
    """Catches: ``"score": 1e400`` decoded to inf (and NaN to nan), kept on the hit; JSON output then wrote the
    non-JSON token ``Infinity`` / ``NaN``."""
    row = {**ONE_ROW, "relevance_score": 1.0, "score": 0.0}
    body = _every_shape(row).replace(b'"score": 0.0', b'"score": ' + score.encode()).replace(
        b'"relevance_score": 1.0', b'"relevance_score": ' + score.encode())
    try:
        hits = _parse(provider, body)
    except GroundwireError:
        return
    for hit in hits:
        assert hit.score is None or math.isfinite(hit.score), (provider.name, hit.score)


@pytest.mark.parametrize("provider", HTTP_PROVIDERS, ids=lambda p: p.name)
@pytest.mark.parametrize("row", [
    {"title": 5, "url": URL, "link": URL, "description": 7, "content": [1], "snippet": {"a": 1}, "date": 5},
    {"title": "t", "url": None, "link": None},
    {"title": None, "url": 5, "link": 5},
    {"title": "", "url": "", "link": ""},
    {"title": "t", "url": URL, "link": URL, "score": 10 ** 30, "publishedDate": 12, "published_date": [],
     "page_age": {}, "age": 3},
], ids=["numbers-for-text", "url-null", "url-number", "empty-strings", "odd-dates"])
def test_wrong_json_types_in_an_engine_row_give_text_hits_or_a_typed_error(provider: HttpProvider,
                                                                            row: dict[str, Any]) -> None:
    try:
        hits = _parse(provider, _every_shape(row))
    except GroundwireError:
        return
    for hit in hits:
        assert isinstance(hit.title, str) and isinstance(hit.snippet, str) and hit.url.startswith("http")
        assert hit.published is None or isinstance(hit.published, str)


@pytest.mark.parametrize("provider", HTTP_PROVIDERS, ids=lambda p: p.name)
@pytest.mark.parametrize("body", [b'{"results": {}, "web": {"results": {}}, "organic": {}, "data": {}}', b"[1, 2]",
                                  b'"text"', b"null", b"", b"{" * 3, b'{"results": [' + b"9" * 5000 + b"]}"],
                         ids=["results-object", "list", "string", "null", "empty", "cut", "5000-digits"])
def test_an_engine_body_of_the_wrong_shape_is_a_typed_error_or_nothing(provider: HttpProvider, body: bytes) -> None:
    try:
        assert _parse(provider, body) == []
    except GroundwireError:
        pass


@pytest.mark.parametrize("codec", ["utf-16", "utf-8-sig", "utf-32"])
def test_an_engine_body_in_utf16_or_with_a_bom_is_read(codec: str) -> None:
    from groundwire.engines.providers.brave import PROVIDER

    body = json.dumps(_brave([{"title": "Café Nimbus", "url": URL}]), ensure_ascii=False).encode(codec)
    (hit,) = _parse(PROVIDER, body)
    assert hit.title == "Café Nimbus"


# ------------------------------------------------------------------------------------------ CLI output

HOSTILE_TITLE = f"Nimbus{ESC_CLEAR} launch{BIDI}gpj.exe \x07\x08\x9b31m done"


def test_cli_search_never_prints_a_title_s_escape_sequence_raw(emulator: Emulator, tmp_path: Path,
                                                              scripted: Scripted) -> None:
    """Catches: rich passes ESC (and C1 CSI 0x9b, bidi overrides) through to the terminal: a title carrying
    ``\\x1b[2J`` cleared the user's screen."""
    scripted.answer(_brave([{"title": HOSTILE_TITLE, "url": URL, "description": f"snippet {ESC_CLEAR}{BIDI} end"}]))
    run = cli(["search", "nimbus", "launch"], _brave_only_env(emulator, tmp_path / "gw", scripted))
    assert run.code == 0, run.stderr
    assert "Nimbus" in run.stdout and "launch" in run.stdout and "done" in run.stdout
    _assert_terminal_safe(run.stdout)


def test_cli_search_trace_never_prints_an_engine_error_s_escape_sequence_raw(emulator: Emulator, tmp_path: Path,
                                                                            scripted: Scripted) -> None:
    scripted.answer({"message": f"bad things{ESC_CLEAR}\x1b]0;pwned\x07 {BIDI}happened"}, status=500)
    run = cli(["search", "nimbus", "--trace"], _brave_only_env(emulator, tmp_path / "gw", scripted))
    assert run.code == 3, run.stderr
    assert "bad things" in run.stderr and "Traceback" not in run.stderr
    _assert_terminal_safe(run.stderr)


def test_cli_search_json_stays_strict_json_on_an_infinite_score(emulator: Emulator, tmp_path: Path,
                                                               scripted: Scripted) -> None:
    env = _brave_only_env(emulator, tmp_path / "gw", scripted)
    scripted.answer(b'{"web": {"results": [{"title": "Nimbus", "url": "' + URL.encode() + b'", "score": 1e400}]}}')
    run = cli(["search", "nimbus", "--json"], env)
    assert run.code == 0, run.stderr
    assert _strict_json(run.stdout)["hits"]


def test_cli_search_on_an_answer_nested_10000_deep_explains_it_in_the_trace(emulator: Emulator, tmp_path: Path,
                                                                           scripted: Scripted) -> None:
    scripted.answer('{"web": {"results": ' + DEEP + "}}")
    run = cli(["search", "nimbus", "--json", "--trace"], _brave_only_env(emulator, tmp_path / "gw", scripted))
    assert run.code == 3 and "Traceback" not in run.stderr
    attempts = [a for a in _strict_json(run.stdout)["trace"]["fallback_chain"] if a["provider"] == "brave"]
    assert attempts and attempts[0]["error_kind"] == "malformed", attempts


def test_cli_search_wrong_types_and_empty_rows_still_answer(emulator: Emulator, tmp_path: Path,
                                                            scripted: Scripted) -> None:
    scripted.answer(_brave([{"title": 5, "url": None}, {"title": None, "url": URL, "description": 7},
                            {"title": "", "url": ""}, "not a row", None]))
    run = cli(["search", "nimbus", "--json"], _brave_only_env(emulator, tmp_path / "gw", scripted))
    assert run.code == 0, run.stderr
    (hit,) = _strict_json(run.stdout)["hits"]
    assert hit["url"] == URL and isinstance(hit["title"], str)


def test_cli_search_never_shows_a_key_an_engine_echoes_in_its_error(emulator: Emulator, tmp_path: Path,
                                                                   scripted: Scripted) -> None:
    secret = "brv-live-SECRET-0123456789abcdef"
    scripted.answer({"error": {"detail": f"Invalid token {secret}", "code": "SUBSCRIPTION_TOKEN_INVALID"}}, 422)
    env = _brave_only_env(emulator, tmp_path / "gw", scripted, BRAVE_API_KEY=secret)
    env["BRAVE_API_KEY"] = secret
    run = cli(["search", "nimbus", "--json", "--trace"], env)
    assert run.code == 3
    for stream in (run.stdout, run.stderr):
        assert secret not in stream and "Traceback" not in stream
    for path in (tmp_path / "gw").rglob("*"):
        if path.is_file():
            assert secret.encode() not in path.read_bytes(), path


@pytest.mark.parametrize("query", ["", "   ", "\x1b\x07", "\u202e", "\u200b\u202e "])  # argv cannot carry NUL
def test_cli_search_with_an_empty_or_control_only_query_is_a_one_line_usage_error(
        emulator: Emulator, tmp_path: Path, scripted: Scripted, query: str) -> None:
    run = cli(["search", query], _brave_only_env(emulator, tmp_path / "gw", scripted))
    assert run.code == 2, (run.code, run.stdout, run.stderr)
    assert len(run.stderr.strip().splitlines()) == 1 and "Traceback" not in run.stderr
    _assert_terminal_safe(run.stderr)


def _run(args: list[str], stdin: bytes = b"", env: dict[str, str] | None = None,
         timeout: float = 300) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "groundwire", *args], input=stdin, capture_output=True,
                          timeout=timeout, check=False, env=env)


def test_cli_when_and_plan_read_a_1mb_single_line_stdin(tmp_path: Path) -> None:
    line = ("next friday at noon, " * 50_000)[:1_000_000].encode() + b"\n"
    for args in (["when", "-", "--today", "2026-12-05", "--json"], ["plan", "-", "--json"]):
        proc = _run(args, line, env={**os.environ, "GROUNDWIRE_HOME": str(tmp_path)})
        assert proc.returncode in (0, 2), (args, proc.stderr[-500:])
        assert b"Traceback" not in proc.stderr
        if proc.returncode == 0:
            _strict_json(proc.stdout.decode("utf-8").splitlines()[0])


def test_cli_plan_prints_no_control_sequence_from_the_question(tmp_path: Path) -> None:
    proc = _run(["plan", f"latest nimbus{ESC_CLEAR} price{BIDI} today"], env={**os.environ,
                                                                                 "GROUNDWIRE_HOME": str(tmp_path)})
    assert proc.returncode == 0, proc.stderr
    _assert_terminal_safe(proc.stdout.decode("utf-8"))


def test_cli_plan_reads_a_utf16_stdin_and_invalid_bytes(tmp_path: Path) -> None:
    env = {**os.environ, "GROUNDWIRE_HOME": str(tmp_path)}
    for data in ("latest café news\n".encode("utf-16"), b"latest caf\xe9 news \xff\x00\n"):
        proc = _run(["plan", "-", "--json"], data, env=env)
        assert proc.returncode == 0 and b"Traceback" not in proc.stderr, proc.stderr
        assert "café" in _strict_json(proc.stdout.decode("utf-8").splitlines()[0])["queries"][0]["query"]


def test_cli_extract_prints_no_control_sequence_from_a_page(tmp_path: Path) -> None:
    page = tmp_path / "p.html"
    body = ("<p>The Nimbus 5 phone goes on sale in December with a larger battery and a new camera.</p>" * 5
            + f"<p>Prices start at 400 euros{ESC_CLEAR} for the base{BIDI} model and rise from there.</p>")
    page.write_text(f"<html><head><title>Nimbus{ESC_CLEAR}{BIDI} 5</title></head><body><article>{body}"
                    "</article></body></html>", encoding="utf-8")
    proc = _run(["extract", str(page)], env={**os.environ, "GROUNDWIRE_HOME": str(tmp_path)})
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout.decode("utf-8")
    assert "Prices start at 400 euros" in out
    _assert_terminal_safe(out)


def test_cli_guard_text_output_carries_no_escape_sequence(tmp_path: Path) -> None:
    proc = _run(["guard"], f"Prices rose{ESC_CLEAR} in October{BIDI}.\n".encode(),
                env={**os.environ, "GROUNDWIRE_HOME": str(tmp_path)})
    assert proc.returncode == 0, proc.stderr
    assert "Prices rose" in proc.stdout.decode("utf-8")
    _assert_terminal_safe(proc.stdout.decode("utf-8"))
    _assert_terminal_safe(proc.stderr.decode("utf-8"))


def test_cli_ask_without_a_model_prints_sources_with_no_escape_sequence(emulator: Emulator, tmp_path: Path,
                                                                        scripted: Scripted) -> None:
    scripted.answer(_brave([{"title": HOSTILE_TITLE, "url": URL, "description": f"price 400{ESC_CLEAR} euros"}]))
    run = cli(["ask", "--today", "2026-11-30", "--search", "on", "latest", "nimbus", "price"],
              _brave_only_env(emulator, tmp_path / "gw", scripted))
    assert "Traceback" not in run.stderr
    assert "Nimbus" in run.stdout, run.stderr
    _assert_terminal_safe(run.stdout)


def test_cli_ask_never_shows_the_model_key_the_model_echoes(emulator: Emulator, tmp_path: Path,
                                                            scripted: Scripted) -> None:
    secret = "sk-live-SECRET-abcdef0123456789"
    env = cli_env(emulator, tmp_path / "gw", GROUNDWIRE_LLM_URL=scripted.url + "/v1", GROUNDWIRE_LLM_KEY=secret,
                  GROUNDWIRE_LLM_MODEL="m")
    scripted.answer({"error": {"message": f"Incorrect API key provided: {secret}{ESC_CLEAR}", "type": "auth"}}, 401)
    run = cli(["ask", "--search", "off", "what", "is", "2+2"], env)
    assert "Traceback" not in run.stderr
    assert "401" in run.stdout + run.stderr, run
    assert secret not in run.stdout + run.stderr
    _assert_terminal_safe(run.stderr)


def test_cli_ask_prints_a_model_reply_with_no_escape_sequence(emulator: Emulator, tmp_path: Path) -> None:
    env = cli_env(emulator, tmp_path / "gw", GROUNDWIRE_LLM_URL=emulator.base_url("openai"),
                  GROUNDWIRE_LLM_MODEL="emulator-chat")
    emulator.script_chat({"content": f"four{ESC_CLEAR} and{BIDI} more \x9b2J end", "chunks": 3})
    run = cli(["ask", "--search", "off", "what", "is", "2+2"], env)
    assert run.code == 0, run.stderr
    assert "four" in run.stdout and "end" in run.stdout
    _assert_terminal_safe(run.stdout)


def _write_catalogue(path: Path) -> Path:
    tools = [
        {"name": f"web_search{ESC_CLEAR}", "description": f"Search the web for news{BIDI} \ud800", "risk": "read"},
        {"name": "get_weather", "description": "Weather forecast for a city. " + "x" * 1_000_000},
        {"name": 5, "description": None},
        {"name": "", "description": ""},
        {"name": "send\x00email", "description": ["not", "text"], "risk": 7},
        "not a tool",
    ]
    path.write_text(json.dumps(tools), encoding="utf-8")
    return path


def test_cli_tools_route_and_inspect_survive_a_hostile_catalogue(tmp_path: Path) -> None:
    catalogue = _write_catalogue(tmp_path / "tools.json")
    env = {**os.environ, "GROUNDWIRE_HOME": str(tmp_path)}
    for args in (["tools", "route", "what is the weather in Paris", "--catalogue", str(catalogue)],
                 ["tools", "route", "search the news", "--catalogue", str(catalogue), "--json"],
                 ["tools", "inspect", "--catalogue", str(catalogue)]):
        proc = _run(args, env=env)
        assert proc.returncode in (0, 2), (args, proc.stderr[-800:])
        assert b"Traceback" not in proc.stderr, (args, proc.stderr[-800:])
        _assert_terminal_safe(proc.stdout.decode("utf-8"))
        _assert_terminal_safe(proc.stderr.decode("utf-8"))


def test_cli_index_reads_files_with_hostile_bytes_and_search_finds_them(emulator: Emulator, tmp_path: Path,
                                                                         scripted: Scripted) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "a.txt").write_bytes(b"Zorblat quarterly caf\xe9 report \xff\xfe\x00 numbers.\n")
    (docs / "b.md").write_bytes("# Zorblat memo\nZorblat minutes for the board.\n".encode("utf-16"))
    (docs / "c.txt").write_bytes(b"Zorblat long line " + b"y" * 1_000_000 + b"\n")
    (docs / "d.txt").write_bytes(f"Zorblat{ESC_CLEAR} escaped{BIDI} title\n".encode())
    env = _brave_only_env(emulator, tmp_path / "gw", scripted)
    scripted.answer(_brave([]))
    done = cli(["index", str(docs)], env)
    assert done.code == 0 and "Traceback" not in done.stderr, done
    found = cli(["search", "zorblat", "--json"], env)
    assert "Traceback" not in found.stderr
    hits = _strict_json(found.stdout)["hits"]
    assert any("café" in h["snippet"] or "café" in h["title"] for h in hits), hits
    shown = cli(["search", "zorblat"], env)
    _assert_terminal_safe(shown.stdout)


# ------------------------------------------------------------------------------------------ proxy / REST

def _post(proxy: Any, path: str, body: bytes, **headers: str) -> httpx.Response:
    return httpx.post(proxy.v1 + path, content=body, timeout=60,
                      headers={"content-type": "application/json", **headers})


@pytest.mark.parametrize("path", ["/chat/completions", "/search", "/fetch", "/ground"])
def test_proxy_answers_a_body_nested_10000_deep_with_a_typed_400(emulator: Emulator, start_proxy, path: str) -> None:
    proxy = start_proxy()
    for body in (DEEP.encode(), ('{"messages": ' + DEEP + ', "query": "x"}').encode()):
        resp = _post(proxy, path, body)
        assert resp.status_code in (400, 413, 422), (path, resp.status_code, resp.text[:300])
        assert "error" in resp.json()


@pytest.mark.parametrize("body", [
    {"query": 5}, {"query": None}, {"query": ""}, {"query": "\x00\x00"}, {"query": ["a"]},
    {"query": "nimbus", "count": "x"}, {"query": "nimbus", "count": 10 ** 40}, {"query": "nimbus", "count": -1},
    {"query": "nimbus", "count": 1e300}, {"query": "nimbus", "count": True},
], ids=lambda b: json.dumps(b)[:40])
def test_rest_search_with_wrong_types_is_a_typed_4xx(emulator: Emulator, start_proxy, body: dict) -> None:
    proxy = start_proxy()
    resp = _post(proxy, "/search", json.dumps(body).encode())
    assert 400 <= resp.status_code < 500, (body, resp.status_code, resp.text[:300])
    assert "error" in resp.json()


def test_rest_search_with_nan_and_5000_digit_numbers_is_a_typed_4xx(emulator: Emulator, start_proxy) -> None:
    proxy = start_proxy()
    for raw in (b'{"query": "nimbus", "count": NaN}', b'{"query": "nimbus", "count": Infinity}',
                b'{"query": "nimbus", "count": ' + b"9" * 5000 + b"}"):
        resp = _post(proxy, "/search", raw)
        assert 400 <= resp.status_code < 500, (raw[:40], resp.status_code, resp.text[:300])


def test_rest_search_output_is_strict_json_on_an_infinite_engine_score(emulator: Emulator, start_proxy) -> None:
    """An engine answer with ``1e400`` must not make the REST body carry ``Infinity``."""
    server = Scripted()
    try:
        server.answer(_every_shape({**ONE_ROW, "content": "x", "score": 0.0}).replace(b"0.0", b"1e400"))
        proxy = start_proxy(**{f"GROUNDWIRE_{n.upper()}_URL": server.url for n in ENGINES}, SEARXNG_URL=server.url)
        resp = _post(proxy, "/search", b'{"query": "nimbus", "count": 3}')
        assert resp.status_code == 200, resp.text
        assert _strict_json(resp.text)["hits"]
    finally:
        server.close()


def test_proxy_chat_in_utf16_with_a_bom_is_answered(emulator: Emulator, start_proxy) -> None:
    proxy = start_proxy()
    emulator.script_chat({"content": "fine"})
    body = json.dumps({"model": "emulator-chat", "messages": [{"role": "user", "content": "café?"}]},
                      ensure_ascii=False).encode("utf-16")
    resp = _post(proxy, "/chat/completions", body, **{"X-Groundwire-Search": "off"})
    assert resp.status_code == 200, resp.text[:300]
    assert resp.json()["choices"][0]["message"]["content"] == "fine"


@pytest.mark.parametrize("body", [
    {"model": "emulator-chat", "messages": {}},
    {"model": "emulator-chat", "messages": "hi"},
    {"model": "emulator-chat", "messages": [5]},
    {"model": "emulator-chat", "messages": [{"role": "user", "content": 5}]},
    {"model": "emulator-chat", "messages": [{"role": 5, "content": "hi"}]},
    {"model": "emulator-chat", "messages": [{"role": "user", "content": [{"type": "text", "text": 5}]}]},
    {"model": 5, "messages": [{"role": "user", "content": "hi"}]},
    {"model": "emulator-chat", "messages": []},
    {"model": "emulator-chat", "messages": [{"role": "user", "content": "hi"}], "stream": "yes"},
], ids=lambda b: json.dumps(b)[:50])
def test_proxy_chat_with_wrong_types_is_a_typed_4xx_or_an_answer(emulator: Emulator, start_proxy, body: dict) -> None:
    """Wrong types in a chat body: a typed 4xx, or (when the proxy lets the upstream judge) its answer; never 500."""
    proxy = start_proxy()
    resp = _post(proxy, "/chat/completions", json.dumps(body).encode(), **{"X-Groundwire-Search": "on"})
    assert resp.status_code < 500, (body, resp.status_code, resp.text[:300])
    if resp.status_code >= 400:
        assert "error" in resp.json()


def test_proxy_chat_with_a_1mb_single_line_question_is_answered_or_refused_typed(emulator: Emulator,
                                                                                start_proxy) -> None:
    proxy = start_proxy()
    emulator.script_chat({"content": "fine"})
    question = "What is the latest Nimbus price " + "and more " * 110_000
    try:
        reply = client(proxy).chat.completions.create(
            model="emulator-chat", extra_headers={"X-Groundwire-Search": "on"},
            messages=[{"role": "user", "content": question}])
        assert reply.choices[0].message.content
    except openai.APIStatusError as exc:
        assert exc.status_code in (400, 413), exc


def test_proxy_relays_an_upstream_answer_nested_10000_deep_as_a_typed_error(emulator: Emulator, start_proxy) -> None:
    server = Scripted()
    try:
        server.answer(DEEP)
        proxy = start_proxy(GROUNDWIRE_UPSTREAM_URL=server.url)
        with pytest.raises(openai.APIStatusError) as caught:
            client(proxy).chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}],
                                                  extra_headers={"X-Groundwire-Search": "off"})
        assert caught.value.status_code == 502
    finally:
        server.close()


def test_proxy_never_relays_the_upstream_key_an_upstream_echoes(emulator: Emulator, start_proxy) -> None:
    secret = "sk-upstream-ECHOED-0123456789"
    server = Scripted()
    try:
        server.answer({"error": {"message": f"Incorrect API key provided: {secret}"}}, status=401)
        proxy = start_proxy(GROUNDWIRE_UPSTREAM_URL=server.url, GROUNDWIRE_UPSTREAM_KEY=secret)
        for stream in (False, True):
            resp = _post(proxy, "/chat/completions", json.dumps({"model": "m", "stream": stream, "messages": [
                {"role": "user", "content": "hi"}]}).encode(), **{"X-Groundwire-Search": "off"})
            assert resp.status_code in (401, 502) and secret not in resp.text, resp.text  # 502: the proxy's key
    finally:
        server.close()


# ------------------------------------------------------------------------------------------ cache / MCP / feeds

@pytest.mark.parametrize("stored", [
    DEEP, '{"hits": {}}', "[1e400]", "\x00", "",
    '[{"url": null, "title": 5, "snippet": "s", "provider": "brave", "position": 1}]',
    '[{"url": "https://a.example/", "title": "t", "snippet": ["s"], "provider": "brave", "position": 1}]',
    '[{"url": "https://a.example/", "title": "t", "snippet": "s", "provider": "brave", "position": 1, "score": NaN}]',
    '[{"url": "https://a.example/", "title": "t", "snippet": "s", "provider": "brave", "position": 1, "score": 1e400}]',
], ids=["deep", "object", "number", "nul", "empty", "wrong-types", "list-snippet", "nan-score", "inf-score"])
def test_a_hostile_cache_entry_reads_as_a_miss_or_clean_hits(stored: str) -> None:
    from groundwire.engines.router import _hits_from_json

    try:
        hits = _hits_from_json(stored)
    except (ValueError, TypeError):
        return  # what the router reads as a miss: it re-fetches
    for hit in hits:
        assert isinstance(hit.title, str) and isinstance(hit.url, str) and isinstance(hit.snippet, str)
        assert hit.score is None or math.isfinite(hit.score)


def test_mcp_over_stdio_answers_hostile_lines_and_keeps_serving(emulator: Emulator, tmp_path: Path) -> None:
    """Lines that are not JSON-RPC (nested 10,000 deep, invalid bytes and a NUL), wrong argument types and a 1 MB
    query: each request gets an error or a result, and the server still answers the next one. Like a real client,
    the probe waits for each reply before it sends on (closing stdin early ends the server)."""
    import queue

    env = cli_env(emulator, tmp_path / "gw")
    proc = subprocess.Popen([sys.executable, "-m", "groundwire", "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env)
    replies: queue.Queue[bytes] = queue.Queue()
    threading.Thread(target=lambda: [replies.put(line) for line in proc.stdout], daemon=True).start()
    stderr: list[bytes] = []
    threading.Thread(target=lambda: stderr.extend(proc.stderr), daemon=True).start()

    def send(raw: bytes, want: int | None) -> dict[str, Any] | None:
        proc.stdin.write(raw + b"\n")
        proc.stdin.flush()
        if want is None:
            return None
        while True:
            message = _strict_json(replies.get(timeout=120).decode("utf-8"))
            if message.get("id") == want:
                return message

    def call(number: int, method: str, params: dict[str, Any]) -> dict[str, Any] | None:
        return send(json.dumps({"jsonrpc": "2.0", "id": number, "method": method, "params": params}).encode(), number)

    try:
        call(1, "initialize", {"protocolVersion": "2025-03-26", "capabilities": {},
                               "clientInfo": {"name": "probe", "version": "1"}})
        send(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}).encode(), None)
        send(DEEP.encode(), None)
        send(b"\xff\xfe not json \x00", None)
        wrong = call(2, "tools/call", {"name": "web_search", "arguments": {"query": 5}})
        assert wrong is not None and ("error" in wrong or wrong["result"].get("isError")), wrong
        huge = call(3, "tools/call", {"name": "web_search",
                                      "arguments": {"query": f"nimbus{ESC_CLEAR} " + "z" * 1_000_000}})
        assert huge is not None and ("error" in huge or "result" in huge)
        listed = call(4, "tools/list", {})
        assert listed is not None and listed["result"]["tools"]
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)
    assert b"Traceback" not in b"".join(stderr), b"".join(stderr)[-1500:]


def test_feed_titles_with_escape_sequences_reach_no_terminal_raw(emulator: Emulator, tmp_path: Path,
                                                                 scripted: Scripted) -> None:
    feed = (f'<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>Zorblat{ESC_CLEAR} news'
            f"</title><link>https://example.org/</link><item><title>Zorblat{ESC_CLEAR} quarterly{BIDI} results</title>"
            "<link>https://example.org/zorblat</link><description>Zorblat results \x1b]0;pwned\x07 were up."
            "</description><pubDate>Mon, 30 Nov 2026 10:00:00 GMT</pubDate></item></channel></rss>")
    env = _brave_only_env(emulator, tmp_path / "gw", scripted, GROUNDWIRE_FETCH_ALLOW_HOSTS="127.0.0.1")
    scripted.answer(feed.encode(), ctype="application/rss+xml")
    added = cli(["feeds", "add", scripted.url + "/feed.xml"], env)
    assert added.code == 0, added
    pulled = cli(["feeds", "pull"], env)
    listed = cli(["feeds", "list"], env)
    for run in (added, pulled, listed):
        assert "Traceback" not in run.stderr, run
        _assert_terminal_safe(run.stdout + run.stderr)
    scripted.answer(_brave([]))
    shown = cli(["search", "zorblat", "quarterly"], env)
    assert "Traceback" not in shown.stderr
    _assert_terminal_safe(shown.stdout)


# ------------------------------------------------------------------------------------------ the fixes, unit by unit
# (added after the first run: each fix read in other wordings than the probe that showed the miss)

@pytest.mark.parametrize("hostile", [
    "\x1b]8;;https://evil.example/\x07click\x1b]8;;\x07",  # an OSC 8 hyperlink that hides where it goes
    "progress 100%\rDone: all tests passed",  # a lone CR that overwrites what came before it on the line
    "\u2067\u2066evil\u2069\u2069 name",  # bidi isolates (Trojan Source)
    "8-bit CSI \x9b31m red",
    "bell\x07 backspace\x08 form feed\x0c vertical tab\x0b DEL\x7f",
])
def test_terminal_safe_shows_every_control_and_keeps_the_words(hostile: str) -> None:
    from groundwire.textsafe import terminal_safe

    shown = terminal_safe(hostile)
    _assert_terminal_safe(shown)
    words = [w for w in "".join(c if c.isalnum() else " " for c in hostile).split() if len(w) > 3]
    assert all(w in shown for w in words), (words, shown)


def test_terminal_safe_keeps_newlines_tabs_and_ordinary_text() -> None:
    from groundwire.textsafe import terminal_safe

    text = "第一行\tcafé — naïve 👍\nsecond line\r\nthird مرحبا \u200f"
    assert terminal_safe(text) == text.replace("\r\n", "\n")  # an RLM mark is ordinary right-to-left text


def test_terminal_json_is_the_same_json_value() -> None:
    from groundwire.textsafe import terminal_json

    value = {"title": "a\x9bb\u202ec\u2066d", "ok": "中文 café"}
    text = terminal_json(json.dumps(value, ensure_ascii=False))
    _assert_terminal_safe(text)
    assert json.loads(text) == value and "中文 café" in text


@pytest.mark.parametrize(("text", "blank"), [
    ("\ufeff", True), ("\u2060\u200d\u200c", True), ("\t\x1b\x7f\u202a", True), ("", True),
    ("[2J", False), ("👍", False), ("\u202eabc", False), ("٣", False),
])
def test_is_blank_reads_only_invisible_text_as_empty(text: str, blank: bool) -> None:
    from groundwire.textsafe import is_blank

    assert is_blank(text) is blank


@pytest.mark.parametrize(("data", "binary"), [
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00\x00\x00\x01\x00\x08\x06\x00\x00\x00", True),
    (b"PK\x03\x04\x14\x00\x00\x00\x08\x00" + b"\x00" * 40, True),
    ("Meeting notes\n".encode("utf-32"), False),
    (b"\xfe\xff" + "Meeting notes\n".encode("utf-16-be"), False),
    (b"Minutes: budget approved.\x00 Next meeting Friday.\n" * 3, False),
    (b"Zorblat quarterly caf\xe9 report \xff\xfe\x00 numbers.\n", False),
    (bytes(range(256)) * 4, True),  # what a compressed file's bytes look like
])
def test_looks_binary_tells_files_by_their_share_of_nuls_and_their_bom(data: bytes, binary: bool) -> None:
    from groundwire.local.indexer import looks_binary

    assert looks_binary(data) is binary


def test_an_answer_error_never_carries_the_model_key_in_another_wording() -> None:
    from groundwire.answer import _without_key

    key = "gsk_0123456789abcdef"
    assert key not in _without_key(f"invalid_api_key: key={key}; see docs", key)
    assert _without_key("no key here", key) == "no key here"
    assert _without_key("short", "ab") == "short"  # a key too short to find is left alone, never a mangled text


# ------------------------------------------------------------------------------------------ wave 2
# Written after the fixes above, in surfaces and shapes wave 1 did not use, then run once on main and once on this
# branch (docs/MEASUREMENTS.md gives both): how far the fixes reach what they were not written from.

def test_w2_when_prints_no_control_sequence_from_its_argument(tmp_path: Path) -> None:
    proc = _run(["when", f"meet next friday{ESC_CLEAR} at noon{BIDI} please", "--today", "2026-12-05"],
                env={**os.environ, "GROUNDWIRE_HOME": str(tmp_path)})
    assert proc.returncode == 0, proc.stderr
    _assert_terminal_safe(proc.stdout.decode("utf-8"))


def test_w2_doctor_table_shows_an_engine_error_with_no_control_sequence(emulator: Emulator, tmp_path: Path,
                                                                        scripted: Scripted) -> None:
    scripted.answer({"message": f"maintenance{ESC_CLEAR}\x9b2J window{BIDI} tonight"}, status=503)
    run = cli(["doctor"], _brave_only_env(emulator, tmp_path / "gw", scripted))
    assert "Traceback" not in run.stderr and "brave" in run.stdout
    _assert_terminal_safe(run.stdout + run.stderr)


def test_w2_stats_top_terms_show_no_control_sequence_from_a_logged_query(emulator: Emulator, tmp_path: Path,
                                                                         scripted: Scripted) -> None:
    env = _brave_only_env(emulator, tmp_path / "gw", scripted)
    scripted.answer(_brave([{"title": "Nimbus", "url": URL}]))
    cli(["search", "--raw", f"nimbus{ESC_CLEAR}clear ter\u2066mi\u2069nal"], env)
    run = cli(["stats"], env)
    assert run.code == 0 and "Traceback" not in run.stderr, run
    _assert_terminal_safe(run.stdout)


@pytest.mark.parametrize("args", [["search", "--json"], ["extract", "--json"], ["tools", "route", "-"]],
                         ids=["search", "extract", "tools-route"])
def test_w2_json_output_carries_no_c1_or_bidi_control_raw(emulator: Emulator, tmp_path: Path, scripted: Scripted,
                                                          args: list[str]) -> None:
    """JSON is for programs, but it lands on terminals too: C1 (0x9b) and bidi controls must come as \\u escapes
    (json.dumps escapes C0 itself, not these)."""
    env = _brave_only_env(emulator, tmp_path / "gw", scripted)
    stdin = b""
    if args[0] == "search":
        scripted.answer(_brave([{"title": f"Nimbus\x9b2J {BIDI}txt.exe", "url": URL, "description": "x\u2067y"}]))
        args = [*args, "nimbus"]
    elif args[0] == "extract":
        page = tmp_path / "p.html"
        page.write_text(f"<html><head><title>Nimbus\x9b {BIDI}5</title></head><body><article>"
                        + "<p>The Nimbus 5 phone goes on sale in December with a larger battery.</p>" * 5
                        + f"<p>Prices start at 400 euros{BIDI} for the base model.</p></article></body></html>",
                        encoding="utf-8")
        args = [*args, str(page)]
    else:
        catalogue = tmp_path / "tools.json"
        catalogue.write_text(json.dumps([{"name": "get_weather", "description": f"Weather{BIDI} \x9b now"}]))
        args = [*args, "--catalogue", str(catalogue)]
        stdin = f"weather in Paris{BIDI}\x9b\n".encode()
    proc = _run(args, stdin, env=env)
    assert proc.returncode in (0, 1), proc.stderr[-500:]
    out = proc.stdout.decode("utf-8")
    _assert_terminal_safe(out)
    for line in out.splitlines():
        _strict_json(line)


def test_w2_guard_jsonl_reads_a_1mb_line_and_a_deeply_nested_line(tmp_path: Path) -> None:
    lines = json.dumps("Prices rose in October. " * 45_000).encode() + b"\n" + DEEP.encode() + b"\n"
    proc = _run(["guard", "--jsonl"], lines, env={**os.environ, "GROUNDWIRE_HOME": str(tmp_path)})
    assert b"Traceback" not in proc.stderr, proc.stderr[-800:]
    assert proc.returncode in (0, 2)
    assert len(proc.stderr.decode("utf-8").strip().splitlines()) <= 1


def test_w2_mcp_over_http_answers_a_body_nested_10000_deep_without_a_500(emulator: Emulator, start_proxy) -> None:
    proxy = start_proxy(mount_mcp=True)
    headers = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
    for body in (DEEP.encode(), b'{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ' + DEEP.encode()
                 + b"}", b"\xff\xfe\x00 not json"):
        resp = httpx.post(proxy.url + "/mcp/", content=body, headers=headers, timeout=30)
        assert resp.status_code < 500, (resp.status_code, resp.text[:300])


def test_w2_rest_ground_with_a_question_of_only_invisible_characters_is_a_typed_400(emulator: Emulator,
                                                                                   start_proxy) -> None:
    proxy = start_proxy()
    for path, body in (("/search", {"query": "\u200b\u202e"}), ("/ground", {"question": "\ufeff\u2060"}),
                       ("/search", {"queries": ["nimbus", "\u200d"]})):
        resp = _post(proxy, path, json.dumps(body).encode())
        assert resp.status_code == 400, (path, body, resp.status_code, resp.text[:300])


# ------------------------------------------------------------------------------------------ properties of the fixes

_ANY_TEXT = st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=0x10FFFF), max_size=200)


@given(_ANY_TEXT)
@settings(max_examples=400, deadline=None)
def test_terminal_safe_never_lets_a_control_through_for_any_text(text: str) -> None:
    from groundwire.textsafe import terminal_safe

    shown = terminal_safe(text)
    _assert_terminal_safe(shown)
    shown.encode("utf-8")  # no lone surrogate either


@given(st.recursive(st.none() | st.booleans() | st.integers() | _ANY_TEXT,
                    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(_ANY_TEXT, kids, max_size=4),
                    max_leaves=12))
@settings(max_examples=300, deadline=None)
def test_terminal_json_keeps_every_json_value(value: Any) -> None:
    from groundwire.textsafe import clean_obj, terminal_json

    value = clean_obj(value)
    text = terminal_json(json.dumps(value, ensure_ascii=False))
    _assert_terminal_safe(text.replace("\n", ""))
    assert json.loads(text) == value


@given(st.binary(max_size=300) | _ANY_TEXT.map(lambda t: t.encode("utf-8", "surrogatepass")))
@settings(max_examples=400, deadline=None)
def test_textsafe_loads_raises_nothing_but_value_error(data: bytes) -> None:
    from groundwire.textsafe import loads

    try:
        loads(data)
    except ValueError:
        pass
