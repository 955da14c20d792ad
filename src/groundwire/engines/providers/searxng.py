"""SearXNG (self-hosted metasearch): ``GET <instance>/search?format=json``; no key, the instance URL is required.

Wire format: /work/shared/provider-formats/searxng.md. The instance must enable ``json`` in ``search.formats``,
otherwise it answers 403. Its limiter answers 429 with plain text and no headers. Upstream engine failures come
back as 200 with ``unresponsive_engines``; when nothing else came back we report that as unavailability.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

import httpx

from ...errors import BadRequestError, RateLimitError, UpstreamUnavailableError
from ...models import Hit, PlannedQuery, SearchOptions
from .base import (
    Capabilities, Credentials, HttpProvider, as_number, as_str, error_message, json_object, language_tag,
    raise_for_status, require_dicts, retry_after,
)

_LANGUAGE = re.compile(r"^[a-z]{2,3}(-[a-z]{2,4})?$")


def searxng_language(language: str | None) -> str | None:
    """``zh`` / ``en-us`` / ``pt_BR`` -> ``zh`` / ``en-US`` / ``pt-BR``; ``None`` for anything else."""
    lang = language_tag(language)
    if lang is None or not _LANGUAGE.match(lang):
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
        req = self._prepare(query, opts, creds)
        params: dict[str, str | int] = {"q": req.text, "format": "json", "safesearch": 1 if opts.safe else 0}
        if query.freshness is not None:
            params["time_range"] = query.freshness.value
        lang = searxng_language(query.language)
        if lang:
            params["language"] = lang
        # the limiter's bot detection rejects requests without Accept-Language
        headers = {"Accept": "application/json", "Accept-Language": lang or "en"}
        return httpx.Request("GET", f"{req.base_url}/search", params=params, headers=headers)

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
                retry_after=retry_after(response, opts.now),
            )
        raise_for_status(self.name, response)
        body = json_object(self.name, response)
        rows = [
            (item.get("url"), item.get("title"), item.get("content"), as_str(item.get("publishedDate")),
             as_number(item.get("score")))
            for item in require_dicts(self.name, body.get("results"), "results")
        ]
        hits = self._hits(rows, opts)
        if not hits and (failed := _unresponsive(body)):
            raise UpstreamUnavailableError(self.name, "no results; unresponsive engines: " + ", ".join(failed[:8]))
        return hits


PROVIDER = SearxngProvider()
