"""Rank fusion: URL comparison keys, authority tiers, weighted reciprocal rank fusion.

* :mod:`.urls`       ``normalize_url`` (comparison key), ``registrable_domain``
* :mod:`.authority`  tiers from ``data/authority.toml`` + the user's allow / block / boost lists
* :mod:`.fuse`       ``fuse(lists, engine_weights=..., policy=...) -> FusionResult``
"""

from __future__ import annotations

from .authority import AuthorityPolicy, Tier, classify, default_policy, load_tiers
from .fuse import FusionResult, fuse
from .urls import normalize_url, registrable_domain, url_info

__all__ = [
    "AuthorityPolicy",
    "FusionResult",
    "Tier",
    "classify",
    "default_policy",
    "fuse",
    "load_tiers",
    "normalize_url",
    "registrable_domain",
    "url_info",
]
