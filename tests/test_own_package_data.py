"""Every module reads its package data from the package it was imported as (round 26).

gate26 found that ``bench_gate.py --base`` imported the base tree under another name (``bench/_other_tree.py``) and
the base tree's learned gate read the running tree's model file: a "base" column that silently scored the new data.
The guard's detector, lexicons and word lists, the planner's glossary and the tool router's data were read the same
way (``resources.files("groundwire")``). This test fails when a module names the package literally again.
"""

from __future__ import annotations

import re
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src" / "groundwire"
_LITERAL_PACKAGE_RE = re.compile(r"""resources\.files\(\s*["']groundwire[."']""")


def test_no_module_reads_package_data_by_the_literal_package_name() -> None:
    offenders = [
        f"{path.relative_to(SRC)}:{n}"
        for path in sorted(SRC.rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if _LITERAL_PACKAGE_RE.search(line)
    ]
    assert offenders == [], offenders


def test_the_scan_sees_a_literal_name() -> None:
    assert _LITERAL_PACKAGE_RE.search('raw = resources.files("groundwire").joinpath("data/x.tsv")')
    assert _LITERAL_PACKAGE_RE.search("resources.files('groundwire.tools')")
    assert not _LITERAL_PACKAGE_RE.search("resources.files(__name__.partition('.')[0])")
