"""Resilience parts the executor wraps every engine call in: cache -> rate limit -> breaker -> retry.

Each part is pure logic over an injected :class:`Clock`, with a pluggable state backend (memory, embedded
SQLite/diskcache shared across processes, Redis with fallback to embedded). ``build_resilience`` wires a set.
Redis classes live in ``groundwire.resilience.redis_state`` (imported lazily).
"""

from .backends import BackendKind, Resilience, build_resilience
from .breaker import (
    BreakerConfig,
    BreakerDecision,
    BreakerRecord,
    BreakerStatus,
    BreakerStore,
    CircuitBreaker,
    MemoryBreakerStore,
    SQLiteBreakerStore,
)
from .cache import CacheTTLs, DiskCache, MemoryCache, ResultCache, cache_key, normalize_query, ttl_for
from .clock import Clock, FakeClock, SystemClock
from .fallback import FallbackBackend, FallbackBreakerStore, FallbackCache, FallbackWindowStore
from .limits import (
    ConcurrencyCaps,
    LocalRateLimitError,
    MemoryWindowStore,
    RateLimit,
    RateLimiter,
    SQLiteWindowStore,
    WindowStore,
    check_limit,
)
from .retry import RetryPolicy, retry_delay, with_retries

__all__ = [
    "BackendKind", "BreakerConfig", "BreakerDecision", "BreakerRecord", "BreakerStatus", "BreakerStore",
    "CacheTTLs", "CircuitBreaker", "Clock", "ConcurrencyCaps", "DiskCache", "FakeClock", "FallbackBackend",
    "FallbackBreakerStore", "FallbackCache", "FallbackWindowStore", "LocalRateLimitError", "MemoryBreakerStore",
    "MemoryCache", "MemoryWindowStore", "RateLimit", "RateLimiter", "Resilience", "ResultCache", "RetryPolicy",
    "SQLiteBreakerStore", "SQLiteWindowStore", "SystemClock", "WindowStore", "build_resilience", "cache_key",
    "check_limit", "normalize_query", "retry_delay", "ttl_for", "with_retries",
]
