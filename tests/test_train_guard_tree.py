"""guard-perf30: ``scripts/train_guard.py`` trains and scores the source tree its caller chose (``--src``, else the
tree on ``PYTHONPATH``), not always this checkout's ``src`` (it put that first on ``sys.path``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_SHOW = ("import sys; sys.path.insert(0, {scripts!r}); import train_guard, groundwire; "
         "print(train_guard.SRC); print(groundwire.__file__); print(train_guard.OUT)")


def _run(tmp_path: Path, pythonpath: str) -> list[str]:
    env = {**os.environ, "PYTHONPATH": pythonpath}
    done = subprocess.run([sys.executable, "-c", _SHOW.format(scripts=str(ROOT / "scripts"))], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.splitlines()


def test_the_tree_on_pythonpath_is_the_one_imported(tmp_path: Path) -> None:
    other = tmp_path / "other_src"
    other.symlink_to(ROOT / "src", target_is_directory=True)  # (another path to a tree: imported under its own name)
    src, imported, out = _run(tmp_path, str(other))
    assert src == str(other)
    assert imported.startswith(str(other) + os.sep)  # (before: this checkout's src, put first on sys.path)
    assert out == str(other / "groundwire" / "data" / "guard_detector.tsv.gz")


def test_without_a_tree_on_pythonpath_this_checkout_is_used(tmp_path: Path) -> None:
    src, imported, _ = _run(tmp_path, str(tmp_path))  # (a PYTHONPATH entry without groundwire/ chooses nothing)
    assert src == str(ROOT / "src")
    assert imported.startswith(str(ROOT / "src") + os.sep)


def test_the_src_option_wins(monkeypatch, tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "scripts"))
    import train_guard

    monkeypatch.setenv("PYTHONPATH", str(ROOT / "src"))
    assert train_guard._source_tree(["--src", str(tmp_path)]) == tmp_path
    assert train_guard._source_tree([f"--src={tmp_path}"]) == tmp_path
    assert train_guard._source_tree([]) == ROOT / "src"
