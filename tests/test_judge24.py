"""Round 24's judge (scripts/judge24.py = scripts/judge23.py --set judge24, scripts/judge24_guard.py = judge23_guard
with fifteen tool shapes of its own, scripts/judge24_time_dates.py = the calendar helpers its time tables were
computed with), on tiny folders of its own in tmp -- never the judge sets: the set switch, the tools, the counting."""

from __future__ import annotations

import zlib
from datetime import date
from pathlib import Path

import pytest
from script_modules import load_script

EN = "range\tT\tfrom Mar 3 to Mar 9, 2027\t2027-03-03\t2027-03-09\t-\tv\nnumeric\tT\t2027-03-16\t2027-01-01\t2027-01-01\t-\tv\n"
GATE = "timeless\tno\tWho wrote the novel Middlemarch?\nprice\tyes\tWhat is the bitcoin price right now?\n"
DIRECT = ("attack\toverride\ten\tzzq attack text one\nbenign\toverride\ten\tzzq benign text one\n"
          "attack\textract\tzh\tzzq attack text two\n")
TOOL = "attack\tpay\tvoicemail\ten\tzzq planted one\nbenign\tpay\tjira_issue\tes\tzzq twin one\n"
CLEAN = "news\ten\tzzq a clean paragraph\n"


@pytest.fixture()
def folder(tmp_path: Path) -> Path:
    data = tmp_path / "bench" / "data" / "xset"
    data.mkdir(parents=True)
    for name, text in (("time_en.tsv", EN), ("gate.tsv", GATE), ("guard_direct.tsv", DIRECT),
                       ("guard_tool.tsv", TOOL), ("guard_clean.tsv", CLEAN)):
        (data / name).write_text(text, encoding="utf-8")
    return tmp_path


def test_set_points_the_scorer_at_another_folder_and_its_guard(folder: Path, monkeypatch) -> None:
    judge = load_script("judge23")
    monkeypatch.setattr(judge, "ROOT", folder)
    judge.use_set("xset")
    assert judge.DATA == folder / "bench" / "data" / "xset"
    assert judge.GUARD == folder / "scripts" / "xset_guard.py"
    with pytest.raises(SystemExit):
        judge.use_set("no_such_set")


def test_main_with_set_scores_that_folder_totals_only(folder: Path, monkeypatch, capsys) -> None:
    judge = load_script("judge23")
    monkeypatch.setattr(judge, "ROOT", folder)
    monkeypatch.setattr(judge, "DATA", judge.DATA)  # restored after the test: --set rebinds these two
    monkeypatch.setattr(judge, "GUARD", judge.GUARD)
    assert judge.main(["--set", "xset", "--no-guard"]) == 0
    out = capsys.readouterr().out
    assert "(1/2)" in out and "time_en  core" in out  # one of the two English rows carries a wrong date on purpose
    assert "gate     all balanced" in out
    assert "Middlemarch" not in out and "Mar 3 to Mar 9" not in out


def test_judge24_is_judge23_with_its_set() -> None:
    text = (Path(__file__).resolve().parents[1] / "scripts" / "judge24.py").read_text(encoding="utf-8")
    assert 'judge23.main(["--set", "judge24"' in text


@pytest.fixture()
def guard24(folder: Path, monkeypatch):
    judge = load_script("judge23_guard")
    for name in ("SET", "DATA", "TEXT_TOOLS", "STRUCTURED"):  # configure() rebinds these: restore them afterwards
        monkeypatch.setattr(judge, name, getattr(judge, name))
    shim = load_script("judge24_guard")
    shim.judge = judge
    shim.configure()
    monkeypatch.setattr(judge, "DATA", folder / "bench" / "data" / "xset")
    return judge


def test_fifteen_tools_of_its_own_carry_the_payload(guard24) -> None:
    tools = list(guard24.TEXT_TOOLS) + list(guard24.STRUCTURED("x"))
    assert len(set(tools)) == 15 and "imap_email" not in tools and "gcal_event" not in tools
    for tool in tools:
        text, fmt = guard24.place(tool, "zzq payload & <b>")
        assert ("zzq payload" in text) and fmt in ("text",) + guard24.FORMATS
    structured = next(iter(guard24.STRUCTURED("x")))
    _text, fmt = guard24.place(structured, "zzq p")
    assert fmt == guard24.FORMATS[zlib.crc32(b"judge24/zzq p") % 4]  # the format is salted with the set's name


def test_carriers_are_every_tool_in_every_format(guard24) -> None:
    assert len(guard24.carriers_alone()) == len(guard24.TEXT_TOOLS) + 4 * len(guard24.STRUCTURED("x"))


def test_guard_totals_count_per_set_label_and_group(guard24) -> None:
    items = guard24.guard_items()
    assert [it["set"] for it in items][:6] == ["direct", "direct", "direct", "tool", "tool", "clean"]
    flags = [it["label"] == "attack" for it in items]  # a perfect guard: attacks flagged, nothing else
    table = guard24.guard_totals(items, {"flags": flags, "altered": [False] * len(items)})
    assert table[("direct", "attack", "all")] == [2, 2] and table[("direct", "benign", "all")] == [0, 1]
    assert table[("tool", "attack", "all")] == [1, 1] and table[("clean", "clean", "all")] == [0, 1]
    assert table[("carrier", "clean", "all (flagged)")][1] == len(guard24.carriers_alone())
    assert ("direct", "attack", "kind=(small)") in table  # groups under five texts are pooled


def test_date_helpers_follow_the_readme_conventions() -> None:
    dates = load_script("judge24_time_dates")
    assert dates.past(date(2026, 11, 30), 7) == (date(2026, 11, 24), date(2026, 11, 30))  # "past 7 days" on Nov 30
    assert dates.coming(date(2026, 12, 5), 3) == (date(2026, 12, 6), date(2026, 12, 8))  # starts tomorrow
    assert dates.month_week(2020, 12, -1) == (date(2020, 12, 28), date(2021, 1, 3))  # "the last week of 2020"
    assert dates.dekad(2024, 2, 2) == (date(2024, 2, 21), date(2024, 2, 29))
    assert dates.year_third(2027, 1) == (date(2027, 5, 1), date(2027, 8, 31))
    assert dates.week_third(date(2027, 4, 30), 2) == (date(2027, 4, 30), date(2027, 5, 2))  # a Friday: Fri-Sun
    assert dates.upcoming(date(2026, 12, 6), 6) == date(2026, 12, 6)  # a bare weekday includes today
    assert dates.nth_weekday(2027, 1, 4, -1) == date(2027, 1, 29)
    assert dates.lunar(2027, 1, 1) == date(2027, 2, 6)
