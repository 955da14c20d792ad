"""Round 19's fresh hostile wave (issue 9): shapes robust17 / robust18 did not try, written before any fix and run
once on unchanged main (docs/MEASUREMENTS.md, "round 19 (robust19)", gives the first-run figure).

Engines and models answering 200 with HTML, with a 50 MB body, with ``content-encoding: gzip`` over bytes that are
not gzip, with a charset header that lies; pages that redirect forever or to a host the guard must refuse (never
fetched: the guard answers before any connection), a 20 MB page of one line; config files with tabs, NULs, deep
arrays; keys with newlines / spaces / non-ASCII; argv with RTL marks, surrogate-escaped bytes, empty and
whitespace-only questions on every command; proxy bodies with duplicate keys, 10,000 messages, image parts,
``stream`` of the wrong type; a disk cache truncated mid-entry; Ctrl-C during ``ask``; MCP stdio lines that are
JSON but not requests; and round 18's leftovers (``plan`` with a model key of non-UTF-8 bytes, a 3 MB feed).
Servers are real 127.0.0.1 sockets.
"""

from __future__ import annotations

import asyncio
import gzip
import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest

from tests.emulator import Emulator
from tests.test_cli_search import cli, cli_env
from tests.test_proxy import client, start_proxy  # noqa: F401 (start_proxy is a fixture)
from tests.test_robust17 import (  # noqa: F401 (home and scripted are fixtures)
    HTTP_PROVIDERS, ONE_ROW, Scripted, _assert_terminal_safe, _brave, _brave_only_env, _strict_json, home, scripted,
)
from tests.test_robust18 import SECRET, _env, _no_traceback

RTL = "\u200f\u202b"

# Cases that failed on unchanged main (first run, docs/MEASUREMENTS.md "round 19 (robust19)"), marked until fixed.
MAIN_FAILS: dict[str, str] = {}  # every case of the first run is fixed (the proxy's relay: the lead, round 19)


@pytest.fixture(autouse=True)
def _known_failure(request: pytest.FixtureRequest) -> None:
    reason = MAIN_FAILS.get(request.node.name)
    if reason:
        request.node.add_marker(pytest.mark.xfail(reason=f"fails on main: {reason}", strict=True))
OK_BRAVE = json.dumps(_brave([{"title": "Nimbus price", "url": "https://example.org/nimbus",
                               "description": "The Nimbus costs 799 dollars."}])).encode()


class Wire:
    """A loopback HTTP server answering every request with the scripted status, body and headers (any headers:
    a lying charset, a content-encoding the body does not have, a Location that loops)."""

    def __init__(self) -> None:
        self.status = 200
        self.body = b"{}"
        self.headers: dict[str, str] = {"content-type": "application/json"}
        self.hits = 0
        wire = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self) -> None:
                wire.hits += 1
                length = int(self.headers.get("content-length") or 0)
                if length:
                    self.rfile.read(length)
                self.send_response(wire.status)
                for name, value in wire.headers.items():
                    self.send_header(name, value)
                self.send_header("content-length", str(len(wire.body)))
                self.end_headers()
                try:
                    self.wfile.write(wire.body)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            do_GET = do_POST = _answer

            def log_message(self, *args: Any) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def answer(self, body: bytes, status: int = 200, **headers: str) -> None:
        self.status, self.body = status, body
        self.headers = {"content-type": "application/json", **{k.replace("_", "-"): v for k, v in headers.items()}}

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def wire() -> Any:
    server = Wire()
    yield server
    server.close()


HTML = b"<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>nginx</h1></body></html>"
FIFTY_MB = b'{"results": [' + b'{"title": "x", "url": "https://e.example/", "content": "' + b"y" * 50_000_000 + b'"}]}'
NOT_GZIP = b"this is plain text pretending to be gzip \x00\xff"

# (name, body, headers) a provider or a model may answer with a 200
HOSTILE_200 = [
    ("html", HTML, {"content_type": "text/html; charset=utf-8"}),
    ("html-as-json", HTML, {"content_type": "application/json"}),
    ("not-gzip", NOT_GZIP, {"content_type": "application/json", "content_encoding": "gzip"}),
    ("gzip-of-html", gzip.compress(HTML), {"content_type": "application/json", "content_encoding": "gzip"}),
    ("charset-lies-utf16", OK_BRAVE, {"content_type": "application/json; charset=utf-16"}),
    ("charset-unknown", OK_BRAVE, {"content_type": "application/json; charset=x-no-such-codec"}),
    ("latin1-bytes-as-utf8", OK_BRAVE.replace(b"799 dollars", b"799 \xe9\xe8 dollars"),
     {"content_type": "application/json; charset=utf-8"}),
    ("empty", b"", {"content_type": "application/json"}),
]


