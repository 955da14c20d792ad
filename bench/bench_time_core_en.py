"""English core time expressions (our own table, tests/data/time_en_core.tsv): exact-range accuracy per family.

The table stands in for an unseen spec suite: every core family in many phrasings, cases, punctuations, inside
longer questions and against several ``today``s (leap day, a Sunday, Dec 31, ISO week 53). A row passes when
``resolve`` finds exactly one span with the expected inclusive start and end (covering the whole text, outer
punctuation and one leading preposition aside, unless the row's family is "question"), or no span where none is expected. Prints per-family
figures, the misses, and ``resolve``'s p50/p99 per row (second pass, warm).

Run: python bench/bench_time_core_en.py [--quiet] [--blind | --blind2 | --blind3 | --blind3b | --blind3c | --blind4
| --blind4b | --blind5 | --blind5b | --blind5c | --blind5d
| --blind5e | --blind5f | --blind5g | --blind5h | --blind5i
| --blind5j | --blind5k | --blind5l | --blind5m | --blind5n | --blind6 | --blind6b | --blind6c | --blind7 | --blind7b | --blind7h | --blind7i | --blind8 | --blind8h | --blind8i | --blind8j | --blind8k
| --blind9 | --blind9h | --blind9i | --blind9j | --blind9k | --blind9m | --blind9n | --spec14 | --spec14f
| --wave16 | --wave16h | --wave16i | --review16b | --review16bh | --wave17 | --wave17h | --wave17b | --wave17bh
| --wave18 | --wave18h | --wave18b | --wave18bh | --wave19 | --wave19h | --wave20 | --wave20h | --review20 | --review20h
| --wave21 | --wave21h | --review21 | --wave22 | --wave22h | --review22 | --wave23 | --wave23h | --review23]
[--base OTHER/src [--all-tables]]
(--blind: tests/data/time_en_blind.tsv, phrasings written after the round-4 rules and measured before any fix;
--blind2: tests/data/time_en_blind2.tsv, round 5's table in other parsers' test styles, written before its rules;
--blind3: tests/data/time_en_blind3.tsv, round 6's sentences with the expression inside and distractors beside it,
written before its rules; its sixth column is the expected span text, checked too; --blind3b: its second wave,
tests/data/time_en_blind3_wave2.tsv, written after the first wave's fixes and measured before its own; --blind3c:
the third wave, tests/data/time_en_blind3_wave3.tsv, Recognizers-Text spec voices, likewise; --blind4 / --blind4b:
round 7's sentences in voices not used before (Recognizers-Text periods and chains, e-mail and calendar text, legal
and finance filings, news leads, spelled-out years, dotted and European dates), tests/data/time_en_blind4.tsv and
its second wave time_en_blind4_wave2.tsv, each written before its own fixes; --blind5 ... --blind5n: round 8's rows
in the style of public date-parser spec suites (Recognizers-Text "I'll be out ..." sentences, dateparser / chrono
numeric forms), tests/data/time_en_blind5.tsv and its waves 2-14 time_en_blind5_wave2.tsv ... _wave14.tsv (the
fourth in chrono-node and SUTime / HeidelTime voices, the sixth and eighth DateTime periods, the seventh bare
expressions on edge days, the ninth assistant questions around the new year), each written before its own fixes;
--blind6 / --blind6b / --blind6c: round 9's rows in voices not used before (legal and contract text, travel
itineraries, school terms, medical appointments, release notes and end-of-life notices; then weather forecasts,
casual chat, encyclopedia prose; then search-assistant questions and British / Australian / Indian date orders),
tests/data/time_en_blind6.tsv and its waves time_en_blind6_wave2.tsv / _wave3.tsv, each written before its own
fixes; a seventh column, where present, says where our convention differs from peers'; --blind7: round 10's rows
in voices not used before (sports fixtures, US academic calendars, news headlines, the bare phrases of Duckling's,
natty's, timefhuman's and ctparse's suites, shops, earnings releases, job postings, event listings, government
notices, billing, issue trackers, log timestamps, TV listings) and the core forms said in them, tests/data/
time_en_blind7.tsv, written before its fixes; --blind7b / --blind7h: its second wave (machine headers, court dockets,
biographies, transit notices, policies, bookings, standups, parliament, astronomy, exam timetables), written after
the first wave's fixes and split by a hash of each sentence into a half rules may be written for
(time_en_blind7_wave2.tsv) and a half never tuned on (time_en_blind7_held.tsv); --blind7i: its third wave, held
entirely (Chronic / parsedatetime-style phrases, TempEval news sentences, edge todays), time_en_blind7_held2.tsv;
--blind8 / --blind8h: round 11's rows in voices not used before (chat shorthand, business shorthand, legal deadlines,
travel advisories, medicine, weather, podcasts, sports seasons, market timestamps, school calendars outside the US,
British / Australian / Indian formats, ISO 8601 with zones, search questions, look-alikes), tests/data/
time_en_blind8.tsv, written before any round-11 rule and split by a hash of each sentence (time_tables.half) into a
fit half rules may be written for (--blind8) and a held half never tuned on (--blind8h); --blind8i: its second wave,
written after the fit half's rules and held entirely (office mail in Indian English, Australian casual, bookings, HR,
gaming, parcels, religious calendars, fitness apps, school newsletters, airline shorthand), time_en_blind8_held2.tsv;
--blind8j: a third wave, held entirely, written after the last round-11 rule (marketing mail, benefits and tax,
invitations, text reminders, IT change windows, opening hours, calendar invites), time_en_blind8_held3.tsv.
--blind8k: round 11b's fourth wave, held entirely, written before any round-11b rule (chat, airline and hotel
confirmations, court minutes, press releases, brackets, changelogs, medical texts, leave requests, Canadian / NZ /
South African / Singaporean usage, names opening with a time word), time_en_blind8_held4.tsv.
--blind9 / --blind9h: round 12's rows in voices not used before (TimeBank / TempEval news prose with fiscal quarters,
chrono-node / dateparser / ctparse timestamps and ranges, SUTime / HeidelTime decades, centuries and seasons,
Recognizers-Text periods, look-alikes), tests/data/time_en_blind9.tsv, written before any round-12 rule and split by
a hash of each sentence into a fit half (--blind9) and a held half never tuned on (--blind9h); --blind9i: round
12b's second wave, held entirely, never tuned on, written before any round-12b rule (podcast notes, sports commentary,
parcel tracking, status pages, calls for papers, tax letters, listings, weather warnings, news in brief, returns
policies, patch schedules, market commentary, dating-app texts, biographies), time_en_blind9_held2.tsv; --blind9j: round
12c's third wave, held entirely, never tuned on, written before any round-12c rule (airline rebooking texts, snow-day
notices, church bulletins, conference programmes, trial registries, release trains, "On this day", recipes and ages
as look-alikes, British / Irish / Australian / Indian / Canadian usage), time_en_blind9_held3.tsv; --blind9k: round
12d's fourth wave, held entirely, never tuned on, written before any round-12d rule (insurance, parking signs, utility
bills, exam timetables, discharge notes, museums, ferries, obituaries, fan wikis, stock splits, recalls, leases),
time_en_blind9_held4.tsv; --blind9m: round 12's fifth wave (measure12), held entirely, never tuned on, written after
round 12's last rule as its end-of-round estimate (newsletters, logistics ETAs, sports previews, bank statements, UK
court listings, Indian exam notices, NZ school terms, Slack stand-ups), time_en_blind9_held5.tsv; --blind9n: round
13's sixth wave, held entirely, never tuned on, written before any round-13 rule (transfer windows, planning notices,
bail conditions, subscription renewals, auctions, vet reminders, gym timetables, energy tariffs, library loans,
charity rosters, vehicle tax and MOT reminders), time_en_blind9_held6.tsv; --spec14: round 14's wave in the SHAPES of public parser spec suites (bare chrono /
dateparser / Duckling / SUTime fragments, abbreviations, ordinals in words, odd spacing, numeric orders, ISO weeks,
edge todays, impossible dates, look-alikes), held entirely and never tuned on, written before any round-14 rule: its
misses are never printed, time_en_spec14_held.tsv; --spec14f: a smaller fit table in the same shapes, written after
the held wave's first run and read and tuned on, time_en_spec14_fit.tsv; --wave16 / --wave16h: round 16's wave in
voices no table used (questions typed to a chat model, learner and Indian English, British / Australian /
commercial-letter English, chat spellings and typos, clocks with zones, numeric orders, the issue's families on edge
todays), written before any round-16 rule and split by a hash of each row's text (time_tables.half) into a fit half
read and tuned on (--wave16) and a held half never tuned on, totals only (--wave16h), time_en_wave16.tsv; --wave16i:
its second wave, written after the round's last rule in other voices (voice-assistant transcripts, forum posts,
customer-service notices, West / South African English, numbers in words), held entirely, totals only,
time_en_wave16_held2.tsv; --review16b / --review16bh: round 16's review of time-en16's rules (review16b), a
fresh reader's probes near each new rule (look-alikes that must give no span or another span, and other wordings the
rules should catch), written before any run and split by a hash of each row's text into a fit half (--review16b) and
a held half scored only, totals only (--review16bh), time_en_review16b.tsv; --wave17 / --wave17h: round 17's wave in
voices no table used (news-wire datelines, sports fixtures, contract language, academic calendars, fiscal and
earnings language, bookings, release notes, spoken transcripts, number words, relative chains, holidays of several
countries), written before any round-17 rule and split by a hash of each row's text into a fit half (--wave17) and a
held half scored only, totals only (--wave17h), time_en_wave17.tsv; --wave17b / --wave17bh: round 17b's wave in
voices no table used (non-native chatbot questions, SMS shorthand, headlines, calendar invites, weather / TV
listings, school newsletters, matchdays, deliveries), split the same way, time_en_wave17b.tsv; --wave18 / --wave18h: round
18's wave, about 60 % the core families written bare in a parser test writer's shapes (abbreviations, ordinals in
words, odd spacing, two families combined, edge todays) and 40 % sentences in voices no table used (police appeals,
court reports, discharge notes, a PTA newsletter, podcast notes, patch notes, Reddit, listings, airline rebooking,
commentary, non-native English) with look-alikes, split the same way, time_en_wave18.tsv; --wave18b / --wave18bh:
round 18b's wave by a fresh reader, the core families only, bare, in another parser test writer's shapes (terse
chat forms, weekday-named full dates, mixed orders, open ranges, anchored durations, windows in words), split the
same way, time_en_wave18b.tsv; --wave19 / --wave19h: round 19's wave in voices no table used (a calendar app's
quick-add box, chatbot reminders, a spreadsheet's mixed date column, TimeML news snippets, a historian, British /
Australian usage, and sentences from HR leave, invoices, fixtures, weather warnings, court listings, school notices,
status pages and earnings calendars, with look-alikes), split the same way, time_en_wave19.tsv; --wave20 / --wave20h:
round 20's wave, about 70 % the core families bare in other parser libraries' test writers' shapes (Ruby, JS, Go and
Java spec authors, an annotation guideline, a voice assistant's ASR log with numbers as words, search-box queries,
odd casing, dots, commas and "of") and 30 % sentences in voices no table used (medical appointment letters, airline
itineraries, release roadmaps, academic deadlines, tenancy agreements, podcast show notes, league schedules) with
look-alikes, split the same way, time_en_wave20.tsv; --review20 / --review20h: round 20's review of time-en20's rules
(review20t: look-alikes near each new rule -- a real date beside a shop's hours, "now" alone, a year after a
label-like word, "the second half of the match" -- and other wordings the rules should catch), written before any run
and split the same way, time_en_review20.tsv; --wave21 / --wave21h: round 21's wave, about 80 % the core families as
British / Irish / Australian / Indian / Canadian English, US federal and finance writing, contracts, bug trackers and
CI logs, chat typos and slang and non-native English write them, the rest sentences in voices no table used (school
newsletters, HR leave policy, a transfer window, a planting calendar, court listings, museums, train service changes)
with look-alikes, split the same way, time_en_wave21.tsv; --review21: round 21's self-review, look-alikes beside
each of time-en21's rules and other wordings, written after its last rule, scored whole, time_en_review21.tsv;
--wave22 / --wave22h: round 22's wave, about 70 % the core families as other hands write them (a parser library's
test writer's terse fragments, search-box queries, voice-assistant transcripts, spreadsheet and report headers,
booking sites, news datelines and agency style, academic calendars and sports seasons) with ~30 look-alikes, split
the same way, time_en_wave22.tsv; --review22: round 22's self-review, look-alikes beside each of time-en22's
rules and other wordings, written after its last rule, scored whole, time_en_review22.tsv; --wave23 / --wave23h: round
23's wave, about half compositions (an operator over any anchor: "N days / business days before / after X", "the
Nth weekday after X", chains, an event noun with its date) and the core families in voices no table used (contracts
with words and figures, shipping estimates, fixtures, school newsletters, medical letters, government notices, tweets,
subtitles), with ~30 look-alikes, split the same way, time_en_wave23.tsv; --review23: round 23's self-review,
look-alikes beside each of time-en23's rules and other wordings, written after its last rule, scored whole,
time_en_review23.tsv.)
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from collections import defaultdict
from datetime import date
from pathlib import Path

from groundwire.decide.timeframe import resolve

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from time_tables import half  # noqa: E402  (the fit / held split of a table, shared with the tests)

TABLES = Path(__file__).resolve().parents[1] / "tests" / "data"
TABLE = TABLES / "time_en_core.tsv"
TODAYS = {"T": date(2026, 12, 1), "L": date(2024, 2, 29), "S": date(2025, 8, 31), "Y": date(2026, 12, 31),
          "W": date(2027, 1, 1), "M": date(2025, 3, 10),
          "R": date(2016, 11, 7), "N": date(2021, 1, 3), "F": date(2021, 2, 28),  # R, N, F: round 8
          "P": date(2032, 2, 29), "D": date(2020, 12, 31), "J": date(2026, 6, 14),  # P, D, J: round 9
          "Q": date(2027, 3, 31), "E": date(2028, 12, 31), "B": date(2028, 2, 29), "G": date(2025, 11, 30),
          "A": date(2026, 12, 5), "H": date(2027, 2, 28), "K": date(2026, 10, 31),  # round 10; A, H, K: round 11
          "U": date(2025, 12, 31),  # U: round 12 (a year's last day in ISO week 1 of the next year)
          "C": date(2029, 1, 1), "Z": date(2026, 9, 30), "V": date(2027, 4, 30), "X": date(2030, 2, 28),  # round 16
          "I": date(2028, 6, 30), "O": date(2031, 12, 29),
          "d": date(2027, 3, 14), "e": date(2026, 10, 25),  # d, e: round 19 (DST Sundays, US forward / EU back)
          "f": date(2026, 3, 8), "g": date(2027, 10, 31)}  # f, g: round 20 (DST Sundays, US forward / EU back)
_OUTER = " ,.?!"
_LEAD = re.compile(r"^(?:in|on|at|during|for|by|from|of)\s+")  # one leading preposition aside, as bench_timeframe
_SPAN_LEAD = re.compile(r"^(?:in|on|at|during|for|from|of|over|as of)\s+", re.IGNORECASE)  # no meaning of their own


def rows(path: Path = TABLE) -> list[tuple[str, date, str, date | None, date | None, str | None]]:
    """(family, today, text, start, end, span) per row; start/end None where no span is expected, span None where
    the table names no span text (the whole text is the expression)."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        family, today, text, start, end, *span = line.split("\t")  # a seventh column, where present, is a comment
        out.append((family, TODAYS[today], text, None if start == "-" else date.fromisoformat(start),
                    None if end == "-" else date.fromisoformat(end), span[0] if span and span[0] != "-" else None))
    return out


