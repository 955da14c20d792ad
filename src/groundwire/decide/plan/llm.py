"""The LLM planner: one small, isolated turn to any OpenAI-compatible endpoint.

It sees only the current question, today's date and the user's locale — never history, notes or attachments.
It asks for a JSON-schema response, falls back to JSON mode when the endpoint rejects schemas, repairs near-JSON
(json-repair), validates with pydantic, then applies the rule planner's time grounding to every query.
Every failure raises :class:`PlannerError` with a short ``reason``: timeout, network, http_error, refusal, bad_json,
bad_response (a body of the wrong shape), invalid_plan, empty, error; :func:`groundwire.decide.plan.planner.make_plan`
turns that into a rule-planner fallback and traces the reason. Only ``needsSearch`` and ``queries[].query`` must be
right: a bad freshness, language, intent or entity list is dropped rather than failing the plan. A broken cache
reads as a miss.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from importlib import resources
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from ...errors import PlannerError
from ...llm import LLMEndpoint
from ...structured import (content_of, create_with_format_fallback, format_rejected, parse_json_object,
                           response_formats)
from ...models import Freshness, PlannedQuery
from ..timeframe import resolve
from .rules import detect_language
from .types import Plan

if TYPE_CHECKING:  # the SDK takes ~1.3 s to import, so it is imported where a model is called, not here:
    import openai  # commands that never call one (`plan --no-llm`, `when`, `search`) start that much sooner

log = logging.getLogger(__name__)

PROMPT_VERSION = "v2"
MAX_QUERY_CHARS = 200
MAX_QUERIES = 2
MAX_LANGUAGE_CHARS = 12
MAX_PLANNER_QUESTION_CHARS = 2000  # a planning turn needs the gist, not a pasted document
CACHE_TTL_S = 24 * 3600.0


def prompt_template(version: str = PROMPT_VERSION) -> str:
    return resources.files(__package__).joinpath(f"prompt_{version}.txt").read_text(encoding="utf-8")


def system_prompt(today: date, locale: str, version: str = PROMPT_VERSION) -> str:
    return prompt_template(version).format(
        today=today.isoformat(), weekday=today.strftime("%A"), locale=locale, year=today.year
    )


class _LLMQuery(BaseModel):
    """One query as the model wrote it. Only ``query`` must be right; a bad freshness/language is dropped."""

    model_config = ConfigDict(extra="ignore")
    query: str = Field(min_length=1, max_length=MAX_QUERY_CHARS)
    freshness: str | None = None
    language: str | None = None

    @field_validator("query")
    @classmethod
    def _strip(cls, v: str) -> str:
        v = " ".join(v.split())
        if not v:
            raise ValueError("empty query")
        if not re.search(r"\w", v):  # "..." copied from the prompt's example is not a query
            raise ValueError("the query has no words")
        return v

    @field_validator("freshness", mode="before")
    @classmethod
    def _fresh(cls, v: Any) -> str | None:
        try:
            parsed = Freshness.parse(v) if isinstance(v, str | None) else None
        except ValueError:
            return None  # "hourly", "recent": any date is better than no plan
        return parsed.value if parsed else None

    @field_validator("language", mode="before")
    @classmethod
    def _lang(cls, v: Any) -> str | None:
        if not isinstance(v, str):
            return None
        v = v.strip()
        return v if 0 < len(v) <= MAX_LANGUAGE_CHARS else None


class _LLMPlan(BaseModel):
    """The model's whole answer. ``needsSearch`` and ``queries`` are checked; ``intent``/``entities`` are extras."""

    model_config = ConfigDict(extra="ignore", populate_by_name=True)
    needsSearch: bool
    queries: list[_LLMQuery] = Field(default_factory=list)
    intent: str | None = None
    entities: list[str] = Field(default_factory=list)

    @field_validator("queries", mode="before")
    @classmethod
    def _queries(cls, v: Any) -> Any:
        if v is None:
            return []
        return v[:MAX_QUERIES] if isinstance(v, list) else v  # a third query is cut, not a reason to drop the plan

    @field_validator("intent", mode="before")
    @classmethod
    def _intent(cls, v: Any) -> str | None:
        return (v.strip()[:80] or None) if isinstance(v, str) else None

    @field_validator("entities", mode="before")
    @classmethod
    def _entities(cls, v: Any) -> list[str]:
        if isinstance(v, str):
            v = [v]
        if not isinstance(v, list):
            return []
        return [e.strip()[:80] for e in v if isinstance(e, str) and e.strip()][:10]


