"""Typed, frozen settings: defaults here, then the config file, then the environment.

Precedence: environment > config file > defaults. The config file is TOML, found at ``$GROUNDWIRE_CONFIG``, else
``$GROUNDWIRE_HOME/config.toml``, else ``~/.config/groundwire/config.toml``. Example::

    [search]
    count = 5
    budget_s = 5.0
    [providers.brave]
    api_key = "..."          # or BRAVE_API_KEY
    weight = 1.0
    rate_limit = [1, 1.0]    # requests per seconds
    [authority]
    block = ["example-farm.com"]
    [read]
    backend = "direct"       # or "jina" | "tavily" | "exa" (GROUNDWIRE_READ_BACKEND)

Nothing here reads the clock; nothing mutates module globals.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from importlib import resources
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from .errors import ConfigError
from .textsafe import quoted
from .models import Freshness

DEFAULT_COUNT = 5
MAX_COUNT = 20
DEFAULT_BUDGET_S = 5.0
DEFAULT_PRIMARY_BUDGET_S = 3.0
DEFAULT_STRAGGLER_GRACE_S = 1.0
DEFAULT_DEPTH = 2
DEFAULT_MODE = "grounding"
DEFAULT_PER_DOMAIN_CAP = 2
THIN_RESULT_THRESHOLD = 3
DEFAULT_CACHE_TTLS = {"day": 600.0, "week": 3600.0, "month": 6 * 3600.0, "year": 24 * 3600.0, "none": 24 * 3600.0}
KEY_ENV_ALIASES = {"brave": ("BRAVE_API_KEY", "BRAVE_SEARCH_API_KEY")}


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def _check_rate(value: tuple[int, float] | None) -> tuple[int, float] | None:
    if value is not None and (value[0] < 1 or value[1] <= 0):
        raise ValueError("a rate limit is [requests >= 1, per_seconds > 0]")
    return value


class ProviderFileConfig(_Strict):
    api_key: str | None = Field(default=None, repr=False)
    base_url: str | None = None
    weight: float | None = Field(default=None, gt=0, le=10)
    rate_limit: tuple[int, float] | None = None
    max_concurrency: int | None = Field(default=None, ge=1, le=64)
    enabled: bool = True

    _rate = field_validator("rate_limit")(classmethod(lambda cls, v: _check_rate(v)))


class SearchFileConfig(_Strict):
    count: int = Field(default=DEFAULT_COUNT, ge=1, le=MAX_COUNT)
    mode: str = DEFAULT_MODE
    budget_s: float = Field(default=DEFAULT_BUDGET_S, gt=0, le=120)
    primary_budget_s: float = Field(default=DEFAULT_PRIMARY_BUDGET_S, gt=0, le=120)
    straggler_grace_s: float = Field(default=DEFAULT_STRAGGLER_GRACE_S, ge=0, le=60)
    depth: int | None = Field(default=None, ge=1, le=3)
    per_domain_cap: int = Field(default=DEFAULT_PER_DOMAIN_CAP, ge=1, le=20)
    max_retries: int = Field(default=2, ge=0, le=5)
    retry_after_cap_s: float = Field(default=5.0, ge=0, le=120)
    breaker_failures: int = Field(default=3, ge=1, le=100)
    breaker_cooldown_s: float = Field(default=30.0, gt=0, le=3600)
    max_in_flight: int = Field(default=2, ge=0, le=256)  # searches out on remote engines at once per process (cached ones never wait); 0 = no cap


class CacheFileConfig(_Strict):
    enabled: bool = True
    ttl_s: dict[str, float] = Field(default_factory=lambda: dict(DEFAULT_CACHE_TTLS))

    @field_validator("ttl_s")
    @classmethod
    def _known_buckets(cls, value: dict[str, float]) -> dict[str, float]:
        unknown = set(value) - set(DEFAULT_CACHE_TTLS)
        if unknown:
            raise ValueError(f"unknown freshness buckets {sorted(unknown)}")
        negative = sorted(k for k, v in value.items() if not v >= 0)  # also NaN
        if negative:
            raise ValueError(f"a TTL is seconds >= 0 (bad: {', '.join(negative)})")
        return {**DEFAULT_CACHE_TTLS, **value}


class AuthorityFileConfig(_Strict):
    allow: list[str] = Field(default_factory=list)
    block: list[str] = Field(default_factory=list)
    boost: dict[str, float] = Field(default_factory=dict)


class RouteFileConfig(_Strict):
    main: str | None = None  # before ``order``: its validator reads it
    order: list[str] = Field(default_factory=list, validate_default=True)  # empty only beside ``main``
    depth: int = Field(default=DEFAULT_DEPTH, ge=1, le=3)
    local: bool = True
    feeds: bool = False  # ask the local feed store in stage 1 (as day/week-fresh questions always do)
    freshness: str | None = None
    # modes (engines/modes.py): channels run one by one beside the main route; ``main`` names that route
    channels: list[str] = Field(default_factory=list)
    channel_input: Literal["query", "links"] = "query"
    site_fallback: dict[str, str] = Field(default_factory=dict)

    @field_validator("order", mode="after")
    @classmethod
    def _order_or_main(cls, v: list[str], info: Any) -> list[str]:
        if not v and not info.data.get("main"):
            raise ValueError("list at least one engine (an empty order is allowed only beside main = ROUTE)")
        return v

    @field_validator("freshness")
    @classmethod
    def _known_freshness(cls, v: str | None) -> str | None:
        Freshness.parse(v)  # raises ValueError -> a readable ConfigError
        return v


class LLMFileConfig(_Strict):
    base_url: str | None = None
    api_key: str | None = Field(default=None, repr=False)
    model: str | None = None
    timeout_s: float = Field(default=2.5, gt=0, le=60)


class PlanFileConfig(_Strict):
    """Who plans in the proxy when no ``GROUNDWIRE_LLM_*`` planner is configured: ``same`` = the request's own
    upstream and model, ``rules`` = the rule planner only, any other name = that model on the proxy's upstream."""

    model: str = Field(default="same", min_length=1, max_length=200)
    timeout_s: float = Field(default=2.0, gt=0, le=30)


