"""The context window a tool route is chosen on: the last 5 user turns (7 when the latest one refers back), the
first 300 characters of the most recent tool result, the tools the model called in recent turns, and whether the
conversation carries an uploaded office file."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..chat import content_text
from .keywords import KeywordSet

TURNS = 5
TURNS_REFERRING = 7
TOOL_RESULT_CHARS = 300
RECENT_TOOL_TURNS = 3  # tools called in the last 3 assistant turns stay exposed
REFERS_BACK = KeywordSet.of(["刚才", "上面", "之前", "继续", "同样", "上一个", "前面", "above", "earlier", "continue",
                             "same as", "that result", "the previous", "as before", "like before", "that one"])
OFFICE_FILE = re.compile(r"\.(docx?|xlsx?|pptx?|csv|pdf|odt|ods|odp)\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class RoutingContext:
    request: str
    earlier_turns: tuple[str, ...]  # oldest first, the request itself excluded
    tool_result: str
    recent_tools: tuple[str, ...]
    refers_back: bool
    office_upload: bool

    @property
    def history_text(self) -> str:
        return " ".join([*self.earlier_turns, self.tool_result]).strip()

    @property
    def text(self) -> str:
        return " ".join([self.history_text, self.request]).strip()

    def to_dict(self) -> dict[str, Any]:
        return {"turns": len(self.earlier_turns) + 1, "refers_back": self.refers_back,
                "tool_result_chars": len(self.tool_result), "recent_tools": list(self.recent_tools),
                "office_upload": self.office_upload}


def _has_office_file(content: Any) -> bool:
    if isinstance(content, str):
        return bool(OFFICE_FILE.search(content)) and ("upload" in content.lower() or "上传" in content)
    if isinstance(content, list):
        for part in content:
            if not isinstance(part, dict):
                continue
            if part.get("type") in ("file", "input_file"):
                f = part.get("file") if isinstance(part.get("file"), dict) else part
                name = str(f.get("filename") or f.get("name") or "")
                if not name or OFFICE_FILE.search(name):
                    return True
    return False


def build_context(request: str | None, messages: Sequence[Any] | None = None) -> RoutingContext:
    """``request`` is the latest user text; when None it is taken from ``messages``' last user message."""
    msgs = [m for m in (messages or []) if isinstance(m, dict)]
    users = [content_text(m.get("content")) for m in msgs if m.get("role") == "user"]
    if request is None:
        request = users[-1] if users else ""
        users = users[:-1]
    elif users and users[-1] == request:
        users = users[:-1]
    refers = bool(REFERS_BACK.find(request))
    keep = (TURNS_REFERRING if refers else TURNS) - 1
    earlier = tuple(u for u in users[-keep:] if u.strip()) if keep > 0 else ()
    tool_result = ""
    for m in reversed(msgs):
        if m.get("role") in ("tool", "function"):
            tool_result = content_text(m.get("content"))[:TOOL_RESULT_CHARS]
            break
    recent: list[str] = []
    assistant_turns = 0
    for m in reversed(msgs):
        if m.get("role") != "assistant":
            continue
        assistant_turns += 1
        if assistant_turns > RECENT_TOOL_TURNS:
            break
        for call in m.get("tool_calls") or []:
            fn = call.get("function") if isinstance(call, dict) else None
            if isinstance(fn, dict) and isinstance(fn.get("name"), str) and fn["name"] not in recent:
                recent.append(fn["name"])
    office = any(_has_office_file(m.get("content")) for m in msgs if m.get("role") == "user")
    return RoutingContext(request, earlier, tool_result, tuple(recent), refers, office)
