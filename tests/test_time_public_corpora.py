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


# Round 27 (time27): --source dateparser. Small test files of dateparser's own shapes, written here; dateparser
# itself is never needed and the files are never run.
_DP_SEARCH = '''raise SystemExit("never run")
CASES = [
    param("en", "It opened on 5 June 2019 and closed today.",
          [("5 June 2019", datetime.datetime(2019, 6, 5, 0, 0)), ("today", datetime.datetime(2000, 1, 1))],
          settings={"RELATIVE_BASE": datetime.datetime(2000, 1, 1)}),
    param("en", "July 13th", [("July 13th", datetime.datetime(2000, 7, 13))]),
    param("en", "June 12-14, 2021", [("June 12-14, 2021", datetime.datetime(2021, 6, 12))]),
    param("fr", "le 5 juin 2019", [("5 juin 2019", datetime.datetime(2019, 6, 5))]),
    param(text="时间是2021年02月04日", languages=["zh-Hant"],
          expected=[("2021年02月04日", datetime.datetime(2021, 2, 4, 17, 17))]),
]
'''
_DP_FRESHNESS = '''raise SystemExit("never run")
CASES = [
    # English dates
    param("yesterday", ago={"days": 1}, period="day"),
    param("2 months ago", ago={"months": 2}, period="month"),
    param("in 1 year", in_future={"years": 1}, period="year"),
    param("2 hours ago", ago={"hours": 2}, period="time"),
    param("1 week ago", ago={"weeks": 1}, period="week"),
    param("1 year 2 months", ago={"years": 1, "months": 2}, period="month"),
    # French dates
    param("hier", ago={"days": 1}, period="day"),
    # zh-Hans
    param("大后天", in_future={"days": 3}, period="day"),
]
'''


@pytest.fixture()
def dateparser_dir(tmp_path):
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_search.py").write_text(_DP_SEARCH, encoding="utf-8")
    (tmp_path / "tests" / "test_freshness_date_parser.py").write_text(_DP_FRESHNESS, encoding="utf-8")
    return tmp_path


def test_dateparser_rows_keep_written_days_and_day_month_year_moves(dateparser_dir) -> None:
    rows, _ = corpora.load_dateparser([dateparser_dir])
    got = {(r.text, r.found): (r.lang, r.today, r.start, r.end, r.family) for r in rows}
    now = date(2014, 9, 1)
    assert got == {
        ("It opened on 5 June 2019 and closed today.", "5 June 2019"):
            ("en", date(2000, 1, 1), date(2019, 6, 5), date(2019, 6, 5), "named"),
        ("It opened on 5 June 2019 and closed today.", "today"):
            ("en", date(2000, 1, 1), date(2000, 1, 1), date(2000, 1, 1), "relative"),
        ("时间是2021年02月04日", "2021年02月04日"): ("zh", now, date(2021, 2, 4), date(2021, 2, 4), "named"),
        ("yesterday", None): ("en", now, date(2014, 8, 31), date(2014, 8, 31), "relative"),
        ("2 months ago", None): ("en", now, date(2014, 7, 1), date(2014, 7, 31), "relative"),
        ("in 1 year", None): ("en", now, date(2015, 1, 1), date(2015, 12, 31), "relative"),
        ("大后天", None): ("zh", now, date(2014, 9, 4), date(2014, 9, 4), "relative"),
    }


def test_dateparser_rows_it_cannot_map_are_skipped_and_counted(dateparser_dir) -> None:
    _, skipped = corpora.load_dateparser([dateparser_dir])
    assert skipped == {"year not written": 1, "day range found as its first day": 1, "clock units": 1,
                       "week period": 1, "bare duration": 1, "other language": 1}


def test_a_search_row_is_scored_where_its_date_was_found() -> None:
    text = "Due 5 June 2019, paid 7 June 2019"
    row = corpora.Row(text, date(2020, 1, 1), date(2019, 6, 7), date(2019, 6, 7), "named", "s", "en", "7 June 2019")
    assert corpora.passes(row, corpora.resolve)  # two spans in the text: the one at the found place counts
    wrong_place = corpora.Row(text, date(2020, 1, 1), date(2019, 6, 7), date(2019, 6, 7), "named", "s", "en",
                              "5 June 2019")
    assert not corpora.passes(wrong_place, corpora.resolve)


def test_a_missing_dateparser_folder_says_so(tmp_path) -> None:
    with pytest.raises(SystemExit, match="pip download"):
        corpora.load_dateparser([tmp_path])


# Round 27 (time27): --source timefhuman, a small eval/short.py of its shape written here (never run).
_TFH = '''raise SystemExit("never run")
DEFAULT_CASES = [
    ("5p", [datetime.datetime(2018, 8, 4, 17, 0)]),
    ("July 2019", [datetime.datetime(2019, 7, 1, 0, 0)]),
    ("3 p.m. today", [datetime.datetime(2018, 8, 4, 15, 0)]),
    ("July 17-18", [(datetime.datetime(2018, 7, 17), datetime.datetime(2018, 7, 18))]),
    ("July 4th or 5th at 3PM", [[datetime.datetime(2018, 7, 4, 15, 0), datetime.datetime(2018, 7, 5, 15, 0)]]),
]
NO_INFERENCE_CASES = [
    ("30 mins", [datetime.timedelta(minutes=30)]),
    ("3 p.m. today", [datetime.datetime(2018, 8, 4, 15, 0)]),
    ("70Y", []),
]
CUSTOM_CONFIG_CASES = [({"infer_datetimes": True}, "1p", [datetime.datetime(2018, 8, 5, 13, 0)])]
MATCHED_TEXT_CASES = [
    ("foo 11:00 a.m., Pacific Time, January 13, 2016 bar",
     [("11:00 a.m., Pacific Time, January 13, 2016", (4, 46), localized_datetime("US/Pacific", 2016, 1, 13, 11, 0))]),
    ("salmon for 9 amnesty tickets", []),
]
'''


def test_timefhuman_rows_are_the_written_days_and_all_are_held(tmp_path) -> None:
    (tmp_path / "eval").mkdir()
    (tmp_path / "eval" / "short.py").write_text(_TFH, encoding="utf-8")
    rows, skipped, negatives = corpora.load_timefhuman([tmp_path])
    got = {(r.text, r.found): (r.start, r.end, r.family) for r in rows}
    assert got == {
        ("3 p.m. today", None): (date(2018, 8, 4), date(2018, 8, 4), "relative"),
        ("July 17-18", None): (date(2018, 7, 17), date(2018, 7, 18), "interval"),
        ("foo 11:00 a.m., Pacific Time, January 13, 2016 bar", "11:00 a.m., Pacific Time, January 13, 2016"):
            (date(2016, 1, 13), date(2016, 1, 13), "named"),
    }
    assert all(r.held for r in rows)  # the whole source is the never-tuned check
    assert skipped == {"clock or units only": 2, "choices": 1, "clock time or duration": 1}
    assert negatives == ["70Y", "salmon for 9 amnesty tickets"]


def test_a_missing_timefhuman_file_says_where_it_comes_from(tmp_path) -> None:
    with pytest.raises(SystemExit, match="alvinwan/timefhuman"):
        corpora.load_timefhuman([tmp_path])
