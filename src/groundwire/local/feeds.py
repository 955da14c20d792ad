"""RSS/Atom subscriptions and the pull: concurrent (bounded), conditional GET, parsed by feedparser.

Subscriptions live in the same SQLite file as the documents (see :mod:`.store`). A pull never raises for one
bad feed: an HTTP error, an unreachable host, a body that is not a feed or an over-size body becomes an
``error`` entry with a reason in the returned summary (and in the feed's ``last_error``).

Feeds pass the same SSRF vetting as deep-read (:func:`groundwire.read.fetch.check_url`): every hop, redirects
included, is checked before connecting and the connection goes to the checked address. Private, loopback and
link-local feeds need the same opt-in as deep-read (``[read] allow_private`` or ``allow_hosts`` /
``GROUNDWIRE_FETCH_ALLOW_HOSTS``); cloud metadata addresses are refused always. ``add`` refuses what can be judged
without DNS (IP literals, metadata and ``localhost`` names); ``pull`` checks the rest.
"""

from __future__ import annotations

import asyncio
import io
from dataclasses import asdict, dataclass
from datetime import datetime, timezone
from typing import Any, Literal
from urllib.parse import urlsplit

import feedparser
import httpx

from ..errors import FetchError, UnsafeURLError, UsageError
from ..engines.providers.base import clean_text
from ..read.fetch import REDIRECT_STATUSES, FetchPolicy, Resolver, check_url
from ..read.fetch import _pinned_request as pinned_request  # the same pinned, vetted request deep-read sends
from ..textsafe import CLIPPED_CHARS, clipped, quoted, safe_char_refs
from .feed_cap import MAX_FEED_ITEMS, first_entries
from .store import Feed, Store, content_fingerprint, iso_utc

DEFAULT_CONCURRENCY = 4
MAX_FEED_BYTES = 5 * 1024 * 1024
ACCEPT = "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.5"
USER_AGENT = "groundwire-feeds/0.1"
OPT_IN_HINT = "a local feed needs [read] allow_private = true or its host in allow_hosts / GROUNDWIRE_FETCH_ALLOW_HOSTS"


def feed_policy(*, allow_private: bool = False, allow_hosts: frozenset[str] | list[str] = frozenset()) -> FetchPolicy:
    """The vetting policy for feeds: deep-read's, with the feeds' user agent (``settings.read`` opt-ins)."""
    return FetchPolicy(allow_private=allow_private, allow_hosts=frozenset(allow_hosts), user_agent=USER_AGENT)

PullStatus = Literal["ok", "not_modified", "error"]


@dataclass
class FeedPull:
    """What pulling one feed did."""

    url: str
    name: str | None
    status: PullStatus
    http_status: int | None = None
    new: int = 0
    updated: int = 0
    unchanged: int = 0
    skipped: int = 0  # entries with no http(s) link or guid, or past MAX_FEED_ITEMS
    error: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True, slots=True)
class FeedItem:
    uri: str
    guid: str | None
    title: str
    text: str
    published: str | None


