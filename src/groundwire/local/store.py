"""One SQLite file holding local documents (``source="kb"``) and feed items (``source="feed"``), with FTS5.

WAL mode, a busy timeout and short ``BEGIN IMMEDIATE`` write transactions make one file safe for several
processes. Latin text is indexed by FTS5's ``porter unicode61`` tokenizer; Chinese/Japanese runs are segmented
with jieba first (``jieba.cut`` words in the ``body`` column, their ``cut_for_search`` sub-words in a hidden
``terms`` column) so Chinese queries match.

Hand-written here, and why: the query sanitiser (FTS5 has no plain-text query mode, so user input is reduced to
quoted terms and can never be read as FTS5 syntax), a short stopword list (no dependency-free library has one),
and the confidence formula.

Confidence of the best match (0..1)::

    coverage   = sum(idf(t) for query terms t the best document contains) / sum(idf(t) for every query term)
    margin     = 1 - s2 / s1      s = -bm25(); relative gap to the runner-up, 1 when nothing else matches
    confidence = coverage * (0.7 + 0.3 * margin)

``idf(t) = ln(1 + (N - df + 0.5) / (df + 0.5))`` over the searched documents, so a query term that no document
contains weighs most and pulls coverage down: an unrelated query scores 0, a query naming a document's
distinctive terms scores >= 0.8. Each match's ``score`` is its own coverage times the same factor times
``s_i / s1``, so the best match's score equals the confidence.
"""

from __future__ import annotations

import hashlib
import logging
import math
import re
import sqlite3
import threading
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from datetime import datetime, timezone
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from ..errors import ConfigError, UsageError

Source = Literal["kb", "feed"]
SOURCES: tuple[str, ...] = ("kb", "feed")
SCHEMA_VERSION = 1
MAX_QUERY_TERMS = 12
BM25_WEIGHTS = (5.0, 1.0, 0.5)  # title, body, terms
UpsertOutcome = Literal["added", "updated", "unchanged"]

_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_CJK_PUNCT = "\u3000-\u303f\uff00-\uffef"  # CJK symbols and full-width forms
_CJK_RUN = re.compile(f"[{_CJK}]+")
_TOKEN = re.compile(f"(?P<cjk>[{_CJK}]+)|(?P<word>[^\\W_{_CJK}]+)")

_EN_STOP = frozenset(
    """a an the and or but not no nor of to in on at by for with from as into onto over under about above below
    is are was were be been being am do does did doing have has had having will would shall should can could may
    might must i me my we our you your he him his she her it its they them their this that these those there here
    what which who whom whose when where why how whats what's than then so if also just very too any some all
    please tell explain describe show give find search look up get know let s t d ll re ve m""".split()
)
_ZH_STOP = frozenset("的 了 是 在 和 与 及 或 有 我 你 他 她 它 们 吗 呢 吧 啊 么 什么 怎么 怎样 如何 哪些 哪个 请 一下 关于".split())

_SCHEMA = (
    """CREATE TABLE IF NOT EXISTS feeds(
        id INTEGER PRIMARY KEY,
        url TEXT NOT NULL UNIQUE,
        name TEXT,
        etag TEXT,
        last_modified TEXT,
        added_at TEXT NOT NULL,
        last_pulled TEXT,
        last_status TEXT,
        last_error TEXT)""",
    """CREATE TABLE IF NOT EXISTS documents(
        id INTEGER PRIMARY KEY,
        source TEXT NOT NULL CHECK (source IN ('kb', 'feed')),
        uri TEXT NOT NULL,
        title TEXT NOT NULL DEFAULT '',
        text TEXT NOT NULL DEFAULT '',
        published TEXT,
        fingerprint TEXT,
        indexed_at TEXT NOT NULL,
        feed_id INTEGER,
        guid TEXT,
        UNIQUE (source, uri))""",
    "CREATE INDEX IF NOT EXISTS documents_guid ON documents(source, guid)",
    "CREATE INDEX IF NOT EXISTS documents_published ON documents(source, published)",
    "CREATE INDEX IF NOT EXISTS documents_feed ON documents(feed_id)",
    """CREATE VIRTUAL TABLE IF NOT EXISTS documents_fts USING fts5(
        title, body, terms, tokenize = 'porter unicode61 remove_diacritics 2')""",
)