def same_span(found: str, expected: str) -> bool:
    """The found span is the expected text, case and edge punctuation aside, give or take one leading preposition
    that adds no meaning ("on the 15th" / "the 15th")."""
    a, b = found.strip(_OUTER).lower(), expected.strip(_OUTER).lower()
    return a == b or _SPAN_LEAD.sub("", a) == b or a == _SPAN_LEAD.sub("", b)


def verdict(family: str, today: date, text: str, start: date | None, end: date | None,
            span: str | None = None) -> str | None:
    """None when the row passes, else what was found instead."""
    spans = resolve(text, today).spans
    if start is None:
        return None if not spans else f"spans {[(s.text, str(s.start), str(s.end)) for s in spans]}"
    if len(spans) != 1:
        return f"{len(spans)} spans {[(s.text, str(s.start), str(s.end)) for s in spans]}"
    s = spans[0]
    if span is not None:
        if not same_span(s.text, span):
            return f"span {s.text!r} {s.start}..{s.end}, want {span!r}"
    whole = text.strip(_OUTER).lower()
    if span is None and family != "question" and s.text.strip(_OUTER).lower() not in (whole, _LEAD.sub("", whole)):
        return f"partial span {s.text!r} {s.start}..{s.end}"
    if (s.start, s.end) != (start, end):
        return f"{s.start}..{s.end} ({s.text!r})"
    return None


