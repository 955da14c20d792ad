"""Cards from one page: the extractor's answer, kept only where the quote is literally on the page."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .answers import CardsAnswer
from .quotes import quote_on_page
from .records import Card, SourceRecord


def cards_from_answer(answer: CardsAnswer, *, section_id: str, source: SourceRecord, page_text: str,
                      next_id: Callable[[int], str], round_: int) -> tuple[list[Card], list[dict[str, Any]]]:
    """(cards kept, quotes dropped). ``next_id(n)`` names the n-th kept card of this page (0-based)."""
    kept: list[Card] = []
    dropped: list[dict[str, Any]] = []
    seen: set[str] = set()
    for item in answer.cards:
        if not quote_on_page(item.quote, page_text):
            dropped.append({"section": section_id, "source_id": source.id, "url": source.url,
                            "quote": item.quote[:300], "reason": "not on the page"})
            continue
        key = " ".join(item.quote.split())
        if key in seen:
            continue
        seen.add(key)
        kept.append(Card(
            id=next_id(len(kept)), section=section_id, claim=item.claim, quote=item.quote.strip(),
            source_id=source.id, url=source.url, published=source.published, metric=item.metric, value=item.value,
            scope=item.scope, credibility=item.credibility, lang=source.lang, date=item.date, round=round_,
        ))
    return kept, dropped
