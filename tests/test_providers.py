"""Search engine adapters: request building, parsing the wire-format examples, error mapping, bad bodies.

Pure tests: requests are built and inspected, responses are ``httpx.Response`` objects made here. DuckDuckGo is
tested at the ddgs boundary with a fake DDGS; one live test is marked ``network`` (skipped offline).
"""

from __future__ import annotations

import json
import re
import socket
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Any

import httpx
import pytest
from ddgs.exceptions import DDGSException, RatelimitException, TimeoutException

from groundwire.errors import (
    AuthError,
    BadRequestError,
    MalformedResponseError,
    NotConfiguredError,
    ProviderTimeoutError,
    QuotaError,
    RateLimitError,
    UpstreamUnavailableError,
    UsageError,
)
from groundwire.models import Freshness, PlannedQuery, SearchOptions, TimeRange
from groundwire.engines.providers import brave, duckduckgo, exa, jina, searxng, serper, tavily
from groundwire.engines.providers.base import Credentials, DirectProvider, HttpProvider

DATA = Path(__file__).parent / "data" / "provider-examples"
NOW = datetime(2026, 9, 15, 12, 0, tzinfo=timezone.utc)
KEY = "sk-SECRET-key-0123456789"
BASE = "http://127.0.0.1:8765/"  # trailing slash on purpose: adapters must strip it
OPTS = SearchOptions(count=10, now=NOW)
Q = PlannedQuery("python release")

HTTP = {"brave": brave.PROVIDER, "exa": exa.PROVIDER, "tavily": tavily.PROVIDER, "searxng": searxng.PROVIDER,
        "serper": serper.PROVIDER, "jina": jina.PROVIDER}
ALL_NAMES = list(HTTP)
KEYED = [n for n in ALL_NAMES if HTTP[n].capabilities.needs_key]


def creds(key: str | None = KEY, base: str | None = BASE) -> Credentials:
    return Credentials(api_key=key, base_url=base)


def build(name: str, query: PlannedQuery = Q, opts: SearchOptions = OPTS) -> httpx.Request:
    return HTTP[name].build_request(query, opts, creds())


def sent(req: httpx.Request) -> dict[str, Any]:
    """Query params for GET, the JSON body for POST: where the engine's parameters live."""
    if req.method == "GET":
        return dict(req.url.params)
    return json.loads(req.content)


def response(status: int = 200, body: Any = None, *, text: str | None = None, headers: dict | None = None):
    if text is not None:
        return httpx.Response(status, content=text.encode(), headers=headers or {})
    return httpx.Response(status, json=body, headers=headers or {})


def example(name: str) -> Any:
    return json.loads((DATA / f"{name}-example.json").read_text())


# --- contract -------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ALL_NAMES)
def test_module_exposes_provider_with_capabilities(name):
    provider = HTTP[name]
    assert isinstance(provider, HttpProvider)
    caps = provider.capabilities
    assert caps.name == name
    assert caps.rate_limit[0] > 0 and caps.rate_limit[1] > 0
    assert caps.max_results >= 10
    if caps.needs_key:
        assert caps.key_env and caps.key_env.endswith("_API_KEY")
        assert caps.default_base_url and caps.default_base_url.startswith("https://")
    else:
        assert caps.url_env == "SEARXNG_URL" and caps.default_base_url is None


def test_duckduckgo_is_a_keyless_direct_provider():
    assert isinstance(duckduckgo.PROVIDER, DirectProvider)
    assert duckduckgo.PROVIDER.capabilities.name == "duckduckgo"
    assert duckduckgo.PROVIDER.capabilities.needs_key is False


# --- request building -----------------------------------------------------------------------------

REQUEST_SHAPE = {  # method, path, auth header, its value
    "brave": ("GET", "/res/v1/web/search", "X-Subscription-Token", KEY),
    "exa": ("POST", "/search", "x-api-key", KEY),
    "tavily": ("POST", "/search", "Authorization", f"Bearer {KEY}"),
    "searxng": ("GET", "/search", None, None),
    "serper": ("POST", "/search", "X-API-KEY", KEY),
    "jina": ("GET", "/", "Authorization", f"Bearer {KEY}"),
}
QUERY_FIELD = {"brave": "q", "exa": "query", "tavily": "query", "searxng": "q", "serper": "q", "jina": "q"}
COUNT_FIELD = {"brave": "count", "exa": "numResults", "tavily": "max_results", "serper": "num", "jina": "count"}


