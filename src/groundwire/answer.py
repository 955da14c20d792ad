"""Answer a question from a grounded context with any OpenAI-compatible model, streamed."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import openai

from .guard.context import Context
from .errors import UpstreamError
from .llm import LLMEndpoint

ANSWER_TIMEOUT_S = 120.0


def answer_messages(question: str, context: Context) -> list[dict[str, str]]:
    """The context block as the system message, then the question. Nothing else from the user's history."""
    return [{"role": "system", "content": context.to_prompt()}, {"role": "user", "content": question}]


def _without_key(text: str, key: str | None) -> str:
    return text.replace(key, "***") if key and len(key) >= 4 else text


async def answer_stream(
    endpoint: LLMEndpoint, question: str, context: Context, *, stream_to: Any = None
) -> AsyncIterator[str]:
    """Yield the answer's text as it streams; print it to ``stream_to`` (a rich Console) when given."""
    client = endpoint.client(timeout_s=ANSWER_TIMEOUT_S)
    try:
        stream = await client.chat.completions.create(
            model=endpoint.model, messages=answer_messages(question, context), stream=True,  # type: ignore[arg-type]
        )
        async for chunk in stream:
            if not chunk.choices:
                continue
            piece = chunk.choices[0].delta.content or ""
            if piece:
                if stream_to is not None:
                    stream_to.print(piece, end="", highlight=False, markup=False)
                yield piece
        if stream_to is not None:
            stream_to.print()
    except openai.APIStatusError as exc:
        # a model's error may echo the key it was sent ("Incorrect API key provided: sk-..."): never show it
        raise UpstreamError(exc.status_code, _without_key(str(exc.message), endpoint.api_key)[:300]) from None
    except openai.APITimeoutError:
        raise UpstreamError(None, f"timed out after {ANSWER_TIMEOUT_S:g}s ({endpoint.base_url})") from None
    except openai.APIConnectionError:
        raise UpstreamError(None, f"cannot reach {endpoint.base_url}") from None
    finally:
        await client.close()