PLAN_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["needsSearch", "queries"],
    "properties": {
        "needsSearch": {"type": "boolean"},
        "queries": {
            "type": "array",
            "maxItems": 2,
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["query", "freshness", "language"],
                "properties": {
                    "query": {"type": "string"},
                    "freshness": {"type": ["string", "null"], "enum": ["day", "week", "month", "year", None]},
                    "language": {"type": "string"},
                },
            },
        },
        "intent": {"type": "string"},
        "entities": {"type": "array", "items": {"type": "string"}},
    },
}


def parse_plan_text(content: str | None) -> _LLMPlan:
    """Content -> validated plan. Near-JSON (code fences, trailing commas, single quotes) is repaired."""
    data = parse_json_object(content, PlannerError, what="plan")
    try:
        plan = _LLMPlan.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise PlannerError("invalid_plan", f"{'.'.join(map(str, first['loc']))}: {first['msg']}") from None
    if plan.needsSearch and not plan.queries:
        raise PlannerError("invalid_plan", "needsSearch is true but there are no queries")
    return plan


def ground_plan(raw: _LLMPlan, question: str, today: date, tz: Any = None) -> Plan:
    """Apply the rule planner's time grounding to the LLM's queries; drop repeats; fill a missing language."""
    queries: list[PlannedQuery] = []
    seen: set[str] = set()
    question_time = resolve(question[:MAX_PLANNER_QUESTION_CHARS], today, tz)  # resolve() grows faster than linear
    time_range = question_time.time_range
    for q in raw.queries:
        grounded = resolve(q.query, today, tz)
        text = grounded.rewritten or q.query
        if text.casefold() in seen:
            continue
        seen.add(text.casefold())
        freshness = Freshness.parse(q.freshness) or grounded.freshness or question_time.freshness
        script = detect_language(text)
        language = q.language or (script if script != "other" else None)
        queries.append(PlannedQuery(text, freshness, language, grounded.time_range or time_range))
        time_range = time_range or grounded.time_range
    return Plan(
        needs_search=raw.needsSearch,
        reason="llm planner decided" + ("" if raw.needsSearch else ": no search needed"),
        planner="llm",
        queries=tuple(queries) if raw.needsSearch else (),
        time_range=time_range,
        intent=raw.intent,
        entities=tuple(raw.entities[:10]),
    )


UsageHook = Callable[[int, int], None]  # (prompt_tokens, completion_tokens) of one planning turn


