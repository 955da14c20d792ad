"""Tool routing in the proxy: a chat request carrying more tools than ``[tools] route_threshold`` is forwarded with
the tools the router chose plus the meta-tool; the proxy executes the meta-tool itself (adds the requested tools
and calls the upstream again within the same request, at most ``max_meta_rounds`` times), keeps the tools the
model used in recent turns, names blocked tools in one system line, and returns the RoutePlan in the response's
``groundwire.tool_routing`` field (JSON) or in one extra chunk before ``[DONE]`` (streaming).

``X-Groundwire-Tools: off`` turns it off for one request. A call of a tool the client sent is relayed as the upstream
produced it; only calls of the meta-tool (which the client never sent) are consumed here.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

import httpx2

from ..config import Settings
from ..errors import GroundwireError
from ..tools.catalogue import Catalogue, annotate, catalogue_from_json, load_catalogue
from ..tools.embed import EmbeddingIndex
from ..tools.metatool import META_TOOL, META_TOOL_NAME, meta_query, meta_result
from ..tools.plan import RoutePlan
from ..tools.router import RouterConfig, ToolRouter

log = logging.getLogger("groundwire.server")

TOOLS_HEADER = "x-groundwire-tools"
PLAN_FIELD = "tool_routing"
ROUTER_CACHE = 32  # catalogues (distinct tools arrays) whose index is kept


def blocked_note(names: tuple[str, ...]) -> dict[str, str]:
    return {"role": "system", "content": "Tools not enabled for this user (not callable; suggest enabling one if "
                                         "it is needed): " + ", ".join(names) + "."}


@dataclass
class RoutedChat:
    """One routed request: the plan, the router and the tools forwarded so far."""

    router: ToolRouter
    plan: RoutePlan
    client_tools: dict[str, Any]  # name -> the client's tool dict
    forwarded: list[str]
    max_rounds: int
    loaded: list[str] = field(default_factory=list)
    meta_calls: int = 0

    def plan_dict(self) -> dict[str, Any]:
        plan = replace(self.plan, loaded=tuple(self.loaded))
        out = plan.to_dict()
        out["meta_calls"] = self.meta_calls
        return out

    def tools_payload(self, with_meta: bool) -> list[Any]:
        tools = [self.client_tools[n] for n in self.forwarded]
        return [*tools, META_TOOL] if with_meta else tools

    def _execute(self, body: dict[str, Any], assistant: dict[str, Any], calls: list[dict[str, Any]]) -> None:
        """Run the meta-tool calls: add tools, append the call and its result to the upstream conversation."""
        messages = list(body["messages"])
        messages.append({"role": "assistant", "content": assistant.get("content"), "tool_calls": calls})
        for call in calls:
            query = meta_query(_function_of(call).get("arguments"))
            added, blocked = self.router.find(query, exclude=self.forwarded) if query else ([], [])
            self.forwarded += added
            self.loaded += added
            descriptions = {n: self.router.tools[self.router.position[n]].description for n in added}
            messages.append({"role": "tool", "tool_call_id": call.get("id") or "call_meta",
                             "content": meta_result(added, descriptions, blocked)})
        self.meta_calls += len(calls)
        body["messages"] = messages

    def next_body(self, body: dict[str, Any], round_no: int) -> dict[str, Any]:
        body["tools"] = self.tools_payload(with_meta=round_no < self.max_rounds)
        return body

    # ------------------------------------------------------------------ JSON

    async def follow(self, upstream: httpx2.AsyncClient, url: str, body: dict[str, Any], headers: dict[str, str],
                     resp: httpx2.Response) -> httpx2.Response:
        """Execute meta-tool calls (bounded) and return the final upstream response with the plan added."""
        for round_no in range(1, self.max_rounds + 2):
            data = _json_or_none(resp)
            if resp.status_code >= 400 or not isinstance(data, dict):
                return resp
            message = _first_message(data)
            calls = [c for c in (message or {}).get("tool_calls") or [] if isinstance(c, dict)]
            meta = [c for c in calls if _function_of(c).get("name") == META_TOOL_NAME]
            if not meta:
                return _with_plan(resp, data, self.plan_dict())
            if len(meta) < len(calls) or round_no > self.max_rounds:
                # the client's own calls go back untouched; the meta-tool's are not the client's to see
                message["tool_calls"] = [c for c in calls if c not in meta] or None
                if not message["tool_calls"]:
                    message.pop("tool_calls")
                    message["content"] = message.get("content") or ""
                    for choice in data.get("choices") or []:
                        if isinstance(choice, dict) and choice.get("finish_reason") == "tool_calls":
                            choice["finish_reason"] = "stop"
                return _with_plan(resp, data, self.plan_dict())
            self._execute(body, message, meta)
            resp = await upstream.post(url, json=self.next_body(body, round_no), headers=headers)
        return resp  # not reached: the last round forwards no meta-tool

    # ------------------------------------------------------------------ streaming

    async def stream_lines(self, upstream: httpx2.AsyncClient, url: str, body: dict[str, Any],
                           headers: dict[str, str], first: httpx2.Response) -> AsyncIterator[str]:
        """The SSE lines to relay: meta-tool rounds are consumed here, the final round is relayed as it comes
        (buffered only while it opens with tool calls), the plan chunk goes just before ``[DONE]``."""
        resp, owned = first, False
        try:
            for round_no in range(1, self.max_rounds + 2):
                if resp.status_code >= 400:
                    await resp.aread()
                    yield "data: " + json.dumps({"error": {"message": f"upstream error (HTTP {resp.status_code})",
                                                           "type": "upstream_error", "param": None, "code": None}})
                    yield ""
                    return
                buffered: list[str] = []
                relaying = False
                calls: dict[int, dict[str, Any]] = {}
                last_id, last_model = "chatcmpl-groundwire", body.get("model")
                async for line in resp.aiter_lines():
                    payload = line[5:].strip() if line.startswith("data:") else None
                    if payload == "[DONE]":
                        if relaying or not _meta_indexes(calls):
                            for held in buffered:
                                yield held
                            buffered = []
                            yield self._plan_line(last_id, last_model)
                            yield line
                            return
                        buffered.append(line)
                        continue
                    chunk = _loads(payload) if payload else None
                    if isinstance(chunk, dict):
                        last_id, last_model = chunk.get("id", last_id), chunk.get("model", last_model)
                    if relaying:
                        yield line
                        continue
                    delta = _delta(chunk)
                    for piece in delta.get("tool_calls") or []:
                        if isinstance(piece, dict):
                            index = piece.get("index", 0)
                            index = index if isinstance(index, int) and not isinstance(index, bool) else 0
                            slot = calls.setdefault(index, {"id": None, "name": "", "args": ""})
                            fn = _function_of(piece)
                            slot["id"] = piece.get("id") or slot["id"]
                            slot["name"] += _piece_text(fn.get("name"))
                            slot["args"] += _piece_text(fn.get("arguments"))
                    buffered.append(line)
                    if (delta.get("content") or delta.get("refusal")) and not calls:
                        relaying = True  # an answer, not a tool call: relay it live from here
                        for held in buffered:
                            yield held
                        buffered = []
                meta = _meta_indexes(calls)
                if relaying or not meta:  # the stream ended without [DONE]
                    for held in buffered:
                        yield held
                    yield self._plan_line(last_id, last_model)
                    return
                if len(meta) < len(calls) or round_no > self.max_rounds:
                    for held in _drop_calls([ln for ln in buffered if ln.strip() != "data: [DONE]"], meta):
                        yield held
                    yield self._plan_line(last_id, last_model)
                    yield "data: [DONE]"
                    return
                self._execute(body, {"content": None}, [
                    {"id": calls[i]["id"] or f"call_meta_{i}", "type": "function",
                     "function": {"name": META_TOOL_NAME, "arguments": calls[i]["args"]}} for i in sorted(meta)])
                if owned:
                    await resp.aclose()
                req = upstream.build_request("POST", url, json=self.next_body(body, round_no), headers=headers)
                resp, owned = await upstream.send(req, stream=True), True
        finally:
            if owned:
                await resp.aclose()

    def _plan_line(self, chunk_id: str, model: Any) -> str:
        chunk = {"id": chunk_id, "object": "chat.completion.chunk", "created": int(time.time()), "model": model,
                 "choices": [], "groundwire": {PLAN_FIELD: self.plan_dict()}}
        return "data: " + json.dumps(chunk, ensure_ascii=False) + "\n"


def _loads(text: str) -> Any:
    try:
        return json.loads(text)
    except (ValueError, RecursionError):  # a chunk nested 10,000 deep is just not a chunk we can read
        return None


def _delta(chunk: Any) -> dict[str, Any]:
    if isinstance(chunk, dict) and isinstance(chunk.get("choices"), list) and chunk["choices"]:
        first = chunk["choices"][0]
        if isinstance(first, dict) and isinstance(first.get("delta"), dict):
            return first["delta"]
    return {}


def _meta_indexes(calls: Mapping[int, dict[str, Any]]) -> set[int]:
    return {i for i, c in calls.items() if c["name"] == META_TOOL_NAME}


def _drop_calls(lines: list[str], indexes: set[int]) -> list[str]:
    """The buffered SSE lines without the tool-call pieces of ``indexes`` (the client's own calls untouched)."""
    out = []
    for line in lines:
        chunk = _loads(line[5:].strip()) if line.startswith("data:") else None
        delta = _delta(chunk)
        pieces = delta.get("tool_calls")
        if isinstance(pieces, list) and any(isinstance(p, dict) and p.get("index", 0) in indexes for p in pieces):
            kept = [p for p in pieces if not (isinstance(p, dict) and p.get("index", 0) in indexes)]
            if not kept and not delta.get("content") and not delta.get("role"):
                continue
            if kept:
                delta["tool_calls"] = kept
            else:
                delta.pop("tool_calls")
            line = "data: " + json.dumps(chunk, ensure_ascii=False)
        out.append(line)
    return out


def _function_of(call: Any) -> dict[str, Any]:
    """A tool call's ``function`` object; {} when the upstream sent something else (a string, a list, null)."""
    fn = call.get("function") if isinstance(call, dict) else None
    return fn if isinstance(fn, dict) else {}


def _piece_text(value: Any) -> str:
    """A streamed tool-call name / arguments piece as text: an object is its JSON, anything else but text is ''."""
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False) if isinstance(value, dict) else ""


