"""The web console over real sockets (no browser): security headers, auth, escaping of hostile web text, the
streamed answer, the engines page. tests/test_console_browser.py drives the same pages in headless Chromium."""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from groundwire.server.console import SECURITY_HEADERS, _environment, safe_href
from groundwire.server.console.charts import line_chart
from groundwire.server.console.timeline import engine_rows, timeline_items
from groundwire.server.console.usage import usage_series
from tests.test_proxy import home, start_proxy  # noqa: F401 (fixtures)

HOSTILE_TITLE = '<img src=x onerror=alert(1)> Zebrafish <script>alert(2)</script>'
INLINE_HANDLER = re.compile(r"<[^>]+\son[a-z]+\s*=", re.I)
INLINE_SCRIPT = re.compile(r"<script(?![^>]*\bsrc=)[^>]*>", re.I)


def no_active_markup(html: str) -> None:
    assert not INLINE_HANDLER.search(html), "an inline event handler reached the page"
    assert not INLINE_SCRIPT.search(html), "an inline script reached the page"
    assert "<img" not in html and 'href="javascript:' not in html.lower()


def test_csp_is_strict_and_the_shell_has_no_inline_code(emulator, start_proxy):  # noqa: F811
    proxy = start_proxy()
    resp = httpx.get(proxy.url + "/")
    assert resp.status_code == 200
    csp = resp.headers["content-security-policy"]
    assert "script-src 'self'" in csp and "unsafe-inline" not in csp and "unsafe-eval" not in csp
    assert "default-src 'none'" in csp and "frame-ancestors 'none'" in csp
    assert resp.headers["x-content-type-options"] == "nosniff"
    no_active_markup(resp.text)
    assert "<style" not in resp.text and " style=" not in resp.text
    for src in re.findall(r'(?:src|href)="(/console/static/[^"]+)"', resp.text):
        asset = httpx.get(proxy.url + src)
        assert asset.status_code == 200 and asset.headers["content-security-policy"] == SECURITY_HEADERS[
            "Content-Security-Policy"]
    assert "cdn" not in resp.text.lower() and "https://" not in resp.text  # everything ships in the package


def test_static_paths_cannot_escape_the_asset_folder(emulator, start_proxy):  # noqa: F811
    proxy = start_proxy()
    for bad in ("..%2f__init__.py", ".hidden.js", "nothing.js", "__init__.py", "%2e%2e/templates/index.html"):
        assert httpx.get(proxy.url + "/console/static/" + bad).status_code == 404


def test_console_data_needs_the_proxy_key_but_the_shell_does_not(emulator, start_proxy):  # noqa: F811
    proxy = start_proxy(GROUNDWIRE_API_KEYS="k1")
    assert httpx.get(proxy.url + "/").status_code == 200
    assert httpx.get(proxy.url + "/console/static/console.js").status_code == 200
    assert httpx.get(proxy.url + "/console/whoami").status_code == 401
    assert httpx.post(proxy.url + "/console/search", data={"q": "python"}).status_code == 401
    assert httpx.get(proxy.url + "/console/engines").status_code == 401
    ok = httpx.get(proxy.url + "/console/whoami", headers={"Authorization": "Bearer k1"})
    assert ok.status_code == 200 and ok.json()["key"] is True


def test_ask_streams_the_answer_once_with_the_context_given_to_the_model(emulator, start_proxy):  # noqa: F811
    proxy = start_proxy()
    frag = httpx.post(proxy.url + "/console/ask", timeout=60,
                      data={"question": "What is the latest Python release?", "model": "emulator-chat"})
    assert frag.status_code == 200
    no_active_markup(frag.text)
    assert 'id="src-s1"' in frag.text and "Gate: search or not" in frag.text and "Engine calls" in frag.text
    token = re.search(r'data-token="([^"]+)"', frag.text).group(1)
    answer = httpx.post(proxy.url + "/console/answer", data={"token": token}, timeout=60)
    assert answer.status_code == 200 and "Cited [s1]" in answer.text
    sent = [r for r in emulator.requests("openai") if r.path == "/chat/completions"][-1].json
    assert sent["stream"] is True and "[s1]" in sent["messages"][0]["content"]  # the same context block
    assert sent["messages"][-1] == {"role": "user", "content": "What is the latest Python release?"}
    assert httpx.post(proxy.url + "/console/answer", data={"token": token}).status_code == 410  # one use


def test_ask_without_a_question_is_a_message_not_an_error(emulator, start_proxy):  # noqa: F811
    proxy = start_proxy()
    resp = httpx.post(proxy.url + "/console/ask", data={"question": "  "})
    assert resp.status_code == 200 and "Type a question first" in resp.text


