"""The three-way evidence table: established (>= 2 independent sources), single-source, disputed/unverified.

Cards are grouped by what they measure (``metric``, else the claim text). A group whose values disagree is
disputed; so is any card the reflection named in a contradiction, and any claim an independent check refuted.
Sources are independent when their sites differ (``www.``/``m.`` ignored).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from ..rank.urls import registrable_domain
from .records import Card

_NUM = re.compile(r"[\d]+(?:[.,]\d+)*")


def site(url: str) -> str:
    """The registrable domain: two pages of one site are one source for independence."""
    return registrable_domain(url) or (urlsplit(url).hostname or url)


def value_key(value: str | None) -> str | None:
    """'$799', '799 USD', '799美元' -> '799'; text values compare case- and space-insensitively."""
    if not value:
        return None
    nums = _NUM.findall(value)
    if nums:
        return "/".join(n.replace(",", "") for n in nums)
    return " ".join(value.lower().split())


def _plain(text: str) -> str:
    return " ".join(text.lower().split()).rstrip(".。 ")


def _group_key(card: Card) -> str:
    if card.metric:
        return "metric:" + " ".join(card.metric.lower().split())
    return "claim:" + " ".join(card.claim.lower().split())


@dataclass(frozen=True)
class Row:
    claim: str
    sources: tuple[str, ...]
    cards: tuple[str, ...]
    note: str = ""


@dataclass(frozen=True)
class EvidenceTable:
    established: tuple[Row, ...]
    single: tuple[Row, ...]
    disputed: tuple[Row, ...]

    def to_dict(self) -> dict[str, Any]:
        return {k: [r.__dict__ for r in getattr(self, k)] for k in ("established", "single", "disputed")}


def evidence_table(cards: Sequence[Card], contradictions: Sequence[dict[str, Any]] = (),
                   refuted_claims: Sequence[str] = ()) -> EvidenceTable:
    groups: dict[str, list[Card]] = {}
    for c in cards:
        groups.setdefault(_group_key(c), []).append(c)
    contradicted = {cid for item in contradictions for cid in item.get("cards", [])}
    notes = {cid: item.get("note", "") for item in contradictions for cid in item.get("cards", [])}
    refuted = {_plain(c) for c in refuted_claims}
    for c in cards:
        if _plain(c.claim) in refuted:
            contradicted.add(c.id)
            notes.setdefault(c.id, "refuted by an independent check")
    unmatched = [c for c in refuted_claims if not any(_plain(card.claim) == _plain(c) for card in cards)]
    established: list[Row] = []
    single: list[Row] = []
    disputed: list[Row] = []
    for group in groups.values():
        values = {value_key(c.value) for c in group if value_key(c.value)}
        ids = tuple(c.id for c in group)
        srcs = tuple(dict.fromkeys(c.source_id for c in group))
        if len(values) > 1 or contradicted & set(ids):
            why = next((notes[i] for i in ids if notes.get(i)), "")
            if len(values) > 1:
                label = group[0].metric or group[0].claim
                by_value: dict[str, list[str]] = {}
                for c in group:
                    if c.value and c.source_id not in by_value.setdefault(c.value, []):
                        by_value[c.value].append(c.source_id)
                detail = "values disagree: " + "; ".join(
                    v + " " + "".join(f"[{s}]" for s in srcs_) for v, srcs_ in by_value.items())
            else:
                label, detail = group[0].claim, ""
            disputed.append(Row(label, srcs, ids, " — ".join(x for x in (detail, why) if x)))
            continue
        sites = {site(c.url) for c in group}
        best = max(group, key=lambda c: {"high": 2, "medium": 1}.get(c.credibility, 0))
        label = best.claim
        (established if len(sites) >= 2 else single).append(Row(label, srcs, ids))
    for claim in unmatched:
        disputed.append(Row(claim, (), (), "refuted by an independent check"))
    return EvidenceTable(tuple(established), tuple(single), tuple(disputed))
