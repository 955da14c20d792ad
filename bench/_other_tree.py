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


def other_extract(src: Path, name: str = "groundwire_before") -> Callable[..., object]:
    """``extract`` of ``src/groundwire/read/extract.py``, imported as ``{name}.read.extract``."""
    package = Path(src) / "groundwire"
    if not (package / "read" / "extract.py").is_file():
        raise SystemExit(f"no groundwire/read/extract.py under {src}")
    root = Path(tempfile.mkdtemp(prefix="gw-other-tree-"))
    atexit.register(shutil.rmtree, root, True)
    shutil.copytree(package, root / name, ignore=shutil.ignore_patterns("__pycache__"))
    sys.path.insert(0, str(root))
    module = importlib.import_module(f"{name}.read.extract")
    return module.extract  # type: ignore[no-any-return]


def other_module(src: Path, dotted: str, name: str = "groundwire_base") -> object:
    """Module ``groundwire.<dotted>`` of another checkout's ``src``, imported as ``{name}.<dotted>`` (e.g.
    ``other_module(Path("/work/main/src"), "decide.gate")``)."""
    package = Path(src) / "groundwire"
    if not (package / (dotted.replace(".", "/") + ".py")).is_file():
        raise SystemExit(f"no groundwire/{dotted.replace('.', '/')}.py under {src}")
    if name not in sys.modules:
        root = Path(tempfile.mkdtemp(prefix="gw-other-tree-"))
        atexit.register(shutil.rmtree, root, True)
        shutil.copytree(package, root / name, ignore=shutil.ignore_patterns("__pycache__"))
        sys.path.insert(0, str(root))
    return importlib.import_module(f"{name}.{dotted}")
