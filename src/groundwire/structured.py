"""Structured calls to an OpenAI-compatible model: ask for a JSON schema, fall back, repair, parse.

Shared by the LLM planner (:mod:`groundwire.decide.plan.llm`) and deep research (:mod:`groundwire.research`).
The request asks for ``response_format: json_schema`` first; when the endpoint rejects that format it retries with
JSON mode carrying the schema (llama.cpp's server honours it), then plain JSON mode. The answer's text is taken from
the first choice (a body of the wrong shape is an error, never an AttributeError), ``<think>`` preambles and code
fences are stripped and near-JSON is repaired with json-repair. Every failure is raised through the caller's
``fail(reason, message)`` factory so each caller keeps its own exception type and reasons
(``bad_response``, ``empty``, ``refusal``, ``bad_json``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import json_repair

if TYPE_CHECKING:  # the SDK takes ~1.3 s to import, so it is imported where a model is called, not here:
    import openai  # commands that never call one (`plan --no-llm`, `when`, `search`) start that much sooner

Fail = Callable[[str, str], Exception]
THINK = re.compile(r"<think>.*?(?:</think>|$)", re.DOTALL | re.IGNORECASE)  # reasoning models' preamble


def response_formats(name: str, schema: dict[str, Any]) -> tuple[dict[str, Any], ...]:
    """The formats to try, strictest first."""
    return (
        {"type": "json_schema", "json_schema": {"name": name, "schema": schema}},
        {"type": "json_object", "schema": schema},
        {"type": "json_object"},
    )


def format_rejected(exc: openai.APIStatusError) -> bool:
    """Did the endpoint refuse the *response format* (rather than fail)? OpenAI-style servers answer 400/422;
    llama.cpp's server answers 500 with the format named in its message."""
    if exc.status_code in (400, 422):
        return True
    text = str(getattr(exc, "message", "") or exc).lower()
    return exc.status_code == 500 and any(w in text for w in ("response_format", "json_schema", "schema"))


async def create_with_format_fallback(
    client: openai.AsyncOpenAI,
    *,
    model: str,
    messages: list[dict[str, str]],
    formats: Sequence[dict[str, Any]],
    max_tokens: int,
    temperature: float = 0,
    accepted: Callable[[int], None] | None = None,
) -> Any:
    """One completion, trying ``formats`` in order while the endpoint rejects the format. Any other error ends
    the attempt and propagates (the openai SDK's exception types). ``accepted(i)`` learns which format worked, so
    a caller making many calls can start from it next time."""
    import openai  # imported on first use: see the top of the module

    last: openai.APIStatusError | None = None
    for index, response_format in enumerate(formats):
        try:
            completion = await client.chat.completions.create(
                model=model, messages=messages, temperature=temperature, max_tokens=max_tokens,  # type: ignore[arg-type]
                response_format=response_format,  # type: ignore[arg-type]
            )
        except openai.APIStatusError as exc:
            if not format_rejected(exc):
                raise
            last = exc
            continue
        if accepted is not None:
            accepted(index)
        return completion
    assert last is not None
    raise last


def content_of(completion: Any, fail: Fail) -> str | None:
    """The first choice's text."""
    choices = getattr(completion, "choices", None)
    if not isinstance(choices, list):
        raise fail("bad_response", "the answer has no list of choices")
    if not choices:
        raise fail("empty", "no choices in the answer")
    message = getattr(choices[0], "message", None)
    if message is None:
        raise fail("bad_response", "the first choice has no message")
    if getattr(message, "refusal", None):
        raise fail("refusal", "the model refused")
    content = getattr(message, "content", None)
    if content is not None and not isinstance(content, str):
        raise fail("bad_response", "the message content is not text")
    return content


def usage_of(completion: Any) -> tuple[int, int]:
    """(prompt_tokens, completion_tokens) as the endpoint reported them; (0, 0) when it did not."""
    usage = getattr(completion, "usage", None)
    prompt = getattr(usage, "prompt_tokens", 0) if usage is not None else 0
    done = getattr(usage, "completion_tokens", 0) if usage is not None else 0
    return (prompt if isinstance(prompt, int) else 0, done if isinstance(done, int) else 0)


def parse_json_object(content: str | None, fail: Fail, *, what: str = "an answer") -> dict[str, Any]:
    """Content -> a JSON object. Near-JSON (code fences, trailing commas, single quotes) is repaired."""
    if content is None or not content.strip():
        raise fail("empty", "the model returned no content")
    text = THINK.sub("", content).strip()
    if not text:
        raise fail("empty", f"the model returned no {what}")
    if text.startswith("```"):
        text = text.strip("`")
        text = text.split("\n", 1)[1] if "\n" in text else text
    try:
        data = json.loads(text)
    except RecursionError:  # nested 10,000 deep: no object a caller could use, and json-repair would recurse too
        data = None
    except json.JSONDecodeError:
        try:
            data = json_repair.loads(text)
        except Exception:  # noqa: BLE001 - json-repair on hostile text: any failure is just "not JSON"
            data = None
    if not isinstance(data, dict):
        raise fail("bad_json", "the model did not return a JSON object")
    return data
