"""Shared fixtures: the loopback provider emulator and a clean, isolated groundwire environment."""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

_ROOT = str(Path(__file__).resolve().parents[1])
if _ROOT not in sys.path:  # make ``tests.emulator`` importable (pyproject could say pythonpath = ["."])
    sys.path.insert(0, _ROOT)

from tests import loopback_guard  # noqa: E402
from tests.emulator import Emulator  # noqa: E402

# Loopback only, even when a check under test is broken: this process and every Python process the tests start
# (through tests/loopback_only/sitecustomize.py) refuse and record connects to anything but 127.0.0.0/8 and ::1.
os.environ["GROUNDWIRE_TEST_LOOPBACK_ONLY"] = "1"
os.environ.setdefault("GROUNDWIRE_TEST_CONNECT_LOG",
                      os.path.join(__import__("tempfile").mkdtemp(prefix="gw-connect-"), "refused.log"))
os.environ["PYTHONPATH"] = os.pathsep.join(
    p for p in (str(Path(__file__).parent / "loopback_only"), os.environ.get("PYTHONPATH", "")) if p)
loopback_guard.install(os.environ["GROUNDWIRE_TEST_CONNECT_LOG"])

EMULATED_ENGINES = ("brave", "exa", "tavily", "searxng", "serper", "jina")
_PROVIDER_ENV = re.compile(
    r"^(BRAVE_API_KEY|BRAVE_SEARCH_API_KEY|EXA_API_KEY|TAVILY_API_KEY|SERPER_API_KEY|JINA_API_KEY|SEARXNG_URL"
    r"|GROUNDWIRE_.*_URL|OPENAI_.*|GROUNDWIRE_LLM_.*|GROUNDWIRE_READ_BACKEND|GROUNDWIRE_FETCH_ALLOW_HOSTS)$"
)


@pytest.fixture(scope="session")
def emulator_server() -> Iterator[Emulator]:
    """One emulator for the whole session."""
    with Emulator() as server:
        yield server


@pytest.fixture
def emulator(emulator_server: Emulator) -> Iterator[Emulator]:
    """The session emulator with faults, request log and chat script cleared before each test."""
    emulator_server.reset()
    yield emulator_server
    emulator_server.reset()


@pytest.fixture
def gw_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A temporary GROUNDWIRE_HOME with every provider key / URL / LLM variable removed from the environment."""
    home = tmp_path / "groundwire-home"
    home.mkdir()
    for name in list(os.environ):
        if _PROVIDER_ENV.match(name):
            monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("GROUNDWIRE_HOME", str(home))
    return home


@pytest.fixture
def emulated_env(emulator: Emulator, gw_home: Path, monkeypatch: pytest.MonkeyPatch) -> Emulator:
    """Keys set to ``test-key`` and GROUNDWIRE_<ENGINE>_URL pointing at the emulator for every HTTP engine."""
    for name in EMULATED_ENGINES:
        monkeypatch.setenv(f"GROUNDWIRE_{name.upper()}_URL", emulator.base_url(name))
        if name != "searxng":
            monkeypatch.setenv(f"{name.upper()}_API_KEY", "test-key")
    monkeypatch.setenv("SEARXNG_URL", emulator.base_url("searxng"))
    return emulator


def pytest_runtest_setup(item: pytest.Item) -> None:
    """With GROUNDWIRE_REQUIRE_REDIS=1 (CI sets it) a Redis test fails instead of skipping when redis-server is
    missing: the multi-instance claims must not go untested silently."""
    if item.get_closest_marker("redis") and os.environ.get("GROUNDWIRE_REQUIRE_REDIS") == "1":
        import shutil

        if shutil.which("redis-server") is None:
            pytest.fail("redis-server is required (GROUNDWIRE_REQUIRE_REDIS=1) but not installed", pytrace=False)


_LAZY_SEEN = [0]  # how many lazy patterns were live when the fixture below last compiled them all


@pytest.fixture(autouse=True)
def _lazy_patterns_compiled() -> None:
    """Every live lazy pattern compiled before each test, as import did before round 28 (startup28): patterns
    compile on first use (:mod:`groundwire.lazy_re`), and a test that times a rule on a small and then a large input
    would charge a compile to whichever call first reaches a pattern (seen: a linearity bound failed on 0.18 s of
    compiling). Laziness itself is tested in subprocesses (tests/test_lazy_re.py, every CLI test)."""
    from groundwire import lazy_re

    live = len(lazy_re.CREATED)
    if live != _LAZY_SEEN[0]:
        lazy_re.compile_all()
        _LAZY_SEEN[0] = len(lazy_re.CREATED)
