"""``groundwire tools route`` / ``tools inspect`` as a real subprocess: JSON lines, stdin batches, exit codes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

DATA = Path(__file__).parent / "data"
CATALOGUE = str(DATA / "tools_catalogue.json")


def cli(*args: str, stdin: str | None = None, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "GROUNDWIRE_HOME": str(home)}
    return subprocess.run([sys.executable, "-m", "groundwire", "tools", *args], input=stdin, env=env,
                          capture_output=True, text=True, timeout=120)


def test_route_json(tmp_path):
    done = cli("route", "提醒我明天早上9点开会", "--catalogue", CATALOGUE, "--json", home=tmp_path)
    assert done.returncode == 0, done.stderr
    plan = json.loads(done.stdout)
    assert "create_reminder" in plan["tools"] and plan["domain"]["primary"] == "workspace"
    assert plan["blocked_tools"] == []


def test_route_stdin_one_plan_per_line_with_blocked_tools(tmp_path):
    done = cli("route", "-", "--catalogue", CATALOGUE, "--k", "3",
               stdin="给张三发邮件\n\nwhat's the weather in Paris\n", home=tmp_path)
    assert done.returncode == 0, done.stderr
    plans = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(plans) == 3, "one plan per input line, the blank one included"
    assert "send_email" in plans[0]["blocked_tools"] and "send_email" not in plans[0]["tools"]
    assert plans[1]["request"] == "" and plans[1]["tools"] == []
    assert "get_weather" in plans[2]["tools"] and len(plans[2]["tools"]) <= 3


def test_route_with_messages_file(tmp_path):
    chat = tmp_path / "chat.json"
    chat.write_text(json.dumps({"messages": [{"role": "user", "content": "查一下下周的会议安排"},
                                             {"role": "assistant", "content": "有3个会议"}]}), encoding="utf-8")
    done = cli("route", "继续", "-c", CATALOGUE, "--messages", str(chat), "--json", home=tmp_path)
    assert done.returncode == 0, done.stderr
    plan = json.loads(done.stdout)
    assert "calendar_events" in plan["tools"] and plan["context"]["refers_back"] is True


def test_inspect_shows_inferred_risk(tmp_path):
    done = cli("inspect", "-c", str(DATA / "tools_openai.json"), "--json", home=tmp_path)
    assert done.returncode == 0, done.stderr
    rows = {r["name"]: r for r in map(json.loads, done.stdout.splitlines())}
    assert rows["create_note"]["risk"] == "write" and rows["search_notes"]["risk"] == "read"
    assert rows["send_email"]["risk"] == "external" and rows["send_email"]["risk_inferred"] is True
    assert rows["calendar_events"]["domain"] == "office"


def test_bad_catalogue_is_one_line_and_exit_2(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('[{"description": "nameless"}]')
    done = cli("route", "hi", "-c", str(bad), home=tmp_path)
    assert done.returncode == 2 and "needs a 'name'" in done.stderr and "Traceback" not in done.stderr
    missing = cli("route", "hi", "-c", str(tmp_path / "none.json"), home=tmp_path)
    assert missing.returncode == 2 and "not found" in missing.stderr


def test_route_stdin_with_invalid_utf8_is_repaired_not_a_crash(tmp_path):
    """Bytes that are not UTF-8 on stdin are read like every other command reads them (cp1252 fallback)."""
    done = subprocess.run([sys.executable, "-m", "groundwire", "tools", "route", "-", "--catalogue", CATALOGUE,
                           "--json"], input=b"remind me at 9 \xff\xfe\n", capture_output=True, timeout=120,
                          env={**os.environ, "GROUNDWIRE_HOME": str(tmp_path)})
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    plan = json.loads(done.stdout)
    assert plan["request"].startswith("remind me at 9") and "create_reminder" in plan["tools"]
