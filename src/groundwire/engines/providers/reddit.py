"""Reddit search: ``GET <base>/search.json?q=...&limit=N&sort=relevance`` (public JSON); OAuth token optional.

Wire format: docs/provider-formats/reddit.md. The answer is a ``Listing``: ``data.children[].data`` with
``title``, ``selftext``, ``permalink``, ``subreddit``, ``created_utc``, ``score``, ``num_comments``. With a token
(``REDDIT_ACCESS_TOKEN``) requests go to ``oauth.reddit.com`` with ``Authorization: bearer``. Reddit blocks many
unauthenticated clients with a 403 or an HTML page: that is a typed ``blocked`` error, and the platform route then
falls back to ``site:reddit.com`` queries on a general engine. ``subreddit:NAME`` in the query restricts the search
to that subreddit (entity targeting). Free terms: about 10 requests a minute without OAuth, 100 with.
"""

from __future__ import annotations

import re
from typing import ClassVar

import httpx

from ...models import Freshness, Hit, PlannedQuery, SearchOptions
from .base import Capabilities, Credentials, HttpProvider, as_number, as_str, json_object, require_dicts
from .platformbase import epoch_to_iso, raise_for_platform

DEFAULT_BASE = "https://www.reddit.com"
OAUTH_BASE = "https://oauth.reddit.com"
_SUBREDDIT = re.compile(r"(?:^|\s)subreddit:([A-Za-z0-9_]{2,21})(?=\s|$)")
_TIME = {Freshness.DAY: "day", Freshness.WEEK: "week", Freshness.MONTH: "month", Freshness.YEAR: "year"}


def split_subreddit(text: str) -> tuple[str | None, str]:
    """``"subreddit:python uv vs poetry"`` -> ``("python", "uv vs poetry")``."""
    found = _SUBREDDIT.search(text)
    if not found:
        return None, text
    rest = (text[: found.start()] + " " + text[found.end():]).strip()
    return found.group(1), " ".join(rest.split()) or found.group(1)


class RedditProvider(HttpProvider):
    capabilities: ClassVar[Capabilities] = Capabilities(
        name="reddit",
        needs_key=False,
        key_env="REDDIT_ACCESS_TOKEN",
        default_base_url=DEFAULT_BASE,
        supports_language=False,
        max_results=20,
        rate_limit=(10, 60.0),  # unauthenticated: about 10 requests a minute
        max_concurrency=2,
        weight=0.7,
    )

    def build_request(self, query: PlannedQuery, opts: SearchOptions, creds: Credentials) -> httpx.Request:
        req = self._prepare(query, opts, creds)
        subreddit, text = split_subreddit(req.text)
        base = OAUTH_BASE if req.api_key and req.base_url == DEFAULT_BASE else req.base_url
        path = f"/r/{subreddit}/search.json" if subreddit else "/search.json"
        params: dict[str, str | int] = {"q": text, "limit": req.count, "sort": "relevance", "raw_json": 1,
                                        "type": "link"}
        if subreddit:
            params["restrict_sr"] = 1
        if query.freshness is not None:
            params["t"] = _TIME[query.freshness]
        headers = {"Accept": "application/json"}
        if req.api_key:
            headers["Authorization"] = f"bearer {req.api_key}"
        return httpx.Request("GET", f"{base}{path}", params=params, headers=headers)

    def parse(self, response: httpx.Response, query: PlannedQuery, opts: SearchOptions) -> list[Hit]:
        raise_for_platform(self.name, response, now=opts.now)
        body = json_object(self.name, response)
        data = body.get("data") if isinstance(body.get("data"), dict) else None
        if data is None:
            from ...errors import MalformedResponseError

            raise MalformedResponseError(self.name, "not a Listing (no data object)")
        rows = []
        for child in require_dicts(self.name, data.get("children"), "data.children"):
            post = child.get("data") if isinstance(child.get("data"), dict) else {}
            permalink = as_str(post.get("permalink"))
            url = f"https://www.reddit.com{permalink}" if permalink and permalink.startswith("/") else None
            sub = as_str(post.get("subreddit"))
            score = as_number(post.get("score"))
            meta = f"r/{sub}" + (f", {int(score)} points" if score is not None else "") if sub else ""
            text = (as_str(post.get("selftext")) or "")[:400]
            snippet = " — ".join(p for p in (meta, text) if p)
            rows.append((url, post.get("title"), snippet, epoch_to_iso(post.get("created_utc")), None))
        return self._hits(rows, opts)


PROVIDER = RedditProvider()