class ReadFileConfig(_Strict):
    enabled: bool = True
    max_pages: int = Field(default=3, ge=0, le=10)
    timeout_s: float = Field(default=4.0, gt=0, le=60)
    budget_s: float = Field(default=6.0, gt=0, le=120)
    max_bytes: int = Field(default=5_000_000, ge=10_000, le=100_000_000)
    allow_private: bool = False
    allow_hosts: list[str] = Field(default_factory=list)
    passages_per_page: int = Field(default=2, ge=1, le=10)
    backend: Literal["direct", "jina", "tavily", "exa"] = "direct"  # who reads pages: see read/backends.py


class ContextFileConfig(_Strict):
    budget_chars: int = Field(default=2000, ge=300, le=100_000)


class ServerFileConfig(_Strict):
    api_keys: list[str] = Field(default_factory=list, repr=False)
    upstream_url: str | None = None
    upstream_key: str | None = Field(default=None, repr=False)
    upstream_models: dict[str, str] = Field(default_factory=dict)  # model -> upstream base URL
    native_search_models: list[str] = Field(default_factory=list)
    context_placement: str = Field(default="system_first", pattern="^(system_first|before_last_user)$")
    sources: str = Field(default="both", pattern="^(both|chunk|field|none)$")
    default_mode: str = Field(default="auto", pattern="^(off|on|auto)$")
    key_rate_limit: tuple[int, float] = (60, 60.0)
    key_daily_searches: int = Field(default=2000, ge=0)
    redis_url: str | None = Field(default=None, repr=False)  # may carry a password
    feeds_pull_interval_s: float = Field(default=1800, ge=0)  # serve pulls subscribed feeds this often (a run with
    #                                                           no feeds does nothing); 0 = off
    cache_cleanup_interval_s: float = Field(default=3600, ge=0)  # serve drops expired cache entries; 0 = off
    max_request_bytes: int = Field(default=10 * 1024 * 1024, ge=0)  # larger bodies get a 413; 0 = no cap

    _rate = field_validator("key_rate_limit")(classmethod(lambda cls, v: _check_rate(v)))


