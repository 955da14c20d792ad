"""MCP tools through the official client: in-process (``Client(server)``) and over streamable HTTP mounted in the
proxy app (``Client("http://127.0.0.1:PORT/mcp/")``), with the emulator as the web."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import httpx
import pytest
from mcp import Client, StdioServerParameters

from groundwire.server.mcp import build_mcp
from tests.test_proxy import (  # noqa: F401 (start_proxy is a fixture)
    PROXY_KEY,
    TODAY,
    engine_log,
    proxy_env,
    proxy_settings,
    start_proxy,
)

TOOLS = {"web_search", "web_fetch", "ground", "research"}


@pytest.fixture
def home(tmp_path: Path) -> Path:
    path = tmp_path / "gwhome"
    path.mkdir()
    return path


@pytest.fixture
def server(emulator, home):
    return build_mcp(proxy_settings(emulator, home, GROUNDWIRE_FETCH_ALLOW_HOSTS="127.0.0.1"), today=lambda: TODAY)


async def test_lists_the_three_tools_with_schemas(server):
    async with Client(server) as client:
        listed = await client.list_tools()
    tools = {t.name: t for t in listed.tools}
    assert set(tools) == TOOLS
    search = tools["web_search"].input_schema
    assert search["required"] == ["query"]
    assert set(search["properties"]) == {"query", "freshness", "provider", "count", "mode"}
    assert "mode" in tools["ground"].input_schema["properties"]
    assert tools["ground"].input_schema["required"] == ["question"]


async def test_web_search_returns_hits(emulator, server):
    async with Client(server) as client:
        result = await client.call_tool("web_search", {"query": "python release", "count": 3, "provider": "searxng"})
    assert not result.is_error
    data = result.structured_content
    assert data["status"] == "ok" and 1 <= len(data["hits"]) <= 3
    assert data["actual_providers"] == ["searxng"]
    assert data["hits"][0]["url"].startswith("http")
    assert [r.engine for r in engine_log(emulator)] == ["searxng"]


@pytest.mark.parametrize(
    "arguments",
    [{"query": "x", "provider": "nope"}, {"query": "x", "freshness": "fortnight"}, {"query": ""},
     {"query": "x", "count": 99}, {}],
)
async def test_web_search_bad_input_is_a_tool_error(emulator, server, arguments):
    async with Client(server) as client:
        result = await client.call_tool("web_search", arguments)
    assert result.is_error
    assert result.content and result.content[0].text
    assert engine_log(emulator) == []


async def test_web_fetch_reads_a_page_and_refuses_unsafe_urls(emulator, server):
    url = emulator.page_url("python-3151-release")
    doc = emulator.corpus.get("python-3151-release")
    async with Client(server) as client:
        page = await client.call_tool("web_fetch", {"url": url})
        unsafe = await client.call_tool("web_fetch", {"url": "http://169.254.169.254/latest/meta-data/"})
        scheme = await client.call_tool("web_fetch", {"url": "file:///etc/passwd"})
    assert not page.is_error
    assert page.structured_content["title"] and doc.paragraphs[0][:40] in page.structured_content["text"]
    assert unsafe.is_error and scheme.is_error
    assert "169.254.169.254" not in [r.full_path for r in emulator.requests()]


async def test_ground_returns_cited_context(emulator, server):
    async with Client(server) as client:
        result = await client.call_tool("ground", {"question": "What is the latest Python release?"})
    assert not result.is_error
    data = result.structured_content
    assert data["status"] == "ok" and "[s1]" in data["context"]
    assert data["sources"][0]["id"] == "s1" and data["sources"][0]["url"]


async def test_ground_uses_the_configured_llm_planner(emulator, home):
    settings = proxy_settings(emulator, home, GROUNDWIRE_LLM_URL=emulator.base_url("openai"),
                              GROUNDWIRE_LLM_MODEL="emulator-planner")
    plan = {"needsSearch": True, "queries": [{"query": "cpython newest version", "freshness": None, "language": "en"}]}
    emulator.script_chat({"json": plan})
    async with Client(build_mcp(settings, today=lambda: TODAY)) as client:
        result = await client.call_tool("ground", {"question": "What is the latest Python release?"})
    assert not result.is_error
    assert [r.json["model"] for r in emulator.requests("openai")] == ["emulator-planner"]
    searched = " ".join(r.body.decode() + str(r.query) for r in engine_log(emulator)).lower()
    assert "cpython newest version" in searched


async def test_ground_with_all_engines_down_is_not_an_error(emulator, server):
    for name in ("brave", "exa", "tavily", "searxng", "serper", "jina"):
        emulator.set_fault(name, "status", code=503)
    async with Client(server) as client:
        result = await client.call_tool("ground", {"question": "What is the latest Python release?"})
    assert not result.is_error
    assert result.structured_content["status"] == "unavailable" and result.structured_content["sources"] == []


async def test_mcp_over_streamable_http_in_the_proxy(emulator, start_proxy):
    proxy = start_proxy(mount_mcp=True)
    async with Client(proxy.url + "/mcp/") as client:
        names = {t.name for t in (await client.list_tools()).tools}
        result = await client.call_tool("web_search", {"query": "python release", "provider": "searxng"})
    assert names == TOOLS
    assert not result.is_error and result.structured_content["hits"]


INIT = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
    "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "0"}}}
MCP_HEADERS = {"accept": "application/json, text/event-stream"}


def test_mcp_over_http_needs_the_proxy_key(emulator, start_proxy):
    proxy = start_proxy(mount_mcp=True, GROUNDWIRE_API_KEYS=PROXY_KEY)
    refused = httpx.post(proxy.url + "/mcp/", json=INIT, headers=MCP_HEADERS)
    assert refused.status_code == 401
    allowed = httpx.post(proxy.url + "/mcp/", json=INIT,
                         headers={**MCP_HEADERS, "authorization": f"Bearer {PROXY_KEY}"})
    assert allowed.status_code == 200


def test_mcp_host_check_follows_the_bind_address(emulator, start_proxy):
    auth = {**MCP_HEADERS, "authorization": f"Bearer {PROXY_KEY}"}
    local = start_proxy(mount_mcp=True, GROUNDWIRE_API_KEYS=PROXY_KEY)
    public = start_proxy(mount_mcp=True, bind_host="0.0.0.0", GROUNDWIRE_API_KEYS=PROXY_KEY)
    # a loopback bind refuses a foreign Host header (DNS rebinding); a public bind serves its real host name
    rebinding = httpx.post(local.url + "/mcp/", json=INIT, headers={**auth, "host": "attacker.example"})
    assert rebinding.status_code >= 400
    named = httpx.post(public.url + "/mcp/", json=INIT, headers={**auth, "host": f"proxy.lan:{public.port}"})
    assert named.status_code == 200


async def test_groundwire_mcp_over_stdio(emulator, home):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GROUNDWIRE_", "OPENAI_"))}
    env.update(proxy_env(emulator, home))
    params = StdioServerParameters(command=str(Path(sys.executable).with_name("groundwire")), args=["mcp"], env=env)
    async with Client(params) as client:
        names = {t.name for t in (await client.list_tools()).tools}
        result = await client.call_tool("web_search", {"query": "python release", "provider": "searxng"})
    assert names == TOOLS
    assert not result.is_error and result.structured_content["hits"]
    assert [r.engine for r in engine_log(emulator)] == ["searxng"]


async def test_mcp_tool_calls_count_against_the_daily_search_quota(emulator, start_proxy):
    import httpx2
    from mcp.client.streamable_http import streamable_http_client

    proxy = start_proxy("[server]\nkey_daily_searches = 1\n", mount_mcp=True, GROUNDWIRE_API_KEYS=PROXY_KEY)
    async with httpx2.AsyncClient(headers={"authorization": f"Bearer {PROXY_KEY}"}, timeout=30) as http:
        async with Client(streamable_http_client(proxy.url + "/mcp/", http_client=http)) as client:
            first = await client.call_tool("web_search", {"query": "python release", "provider": "searxng"})
            second = await client.call_tool("web_search", {"query": "python release", "provider": "searxng"})
    assert not first.is_error
    assert second.is_error and "quota" in second.content[0].text
