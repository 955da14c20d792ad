"""A circuit breaker per provider, with its state in a pluggable store (memory, SQLite, Redis).

closed --N consecutive counted failures--> open --cool-down over--> half-open --one probe--> closed | open
(cool-down doubles on each failed probe, up to a cap). Only errors whose ``counts_for_breaker`` is True count
(timeouts, 5xx, 429, malformed, blocked); other 4xx neither count nor reset the streak.

Exactly one probe: the half-open transition and the probe grant happen in one atomic read-modify-write of the
store, so across processes only one caller gets ``reason="probe"``. The grant is a lease (``probe_lease_s``): if
the prober dies without reporting, another probe is allowed once the lease runs out.

Lone-provider policy ("never cooled down into silence"): when none of a request's providers is allowed, the
router calls :meth:`CircuitBreaker.soonest_probe` and then ``allow(provider, force=True)``. A forced allow turns
an open breaker half-open early and grants the single probe (still only one in flight across processes). So a
dead lone engine costs at most one call at a time, and a recovered one is noticed on the next request.

State transitions are pure functions over :class:`BreakerRecord`; stores only make them atomic.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, replace
from typing import Literal, Protocol, TypeVar, runtime_checkable

from ..errors import CircuitOpenError, ProviderError, RateLimitError
from ._sqlite import SQLiteFile
from .clock import Clock, SystemClock

T = TypeVar("T")
State = Literal["closed", "open", "half_open"]


@dataclass(frozen=True, slots=True)
class BreakerConfig:
    failure_threshold: int = 3
    cooldown_s: float = 30.0
    max_cooldown_s: float = 300.0
    probe_lease_s: float = 30.0


@dataclass(frozen=True, slots=True)
class BreakerRecord:
    """What a store keeps per provider (times are wall-clock seconds)."""

    state: State = "closed"
    failures: int = 0
    open_until: float = 0.0
    cooldown_s: float = 0.0  # the cool-down used at the last opening (doubles on a failed probe)
    probe_until: float = 0.0  # half-open: lease of the probe in flight (0 = none)

    def dumps(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def loads(cls, raw: str | bytes | None) -> BreakerRecord:
        if not raw:
            return cls()
        try:
            data = json.loads(raw)
            return cls(
                state=data["state"] if data["state"] in ("closed", "open", "half_open") else "closed",
                failures=int(data["failures"]),
                open_until=float(data["open_until"]),
                cooldown_s=float(data["cooldown_s"]),
                probe_until=float(data["probe_until"]),
            )
        except (ValueError, KeyError, TypeError):
            return cls()  # a corrupt record reads as closed: fail open, never crash


@dataclass(frozen=True, slots=True)
class BreakerDecision:
    """``allowed`` plus why; truthy when allowed. ``until``: when the next call may be allowed."""

    allowed: bool
    reason: Literal["closed", "probe", "forced_probe", "open", "probe_in_flight"]
    until: float | None = None

    def __bool__(self) -> bool:
        return self.allowed

    def to_error(self, provider: str) -> CircuitOpenError:
        return CircuitOpenError(provider, f"circuit {self.reason}; retry after epoch {self.until}")


@dataclass(frozen=True, slots=True)
class BreakerStatus:
    """A snapshot for traces and health pages. ``state`` is effective: an expired open reads "half_open"."""

    state: State
    failures: int
    open_until: float
    cooldown_s: float
    probe_in_flight: bool


# ---- pure transitions ------------------------------------------------------------------------------------


def decide(
    rec: BreakerRecord, now: float, cfg: BreakerConfig, *, force: bool = False
) -> tuple[BreakerRecord, BreakerDecision]:
    if rec.state == "closed":
        return rec, BreakerDecision(True, "closed")
    if rec.state == "open" and now < rec.open_until and not force:
        return rec, BreakerDecision(False, "open", rec.open_until)
    if rec.state == "half_open" and now < rec.probe_until:
        return rec, BreakerDecision(False, "probe_in_flight", rec.probe_until)
    early = rec.state == "open" and now < rec.open_until
    granted = replace(rec, state="half_open", probe_until=now + cfg.probe_lease_s)
    return granted, BreakerDecision(True, "forced_probe" if early else "probe")


def on_success(rec: BreakerRecord) -> BreakerRecord:
    return BreakerRecord()


def counts(error: BaseException) -> bool:
    return isinstance(error, ProviderError) and error.counts_for_breaker


def on_failure(rec: BreakerRecord, error: BaseException, now: float, cfg: BreakerConfig) -> BreakerRecord:
    if not counts(error):
        # The engine answered (e.g. 400/401): not its health's fault. Free a half-open probe slot.
        return replace(rec, probe_until=0.0) if rec.state == "half_open" else rec
    failures = rec.failures + 1
    if rec.state == "half_open":
        cooldown = min(max(rec.cooldown_s, cfg.cooldown_s) * 2, cfg.max_cooldown_s)
    elif rec.state == "closed" and failures >= cfg.failure_threshold:
        cooldown = cfg.cooldown_s
    else:
        return replace(rec, failures=failures)  # still closed, or already open (a late failure)
    wait = cooldown
    retry_after = error.retry_after if isinstance(error, RateLimitError) else None
    if retry_after is not None and retry_after > wait:
        wait = min(float(retry_after), cfg.max_cooldown_s)
    return BreakerRecord("open", failures, now + wait, cooldown, 0.0)


def status(rec: BreakerRecord, now: float) -> BreakerStatus:
    state: State = "half_open" if rec.state == "open" and now >= rec.open_until else rec.state
    in_flight = rec.state == "half_open" and now < rec.probe_until
    return BreakerStatus(state, rec.failures, rec.open_until, rec.cooldown_s, in_flight)


def next_allowed_at(rec: BreakerRecord, now: float) -> float:
    """The earliest time a (non-forced) ``allow`` could succeed."""
    if rec.state == "open":
        return max(now, rec.open_until)
    if rec.state == "half_open":
        return max(now, rec.probe_until)
    return now


# ---- stores ----------------------------------------------------------------------------------------------


@runtime_checkable
class BreakerStore(Protocol):
    def read(self, key: str) -> BreakerRecord: ...

    def read_many(self, keys: Sequence[str]) -> dict[str, BreakerRecord]:
        """Every key's record in one round trip (a search reads all its engines' breakers at once)."""
        ...

    def update(self, key: str, fn: Callable[[BreakerRecord], tuple[BreakerRecord, T]]) -> T:
        """Atomically: read the record, ``new, result = fn(record)``, write ``new``, return ``result``."""
        ...


class MemoryBreakerStore:
    def __init__(self) -> None:
        self._data: dict[str, BreakerRecord] = {}
        self._lock = threading.Lock()

    def read(self, key: str) -> BreakerRecord:
        with self._lock:
            return self._data.get(key, BreakerRecord())

    def read_many(self, keys: Sequence[str]) -> dict[str, BreakerRecord]:
        with self._lock:
            return {k: self._data.get(k, BreakerRecord()) for k in keys}

    def update(self, key: str, fn: Callable[[BreakerRecord], tuple[BreakerRecord, T]]) -> T:
        with self._lock:
            new, result = fn(self._data.get(key, BreakerRecord()))
            self._data[key] = new
            return result


_BREAKER_SCHEMA = "CREATE TABLE IF NOT EXISTS breaker (key TEXT PRIMARY KEY, record TEXT NOT NULL);"


class SQLiteBreakerStore:
    """Breaker records in an embedded SQLite file, shared by every process that opens it."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self._db = SQLiteFile(path, _BREAKER_SCHEMA)

    def read(self, key: str) -> BreakerRecord:
        with self._db.reading() as conn:  # a lone SELECT: no write lock (read on every search, per engine)
            row = conn.execute("SELECT record FROM breaker WHERE key = ?", (key,)).fetchone()
        return BreakerRecord.loads(row[0] if row else None)

    def read_many(self, keys: Sequence[str]) -> dict[str, BreakerRecord]:
        unique = list(dict.fromkeys(keys))
        if not unique:
            return {}
        marks = ",".join("?" * len(unique))
        with self._db.reading() as conn:
            rows = dict(conn.execute(f"SELECT key, record FROM breaker WHERE key IN ({marks})", unique).fetchall())
        return {k: BreakerRecord.loads(rows.get(k)) for k in unique}

    def update(self, key: str, fn: Callable[[BreakerRecord], tuple[BreakerRecord, T]]) -> T:
        with self._db.immediate() as conn:
            row = conn.execute("SELECT record FROM breaker WHERE key = ?", (key,)).fetchone()
            old = BreakerRecord.loads(row[0] if row else None)
            new, result = fn(old)
            if new != old:
                conn.execute("INSERT OR REPLACE INTO breaker (key, record) VALUES (?, ?)", (key, new.dumps()))
        return result

    def close(self) -> None:
        self._db.close()


