"""The local knowledge base: SQLite/FTS5 store, incremental indexer, the "local" provider, `groundwire index`."""

from __future__ import annotations

import json
import multiprocessing
import os
import sqlite3
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from groundwire.cli.local import index_app
from groundwire.errors import ProviderError, UsageError
from groundwire.local import default_db_path
from groundwire.local.indexer import index_path, markdown_title
from groundwire.local.store import Store, despace_cjk, query_terms
from groundwire.models import PlannedQuery, SearchOptions
from groundwire.engines.providers.base import Credentials
from groundwire.engines.providers.localkb import LocalKnowledgeBase

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=timezone.utc)
CREDS = Credentials(api_key=None, base_url=None)

FILES = {
    "rate-limits.md": "---\ntitle: ignored\n---\n# Token bucket rate limiting\n\nGroundwire throttles every search "
    "engine with a token bucket. The bucket refills at the documented free-tier rate; bursts drain it.\n",
    "pasta.txt": "Cooking pasta: boil salted water, add spaghetti, cook nine minutes, then drain.\n",
    "sub/ml.md": "# 机器学习简介\n\n机器学习是人工智能的一个分支。深度学习使用多层神经网络，在图像识别中表现出色。\n",
    "page.html": "<html><head><title>Narwhal migration report</title><script>var trackingPixelZzz = 1;</script>"
    "</head><body><nav>Home | About</nav><article><h1>Narwhals</h1><p>Narwhals migrate along Arctic "
    "coastlines every autumn, following the retreating sea ice.</p><p>Researchers tagged forty narwhals "
    "near Baffin Island to follow the tusked whales.</p></article></body></html>",
    "image.png": b"\x89PNG\r\n\x1a\n\x00\x00",
    "empty.txt": "",
    "blob.txt": b"abc\x00def",
    ".hidden/secret.md": "# Secret\n\nplatypus confidential",
}
INDEXED = {"rate-limits.md", "pasta.txt", "sub/ml.md", "page.html"}


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    root = tmp_path / "notes"
    for name, content in FILES.items():
        file = root / name
        file.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            file.write_bytes(content)
        else:
            file.write_text(content, encoding="utf-8")
    return root


@pytest.fixture
def store(tmp_path: Path) -> Store:
    with Store(tmp_path / "db" / "local.db") as s:
        yield s


def names(paths: list[str], root: Path) -> set[str]:
    return {Path(p).relative_to(root.resolve()).as_posix() for p in paths}


# --- indexer ------------------------------------------------------------------------------------------


def test_first_index_adds_supported_files_and_explains_skips(store: Store, corpus: Path) -> None:
    summary = index_path(store, corpus, now=NOW)
    assert names(summary.added, corpus) == INDEXED
    assert summary.updated == [] and summary.removed == []
    reasons = {Path(s.path).name: s.reason for s in summary.skipped}
    assert reasons["image.png"].startswith("unsupported file type")
    assert reasons["empty.txt"] == "no text"
    assert reasons["blob.txt"] == "binary content"
    assert "secret.md" not in reasons  # hidden directories are not walked
    assert store.count("kb") == 4
    assert summary.counts() == {"added": 4, "updated": 0, "unchanged": 0, "removed": 0, "skipped": 3}


def test_reindex_unchanged_touches_nothing(store: Store, corpus: Path) -> None:
    index_path(store, corpus, now=NOW)
    uri = (corpus / "pasta.txt").resolve().as_uri()
    before = store.document("kb", uri)
    again = index_path(store, corpus, now=NOW + timedelta(hours=1))
    assert again.added == [] and again.updated == [] and again.removed == []
    assert names(again.unchanged, corpus) == INDEXED
    assert store.document("kb", uri) == before  # same indexed_at: not re-indexed


def test_changed_file_is_the_only_one_updated(store: Store, corpus: Path) -> None:
    index_path(store, corpus, now=NOW)
    (corpus / "pasta.txt").write_text("Cooking risotto: toast arborio rice, add warm stock slowly.\n", encoding="utf-8")
    later = NOW + timedelta(days=1)
    summary = index_path(store, corpus, now=later)
    assert names(summary.updated, corpus) == {"pasta.txt"}
    assert summary.added == [] and len(summary.unchanged) == 3
    doc = store.document("kb", (corpus / "pasta.txt").resolve().as_uri())
    assert doc is not None and doc.indexed_at == later.isoformat() and "arborio" in doc.text
    assert store.search("spaghetti").matches == ()
    assert store.search("arborio risotto")[0].uri.endswith("pasta.txt")


