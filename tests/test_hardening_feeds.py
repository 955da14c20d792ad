"""Issue 13, defect 4: feeds get the same SSRF vetting as deep-read, with the same opt-in for local feeds.

Through the CLI as a real subprocess (``feeds add`` / ``feeds pull``) and through ``pull`` against a real uvicorn
server on 127.0.0.1 that redirects to a loopback name."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path

import httpx
import pytest
import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Route

from groundwire.local.feeds import feed_policy, pull
from groundwire.local.store import Store

NOW = datetime(2026, 11, 30, 12, 0, tzinfo=timezone.utc)
EXE = Path(sys.executable).with_name("groundwire")
RSS = ("<?xml version='1.0'?><rss version='2.0'><channel><title>Local</title><item><title>Echidna news</title>"
       "<link>https://news.example/echidna</link><guid>e1</guid><description>echidna</description></item>"
       "</channel></rss>")
HITS: list[str] = []


async def feed(request: Request) -> Response:
    HITS.append(request.url.path)
    return Response(RSS, media_type="application/rss+xml")


async def bounce(request: Request) -> Response:
    HITS.append(request.url.path)
    return RedirectResponse(f"http://localhost:{request.url.port}/private.xml", status_code=302)


APP = Starlette(routes=[Route("/feed.xml", feed), Route("/private.xml", feed), Route("/bounce.xml", bounce)])


@pytest.fixture
def base_url() -> Iterator[str]:
    HITS.clear()
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    sock.listen(16)
    server = uvicorn.Server(uvicorn.Config(APP, log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    server.should_exit = True
    thread.join(10)
    sock.close()


def feeds(*args: str, env_extra: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ) | (env_extra or {})
    return subprocess.run([str(EXE), "feeds", *args], capture_output=True, text=True, timeout=120, env=env)


@pytest.mark.parametrize("url", ["http://169.254.169.254/latest/", "http://[fd00:ec2::254]/", "http://127.0.0.1:9/x",
                                 "http://10.1.2.3/feed", "http://localhost/feed", "http://metadata.google.internal/"])
def test_feeds_add_refuses_private_and_metadata_targets(gw_home: Path, url: str) -> None:
    r = feeds("add", url)
    assert r.returncode == 2, r.stdout + r.stderr
    assert "refused feed URL" in r.stderr and "allow_private" in r.stderr
    assert "Traceback" not in r.stderr
    listed = feeds("list", "--json")
    assert json.loads(listed.stdout) == []


def test_metadata_stays_refused_even_with_the_opt_in(gw_home: Path) -> None:
    config = gw_home / "config.toml"
    config.write_text("[read]\nallow_private = true\n", encoding="utf-8")
    assert feeds("add", "http://169.254.169.254/latest/").returncode == 2
    assert feeds("add", "http://10.1.2.3/feed").returncode == 0, "allow_private opts in to private feeds"


def test_local_feed_with_the_opt_in_is_pulled(gw_home: Path, base_url: str) -> None:
    opt_in = {"GROUNDWIRE_FETCH_ALLOW_HOSTS": "127.0.0.1"}
    assert feeds("add", f"{base_url}/feed.xml").returncode == 2
    r = feeds("add", f"{base_url}/feed.xml", env_extra=opt_in)
    assert r.returncode == 0, r.stderr
    pulled = feeds("pull", "--json", env_extra=opt_in)
    assert pulled.returncode == 0, pulled.stderr
    assert json.loads(pulled.stdout)[0]["new"] == 1 and HITS == ["/feed.xml"]


def test_pull_never_contacts_a_stored_private_feed_without_the_opt_in(gw_home: Path, base_url: str) -> None:
    with Store(gw_home / "local.db") as store:  # subscribed before the vetting existed
        store.add_feed(f"{base_url}/feed.xml", name="old", now=NOW)
    r = feeds("pull", "--json")
    assert r.returncode == 0, r.stderr
    result = json.loads(r.stdout)[0]
    assert result["status"] == "error" and result["error"].startswith("refused")
    assert HITS == [], "the loopback server was never contacted"


async def test_a_redirect_to_loopback_is_refused(tmp_path: Path, base_url: str) -> None:
    with Store(tmp_path / "local.db") as store:
        store.add_feed(f"{base_url}/bounce.xml", name="bounce", now=NOW)
        async with httpx.AsyncClient(timeout=10) as client:
            [result] = await pull(store, client, now=NOW, policy=feed_policy(allow_hosts=["127.0.0.1"]))
    assert result.status == "error" and "redirect 1" in result.error and "loopback" in result.error
    assert HITS == ["/bounce.xml"], "the redirect target was never contacted"


async def test_a_name_resolving_to_a_private_address_is_refused(tmp_path: Path) -> None:
    seen: list[httpx.Request] = []

    async def private(host: str) -> list[str]:
        return ["10.0.0.7"]

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, content=RSS.encode())

    with Store(tmp_path / "local.db") as store:
        store.add_feed("https://rebind.example/feed.xml", name="rebind", now=NOW)
        async with httpx.AsyncClient(transport=httpx.MockTransport(handler)) as client:
            [refused] = await pull(store, client, now=NOW, resolver=private)
            [allowed] = await pull(store, client, now=NOW, resolver=private,
                                   policy=feed_policy(allow_private=True))
    assert refused.status == "error" and "10.0.0.7" in refused.error
    assert allowed.status == "ok" and len(seen) == 1
    assert seen[0].url.host == "10.0.0.7" and seen[0].headers["host"] == "rebind.example", "pinned to the checked IP"
