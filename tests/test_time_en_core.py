"""The English core table (tests/data/time_en_core.tsv, written for this project to stand in for an unseen spec
suite, and time_en_blind.tsv): every row resolves to its one expected span, or to none for an impossible date, and the rewritten text
reads naturally: no year written twice, no relative word left beside its absolute date."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

import pytest

from groundwire.decide.timeframe import resolve

DATA = Path(__file__).parent / "data"
TODAYS = {"T": date(2026, 12, 1), "L": date(2024, 2, 29), "S": date(2025, 8, 31), "Y": date(2026, 12, 31),
          "W": date(2027, 1, 1), "M": date(2025, 3, 10)}
_OUTER = " ,.?!"
_LEAD = re.compile(r"^(?:in|on|at|during|for|by|from|of)\s+")


def _rows(name: str) -> list[tuple[str, date, str, date | None, date | None]]:
    out = []
    for line in (DATA / name).read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            family, today, text, start, end = line.split("\t")
            out.append((family, TODAYS[today], text, None if start == "-" else date.fromisoformat(start),
                        None if end == "-" else date.fromisoformat(end)))
    return out


CORE = _rows("time_en_core.tsv")
# the blind tables: round 4's written after its rules, round 5's (other parsers' test styles) before its rules;
# each measured once before any fix. Rows still missed stay in view as strict expected failures (round 5's "a year
# from today", the day, passes since round 25 settled "N years from today" as the day).
_STILL_MISSED: dict[tuple[str, str], str] = {}
ROWS = CORE + _rows("time_en_blind.tsv") + [
    pytest.param(*r, marks=pytest.mark.xfail(strict=True, reason=_STILL_MISSED[(r[0], r[2])]))
    if (r[0], r[2]) in _STILL_MISSED else r for r in _rows("time_en_blind2.tsv")]


def _id(r) -> str:
    r = r.values if hasattr(r, "values") else r
    return f"{r[0]}:{r[2]}@{r[1]}"


def test_the_table_covers_every_core_family_with_many_rows() -> None:
    families = {r[0] for r in CORE}
    assert {"range", "composition", "numeric", "part", "window", "impossible", "open", "now", "question"} <= families
    assert len(CORE) >= 150


@pytest.mark.parametrize("family, today, text, start, end", ROWS, ids=[_id(r) for r in ROWS])
def test_core_row(family: str, today: date, text: str, start: date | None, end: date | None) -> None:
    spans = resolve(text, today).spans
    if start is None:
        assert spans == ()
        return
    assert len(spans) == 1, spans
    found, whole = spans[0].text.strip(_OUTER).lower(), text.strip(_OUTER).lower()
    if family != "question":
        assert found in (whole, _LEAD.sub("", whole))
    assert (spans[0].start, spans[0].end) == (start, end)


_TWICE = re.compile(r"\b((?:19|20)\d{2})\b[ ,]+\1\b")
_LEFT_OVER = re.compile(r"\b(?:next|last|this)\s+(?:year|month)\b[^.?!]*\b(?:19|20)\d{2}\b|\b(?:19|20)\d{2}\b,?\s+"
                        r"(?:next|last|this)\s+(?:year|month)\b", re.IGNORECASE)


@pytest.mark.parametrize("family, today, text, start, end", [r.values if hasattr(r, "values") else r for r in ROWS],
                         ids=[_id(r) for r in ROWS])
def test_core_row_rewrites_naturally(family: str, today: date, text: str, start: date | None, end: date | None) -> None:
    rewritten = resolve(text, today).rewritten
    assert not _TWICE.search(rewritten), rewritten
    assert not _LEFT_OVER.search(rewritten), rewritten
    assert "'s " not in rewritten or "'s" in text


@pytest.mark.parametrize("text", ["Who is currently the CEO of Twitter?", "bitcoin price right now", "at the moment"])
def test_present_words_name_today_but_narrow_nothing(text: str) -> None:
    grounding = resolve(text, TODAYS["T"])
    assert [(s.start, s.end, s.kind) for s in grounding.spans] == [(TODAYS["T"], TODAYS["T"], "now")]
    assert grounding.time_range is None and grounding.freshness is None
    assert grounding.rewritten == text


def test_present_words_beside_a_date_leave_its_range() -> None:
    grounding = resolve("who is currently leading the 2024 standings", TODAYS["T"])
    assert grounding.time_range is not None
    assert (grounding.time_range.start, grounding.time_range.end) == (date(2024, 1, 1), date(2024, 12, 31))
