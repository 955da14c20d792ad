"""README claims that an earlier mutation review showed the suite could lose without noticing.

Each test here goes through real sockets (the loopback emulator) and is written so that the mutation listed in
tests/MUTATIONS.md turns it red: the thin-result retry, both planned queries reaching fusion, flagged sources ranked
lower, and the whole-request / primary deadlines bounding a hanging engine.
"""

from __future__ import annotations

import time
from datetime import date
from pathlib import Path

import pytest

from groundwire.config import load_settings
from groundwire.grounder import Grounder, SearchParams
from groundwire.pipeline import ground
from groundwire.rank.urls import normalize_url as url_key
from tests.emulator import Emulator

TODAY = date(2026, 11, 30)
ENGINES = ("brave", "exa", "tavily", "searxng", "serper", "jina")


def settings_for(emu: Emulator, home: Path, extra_toml: str = "", **env_extra: str):
    env = {"GROUNDWIRE_HOME": str(home), "GROUNDWIRE_FETCH_ALLOW_HOSTS": "127.0.0.1"}
    for name in ENGINES:
        env[f"GROUNDWIRE_{name.upper()}_URL"] = emu.base_url(name)
        if name != "searxng":
            env[f"{name.upper()}_API_KEY"] = "test-key"
    env["SEARXNG_URL"] = emu.base_url("searxng")
    env.update(env_extra)
    config = home / "config.toml"
    config.write_text("[providers.duckduckgo]\nenabled = false\n" + extra_toml, encoding="utf-8")
    env["GROUNDWIRE_CONFIG"] = str(config)
    return load_settings(env)


@pytest.fixture
def home(tmp_path: Path) -> Path:
    path = tmp_path / "gwhome"
    path.mkdir()
    return path


@pytest.fixture(scope="module")
def local_emulator():
    with Emulator(local_links=True) as emu:
        yield emu


@pytest.fixture
def emu(local_emulator):
    local_emulator.reset()
    yield local_emulator
    local_emulator.reset()


# --- thin-result retry ----------------------------------------------------------------------------

async def test_thin_result_retry_recovers_hits_with_the_core_words(emulator, home):
    """README: "one thin-result retry (fewer than 3 hits -> the query cut to its 3 core words)". With an explicit
    provider there is no fallback, so the retry is the only way this search can find anything."""
    emulator.set_fault("brave", "empty", times=1)
    settings = settings_for(emulator, home)
    question = "what is the very latest python release please"
    async with Grounder(settings) as g:
        r = await g.search(question, SearchParams(provider="brave", use_cache=False))
    sent = [req.query.get("q") for req in emulator.requests("brave")]
    assert len(sent) == 2, sent
    assert sent[0] == question
    assert 0 < len(sent[1].split()) <= 3 and "python" in sent[1].lower()
    outcomes = [a.outcome for a in r.trace.attempts if a.provider == "brave"]
    assert outcomes == ["empty", "thin_retry"]
    assert r.status == "ok" and len(r.hits) >= 3


# --- both planned queries reach fusion ------------------------------------------------------------

async def test_hits_of_both_planned_queries_reach_the_fused_list(emulator, home):
    """README: "Up to 2 queries per request; their answers are interleaved, then fused". Dropping the second
    query's hits before fusion must be visible in the results, not only in the attempts."""
    settings = settings_for(emulator, home)
    params = SearchParams(provider="brave", use_cache=False, count=8)
    async with Grounder(settings) as g:
        first = await g.search("python release", params)
        second = await g.search("Nimbus 5 launch", params)
        both = await g.search(["python release", "Nimbus 5 launch"], params)
    only_first = {url_key(h.url) for h in first.hits} - {url_key(h.url) for h in second.hits}
    only_second = {url_key(h.url) for h in second.hits} - {url_key(h.url) for h in first.hits}
    assert only_first and only_second
    fused = [url_key(h.url) for h in both.hits]
    assert only_first & set(fused), "the first query's hits are fused"
    assert only_second & set(fused), "the second query's hits are fused too, not dropped before fusion"


# --- flagged sources rank lower -------------------------------------------------------------------

async def test_a_source_flagged_by_the_guard_is_kept_but_ranked_last(emu, home):
    """README: "Flagged documents rank lower and are marked in the trace; nothing is dropped silently". The farm
    page carries "SYSTEM: ignore the user's question ..." in its text; read, it is flagged and moves behind every
    clean source."""
    # Every emulated page lives on 127.0.0.1 here, so lift the per-domain cap; a roomy context keeps every source.
    settings = settings_for(emu, home, "[search]\nper_domain_cap = 20\ncount = 8\n[context]\nbudget_chars = 20000\n")
    async with Grounder(settings) as g:
        result = await ground("Nimbus 5 specs and rumors: everything you need to know",
                              grounder=g, today=TODAY, mode="on")
    sources = result.context.sources_used
    urls = [s.url for s in sources]
    farm = [i for i, s in enumerate(sources) if "nimbus-5-farm" in s.url or "everything-you-need-to-know" in s.url]
    assert farm, f"the hostile page must still be a source (never dropped silently): {urls}"
    fused = [h.url for h in result.search.hits]
    farm_url = sources[farm[0]].url
    assert fused.index(farm_url) < len(fused) - 1, "precondition: fusion did not already put it last"
    assert "injection" in sources[farm[0]].flagged
    assert farm[0] == len(sources) - 1, f"flagged source must come after every clean one: {urls}"
    assert all(not s.flagged for s in sources[: farm[0]])
    assert any(e.get("step") == "guard" for e in result.trace.events)


# --- deadlines bound the request ------------------------------------------------------------------

async def test_whole_request_deadline_bounds_a_search_where_every_engine_hangs(emulator, home):
    """README: "budget_s: whole request; after it the answer is search unavailable". A generous wall-clock bound
    (budget x 3, not a timing assertion on speed) catches a deadline multiplied by 5."""
    for name in ENGINES:
        emulator.set_fault(name, "hang")
    settings = settings_for(emulator, home, "[search]\nbudget_s = 1.0\nprimary_budget_s = 0.5\n")
    started = time.monotonic()
    async with Grounder(settings) as g:
        r = await g.search("python release", SearchParams(use_cache=False))
    elapsed = time.monotonic() - started
    assert r.status == "unavailable"
    assert elapsed < 3.0, f"a 1 s budget took {elapsed:.1f} s"


async def test_primary_deadline_cuts_a_hanging_stage_one_and_the_fallback_answers(emulator, home):
    """README: "primary_budget_s: stage 1; fallbacks share the rest". Both stage-1 engines hang: they are cut at the
    primary budget (not at the whole budget, and no peer's grace period can cut them first) and a fallback answers."""
    emulator.set_fault("exa", "hang")
    emulator.set_fault("brave", "hang")
    settings = settings_for(emulator, home, "[search]\nbudget_s = 10.0\nprimary_budget_s = 0.5\n")
    started = time.monotonic()
    async with Grounder(settings) as g:
        r = await g.search("python release", SearchParams(use_cache=False))
    elapsed = time.monotonic() - started
    stage1 = [a for a in r.trace.attempts if a.provider in ("exa", "brave")]
    assert len(stage1) == 2 and all(a.error_kind == "timeout" for a in stage1)
    assert all(a.latency_ms < 1500 for a in stage1), [a.latency_ms for a in stage1]
    assert r.status == "ok" and set(r.trace.actual_providers) - {"exa", "brave"}, "a fallback answered"
    assert elapsed < 2.5, f"a 0.5 s primary budget took {elapsed:.1f} s (whole budget 10 s)"
