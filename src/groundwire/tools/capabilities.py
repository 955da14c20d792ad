"""Intent actions and capability tags as data (``data/capabilities.toml``): which words suggest an action, which
tags an action needs, and which tags a tool that declares none is inferred to have."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources

from .keywords import KeywordSet


@dataclass(frozen=True, slots=True)
class Action:
    name: str
    risk: str
    tags: tuple[str, ...]
    keywords: KeywordSet


@dataclass(frozen=True, slots=True)
class TagRule:
    tag: str
    words: KeywordSet
    risks: frozenset[str]


@dataclass(frozen=True, slots=True)
class Capabilities:
    actions: dict[str, Action]
    tag_rules: tuple[TagRule, ...]

    def tags_for(self, actions: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(dict.fromkeys(t for a in actions if a in self.actions for t in self.actions[a].tags))


@cache
def default_capabilities() -> Capabilities:
    data = tomllib.loads(resources.files(__package__).joinpath("data/capabilities.toml")
                        .read_text(encoding="utf-8"))
    actions = {name: Action(name, body.get("risk", "read"), tuple(body.get("tags", ())),
                            KeywordSet.of([*body.get("en", ()), *body.get("zh", ())]))
               for name, body in data.get("actions", {}).items()}
    rules = tuple(TagRule(tag, KeywordSet.of(body.get("words", ())), frozenset(body.get("risks", ("read",))))
                  for tag, body in data.get("tags", {}).items())
    return Capabilities(actions, rules)


ACTIONS = tuple(default_capabilities().actions)
