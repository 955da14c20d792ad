"""Guard CPU time, base tree vs new tree, in one run (guard-perf30): each tree's ``_sanitize`` in a child process
(:mod:`_tree_guard`), alternated twice, the best CPU time of each kept, on the bench's clean prose (the AEB article
bodies joined, as ``bench/bench_guard.py``'s throughput line), 80,000 characters of "If an AI model " (issue 9's slow
rule) and two dense inputs of kept invisible characters (soft hyphens in German words; zero-width spaces and word
joiners at word edges). Prints ms, MB/s and the speed ratio per input. The ratio is what to read on a loaded machine.

Run: ``.venv/bin/python scripts/guard_speed_trees.py [--base /tmp/base30/src] [--new src]`` (about a minute quiet).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from _tree_guard import run_in_tree  # (scripts/ is on sys.path when run as a script)

ROOT = Path(__file__).resolve().parents[1]

_CHILD = r'''
import json, sys, time
sys.path.insert(0, sys.argv[1])
from _paths import SHARED_DATA
from groundwire.guard.neutralize import sanitize, _sanitize
data = json.loads((SHARED_DATA / "extraction-aeb" / "ground-truth.json").read_text(encoding="utf-8"))
blob = "\n\n".join(v["articleBody"] for v in data.values() if v.get("articleBody"))
dense = (("Die Bundes\u00adregierung hat am Mittwoch die neue Ver\u00adordnung zur Energie\u00adversorgung be\u00adschlossen. "
          "Sie gilt ab dem ersten Januar f\u00fcr alle Haus\u00adhalte.\u2060\u2060 ") * 400)[:40000]
zw = ("Read the\u200b manual\u200b first. Then\u2060 call\u200b support. " * 900)[:40000]
inputs = {"prose": blob, "if_an_ai_model_80k": ("If an AI model " * 6000)[:80000], "dense_softhyphen_40k": dense,
          "dense_zw_40k": zw}
sanitize("warm up")
out = {}
for k, t in inputs.items():
    best = 1e9
    for _ in range(3 if k == "prose" else 2):
        s = time.process_time(); _sanitize(t); best = min(best, time.process_time() - s)
    out[k] = [len(t.encode("utf-8")), best]
print(json.dumps(out))
'''


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", default="/tmp/base30/src")
    ap.add_argument("--new", default=str(ROOT / "src"))
    args = ap.parse_args()
    best: dict[tuple[str, str], tuple[int, float]] = {}
    for _ in range(2):
        for name, tree in (("base", args.base), ("new", args.new)):
            for k, (nbytes, s) in run_in_tree(tree, _CHILD, None, str(ROOT / "bench")).items():
                if (name, k) not in best or s < best[(name, k)][1]:
                    best[(name, k)] = (nbytes, s)
    for k in sorted({k for _, k in best}):
        (nb, b), (_, n) = best[("base", k)], best[("new", k)]
        print(f"{k:22s} base {b * 1000:8.1f} ms ({nb / 1e6 / b:5.2f} MB/s)  new {n * 1000:8.1f} ms "
              f"({nb / 1e6 / n:5.2f} MB/s)  speed x{b / n:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
