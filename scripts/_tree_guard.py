"""Another source tree's guard run in a child process: texts in, one result per text out (round 27, tidy27).

Eight scripts scored a tree's ``sanitize`` against another tree's and each started the child its own way (a
``PYTHONPATH`` set to the tree, the texts as JSON on stdin or in a file, the results as JSON back). This is that part
once: :func:`run_in_tree` (one child, waited for), :func:`start_in_tree` (a child left running, so two trees use the
two cores side by side; call what it returns for the result), :func:`sanitize_child` (the child code that guards
each text and returns an expression of the text ``t`` and its result ``r``) and :func:`guard_flags` (``suspicious``
per text). The child imports the tree's own ``groundwire``: two trees never share a module (unlike
``bench/_other_tree.py``, which renames a copy to run it in this process; the guard's detector and caches are
process-wide, so a child is the safer way here). Not covered: a child's stderr is passed through, not captured.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

__all__ = ["guard_flags", "run_in_tree", "sanitize_child", "start_in_tree"]


def _env(tree: str | Path) -> dict[str, str]:
    """The child's environment: ``tree`` first on the path. A directory without ``groundwire/`` stops here: the
    child would import the installed checkout's package instead and score it under the wrong name (round 27's
    review: ``--base /nonexistent`` printed a normal-looking column)."""
    if not (Path(tree) / "groundwire").is_dir():
        raise SystemExit(f"{tree}: no groundwire/ package here (pass a tree's src directory)")
    return dict(os.environ, PYTHONPATH=str(Path(tree).resolve()))


def run_in_tree(tree: str | Path, code: str, payload: Any = None, *args: str) -> Any:
    """Run ``code`` (``python -c``) with the source tree ``tree`` (a ``src`` directory) on the path, ``payload`` as
    JSON on its stdin and ``args`` as its ``sys.argv[1:]``; what it prints, read as JSON."""
    out = subprocess.run([sys.executable, "-c", code, *args], input=json.dumps(payload), env=_env(tree),
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def start_in_tree(tree: str | Path, code: str, payload: Any = None, *args: str) -> Callable[[], Any]:
    """:func:`run_in_tree` started and left running (the payload and the output go through temporary files, so a
    large output never blocks a pipe); the returned function waits for the child and gives its output."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as fh:
        json.dump(payload, fh)
        in_file = fh.name
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as fh:
        out_file = fh.name
    with open(in_file, encoding="utf-8") as stdin, open(out_file, "w", encoding="utf-8") as stdout:
        proc = subprocess.Popen([sys.executable, "-c", code, *args], stdin=stdin, stdout=stdout, env=_env(tree))

    def result() -> Any:
        try:
            if proc.wait() != 0:
                raise SystemExit(f"a sanitize run failed (exit {proc.returncode})")
            return json.loads(Path(out_file).read_text(encoding="utf-8"))
        finally:
            os.unlink(in_file)
            os.unlink(out_file)

    return result


def sanitize_child(per_text: str) -> str:
    """Child code for :func:`run_in_tree`: the tree's ``sanitize`` over the JSON list of texts on stdin, printing the
    JSON list of ``per_text`` (a Python expression of ``t``, the text, and ``r``, its ``GuardResult``)."""
    return ("import json, sys\nfrom groundwire.guard.neutralize import sanitize\n"
            f"print(json.dumps([{per_text} for t in json.load(sys.stdin) for r in (sanitize(t),)]))")


SUSPICIOUS = "bool(r.suspicious)"


def guard_flags(tree: str | Path, texts: list[str]) -> list[bool]:
    """``sanitize(text).suspicious`` for each text, by the tree ``tree`` (a ``src`` directory) in a child."""
    return run_in_tree(tree, sanitize_child(SUSPICIOUS), texts)  # type: ignore[no-any-return]
