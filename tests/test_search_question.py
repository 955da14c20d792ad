"""`groundwire search` and the library take a natural-language question: gate -> plan -> route (--raw: as written)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import date

import groundwire
from groundwire.grounder import Grounder, SearchParams
from tests.test_search_routing import settings_for

TODAY = date(2026, 11, 30)


def sent_queries(emulator) -> list[str]:
    texts = []
    for name in ("brave", "exa", "searxng", "serper", "tavily", "jina"):
        for r in emulator.requests(name):
            q = (r.query or {}).get("q") or (r.json or {}).get("query") or (r.json or {}).get("q")
            if q:
                texts.append(q)
    return texts


async def test_relative_dates_are_made_absolute_before_any_engine_sees_them(emulator, tmp_path):
    settings = settings_for(emulator, tmp_path)
    async with Grounder(settings) as g:
        plan, response = await g.search_question("请问今年下半年有哪些手机发布会？", SearchParams(use_cache=False),
                                                 today=TODAY)
    assert plan.planner == "rules" and plan.queries
    sent = sent_queries(emulator)
    assert sent and "2026年下半年 手机 发布会" in sent, sent
    assert not any("今年" in q or "请问" in q for q in sent)
    assert response.queries[0].freshness is not None


async def test_explicit_freshness_overrides_the_plan(emulator, tmp_path):
    settings = settings_for(emulator, tmp_path)
    async with Grounder(settings) as g:
        _, response = await g.search_question("latest Python release", SearchParams(freshness="week",
                                                                                     use_cache=False), today=TODAY)
    assert {q.freshness.value for q in response.queries} == {"week"}


async def test_private_question_is_not_searched(emulator, tmp_path):
    settings = settings_for(emulator, tmp_path)
    async with Grounder(settings) as g:
        plan, response = await g.search_question("what is in my notes about alice@example.com", today=TODAY)
    assert response.status == "blocked" and not plan.needs_search
    assert sent_queries(emulator) == []


async def test_library_search_plans_a_question_unless_raw(emulator, tmp_path):
    settings = settings_for(emulator, tmp_path)
    await groundwire.search("今年下半年 发布会", settings=settings, today=TODAY, use_cache=False)
    planned = sent_queries(emulator)
    emulator.reset()
    await groundwire.search("今年下半年 发布会", settings=settings, raw=True, use_cache=False)
    raw = sent_queries(emulator)
    assert planned and not any("今年" in q for q in planned)
    assert "今年下半年 发布会" in raw


def test_cli_search_shows_the_plan_and_raw_skips_it(emulator, tmp_path):
    settings_for(emulator, tmp_path)  # writes the config file
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "GROUNDWIRE_LLM"))}
    env.update({"GROUNDWIRE_HOME": str(tmp_path), "GROUNDWIRE_CONFIG": str(tmp_path / "config.toml"),
                "BRAVE_API_KEY": "test-key", "EXA_API_KEY": "test-key",
                "GROUNDWIRE_BRAVE_URL": emulator.base_url("brave"), "GROUNDWIRE_EXA_URL": emulator.base_url("exa")})
    planned = subprocess.run([sys.executable, "-m", "groundwire", "search", "H2 this year phone launches", "--json",
                              "--today", TODAY.isoformat(), "--no-cache"], env=env, capture_output=True, text=True,
                             timeout=120)
    data = json.loads(planned.stdout)
    assert data["plan"]["planner"] == "rules" and "H2 2026" in data["plan"]["queries"][0]["query"]
    raw = subprocess.run([sys.executable, "-m", "groundwire", "search", "H2 this year phone launches", "--json",
                          "--raw", "--no-cache"], env=env, capture_output=True, text=True, timeout=120)
    data = json.loads(raw.stdout)
    assert "plan" not in data and data["query"] == "H2 this year phone launches"


def test_no_keys_indexed_notes_answer_through_the_local_knowledge_base(tmp_path):
    """The default route with no keys: the local knowledge base (when indexed) comes first."""
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "nimbus.md").write_text("# Nimbus 5 launch plan\n\nThe Nimbus 5 phone launches on 12 December with a "
                                     "titanium frame and a 5,000 mAh battery.\n", encoding="utf-8")
    (notes / "garden.txt").write_text("Tomatoes need six hours of sun a day.\n", encoding="utf-8")
    home = tmp_path / "home"
    cfg = tmp_path / "config.toml"
    cfg.write_text("[providers.duckduckgo]\nenabled = false\n", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.endswith(("_API_KEY", "_URL"))}
    env.update(GROUNDWIRE_HOME=str(home), GROUNDWIRE_CONFIG=str(cfg))
    indexed = subprocess.run([sys.executable, "-m", "groundwire", "index", str(notes), "--json"], env=env,
                             capture_output=True, text=True, timeout=120)
    assert indexed.returncode == 0, indexed.stderr
    found = subprocess.run([sys.executable, "-m", "groundwire", "search", "Nimbus 5 launch battery", "--json",
                            "--raw"], env=env, capture_output=True, text=True, timeout=120)
    assert found.returncode == 0, found.stderr
    data = json.loads(found.stdout)
    assert data["trace"]["actual_providers"] == ["local"]
    assert data["hits"][0]["url"].startswith("file://") and data["hits"][0]["url"].endswith("nimbus.md")


def test_feeds_pulled_with_the_cli_are_searchable(emulator, tmp_path):
    """groundwire feeds add + pull, then search the rss engine: items the feed carried come back."""
    home = tmp_path / "home"
    cfg = tmp_path / "config.toml"
    cfg.write_text("[providers.duckduckgo]\nenabled = false\n", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.endswith(("_API_KEY", "_URL"))}
    env.update(GROUNDWIRE_HOME=str(home), GROUNDWIRE_CONFIG=str(cfg),
               GROUNDWIRE_FETCH_ALLOW_HOSTS="127.0.0.1")  # a local feed needs the explicit opt-in

    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "groundwire", *args], env=env, capture_output=True, text=True,
                              timeout=120)

    assert cli("feeds", "add", emulator.feed_url("tech"), "--name", "tech").returncode == 0
    pulled = cli("feeds", "pull", "--json")
    assert pulled.returncode == 0, pulled.stderr
    found = cli("search", "python release", "--provider", "rss", "--json", "--raw")
    assert found.returncode == 0, found.stderr
    data = json.loads(found.stdout)
    assert data["trace"]["actual_providers"] == ["rss"]
    assert all(h["url"].startswith(emulator.url + "/pages/") for h in data["hits"])
    assert any("python" in h["title"].lower() for h in data["hits"])
