"""RSS/Atom feeds: subscriptions, the pull against a real loopback server, the "rss" provider, `groundwire feeds`."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
from collections.abc import Iterator
from datetime import date, datetime, timezone
from email.utils import format_datetime
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Route
from typer.testing import CliRunner

from groundwire.cli.local import feeds_app
from groundwire.errors import UsageError
from groundwire.local.feeds import add_feed, feed_policy, list_feeds, parse_feed, pull, remove_feed
from groundwire.local.store import Store
from groundwire.models import Freshness, PlannedQuery, SearchOptions, TimeRange
from groundwire.engines.providers.base import Credentials
from groundwire.engines.providers.rss import RssFeeds, date_window

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=timezone.utc)
CREDS = Credentials(api_key=None, base_url=None)
LOCAL = feed_policy(allow_hosts=["127.0.0.1"])  # the loopback test server is an opted-in local feed


async def public_resolver(host: str) -> list[str]:
    return ["93.184.215.14"]  # feeds.example behind a mock transport: a public address


def rfc822(moment: datetime) -> str:
    return format_datetime(moment, usegmt=True)


RSS_ITEMS = [
    ("Quokka sighting on Rottnest", "https://news.example/quokka", "guid-1", datetime(2025, 3, 1, 8, tzinfo=timezone.utc),
     "<p>Seen <b>near</b> the <a href='https://x.example'>lighthouse</a> &amp; jetty</p><script>alert(1)</script>"),
    ("Quokka census results", "https://news.example/census", "guid-2", datetime(2025, 2, 25, 9, tzinfo=timezone.utc),
     "The annual quokka census counted twelve thousand animals."),
    ("Quokka history", "https://news.example/history", "guid-3", datetime(2024, 11, 1, 9, tzinfo=timezone.utc),
     "A long history of the quokka on the island."),
    # the same item again (same guid and link): stored once
    ("Quokka sighting on Rottnest", "https://news.example/quokka", "guid-1", datetime(2025, 3, 1, 8, tzinfo=timezone.utc),
     "<p>Seen <b>near</b> the <a href='https://x.example'>lighthouse</a> &amp; jetty</p><script>alert(1)</script>"),
]
EXTRA_ITEM = ("Quokka selfie etiquette", "https://news.example/selfie", "guid-4",
              datetime(2025, 3, 1, 10, tzinfo=timezone.utc), "New rules for quokka selfies.")


def rss_body(items: list[tuple[str, str, str, datetime, str]]) -> str:
    entries = "".join(
        f"<item><title>{t}</title><link>{link}</link><guid isPermaLink='false'>{g}</guid>"
        f"<pubDate>{rfc822(d)}</pubDate><description><![CDATA[{s}]]></description></item>"
        for t, link, g, d, s in items
    )
    no_link = "<item><title>Untitled note</title><guid isPermaLink='false'>tag:nolink</guid></item>"
    return (f"<?xml version='1.0'?><rss version='2.0'><channel><title>Island News</title>"
            f"<link>https://news.example/</link><description>d</description>{entries}{no_link}</channel></rss>")


ATOM = """<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Science Weekly</title><id>urn:science</id><updated>2025-02-28T10:00:00Z</updated>
  <entry><title>Narwhal tusk study</title><link href="https://science.example/narwhal"/>
    <id>urn:narwhal</id><updated>2025-02-28T10:00:00Z</updated>
    <summary type="html">&lt;p&gt;Narwhal tusks sense &lt;em&gt;salinity&lt;/em&gt;.&lt;/p&gt;</summary></entry>
  <entry><title>Quokka genetics</title><link href="https://science.example/quokka-genes"/>
    <id>urn:quokka</id><published>2025-01-15T00:00:00+02:00</published><updated>2025-01-15T00:00:00+02:00</updated>
    <content type="html">&lt;p&gt;Island quokkas show low genetic diversity.&lt;/p&gt;</content></entry>