def _json_or_none(resp: httpx2.Response) -> Any:
    try:
        return resp.json()
    except (ValueError, UnicodeDecodeError, RecursionError):  # an upstream answer nested too deep: relayed as is
        return None


def _first_message(data: dict[str, Any]) -> dict[str, Any] | None:
    choices = data.get("choices")
    if isinstance(choices, list) and choices and isinstance(choices[0], dict):
        msg = choices[0].get("message")
        return msg if isinstance(msg, dict) else None
    return None


def _with_plan(resp: httpx2.Response, data: dict[str, Any], plan: dict[str, Any]) -> httpx2.Response:
    ext = data.get("groundwire") if isinstance(data.get("groundwire"), dict) else {}
    data["groundwire"] = {**ext, PLAN_FIELD: plan}
    return httpx2.Response(resp.status_code, json=data, headers={"content-type": "application/json"})


class ToolRouting:
    """Decides per request whether to route, and keeps one router per distinct tools array (LRU)."""

    def __init__(self, settings: Settings) -> None:
        cfg = settings.tools
        self.threshold = cfg.route_threshold
        self.max_rounds = cfg.max_meta_rounds
        self.router_config = RouterConfig(k=cfg.k, enabled_plugins=frozenset(cfg.enabled_plugins))
        self.notes: Catalogue | None = load_catalogue(cfg.catalogue) if cfg.catalogue else None
        self.embeddings = EmbeddingIndex.from_config(cfg)
        self._routers: OrderedDict[str, ToolRouter] = OrderedDict()

    def router_for(self, tools: list[Any]) -> ToolRouter:
        key = hashlib.sha256(json.dumps(tools, sort_keys=True, ensure_ascii=False).encode()).hexdigest()
        router = self._routers.get(key)
        if router is None:
            catalogue = catalogue_from_json(tools, "tools")
            if self.notes is not None:
                catalogue = annotate(catalogue, self.notes)
            router = ToolRouter(catalogue, self.router_config, embeddings=self.embeddings)
            self._routers[key] = router
            while len(self._routers) > ROUTER_CACHE:
                self._routers.popitem(last=False)
        else:
            self._routers.move_to_end(key)
        return router

    async def prepare(self, body: dict[str, Any], headers: Mapping[str, str], llm: Any = None) -> RoutedChat | None:
        """Route ``body``'s tools in place; None (body untouched) when routing does not apply or cannot."""
        tools = body.get("tools")
        if not isinstance(tools, list) or len(tools) <= self.threshold:
            return None
        if (headers.get(TOOLS_HEADER) or "").strip().lower() in ("off", "0", "false", "no"):
            return None
        if body.get("tool_choice") not in (None, "auto"):
            return None  # the client asked for "required", "none" or one named tool: its choice, not ours
        try:
            router = self.router_for(tools)
        except GroundwireError as exc:  # an unusual tools array: forward it as it is, never fail the chat
            log.info("tool routing skipped: %s", exc)
            return None
        if META_TOOL_NAME in router.position:  # the client has a tool of that name: its calls are the client's
            return None
        plan = await router.aroute(None, body.get("messages"), llm=llm)
        client_tools = {t.name: t.definition for t in router.catalogue.tools}
        routed = RoutedChat(router, plan, client_tools, list(plan.tools),
                            self.max_rounds if plan.meta_tool else 0)
        body["tools"] = routed.tools_payload(with_meta=routed.max_rounds > 0)
        if plan.blocked_tools:
            messages = list(body["messages"])
            lead = next((i for i, m in enumerate(messages) if not (isinstance(m, dict) and m.get("role") in
                                                                 ("system", "developer"))), len(messages))
            messages.insert(lead, blocked_note(plan.blocked_tools))
            body["messages"] = messages
        return routed

