"""The guard's learned detector is trained by a script in the repository, reproducibly: ``scripts/train_guard.py
--check`` retrains it from the shared data and fails unless the result is the shipped
``src/groundwire/data/guard_detector.tsv.gz`` byte for byte (needs the ``train`` extra, which CI installs; about 45 s
of CPU). Fails if the shipped weights drift from what the script writes, or the training data or code changes them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("GROUNDWIRE_SHARED_DATA") or ROOT.parent / "shared" / "data")


def test_train_guard_check_reproduces_the_shipped_detector():
    pytest.importorskip("sklearn")
    if not (SHARED / "injection").is_dir():
        pytest.skip(f"no shared injection data at {SHARED}")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "train_guard.py"), "--check"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "same bytes" in done.stdout
