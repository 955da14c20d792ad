"""Pure shaping of a grounding (``Grounding.to_dict()`` / ``SearchResponse.to_dict()``) into what the console shows:
the trace as a timeline of steps and the engine calls as rows. No HTML here: templates escape everything."""

from __future__ import annotations

from collections import Counter
from typing import Any

STEP_TITLES = {
    "gate": "Gate: search or not",
    "privacy": "Privacy",
    "mode": "Mode",
    "plan": "Plan",
    "entities": "Entity grounding",
    "route": "Routing",
    "retry": "Retry",
    "fuse": "Fusion",
    "read": "Page read",
    "guard": "Guard",
    "quota": "Quota",
    "ground": "Grounding",
}


def _text(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        return ", ".join(_text(v) for v in value) if value else "—"
    if isinstance(value, dict):
        return ", ".join(f"{k}: {_text(v)}" for k, v in value.items()) if value else "—"
    return str(value)


def timeline_items(data: dict[str, Any]) -> list[dict[str, Any]]:
    """One item per trace event, in order; fusion drops are folded into one line per reason."""
    events = (data.get("trace") or {}).get("events") or []
    items: list[dict[str, Any]] = []
    dropped: Counter[str] = Counter()
    for event in events:
        if not isinstance(event, dict):
            continue
        step = str(event.get("step") or "event")
        if step == "fuse" and event.get("action") == "dropped":
            dropped[str(event.get("reason") or "dropped")] += 1
            continue
        fields = [(str(k), _text(v)) for k, v in event.items() if k != "step"]
        items.append({"step": step, "title": STEP_TITLES.get(step, step.capitalize()), "fields": fields})
    plan = data.get("plan")
    if isinstance(plan, dict) and plan.get("time_range"):
        items.append({"step": "time", "title": "Time grounding", "fields": [("range", _text(plan["time_range"]))]})
    if dropped:
        items.append({"step": "fuse", "title": STEP_TITLES["fuse"],
                      "fields": [(f"dropped ({reason})", str(n)) for reason, n in sorted(dropped.items())]})
    return items


def engine_rows(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The engine calls (the fallback chain), with a readable outcome."""
    trace = data.get("trace") or (data.get("search") or {}).get("trace") or {}
    rows = []
    for a in trace.get("fallback_chain") or []:
        if not isinstance(a, dict):
            continue
        rows.append({
            "provider": str(a.get("provider", "")),
            "stage": a.get("stage", 0),
            "query": str(a.get("query", "")),
            "outcome": str(a.get("outcome", "")),
            "hits": a.get("hits", 0),
            "latency_ms": a.get("latency_ms", 0.0),
            "cached": bool(a.get("cached")),
            "detail": str(a.get("detail") or a.get("error_kind") or ""),
            "fallback": (a.get("stage") or 0) >= 2,
        })
    return rows
