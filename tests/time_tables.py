"""Shared by the table-driven time tests: read a time table (TSV: family, today, text, start, end, expected span
text; "-" for no span) and check one row against ``resolve``."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from groundwire.decide.timeframe import resolve

_EDGE = " \t,.;:!?，。；：！？、"

Row = tuple[str, date, str, date | None, date | None, str]


def read_rows(table: Path) -> list[Row]:
    out = []
    for line in table.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        f = line.split("\t")
        start = None if f[3] == "-" else date.fromisoformat(f[3])
        end = None if f[4] == "-" else date.fromisoformat(f[4])
        out.append((f[0], date.fromisoformat(f[1]), f[2], start, end, f[5] if len(f) > 5 and f[5] else f[2]))
    return out


def check_row(today: date, text: str, start: date | None, end: date | None, span: str) -> None:
    """One span with these dates and this text (edge punctuation aside), or none when the row has no start."""
    got = [(s.text, s.start, s.end) for s in resolve(text, today).spans]
    if start is None:
        assert got == []
        return
    assert len(got) == 1, got
    assert (got[0][0].strip(_EDGE), got[0][1], got[0][2]) == (span.strip(_EDGE), start, end)


def row_param(row: Row, known_misses: Mapping[str, str]) -> Any:
    """A table row as a test case; a row named in ``known_misses`` (by its text) is a strict xfail with that reason."""
    why = known_misses.get(row[2])
    marks = [pytest.mark.xfail(strict=True, reason=why)] if why else []
    return pytest.param(*row, id=f"{row[0]}:{row[2]}@{row[1]}", marks=marks)


def one_span(text: str, today: date) -> tuple[str, date, date]:
    """The one span ``resolve`` finds in ``text`` (text, start, end); fails the test when there is not exactly one."""
    (s,) = resolve(text, today).spans
    return s.text, s.start, s.end


def table_voices(table: Path) -> set[str]:
    """The voices a table's rows are written in (column 7, ``voice:detail``)."""
    out = set()
    for line in table.read_text(encoding="utf-8").splitlines():
        f = line.split("\t")
        if not line.startswith("#") and len(f) > 6:
            out.add(f[6].split(":")[0])
    return out


def half(text: str) -> str:
    """"fit" or "held": the half of a split table a row falls in, by a hash of its text (stable across runs and
    machines, unlike ``hash``); rules may be written for the fit half only, the held half is only scored."""
    return "held" if hashlib.sha256(text.encode("utf-8")).digest()[0] % 2 else "fit"


_LOOSE_EDGE = " ,.?!"
_LEAD = re.compile(r"^(?:in|on|at|during|for|from|of|over|as of)\s+")


def coded_fit_params(table: Path, todays: Mapping[str, date], known_misses: Mapping[str, str] | None = None) -> list:
    """The fit half (by :func:`half`) of a table whose rows name their today by a code (family, code, text, start,
    end, expected span; "-" for none) as test cases ``(today, text, start, end, span)``; a row named in
    ``known_misses`` is a strict xfail with that reason."""
    out = []
    for line in table.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        family, code, text, start, end, span, *_ = line.split("\t") + [""]
        if half(text) != "fit":
            continue
        why = (known_misses or {}).get(text)
        out.append(pytest.param(todays[code], text, None if start == "-" else date.fromisoformat(start),
                                None if end == "-" else date.fromisoformat(end), text if span in ("-", "") else span,
                                id=f"{family}:{text}", marks=[pytest.mark.xfail(strict=True, reason=why)] if why else []))
    return out


def check_row_loosely(today: date, text: str, start: date | None, end: date | None, span: str) -> None:
    """:func:`check_row` as the English benches score: case and one leading preposition aside."""
    got = [(s.text, s.start, s.end) for s in resolve(text, today).spans]
    if start is None:
        assert got == []
        return
    assert len(got) == 1, got
    found, s, e = got[0]
    a, b = found.strip(_LOOSE_EDGE).lower(), span.strip(_LOOSE_EDGE).lower()
    assert a == b or _LEAD.sub("", a) == b or a == _LEAD.sub("", b)
    assert (s, e) == (start, end)


def fit_share(table: Path) -> float:
    """The share of a coded table's rows (text in the third column) that the hash puts in the fit half: a broken split
    would make the held figure meaningless."""
    texts = [line.split("\t")[2] for line in table.read_text(encoding="utf-8").splitlines()
             if line.strip() and not line.startswith("#")]
    return sum(half(t) == "fit" for t in texts) / len(texts)


def span_triples(text: str, today: str) -> list[tuple[str, str, str]]:
    """Every span of ``text`` on the ISO day ``today`` as (text, start, end) strings."""
    return [(s.text, str(s.start), str(s.end)) for s in resolve(text, date.fromisoformat(today)).spans]
