"""Decide and plan: the gate, the privacy gate, and the LLM planner with the rule planner as its fallback.

* ``off``: never search. ``on``: always search (with a plan). ``auto``: the LLM's ``needsSearch`` decides when the
  LLM planner answered; otherwise the rule gate does.
* The privacy gate runs first: a question that looks private is not searched, or only with its private parts
  removed; the planner never sees those parts either. An empty question is neither planned nor searched.
"""

from __future__ import annotations

import dataclasses
import logging
from datetime import date
from typing import Any

from ...errors import PlannerError
from ..gate import decide
from ...models import Trace
from .llm import LLMPlanner
from .rules import plan_rules
from .types import Plan

log = logging.getLogger(__name__)

MODES = ("off", "on", "auto")


async def make_plan(
    question: str,
    *,
    today: date,
    mode: str = "auto",
    locale: str = "en",
    llm: LLMPlanner | None = None,
    kb_confidence: float | None = None,
    tz: Any = None,
    trace: Trace | None = None,
) -> Plan:
    mode = mode.strip().lower() if isinstance(mode, str) else mode
    if mode not in MODES:
        from ...errors import UsageError

        raise UsageError(f"mode must be one of {', '.join(MODES)} (got {mode!r})")
    trace = trace if trace is not None else Trace()
    if mode == "off":
        trace.note("gate", needs_search=False, reason="search mode is off")
        return Plan(False, "search mode is off", "none", (), None)
    decision = decide(question, mode=mode, kb_confidence=kb_confidence, today=today)
    trace.note("gate", **decision.to_dict())
    if decision.privacy == "blocked":
        return Plan(False, decision.reason, "none", (), None)
    text = decision.search_text  # cleaned, private values cut out: the only text that travels on
    if not text.strip():
        return Plan(False, decision.reason, "none", (), None)
    fallback_reason: str | None = None
    if llm is not None and getattr(llm, "gate_first", False) and mode == "auto" and not decision.needs_search:
        trace.note("plan", planner="rules", detail="the rule gate found no need to search; the chat's model was "
                   "not asked")
        llm = None
    if llm is not None:
        try:
            plan = await llm.plan(text, today=today, locale=locale, tz=tz)
        except PlannerError as exc:
            fallback_reason = str(exc)
        except Exception as exc:  # noqa: BLE001 - the LLM planner is optional; the rules always answer
            log.warning("LLM planner failed unexpectedly", exc_info=True)
            fallback_reason = f"error: {exc.__class__.__name__}"
        else:
            if mode == "on" and not plan.needs_search:
                rules = plan_rules(text, today, locale=locale, tz=tz, gate=decision)
                plan = dataclasses.replace(plan, needs_search=True, queries=plan.queries or rules.queries,
                                           reason="search mode is on")
            trace.note("plan", planner="llm", needs_search=plan.needs_search,
                       queries=[q.text for q in plan.queries])
            return plan
    rules = plan_rules(text, today, locale=locale, tz=tz, gate=decision)
    needs = True if mode == "on" else decision.needs_search
    plan = dataclasses.replace(
        rules, needs_search=needs, reason=decision.reason if mode == "auto" else "search mode is on",
        planner="rules", fallback_reason=fallback_reason,
    )
    if not needs:
        plan = dataclasses.replace(plan, queries=())
    trace.note("plan", planner="rules", needs_search=plan.needs_search, queries=[q.text for q in plan.queries],
               fallback_reason=fallback_reason)
    return plan
