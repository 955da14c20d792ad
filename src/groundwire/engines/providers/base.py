"""The provider contract (after SearXNG's engines).

A provider is small and mostly pure:

* :class:`Capabilities` says what it needs and can do.
* An :class:`HttpProvider` only *builds* an ``httpx.Request`` and *parses* an ``httpx.Response``; the shared
  executor (``groundwire.engines.router``) does every bit of I/O: caching, rate limiting, retries, the breaker, timing.
* A :class:`DirectProvider` (a library such as ddgs, or the local store) implements ``search()`` itself.

Both raise only :mod:`groundwire.errors` ``ProviderError`` subclasses.
"""

from __future__ import annotations

import html
import json
import math
import re
from abc import ABC, abstractmethod
from dataclasses import dataclass
from datetime import datetime, timezone
from email.utils import parsedate_to_datetime
from typing import Any, ClassVar, NamedTuple

import httpx

from ... import textsafe
from ...errors import (
    AuthError,
    BadRequestError,
    MalformedResponseError,
    NotConfiguredError,
    ProviderError,
    QuotaError,
    RateLimitError,
    UpstreamUnavailableError,
    UsageError,
)
from ...models import Hit, PlannedQuery, SearchOptions


@dataclass(frozen=True, slots=True)
class Capabilities:
    name: str
    needs_key: bool
    key_env: str | None = None  # conventional environment variable holding the key
    url_env: str | None = None  # conventional env var holding an instance URL (SearXNG)
    default_base_url: str | None = None  # None: must be configured (SearXNG)
    supports_freshness: bool = True
    supports_language: bool = True
    max_results: int = 20
    rate_limit: tuple[int, float] = (1, 1.0)  # (requests, per seconds): the documented free tier
    max_concurrency: int = 4
    weight: float = 1.0  # engine weight in rank fusion
    local: bool = False  # no network: the local knowledge base, the feed store

    @property
    def base_url_env(self) -> str:
        """The override every provider has, e.g. ``GROUNDWIRE_BRAVE_URL``."""
        return f"GROUNDWIRE_{self.name.upper().replace('-', '_')}_URL"


@dataclass(frozen=True, slots=True)
class Credentials:
    """What a provider needs to be called. ``repr`` never shows the key."""

    api_key: str | None
    base_url: str | None

    def __repr__(self) -> str:  # keys must never leak into logs or tracebacks
        shown = "set" if self.api_key else "none"
        return f"Credentials(api_key=<{shown}>, base_url={_public_url(self.base_url)!r})"


def _public_url(url: str | None) -> str | None:
    """A URL without user:password@ and without its query (an instance URL may carry a token)."""
    if not url:
        return url
    try:
        parts = httpx.URL(url)
    except (httpx.InvalidURL, TypeError, ValueError):
        return "<unparsable URL>"
    return str(parts.copy_with(userinfo=b"", query=None, fragment=None))


class Provider(ABC):
    capabilities: ClassVar[Capabilities]

    @property
    def name(self) -> str:
        return self.capabilities.name

    def count_for(self, opts: SearchOptions) -> int:
        """How many results to ask for and keep: ``opts.count`` clamped to 1..``max_results``."""
        return max(1, min(opts.count, self.capabilities.max_results))


class RequestParts(NamedTuple):
    """What every HTTP adapter checks before it builds a request."""

    text: str  # the stripped, non-empty query text
    api_key: str  # "" for keyless providers
    base_url: str  # without a trailing slash
    count: int  # clamped by ``Provider.count_for``


class HttpProvider(Provider):
    """Pure request building and response parsing; the executor does the I/O."""

    def _prepare(self, query: PlannedQuery, opts: SearchOptions, creds: Credentials) -> RequestParts:
        """Check the key (when needed), the base URL and the query text; raise the typed error for the first gap."""
        caps = self.capabilities
        if caps.needs_key and not creds.api_key:
            raise NotConfiguredError(self.name, f"no API key (set {caps.key_env})")
        base = (creds.base_url or caps.default_base_url or "").rstrip("/")
        if not base:
            raise NotConfiguredError(self.name, f"no instance URL (set {caps.url_env})")
        return RequestParts(query_text(query), creds.api_key or "", base, self.count_for(opts))

    def _hits(self, rows: list[tuple[str, str, str, str | None, float | None]], opts: SearchOptions) -> list[Hit]:
        """:func:`make_hits` for this provider, keeping at most :meth:`count_for` hits."""
        return make_hits(self.name, rows, self.count_for(opts))

    @abstractmethod
    def build_request(self, query: PlannedQuery, opts: SearchOptions, creds: Credentials) -> httpx.Request:
        ...

    @abstractmethod
    def parse(self, response: httpx.Response, query: PlannedQuery, opts: SearchOptions) -> list[Hit]:
        """Map a response to hits, or raise a typed ``ProviderError`` for error statuses and bad bodies."""


