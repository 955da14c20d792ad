"""The prefilter's screens shipped as data (round 25, startup25): the file is current, it is read instead of parsing,
and a pattern it does not hold, or a broken file, falls back to working the screen out."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from groundwire.decide.time import prefilter, shipped_screens

ROOT = Path(__file__).resolve().parents[1]


def test_shipped_file_is_current() -> None:
    """Fails after a screened rule changes until scripts/ship_time_screens.py is rerun (it runs with a fixed hash
    seed, so the file does not follow the seed of the process that checks it)."""
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "ship_time_screens.py"), "--check"],
                          env={**os.environ, "PYTHONPATH": str(ROOT / "src")}, capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_shipped_screen_is_read_without_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    from groundwire.decide import timeframe

    patterns = [pattern for pattern, _ in timeframe._RULES if shipped_screens.shipped_screen(pattern) is not None]
    assert len(patterns) > len(timeframe._RULES) - 10  # only the few patterns whose text follows the hash seed miss
    computed = [(prefilter.compute_needs(p), prefilter.compute_required_all(p)) for p in patterns]

    def no_parse(_pattern: re.Pattern[str]) -> None:
        raise AssertionError("parsed a pattern the shipped file holds")

    monkeypatch.setattr(prefilter, "_tree", no_parse)
    read = [(prefilter.needs.__wrapped__(p), prefilter.required_all.__wrapped__(p)) for p in patterns]
    assert read == computed
    assert any(sets for _, sets in read) and any(han for (han, _), _ in read)


def test_pattern_missing_from_the_file_is_worked_out() -> None:
    pattern = re.compile(r"zqxj(?:wv|yk)\d+年")
    assert shipped_screens.shipped_screen(pattern) is None
    assert prefilter.needs.__wrapped__(pattern) == (True, True)
    assert frozenset({"zqxjwv", "zqxjyk"}) in prefilter.required_all.__wrapped__(pattern)


def test_broken_or_foreign_file_means_no_shipped_screens(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    from groundwire.decide import timeframe

    pattern = timeframe._RULES[0][0]
    for text in ("not json", '{"format": 999, "screens": {}}'):
        broken = tmp_path / "screens.json"
        broken.write_text(text, encoding="utf-8")
        monkeypatch.setattr(shipped_screens, "SCREENS_FILE", broken)
        shipped_screens._table.cache_clear()
        shipped_screens.shipped_screen.cache_clear()
        try:
            assert shipped_screens.shipped_screen(pattern) is None
            assert prefilter.needs.__wrapped__(pattern) == prefilter.compute_needs(pattern)
        finally:
            shipped_screens._table.cache_clear()
            shipped_screens.shipped_screen.cache_clear()
