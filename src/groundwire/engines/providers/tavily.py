"""Tavily: ``POST <base>/search`` with a snake_case JSON body, key as ``Authorization: Bearer``.

Wire format: /work/shared/provider-formats/tavily.md. Errors: ``{"detail": {"error": ...}}``; 401 key, 429 rate
limit, 432 plan limit and 433 pay-as-you-go limit (both quota). Dates come as RFC 1123 and are returned as ISO 8601.
"""

from __future__ import annotations

from typing import Any, ClassVar

import httpx

from ...errors import QuotaError, RateLimitError
from ...models import Hit, PlannedQuery, SearchOptions
from ..published import publication_window
# rfc1123_to_iso lives in base; read.backends imports it from here
from .base import (
    Capabilities, Credentials, HttpProvider, as_number, error_message, json_object, language_tag, raise_for_status,
    require_dicts, retry_after, rfc1123_to_iso,
)

QUOTA_STATUSES = (432, 433)
# keyless-mode rejections say {"error": {"retry_after_seconds": n}} instead of sending a header
KEYLESS_RETRY_AFTER = ("error", "retry_after_seconds")


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
        req = self._prepare(query, opts, creds)
        body: dict[str, Any] = {
            "query": req.text,
            "max_results": req.count,
            "search_depth": "basic",
            "topic": "general",
            "include_answer": False,
            "include_raw_content": False,
            "include_published_date": True,
        }
        window = publication_window(query.time_range, opts.now)
        if window is not None:
            body["start_date"] = window.start.isoformat()
            body["end_date"] = window.end.isoformat()
        elif query.freshness is not None:
            body["time_range"] = query.freshness.value
        lang = language_tag(query.language)
        if lang is not None:
            body["language"] = lang.split("-")[0]
        headers = {"Authorization": f"Bearer {req.api_key}", "Accept": "application/json"}
        return httpx.Request("POST", f"{req.base_url}/search", json=body, headers=headers)

    def parse(self, response: httpx.Response, query: PlannedQuery, opts: SearchOptions) -> list[Hit]:
        status = response.status_code
        if status in QUOTA_STATUSES:
            raise QuotaError(self.name, error_message(response), status=status)
        if status == 429:
            wait = retry_after(response, opts.now, *KEYLESS_RETRY_AFTER)
            raise RateLimitError(self.name, error_message(response), status=status, retry_after=wait)
        raise_for_status(self.name, response)
        body = json_object(self.name, response)
        rows = [
            (item.get("url"), item.get("title"), item.get("content"), rfc1123_to_iso(item.get("published_date")),
             as_number(item.get("score")))
            for item in require_dicts(self.name, body.get("results"), "results")
        ]
        return self._hits(rows, opts)


PROVIDER = TavilyProvider()
