"""Engine health and usage over time for the console's Engines page, from the registry, the breaker and the
request log (``$GROUNDWIRE_HOME/log/requests.jsonl``). Pure apart from reading that file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ...logbook import percentile, read_records, summarize

HOUR = 3600.0


def engine_health(settings: Any, grounder: Any) -> list[dict[str, Any]]:
    """Per engine: configured, key present, why it is skipped, breaker state. No network probe (``doctor`` does
    that from the command line); this page must load instantly."""
    rows = []
    breaker = getattr(grounder.resilience, "breaker", None)
    names = list(grounder.registry.names())
    availability = {name: grounder.registry.availability(name) for name in names}
    configured = [name for name in names if not availability[name].reason]
    states: dict[str, str] = {}
    if breaker is not None and configured:
        try:  # one store read for every engine (one SELECT / MGET), as the router does
            states = {name: s.state for name, s in breaker.states(configured).items()}
        except Exception:  # noqa: BLE001 - a shared store that is down must not break the page
            states = dict.fromkeys(configured, "unknown")
    for name in names:
        av = availability[name]
        state = states.get(name, "—") if not av.reason else "—"
        rows.append({"provider": name, "configured": not av.reason, "detail": av.reason or "ok",
                     "key_present": bool(av.credentials and av.credentials.api_key), "breaker": state})
    return rows


def rate(n: float, d: float) -> float:
    return n / d if d else 0.0


def usage_series(log_path: Path, *, now: float, hours: int = 24) -> dict[str, Any]:
    """Hourly buckets over the last ``hours``: engine calls, failure and empty rates, p50/p95 latency, cache hit
    ratio; plus the all-time summary ``groundwire stats`` prints."""
    start = now - hours * HOUR
    calls = [0] * hours
    failures = [0] * hours
    empties = [0] * hours
    lookups = [0] * hours
    cached = [0] * hours
    latencies: list[list[float]] = [[] for _ in range(hours)]
    records = list(read_records(log_path))
    for row in records:
        ts = row.get("ts")
        if not isinstance(ts, (int, float)) or ts < start or ts > now:
            continue
        i = min(hours - 1, int((ts - start) // HOUR))
        for a in row.get("attempts") or []:
            if not isinstance(a, dict) or a.get("outcome") == "skipped":
                continue
            lookups[i] += 1
            if a.get("cached"):
                cached[i] += 1
                continue
            calls[i] += 1
            failures[i] += a.get("outcome") == "error"
            empties[i] += a.get("outcome") == "empty"
            if isinstance(a.get("latency_ms"), (int, float)):
                latencies[i].append(float(a["latency_ms"]))
    return {
        "buckets": [start + (i + 1) * HOUR for i in range(hours)],
        "calls": [float(c) for c in calls],
        "failure_rate": [rate(f, c) for f, c in zip(failures, calls, strict=True)],
        "empty_rate": [rate(e, c) for e, c in zip(empties, calls, strict=True)],
        "p50_ms": [percentile(v, 0.5) for v in latencies],
        "p95_ms": [percentile(v, 0.95) for v in latencies],
        "cache_hit_ratio": [rate(h, n) for h, n in zip(cached, lookups, strict=True)],
        "summary": summarize(records),
    }
