"""groundwire: fresh, cited web facts for any chat model, before it answers.

Library use::

    import asyncio, groundwire
    response = asyncio.run(groundwire.search("python 3.14 release date", freshness="year"))
    for hit in response.hits:
        print(hit.rank, hit.title, hit.url)
    print(response.trace.to_dict())
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .errors import GroundwireError
from .models import EngineAttempt, Freshness, FusedHit, Hit, PlannedQuery, SearchResponse, TimeRange, Trace
from .research import research  # the function (its package is light); bound here so the name stays the function

if TYPE_CHECKING:
    from .grounder import Grounder, SearchParams, search

# The grounder pulls in httpx, redis and the whole search stack: imported on first use, so ``groundwire when`` and
# ``import groundwire.decide.timeframe`` do not pay for it (PEP 562).
_LAZY = {"Grounder": "grounder", "SearchParams": "grounder", "search": "grounder"}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'groundwire' has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value

__all__ = [
    "EngineAttempt",
    "Freshness",
    "FusedHit",
    "Grounder",
    "GroundwireError",
    "Hit",
    "PlannedQuery",
    "SearchParams",
    "SearchResponse",
    "TimeRange",
    "Trace",
    "research",
    "search",
]
__version__ = "0.1.0"
