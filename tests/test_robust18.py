"""Round 18's fresh probe of hostile text, bytes and inputs through the surfaces round 17 did not reach (issue 9):
each probe was written before any fix and run once on unchanged main (docs/MEASUREMENTS.md, "round 18 (robust18)",
gives the first-run figure).

Surfaces: the web console (its HTML and form endpoints: a catalogue nested 10,000 deep, surrogates in tool names,
bidi overrides and ESC in titles, invalid UTF-8 form bytes, a 1 MB streamed answer), MCP over streamable HTTP through
the official client (wrong types, a 1 MB argument, a lone surrogate), REST validation errors (do they echo a 1 MB
value?), the proxy's tool routing (10,000 tools with hostile / duplicate / empty names, an upstream meta-tool call
of the wrong shape), ``tools route`` catalogues (deep, BOM / cp1252 / surrogate, 10,000 tools in five scripts), the
local knowledge base (a FIFO, a link to ``/dev/zero``), the caches (Redis entries with a non-finite expiry or of
another shape, a poisoned entity entry, four processes writing one disk cache), feeds (billion laughs, impossible
dates), config files (a BOM, cp1252 comments, wrong types next to a key), an environment key holding bytes that
are not text, SIGPIPE (``... | head -1``) and Ctrl-C mid-search. Servers are real 127.0.0.1 sockets.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.emulator import Emulator
from tests.test_cli_search import cli, cli_env
from tests.test_proxy import start_proxy  # noqa: F401 (a fixture)
from tests.test_research import emu  # noqa: F401 (a fixture: the emulator, reset around the test)
from tests.test_robust17 import (  # noqa: F401 (home and scripted are fixtures)
    BIDI, DEEP, ESC_CLEAR, ONE_ROW, Scripted, _assert_terminal_safe, _brave, _brave_only_env, _every_shape,
    _strict_json, home, scripted,
)

SRC = str(Path(__file__).resolve().parents[1] / "src")
SECRET = "sk-live-R18-SECRET-0123456789abcdef"
FIVE_SCRIPTS = ("weather forecast", "прогноз погоды", "天气预报", "توقعات الطقس", "मौसम पूर्वानुमान")
HUGE = "z" * 1_000_000


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GROUNDWIRE_", "OPENAI_"))}
    env.update(PYTHONPATH=SRC + os.pathsep + str(Path(SRC).parent), HTTP_PROXY="http://127.0.0.1:9",
               HTTPS_PROXY="http://127.0.0.1:9", NO_PROXY="127.0.0.1,localhost", **extra)
    return env


def _gw(args: list[str], env: dict[str, str], stdin: bytes | None = None,
        timeout: float = 120) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "groundwire", *args], input=stdin, env=env, capture_output=True,
                          timeout=timeout)


def _no_traceback(*streams: bytes | str) -> None:
    for stream in streams:
        text = stream.decode("utf-8", "replace") if isinstance(stream, bytes) else stream
        assert "Traceback" not in text and "Exception ignored" not in text, text[-1500:]


def _all_engines_at(server: Scripted) -> dict[str, str]:
    from tests.test_proxy import ENGINES

    return {**{f"GROUNDWIRE_{n.upper()}_URL": server.url for n in ENGINES}, "SEARXNG_URL": server.url}


# ------------------------------------------------------------------------------------------ the web console

def _console_post(proxy: Any, path: str, data: dict[str, str] | bytes) -> httpx.Response:
    if isinstance(data, bytes):
        return httpx.post(proxy.url + path, content=data, timeout=120,
                          headers={"content-type": "application/x-www-form-urlencoded"})
    return httpx.post(proxy.url + path, data=data, timeout=120)


def test_console_tools_with_a_catalogue_nested_10000_deep_is_an_error_page(emulator: Emulator, start_proxy) -> None:
    proxy = start_proxy()
    for catalogue in (DEEP, '{"tools": ' + DEEP + "}"):
        resp = _console_post(proxy, "/console/tools", {"request": "weather in Paris", "catalogue": catalogue})
        assert resp.status_code < 500, resp.text[:300]
        assert "catalogue" in resp.text.lower()


def test_console_tools_with_surrogates_nul_and_five_scripts_in_names_renders(emulator: Emulator, start_proxy) -> None:
    proxy = start_proxy()
    tools = [{"name": f"tool_{i}\ud800", "description": f"{text} \udc00 \x00 {ESC_CLEAR}{BIDI}"}
             for i, text in enumerate(FIVE_SCRIPTS)]
    catalogue = json.dumps(tools)  # ASCII JSON carrying "\\ud800" escapes, as a browser would paste it
    resp = _console_post(proxy, "/console/tools", {"request": "天气预报 weather", "catalogue": catalogue})
    assert resp.status_code == 200, resp.text[:300]
    resp.content.decode("utf-8")  # strict: a lone surrogate can not have been written


def test_console_search_shows_no_raw_escape_or_bidi_override_from_a_title(emulator: Emulator, start_proxy,
                                                                          scripted: Scripted) -> None:
    title = f"<script>alert(1)</script>Nimbus{ESC_CLEAR} price{BIDI}gnp.exe\u2066 isolate"
    scripted.answer(_every_shape({**ONE_ROW, "title": title, "content": f"snippet{BIDI}x", "score": 0.5}))
    proxy = start_proxy(**_all_engines_at(scripted))
    resp = _console_post(proxy, "/console/search", {"q": "nimbus price"})
    assert resp.status_code == 200, resp.text[:300]
    assert "Nimbus" in resp.text
    assert "<script>alert" not in resp.text
    raw = sorted({hex(ord(c)) for c in resp.text if c in "\x1b\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
                  or 0x80 <= ord(c) <= 0x9F})
    assert not raw, raw


@pytest.mark.parametrize("body", [
    b"question=%FF%FE%ED%A0%80caf%E9%00&mode=off",
    b"question=\xff\xfe\xe9&mode=off",
    b"q=%ED%A0%80%00nimbus",
], ids=["percent-encoded", "raw-bytes", "search-surrogate"])
def test_console_forms_with_bytes_that_are_not_utf8_answer_a_page(emulator: Emulator, start_proxy,
                                                                   body: bytes) -> None:
    proxy = start_proxy()
    path = "/console/search" if body.startswith(b"q=") else "/console/ask"
    resp = _console_post(proxy, path, body)
    assert resp.status_code < 500, resp.text[:300]
    resp.content.decode("utf-8")


def test_console_answer_relays_a_1mb_answer_with_a_lone_surrogate(emulator: Emulator, start_proxy,
                                                                   scripted: Scripted) -> None:
    piece = "Nimbus costs 799 dollars. " * 40_000  # ~1 MB
    events = [{"choices": [{"delta": {"content": piece}}]}, {"choices": [{"delta": {"content": "tail \ud800 end"}}]}]
    sse = "".join(f"data: {json.dumps(e)}\n\n" for e in events) + "data: [DONE]\n\n"
    scripted.answer(sse.encode(), ctype="text/event-stream")
    proxy = start_proxy(GROUNDWIRE_UPSTREAM_URL=scripted.url)
    page = _console_post(proxy, "/console/ask", {"question": "what does the nimbus cost", "mode": "off",
                                                 "model": "m"})
    assert page.status_code == 200, page.text[:300]
    import re

    token = re.search(r'name="token" value="([^"]+)"', page.text) or re.search(r'data-token="([^"]+)"', page.text)
    assert token, page.text[:2000]
    resp = _console_post(proxy, "/console/answer", {"token": token.group(1)})
    assert resp.status_code == 200
    text = resp.content.decode("utf-8")
    assert text.startswith("Nimbus costs") and text.endswith("end") and len(text) > 1_000_000


# ------------------------------------------------------------------------------------------ MCP over HTTP

async def _mcp_calls(proxy: Any, calls: list[tuple[str, dict[str, Any]]]) -> list[Any]:
    from mcp import Client

    results = []
    async with Client(proxy.url + "/mcp/") as client:
        for name, arguments in calls:
            results.append(await client.call_tool(name, arguments))
        results.append(await client.list_tools())  # the session still serves
    return results


HOSTILE_MCP = [
    ("web_search", {"query": "nimbus", "count": "lots"}),
    ("web_search", {"query": "nimbus", "count": 1e300}),
    ("web_search", {"query": "nimbus", "freshness": 5}),
    ("web_search", {"query": "nimbus", "provider": ["brave"]}),
    ("web_search", {"query": "nimbus", "mode": {"x": 1}}),
    ("web_search", {"query": ["nimbus"]}),
    ("web_fetch", {"url": 12345678}),
    ("ground", {"question": None}),
    ("research", {"question": "q", "depth": "deep"}),
]


async def test_mcp_http_arguments_of_the_wrong_type_are_tool_errors_and_the_session_keeps_serving(
        emulator: Emulator, start_proxy) -> None:
    proxy = start_proxy(mount_mcp=True)
    *results, listed = await _mcp_calls(proxy, HOSTILE_MCP)
    for (name, args), result in zip(HOSTILE_MCP, results, strict=True):
        assert result.is_error, (name, args, result)
    assert listed.tools


async def test_mcp_http_error_text_never_echoes_a_1mb_argument_whole(emulator: Emulator, start_proxy) -> None:
    proxy = start_proxy(mount_mcp=True)
    calls = [("web_search", {"query": "nimbus", "freshness": HUGE}), ("web_search", {"query": "nimbus", "mode": HUGE}),
             ("web_search", {"query": "nimbus", "provider": HUGE}), ("ground", {"question": "nimbus", "mode": HUGE})]
    *results, _ = await _mcp_calls(proxy, calls)
    for (name, args), result in zip(calls, results, strict=True):
        assert result.is_error, (name, list(args))
        text = " ".join(getattr(c, "text", "") for c in result.content)
        assert len(text) < 5000, (name, list(args), len(text))


def _mcp_raw(proxy: Any, calls: list[tuple[str, dict[str, Any]]]) -> list[bytes]:
    """JSON-RPC over streamable HTTP by hand: the official client cannot send a lone surrogate (it writes strict
    UTF-8), but any other client can send the ASCII escape ``"\\ud800"``. Returns each call's raw reply body."""
    headers = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
    init = {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "probe", "version": "0"}}}
    with httpx.Client(base_url=proxy.url, headers=headers, timeout=120) as http:
        opened = http.post("/mcp/", content=json.dumps(init))
        assert opened.status_code == 200, opened.text[:300]
        session = opened.headers.get("mcp-session-id")
        if session:
            http.headers["mcp-session-id"] = session
        http.post("/mcp/", content=json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}))
        replies = []
        for number, (name, arguments) in enumerate(calls, 1):
            body = {"jsonrpc": "2.0", "id": number, "method": "tools/call",
                    "params": {"name": name, "arguments": arguments}}
            resp = http.post("/mcp/", content=json.dumps(body))  # ensure_ascii: "\\ud800" on the wire
            assert resp.status_code < 500, (name, resp.status_code, resp.text[:300])
            replies.append(resp.content)
    return replies


