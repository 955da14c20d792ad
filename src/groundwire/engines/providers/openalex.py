"""OpenAlex works search: ``GET <base>/works?search=...&per-page=N``; keyless (``api_key`` optional).

Wire format: docs/provider-formats/openalex.md. Results carry ``id``, ``doi``, ``display_name``,
``publication_date``, ``primary_location.landing_page_url`` and an ``abstract_inverted_index`` (word -> positions),
rebuilt here into a snippet. Errors are JSON ``{"error": ..., "message": ...}``. Free terms: 10 requests/s and
100,000 a day; the polite pool wants a ``mailto``.
"""

from __future__ import annotations

from typing import Any, ClassVar

import httpx

from ...models import Freshness, Hit, PlannedQuery, SearchOptions
from .base import Capabilities, Credentials, HttpProvider, as_str, json_object, require_dicts
from .platformbase import raise_for_platform

ENDPOINT = "/works"
_YEARS = {Freshness.DAY: 0, Freshness.WEEK: 0, Freshness.MONTH: 0, Freshness.YEAR: 1}


def abstract_text(index: Any, limit: int = 400) -> str:
    """Rebuild an abstract from OpenAlex's inverted index ``{"word": [positions]}``."""
    if not isinstance(index, dict):
        return ""
    slots: dict[int, str] = {}
    for word, positions in index.items():
        if isinstance(positions, list):
            for pos in positions:
                if isinstance(pos, int) and 0 <= pos < 2000:
                    slots[pos] = str(word)
    return " ".join(slots[i] for i in sorted(slots))[:limit]


class OpenAlexProvider(HttpProvider):
    capabilities: ClassVar[Capabilities] = Capabilities(
        name="openalex",
        needs_key=False,
        key_env="OPENALEX_API_KEY",
        default_base_url="https://api.openalex.org",
        supports_language=False,
        max_results=20,
        rate_limit=(10, 1.0),  # 10 requests/s, 100k/day
        weight=0.9,
    )

    def build_request(self, query: PlannedQuery, opts: SearchOptions, creds: Credentials) -> httpx.Request:
        req = self._prepare(query, opts, creds)
        params: dict[str, str | int] = {"search": req.text, "per-page": req.count}
        if query.time_range is not None:
            params["filter"] = (f"from_publication_date:{query.time_range.start.isoformat()},"
                                f"to_publication_date:{query.time_range.end.isoformat()}")
        elif query.freshness is not None and opts.now is not None:
            year = opts.now.year - _YEARS[query.freshness]
            params["filter"] = f"from_publication_date:{year}-01-01"
        if req.api_key:
            params["api_key"] = req.api_key
        return httpx.Request("GET", f"{req.base_url}{ENDPOINT}", params=params, headers={"Accept": "application/json"})

    def parse(self, response: httpx.Response, query: PlannedQuery, opts: SearchOptions) -> list[Hit]:
        raise_for_platform(self.name, response, now=opts.now)
        body = json_object(self.name, response)
        rows = []
        for item in require_dicts(self.name, body.get("results"), "results"):
            location = item.get("primary_location") if isinstance(item.get("primary_location"), dict) else {}
            url = as_str(item.get("doi")) or as_str(location.get("landing_page_url")) or as_str(item.get("id"))
            title = as_str(item.get("display_name")) or as_str(item.get("title"))
            rows.append((url, title, abstract_text(item.get("abstract_inverted_index")),
                         as_str(item.get("publication_date")), None))
        return self._hits(rows, opts)


PROVIDER = OpenAlexProvider()
