"""Jina search (s.jina.ai): ``GET <base>/?q=QUERY`` with ``Accept: application/json``, key as Bearer (required).

Wire format: /work/shared/provider-formats/jina.md. ``X-Respond-With: no-content`` asks for the result list only
(no page fetch): the read stage fetches pages itself. No freshness parameter exists. Errors carry a civkit body
(``name``, ``readableMessage``, ``retryAfter``); 429 also sends ``Retry-After``.
"""

from __future__ import annotations

from typing import Any, ClassVar

import httpx

from ..errors import MalformedResponseError, NotConfiguredError, RateLimitError, UsageError
from ..models import Hit, PlannedQuery, SearchOptions
from .base import (
    Capabilities,
    Credentials,
    HttpProvider,
    error_message,
    json_body,
    make_hits,
    parse_retry_after,
    raise_for_status,
    require_list,
)
from .serper import parse_human_date
from .tavily import rfc1123_to_iso

SNIPPET_CHARS = 400


def _body_retry_after(response: httpx.Response) -> float | None:
    try:
        value = response.json().get("retryAfter")
    except (ValueError, AttributeError):
        return None
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) and value >= 0 else None


def _snippet(item: dict[str, Any]) -> str:
    for key in ("description", "content"):
        value = item.get(key)
        if isinstance(value, str) and value.strip():
            return value[:SNIPPET_CHARS]
    return ""


class JinaProvider(HttpProvider):
    capabilities: ClassVar[Capabilities] = Capabilities(
        name="jina",
        needs_key=True,
        key_env="JINA_API_KEY",
        default_base_url="https://s.jina.ai",
        supports_freshness=False,
        max_results=20,
        rate_limit=(100, 60.0),  # s.jina.ai with a free key: 100 requests/minute
        weight=0.8,
    )

    def build_request(self, query: PlannedQuery, opts: SearchOptions, creds: Credentials) -> httpx.Request:
        if not creds.api_key:
            raise NotConfiguredError(self.name, f"no API key (set {self.capabilities.key_env})")
        text = (query.text or "").strip()
        if not text:
            raise UsageError("empty query")
        params: dict[str, str | int] = {"q": text, "count": max(1, min(opts.count, self.capabilities.max_results))}
        if query.language:
            params["hl"] = query.language.strip().lower().replace("_", "-")
        base = (creds.base_url or self.capabilities.default_base_url or "").rstrip("/")
        headers = {
            "Authorization": f"Bearer {creds.api_key}",
            "Accept": "application/json",
            "X-Respond-With": "no-content",
        }
        return httpx.Request("GET", f"{base}/", params=params, headers=headers)

    def parse(self, response: httpx.Response, query: PlannedQuery, opts: SearchOptions) -> list[Hit]:
        if response.status_code == 429:
            retry_after = parse_retry_after(response.headers.get("retry-after"), opts.now)
            if retry_after is None:
                retry_after = _body_retry_after(response)
            raise RateLimitError(self.name, error_message(response), retry_after=retry_after)
        raise_for_status(self.name, response)
        body = json_body(self.name, response)
        if not isinstance(body, dict):
            raise MalformedResponseError(self.name, f"body is {type(body).__name__}, expected an object")
        data = body.get("data")
        items = [data] if isinstance(data, dict) else require_list(self.name, data, "data")  # r.jina.ai: one page
        rows = []
        for item in items:
            if not isinstance(item, dict):
                continue
            published = (rfc1123_to_iso(item.get("publishedTime")) or rfc1123_to_iso(item.get("date"))
                         or parse_human_date(item.get("date"), opts.now))
            rows.append((item.get("url"), item.get("title"), _snippet(item), published, None))
        return make_hits(self.name, rows, max(1, min(opts.count, self.capabilities.max_results)))


PROVIDER = JinaProvider()
