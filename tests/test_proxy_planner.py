"""The proxy plans with the chat's own model (issue 8 part 2): uvicorn on 127.0.0.1, the official ``openai`` client,
the emulator's OpenAI-compatible model as the upstream, its request log as the witness.

Default ``[plan] model = "same"``: when no GROUNDWIRE_LLM_* planner is configured, the planning turn goes to the
request's own upstream and model with the system prompt and the current question only; bounded by
``[plan] timeout_s`` with the rule fallback; its tokens are counted in /metrics; ``"rules"`` and ``"<name>"`` work.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx
import pytest

from groundwire.config import load_settings
from groundwire.errors import ConfigError
from groundwire.server.app import create_app
from tests.test_proxy import TODAY, LiveServer, chat_log, client, engine_log, proxy_env

QUESTION = "What is the latest Python release?"
SECRETS = ("zebrafrog", "quokkamango", "pangolinx")
HISTORY = [
    {"role": "system", "content": "You are the ZEBRAFROG assistant."},
    {"role": "user", "content": "Tell me about QUOKKAMANGO please."},
    {"role": "assistant", "content": "QUOKKAMANGO is a fruit, see PANGOLINX."},
]


@pytest.fixture
def start(emulator: Any, tmp_path: Path):
    servers: list[LiveServer] = []

    def run(plan_toml: str | None = None, **env_extra: str) -> LiveServer:
        home = tmp_path / f"home{len(servers)}"
        home.mkdir()
        env = proxy_env(emulator, home, **env_extra)
        config = Path(env["GROUNDWIRE_CONFIG"])
        text = config.read_text(encoding="utf-8").replace('[plan]\nmodel = "rules"\n', "")
        config.write_text(text + (plan_toml or ""), encoding="utf-8")  # no [plan] table: the default
        app = create_app(load_settings(env), today=lambda: TODAY)
        server = LiveServer(app).__enter__()
        servers.append(server)
        return server

    yield run
    for s in servers:
        s.__exit__()


def planner_requests(emulator: Any, model: str = "emulator-chat") -> list[Any]:
    return [r for r in chat_log(emulator, model) if "response_format" in (r.json or {})]


def plan_json(*queries: str) -> dict[str, Any]:
    return {"needsSearch": True, "queries": [{"query": q, "freshness": None, "language": "en"} for q in queries]}


def test_default_plans_with_the_chats_own_model_in_an_isolated_turn(emulator, start):
    proxy = start()
    emulator.script_chat({"json": plan_json("python release alpha", "python release beta", "python release gamma")},
                         "echo")
    resp = client(proxy).chat.completions.create(
        model="emulator-chat", messages=[*HISTORY, {"role": "user", "content": QUESTION}],
        extra_headers={"X-Groundwire-Search": "on"})
    ext = resp.model_extra["groundwire"]
    assert ext["planner"] == "llm"
    assert ext["queries"] == ["python release alpha", "python release beta"], "a third query is cut, not rejected"

    turns = chat_log(emulator)
    assert len(turns) == 2, "one planning turn, then the chat itself"
    planning = turns[0].json
    assert "response_format" in planning and "response_format" not in turns[1].json
    roles = [m["role"] for m in planning["messages"]]
    assert roles == ["system", "user"], "system prompt + current question only"
    assert planning["messages"][1]["content"] == QUESTION
    assert "ZEBRAFROG" not in planning["messages"][0]["content"], "the chat's own system prompt is not sent"
    dumped = json.dumps(planning).lower()
    assert not any(s in dumped for s in SECRETS), "no history in the planning turn"
    engines = " ".join(r.full_path + r.body.decode("utf-8", "replace") for r in engine_log(emulator)).lower()
    assert "alpha" in engines and not any(s in engines for s in SECRETS)

    metrics = httpx.get(proxy.url + "/metrics").text
    prompt = [ln for ln in metrics.splitlines() if ln.startswith('groundwire_planner_tokens_total{kind="prompt"}')]
    assert prompt and float(prompt[0].split()[-1]) > 0
    assert 'groundwire_plans_total{planner="llm"} 1.0' in metrics


def test_a_question_the_gate_keeps_local_costs_no_planning_turn(emulator, start):
    proxy = start()
    resp = client(proxy).chat.completions.create(
        model="emulator-chat", messages=[{"role": "user", "content": "How does TCP slow start work?"}])
    assert resp.choices[0].message.content.startswith("You asked:")
    assert planner_requests(emulator) == [] and len(chat_log(emulator)) == 1


def test_a_slow_chat_model_falls_back_to_rules_within_the_plan_timeout(emulator, start):
    proxy = start('[plan]\ntimeout_s = 0.3\n')
    emulator.script_chat({"kind": "slow", "ms": 3000}, "echo")
    resp = client(proxy).chat.completions.create(
        model="emulator-chat", messages=[{"role": "user", "content": QUESTION}],
        extra_headers={"X-Groundwire-Search": "on"})
    ext = resp.model_extra["groundwire"]
    assert ext["planner"] == "rules" and ext["queries"]
    assert len(planner_requests(emulator)) == 1


def test_plan_model_rules_never_asks_a_model(emulator, start):
    proxy = start('[plan]\nmodel = "rules"\n')
    resp = client(proxy).chat.completions.create(
        model="emulator-chat", messages=[{"role": "user", "content": QUESTION}],
        extra_headers={"X-Groundwire-Search": "on"})
    assert resp.model_extra["groundwire"]["planner"] == "rules"
    assert planner_requests(emulator) == [] and len(chat_log(emulator)) == 1


def test_plan_model_by_name_uses_that_model_on_the_upstream(emulator, start):
    proxy = start('[plan]\nmodel = "emulator-planner"\n')
    emulator.script_chat({"json": plan_json("python release notes")}, "echo")
    resp = client(proxy).chat.completions.create(
        model="emulator-chat", messages=[{"role": "user", "content": QUESTION}],
        extra_headers={"X-Groundwire-Search": "on"})
    assert resp.model_extra["groundwire"]["queries"] == ["python release notes"]
    assert len(planner_requests(emulator, "emulator-planner")) == 1 and planner_requests(emulator) == []
    assert planner_tokens(proxy, "prompt") > 0 and planner_tokens(proxy, "completion") > 0


def planner_tokens(proxy, kind: str) -> float:
    """groundwire_planner_tokens_total{kind=...} on the proxy's /metrics (0 when the series is absent)."""
    metrics = httpx.get(proxy.url + "/metrics").text
    lines = [ln for ln in metrics.splitlines() if ln.startswith(f'groundwire_planner_tokens_total{{kind="{kind}"}}')]
    return float(lines[0].split()[-1]) if lines else 0.0


