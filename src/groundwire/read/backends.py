"""Deep-read fetch backends: read pages ourselves (SSRF-safe) or through a reading service.

``[read] backend = "direct" | "jina" | "tavily" | "exa"`` (default ``direct``; env ``GROUNDWIRE_READ_BACKEND``):

* :class:`DirectBackend` -- :func:`groundwire.read.fetch.fetch_many`: vetted, pinned, redirect-checked fetching.
* :class:`JinaReaderBackend` -- ``GET {base}/{url}`` (r.jina.ai), ``Accept: application/json``, optional
  ``Authorization: Bearer $JINA_API_KEY`` (the reader works keyless at a lower rate, so no key is not a reason
  to fall back). Base URL: ``GROUNDWIRE_READER_URL``, default ``https://r.jina.ai``.
* :class:`TavilyExtractBackend` -- ``POST {base}/extract`` with up to 20 URLs per call, ``Bearer $TAVILY_API_KEY``.
* :class:`ExaContentsBackend` -- ``POST {base}/contents`` ``{"urls": [...], "text": true}``, ``x-api-key: $EXA_API_KEY``
  (20 URLs per call: Exa documents no limit, so we keep Tavily's).

Page shape: a service has already extracted the main text, so its pages come back as :class:`BackendPage`
(a :class:`FetchedPage` plus title, date and ``extracted=True``) and :func:`document_of` uses that text as is.
Chosen over synthesising HTML for ``extract()``: that round trip is lossy (trafilatura's size and boilerplate
heuristics can drop short or list-like texts) and adds nothing the service did not give; text without markup has
no hidden elements to strip, and the guard still sanitises every passage. Jina's markdown is flattened to plain
text with markdown-it-py (tokens, not regexes; raw HTML blocks are dropped) so passages read as prose.

SSRF before sending: every URL is vetted by :func:`fetch.check_url` under the same policy as direct reads but
with a resolver that never does DNS. Checked: http/https only, no credentials in the URL, a host is present,
literal IPs in any spelling (``2130706433``, ``0x7f.1``, IPv4 inside IPv6 ...) must be public unless the policy
trusts them, cloud metadata names/addresses are refused always, ``localhost`` / ``*.localhost``, single-label
names and private-use suffixes (``.local``, ``.internal``, ``.lan``, ``.home.arpa`` ...) unless the policy allows
private hosts or lists the host. Other names are *not* resolved: the service resolves and fetches them on its
own network, so ours is not reachable through it. A refused URL never leaves the process. Hosts the policy
trusts (``allow_hosts`` / ``allow_private``) are sent like any other: the service usually cannot reach them, so
with a remote backend such pages come back as per-URL errors (and their addresses are seen by the service).

Failures: what the service reports for one URL (Tavily ``failed_results``, Exa ``statuses[].error``, a Jina
4xx about that page, empty content) becomes that URL's :class:`FetchError`. When the service fails as a whole
(401/402/403, 429, 5xx, timeout, connection error, malformed JSON or the wrong shape; for the batch endpoints
any non-2xx answer) the URLs of that request are read by :class:`DirectBackend` within what is left of the
batch budget: such pages carry ``fallback="<why>"`` and such errors start with ``direct fallback (<why>)``.
Keys travel only in headers and are redacted from every reason.
"""

from __future__ import annotations

import asyncio
import json
import math
import time
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, fields, replace
from datetime import date
from typing import Any, ClassVar, Protocol, runtime_checkable

import httpx
from markdown_it import MarkdownIt

from ..config import Settings, provider_base_url, provider_key
from .. import textsafe
from ..errors import FetchError, UnsafeURLError
from ..engines.providers.base import error_message
from ..engines.providers.tavily import rfc1123_to_iso
from ..rank.urls import normalize_url
from .extract import Extracted, extract, guess_language
from .fetch import FetchedPage, FetchPolicy, Resolver, check_url, fetch_many

