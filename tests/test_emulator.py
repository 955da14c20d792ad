"""The provider emulator, proven through real loopback sockets with httpx (and the openai SDK for the chat model)."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import datetime, timedelta
from email.utils import parsedate_to_datetime
from pathlib import Path

import feedparser
import httpx
import pytest

from tests.emulator import Emulator
from tests.emulator.corpus import Corpus, normalise_url, tokenize

KEY = "test-key"
ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def client(emulator: Emulator):
    with httpx.Client(timeout=10) as c:
        yield c


# --- one call per engine, returning (response) ---------------------------------------------------------

def brave(emu, c, key=KEY, **params):
    headers = {"X-Subscription-Token": key} if key else {}
    return c.get(emu.base_url("brave") + "/res/v1/web/search", params=params, headers=headers)


def exa(emu, c, key=KEY, bearer=False, **body):
    headers = ({"Authorization": f"Bearer {key}"} if bearer else {"x-api-key": key}) if key else {}
    return c.post(emu.base_url("exa") + "/search", json=body, headers=headers)


def tavily(emu, c, key=KEY, **body):
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    return c.post(emu.base_url("tavily") + "/search", json=body, headers=headers)


def searxng(emu, c, **params):
    params.setdefault("format", "json")
    return c.get(emu.base_url("searxng") + "/search", params=params)


def serper(emu, c, key=KEY, **body):
    headers = {"X-API-KEY": key} if key else {}
    return c.post(emu.base_url("serper") + "/search", json=body, headers=headers)


def jina(emu, c, key=KEY, **params):
    headers = {"Accept": "application/json"}
    if key:
        headers["Authorization"] = f"Bearer {key}"
    return c.get(emu.base_url("jina") + "/", params=params, headers=headers)


def urls_of(engine: str, body) -> list[str]:
    if engine == "brave":
        return [r["url"] for r in body["web"]["results"]]
    if engine in ("exa", "tavily", "searxng"):
        return [r["url"] for r in body["results"]]
    if engine == "serper":
        return [r["link"] for r in body["organic"]]
    return [r["url"] for r in body["data"]]


def call(engine: str, emu, c, query: str, key=KEY):
    if engine == "brave":
        return brave(emu, c, key=key, q=query)
    if engine == "exa":
        return exa(emu, c, key=key, query=query)
    if engine == "tavily":
        return tavily(emu, c, key=key, query=query)
    if engine == "searxng":
        return searxng(emu, c, q=query)
    if engine == "serper":
        return serper(emu, c, key=key, q=query)
    return jina(emu, c, key=key, q=query)


ENGINES = ("brave", "exa", "tavily", "searxng", "serper", "jina")
KEYED = ("brave", "exa", "tavily", "serper", "jina")


# --- wire formats ----------------------------------------------------------------------------------

def test_brave_format_and_rate_limit_headers(emulator, client):
    r = brave(emulator, client, q="Nimbus 5 launch")
    assert r.status_code == 200
    body = r.json()
    assert body["type"] == "search" and body["query"]["original"] == "Nimbus 5 launch"
    first = body["web"]["results"][0]
    assert {"title", "url", "description", "meta_url", "type"} <= first.keys()
    assert first["type"] == "search_result"
    assert "<strong>" in " ".join(x["description"] for x in body["web"]["results"])
    dated = [x for x in body["web"]["results"] if "page_age" in x]
    assert dated and all("T" in x["page_age"] and "+" not in x["page_age"] for x in dated)  # naive ISO
    assert r.headers["x-ratelimit-limit"] == "1, 15000"
    assert r.headers["x-ratelimit-policy"] == "1;w=1, 15000;w=2592000"
    assert r.headers["x-ratelimit-remaining"] == "1, 14999"
    assert "x-ratelimit-reset" in r.headers
    again = brave(emulator, client, q="Nimbus 5 launch", text_decorations="false")
    assert again.headers["x-ratelimit-remaining"] == "1, 14998"
    assert "<strong>" not in again.text


def test_exa_format_with_either_auth_header(emulator, client):
    for bearer in (False, True):
        r = exa(emulator, client, bearer=bearer, query="Python 3.15 release", contents={"text": {"maxCharacters": 50}})
        assert r.status_code == 200
        body = r.json()
        assert body["requestId"] and body["results"]
        item = body["results"][0]
        assert item["id"] == item["url"] and len(item["text"]) <= 50 and "highlights" not in item
    default = exa(emulator, client, query="Python 3.15 release").json()["results"][0]
    assert default["highlights"] and default["highlightScores"] and default["publishedDate"].endswith("Z")


def test_tavily_format_bearer_or_body_key(emulator, client):
    r = tavily(emulator, client, query="exchange rate euro", include_published_date=True, include_raw_content=True)
    assert r.status_code == 200
    body = r.json()
    assert body["query"] == "exchange rate euro" and isinstance(body["response_time"], float)
    scores = [x["score"] for x in body["results"]]
    assert scores == sorted(scores, reverse=True)
    assert all("published_date" in x for x in body["results"])
    assert any(x["published_date"] and x["published_date"].endswith("GMT") for x in body["results"])
    assert body["results"][0]["raw_content"]
    in_body = client.post(emulator.base_url("tavily") + "/search", json={"query": "exchange rate", "api_key": KEY})
    assert in_body.status_code == 200 and in_body.json()["results"]
    plain = tavily(emulator, client, query="exchange rate euro").json()
    assert all("published_date" not in x for x in plain["results"])


def test_searxng_format_get_and_post_and_json_only(emulator, client):
    r = searxng(emulator, client, q="TCP slow start")
    assert r.status_code == 200
    body = r.json()
    assert set(body) >= {"query", "results", "answers", "corrections", "infoboxes", "suggestions",
                         "unresponsive_engines"}
    item = body["results"][0]
    assert {"url", "engine", "engines", "positions", "score", "publishedDate", "parsed_url"} <= item.keys()
    assert len(item["parsed_url"]) == 6
    post = client.post(emulator.base_url("searxng") + "/search", data={"q": "TCP slow start", "format": "json"})
    assert post.status_code == 200 and post.json()["results"]
    assert searxng(emulator, client, q="TCP slow start", format="html").status_code == 403
    assert client.get(emulator.base_url("searxng") + "/search", params={"q": "x"}).status_code == 403
    missing = searxng(emulator, client)
    assert missing.status_code == 400 and missing.json() == {"error": "No query"}


def test_serper_format_and_batch(emulator, client):
    r = serper(emulator, client, q="football scores", gl="us")
    assert r.status_code == 200
    body = r.json()
    assert body["searchParameters"]["q"] == "football scores" and body["searchParameters"]["engine"] == "google"
    assert [x["position"] for x in body["organic"]] == list(range(1, len(body["organic"]) + 1))
    assert all({"title", "link", "snippet"} <= x.keys() for x in body["organic"])
    assert any("ago" in x.get("date", "") for x in body["organic"])
    assert body["credits"] == 1
    batch = client.post(emulator.base_url("serper") + "/search", headers={"X-API-KEY": KEY},
                        json=[{"q": "football"}, {"q": "weather"}])
    assert batch.status_code == 200 and len(batch.json()) == 2


def test_jina_search_json_text_and_path_query(emulator, client):
    r = jina(emulator, client, q="TCP slow start")
    assert r.status_code == 200
    body = r.json()
    assert body["code"] == 200 and body["status"] == 20000 and body["data"]
    assert {"title", "url", "description", "content"} <= body["data"][0].keys()
    path_form = client.get(emulator.base_url("jina") + "/TCP%20slow%20start",
                           headers={"Authorization": f"Bearer {KEY}", "Accept": "application/json"})
    assert [x["url"] for x in path_form.json()["data"]] == [x["url"] for x in body["data"]]
    text = client.get(emulator.base_url("jina") + "/", params={"q": "TCP slow start"},
                      headers={"Authorization": f"Bearer {KEY}"})
    assert text.headers["content-type"].startswith("text/plain") and "[1] Title: " in text.text
    bare = client.get(emulator.base_url("jina") + "/", params={"q": "TCP slow start"},
                      headers={"Authorization": f"Bearer {KEY}", "Accept": "application/json",
                               "X-Respond-With": "no-content"})
    assert all("content" not in x for x in bare.json()["data"])


def test_reader_json_and_text(emulator, client):
    target = "https://docs.python.org/3.15/whatsnew/3.15.html"
    r = client.get(f"{emulator.base_url('reader')}/{target}", headers={"Accept": "application/json"})
    assert r.status_code == 200
    data = r.json()["data"]
    assert r.json()["code"] == 200 and data["title"] == "What's New In Python 3.15"
    assert data["content"].startswith("# What's New In Python 3.15") and data["publishedTime"].endswith("GMT")
    text = client.get(f"{emulator.base_url('reader')}/{target}")
    assert text.text.startswith("Title: What's New In Python 3.15") and "Markdown Content:" in text.text
    local = client.get(f"{emulator.base_url('reader')}/{emulator.page_url('rfc-5681')}",
                       headers={"Accept": "application/json"})
    assert local.json()["data"]["title"].startswith("RFC 5681")
    missing = client.get(f"{emulator.base_url('reader')}/https://nowhere.invalid/x")
    assert missing.status_code == 422 and missing.json()["name"] == "AssertionFailureError"
    bad_key = client.get(f"{emulator.base_url('reader')}/{target}", headers={"Authorization": "Bearer nope"})
    assert bad_key.status_code == 401


@pytest.mark.parametrize("engine", ENGINES)
def test_no_match_is_an_empty_list(emulator, client, engine):
    r = call(engine, emulator, client, "xyzzy qwertyuiop")
    assert r.status_code == 200
    assert urls_of(engine, r.json()) == []


# --- auth ------------------------------------------------------------------------------------------

def test_auth_errors_in_each_engines_format(emulator, client):
    for key in (None, "wrong"):
        b = brave(emulator, client, key=key, q="python")
        assert b.status_code == 422 and b.json()["type"] == "ErrorResponse"
        e = exa(emulator, client, key=key, query="python")
        assert e.status_code == 401 and set(e.json()) == {"requestId", "error", "tag"}
        t = tavily(emulator, client, key=key, query="python")
        assert t.status_code == 401 and "error" in t.json()["detail"]
        s = serper(emulator, client, key=key, q="python")
        assert s.status_code == 403 and s.json() == {"message": "Unauthorized.", "statusCode": 403}
        j = jina(emulator, client, key=key, q="python")
        assert j.status_code == 401 and j.json()["data"] is None and j.json()["code"] == 401
    bad = brave(emulator, client, key="wrong", q="python").json()["error"]
    assert bad["code"] == "SUBSCRIPTION_TOKEN_INVALID" and bad["meta"]["component"] == "authentication"
    missing = brave(emulator, client, key=None, q="python").json()["error"]
    assert missing["code"] == "VALIDATION" and missing["meta"]["errors"][0]["loc"] == ["header", "x-subscription-token"]


def test_other_valid_keys_are_honoured():
    with Emulator(valid_keys=("k1", "k2")) as emu, httpx.Client() as c:
        assert brave(emu, c, key="k2", q="python").status_code == 200
        assert brave(emu, c, key=KEY, q="python").status_code == 422


# --- counts and freshness --------------------------------------------------------------------------

@pytest.mark.parametrize("engine,make", [
    ("brave", lambda e, c, n: brave(e, c, q="python", count=n)),
    ("exa", lambda e, c, n: exa(e, c, query="python", numResults=n)),
    ("tavily", lambda e, c, n: tavily(e, c, query="python", max_results=n)),
    ("serper", lambda e, c, n: serper(e, c, q="python", num=n)),
    ("jina", lambda e, c, n: jina(e, c, q="python", count=n)),
])
def test_counts_are_honoured(emulator, client, engine, make):
    for n in (1, 2):
        r = make(emulator, client, n)
        assert r.status_code == 200
        assert len(urls_of(engine, r.json())) == n
    assert len(urls_of(engine, make(emulator, client, 20).json())) > 2


def test_out_of_range_counts_are_rejected(emulator, client):
    assert brave(emulator, client, q="python", count=21).status_code == 422
    assert exa(emulator, client, query="python", numResults=101).json()["tag"] == "INVALID_NUM_RESULTS"
    assert tavily(emulator, client, query="python", max_results=21).status_code == 422
    assert serper(emulator, client, q="python", num=0).status_code == 400
    assert jina(emulator, client, q="python", count=50).status_code == 400


def published_of(emu: Emulator, urls: list[str]) -> list[datetime | None]:
    out = []
    for url in urls:
        doc = emu.corpus.find(url)
        assert doc is not None, url
        out.append(doc.published)
    return out


@pytest.mark.parametrize("engine,make,window", [
    ("brave", lambda e, c: brave(e, c, q="nimbus phone launch", freshness="pd"), timedelta(days=1)),
    ("brave", lambda e, c: brave(e, c, q="nimbus phone launch", freshness="py"), timedelta(days=365)),
    ("exa", lambda e, c: exa(e, c, query="nimbus phone launch",
                             startPublishedDate=(e.now - timedelta(days=7)).isoformat()), timedelta(days=7)),
    ("tavily", lambda e, c: tavily(e, c, query="nimbus phone launch", time_range="week"), timedelta(days=7)),
    ("tavily", lambda e, c: tavily(e, c, query="nimbus phone launch", time_range="d"), timedelta(days=1)),
    ("searxng", lambda e, c: searxng(e, c, q="nimbus phone launch", time_range="day"), timedelta(days=1)),
    ("serper", lambda e, c: serper(e, c, q="nimbus phone launch", tbs="qdr:w"), timedelta(days=7)),
])
def test_freshness_filters_on_published_date(emulator, client, engine, make, window):
    unfiltered = published_of(emulator, urls_of(engine, call(engine, emulator, client, "nimbus phone launch").json()))
    assert any(p is None or p < emulator.now - window for p in unfiltered), "the query must also hit older pages"
    r = make(emulator, client)
    assert r.status_code == 200
    dates = published_of(emulator, urls_of(engine, r.json()))
    assert dates, "something recent must remain"
    assert all(p is not None and p >= emulator.now - window for p in dates)


def test_brave_custom_date_range(emulator, client):
    start, end = (emulator.today - timedelta(days=400)), (emulator.today - timedelta(days=300))
    r = brave(emulator, client, q="nimbus launch", freshness=f"{start}to{end}")
    dates = published_of(emulator, urls_of("brave", r.json()))
    assert dates and all(start <= p.date() <= end for p in dates)
    assert brave(emulator, client, q="nimbus", freshness="lastweek").status_code == 422


def test_bad_freshness_values_are_rejected(emulator, client):
    assert tavily(emulator, client, query="python", time_range="decade").status_code == 400
    assert searxng(emulator, client, q="python", time_range="decade").status_code == 400
    assert exa(emulator, client, query="python", startPublishedDate="yesterday").status_code == 400


def test_dates_follow_the_injected_today(client):
    with Emulator(today=datetime(2030, 1, 15).date()) as emu:
        r = exa(emu, client, query="Nimbus 5 launch")
        newest = max(p for p in published_of(emu, urls_of("exa", r.json())) if p)
        assert newest.date() == datetime(2030, 1, 15).date()


# --- ranking, engine diversity, URL variants ---------------------------------------------------------

def test_ranking_is_query_dependent_and_cjk_aware(emulator, client):
    queries = ("TCP slow start after idle", "2026年下半年发布会", "人民币汇率", "Premier League results Arsenal")
    top = {q: emulator.corpus.find(urls_of("exa", exa(emulator, client, query=q).json())[0]).slug for q in queries}
    assert top["2026年下半年发布会"] == "launch-events-2026-h2-zh"
    assert top["人民币汇率"] == "rmb-rate-zh"
    assert top["TCP slow start after idle"] == "slow-start-after-idle"
    assert top["Premier League results Arsenal"] in ("premier-league-results", "arsenal-chelsea-thread")
    assert tokenize("2026年下半年发布会")[:3] == ["2026", "年下", "下半"]


def test_engines_differ_in_order_subset_and_url_variants(emulator, client):
    lists = {e: urls_of(e, call(e, emulator, client, "python").json()) for e in ENGINES}
    keyed = {e: [normalise_url(u) for u in urls] for e, urls in lists.items()}
    assert len({tuple(v) for v in keyed.values()}) > 2, "engines should not all agree"
    assert len({frozenset(v) for v in keyed.values()}) > 1, "engines should return different subsets"
    canonical = {normalise_url(d.url): d.url for d in emulator.corpus.documents}
    seen = [u for q in ("python", "nimbus", "tcp slow start", "weather", "exchange rate", "football")
            for e in ENGINES for u in urls_of(e, call(e, emulator, client, q).json())]
    variants = [u for u in seen if u != canonical[normalise_url(u)]]
    assert len(variants) < len(seen) / 2, "most URLs are canonical"
    assert any("utm_source=" in u for u in variants)
    assert any("#" in u for u in variants)
    assert any(u.endswith("/") != canonical[normalise_url(u)].endswith("/") for u in variants)
    assert any(u.startswith(("https://www.", "https://m.")) and not canonical[normalise_url(u)].startswith(
        u[: u.index(".") + 1]) for u in variants)
    assert len(lists["brave"]) == len(set(lists["brave"]))
    again = {e: urls_of(e, call(e, emulator, client, "python").json()) for e in ENGINES}
    assert again == lists, "deterministic per engine"


def test_local_links_point_at_the_emulators_pages():
    with Emulator(local_links=True) as emu, httpx.Client() as c:
        urls = urls_of("jina", jina(emu, c, q="TCP slow start").json())
        assert urls and all(u.startswith(emu.url + "/pages/") for u in urls)
        assert "<article>" in c.get(urls[0]).text


def test_corpus_shape():
    corpus = Corpus(datetime(2026, 11, 30).date())
    docs = corpus.documents
    assert 35 <= len(docs) <= 50
    ages = [corpus.now - d.published for d in docs if d.published]
    assert any(a < timedelta(days=1) for a in ages) and any(timedelta(days=1) < a < timedelta(days=7) for a in ages)
    assert any(timedelta(days=7) < a < timedelta(days=31) for a in ages)
    assert any(timedelta(days=31) < a < timedelta(days=365) for a in ages) and any(a > timedelta(days=365)
                                                                                   for a in ages)
    assert any(d.published is None for d in docs)
    assert {d.kind for d in docs} >= {"official", "gov", "reference", "news", "blog", "forum", "farm"}
    assert any(d.lang == "zh" for d in docs) and len({d.slug for d in docs}) == len(docs)


# --- pages and feeds --------------------------------------------------------------------------------

def test_pages_render_articles_with_date_meta(emulator, client):
    r = client.get(emulator.page_url("rfc-5681"))
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    assert "<title>RFC 5681: TCP Congestion Control</title>" in r.text and "<article>" in r.text
    assert 'property="article:published_time"' in r.text
    assert client.get(emulator.page_url("no-such-page")).status_code == 404
    assert emulator.requests("pages")[0].path == "/rfc-5681"


def test_pages_by_real_host_header(emulator, client):
    r = client.get(emulator.url + "/rfc/rfc5681", headers={"Host": "www.rfc-editor.org"})
    assert r.status_code == 200 and "RFC 5681" in r.text
    assert client.get(emulator.url + "/nothing", headers={"Host": "example.org"}).status_code == 404


def test_hostile_pages(emulator, client):
    injection = client.get(emulator.page_url("injection")).text
    assert 'style="display:none"' in injection and "Ignore all previous instructions" in injection
    meta = client.get(emulator.page_url("redirect-metadata"))
    assert meta.status_code == 302 and meta.headers["location"].startswith("http://169.254.169.254/")
    chain = client.get(emulator.page_url("redirect-chain"), follow_redirects=True)
    assert len(chain.history) == 7 and chain.status_code == 200 and "Python 3.15" in chain.text
    binary = client.get(emulator.page_url("binary"))
    assert binary.headers["content-type"] == "application/octet-stream" and binary.content[:2] == b"PK"
    broken = client.get(emulator.page_url("broken-encoding"))
    assert "charset=utf-8" in broken.headers["content-type"]
    with pytest.raises(UnicodeDecodeError):
        broken.content.decode("utf-8")
    with client.stream("GET", emulator.page_url("huge")) as huge:
        assert "content-length" not in huge.headers
        assert sum(len(chunk) for chunk in huge.iter_raw()) == 10 * 1024 * 1024


def test_slow_page_trickles(emulator, client):
    quick = client.get(emulator.page_url("slow"), params={"seconds": "0.03", "chunks": "3"})
    assert quick.text.count("Slow paragraph") == 3 and quick.text.endswith("</html>")
    with pytest.raises(httpx.ReadTimeout):
        with client.stream("GET", emulator.page_url("slow"), params={"seconds": "30", "chunks": "3"},
                           timeout=httpx.Timeout(5, read=0.3)) as r:
            chunks = r.iter_raw()
            assert next(chunks).startswith(b"<!doctype html>")
            for _ in chunks:
                pass


def test_feeds_rss_atom_and_etag(emulator, client):
    rss = client.get(emulator.feed_url("tech"))
    assert rss.status_code == 200 and "rss" in rss.headers["content-type"]
    parsed = feedparser.parse(rss.content)
    assert parsed.version == "rss20" and parsed.entries
    assert all(e.link.startswith(emulator.url + "/pages/") for e in parsed.entries)
    assert client.get(parsed.entries[0].link).status_code == 200
    etag = rss.headers["etag"]
    assert client.get(emulator.feed_url("tech"), headers={"If-None-Match": etag}).status_code == 304
    assert client.get(emulator.feed_url("tech"), headers={"If-None-Match": '"other"'}).status_code == 200
    modified = rss.headers["last-modified"]
    assert client.get(emulator.feed_url("tech"), headers={"If-Modified-Since": modified}).status_code == 304
    atom = feedparser.parse(client.get(emulator.feed_url("world")).content)
    assert atom.version == "atom10" and atom.entries and atom.entries[0].published
    zh = feedparser.parse(client.get(emulator.feed_url("zh")).content)
    assert zh.entries and any("发布会" in e.title for e in zh.entries)
    assert client.get(emulator.url + "/feeds/nope.xml").status_code == 404


# --- faults ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("engine", ENGINES)
def test_status_fault_429_with_retry_after_in_engine_format(emulator, client, engine):
    emulator.set_fault(engine, "status", code=429, retry_after=7)
    r = call(engine, emulator, client, "python")
    assert r.status_code == 429 and r.headers["retry-after"] == "7"
    if engine == "brave":
        assert r.json()["error"]["code"] == "RATE_LIMITED" and r.headers["x-ratelimit-remaining"].startswith("0,")
    elif engine == "exa":
        assert r.json()["tag"] == "RATE_LIMIT_EXCEEDED"
    elif engine == "tavily":
        assert "excessive requests" in r.json()["detail"]["error"]
    elif engine == "searxng":
        assert r.text == "Too Many Requests"
    elif engine == "serper":
        assert r.json()["statusCode"] == 429
    else:
        assert r.json()["name"] == "RateLimitTriggeredError" and r.json()["retryAfter"] == 7


@pytest.mark.parametrize("code", [401, 403, 422, 500, 502, 503])
def test_status_fault_codes(emulator, client, code):
    for engine in ENGINES:
        emulator.set_fault(engine, "status", code=code)
        r = call(engine, emulator, client, "python")
        assert r.status_code == code, engine
        assert "retry-after" not in r.headers


def test_times_expiry(emulator, client):
    emulator.set_fault("exa", "status", code=503, times=2)
    assert [exa(emulator, client, query="python").status_code for _ in range(3)] == [503, 503, 200]
    emulator.set_fault("exa", "status", code=500)
    assert [exa(emulator, client, query="python").status_code for _ in range(3)] == [500, 500, 500]
    emulator.clear_faults("exa")
    assert exa(emulator, client, query="python").status_code == 200


def test_latency_fault(emulator, client):
    emulator.set_fault("brave", "latency", ms=3000, times=1)
    with pytest.raises(httpx.ReadTimeout):
        brave(emulator, client.__class__(timeout=0.3), q="python")
    assert brave(emulator, client, q="python").status_code == 200  # expired after one request
    emulator.set_fault("brave", "latency", ms=1, times=1)
    assert brave(emulator, client, q="python").status_code == 200  # latency then a normal answer


def test_hang_fault(emulator):
    emulator.set_fault("tavily", "hang", times=1)
    with httpx.Client(timeout=0.3) as c:
        with pytest.raises(httpx.ReadTimeout):
            tavily(emulator, c, query="python")
        assert tavily(emulator, c, query="python").status_code == 200


@pytest.mark.parametrize("engine", ENGINES)
def test_malformed_empty_and_wrong_shape(emulator, client, engine):
    emulator.set_fault(engine, "malformed", times=1)
    bad = call(engine, emulator, client, "python")
    assert bad.status_code == 200
    with pytest.raises(json.JSONDecodeError):
        bad.json()
    emulator.set_fault(engine, "empty", times=1)
    empty = call(engine, emulator, client, "python")
    assert empty.status_code == 200 and urls_of(engine, empty.json()) == []
    emulator.set_fault(engine, "wrong_shape", times=1)
    wrong = call(engine, emulator, client, "python")
    assert wrong.status_code == 200
    with pytest.raises((TypeError, KeyError, AttributeError)):
        assert all(isinstance(u, str) for u in urls_of(engine, wrong.json()))
    assert urls_of(engine, call(engine, emulator, client, "python").json())


def test_faults_on_pages_feeds_and_reader(emulator, client):
    emulator.set_fault("pages", "status", code=503, times=1)
    assert client.get(emulator.page_url("rfc-5681")).status_code == 503
    emulator.set_fault("feeds", "wrong_shape", times=1)
    assert "not a feed" in client.get(emulator.feed_url("tech")).text
    emulator.set_fault("reader", "empty", times=1)
    r = client.get(f"{emulator.base_url('reader')}/https://www.rfc-editor.org/rfc/rfc5681",
                   headers={"Accept": "application/json"})
    assert r.status_code == 200 and r.json()["data"]["content"] == ""


def test_bad_fault_requests_raise(emulator):
    with pytest.raises(ValueError):
        emulator.set_fault("google", "hang")
    with pytest.raises(ValueError):
        emulator.set_fault("brave", "explode")
    with pytest.raises(ValueError):
        emulator.set_fault("brave", "status")
    with pytest.raises(ValueError):
        emulator.set_fault("brave", "hang", times=0)
    with pytest.raises(ValueError):
        emulator.base_url("google")


# --- control API and request log -----------------------------------------------------------------

def test_control_api_drives_faults_log_and_reset(emulator, client):
    ok = client.post(emulator.url + "/_control/fault", json={"engine": "serper", "kind": "status", "code": 429,
                                                             "retry_after": 3, "times": 1})
    assert ok.status_code == 200
    assert client.post(emulator.url + "/_control/fault", json={"engine": "x", "kind": "hang"}).status_code == 400
    first = serper(emulator, client, q="weather")
    assert first.status_code == 429 and first.headers["retry-after"] == "3"
    assert serper(emulator, client, q="weather").status_code == 200
    log = client.get(emulator.url + "/_control/requests", params={"engine": "serper"}).json()
    assert [entry["json"]["q"] for entry in log] == ["weather", "weather"]
    assert log[0]["headers"]["x-api-key"] == KEY and log[0]["path"] == "/search"
    assert client.get(emulator.url + "/_control/requests", params={"engine": "brave"}).json() == []
    assert all(not r.full_path.startswith("/_control") for r in emulator.requests())
    client.post(emulator.url + "/_control/fault", json={"engine": "exa", "kind": "status", "code": 500})
    assert client.post(emulator.url + "/_control/reset").status_code == 200
    assert emulator.requests() == []
    assert exa(emulator, client, query="python").status_code == 200
    client.post(emulator.url + "/_control/fault", json={"engine": "exa", "kind": "status", "code": 500})
    assert client.delete(emulator.url + "/_control/fault", params={"engine": "exa"}).status_code == 200
    assert exa(emulator, client, query="python").status_code == 200


def test_request_log_records_everything(emulator, client):
    brave(emulator, client, q="python", count=3)
    exa(emulator, client, query="python", numResults=2)
    client.get(emulator.page_url("rfc-5681"))
    b, e, p = emulator.requests()
    assert (b.engine, b.method, b.path, b.query) == ("brave", "GET", "/res/v1/web/search", {"q": "python",
                                                                                            "count": "3"})
    assert b.headers["x-subscription-token"] == KEY and b.json is None
    assert (e.engine, e.method, e.json) == ("exa", "POST", {"query": "python", "numResults": 2})
    assert json.loads(e.body) == e.json and e.time >= b.time
    assert p.engine == "pages"
    assert [r.engine for r in emulator.requests("exa")] == ["exa"]


# --- the chat model --------------------------------------------------------------------------------

def chat(emu, c, messages=None, **extra):
    body = {"model": "emulator-chat", "messages": messages or [{"role": "user", "content": "hello there"}], **extra}
    return c.post(emu.base_url("openai") + "/chat/completions", json=body, headers={"Authorization": f"Bearer {KEY}"})


def content_of(r) -> str | None:
    return r.json()["choices"][0]["message"]["content"]


def sse_events(text: str) -> list[str]:
    return [line[len("data: "):] for line in text.split("\n\n") if line.startswith("data: ")]


def test_chat_echo_and_citation(emulator, client):
    r = chat(emulator, client)
    body = r.json()
    assert body["object"] == "chat.completion" and body["model"] == "emulator-chat"
    assert body["choices"][0]["finish_reason"] == "stop" and body["usage"]["total_tokens"] > 0
    assert "hello there" in content_of(r) and "[s1]" not in content_of(r)
    cited = chat(emulator, client, [{"role": "system", "content": "Sources: [s1] a page"},
                                    {"role": "user", "content": "what is new?"}])
    assert "what is new?" in content_of(cited) and "Cited [s1]." in content_of(cited)
    assert emulator.requests("openai")[0].json["messages"][0]["content"] == "hello there"


def test_chat_scripted_behaviours_in_order(emulator, client):
    emulator.script_chat({"content": "exact"}, {"json": {"queries": ["a"]}}, "malformed", "refusal",
                         "error500", "error429", "error401")
    assert content_of(chat(emulator, client)) == "exact"
    assert json.loads(content_of(chat(emulator, client))) == {"queries": ["a"]}
    assert content_of(chat(emulator, client)) == "{not json"
    refusal = chat(emulator, client).json()["choices"][0]["message"]
    assert refusal["content"] is None and refusal["refusal"]
    assert chat(emulator, client).status_code == 500
    limited = chat(emulator, client)
    assert limited.status_code == 429 and limited.headers["retry-after"] == "1"
    assert limited.json()["error"]["code"] == "rate_limit_exceeded"
    denied = chat(emulator, client)
    assert denied.status_code == 401 and set(denied.json()["error"]) == {"message", "type", "param", "code"}
    assert KEY not in denied.text
    assert "hello there" in content_of(chat(emulator, client))  # queue empty: echo


def test_chat_schema_unsupported(emulator, client):
    schema = {"type": "json_schema", "json_schema": {"name": "plan", "schema": {"type": "object"}}}
    emulator.script_chat("schema_unsupported")
    r = chat(emulator, client, response_format=schema)
    assert r.status_code == 400 and r.json()["error"]["param"] == "response_format"
    emulator.script_chat("schema_unsupported", {"content": "next one"})
    assert content_of(chat(emulator, client, response_format={"type": "json_object"})) == "next one"
    emulator.script_chat("schema_unsupported")
    assert "hello there" in content_of(chat(emulator, client))


def test_chat_slow(emulator, client):
    emulator.script_chat({"kind": "slow", "ms": 3000})
    with httpx.Client(timeout=0.3) as quick, pytest.raises(httpx.ReadTimeout):
        chat(emulator, quick)
    emulator.script_chat({"kind": "slow", "ms": 5})
    assert "hello there" in content_of(chat(emulator, client))


def test_chat_streaming(emulator, client):
    emulator.script_chat({"content": "one two three four five six", "chunk_delay_ms": 2})
    r = chat(emulator, client, stream=True, stream_options={"include_usage": True})
    assert r.headers["content-type"].startswith("text/event-stream")
    events = sse_events(r.text)
    assert events[-1] == "[DONE]"
    chunks = [json.loads(e) for e in events[:-1]]
    assert all(c["object"] == "chat.completion.chunk" for c in chunks)
    deltas = [c["choices"][0]["delta"] for c in chunks if c["choices"]]
    assert deltas[0]["role"] == "assistant"
    text = "".join(d.get("content") or "" for d in deltas)
    assert text == "one two three four five six" and len([d for d in deltas if d.get("content")]) >= 3
    assert [c["choices"][0]["finish_reason"] for c in chunks if c["choices"]][-1] == "stop"
    assert chunks[-1]["choices"] == [] and chunks[-1]["usage"]["completion_tokens"] > 0


def test_chat_tool_calls(emulator, client):
    tools = [{"type": "function", "function": {"name": "search", "parameters": {"type": "object"}}}]
    emulator.script_chat({"tool_call": {"name": "search", "arguments": {"q": "nimbus 5"}}})
    msg = chat(emulator, client, tools=tools).json()["choices"][0]
    assert msg["finish_reason"] == "tool_calls"
    call_ = msg["message"]["tool_calls"][0]
    assert call_["function"]["name"] == "search" and json.loads(call_["function"]["arguments"]) == {"q": "nimbus 5"}
    emulator.script_chat({"tool_call": {"name": "search", "arguments": {"q": "nimbus 5"}}})
    streamed = [json.loads(e) for e in sse_events(chat(emulator, client, tools=tools, stream=True).text)[:-1]]
    args = "".join(tc["function"].get("arguments", "") for c in streamed if c["choices"]
                   for tc in c["choices"][0]["delta"].get("tool_calls", []))
    assert json.loads(args) == {"q": "nimbus 5"}
    emulator.script_chat({"tool_call": {"name": "search", "arguments": "{}"}})
    assert "hello there" in content_of(chat(emulator, client))  # no tools in the request: plain answer


def test_chat_bad_requests_and_script_validation(emulator, client):
    r = client.post(emulator.base_url("openai") + "/chat/completions", json={"model": "m"})
    assert r.status_code == 400 and r.json()["error"]["type"] == "invalid_request_error"
    with pytest.raises(ValueError):
        emulator.script_chat("dance")
    with pytest.raises(ValueError):
        emulator.script_chat({"tool_call": {}})
    assert client.post(emulator.url + "/_control/chat", json={"behaviours": ["nope"]}).status_code == 400
    assert client.post(emulator.url + "/_control/chat", json={"behaviours": [{"content": "via http"}]}).json()["ok"]
    assert content_of(chat(emulator, client)) == "via http"


def test_chat_faults_use_openai_errors(emulator, client):
    emulator.set_fault("openai", "status", code=503, times=1, retry_after=2)
    r = chat(emulator, client)
    assert r.status_code == 503 and r.json()["error"]["type"] == "server_error" and r.headers["retry-after"] == "2"
    emulator.set_fault("openai", "wrong_shape", times=1)
    assert chat(emulator, client).json()["choices"] == "none"
    emulator.script_chat({"content": "scripted"})
    emulator.set_fault("openai", "empty", times=1)
    assert content_of(chat(emulator, client)) == ""
    assert content_of(chat(emulator, client)) == "scripted"  # the empty fault did not eat the script


def test_openai_sdk_talks_to_the_emulator(emulator):
    openai = pytest.importorskip("openai")
    sdk = openai.OpenAI(base_url=emulator.base_url("openai"), api_key=KEY, max_retries=0)
    assert "emulator-chat" in [m.id for m in sdk.models.list()]
    emulator.script_chat({"content": "streamed answer with words"})
    stream = sdk.chat.completions.create(model="emulator-chat", messages=[{"role": "user", "content": "hi"}],
                                         stream=True)
    assert "".join(c.choices[0].delta.content or "" for c in stream if c.choices) == "streamed answer with words"
    emulator.script_chat("error429")
    with pytest.raises(openai.RateLimitError):
        sdk.chat.completions.create(model="emulator-chat", messages=[{"role": "user", "content": "hi"}])


# --- the command line -------------------------------------------------------------------------------

def test_main_runs_in_the_foreground():
    proc = subprocess.Popen([sys.executable, "-m", "tests.emulator", "--port", "0", "--today", "2026-11-30",
                             "--latency", "brave=1"], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    try:
        url = proc.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:")
        r = httpx.get(url + "/brave/res/v1/web/search", params={"q": "python"},
                      headers={"X-Subscription-Token": KEY}, timeout=10)
        assert r.status_code == 200 and r.json()["web"]["results"]
        assert parsedate_to_datetime(r.headers["date"])
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    assert proc.returncode == 0