class ToolsFileConfig(_Strict):
    """Tool routing in the proxy (see groundwire.tools): a chat request with more tools than ``route_threshold``
    gets the ``k`` best plus the meta-tool; ``catalogue`` is an optional groundwire-format file annotating tools by
    name (tags, domain, risk, plugin, requires_enable, examples)."""

    route_threshold: int = Field(default=16, ge=0)
    k: int = Field(default=8, ge=1, le=128)
    max_meta_rounds: int = Field(default=2, ge=0, le=5)
    enabled_plugins: list[str] = Field(default_factory=list)
    catalogue: str | None = None
    embed_url: str | None = None
    embed_key: str | None = Field(default=None, repr=False)
    embed_model: str | None = None


class FileConfig(_Strict):
    search: SearchFileConfig = Field(default_factory=SearchFileConfig)
    cache: CacheFileConfig = Field(default_factory=CacheFileConfig)
    authority: AuthorityFileConfig = Field(default_factory=AuthorityFileConfig)
    providers: dict[str, ProviderFileConfig] = Field(default_factory=dict)
    routes: dict[str, RouteFileConfig] = Field(default_factory=dict)
    llm: LLMFileConfig = Field(default_factory=LLMFileConfig)
    plan: PlanFileConfig = Field(default_factory=PlanFileConfig)
    read: ReadFileConfig = Field(default_factory=ReadFileConfig)
    context: ContextFileConfig = Field(default_factory=ContextFileConfig)
    server: ServerFileConfig = Field(default_factory=ServerFileConfig)
    tools: ToolsFileConfig = Field(default_factory=ToolsFileConfig)


@dataclass(frozen=True, slots=True)
class Route:
    name: str
    order: tuple[str, ...]
    depth: int = DEFAULT_DEPTH
    local: bool = True
    freshness: Freshness | None = None
    feeds: bool = False
    channels: tuple[str, ...] = ()
    main: str | None = None
    channel_input: str = "query"
    site_fallback: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Settings:
    """Everything a request needs to know, resolved once. Build with :func:`load_settings`."""

    home: Path
    web_search_enabled: bool = True
    search: SearchFileConfig = field(default_factory=SearchFileConfig)
    cache: CacheFileConfig = field(default_factory=CacheFileConfig)
    authority: AuthorityFileConfig = field(default_factory=AuthorityFileConfig)
    providers: Mapping[str, ProviderFileConfig] = field(default_factory=dict)
    routes: Mapping[str, Route] = field(default_factory=dict)
    llm: LLMFileConfig = field(default_factory=LLMFileConfig)
    plan: PlanFileConfig = field(default_factory=PlanFileConfig)
    read: ReadFileConfig = field(default_factory=ReadFileConfig)
    context: ContextFileConfig = field(default_factory=ContextFileConfig)
    server: ServerFileConfig = field(default_factory=ServerFileConfig)
    tools: ToolsFileConfig = field(default_factory=ToolsFileConfig)
    env: Mapping[str, str] = field(default_factory=dict, repr=False)

    @property
    def state_dir(self) -> Path:
        return self.home / "state"

    @property
    def local_db(self) -> Path:
        return self.home / "local.db"

    @property
    def log_path(self) -> Path:
        return self.home / "log" / "requests.jsonl"

    def provider(self, name: str) -> ProviderFileConfig:
        return self.providers.get(name) or ProviderFileConfig()

    def route(self, mode: str) -> Route:
        try:
            return self.routes[mode]
        except KeyError:
            raise ConfigError(f"unknown mode {quoted(mode)}; known: {', '.join(sorted(self.routes))}") from None

    def with_overrides(self, **changes: Any) -> Settings:
        return replace(self, **changes)