# ------------------------------------------------------------------------------------------ engines

@pytest.mark.parametrize("name, body, headers", HOSTILE_200, ids=[h[0] for h in HOSTILE_200])
def test_cli_search_with_an_engine_answering_a_hostile_200_explains_it(emulator: Emulator, tmp_path: Path, wire: Wire,
                                                                       name: str, body: bytes,
                                                                       headers: dict[str, str]) -> None:
    wire.answer(body, **headers)
    env = _brave_only_env(emulator, tmp_path / "gw", wire)  # type: ignore[arg-type]
    run = cli(["search", "--trace", "nimbus", "price"], env)
    assert "Traceback" not in run.stderr and run.code != 4, (run.code, run.stderr[-800:])
    assert "unexpected" not in (run.stdout + run.stderr).lower(), run.stdout + run.stderr
    _assert_terminal_safe(run.stdout + run.stderr)
    if run.code == 0 and "nimbus costs" not in run.stdout.lower():
        assert "brave" in (run.stdout + run.stderr).lower(), run  # the trace names the engine that failed


def test_cli_search_with_an_engine_answering_50mb_is_bounded(emulator: Emulator, tmp_path: Path, wire: Wire) -> None:
    wire.answer(FIFTY_MB)
    run = cli(["search", "--trace", "nimbus", "price"], _brave_only_env(emulator, tmp_path / "gw", wire))  # type: ignore[arg-type]
    assert "Traceback" not in run.stderr and run.code != 4, (run.code, run.stderr[-800:])
    assert len(run.stdout) < 200_000, len(run.stdout)


@pytest.mark.parametrize("provider", HTTP_PROVIDERS, ids=lambda p: p.name)
@pytest.mark.parametrize("ctype", ["text/html", "application/json; charset=utf-16", "application/json; charset=bogus"])
def test_an_adapter_given_html_or_a_lying_charset_raises_a_typed_error_or_reads_it(provider: Any, ctype: str) -> None:
    from groundwire.models import PlannedQuery, SearchOptions
    from groundwire.errors import GroundwireError

    body = HTML if ctype == "text/html" else json.dumps({"results": [ONE_ROW], "web": {"results": [ONE_ROW]},
                                                         "organic": [ONE_ROW], "items": [ONE_ROW]}).encode()
    response = httpx.Response(200, content=body, headers={"content-type": ctype},
                              request=httpx.Request("GET", "https://engine.example/"))
    try:
        hits = provider.parse(response, PlannedQuery(text="nimbus"), SearchOptions())
    except GroundwireError:
        return
    assert isinstance(hits, list)


# ------------------------------------------------------------------------------------------ the proxy's upstream

@pytest.mark.parametrize("name, body, headers", [h for h in HOSTILE_200 if not h[0].startswith(("charset", "latin"))]
                         + [("fifty-mb", FIFTY_MB, {"content_type": "application/json"})],
                         ids=[h[0] for h in HOSTILE_200 if not h[0].startswith(("charset", "latin"))] + ["fifty-mb"])
@pytest.mark.parametrize("stream", [False, True], ids=["plain", "stream"])
def test_proxy_with_an_upstream_answering_a_hostile_200_is_a_typed_502(emulator: Emulator, start_proxy, wire: Wire,
                                                                       name: str, body: bytes,
                                                                       headers: dict[str, str], stream: bool) -> None:
    wire.answer(body, **headers)
    proxy = start_proxy(GROUNDWIRE_UPSTREAM_URL=wire.url, GROUNDWIRE_UPSTREAM_KEY=SECRET)
    try:
        reply = client(proxy, timeout=120).chat.completions.create(
            model="m", messages=[{"role": "user", "content": "hi"}], stream=stream,
            extra_headers={"X-Groundwire-Search": "off"})
        if stream:
            chunks = list(reply)
            pytest.fail(f"a hostile upstream stream was relayed as {len(chunks)} chunks")
        pytest.fail(f"a hostile upstream answer was relayed: {str(reply)[:300]}")
    except openai.APIStatusError as exc:
        assert exc.status_code in (502, 504), exc
        assert SECRET not in str(exc)
    except openai.APIError as exc:  # a stream's error event
        assert SECRET not in str(exc)


