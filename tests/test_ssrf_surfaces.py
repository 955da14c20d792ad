"""SSRF refusal at every surface that fetches, asserted by reason AND by the absence of any connection attempt.

tests/loopback_guard.py refuses and records every connect to a non-loopback address (and every DNS look-up of a
name) in this process and in the subprocesses the tests start. So when the vetting is broken (tests/MUTATIONS.md:
``address_problem`` answering "fine" for everything), these tests fail on the recorded attempt and on the missing
reason — and no traffic ever leaves the machine.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import date
from pathlib import Path

import httpx
import pytest
from mcp import Client

from groundwire.config import load_settings
from groundwire.errors import UnsafeURLError
from groundwire.grounder import Grounder
from groundwire.pipeline import ground
from groundwire.read.fetch import FetchPolicy, fetch_page
from groundwire.server.mcp import build_mcp
from tests import loopback_guard
from tests.test_proxy import home, proxy_settings, start_proxy  # noqa: F401 (fixtures)

TODAY = date(2026, 11, 30)

# (URL, the reason the refusal must name, the address that must never be contacted)
REFUSED = [
    ("http://169.254.169.254/latest/meta-data/", "metadata", "169.254.169.254"),
    ("http://10.1.2.3/admin", "private address", "10.1.2.3"),
    ("http://192.168.7.7:8080/", "private address", "192.168.7.7"),
    ("http://[fd00::7]/", "private address", "fd00::7"),
    ("http://100.64.0.1/", "address", "100.64.0.1"),  # shared (CGNAT) space: not global
]
LOOPBACK = ("http://127.0.0.1:9/", "loopback address")


def assert_no_attempt(since: tuple[int, int], address: str) -> None:
    attempts = loopback_guard.attempts_since(since)
    assert not [a for a in attempts if address in a], f"a connection to {address} was attempted: {attempts}"


@pytest.mark.parametrize(("url", "reason", "address"), REFUSED)
async def test_library_fetch_refuses_with_reason_and_no_connection(url, reason, address):
    since = loopback_guard.mark()
    with pytest.raises(UnsafeURLError) as info:
        await fetch_page(url, policy=FetchPolicy())
    assert reason in str(info.value)
    assert_no_attempt(since, address)


async def test_library_fetch_refuses_loopback_unless_allowed():
    with pytest.raises(UnsafeURLError) as info:
        await fetch_page(LOOPBACK[0], policy=FetchPolicy())
    assert LOOPBACK[1] in str(info.value)


@pytest.mark.parametrize(("url", "reason", "address"), REFUSED[:3])
def test_cli_fetch_refuses_with_reason_and_no_connection(url, reason, address, tmp_path):
    since = loopback_guard.mark()
    proc = subprocess.run([sys.executable, "-m", "groundwire", "fetch", url], capture_output=True, text=True,
                          timeout=120, env={**os.environ, "GROUNDWIRE_HOME": str(tmp_path)})
    assert proc.returncode in (2, 3), proc.stderr  # refused: never 0
    assert reason in proc.stderr and "Traceback" not in proc.stderr
    assert_no_attempt(since, address)


@pytest.mark.parametrize(("url", "reason", "address"), REFUSED[:3])
def test_rest_fetch_refuses_with_reason_and_no_connection(emulator, start_proxy, url, reason, address):  # noqa: F811
    proxy = start_proxy()
    since = loopback_guard.mark()
    resp = httpx.post(proxy.v1 + "/fetch", json={"url": url})
    assert resp.status_code == 400
    assert reason in resp.json()["error"]["message"]
    assert_no_attempt(since, address)


async def test_mcp_web_fetch_refuses_with_reason_and_no_connection(emulator, home):  # noqa: F811
    server = build_mcp(proxy_settings(emulator, home), today=lambda: TODAY)
    for url, reason, address in REFUSED[:3]:
        since = loopback_guard.mark()
        async with Client(server) as client:
            result = await client.call_tool("web_fetch", {"url": url})
        assert result.is_error
        assert reason in result.content[0].text
        assert_no_attempt(since, address)


async def test_deep_read_of_a_pasted_private_link_is_refused_and_traced(emulator, tmp_path):
    home_dir = tmp_path / "h"
    home_dir.mkdir()
    settings = load_settings({"GROUNDWIRE_HOME": str(home_dir), "GROUNDWIRE_WEB_SEARCH": "0"})
    since = loopback_guard.mark()
    async with Grounder(settings) as g:
        result = await ground("summarise http://10.1.2.3/report for me", grounder=g, today=TODAY, mode="off")
    reads = [e for e in result.trace.events if e.get("step") == "read"]
    assert reads and not reads[0]["ok"]
    assert "private address" in json.dumps(reads)
    assert_no_attempt(since, "10.1.2.3")


def test_the_guard_itself_refuses_and_records():
    """The safety net of every test above: a direct connect off the machine is refused and recorded."""
    import socket

    since = loopback_guard.mark()
    sock = socket.socket()
    try:
        with pytest.raises(ConnectionRefusedError):
            sock.connect(("192.0.2.1", 80))  # TEST-NET-1: never routed
    finally:
        sock.close()
    assert "192.0.2.1" in loopback_guard.attempts_since(since)
    with pytest.raises(OSError):
        socket.getaddrinfo("intranet.example", 80)
    assert "dns:intranet.example" in loopback_guard.attempts_since(since)
