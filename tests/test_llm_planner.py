"""The LLM planner and make_plan: isolation, every fallback reason, time grounding, caching, privacy, auto mode.

Real loopback sockets: the planner talks to the emulator's OpenAI-compatible model with the official SDK.
"""

from __future__ import annotations

import asyncio

import json
import socket
from datetime import date
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from groundwire.config import LLMFileConfig, load_settings
from groundwire.errors import PlannerError, UsageError
from groundwire.grounder import Grounder
from groundwire.llm import LLMEndpoint
from groundwire.models import Freshness, Trace
from groundwire.pipeline import ground
from groundwire.decide.plan.llm import MAX_PLANNER_QUESTION_CHARS, PLAN_SCHEMA, LLMPlanner, parse_plan_text
from groundwire.decide.plan.planner import make_plan
from groundwire.resilience.backends import build_resilience
from groundwire.resilience.cache import MemoryCache
from groundwire.resilience.clock import FakeClock

TODAY = date(2026, 11, 30)
KEY = "sk-planner-SECRET-0123456789abcdef"
ENGINES = ("brave", "exa", "tavily", "searxng", "serper", "jina")
GOOD = {"needsSearch": True, "queries": [{"query": "今年下半年 发布会", "freshness": None, "language": "zh"}],
        "intent": "events", "entities": []}


def endpoint(emulator, timeout_s: float = 5.0, key: str = KEY) -> LLMEndpoint:
    return LLMEndpoint(emulator.base_url("openai"), key, "emulator-planner", timeout_s)


def planner(emulator, timeout_s: float = 5.0, cache: Any = None) -> LLMPlanner:
    return LLMPlanner(endpoint(emulator, timeout_s), cache=cache)


