"""Engines: the search-engine adapters (providers/), engine routing with fallback and the per-call executor
(router.py), and the routes as data (routes.toml)."""
