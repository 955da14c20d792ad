"""A tool catalogue, loaded from an OpenAI ``tools`` array, an MCP ``tools/list`` result or groundwire's own format.

groundwire's format is a JSON list (or ``{"tools": [...]}``) of objects with ``name`` and ``description`` and,
optionally, ``tags`` (capability tags), ``domain``, ``risk`` (``read`` | ``write`` | ``external``), ``plugin``,
``requires_enable``, ``enabled``, ``examples`` (example requests) and ``parameters`` (JSON schema). An OpenAI tool
(``{"type": "function", "function": {...}}``) may carry the same keys beside ``name`` in ``function``; they are
read here and never forwarded anywhere else than where the client's own tool goes.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import textsafe
from ..errors import UsageError

RISKS = ("read", "write", "external")
MAX_TOOLS = 20_000
MAX_EXAMPLES = 50


@dataclass(frozen=True, slots=True)
class Tool:
    name: str
    description: str = ""
    tags: tuple[str, ...] = ()
    domain: str | None = None
    risk: str | None = None  # None: inferred (see infer.py)
    plugin: str | None = None
    requires_enable: bool = False
    enabled: bool = False
    examples: tuple[str, ...] = ()
    definition: Mapping[str, Any] | None = field(default=None, compare=False, repr=False)  # as the client sent it

    @property
    def available(self) -> bool:
        return not self.requires_enable or self.enabled

    def openai_definition(self) -> dict[str, Any]:
        """The tool as an OpenAI ``tools`` item: the client's own dict when it sent one, else built."""
        if self.definition is not None:
            return dict(self.definition)
        return {"type": "function", "function": {"name": self.name, "description": self.description,
                                                 "parameters": {"type": "object", "properties": {}}}}


@dataclass(frozen=True, slots=True)
class Catalogue:
    tools: tuple[Tool, ...]

    def __post_init__(self) -> None:
        seen: set[str] = set()
        for tool in self.tools:
            if tool.name in seen:
                raise UsageError(f"tool catalogue: the name {textsafe.quoted(tool.name)} appears twice")
            seen.add(tool.name)

    def __len__(self) -> int:
        return len(self.tools)

    def names(self) -> list[str]:
        return [t.name for t in self.tools]

    def get(self, name: str) -> Tool | None:
        return next((t for t in self.tools if t.name == name), None)

    @property
    def fingerprint(self) -> str:
        """Changes when any name, description or example changes (keys the retrieval and embedding caches)."""
        h = hashlib.sha256()
        for t in self.tools:
            h.update(json.dumps([t.name, t.description, t.examples, t.tags], ensure_ascii=False).encode())
        return h.hexdigest()[:24]


def _text(item: Mapping[str, Any], key: str, where: str) -> str:
    value = item.get(key)
    if value is None:
        return ""
    if not isinstance(value, str):
        raise UsageError(f"{where}: '{key}' must be a string")
    return value


def _strings(item: Mapping[str, Any], key: str, where: str, limit: int = 200) -> tuple[str, ...]:
    value = item.get(key)
    if value is None:
        return ()
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise UsageError(f"{where}: '{key}' must be a list of strings")
    return tuple(v for v in value[:limit] if v.strip())


def tool_from_mapping(item: Any, where: str, definition: Mapping[str, Any] | None = None) -> Tool:
    """One tool from groundwire's format (also the ``function`` object of an OpenAI tool)."""
    if not isinstance(item, Mapping):
        raise UsageError(f"{where}: a tool must be an object")
    name = _text(item, "name", where).strip()
    if textsafe.is_blank(name):  # "\u200b" looks like no name at all to whoever reads the plan
        raise UsageError(f"{where}: a tool needs a 'name'")
    risk = item.get("risk")
    if risk is not None and risk not in RISKS:
        raise UsageError(f"{where}: 'risk' must be one of {', '.join(RISKS)} (got {textsafe.quoted(risk)})")
    for key in ("requires_enable", "enabled"):
        if item.get(key) is not None and not isinstance(item.get(key), bool):
            raise UsageError(f"{where}: '{key}' must be true or false")
    domain = _text(item, "domain", where) or None
    plugin = _text(item, "plugin", where) or None
    return Tool(name=name, description=_text(item, "description", where).strip(),
                tags=_strings(item, "tags", where), domain=domain, risk=risk, plugin=plugin,
                requires_enable=bool(item.get("requires_enable", False)), enabled=bool(item.get("enabled", False)),
                examples=_strings(item, "examples", where, MAX_EXAMPLES), definition=definition)


