"""Chinese core time expressions (our own table, tests/data/time_zh_core.tsv): exact per family, and resolve p50.

A row passes when ``resolve`` returns exactly one span whose text is the expected one (the whole text, or the
named part of a longer question) and whose inclusive dates are the expected ones; an impossible date passes when
no span is returned at all. The table was written before the rules it measures were changed (issue 8, round 4).

``--table blind`` scores round 5's blind table (tests/data/time_zh_blind.tsv: Traditional/Taiwan/HK, news, spoken,
numeric, weeks, holidays, era/干支, 农历, impossible dates and non-time numbers), written before that round's rules.
``--table blind2`` scores round 6's table of sentences (tests/data/time_zh_blind2.tsv: the expression inside a
sentence, its span text checked, with distractors beside it), written in waves before that round's rules.
``--table blind3`` scores round 7's table (tests/data/time_zh_blind3.tsv: sentences in voices not used before —
Recognizers-Text periods / sets / durations / holidays, notices, finance, shops and parcels, weather, lunar dates in
words, dotted and compact dates, Traditional and Cantonese), written in two waves before that round's rules.
``--table blind4`` scores round 8's table (tests/data/time_zh_blind4.tsv: public spec-suite voices — a month's Nth
week, whole units before / after this one, written-out years, leap lunar months, solar terms, era years, Traditional
and colloquial words, impossible dates, look-alikes), written in waves before that round's rules.

``--table blind6`` scores round 10's table (tests/data/time_zh_blind6.tsv: TimeNLP / JioNLP-style phrases, news
datelines, work reports, company announcements, fund factsheets, assistant reminders, shops, the almanac, classical
era years, bullet comments, match schedules, cheques, court notices, decoys, leap-day edges), written in seven waves,
each before that wave's rules.
``--table blind7`` scores round 11's table (tests/data/time_zh_blind7.tsv: social posts, notices and regulations,
forecasts, trains and flights, exams, sales, earnings, sports seasons, Taiwan / Hong Kong, spoken Chinese, classical
look-alikes, non-time numbers, impossible dates), written before that round's rules and split by sha1(text) into a
fit half (``--half fit``, read while writing rules) and a held half (``--half held``, scored only: misses never shown).
``--table blind8`` scores round 12's table (tests/data/time_zh_blind8.tsv: Cantonese and Traditional Mandarin in
chrono-node's shapes, Singapore / Malaysia 华语, judgments and contracts in Chinese numerals, news datelines, 民国 years,
exchange notices, clock forms, ranges, mixed scripts, look-alikes, edge todays), split the same way.
``--table blind8b`` scores its second wave (tests/data/time_zh_blind8_held2.tsv: Hong Kong press releases, Cantonese
and Taiwanese chat, Malaysian papers, court hearings, insurance, exchange notices, clocks, ranges, look-alikes),
written after round 12's rules and held through round 12; read from round 12b on (tuned on): ``--read`` prints its
misses.
``--table blind8c`` scores a third wave (tests/data/time_zh_blind8_held3.tsv, 174 rows: WeChat chat, parcel and
takeaway notices, hospital booking, school calendars, court hearings, job ads, fund values, weather warnings, lunar
birthdays, solar terms, livestreams, flights, trains, Taiwan documents, Macau, Malaysian press, poetry and number
look-alikes, 除夕 / leap day / year end), written before round 12b's changes and held through round 12b; read from
round 13 on (tuned on): ``--read`` prints its misses.
``--table blind8d`` scores a fourth wave (tests/data/time_zh_blind8_held4.tsv, 161 rows: tender and government
notices, exam schedules, train and flight changes, shareholder meetings, weather warnings, holiday arrangements,
小红书 / 抖音 posts, insurance periods, rent contracts, history, Hong Kong / Macau / Taiwan forms, Cantonese, a Saturday,
Jan 1, a year end, a leap day, a 闰五月 day, 26 look-alikes), written before round 13's changes and held entirely:
misses never printed.
``--table spec14`` scores round 14's wave in the SHAPES of public parser suites (tests/data/time_zh_spec14_held.tsv:
JioNLP / TimeNLP / Duckling-zh / cn2an-style bare fragments — 大后天, 前天晚上, 下周三下午三点, 两周后, dates in every
script and spacing, ranges with mixed forms, parts, windows, festivals, 清明 / 冬至, 农历 dates, impossible dates,
look-alikes; a Saturday, a Sunday, Dec 31, Jan 1 in ISO week 53, a leap day), written before any change of round 14
and held entirely: misses never printed. ``--table spec14fit`` scores a smaller fit table in the same shapes
(tests/data/time_zh_spec14_fit.tsv), written after the held wave's first run, read and tuned on.
``--table wave16`` scores round 16's table in voices no table used (tests/data/time_zh_wave16.tsv: 政府公文 and 统计公报,
财报, 招聘 / 报名通知, 微博 / 小红书, 台湾 / 香港, 年号 and 干支, 农历 with 闰月, 节气, numeric forms, spoken ranges, windows, chat
questions, 春节前后, year end, a leap day, impossible dates, look-alikes), written before round 16's rules and split by
sha1(text) like blind7: ``--half fit`` is read and tuned on, the held half's misses are never printed.
``--table review16c`` scores round 16's review probes (tests/data/time_zh_review16c.tsv: look-alikes and other wordings
beside each rule time-zh16 added — 一下下, 节气 / 日, 跨年夜, 载, 2008.03-2009, listed days, 周六日, 往后, 2026上半年,
三季度以来, 本季末, 小长假), written before any run and halved the same way.
``--table review17b`` scores round 17's review probes (tests/data/time_zh_review17b.tsv: false spans and other wordings
beside each rule time-zh17 added — 卅年, 开学当天, 1月15号之前的订单已发货, FY2026B型, 早点铺, 列车晚点, 先天后天, 五月天,
八月长安, 三到五号线, 618路, 推出年度 — and 以前 deadlines, 展览时间：, 截止发稿时, 12月24、25日), written before any run and
halved the same way.
``--table wave18`` scores round 18's table (tests/data/time_zh_wave18.tsv, 277 rows: ~60 % bare core expressions as a
parser library's test writer lists them — ranges, compositions of two families, numeric forms in every script, parts,
windows, 农历 with 闰五月, festivals, era years, impossible dates — and ~40 % sentences in voices no table used: 裁判文书,
病历, 招投标公告, 游戏更新公告, 播客简介, 租房帖, 航班改签短信, 体育解说, 微信群通知, 东南亚华文报, with 22 look-alikes), written
before any change of round 18 and halved the same way.
``--table wave19`` scores round 19's table (tests/data/time_zh_wave19.tsv, 269 rows: core rows as a calendar app's quick
add, a parser library's test writer, 港澳台, 财报 and 公文 would write them — ranges, compositions, numeric forms, parts,
windows, 农历 with 闰三月, festivals and solar terms, era years and 干支, impossible dates — and sentences in voices no table
used: 医院预约短信, 快递通知, 学校放假通知, 银行还款提醒, 法院传票, 招聘JD, 旅游攻略, 豆瓣影评, 游戏活动公告, with look-alikes),
written before any change of round 19 and halved the same way.
``--table wave20`` scores round 20's table (tests/data/time_zh_wave20.tsv, 268 rows: ~80 % core rows as other parser
libraries' unit tests, annotation examples, 语音助手 ASR logs in 汉字 numbers, search-box queries, 全角 / 半角 mixes and
繁體 / 粤语 would write them, and sentences in voices no table used: 电商大促规则, 航班改签通知, 考试报名简章, 租房合同,
体检预约, 物业通知, 基金公告, 小红书笔记, with 40 look-alikes; todays on a Sunday, Dec 31, Jan 1, a leap day, 除夕, 正月初三 and in
闰六月), written before any change of round 20 and halved the same way.
``--table review20zh`` scores round 20's review probes (tests/data/time_zh_review20.tsv, review20t: look-alikes beside
each rule time-zh20 added — 五月花酒店五月一日开业, 下礼拜天, 每周二次, 粤府函（2028）45号, 期限30天内, 11月20日起开始咳嗽, 初三的
数学课 — and other wordings the rules should catch), written before any change and halved the same way.
``--table wave21`` scores round 21's table (tests/data/time_zh_wave21.tsv, 308 rows: ~65 % core rows as other hands write
them — 台湾 / 香港 / 新马 usage (下禮拜三, 月頭, 月尾, 年頭, 民國一百二十七年, 127/03/15), 公文 and 法律文书, 财报 / 基金, 学期 / 教务, 弹幕 /
微博 slang and typos, ASR in 汉字 numbers, bare shapes on edge todays — and sentences in voices no table used: 医院排班, 火车票
预售期, 快递时效, 签证有效期, 装修工期, 农事历, 赛事赛程, 演唱会开票, with look-alikes such as 七一路, 三八线, 五四运动; todays on a
Sunday, Dec 31, Jan 1, a leap day, 除夕, 正月初六, in 闰五月 and on a month's last day), written before any change of round 21
and halved the same way.
``--table review21zh`` scores round 21's review probes (tests/data/time_zh_review21.tsv, 41 rows: look-alikes beside each
rule time-zh21 added — 5号前门, 8号前台, 12日前往, 售价2038元春节特惠, 周天天气, 1月5号回家后一直咳嗽, 手术于1月10日顺利完成,
晚自修, 2037年报税, 三伏贴, 这月15万 — written after the last fix and before any run, halved the same way).

Run: python bench/bench_time_zh_core.py [--table core|blind|…|blind8d] [--wave N] [--half fit|held] [--show N]
     [--family F] [--base OTHER/src]
"""

