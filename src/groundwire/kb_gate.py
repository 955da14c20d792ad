"""The local knowledge base's confidence for the gate, asked the same way by `ask`, the proxy and `groundwire plan`.

Round 25 (startup25): moved out of pipeline.py so that `groundwire plan` reaches it without importing the whole
pipeline (the guard, the page reader, trafilatura), which planning never uses. Only the knowledge base's own
``gate_confidence`` is asked; it does not cover the gate's use of the figure (decide/gate.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .grounder import Grounder


def kb_confidence(grounder: Grounder, question: str) -> float | None:
    """The local knowledge base's confidence for the gate, or None when there is no knowledge base to ask: none
    configured, unreadable, or holding no documents. The gate searches on a soft cue (a number, a name) only when
    a knowledge base *was asked* and is unsure; an empty one answering 0.0 sent every such question to the web
    ("What is the capital of France?")."""
    av = grounder.registry.availability("local")
    ask = getattr(av.provider, "gate_confidence", None) if av.provider is not None else None
    if not callable(ask):
        return None
    try:
        confidence = ask(question)
        return None if confidence is None else float(confidence)
    except Exception:  # noqa: BLE001 - an unreadable local index just means "no local knowledge"
        return None