def closed_port() -> int:
    """A loopback port nothing listens on (bound, then released)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def plan_event(trace: Trace) -> dict[str, Any]:
    events = [e for e in trace.events if e["step"] == "plan"]
    assert len(events) == 1, trace.events
    return events[0]


# --------------------------------------------------------------------------- what the planner sees


async def test_request_carries_only_system_prompt_and_current_question(emulator):
    emulator.script_chat({"json": GOOD})
    question = "今年下半年的发布会有哪些"
    plan = await make_plan(question, today=TODAY, llm=planner(emulator))
    assert plan.planner == "llm"
    [request] = emulator.requests("openai")
    body = request.json
    assert set(body) <= {"model", "messages", "temperature", "max_tokens", "response_format"}
    assert "tools" not in body and "stream" not in body
    messages = body["messages"]
    assert [m["role"] for m in messages] == ["system", "user"]
    assert messages[1]["content"] == question
    system = messages[0]["content"]
    assert "2026-11-30" in system and "Monday" in system
    assert question not in system
    assert body["response_format"]["type"] == "json_schema"
    assert body["response_format"]["json_schema"]["schema"] == PLAN_SCHEMA
    assert request.headers["authorization"] == f"Bearer {KEY}"


def test_messages_are_exactly_two_whatever_the_question():
    p = LLMPlanner(LLMEndpoint("http://127.0.0.1:1/v1", "k", "m"))
    messages = p.messages("q" * (MAX_PLANNER_QUESTION_CHARS * 3), TODAY, "zh-CN")
    assert len(messages) == 2
    assert len(messages[1]["content"]) == MAX_PLANNER_QUESTION_CHARS
    assert "zh-CN" in messages[0]["content"] and "2026" in messages[0]["content"]


async def test_empty_question_never_reaches_the_model(emulator):
    for question in ("", "   ", "\u200b\n"):
        plan = await make_plan(question, today=TODAY, llm=planner(emulator))
        assert plan.needs_search is False and plan.queries == ()
    with pytest.raises(PlannerError) as info:
        await planner(emulator).plan("  ", today=TODAY)
    assert info.value.reason == "empty"
    assert emulator.requests("openai") == []


async def test_mode_off_never_asks_the_model(emulator):
    plan = await make_plan("latest python release", today=TODAY, mode="off", llm=planner(emulator))
    assert plan.needs_search is False and plan.planner == "none"
    assert emulator.requests("openai") == []


async def test_unknown_mode_is_a_usage_error(emulator):
    with pytest.raises(UsageError):
        await make_plan("latest python release", today=TODAY, mode="sometimes", llm=planner(emulator))
    plan = await make_plan("latest python release", today=TODAY, mode=" AUTO ")
    assert plan.needs_search is True
    assert emulator.requests("openai") == []


# --------------------------------------------------------------------------- every failure falls back


FAILURES = [
    pytest.param({"kind": "slow", "ms": 3000}, "timeout", id="timeout"),
    pytest.param("error500", "http_error", id="500"),
    pytest.param("error429", "http_error", id="429"),
    pytest.param("error401", "http_error", id="401"),
    pytest.param("refusal", "refusal", id="refusal"),
    pytest.param("malformed", "bad_json", id="bad-json"),
    pytest.param({"content": "Sure! I would search the web for that."}, "bad_json", id="prose"),
    pytest.param({"content": "[1, 2, 3]"}, "bad_json", id="json-array"),
    pytest.param({"content": ""}, "empty", id="empty-content"),
    pytest.param({"json": {"needsSearch": True, "queries": []}}, "invalid_plan", id="search-without-queries"),
    pytest.param({"json": {"needsSearch": True}}, "invalid_plan", id="search-queries-missing"),
    pytest.param({"json": {"queries": [{"query": "x"}]}}, "invalid_plan", id="no-needsSearch"),
    pytest.param({"json": {"needsSearch": True, "queries": [{"query": "   "}]}}, "invalid_plan", id="blank-query"),
    pytest.param({"json": {"needsSearch": True, "queries": [{"query": "x" * 500}]}}, "invalid_plan",
                 id="huge-query"),
    pytest.param({"json": {"needsSearch": True, "queries": ["a plain string"]}}, "invalid_plan",
                 id="query-not-object"),
]


@pytest.mark.parametrize(("behaviour", "reason"), FAILURES)
async def test_each_failure_falls_back_to_rules_with_its_reason(emulator, behaviour, reason):
    # Only the timeout case needs a short timeout; on a busy machine 0.3 s can pass before a 500 or a refusal
    # arrives, which would report "timeout" instead of the reason under test.
    timeout_s = 0.3 if reason == "timeout" else 10.0
    emulator.script_chat(behaviour)
    trace = Trace()
    plan = await make_plan("latest python release", today=TODAY, llm=planner(emulator, timeout_s=timeout_s),
                           trace=trace)
    assert plan.planner == "rules"
    assert plan.fallback_reason is not None and plan.fallback_reason.split(":")[0] == reason
    assert plan.needs_search is True and plan.queries, "the rule planner still plans"
    event = plan_event(trace)
    assert event["planner"] == "rules" and event["fallback_reason"] == plan.fallback_reason
    for _ in range(100):  # a timed-out request may reach the emulator's log after the client gave up
        if emulator.requests("openai"):
            break
        await asyncio.sleep(0.05)
    assert len(emulator.requests("openai")) == 1, "no retries: the rules answer instead of waiting"
    with pytest.raises(PlannerError) as info:
        emulator.script_chat(behaviour)
        await planner(emulator, timeout_s=timeout_s).plan("latest python release", today=TODAY)
    assert info.value.reason == reason


async def test_three_or_more_queries_are_cut_to_two_not_rejected(emulator):
    queries = [{"query": q, "freshness": None, "language": "en"} for q in ("alpha one", "beta two", "gamma three",
                                                                             "delta four")]
    emulator.script_chat({"json": {"needsSearch": True, "queries": queries}})
    plan = await make_plan("latest python release", today=TODAY, llm=planner(emulator))
    assert plan.planner == "llm" and plan.fallback_reason is None
    assert [q.text for q in plan.queries] == ["alpha one", "beta two"]


async def test_usage_hook_is_told_the_planning_turns_tokens(emulator):
    seen: list[tuple[int, int]] = []
    emulator.script_chat({"json": {"needsSearch": True, "queries": [{"query": "python release"}]}})
    p = planner(emulator)
    p.on_usage = lambda prompt, done: seen.append((prompt, done))
    await p.plan("latest python release", today=TODAY)
    sent = emulator.requests("openai")[-1].json
    assert len(seen) == 1 and seen[0][0] > 0 and seen[0][1] > 0
    assert sent["messages"][-1]["content"] == "latest python release"


async def test_network_error_falls_back(emulator):
    dead = LLMPlanner(LLMEndpoint(f"http://127.0.0.1:{closed_port()}/v1", KEY, "m", 1.0))
    plan = await make_plan("latest python release", today=TODAY, llm=dead)
    assert plan.planner == "rules" and plan.fallback_reason.startswith("network")
    assert plan.queries


@pytest.mark.parametrize(("fault", "reason"), [("wrong_shape", "bad_response"), ("malformed", "bad_json"),
                                               ("empty", "empty")])
async def test_broken_200_bodies_fall_back(emulator, fault, reason):
    emulator.set_fault("openai", fault, times=1)
    plan = await make_plan("latest python release", today=TODAY, llm=planner(emulator))
    assert plan.planner == "rules" and plan.fallback_reason.split(":")[0] == reason


async def test_schema_unsupported_retries_in_json_mode(emulator):
    emulator.script_chat("schema_unsupported", {"json": GOOD})
    plan = await make_plan("今年下半年的发布会", today=TODAY, llm=planner(emulator))
    assert plan.planner == "llm" and plan.fallback_reason is None
    formats = [r.json["response_format"]["type"] for r in emulator.requests("openai")]
    assert formats == ["json_schema", "json_object"]
    assert [m["role"] for m in emulator.requests("openai")[1].json["messages"]] == ["system", "user"]


async def test_unexpected_planner_bug_still_falls_back():
    class Broken:
        async def plan(self, question, **kw):
            raise RuntimeError("boom")

    plan = await make_plan("latest python release", today=TODAY, llm=Broken())  # type: ignore[arg-type]
    assert plan.planner == "rules" and plan.fallback_reason == "error: RuntimeError"


async def test_api_key_never_leaks_into_errors_or_traces(emulator):
    emulator.script_chat("error401")
    p = planner(emulator)
    trace = Trace()
    plan = await make_plan("latest python release", today=TODAY, llm=p, trace=trace)
    assert plan.fallback_reason.startswith("http_error")
    dumped = json.dumps([plan.to_dict(), trace.to_dict(), repr(p), repr(p.endpoint)], ensure_ascii=False, default=str)
    assert KEY not in dumped
    with pytest.raises(PlannerError) as info:
        emulator.script_chat("error401")
        await p.plan("latest python release", today=TODAY)
    assert KEY not in str(info.value) and KEY not in repr(info.value)


# --------------------------------------------------------------------------- lenient parsing, strict shape


@pytest.mark.parametrize("content", [
    '```json\n{"needsSearch": true, "queries": [{"query": "a b"}]}\n```',
    '```json{"needsSearch": true, "queries": [{"query": "a b"}]}```',
    "{'needsSearch': true, 'queries': [{'query': 'a b',},],}",
    'Here is the plan: {"needsSearch": true, "queries": [{"query": "a b"}]}',
    '<think>they want {news}</think>\n{"needsSearch": true, "queries": [{"query": "a b"}]}',
    '{"needsSearch": true, "queries": [{"query": "  a \\n b  "}]',
])
def test_near_json_is_repaired(content):
    plan = parse_plan_text(content)
    assert plan.needsSearch is True
    assert [q.query for q in plan.queries] == ["a b"]


def test_optional_fields_degrade_instead_of_failing():
    plan = parse_plan_text(json.dumps({
        "needsSearch": True, "intent": 5, "entities": "Apple",
        "queries": [{"query": "a", "freshness": "hourly", "language": "Chinese (Simplified)"},
                    {"query": "b", "freshness": "W", "language": 3}],
    }))
    assert [(q.freshness, q.language) for q in plan.queries] == [(None, None), ("week", None)]
    assert plan.intent is None and plan.entities == ["Apple"]
    assert parse_plan_text('{"needsSearch": false, "queries": null}').queries == []


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(st.text(max_size=300), st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["needsSearch", "queries", "query", "freshness", "language", "intent", "entities", "x"]),
        inner, max_size=5),
    max_leaves=12).map(lambda v: json.dumps(v))))
def test_any_model_output_is_a_plan_or_a_planner_error(content):
    try:
        plan = parse_plan_text(content)
    except PlannerError as exc:
        assert exc.reason in {"empty", "bad_json", "invalid_plan"}
    else:
        assert len(plan.queries) <= 2
        assert not plan.needsSearch or plan.queries
        assert all(q.query.strip() and len(q.query) <= 200 for q in plan.queries)
        assert all(q.freshness in (None, "day", "week", "month", "year") for q in plan.queries)


# --------------------------------------------------------------------------- time grounding


async def test_time_grounding_rewrites_the_llms_queries(emulator):
    emulator.script_chat({"json": GOOD})
    plan = await planner(emulator).plan("今年下半年的发布会", today=TODAY, locale="zh")
    assert plan.planner == "llm"
    [query] = plan.queries
    assert query.text == "2026年下半年 发布会"
    assert (query.time_range.start, query.time_range.end) == (date(2026, 7, 1), date(2026, 12, 31))
    assert plan.time_range == query.time_range
    assert query.freshness == Freshness.YEAR and query.language == "zh"


async def test_time_grounding_follows_the_injected_date(emulator):
    llm_plan = {"needsSearch": True, "queries": [{"query": "CPI last month", "freshness": None, "language": "en"},
                                                 {"query": "Python 3.14 release notes", "freshness": "month",
                                                  "language": "en"}]}
    emulator.script_chat({"json": llm_plan}, {"json": llm_plan})
    p = planner(emulator)
    first = await p.plan("what was the CPI last month", today=TODAY)
    assert [q.text for q in first.queries] == ["CPI October 2026", "Python 3.14 release notes"]
    assert first.queries[1].freshness == Freshness.MONTH
    later = await p.plan("what was the CPI last month", today=date(2027, 3, 15))
    assert later.queries[0].text == "CPI February 2027"


async def test_repeated_queries_collapse_and_missing_language_is_filled(emulator):
    emulator.script_chat({"json": {"needsSearch": True, "queries": [{"query": "Python release this year"},
                                                                    {"query": "python release  2026"}]}})
    plan = await planner(emulator).plan("python release this year", today=TODAY)
    assert [(q.text, q.language) for q in plan.queries] == [("Python release 2026", "en")]


async def test_no_search_plan_has_no_queries(emulator):
    emulator.script_chat({"json": {"needsSearch": False, "queries": [{"query": "ignored"}]}})
    plan = await planner(emulator).plan("explain TCP slow start", today=TODAY)
    assert plan.needs_search is False and plan.queries == () and plan.planner == "llm"


# --------------------------------------------------------------------------- caching


async def test_plans_are_cached_per_question_and_date(emulator):
    cache = MemoryCache()
    p = planner(emulator, cache=cache)
    emulator.script_chat({"json": GOOD}, {"json": GOOD}, {"json": GOOD})
    first = await p.plan("今年下半年的发布会", today=TODAY)
    second = await p.plan("今年下半年的发布会", today=TODAY)
    assert second == first
    assert len(emulator.requests("openai")) == 1, "same question, same date: served from the cache"
    next_year = await p.plan("今年下半年的发布会", today=date(2027, 2, 1))
    assert len(emulator.requests("openai")) == 2, "a different date asks again"
    assert next_year.queries[0].text == "2027年下半年 发布会"
    await p.plan("今年上半年的发布会", today=TODAY)
    assert len(emulator.requests("openai")) == 3, "a different question asks again"
    await LLMPlanner(p.endpoint, cache=cache).plan("今年下半年的发布会", today=TODAY)
    assert len(emulator.requests("openai")) == 3, "the cache is shared by planners on the same endpoint"


async def test_failures_are_not_cached(emulator):
    p = planner(emulator, cache=MemoryCache())
    emulator.script_chat("error500", {"json": GOOD})
    with pytest.raises(PlannerError):
        await p.plan("今年下半年的发布会", today=TODAY)
    assert (await p.plan("今年下半年的发布会", today=TODAY)).planner == "llm"
    assert len(emulator.requests("openai")) == 2


async def test_broken_or_corrupt_cache_reads_as_a_miss(emulator):
    class Exploding:
        def get(self, key):
            raise OSError("disk gone")

        def set(self, key, value, ttl_s):
            raise OSError("disk gone")

    emulator.script_chat({"json": GOOD})
    plan = await planner(emulator, cache=Exploding()).plan("今年下半年的发布会", today=TODAY)
    assert plan.planner == "llm"

    cache = MemoryCache()
    p = planner(emulator, cache=cache)
    cache.set(p._cache_key("今年下半年的发布会", TODAY, "en"), b"\xff\xfe not a plan", 60)
    emulator.script_chat({"json": GOOD})
    assert (await p.plan("今年下半年的发布会", today=TODAY)).queries[0].text == "2026年下半年 发布会"
    assert len(emulator.requests("openai")) == 2


# --------------------------------------------------------------------------- auto mode: who decides


@pytest.mark.parametrize(("question", "llm_says", "expected"), [
    ("how does TCP slow start work", True, True),  # the rules would not search; the LLM decides
    ("latest python release", False, False),  # the rules would search; the LLM decides
])
async def test_auto_mode_llm_decides_when_available(emulator, question, llm_says, expected):
    rules_only = await make_plan(question, today=TODAY)
    assert rules_only.needs_search is (not llm_says), "the case only proves something if the rules disagree"
    answer = {"needsSearch": llm_says, "queries": [{"query": "TCP slow start 2026"}] if llm_says else []}
    emulator.script_chat({"json": answer})
    plan = await make_plan(question, today=TODAY, mode="auto", llm=planner(emulator))
    assert plan.planner == "llm" and plan.needs_search is expected
    assert bool(plan.queries) is expected


@pytest.mark.parametrize(("question", "expected"), [("how does TCP slow start work", False),
                                                    ("latest python release", True)])
async def test_auto_mode_rule_gate_decides_when_llm_unavailable(emulator, question, expected):
    emulator.script_chat("error500")
    plan = await make_plan(question, today=TODAY, mode="auto", llm=planner(emulator))
    assert plan.planner == "rules" and plan.needs_search is expected
    assert bool(plan.queries) is expected
    without = await make_plan(question, today=TODAY, mode="auto", llm=None)
    assert without.planner == "rules" and without.needs_search is expected and without.fallback_reason is None


async def test_mode_on_searches_even_when_llm_says_no(emulator):
    emulator.script_chat({"json": {"needsSearch": False, "queries": []}})
    plan = await make_plan("how does TCP slow start work", today=TODAY, mode="on", llm=planner(emulator))
    assert plan.needs_search is True and plan.queries and plan.reason == "search mode is on"


# --------------------------------------------------------------------------- privacy: nothing private travels


PRIVATE = {
    "email": ("alice.smith@example.com", "latest news about alice.smith@example.com account ban policy"),
    "phone": ("13812345678", "最新消息 13812345678 是哪里的号码"),
    "phone_intl": ("415-555-2671", "who owns the phone number +1 415-555-2671 latest"),
    "api_key": ("sk-proj-AbCdEf1234567890XyZabc", "is sk-proj-AbCdEf1234567890XyZabc leaked? latest github news"),
    "id_number": ("11010519491231002X", "latest rules for ID 11010519491231002X renewal"),
}


def settings_for(emulator, home: Path):
    env = {"GROUNDWIRE_HOME": str(home)}
    for name in ENGINES:
        env[f"GROUNDWIRE_{name.upper()}_URL"] = emulator.base_url(name)
        if name != "searxng":
            env[f"{name.upper()}_API_KEY"] = "test-key"
    env["SEARXNG_URL"] = emulator.base_url("searxng")
    config = home / "config.toml"
    config.write_text("[providers.duckduckgo]\nenabled = false\n", encoding="utf-8")
    env["GROUNDWIRE_CONFIG"] = str(config)
    return load_settings(env)


def grounder(emulator, home: Path) -> Grounder:
    """Engines on the emulator; a fake clock so rate-limit waits cost no real time; an in-memory cache."""
    clock = FakeClock()
    return Grounder(settings_for(emulator, home), clock=clock, resilience=build_resilience("memory", clock=clock))


def wire_text(emulator) -> str:
    """Everything every request to the model and the engines carried, decoded."""
    parts = []
    for r in emulator.requests():
        parts += [unquote(r.full_path), json.dumps(r.query, ensure_ascii=False), r.body.decode("utf-8", "replace"),
                  json.dumps(r.json, ensure_ascii=False), json.dumps(r.headers)]
    return "\n".join(parts)


def assert_absent(value: str, text: str) -> None:
    digits = "".join(ch for ch in value if ch.isdigit())
    assert value not in text
    if len(digits) >= 7:
        assert digits not in "".join(ch for ch in text if ch.isdigit() or ch == "\n").replace("\n", " ")


@pytest.mark.parametrize("llm_ok", [True, False], ids=["llm-plans", "llm-fails"])
@pytest.mark.parametrize("kind", sorted(PRIVATE))
async def test_private_values_reach_neither_planner_nor_engines(emulator, tmp_path, kind, llm_ok):
    value, question = PRIVATE[kind]
    emulator.script_chat({"json": {"needsSearch": True, "queries": [{"query": "account policy news"}]}}
                         if llm_ok else "error500")
    async with grounder(emulator, tmp_path) as g:
        grounding = await ground(question, grounder=g, today=TODAY, mode="on", llm=planner(emulator), read=False)
    assert grounding.plan.planner == ("llm" if llm_ok else "rules")
    assert len(emulator.requests("openai")) == 1, "the planner was asked (with the value cut out)"
    engines_called = [r for r in emulator.requests() if r.engine in ENGINES]
    assert engines_called, "a search went out (with the value cut out)"
    text = wire_text(emulator)
    assert_absent(value, text)
    trace = json.dumps(grounding.trace.to_dict(), ensure_ascii=False, default=str)
    assert_absent(value, trace)


async def test_all_patterns_at_once_and_personal_questions_send_nothing(emulator, tmp_path):
    values = [v for v, _ in PRIVATE.values()]
    question = "email alice.smith@example.com phone 13812345678 key sk-proj-AbCdEf1234567890XyZabc " \
               "ID 11010519491231002X: latest pricing of iPhone 17"
    emulator.script_chat("error500")
    async with grounder(emulator, tmp_path) as g:
        await ground(question, grounder=g, today=TODAY, mode="on", llm=planner(emulator), read=False)
        text = wire_text(emulator)
        assert "iPhone 17" in text, "the public part still travels"
        for value in values[:1] + values[2:]:
            assert_absent(value, text)
        emulator.reset()
        blocked = await ground("what do my notes say about the latest release", grounder=g, today=TODAY,
                               mode="on", llm=planner(emulator), read=False)
    assert blocked.plan.needs_search is False
    assert emulator.requests() == [], "a question about the user's own data is neither planned nor searched"


# --------------------------------------------------------------------------- endpoint configuration


def test_endpoint_from_config_and_repr():
    assert LLMEndpoint.from_config(LLMFileConfig()) is None
    assert LLMEndpoint.from_config(LLMFileConfig(base_url="http://x/v1")) is None
    ep = LLMEndpoint.from_config(LLMFileConfig(base_url="http://x/v1/", model="m", api_key=KEY, timeout_s=1.5))
    assert ep is not None and ep.base_url == "http://x/v1" and ep.timeout_s == 1.5
    assert KEY not in repr(ep)
    assert LLMEndpoint.from_config(LLMFileConfig(base_url="http://x/v1", model="m")).api_key == "not-needed"


async def test_planning_turns_share_one_open_client_per_loop(emulator):
    """Every chat plans: a client per turn paid a new connection (and TLS handshake) each time."""
    emulator.script_chat({"json": GOOD}, {"json": GOOD})
    ep = endpoint(emulator)
    first = ep.shared_client()
    for question in ("今年下半年的发布会有哪些", "明年的发布会有哪些"):
        assert (await make_plan(question, today=TODAY, llm=LLMPlanner(ep))).planner == "llm"
    assert len(emulator.requests("openai")) == 2
    assert ep.shared_client() is first and not first.is_closed()
    other = LLMEndpoint(ep.base_url, "another-key", ep.model, ep.timeout_s)
    assert other.shared_client() is not first  # a different key is a different client


def test_each_event_loop_gets_its_own_client(emulator):
    ep = endpoint(emulator)

    async def client_id() -> int:
        return id(ep.shared_client())

    loop_a, loop_b = asyncio.new_event_loop(), asyncio.new_event_loop()
    try:
        a1, a2 = loop_a.run_until_complete(client_id()), loop_a.run_until_complete(client_id())
        b = loop_b.run_until_complete(client_id())
    finally:
        loop_a.close()
        loop_b.close()
    assert a1 == a2 and a1 != b
