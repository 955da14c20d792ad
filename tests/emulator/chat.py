"""An OpenAI-compatible chat endpoint driven by a queue of scripted behaviours.

Hand-written: the point is to emit exact wire shapes (including broken ones) that a real SDK-side mock would hide.
"""

from __future__ import annotations

import json
import re
import threading
import uuid
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from starlette.responses import JSONResponse, Response, StreamingResponse

MODEL_ID = "emulator-chat"
SIMPLE_KINDS = frozenset({
    "echo", "slow", "malformed", "error500", "error429", "error401", "refusal", "schema_unsupported",
})
DICT_KINDS = ("content", "json", "tool_call")  # a dict with one of these keys needs no "kind"
REFUSAL_TEXT = "I'm sorry, but I can't help with that request."

Pause = Callable[[float], Awaitable[None]]


def normalise(behaviour: str | dict[str, Any]) -> dict[str, Any]:
    """``"echo"`` or ``{"content": ...}`` / ``{"kind": "slow", "ms": 50}`` -> ``{"kind": ..., **params}``."""
    if isinstance(behaviour, str):
        if behaviour not in SIMPLE_KINDS:
            raise ValueError(f"unknown chat behaviour {behaviour!r}")
        return {"kind": behaviour}
    if not isinstance(behaviour, dict):
        raise ValueError(f"a chat behaviour is a string or a dict, not {type(behaviour).__name__}")
    out = dict(behaviour)
    kind = out.get("kind") or next((k for k in DICT_KINDS if k in out), None)
    if kind not in SIMPLE_KINDS and kind not in DICT_KINDS:
        raise ValueError(f"unknown chat behaviour {behaviour!r}")
    if kind == "tool_call" and not (isinstance(out.get("tool_call"), dict) and out["tool_call"].get("name")):
        raise ValueError("tool_call needs {'tool_call': {'name': ..., 'arguments': ...}}")
    out["kind"] = kind
    return out


class ChatScript:
    """A thread-safe FIFO of behaviours; an empty queue answers ``echo``."""

    def __init__(self) -> None:
        self._queue: deque[dict[str, Any]] = deque()
        self._lock = threading.Lock()

    def push(self, *behaviours: str | dict[str, Any]) -> None:
        items = [normalise(b) for b in behaviours]  # validate all before queueing any
        with self._lock:
            self._queue.extend(items)

    def pop(self) -> dict[str, Any]:
        with self._lock:
            return self._queue.popleft() if self._queue else {"kind": "echo"}

    def clear(self) -> None:
        with self._lock:
            self._queue.clear()

    def __len__(self) -> int:
        with self._lock:
            return len(self._queue)


# --- errors --------------------------------------------------------------------------------------

def openai_error(status: int, message: str, type_: str, *, code: str | None = None, param: str | None = None,
                 retry_after: float | None = None) -> JSONResponse:
    headers = {"retry-after": _num(retry_after)} if retry_after is not None else None
    body = {"error": {"message": message, "type": type_, "param": param, "code": code}}
    return JSONResponse(body, status_code=status, headers=headers)


