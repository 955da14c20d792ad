"""The per-language word tables of :mod:`.holdings_requests` (es / pt / fr / de / it and Chinese / Japanese), read from
``groundwire/data/holdings_words.toml``: each key a regular expression written as a list of pieces."""

from __future__ import annotations

import functools
import tomllib
from importlib import resources

WORDS_FILE = "holdings_words.toml"


@functools.cache
def tables() -> dict[str, str]:
    """Each table's name and its regular expression (the file's pieces joined)."""
    raw = resources.files(__name__.partition(".")[0]).joinpath("data", WORDS_FILE).read_text(encoding="utf-8")
    return {name: "".join(pieces) for name, pieces in tomllib.loads(raw).items()}
