"""The ``groundwire`` command line (typer + rich).

Exit codes: 0 results, 1 no results, 2 usage or configuration error, 3 search unavailable (or disabled),
4 internal error. Errors are one readable line on stderr; ``GROUNDWIRE_DEBUG=1`` shows tracebacks.

Every command module imports the small :mod:`groundwire.cli.app` (the typer app and shared helpers) and registers
its commands on it; this package imports them all, so there is no import circle.
"""

from __future__ import annotations

import sys

from rich.markup import escape

from . import search, ground, serve, tools, research  # noqa: F401,I001  (their commands register on ``app``)
from .app import EXIT_BROKEN_PIPE, EXIT_USAGE, app, err, silence_stdout
from .local import feeds_app, index_command

app.command("index")(index_command)
app.add_typer(feeds_app, name="feeds", help="Subscribe to RSS/Atom feeds and pull them into the local store.")


def main() -> None:
    """Entry point: option parsing errors become one line and exit 2, like every other usage error.

    typer vendors its own click, so its exceptions are recognised by shape (``format_message``/``exit_code``)."""
    try:
        code = app(standalone_mode=False)
    except BrokenPipeError:  # output outside a command body (help, version) into a closed pipe
        silence_stdout()
        sys.exit(EXIT_BROKEN_PIPE)
    except Exception as exc:  # noqa: BLE001 - the CLI's outermost frame
        if hasattr(exc, "format_message") and getattr(exc, "exit_code", None) == EXIT_USAGE:
            message = exc.format_message().strip()
            if message:  # empty when bare ``groundwire`` printed its help
                err.print(f"[bold red]error:[/] {escape(message)}", highlight=False)
            sys.exit(EXIT_USAGE)
        if exc.__class__.__name__ == "Abort":
            sys.exit(130)
        if isinstance(getattr(exc, "exit_code", None), int):
            sys.exit(exc.exit_code)  # type: ignore[attr-defined]
        raise
    sys.exit(code if isinstance(code, int) else 0)
