"""Which engines exist and whether each one can be called right now.

Built-ins are registered by name exactly like plugins: a plugin package exposes an entry point in the group
``groundwire.engines.providers`` whose object is either a :class:`Provider` instance or a callable ``(settings) -> Provider``
(after simonw/llm's plugin discovery).
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import entry_points
from typing import Any

from ...config import Settings, provider_base_url, provider_key
from ...errors import ConfigError
from ...textsafe import header_safe, quoted
from .base import Credentials, HttpProvider, Provider

ENTRY_POINT_GROUP = "groundwire.providers"

# name -> "module:attribute"; the attribute is a Provider instance or a factory taking Settings.
BUILTINS: dict[str, str] = {
    "brave": "groundwire.engines.providers.brave:PROVIDER",
    "exa": "groundwire.engines.providers.exa:PROVIDER",
    "tavily": "groundwire.engines.providers.tavily:PROVIDER",
    "searxng": "groundwire.engines.providers.searxng:PROVIDER",
    "serper": "groundwire.engines.providers.serper:PROVIDER",
    "jina": "groundwire.engines.providers.jina:PROVIDER",
    "duckduckgo": "groundwire.engines.providers.duckduckgo:PROVIDER",
    "local": "groundwire.engines.providers.localkb:from_settings",
    "rss": "groundwire.engines.providers.rss:from_settings",
    "arxiv": "groundwire.engines.providers.arxiv:PROVIDER",
    "openalex": "groundwire.engines.providers.openalex:PROVIDER",
    "semanticscholar": "groundwire.engines.providers.semanticscholar:PROVIDER",
    "hackernews": "groundwire.engines.providers.hackernews:PROVIDER",
    "reddit": "groundwire.engines.providers.reddit:PROVIDER",
    "github": "groundwire.engines.providers.github:PROVIDER",
    "stackexchange": "groundwire.engines.providers.stackexchange:PROVIDER",
    "wayback": "groundwire.engines.providers.wayback:PROVIDER",
}


def _resolve(target: object, settings: Settings) -> Provider:
    if isinstance(target, Provider):
        return target
    if callable(target):
        made = target(settings)
        if isinstance(made, Provider):
            return made
    raise ConfigError(f"{target!r} is not a groundwire provider")


def _load_reference(ref: str) -> object:
    module_name, _, attr = ref.partition(":")
    return getattr(importlib.import_module(module_name), attr)


@functools.cache
def _plugin_entry_points() -> tuple[Any, ...]:
    """Installed plugins do not change while a process runs: scan the installed packages once (about 25 ms), not on
    every settings load and registry."""
    return tuple(entry_points(group=ENTRY_POINT_GROUP))


def known_provider_names() -> list[str]:
    names = list(BUILTINS)
    for ep in _plugin_entry_points():
        if ep.name not in names:
            names.append(ep.name)
    return names


@dataclass(frozen=True, slots=True)
class Availability:
    provider: Provider | None
    credentials: Credentials | None
    reason: str  # "" when callable, else why it is skipped


class ProviderRegistry:
    """Loads providers lazily and says, for each, whether it is configured."""

    def __init__(self, settings: Settings, extra: dict[str, Provider | Callable[[Settings], Provider]] | None = None):
        self._settings = settings
        self._extra = dict(extra or {})
        self._loaded: dict[str, Provider] = {}
        self._names: list[str] | None = None
        self._availability: dict[str, Availability] = {}

    def names(self) -> list[str]:
        if self._names is None:  # entry-point discovery scans installed packages: do it once
            self._names = known_provider_names() + [n for n in self._extra if n not in BUILTINS]
        return self._names

    def get(self, name: str) -> Provider:
        if name in self._loaded:
            return self._loaded[name]
        if name in self._extra:
            provider = _resolve(self._extra[name], self._settings)
        elif name in BUILTINS:
            provider = _resolve(_load_reference(BUILTINS[name]), self._settings)
        else:
            matches = [ep for ep in _plugin_entry_points() if ep.name == name]
            if not matches:
                raise ConfigError(f"unknown provider {quoted(name)}; known: {', '.join(self.names())}")
            provider = _resolve(matches[0].load(), self._settings)
        self._loaded[name] = provider
        return provider

    def availability(self, name: str) -> Availability:
        """Whether ``name`` can be called, with its credentials, or the reason it is skipped. Settings are frozen,
        so the answer is computed once per registry."""
        if name not in self._availability:
            self._availability[name] = self._availability_of(name)
        return self._availability[name]

    def _availability_of(self, name: str) -> Availability:
        try:
            provider = self.get(name)
        except ConfigError as exc:
            return Availability(None, None, str(exc))
        except ImportError as exc:  # an optional library is missing
            return Availability(None, None, f"cannot load: {exc}")
        caps = provider.capabilities
        file_cfg = self._settings.provider(name)
        if not file_cfg.enabled:
            return Availability(provider, None, "disabled in config")
        key = provider_key(self._settings, name, caps.key_env)
        base_url = provider_base_url(self._settings, name, caps.url_env, caps.default_base_url)
        creds = Credentials(api_key=key, base_url=base_url)
        if caps.needs_key and not key:
            return Availability(provider, None, f"no API key (set {caps.key_env})")
        if key and not header_safe(key):  # bytes from a mis-encoded env var or file
            return Availability(provider, None, f"the API key is not plain ASCII text, so no HTTP header can carry "
                                                f"it (check {caps.key_env or 'the key'} or providers.{name}.api_key)")
        if isinstance(provider, HttpProvider) and not base_url:  # a library or local provider needs no URL
            return Availability(provider, None, f"no instance URL (set {caps.url_env or caps.base_url_env})")
        return Availability(provider, creds, "")