def test_proxy_relays_an_upstream_answer_whose_charset_header_lies(emulator: Emulator, start_proxy,
                                                                   wire: Wire) -> None:
    answer = {"id": "c", "object": "chat.completion", "created": 1, "model": "m", "choices": [
        {"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": "café olé"}}]}
    wire.answer(json.dumps(answer, ensure_ascii=False).encode(), content_type="application/json; charset=latin-1")
    proxy = start_proxy(GROUNDWIRE_UPSTREAM_URL=wire.url)
    reply = client(proxy).chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}],
                                                  extra_headers={"X-Groundwire-Search": "off"})
    assert reply.choices[0].message.content in ("café olé", "cafÃ© olÃ©")


# ------------------------------------------------------------------------------------------ proxy / REST bodies

def _chat(proxy: Any, body: bytes, **headers: str) -> httpx.Response:
    return httpx.post(proxy.v1 + "/chat/completions", content=body, timeout=120,
                      headers={"content-type": "application/json", "X-Groundwire-Search": "on", **headers})


def test_proxy_chat_with_duplicate_keys_is_answered(emulator: Emulator, start_proxy) -> None:
    proxy = start_proxy()
    emulator.script_chat({"content": "fine"})
    body = (b'{"model": "nope", "model": "emulator-chat", "messages": [{"role": "user", "content": "x",'
            b' "content": "what is the latest nimbus price"}], "stream": true, "stream": false}')
    resp = _chat(proxy, body)
    assert resp.status_code == 200, resp.text[:300]
    assert resp.json()["choices"][0]["message"]["content"].startswith("fine")  # the proxy may append its sources


def test_proxy_chat_with_10000_messages_is_answered_or_refused_typed(emulator: Emulator, start_proxy) -> None:
    proxy = start_proxy()
    emulator.script_chat({"content": "fine"})
    messages = [{"role": "user" if i % 2 == 0 else "assistant", "content": f"turn {i} about nimbus"}
                for i in range(10_000)]
    messages.append({"role": "user", "content": "and what is the latest nimbus price?"})
    resp = _chat(proxy, json.dumps({"model": "emulator-chat", "messages": messages}).encode())
    assert resp.status_code in (200, 400, 413), resp.text[:300]
    if resp.status_code != 200:
        assert "error" in resp.json()


def test_proxy_chat_with_image_parts_is_answered(emulator: Emulator, start_proxy) -> None:
    proxy = start_proxy()
    emulator.script_chat({"content": "fine"})
    content = [{"type": "image_url", "image_url": {"url": "data:image/png;base64," + "A" * 200_000}},
               {"type": "text", "text": "what is the latest price of the phone in this picture?"},
               {"type": "input_audio", "input_audio": {"data": "AAAA", "format": "wav"}},
               {"type": "image_url", "image_url": "not-an-object"}, {"type": "text"}, {"no-type": 1}]
    resp = _chat(proxy, json.dumps({"model": "emulator-chat", "messages": [{"role": "user", "content": content}]})
                 .encode())
    assert resp.status_code < 500, resp.text[:300]
    if resp.status_code == 200:
        assert resp.json()["choices"][0]["message"]["content"].startswith("fine")  # sources may follow


@pytest.mark.parametrize("stream", ["yes", 1, None, [], {"x": 1}, "false"], ids=repr)
def test_proxy_chat_with_stream_of_the_wrong_type_is_typed(emulator: Emulator, start_proxy, stream: Any) -> None:
    proxy = start_proxy()
    emulator.script_chat({"content": "fine"})
    body = {"model": "emulator-chat", "messages": [{"role": "user", "content": "hi there"}], "stream": stream}
    resp = _chat(proxy, json.dumps(body).encode(), **{"X-Groundwire-Search": "off"})
    assert resp.status_code < 500, (stream, resp.status_code, resp.text[:300])
    if resp.status_code >= 400:
        assert "error" in resp.json()