def _default_home(env: Mapping[str, str]) -> Path:
    if env.get("GROUNDWIRE_HOME"):
        return Path(env["GROUNDWIRE_HOME"]).expanduser()
    base = env.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "groundwire"


def _config_path(env: Mapping[str, str], home: Path) -> Path | None:
    if env.get("GROUNDWIRE_CONFIG"):
        return Path(env["GROUNDWIRE_CONFIG"]).expanduser()
    for candidate in (home / "config.toml", Path.home() / ".config" / "groundwire" / "config.toml"):
        if candidate.is_file():
            return candidate
    return None


def read_file_config(path: Path | None) -> FileConfig:
    if path is None:
        return FileConfig()
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ConfigError(f"config file not found: {path}") from None
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"cannot read config file {path}: {exc}") from None
    except RecursionError:  # tomllib recurses per nested array / inline table: 5,000 "[" exhaust the stack
        raise ConfigError(f"cannot read config file {path}: a value is nested too deep") from None
    try:
        return FileConfig.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ConfigError(f"config file {path}: {where}: {first['msg']}") from None


def _validation_message(exc: ValidationError, prefix: tuple[str, ...] = ()) -> str:
    first = exc.errors()[0]
    where = ".".join(str(p) for p in (*prefix, *first["loc"]))
    return f"{where}: {first['msg']}"


def builtin_routes() -> dict[str, Route]:
    source = resources.files(__name__.rpartition(".")[0] + ".engines").joinpath("routes.toml")
    try:
        raw = tomllib.loads(source.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"cannot read routes file {source}: {exc}") from None
    routes: dict[str, Route] = {}
    for name, body in raw.items():
        try:
            routes[name] = _route(name, RouteFileConfig.model_validate(body))
        except ValidationError as exc:
            raise ConfigError(f"routes file {source}: {_validation_message(exc, (name,))}") from None
    check_engine_names(routes, {}, f"routes file {source}")
    return routes


def known_engine_names() -> frozenset[str]:
    """Every engine a route or a ``[providers.*]`` table may name: built-ins and installed plugins."""
    from .engines.providers.registry import known_provider_names  # the registry imports this module

    return frozenset(known_provider_names())


def check_engine_names(routes: Mapping[str, Route], providers: Mapping[str, Any], where: str) -> None:
    """ConfigError naming ``where`` and the key when a route or a provider table names an unknown engine."""
    known = known_engine_names()
    for name in providers:
        if name not in known:
            raise ConfigError(f"{where}: providers.{name}: unknown engine {name!r} (known: {', '.join(sorted(known))})")
    for route in routes.values():
        for engine in route.order:
            if engine not in known:
                raise ConfigError(f"{where}: routes.{route.name}.order: unknown engine {engine!r} "
                                  f"(known: {', '.join(sorted(known))})")


def _route(name: str, cfg: RouteFileConfig) -> Route:
    return Route(name, tuple(cfg.order), cfg.depth, cfg.local, Freshness.parse(cfg.freshness), cfg.feeds,
                 tuple(cfg.channels), cfg.main, cfg.channel_input, dict(cfg.site_fallback))


def _truthy(value: str | None, default: bool = True) -> bool:
    if value is None or value.strip() == "":
        return default
    return value.strip().lower() not in ("0", "false", "no", "off")