# each table's --flag, file and help, in the order that decides when several flags are given (the latest table first)
_TABLES = (
    ("wave23", "time_en_wave23.tsv",
     "round 23's wave: about half compositions (an operator over any anchor: 'N days / business days before / after "
     "X', 'the Nth weekday after X', chains, an event noun with its date) and the core families in voices no table "
     "used (contracts, shipping estimates, fixtures, school newsletters, medical letters, government notices, tweets, "
     "subtitles; look-alikes), fit half, read and tuned on (time_en_wave23.tsv)"),
    ("wave23h", "time_en_wave23.tsv",
     "round 23's wave, held half, never tuned on: totals only (time_en_wave23.tsv)"),
    ("review23", "time_en_review23.tsv",
     "round 23's self-review of time-en23's rules: look-alikes just outside or across each new rule and other "
     "wordings, written after the last rule and scored once, whole (time_en_review23.tsv)"),
    ("wave22", "time_en_wave22.tsv",
     "round 22's wave as other hands write the core families (a parser library's test writer, search-box queries, "
     "voice-assistant transcripts, spreadsheet and report headers, booking sites, news datelines, academic calendars "
     "and sports seasons; look-alikes), fit half, read and tuned on (time_en_wave22.tsv)"),
    ("wave22h", "time_en_wave22.tsv",
     "round 22's wave, held half, never tuned on: totals only (time_en_wave22.tsv)"),
    ("review22", "time_en_review22.tsv",
     "round 22's self-review of time-en22's rules: look-alikes just outside or across each new rule and other "
     "wordings, written after the last rule and scored once, whole (time_en_review22.tsv)"),
    ("wave21", "time_en_wave21.tsv",
     "round 21's wave in voices no table used (British / Irish / Australian / Indian / Canadian English, US federal "
     "and finance writing, contracts, bug trackers and CI logs, chat typos and slang, non-native English; school "
     "newsletters, HR leave, a transfer window, a planting calendar, court listings, museums, train service changes; "
     "look-alikes), fit half, read and tuned on (time_en_wave21.tsv)"),
    ("wave21h", "time_en_wave21.tsv",
     "round 21's wave, held half, never tuned on: totals only (time_en_wave21.tsv)"),
    ("review21", "time_en_review21.tsv",
     "round 21's self-review of time-en21's rules: look-alikes just outside or across each new rule and other "
     "wordings, written after the last rule and scored once, whole (time_en_review21.tsv)"),
    ("review20", "time_en_review20.tsv",
     "round 20's review of time-en20's rules (review20t: look-alikes near each new rule -- a real date beside a "
     "shop's hours, 'now' alone, a year after a label-like word -- and other wordings it should catch), fit half, "
     "read and tuned on (time_en_review20.tsv)"),
    ("review20h", "time_en_review20.tsv",
     "round 20's review probes, held half, never tuned on: totals only (time_en_review20.tsv)"),
    ("wave20", "time_en_wave20.tsv",
     "round 20's wave (bare core expressions as Ruby / JS / Go / Java spec authors, an annotation guideline, a voice "
     "assistant's ASR log and search queries write them; medical letters, itineraries, roadmaps, academic deadlines, "
     "tenancy agreements, show notes, league schedules; look-alikes), fit half, read and tuned on (time_en_wave20.tsv)"),
    ("wave20h", "time_en_wave20.tsv",
     "round 20's wave, held half, never tuned on: totals only (time_en_wave20.tsv)"),
    ("wave19", "time_en_wave19.tsv",
     "round 19's wave in voices no table used (a calendar app's quick-add box, chatbot reminders, a spreadsheet's "
     "mixed date column, TimeML news snippets, a historian, British / Australian usage; HR leave, invoices, fixtures, "
     "weather warnings, court listings, school notices, status pages, earnings calendars; look-alikes), fit half, "
     "read and tuned on (time_en_wave19.tsv)"),
    ("wave19h", "time_en_wave19.tsv",
     "round 19's wave, held half, never tuned on: totals only (time_en_wave19.tsv)"),
    ("wave18b", "time_en_wave18b.tsv",
     "round 18b's wave by a fresh reader (the core families bare, in another parser test writer's shapes: terse chat "
     "forms, weekday-named dates, mixed orders, open ranges, anchored durations, windows in words), fit half, read "
     "and tuned on (time_en_wave18b.tsv)"),
    ("wave18bh", "time_en_wave18b.tsv",
     "round 18b's wave, held half, never tuned on: totals only (time_en_wave18b.tsv)"),
    ("wave18", "time_en_wave18.tsv",
     "round 18's wave (bare core expressions in a parser test writer's shapes; police, court, discharge-note, "
     "newsletter, podcast, patch-note, Reddit, listing, airline, commentary and non-native voices), fit half, read "
     "and tuned on (time_en_wave18.tsv)"),
    ("wave18h", "time_en_wave18.tsv",
     "round 18's wave, held half, never tuned on: totals only (time_en_wave18.tsv)"),
    ("wave17b", "time_en_wave17b.tsv",
     "round 17b's wave in voices no table used (non-native chatbot questions, SMS shorthand, headlines, calendar "
     "invites, weather / TV listings, school newsletters, matchdays, deliveries and statements), fit half, read and "
     "tuned on (time_en_wave17b.tsv)"),
    ("wave17bh", "time_en_wave17b.tsv",
     "round 17b's wave, held half, never tuned on: totals only (time_en_wave17b.tsv)"),
    ("wave17", "time_en_wave17.tsv",
     "round 17's wave in voices no table used (news datelines, sports fixtures, contracts, academic calendars, fiscal "
     "language, bookings, release notes, spoken transcripts, number words, relative chains, holidays of several "
     "countries), fit half, read and tuned on (time_en_wave17.tsv)"),
    ("wave17h", "time_en_wave17.tsv",
     "round 17's wave, held half, never tuned on: totals only (time_en_wave17.tsv)"),
    ("review16b", "time_en_review16b.tsv",
     "round 16's review of time-en16's rules (look-alikes near each new rule, other wordings it should catch), fit "
     "half, read and tuned on (time_en_review16b.tsv)"),
    ("review16bh", "time_en_review16b.tsv",
     "round 16's review probes, held half, never tuned on: totals only (time_en_review16b.tsv)"),
    ("wave16i", "time_en_wave16_held2.tsv",
     "round 16's second wave, written after its last rule, held entirely, never tuned on: totals only "
     "(time_en_wave16_held2.tsv)"),
    ("wave16", "time_en_wave16.tsv",
     "round 16's wave in voices no table used (chat questions, learner / Indian / British English, typos, zones, "
     "numeric orders), fit half, read and tuned on (time_en_wave16.tsv)"),
    ("wave16h", "time_en_wave16.tsv",
     "round 16's wave, held half, never tuned on: totals only (time_en_wave16.tsv)"),
    ("spec14f", "time_en_spec14_fit.tsv",
     "round 14's fit table in spec-suite shapes, read and tuned on (time_en_spec14_fit.tsv)"),
    ("spec14", "time_en_spec14_held.tsv",
     "round 14's wave in spec-suite shapes, held entirely, never tuned on: totals only (time_en_spec14_held.tsv)"),
    ("blind9n", "time_en_blind9_held6.tsv",
     "round 13's sixth wave, held entirely, never tuned on (time_en_blind9_held6.tsv)"),
    ("blind9m", "time_en_blind9_held5.tsv",
     "round 12's fifth wave, held entirely, never tuned on, the end-of-round estimate (time_en_blind9_held5.tsv)"),
    ("blind9k", "time_en_blind9_held4.tsv",
     "round 12d's fourth wave, held entirely, never tuned on (time_en_blind9_held4.tsv)"),
    ("blind9j", "time_en_blind9_held3.tsv",
     "round 12c's third wave, held entirely, never tuned on (time_en_blind9_held3.tsv)"),
    ("blind9i", "time_en_blind9_held2.tsv",
     "round 12b's second wave, held entirely, never tuned on (time_en_blind9_held2.tsv)"),
    ("blind9", "time_en_blind9.tsv",
     "round 12's new voices, fit half (time_en_blind9.tsv)"),
    ("blind9h", "time_en_blind9.tsv",
     "round 12's new voices, held half, never tuned on (time_en_blind9.tsv)"),
    ("blind8k", "time_en_blind8_held4.tsv",
     "round 11b's fourth wave, held entirely, never tuned on (time_en_blind8_held4.tsv)"),
    ("blind8j", "time_en_blind8_held3.tsv",
     "round 11's third wave, held entirely, never tuned on (time_en_blind8_held3.tsv)"),
    ("blind8i", "time_en_blind8_held2.tsv",
     "round 11's second wave, held entirely, never tuned on (time_en_blind8_held2.tsv)"),
    ("blind8", "time_en_blind8.tsv",
     "round 11's new voices, fit half (time_en_blind8.tsv)"),
    ("blind8h", "time_en_blind8.tsv",
     "round 11's new voices, held half, never tuned on (time_en_blind8.tsv)"),
    ("blind7i", "time_en_blind7_held2.tsv",
     "round 10's third wave, held entirely, never tuned on (time_en_blind7_held2.tsv)"),
    ("blind7h", "time_en_blind7_held.tsv",
     "round 10's second wave, held half, never tuned on (time_en_blind7_held.tsv)"),
    ("blind7b", "time_en_blind7_wave2.tsv",
     "round 10's second wave, fit half (time_en_blind7_wave2.tsv)"),
    ("blind7", "time_en_blind7.tsv",
     "round 10's new voices (time_en_blind7.tsv) instead"),
    ("blind6c", "time_en_blind6_wave3.tsv",
     "round 9's third wave (time_en_blind6_wave3.tsv) instead"),
    ("blind6b", "time_en_blind6_wave2.tsv",
     "round 9's second wave (time_en_blind6_wave2.tsv) instead"),
    ("blind6", "time_en_blind6.tsv",
     "round 9's new voices (time_en_blind6.tsv) instead"),
    ("blind5n", "time_en_blind5_wave14.tsv",
     "round 8's fourteenth wave (time_en_blind5_wave14.tsv) instead"),
    ("blind5m", "time_en_blind5_wave13.tsv",
     "round 8's thirteenth wave (time_en_blind5_wave13.tsv) instead"),
    ("blind5l", "time_en_blind5_wave12.tsv",
     "round 8's twelfth wave (time_en_blind5_wave12.tsv) instead"),
    ("blind5k", "time_en_blind5_wave11.tsv",
     "round 8's eleventh wave (time_en_blind5_wave11.tsv) instead"),
    ("blind5j", "time_en_blind5_wave10.tsv",
     "round 8's tenth wave (time_en_blind5_wave10.tsv) instead"),
    ("blind5i", "time_en_blind5_wave9.tsv",
     "round 8's ninth wave (time_en_blind5_wave9.tsv) instead"),
    ("blind5h", "time_en_blind5_wave8.tsv",
     "round 8's eighth wave (time_en_blind5_wave8.tsv) instead"),
    ("blind5g", "time_en_blind5_wave7.tsv",
     "round 8's seventh wave (time_en_blind5_wave7.tsv) instead"),
    ("blind5f", "time_en_blind5_wave6.tsv",
     "round 8's sixth wave (time_en_blind5_wave6.tsv) instead"),
    ("blind5e", "time_en_blind5_wave5.tsv",
     "round 8's fifth wave (time_en_blind5_wave5.tsv) instead"),
    ("blind5d", "time_en_blind5_wave4.tsv",
     "round 8's fourth wave (time_en_blind5_wave4.tsv) instead"),
    ("blind5c", "time_en_blind5_wave3.tsv",
     "round 8's third wave (time_en_blind5_wave3.tsv) instead"),
    ("blind5b", "time_en_blind5_wave2.tsv",
     "round 8's second wave (time_en_blind5_wave2.tsv) instead"),
    ("blind5", "time_en_blind5.tsv",
     "round 8's spec-suite voices (time_en_blind5.tsv) instead"),
    ("blind4b", "time_en_blind4_wave2.tsv",
     "round 7's second wave (time_en_blind4_wave2.tsv) instead"),
    ("blind4", "time_en_blind4.tsv",
     "round 7's new voices (time_en_blind4.tsv) instead"),
    ("blind3c", "time_en_blind3_wave3.tsv",
     "round 6's third wave (time_en_blind3_wave3.tsv) instead"),
    ("blind3b", "time_en_blind3_wave2.tsv",
     "round 6's second wave (time_en_blind3_wave2.tsv) instead"),
    ("blind3", "time_en_blind3.tsv",
     "round 6's sentences (time_en_blind3.tsv) instead"),
    ("blind2", "time_en_blind2.tsv",
     "round 5's blind table (time_en_blind2.tsv) instead"),
    ("blind", "time_en_blind.tsv",
     "the blind table (time_en_blind.tsv) instead"),
)
_TABLE_FLAGS = tuple((flag, name) for flag, name, _ in _TABLES)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quiet", action="store_true", help="figures only, no misses")
    for flag, _, text in reversed(_TABLES):
        ap.add_argument(f"--{flag}", action="store_true", help=text)
    ap.add_argument("--base", type=Path, help="another tree's src/ (e.g. /work/main/src): time its resolve beside "
                                             "this one's, alternated row by row, on the chosen table (or --all-tables)")
    ap.add_argument("--all-tables", action="store_true", help="with --base: time over every English table's rows")
    args = ap.parse_args()
    if args.base:
        # every table once: the fit/held flags of one split table name the same file
        every = [r for name in dict.fromkeys(n for _, n in _TABLE_FLAGS) for r in rows(TABLES / name)] + rows()
        return _time_beside(args.base, every if args.all_tables else rows(
            TABLES / next((n for f, n in _TABLE_FLAGS if getattr(args, f)), TABLE.name)))
    chosen = [(flag, name) for flag, name in _TABLE_FLAGS if getattr(args, flag)]
    table = rows(TABLES / chosen[0][1]) if chosen else rows()
    if chosen and chosen[0][0] in ("blind8", "blind8h", "blind9", "blind9h", "wave16", "wave16h",
                                              "review16b", "review16bh", "wave17",
                                              "wave17h", "wave17b", "wave17bh", "wave18", "wave18h",
                                              "wave18b", "wave18bh", "wave19", "wave19h", "wave20", "wave20h",
                                              "review20", "review20h", "wave21", "wave21h",
                                              "wave22", "wave22h", "wave23", "wave23h"):  # one table, split by a hash
        table = [r for r in table if half(r[2]) == ("held" if chosen[0][0].endswith("h") else "fit")]
    by_family: dict[str, list[bool]] = defaultdict(list)
    misses = []
    for row in table:
        why = verdict(*row)
        by_family[row[0]].append(why is None)
        if why:
            misses.append((row, why))
    times = []
    for family, today, text, *_ in table:
        t0 = time.perf_counter()
        resolve(text, today)
        times.append((time.perf_counter() - t0) * 1000)
    print(f"{'family':<12} {'n':>4} {'exact':>6}")
    for family, oks in by_family.items():
        print(f"{family:<12} {len(oks):>4} {sum(oks) / len(oks):>6.3f}")
    allok = [ok for oks in by_family.values() for ok in oks]
    core = [ok for f, oks in by_family.items() if f in ("range", "composition", "numeric", "part", "window",
                                                         "impossible") for ok in oks]
    print(f"{'core':<12} {len(core):>4} {sum(core) / len(core):>6.3f}")
    print(f"{'all':<12} {len(allok):>4} {sum(allok) / len(allok):>6.3f}")
    times.sort()
    print(f"resolve p50 {statistics.median(times):.3f} ms, p99 {times[int(len(times) * 0.99)]:.3f} ms")
    if not args.quiet and not args.spec14 and not args.wave16h and not args.wave16i \
            and not args.review16bh and not args.wave17h and not args.wave17bh and not args.wave18h \
            and not args.wave18bh and not args.wave19h and not args.wave20h and not args.review20h \
            and not args.wave21h and not args.wave22h and not args.wave23h:  # held waves: totals only, misses never printed
        for (family, today, text, start, end, _span), why in misses:
            print(f"MISS [{family}] {today} {text!r}: want {start}..{end}, got {why}")
    return 0


def _time_beside(base: Path, table: list) -> int:
    """``resolve`` of this tree and of ``base`` on the same rows, alternated row by row (who goes first alternates
    by pass), six passes after a warm one; p50 / p99 per tree and the p50 ratio (speed only, no figures)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from _other_tree import other_module

    trees = {"this tree": resolve, "base": other_module(base, "decide.timeframe").resolve}  # type: ignore[attr-defined]
    for fn in trees.values():
        for _, today, text, *_ in table:
            fn(text, today)
    per: dict[str, list[float]] = {k: [] for k in trees}
    for n in range(6):
        order = list(trees.items())[::-1 if n % 2 else 1]
        for _, today, text, *_ in table:
            for k, fn in order:
                t0 = time.process_time()
                fn(text, today)
                per[k].append((time.process_time() - t0) * 1000)
    p50 = {}
    for k, times in per.items():
        times.sort()
        p50[k] = statistics.median(times)
        print(f"resolve() ({k}) over {len(times)} calls (CPU): p50 {p50[k]:.4f} ms, "
              f"p99 {times[min(len(times) - 1, int(len(times) * 0.99))]:.3f} ms")
    print(f"p50 ratio this / base: {p50['this tree'] / p50['base']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
