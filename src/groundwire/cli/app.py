"""The ``groundwire`` command line: the typer app and the helpers every command module shares.

Exit codes: 0 results, 1 no results, 2 usage or configuration error, 3 search unavailable (or disabled).
Errors are one readable line on stderr; ``GROUNDWIRE_DEBUG=1`` shows tracebacks.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import Awaitable, Callable, Iterator
from typing import Any, TypeVar

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from ..errors import ConfigError, GroundwireError, UsageError
from ..models import SearchResponse
from ..textsafe import clean_obj, clean_str, decode_bytes

T = TypeVar("T")

EXIT_OK, EXIT_NO_RESULTS, EXIT_USAGE, EXIT_UNAVAILABLE = 0, 1, 2, 3

app = typer.Typer(
    name="groundwire",
    help="Fresh, cited web facts for any chat model, before it answers.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
out = Console(soft_wrap=True)
err = Console(stderr=True, soft_wrap=True)


def fail(message: str, code: int = EXIT_USAGE) -> None:
    err.print(f"[bold red]error:[/] {message}", highlight=False)
    raise typer.Exit(code)


def guarded(func: Callable[[], T]) -> T:
    """Run a command body; typed errors become one line and an exit code, never a traceback."""
    try:
        return func()
    except typer.Exit:
        raise
    except (UsageError, ConfigError) as exc:
        fail(str(exc), EXIT_USAGE)
    except GroundwireError as exc:
        fail(str(exc), EXIT_UNAVAILABLE)
    except KeyboardInterrupt:
        fail("interrupted", 130)
    except Exception as exc:  # noqa: BLE001 - last line of defence for a CLI
        if os.environ.get("GROUNDWIRE_DEBUG"):
            raise
        fail(f"internal error: {exc.__class__.__name__}: {exc}", 4)
    raise AssertionError("unreachable")


def run(coro_factory: Callable[[], Awaitable[T]]) -> T:
    return guarded(lambda: asyncio.run(coro_factory()))  # type: ignore[arg-type]


def print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(clean_obj(data), ensure_ascii=False, indent=None) + "\n")


def stdin_lines() -> Iterator[str]:
    """Standard input line by line, whatever its bytes: invalid UTF-8 read as cp1252, NULs dropped."""
    raw = getattr(sys.stdin, "buffer", None)
    if raw is None:  # a text-only stream (tests' CliRunner)
        yield from (clean_str(line) for line in sys.stdin)
        return
    for line in raw:
        yield decode_bytes(line)


def stdin_text() -> str:
    """All of standard input as clean text (see :func:`stdin_lines`)."""
    raw = getattr(sys.stdin, "buffer", None)
    return clean_str(sys.stdin.read()) if raw is None else decode_bytes(raw.read())


def print_trace(response: SearchResponse) -> None:
    table = Table(title="trace", show_lines=False)
    for col in ("stage", "provider", "query", "outcome", "hits", "ms", "detail"):
        table.add_column(col)
    for a in response.trace.attempts:
        detail = a.detail + (" [cache]" if a.cached else "")
        table.add_row(str(a.stage), a.provider, escape(a.query[:40]), a.outcome, str(a.hits), f"{a.latency_ms:.0f}",
                      escape(detail))
    err.print(table)
    for event in response.trace.events:
        err.print(f"  {event}", highlight=False, markup=False)
    err.print(f"actual providers: {', '.join(response.trace.actual_providers) or '-'}; "
              f"duplicates merged: {response.trace.duplicates_merged}")


def print_hits(response: SearchResponse) -> None:
    for hit in response.hits:
        date = f" ({hit.published[:10]})" if hit.published else ""
        out.print(f"[bold]{hit.rank}. {escape(hit.title)}[/]{escape(date)}", highlight=False)
        out.print(f"   [cyan]{escape(hit.url)}[/]", highlight=False)
        if hit.snippet:
            out.print(f"   {escape(hit.snippet[:300])}", highlight=False)
        out.print(f"   [dim]{', '.join(hit.providers)} · score {hit.score:.4f} · {hit.authority}[/]", highlight=False)


STATUS_EXIT = {"ok": EXIT_OK, "no_results": EXIT_NO_RESULTS, "unavailable": EXIT_UNAVAILABLE,
               "disabled": EXIT_UNAVAILABLE, "blocked": EXIT_NO_RESULTS}
STATUS_MESSAGE = {
    "blocked": "Not searched: the question looks private (see --trace); remove the private parts to search.",
    "no_results": "No results were found.",
    "unavailable": "Search unavailable: every engine failed or the time budget ran out (see --trace).",
    "disabled": "Web search is turned off (GROUNDWIRE_WEB_SEARCH=0).",
}
