"""LLM planner overhead beyond the model's own time, with the rule planner next to it.

The emulator's chat model answers after a fixed latency (its ``latency`` fault on "openai"). Each round sends the
same planning request twice, interleaved: once as a raw HTTP POST on a kept-alive httpx client (the model's time
plus the bare minimum of HTTP), once through ``LLMPlanner.plan`` (SDK client set-up, request building, JSON parse,
pydantic validation, time grounding). Overhead = planner minus raw, as the difference of the p50s and as the p50 of
the per-round differences. The rule planner and the whole ``make_plan`` (gate + LLM planner) are timed too.
Run: python bench/bench_llm_planner.py [--rounds 50] [--latency-ms 50]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from datetime import date
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests.emulator

from groundwire.llm import LLMEndpoint  # noqa: E402
from groundwire.decide.plan.llm import PLAN_SCHEMA, LLMPlanner  # noqa: E402
from groundwire.decide.plan.planner import make_plan  # noqa: E402
from groundwire.decide.plan.rules import plan_rules, warm_up  # noqa: E402
from tests.emulator import Emulator  # noqa: E402

TODAY = date(2026, 11, 30)
QUESTIONS = ("今年下半年的发布会有哪些", "latest python release notes", "what was the CPI last month",
             "who is the current CEO of OpenAI", "本周 英超 比分", "upcoming SpaceX launch schedule")
ANSWER = {"needsSearch": True, "queries": [{"query": "今年下半年 发布会", "freshness": None, "language": "zh"},
                                           {"query": "product launch events this year", "freshness": "month",
                                            "language": "en"}], "intent": "events", "entities": []}


def p50_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


async def timed(coro) -> float:
    start = time.perf_counter()
    await coro
    return time.perf_counter() - start


async def measure(emu: Emulator, rounds: int) -> dict[str, list[float]]:
    endpoint = LLMEndpoint(emu.base_url("openai"), "test-key", "emulator-planner", timeout_s=10.0)
    planner = LLMPlanner(endpoint)
    url = emu.base_url("openai") + "/chat/completions"
    headers = {"Authorization": "Bearer test-key"}
    out: dict[str, list[float]] = {"raw_keepalive": [], "raw_fresh": [], "planner": [], "make_plan": []}
    async with httpx.AsyncClient(timeout=10.0) as keepalive:
        for i in range(rounds + 3):  # the first 3 rounds warm up connections, imports and caches
            question = QUESTIONS[i % len(QUESTIONS)]
            body = {"model": endpoint.model, "messages": planner.messages(question, TODAY, "en"), "temperature": 0,
                    "max_tokens": 300, "response_format": {"type": "json_schema",
                                                           "json_schema": {"name": "search_plan",
                                                                           "schema": PLAN_SCHEMA}}}
            emu.script_chat({"json": ANSWER}, {"json": ANSWER}, {"json": ANSWER}, {"json": ANSWER})
            raw_k = await timed(keepalive.post(url, json=body, headers=headers))

            async def fresh() -> None:
                async with httpx.AsyncClient(timeout=10.0) as c:
                    r = await c.post(url, json=body, headers=headers)
                    r.raise_for_status()

            raw_f = await timed(fresh())
            plan_t = await timed(planner.plan(question, today=TODAY))
            full_t = await timed(make_plan(question, today=TODAY, llm=planner))
            if i >= 3:
                out["raw_keepalive"].append(raw_k)
                out["raw_fresh"].append(raw_f)
                out["planner"].append(plan_t)
                out["make_plan"].append(full_t)
    return out


def rules_samples(rounds: int) -> list[float]:
    warm_up()
    for q in QUESTIONS:
        plan_rules(q, TODAY)
    samples = []
    for i in range(rounds * 4):
        q = QUESTIONS[i % len(QUESTIONS)]
        start = time.perf_counter()
        plan_rules(q, TODAY)
        samples.append(time.perf_counter() - start)
    return samples


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=50)
    ap.add_argument("--latency-ms", type=int, default=50)
    args = ap.parse_args(argv)
    with Emulator() as emu:
        emu.set_fault("openai", "latency", ms=args.latency_ms)
        samples = asyncio.run(measure(emu, args.rounds))
    rules = rules_samples(args.rounds)
    paired = [p - r for p, r in zip(samples["planner"], samples["raw_keepalive"], strict=True)]

    rows = [
        ("raw HTTP POST, kept-alive client", p50_ms(samples["raw_keepalive"]), "model latency + minimal HTTP"),
        ("raw HTTP POST, new httpx client per call", p50_ms(samples["raw_fresh"]),
         "+ TCP connect + a new TLS context (what the planner paid before it shared one)"),
        ("LLMPlanner.plan", p50_ms(samples["planner"]), "SDK + parse + validate + time grounding"),
        ("make_plan (gate + LLM planner)", p50_ms(samples["make_plan"]), "what a request pays"),
        ("rule planner (plan_rules)", p50_ms(rules), "no model at all"),
    ]
    print(f"LLM planner overhead, emulator model latency {args.latency_ms} ms, {args.rounds} rounds (p50)\n")
    width = max(len(r[0]) for r in rows)
    print(f"{'step':<{width}}  {'p50 ms':>8}  note")
    for name, ms, note in rows:
        print(f"{name:<{width}}  {ms:8.2f}  {note}")
    print()
    overhead = p50_ms(samples["planner"]) - p50_ms(samples["raw_keepalive"])
    print(f"LLM planner overhead beyond the model's own time: {overhead:.2f} ms (difference of p50s), "
          f"{p50_ms(paired):.2f} ms (p50 of per-round differences)")
    print(f"rule planner p50 {p50_ms(rules):.3f} ms; LLM planner costs "
          f"{p50_ms(samples['planner']) / max(p50_ms(rules), 1e-6):.0f}x the rule planner at this model latency")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
