"""The prefilter's screens shipped as data, so a process does not parse every rule's pattern again at start.

Round 25 (startup25): :mod:`.prefilter` worked out, for each of about 2,600 gate and time patterns, which Han
character, digit and literal strings any match needs by parsing the pattern's syntax tree, which cost seconds of CPU
in every CLI command. ``data/time_screens.json`` holds those answers, keyed by a hash of (flags, pattern text), and
is written by ``scripts/ship_time_screens.py``. A pattern the file does not hold (a rule added or edited since) is
worked out as before: never wrong, only slower; tests/test_shipped_screens.py fails when the file is stale.

Does not cover: patterns that are not ``str`` patterns (never screened), nor the compiling of the patterns
themselves (module-level ``re.compile`` lines stay as they are).
"""

from __future__ import annotations

import hashlib
import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

SCREENS_FILE = Path(__file__).resolve().parent.parent.parent / "data" / "time_screens.json"
FORMAT = 1

Screen = tuple[bool, bool, tuple[frozenset[str], ...]]  # (needs Han, needs a digit, necessary sets, most selective first)


def screen_key(pattern: re.Pattern[str]) -> str:
    """The file's key for a pattern: its flags and a hash of its text (a changed pattern gets a new key)."""
    digest = hashlib.sha1(pattern.pattern.encode("utf-8", "surrogatepass"), usedforsecurity=False).hexdigest()
    return f"{pattern.flags}:{digest[:20]}"


@lru_cache(maxsize=1)
def _table() -> dict[str, Any]:
    try:
        data = json.loads(SCREENS_FILE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}  # no file, or a broken one: every screen is worked out as before
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("screens"), dict):
        return {}
    return data["screens"]


@lru_cache(maxsize=4096)
def shipped_screen(pattern: re.Pattern[str]) -> Screen | None:
    """The shipped screen of ``pattern``, or None when the file does not hold it (cached: the prefilter asks for the
    Han / digit part and for the sets of the same pattern in a row, and each lookup hashes the pattern's text)."""
    if not isinstance(pattern.pattern, str):
        return None
    row = _table().get(screen_key(pattern))
    if row is None:
        return None
    need_han, need_digit, sets = row
    return bool(need_han), bool(need_digit), tuple(frozenset(words) for words in sets)


def screen_row(screen: Screen) -> list[Any]:
    """One screen as the file stores it (each set's words sorted, the sets in their order)."""
    need_han, need_digit, sets = screen
    return [need_han, need_digit, [sorted(words) for words in sets]]


def screens_document(rows: dict[str, list[Any]]) -> str:
    """The file's whole text for ``rows`` (key -> :func:`screen_row`), stable for a given set of rows."""
    return json.dumps({"format": FORMAT, "screens": dict(sorted(rows.items()))}, ensure_ascii=False,
                      separators=(",", ":")) + "\n"