@pytest.mark.parametrize("name", ALL_NAMES)
def test_request_method_url_auth_and_query(name):
    method, path, header, value = REQUEST_SHAPE[name]
    req = build(name)
    assert req.method == method
    assert str(req.url).split("?")[0] == "http://127.0.0.1:8765" + path
    assert sent(req)[QUERY_FIELD[name]] == "python release"
    if header:
        assert req.headers[header] == value
    assert "json" in req.headers["accept"]
    if method == "POST":
        assert req.headers["content-type"] == "application/json"


@pytest.mark.parametrize("name", ALL_NAMES)
def test_key_only_in_its_header(name):
    req = build(name)
    _, _, header, _ = REQUEST_SHAPE[name]
    assert KEY not in str(req.url)
    assert KEY.encode() not in req.content
    others = {k: v for k, v in req.headers.items() if header is None or k.lower() != header.lower()}
    assert all(KEY not in v for v in others.values())


@pytest.mark.parametrize("name", [n for n in ALL_NAMES if HTTP[n].capabilities.default_base_url])
def test_default_base_url_is_the_real_api(name):
    req = HTTP[name].build_request(Q, OPTS, creds(base=None))
    assert str(req.url).startswith(HTTP[name].capabilities.default_base_url + REQUEST_SHAPE[name][1])


def test_searxng_without_instance_url_is_not_configured():
    with pytest.raises(NotConfiguredError):
        searxng.PROVIDER.build_request(Q, OPTS, creds(key=None, base=None))


@pytest.mark.parametrize("name", KEYED)
@pytest.mark.parametrize("key", [None, ""])
def test_missing_key_is_not_configured(name, key):
    with pytest.raises(NotConfiguredError) as info:
        HTTP[name].build_request(Q, OPTS, creds(key=key))
    assert info.value.kind == "not_configured"


@pytest.mark.parametrize("name", ALL_NAMES)
@pytest.mark.parametrize("text", ["", "   "])
def test_empty_query_is_a_usage_error(name, text):
    with pytest.raises(UsageError):
        build(name, PlannedQuery(text))


@pytest.mark.parametrize("name", list(COUNT_FIELD))
@pytest.mark.parametrize("asked", [0, 3, 500])
def test_count_is_capped(name, asked):
    req = build(name, opts=SearchOptions(count=asked, now=NOW))
    expected = max(1, min(asked, HTTP[name].capabilities.max_results))
    assert int(sent(req)[COUNT_FIELD[name]]) == expected


FRESHNESS = {  # provider -> (field, {freshness: value})
    "brave": ("freshness", {"day": "pd", "week": "pw", "month": "pm", "year": "py"}),
    "tavily": ("time_range", {"day": "day", "week": "week", "month": "month", "year": "year"}),
    "searxng": ("time_range", {"day": "day", "week": "week", "month": "month", "year": "year"}),
    "serper": ("tbs", {"day": "qdr:d", "week": "qdr:w", "month": "qdr:m", "year": "qdr:y"}),
    "exa": ("startPublishedDate", {"day": "2026-09-14T12:00:00.000Z", "week": "2026-09-08T12:00:00.000Z",
                                   "month": "2026-08-16T12:00:00.000Z", "year": "2025-09-15T12:00:00.000Z"}),
}


@pytest.mark.parametrize("name", list(FRESHNESS))
@pytest.mark.parametrize("fresh", list(Freshness))
def test_freshness_mapping(name, fresh):
    field, values = FRESHNESS[name]
    assert sent(build(name, PlannedQuery("x", freshness=fresh)))[field] == values[fresh.value]
    assert field not in sent(build(name, PlannedQuery("x")))


def test_jina_has_no_freshness_parameter():
    assert jina.PROVIDER.capabilities.supports_freshness is False
    with_f = sent(build("jina", PlannedQuery("x", freshness=Freshness.DAY)))
    assert with_f == sent(build("jina", PlannedQuery("x")))


def test_exa_freshness_without_injected_now_uses_the_real_clock():
    body = sent(build("exa", PlannedQuery("x", freshness=Freshness.WEEK), SearchOptions(now=None)))
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", body["startPublishedDate"])


def test_exa_naive_now_is_taken_as_utc():
    body = sent(build("exa", PlannedQuery("x", freshness=Freshness.DAY),
                      SearchOptions(now=datetime(2026, 1, 1, 0, 30))))
    assert body["startPublishedDate"] == "2025-12-31T00:30:00.000Z"


