"""Semantic Scholar Graph API: ``GET <base>/graph/v1/paper/search?query=...&limit=N&fields=...``; key optional.

Wire format: docs/provider-formats/semanticscholar.md. The key (``x-api-key``) is optional: keyless calls share a
public pool and get 429 under load. Results: ``{"total", "offset", "next", "data": [{"paperId", "url", "title",
"abstract", "year", "publicationDate", "externalIds"}]}``. Errors: ``{"error": ...}`` or ``{"message": ...}``.
"""

from __future__ import annotations

from typing import ClassVar

import httpx

from ...models import Hit, PlannedQuery, SearchOptions
from .base import Capabilities, Credentials, HttpProvider, as_str, json_object, require_dicts
from .platformbase import raise_for_platform

ENDPOINT = "/graph/v1/paper/search"
FIELDS = "title,url,abstract,year,publicationDate,externalIds,venue"


class SemanticScholarProvider(HttpProvider):
    capabilities: ClassVar[Capabilities] = Capabilities(
        name="semanticscholar",
        needs_key=False,
        key_env="SEMANTIC_SCHOLAR_API_KEY",
        default_base_url="https://api.semanticscholar.org",
        supports_language=False,
        max_results=20,
        rate_limit=(1, 1.0),  # an introductory key: 1 request/s; keyless calls share a pool
        weight=0.9,
    )

    def build_request(self, query: PlannedQuery, opts: SearchOptions, creds: Credentials) -> httpx.Request:
        req = self._prepare(query, opts, creds)
        params: dict[str, str | int] = {"query": req.text[:300], "limit": req.count, "fields": FIELDS}
        if query.time_range is not None:
            params["publicationDateOrYear"] = f"{query.time_range.start.isoformat()}:{query.time_range.end.isoformat()}"
        elif query.freshness is not None and opts.now is not None:
            params["year"] = f"{opts.now.year - 1}-"
        headers = {"Accept": "application/json"}
        if req.api_key:
            headers["x-api-key"] = req.api_key
        return httpx.Request("GET", f"{req.base_url}{ENDPOINT}", params=params, headers=headers)

    def parse(self, response: httpx.Response, query: PlannedQuery, opts: SearchOptions) -> list[Hit]:
        raise_for_platform(self.name, response, now=opts.now)
        body = json_object(self.name, response)
        rows = []
        for item in require_dicts(self.name, body.get("data"), "data"):
            ids = item.get("externalIds") if isinstance(item.get("externalIds"), dict) else {}
            url = as_str(item.get("url"))
            if not url and as_str(ids.get("DOI")):
                url = f"https://doi.org/{ids['DOI']}"
            published = as_str(item.get("publicationDate")) or (str(item["year"]) if isinstance(item.get("year"), int)
                                                                 else None)
            rows.append((url, item.get("title"), as_str(item.get("abstract")) or "", published, None))
        return self._hits(rows, opts)


PROVIDER = SemanticScholarProvider()