# --- text helpers (pure) ------------------------------------------------------------------------------


@lru_cache(maxsize=1)
def _jieba() -> Any:
    import jieba  # imported lazily: loading its dictionary costs about a second

    jieba.setLogLevel(logging.WARNING)
    return jieba


def has_cjk(text: str) -> bool:
    return _CJK_RUN.search(text) is not None


def _sub_words(jieba: Any, word: str) -> list[str]:
    """The dictionary sub-words ``cut_for_search`` adds for a long word (2- and 3-grams)."""
    if len(word) <= 2:
        return []
    return [s for s in jieba.cut_for_search(word) if s != word]


def segment(text: str) -> tuple[str, str]:
    """``(body, extra_terms)``: CJK runs replaced by space-joined jieba words, plus their search sub-words."""
    if not has_cjk(text):
        return text, ""
    jieba = _jieba()
    extras: list[str] = []

    def words(match: re.Match[str]) -> str:
        cut = [w for w in jieba.cut(match.group(0)) if w.strip()]
        for w in cut:
            extras.extend(_sub_words(jieba, w))
        return " " + " ".join(cut) + " "

    return _CJK_RUN.sub(words, text), " ".join(extras)


def despace_cjk(text: str, marks: tuple[str, str] = ("", "")) -> str:
    """Undo the spaces :func:`segment` put between CJK words (also around highlight marks)."""
    start, end = (re.escape(m) for m in marks)
    end_opt = f"(?:{end})?" if end else ""
    start_opt = f"(?:{start})?" if start else ""
    chars = f"[{_CJK}{_CJK_PUNCT}]"
    text = re.sub(f"({chars}{end_opt})[ \\t]+(?={start_opt}{chars})", r"\1", text)
    if start and end:  # "**机器****学习**" -> "**机器学习**"
        text = re.sub(f"(?<=[{_CJK}]){end}{start}(?=[{_CJK}])", "", text)
    return text


def _quote(term: str) -> str:
    return '"' + term.replace('"', '""') + '"'


@dataclass(frozen=True, slots=True)
class QueryTerm:
    """One query word and the FTS5 expression that matches it (always built from quoted strings)."""

    text: str
    expr: str


def query_terms(query: str, max_terms: int = MAX_QUERY_TERMS) -> list[QueryTerm]:
    """Reduce free text to safe FTS5 terms: words only, stopwords dropped (a stopword-only query has no terms).

    A long Chinese word matches either itself or all of its sub-words, so "人民共和国" finds "中华人民共和国".
    Nothing the user types (quotes, ``NEAR``, ``*``, ``:``, parentheses, ``-``, ``^``) survives as syntax.
    """
    text = unicodedata.normalize("NFKC", query or "").lower()
    found: list[tuple[str, str, bool]] = []  # (word, expr, is_stopword)
    for m in _TOKEN.finditer(text):
        if m.group("cjk"):
            jieba = _jieba()
            for w in jieba.cut(m.group("cjk")):
                w = w.strip()
                if not w:
                    continue
                subs = _sub_words(jieba, w)
                expr = _quote(w) if not subs else f"({_quote(w)} OR ({' AND '.join(_quote(s) for s in subs)}))"
                found.append((w, expr, w in _ZH_STOP))
        else:
            w = m.group("word")
            stop = w in _EN_STOP or (len(w) == 1 and w.isascii() and w.isalpha())
            found.append((w, _quote(w), stop))
    kept = [f for f in found if not f[2]]
    terms: list[QueryTerm] = []
    seen: set[str] = set()
    for word, expr, _ in kept:
        if word in seen:
            continue
        seen.add(word)
        terms.append(QueryTerm(word, expr))
        if len(terms) >= max_terms:
            break
    return terms


