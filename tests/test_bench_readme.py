"""bench/README.md is the how-to-run page of every benchmark and script: each one has a row there, and every
``--option`` written next to a script's name exists in that script (or in the sibling module it takes its command
line from). Removing a script's row, or listing an option the script does not have, turns this red."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "bench" / "README.md"
FOLDERS = ("bench", "scripts")

_SCRIPT = re.compile(r"(?<![\w/.-])(?:(bench|scripts)/)?([A-Za-z0-9_]+)\.py\b")
_OPTION = re.compile(r"(?<![\w-])--([a-z][a-z0-9-]*)")
_ROW_SCRIPT = re.compile(r"^\|\s*`((?:bench|scripts)/[A-Za-z0-9_]+\.py)`")
_IMPORT = re.compile(r"^\s*(?:from\s+([A-Za-z0-9_]+)\s+import|import\s+([A-Za-z0-9_]+))", re.M)


def _public_scripts() -> list[str]:
    return sorted(f"{folder}/{p.name}" for folder in FOLDERS for p in (ROOT / folder).glob("*.py")
                  if not p.name.startswith("_"))


def _readme_lines() -> list[str]:
    return README.read_text(encoding="utf-8").splitlines()


def _resolve(folder: str | None, stem: str) -> str | None:
    """The repository path a mention names, or None when it names no bench or script file."""
    for f in ([folder] if folder else FOLDERS):
        if (ROOT / f / f"{stem}.py").is_file():
            return f"{f}/{stem}.py"
    return None


def _source_with_helpers(path: str) -> str:
    """The script's text and that of the sibling modules it imports, and theirs (the voice sets take their command
    line from guard_held13.half_main or guard_voice_report.main)."""
    file = ROOT / path
    texts: dict[str, str] = {}
    todo = [file.stem]
    while todo:  # transitively: a round's script may be another round's scorer with ``--set`` (guard_direct21)
        name = todo.pop()
        sibling = file.parent / f"{name}.py"
        if name in texts or not sibling.is_file():
            continue
        texts[name] = sibling.read_text(encoding="utf-8")
        todo += [a or b for a, b in _IMPORT.findall(texts[name])]
    return "\n".join(texts.values())


def option_exists(path: str, option: str) -> bool:
    """``--option`` is spelled in the script's source (or a sibling it imports) as a string literal; flags built as
    f"--{name}" from a table count when the name is a string literal there."""
    source = _source_with_helpers(path)
    if option == "help" and "argparse" in source:
        return True
    if f'"--{option}"' in source or f"'--{option}'" in source:
        return True
    return ('f"--{' in source or "f'--{" in source) and (f'"{option}"' in source or f"'{option}'" in source)


def options_by_script(lines: list[str]) -> list[tuple[int, str, str]]:
    """(line number, script, option) for every ``--option`` of the page that follows a script's name on its line.
    A table row starts with its own script (the first cell); a later name on the line takes over."""
    found = []
    for number, line in enumerate(lines, 1):
        row = _ROW_SCRIPT.match(line)
        current = row.group(1) if row else None
        tokens = sorted([(m.start(), "script", m) for m in _SCRIPT.finditer(line)]
                        + [(m.start(), "option", m) for m in _OPTION.finditer(line)], key=lambda t: t[0])
        for _, kind, m in tokens:
            if kind == "script":
                current = _resolve(m.group(1), m.group(2)) or current
            elif current is not None:
                found.append((number, current, m.group(1)))
    return found


def rows(lines: list[str]) -> set[str]:
    return {m.group(1) for m in map(_ROW_SCRIPT.match, lines) if m}


@pytest.mark.parametrize("script", _public_scripts())
def test_every_script_has_a_row(script):
    assert script in rows(_readme_lines()), f"{script} has no row in bench/README.md"


def test_every_listed_option_exists():
    found = options_by_script(_readme_lines())
    assert len(found) > 50  # the page lists options; an empty parse would pass vacuously
    missing = [(n, s, f"--{o}") for n, s, o in found if not option_exists(s, o)]
    assert missing == []


def test_every_row_names_a_file_that_exists():
    assert sorted(s for s in rows(_readme_lines()) if not (ROOT / s).is_file()) == []


def test_the_checker_catches_an_option_that_does_not_exist():
    lines = ["| `bench/bench_gate.py` | x | `.venv/bin/python bench/bench_gate.py --base X --no-such-option` | 1 s |",
             "Reading `bench_planner.py --rounds 3` and `scripts/guard_same.py --show 5`."]
    found = options_by_script(lines)
    assert found == [(1, "bench/bench_gate.py", "base"), (1, "bench/bench_gate.py", "no-such-option"),
                     (2, "bench/bench_planner.py", "rounds"), (2, "scripts/guard_same.py", "show")]
    assert [option_exists(s, o) for _, s, o in found] == [True, False, True, True]


def test_options_from_a_shared_command_line_and_from_a_table_count():
    assert option_exists("scripts/guard_game_voices14.py", "half")  # guard_held13.half_main
    assert option_exists("scripts/guard_tool_voices15.py", "misses")  # guard_voice_report.main
    assert option_exists("bench/bench_time_core_en.py", "blind5b")  # f"--{flag}" over a table
    assert not option_exists("bench/bench_time_core_en.py", "blind99")
