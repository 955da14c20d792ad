"""Routing, fallback, thin retry, cache, breaker, deadline and kill switch, through the emulator's real sockets."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from groundwire.config import load_settings
from groundwire.errors import UsageError
from groundwire.grounder import Grounder, SearchParams
from groundwire.resilience.clock import FakeClock
from groundwire.resilience.backends import build_resilience

ENGINES = ("brave", "exa", "tavily", "searxng", "serper", "jina")


def settings_for(emulator, home: Path, extra_toml: str = "", **env_extra: str):
    """Settings pointing every HTTP engine at the emulator; DuckDuckGo (live web only) disabled."""
    env = {"GROUNDWIRE_HOME": str(home)}
    for name in ENGINES:
        env[f"GROUNDWIRE_{name.upper()}_URL"] = emulator.base_url(name)
    env.update(BRAVE_API_KEY="test-key", EXA_API_KEY="test-key", TAVILY_API_KEY="test-key",
               SERPER_API_KEY="test-key", JINA_API_KEY="test-key", SEARXNG_URL=emulator.base_url("searxng"))
    env.update(env_extra)
    config = home / "config.toml"
    config.write_text("[providers.duckduckgo]\nenabled = false\n" + extra_toml, encoding="utf-8")
    env["GROUNDWIRE_CONFIG"] = str(config)
    return load_settings(env)


def engine_requests(emulator, name):
    return [r for r in emulator.requests(name)]


async def run_search(settings, query="python release", clock=None, **params):
    resilience = build_resilience("memory", clock=clock) if clock else None
    async with Grounder(settings, clock=clock, resilience=resilience) as g:
        return await g.search(query, SearchParams(**params))


@pytest.fixture
def home(tmp_path):
    path = tmp_path / "gwhome"
    path.mkdir()
    return path


async def test_stage_one_runs_two_engines_in_parallel_and_fuses(emulator, home):
    settings = settings_for(emulator, home)
    response = await run_search(settings, use_cache=False)
    assert response.status == "ok"
    assert set(response.trace.actual_providers) == {"exa", "brave"}  # grounding route: exa, brave first
    assert len(response.hits) == 5
    assert any(len(h.providers) == 2 for h in response.hits), "the same page from both engines is merged"
    assert response.trace.duplicates_merged > 0
    assert engine_requests(emulator, "searxng") == []  # enough hits: no fallback


async def test_falls_back_on_error(emulator, home):
    emulator.set_fault("exa", "status", code=500)
    emulator.set_fault("brave", "status", code=401)
    settings = settings_for(emulator, home)
    response = await run_search(settings, use_cache=False)
    chain = [(a.provider, a.outcome, a.error_kind) for a in response.trace.attempts if a.outcome != "skipped"]
    assert ("exa", "error", "unavailable") in chain
    assert ("brave", "error", "auth") in chain
    assert response.trace.actual_providers[0] == "searxng"
    assert response.status == "ok"
    # 5xx is retried (at most 2 retries), auth errors are not
    assert len(engine_requests(emulator, "exa")) == 3
    assert len(engine_requests(emulator, "brave")) == 1


async def test_falls_back_on_zero_hits(emulator, home):
    emulator.set_fault("exa", "empty")
    emulator.set_fault("brave", "empty")
    settings = settings_for(emulator, home)
    response = await run_search(settings, use_cache=False)
    outcomes = {a.provider: a.outcome for a in response.trace.attempts if not a.query != "python release"}
    assert outcomes["exa"] == "empty" and outcomes["brave"] == "empty"
    assert "searxng" in response.trace.actual_providers
    assert response.status == "ok"


async def test_explicit_provider_disables_fallback(emulator, home):
    emulator.set_fault("brave", "status", code=503)
    settings = settings_for(emulator, home)
    response = await run_search(settings, provider="brave", use_cache=False)
    assert response.status == "unavailable"
    assert {a.provider for a in response.trace.attempts} == {"brave"}
    for other in ("exa", "searxng", "serper", "tavily", "jina"):
        assert engine_requests(emulator, other) == []


async def test_malformed_json_is_an_error_not_a_crash(emulator, home):
    emulator.set_fault("exa", "malformed")
    emulator.set_fault("brave", "wrong_shape")
    settings = settings_for(emulator, home)
    response = await run_search(settings, use_cache=False)
    kinds = {a.provider: a.error_kind for a in response.trace.attempts if a.outcome == "error"}
    assert kinds == {"exa": "malformed", "brave": "malformed"}
    assert response.status == "ok"


async def test_cache_hit_makes_no_http_request(emulator, home):
    settings = settings_for(emulator, home)
    first = await run_search(settings)
    sent = len(emulator.requests())
    second = await run_search(settings)
    assert len(emulator.requests()) == sent, "the second search was served from the cache"
    assert all(a.cached for a in second.trace.attempts if a.outcome in ("ok", "thin_retry"))
    assert [h.url for h in second.hits] == [h.url for h in first.hits]
    third = await run_search(settings, use_cache=False)
    assert len(emulator.requests()) > sent and not any(a.cached for a in third.trace.attempts)


async def test_missing_keys_are_skipped_and_traced(emulator, home):
    settings = settings_for(emulator, home, BRAVE_API_KEY="", EXA_API_KEY="")
    response = await run_search(settings, use_cache=False)
    skipped = {a.provider: a.detail for a in response.trace.attempts if a.outcome == "skipped"}
    assert "BRAVE_API_KEY" in skipped["brave"] and "EXA_API_KEY" in skipped["exa"]
    assert engine_requests(emulator, "brave") == [] and engine_requests(emulator, "exa") == []
    assert response.status == "ok"  # searxng and serper form stage 1 instead


async def test_no_engine_at_all_is_unavailable_not_no_results(tmp_path):
    env = {"GROUNDWIRE_HOME": str(tmp_path)}
    cfg = tmp_path / "c.toml"
    cfg.write_text("[providers.duckduckgo]\nenabled = false\n")
    env["GROUNDWIRE_CONFIG"] = str(cfg)
    response = await run_search(load_settings(env))
    assert response.status == "unavailable"
    assert all(a.outcome == "skipped" for a in response.trace.attempts)


async def test_kill_switch_turns_search_off(emulator, home):
    settings = settings_for(emulator, home, GROUNDWIRE_WEB_SEARCH="0")
    response = await run_search(settings)
    assert response.status == "disabled"
    assert emulator.requests() == []


async def test_deadline_held_with_a_hanging_engine(emulator, home):
    emulator.set_fault("exa", "hang")
    settings = settings_for(emulator, home, "[search]\nbudget_s = 1.0\nprimary_budget_s = 0.5\n")
    response = await run_search(settings, use_cache=False)
    exa = [a for a in response.trace.attempts if a.provider == "exa"]
    assert exa and exa[0].outcome == "error" and exa[0].error_kind == "timeout"
    assert response.status == "ok" and "brave" in response.trace.actual_providers


async def test_every_engine_hanging_gives_unavailable(emulator, home):
    for name in ENGINES:
        emulator.set_fault(name, "hang")
    settings = settings_for(emulator, home, "[search]\nbudget_s = 0.8\nprimary_budget_s = 0.4\n")
    response = await run_search(settings, use_cache=False)
    assert response.status == "unavailable"
    assert any(e.get("action") == "unavailable" for e in response.trace.events)


# Fake time only moves when someone sleeps on the clock (retry back-off, rate-limit waits): a roomy budget and
# limit keep these tests about the breaker alone.
ROOMY = "[search]\nbudget_s = 120\nprimary_budget_s = 60\n[providers.brave]\nrate_limit = [100, 1.0]\n"


async def test_breaker_opens_then_probes_after_cooldown(emulator, home):
    clock = FakeClock()
    emulator.set_fault("brave", "status", code=500)
    settings = settings_for(emulator, home, ROOMY)
    resilience = build_resilience("memory", clock=clock)
    async with Grounder(settings, clock=clock, resilience=resilience) as g:
        for _ in range(3):
            await g.search("python release", SearchParams(use_cache=False))
        calls_when_open = len(engine_requests(emulator, "brave"))
        r = await g.search("python release", SearchParams(use_cache=False))
        skipped = [a for a in r.trace.attempts if a.provider == "brave"]
        assert skipped[0].outcome == "skipped" and skipped[0].error_kind == "circuit_open"
        assert len(engine_requests(emulator, "brave")) == calls_when_open
        emulator.clear_faults("brave")
        clock.advance(31)
        r = await g.search("python release", SearchParams(use_cache=False))
        brave = [a for a in r.trace.attempts if a.provider == "brave"]
        assert brave[0].outcome == "ok"
        assert resilience.breaker.state("brave").state == "closed"


async def test_lone_provider_is_never_cooled_into_silence(emulator, home):
    clock = FakeClock()
    emulator.set_fault("brave", "status", code=500)
    settings = settings_for(emulator, home, ROOMY)
    resilience = build_resilience("memory", clock=clock)
    async with Grounder(settings, clock=clock, resilience=resilience) as g:
        for _ in range(3):
            await g.search("python release", SearchParams(provider="brave", use_cache=False))
        before = len(engine_requests(emulator, "brave"))
        emulator.clear_faults("brave")
        r = await g.search("python release", SearchParams(provider="brave", use_cache=False))
        assert len(engine_requests(emulator, "brave")) > before
        assert r.status == "ok"
        assert any(e.get("action") == "forced_probe" for e in r.trace.events)


async def test_retry_after_is_honoured(emulator, home):
    clock = FakeClock()
    emulator.set_fault("exa", "status", code=429, retry_after=2, times=1)
    settings = settings_for(emulator, home)
    r = await run_search(settings, clock=clock, use_cache=False)
    retries = [e for e in r.trace.events if e.get("step") == "retry" and e.get("provider") == "exa"]
    assert retries and retries[0]["delay_s"] == pytest.approx(2.0)
    assert 2.0 in clock.sleeps
    assert [a.outcome for a in r.trace.attempts if a.provider == "exa"] == ["ok"]


async def test_two_queries_are_interleaved_then_fused(emulator, home):
    settings = settings_for(emulator, home)
    async with Grounder(settings) as g:
        r = await g.search(["python release", "Nimbus 5 launch"], SearchParams(use_cache=False, count=8))
    queries = {a.query for a in r.trace.attempts}
    assert {"python release", "Nimbus 5 launch"} <= queries
    assert r.status == "ok"


async def test_rate_limit_holds_under_concurrent_load(emulator, home):
    settings = settings_for(emulator, home, "[providers.brave]\nrate_limit = [2, 0.5]\n")
    async with Grounder(settings) as g:
        await asyncio.gather(*(
            g.search(f"python release {i}", SearchParams(provider="brave", use_cache=False)) for i in range(6)
        ))
    times = sorted(r.time for r in engine_requests(emulator, "brave"))
    assert len(times) >= 6
    for i in range(len(times) - 2):  # never 3 requests inside any 0.5 s window
        assert times[i + 2] - times[i] >= 0.5 - 0.02


async def test_bad_input_is_a_typed_error(emulator, home):
    settings = settings_for(emulator, home)
    async with Grounder(settings) as g:
        with pytest.raises(UsageError):
            await g.search("   ")
        with pytest.raises(UsageError):
            await g.search(["a", "b", "c"])
        with pytest.raises(UsageError):
            await g.search("x", SearchParams(count=99))
        with pytest.raises(UsageError):
            await g.search("x", SearchParams(provider="nope"))


async def test_a_slower_engine_cut_off_by_the_grace_period_is_not_held_against_it(emulator, home):
    emulator.set_fault("brave", "latency", ms=8000)  # far beyond the grace period, well inside the stage
    settings = settings_for(emulator, home, "[search]\nstraggler_grace_s = 0.05\nprimary_budget_s = 20\n"
                                            "budget_s = 30\n[providers.brave]\nrate_limit = [100, 1.0]\n")
    resilience = build_resilience("memory")
    async with Grounder(settings, resilience=resilience) as g:
        for _ in range(4):
            r = await g.search("python release", SearchParams(use_cache=False))
            brave = [a for a in r.trace.attempts if a.provider == "brave"]
            assert brave and brave[0].outcome == "error" and "abandoned" in brave[0].detail
    status = resilience.breaker.state("brave")
    assert status.state == "closed" and status.failures == 0


class _Exploding:
    """A plugin whose search raises something that is not a groundwire error."""

    def __init__(self):
        from groundwire.engines.providers.base import Capabilities, DirectProvider

        class Boom(DirectProvider):
            capabilities = Capabilities(name="boom", needs_key=False, local=True)

            async def search(self, query, opts, creds):
                raise RuntimeError("plugin bug")

        self.provider = Boom()


async def test_an_adapter_bug_fails_one_engine_not_the_search(emulator, home):
    from groundwire.engines.providers.registry import ProviderRegistry

    from groundwire.config import Route

    settings = settings_for(emulator, home)  # "boom" is no installed engine: a config file naming it is refused
    settings = settings.with_overrides(routes={**settings.routes, "t": Route("t", ("boom", "brave"), 2, False)})
    registry = ProviderRegistry(settings, extra={"boom": _Exploding().provider})
    async with Grounder(settings, registry=registry) as g:
        r = await g.search("python release", SearchParams(mode="t", use_cache=False))
    boom = [a for a in r.trace.attempts if a.provider == "boom"]
    assert boom[0].outcome == "error" and boom[0].error_kind == "adapter_error"
    assert "RuntimeError" in boom[0].detail
    assert r.status == "ok" and r.trace.actual_providers == ["brave"]


async def test_explicit_freshness_beats_a_planned_one(emulator, home):
    from groundwire.models import Freshness, PlannedQuery

    settings = settings_for(emulator, home)
    async with Grounder(settings) as g:
        r = await g.search([PlannedQuery("python release", Freshness.YEAR)], SearchParams(freshness="day",
                                                                                           use_cache=False))
    assert r.queries[0].freshness == Freshness.DAY
    assert all(req.query.get("freshness") == "pd" for req in emulator.requests("brave"))


async def test_with_no_keys_the_keyless_default_is_duckduckgo(tmp_path):
    """The README's first command: no keys, no config -> DuckDuckGo (through ddgs) is tried, not skipped."""
    from groundwire.engines.providers.duckduckgo import DuckDuckGoProvider
    from groundwire.engines.providers.registry import ProviderRegistry

    seen: list[str] = []

    class FakeDDGS:
        def __init__(self, **_):
            pass

        def text(self, query, **kwargs):
            seen.append(query)
            return [{"title": f"Result {i}", "href": f"https://docs.python.org/3/whatsnew/{i}.html",
                     "body": "What's new in Python"} for i in range(5)]

    settings = load_settings({"GROUNDWIRE_HOME": str(tmp_path)})
    registry = ProviderRegistry(settings, extra={"duckduckgo": DuckDuckGoProvider(ddgs_factory=FakeDDGS)})
    async with Grounder(settings, registry=registry) as g:
        r = await g.search("latest Python release", SearchParams(use_cache=False))
    assert seen == ["latest Python release"]
    assert r.status == "ok" and r.trace.actual_providers == ["duckduckgo"]
    skipped = {a.provider for a in r.trace.attempts if a.outcome == "skipped"}
    assert skipped == {"exa", "brave", "searxng", "serper", "jina", "tavily"}


async def test_a_retry_stopped_by_our_own_limiter_reports_the_engine_error(emulator, home):
    emulator.set_fault("brave", "status", code=503)
    settings = settings_for(emulator, home, "[providers.brave]\nrate_limit = [1, 5.0]\n[search]\nbudget_s = 2\n"
                                            "primary_budget_s = 1\n")
    r = await run_search(settings, provider="brave", use_cache=False)
    brave = [a for a in r.trace.attempts if a.provider == "brave"]
    assert brave[0].error_kind == "unavailable" and "rate limit" not in brave[0].detail