def test_touched_but_identical_file_is_not_reindexed(store: Store, corpus: Path) -> None:
    index_path(store, corpus, now=NOW)
    file = corpus / "rate-limits.md"
    uri = file.resolve().as_uri()
    old = store.document("kb", uri)
    stat = file.stat()
    os.utime(file, ns=(stat.st_atime_ns, stat.st_mtime_ns + 5_000_000_000))
    summary = index_path(store, corpus, now=NOW + timedelta(hours=2))
    assert summary.updated == [] and names(summary.unchanged, corpus) == INDEXED
    new = store.document("kb", uri)
    assert new is not None and old is not None
    assert new.indexed_at == old.indexed_at and new.fingerprint != old.fingerprint


def test_deleted_file_is_removed(store: Store, corpus: Path) -> None:
    index_path(store, corpus, now=NOW)
    assert store.search("机器学习").matches
    (corpus / "sub" / "ml.md").unlink()
    summary = index_path(store, corpus, now=NOW)
    assert names(summary.removed, corpus) == {"sub/ml.md"}
    assert store.count("kb") == 3
    assert store.search("机器学习").matches == ()


def test_indexing_one_file_leaves_the_rest_alone(store: Store, corpus: Path) -> None:
    index_path(store, corpus, now=NOW)
    summary = index_path(store, corpus / "pasta.txt", now=NOW)
    assert len(summary.unchanged) == 1 and summary.removed == []
    assert store.count("kb") == 4


def test_titles_come_from_heading_title_tag_or_file_name(store: Store, corpus: Path) -> None:
    index_path(store, corpus, now=NOW)

    def title(name: str) -> str:
        doc = store.document("kb", (corpus / name).resolve().as_uri())
        assert doc is not None
        return doc.title

    assert title("rate-limits.md") == "Token bucket rate limiting"
    assert title("page.html") == "Narwhal migration report"
    assert title("pasta.txt") == "pasta.txt"
    assert title("sub/ml.md") == "机器学习简介"
    assert markdown_title("no heading here") is None


def test_html_is_reduced_to_main_text(store: Store, corpus: Path) -> None:
    index_path(store, corpus, now=NOW)
    doc = store.document("kb", (corpus / "page.html").resolve().as_uri())
    assert doc is not None and "Baffin Island" in doc.text and "<p>" not in doc.text
    assert store.search("trackingPixelZzz").matches == ()


def test_missing_path_is_a_usage_error(store: Store, tmp_path: Path) -> None:
    with pytest.raises(UsageError):
        index_path(store, tmp_path / "does-not-exist", now=NOW)


# --- search -------------------------------------------------------------------------------------------


def test_english_search_ranks_and_highlights(store: Store, corpus: Path) -> None:
    index_path(store, corpus, now=NOW)
    results = store.search("token buckets")  # porter stemming: buckets -> bucket
    assert results[0].uri == (corpus / "rate-limits.md").resolve().as_uri()
    assert "**bucket**" in results[0].snippet
    assert results[0].published is not None and results[0].uri.startswith("file://")


def test_chinese_queries_match_segmented_text(store: Store, corpus: Path) -> None:
    index_path(store, corpus, now=NOW)
    for query in ("机器学习", "深度学习", "神经网络", "人工智能是什么"):
        results = store.search(query)
        assert results.matches, query
        assert results[0].uri.endswith("ml.md")
        assert results.confidence >= 0.8, (query, results.confidence)
    snippet = store.search("深度学习", marks=("[", "]"))[0].snippet
    assert "是人工智能的一个分支。[深度学习]使用多层神经网络，在图像识别中" in snippet  # no segmentation spaces


def test_long_chinese_word_matches_inside_a_longer_one(store: Store) -> None:
    store.upsert(source="kb", uri="file:///zh", title="国家", text="中华人民共和国成立于1949年。",
                 published=None, fingerprint="f", now=NOW)
    assert store.search("人民共和国")[0].uri == "file:///zh"


HOSTILE = [
    '"', '""', "'", '"unbalanced', "NEAR", "NEAR(token bucket)", "NEAR(a b, 2)", "token AND", "OR", "AND OR NOT",
    "*", "tok*", "title:token", "body:*", ":", "(((", ")", "token)", "-", "-token", "^token", "+", "{title body}:x",
    "'; DROP TABLE documents; --", "\x00", "\\", "token\x00bucket", "🙂🙃", "   ", "", "a" * 5000,
    " ".join(["bucket"] * 500), "col:\"x\" NEAR/3", "[]", "..", "ｔｏｋｅｎ",
]


