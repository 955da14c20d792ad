"""CLI commands for deciding, planning, reading, guarding and answering:
``plan``, ``when``, ``guard``, ``extract``, ``fetch``, ``ask``. Mounted by :mod:`groundwire.cli.app`."""

from __future__ import annotations

import gzip
import json
import sys
import zlib
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import typer

from .app import (EXIT_NO_RESULTS, EXIT_OK, EXIT_UNAVAILABLE, EXIT_USAGE, app, err, fail, guarded, out, print_json,
                  run, spinner)
from .app import load_settings, stdin_lines, stdin_text
from ..errors import UpstreamError
from ..models import Trace
from ..textsafe import clean_arg, clean_str, loads, terminal_json


SEARCH_SWITCH = ("off", "on", "auto")


def _search_switch(search: str | None, legacy_mode: str | None) -> str:
    """``--search off|on|auto``; ``--mode`` is its old spelling (``search --mode`` names a route, so the word moved)."""
    if legacy_mode is not None:
        err.print("warning: --mode is deprecated here; use --search off|on|auto", highlight=False, markup=False)
    value = (search if search is not None else legacy_mode or "auto").strip().lower()
    if value not in SEARCH_SWITCH:
        fail(f"--search must be off, on or auto (got {value!r})")
    return value


def _today(value: str | None) -> date:
    if not value:
        return date.today()
    try:
        return date.fromisoformat(value)
    except ValueError:
        fail(f"--today must be YYYY-MM-DD (got {value!r})")
    raise AssertionError


def _inputs(text: list[str]) -> Iterator[str]:
    """The argument, or one item per stdin line when the argument is '-'.

    Every stdin line gives one item, blank or NUL-only ones too (as an empty item with an empty result), so the
    n-th output line always answers the n-th input line."""
    if text == ["-"]:
        for line in stdin_lines():
            yield line.rstrip("\r\n").strip()
    else:
        joined = clean_arg(" ".join(text)).strip()  # argv bytes that are not UTF-8 arrive as surrogates
        if not joined:
            fail("the text is empty")
        yield joined


