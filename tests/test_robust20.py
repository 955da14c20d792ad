"""Round 20's fresh hostile wave (issue 9): shapes robust17 / robust18 / robust19 did not try, written before any fix
and run once on unchanged main (docs/MEASUREMENTS.md, "round 20 (robust20)", gives the first-run figure).

The newer surfaces first: tool catalogues with 5,000 tools, duplicate names, JSON schemas that refer to themselves,
weigh 1 MB or are not objects, MCP ``tools/list`` results with junk beside the tools; deep research with a model that
answers broken JSON, empty cards, a section citing card ids that do not exist, a 100-section plan; the web console's
routes with path traversal, a 100 KB query string, HTML / JS in a question (escaped in the page) and concurrent
requests. Then the older surfaces in shapes not tried yet: engines answering 429 with a Retry-After of a year,
negative, non-numeric or infinite, or redirecting to ``file://`` / ``data:``; pages with a ``<meta refresh>`` loop,
100,000 nested divs, a ``<base href>`` to another host; proxy requests with ``n: 5``, ``tools`` + ``tool_choice``,
``response_format``, ``max_tokens: -1`` and unknown fields; CLI options given twice, conflicting flags and
impossible or far ``--today`` dates; MCP stdio requests whose ids and arguments are odd. Servers are real 127.0.0.1
sockets; time logic uses injected clocks, never sleeps.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import threading
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest

from tests.emulator import Emulator
from tests.test_cli_search import BASE_CONFIG, FAST_LIMITS, cli, cli_env
from tests.test_proxy import client, home, start_proxy  # noqa: F401 (home and start_proxy are fixtures)
from tests.test_research import emu  # noqa: F401 (a fixture: the emulator, reset around the test)
from tests.test_robust17 import _assert_terminal_safe, _strict_json
from tests.test_robust18 import SECRET, _env, _no_traceback
from tests.test_robust19 import OK_BRAVE, Wire, _Stdio, stdio, wire  # noqa: F401 (stdio and wire are fixtures)

# Cases that failed on unchanged main (first run, docs/MEASUREMENTS.md "round 20 (robust20)"), marked until fixed.
MAIN_FAILS: dict[str, str] = {}  # the first run's 15 failures are fixed (docs/MEASUREMENTS.md, round 20)


@pytest.fixture(autouse=True)
def _known_failure(request: pytest.FixtureRequest) -> None:
    reason = MAIN_FAILS.get(request.node.name)
    if reason:
        request.node.add_marker(pytest.mark.xfail(reason=f"fails on main: {reason}", strict=True))


def _gw(args: list[str | bytes], tmp_path: Path, stdin: bytes = b"", timeout: float = 300,
        **env: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "groundwire", *args], input=stdin, capture_output=True,
                          timeout=timeout, env=_env(GROUNDWIRE_HOME=str(tmp_path / "gw"), GROUNDWIRE_WEB_SEARCH="0",
                                                    **env))


def _one_line_error(proc: subprocess.CompletedProcess[bytes]) -> str:
    _no_traceback(proc.stderr)
    assert proc.returncode in (1, 2), (proc.returncode, proc.stdout[-300:], proc.stderr[-500:])
    lines = [line for line in proc.stderr.decode("utf-8", "replace").splitlines() if line.strip()]
    assert len(lines) == 1 and len(lines[0]) < 600, lines
    return lines[0]


# ------------------------------------------------------------------------------------------ tool catalogues

def _fn(name: str, description: str = "does a thing", parameters: Any = None) -> dict[str, Any]:
    fn: dict[str, Any] = {"name": name, "description": description}
    if parameters is not None:
        fn["parameters"] = parameters
    return {"type": "function", "function": fn}


RECURSIVE_SCHEMA = {"type": "object", "properties": {"node": {"$ref": "#"}, "kids": {"type": "array",
                                                                                     "items": {"$ref": "#"}}}}
HEAVY_SCHEMA = {"type": "object", "properties": {f"p{i}": {"type": "string", "description": "d" * 1_000}
                                                 for i in range(1_000)}}
ODD_SCHEMAS = [("recursive", RECURSIVE_SCHEMA), ("one-mb", HEAVY_SCHEMA), ("a-string", "object"),
               ("a-list", [{"type": "object"}]), ("null", None), ("number", 7), ("true", True)]


def _catalogue_with(schema: Any, count: int = 40) -> list[dict[str, Any]]:
    tools = [_fn(f"tool_{i}", f"looks up record kind {i} in the ledger") for i in range(count)]
    tools.append({"type": "function", "function": {"name": "weather_now", "description": "current weather for a city",
                                                   "parameters": schema}})
    return tools


@pytest.mark.parametrize("name, schema", ODD_SCHEMAS, ids=[s[0] for s in ODD_SCHEMAS])
def test_cli_tools_route_reads_a_tool_whose_schema_is_odd(tmp_path: Path, name: str, schema: Any) -> None:
    path = tmp_path / "tools.json"
    path.write_text(json.dumps(_catalogue_with(schema)), encoding="utf-8")
    proc = _gw(["tools", "route", "--catalogue", str(path), "--json", "what is the weather in Oslo now"], tmp_path)
    _no_traceback(proc.stderr)
    assert proc.returncode in (0, 2), (proc.returncode, proc.stderr[-500:])
    if proc.returncode == 0:
        plan = _strict_json(proc.stdout.decode())
        assert "weather_now" in json.dumps(plan)


@pytest.mark.parametrize("shape", ["openai", "mcp", "groundwire"])
def test_cli_tools_route_with_5000_tools_of_each_shape_answers(tmp_path: Path, shape: str) -> None:
    def tool(i: int) -> dict[str, Any]:
        words = f"reads ledger entry {i} for account {i % 97} in region {i % 13}"
        if shape == "openai":
            return _fn(f"ledger_{i}", words, {"type": "object", "properties": {"id": {"type": "integer"}}})
        if shape == "mcp":
            return {"name": f"ledger_{i}", "description": words, "inputSchema": {"type": "object"}}
        return {"name": f"ledger_{i}", "description": words, "tags": ["ledger"], "risk": "read"}

    tools = [tool(i) for i in range(5_000)]
    data: Any = {"jsonrpc": "2.0", "id": 1, "result": {"tools": tools}} if shape == "mcp" else tools
    path = tmp_path / "tools.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    proc = _gw(["tools", "route", "--catalogue", str(path), "--json", "read ledger entry 4321"], tmp_path)
    _no_traceback(proc.stderr)
    assert proc.returncode == 0, proc.stderr[-500:]
    assert _strict_json(proc.stdout.decode())["selected"] if "selected" in proc.stdout.decode() else True


@pytest.mark.parametrize("data", [
    {"jsonrpc": "2.0", "id": 1, "error": {"code": -32603, "message": "internal"}},
    {"jsonrpc": "2.0", "id": 1, "result": {"tools": "not a list", "nextCursor": "abc"}},
    {"jsonrpc": "2.0", "id": 1, "result": {"tools": [], "nextCursor": "abc"}},
    {"result": {"tools": [{"name": "a", "inputSchema": {"type": "object"}}, 5, None]}},
    {"tools": [{"name": "dup", "description": "one"}, {"name": "dup", "description": "two"}]},
    [{"name": "x" * 100_000, "description": "a very long name"}],
    [{"name": "ok", "description": {"text": "not a string"}}],
], ids=["rpc-error", "tools-a-string", "empty-with-cursor", "junk-beside-tools", "duplicate-names", "100k-name",
        "description-object"])
def test_cli_tools_route_with_a_junk_mcp_answer_is_one_short_line(tmp_path: Path, data: Any) -> None:
    path = tmp_path / "tools.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    proc = _gw(["tools", "route", "--catalogue", str(path), "read the ledger"], tmp_path)
    _no_traceback(proc.stderr)
    if proc.returncode != 0:
        _one_line_error(proc)


@pytest.mark.parametrize("name, schema", [s for s in ODD_SCHEMAS if s[0] in ("recursive", "one-mb", "a-string")],
                         ids=["recursive", "one-mb", "a-string"])
def test_proxy_routes_a_catalogue_holding_an_odd_schema(emulator: Emulator, start_proxy, name: str,
                                                        schema: Any) -> None:
    proxy = start_proxy()
    emulator.script_chat({"content": "it is cold"})
    resp = httpx.post(proxy.v1 + "/chat/completions", timeout=120, headers={"X-Groundwire-Search": "off"},
                      json={"model": "emulator-chat", "tools": _catalogue_with(schema),
                            "messages": [{"role": "user", "content": "what is the weather in Oslo now"}]})
    assert resp.status_code < 500, resp.text[:300]
    if resp.status_code == 200:
        assert resp.json()["choices"][0]["message"]["content"].startswith("it is cold")


def test_proxy_keeps_the_tool_named_by_tool_choice_when_it_routes(emulator: Emulator, start_proxy) -> None:
    """A client forcing one tool (``tool_choice``) must find it forwarded: an upstream refuses a tool_choice
    naming a tool it was not given."""
    proxy = start_proxy()
    emulator.script_chat({"content": "done"})
    tools = [_fn(f"tool_{i}", f"looks up record kind {i} in the ledger") for i in range(60)]
    tools.append(_fn("zz_export_pdf", "export the invoice as a PDF file"))
    resp = httpx.post(proxy.v1 + "/chat/completions", timeout=120, headers={"X-Groundwire-Search": "off"},
                      json={"model": "emulator-chat", "tools": tools,
                            "tool_choice": {"type": "function", "function": {"name": "zz_export_pdf"}},
                            "messages": [{"role": "user", "content": "what is the weather in Oslo"}]})
    assert resp.status_code == 200, resp.text[:300]
    sent = [r.json for r in emulator.requests("openai") if r.path == "/chat/completions"][-1]
    names = [t["function"]["name"] for t in sent.get("tools") or [] if isinstance(t, dict) and "function" in t]
    assert "zz_export_pdf" in names, names
    assert sent.get("tool_choice") == {"type": "function", "function": {"name": "zz_export_pdf"}}


@pytest.mark.parametrize("choice", ["required", "none", {"type": "function"}, {"type": "function", "function": 5},
                                    "bogus", 7], ids=repr)
def test_proxy_routes_tools_beside_any_tool_choice(emulator: Emulator, start_proxy, choice: Any) -> None:
    proxy = start_proxy()
    emulator.script_chat({"content": "done"})
    tools = [_fn(f"tool_{i}", f"looks up record kind {i} in the ledger") for i in range(40)]
    resp = httpx.post(proxy.v1 + "/chat/completions", timeout=120, headers={"X-Groundwire-Search": "off"},
                      json={"model": "emulator-chat", "tools": tools, "tool_choice": choice,
                            "messages": [{"role": "user", "content": "read ledger record 7"}]})
    assert resp.status_code < 500, resp.text[:300]


def test_console_tools_escapes_html_in_a_tool_name_and_the_request(emulator: Emulator, start_proxy) -> None:
    proxy = start_proxy()
    catalogue = json.dumps([{"name": "<script>alert(1)</script>", "description": "<img src=x onerror=alert(2)>"},
                            {"name": "ledger", "description": "reads the ledger"}])
    resp = httpx.post(proxy.url + "/console/tools", timeout=120,
                      data={"catalogue": catalogue, "request": "<svg onload=alert(3)> read the ledger"})
    assert resp.status_code == 200, resp.text[:300]
    assert "<script>alert(1)" not in resp.text and "<img src=x" not in resp.text and "<svg onload" not in resp.text


# ------------------------------------------------------------------------------------------ deep research

def _research_run(emu: Emulator, tmp_path: Path, script: Any) -> Any:
    from groundwire.config import load_settings
    from groundwire.research.config import ResearchConfig
    from groundwire.research.runner import run_research
    from tests.research_support import QUESTION, research_env

    emu.chat_responder = script
    settings = load_settings(research_env(emu, tmp_path / "home"))
    return asyncio.run(run_research(QUESTION, tmp_path / "out", today=date(2026, 11, 30), settings=settings,
                                    config=ResearchConfig.build(max_llm_calls=40, max_pages=6)))


def _script(**answers: Any) -> Any:
    from tests.emulator.research_model import ResearchScript
    from tests.research_support import NIMBUS_PLAN

    script = ResearchScript()
    script.on("plan", answers.pop("plan", NIMBUS_PLAN))
    for task, answer in answers.items():
        script.on(task, answer)
    return script


def _research_outcome(emu: Emulator, tmp_path: Path, script: Any) -> str:
    """The report's text, or the typed error's reason: anything else (a crash) fails the test."""
    from groundwire.errors import ResearchError

    try:
        _research_run(emu, tmp_path, script)
    except ResearchError as exc:
        assert exc.reason, exc
        return f"error: {exc.reason}"
    report = tmp_path / "out" / "report.md"
    assert report.is_file()
    return report.read_text(encoding="utf-8")


def test_research_with_a_100_section_plan_is_bounded(emu: Emulator, tmp_path: Path) -> None:
    sections = [{"title": f"Part {i}", "question": f"What about part {i} of the Nimbus 5?",
                 "queries": [f"Nimbus 5 part {i}"], "languages": ["en"], "answer_criteria": "a fact"}
                for i in range(100)]
    text = _research_outcome(emu, tmp_path, _script(plan={"sections": sections}))
    if not text.startswith("error:"):
        assert text.count("\n## ") <= 12, text[:2000]


@pytest.mark.parametrize("extract", [
    {"cards": []}, '{"cards": [{"quote": ', "not json at all", {"cards": [None, 5, "x", {"quote": None}]},
    {"cards": [{"quote": "q" * 200_000, "claim": "c" * 200_000, "credibility": "divine"}]},
], ids=["empty-cards", "truncated-json", "prose", "junk-cards", "huge-card"])
def test_research_with_junk_or_empty_extractions_writes_an_honest_report_or_a_typed_error(
        emu: Emulator, tmp_path: Path, extract: Any) -> None:
    text = _research_outcome(emu, tmp_path, _script(extract=extract))
    assert "Traceback" not in text


def test_research_drops_citations_of_card_ids_that_do_not_exist(emu: Emulator, tmp_path: Path) -> None:
    write = {"text": "The Nimbus 5 costs $799 [c999]. It ships with a huge battery [s42] [card-7] [1]."}
    text = _research_outcome(emu, tmp_path, _script(write=write))
    if not text.startswith("error:"):
        for ghost in ("[c999]", "[s42]", "[card-7]"):
            assert ghost not in text, text[:1500]


@pytest.mark.parametrize("answer", ["{", "[]", '{"verdict": 5}', '{"sections": "none"}'], ids=repr)
def test_research_with_a_model_answering_broken_json_to_every_task_is_a_typed_error(emu: Emulator, tmp_path: Path,
                                                                                   answer: str) -> None:
    from tests.emulator.research_model import ResearchScript

    script = ResearchScript()
    for task in ("plan", "extract", "write", "summary", "reflect", "verify"):
        script.on(task, answer)
    text = _research_outcome(emu, tmp_path, script)
    assert text.startswith("error:"), text[:500]


@pytest.mark.parametrize("args, expect", [
    (["--today", "2026-02-30"], "--today"), (["--depth", "0"], "depth"), (["--max-pages", "-1"], "pages"),
    (["--time", "nan"], "time"), (["--time", "inf"], "time"), (["--max-llm-calls", "0"], "calls"),
], ids=["feb-30", "depth-0", "pages-negative", "time-nan", "time-inf", "calls-0"])
def test_cli_research_with_an_impossible_option_is_one_line(tmp_path: Path, args: list[str], expect: str) -> None:
    proc = _gw(["research", "How did the Nimbus 5 launch go?", "--out", str(tmp_path / "out"), *args], tmp_path,
               GROUNDWIRE_LLM_URL="http://127.0.0.1:9/v1", GROUNDWIRE_LLM_MODEL="m")
    line = _one_line_error(proc)
    assert expect in line.lower(), line


# ------------------------------------------------------------------------------------------ the web console

@pytest.mark.parametrize("path", [
    "/console/static/..%2f..%2fconfig.toml", "/console/static/%2e%2e/%2e%2e/__init__.py",
    "/console/static/..%5c..%5c__init__.py", "/console/static/console.js%00.css", "/console/static/%c0%ae%c0%ae/x.js",
    "/console/research/..%2f..%2fconfig", "/console/research/" + "a" * 5000, "/console/static/" + "a" * 5000 + ".js",
])
def test_console_paths_that_climb_or_overflow_serve_nothing_of_the_disk(emulator: Emulator, start_proxy,
                                                                         path: str) -> None:
    proxy = start_proxy()
    resp = httpx.get(proxy.url + path, timeout=120)
    assert resp.status_code < 500, (path, resp.status_code, resp.text[:300])
    for secret in ("[providers", "from __future__", "import "):
        assert secret not in resp.text, (path, resp.text[:300])


def test_console_pages_answer_a_60kb_query_string(emulator: Emulator, start_proxy) -> None:
    proxy = start_proxy()
    for path in ("/", "/console/engines", "/console/whoami"):  # 60 KB: httpx itself refuses a URL over 64 KB
        resp = httpx.get(proxy.url + path + "?q=" + "%3Cscript%3E" * 5_000, timeout=120)
        assert resp.status_code < 500, (path, resp.text[:300])
        assert "<script>" not in resp.text.replace('<script src="', "")


@pytest.mark.parametrize("route, field", [("/console/search", "q"), ("/console/ask", "question"),
                                          ("/console/research", "question")])
def test_console_never_renders_html_from_a_question(emulator: Emulator, start_proxy, route: str, field: str) -> None:
    proxy = start_proxy()
    hostile = "nimbus price \"><script>alert(1)</script><img src=x onerror=alert(2)>{{7*7}}${7*7}"
    resp = httpx.post(proxy.url + route, data={field: hostile, "mode": "off"}, timeout=120)
    assert resp.status_code < 500, resp.text[:300]
    assert "<script>alert" not in resp.text and "<img src=x" not in resp.text, resp.text[:2000]
    assert "49" not in resp.text.replace("1749", "")  # no template expression evaluated


def test_console_answers_twenty_concurrent_searches(emulator: Emulator, start_proxy) -> None:
    proxy = start_proxy()

    async def many() -> list[httpx.Response]:
        async with httpx.AsyncClient(timeout=180) as http:
            return await asyncio.gather(*(http.post(proxy.url + "/console/search", data={"q": f"nimbus price {i}"})
                                          for i in range(20)))

    replies = asyncio.run(many())
    assert [r.status_code for r in replies] == [200] * 20, [r.text[:200] for r in replies if r.status_code != 200]


@pytest.mark.parametrize("raw", [b"token=", b"token=" + b"x" * 100_000, b"token=..%2F..%2Fetc", b"token=%ff%fe",
                                 b"token=a&token=b"], ids=["empty", "100k", "climb", "not-utf8", "twice"])
def test_console_answer_with_a_junk_token_is_410(emulator: Emulator, start_proxy, raw: bytes) -> None:
    proxy = start_proxy()
    resp = httpx.post(proxy.url + "/console/answer", content=raw, timeout=120,
                      headers={"content-type": "application/x-www-form-urlencoded"})
    assert resp.status_code == 410, (resp.status_code, resp.text[:300])


def test_console_form_with_a_field_given_twice_takes_one(emulator: Emulator, start_proxy) -> None:
    proxy = start_proxy()
    resp = httpx.post(proxy.url + "/console/search", content=b"q=&q=nimbus+price&freshness=week&freshness=decade",
                      headers={"content-type": "application/x-www-form-urlencoded"}, timeout=120)
    assert resp.status_code == 200, resp.text[:300]


# ------------------------------------------------------------------------------------------ engines

@pytest.mark.parametrize("retry_after", ["31536000", "-5", "soon", "1e400", "nan", "inf",
                                         "Fri, 31 Dec 9999 23:59:59 GMT", "Thu, 01 Jan 1970 00:00:00 GMT",
                                         "9" * 400], ids=repr)
def test_parse_retry_after_is_none_or_a_finite_non_negative_wait(retry_after: str) -> None:
    import math

    from groundwire.engines.providers.base import parse_retry_after

    wait = parse_retry_after(retry_after, datetime(2026, 12, 6, tzinfo=timezone.utc))
    assert wait is None or (math.isfinite(wait) and wait >= 0), wait


def _retrying_brave_env(emulator: Emulator, home: Path, server: Wire) -> dict[str, str]:
    from groundwire.engines.providers.registry import BUILTINS

    others = [n for n in BUILTINS if n not in ("brave", "local", "rss")]
    config = "".join(f"[providers.{n}]\nenabled = false\n" for n in others)
    config += "[providers.brave]\nrate_limit = [1000, 1.0]\n[read]\nenabled = false\n[search]\nmax_retries = 3\n"
    env = cli_env(emulator, home, config=config)
    env["GROUNDWIRE_BRAVE_URL"] = server.url
    return env


@pytest.mark.parametrize("retry_after", ["31536000", "-5", "soon", "1e400", "inf"], ids=repr)
def test_cli_search_with_an_engine_asking_for_an_odd_retry_after_explains_it_in_strict_json(
        emulator: Emulator, tmp_path: Path, wire: Wire, retry_after: str) -> None:
    wire.answer(b'{"error": {"detail": "slow down"}}', status=429, retry_after=retry_after)
    run = cli(["search", "--json", "nimbus", "price"], _retrying_brave_env(emulator, tmp_path / "gw", wire))
    assert "Traceback" not in run.stderr and run.code != 4, (run.code, run.stderr[-800:])
    data = _strict_json(run.stdout)
    assert "brave" in json.dumps(data["trace"]).lower()
    assert wire.hits <= 4, wire.hits  # never more than the retries allow


@pytest.mark.parametrize("location", ["file:///etc/passwd", "data:application/json,{}", "javascript:alert(1)",
                                      "gopher://127.0.0.1:70/", "http://169.254.169.254/latest/meta-data/"])
def test_cli_search_with_an_engine_redirecting_off_the_web_explains_it(emulator: Emulator, tmp_path: Path,
                                                                        wire: Wire, location: str) -> None:
    wire.answer(b"", status=302, location=location)
    run = cli(["search", "--trace", "nimbus", "price"], _retrying_brave_env(emulator, tmp_path / "gw", wire))
    assert "Traceback" not in run.stderr and run.code != 4, (run.code, run.stderr[-800:])
    assert "root:" not in run.stdout
    assert "brave" in (run.stdout + run.stderr).lower()
    _assert_terminal_safe(run.stdout + run.stderr)


# ------------------------------------------------------------------------------------------ pages

@pytest.mark.parametrize("target", ["data:text/html,<p>hi</p>", "javascript:alert(1)", "ftp://127.0.0.1/x",
                                    "gopher://127.0.0.1:70/", "file:/etc/passwd", " http://10.0.0.1/"])
def test_a_redirect_to_another_scheme_is_refused_before_connecting(target: str) -> None:
    from groundwire.errors import FetchError
    from groundwire.read.fetch import FetchPolicy, fetch_page

    server = Wire()
    try:
        server.answer(b"", status=302, location=target)
        with pytest.raises(FetchError):
            asyncio.run(fetch_page(server.url + "/", policy=FetchPolicy(allow_hosts=frozenset({"127.0.0.1"}))))
        assert server.hits == 1
    finally:
        server.close()


def test_a_page_with_a_meta_refresh_loop_is_read_once(wire: Wire) -> None:
    from groundwire.read.fetch import FetchPolicy, fetch_page

    wire.answer(b'<html><head><meta http-equiv="refresh" content="0; url=/"><title>loop</title></head>'
                b"<body><p>The Nimbus costs 799 dollars.</p></body></html>", content_type="text/html")
    page = asyncio.run(fetch_page(wire.url + "/", policy=FetchPolicy(allow_hosts=frozenset({"127.0.0.1"}))))
    assert wire.hits == 1 and "Nimbus" in page.text


def _nested(depth: int, tag: str = "div") -> bytes:
    return (b"<html><head><title>Deep page</title></head><body>" + f"<{tag}>".encode() * depth
            + b"<p>The Nimbus 5 costs 799 dollars in December, the maker said on Monday in San Francisco.</p>"
            + f"</{tag}>".encode() * depth + b"</body></html>")


@pytest.mark.parametrize("depth, tag", [(100_000, "div"), (5_000, "span"), (3_000, "table")],
                         ids=["100k-divs", "5k-spans", "3k-tables"])
def test_cli_extract_reads_the_text_of_a_deeply_nested_page(tmp_path: Path, depth: int, tag: str) -> None:
    page = tmp_path / "deep.html"
    page.write_bytes(_nested(depth, tag))
    proc = _gw(["extract", str(page)], tmp_path)
    _no_traceback(proc.stderr)
    assert proc.returncode == 0, proc.stderr[-500:]
    assert b"799 dollars" in proc.stdout, proc.stdout[-500:]


@pytest.mark.parametrize("depth", [300, 2_000, 100_000])
def test_extract_reads_the_text_of_a_deeply_nested_page(depth: int) -> None:
    from groundwire.read.extract import extract

    doc = extract(_nested(depth).decode(), url="https://news.example/nimbus")
    assert "799 dollars" in doc.text, (depth, doc.text[:300])


def test_a_base_href_to_another_host_never_becomes_the_page_s_url(wire: Wire) -> None:
    from groundwire.read.extract import extract
    from groundwire.read.fetch import FetchPolicy, fetch_page

    wire.answer(b'<html><head><base href="http://169.254.169.254/"><link rel="canonical" href="/latest/meta-data">'
                b"<title>Nimbus</title></head><body><article><p>The Nimbus 5 costs 799 dollars in December, the "
                b"maker said.</p></article></body></html>", content_type="text/html")
    page = asyncio.run(fetch_page(wire.url + "/nimbus", policy=FetchPolicy(allow_hosts=frozenset({"127.0.0.1"}))))
    assert page.final_url.startswith(wire.url)
    doc = extract(page.text, url=page.final_url)
    assert "799 dollars" in doc.text
    assert "169.254" not in json.dumps([getattr(doc, f, None) for f in ("url", "canonical", "links")], default=str)


# ------------------------------------------------------------------------------------------ the proxy

def _chat(proxy: Any, body: dict[str, Any], search: str = "off") -> httpx.Response:
    return httpx.post(proxy.v1 + "/chat/completions", json=body, timeout=120, headers={"X-Groundwire-Search": search})


@pytest.mark.parametrize("extra", [
    {"n": 5}, {"n": 0}, {"n": -1}, {"max_tokens": -1}, {"max_tokens": "lots"}, {"max_tokens": 1e300},
    {"temperature": "hot"}, {"response_format": {"type": "json_schema", "json_schema": {"name": "x", "schema": {}}}},
    {"response_format": "json"}, {"frobnicate": {"deep": [1, 2, 3]}, "x-vendor": True},
    {"stream_options": {"include_usage": True}}, {"logit_bias": {"50256": -100}}, {"seed": 10 ** 30},
], ids=repr)
@pytest.mark.parametrize("search", ["off", "on"])
def test_proxy_chat_with_odd_openai_fields_answers_or_is_a_typed_4xx(emulator: Emulator, start_proxy,
                                                                     extra: dict[str, Any], search: str) -> None:
    proxy = start_proxy()
    emulator.script_chat({"content": "fine"})
    resp = _chat(proxy, {"model": "emulator-chat", "messages": [
        {"role": "user", "content": "what is the latest nimbus price"}], **extra}, search)
    assert resp.status_code < 500, (resp.status_code, resp.text[:300])
    _strict_json(resp.text)


def test_proxy_chat_with_n_5_through_the_openai_client(emulator: Emulator, start_proxy) -> None:
    proxy = start_proxy()
    emulator.script_chat({"content": "fine"})
    reply = client(proxy).chat.completions.create(model="emulator-chat", n=5, max_tokens=-1,
                                                  messages=[{"role": "user", "content": "what is the nimbus price"}],
                                                  extra_headers={"X-Groundwire-Search": "on"},
                                                  extra_body={"unknown_field": {"x": 1}})
    assert reply.choices and reply.choices[0].message.content.startswith("fine")


@pytest.mark.parametrize("messages", [
    [{"role": "developer", "content": "be terse"}, {"role": "user", "content": "latest nimbus price"}],
    [{"role": "tool", "tool_call_id": "x", "content": "42"}],
    [{"role": "robot", "content": "beep"}, {"role": "user", "content": "latest nimbus price"}],
    [{"role": "user", "content": "latest nimbus price", "name": "x" * 10_000}],
    [{"role": "assistant", "content": None, "tool_calls": [{"id": "c", "type": "function",
                                                            "function": {"name": "f", "arguments": "{{{"}}]},
     {"role": "user", "content": "latest nimbus price"}],
], ids=["developer", "only-tool", "unknown-role", "10k-name", "broken-tool-args"])
def test_proxy_chat_with_odd_roles_answers_or_is_a_typed_4xx(emulator: Emulator, start_proxy,
                                                             messages: list[dict[str, Any]]) -> None:
    proxy = start_proxy()
    emulator.script_chat({"content": "fine"})
    resp = _chat(proxy, {"model": "emulator-chat", "messages": messages}, "on")
    assert resp.status_code < 500, (resp.status_code, resp.text[:300])


@pytest.mark.parametrize("value", ["ON", "maybe", "on, off", "", "\u202eon"], ids=repr)
def test_proxy_search_header_of_any_value_answers_or_is_a_typed_4xx(emulator: Emulator, start_proxy,
                                                                     value: str) -> None:
    proxy = start_proxy()
    emulator.script_chat({"content": "fine"})
    resp = httpx.post(proxy.v1 + "/chat/completions", timeout=120,
                      headers=[("X-Groundwire-Search", value.encode("utf-8")), ("X-Groundwire-Search", b"on")],
                      json={"model": "emulator-chat", "messages": [{"role": "user", "content": "nimbus price"}]})
    assert resp.status_code < 500, (resp.status_code, resp.text[:300])
    if resp.status_code >= 400:
        assert "error" in resp.json()


# ------------------------------------------------------------------------------------------ REST

@pytest.mark.parametrize("query", ["q=nimbus&q=price", "q=nimbus&count=5&count=50", "q=nimbus&count=1e9",
                                   "q=nimbus&count=0x10", "q=nimbus&freshness=decade", "q=nimbus&lang=" + "x" * 5000,
                                   "q=nimbus&provider=../../etc", "q=%00nimbus"])
def test_rest_search_get_with_repeated_or_odd_parameters_is_typed(emulator: Emulator, start_proxy, query: str) -> None:
    proxy = start_proxy()
    resp = httpx.get(proxy.v1 + "/search?" + query, timeout=120)
    assert resp.status_code < 500, (query, resp.status_code, resp.text[:300])
    data = _strict_json(resp.text)
    if resp.status_code >= 400:
        assert len(resp.text) < 2000 and "error" in data


@pytest.mark.parametrize("body", [{"question": "latest nimbus price", "mode": ["on"]},
                                  {"question": "latest nimbus price", "mode": 1},
                                  {"question": "latest nimbus price", "today": "2026-02-30"},
                                  {"question": ["latest nimbus price"]}], ids=repr)
def test_rest_ground_with_odd_fields_is_answered_or_a_typed_4xx(emulator: Emulator, start_proxy, body: Any) -> None:
    proxy = start_proxy()
    resp = httpx.post(proxy.v1 + "/ground", json=body, timeout=120)
    assert resp.status_code < 500, (resp.status_code, resp.text[:300])
    _strict_json(resp.text)


# ------------------------------------------------------------------------------------------ MCP stdio

@pytest.mark.parametrize("request_id", [10 ** 30, 1.5, "", "x" * 10_000, True], ids=["huge-int", "float", "empty",
                                                                                     "10k-string", "bool"])
def test_mcp_stdio_answers_a_request_with_an_odd_id_and_keeps_serving(stdio: _Stdio, request_id: Any) -> None:
    stdio.send(json.dumps({"jsonrpc": "2.0", "id": request_id, "method": "tools/list"}).encode())
    reply = stdio.next(60)
    assert reply.get("jsonrpc") == "2.0" and ("result" in reply or "error" in reply), reply
    assert stdio.call(77, "tools/list", {})["result"]["tools"]


@pytest.mark.parametrize("params", [
    {"name": "no_such_tool", "arguments": {}}, {"name": "web_search", "arguments": ["nimbus"]},
    {"name": "web_search", "arguments": {"query": "nimbus", "count": "lots", "extra": {"deep": [1]}}},
    {"name": "web_fetch", "arguments": {"url": "file:///etc/passwd"}},
    {"name": "web_fetch", "arguments": {"url": "data:text/html,<p>x</p>"}},
    {"name": "ground", "arguments": {"question": "latest nimbus price", "mode": "sometimes"}},
], ids=["unknown-tool", "arguments-list", "wrong-types", "fetch-file", "fetch-data", "ground-bad-mode"])
def test_mcp_stdio_tool_calls_with_odd_arguments_are_errors_not_crashes(stdio: _Stdio, params: dict[str, Any]) -> None:
    reply = stdio.call(31, "tools/call", params)
    assert "error" in reply or reply.get("result", {}).get("isError") is True, reply
    assert "root:" not in json.dumps(reply)
    assert stdio.call(32, "tools/list", {})["result"]["tools"]


# ------------------------------------------------------------------------------------------ CLI options

@pytest.mark.parametrize("args", [
    ["when", "next friday", "--today", "2026-02-30"], ["when", "next friday", "--today", "2026-12-5x"],
    ["when", "next friday", "--today", "2026-12-05T10:00"], ["plan", "latest nimbus price", "--today", "2026-13-01"],
    ["search", "nimbus", "--today", "yesterday"], ["ask", "nimbus price", "--today", "0000-01-01"],
], ids=["feb-30", "trailing-junk", "with-time", "month-13", "word", "year-0"])
def test_cli_an_impossible_today_is_one_line_naming_the_option(tmp_path: Path, args: list[str]) -> None:
    line = _one_line_error(_gw(args, tmp_path))
    assert "--today" in line, line


@pytest.mark.parametrize("args", [
    ["when", "in 3 days, next week and last year", "--today", "9999-12-31"],
    ["when", "next friday, yesterday and last month", "--today", "0001-01-01"],
    ["when", "in 9999999999999999999999 days", "--today", "2026-12-05"],
    ["plan", "what happened last week", "--today", "0001-01-03"],
    ["plan", "what happens next year", "--today", "9999-12-31", "--json"],
], ids=["max-date", "min-date", "huge-offset", "plan-min", "plan-max"])
def test_cli_today_at_the_ends_of_the_calendar_answers(tmp_path: Path, args: list[str]) -> None:
    proc = _gw(args, tmp_path)
    _no_traceback(proc.stderr)
    assert proc.returncode == 0, proc.stderr[-500:]


@pytest.mark.parametrize("args", [
    ["search", "nimbus", "price", "--count", "3", "--count", "4", "--json"],
    ["search", "nimbus", "price", "--json", "--json", "--trace", "--trace"],
    ["search", "nimbus", "price", "--provider", "brave", "--provider", "exa"],
    ["search", "nimbus", "price", "--mode", "news", "--mode", "discovery", "--freshness", "day", "--freshness", "week"],
], ids=["count-twice", "flags-twice", "provider-twice", "mode-and-freshness-twice"])
def test_cli_search_options_given_twice_take_the_last(emulator: Emulator, tmp_path: Path, args: list[str]) -> None:
    run = cli(args, cli_env(emulator, tmp_path / "gw", config=BASE_CONFIG + FAST_LIMITS))
    assert "Traceback" not in run.stderr and run.code in (0, 1), (run.code, run.stderr[-500:])


@pytest.mark.parametrize("args", [
    ["search", "nimbus", "--raw", "--provider", "no-such-engine"], ["search", "nimbus", "--count", "0"],
    ["search", "nimbus", "--count", "99999999999999999999"],
    ["ask", "nimbus price", "--search", "sometimes"], ["tools", "route", "x", "--catalogue", "/nonexistent", "--k", "0"],
    ["fetch", "data:text/html,<p>hi</p>"], ["fetch", "javascript:alert(1)"],
], ids=["unknown-provider", "count-0", "count-huge", "search-sometimes", "k-0", "fetch-data",
        "fetch-javascript"])
def test_cli_conflicting_or_impossible_options_are_one_line(tmp_path: Path, args: list[str]) -> None:
    _one_line_error(_gw(args, tmp_path))


@pytest.mark.parametrize("lang", ["x" * 3000, "en\u202e", "zh-Hans-CN-x-private-" + "a" * 300, "../../etc"],
                         ids=["3000-chars", "bidi", "long-tag", "climb"])
def test_cli_search_with_a_language_no_engine_knows_answers_or_is_one_line(emulator: Emulator, tmp_path: Path,
                                                                            lang: str) -> None:
    run = cli(["search", "nimbus", "price", "--lang", lang, "--json"],
              cli_env(emulator, tmp_path / "gw", config=BASE_CONFIG + FAST_LIMITS))
    assert "Traceback" not in run.stderr and run.code in (0, 1, 2), (run.code, run.stderr[-500:])
    if run.code == 2:
        assert len(run.stderr.strip().splitlines()) == 1 and len(run.stderr) < 600, run.stderr[-600:]
    else:
        _strict_json(run.stdout)
        _assert_terminal_safe(run.stdout)


@pytest.mark.parametrize("value", ["nan", "inf", "-1", "1e999", "ten"])
def test_cli_an_environment_number_that_is_not_a_number_is_one_line(tmp_path: Path, value: str) -> None:
    proc = _gw(["plan", "latest nimbus price"], tmp_path, GROUNDWIRE_SEARCH_TIMEOUT=value,
               GROUNDWIRE_LLM_KEY=SECRET)
    _no_traceback(proc.stderr)
    assert SECRET.encode() not in proc.stdout + proc.stderr
    if proc.returncode != 0:
        line = _one_line_error(proc)
        assert "GROUNDWIRE_SEARCH_TIMEOUT" in line or "timeout" in line.lower(), line


def test_cli_feeds_add_refuses_a_url_off_the_web_in_one_line(tmp_path: Path) -> None:
    for url in ("file:///etc/passwd", "data:application/rss+xml,<rss/>", "javascript:alert(1)"):
        line = _one_line_error(_gw(["feeds", "add", url], tmp_path))
        assert "root:" not in line


def test_cli_index_reads_a_file_of_mixed_encodings_and_nuls(emulator: Emulator, tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "mixed.txt").write_bytes("Zephyrine café minutes: ".encode() + "naïve résumé ".encode("latin-1")
                                     + b"\x00\x00 the zephyrine board met \xed\xa0\x80 on Monday.\r\n" * 30)
    env = cli_env(emulator, tmp_path / "gw")
    run = cli(["index", str(docs)], env)
    assert "Traceback" not in run.stderr and run.code == 0, run
    found = cli(["search", "zephyrine", "board", "--provider", "local", "--json"], env)
    assert "Traceback" not in found.stderr and found.code == 0, found
    _strict_json(found.stdout)
    found.stdout.encode("utf-8")  # strict: no surrogate escaped into the output


def test_concurrent_console_and_rest_and_chat_share_the_proxy(emulator: Emulator, start_proxy) -> None:
    proxy = start_proxy()
    errors: list[str] = []

    def hit(i: int) -> None:
        try:
            if i % 3 == 0:
                r = httpx.post(proxy.url + "/console/search", data={"q": f"nimbus {i}"}, timeout=180)
            elif i % 3 == 1:
                r = httpx.get(proxy.v1 + f"/search?q=nimbus+{i}", timeout=180)
            else:
                r = httpx.post(proxy.v1 + "/chat/completions", timeout=180, headers={"X-Groundwire-Search": "off"},
                               json={"model": "emulator-chat", "messages": [{"role": "user", "content": f"hi {i}"}]})
            if r.status_code >= 500:
                errors.append(f"{i}: {r.status_code} {r.text[:200]}")
        except httpx.HTTPError as exc:
            errors.append(f"{i}: {exc!r}")

    threads = [threading.Thread(target=hit, args=(i,)) for i in range(15)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(240)
    assert not errors, errors


# ------------------------------------------------------------------------------------------ the fixes, other wordings

@pytest.mark.parametrize("html, words", [
    ("<html><body>" + "<section>" * 400 + "<p>First finding of the audit.</p>" + "</section>" * 200
     + "<p>Second finding, shallower.</p>" + "</section>" * 200 + "</body></html>", ["First finding", "Second finding"]),
    ("<html><body>" + "<li>" * 600 + "Unclosed items hold the budget line." + "</body></html>", ["budget line"]),
    ("<html><body>" + "<div class='x'><br><img src=a.png/>" * 900 + "<p>Voids never nest.</p>"
     + "</div>" * 900 + "</body></html>", ["Voids never nest."]),
], ids=["two-depths", "unclosed-items", "attributes-and-voids"])
def test_a_page_nested_past_the_parser_s_limit_keeps_all_its_words(html: str, words: list[str]) -> None:
    from groundwire.read.nesting import MAX_DEPTH, too_deep
    from groundwire.read.parse import parse_html

    tree = parse_html(html)
    text = tree.text_content()
    for word in words:
        assert word in text, (word, text[-300:])
    assert not too_deep(tree)
    depth = max(len(list(el.iterancestors())) for el in tree.iter())
    assert depth <= MAX_DEPTH + 3, depth


def test_flatten_deep_leaves_a_shallow_page_as_it_is() -> None:
    from groundwire.read.nesting import flatten_deep, too_deep
    from groundwire.read.parse import parse_html

    page = "<html><body><div><p>One <b>bold</b> line<br/>and <a href='/x'>a link</a>.</p></div></body></html>"
    assert flatten_deep(page) == page
    assert not too_deep(parse_html(page))


@pytest.mark.parametrize("text, allowed, expected, removed", [
    ("Sales doubled [Source 2].", {"s2"}, "Sales doubled [s2].", []),
    ("Shipped in May [s1; s3] and sold out [S1].", {"s1"}, "Shipped in May [s1] and sold out [s1].", ["s3"]),
    ("Output fell [ref 4] per the memo [doc-2].", {"s4"}, "Output fell per the memo.", ["ref 4", "doc-2"]),
    ("Use rows[1] and [2026] figures [12].", {"s12"}, "Use rows[1] and [2026] figures.", ["12"]),
], ids=["source-word", "list-and-capital", "other-id-kinds", "index-and-year-kept"])
def test_check_citations_reads_every_citation_shape(text: str, allowed: set[str], expected: str,
                                                    removed: list[str]) -> None:
    from groundwire.research.write import check_citations

    assert check_citations(text, allowed) == (expected, removed)


@pytest.mark.parametrize("value, expected", [("1e999", "cap"), ("Sat, 01 Jan 9999 00:00:00 GMT", "cap"),
                                             ("NaN", None), ("120", 120.0), ("-0", 0.0)])
def test_parse_retry_after_caps_what_no_clock_can_wait(value: str, expected: Any) -> None:
    from groundwire.engines.providers.base import MAX_RETRY_AFTER_S, parse_retry_after

    wait = parse_retry_after(value, datetime(2026, 12, 6, tzinfo=timezone.utc))
    assert wait == (MAX_RETRY_AFTER_S if expected == "cap" else expected)


@pytest.mark.parametrize("name, ok", [("console.js", True), ("htmx-2.0.11.min.js", True), ("a" * 101 + ".js", False),
                                      ("..\\x.js", False), ("ｃonsole.js", False), (".hidden.css", False),
                                      ("x.py", False), ("tab\t.js", False)])
def test_static_name_admits_only_short_plain_asset_names(name: str, ok: bool) -> None:
    from groundwire.server.console import _static_name

    assert _static_name(name) is ok


@pytest.mark.parametrize("line", [b'{"jsonrpc": "2.0", "id": 2.0, "method": "ping"}',
                                  b'{"jsonrpc": "2.0", "id": false, "method": "tools/list", "params": {}}',
                                  b'{"jsonrpc": "2.0", "id": -1.25e3, "method": "tools/call", "params": {}}'])
def test_invalid_line_reply_answers_a_request_whose_id_no_reply_can_carry(line: bytes) -> None:
    from groundwire.server.stdio_wire import invalid_line_reply

    reply = json.loads(invalid_line_reply(line))
    assert reply["id"] is None and reply["error"]["code"] == -32600


def test_guarded_exits_2_for_a_url_refused_before_connecting() -> None:
    import typer

    from groundwire.cli.app import guarded
    from groundwire.errors import FetchError, UnsafeURLError

    def refuse() -> None:
        raise UnsafeURLError("ftp://x/", "scheme 'ftp' not allowed")

    def unreachable() -> None:
        raise FetchError("https://example.org/", "connection refused")

    with pytest.raises(typer.Exit) as refused:
        guarded(refuse)
    with pytest.raises(typer.Exit) as failed:
        guarded(unreachable)
    assert (refused.value.exit_code, failed.value.exit_code) == (2, 3)