from __future__ import annotations

import argparse
import hashlib
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from groundwire.decide.timeframe import resolve

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"
TABLE = DATA / "time_zh_core.tsv"
TABLES = {"core": TABLE, "blind": DATA / "time_zh_blind.tsv",  # blind: round 5's table, written before its rules
          "blind2": DATA / "time_zh_blind2.tsv",  # round 6: sentences with the expression inside, before its rules
          "blind3": DATA / "time_zh_blind3.tsv",  # round 7: sentences in new voices (notices, finance, shops, lunar)
          "blind4": DATA / "time_zh_blind4.tsv",  # round 8: spec-suite voices (month weeks, units, years, lunar)
          "blind5": DATA / "time_zh_blind5.tsv",  # round 9: new voices (contracts, notices, itineraries, history)
          "blind6": DATA / "time_zh_blind6.tsv",  # round 10: new voices (datelines, reports, funds, almanac, eras)
          "blind7": DATA / "time_zh_blind7.tsv",  # round 11: new voices (posts, notices, forecasts, exams, earnings)
          "blind8": DATA / "time_zh_blind8.tsv",  # round 12: Cantonese, zh-Hant, 华语, judgments, datelines, 民国, clocks
          "blind8b": DATA / "time_zh_blind8_held2.tsv",  # round 12's second wave, held entirely (written after its rules)
          "blind8c": DATA / "time_zh_blind8_held3.tsv",  # round 12b's third wave (new voices, edge todays), read from 13
          "blind8d": DATA / "time_zh_blind8_held4.tsv",  # round 13's fourth wave, held entirely (new voices, edge todays)
          "spec14": DATA / "time_zh_spec14_held.tsv",  # round 14: public parser suites' shapes, held entirely
          "spec14fit": DATA / "time_zh_spec14_fit.tsv",  # round 14: a fit table in the same shapes, read and tuned on
          "wave16": DATA / "time_zh_wave16.tsv",  # round 16: voices no table used (公文, 财报, 通知, 微博, 台港, 纪年, 节气), halved
          "review16c": DATA / "time_zh_review16c.tsv",  # round 16 review: probes beside time-zh16's rules, halved
          "wave17": DATA / "time_zh_wave17.tsv",  # round 17: voices no table used (新闻导语, 合同, 学期, 财年, 出行, 直播, 粤语), halved
          "wave17b": DATA / "time_zh_wave17_held2.tsv",  # round 17's second wave, written after its rules, held entirely
          "review17b": DATA / "time_zh_review17b.tsv",  # round 17 review: probes beside time-zh17's rules (false spans first), halved
          "wave18": DATA / "time_zh_wave18.tsv",  # round 18: parser-suite shapes + voices no table used (裁判文书, 病历, 招投标, 游戏公告, 播客, 租房, 航班短信, 解说, 群通知, 南洋), halved
          "wave19": DATA / "time_zh_wave19.tsv",  # round 19: app quick add, parser tests, 港澳台, 财报, 公文 + voices no table used (医院, 快递, 学校, 银行, 法院, 招聘, 旅游, 影评, 游戏), halved
          "wave20": DATA / "time_zh_wave20.tsv",  # round 20: parser unit tests, ASR, search box, 全角, 繁粤 + voices no table used (电商, 航班, 考试, 租房, 体检, 物业, 基金, 小红书), halved
          "wave17c": DATA / "time_zh_wave17c.tsv",  # round 17b: voices no table used (天气预报, 节目单, 家长通知, 赛程, 短信, 政务, 口语, 港台), halved
          "review20zh": DATA / "time_zh_review20.tsv",  # round 20 review (review20t): probes beside time-zh20's rules, halved
          "wave21": DATA / "time_zh_wave21.tsv",
          "review21zh": DATA / "time_zh_review21.tsv"}  # round 21 review: look-alikes beside time-zh21's rules, written before any run, halved  # round 21: 台港新马, 公文, 财报, 教务, 弹幕, ASR, edge todays + voices no table used (排班, 车票, 快递, 签证, 装修, 农事, 赛程, 开票), halved
