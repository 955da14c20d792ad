"""Optional semantic retrieval through an OpenAI-compatible embeddings endpoint (``GROUNDWIRE_EMBED_URL`` /
``GROUNDWIRE_EMBED_KEY`` / ``GROUNDWIRE_EMBED_MODEL``). Tool vectors are computed once per catalogue (keyed by its
fingerprint, a bounded in-memory cache); each request costs one embedding call. Any failure leaves routing lexical
(the plan's ``retrieval`` says ``bm25``)."""

from __future__ import annotations

import logging
import math
from collections import OrderedDict
from typing import Any

from .catalogue import Catalogue

log = logging.getLogger("groundwire.tools")

EMBED_WEIGHT = 1.0  # cosine similarity is added to the lexical score (best = 1) with this weight
CACHE_CATALOGUES = 16


def _unit(v: list[float]) -> list[float]:
    norm = math.sqrt(sum(x * x for x in v)) or 1.0
    return [x / norm for x in v]


class EmbeddingIndex:
    def __init__(self, base_url: str, model: str, api_key: str | None = None, timeout_s: float = 5.0,
                 http_client: Any = None) -> None:
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.api_key = api_key or "not-needed"
        self.timeout_s = timeout_s
        self.http_client = http_client
        self._vectors: OrderedDict[str, list[list[float]]] = OrderedDict()

    def __repr__(self) -> str:  # never show the key
        return f"EmbeddingIndex(base_url={self.base_url!r}, model={self.model!r})"

    @classmethod
    def from_config(cls, cfg: Any) -> EmbeddingIndex | None:
        if not cfg.embed_url or not cfg.embed_model:
            return None
        return cls(cfg.embed_url, cfg.embed_model, cfg.embed_key)

    async def _embed(self, texts: list[str]) -> list[list[float]]:
        import openai

        client = openai.AsyncOpenAI(base_url=self.base_url, api_key=self.api_key, timeout=self.timeout_s,
                                    max_retries=0, http_client=self.http_client)
        try:
            out: list[list[float]] = []
            for i in range(0, len(texts), 256):
                resp = await client.embeddings.create(model=self.model, input=texts[i:i + 256])
                out += [_unit(list(d.embedding)) for d in sorted(resp.data, key=lambda d: d.index)]
            return out
        finally:
            if self.http_client is None:
                await client.close()

    async def tool_vectors(self, catalogue: Catalogue) -> list[list[float]]:
        key = catalogue.fingerprint
        if key in self._vectors:
            self._vectors.move_to_end(key)
            return self._vectors[key]
        texts = [f"{t.name}: {t.description}" + ("\n" + "\n".join(t.examples[:5]) if t.examples else "")
                 for t in catalogue.tools]
        vectors = await self._embed(texts)
        if len(vectors) != len(texts):
            raise ValueError("the embeddings endpoint returned a different number of vectors")
        self._vectors[key] = vectors
        while len(self._vectors) > CACHE_CATALOGUES:
            self._vectors.popitem(last=False)
        return vectors

    async def scores(self, catalogue: Catalogue, request: str) -> dict[int, float] | None:
        """tool index -> EMBED_WEIGHT x cosine similarity (positive ones), or None when the endpoint failed."""
        try:
            tools = await self.tool_vectors(catalogue)
            (query,) = await self._embed([request[:2000]])
        except Exception as exc:  # noqa: BLE001 - semantic retrieval is optional: stay lexical
            log.info("embeddings unavailable (%s); lexical routing only", type(exc).__name__)
            return None
        out = {}
        for i, v in enumerate(tools):
            sim = sum(a * b for a, b in zip(v, query))
            if sim > 0:
                out[i] = EMBED_WEIGHT * sim
        return out
