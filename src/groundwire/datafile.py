"""The project's data files (authority tiers, fusion multipliers, mode rules, entity rules): read TOML or raise one
clear ConfigError naming the file, whatever went wrong (missing, unreadable, not UTF-8, not TOML)."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from .errors import ConfigError


def read_toml(path: Path, what: str) -> dict[str, Any]:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"{what}: cannot read {path}: {exc}") from None
