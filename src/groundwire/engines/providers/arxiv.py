"""arXiv (Atom API): ``GET <base>/api/query?search_query=all:...&start=0&max_results=N``; no key.

Wire format: docs/provider-formats/arxiv.md. The answer is an Atom feed; each ``<entry>`` has ``id``
(``http(s)://arxiv.org/abs/<id>v<n>``), ``title``, ``summary``, ``published`` and ``<link>`` elements. A bad
parameter comes back as a feed with a single entry titled ``Error`` (HTTP 400, sometimes 200); throttling is a bare
``Rate exceeded.`` text body. The terms ask for one request every three seconds.
"""

from __future__ import annotations

import re
from typing import ClassVar
from xml.sax import SAXParseException

import feedparser
import httpx

from ... import textsafe
from ...errors import BadRequestError, MalformedResponseError, RateLimitError
from ...models import Hit, PlannedQuery, SearchOptions
from .base import Capabilities, Credentials, HttpProvider, clean_text
from .platformbase import raise_for_platform

ENDPOINT = "/api/query"
_TERM = re.compile(r"[\w.+-]+", re.UNICODE)
_ARXIV_ID = re.compile(r"\b(\d{4}\.\d{4,5})(v\d+)?\b")


def search_query(text: str) -> str:
    """``attention is all you need`` -> ``all:attention AND all:is AND ...``; a bare arXiv id -> ``id:...``."""
    found = _ARXIV_ID.search(text)
    if found and len(text.split()) <= 2:
        return f"id:{found.group(1)}"
    terms = [t for t in _TERM.findall(text) if t.lower() not in ("and", "or", "andnot")][:12]
    return " AND ".join(f"all:{t}" for t in terms) or f"all:{text.strip()[:100]}"


class ArxivProvider(HttpProvider):
    capabilities: ClassVar[Capabilities] = Capabilities(
        name="arxiv",
        needs_key=False,
        default_base_url="https://export.arxiv.org",
        supports_freshness=False,
        supports_language=False,
        max_results=20,
        rate_limit=(1, 3.0),  # the API terms: no more than one request every three seconds
        max_concurrency=1,
        weight=0.9,
    )

    def build_request(self, query: PlannedQuery, opts: SearchOptions, creds: Credentials) -> httpx.Request:
        req = self._prepare(query, opts, creds)
        params = {"search_query": search_query(req.text), "start": 0, "max_results": req.count,
                  "sortBy": "relevance", "sortOrder": "descending"}
        return httpx.Request("GET", f"{req.base_url}{ENDPOINT}", params=params,
                             headers={"Accept": "application/atom+xml"})

    def parse(self, response: httpx.Response, query: PlannedQuery, opts: SearchOptions) -> list[Hit]:
        body = response.content
        if response.status_code in (429, 503) or body.strip().lower().startswith(b"rate exceeded"):
            raise RateLimitError(self.name, "arXiv throttled the request (Rate exceeded)")
        feed = feedparser.parse(textsafe.utf8_bytes(body))  # a NUL or stray byte in one summary is not bad XML
        entries = list(feed.entries)
        if len(entries) == 1 and clean_text(entries[0].get("title")).lower() == "error":
            raise BadRequestError(self.name, clean_text(entries[0].get("summary"))[:200] or "arXiv query error",
                                  status=response.status_code)
        raise_for_platform(self.name, response, json_expected=True)
        if feed.bozo and isinstance(feed.get("bozo_exception"), SAXParseException):
            raise MalformedResponseError(self.name, "the Atom feed is not well-formed XML")
        if b"<feed" not in body[:2000]:
            raise MalformedResponseError(self.name, "the answer is not an Atom feed")
        rows = []
        for entry in entries:
            url = next((link.get("href") for link in entry.get("links", [])
                        if link.get("rel") == "alternate" and link.get("href")), None) or entry.get("id")
            if isinstance(url, str) and url.startswith("http://arxiv.org"):
                url = "https://" + url[len("http://"):]
            rows.append((url, entry.get("title"), entry.get("summary", "")[:500], entry.get("published"), None))
        return self._hits(rows, opts)


PROVIDER = ArxivProvider()
