"""MCP tools for agents (official ``mcp`` SDK, v2 ``MCPServer``): ``web_search``, ``web_fetch``, ``ground``,
``research``.

``groundwire mcp`` serves them over stdio; ``groundwire serve`` mounts the streamable HTTP transport at ``/mcp``.
Typed errors from groundwire become MCP tool errors with a readable message (``isError`` results).
"""

from __future__ import annotations

import asyncio

from collections.abc import Awaitable, Callable, Mapping
from datetime import date
from typing import Annotated, Any

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import Field

from ..config import Settings, load_settings
from ..textsafe import clean_str
from ..errors import GroundwireError
from ..guard.neutralize import guard_record
from ..grounder import Grounder, SearchParams
from ..llm import LLMEndpoint
from ..models import Freshness
from ..decide.plan.llm import LLMPlanner

Freshness_ = Annotated[str | None, Field(description="day | week | month | year; omit for any date")]
Mode_ = Annotated[str | None, Field(description="grounding | discovery | news | research | academic | platform | "
                                               "recovery; omit to let the question choose")]


def build_mcp(
    settings: Settings | None = None,
    *,
    grounder_factory: Callable[[], Grounder] | None = None,
    today: Callable[[], date] = date.today,
    admit: Callable[[Mapping[str, str] | None], Awaitable[bool]] | None = None,
) -> MCPServer:
    """``admit(headers)`` (given when mounted in the proxy) charges a tool call to the caller's daily search quota
    and answers False when it is exhausted; over stdio there is no caller key and no quota."""
    settings = settings or load_settings()
    if (endpoint := LLMEndpoint.from_config(settings.llm)) is not None:
        endpoint.check_key()  # ConfigError at start, as the proxy does, not a planner traceback on every `ground`
    holder: dict[str, Any] = {}

    async def charge(ctx: Context) -> None:
        if admit is not None and not await admit(ctx.headers):
            raise ToolError("daily search quota exhausted for this API key")

    def grounder() -> Grounder:
        if "g" not in holder:
            holder["g"] = grounder_factory() if grounder_factory else Grounder(settings)
        return holder["g"]

    def planner() -> LLMPlanner | None:
        """The same LLM planner the proxy uses when one is configured (else the rule planner plans)."""
        if "planner" not in holder:
            endpoint = LLMEndpoint.from_config(settings.llm)
            holder["planner"] = LLMPlanner(endpoint, cache=grounder().resilience.cache) if endpoint else None
        return holder["planner"]

    server = MCPServer(
        name="groundwire",
        instructions="Fresh, cited web facts. Use web_search for result lists, web_fetch to read one page, "
        "ground for a ready-made cited context block for a question.",
        version="0.1.0",
    )

    @server.tool(description="Search the web with fallback across engines. Returns ranked, de-duplicated hits "
                 "with title, url, snippet, date and the engines that found each.")
    async def web_search(
        query: Annotated[str, Field(description="Search query, a few keywords", min_length=1, max_length=400)],
        freshness: Freshness_ = None,
        provider: Annotated[str | None, Field(description="Use only this engine (no fallback)")] = None,
        count: Annotated[int, Field(ge=1, le=20, description="Number of results")] = 5,
        mode: Mode_ = None,
        ctx: Context = None,  # type: ignore[assignment]  (injected by the MCP server)
    ) -> dict[str, Any]:
        try:
            params = SearchParams(provider=provider, freshness=Freshness.parse(freshness), count=count, mode=mode)
            if mode:
                grounder().settings.route(mode)
        except (GroundwireError, ValueError) as exc:
            raise ToolError(str(exc)) from None
        await charge(ctx)
        try:
            response = await grounder().search(clean_str(query), params, question=clean_str(query))
        except (GroundwireError, ValueError) as exc:
            raise ToolError(str(exc)) from None
        data = response.to_dict()
        return {"query": data["query"], "status": data["status"], "hits": [guard_record(h) for h in data["hits"]],
                "actual_providers": data["trace"]["actual_providers"], "mode": data["trace"]["mode"],
                "mode_reason": data["trace"]["mode_reason"]}

    @server.tool(description="Fetch one web page safely (SSRF-checked, size-capped) and return its main text.")
    async def web_fetch(
        url: Annotated[str, Field(description="http(s) URL of the page", min_length=8, max_length=2000)],
        ctx: Context = None,  # type: ignore[assignment]
    ) -> dict[str, Any]:
        from ..pipeline import fetch_policy
        from ..read.extract import extract
        from ..read.fetch import fetch_page

        await charge(ctx)
        try:
            page = await fetch_page(url, policy=fetch_policy(grounder()))
        except GroundwireError as exc:
            raise ToolError(str(exc)) from None
        doc = await asyncio.to_thread(extract, page.text, url=page.final_url)  # CPU-bound: keep the loop free
        record = {"url": page.final_url, "title": doc.title, "date": doc.date, "text": doc.text[:20000],
                  "truncated": page.truncated or len(doc.text) > 20000}
        return await asyncio.to_thread(guard_record, record)

    @server.tool(description="Ground a question: plan queries, search, read and return a bounded, cited "
                 "context block ([s1], [s2]...) to answer from, with its sources.")
    async def ground(
        question: Annotated[str, Field(description="The user's question", min_length=1, max_length=4000)],
        mode: Mode_ = None,
        ctx: Context = None,  # type: ignore[assignment]
    ) -> dict[str, Any]:
        from ..pipeline import ground as run_ground

        try:
            if mode:
                grounder().settings.route(mode)
        except GroundwireError as exc:
            raise ToolError(str(exc)) from None
        await charge(ctx)
        try:
            result = await run_ground(clean_str(question), grounder=grounder(), today=today(), mode="on", llm=planner(),
                                      params=SearchParams(mode=mode))
        except GroundwireError as exc:
            raise ToolError(str(exc)) from None
        return {"status": result.status, "mode": result.trace.mode, "mode_reason": result.trace.mode_reason,
                "context": result.context.to_prompt(),
                "sources": [{"id": s.id, "title": s.title, "url": s.url} for s in result.context.sources_used]}

    @server.tool(description="Deep research: plan sections, search and read many pages, keep only facts quoted "
                 "verbatim from them, write a cited report ([s1]...) with an evidence table and a verification "
                 "checklist. Slow (minutes) and needs a configured model; budgets bound it.")
    async def research(
        question: Annotated[str, Field(description="The research question", min_length=1, max_length=4000)],
        max_llm_calls: Annotated[int, Field(ge=1, le=200, description="Model call budget")] = 30,
        depth: Annotated[int, Field(ge=1, le=3, description="Reflect / follow-up rounds")] = 1,
        lang: Annotated[str | None, Field(description="Report language, e.g. en or zh")] = None,
        ctx: Context = None,  # type: ignore[assignment]
    ) -> dict[str, Any]:
        from ..research.tool import research_tool

        await charge(ctx)
        try:
            return await research_tool(question, settings=settings, grounder=grounder(), today=today(),
                                       max_llm_calls=max_llm_calls, depth=depth, lang=lang)
        except GroundwireError as exc:
            raise ToolError(str(exc)) from None

    return server