CORE = {"period", "range", "composition", "part", "window", "numeric", "lunar", "calendar", "holiday", "impossible",
        "void", "absolute", "date"}
HALVED = {"blind7", "blind8", "wave16", "review16c", "wave17", "review17b", "wave17c", "wave18", "wave19", "wave20", "review20zh", "wave21", "review21zh"}  # tables split by hash: the held half's misses are never printed
HELD = {"blind8b", "blind8c", "blind8d", "spec14", "wave17b"}  # tables held entirely: no miss is printed without --read
READ = {"blind8b", "blind8c", "blind8d", "spec14", "wave17b"}  # held tables read since (blind8b from round 12b, blind8c from 13, blind8d from 14, spec14 / wave17b from 18): --read prints misses
SPENT = {"wave16", "review16c", "wave17", "review17b", "wave17c", "wave18", "wave19", "blind7", "blind8", "wave20", "review20zh"}  # halved tables whose held half is spent (first run recorded; wave16 / review16c read from round 17, wave17 / review17b from round 17b, wave17c from round 18, wave18 from round 19, wave19 / blind7 / blind8 from round 20, wave20 / review20zh from round 21): --read prints its misses
_EDGE = " \t,.;:!?，。；：！？、"


@dataclass(frozen=True)
class Row:
    family: str
    today: date
    text: str
    start: date | None
    end: date | None
    span: str
    voice: str = ""
    wave: int = 1