@pytest.mark.parametrize("raw, headers", [
    (b"not gzip at all", {"content-encoding": "gzip"}),
    ('{"query": "caf\xe9"}'.encode("latin-1"), {"content-type": "application/json; charset=latin-1"}),
    (b'{"query": "nimbus"}', {"content-type": "text/plain"}),
    (b'{"query": "x", "query": "nimbus price"}', {}),
    (b'\x00{"query": "nimbus"}', {}),
], ids=["not-gzip", "latin1", "text-plain", "duplicate-keys", "leading-nul"])
def test_rest_search_with_odd_bodies_is_answered_or_a_typed_4xx(emulator: Emulator, start_proxy, raw: bytes,
                                                                 headers: dict[str, str]) -> None:
    proxy = start_proxy()
    resp = httpx.post(proxy.v1 + "/search", content=raw, timeout=120,
                      headers={"content-type": "application/json", **headers})
    assert resp.status_code < 500, resp.text[:300]
    _strict_json(resp.text)


@pytest.mark.parametrize("query", ["", "   \t\n", "\u200f\u202b", "\u3000\u00a0"], ids=["empty", "spaces", "rtl",
                                                                                          "wide-spaces"])
def test_rest_search_with_an_empty_or_invisible_query_is_a_typed_4xx(emulator: Emulator, start_proxy,
                                                                       query: str) -> None:
    proxy = start_proxy()
    resp = httpx.post(proxy.v1 + "/search", json={"query": query}, timeout=120)
    assert 400 <= resp.status_code < 500, (query, resp.status_code, resp.text[:300])
    assert "error" in resp.json()


@pytest.mark.parametrize("url", ["http://127.0.0.1:1/", "file:///etc/passwd", "http://169.254.169.254/latest/",
                                 "http://localhost.:1/", "http://[::ffff:127.0.0.1]:1/", "http://0x7f.1:1/"])
def test_rest_fetch_refuses_hosts_the_guard_forbids(emulator: Emulator, start_proxy, url: str) -> None:
    proxy = start_proxy()
    resp = httpx.post(proxy.v1 + "/fetch", json={"url": url}, timeout=120)
    assert 400 <= resp.status_code < 500 or (resp.status_code == 200 and resp.json().get("error")), resp.text[:300]


# ------------------------------------------------------------------------------------------ pages

class _Loop(Wire):
    """Every request is redirected to the next path on the same host, forever."""

    def __init__(self) -> None:
        super().__init__()
        self.answer(b"", status=302, location="/again")


async def _names_to_private(host: str) -> list[str]:
    return ["10.1.2.3"]  # any name resolves to a private address: nothing public is ever contacted


def test_a_page_that_redirects_forever_is_a_fetch_error() -> None:
    from groundwire.errors import FetchError
    from groundwire.read.fetch import FetchPolicy, fetch_page

    loop = _Loop()
    try:
        with pytest.raises(FetchError) as caught:
            asyncio.run(fetch_page(loop.url + "/", policy=FetchPolicy(allow_hosts=frozenset({"127.0.0.1"}))))
        assert "redirect" in str(caught.value)
        assert loop.hits <= FetchPolicy().max_redirects + 1
    finally:
        loop.close()


@pytest.mark.parametrize("target", ["http://10.0.0.7/", "http://169.254.169.254/latest/meta-data/",
                                    "http://localhost:1/", "https://public.example.com/", "file:///etc/passwd",
                                    "http://[::1]:1/", "//evil.example/x", "http://2130706434/"])
def test_a_redirect_off_the_allowed_host_is_refused_before_connecting(target: str) -> None:
    from groundwire.errors import UnsafeURLError
    from groundwire.read.fetch import FetchPolicy, fetch_page

    server = Wire()
    try:
        server.answer(b"", status=301, location=target)
        with pytest.raises(UnsafeURLError):
            asyncio.run(fetch_page(server.url + "/", resolver=_names_to_private,
                                   policy=FetchPolicy(allow_hosts=frozenset({"127.0.0.1"}))))
        assert server.hits == 1
    finally:
        server.close()


def test_a_20mb_page_of_one_line_is_capped_and_read(wire: Wire) -> None:
    from groundwire.read.fetch import FetchPolicy, fetch_page

    wire.answer(b"<html><body><p>" + b"nimbus costs 799 dollars " * 800_000 + b"</p></body></html>",
                content_type="text/html; charset=utf-8")
    page = asyncio.run(fetch_page(wire.url + "/", policy=FetchPolicy(allow_hosts=frozenset({"127.0.0.1"}))))
    assert page.truncated and len(page.text) <= FetchPolicy().max_bytes


