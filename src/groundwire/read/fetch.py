"""SSRF-safe page fetching for deep-read.

Every hop (the first URL and each redirect) is vetted before any connection is made:

* scheme must be ``http``/``https``; URLs carrying credentials are refused;
* the host is canonicalised the way browsers do (WHATWG IPv4 rules, so ``2130706433``, ``0x7f.1`` and
  ``127.1`` are all ``127.0.0.1``), IP literals are checked directly, names are resolved with the
  injectable ``resolver`` and *every* answer must be acceptable;
* loopback, private, link-local, shared (CGNAT), multicast, reserved and unspecified addresses are refused,
  including IPv4 embedded in IPv6 (IPv4-mapped, IPv4-compatible, NAT64, 6to4, Teredo), unless
  ``FetchPolicy(allow_private=True)`` or the host is listed in ``allow_hosts``;
* cloud metadata names and addresses are refused always, even with ``allow_private``.

No DNS rebinding: we connect to the address we checked. The request URL is rewritten to that IP, the
``Host`` header keeps the original name and, for https, httpx's ``sni_hostname`` request extension makes
the TLS handshake send and *verify the certificate against* the original name. https requests carry
``Connection: close`` because the connection pool is keyed by IP, and a TLS session verified for one name
must not be reused for another name on the same address. This uses only public httpx/httpcore features
(no private transport subclassing), works with any ``httpx.AsyncClient`` and keeps certificate checks.

Redirects are followed by hand (at most ``max_redirects``), bodies are streamed with a byte cap
(``on_oversize="truncate"`` keeps the first ``max_bytes`` and sets ``truncated``; ``"refuse"`` raises),
content types are allow-listed, and each page has a total deadline (DNS + redirects + slow-trickle body),
while :func:`fetch_many` also honours a total budget for the batch and a per-host concurrency cap.

Backend hook: the only I/O is ``client.send(request, stream=True)``. To fetch through something else
(a rendering service, a recorded corpus), pass ``client=httpx.AsyncClient(transport=YourTransport())``;
the SSRF vetting still runs before the transport sees the request.

Hand-written parts and why: the WHATWG IPv4 parser (no maintained library exposes it; ``inet_aton`` is
platform-dependent). Decoding (charset repair) is :mod:`groundwire.read.charset`.
"""

from __future__ import annotations

import asyncio
import ipaddress
import re
import socket
import time
from collections.abc import Awaitable, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import AsyncIterator, Literal

import httpx

from ..errors import ConfigError, FetchError, UnsafeURLError
from .binary_body import binary_kind
from .charset import decode_body
from ..textsafe import clean_str

Resolver = Callable[[str], Awaitable[list[str]]]
IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

DEFAULT_TIMEOUT = 10.0  # seconds per page, total (DNS, redirects, body)
DEFAULT_BATCH_BUDGET = 20.0  # seconds for a whole fetch_many call
DEFAULT_MAX_BYTES = 5 * 1024 * 1024
DEFAULT_MAX_REDIRECTS = 5
DEFAULT_PER_HOST_CONCURRENCY = 2
DEFAULT_MAX_CONCURRENCY = 8
DEFAULT_USER_AGENT = "groundwire/0.1 (+deep-read)"
DEFAULT_CONTENT_TYPES: frozenset[str] = frozenset(
    {
        "text/html",
        "application/xhtml+xml",
        "text/plain",
        "application/xml",
        "text/xml",
        "application/rss+xml",
        "application/atom+xml",
    }
)
REDIRECT_STATUSES = frozenset({301, 302, 303, 307, 308})

# Always refused, whatever the policy says.
METADATA_HOSTS: frozenset[str] = frozenset(
    {
        "metadata.google.internal",
        "metadata.goog",
        "metadata",
        "instance-data",
        "instance-data.ec2.internal",
        "metadata.azure.internal",
        "metadata.tencentyun.com",
    }
)
METADATA_ADDRESSES: frozenset[IPAddress] = frozenset(
    ipaddress.ip_address(a)
    for a in (
        "169.254.169.254",  # AWS, GCP, Azure, OpenStack, DigitalOcean ...
        "169.254.170.2",  # AWS ECS task metadata
        "fd00:ec2::254",  # AWS IMDS over IPv6
        "100.100.100.200",  # Alibaba Cloud
        "192.0.0.192",  # Oracle Cloud (legacy)
        "168.63.129.16",  # Azure WireServer (a public address!)
    )
)