def test_mcp_http_web_search_with_a_lone_surrogate_and_nul_answers_clean(emulator: Emulator, start_proxy) -> None:
    proxy = start_proxy(mount_mcp=True)
    replies = _mcp_raw(proxy, [("web_search", {"query": "python \ud800 release\x00", "provider": "searxng"}),
                               ("ground", {"question": "latest python \udfff release?"})])
    for raw in replies:
        text = raw.decode("utf-8")  # strict
        payloads = [line[5:] for line in text.splitlines() if line.startswith("data:")] or [text]
        message = next(_strict_json(p) for p in payloads if p.strip())
        assert "result" in message or "error" in message, message
        assert "\\ud800" not in text and "\\udfff" not in text, text[:500]


# ------------------------------------------------------------------------------------------ REST validation

@pytest.mark.parametrize("field", ["provider", "freshness", "mode", "lang"])
def test_rest_search_validation_errors_never_echo_a_1mb_value(emulator: Emulator, start_proxy, field: str) -> None:
    proxy = start_proxy()
    resp = httpx.post(proxy.v1 + "/search", json={"query": "nimbus", field: HUGE}, timeout=120)
    assert resp.status_code < 500, resp.text[:300]
    if resp.status_code >= 400:
        assert len(resp.text) < 5000, (field, len(resp.text))


def test_rest_ground_and_research_errors_never_echo_a_1mb_value(emulator: Emulator, start_proxy) -> None:
    proxy = start_proxy()
    for path, body in (("/ground", {"question": "nimbus", "mode": HUGE}), ("/research", {"question": HUGE}),
                       ("/research", {"question": "q", "max_llm_calls": HUGE}), ("/fetch", {"url": HUGE})):
        resp = httpx.post(proxy.v1 + path, json=body, timeout=120)
        assert 400 <= resp.status_code < 500, (path, resp.status_code, resp.text[:200])
        assert len(resp.text) < 5000, (path, len(resp.text))


