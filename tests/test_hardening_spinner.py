"""Issue 13 UX: a spinner on stderr for ``search`` when it takes longer than ~0.5 s and stderr is a terminal; never
when piped. The CLI as a real subprocess, on a pseudo-terminal and on pipes."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.emulator import Emulator
from tests.test_cli_search import cli_env, home  # noqa: F401

ARGS = ["-m", "groundwire", "search", "python", "release", "--raw", "--no-cache"]


def slow_engines(emulator: Emulator) -> None:
    for engine in ("exa", "brave"):
        emulator.set_fault(engine, "latency", ms=1500)


@pytest.mark.skipif(not hasattr(pty, "openpty"), reason="needs a pseudo-terminal")
def test_spinner_on_a_terminal(emulator: Emulator, home: Path) -> None:
    slow_engines(emulator)
    env = cli_env(emulator, home, TERM="xterm", COLUMNS="100")
    env.pop("NO_COLOR", None)
    main, secondary = pty.openpty()
    proc = subprocess.Popen([sys.executable, *ARGS], stdin=secondary, stdout=secondary, stderr=secondary, env=env,
                            close_fds=True)
    os.close(secondary)
    chunks: list[bytes] = []
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            data = os.read(main, 4096)
        except OSError:  # the child closed the terminal
            break
        if not data:
            break
        chunks.append(data)
    proc.wait(timeout=30)
    os.close(main)
    output = b"".join(chunks).decode("utf-8", "replace")
    assert proc.returncode == 0, output
    assert "searching…" in output, output[:500]


def test_no_spinner_when_piped(emulator: Emulator, home: Path) -> None:
    slow_engines(emulator)
    run = subprocess.run([sys.executable, *ARGS], env=cli_env(emulator, home), capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stderr
    assert "searching" not in run.stderr and "\x1b[" not in run.stderr
