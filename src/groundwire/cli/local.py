"""CLI for the local knowledge base and feeds, mounted by the main CLI.

Mount with ``app.add_typer(index_app, name="index")`` (or ``app.command("index")(index_command)``) and
``app.add_typer(feeds_app, name="feeds")``. The database is ``groundwire.local.default_db_path()``.
Errors print one line to stderr: exit 2 for usage errors (missing path, unknown feed, bad URL), 1 when the
database cannot be used.
"""

from __future__ import annotations

import asyncio
import json as _json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timezone
from typing import Annotated, Any, NoReturn

import typer

from ..errors import GroundwireError, UsageError
from ..local import default_db_path
from ..local.store import Store
from ..textsafe import clean_obj, terminal_json, terminal_safe
from .app import reader_gone

USER_AGENT = "groundwire-feeds/0.1"
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")]


def _echo(text: str, *, err: bool = False) -> None:
    """``typer.echo`` for text that carries outside words (feed titles, file names): shown, never obeyed."""
    typer.echo(terminal_safe(text), err=err)


def _fail(message: str, code: int) -> NoReturn:
    _echo(f"error: {message}", err=True)
    raise typer.Exit(code)


@contextmanager
def _errors() -> Iterator[None]:
    try:
        yield
    except UsageError as exc:
        _fail(str(exc), 2)
    except GroundwireError as exc:
        _fail(str(exc), 1)
    except BrokenPipeError:  # `groundwire index --json DIR | head -1`
        reader_gone()
    except KeyboardInterrupt:
        _fail("interrupted", 130)
    except Exception as exc:  # noqa: BLE001 - the last line of defence, as guarded() is for the other commands
        if os.environ.get("GROUNDWIRE_DEBUG"):
            raise
        _fail(f"internal error: {exc.__class__.__name__}: {exc}", 4)


def _emit(data: Any) -> None:
    typer.echo(terminal_json(_json.dumps(clean_obj(data), ensure_ascii=False, indent=2)))


def _now() -> datetime:
    return datetime.now(timezone.utc)


def _feed_policy() -> Any:
    """Feeds are vetted like deep-read, with the same opt-ins (``[read] allow_private`` / ``allow_hosts``)."""
    from ..config import load_settings
    from ..local.feeds import feed_policy

    read = load_settings().read
    return feed_policy(allow_private=read.allow_private, allow_hosts=read.allow_hosts)


# --- index --------------------------------------------------------------------------------------------

index_app = typer.Typer(
    add_completion=False, pretty_exceptions_enable=False, invoke_without_command=True,
    context_settings={"allow_interspersed_args": True},  # `index PATH --json` on a group-shaped app
    help="Index Markdown, text and HTML files into the local knowledge base.",
)


@index_app.callback(invoke_without_command=True)
def index_command(
    path: Annotated[str | None, typer.Argument(help="A file or directory to index.", show_default=False)] = None,
    json: JsonOpt = False,
    follow_symlinks: Annotated[bool, typer.Option("--follow-symlinks",
                                                  help="Also index links that lead out of PATH.")] = False,
) -> None:
    """Index PATH (recursively); only changed files are re-read, vanished files are removed."""
    from ..local.indexer import index_path

    if not path:
        _fail("missing PATH (a file or directory to index)", 2)
    with _errors():
        with Store(default_db_path()) as store:
            summary = index_path(store, path, now=_now(), follow_symlinks=follow_symlinks)
    if json:
        _emit(summary.to_dict())
        return
    counts = summary.counts()
    _echo(f"indexed {summary.root}: " + ", ".join(f"{n} {k}" for k, n in counts.items()))
    for skipped in summary.skipped:
        _echo(f"  skipped {skipped.path}: {skipped.reason}")
    for removed in summary.removed:
        _echo(f"  removed {removed}")


# --- feeds --------------------------------------------------------------------------------------------

feeds_app = typer.Typer(
    add_completion=False, pretty_exceptions_enable=False, no_args_is_help=True,
    help="Subscribe to RSS/Atom feeds and pull them into the local store.",
)


@feeds_app.command("add")
def feeds_add(
    url: Annotated[str, typer.Argument(help="The feed's http(s) URL.")],
    name: Annotated[str | None, typer.Option("--name", help="A short name for the feed.")] = None,
    json: JsonOpt = False,
) -> None:
    """Subscribe to a feed (adding it again only updates its name)."""
    from ..local.feeds import add_feed

    with _errors():
        policy = _feed_policy()
        with Store(default_db_path()) as store:
            feed = add_feed(store, url, name=name, now=_now(), policy=policy)
    if json:
        _emit(feed.to_dict())
    else:
        _echo(f"added feed {feed.url}" + (f" ({feed.name})" if feed.name else ""))


@feeds_app.command("list")
def feeds_list(json: JsonOpt = False) -> None:
    """List subscribed feeds with their item counts and last pull."""
    with _errors():
        with Store(default_db_path()) as store:
            feeds = store.feeds()
    if json:
        _emit([f.to_dict() for f in feeds])
        return
    if not feeds:
        _echo("no feeds (add one with: groundwire feeds add URL)")
    for f in feeds:
        state = f.last_status or "never pulled"
        if f.last_error:
            state += f": {f.last_error}"
        _echo(f"{f.id:>3}  {f.name or '-'}  {f.url}  items={f.items}  {state}")


@feeds_app.command("remove")
def feeds_remove(
    feed: Annotated[str, typer.Argument(help="The feed's URL, name or id.")],
    json: JsonOpt = False,
) -> None:
    """Unsubscribe and delete the feed's stored items."""
    from ..local.feeds import remove_feed

    with _errors():
        with Store(default_db_path()) as store:
            removed, items = remove_feed(store, feed)
    if json:
        _emit({"removed": removed.url, "items_deleted": items})
    else:
        _echo(f"removed feed {removed.url} ({items} items deleted)")


@feeds_app.command("pull")
def feeds_pull(
    json: JsonOpt = False,
    concurrency: Annotated[int, typer.Option(min=1, max=32, help="Feeds fetched at once.")] = 4,
    timeout: Annotated[float, typer.Option(min=0.1, help="Seconds per request.")] = 20.0,
) -> None:
    """Fetch every feed (conditional GET) and store new items; per-feed errors are reported, not fatal."""
    import httpx

    from ..local.feeds import pull

    async def run(store: Store) -> list[Any]:
        async with httpx.AsyncClient(timeout=timeout, follow_redirects=False, trust_env=False,
                                     headers={"User-Agent": USER_AGENT}) as client:
            return await pull(store, client, now=_now(), concurrency=concurrency, policy=policy)

    with _errors():
        policy = _feed_policy()
        with Store(default_db_path()) as store:
            results = asyncio.run(run(store))
    if json:
        _emit([r.to_dict() for r in results])
        return
    if not results:
        _echo("no feeds to pull")
    for r in results:
        label = r.name or r.url
        if r.status == "error":
            _echo(f"{label}: error: {r.error}")
        elif r.status == "not_modified":
            _echo(f"{label}: not modified")
        else:
            _echo(f"{label}: {r.new} new, {r.updated} updated, {r.unchanged} unchanged")
