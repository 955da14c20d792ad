"""RoutePlan: what the router exposes for one turn, and why (frozen; ``to_dict()`` is the JSON the CLI prints and
the proxy returns in its ``groundwire`` field)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .context import RoutingContext
from .domains import DomainScore
from .intent import Intent


@dataclass(frozen=True, slots=True)
class RoutePlan:
    request: str
    tools: tuple[str, ...]  # exposed (callable) tool names, in order of choice
    blocked_tools: tuple[str, ...]  # relevant but not enabled: named to the model, not callable
    risky_tools: tuple[str, ...]  # exposed tools whose risk is write or external
    reasons: Mapping[str, str]  # tool name -> why it is exposed (or blocked)
    domain: DomainScore
    intent: Intent
    capabilities: tuple[str, ...]  # capability tags the intent asked for
    context: RoutingContext
    catalogue_size: int
    meta_tool: str | None = None  # the lazy-loading tool offered beside the exposed ones
    loaded: tuple[str, ...] = field(default=())  # added later by the meta-tool (proxy)
    tokens_all: int = 0  # estimated tool-definition tokens of the whole catalogue ...
    tokens_forwarded: int = 0  # ... and of what is forwarded (exposed + meta-tool)
    retrieval: str = "bm25"  # "bm25" or "bm25+embeddings"

    def to_dict(self) -> dict[str, Any]:
        return {
            "tools": list(self.tools),
            "blocked_tools": list(self.blocked_tools),
            "risky_tools": list(self.risky_tools),
            "reasons": dict(self.reasons),
            "loaded": list(self.loaded),
            "meta_tool": self.meta_tool,
            "domain": self.domain.to_dict(),
            "intent": self.intent.to_dict(),
            "capabilities": list(self.capabilities),
            "context": self.context.to_dict(),
            "catalogue_size": self.catalogue_size,
            "tokens": {"all_tools": self.tokens_all, "forwarded": self.tokens_forwarded},
            "retrieval": self.retrieval,
            "request": self.request[:500],
        }