RANGE = TimeRange(date(2026, 3, 1), date(2026, 3, 31))
TIME_RANGE = {
    "brave": {"freshness": "2026-03-01to2026-03-31"},
    "exa": {"startPublishedDate": "2026-03-01T00:00:00.000Z", "endPublishedDate": "2026-03-31T23:59:59.999Z"},
    "tavily": {"start_date": "2026-03-01", "end_date": "2026-03-31"},
    "serper": {"tbs": "cdr:1,cd_min:3/1/2026,cd_max:3/31/2026"},
}


@pytest.mark.parametrize("name", list(TIME_RANGE))
def test_time_range_beats_freshness(name):
    params = sent(build(name, PlannedQuery("x", freshness=Freshness.DAY, time_range=RANGE)))
    for field, value in TIME_RANGE[name].items():
        assert params[field] == value
    assert "time_range" not in params


LANGUAGE = [  # provider, language, expected {field: value}; None value = field absent
    ("brave", "en", {"search_lang": "en"}),
    ("brave", "zh", {"search_lang": "zh-hans"}),
    ("brave", "zh-TW", {"search_lang": "zh-hant"}),
    ("brave", "ja", {"search_lang": "jp"}),
    ("brave", "de-AT", {"search_lang": "de"}),
    ("brave", "xx", {"search_lang": None}),
    ("searxng", "zh", {"language": "zh"}),
    ("searxng", "en_us", {"language": "en-US"}),
    ("searxng", "not a language!", {"language": None}),
    ("tavily", "zh-CN", {"language": "zh"}),
    ("serper", "zh", {"hl": "zh-cn", "gl": "cn"}),
    ("serper", "de", {"hl": "de", "gl": None}),
    ("jina", "en", {"hl": "en"}),
    ("exa", "zh", {"language": None, "userLocation": None}),
]


@pytest.mark.parametrize(("name", "lang", "expected"), LANGUAGE)
def test_language_mapping(name, lang, expected):
    params = sent(build(name, PlannedQuery("x", language=lang)))
    for field, value in expected.items():
        assert params.get(field) == value


def test_searxng_sends_json_format_safesearch_and_accept_language():
    req = build("searxng", PlannedQuery("x", language="zh"))
    assert sent(req)["format"] == "json"
    assert sent(req)["safesearch"] == "1"
    assert req.headers["accept-language"] == "zh"
    assert sent(build("searxng", opts=SearchOptions(safe=False)))["safesearch"] == "0"


def test_brave_safesearch_and_long_query():
    assert sent(build("brave"))["safesearch"] == "moderate"
    assert sent(build("brave", opts=SearchOptions(safe=False)))["safesearch"] == "off"
    assert len(sent(build("brave", PlannedQuery("word " * 200)))["q"]) == brave.MAX_QUERY_CHARS


def test_jina_asks_for_the_result_list_only():
    assert build("jina").headers["x-respond-with"] == "no-content"


# --- parsing the example payloads -----------------------------------------------------------------

EXAMPLES = {  # provider -> (hits, first url, first title, first snippet, first published, first score)
    "brave": (3, "https://en.wikipedia.org/wiki/Example", "Example result 1 - en.wikipedia.org",
              "Snippet text for result 1 with highlighted query terms.", "2024-12-27T15:49:55", None),
    "exa": (2, "https://example.org/papers/overview-of-llms.pdf", "A Comprehensive Overview of Example Topic",
            "Such requirements have limited their adoption...", "2023-11-16T01:36:32.547Z", None),
    "tavily": (2, "https://encyclopedia.example.com/facts/Lionel-Messi", "Lionel Messi Facts | Example Encyclopedia",
               None, "2025-03-11T17:00:00+00:00", 0.81025416),
    "searxng": (2, "https://www.example.org/guide", "Example guide - Example.org",
                "A short snippet of the page returned by the upstream engine...", None, 3.0),
    "serper": (2, "https://www.example.com/", "Example Inc. - Official site",
               "Discover the example products and services...", None, None),
    "jina": (1, "https://example.com/", "Example Domain", None, "2026-09-15T23:38:37+00:00", None),
}


@pytest.mark.parametrize("name", ALL_NAMES)
def test_parse_example_payload(name):
    count, url, title, snippet, published, score = EXAMPLES[name]
    hits = HTTP[name].parse(response(200, example(name)), Q, OPTS)
    assert len(hits) == count
    assert [h.position for h in hits] == list(range(1, count + 1))
    assert {h.provider for h in hits} == {name}
    first = hits[0]
    assert (first.url, first.title, first.published, first.score) == (url, title, published, score)
    if snippet is not None:
        assert first.snippet == snippet
    assert all(h.snippet and "<" not in h.snippet for h in hits)


