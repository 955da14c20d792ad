"""The platform and scholarly engines through the emulator's real sockets: success, empty, 4xx/5xx, malformed
bodies, and the walls platform APIs put up (HTML, 403, login pages), each a typed, traced error."""

from __future__ import annotations

from pathlib import Path

import pytest

from groundwire.config import load_settings
from groundwire.grounder import Grounder, SearchParams

PLATFORM_ENGINES = ("arxiv", "openalex", "semanticscholar", "hackernews", "reddit", "github", "stackexchange",
                    "wayback")
GENERAL = ("brave", "exa", "tavily", "searxng", "serper", "jina")
QUERIES = {
    "arxiv": "attention transformer", "openalex": "attention transformer",
    "semanticscholar": "low-rank adaptation language models", "hackernews": "python 3.15 released",
    "reddit": "uv poetry", "github": "fast python package manager", "stackexchange": "cancel asyncio task",
    "wayback": "https://www.example.com/old-guide",
}


def platform_settings(emulator, home: Path, **env_extra: str):
    env = {"GROUNDWIRE_HOME": str(home)}
    for name in (*GENERAL, *PLATFORM_ENGINES):
        env[f"GROUNDWIRE_{name.upper()}_URL"] = emulator.base_url(name)
    env.update(BRAVE_API_KEY="test-key", EXA_API_KEY="test-key", TAVILY_API_KEY="test-key",
               SERPER_API_KEY="test-key", JINA_API_KEY="test-key", SEARXNG_URL=emulator.base_url("searxng"))
    env.update(env_extra)
    config = home / "config.toml"
    config.write_text("[providers.duckduckgo]\nenabled = false\n", encoding="utf-8")
    env["GROUNDWIRE_CONFIG"] = str(config)
    return load_settings(env)


@pytest.fixture
def home(tmp_path):
    path = tmp_path / "gwhome"
    path.mkdir()
    return path


async def one(settings, name: str, query: str | None = None):
    async with Grounder(settings, log=False) as g:
        return await g.search(query or QUERIES[name], SearchParams(provider=name, use_cache=False))


def attempts(response, name):
    return [a for a in response.trace.attempts if a.provider == name]


@pytest.mark.parametrize("name", PLATFORM_ENGINES)
async def test_success_parses_hits_from_the_wire_format(emulator, home, name):
    response = await one(platform_settings(emulator, home), name)
    assert response.status == "ok", response.trace.to_dict()
    assert response.hits and all(h.url.startswith("https://") for h in response.hits)
    assert response.trace.actual_providers == [name]
    assert emulator.requests(name), "the engine was called on the emulator"
    top = response.hits[0]
    assert top.title and top.title != top.url


@pytest.mark.parametrize("name", PLATFORM_ENGINES)
async def test_empty_answer_is_no_results(emulator, home, name):
    emulator.set_fault(name, "empty")
    response = await one(platform_settings(emulator, home), name)
    assert response.status == "no_results"
    assert {a.outcome for a in attempts(response, name)} == {"empty"}


@pytest.mark.parametrize("name", PLATFORM_ENGINES)
async def test_server_error_is_typed_unavailable_and_retried(emulator, home, name):
    emulator.set_fault(name, "status", code=500)
    response = await one(platform_settings(emulator, home), name)
    assert response.status == "unavailable"
    kinds = {a.error_kind for a in attempts(response, name) if a.outcome == "error"}
    assert kinds == {"unavailable"}
    # one call plus two retries; arXiv's terms (one request per 3 s) leave no room for a retry in the 5 s budget
    assert len(emulator.requests(name)) == (1 if name == "arxiv" else 3)


@pytest.mark.parametrize("name", [n for n in PLATFORM_ENGINES if n not in ("reddit", "github", "wayback")])
async def test_bad_request_is_typed_and_not_retried(emulator, home, name):
    emulator.set_fault(name, "status", code=400)
    response = await one(platform_settings(emulator, home), name)
    assert {a.error_kind for a in attempts(response, name) if a.outcome == "error"} == {"bad_request"}
    assert len(emulator.requests(name)) == 1


@pytest.mark.parametrize("name", PLATFORM_ENGINES)
async def test_malformed_body_is_typed(emulator, home, name):
    emulator.set_fault(name, "malformed")
    response = await one(platform_settings(emulator, home), name)
    assert response.status == "unavailable"
    assert {a.error_kind for a in attempts(response, name) if a.outcome == "error"} == {"malformed"}


@pytest.mark.parametrize("name", [n for n in PLATFORM_ENGINES if n not in ("reddit", "arxiv")])
async def test_wrong_shape_is_malformed(emulator, home, name):
    emulator.set_fault(name, "wrong_shape")
    response = await one(platform_settings(emulator, home), name)
    assert {a.error_kind for a in attempts(response, name) if a.outcome == "error"} == {"malformed"}


@pytest.mark.parametrize("fault", [{"kind": "status", "code": 403}, {"kind": "wrong_shape"}])
async def test_reddit_block_page_and_login_wall_are_a_typed_blocked_channel(emulator, home, fault):
    emulator.set_fault("reddit", fault.pop("kind"), **fault)
    response = await one(platform_settings(emulator, home), "reddit")
    errors = [a for a in attempts(response, "reddit") if a.outcome == "error"]
    assert [a.error_kind for a in errors] == ["blocked"]  # not retried: a wall does not go away in a second
    assert "html" in errors[0].detail.lower() or "403" in errors[0].detail
    assert response.status == "unavailable"


