"""Issue 13 gap: each logged request carries the gate's trigger words and the hit domains; ``stats`` reports them
and prints statuses readably. The CLI as a real subprocess against the emulator."""

from __future__ import annotations

import json
from pathlib import Path

from tests.emulator import Emulator
from tests.test_cli_search import cli, cli_env, home  # noqa: F401


def test_log_and_stats_carry_triggers_and_domains(emulator: Emulator, home: Path) -> None:
    env = cli_env(emulator, home)
    # ask lets the gate decide (auto), as the proxy does: its trigger words are what the review needs
    asked = cli(["ask", "latest python release news", "--json", "--today", "2026-11-30"], env)
    assert asked.code == 0, asked
    hosts = {s["url"].split("/")[2].removeprefix("www.") for s in asked.json()["sources"]}
    [line] = (home / "log" / "requests.jsonl").read_text(encoding="utf-8").splitlines()
    record = json.loads(line)
    assert record["gate_reason"] and "latest" in record["triggers"], record
    assert hosts and hosts <= set(record["hit_domains"]), (hosts, record["hit_domains"])
    stats = cli(["stats", "--json"], env)
    summary = stats.json()
    assert ("latest", 1) in [tuple(t) for t in summary["top_triggers"]]
    assert hosts <= {d for d, _ in summary["top_domains"]}
    text = cli(["stats"], env)
    assert text.code == 0
    assert "statuses: ok 1" in text.stdout and "{" not in text.stdout.splitlines()[0], text.stdout
    assert "gate trigger words: " in text.stdout and "latest (1)" in text.stdout
    assert any(host in text.stdout for host in hosts)
