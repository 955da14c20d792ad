"""What ``groundwire doctor`` checks: can each configured engine actually answer a search?

A keyless ``GET /`` says nothing about a wrong key, so each engine gets the cheapest call that exercises what search
needs, through the provider's own request building and parsing (so a wrong key, a changed wire format or a corrupt
local database all show up as the typed error search would meet):

* ``usage``  — an authenticated account call that costs nothing (Tavily ``GET /usage``);
* ``search`` — one real one-result search (costs one query on metered APIs; the row says so);
* ``store``  — the local knowledge base / feed store is opened and queried (no network).
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any, Literal

import httpx

from ..errors import GroundwireError, ProviderError
from ..models import PlannedQuery, SearchOptions
from .providers.base import Credentials, DirectProvider, HttpProvider, Provider, raise_for_status

Check = Literal["usage", "search", "store", "none"]
PROBE_QUERY = "groundwire doctor"
PROBE_QUERIES = {"wayback": "https://example.com/"}  # the archive looks up a URL, not words
FREE_USAGE_PATHS = {"tavily": "/usage"}  # engines with an authenticated call that spends no credit


@dataclass
class EngineHealth:
    provider: str
    configured: bool
    detail: str
    key_present: bool = False
    check: Check = "none"
    ok: bool | None = None  # None: not configured, nothing checked
    latency_ms: float | None = None
    costs_query: bool = False

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["reachable"] = self.ok  # the field's older name
        return data


def _check_kind(name: str, provider: Provider) -> Check:
    if provider.capabilities.local:
        return "store"
    if name in FREE_USAGE_PATHS and isinstance(provider, HttpProvider):
        return "usage"
    return "search"


async def _usage(name: str, provider: HttpProvider, creds: Credentials, client: httpx.AsyncClient,
                 timeout: float) -> None:
    base = (creds.base_url or provider.capabilities.default_base_url or "").rstrip("/")
    response = await client.get(f"{base}{FREE_USAGE_PATHS[name]}", timeout=timeout,
                                headers={"Authorization": f"Bearer {creds.api_key or ''}"})
    raise_for_status(name, response)


async def _search(provider: Provider, creds: Credentials, client: httpx.AsyncClient, timeout: float,
                  now: datetime, name: str = "") -> None:
    query, opts = PlannedQuery(PROBE_QUERIES.get(name, PROBE_QUERY)), SearchOptions(count=1, now=now)
    if isinstance(provider, DirectProvider):
        await provider.search(query, opts, creds)
        return
    assert isinstance(provider, HttpProvider)
    request = provider.build_request(query, opts, creds)
    request.extensions["timeout"] = httpx.Timeout(timeout).as_dict()
    provider.parse(await client.send(request), query, opts)


async def check_engine(name: str, availability: Any, client: httpx.AsyncClient, *, timeout: float,
                       now: datetime) -> EngineHealth:
    """The health row of one engine; never raises."""
    av = availability
    row = EngineHealth(name, configured=not av.reason, detail=av.reason or "ok",
                       key_present=bool(av.credentials and av.credentials.api_key))
    if av.provider is None or av.reason or av.credentials is None:
        return row
    row.check = _check_kind(name, av.provider)
    row.costs_query = row.check == "search" and av.provider.capabilities.needs_key
    started = time.perf_counter()
    try:
        if row.check == "usage":
            await _usage(name, av.provider, av.credentials, client, timeout)
        else:
            await _search(av.provider, av.credentials, client, timeout, now, name)
        row.ok = True
        row.detail = {"usage": "ok (authenticated usage call)", "store": "ok (store readable)"}.get(
            row.check, "ok (one authenticated search)" if row.costs_query else "ok (one search)")
    except ProviderError as exc:
        row.ok = False
        row.detail = f"{exc.kind}: {exc.message}"
    except GroundwireError as exc:
        row.ok = False
        row.detail = str(exc)
    except httpx.TimeoutException:
        row.ok = False
        row.detail = f"timeout: no answer in {timeout:g}s"
    except (httpx.HTTPError, OSError) as exc:
        row.ok = False
        row.detail = f"unavailable: {exc.__class__.__name__}"
    except Exception as exc:  # noqa: BLE001 - a doctor reports, it does not crash
        row.ok = False
        row.detail = f"error: {exc.__class__.__name__}: {str(exc)[:200]}"
    row.latency_ms = round((time.perf_counter() - started) * 1000, 1)
    return row
