"""Tool routing: recall of the right tool(s) among the exposed ones, exposed count, forwarded definition tokens,
and routing time (and the router's build time) for 20 / 200 / 2,000 tools, without and (20 / 200 tools) with examples.

Data: ../shared/data/tool-routing/metatool/ (199 tools, MetaTool DEV queries, English). The DEV queries are split
here, by a hash of their id, into three parts that never overlap:
  - examples (50 % of single-tool queries): the pool the up-to-20 example requests per tool are drawn from;
  - tune (25 %, and half of the multi-tool pairs): what the router was designed and tuned on;
  - holdout (25 %, and the other multi-tool half): never looked at while designing; reported with --split holdout.
Zero-shot uses names + descriptions only; "with examples" adds up to 20 requests per tool from the examples part.
The baseline is plain BM25 (rank_bm25, lower-cased words) over descriptions, top 5, in the same run.

    .venv/bin/python bench/bench_tools.py                    # tune split, quality + timing
    .venv/bin/python bench/bench_tools.py --split holdout    # the held-out part
    .venv/bin/python bench/bench_tools.py --no-timing --limit 2000
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _paths import SHARED_DATA  # noqa: E402  (bench/ is on sys.path when run as a script)

from rank_bm25 import BM25Okapi  # noqa: E402

from groundwire.tools import Catalogue, RouterConfig, Tool, ToolRouter, catalogue_from_json, with_examples  # noqa: E402

DATA = SHARED_DATA / "tool-routing" / "metatool"
MAX_EXAMPLES = 20


def bucket(qid: str) -> int:
    return int(hashlib.sha256(qid.encode()).hexdigest()[:8], 16) % 100


def part_of(q: dict) -> str:
    b = bucket(q["id"])
    if q["kind"] == "multi-tool":
        return "tune" if b < 50 else "holdout"
    return "examples" if b < 50 else ("tune" if b < 75 else "holdout")


def load() -> tuple[Catalogue, dict[str, list[dict]]]:
    catalogue = catalogue_from_json(json.loads((DATA / "tools.json").read_text(encoding="utf-8")))
    parts: dict[str, list[dict]] = defaultdict(list)
    for line in (DATA / "queries.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            q = json.loads(line)
            parts[part_of(q)].append(q)
    return catalogue, parts


def examples_for(pool: list[dict]) -> dict[str, list[str]]:
    per_tool: dict[str, list[str]] = defaultdict(list)
    for q in sorted(pool, key=lambda q: hashlib.sha256(q["id"].encode()).hexdigest()):
        if len(q["tools"]) == 1 and len(per_tool[q["tools"][0]]) < MAX_EXAMPLES:
            per_tool[q["tools"][0]].append(q["query"])
    return per_tool


class Baseline:
    """Plain BM25 over descriptions (lower-cased words), top 5."""

    def __init__(self, catalogue: Catalogue, k: int = 5) -> None:
        self.names = catalogue.names()
        self.bm25 = BM25Okapi([self.tok(f"{t.name} {t.description}") for t in catalogue.tools])
        self.k = k

    @staticmethod
    def tok(text: str) -> list[str]:
        return re.findall(r"[a-z0-9]+", text.lower())

    def route(self, query: str) -> list[str]:
        scores = self.bm25.get_scores(self.tok(query))
        order = sorted(range(len(scores)), key=lambda i: -scores[i])
        return [self.names[i] for i in order[: self.k]]


def evaluate(route, queries: list[dict]) -> dict[str, float]:
    recall, complete, exposed = [], [], []
    for q in queries:
        shown = set(route(q["query"]))
        gold = set(q["tools"])
        found = len(gold & shown)
        recall.append(found / len(gold))
        complete.append(found == len(gold))
        exposed.append(len(shown))
    n = len(queries) or 1
    return {"recall": sum(recall) / n, "all_found": sum(complete) / n, "exposed": sum(exposed) / n,
            "n": len(queries)}


def quality(catalogue: Catalogue, parts: dict[str, list[dict]], split: str, limit: int | None, k: int) -> None:
    queries = [q for q in parts[split] if q["kind"] != "multi-tool"]
    multi = [q for q in parts[split] if q["kind"] == "multi-tool"]
    if limit:
        queries = queries[:limit]
    ex_catalogue = with_examples(catalogue, examples_for(parts["examples"]))
    systems = {
        "baseline BM25 descriptions top-5": Baseline(catalogue).route,
        f"router zero-shot (k<={k})": lambda q, r=ToolRouter(catalogue, RouterConfig(k=k)): r.route(q).tools,
        f"router + {MAX_EXAMPLES} examples/tool (k<={k})":
            lambda q, r=ToolRouter(ex_catalogue, RouterConfig(k=k)): r.route(q).tools,
    }
    print(f"split={split}: {len(queries)} single-tool, {len(multi)} two-tool queries; catalogue {len(catalogue)} tools")
    print(f"{'system':44} {'recall':>7} {'2-tool recall':>14} {'2-tool both':>12} {'exposed':>8}")
    for name, route in systems.items():
        single = evaluate(route, queries)
        two = evaluate(route, multi)
        print(f"{name:44} {single['recall']:7.3f} {two['recall']:14.3f} {two['all_found']:12.3f} "
              f"{single['exposed']:8.2f}")
    router = ToolRouter(catalogue, RouterConfig(k=k))
    plans = [router.route(q["query"]) for q in queries[:500]]
    fwd = statistics.mean(p.tokens_forwarded for p in plans)
    print(f"tool-definition tokens (chars/4, incl. meta-tool): all {plans[0].tokens_all}, forwarded mean {fwd:.0f} "
          f"({100 * (1 - fwd / plans[0].tokens_all):.1f} % fewer)")


def timing(catalogue: Catalogue, parts: dict[str, list[dict]]) -> None:
    """Zero-shot and examples routers of one size are timed alternately, request by request, so that a load spike
    on the shared machine hits both columns alike."""
    queries = [q["query"] for q in parts["tune"]][:300]
    examples = examples_for(parts["examples"])
    base = list(catalogue.tools)
    print(f"{'tools':>6} {'mode':>9} {'p50 ms':>8} {'p99 ms':>8} {'build s':>8}   "
          f"(route() without the LLM step, {len(queries)} requests)")
    for size in (20, 200, 2000):
        modes = ("zero-shot", "examples") if size <= 200 else ("zero-shot",)  # 40k examples: minutes to build
        routers, builds = {}, {}
        for mode in modes:
            tools = [Tool(f"{t.name}_{i // len(base)}" if i >= len(base) else t.name, t.description,
                          examples=tuple(examples.get(t.name, ())) if mode == "examples" else ())
                     for i, t in ((i, base[i % len(base)]) for i in range(size))]
            t0 = time.perf_counter()
            routers[mode] = ToolRouter(Catalogue(tuple(tools)))
            builds[mode] = time.perf_counter() - t0
            for q in queries[:20]:
                routers[mode].route(q)  # warm caches (stemmer, jieba not needed for English)
        samples: dict[str, list[float]] = {mode: [] for mode in modes}
        for q in queries:
            for mode in modes:
                t0 = time.perf_counter()
                routers[mode].route(q)
                samples[mode].append((time.perf_counter() - t0) * 1000)
        for mode in modes:
            ms = sorted(samples[mode])
            print(f"{size:6d} {mode:>9} {ms[len(ms) // 2]:8.3f} {ms[int(len(ms) * 0.99)]:8.3f} {builds[mode]:8.2f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--split", choices=("tune", "holdout"), default="tune")
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--k", type=int, default=8)
    ap.add_argument("--no-timing", action="store_true")
    args = ap.parse_args()
    catalogue, parts = load()
    quality(catalogue, parts, args.split, args.limit, args.k)
    if not args.no_timing:
        timing(catalogue, parts)


if __name__ == "__main__":
    main()