BACKEND_NAMES = ("direct", "jina", "tavily", "exa")
JINA_READER_URL = "https://r.jina.ai"
TAVILY_URL = "https://api.tavily.com"
EXA_URL = "https://api.exa.ai"
BATCH_SIZE = 20  # Tavily's documented maximum per /extract call
MIN_FALLBACK_S = 0.05  # below this much budget a direct fallback cannot do anything useful
API_BODY_SLACK = 1_000_000  # bytes of JSON envelope allowed on top of max_bytes per page
PRIVATE_SUFFIXES = (".localhost", ".local", ".internal", ".lan", ".home", ".home.arpa", ".intranet", ".corp",
                    ".private")
JINA_DOWN_STATUSES = frozenset({401, 402, 407, 409, 429})  # about the key/account, not the page


@dataclass(frozen=True, slots=True)
class BackendPage(FetchedPage):
    """A page plus who read it. ``extracted``: ``text`` is already main text (not HTML)."""

    backend: str = "direct"
    title: str = ""
    published: str | None = None  # ISO date, e.g. "2026-10-08"
    extracted: bool = False
    fallback: str | None = None  # why a remote backend's page was read directly instead


@runtime_checkable
class FetchBackend(Protocol):
    name: str
    remote: bool  # True: URLs leave for a third party; ``client`` is for its API

    async def fetch_many(
        self, urls: Sequence[str] | Iterable[str], *, policy: FetchPolicy = ..., client: httpx.AsyncClient | None = None
    ) -> list[FetchedPage | FetchError]:
        """Results in input order; a failed URL is its FetchError (never raised)."""
        ...


# --------------------------------------------------------------------------- pure helpers


def read_by(result: FetchedPage | FetchError, default: str = "direct") -> str:
    """Which backend produced ``result``."""
    return result.backend if isinstance(result, BackendPage) else default


def document_of(page: FetchedPage, *, today: date | None = None) -> Extracted:
    """Title, main text and date of a fetched page: a service's text as is, HTML through :func:`extract`."""
    if isinstance(page, BackendPage) and page.extracted:
        return Extracted(title=page.title, text=page.text, date=page.published,
                         language=guess_language(page.text or page.title), hidden_removed=0)
    return extract(page.text, url=page.final_url, today=today)


_MARKDOWN = MarkdownIt("commonmark")


def markdown_to_text(markdown: str) -> str:
    """Plain text of Markdown: one block per line group; link text kept, images and raw HTML dropped."""
    try:
        tokens = _MARKDOWN.parse(markdown or "")
    except Exception:  # markdown-it is robust, but a reader must never crash on one page
        return markdown or ""
    blocks: list[str] = []
    for token in tokens:
        if token.type == "inline":
            parts: list[str] = []
            for child in token.children or []:
                if child.type in ("text", "code_inline"):
                    parts.append(child.content)
                elif child.type == "softbreak":
                    parts.append(" ")
                elif child.type == "hardbreak":
                    parts.append("\n")
            text = "".join(parts).strip()
            if text:
                blocks.append(text)
        elif token.type in ("fence", "code_block") and token.content.strip():
            blocks.append(token.content.strip())
    return "\n\n".join(blocks)


def iso_date(value: Any) -> str | None:
    """``"Tue, 15 Sep 2026 23:38:37 GMT"`` or ``"2026-09-15T23:38:37.000Z"`` -> ``"2026-09-15"``."""
    iso = rfc1123_to_iso(value)
    if not iso:
        return None
    try:
        return date.fromisoformat(iso[:10]).isoformat()
    except ValueError:
        return None


def cap_text(text: str, max_bytes: int) -> tuple[str, bool]:
    """``text`` cut to at most ``max_bytes`` UTF-8 bytes (never mid-character), and whether it was cut."""
    raw = text.encode("utf-8")
    if len(raw) <= max_bytes:
        return text, False
    return raw[:max_bytes].decode("utf-8", "ignore"), True


