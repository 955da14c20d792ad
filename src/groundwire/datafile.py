"""The project's data files (authority tiers, fusion multipliers, mode rules, entity rules): read TOML or raise one
clear ConfigError naming the file, whatever went wrong (missing, unreadable, not UTF-8, not TOML); and the gate's
name lists (one name a line, "#" starts a comment, a leading "~" marks a name)."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any, Callable

from .errors import ConfigError


def read_toml(path: Path, what: str) -> dict[str, Any]:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"{what}: cannot read {path}: {exc}") from None


def read_name_list(path: Path, normalise: Callable[[str], str] = str.strip) -> tuple[frozenset[str], frozenset[str]]:
    """(every name, the names marked with a leading "~") of a shipped name list, each passed through ``normalise``.

    One name a line; "#" starts a comment anywhere on a line; blank lines are skipped. The lists ship with the
    package, so a missing or unreadable one is a broken install and raises as it is."""
    names: set[str] = set()
    marked: set[str] = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        name = normalise(line.lstrip("~").strip())
        names.add(name)
        if line.startswith("~"):
            marked.add(name)
    return frozenset(names), frozenset(marked)