def test_parse_example_later_fields():
    b = brave.PROVIDER.parse(response(200, example("brave")), Q, OPTS)
    assert b[1].published == "2024-12-31T11:35:03" and b[2].published is None
    s = serper.PROVIDER.parse(response(200, example("serper")), Q, OPTS)
    assert s[1].published == "2026-09-12" and s[1].url == "https://en.wikipedia.org/wiki/Example_Inc."
    x = searxng.PROVIDER.parse(response(200, example("searxng")), Q, OPTS)
    assert x[1].published == "2024-05-01T09:30:00"
    t = tavily.PROVIDER.parse(response(200, example("tavily")), Q, OPTS)
    assert t[1].published is None and t[1].score == pytest.approx(0.7312)


def test_brave_human_age_is_dated_against_injected_now():
    body = {"web": {"results": [{"url": "https://a.example/", "title": "A", "description": "d", "age": "3 days ago"},
                                {"url": "https://b.example/", "title": "B", "description": "d", "age": "nonsense"}]}}
    hits = brave.PROVIDER.parse(response(200, body), Q, OPTS)
    assert [h.published for h in hits] == ["2026-09-12", None]
    # without a clock, relative ages are not guessed
    assert brave.PROVIDER.parse(response(200, body), Q, SearchOptions(now=None))[0].published is None


def test_exa_snippet_falls_back_to_summary_then_text():
    body = {"results": [
        {"url": "https://a.example/", "title": None, "summary": "the summary", "score": 0.5},
        {"url": "https://b.example/", "title": "B", "highlights": [], "text": "t" * 1000},
    ]}
    hits = exa.PROVIDER.parse(response(200, body), Q, OPTS)
    assert hits[0].snippet == "the summary" and hits[0].title == "https://a.example/" and hits[0].score == 0.5
    assert hits[1].snippet == "t" * exa.SNIPPET_CHARS


def test_jina_search_list_body():
    body = {"code": 200, "status": 20000, "data": [
        {"title": "One", "url": "https://one.example/", "description": "first", "date": "Sep 12, 2026"},
        {"title": "Two", "url": "https://two.example/", "content": "# body", "publishedTime": "2026-09-01"},
    ]}
    hits = jina.PROVIDER.parse(response(200, body), Q, OPTS)
    assert [(h.title, h.snippet, h.published) for h in hits] == [
        ("One", "first", "2026-09-12"), ("Two", "# body", "2026-09-01")]


@pytest.mark.parametrize("name", ALL_NAMES)
def test_parse_keeps_at_most_count(name):
    assert len(HTTP[name].parse(response(200, example(name)), Q, SearchOptions(count=1, now=NOW))) == 1


# --- error mapping --------------------------------------------------------------------------------