def test_rest_search_get_with_query_bytes_that_are_not_utf8_is_not_a_500(emulator: Emulator, start_proxy) -> None:
    proxy = start_proxy()
    for raw in ("q=%FF%FEnimbus", "q=%ED%A0%80nimbus%00", "q=nimbus&count=%FF", "q=nimbus&freshness=%ED%A0%80"):
        resp = httpx.get(f"{proxy.v1}/search?{raw}", timeout=120)
        assert resp.status_code < 500, (raw, resp.status_code, resp.text[:300])
        _strict_json(resp.content.decode("utf-8"))


# ------------------------------------------------------------------------------------------ proxy tool routing

def _tool(name: Any, description: str = "does a thing") -> dict[str, Any]:
    return {"type": "function", "function": {"name": name, "description": description,
                                             "parameters": {"type": "object", "properties": {}}}}


@pytest.mark.parametrize("tools", [
    [_tool(f"t{i}_{FIVE_SCRIPTS[i % 5].split()[0]}", FIVE_SCRIPTS[i % 5]) for i in range(10_000)],
    [_tool("same")] * 40,
    [_tool(""), *[_tool(f"t{i}") for i in range(40)]],
    [_tool(f"t{i}{ESC_CLEAR}\ud800{BIDI}") for i in range(40)],
    [5, "tool", None, *[_tool(f"t{i}") for i in range(40)]],
    [{"type": "function", "function": {"name": 5}}, *[_tool(f"t{i}") for i in range(40)]],
    [{"type": "function", "function": "get_weather"}, *[_tool(f"t{i}") for i in range(40)]],
], ids=["10000-five-scripts", "duplicates", "empty-name", "hostile-names", "wrong-items", "number-name",
        "function-string"])
def test_proxy_chat_with_a_hostile_tools_array_is_answered_never_a_500(emulator: Emulator, start_proxy,
                                                                       scripted: Scripted, tools: list) -> None:
    scripted.answer({"id": "c", "object": "chat.completion", "created": 1, "model": "m", "choices": [
        {"index": 0, "message": {"role": "assistant", "content": "fine"}, "finish_reason": "stop"}]})
    proxy = start_proxy(GROUNDWIRE_UPSTREAM_URL=scripted.url)
    body = {"model": "m", "messages": [{"role": "user", "content": "what is the weather in Paris"}], "tools": tools}
    resp = httpx.post(proxy.v1 + "/chat/completions", content=json.dumps(body), timeout=300,  # ASCII escapes
                      headers={"X-Groundwire-Search": "off", "content-type": "application/json"})
    assert resp.status_code < 500, resp.text[:300]


@pytest.mark.parametrize("function", [
    {"name": "groundwire_load_tools", "arguments": {"description": "weather"}},
    {"name": "groundwire_load_tools", "arguments": 5},
    {"name": "groundwire_load_tools", "arguments": "[" * 5000 + "]" * 5000},
    "groundwire_load_tools",
    {"name": ["groundwire_load_tools"], "arguments": "{}"},
], ids=["arguments-object", "arguments-number", "arguments-deep", "function-string", "name-list"])
def test_proxy_survives_an_upstream_meta_tool_call_of_the_wrong_shape(emulator: Emulator, start_proxy,
                                                                      scripted: Scripted, function: Any) -> None:
    scripted.answer({"id": "c", "object": "chat.completion", "created": 1, "model": "m", "choices": [
        {"index": 0, "message": {"role": "assistant", "content": None, "tool_calls": [
            {"id": "call_1", "type": "function", "function": function}]}, "finish_reason": "tool_calls"}]})
    proxy = start_proxy(GROUNDWIRE_UPSTREAM_URL=scripted.url)
    body = {"model": "m", "messages": [{"role": "user", "content": "what is the weather in Paris"}],
            "tools": [_tool(f"tool_{i}", f"tool number {i} for {FIVE_SCRIPTS[i % 5]}") for i in range(40)]}
    for stream in (False, True):
        resp = httpx.post(proxy.v1 + "/chat/completions", json={**body, "stream": stream}, timeout=120,
                          headers={"X-Groundwire-Search": "off"})
        assert resp.status_code < 500, (stream, resp.text[:300])


# ------------------------------------------------------------------------------------------ tools route (CLI)

def _route(tmp_path: Path, catalogue: bytes, *extra: str) -> subprocess.CompletedProcess[bytes]:
    path = tmp_path / "catalogue.json"
    path.write_bytes(catalogue)
    return _gw(["tools", "route", "weather in Paris", "--catalogue", str(path), "--json", *extra],
               _env(GROUNDWIRE_HOME=str(tmp_path / "gw")))


def test_cli_tools_route_with_a_catalogue_nested_10000_deep_is_a_one_line_usage_error(tmp_path: Path) -> None:
    for body in (DEEP, '{"tools": ' + DEEP + "}"):
        proc = _route(tmp_path, body.encode())
        assert proc.returncode == 2, proc.stderr[-500:]
        _no_traceback(proc.stderr)
        assert len(proc.stderr.decode().strip().splitlines()) == 1, proc.stderr[-500:]


@pytest.mark.parametrize("encoding", ["utf-8-sig", "cp1252-byte", "utf-16", "surrogate-escape"])
def test_cli_tools_route_reads_a_catalogue_with_a_bom_legacy_bytes_or_a_surrogate(tmp_path: Path,
                                                                                 encoding: str) -> None:
    tools = [{"name": "get_weather", "description": "Weather forecast for a city (café terrace)"},
             {"name": "send_mail", "description": "Send an email"}]
    text = json.dumps(tools, ensure_ascii=False)
    if encoding == "cp1252-byte":
        raw = text.encode("utf-8").replace("café".encode(), b"caf\xe9")
    elif encoding == "surrogate-escape":
        raw = text.replace("café", "caf\\ud800").encode("utf-8")
    else:
        raw = text.encode(encoding)
    proc = _route(tmp_path, raw)
    assert proc.returncode == 0, proc.stderr[-500:]
    plan = _strict_json(proc.stdout.decode("utf-8"))
    assert "get_weather" in plan["tools"], plan


