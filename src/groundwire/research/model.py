"""The research model: structured calls (see :mod:`groundwire.structured`) under the run's budget.

A bad answer (not JSON, wrong shape, refusal, empty) is retried once; after that the call returns ``None`` and the
step degrades (the report says so). A model that cannot be reached, times out or answers an HTTP error stops the
run with :class:`ResearchError` (``model_unavailable``) after the SDK's own retries: state is kept for
``--resume``. The schema name sent in ``response_format`` is ``research_<task>`` so a log (or the test emulator)
can tell the steps apart.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any, TypeVar

import openai
from pydantic import BaseModel, ValidationError

from ..errors import ResearchError
from ..llm import LLMEndpoint
from ..structured import content_of, create_with_format_fallback, parse_json_object, response_formats, usage_of
from .answers import ANSWERS, SCHEMAS
from .budget import Budget

log = logging.getLogger(__name__)
T = TypeVar("T", bound=BaseModel)
RETRIES = 2
MAX_TOKENS = {"plan": 1200, "extract": 1500, "write": 1500, "summary": 800, "reflect": 1000, "verify": 300}


class _BadAnswer(Exception):
    def __init__(self, reason: str, message: str = "") -> None:
        super().__init__(f"{reason}: {message}" if message else reason)
        self.reason = reason


class ResearchModel:
    """One client for the whole run (close with :meth:`aclose`)."""

    def __init__(self, endpoint: LLMEndpoint, budget: Budget, *, timeout_s: float,
                 note: Callable[..., None] | None = None) -> None:
        self.endpoint = endpoint
        self.budget = budget
        self.timeout_s = timeout_s
        self.note = note or (lambda *a, **k: None)
        self._format = 0  # the first response format the endpoint accepted: later calls start there
        # unlike the planner (which falls back to rules at once), research waits for its model: the SDK retries a
        # dropped keep-alive connection, 429 and 5xx twice with backoff before the run stops
        self._client = endpoint.client(timeout_s=timeout_s).with_options(max_retries=RETRIES)

    def _accepted(self, index: int) -> None:
        self._format = max(self._format, index)

    async def aclose(self) -> None:
        await self._client.close()

    async def ask(self, task: str, system: str, user: str) -> Any | None:
        """The validated answer for ``task`` (see :data:`ANSWERS`), or None after two bad answers.
        Raises BudgetExhausted (no call made) or ResearchError (model unavailable)."""
        answer_type = ANSWERS[task]
        messages = [{"role": "system", "content": system}, {"role": "user", "content": user}]
        formats = response_formats(f"research_{task}", SCHEMAS[task])
        last = ""
        for attempt in (1, 2):
            self.budget.take_call()
            try:
                return await self._one(task, messages, formats, answer_type)
            except _BadAnswer as exc:
                last = str(exc)
                self.note("model", task=task, attempt=attempt, bad_answer=exc.reason, detail=str(exc)[:200])
        self.note("model", task=task, degraded=True, detail=last[:200])
        return None

    async def _one(self, task: str, messages: list[dict[str, str]], formats: Any, answer_type: type[T]) -> T:
        try:
            async with asyncio.timeout(self.timeout_s):
                start = self._format
                completion = await create_with_format_fallback(
                    self._client, model=self.endpoint.model, messages=messages, formats=formats[start:],
                    max_tokens=MAX_TOKENS.get(task, 1000), accepted=lambda i: self._accepted(start + i))
        except (TimeoutError, openai.APITimeoutError):
            raise ResearchError("model_unavailable", f"no answer within {self.timeout_s:g} s ({task})") from None
        except openai.APIConnectionError:
            raise ResearchError("model_unavailable",
                                f"cannot reach the model at {self.endpoint.base_url} ({task})") from None
        except openai.APIStatusError as exc:
            raise ResearchError("model_unavailable", f"the model answered HTTP {exc.status_code} ({task})") from None
        except openai.OpenAIError as exc:
            raise ResearchError("model_unavailable", f"{exc.__class__.__name__} ({task})") from None
        except ValueError:  # a 200 whose body is not JSON
            raise _BadAnswer("bad_json", "the body is not JSON") from None
        self.budget.add_tokens(*usage_of(completion))
        data = parse_json_object(content_of(completion, _BadAnswer), _BadAnswer)
        try:
            return answer_type.model_validate(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            raise _BadAnswer("invalid", f"{'.'.join(map(str, first['loc']))}: {first['msg']}") from None


def endpoint_or_error(endpoint: LLMEndpoint | None) -> LLMEndpoint:
    if endpoint is None:
        from ..errors import ConfigError

        raise ConfigError("deep research needs a model: set GROUNDWIRE_LLM_URL and GROUNDWIRE_LLM_MODEL "
                          "(and GROUNDWIRE_LLM_KEY if the endpoint wants one)")
    return endpoint