def load_settings(env: Mapping[str, str] | None = None, config_path: Path | None = None) -> Settings:
    """Resolve settings from defaults, the config file and ``env`` (default: ``os.environ``)."""
    env = dict(os.environ if env is None else env)
    home = _default_home(env)
    path = config_path or _config_path(env, home)
    file_cfg = read_file_config(path)
    routes = builtin_routes()
    for name, body in file_cfg.routes.items():
        routes[name] = _route(name, body)
    if file_cfg.providers or file_cfg.routes:
        check_engine_names({n: routes[n] for n in file_cfg.routes}, file_cfg.providers, f"config file {path}")
    llm = file_cfg.llm
    llm = llm.model_copy(
        update={
            "base_url": env.get("GROUNDWIRE_LLM_URL") or llm.base_url or env.get("OPENAI_BASE_URL"),
            "api_key": env.get("GROUNDWIRE_LLM_KEY") or llm.api_key or env.get("OPENAI_API_KEY"),
            "model": env.get("GROUNDWIRE_LLM_MODEL") or llm.model,
        }
    )
    server = file_cfg.server
    server = server.model_copy(
        update={
            "upstream_url": env.get("GROUNDWIRE_UPSTREAM_URL") or server.upstream_url,
            "upstream_key": env.get("GROUNDWIRE_UPSTREAM_KEY") or server.upstream_key,
            "redis_url": env.get("GROUNDWIRE_REDIS_URL") or server.redis_url,
            "api_keys": [k.strip() for k in env.get("GROUNDWIRE_API_KEYS", "").split(",") if k.strip()]
            or server.api_keys,
        }
    )
    tools = file_cfg.tools.model_copy(update={
        "embed_url": env.get("GROUNDWIRE_EMBED_URL") or file_cfg.tools.embed_url,
        "embed_key": env.get("GROUNDWIRE_EMBED_KEY") or file_cfg.tools.embed_key,
        "embed_model": env.get("GROUNDWIRE_EMBED_MODEL") or file_cfg.tools.embed_model,
    })
    read = file_cfg.read
    if env.get("GROUNDWIRE_FETCH_ALLOW_HOSTS"):
        hosts = [h.strip() for h in env["GROUNDWIRE_FETCH_ALLOW_HOSTS"].split(",") if h.strip()]
        read = read.model_copy(update={"allow_hosts": hosts})
    if env.get("GROUNDWIRE_READ_BACKEND", "").strip():
        try:
            backend = env["GROUNDWIRE_READ_BACKEND"].strip().lower()
            read = ReadFileConfig.model_validate({**read.model_dump(), "backend": backend})
        except ValidationError:
            raise ConfigError("GROUNDWIRE_READ_BACKEND must be one of direct, jina, tavily, exa") from None
    search = file_cfg.search
    if env.get("GROUNDWIRE_CROSS_CHECK_DEPTH", "").strip():  # how many engines stage 1 runs in parallel
        try:
            search = SearchFileConfig.model_validate(
                {**search.model_dump(), "depth": int(env["GROUNDWIRE_CROSS_CHECK_DEPTH"].strip())})
        except (ValueError, ValidationError):
            raise ConfigError("GROUNDWIRE_CROSS_CHECK_DEPTH must be 1, 2 or 3") from None
    return Settings(
        home=home,
        web_search_enabled=_truthy(env.get("GROUNDWIRE_WEB_SEARCH"), True),
        search=search,
        cache=file_cfg.cache,
        authority=file_cfg.authority,
        providers=dict(file_cfg.providers),
        routes=routes,
        llm=llm,
        plan=file_cfg.plan,
        read=read,
        context=file_cfg.context,
        server=server,
        tools=tools,
        env=env,
    )


def provider_key(settings: Settings, name: str, key_env: str | None) -> str | None:
    """The API key for ``name``: the conventional env var(s) first, then the config file."""
    for var in KEY_ENV_ALIASES.get(name, (key_env,) if key_env else ()):
        if var and settings.env.get(var):
            return settings.env[var].strip()
    return settings.provider(name).api_key


def provider_base_url(settings: Settings, name: str, url_env: str | None, default: str | None) -> str | None:
    """``GROUNDWIRE_<NAME>_URL`` > the provider's conventional URL variable > config file > the real API."""
    override = f"GROUNDWIRE_{name.upper().replace('-', '_')}_URL"
    for var in (override, url_env):
        if var and settings.env.get(var):
            return settings.env[var].strip()
    return settings.provider(name).base_url or default
