"""The one exception tree of groundwire.

::

    GroundwireError
    ├── ConfigError                 bad configuration (unknown provider, bad value, unreadable file)
    ├── UsageError                  bad input from a caller (empty query, count out of range)
    ├── ProviderError               an engine call failed; ``provider`` and ``kind`` say which and how
    │   ├── NotConfiguredError      no key / no URL: the engine is skipped, never called   kind="not_configured"
    │   ├── AuthError               401/403/422-bad-key                                     kind="auth"
    │   ├── QuotaError              credits or monthly quota exhausted (402, 432, 433 ...)  kind="quota"
    │   ├── RateLimitError          429; ``retry_after`` seconds when the engine said so    kind="rate_limit"
    │   ├── BadRequestError         the engine rejected our parameters (400/422)            kind="bad_request"
    │   ├── MalformedResponseError  the body is not what the wire format promises           kind="malformed"
    │   ├── UpstreamUnavailableError 5xx, connection refused/reset, DNS failure             kind="unavailable"
    │   ├── ProviderTimeoutError    the engine did not answer in time                       kind="timeout"
    │   ├── CircuitOpenError        the breaker is open; not called                         kind="circuit_open"
    │   └── BlockedError            CAPTCHA / bot wall / anomaly page                       kind="blocked"
    ├── FetchError                  deep-read could not fetch a page; ``url`` and ``reason``
    │   └── UnsafeURLError          refused before connecting (scheme, private address, metadata host)
    ├── PlannerError                the LLM planner failed (the rule planner takes over)
    ├── ResearchError               deep research cannot go on (model down or junk); ``reason``; state is kept
    └── UpstreamError               the answering model failed; ``status`` kept (None: nothing answered)

Search that finds nothing or fails everywhere is not an exception: ``SearchResponse.status`` says ``no_results`` or
``unavailable`` and the trace says why.

Retryable provider errors (``retryable = True``) are rate limits, timeouts and unavailability. Only those, plus
malformed payloads, count against the circuit breaker; auth and bad-request errors are the caller's problem.
"""

from __future__ import annotations


class GroundwireError(Exception):
    """Base of every error groundwire raises on purpose."""


class ConfigError(GroundwireError):
    pass


class UsageError(GroundwireError):
    pass


class ProviderError(GroundwireError):
    kind = "error"
    retryable = False
    counts_for_breaker = False

    def __init__(self, provider: str, message: str, *, status: int | None = None) -> None:
        super().__init__(f"{provider}: {message}")
        self.provider = provider
        self.message = message
        self.status = status


class NotConfiguredError(ProviderError):
    kind = "not_configured"


class AuthError(ProviderError):
    kind = "auth"


class QuotaError(ProviderError):
    kind = "quota"


class RateLimitError(ProviderError):
    kind = "rate_limit"
    retryable = True
    counts_for_breaker = True

    def __init__(
        self, provider: str, message: str, *, status: int | None = 429, retry_after: float | None = None
    ) -> None:
        super().__init__(provider, message, status=status)
        self.retry_after = retry_after


class BadRequestError(ProviderError):
    kind = "bad_request"


class MalformedResponseError(ProviderError):
    kind = "malformed"
    counts_for_breaker = True


class UpstreamUnavailableError(ProviderError):
    kind = "unavailable"
    retryable = True
    counts_for_breaker = True


class ProviderTimeoutError(ProviderError):
    kind = "timeout"
    retryable = True
    counts_for_breaker = True


class CircuitOpenError(ProviderError):
    kind = "circuit_open"


class BlockedError(ProviderError):
    kind = "blocked"
    counts_for_breaker = True


class FetchError(GroundwireError):
    def __init__(self, url: str, reason: str) -> None:
        super().__init__(f"{url}: {reason}")
        self.url = url
        self.reason = reason


class UnsafeURLError(FetchError):
    pass


class PlannerError(GroundwireError):
    def __init__(self, reason: str, message: str = "") -> None:
        super().__init__(f"{reason}: {message}" if message else reason)
        self.reason = reason


class UpstreamError(GroundwireError):
    """``status`` is the upstream's HTTP status, or ``None`` when nothing answered (connection failed)."""

    def __init__(self, status: int | None, body: object) -> None:
        detail = f": {body}" if isinstance(body, str) and body else ""
        super().__init__(f"the model answered HTTP {status}{detail}" if status is not None
                         else f"no answer from the model{detail}")
        self.status = status
        self.body = body


class ResearchError(GroundwireError):
    """Deep research stopped: ``reason`` is model_unavailable, bad_plan, no_state, busy ... The work done so far
    stays under the output directory for ``--resume``."""

    def __init__(self, reason: str, message: str = "") -> None:
        super().__init__(f"{reason}: {message}" if message else reason)
        self.reason = reason
