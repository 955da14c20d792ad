"""Another checkout's ``extract()`` beside this tree's, in the same process (for before/after columns).

The other tree's ``groundwire`` package (e.g. ``/work/main/src``) is copied to a temporary directory under another
package name and imported from there: its modules use relative imports only, so both trees' code runs in one
process, timed with the same CPU clock and alternated page by page.
"""

from __future__ import annotations

import atexit
import importlib
import re
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path


def require_tree(module: str, src: Path) -> None:
    """Exit unless the imported ``module`` (e.g. ``groundwire.read.extract``) comes from the tree ``src``.

    Round 20's "state-dependent" texts (extract21 found the cause) came from this: a script that imported
    ``bench_extract`` first (which puts this checkout's ``src`` at the front of ``sys.path`` and imports
    ``groundwire``) and then put another tree's ``src`` in front got this checkout's code under the other tree's
    label, and a script that imported another tree's ``groundwire`` first gave that code to the bench's own column.
    Python keeps the first ``groundwire`` it imports; only :func:`other_extract`'s renamed copy is another tree."""
    path = Path(getattr(sys.modules.get(module), "__file__", "") or "").resolve()
    root = (Path(src) / "groundwire").resolve()
    if root not in path.parents:
        raise SystemExit(f"{module} was imported from {path or 'nowhere'}, not from {root}: another tree's "
                         "groundwire was imported first in this process (use _other_tree.other_extract for it)")


def other_extract(src: Path, name: str = "groundwire_before") -> Callable[..., object]:
    """``extract`` of ``src/groundwire/read/extract.py``, imported as ``{name}.read.extract``."""
    return other_module(src, "read.extract", name).extract  # type: ignore[no-any-return]


# an absolute import of the package at a line's start: ``from groundwire import lazy_re as re`` (about 200 modules),
# ``from groundwire.x import y``, ``import groundwire.x``
_ABSOLUTE = re.compile(r"^(\s*)(from|import)\s+groundwire(?=[\s.])", re.MULTILINE)


def _own_imports(package: Path, name: str) -> int:
    """Point the copy's absolute imports of ``groundwire`` at the copy itself; returns how many lines changed.

    Round 30 (gate30): ``bench_gate.py --base`` timed the base tree at about twice this tree's cost per question
    on the same code. Its modules write ``from groundwire import lazy_re as re``, so the copy's patterns were this
    tree's ``LazyPattern``s, which the copy's own prefilter (``decide/time/prefilter.py``, asking its own
    ``lazy_re.is_pattern``) did not recognise: not one of the copy's patterns was screened, and every rule scanned
    every question. The answers were the same (a screen only skips scans that cannot match), the timing was not,
    and a copy that imports this tree's modules runs this tree's code under the other tree's label."""
    changed = 0
    for path in package.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        new, n = _ABSOLUTE.subn(lambda m: f"{m.group(1)}{m.group(2)} {name}", text)
        if n:
            path.write_text(new, encoding="utf-8")
            changed += n
    return changed


def other_module(src: Path, module: str, name: str = "groundwire_before") -> object:
    """``groundwire.<module>`` of the tree ``src`` (e.g. ``decide.timeframe``), imported as ``{name}.<module>``."""
    package = Path(src) / "groundwire"
    if not (package / (module.replace(".", "/") + ".py")).is_file():
        raise SystemExit(f"no groundwire/{module.replace('.', '/')}.py under {src}")
    if name not in sys.modules:
        root = Path(tempfile.mkdtemp(prefix="gw-other-tree-"))
        atexit.register(shutil.rmtree, root, True)
        shutil.copytree(package, root / name, ignore=shutil.ignore_patterns("__pycache__"))
        _own_imports(root / name, name)
        sys.path.insert(0, str(root))
    return importlib.import_module(f"{name}.{module}")
