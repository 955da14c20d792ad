"""Tool routing through the real proxy: the official openai client -> groundwire -> a scripted agent model that
asks for a tool it was not given by calling the meta-tool, over loopback HTTP."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import openai
import pytest

from groundwire.config import load_settings
from groundwire.server.app import create_app
from tests.emulator.agent import META, ScriptedAgent, offered
from tests.test_proxy import LiveServer

DATA = Path(__file__).parent / "data"
TOOLS: list[dict[str, Any]] = json.loads((DATA / "tools_openai.json").read_text(encoding="utf-8"))
NO_SEARCH = "[server]\ndefault_mode = \"off\"\n"


@pytest.fixture
def agent() -> Iterator[tuple[ScriptedAgent, str]]:
    model = ScriptedAgent()
    with LiveServer(model.app) as server:
        yield model, server.v1


@pytest.fixture
def proxy(agent, tmp_path: Path) -> Iterator[Callable[..., openai.OpenAI]]:
    servers: list[LiveServer] = []

    def start(extra_toml: str = "", **env: str) -> openai.OpenAI:
        config = tmp_path / "config.toml"
        config.write_text(NO_SEARCH + extra_toml, encoding="utf-8")
        settings = load_settings({"GROUNDWIRE_HOME": str(tmp_path / "home"), "GROUNDWIRE_CONFIG": str(config),
                                  "GROUNDWIRE_UPSTREAM_URL": agent[1], **env})
        server = LiveServer(create_app(settings)).__enter__()
        servers.append(server)
        return openai.OpenAI(base_url=server.v1, api_key="unused", max_retries=0)

    yield start
    for server in servers:
        server.__exit__()


def ask(text: str) -> list[dict[str, Any]]:
    return [{"role": "user", "content": text}]


def test_routes_tools_and_relays_the_clients_tool_call_unaltered(agent, proxy):
    model, _ = agent
    model.script({"want": "create_reminder", "ask": "reminders", "args": {"text": "会议", "at": "09:00"}})
    resp = proxy().chat.completions.create(model="m", messages=ask("提醒我明天早上9点开会"), tools=TOOLS)
    call = resp.choices[0].message.tool_calls[0]
    assert call.function.name == "create_reminder"
    assert json.loads(call.function.arguments) == {"text": "会议", "at": "09:00"}
    sent = offered(model.requests[0])
    assert "create_reminder" in sent and META in sent
    assert len(sent) <= 8 + 1 < len(TOOLS), "only the routed tools and the meta-tool went upstream"
    forwarded = {t["function"]["name"]: t for t in model.requests[0]["tools"]}
    assert forwarded["create_reminder"] == next(t for t in TOOLS if t["function"]["name"] == "create_reminder")
    plan = resp.model_extra["groundwire"]["tool_routing"]
    assert plan["tools"] == [n for n in sent if n != META]
    assert plan["catalogue_size"] == len(TOOLS) and plan["tokens"]["forwarded"] < plan["tokens"]["all_tools"]
    assert len(model.requests) == 1


def test_meta_tool_is_executed_by_the_proxy_within_one_request(agent, proxy):
    model, _ = agent
    model.script({"want": "translate_text", "ask": "translate text into another language", "args": {"text": "hi"}})
    resp = proxy().chat.completions.create(model="m", messages=ask("remind me to call Anna at 5pm"), tools=TOOLS)
    assert len(model.requests) == 2, "the meta-tool call was answered by the proxy and the upstream called again"
    assert "translate_text" not in offered(model.requests[0])
    assert "translate_text" in offered(model.requests[1])
    internal = model.requests[1]["messages"]
    assert internal[-2]["tool_calls"][0]["function"]["name"] == META
    assert internal[-1]["role"] == "tool" and "translate_text" in internal[-1]["content"]
    msg = resp.choices[0].message
    assert [c.function.name for c in msg.tool_calls] == ["translate_text"], "the client never sees the meta-tool"
    plan = resp.model_extra["groundwire"]["tool_routing"]
    assert "translate_text" in plan["loaded"] and plan["meta_calls"] == 1


def test_meta_tool_rounds_are_bounded(agent, proxy):
    model, _ = agent
    model.script({"want": "no_such_tool", "ask": "quantum teleportation device"})
    resp = proxy("[tools]\nmax_meta_rounds = 2\n").chat.completions.create(
        model="m", messages=ask("teleport me"), tools=TOOLS)
    assert len(model.requests) == 3, "two meta rounds, then one last call without the meta-tool"
    assert META not in offered(model.requests[2])
    assert resp.choices[0].message.content == "no tool for no_such_tool"
    assert not resp.choices[0].message.tool_calls


def test_streaming_executes_the_meta_tool_and_ends_with_the_plan(agent, proxy):
    model, _ = agent
    model.script({"want": "get_weather", "ask": "weather forecast for a city", "args": {"city": "Paris"}})
    stream = proxy().chat.completions.create(model="m", messages=ask("提醒我带伞"), tools=TOOLS, stream=True)
    chunks = list(stream)
    names, arguments = [], ""
    for chunk in chunks:
        for choice in chunk.choices:
            for call in choice.delta.tool_calls or []:
                names += [call.function.name] if call.function and call.function.name else []
                arguments += (call.function.arguments or "") if call.function else ""
    assert names == ["get_weather"] and json.loads(arguments) == {"city": "Paris"}
    assert len(model.requests) == 2 and model.requests[1]["stream"] is True
    plans = [c.model_extra["groundwire"]["tool_routing"] for c in chunks
             if (c.model_extra or {}).get("groundwire", {}).get("tool_routing")]
    assert len(plans) == 1 and "get_weather" in plans[0]["loaded"]


def test_streaming_answer_is_relayed_with_the_plan(agent, proxy):
    model, _ = agent
    model.script({"content": "alpha beta gamma delta", "chunks": 4})
    chunks = list(proxy().chat.completions.create(model="m", messages=ask("写一份周报"), tools=TOOLS, stream=True))
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text == "alpha beta gamma delta"
    assert any((c.model_extra or {}).get("groundwire", {}).get("tool_routing") for c in chunks)


def test_header_off_and_small_requests_forward_tools_as_sent(agent, proxy):
    model, _ = agent
    client = proxy()
    client.chat.completions.create(model="m", messages=ask("hi"), tools=TOOLS,
                                   extra_headers={"X-Groundwire-Tools": "off"})
    assert model.requests[-1]["tools"] == TOOLS
    few = TOOLS[:16]  # the threshold is 16: not more than it, so not routed
    resp = client.chat.completions.create(model="m", messages=ask("hi"), tools=few)
    assert model.requests[-1]["tools"] == few
    assert "tool_routing" not in ((resp.model_extra or {}).get("groundwire") or {})


def test_recent_tools_stay_and_blocked_tools_are_named(agent, proxy, tmp_path):
    model, _ = agent
    notes = tmp_path / "notes.json"
    notes.write_text(json.dumps([{"name": "send_email", "plugin": "mail", "requires_enable": True},
                                 {"name": "send_message", "plugin": "im", "requires_enable": True}]))
    history = [
        {"role": "user", "content": "list the open tickets"},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "query_tickets", "arguments": "{}"}}]},
        {"role": "tool", "tool_call_id": "c1", "content": "3 open tickets: #12 printer, #13 VPN, #14 laptop"},
        {"role": "user", "content": "email Bob the list"},
    ]
    model.script({"content": "ok"})
    resp = proxy(f"[tools]\ncatalogue = \"{notes}\"\n").chat.completions.create(model="m", messages=history,
                                                                                tools=TOOLS)
    sent = offered(model.requests[0])
    assert "query_tickets" in sent, "a tool the model used in a recent turn stays exposed"
    assert "send_email" not in sent
    plan = resp.model_extra["groundwire"]["tool_routing"]
    assert "send_email" in plan["blocked_tools"]
    note = [m for m in model.requests[0]["messages"] if m["role"] == "system"]
    assert note and "send_email" in note[0]["content"]


def test_enabled_plugin_unblocks(agent, proxy, tmp_path):
    model, _ = agent
    notes = tmp_path / "notes.json"
    notes.write_text(json.dumps([{"name": "send_email", "plugin": "mail", "requires_enable": True}]))
    model.script({"content": "ok"})
    proxy(f"[tools]\ncatalogue = \"{notes}\"\nenabled_plugins = [\"mail\"]\n").chat.completions.create(
        model="m", messages=ask("send an email to Bob"), tools=TOOLS)
    assert "send_email" in offered(model.requests[0])


def test_embeddings_endpoint_adds_semantic_recall_and_is_cached_per_catalogue(agent):
    import asyncio

    from groundwire.tools import ToolRouter, catalogue_from_json
    from groundwire.tools.embed import EmbeddingIndex

    model, url = agent
    catalogue = catalogue_from_json([{"name": "sky_info", "description": "Forecasts for the days ahead."},
                                     {"name": "memo_pad", "description": "Keep a memo."},
                                     {"name": "letters", "description": "Write letters to people."}])
    router = ToolRouter(catalogue, embeddings=EmbeddingIndex(url, "toy-embed"))
    lexical = router.route("is drizzle likely")
    assert "sky_info" not in lexical.tools, "no shared word: BM25 alone cannot find it"
    plan = asyncio.run(router.aroute("is drizzle likely"))
    assert plan.tools[0] == "sky_info" and plan.retrieval == "bm25+embeddings"
    asyncio.run(router.aroute("jot a memo"))
    catalogue_calls = [i for i in model.embedding_inputs if len(i) == 3]
    assert len(catalogue_calls) == 1, "tool vectors are computed once per catalogue"
    down = ToolRouter(catalogue, embeddings=EmbeddingIndex("http://127.0.0.1:9/v1", "toy-embed"))
    assert asyncio.run(down.aroute("is drizzle likely")).retrieval == "bm25", "failure: lexical only"


@pytest.mark.parametrize("stream", [False, True])
def test_client_calls_beside_a_meta_call_are_relayed_and_the_meta_call_dropped(agent, proxy, stream):
    model, _ = agent
    model.script({"calls": [["get_weather", {"city": "Oslo"}], [META, {"description": "maps"}]]})
    client = proxy()
    if stream:
        chunks = list(client.chat.completions.create(model="m", messages=ask("weather in Oslo"), tools=TOOLS,
                                                     stream=True))
        calls: dict[int, dict[str, str]] = {}
        for c in chunks:
            for choice in c.choices:
                for piece in choice.delta.tool_calls or []:
                    slot = calls.setdefault(piece.index, {"name": "", "args": ""})
                    slot["name"] += (piece.function.name or "") if piece.function else ""
                    slot["args"] += (piece.function.arguments or "") if piece.function else ""
        got = [(v["name"], json.loads(v["args"])) for v in calls.values()]
        assert any((c.model_extra or {}).get("groundwire", {}).get("tool_routing") for c in chunks)
    else:
        msg = client.chat.completions.create(model="m", messages=ask("weather in Oslo"), tools=TOOLS).choices[0].message
        got = [(c.function.name, json.loads(c.function.arguments)) for c in msg.tool_calls]
    assert got == [("get_weather", {"city": "Oslo"})]
    assert len(model.requests) == 1


def test_a_named_tool_choice_is_not_routed(agent, proxy):
    model, _ = agent
    model.script({"content": "ok"})
    proxy().chat.completions.create(model="m", messages=ask("hi"), tools=TOOLS, tool_choice="required")
    assert model.requests[-1]["tools"] == TOOLS


def test_intent_comes_from_the_configured_model_when_the_domain_is_not_confident(agent, proxy):
    model, url = agent
    model.script({"content": json.dumps({"action": "create_note", "object": "milk", "confidence": 0.9})},
                 {"content": "noted"})
    client = proxy(GROUNDWIRE_LLM_URL=url, GROUNDWIRE_LLM_MODEL="intent-model")
    resp = client.chat.completions.create(model="m", messages=ask("jot this down: buy milk"), tools=TOOLS)
    assert [r["model"] for r in model.requests] == ["intent-model", "m"]
    plan = resp.model_extra["groundwire"]["tool_routing"]
    assert plan["intent"]["source"] == "llm" and plan["intent"]["action"] == "create_note"
    assert "create_note" in plan["tools"] and plan["reasons"]["create_note"].startswith("capability:")
    assert "buy milk" in model.requests[0]["messages"][-1]["content"], "only the latest request went to the model"