class _FeedFailure(Exception):
    def __init__(self, reason: str, http_status: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.http_status = http_status


# --- subscriptions ------------------------------------------------------------------------------------


async def _no_dns(host: str) -> list[str]:
    return []  # names are judged at pull time, when they are resolved


def validate_feed_url(url: str, policy: FetchPolicy | None = None) -> str:
    """An absolute http(s) URL with a host that passes the SSRF vetting as far as it can without DNS, or
    ``UsageError``."""
    url = (url or "").strip()
    try:
        parts = urlsplit(url)
    except ValueError as exc:
        raise UsageError(f"not a valid URL: {quoted(url, CLIPPED_CHARS)} ({exc})") from None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise UsageError(f"feed URL must be an absolute http(s) URL (got {quoted(url, CLIPPED_CHARS)})")
    vetting = check_url(url, policy=policy or feed_policy(), resolver=_no_dns)
    try:  # check_url awaits nothing but the resolver, which answers at once: drive it without an event loop
        vetting.send(None)
    except StopIteration:
        pass
    except UnsafeURLError as exc:
        raise UsageError(f"refused feed URL {clipped(url)}: {clipped(exc.reason)} ({OPT_IN_HINT})") from None
    except FetchError:
        pass  # "no address": a name, resolved and checked at pull time
    finally:
        vetting.close()
    return url


def add_feed(store: Store, url: str, *, name: str | None = None, now: datetime,
             policy: FetchPolicy | None = None) -> Feed:
    return store.add_feed(validate_feed_url(url, policy), name=(name or "").strip() or None, now=now)


def list_feeds(store: Store) -> list[Feed]:
    return store.feeds()


def remove_feed(store: Store, url_or_name: str) -> tuple[Feed, int]:
    """Unsubscribe by URL, name or id; returns the feed and how many of its items were deleted."""
    feed = store.feed(url_or_name)
    if feed is None:
        raise UsageError(f"no such feed: {url_or_name!r}")
    return feed, store.remove_feed(feed.id)


# --- parsing (pure) -----------------------------------------------------------------------------------


def _http_url(value: Any) -> str | None:
    if isinstance(value, str) and value.strip().lower().startswith(("http://", "https://")):
        return value.strip()
    return None


def _entry_date(entry: Any) -> str | None:
    for key in ("published_parsed", "updated_parsed", "created_parsed"):
        parsed = entry.get(key)
        if parsed:
            try:
                return iso_utc(datetime(*parsed[:6], tzinfo=timezone.utc))
            except (TypeError, ValueError):
                continue
    return None


def parse_feed(body: bytes, url: str, content_type: str | None = None) -> tuple[str | None, list[FeedItem], int]:
    """``(feed title, items, skipped entries)`` from an RSS 2.0 / Atom body, or ``_FeedFailure``.

    The body goes to feedparser as a stream: given bytes or a string it may treat them as a path or URL. Only the
    first ``MAX_FEED_ITEMS`` entries are parsed (feedparser's time grows with every entry); the rest count as skipped.
    """
    body, skipped = first_entries(body, MAX_FEED_ITEMS)
    headers = {"content-location": url}
    if content_type:
        headers["content-type"] = content_type
    parsed = feedparser.parse(io.BytesIO(safe_char_refs(body)), response_headers=headers)  # "&#xD800;" crashed it
    if not parsed.get("version") and not parsed.entries:
        problem = parsed.get("bozo_exception")
        detail = f" ({clean_text(problem)[:120]})" if problem else ""
        raise _FeedFailure(f"not an RSS or Atom feed{detail}")
    items: list[FeedItem] = []
    for entry in parsed.entries:
        guid = entry.get("id") or entry.get("guid") or None
        link = _http_url(entry.get("link")) or _http_url(guid)
        if link is None:
            skipped += 1
            continue
        summary = clean_text(entry.get("summary"))
        contents = entry.get("content") or []
        content = clean_text(contents[0].get("value")) if contents else ""
        text = content if len(content) > len(summary) else summary
        title = clean_text(entry.get("title")) or link
        items.append(FeedItem(uri=link, guid=str(guid) if guid else None, title=title, text=text,
                              published=_entry_date(entry)))
    title = clean_text(parsed.feed.get("title")) or None
    return title, items, skipped


# --- the pull -----------------------------------------------------------------------------------------


async def _fetch(client: httpx.AsyncClient, feed: Feed, max_bytes: int, policy: FetchPolicy,
                 resolver: Resolver | None) -> tuple[int, httpx.Headers, bytes]:
    headers = {"Accept": ACCEPT}
    if feed.etag:
        headers["If-None-Match"] = feed.etag
    if feed.last_modified:
        headers["If-Modified-Since"] = feed.last_modified
    current = feed.url
    try:
        for hop in range(policy.max_redirects + 1):
            try:
                target = await check_url(current, policy=policy, resolver=resolver)
            except UnsafeURLError as exc:
                where = f"redirect {hop} to {current}: " if hop else ""
                raise _FeedFailure(f"refused: {where}{exc.reason} ({OPT_IN_HINT})") from None
            except FetchError as exc:
                raise _FeedFailure(exc.reason) from None
            request = pinned_request(target, policy)
            request.headers.update(headers)
            response = await client.send(request, stream=True, follow_redirects=False)
            try:
                if response.status_code in REDIRECT_STATUSES and response.headers.get("location"):
                    current = str(target.url.join(response.headers["location"]))
                    continue
                if response.status_code != 200:
                    return response.status_code, response.headers, b""
                chunks: list[bytes] = []
                size = 0
                async for chunk in response.aiter_bytes():
                    size += len(chunk)
                    if size > max_bytes:
                        raise _FeedFailure(f"feed larger than {max_bytes} bytes", 200)
                    chunks.append(chunk)
                return 200, response.headers, b"".join(chunks)
            finally:
                await response.aclose()
        raise _FeedFailure(f"too many redirects (more than {policy.max_redirects})")
    except httpx.TimeoutException:
        raise _FeedFailure("timed out") from None
    except httpx.ConnectError as exc:
        raise _FeedFailure(f"cannot connect: {exc}") from None
    except (httpx.HTTPError, httpx.InvalidURL) as exc:
        raise _FeedFailure(f"{type(exc).__name__}: {exc}") from None


def _store_items(store: Store, feed: Feed, items: list[FeedItem], now: datetime, result: FeedPull) -> None:
    for item in items:
        outcome = store.upsert(
            source="feed",
            uri=item.uri,
            title=item.title,
            text=item.text,
            published=item.published,
            fingerprint=content_fingerprint(item.uri, item.title, item.text, item.published),
            now=now,
            feed_id=feed.id,
            guid=item.guid,
        )
        if outcome == "added":
            result.new += 1
        elif outcome == "updated":
            result.updated += 1
        else:
            result.unchanged += 1


async def _pull_one(store: Store, client: httpx.AsyncClient, feed: Feed, now: datetime, max_bytes: int,
                    gate: asyncio.Semaphore, policy: FetchPolicy, resolver: Resolver | None) -> FeedPull:
    result = FeedPull(url=feed.url, name=feed.name, status="ok")
    stamp = iso_utc(now)
    try:
        async with gate:
            status, headers, body = await _fetch(client, feed, max_bytes, policy, resolver)
        result.http_status = status
        if status == 304:
            result.status = "not_modified"
            store.update_feed(feed.id, last_pulled=stamp, last_status="not_modified", last_error=None)
            return result
        if status != 200:
            raise _FeedFailure(f"HTTP {status}", status)
        if not body.strip():
            raise _FeedFailure("empty body", status)
        title, items, skipped = parse_feed(body, feed.url, headers.get("content-type"))
        result.skipped = skipped
        _store_items(store, feed, items, now, result)
        if not result.name and title:
            result.name = title
        store.update_feed(
            feed.id,
            name=result.name,
            etag=headers.get("etag"),
            last_modified=headers.get("last-modified"),
            last_pulled=stamp,
            last_status="ok",
            last_error=None,
        )
    except _FeedFailure as failure:
        result.status = "error"
        result.error = failure.reason
        result.http_status = failure.http_status or result.http_status
    except Exception as exc:  # the contract: one broken feed never fails the whole pull
        result.status = "error"
        result.error = f"{type(exc).__name__}: {str(exc)[:200]}"
    if result.status == "error":
        try:
            store.update_feed(feed.id, last_pulled=stamp, last_status="error", last_error=result.error)
        except Exception as exc:  # noqa: BLE001 - the database itself failing is reported, not raised
            result.error = f"{result.error}; and could not record it: {exc}"
    return result


async def pull(
    store: Store,
    client: httpx.AsyncClient,
    *,
    now: datetime,
    concurrency: int = DEFAULT_CONCURRENCY,
    max_bytes: int = MAX_FEED_BYTES,
    only: list[str] | None = None,
    policy: FetchPolicy | None = None,
    resolver: Resolver | None = None,
) -> list[FeedPull]:
    """Fetch every subscribed feed (or ``only`` those URLs/names) concurrently; one summary per feed.

    Every hop is vetted with ``policy`` (default: :func:`feed_policy`, no private addresses) and ``resolver``
    (default: the system's); redirects are followed here, never by ``client``."""
    policy = policy or feed_policy()
    if concurrency < 1:
        raise UsageError(f"concurrency must be >= 1 (got {concurrency})")
    feeds = store.feeds()
    if only:
        wanted = set(only)
        feeds = [f for f in feeds if f.url in wanted or (f.name and f.name in wanted) or str(f.id) in wanted]
    gate = asyncio.Semaphore(concurrency)
    return list(await asyncio.gather(*(_pull_one(store, client, f, now, max_bytes, gate, policy, resolver)
                                      for f in feeds)))
