"""extract() is a pure function of its page: the same text alone as after other pages (round 21, extract21).

Round 20 saw main give other texts on 26 of 94 WCXB holdout listing / product pages "depending on the process".
extract21 found no state carried from one call to the next (every dev page gave the same text alone, in bench
order, in reverse order, between trafilatura calls and under other hash seeds); the cause was the import: a script
that imported ``bench_extract`` (which imports this checkout's ``groundwire``) and then put another tree's ``src``
first measured this checkout under the other tree's name. ``bench/_other_tree.require_tree`` now stops a bench or
scoring script whose ``groundwire`` is not its own checkout's.
"""

from __future__ import annotations

import gzip
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from groundwire.read.extract import extract

ROOT = Path(__file__).resolve().parents[1]
PAGES = sorted((ROOT / "tests" / "data" / "extract_pages").glob("wcxb-dev-*.html.gz"))
THREADS = sorted((ROOT / "tests" / "data" / "extract_pages" / "threads").glob("*.html.gz"))


def _html(path: Path) -> str:
    return gzip.decompress(path.read_bytes()).decode("utf-8", errors="replace")


def _alone(paths: list[Path]) -> dict[str, str]:
    """Each page's text, each extracted in a fresh interpreter with nothing extracted before it."""
    code = ("import gzip, json, sys\nfrom groundwire.read.extract import extract\n"
            "path = sys.argv[1]\nhtml = gzip.decompress(open(path, 'rb').read()).decode('utf-8', errors='replace')\n"
            "print(json.dumps(extract(html).text))")
    env = {"PYTHONPATH": str(ROOT / "src"), "PATH": "/usr/bin:/bin"}
    return {p.name: json.loads(subprocess.run([sys.executable, "-c", code, str(p)], capture_output=True, text=True,
                                              check=True, env=env, timeout=120).stdout) for p in paths}


def test_a_pages_text_does_not_depend_on_the_pages_before_it() -> None:
    chosen = [*PAGES[:3], *THREADS[:1]]
    alone = _alone(chosen)
    for target in chosen:  # every other fixture page first, then the target, in this one process
        for other in [*PAGES, *THREADS]:
            if other != target:
                extract(_html(other))
        assert extract(_html(target)).text == alone[target.name], target.name


def test_bench_refuses_another_trees_groundwire(tmp_path: Path) -> None:
    other = tmp_path / "src"
    shutil.copytree(ROOT / "src" / "groundwire", other / "groundwire", ignore=shutil.ignore_patterns("__pycache__"))
    code = (f"import sys\nsys.path.insert(0, {str(other)!r})\nimport groundwire.read.extract\n"
            f"sys.path.insert(0, {str(ROOT / 'bench')!r})\nimport bench_extract\n")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.returncode != 0
    assert "another tree's groundwire was imported first" in run.stderr


@pytest.mark.parametrize("module", ["bench_extract"])
def test_bench_runs_with_its_own_tree(module: str) -> None:
    code = f"import sys\nsys.path.insert(0, {str(ROOT / 'bench')!r})\nimport {module}\nprint({module}.extract.__module__)"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "groundwire.read.extract"
