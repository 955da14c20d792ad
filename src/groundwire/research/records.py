"""The records a research run keeps on disk: fact cards (facts.jsonl) and sources (sources.json)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any


@dataclass(frozen=True, slots=True)
class Card:
    """One verified fact: ``quote`` is literally on the page of ``source_id``."""

    id: str
    section: str
    claim: str
    quote: str
    source_id: str
    url: str
    published: str | None
    metric: str | None
    value: str | None
    scope: str | None
    credibility: str
    lang: str
    date: str | None = None  # the date the fact refers to, as the page gives it
    round: int = 0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Card:
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})


@dataclass(frozen=True, slots=True)
class SourceRecord:
    id: str
    url: str
    title: str
    published: str | None
    source_tier: str
    fetched_at: str
    lang: str
    platform: str | None = None
    flagged: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["flagged"] = list(self.flagged)
        if self.platform is None:
            data.pop("platform")
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SourceRecord:
        names = {f.name for f in fields(cls)}
        values = {k: v for k, v in data.items() if k in names}
        values["flagged"] = tuple(values.get("flagged") or ())
        return cls(**values)
