"""Cantonese 听日 / 寻日 / 琴日 (tomorrow, yesterday) are words only when they are not the start of 日语 / 日文 / 日本 /
日剧: "听日语歌" is listening to Japanese songs (found by gate-zh14: the question searched with a false span)."""

from __future__ import annotations

from datetime import date

import pytest

from groundwire.decide.time.normalize_zh import normalize
from groundwire.decide.timeframe import resolve

TODAY = date(2026, 12, 5)


@pytest.mark.parametrize("text", ["听日语歌能学日语吗", "聽日文廣播", "去年寻日本朋友", "琴日剧组很忙吗", "我们後日语课取消了"])
def test_japanese_after_a_cantonese_day_word_is_no_day(text: str) -> None:
    """Catches 听日 / 寻日 / 琴日 / 后日 rewritten before 语 / 文 / 本 / 剧 (and a span found on it)."""
    assert normalize(text)[:2] == text.translate(str.maketrans("聽後", "听后"))[:2]
    assert [s for s in resolve(text, today=TODAY).spans if "日" in s.text and s.offset < 3] == []


@pytest.mark.parametrize(("text", "day"), [("听日落雨吗", date(2026, 12, 6)), ("琴日去咗边", date(2026, 12, 4)),
                                           ("聽日香港天氣點樣", date(2026, 12, 6))])
def test_the_day_words_still_read(text: str, day: date) -> None:
    """Catches the guard swallowing the ordinary reading."""
    spans = resolve(text, today=TODAY).spans
    assert spans and spans[0].start == day == spans[0].end
