"""Shared checks for platform and scholarly APIs (arXiv, OpenAlex, Semantic Scholar, Hacker News, Reddit, GitHub,
Stack Exchange, Wayback).

Platform APIs fail in ways general engines do not: Reddit answers a blocked client with an HTML page or a 403,
GitHub with a 403 whose body says the rate limit is spent, some with a login wall served as 200 HTML. Each of those
becomes a typed error (:class:`BlockedError` for walls, :class:`RateLimitError` for spent limits) so the router
traces the channel as skipped-with-a-reason and moves on. Everything here is pure.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

import httpx

from ...errors import BlockedError, RateLimitError
from .base import error_message, raise_for_status, retry_after

_LOGIN_WALL_MARKERS = ("log in", "login", "sign in", "signin", "blocked", "whoa there", "are you a robot",
                       "captcha", "verify you are human")


def is_html(response: httpx.Response) -> bool:
    kind = response.headers.get("content-type", "").lower()
    if "html" in kind:
        return True
    head = response.content[:200].lstrip().lower()
    return head.startswith((b"<!doctype html", b"<html"))


def wall_reason(response: httpx.Response) -> str:
    """A short, key-free description of a wall page: its <title> or the first marker word found."""
    text = response.text[:4000].lower()
    start = text.find("<title>")
    if start != -1:
        end = text.find("</title>", start)
        title = " ".join(text[start + 7 : end if end != -1 else start + 127].split())
        if title:
            return title[:120]
    for marker in _LOGIN_WALL_MARKERS:
        if marker in text:
            return marker
    return "an HTML page"


def raise_for_platform(provider: str, response: httpx.Response, *, json_expected: bool = True,
                       now: datetime | None = None) -> None:
    """HTML where JSON/XML was promised, a 403 or a login wall -> ``BlockedError``; then the shared status map."""
    status = response.status_code
    if status == 429:
        raise RateLimitError(provider, error_message(response), retry_after=retry_after(response, now))
    if status == 403:
        if response.headers.get("x-ratelimit-remaining") == "0":  # GitHub: a spent limit, not a ban
            reset = response.headers.get("x-ratelimit-reset")
            wait = None
            if reset and reset.isdigit() and now is not None:
                wait = max(0.0, float(reset) - now.timestamp())
            raise RateLimitError(provider, error_message(response), retry_after=wait)
        what = wall_reason(response) if is_html(response) else error_message(response)
        raise BlockedError(provider, f"403 from the platform ({what})")
    if status >= 500:
        raise_for_status(provider, response)
    if json_expected and is_html(response):
        raise BlockedError(provider, f"HTML instead of the API's answer (HTTP {status}: {wall_reason(response)})")
    raise_for_status(provider, response)


def epoch_to_iso(value: Any) -> str | None:
    """Unix seconds -> ISO 8601 UTC; ``None`` for anything that is not a plausible number."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
        return None
    try:
        return datetime.fromtimestamp(float(value), tz=timezone.utc).isoformat()
    except (OverflowError, OSError, ValueError):
        return None


def short(text: Any, limit: int = 400) -> str:
    return text[:limit] if isinstance(text, str) else ""