BRAVE_ERR = {"type": "ErrorResponse", "time": 1}
ERRORS = [
    # brave: bad key is 422, one 429 status for rate and quota
    ("brave", 422, {**BRAVE_ERR, "error": {"code": "SUBSCRIPTION_TOKEN_INVALID", "detail": "bad token"}}, {}, AuthError),
    ("brave", 422, {"errors": [{"code": "SUBSCRIPTION_TOKEN_INVALID", "detail": "bad token"}]}, {}, AuthError),
    ("brave", 422, {"error": {"code": "VALIDATION", "detail": "Unable to validate request parameter(s)",
                              "meta": {"errors": [{"loc": ["header", "x-subscription-token"]}]}}}, {}, AuthError),
    ("brave", 422, {"error": {"code": "VALIDATION", "detail": "count too big",
                              "meta": {"errors": [{"loc": ["query", "count"]}]}}}, {}, BadRequestError),
    ("brave", 404, {"error": {"code": "SUBSCRIPTION_NOT_FOUND", "detail": "No subscription found."}}, {}, AuthError),
    ("brave", 429, {"error": {"code": "QUOTA_LIMITED", "detail": "quota"}}, {}, QuotaError),
    ("brave", 429, {"error": {"code": "RATE_LIMITED", "detail": "rate"}}, {}, RateLimitError),
    ("brave", 429, {"message": "?"}, {"X-RateLimit-Remaining": "1, 0", "X-RateLimit-Reset": "1, 999"}, QuotaError),
    ("brave", 429, {"error": {"code": "RATE_LIMITED"}}, {"X-RateLimit-Remaining": "0, 0"}, QuotaError),
    ("brave", 401, {"message": "missing token"}, {}, AuthError),
    ("brave", 500, {"message": "boom"}, {}, UpstreamUnavailableError),
    # exa
    ("exa", 401, {"requestId": "r", "error": "Invalid API key", "tag": "INVALID_API_KEY"}, {}, AuthError),
    ("exa", 402, {"requestId": "r", "error": "No more credits", "tag": "NO_MORE_CREDITS"}, {}, QuotaError),
    ("exa", 400, {"requestId": "r", "error": "numResults too big", "tag": "INVALID_NUM_RESULTS"}, {}, BadRequestError),
    ("exa", 403, {"requestId": "r", "error": "Feature disabled", "tag": "FEATURE_DISABLED"}, {}, AuthError),
    ("exa", 429, {"error": "slow down"}, {"Retry-After": "3"}, RateLimitError),
    ("exa", 503, {"error": "overloaded", "tag": "SERVICE_OVERLOADED"}, {}, UpstreamUnavailableError),
    # tavily
    ("tavily", 401, {"detail": {"error": "Unauthorized: missing or invalid API key."}}, {}, AuthError),
    ("tavily", 432, {"detail": {"error": "This request exceeds your plan's set usage limit."}}, {}, QuotaError),
    ("tavily", 433, {"detail": {"error": "This request exceeds the pay-as-you-go limit."}}, {}, QuotaError),
    ("tavily", 429, {"detail": {"error": "excessive requests"}}, {}, RateLimitError),
    ("tavily", 400, {"detail": {"error": "Invalid topic. Must be 'general' or 'news'."}}, {}, BadRequestError),
    ("tavily", 422, {"detail": [{"type": "missing", "loc": ["body", "query"], "msg": "Field required"}]}, {},
     BadRequestError),
    ("tavily", 500, {"detail": {"error": "Internal Server Error"}}, {}, UpstreamUnavailableError),
    # searxng
    ("searxng", 403, "<html><body>403 Forbidden</body></html>", {}, BadRequestError),
    ("searxng", 429, "Too Many Requests", {}, RateLimitError),
    ("searxng", 400, {"error": "No query"}, {}, BadRequestError),
    ("searxng", 500, {"error": "search error"}, {}, UpstreamUnavailableError),
    # serper
    ("serper", 403, {"message": "Unauthorized.", "statusCode": 403}, {}, AuthError),
    ("serper", 400, {"message": "Not enough credits", "statusCode": 400}, {}, QuotaError),
    ("serper", 400, {"message": "Query param q is required", "statusCode": 400}, {}, BadRequestError),
    ("serper", 429, "Too many requests", {}, RateLimitError),
    ("serper", 502, "Bad Gateway", {}, UpstreamUnavailableError),
    # jina
    ("jina", 401, {"data": None, "code": 401, "name": "AuthenticationFailedError", "status": 40101,
                   "readableMessage": "AuthenticationFailedError: Invalid API key"}, {}, AuthError),
    ("jina", 402, {"data": None, "code": 402, "name": "InsufficientBalanceError", "status": 40203,
                   "readableMessage": "Insufficient balance"}, {}, QuotaError),
    ("jina", 429, {"data": None, "code": 429, "name": "RateLimitTriggeredError", "status": 42903,
                   "retryAfter": 30, "readableMessage": "Per IP rate limit exceeded"}, {}, RateLimitError),
    ("jina", 422, {"data": None, "code": 422, "name": "ParamValidationError", "readableMessage": "bad q"}, {},
     BadRequestError),
    ("jina", 503, "unavailable", {}, UpstreamUnavailableError),
]


@pytest.mark.parametrize(("name", "status", "body", "headers", "error"), ERRORS)
def test_error_mapping(name, status, body, headers, error):
    resp = response(status, text=body, headers=headers) if isinstance(body, str) else response(status, body,
                                                                                                headers=headers)
    with pytest.raises(error) as info:
        HTTP[name].parse(resp, Q, OPTS)
    exc = info.value
    assert type(exc) is error  # the exact class, not just any ProviderError
    assert exc.provider == name and exc.status == status
    assert KEY not in str(exc)


