"""Benchmark: the guard's throughput on clean prose, this tree against another (by default /work/main), alternated.

Run: ``.venv/bin/python bench/bench_guard_speed.py [--base /work/main/src] [--rounds 3]``. Each round runs
``sanitize`` (rules + learned detector) and ``_sanitize_rules`` (rules alone) over the AEB article bodies joined
(about 0.9 MB), once in a subprocess on the base tree and once on this tree, one after the other, so both see the
same machine load; the table gives each tree's median MB/s (UTF-8 input bytes) and the ratio, by the wall clock and
by the process's CPU time (on a machine shared with other benchmarks the CPU time moves less). Before timing, each
process guards a short and a 2 kB text (models loaded, patterns compiled, the long-text path's tables built).
Decisions are the same by construction: ``scripts/guard_same.py`` checks that.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

from _paths import SHARED_DATA  # bench/ is on sys.path when run as a script

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
from _tree_guard import run_in_tree  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
AEB = SHARED_DATA / "extraction-aeb" / "ground-truth.json"

_CHILD = r"""
import json, sys, time
from groundwire.guard.neutralize import _sanitize_rules, sanitize
data = json.loads(open(sys.argv[1], encoding="utf-8").read())
blob = "\n\n".join(v["articleBody"] for v in data.values() if v.get("articleBody"))
sanitize("warm up: load the detector and compile the rules")
# and a 2 kB text: the long-text path builds its character tables once per process (as the rules compile once); the
# word memos of both trees stay cold for the measured text
sanitize("A warm-up paragraph of plain prose, long enough for the whole-text path. " * 30)
try:  # a tree whose patterns compile on first use (round 28, groundwire/lazy_re.py): compile them now, as at import
    from groundwire.lazy_re import compile_all
    compile_all()
except ImportError:  # an older tree compiled them all at import
    pass
t0, c0 = time.perf_counter(), time.process_time(); sanitize(blob)
full, full_cpu = time.perf_counter() - t0, time.process_time() - c0
t0, c0 = time.perf_counter(), time.process_time(); _sanitize_rules(blob)
rules, rules_cpu = time.perf_counter() - t0, time.process_time() - c0
print(json.dumps({"bytes": len(blob.encode("utf-8")), "full": full, "rules": rules, "full_cpu": full_cpu,
                  "rules_cpu": rules_cpu}))
"""


def once(src: Path) -> dict[str, float]:
    return run_in_tree(src, _CHILD, None, str(AEB))  # type: ignore[no-any-return]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--base", default="/work/main/src")
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    runs: dict[str, list[dict[str, float]]] = {"base": [], "this": []}
    for _ in range(args.rounds):
        runs["base"].append(once(Path(args.base)))
        runs["this"].append(once(ROOT / "src"))
    nbytes = runs["this"][0]["bytes"]
    print(f"AEB article bodies, {nbytes / 1e6:.2f} MB, {args.rounds} alternated rounds, median MB/s")
    print(f"{'guard on clean prose':<22}{'base ' + args.base:<28}{'this tree':<12}ratio")
    for key, label in (("full", "rules + detector"), ("rules", "rules only"), ("full_cpu", "rules + detector, CPU"),
                       ("rules_cpu", "rules only, CPU")):
        base = statistics.median(r[key] for r in runs["base"])
        this = statistics.median(r[key] for r in runs["this"])
        print(f"{label:<22}{nbytes / 1e6 / base:<28.2f}{nbytes / 1e6 / this:<12.2f}x{base / this:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
