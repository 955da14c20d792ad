"""Round 26 (time26): scripts/time_public_corpora.py maps ctparse's expected values onto our one-range output and
skips what does not map. A small corpus file of its own shape is written here; ctparse itself is never needed."""

from __future__ import annotations

from datetime import date

import pytest

from script_modules import load_script

corpora = load_script("time_public_corpora")

_CORPUS = '''corpus = [  # pragma: no cover
    ("Time[]{2018-05-08 X:X (X/X)}", "2018-03-07T12:43", ["May 8th", "8. Mai 2018"]),
    ("Time[]{2016-05-27 14:00 (X/X)}", "2016-05-24T04:39", ["Fri 5/27 2:00pm"]),
    ("Time[]{2018-06-X X:X (X/X)}", "2022-07-07T12:43", ["June 2018"]),
    ("Time[]{2019-X-X X:X (X/X)}", "2018-03-07T12:43", ["2019"]),
    ("Interval[]{2018-08-05 X:X (X/X) - 2018-08-16 X:X (X/X)}", "2018-03-07T12:43", ["Aug 5 - 16"]),
    ("Interval[]{None - 2018-03-08 X:X (X/noon)}", "2018-03-07T12:43", ["before noon"]),
    ("Time[]{X-X-X 16:30 (X/X)}", "2018-03-07T12:43", ["at 4:30 in the afternoon"]),
    ("Time[]{X-01-X X:X (X/X)}", "2018-03-07T12:43", ["Jan."]),
    ("Time[]{2018-03-07 X:X (X/evening)}", "2018-03-07T12:43", ["late"]),
    ("Duration[]{30 minutes}", "2018-03-07T12:43", ["30 minutes"]),
]
'''


@pytest.fixture()
def corpus_dir(tmp_path):
    (tmp_path / "time").mkdir()
    (tmp_path / "time" / "corpus.py").write_text(_CORPUS + "raise SystemExit('never run')\n", encoding="utf-8")
    return tmp_path


def test_values_that_map_onto_one_range_are_kept_with_their_family(corpus_dir) -> None:
    rows, _ = corpora.load([corpus_dir])
    got = {r.text: (r.today, r.start, r.end, r.family) for r in rows}
    assert got == {
        "May 8th": (date(2018, 3, 7), date(2018, 5, 8), date(2018, 5, 8), "named"),
        "Fri 5/27 2:00pm": (date(2016, 5, 24), date(2016, 5, 27), date(2016, 5, 27), "numeric"),
        "June 2018": (date(2022, 7, 7), date(2018, 6, 1), date(2018, 6, 30), "named"),
        "2019": (date(2018, 3, 7), date(2019, 1, 1), date(2019, 12, 31), "relative"),
        "Aug 5 - 16": (date(2018, 3, 7), date(2018, 8, 5), date(2018, 8, 16), "interval"),
    }


def test_german_latent_open_clock_only_and_durations_are_skipped_and_counted(corpus_dir) -> None:
    _, skipped = corpora.load([corpus_dir])
    assert skipped == {"German": 1, "open interval": 1, "latent": 2, "part of day only": 1, "duration": 1}


def test_a_missing_corpus_says_so(tmp_path) -> None:
    with pytest.raises(SystemExit, match="pip download"):
        corpora.load([tmp_path])
    with pytest.raises(SystemExit, match="pip download"):  # a path that is not there: the same message, no traceback
        corpora.load([tmp_path / "not-there"])


def test_the_held_half_is_fixed_by_the_text_alone() -> None:
    a = corpora.Row("May 8th", date(2018, 3, 7), date(2018, 5, 8), date(2018, 5, 8), "named", "corpus")
    b = corpora.Row("May 8th", date(2020, 1, 1), date(2020, 5, 8), date(2020, 5, 8), "named", "auto_corpus")
    assert a.held == b.held
