"""Sections (and the summary) written from cards only; citations checked against the cards given."""

from __future__ import annotations

import re
from collections.abc import Sequence

from .records import Card

CITE = re.compile(r"\[s(\d+)\]")
_SENTENCE = re.compile(r"(?<=[.!?。！？])\s+|(?<=[。！？])")


def check_citations(text: str, allowed: set[str]) -> tuple[str, list[str]]:
    """Remove citations of sources not in ``allowed`` (a model may not cite what it was not given)."""
    removed: list[str] = []

    def keep(match: re.Match[str]) -> str:
        sid = f"s{match.group(1)}"
        if sid in allowed:
            return match.group(0)
        removed.append(sid)
        return ""

    return CITE.sub(keep, text), removed


def clean_sentence(sentence: str) -> str:
    """A sentence without citations or stray spaces (how claims are compared and shown)."""
    text = " ".join(CITE.sub("", sentence).split())
    return re.sub(r"\s+([.!?。！？,;:，；：])", r"\1", text).lstrip("-• ").strip()


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.split(text) if s and s.strip()]


def uncited_sentences(text: str) -> list[str]:
    """Sentences that state something (a digit or 6+ words) without any [sN]."""
    out = []
    for s in sentences(text):
        if CITE.search(s):
            continue
        if re.search(r"\d", s) or len(s.split()) >= 6 or len(s) >= 30:
            out.append(s)
    return out


def cards_as_text(cards: Sequence[Card]) -> str:
    """The degraded section: each card's claim with its citation (no model needed)."""
    if not cards:
        return ""
    return "\n".join(f"- {c.claim} [{c.source_id}]" for c in cards)


def first_sentences(sections: Sequence[tuple[str, str]]) -> str:
    """The degraded summary: the first sentence of each written section."""
    picks = []
    for _, text in sections:
        first = next((s for s in sentences(text.lstrip("- ")) if CITE.search(s)), None)
        if first:
            picks.append(first)
    return " ".join(picks)