# ---- the breaker -----------------------------------------------------------------------------------------


class CircuitBreaker:
    def __init__(
        self,
        store: BreakerStore | None = None,
        clock: Clock | None = None,
        config: BreakerConfig = BreakerConfig(),
        prefix: str = "gw:cb:",
    ) -> None:
        self.store: BreakerStore = store if store is not None else MemoryBreakerStore()
        self.clock = clock or SystemClock()
        self.config = config
        self._prefix = prefix

    def allow(self, provider: str, *, force: bool = False) -> BreakerDecision:
        """May we call ``provider`` now? ``force``: the lone-provider rule (see module docstring)."""
        now = self.clock.now()
        return self.store.update(self._prefix + provider, lambda rec: decide(rec, now, self.config, force=force))

    def release_probe(self, provider: str) -> None:
        """Give back a half-open probe lease that was never used to completion (the call was abandoned), so the
        next request may probe at once instead of waiting for the lease to expire."""

        def release(rec: BreakerRecord) -> tuple[BreakerRecord, None]:
            return (replace(rec, probe_until=0.0) if rec.state == "half_open" else rec), None

        self.store.update(self._prefix + provider, release)

    def record_success(self, provider: str) -> None:
        self.store.update(self._prefix + provider, lambda rec: (on_success(rec), None))

    def record_failure(self, provider: str, error: BaseException) -> bool:
        """Report a failed call; returns True if it counted against the breaker."""
        now = self.clock.now()
        self.store.update(self._prefix + provider, lambda rec: (on_failure(rec, error, now, self.config), None))
        return counts(error)

    def state(self, provider: str) -> BreakerStatus:
        return status(self.store.read(self._prefix + provider), self.clock.now())

    def states(self, providers: Sequence[str]) -> dict[str, BreakerStatus]:
        """Each provider's state from one read of the store (one SELECT / MGET instead of one per engine)."""
        records = self.store.read_many([self._prefix + p for p in providers])
        now = self.clock.now()
        return {p: status(records[self._prefix + p], now) for p in providers}

    def soonest_probe(self, providers: Iterable[str]) -> tuple[str, float] | None:
        """The provider that can be called soonest and when (wall seconds; ties: first given). None if empty."""
        providers = list(providers)
        records = self.store.read_many([self._prefix + p for p in providers])
        now = self.clock.now()
        best: tuple[str, float] | None = None
        for p in providers:
            at = next_allowed_at(records[self._prefix + p], now)
            if best is None or at < best[1]:
                best = (p, at)
        return best
