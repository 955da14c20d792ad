"""`groundwire plan` and `groundwire when` as real subprocesses: JSON shapes, stdin mode, the LLM via env, errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from groundwire.cli.app import app

CLI = [str(Path(sys.executable).with_name("groundwire"))]
KEY = "sk-cli-SECRET-0123456789abcdefXYZ"
PLAN_KEYS = {"needs_search", "reason", "planner", "queries", "time_range", "trace"}
LLM_PLAN = {"needsSearch": True, "queries": [{"query": "今年下半年 发布会", "freshness": None,
                                             "language": "zh"},
                                             {"query": "product launch events this year",
                                              "freshness": "month", "language": "en"}]}


def cli(*args: str, stdin: str | None = None, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    if not Path(CLI[0]).exists():  # pragma: no cover - an environment without the console script
        pytest.skip("the groundwire console script is not installed")
    return subprocess.run(CLI + list(args), input=stdin, capture_output=True, text=True, timeout=60,
                          env=env if env is not None else dict(os.environ))


def json_lines(stdout: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in stdout.splitlines() if line.strip()]


def assert_plan_shape(data: dict[str, Any]) -> None:
    assert PLAN_KEYS <= set(data)
    assert isinstance(data["needs_search"], bool) and isinstance(data["reason"], str)
    assert data["planner"] in ("rules", "llm", "none")
    assert isinstance(data["queries"], list) and len(data["queries"]) <= 2
    for q in data["queries"]:
        assert set(q) == {"query", "freshness", "language"}
        assert isinstance(q["query"], str) and q["query"]
        assert q["freshness"] in (None, "day", "week", "month", "year")
    assert data["time_range"] is None or set(data["time_range"]) == {"start", "end"}
    assert isinstance(data["trace"], list) and all("step" in e for e in data["trace"])


@pytest.fixture
def env(gw_home: Path) -> dict[str, str]:
    """The isolated environment (no provider/LLM variables) the subprocess runs in."""
    return dict(os.environ)


def test_plan_json_no_llm(env):
    r = cli("plan", "今年下半年的发布会", "--today", "2026-11-30", "--json", "--no-llm", env=env)
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert_plan_shape(data)
    assert data["needs_search"] is True and data["planner"] == "rules"
    assert data["queries"][0]["query"] == "2026年下半年 发布会"
    assert data["queries"][0]["language"] == "zh"
    assert data["time_range"] == {"start": "2026-07-01", "end": "2026-12-31"}
    assert [e["step"] for e in data["trace"]] == ["gate", "plan"]


def test_when_json(env):
    r = cli("when", "今年下半年的发布会", "--today", "2026-11-30", "--json", env=env)
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert set(data) == {"spans", "freshness", "rewritten"}
    assert data["spans"] == [{"text": "今年下半年", "start": "2026-07-01", "end": "2026-12-31"}]
    assert data["freshness"] == "year"
    assert data["rewritten"] == "2026年下半年的发布会"


def test_stdin_mode_prints_one_json_line_per_input_line(env):
    r = cli("when", "-", "--today", "2026-11-30", "--json", stdin="last month\n\nno dates here\nyesterday\n", env=env)
    assert r.returncode == 0, r.stderr
    lines = json_lines(r.stdout)
    assert len(lines) == 4, "one output line per input line, the blank one included"
    assert lines[0]["spans"] == [{"text": "last month", "start": "2026-10-01", "end": "2026-10-31"}]
    assert lines[1] == {"spans": [], "freshness": None, "rewritten": ""}
    assert lines[2] == {"spans": [], "freshness": None, "rewritten": "no dates here"}
    assert lines[3]["spans"][0]["start"] == lines[3]["spans"][0]["end"] == "2026-11-29"


def test_stdin_mode_answers_nul_and_whitespace_lines_in_place(env):
    r = cli("when", "-", "--today", "2026-11-30", "--json", stdin="\x00\n   \nyesterday\n", env=env)
    assert r.returncode == 0, r.stderr
    lines = json_lines(r.stdout)
    assert [line["spans"] for line in lines[:2]] == [[], []]
    assert len(lines) == 3 and lines[2]["spans"][0]["start"] == "2026-11-29"



def test_plan_stdin_mode_and_no_llm_flag(emulator, env):
    env.update(GROUNDWIRE_LLM_URL=emulator.base_url("openai"), GROUNDWIRE_LLM_MODEL="emulator-planner")
    r = cli("plan", "-", "--today", "2026-11-30", "--no-llm", "--json",
            stdin="latest python release\n\nhow does TCP slow start work\n", env=env)
    assert r.returncode == 0, r.stderr
    first, blank, second = json_lines(r.stdout)
    assert blank["needs_search"] is False and blank["reason"] == "empty_question" and blank["queries"] == []
    for data in (first, second):
        assert_plan_shape(data)
        assert data["planner"] == "rules" and data["fallback_reason"] is None
    assert first["needs_search"] is True and first["queries"]
    assert second["needs_search"] is False and second["queries"] == []
    assert emulator.requests("openai") == [], "--no-llm never calls the configured model"


def test_plan_with_llm_configured_by_env(emulator, env):
    env.update(GROUNDWIRE_LLM_URL=emulator.base_url("openai"), GROUNDWIRE_LLM_MODEL="emulator-planner",
               GROUNDWIRE_LLM_KEY=KEY)
    emulator.script_chat({"json": LLM_PLAN}, "error500")
    r = cli("plan", "-", "--today", "2026-11-30", "--locale", "zh", "--json",
            stdin="今年下半年的发布会\n今年下半年的发布会有哪些\n", env=env)
    assert r.returncode == 0, r.stderr
    llm, fallback = json_lines(r.stdout)
    assert_plan_shape(llm)
    assert llm["planner"] == "llm" and llm["needs_search"] is True
    assert [q["query"] for q in llm["queries"]] == ["2026年下半年 发布会", "product launch events 2026"]
    assert llm["queries"][1]["freshness"] == "month"
    assert llm["time_range"] == {"start": "2026-07-01", "end": "2026-12-31"}
    assert fallback["planner"] == "rules" and fallback["fallback_reason"].startswith("http_error")
    requests = emulator.requests("openai")
    assert len(requests) == 2
    assert [[m["role"] for m in r.json["messages"]] for r in requests] == [["system", "user"]] * 2
    assert requests[0].json["messages"][1]["content"] == "今年下半年的发布会"
    assert requests[0].json["model"] == "emulator-planner"
    assert KEY not in r.stdout + r.stderr


@pytest.mark.parametrize("args", [
    ("plan", "latest python release", "--today", "30/11/2026", "--no-llm"),
    ("when", "last month", "--today", "2026-13-01"),
    ("plan", "latest python release", "--mode", "sometimes", "--no-llm"),
    ("plan", "   ", "--no-llm"),
])
def test_bad_input_is_one_line_and_exit_2(env, args):
    """In-process (typer's runner): the same app the console script runs, without the start-up cost."""
    r = CliRunner().invoke(app, list(args), env=env)
    assert r.exit_code == 2, r.output
    assert r.exception is None or isinstance(r.exception, SystemExit)
    assert "Traceback" not in r.output and "error" in r.output.lower()


def test_bad_today_as_a_subprocess(env):
    r = cli("when", "last month", "--today", "30/11/2026", env=env)
    assert r.returncode == 2 and r.stdout == ""
    assert "--today must be YYYY-MM-DD" in r.stderr and "Traceback" not in r.stderr


def test_plan_stdin_without_json_prints_text_not_json(env):
    r = cli("plan", "-", "--today", "2026-11-30", "--no-llm", stdin="latest python release\nhow does TCP work\n",
            env=env)
    assert r.returncode == 0, r.stderr
    assert "{" not in r.stdout
    assert "? latest python release" in r.stdout and "needs search: True" in r.stdout
    assert "needs search: False" in r.stdout


def index_note(env, tmp_path, body: str) -> None:
    """Index one Markdown note about Frobnicator Corp into the knowledge base of ``env``."""
    docs = tmp_path / "kb"
    docs.mkdir()
    (docs / "frob.md").write_text(f"# Frobnicator Corp leadership\n\n{body}\n", encoding="utf-8")
    assert cli("index", str(docs), env=env).returncode == 0


def test_plan_passes_the_local_knowledge_base_confidence_like_ask(env, tmp_path):
    question = "Who is the CEO of Frobnicator Corp"
    before = json.loads(cli("plan", question, "--no-llm", "--json", "--today", "2026-11-30", env=env).stdout)
    assert before["needs_search"] is True and before["reason"] == "time_sensitive_pattern"
    index_note(env, tmp_path, "The chief executive of Frobnicator Corp is Jane Roe. Frobnicator Corp CEO Jane Roe "
                              "took office in 2019.")
    after = json.loads(cli("plan", question, "--no-llm", "--json", "--today", "2026-11-30", env=env).stdout)
    assert after["needs_search"] is False and after["reason"] == "kb_confident"


def test_an_empty_knowledge_base_is_not_asked_so_soft_cues_stay_local(env, tmp_path):
    """A soft cue (a name, a number) searches only when a knowledge base was asked and is unsure. With nothing
    indexed there is nothing to ask: an empty store's 0.0 once sent "What is the capital of France?" to the web."""
    question = "What is the capital of France?"
    empty = json.loads(cli("plan", question, "--no-llm", "--json", "--today", "2026-11-30", env=env).stdout)
    assert empty["needs_search"] is False and empty["reason"] == "no_trigger"
    index_note(env, tmp_path, "The chief executive of Frobnicator Corp is Jane Roe.")
    unsure = json.loads(cli("plan", question, "--no-llm", "--json", "--today", "2026-11-30", env=env).stdout)
    assert unsure["needs_search"] is True and unsure["reason"] == "soft_trigger_low_kb"
