"""The MCP stdio wire's one boundary: every line in is repaired or answered, every line out is whole.

The ``mcp`` library reads JSON-RPC lines from fd 0 and, for a line its parser refuses (not JSON, or JSON that is not
a JSON-RPC message: an array, a number, a request whose ``method`` is a number), hands the parse exception to its
dispatcher, which logs it at debug level and drops it: the client waits forever for a reply that never comes.
JSON-RPC 2.0 (section 5.1) asks for an error response instead: ``-32700`` "Parse error" for text that is not JSON,
``-32600`` "Invalid Request" for JSON that is not a request, with the request's ``id`` when one can be read, else
``null``.

:func:`serve_stdio_lines` puts pipes on fd 0 and fd 1, each pumped by a thread: the input pump repairs a line that
escapes a lone surrogate or a NUL (:func:`groundwire.textsafe.repaired_json`), answers a line the library would drop
(:func:`invalid_line_reply`) and passes every other line on untouched; the output pump copies the library's replies
to the real standard output line by line, so an error reply from the input pump can never land inside one of them.
"""

from __future__ import annotations

import json
import os
import sys
import threading
from collections.abc import Callable
from typing import Any

from ..textsafe import loads, repaired_json

PARSE_ERROR = -32700
INVALID_REQUEST = -32600


def _request_id(value: Any) -> str | int | None:
    if isinstance(value, dict):
        found = value.get("id")
        if isinstance(found, str | int) and not isinstance(found, bool):
            return found
    return None


def invalid_line_reply(line: bytes) -> bytes | None:
    """The JSON-RPC error line a line the MCP library would drop deserves, or None when the line is a JSON-RPC
    message (the library answers it) or blank (nothing was asked). Pure: no I/O."""
    if not line.strip():
        return None
    from mcp_types import jsonrpc_message_adapter

    try:
        jsonrpc_message_adapter.validate_json(line, by_name=False)
    except ValueError:  # pydantic's ValidationError is a ValueError
        pass
    else:
        return _odd_id_reply(line)
    try:
        value = loads(line)
    except ValueError:
        code, message, request_id = PARSE_ERROR, "Parse error: the line is not JSON", None
    else:
        code, message = INVALID_REQUEST, "Invalid Request: the line is JSON but not a JSON-RPC 2.0 message"
        request_id = _request_id(value)
    reply = {"jsonrpc": "2.0", "id": request_id, "error": {"code": code, "message": message}}
    return json.dumps(reply).encode() + b"\n"


def _odd_id_reply(line: bytes) -> bytes | None:
    """The library's lax validation takes a request whose ``id`` is a float (``1.5``) or a boolean, then never
    answers it (its reply cannot carry that id): such a request is an Invalid Request, answered with ``id`` null
    (JSON-RPC 2.0 section 4: an id is a string, an integer or null)."""
    if b'"id"' not in line or b'"method"' not in line:
        return None
    try:  # the library has just read the line as JSON: the plain parser suffices (textsafe.loads costs 4x here)
        value = json.loads(line)
    except (ValueError, RecursionError):
        return None
    if not isinstance(value, dict) or "method" not in value or "id" not in value:
        return None
    found = value["id"]
    if found is None or (isinstance(found, str | int) and not isinstance(found, bool)):
        return None
    reply = {"jsonrpc": "2.0", "id": None, "error": {
        "code": INVALID_REQUEST, "message": "Invalid Request: a request id must be a string or an integer"}}
    return json.dumps(reply).encode() + b"\n"


def serve_stdio_lines() -> Callable[[], None]:
    """Install the two pumps (see the module doc); returns ``finish``, to call once the server has stopped: it
    closes the library's side of the output pipe and waits for the last reply to reach standard output."""
    real_in, real_out = os.dup(0), os.dup(1)
    in_read, in_write = os.pipe()
    out_read, out_write = os.pipe()
    os.dup2(in_read, 0)
    os.dup2(out_write, 1)
    os.close(in_read)
    os.close(out_write)
    lock = threading.Lock()
    stdout = open(real_out, "wb", buffering=0)  # noqa: SIM115 (lives as long as the process serves)

    def emit(data: bytes) -> bool:
        with lock:
            try:
                stdout.write(data)
                return True
            except (BrokenPipeError, OSError):
                return False

    def pump_in() -> None:
        with open(real_in, "rb") as source, open(in_write, "wb", buffering=0) as sink:
            for line in source:
                fixed = repaired_json(line)
                if fixed is not None:
                    line = fixed + b"\n"
                reply = invalid_line_reply(line)
                if reply is not None:
                    emit(reply)
                    continue
                if not line.strip():
                    continue
                try:
                    sink.write(line)
                except BrokenPipeError:
                    return

    def pump_out() -> None:
        with open(out_read, "rb") as source:
            for line in source:
                if not emit(line):
                    return

    threading.Thread(target=pump_in, name="mcp-stdin-lines", daemon=True).start()
    output = threading.Thread(target=pump_out, name="mcp-stdout-lines", daemon=True)
    output.start()

    def finish() -> None:
        try:
            sys.stdout.flush()
        except (OSError, ValueError):
            pass
        quiet = os.open(os.devnull, os.O_WRONLY)
        os.dup2(quiet, 1)  # the last write end of the output pipe: the pump reads to its end and stops
        os.close(quiet)
        output.join(timeout=10)

    return finish
