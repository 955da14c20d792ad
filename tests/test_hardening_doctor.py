"""Issue 13, defect 7: ``groundwire doctor`` as a real subprocess checks what search needs and exits non-zero when a
configured engine is broken (a wrong key, a corrupt local database)."""

from __future__ import annotations

from pathlib import Path

from tests.emulator import Emulator
from tests.test_cli_search import cli, cli_env, home  # noqa: F401

WRONG = "sk-WRONG-doctor-999"


def rows_of(run) -> dict[str, dict]:
    return {r["provider"]: r for r in run.json()["engines"]}


def test_doctor_uses_authenticated_checks(emulator: Emulator, home: Path) -> None:
    run = cli(["doctor", "--json", "--timeout", "5"], cli_env(emulator, home))
    assert run.code == 0, run
    rows = rows_of(run)
    assert rows["tavily"]["check"] == "usage" and rows["tavily"]["ok"] is True and not rows["tavily"]["costs_query"]
    assert rows["brave"]["check"] == "search" and rows["brave"]["costs_query"] is True
    assert rows["searxng"]["check"] == "search" and rows["searxng"]["costs_query"] is False
    assert [r.path for r in emulator.requests("tavily")] == ["/usage"], "tavily spent no search credit"
    assert all(r.headers.get("x-subscription-token") == "test-key" for r in emulator.requests("brave"))


def test_wrong_key_is_broken_and_exits_3(emulator: Emulator, home: Path) -> None:
    env = cli_env(emulator, home, BRAVE_API_KEY=WRONG, TAVILY_API_KEY=WRONG)
    run = cli(["doctor", "--json", "--timeout", "5"], env)
    assert run.code == 3, run
    rows = rows_of(run)
    for name in ("brave", "tavily"):
        assert rows[name]["ok"] is False and rows[name]["detail"].startswith("auth"), rows[name]
    assert rows["exa"]["ok"] is True
    assert sorted(run.json()["broken"]) == ["brave", "tavily"]
    assert WRONG not in run.stdout + run.stderr
    text = cli(["doctor", "--timeout", "5"], env)
    assert text.code == 3 and "broken: brave, tavily" in text.stderr


def test_corrupt_local_db_is_broken(emulator: Emulator, home: Path) -> None:
    env = cli_env(emulator, home)
    (home / "local.db").write_bytes(b"this is not an SQLite database at all" * 100)
    run = cli(["doctor", "--json", "--timeout", "5"], env)
    assert run.code == 3, run
    rows = rows_of(run)
    assert rows["local"]["check"] == "store" and rows["local"]["ok"] is False, rows["local"]
    assert "local.db" in rows["local"]["detail"]
