"""Jina search (s.jina.ai): ``GET <base>/?q=QUERY`` with ``Accept: application/json``, key as Bearer (required).

Wire format: /work/shared/provider-formats/jina.md. ``X-Respond-With: no-content`` asks for the result list only
(no page fetch): the read stage fetches pages itself. No freshness parameter exists. Errors carry a civkit body
(``name``, ``readableMessage``, ``retryAfter``); 429 also sends ``Retry-After``.
"""

from __future__ import annotations

from typing import ClassVar

import httpx

from ...errors import RateLimitError
from ...models import Hit, PlannedQuery, SearchOptions
from .base import (
    Capabilities, Credentials, HttpProvider, error_message, first_text, json_object, language_tag, parse_human_date,
    raise_for_status, require_dicts, retry_after, rfc1123_to_iso,
)

SNIPPET_CHARS = 400
SNIPPET_KEYS = ("description", "content")


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
        req = self._prepare(query, opts, creds)
        params: dict[str, str | int] = {"q": req.text, "count": req.count}
        lang = language_tag(query.language)
        if lang is not None:
            params["hl"] = lang
        headers = {
            "Authorization": f"Bearer {req.api_key}",
            "Accept": "application/json",
            "X-Respond-With": "no-content",
        }
        return httpx.Request("GET", f"{req.base_url}/", params=params, headers=headers)

    def parse(self, response: httpx.Response, query: PlannedQuery, opts: SearchOptions) -> list[Hit]:
        if response.status_code == 429:
            wait = retry_after(response, opts.now, "retryAfter")
            raise RateLimitError(self.name, error_message(response), retry_after=wait)
        raise_for_status(self.name, response)
        data = json_object(self.name, response).get("data")
        items = [data] if isinstance(data, dict) else require_dicts(self.name, data, "data")  # r.jina.ai: one page
        rows = []
        for item in items:
            published = (rfc1123_to_iso(item.get("publishedTime")) or rfc1123_to_iso(item.get("date"))
                         or parse_human_date(item.get("date"), opts.now))
            snippet = first_text(item, SNIPPET_KEYS, SNIPPET_CHARS)
            rows.append((item.get("url"), item.get("title"), snippet, published, None))
        return self._hits(rows, opts)


PROVIDER = JinaProvider()
