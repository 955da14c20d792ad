"""The whole pipeline (gate -> plan -> search -> read -> guard -> context -> answer) through real sockets."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest

from groundwire.config import load_settings
from groundwire.grounder import Grounder, SearchParams
from groundwire.pipeline import ground, pasted_links
from tests.emulator import Emulator

TODAY = date(2026, 11, 30)
ENGINES = ("brave", "exa", "tavily", "searxng", "serper", "jina")


@pytest.fixture(scope="module")
def local_emulator():
    """An emulator whose results link to its own /pages/, so deep-read can read them on 127.0.0.1."""
    with Emulator(local_links=True) as emu:
        yield emu


@pytest.fixture
def emu(local_emulator):
    local_emulator.reset()
    yield local_emulator
    local_emulator.reset()


def env_for(emu: Emulator, home: Path, **extra: str) -> dict[str, str]:
    env = {"GROUNDWIRE_HOME": str(home), "GROUNDWIRE_FETCH_ALLOW_HOSTS": "127.0.0.1"}
    for name in ENGINES:
        env[f"GROUNDWIRE_{name.upper()}_URL"] = emu.base_url(name)
        if name != "searxng":
            env[f"{name.upper()}_API_KEY"] = "test-key"
    env["SEARXNG_URL"] = emu.base_url("searxng")
    cfg = home / "config.toml"
    cfg.write_text("[providers.duckduckgo]\nenabled = false\n", encoding="utf-8")
    env["GROUNDWIRE_CONFIG"] = str(cfg)
    env.update(extra)
    return env


async def run_ground(emu, tmp_path, question, mode="on", **extra):
    settings = load_settings(env_for(emu, tmp_path, **extra))
    async with Grounder(settings) as g:
        return await ground(question, grounder=g, today=TODAY, mode=mode)


async def test_grounds_a_question_with_cited_passages_from_read_pages(emu, tmp_path):
    result = await run_ground(emu, tmp_path, "What is new in the latest Python release?")
    assert result.status == "ok"
    text = result.context.to_prompt()
    assert "[s1]" in text
    used = result.context.sources_used
    assert used and all(s.url.startswith(emu.url) for s in used)
    reads = [e for e in result.trace.events if e.get("step") == "read"]
    assert any(e["ok"] for e in reads), "at least one page was deep-read"
    assert any(s.passages for s in used)
    assert len(text) <= load_settings(env_for(emu, tmp_path)).context.budget_chars


async def test_pasted_hostile_link_is_read_but_its_hidden_injection_never_reaches_the_context(emu, tmp_path):
    url = emu.page_url("injection")
    result = await run_ground(emu, tmp_path, f"Summarise {url} please", mode="off")
    text = result.context.to_prompt()
    assert url in text
    assert "ignore all previous instructions" not in text.lower()


async def test_private_links_are_refused_without_permission(emu, tmp_path):
    url = emu.page_url("injection")
    result = await run_ground(emu, tmp_path, f"Summarise {url}", mode="off", GROUNDWIRE_FETCH_ALLOW_HOSTS="")
    reads = [e for e in result.trace.events if e.get("step") == "read"]
    assert reads and reads[0]["ok"] is False
    assert any(word in reads[0]["reason"].lower() for word in ("private", "loopback"))
    assert url not in result.context.to_prompt() or not result.context.sources_used[0].passages


async def test_nothing_found_is_said_plainly(emu, tmp_path):
    for name in ENGINES:
        emu.set_fault(name, "empty")
    result = await run_ground(emu, tmp_path, "latest zzqx frobnicator release")
    assert result.status == "no_results"
    assert "No relevant results were found" in result.context.to_prompt()


async def test_every_engine_failing_is_unavailable_not_nothing_found(emu, tmp_path):
    for name in ENGINES:
        emu.set_fault(name, "status", code=503)
    result = await run_ground(emu, tmp_path, "latest Python release")
    assert result.status == "unavailable"
    assert "unavailable" in result.context.to_prompt().lower()


async def test_mode_off_means_not_searched(emu, tmp_path):
    result = await run_ground(emu, tmp_path, "latest Python release", mode="off")
    assert result.status == "not_searched"
    assert emu.requests() == []


async def test_private_question_never_reaches_an_engine(emu, tmp_path):
    await run_ground(emu, tmp_path, "latest news about alice.secret@example.com and +1 415 555 0134", mode="on")
    for req in emu.requests():
        blob = json.dumps(req.to_dict(), default=str)
        assert "alice.secret@example.com" not in blob and "555 0134" not in blob


def test_pasted_links_are_found_in_order():
    assert pasted_links("see https://a.example/x, and http://b.example/y。") == ["https://a.example/x",
                                                                             "http://b.example/y"]


def test_ask_end_to_end_sends_sources_and_fence_to_the_model(emu, tmp_path):
    env = {**os.environ, **env_for(emu, tmp_path), "GROUNDWIRE_LLM_URL": emu.base_url("openai"),
           "GROUNDWIRE_LLM_MODEL": "test-model", "GROUNDWIRE_LLM_KEY": "test-key"}
    emu.script_chat({"json": {"needsSearch": True, "queries": [{"query": "Python release", "freshness": "year",
                                                                "language": "en"}]}}, "echo")
    proc = subprocess.run(
        [sys.executable, "-m", "groundwire", "ask", "What is new in the latest Python release?", "--json",
         "--today", TODAY.isoformat()],
        env=env, capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["sources"] and data["plan"]["planner"] == "llm"
    assert "Cited [s1]." in data["answer"]
    chats = emu.requests("openai")
    assert len(chats) == 2  # the planning turn, then the answer
    planning, answering = chats[0].json, chats[1].json
    assert [m["role"] for m in planning["messages"]] == ["system", "user"]
    system = answering["messages"][0]["content"]
    assert data["sources"][0]["url"] in system and "[s1]" in system
    assert data["context"] == system


def test_ask_without_a_model_prints_context_and_how_to_configure(emu, tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "GROUNDWIRE_LLM"))}
    env.update(env_for(emu, tmp_path))
    proc = subprocess.run([sys.executable, "-m", "groundwire", "ask", "latest Python release"],
                          env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "[s1]" in proc.stdout and "Sources:" in proc.stdout
    assert "GROUNDWIRE_LLM_URL" in proc.stderr


def test_search_params_are_respected_by_ground(emu, tmp_path):
    async def go():
        settings = load_settings(env_for(emu, tmp_path))
        async with Grounder(settings) as g:
            return await ground("latest Python release", grounder=g, today=TODAY, mode="on",
                                params=SearchParams(provider="serper"), read=False)

    import asyncio

    result = asyncio.run(go())
    assert {a.provider for a in result.trace.attempts} == {"serper"}
