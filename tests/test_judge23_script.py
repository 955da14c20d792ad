"""scripts/judge23.py on tiny tables of its own (never the judge sets): counts per family, kind and wave, and no row's
text in what it prints."""

from __future__ import annotations

from pathlib import Path

import pytest
from script_modules import load_script

EN = """# a comment
range\tT\tfrom Mar 3 to Mar 9, 2027\t2027-03-03\t2027-03-09\t-\tv
none\tT\tzzqx plain words\t-\t-\t-\tv
# --- wave 2: second
numeric\tT\t2027-03-15\t2027-03-15\t2027-03-15\t-\tv
numeric\tT\t2027-03-16\t2027-01-01\t2027-01-01\t-\tv: a wrong expectation on purpose
"""
ZH = """# a comment
date\t2026-12-06\t明天\t2026-12-07\t2026-12-07\t\tv
# --- wave 2: second
negative\t2026-12-06\t一五一十地说\t-\t-\t\tv
"""
GATE = """# style\tlabel\tquestion
never\tno\tWho wrote the novel Middlemarch?
# --- wave 2: second
fast\tyes\tWhat is the bitcoin price right now?
zh_never\tno\t水的化学式是什么
"""


@pytest.fixture()
def judge(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    module = load_script("judge23")
    (tmp_path / "time_en.tsv").write_text(EN, encoding="utf-8")
    (tmp_path / "time_zh.tsv").write_text(ZH, encoding="utf-8")
    (tmp_path / "gate.tsv").write_text(GATE, encoding="utf-8")
    monkeypatch.setattr(module, "DATA", tmp_path)
    return module


def test_waves_follow_the_markers(judge, tmp_path: Path) -> None:
    assert judge.waves(tmp_path / "time_en.tsv") == [1, 1, 2, 2]
    assert judge.waves(tmp_path / "gate.tsv") == [1, 2, 2]


def test_counts_per_family_core_and_wave(judge) -> None:
    res = judge.measure()
    en = res["time_en"]
    assert en["all"][1] == 4 and en["core"][1] == 3 and en["wave 2 all"] == [1, 2]  # the wrong row fails
    assert en["family none"][1] == 1
    assert res["time_zh"]["all"][1] == 2 and res["time_zh"]["wave 2 all"][1] == 1
    gate = res["gate"]
    assert gate["all must-search"][1] == 1 and gate["all kept-local"][1] == 2
    assert gate["zh kept-local"][1] == 1 and gate["wave 1 kept-local"][1] == 1
    assert gate["kind fast"][1] == 1


def test_prints_totals_never_a_row(judge, capsys: pytest.CaptureFixture[str]) -> None:
    assert judge.main(["--no-guard"]) == 0
    out = capsys.readouterr().out
    texts = [line.split("\t")[i] for table, i in ((EN, 2), (ZH, 2), (GATE, 2)) for line in table.splitlines()
             if line and not line.startswith("#")]
    leaked = [t for t in texts if t in out]
    assert not leaked, f"{len(leaked)} row texts printed"
    assert "time_en  core" in out and "gate     all balanced" in out
