"""Sections (and the summary) written from cards only; citations checked against the cards given."""

from __future__ import annotations

import re
from collections.abc import Sequence

from .records import Card

CITE = re.compile(r"\[s(\d+)\]")
_SENTENCE = re.compile(r"(?<=[.!?。！？])\s+|(?<=[。！？])")


# a bracket that reads as a citation: "[s3]", "[S3]", "[source 3]", "[s1, s2]", and the shapes a model invents for
# ids it was never given ("[c999]", "[card-7]", "[ref 2]", "[3]"); never "x[1]" (an index) or "[2026]" (a year)
_CITE_ITEM = r"(?:(?:s|src|source|c|card|ref|doc|id)[\s_#:-]*)?\d{1,3}"
_CITE_GROUP = rf"\[\s*{_CITE_ITEM}(?:\s*[,;]\s*{_CITE_ITEM})*\s*\]"
CITE_LIKE = re.compile(rf"(?P<lead>[ \t]*)(?<![\w\]\)])(?:{_CITE_GROUP})+", re.IGNORECASE)  # "[s9][s2]": one run
_ITEM = re.compile(r"(?P<kind>[a-z]*)[\s_#:-]*(?P<num>\d+)", re.IGNORECASE)
_SOURCE_KINDS = ("s", "src", "source")


def check_citations(text: str, allowed: set[str]) -> tuple[str, list[str]]:
    """Remove citations of sources not in ``allowed`` (a model may not cite what it was not given). Every
    citation-shaped bracket is read: a source id in another spelling ("[S2]", "[source 2]", "[s1, s2]") becomes
    ``[sN]``; an id of anything else ("[c999]", "[card-7]", "[3]") is removed like an unknown source."""
    removed: list[str] = []

    def keep(match: re.Match[str]) -> str:
        kept = []
        for item in _ITEM.finditer(match.group(0)[len(match.group("lead")):]):
            sid = f"s{int(item.group('num'))}"
            if item.group("kind").lower() in _SOURCE_KINDS and sid in allowed:
                kept.append(f"[{sid}]")
            else:
                removed.append(" ".join(item.group(0).split()))
        return match.group("lead") + "".join(kept) if kept else ""

    return CITE_LIKE.sub(keep, text), removed


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