def redact(text: str, secret: str | None) -> str:
    return text.replace(secret, "***") if secret and len(secret) >= 4 else text


def match_urls(requested: Sequence[str], returned: Iterable[tuple[str, Any]]) -> dict[str, Any]:
    """Pair what a service returned with what we asked for: exact URL first, then the normalised key."""
    exact: dict[str, Any] = {}
    loose: dict[str, Any] = {}
    for url, item in returned:
        if isinstance(url, str):
            exact.setdefault(url, item)
            loose.setdefault(normalize_url(url), item)
    out: dict[str, Any] = {}
    for url in requested:
        if url in exact:
            out[url] = exact[url]
        elif normalize_url(url) in loose:
            out[url] = loose[normalize_url(url)]
    return out


class _NoDNS(Exception):
    """Raised by the vetting resolver: the name is not resolved on our side."""


async def _no_dns(host: str) -> list[str]:
    raise _NoDNS(host)


async def vet_for_service(url: str, policy: FetchPolicy) -> None:
    """Refuse (UnsafeURLError) a URL we must not hand to a reading service. No DNS, no connection."""
    if not isinstance(url, str):
        raise UnsafeURLError(repr(url), "not a URL string")
    try:
        await check_url(url, policy=policy, resolver=_no_dns)
        return  # an IP literal the policy accepts
    except _NoDNS:
        pass
    host = httpx.URL(url.strip()).host.lower().rstrip(".")
    if policy.allow_private or host in policy.allow_hosts:
        return
    if "." not in host:
        raise UnsafeURLError(url, f"single-label host {host!r} (an internal name)")
    if host.endswith(PRIVATE_SUFFIXES):
        raise UnsafeURLError(url, f"private-use host name {host!r}")


# --------------------------------------------------------------------------- direct


@dataclass(frozen=True)
class DirectBackend:
    """Read pages ourselves with the SSRF-safe fetcher. ``client`` is the page client (None: a safe private one)."""

    resolver: Resolver | None = None
    name: ClassVar[str] = "direct"
    remote: ClassVar[bool] = False

    async def fetch_many(
        self, urls: Sequence[str] | Iterable[str], *, policy: FetchPolicy = FetchPolicy(),
        client: httpx.AsyncClient | None = None,
    ) -> list[FetchedPage | FetchError]:
        return await fetch_many(urls, policy=policy, client=client, resolver=self.resolver)


# --------------------------------------------------------------------------- remote (shared machinery)


