"""A small shared helper: one SQLite connection per process, ``BEGIN IMMEDIATE`` transactions, and plain reads.

``BEGIN IMMEDIATE`` takes SQLite's write lock before reading, so a read-decide-write sequence is atomic across
every process that opens the same file (the embedded backend's cross-process guarantee).
"""

from __future__ import annotations

import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

BUSY_TIMEOUT_MS = 5_000
_RETRY_PAUSE_S = 0.01  # between tries of a statement SQLite refused with "locked" without waiting itself


def _use_wal(conn: sqlite3.Connection) -> None:
    """Switch the file to WAL unless it already is: asking again needs a lock another process may hold."""
    mode = conn.execute("PRAGMA journal_mode").fetchone()[0]
    if str(mode).lower() != "wal":
        conn.execute("PRAGMA journal_mode=WAL")


def _retry_while_locked(statement: Callable[[], object], budget_s: float = BUSY_TIMEOUT_MS / 1000) -> None:
    """Run ``statement``, retrying while SQLite answers "database is locked" for at most ``budget_s``.

    The busy timeout covers ordinary statements, but SQLite returns SQLITE_BUSY at once (no busy handler) while
    another connection changes the journal mode or recovers the WAL on open; two processes opening one state file
    at the same moment hit exactly that (seen in CI: "database is locked" on ``PRAGMA journal_mode=WAL``).
    """
    deadline = time.monotonic() + budget_s
    while True:
        try:
            statement()
            return
        except sqlite3.OperationalError as exc:
            if ("locked" not in str(exc) and "busy" not in str(exc)) or time.monotonic() >= deadline:
                raise
        time.sleep(_RETRY_PAUSE_S)


class SQLiteFile:
    """Lazily opened connection to one state file; reopened after ``fork`` (a connection must not cross it)."""

    def __init__(self, path: str | os.PathLike[str], schema: str) -> None:
        self.path = Path(path)
        self._schema = schema
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None
        self._pid = -1

    def _connect(self) -> sqlite3.Connection:
        if self._conn is None or self._pid != os.getpid():
            self.path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(
                self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False
            )
            try:
                conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
                _retry_while_locked(lambda: _use_wal(conn))
                conn.execute("PRAGMA synchronous=NORMAL")
                _retry_while_locked(lambda: conn.executescript(self._schema))
            except BaseException:
                conn.close()
                raise
            self._conn, self._pid = conn, os.getpid()
        return self._conn

    @contextmanager
    def immediate(self) -> Iterator[sqlite3.Connection]:
        """A write transaction that holds the file's write lock from its first statement."""
        with self._lock:
            conn = self._connect()
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            else:
                conn.execute("COMMIT")

    @contextmanager
    def reading(self) -> Iterator[sqlite3.Connection]:
        """For a single SELECT: in autocommit mode it is its own consistent snapshot (WAL), and it takes no write
        lock, so readers neither wait for writers nor make them wait."""
        with self._lock:
            yield self._connect()

    def close(self) -> None:
        with self._lock:
            if self._conn is not None and self._pid == os.getpid():
                self._conn.close()
            self._conn = None
