"""The provider contract (after SearXNG's engines).

A provider is small and mostly pure:

* :class:`Capabilities` says what it needs and can do.
* An :class:`HttpProvider` only *builds* an ``httpx.Request`` and *parses* an ``httpx.Response``; the shared
  executor (``groundwire.route``) does every bit of I/O: caching, rate limiting, retries, the breaker, timing.
* A :class:`DirectProvider` (a library such as ddgs, or the local store) implements ``search()`` itself.

Both raise only :mod:`groundwire.errors` ``ProviderError`` subclasses.
"""

from __future__ import annotations

import html
import json
import re
from abc import ABC, abstractmethod
from dataclasses import dataclass
from datetime import datetime, timezone
from email.utils import parsedate_to_datetime
from typing import Any, ClassVar

import httpx

from ..errors import (
    AuthError,
    BadRequestError,
    MalformedResponseError,
    ProviderError,
    QuotaError,
    RateLimitError,
    UpstreamUnavailableError,
)
from ..models import Hit, PlannedQuery, SearchOptions


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
        return f"Credentials(api_key=<{shown}>, base_url={self.base_url!r})"


class Provider(ABC):
    capabilities: ClassVar[Capabilities]

    @property
    def name(self) -> str:
        return self.capabilities.name


class HttpProvider(Provider):
    """Pure request building and response parsing; the executor does the I/O."""

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

_TAG = re.compile(r"<[^>]+>")
_WS = re.compile(r"\s+")


def clean_text(value: Any) -> str:
    """Strip markup such as Brave's ``<strong>`` highlights, unescape entities, fold whitespace."""
    if value is None:
        return ""
    text = html.unescape(_TAG.sub("", str(value)))
    return _WS.sub(" ", text).strip()


def parse_retry_after(value: str | None, now: datetime | None = None) -> float | None:
    """``Retry-After`` as seconds: either delta-seconds or an HTTP date. ``None`` when absent or unreadable."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if when is None:
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    now = now or datetime.now(timezone.utc)
    return max(0.0, (when - now).total_seconds())


def error_message(response: httpx.Response) -> str:
    """A short, key-free description of an error body (JSON ``error``/``message``/``detail`` or text)."""
    try:
        body = response.json()
    except (ValueError, json.JSONDecodeError):
        text = response.text.strip().replace("\n", " ")
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
    """The decoded JSON body, or ``MalformedResponseError``."""
    try:
        return response.json()
    except (ValueError, json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise MalformedResponseError(provider, f"response is not JSON ({exc.__class__.__name__})") from None


def require_list(provider: str, node: Any, where: str) -> list[Any]:
    if node is None:
        return []
    if not isinstance(node, list):
        raise MalformedResponseError(provider, f"{where} is {type(node).__name__}, expected a list")
    return node


def make_hits(provider: str, rows: list[tuple[str, str, str, str | None, float | None]], count: int) -> list[Hit]:
    """Turn ``(url, title, snippet, published, score)`` rows into positioned hits, skipping rows with no
    http(s) URL and keeping at most ``count``."""
    hits: list[Hit] = []
    for url, title, snippet, published, score in rows:
        if not isinstance(url, str) or not url.startswith(("http://", "https://")):
            continue
        hits.append(
            Hit(
                url=url,
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