def test_cli_extract_reads_a_20mb_page_of_one_line(tmp_path: Path) -> None:
    page = tmp_path / "one-line.html"
    page.write_bytes(b"<html><head><title>Nimbus</title></head><body><article><p>"
                     + b"The Nimbus costs 799 dollars in December. " * 480_000 + b"</p></article></body></html>")
    proc = subprocess.run([sys.executable, "-m", "groundwire", "extract", str(page)], env=_env(
        GROUNDWIRE_HOME=str(tmp_path / "gw")), capture_output=True, timeout=600)
    _no_traceback(proc.stderr)
    assert proc.returncode in (0, 1), proc.stderr[-500:]
    assert b"Nimbus" in proc.stdout + proc.stderr


# ------------------------------------------------------------------------------------------ config and env

@pytest.mark.parametrize("config", [
    b"[search]\n\tmax_retries\t=\t0\n",
    b"[search]\nmax_retries = 0\x00\n",
    b"[search]\nmax_retries = " + b"[" * 5000 + b"]" * 5000 + b"\n",
    b"x = " + b"{a = " * 3000 + b"1" + b"}" * 3000 + b"\n",
    b"\xef\xbb\xbf\xef\xbb\xbf[search]\nmax_retries = 0\n",
    b"[search]\nmax_retries = 0\r\n[read]\r\nenabled = false\r\n",
    b"[providers.brave]\nenabled = \"false\"\n",
    b"[providers]\nbrave = 5\n",
], ids=["tabs", "nul", "deep-array", "deep-table", "double-bom", "crlf", "string-bool", "provider-number"])
def test_cli_config_with_tabs_nuls_deep_values_or_wrong_types_is_read_or_one_line(tmp_path: Path,
                                                                                  config: bytes) -> None:
    home = tmp_path / "gw"
    home.mkdir()
    (home / "config.toml").write_bytes(config)
    proc = subprocess.run([sys.executable, "-m", "groundwire", "plan", "latest nimbus price"], capture_output=True,
                          timeout=120, env=_env(GROUNDWIRE_HOME=str(home), GROUNDWIRE_CONFIG=str(home / "config.toml")))
    _no_traceback(proc.stderr)
    assert proc.returncode in (0, 2), (proc.returncode, proc.stderr[-500:])
    if proc.returncode == 2:
        assert len(proc.stderr.decode("utf-8", "replace").strip().splitlines()) == 1, proc.stderr[-500:]
        assert len(proc.stderr) < 1000


@pytest.mark.parametrize("key", ["  abc-key-0123456789  ", "abc-key-0123456789\n", "abc key 0123456789",
                                 "clé-0123456789", "\u200babc-key-0123456789"],
                         ids=["padded", "trailing-newline", "inner-spaces", "non-ascii", "zero-width"])
def test_cli_search_with_a_brave_key_of_odd_text_answers_or_skips_with_a_reason(emulator: Emulator, tmp_path: Path,
                                                                              scripted: Scripted, key: str) -> None:
    scripted.answer(OK_BRAVE)
    env = _brave_only_env(emulator, tmp_path / "gw", scripted)
    env["BRAVE_API_KEY"] = key
    run = cli(["search", "--trace", "nimbus", "price"], env)
    assert "Traceback" not in run.stderr and run.code != 4, (run.code, run.stderr[-600:])
    assert key.strip() not in run.stdout + run.stderr
    if "Nimbus costs" not in run.stdout:
        assert "BRAVE_API_KEY" in run.stdout + run.stderr, run


def test_cli_ask_with_a_model_key_with_a_trailing_newline_works(emulator: Emulator, tmp_path: Path) -> None:
    env = cli_env(emulator, tmp_path / "gw", GROUNDWIRE_LLM_URL=emulator.base_url("openai"),
                  GROUNDWIRE_LLM_MODEL="emulator-chat", GROUNDWIRE_LLM_KEY=SECRET + "\n")
    emulator.script_chat({"content": "four"})
    run = cli(["ask", "--search", "off", "what", "is", "2+2"], env)
    assert "Traceback" not in run.stderr and SECRET not in run.stdout + run.stderr
    assert run.code in (0, 2), run
    if run.code == 2:
        assert "GROUNDWIRE_LLM_KEY" in run.stderr