RETRY_AFTER = [
    ("brave", {"error": {"code": "RATE_LIMITED"}}, {"Retry-After": "7"}, 7.0),
    ("brave", {"error": {"code": "RATE_LIMITED"}},
     {"X-RateLimit-Remaining": "0, 900", "X-RateLimit-Reset": "1, 5000"}, 1.0),
    ("brave", {"error": {"code": "RATE_LIMITED"}}, {}, None),
    ("exa", {"error": "slow"}, {"Retry-After": "3"}, 3.0),
    ("tavily", {"detail": {"error": "slow"}}, {"Retry-After": "Tue, 15 Sep 2026 12:00:20 GMT"}, 20.0),
    ("tavily", {"error": {"code": "rate_limited", "message": "slow", "retry_after_seconds": 12}}, {}, 12.0),
    ("searxng", None, {}, None),
    ("serper", {"message": "slow"}, {"Retry-After": "2"}, 2.0),
    ("jina", {"name": "RateLimitTriggeredError", "retryAfter": 30}, {}, 30.0),
    ("jina", {"name": "RateLimitTriggeredError", "retryAfter": 30}, {"Retry-After": "5"}, 5.0),
]


@pytest.mark.parametrize(("name", "body", "headers", "expected"), RETRY_AFTER)
def test_rate_limit_retry_after(name, body, headers, expected):
    resp = response(429, text="Too Many Requests", headers=headers) if body is None else response(
        429, body, headers=headers)
    with pytest.raises(RateLimitError) as info:
        HTTP[name].parse(resp, Q, OPTS)
    assert info.value.retry_after == expected
    assert info.value.retryable is True


def test_searxng_403_says_json_is_disabled():
    with pytest.raises(BadRequestError, match="JSON format is disabled"):
        searxng.PROVIDER.parse(response(403, text="<html>Forbidden</html>"), Q, OPTS)


def test_brave_error_message_is_the_detail():
    body = {"error": {"code": "SUBSCRIPTION_TOKEN_INVALID", "detail": "The provided subscription token is invalid."}}
    with pytest.raises(AuthError, match="subscription token is invalid"):
        brave.PROVIDER.parse(response(422, body), Q, OPTS)


# --- brave rate-limit headers ---------------------------------------------------------------------


def test_brave_rate_limit_state_reads_the_header_pairs():
    resp = response(200, {}, headers={
        "X-RateLimit-Limit": "1, 15000",
        "X-RateLimit-Policy": "1;w=1, 15000;w=2592000",
        "X-RateLimit-Remaining": "0, 1000",
        "X-RateLimit-Reset": "1, 1419704",
    })
    state = brave.rate_limit_state(resp)
    assert state == {
        "windows": [
            {"window": 1.0, "limit": 1, "remaining": 0, "reset": 1.0},
            {"window": 2592000.0, "limit": 15000, "remaining": 1000, "reset": 1419704.0},
        ],
        "exhausted": True,
        "wait": 1.0,
    }


@pytest.mark.parametrize("headers", [{}, {"X-RateLimit-Remaining": "lots"}, {"X-RateLimit-Remaining": ""}])
def test_brave_rate_limit_state_absent_or_unreadable(headers):
    assert brave.rate_limit_state(response(200, {}, headers=headers)) is None


def test_brave_rate_limit_state_not_exhausted_without_policy():
    state = brave.rate_limit_state(response(200, {}, headers={"X-RateLimit-Remaining": "1, 10"}))
    assert state is not None and state["exhausted"] is False and state["wait"] == 0.0
    assert state["windows"][0] == {"window": None, "limit": None, "remaining": 1, "reset": None}


# --- bad bodies -----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ALL_NAMES)
@pytest.mark.parametrize("text", ["not json", "<html>captcha</html>", "", '{"results": [1,'])
def test_non_json_body_is_malformed(name, text):
    with pytest.raises(MalformedResponseError) as info:
        HTTP[name].parse(response(200, text=text), Q, OPTS)
    assert info.value.counts_for_breaker is True


CONTAINER = {"brave": None, "exa": "results", "tavily": "results", "searxng": "results", "serper": "organic",
             "jina": "data"}
WRONG_SHAPES = [[], "text", 42, None]


@pytest.mark.parametrize("name", ALL_NAMES)
@pytest.mark.parametrize("body", WRONG_SHAPES, ids=repr)
def test_wrong_top_level_shape_is_malformed(name, body):
    with pytest.raises(MalformedResponseError):
        HTTP[name].parse(response(200, body), Q, OPTS)