@app.command()
def when(
    text: list[str] = typer.Argument(..., help="Text with time expressions, or '-' for one per stdin line."),
    today: str | None = typer.Option(None, "--today", help="Resolve against this date (YYYY-MM-DD)."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """Find time expressions and resolve them to absolute date ranges."""
    from ..decide.timeframe import resolve

    day = _today(today)
    many = text == ["-"]
    for item in _inputs(text):
        g = guarded(lambda item=item: resolve(item, day))
        data = {
            "spans": [{"text": s.text, "start": s.start.isoformat(), "end": s.end.isoformat()} for s in g.spans],
            "freshness": g.freshness.value if g.freshness else None,
            "rewritten": g.rewritten,
        }
        if as_json:  # one JSON line per input line with '-'
            print_json(data)
        else:
            if many:
                out.print(f"> {item}", highlight=False, markup=False)
            for s in data["spans"]:
                out.print(f"{s['text']}: {s['start']} .. {s['end']}", highlight=False, markup=False)
            out.print(f"freshness: {data['freshness'] or '-'}\nrewritten: {data['rewritten']}", highlight=False)


def _planner(no_llm: bool):
    from ..llm import LLMEndpoint
    from ..decide.plan.llm import LLMPlanner

    if no_llm:
        return None
    endpoint = LLMEndpoint.from_config(load_settings().llm)
    if endpoint is None:
        return None
    endpoint.check_key()  # a key no header can carry: one line now (as in `ask`), not a planner traceback
    return LLMPlanner(endpoint)


@app.command()
def plan(
    question: list[str] = typer.Argument(..., help="The question, or '-' for one per stdin line."),
    today: str | None = typer.Option(None, "--today", help="Plan as if today were this date (YYYY-MM-DD)."),
    search: str | None = typer.Option(None, "--search", help="off | on | auto (default): whether to search."),
    legacy_mode: str | None = typer.Option(None, "--mode", hidden=True, help="Deprecated spelling of --search."),
    no_llm: bool = typer.Option(False, "--no-llm", help="Use the rule planner only."),
    locale: str = typer.Option("en", "--locale"),
    as_json: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """Show whether a question needs search and which queries would be sent.

    The local knowledge base's confidence reaches the gate exactly as in `ask` and the proxy. With '-', one
    question per stdin line: one JSON line each with --json, a short text block each without."""
    from ..decide.plan.planner import make_plan
    from ..grounder import Grounder
    from ..kb_gate import kb_confidence  # the very function `ask` and the proxy use (not via pipeline: no guard)

    day = _today(today)
    mode = _search_switch(search, legacy_mode)
    llm = guarded(lambda: _planner(no_llm))
    settings = guarded(load_settings)
    many = question == ["-"]

    async def plan_one(g: Grounder, item: str, trace: Trace):
        return await make_plan(item, today=day, mode=mode, locale=locale, llm=llm, trace=trace,
                               kb_confidence=kb_confidence(g, item))

    async def plan_all() -> None:
        async with Grounder(settings) as g:
            for item in _inputs(question):
                trace = Trace()
                result = await plan_one(g, item, trace)
                show(item, result, trace)

    def show(item: str, result, trace: Trace) -> None:
        data = result.to_dict()
        data["trace"] = trace.events
        if as_json:
            print_json(data)
        else:
            if many:
                out.print(f"? {item}", highlight=False, markup=False)
            out.print(f"needs search: {data['needs_search']} ({data['reason']}); planner: {data['planner']}",
                      highlight=False)
            for q in data["queries"]:
                out.print(f"  - {q['query']}  (freshness {q['freshness'] or '-'}, {q['language'] or '-'})",
                          highlight=False, markup=False)

    run(plan_all)


@app.command()
def guard(
    as_json: bool = typer.Option(False, "--json", help="Print the whole stdin as one JSON result."),
    jsonl: bool = typer.Option(False, "--jsonl", help="Each stdin line is a JSON string; print one result each."),
) -> None:
    """Sanitise untrusted text from stdin: invisible characters, injected instructions, role markers."""
    from ..guard.neutralize import sanitize

    def result(text: str) -> dict:
        r = sanitize(text)
        removed = [{"text": x.text, "reason": x.reason, **({"score": x.score} if x.score is not None else {})}
                   for x in r.removed]
        kept = [{"text": x.text, "reason": x.reason} for x in r.kept]  # harmless characters left as written (round 29)
        return {"text": r.text, "removed": removed, "suspicious": r.suspicious, **({"kept": kept} if kept else {})}

    if jsonl:
        for n, line in enumerate(stdin_lines(), start=1):
            if not line.strip():
                continue
            try:
                value = loads(line)  # textsafe's: a line nested 10,000 deep is a ValueError, not a RecursionError
            except ValueError:
                fail(f"line {n} is not a JSON string")
            if not isinstance(value, str):
                fail(f"line {n} is not a JSON string")
            print_json(result(clean_str(value)))  # a "\\ud800" escape decodes to a lone surrogate
        return
    data = result(stdin_text())
    if as_json:
        print_json(data)
    else:
        sys.stdout.write(data["text"] + ("\n" if not data["text"].endswith("\n") else ""))
        for item in data["removed"]:
            err.print(f"removed ({item['reason']}): {item['text'][:120]}", highlight=False)


class _NotAPage(ValueError):
    """A saved file that holds no text page (a PDF, an image, an archive, noise)."""


def _read_html(path: Path) -> str:
    from ..read.binary_body import binary_kind
    from ..read.charset import decode_body

    raw = path.read_bytes()
    if path.suffix == ".gz":
        raw = gzip.decompress(raw)
    if kind := binary_kind(raw):
        raise _NotAPage(f"not an HTML page: {kind}")
    return decode_body(raw)  # the page's <meta> charset, repaired when a Latin-1 page claims UTF-8


@app.command()
def extract(
    files: list[Path] = typer.Argument(..., help="HTML files (.html, .html.gz)."),
    url: str | None = typer.Option(None, "--url", help="The page URL (helps date and link handling)."),
    as_json: bool = typer.Option(False, "--json", help="One JSON line per file."),
) -> None:
    """Show what deep-read extracts from saved HTML pages. Unreadable files are skipped with a message."""
    from ..read.extract import extract as do_extract

    skipped = 0
    for path in files:
        try:
            html = _read_html(path)
        except _NotAPage as exc:
            err.print(f"skipped {path}: {exc}", highlight=False, markup=False)
            skipped += 1
            continue
        except (OSError, gzip.BadGzipFile, EOFError, zlib.error) as exc:
            err.print(f"skipped {path}: cannot read it ({exc})", highlight=False, markup=False)
            skipped += 1
            continue
        doc = guarded(lambda html=html: do_extract(html, url=url))
        data = {"file": str(path), "title": doc.title, "date": doc.date, "language": doc.language, "text": doc.text}
        if as_json:
            print_json(data)
        else:
            out.print(f"{doc.title or path.name} ({doc.date or 'no date'}, {doc.language or '?'})", markup=False)
            out.print(doc.text, highlight=False, markup=False)
    if skipped:  # 2 when nothing could be read (a usage error), 1 when some files were skipped
        raise typer.Exit(EXIT_USAGE if skipped == len(files) else EXIT_NO_RESULTS)


@app.command()
def fetch(
    url: str = typer.Argument(..., help="http(s) URL"),
    as_json: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """Fetch one page the way deep-read does (SSRF-safe, size-capped) and show the extracted text."""
    from ..grounder import Grounder
    from ..pipeline import fetch_policy
    from ..read.extract import extract as do_extract
    from ..read.fetch import fetch_page

    if not clean_arg(url).strip():  # a blank URL is the caller's mistake (exit 2), not an unreachable page (exit 3)
        fail("the URL is empty", EXIT_USAGE)

    async def go():
        async with Grounder(load_settings(), log=False) as g:
            policy = fetch_policy(g)
            return await fetch_page(url, policy=policy), policy.max_bytes

    page, max_bytes = run(go)
    doc = do_extract(page.text, url=page.final_url)
    data = {"url": url, "final_url": page.final_url, "status": page.status, "title": doc.title, "date": doc.date,
            "language": doc.language, "truncated": page.truncated, "text": doc.text}
    if as_json:
        print_json(data)
    else:
        out.print(f"{doc.title} ({doc.date or 'no date'}) {page.final_url}", highlight=False, markup=False)
        out.print(doc.text, highlight=False, markup=False)
    if page.truncated:  # on stderr in both modes: the JSON's "truncated" says it to programs
        err.print(f"note: the page was cut at {max_bytes} bytes ([read] max_bytes); the text above is from its "
                  "first part only", highlight=False, markup=False)


@app.command()
def ask(
    question: list[str] = typer.Argument(..., help="Your question."),
    show_context: bool = typer.Option(False, "--show-context", help="Print the context block sent to the model."),
    trace_flag: bool = typer.Option(False, "--trace", help="Show the trace."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON (answer, context, sources, trace)."),
    search: str | None = typer.Option(None, "--search", help="off | on | auto (default): whether to search."),
    legacy_mode: str | None = typer.Option(None, "--mode", hidden=True, help="Deprecated spelling of --search."),
    today: str | None = typer.Option(None, "--today", help="Answer as if today were this date."),
) -> None:
    """Answer a question with fresh, cited web facts: gate -> plan -> search -> read -> guard -> context -> model."""
    from ..answer import answer_stream
    from ..grounder import Grounder
    from ..llm import LLMEndpoint
    from ..pipeline import ground
    from ..decide.plan.llm import LLMPlanner

    text = clean_arg(" ".join(question)).strip()  # argv bytes that are not UTF-8 arrive as surrogates
    if not text:
        fail("the question is empty")
    mode = _search_switch(search, legacy_mode)
    settings = guarded(load_settings)
    endpoint = LLMEndpoint.from_config(settings.llm)
    if endpoint is not None:
        guarded(endpoint.check_key)  # one line now, not a planner warning and a failed answer later
    day = _today(today)

    async def go():
        async with Grounder(settings) as g:
            planner = LLMPlanner(endpoint, cache=g.resilience.cache) if endpoint else None
            with spinner("searching…"):  # stopped before the answer streams to stdout
                grounding = await ground(text, grounder=g, today=day, mode=mode, llm=planner)
            answer, failure = "", None
            if endpoint is not None:
                try:
                    async for piece in answer_stream(endpoint, text, grounding.context,
                                                     stream_to=None if as_json else out):
                        answer += piece
                except UpstreamError as exc:  # the grounding is still worth showing
                    failure = str(exc)
            return grounding, answer, failure

    grounding, answer, failure = run(go)
    sources = [{"id": s.id, "title": s.title, "url": s.url} for s in grounding.context.sources_used]
    if as_json:
        print_json({"question": text, "answer": answer or None, "status": grounding.status,
                    "context": grounding.context.to_prompt(), "sources": sources,
                    "plan": grounding.plan.to_dict(), "trace": grounding.trace.to_dict(), "error": failure})
    else:
        if failure:
            err.print(f"error: {failure} (the context and sources are below)", highlight=False, markup=False)
        if endpoint is None or show_context or failure:
            out.print(grounding.context.to_prompt(), highlight=False, markup=False)
        if sources:
            out.print("\nSources:")
            for s in sources:
                out.print(f"[{s['id']}] {s['title']} - {s['url']}", highlight=False, markup=False)
        if endpoint is None:
            err.print("No answering model is configured: set GROUNDWIRE_LLM_URL and GROUNDWIRE_LLM_MODEL (and "
                      "GROUNDWIRE_LLM_KEY), or OPENAI_BASE_URL/OPENAI_API_KEY, to get an answer.")
        if trace_flag:
            # the JSON as text, C1 and bidi controls escaped: rich's print_json would re-dump them raw
            err.print(terminal_json(json.dumps(grounding.trace.to_dict(), ensure_ascii=False, indent=2)),
                      highlight=False, markup=False)
    if failure or grounding.status == "unavailable":
        raise typer.Exit(EXIT_UNAVAILABLE)
    raise typer.Exit(EXIT_OK if grounding.status in ("ok", "not_searched") else EXIT_NO_RESULTS)