def iso_utc(moment: datetime) -> str:
    """The one timestamp format stored (so ISO strings compare correctly): UTC, seconds, ``+00:00``."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(timezone.utc).replace(microsecond=0).isoformat()


def content_fingerprint(*parts: str | None) -> str:
    digest = hashlib.sha256()
    for part in parts:
        digest.update((part or "").encode("utf-8", "surrogatepass"))
        digest.update(b"\x00")
    return digest.hexdigest()


# --- value types --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Document:
    id: int
    source: str
    uri: str
    title: str
    text: str
    published: str | None
    fingerprint: str | None
    indexed_at: str
    feed_id: int | None = None
    guid: str | None = None


@dataclass(frozen=True, slots=True)
class Match:
    """One search result. ``bm25`` is FTS5's raw value (lower is better); ``score`` is 0..1."""

    id: int
    source: str
    uri: str
    title: str
    snippet: str
    published: str | None
    bm25: float
    coverage: float
    score: float

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True, slots=True)
class SearchResults:
    """Ranked matches plus the confidence (0..1) that the best one answers the query."""

    matches: tuple[Match, ...] = ()
    confidence: float = 0.0
    terms: tuple[str, ...] = ()

    def __iter__(self) -> Iterator[Match]:
        return iter(self.matches)

    def __len__(self) -> int:
        return len(self.matches)

    def __getitem__(self, index: int) -> Match:
        return self.matches[index]

    def to_dict(self) -> dict[str, Any]:
        return {
            "confidence": round(self.confidence, 4),
            "terms": list(self.terms),
            "matches": [m.to_dict() for m in self.matches],
        }


@dataclass(frozen=True, slots=True)
class Feed:
    id: int
    url: str
    name: str | None
    etag: str | None
    last_modified: str | None
    added_at: str
    last_pulled: str | None
    last_status: str | None
    last_error: str | None
    items: int = 0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


# --- the store ----------------------------------------------------------------------------------------