def test_a_configured_llm_planner_still_wins(emulator, start):
    proxy = start(GROUNDWIRE_LLM_URL=emulator.base_url("openai"), GROUNDWIRE_LLM_MODEL="emulator-configured")
    emulator.script_chat({"json": plan_json("python release configured")}, "echo")
    client(proxy).chat.completions.create(model="emulator-chat", messages=[{"role": "user", "content": QUESTION}],
                                          extra_headers={"X-Groundwire-Search": "on"})
    assert len(planner_requests(emulator, "emulator-configured")) == 1 and planner_requests(emulator) == []
    assert planner_tokens(proxy, "prompt") > 0, "a configured planner's turns are counted as the chat model's are"


@pytest.mark.parametrize("toml", ['[plan]\nmodel = ""\n', '[plan]\nmodle = "same"\n', '[plan]\ntimeout_s = 0\n'])
def test_bad_plan_config_is_a_config_error(tmp_path, toml):
    config = tmp_path / "c.toml"
    config.write_text(toml, encoding="utf-8")
    with pytest.raises(ConfigError):
        load_settings({"GROUNDWIRE_HOME": str(tmp_path), "GROUNDWIRE_CONFIG": str(config)})


# --- follow-ups (issue 12, gate side) ---------------------------------------------------------------------


def test_a_refer_back_follow_up_is_not_searched_even_with_history(emulator, start):
    proxy = start()
    messages = [{"role": "user", "content": "最新的Python版本是什么"},
                {"role": "assistant", "content": "Python 3.14。"},
                {"role": "user", "content": "按照刚才的结果整理一下"}]
    resp = client(proxy).chat.completions.create(model="emulator-chat", messages=messages)
    assert resp.choices[0].message.content.startswith("You asked:")
    assert engine_log(emulator) == [] and planner_requests(emulator) == []
    assert len(chat_log(emulator)) == 1


def test_a_follow_up_carries_only_the_named_entity_to_planner_and_engines(emulator, start):
    proxy = start()
    emulator.script_chat({"json": plan_json("Acme Motors share price")}, "echo")
    messages = [*HISTORY[:1],
                {"role": "user", "content": "Tell me about Acme Motors, my QUOKKAMANGO project depends on them"},
                {"role": "assistant", "content": "Acme Motors makes PANGOLINX cars."},
                {"role": "user", "content": "and its price now?"}]
    resp = client(proxy).chat.completions.create(model="emulator-chat", messages=messages)
    assert resp.model_extra["groundwire"]["planner"] == "llm"
    assert resp.model_extra["groundwire"]["followup"] == {"carried_entity": "Acme Motors", "turns_back": 1}
    planning = planner_requests(emulator)[0].json
    assert planning["messages"][1]["content"] == "Acme Motors and its price now?"
    outgoing = (json.dumps(planning) + " ".join(r.full_path + r.body.decode("utf-8", "replace")
                                               for r in engine_log(emulator))).lower()
    assert "acme motors" in outgoing
    assert not any(s in outgoing for s in (*SECRETS, "project", "depends")), "only the entity left the history"


def test_the_proxy_passes_the_local_knowledge_base_confidence_like_plan_and_ask(emulator, tmp_path):
    """Issue 8 item 4a: the knowledge base's confidence reaches the proxy's gate through the same function as
    `groundwire plan` and `ask` (pipeline._kb_confidence): once a note answers the question, no search is planned."""
    import os

    from tests.test_cli_plan import cli

    home = tmp_path / "home"
    home.mkdir()
    env = proxy_env(emulator, home)  # [plan] model = "rules"
    question = "Who is the CEO of Frobnicator Corp"

    def ask() -> dict[str, Any]:
        with LiveServer(create_app(load_settings(env), today=lambda: TODAY)) as proxy:
            resp = client(proxy).chat.completions.create(model="emulator-chat",
                                                         messages=[{"role": "user", "content": question}])
        return resp.model_extra["groundwire"]

    assert ask()["queries"], "no knowledge base yet: the role question is searched"
    docs = tmp_path / "kb"
    docs.mkdir()
    (docs / "frob.md").write_text("# Frobnicator Corp leadership\n\nThe chief executive of Frobnicator Corp is Jane "
                                  "Roe. Frobnicator Corp CEO Jane Roe took office in 2019.\n", encoding="utf-8")
    assert cli("index", str(docs), env={**os.environ, **env}).returncode == 0
    searched = len(engine_log(emulator))
    after = ask()
    assert after["queries"] == [] and len(engine_log(emulator)) == searched, "the confident knowledge base answers"
