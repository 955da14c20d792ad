"""The tool router as a library: catalogue formats, context window, domains, intent, capabilities, retrieval
(English and Chinese), availability, the meta-tool's search and the RoutePlan."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from groundwire.errors import UsageError
from groundwire.tools import RouterConfig, ToolRouter, catalogue_from_json, load_catalogue, with_examples
from groundwire.tools.context import build_context
from groundwire.tools.domains import domains_from_table, score_domains
from groundwire.tools.intent import Intent, parse_intent, rules_intent
from groundwire.tools.infer import infer
from groundwire.tools.retrieval import BM25
from groundwire.tools.text import terms

DATA = Path(__file__).parent / "data"
CATALOGUE = load_catalogue(DATA / "tools_catalogue.json")


@pytest.fixture(scope="module")
def router() -> ToolRouter:
    return ToolRouter(CATALOGUE)


# --- catalogues -----------------------------------------------------------------------------------

def test_three_catalogue_formats_load_to_the_same_tools():
    openai_tools = [{"type": "function", "function": {"name": "get_weather", "description": "Weather forecast.",
                                                      "parameters": {"type": "object"}}}]
    mcp = {"jsonrpc": "2.0", "id": 1, "result": {"tools": [
        {"name": "get_weather", "description": "Weather forecast.", "inputSchema": {"type": "object"}}]}}
    own = {"tools": [{"name": "get_weather", "description": "Weather forecast.", "risk": "read",
                      "examples": ["will it rain"]}]}
    a, b, c = (catalogue_from_json(x) for x in (openai_tools, mcp, own))
    assert a.names() == b.names() == c.names() == ["get_weather"]
    assert a.tools[0].openai_definition() == openai_tools[0], "the client's own definition is kept as sent"
    assert b.tools[0].openai_definition()["function"]["parameters"] == {"type": "object"}
    assert c.tools[0].examples == ("will it rain",) and c.tools[0].risk == "read"


@pytest.mark.parametrize("bad, message", [
    ("nope", "expected a list"),
    ([{"description": "no name"}], "needs a 'name'"),
    ([{"name": "a", "risk": "dangerous"}], "'risk' must be one of"),
    ([{"name": "a"}, {"name": "a"}], "appears twice"),
    ([{"name": "a", "examples": [1]}], "list of strings"),
    ([{"name": "a", "requires_enable": "yes"}], "true or false"),
])
def test_bad_catalogues_are_usage_errors(bad, message):
    with pytest.raises(UsageError, match=message):
        catalogue_from_json(bad)


def test_catalogue_file_errors(tmp_path):
    with pytest.raises(UsageError, match="not found"):
        load_catalogue(tmp_path / "missing.json")
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    with pytest.raises(UsageError, match="cannot read"):
        load_catalogue(broken)


# --- context --------------------------------------------------------------------------------------

def _turns(n: int) -> list[dict]:
    out = []
    for i in range(n):
        out += [{"role": "user", "content": f"turn{i}"}, {"role": "assistant", "content": f"answer{i}"}]
    return out


def test_context_keeps_five_turns_or_seven_when_referring_back():
    plain = build_context(None, [*_turns(9), {"role": "user", "content": "new question"}])
    assert plain.earlier_turns == ("turn5", "turn6", "turn7", "turn8") and not plain.refers_back
    back = build_context(None, [*_turns(9), {"role": "user", "content": "按照刚才的结果整理一下"}])
    assert back.refers_back and back.earlier_turns == tuple(f"turn{i}" for i in range(3, 9))
    en = build_context("continue with the same as before", _turns(9))
    assert en.refers_back and len(en.earlier_turns) == 6


def test_context_tool_result_recent_tools_and_office_upload():
    long_result = "x" * 1000
    msgs = [
        {"role": "user", "content": [{"type": "text", "text": "I uploaded Q3.xlsx"},
                                     {"type": "file", "file": {"filename": "Q3.xlsx"}}]},
        {"role": "assistant", "tool_calls": [{"id": "1", "type": "function",
                                              "function": {"name": "read_spreadsheet", "arguments": "{}"}}]},
        {"role": "tool", "tool_call_id": "1", "content": long_result},
        {"role": "user", "content": "sum column B"},
    ]
    ctx = build_context(None, msgs)
    assert ctx.request == "sum column B"
    assert ctx.tool_result == "x" * 300
    assert ctx.recent_tools == ("read_spreadsheet",)
    assert ctx.office_upload


# --- domains, intent, capabilities ----------------------------------------------------------------

def test_domain_scores_are_capped_floored_and_ties_go_to_the_specific_domain():
    s = score_domains("把会议纪要写成文档并导出PDF，再发邮件")
    assert s.primary == "office" and s.scores["office"] == 1.0 and s.confident
    assert "文档" in s.matched["office"]
    assert score_domains("hello there").scores["general"] == 0.2
    tie = domains_from_table({"general": {"priority": 0, "hit": 0.5, "keywords": ["x"]},
                              "office": {"priority": 2, "hit": 0.5, "keywords": ["y"]}})
    assert score_domains("x y", tie).primary == "office"
    assert score_domains("x y", tie).secondary == "general"


@pytest.mark.parametrize("text, action", [
    ("提醒我明天早上9点开会", "create_reminder"),
    ("帮我查一下下周的日程", "calendar_query"),
    ("给张三发消息说我晚点到", "send_message"),
    ("总结一下这篇文章的要点", "summarise"),
    ("画一只在月球上的猫", "generate_image"),
    ("remind me to call Anna at 5pm", "create_reminder"),
    ("search the web for the latest GPU prices", "web_search"),
])
def test_rules_intent(text, action):
    assert rules_intent(text).action == action


def test_model_intent_is_parsed_and_bad_answers_are_refused():
    intent = parse_intent('```json\n{"action": "create_note", "object": "meeting notes", "confidence": 0.8}\n```')
    assert intent.action == "create_note" and intent.source == "llm" and intent.object == "meeting notes"
    with pytest.raises(ValueError):
        parse_intent('{"action": "launch_rockets"}')


def test_model_failure_falls_back_to_rules_and_says_so():
    class Broken:
        model = "m"

        def shared_client(self):
            raise ConnectionError("down")

    from groundwire.tools.intent import llm_intent

    intent = asyncio.run(llm_intent(Broken(), "提醒我喝水"))
    assert intent.source == "rules" and intent.action == "create_reminder" and "ConnectionError" in intent.error


def test_inferred_risk_tags_and_domain():
    cat = catalogue_from_json([{"name": "sendSlackMessage", "description": "Post a message to a channel"},
                               {"name": "list_meetings", "description": "List calendar meetings of a day"},
                               {"name": "delete_file", "description": "Remove a file"}])
    send, meetings, delete = (infer(t) for t in cat.tools)
    assert send.risk == "external" and "message.send" in send.tags
    assert meetings.risk == "read" and "calendar.query" in meetings.tags and meetings.domain == "office"
    assert delete.risk == "write"


# --- retrieval and the chain ----------------------------------------------------------------------

def test_bm25_scores_by_hand():
    import math

    docs = [["weather", "forecast", "city"], ["send", "email"], ["weather", "map"], ["note", "create", "note"]]
    scores = BM25(docs).scores(["weather", "note"])
    avg = 10 / 4

    def term(tf: int, df: int, length: int) -> float:
        idf = math.log(1 + (4 - df + 0.5) / (df + 0.5))
        return idf * tf * 2.5 / (tf + 1.5 * (0.25 + 0.75 * length / avg))

    assert scores[0] == pytest.approx(term(1, 2, 3))
    assert scores[3] == pytest.approx(term(2, 1, 3))
    assert scores[1] == 0, "a tool sharing no word gets no score"
    assert BM25([["only"]]).scores(["only"])[0] > 0, "a word in every tool still counts (Lucene IDF)"


def test_terms_stem_split_and_add_concepts():
    assert "forecast" in terms("forecasting") and "@weather" in terms("will it rain tomorrow")
    assert "weather" in terms("getWeatherForecast") and "@weather" in terms("明天会下雨吗")


@pytest.mark.parametrize("text, expected", [
    ("提醒我明天早上9点开会", "create_reminder"),
    ("帮我查一下下周的日程", "calendar_events"),
    ("把这些数据做成一个表格", "create_spreadsheet"),
    ("查询一下还没处理的工单", "query_tickets"),
    ("把上周的会议纪要导出成PDF", "export_pdf"),
    ("画一只猫", "generate_image"),
    ("翻译成英文", "translate_text"),
    ("搜索笔记里关于预算的内容", "search_notes"),
    ("what's the weather in Paris tomorrow", "get_weather"),
    ("create a meeting invite for Monday 10am", "create_calendar_event"),
])
def test_routes_chinese_and_english_requests(router, text, expected):
    plan = router.route(text)
    assert expected in plan.tools, plan.to_dict()
    assert len(plan.tools) <= 8


def test_capability_tags_recall_declared_tools(router):
    plan = router.route("每天早上8点提醒我喝水")
    assert plan.reasons["create_reminder"].startswith("capability:")
    assert "scheduler.write" in plan.capabilities
    assert "create_reminder" in plan.risky_tools


def test_blocked_tools_are_named_never_exposed(router):
    plan = router.route("给张三发邮件")
    assert "send_email" in plan.blocked_tools and "send_email" not in plan.tools
    enabled = ToolRouter(CATALOGUE, RouterConfig(enabled_plugins=frozenset({"mail"}))).route("给张三发邮件")
    assert "send_email" in enabled.tools and "send_email" not in enabled.blocked_tools


def test_read_only_supplement_adds_read_tools_of_a_confident_domain_never_write_tools(router):
    plan = router.route("把附件上传到共享盘")
    supplements = [n for n, r in plan.reasons.items() if r == "read-supplement"]
    assert plan.domain.primary == "office" and plan.domain.confident
    assert supplements, plan.to_dict()
    for name in supplements:
        assert router.tools[router.position[name]].risk == "read"
        assert router.tools[router.position[name]].domain == "office"
    assert "send_email" not in plan.tools and "create_calendar_event" not in plan.tools


def test_recent_tools_stay_and_office_upload_loads_office_tools(router):
    msgs = [{"role": "user", "content": "I uploaded budget.xlsx"},
            {"role": "assistant", "tool_calls": [{"id": "1", "type": "function",
                                                  "function": {"name": "get_weather", "arguments": "{}"}}]},
            {"role": "tool", "tool_call_id": "1", "content": "sunny"},
            {"role": "user", "content": "thanks"}]
    plan = router.route(None, msgs)
    assert plan.reasons["get_weather"] == "recent"
    assert any(r == "office-upload" for r in plan.reasons.values())


def test_follow_up_uses_earlier_turns(router):
    msgs = [{"role": "user", "content": "查一下下周的会议安排"}, {"role": "assistant", "content": "有3个会议"},
            {"role": "user", "content": "继续"}]
    assert "calendar_events" in router.route(None, msgs).tools
    assert "calendar_events" not in router.route("继续").tools


def test_meta_tool_search_skips_exposed_and_reports_blocked(router):
    added, blocked = router.find("send an email message", exclude=["translate_text"])
    assert "send_email" in blocked and "send_email" not in added
    added, _ = router.find("weather forecast", exclude=["get_weather"])
    assert "get_weather" not in added


def test_examples_help_retrieval():
    cat = catalogue_from_json([{"name": "alpha", "description": "Utility one."},
                               {"name": "beta", "description": "Utility two."}])
    assert ToolRouter(cat).route("how tall is the eiffel tower").tools == ()
    taught = with_examples(cat, {"beta": ["how tall is the statue of liberty"]})
    assert ToolRouter(taught).route("how tall is the eiffel tower").tools[0] == "beta"


def test_route_plan_is_frozen_and_serialises(router):
    plan = router.route("提醒我明天开会")
    with pytest.raises(AttributeError):
        plan.tools = ()  # type: ignore[misc]
    data = json.loads(json.dumps(plan.to_dict(), ensure_ascii=False))
    assert data["tools"] == list(plan.tools) and data["meta_tool"] == "groundwire_load_tools"
    assert data["tokens"]["forwarded"] < data["tokens"]["all_tools"]
    assert set(data) >= {"blocked_tools", "risky_tools", "reasons", "domain", "intent", "capabilities", "context"}


def test_llm_intent_is_used_only_when_the_domain_is_not_confident():
    calls = []

    class Endpoint:
        model = "m"

        def shared_client(self):
            class C:
                class chat:  # noqa: N801
                    class completions:  # noqa: N801
                        @staticmethod
                        async def create(**kw):
                            calls.append(kw)
                            msg = type("M", (), {"content": '{"action": "create_note", "confidence": 0.9}'})
                            return type("R", (), {"choices": [type("Ch", (), {"message": msg})]})

                async def close(self):
                    return None
            return C()

    router = ToolRouter(CATALOGUE)
    plan = asyncio.run(router.aroute("jot this down: buy milk", llm=Endpoint()))
    assert plan.intent.source == "llm" and plan.intent.action == "create_note" and len(calls) == 1
    confident = asyncio.run(router.aroute("把会议纪要写成文档并导出PDF，再发邮件", llm=Endpoint()))
    assert confident.intent.source == "rules" and len(calls) == 1
    assert isinstance(confident.intent, Intent)


def test_the_readme_tools_config_example_loads(tmp_path):
    """The README's [tools] example is valid configuration, with the defaults it states."""
    import re

    from groundwire.config import load_settings

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    block = next(b for b in re.findall(r"```toml\n(.*?)```", readme, re.S) if "[tools]" in b)
    config = tmp_path / "config.toml"
    config.write_text(block, encoding="utf-8")
    tools = load_settings({"GROUNDWIRE_HOME": str(tmp_path), "GROUNDWIRE_CONFIG": str(config)}).tools
    assert tools.route_threshold == 16 and tools.k == 8 and tools.max_meta_rounds == 2
    assert tools.enabled_plugins == ["mail"]
    assert load_settings({"GROUNDWIRE_HOME": str(tmp_path)}).tools.route_threshold == 16


def test_no_meta_tool_when_every_callable_tool_is_already_exposed():
    """A tiny catalogue is forwarded whole: offering the meta-tool beside it would only cost tokens."""
    tiny = ToolRouter(catalogue_from_json([{"type": "function", "function": {
        "name": "get_weather", "description": "Current weather for a city",
        "parameters": {"type": "object", "properties": {"city": {"type": "string"}}}}}]))
    plan = tiny.route("weather in Paris")
    assert plan.tools == ("get_weather",) and plan.meta_tool is None
    assert plan.tokens_forwarded == plan.tokens_all


def test_the_meta_tool_is_offered_while_tools_are_held_back(router):
    plan = router.route("weather in Paris tomorrow")
    assert len(plan.tools) < plan.catalogue_size and plan.meta_tool == "groundwire_load_tools"
    assert plan.tokens_forwarded > sum(1 for _ in plan.tools)
