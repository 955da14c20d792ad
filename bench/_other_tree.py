"""Another checkout's ``extract()`` beside this tree's, in the same process (for before/after columns).

The other tree's ``groundwire`` package (e.g. ``/work/main/src``) is copied to a temporary directory under another
package name and imported from there: its modules use relative imports only, so both trees' code runs in one
process, timed with the same CPU clock and alternated page by page.
"""

from __future__ import annotations

import atexit
import importlib
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


def other_module(src: Path, module: str, name: str = "groundwire_before") -> object:
    """``groundwire.<module>`` of the tree ``src`` (e.g. ``decide.timeframe``), imported as ``{name}.<module>``."""
    package = Path(src) / "groundwire"
    if not (package / (module.replace(".", "/") + ".py")).is_file():
        raise SystemExit(f"no groundwire/{module.replace('.', '/')}.py under {src}")
    if name not in sys.modules:
        root = Path(tempfile.mkdtemp(prefix="gw-other-tree-"))
        atexit.register(shutil.rmtree, root, True)
        shutil.copytree(package, root / name, ignore=shutil.ignore_patterns("__pycache__"))
        sys.path.insert(0, str(root))
    return importlib.import_module(f"{name}.{module}")
