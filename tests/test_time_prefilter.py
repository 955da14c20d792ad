"""The time rules' prefilter: a rule is skipped only when the text lacks a character every match of it must have."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

import pytest

from groundwire.decide import timeframe
from groundwire.decide.time.prefilter import PatternScreen, needs, required_any


@pytest.mark.parametrize("pattern,expected", [
    (r"\d+年", (True, True)),
    (r"(?:\d+|今)年?", (False, False)),  # each part optional or in one branch only: nothing promised
    (r"[0-9]{2}", (False, True)),
    (r"[^a]", (False, False)),
    (r"[\u4e00-\u9fff]+", (True, False)),
    (r"[\u3400-\u9fff]", (False, False)),  # the range also holds non-Han symbols (U+4DC0..U+4DFF)
    (r"(?<=\d)年", (True, False)),  # a look-behind consumes nothing
    (r"next (?:week|month)", (False, False)),
    (r"(?:上|下)周", (True, False)),
])
def test_needs_is_sound_on_small_patterns(pattern: str, expected: tuple[bool, bool]) -> None:
    assert needs(re.compile(pattern)) == expected


SAMPLES = [
    "next Friday", "the 15th of last month", "from 2011 to 2015", "3. Feb. 2019", "early this week", "２０２４年",
    "明年本月五日", "2010年 三月", "前2周", "农历八月十五", "〇九年", "下周三下午3点", "the 1990s", "近五年",
    "Who won the 2022 World Cup?", "上个月", "tomorrow at 5pm", "9:30 - 11:00 on Thursday", "二零二一年",
]


@pytest.mark.parametrize("text", SAMPLES)
def test_a_skipped_rule_would_not_have_matched(text: str) -> None:
    has_han = re.search(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff〇○]", text) is not None
    has_digit = re.search(r"\d", text) is not None
    for pattern, _ in timeframe._RULES + timeframe._LATE_RULES:
        need_han, need_digit = needs(pattern)
        if (need_han and not has_han) or (need_digit and not has_digit):
            assert not any(m.end() > m.start() for m in pattern.finditer(text)), pattern.pattern[:60]


def test_most_chinese_rules_are_skipped_on_english_text() -> None:
    """The point of the prefilter: a Chinese rule is not scanned over an English question."""
    skipped = [p for p, _ in timeframe._RULES if needs(p)[0]]
    assert len(skipped) >= len(timeframe._RULES) // 4
    spans = timeframe.resolve("Who won the 2022 World Cup?", date(2026, 12, 1)).spans
    assert [s.text for s in spans] == ["2022"]


# --- required words ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("pattern,expected", [
    (r"\bnext\s+(?:week|month)\b", ("next",)),
    (r"(\d+)年", ("年",)),
    (r"(?:上|下)周", ("上周", "下周")),
    (r"[Tt]ue(?:sday)?", ("tue",)),
    (r"(?<=\bto )(?:the\s+)?(?:x|y)", ("to ",)),  # a positive look-behind: the text holds it just before
    (r"(?i:MAY)\b", ("may",)),
    (r"a?b?", None),  # every part optional: nothing promised
    (r"(?!next)\w+", None),  # a negative look-ahead promises nothing
    (r"(?:today|\d+)", None),  # one branch without a literal: nothing promised
])
def test_required_words_of_small_patterns(pattern: str, expected: tuple[str, ...] | None) -> None:
    found = required_any(re.compile(pattern))
    assert (None if found is None else tuple(sorted(found))) == (None if expected is None else tuple(sorted(expected)))


def test_folding_keeps_case_blind_rules_reachable() -> None:
    """IGNORECASE matches the long s and the Kelvin sign against ASCII letters; the screen must keep such rules."""
    patterns = [re.compile(r"(?i)next\s+week"), re.compile(r"(?i)kick-off")]
    screen = PatternScreen(patterns)
    for text in ("NEXT WEEK", "ne\u017ft week", "\u212aick-off next week", "ne\u017ft"):
        alive = set(screen.alive(text))
        for i, pattern in enumerate(patterns):
            if pattern.search(text):
                assert i in alive, (pattern, text)


def _table_texts() -> list[str]:
    texts = []
    for path in sorted((Path(__file__).parent / "data").glob("time_*.tsv")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                texts.extend(col for col in line.split("\t") if len(col) > 3)
    return texts


def test_no_rule_the_screen_skips_would_have_matched_a_table_text() -> None:
    """Every rule against every 12th text of our time tables and its upper-cased copy: the screen may skip a rule
    only where it finds nothing. scripts/time_prefilter_check.py runs the same over every table row and the shared
    sets (89k texts, four casings), too slow for the suite."""
    texts = _table_texts()[::12] + SAMPLES
    texts += [t.upper() for t in texts]
    assert len(texts) > 1500
    rules = timeframe._RULES + timeframe._LATE_RULES
    screen = PatternScreen([pattern for pattern, _ in rules])
    skipped = 0
    for text in texts:
        alive = set(screen.alive(text))
        for i, (pattern, _) in enumerate(rules):
            if i not in alive:
                skipped += 1
                assert not any(m.end() > m.start() for m in pattern.finditer(text)), (pattern.pattern[:60], text)
    assert skipped > len(texts) * 100  # and it does skip: most rules on most texts


def test_every_rule_has_required_words() -> None:
    """Each time rule names words its matches need; a rule without any would be scanned over every question."""
    rules = timeframe._RULES + timeframe._LATE_RULES
    missing = [p.pattern[:60] for p, _ in rules if required_any(p) is None]
    assert len(missing) <= len(rules) // 20, missing


def test_resolve_scans_few_rules_on_a_question_without_time_words() -> None:
    """The point of the screen: on a timeless English question nearly every rule is ruled out before its scan."""
    alive = timeframe._screen(timeframe._RULES).alive("What is the latest Python release?")
    assert len(alive) <= len(timeframe._RULES) // 10


# --- screened module patterns (the gate's) ------------------------------------------------------------------------


def test_screened_pattern_answers_as_the_pattern() -> None:
    from groundwire.decide.time.prefilter import ScreenedPattern

    raw = re.compile(r"(?i)\b(?:latest|current)\s+(?P<what>version|release)\b")
    screened = ScreenedPattern(raw)
    texts = ["What is the LATEST release?", "the current version and the latest release", "no such words here",
             "lates release", "", "Current\u00a0version"]
    for text in texts:
        assert [m.span() for m in screened.finditer(text)] == [m.span() for m in raw.finditer(text)]
        for method in ("search", "match", "fullmatch"):
            got, want = getattr(screened, method)(text), getattr(raw, method)(text)
            assert (got and got.span()) == (want and want.span())
        assert screened.findall(text) == raw.findall(text)
        assert screened.sub("X", text) == raw.sub("X", text)
        assert screened.subn("X", text) == raw.subn("X", text)
        assert screened.split(text) == raw.split(text)
    assert screened.pattern == raw.pattern and screened.groupindex == raw.groupindex


def test_case_blind_letters_outside_ascii_promise_nothing() -> None:
    """IGNORECASE makes σ and ς one letter although lower() keeps them apart: such letters are no required word."""
    pattern = re.compile(r"(?i)λόγοσ")
    assert pattern.fullmatch("λόγος")  # the premise: final sigma matches σ case-blind, and "λόγος".lower() keeps ς
    screen = PatternScreen([pattern])
    for text in ("λόγος", "ΛΌΓΟΣ", "λόγοσ"):
        if pattern.search(text):
            assert screen.alive(text) == [0], text


def test_the_gate_decides_the_same_with_and_without_its_screen() -> None:
    """Every gate pattern is screened (gate*.py end with screen_patterns); switched off, the decisions are equal.
    The wider proof ran over 30,938 decisions (every gate set, two todays, lower- and upper-cased copies)."""
    from datetime import date as _date

    from groundwire.decide import gate
    from groundwire.decide.time import prefilter

    assert isinstance(gate._HARD_EN, prefilter.ScreenedPattern)
    questions = [line.strip() for line in (Path(__file__).parents[1] / "bench" / "data" / "gate_r7_blind_news.txt")
                 .read_text(encoding="utf-8").splitlines() if line.strip() and not line.startswith("#")]
    questions += ["What is the latest Python release?", "who won the match yesterday", "how does photosynthesis work",
                  "谁是现任英国首相", "WHAT IS THE CURRENT PRICE OF GOLD"]
    today = _date(2026, 11, 15)
    on = [gate.decide(q, today=today) for q in questions]
    real = prefilter.ScreenedPattern._absent
    prefilter.ScreenedPattern._absent = lambda self, text: False  # type: ignore[method-assign]
    try:
        off = [gate.decide(q, today=today) for q in questions]
    finally:
        prefilter.ScreenedPattern._absent = real  # type: ignore[method-assign]
    assert on == off
    assert sum(d.needs_search for d in on) > len(questions) // 2


def test_lone_surrogates_neither_crash_nor_hide_spans() -> None:
    """The automaton reads UTF-8; a lone surrogate (half an emoji from a cut string) must not empty resolve or crash
    the gate."""
    from groundwire.decide import gate

    today = date(2026, 12, 1)
    assert [s.text for s in timeframe.resolve("next week \ud800", today).spans] == ["next week"]
    assert [s.text for s in timeframe.resolve("\ud800明天", today).spans] == ["明天"]
    assert [s.text for s in timeframe.resolve("next friday\ud83d", today).spans] == ["next friday"]
    assert gate.decide("who is the current president of france \ud800", today=today).needs_search
