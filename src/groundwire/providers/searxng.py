"""SearXNG (self-hosted metasearch): ``GET <instance>/search?format=json``; no key, the instance URL is required.

Wire format: /work/shared/provider-formats/searxng.md. The instance must enable ``json`` in ``search.formats``,
otherwise it answers 403. Its limiter answers 429 with plain text and no headers. Upstream engine failures come
back as 200 with ``unresponsive_engines``; when nothing else came back we report that as unavailability.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

import httpx

from ..errors import (
    BadRequestError,
    MalformedResponseError,
    NotConfiguredError,
    RateLimitError,
    UpstreamUnavailableError,
    UsageError,
)
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

_LANGUAGE = re.compile(r"^[a-z]{2,3}(-[a-z]{2,4})?$")


def searxng_language(language: str | None) -> str | None:
    """``zh`` / ``en-us`` / ``pt_BR`` -> ``zh`` / ``en-US`` / ``pt-BR``; ``None`` for anything else."""
    if not language:
        return None
    lang = language.strip().lower().replace("_", "-")
    if not _LANGUAGE.match(lang):
        return None
    primary, _, region = lang.partition("-")
    return f"{primary}-{region.upper()}" if region else primary


def _unresponsive(body: dict[str, Any]) -> list[str]:
    entries = body.get("unresponsive_engines")
    out: list[str] = []
    for entry in entries if isinstance(entries, list) else []:
        if isinstance(entry, (list, tuple)) and entry:
            out.append(" ".join(str(x) for x in entry[:2]))
    return out


class SearxngProvider(HttpProvider):
    capabilities: ClassVar[Capabilities] = Capabilities(
        name="searxng",
        needs_key=False,
        url_env="SEARXNG_URL",
        default_base_url=None,
        max_results=20,  # no count parameter: a page is whatever the engines return, we keep the first N
        rate_limit=(15, 20.0),  # self-hosted; matches the built-in limiter's burst window (15 / 20 s)
        weight=0.8,
    )

    def build_request(self, query: PlannedQuery, opts: SearchOptions, creds: Credentials) -> httpx.Request:
        base = (creds.base_url or self.capabilities.default_base_url or "").rstrip("/")
        if not base:
            raise NotConfiguredError(self.name, f"no instance URL (set {self.capabilities.url_env})")
        text = (query.text or "").strip()
        if not text:
            raise UsageError("empty query")
        params: dict[str, str | int] = {"q": text, "format": "json", "safesearch": 1 if opts.safe else 0}
        if query.freshness is not None:
            params["time_range"] = query.freshness.value
        lang = searxng_language(query.language)
        if lang:
            params["language"] = lang
        # the limiter's bot detection rejects requests without Accept-Language
        headers = {"Accept": "application/json", "Accept-Language": lang or "en"}
        return httpx.Request("GET", f"{base}/search", params=params, headers=headers)

    def parse(self, response: httpx.Response, query: PlannedQuery, opts: SearchOptions) -> list[Hit]:
        status = response.status_code
        if status == 403:
            raise BadRequestError(
                self.name,
                "403: the JSON format is disabled on this instance (add 'json' to search.formats in settings.yml)",
                status=403,
            )
        if status == 429:
            raise RateLimitError(
                self.name,
                f"instance limiter: {error_message(response)}",
                retry_after=parse_retry_after(response.headers.get("retry-after"), opts.now),
            )
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
            published = item.get("publishedDate") if isinstance(item.get("publishedDate"), str) else None
            rows.append((item.get("url"), item.get("title"), item.get("content"), published, score))
        hits = make_hits(self.name, rows, max(1, min(opts.count, self.capabilities.max_results)))
        if not hits and (failed := _unresponsive(body)):
            raise UpstreamUnavailableError(self.name, "no results; unresponsive engines: " + ", ".join(failed[:8]))
        return hits


PROVIDER = SearxngProvider()
