"""Domain of a request by keyword scoring, no model call. Domains are data (``data/domains.toml``, or a table of the
same shape): each keyword hit adds the domain's ``hit`` weight, a score is capped at 1, ``floor`` is kept (general
keeps 0.2), ties go to the higher ``priority`` (the more specific domain)."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from ..errors import ConfigError
from .keywords import KeywordSet

CONFIDENT_SCORE = 0.6  # the primary domain must reach this ...
CONFIDENT_MARGIN = 0.2  # ... and lead the secondary by this much, or the intent step runs


@dataclass(frozen=True, slots=True)
class Domain:
    name: str
    priority: int
    floor: float
    hit: float
    keywords: KeywordSet


@dataclass(frozen=True, slots=True)
class DomainScore:
    primary: str
    secondary: str | None
    scores: Mapping[str, float]
    matched: Mapping[str, tuple[str, ...]]
    confident: bool

    def to_dict(self) -> dict[str, Any]:
        return {"primary": self.primary, "secondary": self.secondary, "confident": self.confident,
                "scores": {k: round(v, 3) for k, v in self.scores.items()},
                "matched": {k: list(v) for k, v in self.matched.items() if v}}


def domains_from_table(table: Mapping[str, Any]) -> tuple[Domain, ...]:
    out = []
    for name, body in table.items():
        if not isinstance(body, Mapping) or not isinstance(body.get("keywords", []), list):
            raise ConfigError(f"tool domain {name!r}: expected a table with a 'keywords' list")
        out.append(Domain(name, int(body.get("priority", 0)), float(body.get("floor", 0.0)),
                          float(body.get("hit", 0.35)), KeywordSet.of(str(k) for k in body.get("keywords", []))))
    if not out:
        raise ConfigError("no tool domains defined")
    return tuple(out)


@cache
def default_domains() -> tuple[Domain, ...]:
    text = resources.files(__package__).joinpath("data/domains.toml").read_text(encoding="utf-8")
    return domains_from_table(tomllib.loads(text))


def score_domains(text: str, domains: tuple[Domain, ...] | None = None) -> DomainScore:
    domains = domains or default_domains()
    scores: dict[str, float] = {}
    matched: dict[str, tuple[str, ...]] = {}
    for d in domains:
        found = d.keywords.find(text)
        matched[d.name] = tuple(found)
        scores[d.name] = max(d.floor, min(1.0, d.hit * len(found)))
    ranked = sorted(domains, key=lambda d: (-scores[d.name], -d.priority))
    primary = ranked[0].name
    secondary = ranked[1].name if len(ranked) > 1 and scores[ranked[1].name] > 0 else None
    margin = scores[primary] - (scores[secondary] if secondary else 0.0)
    confident = scores[primary] >= CONFIDENT_SCORE and margin >= CONFIDENT_MARGIN
    return DomainScore(primary, secondary, scores, matched, confident)
