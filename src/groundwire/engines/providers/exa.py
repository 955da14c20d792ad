"""Exa: ``POST <base>/search`` with a camelCase JSON body, key in ``x-api-key``.

Wire format: /work/shared/provider-formats/exa.md. Exa has no freshness enum, so day/week/month/year become
``startPublishedDate = now - delta`` (ISO 8601, Z). We ask for highlights so every result carries a snippet.
Errors: 401 key, 402 credits (quota), 429 rate limit; the shared status mapping covers them all.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any, ClassVar

import httpx

from ...models import Freshness, Hit, PlannedQuery, SearchOptions
from ..published import publication_window
from .base import (
    Capabilities, Credentials, HttpProvider, as_number, as_str, first_text, json_object, raise_for_status,
    require_dicts,
)

FRESHNESS_DELTA = {
    Freshness.DAY: timedelta(days=1),
    Freshness.WEEK: timedelta(days=7),
    Freshness.MONTH: timedelta(days=30),
    Freshness.YEAR: timedelta(days=365),
}
SNIPPET_CHARS = 400


def iso_z(when: datetime) -> str:
    """``2026-09-15T12:00:00.000Z``; a naive datetime is taken as UTC."""
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    when = when.astimezone(timezone.utc)
    return when.strftime("%Y-%m-%dT%H:%M:%S.") + f"{when.microsecond // 1000:03d}Z"


def _snippet(item: dict[str, Any]) -> str:
    highlights = item.get("highlights")
    if isinstance(highlights, list):
        parts = [h for h in highlights if isinstance(h, str) and h.strip()]
        if parts:
            return " … ".join(parts)
    return first_text(item, ("summary", "text"), SNIPPET_CHARS)


class ExaProvider(HttpProvider):
    capabilities: ClassVar[Capabilities] = Capabilities(
        name="exa",
        needs_key=True,
        key_env="EXA_API_KEY",
        default_base_url="https://api.exa.ai",
        supports_language=False,
        max_results=100,
        rate_limit=(10, 1.0),  # documented default: /search 10 QPS
        weight=0.9,
    )

    def build_request(self, query: PlannedQuery, opts: SearchOptions, creds: Credentials) -> httpx.Request:
        req = self._prepare(query, opts, creds)
        body: dict[str, Any] = {
            "query": req.text,
            "type": "auto",
            "numResults": req.count,
            "contents": {"highlights": True},
        }
        window = publication_window(query.time_range, opts.now)
        if window is not None:
            start, end = window.start, window.end
            body["startPublishedDate"] = f"{start.isoformat()}T00:00:00.000Z"
            body["endPublishedDate"] = f"{end.isoformat()}T23:59:59.999Z"
        elif query.freshness is not None:
            now = opts.now or datetime.now(timezone.utc)
            body["startPublishedDate"] = iso_z(now - FRESHNESS_DELTA[query.freshness])
        headers = {"x-api-key": req.api_key, "Accept": "application/json"}
        return httpx.Request("POST", f"{req.base_url}/search", json=body, headers=headers)

    def parse(self, response: httpx.Response, query: PlannedQuery, opts: SearchOptions) -> list[Hit]:
        raise_for_status(self.name, response)
        body = json_object(self.name, response)
        rows = [
            (item.get("url"), item.get("title"), _snippet(item), as_str(item.get("publishedDate")),
             as_number(item.get("score")))
            for item in require_dicts(self.name, body.get("results"), "results")
        ]
        return self._hits(rows, opts)


PROVIDER = ExaProvider()