async def test_arxiv_maintenance_page_is_blocked_not_a_crash(emulator, home):
    emulator.set_fault("arxiv", "wrong_shape")
    response = await one(platform_settings(emulator, home), "arxiv")
    assert [a.error_kind for a in attempts(response, "arxiv") if a.outcome == "error"] == ["blocked"]


async def test_arxiv_throttle_text_is_a_rate_limit(emulator, home):
    emulator.set_fault("arxiv", "status", code=429, times=5)
    response = await one(platform_settings(emulator, home), "arxiv")
    assert "rate_limit" in {a.error_kind for a in attempts(response, "arxiv")}


async def test_github_spent_limit_is_a_rate_limit_not_a_ban(emulator, home):
    emulator.set_fault("github", "status", code=403, times=5)
    response = await one(platform_settings(emulator, home), "github")
    assert {a.error_kind for a in attempts(response, "github") if a.outcome == "error"} == {"rate_limit"}


async def test_stackexchange_throttle_violation_is_a_rate_limit(emulator, home):
    emulator.set_fault("stackexchange", "status", code=502, times=5)
    response = await one(platform_settings(emulator, home), "stackexchange")
    assert "rate_limit" in {a.error_kind for a in attempts(response, "stackexchange")}


@pytest.mark.parametrize("target", ["ftp://files.example.com/old.zip", "javascript:alert(1)", "file:///etc/passwd",
                                    "no link at all"])
async def test_wayback_refuses_non_http_urls_without_calling(emulator, home, target):
    response = await one(platform_settings(emulator, home), "wayback", target)
    errors = [a for a in attempts(response, "wayback") if a.outcome == "error"]
    assert errors and errors[0].error_kind == "bad_request" and "refused" in errors[0].detail
    assert emulator.requests("wayback") == []


async def test_wayback_not_archived_is_empty(emulator, home):
    response = await one(platform_settings(emulator, home), "wayback", "https://never-archived.example.org/x")
    assert response.status == "no_results"


async def test_wayback_hit_points_at_the_snapshot(emulator, home):
    response = await one(platform_settings(emulator, home), "wayback")
    hit = response.hits[0]
    assert hit.url.startswith("https://web.archive.org/web/") and hit.url.endswith("https://www.example.com/old-guide")
    assert emulator.requests("wayback")[0].query["url"] == "https://www.example.com/old-guide"


async def test_optional_keys_are_sent_only_when_set(emulator, home):
    settings = platform_settings(emulator, home, SEMANTIC_SCHOLAR_API_KEY="s2-key", GITHUB_TOKEN="gh-token",
                                 STACKEXCHANGE_KEY="se-key")
    for name in ("semanticscholar", "github", "stackexchange", "hackernews"):
        await one(settings, name)
    assert emulator.requests("semanticscholar")[0].headers["x-api-key"] == "s2-key"
    assert emulator.requests("github")[0].headers["authorization"] == "Bearer gh-token"
    assert emulator.requests("stackexchange")[0].query["key"] == "se-key"
    emulator.reset()
    keyless = platform_settings(emulator, home)
    for name in ("semanticscholar", "github"):
        assert (await one(keyless, name)).status == "ok"  # keyless use is allowed
    assert "x-api-key" not in emulator.requests("semanticscholar")[0].headers
    assert "authorization" not in emulator.requests("github")[0].headers


async def test_reddit_subreddit_targeting_restricts_the_search(emulator, home):
    response = await one(platform_settings(emulator, home), "reddit", "subreddit:Python python 3.15")
    request = emulator.requests("reddit")[0]
    assert request.path == "/r/Python/search.json" and request.query["restrict_sr"] == "1"
    assert "subreddit:" not in request.query["q"]
    assert response.hits and all("/r/Python/" in h.url for h in response.hits)


async def test_github_repo_targeting_searches_that_repos_issues(emulator, home):
    response = await one(platform_settings(emulator, home), "github", "repo:astral-sh/uv windows sync")
    assert emulator.requests("github")[0].path == "/search/issues"
    assert "https://github.com/astral-sh/uv/issues/9001" in [h.url for h in response.hits]


async def test_base_url_override_is_honoured_and_freshness_mapped(emulator, home):
    settings = platform_settings(emulator, home)
    async with Grounder(settings, log=False) as g:
        await g.search("python 3.15", SearchParams(provider="hackernews", freshness="week", use_cache=False))
    request = emulator.requests("hackernews")[0]
    assert request.full_path == "/hackernews/api/v1/search"
    assert request.query["numericFilters"].startswith("created_at_i>")


def test_capabilities_match_the_readme_table(tmp_path):
    """Keys optional, free-tier rate limits and base-URL overrides as the README's engine table says."""
    from groundwire.engines.providers.registry import ProviderRegistry

    registry = ProviderRegistry(load_settings({"GROUNDWIRE_HOME": str(tmp_path)}))
    expected = {"arxiv": ((1, 3.0), None), "openalex": ((10, 1.0), "OPENALEX_API_KEY"),
                "semanticscholar": ((1, 1.0), "SEMANTIC_SCHOLAR_API_KEY"), "hackernews": ((10000, 3600.0), None),
                "reddit": ((10, 60.0), "REDDIT_ACCESS_TOKEN"), "github": ((10, 60.0), "GITHUB_TOKEN"),
                "stackexchange": ((300, 86400.0), "STACKEXCHANGE_KEY"), "wayback": ((15, 60.0), None)}
    for name, (rate, key_env) in expected.items():
        caps = registry.get(name).capabilities
        assert (caps.rate_limit, caps.key_env, caps.needs_key) == (rate, key_env, False), name
        assert caps.base_url_env == f"GROUNDWIRE_{name.upper()}_URL"
        assert registry.availability(name).reason == "", "usable without any key"