def _num(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def _json_bytes(value: Any) -> bytes:
    """UTF-8 JSON; a scripted lone surrogate goes out as a ``"\\ud800"`` escape, as real servers send it."""
    try:
        return json.dumps(value, ensure_ascii=False).encode()
    except UnicodeEncodeError:
        return json.dumps(value).encode()


def error_for_status(status: int, retry_after: float | None = None, message: str | None = None) -> JSONResponse:
    """OpenAI's error envelope for an HTTP status (used by faults and the error behaviours)."""
    table = {
        400: ("Invalid request.", "invalid_request_error", None),
        401: ("Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.",
              "invalid_request_error", "invalid_api_key"),
        403: ("You are not allowed to sample from this model.", "invalid_request_error", "model_not_allowed"),
        404: ("The model does not exist or you do not have access to it.", "invalid_request_error", "model_not_found"),
        422: ("Unprocessable request.", "invalid_request_error", None),
        429: ("Rate limit reached for requests. Please try again later.", "requests", "rate_limit_exceeded"),
        500: ("The server had an error while processing your request. Sorry about that!", "server_error", None),
        502: ("Bad gateway.", "server_error", None),
        503: ("The engine is currently overloaded, please try again later.", "server_error", None),
    }
    text, type_, code = table.get(status, (f"HTTP {status}", "server_error" if status >= 500 else
                                           "invalid_request_error", None))
    return openai_error(status, message or text, type_, code=code, retry_after=retry_after)


# --- answers -------------------------------------------------------------------------------------

def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # content parts
        return " ".join(str(p.get("text", "")) for p in content if isinstance(p, dict) and p.get("type") == "text")
    return ""


def echo_text(messages: list[Any]) -> str:
    """Quote the last user message; add 'Cited [s1].' when a system message offers source [s1]."""
    last_user = next((_text_of(m.get("content")) for m in reversed(messages)
                      if isinstance(m, dict) and m.get("role") == "user"), "")
    text = f'You asked: "{last_user}".'
    if any(isinstance(m, dict) and m.get("role") in ("system", "developer") and "[s1]" in _text_of(m.get("content"))
           for m in messages):
        text += " Cited [s1]."
    return text


def _wants_schema(payload: dict[str, Any]) -> bool:
    fmt = payload.get("response_format")
    return isinstance(fmt, dict) and fmt.get("type") == "json_schema"


def _message(behaviour: dict[str, Any], payload: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """(assistant message, finish_reason) for a non-error behaviour."""
    kind = behaviour["kind"]
    finish = str(behaviour.get("finish_reason", "stop"))
    if kind == "content":
        return {"role": "assistant", "content": str(behaviour["content"]), "refusal": None}, finish
    if kind == "json":
        return {"role": "assistant", "content": json.dumps(behaviour["json"], ensure_ascii=False),
                "refusal": None}, finish
    if kind == "malformed":
        return {"role": "assistant", "content": "{not json", "refusal": None}, finish
    if kind == "refusal":
        return {"role": "assistant", "content": None, "refusal": str(behaviour.get("refusal", REFUSAL_TEXT))}, finish
    if kind == "tool_call" and payload.get("tools"):
        call = behaviour["tool_call"]
        args = call.get("arguments", {})
        arguments = args if isinstance(args, str) else json.dumps(args, ensure_ascii=False)
        tool_call = {"id": f"call_{uuid.uuid4().hex[:24]}", "type": "function",
                     "function": {"name": str(call["name"]), "arguments": arguments}}
        return {"role": "assistant", "content": None, "tool_calls": [tool_call], "refusal": None}, "tool_calls"
    return {"role": "assistant", "content": echo_text(payload["messages"]), "refusal": None}, finish


def _usage(payload: dict[str, Any], message: dict[str, Any]) -> dict[str, int]:
    prompt = sum(len(_text_of(m.get("content")).split()) for m in payload["messages"] if isinstance(m, dict))
    out_text = message.get("content") or message.get("refusal") or json.dumps(message.get("tool_calls") or "")
    completion = max(1, len(str(out_text).split()))
    return {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}


def split_chunks(text: str, parts: int) -> list[str]:
    """Split text into about ``parts`` pieces on word boundaries; joining them gives the text back."""
    words = re.findall(r"\S+\s*|\s+", text)
    if not words:
        return []
    parts = max(1, min(parts, len(words)))
    size = -(-len(words) // parts)
    return ["".join(words[i : i + size]) for i in range(0, len(words), size)]


async def respond(payload: Any, script: ChatScript, *, created: int, pause: Pause,
                  override: dict[str, Any] | None = None) -> Response:
    """Answer one POST /v1/chat/completions with the next scripted behaviour (or ``override``)."""
    if not isinstance(payload, dict) or not isinstance(payload.get("messages"), list) or not payload["messages"]:
        return openai_error(400, "'messages' is a required property and must be a non-empty array.",
                            "invalid_request_error", param="messages")
    if not isinstance(payload.get("model"), str) or not payload["model"]:
        return openai_error(400, "you must provide a model parameter", "invalid_request_error", param="model")
    behaviour = override or script.pop()
    while behaviour["kind"] == "schema_unsupported":
        if _wants_schema(payload):
            return openai_error(400, "Invalid parameter: 'response_format' of type 'json_schema' is not supported "
                                "with this model.", "invalid_request_error", param="response_format",
                                code="unsupported_parameter")
        behaviour = script.pop()
    kind = behaviour["kind"]
    if kind == "error500":
        return error_for_status(500)
    if kind == "error429":
        return error_for_status(429, retry_after=float(behaviour.get("retry_after", 1)))
    if kind == "error401":
        return error_for_status(401)
    if kind == "slow":
        await pause(float(behaviour.get("ms", 5000)) / 1000)
    message, finish = _message(behaviour, payload)
    completion_id = f"chatcmpl-{uuid.uuid4().hex[:24]}"
    model = payload["model"]
    usage = _usage(payload, message)
    if payload.get("stream"):
        chunks = _stream(completion_id, model, created, message, finish, usage, payload, behaviour, pause)
        return StreamingResponse(chunks, media_type="text/event-stream",
                                 headers={"cache-control": "no-cache", "x-accel-buffering": "no"})
    body = {
        "id": completion_id, "object": "chat.completion", "created": created, "model": model,
        "choices": [{"index": 0, "message": message, "logprobs": None, "finish_reason": finish}],
        "usage": usage, "system_fingerprint": "fp_emulator",
    }
    return Response(_json_bytes(body), media_type="application/json")


async def _stream(completion_id: str, model: str, created: int, message: dict[str, Any], finish: str,
                  usage: dict[str, int], payload: dict[str, Any], behaviour: dict[str, Any],
                  pause: Pause) -> AsyncIterator[bytes]:
    delay = float(behaviour.get("chunk_delay_ms", 0)) / 1000
    parts = int(behaviour.get("chunks", 4))

    def event(delta: dict[str, Any] | None, finish_reason: str | None = None, **extra: Any) -> bytes:
        chunk: dict[str, Any] = {"id": completion_id, "object": "chat.completion.chunk", "created": created,
                                 "model": model, "system_fingerprint": "fp_emulator"}
        chunk["choices"] = [] if delta is None else [
            {"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish_reason}]
        chunk.update(extra)
        return b"data: " + _json_bytes(chunk) + b"\n\n"

    deltas: list[dict[str, Any]] = []
    if message.get("tool_calls"):
        call = message["tool_calls"][0]
        deltas.append({"role": "assistant", "content": None, "tool_calls": [
            {"index": 0, "id": call["id"], "type": "function",
             "function": {"name": call["function"]["name"], "arguments": ""}}]})
        deltas += [{"tool_calls": [{"index": 0, "function": {"arguments": piece}}]}
                   for piece in split_chunks(call["function"]["arguments"], parts)]
    elif message.get("refusal") is not None:
        deltas.append({"role": "assistant", "content": None, "refusal": ""})
        deltas += [{"refusal": piece} for piece in split_chunks(message["refusal"], parts)]
    else:
        deltas.append({"role": "assistant", "content": ""})
        deltas += [{"content": piece} for piece in split_chunks(message["content"] or "", parts)]
    for delta in deltas:
        yield event(delta)
        if delay:
            await pause(delay)
    yield event({}, finish)
    options = payload.get("stream_options")
    if isinstance(options, dict) and options.get("include_usage"):
        yield event(None, usage=usage)
    yield b"data: [DONE]\n\n"


def models_body(created: int) -> dict[str, Any]:
    return {"object": "list", "data": [
        {"id": MODEL_ID, "object": "model", "created": created, "owned_by": "groundwire-emulator"},
        {"id": "emulator-planner", "object": "model", "created": created, "owned_by": "groundwire-emulator"},
    ]}
