"""The grounding proxy for real: uvicorn on 127.0.0.1, the official ``openai`` client, the emulator as upstream.

Covers chat (JSON and SSE), tool calls, context injection, sources, upstream error mapping, slow and abandoned
streams, 50 concurrent chats, history isolation (only the latest user message reaches planner and engines), auth,
the search header, native-search models, search failure degradation, /metrics and the REST endpoints.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import socket
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from datetime import date
from pathlib import Path
from typing import Any

import httpx
import httpx2
import openai
import pytest
import uvicorn

from groundwire.cli.serve import loopback
from groundwire.config import Settings, load_settings
from groundwire.grounder import Grounder
from groundwire.server.app import create_app

TODAY = date(2026, 11, 30)  # the emulator's "today"
ENGINES = ("brave", "exa", "tavily", "searxng", "serper", "jina")
PROXY_KEY = "gw-proxy-key-0123456789"
UPSTREAM_KEY = "sk-upstream-SECRET-abcdef"
QUESTION = "What is the latest Python release?"
# [plan] model = "rules": these tests script the upstream's answers, which the chat-model planner would consume
# (tests/test_proxy_planner.py covers planning with the chat's own model)
BASE_TOML = "[providers.duckduckgo]\nenabled = false\n[read]\nenabled = false\n[plan]\nmodel = \"rules\"\n"


def proxy_env(emulator: Any, home: Path, extra_toml: str = "", *, limits: dict[str, tuple[int, float]] | None = None,
              search: str = "", **env_extra: str) -> dict[str, str]:
    """Environment for a proxy whose engines and upstream are the emulator (no DuckDuckGo, no deep-read, no
    engine retries, generous rate limits unless ``limits`` says otherwise; ``search`` adds [search] lines)."""
    env = {"GROUNDWIRE_HOME": str(home), "GROUNDWIRE_UPSTREAM_URL": emulator.base_url("openai")}
    for name in ENGINES:
        env[f"GROUNDWIRE_{name.upper()}_URL"] = emulator.base_url(name)
    env.update(BRAVE_API_KEY="test-key", EXA_API_KEY="test-key", TAVILY_API_KEY="test-key",
               SERPER_API_KEY="test-key", JINA_API_KEY="test-key", SEARXNG_URL=emulator.base_url("searxng"))
    env.update(env_extra)
    rates = {name: (1000, 1.0) for name in ENGINES} | (limits or {})
    toml = BASE_TOML + "".join(f"[providers.{n}]\nrate_limit = [{r}, {p}]\n" for n, (r, p) in rates.items())
    toml += "[search]\nmax_retries = 0\n" + search + extra_toml
    config = home / "config.toml"
    config.write_text(toml, encoding="utf-8")
    env["GROUNDWIRE_CONFIG"] = str(config)
    return env


def proxy_settings(emulator: Any, home: Path, extra_toml: str = "", **env_extra: str) -> Settings:
    return load_settings(proxy_env(emulator, home, extra_toml, **env_extra))


class LiveServer:
    """An ASGI app served by uvicorn in a background thread on an ephemeral 127.0.0.1 port."""

    def __init__(self, app: Any) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        self.sock.bind(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="on", timeout_graceful_shutdown=2)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.sock]}, daemon=True)

    def __enter__(self) -> LiveServer:
        self.thread.start()
        started = threading.Event()
        for _ in range(1000):  # readiness: uvicorn sets .started once the lifespan ran
            if self.server.started or not self.thread.is_alive():
                break
            started.wait(0.01)
        if not self.server.started:
            raise RuntimeError("proxy failed to start")
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)

    @property
    def v1(self) -> str:
        return self.url + "/v1"


@pytest.fixture
def home(tmp_path: Path) -> Path:
    path = tmp_path / "gwhome"
    path.mkdir()
    return path


@pytest.fixture
def start_proxy(emulator: Any, home: Path) -> Iterator[Callable[..., LiveServer]]:
    """``start_proxy(extra_toml="", transport=None, **env) -> LiveServer`` (stopped after the test)."""
    servers: list[LiveServer] = []

    def start(extra_toml: str = "", *, transport: httpx2.AsyncBaseTransport | None = None, mount_mcp: bool = False,
              grounder: Callable[[Settings], Grounder] | None = None, bind_host: str = "127.0.0.1",
              **env: str) -> LiveServer:
        settings = proxy_settings(emulator, home, extra_toml, **env)
        app = create_app(settings, upstream_transport=transport, today=lambda: TODAY, mount_mcp=mount_mcp,
                         grounder=grounder(settings) if grounder else None, bind_host=bind_host)
        server = LiveServer(app).__enter__()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.__exit__()


def client(server: LiveServer, key: str = "unused", **kw: Any) -> openai.OpenAI:
    return openai.OpenAI(base_url=server.v1, api_key=key, max_retries=0, **kw)


def engine_log(emulator: Any) -> list[Any]:
    return [r for r in emulator.requests() if r.engine in ENGINES]


def chat_log(emulator: Any, model: str = "emulator-chat") -> list[Any]:
    return [r for r in emulator.requests("openai")
            if r.path == "/chat/completions" and (r.json or {}).get("model") == model]


ON = {"X-Groundwire-Search": "on"}


# --- chat: JSON and streaming -----------------------------------------------------------------------------


def test_non_streaming_injects_context_and_appends_sources(emulator, start_proxy):
    proxy = start_proxy()
    resp = client(proxy).chat.completions.create(
        model="emulator-chat", messages=[{"role": "user", "content": QUESTION}], extra_headers=ON)
    content = resp.choices[0].message.content
    assert content.startswith(f'You asked: "{QUESTION}". Cited [s1].')  # the upstream saw a context with [s1]
    assert "\n\nSources:\n[s1] http" in content
    ext = resp.model_extra["groundwire"]
    assert ext["status"] == "ok" and ext["sources"] and ext["sources"][0]["id"] == "s1"
    assert ext["sources"][0]["url"] in content
    sent = chat_log(emulator)[0].json["messages"]
    assert sent[0]["role"] == "system" and "[s1]" in sent[0]["content"]
    assert sent[1] == {"role": "user", "content": QUESTION}
    assert "groundwire" not in chat_log(emulator)[0].json  # the extension field never goes upstream
    assert engine_log(emulator), "the question was searched"


def test_streaming_passes_chunks_and_ends_with_sources(emulator, start_proxy):
    proxy = start_proxy()
    emulator.script_chat({"content": "alpha beta gamma delta epsilon zeta", "chunks": 6})
    stream = client(proxy).chat.completions.create(
        model="emulator-chat", messages=[{"role": "user", "content": QUESTION}], stream=True, extra_headers=ON,
        stream_options={"include_usage": True})
    chunks = list(stream)
    pieces = [c.choices[0].delta.content for c in chunks if c.choices and c.choices[0].delta.content]
    text = "".join(pieces)
    assert text.startswith("alpha beta gamma delta epsilon zeta")
    assert len(pieces) >= 7, "upstream chunks are relayed one by one, plus the sources chunk"
    assert "\n\nSources:\n[s1] " in pieces[-1]
    assert any(c.usage is not None for c in chunks), "the usage chunk is relayed"
    final = chunks[-1].model_extra["groundwire"]
    assert final["status"] == "ok" and final["sources"][0]["id"] == "s1"
    assert chat_log(emulator)[0].json["stream"] is True


def test_tool_calls_are_untouched(emulator, start_proxy):
    proxy = start_proxy()
    tools = [{"type": "function", "function": {"name": "get_weather", "parameters": {
        "type": "object", "properties": {"city": {"type": "string"}}}}}]
    args = {"city": "Paris", "unit": "celsius"}
    emulator.script_chat({"tool_call": {"name": "get_weather", "arguments": args}},
                         {"tool_call": {"name": "get_weather", "arguments": args}, "chunks": 3})
    c = client(proxy)
    messages = [{"role": "user", "content": QUESTION}]
    resp = c.chat.completions.create(model="emulator-chat", messages=messages, tools=tools, extra_headers=ON)
    msg = resp.choices[0].message
    assert resp.choices[0].finish_reason == "tool_calls"
    assert msg.content is None, "no sources text is pushed into a tool-call message"
    assert msg.tool_calls[0].function.name == "get_weather"
    assert json.loads(msg.tool_calls[0].function.arguments) == args
    assert chat_log(emulator)[0].json["tools"] == tools, "tools reach the upstream as sent"

    stream = c.chat.completions.create(model="emulator-chat", messages=messages, tools=tools, stream=True,
                                       extra_headers=ON)
    arguments, names = "", []
    for chunk in stream:
        for choice in chunk.choices:
            for call in choice.delta.tool_calls or []:
                names += [call.function.name] if call.function.name else []
                arguments += call.function.arguments or ""
    assert names == ["get_weather"] and json.loads(arguments) == args


def test_history_tools_and_system_prompt_never_reach_planner_or_engines(emulator, start_proxy):
    proxy = start_proxy(GROUNDWIRE_LLM_URL=emulator.base_url("openai"), GROUNDWIRE_LLM_MODEL="emulator-planner")
    plan = {"needsSearch": True, "queries": [{"query": "python latest release", "freshness": None, "language": "en"}]}
    emulator.script_chat({"json": plan}, "echo")
    messages = [
        {"role": "system", "content": "You are the ZEBRAFROG assistant."},
        {"role": "user", "content": "Tell me about QUOKKAMANGO please."},
        {"role": "assistant", "content": "QUOKKAMANGO is a fruit.", "tool_calls": [
            {"id": "call_1", "type": "function", "function": {"name": "lookup", "arguments": '{"q": "PANGOLINX"}'}}]},
        {"role": "tool", "tool_call_id": "call_1", "content": "PANGOLINX result"},
        {"role": "user", "content": [{"type": "text", "text": QUESTION},
                                     {"type": "image_url", "image_url": {"url": "https://img.example/MARMOSETQ.png"}}]},
    ]
    resp = client(proxy).chat.completions.create(model="emulator-chat", messages=messages, extra_headers=ON)
    assert resp.model_extra["groundwire"]["planner"] == "llm"
    planner = chat_log(emulator, "emulator-planner")
    engines = engine_log(emulator)
    assert planner and engines
    secrets = ("zebrafrog", "quokkamango", "pangolinx", "marmosetq")
    for req in planner + engines:
        seen = (req.body.decode("utf-8", "replace") + json.dumps(req.query) + req.full_path).lower()
        assert not any(s in seen for s in secrets), f"history leaked into a {req.engine} request"
    planner_user = [m for m in planner[0].json["messages"] if m["role"] == "user"]
    assert planner_user == [{"role": "user", "content": QUESTION}]
    upstream = json.dumps(chat_log(emulator)[0].json).lower()
    assert all(s in upstream for s in secrets), "the upstream still gets the whole conversation"


# --- upstream failures --------------------------------------------------------------------------------------


UPSTREAM_ERRORS = [("error500", openai.InternalServerError, 500), ("error429", openai.RateLimitError, 429),
                   ("error401", openai.APIStatusError, 502)]


@pytest.mark.parametrize("stream", [False, True])
def test_upstream_errors_are_mapped(emulator, start_proxy, stream):
    proxy = start_proxy(GROUNDWIRE_UPSTREAM_KEY=UPSTREAM_KEY)
    for behaviour, error, status in UPSTREAM_ERRORS:
        emulator.script_chat({"kind": behaviour, "retry_after": 7})
        with pytest.raises(error) as info:
            client(proxy).chat.completions.create(model="emulator-chat", messages=[{"role": "user", "content": "hi"}],
                                                  stream=stream, extra_headers={"X-Groundwire-Search": "off"})
        assert info.value.status_code == status, behaviour
        assert isinstance(info.value.body, dict) and info.value.body.get("message")
        assert UPSTREAM_KEY not in info.value.response.text
        if status == 429:
            assert info.value.response.headers.get("retry-after") == "7"
        if behaviour == "error401":  # the upstream refused the proxy's own key: a gateway error, not the caller's
            assert info.value.body["code"] == "upstream_auth"


def test_upstream_unreachable_is_a_502(emulator, start_proxy):
    dead = socket.socket()
    dead.bind(("127.0.0.1", 0))
    port = dead.getsockname()[1]
    dead.close()  # nothing listens here
    proxy = start_proxy(GROUNDWIRE_UPSTREAM_URL=f"http://127.0.0.1:{port}/v1", GROUNDWIRE_UPSTREAM_KEY=UPSTREAM_KEY)
    for stream in (False, True):
        with pytest.raises(openai.APIStatusError) as info:
            client(proxy).chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}],
                                                  stream=stream, extra_headers={"X-Groundwire-Search": "off"})
        assert info.value.status_code == 502
        assert UPSTREAM_KEY not in info.value.response.text


def test_upstream_non_json_error_body(emulator, start_proxy):
    emulator.set_fault("openai", "malformed", times=1)
    proxy = start_proxy()
    with pytest.raises(openai.APIStatusError) as info:
        client(proxy).chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}],
                                              extra_headers={"X-Groundwire-Search": "off"})
    assert info.value.status_code == 502
    assert info.value.response.json()["error"]["type"] == "upstream_error"


class LockstepTransport(httpx2.AsyncBaseTransport):
    """A real upstream transport that hands the proxy one SSE event at a time and, after each content event, waits
    until the client has received that content before handing over the next event. A buffering proxy never lets the
    client see anything early, so the wait gives up (bounded, failure path only) and ``relayed_before_next`` records
    False."""

    ACK_LIMIT = 10.0  # seconds; only ever reached when the proxy buffers (the test then fails)

    def __init__(self) -> None:
        self.inner = httpx2.AsyncHTTPTransport()
        self.acks = 0
        self.cond = threading.Condition()
        self.relayed_before_next: list[bool] = []

    def client_received(self) -> None:
        with self.cond:
            self.acks += 1
            self.cond.notify_all()

    def _wait_for_client(self, count: int) -> bool:
        with self.cond:
            return self.cond.wait_for(lambda: self.acks >= count, timeout=self.ACK_LIMIT)

    async def handle_async_request(self, request: httpx2.Request) -> httpx2.Response:
        response = await self.inner.handle_async_request(request)
        return httpx2.Response(response.status_code, headers=response.headers,
                               stream=_LockstepStream(response, self), extensions=response.extensions)

    async def aclose(self) -> None:
        await self.inner.aclose()


class _LockstepStream(httpx2.AsyncByteStream):
    def __init__(self, response: httpx2.Response, owner: LockstepTransport) -> None:
        self.response, self.owner = response, owner

    async def __aiter__(self):  # type: ignore[override]
        buffer, sent, lockstep = b"", 0, True
        async for part in self.response.stream:  # type: ignore[union-attr]
            buffer += part
            while b"\n\n" in buffer:
                event, buffer = buffer.split(b"\n\n", 1)
                yield event + b"\n\n"
                if lockstep and _has_content(event):
                    sent += 1
                    ok = await asyncio.to_thread(self.owner._wait_for_client, sent)
                    self.owner.relayed_before_next.append(ok)
                    lockstep = ok  # once the proxy is caught buffering, stop waiting
        if buffer:
            yield buffer

    async def aclose(self) -> None:
        await self.response.aclose()


def _has_content(event: bytes) -> bool:
    data = event.decode().removeprefix("data:").strip()
    if not data.startswith("{"):
        return False
    choices = json.loads(data).get("choices") or [{}]
    return bool(choices[0].get("delta", {}).get("content"))


def test_upstream_stream_is_relayed_chunk_by_chunk(emulator, start_proxy):
    transport = LockstepTransport()
    proxy = start_proxy(transport=transport)
    emulator.script_chat({"content": "one two three four five six", "chunks": 6})
    stream = client(proxy).chat.completions.create(
        model="emulator-chat", messages=[{"role": "user", "content": "hi"}], stream=True,
        extra_headers={"X-Groundwire-Search": "off"})
    pieces: list[str] = []
    for chunk in stream:
        if chunk.choices and chunk.choices[0].delta.content:
            pieces.append(chunk.choices[0].delta.content)
            transport.client_received()
    assert "".join(pieces) == "one two three four five six"
    assert len(pieces) == 6
    # each upstream content chunk reached the client before the upstream handed the proxy the next one
    assert transport.relayed_before_next == [True] * 6


class ClosingTransport(httpx2.AsyncBaseTransport):
    """A real transport that records how many body chunks each upstream response delivered before closing."""

    def __init__(self) -> None:
        self.inner = httpx2.AsyncHTTPTransport()
        self.closed = threading.Event()
        self.chunks_read: list[int] = []

    async def handle_async_request(self, request: httpx2.Request) -> httpx2.Response:
        response = await self.inner.handle_async_request(request)
        return httpx2.Response(response.status_code, headers=response.headers,
                               stream=_CountingStream(response, self), extensions=response.extensions)

    async def aclose(self) -> None:
        await self.inner.aclose()


class _CountingStream(httpx2.AsyncByteStream):
    def __init__(self, response: httpx2.Response, owner: ClosingTransport) -> None:
        self.response, self.owner, self.count = response, owner, 0

    async def __aiter__(self):  # type: ignore[override]
        async for part in self.response.stream:  # type: ignore[union-attr]
            self.count += 1
            yield part

    async def aclose(self) -> None:
        await self.response.aclose()
        self.owner.chunks_read.append(self.count)
        self.owner.closed.set()


def test_client_disconnect_mid_stream_closes_the_upstream(emulator, start_proxy):
    transport = ClosingTransport()
    proxy = start_proxy(transport=transport)
    emulator.script_chat({"content": " ".join(f"w{i}" for i in range(40)), "chunks": 40, "chunk_delay_ms": 100})
    with httpx.Client(timeout=10) as http:
        with http.stream("POST", proxy.v1 + "/chat/completions", headers={"X-Groundwire-Search": "off"},
                         json={"model": "emulator-chat", "stream": True,
                               "messages": [{"role": "user", "content": "hi"}]}) as resp:
            assert resp.status_code == 200
            first = next(resp.iter_lines())
            assert first.startswith("data: ")
    # the client is gone: the proxy must stop reading the upstream long before its 40 chunks (4 s) are sent
    assert transport.closed.wait(10), "upstream response never closed"
    assert transport.chunks_read[0] < 40
    after = client(proxy).chat.completions.create(model="emulator-chat", messages=[{"role": "user", "content": "ok?"}],
                                                  extra_headers={"X-Groundwire-Search": "off"})
    assert after.choices[0].message.content == 'You asked: "ok?".'


class BreakingTransport(ClosingTransport):
    """Delivers the first ``after`` body chunks of each upstream response, then fails like a dropped connection."""

    def __init__(self, after: int) -> None:
        super().__init__()
        self.after = after

    async def handle_async_request(self, request: httpx2.Request) -> httpx2.Response:
        response = await self.inner.handle_async_request(request)
        return httpx2.Response(response.status_code, headers=response.headers,
                               stream=_BreakingStream(response, self.after), extensions=response.extensions)


class _BreakingStream(httpx2.AsyncByteStream):
    def __init__(self, response: httpx2.Response, after: int) -> None:
        self.response, self.after = response, after

    async def __aiter__(self):  # type: ignore[override]
        count = 0
        async for part in self.response.stream:  # type: ignore[union-attr]
            if count == self.after:
                raise httpx2.ReadError("connection reset by peer")
            count += 1
            yield part

    async def aclose(self) -> None:
        await self.response.aclose()


def test_upstream_dropping_mid_stream_ends_with_an_error_event(emulator, start_proxy):
    proxy = start_proxy(transport=BreakingTransport(after=2))
    emulator.script_chat({"content": " ".join(f"w{i}" for i in range(10)), "chunks": 10})
    stream = client(proxy).chat.completions.create(model="emulator-chat", messages=[{"role": "user", "content": "hi"}],
                                                   stream=True, extra_headers={"X-Groundwire-Search": "off"})
    received = []
    with pytest.raises(openai.APIError) as info:
        for chunk in stream:
            received.append(chunk)
    assert "upstream stream interrupted" in str(info.value)
    assert 1 <= len(received) < 10
    ok = client(proxy).chat.completions.create(model="emulator-chat", messages=[{"role": "user", "content": "hi"}],
                                               extra_headers={"X-Groundwire-Search": "off"})
    assert ok.choices[0].message.content == 'You asked: "hi".'


async def test_fifty_concurrent_chats(emulator, start_proxy):
    # 50 searches queue behind max_in_flight = 2; generous budgets so a slow machine's queue does not run a search
    # out of time (this test is about 50 chats each grounded on its own question, not about the budget)
    proxy = start_proxy(search="budget_s = 60\nprimary_budget_s = 30\n")
    async with openai.AsyncOpenAI(base_url=proxy.v1, api_key="x", max_retries=0) as c:
        async def one(i: int) -> str:
            resp = await c.chat.completions.create(
                model="emulator-chat", messages=[{"role": "user", "content": f"latest python release news {i}"}],
                extra_headers=ON, stream=(i % 2 == 1))
            if i % 2 == 1:
                return "".join([ch.choices[0].delta.content or "" async for ch in resp if ch.choices])
            return resp.choices[0].message.content

        answers = await asyncio.gather(*(one(i) for i in range(50)))
    for i, answer in enumerate(answers):
        assert answer.startswith(f'You asked: "latest python release news {i}".'), answer[:80]
        assert "Sources:" in answer
    assert len(chat_log(emulator)) == 50


# --- search switch, native search, failing search ---------------------------------------------------------


def test_search_header_off_means_no_search_and_no_injection(emulator, start_proxy):
    proxy = start_proxy()
    messages = [{"role": "user", "content": QUESTION}]
    resp = client(proxy).chat.completions.create(model="emulator-chat", messages=messages,
                                                 extra_headers={"X-Groundwire-Search": "off"})
    assert engine_log(emulator) == []
    assert chat_log(emulator)[0].json["messages"] == messages
    assert "groundwire" not in (resp.model_extra or {})
    assert resp.choices[0].message.content == f'You asked: "{QUESTION}".'


def test_search_mode_in_extension_field_and_bad_mode(emulator, start_proxy):
    proxy = start_proxy()
    c = client(proxy)
    resp = c.chat.completions.create(model="emulator-chat", messages=[{"role": "user", "content": QUESTION}],
                                     extra_body={"groundwire": {"mode": "off"}})
    assert engine_log(emulator) == [] and "groundwire" not in (resp.model_extra or {})
    with pytest.raises(openai.BadRequestError):
        c.chat.completions.create(model="emulator-chat", messages=[{"role": "user", "content": QUESTION}],
                                  extra_headers={"X-Groundwire-Search": "sometimes"})
    with pytest.raises(openai.BadRequestError):
        c.chat.completions.create(model="emulator-chat", messages=[{"role": "user", "content": QUESTION}],
                                  extra_body={"groundwire": {"freshness": "fortnight"}}, extra_headers=ON)
    assert chat_log(emulator) and len(chat_log(emulator)) == 1, "rejected requests never reach the upstream"
    unknown = c.chat.completions.create(model="emulator-chat", messages=[{"role": "user", "content": QUESTION}],
                                        extra_body={"groundwire": {"provider": "nope"}}, extra_headers=ON)
    assert unknown.choices[0].message.content == f'You asked: "{QUESTION}".', "an unusable search option is no error"
    assert unknown.model_extra["groundwire"]["status"] == "not_searched" and engine_log(emulator) == []


def test_native_search_models_pass_through(emulator, start_proxy):
    proxy = start_proxy('[server]\nnative_search_models = ["emulator-native"]\n')
    messages = [{"role": "user", "content": QUESTION}]
    resp = client(proxy).chat.completions.create(model="emulator-native", messages=messages, extra_headers=ON)
    assert engine_log(emulator) == []
    assert chat_log(emulator, "emulator-native")[0].json["messages"] == messages
    assert "groundwire" not in (resp.model_extra or {})


def test_all_engines_failing_never_fails_the_chat(emulator, start_proxy):
    for name in ENGINES:
        emulator.set_fault(name, "status", code=503)
    proxy = start_proxy()
    resp = client(proxy).chat.completions.create(model="emulator-chat",
                                                 messages=[{"role": "user", "content": QUESTION}], extra_headers=ON)
    assert resp.choices[0].message.content.startswith(f'You asked: "{QUESTION}".')
    assert resp.model_extra["groundwire"]["status"] == "unavailable"
    assert resp.model_extra["groundwire"]["sources"] == []
    system = chat_log(emulator)[0].json["messages"][0]
    assert system["role"] == "system" and "unavailable" in system["content"].lower()
    assert engine_log(emulator), "the engines were tried"


class ExplodingGrounder(Grounder):
    async def search(self, *args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("a bug deep in search")


def test_a_crashing_search_never_fails_the_chat(emulator, start_proxy):
    proxy = start_proxy(grounder=ExplodingGrounder)
    resp = client(proxy).chat.completions.create(model="emulator-chat",
                                                 messages=[{"role": "user", "content": QUESTION}], extra_headers=ON)
    assert resp.choices[0].message.content.startswith(f'You asked: "{QUESTION}".')
    assert resp.model_extra["groundwire"]["status"] == "unavailable"
    assert "unavailable" in chat_log(emulator)[0].json["messages"][0]["content"]
    assert 'groundwire_grounding_total{status="unavailable"} 1.0' in httpx.get(proxy.url + "/metrics").text


def test_context_placement_before_last_user(emulator, start_proxy):
    proxy = start_proxy('[server]\ncontext_placement = "before_last_user"\n')
    messages = [{"role": "system", "content": "be brief"}, {"role": "user", "content": "hello"},
                {"role": "assistant", "content": "hi"}, {"role": "user", "content": QUESTION}]
    client(proxy).chat.completions.create(model="emulator-chat", messages=messages, extra_headers=ON)
    sent = chat_log(emulator)[0].json["messages"]
    assert [m["role"] for m in sent] == ["system", "user", "assistant", "system", "user"]
    assert sent[0] == messages[0] and sent[-1] == messages[-1] and "[s1]" in sent[3]["content"]


# --- auth ------------------------------------------------------------------------------------------------------


def test_auth_missing_wrong_and_right_key(emulator, start_proxy, home):
    proxy = start_proxy(GROUNDWIRE_API_KEYS=f"other-key,{PROXY_KEY}", GROUNDWIRE_UPSTREAM_KEY=UPSTREAM_KEY)
    messages = [{"role": "user", "content": "hi"}]
    off = {"X-Groundwire-Search": "off"}
    raw = httpx.post(proxy.v1 + "/chat/completions", json={"model": "m", "messages": messages})
    assert raw.status_code == 401
    assert raw.json()["error"]["type"] == "authentication_error" and raw.json()["error"]["code"] == "invalid_api_key"
    with pytest.raises(openai.AuthenticationError) as info:
        client(proxy, "wrong-" + PROXY_KEY).chat.completions.create(model="m", messages=messages, extra_headers=off)
    assert PROXY_KEY not in info.value.response.text
    assert httpx.get(proxy.v1 + "/search", params={"query": "x"}).status_code == 401
    assert httpx.get(proxy.url + "/healthz").status_code == 200
    assert chat_log(emulator, "m") == [], "unauthenticated requests never reach the upstream"
    resp = client(proxy, PROXY_KEY).chat.completions.create(model="m", messages=messages, extra_headers=off)
    assert resp.choices[0].message.content == 'You asked: "hi".'
    upstream_auth = chat_log(emulator, "m")[0].headers["authorization"]
    assert upstream_auth == f"Bearer {UPSTREAM_KEY}", "the upstream gets its own key, never the proxy key"
    client(proxy, PROXY_KEY).chat.completions.create(model="m", messages=[{"role": "user", "content": QUESTION}],
                                                     extra_headers=ON)
    logs = [p for p in home.rglob("*.jsonl") if p.is_file()]
    assert logs, "the request was logged"
    log_text = "".join(p.read_text(encoding="utf-8", errors="replace") for p in logs)
    assert PROXY_KEY not in log_text and UPSTREAM_KEY not in log_text


def test_per_key_rate_limit(emulator, start_proxy):
    proxy = start_proxy("[server]\nkey_rate_limit = [2, 3600.0]\n", GROUNDWIRE_API_KEYS=PROXY_KEY)
    c = client(proxy, PROXY_KEY)
    for _ in range(2):
        c.models.list()
    with pytest.raises(openai.RateLimitError) as info:
        c.models.list()
    assert info.value.body["code"] == "rate_limit_exceeded"


def test_daily_search_quota_turns_search_off_not_the_chat(emulator, start_proxy):
    proxy = start_proxy("[server]\nkey_daily_searches = 1\n", GROUNDWIRE_API_KEYS=PROXY_KEY)
    c = client(proxy, PROXY_KEY)
    first = c.chat.completions.create(model="emulator-chat", messages=[{"role": "user", "content": QUESTION}],
                                      extra_headers=ON)
    assert first.model_extra["groundwire"]["status"] == "ok"
    searched = len(engine_log(emulator))
    second = c.chat.completions.create(model="emulator-chat",
                                       messages=[{"role": "user", "content": "latest rust release"}], extra_headers=ON)
    assert second.choices[0].message.content == 'You asked: "latest rust release".'
    assert len(engine_log(emulator)) == searched, "quota exhausted: no more engine calls"


@pytest.mark.parametrize(
    ("host", "expected"),
    [("127.0.0.1", True), ("127.1.2.3", True), ("localhost", True), ("::1", True), ("[::1]", True),
     ("0.0.0.0", False), ("::", False), ("192.168.1.10", False), ("127.example.com", False), ("", False)],
)
def test_loopback_hosts(host, expected):
    assert loopback(host) is expected


def test_refuses_public_bind_without_keys(emulator, home):
    env = {k: v for k, v in os.environ.items() if not k.startswith("GROUNDWIRE_")}
    env.update(proxy_env(emulator, home))
    env.pop("GROUNDWIRE_API_KEYS", None)
    exe = str(Path(sys.executable).with_name("groundwire"))
    done = subprocess.run([exe, "serve", "--host", "0.0.0.0", "--port", "1", "--no-mcp"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "GROUNDWIRE_API_KEYS" in done.stderr


# --- metrics, models, REST ---------------------------------------------------------------------------------------


def test_metrics_count_requests_grounding_and_engines(emulator, start_proxy):
    proxy = start_proxy()
    client(proxy).chat.completions.create(model="emulator-chat", messages=[{"role": "user", "content": QUESTION}],
                                          extra_headers=ON)
    client(proxy).chat.completions.create(model="emulator-chat", messages=[{"role": "user", "content": QUESTION}],
                                          extra_headers=ON)
    text = httpx.get(proxy.url + "/metrics").text
    assert 'groundwire_requests_total{path="/v1/chat/completions",status="200"} 2.0' in text
    assert 'groundwire_grounding_total{status="ok"} 2.0' in text
    assert 'groundwire_engine_calls_total{outcome="ok",provider="exa"}' in text
    # the second chat is served by the cache: one hit per (query, engine) — exa + brave for each planned query
    # (entity grounding may add a second, site: query)
    hits = float(re.search(r"^groundwire_cache_hits_total (\S+)$", text, re.M).group(1))
    assert hits >= 2.0 and hits % 2 == 0
    assert "groundwire_context_chars_total" in text and "groundwire_request_seconds_bucket" in text


def test_metrics_labels_stay_bounded(emulator, start_proxy):
    proxy = start_proxy()
    for i in range(5):
        assert httpx.get(f"{proxy.url}/random-{i}-path").status_code == 404
    text = httpx.get(proxy.url + "/metrics").text
    assert "random-" not in text
    assert 'groundwire_requests_total{path="other",status="404"} 5.0' in text


def test_models_are_relayed(emulator, start_proxy):
    proxy = start_proxy()
    ids = [m.id for m in client(proxy).models.list()]
    assert "emulator-chat" in ids


def test_no_upstream_configured(emulator, start_proxy):
    proxy = start_proxy(GROUNDWIRE_UPSTREAM_URL="")
    with pytest.raises(openai.InternalServerError) as info:
        client(proxy).chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}])
    assert "upstream" in info.value.body["message"]


CHAT_BAD_BODIES = [b"{not json", b"[1, 2]", b'{"messages": "hi"}', b"\xff\xfe", b"",
                   b'{"model": "m", "messages": [{"role": "user", "content": "x"}], "groundwire": "on"}',
                   b'{"model": "m", "messages": [{"role": "user", "content": "x"}], "groundwire": {"mode": 5}}',
                   b'{"model": "m", "messages": [{"role": "user", "content": "x"}], "groundwire": {"count": "ten"}}',
                   b'{"model": "m", "messages": [{"role": "user", "content": "x"}], "groundwire": {"count": 99}}',
                   b'{"model": "m", "messages": [{"role": "user", "content": "x"}], "groundwire": {"provider": [1]}}',
                   b'{"model": ["m"], "messages": [{"role": "user", "content": "x"}]}']


def test_chat_bad_input_is_a_400(emulator, start_proxy):
    proxy = start_proxy()
    for body in CHAT_BAD_BODIES:
        resp = httpx.post(proxy.v1 + "/chat/completions", content=body, headers={"content-type": "application/json"})
        assert resp.status_code == 400, body
        assert resp.json()["error"]["type"] == "invalid_request_error"
    assert chat_log(emulator, "m") == [] and engine_log(emulator) == []


def test_odd_but_valid_messages_do_not_crash(emulator, start_proxy):
    proxy = start_proxy()
    odd = [
        ["a bare string", {"role": "user", "content": QUESTION}],  # non-dict entries are forwarded untouched
        [{"role": "user", "content": None}],
        [{"role": "user", "content": [{"type": "image_url", "image_url": {"url": "https://x.example/a.png"}}]}],
        [{"role": "assistant", "content": "no user turn at all"}],
    ]
    for messages in odd:
        resp = httpx.post(proxy.v1 + "/chat/completions", headers=ON,
                          json={"model": "emulator-chat", "messages": messages})
        assert resp.status_code == 200, (messages, resp.text)
        assert chat_log(emulator)[-1].json["messages"][-len(messages):] == messages


def test_rest_search_get_and_post(emulator, start_proxy):
    proxy = start_proxy()
    got = httpx.get(proxy.v1 + "/search", params={"query": "python release", "count": "3"}).json()
    assert got["status"] == "ok" and 1 <= len(got["hits"]) <= 3
    assert {"url", "title"} <= set(got["hits"][0])
    posted = httpx.post(proxy.v1 + "/search", json={"query": "python release", "provider": "searxng"}).json()
    assert posted["status"] == "ok" and posted["trace"]["actual_providers"] == ["searxng"]


SEARCH_BAD = [
    ("GET", {"params": {}}), ("GET", {"params": {"query": "   "}}), ("GET", {"params": {"query": "x", "count": "abc"}}),
    ("GET", {"params": {"query": "x", "count": "99"}}), ("GET", {"params": {"query": "x", "provider": "nope"}}),
    ("GET", {"params": {"query": "x", "freshness": "fortnight"}}), ("GET", {"params": {"query": "x", "mode": "nope"}}),
    ("POST", {"content": b"{oops"}), ("POST", {"content": b"\xff\xfe"}), ("POST", {"json": [1, 2]}),
    ("POST", {"json": {"query": 5}}), ("POST", {"json": {"query": "x", "count": [1]}}),
    ("POST", {"json": {"query": "x", "count": True}}), ("POST", {"json": {"query": "x", "provider": {"a": 1}}}),
    ("POST", {"json": {"query": "x", "freshness": 7}}), ("POST", {"json": {"query": "x", "lang": ["en"]}}),
]


def test_rest_search_bad_input(emulator, start_proxy):
    proxy = start_proxy()
    for method, kwargs in SEARCH_BAD:
        resp = httpx.request(method, proxy.v1 + "/search", **kwargs)
        assert resp.status_code == 400, (method, kwargs, resp.text)
        assert resp.json()["error"]["message"]
    assert engine_log(emulator) == []


def test_rest_ground(emulator, start_proxy):
    proxy = start_proxy()
    data = httpx.post(proxy.v1 + "/ground", json={"question": QUESTION, "mode": "on"}).json()
    assert data["status"] == "ok" and data["question"] == QUESTION
    assert "[s1]" in data["context"]["text"] if isinstance(data["context"], dict) else "[s1]" in data["context"]
    assert data["plan"]["needs_search"] is True and data["hits"]
    off = httpx.post(proxy.v1 + "/ground", json={"question": QUESTION, "mode": "off"}).json()
    assert off["status"] == "not_searched"


def test_rest_ground_bad_input(emulator, start_proxy):
    proxy = start_proxy()
    for body in ({}, {"question": ""}, {"question": 3}, {"question": "x", "mode": "sometimes"}, [1], b"{bad"):
        kwargs = {"content": body} if isinstance(body, bytes) else {"json": body}
        resp = httpx.post(proxy.v1 + "/ground", **kwargs)
        assert resp.status_code == 400 and resp.json()["error"]["message"], body
    assert engine_log(emulator) == []


def test_rest_fetch_reads_an_emulator_page(emulator, start_proxy):
    proxy = start_proxy(GROUNDWIRE_FETCH_ALLOW_HOSTS="127.0.0.1")
    slug = "python-3151-release"
    url = emulator.page_url(slug)
    data = httpx.post(proxy.v1 + "/fetch", json={"url": url}).json()
    doc = emulator.corpus.get(slug)
    assert data["url"] == url and data["title"]
    assert doc.paragraphs[0][:40] in data["text"]


FETCH_BAD = [{}, {"url": ""}, {"url": 5}, {"url": "file:///etc/passwd"}, {"url": "ftp://127.0.0.1/x"},
             {"url": "http://169.254.169.254/latest/meta-data/"}, {"url": "http://10.0.0.1/"},
             {"url": "http://[::1"}, {"url": "http://"}, {"url": "not a url"}, {"url": "http://localhost:1/x"},
             [1], b"{bad"]


def test_rest_fetch_bad_input(emulator, start_proxy):
    proxy = start_proxy()
    for body in FETCH_BAD:
        kwargs = {"content": body} if isinstance(body, bytes) else {"json": body}
        resp = httpx.post(proxy.v1 + "/fetch", **kwargs)
        assert resp.status_code == 400 and resp.json()["error"]["message"], body
    assert [r for r in emulator.requests() if r.engine == "pages"] == []


def test_rest_fetch_guards_a_page_with_a_visible_injection(emulator, start_proxy):
    """/v1/fetch hands page text straight to an agent: it passes the guard like the context block does."""
    farm = next(d for d in emulator.corpus.documents if any("SYSTEM:" in p for p in d.body.split("\n")))
    proxy = start_proxy(GROUNDWIRE_FETCH_ALLOW_HOSTS="127.0.0.1")
    data = httpx.post(proxy.v1 + "/fetch", json={"url": emulator.page_url(farm.slug)}).json()
    assert data["flagged"] == ["injection"]
    assert "SYSTEM:" not in data["text"]


def test_rest_search_quota_applies_to_search_and_fetch(emulator, start_proxy):
    proxy = start_proxy("[server]\nkey_daily_searches = 1\n", GROUNDWIRE_API_KEYS="k1")
    auth = {"Authorization": "Bearer k1"}
    assert httpx.get(proxy.v1 + "/search", params={"q": "python release"}, headers=auth).status_code == 200
    refused = httpx.get(proxy.v1 + "/search", params={"q": "python release"}, headers=auth)
    assert refused.status_code == 429 and refused.json()["error"]["code"] == "search_quota_exceeded"
    assert httpx.post(proxy.v1 + "/fetch", json={"url": "http://example.com/"}, headers=auth).status_code == 429


def test_an_environment_proxy_keeps_the_stock_upstream_transport(monkeypatch):
    from groundwire.server.app import upstream_transport_default

    monkeypatch.setenv("HTTPS_PROXY", "http://proxy.internal:3128")
    assert upstream_transport_default() is None  # httpx2's own client then honours HTTP(S)_PROXY / NO_PROXY
    for name in ("HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy", "ALL_PROXY", "all_proxy"):
        monkeypatch.delenv(name, raising=False)
    assert upstream_transport_default() is not None