@pytest.mark.parametrize("query", HOSTILE)
def test_hostile_queries_never_raise(store: Store, corpus: Path, query: str) -> None:
    index_path(store, corpus, now=NOW)
    results = store.search(query)
    assert 0.0 <= results.confidence <= 1.0
    assert all('"' not in t for t in results.terms)
    assert len(results.terms) <= 12


def test_operators_are_searched_as_words(store: Store) -> None:
    store.upsert(source="kb", uri="file:///near", title="Near field", text="near field communication",
                 published=None, fingerprint="f", now=NOW)
    assert store.search("NEAR(field)")[0].uri == "file:///near"
    assert [t.text for t in query_terms("title:token* AND (bucket)")] == ["title", "token", "bucket"]


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(query=st.text(max_size=60))
def test_any_text_is_a_safe_query(store: Store, query: str) -> None:
    if store.count() == 0:
        store.upsert(source="kb", uri="file:///x", title="x", text="token bucket 机器学习 near", published=None,
                     fingerprint="f", now=NOW)
    results = store.search(query, limit=3)
    assert 0.0 <= results.confidence <= 1.0 and len(results) <= 3


def test_confidence_orders_distinctive_partial_and_unrelated(store: Store, corpus: Path) -> None:
    index_path(store, corpus, now=NOW)
    distinctive = store.search("token bucket refills").confidence
    partial = store.search("token bucket quantum chromodynamics lattice").confidence
    unrelated = store.search("volcanic eruption lava flows").confidence
    assert distinctive >= 0.8
    assert 0.0 < partial < distinctive
    assert unrelated == 0.0
    assert store.search("what is the").confidence == 0.0


def test_scores_are_normalised_and_best_first(store: Store, corpus: Path) -> None:
    index_path(store, corpus, now=NOW)
    store.upsert(source="kb", uri="file:///other", title="Buckets", text="a bucket of water",
                 published=None, fingerprint="f", now=NOW)
    results = store.search("token bucket rate")
    assert len(results) == 2
    assert results.confidence == results[0].score
    assert 1.0 >= results[0].score > results[1].score > 0.0
    assert results[0].bm25 <= results[1].bm25  # FTS5 bm25: lower is better


def test_source_filter(store: Store) -> None:
    store.upsert(source="kb", uri="file:///kb", title="kb", text="shared walrus", published=None,
                 fingerprint="f", now=NOW)
    store.upsert(source="feed", uri="https://news.example/walrus", title="feed", text="shared walrus",
                 published=None, fingerprint="f", now=NOW)
    assert {m.source for m in store.search("walrus")} == {"kb", "feed"}
    assert [m.uri for m in store.search("walrus", source="kb")] == ["file:///kb"]
    with pytest.raises(UsageError):
        store.search("walrus", source="web")  # type: ignore[arg-type]
    with pytest.raises(UsageError):
        store.search("walrus", limit=0)


def test_despace_only_between_cjk() -> None:
    assert despace_cjk("机器 学习 and  Python 很 好") == "机器学习 and  Python 很好"
    assert despace_cjk("**机器****学习** 很 好", ("**", "**")) == "**机器学习**很好"


# --- the database file --------------------------------------------------------------------------------


def test_database_uses_wal(tmp_path: Path) -> None:
    path = tmp_path / "local.db"
    Store(path).close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def _writer(path: str, worker: int) -> None:
    with Store(path) as s:
        for i in range(15):
            s.upsert(source="kb", uri=f"file:///w{worker}/{i}", title=f"doc {i}", text=f"worker{worker} item {i}",
                     published=None, fingerprint="f", now=NOW)


