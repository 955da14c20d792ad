"""The meta-tool: one light tool through which the model asks for more tools by description. The proxy executes
it itself (the model never needs to know groundwire exists): the matching tools are added to the next call."""

from __future__ import annotations

from typing import Any

from .. import textsafe

META_TOOL_NAME = "groundwire_load_tools"
META_TOOL_LIMIT = 5  # tools added per call

META_TOOL: dict[str, Any] = {
    "type": "function",
    "function": {
        "name": META_TOOL_NAME,
        "description": ("Load more tools. Call this only when none of the available tools fits: describe what the "
                        "tool you need should do; matching tools become callable in your next step."),
        "parameters": {"type": "object",
                       "properties": {"description": {"type": "string",
                                                      "description": "what the needed tool should do"}},
                       "required": ["description"]},
    },
}


def meta_query(arguments: Any) -> str:
    """The description the model asked for ('' when the arguments are unusable). ``arguments`` comes from the
    model: usually JSON text, sometimes an already decoded object, sometimes junk (a number, JSON nested too deep)."""
    if isinstance(arguments, str):
        try:
            data = textsafe.loads(arguments or "{}")  # nested too deep is a ValueError here, not a RecursionError
        except ValueError:
            return textsafe.clean_str(arguments).strip()[:500]
    else:
        data = arguments
    if isinstance(data, dict):
        value = data.get("description") or data.get("query") or ""
        return value.strip()[:500] if isinstance(value, str) else ""
    return data.strip()[:500] if isinstance(data, str) else ""


def meta_result(added: list[str], descriptions: dict[str, str], blocked: list[str]) -> str:
    """The tool result the model reads after a meta-tool call."""
    if added:
        lines = [f"Loaded {len(added)} tool(s), callable now:"] + [f"- {n}: {descriptions.get(n, '')[:160]}"
                                                                  for n in added]
    else:
        lines = ["No further matching tool is available."]
    if blocked:
        lines.append("Not enabled (the user can enable them): " + ", ".join(blocked))
    return "\n".join(lines)