class _ServiceDown(Exception):
    """The service failed as a whole for one request: its URLs go to the direct fallback."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


Outcome = BackendPage | FetchError | _ServiceDown


@dataclass(frozen=True, kw_only=True)
class RemoteBackend:
    """Shared flow: vet -> ask the service -> direct fallback for what it could not serve as a whole."""

    api_key: str | None = None
    base_url: str = ""
    fallback: FetchBackend = field(default_factory=DirectBackend)
    name: ClassVar[str] = "remote"
    remote: ClassVar[bool] = True

    def __repr__(self) -> str:  # keys must never reach logs or tracebacks
        return f"{type(self).__name__}(api_key=<{'set' if self.api_key else 'none'}>, base_url={self.base_url!r})"

    async def fetch_many(
        self, urls: Sequence[str] | Iterable[str], *, policy: FetchPolicy = FetchPolicy(),
        client: httpx.AsyncClient | None = None,
    ) -> list[FetchedPage | FetchError]:
        url_list = list(urls)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + policy.batch_budget
        results: list[FetchedPage | FetchError | None] = [None] * len(url_list)
        wanted: dict[str, list[int]] = {}
        for i, url in enumerate(url_list):
            try:
                await vet_for_service(url, policy)
            except FetchError as exc:
                results[i] = exc
                continue
            wanted.setdefault(url, []).append(i)
        outcomes: dict[str, Outcome] = {}
        if wanted:
            async with _api_client(client, policy) as api:
                outcomes = await self._read(list(wanted), policy, api, deadline)
        down = {u: o.reason for u, o in outcomes.items() if isinstance(o, _ServiceDown)}
        if down:
            outcomes.update(await self._fall_back(down, policy, deadline - loop.time()))
        for url, indices in wanted.items():
            outcome = outcomes.get(url) or FetchError(url, f"{self.name} returned no result for this URL")
            for i in indices:
                results[i] = outcome  # type: ignore[assignment]
        return [self._clean(r) for r in results]  # type: ignore[arg-type]

    async def _fall_back(self, down: dict[str, str], policy: FetchPolicy, remaining: float) -> dict[str, Outcome]:
        if remaining < MIN_FALLBACK_S:
            return {u: FetchError(u, f"{why}; no batch budget left to read it directly") for u, why in down.items()}
        urls = list(down)
        pages = await self.fallback.fetch_many(urls, policy=replace(policy, batch_budget=remaining), client=None)
        out: dict[str, Outcome] = {}
        for url, page in zip(urls, pages, strict=True):
            why = down[url]
            if isinstance(page, FetchError):
                out[url] = type(page)(url, f"direct fallback ({why}): {page.reason}")
            else:
                base = {f.name: getattr(page, f.name) for f in fields(FetchedPage)}
                out[url] = BackendPage(**base, backend=read_by(page, self.fallback.name), fallback=why)
        return out

    def _clean(self, result: FetchedPage | FetchError) -> FetchedPage | FetchError:
        if isinstance(result, FetchError) and self.api_key and self.api_key in f"{result.url} {result.reason}":
            return type(result)(redact(result.url, self.api_key), redact(result.reason, self.api_key))
        return result

    # --- per service -----------------------------------------------------------------------------

    async def _read(self, urls: list[str], policy: FetchPolicy, api: httpx.AsyncClient,
                    deadline: float) -> dict[str, Outcome]:
        chunks = [urls[i:i + BATCH_SIZE] for i in range(0, len(urls), BATCH_SIZE)]

        async def one(chunk: list[str]) -> dict[str, Outcome]:
            try:
                return await self._read_batch(chunk, policy, api, deadline)
            except _ServiceDown as down:
                return {u: down for u in chunk}
            except Exception as exc:  # a surprise in one answer must never sink the read step
                return {u: _ServiceDown(f"{self.name}: unexpected {type(exc).__name__}") for u in chunk}

        merged: dict[str, Outcome] = {}
        for part in await asyncio.gather(*(one(c) for c in chunks)):
            merged.update(part)
        return merged

    async def _read_batch(self, urls: list[str], policy: FetchPolicy, api: httpx.AsyncClient,
                          deadline: float) -> dict[str, Outcome]:
        raise NotImplementedError

    async def _call(self, api: httpx.AsyncClient, request: httpx.Request, policy: FetchPolicy, deadline: float,
                    pages: int) -> tuple[int, bytes, httpx.Headers]:
        """Send one API request within ``min(timeout, what is left of the budget)``; read at most a capped body."""
        timeout = min(policy.timeout, deadline - asyncio.get_running_loop().time())
        if timeout <= 0:
            raise _ServiceDown(f"{self.name}: batch budget exhausted before the request was sent")
        request.extensions["timeout"] = httpx.Timeout(timeout).as_dict()
        limit = policy.max_bytes * pages + API_BODY_SLACK
        try:
            async with asyncio.timeout(timeout):
                response = await api.send(request, stream=True)
                try:
                    chunks: list[bytes] = []
                    size = 0
                    async for chunk in response.aiter_bytes():
                        size += len(chunk)
                        if size > limit:
                            raise _ServiceDown(f"{self.name}: response larger than {limit} bytes")
                        chunks.append(chunk)
                finally:
                    await response.aclose()
        except TimeoutError:
            raise _ServiceDown(f"{self.name}: timed out after {timeout:.3g}s") from None
        except httpx.TimeoutException as exc:
            raise _ServiceDown(f"{self.name}: timed out ({type(exc).__name__})") from None
        except httpx.HTTPError as exc:
            raise _ServiceDown(f"{self.name}: {type(exc).__name__} ({redact(str(exc), self.api_key)[:200]})") from None
        return response.status_code, b"".join(chunks), response.headers

    def _status_reason(self, status: int, body: bytes, headers: httpx.Headers) -> str:
        message = error_message(httpx.Response(status, content=body, headers=headers))
        return redact(f"{self.name}: HTTP {status} ({message})", self.api_key)

    def _json(self, body: bytes) -> Any:
        try:
            return textsafe.loads(body)
        except (ValueError, UnicodeDecodeError):
            raise _ServiceDown(f"{self.name}: malformed JSON") from None

    def _page(self, url: str, final_url: Any, text: str, policy: FetchPolicy, *, title: Any, published: Any,
              content_type: str, started: float) -> BackendPage | FetchError:
        if not isinstance(text, str) or not text.strip():
            return FetchError(url, f"{self.name} returned no content for this URL")
        text, truncated = cap_text(text, policy.max_bytes)
        return BackendPage(
            url=url, final_url=final_url if isinstance(final_url, str) and final_url else url, status=200,
            content_type=content_type, text=text, truncated=truncated,
            elapsed_ms=(time.perf_counter() - started) * 1000, backend=self.name,
            title=" ".join(title.split())[:300] if isinstance(title, str) else "", published=iso_date(published),
            extracted=True,
        )


@asynccontextmanager
async def _api_client(client: httpx.AsyncClient | None, policy: FetchPolicy) -> AsyncIterator[httpx.AsyncClient]:
    if client is not None:
        yield client
        return
    async with httpx.AsyncClient(timeout=httpx.Timeout(policy.timeout), follow_redirects=False,
                                 limits=httpx.Limits(max_connections=policy.max_concurrency)) as own:
        yield own


def _items(node: Any, where: str, name: str) -> list[dict[str, Any]]:
    if node is None:
        return []
    if not isinstance(node, list):
        raise _ServiceDown(f"{name}: malformed response ({where} is {type(node).__name__}, expected a list)")
    return [item for item in node if isinstance(item, dict)]


# --------------------------------------------------------------------------- Jina Reader


@dataclass(frozen=True, kw_only=True, repr=False)
class JinaReaderBackend(RemoteBackend):
    """r.jina.ai: one ``GET {base}/{url}`` per page, at most ``policy.max_concurrency`` at a time."""

    base_url: str = JINA_READER_URL
    name: ClassVar[str] = "jina"

    async def _read(self, urls: list[str], policy: FetchPolicy, api: httpx.AsyncClient,
                    deadline: float) -> dict[str, Outcome]:
        slots = asyncio.Semaphore(policy.max_concurrency)

        async def one(url: str) -> Outcome:
            async with slots:
                try:
                    return await self._read_one(url, policy, api, deadline)
                except _ServiceDown as down:
                    return down
                except Exception as exc:  # never let one odd answer sink the batch
                    return _ServiceDown(f"{self.name}: unexpected {type(exc).__name__}")

        outcomes = await asyncio.gather(*(one(u) for u in urls))
        return dict(zip(urls, outcomes, strict=True))

    def build_request(self, url: str, policy: FetchPolicy) -> httpx.Request:
        target = url.strip().split("#", 1)[0]  # fragments never reach a server
        headers = {"Accept": "application/json", "User-Agent": policy.user_agent, "X-Respond-With": "markdown",
                   "X-Timeout": str(max(1, math.ceil(policy.timeout)))}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        return httpx.Request("GET", f"{self.base_url.rstrip('/')}/{target}", headers=headers)

    async def _read_one(self, url: str, policy: FetchPolicy, api: httpx.AsyncClient, deadline: float) -> Outcome:
        started = time.perf_counter()
        status, body, headers = await self._call(api, self.build_request(url, policy), policy, deadline, 1)
        if status in JINA_DOWN_STATUSES or status >= 500 or 300 <= status < 400:
            raise _ServiceDown(self._status_reason(status, body, headers))
        if status >= 400:  # 400/403/404/422/451: about this page (blocked domain, unreachable, harmful)
            return FetchError(url, self._status_reason(status, body, headers))
        envelope = self._json(body)
        data = envelope.get("data") if isinstance(envelope, dict) else None
        if not isinstance(data, dict):
            raise _ServiceDown(f"{self.name}: malformed response (data is not an object)")
        page_status = data.get("httpStatus")
        if isinstance(page_status, int) and not isinstance(page_status, bool) and page_status >= 400:
            return FetchError(url, f"{self.name}: the page answered HTTP {page_status}")
        content = data.get("content")
        text = markdown_to_text(content) if isinstance(content, str) else data.get("text")
        return self._page(url, data.get("url"), text, policy, title=data.get("title"),
                          published=data.get("publishedTime"), content_type="text/markdown", started=started)


# --------------------------------------------------------------------------- Tavily extract


@dataclass(frozen=True, kw_only=True, repr=False)
class BatchBackend(RemoteBackend):
    """A service that reads many URLs in one POST (Tavily extract, Exa contents)."""

    def build_request(self, urls: list[str], policy: FetchPolicy) -> httpx.Request:
        raise NotImplementedError

    async def _post_batch(self, urls: list[str], policy: FetchPolicy, api: httpx.AsyncClient,
                          deadline: float) -> dict[str, Any]:
        """Send one batch request; the JSON object it answered, or ``_ServiceDown`` (then direct reads them)."""
        status, body, headers = await self._call(api, self.build_request(urls, policy), policy, deadline, len(urls))
        if not 200 <= status < 300:
            raise _ServiceDown(self._status_reason(status, body, headers))
        payload = self._json(body)
        if not isinstance(payload, dict):
            raise _ServiceDown(f"{self.name}: malformed response (not an object)")
        return payload


@dataclass(frozen=True, kw_only=True, repr=False)
class TavilyExtractBackend(BatchBackend):
    """Tavily ``/extract``: up to 20 URLs per call; ``failed_results[]`` are per-URL failures."""

    base_url: str = TAVILY_URL
    name: ClassVar[str] = "tavily"

    def build_request(self, urls: list[str], policy: FetchPolicy) -> httpx.Request:
        body = {"urls": urls, "extract_depth": "basic", "format": "text",
                "timeout": round(min(60.0, max(1.0, policy.timeout)), 3)}
        headers = {"Authorization": f"Bearer {self.api_key}", "Accept": "application/json",
                   "User-Agent": policy.user_agent}
        return httpx.Request("POST", f"{self.base_url.rstrip('/')}/extract", json=body, headers=headers)

    async def _read_batch(self, urls: list[str], policy: FetchPolicy, api: httpx.AsyncClient,
                          deadline: float) -> dict[str, Outcome]:
        started = time.perf_counter()
        payload = await self._post_batch(urls, policy, api, deadline)
        found = match_urls(urls, ((r.get("url"), r) for r in _items(payload.get("results"), "results", self.name)))
        failed = match_urls(urls, ((r.get("url"), r) for r in _items(payload.get("failed_results"),
                                                                      "failed_results", self.name)))
        out: dict[str, Outcome] = {}
        for url in urls:
            if url in found:
                item = found[url]
                out[url] = self._page(url, item.get("url"), item.get("raw_content"), policy, title=item.get("title"),
                                      published=item.get("published_date"), content_type="text/plain",
                                      started=started)
            elif url in failed:
                error = failed[url].get("error")
                why = str(error)[:200] if error else "no reason given"
                out[url] = FetchError(url, redact(f"{self.name} could not extract it: {why}", self.api_key))
            else:
                out[url] = FetchError(url, f"{self.name} returned no result for this URL")
        return out


# --------------------------------------------------------------------------- Exa contents


@dataclass(frozen=True, kw_only=True, repr=False)
class ExaContentsBackend(BatchBackend):
    """Exa ``/contents``: ``statuses[]`` carry per-URL errors inside a 200."""

    base_url: str = EXA_URL
    name: ClassVar[str] = "exa"

    def build_request(self, urls: list[str], policy: FetchPolicy) -> httpx.Request:
        body = {"urls": urls, "text": True, "livecrawlTimeout": int(policy.timeout * 1000)}
        headers = {"x-api-key": self.api_key or "", "Accept": "application/json", "User-Agent": policy.user_agent}
        return httpx.Request("POST", f"{self.base_url.rstrip('/')}/contents", json=body, headers=headers)

    async def _read_batch(self, urls: list[str], policy: FetchPolicy, api: httpx.AsyncClient,
                          deadline: float) -> dict[str, Outcome]:
        started = time.perf_counter()
        payload = await self._post_batch(urls, policy, api, deadline)
        results = _items(payload.get("results"), "results", self.name)
        found = match_urls(urls, [(r.get("id"), r) for r in results] + [(r.get("url"), r) for r in results])
        statuses = match_urls(urls, ((s.get("id"), s) for s in _items(payload.get("statuses"), "statuses", self.name)))
        out: dict[str, Outcome] = {}
        for url in urls:
            state = statuses.get(url) or {}
            if url in found and state.get("status") != "error":
                item = found[url]
                out[url] = self._page(url, item.get("url"), item.get("text"), policy, title=item.get("title"),
                                      published=item.get("publishedDate"), content_type="text/plain",
                                      started=started)
            elif state.get("status") == "error":
                error = state.get("error") if isinstance(state.get("error"), dict) else {}
                tag = str(error.get("tag") or "unknown error")[:80]
                code = error.get("httpStatusCode")
                why = f"{tag} (HTTP {code})" if isinstance(code, int) else tag
                out[url] = FetchError(url, f"{self.name} could not read it: {why}")
            else:
                out[url] = FetchError(url, f"{self.name} returned no result for this URL")
        return out


# --------------------------------------------------------------------------- choosing one


def backend_for(settings: Settings) -> tuple[FetchBackend, str | None]:
    """The configured backend, and a note when it could not be used (then: direct)."""
    name = getattr(settings.read, "backend", "direct") or "direct"
    if name == "jina":
        key = provider_key(settings, "jina", "JINA_API_KEY")
        base = provider_base_url(settings, "reader", None, JINA_READER_URL) or JINA_READER_URL
        return JinaReaderBackend(api_key=key, base_url=base), None
    if name == "tavily":
        key = provider_key(settings, "tavily", "TAVILY_API_KEY")
        if not key:
            return DirectBackend(), "tavily: no API key (set TAVILY_API_KEY); reading pages directly"
        return TavilyExtractBackend(api_key=key, base_url=provider_base_url(settings, "tavily", None, TAVILY_URL)
                                    or TAVILY_URL), None
    if name == "exa":
        key = provider_key(settings, "exa", "EXA_API_KEY")
        if not key:
            return DirectBackend(), "exa: no API key (set EXA_API_KEY); reading pages directly"
        return ExaContentsBackend(api_key=key, base_url=provider_base_url(settings, "exa", None, EXA_URL)
                                  or EXA_URL), None
    if name != "direct":
        return DirectBackend(), f"unknown read backend {name!r}; reading pages directly"
    return DirectBackend(), None


__all__ = [
    "BACKEND_NAMES",
    "BackendPage",
    "DirectBackend",
    "ExaContentsBackend",
    "FetchBackend",
    "JinaReaderBackend",
    "RemoteBackend",
    "TavilyExtractBackend",
    "backend_for",
    "document_of",
    "markdown_to_text",
    "read_by",
    "vet_for_service",
]
