"""The local knowledge base and the RSS/Atom feed store: one SQLite file with full-text search.

* :mod:`.store`   the database (documents, feeds, FTS5 index, ranked search with a confidence)
* :mod:`.indexer` index Markdown / text / HTML files, incrementally
* :mod:`.feeds`   feed subscriptions and a concurrent, conditional-GET pull
"""

from __future__ import annotations

import os
from pathlib import Path

from .store import Match, SearchResults, Store

__all__ = ["Match", "SearchResults", "Store", "default_db_path"]


def default_db_path() -> Path:
    """``$GROUNDWIRE_HOME/local.db``; ``GROUNDWIRE_HOME`` defaults to ``~/.local/share/groundwire``
    (``$XDG_DATA_HOME/groundwire`` when that is set, as in ``config.Settings.local_db``)."""
    home = os.environ.get("GROUNDWIRE_HOME")
    if home:
        return Path(home).expanduser() / "local.db"
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base).expanduser() / "groundwire" / "local.db"
