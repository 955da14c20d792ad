"""Where the shared development data sets live: ``../shared/data`` beside the repository (as on CI and the
developers' machines), or ``$GROUNDWIRE_SHARED_DATA``."""

from __future__ import annotations

import os
from pathlib import Path

SHARED_DATA = Path(os.environ.get("GROUNDWIRE_SHARED_DATA") or Path(__file__).resolve().parents[2] / "shared" / "data")
