"""Issue 13, defects 6 and 8 and the UX list through the CLI as a real subprocess (the proxy-side ones are in
test_hardening_proxy.py)."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from groundwire.pipeline import pasted_links
from tests.emulator import Emulator
from tests.test_cli_search import cli, cli_env, home  # noqa: F401

EXE = Path(sys.executable).with_name("groundwire")


def gw(*args: str, env: dict[str, str] | None = None, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([str(EXE), *args], capture_output=True, text=True, timeout=timeout,
                          env=env if env is not None else dict(os.environ))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# --- serve: bad port, busy port, refusal text, where it listens, shutdown line ---------------------------------


def test_serve_bad_port_is_one_line(gw_home: Path) -> None:
    r = gw("serve", "--port", "99999")
    assert r.returncode == 2
    assert r.stderr.startswith("error: ") and "--port" in r.stderr and r.stderr.strip().count("\n") == 0, r.stderr


def test_serve_busy_port_is_one_line(gw_home: Path) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen(1)
        r = gw("serve", "--port", str(busy.getsockname()[1]), "--upstream", "http://127.0.0.1:9/v1")
    assert r.returncode == 2, r.stderr
    assert "cannot listen on 127.0.0.1:" in r.stderr and "Traceback" not in r.stderr
    assert r.stderr.strip().count("\n") == 0, r.stderr


def test_bind_refusal_keeps_the_section_name(gw_home: Path) -> None:
    r = gw("serve", "--host", "0.0.0.0")
    assert r.returncode == 2
    assert "[server] api_keys" in r.stderr, r.stderr


def test_serve_says_where_it_listens_and_when_it_stops(gw_home: Path, emulator: Emulator) -> None:
    port = free_port()
    proc = subprocess.Popen([str(EXE), "serve", "--port", str(port), "--upstream", emulator.base_url("openai")],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=dict(os.environ))
    try:
        deadline, healthy = time.monotonic() + 180, False  # generous: a busy 2-core machine starts it slowly
        while time.monotonic() < deadline and proc.poll() is None and not healthy:
            try:
                healthy = httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200
            except httpx.HTTPError:
                time.sleep(0.2)
        assert healthy, "serve never answered /healthz"
        proc.send_signal(signal.SIGTERM)
        _, stderr = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, stderr
    assert f"listening on http://127.0.0.1:{port}" in stderr
    assert f"base_url=http://127.0.0.1:{port}/v1" in stderr
    assert stderr.rstrip().endswith("stopped"), stderr


def test_version(gw_home: Path) -> None:
    r = gw("--version")
    assert r.returncode == 0 and r.stdout.startswith("groundwire ") and r.stdout.split()[1][0].isdigit()


@pytest.mark.parametrize("command", [["search", "x"], ["plan", "x"], ["when", "x"], ["ask", "x"]])
def test_today_errors_name_the_flag(gw_home: Path, command: list[str]) -> None:
    r = gw(*command, "--today", "2026-13-45")
    assert r.returncode == 2
    assert "--today" in r.stderr and r.stderr.strip().count("\n") == 0, r.stderr


# --- fetch: IPv6 links, broadcast, truncation ---------------------------------------------------------------


def test_fetch_ipv6_link_is_shown_whole(gw_home: Path) -> None:
    r = gw("fetch", "http://[fe80::1]/")
    assert r.returncode != 0
    assert "http://[fe80::1]/" in r.stderr and "http:///:" not in r.stderr, r.stderr


def test_limited_broadcast_is_not_called_private(gw_home: Path) -> None:
    r = gw("fetch", "http://255.255.255.255/")
    assert r.returncode != 0
    assert "broadcast address" in r.stderr and "private" not in r.stderr, r.stderr


def test_pasted_ipv6_links_are_kept_whole() -> None:
    assert pasted_links("see http://[2001:db8::1]:8080/docs/page and https://[::1]/x.") == [
        "http://[2001:db8::1]:8080/docs/page", "https://[::1]/x"]


def test_fetch_says_when_it_truncated(gw_home: Path, emulator: Emulator) -> None:
    (gw_home / "config.toml").write_text("[read]\nmax_bytes = 20000\nallow_hosts = ['127.0.0.1']\n", encoding="utf-8")
    r = gw("fetch", emulator.page_url("huge"), "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["truncated"] is True
    assert "cut at 20000 bytes" in r.stderr


# --- ask: honest upstream failures, --json keeps the grounding -------------------------------------------------


def test_ask_json_keeps_context_and_sources_when_the_model_fails(emulator: Emulator, home: Path) -> None:
    env = cli_env(emulator, home, GROUNDWIRE_LLM_URL="http://127.0.0.1:9/v1", GROUNDWIRE_LLM_MODEL="m",
                  GROUNDWIRE_LLM_KEY="k")
    run = cli(["ask", "What is the latest Python release?", "--json", "--search", "on", "--today", "2026-11-30"], env)
    assert run.code == 3, run
    data = run.json()
    assert data["answer"] is None and data["context"] and data["sources"], data.keys()
    assert data["error"].startswith("no answer from the model") and "502" not in data["error"]
    text = cli(["ask", "What is the latest Python release?", "--search", "on", "--today", "2026-11-30"], env)
    assert text.code == 3
    assert "no answer from the model" in text.stderr and "upstream answered" not in text.stderr
    assert "Sources:" in text.stdout


# --- one word, one meaning: --search is the gate switch, search --mode stays the route ---------------------------


def test_plan_search_switch_and_the_deprecated_mode_spelling(gw_home: Path) -> None:
    question = "What is the latest Python release?"
    new = gw("plan", question, "--search", "off", "--no-llm", "--json", "--today", "2026-11-30")
    assert new.returncode == 0, new.stderr
    assert json.loads(new.stdout)["needs_search"] is False and new.stderr == ""
    old = gw("plan", question, "--mode", "off", "--no-llm", "--json", "--today", "2026-11-30")
    assert old.returncode == 0 and json.loads(old.stdout)["needs_search"] is False
    assert "deprecated" in old.stderr and "--search" in old.stderr
    on = gw("plan", question, "--search", "on", "--no-llm", "--json", "--today", "2026-11-30")
    assert json.loads(on.stdout)["needs_search"] is True
    bad = gw("plan", question, "--search", "route", "--no-llm")
    assert bad.returncode == 2 and "--search must be off, on or auto" in bad.stderr
    helptext = gw("plan", "--help").stdout
    assert "--search" in helptext and "--mode" not in helptext
