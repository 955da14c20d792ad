"""Brave Search web API: ``GET <base>/res/v1/web/search``, key in ``X-Subscription-Token``.

Wire format: /work/shared/provider-formats/brave.md. Brave signals a bad key with 422 (not 401) and uses one 429
status for both the per-second rate limit (``RATE_LIMITED``) and the monthly quota (``QUOTA_LIMITED``); its
``X-RateLimit-*`` headers carry comma-separated (per-second, per-month) pairs, read by :func:`rate_limit_state`.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, ClassVar

import httpx

from ... import textsafe
from ...errors import AuthError, BadRequestError, MalformedResponseError, QuotaError, RateLimitError
from ...models import Freshness, Hit, PlannedQuery, SearchOptions
from ..published import publication_window
from .base import (
    Capabilities, Credentials, HttpProvider, as_str, error_message, json_object, language_tag, parse_human_date,
    raise_for_status, require_dicts, retry_after,
)

ENDPOINT = "/res/v1/web/search"
MAX_QUERY_CHARS = 400  # Brave rejects longer queries with 422 VALIDATION

_FRESHNESS = {Freshness.DAY: "pd", Freshness.WEEK: "pw", Freshness.MONTH: "pm", Freshness.YEAR: "py"}
# Brave's own search_lang codes; ISO 639-1 codes not listed here are sent as-is only if Brave knows them.
_LANG_ALIASES = {"zh": "zh-hans", "zh-cn": "zh-hans", "zh-sg": "zh-hans", "zh-tw": "zh-hant", "zh-hk": "zh-hant",
                 "ja": "jp", "pt": "pt-pt", "pt-br": "pt-br", "en-gb": "en-gb", "no": "nb"}
_BRAVE_LANGS = frozenset(
    "ar eu bn bg ca zh-hans zh-hant hr cs da nl en en-gb et fi fr gl de gu he hi hu is it jp kn ko lv lt ms ml mr "
    "nb pl pt-br pt-pt pa ro ru sr sk sl es sv ta te th tr uk vi".split()
)


def search_lang(language: str | None) -> str | None:
    """ISO 639-1 (optionally with region) -> Brave ``search_lang``; ``None`` when Brave has no such language."""
    lang = language_tag(language)
    if lang is None:
        return None
    lang = _LANG_ALIASES.get(lang, lang)
    if lang not in _BRAVE_LANGS:
        lang = _LANG_ALIASES.get(lang.split("-")[0], lang.split("-")[0])
    return lang if lang in _BRAVE_LANGS else None


def _numbers(value: str | None) -> list[float] | None:
    if not value:
        return None
    try:
        return [float(part.split(";")[0].strip()) for part in value.split(",")]
    except ValueError:
        return None


def _windows(policy: str | None) -> list[float | None]:
    out: list[float | None] = []
    for part in (policy or "").split(","):
        window = None
        for item in part.split(";")[1:]:
            key, _, val = item.strip().partition("=")
            if key == "w":
                try:
                    window = float(val)
                except ValueError:
                    window = None
        out.append(window)
    return out


def rate_limit_state(response: httpx.Response) -> dict[str, Any] | None:
    """Brave's ``X-RateLimit-*`` pairs as ``{"windows": [...], "exhausted": bool, "wait": seconds}``.

    Each window is ``{"window": seconds|None, "limit": n|None, "remaining": n, "reset": seconds|None}`` (per-second
    first, then per-month). ``wait`` is how long until every exhausted window resets (0.0 when none is).
    ``None`` when the headers are absent or unreadable.
    """
    remaining = _numbers(response.headers.get("x-ratelimit-remaining"))
    if not remaining:
        return None
    limits = _numbers(response.headers.get("x-ratelimit-limit")) or []
    resets = _numbers(response.headers.get("x-ratelimit-reset")) or []
    policy = _windows(response.headers.get("x-ratelimit-policy"))
    windows = []
    for i, left in enumerate(remaining):
        windows.append({
            "window": policy[i] if i < len(policy) else None,
            "limit": int(limits[i]) if i < len(limits) else None,
            "remaining": int(left),
            "reset": resets[i] if i < len(resets) else None,
        })
    spent = [w for w in windows if w["remaining"] <= 0]
    return {
        "windows": windows,
        "exhausted": bool(spent),
        "wait": max((w["reset"] or 0.0 for w in spent), default=0.0),
    }


def _error(body: Any) -> dict[str, Any]:
    """The error object, whether Brave sent ``"error": {...}`` or ``"errors": [{...}]``."""
    if not isinstance(body, dict):
        return {}
    err = body.get("error")
    if isinstance(err, dict):
        return err
    errs = body.get("errors")
    if isinstance(errs, list) and errs and isinstance(errs[0], dict):
        return errs[0]
    return {}


def _missing_token(err: dict[str, Any]) -> bool:
    meta = err.get("meta")
    problems = meta.get("errors") if isinstance(meta, dict) else None
    if not isinstance(problems, list):
        return False
    return any(
        isinstance(p, dict) and "x-subscription-token" in [str(x).lower() for x in (p.get("loc") or [])]
        for p in problems
    )


class BraveProvider(HttpProvider):
    capabilities: ClassVar[Capabilities] = Capabilities(
        name="brave",
        needs_key=True,
        key_env="BRAVE_API_KEY",
        default_base_url="https://api.search.brave.com",
        max_results=20,
        rate_limit=(1, 1.0),  # free plan: 1 request/second (2,000/month)
        weight=1.0,
    )

    def build_request(self, query: PlannedQuery, opts: SearchOptions, creds: Credentials) -> httpx.Request:
        req = self._prepare(query, opts, creds)
        params: dict[str, str | int] = {
            "q": req.text[:MAX_QUERY_CHARS],
            "count": req.count,
            "safesearch": "moderate" if opts.safe else "off",
        }
        window = publication_window(query.time_range, opts.now)
        if window is not None:
            params["freshness"] = f"{window.start.isoformat()}to{window.end.isoformat()}"
        elif query.freshness is not None:
            params["freshness"] = _FRESHNESS[query.freshness]
        lang = search_lang(query.language)
        if lang:
            params["search_lang"] = lang
        headers = {"X-Subscription-Token": req.api_key, "Accept": "application/json"}
        return httpx.Request("GET", f"{req.base_url}{ENDPOINT}", params=params, headers=headers)

    def parse(self, response: httpx.Response, query: PlannedQuery, opts: SearchOptions) -> list[Hit]:
        self._raise_for_brave_errors(response, opts.now)
        raise_for_status(self.name, response)
        body = json_object(self.name, response)
        web = body.get("web")
        if web is None:
            return []  # Brave omits the section when nothing matched
        if not isinstance(web, dict):
            raise MalformedResponseError(self.name, f"web is {type(web).__name__}, expected an object")
        rows = []
        for item in require_dicts(self.name, web.get("results"), "web.results"):
            published = as_str(item.get("page_age")) or parse_human_date(item.get("age"), opts.now)
            rows.append((item.get("url"), item.get("title"), item.get("description"), published, None))
        return self._hits(rows, opts)

    def _raise_for_brave_errors(self, response: httpx.Response, now: datetime | None) -> None:
        status = response.status_code
        if status not in (404, 422, 429):
            return
        try:
            err = _error(textsafe.loads(response.content))
        except ValueError:
            err = {}
        code = str(err.get("code") or "").upper()
        message = str(err.get("detail") or "")[:200] or error_message(response)
        if status == 422 and (code == "SUBSCRIPTION_TOKEN_INVALID" or _missing_token(err)):
            raise AuthError(self.name, message, status=status)
        if status == 404 and code == "SUBSCRIPTION_NOT_FOUND":
            raise AuthError(self.name, message, status=status)
        if status == 422:
            raise BadRequestError(self.name, message, status=status)
        if status == 429:
            state = rate_limit_state(response)
            monthly_spent = bool(state and len(state["windows"]) > 1 and state["windows"][-1]["remaining"] <= 0)
            if code == "QUOTA_LIMITED" or monthly_spent:  # a spent month outlasts any per-second wait
                raise QuotaError(self.name, message, status=status)
            wait = retry_after(response, now)
            if wait is None and state and state["exhausted"]:
                wait = state["wait"]
            raise RateLimitError(self.name, message, status=status, retry_after=wait)


PROVIDER = BraveProvider()
