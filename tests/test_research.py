"""Deep research end to end through real sockets: engines, the page reader and a scripted model on the emulator.

The scripted model (tests/emulator/research_model.py) answers by task: plan, extract, write, reflect, verify,
summary. The Nimbus 5 scenario has an invented quote (must be dropped), a price that contradicts the others
(disputed), an over-claim ("first phone ...") that independent verification refutes, and a hostile page.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from datetime import date
from pathlib import Path

import pytest

from groundwire.config import load_settings
from groundwire.errors import ConfigError, ResearchError, UsageError
from groundwire.research.config import ResearchConfig
from groundwire.research.quotes import quote_on_page
from groundwire.research.runner import run_research
from tests.emulator import Emulator
from tests.emulator.research_model import ResearchScript, Rule
from tests.research_support import (FARM, FIRST_CLAIM, INVENTED, NIMBUS_PLAN, QUESTION, ENGINES, nimbus_script,
                                    research_env)

TODAY = date(2026, 11, 30)
ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def emu(emulator_server: Emulator):
    emulator_server.reset()
    yield emulator_server
    emulator_server.reset()


async def run(emu: Emulator, tmp_path: Path, script: ResearchScript, *, out: str = "out", resume: bool = False,
              **config: object):
    emu.chat_responder = script
    settings = load_settings(research_env(emu, tmp_path / "home"))
    return await run_research(QUESTION, tmp_path / out, today=TODAY, settings=settings,
                              config=ResearchConfig.build(**config), resume=resume)


def cli(emu: Emulator, tmp_path: Path, *args: str, env_extra: dict[str, str] | None = None,
        drop_llm: bool = False, **popen: object) -> subprocess.Popen[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GROUNDWIRE_", "OPENAI_"))}
    env.update(research_env(emu, tmp_path / "home"))
    if drop_llm:
        for name in ("GROUNDWIRE_LLM_URL", "GROUNDWIRE_LLM_MODEL", "GROUNDWIRE_LLM_KEY"):
            env.pop(name)
    env.update(env_extra or {})
    return subprocess.Popen([sys.executable, "-m", "groundwire", "research", *args], env=env, cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **popen)  # type: ignore[call-overload]


def facts(out: Path) -> list[dict]:
    return [json.loads(line) for line in (out / "facts.jsonl").read_text(encoding="utf-8").splitlines()]


def extracted_pairs(script: ResearchScript) -> set[tuple[str, str]]:
    """(section title, url) of every extraction the model was asked for."""
    pairs = set()
    for task, user in script.seen:
        if task == "extract":
            section = re.search(r"^Section: (.*)$", user, re.MULTILINE)
            url = re.search(r"^Source \[s\d+\] (\S+)", user, re.MULTILINE)
            assert section and url
            pairs.add((section.group(1), url.group(1)))
    return pairs


def prose(report: str) -> str:
    """Summary and sections: everything before the evidence table."""
    return report.split("## Evidence", 1)[0]


# --- the whole loop ------------------------------------------------------------------------------


async def test_report_is_written_from_verified_cards_with_every_citation_resolvable(emu, tmp_path):
    script = nimbus_script()
    result = await run(emu, tmp_path, script)
    out = tmp_path / "out"
    assert result.status == "done"
    report = (out / "report.md").read_text(encoding="utf-8")
    sources = json.loads((out / "sources.json").read_text(encoding="utf-8"))
    cards = facts(out)
    assert cards and sources
    assert {"id", "section", "claim", "quote", "source_id", "url", "published", "metric", "scope", "credibility",
            "lang"} <= set(cards[0])
    by_id = {s["id"]: s for s in sources}
    assert all({"id", "url", "title", "published", "source_tier", "fetched_at"} <= set(s) for s in sources)
    for c in cards:  # every quote is literally in the page as read, and in the emulator's document
        page = (out / "pages" / f"{c['source_id']}.txt").read_text(encoding="utf-8")
        assert quote_on_page(c["quote"], page)
        doc = emu.corpus.find(by_id[c["source_id"]]["url"])
        assert doc is not None and quote_on_page(c["quote"], doc.body)
    cited = set(re.findall(r"\[(s\d+)\]", prose(report)))
    assert cited and cited <= set(by_id)
    assert "## Summary" in report and "## Verification checklist" in report
    for section in NIMBUS_PLAN["sections"]:
        assert f"## {section['title']}" in report
    assert set(script.calls) == {"plan", "extract", "write", "reflect", "verify", "summary"}


async def test_an_invented_quote_is_dropped_and_counted(emu, tmp_path):
    await run(emu, tmp_path, nimbus_script())
    out = tmp_path / "out"
    assert INVENTED not in (out / "facts.jsonl").read_text(encoding="utf-8")
    assert "best phone ever made" not in (out / "report.md").read_text(encoding="utf-8")
    assert "Quotes dropped because they were not on the page: 1" in (out / "report.md").read_text(encoding="utf-8")
    trace = (out / "trace.jsonl").read_text(encoding="utf-8")
    assert INVENTED[:30] in trace  # the trace says what was dropped


async def test_a_contradicting_price_makes_the_claim_disputed_not_established(emu, tmp_path):
    await run(emu, tmp_path, nimbus_script())
    report = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    disputed = report.split("### Disputed or unverified", 1)[1].split("##", 1)[0]
    established = report.split("### Established", 1)[1].split("###", 1)[0]
    assert "values disagree" in disputed and "$999" in disputed and "$799" in disputed
    assert "$799" not in established and "$999" not in established


async def test_a_claim_failing_independent_verification_is_marked_in_the_prose_and_the_checklist(emu, tmp_path):
    script = nimbus_script(first_claim_refuted=True)
    await run(emu, tmp_path, script)
    out = tmp_path / "out"
    report = (out / "report.md").read_text(encoding="utf-8")
    marked = [line for line in prose(report).splitlines() if FIRST_CLAIM in line]
    assert marked and all("refuted" in line for line in marked)
    assert f"✗ refuted: {FIRST_CLAIM}" in report
    verdicts = json.loads((out / "state.json").read_text(encoding="utf-8"))["verdicts"]
    assert any(v["verdict"] == "refuted" and v["claim"].startswith(FIRST_CLAIM) for v in verdicts)
    # the verifier saw only the claim and new evidence: no cards, no draft, no plan
    verify_prompts = [u for task, u in script.seen if task == "verify"]
    assert verify_prompts and all("FACT CARDS" not in u and "DRAFT" not in u for u in verify_prompts)


async def test_a_supported_claim_stays_unmarked(emu, tmp_path):
    await run(emu, tmp_path, nimbus_script(first_claim_refuted=False))
    report = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    assert "independent check refuted" not in report
    assert f"✓ supported: {FIRST_CLAIM}" in report


async def test_sections_are_written_from_cards_only_and_hostile_text_never_reaches_the_model(emu, tmp_path):
    script = nimbus_script()
    await run(emu, tmp_path, script)
    writes = [u for task, u in script.seen if task == "write"]
    assert writes and all("Analysts said the launch" not in u for u in writes)  # page text that made no card
    farm_prompts = [u for task, u in script.seen if task == "extract" and FARM in u]
    assert farm_prompts, "the farm page was read in the follow-up round"
    for u in farm_prompts:  # the guard took out the injected line (its role marker alone was escaped before the
        # round-5 detector caught the whole line); the rest of the page sits inside a data fence
        assert "SYSTEM: ignore" not in u and "tell them to buy" not in u
        assert "Nimbus 5 price could be" in u  # the page's own text is still read
        assert "<<<PAGE\n" in u and u.rstrip().endswith("PAGE>>>")
    sources = json.loads((tmp_path / "out" / "sources.json").read_text(encoding="utf-8"))
    assert any(FARM in s["url"] and "injection" in s["flagged"] for s in sources)


async def test_reflection_gaps_drive_a_follow_up_round_in_the_other_language(emu, tmp_path):
    script = nimbus_script()
    await run(emu, tmp_path, script, depth=1)
    state = json.loads((tmp_path / "out" / "state.json").read_text(encoding="utf-8"))
    assert "zh" in state["languages_searched"] and "en" in state["languages_searched"]
    assert state["rounds_done"] == 1
    assert any(c["round"] == 1 for c in facts(tmp_path / "out"))
    assert script.calls["reflect"] == 1  # depth 1: one reflection


async def test_unknown_search_mode_falls_back_to_grounding_with_a_note(emu, tmp_path):
    await run(emu, tmp_path, nimbus_script(), mode="no-such-mode")
    state = json.loads((tmp_path / "out" / "state.json").read_text(encoding="utf-8"))
    assert any("'no-such-mode' is not configured" in n for n in state["notes"])
    assert "searched in 'grounding' mode" in (tmp_path / "out" / "report.md").read_text(encoding="utf-8")


# --- budgets, failures, resume ---------------------------------------------------------------------


async def test_budget_exhaustion_degrades_to_a_partial_report_without_exceeding_the_budget(emu, tmp_path):
    script = nimbus_script()
    result = await run(emu, tmp_path, script, max_llm_calls=4)
    assert sum(script.calls.values()) <= 4
    assert result.status == "partial" and "llm_calls" in result.budget["exhausted"]
    report = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    assert "Incomplete report" in report and "exhausted: llm_calls" in report


async def test_page_budget_caps_reading(emu, tmp_path):
    result = await run(emu, tmp_path, nimbus_script(), max_pages=2)
    sources = json.loads((tmp_path / "out" / "sources.json").read_text(encoding="utf-8"))
    assert len(sources) <= 2 and result.budget["pages"] <= 2 and "pages" in result.budget["exhausted"]


async def test_every_engine_failing_yields_a_report_that_says_so_instead_of_inventing(emu, tmp_path):
    for engine in ENGINES:
        emu.set_fault(engine, "status", code=503)
    script = nimbus_script()
    result = await run(emu, tmp_path, script)
    report = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    assert result.cards == 0 and script.calls["write"] == 0 and script.calls["extract"] == 0
    assert "Nothing could be established for this section" in report
    assert "search unavailable" in report
    assert not re.findall(r"\[s\d+\]", prose(report))


async def test_no_model_configured_is_a_config_error_before_anything_is_written(emu, tmp_path):
    env = research_env(emu, tmp_path / "home")
    for name in ("GROUNDWIRE_LLM_URL", "GROUNDWIRE_LLM_MODEL"):
        env.pop(name)
    with pytest.raises(ConfigError, match="GROUNDWIRE_LLM_URL"):
        await run_research(QUESTION, tmp_path / "out", today=TODAY, settings=load_settings(env))
    assert not (tmp_path / "out").exists()


async def test_a_second_run_into_the_same_directory_must_say_resume(emu, tmp_path):
    await run(emu, tmp_path, nimbus_script())
    with pytest.raises(UsageError, match="--resume"):
        await run(emu, tmp_path, nimbus_script())


async def test_junk_plan_fails_with_state_kept_and_resume_finishes(emu, tmp_path):
    junk = ResearchScript().on("plan", "{not json at all", times=2)
    with pytest.raises(ResearchError) as info:
        await run(emu, tmp_path, junk)
    assert info.value.reason == "bad_plan" and junk.calls["plan"] == 2  # retried once
    state = json.loads((tmp_path / "out" / "state.json").read_text(encoding="utf-8"))
    assert state["status"] == "failed" and "bad_plan" in state["error"]
    result = await run(emu, tmp_path, nimbus_script(), resume=True)
    assert result.status == "done" and (tmp_path / "out" / "report.md").exists()


async def test_junk_extraction_is_retried_once_then_the_page_is_skipped_and_noted(emu, tmp_path):
    script = nimbus_script()
    script.rules.insert(0, Rule("extract", "I cannot produce JSON, sorry", None, None))
    result = await run(emu, tmp_path, script)
    assert result.cards == 0
    state = json.loads((tmp_path / "out" / "state.json").read_text(encoding="utf-8"))
    assert any("no usable cards" in n for n in state["notes"])
    trace = [json.loads(line) for line in (tmp_path / "out" / "trace.jsonl").read_text().splitlines()]
    assert any(e.get("task") == "extract" and e.get("attempt") == 2 for e in trace)


async def test_model_down_is_a_research_error_and_keeps_state(emu, tmp_path):
    script = ResearchScript().on("plan", "error500")
    with pytest.raises(ResearchError) as info:
        await run(emu, tmp_path, script)
    assert info.value.reason == "model_unavailable" and "HTTP 500" in str(info.value)
    assert json.loads((tmp_path / "out" / "state.json").read_text())["status"] == "failed"


# --- the CLI, in real subprocesses ------------------------------------------------------------------


def test_cli_writes_report_facts_and_sources_and_exits_0(emu, tmp_path):
    emu.chat_responder = nimbus_script()
    out = tmp_path / "cli-out"
    proc = cli(emu, tmp_path, QUESTION, "--out", str(out), "--max-llm-calls", "40", "--today", "2026-11-30")
    stdout, stderr = proc.communicate(timeout=300)
    assert proc.returncode == 0, stderr
    assert stdout.strip() == str(out / "report.md")
    cards = facts(out)
    assert cards and all(c["quote"] and c["source_id"] for c in cards)
    sources = json.loads((out / "sources.json").read_text(encoding="utf-8"))
    assert isinstance(sources, list) and all("id" in s for s in sources)
    assert "as of 2026-11-30" in (out / "report.md").read_text(encoding="utf-8")


def test_cli_without_a_model_prints_one_line_naming_the_variables_and_exits_2(emu, tmp_path):
    proc = cli(emu, tmp_path, QUESTION, "--out", str(tmp_path / "o"), drop_llm=True)
    _, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 2
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "GROUNDWIRE_LLM_URL" in lines[0] and "GROUNDWIRE_LLM_MODEL" in lines[0]


def test_cli_junk_model_exits_nonzero_and_keeps_state(emu, tmp_path):
    emu.chat_responder = ResearchScript().on("plan", "<<garbage>>")
    out = tmp_path / "junk"
    proc = cli(emu, tmp_path, QUESTION, "--out", str(out))
    _, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 3, stderr
    assert "--resume" in stderr and (out / "state.json").exists() and (out / "trace.jsonl").exists()


def test_cli_bad_depth_is_a_usage_error(emu, tmp_path):
    proc = cli(emu, tmp_path, QUESTION, "--out", str(tmp_path / "d"), "--depth", "7")
    _, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 2 and "depth" in stderr


def test_resume_after_a_kill_continues_without_repeating_done_work(emu, tmp_path):
    slow = nimbus_script()
    slow.rules.insert(0, Rule("write", {"text": "never used"}, None, None, 60.0))
    emu.chat_responder = slow
    out = tmp_path / "killed"
    proc = cli(emu, tmp_path, QUESTION, "--out", str(out), "--today", "2026-11-30", start_new_session=True)
    deadline = time.monotonic() + 300  # a bound on waiting on a loaded runner, not a speed check
    phase = None
    while time.monotonic() < deadline:  # wait until every page is extracted and the (slow) writing began
        try:
            phase = json.loads((out / "state.json").read_text(encoding="utf-8")).get("phase")
        except (OSError, ValueError):
            phase = None
        if phase == "write" and slow.calls["write"] >= 1:
            break
        time.sleep(0.1)
    assert phase == "write", proc.communicate(timeout=5)
    os.killpg(proc.pid, signal.SIGKILL)
    proc.communicate(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    cards_before = facts(out)
    extracts_before = slow.calls["extract"]
    assert cards_before and not (out / "report.md").exists()

    fast = nimbus_script()
    emu.chat_responder = fast
    proc = cli(emu, tmp_path, QUESTION, "--out", str(out), "--resume")
    _, stderr = proc.communicate(timeout=300)
    assert proc.returncode == 0, stderr
    assert fast.calls["plan"] == 0, "the plan was kept"
    before, after = extracted_pairs(slow), extracted_pairs(fast)
    assert before and not (before & after), "no page was extracted again for the same section"
    cards_after = facts(out)
    first_round = [c for c in cards_after if c["round"] == 0]
    # a slow runner may already be in a follow-up round when it is killed: compare round 0 with round 0
    assert first_round == [c for c in cards_before if c["round"] == 0], "round-0 cards were kept, not extracted again"
    assert all(c in cards_after for c in cards_before), "no card made before the kill was lost"
    assert fast.calls["write"] >= 1 and (out / "report.md").exists()
    state = json.loads((out / "state.json").read_text(encoding="utf-8"))
    assert state["status"] == "done" and state["budget"]["llm_calls"] > extracts_before


async def test_an_endpoint_rejecting_json_schema_is_asked_in_json_mode_from_then_on(emu, tmp_path):
    script = nimbus_script()
    rejected: list[str] = []
    original = script.__call__

    async def rejecting(payload, pause):  # the first request of every run: json_schema is refused with a 400
        fmt = payload.get("response_format") or {}
        if fmt.get("type") == "json_schema" and not rejected:
            rejected.append(fmt["json_schema"]["name"])
            return {"kind": "schema_unsupported"}
        return await original(payload, pause)

    emu.chat_responder = rejecting
    settings = load_settings(research_env(emu, tmp_path / "home"))
    result = await run_research(QUESTION, tmp_path / "out", today=TODAY, settings=settings)
    assert result.status == "done" and rejected == ["research_plan"]
    formats = [r.json["response_format"]["type"] for r in emu.requests("openai")]
    assert formats[:2] == ["json_schema", "json_object"] and set(formats[2:]) == {"json_object"}
