"""One JSON line per request, and the summary ``groundwire stats`` prints from those lines.

Lines are appended with a single ``write`` of a line shorter than PIPE_BUF-sized chunks would need, opened in
append mode, so several processes can share one log without interleaving partial lines on POSIX file systems.
Keys and tokens never reach the log: only query text, engine names, outcomes and timings are written.
"""

from __future__ import annotations

import json
import math
import os
import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from .models import SearchResponse

_WORD = re.compile(r"[\w.+#-]{2,}", re.UNICODE)
_STOP = frozenset("the a an of in on for to and or is are what who how when where latest new".split())


def hit_domain(url: str) -> str | None:
    """The host a hit came from, without ``www.`` (``None`` for a URL without one)."""
    try:
        host = urlsplit(url).hostname
    except ValueError:
        return None
    return host.removeprefix("www.") if host else None


def gate_triggers(trace: Any) -> tuple[str | None, list[str]]:
    """The gate's reason and the words that triggered it, from the trace (trigger vocabulary, never private
    values: the gate reads the question with private parts already cut)."""
    for event in getattr(trace, "events", ()):
        if isinstance(event, dict) and event.get("step") == "gate":
            matched = event.get("matched")
            return event.get("reason"), [str(w) for w in matched] if isinstance(matched, list) else []
    return None, []


def log_record(response: SearchResponse, *, timestamp: float, elapsed_ms: float, mode: str) -> dict[str, Any]:
    """The log line for one search (read from the trace directly: ``Trace.to_dict`` would copy its events too).

    ``triggers`` (the gate's words) and ``hit_domains`` are what the monthly review of the gate and the authority
    lists reads."""
    trace = response.trace
    reason, triggers = gate_triggers(trace)
    domains: list[str] = []
    for hit in response.hits:
        domain = hit_domain(hit.url)
        if domain and domain not in domains:
            domains.append(domain)
    return {
        "ts": round(timestamp, 3),
        "request_id": trace.request_id,
        "mode": mode,
        "queries": [q.text for q in response.queries],
        "status": response.status,
        "hits": len(response.hits),
        "elapsed_ms": round(elapsed_ms, 1),
        "actual_providers": trace.actual_providers,
        "attempts": [
            {"provider": a.provider, "outcome": a.outcome, "error_kind": a.error_kind, "hits": a.hits,
             "latency_ms": round(a.latency_ms, 1), "cached": a.cached}
            for a in trace.attempts
        ],
        "duplicates_merged": trace.duplicates_merged,
        "gate_reason": reason,
        "triggers": triggers,
        "hit_domains": domains,
    }


_APPEND_FLAGS = os.O_WRONLY | os.O_APPEND | os.O_CREAT


def append(path: Path, record: dict[str, Any]) -> None:
    """Append one JSON line. Failing to log never fails a request.

    The directory is created only when opening fails for want of it (not a ``mkdir`` per request)."""
    try:
        line = (json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
        try:
            fd = os.open(path, _APPEND_FLAGS, 0o600)
        except FileNotFoundError:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(path, _APPEND_FLAGS, 0o600)
        try:
            os.write(fd, line)
        finally:
            os.close(fd)
    except OSError:
        pass


def read_records(path: Path) -> Iterable[dict[str, Any]]:
    if not path.exists():
        return
    with path.open(encoding="utf-8", errors="replace") as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            try:
                row = json.loads(line)
            except (ValueError, RecursionError):
                continue  # a torn, foreign or 10,000-deep line is skipped, not fatal
            if isinstance(row, dict):
                yield row


def percentile(values: list[float], q: float) -> float:
    """The nearest-rank ``q`` quantile (0 when empty); shared with the console's charts."""
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


@dataclass(frozen=True)
class EngineStats:
    calls: int
    failures: int
    empties: int
    p50_ms: float
    p95_ms: float

    def to_dict(self) -> dict[str, Any]:
        return {
            "calls": self.calls,
            "failure_rate": round(self.failures / self.calls, 4) if self.calls else 0.0,
            "empty_rate": round(self.empties / self.calls, 4) if self.calls else 0.0,
            "p50_ms": round(self.p50_ms, 1),
            "p95_ms": round(self.p95_ms, 1),
        }


def summarize(records: Iterable[dict[str, Any]], *, top_terms: int = 10) -> dict[str, Any]:
    """Per engine calls, failure and empty rates, p50/p95 latency (network calls only); cache hit ratio;
    request statuses; the most frequent query terms, gate trigger words and hit domains."""
    latencies: dict[str, list[float]] = defaultdict(list)
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    cache_hits = cache_lookups = requests = 0
    statuses: Counter[str] = Counter()
    terms: Counter[str] = Counter()
    triggers: Counter[str] = Counter()
    domains: Counter[str] = Counter()
    for row in records:
        requests += 1
        statuses[str(row.get("status"))] += 1
        for key, counter in (("triggers", triggers), ("hit_domains", domains)):
            values = row.get(key)
            if isinstance(values, list):
                counter.update(str(v).lower() for v in values if v)
        queries = row.get("queries")
        for q in queries if isinstance(queries, list) else []:
            terms.update(w.lower() for w in _WORD.findall(str(q)) if w.lower() not in _STOP)
        attempts = row.get("attempts")
        for a in attempts if isinstance(attempts, list) else []:
            if not isinstance(a, dict) or a.get("outcome") == "skipped":
                continue
            name = str(a.get("provider"))
            cache_lookups += 1
            if a.get("cached"):
                cache_hits += 1
                continue
            counts[name]["calls"] += 1
            if a.get("outcome") == "error":
                counts[name]["failures"] += 1
            elif a.get("outcome") == "empty":
                counts[name]["empties"] += 1
            latency = a.get("latency_ms")
            if isinstance(latency, int | float) and math.isfinite(latency):  # NaN / 1e400 would poison p50, JSON
                latencies[name].append(float(latency))
    engines = {
        name: EngineStats(c["calls"], c["failures"], c["empties"], percentile(latencies[name], 0.5),
                          percentile(latencies[name], 0.95)).to_dict()
        for name, c in sorted(counts.items())
    }
    return {
        "requests": requests,
        "statuses": dict(statuses),
        "engines": engines,
        "cache_hit_ratio": round(cache_hits / cache_lookups, 4) if cache_lookups else 0.0,
        "top_terms": terms.most_common(top_terms),
        "top_triggers": triggers.most_common(top_terms),
        "top_domains": domains.most_common(top_terms),
    }
