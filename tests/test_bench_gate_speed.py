"""bench/bench_gate.py's speed column: each of this tree's deciders is timed paired with the base tree alone (gate30).

Round 30: "rules alone" and "gate" run this tree's same modules; timed one right after the other, the second ran
warm while the base tree's copy ran cold, so "gate" looked 12-20 % faster than the base tree on identical code.
These tests check the order of calls (no timing is asserted): no two of this tree's deciders run back to back, each
times every question, and who goes first alternates.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))

import bench_gate  # noqa: E402


def _recording(calls: list[str], name: str):
    return lambda q: calls.append(f"{name}:{q}")


def test_this_trees_deciders_never_run_back_to_back() -> None:
    calls: list[str] = []
    deciders = {name: _recording(calls, name) for name in ("base tree", "rules alone", "gate")}
    questions = ["q1", "q2", "q3", "q4"]
    times = bench_gate.time_deciders(deciders, questions, clock=iter(range(10**6)).__next__)
    whose = [c.split(":")[0] for c in calls]
    for a, b in zip(whose, whose[1:]):
        assert a == b or "base tree" in (a, b), (a, b)  # two of this tree's deciders never one right after the other
    assert {len(v) for v in times.values()} == {len(questions)}
    # the base tree's times come from one pairing only (with "gate")
    assert calls.count("gate:q1") == 1 and calls.count("rules alone:q1") == 1 and calls.count("base tree:q1") == 2
    # who goes first alternates within a pairing
    assert calls[:4] == ["base tree:q1", "rules alone:q1", "rules alone:q2", "base tree:q2"]


def test_without_a_base_tree_each_decider_is_timed_alone() -> None:
    calls: list[str] = []
    deciders = {name: _recording(calls, name) for name in ("rules alone", "gate")}
    times = bench_gate.time_deciders(deciders, ["a", "b"], clock=iter(range(10**6)).__next__)
    assert calls == ["rules alone:a", "rules alone:b", "gate:a", "gate:b"]
    assert times == {"rules alone": [1e6, 1e6], "gate": [1e6, 1e6]}
