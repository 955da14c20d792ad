"""``groundwire tools route`` and ``groundwire tools inspect``: the tool router from the command line.

``route REQUEST|- --catalogue FILE [--messages CHAT.json] [--k N] [--json]``: with ``-``, one request per stdin
line and one RoutePlan JSON per output line. Without ``--json`` a short readable summary is printed.
``inspect --catalogue FILE`` shows each tool's risk, tags and domain (declared or inferred).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer
from rich.markup import escape
from rich.table import Table

from .. import textsafe
from ..errors import UsageError
from .app import app, guarded, out, print_json, stdin_lines

# groundwire.tools (numpy, the stemmer) is imported inside the commands: other commands never pay for it

tools_app = typer.Typer(help="Route an agent's tools: the few right ones per turn.", no_args_is_help=True)
app.add_typer(tools_app, name="tools")


def _messages(path: Path | None) -> list[Any] | None:
    if path is None:
        return None
    try:
        data = textsafe.loads(path.read_bytes())  # any encoding, surrogates repaired, too deep is a ValueError
    except FileNotFoundError:
        raise UsageError(f"messages file not found: {textsafe.clipped(str(path))}") from None
    except OSError as exc:
        raise UsageError(f"cannot read messages {textsafe.clipped(str(path))}: {exc.strerror or exc}") from None
    except ValueError as exc:
        raise UsageError(f"cannot read messages {textsafe.clipped(str(path))}: {exc}") from None
    if isinstance(data, dict) and isinstance(data.get("messages"), list):
        data = data["messages"]
    if not isinstance(data, list):
        raise UsageError(f"{path}: expected a list of chat messages or {{\"messages\": [...]}}")
    return data


@tools_app.command("route")
def route_command(
    request: str = typer.Argument(..., help="The user's request, or '-' to read one request per stdin line."),
    catalogue: Path = typer.Option(..., "--catalogue", "-c", help="Tools: OpenAI tools array, MCP tools/list "
                                   "result or groundwire format (JSON)."),
    messages: Path | None = typer.Option(None, "--messages", "-m", help="Earlier chat messages (JSON list)."),
    k: int = typer.Option(8, "--k", min=1, max=128, help="At most this many tools from capabilities and retrieval."),
    as_json: bool = typer.Option(False, "--json", help="Print the RoutePlan as JSON."),
) -> None:
    """Choose the tools to expose for a request."""

    def body() -> None:
        from ..tools import RouterConfig, ToolRouter, load_catalogue

        router = ToolRouter(load_catalogue(catalogue), RouterConfig(k=k))
        history = _messages(messages)
        if request == "-":
            for line in stdin_lines():  # invalid UTF-8 and NULs repaired, like every other command
                # one plan per input line, blank ones too (an empty plan), so output line n answers input line n
                print_json(router.route(line.rstrip("\r\n").strip(), history).to_dict())
            return
        if not request.strip():
            raise UsageError("the request is empty")
        plan = router.route(request, history)
        if as_json:
            print_json(plan.to_dict())
            return
        out.print(f"[bold]tools[/] ({len(plan.tools)} of {plan.catalogue_size}): "
                  f"{escape(', '.join(plan.tools)) or '-'}", highlight=False)
        if plan.blocked_tools:
            out.print(f"[bold]blocked[/]: {escape(', '.join(plan.blocked_tools))}", highlight=False)
        if plan.risky_tools:
            out.print(f"[bold]risky[/]: {escape(', '.join(plan.risky_tools))}", highlight=False)
        out.print(f"domain {plan.domain.primary} (confident: {plan.domain.confident}); intent "
                  f"{plan.intent.action or '-'} ({plan.intent.source}); tokens {plan.tokens_forwarded} of "
                  f"{plan.tokens_all}", highlight=False)
        for name, reason in plan.reasons.items():
            out.print(f"  {escape(name)}: {escape(reason)}", highlight=False)

    guarded(body)


@tools_app.command("inspect")
def inspect_command(
    catalogue: Path = typer.Option(..., "--catalogue", "-c", help="The tool catalogue (JSON)."),
    as_json: bool = typer.Option(False, "--json", help="One JSON object per tool."),
) -> None:
    """Show each tool's risk, capability tags and domain (declared, or inferred when marked *)."""

    def body() -> None:
        from ..tools import load_catalogue
        from ..tools.infer import infer

        cat = load_catalogue(catalogue)
        table = Table(title=f"{len(cat)} tools")
        for col in ("name", "risk", "domain", "tags", "available", "examples"):
            table.add_column(col)
        for t in cat.tools:
            inf = infer(t)
            if as_json:
                print_json({"name": t.name, "risk": inf.risk, "risk_inferred": inf.risk_inferred,
                            "domain": inf.domain, "domain_inferred": inf.domain_inferred, "tags": list(inf.tags),
                            "tags_inferred": inf.tags_inferred and bool(inf.tags), "plugin": t.plugin,
                            "available": t.available, "examples": len(t.examples)})
                continue
            mark = lambda flag: "*" if flag else ""  # noqa: E731
            table.add_row(escape(t.name), inf.risk + mark(inf.risk_inferred), inf.domain + mark(inf.domain_inferred),
                          escape(", ".join(inf.tags)) + mark(inf.tags_inferred and bool(inf.tags)),
                          "yes" if t.available else f"no ({escape(t.plugin or 'needs enabling')})",
                          str(len(t.examples)))
        if not as_json:
            out.print(table)

    guarded(body)