def test_several_processes_can_write_one_file(tmp_path: Path) -> None:
    path = tmp_path / "shared.db"
    Store(path).close()
    ctx = multiprocessing.get_context("fork")
    procs = [ctx.Process(target=_writer, args=(str(path), n)) for n in range(3)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(30)
    assert [p.exitcode for p in procs] == [0, 0, 0]
    with Store(path) as s:
        assert s.count("kb") == 45
        assert s.search("worker2")[0].uri.startswith("file:///w2/")


# --- the provider -------------------------------------------------------------------------------------


async def test_provider_returns_file_hits(tmp_path: Path, corpus: Path) -> None:
    db = tmp_path / "kb.db"
    with Store(db) as s:
        index_path(s, corpus, now=NOW)
    provider = LocalKnowledgeBase(db)
    assert provider.capabilities.name == "local"
    assert provider.capabilities.needs_key is False and provider.capabilities.local is True
    hits = await provider.search(PlannedQuery("narwhals arctic"), SearchOptions(count=5), CREDS)
    assert hits[0].url == (corpus / "page.html").resolve().as_uri()
    assert hits[0].provider == "local" and hits[0].title == "Narwhal migration report"
    assert [h.position for h in hits] == list(range(1, len(hits) + 1))
    assert hits[0].score is not None and 0.8 <= hits[0].score <= 1.0
    assert "**" not in hits[0].snippet and hits[0].published
    assert provider.best_confidence("narwhals arctic") == pytest.approx(hits[0].score)
    assert provider.best_confidence("volcanic eruption") == 0.0
    assert provider.gate_confidence("narwhals arctic") == pytest.approx(hits[0].score)
    assert provider.gate_confidence("volcanic eruption") == 0.0  # asked, and unsure: the gate may search


async def test_provider_respects_count(tmp_path: Path) -> None:
    db = tmp_path / "kb.db"
    with Store(db) as s:
        for i in range(8):
            s.upsert(source="kb", uri=f"file:///d{i}", title=f"d{i}", text="common walrus text " * (i + 1),
                     published=None, fingerprint="f", now=NOW)
    hits = await LocalKnowledgeBase(db).search(PlannedQuery("walrus"), SearchOptions(count=3), CREDS)
    assert len(hits) == 3


def test_registry_factories_use_settings_home(tmp_path: Path) -> None:
    from groundwire.config import load_settings
    from groundwire.engines.providers import localkb, rss

    settings = load_settings(env={"GROUNDWIRE_HOME": str(tmp_path)})
    assert localkb.from_settings(settings).db_path == tmp_path / "local.db"
    assert rss.from_settings(settings).db_path == tmp_path / "local.db"
    assert rss.from_settings(settings).name == "rss"


async def test_provider_on_missing_or_empty_db(tmp_path: Path) -> None:
    missing = tmp_path / "nope" / "local.db"
    provider = LocalKnowledgeBase(missing)
    assert await provider.search(PlannedQuery("anything"), SearchOptions(), CREDS) == []
    assert provider.best_confidence("anything") == 0.0
    assert not missing.exists()  # searching never creates a database
    empty = tmp_path / "empty.db"
    empty.write_bytes(b"")
    assert await LocalKnowledgeBase(empty).search(PlannedQuery("anything"), SearchOptions(), CREDS) == []
    fresh = tmp_path / "fresh.db"
    Store(fresh).close()
    assert await LocalKnowledgeBase(fresh).search(PlannedQuery("anything"), SearchOptions(), CREDS) == []
    # nothing to ask is not "asked and unsure": the gate must not read these as a 0.0 confidence
    assert [LocalKnowledgeBase(p).gate_confidence("anything") for p in (missing, empty, fresh)] == [None] * 3


async def test_provider_on_corrupt_db_raises_typed_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.db"
    bad.write_bytes(b"this is not a sqlite database at all" * 200)
    provider = LocalKnowledgeBase(bad)
    with pytest.raises(ProviderError) as info:
        await provider.search(PlannedQuery("anything"), SearchOptions(), CREDS)
    assert info.value.provider == "local"
    assert provider.best_confidence("anything") == 0.0
    assert provider.gate_confidence("anything") is None


# --- the CLI ------------------------------------------------------------------------------------------


def test_default_db_path_follows_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("GROUNDWIRE_HOME", str(tmp_path / "gw"))
    assert default_db_path() == tmp_path / "gw" / "local.db"
    monkeypatch.delenv("GROUNDWIRE_HOME")
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    assert default_db_path() == Path.home() / ".local" / "share" / "groundwire" / "local.db"


def test_index_command(tmp_path: Path, corpus: Path) -> None:
    runner = CliRunner()
    env = {"GROUNDWIRE_HOME": str(tmp_path / "home")}
    first = runner.invoke(index_app, [str(corpus)], env=env)
    assert first.exit_code == 0, first.output
    assert "4 added" in first.output and "unsupported file type .png" in first.output
    second = runner.invoke(index_app, [str(corpus), "--json"], env=env)
    assert second.exit_code == 0
    data = json.loads(second.stdout)
    assert data["unchanged"] == 4 and data["added"] == 0 and data["skipped"] == 3
    assert (tmp_path / "home" / "local.db").is_file()


@pytest.mark.parametrize("args", [["/definitely/not/here"], []])
def test_index_command_usage_errors(tmp_path: Path, args: list[str]) -> None:
    result = CliRunner().invoke(index_app, args, env={"GROUNDWIRE_HOME": str(tmp_path)})
    assert result.exit_code == 2
    assert result.output.startswith("error: ") and result.output.count("\n") == 1
    assert "Traceback" not in result.output