def test_hostile_local_document_is_escaped_in_search_results(emulator, start_proxy, home, tmp_path):  # noqa: F811
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "hostile.md").write_text(f"# {HOSTILE_TITLE}\n\nZebrafish notes: <b>bold</b> zebrafish regenerate "
                                      "fins. javascript:alert(3)\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "groundwire", "index", str(notes)], capture_output=True, text=True,
                          env={**__import__("os").environ, "GROUNDWIRE_HOME": str(home)}, timeout=120)
    assert done.returncode == 0, done.stderr
    proxy = start_proxy()
    resp = httpx.post(proxy.url + "/console/search", data={"q": "zebrafish", "provider": "local"}, timeout=60)
    assert resp.status_code == 200
    assert "&lt;img src=x onerror=alert(1)&gt;" in resp.text  # shown as text
    assert "&lt;script&gt;alert(2)&lt;/script&gt;" in resp.text
    no_active_markup(resp.text)
    assert "<b>bold</b>" not in resp.text


def test_templates_escape_hostile_hits_and_refuse_non_http_links():
    env = _environment()
    hostile = {"rank": 1, "title": HOSTILE_TITLE, "url": "javascript:alert(document.cookie)",
               "snippet": '"><svg onload=alert(1)>', "providers": ["brave"], "score": 0.5, "authority": "default",
               "published": None}
    html = env.get_template("search_result.html").render(
        data={"status": "ok", "trace": {"actual_providers": ["brave"]}}, hits=[hostile], engine_names=["brave"],
        calls=[])
    no_active_markup(html)
    assert "<svg" not in html and "&lt;svg onload=alert(1)&gt;" in html
    assert "javascript:alert(document.cookie)" in html  # visible as text, not a link
    assert safe_href("javascript:alert(1)") is None and safe_href(" JAVASCRIPT:x") is None
    assert safe_href("data:text/html,x") is None and safe_href("https://ok.example/") == "https://ok.example/"


def test_engines_page_charts_the_request_log(emulator, start_proxy):  # noqa: F811
    proxy = start_proxy()
    assert httpx.post(proxy.url + "/console/search", data={"q": "python release"}, timeout=60).status_code == 200
    page = httpx.get(proxy.url + "/console/engines", timeout=30)
    assert page.status_code == 200
    assert "<polyline" in page.text and "p50 latency" in page.text
    assert re.search(r"<td>brave</td><td>yes</td>", page.text)


def test_timeline_folds_fusion_drops_and_keeps_every_other_step():
    data = {"plan": {"time_range": {"start": "2026-07-01", "end": "2026-12-31"}},
            "trace": {"events": [{"step": "gate", "needs_search": True, "matched": ["latest"]},
                                 {"step": "fuse", "action": "dropped", "reason": "domain_cap", "url": "u1"},
                                 {"step": "fuse", "action": "dropped", "reason": "domain_cap", "url": "u2"},
                                 {"step": "read", "url": "https://x.example/", "ok": False}],
                      "fallback_chain": [{"provider": "searxng", "stage": 2, "outcome": "ok", "hits": 3}]}}
    items = timeline_items(data)
    assert [i["step"] for i in items] == ["gate", "read", "time", "fuse"]
    assert ("dropped (domain_cap)", "2") in items[-1]["fields"]
    assert ("matched", "latest") in items[0]["fields"]
    assert engine_rows(data)[0]["fallback"] is True


def test_usage_series_buckets_by_hour(tmp_path: Path):
    now = 1_800_000_000.0
    log = tmp_path / "requests.jsonl"
    rows = [
        {"ts": now - 30, "attempts": [{"provider": "brave", "outcome": "ok", "latency_ms": 100, "cached": False},
                                      {"provider": "exa", "outcome": "error", "latency_ms": 300, "cached": False}]},
        {"ts": now - 7200 + 5, "attempts": [{"provider": "brave", "outcome": "ok", "latency_ms": 50, "cached": True}]},
        {"ts": now - 90000, "attempts": [{"provider": "brave", "outcome": "ok", "latency_ms": 9, "cached": False}]},
    ]
    log.write_text("\n".join(__import__("json").dumps(r) for r in rows) + "\nnot json\n", encoding="utf-8")
    s = usage_series(log, now=now)
    assert s["calls"][-1] == 2 and s["failure_rate"][-1] == 0.5 and s["p95_ms"][-1] == 300
    assert s["cache_hit_ratio"][-2] == 1.0 and sum(s["calls"]) == 2  # the 25-hour-old row is outside the window
    assert s["summary"]["requests"] == 3
    chart = line_chart(s["buckets"], s["calls"], title="calls")
    assert len(chart["points"].split()) == 24 and not chart["empty"]
    assert time.strftime("%H:%M", time.gmtime(s["buckets"][-1])) == chart["last_time"]


