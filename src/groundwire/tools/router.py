"""The tool router: context -> domain -> intent -> capabilities -> retrieval -> read-only supplement ->
availability -> RoutePlan. Each step is cheap, explainable and recorded in the plan.

:meth:`ToolRouter.route` is synchronous and never calls a model (rules intent, BM25). :meth:`ToolRouter.aroute`
may call the configured model for the intent when the domain is not confident, and an embeddings endpoint when one
is configured; both fall back to the synchronous steps on failure.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .capabilities import Capabilities, default_capabilities
from .catalogue import Catalogue, Tool
from .context import RoutingContext, build_context
from .domains import Domain, DomainScore, default_domains, score_domains
from .infer import infer_catalogue
from .intent import Intent, llm_intent, rules_intent
from .metatool import META_TOOL, META_TOOL_LIMIT, META_TOOL_NAME
from .plan import RoutePlan
from .retrieval import Hit, ToolIndex
from .text import terms

HISTORY_WEIGHT = 0.3  # earlier turns and the last tool result count this much of the request's own words
HISTORY_WEIGHT_REFERRING = 0.7  # ... and this much when the request refers back ("continue", "刚才")


@dataclass(frozen=True, slots=True)
class RouterConfig:
    k: int = 8  # at most this many tools from capabilities and retrieval
    min_k: int = 3  # at least this many when retrieval finds them
    cutoff: float = 0.35  # retrieval keeps tools scoring at least this share of the best one
    capability_k: int = 4  # at most this many tools recalled by capability tags
    read_supplement: int = 2  # read-only tools of a confident, specific primary domain added beyond k
    enabled_plugins: frozenset[str] = field(default_factory=frozenset)
    meta_tool: bool = True


def estimate_tokens(definition: Any) -> int:
    """Tool-definition tokens, estimated as JSON characters / 4 (no tokenizer is model-neutral)."""
    return (len(json.dumps(definition, ensure_ascii=False)) + 3) // 4


class ToolRouter:
    """Routes requests over one catalogue (build once per catalogue; :meth:`route` is pure)."""

    def __init__(self, catalogue: Catalogue, config: RouterConfig | None = None, *,
                 domains: tuple[Domain, ...] | None = None, capabilities: Capabilities | None = None,
                 embeddings: Any = None) -> None:
        self.catalogue = catalogue
        self.config = config or RouterConfig()
        self.domains = domains or default_domains()
        self.caps = capabilities or default_capabilities()
        self.tools: tuple[Tool, ...] = infer_catalogue(catalogue)
        self.position = {t.name: i for i, t in enumerate(self.tools)}
        self.index = ToolIndex(catalogue)
        self.embeddings = embeddings  # an EmbeddingIndex or None
        self._tokens = [estimate_tokens(t.openai_definition()) for t in self.tools]
        self.tokens_all = sum(self._tokens)
        self.meta_tokens = estimate_tokens(META_TOOL)

    # ------------------------------------------------------------------ steps

    def available(self, tool: Tool) -> bool:
        return tool.available or (tool.plugin is not None and tool.plugin in self.config.enabled_plugins)

    def retrieve(self, ctx: RoutingContext, extra_scores: dict[int, float] | None = None) -> list[Hit]:
        weight = HISTORY_WEIGHT_REFERRING if ctx.refers_back else HISTORY_WEIGHT
        history = ctx.history_text or ""
        return self.index.search(terms(ctx.request), query_text=ctx.request,
                                 extra_terms=terms(history) if history else (), extra_text=history,
                                 extra_weight=weight, boost=extra_scores)

    def find(self, description: str, exclude: Sequence[str] = (), limit: int = META_TOOL_LIMIT
             ) -> tuple[list[str], list[str]]:
        """The meta-tool's search: (callable tool names, blocked tool names) matching ``description``."""
        skip = set(exclude) | {META_TOOL_NAME}
        added: list[str] = []
        blocked: list[str] = []
        for hit in self.index.search(terms(description), query_text=description):
            tool = self.tools[hit.index]
            if tool.name in skip:
                continue
            if not self.available(tool):
                if len(blocked) < limit:
                    blocked.append(tool.name)
                continue
            added.append(tool.name)
            if len(added) >= limit:
                break
        return added, blocked

    # ------------------------------------------------------------------ the chain

    def route(self, request: str | None, messages: Sequence[Any] | None = None, *, k: int | None = None,
              intent: Intent | None = None) -> RoutePlan:
        ctx = build_context(request, messages)
        domain = score_domains(ctx.text, self.domains)
        return self._plan(ctx, domain, intent or rules_intent(ctx.request, self.caps), k)

    async def aroute(self, request: str | None, messages: Sequence[Any] | None = None, *, k: int | None = None,
                     llm: Any = None) -> RoutePlan:
        """As :meth:`route`, asking ``llm`` (an LLMEndpoint) for the intent when the domain is not confident and
        adding embedding similarity when an embeddings endpoint is configured."""
        ctx = build_context(request, messages)
        domain = score_domains(ctx.text, self.domains)
        intent = rules_intent(ctx.request, self.caps)
        if llm is not None and not domain.confident:
            intent = await llm_intent(llm, ctx.request, self.caps)
        extra = None
        if self.embeddings is not None:
            extra = await self.embeddings.scores(self.catalogue, ctx.request)
        return self._plan(ctx, domain, intent, k, extra)

    def _plan(self, ctx: RoutingContext, domain: DomainScore, intent: Intent, k: int | None,
              extra_scores: dict[int, float] | None = None) -> RoutePlan:
        cfg = self.config
        k = max(1, k if k is not None else cfg.k)
        hits = self.retrieve(ctx, extra_scores)
        rank = {h.index: r for r, h in enumerate(hits)}
        chosen: dict[str, str] = {}
        blocked: dict[str, str] = {}

        def take(tool: Tool, reason: str) -> None:
            if tool.name in chosen or tool.name in blocked:
                return
            if self.available(tool):
                chosen[tool.name] = reason
            elif len(blocked) < k:  # named to the model: a few relevant ones, not every disabled plugin
                blocked[tool.name] = reason

        for name in ctx.recent_tools:  # the model used these lately: never taken away mid-task
            if name in self.position:
                take(self.tools[self.position[name]], "recent")
        sticky = len(chosen)
        if ctx.office_upload:
            office = [t for t in self.tools if t.domain == "office"]
            office.sort(key=lambda t: rank.get(self.position[t.name], len(rank)))
            for t in office[:k]:
                take(t, "office-upload")
        tags = self.caps.tags_for(intent.actions)
        if tags:
            tagged = [t for t in self.tools if set(t.tags) & set(tags)]
            tagged.sort(key=lambda t: rank.get(self.position[t.name], len(rank)))
            for t in tagged[:cfg.capability_k]:
                take(t, "capability:" + next(tag for tag in tags if tag in t.tags))
        if hits:
            top = hits[0].score
            for r, h in enumerate(hits):
                if len(chosen) - sticky >= k:
                    break
                if r >= cfg.min_k and h.score < cfg.cutoff * top:
                    break
                take(self.tools[h.index], f"retrieval:{h.score:.2f}")
        if domain.confident and domain.primary != "general" and cfg.read_supplement:
            pool = [t for t in self.tools if t.domain == domain.primary and t.risk == "read"
                    and t.name not in chosen and self.available(t)]  # write/external tools: never for the domain
            pool.sort(key=lambda t: rank.get(self.position[t.name], len(rank)))
            for t in pool[:cfg.read_supplement]:
                chosen[t.name] = "read-supplement"
        names = tuple(chosen)
        risky = tuple(n for n in names if self.tools[self.position[n]].risk in ("write", "external"))
        # the meta-tool only when it could add something: a callable tool that is not exposed already
        meta = cfg.meta_tool and any(self.available(t) and t.name not in chosen for t in self.tools)
        forwarded = sum(self._tokens[self.position[n]] for n in names) + (self.meta_tokens if meta else 0)
        reasons = {**chosen, **{n: f"blocked ({r})" for n, r in blocked.items()}}
        return RoutePlan(
            request=ctx.request, tools=names, blocked_tools=tuple(blocked), risky_tools=risky, reasons=reasons,
            domain=domain, intent=intent, capabilities=tags, context=ctx, catalogue_size=len(self.tools),
            meta_tool=META_TOOL_NAME if meta else None, tokens_all=self.tokens_all,
            tokens_forwarded=forwarded, retrieval="bm25+embeddings" if extra_scores else "bm25")
