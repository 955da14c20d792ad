"""Prometheus metrics for the proxy, on a registry of its own (one per app, so tests do not collide)."""

from __future__ import annotations

from typing import Any

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram, generate_latest


class Metrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.requests = Counter("groundwire_requests_total", "HTTP requests", ["path", "status"], registry=r)
        self.latency = Histogram("groundwire_request_seconds", "HTTP request latency", ["path"], registry=r)
        self.decisions = Counter("groundwire_grounding_total", "Grounding outcomes", ["status"], registry=r)
        self.engine_calls = Counter("groundwire_engine_calls_total", "Engine calls", ["provider", "outcome"],
                                    registry=r)
        self.engine_latency = Histogram("groundwire_engine_seconds", "Engine call latency", ["provider"], registry=r)
        self.fallbacks = Counter("groundwire_fallbacks_total", "Fallback engine calls", registry=r)
        self.cache_hits = Counter("groundwire_cache_hits_total", "Engine results served from cache", registry=r)
        self.context_chars = Counter("groundwire_context_chars_total", "Characters of context injected",
                                     registry=r)
        self.planner_tokens = Counter("groundwire_planner_tokens_total", "Tokens spent on planning turns",
                                      ["kind"], registry=r)  # kind: prompt | completion
        self.plans = Counter("groundwire_plans_total", "Plans by who planned them", ["planner"], registry=r)
        self._children: dict[tuple[int, tuple[str, ...]], Any] = {}

    def child(self, metric: Counter | Histogram, *labels: str) -> Any:
        """``metric.labels(*labels)``, remembered: prometheus_client locks and validates on every lookup."""
        key = (id(metric), labels)
        found = self._children.get(key)
        if found is None:
            found = self._children[key] = metric.labels(*labels)
        return found

    def render(self) -> tuple[bytes, str]:
        return generate_latest(self.registry), CONTENT_TYPE_LATEST
