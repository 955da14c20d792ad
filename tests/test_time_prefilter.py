"""The time rules' prefilter: a rule is skipped only when the text lacks a character every match of it must have."""

from __future__ import annotations

import re
from datetime import date

import pytest

from groundwire.decide import timeframe
from groundwire.decide.time.prefilter import needs


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
