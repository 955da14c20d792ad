"""Intent of a request: one LLM call returning JSON when a model is configured and the domain is not confident,
keyword rules otherwise or when the call fails (the trace says which)."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from typing import Any

from .capabilities import ACTIONS, Capabilities, default_capabilities

log = logging.getLogger("groundwire.tools")

INTENT_PROMPT = (
    "Classify the user's latest request for a tool router. Answer with one JSON object only: "
    '{"action": one of ' + json.dumps(list(ACTIONS)) + ', "object": what it acts on, "target": where or whom '
    '(or null), "context_references": true when it refers to earlier turns, "constraints": time or other limits '
    '(or null), "confidence": 0..1}.')


@dataclass(frozen=True, slots=True)
class Intent:
    actions: tuple[str, ...]
    source: str  # "rules" | "llm" | "none"
    confidence: float = 0.0
    object: str | None = None
    target: str | None = None
    constraints: str | None = None
    context_references: bool = False
    matched: tuple[str, ...] = field(default=())
    error: str | None = None

    @property
    def action(self) -> str | None:
        return self.actions[0] if self.actions else None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"action": self.action, "actions": list(self.actions), "source": self.source,
                               "confidence": round(self.confidence, 2)}
        for key in ("object", "target", "constraints"):
            if getattr(self, key):
                out[key] = getattr(self, key)
        if self.context_references:
            out["context_references"] = True
        if self.matched:
            out["matched"] = list(self.matched)
        if self.error:
            out["error"] = self.error
        return out


def rules_intent(text: str, caps: Capabilities | None = None) -> Intent:
    """Every action whose words appear, most hits first, then the one named first (the imperative verb leads:
    "提醒我…开会" is a reminder, not a calendar query); ``direct_answer`` only when nothing else matched."""
    caps = caps or default_capabilities()
    low = text.lower()
    found: list[tuple[int, int, str, list[str]]] = []
    for action in caps.actions.values():
        hits = action.keywords.find(text)
        if hits:
            found.append((-len(hits), min(low.find(h) for h in hits), action.name, hits))
    found.sort()
    actions = tuple(a for _, _, a, _ in found)
    if len(actions) > 1 and "direct_answer" in actions:
        actions = tuple(a for a in actions if a != "direct_answer")
    matched = tuple(h for *_, a, hits in found if a in actions for h in hits)
    confidence = min(0.9, 0.4 + 0.2 * len(matched)) if actions else 0.0
    return Intent(actions[:3], "rules" if actions else "none", confidence, matched=matched)


def parse_intent(raw: str, caps: Capabilities | None = None) -> Intent:
    """The model's JSON answer as an :class:`Intent`; ValueError when it is not usable."""
    from json_repair import repair_json

    caps = caps or default_capabilities()
    try:
        data = json.loads(repair_json(raw or "")) if raw else None
    except RecursionError:  # an answer nested 10,000 deep is no intent either
        raise ValueError("the intent answer is nested too deep") from None
    if not isinstance(data, dict):
        raise ValueError("the intent answer is not a JSON object")
    action = data.get("action")
    if action not in caps.actions:
        raise ValueError(f"unknown action {action!r}")
    try:
        confidence = float(data.get("confidence", 0.5))
    except (TypeError, ValueError):
        confidence = 0.5

    def text(key: str) -> str | None:
        v = data.get(key)
        return str(v)[:200] if v not in (None, "", [], {}) else None

    return Intent((action,), "llm", max(0.0, min(1.0, confidence)), text("object"), text("target"),
                  text("constraints"), bool(data.get("context_references")))


async def llm_intent(endpoint: Any, text: str, caps: Capabilities | None = None) -> Intent:
    """One JSON call to the configured model; on any failure the rules' intent with the error noted."""
    try:
        client = endpoint.shared_client()  # kept open across turns (see groundwire.llm)
        resp = await client.chat.completions.create(
            model=endpoint.model, temperature=0, max_tokens=200,
            messages=[{"role": "system", "content": INTENT_PROMPT}, {"role": "user", "content": text[:2000]}])
        return parse_intent(resp.choices[0].message.content or "", caps)
    except Exception as exc:  # noqa: BLE001 - any failure of the model falls back to rules, traced
        log.info("intent model failed (%s); rules instead", type(exc).__name__)
        fallback = rules_intent(text, caps)
        return Intent(fallback.actions, fallback.source, fallback.confidence, matched=fallback.matched,
                      error=f"llm: {type(exc).__name__}")
