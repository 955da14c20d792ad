"""The proxy's JSON path: orjson (measured faster in bench/bench_proxy.py), with the standard library as the
fallback for what orjson refuses (integers beyond 64 bits, NaN/Infinity) so no valid body is rejected for speed.

Depth: orjson refuses nesting beyond 1024 levels with a ``JSONDecodeError`` (a ``ValueError``); the fallback may
then raise ``RecursionError``. Callers treat both as "not valid JSON" (400).
"""

from __future__ import annotations

import json
from typing import Any

import orjson
from starlette.responses import Response

from .. import textsafe

__all__ = ["dumps", "loads", "JSONBytesResponse"]


def loads(data: bytes | str) -> Any:
    try:
        value = orjson.loads(data)  # orjson refuses invalid UTF-8 and lone surrogates, but decodes "\\u0000"
    except orjson.JSONDecodeError:
        # big integers, NaN (what the stdlib and the upstream accept), and bodies from outside with invalid UTF-8,
        # lone surrogate escapes or NULs: decoded with replacement and every string cleaned (textsafe)
        return textsafe.loads(data)
    if (b"\\u0000" if isinstance(data, bytes) else "\\u0000") in data:
        return textsafe.clean_obj(value)  # NULs dropped, like every other boundary
    return value


def dumps(value: Any) -> bytes:
    try:
        return orjson.dumps(value)
    except TypeError:  # an integer beyond 64 bits, a non-str key
        return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()


class JSONBytesResponse(Response):
    """A JSON response rendered with :func:`dumps` (Starlette's JSONResponse renders with ``json.dumps``)."""

    media_type = "application/json"

    def render(self, content: Any) -> bytes:
        return dumps(content)
