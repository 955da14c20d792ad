"""Serper (Google results): ``POST <base>/search`` with JSON, key in ``X-API-KEY``.

Wire format: /work/shared/provider-formats/serper.md. Errors: 403 bad key, 400 ``Not enough credits`` (quota),
429 rate limit. Results live in ``organic[]`` with ``link`` as the URL; ``date`` is human text ("3 days ago").
"""

from __future__ import annotations

from typing import Any, ClassVar

import httpx

from ...errors import QuotaError
from ...models import Freshness, Hit, PlannedQuery, SearchOptions
from ..published import publication_window
from .base import (
    Capabilities, Credentials, HttpProvider, error_message, json_object, language_tag, parse_human_date,
    raise_for_status, require_dicts,
)

_TBS = {Freshness.DAY: "qdr:d", Freshness.WEEK: "qdr:w", Freshness.MONTH: "qdr:m", Freshness.YEAR: "qdr:y"}
# language -> (hl, gl); gl only where the language points at one country's index
_LOCALE = {"zh": ("zh-cn", "cn"), "zh-cn": ("zh-cn", "cn"), "zh-tw": ("zh-tw", "tw"), "zh-hk": ("zh-tw", "hk")}

class SerperProvider(HttpProvider):
    capabilities: ClassVar[Capabilities] = Capabilities(
        name="serper",
        needs_key=True,
        key_env="SERPER_API_KEY",
        default_base_url="https://google.serper.dev",
        max_results=100,
        rate_limit=(5, 1.0),  # no published free-trial QPS; Starter is 50 QPS, so 5/s is safely under it
        weight=1.0,
    )

    def build_request(self, query: PlannedQuery, opts: SearchOptions, creds: Credentials) -> httpx.Request:
        req = self._prepare(query, opts, creds)
        body: dict[str, Any] = {"q": req.text, "num": req.count}
        window = publication_window(query.time_range, opts.now)
        if window is not None:  # Google custom date range; forwarded by Serper (unverified upstream)
            start, end = window.start, window.end
            body["tbs"] = (
                f"cdr:1,cd_min:{start.month}/{start.day}/{start.year},cd_max:{end.month}/{end.day}/{end.year}"
            )
        elif query.freshness is not None:
            body["tbs"] = _TBS[query.freshness]
        lang = language_tag(query.language)
        if lang is not None:
            hl, gl = _LOCALE.get(lang, (lang, None))
            body["hl"] = hl
            if gl:
                body["gl"] = gl
        headers = {"X-API-KEY": req.api_key, "Accept": "application/json"}
        return httpx.Request("POST", f"{req.base_url}/search", json=body, headers=headers)

    def parse(self, response: httpx.Response, query: PlannedQuery, opts: SearchOptions) -> list[Hit]:
        if response.status_code == 400 and "credit" in error_message(response).lower():
            raise QuotaError(self.name, error_message(response), status=400)
        raise_for_status(self.name, response)
        body = json_object(self.name, response)
        rows = [
            (item.get("link"), item.get("title"), item.get("snippet"), parse_human_date(item.get("date"), opts.now),
             None)
            for item in require_dicts(self.name, body.get("organic"), "organic")
        ]
        return self._hits(rows, opts)


PROVIDER = SerperProvider()