@pytest.mark.parametrize("name", ALL_NAMES)
@pytest.mark.parametrize("node", ["a string", 7, True], ids=repr)
def test_wrong_container_shape_is_malformed(name, node):
    body = {"web": {"results": node}} if name == "brave" else {CONTAINER[name]: node}
    with pytest.raises(MalformedResponseError):
        HTTP[name].parse(response(200, body), Q, OPTS)


def test_brave_web_not_an_object_is_malformed():
    with pytest.raises(MalformedResponseError):
        brave.PROVIDER.parse(response(200, {"web": ["x"]}), Q, OPTS)


EMPTY = {
    "brave": [{"type": "search", "query": {"original": "x"}}, {"web": {"results": []}}],
    "exa": [{"requestId": "r", "results": []}, {"requestId": "r"}],
    "tavily": [{"query": "x", "results": []}, {"query": "x"}],
    "searxng": [{"query": "x", "results": [], "unresponsive_engines": []}, {"query": "x"}],
    "serper": [{"searchParameters": {"q": "x"}}, {"organic": []}],
    "jina": [{"code": 200, "data": []}, {"code": 200, "data": None}],
}


@pytest.mark.parametrize(("name", "body"), [(n, b) for n, bodies in EMPTY.items() for b in bodies])
def test_empty_results(name, body):
    assert HTTP[name].parse(response(200, body), Q, OPTS) == []


ODD_ITEMS = {  # one junk item, one without an http URL, one good one
    "brave": lambda rows: {"web": {"results": rows}},
    "exa": lambda rows: {"results": rows},
    "tavily": lambda rows: {"results": rows},
    "searxng": lambda rows: {"results": rows},
    "serper": lambda rows: {"organic": [{**r, "link": r.get("url")} if isinstance(r, dict) else r for r in rows]},
    "jina": lambda rows: {"data": rows},
}


@pytest.mark.parametrize("name", ALL_NAMES)
def test_junk_items_are_skipped_not_fatal(name):
    rows = ["junk", {"url": "javascript:alert(1)", "title": "x"}, {"url": None, "title": 3},
            {"url": "https://ok.example/", "title": ["not", "a", "string"], "score": "high", "publishedDate": 5,
             "published_date": 5, "page_age": 5, "date": 5, "publishedTime": 5}]
    hits = HTTP[name].parse(response(200, ODD_ITEMS[name](rows)), Q, OPTS)
    assert [(h.url, h.position, h.published) for h in hits] == [("https://ok.example/", 1, None)]
    assert hits[0].score is None


def test_searxng_all_engines_failed_is_unavailable():
    body = {"query": "x", "results": [], "unresponsive_engines": [["google", "CAPTCHA"], ["bing", "timeout"]]}
    with pytest.raises(UpstreamUnavailableError, match="google CAPTCHA"):
        searxng.PROVIDER.parse(response(200, body), Q, OPTS)


def test_searxng_odd_unresponsive_engines_value_is_ignored():
    assert searxng.PROVIDER.parse(response(200, {"results": [], "unresponsive_engines": 5}), Q, OPTS) == []


# --- duckduckgo (ddgs at the library boundary) ---------------------------------------------------

class FakeDDGS:
    """Stands in for ``ddgs.DDGS``: records calls, returns canned rows or raises."""

    def __init__(self, result: Any = None, error: Exception | None = None) -> None:
        self.result, self.error = result, error
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.init: dict[str, Any] = {}

    def factory(self, **init: Any) -> FakeDDGS:
        self.init = init
        return self

    def text(self, query: str, **kwargs: Any) -> Any:
        self.calls.append((query, kwargs))
        if self.error is not None:
            raise self.error
        return self.result


def ddg(fake: FakeDDGS, **kw: Any) -> duckduckgo.DuckDuckGoProvider:
    return duckduckgo.DuckDuckGoProvider(ddgs_factory=fake.factory, **kw)


ROWS = [
    {"title": "Example guide - <b>Example</b>.org", "href": "https://www.example.org/guide", "body": "A <b>short</b> one"},
    {"title": "Redirected", "href": "//duckduckgo.com/l/?uddg=https%3A%2F%2Fnews.example.com%2Fstory%3Fa%3D1&rut=x",
     "body": "two"},
    {"title": "Ad", "href": "https://duckduckgo.com/y.js?ad=1", "body": "ad"},
    "junk",
]


