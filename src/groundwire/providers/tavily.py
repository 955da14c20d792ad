"""Tavily: ``POST <base>/search`` with a snake_case JSON body, key as ``Authorization: Bearer``.

Wire format: /work/shared/provider-formats/tavily.md. Errors: ``{"detail": {"error": ...}}``; 401 key, 429 rate
limit, 432 plan limit and 433 pay-as-you-go limit (both quota). Dates come as RFC 1123 and are returned as ISO 8601.
"""

from __future__ import annotations

from datetime import timezone
from email.utils import parsedate_to_datetime
from typing import Any, ClassVar

import httpx

from ..errors import MalformedResponseError, NotConfiguredError, QuotaError, RateLimitError, UsageError
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

QUOTA_STATUSES = (432, 433)


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


def _keyless_retry_after(response: httpx.Response) -> float | None:
    """Keyless-mode rejections say ``{"error": {"retry_after_seconds": n}}`` instead of a header."""
    try:
        err = response.json().get("error")
        value = err.get("retry_after_seconds") if isinstance(err, dict) else None
    except (ValueError, AttributeError):
        return None
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) and value >= 0 else None


class TavilyProvider(HttpProvider):
    capabilities: ClassVar[Capabilities] = Capabilities(
        name="tavily",
        needs_key=True,
        key_env="TAVILY_API_KEY",
        default_base_url="https://api.tavily.com",
        max_results=20,
        rate_limit=(100, 60.0),  # development key: 100 requests/minute
        weight=1.0,
    )

    def build_request(self, query: PlannedQuery, opts: SearchOptions, creds: Credentials) -> httpx.Request:
        if not creds.api_key:
            raise NotConfiguredError(self.name, f"no API key (set {self.capabilities.key_env})")
        text = (query.text or "").strip()
        if not text:
            raise UsageError("empty query")
        body: dict[str, Any] = {
            "query": text,
            "max_results": max(1, min(opts.count, self.capabilities.max_results)),
            "search_depth": "basic",
            "topic": "general",
            "include_answer": False,
            "include_raw_content": False,
            "include_published_date": True,
        }
        if query.time_range is not None:
            body["start_date"] = query.time_range.start.isoformat()
            body["end_date"] = query.time_range.end.isoformat()
        elif query.freshness is not None:
            body["time_range"] = query.freshness.value
        if query.language:
            body["language"] = query.language.strip().lower().split("-")[0].split("_")[0]
        base = (creds.base_url or self.capabilities.default_base_url or "").rstrip("/")
        headers = {"Authorization": f"Bearer {creds.api_key}", "Accept": "application/json"}
        return httpx.Request("POST", f"{base}/search", json=body, headers=headers)

    def parse(self, response: httpx.Response, query: PlannedQuery, opts: SearchOptions) -> list[Hit]:
        status = response.status_code
        if status in QUOTA_STATUSES:
            raise QuotaError(self.name, error_message(response), status=status)
        if status == 429:
            retry_after = parse_retry_after(response.headers.get("retry-after"), opts.now)
            if retry_after is None:
                retry_after = _keyless_retry_after(response)
            raise RateLimitError(self.name, error_message(response), status=status, retry_after=retry_after)
        raise_for_status(self.name, response)
        body = json_body(self.name, response)
        if not isinstance(body, dict):
            raise MalformedResponseError(self.name, f"body is {type(body).__name__}, expected an object")
        rows = []
        for item in require_list(self.name, body.get("results"), "results"):
            if not isinstance(item, dict):
                continue
            score = item.get("score")
            score = float(score) if isinstance(score, (int, float)) and not isinstance(score, bool) else None
            rows.append(
                (item.get("url"), item.get("title"), item.get("content"),
                 rfc1123_to_iso(item.get("published_date")), score)
            )
        return make_hits(self.name, rows, max(1, min(opts.count, self.capabilities.max_results)))


PROVIDER = TavilyProvider()
