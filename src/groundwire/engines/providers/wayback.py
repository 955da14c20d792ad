"""Wayback Machine availability API: ``GET <base>/wayback/available?url=...[&timestamp=YYYYMMDD]``; no key.

Wire format: docs/provider-formats/wayback.md. Answers ``{"url": ..., "archived_snapshots": {"closest":
{"available": true, "url": "http://web.archive.org/web/<ts>/<url>", "timestamp": "<14 digits>", "status":
"200"}}}`` or ``{"archived_snapshots": {}}`` when nothing is archived. The query must carry an http(s) URL: other
schemes (ftp:, file:, javascript:, data:) are refused before any request is built.
"""

from __future__ import annotations

import re
from typing import ClassVar

import httpx

from ...errors import BadRequestError
from ...models import Hit, PlannedQuery, SearchOptions
from .base import Capabilities, Credentials, HttpProvider, as_str, json_object
from .platformbase import raise_for_platform

ENDPOINT = "/wayback/available"
_HTTP_URL = re.compile(r"https?://[^\s<>\"']+", re.IGNORECASE)
_OTHER_SCHEME = re.compile(r"\b(?:ftp|ftps|file|javascript|data|mailto|gopher|ssh|smb|chrome|about):\S*", re.I)


def archive_target(text: str) -> str:
    """The http(s) URL to look up in ``text``; ``BadRequestError`` (refused) when there is none."""
    found = _HTTP_URL.search(text or "")
    if found:
        return found.group(0).rstrip(".,;:!?)]}'\"，。；：！？）】")
    other = _OTHER_SCHEME.search(text or "")
    what = f"a {other.group(0).split(':', 1)[0].lower()}: URL" if other else "no URL"
    raise BadRequestError("wayback", f"refused: archive look-ups take http(s) URLs only (got {what})")


def _iso_from_timestamp(ts: str | None) -> str | None:
    if not ts or not ts.isdigit() or len(ts) < 8:
        return None
    return f"{ts[0:4]}-{ts[4:6]}-{ts[6:8]}"


class WaybackProvider(HttpProvider):
    capabilities: ClassVar[Capabilities] = Capabilities(
        name="wayback",
        needs_key=False,
        default_base_url="https://archive.org",
        supports_freshness=False,
        supports_language=False,
        max_results=1,
        rate_limit=(15, 60.0),  # no published figure; the Internet Archive throttles bursts, so stay modest
        max_concurrency=2,
        weight=1.0,
    )

    def build_request(self, query: PlannedQuery, opts: SearchOptions, creds: Credentials) -> httpx.Request:
        target = archive_target(query.text)
        req = self._prepare(query.with_text(target), opts, creds)
        params = {"url": target}
        if query.time_range is not None:
            params["timestamp"] = query.time_range.end.strftime("%Y%m%d")
        return httpx.Request("GET", f"{req.base_url}{ENDPOINT}", params=params, headers={"Accept": "application/json"})

    def parse(self, response: httpx.Response, query: PlannedQuery, opts: SearchOptions) -> list[Hit]:
        raise_for_platform(self.name, response, now=opts.now)
        body = json_object(self.name, response)
        snapshots = body.get("archived_snapshots")
        if snapshots is None:
            from ...errors import MalformedResponseError

            raise MalformedResponseError(self.name, "no archived_snapshots object")
        closest = snapshots.get("closest") if isinstance(snapshots, dict) else None
        if not isinstance(closest, dict) or closest.get("available") is False:
            return []
        url = as_str(closest.get("url"))
        if url and url.startswith("http://web.archive.org/"):
            url = "https://" + url[len("http://"):]
        original = as_str(body.get("url")) or archive_target(query.text)
        day = _iso_from_timestamp(as_str(closest.get("timestamp")))
        title = f"Archived copy of {original}" + (f" ({day})" if day else "")
        snippet = (f"Wayback Machine snapshot of {original} taken {day or 'at an unknown date'}; "
                   f"the page answered HTTP {as_str(closest.get('status')) or '?'} when it was archived.")
        return self._hits([(url, title, snippet, day, None)], opts)


PROVIDER = WaybackProvider()
