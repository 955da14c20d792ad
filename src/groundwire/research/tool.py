"""Deep research as one call that returns the report (the MCP ``research`` tool)."""

from __future__ import annotations

import uuid
from datetime import date
from typing import Any

from ..config import Settings
from .config import ResearchConfig
from .runner import run_research


async def research_tool(question: str, *, settings: Settings, grounder: Any, today: date, max_llm_calls: int,
                        depth: int, lang: str | None) -> dict[str, Any]:
    """Run a research job to the end under ``$GROUNDWIRE_HOME/research/<id>``; the report and where it lives."""
    config = ResearchConfig.build(max_llm_calls=max_llm_calls, depth=depth, lang=lang)
    out = settings.home / "research" / uuid.uuid4().hex
    result = await run_research(question, out, today=today, config=config, settings=settings, grounder=grounder)
    return {"status": result.status, "report": result.report.read_text(encoding="utf-8"), "out": str(out),
            "cards": result.cards, "sources": result.sources, "budget": result.budget}
