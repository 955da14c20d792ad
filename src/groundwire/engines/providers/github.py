"""GitHub search: ``GET <base>/search/repositories?q=...&per_page=N`` (or ``/search/issues`` when the query names a
repository with ``repo:owner/name``); token optional.

Wire format: docs/provider-formats/github.md. Headers ``Accept: application/vnd.github+json`` and
``X-GitHub-Api-Version: 2022-11-28``; ``Authorization: Bearer <GITHUB_TOKEN>`` when set. Answers
``{"total_count", "incomplete_results", "items": [...]}``. A spent limit is 403 (or 429) with
``x-ratelimit-remaining: 0``; validation errors are 422 ``{"message": "Validation Failed", "errors": [...]}``.
Free terms for search: 10 requests a minute without a token, 30 with one.
"""

from __future__ import annotations

import re
from typing import ClassVar

import httpx

from ...models import Freshness, Hit, PlannedQuery, SearchOptions
from .base import Capabilities, Credentials, HttpProvider, as_str, json_object, require_dicts
from .platformbase import raise_for_platform

_REPO = re.compile(r"(?:^|\s)repo:[\w.-]+/[\w.-]+(?=\s|$)")
_DAYS = {Freshness.DAY: 1, Freshness.WEEK: 7, Freshness.MONTH: 31, Freshness.YEAR: 366}


class GitHubProvider(HttpProvider):
    capabilities: ClassVar[Capabilities] = Capabilities(
        name="github",
        needs_key=False,
        key_env="GITHUB_TOKEN",
        default_base_url="https://api.github.com",
        supports_language=False,
        max_results=20,
        rate_limit=(10, 60.0),  # search API without a token: 10 requests a minute
        max_concurrency=2,
        weight=0.8,
    )

    def build_request(self, query: PlannedQuery, opts: SearchOptions, creds: Credentials) -> httpx.Request:
        req = self._prepare(query, opts, creds)
        issues = bool(_REPO.search(req.text))
        q = req.text[:256]
        if query.freshness is not None and opts.now is not None:
            from datetime import timedelta

            since = (opts.now - timedelta(days=_DAYS[query.freshness])).date().isoformat()
            q += f" {'updated' if issues else 'pushed'}:>={since}"
        path = "/search/issues" if issues else "/search/repositories"
        headers = {"Accept": "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28"}
        if req.api_key:
            headers["Authorization"] = f"Bearer {req.api_key}"
        return httpx.Request("GET", f"{req.base_url}{path}", params={"q": q, "per_page": req.count}, headers=headers)

    def parse(self, response: httpx.Response, query: PlannedQuery, opts: SearchOptions) -> list[Hit]:
        raise_for_platform(self.name, response, now=opts.now)
        body = json_object(self.name, response)
        rows = []
        for item in require_dicts(self.name, body.get("items"), "items"):
            if "full_name" in item:  # a repository
                stars = item.get("stargazers_count")
                desc = as_str(item.get("description")) or ""
                snippet = f"{desc} ({stars} stars)" if isinstance(stars, int) else desc
                rows.append((as_str(item.get("html_url")), item.get("full_name"), snippet,
                             as_str(item.get("pushed_at")) or as_str(item.get("updated_at")), None))
            else:  # an issue or pull request
                rows.append((as_str(item.get("html_url")), item.get("title"), (as_str(item.get("body")) or "")[:400],
                             as_str(item.get("created_at")), None))
        return self._hits(rows, opts)


PROVIDER = GitHubProvider()