def tool_from_any(item: Any, where: str) -> Tool:
    """An OpenAI tool, an MCP tool (``inputSchema``) or a groundwire tool."""
    if not isinstance(item, Mapping):
        raise UsageError(f"{where}: a tool must be an object")
    if isinstance(item.get("function"), Mapping):  # OpenAI chat-completions tool
        return tool_from_mapping(item["function"], where, definition=item)
    if "inputSchema" in item:  # MCP tools/list entry
        tool = tool_from_mapping(item, where)
        schema = item.get("inputSchema") if isinstance(item.get("inputSchema"), Mapping) else {"type": "object"}
        fn = {"name": tool.name, "description": tool.description, "parameters": schema}
        return Tool(**{**{k: getattr(tool, k) for k in Tool.__slots__ if k != "definition"},
                       "definition": {"type": "function", "function": fn}})
    return tool_from_mapping(item, where)


def catalogue_from_json(data: Any, where: str = "catalogue") -> Catalogue:
    """Any of the three shapes: a list of tools, ``{"tools": [...]}`` or a JSON-RPC ``{"result": {"tools": [...]}}``."""
    if isinstance(data, Mapping) and isinstance(data.get("result"), Mapping):
        data = data["result"]
    if isinstance(data, Mapping) and "tools" in data:
        data = data["tools"]
    if not isinstance(data, list):
        raise UsageError(f"{where}: expected a list of tools, an OpenAI 'tools' array or an MCP tools/list result")
    if len(data) > MAX_TOOLS:
        raise UsageError(f"{where}: {len(data)} tools is more than the {MAX_TOOLS} supported")
    return Catalogue(tuple(tool_from_any(item, f"{where}: tool #{i + 1}") for i, item in enumerate(data)))


def load_catalogue(path: str | Path) -> Catalogue:
    """A catalogue file, whatever its bytes: a BOM, UTF-16 or stray cp1252 bytes are read and lone surrogates
    repaired (:func:`groundwire.textsafe.loads`); bad or too deeply nested JSON is a :class:`UsageError`."""
    path = Path(path)
    try:
        data = textsafe.loads(path.read_bytes())
    except FileNotFoundError:
        raise UsageError(f"catalogue file not found: {textsafe.clipped(str(path))}") from None
    except OSError as exc:  # strerror: str(exc) names the path a second time
        raise UsageError(f"cannot read catalogue {textsafe.clipped(str(path))}: {exc.strerror or exc}") from None
    except ValueError as exc:
        raise UsageError(f"cannot read catalogue {textsafe.clipped(str(path))}: {exc}") from None
    return catalogue_from_json(data, str(path))


def with_examples(catalogue: Catalogue, examples: Mapping[str, Iterable[str]]) -> Catalogue:
    """The same catalogue with example requests added per tool name (unknown names ignored)."""
    out = []
    for t in catalogue.tools:
        extra = tuple(examples.get(t.name, ()))
        out.append(Tool(**{**{k: getattr(t, k) for k in Tool.__slots__}, "examples": (t.examples + extra)[:MAX_EXAMPLES]})
                   if extra else t)
    return Catalogue(tuple(out))


def annotate(catalogue: Catalogue, notes: Catalogue) -> Catalogue:
    """``catalogue`` with what ``notes`` (groundwire format, matched by name) says about tags, domain, risk,
    plugin, enabling and examples; the client's own definitions are kept as they are."""
    by_name = {t.name: t for t in notes.tools}
    out = []
    for t in catalogue.tools:
        n = by_name.get(t.name)
        if n is None:
            out.append(t)
            continue
        out.append(Tool(name=t.name, description=t.description or n.description, tags=n.tags or t.tags,
                        domain=n.domain or t.domain, risk=n.risk or t.risk, plugin=n.plugin or t.plugin,
                        requires_enable=n.requires_enable or t.requires_enable, enabled=n.enabled or t.enabled,
                        examples=(t.examples + n.examples)[:MAX_EXAMPLES], definition=t.definition))
    return Catalogue(tuple(out))