def test_cli_with_a_home_holding_spaces_and_non_ascii_works(emulator: Emulator, tmp_path: Path,
                                                             scripted: Scripted) -> None:
    scripted.answer(OK_BRAVE)
    run = cli(["search", "nimbus", "price"], _brave_only_env(emulator, tmp_path / "my home ☃ \u202e dir", scripted))
    assert run.code == 0 and "Nimbus" in run.stdout, run


# ------------------------------------------------------------------------------------------ CLI arguments

def _argv(args: list[bytes | str], tmp_path: Path, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    env = _env(GROUNDWIRE_HOME=str(tmp_path / "gw"), GROUNDWIRE_WEB_SEARCH="0")
    return subprocess.run([sys.executable, "-m", "groundwire", *args], input=stdin, env=env, capture_output=True,
                          timeout=300)


@pytest.mark.parametrize("args", [
    ["when", f"{RTL}next friday{RTL}", "--today", "2026-12-05"],
    ["plan", f"{RTL}latest nimbus price{RTL}"],
    ["when", b"next \xff\xfe friday", "--today", "2026-12-05"],
    ["plan", b"latest caf\xe9 price \xed\xa0\x80"],
    ["guard", b"--format", b"json"],
], ids=["when-rtl", "plan-rtl", "when-surrogateescape", "plan-surrogateescape", "guard"])
def test_cli_argv_with_rtl_marks_or_surrogate_escaped_bytes_answers(tmp_path: Path, args: list[Any]) -> None:
    proc = _argv(args, tmp_path, stdin="Prices rose \udcff".encode("utf-8", "surrogateescape"))
    _no_traceback(proc.stderr)
    assert proc.returncode in (0, 2), (proc.returncode, proc.stderr[-500:])
    proc.stdout.decode("utf-8")  # strict: no surrogate written


@pytest.mark.parametrize("command", ["when", "plan", "search", "ask", "research", "fetch", "extract"])
@pytest.mark.parametrize("text", ["", "   \t "], ids=["empty", "whitespace"])
def test_every_command_given_an_empty_or_blank_argument_is_a_one_line_usage_error(tmp_path: Path, command: str,
                                                                                   text: str) -> None:
    proc = _argv([command, text], tmp_path)
    _no_traceback(proc.stderr)
    assert proc.returncode in (1, 2), (command, proc.returncode, proc.stdout[-300:], proc.stderr[-300:])
    lines = proc.stderr.decode("utf-8").strip().splitlines()
    assert 1 <= len(lines) <= 3, proc.stderr[-500:]


@pytest.mark.parametrize("command", ["when", "plan", "guard"])
def test_a_100kb_argument_or_1mb_stdin_question_answers(tmp_path: Path, command: str) -> None:
    big = "what is the latest nimbus price next friday " * 2_300  # ~100 KB, under one argv string's limit
    args = [command] if command == "guard" else [command, big]
    proc = _argv(args, tmp_path, stdin=(big * 10).encode())
    _no_traceback(proc.stderr)
    assert proc.returncode in (0, 2), proc.stderr[-500:]


# ------------------------------------------------------------------------------------------ cache, Ctrl-C

def test_a_disk_cache_truncated_mid_entry_is_a_miss_never_a_crash(tmp_path: Path) -> None:
    from groundwire.resilience.cache import DiskCache

    cache = DiskCache(tmp_path / "cache")
    for i in range(200):
        cache.set(f"k{i}", "v" * 5000 + str(i), 3600)
    cache.close()
    db = tmp_path / "cache" / "cache.db"
    db.write_bytes(db.read_bytes()[: db.stat().st_size // 2 + 37])
    for name in ("cache.db-wal", "cache.db-shm"):
        (tmp_path / "cache" / name).unlink(missing_ok=True)
    try:
        reopened = DiskCache(tmp_path / "cache")
    except Exception as exc:  # the constructor may refuse: the caller (build_backends) falls back to memory
        import sqlite3
        assert isinstance(exc, (OSError, sqlite3.Error)), exc
        return
    for i in (0, 150, 199):
        value = reopened.get(f"k{i}")
        assert value is None or value == "v" * 5000 + str(i)
    reopened.set("new", "x", 60)


def test_cli_search_over_a_truncated_disk_cache_answers(emulator: Emulator, tmp_path: Path,
                                                       scripted: Scripted) -> None:
    scripted.answer(OK_BRAVE)
    env = _brave_only_env(emulator, tmp_path / "gw", scripted)
    first = cli(["search", "nimbus", "price"], env)
    assert first.code == 0, first
    for db in (tmp_path / "gw").rglob("*.db"):
        db.write_bytes(db.read_bytes()[: max(100, db.stat().st_size // 2 + 13)])
    for extra in list((tmp_path / "gw").rglob("*.db-wal")) + list((tmp_path / "gw").rglob("*.db-shm")):
        extra.unlink()
    again = cli(["search", "nimbus", "price", "--trace"], env)
    assert "Traceback" not in again.stderr and again.code == 0, again
    assert "Nimbus" in again.stdout


def test_cli_ctrl_c_during_ask_exits_130_without_a_traceback(emulator: Emulator, tmp_path: Path) -> None:
    from tests.test_robust18 import Hanging, interruptible

    server = Hanging()
    try:
        env = cli_env(emulator, tmp_path / "gw", GROUNDWIRE_LLM_URL=server.url + "/v1", GROUNDWIRE_LLM_MODEL="m")
        proc = subprocess.Popen([sys.executable, "-m", "groundwire", "ask", "--search", "off", "what is 2+2"],
                                env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, preexec_fn=interruptible)
        assert server.arrived.wait(120), "the model was never called"
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=120)
        _no_traceback(err)
        assert proc.returncode == 130, (proc.returncode, err[-500:])
    finally:
        server.close()


# ------------------------------------------------------------------------------------------ MCP stdio

class _Stdio:
    def __init__(self, env: dict[str, str]) -> None:
        self.proc = subprocess.Popen([sys.executable, "-m", "groundwire", "mcp"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        self.replies: queue.Queue[bytes] = queue.Queue()
        self.stderr: list[bytes] = []
        threading.Thread(target=lambda: [self.replies.put(line) for line in self.proc.stdout], daemon=True).start()
        threading.Thread(target=lambda: self.stderr.extend(self.proc.stderr), daemon=True).start()

    def send(self, raw: bytes) -> None:
        self.proc.stdin.write(raw + b"\n")
        self.proc.stdin.flush()

    def next(self, timeout: float = 60) -> dict[str, Any]:
        return _strict_json(self.replies.get(timeout=timeout).decode("utf-8"))

    def call(self, number: int, method: str, params: dict[str, Any]) -> dict[str, Any]:
        self.send(json.dumps({"jsonrpc": "2.0", "id": number, "method": method, "params": params}).encode())
        while True:
            message = self.next(120)
            if message.get("id") == number:
                return message

    def close(self) -> bytes:
        self.proc.stdin.close()
        self.proc.wait(timeout=60)
        time.sleep(0.2)  # let the stderr reader finish (not an assertion on time)
        return b"".join(self.stderr)


@pytest.fixture
def stdio(emulator: Emulator, tmp_path: Path) -> Any:
    server = _Stdio(cli_env(emulator, tmp_path / "gw"))
    server.call(1, "initialize", {"protocolVersion": "2025-03-26", "capabilities": {},
                                  "clientInfo": {"name": "probe", "version": "1"}})
    server.send(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}).encode())
    yield server
    server.close()


@pytest.mark.parametrize("line", [b"[1, 2, 3]", b'"just a string"', b"42", b'{"jsonrpc": "2.0", "id": 9}',
                                  b'{"jsonrpc": "2.0", "id": 9, "method": 5}', b"{}"],
                         ids=["array", "string", "number", "no-method", "method-number", "empty-object"])
def test_mcp_stdio_answers_json_that_is_not_a_request_with_a_jsonrpc_error(stdio: _Stdio, line: bytes) -> None:
    stdio.send(line)
    reply = stdio.next(60)
    assert reply.get("jsonrpc") == "2.0" and "error" in reply, reply
    assert reply["error"]["code"] in (-32700, -32600), reply
    assert stdio.call(5, "tools/list", {})["result"]["tools"]


def test_mcp_stdio_answers_a_line_that_is_not_json_with_a_parse_error(stdio: _Stdio) -> None:
    stdio.send(b"\xff\xfe this is not json {")
    reply = stdio.next(60)
    assert reply.get("error", {}).get("code") == -32700 and reply.get("id") is None, reply
    assert stdio.call(5, "tools/list", {})["result"]["tools"]


# ------------------------------------------------------------------------------------------ round 18's leftovers

def test_plan_with_a_model_key_of_bytes_that_are_not_text_uses_the_rules_without_a_traceback(tmp_path: Path) -> None:
    env = {k.encode(): v.encode() for k, v in _env(GROUNDWIRE_HOME=str(tmp_path / "gw"),
                                                   GROUNDWIRE_LLM_URL="http://127.0.0.1:9/v1",
                                                   GROUNDWIRE_LLM_MODEL="m").items()}
    env[b"GROUNDWIRE_LLM_KEY"] = b"sk-\xff\xfe-" + SECRET.encode()
    proc = subprocess.run([sys.executable, "-m", "groundwire", "plan", "latest nimbus price", "--json"], env=env,
                          capture_output=True, timeout=120)
    _no_traceback(proc.stderr)
    assert SECRET.encode() not in proc.stdout + proc.stderr
    assert proc.returncode in (0, 2), proc.stderr[-500:]
    if proc.returncode == 0:
        assert _strict_json(proc.stdout.decode().splitlines()[0])["queries"]
    else:
        assert b"GROUNDWIRE_LLM_KEY" in proc.stderr


def _big_feed(items: int) -> bytes:
    entries = b"".join(b"<item><title>Nimbus item %d</title><link>https://e.example/%d</link><description>%s"
                       b"</description></item>" % (i, i, b"word &amp; more " * 20) for i in range(items))
    return b'<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>big</title>' + entries \
        + b"</channel></rss>"


def test_a_3mb_feed_is_parsed_into_a_bounded_item_list() -> None:
    from groundwire.local.feeds import MAX_FEED_ITEMS, parse_feed

    body = _big_feed(8_000)
    assert len(body) > 3_000_000
    title, items, skipped = parse_feed(body, "https://e.example/feed")
    assert title == "big" and 0 < len(items) <= MAX_FEED_ITEMS


# ------------------------------------------------------------------------------------------ the fixes, other wordings

@pytest.mark.parametrize("line, code, request_id", [
    (b"not json at all", -32700, None), (b'{"jsonrpc": "2.0", "id": 3, "method": ', -32700, None),
    (b"[]", -32600, None), (b"null", -32600, None), (b'{"jsonrpc": "1.0", "id": "a", "method": "ping"}', -32600, "a"),
    (b'{"jsonrpc": "2.0", "id": 4, "method": "ping", "params": 7}', -32600, 4),
])
def test_invalid_line_reply_answers_what_the_library_would_drop(line: bytes, code: int, request_id: Any) -> None:
    from groundwire.server.stdio_wire import invalid_line_reply

    reply = json.loads(invalid_line_reply(line))
    assert reply == {"jsonrpc": "2.0", "id": request_id, "error": {"code": code, "message": reply["error"]["message"]}}


@pytest.mark.parametrize("line", [b'{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}', b"   \n",
                                  b'{"jsonrpc": "2.0", "method": "notifications/initialized"}',
                                  b'{"jsonrpc": "2.0", "id": 9, "result": {}}'])
def test_invalid_line_reply_leaves_messages_and_blank_lines_alone(line: bytes) -> None:
    from groundwire.server.stdio_wire import invalid_line_reply

    assert invalid_line_reply(line) is None


def test_first_entries_keeps_an_atom_feed_well_formed_and_counts_the_rest() -> None:
    import xml.etree.ElementTree as ET

    from groundwire.local.feed_cap import first_entries

    atom = (b'<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>t</title>'
            + b"".join(b"<entry><id>urn:%d</id><title>e%d</title></entry>" % (i, i) for i in range(12))
            + b"<updated>2026-12-01T00:00:00Z</updated></feed>")
    body, dropped = first_entries(atom, 5)
    root = ET.fromstring(body)
    assert dropped == 7 and len(root.findall("{http://www.w3.org/2005/Atom}entry")) == 5
    assert first_entries(atom, 12) == (atom, 0)


def test_first_entries_handles_rdf_items_and_a_feed_cut_off_mid_item() -> None:
    from groundwire.local.feed_cap import first_entries

    rdf = (b'<rdf:RDF xmlns:rdf="r"><channel/>' + b"<item><title>a</title></item>" * 4 + b"</rdf:RDF>")
    body, dropped = first_entries(rdf, 2)
    assert dropped == 2 and body.count(b"<item>") == 2 and body.endswith(b"</rdf:RDF>")
    cut_off = b"<rss><channel>" + b"<item><title>x</title></item>" * 3 + b"<item><title>broken"
    body, dropped = first_entries(cut_off, 2)
    assert dropped == 2 and body.count(b"<item>") == 2
