"""Modes end to end through the emulator: chosen from the question (zh + en) with a traced reason, overridden by
the caller (library, CLI, proxy, MCP), and each mode's route: academic, research, platform (a supplement with a
site: fallback), recovery (archive look-ups of pasted http(s) links only)."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import date
from pathlib import Path

import httpx
import pytest

from groundwire.decide.mode import choose_mode, load_rules, resolve_mode, split_mode_field
from groundwire.grounder import Grounder, SearchParams
from tests.test_platform_engines import GENERAL, PLATFORM_ENGINES, platform_settings

TODAY = date(2026, 11, 30)
DATA = Path(__file__).parent / "data" / "modes.jsonl"


@pytest.fixture
def home(tmp_path):
    path = tmp_path / "gwhome"
    path.mkdir()
    return path


async def ask(settings, question: str, **params):
    async with Grounder(settings, log=False) as g:
        return await g.search_question(question, SearchParams(use_cache=False, **params), today=TODAY)


def called(emulator, names=(*GENERAL, *PLATFORM_ENGINES)):
    return {r.engine for r in emulator.requests() if r.engine in names}


# --- the chooser (pure) ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("question", "mode"), [
    ("find papers on retrieval augmented generation", "academic"),
    ("这篇论文被引用了多少次", "academic"),
    ("what do people think of the Framework laptop", "platform"),
    ("小红书上大家怎么评价这款相机", "platform"),
    ("this link is dead https://example.com/a where did it move", "recovery"),
    ("原链接失效了，还能找到吗", "recovery"),
    ("write a brief on the heat pump market", "research"),
    ("帮我做一份储能行业的调研报告", "research"),
    ("latest news on the strike", "news"),
    ("今天有什么新闻", "news"),
])
def test_question_words_choose_the_mode_with_a_reason(question, mode):
    choice = choose_mode(question)
    assert choice.mode == mode
    assert choice.source == "question" and "matched" in choice.reason


def test_no_mode_words_fall_back_to_the_default_and_the_caller_wins():
    assert choose_mode("how tall is the Eiffel Tower").mode is None
    assert resolve_mode("how tall is the Eiffel Tower", None, "grounding").mode == "grounding"
    picked = resolve_mode("find papers on transformers", "platform", "grounding")
    assert (picked.mode, picked.source, picked.reason) == ("platform", "caller", "named by the caller")


def test_a_link_path_does_not_choose_the_mode():
    assert choose_mode("summarise https://example.com/papers/news/report.html").mode is None


def test_labelled_set_is_large_bilingual_and_mostly_right():
    rows = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines()]
    assert len(rows) >= 200 and {r["lang"] for r in rows} == {"en", "zh"}
    assert {r["split"] for r in rows} == {"dev", "held"}
    right = sum((choose_mode(r["question"]).mode or "grounding") == r["mode"] for r in rows)
    assert right / len(rows) >= 0.9  # bench/bench_modes.py reports dev and held-out apart


def test_proxy_mode_field_splits_switch_and_research_mode():
    routes = {"grounding": 1, "academic": 1, "platform": 1}
    assert split_mode_field("academic", routes) == ("on", "academic")
    assert split_mode_field("auto", routes) == ("auto", None)
    assert split_mode_field(None, routes) == (None, None)
    assert split_mode_field("sideways", routes) == ("sideways", None)  # rejected later as a bad switch


def test_rules_file_compiles():
    assert [r.mode for r in load_rules()] == ["recovery", "academic", "platform", "research", "news"]


# --- each mode end to end -------------------------------------------------------------------------------------


async def test_academic_mode_queries_scholarly_indexes_and_a_general_engine(emulator, home):
    plan, response = await ask(platform_settings(emulator, home), "find papers on the attention transformer")
    assert response.trace.mode == "academic" and "papers" in response.trace.mode_reason
    assert {"arxiv", "openalex", "exa"} <= called(emulator)
    assert any("arxiv.org" in h.url or "doi.org" in h.url for h in response.hits)
    data = response.to_dict()["trace"]
    assert data["mode"] == "academic" and data["mode_reason"]


async def test_research_mode_runs_three_engines_in_parallel(emulator, home):
    _, response = await ask(platform_settings(emulator, home), "write a brief on the python 3.15 release")
    assert response.trace.mode == "research"
    stage1 = {a.provider for a in response.trace.attempts if a.stage == 1 and a.outcome != "skipped"}
    assert stage1 >= {"exa", "brave", "tavily"}


async def test_platform_mode_is_a_supplement_beside_the_main_route(emulator, home):
    _, response = await ask(platform_settings(emulator, home), "what do people think of uv versus poetry for python")
    assert response.trace.mode == "platform"
    engines = called(emulator)
    assert {"exa", "brave"} <= engines, "the grounding route still runs"
    assert {"reddit", "hackernews", "github", "stackexchange"} <= engines
    platforms = {h.platform for h in response.hits if h.platform}
    assert platforms, "platform hits carry their platform"
    assert all(h.to_dict()["source_tier"] for h in response.hits)


async def test_platform_channel_behind_a_wall_falls_back_to_a_site_query(emulator, home):
    emulator.set_fault("reddit", "status", code=403)
    _, response = await ask(platform_settings(emulator, home), "reddit opinions on uv vs poetry", mode="platform")
    reddit = [a for a in response.trace.attempts if a.provider == "reddit"]
    assert reddit and reddit[0].error_kind == "blocked"
    fallback = [e for e in response.trace.events if e.get("step") == "channel" and e.get("action") == "site_fallback"]
    assert fallback and fallback[0]["channel"] == "reddit" and fallback[0]["site"] == "reddit.com"
    site_queries = [a.query for a in response.trace.attempts if a.query.startswith("site:reddit.com ")]
    assert site_queries and any(a.provider == fallback[0]["engine"] for a in response.trace.attempts
                                if a.query in site_queries)
    assert response.status == "ok"


async def test_platform_channels_without_an_api_are_skipped_quietly(emulator, home):
    settings = platform_settings(emulator, home, GROUNDWIRE_REDDIT_URL="http://127.0.0.1:9/closed")
    _, response = await ask(settings, "what do people think of uv", mode="platform")
    assert response.status == "ok"  # the main route answered; the dead channel cost nothing but a trace line
    assert any(a.provider == "reddit" and a.outcome == "error" for a in response.trace.attempts)


async def test_recovery_looks_up_the_pasted_link_in_the_archive(emulator, home):
    question = "this link is dead https://www.example.com/old-guide where did it move?"
    _, response = await ask(platform_settings(emulator, home), question)
    assert response.trace.mode == "recovery"
    assert emulator.requests("wayback")[0].query["url"] == "https://www.example.com/old-guide"
    assert any(h.url.startswith("https://web.archive.org/web/") for h in response.hits)
    assert called(emulator) & set(GENERAL), "general engines look for the new home too"


async def test_recovery_refuses_non_http_links(emulator, home):
    question = "the file ftp://files.example.com/driver.zip is gone, is there an archived copy"
    _, response = await ask(platform_settings(emulator, home), question)
    assert response.trace.mode == "recovery"
    assert emulator.requests("wayback") == []
    refused = [e for e in response.trace.events if e.get("action") == "refused"]
    assert refused and refused[0]["link"].startswith("ftp://")


async def test_explicit_mode_beats_the_question(emulator, home):
    _, response = await ask(platform_settings(emulator, home), "what do people think of transformers",
                            mode="academic")
    assert response.trace.mode == "academic" and response.trace.mode_reason == "named by the caller"
    assert "reddit" not in called(emulator)


async def test_provider_alone_runs_one_engine_even_in_a_channel_mode(emulator, home):
    async with Grounder(platform_settings(emulator, home), log=False) as g:
        response = await g.search("uv poetry", SearchParams(provider="hackernews", mode="platform", use_cache=False))
    assert called(emulator) == {"hackernews"}
    assert response.trace.mode == "platform"


def test_cli_search_accepts_mode_and_reports_it(emulator, home):
    env = {"PATH": "/usr/bin:/bin", "GROUNDWIRE_HOME": str(home), "NO_PROXY": "127.0.0.1",
           "HTTP_PROXY": "http://127.0.0.1:9", "HTTPS_PROXY": "http://127.0.0.1:9"}
    settings = platform_settings(emulator, home)
    env.update({k: v for k, v in settings.env.items() if k.startswith(("GROUNDWIRE_", "BRAVE", "EXA", "TAVILY",
                                                                         "SERPER", "JINA", "SEARXNG"))})
    out = subprocess.run([sys.executable, "-m", "groundwire", "search", "--mode", "academic", "--json",
                          "--today", "2026-11-30", "attention", "transformer"],
                         capture_output=True, text=True, env=env, timeout=120)
    data = json.loads(out.stdout)
    assert data["trace"]["mode"] == "academic" and data["trace"]["mode_reason"] == "named by the caller"
    assert "arxiv" in {r.engine for r in emulator.requests()}


def test_cli_search_rejects_an_unknown_mode(emulator, home):
    env = {"PATH": "/usr/bin:/bin", "GROUNDWIRE_HOME": str(home)}
    out = subprocess.run([sys.executable, "-m", "groundwire", "search", "--mode", "sideways", "x"],
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode != 0 and "unknown mode" in (out.stderr + out.stdout)
    assert emulator.requests() == []


async def test_platform_text_passes_the_guard_like_all_web_text(emulator, home):
    from groundwire.pipeline import ground

    settings = platform_settings(emulator, home)
    async with Grounder(settings, log=False) as g:
        result = await ground("what do people think of restic backups", grounder=g, today=TODAY, mode="on",
                              params=SearchParams(use_cache=False, count=8), read=False)
    assert result.trace.mode == "platform"
    guarded = [e for e in result.trace.events if e.get("step") == "guard" and "reddit.com" in e.get("url", "")]
    assert guarded, "the injected Reddit post was neutralised"
    assert "Ignore all previous instructions" not in result.context.to_prompt()