@dataclass(frozen=True, slots=True)
class FetchPolicy:
    """What deep-read may fetch and how. Defaults are the ``DEFAULT_*`` constants above."""

    timeout: float = DEFAULT_TIMEOUT
    batch_budget: float = DEFAULT_BATCH_BUDGET
    max_bytes: int = DEFAULT_MAX_BYTES
    on_oversize: Literal["truncate", "refuse"] = "truncate"
    max_redirects: int = DEFAULT_MAX_REDIRECTS
    content_types: frozenset[str] = DEFAULT_CONTENT_TYPES
    allow_private: bool = False
    allow_hosts: frozenset[str] = field(default_factory=frozenset)
    user_agent: str = DEFAULT_USER_AGENT
    per_host_concurrency: int = DEFAULT_PER_HOST_CONCURRENCY
    max_concurrency: int = DEFAULT_MAX_CONCURRENCY

    def __post_init__(self) -> None:
        if not (self.timeout > 0 and self.batch_budget > 0):
            raise ConfigError("fetch timeout and batch_budget must be > 0")
        if self.max_bytes < 1 or self.max_redirects < 0:
            raise ConfigError("max_bytes must be >= 1 and max_redirects >= 0")
        if self.per_host_concurrency < 1 or self.max_concurrency < 1:
            raise ConfigError("concurrency caps must be >= 1")
        if self.on_oversize not in ("truncate", "refuse"):
            raise ConfigError(f"on_oversize must be 'truncate' or 'refuse' (got {self.on_oversize!r})")
        hosts = frozenset(_canonical_host(str(h)) for h in self.allow_hosts)
        object.__setattr__(self, "allow_hosts", hosts)
        object.__setattr__(self, "content_types", frozenset(t.lower() for t in self.content_types))


@dataclass(frozen=True, slots=True)
class FetchedPage:
    url: str
    final_url: str
    status: int
    content_type: str
    text: str
    truncated: bool
    elapsed_ms: float


@dataclass(frozen=True, slots=True)
class SafeTarget:
    """A vetted hop: the URL as given, its canonical host, and the address we will connect to."""

    url: httpx.URL
    host: str
    address: IPAddress


# --------------------------------------------------------------------------- address vetting (pure)


def parse_ipv4(host: str) -> ipaddress.IPv4Address | None:
    """WHATWG IPv4 parsing: ``None`` if *host* is a domain name; raises ValueError for a bad number host."""
    parts = host.split(".")
    if parts and parts[-1] == "":
        parts.pop()
    if not parts or not _looks_numeric(parts[-1]):
        return None  # not "ends in a number": a domain name
    if len(parts) > 4:
        raise ValueError("too many parts")
    numbers = [_parse_ipv4_number(p) for p in parts]
    if any(n > 255 for n in numbers[:-1]) or numbers[-1] >= 256 ** (5 - len(numbers)):
        raise ValueError("IPv4 part out of range")
    value = numbers[-1]
    for i, n in enumerate(numbers[:-1]):
        value += n << (8 * (3 - i))
    return ipaddress.IPv4Address(value)


def _looks_numeric(part: str) -> bool:
    return part.isdigit() or bool(re.fullmatch(r"0[xX][0-9a-fA-F]*", part))


def _parse_ipv4_number(part: str) -> int:
    if part == "":
        raise ValueError("empty IPv4 part")
    if part[:2] in ("0x", "0X"):
        return int(part[2:] or "0", 16)
    if len(part) > 1 and part[0] == "0":
        return int(part[1:], 8)
    return int(part, 10)


def _canonical_host(host: str) -> str:
    """Lower-case, no brackets or trailing dot; IP literals (any legal spelling) in standard form."""
    h = host.strip().lower().strip("[]").rstrip(".")
    try:
        return str(ipaddress.ip_address(h))
    except ValueError:
        pass
    try:
        v4 = parse_ipv4(h)
    except ValueError:
        return h
    return str(v4) if v4 is not None else h


