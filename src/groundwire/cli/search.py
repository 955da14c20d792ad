"""``search``, ``doctor`` and ``stats``: the engine-facing commands."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import httpx
import typer
from rich.table import Table

from ..config import load_settings
from ..models import Freshness, SearchResponse
from .app import (STATUS_EXIT, STATUS_MESSAGE, app, err, fail, guarded, out, print_hits,
                  print_json, print_trace, run)

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

    text = " ".join(query).strip()
    try:
        Freshness.parse(freshness)
        day = date.fromisoformat(today) if today else date.today()
    except ValueError as exc:
        fail(str(exc))
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
    timeout: float = typer.Option(3.0, "--timeout", help="Seconds to wait for each engine."),
) -> None:
    """Check every engine: configured? key present? reachable? latency."""
    from ..engines.providers.registry import ProviderRegistry

    settings = guarded(load_settings)
    registry = ProviderRegistry(settings)

    async def probe(name: str, client: httpx.AsyncClient) -> dict[str, Any]:
        av = registry.availability(name)
        row: dict[str, Any] = {"provider": name, "configured": not av.reason, "detail": av.reason or "ok",
                               "key_present": bool(av.credentials and av.credentials.api_key),
                               "reachable": None, "latency_ms": None}
        if av.provider is None or av.reason:  # not configured: nothing to probe
            return row
        caps = av.provider.capabilities
        row["needs_key"] = caps.needs_key
        if caps.local:
            row["reachable"] = True
            return row
        base = (av.credentials.base_url if av.credentials else None) or caps.default_base_url
        if name == "duckduckgo":
            base = "https://html.duckduckgo.com"
        if not base:
            return row
        started = time.perf_counter()
        try:
            await client.get(base, timeout=timeout)
            row["reachable"] = True
        except (httpx.HTTPError, OSError) as exc:
            row["reachable"] = False
            row["detail"] = f"{row['detail']}; unreachable ({exc.__class__.__name__})"
        row["latency_ms"] = round((time.perf_counter() - started) * 1000, 1)
        return row

    async def go() -> list[dict[str, Any]]:
        async with httpx.AsyncClient(follow_redirects=False) as client:
            return list(await asyncio.gather(*(probe(n, client) for n in registry.names())))

    rows = run(go)
    if as_json:
        print_json({"web_search_enabled": settings.web_search_enabled, "home": str(settings.home), "engines": rows})
        return
    table = Table(title=f"groundwire doctor (home: {settings.home})")
    for col in ("engine", "configured", "key", "reachable", "ms", "detail"):
        table.add_column(col)
    for r in rows:
        table.add_row(r["provider"], "yes" if r["configured"] else "no", "yes" if r["key_present"] else "-",
                      {True: "yes", False: "no", None: "-"}[r["reachable"]], str(r["latency_ms"] or "-"), r["detail"])
    out.print(table)
    if not settings.web_search_enabled:
        out.print("Web search is turned off (GROUNDWIRE_WEB_SEARCH=0).")


@app.command()
def stats(as_json: bool = typer.Option(False, "--json", help="Print JSON.")) -> None:
    """Summarise the request log: per engine calls, failure/empty rates, latency; cache hit ratio; top terms."""
    from ..logbook import read_records, summarize

    settings = guarded(load_settings)
    summary = summarize(read_records(settings.log_path))
    if as_json:
        print_json(summary)
        return
    out.print(f"requests: {summary['requests']}  statuses: {summary['statuses']}  "
              f"cache hit ratio: {summary['cache_hit_ratio']:.2%}")
    table = Table(title=f"engines ({settings.log_path})")
    for col in ("engine", "calls", "failure rate", "empty rate", "p50 ms", "p95 ms"):
        table.add_column(col)
    for name, e in summary["engines"].items():
        table.add_row(name, str(e["calls"]), f"{e['failure_rate']:.1%}", f"{e['empty_rate']:.1%}",
                      f"{e['p50_ms']:.0f}", f"{e['p95_ms']:.0f}")
    out.print(table)
    out.print("top terms: " + ", ".join(f"{t} ({n})" for t, n in summary["top_terms"]))
