"""The ``bad_text`` fault: a normal answer whose text is broken the way real web text sometimes is.

JSON answers get a lone UTF-16 surrogate (``\\ud800``) and a NUL (``\\u0000``) escaped into every ``title``, ``content``
and ``description`` string (valid JSON that decodes to a string Python cannot encode as UTF-8); other answers (pages,
feeds) get invalid UTF-8 bytes, a NUL and a Latin-1 ``é`` inside the last paragraph (a feed: its last summary or
title). Kept apart from server.py so the fault is one line there.
"""

from __future__ import annotations

import json
from typing import Any

from starlette.responses import Response

SURROGATE_SUFFIX = "\ud800\x00"
BAD_BYTES = b" caf\xe9 \xff\xfe\x00 "
_FIELDS = frozenset({"title", "content", "description", "snippet"})
_TEXT_ENDS = (b"</p>", b"</summary>", b"</title>")  # the bytes go inside the last paragraph, or a feed's text


def _poison(node: Any) -> Any:
    if isinstance(node, dict):
        return {k: (v + SURROGATE_SUFFIX if k in _FIELDS and isinstance(v, str) and v else _poison(v))
                for k, v in node.items()}
    if isinstance(node, list):
        return [_poison(v) for v in node]
    return node


def corrupt(response: Response) -> Response:
    """The same answer with broken text (status and headers kept)."""
    body = bytes(response.body)
    headers = {k: v for k, v in response.headers.items() if k.lower() != "content-length"}
    media = response.media_type or headers.get("content-type", "")
    if "json" in media:
        try:
            data = json.loads(body)
        except ValueError:
            return response
        new = json.dumps(_poison(data)).encode("ascii")  # ensure_ascii keeps the surrogate as a \\ud800 escape
    else:
        cut = next((at for at in (body.rfind(tag) for tag in _TEXT_ENDS) if at >= 0), -1)
        new = body[:cut] + BAD_BYTES + body[cut:] if cut >= 0 else body + BAD_BYTES
    return Response(new, status_code=response.status_code, headers=headers, media_type=media or None)
