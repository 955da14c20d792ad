"""Round 30 (time30): scripts/time_corpus_chrono.py reads chrono-node's jest tests as text (``--source chrono`` of
time_public_corpora). A few calls of their shape are written here; chrono-node itself is never needed."""

from __future__ import annotations

from datetime import date

import pytest

from script_modules import load_script

corpora = load_script("time_public_corpora")
chrono = load_script("time_corpus_chrono")

_EN = '''import * as chrono from "../../src";
import { testSingleCase, testUnexpectedResult, testWithExpectedDate } from "../test_util";

test("Test - Single Expression", function () {
    testSingleCase(chrono, "The Deadline is August 10", new Date(2012, 7, 10), (result) => {
        expect(result.text).toBe("August 10");
        expect(result.start.get("year")).toBe(2012);
        expect(result.start.get("month")).toBe(8);
        expect(result.start.get("day")).toBe(10);
    });
    testSingleCase(chrono, "10 - 22 August 2012", new Date(2012, 7, 10), (result) => {
        expect(result.start).toBeDate(new Date(2012, 8 - 1, 10, 12));
        expect(result.end).toBeDate(new Date(2012, 8 - 1, 22, 12));
    });
    const refDate = new Date(2012, 7, 10);
    testSingleCase(chrono, "5 months ago", refDate, (result) => {
        expect(result.start).toBeDate(new Date(2012, 3 - 1, 10));
    });
    testSingleCase(chrono, "at 6pm", new Date(2012, 7, 10), (result) => {
        expect(result.start.get("year")).toBe(2012);
        expect(result.start.get("month")).toBe(8);
        expect(result.start.get("day")).toBe(10);
    });
    testSingleCase(chrono, "next week", new Date(2012, 7, 10), (result) => {
        expect(result.start).toBeDate(new Date(2012, 7, 17));
    });
    testSingleCase(chrono, "Friday", new Date(2012, 7, 10), { forwardDate: true }, (result) => {
        expect(result.start).toBeDate(new Date(2012, 7, 17));
    });
    testSingleCase(chrono.fr, "mardi", new Date(2012, 7, 10), (result) => {
        expect(result.start).toBeDate(new Date(2012, 7, 14));
    });
    testSingleCase(chrono, "within 3 days", new Date(2012, 7, 10), (result) => {
        expect(result.start).toBeDate(new Date(2012, 7, 13));
    });
    testWithExpectedDate(chrono, "Sat Aug 17 2013", new Date(2013, 7, 17));
    testWithExpectedDate(chrono, "Sat Aug 17", new Date(2013, 7, 17));
    testUnexpectedResult(chrono, "15t", new Date(2012, 7, 10));
});
'''

_ZH = '''import * as chrono from "../../../src";
import { testSingleCase } from "../../test_util";

test("Test - Single Expression", function () {
    testSingleCase(chrono.zh.hans, "我明天要打游戏", new Date(2012, 7, 10, 12), (result) => {
        expect(result.text).toBe("明天");
        const resultDate = result.start.date();
        const expectDate = new Date(2012, 7, 11, 12);
        expect(expectDate.getTime()).toBeCloseTo(resultDate.getTime());
    });
    testSingleCase(chrono.zh.hans, "我明天要打游戏", new Date(2012, 7, 10, 1), (result) => {
        const resultDate = result.start.date();
        const expectDate = new Date(2012, 7, 10, 12);
        expect(expectDate.getTime()).toBeCloseTo(resultDate.getTime());
    });
    testSingleCase(chrono.zh.hans, "2星期前", new Date(2012, 7, 10, 12), (result) => {
        expect(result.start).toBeDate(new Date(2012, 6, 27, 12));
    });
});
'''


@pytest.fixture()
def chrono_dir(tmp_path):
    (tmp_path / "en").mkdir()
    (tmp_path / "zh" / "hans").mkdir(parents=True)
    (tmp_path / "en" / "en_sample.test.ts").write_text(_EN, encoding="utf-8")
    (tmp_path / "zh" / "hans" / "zh_hans_sample.test.ts").write_text(_ZH, encoding="utf-8")
    return tmp_path


def _load(path):
    return chrono.load_chrono([path], corpora.Row, corpora._day_month_order)


def test_chrono_rows_are_the_days_and_ranges_its_tests_expect(chrono_dir) -> None:
    rows, _, _ = _load(chrono_dir)
    got = {(r.text, r.found): (r.today, r.start, r.end, r.family, r.lang) for r in rows}
    d = date
    assert got == {
        ("The Deadline is August 10", "August 10"): (d(2012, 8, 10), d(2012, 8, 10), d(2012, 8, 10), "named", "en"),
        ("10 - 22 August 2012", None): (d(2012, 8, 10), d(2012, 8, 10), d(2012, 8, 22), "interval", "en"),
        # a month moved: chrono's day, ours the calendar month (dateparser's and arrow's readers do the same)
        ("5 months ago", None): (d(2012, 8, 10), d(2012, 3, 1), d(2012, 3, 31), "relative", "en"),
        # no reference (the machine clock): kept only when the year is written
        ("Sat Aug 17 2013", None): (chrono.CHRONO_NOCLOCK, d(2013, 8, 17), d(2013, 8, 17), "named", "en"),
        ("我明天要打游戏", "明天"): (d(2012, 8, 10), d(2012, 8, 11), d(2012, 8, 11), "relative", "zh"),
    }


def test_chrono_skips_what_is_no_calendar_day_of_ours_and_counts_it(chrono_dir) -> None:
    _, skipped, negatives = _load(chrono_dir)
    assert skipped == {
        "clock only (the reference's day)": 1,
        "week or weekend (a convention)": 2,
        "parser option (forwardDate ...)": 1,
        "other parser (custom, another locale)": 1,
        "within / past N (a window; chrono's is one moment)": 1,
        "no reference (machine clock) and no year written": 1,
        "tomorrow said after midnight (chrono: the same day)": 1,
    }
    assert negatives == [("15t", date(2012, 8, 10))]


def test_chrono_rows_split_by_the_text_and_found_part_and_score_in_place(chrono_dir) -> None:
    rows, _, _ = _load(chrono_dir)
    row = next(r for r in rows if r.found == "明天")
    assert row.split == "sha1" and row.held == corpora.Row("我明天要打游戏", row.today, row.start, row.end, "x", "y",
                                                          found="明天").held
    assert corpora.passes(row, corpora.resolve)


def test_js_dates_count_months_from_zero_and_read_names() -> None:
    assert chrono._js_date("new Date(2012, 8 - 1, 10, 12)") == date(2012, 8, 10)
    assert chrono._js_date('new Date("Tue Aug 13 2013")') == date(2013, 8, 13)
    assert chrono._js_date('new Date("Sun Nov 29 2020 13:24:13 GMT+0900 (JST)")') is None
    src = "const refDate = new Date(2016, 9, 1, 8);\n testSingleCase(chrono, 'x', refDate"
    assert chrono._js_date("refDate", src, len(src)) == date(2016, 10, 1)


def test_a_missing_chrono_folder_says_how_to_get_it(tmp_path) -> None:
    with pytest.raises(SystemExit, match="npm pack chrono-node@2.9.2"):
        _load(tmp_path)
