"""Request bodies repaired before a JSON app that cannot take broken text, as plain ASGI middleware.

The MCP library parses JSON-RPC with pydantic, which refuses a lone surrogate escape (``"\\ud800"``) as a parse
error (-32700) and would hand a ``"\\u0000"`` on; the proxy's own endpoints repair bodies themselves (``jsonfast``).
This wraps the mounted MCP app: a body that is not UTF-8 or escapes a surrogate or a NUL is re-written by
:func:`groundwire.textsafe.repaired_json`; every other body passes untouched. It sits behind ``BodyLimitMiddleware``,
so what it buffers is already capped.

Over stdio the library reads JSON-RPC lines from fd 0, and a line escaping a lone surrogate fails its parser without
any reply (the client waits forever): :func:`repair_stdin_lines` puts a pipe on fd 0 fed by a thread that repairs
each line the same way.
"""

from __future__ import annotations

import os
import threading

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..textsafe import repaired_json


class CleanJSONBodyMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("method") != "POST":
            await self.app(scope, receive, send)
            return
        chunks: list[bytes] = []
        while True:
            message = await receive()
            if message["type"] != "http.request":  # the client went away: let the app see it
                await self.app(scope, _replay([message], receive), send)
                return
            chunks.append(message.get("body", b""))
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        fixed = repaired_json(body)
        if fixed is not None:
            headers = [(k, v) for k, v in scope.get("headers", ()) if k != b"content-length"]
            scope = {**scope, "headers": [*headers, (b"content-length", str(len(fixed)).encode())]}
            body = fixed
        await self.app(scope, _replay([{"type": "http.request", "body": body, "more_body": False}], receive), send)


def _replay(first: list[Message], receive: Receive) -> Receive:
    """A receive that hands out ``first`` and then waits on the real one (a disconnect during a stream)."""
    pending = list(first)

    async def replay() -> Message:
        return pending.pop(0) if pending else await receive()

    return replay


def repair_stdin_lines() -> threading.Thread:
    """Make fd 0 a pipe that carries the real standard input line by line, each JSON line repaired; EOF passes on."""
    real = os.dup(0)
    read_end, write_end = os.pipe()
    os.dup2(read_end, 0)
    os.close(read_end)

    def pump() -> None:
        with open(real, "rb") as source, open(write_end, "wb", buffering=0) as sink:
            for line in source:
                fixed = repaired_json(line)
                try:
                    sink.write(line if fixed is None else fixed + b"\n")
                except BrokenPipeError:
                    return

    thread = threading.Thread(target=pump, name="mcp-stdin-repair", daemon=True)
    thread.start()
    return thread
