"""Result cache: keys, freshness-dependent TTLs, and in-memory / on-disk backends (Redis: ``redis_state``).

Entries carry their own expiry, computed from the injected :class:`Clock`, so a fake clock can expire them.
The on-disk cache is the ``diskcache`` library (SQLite underneath, safe across processes). A failing cache
never breaks a search: errors are logged and read as a miss.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import os
import sqlite3
import threading
import unicodedata
from collections import OrderedDict
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

import diskcache

from ..errors import UsageError
from ..models import Freshness
from .clock import Clock, SystemClock

log = logging.getLogger(__name__)

CacheValue = bytes | str
KEY_VERSION = "v1"


@runtime_checkable
class ResultCache(Protocol):
    def get(self, key: str) -> CacheValue | None:
        """The fresh value, or None on a miss or an expired entry."""
        ...

    def set(self, key: str, value: CacheValue, ttl_s: float) -> None:
        """Store ``value`` for ``ttl_s`` seconds (``ttl_s <= 0``: do not store)."""
        ...


@dataclass(frozen=True, slots=True)
class CacheTTLs:
    """Seconds a cached result stays fresh, by the query's freshness. A "day" query expires soonest."""

    day: float = 10 * 60
    week: float = 60 * 60
    month: float = 6 * 60 * 60
    year: float = 24 * 60 * 60
    none: float = 24 * 60 * 60


DEFAULT_TTLS = CacheTTLs()


def _freshness(value: Freshness | str | None) -> Freshness | None:
    try:
        return Freshness.parse(value)
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def ttl_for(freshness: Freshness | str | None, ttls: CacheTTLs = DEFAULT_TTLS) -> float:
    """The TTL for a query of this freshness (``None`` / no freshness -> ``ttls.none``); bad value: UsageError."""
    parsed = _freshness(freshness)
    return ttls.none if parsed is None else float(getattr(ttls, parsed.value))


def normalize_query(text: str) -> str:
    """NFKC, case-fold, collapse whitespace: queries that differ only in form share a cache entry."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def cache_key(
    provider: str, query_text: str, freshness: Freshness | str | None, language: str | None, count: int
) -> str:
    """A stable key ``gw:v1:<provider>:<sha256>`` for one engine call."""
    fresh = _freshness(freshness)
    parts = [
        normalize_query(query_text),
        fresh.value if fresh else None,
        language.strip().lower() if language else None,
        int(count),
    ]
    digest = hashlib.sha256(json.dumps(parts, ensure_ascii=False).encode("utf-8")).hexdigest()
    return f"gw:{KEY_VERSION}:{provider.strip().lower()}:{digest}"


class MemoryCache:
    """In-process cache (tests, or when nothing should touch the disk); evicts the oldest entry when full."""

    def __init__(self, clock: Clock | None = None, max_entries: int = 10_000) -> None:
        self._clock = clock or SystemClock()
        self._max = max_entries
        self._data: OrderedDict[str, tuple[float, CacheValue]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: str) -> CacheValue | None:
        with self._lock:
            entry = self._data.get(key)
            if entry is None:
                return None
            if entry[0] <= self._clock.now():
                del self._data[key]
                return None
            return entry[1]

    def set(self, key: str, value: CacheValue, ttl_s: float) -> None:
        if ttl_s <= 0:
            return
        with self._lock:
            self._data.pop(key, None)
            self._data[key] = (self._clock.now() + ttl_s, value)
            while len(self._data) > self._max:
                self._data.popitem(last=False)

    def cleanup(self) -> int:
        """Drop every expired entry; returns how many went."""
        with self._lock:
            now = self._clock.now()
            expired = [k for k, (expires, _) in self._data.items() if expires <= now]
            for key in expired:
                del self._data[key]
        return len(expired)


class DiskCache:
    """On-disk cache shared by every process that opens the same directory (``diskcache.Cache``)."""

    def __init__(
        self,
        directory: str | os.PathLike[str],
        clock: Clock | None = None,
        *,
        size_limit: int = 256 * 1024 * 1024,
    ) -> None:
        self._clock = clock or SystemClock()
        self._cache = diskcache.Cache(os.fspath(directory), size_limit=size_limit)

    def get(self, key: str) -> CacheValue | None:
        try:
            entry = self._cache.get(key)
        except (sqlite3.Error, OSError) as exc:
            log.warning("disk cache read failed, treating as a miss: %s", type(exc).__name__)
            return None
        if not (isinstance(entry, tuple) and len(entry) == 2):
            return None
        expires, value = entry
        if not isinstance(expires, float | int) or not math.isfinite(expires) or expires <= self._clock.now():
            return None
        return value if isinstance(value, bytes | str) else None

    def set(self, key: str, value: CacheValue, ttl_s: float) -> None:
        if ttl_s <= 0:
            return
        try:
            # diskcache's own expiry (real time) only reclaims space; freshness is judged by our clock.
            self._cache.set(key, (self._clock.now() + ttl_s, value), expire=ttl_s)
        except (sqlite3.Error, OSError) as exc:
            log.warning("disk cache write failed, not cached: %s", type(exc).__name__)

    def cleanup(self) -> int:
        """Reclaim expired entries (diskcache's ``expire``), then evict down to the size limit (``cull``); returns
        how many went. A locked or failing cache is logged and counts as 0 (the next cleanup tries again)."""
        try:
            return int(self._cache.expire()) + int(self._cache.cull())
        except (sqlite3.Error, OSError, diskcache.Timeout) as exc:
            log.warning("disk cache cleanup failed, will retry: %s", type(exc).__name__)
            return 0

    def close(self) -> None:
        self._cache.close()
