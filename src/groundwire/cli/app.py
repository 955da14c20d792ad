"""The ``groundwire`` command line: the typer app and the helpers every command module shares.

Exit codes: 0 results, 1 no results, 2 usage or configuration error, 3 search unavailable (or disabled), 4 internal
error (the README's table says more).
Errors are one readable line on stderr; ``GROUNDWIRE_DEBUG=1`` shows tracebacks.
"""

from __future__ import annotations

import asyncio
import io
import json
import os
import sys
import textwrap
import threading
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from ..errors import ConfigError, GroundwireError, UnsafeURLError, UsageError
from ..models import SearchResponse
from ..textsafe import bom_encoding, clean_obj, clean_str, decode_bytes, terminal_json, terminal_safe

T = TypeVar("T")

EXIT_OK, EXIT_NO_RESULTS, EXIT_USAGE, EXIT_UNAVAILABLE = 0, 1, 2, 3
EXIT_BROKEN_PIPE = 128 + 13  # what a shell reports for a command ended by SIGPIPE (``groundwire ... | head -1``)

app = typer.Typer(
    name="groundwire",
    help="Fresh, cited web facts for any chat model, before it answers.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


class TerminalConsole(Console):
    """A rich console that never lets outside text drive the terminal: every string it renders (``print``'s text,
    table cells) goes through :func:`~groundwire.textsafe.terminal_safe` first, so a title, a page, a trace detail
    or a model reply carrying ``\\x1b[2J`` or a bidi override is shown escaped. Rich's own styling is added after."""

    def render_str(self, text: str, **kwargs: Any) -> Any:
        # rich hands some objects over as they are (a Path in a progress column): text only is made safe
        return super().render_str(terminal_safe(text) if isinstance(text, str) else text, **kwargs)


out = TerminalConsole(soft_wrap=True)
err = TerminalConsole(stderr=True, soft_wrap=True)


def _print_version(value: bool) -> None:
    if value:
        from importlib.metadata import PackageNotFoundError, version

        try:
            sys.stdout.write(f"groundwire {version('groundwire')}\n")
        except PackageNotFoundError:
            sys.stdout.write("groundwire (not installed)\n")
        raise typer.Exit(EXIT_OK)


@app.callback()
def _root(
    show_version: bool = typer.Option(False, "--version", is_eager=True, callback=_print_version,
                                      help="Print the version and exit."),
) -> None:
    """Fresh, cited web facts for any chat model, before it answers."""


def fail(message: str, code: int = EXIT_USAGE) -> None:
    err.print(f"[bold red]error:[/] {escape(message)}", highlight=False)  # "[server]", "[fe80::1]" are text
    raise typer.Exit(code)


def silence_stdout() -> None:
    """Point stdout at /dev/null once its reader went away, so the interpreter's last flush cannot fail again
    ("Exception ignored ... BrokenPipeError")."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):  # no descriptor (a test runner's stream)
        pass


def reader_gone() -> None:
    """The reader of stdout went away (``| head -1``): stop quietly, as a command ended by SIGPIPE does."""
    silence_stdout()
    raise typer.Exit(EXIT_BROKEN_PIPE)


def guarded(func: Callable[[], T]) -> T:
    """Run a command body; typed errors become one line and an exit code, never a traceback."""
    try:
        return func()
    except typer.Exit:
        raise
    except BrokenPipeError:
        reader_gone()
    except (UsageError, ConfigError, UnsafeURLError) as exc:  # a URL refused before connecting: the caller's (README)
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


SPINNER_DELAY_S = 0.5


@contextmanager
def spinner(text: str, *, delay_s: float = SPINNER_DELAY_S) -> Iterator[None]:
    """A spinner on stderr once the block has taken ``delay_s``; nothing when stderr is not a terminal (piped,
    redirected, CI), so machine-read output never carries it. Always gone before the block's own output."""
    if not err.is_terminal:
        yield
        return
    status = err.status(text, spinner="dots")
    lock = threading.Lock()
    state = {"done": False, "shown": False}

    def show() -> None:
        with lock:
            if not state["done"]:
                status.start()
                state["shown"] = True

    timer = threading.Timer(delay_s, show)
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        timer.cancel()
        with lock:
            state["done"] = True
            if state["shown"]:
                status.stop()


def print_json(data: Any) -> None:
    sys.stdout.write(terminal_json(json.dumps(clean_obj(data), ensure_ascii=False, indent=None)) + "\n")


def stdin_lines() -> Iterator[str]:
    """Standard input line by line, whatever its bytes, as :func:`~groundwire.textsafe.decode_bytes` reads them.

    A UTF-16/32 stream (its byte-order mark seen before the first line) is decoded as a whole stream, still line
    by line; splitting its bytes at b"\\n" would cut code units in half."""
    raw = getattr(sys.stdin, "buffer", None)
    if raw is None:  # a text-only stream (tests' CliRunner)
        yield from (clean_str(line) for line in sys.stdin)
        return
    peek = getattr(raw, "peek", None)
    encoding = bom_encoding(peek(4)[:4]) if peek is not None else None
    if encoding is not None and encoding.startswith("utf-") and encoding != "utf-8-sig":
        yield from (clean_str(line) for line in io.TextIOWrapper(raw, encoding=encoding, errors="replace"))
        return
    for number, line in enumerate(raw):
        yield decode_bytes(line, stream_start=number == 0)


def stdin_text() -> str:
    """All of standard input as clean text (see :func:`stdin_lines`)."""
    raw = getattr(sys.stdin, "buffer", None)
    return clean_str(sys.stdin.read()) if raw is None else decode_bytes(raw.read())


def _clip(text: str, width: int) -> str:
    """One line of at most ``width`` characters (newlines and tabs become spaces; leading indent kept)."""
    text = str(text).replace("\r", " ").replace("\n", " ").replace("\t", " ").rstrip()
    return text if len(text) <= width else text[: max(1, width - 1)] + "…"


def trace_lines(response: SearchResponse, width: int = 80) -> list[str]:
    """The trace as plain lines that fit ``width`` columns: one line per engine call (the detail on its own indented
    line), skipped engines folded into one line, events as ``step: key=value`` (pure, so it is testable)."""
    width = max(40, width)
    attempts = response.trace.attempts
    lines = ["trace"]
    queries = list(dict.fromkeys(a.query for a in attempts))
    skipped = [a for a in attempts if a.outcome == "skipped"]
    for a in attempts:
        if a.outcome == "skipped":
            continue
        cache = " cache" if a.cached else ""
        query = f"  q{queries.index(a.query) + 1}" if len(queries) > 1 else ""
        lines.append(_clip(f"  {a.stage} {a.provider:<11} {a.outcome:<10} {a.hits:>3} hits {a.latency_ms:>6.0f} ms"
                           f"{cache}{query}", width))
        if a.detail:
            lines.append("      " + _clip(" ".join(a.detail.split()), width - 6))
    if skipped:
        lines.extend(textwrap.wrap("; ".join(f"{a.provider} ({a.detail})" for a in skipped), width,
                                   initial_indent="  skipped: ", subsequent_indent="      ", break_on_hyphens=False))
    for n, q in enumerate(queries, 1):
        lines.append(_clip(f"  q{n}: {q}" if len(queries) > 1 else f"  query: {q}", width))
    for event in response.trace.events:
        if isinstance(event, dict):
            fields = ", ".join(f"{k}={v}" for k, v in event.items() if k != "step" and v not in (None, [], "", ()))
            lines.append(_clip(f"  {event.get('step', '?')}: {fields}", width))
        else:
            lines.append(_clip(f"  {event}", width))
    lines.append(_clip(f"  actual providers: {', '.join(response.trace.actual_providers) or '-'}; "
                       f"duplicates merged: {response.trace.duplicates_merged}", width))
    return lines


def print_trace(response: SearchResponse) -> None:
    for line in trace_lines(response, err.width):
        err.print(line, highlight=False, markup=False, soft_wrap=False, overflow="ignore", crop=False)


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


def load_settings() -> Any:
    """The settings (config.load_settings), importing the config module (pydantic, ~0.3 s) only when a command asks
    for them: `when`, `guard` and `--help` never do. Round 25 (startup25)."""
    from ..config import load_settings as load

    return load()
