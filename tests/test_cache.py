"""Result cache: keys, TTL by freshness, memory and disk backends, sharing across processes."""

from __future__ import annotations

import dataclasses
import logging
import os
import sqlite3
import subprocess
import sys
import textwrap

import pytest
from hypothesis import given
from hypothesis import strategies as st

from groundwire.errors import UsageError
from groundwire.models import Freshness
from groundwire.resilience import CacheTTLs, DiskCache, FakeClock, MemoryCache, cache_key, normalize_query, ttl_for

MIN = 60.0
HOUR = 3600.0


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}


# ---- keys and TTLs ---------------------------------------------------------------------------------------


def test_key_normalises_form_but_not_meaning() -> None:
    base = cache_key("brave", "python 3.14 release", "day", "en", 10)
    assert cache_key("brave", "  Python\u3000 3.14\n\tRELEASE ", Freshness.DAY, "EN", 10) == base
    assert cache_key("brave", "ＰＹＴＨＯＮ ３.１４ release", "d", "en", 10) == base  # NFKC full-width
    assert cache_key("Brave", "python 3.14 release", "day", "en", 10) == base
    assert base.startswith("gw:v1:brave:")
    others = {
        cache_key("tavily", "python 3.14 release", "day", "en", 10),
        cache_key("brave", "python 3.13 release", "day", "en", 10),
        cache_key("brave", "python 3.14 release", "week", "en", 10),
        cache_key("brave", "python 3.14 release", None, "en", 10),
        cache_key("brave", "python 3.14 release", "day", "de", 10),
        cache_key("brave", "python 3.14 release", "day", None, 10),
        cache_key("brave", "python 3.14 release", "day", "en", 5),
    }
    assert base not in others and len(others) == 7


@given(st.text(max_size=40))
def test_normalize_is_idempotent_and_whitespace_blind(text: str) -> None:
    once = normalize_query(text)
    assert normalize_query(once) == once
    assert normalize_query(f"  {text}\n ") == once
    assert cache_key("p", text, None, None, 3) == cache_key("p", f"\t{text}  ", None, None, 3)


def test_ttl_defaults_follow_freshness() -> None:
    assert ttl_for("day") == 10 * MIN
    assert ttl_for(Freshness.WEEK) == HOUR
    assert ttl_for("month") == 6 * HOUR
    assert ttl_for("year") == 24 * HOUR
    assert ttl_for(None) == 24 * HOUR
    assert ttl_for("day") < ttl_for("week") < ttl_for("month") < ttl_for("year")


def test_ttls_are_configurable_and_frozen() -> None:
    ttls = CacheTTLs(day=30, none=5)
    assert ttl_for("day", ttls) == 30 and ttl_for(None, ttls) == 5 and ttl_for("week", ttls) == HOUR
    with pytest.raises(dataclasses.FrozenInstanceError):
        ttls.day = 1  # type: ignore[misc]


def test_bad_freshness_is_a_usage_error() -> None:
    with pytest.raises(UsageError):
        ttl_for("fortnight")
    with pytest.raises(UsageError):
        cache_key("p", "q", "fortnight", None, 3)


# ---- backends --------------------------------------------------------------------------------------------


@pytest.fixture(params=["memory", "disk"])
def cache_and_clock(request, tmp_path):
    clock = FakeClock()
    if request.param == "memory":
        yield MemoryCache(clock), clock
    else:
        cache = DiskCache(tmp_path / "cache", clock)
        yield cache, clock
        cache.close()


def test_hit_miss_and_expiry_by_freshness(cache_and_clock) -> None:
    cache, clock = cache_and_clock
    day_key = cache_key("p", "news today", "day", None, 10)
    year_key = cache_key("p", "news today", "year", None, 10)
    assert cache.get(day_key) is None
    cache.set(day_key, b'{"hits": 1}', ttl_for("day"))
    cache.set(year_key, "year text", ttl_for("year"))
    assert cache.get(day_key) == b'{"hits": 1}'
    assert cache.get(year_key) == "year text"  # str stays str
    clock.advance(10 * MIN - 1)
    assert cache.get(day_key) == b'{"hits": 1}'
    clock.advance(2)
    assert cache.get(day_key) is None  # a "day" query expires after 10 minutes ...
    assert cache.get(year_key) == "year text"  # ... a "year" one is still fresh
    clock.advance(24 * HOUR)
    assert cache.get(year_key) is None


def test_zero_ttl_is_not_stored_and_overwrite_wins(cache_and_clock) -> None:
    cache, _ = cache_and_clock
    cache.set("k", "v", 0)
    assert cache.get("k") is None
    cache.set("k", "one", 60)
    cache.set("k", "two", 60)
    assert cache.get("k") == "two"


def test_memory_cache_is_bounded() -> None:
    cache = MemoryCache(FakeClock(), max_entries=2)
    for k in "abc":
        cache.set(k, k, 60)
    assert cache.get("a") is None and cache.get("b") == "b" and cache.get("c") == "c"


def test_disk_cache_ignores_foreign_entries(tmp_path) -> None:
    cache = DiskCache(tmp_path, FakeClock())
    cache._cache.set("odd", "not a tuple")
    cache._cache.set("odd2", ("soon", "x"))
    assert cache.get("odd") is None and cache.get("odd2") is None
    cache.close()


def test_disk_cache_failure_degrades_to_a_miss(tmp_path, monkeypatch, caplog) -> None:
    cache = DiskCache(tmp_path, FakeClock())

    def boom(*a, **k):
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(cache._cache, "get", boom)
    monkeypatch.setattr(cache._cache, "set", boom)
    with caplog.at_level(logging.WARNING):
        cache.set("k", "v", 60)
        assert cache.get("k") is None
    assert "disk cache" in caplog.text
    cache.close()


_CHILD = textwrap.dedent(
    """
    import sys
    from groundwire.resilience import DiskCache, FakeClock
    directory, mode, start = sys.argv[1], sys.argv[2], float(sys.argv[3])
    cache = DiskCache(directory, FakeClock(start=start))
    if mode == "write":
        cache.set("shared", "from child", 600)
    else:
        print(repr(cache.get("shared")))
    cache.close()
    """
)


def _child(directory, mode: str, start: float) -> str:
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, str(directory), mode, repr(start)],
        capture_output=True, text=True, timeout=60, env=_env(),
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_disk_cache_is_shared_across_processes(tmp_path) -> None:
    clock = FakeClock()
    cache = DiskCache(tmp_path, clock)
    _child(tmp_path, "write", clock.now())
    assert cache.get("shared") == "from child"  # written by another process
    clock.advance(601)
    assert cache.get("shared") is None  # expiry follows the reader's clock

    cache.set("shared", "from parent", 600)
    assert _child(tmp_path, "read", clock.now() + 1) == "'from parent'"
    assert _child(tmp_path, "read", clock.now() + 601) == "None"
    cache.close()
