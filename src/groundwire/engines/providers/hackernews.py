"""Hacker News through the Algolia search API: ``GET <base>/api/v1/search?query=...&tags=story&hitsPerPage=N``.

Wire format: docs/provider-formats/hackernews.md. No key. Hits carry ``objectID``, ``title``, ``url`` (absent for
Ask HN), ``author``, ``points``, ``num_comments``, ``created_at`` and ``created_at_i``; freshness is a
``numericFilters=created_at_i>EPOCH`` filter. The published limit is 10,000 requests an hour per IP.
"""

from __future__ import annotations

from typing import ClassVar

import httpx

from ...models import Freshness, Hit, PlannedQuery, SearchOptions
from .base import Capabilities, Credentials, HttpProvider, as_str, clean_text, json_object, require_dicts
from .platformbase import raise_for_platform

ENDPOINT = "/api/v1/search"
ITEM_URL = "https://news.ycombinator.com/item?id="
_WINDOW_S = {Freshness.DAY: 86400, Freshness.WEEK: 7 * 86400, Freshness.MONTH: 31 * 86400,
             Freshness.YEAR: 366 * 86400}


class HackerNewsProvider(HttpProvider):
    capabilities: ClassVar[Capabilities] = Capabilities(
        name="hackernews",
        needs_key=False,
        default_base_url="https://hn.algolia.com",
        supports_language=False,
        max_results=20,
        rate_limit=(10000, 3600.0),  # 10,000 requests per hour per IP
        weight=0.8,
    )

    def build_request(self, query: PlannedQuery, opts: SearchOptions, creds: Credentials) -> httpx.Request:
        req = self._prepare(query, opts, creds)
        params: dict[str, str | int] = {"query": req.text, "tags": "story", "hitsPerPage": req.count}
        if query.freshness is not None and opts.now is not None:
            params["numericFilters"] = f"created_at_i>{int(opts.now.timestamp()) - _WINDOW_S[query.freshness]}"
        return httpx.Request("GET", f"{req.base_url}{ENDPOINT}", params=params, headers={"Accept": "application/json"})

    def parse(self, response: httpx.Response, query: PlannedQuery, opts: SearchOptions) -> list[Hit]:
        raise_for_platform(self.name, response, now=opts.now)
        body = json_object(self.name, response)
        rows = []
        for item in require_dicts(self.name, body.get("hits"), "hits"):
            object_id = as_str(item.get("objectID"))
            discussion = f"{ITEM_URL}{object_id}" if object_id else None
            points, comments = item.get("points"), item.get("num_comments")
            meta = f"{points} points, {comments} comments on Hacker News" if isinstance(points, int) else ""
            text = clean_text(item.get("story_text"))[:300]
            linked = as_str(item.get("url"))
            snippet = " — ".join(p for p in (meta, text, f"links to {linked}" if linked else "") if p)
            rows.append((discussion, item.get("title"), snippet, as_str(item.get("created_at")), None))
        return self._hits(rows, opts)


PROVIDER = HackerNewsProvider()
