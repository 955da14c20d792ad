"""Benchmark: CPU time of fusing 2 queries x 3 engines x 20 hits, and of normalize_url per URL.

Run: ``.venv/bin/python bench/bench_fuse.py``. "cold" clears the URL caches before every iteration (a request
whose URLs were never seen, the realistic case); "warm" keeps them (the same URLs fused again). Target: fusion
<= 1 ms per request.
"""

from __future__ import annotations

import random
import time
import urllib.parse

from groundwire.models import Hit
from groundwire.rank import AuthorityPolicy, fuse, normalize_url
from groundwire.rank.urls import _domain_of_host, url_info

SITES = [
    "https://www.reuters.com/world/europe/{slug}-2024-05-{n:02d}/",
    "https://en.wikipedia.org/wiki/{Slug}",
    "https://www.bbc.co.uk/news/world-{n}{n}{n}",
    "https://docs.python.org/3/library/{slug}.html",
    "https://stackoverflow.com/questions/{n}{n}/{slug}",
    "https://medium.com/@writer{n}/{slug}-{n}abc",
    "https://www.nytimes.com/2024/05/{n:02d}/technology/{slug}.html?smid=tw-share",
    "https://github.com/org{n}/{slug}/releases/tag/v{n}.0",
    "https://twitter.com/user{n}/status/17{n}{n}{n}{n}",
    "https://example{n}.com/blog/{slug}/?utm_source=newsletter&utm_medium=email",
    "https://m.example{n}.org/amp/{slug}?amp=1",
    "https://news.ycombinator.com/item?id={n}{n}{n}",
    "https://www.gov.uk/guidance/{slug}",
    "https://arxiv.org/abs/2405.{n:05d}",
]
WORDS = "rate limit retry budget fusion engine search fresh cited answer model query page index".split()


def make_lists(seed: int) -> list[list[Hit]]:
    """2 queries x 3 engines x 20 hits; engines overlap on about a third of their URLs, in other spellings."""
    rng = random.Random(seed)
    pool: list[str] = []
    for i in range(45):
        slug = "-".join(rng.sample(WORDS, 3)) + f"-{seed}"
        pool.append(rng.choice(SITES).format(slug=slug, Slug=slug.title().replace("-", "_"), n=i + 1))
    lists = []
    for query in range(2):
        for engine in ("brave", "tavily", "exa"):
            chosen = rng.sample(pool, 20)
            hits = []
            for pos, url in enumerate(chosen, start=1):
                if rng.random() < 0.3:
                    url = url.replace("https://", "http://").replace("www.", "") + "#section"
                hits.append(Hit(url, f"Title {pos} for {url[-20:]}", "snippet " * rng.randint(3, 30), engine, pos,
                                f"2024-05-{rng.randint(1, 28):02d}" if rng.random() < 0.5 else None))
            lists.append(hits)
    return lists


def clear_caches(policy: AuthorityPolicy) -> None:
    getattr(urllib.parse.urlsplit, "cache_clear", lambda: None)()  # the stdlib caches urlsplit too
    url_info.cache_clear()
    _domain_of_host.cache_clear()
    policy._cache.clear()  # type: ignore[attr-defined]
    try:  # source_tier/platform labels (rank/sources.py) are memoised per URL too
        from groundwire.rank.sources import load_sources

        load_sources().memo.clear()
    except ImportError:
        pass


def bench_fuse(iterations: int = 2000, multipliers: dict[str, float] | None = None) -> tuple[float, float]:
    policy = AuthorityPolicy()
    weights = {"brave": 1.0, "tavily": 1.1, "exa": 0.9}
    inputs = [make_lists(seed) for seed in range(50)]
    cold = 0.0
    for i in range(iterations):
        lists = inputs[i % len(inputs)]
        clear_caches(policy)
        start = time.process_time()
        fuse(lists, engine_weights=weights, policy=policy, top_n=10, multipliers=multipliers)
        cold += time.process_time() - start
    start = time.process_time()
    for i in range(iterations):
        fuse(inputs[i % len(inputs)], engine_weights=weights, policy=policy, top_n=10, multipliers=multipliers)
    warm = time.process_time() - start
    return cold / iterations * 1e3, warm / iterations * 1e3


def bench_normalize(iterations: int = 200) -> tuple[float, float]:
    urls = [h.url for lists in (make_lists(s) for s in range(20)) for hits in lists for h in hits]
    cold = 0.0
    for _ in range(iterations // 10):
        urllib.parse.urlsplit.cache_clear()
        url_info.cache_clear()
        start = time.perf_counter()
        for url in urls:
            normalize_url(url)
        cold += time.perf_counter() - start
    start = time.perf_counter()
    for _ in range(iterations):
        for url in urls:
            normalize_url(url)
    warm = time.perf_counter() - start
    return cold / (iterations // 10) / len(urls) * 1e6, warm / iterations / len(urls) * 1e6


def main() -> None:
    from groundwire.rank.sources import load_sources

    cold_ms, warm_ms = bench_fuse()
    print(f"fuse 2 queries x 3 engines x 20 hits: cold {cold_ms:.3f} ms, warm {warm_ms:.3f} ms (target <= 1 ms)")
    intent = dict(load_sources().multipliers_for("news", None))
    m_cold, m_warm = bench_fuse(multipliers=intent)
    print(f"  with intent multipliers (breaking): cold {m_cold:.3f} ms, warm {m_warm:.3f} ms "
          f"(ratio to plain: cold {m_cold / cold_ms:.2f}, warm {m_warm / warm_ms:.2f})")
    n_cold, n_warm = bench_normalize()
    print(f"normalize_url per URL:               cold {n_cold:.2f} us, warm {n_warm:.2f} us")
    try:
        from courlan import normalize_url as courlan_normalize

        urls = [h.url for hits in make_lists(99) for h in hits]
        start = time.perf_counter()
        for _ in range(50):
            for url in urls:
                courlan_normalize(url)
        per = (time.perf_counter() - start) / (50 * len(urls)) * 1e6
        print(f"courlan.normalize_url per URL:       {per:.2f} us (ratio cold/courlan {n_cold / per:.2f})")
    except ImportError:
        pass


if __name__ == "__main__":
    main()
