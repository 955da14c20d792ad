"""A scripted agent model for tool-routing tests: an OpenAI-compatible chat endpoint that *wants* a tool.

Each step of its script is one of:
  ``{"want": NAME, "ask": TEXT, "args": {...}}``  call NAME when it is offered; else, when the meta-tool is offered,
                                                   call it with ``{"description": TEXT}`` (the step stays queued);
                                                   else answer "no tool".
  ``{"content": TEXT}``                            answer with text.
  ``{"calls": [[NAME, ARGS], ...]}``                call these tools at once (whether offered or not).
Every request body is recorded (``requests``), so tests see exactly which tools each upstream call carried.
Answers are produced by :func:`tests.emulator.chat.respond` (same wire shapes, JSON or SSE).
"""

from __future__ import annotations

import json
import threading
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from . import chat

META = "groundwire_load_tools"


TOY_SENSES = {"sky": ("weather", "forecast", "drizzle", "雨"), "mail": ("email", "mail", "邮件", "letter"),
              "note": ("note", "notes", "jot", "笔记", "memo")}


def toy_vector(text: str) -> list[float]:
    low = text.lower()
    return [1.0 if any(w in low for w in words) else 0.0 for words in TOY_SENSES.values()] + [0.01]


def offered(payload: dict[str, Any]) -> list[str]:
    return [t["function"]["name"] for t in payload.get("tools") or []
            if isinstance(t, dict) and isinstance(t.get("function"), dict)]


class ScriptedAgent:
    def __init__(self) -> None:
        self.steps: list[dict[str, Any]] = []
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        self.embedding_inputs: list[list[str]] = []
        self.app = Starlette(routes=[Route("/v1/chat/completions", self._chat, methods=["POST"]),
                                     Route("/v1/embeddings", self._embeddings, methods=["POST"])])

    def script(self, *steps: dict[str, Any]) -> None:
        with self._lock:
            self.steps.extend(steps)

    def decide(self, payload: dict[str, Any]) -> dict[str, Any]:
        names = offered(payload)
        with self._lock:
            step = self.steps[0] if self.steps else {"content": "done"}
            if "want" in step:
                if step["want"] in names:
                    self.steps.pop(0)
                    return {"kind": "tool_call", "tool_call": {"name": step["want"], "arguments": step.get("args", {})}}
                if META in names:
                    return {"kind": "tool_call", "tool_call": {"name": META, "arguments": {"description": step["ask"]}}}
                self.steps.pop(0)
                return {"kind": "content", "content": f"no tool for {step['want']}"}
            if self.steps:
                self.steps.pop(0)
            if "calls" in step:
                return {"kind": "calls", "calls": step["calls"]}
            return {"kind": "content", "content": str(step.get("content", "done")),
                    "chunks": int(step.get("chunks", 4))}

    async def _embeddings(self, request: Request) -> Response:
        """A toy embedding: one dimension per word of a small vocabulary, so 'forecast' and 'weather' meet."""
        payload = await request.json()
        inputs = payload["input"] if isinstance(payload["input"], list) else [payload["input"]]
        with self._lock:
            self.embedding_inputs.append(inputs)
        data = [{"object": "embedding", "index": i, "embedding": toy_vector(text)} for i, text in enumerate(inputs)]
        return JSONResponse({"object": "list", "data": data, "model": payload.get("model"),
                             "usage": {"prompt_tokens": 1, "total_tokens": 1}})

    async def _chat(self, request: Request) -> Response:
        payload = await request.json()
        with self._lock:
            self.requests.append(payload)
        behaviour = self.decide(payload)
        if behaviour["kind"] == "calls":
            return several_calls(payload, behaviour["calls"])

        async def no_pause(_: float) -> None:
            return None

        return await chat.respond(payload, chat.ChatScript(), created=1_700_000_000, pause=no_pause,
                                  override=behaviour)


def several_calls(payload: dict[str, Any], calls: list[list[Any]]) -> Response:
    """One assistant turn calling several tools, as JSON or as SSE (one delta per call, then the finish)."""
    tool_calls = [{"id": f"call_{i}", "type": "function",
                   "function": {"name": name, "arguments": json.dumps(args)}} for i, (name, args) in enumerate(calls)]
    base = {"id": "chatcmpl-agent", "created": 1_700_000_000, "model": payload["model"]}
    if not payload.get("stream"):
        return JSONResponse({**base, "object": "chat.completion", "choices": [
            {"index": 0, "message": {"role": "assistant", "content": None, "tool_calls": tool_calls},
             "finish_reason": "tool_calls"}]})
    events = []
    for i, call in enumerate(tool_calls):
        delta = {"tool_calls": [{"index": i, **call}]}
        if i == 0:
            delta = {"role": "assistant", "content": None, **delta}
        events.append({**base, "object": "chat.completion.chunk",
                       "choices": [{"index": 0, "delta": delta, "finish_reason": None}]})
    events.append({**base, "object": "chat.completion.chunk",
                   "choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}]})
    body = "".join(f"data: {json.dumps(e)}\n\n" for e in events) + "data: [DONE]\n\n"
    return Response(body, media_type="text/event-stream")
