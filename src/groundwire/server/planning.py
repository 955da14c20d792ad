"""Who plans a proxied chat's search: the configured planner, else the chat's own model, else the rules.

``[plan] model`` (config.py): ``"same"`` (default) plans with the request's own upstream and model, ``"rules"`` never
asks a model, any other name asks that model on the proxy's upstream. A ``GROUNDWIRE_LLM_*`` planner, when
configured, always wins. The turn is the planner's usual isolated one (system prompt + the current question,
nothing else, see ``decide/plan/llm.py``), bounded by ``[plan] timeout_s`` with the rule planner as the fallback.
The chat's own model is asked only when the rule gate already wants a search (or the mode is ``on``), so a chat
that needs no search costs no extra model call; it writes the queries and may still decide not to search.
Its tokens are counted in ``groundwire_planner_tokens_total``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..chat import content_text
from ..config import Settings
from ..decide.followup import MAX_RECENT_TURNS, Carried, carry_entity
from ..decide.plan.llm import LLMPlanner, UsageHook
from ..llm import LLMEndpoint

__all__ = ["chat_planner", "followup_question", "recent_user_turns"]


def chat_planner(
    settings: Settings,
    *,
    configured: LLMPlanner | None,
    model: str | None,
    upstream_base: Callable[[str | None], str | None],
    cache: Any = None,
    on_usage: UsageHook | None = None,
) -> LLMPlanner | None:
    """The planner for one chat request, or ``None`` for the rule planner."""
    if configured is not None:
        return configured
    choice = settings.plan.model.strip()
    if choice == "rules":
        return None
    name = model if choice == "same" else choice
    base = upstream_base(name) if name else None
    if not name or not base:
        return None
    endpoint = LLMEndpoint(base, settings.server.upstream_key or "not-needed", name, settings.plan.timeout_s)
    return LLMPlanner(endpoint, cache=cache, on_usage=on_usage, gate_first=True)


def recent_user_turns(messages: Any, limit: int = MAX_RECENT_TURNS) -> list[str]:
    """The text of up to ``limit`` user turns before the latest one, oldest first (system, assistant and tool
    messages are never read)."""
    if not isinstance(messages, list):
        return []
    users = [content_text(m.get("content")) for m in messages if isinstance(m, dict) and m.get("role") == "user"]
    return [t for t in users[:-1] if t.strip()][-limit:]


def followup_question(question: str, messages: Any) -> tuple[str, Carried | None]:
    """The question the gate and planner see: the latest user text, plus (only) a named entity from the recent
    user turns when the latest message merely points at it ("and its price now?")."""
    carried = carry_entity(question, recent_user_turns(messages))
    return (carried.search_text, carried) if carried else (question, None)