@pytest.mark.parametrize("value", [0.0, 1.0])
def test_flat_charts_do_not_divide_by_zero(value: float):
    chart = line_chart([1.0, 2.0], [value, value], title="t", percent=True)
    assert "nan" not in chart["points"]


def test_tools_page_shows_the_route_plan_and_escapes_tool_text(emulator, start_proxy):  # noqa: F811
    catalogue = [{"type": "function", "function": {"name": f"tool_{i}", "description": f"does thing {i}",
                                                   "parameters": {"type": "object", "properties": {}}}}
                 for i in range(20)]
    catalogue.append({"type": "function", "function": {
        "name": "create_reminder", "description": "Create a reminder <img src=x onerror=alert(1)> at a time",
        "parameters": {"type": "object", "properties": {}}}})
    proxy = start_proxy()
    resp = httpx.post(proxy.url + "/console/tools", timeout=60,
                      data={"catalogue": __import__("json").dumps(catalogue), "request": "remind me at 9 to call Anna"})
    assert resp.status_code == 200
    assert "create_reminder" in resp.text and "RoutePlan" in resp.text
    no_active_markup(resp.text)
    bad = httpx.post(proxy.url + "/console/tools", data={"catalogue": "{not json", "request": "x"})
    assert bad.status_code == 200 and "not valid JSON" in bad.text


def test_research_page_runs_a_job_and_links_citations_to_verbatim_cards(emulator, tmp_path):
    """Start a job from the console, poll its fragment, read the rendered report: [sN] opens the source's card."""
    from groundwire.config import load_settings
    from groundwire.server.app import create_app
    from tests.research_support import QUESTION, nimbus_script, research_env
    from tests.test_proxy import LiveServer

    emulator.chat_responder = nimbus_script()
    settings = load_settings(research_env(emulator, tmp_path / "home", "[server]\nkey_rate_limit = [100000, 60.0]\n"))
    app = create_app(settings, today=lambda: __import__("datetime").date(2026, 11, 30))
    with LiveServer(app) as server, httpx.Client(base_url=server.url, timeout=60) as http:
        started = http.post("/console/research", data={"question": QUESTION})
        assert started.status_code == 200
        job_id = re.search(r'hx-get="/console/research/([0-9a-f]{32})"', started.text).group(1)
        deadline = time.monotonic() + 180
        while time.monotonic() < deadline:
            frag = http.get(f"/console/research/{job_id}").text
            if 'class="report"' in frag:
                break
            assert 'hx-get="/console/research/' in frag, frag  # still polling, or an error shows
            time.sleep(0.3)
        else:
            raise AssertionError("the research job did not finish")
        no_active_markup(frag)
        assert '<a class="cite" href="#card-s1">[s1]</a>' in frag
        assert 'id="card-s1"' in frag and "<blockquote>" in frag  # the verbatim quote behind the citation
        assert "Verification checklist" in frag
        assert "No such research job" in http.get("/console/research/" + "0" * 32).text
        assert "No such research job" in http.get("/console/research/nope").text


def test_engine_health_reads_every_breaker_in_one_store_call_and_survives_a_down_store():
    from types import SimpleNamespace

    from groundwire.errors import ProviderTimeoutError
    from groundwire.resilience.breaker import CircuitBreaker, MemoryBreakerStore
    from groundwire.server.console.usage import engine_health

    store = MemoryBreakerStore()
    breaker = CircuitBreaker(store)
    for _ in range(3):  # the failure threshold
        breaker.record_failure("exa", ProviderTimeoutError("exa", "timed out"))
    reasons = {"brave": None, "exa": None, "serper": "no key"}
    registry = SimpleNamespace(names=lambda: list(reasons),
                               availability=lambda n: SimpleNamespace(reason=reasons[n], credentials=None))
    grounder = SimpleNamespace(registry=registry, resilience=SimpleNamespace(breaker=breaker))
    calls: list[str] = []
    read_many = store.read_many
    store.read_many = lambda keys: calls.append("read_many") or read_many(keys)  # type: ignore[method-assign]
    store.read = lambda key: calls.append("read")  # type: ignore[method-assign]
    rows = {r["provider"]: r for r in engine_health(None, grounder)}
    assert calls == ["read_many"]
    assert rows["brave"]["breaker"] == "closed" and rows["exa"]["breaker"] == "open"
    assert rows["serper"]["breaker"] == "—" and rows["serper"]["detail"] == "no key"

    def down(keys):
        raise ConnectionError("redis down")

    store.read_many = down  # type: ignore[method-assign]
    rows = {r["provider"]: r for r in engine_health(None, grounder)}
    assert rows["exa"]["breaker"] == "unknown" and rows["serper"]["breaker"] == "—"
