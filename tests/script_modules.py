"""Shared by tests that load a script of scripts/ (the held guard sets, train_guard) and compare texts by wording:
one loader and one 5-character-gram measure instead of a copy in each test file."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def load_script(name: str) -> ModuleType:
    """Import scripts/<name>.py (with scripts/ and bench/ importable, as the scripts expect when run)."""
    for folder in ("scripts", "bench"):
        if str(ROOT / folder) not in sys.path:
            sys.path.insert(0, str(ROOT / folder))
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def char_grams(text: str, n: int = 5) -> set[str]:
    """Lower-cased, whitespace-collapsed character n-grams: the near-copy measure of the guard's data tests."""
    t = " ".join(text.lower().split())
    return {t[i : i + n] for i in range(max(1, len(t) - n + 1))}