def load(path: Path = TABLE) -> list[Row]:
    rows = []
    wave = 1
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# --- wave"):
            wave = int(line.split()[3].rstrip(":"))
        if not line.strip() or line.startswith("#"):
            continue
        f = line.split("\t")
        fam, today, text, start, end = f[:5]
        span = f[5] if len(f) > 5 and f[5] else text
        voice = f[6].split(":")[0] if len(f) > 6 else ""
        rows.append(Row(fam, date.fromisoformat(today), text, None if start == "-" else date.fromisoformat(start),
                        None if end == "-" else date.fromisoformat(end), span, voice, wave))
    return rows


def half(text: str) -> str:
    """The half of a hash-split table a row belongs to: "fit" (read while writing rules) or "held" (never read)."""
    return "fit" if hashlib.sha1(text.encode("utf-8")).digest()[0] % 2 == 0 else "held"


def check(row: Row) -> tuple[bool, list[tuple[str, str, str]]]:
    """Whether ``resolve`` gives the row's answer, and what it gave (text, start, end per span)."""
    g = resolve(row.text, row.today)
    got = [(s.text, s.start.isoformat(), s.end.isoformat()) for s in g.spans]
    if row.start is None:
        return not g.spans, got
    if len(g.spans) != 1:
        return False, got
    s = g.spans[0]
    return s.text.strip(_EDGE) == row.span.strip(_EDGE) and (s.start, s.end) == (row.start, row.end), got


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--show", type=int, default=0, help="print this many misses")
    ap.add_argument("--family")
    ap.add_argument("--table", choices=sorted(TABLES), default="core")
    ap.add_argument("--wave", type=int, help="score only this wave of the table")
    ap.add_argument("--half", choices=("fit", "held"), help="score only this hash half of the table")
    ap.add_argument("--read", action="store_true",
                    help="print the misses of a held table or held half that is now read (tuned on): "
                    + ", ".join(sorted(READ | SPENT)))
    ap.add_argument("--base", type=Path, help="another tree's src/: time its resolve beside this one, row by row")
    args = ap.parse_args(argv)
    rows = [r for r in load(TABLES[args.table]) if args.wave in (None, r.wave) and args.half in (None, half(r.text))]
    n, ok, vn, vok = Counter(), Counter(), Counter(), Counter()
    misses = []
    for r in rows:
        good, got = check(r)
        for k in (r.family, "ALL") + (("core",) if r.family in CORE else ()):
            n[k] += 1
            ok[k] += good
        if r.voice:
            vn[r.voice] += 1
            vok[r.voice] += good
        shown = (args.table not in HELD or (args.read and args.table in READ)) and (args.table not in HALVED or half(r.text) == "fit" or (args.read and args.table in SPENT))
        if not good and shown and args.family in (None, r.family):
            misses.append(f"  [{r.family}] {r.text!r} today={r.today} want={r.start}..{r.end} ({r.span}) got={got}")
    print(f"{'family':12}{'n':>5}{'exact':>8}")
    for fam in sorted(k for k in n if k not in ("ALL", "core")) + ["core", "ALL"]:
        if n[fam]:
            print(f"{fam:12}{n[fam]:>5}{ok[fam] / n[fam]:>8.3f}")
    if vn:
        print(f"{'voice':12}{'n':>5}{'exact':>8}")
        for v in sorted(vn):
            print(f"{v:12}{vn[v]:>5}{vok[v] / vn[v]:>8.3f}")
    for m in misses[:args.show]:
        print(m)
    trees = {"this tree": resolve}
    if args.base:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from _other_tree import other_module
        trees["base"] = other_module(args.base, "decide.timeframe").resolve  # type: ignore[attr-defined]
    for fn in trees.values():
        for r in rows:
            fn(r.text, r.today)  # warm
    per: dict[str, list[float]] = {k: [] for k in trees}
    for n in range(6 if args.base else 1):
        order = list(trees.items())[::-1 if n % 2 else 1]  # who goes first alternates: the first call runs colder
        for r in rows:  # alternated row by row, so both trees see the same load
            for k, fn in order:
                t0 = time.perf_counter()
                fn(r.text, r.today)
                per[k].append((time.perf_counter() - t0) * 1000)
    for k, times in per.items():
        times.sort()
        print(f"resolve() ({k}) over {len(times)} calls: p50 {statistics.median(times):.4f} ms, "
              f"p99 {times[min(len(times) - 1, int(len(times) * 0.99))]:.3f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
