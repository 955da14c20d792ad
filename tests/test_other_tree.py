"""bench/_other_tree.py runs another tree's copy under another name: the copy must use its own modules (gate30).

Round 30: the copy's ``from groundwire import lazy_re as re`` lines imported this tree's ``lazy_re``, so the copy's
prefilter did not recognise its patterns and screened none of them; ``bench_gate.py --base`` timed the base tree at
about twice this tree's cost on the same code. Timing itself is not asserted here (no timed tests): what is checked
is that the copy's patterns are its own and screened, as this tree's are.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

import _other_tree  # noqa: E402


def test_absolute_imports_point_at_the_copy(tmp_path: Path) -> None:
    pkg = tmp_path / "copy"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "a.py").write_text("from groundwire import lazy_re as re  # note\nimport groundwire.decide.gate\n",
                              encoding="utf-8")
    (pkg / "sub" / "b.py").write_text("    from groundwire.cli import main\n", encoding="utf-8")
    assert _other_tree._own_imports(pkg, "copy") == 3
    assert (pkg / "a.py").read_text(encoding="utf-8") == "from copy import lazy_re as re  # note\nimport copy.decide.gate\n"
    assert (pkg / "sub" / "b.py").read_text(encoding="utf-8") == "    from copy.cli import main\n"


def test_other_names_and_relative_imports_are_left_alone(tmp_path: Path) -> None:
    pkg = tmp_path / "copy"
    pkg.mkdir()
    text = ("from groundwire_before import x\nimport groundwirex\nfrom . import lazy_re\n"
            "# import groundwire.decide (a comment)\ns = 'from groundwire import y'\n")
    (pkg / "c.py").write_text(text, encoding="utf-8")
    assert _other_tree._own_imports(pkg, "copy") == 0
    assert (pkg / "c.py").read_text(encoding="utf-8") == text


def test_the_copys_gate_patterns_are_its_own_and_screened() -> None:
    gate = _other_tree.other_module(ROOT / "src", "decide.gate", "groundwire_other_tree_test")
    kinds = {type(v).__module__ + "." + type(v).__name__ for v in vars(gate).values()
             if type(v).__name__ in ("LazyPattern", "ScreenedPattern", "Pattern")}
    assert kinds == {"groundwire_other_tree_test.decide.time.prefilter.ScreenedPattern"}
    assert gate.re.__name__ == "groundwire_other_tree_test.lazy_re"
