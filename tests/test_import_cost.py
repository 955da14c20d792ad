"""Commands that never call a model do not pay for importing the openai SDK (~1.3 s of every CLI start)."""

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
