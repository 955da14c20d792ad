"""groundwire/lazy_re.py (round 28, startup28): module patterns compiled on first use, answering as re.compile's."""

from __future__ import annotations

import importlib
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import pytest

from groundwire import lazy_re
from groundwire.decide.time.prefilter import ScreenedPattern
from groundwire.decide.time.shipped_screens import screen_key

SRC = Path(__file__).resolve().parent.parent / "src"


def _import_all(package: str) -> None:
    root = importlib.import_module(package)
    for info in pkgutil.walk_packages(root.__path__, package + "."):
        importlib.import_module(info.name)


def test_every_lazy_pattern_compiles_with_the_flags_it_reported() -> None:
    for package in ("groundwire.decide", "groundwire.guard"):
        _import_all(package)
    assert len(lazy_re.CREATED) > 2000  # the time rules, the gate and the guard
    for lazy in lazy_re.CREATED:
        real = re.compile(lazy.pattern, lazy._given)  # a syntax error shows here, not on some user's question
        assert type(lazy.flags) is int and lazy.flags == real.flags, lazy.pattern
        assert screen_key(lazy) == screen_key(real)  # the shipped screens find a lazy pattern under the same key


def test_compiled_on_first_use_then_the_compiled_methods_themselves() -> None:
    lazy = lazy_re.compile(r"(?P<n>\d+)\s*days?", re.IGNORECASE)
    assert isinstance(lazy, lazy_re.LazyPattern) and "_compiled" not in lazy.__dict__
    assert lazy.pattern == r"(?P<n>\d+)\s*days?" and lazy.flags == re.compile(lazy.pattern, re.I).flags
    assert "_compiled" not in lazy.__dict__  # pattern and flags need no compiling
    real = re.compile(r"(?P<n>\d+)\s*days?", re.IGNORECASE)
    text = "in 3 DAYS or 10 days"
    assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in real.finditer(text)]
    assert lazy.sub("x", text) == real.sub("x", text) and lazy.groupindex == real.groupindex
    assert lazy.search.__self__ is lazy.compiled()  # no wrapper left on the hot path
    assert lazy_re.compile(lazy) is lazy and repr(lazy) == repr(real)


@pytest.mark.parametrize("pattern, flags", [("(?i)next", 0), ("(?x) a b", 0), ("next", re.ASCII), (b"next", 0)])
def test_flags_not_known_without_compiling_compile_at_once(pattern, flags) -> None:
    assert isinstance(lazy_re.compile(pattern, flags), re.Pattern)


def test_screened_gate_patterns_hold_lazy_ones() -> None:
    from groundwire.decide import gate_event

    screened = [v for v in vars(gate_event).values() if isinstance(v, ScreenedPattern)]
    assert screened and all(isinstance(v._pattern, lazy_re.LazyPattern) for v in screened)


def test_a_short_question_compiles_few_time_rules() -> None:
    code = ("from datetime import date\n"
            "import groundwire.decide.timeframe as tf\n"
            "from groundwire import lazy_re\n"
            "at_import = sum('_compiled' in p.__dict__ for p in lazy_re.CREATED)\n"
            "tf.resolve('next friday', date(2026, 12, 7))\n"
            "used = sum('_compiled' in p.__dict__ for p in lazy_re.CREATED)\n"
            "print(at_import, used, len(lazy_re.CREATED))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                          env={"PYTHONPATH": str(SRC), "PATH": "/usr/bin:/bin"})
    at_import, used, total = map(int, done.stdout.split())
    assert total > 1000 and at_import == 0 and used < total // 10


def test_compile_all_warms_every_live_lazy_pattern(monkeypatch) -> None:
    monkeypatch.setattr(lazy_re, "CREATED", type(lazy_re.CREATED)())
    kept = [lazy_re.compile(r"\bnext\s+week\b"), lazy_re.compile(r"下周")]
    assert all("_compiled" not in p.__dict__ for p in kept)
    assert lazy_re.compile_all() == 2 and all("_compiled" in p.__dict__ for p in kept)


def test_a_pattern_made_per_call_is_not_kept() -> None:
    import gc

    before = len(lazy_re.CREATED)
    for n in range(50):
        assert lazy_re.compile(rf"word{n}\b").search(f"a word{n} here")
    gc.collect()
    assert len(lazy_re.CREATED) == before