def test_cli_tools_route_messages_file_nested_10000_deep_is_a_one_line_usage_error(tmp_path: Path) -> None:
    messages = tmp_path / "messages.json"
    messages.write_text(DEEP, encoding="utf-8")
    proc = _route(tmp_path, json.dumps([{"name": "get_weather", "description": "weather"}]).encode(),
                  "--messages", str(messages))
    assert proc.returncode == 2, proc.stderr[-500:]
    _no_traceback(proc.stderr)


def test_cli_tools_route_with_10000_tools_in_five_scripts_answers(tmp_path: Path) -> None:
    tools = [{"name": f"tool_{i}", "description": f"{FIVE_SCRIPTS[i % 5]} number {i}"} for i in range(10_000)]
    proc = _route(tmp_path, json.dumps(tools, ensure_ascii=False).encode())
    assert proc.returncode == 0, proc.stderr[-500:]
    assert _strict_json(proc.stdout.decode("utf-8"))["catalogue_size"] == 10_000


# ------------------------------------------------------------------------------------------ signals and pipes

def test_cli_output_into_a_pipe_closed_early_leaves_no_traceback(tmp_path: Path) -> None:
    """``groundwire tools route - ... | head -1``: the reader goes away after one line."""
    path = tmp_path / "catalogue.json"
    path.write_text(json.dumps([{"name": "get_weather", "description": "weather"}]), encoding="utf-8")
    proc = subprocess.Popen([sys.executable, "-m", "groundwire", "tools", "route", "-", "--catalogue", str(path)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=_env(GROUNDWIRE_HOME=str(tmp_path / "gw")))
    errors: list[bytes] = []
    threading.Thread(target=lambda: errors.append(proc.stderr.read()), daemon=True).start()
    feeder = threading.Thread(target=lambda: _feed(proc, b"weather in Paris\n" * 20_000), daemon=True)
    feeder.start()
    assert proc.stdout.readline().startswith(b"{")
    proc.stdout.close()  # what head -1 does
    code = proc.wait(timeout=120)
    feeder.join(timeout=10)
    time.sleep(0.2)  # let the stderr reader finish (not an assertion on time)
    _no_traceback(b"".join(errors))
    assert code in (0, 1, 141, -signal.SIGPIPE), (code, b"".join(errors)[-500:])


def _feed(proc: subprocess.Popen[bytes], data: bytes) -> None:
    try:
        proc.stdin.write(data)
        proc.stdin.close()
    except (BrokenPipeError, ValueError, OSError):
        pass


class Hanging(Scripted):
    """A scripted engine that holds every request until released; ``arrived`` is set when one comes in."""

    def __init__(self) -> None:
        super().__init__()
        self.arrived = threading.Event()
        self.release = threading.Event()
        handler = self.httpd.RequestHandlerClass
        original = handler._answer
        owner = self

        def hold(self: Any) -> None:
            owner.arrived.set()
            owner.release.wait(60)
            original(self)

        handler.do_GET = handler.do_POST = hold

    def close(self) -> None:
        self.release.set()
        super().close()


def interruptible() -> None:
    """In the child before exec: Ctrl-C's default disposition. A test run started in the background by a
    non-interactive shell inherits SIGINT *ignored*, and Python then never raises KeyboardInterrupt (round 25: a
    detached local CI run failed both Ctrl-C tests so, with the command's own handling intact)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_cli_ctrl_c_mid_search_exits_130_without_a_traceback(emulator: Emulator, tmp_path: Path) -> None:
    server = Hanging()
    try:
        server.answer(_brave([]))
        env = _brave_only_env(emulator, tmp_path / "gw", server)
        env["PYTHONPATH"] = SRC
        proc = subprocess.Popen([sys.executable, "-m", "groundwire", "search", "nimbus", "--provider", "brave"],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, preexec_fn=interruptible)
        assert server.arrived.wait(120)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        server.close()
    _no_traceback(out, err)
    assert proc.returncode == 130, (proc.returncode, err[-800:])


def test_cli_a_key_of_bytes_that_are_not_text_is_explained_never_unexpected(emulator: Emulator, tmp_path: Path,
                                                                            scripted: Scripted) -> None:
    scripted.answer(_brave([{"title": "Nimbus", "url": "https://n.example/", "description": "d"}]))
    env = {k.encode(): v.encode() for k, v in _brave_only_env(emulator, tmp_path / "gw", scripted).items()}
    env[b"PYTHONPATH"] = SRC.encode()
    env[b"BRAVE_API_KEY"] = b"sk-\xff\xfe\xe9-" + SECRET.encode()
    proc = subprocess.run([sys.executable, "-m", "groundwire", "search", "nimbus", "--provider", "brave", "--trace"],
                          env=env, capture_output=True, timeout=120)
    _no_traceback(proc.stdout, proc.stderr)
    assert SECRET.encode() not in proc.stdout + proc.stderr
    assert b"unexpected" not in proc.stderr, proc.stderr[-800:]
    assert b"BRAVE_API_KEY" in proc.stderr, proc.stderr[-800:]


# ------------------------------------------------------------------------------------------ config files

def _config_run(tmp_path: Path, config: bytes, *args: str) -> subprocess.CompletedProcess[bytes]:
    home = tmp_path / "gw"
    home.mkdir(exist_ok=True)
    (home / "config.toml").write_bytes(config)
    return _gw(list(args or ("when", "next friday")), _env(GROUNDWIRE_HOME=str(home),
                                                          GROUNDWIRE_CONFIG=str(home / "config.toml")))


@pytest.mark.parametrize("config", [
    "\ufeff[search]\nmax_retries = 0\n".encode(),
    b"# caf\xe9 notes from the ops team\n[search]\nmax_retries = 0\n",
    "[search]\nmax_retries = 0\n".encode("utf-16"),
], ids=["utf8-bom", "cp1252-comment", "utf16"])
def test_cli_config_with_a_bom_or_legacy_bytes_is_read(tmp_path: Path, config: bytes) -> None:
    proc = _config_run(tmp_path, config)
    assert proc.returncode == 0, proc.stderr[-500:]


@pytest.mark.parametrize("config", [
    f'[providers.brave]\napi_key = "{SECRET}"\nrate_limit = "fast"\n',
    f'[providers.brave]\napi_key = "{SECRET}"\nweight = -1\nbogus = 1\n',
    f'[providers.brave]\napi_key = ["{SECRET}"]\n',
    f'[llm]\napi_key = "{SECRET}"\nmodel = 5\n',
    f'[server]\nupstream_key = "{SECRET}"\napi_keys = "{SECRET}"\n',
    f'[search]\nmax_retries = "three"\n# {SECRET}\n',
    f'[providers.brave]\napi_key = "{SECRET}\n',
], ids=["wrong-type", "negative-unknown", "key-list", "llm-model-number", "api-keys-string", "retries-text",
        "unterminated"])
def test_cli_config_wrong_types_are_a_one_line_error_without_the_key(tmp_path: Path, config: str) -> None:
    proc = _config_run(tmp_path, config.encode(), "search", "nimbus")
    _no_traceback(proc.stderr)
    assert SECRET.encode() not in proc.stdout + proc.stderr, proc.stderr[-500:]
    assert proc.returncode == 2, (proc.returncode, proc.stderr[-500:])
    assert len(proc.stderr.decode().strip().splitlines()) == 1, proc.stderr[-500:]


# ------------------------------------------------------------------------------------------ local knowledge base

def test_index_skips_a_fifo_instead_of_waiting_on_it(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "a.md").write_text("# Zorblat\nZorblat notes.\n", encoding="utf-8")
    os.mkfifo(docs / "pipe.md")
    proc = _gw(["index", str(docs)], _env(GROUNDWIRE_HOME=str(tmp_path / "gw")), timeout=60)
    assert proc.returncode == 0, proc.stderr[-500:]
    _no_traceback(proc.stderr)


def test_index_following_a_link_to_dev_zero_does_not_read_forever(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "a.md").write_text("# Zorblat\nZorblat notes.\n", encoding="utf-8")
    (docs / "zero.txt").symlink_to("/dev/zero")
    proc = _gw(["index", str(docs), "--follow-symlinks"], _env(GROUNDWIRE_HOME=str(tmp_path / "gw")), timeout=60)
    assert proc.returncode == 0, proc.stderr[-500:]
    _no_traceback(proc.stderr)


# ------------------------------------------------------------------------------------------ caches

@pytest.mark.parametrize("stored", [
    {"name": 5}, {"name": "nimbus", "official_domain": 7}, {"name": "nimbus", "scores": "x"},
    {"name": "nimbus", "subreddit": ["a"]}, DEEP, "[1, 2]", {"name": "nimbus", "future_field": 1},
], ids=["name-number", "domain-number", "scores-text", "subreddit-list", "deep", "list", "other-version"])
def test_a_poisoned_entity_cache_entry_reads_as_a_miss_or_a_clean_entity(stored: Any) -> None:
    from groundwire.engines.entities import from_json

    text = stored if isinstance(stored, str) else json.dumps(stored)
    found = from_json(text)
    if found is None:
        return
    assert isinstance(found.name, str)
    for value in (found.official_domain, found.github_repo, found.subreddit, found.x_handle):
        assert value is None or isinstance(value, str)
    found.names  # noqa: B018 - must not raise
    json.dumps(found.to_dict())


def test_redis_cache_entries_of_another_shape_or_a_non_finite_expiry_are_misses() -> None:
    from tests.test_redis_state import REDIS, RedisServer

    if REDIS is None:
        pytest.skip("redis-server binary not installed")
    from groundwire.resilience.redis_state import RedisCache, redis_client

    server = RedisServer()
    server.start()
    try:
        client = redis_client(server.url)
        cache = RedisCache(client)
        stored = {"nan": b"nan|s|[]", "inf": b"inf|s|[]", "neg-inf": b"-inf|b|x", "pickle": b"\x80\x04\x95\x00.",
                  "truncated": b"9999999999", "no-kind": b"9999999999||x", "bad-utf8": b"9999999999|s|\xff\xfe\xed\xa0\x80"}
        for key, raw in stored.items():
            client.set(key, raw)
        for key in ("nan", "inf", "neg-inf", "pickle", "truncated", "no-kind"):
            assert cache.get(key) is None, key
        value = cache.get("bad-utf8")
        assert value is None or (isinstance(value, str) and value.encode("utf-8"))
        client.close()
    finally:
        server.stop()


_WRITER = """
import sys
from groundwire.resilience.cache import DiskCache
cache = DiskCache(sys.argv[1])
me = sys.argv[2]
for i in range(150):
    cache.set(f"k{i % 30}", f"{me}:{i}:" + "x" * (i * 50), 600)
    cache.get(f"k{(i * 7) % 30}")
print("done")
"""


def test_four_processes_writing_one_disk_cache_at_once(tmp_path: Path) -> None:
    procs = [subprocess.Popen([sys.executable, "-c", _WRITER, str(tmp_path / "cache"), str(n)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=_env()) for n in range(4)]
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0 and out.strip() == b"done", err[-800:]
        _no_traceback(err)
    from groundwire.resilience.cache import DiskCache

    cache = DiskCache(tmp_path / "cache")
    values = [cache.get(f"k{i}") for i in range(30)]
    assert all(isinstance(v, str) and v.split(":")[0] in "0123" for v in values), values[:3]


# ------------------------------------------------------------------------------------------ feeds

LOL = (b'<?xml version="1.0"?>\n<!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa">'
       + b"".join(b'<!ENTITY %s "%s">' % (bytes([98 + i]), b"&%s;" % bytes([97 + i]) * 10) for i in range(9))
       + b']>\n<rss version="2.0"><channel><title>&j;</title><item><title>x &j;</title>'
       b"<link>https://e.example/1</link><description>&j;</description></item></channel></rss>")


def test_a_billion_laughs_feed_is_never_expanded() -> None:
    from groundwire.local.feeds import _FeedFailure, parse_feed

    try:
        title, items, _ = parse_feed(LOL, "https://e.example/feed")
    except _FeedFailure:
        return
    assert len(title or "") < 10_000 and all(len(i.title) + len(i.text) < 10_000 for i in items)


def test_feed_dates_that_cannot_be_give_no_date_and_keep_the_item() -> None:
    from groundwire.local.feeds import parse_feed

    dates = ["Mon, 99 Foo 99999 99:99:99 +9999", "0000-00-00T00:00:00Z", "Sat, 01 Jan 10000 00:00:00 GMT",
             "2026-02-30T10:00:00Z", "\x00\ud800", "9" * 400]
    body = ('<rss version="2.0"><channel><title>t</title>' + "".join(
        f"<item><title>i{n}</title><link>https://e.example/{n}</link><pubDate>{d}</pubDate></item>"
        for n, d in enumerate(dates)) + "</channel></rss>").encode("utf-8", "surrogatepass")
    _, items, _ = parse_feed(body, "https://e.example/feed")
    assert len(items) == len(dates)
    for item in items:
        assert item.published is None or item.published[:4].isdigit()


# ================================================================================== wave 2
# Written after wave 1's fixes, in surfaces wave 1 did not use: files groundwire reads back (the request log, a
# research run's state), a model's answer nested 10,000 deep, and a closed stdout under the rich (human) output.

def test_w2_stats_reads_a_request_log_with_a_deep_and_a_wrong_typed_line(tmp_path: Path) -> None:
    home = tmp_path / "gw"
    (home / "log").mkdir(parents=True)
    good = {"ts": 1_700_000_000.0, "query": "nimbus", "status": "ok", "attempts": []}
    lines = [json.dumps(good), DEEP, json.dumps({"ts": "x", "query": 5, "status": ["ok"], "attempts": "x"}),
             json.dumps({**good, "attempts": [{"provider": 5, "outcome": None, "latency_ms": "slow", "hits": "x"}]}),
             json.dumps({**good, "attempts": [{"provider": "brave", "outcome": "ok", "latency_ms": float("nan")},
                                              {"provider": "brave", "outcome": "ok", "latency_ms": 1e400}]})]
    (home / "log" / "requests.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    for args in (["stats"], ["stats", "--json"]):
        proc = _gw(args, _env(GROUNDWIRE_HOME=str(home)))
        _no_traceback(proc.stderr)
        assert proc.returncode == 0, (args, proc.stderr[-800:])
        if "--json" in args:
            assert _strict_json(proc.stdout.decode("utf-8"))["requests"] >= 3


@pytest.mark.parametrize("state", [
    DEEP, '{"version": 1}', '{"version": 1, "question": 5, "today": []}', "[1, 2]",
], ids=["deep", "missing-keys", "wrong-types", "list"])
def test_w2_research_resume_on_a_broken_state_is_one_line_not_an_internal_error(tmp_path: Path, state: str) -> None:
    out = tmp_path / "run"
    out.mkdir()
    (out / "state.json").write_text(state, encoding="utf-8")
    (out / "facts.jsonl").write_text(DEEP + "\n" + json.dumps({"quote": 5}) + "\n", encoding="utf-8")
    (out / "sources.json").write_text(DEEP, encoding="utf-8")
    proc = _gw(["research", "--resume", "--out", str(out)],
               _env(GROUNDWIRE_HOME=str(tmp_path / "gw"), GROUNDWIRE_LLM_URL="http://127.0.0.1:9/v1",
                    GROUNDWIRE_LLM_MODEL="m"))
    _no_traceback(proc.stderr)
    assert proc.returncode not in (0, 4), (proc.returncode, proc.stderr[-800:])
    assert len(proc.stderr.decode().strip().splitlines()) <= 2, proc.stderr[-800:]


def test_w2_a_model_answer_nested_10000_deep_is_the_model_s_typed_failure() -> None:
    from groundwire.structured import parse_json_object

    class Junk(Exception):
        pass

    for content in (DEEP, '{"queries": ' + DEEP + "}", "```json\n" + DEEP + "\n```"):
        with pytest.raises(Junk):
            parse_json_object(content, lambda kind, message: Junk(kind))


def test_w2_a_tool_intent_answer_nested_10000_deep_is_a_value_error() -> None:
    from groundwire.tools.intent import parse_intent

    for content in (DEEP, '{"action": ' + DEEP + "}"):
        with pytest.raises(ValueError):
            parse_intent(content)


@pytest.mark.parametrize("args", [["search", "python", "release"], ["search", "python", "release", "--json"],
                                  ["when", "next friday"]], ids=["human", "json", "when"])
def test_w2_rich_and_json_output_into_a_closed_pipe_leave_no_traceback(emulator: Emulator, tmp_path: Path,
                                                                       args: list[str]) -> None:
    env = cli_env(emulator, tmp_path / "gw")
    env["PYTHONPATH"] = SRC
    read, write = os.pipe()
    os.close(read)  # the reader is gone before the first line, as after `| head -0`
    try:
        proc = subprocess.run([sys.executable, "-m", "groundwire", *args], stdout=write, stderr=subprocess.PIPE,
                              env=env, timeout=120)
    finally:
        os.close(write)
    _no_traceback(proc.stderr)
    assert proc.returncode in (0, 1, 141, -signal.SIGPIPE), (proc.returncode, proc.stderr[-800:])


# ------------------------------------------------------------------------------------------ research (wave 2)

def _assert_clean_file(path: Path) -> None:
    text = path.read_bytes().decode("utf-8")  # strict: no invalid byte, no encoded lone surrogate
    assert "\x00" not in text and "\ufffe" not in text, (path.name, text[:300])


async def test_w2_research_where_every_page_fails_to_read_writes_a_report_that_says_so(emu, tmp_path: Path) -> None:
    from tests.research_support import nimbus_script
    from tests.test_research import prose, run

    emu.set_fault("reader", "status", code=503)
    result = await run(emu, tmp_path, nimbus_script())
    report = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    assert result.cards == 0, result
    assert not __import__("re").findall(r"\[s\d+\]", prose(report)), prose(report)[:800]
    assert "Nothing could be established" in report or "could not" in report.lower(), report[:800]


async def test_w2_research_from_pages_and_engines_with_broken_text_writes_clean_files(emu, tmp_path: Path) -> None:
    from tests.research_support import ENGINES, nimbus_script
    from tests.test_research import run

    emu.set_fault("reader", "bad_text")
    for engine in ENGINES:
        emu.set_fault(engine, "bad_text")
    await run(emu, tmp_path, nimbus_script())
    for name in ("report.md", "facts.jsonl", "sources.json", "state.json"):
        if (tmp_path / "out" / name).exists():
            _assert_clean_file(tmp_path / "out" / name)
    assert (tmp_path / "out" / "report.md").exists()


# ------------------------------------------------------------------------------------------ other wordings
# Each fix above checked on inputs of other shapes than the probe that showed the miss.

@pytest.mark.parametrize("value, shown_in", [
    ("w" * 50_000, "(50000 characters)"), (["brave"] * 5_000, "…"), ({"mode": "x" * 9_000}, "…"),
    ("day\ud800" * 40, "characters"), ("weak", "'weak'"),
], ids=["long-text", "long-list", "dict", "surrogates", "short"])
def test_quoted_names_a_value_in_a_bounded_line(value: Any, shown_in: str) -> None:
    from groundwire.textsafe import quoted

    text = quoted(value)
    assert len(text) < 120 and shown_in in text, text
    text.encode("utf-8")


@pytest.mark.parametrize("value", ["x" * 5_000, "\ud800" * 3_000, "nonsense-mode " * 400])
def test_route_and_freshness_errors_stay_short_for_other_long_values(value: str) -> None:
    from groundwire.config import load_settings
    from groundwire.errors import ConfigError
    from groundwire.models import Freshness

    with pytest.raises(ValueError) as fresh:
        Freshness.parse(value)
    with pytest.raises(ConfigError) as mode:
        load_settings({"GROUNDWIRE_HOME": "/nonexistent-r18"}).route(value)
    for exc in (fresh.value, mode.value):
        assert len(str(exc)) < 400, len(str(exc))
        str(exc).encode("utf-8")


@pytest.mark.parametrize("raw, encoding", [
    (json.dumps({"tools": [{"name": "get_weather", "description": "forecast"}]}), "utf-32"),
    (json.dumps([{"name": "get_weather", "description": "Wetter für Köln"}], ensure_ascii=False), "cp1252"),
], ids=["utf32-bom", "whole-cp1252"])
def test_load_catalogue_reads_other_encodings(tmp_path: Path, raw: str, encoding: str) -> None:
    from groundwire.tools import load_catalogue

    path = tmp_path / "c.json"
    path.write_bytes(raw.encode(encoding))  # Python's "utf-32" writes a byte-order mark
    catalogue = load_catalogue(path)
    assert catalogue.names() == ["get_weather"]
    assert "Köln" in catalogue.tools[0].description or encoding == "utf-32"


@pytest.mark.parametrize("arguments, expected", [
    ({"query": "weather tools"}, "weather tools"), ([1, 2], ""), (None, ""), ('"just text"', "just text"),
    ('{"description": {"nested": 1}}', ""), ("not json at all", "not json at all"),
    ('{"description": "' + "d" * 900 + '"}', "d" * 500), ("{" * 3000, "{" * 500),
], ids=["query-object", "list", "none", "json-string", "object-description", "plain-text", "long", "deep-text"])
def test_meta_query_reads_any_arguments_shape(arguments: Any, expected: str) -> None:
    from groundwire.tools.metatool import meta_query

    assert meta_query(arguments) == expected


@pytest.mark.parametrize("key", ["caf\u00e9-key", "key\r\nX-Injected: 1", "key\twith-tab", "\ud800key"],
                         ids=["latin1", "crlf", "tab", "surrogate"])
def test_an_engine_key_no_http_header_can_carry_is_skipped_with_a_reason(key: str) -> None:
    from groundwire.config import load_settings
    from groundwire.engines.providers.registry import ProviderRegistry

    settings = load_settings({"GROUNDWIRE_HOME": "/nonexistent-r18", "EXA_API_KEY": key})
    found = ProviderRegistry(settings).availability("exa")
    assert found.credentials is None and "EXA_API_KEY" in found.reason, found.reason
    assert key not in found.reason


def test_index_skips_a_socket_and_a_link_to_dev_null(tmp_path: Path) -> None:
    import socket

    from groundwire.local.indexer import index_path
    from groundwire.local.store import Store
    from datetime import datetime, timezone

    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "a.md").write_text("# Zorblat\nZorblat notes.\n", encoding="utf-8")
    (docs / "null.txt").symlink_to("/dev/null")
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(docs / "s.md"))
    try:
        store = Store(tmp_path / "kb.sqlite3")
        summary = index_path(store, docs, now=datetime(2026, 12, 6, tzinfo=timezone.utc), follow_symlinks=True)
    finally:
        sock.close()
    skipped = {Path(s.path).name: s.reason for s in summary.skipped}
    assert "regular file" in skipped.get("s.md", "") and "regular file" in skipped.get("null.txt", ""), skipped
    assert len(summary.added) == 1


@pytest.mark.parametrize("stored", [
    {"name": "nimbus", "scores": {"domain": {"nimbus.example": "9"}}}, {"name": "nimbus", "x_handle": {"a": 1}},
    {"name": None}, {"name": "nimbus", "scores": []},
], ids=["score-text", "handle-object", "name-null", "scores-list"])
def test_entity_entries_of_other_wrong_shapes_are_misses(stored: dict) -> None:
    from groundwire.engines.entities import EntityGrounding, from_json, to_json

    assert from_json(json.dumps(stored)) is None
    good = EntityGrounding("nimbus", official_domain="nimbus.example", scores={"domain": {"nimbus.example": 3}})
    assert from_json(to_json(good)) == good


def test_read_records_skips_deep_lines_and_keeps_the_rest(tmp_path: Path) -> None:
    from groundwire.logbook import read_records, summarize

    path = tmp_path / "requests.jsonl"
    path.write_text("\n".join(["{" * 20_000, json.dumps({"status": "ok"}), '{"a": ' * 5_000,
                               json.dumps({"status": "no_results", "attempts": [{"provider": "exa",
                                                                                  "latency_ms": -1e400}]})]),
                    encoding="utf-8")
    rows = list(read_records(path))
    assert [r["status"] for r in rows] == ["ok", "no_results"]
    assert summarize(rows)["engines"]["exa"]["p50_ms"] == 0.0


# ================================================================================== wave 3
# Written after wave 2's fixes: auth failures, malformed feed XML, a home directory of bytes that are not UTF-8,
# and command-line values (a 100,000-character URL, a path too long for the file system).

@pytest.mark.parametrize("path, method", [("/v1/search?q=nimbus", "GET"), ("/v1/chat/completions", "POST"),
                                          ("/mcp/", "POST"), ("/console/whoami", "GET")],
                         ids=["search", "chat", "mcp", "console"])
def test_w3_a_refused_api_key_is_never_echoed(emulator: Emulator, start_proxy, path: str, method: str) -> None:
    proxy = start_proxy(mount_mcp=True, GROUNDWIRE_API_KEYS="right-key-r18")
    for header in (f"Bearer {SECRET}", SECRET, f"Basic {SECRET}", f"Bearer {SECRET}\u00e9"):
        try:
            resp = httpx.request(method, proxy.url + path, json={}, timeout=60,
                                 headers={"authorization": header.encode("utf-8"),  # bytes: any octets
                                          "accept": "application/json, text/event-stream"})
        except httpx.HTTPError:
            continue
        assert resp.status_code in (400, 401, 403), (path, resp.status_code)
        assert SECRET not in resp.text, (path, resp.text[:300])


@pytest.mark.parametrize("body", [
    b'<rss version="2.0"><channel><title>t</title><item><title>a</title><link>https://e.example/1</link></item>'
    b"<item><title>b</title><link>https://e.exa",
    b'<rss version="2.0"><channel><title>t</channel></title><item><title>a</link></item>',
    b'<?xml version="1.0" encoding="utf-16"?><rss version="2.0"><channel><title>t\x00</title></channel></rss>',
    b'<?xml version="1.0" encoding="bogus-enc"?><rss version="2.0"><channel><item><title>a</title>'
    b"<link>https://e.example/1</link></item></channel></rss>",
    b"\xff\xfe\x00<\x00r\x00s\x00s",
    b'<feed xmlns="http://www.w3.org/2005/Atom"><entry><title type="xhtml"><div>' * 2_000,
], ids=["truncated", "mismatched", "nul-utf16-declared", "unknown-encoding", "utf16-cut", "deep-atom"])
def test_w3_malformed_feed_xml_is_items_or_a_feed_failure(body: bytes) -> None:
    from groundwire.local.feeds import _FeedFailure, parse_feed

    try:
        _, items, _ = parse_feed(body, "https://e.example/feed")
    except _FeedFailure:
        return
    for item in items:
        (item.title + item.text).encode("utf-8")


def test_w3_a_home_directory_of_bytes_that_are_not_utf8_works(emulator: Emulator, tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "a.md").write_text("# Zorblat\nZorblat quarterly notes.\n", encoding="utf-8")
    env = {k.encode(): v.encode() for k, v in cli_env(emulator, tmp_path / "gw").items()}
    home = os.fsencode(tmp_path) + b"/home-\xff\xfe-caf\xe9"
    env.update({b"PYTHONPATH": SRC.encode(), b"GROUNDWIRE_HOME": home})
    env.pop(b"GROUNDWIRE_CONFIG", None)
    for args in (["index", str(docs)], ["search", "zorblat", "--provider", "local"], ["stats"], ["doctor"]):
        proc = subprocess.run([sys.executable, "-m", "groundwire", *args], env=env, capture_output=True, timeout=120)
        _no_traceback(proc.stdout, proc.stderr)
        assert proc.returncode in (0, 1, 3), (args, proc.returncode, proc.stderr[-600:])


@pytest.mark.parametrize("args", [
    ["feeds", "add", "https://" + "a" * 100_000 + ".example/feed"], ["feeds", "add", "x" * 100_000],
    ["index", "/tmp/" + "d" * 5_000], ["tools", "route", "x", "--catalogue", "/tmp/" + "c" * 5_000],
], ids=["feed-url-long-host", "feed-url-not-http", "index-path", "catalogue-path"])
def test_w3_a_100000_character_feed_url_or_too_long_path_is_a_short_one_line_error(tmp_path: Path,
                                                                                   args: list[str]) -> None:
    proc = _gw(args, _env(GROUNDWIRE_HOME=str(tmp_path / "gw")))
    _no_traceback(proc.stderr)
    assert proc.returncode == 2, (args[:2], proc.returncode, proc.stderr[-300:])
    assert len(proc.stderr) < 2_000 and len(proc.stderr.decode().strip().splitlines()) == 1, (
        args[:2], len(proc.stderr), proc.stderr[:300])


@pytest.mark.parametrize("catalogue", [
    {"result": {"tools": [{"name": "get_weather", "inputSchema": "not-an-object", "description": "w"},
                          {"name": "x", "inputSchema": [1], "description": ["a"]}]}},
    {"result": {"tools": {"name": "a"}}}, [{"name": "a"}, {"name": "a "}], [{"name": " \u200b "}],
    [{"name": "a", "risk": "r" * 100_000}], [{"name": "n" * 100_000}, {"name": "n" * 100_000}],
    [{"name": "a", "enabled": "yes"}], [{"name": "a", "tags": {"x": 1}}],
], ids=["mcp-wrong-types", "mcp-tools-object", "duplicate-after-strip", "invisible-name", "huge-risk",
        "huge-duplicate", "enabled-text", "tags-object"])
def test_w3_catalogue_of_wrong_shapes_is_one_short_line_naming_the_tool(tmp_path: Path, catalogue: Any) -> None:
    proc = _route(tmp_path, json.dumps(catalogue).encode())
    _no_traceback(proc.stderr)
    assert proc.returncode in (0, 2), (proc.returncode, proc.stderr[-300:])
    if proc.returncode == 2:
        assert len(proc.stderr) < 2_000 and len(proc.stderr.decode().strip().splitlines()) == 1, proc.stderr[:300]


def test_w3_a_model_key_of_bytes_that_are_not_text_is_a_one_line_config_error(tmp_path: Path) -> None:
    env = {k.encode(): v.encode() for k, v in _env(GROUNDWIRE_HOME=str(tmp_path / "gw"), GROUNDWIRE_WEB_SEARCH="0",
                                                   GROUNDWIRE_LLM_URL="http://127.0.0.1:9/v1",
                                                   GROUNDWIRE_LLM_MODEL="m").items()}
    env[b"GROUNDWIRE_LLM_KEY"] = b"sk-\xff\xfe-" + SECRET.encode()
    proc = subprocess.run([sys.executable, "-m", "groundwire", "ask", "what is new in python"], env=env,
                          capture_output=True, timeout=120)
    _no_traceback(proc.stderr)
    assert SECRET.encode() not in proc.stdout + proc.stderr
    assert proc.returncode == 2 and b"GROUNDWIRE_LLM_KEY" in proc.stderr, (proc.returncode, proc.stderr[-400:])


def test_w3_an_upstream_key_no_header_can_carry_is_refused_when_the_proxy_is_built(tmp_path: Path) -> None:
    from groundwire.config import load_settings
    from groundwire.errors import ConfigError
    from groundwire.server.app import create_app

    settings = load_settings({"GROUNDWIRE_HOME": str(tmp_path), "GROUNDWIRE_UPSTREAM_URL": "http://127.0.0.1:9/v1",
                              "GROUNDWIRE_UPSTREAM_KEY": "sk-caf\u00e9-" + SECRET})
    with pytest.raises(ConfigError) as caught:
        create_app(settings)
    assert "GROUNDWIRE_UPSTREAM_KEY" in str(caught.value) and SECRET not in str(caught.value)