</feed>"""
ATOM_LAST_MODIFIED = "Fri, 28 Feb 2025 10:00:00 GMT"


class FeedServer:
    """State of the loopback feed server; reset before every test."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.rss_items = list(RSS_ITEMS)
        self.rss_version = 1
        self.requests: list[tuple[str, dict[str, str]]] = []

    def seen(self, path: str) -> list[dict[str, str]]:
        return [h for p, h in self.requests if p == path]


STATE = FeedServer()


async def rss(request: Request) -> Response:
    STATE.requests.append((request.url.path, dict(request.headers)))
    etag = f'"rss-v{STATE.rss_version}"'
    if request.headers.get("if-none-match") == etag:
        return Response(status_code=304, headers={"ETag": etag})
    return Response(rss_body(STATE.rss_items), media_type="application/rss+xml", headers={"ETag": etag})


async def atom(request: Request) -> Response:
    STATE.requests.append((request.url.path, dict(request.headers)))
    if request.headers.get("if-modified-since") == ATOM_LAST_MODIFIED:
        return Response(status_code=304)
    return Response(ATOM, media_type="application/atom+xml", headers={"Last-Modified": ATOM_LAST_MODIFIED})


async def broken(request: Request) -> Response:
    STATE.requests.append((request.url.path, dict(request.headers)))
    return Response("internal error", status_code=500)


async def not_a_feed(request: Request) -> Response:
    STATE.requests.append((request.url.path, dict(request.headers)))
    return HTMLResponse("<html><head><title>Shop</title></head><body><p>Buy things</p></body></html>")


async def huge(request: Request) -> Response:
    return Response(rss_body(RSS_ITEMS) + "<!--" + "x" * 50_000 + "-->", media_type="application/rss+xml")