async def test_duckduckgo_maps_rows_to_hits():
    fake = FakeDDGS(ROWS)
    hits = await ddg(fake).search(Q, OPTS, creds(key=None, base=None))
    assert [(h.url, h.title, h.snippet, h.position) for h in hits][:2] == [
        ("https://www.example.org/guide", "Example guide - Example.org", "A short one", 1),
        ("https://news.example.com/story?a=1", "Redirected", "two", 2),
    ]
    assert {h.provider for h in hits} == {"duckduckgo"}


@pytest.mark.parametrize(("query", "opts", "expected"), [
    (PlannedQuery("x"), SearchOptions(count=5), {"region": "wt-wt", "timelimit": None, "max_results": 5,
                                                 "safesearch": "moderate"}),
    (PlannedQuery("x", freshness=Freshness.DAY, language="zh"), SearchOptions(count=99, safe=False),
     {"region": "cn-zh", "timelimit": "d", "max_results": 20, "safesearch": "off"}),
    (PlannedQuery("x", freshness=Freshness.WEEK, language="en-GB"), SearchOptions(), {"region": "us-en",
                                                                                       "timelimit": "w"}),
    (PlannedQuery("x", freshness=Freshness.MONTH, language="fr"), SearchOptions(), {"region": "wt-wt",
                                                                                     "timelimit": "m"}),
    (PlannedQuery("x", freshness=Freshness.YEAR), SearchOptions(count=0), {"timelimit": "y", "max_results": 1}),
])
async def test_duckduckgo_call_parameters(query, opts, expected):
    fake = FakeDDGS([])
    await ddg(fake, backend="duckduckgo", timeout=4).search(query, opts, creds(None, None))
    text, kwargs = fake.calls[-1]
    assert text == "x" and kwargs["backend"] == "duckduckgo" and fake.init == {"timeout": 4}
    for key, value in expected.items():
        assert kwargs[key] == value


@pytest.mark.parametrize(("error", "expected"), [
    (RatelimitException("202 Ratelimit"), RateLimitError),
    (TimeoutException("timed out"), ProviderTimeoutError),
    (DDGSException("something broke"), UpstreamUnavailableError),
    (OSError("connection reset"), UpstreamUnavailableError),
])
async def test_duckduckgo_error_mapping(error, expected):
    with pytest.raises(expected) as info:
        await ddg(FakeDDGS(error=error)).search(Q, OPTS, creds(None, None))
    assert type(info.value) is expected and info.value.provider == "duckduckgo"


async def test_duckduckgo_no_results_is_empty():
    assert await ddg(FakeDDGS(error=DDGSException("No results found."))).search(Q, OPTS, creds(None, None)) == []
    assert await ddg(FakeDDGS(None)).search(Q, OPTS, creds(None, None)) == []


async def test_duckduckgo_malformed_and_empty_query():
    with pytest.raises(MalformedResponseError):
        await ddg(FakeDDGS({"not": "a list"})).search(Q, OPTS, creds(None, None))
    with pytest.raises(UsageError):
        await ddg(FakeDDGS([])).search(PlannedQuery(" "), OPTS, creds(None, None))


async def test_duckduckgo_example_html_through_ddgs_parser():
    """The example page parsed by ddgs' own DuckDuckGo extractor (no network), then by our adapter."""
    from ddgs.engines.duckduckgo import Duckduckgo

    html = (DATA / "duckduckgo-example.html").read_text()
    engine = Duckduckgo()
    rows = [r.__dict__ for r in engine.post_extract_results(engine.extract_results(html))]
    hits = await ddg(FakeDDGS(rows)).search(Q, OPTS, creds(None, None))
    assert [h.url for h in hits] == ["https://www.example.org/guide", "https://news.example.com/story"]
    assert hits[0].title == "Example guide - Example.org"
    assert hits[0].snippet == "A short example snippet describing the page."


def _online() -> bool:
    try:
        socket.create_connection(("html.duckduckgo.com", 443), timeout=3).close()
        return True
    except OSError:
        return False


@pytest.mark.network
async def test_duckduckgo_live():
    if not _online():
        pytest.skip("offline")
    try:
        hits = await duckduckgo.DuckDuckGoProvider().search(PlannedQuery("python programming language"),
                                                            SearchOptions(count=5), creds(None, None))
    except (RateLimitError, UpstreamUnavailableError, ProviderTimeoutError) as exc:
        pytest.skip(f"live search unavailable: {exc}")
    assert hits and all(h.url.startswith("http") for h in hits)

