"""The OpenAI-compatible chat client used by the planner and ``ask`` (the official ``openai`` SDK).

Only configuration lives here: base URL, key and model come from :class:`groundwire.config.LLMFileConfig`
(``GROUNDWIRE_LLM_URL`` / ``GROUNDWIRE_LLM_KEY`` / ``GROUNDWIRE_LLM_MODEL``, falling back to ``OPENAI_BASE_URL`` /
``OPENAI_API_KEY``). Retries are off: the planner falls back to rules instead of waiting.
"""

from __future__ import annotations

from dataclasses import dataclass

import httpx
import openai

from .config import LLMFileConfig


@dataclass(frozen=True, slots=True)
class LLMEndpoint:
    base_url: str
    api_key: str
    model: str
    timeout_s: float = 2.5

    def __repr__(self) -> str:  # never show the key
        return f"LLMEndpoint(base_url={self.base_url!r}, model={self.model!r}, timeout_s={self.timeout_s})"

    @classmethod
    def from_config(cls, cfg: LLMFileConfig) -> LLMEndpoint | None:
        """``None`` when no model is configured (then the rule planner is used and ``ask`` prints context)."""
        if not cfg.base_url or not cfg.model:
            return None
        return cls(cfg.base_url.rstrip("/"), cfg.api_key or "not-needed", cfg.model, cfg.timeout_s)

    def client(self, *, timeout_s: float | None = None, http_client: httpx.AsyncClient | None = None) -> openai.AsyncOpenAI:
        return openai.AsyncOpenAI(
            base_url=self.base_url,
            api_key=self.api_key,
            timeout=timeout_s if timeout_s is not None else self.timeout_s,
            max_retries=0,
            http_client=http_client,
        )