APP = Starlette(routes=[
    Route("/rss.xml", rss), Route("/atom.xml", atom), Route("/broken", broken),
    Route("/shop", not_a_feed), Route("/huge.xml", huge),
])


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    """A real uvicorn server on 127.0.0.1. The socket listens before the thread starts, so no wait is needed."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    sock.listen(64)
    server = uvicorn.Server(uvicorn.Config(APP, log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    server.should_exit = True
    thread.join(10)
    sock.close()


@pytest.fixture(autouse=True)
def fresh_state() -> None:
    STATE.reset()


@pytest.fixture
def closed_port_url() -> str:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()  # nothing listens here now: connection refused
    return f"http://127.0.0.1:{port}/feed.xml"


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store(tmp_path / "local.db") as s:
        yield s


async def pull_all(store: Store, **kw: Any) -> dict[str, Any]:
    async with httpx.AsyncClient(timeout=10) as client:
        results = await pull(store, client, now=NOW, **{"policy": LOCAL, **kw})
    return {r.url.rsplit("/", 1)[-1]: r for r in results}


# --- subscriptions ------------------------------------------------------------------------------------


def test_add_list_remove(store: Store) -> None:
    add_feed(store, "https://news.example/rss", now=NOW)
    again = add_feed(store, "https://news.example/rss", name="news", now=NOW)  # idempotent, renames
    assert [f.url for f in list_feeds(store)] == ["https://news.example/rss"]
    assert again.name == "news" and again.added_at == NOW.isoformat()
    store.upsert(source="feed", uri="https://news.example/a", title="a", text="walrus", published=None,
                 fingerprint="f", now=NOW, feed_id=again.id)
    feed, deleted = remove_feed(store, "news")
    assert feed.url == "https://news.example/rss" and deleted == 1
    assert list_feeds(store) == [] and store.count("feed") == 0
    with pytest.raises(UsageError):
        remove_feed(store, "news")


@pytest.mark.parametrize("url", ["", "news.example/rss", "ftp://news.example/rss", "file:///etc/passwd",
                                 "javascript:alert(1)", "http://", "http://[::1"])
def test_bad_feed_urls_are_usage_errors(store: Store, url: str) -> None:
    with pytest.raises(UsageError):
        add_feed(store, url, now=NOW)


def test_parse_feed_is_not_tricked_into_reading_a_path(tmp_path: Path) -> None:
    local = tmp_path / "local.xml"
    local.write_text(rss_body(RSS_ITEMS))
    with pytest.raises(Exception, match="not an RSS or Atom feed"):
        parse_feed(str(local).encode(), "https://evil.example/feed")


# --- the pull -----------------------------------------------------------------------------------------


async def test_pull_stores_rss_and_atom_and_collects_errors(store: Store, base_url: str,
                                                            closed_port_url: str) -> None:
    for path in ("rss.xml", "atom.xml", "broken", "shop"):
        add_feed(store, f"{base_url}/{path}", now=NOW, policy=LOCAL)
    add_feed(store, closed_port_url, now=NOW, policy=LOCAL)
    results = await pull_all(store)

    rss_result, atom_result = results["rss.xml"], results["atom.xml"]
    assert (rss_result.status, rss_result.new, rss_result.unchanged, rss_result.skipped) == ("ok", 3, 1, 1)
    assert rss_result.name == "Island News" and rss_result.http_status == 200
    assert (atom_result.status, atom_result.new, atom_result.name) == ("ok", 2, "Science Weekly")

    assert results["broken"].status == "error" and results["broken"].error == "HTTP 500"
    assert results["broken"].http_status == 500
    assert results["shop"].status == "error" and results["shop"].error.startswith("not an RSS or Atom feed")
    assert results["feed.xml"].status == "error" and results["feed.xml"].error.startswith("cannot connect")
    assert store.count("feed") == 5

    by_url = {f.url.rsplit("/", 1)[-1]: f for f in list_feeds(store)}
    assert by_url["broken"].last_status == "error" and by_url["broken"].last_error == "HTTP 500"
    assert by_url["rss.xml"].etag == '"rss-v1"' and by_url["rss.xml"].items == 3
    assert by_url["atom.xml"].last_modified == ATOM_LAST_MODIFIED


async def test_items_are_plain_text_with_iso_dates(store: Store, base_url: str) -> None:
    add_feed(store, f"{base_url}/rss.xml", now=NOW, policy=LOCAL)
    add_feed(store, f"{base_url}/atom.xml", now=NOW, policy=LOCAL)
    await pull_all(store)
    sighting = store.document("feed", "https://news.example/quokka")
    assert sighting is not None
    assert sighting.title == "Quokka sighting on Rottnest"
    assert sighting.text == "Seen near the lighthouse & jetty"
    assert sighting.published == "2025-03-01T08:00:00+00:00" and sighting.guid == "guid-1"
    genes = store.document("feed", "https://science.example/quokka-genes")
    assert genes is not None and genes.text == "Island quokkas show low genetic diversity."
    assert genes.published == "2025-01-14T22:00:00+00:00"  # normalised to UTC
    assert store.document("feed", "tag:nolink") is None


async def test_conditional_get_and_304(store: Store, base_url: str) -> None:
    add_feed(store, f"{base_url}/rss.xml", now=NOW, policy=LOCAL)
    add_feed(store, f"{base_url}/atom.xml", now=NOW, policy=LOCAL)
    first = await pull_all(store)
    assert first["rss.xml"].status == "ok"
    second = await pull_all(store)
    assert second["rss.xml"].status == "not_modified" and second["rss.xml"].http_status == 304
    assert second["atom.xml"].status == "not_modified"
    assert STATE.seen("/rss.xml")[-1]["if-none-match"] == '"rss-v1"'
    assert STATE.seen("/atom.xml")[-1]["if-modified-since"] == ATOM_LAST_MODIFIED
    assert "if-none-match" not in STATE.seen("/rss.xml")[0]

    STATE.rss_items.append(EXTRA_ITEM)
    STATE.rss_version = 2
    third = await pull_all(store)
    assert (third["rss.xml"].status, third["rss.xml"].new, third["rss.xml"].unchanged) == ("ok", 1, 4)
    assert store.count("feed") == 6


async def test_one_feed_can_be_pulled_alone(store: Store, base_url: str) -> None:
    add_feed(store, f"{base_url}/rss.xml", name="island", now=NOW, policy=LOCAL)
    add_feed(store, f"{base_url}/broken", now=NOW, policy=LOCAL)
    results = await pull_all(store, only=["island"])
    assert list(results) == ["rss.xml"]


async def test_oversize_feed_is_an_error(store: Store, base_url: str) -> None:
    add_feed(store, f"{base_url}/huge.xml", now=NOW, policy=LOCAL)
    results = await pull_all(store, max_bytes=10_000)
    assert results["huge.xml"].status == "error" and "larger than" in results["huge.xml"].error
    assert store.count("feed") == 0


async def test_pull_is_concurrent_but_bounded(store: Store) -> None:
    in_flight = 0
    peak = 0

    async def handler(request: httpx.Request) -> httpx.Response:
        nonlocal in_flight, peak
        in_flight += 1
        peak = max(peak, in_flight)
        for _ in range(20):  # yield to the loop so other pulls can start
            await asyncio.sleep(0)
        in_flight -= 1
        return httpx.Response(200, content=rss_body(RSS_ITEMS[:1]).encode())

    for n in range(6):
        add_feed(store, f"https://feeds.example/{n}.xml", now=NOW)
    async with httpx.AsyncClient(transport=httpx.MockTransport(handler)) as client:
        results = await pull(store, client, now=NOW, concurrency=2, resolver=public_resolver)
    assert len(results) == 6 and all(r.status == "ok" for r in results)
    assert peak == 2


async def test_unexpected_failure_in_one_feed_is_contained(store: Store) -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        if request.url.path == "/bad.xml":
            raise RuntimeError("transport exploded")
        return httpx.Response(200, content=rss_body(RSS_ITEMS[:1]).encode())

    add_feed(store, "https://feeds.example/bad.xml", now=NOW)
    add_feed(store, "https://feeds.example/good.xml", now=NOW)
    async with httpx.AsyncClient(transport=httpx.MockTransport(handler)) as client:
        results = {r.url.rsplit("/", 1)[-1]: r for r in await pull(store, client, now=NOW,
                                                                         resolver=public_resolver)}
    assert results["bad.xml"].status == "error" and "transport exploded" in results["bad.xml"].error
    assert results["good.xml"].status == "ok"


# --- the rss provider ---------------------------------------------------------------------------------


@pytest.fixture
async def pulled_db(tmp_path: Path, base_url: str) -> Path:
    db = tmp_path / "feeds.db"
    with Store(db) as s:
        add_feed(s, f"{base_url}/rss.xml", now=NOW, policy=LOCAL)
        add_feed(s, f"{base_url}/atom.xml", now=NOW, policy=LOCAL)
        await pull_all(s)
    return db


@pytest.mark.parametrize(
    ("freshness", "now", "expected"),
    [
        (None, NOW, {"quokka", "census", "history", "quokka-genes"}),
        (Freshness.DAY, NOW, {"quokka"}),
        (Freshness.WEEK, NOW, {"quokka", "census"}),
        (Freshness.MONTH, NOW, {"quokka", "census"}),
        (Freshness.YEAR, NOW, {"quokka", "census", "history", "quokka-genes"}),
        (Freshness.WEEK, datetime(2025, 6, 1, tzinfo=timezone.utc), set()),
        (Freshness.MONTH, datetime(2025, 2, 10, tzinfo=timezone.utc), {"quokka-genes"}),
    ],
)
async def test_rss_provider_freshness(pulled_db: Path, freshness: Freshness | None, now: datetime,
                                      expected: set[str]) -> None:
    provider = RssFeeds(pulled_db)
    hits = await provider.search(PlannedQuery("quokka", freshness=freshness), SearchOptions(now=now), CREDS)
    assert {h.url.rsplit("/", 1)[-1] for h in hits} == expected
    assert all(h.provider == "rss" and h.url.startswith("https://") and h.published for h in hits)
    assert [h.position for h in hits] == list(range(1, len(hits) + 1))


async def test_rss_provider_time_range_and_fields(pulled_db: Path) -> None:
    provider = RssFeeds(pulled_db)
    assert provider.capabilities.name == "rss" and provider.capabilities.local is True
    assert provider.capabilities.needs_key is False
    query = PlannedQuery("quokka", time_range=TimeRange(date(2025, 2, 20), date(2025, 2, 28)))
    hits = await provider.search(query, SearchOptions(now=NOW), CREDS)
    assert [h.url for h in hits] == ["https://news.example/census"]
    assert hits[0].title == "Quokka census results" and hits[0].score is not None and hits[0].score > 0.5
    narwhal = await provider.search(PlannedQuery("narwhal tusks salinity"), SearchOptions(now=NOW), CREDS)
    assert narwhal[0].url == "https://science.example/narwhal" and "salinity" in narwhal[0].snippet


def test_date_window_is_pure() -> None:
    assert date_window(PlannedQuery("x"), NOW) == (None, None)
    assert date_window(PlannedQuery("x", freshness=Freshness.DAY), NOW) == (
        "2025-02-28T12:00:00+00:00", "2025-03-02T12:00:00+00:00")


async def test_rss_provider_on_missing_db(tmp_path: Path) -> None:
    hits = await RssFeeds(tmp_path / "none.db").search(PlannedQuery("quokka", freshness=Freshness.DAY),
                                                       SearchOptions(now=NOW), CREDS)
    assert hits == []


async def test_kb_and_feed_sources_do_not_mix(pulled_db: Path) -> None:
    from groundwire.engines.providers.localkb import LocalKnowledgeBase

    assert await LocalKnowledgeBase(pulled_db).search(PlannedQuery("quokka"), SearchOptions(), CREDS) == []


# --- the CLI ------------------------------------------------------------------------------------------


def test_feeds_cli(tmp_path: Path, base_url: str) -> None:
    runner = CliRunner()
    env = {"GROUNDWIRE_HOME": str(tmp_path / "home"), "GROUNDWIRE_FETCH_ALLOW_HOSTS": "127.0.0.1"}

    added = runner.invoke(feeds_app, ["add", f"{base_url}/rss.xml", "--name", "island"], env=env)
    assert added.exit_code == 0 and "added feed" in added.output and "(island)" in added.output
    assert runner.invoke(feeds_app, ["add", f"{base_url}/broken"], env=env).exit_code == 0

    pulled = runner.invoke(feeds_app, ["pull", "--json"], env=env)
    assert pulled.exit_code == 0, pulled.output
    summary = {r["url"].rsplit("/", 1)[-1]: r for r in json.loads(pulled.stdout)}
    assert summary["rss.xml"]["new"] == 3 and summary["broken"]["error"] == "HTTP 500"

    text = runner.invoke(feeds_app, ["pull"], env=env)
    assert text.exit_code == 0 and "island: not modified" in text.output and "error: HTTP 500" in text.output

    listed = json.loads(runner.invoke(feeds_app, ["list", "--json"], env=env).stdout)
    assert [(f["name"], f["items"]) for f in listed] == [("island", 3), (None, 0)]
    assert "items=3" in runner.invoke(feeds_app, ["list"], env=env).output

    removed = runner.invoke(feeds_app, ["remove", "island"], env=env)
    assert removed.exit_code == 0 and "3 items deleted" in removed.output


@pytest.mark.parametrize("args", [["remove", "nothing-here"], ["add", "not a url"]])
def test_feeds_cli_usage_errors(tmp_path: Path, args: list[str]) -> None:
    result = CliRunner().invoke(feeds_app, args, env={"GROUNDWIRE_HOME": str(tmp_path)})
    assert result.exit_code == 2
    assert result.output.startswith("error: ") and result.output.count("\n") == 1
    assert "Traceback" not in result.output
