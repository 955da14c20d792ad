"""A cap on request bodies, as plain ASGI middleware: 413 in OpenAI's error shape before the app reads a byte.

A declared ``Content-Length`` over the cap is refused at once. A chunked body is read up to the cap and refused as
soon as it passes it; a body under the cap is handed to the app unchanged (buffered only when it was chunked).
"""

from __future__ import annotations

import json

from starlette.types import ASGIApp, Message, Receive, Scope, Send

DEFAULT_MAX_REQUEST_BYTES = 10 * 1024 * 1024


def too_large_body(limit: int) -> bytes:
    return json.dumps({"error": {"message": f"request body larger than {limit} bytes ([server] max_request_bytes)",
                                 "type": "invalid_request_error", "param": None,
                                 "code": "request_too_large"}}).encode()


class BodyLimitMiddleware:
    def __init__(self, app: ASGIApp, *, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or self.max_bytes <= 0:
            await self.app(scope, receive, send)
            return
        declared = None
        chunked = False
        for name, value in scope.get("headers", ()):
            if name == b"content-length":
                declared = value
            elif name == b"transfer-encoding" and b"chunked" in value.lower():
                chunked = True
        if declared is not None and declared.isdigit():
            if int(declared) > self.max_bytes:
                await self._refuse(send)
                return
            await self.app(scope, receive, send)  # the server holds the body to its declared length
            return
        if not chunked:
            await self.app(scope, receive, send)
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                break
            size += len(message.get("body", b""))
            if size > self.max_bytes:
                await self._refuse(send)
                return
            chunks.append(message.get("body", b""))
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        sent = False

        async def replay() -> Message:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()  # a disconnect, for streamed responses that wait on one

        await self.app(scope, replay, send)

    async def _refuse(self, send: Send) -> None:
        payload = too_large_body(self.max_bytes)
        await send({"type": "http.response.start", "status": 413,
                    "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(payload)).encode()),
                                (b"connection", b"close")]})
        await send({"type": "http.response.body", "body": payload})
