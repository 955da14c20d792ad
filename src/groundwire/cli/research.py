"""``groundwire research``: a cited report from verified fact cards (see :mod:`groundwire.research`).

Exit codes: 0 report written (``partial`` when a budget ran out: the report says what is missing), 2 usage or
configuration error (no model configured: one line naming the variables), 3 the model is down or gave no usable
plan (state kept under ``--out`` for ``--resume``), 130 interrupted (state kept).
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

import typer
from rich.markup import escape

from .app import EXIT_UNAVAILABLE, app, err, fail, guarded
from .ground import _today
from ..textsafe import clean_arg


class _Progress:
    """Phase, section, pages read, cards and calls used on one stderr status line (only on a terminal)."""

    def __init__(self) -> None:
        self.status: Any = None
        self.enabled = err.is_terminal

    def __enter__(self) -> _Progress:
        if self.enabled:
            self.status = err.status("research: planning")
            self.status.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        if self.status is not None:
            self.status.__exit__(None, None, None)

    def __call__(self, event: dict[str, Any]) -> None:
        if self.status is None:
            return
        where = f" {event['section']}" if event.get("section") else ""
        self.status.update(f"research: {event.get('phase', '')}{where} · pages {event.get('pages', 0)} · cards "
                           f"{event.get('cards', 0)} · model calls {event.get('llm_calls', 0)}/"
                           f"{event.get('max_llm_calls', '?')}")


@app.command("research")
def research_command(
    question: str = typer.Argument("", help="The research question (may be omitted with --resume)."),
    out: Path = typer.Option(..., "--out", help="Directory for report.md, facts.jsonl, sources.json and state."),
    max_llm_calls: int | None = typer.Option(None, "--max-llm-calls", help="Model call budget (default 60)."),
    max_pages: int | None = typer.Option(None, "--max-pages", help="Pages to read at most (default 24)."),
    time_s: float | None = typer.Option(None, "--time", help="Wall-time budget in seconds (default 900)."),
    depth: int | None = typer.Option(None, "--depth", help="Reflect / follow-up rounds, 1..3 (default 1)."),
    lang: str | None = typer.Option(None, "--lang", help="Language of the report (e.g. en, zh)."),
    today: str | None = typer.Option(None, "--today", help="Research as if today were this date (YYYY-MM-DD)."),
    resume: bool = typer.Option(False, "--resume", help="Continue the run kept in --out."),
) -> None:
    """Research a question in depth and write a cited report from verified fact cards."""
    from ..config import load_settings
    from ..research.config import ResearchConfig
    from ..research.runner import run_research

    question = clean_arg(question).strip()  # argv bytes that are not UTF-8 arrive as surrogates
    if not resume and not question:
        fail("a question is required (or --resume to continue a run)")
    day = _today(today)
    config = guarded(lambda: ResearchConfig.build(max_llm_calls=max_llm_calls, max_pages=max_pages, time_s=time_s,
                                                  depth=depth, lang=lang))
    settings = guarded(load_settings)

    def body() -> Any:
        with _Progress() as progress:
            return asyncio.run(run_research(question or None, out, today=day, config=config, resume=resume,
                                            settings=settings, progress=progress))

    try:
        result = guarded(body)
    except typer.Exit as exc:
        if exc.exit_code == EXIT_UNAVAILABLE:
            err.print(f"state kept in {escape(str(out))}: continue with --resume", highlight=False)
        raise
    err.print(f"[bold]{result.status}[/]: {result.cards} cards from {result.sources} sources, "
              f"{result.budget.get('llm_calls', 0)} model calls", highlight=False)
    for note in result.notes[:5]:
        err.print(f"  note: {escape(note)}", highlight=False)
    sys.stdout.write(f"{result.report}\n")