def _embedded_ipv4(ip: ipaddress.IPv6Address) -> tuple[ipaddress.IPv4Address, bool] | None:
    """The IPv4 address hidden in *ip*, and whether *ip* is just a spelling of it (mapped/compat/NAT64)."""
    if ip.ipv4_mapped is not None:
        return ip.ipv4_mapped, True
    packed = ip.packed
    if packed[:12] == b"\x00" * 12 and int(ip) > 1:  # IPv4-compatible ::a.b.c.d (deprecated)
        return ipaddress.IPv4Address(packed[12:]), True
    if ip in _NAT64:
        return ipaddress.IPv4Address(packed[12:]), True
    if ip.sixtofour is not None:
        return ip.sixtofour, False
    if ip.teredo is not None:
        return ip.teredo[1], False
    return None


_NAT64 = ipaddress.ip_network("64:ff9b::/96")


_BROADCAST = ipaddress.IPv4Address("255.255.255.255")


def address_problem(ip: IPAddress, *, allow_private: bool = False) -> str | None:
    """Why connecting to *ip* is refused, or ``None`` if it is fine under the policy."""
    if ip in METADATA_ADDRESSES:
        return "cloud metadata address"
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.scope_id:
            ip = ipaddress.IPv6Address(str(ip).split("%", 1)[0])
        embedded = _embedded_ipv4(ip)
        if embedded is not None:
            v4, same = embedded
            problem = address_problem(v4, allow_private=allow_private)
            if problem:
                return f"{problem} (IPv4 {v4} embedded in IPv6)"
            if same:
                return None
    if ip.is_multicast:
        return "multicast address"
    if ip.is_unspecified:
        return "unspecified address"
    if ip == _BROADCAST:  # Python files it under is_private; it is the limited broadcast address
        return "broadcast address"
    if allow_private:  # trusted-network mode: anything unicast that is not a metadata endpoint
        return None
    if ip.is_loopback:
        return "loopback address"
    if ip.is_link_local:
        return "link-local address"
    if ip.is_private:
        return "private address"
    if ip.is_reserved:
        return "reserved address"
    if not ip.is_global:
        return "non-global address"
    return None


async def system_resolver(host: str) -> list[str]:
    """Resolve *host* with the OS resolver (non-blocking)."""
    infos = await asyncio.get_running_loop().getaddrinfo(host, None, type=socket.SOCK_STREAM)
    seen: list[str] = []
    for *_, sockaddr in infos:
        if sockaddr[0] not in seen:
            seen.append(sockaddr[0])
    return seen


async def check_url(url: str, *, policy: FetchPolicy, resolver: Resolver | None = None) -> SafeTarget:
    """Vet one URL (no connection made). Raises UnsafeURLError or FetchError (DNS failure)."""
    if not isinstance(url, str) or not url.strip():
        raise UnsafeURLError(str(url), "empty or non-string URL")
    try:
        parsed = httpx.URL(url.strip())
    except (httpx.InvalidURL, ValueError, TypeError) as exc:
        raise UnsafeURLError(url, f"invalid URL ({exc})") from None
    if parsed.scheme not in ("http", "https"):
        raise UnsafeURLError(url, f"scheme {parsed.scheme or '(none)'!r} not allowed (http/https only)")
    if parsed.userinfo:
        raise UnsafeURLError(url, "credentials in URL not allowed")
    raw_host = parsed.raw_host.decode("ascii", "replace")
    if not raw_host:
        raise UnsafeURLError(url, "URL has no host")
    try:
        literal: IPAddress | None = ipaddress.ip_address(raw_host.strip("[]"))
    except ValueError:
        try:
            literal = parse_ipv4(raw_host.lower())
        except ValueError:
            raise UnsafeURLError(url, f"invalid numeric host {raw_host!r}") from None
    host = str(literal) if literal is not None else raw_host.lower().rstrip(".")
    if host in METADATA_HOSTS:
        raise UnsafeURLError(url, f"cloud metadata host {host!r}")
    trusted = host in policy.allow_hosts
    allow_private = policy.allow_private or trusted
    if literal is not None:
        addresses: list[IPAddress] = [literal]
    else:
        if host == "localhost" or host.endswith(".localhost"):
            if not allow_private:
                raise UnsafeURLError(url, "loopback host name")
        addresses = await _resolve(url, host, resolver or system_resolver)
    for ip in addresses:
        problem = address_problem(ip, allow_private=allow_private)
        if problem:
            raise UnsafeURLError(url, f"{host} -> {ip}: {problem}")
    return SafeTarget(parsed, host, addresses[0])


