"""DuckDuckGo (and friends) through the ``ddgs`` library: keyless, scraped, best effort.

A :class:`DirectProvider`: ddgs does its own HTTP, synchronously, so it runs in a worker thread. ``backend``
defaults to ddgs' ``"auto"`` (DuckDuckGo plus its sibling scrapers, which keeps keyless search working when one
of them blocks us); pass ``backend="duckduckgo"`` for DuckDuckGo only. The DDGS class is injectable
(``ddgs_factory``) so tests can stand in for the library.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, ClassVar
from urllib.parse import parse_qs, urlsplit

from ddgs import DDGS
from ddgs.exceptions import DDGSException, RatelimitException, TimeoutException

from ...errors import (
    MalformedResponseError,
    ProviderError,
    ProviderTimeoutError,
    RateLimitError,
    UpstreamUnavailableError,
)
from ...models import Freshness, Hit, PlannedQuery, SearchOptions
from .base import Capabilities, Credentials, DirectProvider, language_tag, make_hits, query_text

TIMELIMIT = {Freshness.DAY: "d", Freshness.WEEK: "w", Freshness.MONTH: "m", Freshness.YEAR: "y"}
REGIONS = {"zh": "cn-zh", "en": "us-en"}


def direct_url(href: Any) -> Any:
    """Unwrap DuckDuckGo's ``//duckduckgo.com/l/?uddg=<target>`` redirect links; other values pass through."""
    if not isinstance(href, str) or "uddg=" not in href:
        return href
    parts = urlsplit(href if "://" in href else "https:" + href)
    if not parts.netloc.endswith("duckduckgo.com"):
        return href
    target = parse_qs(parts.query).get("uddg")
    return target[0] if target else href


def region(language: str | None) -> str:
    """``zh`` -> ``cn-zh``, ``en`` -> ``us-en``, anything else -> ``wt-wt`` (no region)."""
    lang = language_tag(language)
    return REGIONS.get(lang.split("-")[0], "wt-wt") if lang else "wt-wt"


class DuckDuckGoProvider(DirectProvider):
    capabilities: ClassVar[Capabilities] = Capabilities(
        name="duckduckgo",
        needs_key=False,
        default_base_url=None,
        max_results=20,
        rate_limit=(1, 2.0),  # unofficial and blocked per IP; no documented limit, so stay gentle
        max_concurrency=1,
        weight=0.7,
    )

    def __init__(
        self, ddgs_factory: Callable[..., Any] | None = None, *, backend: str = "auto", timeout: int = 8
    ) -> None:
        self._factory = ddgs_factory or DDGS
        self.backend = backend
        self.timeout = timeout

    def _text(self, text: str, kwargs: dict[str, Any]) -> Any:
        return self._factory(timeout=self.timeout).text(text, **kwargs)

    async def search(self, query: PlannedQuery, opts: SearchOptions, creds: Credentials) -> list[Hit]:
        text = query_text(query)
        count = self.count_for(opts)
        kwargs: dict[str, Any] = {
            "region": region(query.language),
            "safesearch": "moderate" if opts.safe else "off",
            "timelimit": TIMELIMIT[query.freshness] if query.freshness else None,
            "max_results": count,
            "backend": self.backend,
        }
        try:
            rows = await asyncio.to_thread(self._text, text, kwargs)
        except RatelimitException as exc:
            raise RateLimitError(self.name, f"rate limited: {exc}"[:200]) from None
        except TimeoutException as exc:
            raise ProviderTimeoutError(self.name, f"timed out: {exc}"[:200]) from None
        except DDGSException as exc:
            if "no results found" in str(exc).lower():
                return []
            raise UpstreamUnavailableError(self.name, str(exc)[:200] or "ddgs failed") from None
        except ProviderError:
            raise
        except Exception as exc:  # ddgs' HTTP stack may raise anything; never let it escape untyped
            raise UpstreamUnavailableError(self.name, f"{exc.__class__.__name__}: {exc}"[:200]) from None
        if rows is None:
            return []
        if not isinstance(rows, list):
            raise MalformedResponseError(self.name, f"ddgs returned {type(rows).__name__}, expected a list")
        return make_hits(
            self.name,
            [(direct_url(r.get("href")), r.get("title"), r.get("body"), None, None) for r in rows if isinstance(r, dict)],
            count,
        )


PROVIDER = DuckDuckGoProvider()