class DirectProvider(Provider):
    """A provider that does its own I/O (a Python library, or local storage)."""

    @abstractmethod
    async def search(self, query: PlannedQuery, opts: SearchOptions, creds: Credentials) -> list[Hit]:
        ...


# --- helpers shared by adapters (pure) -------------------------------------------------------------

MAX_RETRY_AFTER_S = 366 * 86_400.0  # a Retry-After longer than a year (or infinite) is read as a year

_TAG = re.compile(r"<[^>]+>")
_WS = re.compile(r"\s+")


def query_text(query: PlannedQuery) -> str:
    """The stripped query text; ``UsageError`` when nothing is left."""
    text = (query.text or "").strip()
    if not text:
        raise UsageError("empty query")
    return text


def language_tag(language: str | None) -> str | None:
    """``" pt_BR "`` -> ``"pt-br"``: stripped, lower case, ``-`` separated. ``None`` when no language is given."""
    if not language:
        return None
    return language.strip().lower().replace("_", "-")


def clean_text(value: Any) -> str:
    """Strip markup such as Brave's ``<strong>`` highlights, unescape entities, fold whitespace."""
    if value is None:
        return ""
    text = textsafe.clean_str(html.unescape(_TAG.sub("", str(value))))
    return _WS.sub(" ", text).strip()


def parse_retry_after(value: str | None, now: datetime | None = None) -> float | None:
    """``Retry-After`` as seconds: either delta-seconds or an HTTP date. ``None`` when absent or unreadable."""
    if not value:
        return None
    value = value.strip()
    try:
        seconds = float(value)
    except ValueError:
        pass
    else:  # "inf", "1e400" and 400 nines are a wait no clock can hold: the longest we take; "nan" says nothing
        return None if math.isnan(seconds) else min(max(0.0, seconds), MAX_RETRY_AFTER_S)
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if when is None:
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    now = now or datetime.now(timezone.utc)
    return min(max(0.0, (when - now).total_seconds()), MAX_RETRY_AFTER_S)


def error_message(response: httpx.Response) -> str:
    """A short, key-free description of an error body (JSON ``error``/``message``/``detail`` or text)."""
    try:
        body = textsafe.loads(response.content)
    except (ValueError, json.JSONDecodeError):
        text = textsafe.decode_bytes(response.content).strip().replace("\n", " ")
        return text[:200] or f"HTTP {response.status_code}"
    for path in (("error", "detail"), ("error", "message"), ("error", "code"), ("detail", "error"),
                 ("message",), ("detail",), ("error",), ("readableMessage",), ("tag",)):
        node: Any = body
        for key in path:
            node = node.get(key) if isinstance(node, dict) else None
        if isinstance(node, str) and node:
            return node[:200]
    return f"HTTP {response.status_code}"


def raise_for_status(provider: str, response: httpx.Response) -> None:
    """Map an HTTP error status to the typed error every adapter shares. 2xx returns quietly.

    Adapters handle their own special cases (Brave's 422 bad key, Tavily's 432/433, Serper's 400 out of
    credits) *before* calling this.
    """
    status = response.status_code
    if status < 400:
        return
    message = error_message(response)
    if status == 429:
        raise RateLimitError(provider, message, retry_after=parse_retry_after(response.headers.get("retry-after")))
    if status in (401, 403):
        raise AuthError(provider, message, status=status)
    if status == 402:
        raise QuotaError(provider, message, status=status)
    if status >= 500:
        raise UpstreamUnavailableError(provider, message, status=status)
    if status in (400, 404, 405, 409, 413, 414, 422):
        raise BadRequestError(provider, message, status=status)
    raise ProviderError(provider, message, status=status)


