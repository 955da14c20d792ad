"""Issue 13, defect 2: ``groundwire index`` as a real subprocess — odd file names and links out of the tree."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

EXE = Path(sys.executable).with_name("groundwire")


def index(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(EXE), "index", *args, "--json"], capture_output=True, text=True, timeout=120,
                          env=dict(os.environ))


def search_local(query: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(EXE), "search", query, "--provider", "local", "--json"], capture_output=True,
                          text=True, timeout=120, env=dict(os.environ))


@pytest.mark.skipif(sys.platform == "darwin", reason="macOS refuses non-UTF-8 file names")
def test_non_utf8_file_name_does_not_stop_the_run(gw_home: Path, tmp_path: Path) -> None:
    root = tmp_path / "notes"
    root.mkdir()
    (root / "a-first.md").write_text("# First\n\naardvark before the odd file\n", encoding="utf-8")
    odd = os.fsencode(root) + b"/b-caf\xe9.txt"  # Latin-1 bytes: not valid UTF-8
    with open(odd, "wb") as fh:
        fh.write(b"bandicoot inside the odd file\n")
    (root / "c-last.md").write_text("# Last\n\ncapybara after the odd file\n", encoding="utf-8")
    for _ in range(2):  # a re-run must not die at the same file either
        r = index(str(root))
        assert r.returncode == 0, r.stderr
        assert "Traceback" not in r.stderr
    first = json.loads(index(str(root)).stdout)
    assert first["unchanged"] == 3, first
    r = search_local("capybara")
    assert r.returncode == 0, r.stderr
    assert "c-last.md" in r.stdout
    r = search_local("bandicoot")
    assert r.returncode == 0, r.stderr
    assert "caf%E9" in r.stdout  # the URI keeps the exact bytes


def test_symlink_out_of_the_tree_is_not_followed_by_default(gw_home: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "passwd.txt").write_text("root:x:0:0:wombatsecret:/root:/bin/bash\n", encoding="utf-8")
    root = tmp_path / "notes"
    root.mkdir()
    (root / "ok.md").write_text("# Ok\n\nordinary note about quokkas\n", encoding="utf-8")
    (root / "inside-link.md").symlink_to(root / "ok.md")
    (root / "passwd.txt").symlink_to(outside / "passwd.txt")
    r = index(str(root))
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    reasons = {Path(s["path"]).name: s["reason"] for s in data["files"]["skipped"]}
    assert "symbolic link" in reasons.get("passwd.txt", ""), data
    assert data["added"] == 2  # ok.md and the link that stays inside
    assert search_local("wombatsecret").returncode == 1
    r = subprocess.run([str(EXE), "index", str(root), "--json", "--follow-symlinks"], capture_output=True, text=True,
                       timeout=120, env=dict(os.environ))
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["added"] == 1
    assert search_local("wombatsecret").returncode == 0