async def _resolve(url: str, host: str, resolver: Resolver) -> list[IPAddress]:
    try:
        answers = await resolver(host)
    except (OSError, UnicodeError, ValueError) as exc:
        raise FetchError(url, f"DNS resolution failed for {host!r} ({exc})") from None
    addresses: list[IPAddress] = []
    for answer in answers or []:
        try:
            addresses.append(ipaddress.ip_address(str(answer)))
        except ValueError:
            raise UnsafeURLError(url, f"resolver returned a non-address {answer!r}") from None
    if not addresses:
        raise FetchError(url, f"DNS resolution returned no address for {host!r}")
    return addresses


# --------------------------------------------------------------------------- decoding (pure)

# decode_body lives in .charset (BOM, declared charset, repaired UTF-8, detection); re-exported here.


# --------------------------------------------------------------------------- fetching (I/O)


class _Limiter:
    """A global cap plus a per-host cap on concurrent page fetches."""

    def __init__(self, per_host: int, total: int) -> None:
        self._per_host = per_host
        self._total = asyncio.Semaphore(total)
        self._hosts: dict[str, asyncio.Semaphore] = {}

    @asynccontextmanager
    async def slot(self, url: str) -> AsyncIterator[None]:
        try:
            host = _canonical_host(httpx.URL(url).host)
        except Exception:
            host = ""
        sem = self._hosts.setdefault(host, asyncio.Semaphore(self._per_host))
        async with self._total, sem:
            yield


@asynccontextmanager
async def _client_for(policy: FetchPolicy, client: httpx.AsyncClient | None) -> AsyncIterator[httpx.AsyncClient]:
    if client is not None:
        yield client
        return
    async with httpx.AsyncClient(
        timeout=httpx.Timeout(policy.timeout),
        follow_redirects=False,
        trust_env=False,  # an env proxy would resolve names itself and undo the pinning
        limits=httpx.Limits(max_connections=policy.max_concurrency * 2),
    ) as own:
        yield own


def _pinned_request(target: SafeTarget, policy: FetchPolicy) -> httpx.Request:
    url = target.url
    pinned = url.copy_with(host=str(target.address))
    headers = {
        "Host": url.netloc.decode("ascii"),
        "User-Agent": policy.user_agent,
        "Accept": "text/html,application/xhtml+xml,application/xml;q=0.9,text/plain;q=0.8,*/*;q=0.1",
        "Accept-Encoding": "gzip, deflate",
    }
    extensions: dict[str, str] = {}
    if url.scheme == "https":
        extensions["sni_hostname"] = url.raw_host.decode("ascii")
        # the pool is keyed by IP: without this, a TLS session verified for one name could be reused
        # for another name on the same address
        headers["Connection"] = "close"
    return httpx.Request("GET", pinned, headers=headers, extensions=extensions)


async def _read_capped(response: httpx.Response, policy: FetchPolicy, url: str) -> tuple[bytes, bool]:
    chunks: list[bytes] = []
    size = 0
    async for chunk in response.aiter_bytes():
        if size + len(chunk) > policy.max_bytes:
            if policy.on_oversize == "refuse":
                raise FetchError(url, f"body larger than {policy.max_bytes} bytes")
            chunks.append(chunk[: policy.max_bytes - size])
            return b"".join(chunks), True
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks), False


