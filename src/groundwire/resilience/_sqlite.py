"""A small shared helper: one SQLite connection per process, ``BEGIN IMMEDIATE`` transactions, and plain reads.

``BEGIN IMMEDIATE`` takes SQLite's write lock before reading, so a read-decide-write sequence is atomic across
every process that opens the same file (the embedded backend's cross-process guarantee).
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

BUSY_TIMEOUT_MS = 5_000


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
            conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            conn.executescript(self._schema)
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
