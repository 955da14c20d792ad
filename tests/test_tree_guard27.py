"""Round 27 (tidy27): ``scripts/_tree_guard.py`` runs another tree's guard in a child, the part eight scripts had
each written. Checked on a stub tree written here (its ``sanitize`` flags a text holding "bad" and upper-cases it), so
the test needs neither a second checkout nor the real guard's time."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.script_modules import load_script

_STUB = '''
from dataclasses import dataclass

@dataclass
class Removed:
    text: str
    reason: str

@dataclass
class GuardResult:
    text: str
    removed: tuple
    suspicious: bool

def sanitize(t):
    bad = "bad" in t
    return GuardResult(t.upper() if bad else t, (Removed(t, "stub"),) if bad else (), bad)
'''


def _stub_tree(tmp_path: Path) -> Path:
    guard = tmp_path / "src" / "groundwire" / "guard"
    guard.mkdir(parents=True)
    (guard.parent / "__init__.py").write_text("", encoding="utf-8")
    (guard / "__init__.py").write_text("", encoding="utf-8")
    (guard / "neutralize.py").write_text(_STUB, encoding="utf-8")
    return tmp_path / "src"


def test_guard_flags_are_the_other_tree_s_verdicts_in_order(tmp_path: Path) -> None:
    tree_guard = load_script("_tree_guard")
    assert tree_guard.guard_flags(_stub_tree(tmp_path), ["fine", "a bad one", "", "bad"]) == [False, True, False, True]


def test_a_started_child_and_a_waited_one_give_the_same_per_text_results(tmp_path: Path) -> None:
    tree_guard = load_script("_tree_guard")
    tree = _stub_tree(tmp_path)
    child = tree_guard.sanitize_child("[r.suspicious, r.text != t, [x.reason for x in r.removed]]")
    texts = ["fine", "bad news", "Цена \u200b 价格 bad"]
    started = tree_guard.start_in_tree(tree, child, texts)
    assert tree_guard.run_in_tree(tree, child, texts) == started() == [
        [False, False, []], [True, True, ["stub"]], [True, True, ["stub"]]]


def test_run_in_tree_passes_arguments_and_puts_the_tree_first_on_the_path(tmp_path: Path) -> None:
    tree_guard = load_script("_tree_guard")
    tree = _stub_tree(tmp_path)
    code = ("import json, sys\nimport groundwire.guard.neutralize as nz\n"
            "print(json.dumps([nz.__file__, sys.argv[1:], json.load(sys.stdin)]))")
    where, args, payload = tree_guard.run_in_tree(tree, code, {"k": 1}, "a", "b")
    assert Path(where).resolve() == (tree / "groundwire" / "guard" / "neutralize.py").resolve()
    assert (args, payload) == (["a", "b"], {"k": 1})


def test_a_directory_without_the_package_stops_instead_of_scoring_the_installed_one(tmp_path: Path) -> None:
    # round 27's review: without this check the child imported the installed checkout's groundwire under the
    # wrong tree's name (a mistyped --base, or a checkout root instead of its src)
    tree_guard = load_script("_tree_guard")
    for wrong in (tmp_path / "missing", _stub_tree(tmp_path).parent):
        with pytest.raises(SystemExit, match="no groundwire/ package"):
            tree_guard.guard_flags(wrong, ["bad"])