async def _fetch_hops(url: str, policy: FetchPolicy, client: httpx.AsyncClient, resolver: Resolver | None,
                      started: float) -> FetchedPage:
    current = url
    for hop in range(policy.max_redirects + 1):
        try:
            target = await check_url(current, policy=policy, resolver=resolver)
        except FetchError as exc:
            if hop == 0:
                raise
            raise type(exc)(url, f"redirect {hop} to {current}: {exc.reason}") from None
        request = _pinned_request(target, policy)
        response = await client.send(request, stream=True, follow_redirects=False)
        try:
            if response.status_code in REDIRECT_STATUSES:
                location = response.headers.get("location")
                if not location:
                    raise FetchError(url, f"HTTP {response.status_code} redirect without Location")
                try:
                    current = str(target.url.join(location))
                except (httpx.InvalidURL, ValueError) as exc:
                    raise UnsafeURLError(url, f"bad redirect Location {location!r} ({exc})") from None
                continue
            if not 200 <= response.status_code < 300:
                raise FetchError(url, f"HTTP {response.status_code}")
            header_type = response.headers.get("content-type", "")
            mime = header_type.split(";", 1)[0].strip().lower()
            if mime and mime not in policy.content_types:
                raise FetchError(url, f"content type {mime!r} not allowed")
            declared = response.headers.get("content-length", "")
            if policy.on_oversize == "refuse" and declared.isdigit() and int(declared) > policy.max_bytes:
                raise FetchError(url, f"body larger than {policy.max_bytes} bytes (Content-Length {declared})")
            body, truncated = await _read_capped(response, policy, url)
            if not mime and b"\x00" in body[:1024]:
                raise FetchError(url, "binary body without a content type")
            if kind := binary_kind(body):  # a PDF or an image served as text/html
                raise FetchError(url, f"{kind}, not a text page (served as {mime or 'no content type'})")
            return FetchedPage(
                url=url,
                final_url=str(target.url),
                status=response.status_code,
                content_type=mime,
                text=clean_str(decode_body(body, header_type)),
                truncated=truncated,
                elapsed_ms=(time.perf_counter() - started) * 1000,
            )
        finally:
            await response.aclose()
    raise FetchError(url, f"too many redirects (more than {policy.max_redirects})")


async def _fetch_one(
    url: str, policy: FetchPolicy, client: httpx.AsyncClient, resolver: Resolver | None
) -> FetchedPage:
    started = time.perf_counter()
    try:
        async with asyncio.timeout(policy.timeout):
            return await _fetch_hops(url, policy, client, resolver, started)
    except TimeoutError:
        raise FetchError(url, f"timed out after {policy.timeout:g}s") from None
    except httpx.TimeoutException as exc:
        raise FetchError(url, f"timed out ({type(exc).__name__})") from None
    except httpx.HTTPError as exc:
        raise FetchError(url, f"{type(exc).__name__}: {exc}") from None
    except FetchError:
        raise
    except Exception as exc:  # e.g. ssl or h11 surprises: still a typed error, never a crash
        raise FetchError(url, f"unexpected {type(exc).__name__}: {exc}") from None


async def fetch_page(
    url: str,
    *,
    policy: FetchPolicy = FetchPolicy(),
    client: httpx.AsyncClient | None = None,
    resolver: Resolver | None = None,
) -> FetchedPage:
    """Fetch one page safely. Raises UnsafeURLError (refused before connecting) or FetchError."""
    async with _client_for(policy, client) as c:
        return await _fetch_one(url, policy, c, resolver)


async def fetch_many(
    urls: Sequence[str] | Iterable[str],
    *,
    policy: FetchPolicy = FetchPolicy(),
    client: httpx.AsyncClient | None = None,
    resolver: Resolver | None = None,
) -> list[FetchedPage | FetchError]:
    """Fetch pages concurrently; results in input order; a failed page becomes its FetchError (never raised).

    Pages still running when ``policy.batch_budget`` runs out are cancelled and reported as
    ``FetchError(url, "batch budget exhausted")``.
    """
    url_list = list(urls)
    if not url_list:
        return []
    limiter = _Limiter(policy.per_host_concurrency, policy.max_concurrency)

    async def guarded(u: object) -> FetchedPage | FetchError:
        if not isinstance(u, str):
            return UnsafeURLError(repr(u), "not a URL string")
        try:
            async with limiter.slot(u):
                return await _fetch_one(u, policy, c, resolver)
        except FetchError as exc:
            return exc
        except Exception as exc:  # one bad page must never sink the batch
            return FetchError(u, f"unexpected {type(exc).__name__}: {exc}")

    async with _client_for(policy, client) as c:
        tasks = [asyncio.create_task(guarded(u)) for u in url_list]
        _, pending = await asyncio.wait(tasks, timeout=policy.batch_budget)
        for task in pending:
            task.cancel()
        if pending:
            await asyncio.gather(*pending, return_exceptions=True)
    results: list[FetchedPage | FetchError] = []
    for u, task in zip(url_list, tasks):
        if task in pending or task.cancelled():
            results.append(FetchError(str(u), f"batch budget exhausted ({policy.batch_budget:g}s)"))
        else:
            results.append(task.result())
    return results
