"""The LLM planner: one small, isolated turn to any OpenAI-compatible endpoint.

It sees only the current question, today's date and the user's locale — never history, notes or attachments.
It asks for a JSON-schema response, falls back to JSON mode when the endpoint rejects schemas, repairs near-JSON
(json-repair), validates with pydantic, then applies the rule planner's time grounding to every query.
Every failure raises :class:`PlannerError` with a short reason; :func:`groundwire.plan.planner.make_plan` turns
that into a rule-planner fallback and traces the reason.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from dataclasses import dataclass
from datetime import date
from importlib import resources
from typing import Any

import json_repair
import openai
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from ..errors import PlannerError
from ..llm import LLMEndpoint
from ..models import Freshness, PlannedQuery
from ..timeframe import resolve
from .types import Plan

PROMPT_VERSION = "v1"
MAX_QUERY_CHARS = 200


def prompt_template(version: str = PROMPT_VERSION) -> str:
    return resources.files("groundwire.plan").joinpath(f"prompt_{version}.txt").read_text(encoding="utf-8")


def system_prompt(today: date, locale: str, version: str = PROMPT_VERSION) -> str:
    return prompt_template(version).format(
        today=today.isoformat(), weekday=today.strftime("%A"), locale=locale, year=today.year
    )


class _LLMQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")
    query: str = Field(min_length=1, max_length=MAX_QUERY_CHARS)
    freshness: str | None = None
    language: str | None = Field(default=None, max_length=12)

    @field_validator("query")
    @classmethod
    def _strip(cls, v: str) -> str:
        v = " ".join(v.split())
        if not v:
            raise ValueError("empty query")
        return v

    @field_validator("freshness")
    @classmethod
    def _fresh(cls, v: str | None) -> str | None:
        return Freshness.parse(v).value if Freshness.parse(v) else None


class _LLMPlan(BaseModel):
    model_config = ConfigDict(extra="ignore", populate_by_name=True)
    needsSearch: bool
    queries: list[_LLMQuery] = Field(default_factory=list, max_length=2)
    intent: str | None = None
    entities: list[str] = Field(default_factory=list)


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
    if content is None or not content.strip():
        raise PlannerError("empty", "the model returned no content")
    text = content.strip()
    if text.startswith("```"):
        text = text.strip("`")
        text = text.split("\n", 1)[1] if "\n" in text else text
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        data = json_repair.loads(text)
    if not isinstance(data, dict):
        raise PlannerError("bad_json", "the model did not return a JSON object")
    try:
        plan = _LLMPlan.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise PlannerError("invalid_plan", f"{'.'.join(map(str, first['loc']))}: {first['msg']}") from None
    if plan.needsSearch and not plan.queries:
        raise PlannerError("invalid_plan", "needsSearch is true but there are no queries")
    return plan


def ground_plan(raw: _LLMPlan, question: str, today: date, tz: Any = None) -> Plan:
    """Apply the rule planner's time grounding to the LLM's queries."""
    queries: list[PlannedQuery] = []
    question_time = resolve(question, today, tz)
    time_range = question_time.time_range
    for q in raw.queries:
        grounded = resolve(q.query, today, tz)
        freshness = Freshness.parse(q.freshness) or grounded.freshness or question_time.freshness
        queries.append(PlannedQuery(grounded.rewritten or q.query, freshness, q.language,
                                    grounded.time_range or time_range))
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


@dataclass
class LLMPlanner:
    endpoint: LLMEndpoint
    cache: Any = None  # anything with get(key) / set(key, value, ttl_s); plans are cached per question and date
    prompt_version: str = PROMPT_VERSION

    def _cache_key(self, question: str, today: date, locale: str) -> str:
        raw = json.dumps([self.prompt_version, self.endpoint.base_url, self.endpoint.model, question, today.isoformat(),
                          locale], ensure_ascii=False)
        return "plan:" + hashlib.sha256(raw.encode()).hexdigest()

    async def plan(self, question: str, *, today: date, locale: str = "en", tz: Any = None) -> Plan:
        key = self._cache_key(question, today, locale)
        if self.cache is not None:
            hit = self.cache.get(key)
            if hit is not None:
                try:
                    raw = parse_plan_text(hit if isinstance(hit, str) else hit.decode())
                    return ground_plan(raw, question, today, tz)
                except PlannerError:
                    pass
        content = await self._ask(question, today, locale)
        raw = parse_plan_text(content)
        if self.cache is not None:
            self.cache.set(key, raw.model_dump_json(), 24 * 3600.0)
        return ground_plan(raw, question, today, tz)

    def messages(self, question: str, today: date, locale: str) -> list[dict[str, str]]:
        """The whole planning turn: the system prompt and the current question. Nothing else, ever."""
        return [
            {"role": "system", "content": system_prompt(today, locale, self.prompt_version)},
            {"role": "user", "content": question},
        ]

    async def _ask(self, question: str, today: date, locale: str) -> str | None:
        client = self.endpoint.client()
        messages = self.messages(question, today, locale)
        schema_format = {"type": "json_schema", "json_schema": {"name": "search_plan", "schema": PLAN_SCHEMA}}
        try:
            async with asyncio.timeout(self.endpoint.timeout_s):
                try:
                    completion = await client.chat.completions.create(
                        model=self.endpoint.model, messages=messages, temperature=0, max_tokens=300,
                        response_format=schema_format,  # type: ignore[arg-type]
                    )
                except openai.BadRequestError:
                    # The endpoint does not support JSON schema: ask for plain JSON mode instead.
                    completion = await client.chat.completions.create(
                        model=self.endpoint.model, messages=messages, temperature=0, max_tokens=300,
                        response_format={"type": "json_object"},
                    )
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
        finally:
            await client.close()
        if not completion.choices:
            raise PlannerError("empty", "no choices in the answer")
        message = completion.choices[0].message
        if getattr(message, "refusal", None):
            raise PlannerError("refusal", "the model refused to plan")
        return message.content
