"""Write src/groundwire/data/time_screens.json: the prefilter's screen of every gate and time pattern, shipped as data.

Run after changing a screened rule (tests/test_shipped_screens.py fails until you do):
``.venv/bin/python scripts/ship_time_screens.py`` (rewrites the file; a few seconds), or ``--check`` (exit 1 and
say how many rows differ when the file is stale). Every module of ``groundwire.decide`` is imported, which registers
each gate module's screened patterns (``screen_patterns(globals())``); the time rules are ``timeframe._RULES`` and
``_LATE_RULES``. Each screen is worked out from the pattern's syntax tree (``compute_needs`` /
``compute_required_all``), never read back from the file. It runs with PYTHONHASHSEED=0 (it re-executes itself so):
the few patterns built from a set change text with the seed. Round 25 (startup25).
"""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

from groundwire.decide.time import prefilter  # noqa: E402
from groundwire.decide.time.shipped_screens import SCREENS_FILE, screen_key, screen_row, screens_document  # noqa: E402


def screened_patterns() -> list[re.Pattern[str]]:
    """Every pattern the prefilter screens in a process that has imported the whole decide package."""
    import groundwire.decide as decide

    for module in pkgutil.walk_packages(decide.__path__, "groundwire.decide."):
        importlib.import_module(module.name)
    from groundwire.decide import timeframe

    time_rules = [pattern for pattern, _ in timeframe._RULES + timeframe._LATE_RULES]
    return [p for p in [*prefilter._SHARED.registered, *time_rules] if isinstance(p.pattern, str)]


def current_rows() -> dict[str, list]:
    """key -> the screen worked out now, for every screened pattern."""
    rows = {}
    for pattern in screened_patterns():
        screen = (*prefilter.compute_needs(pattern), prefilter.compute_required_all(pattern))
        rows[screen_key(pattern)] = screen_row(screen)
    return rows


def main() -> int:
    if os.environ.get("PYTHONHASHSEED") != "0":  # a pattern built from a set would take its text, hence its key,
        # from the hash seed; round 25 ordered the four that did (holiday tries, a festival list), and one fixed seed
        # keeps the file the same on every run should another appear (a process with another seed works it out)
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, "PYTHONHASHSEED": "0"})
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped file; write nothing")
    args = parser.parse_args()
    text = screens_document(current_rows())
    if args.check:
        shipped = SCREENS_FILE.read_text(encoding="utf-8") if SCREENS_FILE.exists() else ""
        if shipped != text:
            print(f"{SCREENS_FILE} is stale: run scripts/ship_time_screens.py")
            return 1
        print(f"{SCREENS_FILE} is current")
        return 0
    SCREENS_FILE.write_text(text, encoding="utf-8")
    print(f"wrote {SCREENS_FILE} ({len(text)} characters)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
