"""Serper (Google results): ``POST <base>/search`` with JSON, key in ``X-API-KEY``.

Wire format: /work/shared/provider-formats/serper.md. Errors: 403 bad key, 400 ``Not enough credits`` (quota),
429 rate limit. Results live in ``organic[]`` with ``link`` as the URL; ``date`` is human text ("3 days ago").
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, ClassVar

import httpx

from ..errors import MalformedResponseError, NotConfiguredError, QuotaError, UsageError
from ..models import Freshness, Hit, PlannedQuery, SearchOptions
from .base import (
    Capabilities,
    Credentials,
    HttpProvider,
    error_message,
    json_body,
    make_hits,
    raise_for_status,
    require_list,
)

_TBS = {Freshness.DAY: "qdr:d", Freshness.WEEK: "qdr:w", Freshness.MONTH: "qdr:m", Freshness.YEAR: "qdr:y"}
# language -> (hl, gl); gl only where the language points at one country's index
_LOCALE = {"zh": ("zh-cn", "cn"), "zh-cn": ("zh-cn", "cn"), "zh-tw": ("zh-tw", "tw"), "zh-hk": ("zh-tw", "hk")}


def parse_human_date(value: Any, now: datetime | None) -> str | None:
    """``"Sep 12, 2026"`` / ``"3 days ago"`` -> ``"2026-09-12"``; relative forms only when ``now`` is known.

    Wraps dateparser (English only, for speed). Returns ``None`` for anything it cannot read.
    """
    if not isinstance(value, str) or not value.strip():
        return None
    import dateparser  # deferred: dateparser's import is slow and only dated results need it

    settings: dict[str, Any] = {"PREFER_DATES_FROM": "past", "TIMEZONE": "UTC", "RETURN_AS_TIMEZONE_AWARE": True}
    if now is None:
        settings["PARSERS"] = ["timestamp", "custom-formats", "absolute-time"]
    else:
        if now.tzinfo is not None:
            now = now.astimezone(timezone.utc).replace(tzinfo=None)
        settings["RELATIVE_BASE"] = now
    try:
        when = dateparser.parse(value.strip()[:100], languages=["en"], settings=settings)
    except Exception:  # dateparser raises assorted internal errors on odd input
        return None
    return when.date().isoformat() if when else None


def _text(query: PlannedQuery) -> str:
    text = (query.text or "").strip()
    if not text:
        raise UsageError("empty query")
    return text


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
        if not creds.api_key:
            raise NotConfiguredError(self.name, f"no API key (set {self.capabilities.key_env})")
        base = (creds.base_url or self.capabilities.default_base_url or "").rstrip("/")
        body: dict[str, Any] = {
            "q": _text(query),
            "num": max(1, min(opts.count, self.capabilities.max_results)),
        }
        if query.time_range is not None:  # Google custom date range; forwarded by Serper (unverified upstream)
            start, end = query.time_range.start, query.time_range.end
            body["tbs"] = (
                f"cdr:1,cd_min:{start.month}/{start.day}/{start.year},cd_max:{end.month}/{end.day}/{end.year}"
            )
        elif query.freshness is not None:
            body["tbs"] = _TBS[query.freshness]
        if query.language:
            lang = query.language.strip().lower().replace("_", "-")
            hl, gl = _LOCALE.get(lang, (lang, None))
            body["hl"] = hl
            if gl:
                body["gl"] = gl
        headers = {"X-API-KEY": creds.api_key, "Accept": "application/json"}
        return httpx.Request("POST", f"{base}/search", json=body, headers=headers)

    def parse(self, response: httpx.Response, query: PlannedQuery, opts: SearchOptions) -> list[Hit]:
        if response.status_code == 400 and "credit" in error_message(response).lower():
            raise QuotaError(self.name, error_message(response), status=400)
        raise_for_status(self.name, response)
        body = json_body(self.name, response)
        if not isinstance(body, dict):
            raise MalformedResponseError(self.name, f"body is {type(body).__name__}, expected an object")
        rows = []
        for item in require_list(self.name, body.get("organic"), "organic"):
            if isinstance(item, dict):
                rows.append(
                    (item.get("link"), item.get("title"), item.get("snippet"),
                     parse_human_date(item.get("date"), opts.now), None)
                )
        return make_hits(self.name, rows, max(1, min(opts.count, self.capabilities.max_results)))


PROVIDER = SerperProvider()
