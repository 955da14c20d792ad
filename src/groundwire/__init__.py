"""groundwire: fresh, cited web facts for any chat model, before it answers.

Library use::

    import asyncio, groundwire
    response = asyncio.run(groundwire.search("python 3.14 release date", freshness="year"))
    for hit in response.hits:
        print(hit.rank, hit.title, hit.url)
    print(response.trace.to_dict())
"""

from .errors import GroundwireError
from .grounder import Grounder, SearchParams, search
from .models import EngineAttempt, Freshness, FusedHit, Hit, PlannedQuery, SearchResponse, TimeRange, Trace
from .research import research  # the function; the package stays importable as groundwire.research.<module>

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
