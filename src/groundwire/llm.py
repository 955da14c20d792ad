"""The OpenAI-compatible chat client used by the planner and ``ask`` (the official ``openai`` SDK).

Only configuration lives here: base URL, key and model come from :class:`groundwire.config.LLMFileConfig`
(``GROUNDWIRE_LLM_URL`` / ``GROUNDWIRE_LLM_KEY`` / ``GROUNDWIRE_LLM_MODEL``, falling back to ``OPENAI_BASE_URL`` /
``OPENAI_API_KEY``). Retries are off: the planner falls back to rules instead of waiting.
Every client shares one TLS context: building one costs ~20 ms, which would otherwise be paid on every planning
turn (see bench/bench_llm_planner.py). Turns that run on every chat (planning, tool intent) share one open client
per endpoint and event loop (:meth:`LLMEndpoint.shared_client`): a client per turn cost ~3 ms of CPU and a new TCP
(and TLS) connection to the model each time.
"""

from __future__ import annotations

import asyncio
import ssl
import weakref
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

import httpx

from .config import LLMFileConfig
from .errors import ConfigError
from .textsafe import header_safe

if TYPE_CHECKING:  # the SDK takes ~1.3 s to import, so it is imported where a model is called, not here:
    import openai  # commands that never call one (`plan --no-llm`, `when`, `search`) start that much sooner


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

    def check_key(self) -> None:
        """ConfigError when the key cannot go into an HTTP header (the SDK would raise UnicodeEncodeError on every
        call); commands that need the model call it before any work, the proxy when it starts."""
        if not header_safe(self.api_key):
            raise ConfigError("the model key is not plain ASCII text, so no HTTP header can carry it (check "
                              "GROUNDWIRE_LLM_KEY, [llm] api_key or OPENAI_API_KEY)")

    def client(
        self, *, timeout_s: float | None = None, http_client: httpx.AsyncClient | None = None
    ) -> openai.AsyncOpenAI:
        """A new SDK client (close it after use). Without ``http_client`` it gets one on the shared TLS context."""
        import openai  # imported on first use: see the top of the module

        self.check_key()
        timeout = timeout_s if timeout_s is not None else self.timeout_s
        if http_client is None:
            http_client = openai.DefaultAsyncHttpxClient(verify=shared_ssl_context(), timeout=timeout)
        return openai.AsyncOpenAI(
            base_url=self.base_url,
            api_key=self.api_key,
            timeout=timeout,
            max_retries=0,
            http_client=http_client,
        )

    def shared_client(self) -> openai.AsyncOpenAI:
        """An open SDK client for this endpoint, shared by every turn on the running event loop (never close it:
        its connections are reused by the next turn). Clients are per loop because their connections are."""
        per_loop = _shared.setdefault(asyncio.get_running_loop(), {})
        key = (self.base_url, self.api_key, self.timeout_s)
        client = per_loop.get(key)
        if client is None or client.is_closed():
            while len(per_loop) >= MAX_SHARED_CLIENTS:  # an unusual spread of endpoints: forget the oldest
                per_loop.pop(next(iter(per_loop)))
            client = per_loop[key] = self.client()
        return client


MAX_SHARED_CLIENTS = 16  # per event loop: one per (model server, key, timeout) a proxy plans with

_shared: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, dict[tuple[str, str, float], openai.AsyncOpenAI]] = (
    weakref.WeakKeyDictionary())


@cache
def shared_ssl_context() -> ssl.SSLContext:
    """The SDK's own default TLS context (same trust store as an unconfigured client), built once per process."""
    try:
        from httpx2 import create_ssl_context  # the HTTP stack the openai SDK ships with
    except ImportError:  # an SDK on plain httpx
        from httpx import create_ssl_context
    return create_ssl_context()
