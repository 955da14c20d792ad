"""Commands that never call a model do not pay for importing the openai SDK (~1.3 s of every CLI start)."""

import json
import subprocess
import sys

import pytest


@pytest.mark.parametrize("module", ["groundwire.cli", "groundwire.cli.search", "groundwire.cli.ground",
                                    "groundwire.decide.plan.planner", "groundwire.pipeline"])
def test_the_openai_sdk_is_imported_only_when_a_model_is_called(module):
    code = f"import sys, {module}; print('openai' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"


def test_the_sdk_arrives_with_the_first_client():
    code = ("import sys; from groundwire.llm import LLMEndpoint; "
            "LLMEndpoint('http://127.0.0.1:9/v1', 'k', 'm', 1.0).client(); print('openai' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "True"


def test_plan_and_when_never_import_the_guard_or_the_reader():
    """Round 25 (startup25): `plan` reaches the knowledge base's confidence through kb_gate, not the pipeline, so
    planning loads neither the guard (~1.5 s of patterns) nor the page reader / trafilatura; `when` neither, nor the
    config's pydantic models nor httpx."""
    code = ("import json, sys; from typer.testing import CliRunner; from groundwire.cli import app; "
            "r = CliRunner().invoke(app, sys.argv[1:]); assert r.exit_code == 0, r.output; "
            "print(json.dumps(sorted({m.split('.')[0] if not m.startswith('groundwire') else '.'.join(m.split('.')[:2]) "
            "for m in sys.modules if m.startswith(('groundwire.guard', 'groundwire.read', 'trafilatura', "
            "'groundwire.config', 'httpx'))})))")
    plan = ["plan", "who is the ceo of twitter", "--no-llm", "--json", "--today", "2026-12-07"]
    when = ["when", "next friday", "--today", "2026-12-07", "--json"]
    for argv, allowed in ((plan, {"groundwire.config", "httpx"}), (when, set())):
        done = subprocess.run([sys.executable, "-c", code, *argv], capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr
        loaded = set(json.loads(done.stdout.strip().splitlines()[-1]))
        assert loaded <= allowed, (argv[0], loaded - allowed)
