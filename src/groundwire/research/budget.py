"""Budgets of one run: model calls, pages, wall time (an injected monotonic clock), and tokens spent.

Counters are cumulative over a job (they are saved in the state and carried over by ``--resume``); the time
budget is per run.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .config import ResearchConfig


class BudgetExhausted(Exception):
    """Internal signal: ``what`` ran out (llm_calls, pages, time). Steps catch it and degrade."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what


@dataclass
class Budget:
    config: ResearchConfig
    monotonic: Callable[[], float]
    llm_calls: int = 0
    pages: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    exhausted: set[str] = field(default_factory=set)
    _started: float | None = None

    def __post_init__(self) -> None:
        self._started = self.monotonic()

    def elapsed(self) -> float:
        return self.monotonic() - (self._started or 0.0)

    def check_time(self) -> None:
        if self.elapsed() >= self.config.time_s:
            self.exhausted.add("time")
            raise BudgetExhausted("time")

    def take_call(self) -> None:
        self.check_time()
        if self.llm_calls >= self.config.max_llm_calls:
            self.exhausted.add("llm_calls")
            raise BudgetExhausted("llm_calls")
        self.llm_calls += 1

    def take_pages(self, wanted: int) -> int:
        """How many of ``wanted`` pages may still be read (0 marks the page budget exhausted)."""
        self.check_time()
        allowed = max(0, min(wanted, self.config.max_pages - self.pages))
        if allowed < wanted:
            self.exhausted.add("pages")
        self.pages += allowed
        return allowed

    def add_tokens(self, prompt: int, completion: int) -> None:
        self.prompt_tokens += prompt
        self.completion_tokens += completion

    def used(self) -> dict[str, Any]:
        return {
            "llm_calls": self.llm_calls, "max_llm_calls": self.config.max_llm_calls,
            "pages": self.pages, "max_pages": self.config.max_pages,
            "prompt_tokens": self.prompt_tokens, "completion_tokens": self.completion_tokens,
            "seconds": round(self.elapsed(), 3), "max_seconds": self.config.time_s,
            "exhausted": sorted(self.exhausted),
        }

    def restore(self, saved: dict[str, Any]) -> None:
        """Carry the counters of an earlier run over (resume)."""
        for name in ("llm_calls", "pages", "prompt_tokens", "completion_tokens"):
            value = saved.get(name)
            if isinstance(value, int) and value >= 0:
                setattr(self, name, value)