class Store:
    """The SQLite database. ``readonly=True`` never creates or migrates anything (used by providers)."""

    def __init__(self, path: str | Path, *, readonly: bool = False, timeout: float = 10.0) -> None:
        self.path = Path(path).expanduser()
        self.readonly = readonly
        self._lock = threading.RLock()
        try:
            if readonly:
                if not self.path.is_file():
                    raise ConfigError(f"database {self.path} does not exist")
                uri = self.path.resolve().as_uri() + "?mode=ro"
                conn = sqlite3.connect(uri, uri=True, timeout=timeout, check_same_thread=False,
                                       isolation_level=None)
            else:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                conn = sqlite3.connect(str(self.path), timeout=timeout, check_same_thread=False,
                                       isolation_level=None)
        except (OSError, sqlite3.Error) as exc:
            raise ConfigError(f"cannot open database {self.path}: {exc}") from None
        self._conn = conn
        try:
            conn.row_factory = sqlite3.Row
            conn.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
            if not readonly:
                conn.execute("PRAGMA journal_mode = WAL")
                conn.execute("PRAGMA synchronous = NORMAL")
                self._migrate()
        except sqlite3.Error as exc:
            conn.close()
            raise ConfigError(f"cannot open database {self.path}: {exc}") from None

    # lifecycle

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """A short write transaction (``BEGIN IMMEDIATE``: takes the write lock up front, no upgrade deadlock)."""
        with self._lock:
            try:
                self._conn.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                raise ConfigError(f"database {self.path} is not writable: {exc}") from None
            try:
                yield self._conn
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            else:
                self._conn.execute("COMMIT")

    def _migrate(self) -> None:
        with self.transaction() as c:
            if c.execute("PRAGMA user_version").fetchone()[0] >= SCHEMA_VERSION:
                return
            for statement in _SCHEMA:
                c.execute(statement)
            c.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def _read(self, sql: str, params: tuple[Any, ...] | list[Any] = ()) -> list[sqlite3.Row]:
        with self._lock:
            try:
                return self._conn.execute(sql, params).fetchall()
            except sqlite3.OperationalError as exc:
                if "no such table" in str(exc):  # an empty database opened read-only
                    return []
                raise ConfigError(f"database {self.path}: {exc}") from None
            except sqlite3.DatabaseError as exc:
                raise ConfigError(f"database {self.path} is unreadable: {exc}") from None

    # documents

    def upsert(
        self,
        *,
        source: Source,
        uri: str,
        title: str,
        text: str,
        published: str | None,
        fingerprint: str,
        now: datetime,
        feed_id: int | None = None,
        guid: str | None = None,
    ) -> UpsertOutcome:
        """Insert or replace one document, matched by ``(source, uri)`` or, when given, ``(source, guid)``."""
        if source not in SOURCES:
            raise UsageError(f"source must be one of {SOURCES} (got {source!r})")
        seg_title, title_extra = segment(title)
        body, body_extra = segment(text)
        terms = f"{title_extra} {body_extra}".strip()
        with self.transaction() as c:
            row = c.execute(
                "SELECT id, fingerprint FROM documents WHERE source = ? AND (uri = ? OR (? IS NOT NULL AND guid = ?))"
                " ORDER BY uri = ? DESC LIMIT 1",
                (source, uri, guid, guid, uri),
            ).fetchone()
            if row is not None and row["fingerprint"] == fingerprint:
                return "unchanged"
            stamp = iso_utc(now)
            if row is None:
                cur = c.execute(
                    "INSERT INTO documents(source, uri, title, text, published, fingerprint, indexed_at, feed_id, guid)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (source, uri, title, text, published, fingerprint, stamp, feed_id, guid),
                )
                doc_id = cur.lastrowid
            else:
                doc_id = row["id"]
                c.execute(
                    "UPDATE documents SET title = ?, text = ?, published = ?, fingerprint = ?, indexed_at = ?,"
                    " feed_id = COALESCE(feed_id, ?), guid = COALESCE(?, guid) WHERE id = ?",
                    (title, text, published, fingerprint, stamp, feed_id, guid, doc_id),
                )
                c.execute("DELETE FROM documents_fts WHERE rowid = ?", (doc_id,))
            c.execute(
                "INSERT INTO documents_fts(rowid, title, body, terms) VALUES (?, ?, ?, ?)",
                (doc_id, seg_title, body, terms),
            )
        return "added" if row is None else "updated"

    def set_fingerprint(self, source: Source, uri: str, fingerprint: str) -> None:
        """Record a new fingerprint without re-indexing (a file touched but not changed)."""
        with self.transaction() as c:
            c.execute("UPDATE documents SET fingerprint = ? WHERE source = ? AND uri = ?", (fingerprint, source, uri))

    def delete(self, source: Source, uris: list[str] | tuple[str, ...]) -> int:
        removed = 0
        with self.transaction() as c:
            for uri in uris:
                row = c.execute("SELECT id FROM documents WHERE source = ? AND uri = ?", (source, uri)).fetchone()
                if row is None:
                    continue
                c.execute("DELETE FROM documents_fts WHERE rowid = ?", (row["id"],))
                c.execute("DELETE FROM documents WHERE id = ?", (row["id"],))
                removed += 1
        return removed

    def fingerprints(self, source: Source, uri_prefix: str = "") -> dict[str, str | None]:
        """``{uri: fingerprint}`` for every document of ``source`` whose URI starts with ``uri_prefix``."""
        rows = self._read(
            "SELECT uri, fingerprint FROM documents WHERE source = ? AND substr(uri, 1, ?) = ?",
            (source, len(uri_prefix), uri_prefix),
        )
        return {r["uri"]: r["fingerprint"] for r in rows}

    def document(self, source: Source, uri: str) -> Document | None:
        rows = self._read("SELECT * FROM documents WHERE source = ? AND uri = ?", (source, uri))
        return Document(**{k: rows[0][k] for k in rows[0].keys()}) if rows else None

    def count(self, source: Source | None = None) -> int:
        if source is None:
            rows = self._read("SELECT count(*) FROM documents")
        else:
            rows = self._read("SELECT count(*) FROM documents WHERE source = ?", (source,))
        return int(rows[0][0]) if rows else 0

    # search

    def search(
        self,
        query: str,
        limit: int = 10,
        source: Source | None = None,
        *,
        published_after: str | None = None,
        published_before: str | None = None,
        marks: tuple[str, str] = ("**", "**"),
        snippet_tokens: int = 24,
    ) -> SearchResults:
        """Documents matching any query term, ranked by FTS5 ``bm25()``, with highlighted snippets.

        ``published_after``/``published_before`` are ISO strings (compare with :func:`iso_utc` output);
        documents without a date are excluded when either is set.
        """
        if not isinstance(limit, int) or limit < 1:
            raise UsageError(f"limit must be a positive integer (got {limit!r})")
        if source is not None and source not in SOURCES:
            raise UsageError(f"source must be one of {SOURCES} (got {source!r})")
        terms = query_terms(query)
        if not terms:
            return SearchResults()
        where, params = self._filters(source, published_after, published_before)
        match_expr = " OR ".join(t.expr for t in terms)
        w_title, w_body, w_terms = BM25_WEIGHTS
        rows = self._read(
            f"""SELECT d.id, d.source, d.uri, d.title, d.published,
                       bm25(documents_fts, {w_title}, {w_body}, {w_terms}) AS bm,
                       snippet(documents_fts, 1, ?, ?, '…', ?) AS snip
                FROM documents_fts JOIN documents d ON d.id = documents_fts.rowid
                WHERE documents_fts MATCH ? {where}
                ORDER BY bm, d.id LIMIT ?""",
            [marks[0], marks[1], max(1, min(64, snippet_tokens)), match_expr, *params, max(limit, 2)],
        )
        if not rows:
            return SearchResults(terms=tuple(t.text for t in terms))
        ids = [r["id"] for r in rows]
        coverage = self._coverage(terms, ids, where, params)
        strengths = [max(0.0, -float(r["bm"])) for r in rows]
        s1 = strengths[0]
        if len(rows) == 1:
            margin = 1.0
        elif s1 <= 0:
            margin = 0.0
        else:
            margin = max(0.0, min(1.0, 1.0 - strengths[1] / s1))
        factor = 0.7 + 0.3 * margin
        matches = []
        for row, strength in list(zip(rows, strengths))[:limit]:
            relative = strength / s1 if s1 > 0 else 1.0
            cov = coverage.get(row["id"], 0.0)
            snippet = " ".join(despace_cjk(row["snip"] or "", marks).split()) or row["title"]
            matches.append(
                Match(
                    id=row["id"],
                    source=row["source"],
                    uri=row["uri"],
                    title=row["title"],
                    snippet=snippet,
                    published=row["published"],
                    bm25=float(row["bm"]),
                    coverage=round(cov, 6),
                    score=round(max(0.0, min(1.0, cov * factor * relative)), 6),
                )
            )
        return SearchResults(tuple(matches), matches[0].score if matches else 0.0, tuple(t.text for t in terms))

    def best_confidence(self, query: str, source: Source | None = None) -> float:
        return self.search(query, limit=1, source=source).confidence

    @staticmethod
    def _filters(
        source: str | None, after: str | None, before: str | None
    ) -> tuple[str, list[Any]]:
        clauses: list[str] = []
        params: list[Any] = []
        if source is not None:
            clauses.append("d.source = ?")
            params.append(source)
        if after is not None:
            clauses.append("d.published IS NOT NULL AND d.published >= ?")
            params.append(after)
        if before is not None:
            clauses.append("d.published IS NOT NULL AND d.published <= ?")
            params.append(before)
        return "".join(f" AND {c}" for c in clauses), params

    def _coverage(
        self, terms: list[QueryTerm], ids: list[int], where: str, params: list[Any]
    ) -> dict[int, float]:
        """IDF-weighted fraction of query terms each candidate document contains."""
        total_rows = self._read(f"SELECT count(*) FROM documents d WHERE 1 = 1 {where}", params)
        n = int(total_rows[0][0]) if total_rows else 0
        marks = ",".join("?" * len(ids))
        weights: list[float] = []
        holders: list[set[int]] = []
        for term in terms:
            df_rows = self._read(
                "SELECT count(*) FROM documents_fts JOIN documents d ON d.id = documents_fts.rowid"
                f" WHERE documents_fts MATCH ? {where}",
                [term.expr, *params],
            )
            df = int(df_rows[0][0]) if df_rows else 0
            weights.append(math.log(1.0 + (n - df + 0.5) / (df + 0.5)))
            hit_rows = self._read(
                f"SELECT rowid FROM documents_fts WHERE documents_fts MATCH ? AND rowid IN ({marks})",
                [term.expr, *ids],
            )
            holders.append({r[0] for r in hit_rows})
        total = sum(weights) or 1.0
        return {i: sum(w for w, h in zip(weights, holders) if i in h) / total for i in ids}

    # feeds

    def add_feed(self, url: str, *, name: str | None, now: datetime) -> Feed:
        """Subscribe (idempotent: an existing URL keeps its state; a given name replaces the old one)."""
        with self.transaction() as c:
            c.execute(
                "INSERT INTO feeds(url, name, added_at) VALUES (?, ?, ?)"
                " ON CONFLICT(url) DO UPDATE SET name = COALESCE(excluded.name, feeds.name)",
                (url, name, iso_utc(now)),
            )
        feed = self.feed(url)
        assert feed is not None
        return feed

    def feeds(self) -> list[Feed]:
        rows = self._read(
            "SELECT f.*, (SELECT count(*) FROM documents d WHERE d.feed_id = f.id) AS items"
            " FROM feeds f ORDER BY f.id"
        )
        return [Feed(**{k: r[k] for k in r.keys()}) for r in rows]

    def feed(self, url_or_name: str) -> Feed | None:
        """A feed by URL, else by name (exact), else by numeric id."""
        for feed in self.feeds():
            if feed.url == url_or_name:
                return feed
        for feed in self.feeds():
            if feed.name == url_or_name or str(feed.id) == url_or_name:
                return feed
        return None

    def remove_feed(self, feed_id: int) -> int:
        """Unsubscribe and delete the feed's items; returns how many items went."""
        with self.transaction() as c:
            c.execute(
                "DELETE FROM documents_fts WHERE rowid IN (SELECT id FROM documents WHERE feed_id = ?)", (feed_id,)
            )
            removed = c.execute("DELETE FROM documents WHERE feed_id = ?", (feed_id,)).rowcount
            c.execute("DELETE FROM feeds WHERE id = ?", (feed_id,))
        return int(removed)

    def update_feed(self, feed_id: int, **fields: Any) -> None:
        allowed = {"name", "etag", "last_modified", "last_pulled", "last_status", "last_error"}
        unknown = set(fields) - allowed
        if unknown:
            raise UsageError(f"unknown feed fields: {sorted(unknown)}")
        if not fields:
            return
        assignments = ", ".join(f"{k} = ?" for k in fields)
        with self.transaction() as c:
            c.execute(f"UPDATE feeds SET {assignments} WHERE id = ?", (*fields.values(), feed_id))
