"""Stack Exchange: ``GET <base>/2.3/search/advanced?q=...&site=stackoverflow&sort=relevance&pagesize=N``.

Wire format: docs/provider-formats/stackexchange.md. Key optional (``key=``, STACKEXCHANGE_KEY) and never secret.
Answers ``{"items": [...], "has_more", "quota_max", "quota_remaining", "backoff"?}``; errors are
``{"error_id", "error_name", "error_message"}`` with HTTP 400 (``bad_parameter``, and ``throttle_violation`` with
error_id 502), 403 ``access_denied`` or 502. Free terms: 300 requests a day per IP without a key.
"""

from __future__ import annotations

from typing import ClassVar

import httpx

from ...errors import AuthError, BadRequestError, QuotaError, RateLimitError
from ...models import Freshness, Hit, PlannedQuery, SearchOptions
from .base import Capabilities, Credentials, HttpProvider, as_number, as_str, clean_text, json_object, require_dicts
from .platformbase import epoch_to_iso, raise_for_platform

ENDPOINT = "/2.3/search/advanced"
_DAYS = {Freshness.DAY: 1, Freshness.WEEK: 7, Freshness.MONTH: 31, Freshness.YEAR: 366}


class StackExchangeProvider(HttpProvider):
    capabilities: ClassVar[Capabilities] = Capabilities(
        name="stackexchange",
        needs_key=False,
        key_env="STACKEXCHANGE_KEY",
        default_base_url="https://api.stackexchange.com",
        supports_language=False,
        max_results=20,
        rate_limit=(300, 86400.0),  # 300 requests a day per IP without a key
        max_concurrency=2,
        weight=0.8,
    )

    def build_request(self, query: PlannedQuery, opts: SearchOptions, creds: Credentials) -> httpx.Request:
        req = self._prepare(query, opts, creds)
        params: dict[str, str | int] = {"q": req.text, "site": "stackoverflow", "order": "desc",
                                        "sort": "relevance", "pagesize": req.count}
        if query.freshness is not None and opts.now is not None:
            params["fromdate"] = int(opts.now.timestamp()) - _DAYS[query.freshness] * 86400
        if req.api_key:
            params["key"] = req.api_key
        return httpx.Request("GET", f"{req.base_url}{ENDPOINT}", params=params, headers={"Accept": "application/json"})

    def parse(self, response: httpx.Response, query: PlannedQuery, opts: SearchOptions) -> list[Hit]:
        self._raise_for_api_error(response)
        raise_for_platform(self.name, response, now=opts.now)
        body = json_object(self.name, response)
        rows = []
        for item in require_dicts(self.name, body.get("items"), "items"):
            tags = item.get("tags") if isinstance(item.get("tags"), list) else []
            score, answers = as_number(item.get("score")), as_number(item.get("answer_count"))
            parts = [f"score {int(score)}" if score is not None else "",
                     f"{int(answers)} answers" if answers is not None else "",
                     "accepted answer" if item.get("accepted_answer_id") else "",
                     "tags: " + ", ".join(str(t) for t in tags[:6]) if tags else ""]
            rows.append((as_str(item.get("link")), clean_text(item.get("title")), "; ".join(p for p in parts if p),
                         epoch_to_iso(item.get("creation_date")), None))
        return self._hits(rows, opts)

    def _raise_for_api_error(self, response: httpx.Response) -> None:
        if response.status_code < 400:
            return
        try:
            body = response.json()
        except ValueError:
            return
        if not isinstance(body, dict) or "error_name" not in body:
            return
        name = str(body.get("error_name"))
        message = f"{name}: {str(body.get('error_message') or '')[:200]}"
        status = response.status_code
        if name == "throttle_violation":
            raise RateLimitError(self.name, message, status=status)
        if name in ("access_denied", "key_required", "access_token_required", "invalid_access_token"):
            raise AuthError(self.name, message, status=status)
        if name == "quota_exceeded" or body.get("error_id") == 502 and "quota" in message.lower():
            raise QuotaError(self.name, message, status=status)
        if name == "bad_parameter":
            raise BadRequestError(self.name, message, status=status)


PROVIDER = StackExchangeProvider()
