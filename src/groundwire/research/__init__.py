"""Deep research: ``groundwire research`` writes a cited report from verified fact cards.

Facts are extracted verbatim into cards first (every quote is checked against the page text), prose is written from
cards only, strong claims are re-checked in a fresh context. Modules, one job each: ``config`` (options),
``budget``, ``state`` (files under ``--out``, resume), ``model`` (structured calls), ``prompts``, ``answers``
(schemas), ``gather`` (search, read, extract per section), ``extract`` + ``quotes`` (verbatim check), ``write``,
``claims`` (what to verify), ``verify``, ``evidence`` (the three-way table), ``merge`` (report.md), ``runner``
(the loop), ``jobs`` (server-side jobs).

Library use::

    import asyncio, groundwire
    result = asyncio.run(groundwire.research("How did the Nimbus 5 launch go?", "out/nimbus", max_llm_calls=40))
    print(result.report.read_text())
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .runner import Progress, ResearchResult


async def research(
    question: str | None,
    out_dir: str | Path,
    *,
    max_llm_calls: int | None = None,
    max_pages: int | None = None,
    time_s: float | None = None,
    depth: int | None = None,
    lang: str | None = None,
    today: date | None = None,
    resume: bool = False,
    settings: Any = None,
    progress: Progress | None = None,
) -> ResearchResult:
    """Research ``question`` and write ``report.md``, ``facts.jsonl``, ``sources.json`` (and state) to
    ``out_dir``. Raises ConfigError when no model is configured, ResearchError when the model fails."""
    from .config import ResearchConfig
    from .runner import run_research

    config = ResearchConfig.build(max_llm_calls=max_llm_calls, max_pages=max_pages, time_s=time_s, depth=depth,
                                  lang=lang)
    return await run_research(question, Path(out_dir), today=today or date.today(), config=config, resume=resume,
                              settings=settings, progress=progress)


__all__ = ["research"]
