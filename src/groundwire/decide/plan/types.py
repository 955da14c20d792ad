"""The planner's value type: what to search for, in which language, how fresh, and why."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...models import PlannedQuery, TimeRange

__all__ = ["Plan"]


@dataclass(frozen=True, slots=True)
class Plan:
    """At most two search queries plus the decision that led to them.

    ``planner`` names who planned ("rules", "llm", "none"); ``fallback_reason`` says why the LLM planner was not
    used when the rules took over.
    """

    needs_search: bool
    reason: str
    planner: str
    queries: tuple[PlannedQuery, ...]
    time_range: TimeRange | None
    fallback_reason: str | None = None
    intent: str | None = None
    entities: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "needs_search": self.needs_search,
            "reason": self.reason,
            "planner": self.planner,
            "queries": [
                {"query": q.text, "freshness": q.freshness.value if q.freshness else None, "language": q.language}
                for q in self.queries
            ],
            "time_range": self.time_range.to_dict() if self.time_range else None,
            "fallback_reason": self.fallback_reason,
        }