@dataclass
class LLMPlanner:
    endpoint: LLMEndpoint
    cache: Any = None  # anything with get(key) / set(key, value, ttl_s); plans are cached per question and date
    prompt_version: str = PROMPT_VERSION
    on_usage: UsageHook | None = None  # told the tokens of every answered planning turn (metrics)
    gate_first: bool = False  # consulted only when the rule gate already wants a search (the chat's own model)

    def _cache_key(self, question: str, today: date, locale: str) -> str:
        raw = json.dumps([self.prompt_version, self.endpoint.base_url, self.endpoint.model, question, today.isoformat(),
                          locale], ensure_ascii=False)
        return "plan:" + hashlib.sha256(raw.encode()).hexdigest()

    async def plan(self, question: str, *, today: date, locale: str = "en", tz: Any = None) -> Plan:
        """Plan ``question`` as of ``today``; raises :class:`PlannerError` (with ``reason``) on any failure."""
        if not isinstance(question, str) or not question.strip():
            raise PlannerError("empty", "the question is empty")
        key = self._cache_key(question, today, locale)
        cached = self._cached(key)
        if cached is not None:
            return ground_plan(cached, question, today, tz)
        content = await self._ask(question, today, locale)
        raw = parse_plan_text(content)
        self._store(key, raw)
        return ground_plan(raw, question, today, tz)

    def _cached(self, key: str) -> _LLMPlan | None:
        """A cached plan, or None. A broken cache or entry reads as a miss, never as a failure."""
        if self.cache is None:
            return None
        try:
            hit = self.cache.get(key)
            if hit is None:
                return None
            return parse_plan_text(hit if isinstance(hit, str) else bytes(hit).decode("utf-8"))
        except Exception as exc:  # noqa: BLE001 - the cache is an optimisation
            log.warning("planner cache read failed, asking the model: %s", type(exc).__name__)
            return None

    def _store(self, key: str, raw: _LLMPlan) -> None:
        if self.cache is None:
            return
        try:
            self.cache.set(key, raw.model_dump_json(), CACHE_TTL_S)
        except Exception as exc:  # noqa: BLE001 - the cache is an optimisation
            log.warning("planner cache write failed: %s", type(exc).__name__)

    def messages(self, question: str, today: date, locale: str) -> list[dict[str, str]]:
        """The whole planning turn: the system prompt and the current question. Nothing else, ever."""
        return [
            {"role": "system", "content": system_prompt(today, locale, self.prompt_version)},
            {"role": "user", "content": question[:MAX_PLANNER_QUESTION_CHARS]},
        ]

    async def _ask(self, question: str, today: date, locale: str) -> str | None:
        import openai  # imported on first use: see the top of the module

        client = self.endpoint.shared_client()  # kept open: the next turn reuses its connection
        messages = self.messages(question, today, locale)
        try:
            async with asyncio.timeout(self.endpoint.timeout_s):
                completion = await self._create_with_format_fallback(client, messages)
        except TimeoutError:
            raise PlannerError("timeout", f"no plan within {self.endpoint.timeout_s:g} s") from None
        except openai.APITimeoutError:
            raise PlannerError("timeout", f"no plan within {self.endpoint.timeout_s:g} s") from None
        except openai.APIConnectionError:
            raise PlannerError("network", "cannot reach the planner model") from None
        except openai.APIStatusError as exc:
            raise PlannerError("http_error", f"the planner model answered {exc.status_code}") from None
        except openai.OpenAIError as exc:
            raise PlannerError("error", exc.__class__.__name__) from None
        except ValueError:  # a 200 whose body is not JSON (json.JSONDecodeError is a ValueError)
            raise PlannerError("bad_json", "the planner model's answer is not JSON") from None
        self._count(completion)
        return _content_of(completion)

    def _count(self, completion: Any) -> None:
        usage = getattr(completion, "usage", None)
        if self.on_usage is None or usage is None:
            return
        prompt, done = getattr(usage, "prompt_tokens", 0), getattr(usage, "completion_tokens", 0)
        try:
            self.on_usage(prompt if isinstance(prompt, int) else 0, done if isinstance(done, int) else 0)
        except Exception:  # noqa: BLE001 - counting must never cost a plan
            log.warning("planner usage hook failed", exc_info=True)

    async def _create_with_format_fallback(self, client: openai.AsyncOpenAI, messages: list[dict[str, str]]) -> Any:
        """JSON schema first; when the endpoint rejects that response format, JSON mode with the schema attached
        (llama.cpp's server honours it), then plain JSON mode. Any other error ends the attempt."""
        return await create_with_format_fallback(client, model=self.endpoint.model, messages=messages,
                                                 formats=RESPONSE_FORMATS, max_tokens=300)


RESPONSE_FORMATS: tuple[dict[str, Any], ...] = response_formats("search_plan", PLAN_SCHEMA)
_format_rejected = format_rejected


def _content_of(completion: Any) -> str | None:
    """The first choice's text. A body of the wrong shape is an error, never an AttributeError."""
    return content_of(completion, PlannerError)