def json_body(provider: str, response: httpx.Response) -> Any:
    """The decoded JSON body (strings repaired by :mod:`groundwire.textsafe`), or ``MalformedResponseError``."""
    try:
        return textsafe.loads(response.content)
    except (ValueError, json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise MalformedResponseError(provider, f"response is not JSON ({exc.__class__.__name__})") from None


def json_object(provider: str, response: httpx.Response) -> dict[str, Any]:
    """The decoded JSON body, which must be an object; otherwise ``MalformedResponseError``."""
    body = json_body(provider, response)
    if not isinstance(body, dict):
        raise MalformedResponseError(provider, f"body is {type(body).__name__}, expected an object")
    return body


def require_list(provider: str, node: Any, where: str) -> list[Any]:
    if node is None:
        return []
    if not isinstance(node, list):
        raise MalformedResponseError(provider, f"{where} is {type(node).__name__}, expected a list")
    return node


def require_dicts(provider: str, node: Any, where: str) -> list[dict[str, Any]]:
    """The objects in a JSON list (other entries are skipped); ``[]`` for ``None``, an error for a non-list."""
    return [item for item in require_list(provider, node, where) if isinstance(item, dict)]


def as_number(value: Any) -> float | None:
    """A JSON number (a score, a retry delay) as a finite ``float``; ``None`` for anything else: booleans, and
    ``NaN`` / ``1e400`` (read as inf), which JSON output could not carry back out."""
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return None
    try:
        number = float(value)
    except OverflowError:  # an integer beyond a float's range
        return None
    return number if math.isfinite(number) else None


def as_str(value: Any) -> str | None:
    """``value`` when it is a string, else ``None``."""
    return value if isinstance(value, str) else None


def first_text(item: dict[str, Any], keys: tuple[str, ...], limit: int) -> str:
    """The first non-blank string among ``item[key]`` for ``keys``, cut to ``limit`` characters; ``""`` when none."""
    for key in keys:
        value = item.get(key)
        if isinstance(value, str) and value.strip():
            return value[:limit]
    return ""


def body_retry_after(response: httpx.Response, *path: str) -> float | None:
    """A non-negative number of seconds at ``path`` in a JSON body (e.g. ``"error", "retry_after_seconds"``)."""
    try:
        node: Any = textsafe.loads(response.content)
    except ValueError:
        return None
    for key in path:
        node = node.get(key) if isinstance(node, dict) else None
    value = as_number(node)
    return value if value is not None and value >= 0 else None


def retry_after(response: httpx.Response, now: datetime | None, *body_path: str) -> float | None:
    """The ``Retry-After`` header in seconds, else (when ``body_path`` is given) :func:`body_retry_after`."""
    seconds = parse_retry_after(response.headers.get("retry-after"), now)
    if seconds is None and body_path:
        seconds = body_retry_after(response, *body_path)
    return seconds


def make_hits(provider: str, rows: list[tuple[str, str, str, str | None, float | None]], count: int) -> list[Hit]:
    """Turn ``(url, title, snippet, published, score)`` rows into positioned hits, skipping rows with no
    http(s) URL and keeping at most ``count``."""
    hits: list[Hit] = []
    for url, title, snippet, published, score in rows:
        if not isinstance(url, str) or not url.startswith(("http://", "https://")):
            continue
        hits.append(
            Hit(
                url=textsafe.clean_str(url),
                title=clean_text(title) or url,
                snippet=clean_text(snippet),
                provider=provider,
                position=len(hits) + 1,
                published=published or None,
                score=score,
            )
        )
        if len(hits) >= count:
            break
    return hits


# --- dates in result rows (pure) ----------------------------------------------------------------------


def rfc1123_to_iso(value: Any) -> str | None:
    """``"Tue, 11 Mar 2025 17:00:00 GMT"`` -> ``"2025-03-11T17:00:00+00:00"``; ISO input passes through."""
    if not isinstance(value, str) or not value.strip():
        return None
    value = value.strip()
    if value[:4].isdigit():
        return value
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return when.isoformat()


def parse_human_date(value: Any, now: datetime | None) -> str | None:
    """``"Sep 12, 2026"`` / ``"3 days ago"`` -> ``"2026-09-12"``; relative forms only when ``now`` is known.

    Wraps dateparser (English only, for speed). Returns ``None`` for anything it cannot read.
    """
    if not isinstance(value, str) or not value.strip():
        return None
    import dateparser  # deferred: dateparser's import is slow and only dated results need it

    settings: dict[str, Any] = {"PREFER_DATES_FROM": "past", "TIMEZONE": "UTC", "RETURN_AS_TIMEZONE_AWARE": True}
    if now is None:
        settings["PARSERS"] = ["timestamp", "custom-formats", "absolute-time"]
    else:
        if now.tzinfo is not None:
            now = now.astimezone(timezone.utc).replace(tzinfo=None)
        settings["RELATIVE_BASE"] = now
    try:
        when = dateparser.parse(value.strip()[:100], languages=["en"], settings=settings)
    except Exception:  # dateparser raises assorted internal errors on odd input
        return None
    return when.date().isoformat() if when else None
