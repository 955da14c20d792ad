#!/usr/bin/env python3
"""Apply each mutation in tests/mutations.toml alone, in a scratch copy of the repository, and run its tests.

    python scripts/mutate.py                 # all mutations
    python scripts/mutate.py thin-retry-removed flagged-sources-not-ranked-lower

Reports caught (the tests failed), MISSED (they passed: the README claim is untested) or stale (the code the
mutation targets has moved on; update tests/mutations.toml). Exit code 1 when anything was missed or stale.
The working tree is never modified: files are copied to a temporary directory and the tests run there with
PYTHONPATH pointing at the copy's src/.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def tracked_files() -> list[str]:
    out = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout
    return [line for line in out.splitlines() if line and not line.startswith(".venv")]


def scratch_copy() -> Path:
    target = Path(tempfile.mkdtemp(prefix="gw-mutant-"))
    for rel in tracked_files():
        src = ROOT / rel
        if src.is_file():
            dst = target / rel
            dst.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dst)
    return target


def run_one(mutation: dict, python: str) -> str:
    work = scratch_copy()
    try:
        path = work / mutation["file"]
        text = path.read_text(encoding="utf-8")
        if text.count(mutation["find"]) != 1:
            return "stale"
        path.write_text(text.replace(mutation["find"], mutation["replace"]), encoding="utf-8")
        env = {**os.environ, "PYTHONPATH": str(work / "src")}
        proc = subprocess.run([python, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", *mutation["tests"]],
                              cwd=work, env=env, capture_output=True, text=True, timeout=900)
        if proc.returncode == 0:
            return "MISSED"
        if proc.returncode in (1,):  # tests ran and failed
            return "caught"
        return f"error (pytest exit {proc.returncode}): {proc.stdout[-400:]}"
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main(argv: list[str]) -> int:
    mutations = tomllib.loads((ROOT / "tests" / "mutations.toml").read_text(encoding="utf-8"))["mutation"]
    wanted = set(argv)
    python = sys.executable
    bad = 0
    for m in mutations:
        if wanted and m["id"] not in wanted:
            continue
        verdict = run_one(m, python)
        bad += verdict != "caught"
        print(f"{verdict:8s} {m['id']:45s} {', '.join(m['tests'])}", flush=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
