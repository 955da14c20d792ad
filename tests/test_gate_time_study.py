"""scripts/gate_time_study.py: its time windows, its rows (the shipped round-8 rows for A+B) and its bootstrap over
weeks. Our own toy questions, except the check against train_gate's rows, which reads the shared data."""

from __future__ import annotations

import importlib.util
import sys
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def skip_without_shared_gate_data() -> None:
    """The shared development sets live beside the repository (bench/_paths.py); a checkout without them skips the
    tests that read them instead of reading empty sets."""
    import os

    import pytest

    shared = Path(os.environ.get("GROUNDWIRE_SHARED_DATA") or ROOT.parent / "shared" / "data")
    if not (shared / "gate" / "realtimeqa-2022-2023.jsonl").is_file():
        pytest.skip(f"needs the shared development data at {shared} (or $GROUNDWIRE_SHARED_DATA)")


def _study():
    for name in ("train_gate", "gate_time_study"):
        if name not in sys.modules:
            spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
            assert spec and spec.loader
            module = importlib.util.module_from_spec(spec)
            sys.modules[name] = module
            spec.loader.exec_module(module)
    return sys.modules["gate_time_study"]


def test_windows_and_quarters():
    st = _study()
    assert st.News("q", date(2022, 6, 16), "CNN").window == "A"
    assert st.News("q", date(2022, 9, 30), "CNN").window == "A"
    assert st.News("q", date(2022, 10, 1), "CNN").window == "B"
    assert st.News("q", date(2023, 6, 30), "CNN").window == "C"
    assert st.News("q", date(2023, 12, 22), "CNN").window == "E"
    assert st.News("q", date(2023, 12, 22), "CNN").quarter == "2023Q4"
    assert st.News("q", date(2023, 4, 1), "CNN").quarter == "2023Q2"


def test_the_bootstrap_resamples_whole_weeks_deterministically():
    st = _study()
    weeks = [date(2023, 1, 6), date(2023, 1, 13), date(2023, 1, 20), date(2023, 1, 27)]
    news = [st.News(f"q{i}", weeks[i % 4], "CNN") for i in range(40)]
    a = [False] * 40
    b = [n.asked == weeks[0] for n in news]  # b finds one week's ten more
    first = st.week_bootstrap(news, a, b, n=200)
    assert first == st.week_bootstrap(news, a, b, n=200)
    diff, lo, hi = first
    assert diff == 0.25 and 0.0 <= lo <= diff <= hi <= 1.0 and lo < hi
    same = st.week_bootstrap(news, a, a, n=200)
    assert same == (0.0, 0.0, 0.0)


def test_windows_a_and_b_are_train_gates_round_8_rows():
    skip_without_shared_gate_data()
    st = _study()
    tg = sys.modules["train_gate"]
    news = st.news_rows()
    assert len(news) > 2000 and {n.window for n in news} == {"A", "B", "C", "D", "E"}
    base = [r for r in tg.training_rows(refit=False) if r.group != "realtimeqa"]
    assert st.variant_rows(base, news, "AB") == tg.training_rows(refit=False)
    assert all(r.asked and r.asked.year == 2023 for r in st.variant_rows(base, news, "C") if r.group == "realtimeqa")
