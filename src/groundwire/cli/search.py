"""``search``, ``doctor`` and ``stats``: the engine-facing commands."""

from __future__ import annotations

import asyncio
from typing import Any

import typer
from rich.markup import escape
from rich.table import Table

from ..models import Freshness, SearchResponse
from ..textsafe import clean_arg
from .app import (EXIT_UNAVAILABLE, STATUS_EXIT, STATUS_MESSAGE, app, err, fail, guarded, out, print_hits,
                  print_json, print_trace, run, spinner)
from .app import load_settings


@app.command()
def search(
    query: list[str] = typer.Argument(..., help="The query (or a question; quote it)."),
    provider: str | None = typer.Option(None, "--provider", "-p", help="Use only this engine (no fallback)."),
    mode: str | None = typer.Option(None, "--mode", "-m", help="grounding | discovery | news | research | academic | platform | recovery (default: chosen from "
                                     "the question; the trace says which and why)"),
    freshness: str | None = typer.Option(None, "--freshness", "-f", help="day | week | month | year"),
    lang: str | None = typer.Option(None, "--lang", "-l", help="Language code, e.g. en, zh."),
    count: int | None = typer.Option(None, "--count", "-n", help="How many results (1-20, default 5)."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON."),
    trace: bool = typer.Option(False, "--trace", help="Show which engines answered and why."),
    no_cache: bool = typer.Option(False, "--no-cache", help="Do not read or write the result cache."),
    raw: bool = typer.Option(False, "--raw", help="Send the query as written: no privacy gate, no planning."),
    today: str | None = typer.Option(None, "--today", help="Plan relative dates against this day (YYYY-MM-DD)."),
) -> None:
    """Search the web (and the local knowledge base) with fallback, fusion and a trace.

    The text is treated as a question: private parts are kept off the web, relative dates become absolute and
    at most 2 queries are planned (LLM planner when configured, else rules). --raw sends it as written."""
    from datetime import date

    from ..grounder import Grounder, SearchParams

    text = clean_arg(" ".join(query)).strip()  # argv bytes that are not UTF-8 arrive as surrogates
    try:
        Freshness.parse(freshness)
    except ValueError as exc:
        fail(str(exc))
    try:
        day = date.fromisoformat(today) if today else date.today()
    except ValueError:
        fail(f"--today must be YYYY-MM-DD (got {today!r})")
    plan_data: dict[str, Any] | None = None

    async def go() -> SearchResponse:
        nonlocal plan_data
        params = SearchParams(provider, mode, Freshness.parse(freshness), lang, count, not no_cache)
        async with Grounder(load_settings()) as grounder:
            if raw:
                return await grounder.search(text, params)
            plan, response = await grounder.search_question(text, params, today=day)
            plan_data = plan.to_dict()
            return response

    with spinner("searching…"):
        response = run(go)
    if as_json:
        data = response.to_dict()
        if plan_data is not None:
            data["plan"] = plan_data
        print_json(data)
    else:
        if response.status in STATUS_MESSAGE:
            err.print(STATUS_MESSAGE[response.status])
        print_hits(response)
        if trace:
            print_trace(response)
    raise typer.Exit(STATUS_EXIT[response.status])


@app.command()
def doctor(
    as_json: bool = typer.Option(False, "--json", help="Print JSON."),
    timeout: float = typer.Option(5.0, "--timeout", help="Seconds to wait for each engine."),
) -> None:
    """Check every configured engine with the call search needs (authenticated); exit 3 when one is broken.

    Tavily gets its free usage call; other engines one one-result search (one query on metered APIs); the local
    knowledge base and feeds are opened and queried."""
    from datetime import datetime, timezone

    import httpx

    from ..engines.health import check_engine
    from ..engines.providers.registry import ProviderRegistry

    settings = guarded(load_settings)
    registry = ProviderRegistry(settings)
    now = datetime.now(timezone.utc)

    async def go() -> list[dict[str, Any]]:
        async with httpx.AsyncClient(follow_redirects=False, timeout=timeout) as client:
            rows = await asyncio.gather(*(check_engine(n, registry.availability(n), client, timeout=timeout, now=now)
                                          for n in registry.names()))
        return [r.to_dict() for r in rows]

    rows = run(go)
    broken = [r["provider"] for r in rows if r["ok"] is False]
    if as_json:
        print_json({"web_search_enabled": settings.web_search_enabled, "home": str(settings.home), "engines": rows,
                    "broken": broken})
    else:
        table = Table(title=f"groundwire doctor (home: {escape(str(settings.home))})")
        for col in ("engine", "configured", "key", "check", "ok", "ms", "detail"):
            table.add_column(col)
        for r in rows:
            check = r["check"] + (" (1 query)" if r["costs_query"] else "") if r["check"] != "none" else "-"
            table.add_row(r["provider"], "yes" if r["configured"] else "no", "yes" if r["key_present"] else "-",
                          check, {True: "yes", False: "NO", None: "-"}[r["ok"]], str(r["latency_ms"] or "-"),
                          escape(r["detail"]))
        out.print(table)
        if not settings.web_search_enabled:
            out.print("Web search is turned off (GROUNDWIRE_WEB_SEARCH=0).")
        if broken:
            err.print(f"broken: {', '.join(broken)} (configured but failing the check above)", highlight=False,
                      markup=False)
    if broken:
        raise typer.Exit(EXIT_UNAVAILABLE)


@app.command()
def stats(as_json: bool = typer.Option(False, "--json", help="Print JSON.")) -> None:
    """Summarise the request log: per engine calls, failure/empty rates, latency; cache hit ratio; top terms."""
    from ..logbook import read_records, summarize

    settings = guarded(load_settings)
    summary = summarize(read_records(settings.log_path))
    if as_json:
        print_json(summary)
        return
    statuses = ", ".join(f"{name} {n}" for name, n in sorted(summary["statuses"].items(), key=lambda x: -x[1]))
    out.print(f"requests: {summary['requests']}  statuses: {escape(statuses) or '-'}  "
              f"cache hit ratio: {summary['cache_hit_ratio']:.2%}", highlight=False)
    table = Table(title=f"engines ({settings.log_path})")
    for col in ("engine", "calls", "failure rate", "empty rate", "p50 ms", "p95 ms"):
        table.add_column(col)
    for name, e in summary["engines"].items():
        table.add_row(name, str(e["calls"]), f"{e['failure_rate']:.1%}", f"{e['empty_rate']:.1%}",
                      f"{e['p50_ms']:.0f}", f"{e['p95_ms']:.0f}")
    out.print(table)
    for label, key in (("top terms", "top_terms"), ("gate trigger words", "top_triggers"),
                       ("hit domains", "top_domains")):
        out.print(f"{label}: " + (", ".join(f"{t} ({n})" for t, n in summary.get(key, [])) or "-"),
                  highlight=False, markup=False)
