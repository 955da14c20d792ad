"""The local knowledge base (files indexed by ``groundwire index``) as a search provider.

No network and no key. Reads the SQLite store read-only; a missing or empty database gives no hits.
``score`` is the store's normalised 0..1 score (the best hit's score is the query's confidence).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING

from ...errors import ConfigError, ProviderError, UsageError
from ...local.store import Source, Store
from ...models import Hit, PlannedQuery, SearchOptions
from .base import Capabilities, Credentials, DirectProvider

if TYPE_CHECKING:
    from ...config import Settings


class _StoreProvider(DirectProvider):
    """Shared plumbing: open the store read-only per call (thread-safe, multi-process safe)."""

    source: Source

    def __init__(self, db_path: str | Path | None = None) -> None:
        if db_path is None:
            from ...local import default_db_path

            db_path = default_db_path()
        self.db_path = Path(db_path).expanduser()

    def _open(self) -> Store | None:
        if not self.db_path.is_file():
            return None
        try:
            return Store(self.db_path, readonly=True)
        except ConfigError as exc:
            raise ProviderError(self.name, f"local database unreadable: {exc}") from None

    def has_documents(self) -> bool:
        """Whether the store holds anything of this provider's source (the router skips an empty store)."""
        try:
            store = self._open()
        except ProviderError:
            return False
        if store is None:
            return False
        try:
            return store.count(self.source) > 0
        except (ConfigError, UsageError):
            return False
        finally:
            store.close()

    def _hits(self, query: PlannedQuery, opts: SearchOptions) -> list[Hit]:
        count = max(1, min(opts.count, self.capabilities.max_results))
        store = self._open()
        if store is None:
            return []
        try:
            after, before = self._date_window(query, opts)
            results = store.search(query.text, limit=count, source=self.source, published_after=after,
                                   published_before=before, marks=("", ""))
        except (ConfigError, UsageError) as exc:
            raise ProviderError(self.name, str(exc)) from None
        finally:
            store.close()
        return [
            Hit(url=m.uri, title=m.title or m.uri, snippet=m.snippet, provider=self.name, position=i,
                published=m.published, score=m.score)
            for i, m in enumerate(results, start=1)
        ]

    def _date_window(self, query: PlannedQuery, opts: SearchOptions) -> tuple[str | None, str | None]:
        return None, None

    async def search(self, query: PlannedQuery, opts: SearchOptions, creds: Credentials) -> list[Hit]:
        return await asyncio.to_thread(self._hits, query, opts)


class LocalKnowledgeBase(_StoreProvider):
    """Files indexed into the local store (``source="kb"``); hit URLs are ``file://`` URIs."""

    capabilities = Capabilities(
        name="local",
        needs_key=False,
        supports_freshness=False,
        supports_language=True,
        max_results=20,
        rate_limit=(1000, 1.0),
        max_concurrency=8,
        local=True,
    )
    source: Source = "kb"

    def gate_confidence(self, query_text: str) -> float | None:
        """The confidence the search gate reads, from one store open: None when there is nothing to ask (no
        database, or none of this provider's documents), else ``best_confidence``. An empty store answering 0.0
        would read as "asked and unsure" and send soft-cue questions to the web."""
        try:
            store = self._open()
        except ProviderError:
            return None
        if store is None:
            return None
        try:
            if store.count(self.source) == 0:
                return None
            return store.best_confidence(query_text, source=self.source)
        except (ConfigError, UsageError):
            return None
        finally:
            store.close()

    def best_confidence(self, query_text: str) -> float:
        """0..1: how well the best local document matches (0 when the database is missing or empty)."""
        store = self._open()
        if store is None:
            return 0.0
        try:
            return store.best_confidence(query_text, source=self.source)
        except (ConfigError, UsageError):
            return 0.0
        finally:
            store.close()


def from_settings(settings: Settings) -> LocalKnowledgeBase:
    """The registry's factory: the knowledge base in ``settings.local_db``."""
    return LocalKnowledgeBase(settings.local_db)
