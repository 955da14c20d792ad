"""The package's public names, and what importing it costs: ``groundwire when`` must not load the search stack."""

from __future__ import annotations

import subprocess
import sys


def _run(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600, check=True)
    return done.stdout.strip()


def test_time_grounding_does_not_import_the_search_stack() -> None:
    loaded = _run("import sys, groundwire.decide.timeframe; "
                  "print(sorted(m for m in ('groundwire.grounder', 'redis', 'httpx') if m in sys.modules))")
    assert loaded == "[]"


def test_public_names_load_on_first_use() -> None:
    out = _run("import groundwire, groundwire.research.runner, inspect; "
               "print(inspect.iscoroutinefunction(groundwire.research), groundwire.search.__module__, "
               "groundwire.Grounder.__name__, groundwire.SearchParams.__name__, 'research' in groundwire.__all__)")
    assert out == "True groundwire.grounder Grounder SearchParams True"


def test_unknown_name_is_an_attribute_error() -> None:
    out = _run("import groundwire\ntry:\n    groundwire.nope\nexcept AttributeError as exc:\n    print(exc)")
    assert out == "module 'groundwire' has no attribute 'nope'"
