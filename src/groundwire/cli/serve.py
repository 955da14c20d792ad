"""``groundwire serve`` (proxy + REST + MCP over HTTP) and ``groundwire mcp`` (stdio)."""

from __future__ import annotations

import ipaddress
import logging
import signal

import typer

from .app import load_settings, app, err, fail, guarded


def loopback(host: str) -> bool:
    """True only for a loopback address (or ``localhost``); a DNS name such as ``127.example.com`` is not."""
    host = host.strip().strip("[]").lower()
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@app.command()
def serve(
    host: str = typer.Option("127.0.0.1", "--host"),
    port: int = typer.Option(8787, "--port", min=1, max=65535),
    upstream: str | None = typer.Option(None, "--upstream", help="Upstream OpenAI-compatible base URL."),
    upstream_key: str | None = typer.Option(None, "--upstream-key", help="Upstream API key (prefer the env var)."),
    insecure_no_auth: bool = typer.Option(False, "--insecure-no-auth",
                                          help="Allow a non-loopback bind with no proxy API keys."),
    mcp: bool = typer.Option(True, "--mcp/--no-mcp", help="Mount MCP streamable HTTP at /mcp."),
) -> None:
    """Run the OpenAI-compatible grounding proxy (and REST + MCP)."""
    import uvicorn

    from ..server.app import create_app

    settings = guarded(load_settings)
    changes = {}
    if upstream:
        changes["upstream_url"] = upstream
    if upstream_key:
        changes["upstream_key"] = upstream_key
    if changes:
        settings = settings.with_overrides(server=settings.server.model_copy(update=changes))
    if not loopback(host) and not settings.server.api_keys and not insecure_no_auth:
        fail(f"refusing to listen on {host} with no proxy API keys: set GROUNDWIRE_API_KEYS (or [server] api_keys), "
             "or pass --insecure-no-auth")
    if not settings.server.upstream_url:
        err.print("warning: no upstream configured (--upstream or GROUNDWIRE_UPSTREAM_URL): chat completions will "
                  "answer 500; /v1/search, /v1/ground and MCP work.")
    logging.basicConfig(format="%(asctime)s %(levelname)s %(name)s: %(message)s", level=logging.WARNING)
    logging.getLogger("groundwire").setLevel(logging.INFO)  # maintenance summaries, Redis degradation warnings
    problem = bind_problem(host, port)
    if problem:
        fail(f"cannot listen on {host}:{port}: {problem}")
    application = create_app(settings, mount_mcp=mcp, bind_host=host)
    # uvicorn handles SIGTERM (stop accepting, let in-flight streams finish, run the lifespan shutdown) and then
    # re-raises it to the previous handler; this one makes that clean stop exit 0 instead of dying by the signal
    signal.signal(signal.SIGTERM, _exit_cleanly)
    url = listen_url(host, port)
    err.print(f"groundwire proxy listening on {url}\n  point an OpenAI-compatible client at base_url={url}/v1 "
              f"(REST: {url}/v1/search{', MCP: ' + url + '/mcp' if mcp else ''}); Ctrl+C stops it",
              highlight=False, markup=False)
    try:
        uvicorn.run(application, host=host, port=port, log_level="warning", timeout_graceful_shutdown=30)
    finally:
        err.print(f"groundwire proxy on {url} stopped", highlight=False, markup=False)


def listen_url(host: str, port: int) -> str:
    bare = host.strip("[]")
    shown = f"[{bare}]" if ":" in bare else bare
    return f"http://{shown}:{port}"


def bind_problem(host: str, port: int) -> str | None:
    """Why ``host:port`` cannot be listened on (in use, no such address, no permission), or None."""
    import socket

    try:
        infos = socket.getaddrinfo(host.strip("[]"), port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except (socket.gaierror, UnicodeError, OverflowError) as exc:
        return f"unknown host ({exc})"
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn does
        try:
            probe.bind(address)
        except OSError as exc:
            return exc.strerror or str(exc)
    return None


def _exit_cleanly(signum: int, frame: object) -> None:
    raise SystemExit(0)


@app.command("mcp")
def mcp_stdio() -> None:
    """Serve the MCP tools (web_search, web_fetch, ground) over stdio."""
    from ..server.mcp import build_mcp
    from ..server.stdio_wire import serve_stdio_lines

    settings = guarded(load_settings)
    server = guarded(lambda: build_mcp(settings))
    finish = serve_stdio_lines()  # lines repaired or answered (JSON-RPC errors), replies kept whole
    try:
        server.run("stdio")
    finally:
        finish()
