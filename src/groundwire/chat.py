"""Reading OpenAI-style chat messages: the text of a message's content (a string, or text parts of a list).

One definition for the proxy (the latest user message), the planner's follow-up check (recent user turns) and tool
routing (turns and tool results)."""

from __future__ import annotations

from typing import Any


def content_text(content: Any) -> str:
    """The text of a message's ``content``: the string itself, or its text parts joined by spaces ('' otherwise).
    Parts without a ``type`` count as text, as some clients send tool results that way."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return " ".join(p["text"] for p in content
                        if isinstance(p, dict) and isinstance(p.get("text"), str) and p.get("type") in ("text", None))
    return ""


def latest_user_text(messages: Any) -> str:
    """The text of the last user message; '' when there is none."""
    if not isinstance(messages, list):
        return ""
    for msg in reversed(messages):
        if isinstance(msg, dict) and msg.get("role") == "user":
            return content_text(msg.get("content"))
    return ""
