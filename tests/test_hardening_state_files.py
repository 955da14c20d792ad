"""Issue 13 UX: a damaged state or cache file is named, with how to reset it, and search still answers (the CLI as
a real subprocess against the emulator)."""

from __future__ import annotations

from pathlib import Path

from tests.emulator import Emulator
from tests.test_cli_search import QUERY, cli, cli_env, home  # noqa: F401

GARBAGE = b"this is not an SQLite database, just damage " * 50


def test_damaged_state_file_is_named_with_the_reset(emulator: Emulator, home: Path) -> None:
    env = cli_env(emulator, home)
    state = home / "state" / "state.sqlite3"
    state.parent.mkdir(parents=True, exist_ok=True)
    state.write_bytes(GARBAGE)
    run = cli(["search", *QUERY, "--raw"], env)
    assert run.code == 0, run  # degraded to local state: search still answers
    assert str(state) in run.stderr and "delete it" in run.stderr, run.stderr


def test_damaged_cache_is_named_with_the_reset(emulator: Emulator, home: Path) -> None:
    env = cli_env(emulator, home)
    cache_db = home / "state" / "cache" / "cache.db"
    cache_db.parent.mkdir(parents=True, exist_ok=True)
    cache_db.write_bytes(GARBAGE)
    run = cli(["search", *QUERY, "--raw"], env)
    assert run.code == 0, run
    assert str(cache_db.parent) in run.stderr and "delete that directory" in run.stderr, run.stderr
